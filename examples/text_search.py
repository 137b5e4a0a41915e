"""Text Search: searches the files sandbox that Workspace Files writes to.

`shell_quote` (from the SDK's bridge) quotes the search term: whatever the visitor typed, the shell
passes it to grep as one argument.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.cloudflare_sandbox.bridge import shell_quote
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    term = url.search_params.get("q") or ""
    sandbox = get_sandbox(env.Sandbox, "files")
    found = await sandbox.exec(f"grep -rn -- {shell_quote(term)} /workspace")
    return Response(found.stdout)
