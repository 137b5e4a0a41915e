"""Coroutines of the worker's own: a call not awaited where it stands runs when it is awaited (as
Python's coroutine does, see lower/coroutines.py), and asyncio.gather refuses coroutines that await
the worker's own (where JS lets the others run and Python does not). Their values and printed order
against CPython are in test_semantics (`case_s34_*`)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from generator.cli import main
from tests.transpile.helpers import PRELUDE_LINES, errors, module

JOBS = """
import asyncio


async def probe(sandbox: Sandbox, path: str) -> bool:
    result = await sandbox.exec(f"test -e {path}")
    return result.success


async def helper(path: str) -> str:
    return path.upper()


async def checked(sandbox: Sandbox, path: str) -> str:
    found = await probe(sandbox, path)
    return await helper(path) if found else ""
"""

GATHER_REFUSED = (
    'asyncio.gather runs "checked" beside other coroutines, and "checked" awaits "probe(...)" (line {line}): '
    "Python goes on into it without letting the others run, where JavaScript lets them run at every "
    "await. Gather coroutines that await only the SDK, asyncio.sleep and asyncio.gather, or await them "
    "one by one"
)


def test_a_coroutine_not_awaited_at_once_runs_when_it_is_awaited() -> None:
    js = module(
        JOBS
        + """

async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "a")
    later = probe(sandbox, "/tmp")
    print("first")
    return Response(str(await later) + str(await probe(sandbox, "/")))
"""
    )
    assert 'const later = $coroutine(probe, null, sandbox, "/tmp");' in js
    assert 'await probe(sandbox, "/")' in js  # (awaited where it stands: it runs there)
    assert "function $coroutine(f, self, ...args) {" in js


def test_gather_of_plain_arguments_starts_each_call_in_place() -> None:
    js = module(
        JOBS
        + """

async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "a")
    a, b = await asyncio.gather(probe(sandbox, "/a"), probe(sandbox, "/b"))
    ctx.wait_until(probe(sandbox, "/c"))
    return Response(f"{a} {b}")
"""
    )
    assert 'await Promise.all([probe(sandbox, "/a"), probe(sandbox, "/b")])' in js
    assert 'ctx.waitUntil(probe(sandbox, "/c"));' in js  # (the runtime runs what it is given)
    assert "$coroutine" not in js


def test_gather_holds_the_coroutines_when_an_argument_runs_code() -> None:
    js = module(
        JOBS
        + """

def pick(name: str) -> str:
    print("picked", name)
    return name


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "a")
    a, b = await asyncio.gather(probe(sandbox, pick("/a")), probe(sandbox, pick("/b")))
    return Response(f"{a} {b}")
"""
    )
    assert "await Promise.all([\n" in js
    assert '  $coroutine(probe, null, sandbox, pick("/a")),\n' in js
    assert '  $coroutine(probe, null, sandbox, pick("/b")),\n' in js


def test_gather_of_coroutines_awaiting_the_workers_own_is_refused() -> None:
    handler = """

async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "a")
    {body}
    return Response("")
"""
    line = PRELUDE_LINES + JOBS.count("\n", 0, JOBS.index("found = await probe")) + 1  # (in the file)
    direct = errors(
        JOBS + handler.format(body='await asyncio.gather(checked(sandbox, "/a"), probe(sandbox, "/b"))')
    )
    assert [e.split(": ", 1)[1] for e in direct] == [GATHER_REFUSED.format(line=line)]
    appended = errors(
        JOBS
        + handler.format(
            body='tasks = []\n    for p in ["/a", "/b"]:\n        tasks.append(checked(sandbox, p))\n'
            "    await asyncio.gather(*tasks)"
        )
    )
    assert [e.split(": ", 1)[1] for e in appended] == [GATHER_REFUSED.format(line=line)]
    # one coroutine alone runs beside nothing; those that await only the SDK run side by side
    alone = module(JOBS + handler.format(body='await asyncio.gather(checked(sandbox, "/a"))'))
    assert 'await Promise.all([checked(sandbox, "/a")]);' in alone
    both = module(
        JOBS + handler.format(body='await asyncio.gather(probe(sandbox, "/a"), probe(sandbox, "/b"))')
    )
    assert 'await Promise.all([probe(sandbox, "/a"), probe(sandbox, "/b")]);' in both


def test_a_held_coroutine_of_a_method_needs_its_object_in_a_name() -> None:
    source = """
class Client:
    def __init__(self, root: str) -> None:
        self.root = root

    async def size(self) -> int:
        return len(self.root)


def make() -> Client:
    return Client("/tmp")


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    later = make().size()
    return Response(str(await later))
"""
    assert errors(source) == [
        "15:13: a coroutine of a method held before it is awaited takes its object from a name: hold "
        "the object in a name first, or await the call at once"
    ]


def test_gather_of_a_coroutine_of_another_module_awaiting_the_workers_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "jobs.py").write_text(
        textwrap.dedent(
            """
            async def helper(path: str) -> str:
                return path.upper()


            async def checked(path: str) -> str:
                return await helper(path)
            """
        )
    )
    (tmp_path / "worker.py").write_text(
        textwrap.dedent(
            """
            import asyncio

            from bindings.workers import ExecutionContext, Request, Response
            from jobs import checked as check


            async def fetch(request: Request, env: object, ctx: ExecutionContext) -> Response:
                a, b = await asyncio.gather(check("/a"), check("/b"))
                return Response(a + b)
            """
        )
    )
    assert main(["build", str(tmp_path / "worker.py"), "-o", str(tmp_path / "dist")]) == 1
    [line] = capsys.readouterr().err.replace(str(tmp_path) + "/", "").splitlines()
    assert line.startswith(
        'worker.py:9:33: error: asyncio.gather runs "checked" beside other coroutines, and "checked" awaits '
        '"helper(...)" ('
    )
    assert "jobs.py, line 7): Python goes on into it" in line
    assert not (tmp_path / "dist").exists()
