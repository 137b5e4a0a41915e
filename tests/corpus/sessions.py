"""Sessions: separate shells (env and cwd) for a production and a test build in one sandbox.

Port of the example on the Sandbox SDK "Sessions" API page (developers.cloudflare.com/sandbox/api/sessions):
createSession({ id, env, cwd }) twice, then exec in each session.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "builds")

    prod = await sandbox.create_session(
        id="prod",
        env={"NODE_ENV": "production", "API_URL": "https://api.example.com"},
        cwd="/workspace/prod",
    )
    test = await sandbox.create_session(
        id="test",
        env={"NODE_ENV": "test", "API_URL": "http://localhost:3000"},
        cwd="/workspace/test",
    )

    prod_result = await prod.exec("npm run build")
    test_result = await test.exec("npm run build")
    return Response.json(
        {
            "prod": {"exitCode": prod_result.exit_code, "stdout": prod_result.stdout},
            "test": {"exitCode": test_result.exit_code, "stdout": test_result.stdout},
        }
    )
