"""Workspace Files: a PUT body is saved to a file in the sandbox, a GET serves it.

`resolve_workspace_path` (from the SDK's bridge) returns None for any path outside /workspace, so
`?path=../etc/passwd` gets a 400.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.cloudflare_sandbox.bridge import resolve_workspace_path
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "files")
    requested = url.search_params.get("path")
    path = resolve_workspace_path(requested) if requested is not None else None
    if path is None:
        return Response("Paths must stay inside /workspace", status=400)
    if request.method == "PUT":
        body = await request.text()
        saved = await sandbox.write_file(path, body)
        return Response.json({"saved": saved.path})
    file = await sandbox.read_file(path)
    return Response(file.content)
