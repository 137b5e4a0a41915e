"""Decorators of the worker's own on a method (`@logged def add(self, n)` in a class body): Python
binds the class's `add` to what they give for the function of `(self, n)`; here the method stays in
the class, and once the class is made its prototype's `add` becomes what they give
(`Api.prototype.add = $method(logged($unbound(Api.prototype.add, "add")))`): `$unbound` is the
method as Python's function (the instance first), `$method` what the decorators gave as a method
again (called with the instance first).

The decorators must keep the method's type (a generic `(fn: F) -> F`, a ParamSpec wrapper, or a
`(fn: X) -> X` of a callable type): calls of the method are lowered by its own signature. They run
once the class is made, where Python runs them as its body runs: so the class's other attributes must
run no code, and a decorator must be a module-level function or a call of one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.decorated import applied, own_decorator
from generator.transpile.lower.naming import js_identifier
from generator.transpile.resolve.module_scope import decorator_name
from generator.transpile.resolve.types import CallableType, ErrorType, FunctionType, Signature
from generator.transpile.resolve.unbound import every_node
from generator.transpile.resolve.user_types import UserClass, function_signature

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

#: The decorators Python's own classes give a method (see functions.py): not the worker's own.
_BUILTIN = frozenset(("staticmethod", "classmethod", "property", "abstractmethod", "cached_property"))


def decorated_methods(b: Builder, info: UserClass) -> list[cst.FunctionDef]:
    """The methods of the class body that take decorators of the worker's own (a method taking
    another, `@cache`, is refused as such by functions.py)."""
    body = info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ()
    return [
        s
        for s in body
        if isinstance(s, cst.FunctionDef)
        and any(own_decorator(b, d) for d in s.decorators)
        and all(own_decorator(b, d) or _builtin(d) for d in s.decorators)
    ]


def _builtin(decorator: cst.Decorator) -> bool:
    name = decorator_name(decorator) or ""
    return name.rpartition(".")[2] in _BUILTIN or name.endswith(".setter")


def decorate_methods(b: Builder, info: UserClass) -> list[js.Stmt]:
    """Check the class's own method decorators and lower their expressions (at module level, as
    Python reads their names: the module's); record each method's in `b.decorations`. What makes
    the prototype's methods what the decorators give, to stand after the class."""
    out: list[js.Stmt] = []
    for node in decorated_methods(b, info):
        lowered = _decorators(b, info, node)
        if lowered is None:
            b.decorations[id(node)] = []  # (reported: the method's lowering says no more of them)
            continue
        b.decorations[id(node)] = [(d, v) for d, v in zip(node.decorators, lowered, strict=True)]
        name = info.js_name_of(node.name.value)
        method = js.Member(js.Member(js.Name(info.js_class()), "prototype"), name)
        made: js.Expr = b.call_helper("$unbound", method, js.Str(node.name.value))
        for value in reversed(lowered):
            made = js.Call(value, [made])
        out.append(js.Assign(method, b.call_helper("$method", made)))
    return out


def _decorators(b: Builder, info: UserClass, node: cst.FunctionDef) -> list[js.Expr] | None:
    """The decorators' values (None after reporting why the method cannot take them)."""
    problem = _problem(b, info, node)
    if problem is not None:
        b.error(problem[0], problem[1])
        return None
    outer = b.class_body
    b.class_body = None  # (a module-level name: see `_problem`)
    try:
        values = [b.expr(d.decorator) for d in node.decorators]
    finally:
        b.class_body = outer
    signature = function_signature(node, b.scope.annotations_in(info).resolve, skip_first=False)
    made = FunctionType(node.name.value, f"{js_identifier(node.name.value)}$undecorated", (signature,))
    for decorator, value in reversed(list(zip(node.decorators, values, strict=True))):
        if isinstance(value.type, ErrorType):
            return None
        given = applied(value.type, made, js_identifier(node.name.value))
        if isinstance(given, str):
            b.error(decorator, given)
            return None
        taken = _taken(value.type)
        keeps = isinstance(given, CallableType) and given == taken and _fits(given, signature)
        if not (isinstance(given, FunctionType) or keeps):
            b.error(
                decorator,
                "a method's decorator keeps its type here (`def deco(fn: F) -> F`, a ParamSpec wrapper "
                f"`Callable[P, R] -> Callable[P, R]`, or `(fn: X) -> X` of a Callable naming the method's parameters, "
                f'self first, and its result), not "{given.display()}"',
            )
            return None
        made = given if isinstance(given, FunctionType) else made
    return [v.js for v in values]


def _fits(callable_: CallableType, signature: Signature) -> bool:
    """A callable type that says what the method's own signature says (its parameters, `self` first,
    and its result), which its calls are lowered by."""
    return (
        callable_.params is not None
        and len(callable_.params) == len(signature.params)
        and not any(p.keyword_only for p in signature.params)
        and callable_.result == signature.result
    )


def _taken(decorator: object) -> object:
    """The type a decorator takes (its first parameter's)."""
    if isinstance(decorator, FunctionType) and decorator.signatures and decorator.signatures[0].params:
        return decorator.signatures[0].params[0].type
    if isinstance(decorator, CallableType) and decorator.params:
        return decorator.params[0]
    return None


def _problem(b: Builder, info: UserClass, node: cst.FunctionDef) -> tuple[cst.CSTNode, str] | None:
    """Why the method's decorators are refused, where."""
    names = {decorator_name(d) for d in node.decorators}
    if any((n or "").rpartition(".")[2] in _BUILTIN for n in names) or node.name.value.startswith("__"):
        return node.name, (
            "a decorator of the worker's own beside @staticmethod, @classmethod, @property or on a "
            "dunder method is not supported: decorate a plain method"
        )
    if info.owner is not None:
        return node.name, "a method's decorators are supported in a module-level class"
    bound = _class_names(info)
    for decorator in node.decorators:
        root = decorator.decorator
        while isinstance(root, (cst.Call, cst.Attribute)):
            root = root.func if isinstance(root, cst.Call) else root.value
        if _builtin(decorator):
            continue  # (refused beside them above)
        if not isinstance(root, cst.Name) or root.value in bound:
            return decorator, (
                "a method's decorator is a module-level function of the worker's, or a call of one "
                "(`@logged`, `@retrying(3)`)"
            )
    for stmt in info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ():
        if isinstance(stmt, cst.SimpleStatementLine) and any(
            isinstance(n, cst.Call) for small in stmt.body for n in every_node(small)
        ):
            return node.decorators[0], (
                "a method's decorators run here once the class is made, where Python runs them as its "
                "body runs: its class attributes must call nothing (this one's body has a call)"
            )
    return None


def _class_names(info: UserClass) -> set[str]:
    """The names the class body binds (which its decorator expressions would read in Python)."""
    names: set[str] = set()
    for stmt in info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ():
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            names.add(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    names.update(t.target.value for t in small.targets if isinstance(t.target, cst.Name))
                elif isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                    names.add(small.target.value)
    return names
