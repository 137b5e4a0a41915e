"""Conditions: Python truthiness lowered by type.

An empty list or dict is false in Python and true in JS, so containers are tested by size. A value
whose type does not say (Any, JSON) is refused: the lowering cannot know which meaning was intended.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.narrowing import narrowed, narrowings, read_as_test, test_clock
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.typed import own_dunder
from generator.transpile.resolve.types import (
    BOOL,
    FLOAT,
    INT,
    NEVER,
    NONE,
    AwaitableType,
    CallableType,
    ClassObjectType,
    DequeType,
    DictType,
    ErrorType,
    FunctionType,
    InstanceType,
    ListType,
    LiteralType,
    ObjectType,
    Prim,
    RangeType,
    SetType,
    TupleType,
    Type,
    UnionType,
    bytes_or_bytearray,
    is_dynamic,
    widen,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def faithful_truthiness(t: Type) -> bool:
    """True when JS truthiness of values of this type equals Python's (str, numbers, objects, None)."""
    t = widen(t)
    if isinstance(t, UnionType):
        return all(faithful_truthiness(o) for o in t.options)
    if t == FLOAT:
        return False  # NaN is true in Python, false in JS
    if isinstance(t, (Prim, ErrorType)) or t == NEVER:  # (Never: no value, an empty literal's items)
        return True
    if isinstance(t, InstanceType):
        return t.cls.kind != "typeddict" and not _has_python_truthiness(t)
    return isinstance(t, (ClassObjectType, FunctionType, CallableType))


def _has_python_truthiness(t: InstanceType) -> bool:
    subclasses = t.cls.subclass_methods if isinstance(t.cls, UserClass) else set()
    return (
        t.cls.member("__bool__") is not None
        or t.cls.member("__len__") is not None
        or bool({"__bool__", "__len__"} & subclasses)
    )


def lower_condition(b: Builder, node: cst.BaseExpression) -> js.Expr:
    if isinstance(node, cst.BooleanOperation):
        op = "&&" if isinstance(node.operator, cst.And) else "||"
        since = test_clock(b)
        left = b.condition(node.left)
        with narrowed(b, narrowings(b, node.left, op == "&&"), since()):
            b.maybe_skipped += 1
            try:
                right = b.condition(node.right)
            finally:
                b.maybe_skipped -= 1
        return js.Binary(op, left, right, origin=b.origin(node))
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
        return js.Unary("!", b.condition(node.expression), origin=b.origin(node))
    with read_as_test(b, node):  # `if x.v:` asks what it holds now
        value = b.expr(node)
    test = truth_test(b, value.js, value.type)
    if test is not None:
        return test
    t = value.type
    if isinstance(widen(t), AwaitableType) or (
        isinstance(t, UnionType) and any(isinstance(o, AwaitableType) for o in t.options)
    ):
        b.error(node, f'"{t.display()}" is always true: did you forget "await"?')
    elif is_dynamic(t) and not isinstance(t, (ObjectType, ErrorType)):
        # a JSON value (`if body.get("items"):`): Python's truth of what it holds, asked when it runs
        return b.call_helper("$dynTruth", value.js)
    elif is_dynamic(t):
        b.error(
            node,
            f'cannot lower the truthiness of "{t.display()}": an empty list or dict is false in Python but true in '
            'JavaScript; compare explicitly (e.g. "is not None", "len(x) > 0") or annotate its type',
        )
    else:
        b.error(
            node,
            f'cannot lower the truthiness of "{t.display()}" faithfully; compare explicitly (e.g. "len(x) > 0")',
        )
    return value.js


def _bool_literals(t: Type) -> bool:
    """`Literal[True] | Literal[False]`: what tells apart the members of an SDK union of results."""
    options = t.options if isinstance(t, UnionType) else (t,)
    return len(options) > 1 and all(isinstance(o, LiteralType) and o.base == BOOL for o in options)


def _asked(b: Builder, value: js.Expr) -> js.Expr:
    """Python's truth of an instance whose class (a subclass) may define `__bool__` or `__len__`."""

    def has(name: str) -> js.Expr:
        return js.Binary("===", js.Unary("typeof", js.Member(value, name)), js.Str("function"))

    by_len = js.Conditional(
        has("__len__"),
        js.Binary(">", own_len(b, js.Call(js.Member(value, "__len__"), [])), js.Num("0")),
        js.Bool(True),
    )
    return js.Conditional(has("__bool__"), js.Call(js.Member(value, "__bool__"), []), by_len)


def own_len(b: Builder, call: js.Expr) -> js.Expr:
    """What an own `__len__` returned, checked as CPython checks it (a negative one is ValueError)."""
    return b.call_helper("$ownLen", call)


def truth_test(b: Builder, value: js.Expr, t: Type) -> js.Expr | None:
    """The JS test with Python's meaning for a value of type `t`; None when there is none."""
    if _bool_literals(t):  # a discriminant (`page.list_complete`): tsc narrows the union by `=== true`
        return js.Binary("===", value, js.Bool(True))
    t = widen(t)
    if faithful_truthiness(t):
        return value
    if bytes_or_bytearray(t):  # their length (a `$ByteArray`'s too)
        return js.Binary(">", js.Member(value, "length"), js.Num("0"))
    if isinstance(t, UnionType):
        rest = [widen(o) for o in t.options if o != NONE]
        if rest and all(o in (INT, FLOAT) for o in rest):  # a `float` annotation: int or float
            number = js.Binary("!==", value, js.Num("0"))  # NaN is true, 0 and -0.0 false
            if NONE not in t.options:
                return number
            if is_simple(value):
                return js.Binary("&&", js.Binary("!=", value, js.Null()), number)
            return None
        if len(rest) == 1 and NONE in t.options and is_simple(value):
            inner = truth_test(b, value, rest[0])
            if inner is not None:
                return js.Binary("&&", js.Binary("!=", value, js.Null()), inner)
        return None
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.kind == "class":
        # Python asks __bool__, else __len__ (a subclass's override is what JS's call reaches), which
        # may store what a test narrowed (see `Builder.stale`)
        if _has_python_truthiness(t):
            b.ran_worker_code()
        if "__bool__" in t.cls.subclass_methods and t.cls.member("__bool__") is None:
            # a subclass may define the __bool__ this class lacks: asked at run time
            return _asked(b, value) if is_simple(value) else None
        for dunder in ("__bool__", "__len__"):
            member = t.cls.member(dunder)
            if member is not None and member.signatures and member.kind == "method":
                call = own_dunder(b, value, t.cls, dunder, [])
                return call if dunder == "__bool__" else js.Binary(">", own_len(b, call), js.Num("0"))
        if "__len__" in t.cls.subclass_methods:
            return _asked(b, value) if is_simple(value) else None
    if isinstance(t, InstanceType) and not isinstance(t.cls, UserClass) and t.cls.member("__bool__"):
        return js.Call(js.Member(value, "__bool__"), [])  # a runtime class's: a zero timedelta is false
    if t == FLOAT:
        return js.Binary("!==", value, js.Num("0"))  # NaN is true, 0.0 and -0.0 false
    if isinstance(t, (ListType, TupleType, DequeType, RangeType)):  # a $Deque's, a $Range's length
        return js.Binary(">", js.Member(value, "length"), js.Num("0"))
    if isinstance(t, SetType):
        return js.Binary(">", js.Member(value, "size"), js.Num("0"))
    if isinstance(t, DictType) and t.is_map:
        return js.Binary(">", js.Member(value, "size"), js.Num("0"))
    if isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        keys = js.Call(js.Member(js.Name("Object"), "keys"), [value])
        return js.Binary(">", js.Member(keys, "length"), js.Num("0"))
    return None
