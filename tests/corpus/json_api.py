"""A JSON API with validation: POST /api/run {"language", "code", "timeoutMs"?} -> 422 with every problem,
or the run's output.

Written from the Sandbox SDK "Code interpreter" API page (runCode with language) in the style of a
FastAPI-less hand-validated handler.
"""

import json
from typing import Any, Literal, Protocol, TypedDict, cast

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

Language = Literal["python", "javascript", "typescript"]
MAX_TIMEOUT_MS = 60_000


class RunRequest(TypedDict):
    language: Language
    code: str
    timeoutMs: int


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


def validate(payload: object) -> tuple[RunRequest | None, list[str]]:
    if not isinstance(payload, dict):
        return None, ["body must be a JSON object"]
    data = cast(dict[str, Any], payload)
    errors: list[str] = []
    language = data.get("language")
    if language not in ("python", "javascript", "typescript"):
        errors.append("language must be one of python, javascript, typescript")
    code = data.get("code")
    if not isinstance(code, str) or not code.strip():
        errors.append("code must be a non-empty string")
    timeout = data.get("timeoutMs", 10_000)
    if not isinstance(timeout, int) or isinstance(timeout, bool) or not 0 < timeout <= MAX_TIMEOUT_MS:
        errors.append(f"timeoutMs must be an integer in 1..{MAX_TIMEOUT_MS}")
    if errors:
        return None, errors
    return {
        "language": cast(Language, language),
        "code": cast(str, code),
        "timeoutMs": cast(int, timeout),
    }, []


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    if url.pathname != "/api/run":
        return Response.json({"error": "not found"}, status=404)
    if request.method != "POST":
        return Response.json({"error": "method not allowed"}, status=405, headers={"Allow": "POST"})
    if request.headers.get("Content-Type") != "application/json":
        return Response.json({"error": "expected application/json"}, status=415)

    try:
        body = await request.json()
    except json.JSONDecodeError as error:  # as Python's json.loads raises it
        return Response.json(
            {"error": f"invalid JSON: {error.msg} (line {error.lineno}, column {error.colno})"}, status=400
        )
    run, errors = validate(body)
    if run is None:
        return Response.json({"errors": errors}, status=422)

    sandbox = get_sandbox(env.Sandbox, "code-runner")  # "api" is a reserved sandbox ID
    context = await sandbox.create_code_context(language=run["language"], timeout=run["timeoutMs"])
    execution = await sandbox.run_code(run["code"], context=context)
    return Response.json(
        {
            "stdout": execution.logs.stdout,
            "stderr": execution.logs.stderr,
            "ok": execution.error is None,
        }
    )
