"""`sandbox-py build WORKER.py [...] -o DIR`: transpile workers to ES modules + wrangler.jsonc.

One worker writes DIR/worker.js, DIR/worker.js.map and DIR/wrangler.jsonc; several workers (or a
folder of them) write one subfolder per worker. Every worker is compiled before anything is written:
any error leaves DIR untouched, and all errors of all files are reported. Files the build did not write
are never overwritten or deleted (see `outputs/write.py`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from generator import ROOT
from generator.diagnostics import CompileError, Diagnostic
from generator.transpile.build import Artifact, transpile_file
from generator.transpile.outputs.write import write_outputs

SNAPSHOTS = ROOT / "snapshots"
#: The files a snapshot pins (the source map follows from them).
SNAPSHOT_FILES = ("worker.js", "wrangler.jsonc")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("inputs", nargs="+", type=Path, help="worker .py files, or folders of them")
    parser.add_argument("-o", "--out", type=Path, help="output folder: its worker.js, worker.js.map and wrangler.jsonc are written; nothing else is touched")
    parser.add_argument(
        "--update-snapshots",
        action="store_true",
        help=f"also rewrite {SNAPSHOTS.relative_to(ROOT)}/<worker>/ from the output",
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
    if args.out is None and not args.update_snapshots:
        print("sandbox-py build: -o/--out is required (or --update-snapshots)", file=sys.stderr)
        return 2
    files = collect(list(args.inputs))
    artifacts = build(files, args.out)
    if args.out is not None:
        if len(files) == 1:
            write_outputs(args.out, artifacts[files[0]].files)
        else:
            write_outputs(
                args.out,
                {f"{p.stem}/{name}": text for p, a in artifacts.items() for name, text in a.files.items()},
            )
    if args.update_snapshots:
        for path, artifact in artifacts.items():
            write_snapshot(path.stem, artifact)
    for path in files:
        where = args.out if len(files) == 1 else (args.out / path.stem if args.out else SNAPSHOTS / path.stem)
        print(f"{path} -> {where}")
    return 0


def write_snapshot(name: str, artifact: Artifact) -> None:
    folder = SNAPSHOTS / name
    folder.mkdir(parents=True, exist_ok=True)
    for file_name in SNAPSHOT_FILES:
        (folder / file_name).write_text(artifact.files[file_name], encoding="utf-8")
