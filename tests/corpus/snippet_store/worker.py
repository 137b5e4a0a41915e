"""Snippet store: save code snippets in a sandbox folder, list them grouped by extension.

Written from the Sandbox SDK "Manage files" guide (mkdir, writeFile, exists, listFiles), split into
modules as a Python developer splits a small service: models.py (validation), storage.py (the sandbox).
"""

import json
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response

from models import Snippet
from storage import SnippetStore


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    store = SnippetStore(get_sandbox(env.Sandbox, "snippets"))
    if request.method == "GET":
        return Response.json({"snippets": await store.names()})
    if request.method != "POST":
        return Response("GET or POST", status=405)
    try:
        snippet = Snippet.from_json(json.loads(await request.text()))
    except ValueError as error:
        return Response.json({"error": str(error)}, status=400)
    else:
        path = await store.save(snippet)
    return Response.json(
        {"path": path, "language": snippet.language, "summary": snippet.first_line[:40]}, status=201
    )
