"""`datetime` through the real transpiler against CPython: random timestamps, timedeltas (ints and
floats, CPython's rounding), ISO 8601 strings (mutations of valid ones) and strftime formats, each
operation's result or exception compared; and the refusals, located."""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any

from tests.transpile.helpers import errors
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
            try:  # a quotient past 2**53 raises OverflowError here: the dialect's kept difference
                q = td // other
                out.append(str(q) if abs(q) <= 9007199254740992 else "past 2**53")
            except OverflowError:
                out.append("past 2**53")
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
                date.today(),
                datetime.fromisoformat("2024-01-01T10:00"),
                datetime.now(timezone.utc).strftime("%c"),
                datetime.now(timezone.utc) - date(2024, 1, 1),
                timedelta(days="1"),
                datetime.now(timezone.utc).replace(tzinfo=None),
            ]
        """
    )
    assert [e.split(":")[0] for e in found] == [str(n) for n in range(6, 16)], found
    assert "pass timezone.utc" in found[0] and "datetime.now(timezone.utc)" in found[1]
    assert "date.today() is the machine's local date" in found[4] and "without an offset" in found[5]
    assert "strftime directive %c is not supported" in found[6]
    assert 'Unsupported operand types for - ("datetime" and "date")' in found[7]


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
