"""Minimal: run a shell command, write and read a file.

Port of cloudflare/sandbox-sdk examples/minimal/src/index.ts.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)

    # Get or create a sandbox instance
    sandbox = get_sandbox(env.Sandbox, "my-sandbox")

    # Execute a shell command
    if url.pathname == "/run":
        result = await sandbox.exec('echo "2 + 2 = $((2 + 2))"')
        return Response.json(
            {
                "output": result.stdout,
                "error": result.stderr,
                "exitCode": result.exit_code,
                "success": result.success,
            }
        )

    # Work with files
    if url.pathname == "/file":
        await sandbox.write_file("/workspace/hello.txt", "Hello, Sandbox!")
        file = await sandbox.read_file("/workspace/hello.txt")
        return Response.json({"content": file.content})

    return Response("Try /run or /file")
