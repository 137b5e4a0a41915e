"""`itertools`: each function a small runtime generator with CPython's order, laziness and errors
(arguments checked, and pools read, when the call is made, as CPython does)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.iteration import dict_walk, held, live_view
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.library.sorting import key_result
from generator.transpile.lower.purity import literal_int
from generator.transpile.lower.truthiness import faithful_truthiness
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    INT,
    NONE,
    CallableType,
    DequeType,
    DictType,
    ErrorType,
    FunctionType,
    IteratorType,
    ListType,
    ObjectType,
    RangeType,
    TupleType,
    Type,
    UnionType,
    direct_key,
    is_dynamic,
    is_int,
    is_number,
    is_str,
    optional,
    union,
    widen,
    widen_literal,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def item_of(t: Type) -> Type | None:
    """What iterating a value of type `t` gives; None when it is not iterable here (a set's order is
    Python's hash order, which JS does not share)."""
    t = widen(t)
    if isinstance(t, (ListType, IteratorType, DequeType)):
        return t.item
    if isinstance(t, TupleType):
        return union(*t.items) if t.items else ANY
    if isinstance(t, RangeType):  # a `$Range` is iterable: its ints, computed one at a time
        return INT
    if is_str(t):
        return t
    if isinstance(t, DictType):
        return t.key
    return None


def _json(t: Type) -> bool:
    """A JSON value (`Any`): what it iterates is known when it runs (`$dynIter`, as `for x in v`)."""
    t = widen(t)
    return is_dynamic(t) and not isinstance(t, (ObjectType, ErrorType))


def _item_of(t: Type) -> Type | None:
    return ANY if _json(t) else item_of(t)


def _iterated(arg: TExpr, b: Builder, node: cst.CSTNode, *, lazy: bool = False) -> js.Expr:
    """`iterated_keys`, or a JSON value's items: taken at once, as CPython's itertools call iter() on
    their arguments when made, or `lazy`ly, when the chain reaches it."""
    # (a dict walked as the chain reaches it, checked as Python's iterator)
    walked = dict_walk(b, node, arg, json=not lazy)
    if walked is not None:
        return walked.js
    if not _json(arg.type):
        return iterated_keys(arg, b)
    return b.call_helper("$dynItems" if lazy else "$dynIter", arg.js)


def _iterables(site: CallSite, args: list[TExpr]) -> list[Type] | None:
    items: list[Type] = []
    for arg in args:
        item = _item_of(arg.type)
        if item is None:
            site.refuse(_not_iterable(arg))
            return None
        items.append(item)
    return items


def _not_iterable(arg: TExpr) -> str:
    return (
        f'itertools takes lists, tuples, strs, dicts, ranges or generators here, not "{arg.type.display()}"'
    )


def iterated_keys(arg: TExpr, b: Builder | None = None) -> js.Expr:
    """A dict iterates its keys; a generator kept elsewhere is `$held` (see `iteration.held`: the
    helper's loop must not finish it), and a dict's values or items view reads each value when the
    helper reaches it (`islice(d.values(), n)`: see `iteration.live_view`), given `b`."""
    t = widen(arg.type)
    if b is not None and isinstance(t, IteratorType):
        return held(b, arg)
    live = live_view(b, arg) if b is not None else None
    if live is not None:
        return live.js
    if isinstance(t, DictType) and t.is_map:  # its keys as they are now (a tuple key's JSON text decoded)
        return js.Call(
            js.Member(js.Name("Array"), "from"),
            [
                js.Call(js.Member(arg.js, "keys"), []),
                *([] if direct_key(t.key) else [maps.from_text()]),
            ],
        )
    if isinstance(t, DictType):
        return js.Call(js.Member(js.Name("Object"), "keys"), [arg.js])
    return arg.js


def _ints(site: CallSite, args: list[TExpr | None]) -> bool:
    for arg in args:
        t = widen(arg.type) if arg is not None else NONE
        options = t.options if isinstance(t, UnionType) else (t,)
        if arg is not None and not all(widen(o) in (INT, BOOL, NONE) or is_dynamic(o) for o in options):
            site.refuse(f'expected an int or None, got "{arg.type.display()}"')
            return False
    return True


def _chain(site: CallSite) -> TExpr:
    """chain(a, b) and chain(*groups): the groups' items are read when the call is made (Python unpacks
    the list then), each group's items as the chain reaches them."""
    spread = [a for a in site.args if isinstance(a.js, js.Spread)]
    if spread:
        if len(site.args) != 1:
            return site.refuse("itertools.chain(*groups) takes the one list of groups here")
        return _chained_groups(site, site.args[0], lambda groups: js.Spread(groups))
    items = _iterables(site, site.args)
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    call = site.b.call_helper("$chain", *(_iterated(a, site.b, site.node, lazy=True) for a in site.args))
    return TExpr(call, IteratorType(union(*items) if items else ANY))


def _chain_from_iterable(site: CallSite) -> TExpr:
    """chain.from_iterable(groups): the groups taken one at a time, as the chain reaches each."""
    groups = site.args[0]
    walked = _item_of(groups.type)
    if walked is None:
        return site.refuse(
            f'chain.from_iterable() of "{groups.type.display()}": it takes a list or generator of groups'
        )
    return _chained_groups(
        site, TExpr(_iterated(groups, site.b, site.node), ListType(walked)), lambda g: g, lazy=True
    )


def _chained_groups(
    site: CallSite, groups: TExpr, args: Callable[[js.Expr], js.Expr], *, lazy: bool = False
) -> TExpr:
    """Each group a list, tuple, str or generator (a dict's keys would need a view of each: refused)."""
    group = widen(groups.type.item) if isinstance(groups.type, ListType) else ANY
    options = [widen(o) for o in group.options] if isinstance(group, UnionType) else [group]
    items = [_item_of(o) for o in options]
    if any(i is None or isinstance(o, DictType) or is_dynamic(o) for i, o in zip(items, options)):
        return site.refuse(
            f'itertools.chain of groups of "{group.display()}": each group must be a list, tuple, str or generator'
        )
    item = union(*(i for i in items if i is not None))
    source = groups.js.value if isinstance(groups.js, js.Spread) else groups.js
    helper = "$chainFrom" if lazy else "$chain"
    return TExpr(site.b.call_helper(helper, args(source)), IteratorType(item))


def _islice(site: CallSite) -> TExpr:
    items = _iterables(site, site.args[:1])
    if items is None or not _ints(site, list(site.args[1:])):
        return TExpr(js.Name("undefined"), ANY)
    bounds = [a.js for a in site.args[1:]]
    return TExpr(
        site.b.call_helper("$islice", _iterated(site.args[0], site.b, site.node), *bounds),
        IteratorType(items[0]),
    )


def _count(site: CallSite) -> TExpr:
    start = site.args[0] if site.args else site.keywords.get("start")
    step = site.args[1] if len(site.args) > 1 else site.keywords.get("step")
    for arg in (start, step):
        if arg is not None and not is_int(arg.type):
            return site.refuse(f'itertools.count() takes ints here, not "{arg.type.display()}"')
    args = [start.js if start is not None else js.Num("0"), *([step.js] if step is not None else [])]
    return TExpr(site.b.call_helper("$countFrom", *args), IteratorType(INT))


def _repeat(site: CallSite) -> TExpr:
    times = site.args[1] if len(site.args) > 1 else site.keywords.get("times")
    if times is not None and not _ints(site, [times]):
        return TExpr(js.Name("undefined"), ANY)
    args = [site.args[0].js, *([times.js] if times is not None else [])]
    return TExpr(site.b.call_helper("$repeatItem", *args), IteratorType(site.args[0].type))


def _product(site: CallSite) -> TExpr:
    items = _iterables(site, site.args)
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    repeat = site.keywords.get("repeat")
    count = literal_int(repeat.js) if repeat is not None else 1
    if repeat is not None and (count is None or count < 0):
        return site.refuse("product(repeat=...) takes a non-negative int literal here")
    assert count is not None
    args = [*(_iterated(a, site.b, site.node) for a in site.args)]
    if repeat is not None:
        args.insert(0, js.Num(str(count)))
    helper = "$productRepeat" if repeat is not None else "$product"
    return TExpr(site.b.call_helper(helper, *args), IteratorType(TupleType(tuple(items * count))))


def _choose(helper: str) -> Rule:
    """permutations(xs, r=None) / combinations(xs, r): tuples of r items (r literal), CPython's order."""

    def rule(site: CallSite) -> TExpr:
        items = _iterables(site, site.args[:1])
        r = site.args[1] if len(site.args) > 1 else site.keywords.get("r")
        if items is None or not _ints(site, [r]):
            return TExpr(js.Name("undefined"), ANY)
        if helper == "$combinations" and r is None:
            return site.refuse("combinations() takes r")
        size = literal_int(r.js) if r is not None else None
        item = items[0]
        # (a tuple of any length, when r is not a small literal)
        made: Type = (
            TupleType((item,) * size)
            if size is not None and 0 <= size <= 8
            else ListType(item, is_tuple=True)
        )
        args = [_iterated(site.args[0], site.b, site.node), *([r.js] if r is not None else [])]
        return TExpr(site.b.call_helper(helper, *args), IteratorType(made))

    return rule


def _accumulate(site: CallSite) -> TExpr:
    items = _iterables(site, site.args)
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    item = widen(items[0])
    if not (is_number(item) or is_str(item) or is_dynamic(item)):
        return site.refuse(f'accumulate() adds numbers or strs here, not "{item.display()}"')
    initial = site.keywords.get("initial")
    args = [_iterated(site.args[0], site.b, site.node), *([initial.js] if initial is not None else [])]
    if is_dynamic(item) or (initial is not None and is_dynamic(initial.type)):
        # JSON values: added as Python adds them (`$dynBinary`: a TypeError for 1 + "a")
        total, each = js.Name("total"), js.Name("item")
        add = site.b.call_helper("$dynBinary", js.Str("+"), total, each)
        adding = js.Arrow([js.Param(total), js.Param(each)], add)
        return TExpr(site.b.call_helper("$accumulateWith", args[0], adding, *args[1:]), IteratorType(ANY))
    return TExpr(site.b.call_helper("$accumulate", *args), IteratorType(item))


def _pairwise(site: CallSite) -> TExpr:
    items = _iterables(site, site.args)
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    return TExpr(
        site.b.call_helper("$pairwise", _iterated(site.args[0], site.b, site.node)),
        IteratorType(TupleType((items[0], items[0]))),
    )


def _compress(site: CallSite) -> TExpr:
    """itertools.compress(data, selectors): the selectors tested by Python's truthiness, which JS's
    is for their type (not a list's, a NaN's)."""
    items = _iterables(site, site.args)
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    if not faithful_truthiness(items[1]):
        return site.refuse(
            f'compress() of selectors of "{items[1].display()}": their truthiness is not JavaScript\'s; '
            "pass bools (bool(x) of each)"
        )
    data, selectors = (_iterated(arg, site.b, site.node) for arg in site.args)
    return TExpr(site.b.call_helper("$compress", data, selectors), IteratorType(items[0]))


def _zip_longest(site: CallSite) -> TExpr:
    items = _iterables(site, site.args)
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    fill = site.keywords.get("fillvalue")
    fill_type = fill.type if fill is not None else NONE
    call = site.b.call_helper(
        "$zipLongest",
        fill.js if fill is not None else js.Null(),
        *(_iterated(a, site.b, site.node) for a in site.args),
    )
    made = TupleType(tuple(union(i, fill_type) if fill is not None else optional(i) for i in items))
    return TExpr(call, IteratorType(made))


def _groupby(site: CallSite) -> TExpr:
    """groupby(items, key=None): runs of items of equal keys (Python's ==), each group an iterator
    over the one shared iterator, stopped when the outer iterator moves on, as CPython's."""
    items = _iterables(site, site.args[:1])
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    key = site.args[1] if len(site.args) > 1 else site.keywords.get("key")
    key_type = items[0]
    if key is not None and not isinstance(key.js, js.Null):
        t = widen(key.type)  # a lambda, or a function of the worker's (`key=first_letter`)
        if not (isinstance(t, CallableType) or (isinstance(t, FunctionType) and len(t.signatures) == 1)):
            return site.refuse(
                f'groupby(key=...) takes a function of one argument, not "{key.type.display()}"'
            )
        key_type = key_result(t)
    call = site.b.call_helper(
        "$groupby", _iterated(site.args[0], site.b, site.node), key.js if key is not None else js.Null()
    )
    return TExpr(call, IteratorType(TupleType((key_type, IteratorType(items[0])))))


def _cycle(site: CallSite) -> TExpr:
    items = _iterables(site, site.args)
    if items is None:
        return TExpr(js.Name("undefined"), ANY)
    return TExpr(
        site.b.call_helper("$cycle", _iterated(site.args[0], site.b, site.node)), IteratorType(items[0])
    )


def _function_first(name: str) -> Callable[[Builder, cst.Call], TExpr]:
    """takewhile/dropwhile/filterfalse(pred, items), starmap(func, items): the items are lowered before
    the function, whose parameters they type (a lambda is made, not run: JS's order is still Python's)."""

    def lower(b: Builder, node: cst.Call) -> TExpr:
        args = node.args
        if len(args) != 2 or any(a.keyword is not None or a.star for a in args):
            return b.error(node, f"{name}() takes a function and an iterable")
        items = b.expr(args[1].value)
        item = _item_of(items.type)
        if item is None:
            return b.error(args[1], _not_iterable(items))
        if name == "starmap":
            unpacked = widen(item)
            if not isinstance(unpacked, TupleType):
                return b.error(args[1], f'starmap() takes tuples of arguments here, not "{item.display()}"')
            func = b.expr(args[0].value, CallableType(unpacked.items, ANY))
            made = key_result(func.type)
            return TExpr(b.call_helper("$starmap", func.js, _iterated(items, b, node)), IteratorType(made))
        written = args[0].value
        if name == "filterfalse" and isinstance(written, cst.Name) and written.value == "None":
            # `filterfalse(None, items)`: the items that are false, by Python's truthiness (bool(...))
            if b.symbol("bool") is not None:
                return b.error(
                    args[0], "filterfalse(None, ...) here is by bool(), and this module names its own bool"
                )
            each = cst.Name("item")
            truth = cst.Lambda(cst.Parameters([cst.Param(each)]), cst.Call(cst.Name("bool"), [cst.Arg(each)]))
            written = b.parsed.stand_in(truth, written)
        pred = b.expr(written, CallableType((item,), BOOL))
        result = key_result(pred.type)
        if not faithful_truthiness(result):
            return b.error(args[0], f'{name}()\'s function returns "{result.display()}" here: return a bool')
        return TExpr(b.call_helper("$" + name, pred.js, _iterated(items, b, node)), IteratorType(item))

    return lower


def _accumulate_with(b: Builder, node: cst.Call) -> TExpr:
    """accumulate(items, func[, initial=]): the items (and initial value) are lowered before the
    function, whose parameters they type; without a function, `_accumulate`'s running sums."""
    args = node.args
    positional = [a for a in args if a.keyword is None]
    if len(positional) < 2:
        return _plain_accumulate(b, node)
    if len(positional) > 2 or any(a.star or (a.keyword and a.keyword.value != "initial") for a in args):
        return b.error(node, "accumulate() takes an iterable, a function and, optionally, initial=")
    items = b.expr(positional[0].value)
    item = _item_of(items.type)
    if item is None:
        return b.error(positional[0], f'accumulate() takes an iterable here, not "{items.type.display()}"')
    initial_arg = next((a for a in args if a.keyword is not None), None)
    initial = b.expr(initial_arg.value) if initial_arg is not None else None
    total = widen_literal(initial.type) if initial is not None else item
    func = b.expr(positional[1].value, CallableType((total, item), total))
    extra = [initial.js] if initial is not None else []
    made = TExpr(
        b.call_helper("$accumulateWith", _iterated(items, b, node), func.js, *extra), IteratorType(total)
    )
    return made


def _plain_accumulate(b: Builder, node: cst.Call) -> TExpr:
    lowered = [b.expr(a.value) for a in node.args if a.keyword is None]
    keywords = {a.keyword.value: b.expr(a.value) for a in node.args if a.keyword is not None}
    return arity(1, 1, _accumulate, ("initial",))(CallSite(b, node, None, lowered, keywords))


#: itertools functions whose arguments are lowered in their own order (see `_function_first`).
ITERTOOLS_NODE_RULES: dict[tuple[str, str], Callable[[Builder, cst.Call], TExpr]] = {
    ("itertools", "takewhile"): _function_first("takewhile"),
    ("itertools", "dropwhile"): _function_first("dropwhile"),
    ("itertools", "filterfalse"): _function_first("filterfalse"),
    ("itertools", "starmap"): _function_first("starmap"),
    ("itertools", "accumulate"): _accumulate_with,
}

ITERTOOLS_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("itertools", "groupby"): arity(1, 2, _groupby, ("key",)),
    ("itertools", "chain"): arity(0, 99, _chain),
    ("itertools", "chain.from_iterable"): arity(1, 1, _chain_from_iterable),
    ("itertools", "islice"): arity(2, 4, _islice),
    ("itertools", "count"): arity(0, 2, _count, ("start", "step")),
    ("itertools", "repeat"): arity(1, 2, _repeat, ("times",)),
    ("itertools", "product"): arity(0, 99, _product, ("repeat",)),
    ("itertools", "permutations"): arity(1, 2, _choose("$permutations"), ("r",)),
    ("itertools", "combinations"): arity(1, 2, _choose("$combinations"), ("r",)),
    ("itertools", "cycle"): arity(1, 1, _cycle),
    ("itertools", "combinations_with_replacement"): arity(
        2, 2, _choose("$combinationsWithReplacement"), ("r",)
    ),
    ("itertools", "pairwise"): arity(1, 1, _pairwise),
    ("itertools", "compress"): arity(2, 2, _compress),
    ("itertools", "zip_longest"): arity(1, 99, _zip_longest, ("fillvalue",)),
}
