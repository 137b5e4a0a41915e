"""The generated bridge client (bindings/cloudflare_sandbox/client.py) against a small fake of the bridge
served over real HTTP on 127.0.0.1 (http.server in a thread). The fake follows the wire contract of the
SDK's bridge (routes, Bearer auth, ErrorResponse bodies, SSE framing with base64 chunks); driving the
Python-built bridge in workerd is the next step of issue 14."""

from __future__ import annotations

import asyncio
import base64
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

pytest.importorskip("httpx")

from bindings.cloudflare_sandbox.client import (
    AsyncSandboxClient,
    ExecError,
    ExecExit,
    ExecOutput,
    ForbiddenError,
    NotFoundError,
    SandboxClient,
    SandboxError,
    UnauthorizedError,
)

TOKEN = "secret-token"


class FakeBridge(BaseHTTPRequestHandler):
    files: ClassVar[dict[str, bytes]] = {}
    calls: ClassVar[list[tuple[str, str, dict[str, str], bytes]]] = []
    release = threading.Event()  # the streamed exec waits for it between its two chunks

    def log_message(self, format: str, *args: object) -> None:
        pass

    def reply(self, status: int, body: object = None, raw: bytes | None = None) -> None:
        data = raw if raw is not None else (b"" if body is None else json.dumps(body).encode())
        self.send_response(status)
        self.send_header(
            "Content-Type", "application/octet-stream" if raw is not None else "application/json"
        )
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def handle_any(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.calls.append((self.command, self.path, dict(self.headers), body))
        if self.path.startswith("/v1/") and self.headers.get("Authorization") != f"Bearer {TOKEN}":
            return self.reply(401, {"error": "Unauthorized", "code": "unauthorized"})
        parts = self.path.split("?")[0].split("/")[1:]  # v1, sandbox, id, op, ...
        if self.command == "POST" and parts == ["v1", "sandbox"]:
            return self.reply(200, {"id": "abcdefgh"})
        if len(parts) >= 4 and parts[3] == "exec":
            return self.exec(json.loads(body))
        if len(parts) >= 4 and parts[3] == "file":
            path = "/" + "/".join(parts[4:])
            if not path.startswith("/workspace/"):
                return self.reply(
                    403,
                    {"error": "path must resolve to a location within /workspace", "code": "invalid_request"},
                )
            if self.command == "PUT":
                self.files[path] = body
                return self.reply(200, {"ok": True})
            if path not in self.files:
                return self.reply(
                    404, {"error": f"File not found: {path}", "code": "workspace_read_not_found"}
                )
            return self.reply(200, raw=self.files[path])
        if self.command == "GET" and len(parts) == 4 and parts[3] == "running":
            return self.reply(200, {"running": True})
        if self.command == "DELETE" and len(parts) == 3:
            return self.reply(204)
        return self.reply(404, {"error": "no route", "code": "invalid_request"})

    do_GET = do_POST = do_PUT = do_DELETE = handle_any

    def exec(self, request: dict[str, object]) -> None:
        argv = request["argv"]
        assert isinstance(argv, list)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()  # HTTP/1.0: the body runs to the end of the connection

        def event(name: str, data: str) -> None:
            payload = "\n".join(f"data: {line}" for line in data.split("\n"))
            self.wfile.write(f"event: {name}\n{payload}\n\n".encode())
            self.wfile.flush()

        if argv[0] == "fail":
            return event("error", json.dumps({"error": "exec failed: boom", "code": "exec_error"}))
        text = " ".join(str(a) for a in argv[1:])
        event("stdout", base64.b64encode((text + "\n").encode()).decode())
        if argv[0] == "slow":
            FakeBridge.release.wait(5)
        self.wfile.write(b": a comment line\n\n")
        event("stderr", base64.b64encode("warnung: ü\n".encode()).decode())
        event("exit", json.dumps({"exit_code": 3}))


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), FakeBridge)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_create_exec_files_and_destroy(base_url: str) -> None:
    with SandboxClient(base_url, TOKEN) as client:
        sandbox = client.create_sandbox().id
        assert sandbox == "abcdefgh"
        result = client.exec(sandbox, ["echo", "hello", "world"], cwd="/workspace")
        assert (result.exit_code, result.stdout, result.stderr) == (3, "hello world\n", "warnung: ü\n")
        assert client.write_file(sandbox, "workspace/app/main.py", b"print(1)\n\x00\xff").ok
        assert client.read_file(sandbox, "/workspace/app/main.py") == b"print(1)\n\x00\xff"
        assert client.is_sandbox_running(sandbox).running
        client.delete_sandbox(sandbox)
    method, path, headers, body = FakeBridge.calls[1]
    assert (method, path, json.loads(body)) == (
        "POST",
        "/v1/sandbox/abcdefgh/exec",
        {"argv": ["echo", "hello", "world"], "cwd": "/workspace"},
    )
    assert headers["Authorization"] == f"Bearer {TOKEN}"
    assert FakeBridge.calls[2][1] == "/v1/sandbox/abcdefgh/file/workspace/app/main.py"


def test_exec_streams_events_as_they_arrive(base_url: str) -> None:
    FakeBridge.release.clear()
    with SandboxClient(base_url, TOKEN) as client:
        events = client.exec_command("abcdefgh", ["slow", "first"])
        first = next(events)
        assert first == ExecOutput(stream="stdout", data=b"first\n")
        assert not FakeBridge.release.is_set()  # the server is still holding the rest back
        FakeBridge.release.set()
        rest = list(events)
    assert rest == [ExecOutput(stream="stderr", data="warnung: ü\n".encode()), ExecExit(exit_code=3)]


def test_errors_map_to_the_schema_classes(base_url: str) -> None:
    with SandboxClient(base_url, "wrong") as client, pytest.raises(UnauthorizedError) as caught:
        client.create_sandbox()
    assert (caught.value.status, caught.value.code, caught.value.operation) == (
        401,
        "unauthorized",
        "createSandbox",
    )
    assert isinstance(caught.value, SandboxError)
    with SandboxClient(base_url, TOKEN) as client:
        with pytest.raises(ForbiddenError, match="within /workspace"):
            client.read_file("abcdefgh", "etc/passwd")
        with pytest.raises(NotFoundError) as missing:
            client.read_file("abcdefgh", "workspace/nope.txt")
        assert missing.value.code == "workspace_read_not_found"
        with pytest.raises(ExecError, match="boom"):
            client.exec("abcdefgh", ["fail"])
        with pytest.raises(TypeError, match="not a str"):
            client.exec("abcdefgh", "echo hi")


def test_the_async_client(base_url: str) -> None:
    async def main() -> tuple[int, str, bytes]:
        async with AsyncSandboxClient(base_url, TOKEN) as client:
            sandbox = (await client.create_sandbox()).id
            result = await client.exec(sandbox, ["echo", "async"])
            await client.write_file(sandbox, "workspace/a.bin", b"\x01\x02")
            return result.exit_code, result.stdout, await client.read_file(sandbox, "workspace/a.bin")

    assert asyncio.run(main()) == (3, "async\n", b"\x01\x02")


def test_the_pty_operation_gives_a_websocket_target(base_url: str) -> None:
    with SandboxClient(base_url, TOKEN) as client:
        target = client.pty_terminal("abcdefgh", cols=120, rows=30)
    assert target.url == base_url.replace("http", "ws") + "/v1/sandbox/abcdefgh/pty?cols=120&rows=30"
    assert target.headers == {"Authorization": f"Bearer {TOKEN}"}
