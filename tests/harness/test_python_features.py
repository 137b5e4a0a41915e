"""Python workers built by `sandbox-py build` and run in workerd: what only the real runtime shows.

- An SDK error thrown in the Sandbox's Durable Object reaches the worker through RPC without its
  class: `except ContainerUnavailableError` must still catch it (by its name).
- A worker of several modules (its own `helpers.py`, a package with relative imports) is bundled and
  runs, with Python's exception classes shared between its modules.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from generator.cli import main
from generator.harness import Call, Harness, WorkerSpec

PRELUDE = """\
from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import ContainerUnavailableError, SandboxError, get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
"""


def build(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    out = folder / "dist"
    assert main(["build", str(folder / "worker.py"), "-o", str(out)]) == 0
    return out / "wrangler.jsonc"


def test_sdk_errors_from_the_durable_object_are_caught_by_class(harness: Harness, tmp_path: Path) -> None:
    config = build(
        tmp_path,
        {
            "worker.py": PRELUDE
            + textwrap.dedent("""

            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                sandbox = get_sandbox(env.Sandbox, "s")
                try:
                    result = await sandbox.exec("ls")
                    return Response(result.stdout)
                except ContainerUnavailableError as err:
                    # the SDK's getters, which an error crossing RPC does not carry
                    return Response(f"starting: {err} ({err.code})", status=err.http_status)
                except SandboxError:
                    return Response("other sandbox error", status=500)
            """),
        },
    )
    with harness.start(WorkerSpec.from_wrangler("errors", config)) as runtime:
        worker = runtime["errors"]
        worker.raises("exec", "ContainerUnavailableError", "container is starting")
        response = worker.fetch("/")
        assert (response.status, response.body) == (
            503,
            b"starting: container is starting (CONTAINER_UNAVAILABLE)",
        )
        worker.reset()
        worker.raises("exec", "ProcessReadyTimeoutError", "too slow")
        response = worker.fetch("/")
        assert (response.status, response.body) == (500, b"other sandbox error")
        assert worker.sdk_calls() == [Call("s", "exec", ["ls"])]


def test_a_coroutine_given_to_wait_until_starts_when_the_handler_suspends(
    harness: Harness, tmp_path: Path
) -> None:
    # Python runs it as a task once the handler awaits or returns; a JS async function would run at
    # once, up to its first await, and the response would read what it stored
    config = build(
        tmp_path,
        {
            "worker.py": PRELUDE
            + textwrap.dedent("""

            async def audit(sandbox: Sandbox, log: list[str], name: str) -> None:
                log.append(name)
                await sandbox.exec("true")


            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                sandbox = get_sandbox(env.Sandbox, "s")
                log: list[str] = []
                ctx.wait_until(audit(sandbox, log, "direct"))
                log.append("handler")
                pending = audit(sandbox, log, "held")
                log.append("then")
                ctx.wait_until(pending)
                return Response(",".join(log))
            """),
        },
    )
    with harness.start(WorkerSpec.from_wrangler("tasks", config)) as runtime:
        worker = runtime["tasks"]
        response = worker.fetch("/")
        assert (response.status, response.body) == (200, b"handler,then")
        worker.calls()  # (the tasks' own calls, once they ran)
        assert worker.sdk_calls() == [Call("s", "exec", ["true"]), Call("s", "exec", ["true"])]


def test_a_worker_of_several_modules_runs(harness: Harness, tmp_path: Path) -> None:
    config = build(
        tmp_path,
        {
            "helpers.py": """
                GREETING = "hello"


                def shout(s: str) -> str:
                    return s.upper() + "!"
            """,
            "app/__init__.py": "",
            "app/rules.py": "MAX = 5\n",
            "app/validation.py": """
                from ..helpers import shout
                from .rules import MAX


                def check(s: str) -> str:
                    if len(s) > MAX:
                        raise ValueError("too long")
                    return shout(s)
            """,
            "worker.py": PRELUDE
            + textwrap.dedent("""
                from app.validation import check
                from helpers import GREETING, shout as yell


                async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                    try:
                        return Response(yell(GREETING) + " " + check(await request.text()))
                    except ValueError as err:
                        return Response(str(err), status=400)
            """),
        },
    )
    assert (config.parent / "app" / "validation.js").is_file()
    with harness.start(WorkerSpec.from_wrangler("modules", config)) as runtime:
        worker = runtime["modules"]
        assert worker.fetch("/", method="POST", body="abc").body == b"HELLO! ABC!"
        # raised in app/validation.js, caught in worker.js: one ValueError class for both
        response = worker.fetch("/", method="POST", body="abcdefgh")
        assert (response.status, response.body) == (400, b"too long")


def test_every_sdk_error_getter_reads_its_context() -> None:
    """The rule the transpiler relies on (generator/surface.py ERROR_CONTEXT_GETTERS): the getters
    the SDK's error subclasses add return `this.context.<the same name>`."""
    import re

    from generator import toolchain

    dist = toolchain.ensure(quiet=True) / "@cloudflare" / "sandbox" / "dist"
    getters: list[tuple[str, str]] = []
    for path in dist.glob("*.js"):
        text = path.read_text()
        for cls in re.finditer(r"var (\w+) = class extends (\w+) \{(.*?)\n\};", text, re.S):
            if not cls.group(1).endswith("Error") or cls.group(1) == "SandboxError":
                continue
            getters += re.findall(r"get (\w+)\(\) \{\s*return ([^;]+);", cls.group(3))
    assert len(getters) > 40
    same = ["this.context.{}", "this.errorResponse.context.{}"]
    assert [(name, read) for name, read in getters if read not in [s.format(name) for s in same]] == []


def test_sdk_error_fields_and_missing_ones(harness: Harness, tmp_path: Path) -> None:
    config = build(
        tmp_path,
        {
            "worker.py": PRELUDE
            + textwrap.dedent("""

            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                try:
                    await get_sandbox(env.Sandbox, "s").exec("ls")
                    return Response("ran")
                except ContainerUnavailableError as err:
                    return Response.json({"reason": err.reason, "ms": err.retry_after_ms, "tip": err.suggestion})
            """),
        },
    )
    with harness.start(WorkerSpec.from_wrangler("fields", config)) as runtime:
        worker = runtime["fields"]
        worker.raises(
            "exec",
            "ContainerUnavailableError",
            "starting",
            context={"reason": "container_starting", "retryAfterMs": 250},
        )
        body = worker.fetch("/").json()
        # a missing suggestion is None in Python: null, not a vanished key
        assert body == {"reason": "container_starting", "ms": 250, "tip": None}


def test_headers_and_body_streams_iterate_as_the_bindings_declare(harness: Harness, tmp_path: Path) -> None:
    # Headers.__iter__ and ReadableStream.__aiter__ are JS's own protocols: `for` reads [name, value]
    # pairs (names lower-cased, sorted, as the Fetch standard says) and `async for` reads the chunks.
    config = build(
        tmp_path,
        {
            "worker.py": PRELUDE
            + textwrap.dedent("""

            from typing import cast

            from bindings.workers import Uint8Array


            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                pairs: list[str] = []
                for name, value in request.headers:
                    if name.startswith("x-"):
                        pairs.append(f"{name}={value}")
                size = 0
                body = request.body
                if body is not None:
                    async for chunk in body:
                        size += len(cast(Uint8Array, chunk))  # a Request body is a ReadableStream of any
                return Response(";".join(pairs) + f" {size}")
            """),
        },
    )
    with harness.start(WorkerSpec.from_wrangler("iterate", config)) as runtime:
        response = runtime["iterate"].fetch(
            "/", method="POST", body=b"x" * 70000, headers={"X-B": "2", "X-A": "1"}
        )
        assert (response.status, response.body) == (200, b"x-a=1;x-b=2 70000")


def test_an_async_generator_is_a_response_body(harness: Harness, tmp_path: Path) -> None:
    """`Response(chunks())` of an `async def` yielding Uint8Array chunks, as the bindings' body type
    allows (`AsyncIterable[ArrayBuffer | ArrayBufferView]`): workerd streams what it yields (newcomer
    round 34: the build refused it as an incompatible type)."""
    config = build(
        tmp_path,
        {
            "worker.py": PRELUDE
            + textwrap.dedent("""

            from collections.abc import AsyncIterator

            from bindings.workers import Uint8Array


            async def chunks(n: int) -> AsyncIterator[Uint8Array]:
                for i in range(n):
                    yield Uint8Array(f"data: {i}\\n\\n".encode())


            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                return Response(chunks(3), headers={"content-type": "text/event-stream"})
            """),
        },
    )
    with harness.start(WorkerSpec.from_wrangler("chunks", config)) as runtime:
        response = runtime["chunks"].fetch("/")
        assert (response.status, response.body) == (200, b"data: 0\n\ndata: 1\n\ndata: 2\n\n")


def test_an_sdk_field_left_out_is_none_wherever_it_goes(harness: Harness, tmp_path: Path) -> None:
    """A running Process has no `exitCode` (`exitCode?: number`): Python reads None, which must be
    `null` however it travels (a parameter, a local, a dataclass, **kwargs, a store, a conditional),
    or the key would vanish from the JSON and `==` would tell it from None (newcomer round 31)."""
    config = build(
        tmp_path,
        {
            "worker.py": PRELUDE
            + textwrap.dedent("""
            from dataclasses import asdict, dataclass
            from typing import Any


            @dataclass
            class Row:
                code: int | None


            def body(code: int | None) -> dict[str, object]:
                return {"k": code}


            def kw(**extra: object) -> dict[str, object]:
                return {**extra}


            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                proc = await get_sandbox(env.Sandbox, "m").start_process("sleep 9")
                code = proc.exit_code
                stored: dict[str, Any] = {}
                stored["k"] = code
                none: int | None = None
                return Response.json({
                    "param": body(proc.exit_code), "local": {"k": code}, "row": asdict(Row(code)),
                    "kwargs": kw(k=proc.exit_code), "store": stored, "cond": {"k": code if proc else 0},
                    "same": code == none, "list": [code],
                })
            """),
        },
    )
    with harness.start(WorkerSpec.from_wrangler("left_out", config)) as runtime:
        body = runtime["left_out"].fetch("/").json()
    assert body == {
        "param": {"k": None},
        "local": {"k": None},
        "row": {"code": None},
        "kwargs": {"k": None},
        "store": {"k": None},
        "cond": {"k": None},
        "same": True,
        "list": [None],
    }
