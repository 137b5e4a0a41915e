"""Generators: `yield` and `yield from` in a function that is JS's `function*` (`async function*`),
and what a generator's iterator becomes where a list is taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.iteration import dict_walk
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    INT,
    NONE,
    ErrorType,
    InstanceType,
    IteratorType,
    ListType,
    RangeType,
    TupleType,
    Type,
    assignable,
    is_dynamic,
    is_str,
    store_problem,
    union,
    widen,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def lower_yield(b: Builder, node: cst.Yield, *, value_used: bool) -> TExpr:
    """`yield x` (its value is what send() passes, which is not supported: only as a statement) and
    `yield from xs` (its value is the inner generator's result)."""
    yields = b.function.yields if b.function is not None else None
    if yields is None:
        return b.error(
            node, "yield is supported in the body of a def only (not in a lambda or comprehension)"
        )
    b.ran_worker_code()  # (the consumer runs at a yield: see `Builder.stale`)
    if isinstance(node.value, cst.From):
        return _yield_from(b, node, node.value.item, yields, value_used)
    if value_used:
        return b.error(node, "the value of a yield expression (what send() passes) is not supported")
    if node.value is None:
        value = TExpr(js.Null(), NONE)
    else:
        value = b.expr(node.value, yields)
    if problem := store_problem(yields, value.type):
        b.error(node, problem)
    elif not assignable(value.type, yields):
        b.error(
            node,
            f'Incompatible types in "yield" (actual type "{value.type.display()}", expected type "{yields.display()}")',
        )
    return TExpr(js.Yield(value.js), NONE)


def _yield_from(
    b: Builder, node: cst.Yield, inner: cst.BaseExpression, yields: Type, value_used: bool
) -> TExpr:
    source = b.expr(inner)
    t = widen(source.type)
    if b.function is not None and b.function.is_async:
        return b.error(node, '"yield from" in an async generator is not allowed in Python')
    item: Type
    result: Type
    walked = dict_walk(b, node, source, json=False)
    if walked is not None:  # `yield from d`: its keys, checked at each step (code runs between them)
        assert isinstance(walked.type, IteratorType)
        item, result, source = walked.type.item, NONE, walked
    elif isinstance(t, IteratorType):
        item, result = t.item, t.result
    elif isinstance(t, ListType):
        item, result = t.item, NONE
    elif isinstance(t, TupleType):
        item, result = (t.items[0] if len(set(t.items)) == 1 else ANY) if t.items else ANY, NONE
    elif is_str(t):
        item, result = t, NONE
    elif isinstance(t, RangeType):  # `$Range`'s iterator computes each int
        item, result = INT, NONE
    elif is_dynamic(t):
        return b.error(node, f'"yield from" of "{source.type.display()}": annotate or cast it')
    else:
        return b.error(
            node,
            f'"yield from" takes a list, tuple, str, range or generator here, not "{source.type.display()}"',
        )
    if problem := store_problem(yields, item):
        b.error(node, problem)
    elif not assignable(item, yields):
        b.error(
            node,
            f'Incompatible types in "yield from" (actual item type "{item.display()}", expected "{yields.display()}")',
        )
    if value_used and not isinstance(t, IteratorType) and walked is None:
        return b.error(
            node,
            '"yield from" of a list, tuple, str or range has no value (None) here; use it as a statement',
        )
    # a generator that had already ended gives None (JS's `yield*` undefined): where the code reads its
    # result as another type (as mypy types it), that stops the worker
    if value_used and result == NONE:
        return TExpr(js.Binary("??", js.Yield(source.js, delegate=True), js.Null()), NONE)
    if value_used:
        return TExpr(b.call_helper("$delegated", js.Yield(source.js, delegate=True)), result)
    return TExpr(js.Yield(source.js, delegate=True), NONE)


def as_list(value: TExpr) -> TExpr:
    """A generator's iterator where a list is taken (`sorted(gen())`, `list(gen())`): drained into one."""
    t = widen(value.type)
    if isinstance(t, IteratorType):
        return TExpr(js.Array([js.Spread(value.js)]), ListType(t.item))
    return value


def next_call(b: Builder, node: cst.Call, iterator: TExpr, default: TExpr | None) -> TExpr:
    """next(it[, default]): the next item, else the default, else StopIteration."""
    t = widen(iterator.type)
    own = t.cls if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) else None
    stepper = own.member("__next__") if own is not None else None
    if own is not None and stepper is not None:
        # `next(it)` of an object whose class defines __next__: that method (its StopIteration too);
        # with a default, the default for its StopIteration
        step = own.js_name_of("__next__")
        if default is None:
            return TExpr(js.Call(js.Member(iterator.js, step), []), stepper.type)
        made = b.call_helper("$pyNextOr", iterator.js, js.Str(step), default.js)
        return TExpr(made, union(stepper.type, default.type))
    if not isinstance(t, IteratorType):
        if isinstance(t, ErrorType):
            return TExpr(js.Name("undefined"), ERROR)
        return b.error(node, f'next() takes a generator\'s iterator here, not "{iterator.type.display()}"')
    args = [iterator.js] + ([default.js] if default is not None else [])
    result = t.item if default is None else union(t.item, default.type)
    if default is None and widen(t.result) != NONE:
        # the StopIteration of a generator that returned a value carries it: str(e) shows it
        try:
            shape = printing.shape(t.result)
        except printing.Refused as refused:
            return b.error(
                node, f"next() of this generator: its StopIteration shows what it returns, and {refused}"
            )
        return TExpr(b.call_helper("$nextReturning", iterator.js, shape), result)
    return TExpr(b.call_helper("$next", *args), result)
