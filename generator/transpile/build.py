"""The pipeline for one worker: parse -> resolve -> lower -> print, and the files it produces."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import libcst as cst

from generator.diagnostics import CompileError
from generator.transpile.js.printer import print_module
from generator.transpile.js.sourcemap import source_map
from generator.transpile.lower.module import LoweredModule, lower_module, refuse_lost
from generator.transpile.outputs.config import EnvField, UserConfig, WorkerFacts, find_config, merge
from generator.transpile.outputs.wrangler import derived_config, render
from generator.transpile.parse import ParsedModule, parse
from generator.transpile.program import Program
from generator.transpile.reporter import Reporter
from generator.transpile.resolve.module_scope import ModuleScope, build_scope
from generator.transpile.runtime import ERRORS_MODULE
from generator.transpile.source import read_source

JS_FILE = "worker.js"


@dataclass(frozen=True)
class Artifact:
    """A built worker: file name -> text."""

    files: dict[str, str]

    @property
    def javascript(self) -> str:
        return self.files[JS_FILE]


def transpile_source(
    source: str,
    path: str,
    *,
    map_source: str | None = None,
    config: UserConfig | None = None,
    program: Program | None = None,
) -> Artifact:
    """Raise `CompileError` with every error of the file, or return its outputs.

    `map_source` is how the source map names the Python file (relative to the output folder). With
    `config` (the user's wrangler.jsonc, possibly absent: see `outputs/config.py`) the deploy config
    is merged with it and checked against the worker; without it, it is what the worker alone gives.
    `program` finds the worker's own modules it imports (none without it); their files join the output.
    """
    parsed = parse(path, source)
    reporter = Reporter(parsed)
    loader = program.loader(program.entry_package()) if program is not None else None
    scope = build_scope(parsed.tree, reporter, loader, JS_FILE)
    several = program is not None and program.has_modules()
    lowered = lower_module(parsed, scope, reporter, errors_from=f"./{ERRORS_MODULE}" if several else None)
    if program is not None and program.diagnostics:  # its modules' errors, then the worker's own
        reporter.diagnostics[:0] = [d for d in program.diagnostics if d not in reporter.diagnostics]
    refuse_lost(lowered, reporter)
    stem = Path(path).stem
    deploy = derived_config(stem, lowered.durable_objects, lowered.sdk_members)
    if config is not None:
        deploy, config_errors = merge(deploy, config, worker_facts(parsed, scope, lowered))
        if config_errors:
            try:
                reporter.raise_if_any()
            except CompileError as err:  # the worker's own errors first, then the disagreements
                raise CompileError(err.diagnostics + config_errors) from None
            raise CompileError(config_errors)
    reporter.raise_if_any()
    text, mappings = print_module(lowered.module)
    sourcemap = source_map(JS_FILE, map_source or Path(path).name, source, mappings)
    user_config = config.path.name if config is not None and config.exists else None
    return Artifact(
        {
            JS_FILE: text + f"//# sourceMappingURL={JS_FILE}.map\n",
            f"{JS_FILE}.map": sourcemap,
            "wrangler.jsonc": render(deploy, stem, user_config),
            **(program.output_files(lowered.error_classes) if program is not None else {}),
        }
    )


def worker_facts(parsed: ParsedModule, scope: ModuleScope, lowered: LoweredModule) -> WorkerFacts:
    """What the deploy config is checked against: Env's fields as written, the handlers, the exports."""
    fields: list[EnvField] = []
    env = scope.classes.get("Env")
    body = env.node.body.body if env is not None and isinstance(env.node.body, cst.IndentedBlock) else ()
    for stmt in body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                kind, optional = annotation_kind(small.annotation.annotation)
                if (
                    env is not None
                    and env.kind == "typeddict"
                    and small.target.value not in env.required_keys
                ):
                    optional = True  # a key of a `total=False` TypedDict
                if kind in scope.classes and scope.classes[kind].kind == "typeddict":
                    kind = "dict"  # a TypedDict var is a JSON object
                line, col = parsed.position(small)
                fields.append(EnvField(small.target.value, kind, optional, line, col + 1))
    handlers = {}
    for name, node in scope.handlers.items():
        line, col = parsed.position(node)
        handlers[name] = (line, col + 1)
    return WorkerFacts(parsed.path, fields, handlers, frozenset(scope.exports), lowered.durable_objects)


def annotation_kind(node: cst.BaseExpression) -> tuple[str, bool]:
    """`R2Bucket` for `R2Bucket`, `workers.R2Bucket`, `Queue[str]`, `NotRequired[R2Bucket]`; and whether
    the field may be missing (`X | None`, `Optional[X]`, `NotRequired[X]`)."""
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.BitOr):
        sides = [n for n in (node.left, node.right) if not (isinstance(n, cst.Name) and n.value == "None")]
        if len(sides) == 1:
            return annotation_kind(sides[0])[0], True
        return "Union", False
    if isinstance(node, cst.Subscript):
        outer = annotation_kind(node.value)[0]
        element = node.slice[0].slice if node.slice else None
        if outer in ("Optional", "NotRequired", "Annotated", "Required") and isinstance(element, cst.Index):
            inner, optional = annotation_kind(element.value)
            return inner, optional or outer in ("Optional", "NotRequired")
        return outer, False
    if isinstance(node, cst.Attribute):
        return node.attr.value, False
    if isinstance(node, cst.Name):
        return node.value, False
    if isinstance(node, (cst.SimpleString, cst.ConcatenatedString)):  # a forward reference: "R2Bucket"
        text = node.evaluated_value if isinstance(node, cst.SimpleString) else None
        if isinstance(text, str):
            try:
                return annotation_kind(cst.parse_expression(text))
            except cst.ParserSyntaxError:
                pass
    return "?", False


def transpile_file(path: Path, out_dir: Path | None = None) -> Artifact:
    """Build a worker file, with the wrangler.jsonc beside it (if any) merged into its deploy config."""
    source = read_source(path)
    config = find_config(path, out_dir)
    map_source = None
    if out_dir is not None:
        try:
            map_source = Path(os.path.relpath(path.resolve(), out_dir.resolve())).as_posix()
        except ValueError:  # another drive (Windows)
            map_source = path.resolve().as_posix()
    program = Program(path, out_dir)
    return transpile_source(source, str(path), map_source=map_source, config=config, program=program)
