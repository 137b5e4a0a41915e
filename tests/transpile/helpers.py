"""Helpers for the transpiler tests: compile a small worker, get its JS or its errors."""

from __future__ import annotations

import textwrap

import pytest

from generator.diagnostics import CompileError
from generator.transpile.build import transpile_source

#: What most test workers import; unused imports emit nothing.
PRELUDE = """\
from typing import Any, Protocol, TypedDict, cast
import json

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import ContainerUnavailableError, get_sandbox
from bindings.cloudflare_sandbox.bridge import resolve_workspace_path, shell_quote
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response, crypto


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
"""
PRELUDE_LINES = PRELUDE.count("\n")
HANDLER = "\n\nasync def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:\n"


FUTURE = "from __future__ import annotations\n"


def module(source: str) -> str:
    """The JS of a whole worker module (PRELUDE + source; a future import the source begins with
    first, where Python requires it)."""
    text = textwrap.dedent(source)
    if text.startswith(FUTURE):
        return transpile_source(FUTURE + PRELUDE + text.removeprefix(FUTURE), "worker.py").javascript
    return transpile_source(PRELUDE + text, "worker.py").javascript


def handler(body: str) -> str:
    """The JS of a fetch handler's body: `body` is the Python inside `async def fetch(...)`."""
    text = module(HANDLER + textwrap.indent(textwrap.dedent(body), "    "))
    start = text.index("  async fetch(request, env, ctx) {\n") + len("  async fetch(request, env, ctx) {\n")
    end = text.index("\n  },\n};", start)
    return textwrap.dedent(text[start:end])


def errors(source: str, *, in_handler: bool = False) -> list[str]:
    """The diagnostics of a worker as `line:col: message`, lines counted from the start of `source`."""
    text = textwrap.dedent(source)
    offset = PRELUDE_LINES
    if in_handler:
        text = HANDLER + textwrap.indent(text, "    ") + "    return Response('')\n"
        offset += HANDLER.count("\n")
    try:
        transpile_source(PRELUDE + text, "worker.py")
    except CompileError as err:
        return [f"{d.line - offset}:{d.col}: {d.message}" for d in err.diagnostics if d.line is not None]
    pytest.fail("expected a compile error")
