"""`sandbox-py check`: a worker's whole pipeline in one report, writing nothing beside the worker.

1. mypy --strict, with the same `bindings` the build imports (the ones installed beside this tool);
2. the transpiler, in memory;
3. tsc --checkJs on the JavaScript against the pinned SDK's declarations, each error placed back on
   the Python line it came from through the source map.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from generator import toolchain
from generator.diagnostics import CompileError
from generator.transpile.build import Artifact, transpile_file
from generator.transpile.js.sourcemap import decode_vlq

TSC_FLAGS = (
    "--noEmit", "--allowJs", "--checkJs", "--module", "esnext", "--moduleResolution", "bundler",
    "--target", "es2022", "--lib", "es2022", "--types", "@cloudflare/workers-types",
    # Errors inside dependencies' own .d.ts (capnweb imports node:http) are not the worker's.
    "--skipLibCheck",
)  # fmt: skip
MYPY_FLAGS = ("--strict", "--show-column-numbers", "--no-error-summary", "--no-color-output", "--no-pretty")
MYPY_CODE = re.compile(r"  \[[a-z-]+\]$")
TSC_LINE = re.compile(
    r"^(?P<file>[^()\s]+)\((?P<line>\d+),(?P<col>\d+)\): error (?P<code>TS\d+): (?P<msg>.*)$"
)


@dataclass
class Report:
    """What each stage said, in the order the stages ran. mypy's lines keep their notes."""

    mypy: list[str] = field(default_factory=list)
    transpile: list[str] = field(default_factory=list)
    tsc: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        # The transpiler repeats some of mypy's messages word for word (without mypy's error code).
        seen = {MYPY_CODE.sub("", line) for line in self.mypy}
        return self.mypy + [line for line in self.transpile if line not in seen] + self.tsc

    def errors(self) -> int:
        return sum(1 for line in self.lines() if ": error: " in line)


def run_mypy(files: Sequence[Path]) -> tuple[list[str], int]:
    """mypy --strict in this interpreter, so it resolves `bindings` exactly as the build imports it.
    The cache goes to the toolchain cache, not into the user's project."""
    try:
        from mypy import api
    except ImportError:  # pragma: no cover - mypy is a dependency of the package
        return [f"{files[0]}: error: mypy is not installed in this environment (pip install mypy)"], 1
    cache = toolchain.cache_root() / "mypy"
    stdout, stderr, status = api.run([*MYPY_FLAGS, "--cache-dir", str(cache), *map(str, files)])
    lines = [line for line in (stdout + stderr).splitlines() if line.strip()]
    return lines, status


def run_tsc(artifacts: dict[Path, Artifact]) -> list[str]:
    """tsc on every worker's JavaScript; each error as `worker.py:line:col: error: ...` when the
    source map places it, else at the JavaScript line."""
    node_modules = toolchain.ensure(quiet=True)
    names = {f"{path.stem}.js": path for path in artifacts}
    with tempfile.TemporaryDirectory(prefix="sandbox-py-check-") as scratch:
        work = Path(scratch)
        os.symlink(node_modules, work / "node_modules")
        for name, path in names.items():
            (work / name).write_text(artifacts[path].javascript, encoding="utf-8")
        tsc = node_modules / "typescript" / "bin" / "tsc"
        done = toolchain.node(str(tsc), *TSC_FLAGS, *names, cwd=work, check=False)
    errors: list[str] = []
    for raw in done.stdout.splitlines():
        match = TSC_LINE.match(raw)
        if match is None:
            if raw.startswith(" ") and errors:  # a continuation of the previous message
                errors[-1] += " " + raw.strip()
            elif raw.strip():
                errors.append(f"tsc: error: {raw.strip()}")
            continue
        js_line, js_col = int(match["line"]), int(match["col"])
        message = f"{match['msg']} [tsc {match['code']}, worker.js:{js_line}:{js_col}]"
        source = names.get(match["file"])
        if source is None:
            errors.append(f"{match['file']}:{js_line}:{js_col}: error: {message}")
            continue
        where = python_position(artifacts[source].files["worker.js.map"], js_line)
        line, col = where if where else (1, 1)
        errors.append(f"{source}:{line}:{col}: error: {message}")
    if done.returncode != 0 and not errors:
        errors.append(
            f"tsc: error: exited with {done.returncode}: {(done.stderr or done.stdout).strip()[-300:]}"
        )
    return errors


def python_position(source_map: str, js_line: int) -> tuple[int, int] | None:
    """The Python (line, column), 1-based, of the last mapped statement at or before a JS line."""
    mappings = str(json.loads(source_map)["mappings"])
    src_line = src_col = 0
    best: tuple[int, int] | None = None
    for index, segments in enumerate(mappings.split(";")):
        if index >= js_line:
            break
        for segment in filter(None, segments.split(",")):
            values = decode_vlq(segment)
            if len(values) >= 4:
                src_line += values[2]
                src_col += values[3]
                best = (src_line + 1, src_col + 1)
    return best


def check(files: Sequence[Path]) -> Report:
    report = Report()
    report.mypy, status = run_mypy(files)
    if status != 0 and not any(": error: " in line for line in report.mypy):  # mypy itself failed
        report.mypy = [f"{files[0]}: error: mypy: {' '.join(report.mypy) or f'exit {status}'}"]
    artifacts: dict[Path, Artifact] = {}
    for path in files:
        try:
            artifacts[path] = transpile_file(path)
        except CompileError as err:
            report.transpile += [str(d) for d in err.diagnostics]
    if artifacts and not report.transpile:
        report.tsc = run_tsc(artifacts)
    return report


def print_report(report: Report, files: Sequence[Path]) -> None:
    for line in report.lines():
        print(line)
    mypy_errors = sum(1 for line in report.mypy if ": error: " in line)
    counts = f"mypy {mypy_errors}, transpile {len(report.transpile)}, tsc {len(report.tsc)}"
    names = ", ".join(map(str, files))
    errors = report.errors()
    if errors:
        print(f"{names}: {errors} error(s) ({counts})", file=sys.stderr)
    else:
        print(f"{names}: no errors (mypy --strict, transpile, tsc --checkJs)", file=sys.stderr)
