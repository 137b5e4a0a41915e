"""A worker's own Durable Object class (`class Counter(DurableObject[Env])`, issue 10): its output is
pinned (durable_counter/expected/), type-checks with tsc against workers-types and passes mypy --strict; its
wrangler.jsonc binds and migrates it; what RPC cannot keep is refused. It runs in workerd in
tests/harness/test_own_durable_object.py."""

from __future__ import annotations

import difflib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from generator import ROOT
from generator.transpile.build import transpile_file
from tests.transpile.helpers import errors
from tests.transpile.test_snapshots import _tsc

FOLDER = Path(__file__).with_name("durable_counter")
WORKER = FOLDER / "worker.py"
#: Not beside the worker: a wrangler.jsonc there would be merged into the build's as the user's own.
EXPECTED = FOLDER / "expected"


@pytest.mark.parametrize("name", ["worker.js", "wrangler.jsonc"])
def test_output_matches_snapshot(name: str, update_snapshots: bool) -> None:
    actual = transpile_file(WORKER).files[name]
    if update_snapshots:
        EXPECTED.mkdir(exist_ok=True)
        (EXPECTED / name).write_text(actual, encoding="utf-8")
        return
    expected = (EXPECTED / name).read_text(encoding="utf-8")
    if actual != expected:
        diff = difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), name, "now")
        pytest.fail(f"{name} changed (pytest --update rewrites it):\n" + "".join(diff))


def test_the_class_extends_the_runtime_class_and_the_stub_calls_are_rpc() -> None:
    text = (EXPECTED / "worker.js").read_text()
    assert 'import { DurableObject } from "cloudflare:workers";' in text
    assert "class Counter extends DurableObject {" in text
    assert "/**\n * @extends {DurableObject<Env>}\n */\n\nclass Counter extends DurableObject {" in text
    assert "await $rpcCall(counter.increment(1), $rpcErrors)" in text
    assert '$rpcCall(env.Counter.getByName(name).parts(["a-b", "c"]), $rpcErrors)' in text


def test_wrangler_binds_and_migrates_the_workers_own_class() -> None:
    config = json.loads((EXPECTED / "wrangler.jsonc").read_text().split("\n", 1)[1])
    assert config["durable_objects"]["bindings"] == [
        {"name": "Sandbox", "class_name": "Sandbox"},
        {"name": "Counter", "class_name": "Counter"},
    ]
    assert config["migrations"] == [{"tag": "v1", "new_sqlite_classes": ["Counter", "Sandbox"]}]
    assert [c["class_name"] for c in config["containers"]] == ["Sandbox"]  # no container for Counter


def test_the_output_type_checks_with_tsc() -> None:
    text = (EXPECTED / "worker.js").read_text()
    found = _tsc({"counter.js": text, "broken.js": text.replace("increment(1)", 'increment("1")')})
    assert found["counter.js"] == [] and found.get("<other>", []) == []
    assert any("TS2345" in line for line in found["broken.js"]), found  # not vacuous


def test_the_worker_passes_mypy_strict() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", str(WORKER)], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


DO = """\
from dataclasses import dataclass

from bindings.cloudflare_workers import DurableObject


class CounterEnv(Protocol):
    Counter: DurableObjectNamespace[Counter]


@dataclass
class Item:
    name: str


class Counter(DurableObject[CounterEnv]):
    async def count(self) -> int:
        return 1

    def label(self) -> str:
        return "c"
"""
DO_LINES = DO.count("\n")


def _errors(body: str) -> list[str]:
    found = errors(DO + body)
    return [f"{int(e.split(':')[0]) - DO_LINES}:{e.split(':', 1)[1]}" for e in found]


def test_a_sync_method_called_through_a_stub_is_refused() -> None:
    assert _errors(
        """
async def fetch(request: Request, env: CounterEnv, ctx: ExecutionContext) -> Response:
    return Response(env.Counter.get_by_name("x").label())
"""
    ) == [
        '3:50: "label" of the Durable Object "Counter" is called through a stub, where every call is '
        "async (RPC): declare it `async def` (and await it), or call it on self"
    ]


def test_an_attribute_read_through_a_stub_is_refused() -> None:
    assert _errors(
        """
async def fetch(request: Request, env: CounterEnv, ctx: ExecutionContext) -> Response:
    stub = env.Counter.get_by_name("x")
    return Response(str(stub.ctx.id) + str(await stub.count()))
"""
    ) == [
        '4:30: "ctx" of the Durable Object "Counter" is read through a stub, which offers only its async '
        "methods (RPC): return the value from an `async def`"
    ]


def test_constructing_a_durable_object_is_refused() -> None:
    assert _errors(
        """
async def fetch(request: Request, env: CounterEnv, ctx: ExecutionContext) -> Response:
    Counter(ctx, env)
    return Response("")
"""
    ) == [
        '3:5: the Durable Object "Counter" is made by the runtime: get a stub from its namespace '
        "(env.Counter.get(id))"
    ]


def test_an_rpc_method_taking_or_giving_an_own_class_is_refused() -> None:
    source = DO.replace(
        '    def label(self) -> str:\n        return "c"\n',
        "    async def item(self, given: list[Item]) -> Item | None:\n        return None\n\n"
        "    async def _private(self) -> Item:\n        return Item('x')\n",
    )
    found = errors(
        source
        + "\n\nasync def fetch(request: Request, env: CounterEnv, ctx: ExecutionContext) -> Response:\n    return Response('')\n"
    )
    assert found == [
        f'{DO_LINES - 1}:15: "item" of the Durable Object "Counter" is called over RPC, whose structured '
        'clone drops the class of "Item": take and give plain values (dict, list, TypedDict)'
    ]


RUNNER = (
    DO.replace(
        "from bindings.cloudflare_workers import DurableObject\n",
        "from bindings.cloudflare_workers import DurableObject\n\n__all__ = ['Counter']\n",
    )
    .replace(
        "    Counter: DurableObjectNamespace[Counter]\n",
        "    Counter: DurableObjectNamespace[Counter]\n    Sandbox: DurableObjectNamespace[Sandbox]\n",
    )
    .replace(
        '    def label(self) -> str:\n        return "c"\n',
        "    async def run(self) -> int:\n"
        '        if await self.ctx.storage.get("stop") is not None:\n'
        '            raise AppError("stopped")\n'
        '        return (await get_sandbox(self.env.Sandbox, "s").exec("ls")).exit_code\n\n\n'
        "class AppError(LookupError):\n    pass\n\n\n"
        "async def fetch(request: Request, env: CounterEnv, ctx: ExecutionContext) -> Response:\n"
        "    try:\n"
        '        return Response(str(await env.Counter.get_by_name("x").run()))\n'
        "    except ValueError as e:\n"
        "        return Response(str(e))\n",
    )
)


def test_self_env_is_the_type_argument_and_errors_are_rebuilt_by_name() -> None:
    from tests.transpile.helpers import module

    text = module(RUNNER)
    assert (
        "/**\n * @extends {DurableObject<CounterEnv>}\n */\n\nclass Counter extends DurableObject {" in text
    )
    assert 'getSandbox(this.env.Sandbox, "s").exec("ls")' in text
    assert 'await $rpcCall(env.Counter.getByName("x").run(), $rpcErrors)' in text
    # the module's Python exception classes by the name workerd keeps: those it uses and its own
    assert (
        "const $rpcErrors = {\n  AppError,\n  LookupError: $LookupError,\n  ValueError: $ValueError,\n};"
        in text
    )
    found = _tsc({"ok.js": text, "env.js": text.replace("this.env.Sandbox", "this.env.Sandboxes")})
    assert found["ok.js"] == [] and found.get("<other>", []) == []
    assert any("TS2551" in line or "TS2339" in line for line in found["env.js"]), found  # this.env is typed


def test_a_nested_exception_is_rebuilt_by_its_binding_and_its_name_must_be_one_module_class() -> None:
    """An error crossing RPC keeps its class's `__name__` only (`AppError` of `Errors.AppError`)."""
    from tests.transpile.helpers import module

    nested = RUNNER.replace(
        "class AppError(LookupError):\n    pass\n",
        "class Errors:\n    class AppError(LookupError):\n        pass\n",
    )
    nested = nested.replace('raise AppError("stopped")', 'raise Errors.AppError("stopped")')
    text = module(nested)
    assert "const $rpcErrors = {\n  AppError: Errors$AppError,\n  LookupError: $LookupError," in text
    twice = nested.replace(
        "class Errors:\n", "class Other:\n    class AppError(ValueError):\n        pass\n\n\nclass Errors:\n"
    )
    assert [e.split(": ", 1)[1] for e in errors(twice)] == [
        "an error crossing RPC keeps its class's name only, \"AppError\", which is also Other.AppError's: "
        "rename one"
    ]


def test_a_nested_durable_object_is_refused() -> None:
    from generator.diagnostics import CompileError
    from generator.transpile.build import transpile_source

    source = """\
from typing import Protocol

from bindings.cloudflare_workers import DurableObject
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Counter: DurableObjectNamespace["Objects.Counter"]


class Objects:
    class Counter(DurableObject[Env]):
        async def count(self) -> int:
            return 1


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response(str(await env.Counter.get_by_name("x").count()))
"""
    with pytest.raises(CompileError) as raised:
        transpile_source(source, "worker.py")
    assert [f"{d.line}:{d.col}: {d.message}" for d in raised.value.diagnostics] == [
        '8:5: the Durable Object class "Objects.Counter" is defined in a class body: a deploy binds a class '
        'its module exports by name; define "Counter" at module level'
    ]


def test_a_value_typed_as_a_durable_object_class_is_its_stub_to_tsc() -> None:
    """`def ledger(env) -> Ledger: return env.Ledger.get(...)`: mypy reads the stub as the class (the
    bindings type an RPC stub so); tsc reads `DurableObjectStub<Ledger>`, which the JSDoc now says."""
    from generator.transpile.build import transpile_source

    source = """\
from typing import Protocol

from bindings.cloudflare_workers import DurableObject
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response

__all__ = ["Ledger"]


class Env(Protocol):
    Ledger: DurableObjectNamespace[Ledger]


class Ledger(DurableObject[Env]):
    async def total(self) -> int:
        return 1


def ledger(env: Env) -> Ledger:
    return env.Ledger.get(env.Ledger.id_from_name("global"))


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response(str(await ledger(env).total()))
"""
    text = transpile_source(source, "worker.py").javascript
    assert "@returns {DurableObjectStub<Ledger>}" in text
    assert "@property {DurableObjectNamespace<Ledger>} Ledger" in text
    found = _tsc({"ledger.js": text, "broken.js": text.replace(".total()", ".totals()")})
    assert found["ledger.js"] == [] and found["broken.js"], found  # tsc reads the stub's methods


def test_an_rpc_result_holding_any_type_checks() -> None:
    """An RPC method returning `dict[str, object]` or `dict[str, Any]`: tsc's RPC types of a result
    holding `any` recurse without end (TS2589, newcomer round 30); the stub is read as `any` for that
    call, typed as the method's result, while other calls keep the stub's types."""
    from generator.transpile.build import transpile_source

    source = """\
from __future__ import annotations

from typing import Any, Protocol

from bindings.cloudflare_workers import DurableObject
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response

__all__ = ["Stats"]


class Env(Protocol):
    Stats: DurableObjectNamespace[Stats]


class Stats(DurableObject[Env]):
    async def as_object(self) -> dict[str, object]:
        return {"size": 1}

    async def as_any(self) -> dict[str, Any]:
        return {"size": 1}

    async def as_int(self) -> dict[str, int]:
        return {"size": 1}


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    stub = env.Stats.get_by_name("x")
    return Response.json({"a": await stub.as_object(), "b": await stub.as_any(), "c": await stub.as_int()})
"""
    text = transpile_source(source, "worker.py").javascript
    found = _tsc({"stats.js": text, "broken.js": text.replace("stub.as_int()", "stub.as_ints()")})
    assert found["stats.js"] == [] and found["broken.js"], found
