"""`random` and `secrets`, unseeded: a value of the range Python would draw from, with CPython
3.11's errors for an empty range or sequence (`$randrange`, `$choice`, `$sample`...). No sequence is
Python's (a seeded `random.seed(n)` run is refused): any value a fresh interpreter might give is
Python's meaning."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.types import (
    BOOL,
    BYTES,
    FLOAT,
    INT,
    NONE,
    STR,
    ListType,
    TupleType,
    Type,
    is_int,
    is_number,
    is_str,
    union,
    widen,
)


def _ints(site: CallSite, helper: str) -> TExpr:
    """`randint(a, b)`, `randrange(stop)`, `randrange(start, stop, step)`, `randbelow(n)`: ints."""
    for arg in site.args:
        if not is_int(arg.type) or widen(arg.type) == BOOL:
            return site.refuse(f'expected an int, got "{arg.type.display()}"')
    return TExpr(site.b.call_helper(helper, *(a.js for a in site.args)), INT)


def _sequence_item(t: Type) -> Type | None:
    """The item of what `choice` and `sample` index: a list, tuple or str (not a set)."""
    t = widen(t)
    if isinstance(t, ListType) and not t.view:
        return t.item
    if isinstance(t, TupleType):
        return union(*t.items) if t.items else None
    return t if is_str(t) else None


def _choice(site: CallSite) -> TExpr:
    (seq,) = site.args
    item = _sequence_item(seq.type)
    if item is None:
        return site.refuse(f'choice() takes a list, tuple or str, not "{seq.type.display()}"')
    return TExpr(site.b.call_helper("$choice", seq.js), item)


def _sample(site: CallSite) -> TExpr:
    population, k = site.args
    item = _sequence_item(population.type)
    if item is None:
        return site.refuse(f'sample() takes a list, tuple or str, not "{population.type.display()}"')
    if not is_int(k.type) or widen(k.type) == BOOL:
        return site.refuse(f'sample() takes an int count, not "{k.type.display()}"')
    return TExpr(site.b.call_helper("$sample", population.js, k.js), ListType(item))


def _shuffle(site: CallSite) -> TExpr:
    (xs,) = site.args
    t = widen(xs.type)
    if not (isinstance(t, ListType) and not t.view and not t.is_tuple):
        return site.refuse(f'shuffle() takes a list, not "{xs.type.display()}"')
    return TExpr(site.b.call_helper("$shuffle", xs.js), NONE)


def _uniform(site: CallSite) -> TExpr:
    for arg in site.args:
        if not is_number(arg.type):
            return site.refuse(f'uniform() takes numbers, not "{arg.type.display()}"')
    low, high = site.args
    return TExpr(site.b.call_helper("$uniform", low.js, high.js), FLOAT)


def _random(site: CallSite) -> TExpr:
    return TExpr(js.Call(js.Member(js.Name("Math"), "random"), []), FLOAT)


def _token(helper: str, result: Type) -> Rule:
    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_int(arg.type) or widen(arg.type) == BOOL:
                return site.refuse(f'expected an int count of bytes, got "{arg.type.display()}"')
        return TExpr(site.b.call_helper(helper, *(as_index(a) for a in site.args)), result)

    return rule


RANDOM_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("random", "random"): arity(0, 0, _random),
    ("random", "randint"): arity(2, 2, lambda site: _ints(site, "$randint")),
    ("random", "randrange"): arity(1, 3, lambda site: _ints(site, "$randrange")),
    ("random", "choice"): arity(1, 1, _choice),
    ("random", "sample"): arity(2, 2, _sample),
    ("random", "shuffle"): arity(1, 1, _shuffle),
    ("random", "uniform"): arity(2, 2, _uniform),
    ("secrets", "randbelow"): arity(1, 1, lambda site: _ints(site, "$randbelow")),
    ("secrets", "choice"): arity(1, 1, _choice),
    ("secrets", "token_bytes"): arity(0, 1, _token("$tokenBytes", BYTES)),
    ("secrets", "token_urlsafe"): arity(0, 1, _token("$tokenUrlsafe", STR)),
}
