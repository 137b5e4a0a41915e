"""A lowered expression together with the Python type of its value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from generator.transpile.js import ast as js
from generator.transpile.resolve.types import (
    DequeType,
    DictType,
    InstanceType,
    IteratorType,
    ListType,
    ObjectType,
    SetType,
    TupleType,
    Type,
    TypeVarType,
    UnionType,
    is_dynamic,
    may_be_bool,
    widen,
)
from generator.transpile.resolve.user_types import UserClass, enum_class

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass(frozen=True)
class TExpr:
    js: js.Expr
    type: Type


def runs_worker_code(t: Type) -> bool:
    """Values a builtin, a method of a list or an operator may run the worker's code on: a generator
    (`next(g)`), an instance of the worker's classes (`len(box)`), an `object` or a TypeVar's, which
    may hold one, or a container of them (`sorted(qs)` asks `Q.__lt__`, `xs == ys` each `__eq__`)."""
    t = widen(t)
    for o in t.options if isinstance(t, UnionType) else (t,):
        o = widen(o)
        if isinstance(o, (IteratorType, ObjectType, TypeVarType)):
            return True
        if isinstance(o, InstanceType) and isinstance(o.cls, UserClass) and o.cls.kind == "class":
            return True
        if isinstance(o, (ListType, SetType, DequeType)) and runs_worker_code(o.item):
            return True
        if isinstance(o, TupleType) and any(runs_worker_code(item) for item in o.items):
            return True
        if isinstance(o, DictType) and (runs_worker_code(o.key) or runs_worker_code(o.value)):
            return True
    return False


def own_dunder(b: Builder, value: js.Expr, cls: UserClass, dunder: str, args: list[js.Expr]) -> js.Call:
    """`value.__neg__()`, `h.__getitem__(k)`: a dunder of the worker's own class, called where its
    syntax stands (`-v`, `h[k]`). Its code runs there, and may store what a test narrowed, which this
    says (see `Builder.stale`): every direct call of an own dunder goes through here. (The runtime's
    helpers that call one, `$reflected`, `$eq`, a `with`'s `__enter__`/`__exit__`, say so at their
    sites.)"""
    b.ran_worker_code()
    return js.Call(js.Member(value, cls.js_name_of(dunder)), args)


def null_tested(value: js.Expr) -> js.Expr:
    """The operand of `== null`, which covers `undefined` too: a runtime field read as `x ?? null`
    (`expressions._runtime_value`) is tested as it is."""
    if isinstance(value, js.Binary) and value.op == "??" and isinstance(value.right, js.Null):
        return value.left
    return value


def as_index(value: TExpr) -> js.Expr:
    """An int operand where Python computes with a bool's int value (an index, a range bound): JS
    would index by the property "true", or yield the bool itself."""
    return js.Call(js.Name("Number"), [value.js]) if may_be_bool(value.type) else value.js


def number_operand(b: Builder, value: TExpr) -> js.Expr:
    """A number as tsc takes it: a bool's int by `Number()` (`as_index`); a JSON value (a local
    declared `Any`) that tests narrowed to a number cast to one, where tsc's own narrowing of an `any`
    stops short (`isinstance(x, bool) or not isinstance(x, (int, float)) or x <= 0`: tsc still reads
    `number | boolean` in the last operand, having excluded nothing from an `any`)."""
    if may_be_bool(value.type) or not isinstance(value.js, js.Name):
        return as_index(value)
    declared = b.declared_types({value.js.id}).get(value.js.id)
    return js.TypeCast(value.js, "number") if declared is not None and is_dynamic(declared) else value.js


def enum_members(value: TExpr) -> TExpr | None:
    """An Enum class as a value (`list(Color)`, `sorted(Color)`, `for c in Color`): its members, a
    new list in definition order (`$members()`); None for any other value."""
    cls = enum_class(widen(value.type))
    if cls is None:
        return None
    return TExpr(js.Call(js.Member(value.js, "$members"), []), ListType(InstanceType(cls)))
