"""Static facts about lowered expressions: which may be repeated (Python's meaning sometimes needs an
operand twice), and the value of a numeric literal (which lets a checked helper be dropped)."""

from __future__ import annotations

import dataclasses

from generator.transpile.js import ast as js

#: Runtime helpers without side effects, cheap enough to call twice (`0 < len(s) <= 32`).
_PURE_HELPERS = ("$strLen",)


def is_simple(expr: js.Expr) -> bool:
    """Safe and cheap to evaluate twice: a name, a literal, a member chain on one, or a pure helper
    of simple arguments."""
    if isinstance(expr, (js.Name, js.Num, js.Str, js.Bool, js.Null)):
        return True
    if isinstance(expr, js.Call) and isinstance(expr.callee, js.Name) and expr.callee.id in _PURE_HELPERS:
        return all(is_simple(arg) for arg in expr.args)
    return isinstance(expr, js.Member) and is_simple(expr.obj)


def may_act(expr: js.Node) -> bool:
    """Could evaluating `expr` do or see anything (call a function, which may change state or raise,
    construct, await, yield, assign)? False means it reads names and members only: evaluating it
    earlier or later than Python would is not observable."""
    if isinstance(expr, js.Call) and isinstance(expr.callee, js.Name) and expr.callee.id in _PURE_HELPERS:
        return any(may_act(arg) for arg in expr.args)
    if isinstance(expr, (js.Call, js.New, js.Await, js.Yield, js.AssignExpr)):
        return True
    if isinstance(expr, js.Arrow):
        return False  # made, not run
    for field_ in dataclasses.fields(expr):
        value = getattr(expr, field_.name)
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, js.Node) and may_act(child):
                return True
    return False


def literal_number(expr: js.Expr) -> float | None:
    """The value of a number literal (`2`, `-1`, `0.5`); None for anything else."""
    if isinstance(expr, js.Num):
        try:
            return float(expr.text)
        except ValueError:
            return None
    return None


def literal_int(expr: js.Expr) -> int | None:
    """The value of an int literal; None for anything else."""
    if isinstance(expr, js.Num):
        try:
            return int(expr.text)
        except ValueError:
            return None
    return None
