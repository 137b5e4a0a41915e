"""Error handling: turn the SDK's typed errors into HTTP answers.

Port of the patterns in cloudflare/sandbox-sdk docs/ERROR_HANDLING.md and the Sandbox SDK "Errors" API
page: `instanceof SandboxError` (code, httpStatus, context), a failing command (exitCode != 0) is a
result, not an exception, and anything else is a 500.
"""

from typing import Any, Protocol

from bindings.cloudflare_sandbox import ContainerUnavailableError, SandboxError
from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.cloudflare_sandbox.bridge import shell_quote
from bindings.workers import URL, DurableObjectNamespace, Error, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


class BadRequest(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def error_response(error: Exception) -> Response:
    if isinstance(error, BadRequest):
        return Response.json({"error": error.message}, status=400)
    if isinstance(error, ContainerUnavailableError):
        return Response.json({"error": "sandbox is starting, retry shortly"}, status=503, headers={"Retry-After": "5"})
    if isinstance(error, SandboxError):
        sandbox_error: SandboxError[Any] = error
        return Response.json(
            {"error": sandbox_error.message, "code": sandbox_error.code, "suggestion": sandbox_error.suggestion},
            status=sandbox_error.http_status,
        )
    if isinstance(error, Error):
        return Response.json({"error": error.message}, status=500)
    return Response.json({"error": str(error)}, status=500)


async def run(request: Request, env: Env) -> Response:
    url = URL(request.url)
    path = url.search_params.get("path")
    if path is None:
        raise BadRequest("?path= is required")
    sandbox = get_sandbox(env.Sandbox, "errors")
    result = await sandbox.exec(f"wc -l {shell_quote(path)}", cwd="/workspace")
    if result.exit_code != 0:
        return Response.json({"error": result.stderr.strip(), "exitCode": result.exit_code}, status=422)
    count = int(result.stdout.split()[0])
    return Response.json({"path": path, "lines": count})


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    try:
        return await run(request, env)
    except Exception as error:
        return error_response(error)
