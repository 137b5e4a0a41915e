"""Dev server: start Vite in the sandbox, wait for its "ready" line, expose the port, proxy previews.

Port of the Sandbox SDK guide "Expose services" with waitForLog (the Commands API page), and its
ProcessReadyTimeoutError from the "Errors" page; the server logic is a module of its own.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox, proxy_to_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

from server import start


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    preview = await proxy_to_sandbox(request, env)
    if preview is not None:
        return preview
    url = URL(request.url)
    if url.pathname != "/dev" or request.method != "POST":
        return Response("POST /dev", status=404)
    started = await start(get_sandbox(env.Sandbox, "vite-box"), url.hostname)
    if started.url is None:
        return Response.json({"process": started.process_id, "error": started.error}, status=504)
    return Response.json({"process": started.process_id, "url": started.url})
