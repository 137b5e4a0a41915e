"""A module whose default export is a value: `default = bridge(...)` (the SDK's bridge factory around
the worker's own handlers). The rule, its JS, and its refusals, each located."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cli import main

from .helpers import PRELUDE, errors, module

BRIDGE = """
from bindings.cloudflare_sandbox.bridge import WarmPool as WarmPool
from bindings.cloudflare_sandbox.bridge import bridge
from bindings.workers import ScheduledController


class Routes:
    async def fetch(self, request: Request, env: Env, ctx: ExecutionContext) -> Response:
        return Response("Not Found", status=404)

    async def scheduled(self, controller: ScheduledController, env: Env, ctx: ExecutionContext) -> None:
        return None

    def __getitem__(self, key: str) -> object:
        return None
"""


def test_default_is_the_modules_default_export() -> None:
    js = module(BRIDGE + '\n\ndefault = bridge(Routes(), api_route_prefix="/api")\n')
    # TypeScript gives a class no implicit index signature (WorkerHandlers has `[key: string]: unknown`):
    # mypy checked the class against the Protocol, tsc is told so.
    assert 'export default bridge(/** @type {any} */ (new Routes()), { apiRoutePrefix: "/api" });\n//#' in js
    assert "export default {" not in js


def test_a_default_read_elsewhere_is_exported_as_a_variable() -> None:
    js = module(BRIDGE + "\n\ndefault = bridge(Routes())\nHANDLERS = default\n")
    assert "const default$ = bridge(/** @type {any} */ (new Routes()));\nconst HANDLERS = default$;" in js
    assert "export { default$ as default };\n//#" in js


def test_misuse_is_located() -> None:
    # not a worker's handlers
    assert errors(BRIDGE + '\n\ndefault = "bridge"\n') == [
        '18:1: the default export is a worker\'s handlers (an ExportedHandler, as bridge(...) returns), not "str"'
    ]
    # handlers of its own beside it
    assert errors(
        BRIDGE
        + "\n\ndefault = bridge(Routes())\n\n\nasync def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:\n    return Response('')\n"
    ) == [
        '21:1: a module with a default export ("default = ...") has no handlers of its own: pass fetch to what makes it (bridge(handlers))'
    ]
    # assigned from a function
    assert errors(
        BRIDGE
        + "\n\ndefault = bridge(Routes())\n\n\ndef again() -> None:\n    global default\n    default = bridge(Routes())\n"
    ) == ['22:5: "default" is the module\'s default export: assign it at module level only']


def test_a_default_export_belongs_in_the_workers_own_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "handlers.py").write_text(
        PRELUDE.replace("class Env(Protocol)", "class Unused(Protocol)")
        + BRIDGE.replace("Env", "object")
        + "\n\ndefault = bridge(Routes())\n"
    )
    (tmp_path / "worker.py").write_text(
        "from handlers import Routes\nfrom bindings.workers import ExecutionContext, Request, Response\n\n\n"
        "async def fetch(request: Request, env: object, ctx: ExecutionContext) -> Response:\n"
        "    return Response(str(Routes()))\n"
    )
    assert main(["build", str(tmp_path / "worker.py"), "-o", str(tmp_path / "dist")]) == 1
    line = (tmp_path / "handlers.py").read_text().splitlines().index("default = bridge(Routes())") + 1
    (reported,) = capsys.readouterr().err.splitlines()
    where, message = reported.split(": error: ")
    assert Path(where.rsplit(":", 2)[0]).resolve() == (tmp_path / "handlers.py").resolve()
    assert where.endswith(f":{line}:1")
    assert message == "a default export belongs in the worker's own file, not in a module it imports"
