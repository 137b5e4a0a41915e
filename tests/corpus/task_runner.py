"""Allow-listed task runner: ?task=NAME runs only a command from a fixed table, never the visitor's text.

Written from the Sandbox SDK "Security model" docs (validate input, never pass it to a shell) and the
"Execute commands" guide (exec with cwd and timeout).
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

TASKS: dict[str, str] = {
    "build": "npm run build",
    "test": "npm test -- --reporter=dot",
    "lint": "npx eslint .",
    "typecheck": "npx tsc --noEmit",
}


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    task = url.search_params.get("task")
    if task is None:
        return Response.json({"tasks": sorted(TASKS)})
    if task not in TASKS:
        return Response.json({"error": f"unknown task {task!r}", "allowed": sorted(TASKS)}, status=400)

    sandbox = get_sandbox(env.Sandbox, "project")
    result = await sandbox.exec(TASKS[task], cwd="/workspace/project", timeout=120_000)
    status = 200 if result.success else 500
    return Response.json(
        {"task": task, "command": TASKS[task], "exitCode": result.exit_code, "stdout": result.stdout},
        status=status,
    )
