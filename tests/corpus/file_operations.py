"""File operations: create a project skeleton, list it, read a file, delete one.

Port of the Sandbox SDK guide "Manage files" (developers.cloudflare.com/sandbox/guides/manage-files):
mkdir({ recursive }), writeFile, readFile, listFiles, exists, deleteFile.
"""

import json
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

PROJECT = "/workspace/project"
SKELETON = {
    "src/index.js": "console.log('hello');\n",
    "README.md": "# Project\n",
}


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "files-demo")

    if url.pathname == "/init":
        await sandbox.mkdir(f"{PROJECT}/src", recursive=True)
        for relative, content in SKELETON.items():
            await sandbox.write_file(f"{PROJECT}/{relative}", content)
        package = {"name": "project", "version": "1.0.0", "main": "src/index.js"}
        await sandbox.write_file(f"{PROJECT}/package.json", json.dumps(package, indent=2))
        return Response.json({"created": sorted([*SKELETON, "package.json"])})

    if url.pathname == "/ls":
        listing = await sandbox.list_files(PROJECT, recursive=True)
        files = [f.relative_path for f in listing.files if f.type == "file"]
        dirs = [f.relative_path for f in listing.files if f.type == "directory"]
        total = sum(f.size for f in listing.files)
        return Response.json({"files": files, "dirs": dirs, "bytes": total})

    name = url.search_params.get("name")
    if name is None or ".." in name.split("/"):
        return Response.json({"error": "a relative ?name= is required"}, status=400)
    path = f"{PROJECT}/{name}"

    if request.method == "DELETE":
        found = await sandbox.exists(path)
        if not found.exists:
            return Response.json({"error": f"{name} not found"}, status=404)
        await sandbox.delete_file(path)
        return Response.json({"deleted": name})

    file = await sandbox.read_file(path)
    return Response(file.content, headers={"Content-Type": "text/plain; charset=utf-8"})
