"""The state the lowering threads through a module: scopes, local types, imports used, errors."""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.typed import TExpr
from generator.transpile.parse import ParsedModule
from generator.transpile.reporter import Reporter
from generator.transpile.resolve.locals import BindingPlan
from generator.transpile.resolve.module_scope import ModuleScope
from generator.transpile.resolve.symbols import Symbol
from generator.transpile.resolve.types import ANY, ERROR, Type, union
from generator.transpile.resolve.user_types import UserClass


@dataclass
class FunctionContext:
    plan: BindingPlan
    locals: dict[str, Type]
    is_async: bool
    result: Type = ANY
    cls: UserClass | None = None
    parent: FunctionContext | None = None
    #: The catch variable of the innermost `except`, for a bare `raise`.
    catch_names: list[str] = field(default_factory=list)


class Builder:
    def __init__(self, parsed: ParsedModule, scope: ModuleScope, reporter: Reporter) -> None:
        self.parsed = parsed
        self.scope = scope
        self.reporter = reporter
        self.function: FunctionContext | None = None
        self.module_plan = BindingPlan()
        #: Module-level names assigned so far, with their types.
        self.globals: dict[str, Type] = {}
        #: import specifier -> JS names used at runtime.
        self.imports: dict[str, set[str]] = {}
        self.store_logs: list[dict[str, list[Type]]] = []  # see narrowing.store_log
        #: JS names of SDK members the code uses (`runCode`...), for the deploy config.
        self.sdk_members: set[str] = set()

    # ---- errors and positions -------------------------------------------------------------------

    def error(self, node: cst.CSTNode, message: str) -> TExpr:
        """Report, then stand in for the failed expression so lowering can go on and find more errors."""
        self.reporter.error(node, message)
        return TExpr(js.Name("undefined"), ERROR)

    def origin(self, node: cst.CSTNode) -> tuple[int, int]:
        return self.parsed.position(node)

    # ---- names --------------------------------------------------------------------------------

    @property
    def plan(self) -> BindingPlan:
        return self.function.plan if self.function is not None else self.module_plan

    def local_type(self, name: str) -> Type | None:
        context = self.function
        while context is not None:
            if name in context.locals:
                return context.locals[name]
            context = context.parent
        return self.globals.get(name)

    def set_type(self, name: str, type_: Type) -> None:
        """Replace a name's type where it is defined (narrowing), unlike `bind`, which widens."""
        context = self.function
        while context is not None:
            if name in context.locals:
                context.locals[name] = type_
                return
            context = context.parent
        if name in self.globals:
            self.globals[name] = type_

    def symbol(self, name: str) -> Symbol | None:
        return self.scope.lookup(name)

    def use_import(self, symbol: Symbol) -> None:
        if symbol.js_module:
            self.imports.setdefault(symbol.js_module, set()).add(symbol.js_name)

    def bind(self, name: str, type_: Type) -> None:
        """Record a store: the local's type widens to cover every value assigned to it."""
        table = self.function.locals if self.function is not None else self.globals
        previous = table.get(name)
        table[name] = type_ if previous is None else union(previous, type_)

    # ---- dispatch to the construct families -----------------------------------------------------

    def expr(self, node: cst.BaseExpression, expected: Type | None = None) -> TExpr:
        return lower_expression(self, node, expected)

    def condition(self, node: cst.BaseExpression) -> js.Expr:
        return lower_condition(self, node)

    def statements(self, body: cst.BaseSuite | list[cst.BaseStatement] | tuple[cst.BaseStatement, ...]) -> list[js.Stmt]:
        return lower_block(self, body)


# The construct families call back into the builder; they import it only for type checking,
# and are imported last so that they can import `FunctionContext` from here.
from generator.transpile.lower.expressions import lower_expression  # noqa: E402
from generator.transpile.lower.statements import lower_block  # noqa: E402
from generator.transpile.lower.truthiness import lower_condition  # noqa: E402
