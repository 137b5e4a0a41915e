"""Scheduled cleanup: every hour, stop finished and stale processes in a pool of sandboxes and clear /tmp.

Written from the Workers "Cron Triggers" docs (`scheduled(controller, env, ctx)`) and the Sandbox SDK
"Run background processes" guide (listProcesses, killProcess); the pool names come from a var.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response, ScheduledController

MAX_AGE_MS = 60 * 60 * 1000


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    SANDBOX_POOL: str


def pool_names(env: Env) -> list[str]:
    return [name.strip() for name in env.SANDBOX_POOL.split(",") if name.strip()]


async def clean(sandbox: Sandbox, now: float) -> int:
    stopped = 0
    for process in await sandbox.list_processes():
        age = now - process.start_time.get_time()
        if process.status == "running" and age > MAX_AGE_MS:
            await sandbox.kill_process(process.id)
            stopped += 1
    await sandbox.exec("find /tmp -mindepth 1 -mmin +60 -delete")
    return stopped


async def scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) -> None:
    total = 0
    for name in pool_names(env):
        sandbox = get_sandbox(env.Sandbox, name)
        total += await clean(sandbox, controller.scheduled_time)
    print(f"cron {controller.cron}: stopped {total} stale process(es)")


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response.json({"pool": pool_names(env), "maxAgeMinutes": MAX_AGE_MS // 60_000})
