"""`datetime`: aware datetimes (UTC or a fixed offset), dates, timedeltas, fixed-offset timezones and
naive times of day, each a runtime class (`$datetime`, `$date`, `$timedelta`, `$timezone`, `$time`)
that keeps CPython's fields, so microseconds and CPython's rounding are exact. Naive datetimes (no
tzinfo) are refused: Python gives them the machine's local time, which a Worker does not have. A
`time` is naive only (a time with a tzinfo is refused): it is a time of day, with no date to be local to.
`datetime.strptime` takes a literal format, whose regex (CPython's, C locale) is made here: with %z, or
followed by `.replace(tzinfo=...)`, which makes its naive datetime aware at once."""

from __future__ import annotations

import re
from datetime import datetime as _python_datetime
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.library.regex_syntax import RegexRefused, translate
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.library_types import DATE, DATETIME, TIME, TIMEDELTA, TIMEZONE, LibraryClass
from generator.transpile.resolve.types import (
    BOOL,
    INT,
    NONE,
    STR,
    InstanceType,
    Type,
    UnionType,
    is_dynamic,
    is_int,
    is_number,
    is_str,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

_NAIVE = "naive datetimes are not supported (Python gives them the machine's local time): pass timezone.utc"
_FIELDS = ("year", "month", "day", "hour", "minute", "second", "microsecond")
_DELTA_FIELDS = ("days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks")
#: The strftime directives the runtime writes as CPython on Linux does (glibc, C locale).
STRFTIME_DIRECTIVES = "aAbBdefHIjmMpSuUwWyYzZDFTR%"


def _ordered(site: CallSite, names: tuple[str, ...], what: str) -> list[TExpr | None] | None:
    """The arguments by parameter, positional then keyword; None (after a refusal) when one is wrong."""
    if len(site.args) > len(names):
        site.refuse(f"{what} takes at most {len(names)} arguments")
        return None
    slots: list[TExpr | None] = [*site.args, *([None] * (len(names) - len(site.args)))]
    for key, value in site.keywords.items():
        if key not in names:
            site.refuse(f'unexpected keyword argument "{key}" for {what}')
            return None
        if slots[names.index(key)] is not None:
            site.refuse(f'{what} got multiple values for argument "{key}"')
            return None
        slots[names.index(key)] = value
    return slots


def _js_args(slots: list[TExpr | None]) -> list[js.Expr]:
    """The arguments up to the last one given; a bool is the int Python takes it as (`Number(flag)`)."""
    last = max((i for i, s in enumerate(slots) if s is not None), default=-1)
    return [
        js.Name("undefined")
        if s is None
        else js.Call(js.Name("Number"), [s.js])
        if widen(s.type) == BOOL
        else s.js
        for s in slots[: last + 1]
    ]


def _is(t: Type, cls: LibraryClass) -> bool:
    t = widen(t)
    return is_dynamic(t) or (isinstance(t, InstanceType) and t.cls is cls)


def _ints(site: CallSite, slots: list[TExpr | None], names: tuple[str, ...], what: str) -> bool:
    for name, slot in zip(names, slots):
        if slot is not None and not (is_int(slot.type) or is_dynamic(slot.type)):
            site.refuse(f'{what}: "{name}" must be an int, not "{slot.type.display()}"')
            return False
    return True


def _static(site: CallSite, cls: LibraryClass, name: str, args: list[js.Expr]) -> js.Expr:
    return js.Call(js.Member(site.b.helper(cls.helper), name), args)


def _aware(site: CallSite, tz: TExpr | None, what: str) -> bool:
    if tz is None or widen(tz.type) == NONE:
        site.refuse(f"{what}: {_NAIVE}")
        return False
    if not _is(tz.type, TIMEZONE):
        site.refuse(
            f'{what}: tzinfo must be timezone.utc, UTC or timezone(timedelta(...)), not "{tz.type.display()}"'
        )
        return False
    return True


def _datetime(site: CallSite) -> TExpr:
    names = (*_FIELDS, "tzinfo")
    slots = _ordered(site, names, "datetime()")
    if slots is None or not _ints(site, slots[:7], _FIELDS, "datetime()"):
        return TExpr(js.Name("undefined"), InstanceType(DATETIME))
    if any(s is None for s in slots[:3]):
        return site.refuse("datetime() takes the year, the month and the day")
    if not _aware(site, slots[7], "datetime()"):
        return TExpr(js.Name("undefined"), InstanceType(DATETIME))
    return TExpr(_static(site, DATETIME, "make", _js_args(slots)), InstanceType(DATETIME))


def _now(site: CallSite) -> TExpr:
    """datetime.now(tz): the runtime's clock, which knows milliseconds (microsecond is a multiple of 1000)."""
    slots = _ordered(site, ("tz",), "datetime.now()")
    if slots is None or not _aware(site, slots[0], "datetime.now()"):
        return TExpr(js.Name("undefined"), InstanceType(DATETIME))
    return TExpr(_static(site, DATETIME, "now", _js_args(slots)), InstanceType(DATETIME))


def _today(site: CallSite) -> TExpr:
    """date.today(): the machine's local date, and the Workers runtime's local time zone is UTC (a
    Python Worker's `date.today()` is the UTC date): `datetime.now(timezone.utc).date()`."""
    utc = js.Member(site.b.helper(TIMEZONE.helper), "utc")
    now = _static(site, DATETIME, "now", [utc])
    return TExpr(js.Call(js.Member(now, "date"), []), InstanceType(DATE))


def _fromtimestamp(site: CallSite) -> TExpr:
    slots = _ordered(site, ("timestamp", "tz"), "datetime.fromtimestamp()")
    if slots is None or slots[0] is None:
        return site.refuse("datetime.fromtimestamp() takes a timestamp and timezone.utc")
    if not is_number(slots[0].type) and not is_dynamic(slots[0].type):
        return site.refuse(f'datetime.fromtimestamp() takes a number, not "{slots[0].type.display()}"')
    if not _aware(site, slots[1], "datetime.fromtimestamp()"):
        return TExpr(js.Name("undefined"), InstanceType(DATETIME))
    return TExpr(_static(site, DATETIME, "fromtimestamp", _js_args(slots)), InstanceType(DATETIME))


def _naive_literal(text: str) -> bool:
    """A literal CPython parses to a naive datetime (one it refuses fails at run time as in Python)."""
    try:
        return _python_datetime.fromisoformat(text).tzinfo is None
    except ValueError:
        return False


def _fromisoformat(cls: LibraryClass) -> Rule:
    def rule(site: CallSite) -> TExpr:
        (text,) = site.args
        if not is_str(widen(text.type)) and not is_dynamic(text.type):
            return site.refuse(f'{cls.name}.fromisoformat() takes a str, not "{text.type.display()}"')
        value = text.js
        if cls is DATETIME and _replaced_tz(site):
            # `fromisoformat(s).replace(tzinfo=timezone.utc)`: a naive parse made aware at once
            return TExpr(_static(site, cls, "fromisoformat", [value, js.Bool(True)]), InstanceType(cls))
        if cls is DATETIME and isinstance(value, js.Str) and _naive_literal(value.value):
            return site.refuse(f"datetime.fromisoformat() of a string without an offset: {_NAIVE}")
        return TExpr(_static(site, cls, "fromisoformat", [value]), InstanceType(cls))

    return rule


def _timedelta(site: CallSite) -> TExpr:
    slots = _ordered(site, _DELTA_FIELDS, "timedelta()")
    if slots is None:
        return TExpr(js.Name("undefined"), InstanceType(TIMEDELTA))
    for name, slot in zip(_DELTA_FIELDS, slots):
        if slot is not None and not (is_number(slot.type) or is_dynamic(slot.type)):
            return site.refuse(
                f'timedelta(): "{name}" must be an int or a float, not "{slot.type.display()}"'
            )
    return TExpr(_static(site, TIMEDELTA, "make", _js_args(slots)), InstanceType(TIMEDELTA))


def _timezone(site: CallSite) -> TExpr:
    (offset,) = site.args
    if not _is(offset.type, TIMEDELTA):
        return site.refuse(f'timezone() takes a timedelta, not "{offset.type.display()}"')
    return TExpr(_static(site, TIMEZONE, "make", [offset.js]), InstanceType(TIMEZONE))


def _date(site: CallSite) -> TExpr:
    slots = _ordered(site, _FIELDS[:3], "date()")
    if slots is None or not _ints(site, slots, _FIELDS[:3], "date()"):
        return TExpr(js.Name("undefined"), InstanceType(DATE))
    if any(s is None for s in slots):
        return site.refuse("date() takes the year, the month and the day")
    return TExpr(js.New(site.b.helper("$date"), _js_args(slots)), InstanceType(DATE))


def _time(site: CallSite) -> TExpr:
    """time(hour, minute, second, microsecond): a naive time of day (a tzinfo is refused)."""
    slots = _ordered(site, (*_FIELDS[3:], "tzinfo"), "time()")
    if slots is None or not _ints(site, slots[:4], _FIELDS[3:], "time()"):
        return TExpr(js.Name("undefined"), InstanceType(TIME))
    tz = slots[4]
    if tz is not None and not (isinstance(tz.js, js.Null) or widen(tz.type) == NONE):
        return site.refuse(
            "time() with a tzinfo is not supported: only naive times of day are (compare aware "
            "datetimes, or keep the offset apart)"
        )
    return TExpr(js.New(site.b.helper("$time"), _js_args(slots[:4])), InstanceType(TIME))


def _refused(message: str) -> Rule:
    return lambda site: site.refuse(message)


def check_strftime(format_: str) -> str | None:
    """The first directive of a literal format the runtime does not write as CPython, if any."""
    directive: str
    for directive in re.findall(r"%(.?)", format_, re.DOTALL):
        if directive and directive not in STRFTIME_DIRECTIVES:
            return directive
    return None


def _strftime(site: CallSite) -> TExpr:
    (format_,) = site.args
    if not is_str(widen(format_.type)) and not is_dynamic(format_.type):
        return site.refuse(f'strftime() takes a str, not "{format_.type.display()}"')
    if isinstance(format_.js, js.Str) and (bad := check_strftime(format_.js.value)) is not None:
        return site.refuse(
            f"strftime directive %{bad} is not supported (the locale's %c %x %X, and the rarer ones); "
            f"supported: {' '.join('%' + d for d in STRFTIME_DIRECTIVES)}"
        )
    return TExpr(js.Call(js.Member(site.recv, "strftime"), [format_.js]), STR)


# ---- strptime: CPython 3.11's `_strptime`, its format's regex made here, the rest in `$strptime` -------

_DAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
                "october", "november", "december")  # fmt: skip


def _names_regex(names: tuple[str, ...], directive: str) -> str:
    """`TimeRE.__seqToRE`: the names, longest first (a stable sort), as one named group."""
    ordered = sorted(names, key=len, reverse=True)
    return f"(?P<{directive}>{'|'.join(re.escape(n) for n in ordered)})"


class _BadFormat(Exception):
    """A format CPython's strptime rejects (its ValueError's message)."""


class _ZoneNames(_BadFormat):
    """%Z, refused: it reads the names of the machine's time zone."""


def _format_regex(format_: str, table: dict[str, str]) -> str:
    """`TimeRE.pattern`: the format's regex (regex syntax escaped, whitespace as `\\s+`, each directive
    its regex), with CPython's errors for a bad directive and a stray `%`."""
    processed = ""
    text = re.sub(r"([\\.^$*+?\(\){}\[\]|])", r"\\\1", format_)
    text = re.sub(r"\s+", r"\\s+", text)
    while "%" in text:
        at = text.index("%") + 1
        if at >= len(text):
            raise _BadFormat(f"stray % in format '{format_}'")
        directive = text[at]
        if directive == "Z" and directive not in table:
            raise _ZoneNames(
                "strptime directive %Z is not supported (it reads the names of the machine's time zone): "
                "parse the offset with %z"
            )
        if directive not in table:
            bad = "%" if directive == "\\" else directive
            raise _BadFormat(f"'{bad}' is a bad directive in format '{format_}'")
        processed += text[: at - 1] + table[directive]
        text = text[at + 1 :]
    return processed + text


def _time_re() -> dict[str, str]:
    """CPython 3.11's `_strptime.TimeRE` in the C locale (English names, `%c` as glibc's C locale writes
    it), but for %Z: its names are the machine's time zone's (`time.tzname`)."""
    days, months = _DAY_NAMES, _MONTH_NAMES
    table = {
        "d": r"(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])",
        "f": r"(?P<f>[0-9]{1,6})",
        "H": r"(?P<H>2[0-3]|[0-1]\d|\d)",
        "I": r"(?P<I>1[0-2]|0[1-9]|[1-9])",
        "G": r"(?P<G>\d\d\d\d)",
        "j": r"(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
        "m": r"(?P<m>1[0-2]|0[1-9]|[1-9])",
        "M": r"(?P<M>[0-5]\d|\d)",
        "S": r"(?P<S>6[0-1]|[0-5]\d|\d)",
        "U": r"(?P<U>5[0-3]|[0-4]\d|\d)",
        "w": r"(?P<w>[0-6])",
        "u": r"(?P<u>[1-7])",
        "V": r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
        "y": r"(?P<y>\d\d)",
        "Y": r"(?P<Y>\d\d\d\d)",
        "z": r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))",
        "A": _names_regex(days, "A"),
        "a": _names_regex(tuple(d[:3] for d in days), "a"),
        "B": _names_regex(months, "B"),
        "b": _names_regex(tuple(m[:3] for m in months), "b"),
        "p": _names_regex(("am", "pm"), "p"),
        "%": "%",
    }
    table["W"] = table["U"].replace("U", "W")
    table["c"] = _format_regex("%a %b %d %H:%M:%S %Y", table)
    table["x"] = _format_regex("%m/%d/%y", table)
    table["X"] = _format_regex("%H:%M:%S", table)
    return table


#: Each strptime directive's regex, as CPython 3.11's in the C locale (`tests/transpile/test_datetime.py`
#: compares them with `_strptime`'s own).
STRPTIME_REGEXES = _time_re()


def strptime_regex(format_: str) -> str:
    """The regex CPython's strptime matches for a format; `_BadFormat` for one it rejects, `_ZoneNames`
    for one with %Z (refused: the names it takes are those of the machine's time zone)."""
    return _format_regex(format_, STRPTIME_REGEXES)


def _replaced_tz(site: CallSite) -> bool:
    """Whether the call is the receiver of `.replace(..., tzinfo=...)` (its tzinfo given)."""
    call = site.node
    pending: list[cst.CSTNode] = [site.b.parsed.tree]
    while pending:
        node = pending.pop()
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.value is call:
            positional = [a for a in node.args if a.keyword is None and not a.star]
            keywords = [a.keyword.value for a in node.args if a.keyword is not None]
            return node.func.attr.value == "replace" and ("tzinfo" in keywords or len(positional) >= 8)
        pending.extend(node.children)
    return False


def _strptime(site: CallSite) -> TExpr:
    """`datetime.strptime(s, "...%z...")`, and `datetime.strptime(s, "...").replace(tzinfo=tz)` (the
    naive datetime made aware at once: `$strptime` gives it UTC, which the replace swaps)."""
    text, format_ = site.args
    if not is_str(widen(text.type)) and not is_dynamic(text.type):
        return site.refuse(f'datetime.strptime() takes a str, not "{text.type.display()}"')
    if not isinstance(format_.js, js.Str):
        return site.refuse(
            "datetime.strptime() takes a literal str format (its regex is made when the worker is built): "
            'write the format here, as in datetime.strptime(s, "%Y-%m-%dT%H:%M:%S%z")'
        )
    written = format_.js.value
    try:
        regex = strptime_regex(written)
        re.compile(regex, re.IGNORECASE)
    except _ZoneNames as bad:
        return site.refuse(f"datetime.strptime(): {bad}")
    except _BadFormat as bad:
        return site.refuse(f"datetime.strptime() of this format always raises in CPython: ValueError: {bad}")
    except re.error as err:  # (a directive twice: CPython's re.error, not a ValueError)
        return site.refuse(f"datetime.strptime() of this format always raises in CPython: re.error: {err}")
    try:
        translated = translate(regex, re.IGNORECASE)
    except RegexRefused as refused:  # pragma: no cover - every directive's regex translates
        return site.refuse(f"datetime.strptime(): this format: {refused}")
    if "z" not in translated.names and not _replaced_tz(site):
        return site.refuse(
            "datetime.strptime() of a format without %z makes a naive datetime (Python gives it the "
            "machine's local time): parse the offset with %z, or make it aware at once with "
            f'datetime.strptime(s, "{written}").replace(tzinfo=timezone.utc)'
        )
    groups = js.Object([js.Prop(n, js.Num(str(i))) for n, i in translated.names.items()])
    made = site.b.call_helper("$strptime", text.js, js.Str(written), js.Str(translated.source), groups)
    return TExpr(made, InstanceType(DATETIME))


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("datetime", "datetime"): arity(0, 8, _datetime, None),
    ("datetime", "timedelta"): arity(0, 7, _timedelta, _DELTA_FIELDS),
    ("datetime", "timezone"): arity(1, 1, _timezone),
    ("datetime", "date"): arity(0, 3, _date, _FIELDS[:3]),
    ("datetime", "time"): arity(0, 5, _time, (*_FIELDS[3:], "tzinfo")),
    ("datetime.datetime", "now"): arity(0, 1, _now, ("tz",)),
    ("datetime.datetime", "fromtimestamp"): arity(1, 2, _fromtimestamp, ("tz",)),
    ("datetime.datetime", "fromisoformat"): arity(1, 1, _fromisoformat(DATETIME)),
    ("datetime.date", "fromisoformat"): arity(1, 1, _fromisoformat(DATE)),
    ("datetime.datetime", "utcnow"): _refused("datetime.utcnow() is naive: use datetime.now(timezone.utc)"),
    ("datetime.datetime", "utcfromtimestamp"): _refused(
        "datetime.utcfromtimestamp() is naive: use datetime.fromtimestamp(t, timezone.utc)"
    ),
    ("datetime.datetime", "today"): _refused("datetime.today() is naive: use datetime.now(timezone.utc)"),
    ("datetime.date", "today"): arity(0, 0, _today),
    ("datetime.time", "fromisoformat"): _refused(
        "time.fromisoformat() is not supported (it may make an aware time): parse a datetime with "
        "datetime.fromisoformat() and take its .time()"
    ),
    ("datetime.datetime", "strptime"): arity(2, 2, _strptime),
}

MODULE_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    ("datetime", "UTC"): (js.Name("$UTC"), InstanceType(TIMEZONE)),
    ("datetime.timezone", "utc"): (js.Name("$UTC"), InstanceType(TIMEZONE)),
    ("datetime", "MINYEAR"): (js.Num("1"), INT),
    ("datetime", "MAXYEAR"): (js.Num("9999"), INT),
    # one object each, as in Python (`timedelta.max is timedelta.max`): static fields of the classes
    ("datetime.timedelta", "max"): (js.Member(js.Name("$timedelta"), "max"), InstanceType(TIMEDELTA)),
    ("datetime.timedelta", "min"): (js.Member(js.Name("$timedelta"), "min"), InstanceType(TIMEDELTA)),
    ("datetime.timedelta", "resolution"): (
        js.Member(js.Name("$timedelta"), "resolution"),
        InstanceType(TIMEDELTA),
    ),
    ("datetime.date", "min"): (js.Member(js.Name("$date"), "min"), InstanceType(DATE)),
    ("datetime.date", "max"): (js.Member(js.Name("$date"), "max"), InstanceType(DATE)),
    ("datetime.date", "resolution"): (js.Member(js.Name("$timedelta"), "day"), InstanceType(TIMEDELTA)),
}


#: Methods of the datetime classes that are more than a plain call, by class family.
def _time_of(site: CallSite) -> TExpr:
    """`dt.time()`: `$time.of(dt)` (the class is emitted only where a time is made)."""
    assert site.receiver is not None
    if not _is(site.receiver.type, DATETIME):
        return site.refuse(f'"{site.receiver.type.display()}" has no attribute "time"')
    return TExpr(_static(site, TIME, "of", [site.recv]), InstanceType(TIME))


CLASS_RULES: dict[str, dict[str, Rule]] = {
    "date": {"strftime": arity(1, 1, _strftime), "time": arity(0, 0, _time_of)},
    "time": {"strftime": arity(1, 1, _strftime)},
}


def _pick(b: Builder, member_signatures: tuple[object, ...], other: Type) -> Type | None:
    from generator.transpile.resolve.types import Signature

    t = widen(other)
    for signature in member_signatures:
        assert isinstance(signature, Signature)
        expected = signature.params[0].type
        if is_dynamic(t):
            return signature.result
        if isinstance(expected, InstanceType) and isinstance(t, InstanceType) and t.cls is expected.cls:
            return signature.result
        if expected == INT and is_int(t):
            return signature.result
        if isinstance(expected, UnionType) and is_number(t) and all(is_number(o) for o in expected.options):
            return signature.result
    return None


def library_operator(
    b: Builder, node: cst.CSTNode, dunder: str | None, symbol: str, left: TExpr, right: TExpr
) -> TExpr | None:
    """`a - b`, `a < b`, `n * td` where an operand is a datetime class's instance: its method (the
    right operand's reflected one, called on the class, keeps Python's order of evaluation); None
    when no such class takes part."""
    if dunder is None:
        return None
    lt, rt = widen(left.type), widen(right.type)
    owners = [t.cls for t in (lt, rt) if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass)]
    if not any(c in (DATETIME, DATE, TIMEDELTA, TIMEZONE, TIME) for c in owners):
        return None
    unsupported = (
        f'Unsupported operand types for {symbol} ("{left.type.display()}" and "{right.type.display()}")'
    )
    if isinstance(lt, InstanceType) and isinstance(lt.cls, LibraryClass) and (found := lt.cls.member(dunder)):
        result = _pick(b, found.signatures, rt)
        if result is None:
            return b.error(node, unsupported)
        return TExpr(js.Call(js.Member(left.js, dunder), [right.js]), result)
    reflected = "__r" + dunder[2:]
    if (
        isinstance(rt, InstanceType)
        and isinstance(rt.cls, LibraryClass)
        and (found := rt.cls.member(reflected))
    ):
        result = _pick(b, found.signatures, lt)
        if result is not None:
            call = js.Call(js.Member(b.helper(rt.cls.helper), reflected), [left.js, right.js])
            return TExpr(call, result)
    if is_dynamic(lt):
        return None
    return b.error(node, unsupported)


def library_unary(b: Builder, dunder: str, operand: TExpr) -> TExpr | None:
    """`-td`, `+td`, `abs(td)`: the class's own method; None for other operands."""
    t = widen(operand.type)
    if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass) and (found := t.cls.member(dunder)):
        return TExpr(js.Call(js.Member(operand.js, dunder), []), found.type)
    return None
