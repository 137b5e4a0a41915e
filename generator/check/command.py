"""`sandbox-py check WORKER.py [...]`: exit 0 when mypy --strict, the transpiler and tsc --checkJs all
accept the workers, 1 (with one report of every error) otherwise. Nothing is written beside them."""

from __future__ import annotations

import argparse
from pathlib import Path

from generator.check import check, print_report
from generator.transpile.command import collect


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("inputs", nargs="+", type=Path, help="worker .py files, or folders of them")


def run(args: argparse.Namespace) -> int:
    files = collect(list(args.inputs))
    report = check(files)
    print_report(report, files)
    return 1 if report.errors() else 0
