"""`fnmatch`: shell patterns (`*.py`, `[!_]*`), matched by a runtime helper that builds the RegExp
CPython 3.11's `fnmatch.translate` builds. On POSIX, the platform Workers' Python code is written for,
`fnmatch` does not fold case, so it is `fnmatchcase`."""

from __future__ import annotations

from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    STR,
    IteratorType,
    ListType,
    SetType,
    TupleType,
    is_str,
    widen,
)


def _match(site: CallSite) -> TExpr:
    """fnmatch(name, pat) / fnmatchcase(name, pat) -> bool."""
    for arg in site.args:
        if not is_str(widen(arg.type)):
            return site.refuse(f'fnmatch() of "{arg.type.display()}": it takes a str name and pattern here')
    name, pat = site.args
    return TExpr(site.b.call_helper("$fnmatch", name.js, pat.js), BOOL)


def _filter(site: CallSite) -> TExpr:
    """filter(names, pat) -> the names that match, as a list."""
    names, pat = site.args
    t = widen(names.type)
    strs = (
        isinstance(t, (ListType, SetType, IteratorType))
        and is_str(widen(t.item))
        or isinstance(t, TupleType)
        and all(is_str(widen(i)) for i in t.items)
    )
    if not strs or not is_str(widen(pat.type)):
        return site.refuse(
            f'fnmatch.filter() of "{names.type.display()}" and "{pat.type.display()}": it takes str names '
            "and a str pattern here"
        )
    return TExpr(site.b.call_helper("$fnmatchFilter", names.js, pat.js), ListType(STR))


FNMATCH_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("fnmatch", "fnmatch"): arity(2, 2, _match),
    ("fnmatch", "fnmatchcase"): arity(2, 2, _match),
    ("fnmatch", "filter"): arity(2, 2, _filter),
}
