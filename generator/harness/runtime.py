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


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


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
    #: The ExecutionSession the call was made through (createSession/getSession), else None.
    session: str | None = None


@dataclass(frozen=True)
class ScheduledResult:
    """What a cron trigger did: workerd's outcome ("ok", "exception", ...) and what the handler threw."""

    outcome: str
    no_retry: bool
    errors: list[str]


@dataclass(frozen=True)
class QueueResult:
    """What a queue() handler did with its batch, as workerd reports it."""

    outcome: str
    ack_all: bool
    retry_batch: bool
    explicit_acks: list[str]
    retry_messages: list[str]
    errors: list[str]


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
        """Send one request; `path` is a path on the worker's host, or a whole URL (a preview URL
        that proxy_to_sandbox routes, https://8080-box-token.example.com/)."""
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
        """Every call the double received since the last reset, in arrival order, once the work the
        worker handed to ctx.waitUntil has settled."""
        answer = self._control("calls")
        self._check_settled(answer)
        return [
            Call(c["sandbox"], c["method"], c["args"], bool(c.get("unimplemented")), c.get("session"))
            for c in answer["calls"]
        ]

    def background_errors(self) -> list[str]:
        """What ctx.waitUntil promises rejected with, and what scheduled()/queue() handlers threw,
        since the last reset (after waiting for pending waitUntil work)."""
        answer = self._control("settle")
        self._check_settled(answer)
        return list(answer["background"])

    @staticmethod
    def _check_settled(answer: dict[str, Any]) -> None:
        if not answer.get("settled", True):
            raise HarnessError("ctx.waitUntil work was still pending after 10 s")

    def sdk_calls(self) -> list[Call]:
        """The trace without configure(): getSandbox() sends that once per sandbox name and isolate."""
        return [c for c in self.calls() if c.method != "configure"]

    def returns(self, method: str, value: Any, *, once: bool = False, merge: bool = True) -> None:
        """Make `method` answer `value`: merged over the type-correct default unless merge=False.

        execStream takes {"stdout", "stderr", "exitCode"} or {"events": [...]} for its SSE stream.
        once=True queues the value for the next call only (queued values go before a standing one).
        """
        self._control("plan", method=method, plan={"value": value, "merge": merge}, once=once)

    def raises(
        self,
        method: str,
        error: str | type,
        message: str | None = None,
        *,
        once: bool = False,
        context: Mapping[str, Any] | None = None,
        **fields: Any,
    ) -> None:
        """Make `method` throw. `error` names one of the SDK's error classes (a name such as
        "FileNotFoundError", or the class bound in bindings.cloudflare_sandbox): the double throws
        that class with an ErrorResponse (code, httpStatus, context, operation) as the real Sandbox
        does, and workerd's RPC carries it to the worker as it does in production. Context fields
        come from `context` (JS names) and keyword arguments (snake_case, camel-cased:
        retry_after_ms=500 -> retryAfterMs); missing ones are filled from the call (its path,
        process id...). Any other string is the message of a plain Error (the first form of this
        method). Process methods are "Process.waitForLog" etc.
        """
        name = error.__name__ if isinstance(error, type) else error
        ctx = {**(context or {}), **{_camel(k): v for k, v in fields.items()}}
        plan: dict[str, Any] = {"error": name}
        if message is not None:
            plan["message"] = message
        if ctx:
            plan["context"] = ctx
        self._control("plan", method=method, plan=plan, once=once)

    def serves(
        self, port: int, body: str = "", *, status: int = 200, headers: Mapping[str, str] | None = None
    ) -> None:
        """What the service on `port` inside every sandbox answers: through a preview URL
        (proxy_to_sandbox), containerFetch or sandbox.fetch."""
        self._control("serve", port=port, body=body, status=status, headers=dict(headers or {}))

    def update_process(
        self,
        process_id: str,
        *,
        sandbox: str,
        stdout: str = "",
        stderr: str = "",
        status: str | None = None,
        exit_code: int | None = None,
    ) -> None:
        """A running process prints (appended to its logs) and/or changes status ("completed",
        "failed", "killed", "error"). exit_code without a status is what waitForExit will give."""
        self._control(
            "process",
            sandbox=sandbox,
            id=process_id,
            stdout=stdout,
            stderr=stderr,
            status=status,
            exitCode=exit_code,
        )

    def sandbox_state(self, sandbox: str) -> dict[str, Any] | None:
        """What the double holds for one sandbox: files, dirs, env, sessions, processes, ports,
        code contexts, mounts (None if the worker never touched it)."""
        state: dict[str, Any] | None = self._control("state", sandbox=sandbox)["sandbox"]
        return state

    def methods(self) -> dict[str, Any]:
        """The double's surface: implemented methods, client-side ones, the SDK error classes."""
        methods: dict[str, Any] = self._control("methods")
        return methods

    def scheduled(self, cron: str = "* * * * *", *, scheduled_time: float = 0) -> ScheduledResult:
        """Fire the worker's scheduled() handler as a cron trigger would, then wait for its
        ctx.waitUntil work. scheduled_time is milliseconds since the epoch."""
        answer = self._host.call(
            "scheduled", runtime=self._runtime, worker=self.name, cron=cron, scheduledTime=scheduled_time
        )
        self._check_settled(answer)
        return ScheduledResult(answer["outcome"], bool(answer["noRetry"]), list(answer["errors"]))

    def queue(self, batch: Iterable[Any], *, queue: str = "queue") -> QueueResult:
        """Deliver one batch to the worker's queue() handler. Each item is a message body, or a dict
        with "body" and optionally "id", "timestamp" (ms), "attempts"."""
        messages = []
        for i, item in enumerate(batch):
            message = dict(item) if isinstance(item, Mapping) and "body" in item else {"body": item}
            message.setdefault("id", f"message-{i + 1}")
            message.setdefault("timestamp", 0)
            message.setdefault("attempts", 1)
            messages.append(message)
        answer = self._host.call(
            "queue", runtime=self._runtime, worker=self.name, queue=queue, messages=messages
        )
        self._check_settled(answer)
        return QueueResult(
            answer["outcome"],
            bool(answer["ackAll"]),
            bool(answer["retryBatch"].get("retry")),
            list(answer["explicitAcks"]),
            [m["msgId"] for m in answer["retryMessages"]],
            list(answer["errors"]),
        )

    def reset(self) -> None:
        """Forget calls, plans, files, sessions, code contexts, processes, ports, backups and
        background errors (not sandbox names)."""
        self._control("reset")

    def _control(self, op: str, **fields: Any) -> Any:
        return self._host.call(
            "control", runtime=self._runtime, worker=self.name, command={"op": op, **fields}
        )


class Runtime:
    """One Miniflare instance (one workerd process) and its workers, by name."""

    def __init__(
        self, host: NodeHost, runtime_id: str, specs: Iterable[WorkerSpec], url: str | None = None
    ) -> None:
        self._host = host
        self.id = runtime_id
        self.workers = {s.name: Worker(host, runtime_id, s) for s in specs}
        #: Where workerd serves the first worker over real HTTP (http://127.0.0.1:PORT/), for clients
        #: that speak HTTP themselves (the bridge client); the control channel stays with fetch().
        self.url = url

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
        return Runtime(self.host, answer["runtime"], specs, answer.get("url"))

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


__all__ = [
    "Call",
    "Harness",
    "HarnessError",
    "QueueResult",
    "Response",
    "Runtime",
    "ScheduledResult",
    "Worker",
    "WorkerSpec",
]
