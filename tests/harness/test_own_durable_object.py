"""A worker's own Durable Object class, built by `sandbox-py build` and run in workerd: the worker calls
it through its namespace (`env.Counter.get(env.Counter.id_from_name(...))`, `get_by_name`), its async
methods over RPC and its `fetch`, its storage persists between requests, and the Sandbox beside it is
still the recording double."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

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
