"""Which lowered expressions may be repeated (Python's meaning sometimes needs an operand twice)."""

from __future__ import annotations

from generator.transpile.js import ast as js


def is_simple(expr: js.Expr) -> bool:
    """Safe and cheap to evaluate twice: a name, a literal, or a member chain on one."""
    if isinstance(expr, (js.Name, js.Num, js.Str, js.Bool, js.Null)):
        return True
    return isinstance(expr, js.Member) and is_simple(expr.obj)
