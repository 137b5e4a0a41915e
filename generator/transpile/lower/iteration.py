"""What `for x in <iterable>` walks over, shared by for loops and comprehensions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.library import ranges
from generator.transpile.lower.library.set_methods import decoded, keyed
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.purity import may_change
from generator.transpile.lower.typed import TExpr, enum_members, own_dunder
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    INT,
    STR,
    AsyncIterableType,
    ByteArrayType,
    BytesType,
    DequeType,
    DictType,
    ErrorType,
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
    bytes_or_bytearray,
    is_dynamic,
    is_int,
    is_str,
    union,
    widen,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass
class Iteration:
    kind: Literal["values", "range"]
    iterable: js.Expr  # for "range": unused (see start/stop/step)
    item: Type
    start: js.Expr | None = None
    stop: js.Expr | None = None
    step: js.Expr | None = None
    #: False for iterators (`xs.entries()`): array methods need `[...iterator]` first.
    is_array: bool = True
    #: A generator's iterator: read one item at a time (never spread whole: it may be endless, and
    #: its code runs between the loop's rounds).
    lazy: bool = False
    #: The walks of a dict's keys, values or items in `iterable` (`Object.keys(d)` alone, in
    #: `enumerate`, `zip`, `reversed` or `iter`): the nodes themselves (see `checked_walk`).
    walks: tuple[js.Expr, ...] = ()


def iterate(b: Builder, node: cst.BaseExpression, *, is_async: bool = False) -> Iteration | None:
    """None after reporting an error."""
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and b.symbol(node.func.value) is None:
        builtin = node.func.value
        if builtin == "range" and b.local_type("range") is None:
            return _range(b, node)
        if builtin == "zip" and b.local_type("zip") is None:
            return _zip(b, node)
        if builtin == "iter" and b.local_type("iter") is None and _one_argument(node):
            return iterate(b, node.args[0].value)  # (a for loop calls iter() of what it walks)
        if builtin == "reversed" and b.local_type("reversed") is None and _reversed_sequence(b, node):
            walked = b.expr(node.args[0].value)
            reversed_ = reverse(b, node, walked, in_loop=True)
            if reversed_ is None:
                return None
            if isinstance(reversed_.type, IteratorType):  # a list's, read as it is at each step
                walks = (reversed_.js,) if _walked_dict(reversed_.js) is not None else ()  # (`d.items()`)
                return Iteration(
                    "values", reversed_.js, reversed_.type.item, is_array=False, lazy=True, walks=walks
                )
            iteration = iterate_value(b, node, reversed_)
            if iteration is not None and isinstance(widen(walked.type), DictType):  # `keys.reverse()`
                assert isinstance(reversed_.js, js.Call) and isinstance(reversed_.js.callee, js.Member)
                iteration.walks = (reversed_.js.callee.obj,)
            return iteration
        if builtin == "enumerate" and b.local_type("enumerate") is None:
            ok, start = _enumerate_start(b, node)
            if not ok:
                return None
            inner = iterate(b, node.args[0].value)
            if inner is None:
                return None
            inner = lazy_range(b, inner)
            items = inner.iterable if inner.is_array or inner.lazy else js.Array([js.Spread(inner.iterable)])
            if (
                inner.lazy or start is not None
            ):  # item by item: a list the loop appends to is read as it grows
                numbered = b.call_helper("$enumerateLazy", items, *([start] if start is not None else []))
                numbered_item = TupleType((INT, inner.item))
                return Iteration(
                    "values", numbered, numbered_item, is_array=False, lazy=True, walks=inner.walks
                )
            entries = js.Call(js.Member(items, "entries"), [])
            return Iteration(
                "values", entries, TupleType((INT, inner.item)), is_array=False, walks=inner.walks
            )
    return iterate_value(b, node, b.expr(node), is_async=is_async)


def checked_walk(b: Builder, iteration: Iteration, body: list[js.Stmt]) -> js.Expr:
    """A loop's walk of a dict (its keys, `values()` or `items()`, also in `enumerate`, `zip`,
    `reversed` or `iter`) whose body may change it: Python's iterator checks the dict's size at each
    step, and raises RuntimeError once it changed, where the keys JS walks are those it had
    (`$dictWalk`, `$mapWalk`, and what takes them, item by item); else the walk as it is."""
    return checked_source(b, iteration.iterable, iteration.walks, body)


def checked_source(
    b: Builder, iterable: js.Expr, walks: tuple[js.Expr, ...], body: list[js.Stmt] | None
) -> js.Expr:
    """`checked_walk` of an iteration's `iterable` and `walks`; `body` None: any code may run between
    its steps (an iterator kept, `it = iter(d)`, or a generator expression consumed lazily)."""
    if not walks:
        return iterable
    return _checked(b, iterable, {id(w) for w in walks}, body)


def dict_walk(
    b: Builder, node: cst.CSTNode, value: TExpr, body: list[js.Stmt] | None = None, *, json: bool = True
) -> TExpr | None:
    """A dict's walk (of it, its view, or a JSON value where `json`) taken item by item, checked at
    each step where `body` may change the dict (None: any code may run between its steps, as between
    those of an iterator kept, `iter(d)`, or an itertools function's argument): an iterator of its
    items; None for another value, or a walk `body` cannot change."""
    t = widen(value.type)
    dynamic = is_dynamic(t) and not isinstance(t, ObjectType)
    if not (isinstance(t, DictType) or (isinstance(t, ListType) and t.view) or (json and dynamic)):
        return None
    iteration = iterate_value(b, node, value)
    if iteration is None:
        return None
    walked = checked_source(b, iteration.iterable, iteration.walks, body)
    return None if walked is iteration.iterable else TExpr(walked, IteratorType(iteration.item))


def held_iterator(b: Builder, iteration: Iteration) -> js.Expr:
    """An iteration kept as an iterator (`iter(d)`, `enumerate(d)`, `zip(d, xs)` held or passed),
    which code may advance at any time: its dict walks are checked at each step."""
    return checked_source(b, iteration.iterable, iteration.walks, None)


def _checked(b: Builder, node: js.Expr, walks: set[int], body: list[js.Stmt] | None) -> js.Expr:
    """`node` with each of its dict walks (`walks`: their ids) that `body` may change checked."""
    match node:
        case js.Call(callee=js.Member(obj=keys, prop="entries" | "reverse" as taken), args=[]) if (
            id(keys) in walks
        ):
            # `enumerate(d)`, `reversed(d)`: an array of its keys, numbered or reversed
            checked = _checked_walk(b, keys, body, reverse=taken == "reverse")
            if checked is None:
                return node
            return b.call_helper("$enumerateLazy", checked) if taken == "entries" else checked
        case js.Call(callee=js.Index(obj=keys), args=[]) if id(keys) in walks:  # `iter(d)`
            return _checked_walk(b, keys, body) or node
        case js.Call(callee=js.Name(id="$enumerateLazy" | "$zipLazy"), args=args):
            return replace(node, args=[_checked(b, arg, walks, body) for arg in args])
        case js.Call(callee=js.Name(id="$zipStrict"), args=[js.Array(items=items) as array, *rest]):
            return replace(
                node, args=[replace(array, items=[_checked(b, i, walks, body) for i in items]), *rest]
            )
    if id(node) in walks:
        return _checked_walk(b, node, body) or node
    return node


def _checked_walk(
    b: Builder, walk: js.Expr, body: list[js.Stmt] | None, *, reverse: bool = False
) -> js.Expr | None:
    """The checked walk for `walk` (a dict's keys, values or items), where `body` may change the dict
    (None: anything may run between its steps)."""
    if isinstance(walk, js.Call) and walk.callee == js.Name("$dynIter") and len(walk.args) == 1:
        # a JSON value: a dict's keys are walked as Python's iterator checks them, a list as it is
        (value,) = walk.args
        if body is not None and not may_change(body, value, b.scope.member_names, _may_hold(b, value)):
            return None
        return b.call_helper("$dynWalk", value, *([js.Bool(True)] if reverse else []))
    walked = _walked_dict(walk)
    if walked is None:
        return None
    if body is not None and not may_change(body, walked[0], b.scope.member_names, _may_hold(b, walked[0])):
        return None
    dict_, kind, is_map, reversed_ = walked
    reverse = reverse or reversed_
    return b.call_helper(
        "$mapWalk" if is_map else "$dictWalk", dict_, js.Str(kind), *([js.Bool(True)] if reverse else [])
    )


def _may_hold(b: Builder, walked: js.Expr) -> Callable[[str | None], bool]:
    """Whether a JS name other than `walked` may hold the dict it holds: not where either is unshared
    (resolve/unshared.py), nor where the name's type holds no dict (a str, a list, an own instance)."""

    def may_hold(name: str | None) -> bool:
        """`name`: what is stored into (None: an object reached through one, `h.d` of `h.d[k] = v`)."""
        unshared = _unshared(b)  # (asked only of a body that stores through another name)
        if (isinstance(walked, js.Name) and walked.id in unshared) or name in unshared:
            return False
        if name is None:
            return True
        if name == "this":
            receiver = b.function.receiver if b.function is not None else None
            t = b.local_type(receiver) if receiver is not None else None
        else:
            python = name[:-1] if name.endswith("$") and js_identifier(name[:-1]) == name else name
            t = b.local_type(python) if js_identifier(python) == name else None
        return t is None or _may_be_dict(t)

    return may_hold


def _may_be_dict(t: Type) -> bool:
    t = widen(t)
    if isinstance(t, UnionType):
        return any(_may_be_dict(o) for o in t.options)
    typed_dict = isinstance(t, InstanceType) and t.cls.kind == "typeddict"
    return isinstance(t, (DictType, TypeVarType, ObjectType)) or typed_dict or is_dynamic(t)


def _unshared(b: Builder) -> frozenset[str]:
    """The JS names of the unshared names the code here reads: its function's own, and those of the
    functions around it and of the module that no function between binds."""
    names: set[str] = set()
    shadowed: set[str] = set()
    context = b.function
    while context is not None:
        names |= context.plan.unshared() - shadowed
        shadowed |= context.stored | context.locals.keys()
        context = context.parent
    names |= b.module_plan.unshared() - shadowed
    return frozenset(js_identifier(n) for n in names)


def _walked_dict(iterable: js.Expr) -> tuple[js.Expr, str, bool, bool] | None:
    """The dict (a plain object or a Map) that `iterable` walks as `iterate` writes it
    (`Object.keys(d)`, `$liveValues(d)`, `$liveEntries(d)`, `[...m.keys()]`, `m.values()`,
    `m.entries()`, `$mapKeys(m)`, `$liveMap(m, ...)`; `d` a name, `this.d`, `$at(ds, 0)`...): that
    expression, what it yields ("keys", "values", "items"), whether it is a Map and whether the walk
    is reversed (`reversed(d.items())`)."""
    match iterable:
        case js.Call(callee=js.Member(obj=js.Name(id="Object"), prop="keys"), args=[d]):
            return d, "keys", False, False
        case js.Call(callee=js.Name(id="$liveValues"), args=[d]):
            return d, "values", False, False
        case js.Call(callee=js.Name(id="$liveEntries"), args=[d]):
            return d, "items", False, False
        case js.Array(items=[js.Spread(value=js.Call(callee=js.Member(obj=m, prop="keys"), args=[]))]):
            return m, "keys", True, False
        case js.Call(callee=js.Member(obj=m, prop="values" | "entries" as method), args=[]):
            return m, "values" if method == "values" else "items", True, False
        case js.Call(callee=js.Name(id="$mapKeys"), args=[m]):
            return m, "keys", True, False
        case js.Call(callee=js.Name(id="$liveMap"), args=[m, js.Bool(value=entries), js.Bool(value=False)]):
            return m, "items" if entries else "values", True, False
        case js.Call(
            callee=js.Name(id="$liveValues" | "$liveEntries" as live), args=[d, js.Bool(value=True)]
        ):
            return d, "values" if live == "$liveValues" else "items", False, True
        case js.Call(callee=js.Name(id="$liveMap"), args=[m, js.Bool(value=entries), js.Bool(value=True)]):
            return m, "items" if entries else "values", True, True
    return None


def live_view(b: Builder, view: TExpr, *, reverse: bool = False) -> TExpr | None:
    """A dict's `values()` or `items()` view (`Object.values(d)`, `[...d.values()]`), iterated
    (`reversed()` of it: `reverse`): the iterator Python's view gives, which reads each value when it
    reaches its key (a loop, a generator, `map` or `iter()` may see the dict changed meanwhile,
    through any alias), where the array copies them all first (`$liveValues`, `$liveEntries`,
    `$liveMap`). None for anything else."""
    t = widen(view.type)
    call = view.js
    if not isinstance(t, ListType):
        return None
    owner = _map_of_view(call, t.view)
    if owner is not None and not reverse and not (isinstance(call, js.Call) and t.view == "dict_items"):
        # JS's own iterator of the Map reads each value when it reaches it
        method = "values" if t.view == "dict_values" else "entries"
        return TExpr(js.Call(js.Member(owner, method), []), IteratorType(t.item))
    if owner is not None:  # keys decoded (`$keyOf`), or backwards
        entries, backwards = js.Bool(t.view == "dict_items"), js.Bool(reverse)
        return TExpr(b.call_helper("$liveMap", owner, entries, backwards), IteratorType(t.item))
    if not (
        t.view in ("dict_values", "dict_items")
        and isinstance(call, js.Call)
        and isinstance(call.callee, js.Member)
        and isinstance(call.callee.obj, js.Name)
        and call.callee.obj.id == "Object"
        and call.callee.prop in ("values", "entries")
        and len(call.args) == 1
    ):
        return None
    helper = "$liveValues" if t.view == "dict_values" else "$liveEntries"
    args = [call.args[0], js.Bool(True)] if reverse else [call.args[0]]
    return TExpr(b.call_helper(helper, *args), IteratorType(t.item))


def _map_of_view(view: js.Expr, kind: str) -> js.Expr | None:
    """The Map of a Map dict's `values()` or `items()` (`kind`) as `maps` writes them
    (`[...d.values()]`, `[...d]`, `$mapItems(d)`), else None."""
    if kind == "dict_items" and isinstance(view, js.Call) and isinstance(view.callee, js.Name):
        return view.args[0] if view.callee.id == "$mapItems" and len(view.args) == 1 else None
    if not (isinstance(view, js.Array) and len(view.items) == 1 and isinstance(view.items[0], js.Spread)):
        return None
    spread = view.items[0].value
    if kind == "dict_items":
        return spread
    if kind == "dict_values" and isinstance(spread, js.Call) and isinstance(spread.callee, js.Member):
        return spread.callee.obj if spread.callee.prop == "values" and not spread.args else None
    return None


def unpacks_unchecked(target: cst.BaseExpression, item: Type) -> bool:
    """A tuple target some item of whose type (or of its parts') is not a tuple of the target's length:
    JS destructuring would bind `undefined` to a missing place and drop extra items, where Python
    raises ValueError."""
    if not isinstance(target, (cst.Tuple, cst.List)):
        return False
    t = widen(item)
    parts = [e.value for e in target.elements]
    options = t.options if isinstance(t, UnionType) else (t,)
    tuples = [widen(o) for o in options]
    if not all(isinstance(o, TupleType) and len(o.items) == len(parts) for o in tuples):
        return True
    return any(
        unpacks_unchecked(part, union(*(o.items[i] for o in tuples if isinstance(o, TupleType))))
        for i, part in enumerate(parts)
    )


def _order_free_item(t: Type) -> bool:
    """A set item whose order an order-free consumer cannot show: a str or int (equal ones are alike),
    or a plain Enum's member (each one object; `sorted(m.name for m in s)`)."""
    t = widen(t)
    return (
        is_str(t)
        or t == INT
        or (isinstance(t, InstanceType) and t.cls.is_object_enum())
        or (isinstance(t, TupleType) and keyed(t))  # tuples of str and int: equal ones are alike
    )


def checked_items(b: Builder, target: cst.BaseExpression, iteration: Iteration) -> Iteration:
    """A comprehension's iteration whose items its tuple target cannot destructure unchecked (lists,
    strs, JSON values: see `unpacks_unchecked`): each item checked as it is reached (`$unpackEach`,
    CPython's ValueError at that item), an array of the target's length at each level."""
    if iteration.kind != "values" or not unpacks_unchecked(target, iteration.item):
        return iteration
    _, problem = unpack_target(target, iteration.item, checked=True)
    if problem:
        return iteration  # refused where the target is bound
    shape, item = _checked_shape(target, iteration.item)
    made = b.call_helper("$unpackEach", iteration.iterable, shape)
    return Iteration("values", made, item, is_array=False, lazy=True)


def unpack_level(item: Type, count: int) -> tuple[list[Type], list[Type] | None]:
    """One level of a tuple target of `count` names over items of type `item`: each place's type, and
    the item's options where their length must be checked (None: all tuples of that length)."""
    t = widen(item)
    options = [widen(o) for o in (t.options if isinstance(t, UnionType) else (t,))]
    tuples = [o for o in options if isinstance(o, TupleType) and len(o.items) == count]
    if len(tuples) == len(options):
        return [union(*(o.items[i] for o in tuples)) for i in range(count)], None
    one = options[0]
    return [one.item if isinstance(one, ListType) else STR if one == STR else ANY] * count, options


def _checked_shape(target: cst.BaseExpression, item: Type) -> tuple[js.Expr, Type]:
    """`[n, part...]`: the length to check (null for a tuple of the target's length) and each part's
    shape (null where it needs none); and the item's type once so checked (a tuple)."""
    if not isinstance(target, (cst.Tuple, cst.List)) or not unpacks_unchecked(target, item):
        return js.Null(), item
    count = len(target.elements)
    parts, checked = unpack_level(item, count)
    length: js.Expr = js.Null() if checked is None else js.Num(str(count))
    shapes = [_checked_shape(element.value, part) for element, part in zip(target.elements, parts)]
    return js.Array([length, *(s for s, _ in shapes)]), TupleType(tuple(p for _, p in shapes))


def target_pattern(target: cst.BaseExpression) -> js.Expr:
    """The JS pattern of a name or (nested) tuple of names, as a for loop, a comprehension or an
    unpacking assignment binds them. A name bound twice (`for _, _, n in rows`) is bound at its last
    place, where Python's last store leaves it; the earlier places are holes (`[, _, n]`: JS refuses
    a name twice in one pattern)."""
    last: dict[str, cst.Name] = {}

    def collect(node: cst.BaseExpression) -> None:
        if isinstance(node, cst.Name):
            last[node.value] = node
        elif isinstance(node, (cst.Tuple, cst.List)):
            for element in node.elements:
                collect(element.value)

    def build(node: cst.BaseExpression) -> js.Expr:
        if isinstance(node, cst.Name):
            return js.Name(js_identifier(node.value)) if last[node.value] is node else js.Hole()
        assert isinstance(node, (cst.Tuple, cst.List))
        return js.Array([build(element.value) for element in node.elements])

    collect(target)
    return build(target)


def own_iterator(b: Builder, value: TExpr) -> TExpr | None:
    """An instance of the worker's class that Python iterates: its `__iter__()`'s iterator, as a JS
    iterator (an object of a class with `__next__`, `__iter__` returning self, is read by `$pyNext`:
    each `__next__()` until its StopIteration). None for anything else."""
    t = widen(value.type)
    if not (isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.kind == "class"):
        return None
    member = t.cls.member("__iter__")
    if member is None or member.kind != "method" or not member.signatures:
        return None
    made = own_dunder(b, value.js, t.cls, "__iter__", [])  # (and each step's __next__)
    result = widen(member.signatures[0].result)
    if isinstance(result, IteratorType):
        return TExpr(made, result)
    stepper = result.cls.member("__next__") if isinstance(result, InstanceType) else None
    if isinstance(result, InstanceType) and isinstance(result.cls, UserClass) and stepper is not None:
        step = js.Str(result.cls.js_name_of("__next__"))
        return TExpr(b.call_helper("$pyNext", made, step), IteratorType(stepper.type))
    return None


def iterate_value(b: Builder, node: cst.CSTNode, value: TExpr, *, is_async: bool = False) -> Iteration | None:
    """What iterating the lowered `value` walks over (errors reported at `node`); None after an error."""
    t = widen(value.type)
    if is_async:
        if isinstance(t, AsyncIterableType):
            return Iteration("values", held(b, value, node), t.item)
        item = _protocol_item(t, "__aiter__", "[Symbol.asyncIterator]")
        if item is not None:
            return Iteration("values", value.js, item)  # e.g. a ReadableStream
        if is_dynamic(t):
            return Iteration("values", value.js, ANY)
        b.error(node, f'"{value.type.display()}" is not async iterable')
        return None
    if isinstance(t, ListType):
        live = live_view(b, value)
        if live is not None:
            return Iteration("values", live.js, t.item, is_array=False, lazy=True, walks=(live.js,))
        return Iteration("values", value.js, t.item, walks=(value.js,) if t.view == "dict_keys" else ())
    if isinstance(t, TupleType):
        return Iteration("values", value.js, union(*t.items) if t.items else ANY)
    arrays = [widen(o) for o in t.options] if isinstance(t, UnionType) else []
    if arrays and all(
        isinstance(o, (TupleType, DequeType)) or (isinstance(o, ListType) and not o.view) for o in arrays
    ):
        # `list[str] | tuple[str, ...]`: arrays, each walked as it is now; with a deque (`d.get(k, [])` of
        # a dict of deques) each by its own iterator, step by step (a deque's raises RuntimeError once
        # it changed, as CPython's)
        items = [
            union(*o.items) if isinstance(o, TupleType) else o.item
            for o in arrays
            if isinstance(o, (TupleType, ListType, DequeType))
        ]
        deque = any(isinstance(o, DequeType) for o in arrays)
        return Iteration("values", value.js, union(*items), is_array=not deque, lazy=deque)
    if is_str(t):
        # iterable by code points, like Python's str, but without array methods
        return Iteration("values", value.js, STR, is_array=False)
    if isinstance(t, BytesType):  # ints; not an array (a Uint8Array's map() would clamp to bytes)
        return Iteration("values", value.js, INT, is_array=False)
    if bytes_or_bytearray(t):  # a `$ByteArray`'s iterator, step by step: bytes added meanwhile are reached
        return Iteration("values", value.js, INT, is_array=False, lazy=True)
    if (members := enum_members(value)) is not None:
        assert isinstance(members.type, ListType)
        return Iteration("values", members.js, members.type.item)
    if isinstance(t, DequeType):  # its own iterator, step by step: RuntimeError once it changed, as CPython's
        return Iteration("values", value.js, t.item, is_array=False, lazy=True)
    if isinstance(t, RangeType):  # `$Range`'s iterator computes each item: a huge range is never built
        return Iteration("values", value.js, INT, is_array=False)
    if isinstance(t, IteratorType):  # a generator's iterator: consumed as it is iterated
        return Iteration("values", held(b, value, node), t.item, is_array=False, lazy=True)
    if isinstance(t, SetType) and id(node) in b.order_free and _order_free_item(t.item):
        return Iteration("values", decoded(t.item, value.js), t.item)  # its order cannot show
    if isinstance(t, SetType):
        b.error(
            node,
            "iterating a set: Python visits it in its hash order, which JavaScript does not share; iterate sorted(...) of it",
        )
        return None
    if isinstance(t, DictType) and t.is_map:  # its keys as they are now, as Object.keys gives a dict's
        keys = maps.keys(b, t, value.js)
        return Iteration("values", keys, t.key, walks=(keys,))
    if isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        keys = js.Call(js.Member(js.Name("Object"), "keys"), [value.js])
        return Iteration("values", keys, t.key if isinstance(t, DictType) else STR, walks=(keys,))
    own = own_iterator(b, value)
    if own is not None:  # its iterator (`__iter__`, or an object with `__next__`)
        assert isinstance(own.type, IteratorType)
        return Iteration("values", own.js, own.type.item, is_array=False, lazy=True)
    item = _protocol_item(t, "__iter__", "[Symbol.iterator]")
    if item is not None:
        return Iteration("values", value.js, item, is_array=False)  # e.g. Headers: [name, value] pairs
    if is_dynamic(t) and not isinstance(t, (ObjectType, ErrorType)):  # a JSON value: known when it runs
        walked = b.call_helper("$dynIter", value.js)  # (a JSON dict's keys: a walk `checked_walk` checks)
        return Iteration("values", walked, ANY, walks=(walked,))
    if is_dynamic(t):
        b.error(
            node,
            f'iterating "{value.type.display()}": cannot tell a dict (keys) from a list; annotate or cast it',
        )
        return None
    b.error(
        node, f'"{value.type.display()}" is not iterable here (lists, tuples, str, dicts and range() are)'
    )
    return None


def held(b: Builder, value: TExpr, node: cst.CSTNode | None = None) -> js.Expr:
    """A generator or iterator kept elsewhere (a name, an attribute, an argument: not a fresh call)
    as `$held(g)`, to be iterated by a JS loop or helper: JS's `for...of` calls `return()` when it
    stops early (break, return, throw), which finishes a generator, while Python's loop leaves it to
    go on (CPython closes a generator only when it is dropped, as `for x in gen(): break` does)."""
    t = widen(value.type)
    inner = value.js.value if isinstance(value.js, js.TypeCast) else value.js
    kept = not isinstance(inner, (js.Call, js.New)) or isinstance(node, cst.Subscript)  # `gs[0]`: an item
    if isinstance(t, (IteratorType, AsyncIterableType)) and kept:
        return b.call_helper("$held", value.js)
    return value.js


def _one_argument(node: cst.Call) -> bool:
    return len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star


def _reversed_sequence(b: Builder, node: cst.Call) -> bool:
    """`reversed(x)` of one positional argument that is not a `range(...)` (which has its own form)."""
    if len(node.args) != 1 or node.args[0].keyword is not None or node.args[0].star:
        return False
    arg = node.args[0].value
    return not (
        isinstance(arg, cst.Call)
        and isinstance(arg.func, cst.Name)
        and arg.func.value == "range"
        and b.symbol("range") is None
        and b.local_type("range") is None
    )


def reverse(b: Builder, node: cst.Call, value: TExpr, *, in_loop: bool = False) -> TExpr | None:
    """`reversed(value)` of a list, tuple or str (None after an error). CPython's is a one-shot
    iterator, and a list's reads the list as it is at each step (from the last index down, stopping
    once the index is outside it): `$reversed(xs)`. Taken at once (`list(...)`, `sorted(...)`,
    `"".join(...)`: its node in `generators_consumed_at_once`), or a for loop's over a str or tuple
    (which cannot change), it is the reversed copy `[...x].reverse()`; kept otherwise, that copy's
    own iterator (one-shot, as Python's)."""
    t = widen(value.type)
    if is_str(t):
        item: Type = STR
    elif isinstance(t, ListType):
        item = t.item
    elif isinstance(t, TupleType):
        item = union(*t.items) if t.items else ANY
    elif isinstance(t, DequeType):  # its own reverse iterator, which sees a change as CPython's does
        return TExpr(js.Call(js.Member(value.js, "reversed"), []), IteratorType(t.item))
    elif isinstance(t, (RangeType, ByteArrayType)):  # from its last item down, as CPython's
        return TExpr(js.Call(js.Member(value.js, "reversed"), []), IteratorType(INT))
    elif isinstance(t, DictType):  # its keys, last inserted first (a change meanwhile: CPython raises)
        keys = (
            maps.keys(b, t, value.js)
            if t.is_map
            else js.Call(js.Member(js.Name("Object"), "keys"), [value.js])
        )
        reversed_keys = js.Call(js.Member(keys, "reverse"), [])
        if id(node) in b.generators_consumed_at_once or in_loop:
            return TExpr(reversed_keys, ListType(t.key))
        # kept: checked at each step, as Python's iterator (code may change the dict meanwhile)
        held = _checked_walk(b, keys, None, reverse=True)
        assert held is not None
        return TExpr(held, IteratorType(t.key))
    else:
        b.error(
            node,
            f'reversed() of "{value.type.display()}": reverse a list, tuple, str, deque, range, bytearray or dict',
        )
        return None
    changeable = isinstance(t, ListType) and not t.is_tuple and not t.view
    live = None if id(node) in b.generators_consumed_at_once else live_view(b, value, reverse=True)
    if live is not None:  # a dict's values or items, read when reached
        if in_loop:
            return live  # (checked where the loop's body may change the dict: see `checked_walk`)
        return TExpr(_checked_walk(b, live.js, None) or live.js, live.type)  # kept: checked at each step
    copy = js.Call(js.Member(js.Array([js.Spread(value.js)]), "reverse"), [])
    if id(node) in b.generators_consumed_at_once or (in_loop and not changeable):
        if isinstance(t, TupleType):
            return TExpr(copy, TupleType(tuple(reversed(t.items))))
        return TExpr(copy, t if isinstance(t, ListType) else ListType(STR))
    if changeable:
        return TExpr(b.call_helper("$reversed", value.js), IteratorType(item))
    return TExpr(js.Call(js.Member(copy, "values"), []), IteratorType(item))


def _protocol_item(t: Type, dunder: str, js_name: str) -> Type | None:
    """The item type of a bound class that declares `__iter__`/`__aiter__` for JS's own iteration
    protocol (the bindings name the member `[Symbol.iterator]`); None for anything else."""
    if not isinstance(t, InstanceType):
        return None
    member = t.cls.member(dunder, t.args)
    if member is None or member.js_name != js_name or not member.signatures:
        return None
    result = widen(member.signatures[0].result)
    item = result.item if isinstance(result, (ListType, AsyncIterableType)) else ANY
    return ANY if isinstance(item, TypeVarType) else item


def _enumerate_start(b: Builder, node: cst.Call) -> tuple[bool, js.Expr | None]:
    """enumerate(xs) -> no start; enumerate(xs, n) or (xs, start=n) -> n; (False, None) after an error."""
    args = node.args
    positional = [a for a in args if a.keyword is None]
    keywords = [a for a in args if a.keyword is not None]
    names = [a.keyword.value for a in keywords if a.keyword is not None]
    if (
        not positional
        or len(positional) > 2
        or any(a.star for a in args)
        or (keywords and (len(positional) > 1 or names != ["start"]))
    ):
        b.error(node, "enumerate() takes an iterable and a start")
        return False, None
    start_node = positional[1].value if len(positional) == 2 else keywords[0].value if keywords else None
    if start_node is None:
        return True, None
    start = b.expr(start_node)
    if not is_int(start.type) and not is_dynamic(start.type):
        b.error(start_node, "enumerate()'s start must be an int")
        return False, None
    if isinstance(start.js, js.Num) and start.js.text == "0":
        return True, None
    return True, start.js


def _zip(b: Builder, node: cst.Call) -> Iteration | None:
    """zip(a, b, ...): tuples up to the shortest iterable; zip(*rows): the columns of a list of rows."""
    if len(node.args) == 1 and node.args[0].star == "*" and node.args[0].keyword is None:
        rows = b.expr(node.args[0].value)
        t = widen(rows.type)
        row = widen(t.item) if isinstance(t, ListType) and not t.view else None
        if not isinstance(row, (ListType, TupleType)):
            b.error(
                node.args[0], f'zip(*rows) takes a list of lists or tuples here, not "{rows.type.display()}"'
            )
            return None
        cell = row.item if isinstance(row, ListType) else union(*row.items) if row.items else ANY
        columns = ListType(cell, is_tuple=True)  # as many items as rows: a tuple of any length
        return Iteration("values", b.call_helper("$zip", js.Spread(rows.js)), columns)
    positional = [a for a in node.args if a.keyword is None]
    keywords = [a for a in node.args if a.keyword is not None]
    if (
        not positional
        or any(a.star for a in node.args)
        or any(a.keyword is not None and a.keyword.value != "strict" for a in keywords)
    ):
        b.error(
            node,
            "zip(*rows, strict=...) is not supported: check the rows' lengths first"
            if any(a.star for a in node.args) and keywords
            else "zip() takes iterables (and strict=)",
        )
        return None
    inners: list[Iteration] = []
    for arg in positional:
        inner = iterate(b, arg.value)
        if inner is None:
            return None
        inners.append(lazy_range(b, inner))
    items = TupleType(tuple(inner.item for inner in inners))
    # item by item, as Python's zip calls next(): a list the loop appends to is read as it grows
    zipped = b.call_helper("$zipLazy", *(inner.iterable for inner in inners))
    if keywords:  # strict=: Python's ValueError where one ends before another
        strict = b.expr(keywords[0].value)
        if widen(strict.type) != BOOL:
            b.error(keywords[0].value, f'zip()\'s strict= takes a bool, not "{strict.type.display()}"')
            return None
        if not (isinstance(strict.js, js.Bool) and not strict.js.value):
            zipped = b.call_helper("$zipStrict", js.Array([inner.iterable for inner in inners]), strict.js)
    walks = tuple(walk for inner in inners for walk in inner.walks)
    return Iteration("values", zipped, items, is_array=False, lazy=True, walks=walks)


def lazy_range(b: Builder, inner: Iteration) -> Iteration:
    """`zip(range(n), xs)`, `enumerate(range(a, b))`: the range's numbers, one at a time (else as is)."""
    if inner.kind != "range":
        return inner
    assert inner.start is not None and inner.stop is not None and inner.step is not None
    numbers = b.call_helper("$rangeLazy", inner.start, inner.stop, inner.step)
    return Iteration("values", numbers, INT, is_array=False, lazy=True)


def _range(b: Builder, node: cst.Call) -> Iteration | None:
    args = [b.expr(a.value) for a in node.args]
    if (
        not 1 <= len(args) <= 3
        or any(a.keyword for a in node.args)
        or not all(is_int(a.type) or is_dynamic(a.type) for a in args)
    ):
        b.error(node, "range() takes one to three int arguments")
        return None
    start = ranges.bound(b, args[0]) if len(args) > 1 else js.Num("0")
    stop = ranges.bound(b, args[1]) if len(args) > 1 else ranges.bound(b, args[0])
    step = args[2].js if len(args) > 2 else js.Num("1")
    if not isinstance(step, js.Num):  # `range(0, len(xs), n)`: a `$Range`, whose iterator knows the sign
        made = js.New(b.helper("$Range"), [start, stop, ranges.bound(b, args[2])])
        return Iteration("values", made, INT, is_array=False)
    if step.text == "0":
        b.error(node.args[2], "range() step must not be zero")
        return None
    return Iteration("range", js.Name("undefined"), INT, start, stop, step)


def unpack_target(
    target: cst.BaseExpression, item: Type, *, checked: bool = False
) -> tuple[dict[str, Type], str]:
    """The names a loop or comprehension target binds for each item, with their types, and why it
    cannot unpack it ("" if it can): JS destructuring trusts only a tuple's static length, so
    `for i, (k, v) in enumerate(pairs)` unpacks tuples all the way down. `checked`: the item is
    unpacked by a statement that checks its length (a for loop's), so a list's or str's items may be
    unpacked too."""
    if isinstance(target, cst.Name):
        return {target.value: item}, ""
    if not isinstance(target, (cst.Tuple, cst.List)):
        return {}, "a loop target is a name or a tuple of names"
    t = widen(item)
    parts = [e.value for e in target.elements]
    if any(isinstance(e, cst.StarredElement) for e in target.elements):
        return {}, "a starred loop target is not supported: unpack the item in the body"
    if is_dynamic(t):
        items: list[Type] = [ANY] * len(parts)
    elif checked and isinstance(t, ListType) and not t.is_tuple and not t.view:
        items = [t.item] * len(parts)  # `for a, b in rows` of lists: `$unpack` checks each's length
    elif checked and t == STR:
        items = [STR] * len(parts)
    elif isinstance(t, TupleType) and len(t.items) == len(parts):
        items = list(t.items)
    elif isinstance(t, UnionType) and all(
        isinstance(o, TupleType) and len(o.items) == len(parts) for o in map(widen, t.options)
    ):  # `("mean", m)` and `(f"p{p}", m * p / 100)` pairs: each name the union of its place's types
        tuples = [o for o in map(widen, t.options) if isinstance(o, TupleType)]
        items = [union(*(o.items[i] for o in tuples)) for i in range(len(parts))]
    else:
        return {}, f'cannot unpack "{item.display()}" into {len(parts)} names: its length is not static'
    names: dict[str, Type] = {}
    for part, part_type in zip(parts, items):
        inner, problem = unpack_target(part, part_type, checked=checked)
        if problem:
            return {}, problem
        names.update(inner)
    return names, ""
