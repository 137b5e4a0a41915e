"""A worker and the modules of its own it imports (`from helpers import shout`, `from .routes import
route`, `from app.validation import check`).

The package root is the worker's folder, or above it while folders hold an `__init__.py` (so
`sandbox-py build app/worker.py` finds `app.validation`). Each module imported is read, resolved and
lowered once, to an ES module of its own at the same path (`app/validation.js`, with its source map)
beside `worker.js`; wrangler bundles them with it. An import cycle is a located error at the import
that closes it.
"""

from __future__ import annotations

import os
from pathlib import Path

from generator.diagnostics import CompileError, Diagnostic
from generator.transpile.js.printer import print_module
from generator.transpile.js.sourcemap import source_map
from generator.transpile.lower.module import lower_module, refuse_lost
from generator.transpile.lower.naming import js_identifier
from generator.transpile.parse import parse
from generator.transpile.reporter import Reporter
from generator.transpile.resolve.local_modules import LocalModule, relative_specifier
from generator.transpile.resolve.module_scope import build_scope
from generator.transpile.resolve.symbols import Symbol
from generator.transpile.runtime import ERRORS_MODULE, errors_module
from generator.transpile.source import read_source

#: What a loader answers for a module that exists but failed: its errors are already reported.
ALREADY_REPORTED = ""


def package_root(worker: Path) -> Path:
    """The folder imports start from: the worker's, or the top of the package it sits in."""
    root = worker.resolve().parent
    while (root / "__init__.py").is_file() and root.parent != root:
        root = root.parent
    return root


class Program:
    """The worker's own modules, loaded as imports reach them."""

    def __init__(self, worker: Path, out_dir: Path | None = None) -> None:
        self.worker = worker.resolve()
        self.root = package_root(worker)
        self.out_dir = out_dir
        self.loaded: dict[str, LocalModule | str] = {}
        self.loading: list[str] = []
        #: Output files of the imported modules: "helpers.js", "helpers.js.map", ...
        self.files: dict[str, str] = {}
        self.diagnostics: list[Diagnostic] = []
        #: Python's exception classes its modules use: one shared module defines them for all.
        self.error_classes: set[str] = set()

    def has_modules(self) -> bool:
        return any(isinstance(m, LocalModule) for m in self.loaded.values())

    def output_files(self, entry_error_classes: frozenset[str]) -> dict[str, str]:
        """The imported modules' files, and the shared exception classes when any module uses one."""
        files = dict(self.files)
        used = self.error_classes | entry_error_classes
        if used:
            files[ERRORS_MODULE] = errors_module(used)
        return files

    def entry_package(self) -> str:
        relative = self.worker.parent.relative_to(self.root)
        return ".".join(relative.parts)

    def loader(self, package: str) -> ProgramLoader:
        return ProgramLoader(self, package)

    def load(self, name: str) -> LocalModule | str | None:
        if name in self.loaded:
            return self.loaded[name]
        if name in self.loading:
            return "import cycle: " + " -> ".join([*self.loading[self.loading.index(name) :], name])
        parts = name.split(".")
        path = self.root.joinpath(*parts).with_suffix(".py")
        is_package = False
        if not path.is_file():
            path = self.root.joinpath(*parts, "__init__.py")
            is_package = True
            if not path.is_file():
                return None
        if path.resolve() == self.worker:
            return "a module cannot import the worker itself: move what it needs into a module of its own"
        js_path = "/".join(parts + ["__init__"] if is_package else parts) + ".js"
        self.loading.append(name)
        try:
            result = self._lower(name, path, js_path, name if is_package else ".".join(parts[:-1]))
        finally:
            self.loading.pop()
        self.loaded[name] = result
        return result

    def _lower(self, name: str, path: Path, js_path: str, package: str) -> LocalModule | str:
        shown = self._shown(path)
        try:
            source = read_source(path)
            parsed = parse(shown, source)
        except CompileError as err:
            self.diagnostics += err.diagnostics
            return ALREADY_REPORTED
        reporter = Reporter(parsed)
        scope = build_scope(parsed.tree, reporter, self.loader(package), js_path)
        errors_from = relative_specifier(js_path, ERRORS_MODULE)
        lowered = lower_module(
            parsed, scope, reporter, entry=False, errors_from=errors_from, module_name=name
        )
        self.error_classes |= lowered.error_classes
        if not self.diagnostics:  # (a module it imports failed: that error says it)
            refuse_lost(lowered, reporter)
        if reporter.diagnostics:
            self.diagnostics += sorted(reporter.diagnostics, key=lambda d: (d.line or 0, d.col or 0))
            return ALREADY_REPORTED
        text, mappings = print_module(lowered.module)
        map_name = f"{js_path}.map"
        self.files[js_path] = text + f"//# sourceMappingURL={Path(map_name).name}\n"
        self.files[map_name] = source_map(
            Path(js_path).name, self._map_source(path, js_path), source, mappings
        )
        symbols: dict[str, Symbol] = {}
        for defined in [*scope.functions, *(n for n, c in scope.classes.items() if c.owner is None)]:
            symbol = scope.symbols.get(defined)
            if symbol is not None and symbol.runtime:
                symbols[defined] = symbol
            elif symbol is not None:
                symbols[defined] = symbol  # a Protocol or TypedDict: a type to import, no value
        for global_name, type_ in lowered.globals.items():
            if global_name not in scope.local_imports and global_name not in symbols:
                symbols[global_name] = Symbol(global_name, type_, js_identifier(global_name))
        return LocalModule(name, js_path, symbols, scope.member_names)

    def _shown(self, path: Path) -> str:
        """The module's path as errors name it: as the worker's is given, relative where it can be."""
        try:
            return os.path.relpath(path)
        except ValueError:
            return str(path)

    def _map_source(self, path: Path, js_path: str) -> str:
        if self.out_dir is None:
            return path.name
        folder = (self.out_dir / js_path).parent
        try:
            return Path(os.path.relpath(path.resolve(), folder.resolve())).as_posix()
        except ValueError:
            return path.resolve().as_posix()


class ProgramLoader:
    """What one module's imports ask for: modules by name, relative to its package or to the root."""

    def __init__(self, program: Program, package: str) -> None:
        self.program = program
        self.package = package

    def find(self, name: str, level: int) -> LocalModule | str | None:
        if level:
            base = self.package.split(".") if self.package else []
            if level - 1 > len(base):
                return "attempted relative import beyond the top-level package"
            base = base[: len(base) - (level - 1)]
            name = ".".join([*base, *([name] if name else [])])
            if not name:  # `from . import stats` at the package root: its modules, one by one
                return LocalModule("", "worker.js", {})
        return self.program.load(name) if name else None
