"""`datetime` through the real transpiler against CPython: random timestamps, timedeltas (ints and
floats, CPython's rounding), ISO 8601 strings (mutations of valid ones) and strftime formats, each
operation's result or exception compared; strptime of random datetimes CPython wrote (mutated) and of
tricky strings; and the refusals, located."""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta, timezone
from typing import Any

from tests.transpile.helpers import errors, module
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_DIRECTIVES = "aAbBdefHIjmMpSuUwWyYzZDFTR%"


def _stamp(r: random.Random) -> float | int:
    kind = r.random()
    if kind < 0.3:
        return r.randint(-62135596800, 253402300799)
    if kind < 0.6:
        return round(r.uniform(-3e9, 5e9), r.randint(0, 7))
    if kind < 0.7:
        return r.randint(-(10**6), 10**6) + r.choice([0.5, -0.5, 0.0000005, 0.9999995, 1e-7])
    if kind < 0.8:
        return r.choice([253402300799.9999995, -62135596800.0, 1e15, -1e12, 2.5e11, 0, -1])
    return r.uniform(-6.2e10, 2.5e11)


def _part(r: random.Random) -> float | int:
    kind = r.random()
    if kind < 0.4:
        return r.randint(-1000, 1000)
    if kind < 0.7:
        return round(r.uniform(-1000, 1000), r.randint(0, 9))
    if kind < 0.8:
        return r.choice([0.5, -0.5, 1.5, 2.5, 1e-7, 5e-7, -5e-7, 0.1, 1 / 3])
    return r.randint(-(10**8), 10**8)


def _iso(r: random.Random) -> str:
    date = r.choice(["2024-02-29", "20240229", "2021-W53-7", "2020W534", "2019-W01", "2019W01", "0001-01-01",
                     "9999-12-31", "2023-02-29", "2023-13-01", "2024-W52-6"])  # fmt: skip
    time = r.choice(["", "T12", "T12:34", "T1234", "T12:34:56", "T123456", "T12:34:56.789", "T12:34:56,5",
                     "T12:34:56.1234567", " 23:59:59.999999", "T24:00", "é12:00", "T12:60"])  # fmt: skip
    zone = r.choice(["Z", "+00:00", "-05:30", "+0530", "+05", "+23:59:59.999999", "+24:00", "-00:00:00.5",
                     "+01:00:30", "Zx", "+1", "", "+05:3"])  # fmt: skip
    text = date + time + zone
    if r.random() < 0.3 and text:
        i = r.randrange(len(text))
        text = text[:i] + r.choice(["", "-", ":", "0", "T", "W", ".", "+"]) + text[i + 1 :]
    return text


def _format(r: random.Random) -> str:
    return "".join(
        r.choice(["%" + r.choice(_DIRECTIVES), "-", " ", "x", ":"]) for _ in range(r.randint(1, 6))
    )


def _aware_or_error(text: str) -> bool:
    try:
        return datetime.fromisoformat(text).tzinfo is not None
    except ValueError:
        return True


_PROGRAM = """
from datetime import UTC, date, datetime, timedelta, timezone

STAMPS: list[float] = {stamps}
PARTS: list[list[float]] = {parts}
ISOS: list[str] = {isos}
FORMATS: list[str] = {formats}
SPECS: list[str] = ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]


def failure(e: Exception) -> str:
    return type(e).__name__ + ": " + str(e)


def case_random_timestamps() -> list[str]:
    out: list[str] = []
    for i, t in enumerate(STAMPS):
        try:
            d = datetime.fromtimestamp(t, UTC if i % 2 else timezone(timedelta(hours=i % 13 - 6, minutes=i % 4 * 15)))
            e = d + timedelta(microseconds=i * 999_999_937)
            out += [str(d), d.isoformat(timespec=SPECS[i % 6]), str(d.timestamp()), d.strftime(FORMATS[i]),
                    str(d.weekday()), str(d.isoweekday()), str(e - d), str(e < d), str(e == d), e.isoformat("_"),
                    str(d.astimezone(UTC)), str(d.date()), d.date().isoformat(), str(d.date() - date(2000, 1, 1))]
            out += [repr(d), repr(e - d), repr(d.date()), repr(d.tzinfo), str([d, d.date()])]
            out.append(str(datetime.fromisoformat(d.isoformat()) == d))
        except Exception as err:
            out.append(failure(err))
    return out


def case_random_timedeltas() -> list[str]:
    out: list[str] = []
    for i, p in enumerate(PARTS):
        try:
            td = timedelta(days=p[0], seconds=p[1], microseconds=p[2], milliseconds=p[3], minutes=p[4], hours=p[5], weeks=p[6] / 100)
            other = timedelta(seconds=p[1], microseconds=p[2])
            out += [str(td), str(td.days), str(td.seconds), str(td.microseconds), str(td.total_seconds()), str(-td),
                    str(abs(td)), str(td + other), str(td - other), str(td < other), str(td == other)]
            out += [str(td * (i - 20)), str(td * p[1]), str((i - 20) * td), str(td // (i - 20)), str(td / p[2]), str(td / other),
                    str(td % other)]
            out += [repr(td), repr(-td), str([td, other]), repr(timezone(td % timedelta(hours=1)))]
            # a quotient past 2**53 stops the worker (the dialect's kept difference): asked only within
            if other != timedelta(0) and abs(td.total_seconds()) < abs(other.total_seconds()) * 2**50:
                out.append(str(td // other))
            else:
                out.append("not asked")
        except Exception as err:
            out.append(failure(err))
    return out


def case_random_isoformat() -> list[str]:
    out: list[str] = []
    for s in ISOS:
        try:
            d = datetime.fromisoformat(s)
            offset, zone, name = d.utcoffset(), d.tzinfo, d.tzname()
            if offset is not None and zone is not None and name is not None:
                out += [str(d), str(offset), str(zone), name, repr(d), repr(offset), repr(zone)]
        except Exception as err:
            out.append(failure(err))
        try:
            out.append(str(date.fromisoformat(s)))
        except Exception as err:
            out.append(failure(err))
    return out
"""


def test_random_datetimes_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(1313)
    stamps = [_stamp(r) for _ in range(1000)]
    parts = [[_part(r) for _ in range(7)] for _ in range(1000)]
    isos = [s for s in (_iso(r) for _ in range(2000)) if _aware_or_error(s)]
    formats = [_format(r) for _ in range(1000)]
    source = _PROGRAM.format(stamps=stamps, parts=parts, isos=isos, formats=formats)
    python, js = run_both(runner, source)
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        mismatches = [(a, b) for a, b in zip(py["value"], out["value"]) if a != b]
        assert mismatches == [] and len(py["value"]) == len(out["value"]), (py["name"], mismatches[:10])
    kinds = [
        v.split(":")[0]
        for r_ in python
        for v in r_["value"]
        if v.endswith(("Error", "range")) or "Error: " in v
    ]
    assert len(python[0]["value"]) > 5000 and len(python[2]["value"]) > 500, [len(p["value"]) for p in python]
    assert 0 < len(kinds) < len([v for p in python for v in p["value"]]) / 4, sorted(set(kinds))


def test_naive_datetimes_and_platform_directives_are_refused() -> None:
    found = errors(
        """
        from datetime import date, datetime, timedelta, timezone

        def f(t: float) -> list[object]:
            return [
                datetime.now(),
                datetime.utcnow(),
                datetime.utcfromtimestamp(t),
                datetime(2024, 1, 1),
                datetime.fromisoformat("2024-01-01T10:00"),
                datetime.now(timezone.utc).strftime("%c"),
                datetime.now(timezone.utc) - date(2024, 1, 1),
                timedelta(days="1"),
                datetime.now(timezone.utc).replace(tzinfo=None),
            ]
        """
    )
    assert [e.split(":")[0] for e in found] == [str(n) for n in range(6, 15)], found
    assert "pass timezone.utc" in found[0] and "datetime.now(timezone.utc)" in found[1]
    assert "without an offset" in found[4]
    assert "strftime directive %c is not supported" in found[5]
    assert 'Unsupported operand types for - ("datetime" and "date")' in found[6]


def test_today_is_the_utc_date_of_the_workers_runtime() -> None:
    """`date.today()` is the local date, and a Worker's local time zone is UTC."""
    js = module(
        """
        from datetime import date


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(date.today().isoformat())
        """
    )
    assert "return new Response($datetime.now($timezone.utc).date().isoformat());" in js


_PRINTING = """
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, timezone

@dataclass
class Ev:
    at: datetime
    span: timedelta

def case_dt_repr() -> list[str]:
    d = datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    e = datetime(2024, 1, 2, 3, 4, tzinfo=timezone(timedelta(hours=-5, minutes=-30)))
    f = datetime(1, 1, 1, 0, 0, 0, 7, tzinfo=timezone(timedelta(seconds=1, microseconds=5)))
    g = datetime(2024, 1, 2, 0, 0, 9, tzinfo=UTC)
    return [repr(d), repr(e), repr(f), repr(g), repr(d.date()), repr(date(9999, 12, 31)), f"{d!r}", "%r" % (e,)]

def case_td_repr() -> list[str]:
    tds = [timedelta(days=1, seconds=5), timedelta(0), timedelta(microseconds=-1), timedelta(weeks=3, microseconds=9),
           timedelta(seconds=86399, microseconds=1), timedelta(days=-999999999), timedelta(hours=-1)]
    return [repr(t) for t in tds] + [str(t) for t in tds] + [str(tds), repr(tds)]

def case_tz_repr() -> list[str]:
    zs = [timezone.utc, UTC, timezone(timedelta(0)), timezone(timedelta(hours=5)), timezone(timedelta(hours=-23, minutes=-59))]
    return [repr(z) for z in zs] + [str(z) for z in zs] + [str(zs)]

def case_containers() -> list[str]:
    d = datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=timezone.utc)
    pairs: dict[str, date] = {"a": d.date(), "b": d}
    t: tuple[datetime, timedelta, int] = (d, d - d, 3)
    return [str([d]), repr([d, d]), str(pairs), str(t), str(Ev(d, timedelta(1))), repr(Ev(d, timedelta(1)))]

def case_optional() -> list[str]:
    d = datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=timezone(timedelta(hours=2)))
    off = d.utcoffset()
    name = d.tzname()
    maybe: list[datetime | None] = [d, None]
    mixed: list[datetime | timedelta | None] = [d, None, timedelta(3)]
    return [str(off), repr(off), str(d.tzinfo), repr(d.tzinfo), str(maybe), str(mixed), str(name), f"{off}", repr(mixed[2])]

def case_print() -> int:
    d = datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=timezone.utc)
    print(d, [d], d.utcoffset(), (d.date(),))
    return 0

def case_time_basic() -> list[str]:
    t = time(12, 30)
    u = time(0, 0, 5)
    v = time(23, 59, 59, 999999)
    w = time()
    x = time(hour=7, microsecond=50, tzinfo=None)
    ts = [t, u, v, w, x, time(True, False)]
    out = [t.isoformat(), str(u), repr(v), str(ts), repr(w), f"{x}", f"{x!r}", str(t.tzinfo)]
    for a in ts:
        out += [str(a.hour), str(a.minute), str(a.second), str(a.microsecond)]
        for spec in ["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"]:
            out.append(a.isoformat(spec))
            out.append(a.isoformat(timespec=spec))
        for b in ts:
            out += [str(a == b), str(a < b), str(a <= b), str(a > b), str(a >= b), str(a != b)]
    return out

def case_time_errors() -> list[str]:
    out: list[str] = []
    for args in [(24, 0, 0, 0), (0, 60, 0, 0), (0, 0, 60, 0), (0, 0, 0, 1000000), (-1, 0, 0, 0), (0, 0, 0, -1)]:
        try:
            out.append(str(time(args[0], args[1], args[2], args[3])))
        except ValueError as e:
            out.append(str(e))
    try:
        time(1).isoformat("days")
    except ValueError as e:
        out.append(str(e))
    return out

def case_time_of_datetime() -> list[str]:
    d = datetime(2024, 5, 6, 7, 8, 9, 10, tzinfo=timezone(timedelta(hours=3)))
    t = d.time()
    return [repr(t), str(t), str(t.replace(minute=1)), repr(t.replace(microsecond=0)), t.strftime("%H:%M:%S.%f %I %p %Y-%m-%d %a %j %z|%Z|%%"),
            str(d.time() == t), str(d.time() == d.time().replace(hour=1)), str(t == d)]

def case_time_bool() -> list[bool]:
    return [bool(time()), bool(time(1))]

def case_boolarg() -> str:
    return repr(datetime(2024, True, 1, tzinfo=timezone.utc))
"""


def test_repr_and_time_as_in_cpython(runner: Any) -> None:  # noqa: F811
    """repr() of each class, alone, in containers, dataclasses, unions and print(); `time` (naive)."""
    python, js = run_both(runner, _PRINTING)
    assert len(python) == 11
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok" and py["printed"] == out["printed"], (py, out)
        assert py["value"] == out["value"], (py["name"], py["value"], out["value"])


def test_what_time_and_printing_do_not_support_is_refused() -> None:
    found = errors(
        """
        import json
        from datetime import date, datetime, time, timezone, timedelta

        def f(d: datetime) -> list[object]:
            return [
                time(1, tzinfo=timezone.utc),
                time.fromisoformat("12:00"),
                json.dumps([d]),
                json.dumps({"a": timedelta(1)}),
                time(1) < d,
                date(2024, 1, 1).time(),
                time(1) - time(2),
            ]
        """
    )
    assert [e.split(":")[0] for e in found] == [str(n) for n in range(7, 14)], found
    assert "time() with a tzinfo is not supported" in found[0] and "take its .time()" in found[1]
    assert 'json.dumps() of "datetime": Python raises TypeError' in found[2] and '"timedelta"' in found[3]
    assert 'Unsupported operand types for < ("time" and "datetime")' in found[4]
    assert '"date" has no attribute "time"' in found[5] and '("time" and "time")' in found[6]


# ---- strptime -------------------------------------------------------------------------------------

#: Formats with %z (an aware datetime) and without (made aware by `.replace(tzinfo=...)`), each written
#: as a literal in the program: random datetimes are written with each by CPython's strftime, then
#: mutated, then parsed back by both sides.
_AWARE_FORMATS = ["%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%d %H:%M:%S.%f%z", "%a, %d %b %Y %H:%M:%S %z",
                  "%d/%m/%y %I:%M %p %z", "%A %B %d %Y %H%M%S%z", "%Y%m%d%H%M%S%f%z", "%j %Y %H:%M %z",
                  "%c %z", "%x %X%z", "%G-W%V-%u %H %z", "%Y %U %a %H %z", "%Y %W %w %z", "%z"]  # fmt: skip
_NAIVE_FORMATS = ["%Y-%m-%d", "%Y-%m-%d %H:%M:%S", "%d %B %Y", "%b %d %Y %I:%M:%S %p", "%Y%m%d",
                  "%m/%d/%Y %H:%M", "%y-%m-%d", "%j/%Y", "%Y-%m-%dT%H:%M:%S.%f", "%c", "%x", "%X",
                  "%A, %d. %B %Y", "%U %w %Y", "%W %a %y", "%I%p", "%m-%d", "100%% %H.%M"]  # fmt: skip


def _offset_of(r: random.Random) -> timedelta:
    kind = r.random()
    if kind < 0.3:
        return timedelta(0)
    if kind < 0.8:
        return timedelta(minutes=r.randint(-23 * 60 - 59, 23 * 60 + 59))
    if kind < 0.9:
        return timedelta(seconds=r.randint(-86399, 86399))
    return timedelta(seconds=r.randint(-86399, 86399), microseconds=r.randint(0, 999999))


def _written(r: random.Random, format_: str) -> str:
    stamp = r.choice([r.uniform(-6.2e10, 2.5e11), r.uniform(0, 2e9), r.uniform(-2.3e9, 0)])
    moment = datetime.fromtimestamp(stamp, timezone(_offset_of(r)))
    if r.random() < 0.2:
        moment = moment.replace(microsecond=r.choice([0, 5, 120000, 999999]))
    return moment.strftime(format_)


def _mutated(r: random.Random, text: str) -> str:
    kind = r.random()
    if kind < 0.45 or not text:
        return text
    if kind < 0.55:
        return r.choice([text.upper(), text.lower(), text.swapcase(), " " + text, text + " ", text + "x"])
    if kind < 0.65:  # a field without its zero padding
        return re.sub(r"\b0(\d)", r"\1", text, count=r.randint(1, 3))
    i = r.randrange(len(text))
    pool = ["", "0", "1", "9", " ", "  ", ":", "-", "+", "Z", "z", ".", "x", "ſ", "٣", "\t", "AM", "pm"]
    return text[:i] + r.choice(pool) + text[i + r.randint(0, 1) :]


_STRPTIME_TRICKY = [
    ("2024-1-5", "%Y-%m-%d"), ("2024-01- 5", "%Y-%m-%d"), (" 2024-01-05", "%Y-%m-%d"), ("2024-01-05 ", "%Y-%m-%d"),
    ("2024  01\t05", "%Y %m %d"), ("2024-01-05", "%Y %m %d"), ("", "%Y-%m-%d"), ("", "%%"), ("%", "%%"),
    ("2024-01-05x", "%Y-%m-%d"), ("abc", "%Y"), ("2023-02-29", "%Y-%m-%d"), ("2024-02-29", "%Y-%m-%d"),
    ("02-29", "%m-%d"), ("1900-02-29", "%Y-%m-%d"), ("2000-02-30", "%Y-%m-%d"), ("0000-01-01", "%Y-%m-%d"),
    ("9999-12-31", "%Y-%m-%d"), ("٢٠٢٤-٠١-٠٥", "%Y-%m-%d"), ("𝟐𝟎𝟐𝟒-𝟎𝟏-𝟎𝟓", "%Y-%m-%d"), ("JANUARY 5 2024", "%B %d %Y"),
    ("jan 5 2024", "%b %d %Y"), ("jAn 5 2024", "%b %d %Y"), ("ſep 5 2024", "%b %d %Y"), ("Sept 5 2024", "%b %d %Y"),
    ("September 5 2024", "%b %d %Y"), ("mAY 5 2024", "%B %d %Y"), ("Friday", "%A"), ("FRİDAY", "%A"), ("frı", "%a"),
    ("68", "%y"), ("69", "%y"), ("00", "%y"), ("99", "%y"), ("12AM", "%I%p"), ("12PM", "%I%p"), ("12 am", "%I %p"),
    ("1 pm", "%I %p"), ("0 pm", "%I %p"), ("13 pm", "%I %p"), ("12", "%I"), ("11 PM", "%H %p"), ("pm 3", "%p %I"),
    ("1", "%f"), ("12", "%f"), ("123", "%f"), ("1234", "%f"), ("12345", "%f"), ("123456", "%f"), ("1234567", "%f"),
    ("5.0000001", "%S.%f"), ("60", "%S"), ("61", "%S"), ("62", "%S"), ("24", "%H"), ("7", "%M"),
    ("2024 366", "%Y %j"), ("2023 366", "%Y %j"), ("2024 000", "%Y %j"), ("9999 366", "%Y %j"), ("367", "%j"),
    ("2024 10 3", "%Y %U %w"), ("2024 0 0", "%Y %W %w"), ("2024 53 6", "%Y %U %w"), ("9999 53 6", "%Y %U %w"),
    ("0001 0 1", "%Y %U %w"), ("2017 0 1", "%Y %U %w"), ("2024 10", "%Y %U"), ("2024 5 3 100", "%Y %U %w %j"),
    ("2021 52 7", "%G %V %u"), ("2020 53 7", "%G %V %u"), ("0001 1 1", "%G %V %u"), ("9999 52 7", "%G %V %u"),
    ("2021 52", "%G %V"), ("52 1", "%V %u"), ("2024 52 1", "%Y %V %u"), ("2021 52 1 100", "%G %V %u %j"),
    ("2021", "%G"), ("2024 5", "%Y %u"), ("Tue Mar  5 01:02:03 2024", "%c"), ("tue mar 5 1:2:3 2024", "%c"),
    ("03/05/24", "%x"), ("3/5/24", "%x"), ("01:02:03", "%X"), ("100%", "%j%%"), ("2024 123 5", "%Y %j %u"),
    ("a.b(c) 2024", "a.b(c) %Y"), ("a.b(c) 2024", "a.b(c)  %Y"), ("a.bxc) 2024", "a.b(c) %Y"), ("[x]^$ 1", "[x]^$ %d"),
    ("T12", "T%H"), ("t12", "T%H"), ("02-29 100", "%m-%d %j"),
]  # fmt: skip

_STRPTIME_TRICKY_AWARE = [
    "Z", "+00:00", "-00:00", "+0000", "+0530", "-07:00:30", "-070030", "+05:30:00.123456", "+053000.5",
    "+05:3000", "+0530:00", "+0530:00.5", "+24:00", "-2400", "+99:59", "-23:59:59.999999", "+23:59:59.9999999",
    "z", "", "+5:30", "+05:60", "+05:30:60", "+05", "+05:30:00.", "UTC", "GMT", "+٠٥:٣٠", "Z ", " Z", "ZZ",
]  # fmt: skip


def _strptime_program(texts: list[list[str]]) -> str:
    """A case per format (each a literal in its calls) over its texts; then the tricky ones."""
    lines = [
        "import json",
        "from collections.abc import Callable",
        "from datetime import UTC, datetime, timedelta, timezone",
        "from typing import Any",
        "",
        f"TEXTS: list[list[str]] = {texts!r}",
        "",
        "def failure(e: Exception) -> str:",
        "    return type(e).__name__ + ': ' + str(e)",
        "",
        "def shown(d: datetime) -> list[str]:",
        "    return [repr(d), str(d), d.isoformat(), str(d.tzname()), str(d.utcoffset()), repr(d.tzinfo),",
        "            d.strftime('%Y-%m-%d %H:%M:%S.%f %a %j %z %Z')]",
        "",
        "def attempt(make: Callable[[], datetime]) -> list[str]:",
        "    try:",
        "        return shown(make())",
        "    except ValueError as e:",
        "        return [failure(e)]",
        "",
    ]
    west = "timezone(timedelta(hours=-3, minutes=-30))"
    for i, format_ in enumerate(_AWARE_FORMATS + _NAIVE_FORMATS):
        aware = i < len(_AWARE_FORMATS)
        lines += [
            f"def case_format_{i}() -> list[str]:",
            "    out: list[str] = []",
            f"    for s in TEXTS[{i}]:",
            *(
                [
                    f"        out += attempt(lambda: datetime.strptime(s, {format_!r}))",
                    f"        out += attempt(lambda: datetime.strptime(s, {format_!r}).replace(tzinfo=UTC))",
                ]
                if aware
                else [
                    f"        out += attempt(lambda: datetime.strptime(s, {format_!r}).replace(tzinfo={west}))",
                    f"        out += attempt(lambda: datetime.strptime(s, {format_!r}).replace(hour=1, tzinfo=UTC))",
                ]
            ),
            "    return out",
            "",
        ]
    lines += ["def case_tricky() -> list[str]:", "    return ["]
    for text, format_ in _STRPTIME_TRICKY:
        lines.append(
            f"        *attempt(lambda: datetime.strptime({text!r}, {format_!r}).replace(tzinfo=UTC)),"
        )
    for zone in _STRPTIME_TRICKY_AWARE:
        lines.append(f"        *attempt(lambda: datetime.strptime({'2024-03-05 ' + zone!r}, '%Y-%m-%d %z')),")
        lines.append(f"        *attempt(lambda: datetime.strptime({'x' + zone + 'x'!r}, 'x%zx')),")
    lines += [
        "    ]",
        "",
        "def case_not_a_str() -> list[str]:",
        "    out: list[str] = []",
        '    values: list[Any] = json.loads(\'[5, 1.5, null, true, [1], {"a": 1}, "2024+0100"]\')',
        "    for v in values:",
        "        try:",
        "            out += shown(datetime.strptime(v, '%Y%z'))",
        "        except TypeError as e:",
        "            out.append(failure(e))",
        "    return out",
    ]
    return "\n".join(lines) + "\n"


def test_strptime_as_in_cpython(runner: Any) -> None:  # noqa: F811
    """datetime.strptime of random datetimes written by CPython's strftime (then mutated), with %z and
    made aware by `.replace(tzinfo=...)`, and of tricky strings: each result, or ValueError's message."""
    r = random.Random(2024)
    texts = [
        [_mutated(r, _written(r, format_)) for _ in range(60)] for format_ in _AWARE_FORMATS + _NAIVE_FORMATS
    ]
    python, js = run_both(runner, _strptime_program(texts))
    assert len(python) == len(_AWARE_FORMATS) + len(_NAIVE_FORMATS) + 2
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        mismatches = [(a, b) for a, b in zip(py["value"], out["value"]) if a != b]
        assert mismatches == [] and len(py["value"]) == len(out["value"]), (py["name"], mismatches[:10])
    values = [v for p in python for v in p["value"]]
    failures = [v for v in values if v.startswith("ValueError")]
    parsed = (len(values) - len(failures)) // 7  # (shown() writes 7 values of each datetime)
    assert parsed > 1500 and 0.2 < len(failures) / (parsed + len(failures)) < 0.6, (parsed, len(failures))
    for expected in ["ValueError: time data ", "ValueError: unconverted data remains", "ValueError: day is out of range for month",
                     "ValueError: Inconsistent use of ", "ValueError: invalid literal for int() with base 10", "ValueError: offset must be a timedelta strictly between ",
                     "ValueError: second must be in 0..59", "ValueError: ISO week directive ", "ValueError: year"]:  # fmt: skip
        assert any(v.startswith(expected) for v in failures), expected
    assert (
        any(" is not in list" in v for v in failures)
        and "TypeError: strptime() argument 1 must be str, not None" in values
    )


def test_strptime_regexes_are_cpythons() -> None:
    """The directives' regexes the build matches with are CPython's own (the C locale), %Z aside."""
    import _strptime

    from generator.transpile.lower.library.datetimes import STRPTIME_REGEXES

    cpython = _strptime.TimeRE(_strptime.LocaleTime())
    assert {k: v for k, v in cpython.items() if k != "Z"} == STRPTIME_REGEXES


def test_what_strptime_does_not_support_is_refused() -> None:
    found = errors(
        """
        from datetime import datetime, timezone

        def f(s: str, fmt: str, n: int) -> list[object]:
            return [
                datetime.strptime(s, fmt),
                datetime.strptime(s, "%Y-%m-%d"),
                datetime.strptime(s, "%Y %Z %z"),
                datetime.strptime(s, "%Y %q %z"),
                datetime.strptime(s, "%Y %z %"),
                datetime.strptime(s, "%Y %Y %z"),
                datetime.strptime(n, "%Y %z"),
                datetime.strptime(s, "%Y").replace(year=2000),
                datetime.strptime(s, "%Y").replace,
                datetime.strptime(s, "%D %z"),
                datetime.strptime(s, "%Y %. %z"),
                datetime.strptime(s, format="%Y %z"),
            ]
        """
    )
    assert [e.split(":")[0] for e in found] == [str(n) for n in range(6, 18)], found
    assert "takes a literal str format" in found[0]
    assert "without %z makes a naive datetime" in found[1] and ".replace(tzinfo=timezone.utc)" in found[1]
    assert "strptime directive %Z is not supported" in found[2]
    assert "'q' is a bad directive in format '%Y %q %z'" in found[3] and "stray % in format" in found[4]
    assert "re.error: redefinition of group name 'Y'" in found[5] and 'takes a str, not "int"' in found[6]
    assert "naive datetime" in found[7] and "naive datetime" in found[8]
    assert "'D' is a bad directive" in found[9] and "'%' is a bad directive in format '%Y %. %z'" in found[10]
    assert 'unsupported keyword argument "format"' in found[11]


_ISO_CALENDAR = """
from datetime import date, timedelta


def case_iso_calendar() -> list[str]:
    out: list[str] = []
    for ordinal in ORDINALS:
        d = date(1, 1, 1) + timedelta(days=ordinal - 1)
        c = d.isocalendar()
        year, week, weekday = c
        out.append(f"{d.isoformat()} {year} {week} {weekday} {c.week} {c!r}")
    return out
"""


def test_isocalendar_as_in_cpython(runner: Any) -> None:  # noqa: F811
    """date.isocalendar() of random days and of each day around the new years where ISO weeks turn."""
    r = random.Random(2026)
    ordinals = [r.randint(1, 3652059) for _ in range(3000)] + [1, 2, 3, 3652059]
    for year in (1, 2004, 2008, 2009, 2020, 2021, 2026, 2027, 9998):
        start = datetime(year, 12, 20).toordinal()
        ordinals += range(start, start + 20)
    source = _ISO_CALENDAR.replace("ORDINALS", str(ordinals))
    python, js = run_both(runner, source)
    assert python[0]["kind"] == js[0]["kind"] == "ok", (python[0], js[0])
    mismatches = [(a, b) for a, b in zip(python[0]["value"], js[0]["value"]) if a != b]
    assert mismatches == [] and len(python[0]["value"]) == len(ordinals) > 3000, mismatches[:5]
    assert any(" 53 " in v for v in python[0]["value"])  # a year of 53 ISO weeks is among them
