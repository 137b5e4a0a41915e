"""Text tools: the most frequent words of a file in the sandbox, as a table or JSON.

Written from the Sandbox SDK "Manage files" guide (readFile) with the text handling in a module of
its own (splitlines, partition/rpartition, rsplit, sorted with key=, f-string widths).
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

from textutil import split_path, table, word_counts


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    path = url.search_params.get("path")
    if path is None or not path.startswith("/workspace/"):
        return Response("?path=/workspace/... is required", status=400)
    sandbox = get_sandbox(env.Sandbox, "text")
    if request.method == "PUT":
        await sandbox.write_file(path, await request.text())
        return Response(None, status=204)
    file = await sandbox.read_file(path)
    counts = word_counts(file.content)
    total = sum(n for _, n in counts)
    folder, stem = split_path(path)
    if url.search_params.get("format") == "json":
        words = {word: n for word, n in counts[:5]}
        return Response.json({"folder": folder, "stem": stem, "total": total, "top": words})
    if total == 0:
        return Response(f"{stem}: no words\n")
    return Response(f"{stem} ({total} words)\n{table(counts[:5], total)}\n")
