"""`posixpath`, which `os.path` is on Linux (`import os.path`, `from os import path`, `import
posixpath`): its pure functions of str paths, each a runtime helper ported from CPython 3.11's
`posixpath.py` (and `genericpath.py`), its ValueErrors included. Bytes paths are refused, and so is
what reads the file system or the working directory (`exists`, `abspath`, relpath without `start`)."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    STR,
    ListType,
    SetType,
    TupleType,
    Type,
    is_str,
    widen,
)

MODULES = ("posixpath", "os.path")
_PAIR = TupleType((STR, STR))


def _not_strs(site: CallSite, function: str, args: list[TExpr]) -> TExpr | None:
    """A refusal when an argument is not a str (bytes paths are another function's results)."""
    for arg in args:
        if not is_str(widen(arg.type)):
            return site.refuse(f'{function}() of "{arg.type.display()}": it takes a str path here')
    return None


def _helper(function: str, helper: str, result: Type) -> Rule:
    def rule(site: CallSite) -> TExpr:
        refused = _not_strs(site, function, site.args)
        if refused is not None:
            return refused
        return TExpr(site.b.call_helper(helper, *(a.js for a in site.args)), result)

    return rule


def _isabs(site: CallSite) -> TExpr:
    refused = _not_strs(site, "isabs", site.args)
    if refused is not None:
        return refused
    return TExpr(js.Call(js.Member(site.args[0].js, "startsWith"), [js.Str("/")]), BOOL)


def _same(function: str) -> Rule:
    """normcase(p): p itself on posix."""

    def rule(site: CallSite) -> TExpr:
        refused = _not_strs(site, function, site.args)
        return refused if refused is not None else TExpr(site.args[0].js, STR)

    return rule


def _splitdrive(site: CallSite) -> TExpr:
    """splitdrive(p): ("", p) on posix."""
    refused = _not_strs(site, "splitdrive", site.args)
    if refused is not None:
        return refused
    return TExpr(js.Array([js.Str(""), site.args[0].js]), _PAIR)


def _relpath(site: CallSite) -> TExpr:
    """relpath(path, start): without start it is relative to os.getcwd(), which a worker lacks."""
    start = site.args[1] if len(site.args) > 1 else site.keywords.get("start")
    if start is None:
        return site.refuse(
            "relpath() without start is relative to the working directory, which a worker does not"
            " have: pass start"
        )
    refused = _not_strs(site, "relpath", [site.args[0], start])
    if refused is not None:
        return refused
    return TExpr(site.b.call_helper("$pathRelpath", site.args[0].js, start.js), STR)


def _strs(t: Type, *, sets: bool) -> bool:
    """A list or tuple (or, with `sets`, a set) of str."""
    t = widen(t)
    if isinstance(t, ListType) or (sets and isinstance(t, SetType)):
        return is_str(t.item)
    return isinstance(t, TupleType) and t.named is None and all(is_str(i) for i in t.items)


def _common(function: str, helper: str, *, sets: bool) -> Rule:
    """commonpath(paths) (any iterable: a set too), commonprefix(m) (Python indexes it: no set)."""

    def rule(site: CallSite) -> TExpr:
        (paths,) = site.args
        if not _strs(paths.type, sets=sets):
            kinds = "a list, tuple or set" if sets else "a list or tuple"
            return site.refuse(
                f'{function}() of "{paths.type.display()}": it takes {kinds} of str paths here'
            )
        return TExpr(site.b.call_helper(helper, paths.js), STR)

    return rule


_RULES: dict[str, Rule] = {
    "join": arity(1, 99, _helper("join", "$pathJoin", STR)),
    "basename": arity(1, 1, _helper("basename", "$pathBasename", STR)),
    "dirname": arity(1, 1, _helper("dirname", "$pathDirname", STR)),
    "split": arity(1, 1, _helper("split", "$pathSplit", _PAIR)),
    "splitext": arity(1, 1, _helper("splitext", "$pathSplitext", _PAIR)),
    "normpath": arity(1, 1, _helper("normpath", "$pathNormpath", STR)),
    "isabs": arity(1, 1, _isabs),
    "normcase": arity(1, 1, _same("normcase")),
    "splitdrive": arity(1, 1, _splitdrive),
    "relpath": arity(1, 2, _relpath, ("start",)),
    "commonpath": arity(1, 1, _common("commonpath", "$pathCommonpath", sets=True)),
    "commonprefix": arity(1, 1, _common("commonprefix", "$pathCommonprefix", sets=False)),
}

POSIX_PATH_FUNCTIONS: dict[tuple[str, str], Rule] = {
    (module, name): rule for module in MODULES for name, rule in _RULES.items()
}

#: The functions that take `*parts` after their first argument (`join(root, *parts)`): a JS spread.
SPREAD_FUNCTIONS = frozenset((module, "join") for module in MODULES)

_CONSTANTS = {"sep": "/", "curdir": ".", "pardir": "..", "extsep": ".", "pathsep": ":"}

POSIX_PATH_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    (module, name): (js.Str(value), STR) for module in MODULES for name, value in _CONSTANTS.items()
}
