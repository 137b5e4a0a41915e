"""Our emitted workers against the documented output (the seed's Fable JavaScript) as the oracle.

Both run in the same workerd, each with its own Sandbox double, receive the same requests with the
same planned results, and must make the same SDK calls and give the same responses. Random ids
(Test Runner's run id) are compared by shape: a UUID, used in the same places, fresh per run.

The seed has emitted JavaScript only for Code Runner, Test Runner and Text Search. Workspace Files
and Notebook are checked against the meaning of their F# source instead, in test_workspace_files.py
and test_notebook.py (their docstrings quote the F# lines each expectation comes from).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from harness_examples import DOCUMENTED_EXAMPLES, documented_spec, example_spec

from generator.harness import Harness, Response, Runtime, Worker
from generator.harness.compare import UUID, mask_random_ids, parse_sse


@dataclass(frozen=True)
class Request:
    path: str = "/"
    method: str = "GET"
    body: str | None = None


@dataclass(frozen=True)
class Scenario:
    name: str
    plans: tuple[tuple[str, Any], ...]
    requests: tuple[Request, ...]


SCENARIOS: dict[str, tuple[Scenario, ...]] = {
    "code_runner": (
        Scenario(
            "prints",
            (("runCode", {"logs": {"stdout": ["3\n"], "stderr": []}}),),
            (Request("/", "POST", "print(1+2)"),),
        ),
        Scenario(
            "stderr",
            (("runCode", {"logs": {"stdout": [], "stderr": ["Traceback\n", "NameError\n"]}}),),
            (Request("/", "POST", "x"), Request("/run", "POST", "y = 1")),
        ),
    ),
    "test_runner": (
        Scenario(
            "passing",
            (("execStream", {"stdout": "1 passing\n", "exitCode": 0}),),
            (Request("/", "POST", "https://github.com/example/app.git"),),
        ),
        Scenario(
            "failing twice",
            (("execStream", {"stdout": "x", "stderr": "1 failing\n", "exitCode": 1}),),
            (
                Request("/", "POST", "https://github.com/example/app.git"),
                Request("/", "POST", "https://github.com/example/lib"),
            ),
        ),
    ),
    "text_search": (
        Scenario("plain", (("exec", {"stdout": "/workspace/a.txt:1:hello\n"}),), (Request("/?q=hello"),)),
        Scenario(
            "hostile",
            (),
            (Request("/?q=%24%28id%29%20%60id%60%20%27%22%0Anext"), Request("/"), Request("/?q=a%5Cb")),
        ),
    ),
}


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:
    specs = []
    for example in DOCUMENTED_EXAMPLES:
        ours = example_spec(example)
        specs += [ours, documented_spec(example, ours)]
    with harness.start(*specs) as rt:
        yield rt


def comparable(response: Response) -> dict[str, Any]:
    """Status, the headers that matter, and the body: parsed JSON, SSE events, or text."""
    body: Any = response.text
    if response.content_type == "application/json":
        # Fable emits anonymous-record fields sorted ({errors, output}); ours keeps source order.
        # The JSON value is the contract, not the key order.
        body = response.json()
    elif response.content_type == "text/event-stream":
        body = {"raw": response.text, "events": parse_sse(response.text)}
    headers = {k: v for k, v in response.headers.items() if k != "content-length"}
    return {"status": response.status, "headers": headers, "body": body, "uncaught": response.uncaught}


def run(worker: Worker, scenario: Scenario) -> dict[str, Any]:
    worker.reset()
    for method, value in scenario.plans:
        worker.returns(method, value)
    responses = [comparable(worker.fetch(r.path, method=r.method, body=r.body)) for r in scenario.requests]
    calls = [{"sandbox": c.sandbox, "method": c.method, "args": c.args} for c in worker.calls()]
    return {"responses": responses, "calls": calls}


def cases() -> Iterator[Any]:
    for example, scenarios in SCENARIOS.items():
        for scenario in scenarios:
            yield pytest.param(example, scenario, id=f"{example}-{scenario.name}")


@pytest.mark.parametrize(("example", "scenario"), list(cases()))
def test_same_calls_and_responses_as_the_documented_output(
    runtime: Runtime, example: str, scenario: Scenario
) -> None:
    ours = run(runtime[example], scenario)
    documented = run(runtime[f"documented_{example}"], scenario)

    ours_masked, our_ids = mask_random_ids(ours)
    documented_masked, documented_ids = mask_random_ids(documented)
    assert all(UUID.fullmatch(i) for i in our_ids + documented_ids)
    # configure() is sent once per sandbox name and isolate; both workers saw the same names in the
    # same order, so the full traces, configure included, must agree.
    assert ours_masked == documented_masked, json.dumps({"ours": ours, "documented": documented}, indent=1)
    assert ours["calls"], "the scenario made no SDK call: it would prove nothing"


def test_test_runner_ids_are_fresh_per_run_in_both(runtime: Runtime) -> None:
    for name in ("test_runner", "documented_test_runner"):
        worker = runtime[name]
        worker.reset()
        for _ in range(2):
            worker.fetch("/", method="POST", body="https://github.com/example/app.git")
        ids = [c.sandbox for c in worker.calls() if c.method == "gitCheckout"]
        assert len(ids) == 2 and ids[0] != ids[1], (name, ids)


def test_documented_code_runner_really_runs_on_fable_library(runtime: Runtime) -> None:
    """Guards the oracle itself: the documented worker answers (its fable-library imports resolved)."""
    worker: Callable[..., Response] = runtime["documented_code_runner"].fetch
    response = worker("/", method="POST", body="1")
    assert response.status == 200 and response.uncaught is None
