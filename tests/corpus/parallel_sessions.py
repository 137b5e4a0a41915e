"""Parallel builds: run the same build in two sandboxes at once and compare them.

Port of the `Promise.all([prodSession.exec(...), testSession.exec(...)])` example on the Sandbox SDK
"Sessions" API page, written with asyncio.gather as a Python developer would.
"""

import asyncio
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    node20 = get_sandbox(env.Sandbox, "node-20")
    node22 = get_sandbox(env.Sandbox, "node-22")
    first, second = await asyncio.gather(
        node20.exec("npm run build", cwd="/workspace/app"),
        node22.exec("npm run build", cwd="/workspace/app"),
    )
    return Response.json(
        {
            "node20": first.exit_code,
            "node22": second.exit_code,
            "same_output": first.stdout == second.stdout,
        }
    )
