"""Multi-tenant shell: each user gets their own sandbox (sandbox id from the user id); POST a command.

Written from the Sandbox SDK "Sandbox lifecycle" concept page (one sandbox per user:
getSandbox(env.Sandbox, `user-${userId}`)) and the "Security model" page (validate ids).
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response

MAX_COMMAND_LENGTH = 4096
BLOCKED = frozenset({"shutdown", "reboot", "halt"})


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


def valid_user_id(user_id: str) -> bool:
    return 0 < len(user_id) <= 32 and all(c.isalnum() or c in "-_" for c in user_id)


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    user_id = request.headers.get("X-User-Id")
    if user_id is None or not valid_user_id(user_id):
        return Response.json({"error": "missing or invalid X-User-Id"}, status=401)
    if request.method != "POST":
        return Response("POST a command", status=405)

    command = (await request.text()).strip()
    if not command or len(command) > MAX_COMMAND_LENGTH:
        return Response.json({"error": "empty or too long command"}, status=400)
    first_word = command.split()[0]
    if first_word in BLOCKED:
        return Response.json({"error": f"{first_word} is not allowed"}, status=403)

    sandbox = get_sandbox(env.Sandbox, f"user-{user_id.lower()}", keep_alive=False, sleep_after="10m")
    result = await sandbox.exec(command, cwd="/workspace", timeout=30_000)
    return Response.json({"user": user_id, "exitCode": result.exit_code, "stdout": result.stdout, "stderr": result.stderr})
