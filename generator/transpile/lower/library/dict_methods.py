"""Methods of `dict` (typed dicts, TypedDicts and JSON values alike), and key access."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call, receiver_type
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    BOOL_AS_NUMBER,
    ERROR,
    INT,
    NONE,
    STR,
    DequeType,
    DictType,
    InstanceType,
    IteratorType,
    ListType,
    SetType,
    TupleType,
    Type,
    direct_key,
    is_dynamic,
    is_str,
    map_key,
    may_be_bool,
    mixed_number_store,
    optional,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


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


def _json_key_refused(site: CallSite) -> TExpr | None:
    """A key that is not a str for a dict method of a JSON value: its dicts have str keys only, so
    Python never finds it (and `setdefault` would add a key JSON cannot hold): most likely a bug."""
    key = site.args[0]
    if is_dynamic(receiver_type(site)) and not (is_str(key.type) or is_dynamic(key.type)):
        return site.refuse(
            f'a key of type "{key.type.display()}" in a dict read from JSON, whose keys are str: Python '
            "never finds it there; look it up by str(...)"
        )
    return None


def _get(site: CallSite) -> TExpr:
    """`d.get(k[, default])`: an own key's value (even a stored None), else the default or None."""
    assert site.receiver is not None
    if (refused := _json_key_refused(site)) is not None:
        return refused
    key = site.args[0]
    t = receiver_type(site)
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":
        fields = t.cls.fields()
        if not isinstance(key.js, js.Str):
            return site.refuse(
                f'a TypedDict ("{t.cls.name}") is read by literal keys here, not by a "{key.type.display()}": '
                "write each key, or hold the values in a dict[str, V]"
            )
        if key.js.value not in fields:
            return site.refuse(f'TypedDict "{t.cls.name}" has no key {key.js.value!r}')
        field_ = fields[key.js.value]
        key, value = TExpr(js.Str(field_.js_name), STR), field_.type
    else:
        value = value_type(t)
    fallback = site.args[1] if len(site.args) > 1 else TExpr(js.Null(), NONE)
    result = union(value, fallback.type) if len(site.args) > 1 else optional(value)
    if _empty_of(fallback.js, value):  # `event.get("commits", [])`: the empty literal is of the value's type
        result = value
    if isinstance(t, DictType) and t.is_map:
        encoded = maps.encode(site.b, site.node, t, key, lookup=True)
        if encoded is None:
            return TExpr(js.Name("undefined"), ERROR)
        return TExpr(site.b.call_helper("$mapGet", site.recv, encoded, fallback.js), result)
    return TExpr(site.b.call_helper("$get", site.recv, key.js, fallback.js), result)


def _empty_of(literal: js.Expr, t: Type) -> bool:
    """Whether `literal` is an empty `[]` where `t` is a list, or `{}` where it is a str-keyed dict."""
    t = widen(t)
    if isinstance(literal, js.Array) and not literal.items:
        return isinstance(t, ListType) and not t.is_tuple and not t.view
    if isinstance(literal, js.Object) and not literal.props:
        return isinstance(t, DictType) and not t.is_map and not t.missing
    if isinstance(literal, js.New) and literal.callee == js.Name("Set"):  # `set()`
        empty = not literal.args or literal.args == [js.Array([])]
        return empty and isinstance(t, SetType) and not t.frozen
    return False


def _map_key(site: CallSite, t: DictType, key: TExpr) -> js.Expr | None:
    return maps.encode(site.b, site.node, t, key)


def _dict_pop(site: CallSite) -> TExpr:
    if (refused := _json_key_refused(site)) is not None:
        return refused
    t = receiver_type(site)
    value = value_type(t)
    result = union(value, site.args[1].type) if len(site.args) > 1 else value
    if isinstance(t, DictType) and t.is_map:
        encoded = _map_key(site, t, site.args[0])
        if encoded is None:
            return TExpr(js.Name("undefined"), ERROR)
        shown = maps.key_shape(t.key)
        helper = "$mapPopShown" if shown else "$mapPop"
        return TExpr(
            site.b.call_helper(helper, site.recv, encoded, *shown, *(a.js for a in site.args[1:])), result
        )
    return TExpr(site.b.call_helper("$dictPop", site.recv, *(a.js for a in site.args)), result)


def _stored_problem(site: CallSite, values: list[Type]) -> str | None:
    """Why storing values of these types in the receiver would change what it means (an int among
    its floats: see `mixed_number_store`), if it would."""
    t = receiver_type(site)
    if not isinstance(t, DictType) or t.counter:
        return None
    return next((p for v in values if (p := mixed_number_store(t.value, v))), None)


def _update_values(site: CallSite) -> list[Type]:
    """The types of the values `update(...)` stores: the other dict's, its pairs' second items, the keywords'."""
    found = [v.type for v in site.keywords.values()]
    other = widen(site.args[0].type) if site.args else None
    if isinstance(other, DictType):
        found.append(other.value)
    elif (
        isinstance(other, (ListType, IteratorType, DequeType))
        and isinstance(pair := widen(other.item), TupleType)
        and len(pair.items) == 2
    ):
        found.append(pair.items[1])
    return found


def _setdefault(site: CallSite) -> TExpr:
    if (refused := _json_key_refused(site)) is not None:
        return refused
    if problem := _stored_problem(site, [site.args[1].type]):
        return site.refuse(problem)
    t = receiver_type(site)
    if isinstance(t, DictType) and t.is_map:
        encoded = _map_key(site, t, site.args[0])
        if encoded is None:
            return TExpr(js.Name("undefined"), ERROR)
        return TExpr(site.b.call_helper("$mapSetDefault", site.recv, encoded, site.args[1].js), t.value)
    return TExpr(
        site.b.call_helper("$setDefault", site.recv, *(a.js for a in site.args)),
        value_type(receiver_type(site)),
    )


def _update(site: CallSite) -> TExpr:
    """d.update(other, **kw): `other` a dict or a list of pairs, then the keywords, in that order
    (a Counter's update adds: items of a list, iterator or str, or a mapping's counts)."""
    given = widen(site.args[0].type) if site.args else None
    if isinstance(given, SetType):
        return site.refuse(
            "update() of a set: the items are taken in Python's hash order, which JavaScript's set does "
            "not keep; pass sorted(...) of it"
        )
    if problem := _stored_problem(site, _update_values(site)):
        return site.refuse(problem)
    t = receiver_type(site)
    if isinstance(t, DictType) and t.is_map:
        return _map_update(site, t)
    if isinstance(t, DictType) and t.counter:
        if len(site.args) > 1 or not (site.args or site.keywords):
            return site.refuse("Counter.update() takes one iterable or mapping, and keywords, here")
        counted = site.recv
        if site.args:
            counted = site.b.call_helper("$counterAdd", counted, site.args[0].js)
        if site.keywords:  # (after the iterable, as CPython's: str keys, their counts added)
            if any(may_be_bool(v.type) for v in site.keywords.values()):
                return site.refuse(BOOL_AS_NUMBER)  # (an empty Counter keeps True as the count)
            counts = js.Object([js.Prop(k, v.js) for k, v in site.keywords.items()])
            counted = site.b.call_helper("$counterAdd", counted, counts)
        return TExpr(counted, NONE)
    other = site.args[0].js if site.args else js.Object([])
    if not site.keywords:
        return TExpr(site.b.call_helper("$update", site.recv, other), NONE)
    t = receiver_type(site)
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":
        return site.refuse("update() of a TypedDict with keywords: assign each key")  # JS names may differ
    pairs = js.Array([js.Array([js.Str(k), v.js]) for k, v in site.keywords.items()])
    return TExpr(site.b.call_helper("$update", site.recv, other, pairs), NONE)


def _map_update(site: CallSite, t: DictType) -> TExpr:
    """update() of a Map dict: by another dict of its key type, or by a list of (key, value) pairs
    (a Counter's adds: a list of its keys, or a mapping's counts)."""
    if t.counter:
        return _map_counter_update(site, t)
    if site.keywords or len(site.args) != 1:
        return site.refuse(
            f'update() of "{t.display()}" takes one dict or list of pairs (keywords are str keys)'
        )
    other = site.args[0]
    o = widen(other.type)
    if isinstance(o, DictType) and o.is_map and map_key(o.key) == map_key(t.key):
        return TExpr(site.b.call_helper("$mapUpdate", site.recv, other.js, maps.encoder(t)), NONE)
    if isinstance(o, ListType):
        pair = widen(o.item)
        if isinstance(pair, TupleType) and len(pair.items) == 2:
            probe = maps.encode(site.b, site.node, t, TExpr(js.Null(), pair.items[0]))
            if probe is None:
                return TExpr(js.Name("undefined"), ERROR)
            return TExpr(site.b.call_helper("$mapUpdate", site.recv, other.js, maps.encoder(t)), NONE)
    return site.refuse(
        f'update() of "{t.display()}" by "{other.type.display()}": pass a dict of its keys or (key, value) pairs'
    )


def _map_counter_update(site: CallSite, t: DictType) -> TExpr:
    if site.keywords or len(site.args) != 1:
        return site.refuse(f'update() of "{t.display()}" takes one list of its keys or a dict of counts here')
    added = counted(site.b, site.node, t, site.args[0], site.recv)
    return TExpr(site.recv, ERROR) if added is None else TExpr(added, NONE)


def counted(
    b: Builder, node: cst.CSTNode, t: DictType, items: TExpr, into: js.Expr | None = None
) -> js.Expr | None:
    """`into` (a new Map if None), the Map Counter `t`, with each item of a list or tuple of its keys
    counted, or a Map dict's int counts added; None after reporting other items."""
    given = widen(items.type)
    into = into if into is not None else maps.new()
    if isinstance(given, DictType) and given.is_map and map_key(given.key) == map_key(t.key):
        if widen(given.value) != INT:
            b.error(node, f'counts of type "{given.value.display()}" for "{t.display()}": they are int')
            return None
        return b.call_helper("$mapCounterAdd", into, items.js, maps.encoder(t))
    if isinstance(given, (ListType, IteratorType)) or (isinstance(given, TupleType) and given.items):
        item = given.item if isinstance(given, (ListType, IteratorType)) else union(*given.items)
        if maps.encode(b, node, t, TExpr(js.Null(), maps.plain_key(item))) is None:
            return None
        return b.call_helper("$mapCounterAdd", into, items.js, maps.encoder(t))
    b.error(
        node,
        f'counting "{items.type.display()}" in "{t.display()}": pass a list of its keys or a dict of counts',
    )
    return None


def _most_common(site: CallSite) -> TExpr:
    t = receiver_type(site)
    if not (isinstance(t, DictType) and t.counter):
        return site.refuse(f'"{t.display()}" has no method "most_common"')
    n = site.args[0].js if site.args else js.Null()
    helper = "$mapMostCommon" if t.is_map else "$mostCommon"
    return TExpr(site.b.call_helper(helper, site.recv, n), ListType(TupleType((t.key, INT))))


def _elements(site: CallSite) -> TExpr:
    """`c.elements()`: an iterator of each key repeated its count times (none below 1), reading each
    count when it reaches its key, as Python's `chain(starmap(repeat, c.items()))` does."""
    t = receiver_type(site)
    if not (isinstance(t, DictType) and t.counter):
        return site.refuse(f'"{t.display()}" has no method "elements"')
    if t.is_map:
        pairs = js.Call(js.Member(site.recv, "entries"), [])
        decoded = [] if direct_key(t.key) else [js.Bool(True)]  # a tuple key is its JSON text
        return TExpr(site.b.call_helper("$counterElements", pairs, *decoded), IteratorType(t.key))
    pairs = site.b.call_helper("$liveEntries", site.recv)
    return TExpr(site.b.call_helper("$counterElements", pairs), IteratorType(t.key))


def _subtract(site: CallSite) -> TExpr:
    """`c.subtract(items)` of a Counter of str keys: each item's count less 1, or a mapping's counts
    taken away (counts may reach zero or below, and stay)."""
    t = receiver_type(site)
    if not (isinstance(t, DictType) and t.counter):
        return site.refuse(f'"{t.display()}" has no method "subtract"')
    if t.is_map or site.keywords:
        return site.refuse("subtract() takes one iterable of str keys or a dict of int counts here")
    given = widen(site.args[0].type)
    keys = given if is_str(given) else given.item if isinstance(given, (ListType, IteratorType)) else None
    counts = isinstance(given, DictType) and not given.is_map and is_str(widen(given.key))
    if counts and isinstance(given, DictType) and (may_be_bool(given.value) or widen(given.value) != INT):
        counts = False
    if not counts and (keys is None or not is_str(widen(keys))):
        return site.refuse(
            f'subtract() takes an iterable of str keys or a dict of int counts here, not "{site.args[0].type.display()}"'
        )
    return TExpr(site.b.call_helper("$counterSubtract", site.recv, site.args[0].js), NONE)


def _total(site: CallSite) -> TExpr:
    t = receiver_type(site)
    if not (isinstance(t, DictType) and t.counter):
        return site.refuse(f'"{t.display()}" has no method "total"')
    values = maps.values(site.recv) if t.is_map else js_call("Object.values", [site.recv])
    add = js.Arrow(
        [js.Param(js.Name("sum")), js.Param(js.Name("n"))], js.Binary("+", js.Name("sum"), js.Name("n"))
    )
    return TExpr(js.Call(js.Member(values, "reduce"), [add, js.Num("0")]), INT)


def _copy(site: CallSite) -> TExpr:
    t = receiver_type(site)
    if isinstance(t, DictType) and t.is_map and t.missing:  # a defaultdict's copy keeps its factory
        return TExpr(site.b.call_helper("$mapDefaultdictCopy", site.recv), t)
    if isinstance(t, DictType) and t.is_map:
        return TExpr(maps.new(site.recv), t)
    if isinstance(t, DictType) and t.missing:  # a defaultdict's copy keeps its factory
        return TExpr(site.b.call_helper("$defaultdictCopy", site.recv), t)
    return TExpr(js.Object([js.Spread(site.recv)]), t)


def _popitem(site: CallSite) -> TExpr:
    t = receiver_type(site)
    ordered = isinstance(t, DictType) and t.kind == "ordered"
    if "last" in site.keywords and not ordered:
        return site.refuse('unsupported keyword argument "last"')
    # an OrderedDict's: `popitem(last=False)` takes the first item; its KeyError says less
    extra = [site.keywords["last"].js if "last" in site.keywords else js.Bool(True)] if ordered else []
    if isinstance(t, DictType) and t.is_map:
        return TExpr(site.b.call_helper("$mapPopitem", site.recv, *extra), TupleType((t.key, t.value)))
    return TExpr(site.b.call_helper("$popitem", site.recv, *extra), TupleType((_key_type(t), value_type(t))))


def _move_to_end(site: CallSite) -> TExpr:
    """`od.move_to_end(key, last=True)` of an OrderedDict: the key's item last (or first); KeyError when missing."""
    t = receiver_type(site)
    if not (isinstance(t, DictType) and t.kind == "ordered"):
        return site.refuse(f'"{t.display()}" has no method "move_to_end"')
    last = site.keywords["last"].js if "last" in site.keywords else js.Bool(True)
    key = site.args[0]
    if t.is_map:
        encoded = maps.encode(site.b, site.node, t, key)
        if encoded is None:
            return TExpr(js.Name("undefined"), ERROR)
        shown = maps.key_shape(t.key)
        return TExpr(site.b.call_helper("$mapMoveToEnd", site.recv, encoded, last, *shown), NONE)
    return TExpr(site.b.call_helper("$moveToEnd", site.recv, key.js, last), NONE)


def _objectjs_call(name: str, result: Callable[[Type], Type]) -> Rule:
    def rule(site: CallSite) -> TExpr:
        t = receiver_type(site)
        if isinstance(t, DictType) and t.is_map:  # arrays, as Object.keys gives a str-keyed dict's
            made = (
                maps.keys(site.b, t, site.recv)
                if name == "keys"
                else maps.values(site.recv)
                if name == "values"
                else maps.items(site.b, t, site.recv)
            )
            return TExpr(made, result(t))
        return TExpr(js_call(f"Object.{name}", [site.recv]), result(t))

    return rule


def _clear(site: CallSite) -> TExpr:
    t = receiver_type(site)
    if isinstance(t, DictType) and t.is_map:
        return TExpr(js.Call(js.Member(site.recv, "clear"), []), NONE)
    return TExpr(site.b.call_helper("$dictClear", site.recv), NONE)


def _key_type(t: Type) -> Type:
    return t.key if isinstance(t, DictType) else STR


DICT_METHODS: dict[str, Rule] = {
    "get": arity(1, 2, _get),
    "keys": arity(0, 0, _objectjs_call("keys", lambda t: ListType(_key_type(t), "dict_keys"))),
    "values": arity(0, 0, _objectjs_call("values", lambda t: ListType(value_type(t), "dict_values"))),
    "items": arity(
        0,
        0,
        _objectjs_call("entries", lambda t: ListType(TupleType((_key_type(t), value_type(t))), "dict_items")),
    ),
    "copy": arity(0, 0, _copy),
    "update": arity(0, 1, _update, None),
    "popitem": arity(0, 0, _popitem, ("last",)),
    "move_to_end": arity(1, 1, _move_to_end, ("last",)),
    "most_common": arity(0, 1, _most_common),
    "elements": arity(0, 0, _elements),
    "total": arity(0, 0, _total),
    "subtract": arity(1, 1, _subtract),
    "pop": arity(1, 2, _dict_pop),
    "setdefault": arity(2, 2, _setdefault),
    "clear": arity(0, 0, _clear),
}
