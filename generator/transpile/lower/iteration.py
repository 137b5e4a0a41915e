"""What `for x in <iterable>` walks over, shared by for loops and comprehensions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    INT,
    STR,
    AsyncIterableType,
    DictType,
    InstanceType,
    ListType,
    TupleType,
    Type,
    is_dynamic,
    is_str,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass
class Iteration:
    kind: Literal["values", "range"]
    iterable: js.Expr  # for "range": unused (see start/stop/step)
    item: Type
    start: js.Expr | None = None
    stop: js.Expr | None = None
    step: js.Expr | None = None
    #: False for iterators (`xs.entries()`): array methods need `[...iterator]` first.
    is_array: bool = True


def iterate(b: Builder, node: cst.BaseExpression, *, is_async: bool = False) -> Iteration | None:
    """None after reporting an error."""
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and b.symbol(node.func.value) is None:
        builtin = node.func.value
        if builtin == "range" and b.local_type("range") is None:
            return _range(b, node)
        if builtin == "enumerate" and b.local_type("enumerate") is None:
            if len(node.args) != 1 or node.args[0].keyword is not None:
                b.error(node, "enumerate() is supported with one argument (use i + start for an offset)")
                return None
            inner = iterate(b, node.args[0].value)
            if inner is None:
                return None
            if inner.kind != "values":
                b.error(node.args[0], "enumerate() of a range(): use the range's own numbers")
                return None
            items = inner.iterable if inner.is_array else js.Array([js.Spread(inner.iterable)])
            entries = js.Call(js.Member(items, "entries"), [])
            return Iteration("values", entries, TupleType((INT, inner.item)), is_array=False)
    value = b.expr(node)
    t = widen(value.type)
    if is_async:
        if isinstance(t, AsyncIterableType):
            return Iteration("values", value.js, t.item)
        if isinstance(t, InstanceType) or is_dynamic(t):
            return Iteration("values", value.js, ANY)  # e.g. a ReadableStream: async-iterable in Workers
        b.error(node, f'"{value.type.display()}" is not async iterable')
        return None
    if isinstance(t, ListType):
        return Iteration("values", value.js, t.item)
    if isinstance(t, TupleType):
        return Iteration("values", value.js, union(*t.items) if t.items else ANY)
    if is_str(t):
        # iterable by code points, like Python's str, but without array methods
        return Iteration("values", value.js, STR, is_array=False)
    if isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        keys = js.Call(js.Member(js.Name("Object"), "keys"), [value.js])
        return Iteration("values", keys, t.key if isinstance(t, DictType) else STR)
    if is_dynamic(t):
        b.error(
            node,
            f'iterating "{value.type.display()}": cannot tell a dict (keys) from a list; annotate or cast it',
        )
        return None
    b.error(
        node, f'"{value.type.display()}" is not iterable here (lists, tuples, str, dicts and range() are)'
    )
    return None


def _range(b: Builder, node: cst.Call) -> Iteration | None:
    args = [b.expr(a.value) for a in node.args]
    if (
        not 1 <= len(args) <= 3
        or any(a.keyword for a in node.args)
        or not all(widen(a.type) in (INT, BOOL) or is_dynamic(a.type) for a in args)
    ):
        b.error(node, "range() takes one to three int arguments")
        return None
    start = args[0].js if len(args) > 1 else js.Num("0")
    stop = args[1].js if len(args) > 1 else args[0].js
    step = args[2].js if len(args) > 2 else js.Num("1")
    if not isinstance(step, js.Num):
        b.error(node.args[2], "the step of range() must be a literal (its sign decides the loop's test)")
        return None
    if step.text == "0":
        b.error(node.args[2], "range() step must not be zero")
        return None
    return Iteration("range", js.Name("undefined"), INT, start, stop, step)
