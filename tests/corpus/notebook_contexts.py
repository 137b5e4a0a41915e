"""Notebook contexts: one code context per notebook cell language, kept between requests.

Written from the Sandbox SDK docs "Code interpreter" API page (createCodeContext, runCode with a
context, listCodeContexts, deleteCodeContext) and the "Build a code interpreter" tutorial.
"""

from typing import Literal, Protocol

from bindings.cloudflare_sandbox import CodeContext, get_sandbox
from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

Language = Literal["python", "javascript", "typescript"]
LANGUAGES: dict[str, Language] = {"python": "python", "javascript": "javascript", "typescript": "typescript"}


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def context_for(sandbox: Sandbox, language: Language) -> CodeContext:
    for context in await sandbox.list_code_contexts():
        if context.language == language:
            return context
    return await sandbox.create_code_context(language=language, cwd="/workspace")


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    notebook = url.search_params.get("notebook") or "scratch"
    sandbox = get_sandbox(env.Sandbox, f"notebook-{notebook}")

    if request.method == "DELETE":
        contexts = await sandbox.list_code_contexts()
        for context in contexts:
            await sandbox.delete_code_context(context.id)
        return Response.json({"deleted": len(contexts)})

    language = LANGUAGES.get(url.search_params.get("language") or "python")
    if language is None:
        return Response.json({"error": "unsupported language"}, status=400)

    context = await context_for(sandbox, language)
    cell = await request.text()
    execution = await sandbox.run_code(cell, context=context)
    values = [result.text for result in execution.results if result.text is not None]
    error = None
    if execution.error is not None:
        error = {"name": execution.error.name, "value": execution.error.message}
    return Response.json(
        {
            "context": context.id,
            "stdout": "".join(execution.logs.stdout),
            "stderr": "".join(execution.logs.stderr),
            "values": values,
            "error": error,
        }
    )
