"""The pipeline for one worker: parse -> resolve -> lower -> print, and the files it produces."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from generator.diagnostics import CompileError
from generator.transpile.js.printer import print_module
from generator.transpile.js.sourcemap import source_map
from generator.transpile.lower.module import lower_module
from generator.transpile.outputs.wrangler import wrangler_config
from generator.transpile.parse import parse
from generator.transpile.reporter import Reporter
from generator.transpile.resolve.module_scope import build_scope

JS_FILE = "worker.js"


@dataclass(frozen=True)
class Artifact:
    """A built worker: file name -> text."""

    files: dict[str, str]

    @property
    def javascript(self) -> str:
        return self.files[JS_FILE]


def transpile_source(source: str, path: str, *, map_source: str | None = None) -> Artifact:
    """Raise `CompileError` with every error of the file, or return its outputs.

    `map_source` is how the source map names the Python file (relative to the output folder).
    """
    parsed = parse(path, source)
    reporter = Reporter(parsed)
    scope = build_scope(parsed.tree, reporter)
    lowered = lower_module(parsed, scope, reporter)
    reporter.raise_if_any()
    text, mappings = print_module(lowered.module)
    stem = Path(path).stem
    sourcemap = source_map(JS_FILE, map_source or Path(path).name, source, mappings)
    return Artifact(
        {
            JS_FILE: text + f"//# sourceMappingURL={JS_FILE}.map\n",
            f"{JS_FILE}.map": sourcemap,
            "wrangler.jsonc": wrangler_config(stem, lowered.durable_objects, lowered.sdk_members),
        }
    )


def read_source(path: Path) -> str:
    """The worker's text; a file that is not UTF-8 is a located error, as CPython reports it."""
    try:
        data = path.read_bytes()
    except OSError as err:
        raise CompileError.one(str(path), err.strerror or str(err)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        before = data[: err.start]
        line = before.count(b"\n") + 1
        col = err.start - (before.rfind(b"\n") + 1) + 1
        raise CompileError.one(
            str(path), f"the file is not UTF-8 (byte 0x{data[err.start]:02x}); save it as UTF-8", line, col
        ) from None


def transpile_file(path: Path, out_dir: Path | None = None) -> Artifact:
    source = read_source(path)
    map_source = None
    if out_dir is not None:
        try:
            map_source = Path(os.path.relpath(path.resolve(), out_dir.resolve())).as_posix()
        except ValueError:  # another drive (Windows)
            map_source = path.resolve().as_posix()
    return transpile_source(source, str(path), map_source=map_source)
