"""Where snippets live: one folder in the sandbox, wrapped in a small class."""

from bindings.cloudflare_sandbox import Sandbox

from models import Snippet


class SnippetStore:
    ROOT = "/workspace/snippets"

    def __init__(self, sandbox: Sandbox) -> None:
        self.sandbox = sandbox

    def path(self, name: str) -> str:
        return f"{self.ROOT}/{name}"

    async def save(self, snippet: Snippet) -> str:
        await self.sandbox.mkdir(self.ROOT, recursive=True)
        result = await self.sandbox.write_file(self.path(snippet.name), snippet.code)
        return result.path

    async def names(self) -> list[str]:
        found = await self.sandbox.exists(self.ROOT)
        if not found.exists:
            return []
        listing = await self.sandbox.list_files(self.ROOT)
        return sorted((f.name for f in listing.files if f.type == "file"), key=lambda n: (n.rsplit(".", 1)[-1], n))
