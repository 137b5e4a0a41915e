"""`range(...)` where it is not a loop's iterable: `len(range(...))`, `reversed(range(...))` and
`x in range(...)`, computed from its start, stop and step without building it (but `reversed`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.types import (
    ERROR,
    FLOAT,
    INT,
    ListType,
    is_dynamic,
    is_int,
    is_number,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def is_range(b: Builder, node: cst.BaseExpression) -> bool:
    """A call of the builtin `range`."""
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Name)
        and node.func.value == "range"
        and b.symbol("range") is None
        and b.local_type("range") is None
    )


def _bounds(b: Builder, node: cst.Call) -> list[js.Expr] | None:
    """start, stop and step, each evaluated once, in order (None after reporting an error)."""
    if not 1 <= len(node.args) <= 3 or any(a.keyword is not None or a.star for a in node.args):
        b.error(node, "range() takes one to three int arguments")
        return None
    args = [b.expr(a.value) for a in node.args]
    if any(a.type == ERROR for a in args):
        return None
    if not all(is_int(a.type) or is_dynamic(a.type) for a in args):
        b.error(node, "range() takes one to three int arguments")
        return None
    made = [as_index(a) for a in args]
    if len(made) == 1:
        made.insert(0, js.Num("0"))
    if len(made) == 2:
        made.append(js.Num("1"))
    return made


def range_len(b: Builder, node: cst.Call) -> TExpr:
    """len(range(...))."""
    bounds = _bounds(b, node)
    if bounds is None:
        return TExpr(js.Name("undefined"), ERROR)
    return TExpr(b.call_helper("$rangeLen", *bounds), INT)


def range_list(b: Builder, node: cst.Call, *, reverse: bool = False) -> TExpr:
    """list(range(...)) (a step known only when it runs is checked), or reversed(range(...))."""
    bounds = _bounds(b, node)
    if bounds is None:
        return TExpr(js.Name("undefined"), ERROR)
    made: js.Expr = b.call_helper("$rangeList", *bounds)
    if reverse:
        made = js.Call(js.Member(made, "reverse"), [])
    return TExpr(made, ListType(INT))


def range_contains(b: Builder, node: cst.Call, item: TExpr) -> js.Expr:
    """x in range(...): a number equal to one of its ints (arithmetic, as CPython's for an int)."""
    t = widen(item.type)
    if not (is_number(t) or t == FLOAT):
        b.error(node, f'"in range()" of "{item.type.display()}": test an int (Python compares it by ==)')
        return js.Bool(False)
    bounds = _bounds(b, node)
    if bounds is None:
        return js.Bool(False)
    return b.call_helper("$inRange", item.js, *bounds)
