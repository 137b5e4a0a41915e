"""Methods of `list`."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
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
from generator.transpile.lower.library.sorting import comparator, sort_call
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    INT,
    NONE,
    ListType,
    TupleType,
    mixed_number_store,
    union,
    widen,
)


def _pop(site: CallSite) -> TExpr:
    """list.pop(): an empty list or an index out of range raises IndexError."""
    item = list_item(site)
    return TExpr(site.b.call_helper("$pop", site.recv, *(a.js for a in site.args)), item)


def _append(site: CallSite) -> TExpr:
    if problem := mixed_number_store(list_item(site), site.args[0].type):
        return site.refuse(problem)
    return TExpr(js.Call(js.Member(site.recv, "push"), [site.args[0].js]), NONE)


def _insert(site: CallSite) -> TExpr:
    index, value = site.args
    if problem := mixed_number_store(list_item(site), value.type):
        return site.refuse(problem)
    return TExpr(js.Call(js.Member(site.recv, "splice"), [index.js, js.Num("0"), value.js]), NONE)


def _extend(site: CallSite) -> TExpr:
    added = widen(site.args[0].type)
    added_item = (
        added.item
        if isinstance(added, ListType)
        else union(*added.items)
        if isinstance(added, TupleType) and added.items
        else ANY
    )
    if problem := mixed_number_store(list_item(site), added_item):
        return site.refuse(problem)
    return TExpr(js.Call(js.Member(site.recv, "push"), [js.Spread(site.args[0].js)]), NONE)


def _sort(site: CallSite) -> TExpr:
    """xs.sort(key=..., reverse=...): in place, stable, as Python's."""
    if not site.keywords:
        return TExpr(js.Call(js.Member(site.recv, "sort"), comparator(site, list_item(site))), NONE)
    sorting = sort_call(site, js.Array([js.Spread(site.recv)]), list_item(site))
    if sorting is None:
        return TExpr(js.Name("undefined"), ERROR)
    return TExpr(site.b.call_helper("$replaceItems", site.recv, sorting), NONE)


def _index(site: CallSite) -> TExpr:
    """xs.index(v): ValueError "<repr of v> is not in list" when it is not."""
    item = list_item(site)
    try:
        described: js.Expr = printing.shape(item)
    except printing.Refused:
        described = js.Str("Any")
    return TExpr(site.b.call_helper("$index", site.recv, site.args[0].js, described), INT)


LIST_METHODS: dict[str, Rule] = {
    "append": arity(1, 1, _append),
    "extend": arity(1, 1, _extend),
    "pop": arity(0, 1, _pop),
    "insert": arity(2, 2, _insert),
    "index": arity(1, 1, primitive_items(_index, "index()")),
    "remove": arity(1, 1, primitive_items(helper_method("$remove", NONE), "remove()")),
    "count": arity(1, 1, primitive_items(helper_method("$count", INT), "count()")),
    "reverse": arity(0, 0, method("reverse", NONE)),
    "sort": arity(0, 0, _sort, ("key", "reverse")),
    "copy": arity(0, 0, lambda site: TExpr(js.Array([js.Spread(site.recv)]), receiver_type(site))),
    # splice(0) removes every item; splice() with no arguments removes none
    "clear": arity(0, 0, lambda site: TExpr(js.Call(js.Member(site.recv, "splice"), [js.Num("0")]), NONE)),
}
