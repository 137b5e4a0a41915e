"""Text Search: grep the files sandbox for ?q=, the term shell-quoted into one argument."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from harness_examples import example_spec

from generator.harness import Call, Harness, Runtime, Worker

PREFIX, SUFFIX = "grep -rn -- ", " /workspace"


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:
    with harness.start(example_spec("text_search")) as rt:
        yield rt


@pytest.fixture
def worker(runtime: Runtime) -> Worker:
    w = runtime["text_search"]
    w.reset()
    return w


def shell_words(quoted: str) -> list[str]:
    """The argv bash makes of `quoted`: proves the quoting, without running anything it names."""
    done = subprocess.run(["bash", "-c", f"printf '%s\\0' {quoted}"], capture_output=True, check=True)
    return done.stdout.decode().split("\0")[:-1]


def searched_term(worker: Worker) -> str:
    calls = worker.sdk_calls()
    assert [(c.sandbox, c.method, len(c.args)) for c in calls] == [("files", "exec", 1)]
    command = str(calls[0].args[0])
    assert command.startswith(PREFIX) and command.endswith(SUFFIX), command
    return command[len(PREFIX) : -len(SUFFIX)]


def test_plain_term_and_the_matches_come_back_as_the_body(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "/workspace/notes.txt:3:hello world\n"})

    response = worker.fetch("/?q=hello")

    assert response.status == 200
    assert response.text == "/workspace/notes.txt:3:hello world\n"
    assert worker.sdk_calls() == [Call("files", "exec", ["grep -rn -- hello /workspace"])]


@pytest.mark.parametrize(
    "term",
    [
        'it\'s "quoted"',
        "$(echo INJECTED)",
        "`echo INJECTED`",
        "first line\nsecond line",
        "; rm -rf / #",
        "back\\slash\ttab",
        "-e --not-an-option",
        "",
    ],
)
def test_hostile_term_reaches_exec_as_one_shell_quoted_argument(worker: Worker, term: str) -> None:
    response = worker.fetch("/?q=" + quote(term, safe=""))

    assert response.status == 200
    quoted = searched_term(worker)
    assert "\n" not in quoted
    assert shell_words(quoted) == [term]


def test_missing_q_searches_for_the_empty_string(worker: Worker) -> None:
    worker.fetch("/")

    assert shell_words(searched_term(worker)) == [""]
