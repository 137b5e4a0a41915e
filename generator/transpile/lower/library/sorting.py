"""Sorting and ordering as Python does: `sorted`, `list.sort`, `min`/`max` by key (stable, keys once)."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.library.rules import CallSite, js_call
from generator.transpile.lower.library.set_methods import decoded
from generator.transpile.lower.typed import TExpr, enum_members
from generator.transpile.resolve.library_types import LibraryClass
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    FLOAT,
    INT,
    NEVER,
    NONE,
    STR,
    CallableType,
    DequeType,
    DictType,
    FunctionType,
    InstanceType,
    IteratorType,
    ListType,
    RangeType,
    SetType,
    TupleType,
    Type,
    UnionType,
    holds_json,
    is_dynamic,
    is_number,
    is_str,
    union,
    widen,
)
from generator.transpile.resolve.user_types import UserClass, enum_class


def item_type(t: Type) -> Type:
    """What iterating a value of this type gives: a list's, deque's or tuple's items, a dict's keys, a
    str's chars."""
    t = widen(t)
    if isinstance(t, (ListType, SetType, DequeType, IteratorType)):
        return t.item
    if isinstance(t, RangeType):
        return INT
    if isinstance(t, TupleType):
        return union(*t.items) if t.items else ANY
    if isinstance(t, DictType):
        return t.key
    if is_str(t):
        return STR
    if (cls := enum_class(t)) is not None:
        return InstanceType(cls)  # an Enum's members
    return ANY


def sorted_call(site: CallSite) -> TExpr:
    """sorted(xs, key=f, reverse=r): Python's stable sort; `key` is called once per item, and
    `reverse` keeps equal items in their order (it is not sorted-then-reversed)."""
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, DictType) and t.is_map:
        items: js.Expr = maps.keys(site.b, t, arg.js)
    elif isinstance(t, DictType):
        items = js_call("Object.keys", [arg.js])
    elif is_str(t):  # its characters (code points)
        items = js.Array([js.Spread(arg.js)])
    elif (members := enum_members(arg)) is not None:  # an Enum's members, in their order (a copy)
        items, t = members.js, members.type
    elif holds_json(t):  # a list's items, a str's characters or a dict's keys, when it runs
        items = site.b.call_helper("$listDyn", arg.js)
    elif isinstance(t, SetType) and "key" in site.keywords:
        return site.refuse(
            "sorted() of a set with key=: items of equal keys keep the set's order, which is Python's hash "
            "order and not JavaScript's; sort the items first: sorted(sorted(s), key=...)"
        )
    elif isinstance(t, SetType):  # the order Python's sorted() gives it (of tuples: each made again)
        items = decoded(t.item, arg.js)
    elif isinstance(t, (ListType, TupleType, IteratorType)):
        # a copy to sort (an array literal is one already); a set gets the order Python's sorted() does;
        # an iterator's items, all taken before the first key is called, as Python's sorted() does
        items = arg.js if isinstance(arg.js, js.Array) else js.Array([js.Spread(arg.js)])
    else:
        return site.refuse(f'sorted() of "{arg.type.display()}": sort a list, tuple, set or dict')
    result = ListType(item_type(t))
    # a dict's items: their keys differ, so a value is never compared (it need not order)
    unique_first = isinstance(t, ListType) and t.view == "dict_items"
    sorting = sort_call(site, items, result.item, unique_first=unique_first)
    return TExpr(sorting, result) if sorting is not None else TExpr(js.Name("undefined"), ERROR)


def sort_call(site: CallSite, items: js.Expr, item: Type, *, unique_first: bool = False) -> js.Expr | None:
    """`unique_first`: the items are tuples whose first items all differ (a dict's items), so only
    those are ever compared."""
    key = site.keywords.get("key")
    reverse = site.keywords.get("reverse")
    if reverse is not None and not (reverse.type == BOOL or is_dynamic(reverse.type)):
        site.refuse("reverse= takes a bool")
        return None
    compared = item
    pairs = widen(item)
    if key is None and unique_first and isinstance(pairs, TupleType) and pairs.items:
        compared = pairs.items[0]
    if key is not None:
        compared = key_result(key.type)
    if not comparable(compared) and json_ordered(compared):
        # JSON values (`key=lambda r: (r["t"], r["n"])`): ordered as Python orders what each holds
        # when it runs, Python's TypeError for values `<` does not order
        return site.b.call_helper(
            "$sorted",
            items,
            key.js if key is not None else js.Null(),
            reverse.js if reverse else js.Bool(False),
            site.b.helper("$dynCompare"),
        )
    if not comparable(compared):
        wide = widen(compared)
        mixed = isinstance(wide, UnionType) and any(is_str(widen(o)) for o in wide.options)
        site.refuse(
            f'sorting by "{compared.display()}" is not supported: sort by numbers, strs or tuples of them'
            + (
                " (a key that may be a str or a number: give what holds the rows a type per key, a "
                "TypedDict or a dataclass, or dict[str, Any] for JSON-like rows)"
                if mixed
                else ""
            )
        )
        return None
    if key is None and reverse is None:
        if compared is not item:  # $compare orders the pairs by their keys, never reaching a value
            return js.Call(js.Member(items, "sort"), [site.b.helper("$compare")])
        return js.Call(js.Member(items, "sort"), comparator(site, item))
    return site.b.call_helper(
        "$sorted", items, key.js if key is not None else js.Null(), reverse.js if reverse else js.Bool(False)
    )


def key_result(t: Type) -> Type:
    """What a `key=` function gives: a lambda's or callable's result, a named function's (`key=neg`)."""
    t = widen(t)
    if isinstance(t, CallableType):
        return t.result
    if isinstance(t, FunctionType) and len(t.signatures) == 1:
        return t.signatures[0].result
    return ANY


def comparable(t: Type) -> bool:
    """Values `$compare` orders as Python does: numbers, strs, bools and tuples of them."""
    t = widen(t)
    if isinstance(t, TupleType):
        # items past the first are compared only when the ones before tie, and `$less` raises Python's
        # TypeError for those that do not order (`(priority, count, task)`, the heapq recipe)
        return not t.items or comparable(t.items[0]) and all(comparable(i) or _raises(i) for i in t.items[1:])
    if is_number(t):  # also a `float` annotation's int | float
        return True
    if isinstance(t, ListType) and not t.view:  # lists (and tuples of any length) item by item
        return comparable(t.item)
    if isinstance(t, UnionType):  # (`str | Literal["running", "done"]`: all strs)
        options = [widen(o) for o in t.options]
        tuples = all(isinstance(o, TupleType) or (isinstance(o, ListType) and o.is_tuple) for o in options)
        lists = all(isinstance(o, ListType) and not o.is_tuple and not o.view for o in options)
        # (`tuple[int, ...] | tuple[()]`, what `max(..., default=())` gives: tuples, item by item)
        return all(is_str(o) for o in options) or ((tuples or lists) and all(comparable(o) for o in options))
    return is_str(t) or _own_order(t) or _library_order(t)


def orderable(t: Type) -> bool:
    """Values `<` and `$less` order item by item as Python does, with no method of the worker's own
    to call: int, float, str, bool, a date, datetime, time or timedelta (the runtime classes' `__lt__`),
    and tuples (NamedTuples too) or lists of them. (Two NaNs met stop the worker: Python's == of them
    asks identity first.)"""
    t = widen(t)
    if isinstance(t, (ListType, TupleType)):
        return all(orderable(i) for i in ([t.item] if isinstance(t, ListType) else t.items))
    if isinstance(t, UnionType):  # a `float` annotation: an int or a float
        return all(orderable(o) for o in t.options)
    return t in (INT, FLOAT, STR, BOOL, NEVER) or _library_order(t)  # (Never: an empty literal's items)


def json_ordered(t: Type) -> bool:
    """A JSON value, or a tuple of them and of what `$compare` orders: `$dynCompare` orders them."""
    t = widen(t)
    if isinstance(t, TupleType):
        return all(comparable(i) or json_ordered(i) for i in t.items)
    return holds_json(t)


def _raises(t: Type) -> bool:
    """A tuple item that `$less` refuses as Python's `<` does, with its TypeError: an instance of an own
    class without `__lt__`, a dict, or an Optional of what orders (None orders with nothing)."""
    t = widen(t)
    if isinstance(t, UnionType):
        return all(comparable(o) or widen(o) == NONE for o in t.options)
    if isinstance(t, DictType):
        return True
    return isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.kind == "class"


def _library_order(t: Type) -> bool:
    """A timedelta, date, datetime or time: the runtime classes' `__lt__` orders them as CPython's."""
    return isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass) and t.cls.family() in _ORDERED


_ORDERED = ("timedelta", "date", "time")


def _own_order(t: Type) -> bool:
    """An instance of the worker's class that defines `__lt__` (or `@dataclass(order=True)`'s):
    `$compare` orders by it, as Python's sort, min and max call `<`."""
    if not (isinstance(t, InstanceType) and isinstance(t.cls, UserClass)):
        return False
    return t.cls.member("__lt__") is not None or t.cls.defines("__lt__")


def comparator(site: CallSite, item: Type) -> list[js.Expr]:
    """JS sorts by string value; numbers need `(a, b) => a - b`, tuples Python's order."""
    if not comparable(item) and json_ordered(item):  # JSON values, by what each holds
        return [site.b.helper("$dynCompare")]
    if is_number(item):
        return [
            js.Arrow(
                [js.Param(js.Name("a")), js.Param(js.Name("b"))], js.Binary("-", js.Name("a"), js.Name("b"))
            )
        ]
    ordered = (
        isinstance(widen(item), (TupleType, ListType))
        or (isinstance(widen(item), UnionType) and not is_str(item))  # (a union of tuples `comparable` takes)
        or _own_order(widen(item))
        or _library_order(widen(item))
    )
    if ordered and comparable(item):
        return [site.b.helper("$compare")]
    if not is_str(item):
        site.refuse(f'sorting "{item.display()}" items is not supported: sort strings, numbers or tuples')
    return [site.b.helper("$strOrder")]  # by code points (JS's default compares UTF-16 units)
