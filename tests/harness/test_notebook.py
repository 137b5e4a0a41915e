"""Notebook: one sandbox per ?notebook=, one Python cell per request, the first code context reused.

The seed gives no emitted JavaScript for this example; the expectations follow the F# source:
`listCodeContexts ()` then `Array.tryHead contexts` -> reuse it, else `createCodeContext ()`;
`runCode(cell, RunCodeOptions.Create(context = context))`; the response is
{| output = result.logs.stdout; values = result.results |> Array.choose (fun item -> item.text) |}.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from harness_examples import example_spec

from generator.harness import Call, Harness, Runtime, Worker

FIRST_CONTEXT_ID = "00000000-0000-4000-8000-000000000001"
FIXED_TIME = {"$date": "2026-01-01T00:00:00.000Z"}
FIRST_CONTEXT = {
    "id": FIRST_CONTEXT_ID,
    "language": "python",
    "cwd": "/workspace",
    "createdAt": FIXED_TIME,
    "lastUsed": FIXED_TIME,
}


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:
    with harness.start(example_spec("notebook")) as rt:
        yield rt


@pytest.fixture
def worker(runtime: Runtime) -> Worker:
    w = runtime["notebook"]
    w.reset()
    return w


def test_first_cell_creates_a_context_and_later_cells_reuse_it(worker: Worker) -> None:
    first = worker.fetch("/?notebook=physics", method="POST", body="g = 9.81")
    second = worker.fetch("/?notebook=physics", method="POST", body="g * 2")

    assert first.status == second.status == 200
    assert worker.sdk_calls() == [
        Call("physics", "listCodeContexts"),
        Call("physics", "createCodeContext"),
        Call("physics", "runCode", ["g = 9.81", {"context": FIRST_CONTEXT}]),
        Call("physics", "listCodeContexts"),
        Call("physics", "runCode", ["g * 2", {"context": FIRST_CONTEXT}]),
    ]


def test_an_existing_context_is_used_without_creating_one(worker: Worker) -> None:
    existing = {
        "id": "ctx-from-earlier",
        "language": "python",
        "cwd": "/workspace/nb",
        "createdAt": "2025-12-31T23:00:00.000Z",
        "lastUsed": "2025-12-31T23:30:00.000Z",
    }
    worker.returns("listCodeContexts", [existing, {**existing, "id": "second"}], merge=False)

    worker.fetch("/?notebook=physics", method="POST", body="1")

    as_sent = {
        **existing,
        "createdAt": {"$date": existing["createdAt"]},
        "lastUsed": {"$date": existing["lastUsed"]},
    }
    assert worker.sdk_calls() == [
        Call("physics", "listCodeContexts"),
        Call("physics", "runCode", ["1", {"context": as_sent}]),
    ]


def test_response_has_stdout_and_the_text_of_results_that_have_one(worker: Worker) -> None:
    worker.returns(
        "runCode",
        {
            "logs": {"stdout": ["hello\n"], "stderr": ["ignored\n"]},
            "results": [{"text": "42"}, {"html": "<table/>"}, {"text": "'done'", "json": {"a": 1}}],
        },
    )

    response = worker.fetch("/?notebook=n1", method="POST", body="42")

    assert response.status == 200
    assert response.content_type == "application/json"
    assert response.json() == {"output": ["hello\n"], "values": ["42", "'done'"]}


def test_without_notebook_parameter_the_scratch_sandbox_is_used(worker: Worker) -> None:
    worker.fetch("/", method="POST", body="x = 1")

    assert {c.sandbox for c in worker.sdk_calls()} == {"scratch"}


def test_notebooks_do_not_share_contexts(worker: Worker) -> None:
    worker.fetch("/?notebook=a", method="POST", body="1")
    worker.fetch("/?notebook=b", method="POST", body="2")

    created = [c.sandbox for c in worker.sdk_calls() if c.method == "createCodeContext"]
    assert created == ["a", "b"]


def test_an_empty_notebook_name_is_passed_on_like_the_fsharp_does(worker: Worker) -> None:
    response = worker.fetch("/?notebook=", method="POST", body="1")

    assert response.status == 500
    assert response.uncaught is not None and "Sandbox ID must be 1-63 characters long" in response.uncaught
    assert worker.sdk_calls() == []
