"""The worker's own modules: `from helpers import shout`, `from .routes import route`,
`from app.validation import check`. Each is transpiled to an ES module of its own beside `worker.js`
(the same path, `.js`), and imported from there; what a module exports is every name it defines at
module level. The build (see `generator/transpile/program.py`) finds and lowers them; resolution only
asks it for a module by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from generator.transpile.resolve.symbols import Symbol


@dataclass
class LocalModule:
    """A module of the worker's own, already resolved and lowered."""

    #: Dotted name from the package root: "helpers", "app.validation".
    name: str
    #: Its JS file, from the output folder: "helpers.js", "app/validation.js".
    js_path: str
    #: The names it defines at module level, as another module imports them (js_module unset).
    symbols: dict[str, Symbol] = field(default_factory=dict)
    #: The JS names of the methods and properties of its classes and of those it imports (code of
    #: the worker's that a call of such a member may run: see `purity.may_run_code`).
    members: frozenset[str] = frozenset()


class ModuleLoader(Protocol):
    def find(self, name: str, level: int) -> LocalModule | str | None:
        """The module `name` (`level` leading dots: relative to the importing module's package);
        None when the worker has no such module; a message when it cannot be loaded (a cycle)."""
        ...


def relative_specifier(importer_js: str, target_js: str) -> str:
    """`./helpers.js`, `../app/validation.js`: the import specifier from one output file to another."""
    import posixpath

    start = posixpath.dirname(importer_js) or "."
    path = posixpath.relpath(target_js, start)
    return path if path.startswith("../") else f"./{path}"
