"""Coroutines of the worker's own: a call not awaited where it stands runs when it is awaited (as
Python's coroutine does, see lower/coroutines.py). Their values and printed order against CPython are
in test_semantics (`case_s34_*`)."""

from __future__ import annotations

from tests.transpile.helpers import errors, module

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
    # (the runtime runs what it is given as a task, once the handler suspends: test_python_features)
    assert 'ctx.waitUntil($task(probe, null, sandbox, "/c"));' in js
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


def test_a_gather_not_awaited_at_once_holds_its_coroutines() -> None:
    js = module(
        JOBS
        + """

async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "a")
    first = probe(sandbox, "/a")
    both = asyncio.gather(first, probe(sandbox, "/b"))
    print("gathered")
    a, b = await both
    return Response(f"{a} {b}")
"""
    )
    # Python starts a gather's tasks when the caller next suspends: after the print
    assert 'const both = Promise.all([first, $coroutine(probe, null, sandbox, "/b")]);' in js


def test_an_async_def_returning_an_awaitable_is_refused() -> None:
    found = errors(
        """
from collections.abc import Awaitable


async def job() -> int:
    return 1


async def later() -> Awaitable[int]:
    return job()
"""
    )
    assert found == [
        "10:12: an async def returning an awaitable is not supported: its JavaScript promise would run it and "
        "give its result; return await it, or return it from a def"
    ]


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


def test_awaitables_gathered_by_name_are_each_awaited_once() -> None:
    # (`gather(c, d)` after `d = c` is one task in Python: test_semantics runs it against CPython)
    js = module(
        JOBS
        + """

async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "a")
    c = probe(sandbox, "/a")
    a, b = await asyncio.gather(c, c)
    return Response(f"{a} {b}")
"""
    )
    assert "await $gather([c, c])" in js


def test_gathered_awaitables_keep_their_types_for_tsc() -> None:
    """`$gather` types its result as `Promise.all` does (a tuple of the awaited types), and takes a
    generator's items as an array."""
    from tests.transpile.test_snapshots import _tsc

    js = module(
        JOBS
        + """

async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "a")
    c = probe(sandbox, "/a")
    d = helper("/b")
    found, text = await asyncio.gather(c, d)
    many = await asyncio.gather(*(helper(p) for p in ["/c", "/d"]))
    return Response(f"{found} {text.lower()} {','.join(many)}")
"""
    )
    assert "await $gather([c, d])" in js
    assert "await $gather([...$lazy(" in js
    found = _tsc({"ok.js": js, "broken.js": js.replace("text.toLowerCase()", "found.toLowerCase()")})
    assert found["ok.js"] == [] and found["broken.js"], found  # (the tuple's types are what tsc reads)
