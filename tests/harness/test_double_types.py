"""The double's default results are what @cloudflare/sandbox 0.12.9 declares (tsc on the SDK's .d.ts)."""

from __future__ import annotations

import pytest

from generator.harness.typecheck import check_double_types


def test_default_results_satisfy_the_sdk_result_types() -> None:
    done = check_double_types()
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    ("old", "new", "error"),
    [
        # exitCode must be a number in ExecResult
        (
            "return { success: exitCode === 0, exitCode,",
            "return { success: exitCode === 0, exitCode: String(exitCode),",
            "exitCode",
        ),
        # ExecutionResult.logs.stderr is required
        (
            "logs: { stdout: /** @type {string[]} */ ([]), stderr: /** @type {string[]} */ ([]) },",
            "logs: { stdout: /** @type {string[]} */ ([]) },",
            "stderr",
        ),
        # GitCheckoutResult.branch is required
        ('    branch: options.branch ?? "main",\n', "", "branch"),
    ],
)
def test_the_check_rejects_a_wrong_default(old: str, new: str, error: str) -> None:
    """Guards the guard: if the SDK types resolved to `any`, these would pass too."""
    done = check_double_types(replace={old: new})
    assert done.returncode != 0
    assert error in done.stdout, done.stdout
