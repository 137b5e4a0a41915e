"""The binding pipeline end to end: toolchain -> reader -> IR -> emitter -> bindings/ (swapped in whole);
the bridge's OpenAPI schema -> the HTTP client (generator/client/).

`generate()` returns the files; `write()` puts them in place through a temporary folder so that a
failure at any point leaves the committed bindings untouched.
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

from generator import client, dts, emit, ir, resources, surface
from generator.diagnostics import CompileError

BINDINGS = resources.bindings_dir()


def versions(node_modules: Path) -> dict[str, str]:
    out = {}
    for package in (surface.SDK_PACKAGE, surface.WORKERS_TYPES, "typescript"):
        manifest = node_modules / package / "package.json"
        try:
            out[package] = str(json.loads(manifest.read_text())["version"])
        except (OSError, ValueError, KeyError) as err:
            raise CompileError.one(
                str(manifest), f"cannot read the package version ({err.__class__.__name__})"
            ) from err
    return out


def generate(node_modules: Path) -> dict[str, str]:
    """Generated file contents keyed by their path relative to bindings/."""
    found = versions(node_modules)
    data = dts.read(node_modules)
    files = emit.emit(ir.load(data, found[surface.SDK_PACKAGE]), found)
    files.update(client.generate(node_modules, found[surface.SDK_PACKAGE], files["api.txt"]))
    return files


def write(files: dict[str, str], out: Path = BINDINGS) -> None:
    """Replace the generated files of `out` at once; hand-written files there (_js.py, py.typed,
    __init__.py) are carried over."""
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
    try:
        if out.exists():
            shutil.copytree(out, staging, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
        for rel, text in files.items():
            path = staging / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        if out.exists():
            old = out.with_name(f".{out.name}-old")
            shutil.rmtree(old, ignore_errors=True)
            out.rename(old)
            staging.rename(out)
            shutil.rmtree(old)
        else:
            staging.rename(out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def differences(files: dict[str, str], out: Path = BINDINGS) -> list[str]:
    """One line per generated file that differs from what is on disk."""
    lines = []
    for rel, text in sorted(files.items()):
        path = out / rel
        if not path.is_file():
            lines.append(f"{rel}: missing")
            continue
        have = path.read_text().splitlines()
        want = text.splitlines()
        if have != want:
            changed = sum(1 for a, b in zip(have, want) if a != b) + abs(len(have) - len(want))
            first = next((i for i, (a, b) in enumerate(zip(have, want)) if a != b), min(len(have), len(want)))
            lines.append(f"{rel}: {changed} line(s) differ, first at line {first + 1}")
    return lines


def progress(message: str) -> None:
    print(f"sandbox-py: {message}", file=sys.stderr)
