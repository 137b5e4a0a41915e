"""`statistics`: mean, fmean, median (low, high), mode, multimode, variance, pvariance, stdev, pstdev
and quantiles of ints and floats, ports of CPython 3.11's code in runtime helpers (`$mean`...).

CPython's mean and spreads are exact: it sums the data as Fractions (`_sum`, `_ss`) and rounds once.
The helpers sum each float's exact ratio (an integer times a power of two) as BigInts and round once
as CPython does, so every digit is CPython's. Its result type follows the data's (`_convert`): the
mean of ints is an int when it is whole (mean([1, 2, 3]) is 2) and a float otherwise, which one
JavaScript number cannot tell apart: such a result is typed `float` as the worker's own annotation
is (`int | float`, printed only through a format spec); of floats it is a float.

The data are ints or floats (a list, tuple, deque, dict's keys or generator; a set where the order
does not matter); a JSON value (`Any`), whose whole floats are ints here, bools (Python keeps them
bools: median([True]) is True), Decimal and Fraction are refused.
"""

from __future__ import annotations

from typing import Literal

from generator.transpile.js import ast as js
from generator.transpile.lower.library.iter_tools import item_of, iterated_keys
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.bindings import error_type
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    FLOAT,
    INT,
    REAL,
    STR,
    InstanceType,
    ListType,
    SetType,
    Type,
    UnionType,
    is_dynamic,
    is_int,
    is_str,
    widen,
)

Kind = Literal["int", "float", "real", "str"]

#: The type of a value of the data, by kind ("real": ints and floats, which JS cannot tell apart).
_ITEM: dict[Kind, Type] = {"int": INT, "float": FLOAT, "real": REAL, "str": STR}
#: The type of a result CPython converts to the data's type: an int only where it is whole.
_CONVERTED: dict[Kind, Type] = {"int": REAL, "float": FLOAT, "real": REAL, "str": STR}
_UNDEFINED = TExpr(js.Name("undefined"), ERROR)


def _kind(t: Type, texts: bool) -> Kind | None:
    """int, float or real (both: a `float` annotation's int | float), or str where `texts` (mode)."""
    options = t.options if isinstance(t, UnionType) else (t,)
    if any(isinstance(o, InstanceType) and o.cls.primitive is not None for o in options):
        return None  # an IntEnum's or StrEnum's member: CPython's result would be a member again
    found = {widen(o) for o in options}
    if found == {STR} and texts:
        return "str"
    if found == {INT}:
        return "int"
    if found == {FLOAT}:
        return "float"
    return "real" if found == {INT, FLOAT} else None


def _problem(t: Type, item: Type | None, ordered: bool) -> str:
    """Why data of type `t` (items `item`) are refused."""
    options = item.options if isinstance(item, UnionType) else () if item is None else (item,)
    if isinstance(t, SetType):
        return (
            "a set's order is Python's hash order, which JavaScript does not share, and the first of the "
            "most common values depends on it: pass sorted(...) of it"
        )
    if is_dynamic(t) or (item is not None and is_dynamic(item)):
        return (
            "a JSON value's whole floats are ints in JavaScript, where CPython's result type follows the "
            "data's: convert the items with float(x) (or int(x))"
        )
    if any(widen(o) == BOOL for o in options):
        return "a bool stays a bool in Python (median([True]) is True): pass int(flag)"
    if any(isinstance(o, InstanceType) and o.cls.primitive is not None for o in options):
        return "CPython's result would be a member of the Enum again: pass int(x) or str(x) of each"
    return f"pass a list, tuple or generator of {'strs, ints or floats' if ordered else 'ints or floats'}"


def _numbers(
    site: CallSite, name: str, arg: TExpr, *, ordered: bool = False, floats: bool = False
) -> tuple[js.Expr, Kind] | None:
    """The JS iterable and the kind of the data; None after a refusal. `ordered`: the result depends
    on the order of the data (mode), which a set's is not Python's. `floats`: the result is a float
    whatever the data (fmean, stdev, pstdev), so JSON values may be given: checked as CPython reads
    them (`$realsOf`: a str, None, list or dict is its TypeError)."""
    t = widen(arg.type)
    item = t.item if isinstance(t, SetType) and not ordered else item_of(t)
    if floats and (is_dynamic(t) or (item is not None and is_dynamic(item))) and not isinstance(t, SetType):
        fsum = js.Bool(name == "fmean")  # (fmean's fsum() says it its own way)
        return site.b.call_helper("$realsOf", iterated_keys(arg, site.b), fsum), "real"
    kind = None if item is None else _kind(item, texts=ordered)
    if isinstance(arg.js, js.Array) and not arg.js.items:
        kind = "float"  # `[]`: no item to follow (CPython raises, or multimode's [] is empty)
    if kind is None:
        site.refuse(f'statistics.{name}() of "{arg.type.display()}": {_problem(t, item, ordered)}')
        return None
    return iterated_keys(arg, site.b), kind


def _mean(site: CallSite) -> TExpr:
    data = _numbers(site, "mean", site.args[0])
    if data is None:
        return _UNDEFINED
    items, kind = data
    return TExpr(site.b.call_helper("$mean", items, js.Bool(kind == "int")), _CONVERTED[kind])


def _fmean(site: CallSite) -> TExpr:
    data = _numbers(site, "fmean", site.args[0], floats=True)
    weights = site.args[1] if len(site.args) > 1 else site.keywords.get("weights")
    given = _numbers(site, "fmean", weights) if weights is not None else None
    if data is None or (weights is not None and given is None):
        return _UNDEFINED
    return TExpr(site.b.call_helper("$fmean", data[0], given[0] if given else js.Null()), FLOAT)


def _median(which: str) -> Rule:
    """median ("mid"), median_low, median_high: a middle value, or (median) the mean of two."""

    def rule(site: CallSite) -> TExpr:
        data = _numbers(site, "median" if which == "mid" else f"median_{which}", site.args[0])
        if data is None:
            return _UNDEFINED
        items, kind = data
        result = _CONVERTED[kind] if which == "mid" else _ITEM[kind]  # the mean of two is a float
        return TExpr(site.b.call_helper("$median", items, js.Str(which)), result)

    return rule


def _mode(every: bool) -> Rule:
    def rule(site: CallSite) -> TExpr:
        data = _numbers(site, "multimode" if every else "mode", site.args[0], ordered=True)
        if data is None:
            return _UNDEFINED
        items, kind = data
        result = ListType(_ITEM[kind]) if every else _ITEM[kind]
        return TExpr(site.b.call_helper("$mode", items, js.Bool(every)), result)

    return rule


def _spread(name: str) -> Rule:
    """variance, pvariance, stdev, pstdev, with the mean given (xbar, mu) or not."""
    keyword = "mu" if name.startswith("p") else "xbar"

    def rule(site: CallSite) -> TExpr:
        data = _numbers(site, name, site.args[0], floats="stdev" in name)
        c = site.args[1] if len(site.args) > 1 else site.keywords.get(keyword)
        c_kind = _kind(widen(c.type), texts=False) if c is not None else None
        if c is not None and c_kind is None:
            return site.refuse(
                f'statistics.{name}()\'s {keyword} takes an int or a float, not "{c.type.display()}"'
            )
        if data is None:
            return _UNDEFINED
        items, kind = data
        if c_kind is not None:  # CPython sums (x - c) ** 2: a float if either is one
            kind = "float" if "float" in (kind, c_kind) else "int" if kind == c_kind == "int" else "real"
        root = "stdev" in name
        helper = site.b.call_helper(
            "$variance",
            items,
            js.Bool(kind == "int"),
            c.js if c is not None else js.Null(),
            js.Bool(not name.startswith("p")),
            js.Bool(root),
        )
        return TExpr(helper, FLOAT if root else _CONVERTED[kind])

    return rule


def _quantiles(site: CallSite) -> TExpr:
    """quantiles(data, *, n=4, method='exclusive'): floats always (a true division)."""
    data = _numbers(site, "quantiles", site.args[0])
    n, method = site.keywords.get("n"), site.keywords.get("method")
    if n is not None and not (is_int(n.type) and widen(n.type) == INT):
        return site.refuse(f'statistics.quantiles()\'s n takes an int, not "{n.type.display()}"')
    if method is not None and not is_str(widen(method.type)):
        return site.refuse(f'statistics.quantiles()\'s method takes a str, not "{method.type.display()}"')
    if data is None:
        return _UNDEFINED
    items, kind = data
    cuts = site.b.call_helper(
        "$quantiles",
        items,
        n.js if n is not None else js.Num("4"),
        method.js if method is not None else js.Str("exclusive"),
        js.Bool(kind == "int"),
    )
    return TExpr(cuts, ListType(FLOAT))


def _error(site: CallSite) -> TExpr:
    """`raise StatisticsError("...")`: the class the helpers raise, a ValueError."""
    if site.args and not is_str(widen(site.args[0].type)):
        return site.refuse("an exception's message must be a str here (convert it with str())")
    return TExpr(js.New(site.b.helper("$StatisticsError"), [a.js for a in site.args]), error_type())


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("statistics", "StatisticsError"): arity(0, 1, _error),
    ("statistics", "mean"): arity(1, 1, _mean),
    ("statistics", "fmean"): arity(1, 2, _fmean, ("weights",)),
    ("statistics", "median"): arity(1, 1, _median("mid")),
    ("statistics", "median_low"): arity(1, 1, _median("low")),
    ("statistics", "median_high"): arity(1, 1, _median("high")),
    ("statistics", "mode"): arity(1, 1, _mode(False)),
    ("statistics", "multimode"): arity(1, 1, _mode(True)),
    ("statistics", "variance"): arity(1, 2, _spread("variance"), ("xbar",)),
    ("statistics", "pvariance"): arity(1, 2, _spread("pvariance"), ("mu",)),
    ("statistics", "stdev"): arity(1, 2, _spread("stdev"), ("xbar",)),
    ("statistics", "pstdev"): arity(1, 2, _spread("pstdev"), ("mu",)),
    ("statistics", "quantiles"): arity(1, 1, _quantiles, ("n", "method")),
}

MODULE_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    ("statistics", "StatisticsError"): (js.Name("$StatisticsError"), ANY),  # a runtime helper
}
