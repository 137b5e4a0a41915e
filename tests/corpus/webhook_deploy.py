"""A GitHub webhook that redeploys: the X-Hub-Signature-256 header is checked against an HMAC-SHA256
of the raw body with the shared secret (constant-time), then a push to main pulls and rebuilds in
the sandbox. Written from GitHub's "Validating webhook deliveries" guide and the Sandbox SDK's git
workflow example."""

import hashlib
import hmac
import json
from typing import Any, Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    WEBHOOK_SECRET: str


def signature_ok(secret: str, body: bytes, header: str | None) -> bool:
    if header is None or not header.startswith("sha256="):
        return False
    expected = "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    if request.method != "POST":
        return Response("POST a GitHub webhook here", status=405)
    body = bytes(await request.bytes())
    if not signature_ok(env.WEBHOOK_SECRET, body, request.headers.get("X-Hub-Signature-256")):
        return Response.json({"error": "bad signature"}, status=401)
    if request.headers.get("X-GitHub-Event") != "push":
        return Response.json({"skipped": "not a push"})
    event: Any = json.loads(body.decode())
    ref = str(event["ref"])
    if ref != "refs/heads/main":
        return Response.json({"skipped": ref})
    sandbox = get_sandbox(env.Sandbox, "deploy")
    steps = ["git -C /workspace/app pull --ff-only", "npm --prefix /workspace/app run build"]
    for step in steps:
        result = await sandbox.exec(step)
        if result.exit_code != 0:
            return Response.json({"failed": step, "stderr": result.stderr}, status=500)
    digest = hashlib.sha256(body).hexdigest()[:12]
    return Response.json({"deployed": str(event["after"]), "delivery": digest})
