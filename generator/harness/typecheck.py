"""tsc check that the Sandbox double's default results satisfy the SDK's declared result types.

The files are checked in a scratch folder whose node_modules links to the pinned toolchain, so
`@cloudflare/sandbox` and `@cloudflare/workers-types` resolve exactly as they do for a worker.
--skipLibCheck: errors inside dependencies' own .d.ts (capnweb's node:http) are not ours to fix.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from generator import toolchain

HERE = Path(__file__).resolve().parent
FILES = ("double_results.mjs", "double_results_check.ts")
TSC_FLAGS = (
    "--noEmit",
    "--strict",
    "--allowJs",
    "--checkJs",
    "--skipLibCheck",
    "--module",
    "esnext",
    "--moduleResolution",
    "bundler",
    "--target",
    "es2022",
    "--lib",
    "es2022",
    "--types",
    "@cloudflare/workers-types",
)


def check_double_types(
    node_modules: Path | None = None, *, replace: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run tsc; `replace` swaps text in double_results.mjs first (to prove a wrong default fails)."""
    node_modules = node_modules or toolchain.ensure()
    with tempfile.TemporaryDirectory(prefix="sandbox-py-tsc-") as scratch:
        work = Path(scratch)
        os.symlink(node_modules, work / "node_modules")
        for name in FILES:
            shutil.copy(HERE / name, work / name)
        if replace:
            source = (work / FILES[0]).read_text()
            for old, new in replace.items():
                if old not in source:
                    raise ValueError(f"{old!r} is not in {FILES[0]}")
                source = source.replace(old, new)
            (work / FILES[0]).write_text(source)
        return toolchain.node(
            str(node_modules / "typescript" / "bin" / "tsc"), *TSC_FLAGS, FILES[1], cwd=work, check=False
        )
