"""`functools.reduce(f, items[, initial])`: typed as typeshed's overloads type it, so a lambda's
parameters take the accumulated value's type (the initial value's, else the items') and the items'."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.iteration import iterate_value
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import ERROR, CallableType, widen_literal

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def reduce_call(b: Builder, node: cst.Call) -> TExpr:
    """The items and the initial value are lowered before the function, whose type they give: a
    lambda is made, not run, so the order JS evaluates the arguments in is still Python's. The
    helper walks the items one at a time (a generator's code runs between the function's calls)."""
    args = node.args
    if not 2 <= len(args) <= 3 or any(a.keyword is not None or a.star for a in args):
        return b.error(node, "reduce() takes a function, an iterable and, optionally, an initial value")
    items = b.expr(args[1].value)
    initial = b.expr(args[2].value) if len(args) == 3 else None
    walked = iterate_value(b, args[1], items)
    if walked is None:
        return TExpr(js.Name("undefined"), ERROR)
    if walked.kind != "values":
        return b.error(args[1], "reduce() over a range(): use list(range(...))")
    accumulated = widen_literal(initial.type) if initial is not None else walked.item
    function = b.expr(args[0].value, CallableType((accumulated, walked.item), accumulated))
    extra = [initial.js] if initial is not None else []
    return TExpr(b.call_helper("$reduce", function.js, walked.iterable, *extra), accumulated)
