"""The corpus: realistic workers written from the Sandbox SDK docs and examples, as a Python developer
writes them (tests/corpus/*.py, each naming its source at the top; README "A corpus of real workers").

Every worker is `mypy --strict` clean. Each is built with `sandbox-py build` (the CLI's own code path):
- a worker that builds: its worker.js passes `node --check` and `tsc --checkJs` against the pinned SDK,
  and runs in ONE harness runtime with the other corpus workers, with scenario requests whose
  expectations come from reading the Python;
- a worker the build refuses: its exact error lines are pinned in REFUSED, so a transpiler change that
  makes it build (or refuses it differently) fails here and the entry is moved or updated.

The harness only sends fetch requests and does not pass wrangler `vars` to the worker, so a few workers
run behind a small wrapper module (written next to the build output): it adds the vars of the worker's
NAME.wrangler.jsonc to `env`, and turns `/__scheduled` and `/__queue` requests into calls of the
worker's `scheduled` and `queue` handlers (the queue's messages record ack()/retry() in the answer).
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator import ROOT, toolchain
from generator.cli import main as sandbox_py
from generator.harness import Call, Harness, Runtime, Worker, WorkerSpec
from generator.harness.worker_spec import read_jsonc

CORPUS = Path(__file__).parent
WORKERS = sorted(p.stem for p in CORPUS.glob("*.py") if not p.name.startswith(("test_", "conftest")))

#: Workers that build as written.
BUILDS = (
    "background_processes",
    "code_interpreter",
    "dataclass_models",
    "env_vars",
    "git_build_test",
    "minimal",
    "notebook_contexts",
    "preview_urls",
    "process_log_stream",
    "queue_consumer",
    "scheduled_cleanup",
    "sessions",
    "task_runner",
)

#: Workers the build refuses, with every error line `sandbox-py build` prints (paths relative to ROOT).
REFUSED: dict[str, list[str]] = {
    "backups": [
        'tests/corpus/backups.py:42:94: error: slicing "Any" is not supported',
    ],
    "disk_usage": [
        'tests/corpus/disk_usage.py:29:13: error: unsupported keyword argument "default"',
        "tests/corpus/disk_usage.py:30:16: error: nested replacement fields in a format spec are not supported",
        "tests/corpus/disk_usage.py:33:24: error: nested replacement fields in a format spec are not supported",
        "tests/corpus/disk_usage.py:34:20: error: nested replacement fields in a format spec are not supported",
    ],
    "error_handling": [
        'tests/corpus/error_handling.py:32:26: error: "SandboxError" is only a type: it has no value in JavaScript',
    ],
    "file_operations": [
        'tests/corpus/file_operations.py:35:42: error: sorting by "Any" is not supported: sort by numbers, strs or tuples of them',
    ],
    "file_transfer": [
        'tests/corpus/file_transfer.py:7:8: error: unsupported import "base64": a worker imports the generated bindings, json, typing, typing_extensions, collections.abc, dataclasses',
        'tests/corpus/file_transfer.py:23:17: error: "str" has no supported method "rsplit" (did you mean "split"?)',
        'tests/corpus/file_transfer.py:24:40: error: "startswith" on "Any": cannot tell a str from a list; annotate or cast it',
        'tests/corpus/file_transfer.py:47:51: error: "ReadFileStreamResult" has no attribute "encoding"',
        'tests/corpus/file_transfer.py:47:90: error: "ReadableStream" has no attribute "encode"',
    ],
    "json_api": [
        'tests/corpus/json_api.py:40:32: error: isinstance(..., int) of "Any": JavaScript has one number type: 1 and 1.0 are the same value',
    ],
    "multi_tenant_shell": [
        'tests/corpus/multi_tenant_shell.py:14:11: error: Name "frozenset" is not defined or not supported',
    ],
    "parallel_sessions": [
        'tests/corpus/parallel_sessions.py:7:8: error: unsupported import "asyncio": a worker imports the generated bindings, json, typing, typing_extensions, collections.abc, dataclasses',
    ],
    "router": [
        'tests/corpus/router.py:50:42: error: dict keys of type "tuple[str, str]" are not supported: JavaScript objects have str keys',
    ],
    "stream_exec_sse": [
        'tests/corpus/stream_exec_sse.py:40:29: error: int() of "Any": convert a str, int, float or bool',
    ],
    "workspace_manager": [
        'tests/corpus/workspace_manager.py:27:24: error: "Workspace" has no attribute "ROOT"',
    ],
}

TSC_FLAGS = (
    "--noEmit", "--allowJs", "--checkJs", "--module", "esnext", "--moduleResolution", "bundler",
    "--target", "es2022", "--lib", "es2022", "--types", "@cloudflare/workers-types", "--skipLibCheck",
)  # fmt: skip

FIXED_TIME = "2026-01-01T00:00:00.000Z"
#: A Date argument as the trace records it.
DATE = {"$date": FIXED_TIME}
#: The host the harness sends requests to.
HOST = "sandbox-py.test"


def double_id(n: int) -> str:
    return f"00000000-0000-4000-8000-{n:012d}"


# --------------------------------------------------------------------------------------------- builds


@dataclasses.dataclass(frozen=True)
class Build:
    code: int
    errors: list[str]
    out: Path


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Build]:
    out_root = tmp_path_factory.mktemp("corpus")
    done: dict[str, Build] = {}
    cwd = os.getcwd()
    os.chdir(ROOT)  # error lines name the worker as given: tests/corpus/NAME.py
    try:
        for name in WORKERS:
            err = io.StringIO()
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
                code = sandbox_py(["build", f"tests/corpus/{name}.py", "-o", str(out_root / name)])
            lines = [line for line in err.getvalue().splitlines() if ": error: " in line]
            done[name] = Build(code, lines, out_root / name)
    finally:
        os.chdir(cwd)
    return done


def test_the_corpus_has_at_least_twenty_workers_each_classified() -> None:
    assert len(WORKERS) >= 20
    assert sorted([*BUILDS, *REFUSED]) == WORKERS


def test_every_worker_is_mypy_strict_clean() -> None:
    from mypy import api

    stdout, stderr, code = api.run(
        ["--strict", "--no-error-summary", *(str(CORPUS / f"{name}.py") for name in WORKERS)]
    )
    assert (stdout, code) == ("", 0), stdout + stderr


@pytest.mark.parametrize("name", BUILDS)
def test_builds_as_written(name: str, builds: dict[str, Build]) -> None:
    assert (builds[name].code, builds[name].errors) == (0, [])


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refusal_is_exactly_as_recorded(name: str, builds: dict[str, Build]) -> None:
    assert builds[name].code == 1
    assert builds[name].errors == REFUSED[name]


def test_built_workers_parse_as_es_modules(builds: dict[str, Build], tmp_path: Path) -> None:
    failures = {}
    for name in BUILDS:
        copy = (
            tmp_path / f"{name}.mjs"
        )  # .mjs: a .js outside a "type": "module" package is not checked as ESM
        copy.write_text((builds[name].out / "worker.js").read_text())
        done = toolchain.node("--check", str(copy), check=False)
        if done.returncode != 0:
            failures[name] = done.stderr
    assert failures == {}


def test_built_workers_type_check_against_the_sdk(builds: dict[str, Build]) -> None:
    with tempfile.TemporaryDirectory(prefix="sandbox-py-corpus-tsc-") as scratch:
        work = Path(scratch)
        os.symlink(toolchain.ensure(quiet=True), work / "node_modules")
        files = [f"{name}.js" for name in BUILDS]
        for name in BUILDS:
            (work / f"{name}.js").write_text((builds[name].out / "worker.js").read_text())
        (work / "broken_control.js").write_text(
            (builds["minimal"].out / "worker.js").read_text().replace('"/workspace/hello.txt"', "42", 1)
        )
        tsc = work / "node_modules" / "typescript" / "bin" / "tsc"
        done = toolchain.node(str(tsc), *TSC_FLAGS, *files, "broken_control.js", cwd=work, check=False)
    errors = [line for line in done.stdout.splitlines() if re.match(r"^\S+\(\d+,\d+\): error", line)]
    assert [e for e in errors if not e.startswith("broken_control.js")] == []
    assert any(e.startswith("broken_control.js") for e in errors), "the tsc check is vacuous"


# ------------------------------------------------------------------------------------------ runtime

WRAPPER = """\
import worker from "./worker.js";
export * from "./worker.js";

const VARS = %(vars)s;

export default {
  async fetch(request, env, ctx) {
    env = { ...env, ...VARS };
    const url = new URL(request.url);
    if (url.pathname === "/__scheduled") {
      const controller = { cron: url.searchParams.get("cron"), scheduledTime: Number(url.searchParams.get("time")), noRetry() {} };
      await worker.scheduled(controller, env, ctx);
      return new Response("scheduled");
    }
    if (url.pathname === "/__queue") {
      const { queue, messages } = await request.json();
      const acks = [];
      const batch = {
        queue,
        messages: messages.map((m) => ({
          ...m,
          timestamp: new Date(0),
          ack() { acks.push(["ack", m.id]); },
          retry(options) { acks.push(["retry", m.id, options ?? null]); },
        })),
        ackAll() { acks.push(["ackAll"]); },
        retryAll() { acks.push(["retryAll"]); },
      };
      await worker.queue(batch, env, ctx);
      return Response.json(acks);
    }
    return worker.fetch(request, env, ctx);
  },
};
"""
WRAPPED = ("background_processes", "env_vars", "scheduled_cleanup", "queue_consumer")


def spec_for(name: str, out: Path) -> WorkerSpec:
    spec = WorkerSpec.from_wrangler(name, out / "wrangler.jsonc")
    if name not in WRAPPED:
        return spec
    vars_ = read_jsonc(out / "wrangler.jsonc").get("vars", {})
    wrapper = out / "harness_entry.mjs"
    wrapper.write_text(WRAPPER % {"vars": json.dumps(vars_)})
    return dataclasses.replace(spec, entry=wrapper)


@pytest.fixture(scope="module")
def runtime(harness: Harness, builds: dict[str, Build]) -> Iterator[Runtime]:
    specs = [spec_for(name, builds[name].out) for name in BUILDS if builds[name].code == 0]
    with harness.start(*specs) as rt:
        yield rt


@pytest.fixture
def worker(request: pytest.FixtureRequest, runtime: Runtime) -> Worker:
    w = runtime[request.param]
    w.reset()
    return w


def uses(name: str) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("worker", [name], indirect=True)


def unimplemented(sandbox: str, method: str, args: list[Any]) -> Call:
    return Call(sandbox, method, args, unimplemented=True)


# --------------------------------------------------------------------------------------- scenarios
# minimal.py: /run -> exec of the echo, its result fields as JSON; /file -> write then read the same
# file; anything else -> the hint text.


@uses("minimal")
def test_minimal_run_reports_the_exec_result(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "2 + 2 = 4\n"})
    r = worker.fetch("/run")
    assert (r.status, r.json()) == (
        200,
        {"output": "2 + 2 = 4\n", "error": "", "exitCode": 0, "success": True},
    )
    assert worker.sdk_calls() == [Call("my-sandbox", "exec", ['echo "2 + 2 = $((2 + 2))"'])]


@uses("minimal")
def test_minimal_file_round_trips_and_other_paths_get_the_hint(worker: Worker) -> None:
    r = worker.fetch("/file")
    assert r.json() == {"content": "Hello, Sandbox!"}
    assert worker.sdk_calls() == [
        Call("my-sandbox", "writeFile", ["/workspace/hello.txt", "Hello, Sandbox!", {}]),
        Call("my-sandbox", "readFile", ["/workspace/hello.txt", {}]),
    ]
    assert worker.fetch("/other").text == "Try /run or /file"


# code_interpreter.py: only POST /run; a new python context per request; expression results first
# (text, else html, else json.dumps of the json value), then logs, then the error.


def interpreter_calls(code: str) -> list[Call]:
    context = {
        "id": double_id(1),
        "language": "python",
        "cwd": "/workspace",
        "createdAt": DATE,
        "lastUsed": DATE,
    }
    return [
        Call("default", "createCodeContext", [{"language": "python"}]),
        Call("default", "runCode", [code, {"context": context}]),
    ]


@uses("code_interpreter")
def test_code_interpreter_returns_expression_results(worker: Worker) -> None:
    worker.returns("runCode", {"results": [{"text": "2"}, {"html": "<b>x</b>"}, {"json": {"a": [1, "b"]}}]})
    r = worker.fetch("/run", method="POST", body=json.dumps({"code": "1 + 1"}))
    # json.dumps with Python's separators: ", " and ": "
    assert (r.status, r.json()) == (200, {"output": '2\n<b>x</b>\n{"a": [1, "b"]}'})
    assert worker.sdk_calls() == interpreter_calls("1 + 1")


@uses("code_interpreter")
def test_code_interpreter_falls_back_to_logs_then_error(worker: Worker) -> None:
    worker.returns("runCode", {"logs": {"stdout": ["a", "b"], "stderr": ["warn"]}}, once=True)
    assert worker.fetch("/run", method="POST", body='{"code": "p()"}').json() == {
        "output": "a\nb\nError: warn"
    }
    worker.returns("runCode", {"error": {"name": "NameError", "message": "x", "traceback": []}}, once=True)
    assert worker.fetch("/run", method="POST", body='{"code": "x"}').json() == {
        "output": "Error: NameError: x"
    }
    assert worker.fetch("/run", method="POST", body='{"code": "pass"}').json() == {
        "output": "Code executed successfully"
    }


@uses("code_interpreter")
def test_code_interpreter_validates_and_maps_sdk_errors(worker: Worker) -> None:
    assert (worker.fetch("/run").status, worker.fetch("/x", method="POST").text) == (404, "Not Found")
    for body in ('{"code": ""}', '{"code": 3}', "[1, 2]", '{"input": "x"}'):
        r = worker.fetch("/run", method="POST", body=body)
        assert (r.status, r.json()) == (400, {"error": "Missing code field"}), body
    assert worker.sdk_calls() == []
    worker.raises("runCode", "interpreter crashed")
    r = worker.fetch("/run", method="POST", body='{"code": "1"}')
    assert r.status == 500 and r.uncaught is None
    assert "interpreter crashed" in r.json()["error"]


# notebook_contexts.py: sandbox notebook-NAME; the context of the language is reused or created;
# DELETE deletes every context; an unknown language is a 400 before any SDK call.


@uses("notebook_contexts")
def test_notebook_reuses_the_language_context(worker: Worker) -> None:
    worker.returns(
        "runCode",
        {"logs": {"stdout": ["1\n", "2\n"], "stderr": []}, "results": [{"text": "3"}, {"html": "<p/>"}]},
        once=True,
    )
    first = worker.fetch("/?notebook=nb1", method="POST", body="x = 1")
    second = worker.fetch("/?notebook=nb1", method="POST", body="x + 1")
    assert first.json() == {
        "context": double_id(1),
        "stdout": "1\n2\n",
        "stderr": "",
        "values": ["3"],
        "error": None,
    }
    assert second.json()["context"] == double_id(1)
    context = {
        "id": double_id(1),
        "language": "python",
        "cwd": "/workspace",
        "createdAt": DATE,
        "lastUsed": DATE,
    }
    assert worker.sdk_calls() == [
        Call("notebook-nb1", "listCodeContexts"),
        Call("notebook-nb1", "createCodeContext", [{"language": "python", "cwd": "/workspace"}]),
        Call("notebook-nb1", "runCode", ["x = 1", {"context": context}]),
        Call("notebook-nb1", "listCodeContexts"),
        Call("notebook-nb1", "runCode", ["x + 1", {"context": context}]),
    ]


@uses("notebook_contexts")
def test_notebook_errors_languages_and_delete(worker: Worker) -> None:
    worker.returns(
        "runCode", {"error": {"name": "ZeroDivisionError", "message": "division by zero", "traceback": []}}
    )
    r = worker.fetch("/?language=javascript", method="POST", body="1/0")
    assert r.json()["error"] == {"name": "ZeroDivisionError", "value": "division by zero"}
    assert worker.fetch("/?language=ruby", method="POST", body="1").status == 400
    assert worker.fetch("/?notebook=empty", method="DELETE").json() == {"deleted": 0}
    assert worker.sdk_calls() == [
        Call("notebook-scratch", "listCodeContexts"),
        Call("notebook-scratch", "createCodeContext", [{"language": "javascript", "cwd": "/workspace"}]),
        Call(
            "notebook-scratch",
            "runCode",
            [
                "1/0",
                {
                    "context": {
                        "id": double_id(1),
                        "language": "javascript",
                        "cwd": "/workspace",
                        "createdAt": DATE,
                        "lastUsed": DATE,
                    }
                },
            ],
        ),
        Call("notebook-empty", "listCodeContexts"),
    ]


# preview_urls.py: proxy_to_sandbox first (a localhost request is not a preview URL); POST /start
# starts the server as process "web", waits for port 8000, exposes it (the double has no exposePort).


@uses("preview_urls")
def test_preview_urls_start_waits_then_exposes(worker: Worker) -> None:
    assert worker.fetch("/").status == 404
    assert worker.sdk_calls() == []
    r = worker.fetch("/start", method="POST")
    assert r.status == 500 and r.uncaught is not None and "exposePort" in r.uncaught
    assert worker.sdk_calls() == [
        Call("my-sandbox", "startProcess", ["python -m http.server 8000", {"processId": "web"}]),
        Call("my-sandbox", "Process.waitForPort", ["web", 8000]),
        unimplemented("my-sandbox", "exposePort", [8000, {"hostname": HOST}]),
    ]


# sessions.py: two sessions with their env and cwd (the double has no createSession).


@uses("sessions")
def test_sessions_are_created_with_env_and_cwd(worker: Worker) -> None:
    r = worker.fetch("/")
    assert r.status == 500 and r.uncaught is not None and "createSession" in r.uncaught
    assert worker.sdk_calls() == [
        unimplemented(
            "builds",
            "createSession",
            [
                {
                    "id": "prod",
                    "env": {"NODE_ENV": "production", "API_URL": "https://api.example.com"},
                    "cwd": "/workspace/prod",
                }
            ],
        )
    ]


# background_processes.py: /start (API_KEY from vars), /processes, /logs?id=, /stop?id=, /job.


@uses("background_processes")
def test_background_process_lifecycle(worker: Worker) -> None:
    started = worker.fetch("/start", method="POST")
    assert (started.status, started.json()) == (
        201,
        {"id": "api", "pid": 1000, "command": "node server.js", "status": "running"},
    )
    listed = worker.fetch("/processes").json()
    assert listed == {"running": 1, "processes": [started.json()]}
    assert worker.fetch("/stop", method="POST").status == 204
    env = {"NODE_ENV": "production", "PORT": "8080", "API_KEY": "dev-key"}
    assert worker.sdk_calls() == [
        Call(
            "my-sandbox",
            "startProcess",
            ["node server.js", {"processId": "api", "cwd": "/workspace/api", "env": env}],
        ),
        Call("my-sandbox", "Process.waitForPort", ["api", 8080]),
        Call("my-sandbox", "listProcesses"),
        Call("my-sandbox", "killProcess", ["api", "SIGTERM"]),
    ]


@uses("background_processes")
def test_background_process_logs_and_jobs(worker: Worker) -> None:
    assert worker.fetch("/logs").status == 400
    worker.returns("getProcessLogs", {"stdout": "ready\nlistening on 8080\n", "stderr": ""})
    # str.splitlines(): no empty last line, and "" has no lines at all
    assert worker.fetch("/logs?id=api").json() == {"stdout": ["ready", "listening on 8080"], "stderr": []}
    job = worker.fetch("/job", method="POST")
    assert job.json() == {"exitCode": 0, "output": ""}
    assert worker.fetch("/nope").status == 404
    assert worker.sdk_calls() == [
        Call("my-sandbox", "getProcessLogs", ["api"]),
        # no keyword arguments: no options object
        Call("my-sandbox", "startProcess", ["python3 /workspace/job.py"]),
        Call("my-sandbox", "Process.waitForExit", [double_id(1), 60000]),
        Call("my-sandbox", "Process.getLogs", [double_id(1)]),
    ]


# process_log_stream.py: a blank ?process= is a 400; without one a dev server is started and its logs
# streamed (the double has no streamProcessLogs).


@uses("process_log_stream")
def test_process_log_stream(worker: Worker) -> None:
    assert worker.fetch("/?process=%20%20").status == 400
    assert worker.sdk_calls() == []
    r = worker.fetch("/")
    assert r.status == 500 and r.uncaught is not None and "streamProcessLogs" in r.uncaught
    assert worker.sdk_calls() == [
        Call("log-demo", "startProcess", ["npm run dev", {"cwd": "/workspace/app"}]),
        unimplemented("log-demo", "streamProcessLogs", [double_id(1)]),
    ]


# env_vars.py: sandbox-wide vars from the worker's vars first (the double has no setEnvVars).


@uses("env_vars")
def test_env_vars_are_set_sandbox_wide_first(worker: Worker) -> None:
    r = worker.fetch("/", headers={"X-Debug": "1"})
    assert r.status == 500 and r.uncaught is not None and "setEnvVars" in r.uncaught
    assert worker.sdk_calls() == [
        unimplemented(
            "env-demo",
            "setEnvVars",
            [{"OPENAI_API_KEY": "sk-test", "DATABASE_URL": "postgres://db.internal/app"}],
        )
    ]


# git_build_test.py: ?repo=https://... required; a new ci-<uuid> sandbox; install, build, test in the
# checkout, stopping after the first failure; 200 when all three pass, else 422; 502 if the clone fails.


def ci_calls(worker: Worker) -> tuple[str, list[Call]]:
    calls = worker.sdk_calls()
    sandbox = calls[0].sandbox
    assert re.fullmatch(r"ci-[0-9a-f-]{36}", sandbox)
    return sandbox, calls


@uses("git_build_test")
def test_git_workflow_runs_every_step(worker: Worker) -> None:
    repo = "https://github.com/acme/app"
    r = worker.fetch(f"/?repo={repo}&branch=dev")
    steps = [{"step": s, "exitCode": 0, "durationMs": 0, "output": ""} for s in ("install", "build", "test")]
    assert (r.status, r.json()) == (200, {"branch": "dev", "passed": True, "steps": steps})
    sandbox, calls = ci_calls(worker)
    options = {"cwd": "/workspace/repo", "timeout": 300000}
    assert calls == [
        Call(sandbox, "gitCheckout", [repo, {"branch": "dev", "targetDir": "/workspace/repo", "depth": 1}]),
        Call(sandbox, "exec", ["npm ci", options]),
        Call(sandbox, "exec", ["npm run build", options]),
        Call(sandbox, "exec", ["npm test", options]),
    ]


@uses("git_build_test")
def test_git_workflow_stops_at_the_first_failure(worker: Worker) -> None:
    worker.returns("exec", {}, once=True)
    worker.returns(
        "exec",
        {
            "exitCode": 2,
            "success": False,
            "stdout": "".join(f"{i}\n" for i in range(30)),
            "stderr": "tsc: 1 error\n",
        },
        once=True,
    )
    r = worker.fetch("/?repo=https://github.com/acme/app")
    body = r.json()
    assert r.status == 422 and body["passed"] is False and body["branch"] == "main"
    assert [s["step"] for s in body["steps"]] == ["install", "build"]
    # the last 20 lines of stdout + stderr
    assert body["steps"][1]["output"] == "\n".join([*(str(i) for i in range(11, 30)), "tsc: 1 error"])
    assert [c.method for c in ci_calls(worker)[1]] == ["gitCheckout", "exec", "exec"]


@uses("git_build_test")
def test_git_workflow_rejects_bad_repos_and_failed_clones(worker: Worker) -> None:
    assert worker.fetch("/").status == 400
    assert worker.fetch("/?repo=git@github.com:acme/app").status == 400
    assert worker.sdk_calls() == []
    worker.returns("gitCheckout", {"success": False})
    r = worker.fetch("/?repo=https://example.com/x.git")
    assert (r.status, r.json()) == (502, {"error": "clone of https://example.com/x.git failed"})
    assert [c.method for c in worker.sdk_calls()] == ["gitCheckout"]


# scheduled_cleanup.py: the pool is the non-blank names of SANDBOX_POOL ("pool-1, pool-2,,"); each
# run kills running processes older than an hour (by the schedule's time) and clears /tmp.


@uses("scheduled_cleanup")
def test_scheduled_cleanup_fetch_reports_the_pool(worker: Worker) -> None:
    assert worker.fetch("/").json() == {"pool": ["pool-1", "pool-2"], "maxAgeMinutes": 60}
    assert worker.sdk_calls() == []


@uses("scheduled_cleanup")
def test_scheduled_cleanup_kills_only_stale_running_processes(worker: Worker) -> None:
    processes = [
        {"id": "stale", "command": "sleep 1d", "status": "running", "startTime": "2026-01-01T00:00:00.000Z"},
        {
            "id": "fresh",
            "command": "npm run dev",
            "status": "running",
            "startTime": "2026-01-01T01:30:00.000Z",
        },
        {"id": "done", "command": "make", "status": "completed", "startTime": "2026-01-01T00:00:00.000Z"},
    ]
    worker.returns("listProcesses", processes, once=True, merge=False)
    worker.returns("listProcesses", [], once=True, merge=False)
    now = 1767232800000  # 2026-01-01T02:00:00Z
    r = worker.fetch(f"/__scheduled?cron=0%20*%20*%20*%20*&time={now}")
    assert (r.status, r.uncaught) == (200, None)
    cleanup = "find /tmp -mindepth 1 -mmin +60 -delete"
    assert worker.sdk_calls() == [
        Call("pool-1", "listProcesses"),
        Call("pool-1", "killProcess", ["stale"]),
        Call("pool-1", "exec", [cleanup]),
        Call("pool-2", "listProcesses"),
        Call("pool-2", "exec", [cleanup]),
    ]


# queue_consumer.py: each message is checked out in lint-<message id> and linted; ack on success;
# on an error, retry after 30 s unless it was the third attempt (then ack).


@uses("queue_consumer")
def test_queue_consumer_acks_and_retries(worker: Worker) -> None:
    worker.returns("gitCheckout", {}, once=True)
    worker.raises("gitCheckout", "clone failed", once=True)
    worker.raises("gitCheckout", "clone failed", once=True)
    messages = [
        {"id": "m1", "body": {"repo": "https://github.com/a/one", "branch": "main"}, "attempts": 1},
        {"id": "m2", "body": {"repo": "https://github.com/a/two", "branch": "dev"}, "attempts": 1},
        {"id": "m3", "body": {"repo": "https://github.com/a/three", "branch": "main"}, "attempts": 3},
    ]
    r = worker.fetch("/__queue", method="POST", body=json.dumps({"queue": "lint-jobs", "messages": messages}))
    assert r.json() == [["ack", "m1"], ["retry", "m2", {"delaySeconds": 30}], ["ack", "m3"]]
    checkout = {"targetDir": "/workspace/repo", "depth": 1}
    assert worker.sdk_calls() == [
        Call("lint-m1", "gitCheckout", ["https://github.com/a/one", {"branch": "main", **checkout}]),
        Call("lint-m1", "exec", ["npx eslint . --format compact", {"cwd": "/workspace/repo"}]),
        Call("lint-m2", "gitCheckout", ["https://github.com/a/two", {"branch": "dev", **checkout}]),
        Call("lint-m3", "gitCheckout", ["https://github.com/a/three", {"branch": "main", **checkout}]),
    ]


# task_runner.py: no ?task lists the sorted task names; an unknown name (even "constructor") is a
# 400 with its repr; a known one runs its table command; a failed command is a 500.


@uses("task_runner")
def test_task_runner_allow_list(worker: Worker) -> None:
    allowed = ["build", "lint", "test", "typecheck"]
    assert worker.fetch("/").json() == {"tasks": allowed}
    for task, shown in (
        ("deploy", "'deploy'"),
        ("constructor", "'constructor'"),
        ("rm -rf /", "'rm -rf /'"),
        ("it's", '"it\'s"'),
    ):
        r = worker.fetch(f"/?task={task.replace(' ', '%20')}")
        assert (r.status, r.json()) == (400, {"error": f"unknown task {shown}", "allowed": allowed}), task
    assert worker.sdk_calls() == []


@uses("task_runner")
def test_task_runner_runs_the_table_command(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "...\n"}, once=True)
    worker.returns("exec", {"exitCode": 1, "success": False}, once=True)
    ok = worker.fetch("/?task=test")
    failed = worker.fetch("/?task=lint")
    assert (ok.status, ok.json()) == (
        200,
        {"task": "test", "command": "npm test -- --reporter=dot", "exitCode": 0, "stdout": "...\n"},
    )
    assert (failed.status, failed.json()["exitCode"]) == (500, 1)
    options = {"cwd": "/workspace/project", "timeout": 120000}
    assert worker.sdk_calls() == [
        Call("project", "exec", ["npm test -- --reporter=dot", options]),
        Call("project", "exec", ["npx eslint .", options]),
    ]


# dataclass_models.py: POST a job; JobRequest.from_json validates (ValueError -> 400 with its text);
# commands run in job-NAME with the job's cwd and env until one fails; 200 if all passed, else 422.


@uses("dataclass_models")
def test_dataclass_job_runs_until_a_command_fails(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "built\n"}, once=True)
    worker.returns("exec", {"exitCode": 3, "success": False, "stdout": ""}, once=True)
    job = {
        "name": "site",
        "commands": ["make", "make test", "make deploy"],
        "cwd": "/workspace/site",
        "env": {"CI": "1"},
    }
    r = worker.fetch("/", method="POST", body=json.dumps(job))
    assert (r.status, r.json()) == (
        422,
        {
            "name": "site",
            "ok": False,
            "results": [
                {"command": "make", "exitCode": 0, "stdout": "built\n"},
                {"command": "make test", "exitCode": 3, "stdout": ""},
            ],
        },
    )
    options = {"cwd": "/workspace/site", "env": {"CI": "1"}}
    assert worker.sdk_calls() == [
        Call("job-site", "exec", ["make", options]),
        Call("job-site", "exec", ["make test", options]),
    ]


@uses("dataclass_models")
def test_dataclass_job_validation_and_defaults(worker: Worker) -> None:
    assert worker.fetch("/").status == 405
    r = worker.fetch("/", method="POST", body='{"name": "x", "commands": "make"}')
    assert (r.status, r.json()) == (400, {"error": "name (string) and commands (list) are required"})
    assert worker.sdk_calls() == []
    r = worker.fetch("/", method="POST", body='{"name": "x", "commands": ["ls"]}')
    assert (r.status, r.json()) == (
        200,
        {"name": "x", "ok": True, "results": [{"command": "ls", "exitCode": 0, "stdout": ""}]},
    )
    assert worker.sdk_calls() == [Call("job-x", "exec", ["ls", {"cwd": "/workspace", "env": {}}])]
