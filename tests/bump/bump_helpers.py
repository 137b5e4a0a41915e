"""Helpers of the bump tests (a module of their own: conftest modules are not for importing)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from generator import ROOT

#: The `project` fixture: version -> a fresh project folder pinned to it, with its bindings.
Project = Callable[[str], Path]


def bump(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`sandbox-py bump` on a project folder, as a user runs it (a separate process: a traceback would show)."""
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "bump",
            *args,
            "--lock-dir",
            str(folder),
            "--out",
            str(folder / "bindings"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )


def contents(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` by relative path: what "nothing written" is checked against."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if ": error: " in line]
