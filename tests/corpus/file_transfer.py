"""File upload and download: multipart upload into /workspace/uploads, download with Content-Disposition.

Written from the Sandbox SDK "Manage files" guide (writeFile with encoding "base64" for binary files,
readFile returning base64 for binary content) and the Workers "Read POST form data" example.
"""

import base64
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, File, Request, Response, Uint8Array

UPLOADS = "/workspace/uploads"
MAX_BYTES = 10 * 1024 * 1024


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


def safe_name(name: str) -> str | None:
    name = name.rsplit("/", 1)[-1]
    if name in ("", ".", "..") or name.startswith("."):
        return None
    return name


async def upload(request: Request, sandbox: Sandbox) -> Response:
    form = await request.form_data()
    file = form.get("file")
    if not isinstance(file, File):
        return Response.json({"error": "multipart field 'file' is required"}, status=400)
    name = safe_name(file.name)
    if name is None:
        return Response.json({"error": "bad file name"}, status=400)
    if file.size > MAX_BYTES:
        return Response.json({"error": "file too large"}, status=413)
    data = await file.bytes()
    encoded = base64.b64encode(bytes(data)).decode("ascii")
    saved = await sandbox.write_file(f"{UPLOADS}/{name}", encoded, encoding="base64")
    return Response.json({"path": saved.path, "size": file.size}, status=201)


async def download(name: str, sandbox: Sandbox) -> Response:
    file = await sandbox.read_file(f"{UPLOADS}/{name}", encoding="base64")
    body = base64.b64decode(file.content) if file.encoding == "base64" else file.content.encode()
    return Response(
        Uint8Array(body),
        headers={
            "Content-Type": file.mime_type or "application/octet-stream",
            "Content-Disposition": f'attachment; filename="{name}"',
        },
    )


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "uploads")
    if request.method == "POST" and url.pathname == "/upload":
        return await upload(request, sandbox)
    if request.method == "GET" and url.pathname.startswith("/download/"):
        name = safe_name(url.pathname.removeprefix("/download/"))
        if name is None:
            return Response("bad file name", status=400)
        return await download(name, sandbox)
    return Response("Not found", status=404)
