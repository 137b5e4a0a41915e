"""Test Runner: POST a repository URL; clone it into a fresh sandbox; stream npm ci + npm test as SSE."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from harness_examples import example_spec

from generator.harness import Call, Harness, Runtime, Worker
from generator.harness.compare import UUID, parse_sse

REPO = "https://github.com/example/app.git"
COMMAND = "cd /workspace/app && npm ci && npm test"
T = "2026-01-01T00:00:00.000Z"


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:
    with harness.start(example_spec("test_runner")) as rt:
        yield rt


@pytest.fixture
def worker(runtime: Runtime) -> Worker:
    w = runtime["test_runner"]
    w.reset()
    return w


def test_clones_with_depth_1_into_a_fresh_sandbox_and_streams_the_tests(worker: Worker) -> None:
    worker.returns(
        "execStream",
        {"stdout": "added 12 packages\n1 passing\n", "stderr": "npm warn deprecated\n", "exitCode": 0},
    )

    response = worker.fetch("/", method="POST", body=REPO)

    assert response.status == 200
    assert response.headers["content-type"] == "text/event-stream"
    assert response.headers["cache-control"] == "no-cache"
    assert response.text == (
        f'data: {{"type":"start","command":"{COMMAND}","timestamp":"{T}"}}\n\n'
        f'data: {{"type":"stdout","data":"added 12 packages\\n1 passing\\n","timestamp":"{T}"}}\n\n'
        f'data: {{"type":"stderr","data":"npm warn deprecated\\n","timestamp":"{T}"}}\n\n'
        f'data: {{"type":"complete","exitCode":0,"timestamp":"{T}"}}\n\n'
    )
    calls = worker.calls()  # configure included: every run is a new sandbox, so it is always sent
    run_id = calls[0].sandbox
    assert UUID.fullmatch(run_id), run_id
    assert calls == [
        Call(run_id, "configure", [{"sandboxName": {"name": run_id}}]),
        Call(run_id, "gitCheckout", [REPO, {"targetDir": "/workspace/app", "depth": 1}]),
        Call(run_id, "execStream", [COMMAND]),
    ]


def test_each_run_gets_its_own_random_sandbox(worker: Worker) -> None:
    for _ in range(3):
        worker.fetch("/", method="POST", body=REPO)

    ids = [c.sandbox for c in worker.sdk_calls() if c.method == "gitCheckout"]
    assert len(set(ids)) == 3 and all(UUID.fullmatch(i) for i in ids)


def test_failing_tests_stream_their_exit_code(worker: Worker) -> None:
    worker.returns("execStream", {"stderr": "1 failing\n", "exitCode": 1})

    response = worker.fetch("/", method="POST", body=REPO)

    events = parse_sse(response.text)
    assert [e["type"] for e in events] == ["start", "stderr", "complete"]
    assert events[-1]["exitCode"] == 1


def test_a_failed_checkout_stops_before_running_anything(worker: Worker) -> None:
    worker.raises("gitCheckout", "repository not found")

    response = worker.fetch("/", method="POST", body="https://github.com/example/missing.git")

    assert response.status == 500
    assert response.uncaught is not None and "repository not found" in response.uncaught
    assert [c.method for c in worker.sdk_calls()] == ["gitCheckout"]
