"""Build matrix: run one build in a sandbox per Node version at once, report a table.

Port of the `Promise.all` over sandboxes pattern of the Sandbox SDK "Sessions" and "Execute commands"
pages, as a package of modules (relative imports) with asyncio.gather.
"""

import asyncio
from typing import Protocol

from bindings.cloudflare_sandbox import ContainerUnavailableError
from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

from .matrix import Outcome, Target, targets
from .report import render


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def build(env: Env, target: Target) -> Outcome:
    sandbox = get_sandbox(env.Sandbox, target.sandbox_id)
    try:
        result = await sandbox.exec(target.command, cwd="/workspace/app", timeout=600_000)
    except ContainerUnavailableError:
        return Outcome(target, -1, 0.0, "container unavailable")
    return Outcome(target, result.exit_code, result.duration / 1000)


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    chosen = targets(url.search_params.get("command") or "npm run build", url.search_params.get("only"))
    if not chosen:
        return Response("no runtime selected", status=400)
    outcomes = await asyncio.gather(*[build(env, t) for t in chosen])
    status = 200 if all(o.passed for o in outcomes) else 422
    if url.search_params.get("format") == "json":
        return Response.json(
            {t.runtime: o.exit_code for t, o in zip(chosen, outcomes)}, status=status
        )
    return Response(render(list(outcomes)), status=status, headers={"Content-Type": "text/plain"})
