"""Numbers the SDK documents as integers (surface.INTEGERS, INTEGER_RESULTS, INTEGER_ELEMENTS) are
`int` instead of `float`; each use is recorded for the manifest."""

from __future__ import annotations

from generator import surface
from generator.emit.model import PyItem
from generator.emit.pytype import FLOAT, INT, NONE, Expr, Subscript, Union, names
from generator.emit.typemap import Scope


class Integers:
    def __init__(self) -> None:
        self.uses: list[dict[str, str]] = []  # each use of surface.INTEGERS, for the manifest

    def number(
        self, t: Expr, js: str, scope: Scope, where: str, table: dict[str, str] = surface.INTEGERS
    ) -> Expr:
        """`float` -> `int` for a number the SDK documents as an integer (surface.INTEGERS; in the
        Workers types, surface.WORKERS_INTEGERS)."""
        if scope.module == surface.WORKERS_MODULE and table is surface.INTEGERS:
            table = surface.WORKERS_INTEGERS
        if js not in table or "float" not in names(t):
            return t
        allowed: dict[Expr, Expr] = {
            FLOAT: INT,
            Union((FLOAT, NONE)): Union((INT, NONE)),
            Subscript("Awaitable", (FLOAT,)): Subscript("Awaitable", (INT,)),
        }
        if t not in allowed:
            raise ValueError(f"surface.INTEGERS names '{js}' at {where}, typed {t}: not a plain number")
        scope.notes.add("ergonomic", f"'{js}' is an integer: {table[js]}")
        self.uses.append(
            {"python": f"{scope.module}.{where}", "js": js, "grade": "ergonomic", "why": table[js]}
        )
        return allowed[t]

    def element(self, t: Expr, owner: PyItem, scope: Scope) -> Expr:
        """`number` items of an integer array-like (surface.INTEGER_ELEMENTS: `Uint8Array`) are `int`."""
        why = surface.INTEGER_ELEMENTS.get(owner.js)
        if why is None or t != FLOAT:
            return t
        scope.notes.add("ergonomic", f"its items are integers: {why}")
        return INT
