"""The bridge written in Python (examples/bridge.py, built by `sandbox-py build`) runs in workerd with
the recording Sandbox double and is driven by the generated client over real HTTP on 127.0.0.1: every
operation of the schema the pinned SDK ships, auth, paths outside /workspace, malformed bodies. Then the
same scenario against the SDK's own JS bridge: the same answers and the same Sandbox calls."""

from __future__ import annotations

import base64
import os
import re
import socket
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from bindings.cloudflare_sandbox.client import (
    ExecExit,
    ExecOutput,
    ExecResult,
    ForbiddenError,
    InvalidRequestError,
    MountBucketRequestOptions,
    SandboxClient,
    UnauthorizedError,
)
from generator import client as client_generator
from generator import toolchain
from generator.harness import Call, Worker

from .conftest import TOKEN, Bridge

#: The Container lifecycle calls the WarmPool makes on its own clock too (its alarm checks health
#: every 10 s): compared apart from the rest, not in order.
POOL_CLOCK = {"getState", "renewActivityTimeout"}
FILE_METHODS = {"readFile", "readFileStream", "writeFile", "deleteFile", "mkdir", "exists", "listFiles"}


def schema() -> dict[str, Any]:
    """The OpenAPI schema inside the pinned SDK's bridge bundle (not the client's reading of it)."""
    node_modules = toolchain.ensure(quiet=True)
    bundle = client_generator.bridge_bundle(node_modules)
    assert bundle is not None
    return client_generator.extract(node_modules, bundle)


def operations(spec: dict[str, Any]) -> dict[tuple[str, re.Pattern[str]], str]:
    """(HTTP method, path pattern) -> operationId, for every operation of the schema."""
    out = {}
    for path, item in spec["paths"].items():
        pattern = (
            re.sub(r"\\\{[^/]*?\\\}", "[^/]+", re.escape(path)).replace("[^/]+", ".+")
            if "{path}" in path
            else re.sub(r"\\\{[^/]*?\\\}", "[^/]+", re.escape(path))
        )
        for method, op in item.items():
            if isinstance(op, dict) and "operationId" in op:
                out[(method.upper(), re.compile(pattern + "$"))] = op["operationId"]
    return out


def websocket_upgrade(url: str, path: str, headers: dict[str, str]) -> tuple[str, bytes]:
    """A WebSocket handshake on a plain socket (httpx does not speak WebSocket), then one masked text
    frame: the status line and the frame that comes back."""
    where = urlsplit(url)
    key = base64.b64encode(os.urandom(16)).decode()
    lines = [f"GET {path} HTTP/1.1", f"Host: {where.netloc}", "Upgrade: websocket", "Connection: Upgrade",
             f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13", *(f"{k}: {v}" for k, v in headers.items())]  # fmt: skip
    with socket.create_connection((where.hostname, where.port), timeout=30) as s:
        s.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += s.recv(4096)
        status = head.split(b"\r\n", 1)[0].decode()
        if " 101 " not in status + " ":
            return status, b""
        payload, mask = b"echo", os.urandom(4)
        s.sendall(
            bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        )
        rest = head.split(b"\r\n\r\n", 1)[1]
        while len(rest) < 2 + len(payload):
            rest += s.recv(4096)
        return status, rest[2 : 2 + rest[1]]


def scenario(bridge: Bridge) -> tuple[list[object], list[str], list[Call]]:
    """Every operation once or more, as a client would: what came back, the operations the client
    sent (read from the HTTP requests against the schema's paths), the double's trace."""
    w = bridge.worker
    w.reset()
    routes = operations(schema())
    sent: list[str] = []

    def record(request: httpx.Request) -> None:
        path = request.url.path
        sent.extend(
            op for (method, pattern), op in routes.items() if method == request.method and pattern.match(path)
        )

    seen: list[object] = []
    http = httpx.Client(base_url=bridge.url, timeout=30, event_hooks={"request": [record]})
    with SandboxClient(bridge.url, TOKEN, http=http) as c:
        seen.append(c.health_check())
        served = c.get_open_api_schema()
        seen.append(served == schema())
        sid = c.create_sandbox().id
        seen.append(bool(re.fullmatch(r"[a-z2-7]{26}", sid)))
        seen.append(list(c.exec_command(sid, ["echo", "hello world"])))
        seen.append(c.exec(sid, ["cat", "/workspace/missing.txt"]))
        seen.append(c.write_file(sid, "/workspace/notes.txt", "café\n".encode()))
        seen.append(c.read_file(sid, "/workspace/notes.txt"))
        seen.append(c.exec(sid, ["cat", "notes.txt"], cwd="/workspace"))
        session = c.create_session(sid, id="work", env={"STAGE": "test"})
        seen.append(session)
        seen.append(c.exec(sid, ["export", "GREETING=hi there"], session_id=session.id))
        seen.append(c.exec(sid, ["printenv", "GREETING"], session_id=session.id))
        seen.append(c.exec(sid, ["printenv", "GREETING"]))
        seen.append(c.delete_session(sid, session.id))
        seen.append(c.is_sandbox_running(sid))
        seen.append(c.create_tunnel(sid, 8080).port)
        seen.append(c.delete_tunnel(sid, 8080))
        seen.append(
            c.mount_bucket(sid, "/mnt/data", MountBucketRequestOptions(read_only=True), binding="DATA")
        )
        seen.append(c.unmount_bucket(sid, "/mnt/data"))
        w.returns("readFileStream", {"content": "tar bytes"}, once=True)
        seen.append(c.persist_workspace(sid, excludes="node_modules,.cache"))
        seen.append(c.hydrate_workspace(sid, b"tar bytes"))
        pty = c.pty_terminal(sid, cols=100, rows=30)
        sent.append("ptyTerminal")  # a WebSocket upgrade, not an httpx request
        seen.append(
            websocket_upgrade(bridge.url, urlsplit(pty.url).path + "?" + urlsplit(pty.url).query, pty.headers)
        )
        seen.append(c.get_pool_stats().assigned >= 1)
        seen.append(c.shutdown_prewarmed())
        seen.append(c.prime_pool())
        seen.append(c.delete_sandbox(sid))
    return seen, sent, w.calls()


def normalized(calls: list[Call]) -> list[tuple[str, str, str, str | None]]:
    """The trace with what is random per run named by order of appearance: the WarmPool's container
    UUIDs, and the Date.now() in the bridge's temporary tar paths."""
    names: dict[str, str] = {}
    out = []
    for c in calls:
        if c.method in POOL_CLOCK:
            continue
        box = names.setdefault(c.sandbox, f"container-{len(names) + 1}")
        args = re.sub(r"\d{13}", "<now>", repr(c.args))
        for real, name in names.items():
            args = args.replace(real, name)
        out.append((box, c.method, args, c.session))
    return out


@pytest.fixture(scope="module")
def python_run(python_bridge: Bridge) -> tuple[list[object], list[str], list[Call]]:
    return scenario(python_bridge)


def test_every_operation_of_the_schema_is_called(
    python_run: tuple[list[object], list[str], list[Call]],
) -> None:
    _, sent, _ = python_run
    every = set(operations(schema()).values())
    assert len(every) >= 20
    assert every - set(sent) == set()


def test_the_python_bridge_answers_as_the_api_says(
    python_run: tuple[list[object], list[str], list[Call]],
) -> None:
    seen, _, calls = python_run
    it = iter(seen)
    assert next(it).ok is True  # health
    assert next(it) is True  # GET /v1/openapi.json is the schema the pinned SDK ships
    assert next(it) is True  # a 26-letter base32 id
    assert next(it) == [ExecOutput(stream="stdout", data=b"hello world\n"), ExecExit(exit_code=0)]
    assert next(it) == ExecResult(
        exit_code=1, stdout="", stderr="cat: /workspace/missing.txt: No such file or directory\n"
    )
    assert next(it).ok is True
    assert next(it) == "café\n".encode()
    assert next(it) == ExecResult(exit_code=0, stdout="café\n", stderr="")
    assert next(it).id == "work"
    assert next(it).exit_code == 0
    assert next(it) == ExecResult(exit_code=0, stdout="hi there\n", stderr="")  # the session keeps its env
    assert next(it) == ExecResult(exit_code=1, stdout="", stderr="")  # outside it, no GREETING
    assert next(it).success is True
    assert next(it).running is True
    assert next(it) == 8080
    assert next(it) is None
    assert next(it).ok is True and next(it).ok is True  # mount, unmount
    assert next(it) == b"tar bytes"
    assert next(it).ok is True
    assert next(it) == ("HTTP/1.1 101 Switching Protocols", b"echo")  # the PTY WebSocket, echoed
    assert next(it) is True and next(it).ok is True and next(it).ok is True  # pool
    assert next(it) is None  # deleted: 204
    methods = [c.method for c in calls if c.method not in POOL_CLOCK]
    assert methods[0] == "startAndWaitForPorts"  # the WarmPool starts the sandbox's container
    assert {"execWithSessionToken", "writeFile", "readFileStream", "createSession", "deleteSession",
            "callTunnels", "mountBucket", "unmountBucket", "destroy", "fetch"} <= set(methods)  # fmt: skip
    argv = next(c for c in calls if "GREETING=" in str(c.args))  # argv, shell-quoted, in the session
    assert (argv.method, argv.args[0], argv.session) == ("exec", "export $'GREETING=hi there'", "work")


def test_the_sdks_js_bridge_gives_the_same_answers_and_trace(
    python_run: tuple[list[object], list[str], list[Call]], sdk_bridge: Bridge
) -> None:
    seen, sent, calls = python_run
    theirs, their_sent, their_calls = scenario(sdk_bridge)
    assert theirs == seen
    assert their_sent == sent
    assert normalized(their_calls) == normalized(calls)
    assert len(normalized(calls)) > 25


def no_sandbox_call(w: Worker, methods: set[str] | None = None) -> bool:
    calls = w.calls()
    return not calls if methods is None else not [c for c in calls if c.method in methods]


@pytest.mark.parametrize("token", [None, "wrong", TOKEN.upper()])
def test_no_or_wrong_token_is_401_and_no_sandbox_call(bridge: Bridge, token: str | None) -> None:
    attempts: list[Callable[[SandboxClient], object]] = [
        lambda c: c.create_sandbox(),
        lambda c: c.exec("a" * 26, ["true"]),
        lambda c: c.read_file("a" * 26, "/workspace/x"),
        lambda c: c.get_pool_stats(),
        lambda c: c.get_open_api_schema(),
    ]
    with SandboxClient(bridge.url, token) as c:
        for attempt in attempts:
            with pytest.raises(UnauthorizedError) as caught:
                attempt(c)
            assert (caught.value.status, caught.value.code) == (401, "unauthorized")
    assert no_sandbox_call(bridge.worker)


@pytest.mark.parametrize(
    "path", ["/etc/passwd", "/workspace/../etc/passwd", "/tmp/x", "/workspace/a/../../root"]
)
def test_paths_outside_workspace_are_403_and_no_file_operation(bridge: Bridge, path: str) -> None:
    with SandboxClient(bridge.url, TOKEN) as c:
        sid = c.create_sandbox().id
        with pytest.raises(ForbiddenError):
            c.read_file(sid, path)
        with pytest.raises(ForbiddenError):
            c.write_file(sid, path, b"x")
        with pytest.raises(ForbiddenError):
            c.exec(sid, ["ls"], cwd=path)
    assert no_sandbox_call(bridge.worker, FILE_METHODS | {"exec", "execWithSessionToken"})


def test_a_malformed_body_is_400(bridge: Bridge) -> None:
    with SandboxClient(bridge.url, TOKEN) as c:
        sid = c.create_sandbox().id
        with pytest.raises(InvalidRequestError) as caught:
            c.exec(sid, [])
        assert caught.value.message == "argv must be a non-empty array"
    raw = httpx.post(
        f"{bridge.url}v1/sandbox/{sid}/exec",
        content=b"{not json",
        headers={"Authorization": f"Bearer {TOKEN}"},
    )
    assert (raw.status_code, raw.json()) == (400, {"error": "Invalid JSON body", "code": "invalid_request"})
    assert no_sandbox_call(bridge.worker, {"exec", "execWithSessionToken"})
