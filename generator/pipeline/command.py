"""`sandbox-py bindings [--check]`."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from generator import emit, pipeline, toolchain


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if bindings/ differ from what the pinned SDK gives"
    )
    parser.add_argument(
        "--out", type=Path, default=pipeline.BINDINGS, help="bindings folder (default: %(default)s)"
    )
    parser.add_argument(
        "--node-modules",
        type=Path,
        help="read the declarations from this node_modules folder instead of the pinned toolchain",
    )


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    files = pipeline.generate(args.node_modules or toolchain.ensure())
    if args.check:
        diffs = pipeline.differences(files, args.out)
        for line in diffs:
            print(line)
        if diffs:
            print(
                f"{len(diffs)} generated file(s) are out of date: run `sandbox-py bindings`", file=sys.stderr
            )
            return 1
        print("bindings are up to date", file=sys.stderr)
        return 0
    pipeline.write(files, args.out)
    counts = emit.grade_counts(files["manifest.json"])
    grades = ", ".join(f"{counts.get(g, 0)} {g}" for g in ("exact", "ergonomic", "widened", "escape"))
    pipeline.progress(f"wrote {args.out} in {time.perf_counter() - started:.2f}s: {grades}")
    return 0
