"""Backups: save a checkpoint of /workspace, run a command, restore the checkpoint.

Port of cloudflare/sandbox-sdk examples/time-machine/src/index.ts (handleSaveCheckpoint, handleExec,
handleRestore) without its R2 listing: the client keeps the checkpoint id and dir it was given.
"""

from dataclasses import dataclass
from typing import Any, Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, Date, DurableObjectNamespace, ExecutionContext, Request, Response

TTL_SECONDS = 24 * 60 * 60


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


@dataclass
class Checkpoint:
    """What the SDK needs to restore a backup (a DirectoryBackup), plus our label."""

    id: str
    dir: str
    name: str
    local_bucket: bool | None = None


async def save(sandbox: Sandbox, name: str | None) -> Response:
    checkpoint_name = name or f"checkpoint-{int(Date.now())}"
    backup = await sandbox.create_backup(dir="/workspace", name=checkpoint_name, ttl=TTL_SECONDS)
    checkpoint = Checkpoint(backup.id, backup.dir, checkpoint_name)
    return Response.json({"checkpoint": {"id": checkpoint.id, "name": checkpoint.name, "dir": checkpoint.dir}})


async def restore(sandbox: Sandbox, body: dict[str, Any]) -> Response:
    checkpoint_id = body.get("id")
    if not isinstance(checkpoint_id, str) or not checkpoint_id:
        return Response.json({"error": "Missing checkpoint id"}, status=400)
    checkpoint = Checkpoint(checkpoint_id, str(body.get("dir", "/workspace")), f"checkpoint-{checkpoint_id[:8]}")
    await sandbox.restore_backup(checkpoint)
    return Response.json({"restored": {"id": checkpoint.id, "name": checkpoint.name, "dir": checkpoint.dir}})


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "time-machine")

    if request.method != "POST":
        return Response("Not found", status=404)
    body: dict[str, Any] = await request.json()

    if url.pathname == "/api/checkpoint":
        name = body.get("name")
        return await save(sandbox, name if isinstance(name, str) else None)
    if url.pathname == "/api/restore":
        return await restore(sandbox, body)
    if url.pathname == "/api/exec":
        command = body.get("command")
        if not isinstance(command, str) or not command:
            return Response.json({"error": "Missing command"}, status=400)
        result = await sandbox.exec(command)
        return Response.json({"stdout": result.stdout, "stderr": result.stderr, "exitCode": result.exit_code})
    return Response("Not found", status=404)
