"""List and dict comprehensions -> array method chains (`filter`, `map`, `flatMap`) that evaluate each
item's if-clauses and value in Python's order; generator expressions -> lazy generators (`$lazy`),
unless their consumer takes every item at once (`list(...)`, `sum(...)`: see `consumed_at_once`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import ExitStack
from typing import TYPE_CHECKING

import libcst as cst
import libcst.matchers as m

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.functions import nested_scope, read_names, refuse_loop_capture
from generator.transpile.lower.iteration import (
    Iteration,
    checked_items,
    checked_source,
    held,
    iterate,
    lazy_range,
    target_pattern,
    unpack_target,
)
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.narrowing import narrowed, narrowings, test_clock
from generator.transpile.lower.purity import may_act, may_run_code
from generator.transpile.lower.truthiness import truth_test
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.locals import target_names
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    DictType,
    ErrorType,
    IteratorType,
    ListType,
    ObjectType,
    RangeType,
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


def lower_comprehension(
    b: Builder,
    node: cst.ListComp | cst.GeneratorExp | cst.DictComp,
    expected: Type | None = None,
    each: Callable[[TExpr], TExpr] | None = None,
) -> TExpr:
    """`expected`: the type declared for it, whose items type its items' literals (`[{} for _ in xs]`
    of a `list[dict[int, int]]` makes Maps); `each`: what becomes of each item as it is made (a set
    comprehension checks it, see `expressions.set_comprehension`)."""
    if isinstance(node, cst.DictComp):
        pair: list[TExpr] = []
        hints = (expected.key, expected.value) if isinstance(expected, DictType) else (None, None)

        def entry() -> TExpr:
            key, value = b.expr(node.key, hints[0]), b.expr(node.value, hints[1])
            pair.extend([key, value])
            key_js = key.js
            if map_key(maps.plain_key(key.type)) is not None:  # a Map's key: an int, a tuple's JSON text
                key_js = maps.encode(b, node.key, DictType(maps.plain_key(key.type), ANY), key) or key_js
            return TExpr(js.Array([key_js, value.js]), TupleType((key.type, value.type)))

        entries = (_looped if _awaits(b, node) else _chain)(b, node.for_in, entry)
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
    hint = expected.item if isinstance(node, cst.ListComp) and isinstance(expected, ListType) else None

    def one_item() -> TExpr:
        made = b.expr(element, hint)
        return made if each is None else each(made)

    if isinstance(node, cst.ListComp) and _awaits(b, node):
        result = _looped(b, node.for_in, one_item)
    else:
        at_once = id(node) in b.generators_consumed_at_once
        lazy = isinstance(node, cst.GeneratorExp) and not at_once
        if lazy and isinstance(node, cst.GeneratorExp):  # it reads the rest when iterated, maybe later
            refuse_loop_capture(b, node, _targets_of(node.for_in), _read_late(node))
        guard = _stop_guard(b, node) if isinstance(node, cst.GeneratorExp) else None
        cells = _shared_cells(node)
        result = _chain(
            b,
            node.for_in,
            one_item,
            lazy=lazy or guard is not None,
            guard=guard,
            cells=cells,
        )
        if guard is not None and at_once and result is not None:  # (taken whole: an array, as unguarded)
            item = result.type.item if isinstance(result.type, IteratorType) else ANY
            result = TExpr(js.Array([js.Spread(result.js)]), ListType(item))
        if cells and result is not None:  # the variables, one binding for every round: `((i) => ...)()`
            shared = [js.Param(js.Name(js_identifier(n))) for n in sorted(cells)]
            result = TExpr(js.Call(js.Arrow(shared, result.js), []), result.type)
    if result is None:
        return TExpr(js.Name("undefined"), ERROR)
    made = result.js
    if (
        isinstance(result.type, ListType)
        and _holds_tuples(result.type.item)
        and not isinstance(made, js.TypeCast)
    ):
        # tsc reads `[n, "running", i]` as an array of the items' union: the list's type says tuples
        return TExpr(js.TypeCast(made, jsdoc_type(result.type)), result.type)
    return result


def _shared_cells(node: cst.ListComp | cst.GeneratorExp) -> frozenset[str]:
    """The comprehension's variables a lambda made in it reads: Python's comprehension has one of
    each, which every round rebinds, so its lambdas read the latest value when called (`[lambda: i
    for i in range(3)]` all give 2); JS's rounds would each bind their own. (Names only: a tuple
    target's stay refused where a lambda reads them.)"""
    clauses = [node.for_in]
    while clauses[-1].inner_for_in is not None:
        clauses.append(clauses[-1].inner_for_in)
    targets = {c.target.value for c in clauses if isinstance(c.target, cst.Name)}
    if not targets:
        return frozenset()
    reads: set[str] = set()
    for found in m.findall(node, m.Lambda()):
        assert isinstance(found, cst.Lambda)
        params = found.params
        own = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
        reads |= read_names(found.body) - own
    return frozenset(targets & reads)


def _stop_guard(b: Builder, node: cst.GeneratorExp) -> str | None:
    """Where the value, a test or an inner iterable may raise StopIteration (see
    resolve/stop_iteration.py): "ends" for map()'s and filter()'s function (it ends them), "pep479"
    for a generator expression's (a RuntimeError); the generator is then lowered lazily, guarded."""
    clauses = [node.for_in]
    while clauses[-1].inner_for_in is not None:
        clauses.append(clauses[-1].inner_for_in)
    parts = [node.elt, *(i.test for c in clauses for i in c.ifs), *(c.iter for c in clauses[1:])]
    if not any(b.stop_sources().may_raise(part) for part in parts):
        return None
    return "ends" if id(node) in b.map_stand_ins else "pep479"


def _in_generator(b: Builder, value: js.Expr, guarded: bool) -> js.Expr:
    """A generator expression's value or test, where it may raise StopIteration (`_stop_guard`),
    run as in the generator's frame (`$inGenerator`: a RuntimeError, PEP 479), for a consumer that
    runs it item by item itself (`any()`, `next()`)."""
    return b.call_helper("$inGenerator", js.Arrow([], value)) if guarded else value


def _read_late(node: cst.GeneratorExp) -> list[cst.CSTNode]:
    """What a generator expression evaluates when it is iterated: all but its first iterable."""
    parts: list[cst.CSTNode] = [node.elt, *node.for_in.ifs]
    inner = node.for_in.inner_for_in
    while inner is not None:
        parts += [inner.iter, *inner.ifs]
        inner = inner.inner_for_in
    return parts


def _targets_of(clause: cst.CompFor) -> set[str]:
    """The names a comprehension's `for` clauses bind (its own, not the enclosing loop's)."""
    names: set[str] = set()
    current: cst.CompFor | None = clause
    while current is not None:
        names |= set(target_names(current.target) or ())
        current = current.inner_for_in
    return names


def _holds_tuples(t: Type) -> bool:
    """A fixed-length tuple, at the top or inside lists, tuples and dicts."""
    t = widen(t)
    if isinstance(t, TupleType):
        return True
    if isinstance(t, ListType):
        return _holds_tuples(t.item)
    if isinstance(t, DictType):
        return _holds_tuples(t.value)
    return False


#: Builtins that take every item of their iterable before running any other code of the worker's:
#: a generator expression given to one may be built as a list, with the same effects in the same order.
_TAKE_ALL = frozenset({"list", "tuple", "set", "frozenset", "sorted", "sum", "dict", "min", "max"})


#: Builtins whose result does not depend on the order of the items, when they are strs or ints (equal
#: ones are the same) and nothing else runs per item: a set may be walked for them in any order.
_ORDER_FREE = frozenset({"sorted", "set", "frozenset", "min", "max", "any", "all", "len"})
#: Builtins that neither act nor raise on a str or an int item (`max(len(n) for n in names)`).
_PURE_BUILTINS = frozenset({"len", "str", "abs"})
#: str methods that neither act nor raise: an item expression made of them runs the same in any order.
_PURE_METHODS = frozenset(
    {"strip", "lstrip", "rstrip", "lower", "upper", "casefold", "title", "startswith", "endswith"}
)


def mark_order_free(b: Builder, name: str, node: cst.Call) -> None:
    """`sorted(n.strip() for n in names if n)` of a set: the set's order cannot show."""
    if name not in _ORDER_FREE or len(node.args) != 1 or node.args[0].keyword is not None:
        return
    arg = node.args[0].value
    if not isinstance(arg, (cst.GeneratorExp, cst.ListComp, cst.SetComp)) or arg.for_in.inner_for_in:
        return
    parts = [arg.elt, *(c.test for c in arg.for_in.ifs)]
    own = any(b.symbol(builtin) for builtin in _PURE_BUILTINS)  # (none may be the worker's own)
    if arg.for_in.asynchronous is None and not own and all(_order_free(p) for p in parts):
        b.order_free.add(id(arg.for_in.iter))


def _order_free(node: cst.BaseExpression) -> bool:
    """Made only of names, literals, attribute reads, comparisons, `and`/`or`/`not`, conditionals,
    `+`, `-` and `*` (`i + 1`: what raises there, a str and an int, raises alike for every item) and
    the str methods that neither act nor raise."""
    match node:
        case cst.Name() | cst.SimpleString() | cst.Integer() | cst.Float():
            return True
        case cst.BinaryOperation(
            left=left, operator=cst.Add() | cst.Subtract() | cst.Multiply(), right=right
        ):
            return _order_free(left) and _order_free(right)
        case cst.UnaryOperation(operator=cst.Minus() | cst.Plus(), expression=inner):
            return _order_free(inner)
        case cst.Attribute(value=value):
            return _order_free(value)
        case cst.Comparison(left=left, comparisons=comparisons):
            return _order_free(left) and all(_order_free(c.comparator) for c in comparisons)
        case cst.BooleanOperation(left=left, right=right):
            return _order_free(left) and _order_free(right)
        case cst.UnaryOperation(operator=cst.Not(), expression=inner):
            return _order_free(inner)
        case cst.IfExp(test=test, body=body, orelse=orelse):
            return _order_free(test) and _order_free(body) and _order_free(orelse)
        case cst.Call(func=cst.Attribute(value=owner, attr=cst.Name(value=method)), args=args):
            return method in _PURE_METHODS and _order_free(owner) and all(_order_free(a.value) for a in args)
        case cst.Call(func=cst.Name(value=builtin), args=[cst.Arg(value=value, keyword=None, star="")]):
            return builtin in _PURE_BUILTINS and _order_free(value)
    return False


def consumed_at_once(b: Builder, name: str, node: cst.Call) -> None:
    """`sum(x.size for x in files)`: the generator expression is built as an array (`min`/`max` with a
    `key=` call it between items, so theirs stays lazy); so is `list(reversed(xs))`'s iterator (a
    copy, which a `key=` could tell from Python's only by changing the list)."""
    mark_order_free(b, name, node)
    keyed = name in ("min", "max") and any(
        a.keyword is not None and a.keyword.value == "key" for a in node.args
    )
    if (
        name in _TAKE_ALL
        and node.args
        and (_is_reversed(node.args[0].value) or not keyed and _is_generator(node.args[0].value))
    ):
        b.generators_consumed_at_once.add(id(node.args[0].value))


def _is_reversed(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "reversed"


def _is_generator(node: cst.BaseExpression) -> bool:
    """A generator expression, or `map(...)`/`filter(...)`, which are lowered as one."""
    if isinstance(node, cst.GeneratorExp):
        return True
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Name)
        and node.func.value in ("map", "filter")
    )


def _awaits(b: Builder, node: cst.ListComp | cst.DictComp) -> bool:
    """An asynchronous comprehension, in an async function: one of its clauses is `async for`, or it
    awaits outside its first iterable (which the enclosing function evaluates)."""
    if b.function is None or not b.function.is_async:
        return False  # (the await or async for is reported where it is lowered)

    class Finder(cst.CSTVisitor):
        found = False

        def visit_Await(self, node: cst.Await) -> bool:
            self.found = True
            return False

        def visit_CompFor(self, node: cst.CompFor) -> bool:
            self.found = self.found or node.asynchronous is not None
            return True

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            return False  # its own scope: an await there is an error of its own

        def visit_GeneratorExp(self, node: cst.GeneratorExp) -> bool:
            return False  # an async generator expression: refused where it is lowered

    finder = Finder()
    parts: list[cst.CSTNode] = [node.key, node.value] if isinstance(node, cst.DictComp) else [node.elt]
    parts += [*node.for_in.ifs, *([node.for_in.inner_for_in] if node.for_in.inner_for_in else [])]
    for part in parts:
        part.visit(finder)
    return finder.found or node.for_in.asynchronous is not None


def _looped(b: Builder, clause: cst.CompFor, element: ElementFn) -> TExpr | None:
    """An asynchronous comprehension: Python awaits each item's values before it takes the next item,
    so each clause is `await $awaitFlatMap(xs, async (x) => test ? [await f(x)] : [])`, whose loop
    awaits one item's arrow before it calls the next (`Promise.all` over a `map` would run the items'
    calls at once, out of order); `async for` walks with `for await` (`$awaitFlatMapAsync`)."""
    is_async = clause.asynchronous is not None
    iteration = iterate(b, clause.iter, is_async=is_async)
    if iteration is None:
        return None
    if not is_async:
        iteration = checked_items(b, clause.target, iteration)
    bound = _bound(b, clause, iteration)
    if bound is None:
        return None
    names, types = bound
    b.loop_stores.append(set(names))
    try:
        with nested_scope(b, types, is_async=True):
            tests, narrowing = _guarded(b, clause.ifs)
            with narrowing:
                if clause.inner_for_in is not None:
                    inner = _looped(b, clause.inner_for_in, element)
                    if inner is None:
                        return None
                    each, result = inner.js, inner.type
                else:
                    value = element()
                    each, result = js.Array([value.js]), ListType(value.type)
    finally:
        b.loop_stores.pop()
    test = _all_of(tests)
    body = each if test is None else js.Conditional(test, each, js.Array([]))
    walk = "$awaitFlatMapAsync" if is_async else "$awaitFlatMap"
    made = b.call_helper(walk, _source(b, iteration), js.Arrow([_param(clause.target)], body, is_async=True))
    return TExpr(js.Await(made), result)


def _bound(b: Builder, clause: cst.CompFor, iteration: Iteration) -> tuple[list[str], dict[str, Type]] | None:
    """The clause's target names and the types its items give them (None after an error)."""
    names = target_names(clause.target)
    if names is None:
        b.error(clause.target, "a comprehension target must be a name or a tuple of names")
        return None
    types, problem = unpack_target(clause.target, iteration.item)
    if problem:
        b.error(clause.target, problem)
        return None
    return names, types


def _source(b: Builder, iteration: Iteration) -> js.Expr:
    """What a loop walks: a range's numbers (made at once), or the iterable."""
    if iteration.kind != "range":
        return iteration.iterable
    assert iteration.start is not None and iteration.stop is not None and iteration.step is not None
    return b.call_helper("$range", iteration.start, iteration.stop, iteration.step)


def _chain(
    b: Builder,
    clause: cst.CompFor,
    element: ElementFn,
    *,
    lazy: bool = False,
    guard: str | None = None,
    cells: frozenset[str] = frozenset(),
) -> TExpr | None:

    if clause.asynchronous is not None:
        b.error(clause, "async comprehensions are not supported: use an async for loop")
        return None
    iteration = iterate(b, clause.iter)
    if iteration is None:
        return None
    iteration = checked_items(b, clause.target, iteration)
    if iteration.kind == "range":
        assert iteration.start is not None and iteration.stop is not None and iteration.step is not None
        source: js.Expr
        if not (
            isinstance(iteration.start, js.Num)
            and iteration.start.text == "0"
            and isinstance(iteration.step, js.Num)
            and iteration.step.text == "1"
        ):  # its numbers, built at once (a comprehension reads the range when it starts)
            source = b.call_helper("$range", iteration.start, iteration.stop, iteration.step)
        else:
            length = iteration.stop
            if not (isinstance(length, js.Num) and not length.text.startswith("-")):
                # range(n) of a negative n is empty; Array(n) would throw
                length = js.Call(js.Member(js.Name("Math"), "max"), [length, js.Num("0")])
            source = js.Array(
                [js.Spread(js.Call(js.Member(js.Call(js.Name("Array"), [length]), "keys"), []))]
            )
    elif lazy or iteration.lazy:
        # taken one item at a time: a generator's code (an itertools.groupby's groups) runs between
        # the comprehension's rounds, as in Python
        source = iteration.iterable
    else:
        source = iteration.iterable  # an iterator (`xs.entries()`) is spread only where nothing can change xs
    bound = _bound(b, clause, iteration)
    if bound is None:
        return None
    names, types = bound
    param = _param(clause.target)
    rebinds: js.Expr | None = None
    if isinstance(clause.target, cst.Name) and clause.target.value in cells:
        # the round's item, stored into the one variable every round shares (see `_shared_cells`)
        item = js.Name(b.fresh("$" + clause.target.value))
        param, rebinds = js.Param(item), js.AssignExpr(js.Name(js_identifier(clause.target.value)), item)
    b.loop_stores.append(set(names) - cells)  # a closure over them would keep each item's own binding
    try:
        return _chained(
            b,
            clause,
            element,
            source,
            names,
            types,
            param,
            lazy,
            streamed=iteration.lazy,
            array=iteration.is_array,
            walks=iteration.walks,
            guard=guard,
            cells=cells,
            rebinds=rebinds,
        )
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
    lazy: bool,
    *,
    streamed: bool = False,
    array: bool = True,
    walks: tuple[js.Expr, ...] = (),
    guard: str | None = None,
    cells: frozenset[str] = frozenset(),
    rebinds: js.Expr | None = None,
) -> TExpr | None:
    """One `for` clause with its ifs. Python runs, per item: the ifs in order, then the inner clauses
    or the value; `flatMap` keeps that order (`filter(...).map(...)` would run every test first, which
    only act-free tests and values may do). `guard`: see `_stop_guard`."""
    with nested_scope(b, types, later=lazy):
        tests, narrowing = _guarded(b, clause.ifs)
        with narrowing:
            if clause.inner_for_in is not None:
                inner = _chain(b, clause.inner_for_in, element, lazy=lazy, cells=cells)
                if inner is None:
                    return None
                each, result = inner.js, inner.type
            else:
                value = element()
                each = js.Array([value.js])
                result = IteratorType(value.type) if lazy else ListType(value.type)
    test = _all_of(tests)
    if rebinds is not None:  # first in the round: `(i = $i, test)`, or `[(i = $i, value)]`
        if test is not None:
            test = js.Binary(",", rebinds, test)
        elif isinstance(each, js.Array) and len(each.items) == 1 and clause.inner_for_in is None:
            each = js.Array([js.Binary(",", rebinds, each.items[0])])
        else:
            each = js.Binary(",", rebinds, each)
    own = b.scope.member_names
    # (a generator expression kept or consumed lazily: code may run between its steps)
    checked = checked_source(
        b, source, walks, None if lazy else [js.ExprStmt(p) for p in (each, test) if p is not None]
    )
    if checked is not source:  # a dict the value or a test may change: walked as Python's iterator checks it
        source, streamed = checked, True
    if (
        not streamed
        and not _fresh(source)
        and any(may_run_code(p, own) for p in (each, test) if p is not None)
    ):
        # the value or a test may change the list walked: read it as Python's iterator does, at each step
        # (`Array.from` of a list's iterator, as of `xs.entries()`, reads its length at each step too)
        streamed = True
    if not (array or lazy or streamed):
        source = js.Array([js.Spread(source)])  # array methods need an array
    if lazy:
        body = each if test is None else js.Conditional(test, each, js.Array([]))
        if guard == "ends":  # (map()'s, filter()'s: resumable, as CPython's)
            return TExpr(b.call_helper("$lazyEnding", source, js.Arrow([param], body)), result)
        if guard is not None:
            return TExpr(b.call_helper("$lazyGuarded", source, js.Arrow([param], body)), result)
        return TExpr(b.call_helper("$lazy", source, js.Arrow([param], body)), result)
    if streamed and clause.inner_for_in is None and test is None:  # one value per item
        assert isinstance(each, js.Array)
        return TExpr(
            js.Call(js.Member(js.Name("Array"), "from"), [source, js.Arrow([param], each.items[0])]), result
        )
    if streamed:  # an iterator's items, each one's values made before the next item is taken
        body = each if test is None else js.Conditional(test, each, js.Array([]))
        made = js.Call(js.Member(js.Name("Array"), "from"), [source, js.Arrow([param], body)])
        flat = js.Call(js.Member(made, "flat"), [])
        # tsc reads `[[k, v]]` as any[][]: the list's own type says what its items are
        return TExpr(js.TypeCast(flat, jsdoc_type(result)), result)
    if clause.inner_for_in is None:
        assert isinstance(each, js.Array)
        item = each.items[0]
        bare = isinstance(item, js.Name) and len(names) == 1 and item.id == js_identifier(names[0])
        if test is None:
            # `[x for x in xs]` is a new list, never `xs` itself
            copy = source if isinstance(source, js.Array) else js.Array([js.Spread(source)])
            return TExpr(copy if bare else _method(source, "map", param, item), result)
        if bare or not (may_act(test) or may_act(item)):
            filtered = _method(source, "filter", param, test)
            return TExpr(filtered if bare else _method(filtered, "map", param, item), result)
    body = each if test is None else js.Conditional(test, each, js.Array([]))
    return TExpr(_method(source, "flatMap", param, body), result)


def _fresh(source: js.Expr) -> bool:
    """An array made for the comprehension (a copy, a range's numbers), which no code can change."""
    if isinstance(source, js.Array):
        return True
    return isinstance(source, js.Call) and isinstance(source.callee, js.Name) and source.callee.id == "$range"


def _guarded(b: Builder, ifs: Sequence[cst.CompIf]) -> tuple[list[js.Expr], ExitStack]:
    """The if-clauses' tests, each read with what the earlier ones narrowed, and the narrowing of
    them all, for what follows them (`[n.x for n in ns if n is not None]`)."""
    tests: list[js.Expr] = []
    stack = ExitStack()
    for clause in ifs:
        since = test_clock(b)
        tests.append(b.condition(clause.test))
        stack.enter_context(narrowed(b, narrowings(b, clause.test, True), since()))
    return tests, stack


def _all_of(tests: list[js.Expr]) -> js.Expr | None:
    """`if a if b` -> `a && b`: Python tests them in order and stops at the first that fails."""
    if not tests:
        return None
    test = tests[0]
    for more in tests[1:]:
        test = js.Binary("&&", test, more)
    return test


def _method(source: js.Expr, name: str, param: js.Param, body: js.Expr) -> js.Call:
    return js.Call(js.Member(source, name), [js.Arrow([param], body)])


def _tested_as_made(made: js.Expr, method: str) -> js.Expr | None:
    """`any([f(x) for x in xs if g(x)])`, made as `xs.filter((x) => g(x)).map((x) => f(x))`: when
    neither callback may act (call, raise, read a property), testing each item as it is made
    (`xs.some((x) => g(x) && f(x))`) stops early unobservably. None when it may not."""
    value: js.Expr | None = None
    name: str | None = None
    mapped = _callback(made, "map")
    if mapped is not None:
        made, name, value = mapped
    guard: js.Expr | None = None
    filtered = _callback(made, "filter")
    if filtered is not None and name in (None, filtered[1]):
        made, name, guard = filtered
    if name is None:
        return None
    if value is None:
        value = js.Name(name)
    if may_act(value) or (guard is not None and may_act(guard)):
        return None
    if guard is not None:
        value = (
            js.Binary("&&", guard, value)
            if method == "some"
            else js.Binary("||", js.Unary("!", guard), value)
        )
    return _method(made, method, js.Param(js.Name(name)), value)


def _callback(made: js.Expr, method: str) -> tuple[js.Expr, str, js.Expr] | None:
    """`source.method((name) => body)` as (source, name, body)."""
    match made:
        case js.Call(js.Member(source, prop), [js.Arrow([js.Param(js.Name(name), None)], body)]) if (
            prop == method and not isinstance(body, list)
        ):
            return source, name, body
    return None


def _param(target: cst.BaseExpression) -> js.Param:
    return js.Param(target_pattern(target))


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
    iteration = checked_items(b, clause.target, iteration)
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
            tests, narrowing = _guarded(b, clause.ifs)
            with narrowing:
                value = b.expr(gen.elt)
    finally:
        b.loop_stores.pop()
    test: js.Expr = tests[0] if tests else js.Bool(True)
    for more in tests[1:]:
        test = js.Binary("&&", test, more)
    # (a dict the test or the value may change: walked as Python's iterator checks it)
    walked = checked_source(
        b, iteration.iterable, iteration.walks, [js.ExprStmt(test), js.ExprStmt(value.js)]
    )
    guarded = _stop_guard(b, gen) is not None
    call_args: list[js.Expr] = [
        walked,
        js.Arrow([_param(clause.target)], _in_generator(b, test, guarded)),
        js.Arrow([_param(clause.target)], _in_generator(b, value.js, guarded)),
    ]
    result = value.type
    if len(args) == 2:
        fallback = b.expr(args[1].value)
        call_args.append(fallback.js)
        result = union(value.type, fallback.type)
    return TExpr(b.call_helper("$first", *call_args), result)


def predicate(b: Builder, node: cst.Call, method: str) -> TExpr:
    """`any(test for x in xs if c)` -> `xs.some((x) => c && test)`; `all` -> `every((x) => !c || test)`:
    items are tested one by one up to the first that decides, as the generator would run (an iterator
    that is not an array goes through `$some`/`$every`, which do not take it whole first). A list
    (`any([...])`) is made whole first, then tested item by item (see `_tested_items`)."""
    if len(node.args) != 1:
        return b.error(node, f"{'any' if method == 'some' else 'all'}() takes one argument")
    arg = node.args[0].value
    if isinstance(arg, cst.GeneratorExp) and arg.for_in.inner_for_in is None:
        clause = arg.for_in
        mark_order_free(b, "any", node)
        iteration = iterate(b, clause.iter)
        if iteration is not None:  # `any(x > 5 for x in range(n))`: its numbers up to the first that decides
            iteration = checked_items(b, clause.target, lazy_range(b, iteration))
        names = target_names(clause.target)
        if iteration is None or names is None:
            return b.error(clause.iter, "any()/all() iterate over a list, str or dict here")
        types, problem = unpack_target(clause.target, iteration.item)
        if problem:
            return b.error(clause.target, problem)
        with nested_scope(b, types):
            tests, narrowing = _guarded(b, clause.ifs)
            with narrowing:
                test = b.condition(arg.elt)
            guard = _all_of(tests)
        if guard is not None:
            test = (
                js.Binary("&&", guard, test)
                if method == "some"
                else js.Binary("||", js.Unary("!", guard), test)
            )
        stops = _stop_guard(b, arg) is not None
        check = js.Arrow([_param(clause.target)], _in_generator(b, test, stops))
        # (a dict the test may change: walked as Python's iterator checks it)
        walked = checked_source(b, iteration.iterable, iteration.walks, [js.ExprStmt(test)])
        if iteration.is_array and walked is iteration.iterable:
            return TExpr(js.Call(js.Member(walked, method), [check]), BOOL)
        return TExpr(b.call_helper("$" + method, walked, check), BOOL)
    value = b.expr(arg)
    t = widen(value.type)
    item = js.Name("item")
    if isinstance(t, ListType):
        truth = truth_test(b, item, t.item)
        if truth is None and is_dynamic(t.item) and not isinstance(widen(t.item), (ObjectType, ErrorType)):
            truth = b.call_helper("$dynTruth", item)  # JSON values: Python's truth of each, as it runs
        if truth is item and isinstance(arg, cst.ListComp):
            early = _tested_as_made(value.js, method)
            if early is not None:
                return TExpr(early, BOOL)
        if truth is not None:
            return TExpr(js.Call(js.Member(value.js, method), [js.Arrow([js.Param(item)], truth)]), BOOL)
    if isinstance(
        t, IteratorType
    ):  # `any(p(a, b) for a in xs for b in ys)`: its items up to the first that decides
        truth = truth_test(b, item, t.item)
        if truth is not None:  # (one kept elsewhere stays open when the test stops early: `held`)
            check = js.Arrow([js.Param(item)], truth)
            return TExpr(b.call_helper("$" + method, held(b, value, arg), check), BOOL)
    if isinstance(t, RangeType):  # its ints one at a time, up to the first that decides
        nonzero = js.Arrow([js.Param(item)], js.Binary("!==", item, js.Num("0")))
        return TExpr(b.call_helper("$" + method, value.js, nonzero), BOOL)
    return b.error(
        arg,
        f'any()/all() take values whose truth is known here, not those of "{t.display()}": compare explicitly, e.g. "x is not None"',
    )
