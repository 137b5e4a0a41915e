"""The bridge client's public API is part of bindings/api.txt, so `sandbox-py bump` reports a change of
the bridge's OpenAPI schema like any change of the declarations.

The SDK stays the pinned release; its bridge schema is made up by the test (what a next release could
ship: an operation added, a request field removed, a response field retyped, a new model), swapped in
where the client generator reads it from the bundle. Everything else is the real bump, run in process:
pin, install, generate, compare, report. The control run, with the schema as shipped, reports no change.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest
from bump_helpers import Project, contents

from generator import cli
from generator import client as client_generator

CLIENT = "bindings.cloudflare_sandbox.client"
VERSION = "0.12.9"


def next_release(schema: dict[str, Any]) -> dict[str, Any]:
    """The shipped schema, changed as a next release of the bridge could change it."""
    changed = copy.deepcopy(schema)
    components = changed["components"]["schemas"]
    del components["ExecRequest"]["properties"]["cwd"]  # a request field removed
    components["Tunnel"]["properties"]["port"] = {"type": "string"}  # a response field retyped
    components["PortList"] = {
        "type": "object",
        "required": ["ports"],
        "properties": {"ports": {"type": "array", "items": {"type": "integer"}}},
    }
    changed["paths"]["/v1/sandbox/{id}/ports"] = {  # an operation added, under the sandbox
        "get": {
            "operationId": "listPorts",
            "summary": "List the ports the sandbox listens on",
            "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
            "responses": {
                "200": {
                    "description": "The ports.",
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/PortList"}}},
                }
            },
        }
    }
    return changed


def bump_with_schema(
    folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], made_up: bool
) -> tuple[int, str]:
    real = client_generator.extract

    def extract(node_modules: Path, bundle: Path) -> dict[str, Any]:
        shipped = real(node_modules, bundle)
        return next_release(shipped) if made_up else shipped

    monkeypatch.setattr(client_generator, "extract", extract)
    code = cli.main(
        ["bump", VERSION, "--dry-run", "--lock-dir", str(folder), "--out", str(folder / "bindings")]
    )
    return code, capsys.readouterr().out


def symbols(report: str) -> dict[str, list[str]]:
    """Top-level symbol of the report -> its indented lines."""
    out: dict[str, list[str]] = {}
    symbol = ""
    for line in report.splitlines():
        if re.match(r"    [+~-] ", line):
            symbol = line.split()[1]
            out[symbol] = []
        elif line.startswith("        "):
            out[symbol].append(line.strip())
    return out


def test_the_committed_contract_has_the_client(project: Project) -> None:
    api = (project(VERSION) / "bindings" / "api.txt").read_text()
    assert f"{CLIENT}.SandboxClient.exec  [execCommand]  def(self, id: str, /, argv: Sequence[str]" in api
    assert f"{CLIENT}.Session.read_file_stream  [readFile]  def(self, path: str, /, *" in api
    assert f"{CLIENT}.Tunnel.port  [port]  int" in api


def test_the_shipped_schema_is_no_change(
    project: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = project(VERSION)
    code, out = bump_with_schema(folder, monkeypatch, capsys, made_up=False)
    assert (code, out) == (0, f"@cloudflare/sandbox {VERSION} -> {VERSION}: public API unchanged\n")


def test_a_changed_schema_shows_in_the_bump_report(
    project: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = project(VERSION)
    before = contents(folder)
    code, out = bump_with_schema(folder, monkeypatch, capsys, made_up=True)
    assert code == 2, out
    assert contents(folder) == before  # a dry run
    found = symbols(out)
    assert set(found) == {
        f"{CLIENT}.{name}"
        for name in (
            "PortList",  # added, with its field
            "Tunnel",
            "SandboxClient",
            "AsyncSandboxClient",
            "Sandbox",
            "AsyncSandbox",
            "Session",
            "AsyncSession",
        )
    }, out
    assert f"    + {CLIENT}.PortList  [PortList]  class()" in out.splitlines()
    assert found[f"{CLIENT}.Tunnel"] == ["~ port  [port]", "- int", "+ str"]
    client = found[f"{CLIENT}.SandboxClient"]
    assert "+ list_ports  [listPorts]  def(self, id: str, /) -> PortList" in client
    exec_change = client[client.index("~ exec  [execCommand]") : client.index("~ exec  [execCommand]") + 3]
    assert "cwd: str | None = ..." in exec_change[1] and "cwd" not in exec_change[2]
    assert "+ list_ports  [listPorts]  def(self) -> PortList" in found[f"{CLIENT}.Sandbox"]
    assert "+ list_ports  [listPorts]  async def(self) -> PortList" in found[f"{CLIENT}.AsyncSandbox"]
    assert not any("list_ports" in line for line in found[f"{CLIENT}.Session"])  # no Session-Id header
    assert all(not line.startswith("+ list_ports") for line in found[f"{CLIENT}.AsyncSession"])
