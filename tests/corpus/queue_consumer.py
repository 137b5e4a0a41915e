"""Queue consumer: each message asks for a repository to be linted; ack on success, retry on failure.

Written from the Workers "Queues" docs (`queue(batch, env, ctx)`, message.ack() / message.retry()) and
the Sandbox SDK "Work with Git" guide (gitCheckout then exec).
"""

from typing import Protocol, TypedDict

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, MessageBatch

MAX_ATTEMPTS = 3


class LintJob(TypedDict):
    repo: str
    branch: str


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def queue(batch: MessageBatch[LintJob], env: Env, ctx: ExecutionContext) -> None:
    for message in batch.messages:
        job = message.body
        sandbox = get_sandbox(env.Sandbox, f"lint-{message.id}")
        try:
            await sandbox.git_checkout(job["repo"], branch=job["branch"], target_dir="/workspace/repo", depth=1)
            result = await sandbox.exec("npx eslint . --format compact", cwd="/workspace/repo")
            print(f"{job['repo']}@{job['branch']}: exit {result.exit_code}")
            message.ack()
        except Exception as error:
            print(f"{job['repo']}: {error}")
            if message.attempts >= MAX_ATTEMPTS:
                message.ack()
            else:
                message.retry(delay_seconds=30)
