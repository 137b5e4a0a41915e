"""Methods of `dict` (typed dicts, TypedDicts and JSON values alike), and key access."""

from __future__ import annotations

from collections.abc import Callable

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call, receiver_type
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    INT,
    NONE,
    STR,
    DictType,
    InstanceType,
    ListType,
    TupleType,
    Type,
    optional,
    union,
)


def value_type(t: Type) -> Type:
    if isinstance(t, DictType):
        return t.value
    return ANY


def key_access(obj: js.Expr, key: TExpr) -> js.Expr:
    """`obj.name` for an identifier key, `obj["Content-Type"]` or `obj[key]` otherwise."""
    from generator.transpile.js.printer import is_identifier

    if isinstance(key.js, js.Str) and is_identifier(key.js.value):
        return js.Member(obj, key.js.value)
    return js.Index(obj, key.js)


def _get(site: CallSite) -> TExpr:
    """`d.get(k[, default])`: an own key's value (even a stored None), else the default or None."""
    assert site.receiver is not None
    key = site.args[0]
    t = receiver_type(site)
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":
        fields = t.cls.fields()
        if not isinstance(key.js, js.Str) or key.js.value not in fields:
            return site.refuse(
                f'TypedDict "{t.cls.name}" has no key {key.js.value if isinstance(key.js, js.Str) else "<expression>"!r}'
            )
        field_ = fields[key.js.value]
        key, value = TExpr(js.Str(field_.js_name), STR), field_.type
    else:
        value = value_type(t)
    fallback = site.args[1] if len(site.args) > 1 else TExpr(js.Null(), NONE)
    result = union(value, fallback.type) if len(site.args) > 1 else optional(value)
    return TExpr(site.b.call_helper("$get", site.recv, key.js, fallback.js), result)


def _dict_pop(site: CallSite) -> TExpr:
    t = receiver_type(site)
    value = value_type(t)
    result = union(value, site.args[1].type) if len(site.args) > 1 else value
    return TExpr(site.b.call_helper("$dictPop", site.recv, *(a.js for a in site.args)), result)


def _setdefault(site: CallSite) -> TExpr:
    return TExpr(
        site.b.call_helper("$setDefault", site.recv, *(a.js for a in site.args)),
        value_type(receiver_type(site)),
    )


def _update(site: CallSite) -> TExpr:
    """d.update(other, **kw): `other` a dict or a list of pairs, then the keywords, in that order
    (a Counter's update adds: items of a list or str, or a mapping's counts)."""
    t = receiver_type(site)
    if isinstance(t, DictType) and t.counter:
        if site.keywords or len(site.args) != 1:
            return site.refuse("Counter.update() takes one iterable or mapping here")
        return TExpr(site.b.call_helper("$counterAdd", site.recv, site.args[0].js), NONE)
    other = site.args[0].js if site.args else js.Object([])
    if not site.keywords:
        return TExpr(site.b.call_helper("$update", site.recv, other), NONE)
    t = receiver_type(site)
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":
        return site.refuse("update() of a TypedDict with keywords: assign each key")  # JS names may differ
    pairs = js.Array([js.Array([js.Str(k), v.js]) for k, v in site.keywords.items()])
    return TExpr(site.b.call_helper("$update", site.recv, other, pairs), NONE)


def _most_common(site: CallSite) -> TExpr:
    t = receiver_type(site)
    if not (isinstance(t, DictType) and t.counter):
        return site.refuse(f'"{t.display()}" has no method "most_common"')
    n = site.args[0].js if site.args else js.Null()
    return TExpr(site.b.call_helper("$mostCommon", site.recv, n), ListType(TupleType((t.key, INT))))


def _total(site: CallSite) -> TExpr:
    t = receiver_type(site)
    if not (isinstance(t, DictType) and t.counter):
        return site.refuse(f'"{t.display()}" has no method "total"')
    values = js_call("Object.values", [site.recv])
    add = js.Arrow(
        [js.Param(js.Name("sum")), js.Param(js.Name("n"))], js.Binary("+", js.Name("sum"), js.Name("n"))
    )
    return TExpr(js.Call(js.Member(values, "reduce"), [add, js.Num("0")]), INT)


def _copy(site: CallSite) -> TExpr:
    t = receiver_type(site)
    if isinstance(t, DictType) and t.missing:  # a defaultdict's copy keeps its factory
        return TExpr(site.b.call_helper("$defaultdictCopy", site.recv), t)
    return TExpr(js.Object([js.Spread(site.recv)]), t)


def _popitem(site: CallSite) -> TExpr:
    t = receiver_type(site)
    return TExpr(site.b.call_helper("$popitem", site.recv), TupleType((_key_type(t), value_type(t))))


def _objectjs_call(name: str, result: Callable[[Type], Type]) -> Rule:
    return lambda site: TExpr(js_call(f"Object.{name}", [site.recv]), result(receiver_type(site)))


def _key_type(t: Type) -> Type:
    return t.key if isinstance(t, DictType) else STR


DICT_METHODS: dict[str, Rule] = {
    "get": arity(1, 2, _get),
    "keys": arity(0, 0, _objectjs_call("keys", lambda t: ListType(_key_type(t)))),
    "values": arity(0, 0, _objectjs_call("values", lambda t: ListType(value_type(t)))),
    "items": arity(
        0, 0, _objectjs_call("entries", lambda t: ListType(TupleType((_key_type(t), value_type(t)))))
    ),
    "copy": arity(0, 0, _copy),
    "update": arity(0, 1, _update, None),
    "popitem": arity(0, 0, _popitem),
    "most_common": arity(0, 1, _most_common),
    "total": arity(0, 0, _total),
    "pop": arity(1, 2, _dict_pop),
    "setdefault": arity(2, 2, _setdefault),
    "clear": arity(0, 0, lambda site: TExpr(site.b.call_helper("$dictClear", site.recv), NONE)),
}
