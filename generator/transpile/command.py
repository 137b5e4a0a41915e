"""`sandbox-py build WORKER.py [...] -o DIR`: transpile workers to ES modules + wrangler.jsonc.

One worker writes DIR/worker.js, DIR/worker.js.map and DIR/wrangler.jsonc; several workers (or a
folder of them) write one subfolder per worker. Every worker is compiled before anything is written:
any error leaves DIR untouched, and all errors of all files are reported. Files the build did not write
are never overwritten or deleted (see `outputs/write.py`). A `wrangler.jsonc` beside a worker is merged
into its output config (see `outputs/config.py`). `--watch` rebuilds on every save (see `watch.py`).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from generator.diagnostics import CompileError, Diagnostic
from generator.transpile.build import Artifact, transpile_file
from generator.transpile.outputs.write import write_outputs


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("inputs", nargs="+", type=Path, help="worker .py files, or folders of them")
    parser.add_argument(
        "-o",
        "--out",
        type=Path,
        default=Path("dist"),
        help="output folder (default: %(default)s): its worker.js, worker.js.map and wrangler.jsonc are "
        "written, one subfolder per worker when there are several; nothing else in it is touched",
    )
    parser.add_argument(
        "--watch",
        action="store_true",
        help="keep running and rebuild each worker when it or its wrangler.jsonc is saved "
        "(one line per build, with its time); Ctrl-C stops",
    )


def collect(inputs: list[Path]) -> list[Path]:
    files: list[Path] = []
    for item in inputs:
        if item.is_dir():
            files += sorted(p for p in item.glob("*.py") if not p.name.startswith("_"))
        elif item.is_file():
            files.append(item)
        else:
            raise CompileError.one(str(item), "no such file or folder")
    if not files:
        raise CompileError.one(" ".join(map(str, inputs)), "no worker .py files found")
    stems = [p.stem for p in files]
    duplicates = sorted({s for s in stems if stems.count(s) > 1})
    if duplicates:
        raise CompileError.one(
            str(inputs[0]), f"two workers named {duplicates[0]!r}: output folders would clash"
        )
    return files


def build(files: list[Path], out: Path | None) -> dict[Path, Artifact]:
    single = len(files) == 1
    artifacts: dict[Path, Artifact] = {}
    diagnostics: list[Diagnostic] = []
    for path in files:
        target = out if single or out is None else out / path.stem
        try:
            artifacts[path] = transpile_file(path, target)
        except CompileError as err:
            diagnostics += err.diagnostics
    if diagnostics:
        raise CompileError(diagnostics)
    return artifacts


def run(args: argparse.Namespace) -> int:
    out: Path = args.out
    if args.watch:
        from generator.transpile.watch import watch

        return watch(list(args.inputs), out, collect=collect)
    files = collect(list(args.inputs))
    artifacts = build(files, out)
    if len(files) == 1:
        write_outputs(out, artifacts[files[0]].files)
    else:
        write_outputs(
            out, {f"{p.stem}/{name}": text for p, a in artifacts.items() for name, text in a.files.items()}
        )
    for path in files:
        print(f"{path} -> {out if len(files) == 1 else out / path.stem}")
    return 0
