"""Where the workers under test live: our emitted examples and the documented output.

The scenario tests run what we emit: snapshots/<example>/worker.js with its wrangler.jsonc.
SANDBOX_PY_HARNESS_EXAMPLES points them at another folder of the same layout (e.g. a fresh build).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator import ROOT
from generator.harness import WorkerSpec

EXAMPLES = ("code_runner", "workspace_files", "notebook", "test_runner", "text_search")
DOCUMENTED = ROOT / "tests" / "fixtures" / "documented"
DOCUMENTED_EXAMPLES = ("code_runner", "test_runner", "text_search")


def examples_dir() -> Path:
    return Path(os.environ.get("SANDBOX_PY_HARNESS_EXAMPLES", ROOT / "snapshots"))


def example_config(example: str) -> Path:
    config = examples_dir() / example / "wrangler.jsonc"
    if not config.is_file():
        pytest.fail(
            f"{config}: missing: the emitted example {example} (worker.js + wrangler.jsonc) is not there",
            pytrace=False,
        )
    return config


def example_spec(example: str, name: str | None = None) -> WorkerSpec:
    return WorkerSpec.from_wrangler(name or example, example_config(example))


def documented_spec(example: str, like: WorkerSpec) -> WorkerSpec:
    """The seed's emitted JavaScript, run with the same binding and compatibility settings as ours."""
    return WorkerSpec(
        name=f"documented_{example}",
        entry=DOCUMENTED / f"{example}.js",
        binding=like.binding,
        class_name=like.class_name,
        compatibility_date=like.compatibility_date,
        compatibility_flags=like.compatibility_flags,
    )
