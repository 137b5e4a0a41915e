"""Visit stats: count requests per path in the isolate; /run runs a command and logs it in the sandbox.

Written from the Workers docs on global state (isolate-scoped module variables) and the Sandbox SDK
"Execute commands" guide; a package with relative imports.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

from . import stats
from .stats import record, top


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    count = record(url.pathname)
    if url.pathname == "/stats":
        rows = [f"{rank}. {path} {n}" for rank, (path, n) in enumerate(top(3), start=1)]
        return Response.json({"hits": stats.hits, "top": rows})
    if url.pathname == "/run":
        sandbox = get_sandbox(env.Sandbox, "stats")
        for attempt in range(1, 3):
            result = await sandbox.exec("make check", cwd="/workspace")
            if result.success:
                break
        else:
            return Response.json({"error": "make check failed twice", "request": count}, status=500)
        await sandbox.write_file("/workspace/last-run.txt", f"request {count}, attempt {attempt}\n")
        return Response.json({"request": count, "attempts": attempt})
    return Response.json({"request": count})
