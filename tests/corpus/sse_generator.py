"""Server-sent events from an async generator: a ReadableStream whose start() enqueues each event as
the generator yields it, while the response streams (the Streams API's push source)."""

import json
from collections.abc import AsyncIterator
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import (
    DurableObjectNamespace,
    ExecutionContext,
    ReadableStream,
    ReadableStreamDefaultController,
    Request,
    Response,
    TextEncoder,
    Uint8Array,
)


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def progress(sandbox: Sandbox, steps: list[str]) -> AsyncIterator[str]:
    for index, command in enumerate(steps, start=1):
        result = await sandbox.exec(command)
        yield json.dumps({"step": index, "command": command, "exitCode": result.exit_code})
        if result.exit_code != 0:
            yield json.dumps({"failed": command})
            return
    yield json.dumps({"done": len(steps)})


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "builds")
    steps = ["npm ci", "npm test", "npm run build"]
    encoder = TextEncoder()

    async def start(controller: ReadableStreamDefaultController[Uint8Array]) -> None:
        async for event in progress(sandbox, steps):
            controller.enqueue(encoder.encode(f"data: {event}\n\n"))
        controller.close()

    body: ReadableStream[Uint8Array] = ReadableStream({"start": start})
    return Response(body, headers={"Content-Type": "text/event-stream"})
