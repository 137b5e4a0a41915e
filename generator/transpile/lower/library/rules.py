"""What a rule of the library sees and how rules are made: `CallSite`, `arity`, `method`, `helper_method`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.equality import LIST_AND_TUPLE, by_value, may_meet_list_and_tuple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    DequeType,
    ErrorType,
    ListType,
    ModuleType,
    TupleType,
    Type,
    is_dynamic,
    is_primitive,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass
class CallSite:
    """What a rule sees: the call, its receiver (for methods) and its lowered arguments."""

    b: Builder
    node: cst.Call
    receiver: TExpr | None
    args: list[TExpr]
    keywords: dict[str, TExpr] = field(default_factory=dict)

    def refuse(self, message: str) -> TExpr:
        return self.b.error(self.node, message)

    @property
    def recv(self) -> js.Expr:
        assert self.receiver is not None
        return self.receiver.js

    def completes(self, made: Type) -> None:
        """`out.append(x)` after `out = []`: the receiver's first store gives its type (mypy's partial
        types; see `Builder.complete`)."""
        if isinstance(self.node.func, cst.Attribute):
            self.b.complete(self.node.func.value, made)


Rule = Callable[[CallSite], TExpr]


def js_call(callee: str, args: list[js.Expr]) -> js.Call:
    obj, _, name = callee.rpartition(".")
    target: js.Expr = js.Member(js.Name(obj), name) if obj else js.Name(name)
    return js.Call(target, args)


def arity(low: int, high: int, rule: Rule, keywords: tuple[str, ...] | None = ()) -> Rule:
    """Guard a rule with its number of positional arguments and allowed keywords (None: any)."""

    def checked(site: CallSite) -> TExpr:
        lowered = [*site.args, *site.keywords.values(), *([site.receiver] if site.receiver else [])]
        if any(isinstance(a.type, ErrorType) for a in lowered):
            return TExpr(js.Name("undefined"), ERROR)  # an argument already failed: no follow-up error
        unknown = [k for k in site.keywords if keywords is not None and k not in keywords]
        if unknown:
            return site.refuse(f'unsupported keyword argument "{unknown[0]}"')
        if not low <= len(site.args) <= high:
            # (mypy checks Python's own arity: a form it accepts and this does not is unsupported here)
            expected = str(low) if low == high else f"{low} to {high}"
            func = site.node.func
            name = func.attr.value if isinstance(func, cst.Attribute) else getattr(func, "value", "it")
            # (not "it takes": Python's own function may take more, `indent(text, prefix, predicate)`)
            return site.refuse(
                f"{name}() with {len(site.args)} positional arguments is not supported here, only with {expected}"
            )
        return rule(site)

    return checked


def method(js_name: str, result: Type | Callable[[CallSite], Type]) -> Rule:
    """`recv.py_name(args)` -> `recv.js_name(args)`."""

    def rule(site: CallSite) -> TExpr:
        type_ = result(site) if callable(result) else result
        return TExpr(js.Call(js.Member(site.recv, js_name), [a.js for a in site.args]), type_)

    return rule


def primitive_items(rule: Rule, what: str) -> Rule:
    """A rule that compares items, as `indexOf` does by identity: only for items compared by value."""

    def checked(site: CallSite) -> TExpr:
        item = list_item(site)
        kind = "deque" if site.receiver and isinstance(widen(site.receiver.type), DequeType) else "list"
        if not (is_primitive(item) or is_dynamic(item) or _compared_by_eq(item)):
            return site.refuse(f'{what} on a {kind} of "{item.display()}" compares by identity in JavaScript')
        if site.args and may_meet_list_and_tuple(item, site.args[0].type):
            return site.refuse(f'{what} on a {kind} of "{item.display()}": {LIST_AND_TUPLE}')
        return rule(site)

    return checked


def _compared_by_eq(item: Type) -> bool:
    """Items the helpers compare with `$eq` as Python's == does: instances of the worker's classes
    (their `__eq__`, or identity) and tuples or lists of values compared by value."""
    t = widen(item)
    return by_value(t) and not is_primitive(t)


def helper_method(name: str, result: Type | Callable[[CallSite], Type]) -> Rule:
    """`recv.m(args)` -> `$name(recv, args)`: a checked helper."""

    def rule(site: CallSite) -> TExpr:
        type_ = result(site) if callable(result) else result
        return TExpr(site.b.call_helper(name, site.recv, *(a.js for a in site.args)), type_)

    return rule


def list_item(site: CallSite) -> Type:
    assert site.receiver is not None
    t = widen(site.receiver.type)
    if isinstance(t, TupleType):  # a tuple's index() and count()
        return union(*t.items) if t.items else ANY
    return t.item if isinstance(t, (ListType, DequeType)) else ANY


def receiver_type(site: CallSite) -> Type:
    assert site.receiver is not None
    return site.receiver.type


def library_function(b: Builder, node: cst.BaseExpression) -> tuple[str, str] | None:
    """(module, name) of a stdlib member named by `node` (`chain` imported, `itertools.chain`,
    `os.path.basename`)."""
    if isinstance(node, cst.Name):
        if b.local_type(node.value) is not None:  # a local of that name hides the import
            return None
        symbol = b.symbol(node.value)
        if symbol is not None and symbol.special is not None and symbol.special.startswith("lib:"):
            _, module, name = symbol.special.split(":")
            return module, name
        return None
    parts: list[str] = []
    while isinstance(node, cst.Attribute):
        parts.insert(0, node.attr.value)
        node = node.value
    if not parts or not isinstance(node, cst.Name) or b.local_type(node.value) is not None:
        return None
    symbol = b.symbol(node.value)
    if symbol is None or not isinstance(symbol.type, ModuleType):
        return None
    return ".".join([symbol.type.name, *parts[:-1]]), parts[-1]
