"""The double covers the whole bound SDK surface, derived from bindings/api.txt, so an SDK bump that adds
a method to ISandbox, Sandbox, ExecutionSession or Process fails here until the double implements it;
its table of SDK error classes is checked against the SDK's own source."""

from __future__ import annotations

import re

from generator import ROOT, toolchain
from generator.harness import Worker

API = ROOT / "bindings" / "api.txt"
MEMBER = re.compile(r"^bindings\.cloudflare_sandbox\.(\w+)\.\w+  \[(\w+)\]  def\(")


def bound_methods(cls: str) -> set[str]:
    """JS names of the methods the bindings give `cls` (one line per member and overload)."""
    out = set()
    for line in API.read_text().splitlines():
        m = MEMBER.match(line)
        if m and m[1] == cls:
            out.add(m[2])
    return out


def test_the_bound_surface_is_read_from_the_bindings() -> None:
    """Guards the derivation: if api.txt changed shape, the sets below would silently be empty."""
    assert len(bound_methods("ISandbox")) == 36
    assert {"exec", "createSession", "wsConnect"} <= bound_methods("ISandbox")
    assert {"exposePort", "getSession", "onStart"} <= bound_methods("Sandbox")
    assert {"exec", "terminal"} <= bound_methods("ExecutionSession")
    assert {"kill", "waitForLog"} <= bound_methods("Process")


def test_every_sandbox_method_is_implemented_by_the_double(probe: Worker) -> None:
    surface = probe.methods()
    covered = set(surface["implemented"]) | set(surface["clientSide"])
    missing = (bound_methods("ISandbox") | bound_methods("Sandbox")) - covered - {"__init__"}
    assert not missing, (
        f"the Sandbox double lacks {sorted(missing)} (see generator/harness/sandbox_double.mjs)"
    )


def test_every_session_and_process_method_reaches_the_worker(probe: Worker) -> None:
    held = probe.fetch("/surface").json()

    missing_session = bound_methods("ExecutionSession") - set(held["session"])
    missing_process = bound_methods("Process") - set(held["process"])
    assert not missing_session, f"ExecutionSession lacks {sorted(missing_session)}"
    assert not missing_process, f"Process lacks {sorted(missing_process)}"


def _sdk_source(pattern: str) -> str:
    dist = toolchain.ensure() / "@cloudflare" / "sandbox" / "dist"
    (path,) = dist.glob(pattern)
    return path.read_text()


def test_the_error_table_is_the_sdks(probe: Worker) -> None:
    """Each class's code is the one createErrorFromResponse maps to it (its first case), and each
    code's HTTP status is ERROR_STATUS_MAP's."""
    sandbox_js = _sdk_source("sandbox-*.js")
    errors_js = _sdk_source("errors-*.js")
    adapter = sandbox_js[sandbox_js.index("function createErrorFromResponse") :]
    adapter = adapter[: adapter.index("\n}\n")]
    sdk_code: dict[str, str] = {}
    pending: list[str] = []
    for m in re.finditer(r"case ErrorCode\.(\w+):(?: return new (\w+)\()?", adapter):
        pending.append(m[1])
        if m[2]:
            sdk_code.setdefault(m[2], pending[0])
            pending = []
    status = dict(re.findall(r"\[ErrorCode\.(\w+)\]: (\d+)", errors_js))
    surface = probe.methods()
    table = _double_table()

    assert len(sdk_code) > 30 and set(surface["errors"]) == set(table)
    for name, (code, http) in table.items():
        if name in ("ProcessReadyTimeoutError", "ProcessExitedBeforeReadyError"):
            assert f"code: ErrorCode.{code}" in sandbox_js, name  # built by the Sandbox, not the adapter
        elif name == "SandboxError":
            assert "case ErrorCode.INTERNAL_ERROR: return new SandboxError" in adapter
        else:
            assert sdk_code.get(name) == code or name in _alternate_codes(adapter, code), name
        assert int(status[code]) == http, (name, code)
    assert set(sdk_code) <= set(table), sorted(set(sdk_code) - set(table))


def _alternate_codes(adapter: str, code: str) -> set[str]:
    """Classes several codes map to (FileSystemError, CommandError, ...): any of their codes will do."""
    block = re.search(rf"case ErrorCode\.{code}:[^;]*?return new (\w+)\(", adapter)
    return {block[1]} if block else set()


def _double_table() -> dict[str, tuple[str, int]]:
    source = (ROOT / "generator" / "harness" / "sandbox_double.mjs").read_text()
    body = source[source.index("export const SDK_ERRORS = {") : source.index("export const MESSAGE_ERRORS")]
    return {m[1]: (m[2], int(m[3])) for m in re.finditer(r'(\w+): \["(\w+)", (\d+)\]', body)}
