"""A worker with a Durable Object class of its own, beside the Sandbox."""

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
    """Counts the runs of each sandbox; its async methods are called over RPC."""

    async def increment(self, by: int) -> int:
        stored: int | None = await self.ctx.storage.get("count")
        count = (stored or 0) + by
        await self.ctx.storage.put("count", count)
        return count

    async def parts(self, names: list[str]) -> dict[str, int]:
        return {name: self._parts(name) for name in names}

    def _parts(self, name: str) -> int:
        return len(name.split("-"))

    async def fetch(self, request: Request) -> Response:
        return Response(f"{URL(request.url).pathname} {await self.increment(0)}")


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    name = URL(request.url).search_params.get("name") or "default"
    counter = env.Counter.get(env.Counter.id_from_name(name))
    count = await counter.increment(1)
    parts = await env.Counter.get_by_name(name).parts(["a-b", "c"])
    seen = await (await env.Counter.get_by_name(name).fetch(request)).text()
    result = await get_sandbox(env.Sandbox, name).exec(f"echo {count}")
    return Response.json({"count": count, "parts": parts, "seen": seen, "exit": result.exit_code})
