"""A lowered expression together with the Python type of its value."""

from __future__ import annotations

from dataclasses import dataclass

from generator.transpile.js import ast as js
from generator.transpile.resolve.types import Type


@dataclass(frozen=True)
class TExpr:
    js: js.Expr
    type: Type
