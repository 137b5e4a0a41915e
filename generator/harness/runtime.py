"""Run workers in workerd (through Miniflare 4) behind the recording Sandbox double.

    with Harness() as harness:
        runtime = harness.start(WorkerSpec.from_wrangler("files", Path("snapshots/workspace_files/wrangler.jsonc")))
        files = runtime["files"]
        response = files.fetch("/?path=notes.txt", method="PUT", body="hello")
        assert [c.method for c in files.calls()] == ["configure", "writeFile"]

A `Harness` is one Node process; `start()` boots one workerd with any number of workers (one Miniflare),
so a test module pays the start-up once and then sends as many requests as it likes.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import unquote

from generator.harness.host import HarnessError, NodeHost
from generator.harness.worker_spec import WorkerSpec

UNCAUGHT_HEADER = "x-sandbox-py-uncaught"


@dataclass(frozen=True)
class Response:
    status: int
    headers: dict[str, str]
    body: bytes
    raw_headers: tuple[tuple[str, str], ...] = ()
    #: The worker threw this instead of returning a response (the status is then 500, like production).
    uncaught: str | None = None

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")

    def json(self) -> Any:
        return json.loads(self.body)

    @property
    def content_type(self) -> str:
        return self.headers.get("content-type", "")


@dataclass(frozen=True)
class Call:
    """One RPC call that reached the Sandbox double: which sandbox (its name), method, arguments.

    Arguments are JSON; what JSON cannot say is tagged: {"$date": iso}, {"$undefined": true},
    {"$stream": "ReadableStream"}, {"$function": name}. Trailing omitted arguments are dropped.
    """

    sandbox: str
    method: str
    args: list[Any] = field(default_factory=list)
    unimplemented: bool = False


class Worker:
    """One worker inside a running workerd: send it requests, plan the double's answers, read its trace."""

    def __init__(self, host: NodeHost, runtime_id: str, spec: WorkerSpec) -> None:
        self._host = host
        self._runtime = runtime_id
        self.spec = spec

    @property
    def name(self) -> str:
        return self.spec.name

    def fetch(
        self,
        path: str = "/",
        *,
        method: str = "GET",
        body: str | bytes | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> Response:
        request: dict[str, Any] = {"path": path, "method": method, "headers": dict(headers or {})}
        if body is not None:
            raw = body.encode() if isinstance(body, str) else body
            request["body"] = base64.b64encode(raw).decode()
        answer = self._host.call("fetch", runtime=self._runtime, worker=self.name, request=request)
        uncaught = None
        pairs: list[tuple[str, str]] = []
        for k, v in answer["headers"]:
            if k.lower() == UNCAUGHT_HEADER:
                uncaught = unquote(v)
            else:
                pairs.append((k.lower(), v))
        merged: dict[str, str] = {}
        for k, v in pairs:
            merged[k] = f"{merged[k]}, {v}" if k in merged else v
        return Response(answer["status"], merged, base64.b64decode(answer["body"]), tuple(pairs), uncaught)

    def calls(self) -> list[Call]:
        """Every call the double received since the last reset, in arrival order."""
        answer = self._control("calls")
        return [
            Call(c["sandbox"], c["method"], c["args"], bool(c.get("unimplemented"))) for c in answer["calls"]
        ]

    def sdk_calls(self) -> list[Call]:
        """The trace without configure(): getSandbox() sends that once per sandbox name and isolate."""
        return [c for c in self.calls() if c.method != "configure"]

    def returns(self, method: str, value: Any, *, once: bool = False, merge: bool = True) -> None:
        """Make `method` answer `value`: merged over the type-correct default unless merge=False.

        execStream takes {"stdout", "stderr", "exitCode"} or {"events": [...]} for its SSE stream.
        once=True queues the value for the next call only (queued values go before a standing one).
        """
        self._control("plan", method=method, plan={"value": value, "merge": merge}, once=once)

    def raises(self, method: str, message: str, *, once: bool = False) -> None:
        """Make `method` throw an Error with `message` (the worker sees it as a rejected promise)."""
        self._control("plan", method=method, plan={"raise": message}, once=once)

    def reset(self) -> None:
        """Forget calls, plans, files, code contexts, processes and backups (not sandbox names)."""
        self._control("reset")

    def _control(self, op: str, **fields: Any) -> Any:
        return self._host.call(
            "control", runtime=self._runtime, worker=self.name, command={"op": op, **fields}
        )


class Runtime:
    """One Miniflare instance (one workerd process) and its workers, by name."""

    def __init__(self, host: NodeHost, runtime_id: str, specs: Iterable[WorkerSpec]) -> None:
        self._host = host
        self.id = runtime_id
        self.workers = {s.name: Worker(host, runtime_id, s) for s in specs}

    def __getitem__(self, name: str) -> Worker:
        return self.workers[name]

    def close(self) -> None:
        self._host.call("dispose", runtime=self.id)

    def __enter__(self) -> Runtime:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Harness:
    """The Node process that owns Miniflare. Start it once per test session (or script)."""

    def __init__(self, node_modules: Path | None = None) -> None:
        self.host = NodeHost(node_modules)

    def start(self, *specs: WorkerSpec) -> Runtime:
        if not specs:
            raise ValueError("start() needs at least one WorkerSpec")
        names = [s.name for s in specs]
        if len(set(names)) != len(names):
            raise ValueError(f"worker names must be unique in one runtime: {names}")
        answer = self.host.call("start", workers=[s.to_host() for s in specs])
        return Runtime(self.host, answer["runtime"], specs)

    def bench(
        self,
        runtime: Runtime,
        workers: list[str],
        path: str = "/",
        *,
        method: str = "GET",
        body: str | None = None,
        iterations: int = 200,
        warmup: int = 20,
        reset_each: bool = True,
    ) -> dict[str, list[float]]:
        """Per-request milliseconds for each worker, measured in the Node host beside workerd (no
        Python round trip), requests alternating between the workers. reset_each resets the double
        before every request (untimed) so each one does the same work."""
        request: dict[str, Any] = {"path": path, "method": method}
        if body is not None:
            request["body"] = base64.b64encode(body.encode()).decode()
        answer = self.host.call(
            "bench",
            runtime=runtime.id,
            workers=workers,
            request=request,
            iterations=iterations,
            warmup=warmup,
            resetEach=reset_each,
        )
        return dict(zip(workers, answer["times"], strict=True))

    def bundle_size(self, entry: Path) -> dict[str, int]:
        """Minified (and gzipped) bytes of the worker's own code, @cloudflare/sandbox left external."""
        return dict(self.host.call("size", entry=str(entry.resolve())))

    def close(self) -> None:
        self.host.close()

    def __enter__(self) -> Harness:
        return self

    def __exit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


__all__ = ["Call", "Harness", "HarnessError", "Response", "Runtime", "Worker", "WorkerSpec"]
