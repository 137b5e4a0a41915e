"""`urllib.parse` beyond quote/unquote: quote_plus, unquote_plus, urlencode, parse_qs, parse_qsl,
urlsplit, urlparse, urlunsplit, urlunparse and urljoin, each a runtime helper ported from CPython
3.11.7's `urllib/parse.py` (its ValueErrors included). urlsplit's and urlparse's results are tuples of
str (JS Arrays, as a NamedTuple's instances are) with the named fields, username, password,
hostname, port and geturl()."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.library_types import PARSE_RESULT, SPLIT_RESULT
from generator.transpile.resolve.types import (
    BOOL,
    FLOAT,
    INT,
    NONE,
    STR,
    BytesType,
    DictType,
    ListType,
    TupleType,
    Type,
    UnionType,
    is_dynamic,
    is_str,
    widen,
)

SPLIT_TYPE = SPLIT_RESULT.instance()
PARSE_TYPE = PARSE_RESULT.instance()


def _argument(site: CallSite, index: int, name: str) -> TExpr | None:
    """The argument at `index` or named `name`, if given."""
    if len(site.args) > index:
        return site.args[index]
    return site.keywords.get(name)


def _strs(site: CallSite, *names: str) -> str | None:
    """Why the str arguments at these positions (or keywords) are not strs, or None."""
    for index, name in enumerate(names):
        arg = _argument(site, index, name)
        if arg is not None and not is_str(widen(arg.type)):
            return f'{name} of "{arg.type.display()}": it takes a str here'
    return None


def _flag(site: CallSite, index: int, name: str, default: bool) -> js.Expr | str:
    """A flag Python reads by truth (a bool or an int here, whose truth JS shares), or why not."""
    arg = _argument(site, index, name)
    if arg is None:
        return js.Bool(default)
    if widen(arg.type) not in (BOOL, INT):
        return f'{name}= of "{arg.type.display()}": it takes a bool here'
    return arg.js


def _str_rule(helper: str, *names: str, defaults: tuple[str, ...] = ()) -> Rule:
    """A helper over str arguments; missing trailing ones take their str defaults."""

    def rule(site: CallSite) -> TExpr:
        why = _strs(site, *names)
        if why is not None:
            return site.refuse(why)
        given = [_argument(site, i, n) for i, n in enumerate(names)]
        args: list[js.Expr] = []
        for i, arg in enumerate(given):
            if arg is not None:
                args.append(arg.js)
            elif i >= len(names) - len(defaults):
                args.append(js.Str(defaults[i - (len(names) - len(defaults))]))
        return TExpr(site.b.call_helper(helper, *args), STR)

    return rule


def _split(helper: str, result: Type) -> Rule:
    """urlsplit/urlparse(url, scheme="", allow_fragments=True)."""

    def rule(site: CallSite) -> TExpr:
        why = _strs(site, "url", "scheme")
        if why is not None:
            return site.refuse(why)
        allow = _flag(site, 2, "allow_fragments", True)
        if isinstance(allow, str):
            return site.refuse(allow)
        scheme = _argument(site, 1, "scheme")
        url = site.args[0].js
        return TExpr(site.b.call_helper(helper, url, scheme.js if scheme else js.Str(""), allow), result)

    return rule


def _urljoin(site: CallSite) -> TExpr:
    why = _strs(site, "base", "url")
    if why is not None:
        return site.refuse(why)
    allow = _flag(site, 2, "allow_fragments", True)
    if isinstance(allow, str):
        return site.refuse(allow)
    return TExpr(site.b.call_helper("$urljoin", site.args[0].js, site.args[1].js, allow), STR)


def _unsplit(helper: str, count: int) -> Rule:
    """urlunsplit/urlunparse(components): a tuple of `count` strs (a result of urlsplit/urlparse is one)."""

    def rule(site: CallSite) -> TExpr:
        (parts,) = site.args
        t = widen(parts.type)
        if not (
            isinstance(t, TupleType) and len(t.items) == count and all(is_str(widen(i)) for i in t.items)
        ):
            name = helper[1:]
            return site.refuse(f'{name}() of "{parts.type.display()}": it takes a tuple of {count} strs here')
        return TExpr(site.b.call_helper(helper, parts.js), STR)

    return rule


def _parse_qs(helper: str, result: Type) -> Rule:
    """parse_qs/parse_qsl(qs, keep_blank_values=False, strict_parsing=False, *, max_num_fields=None,
    separator="&")."""

    def rule(site: CallSite) -> TExpr:
        why = _strs(site, "qs")
        if why is not None:
            return site.refuse(why)
        flags: list[js.Expr] = []
        for index, name in ((1, "keep_blank_values"), (2, "strict_parsing")):
            flag = _flag(site, index, name, False)
            if isinstance(flag, str):
                return site.refuse(flag)
            flags.append(flag)
        most = site.keywords.get("max_num_fields")
        if most is not None and not all(
            widen(o) in (INT, NONE)
            for o in (most.type.options if isinstance(most.type, UnionType) else (most.type,))
        ):
            return site.refuse(f'max_num_fields= of "{most.type.display()}": it takes an int or None')
        separator = site.keywords.get("separator")
        if separator is not None and not is_str(widen(separator.type)):
            return site.refuse(f'separator= of "{separator.type.display()}": it takes a str here')
        args = [
            site.args[0].js,
            *flags,
            most.js if most is not None else js.Null(),
            separator.js if separator is not None else js.Str("&"),
        ]
        return TExpr(site.b.call_helper(helper, *args), result)

    return rule


_ATOMS = (STR, INT, BOOL, FLOAT, NONE)


def _encodable(t: Type, *, sequence: bool) -> bool:
    """Whether urlencode turns a value of this type into what str() prints (`sequence`: as doseq
    may take a list or tuple of them); bytes are quoted as bytes in Python: not here."""
    t = widen(t)
    if t in _ATOMS or is_dynamic(t) or is_str(t):
        return True
    if isinstance(t, UnionType):
        return all(_encodable(o, sequence=sequence) for o in t.options)
    if sequence and isinstance(t, ListType):
        return _encodable(t.item, sequence=False)
    if sequence and isinstance(t, TupleType) and t.named is None:
        return all(_encodable(i, sequence=False) for i in t.items)
    return False


def _urlencode(site: CallSite) -> TExpr:
    """urlencode(query, doseq=False, safe=""): a dict, or a list of (key, value) tuples."""
    query = site.args[0]
    t = widen(query.type)
    if isinstance(t, DictType) and t.is_map:
        return site.refuse(f'urlencode() of "{query.type.display()}": it takes a dict of str keys here')
    if isinstance(t, DictType):
        key, value = t.key, t.value
    elif isinstance(t, ListType) and isinstance(pair := widen(t.item), TupleType) and len(pair.items) == 2:
        key, value = pair.items
    else:
        return site.refuse(
            f'urlencode() of "{query.type.display()}": it takes a dict or a list of (key, value) tuples here'
        )
    doseq = _flag(site, 1, "doseq", False)
    if isinstance(doseq, str):
        return site.refuse(doseq)
    safe = _argument(site, 2, "safe")
    if safe is not None and not is_str(widen(safe.type)):
        return site.refuse(f'safe= of "{safe.type.display()}": it takes a str here')
    many = not (isinstance(doseq, js.Bool) and not doseq.value)
    if isinstance(widen(key), BytesType) or not _encodable(key, sequence=False):
        return site.refuse(
            f'urlencode() keys of "{key.display()}": it takes str, int, float or bool keys here'
        )
    if not _encodable(value, sequence=True) or (not many and not printing.printable(value)):
        return site.refuse(
            f'urlencode() values of "{value.display()}": it takes str, int, float or bool values'
            " (or lists of them) here"
        )
    shapes = [printing.shape(key), printing.shape(value)]
    args = [query.js, doseq, safe.js if safe is not None else js.Str(""), *shapes]
    quote_via = site.keywords.get("quote_via")
    if quote_via is not None:
        if not (isinstance(quote_via.js, js.Name) and quote_via.js.id in ("$quote", "$quotePlus")):
            return site.refuse("urlencode(quote_via=...) takes urllib.parse.quote or quote_plus here")
        args.append(quote_via.js)
    return TExpr(site.b.call_helper("$urlencode", *args), STR)


URL_PARSE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("urllib.parse", "quote_plus"): arity(
        1, 2, _str_rule("$quotePlus", "string", "safe", defaults=("",)), ("safe",)
    ),
    ("urllib.parse", "unquote_plus"): arity(1, 1, _str_rule("$unquotePlus", "string")),
    ("urllib.parse", "urlencode"): arity(1, 3, _urlencode, ("doseq", "safe", "quote_via")),
    ("urllib.parse", "parse_qs"): arity(
        1,
        3,
        _parse_qs("$parseQs", DictType(STR, ListType(STR))),
        ("keep_blank_values", "strict_parsing", "max_num_fields", "separator"),
    ),
    ("urllib.parse", "parse_qsl"): arity(
        1,
        3,
        _parse_qs("$parseQsl", ListType(TupleType((STR, STR)))),
        ("keep_blank_values", "strict_parsing", "max_num_fields", "separator"),
    ),
    ("urllib.parse", "urlsplit"): arity(1, 3, _split("$urlsplit", SPLIT_TYPE), ("scheme", "allow_fragments")),
    ("urllib.parse", "urlparse"): arity(1, 3, _split("$urlparse", PARSE_TYPE), ("scheme", "allow_fragments")),
    ("urllib.parse", "urlunsplit"): arity(1, 1, _unsplit("$urlunsplit", 5)),
    ("urllib.parse", "urlunparse"): arity(1, 1, _unsplit("$urlunparse", 6)),
    ("urllib.parse", "urljoin"): arity(2, 3, _urljoin, ("allow_fragments",)),
}
