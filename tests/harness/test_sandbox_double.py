"""The Sandbox double, seen from a worker through the SDK's real getSandbox() (probe/worker.js)."""

from __future__ import annotations

from generator.harness import Call, Worker
from generator.harness.compare import parse_sse

T = "2026-01-01T00:00:00.000Z"
ID1 = "00000000-0000-4000-8000-000000000001"


def test_exec_default_is_a_successful_exec_result(probe: Worker) -> None:
    assert probe.fetch("/exec").json() == {
        "success": True,
        "exitCode": 0,
        "stdout": "",
        "stderr": "",
        "command": "ls -la",
        "duration": 0,
        "timestamp": T,
    }
    assert probe.sdk_calls() == [Call("probe", "exec", ["ls -la", {"cwd": "/workspace"}])]


def test_planned_values_merge_over_the_default_and_once_values_go_first(probe: Worker) -> None:
    probe.returns("exec", {"stdout": "always\n"})
    probe.returns("exec", {"stdout": "first\n", "exitCode": 2, "success": False}, once=True)

    first, second = probe.fetch("/exec").json(), probe.fetch("/exec").json()

    assert (first["stdout"], first["exitCode"], first["success"], first["command"]) == (
        "first\n",
        2,
        False,
        "ls -la",
    )
    assert (second["stdout"], second["exitCode"], second["success"]) == ("always\n", 0, True)


def test_merge_false_returns_the_value_as_given(probe: Worker) -> None:
    probe.returns("exec", {"stdout": "only this"}, merge=False)

    assert probe.fetch("/exec").json() == {"stdout": "only this"}


def test_raises_rejects_the_call_with_the_message(probe: Worker) -> None:
    probe.raises("exec", "Container crashed", once=True)

    failed = probe.fetch("/exec")
    recovered = probe.fetch("/exec")

    assert failed.status == 500 and failed.uncaught is not None and "Container crashed" in failed.uncaught
    assert recovered.status == 200


def test_exec_stream_frames_parse_with_the_sdks_own_parser(probe: Worker) -> None:
    probe.returns("execStream", {"stdout": "ok\n", "stderr": "warn\n", "exitCode": 3})

    events = probe.fetch("/execStream").json()

    assert events == [
        {"type": "start", "command": "npm test", "timestamp": T},
        {"type": "stdout", "data": "ok\n", "timestamp": T},
        {"type": "stderr", "data": "warn\n", "timestamp": T},
        {"type": "complete", "exitCode": 3, "timestamp": T},
    ]


def test_exec_stream_body_is_the_containers_sse_framing(probe: Worker) -> None:
    response = probe.fetch("/execStreamRaw")

    assert response.text == (
        f'data: {{"type":"start","command":"npm test","timestamp":"{T}"}}\n\n'
        f'data: {{"type":"complete","exitCode":0,"timestamp":"{T}"}}\n\n'
    )


def test_exec_stream_takes_raw_events(probe: Worker) -> None:
    events = [{"type": "error", "timestamp": T, "error": "killed"}]
    probe.returns("execStream", {"events": events})

    assert parse_sse(probe.fetch("/execStreamRaw").text) == events


def test_file_system_round_trip(probe: Worker) -> None:
    out = probe.fetch("/files").json()

    assert out["mkdir"] == {
        "success": True,
        "path": "/workspace/src/lib",
        "recursive": True,
        "timestamp": T,
        "exitCode": 0,
    }
    assert out["write"] == {"success": True, "path": "/workspace/src/main.py", "timestamp": T, "exitCode": 0}
    assert out["exists"]["exists"] is True and out["missing"]["exists"] is False
    assert [(f["name"], f["type"], f["size"]) for f in out["list"]["files"]] == [
        ("lib", "directory", 0),
        ("main.py", "file", 12),
    ]
    assert out["list"]["count"] == 2
    assert out["read"]["content"] == "print('hi')\n" and out["read"]["size"] == 12
    assert out["delete"]["path"] == "/workspace/src/main.py"
    assert out["existsAfterDelete"] is False


def test_code_contexts_are_dates_over_rpc_and_listed_after_creation(probe: Worker) -> None:
    out = probe.fetch("/code").json()

    context = {"id": ID1, "language": "javascript", "cwd": "/workspace/js", "createdAt": T, "lastUsed": T}
    assert out == {
        "context": context,
        "createdAtIsDate": True,
        "contexts": [context],
        "run": {"code": "1 + 1", "logs": {"stdout": [], "stderr": []}, "results": []},
    }


def test_git_checkout_defaults_to_the_repository_folder(probe: Worker) -> None:
    assert probe.fetch("/git").json() == {
        "success": True,
        "repoUrl": "https://github.com/example/tool.git",
        "branch": "dev",
        "targetDir": "/workspace/tool",
        "timestamp": T,
        "exitCode": 0,
    }


def test_processes_have_working_methods(probe: Worker) -> None:
    out = probe.fetch("/process").json()

    assert out == {
        "id": "web",
        "command": "python -m http.server",
        "pid": 1000,
        "startTimeIsDate": True,
        "status": "running",
        "after": "killed",
        "listed": ["web"],
        "logs": {"stdout": "", "stderr": "", "processId": "web"},
    }
    assert [c.method for c in probe.sdk_calls()] == [
        "startProcess",
        "Process.getStatus",
        "listProcesses",
        "getProcessLogs",
        "killProcess",
        "Process.getStatus",
    ]


def test_backup_restores_the_directory(probe: Worker) -> None:
    out = probe.fetch("/backup").json()

    assert out == {
        "backup": {"id": ID1, "dir": "/workspace/app"},
        "restored": {"success": True, "dir": "/workspace/app", "id": ID1},
        "content": "kept",
    }


def test_a_missing_file_is_the_sdks_file_not_found_error(probe: Worker) -> None:
    response = probe.fetch("/unimplemented")  # renameFile of a path that does not exist

    assert response.status == 500
    assert response.uncaught is not None and "File not found: /workspace/a" in response.uncaught
    assert probe.sdk_calls() == [Call("probe", "renameFile", ["/workspace/a", "/workspace/b"])]


def test_configure_is_recorded_once_per_sandbox_name(probe: Worker) -> None:
    probe.fetch("/exec?id=fresh-name")
    probe.fetch("/exec?id=fresh-name")

    configures = [c for c in probe.calls() if c.method == "configure"]
    assert configures == [Call("fresh-name", "configure", [{"sandboxName": {"name": "fresh-name"}}])]


def test_reset_forgets_calls_and_files(probe: Worker) -> None:
    probe.fetch("/files")
    probe.reset()

    assert probe.calls() == []
    probe.returns("exec", {"stdout": "x"})
    probe.reset()
    assert probe.fetch("/exec").json()["stdout"] == ""


def test_sandboxes_have_separate_file_systems(probe: Worker) -> None:
    probe.fetch("/backup?id=one")  # leaves /workspace/app/a.txt in sandbox "one"

    same, other = probe.fetch("/read?id=one"), probe.fetch("/read?id=two")

    assert same.json()["content"] == "kept"
    assert (
        other.status == 500
        and other.uncaught is not None
        and "File not found: /workspace/app/a.txt" in other.uncaught
    )


def test_a_control_header_without_the_secret_reaches_the_worker(probe: Worker) -> None:
    response = probe.fetch(
        "/nothing", method="POST", headers={"x-sandbox-py-harness": "guess"}, body='{"op": "reset"}'
    )

    assert (response.status, response.text) == (404, "no such route")
