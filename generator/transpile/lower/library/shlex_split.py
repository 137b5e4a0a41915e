"""`shlex.split` and `shlex.join`: split is a runtime helper ported from CPython 3.11's `shlex` class
(read_token's state machine with whitespace_split=True), in posix mode and not, with `comments=`; its
ValueErrors ("No closing quotation", "No escaped character") as CPython raises them."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    INT,
    STR,
    ListType,
    TupleType,
    is_str,
    widen,
)


def _flag(site: CallSite, index: int, name: str, default: bool) -> js.Expr | str:
    """A flag Python reads by truth (a bool or an int, whose truth JS shares), or why not."""
    arg = site.args[index] if len(site.args) > index else site.keywords.get(name)
    if arg is None:
        return js.Bool(default)
    if widen(arg.type) not in (BOOL, INT):
        return f'shlex.split() {name}= of "{arg.type.display()}": it takes a bool here'
    return arg.js


def _split(site: CallSite) -> TExpr:
    """shlex.split(s, comments=False, posix=True) -> list[str]."""
    text = site.args[0]
    if not is_str(widen(text.type)):
        return site.refuse(f'shlex.split() of "{text.type.display()}": it takes a str here')
    flags: list[js.Expr] = []
    for index, name, default in ((1, "comments", False), (2, "posix", True)):
        flag = _flag(site, index, name, default)
        if isinstance(flag, str):
            return site.refuse(flag)
        flags.append(flag)
    return TExpr(site.b.call_helper("$shlexSplit", text.js, *flags), ListType(STR))


def _join(site: CallSite) -> TExpr:
    """shlex.join(words): each quoted by shlex.quote, joined with spaces."""
    (words,) = site.args
    t = widen(words.type)
    if not (
        (isinstance(t, ListType) and is_str(t.item))
        or (isinstance(t, TupleType) and all(is_str(i) for i in t.items))
    ):
        return site.refuse(f'shlex.join() of "{words.type.display()}": it takes a list of str here')
    quoted = js.Call(js.Member(words.js, "map"), [site.b.helper("$shlexQuote")])
    return TExpr(js.Call(js.Member(quoted, "join"), [js.Str(" ")]), STR)


SHLEX_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("shlex", "split"): arity(1, 3, _split, ("comments", "posix")),
    ("shlex", "join"): arity(1, 1, _join),
}
