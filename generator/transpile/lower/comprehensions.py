"""List, dict and generator comprehensions -> array method chains (`filter`, `map`, `flatMap`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.functions import nested_scope
from generator.transpile.lower.iteration import iterate, unpack_target
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.truthiness import faithful_truthiness
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.locals import target_names
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    DictType,
    ListType,
    TupleType,
    Type,
    is_dynamic,
    is_str,
    map_key,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

ElementFn = Callable[[], TExpr]


def lower_comprehension(b: Builder, node: cst.ListComp | cst.GeneratorExp | cst.DictComp) -> TExpr:
    if isinstance(node, cst.DictComp):
        pair: list[TExpr] = []

        def entry() -> TExpr:
            key, value = b.expr(node.key), b.expr(node.value)
            pair.extend([key, value])
            key_js = key.js
            if map_key(maps.plain_key(key.type)) is not None:  # a Map's key: an int, a tuple's JSON text
                key_js = maps.encode(b, node.key, DictType(maps.plain_key(key.type), ANY), key) or key_js
            return TExpr(js.Array([key_js, value.js]), TupleType((key.type, value.type)))

        entries = _chain(b, node.for_in, entry)
        if entries is None:
            return TExpr(js.Name("undefined"), ERROR)
        key_type, value_type = (pair[0].type, pair[1].type) if pair else (ANY, ANY)
        if map_key(maps.plain_key(key_type)) is not None:
            return TExpr(maps.new(entries.js), DictType(maps.plain_key(key_type), value_type))
        if not (is_str(key_type) or is_dynamic(key_type)):
            return b.error(
                node.key,
                maps.key_problem(key_type),
            )
        return TExpr(
            js.Call(js.Member(js.Name("Object"), "fromEntries"), [entries.js]),
            DictType(widen(key_type), value_type),
        )
    element = node.elt
    result = _chain(b, node.for_in, lambda: b.expr(element))
    return result if result is not None else TExpr(js.Name("undefined"), ERROR)


def _chain(b: Builder, clause: cst.CompFor, element: ElementFn) -> TExpr | None:

    if clause.asynchronous is not None:
        b.error(clause, "async comprehensions are not supported: use an async for loop")
        return None
    iteration = iterate(b, clause.iter)
    if iteration is None:
        return None
    if iteration.kind == "range":
        if not (
            isinstance(iteration.start, js.Num)
            and iteration.start.text == "0"
            and isinstance(iteration.step, js.Num)
            and iteration.step.text == "1"
        ):
            b.error(clause.iter, "in a comprehension, range() takes one argument")
            return None
        assert iteration.stop is not None
        length = iteration.stop
        if not (isinstance(length, js.Num) and not length.text.startswith("-")):
            # range(n) of a negative n is empty; Array(n) would throw
            length = js.Call(js.Member(js.Name("Math"), "max"), [length, js.Num("0")])
        source: js.Expr = js.Array(
            [js.Spread(js.Call(js.Member(js.Call(js.Name("Array"), [length]), "keys"), []))]
        )
    else:
        source = iteration.iterable if iteration.is_array else js.Array([js.Spread(iteration.iterable)])
    names = target_names(clause.target)
    if names is None:
        b.error(clause.target, "a comprehension target must be a name or a tuple of names")
        return None
    types, problem = unpack_target(clause.target, iteration.item)
    if problem:
        b.error(clause.target, problem)
        return None
    param = _param(clause.target)
    b.loop_stores.append(set(names))  # a closure over them would keep each item's own binding
    try:
        return _chained(b, clause, element, source, names, types, param)
    finally:
        b.loop_stores.pop()


def _chained(
    b: Builder,
    clause: cst.CompFor,
    element: ElementFn,
    source: js.Expr,
    names: list[str],
    types: dict[str, Type],
    param: js.Param,
) -> TExpr | None:
    with nested_scope(b, types):
        for condition in clause.ifs:
            test = b.condition(condition.test)
            source = js.Call(js.Member(source, "filter"), [js.Arrow([param], test)])
        if clause.inner_for_in is not None:
            inner = _chain(b, clause.inner_for_in, element)
            if inner is None:
                return None
            return TExpr(js.Call(js.Member(source, "flatMap"), [js.Arrow([param], inner.js)]), inner.type)
        value = element()
    if isinstance(value.js, js.Name) and len(names) == 1 and value.js.id == js_identifier(names[0]):
        return TExpr(source, ListType(value.type))  # `[x for x in xs if ...]`: no map needed
    return TExpr(js.Call(js.Member(source, "map"), [js.Arrow([param], value.js)]), ListType(value.type))


def _param(target: cst.BaseExpression) -> js.Param:
    return js.Param(_pattern(target))


def _pattern(target: cst.BaseExpression) -> js.Expr:
    if isinstance(target, cst.Name):
        return js.Name(js_identifier(target.value))
    assert isinstance(target, (cst.Tuple, cst.List))
    return js.Array([_pattern(e.value) for e in target.elements])


def first(b: Builder, node: cst.Call) -> TExpr:
    """`next(value for x in xs if test[, default])` -> `$first(xs, (x) => test, (x) => value[, default])`:
    items are tested one by one up to the first that passes, as the generator would run; none passing
    returns the default or raises StopIteration."""
    args = node.args
    gen = args[0].value if args else None
    if not (
        1 <= len(args) <= 2
        and all(a.keyword is None and not a.star for a in args)
        and isinstance(gen, cst.GeneratorExp)
        and gen.for_in.inner_for_in is None
        and gen.for_in.asynchronous is None
    ):
        return b.error(node, "next() takes a generator expression of one for clause, and a default")
    clause = gen.for_in
    iteration = iterate(b, clause.iter)
    if iteration is None:
        return TExpr(js.Name("undefined"), ERROR)
    if iteration.kind != "values":
        return b.error(clause.iter, "next() over a range(): use the range's own numbers")
    names = target_names(clause.target)
    if names is None:
        return b.error(clause.target, "a comprehension target must be a name or a tuple of names")
    types, problem = unpack_target(clause.target, iteration.item)
    if problem:
        return b.error(clause.target, problem)
    b.loop_stores.append(set(names))
    try:
        with nested_scope(b, types):
            tests = [b.condition(c.test) for c in clause.ifs]
            value = b.expr(gen.elt)
    finally:
        b.loop_stores.pop()
    test: js.Expr = tests[0] if tests else js.Bool(True)
    for more in tests[1:]:
        test = js.Binary("&&", test, more)
    call_args: list[js.Expr] = [
        iteration.iterable,
        js.Arrow([_param(clause.target)], test),
        js.Arrow([_param(clause.target)], value.js),
    ]
    result = value.type
    if len(args) == 2:
        fallback = b.expr(args[1].value)
        call_args.append(fallback.js)
        result = union(value.type, fallback.type)
    return TExpr(b.call_helper("$first", *call_args), result)


def predicate(b: Builder, node: cst.Call, method: str) -> TExpr:
    """`any(test for x in xs)` -> `xs.some((x) => test)`; `all` -> `every`."""
    if len(node.args) != 1:
        return b.error(node, f"{'any' if method == 'some' else 'all'}() takes one argument")
    arg = node.args[0].value
    if (
        isinstance(arg, (cst.GeneratorExp, cst.ListComp))
        and arg.for_in.inner_for_in is None
        and not arg.for_in.ifs
    ):
        clause = arg.for_in
        iteration = iterate(b, clause.iter)
        names = target_names(clause.target)
        if iteration is None or iteration.kind != "values" or names is None:
            return b.error(clause.iter, "any()/all() iterate over a list, str or dict here")
        types, problem = unpack_target(clause.target, iteration.item)
        if problem:
            return b.error(clause.target, problem)
        with nested_scope(b, types):
            test = b.condition(arg.elt)
        source = iteration.iterable if iteration.is_array else js.Array([js.Spread(iteration.iterable)])
        return TExpr(js.Call(js.Member(source, method), [js.Arrow([_param(clause.target)], test)]), BOOL)
    value = b.expr(arg)
    t = widen(value.type)
    if isinstance(t, ListType) and faithful_truthiness(t.item):
        item = js.Name("item")
        return TExpr(js.Call(js.Member(value.js, method), [js.Arrow([js.Param(item)], item)]), BOOL)
    return b.error(
        arg,
        "any()/all() take a generator expression without if-clauses, or a list of values with JS-compatible truthiness",
    )
