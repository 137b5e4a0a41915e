"""`heapq`: CPython's heap functions (Modules/_heapqmodule.c, Lib/heapq.py) ported step for step
in helpers.js (`$heappush`...), so a heap's list holds its items in CPython's places after each call
(it is printed, indexed, iterated), and nlargest/nsmallest give CPython's items, ties included.
Items compare with Python's `<` (`$less`): only those `sorted()` orders exactly (`comparable`).
`heapq.merge` (a lazy generator over several inputs) is refused, with what to write instead."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.iteration import iterate_value
from generator.transpile.lower.library.sorting import comparable, key_result
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    NEVER,
    NONE,
    CallableType,
    DequeType,
    DictType,
    ErrorType,
    InstanceType,
    ListType,
    TupleType,
    Type,
    is_dynamic,
    is_int,
    is_str,
    mixed_number_store,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

#: name -> (positional parameters, helper). The heap functions' parameters are positional-only.
_HEAP_FUNCTIONS = {
    "heappush": (("heap", "item"), "$heappush"),
    "heappop": (("heap",), "$heappop"),
    "heapify": (("heap",), "$heapify"),
    "heappushpop": (("heap", "item"), "$heappushpop"),
    "heapreplace": (("heap", "item"), "$heapreplace"),
}


def _heap_call(name: str) -> Callable[[Builder, cst.Call], TExpr]:
    """`heappush(heap, item)` and its kin. Lowered from the call's nodes (as `functools.reduce` is)
    so the item is read as the heap's item type, as `heap.append(item)` reads it, and checked as
    `append` checks it: an int among floats or a bool among ints is refused (Python keeps it one)."""
    params, helper = _HEAP_FUNCTIONS[name]

    def rule(b: Builder, node: cst.Call) -> TExpr:
        if len(node.args) != len(params) or any(a.keyword is not None or a.star for a in node.args):
            return b.error(node, f"heapq.{name}() takes {', '.join(params)} (positional only)")
        heap = b.expr(node.args[0].value)
        t = widen(heap.type)
        item = t.item if isinstance(t, ListType) else ANY
        args = [heap, *(b.expr(a.value, item) for a in node.args[1:])]
        if any(isinstance(a.type, ErrorType) for a in args):
            return TExpr(js.Name("undefined"), ERROR)  # reported already
        if not isinstance(t, ListType) or t.view or t.is_tuple or t.sequence:
            return b.error(node.args[0], f'heapq.{name}() takes a list, not "{heap.type.display()}"')
        if not comparable(item) or item == NEVER:
            # `heap = []` that mypy asks to annotate: its items are of no type here
            hint = "; annotate the list (heap: list[int] = [])" if is_dynamic(item) or item == NEVER else ""
            return b.error(node.args[0], _unordered(f'a heap of "{item.display()}"') + hint)
        if len(args) > 1 and (problem := mixed_number_store(item, args[1].type)):
            return b.error(node.args[1], problem)
        result = NONE if name in ("heappush", "heapify") else t.item
        return TExpr(b.call_helper(helper, *(a.js for a in args)), result)

    return rule


def _n_best(largest: bool) -> Callable[[Builder, cst.Call], TExpr]:
    """nlargest(n, iterable, key=None) / nsmallest: Lib/heapq.py's algorithm (`$nBest`): the items
    read one at a time, the key called once each, before the next is read."""
    name = "nlargest" if largest else "nsmallest"

    def rule(b: Builder, node: cst.Call) -> TExpr:
        positional = [a for a in node.args if a.keyword is None]
        keywords = [a for a in node.args if a.keyword is not None]
        # key= by name or third; n and iterable by name too would be lowered out of their order
        if (
            any(a.star for a in node.args)
            or not 2 <= len(positional) <= 3
            or [k.keyword.value for k in keywords if k.keyword] not in ([], ["key"])
            or len(positional) + len(keywords) > 3
        ):
            return b.error(node, f"heapq.{name}() takes n, an iterable and, optionally, key=")
        n = b.expr(positional[0].value)
        source = b.expr(positional[1].value)
        walked = iterate_value(b, positional[1], source)
        key_node = positional[2] if len(positional) == 3 else keywords[0] if keywords else None
        key = None
        if walked is not None and key_node is not None:
            b.runs_now.add(key_node.value)  # called before the call returns, as sorted()'s key
            key = b.expr(key_node.value, CallableType((walked.item,), ANY))
        if walked is None or any(isinstance(a.type, ErrorType) for a in (n, source, key) if a):
            return TExpr(js.Name("undefined"), ERROR)
        if not is_int(n.type):
            return b.error(positional[0], f'heapq.{name}()\'s n is an int, not "{n.type.display()}"')
        if key is not None and widen(key.type) == NONE:
            key = None  # key=None: the items themselves
        compared = key_result(key.type) if key is not None else walked.item
        if not comparable(compared):
            where = key_node if key_node is not None else positional[1]
            what = f'by "{compared.display()}"' if key is not None else f'of "{compared.display()}" items'
            return b.error(where, _unordered(f"heapq.{name}() {what}"))
        args = [
            as_index(n),  # a bool n is 0 or 1
            walked.iterable,
            key.js if key is not None else js.Null(),
            js.Bool(largest),
            js.Bool(_sized(source.type)),
        ]
        return TExpr(b.call_helper("$nBest", *args), ListType(walked.item))

    return rule


def _sized(t: Type) -> bool:
    """Has the iterable a len()? Lib/heapq.py sorts it whole when n reaches its size; an iterator
    (no len) goes through the heap, which gives the same items unless `<` is not a total order."""
    t = widen(t)
    typed_dict = isinstance(t, InstanceType) and t.cls.kind == "typeddict"
    return isinstance(t, (ListType, TupleType, DequeType, DictType)) or is_str(t) or typed_dict


def _unordered(what: str) -> str:
    """The refusal sorted() gives, for the values `$less` does not order as Python does."""
    return (
        f"{what} is not supported: heapq compares items with <, which is Python's here for numbers, "
        "strs, tuples of them, dates and times, and classes defining __lt__"
    )


def _merge(b: Builder, node: cst.Call) -> TExpr:
    return b.error(
        node,
        "heapq.merge() is not supported: of sorted inputs, sorted(itertools.chain(a, b)) gives the "
        "same items in the same order (equal ones first from the earlier input)",
    )


NODE_RULES: dict[tuple[str, str], Callable[[Builder, cst.Call], TExpr]] = {
    **{("heapq", name): _heap_call(name) for name in _HEAP_FUNCTIONS},
    ("heapq", "nlargest"): _n_best(largest=True),
    ("heapq", "nsmallest"): _n_best(largest=False),
    ("heapq", "merge"): _merge,
}
