"""A lowered expression together with the Python type of its value."""

from __future__ import annotations

from dataclasses import dataclass

from generator.transpile.js import ast as js
from generator.transpile.resolve.types import InstanceType, ListType, Type, may_be_bool, widen
from generator.transpile.resolve.user_types import enum_class


@dataclass(frozen=True)
class TExpr:
    js: js.Expr
    type: Type


def as_index(value: TExpr) -> js.Expr:
    """An int operand where Python computes with a bool's int value (an index, a range bound): JS
    would index by the property "true", or yield the bool itself."""
    return js.Call(js.Name("Number"), [value.js]) if may_be_bool(value.type) else value.js


def enum_members(value: TExpr) -> TExpr | None:
    """An Enum class as a value (`list(Color)`, `sorted(Color)`, `for c in Color`): its members, a
    new list in definition order (`$members()`); None for any other value."""
    cls = enum_class(widen(value.type))
    if cls is None:
        return None
    return TExpr(js.Call(js.Member(value.js, "$members"), []), ListType(InstanceType(cls)))
