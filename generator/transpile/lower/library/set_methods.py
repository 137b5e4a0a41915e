"""`set` and `frozenset` as JS `Set`s: membership, size and the set algebra, exactly. Python visits a
set in its hash order, which JS does not share: a set is never iterated as it is (`sorted(s)` is).

A set of tuples of str and int holds their JSON texts, as a dict keyed by them does (see maps.py): a
Set tells arrays apart by identity, and `["a",1]` differs from `["a","1"]`. Members go in through
`member`/`encoded` and come out through `decoded`; the algebra works on the texts as they are."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call
from generator.transpile.lower.purity import evaluated_first
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    FLOAT,
    INT,
    NONE,
    STR,
    ByteArrayType,
    DictType,
    InstanceType,
    IteratorType,
    ListType,
    ObjectType,
    RangeType,
    SetType,
    TupleType,
    Type,
    TypeVarType,
    UnionType,
    assignable,
    holds_json,
    is_dynamic,
    is_str,
    map_key,
    union,
    widen,
    widen_literal,
)
from generator.transpile.resolve.user_types import eq_kind

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def set_item_problem(item: Type) -> str:
    """Why JS's Set cannot hold these items as Python's set does ("" if it can): `Set` tells members
    apart by SameValueZero, Python by `==` after identity: they differ across bool and numbers, and
    for floats (each NaN object is its own member in Python, one in a Set; a Set stores -0.0 as 0.0).
    A `float` annotation may hold floats (it is `int | float`)."""
    options = [widen(o) for o in (item.options if isinstance(item, UnionType) else (item,))]
    if BOOL in options and (INT in options or FLOAT in options):
        return "True == 1 in Python, not in a JavaScript Set: keep bools and numbers apart"
    if FLOAT in options:
        return (
            "floats in a JavaScript Set differ from Python's set (two NaNs are one member, -0.0 "
            "becomes 0.0): keep a set of ints or strs"
        )
    for option in options:
        if isinstance(option, ByteArrayType):
            return "a bytearray is unhashable: Python raises TypeError"
        if isinstance(option, InstanceType) and eq_kind(option.cls) == "identity":
            continue  # an Enum member, an instance without __eq__: identity in Python's set too
        if keyed(option):
            if len(options) > 1 and not _one_tuple_type(options):
                return (
                    f'a set of "{item.display()}": a set holds tuples of one type (of str and int), '
                    "and nothing else, here"
                )
            continue
        if not (option in (STR, INT, FLOAT, BOOL, NONE) or is_dynamic(option)):
            hint = ": tuples of str and int are members" if isinstance(option, TupleType) else ""
            return f'members of type "{option.display()}" compare by identity in a JavaScript Set{hint}'
    return ""


def _one_tuple_type(options: list[Type]) -> bool:
    """`tuple[str, ...] | tuple[str, str]`: tuples a variable-length one of them covers (as mypy's
    join would make them), held as their JSON texts alike."""
    return any(
        isinstance(o, ListType) and o.is_tuple and all(assignable(p, o) for p in options) for o in options
    )


def adding_problem(held: Type, *given: Type) -> str:
    """Why items of the `given` types cannot join a set of `held` items ("" if they can): checked
    together (`True` into a set of ints) and alone (a tuple into a `set[Any]`, where the union is Any).
    Tuples and other items never meet in one set (they are held differently)."""
    if any(keyed(t) != keyed(held) for t in given) and not all(keyed(t) for t in (held, *given)):
        tuples = next(t for t in (held, *given) if keyed(t))
        others = next(t for t in (held, *given) if not keyed(t))
        if isinstance(widen(others), (TupleType, ListType)) and keyed(held):
            return (
                f'a tuple of "{others.display()}" with a set of "{held.display()}": the set holds its tuples\' '
                "JSON texts here, which only a tuple of str and int items has (not bools: True == 1); "
                "convert the items first (str(x) or int(x) of each)"
            )
        return (
            f'tuples ("{tuples.display()}") and other items ("{others.display()}") in one set: a set of '
            f"tuples holds their JSON texts here, and nothing else; declare it set[{tuples.display()}]"
        )
    return next((p for t in (union(held, *given), *given) if (p := set_item_problem(t))), "")


def keyed(item: Type) -> bool:
    """Whether a set of these items holds their JSON texts: tuples of str and int (see the module),
    also of several such tuple types (`tuple[str, ...] | tuple[str]`)."""
    item = widen(item)
    if isinstance(item, UnionType):
        return all(keyed(o) for o in item.options)
    return map_key(item) == "tuple"


def member(item: Type, value: js.Expr) -> js.Expr:
    """What the JS Set of a set of `item`s holds for the member `value`."""
    return maps.tuple_text(value) if keyed(item) else value


def encoded(item: Type, items: js.Expr) -> js.Expr:
    """An iterable of members of a set of `item`s as its JS Set holds them."""
    if not keyed(item):
        return items
    if isinstance(items, js.Array) and not any(isinstance(e, js.Spread) for e in items.items):
        return js.Array([member(item, e) for e in items.items])  # a display's items, each as it is held
    k = js.Name("k")
    return js_call("Array.from", [items, js.Arrow([js.Param(k)], member(item, k))])


def decoded(item: Type, members: js.Expr) -> js.Expr:
    """A set's members as Python values, an array (its JS Set, iterated as JS iterates it)."""
    if not keyed(item):
        return js.Array([js.Spread(members)])
    return js_call("Array.from", [members, maps.from_text()])


def dynamic_items(item: Type) -> bool:
    """Items only known at run time (JSON values, a TypeVar's): `$anySet` and `$setHas` check them."""
    return any(is_dynamic(widen(o)) for o in (item.options if isinstance(item, UnionType) else (item,)))


def hashable(b: Builder, value: js.Expr, t: Type) -> js.Expr:
    """A value only known at run time as a set member or needle, checked as Python hashes it
    (`$hashable`: a list or dict is unhashable; of an `object` or a TypeVar, an array may be a tuple)."""
    return b.call_helper("$hashable", value, *_anything(t))


def _anything(item: Type) -> list[js.Expr]:
    """`$hashable`'s flag for items an `object` or a TypeVar types, which may hold a tuple (a JS array,
    as a list is); a JSON value (`Any`) holds lists."""
    options = item.options if isinstance(item, UnionType) else (item,)
    return [js.Bool(True)] if any(isinstance(widen(o), (ObjectType, TypeVarType)) for o in options) else []


def new_set(b: Builder, items: js.Expr, item: Type, *, held: bool = False) -> js.Expr:
    """A JS Set of `items`: of JSON values, each checked as Python's set would (a list or dict is
    unhashable, True and 1 are one member). `held`: `items` is a set, whose members are held as they
    are to be (checked, or a tuple's text)."""
    if held:
        return js.New(js.Name("Set"), [items])
    if dynamic_items(item):
        return b.call_helper("$anySet", items, *_anything(item))
    return js.New(js.Name("Set"), [encoded(item, items)])


def members(b: Builder, value: TExpr) -> tuple[js.Expr, Type] | None:
    """What `set(value)` holds: an iterable as JS's Set constructor takes it, and the item type."""
    t = widen(value.type)
    if isinstance(t, (ListType, SetType)):
        return value.js, t.item
    if isinstance(t, TupleType):
        return value.js, union(*t.items) if t.items else ANY
    if is_str(t):
        return value.js, STR  # a JS Set of a str holds its characters (code points), as Python's
    if isinstance(t, DictType) and t.is_map:
        return maps.keys(b, t, value.js), t.key
    if isinstance(t, DictType):
        return js.Call(js.Member(js.Name("Object"), "keys"), [value.js]), t.key
    if holds_json(t):  # a JSON list's items, str's characters or object's keys, when it runs
        return b.call_helper("$listDyn", value.js), ANY
    if isinstance(t, RangeType):  # a `$Range` iterates its ints
        return value.js, INT
    if isinstance(t, IteratorType):  # a generator's items, taken as the method walks them
        return value.js, t.item
    return None


def _checked(b: Builder, arg: TExpr, found: tuple[js.Expr, Type]) -> js.Expr:
    """An argument's members, JSON values among them checked one at a time as they are taken (a set's
    were when it was made): `s.update(items)` has added those before an unhashable one, as Python's."""
    if isinstance(widen(arg.type), SetType):
        return found[0]  # (held as the receiver's members are: adding_problem checked)
    if dynamic_items(found[1]):
        return b.call_helper("$hashables", found[0], *_anything(found[1]))
    return encoded(found[1], found[0])


def _receiver(site: CallSite) -> SetType:
    assert site.receiver is not None
    t = widen(site.receiver.type)
    assert isinstance(t, SetType)
    return t


def _mutating(rule: Rule) -> Rule:
    def checked(site: CallSite) -> TExpr:
        if _receiver(site).frozen:
            return site.refuse("a frozenset cannot be changed")
        return rule(site)

    return checked


def _member_checked(rule: Rule) -> Rule:
    """`s.add(True)` on a set of ints: Python's set holds one of True and 1, a JS Set both."""

    def checked(site: CallSite) -> TExpr:
        # (`s = set()`, then `s.add(x)`: the first store gives the set its type, as mypy infers it)
        func = site.node.func
        partial = (
            isinstance(func, cst.Attribute)
            and isinstance(func.value, cst.Name)
            and func.value.value in site.b.partial_names()
        )
        held = () if partial else (_receiver(site).item,)
        problem = adding_problem(*held, site.args[0].type)
        return site.refuse(problem) if problem else rule(site)

    return checked


def _member(site: CallSite) -> tuple[js.Expr, bool]:
    """The argument as a member, and whether the set may hold a pair Python counts as one (True, 1)."""
    arg = site.args[0]
    held = _receiver(site).item
    if keyed(arg.type):  # (a set that `add` completes, `s = set()`, holds what it is given)
        return member(arg.type, arg.js), False
    checked = hashable(site.b, arg.js, arg.type) if dynamic_items(arg.type) else arg.js
    return checked, dynamic_items(union(held, arg.type))


def _add(site: CallSite) -> TExpr:
    site.completes(SetType(widen_literal(site.args[0].type)))
    member, aliased = _member(site)
    if aliased:
        return TExpr(site.b.call_helper("$setAdd", site.recv, member), NONE)
    return TExpr(js.Call(js.Member(site.recv, "add"), [member]), NONE)


def _discard(site: CallSite) -> TExpr:
    member, aliased = _member(site)
    if aliased:
        return TExpr(site.b.call_helper("$setDiscard", site.recv, member), NONE)
    return TExpr(js.Call(js.Member(site.recv, "delete"), [member]), NONE)


def _remove(site: CallSite) -> TExpr:
    if keyed(site.args[0].type):
        shown = maps.key_shape(widen(site.args[0].type))
        return TExpr(site.b.call_helper("$tupleSetRemove", site.recv, _member(site)[0], *shown), NONE)
    return TExpr(site.b.call_helper("$setRemove", site.recv, _member(site)[0]), NONE)


def _helper(name: str, result: Type | None = None) -> Rule:
    """`s.m(other)` -> `$name(s, other)`; the result is a set of the receiver's kind unless given."""

    def rule(site: CallSite) -> TExpr:
        args: list[js.Expr] = [site.recv]
        for arg in site.args:
            found = members(site.b, arg)
            if found is None:
                return site.refuse(_not_members(arg))
            if name == "$setDisjoint" and isinstance(widen(arg.type), IteratorType):
                return site.refuse(_STOPS_EARLY.format("isdisjoint"))
            problem = adding_problem(_receiver(site).item, found[1])
            if problem:
                return site.refuse(problem)
            args.append(_checked(site.b, arg, found))
        kind = _receiver(site)
        return TExpr(site.b.call_helper(name, *args), result if result is not None else kind)

    return rule


SET_METHODS: dict[str, Rule] = {
    "add": arity(1, 1, _mutating(_member_checked(_add))),
    "discard": arity(1, 1, _mutating(_member_checked(_discard))),
    "remove": arity(1, 1, _mutating(_member_checked(_remove))),
    "clear": arity(0, 0, _mutating(lambda site: TExpr(js.Call(js.Member(site.recv, "clear"), []), NONE))),
    # each takes *others, in order
    "update": arity(0, 99, _mutating(_helper("$setUpdate", NONE))),
    "difference_update": arity(0, 99, _mutating(_helper("$setDifferenceUpdate", NONE))),
    "intersection_update": arity(0, 99, _mutating(_helper("$setIntersectionUpdate", NONE))),
    "symmetric_difference_update": arity(1, 1, _mutating(_helper("$setSymmetricUpdate", NONE))),
    "union": arity(0, 99, _helper("$setUnion")),
    "intersection": arity(0, 99, _helper("$setIntersection")),
    "difference": arity(0, 99, _helper("$setDifference")),
    "symmetric_difference": arity(1, 1, _helper("$setSymmetric")),
    "issubset": arity(1, 1, _helper("$setSubset", BOOL)),
    "issuperset": arity(1, 1, lambda site: _superset(site)),
    "isdisjoint": arity(1, 1, _helper("$setDisjoint", BOOL)),
    "copy": arity(0, 0, lambda site: TExpr(js.New(js.Name("Set"), [site.recv]), _receiver(site))),
}


def _not_members(arg: TExpr) -> str:
    return f'expected a set, list, tuple, str, dict, range or iterator, got "{arg.type.display()}"'


#: Where CPython's method stops at the first item that decides (what it leaves of an iterator shows).
_STOPS_EARLY = (
    "{}() of an iterator: Python stops at the first item that decides, leaving the rest; pass list(...) of it"
)


def _superset(site: CallSite) -> TExpr:
    if isinstance(widen(site.args[0].type), IteratorType):
        return site.refuse(_STOPS_EARLY.format("issuperset"))
    found = members(site.b, site.args[0])
    if found is None:
        return site.refuse(_not_members(site.args[0]))
    problem = adding_problem(_receiver(site).item, found[1])
    if problem:
        return site.refuse(problem)
    other = new_set(site.b, *found, held=isinstance(widen(site.args[0].type), SetType))
    made = evaluated_first(
        site.b, site.recv, [found[0]], lambda s: site.b.call_helper("$setSubset", other, s), "$set"
    )
    if made is None:
        return site.refuse(
            "issuperset(): the argument awaits or yields after the set acts; name the set first"
        )
    return TExpr(made, BOOL)


#: Python's set operators and the helper each becomes.
SET_OPERATORS = {"|": "$setUnion", "&": "$setIntersection", "-": "$setDifference", "^": "$setSymmetric"}
