"""Stage 1: run the declaration reader (reader.mjs, on the TypeScript compiler API) -> JSON IR."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from generator import surface, toolchain
from generator.diagnostics import CompileError

READER = Path(__file__).with_name("reader.mjs")


def entry_points(node_modules: Path) -> dict[str, str]:
    """The SDK's package.json `exports`: subpath -> declaration file (relative to node_modules)."""
    pkg_dir = node_modules / surface.SDK_PACKAGE
    manifest = pkg_dir / "package.json"
    if not manifest.is_file():
        raise CompileError.one(str(manifest), "missing: is the SDK tarball installed?")
    try:
        exports = json.loads(manifest.read_text())["exports"]
    except (ValueError, KeyError) as err:
        raise CompileError.one(str(manifest), f"unreadable package manifest ({err})") from err
    out: dict[str, str] = {}
    for subpath, target in exports.items():
        types = target.get("types") if isinstance(target, dict) else None
        if isinstance(types, str):
            out[subpath] = f"{surface.SDK_PACKAGE}/{types.removeprefix('./')}"
    return out


def read(node_modules: Path) -> dict[str, Any]:
    entries = entry_points(node_modules)
    unknown = sorted(set(entries) - {e.subpath for e in surface.BOUND} - set(surface.EXCLUDED))
    if unknown:
        raise CompileError.one(
            str(node_modules / surface.SDK_PACKAGE / "package.json"),
            f"entry point {', '.join(unknown)} is neither bound nor excluded (see generator/surface.py)",
        )
    modules = []
    for entry in surface.BOUND:
        if entry.subpath not in entries:
            raise CompileError.one(
                str(node_modules / surface.SDK_PACKAGE), f"entry point {entry.subpath} is gone"
            )
        modules.append({"specifier": entry.specifier, "dts": entries[entry.subpath]})
    config = {
        "node_modules": str(node_modules),
        "modules": modules,
        "types": [surface.WORKERS_TYPES],
        "global_roots": list(surface.GLOBAL_ROOTS),
        "lib_bound": list(surface.LIB_BOUND),
        "runtime_modules": [
            {"specifier": m.specifier, "names": list(m.names)} for m in surface.RUNTIME_MODULES
        ],
    }
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(config, f)
    try:
        done = subprocess.run(
            [str(toolchain.NODE_BIN / "node"), str(READER), f.name],
            env=toolchain.node_env(),
            capture_output=True,
            text=True,
        )
    finally:
        Path(f.name).unlink()
    errors = [ln for ln in done.stderr.splitlines() if not ln.startswith("sandbox-py: ")]
    for line in done.stderr.splitlines():
        if line.startswith("sandbox-py: "):
            print(line, file=sys.stderr)
    if done.returncode != 0:
        raise _failure(node_modules, errors)
    result: dict[str, Any] = json.loads(done.stdout)
    result["excluded"] = [{"subpath": k, "reason": v} for k, v in sorted(surface.EXCLUDED.items())]
    return result


def _failure(node_modules: Path, stderr_lines: list[str]) -> CompileError:
    """The reader's one-line reason, placed at the declaration it names when it names one."""
    reason = next((ln.split("ReadError:", 1)[1].strip() for ln in stderr_lines if "ReadError:" in ln), None)
    if reason is None:
        detail = " ".join(ln.strip() for ln in stderr_lines[-3:]) or "no output"
        return CompileError.one(str(READER), f"the declaration reader crashed: {detail}")
    located = re.match(r"^(\S+?):(\d+):(\d+): (.*)$", reason)
    if located:
        path, line, col, message = located.groups()
        return CompileError.one(str(node_modules / path), message, int(line), int(col))
    return CompileError.one(str(node_modules / surface.SDK_PACKAGE), reason)
