"""Run a command, retrying while the container is still starting."""

import asyncio
from dataclasses import dataclass

from bindings.cloudflare_sandbox import ContainerUnavailableError, ExecResult, Sandbox


@dataclass
class Attempted:
    result: ExecResult | None
    attempts: int
    waited_ms: int


async def exec_with_retry(sandbox: Sandbox, command: str, tries: int = 3) -> Attempted:
    waited = 0
    for attempt in range(1, tries + 1):
        try:
            result = await sandbox.exec(command)
        except ContainerUnavailableError as error:
            delay = error.retry_after_ms or 100
            waited += delay
            await asyncio.sleep(delay / 1000)
        else:
            return Attempted(result, attempt, waited)
    return Attempted(None, tries, waited)
