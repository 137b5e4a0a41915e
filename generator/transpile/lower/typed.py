"""A lowered expression together with the Python type of its value."""

from __future__ import annotations

from dataclasses import dataclass

from generator.transpile.js import ast as js
from generator.transpile.resolve.types import Type, may_be_bool


@dataclass(frozen=True)
class TExpr:
    js: js.Expr
    type: Type


def as_index(value: TExpr) -> js.Expr:
    """An int operand where Python computes with a bool's int value (an index, a range bound): JS
    would index by the property "true", or yield the bool itself."""
    return js.Call(js.Name("Number"), [value.js]) if may_be_bool(value.type) else value.js
