"""Job API: POST a command with an env file as the body; run it in the sandbox, with a budget.

Written from the Sandbox SDK "Execute commands" and "Environment variables" guides (exec with env),
and the "Errors" page (ContainerUnavailableError is retryable). The request validation is a package
of its own (app/), imported with absolute imports.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import ContainerUnavailableError
from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

from app import limits
from app.validation import Invalid, check


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    if request.method != "POST":
        return Response.json({"remaining": limits.remaining()})
    try:
        job = check(url.search_params.get("command"), await request.text())
    except Invalid as error:
        return Response.json({"error": str(error)}, status=400)
    if not limits.take():
        return Response.json({"error": "job budget spent"}, status=429)
    sandbox = get_sandbox(env.Sandbox, "jobs")
    try:
        result = await sandbox.exec(job.command, env=job.env, cwd="/workspace")
    except ContainerUnavailableError as error:
        return Response.json({"error": "sandbox unavailable", "detail": error.message}, status=503)
    tail = result.stdout.rstrip("\n").rsplit("\n", 2)[-2:] if result.stdout else []
    return Response.json({"exitCode": result.exit_code, "tail": tail, "remaining": limits.remaining()})
