"""Which `==` JavaScript can compute as Python does, by the static types of the operands.

`===` is exact for primitives of one kind; `$eq` compares lists, tuples, dicts and JSON values by value,
as Python does, but for what JS cannot tell apart: a NaN inside a container (Python compares items by
identity first), a bool and a number (True == 1), a list and a tuple (one kind of JS array). The
lowering of `==`, `in` and the list helpers asks these questions; none of them emits code.
"""

from __future__ import annotations

import itertools

from generator.transpile.js import ast as js
from generator.transpile.resolve.types import (
    BOOL,
    FLOAT,
    INT,
    NEVER,
    NONE,
    REAL,
    STR,
    ByteArrayType,
    BytesType,
    DequeType,
    DictType,
    ErrorType,
    InstanceType,
    ListType,
    ObjectType,
    RangeType,
    SetType,
    TupleType,
    Type,
    UnionType,
    is_dynamic,
    is_primitive,
    widen,
)
from generator.transpile.resolve.user_types import UserClass, eq_exact

#: Why an equality that may meet a list and a tuple is refused.
LIST_AND_TUPLE = (
    "a list and a tuple are both JavaScript arrays, never equal in Python; "
    "narrow with isinstance() first, or compare list(...) of the tuple"
)

#: Pairs of `_array_kinds` that may be a list and a tuple, which are equal JS arrays but never equal
#: in Python. `Any` (a JSON value, where tuples do not occur) is compared with a list, or another
#: `Any`, as is; an `object` may hold a tuple or a list.
_NEVER_EQUAL = {("list", "tuple"), ("tuple", "list"), ("any", "tuple"), ("tuple", "any")}


def _array_kinds(t: Type) -> set[str]:
    """Which JS arrays a value of type `t` may be at run time: "list", "tuple", "any" (an `Any`)."""
    if isinstance(t, UnionType):
        return set().union(*(_array_kinds(o) for o in t.options))
    if isinstance(t, ObjectType):
        return {"list", "tuple"}
    if is_dynamic(t) and not isinstance(t, ErrorType):
        return {"any"}
    if isinstance(t, ListType) and t.sequence:
        return {"list", "tuple"}
    if (isinstance(t, TupleType) and not t.as_list) or (isinstance(t, ListType) and t.is_tuple):
        return {"tuple"}
    if isinstance(t, (ListType, TupleType)):
        return {"list"}
    return set()


def may_meet_list_and_tuple(left: Type, right: Type) -> bool:
    """Whether `left == right` may compare a list with a tuple, at the top or inside containers."""
    if is_dynamic(left) and is_dynamic(right) and not isinstance(left, ObjectType):
        return isinstance(right, ObjectType) and not isinstance(left, ErrorType)
    if any(pair in _NEVER_EQUAL for pair in itertools.product(_array_kinds(left), _array_kinds(right))):
        return True
    if isinstance(left, UnionType) or isinstance(right, UnionType):  # each option with each other
        return any(may_meet_list_and_tuple(a, b) for a in _options(left) for b in _options(right))
    if _fixed_tuple(left) and _fixed_tuple(right):
        # (items by position; tuples of two lengths are unequal before any item is compared)
        assert isinstance(left, TupleType) and isinstance(right, TupleType)
        pairs = list(zip(left.items, right.items)) if len(left.items) == len(right.items) else []
        return any(may_meet_list_and_tuple(a, b) for a, b in pairs)
    return any(may_meet_list_and_tuple(a, b) for a in _items(left) for b in _items(right))


def _options(t: Type) -> tuple[Type, ...]:
    return t.options if isinstance(t, UnionType) else (t,)


def _fixed_tuple(t: Type) -> bool:
    """A tuple whose items are known by position (`tuple[int, str]`, a NamedTuple)."""
    return isinstance(t, TupleType) and not t.as_list


def _items(t: Type) -> list[Type]:
    """The types `==` compares inside a value of type `t`: a container's items, keys and values."""
    if isinstance(t, UnionType):
        return [item for option in t.options for item in _items(option)]
    if is_dynamic(t):  # a JSON value's or an object's items may be anything
        return [] if isinstance(t, ErrorType) else [t]
    if isinstance(t, (ListType, SetType, DequeType)):
        return [t.item]
    if isinstance(t, TupleType):
        return list(t.items)
    if isinstance(t, DictType):
        return [t.key, t.value]
    return []


def by_value(t: Type, nested: bool = True, *, floats: bool = False) -> bool:
    """Values `$eq` compares exactly as Python's ==: numbers and bools by number, str, None, lists,
    tuples and dicts of those, bytes and bytearrays, JSON values. A float inside a container may be NaN, which Python's
    container == compares by identity first ([x] == [x] for x = nan), which JS cannot tell (`floats`:
    as if it could)."""
    t = widen(t)
    if isinstance(t, UnionType):
        return all(by_value(o, nested, floats=floats) for o in t.options)
    if is_dynamic(t) or t == NEVER:  # (Never: no value, an empty literal's items)
        return True
    if is_primitive(t):
        return floats or not (nested and t == FLOAT)
    if isinstance(t, (ListType, DequeType)):  # a deque's __eq__ compares its items with $eq
        return by_value(t.item, True, floats=floats)
    if isinstance(t, RangeType):  # its __eq__ compares them as sequences (range(0) == range(2, 1))
        return True
    if isinstance(t, (BytesType, ByteArrayType)):  # byte by byte (a bytearray's __eq__ too)
        return True
    if isinstance(t, TupleType):
        return all(by_value(item, True, floats=floats) for item in t.items)
    if isinstance(t, DictType):  # (two OrderedDicts compare their order too, which `$eq` does not)
        return t.kind != "ordered" and by_value(t.value, True, floats=floats)
    if _typed_dict(t):  # a dict of its keys: $eq compares own keys and their values
        assert isinstance(t, InstanceType)
        return all(by_value(f.type, True, floats=floats) for f in t.cls.fields().values())
    return eq_exact(t)  # an instance of the worker's class: its __eq__, or identity


def _typed_dict(t: Type) -> bool:
    """A TypedDict of the worker's, whose JS keys are its Python keys (a plain object of them)."""
    if not (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        return False
    return all(f.js_name == name for name, f in t.cls.fields().items())


def may_meet_nan(element: Type, needle: Type, items: js.Expr, value: js.Expr) -> bool:
    """`x in xs` of floats may look for a NaN among NaNs, which Python finds by identity only (see
    `$noNaNAmong`); not when a side is all ints or literal numbers (`ratio in (0.0, 1.0)`)."""

    def may_be_float(t: Type) -> bool:
        t = widen(t)
        options = t.options if isinstance(t, UnionType) else (t,)
        return any(widen(o) in (FLOAT, REAL) for o in options)

    literal_items = isinstance(items, js.Array) and all(isinstance(i, js.Num) for i in items.items)
    return (
        may_be_float(element) and may_be_float(needle) and not literal_items and not isinstance(value, js.Num)
    )


def has_float_items(t: Type) -> bool:
    """A list, tuple or dict that `$eq` would compare by value but for float items."""
    t = widen(t)
    containers = (ListType, TupleType, DictType, DequeType)
    return isinstance(t, containers) and not by_value(t, False) and by_value(t, False, floats=True)


def needs_value_equality(lt: Type, rt: Type) -> bool:
    """== that `===` gets wrong and `$eq` gets right: containers (by value), or a JSON value against
    something that is not a str or None (True == 1, [1] == [1])."""
    containers = (ListType, TupleType, DictType, DequeType, RangeType)
    if not (by_value(lt, False) and by_value(rt, False)):
        return False
    if isinstance(lt, containers) or isinstance(rt, containers) or _typed_dict(lt) or _typed_dict(rt):
        return True
    if is_dynamic(lt) and is_dynamic(rt):
        return True
    if is_dynamic(lt) or is_dynamic(rt):
        other = rt if is_dynamic(lt) else lt
        return other not in (STR, NONE)  # a str or None equals only itself: `===` is exact
    return False


def is_enum(t: Type) -> bool:
    return isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.enum_members is not None


def mixes_bool(a: Type, b: Type) -> bool:
    """A bool on one side and an int or float on the other: equal in Python (True == 1), not in JS."""
    parts: list[Type] = []
    for t in (widen(a), widen(b)):
        parts.extend(widen(o) for o in t.options) if isinstance(t, UnionType) else parts.append(t)
    return BOOL in parts and any(p in (INT, FLOAT) for p in parts)
