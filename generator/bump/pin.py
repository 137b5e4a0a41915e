"""Pin another SDK version: npm itself rewrites a temporary copy of package.json + package-lock.json,
so the lockfile records the resolved tarball and its integrity hash exactly as `npm ci` will check it."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from generator import pipeline, surface, toolchain
from generator.diagnostics import CompileError

#: A version, a range or a dist-tag: what may follow `@cloudflare/sandbox@`. Never a URL, a path or a
#: git spec, which would pin something other than a registry tarball.
VERSION_SPEC = re.compile(r"[0-9A-Za-z][0-9A-Za-z.+~^<>=-]*")


def pinned_version(lock_dir: Path) -> str:
    """The SDK version package-lock.json records."""
    lock = lock_dir / "package-lock.json"
    try:
        return str(json.loads(lock.read_text())["packages"][f"node_modules/{surface.SDK_PACKAGE}"]["version"])
    except (OSError, ValueError, KeyError) as err:
        raise CompileError.one(
            str(lock),
            f"cannot read the pinned {surface.SDK_PACKAGE} version ({err.__class__.__name__}: {err})",
        ) from err


def pin(lock_dir: Path, spec: str, into: Path) -> str:
    """Write package.json + package-lock.json pinning `spec` exactly into `into`; return the version."""
    if not VERSION_SPEC.fullmatch(spec):
        raise CompileError.one(
            "sandbox-py bump", f"'{spec}' is not a version or a dist-tag of {surface.SDK_PACKAGE}"
        )
    pipeline.progress(f"pinning {surface.SDK_PACKAGE}@{spec} (npm install --package-lock-only)")
    for name in toolchain.LOCK_FILES:
        source = lock_dir / name
        if not source.is_file():
            raise CompileError.one(str(source), "missing: bump rewrites the pinned lock files")
        shutil.copyfile(source, into / name)
    done = toolchain.npm(
        "install",
        f"{surface.SDK_PACKAGE}@{spec}",
        "--save-exact",
        "--package-lock-only",  # resolve and record only: the install is toolchain.ensure's `npm ci`
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        cwd=into,
    )
    if done.returncode != 0:
        reason = toolchain.npm_reason(done.stderr)  # the toolchain's one reading of npm errors
        raise CompileError.one(
            str(lock_dir / "package.json"), f"npm cannot pin {surface.SDK_PACKAGE}@{spec}: {reason}"
        )
    return pinned_version(into)
