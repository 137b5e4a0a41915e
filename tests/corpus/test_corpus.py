"""The corpus: realistic workers written from the Sandbox SDK docs and examples, as a Python developer
writes them (tests/corpus/NAME.py, or tests/corpus/NAME/worker.py and its own modules for a worker of
several modules; each names its source at the top; README "A corpus of real workers").

Every worker is `mypy --strict` clean. Each is built with `sandbox-py build` (the CLI's own code path):
- a worker that builds: every module it emits passes `node --check`, its worker.js (and the modules it
  imports) passes `tsc --checkJs` against the pinned SDK, and it runs in ONE harness runtime with the
  other corpus workers, with its vars from its wrangler.jsonc, scenario requests, cron triggers and
  queue batches whose expectations come from reading the Python;
- a worker the build refuses: its exact error lines are pinned in REFUSED, so a transpiler change that
  makes it build (or refuses it differently) fails here and the entry is moved or updated.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import dataclasses
import io
import json
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator import ROOT, toolchain
from generator.cli import main as sandbox_py
from generator.harness import Call, Harness, QueueResult, Runtime, ScheduledResult, Worker, WorkerSpec

CORPUS = Path(__file__).parent
#: Workers of one module: tests/corpus/NAME.py.
SINGLE = sorted(p.stem for p in CORPUS.glob("*.py") if not p.name.startswith(("test_", "conftest")))
#: Workers of several modules: tests/corpus/NAME/worker.py beside its own modules (and packages).
FOLDERS = sorted(p.parent.name for p in CORPUS.glob("*/worker.py"))
WORKERS = sorted([*SINGLE, *FOLDERS])


def source(name: str) -> str:
    """The worker's entry, relative to ROOT, as the build is given it (and names it in error lines)."""
    return f"tests/corpus/{name}/worker.py" if name in FOLDERS else f"tests/corpus/{name}.py"


#: Workers that build as written.
BUILDS = (
    "background_processes",
    "build_matrix",
    "code_interpreter",
    "dataclass_models",
    "dev_server",
    "disk_usage",
    "env_vars",
    "error_handling",
    "file_operations",
    "file_transfer",
    "git_build_test",
    "job_api",
    "json_api",
    "minimal",
    "multi_tenant_shell",
    "nightly_report",
    "notebook_contexts",
    "parallel_sessions",
    "preview_urls",
    "process_log_stream",
    "queue_consumer",
    "release_stages",
    "retry_exec",
    "router",
    "scheduled_cleanup",
    "sessions",
    "snippet_store",
    "sse_generator",
    "stream_exec_sse",
    "task_runner",
    "text_tools",
    "visit_stats",
    "webhook_deploy",
    "workspace_manager",
)

#: Workers the build refuses, with every error line `sandbox-py build` prints (paths relative to ROOT).
REFUSED: dict[str, list[str]] = {
    "backups": [
        'tests/corpus/backups.py:43:34: error: Argument 1 to "restore_backup" of "Sandbox": its field "local_bucket" is "local_bucket" in JavaScript, the SDK reads "localBucket", so the SDK would not see it; pass the SDK\'s own object',
    ],
}

#: tsc errors in what the transpiler emits for a corpus worker (transpiler bugs, reported; each is
#: checked to still be there, so a fix fails here and the entry goes): (file(line,col), code, text).
KNOWN_TSC_ERRORS: list[tuple[str, str, str]] = []

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
                code = sandbox_py(["build", source(name), "-o", str(out_root / name)])
            lines = [line for line in err.getvalue().splitlines() if ": error: " in line]
            done[name] = Build(code, lines, out_root / name)
    finally:
        os.chdir(cwd)
    return done


def test_the_corpus_has_at_least_twenty_workers_each_classified() -> None:
    assert len(WORKERS) >= 20
    assert sorted([*BUILDS, *REFUSED]) == WORKERS


def test_every_worker_is_mypy_strict_clean() -> None:
    """One mypy run for the workers of one module, one per worker of several modules (each has its own
    `worker` and `helpers` modules, which one run would see as duplicates)."""
    from mypy import api

    runs = [[str(CORPUS / f"{name}.py") for name in SINGLE]]
    runs += [[str(CORPUS / name / "worker.py")] for name in FOLDERS]
    failures = {}
    for files in runs:
        stdout, stderr, code = api.run(["--strict", "--no-error-summary", *files])
        if (stdout, code) != ("", 0):
            failures[files[0]] = stdout + stderr
    assert failures == {}


@pytest.mark.parametrize("name", BUILDS)
def test_builds_as_written(name: str, builds: dict[str, Build]) -> None:
    assert (builds[name].code, builds[name].errors) == (0, [])


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refusal_is_exactly_as_recorded(name: str, builds: dict[str, Build]) -> None:
    assert builds[name].code == 1
    assert builds[name].errors == REFUSED[name]


def emitted_js(build: Build) -> list[Path]:
    """Every ES module the build wrote: worker.js, the worker's own modules, $errors.js."""
    return sorted(build.out.rglob("*.js"))


def test_built_workers_parse_as_es_modules(builds: dict[str, Build], tmp_path: Path) -> None:
    failures = {}
    for name in BUILDS:
        for js in emitted_js(builds[name]):
            # .mjs: a .js outside a "type": "module" package is not checked as ESM
            copy = tmp_path / name / js.relative_to(builds[name].out).with_suffix(".mjs")
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(js.read_text())
            done = toolchain.node("--check", str(copy), check=False)
            if done.returncode != 0:
                failures[f"{name}/{js.name}"] = done.stderr
    assert failures == {}


def test_workers_of_several_modules_emit_one_module_each(builds: dict[str, Build]) -> None:
    for name in FOLDERS:
        if name not in BUILDS:
            continue
        folder = CORPUS / name
        modules = {p.relative_to(folder).with_suffix(".js").as_posix() for p in folder.rglob("*.py")}
        modules = {m for m in modules if not m.endswith("__init__.js")}
        if (folder / "__init__.py").exists():
            # the folder is a package (relative imports from worker.py): its modules are NAME/...,
            # beside the entry's worker.js
            modules = {m if m == "worker.js" else f"{name}/{m}" for m in modules}
        emitted = {p.relative_to(builds[name].out).as_posix() for p in emitted_js(builds[name])}
        assert modules <= emitted, name


def test_built_workers_type_check_against_the_sdk(builds: dict[str, Build]) -> None:
    """One tsc run over every built worker: each is copied to its own folder (its modules beside it)."""
    with tempfile.TemporaryDirectory(prefix="sandbox-py-corpus-tsc-") as scratch:
        work = Path(scratch)
        os.symlink(toolchain.ensure(quiet=True), work / "node_modules")
        files = []
        for name in BUILDS:
            for js in emitted_js(builds[name]):
                target = work / name / js.relative_to(builds[name].out)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(js.read_text())
                files.append(target.relative_to(work).as_posix())
        (work / "broken_control.js").write_text(
            (builds["minimal"].out / "worker.js").read_text().replace('"/workspace/hello.txt"', "42", 1)
        )
        tsc = work / "node_modules" / "typescript" / "bin" / "tsc"
        done = toolchain.node(str(tsc), *TSC_FLAGS, *files, "broken_control.js", cwd=work, check=False)
    errors = [line for line in done.stdout.splitlines() if re.match(r"^\S+\(\d+,\d+\): error", line)]
    known = [
        e
        for e in errors
        if any(
            e.startswith(f"{where}: error {code}:") and text in e for where, code, text in KNOWN_TSC_ERRORS
        )
    ]
    assert len(known) == len(KNOWN_TSC_ERRORS), "a known tsc error is gone: drop it from KNOWN_TSC_ERRORS"
    assert [e for e in errors if not e.startswith("broken_control.js") and e not in known] == []
    assert any(e.startswith("broken_control.js") for e in errors), "the tsc check is vacuous"


# ------------------------------------------------------------------------------------------ runtime


@pytest.fixture(scope="module")
def runtime(harness: Harness, builds: dict[str, Build]) -> Iterator[Runtime]:
    specs = [
        WorkerSpec.from_wrangler(name, builds[name].out / "wrangler.jsonc")
        for name in BUILDS
        if builds[name].code == 0
    ]
    with harness.start(*specs) as rt:
        yield rt


@pytest.fixture
def worker(request: pytest.FixtureRequest, runtime: Runtime) -> Worker:
    w = runtime[request.param]
    w.reset()
    return w


def uses(name: str) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("worker", [name], indirect=True)


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


# preview_urls.py: proxy_to_sandbox first (a request to the worker's own host is not a preview URL);
# POST /start starts the server as process "web", waits for port 8000, exposes it on the request's
# hostname and answers the preview URL, which then reaches the server through proxy_to_sandbox.


@uses("preview_urls")
def test_preview_urls_start_waits_then_exposes(worker: Worker) -> None:
    assert worker.fetch("/").status == 404
    assert worker.sdk_calls() == []
    r = worker.fetch("/start", method="POST")
    assert r.status == 200
    url = r.json()["url"]
    # https://<port>-<sandbox>-<token>.<hostname>/, the hostname being the request's own
    match = re.fullmatch(rf"https://8000-my-sandbox-([a-z0-9]+)\.{re.escape(HOST)}/", url)
    assert match is not None, url
    assert r.json() == {"url": url, "process": "web"}
    assert worker.sdk_calls() == [
        Call("my-sandbox", "startProcess", ["python -m http.server 8000", {"processId": "web"}]),
        Call("my-sandbox", "Process.waitForPort", ["web", 8000]),
        Call("my-sandbox", "exposePort", [8000, {"hostname": HOST}]),
    ]
    state = worker.sandbox_state("my-sandbox")
    assert state is not None and state["processes"]["web"]["status"] == "running"


@uses("preview_urls")
def test_preview_url_is_proxied_to_the_server(worker: Worker) -> None:
    url = worker.fetch("/start", method="POST").json()["url"]
    worker.serves(8000, "<h1>Directory listing</h1>", headers={"Content-Type": "text/html"})
    page = worker.fetch(url + "index.html?x=1")
    assert (page.status, page.text, page.content_type) == (200, "<h1>Directory listing</h1>", "text/html")
    token = re.search(r"8000-my-sandbox-([a-z0-9]+)\.", url)
    assert token is not None
    assert worker.sdk_calls()[-1] == Call(
        "my-sandbox", "fetch", ["GET /index.html?x=1", {"port": 8000, "token": token.group(1)}]
    )
    # a port nobody exposed: proxy_to_sandbox passes it to the double, which refuses the token
    other = url.replace("8000-", "8001-", 1)
    assert worker.fetch(other).status == 404


# sessions.py: two sessions with their own env and cwd in the sandbox "builds", then the build in
# each, through the session: prod first.


@uses("sessions")
def test_sessions_are_created_with_env_and_cwd(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "built for production\n"}, once=True)
    worker.returns("exec", {"exitCode": 1, "success": False, "stdout": "test build failed\n"}, once=True)
    r = worker.fetch("/")
    assert (r.status, r.json()) == (
        200,
        {
            "prod": {"exitCode": 0, "stdout": "built for production\n"},
            "test": {"exitCode": 1, "stdout": "test build failed\n"},
        },
    )
    prod_env = {"NODE_ENV": "production", "API_URL": "https://api.example.com"}
    test_env = {"NODE_ENV": "test", "API_URL": "http://localhost:3000"}
    assert worker.sdk_calls() == [
        Call("builds", "createSession", [{"id": "prod", "env": prod_env, "cwd": "/workspace/prod"}]),
        Call("builds", "createSession", [{"id": "test", "env": test_env, "cwd": "/workspace/test"}]),
        Call("builds", "exec", ["npm run build"], session="prod"),
        Call("builds", "exec", ["npm run build"], session="test"),
    ]
    state = worker.sandbox_state("builds")
    assert state is not None
    assert {k: v for k, v in state["sessions"].items() if k in ("prod", "test")} == {
        "prod": {"env": prod_env, "cwd": "/workspace/prod"},
        "test": {"env": test_env, "cwd": "/workspace/test"},
    }


@uses("sessions")
def test_sessions_a_second_request_finds_them_taken(worker: Worker) -> None:
    assert worker.fetch("/").status == 200
    # the sessions outlive the request: creating "prod" again is the SDK's SessionAlreadyExistsError,
    # which the worker does not catch
    again = worker.fetch("/")
    assert again.status == 500 and again.uncaught is not None
    assert "already exists" in again.uncaught
    assert [c.method for c in worker.sdk_calls()][-1:] == ["createSession"]


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
    worker.fetch("/start", method="POST")
    worker.update_process("api", sandbox="my-sandbox", stdout="ready\nlistening on 8080\n")
    # str.splitlines(): no empty last line, and "" has no lines at all
    assert worker.fetch("/logs?id=api").json() == {"stdout": ["ready", "listening on 8080"], "stderr": []}
    job = worker.fetch("/job", method="POST")
    assert job.json() == {"exitCode": 0, "output": ""}
    assert worker.fetch("/nope").status == 404
    assert worker.sdk_calls()[2:] == [  # after /start's startProcess and waitForPort
        Call("my-sandbox", "getProcessLogs", ["api"]),
        # no keyword arguments: no options object
        Call("my-sandbox", "startProcess", ["python3 /workspace/job.py"]),
        Call("my-sandbox", "Process.waitForExit", [double_id(1), 60000]),
        Call("my-sandbox", "Process.getLogs", [double_id(1)]),
    ]


# process_log_stream.py: a blank ?process= is a 400; without one a dev server is started (no id: the
# SDK's) and its logs are streamed as they are, text/event-stream; with one, that process's logs.


def sse_events(body: str) -> list[dict[str, object]]:
    return [
        json.loads(line.removeprefix("data: ")) for line in body.splitlines() if line.startswith("data: ")
    ]


@uses("process_log_stream")
def test_process_log_stream_starts_a_server_and_streams_it(worker: Worker) -> None:
    assert worker.fetch("/?process=%20%20").status == 400
    assert worker.sdk_calls() == []
    worker.returns("startProcess", {"stdout": "compiled\nlistening on 5173\n"})
    r = worker.fetch("/")
    assert (r.status, r.headers["content-type"], r.headers["cache-control"]) == (
        200,
        "text/event-stream",
        "no-cache",
    )
    pid = double_id(1)
    events = sse_events(r.text)
    assert [(e["type"], e["data"], e["processId"]) for e in events] == [
        ("stdout", "compiled\n", pid),
        ("stdout", "listening on 5173\n", pid),
    ]
    assert worker.sdk_calls() == [
        Call("log-demo", "startProcess", ["npm run dev", {"cwd": "/workspace/app"}]),
        Call("log-demo", "streamProcessLogs", [pid]),
    ]


@uses("process_log_stream")
def test_process_log_stream_of_a_given_process(worker: Worker) -> None:
    worker.fetch("/")
    pid = double_id(1)
    worker.update_process(pid, sandbox="log-demo", stderr="boom\n", status="failed", exit_code=2)
    r = worker.fetch(f"/?process={pid}")
    assert [(e["type"], e.get("exitCode")) for e in sse_events(r.text)] == [("stderr", None), ("exit", 2)]
    assert worker.sdk_calls()[-1] == Call("log-demo", "streamProcessLogs", [pid])
    # an unknown id: the SDK's ProcessNotFoundError, not caught by the worker
    missing = worker.fetch("/?process=nope")
    assert missing.status == 500 and missing.uncaught is not None and "nope" in missing.uncaught


# env_vars.py: the worker's vars (env_vars.wrangler.jsonc) set sandbox-wide first, then the report
# runs with NODE_ENV and DEBUG (the X-Debug header, None without it) merged over them.


@uses("env_vars")
def test_env_vars_are_set_sandbox_wide_first(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "ok\n"})
    r = worker.fetch("/", headers={"X-Debug": "1"})
    assert (r.status, r.json()) == (200, {"exitCode": 0, "report": "ok\n"})
    sandbox_wide = {"OPENAI_API_KEY": "sk-test", "DATABASE_URL": "postgres://db.internal/app"}
    assert worker.sdk_calls() == [
        Call("env-demo", "setEnvVars", [sandbox_wide]),
        Call(
            "env-demo",
            "exec",
            [
                "node scripts/report.js",
                {"env": {"NODE_ENV": "production", "DEBUG": "1"}, "cwd": "/workspace"},
            ],
        ),
    ]
    state = worker.sandbox_state("env-demo")
    assert state is not None and state["env"] == sandbox_wide


@uses("env_vars")
def test_env_vars_without_the_debug_header(worker: Worker) -> None:
    worker.fetch("/")
    # None crosses to the SDK as null
    assert worker.sdk_calls()[-1].args[1]["env"] == {"NODE_ENV": "production", "DEBUG": None}


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
def test_scheduled_cleanup_clears_tmp_in_every_pool_sandbox(worker: Worker) -> None:
    processes = [
        # started 30 minutes before the schedule's time: not stale
        {
            "id": "fresh",
            "command": "npm run dev",
            "status": "running",
            "startTime": "2026-01-01T01:30:00.000Z",
        },
        # old, but no longer running
        {"id": "done", "command": "make", "status": "completed", "startTime": "2026-01-01T00:00:00.000Z"},
    ]
    worker.returns("listProcesses", processes, once=True, merge=False)
    worker.returns("listProcesses", [], once=True, merge=False)
    now = 1767232800000  # 2026-01-01T02:00:00Z
    result = worker.scheduled(cron="0 * * * *", scheduled_time=now)
    assert result == ScheduledResult("ok", False, [])
    cleanup = "find /tmp -mindepth 1 -mmin +60 -delete"
    assert worker.sdk_calls() == [
        Call("pool-1", "listProcesses"),
        Call("pool-1", "exec", [cleanup]),
        Call("pool-2", "listProcesses"),
        Call("pool-2", "exec", [cleanup]),
    ]


@uses("scheduled_cleanup")
def test_scheduled_cleanup_kills_only_stale_running_processes(worker: Worker) -> None:
    processes = [
        {
            "id": "fresh",
            "command": "npm run dev",
            "status": "running",
            "startTime": "2026-01-01T01:30:00.000Z",
        },
        {"id": "stale", "command": "sleep 1d", "status": "running", "startTime": "2026-01-01T00:00:00.000Z"},
    ]
    worker.returns("listProcesses", processes, once=True, merge=False)
    result = worker.scheduled(cron="0 * * * *", scheduled_time=1767232800000)
    # Only "stale" is killed. The double holds no process a planned listProcesses made up, so its
    # killProcess answers the SDK's ProcessNotFoundError, which the handler does not catch: the run
    # fails there, before /tmp is cleared and before pool-2.
    assert worker.sdk_calls() == [Call("pool-1", "listProcesses"), Call("pool-1", "killProcess", ["stale"])]
    assert result.outcome == "exception"
    assert len(result.errors) == 1 and "ProcessNotFoundError: Process not found: stale" in result.errors[0]


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
    result = worker.queue(messages, queue="lint-jobs")
    assert result == QueueResult("ok", False, False, ["m1", "m3"], ["m2"], [])
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


# error_handling.py: no ?path= is our BadRequest (400); `wc -l` of the path in "errors"; a non-zero
# exit is a 422 with stderr; ContainerUnavailableError is a 503 with Retry-After; any other SDK error
# answers its own message, code, suggestion and HTTP status; any other error is a 500.


@uses("error_handling")
def test_error_handling_counts_lines_and_reports_failures(worker: Worker) -> None:
    r = worker.fetch("/")
    assert (r.status, r.json()) == (400, {"error": "?path= is required"})
    assert worker.sdk_calls() == []
    worker.returns("exec", {"stdout": "12 notes.txt\n"}, once=True)
    r = worker.fetch("/?path=notes.txt")
    assert (r.status, r.json()) == (200, {"path": "notes.txt", "lines": 12})
    worker.returns(
        "exec", {"exitCode": 1, "success": False, "stderr": "wc: my file: No such file\n"}, once=True
    )
    r = worker.fetch("/?path=my%20file")
    assert (r.status, r.json()) == (422, {"error": "wc: my file: No such file", "exitCode": 1})
    assert worker.sdk_calls() == [
        Call("errors", "exec", ["wc -l notes.txt", {"cwd": "/workspace"}]),
        # shell_quote: a path with a space is one ANSI-C quoted word
        Call("errors", "exec", ["wc -l $'my file'", {"cwd": "/workspace"}]),
    ]


@uses("error_handling")
def test_error_handling_maps_sdk_errors(worker: Worker) -> None:
    worker.raises("exec", "ContainerUnavailableError", retry_after_ms=500, once=True)
    r = worker.fetch("/?path=a.txt")
    assert (r.status, r.json(), r.headers["retry-after"]) == (
        503,
        {"error": "sandbox is starting, retry shortly"},
        "5",
    )
    worker.raises("exec", "socket closed", once=True)
    r = worker.fetch("/?path=a.txt")
    assert (r.status, r.json()) == (500, {"error": "socket closed"})
    # no output: "".split()[0] is an IndexError, caught by the handler's `except Exception`
    r = worker.fetch("/?path=a.txt")
    assert (r.status, r.uncaught, r.json()) == (500, None, {"error": "list index out of range"})


@uses("error_handling")
def test_error_handling_answers_the_sdk_errors_own_status_and_code(worker: Worker) -> None:
    worker.raises("exec", "CommandNotFoundError", "wc: command not found", once=True)
    r = worker.fetch("/?path=a.txt")
    # SandboxError: its message and code, and http_status as the response's status
    assert r.status == 404
    assert (r.json()["error"], r.json()["code"]) == ("wc: command not found", "COMMAND_NOT_FOUND")


@uses("error_handling")
def test_error_handling_an_sdk_error_without_a_suggestion_answers_null(worker: Worker) -> None:
    worker.raises("exec", "CommandNotFoundError", "wc: command not found", once=True)
    r = worker.fetch("/?path=a.txt")
    assert (r.status, r.json()) == (
        404,
        {"error": "wc: command not found", "code": "COMMAND_NOT_FOUND", "suggestion": None},
    )


# file_operations.py (sandbox "files-demo", under /workspace/project): /init makes the skeleton and a
# package.json (json.dumps indent=2) and lists what it created, sorted; /ls lists files, folders and
# the bytes of the files; ?name= reads, DELETE ?name= deletes (404 if missing); no name or one with
# a ".." segment is a 400.

PROJECT = "/workspace/project"
PACKAGE_JSON = '{\n  "name": "project",\n  "version": "1.0.0",\n  "main": "src/index.js"\n}'


@uses("file_operations")
def test_file_operations_init_and_list(worker: Worker) -> None:
    r = worker.fetch("/init")
    assert (r.status, r.json()) == (200, {"created": ["README.md", "package.json", "src/index.js"]})
    assert worker.sdk_calls() == [
        Call("files-demo", "mkdir", [f"{PROJECT}/src", {"recursive": True}]),
        Call("files-demo", "writeFile", [f"{PROJECT}/src/index.js", "console.log('hello');\n", {}]),
        Call("files-demo", "writeFile", [f"{PROJECT}/README.md", "# Project\n", {}]),
        Call("files-demo", "writeFile", [f"{PROJECT}/package.json", PACKAGE_JSON, {}]),
    ]
    listing = worker.fetch("/ls").json()
    assert sorted(listing["files"]) == ["README.md", "package.json", "src/index.js"]
    assert listing["dirs"] == ["src"]
    # the folder counts 0 bytes
    assert listing["bytes"] == len("console.log('hello');\n") + len("# Project\n") + len(PACKAGE_JSON)
    assert worker.sdk_calls()[-1] == Call("files-demo", "listFiles", [PROJECT, {"recursive": True}])


@uses("file_operations")
def test_file_operations_read_delete_and_names(worker: Worker) -> None:
    worker.fetch("/init")
    r = worker.fetch("/?name=README.md")
    assert (r.status, r.text, r.content_type) == (200, "# Project\n", "text/plain; charset=utf-8")
    for bad in ("/", "/?name=../etc/passwd", "/?name=src/../../x"):
        r = worker.fetch(bad)
        assert (r.status, r.json()) == (400, {"error": "a relative ?name= is required"}), bad
    assert worker.fetch("/?name=nope.txt", method="DELETE").json() == {"error": "nope.txt not found"}
    r = worker.fetch("/?name=README.md", method="DELETE")
    assert (r.status, r.json()) == (200, {"deleted": "README.md"})
    assert worker.sdk_calls()[-4:] == [
        Call("files-demo", "readFile", [f"{PROJECT}/README.md", {}]),
        Call("files-demo", "exists", [f"{PROJECT}/nope.txt"]),
        Call("files-demo", "exists", [f"{PROJECT}/README.md"]),
        Call("files-demo", "deleteFile", [f"{PROJECT}/README.md"]),
    ]
    # reading a deleted file: the SDK's FileNotFoundError, which the worker does not catch
    assert worker.fetch("/?name=README.md").status == 500


# stream_exec_sse.py (sandbox "stream-demo"): /stream passes execStream's SSE through; /collect
# reads it with parse_sse_stream: stdout and stderr joined, the exit code of "complete", a 502 with
# the error of an "error" event; anything else is a 404 with a hint.


@uses("stream_exec_sse")
def test_stream_exec_passes_the_events_through(worker: Worker) -> None:
    worker.returns("execStream", {"stdout": "building\n", "stderr": "warning\n", "exitCode": 0})
    r = worker.fetch("/stream")
    assert (r.status, r.headers["content-type"], r.headers["cache-control"]) == (
        200,
        "text/event-stream",
        "no-cache",
    )
    events = sse_events(r.text)
    assert [e["type"] for e in events] == ["start", "stdout", "stderr", "complete"]
    assert worker.sdk_calls() == [
        Call("stream-demo", "execStream", ["npm run build", {"cwd": "/workspace/app"}])
    ]
    assert worker.fetch("/other").text == "Try /stream or /collect"


@uses("stream_exec_sse")
def test_stream_exec_collects_in_the_worker(worker: Worker) -> None:
    worker.returns("execStream", {"stdout": "step 1\n", "stderr": "warn\n", "exitCode": 3}, once=True)
    r = worker.fetch("/collect")
    assert (r.status, r.json()) == (200, {"stdout": "step 1\n", "stderr": "warn\n", "exitCode": 3})
    events = [
        {"type": "start", "command": "npm run build", "timestamp": FIXED_TIME},
        {"type": "stdout", "data": "a", "timestamp": FIXED_TIME},
        {"type": "stdout", "data": "b\n", "timestamp": FIXED_TIME},
        {"type": "error", "error": "process killed", "timestamp": FIXED_TIME},
    ]
    worker.returns("execStream", {"events": events}, once=True)
    r = worker.fetch("/collect")
    assert (r.status, r.json()) == (502, {"error": "process killed"})
    # a stream that ends without "complete": the exit code stays -1
    worker.returns("execStream", {"events": events[:3]}, once=True)
    assert worker.fetch("/collect").json() == {"stdout": "ab\n", "stderr": "", "exitCode": -1}


# workspace_manager.py (sandbox "workspaces"): every request makes /workspace/<project> (default
# "default"); PUT saves the body as ?name= (default main.py) and answers the path and the Workspace's
# repr; POST runs the body as a command in the project; GET lists the project's files (not folders).


@uses("workspace_manager")
def test_workspace_manager_save_list_run(worker: Worker) -> None:
    r = worker.fetch("/?project=demo&name=app.py", method="PUT", body="print(1)\n")
    assert (r.status, r.json()) == (
        200,
        {"saved": "/workspace/demo/app.py", "workspace": "Workspace('demo')"},
    )
    worker.fetch("/?project=demo", method="PUT", body="x = 1\n")
    assert worker.fetch("/?project=demo").json() == {"files": ["app.py", "main.py"]}
    worker.returns("exec", {"stdout": "1\n"}, once=True)
    r = worker.fetch("/?project=demo", method="POST", body="python app.py")
    assert r.json() == {"exitCode": 0, "output": "1\n"}
    ensure = Call("workspaces", "mkdir", ["/workspace/demo", {"recursive": True}])
    assert worker.sdk_calls() == [
        ensure,
        Call("workspaces", "writeFile", ["/workspace/demo/app.py", "print(1)\n", {}]),
        ensure,
        Call("workspaces", "writeFile", ["/workspace/demo/main.py", "x = 1\n", {}]),
        ensure,
        Call("workspaces", "listFiles", ["/workspace/demo"]),
        ensure,
        Call("workspaces", "exec", ["python app.py", {"cwd": "/workspace/demo"}]),
    ]


@uses("workspace_manager")
def test_workspace_manager_default_project_and_quotes_in_repr(worker: Worker) -> None:
    assert worker.fetch("/").json() == {"files": []}
    r = worker.fetch("/?project=it's", method="PUT", body="")
    # repr() picks double quotes for a str holding a single quote
    assert r.json() == {"saved": "/workspace/it's/main.py", "workspace": 'Workspace("it\'s")'}
    assert worker.sdk_calls()[0] == Call("workspaces", "mkdir", ["/workspace/default", {"recursive": True}])


# parallel_sessions.py: the same build in "node-20" and "node-22" at once (asyncio.gather), both
# exit codes and whether their stdout is the same.


@uses("parallel_sessions")
def test_parallel_builds_run_in_both_sandboxes(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "dist/app.js 12 kB\n"})
    assert worker.fetch("/").json() == {"node20": 0, "node22": 0, "same_output": True}
    options = {"cwd": "/workspace/app"}
    assert sorted(worker.sdk_calls(), key=lambda c: c.sandbox) == [
        Call("node-20", "exec", ["npm run build", options]),
        Call("node-22", "exec", ["npm run build", options]),
    ]


@uses("parallel_sessions")
def test_parallel_builds_differ(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "a\n"}, once=True)
    worker.returns("exec", {"stdout": "b\n", "exitCode": 1, "success": False}, once=True)
    body = worker.fetch("/").json()
    assert body["same_output"] is False and sorted([body["node20"], body["node22"]]) == [0, 1]
    # a failure in either rejects the gather: the request fails
    worker.raises("exec", "ContainerUnavailableError", once=True)
    assert worker.fetch("/").status == 500


# disk_usage.py (sandbox "files"): `du -k --max-depth=1 /workspace` parsed (lines "SIZE\tPATH", others
# skipped), the ?top= (default 10) biggest by size, a table padded to the longest path, sizes with
# thousands separators, the share of the total as a percentage with one decimal, and the total.

DU = "1200\t/workspace/node_modules\n8\t/workspace/src\n4\t/workspace/README.md\nbad line\n1212\t/workspace\n"


@uses("disk_usage")
def test_disk_usage_table(worker: Worker) -> None:
    worker.returns("exec", {"stdout": DU})
    r = worker.fetch("/?top=2")
    assert (r.status, r.content_type) == (200, "text/plain")
    # total 2424 KiB; the width is len("/workspace/node_modules") == 23
    assert r.text == (
        "path                            KiB  share\n"
        "/workspace                    1,212   50.0%\n"
        "/workspace/node_modules       1,200   49.5%\n"
        "total                         2,424\n"
    )
    assert worker.sdk_calls() == [Call("files", "exec", ["du -k --max-depth=1 /workspace"])]


@uses("disk_usage")
def test_disk_usage_empty_and_bad_top(worker: Worker) -> None:
    assert (worker.fetch("/?top=x").status, worker.fetch("/?top=-1").status) == (400, 400)
    assert worker.sdk_calls() == []
    # no entries: the width is max()'s default of 4
    assert worker.fetch("/").text == "path         KiB  share\ntotal           0\n"


# multi_tenant_shell.py: X-User-Id (1 to 32 of letters, digits, - and _) picks the sandbox
# user-<id, lower case>, kept alive no longer than 10 minutes; only POST; the stripped body is the
# command (not empty, at most 4096 characters); shutdown, reboot and halt are refused (403).


@uses("multi_tenant_shell")
def test_multi_tenant_shell_runs_in_the_users_sandbox(worker: Worker) -> None:
    r = worker.fetch("/", method="POST", body="  echo hello  ", headers={"X-User-Id": "Alice_1"})
    assert (r.status, r.json()) == (
        200,
        {"user": "Alice_1", "exitCode": 0, "stdout": "hello\n", "stderr": ""},
    )
    assert worker.sdk_calls() == [
        Call("user-alice_1", "exec", ["echo hello", {"cwd": "/workspace", "timeout": 30000}])
    ]


@uses("multi_tenant_shell")
def test_multi_tenant_shell_validates_before_any_call(worker: Worker) -> None:
    for user in (None, "", "a" * 33, "bob smith", "../x"):
        headers = {} if user is None else {"X-User-Id": user}
        r = worker.fetch("/", method="POST", body="ls", headers=headers)
        assert (r.status, r.json()) == (401, {"error": "missing or invalid X-User-Id"}), user
    ok = {"X-User-Id": "a" * 32}
    assert worker.fetch("/", headers=ok).status == 405
    for body in ("   ", "x" * 4097):
        assert worker.fetch("/", method="POST", body=body, headers=ok).status == 400
    r = worker.fetch("/", method="POST", body="reboot now", headers=ok)
    assert (r.status, r.json()) == (403, {"error": "reboot is not allowed"})
    assert worker.sdk_calls() == []


# snippet_store/ (models.py, storage.py; sandbox "snippets", folder /workspace/snippets): POST a JSON
# snippet (Snippet.from_json: an object, str name and code, no "/" nor leading "." in the name; any
# ValueError is a 400 with its text), saved and answered with its language (by extension) and its
# first line; GET lists the names sorted by (extension, name), [] while the folder does not exist.

SNIPPETS = "/workspace/snippets"


@uses("snippet_store")
def test_snippet_store_saves_and_lists(worker: Worker) -> None:
    assert worker.fetch("/").json() == {"snippets": []}
    r = worker.fetch(
        "/", method="POST", body=json.dumps({"name": "hello.py", "code": "  print('hi')  \n# more"})
    )
    assert (r.status, r.json()) == (
        201,
        {"path": f"{SNIPPETS}/hello.py", "language": "python", "summary": "print('hi')"},
    )
    assert worker.sdk_calls() == [
        Call("snippets", "exists", [SNIPPETS]),
        Call("snippets", "mkdir", [SNIPPETS, {"recursive": True}]),
        Call("snippets", "writeFile", [f"{SNIPPETS}/hello.py", "  print('hi')  \n# more", {}]),
    ]
    for name in ("b.sh", "c.py", "notes"):
        r = worker.fetch("/", method="POST", body=json.dumps({"name": name, "code": ""}))
        assert r.status == 201
    assert r.json() == {"path": f"{SNIPPETS}/notes", "language": "text", "summary": ""}
    assert worker.fetch("/").json() == {"snippets": ["notes", "c.py", "hello.py", "b.sh"]}


@uses("snippet_store")
def test_snippet_store_validation(worker: Worker) -> None:
    for body, error in (
        ("[1]", "expected a JSON object"),
        ('{"name": 1, "code": ""}', "name and code must be strings"),
        ('{"name": "../x", "code": ""}', "bad name '../x'"),
        ('{"name": ".env", "code": ""}', "bad name '.env'"),
    ):
        r = worker.fetch("/", method="POST", body=body)
        assert (r.status, r.json()) == (400, {"error": error}), body
    assert worker.fetch("/", method="PUT").status == 405
    assert worker.sdk_calls() == []


@uses("snippet_store")
def test_snippet_store_broken_json_is_a_400(worker: Worker) -> None:
    assert worker.fetch("/", method="POST", body="{").status == 400


# dev_server/ (server.py; sandbox "vite-box"): POST /dev starts Vite as "vite" in /workspace/app, waits
# up to 30 s for "ready in" in its output, exposes 5173 as "vite" on the request's hostname and
# answers the URL; if the line never comes (ProcessReadyTimeoutError), kills it and answers 504.


@uses("dev_server")
def test_dev_server_starts_waits_and_exposes(worker: Worker) -> None:
    worker.returns("startProcess", {"stdout": "VITE v5.0.0  ready in 312 ms\n"})
    r = worker.fetch("/dev", method="POST")
    assert r.status == 200
    url = r.json()["url"]
    assert re.fullmatch(rf"https://5173-vite-box-[a-z0-9]+\.{re.escape(HOST)}/", url), url
    assert r.json() == {"process": "vite", "url": url}
    assert worker.sdk_calls() == [
        Call(
            "vite-box",
            "startProcess",
            ["npm run dev -- --port 5173", {"processId": "vite", "cwd": "/workspace/app"}],
        ),
        Call("vite-box", "Process.waitForLog", ["vite", "ready in", 30000]),
        Call("vite-box", "exposePort", [5173, {"hostname": HOST, "name": "vite"}]),
    ]
    worker.serves(5173, "<div id=app></div>")
    assert worker.fetch(url).text == "<div id=app></div>"
    assert worker.fetch("/dev").status == 404


@uses("dev_server")
def test_dev_server_not_ready_is_killed(worker: Worker) -> None:
    r = worker.fetch("/dev", method="POST")
    assert (r.status, r.json()["process"]) == (504, "vite")
    assert r.json()["error"].startswith("not ready: ")
    assert [c.method for c in worker.sdk_calls()] == ["startProcess", "Process.waitForLog", "Process.kill"]
    state = worker.sandbox_state("vite-box")
    assert state is not None and state["processes"]["vite"]["status"] == "killed"


# json_api.py: POST /api/run with a JSON body; every problem of the body at once (422), else a code
# context of the language and timeout, and the run's logs.

JSON = {"Content-Type": "application/json"}


@uses("json_api")
def test_json_api_runs_a_valid_request(worker: Worker) -> None:
    worker.returns("runCode", {"logs": {"stdout": ["2"], "stderr": []}})
    body = {"language": "python", "code": "1 + 1", "timeoutMs": 5000}
    r = worker.fetch("/api/run", method="POST", body=json.dumps(body), headers=JSON)
    assert (r.status, r.json()) == (200, {"stdout": ["2"], "stderr": [], "ok": True})
    assert [c.args[0] for c in worker.sdk_calls()][:1] == [{"language": "python", "timeout": 5000}]


@uses("json_api")
def test_json_api_timeout_must_be_an_int_and_not_a_bool(worker: Worker) -> None:
    for timeout in (True, 2.5, "10", 0, 60_001, None):
        body = {"language": "python", "code": "x", "timeoutMs": timeout}
        r = worker.fetch("/api/run", method="POST", body=json.dumps(body), headers=JSON)
        assert (r.status, r.json()) == (422, {"errors": ["timeoutMs must be an integer in 1..60000"]}), (
            timeout
        )
    r = worker.fetch("/api/run", method="POST", body='{"language": "go", "code": " "}', headers=JSON)
    assert r.json() == {
        "errors": [
            "language must be one of python, javascript, typescript",
            "code must be a non-empty string",
        ]
    }
    assert worker.fetch("/api/run", method="POST", body="{}").status == 415
    assert worker.sdk_calls() == []


@uses("json_api")
def test_json_api_reads_the_body_as_pythons_json_loads(worker: Worker) -> None:
    """`await request.json()` is json.loads of the body's text: JSONDecodeError with CPython's message
    and position, and NaN read as Python reads it (a float, so not an int timeout)."""
    for bad in ("{bad", '{"language": "python",}', "[1, 2", ""):
        try:
            json.loads(bad)
        except json.JSONDecodeError as error:
            expected = f"invalid JSON: {error.msg} (line {error.lineno}, column {error.colno})"
        r = worker.fetch("/api/run", method="POST", body=bad, headers=JSON)
        assert (r.status, r.json()) == (400, {"error": expected}), bad
    body = '{"language": "python", "code": "x", "timeoutMs": NaN}'
    r = worker.fetch("/api/run", method="POST", body=body, headers=JSON)
    assert (r.status, r.json()) == (422, {"errors": ["timeoutMs must be an integer in 1..60000"]})


# text_tools/ (textutil.py; sandbox "text"): ?path= under /workspace/ required; PUT writes the body;
# GET counts the words of the file (lower case, punctuation stripped), the 5 most frequent by count
# then word, as a table (word column at least 4 wide, share with one decimal) or as JSON with the
# path's folder and stem.


@uses("text_tools")
def test_text_tools_word_table(worker: Worker) -> None:
    for bad in ("/", "/?path=/etc/passwd"):
        assert worker.fetch(bad).status == 400
    path = "/workspace/notes/doc.v2.md"
    assert worker.fetch(f"/?path={path}", method="PUT", body="The cat. The dog!\nthe end").status == 204
    r = worker.fetch(f"/?path={path}")
    assert r.text == (
        "doc.v2 (6 words)\n"
        "word    n  share\n"
        "the     3  50.0%\n"
        "cat     1  16.7%\n"
        "dog     1  16.7%\n"
        "end     1  16.7%\n"
    )
    r = worker.fetch(f"/?path={path}&format=json")
    assert r.json() == {
        "folder": "/workspace/notes",
        "stem": "doc.v2",
        "total": 6,
        "top": {"the": 3, "cat": 1, "dog": 1, "end": 1},
    }
    assert worker.sdk_calls() == [
        Call("text", "writeFile", [path, "The cat. The dog!\nthe end", {}]),
        Call("text", "readFile", [path, {}]),
        Call("text", "readFile", [path, {}]),
    ]


@uses("text_tools")
def test_text_tools_empty_file(worker: Worker) -> None:
    worker.fetch("/?path=/workspace/empty.txt", method="PUT", body=" ... \n")
    assert worker.fetch("/?path=/workspace/empty.txt").text == "empty: no words\n"


# build_matrix/ (a package: matrix.py, report.py): ?only= (comma-separated, stripped; empty or absent:
# all) picks from node-18, node-20, node-22, in that order; ?command= (default "npm run build") runs in
# matrix-<runtime> at once (asyncio.gather), cwd /workspace/app, timeout 600 s; a ContainerUnavailable
# Error is exit -1 noted "container unavailable"; 200 if every exit is 0, else 422; a table (passed
# first, then slowest first; "#", runtime, exit, seconds with 2 decimals) or ?format=json {runtime: exit}.

MATRIX_OPTIONS = {"cwd": "/workspace/app", "timeout": 600000}


@uses("build_matrix")
def test_build_matrix_runs_every_runtime_at_once(worker: Worker) -> None:
    worker.returns("exec", {"stdout": "built\n", "duration": 1234})
    r = worker.fetch("/?only=")
    # a tie on (passed, seconds): sorted() keeps the order of RUNTIMES; the runtime column is
    # max(len("node-18"), len("runtime")) == 7 wide
    assert (r.status, r.content_type) == (200, "text/plain")
    assert r.text == (
        " # runtime exit    time\n"
        " 1 node-18    0   1.23s ok\n"
        " 2 node-20    0   1.23s ok\n"
        " 3 node-22    0   1.23s ok\n"
        "all passed\n"
    )
    assert sorted(worker.sdk_calls(), key=lambda c: c.sandbox) == [
        Call(f"matrix-{runtime}", "exec", ["npm run build", MATRIX_OPTIONS])
        for runtime in ("node-18", "node-20", "node-22")
    ]
    r = worker.fetch("/?format=json&command=make")
    assert (r.status, r.json()) == (200, {"node-18": 0, "node-20": 0, "node-22": 0})
    assert sorted(c.args[0] for c in worker.sdk_calls()[3:]) == ["make", "make", "make"]


@uses("build_matrix")
def test_build_matrix_failures_and_selection(worker: Worker) -> None:
    r = worker.fetch("/?only=node-16")
    assert (r.status, r.text) == (400, "no runtime selected")
    assert worker.sdk_calls() == []
    worker.raises("exec", "ContainerUnavailableError", once=True)
    r = worker.fetch("/?only=node-20")
    assert (r.status, r.text) == (
        422,
        (
            " # runtime exit    time\n"
            " 1 node-20   -1   0.00s FAIL (container unavailable)\n"
            "first failure: node-20\n"
        ),
    )
    # " node-22, node-18": stripped, and taken in the order of RUNTIMES
    worker.returns("exec", {"exitCode": 2, "success": False, "duration": 500})
    r = worker.fetch("/?only=node-22,%20node-18&format=json")
    assert (r.status, r.json()) == (422, {"node-18": 2, "node-22": 2})
    assert sorted(c.sandbox for c in worker.sdk_calls()) == [
        "matrix-node-18",
        "matrix-node-20",
        "matrix-node-22",
    ]


# job_api/ (app/limits.py: a budget of 3 jobs per isolate in module state; app/validation.py): GET
# answers the remaining budget; POST needs ?command= (stripped, not blank) and takes the body as env
# lines (blank and "#" lines skipped, KEY=VALUE with KEY an identifier, else a 400 naming the line
# number and its repr); a valid job spends one of the budget (429 once spent) and runs in "jobs" with
# its env, cwd /workspace: its exit code, the last two lines of its stdout and the remaining budget.


@uses("job_api")
def test_job_api_validation_spends_nothing(worker: Worker) -> None:
    remaining = worker.fetch("/").json()["remaining"]
    for query, body, error in (
        ("", "", "?command= is required"),
        ("?command=%20%20", "", "?command= is required"),
        ("?command=env", "A=1\n1X=2", "line 2: expected KEY=VALUE, got '1X=2'"),
        ("?command=env", "# env\n\n  A = 1", "line 3: expected KEY=VALUE, got 'A = 1'"),
        ("?command=env", "=x", "line 1: expected KEY=VALUE, got '=x'"),
        ("?command=env", "noequals", "line 1: expected KEY=VALUE, got 'noequals'"),
        ("?command=env", "a-b=1", "line 1: expected KEY=VALUE, got 'a-b=1'"),
        ("?command=env", "it's=1", 'line 1: expected KEY=VALUE, got "it\'s=1"'),
    ):
        r = worker.fetch(f"/{query}", method="POST", body=body)
        assert (r.status, r.json()) == (400, {"error": error}), (query, body)
    assert worker.sdk_calls() == []
    assert worker.fetch("/").json() == {"remaining": remaining}


@uses("job_api")
def test_job_api_runs_jobs_until_the_budget_is_spent(worker: Worker) -> None:
    # the only test that spends the budget: module state outlives a test's reset
    assert worker.fetch("/").json() == {"remaining": 3}
    worker.returns("exec", {"stdout": "a\nb\nc\n", "exitCode": 1, "success": False}, once=True)
    env_file = "# comment\nA=1\n\n  _b=x=y  \ncafé=2\n"
    r = worker.fetch("/?command=%20./run.sh%20", method="POST", body=env_file)
    assert (r.status, r.json()) == (200, {"exitCode": 1, "tail": ["b", "c"], "remaining": 2})
    # stdout of blank lines only: rstrip leaves "", whose rsplit is [""]
    worker.returns("exec", {"stdout": "\n\n"}, once=True)
    assert worker.fetch("/?command=true", method="POST").json() == {
        "exitCode": 0,
        "tail": [""],
        "remaining": 1,
    }
    worker.raises("exec", "ContainerUnavailableError", "warming up", once=True)
    r = worker.fetch("/?command=ls", method="POST")
    assert (r.status, r.json()) == (503, {"error": "sandbox unavailable", "detail": "warming up"})
    r = worker.fetch("/?command=ls", method="POST")
    assert (r.status, r.json()) == (429, {"error": "job budget spent"})
    assert worker.fetch("/").json() == {"remaining": 0}
    assert worker.sdk_calls() == [
        Call(
            "jobs", "exec", ["./run.sh", {"env": {"A": "1", "_b": "x=y", "café": "2"}, "cwd": "/workspace"}]
        ),
        Call("jobs", "exec", ["true", {"env": {}, "cwd": "/workspace"}]),
        Call("jobs", "exec", ["ls", {"env": {}, "cwd": "/workspace"}]),
    ]


# nightly_report/ (pool.py, summary.py; vars POOL "web:2, db, cache:1", queue producer REPORTS):
# the cron counts a run (module state), runs `df -k /workspace` in every pool sandbox at once and
# sends the summary; the queue consumer writes each report with text to /workspace/reports/<id>.txt
# in "reports" (text + "\n") and acks every message; fetch answers the pool ("name×weight") and runs.

DF = "Filesystem 1K-blocks Used Available Use% Mounted on\n/dev/root 1000 250 750 25% /workspace\n"


@uses("nightly_report")
def test_nightly_report_cron_measures_every_pool_sandbox(worker: Worker) -> None:
    before = worker.fetch("/").json()
    # " db" has no weight: 1
    assert before["pool"] == ["web×2", "db×1", "cache×1"]
    worker.returns("exec", {"stdout": DF})
    result = worker.scheduled(cron="0 3 * * *", scheduled_time=1767236400000)
    assert result == ScheduledResult("ok", False, [])
    assert sorted(worker.sdk_calls(), key=lambda c: c.sandbox) == [
        Call(name, "exec", ["df -k /workspace"]) for name in ("cache", "db", "web")
    ]
    assert worker.fetch("/").json() == {"pool": before["pool"], "runs": before["runs"] + 1}


@uses("nightly_report")
def test_nightly_report_queue_writes_each_report(worker: Worker) -> None:
    messages = [
        {"id": "r1", "body": {"cron": "0 3 * * *", "text": "web×2        1,000 KiB\ntotal        1,000 KiB"}},
        {"id": "r2", "body": {"cron": "0 3 * * *", "text": ""}},
    ]
    result = worker.queue(messages, queue="reports")
    assert result == QueueResult("ok", False, False, ["r1", "r2"], [], [])
    assert worker.sdk_calls() == [
        Call(
            "reports",
            "writeFile",
            ["/workspace/reports/r1.txt", "web×2        1,000 KiB\ntotal        1,000 KiB\n", {}],
        )
    ]


# retry_exec/ (app/retry.py): "npm run lint" (2 tries) and "npm test" (3 tries) at once in "ci";
# a ContainerUnavailableError waits retry_after_ms (or 100 ms when that is None or 0) and tries again;
# each answers ok (the result's success), attempts and the milliseconds waited, or only ok false and
# the attempts when every try failed; 200 when both succeeded, else 503.


@uses("retry_exec")
def test_retry_exec_both_pass_first_time(worker: Worker) -> None:
    r = worker.fetch("/")
    first = {"ok": True, "attempts": 1, "waitedMs": 0}
    assert (r.status, r.json()) == (200, {"lint": first, "test": first})
    assert sorted(c.args[0] for c in worker.sdk_calls()) == ["npm run lint", "npm test"]
    assert {c.sandbox for c in worker.sdk_calls()} == {"ci"}
    # a command that fails is a result, not a retry
    worker.returns("exec", {"exitCode": 1, "success": False})
    failed = {"ok": False, "attempts": 1, "waitedMs": 0}
    r = worker.fetch("/")
    assert (r.status, r.json()) == (503, {"lint": failed, "test": failed})


@uses("retry_exec")
def test_retry_exec_retries_a_cold_start(worker: Worker) -> None:
    # one of the two calls meets the cold start (which one depends on arrival order)
    worker.raises("exec", "ContainerUnavailableError", once=True, retry_after_ms=30)
    r = worker.fetch("/")
    body = r.json()
    assert r.status == 200 and body["lint"]["ok"] and body["test"]["ok"]
    assert sorted((body[k]["attempts"], body[k]["waitedMs"]) for k in ("lint", "test")) == [(1, 0), (2, 30)]
    assert len(worker.sdk_calls()) == 3


@uses("retry_exec")
def test_retry_exec_gives_up_after_its_tries(worker: Worker) -> None:
    worker.raises("exec", "ContainerUnavailableError", retry_after_ms=5)
    r = worker.fetch("/")
    assert (r.status, r.json()) == (
        503,
        {"lint": {"ok": False, "attempts": 2}, "test": {"ok": False, "attempts": 3}},
    )
    assert sorted(c.args[0] for c in worker.sdk_calls()) == ["npm run lint"] * 2 + ["npm test"] * 3


@uses("retry_exec")
def test_retry_exec_a_zero_retry_after_waits_100_ms(worker: Worker) -> None:
    # `error.retry_after_ms or 100`: 0 is falsy in Python
    worker.raises("exec", "ContainerUnavailableError", once=True, retry_after_ms=0)
    body = worker.fetch("/").json()
    assert sorted((body[k]["attempts"], body[k]["waitedMs"]) for k in ("lint", "test")) == [(1, 0), (2, 100)]


@uses("retry_exec")
def test_retry_exec_a_cold_start_is_retried(worker: Worker) -> None:
    # a second try, and both pass
    worker.raises("exec", "ContainerUnavailableError", once=True)
    r = worker.fetch("/")
    body = r.json()
    assert r.status == 200 and body["lint"]["ok"] and body["test"]["ok"]
    assert sorted(body[k]["attempts"] for k in ("lint", "test")) == [1, 2]
    assert sorted(c.args[0] for c in worker.sdk_calls()) in (
        ["npm run lint", "npm run lint", "npm test"],
        ["npm run lint", "npm test", "npm test"],
    )


# visit_stats/ (a package; stats.py keeps per-isolate counters in module state): every request is
# counted (total and by path) and answers its number; /stats answers the total (read as stats.hits)
# and the top 3 paths by count, then path, as "rank. path n"; /run runs `make check` in "stats" up to
# twice, stopping at the first success, writes "request N, attempt A" to /workspace/last-run.txt and
# answers both, or a 500 when both failed.


@uses("visit_stats")
def test_visit_stats_counts_and_ranks(worker: Worker) -> None:
    # module state outlives a test: numbers relative to this test's first request, paths of its own,
    # hit more often than any other test hits a path
    first = worker.fetch("/top/b").json()["request"]
    for _ in range(19):
        worker.fetch("/top/b")
    for _ in range(20):
        worker.fetch("/top/a")
    for _ in range(19):
        worker.fetch("/top/c")
    r = worker.fetch("/stats")
    # a tie on 20: by path
    # /stats is counted too: the 60th request of this test
    assert r.json() == {"hits": first + 59, "top": ["1. /top/a 20", "2. /top/b 20", "3. /top/c 19"]}
    assert worker.fetch("/other").json() == {"request": first + 60}
    assert worker.sdk_calls() == []


@uses("visit_stats")
def test_visit_stats_run_retries_once(worker: Worker) -> None:
    worker.returns("exec", {"exitCode": 2, "success": False}, once=True)
    first = worker.fetch("/run").json()
    count = first["request"]
    assert first == {"request": count, "attempts": 2}
    assert worker.fetch("/run").json() == {"request": count + 1, "attempts": 1}
    worker.returns("exec", {"exitCode": 2, "success": False})
    r = worker.fetch("/run")
    assert (r.status, r.json()) == (500, {"error": "make check failed twice", "request": count + 2})
    check = Call("stats", "exec", ["make check", {"cwd": "/workspace"}])
    assert worker.sdk_calls() == [
        check,
        check,
        Call("stats", "writeFile", ["/workspace/last-run.txt", f"request {count}, attempt 2\n", {}]),
        check,
        Call("stats", "writeFile", ["/workspace/last-run.txt", f"request {count + 1}, attempt 1\n", {}]),
        check,
        check,
    ]


# file_transfer.py: POST /upload (multipart field "file") writes base64 of the bytes; GET /download/NAME
# answers the file's bytes, base64-decoded when the SDK says so, UTF-8 encoded otherwise.
BINARY = bytes(range(256)) + "é😀".encode()


@uses("file_transfer")
def test_file_transfer_uploads_bytes_as_base64(worker: Worker) -> None:
    boundary = "sandboxpyboundary"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob.bin"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n"
        ).encode()
        + BINARY
        + f"\r\n--{boundary}--\r\n".encode()
    )
    r = worker.fetch(
        "/upload",
        method="POST",
        body=body,
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
    )
    assert (r.status, r.json()["size"]) == (201, len(BINARY))
    [call] = worker.sdk_calls()
    assert call.method == "writeFile"
    assert call.args[0] == "/workspace/uploads/blob.bin"
    assert base64.b64decode(call.args[1]) == BINARY
    assert call.args[2] == {"encoding": "base64"}


@uses("file_transfer")
def test_file_transfer_downloads_base64_and_text_as_bytes(worker: Worker) -> None:
    content = base64.b64encode(BINARY).decode()
    worker.returns("readFile", {"content": content, "encoding": "base64", "mimeType": None}, once=True)
    r = worker.fetch("/download/blob.bin")
    assert (r.status, r.body, r.headers["content-type"]) == (200, BINARY, "application/octet-stream")
    worker.returns(
        "readFile", {"content": "héllo 😀", "encoding": "utf-8", "mimeType": "text/plain"}, once=True
    )
    r = worker.fetch("/download/notes.txt")
    assert (r.body, r.headers["content-disposition"]) == (
        "héllo 😀".encode(),
        'attachment; filename="notes.txt"',
    )
    assert worker.fetch("/download/.env").status == 400


# sse_generator.py: an async generator's events, one exec per step, streamed as SSE through a
# ReadableStream; the first failing step ends the stream (no later exec).


@uses("sse_generator")
def test_sse_generator_streams_each_step(worker: Worker) -> None:
    r = worker.fetch("/")
    assert (r.status, r.headers["content-type"]) == (200, "text/event-stream")
    assert sse_events(r.text) == [
        {"step": 1, "command": "npm ci", "exitCode": 0},
        {"step": 2, "command": "npm test", "exitCode": 0},
        {"step": 3, "command": "npm run build", "exitCode": 0},
        {"done": 3},
    ]
    assert [c.args[0] for c in worker.sdk_calls()] == ["npm ci", "npm test", "npm run build"]


@uses("sse_generator")
def test_sse_generator_stops_at_the_first_failure(worker: Worker) -> None:
    worker.returns("exec", {"exitCode": 0}, once=True)
    worker.returns("exec", {"exitCode": 2}, once=True)
    events = sse_events(worker.fetch("/").text)
    assert events[-2:] == [{"step": 2, "command": "npm test", "exitCode": 2}, {"failed": "npm test"}]
    assert [c.args[0] for c in worker.sdk_calls()] == ["npm ci", "npm test"]


# webhook_deploy.py: X-Hub-Signature-256 checked against HMAC-SHA256 of the raw body; a push to main
# pulls and builds; the delivery id is the body's SHA-256 prefix.
SECRET = "It's a Secret to Everybody"


def signed(body: bytes, event: str = "push") -> dict[str, str]:
    mac = hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
    return {
        "X-Hub-Signature-256": f"sha256={mac}",
        "X-GitHub-Event": event,
        "Content-Type": "application/json",
    }


@uses("webhook_deploy")
def test_webhook_checks_githubs_documented_signature(worker: Worker) -> None:
    # GitHub's "Validating webhook deliveries" example: this secret and payload, this signature
    documented = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"
    headers = {"X-Hub-Signature-256": documented, "X-GitHub-Event": "ping"}
    r = worker.fetch("/", method="POST", body=b"Hello, World!", headers=headers)
    assert (r.status, r.json()) == (200, {"skipped": "not a push"})
    bad = {**headers, "X-Hub-Signature-256": documented[:-1] + "8"}
    assert worker.fetch("/", method="POST", body=b"Hello, World!", headers=bad).status == 401
    assert worker.fetch("/", method="POST", body=b"Hello, World!").status == 401
    assert worker.sdk_calls() == []


@uses("webhook_deploy")
def test_webhook_deploys_a_push_to_main(worker: Worker) -> None:
    body = json.dumps({"ref": "refs/heads/main", "after": "abc123", "note": "héllo 😀"}).encode()
    r = worker.fetch("/", method="POST", body=body, headers=signed(body))
    assert (r.status, r.json()) == (
        200,
        {"deployed": "abc123", "delivery": hashlib.sha256(body).hexdigest()[:12]},
    )
    assert [c.args[0] for c in worker.sdk_calls()] == [
        "git -C /workspace/app pull --ff-only",
        "npm --prefix /workspace/app run build",
    ]
    other = json.dumps({"ref": "refs/heads/dev", "after": "x"}).encode()
    assert worker.fetch("/", method="POST", body=other, headers=signed(other)).json() == {
        "skipped": "refs/heads/dev"
    }


# release_stages.py: an Enum of stages (auto() values in order, a property matching on the member);
# POST /run/<stage> runs every stage up to it (or ?only=1 that one), stopping at the first failure.


@uses("release_stages")
def test_release_stages_lists_the_enum(worker: Worker) -> None:
    assert worker.fetch("/stages").json() == [
        {"name": "LINT", "order": 1, "command": "npm run lint"},
        {"name": "TEST", "order": 2, "command": "npm test"},
        {"name": "BUILD", "order": 3, "command": "npm run build"},
        {"name": "PUBLISH", "order": 4, "command": "npm publish --dry-run"},
    ]
    r = worker.fetch("/run/deploy", method="POST")
    assert (r.status, r.json()) == (404, {"error": "no stage 'deploy'"})


@uses("release_stages")
def test_release_stages_run_in_order_until_a_failure(worker: Worker) -> None:
    r = worker.fetch("/run/build", method="POST")
    assert (r.status, r.json()) == (
        200,
        [
            {"stage": "Stage.LINT", "status": "passed"},
            {"stage": "Stage.TEST", "status": "passed"},
            {"stage": "Stage.BUILD", "status": "passed"},
        ],
    )
    worker.reset()
    worker.returns("exec", {"exitCode": 1}, once=True)
    r = worker.fetch("/run/PUBLISH?only=1", method="POST")
    assert (r.status, r.json()) == (500, [{"stage": "Stage.PUBLISH", "status": "failed"}])
    assert [c.args[0] for c in worker.sdk_calls()] == ["npm publish --dry-run"]


# router.py: a table of (method, path) -> handler (a dict of tuple keys, a JS Map): GET /health; POST
# /run execs the body; GET and PUT /file read and write ?path=; GET /ls lists sorted names; a known path
# with another method is 405 with the allowed methods in table order; anything else 404.


@uses("router")
def test_router_dispatches_by_method_and_path(worker: Worker) -> None:
    assert worker.fetch("/health").json() == {"ok": True}
    worker.returns("exec", {"stdout": "hi\n"})
    r = worker.fetch("/run", method="POST", body="echo hi")
    assert (r.status, r.json()) == (200, {"exitCode": 0, "stdout": "hi\n"})
    assert worker.fetch("/file?path=/workspace/a.txt", method="PUT", body="text").status == 201
    assert worker.fetch("/file?path=/workspace/a.txt").text == "text"
    assert worker.sdk_calls() == [
        Call("router", "exec", ["echo hi"]),
        Call("router", "writeFile", ["/workspace/a.txt", "text", {}]),
        Call("router", "readFile", ["/workspace/a.txt", {}]),
    ]


@uses("router")
def test_router_refuses_other_methods_and_paths(worker: Worker) -> None:
    r = worker.fetch("/file", method="DELETE")
    assert (r.status, r.headers.get("allow"), r.text) == (405, "GET, PUT", "Method not allowed")
    r = worker.fetch("/health", method="POST")
    assert (r.status, r.headers.get("allow")) == (405, "GET")
    assert worker.fetch("/nowhere").status == 404
    assert worker.fetch("/file", method="PUT", body="x").status == 400
    assert worker.sdk_calls() == []
