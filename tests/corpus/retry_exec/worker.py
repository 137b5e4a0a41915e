"""Retry on a cold start: exec twice at once (lint and test), each retried while the container starts.

Written from the Sandbox SDK "Errors" page (ContainerUnavailableError, retryable, retryAfterMs) and
asyncio.gather for the docs' Promise.all; the retry loop is a package module (app/retry.py).
"""

import asyncio
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response

from app.retry import Attempted, exec_with_retry


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


def describe(attempted: Attempted) -> dict[str, object]:
    if attempted.result is None:
        return {"ok": False, "attempts": attempted.attempts}
    return {"ok": attempted.result.success, "attempts": attempted.attempts, "waitedMs": attempted.waited_ms}


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "ci")
    lint, test = await asyncio.gather(
        exec_with_retry(sandbox, "npm run lint", tries=2),
        exec_with_retry(sandbox, "npm test"),
    )
    ok = lint.result is not None and test.result is not None and lint.result.success and test.result.success
    return Response.json({"lint": describe(lint), "test": describe(test)}, status=200 if ok else 503)
