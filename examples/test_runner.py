"""Test Runner: POST a repository URL; the Worker clones it into a new sandbox for that run and
streams the output of `npm ci && npm test` back as Server-Sent Events while the tests run."""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response, crypto


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    repository = await request.text()
    run_id = crypto.random_uuid()
    sandbox = get_sandbox(env.Sandbox, run_id)
    await sandbox.git_checkout(repository, target_dir="/workspace/app", depth=1)
    log = await sandbox.exec_stream("cd /workspace/app && npm ci && npm test")
    headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
    return Response(log, headers=headers)
