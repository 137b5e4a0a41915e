"""Environment variables: set sandbox-wide variables from Worker secrets, then run with per-command extras.

Port of the Sandbox SDK guide "Environment variables" (developers.cloudflare.com/sandbox/configuration/
environment-variables): setEnvVars at sandbox level, exec({ env }) per command.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    OPENAI_API_KEY: str
    DATABASE_URL: str


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "env-demo")

    # Sandbox-wide: every later command sees these
    await sandbox.set_env_vars({"OPENAI_API_KEY": env.OPENAI_API_KEY, "DATABASE_URL": env.DATABASE_URL})

    # Per command: merged over the sandbox-wide ones; None unsets nothing, it is skipped
    debug = request.headers.get("X-Debug")
    extra: dict[str, str | None] = {"NODE_ENV": "production", "DEBUG": debug}
    result = await sandbox.exec("node scripts/report.js", env=extra, cwd="/workspace")
    return Response.json({"exitCode": result.exit_code, "report": result.stdout})
