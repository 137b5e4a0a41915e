"""`sandbox-py` (also `python -m generator`): one subcommand per job, each owned by its stage."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from generator.diagnostics import CompileError

#: subcommand -> module with `add_arguments(parser)` and `run(args) -> int`.
COMMANDS = {
    "bindings": ("generator.pipeline.command", "regenerate bindings/ from the pinned SDK (or --check them)"),
    "build": ("generator.transpile.command", "transpile typed Python workers to ES modules + wrangler.jsonc"),
    "bump": (
        "generator.bump.command",
        "move to another @cloudflare/sandbox version and report the API change",
    ),
}


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="sandbox-py", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    for name, (module_name, help_text) in COMMANDS.items():
        command = sub.add_parser(name, help=help_text, description=help_text)
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
