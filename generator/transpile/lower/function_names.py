"""`fn.__name__` of a function: Python's name of the def that made it (`@functools.wraps(inner)` copies
inner's), which JS's `name` is not (`handle$undecorated`, a renamed keyword, a wrapper's own). Where
the module reads `__name__`, each def says its Python name as it runs (`$named`), and the read takes
it (`$pyName`); a function no def of the module made (a lambda, a builtin, a method, a class passed as
a callable) stops the worker there, which is said in the README."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import STR, CallableType, FunctionType, OwnTypeVar, Type, UnionType
from generator.transpile.resolve.unbound import every_node

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def is_function(t: Type) -> bool:
    """A function of the worker's, or a value typed as a callable, whose `__name__` is read."""
    options = t.options if isinstance(t, UnionType) else (t,)
    return all(
        (isinstance(o, FunctionType) and o.js_module is None)
        or isinstance(o, CallableType)
        or (isinstance(o, OwnTypeVar) and isinstance(o.bound, CallableType))
        for o in options
    )


def function_name(b: Builder, function: TExpr) -> TExpr:
    """`fn.__name__`: what the def that made it said."""
    return TExpr(b.call_helper("$pyName", function.js), STR)


def name_statements(b: Builder, node: cst.FunctionDef, js_name: str) -> list[js.Stmt]:
    """What gives the def's function its Python name, where the def runs (none if no code reads one)."""
    if not _reads_function_names(b):
        return []
    function = js.Name(js_name)
    wrapped = b.wrapped.get(id(node))
    if wrapped is not None:  # `@wraps(fn)`: fn's name (when a def made fn, else none)
        return [js.ExprStmt(b.call_helper("$namedAs", function, wrapped))]
    return [js.ExprStmt(b.call_helper("$named", function, js.Str(node.name.value)))]


def named_lambda(b: Builder, arrow: js.Expr) -> js.Expr:
    """A lambda, whose `__name__` is "<lambda>" (where the module reads one)."""
    return b.call_helper("$named", arrow, js.Str("<lambda>")) if _reads_function_names(b) else arrow


def _reads_function_names(b: Builder) -> bool:
    if b.reads_function_names is None:
        b.reads_function_names = "__name__" in b.parsed.source and any(
            isinstance(n, cst.Attribute) and _names_a_function(n) for n in every_node(b.parsed.tree)
        )
    return b.reads_function_names


def _names_a_function(attribute: cst.Attribute) -> bool:
    """`x.__name__`, but not `type(x).__name__` nor `x.__class__.__name__` (those are classes')."""
    if attribute.attr.value != "__name__":
        return False
    value = attribute.value
    of_class = isinstance(value, cst.Attribute) and value.attr.value == "__class__"
    of_type = isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "type"
    return not (of_class or of_type)
