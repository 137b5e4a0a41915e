"""Worker configuration and every handler: vars and secrets, scheduled() and queue() triggers,
ctx.waitUntil work awaited before the trace is read, and a fetch that does not give a Response."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.harness import Call, Harness, Runtime, Worker, WorkerSpec

PROBE = Path(__file__).parent / "probe" / "wrangler.jsonc"


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:
    spec = WorkerSpec.from_wrangler(
        "probe", PROBE, vars={"GREETING": "hi", "LIMITS": {"max": 3}}, secrets={"API_KEY": "s3cret"}
    )
    with harness.start(spec) as rt:
        yield rt


@pytest.fixture
def probe(runtime: Runtime) -> Worker:
    w = runtime["probe"]
    w.reset()
    return w


def test_vars_and_secrets_are_on_env(probe: Worker) -> None:
    assert probe.fetch("/env").json() == {"GREETING": "hi", "LIMITS": {"max": 3}, "API_KEY": "s3cret"}


def test_vars_of_wrangler_jsonc_are_read(tmp_path: Path) -> None:
    (tmp_path / "worker.js").write_text("export default {};\n")
    config = tmp_path / "wrangler.jsonc"
    config.write_text(
        '{"main": "worker.js", "compatibility_flags": ["nodejs_compat"], "vars": {"A": "1", "B": "2"},'
        ' "durable_objects": {"bindings": [{"name": "Sandbox", "class_name": "Sandbox"}]},'
        ' "kv_namespaces": [{"binding": "CACHE", "id": "x"}], "r2_buckets": [{"binding": "FILES"}]}'
    )

    spec = WorkerSpec.from_wrangler("w", config, vars={"B": "override"})

    assert dict(spec.vars) == {"A": "1", "B": "override"}
    assert (spec.kv_namespaces, spec.r2_buckets) == (("CACHE",), ("FILES",))


def test_wait_until_work_is_awaited_before_the_trace_is_read(probe: Worker) -> None:
    response = probe.fetch("/later")  # answers at once; its exec runs 50 ms later in waitUntil

    assert response.status == 202
    assert probe.sdk_calls() == [Call("later", "exec", ["echo late"])]
    (error,) = probe.background_errors()
    assert error.startswith("fetch: ctx.waitUntil: Error: background boom")


def test_a_fetch_that_resolves_to_something_else_is_a_failed_response(probe: Worker) -> None:
    response = probe.fetch("/notresponse")

    message = "TypeError: Incorrect type for Promise: the Promise did not resolve to 'Response'."
    assert (response.status, response.uncaught) == (500, message)
    assert response.text == "Worker threw exception: " + message


def test_a_cron_trigger_runs_scheduled_and_its_wait_until_work(probe: Worker) -> None:
    result = probe.scheduled("*/5 * * * *", scheduled_time=1767225600000)

    assert (result.outcome, result.errors) == ("ok", [])
    assert probe.sdk_calls() == [Call("cron", "exec", ["run-job --cron '*/5 * * * *' --at 1767225600000"])]


def test_a_failing_scheduled_handler_is_reported(probe: Worker) -> None:
    result = probe.scheduled("0 0 * * *")

    assert result.outcome == "exception"
    assert len(result.errors) == 1 and result.errors[0].startswith("scheduled: Error: nightly job failed")


def test_a_queue_batch_is_acked_and_retried_per_message(probe: Worker) -> None:
    result = probe.queue(["a", {"body": {"k": 1}, "attempts": 2, "id": "m2"}, "poison"], queue="jobs")

    assert (result.outcome, result.explicit_acks, result.retry_messages) == (
        "ok",
        ["message-1", "m2"],
        ["message-3"],
    )
    assert probe.sdk_calls() == [
        Call("jobs", "exec", ['process "a" --attempt 1']),
        Call("jobs", "exec", ['process {"k":1} --attempt 2']),
    ]


def test_a_failing_queue_handler_is_reported(probe: Worker) -> None:
    result = probe.queue(["crash"], queue="jobs")

    assert result.outcome == "exception"
    assert result.errors[0].startswith("queue: Error: queue jobs crashed")
