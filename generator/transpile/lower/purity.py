"""Static facts about lowered expressions: which may be repeated (Python's meaning sometimes needs an
operand twice), and the value of a numeric literal (which lets a checked helper be dropped)."""

from __future__ import annotations

from generator.transpile.js import ast as js


def is_simple(expr: js.Expr) -> bool:
    """Safe and cheap to evaluate twice: a name, a literal, or a member chain on one."""
    if isinstance(expr, (js.Name, js.Num, js.Str, js.Bool, js.Null)):
        return True
    return isinstance(expr, js.Member) and is_simple(expr.obj)


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
