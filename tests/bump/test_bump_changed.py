"""0.12.4 -> 0.12.5: one type added and eight declarations changed in the SDK, so the bump exits 2.

In the bindings that reads as: ContainerUnavailableReason added; eight changed declarations
(ContainerControlClient, ContainerControlConnectionOptions, ContainerUnavailableContext,
OperationInterruptedContext, Sandbox, BridgeEnv, PoolStatsConfig, WarmPoolConfig); one ripple
(ContainerUnavailableError.reason is typed from ContainerUnavailableContext's); and one class the
emitter synthesizes for a new inline object type. 0.12.5 also adds some twenty private members to the
transport classes; none of them may show.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from subprocess import CompletedProcess

import pytest
from bump_helpers import Project, bump, contents

from generator.emit import contract

SDK = "bindings.cloudflare_sandbox"


@pytest.fixture(scope="module")
def bumped(project: Project) -> tuple[Path, CompletedProcess[str]]:
    folder = project("0.12.4")
    return folder, bump(folder, "0.12.5")


def sections(report: str) -> dict[str, dict[str, list[str]]]:
    """section -> top-level symbol line -> its indented lines."""
    out: dict[str, dict[str, list[str]]] = {}
    section: dict[str, list[str]] = {}
    symbol = ""
    for line in report.splitlines():
        if found := re.fullmatch(r"(added|removed|changed):(?: none)?", line):
            section = out.setdefault(found[1], {})
        elif line.startswith("    ") and not line.startswith("     "):
            symbol = line.split()[1]
            section[symbol] = []
        elif line.startswith("        "):
            section[symbol].append(line.strip())
    return out


def test_exit_2_and_the_symbols_grouped(bumped: tuple[Path, CompletedProcess[str]]) -> None:
    _, done = bumped
    assert done.returncode == 2, done.stderr
    assert done.stdout.startswith(
        "@cloudflare/sandbox 0.12.4 -> 0.12.5: public API changed, review required\n"
    )
    found = sections(done.stdout)
    assert set(found["added"]) == {
        f"{SDK}.ContainerUnavailableReason",
        f"{SDK}.ContainerControlConnectionOptionsGetSandboxInfoResult",
    }
    assert found["removed"] == {}
    assert set(found["changed"]) == {
        f"{SDK}.{name}"
        for name in (
            "ContainerControlClient",
            "ContainerControlConnectionOptions",
            "ContainerUnavailableContext",
            "ContainerUnavailableError",
            "OperationInterruptedContext",
            "Sandbox",
            "bridge.BridgeEnv",
            "bridge.PoolStatsConfig",
            "bridge.WarmPoolConfig",
        )
    }


def test_changed_members_show_both_names_and_both_signatures(
    bumped: tuple[Path, CompletedProcess[str]],
) -> None:
    changed = sections(bumped[1].stdout)["changed"]
    assert changed[f"{SDK}.ContainerUnavailableContext"] == [
        "+ original_message  [originalMessage]  str | None",
        "~ reason  [reason]",
        '- Literal["container_starting", "container_unhealthy", "container_replaced", "rpc_upgrade_failed"]',
        "+ ContainerUnavailableReason",
    ]
    assert changed[f"{SDK}.OperationInterruptedContext"] == [
        "+ container_exit_code  [containerExitCode]  int | None",  # an exit code is an int (surface.INTEGERS)
        "+ stop_reason  [stopReason]  str | None",
    ]
    assert changed[f"{SDK}.Sandbox"] == [
        "~ on_stop  [onStop]",
        "- def(self) -> Awaitable[None]",
        "+ def(self, params: StopParams = ..., /) -> Awaitable[None]",
    ]
    assert changed[f"{SDK}.bridge.BridgeEnv"] == [
        "+ WARM_POOL_MAX_INSTANCES  [WARM_POOL_MAX_INSTANCES]  str | None",
        "+ WARM_POOL_SCALE_BATCH_SIZE  [WARM_POOL_SCALE_BATCH_SIZE]  str | None",
    ]
    assert changed[f"{SDK}.bridge.WarmPoolConfig"] == [
        "+ max_instances  [maxInstances]  int",
        "+ scale_batch_size  [scaleBatchSize]  int",
    ]


def test_no_private_member_is_reported_or_bound(bumped: tuple[Path, CompletedProcess[str]]) -> None:
    folder, done = bumped
    private = re.compile(r"(?:^|\.)_(?!_)\w*$")  # `_name`, not `__init__`
    reported = [line.split()[1] for line in done.stdout.splitlines() if re.match(r"\s+[-+~] \S", line)]
    assert reported and not [name for name in reported if private.search(name)]
    bound = contract.parse((folder / "bindings" / "api.txt").read_text()).entries
    assert not [e.python for e in bound if private.search(e.python)]


def test_the_lock_files_and_bindings_are_written_together(bumped: tuple[Path, CompletedProcess[str]]) -> None:
    folder, done = bumped
    assert "pytest tests/transpile" in done.stdout
    assert (
        json.loads((folder / "package.json").read_text())["dependencies"]["@cloudflare/sandbox"] == "0.12.5"
    )
    locked = json.loads((folder / "package-lock.json").read_text())["packages"][
        "node_modules/@cloudflare/sandbox"
    ]
    assert locked["version"] == "0.12.5"
    assert (
        json.loads((folder / "bindings" / "manifest.json").read_text())["sources"]["@cloudflare/sandbox"]
        == "0.12.5"
    )
    assert (
        contract.parse((folder / "bindings" / "api.txt").read_text()).versions["@cloudflare/sandbox"]
        == "0.12.5"
    )


def test_dry_run_prints_the_same_report_and_writes_nothing(
    project: Project, bumped: tuple[Path, CompletedProcess[str]]
) -> None:
    folder = project("0.12.4")
    before = contents(folder)
    done = bump(folder, "0.12.5", "--dry-run")
    assert done.returncode == 2, done.stderr
    real_report = bumped[1].stdout.split("\nPinned ")[0]
    assert done.stdout == real_report
    assert contents(folder) == before
