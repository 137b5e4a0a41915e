"""Notebook: each notebook is a sandbox and every request runs one Python cell in it.

The Worker reuses the notebook's first code context (or creates one), so a variable set in one cell
is still defined in the next.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    # As the F# `Option.defaultValue`: only a missing name means "scratch" (an empty one does not).
    name = url.search_params.get("notebook")
    notebook = name if name is not None else "scratch"
    sandbox = get_sandbox(env.Sandbox, notebook)
    contexts = await sandbox.list_code_contexts()
    context = contexts[0] if contexts else await sandbox.create_code_context()
    cell = await request.text()
    result = await sandbox.run_code(cell, context=context)
    values = [item.text for item in result.results if item.text is not None]
    return Response.json({"output": result.logs.stdout, "values": values})
