"""Methods of `list`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.iteration import iterate_value
from generator.transpile.lower.library.rules import (
    CallSite,
    Rule,
    arity,
    helper_method,
    list_item,
    method,
    primitive_items,
    receiver_type,
)
from generator.transpile.lower.library.sorting import comparator, item_type, sort_call
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    INT,
    NONE,
    ListType,
    SetType,
    TupleType,
    Type,
    is_dynamic,
    is_int,
    is_number,
    is_str,
    mixed_number_store,
    union,
    widen,
    widen_literal,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def _pop(site: CallSite) -> TExpr:
    """list.pop(): an empty list or an index out of range raises IndexError."""
    item = list_item(site)
    return TExpr(site.b.call_helper("$pop", site.recv, *(a.js for a in site.args)), item)


def _append(site: CallSite) -> TExpr:
    site.completes(ListType(widen_literal(site.args[0].type)))
    if problem := mixed_number_store(list_item(site), site.args[0].type):
        return site.refuse(problem)
    return TExpr(js.Call(js.Member(site.recv, "push"), [site.args[0].js]), NONE)


def _insert(site: CallSite) -> TExpr:
    index, value = site.args
    site.completes(ListType(widen_literal(value.type)))
    if problem := mixed_number_store(list_item(site), value.type):
        return site.refuse(problem)
    return TExpr(js.Call(js.Member(site.recv, "splice"), [index.js, js.Num("0"), value.js]), NONE)


def _extend(site: CallSite) -> TExpr:
    site.completes(ListType(widen_literal(item_type(site.args[0].type))))
    extended = extend(site.b, site.node, site.recv, list_item(site), site.args[0])
    return TExpr(extended, NONE) if extended is not None else TExpr(js.Name("undefined"), ERROR)


def extend(
    b: Builder, node: cst.CSTNode, items: js.Expr, item: Type, added: TExpr, *, gives_list: bool = False
) -> js.Expr | None:
    """`xs.extend(added)` / `xs += added`, in place: each item that iterating `added` gives (a dict's
    keys, a str's characters, a generator's items); `gives_list`: the expression gives `xs`. None
    after an error."""
    t = widen(added.type)
    literal = isinstance(added.js, js.Array) and not any(isinstance(e, js.Spread) for e in added.js.items)
    if literal and not gives_list:
        added_item = (
            t.item
            if isinstance(t, ListType)
            else union(*t.items)
            if isinstance(t, TupleType) and t.items
            else ANY
        )
        if problem := mixed_number_store(item, added_item):
            b.error(node, problem)
            return None
        assert isinstance(added.js, js.Array)
        return js.Call(js.Member(items, "push"), added.js.items)  # a literal's few items
    if isinstance(t, SetType):
        b.error(
            node,
            "extending a list by a set: Python adds its items in hash order, which JavaScript does not "
            "share; extend by sorted(...) of it",
        )
        return None
    if is_dynamic(t):  # a JSON value: a dict (an object) gives its keys, in the helper
        return b.call_helper("$extend", items, added.js)
    walked = iterate_value(b, node, added)
    if walked is None:
        return None
    if problem := mixed_number_store(item, walked.item):
        b.error(node, problem)
        return None
    return b.call_helper("$extend", items, walked.iterable)


def _sort(site: CallSite) -> TExpr:
    """xs.sort(key=..., reverse=...): in place, stable, as Python's. With a key, or items whose
    comparison may raise, the list is empty while they are sorted, as CPython's is (`$sortInPlace`: a
    key that changes it is ValueError; a comparison that raises stops the worker). Python evaluates
    `key=` and `reverse=` before the list is emptied: any that could see it are evaluated first."""
    items = js.Name(site.b.fresh("$items"))
    if not site.keywords:
        compare = comparator(site, list_item(site))
        if is_number(list_item(site)) or is_str(list_item(site)):  # their comparisons never raise
            return TExpr(js.Call(js.Member(site.recv, "sort"), compare), NONE)
        # tuples, instances, JSON values: a comparison may raise (`None < "a"`, an own __lt__)
        plain = js.Arrow([js.Param(items)], js.Call(js.Member(items, "sort"), compare))
        return TExpr(site.b.call_helper("$sortInPlace", site.recv, plain, js.Bool(False)), NONE)
    held: list[tuple[js.Name, js.Expr]] = []
    for name, value in site.keywords.items():
        if not (is_simple(value.js) or isinstance(value.js, js.Arrow)):  # `reverse=len(xs) > 2`
            held.append((js.Name(site.b.fresh(f"${name}")), value.js))
            site.keywords[name] = TExpr(held[-1][0], value.type)
    sorting = sort_call(site, items, list_item(site))
    if sorting is None:
        return TExpr(js.Name("undefined"), ERROR)
    receiver = site.recv
    if held and not is_simple(receiver):  # (Python reads `xs` of `xs.sort` before the arguments)
        held.insert(0, (js.Name(site.b.fresh("$list")), receiver))
        receiver = held[0][0]
    made = site.b.call_helper("$sortInPlace", receiver, js.Arrow([js.Param(items)], sorting))
    if held:
        made = js.Call(js.Arrow([js.Param(n) for n, _ in held], made), [v for _, v in held])
    return TExpr(made, NONE)


def _index(site: CallSite) -> TExpr:
    """xs.index(v[, start[, end]]): ValueError "<repr of v> is not in list" when it is not there (a
    tuple's says "tuple.index(x): x not in tuple")."""
    item = list_item(site)
    for bound in site.args[1:]:
        if not is_int(bound.type):
            return site.refuse(f'index()\'s start and end must be ints, not "{bound.type.display()}"')
    try:  # (the message shows the value looked for: a JSON "2" as '2', not as the items' int)
        described: js.Expr = printing.shape(site.args[0].type)
    except printing.Refused:
        try:
            described = printing.shape(item)
        except printing.Refused:
            described = js.Str("Any")
    t = widen(site.receiver.type) if site.receiver else None
    tuple_ = (isinstance(t, TupleType) and not t.as_list) or (isinstance(t, ListType) and t.is_tuple)
    kind = js.Str("tuple" if tuple_ else "list")
    bounds = [a.js for a in site.args[1:]]
    return TExpr(site.b.call_helper("$index", site.recv, site.args[0].js, described, kind, *bounds), INT)


#: A tuple's two methods (a `tuple[T, ...]` is a ListType, whose table is LIST_METHODS: mypy lets
#: no one call a list's other methods on it).
TUPLE_METHODS: dict[str, Rule] = {
    "index": arity(1, 3, primitive_items(_index, "index()")),
    "count": arity(1, 1, primitive_items(helper_method("$count", INT), "count()")),
}

LIST_METHODS: dict[str, Rule] = {
    "append": arity(1, 1, _append),
    "extend": arity(1, 1, _extend),
    "pop": arity(0, 1, _pop),
    "insert": arity(2, 2, _insert),
    "index": arity(1, 3, primitive_items(_index, "index()")),
    "remove": arity(1, 1, primitive_items(helper_method("$remove", NONE), "remove()")),
    "count": arity(1, 1, primitive_items(helper_method("$count", INT), "count()")),
    "reverse": arity(0, 0, method("reverse", NONE)),
    "sort": arity(0, 0, _sort, ("key", "reverse")),
    "copy": arity(0, 0, lambda site: TExpr(js.Array([js.Spread(site.recv)]), receiver_type(site))),
    # splice(0) removes every item; splice() with no arguments removes none
    "clear": arity(0, 0, lambda site: TExpr(js.Call(js.Member(site.recv, "splice"), [js.Num("0")]), NONE)),
}
