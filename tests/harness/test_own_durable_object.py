"""A worker's own Durable Object class, built by `sandbox-py build` and run in workerd: the worker calls
it through its namespace (`env.Counter.get(env.Counter.id_from_name(...))`, `get_by_name`), its async
methods over RPC and its `fetch`, its storage persists between requests, and the Sandbox beside it is
still the recording double. An exception raised in one of its methods is caught by the caller's
`except` as Python would catch it from a local call (its class, str() and fields), and the object
reaches the Sandbox through `self.env`, typed by `DurableObject[Env]` (mypy --strict checks it)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

from generator import ROOT
from generator.cli import main
from generator.harness import Call, Harness, WorkerSpec
from generator.harness.worker_spec import read_jsonc

WORKER = """\
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.cloudflare_workers import DurableObject
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

__all__ = ["Counter"]


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    Counter: DurableObjectNamespace[Counter]


class Counter(DurableObject[Env]):
    async def increment(self, by: int) -> int:
        stored: int | None = await self.ctx.storage.get("count")
        count = (stored or 0) + by
        await self.ctx.storage.put("count", count)
        return count

    async def history(self, names: list[str]) -> dict[str, int]:
        return {name: len(name) for name in names}

    async def fetch(self, request: Request) -> Response:
        return Response(f"{URL(request.url).pathname} {await self.increment(0)}")


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    name = URL(request.url).search_params.get("name") or "default"
    counter = env.Counter.get(env.Counter.id_from_name(name))
    count = await counter.increment(2)
    lengths = await env.Counter.get_by_name(name).history(["ab", "c"])
    seen = await (await env.Counter.get_by_name(name).fetch(request)).text()
    result = await get_sandbox(env.Sandbox, name).exec(f"echo {count}")
    return Response.json({"count": count, "lengths": lengths, "seen": seen, "exit": result.exit_code})
"""


def test_the_worker_calls_its_own_durable_object_through_its_namespace(
    harness: Harness, tmp_path: Path
) -> None:
    (tmp_path / "worker.py").write_text(textwrap.dedent(WORKER))
    out = tmp_path / "dist"
    assert main(["build", str(tmp_path / "worker.py"), "-o", str(out)]) == 0
    config = read_jsonc(out / "wrangler.jsonc")
    assert config["durable_objects"]["bindings"] == [
        {"name": "Sandbox", "class_name": "Sandbox"},
        {"name": "Counter", "class_name": "Counter"},
    ]
    assert config["migrations"] == [{"tag": "v1", "new_sqlite_classes": ["Counter", "Sandbox"]}]
    assert [c["class_name"] for c in config["containers"]] == ["Sandbox"]

    spec = WorkerSpec.from_wrangler("counter", out / "wrangler.jsonc")
    assert (spec.class_name, dict(spec.durable_objects)) == ("Sandbox", {"Counter": "Counter"})
    with harness.start(spec) as runtime:
        worker = runtime["counter"]
        first = worker.fetch("/a?name=x")
        assert (first.status, json.loads(first.body)) == (
            200,
            {"count": 2, "lengths": {"ab": 2, "c": 1}, "seen": "/a 2", "exit": 0},
        )
        # the storage of the object named "x" persists; "y" is another object
        assert json.loads(worker.fetch("/b?name=x").body)["count"] == 4
        assert json.loads(worker.fetch("/c?name=y").body)["count"] == 2
        assert worker.sdk_calls() == [
            Call("x", "exec", ["echo 2"]),
            Call("x", "exec", ["echo 4"]),
            Call("y", "exec", ["echo 2"]),
        ]


RUNNER = """\
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.cloudflare_workers import DurableObject
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

__all__ = ["Runner"]


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    Runner: DurableObjectNamespace[Runner]


class QuotaError(Exception):
    def __init__(self, limit: int) -> None:
        super().__init__(f"over the limit of {limit}")
        self.limit = limit


class Runner(DurableObject[Env]):
    async def run(self, command: str) -> int:
        runs: int | None = await self.ctx.storage.get("runs")
        count = (runs or 0) + 1
        if count > 2:
            raise QuotaError(2)
        await self.ctx.storage.put("runs", count)
        result = await get_sandbox(self.env.Sandbox, "runner").exec(command)
        return result.exit_code

    async def fail(self, kind: str) -> str:
        if kind == "value":
            raise ValueError("bad value")
        if kind == "key":
            table: dict[str, str] = {}
            return table[kind]
        if kind == "index":
            return [kind][3]
        if kind == "type":
            raise TypeError("bad type")
        if kind == "runtime":
            raise RuntimeError("not caught")
        return kind


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    kind = URL(request.url).search_params.get("kind") or ""
    runner = env.Runner.get(env.Runner.id_from_name("r"))
    if kind == "run":
        try:
            return Response(str(await runner.run("echo hi")))
        except QuotaError as e:
            return Response(f"QuotaError {e.limit} {e}")
    try:
        return Response(await env.Runner.get_by_name("r").fail(kind))
    except KeyError as e:
        return Response(f"KeyError {e}")
    except LookupError as e:
        return Response(f"LookupError {e}")
    except ValueError as e:
        return Response(f"ValueError {e}")
    except TypeError as e:
        return Response(f"TypeError {e}")
"""


def _python_says(kind: str) -> str:
    """What CPython's handlers above answer for the exceptions `fail` raises (the oracle)."""
    try:
        if kind == "key":
            raise KeyError("key")
        [kind][int("3")]
    except KeyError as e:
        return f"KeyError {e}"
    except LookupError as e:
        return f"LookupError {e}"
    return ""


def test_exceptions_cross_rpc_with_their_python_class_and_self_env_reaches_the_sandbox(
    harness: Harness, tmp_path: Path
) -> None:
    source = tmp_path / "worker.py"
    source.write_text(RUNNER)
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", str(source)],
        check=False,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr  # self.env is Env for mypy too
    out = tmp_path / "dist"
    assert main(["build", str(source), "-o", str(out)]) == 0
    with harness.start(WorkerSpec.from_wrangler("runner", out / "wrangler.jsonc")) as runtime:
        worker = runtime["runner"]
        # self.ctx.storage counts the runs; self.env.Sandbox is the Sandbox binding
        assert [worker.fetch("/?kind=run").text for _ in range(3)] == [
            "0",
            "0",
            "QuotaError 2 over the limit of 2",
        ]
        assert worker.sdk_calls() == [
            Call("runner", "exec", ["echo hi"]),
            Call("runner", "exec", ["echo hi"]),
        ]
        assert worker.fetch("/?kind=value").text == "ValueError bad value"
        assert worker.fetch("/?kind=key").text == _python_says("key") == "KeyError 'key'"
        assert worker.fetch("/?kind=index").text == _python_says("index")  # caught as a LookupError
        assert worker.fetch("/?kind=type").text == "TypeError bad type"
        assert worker.fetch("/?kind=ok").text == "ok"
        uncaught = worker.fetch("/?kind=runtime")
        assert uncaught.status == 500 and "RuntimeError: not caught" in (uncaught.uncaught or "")
