"""`bisect`: Lib/bisect.py's `bisect_left`/`bisect_right` (`bisect`) and `insort_left`/`insort_right`
(`insort`), step for step in helpers.js (`$bisect`), so the index found, and the items `key=` and `<`
are asked about, are CPython's. Items compare with Python's `<` (`$less`): only those `sorted()`
orders exactly (`comparable`); `lo`/`hi` as CPython checks them (`lo must be non-negative`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.library.sorting import comparable, key_result
from generator.transpile.lower.purity import hold_in_source_order
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ERROR,
    INT,
    NONE,
    CallableType,
    ErrorType,
    ListType,
    is_int,
    mixed_number_store,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

_PARAMS = ("a", "x", "lo", "hi")


def _bisect_call(name: str) -> Callable[[Builder, cst.Call], TExpr]:
    """`bisect_left(a, x, lo=0, hi=len(a), *, key=None)` and its kin: the list first, whose items
    type `x` and the key's parameter."""
    right = name.endswith("right") or name in ("bisect", "insort")
    inserting = name.startswith("insort")

    def rule(b: Builder, node: cst.Call) -> TExpr:
        args = [a for a in node.args if a.keyword is None]
        named = {a.keyword.value: a for a in node.args if a.keyword is not None}
        if (
            any(a.star for a in node.args)
            or not 2 <= len(args) <= 4
            or set(named) - {*_PARAMS[len(args) :], "key"}
        ):
            return b.error(node, f"bisect.{name}() takes a, x, lo, hi and key=")
        given = {p: a.value for p, a in zip(_PARAMS, args)} | {k: a.value for k, a in named.items()}
        if "a" not in given or "x" not in given:
            return b.error(node, f"bisect.{name}() takes a list and an item")
        items = b.expr(given["a"])
        t = widen(items.type)
        if not isinstance(t, ListType) or t.view or t.sequence or (inserting and t.is_tuple):
            return b.error(given["a"], f'bisect.{name}() takes a list, not "{items.type.display()}"')
        key = b.expr(given["key"], CallableType((t.item,), INT)) if "key" in given else None
        compared = key_result(key.type) if key is not None else t.item
        x = b.expr(given["x"], t.item if key is None or inserting else compared)
        bounds = [b.expr(given[p]) if p in given else None for p in ("lo", "hi")]
        if any(isinstance(v.type, ErrorType) for v in [items, x, *(k for k in [key, *bounds] if k)]):
            return TExpr(js.Name("undefined"), ERROR)
        # (evaluated in the call's order, as Python does, where the helper's order could show)
        lowered: dict[str, TExpr | None] = {"a": items, "x": x, "lo": bounds[0], "hi": bounds[1], "key": key}
        ordered = [(p, v) for p in given if (v := lowered[p]) is not None]
        lowered.update(zip([p for p, _ in ordered], hold_in_source_order(b, [v for _, v in ordered])))
        items, x = lowered["a"] or items, lowered["x"] or x
        key, bounds = lowered["key"], [lowered["lo"], lowered["hi"]]
        for bound in bounds:
            if bound is not None and not is_int(bound.type):
                return b.error(node, f'bisect.{name}()\'s lo and hi take ints, not "{bound.type.display()}"')
        if not comparable(compared) or not comparable(x.type if key is None or inserting else compared):
            return b.error(
                node,
                f'bisect.{name}() of "{compared.display()}": items are ordered here when '
                "sorted() orders them exactly (numbers, strs, tuples of them, an own __lt__)",
            )
        if inserting and (problem := mixed_number_store(t.item, x.type)):
            return b.error(given["x"], problem)
        lo = bounds[0].js if bounds[0] is not None else js.Num("0")
        hi = bounds[1].js if bounds[1] is not None else js.Null()
        call = b.call_helper(
            "$insort" if inserting else "$bisect",
            items.js,
            x.js,
            lo,
            hi,
            key.js if key is not None else js.Null(),
            js.Bool(right),
        )
        return TExpr(call, NONE if inserting else INT)

    return rule


NODE_RULES: dict[tuple[str, str], Callable[[Builder, cst.Call], TExpr]] = {
    ("bisect", name): _bisect_call(name)
    for name in ("bisect", "bisect_left", "bisect_right", "insort", "insort_left", "insort_right")
}
