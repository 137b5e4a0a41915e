"""Functions and constants of the stdlib modules a worker may import (`json`, `asyncio`, `math`,
`time`, `string`, `shlex`, `secrets`, `urllib.parse`, `functools`, `posixpath`/`os.path`), each with
Python's results."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.library import datetimes, regex, uuids
from generator.transpile.lower.library.bytes_methods import BASE64_FUNCTIONS
from generator.transpile.lower.library.hashing import HASHING_FUNCTIONS
from generator.transpile.lower.library.iter_tools import ITERTOOLS_FUNCTIONS
from generator.transpile.lower.library.posix_path import POSIX_PATH_CONSTANTS, POSIX_PATH_FUNCTIONS
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call
from generator.transpile.lower.library.shlex_split import SHLEX_FUNCTIONS
from generator.transpile.lower.library.url_parse import URL_PARSE_FUNCTIONS
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    FLOAT,
    INT,
    NONE,
    STR,
    AwaitableType,
    TupleType,
    Type,
    is_dynamic,
    is_number,
    is_str,
    widen,
)


def _dumps(site: CallSite) -> TExpr:
    return printing.json_dumps(site.b, site.node, site.args[0], site.keywords)


def _gather(site: CallSite) -> TExpr:
    """asyncio.gather(a, b): `Promise.all([a, b])`, the results in order; the first error is raised
    (the other calls, already running, go on in both languages)."""
    results: list[Type] = []
    for arg in site.args:
        t = widen(arg.type)
        if not (isinstance(t, AwaitableType) or is_dynamic(t)):
            return site.refuse(f'asyncio.gather() takes awaitables, not "{arg.type.display()}"')
        results.append(t.result if isinstance(t, AwaitableType) else ANY)
    call = js_call("Promise.all", [js.Array([a.js for a in site.args])])
    return TExpr(call, AwaitableType(TupleType(tuple(results))))


def _sleep(site: CallSite) -> TExpr:
    """asyncio.sleep(seconds): a timer, in milliseconds."""
    (delay,) = site.args
    if not is_number(delay.type):
        return site.refuse(f'asyncio.sleep() takes seconds, not "{delay.type.display()}"')
    resolve = js.Name("resolve")
    wait = js.Call(js.Name("setTimeout"), [resolve, js.Binary("*", delay.js, js.Num("1000"))])
    promise = js.New(js.Name("Promise"), [js.Arrow([js.Param(resolve)], wait)])
    return TExpr(promise, AwaitableType(NONE))


def _number_helper(helper: str, result: Type) -> Rule:
    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_number(arg.type):
                return site.refuse(f'expected a number, got "{arg.type.display()}"')
        return TExpr(site.b.call_helper(helper, *(a.js for a in site.args)), result)

    return rule


def _math(function: str, result: Type) -> Rule:
    """A `Math` function whose result is Python's for every number (no domain error to raise)."""

    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_number(arg.type):
                return site.refuse(f'expected a number, got "{arg.type.display()}"')
        return TExpr(js_call(f"Math.{function}", [a.js for a in site.args]), result)

    return rule


def _str_helper(helper: str, result: Type) -> Rule:
    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_str(widen(arg.type)):
                return site.refuse(f'expected a str, got "{arg.type.display()}"')
        return TExpr(site.b.call_helper(helper, *(a.js for a in site.args)), result)

    return rule


def _quote(site: CallSite) -> TExpr:
    """urllib.parse.quote(s, safe="/"): Python's set of characters kept as they are."""
    safe = site.keywords.get("safe") or (site.args[1] if len(site.args) > 1 else None)
    for name, arg in (("string", site.args[0]), ("safe", safe)):
        if arg is not None and not is_str(widen(arg.type)):
            return site.refuse(f'quote() {name} of "{arg.type.display()}": it takes a str here')
    return TExpr(site.b.call_helper("$quote", site.args[0].js, safe.js if safe else js.Str("/")), STR)


def _reduce(site: CallSite) -> TExpr:
    """functools.reduce(f, items[, initial]): TypeError for an empty list without an initial value."""
    return TExpr(site.b.call_helper("$reduce", *(a.js for a in site.args)), ANY)


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("asyncio", "gather"): arity(0, 99, _gather),
    ("asyncio", "sleep"): arity(1, 1, _sleep),
    ("json", "dumps"): arity(1, 1, _dumps, ("indent", "sort_keys", "separators")),
    ("json", "loads"): arity(
        1, 1, lambda site: TExpr(site.b.call_helper("$jsonLoads", site.args[0].js), ANY)
    ),
    ("math", "floor"): arity(1, 1, _number_helper("$floor", INT)),
    ("math", "ceil"): arity(1, 1, _number_helper("$ceil", INT)),
    ("math", "trunc"): arity(1, 1, _number_helper("$truncate", INT)),
    ("math", "sqrt"): arity(1, 1, _number_helper("$sqrt", FLOAT)),
    ("math", "log"): arity(1, 2, _number_helper("$log", FLOAT)),
    ("math", "exp"): arity(1, 1, _math("exp", FLOAT)),
    ("math", "fabs"): arity(1, 1, _math("abs", FLOAT)),
    ("math", "isnan"): arity(1, 1, lambda site: TExpr(js_call("Number.isNaN", [site.args[0].js]), BOOL)),
    ("math", "isinf"): arity(1, 1, _number_helper("$isinf", BOOL)),
    ("math", "isfinite"): arity(
        1, 1, lambda site: TExpr(js_call("Number.isFinite", [site.args[0].js]), BOOL)
    ),
    ("time", "time"): arity(
        0, 0, lambda site: TExpr(js.Binary("/", js_call("Date.now", []), js.Num("1000")), FLOAT)
    ),
    ("shlex", "quote"): arity(1, 1, _str_helper("$shlexQuote", STR)),
    ("secrets", "token_hex"): arity(0, 1, _number_helper("$tokenHex", STR)),
    ("urllib.parse", "quote"): arity(1, 2, _quote, ("safe",)),
    ("urllib.parse", "unquote"): arity(1, 1, _str_helper("$unquote", STR)),
    ("functools", "reduce"): arity(2, 3, _reduce),
    ("textwrap", "dedent"): arity(1, 1, _str_helper("$dedent", STR)),
    **BASE64_FUNCTIONS,
    **ITERTOOLS_FUNCTIONS,
    **HASHING_FUNCTIONS,
    **URL_PARSE_FUNCTIONS,
    **SHLEX_FUNCTIONS,
    **POSIX_PATH_FUNCTIONS,
    **regex.MODULE_FUNCTIONS,
    **uuids.MODULE_FUNCTIONS,
    **datetimes.MODULE_FUNCTIONS,
}

#: Constants of the stdlib modules: (module, name) -> JS value and type.
MODULE_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    ("json", "JSONDecodeError"): (js.Name("$JSONDecodeError"), ANY),  # a runtime helper
    ("binascii", "Error"): (js.Name("$BinasciiError"), ANY),
    ("math", "pi"): (js.Member(js.Name("Math"), "PI"), FLOAT),
    ("math", "e"): (js.Member(js.Name("Math"), "E"), FLOAT),
    ("math", "tau"): (js.Binary("*", js.Num("2"), js.Member(js.Name("Math"), "PI")), FLOAT),
    ("math", "inf"): (js.Name("Infinity"), FLOAT),
    ("math", "nan"): (js.Name("NaN"), FLOAT),
    ("string", "ascii_lowercase"): (js.Str("abcdefghijklmnopqrstuvwxyz"), STR),
    ("string", "ascii_uppercase"): (js.Str("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), STR),
    ("string", "ascii_letters"): (js.Str("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"), STR),
    ("string", "digits"): (js.Str("0123456789"), STR),
    ("string", "hexdigits"): (js.Str("0123456789abcdefABCDEF"), STR),
    ("string", "octdigits"): (js.Str("01234567"), STR),
    ("string", "punctuation"): (js.Str("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"), STR),
    ("string", "whitespace"): (js.Str(" \t\n\r\x0b\x0c"), STR),
    **POSIX_PATH_CONSTANTS,
    **regex.MODULE_CONSTANTS,
    **datetimes.MODULE_CONSTANTS,
}

#: Methods of the stdlib classes that are not plain calls, by class family.
CLASS_RULES: dict[str, dict[str, Rule]] = {**regex.CLASS_RULES, **datetimes.CLASS_RULES}
