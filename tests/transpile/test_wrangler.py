"""wrangler.jsonc: bindings from Env, migrations, the Sandbox image and its -python variant."""

import json
import re
import textwrap
from pathlib import Path

import pytest

import bindings.workers
from generator.cli import main
from generator.diagnostics import CompileError
from generator.resources import locked_version
from generator.transpile.build import transpile_file
from generator.transpile.lower.module import DurableObject
from generator.transpile.outputs import jsonc
from generator.transpile.outputs.wrangler import compatibility_date, sdk_version, wrangler_config

#: The pinned SDK, read from the lockfile: these tests hold after a bump.
SDK = locked_version("@cloudflare/sandbox")


def _parse(text: str) -> dict[str, object]:
    lines = [line for line in text.splitlines() if not line.startswith("//")]
    return json.loads("\n".join(lines))  # type: ignore[no-any-return]


def test_config_for_a_sandbox_binding() -> None:
    config = _parse(wrangler_config("text_search", [DurableObject("Sandbox", "Sandbox", True)], ["exec"]))
    assert config == {
        "name": "text-search",
        "main": "worker.js",
        "compatibility_date": compatibility_date(),
        "compatibility_flags": ["nodejs_compat"],
        "containers": [
            {
                "class_name": "Sandbox",
                "image": f"docker.io/cloudflare/sandbox:{sdk_version()}",
                "max_instances": 1,
            }
        ],
        "durable_objects": {"bindings": [{"name": "Sandbox", "class_name": "Sandbox"}]},
        "migrations": [{"tag": "v1", "new_sqlite_classes": ["Sandbox"]}],
    }


def test_code_contexts_need_the_python_image() -> None:
    config = _parse(wrangler_config("nb", [DurableObject("Sandbox", "Sandbox", True)], ["runCode"]))
    assert config["containers"] == [
        {"class_name": "Sandbox", "image": f"docker.io/cloudflare/sandbox:{SDK}-python", "max_instances": 1}
    ]


def test_no_durable_objects_no_containers() -> None:
    config = _parse(wrangler_config("plain", [], []))
    assert "containers" not in config and "durable_objects" not in config and "migrations" not in config


def test_dates_and_versions_come_from_the_pinned_packages() -> None:
    assert sdk_version() == SDK
    date = re.search(r"\.(\d{4})(\d{2})(\d{2})\.", locked_version("@cloudflare/workers-types"))
    assert date is not None and compatibility_date() == "-".join(date.groups())


# --- The user's wrangler.jsonc beside the worker, merged and checked (outputs/config.py) ---------------

ROOT_EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

#: Binding types a worker may use; a stand-in Protocol of the same name when the generated bindings do
#: not have the type (yet): the config is checked by the annotation's name as written.
STAND_INS = {
    "R2Bucket": "class R2Bucket(Protocol):\n    async def put(self, key: str, value: str, /) -> Any: ...\n",
    "Queue": "class Queue(Protocol):\n    async def send(self, message: str, /) -> Any: ...\n",
}


def nightly_worker() -> str:
    """A worker with a scheduled handler, a queue handler, vars, a secret and an R2 bucket."""
    real = [name for name in STAND_INS if hasattr(bindings.workers, name)]
    imports = ", ".join(sorted(["DurableObjectNamespace", "ExecutionContext", "MessageBatch", "Request",
                                "Response", "ScheduledController", *real]))  # fmt: skip
    stand_ins = "\n\n".join(text for name, text in STAND_INS.items() if name not in real)
    queue = "Queue[str]" if "Queue" in real else "Queue"
    return (
        "from typing import Any, Protocol\n\n"
        "from bindings.cloudflare_sandbox import Sandbox as Sandbox\n"
        "from bindings.cloudflare_sandbox import get_sandbox\n"
        f"from bindings.workers import {imports}\n\n\n"
        + (stand_ins + "\n\n" if stand_ins else "")
        + textwrap.dedent(
            f"""\
            class Env(Protocol):
                Sandbox: DurableObjectNamespace[Sandbox]
                GREETING: str
                API_TOKEN: str
                REPORTS: R2Bucket
                JOBS: {queue}


            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                await env.JOBS.send("job")
                return Response(env.GREETING)


            async def scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) -> None:
                sandbox = get_sandbox(env.Sandbox, "nightly")
                result = await sandbox.exec("date")
                await env.REPORTS.put("last-run", result.stdout)


            async def queue(batch: MessageBatch[str], env: Env, ctx: ExecutionContext) -> None:
                for message in batch.messages:
                    print(message.body)
            """
        )
    )


NIGHTLY_CONFIG = """\
// What only the user can decide; the build adds main, the Durable Object, its migration and image.
{
  "name": "nightly",
  "vars": { "GREETING": "hello" },
  "secrets": { "required": ["API_TOKEN"] },
  "triggers": { "crons": ["0 3 * * *"] },
  /* storage and queues */
  "r2_buckets": [{ "binding": "REPORTS", "bucket_name": "reports" }],
  "queues": {
    "producers": [{ "binding": "JOBS", "queue": "jobs" }],
    "consumers": [{ "queue": "jobs", "max_batch_size": 10 }],
  },
  "containers": [{ "class_name": "Sandbox", "instance_type": "standard-1", "max_instances": 5 }],
  "routes": [{ "pattern": "nightly.example.com", "custom_domain": true }],
}
"""


def nightly(tmp_path: Path, config: str | None = NIGHTLY_CONFIG, source: str | None = None) -> Path:
    worker = tmp_path / "nightly.py"
    worker.write_text(source if source is not None else nightly_worker())
    if config is not None:
        (tmp_path / "wrangler.jsonc").write_text(config)
    return worker


def errors_of(worker: Path) -> list[str]:
    with pytest.raises(CompileError) as info:
        transpile_file(worker)
    return [str(d) for d in info.value.diagnostics]


def line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def test_jsonc_reader_keeps_positions_and_reads_comments_and_trailing_commas() -> None:
    value, positions = jsonc.read(
        '// c\n{\n  "a": [1, 2.5, "x\\"y",], /* b */\n  "b": {"c": null,},\n}\n', "w"
    )
    assert value == {"a": [1, 2.5, 'x"y'], "b": {"c": None}}
    assert positions[("a",)] == (3, 3) and positions[("a", 2)] == (3, 17) and positions[("b", "c")] == (4, 9)
    with pytest.raises(CompileError) as info:
        jsonc.read('{\n  "a": 1\n  "b": 2\n}', "cfg.jsonc")
    assert str(info.value) == "cfg.jsonc:3:3: error: not valid JSONC: expected ',' or '}'"
    with pytest.raises(CompileError) as info:
        jsonc.read('{"a": "// not a comment", /* open', "cfg.jsonc")
    assert str(info.value) == "cfg.jsonc:1:27: error: not valid JSONC: unterminated /* comment"


def test_the_user_config_is_merged_with_what_the_build_derives(tmp_path: Path) -> None:
    worker = nightly(tmp_path)
    before = (tmp_path / "wrangler.jsonc").read_text()
    assert main(["build", str(worker), "-o", str(tmp_path / "dist")]) == 0
    text = (tmp_path / "dist" / "wrangler.jsonc").read_text()
    assert text.startswith("// Generated by `sandbox-py build` from nightly.py and wrangler.jsonc:")
    config = _parse(text)
    assert config == {
        "name": "nightly",
        "main": "worker.js",
        "compatibility_date": compatibility_date(),
        "compatibility_flags": ["nodejs_compat"],
        "vars": {"GREETING": "hello"},
        "secrets": {"required": ["API_TOKEN"]},
        "triggers": {"crons": ["0 3 * * *"]},
        "r2_buckets": [{"binding": "REPORTS", "bucket_name": "reports"}],
        "queues": {
            "producers": [{"binding": "JOBS", "queue": "jobs"}],
            "consumers": [{"queue": "jobs", "max_batch_size": 10}],
        },
        "routes": [{"pattern": "nightly.example.com", "custom_domain": True}],
        "containers": [
            {
                "class_name": "Sandbox",
                "image": f"docker.io/cloudflare/sandbox:{sdk_version()}",
                "max_instances": 5,
                "instance_type": "standard-1",
            }
        ],
        "durable_objects": {"bindings": [{"name": "Sandbox", "class_name": "Sandbox"}]},
        "migrations": [{"tag": "v1", "new_sqlite_classes": ["Sandbox"]}],
    }
    assert (tmp_path / "wrangler.jsonc").read_text() == before  # the user's file is never modified


def test_a_per_worker_config_wins_and_the_user_keeps_compatibility_settings(tmp_path: Path) -> None:
    worker = nightly(tmp_path, config='{"name": "shared"}')
    (tmp_path / "nightly.wrangler.jsonc").write_text(
        NIGHTLY_CONFIG.replace(
            '"name": "nightly",', '"compatibility_date": "2025-01-01", "compatibility_flags": ["nodejs_als"],'
        )
    )
    config = _parse(transpile_file(worker).files["wrangler.jsonc"])
    assert config["name"] == "nightly"  # derived from the file name, as without a config
    assert config["compatibility_date"] == "2025-01-01"
    assert config["compatibility_flags"] == ["nodejs_als", "nodejs_compat"]


def test_without_a_config_every_binding_and_schedule_is_reported_on_the_worker(tmp_path: Path) -> None:
    worker = nightly(tmp_path, config=None)
    errors = errors_of(worker)
    config = tmp_path / "wrangler.jsonc"
    assert errors == [
        (
            f'{worker}:{line_of(worker, "GREETING: str")}:5: error: Env field "GREETING: str" has no binding in '
            f'{config} (there is none yet: create it, or nightly.wrangler.jsonc beside it for this worker alone): add "vars": {{"GREETING": "..."}}, or list it in '
            '"secrets": {"required": ["GREETING"]} and set it with `wrangler secret put GREETING`'
        ),
        (
            f'{worker}:{line_of(worker, "API_TOKEN: str")}:5: error: Env field "API_TOKEN: str" has no binding in '
            f'{config} (there is none yet: create it, or nightly.wrangler.jsonc beside it for this worker alone): add "vars": {{"API_TOKEN": "..."}}, or list it in '
            '"secrets": {"required": ["API_TOKEN"]} and set it with `wrangler secret put API_TOKEN`'
        ),
        (
            f'{worker}:{line_of(worker, "REPORTS: R2Bucket")}:5: error: Env field "REPORTS: R2Bucket" has no '
            f'binding in {config} (there is none yet: create it, or nightly.wrangler.jsonc beside it for this worker alone): add "r2_buckets": [{{"binding": "REPORTS", '
            '"bucket_name": "..."}]'
        ),
        (
            f'{worker}:{line_of(worker, "JOBS: Queue")}:5: error: Env field "JOBS: Queue" has no binding in '
            f'{config} (there is none yet: create it, or nightly.wrangler.jsonc beside it for this worker alone): add "queues": {{"producers": [{{"binding": "JOBS", '
            '"queue": "..."}]}'
        ),
        (
            f"{worker}:{line_of(worker, 'async def scheduled')}:1: error: a scheduled handler needs a schedule: "
            f'add "triggers": {{"crons": ["*/5 * * * *"]}} to {config} (there is none yet: create it, or nightly.wrangler.jsonc beside it for this worker alone)'
        ),
        (
            f"{worker}:{line_of(worker, 'async def queue')}:1: error: a queue handler needs a queue to consume: "
            f'add "queues": {{"consumers": [{{"queue": "..."}}]}} to {config} (there is none yet: create it, or nightly.wrangler.jsonc beside it for this worker alone)'
        ),
    ]


def test_a_binding_of_another_kind_or_type_is_reported_with_both_places(tmp_path: Path) -> None:
    config_text = (
        NIGHTLY_CONFIG.replace('"GREETING": "hello"', '"GREETING": 42')
        .replace('"r2_buckets"', '"kv_namespaces"')
        .replace('"bucket_name": "reports"', '"id": "abc"')
    )
    worker = nightly(tmp_path, config=config_text)
    config = tmp_path / "wrangler.jsonc"
    greeting = (line_of(config, '"GREETING"'), 13)
    kv = (line_of(config, '"kv_namespaces"'), 21)
    assert errors_of(worker) == [
        (
            f'{worker}:{line_of(worker, "GREETING: str")}:5: error: Env field "GREETING" is str, but its value in '
            f"{config}:{greeting[0]}:{greeting[1]} is 42"
        ),
        (
            f'{worker}:{line_of(worker, "REPORTS: R2Bucket")}:5: error: Env field "REPORTS" is R2Bucket, but '
            f'{config}:{kv[0]}:{kv[1]} binds it in "kv_namespaces" (the section for KVNamespace); bind it in '
            '"r2_buckets"'
        ),
    ]


TRIGGERS, CONSUMERS = '"triggers"', '"consumers"'


def test_config_without_its_handler_is_reported_in_the_config(tmp_path: Path) -> None:
    source = nightly_worker()
    source = source[: source.index("async def scheduled")].rstrip() + "\n"
    worker = nightly(tmp_path, source=source)
    config = tmp_path / "wrangler.jsonc"
    assert errors_of(worker) == [
        (
            f'{config}:{line_of(config, TRIGGERS)}:17: error: cron triggers call a "scheduled" handler, '
            'and the worker has none: add "async def scheduled(controller: ScheduledController, env: Env, '
            'ctx: ExecutionContext) -> None"'
        ),
        (
            f'{config}:{line_of(config, CONSUMERS)}:5: error: a queue consumer calls a "queue" handler, '
            'and the worker has none: add "async def queue(batch: MessageBatch[...], env: Env, '
            'ctx: ExecutionContext) -> None"'
        ),
    ]


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            ('"name": "nightly",', '"name": "nightly", "main": "src/index.ts",'),
            '"main" is the built module, "worker.js", which the build sets: remove "main"',
        ),
        (
            ('"class_name": "Sandbox", "instance_type"', '"class_name": "Builder", "instance_type"'),
            (
                'container for "Builder": no Env field is a DurableObjectNamespace of a Sandbox class named '
                '"Builder"'
            ),
        ),
        (
            (
                '"name": "nightly",',
                (
                    '"name": "nightly", "durable_objects": {"bindings": '
                    '[{"name": "Sandbox", "class_name": "Other"}]},'
                ),
            ),
            (
                'Durable Object binding "Sandbox" has class "Other" here but Env declares '
                "DurableObjectNamespace[Sandbox]"
            ),
        ),
        (
            (
                '"name": "nightly",',
                (
                    '"name": "nightly", "durable_objects": {"bindings": '
                    '[{"name": "COUNTER", "class_name": "Counter"}]},'
                ),
            ),
            (
                'Durable Object binding "COUNTER" names class "Counter", which the worker does not export '
                '(export it, or give "script_name" for a class of another worker)'
            ),
        ),
        (
            ('"name": "nightly",', '"name": "nightly", "migrations": [{"tag": "v1", "new_classes": ["X"]}],'),
            (
                'no migration creates the Durable Object class "Sandbox": add a migration with '
                '"new_sqlite_classes": ["Sandbox"] (or leave "migrations" out and the build writes them)'
            ),
        ),
    ],
    ids=["main", "container", "do-class", "do-unexported", "migrations"],
)
def test_config_that_contradicts_the_worker_is_located_in_the_config(
    tmp_path: Path, edit: tuple[str, str], message: str
) -> None:
    assert edit[0] in NIGHTLY_CONFIG
    worker = nightly(tmp_path, config=NIGHTLY_CONFIG.replace(*edit, 1))
    [error] = errors_of(worker)
    assert error.startswith(f"{tmp_path / 'wrangler.jsonc'}:") and error.endswith(f": error: {message}")


def test_optional_fields_need_no_binding_and_json_vars_are_typed(tmp_path: Path) -> None:
    source = nightly_worker().replace(
        "    API_TOKEN: str\n", "    API_TOKEN: str | None\n    LIMIT: int\n    FLAGS: dict[str, Any]\n"
    )
    config = NIGHTLY_CONFIG.replace('"GREETING": "hello"', '"GREETING": "hello", "LIMIT": 3, "FLAGS": {}')
    worker = nightly(tmp_path, config=config.replace('"secrets": { "required": ["API_TOKEN"] },', ""))
    worker.write_text(source)
    assert _parse(transpile_file(worker).files["wrangler.jsonc"])["vars"] == {
        "GREETING": "hello",
        "LIMIT": 3,
        "FLAGS": {},
    }
    (tmp_path / "wrangler.jsonc").write_text(config.replace('"LIMIT": 3', '"LIMIT": "3"'))
    [error] = errors_of(worker)
    config_path = tmp_path / "wrangler.jsonc"
    col = config_path.read_text().splitlines()[3].index('"LIMIT"') + 1
    assert error.endswith(f'error: Env field "LIMIT" is int, but its value in {config_path}:4:{col} is "3"')


def test_keys_a_typeddict_env_may_leave_out_need_no_binding(tmp_path: Path) -> None:
    source = textwrap.dedent(
        """\
        from typing import TypedDict

        from bindings.workers import ExecutionContext, Request, Response


        class Env(TypedDict, total=False):
            GREETING: str


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(env.get("GREETING", "hi"))
        """
    )
    worker = nightly(tmp_path, source=source, config=None)
    assert "vars" not in _parse(transpile_file(worker).files["wrangler.jsonc"])
    total = source.replace(", total=False", "")
    worker.write_text(total)
    [error] = errors_of(worker)
    assert 'Env field "GREETING: str" has no binding' in error


def test_a_broken_config_is_one_located_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    worker = nightly(tmp_path, config=NIGHTLY_CONFIG.replace('"hello" },', '"hello" }'))
    out = tmp_path / "dist"
    assert main(["build", str(worker), "-o", str(out)]) == 1
    line = line_of(tmp_path / "wrangler.jsonc", '"secrets"')
    assert capsys.readouterr().err == (
        f"{tmp_path / 'wrangler.jsonc'}:{line}:3: error: not valid JSONC: expected ',' or '}}'\n"
    )
    assert not out.exists()


def test_the_build_output_beside_the_worker_is_not_read_as_config(tmp_path: Path) -> None:
    """Building into the worker's own folder writes a wrangler.jsonc there: the next build ignores it."""
    worker = nightly(tmp_path, config=None, source=(ROOT_EXAMPLES / "code_runner.py").read_text())
    assert main(["build", str(worker), "-o", str(tmp_path)]) == 0
    assert main(["build", str(worker), "-o", str(tmp_path)]) == 0
    assert "edit the worker, not this file" in (tmp_path / "wrangler.jsonc").read_text()


def test_a_user_config_where_the_output_goes_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    worker = nightly(tmp_path)
    assert main(["build", str(worker), "-o", str(tmp_path)]) == 1
    assert capsys.readouterr().err == (
        f"{tmp_path / 'wrangler.jsonc'}: error: this is the worker's configuration, and -o would write the "
        "built wrangler.jsonc over it: build to another folder (the default is ./dist)\n"
    )
    assert (tmp_path / "wrangler.jsonc").read_text() == NIGHTLY_CONFIG


def test_dry_run_deploy_of_a_scheduled_queue_worker_with_vars_and_r2(tmp_path: Path) -> None:
    from generator.harness.deploy import dry_run

    worker = nightly(tmp_path)
    out = tmp_path / "dist"
    assert main(["build", str(worker), "-o", str(out)]) == 0
    result = dry_run(out, tmp_path / "bundle")
    assert result.ok, result.output
    for line in (
        "env.Sandbox (Sandbox)",
        "env.JOBS (jobs)",
        "env.REPORTS (reports)",
        'env.GREETING ("hello")',
        "--dry-run: exiting now.",
    ):
        assert line in result.output, result.output


def test_a_misspelled_bindings_module_and_an_env_field_typed_any_say_what_to_write(tmp_path: Path) -> None:
    """A newcomer's first guesses: `bindings.sandbox` is named as the module it means, and an Env
    field `Sandbox: Any` with no binding is told about the binding types beside `"vars"`."""
    worker = tmp_path / "w.py"
    worker.write_text(
        textwrap.dedent(
            """
            from dataclasses import dataclass
            from typing import Any

            from bindings.sandbox import get_sandbox
            from bindings.workers import ExecutionContext, Request, Response


            @dataclass
            class Env:
                Sandbox: Any


            async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
                return Response("")
            """
        )
    )
    config = tmp_path / "wrangler.jsonc"
    assert errors_of(worker) == [
        f'{worker}:5:30: error: Cannot find module "bindings.sandbox" (did you mean "bindings.cloudflare_sandbox"?)',
        f'{worker}:11:5: error: Env field "Sandbox: Any" has no binding in {config} (there is none yet: create '
        'it, or w.wrangler.jsonc beside it for this worker alone): add "vars": {"Sandbox": ...}, or declare the '
        "binding's own type (DurableObjectNamespace[Sandbox] for the Sandbox, KVNamespace, R2Bucket, ...)",
    ]
