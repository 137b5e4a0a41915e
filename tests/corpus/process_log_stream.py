"""Process logs over SSE: start a long-running process and stream its logs to the browser.

Port of the streamProcessLogs example on the Sandbox SDK "Commands" API page
(developers.cloudflare.com/sandbox/api/commands): startProcess, then streamProcessLogs(process.id).
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

SSE_HEADERS = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache", "Connection": "keep-alive"}


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "log-demo")

    process_id = url.search_params.get("process")
    if process_id is None:
        process = await sandbox.start_process("npm run dev", cwd="/workspace/app")
        process_id = process.id

    if not process_id.strip():
        return Response("process id must not be blank", status=400)

    logs = await sandbox.stream_process_logs(process_id)
    return Response(logs, headers=SSE_HEADERS)
