"""Streaming: pass a command's output through as Server-Sent Events, or collect it server-side.

Port of the Sandbox SDK guide "Stream output" (developers.cloudflare.com/sandbox/guides/streaming-output):
execStream returned as text/event-stream, and parseSSEStream<ExecEvent> to consume it in the Worker.
"""

from typing import Any, Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox, parse_sse_stream
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "stream-demo")
    command = "npm run build"

    if url.pathname == "/stream":
        stream = await sandbox.exec_stream(command, cwd="/workspace/app")
        return Response(stream, headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})

    if url.pathname == "/collect":
        stream = await sandbox.exec_stream(command, cwd="/workspace/app")
        stdout: list[str] = []
        stderr: list[str] = []
        exit_code = -1
        event: Any
        async for event in parse_sse_stream(stream):
            kind = event["type"]
            if kind == "stdout":
                stdout.append(event["data"])
            elif kind == "stderr":
                stderr.append(event["data"])
            elif kind == "complete":
                exit_code = int(event["exitCode"])
            elif kind == "error":
                return Response.json({"error": event["error"]}, status=502)
        return Response.json({"stdout": "".join(stdout), "stderr": "".join(stderr), "exitCode": exit_code})

    return Response("Try /stream or /collect", status=404)
