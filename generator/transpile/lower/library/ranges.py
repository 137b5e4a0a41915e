"""`range(...)` where it is not a loop's iterable: `len(range(...))`, `reversed(range(...))` and
`x in range(...)`, computed from its start, stop and step without building it (but `reversed`);
anywhere else a value (`RangeType`): the runtime's `$Range` (helpers.js), which holds the three and
computes the rest as CPython does (its length, items, `in`, `index`, `count`, slices, `==`, repr)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.types import (
    ERROR,
    INT,
    RANGE,
    ListType,
    ObjectType,
    RangeType,
    holds_json,
    is_dynamic,
    is_int,
    is_number,
    is_primitive,
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


def bound(b: Builder, value: TExpr) -> js.Expr:
    """A range() argument: an int (a bool as its int); a JSON value must hold one when it runs."""
    if holds_json(widen(value.type)):
        return b.call_helper("$rangeArg", value.js)
    return as_index(value)


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
    made = [bound(b, a) for a in args]
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
    """x in range(...): a number equal to one of its ints (arithmetic, as CPython's for an int); a JSON
    value, a str or None asks the `$Range` (never a str or None)."""
    t = widen(item.type)
    if not (is_primitive(t) or is_dynamic(t)):
        b.error(node, f'"in range()" of "{item.type.display()}": test an int (Python compares it by ==)')
        return js.Bool(False)
    bounds = _bounds(b, node)
    if bounds is None:
        return js.Bool(False)
    if not is_number(t):
        return js.Call(js.Member(js.New(b.helper("$Range"), bounds), "includes"), [item.js])
    return b.call_helper("$inRange", item.js, *bounds)


def range_value(b: Builder, node: cst.Call) -> TExpr:
    """range(...) kept or passed: a `$Range` (a zero step raises ValueError when it is made)."""
    bounds = _bounds(b, node)
    if bounds is None:
        return TExpr(js.Name("undefined"), ERROR)
    return TExpr(js.New(b.helper("$Range"), bounds), RANGE)


def as_list(value: TExpr) -> TExpr:
    """A range where a list is taken (`sorted(r)`, `sum(r)`, `max(r)`): an array of its items (no
    worker code runs while it is read)."""
    if isinstance(widen(value.type), RangeType):
        return TExpr(js.Array([js.Spread(value.js)]), ListType(INT))
    return value


def _member(method: str) -> Rule:
    """`r.index(x)`, `r.count(x)` of an int or a bool, by arithmetic as CPython's (and typeshed's
    `value: int`). A float is refused: CPython's message for a missing one depends on whether it is
    whole, which JavaScript cannot tell from an int; a JSON value's whole numbers are ints."""

    def rule(site: CallSite) -> TExpr:
        (arg,) = site.args
        t = widen(arg.type)
        if not (is_int(t) or (is_dynamic(t) and not isinstance(t, ObjectType))):
            return site.refuse(f'range.{method}() of "{arg.type.display()}": pass an int')
        return TExpr(js.Call(js.Member(site.recv, method), [arg.js]), INT)

    return rule


RANGE_METHODS: dict[str, Rule] = {
    "index": arity(1, 1, _member("index")),
    "count": arity(1, 1, _member("count")),
}

#: Its attributes: ints, read-only as in Python.
RANGE_ATTRIBUTES = ("start", "stop", "step")
