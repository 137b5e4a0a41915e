"""A small router: a table of (method, path) -> handler over several sandbox operations.

Written from the Sandbox SDK "Getting started" worker (exec, files) grown into a multi-route API, the way
a Python developer would write it without a framework.
"""

from collections.abc import Awaitable, Callable
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

Handler = Callable[[Request, URL, Sandbox], Awaitable[Response]]


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def health(request: Request, url: URL, sandbox: Sandbox) -> Response:
    return Response.json({"ok": True})


async def run(request: Request, url: URL, sandbox: Sandbox) -> Response:
    command = await request.text()
    result = await sandbox.exec(command)
    return Response.json({"exitCode": result.exit_code, "stdout": result.stdout})


async def read(request: Request, url: URL, sandbox: Sandbox) -> Response:
    path = url.search_params.get("path") or "/workspace/README.md"
    file = await sandbox.read_file(path)
    return Response(file.content)


async def write(request: Request, url: URL, sandbox: Sandbox) -> Response:
    path = url.search_params.get("path")
    if path is None:
        return Response.json({"error": "path required"}, status=400)
    saved = await sandbox.write_file(path, await request.text())
    return Response.json({"saved": saved.path}, status=201)


async def listing(request: Request, url: URL, sandbox: Sandbox) -> Response:
    result = await sandbox.list_files(url.search_params.get("path") or "/workspace")
    return Response.json(sorted(f.name for f in result.files))


ROUTES: dict[tuple[str, str], Handler] = {
    ("GET", "/health"): health,
    ("POST", "/run"): run,
    ("GET", "/file"): read,
    ("PUT", "/file"): write,
    ("GET", "/ls"): listing,
}


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    handler = ROUTES.get((request.method, url.pathname))
    if handler is None:
        allowed = [method for method, path in ROUTES if path == url.pathname]
        if allowed:
            return Response("Method not allowed", status=405, headers={"Allow": ", ".join(allowed)})
        return Response("Not found", status=404)
    sandbox = get_sandbox(env.Sandbox, "router")
    return await handler(request, url, sandbox)
