"""The construct families behind `Builder.expr`, `.condition` and `.statements`: the one module that
imports them all, so that none of them imports another through the builder (no import cycle)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.expressions import lower_callee, lower_expression
from generator.transpile.lower.statements import lower_block
from generator.transpile.lower.truthiness import lower_condition
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import Type

if TYPE_CHECKING:
    from generator.transpile.lower.context import Block, Builder


class Dispatch:
    def expr(self, b: Builder, node: cst.BaseExpression, expected: Type | None) -> TExpr:
        return lower_expression(b, node, expected)

    def callee(self, b: Builder, node: cst.BaseExpression) -> TExpr:
        return lower_callee(b, node)

    def condition(self, b: Builder, node: cst.BaseExpression) -> js.Expr:
        return lower_condition(b, node)

    def block(self, b: Builder, body: Block) -> list[js.Stmt]:
        return lower_block(b, body)
