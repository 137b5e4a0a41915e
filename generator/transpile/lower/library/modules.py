"""Functions and constants of the stdlib modules a worker may import (`json`, `asyncio`, `math`,
`time`, `string`, `shlex`, `fnmatch`, `html`, `secrets`, `urllib.parse`, `functools`, `heapq`, `posixpath`/`os.path`,
`statistics`, `string.Template`), each with
Python's results."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import coroutines, printing
from generator.transpile.lower.library import (
    bisection,
    csv_writing,
    datetimes,
    heaps,
    loggers,
    regex,
    statistics_module,
    string_templates,
    uuids,
)
from generator.transpile.lower.library.bytes_methods import BASE64_FUNCTIONS, lent
from generator.transpile.lower.library.csv_reading import CSV_CONSTANTS, CSV_FUNCTIONS
from generator.transpile.lower.library.getters import getter
from generator.transpile.lower.library.hashing import CLASS_RULES as HASH_RULES
from generator.transpile.lower.library.hashing import HASHING_FUNCTIONS
from generator.transpile.lower.library.iter_tools import (
    ITERTOOLS_FUNCTIONS,
    ITERTOOLS_NODE_RULES,
    item_of,
    iterated_keys,
)
from generator.transpile.lower.library.posix_path import POSIX_PATH_CONSTANTS, POSIX_PATH_FUNCTIONS
from generator.transpile.lower.library.randomness import RANDOM_FUNCTIONS
from generator.transpile.lower.library.reducing import reduce_call
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call
from generator.transpile.lower.library.shell_patterns import FNMATCH_FUNCTIONS
from generator.transpile.lower.library.shlex_split import SHLEX_FUNCTIONS
from generator.transpile.lower.library.url_parse import URL_PARSE_FUNCTIONS
from generator.transpile.lower.library.wrapping import TEXTWRAP_FUNCTIONS
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.bindings import error_type
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    FLOAT,
    INT,
    NONE,
    REAL,
    STR,
    AwaitableType,
    CallableType,
    TupleType,
    Type,
    is_bytes_like,
    is_dynamic,
    is_int,
    is_number,
    is_str,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def _dumps(site: CallSite) -> TExpr:
    return printing.json_dumps(site.b, site.node, site.args[0], site.keywords)


def _gather(site: CallSite, settled: bool = False) -> TExpr:
    """asyncio.gather(a, b): `Promise.all([a, b])`, the results in order; the first error is raised
    (the other calls, already running, go on in both languages). Awaitables given by name may be one
    object twice (`gather(c, d)` after `d = c`), which Python runs once: `$gather`. `settled`
    (`return_exceptions=True`): each error its task's result (`$gatherSettled`)."""
    results: list[Type] = []
    args = coroutines.gathered(site.b, site.node, site.args)
    for arg in args:
        t = widen(arg.type)
        if not (isinstance(t, AwaitableType) or is_dynamic(t)):
            return site.refuse(f'asyncio.gather() takes awaitables, not "{arg.type.display()}"')
        result = t.result if isinstance(t, AwaitableType) else ANY
        results.append(union(result, error_type()) if settled else result)
    items = js.Array([a.js for a in args])
    held = [a for a in site.node.args if a.keyword is None and not isinstance(a.value, cst.Call)]
    if settled:  # each error a result, as Python's `return_exceptions=True`
        call = site.b.call_helper("$gatherSettled", items)
    else:
        call = site.b.call_helper("$gather", items) if len(held) >= 2 else js_call("Promise.all", [items])
    return TExpr(call, AwaitableType(TupleType(tuple(results), as_list=True)))


_FORMS = ("NFC", "NFKC", "NFD", "NFKD")


def _normalize(site: CallSite) -> TExpr:
    """unicodedata.normalize(form, s): JS's own `normalize` (the runtime's Unicode version, see the
    README's Unicode note); a form that is none of the four is Python's ValueError."""
    form, text = site.args
    if not (is_str(widen(form.type)) and is_str(widen(text.type))):
        return site.refuse("unicodedata.normalize() takes a form and a str")
    if isinstance(form.js, js.Str):
        if form.js.value not in _FORMS:
            return site.refuse("Python raises ValueError: invalid normalization form")
        return TExpr(js.Call(js.Member(text.js, "normalize"), [form.js]), STR)
    return TExpr(site.b.call_helper("$normalize", form.js, text.js), STR)


def _sleep(site: CallSite) -> TExpr:
    """asyncio.sleep(seconds): a timer, in milliseconds (`$sleep`: the delay is an argument, evaluated
    where the call stands)."""
    (delay,) = site.args
    if not is_number(delay.type):
        return site.refuse(f'asyncio.sleep() takes seconds, not "{delay.type.display()}"')
    return TExpr(site.b.call_helper("$sleep", delay.js), AwaitableType(NONE))


def _number_helper(helper: str, result: Type) -> Rule:
    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_number(arg.type):
                return site.refuse(f'expected a number, got "{arg.type.display()}"')
        return TExpr(site.b.call_helper(helper, *(as_index(a) for a in site.args)), result)

    return rule


def _scaled(factor: js.Expr) -> Rule:
    """`math.degrees(x)`: x times a constant, a float."""

    def rule(site: CallSite) -> TExpr:
        (arg,) = site.args
        if not is_number(arg.type):
            return site.refuse(f'expected a number, got "{arg.type.display()}"')
        return TExpr(js.Binary("*", as_index(arg), factor), FLOAT)

    return rule


def _math(function: str, result: Type) -> Rule:
    """A JS function of numbers (`Math.hypot`, `Number.isNaN`: `Math.` unless named) whose result is
    Python's for every number (no domain error to raise); a bool is its int."""
    callee = function if "." in function else f"Math.{function}"

    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_number(arg.type):
                return site.refuse(f'expected a number, got "{arg.type.display()}"')
        return TExpr(js_call(callee, [as_index(a) for a in site.args]), result)

    return rule


def _int_helper(helper: str) -> Rule:
    """An integer function of `math` (gcd, comb, isqrt...): exact, with CPython's ValueErrors."""

    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_int(arg.type):
                return site.refuse(f'expected an int, got "{arg.type.display()}"')
        return TExpr(site.b.call_helper(helper, *(a.js for a in site.args)), INT)

    return rule


def _inexact(function: str, measured: str) -> Rule:
    """A `math` function whose `Math` counterpart differs from CPython's C library in the last bit."""

    def rule(site: CallSite) -> TExpr:
        return site.refuse(
            f"math.{function}() is not supported: JavaScript's Math.{function} differs from CPython's "
            f"(the C library's) in the last bit for some inputs ({measured} of 100,000 random floats)"
        )

    return rule


def _isclose(site: CallSite) -> TExpr:
    """math.isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)."""
    rel, tol = site.keywords.get("rel_tol"), site.keywords.get("abs_tol")
    for arg in (*site.args, rel, tol):
        if arg is not None and not is_number(arg.type):
            return site.refuse(f'expected a number, got "{arg.type.display()}"')
    args = [a.js for a in site.args]
    if rel is not None or tol is not None:
        args.append(rel.js if rel is not None else js.Num("1e-9"))
    if tol is not None:
        args.append(tol.js)
    return TExpr(site.b.call_helper("$isclose", *args), BOOL)


def _numbers_of(site: CallSite, helper: str) -> TExpr | Type:
    """The item type of an iterable of numbers (math.prod, math.fsum), or a refusal."""
    item = item_of(site.args[0].type)
    if item is None or not (is_number(item) or is_dynamic(item)):
        return site.refuse(f'math.{helper[1:]}() of "{site.args[0].type.display()}": pass numbers')
    return widen(item)


def _prod(site: CallSite) -> TExpr:
    """math.prod(items, *, start=1): multiplied left to right."""
    item = _numbers_of(site, "$prod")
    if isinstance(item, TExpr):
        return item
    start = site.keywords.get("start")
    if start is not None and not is_number(start.type):
        return site.refuse(f'math.prod(start=...) takes a number, not "{start.type.display()}"')
    kinds = {INT if is_int(t) else t for t in (item, widen(start.type) if start else INT)}
    # of no items it is the start: an int 1 beside floats is `float` as mypy reads it (int | float)
    floated = start is not None and widen(start.type) == FLOAT
    result: Type = INT if kinds == {INT} else ANY if ANY in kinds else FLOAT if floated else REAL
    args = [iterated_keys(site.args[0], site.b), *([start.js] if start is not None else [])]
    return TExpr(site.b.call_helper("$iprod" if result == INT else "$prod", *args), result)


def _fsum(site: CallSite) -> TExpr:
    """math.fsum(items): CPython's exactly rounded sum."""
    item = _numbers_of(site, "$fsum")
    if isinstance(item, TExpr):
        return item
    return TExpr(site.b.call_helper("$fsum", iterated_keys(site.args[0], site.b)), FLOAT)


def _str_helper(helper: str, result: Type) -> Rule:
    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_str(widen(arg.type)):
                func = site.node.func
                name = func.attr.value if isinstance(func, cst.Attribute) else getattr(func, "value", "it")
                hint = (
                    ": a JSON value may hold anything; narrow it with isinstance(x, str), or pass str(x)"
                    if is_dynamic(arg.type)
                    else ""
                )
                return site.refuse(f'{name}() takes a str here, not "{arg.type.display()}"{hint}')
        return TExpr(site.b.call_helper(helper, *(as_index(a) for a in site.args)), result)

    return rule


def _html_escape(site: CallSite) -> TExpr:
    """html.escape(s, quote=True): `&`, `<`, `>` and, with `quote`, both quotes, as CPython escapes them."""
    text = site.args[0]
    quote = site.args[1] if len(site.args) > 1 else site.keywords.get("quote")
    if not is_str(widen(text.type)):
        return site.refuse(f'html.escape() of "{text.type.display()}": it takes a str')
    if quote is not None and widen(quote.type) != BOOL:
        return site.refuse("html.escape()'s quote= takes True or False here")
    return TExpr(
        site.b.call_helper("$htmlEscape", text.js, quote.js if quote is not None else js.Bool(True)), STR
    )


def _quote(site: CallSite) -> TExpr:
    """urllib.parse.quote(s, safe="/"): Python's set of characters kept as they are."""
    safe = site.keywords.get("safe") or (site.args[1] if len(site.args) > 1 else None)
    for name, arg in (("string", site.args[0]), ("safe", safe)):
        if arg is not None and not is_str(widen(arg.type)):
            return site.refuse(f'quote() {name} of "{arg.type.display()}": it takes a str here')
    return TExpr(site.b.call_helper("$quote", site.args[0].js, safe.js if safe else js.Str("/")), STR)


def _loads(site: CallSite) -> TExpr:
    """json.loads(s) of a str, or of bytes or a bytearray as CPython reads them (`$jsonText`)."""
    text = site.args[0]
    if is_bytes_like(text.type):  # a bytearray's bytes read there, when nothing else runs
        decoded = site.b.call_helper("$jsonText", lent(text).js)
        return TExpr(site.b.call_helper("$jsonLoads", decoded, js.Bool(True)), ANY)
    if not (is_str(text.type) or is_dynamic(text.type)):
        return site.refuse(f'json.loads() takes a str or bytes, not "{text.type.display()}"')
    return TExpr(site.b.call_helper("$jsonLoads", text.js), ANY)


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("asyncio", "gather"): arity(0, 99, _gather),
    ("asyncio", "sleep"): arity(1, 1, _sleep),
    ("json", "dumps"): arity(1, 1, _dumps, ("indent", "sort_keys", "separators", "ensure_ascii", "default")),
    ("json", "loads"): arity(1, 1, _loads),
    ("math", "floor"): arity(1, 1, _number_helper("$floor", INT)),
    ("math", "ceil"): arity(1, 1, _number_helper("$ceil", INT)),
    ("math", "trunc"): arity(1, 1, _number_helper("$truncate", INT)),
    ("math", "sqrt"): arity(1, 1, _number_helper("$sqrt", FLOAT)),
    ("math", "log"): _inexact("log", "2,005"),
    ("math", "log2"): _inexact("log2", "9"),
    ("math", "log10"): _inexact("log10", "38"),
    ("math", "atan2"): _inexact("atan2", "375"),
    # measured as log2's: 100,000 random floats each, Node's Math against CPython 3.11's (glibc)
    ("math", "sin"): _inexact("sin", "3,292"),
    ("math", "cos"): _inexact("cos", "3,274"),
    ("math", "tan"): _inexact("tan", "3,790"),
    ("math", "asin"): _inexact("asin", "5,996"),
    ("math", "acos"): _inexact("acos", "7,607"),
    ("math", "atan"): _inexact("atan", "207"),
    ("math", "sinh"): _inexact("sinh", "76"),
    ("math", "cosh"): _inexact("cosh", "9,540"),
    ("math", "tanh"): _inexact("tanh", "6"),
    ("math", "log1p"): _inexact("log1p", "4"),
    ("math", "expm1"): _inexact("expm1", "54"),
    ("math", "exp"): _inexact("exp", "18,503"),
    ("math", "gcd"): arity(0, 99, _int_helper("$gcd")),
    ("math", "lcm"): arity(0, 99, _int_helper("$lcm")),
    ("math", "factorial"): arity(1, 1, _int_helper("$factorial")),
    ("math", "comb"): arity(2, 2, _int_helper("$comb")),
    ("math", "perm"): arity(1, 2, _int_helper("$perm")),
    ("math", "isqrt"): arity(1, 1, _int_helper("$isqrt")),
    ("math", "isclose"): arity(2, 2, _isclose, ("rel_tol", "abs_tol")),
    ("math", "prod"): arity(1, 1, _prod, ("start",)),
    ("math", "fsum"): arity(1, 1, _fsum),
    ("math", "hypot"): arity(0, 99, _number_helper("$hypot", FLOAT)),
    ("math", "copysign"): arity(2, 2, _number_helper("$copysign", FLOAT)),
    ("math", "fmod"): arity(2, 2, _number_helper("$fmod", FLOAT)),
    ("math", "modf"): arity(1, 1, _number_helper("$modf", TupleType((FLOAT, FLOAT)))),
    ("math", "fabs"): arity(1, 1, _math("abs", FLOAT)),
    ("math", "isnan"): arity(1, 1, _math("Number.isNaN", BOOL)),
    ("math", "isinf"): arity(1, 1, _number_helper("$isinf", BOOL)),
    ("math", "isfinite"): arity(1, 1, _math("Number.isFinite", BOOL)),
    # CPython multiplies by the constant 180/pi (pi/180), as these do
    ("math", "degrees"): arity(
        1, 1, _scaled(js.Binary("/", js.Num("180"), js.Member(js.Name("Math"), "PI")))
    ),
    ("math", "radians"): arity(
        1, 1, _scaled(js.Binary("/", js.Member(js.Name("Math"), "PI"), js.Num("180")))
    ),
    ("time", "time"): arity(
        0, 0, lambda site: TExpr(js.Binary("/", js_call("Date.now", []), js.Num("1000")), FLOAT)
    ),
    # seconds from an arbitrary start, as Python's: performance.now(), which Workers advance on I/O only
    ("time", "perf_counter"): arity(
        0, 0, lambda site: TExpr(js.Binary("/", js_call("performance.now", []), js.Num("1000")), FLOAT)
    ),
    ("time", "monotonic"): arity(
        0, 0, lambda site: TExpr(js.Binary("/", js_call("performance.now", []), js.Num("1000")), FLOAT)
    ),
    ("shlex", "quote"): arity(1, 1, _str_helper("$shlexQuote", STR)),
    ("unicodedata", "normalize"): arity(2, 2, _normalize),
    ("secrets", "token_hex"): arity(0, 1, _number_helper("$tokenHex", STR)),
    ("urllib.parse", "quote"): arity(1, 2, _quote, ("safe",)),
    ("urllib.parse", "unquote"): arity(1, 1, _str_helper("$unquote", STR)),
    ("textwrap", "dedent"): arity(1, 1, _str_helper("$dedent", STR)),
    ("textwrap", "indent"): arity(2, 2, _str_helper("$indent", STR)),
    **TEXTWRAP_FUNCTIONS,
    **CSV_FUNCTIONS,
    ("html", "escape"): arity(1, 2, _html_escape, ("quote",)),
    **RANDOM_FUNCTIONS,
    **BASE64_FUNCTIONS,
    **ITERTOOLS_FUNCTIONS,
    **HASHING_FUNCTIONS,
    **URL_PARSE_FUNCTIONS,
    **SHLEX_FUNCTIONS,
    **FNMATCH_FUNCTIONS,
    **POSIX_PATH_FUNCTIONS,
    **regex.MODULE_FUNCTIONS,
    **uuids.MODULE_FUNCTIONS,
    **loggers.MODULE_FUNCTIONS,
    **datetimes.MODULE_FUNCTIONS,
    **statistics_module.MODULE_FUNCTIONS,
    **string_templates.MODULE_FUNCTIONS,
}

#: What to write instead of a stdlib function that is not supported, where a name close to it (the
#: message's "did you mean") would lead elsewhere.
INSTEAD: dict[tuple[str, str], str] = {
    **{
        ("time", name): "time's struct_time has no counterpart here; format datetime.now(timezone.utc) "
        "(or datetime.fromtimestamp(t, timezone.utc)) with its strftime()"
        for name in ("strftime", "gmtime", "localtime", "asctime", "ctime", "mktime", "strptime")
    },
    ("time", "sleep"): "a worker must not block: await asyncio.sleep(seconds)",
    **{
        ("random", name): "a seeded sequence is CPython's Mersenne Twister's, which JavaScript does not "
        "have: use the module's functions unseeded (random.randint, random.choice...)"
        for name in ("seed", "Random", "getstate", "setstate")
    },
    ("json", "JSONDecoder"): "parse with json.loads(text) (its JSONDecodeError has msg, pos, lineno and "
    "colno); several documents in one text: split it first (text.splitlines() for JSON lines)",
    ("functools", "partial"): "bind the arguments with a lambda or a nested def "
    "(`lambda b: add(1, b)` for `partial(add, 1)`), which keeps the function's types",
}

#: Constants of the stdlib modules: (module, name) -> JS value and type.
MODULE_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    ("json", "JSONDecodeError"): (js.Name("$JSONDecodeError"), ANY),  # a runtime helper
    ("binascii", "Error"): (js.Name("$BinasciiError"), ANY),
    ("re", "error"): (js.Name("$ReError"), ANY),  # (nothing raises one: see helpers.js)
    # as values (`quote_via=quote`, `map(quote, parts)`): the functions with Python's default safe
    ("urllib.parse", "quote"): (js.Name("$quote"), CallableType((STR,), STR)),
    ("urllib.parse", "quote_plus"): (js.Name("$quotePlus"), CallableType((STR,), STR)),
    ("shlex", "quote"): (js.Name("$shlexQuote"), CallableType((STR,), STR)),
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
    **CSV_CONSTANTS,
    **regex.MODULE_CONSTANTS,
    **datetimes.MODULE_CONSTANTS,
    **statistics_module.MODULE_CONSTANTS,
    **loggers.MODULE_CONSTANTS,
}

#: Calls whose arguments type one another (a lambda's parameters by the items it folds): lowered
#: from the call's nodes.
NODE_RULES: dict[tuple[str, str], Callable[[Builder, cst.Call], TExpr]] = {
    ("functools", "reduce"): reduce_call,
    ("operator", "itemgetter"): lambda b, node: getter(b, node, "itemgetter"),
    ("operator", "attrgetter"): lambda b, node: getter(b, node, "attrgetter"),
    **heaps.NODE_RULES,
    **bisection.NODE_RULES,
    **ITERTOOLS_NODE_RULES,
}

#: The stdlib modules (and packages of them: `urllib`) whose names the tables above hold.
LIBRARY_MODULES = frozenset(module for module, _ in [*MODULE_FUNCTIONS, *MODULE_CONSTANTS, *NODE_RULES])

#: Methods of the stdlib classes that are not plain calls, by class family.
CLASS_RULES: dict[str, dict[str, Rule]] = {
    **HASH_RULES,
    **regex.CLASS_RULES,
    **datetimes.CLASS_RULES,
    **string_templates.CLASS_RULES,
    **loggers.CLASS_RULES,
    **csv_writing.CLASS_RULES,
}

#: asyncio.gather(..., return_exceptions=True) (the keyword taken off by `calls`).
GATHER_SETTLED: Rule = arity(0, 99, lambda site: _gather(site, settled=True))
