"""statistics through the real transpiler against CPython 3.11: 200 random lists of ints, of floats
(tiny, huge, subnormal, whole, neighbours, with -0.0, infinities and NaNs) and of both, each through every
function; the float digits (repr), the int results (`:.17g`, which tells every float apart) and the
errors' text compared, in one Node run."""

from __future__ import annotations

import math
import random
from typing import Any

from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import statistics
from collections.abc import Callable

INTS: list[list[int]] = {ints}
FLOATS = [[float(x) for x in xs] for xs in {floats}]
MIXED: list[list[float]] = {mixed}


def attempt(f: Callable[[], str]) -> str:
    try:
        return f()
    except (ValueError, OverflowError, AttributeError) as e:  # StatisticsError is a ValueError
        return type(e).__name__ + ": " + str(e)


def case_ints() -> list[str]:
    out: list[str] = []
    for xs in INTS:
        out.append(attempt(lambda: f"{{statistics.mean(xs):.17g}}"))
        out.append(attempt(lambda: repr(statistics.fmean(xs))))
        out.append(attempt(lambda: f"{{statistics.median(xs):.17g}}"))
        out.append(attempt(lambda: repr(statistics.median_low(xs))))
        out.append(attempt(lambda: repr(statistics.median_high(xs))))
        out.append(attempt(lambda: repr(statistics.mode(xs))))
        out.append(attempt(lambda: repr(statistics.multimode(xs))))
        out.append(attempt(lambda: f"{{statistics.variance(xs):.17g}}"))
        out.append(attempt(lambda: f"{{statistics.pvariance(xs):.17g}}"))
        out.append(attempt(lambda: repr(statistics.stdev(xs))))
        out.append(attempt(lambda: repr(statistics.pstdev(xs))))
        out.append(attempt(lambda: repr(statistics.quantiles(xs))))
        out.append(attempt(lambda: repr(statistics.quantiles(xs, n=7, method="inclusive"))))
        out.append(attempt(lambda: f"{{statistics.variance(xs, 3):.17g}}"))
        out.append(attempt(lambda: repr(statistics.pstdev(xs, mu=2.5))))
    return out


def case_floats() -> list[str]:
    out: list[str] = []
    for xs in FLOATS:
        out.append(attempt(lambda: repr(statistics.mean(xs))))
        out.append(attempt(lambda: repr(statistics.fmean(xs))))
        out.append(attempt(lambda: repr(statistics.median(xs))))
        out.append(attempt(lambda: repr(statistics.median_low(xs))))
        out.append(attempt(lambda: repr(statistics.median_high(xs))))
        out.append(attempt(lambda: repr(statistics.variance(xs))))
        out.append(attempt(lambda: repr(statistics.pvariance(xs))))
        out.append(attempt(lambda: repr(statistics.stdev(xs))))
        out.append(attempt(lambda: repr(statistics.pstdev(xs))))
        out.append(attempt(lambda: repr(statistics.quantiles(xs))))
        out.append(attempt(lambda: repr(statistics.quantiles(xs, n=10, method="inclusive"))))
        out.append(attempt(lambda: repr(statistics.variance(xs, 0.5))))
        out.append(attempt(lambda: repr(statistics.pstdev(xs, 1))))
        out.append(attempt(lambda: repr(statistics.fmean(xs, [1.5] * len(xs)))))
    return out


def case_mixed() -> list[str]:
    out: list[str] = []
    for xs in MIXED:
        out.append(attempt(lambda: f"{{statistics.mean(xs):.17g}}"))
        out.append(attempt(lambda: f"{{statistics.median(xs):.17g}}"))
        out.append(attempt(lambda: f"{{statistics.variance(xs):.17g}}"))
        out.append(attempt(lambda: f"{{statistics.pvariance(xs):.17g}}"))
        out.append(attempt(lambda: repr(statistics.stdev(xs))))
        out.append(attempt(lambda: repr(statistics.quantiles(xs, n=5))))
    return out
"""

_EDGES = [0.1, 0.2, 0.3, -0.0, 0.0, 1e308, -1e308, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308]


def _int(r: random.Random) -> int:
    # within 10**7: a variance of them stays within 2**53, where JavaScript's ints end (see README)
    return r.choice([r.randint(-10, 10), r.randint(-(10**6), 10**6), r.randint(-(10**7), 10**7)])


def _float(r: random.Random) -> float:
    k = r.random()
    if k < 0.3:
        return r.randint(-20, 20) / r.choice([1, 2, 3, 4, 7, 10])
    if k < 0.6:
        return r.uniform(-1000, 1000)
    if k < 0.8:
        return r.uniform(-1, 1) * 10.0 ** r.randint(-30, 30)
    if k < 0.81:
        return r.choice([float("inf"), float("-inf"), float("nan")])
    if k < 0.85:
        return r.choice(_EDGES)
    return float(r.randint(-100, 100))


def _source(value: object) -> str:
    """Python source of the lists (repr() writes inf and nan, which are no literals)."""
    if isinstance(value, list):
        return "[" + ", ".join(_source(v) for v in value) + "]"
    if isinstance(value, float) and not math.isfinite(value):
        return f'float("{value}")'
    return repr(value)


def test_random_lists_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(2024)
    sizes = [0, 1, 2, 3, 4, 5, 6, 7, 10, 20, 33]
    ints = [[_int(r) for _ in range(r.choice(sizes))] for _ in range(200)]
    floats = [[_float(r) for _ in range(r.choice(sizes))] for _ in range(170)]
    # neighbours: their mean and spreads fall halfway between two floats, where the rounding shows
    for _ in range(30):
        x = _float(r)
        floats.append([x, math.nextafter(x, math.inf)] * r.choice([1, 2]) + [x] * r.choice([0, 1]))
    mixed = [[_int(r) if r.random() < 0.5 else _float(r) for _ in range(r.randint(0, 9))] for _ in range(200)]
    program = _PROGRAM.format(ints=_source(ints), floats=_source(floats), mixed=_source(mixed))
    python, js = run_both(runner, program)
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        wrong = [(i, a, b) for i, (a, b) in enumerate(zip(py["value"], out["value"])) if a != b]
        assert wrong[:5] == [], py["name"]
    errors = [v for py in python for v in py["value"] if "Error: " in v]
    assert len(errors) > 500  # empty and one-item lists, and overflows, are met too
    assert any(v.startswith("OverflowError") for v in errors)
    assert any(v.startswith("AttributeError") for v in errors)  # stdev of an infinity, as CPython 3.11
