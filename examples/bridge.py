"""Bridge: the SDK's HTTP API for sandboxes (`/v1`, Bearer auth with the SANDBOX_API_KEY secret),
served by `bridge(...)` around this worker's own routes; a Python program drives it with
`bindings.cloudflare_sandbox.client`."""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox.bridge import WarmPool as WarmPool
from bindings.cloudflare_sandbox.bridge import bridge
from bindings.workers import (
    URL,
    DurableObjectNamespace,
    ExecutionContext,
    Request,
    Response,
)


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    WarmPool: DurableObjectNamespace[WarmPool]
    SANDBOX_API_KEY: str


class Routes:
    """What the bridge does not serve itself (everything outside /v1 and /health). Only `fetch`: the
    bridge's own `scheduled` primes its warm pool and calls this class's only if it has one."""

    async def fetch(self, request: Request, env: Env, ctx: ExecutionContext) -> Response:
        if URL(request.url).pathname == "/":
            return Response("Sandbox bridge: the API is under /v1, described at /v1/openapi.json\n")
        return Response("Not Found", status=404)


default = bridge(Routes())
