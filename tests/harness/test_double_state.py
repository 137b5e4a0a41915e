"""What a worker can observe of the double's state, through the SDK's real client (probe/worker.js):
sessions, ports and preview URLs, files, processes, code contexts, and the SDK's own errors."""

from __future__ import annotations

from typing import Any

import pytest

from generator.harness import Call, Worker

T = "2026-01-01T00:00:00.000Z"


def test_sessions_have_their_own_env_and_cwd(probe: Worker) -> None:
    out = probe.fetch("/sessions").json()

    assert out["id"] == "build" and out["again"] == "build"
    assert out["pwd"] == "/workspace/app\n"
    assert out["env"] == "test\neu\n"  # the session's own env over the sandbox's setEnvVars
    assert out["after"] == "/tmp\nx1\n"  # cd and setEnvVars inside the session stick to it
    assert out["defaultPwd"] == "/workspace\n" and out["defaultToken"] == 1  # not to the default one
    assert out["read"] == "in tmp"  # relative paths are the session's cwd
    assert out["duplicate"]["name"] == "SessionAlreadyExistsError"
    assert out["deleted"] == {"success": True, "sessionId": "build", "timestamp": T}
    calls = probe.sdk_calls()
    assert Call("probe", "exec", ["pwd"], session="build") in calls
    assert Call("probe", "exec", ["pwd"]) in calls
    assert Call("probe", "setEnvVars", [{"TOKEN": "x1"}], session="build") in calls


def test_exposed_ports_have_preview_urls(probe: Worker) -> None:
    out = probe.fetch("/ports").json()

    url = "https://8080-probe-t000000000000001.example.com/"
    assert out["exposed"] == {"url": url, "port": 8080, "name": "web"}
    assert out["custom"] == {"url": "http://9090-probe-mytoken.localhost:8787/", "port": 9090}
    assert [p["port"] for p in out["listed"]] == [8080, 9090] and out["after"] == [8080]
    assert out["refused"]["name"] == "SandboxSecurityError"


def test_proxy_to_sandbox_routes_a_preview_url_back_to_the_double(probe: Worker) -> None:
    url = probe.fetch("/ports").json()["exposed"]["url"]

    default = probe.fetch(url + "api?x=1")
    probe.serves(8080, "hello from 8080", headers={"x-app": "1"})
    served = probe.fetch(url + "api")
    wrong_token = probe.fetch(url.replace("-t0", "-x0"))

    assert (default.status, default.text) == (200, "sandbox-py double: probe port 8080: GET /api?x=1")
    assert (served.status, served.text, served.headers["x-app"]) == (200, "hello from 8080", "1")
    assert wrong_token.status == 404 and wrong_token.json()["code"] == "INVALID_TOKEN"
    assert probe.sdk_calls()[-1] == Call(
        "probe", "fetch", ["GET /", {"port": 8080, "token": "x000000000000001"}]
    )


def test_files_rename_move_stream_watch_and_their_errors(probe: Worker) -> None:
    out = probe.fetch("/files2").json()

    assert out["rename"]["newPath"] == "/workspace/a/b/two.txt"
    assert out["moved"] is True  # moveFile into a folder keeps the name
    assert out["tree"] == ["b", "two.txt"]  # renaming a folder takes what is under it
    assert out["collected"] == {
        "content": "1",
        "metadata": {"mimeType": "text/plain", "size": 1, "isBinary": False, "encoding": "utf-8"},
    }
    assert (out["unchanged"], out["changed"]) == ("unchanged", "changed")
    assert out["watch"] == [{"type": "watching", "path": "/workspace/z", "watchId": "watch-1"}]
    assert out["errors"] == {
        "mkdirNoParent": "FileNotFoundError",
        "mkdirExists": "FileExistsError",
        "deleteMissing": "FileNotFoundError",
        "renameMissing": "FileNotFoundError",
        "listMissing": "FileNotFoundError",
    }


def test_processes_log_stream_wait_and_change_status(probe: Worker) -> None:
    probe.returns("startProcess", {"stdout": "booting\nlistening on 8080\n"}, once=True)

    out = probe.fetch("/procs").json()

    assert out["log"] == {"line": "listening on 8080"}
    assert [e["data"] for e in out["stream"]] == ["booting\n", "listening on 8080\n"]
    assert out["got"] == "running" and out["missing"] is None
    assert out["exit"] == {"exitCode": 0} and out["status"] == "completed"
    assert out["streamAfter"] == {
        "type": "exit",
        "timestamp": T,
        "data": "",
        "processId": "srv",
        "exitCode": 0,
    }
    assert (out["killed"], out["cleaned"]) == (2, 0)
    assert out["statuses"] == [["srv", "completed", 0], ["s1", "killed", 137], ["s2", "killed", 137]]
    assert out["ghost"]["errorResponse"]["code"] == "PROCESS_NOT_FOUND"


def test_a_test_moves_a_process_on(probe: Worker) -> None:
    probe.returns("startProcess", {"stdout": "listening\n"}, once=True)
    probe.fetch("/procs")
    probe.update_process("s1", sandbox="probe", stdout="more\n", status="failed", exit_code=3)

    state = probe.sandbox_state("probe")
    assert state is not None
    assert state["processes"]["s1"]["status"] == "failed"
    assert state["processes"]["s1"]["exitCode"] == 3 and state["processes"]["s1"]["stdout"] == "more\n"


def test_wait_for_log_of_a_line_never_printed_is_the_sdks_timeout(probe: Worker) -> None:
    response = probe.fetch("/procs")  # no planned output: "listening" never comes

    assert response.status == 500 and response.uncaught is not None
    assert response.uncaught.startswith("ProcessReadyTimeoutError: Process did not become ready")


def test_code_contexts_stream_and_delete(probe: Worker) -> None:
    probe.returns("runCodeStream", {"stdout": ["1\n"], "results": [{"text": "1"}]})

    out = probe.fetch("/code2").json()

    assert out["frames"] == [
        {"type": "stdout", "text": "1\n", "timestamp": 0},
        {"type": "result", "text": "1"},
        {"type": "execution_complete", "timestamp": 0},
    ]
    assert out["left"] == 0 and out["gone"] == "ContextNotFoundError"
    assert out["implicit"] == ["javascript"]  # runCode without a context makes its language's default


def test_mounts_tunnels_websockets_stop_and_destroy(probe: Worker) -> None:
    out = probe.fetch("/misc").json()

    assert out["mounted"] is True and out["placement"] is None
    assert out["tunnel"]["port"] == 8080 and out["tunnel"]["url"].endswith(".trycloudflare.com")
    assert (out["wsStatus"], out["hasSocket"]) == (101, True)
    assert out["afterStop"] is False  # the container's disk goes with it
    methods = [c.method for c in probe.sdk_calls()]
    assert methods[:3] == ["setKeepAlive", "setSleepAfter", "mountBucket"]
    assert "callTunnels" in methods and "fetch" in methods and methods[-3:] == ["stop", "exists", "destroy"]


def test_a_missing_file_reaches_the_worker_as_the_sdk_error_over_rpc(probe: Worker) -> None:
    out = probe.fetch("/fail").json()

    # What production gives a worker: workerd's RPC keeps the name, message and own fields
    # (errorResponse) of the SDK's FileNotFoundError, not its class.
    assert out == {
        "name": "FileNotFoundError",
        "message": "File not found: /workspace/missing.txt",
        "errorResponse": {
            "code": "FILE_NOT_FOUND",
            "message": "File not found: /workspace/missing.txt",
            "context": {"path": "/workspace/missing.txt", "operation": "readFile"},
            "httpStatus": 404,
            "timestamp": T,
            "operation": "readFile",
        },
        "remote": True,
        "isError": True,
    }


@pytest.mark.parametrize(
    ("error", "fields", "code", "context"),
    [
        (
            "ContainerUnavailableError",
            {"retry_after_ms": 250},
            "CONTAINER_UNAVAILABLE",
            {"reason": "container_starting", "retryable": True, "retryAfterMs": 250},
        ),
        ("ProcessNotFoundError", {"process_id": "p1"}, "PROCESS_NOT_FOUND", {"processId": "p1"}),
        ("CommandNotFoundError", {}, "COMMAND_NOT_FOUND", {"command": "ls"}),
    ],
)
def test_raises_throws_the_sdk_error_class_with_its_context(
    probe: Worker, error: str, fields: dict[str, Any], code: str, context: dict[str, Any]
) -> None:
    probe.raises("exec", error, once=True, **fields)

    out = probe.fetch("/planned").json()
    recovered = probe.fetch("/planned").json()

    assert out["name"] == error and out["remote"] is True
    assert out["errorResponse"]["code"] == code and out["errorResponse"]["context"] == context
    assert out["errorResponse"]["operation"] == "exec"
    assert recovered["exitCode"] == 0


def test_raises_takes_a_message_and_the_bound_class(probe: Worker) -> None:
    from bindings.cloudflare_sandbox import ContainerUnavailableError

    probe.raises("exec", ContainerUnavailableError, "still booting", reason="container_unhealthy")

    out = probe.fetch("/planned").json()
    assert (
        out["message"] == "still booting"
        and out["errorResponse"]["context"]["reason"] == "container_unhealthy"
    )


def test_raises_with_another_string_is_a_plain_error(probe: Worker) -> None:
    probe.raises("exec", "Container crashed")

    out = probe.fetch("/planned").json()
    assert (out["name"], out["message"], out["errorResponse"]) == ("Error", "Container crashed", None)
