"""Starting the dev server: start, wait until it says it listens, expose it."""

from dataclasses import dataclass

from bindings.cloudflare_sandbox import ProcessReadyTimeoutError, Sandbox

PORT = 5173
READY = "ready in"


@dataclass
class Started:
    process_id: str
    url: str | None
    error: str | None = None


async def start(sandbox: Sandbox, hostname: str) -> Started:
    process = await sandbox.start_process("npm run dev -- --port 5173", process_id="vite", cwd="/workspace/app")
    try:
        await process.wait_for_log(READY, 30_000)
    except ProcessReadyTimeoutError as error:
        await process.kill()
        return Started(process.id, None, f"not ready: {error.message}")
    exposed = await sandbox.expose_port(PORT, hostname=hostname, name="vite")
    return Started(process.id, exposed.url)
