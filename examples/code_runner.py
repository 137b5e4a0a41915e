"""Code Runner: visitors POST Python source; `run_code` executes it in the sandbox's code
interpreter and the Worker sends back stdout and stderr as JSON."""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "playground")
    code = await request.text()
    run = await sandbox.run_code(code)
    return Response.json({"output": run.logs.stdout, "errors": run.logs.stderr})
