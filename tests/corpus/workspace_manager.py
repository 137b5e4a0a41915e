"""A class around the sandbox: a Workspace object with helpers, used by a thin fetch handler.

Written from the Sandbox SDK API pages (files, commands) the way a Python developer wraps a client in a
class: a constructor, a property, a class constant and methods.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


class Workspace:
    ROOT = "/workspace"

    def __init__(self, sandbox: Sandbox, project: str) -> None:
        self.sandbox = sandbox
        self.project = project

    @property
    def path(self) -> str:
        return f"{self.ROOT}/{self.project}"

    async def ensure(self) -> None:
        await self.sandbox.mkdir(self.path, recursive=True)

    async def save(self, name: str, content: str) -> str:
        result = await self.sandbox.write_file(f"{self.path}/{name}", content)
        return result.path

    async def files(self) -> list[str]:
        listing = await self.sandbox.list_files(self.path)
        return [f.name for f in listing.files if f.type == "file"]

    async def run(self, command: str) -> tuple[int, str]:
        result = await self.sandbox.exec(command, cwd=self.path)
        return result.exit_code, result.stdout

    def __repr__(self) -> str:
        return f"Workspace({self.project!r})"


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    project = url.search_params.get("project") or "default"
    workspace = Workspace(get_sandbox(env.Sandbox, "workspaces"), project)
    await workspace.ensure()

    if request.method == "PUT":
        name = url.search_params.get("name") or "main.py"
        saved = await workspace.save(name, await request.text())
        return Response.json({"saved": saved, "workspace": repr(workspace)})
    if request.method == "POST":
        code, output = await workspace.run(await request.text())
        return Response.json({"exitCode": code, "output": output})
    return Response.json({"files": await workspace.files()})
