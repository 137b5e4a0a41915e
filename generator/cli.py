"""`sandbox-py` (also `python -m generator`): one subcommand per job, each in its own module."""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import sys
from collections.abc import Sequence

from generator.diagnostics import CompileError

DESCRIPTION = (
    "Write Cloudflare Workers that drive @cloudflare/sandbox in typed Python; "
    "get plain JavaScript and a wrangler.jsonc to deploy."
)

#: subcommand -> (module with `add_arguments(parser)` and `run(args) -> int`, help, example).
COMMANDS = {
    "build": (
        "generator.transpile.command",
        "turn Python workers into JavaScript (worker.js) and a wrangler.jsonc to deploy",
        "sandbox-py build worker.py -o dist",
    ),
    "check": (
        "generator.check.command",
        "check a worker without writing anything: mypy --strict, the conversion, tsc on the JavaScript",
        "sandbox-py check worker.py",
    ),
    "bindings": (
        "generator.pipeline.command",
        "regenerate the typed Python bindings of the pinned @cloudflare/sandbox (or --check them)",
        "sandbox-py bindings --check",
    ),
    "bump": (
        "generator.bump.command",
        "move to another @cloudflare/sandbox version and report how the Python API changes",
        "sandbox-py bump 0.12.10 --dry-run",
    ),
}


def version() -> str:
    try:
        return importlib.metadata.version("sandbox-py")
    except importlib.metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "0+unknown"


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    examples = "\n".join(f"  {example}" for _, _, example in COMMANDS.values())
    parser = argparse.ArgumentParser(
        prog="sandbox-py",
        description=DESCRIPTION,
        epilog=f"examples:\n{examples}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (module_name, help_text, example) in COMMANDS.items():
        command = sub.add_parser(
            name,
            help=help_text,
            description=help_text,
            epilog=f"example:\n  {example}",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        if argv and argv[0] == name:  # only the chosen stage is imported: `bindings` needs no libcst
            importlib.import_module(module_name).add_arguments(command)
    args = parser.parse_args(argv)
    module = importlib.import_module(COMMANDS[args.command][0])
    try:
        return int(module.run(args))
    except CompileError as err:
        for diagnostic in err.diagnostics:
            print(diagnostic, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
