"""Workspace Files: PUT saves the body to a file in the sandbox, GET serves it back.

The seed gives no emitted JavaScript for this example; the expectations follow the F# source:
`url.searchParams.get "path" |> Option.bind Bridge.Exports.resolveWorkspacePath` -> None is a 400
"Paths must stay inside /workspace"; PUT -> writeFile(path, body) and JSON {saved = saved.path};
anything else -> readFile(path) and the file's content as the body.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from harness_examples import example_spec

from generator.harness import Call, Harness, Runtime, Worker

HOSTILE_PATHS = ["../etc/passwd", "%2e%2e/", "/etc/passwd", "/workspace/../etc", "..%2F..%2Fetc%2Fshadow"]


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:
    with harness.start(example_spec("workspace_files")) as rt:
        yield rt


@pytest.fixture
def worker(runtime: Runtime) -> Worker:
    w = runtime["workspace_files"]
    w.reset()
    return w


def test_put_then_get_round_trips_the_body(worker: Worker) -> None:
    body = "line one\nline two: ünïcødé ✓\n"

    saved = worker.fetch("/?path=notes/todo.txt", method="PUT", body=body)
    served = worker.fetch("/?path=notes/todo.txt")

    assert saved.status == 200
    assert saved.content_type == "application/json"
    assert saved.json() == {"saved": "/workspace/notes/todo.txt"}
    assert served.status == 200
    assert served.text == body
    assert worker.sdk_calls() == [
        # getSandbox() fills in the options object ({}) before the call reaches the Durable Object.
        Call("files", "writeFile", ["/workspace/notes/todo.txt", body, {}]),
        Call("files", "readFile", ["/workspace/notes/todo.txt", {}]),
    ]


def test_absolute_path_inside_the_workspace_is_used_as_is(worker: Worker) -> None:
    worker.fetch("/?path=/workspace/a/./b/../c.txt", method="PUT", body="x")

    assert worker.sdk_calls() == [Call("files", "writeFile", ["/workspace/a/c.txt", "x", {}])]


def test_get_serves_what_read_file_returns(worker: Worker) -> None:
    worker.returns("readFile", {"content": "from the sandbox"})

    response = worker.fetch("/?path=report.md")

    assert response.status == 200
    assert response.text == "from the sandbox"
    assert worker.sdk_calls() == [Call("files", "readFile", ["/workspace/report.md", {}])]


@pytest.mark.parametrize("method", ["GET", "PUT"])
@pytest.mark.parametrize("hostile", HOSTILE_PATHS)
def test_paths_outside_the_workspace_are_refused_before_any_file_operation(
    worker: Worker, hostile: str, method: str
) -> None:
    response = worker.fetch(f"/?path={hostile}", method=method, body="pwned" if method == "PUT" else None)

    assert response.status == 400
    assert response.text == "Paths must stay inside /workspace"
    assert worker.sdk_calls() == []


def test_a_request_without_a_path_is_refused(worker: Worker) -> None:
    response = worker.fetch("/", method="PUT", body="x")

    assert response.status == 400
    assert response.text == "Paths must stay inside /workspace"
    assert worker.sdk_calls() == []


def test_an_empty_path_means_the_workspace_itself_as_in_the_fsharp(worker: Worker) -> None:
    """`?path=` is Some "" in F#; resolveWorkspacePath "" is "/workspace", so the GET reads that."""
    worker.returns("readFile", {"content": "listing"})

    response = worker.fetch("/?path=")

    assert response.text == "listing"
    assert worker.sdk_calls() == [Call("files", "readFile", ["/workspace", {}])]
