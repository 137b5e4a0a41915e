"""Code interpreter: POST {"code": "..."}; runs it in a fresh Python context and returns what it printed.

Port of executePythonCode() in cloudflare/sandbox-sdk examples/code-interpreter/src/index.ts (the AI
tool-calling part left out: the worker answers with the code's output directly).
"""

import json
from typing import Any, Protocol

from bindings.cloudflare_sandbox import ExecutionResult, get_sandbox
from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.workers import URL, DurableObjectNamespace, Error, ExecutionContext, Request, Response

API_PATH = "/run"


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


def format_output(result: ExecutionResult) -> str:
    # Extract output from results (expressions)
    if result.results:
        outputs = [r.text or r.html or json.dumps(r.json) for r in result.results]
        outputs = [o for o in outputs if o]
        if outputs:
            return "\n".join(outputs)

    # Extract output from logs
    output = ""
    if result.logs.stdout:
        output = "\n".join(result.logs.stdout)
    if result.logs.stderr:
        if output:
            output += "\n"
        output += "Error: " + "\n".join(result.logs.stderr)

    if result.error:
        return f"Error: {result.error.name}: {result.error.message}"
    return output or "Code executed successfully"


async def execute_python_code(env: Env, code: str) -> str:
    sandbox = get_sandbox(env.Sandbox, "default")
    python_ctx = await sandbox.create_code_context(language="python")
    result = await sandbox.run_code(code, context=python_ctx)
    return format_output(result)


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    if url.pathname != API_PATH or request.method != "POST":
        return Response("Not Found", status=404)

    try:
        body: Any = await request.json()
        code = body.get("code") if isinstance(body, dict) else None
        if not isinstance(code, str) or not code:
            return Response.json({"error": "Missing code field"}, status=400)
        output = await execute_python_code(env, code)
        return Response.json({"output": output})
    except Error as error:
        print("Request failed:", error.message)
        return Response.json({"error": error.message}, status=500)
