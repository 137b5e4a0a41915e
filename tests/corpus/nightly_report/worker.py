"""Nightly report: a cron measures disk use in every pool sandbox at once and queues the summary;
the queue consumer writes each summary to a file in the "reports" sandbox.

Written from the Workers "Cron Triggers" and "Queues" docs (scheduled, queue, Queue.send, ack) and
the Sandbox SDK "Execute commands" guide; the pool and the summary are modules of their own.
"""

import asyncio
from typing import Protocol, TypedDict

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import (
    DurableObjectNamespace,
    ExecutionContext,
    MessageBatch,
    Queue,
    Request,
    Response,
    ScheduledController,
)

from pool import parse_pool
from summary import summarise, used_kib


class Report(TypedDict):
    cron: str
    text: str


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    POOL: str
    REPORTS: Queue[Report]


runs = 0


async def measure(env: Env, name: str) -> int:
    result = await get_sandbox(env.Sandbox, name).exec("df -k /workspace")
    return used_kib(result.stdout) if result.success else 0


async def scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) -> None:
    global runs
    runs += 1
    members = parse_pool(env.POOL)
    usage = await asyncio.gather(*[measure(env, m.name) for m in members])
    await env.REPORTS.send({"cron": controller.cron, "text": summarise(members, list(usage))})


async def queue(batch: MessageBatch[Report], env: Env, ctx: ExecutionContext) -> None:
    sandbox = get_sandbox(env.Sandbox, "reports")
    for message in batch.messages:
        report = message.body
        if not report["text"]:
            message.ack()
            continue
        await sandbox.write_file(f"/workspace/reports/{message.id}.txt", report["text"] + "\n")
        message.ack()


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response.json({"pool": [str(m) for m in parse_pool(env.POOL)], "runs": runs})
