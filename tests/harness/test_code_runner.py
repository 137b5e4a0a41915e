"""Code Runner: POST Python source; runCode runs it; stdout and stderr come back as JSON."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from harness_examples import example_spec

from generator.harness import Call, Harness, Runtime, Worker


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:
    with harness.start(example_spec("code_runner")) as rt:
        yield rt


@pytest.fixture
def worker(runtime: Runtime) -> Worker:
    w = runtime["code_runner"]
    w.reset()
    return w


def test_source_goes_to_run_code_and_logs_come_back_as_json(worker: Worker) -> None:
    worker.returns("runCode", {"logs": {"stdout": ["3\n"], "stderr": ["DeprecationWarning\n"]}})
    source = "import sys\nprint(1 + 2)\n"

    response = worker.fetch("/", method="POST", body=source)

    assert response.status == 200
    assert response.content_type == "application/json"
    assert response.json() == {"output": ["3\n"], "errors": ["DeprecationWarning\n"]}
    assert worker.sdk_calls() == [Call("playground", "runCode", [source])]


def test_empty_run_gives_empty_lists(worker: Worker) -> None:
    response = worker.fetch("/", method="POST", body="pass")

    assert response.json() == {"output": [], "errors": []}
    assert worker.sdk_calls() == [Call("playground", "runCode", ["pass"])]


def test_every_request_uses_the_same_playground_sandbox(worker: Worker) -> None:
    for source in ("a = 1", "print(a)"):
        worker.fetch("/", method="POST", body=source)

    assert worker.sdk_calls() == [
        Call("playground", "runCode", ["a = 1"]),
        Call("playground", "runCode", ["print(a)"]),
    ]


def test_a_failing_run_code_is_a_500_not_a_silent_success(worker: Worker) -> None:
    worker.raises("runCode", "container is not running")

    response = worker.fetch("/", method="POST", body="print(1)")

    assert response.status == 500
    assert response.uncaught is not None and "container is not running" in response.uncaught
    assert [c.method for c in worker.sdk_calls()] == ["runCode"]
