"""int(s, base), pow(a, b, m), round(x, n), range() (also one kept as a value: its items, slices,
index(), ==), str.replace(old, new, count) and math's functions (gcd, lcm, isclose, fsum, hypot, comb,
perm, isqrt, factorial, fmod, modf, copysign, log2, log10) through the real transpiler against CPython
3.11 on random inputs: each result by its repr (a float's every bit), each ValueError by its message."""

from __future__ import annotations

import math
import random
from typing import Any

from tests.transpile.helpers import errors
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import math
from collections.abc import Callable

inf = math.inf
nan = math.nan

TEXTS: list[tuple[str, int]] = {texts!r}
FLOATS: list[tuple[float, int]] = {floats!r}
INTS: list[tuple[int, int]] = {ints!r}
POWS: list[tuple[int, int, int]] = {pows!r}
SUMS: list[list[float]] = {sums!r}
PAIRS: list[tuple[float, float]] = {pairs!r}
RANGES: list[tuple[int, int, int, int]] = {ranges!r}
REPLACES: list[tuple[str, str, str, int]] = {replaces!r}


def case_int_base() -> list[str]:
    out: list[str] = []
    for s, b in TEXTS:
        try:
            out.append(str(int(s, b)))
        except ValueError as e:
            out.append("ValueError: " + str(e))
    return out


def case_round_float() -> list[str]:
    out: list[str] = []
    for x, n in FLOATS:
        try:
            out.append(repr(round(float(x), n)))
        except OverflowError as e:
            out.append("OverflowError: " + str(e))
    return out


def case_round_int() -> list[str]:
    return [repr(round(i, n)) for i, n in INTS]


def case_pow_mod() -> list[str]:
    out: list[str] = []
    for a, b, m in POWS:
        try:
            out.append(str(pow(a, b, m)))
        except ValueError as e:
            out.append("ValueError: " + str(e))
    return out


def case_fsum() -> list[str]:
    out: list[str] = []
    for xs in SUMS:
        try:
            out.append(repr(math.fsum(xs)))
        except ValueError as e:
            out.append("ValueError: " + str(e))
        except OverflowError as e:
            out.append("OverflowError: " + str(e))
    return out


def case_hypot() -> list[str]:
    out: list[str] = []
    for xs in SUMS:
        if len(xs) == 2:
            out.append(repr(math.hypot(xs[0], xs[1])))
        elif len(xs) >= 3:
            out.append(repr(math.hypot(xs[0], xs[1], xs[2])))
    return out


def case_pairs() -> list[list[str]]:
    out: list[list[str]] = []
    for x, y in PAIRS:
        a, b = float(x), float(y)
        row = [
            repr(math.isclose(a, b)),
            repr(math.isclose(a, b, rel_tol=1e-3)),
            repr(math.isclose(a, b, abs_tol=0.5)),
            repr(math.hypot(a, b)),
            repr(math.modf(a)),
            repr(math.copysign(a, b)),
            repr(abs(a)),
        ]
        try:
            row.append(repr(math.fmod(a, b)))
        except ValueError as e:
            row.append("ValueError: " + str(e))
        try:
            row.append(repr(divmod(a, b)))
        except ZeroDivisionError as e:
            row.append("ZeroDivisionError: " + str(e))
        out.append(row)
    return out


def case_ints() -> list[list[str]]:
    out: list[list[str]] = []
    for i, n in INTS:
        a, k = abs(i) % 60, abs(n) % 70
        out.append([
            str(math.gcd(i, n)),
            str(math.gcd(i, n, 12)),
            str(math.lcm(i % 1000, n)),
            str(math.comb(a % 50, k)),  # within 2**53: beyond, the helpers stop the worker
            str(math.perm(a % 25, k % 12)),
            str(math.isqrt(abs(i))),
            str(math.factorial(a % 19)),
        ])
    return out


def case_ranges() -> list[list[object]]:
    out: list[list[object]] = []
    for start, stop, step, x in RANGES:
        out.append([
            len(range(start, stop, step)),
            x in range(start, stop, step),
            x not in range(stop),
            list(reversed(range(start, stop, step))),
            [i * 2 for i in range(start, stop, 3)],
        ])
    return out


def range_or_error(f: Callable[[], int | str]) -> str:
    try:
        return str(f())
    except (IndexError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)


def case_range_values() -> list[list[str]]:
    out: list[list[str]] = []
    for start, stop, step, x in RANGES:
        r = range(start, stop, step)
        row = [str(r), str(len(r)), str(x in r), str(r.count(x)), str(r == range(x, stop, step)), str(bool(r))]
        row += [range_or_error(lambda: r[x]), range_or_error(lambda: r.index(x)), str(list(reversed(r)))]
        for lo, hi, by in ((x, None, None), (None, x, -1), (-3, x, 2), (x, -x, -3), (None, None, x % 5 - 2)):
            row.append(range_or_error(lambda: str(r[lo:hi:by])))
        out.append(row)
    return out


def case_replace() -> list[str]:
    return [s.replace(old, new, n) for s, old, new, n in REPLACES]
"""

_DIGITS = "0123456789abcdefzABFZ"


def _text(r: random.Random) -> str:
    parts = []
    if r.random() < 0.2:
        parts.append(r.choice([" ", "\t", "\u3000", "\n"]))
    if r.random() < 0.3:
        parts.append(r.choice("+-"))
    if r.random() < 0.4:
        parts.append(r.choice(["0x", "0X", "0o", "0b", "0B", "0", "00"]))
    for _ in range(r.randrange(0, 7)):
        parts.append(r.choice([*_DIGITS, "_", "_", "٣"]))
    if r.random() < 0.2:
        parts.append(r.choice([" ", "x", "__"]))
    return "".join(parts)


def _float(r: random.Random) -> float:
    kind = r.random()
    if kind < 0.3:  # ties and near-ties in decimal
        return r.randrange(-100000, 100000) * 0.5 * 10 ** r.randrange(-4, 4)
    if kind < 0.5:
        return float(r.randrange(-(10**9), 10**9))
    if kind < 0.6:
        return r.choice([0.0, -0.0, 1e308, -1.7e308, 5e-324, math.inf, -math.inf, math.nan, 2.5, -0.5])
    return r.uniform(-1, 1) * 10 ** r.randrange(-20, 20)


def _data(seed: int) -> dict[str, Any]:
    r = random.Random(seed)
    texts = [(_text(r), r.choice([0, 0, 2, 8, 10, 16, 16, 36, 7, 1, 37])) for _ in range(1500)]
    floats = [(_float(r), r.randrange(-8, 8)) for _ in range(800)] + [(1.7e308, -308), (1.7e308, -309)]
    ints = [
        (r.randrange(-(10**12), 10**12) // 10 ** r.randrange(0, 12), r.randrange(-12, 12)) for _ in range(400)
    ]
    pows = [
        (r.randrange(-50, 50), r.randrange(-5, 30), r.choice([0, 1, -1, 7, 12, -9, 97, 2**31 - 1]))
        for _ in range(400)
    ]
    sums = []
    for _ in range(400):
        xs = [_float(r) for _ in range(r.randrange(0, 8))]
        if r.random() < 0.5:  # cancellation: what naive summing loses
            xs += [-x for x in xs[: len(xs) // 2]] + [1e-16, 1.0, 1e16]
        r.shuffle(xs)
        sums.append([x for x in xs if not math.isinf(x) or r.random() < 0.3])
    pairs = [(_float(r), _float(r)) for _ in range(400)] + [(1.0, 1.0 + 1e-9), (3.0, 4.0), (-7.0, 2.0)]
    ranges = [
        (r.randrange(-20, 20), r.randrange(-20, 20), r.choice([1, 2, 3, -1, -2, -5]), r.randrange(-25, 25))
        for _ in range(300)
    ]
    words = ["", "a", "ab", "aa", "é", "😀", "$&", "b"]
    replaces = [
        (
            "".join(r.choice(words) for _ in range(r.randrange(0, 6))),
            r.choice(words),
            r.choice(words),
            r.randrange(-2, 4),
        )
        for _ in range(400)
    ]
    return {
        "texts": texts,
        "floats": floats,
        "ints": ints,
        "pows": pows,
        "sums": sums,
        "pairs": pairs,
        "ranges": ranges,
        "replaces": replaces,
    }


def test_random_inputs_as_in_cpython(runner: Any) -> None:  # noqa: F811
    data = _data(2026)
    program = _PROGRAM.format(**data)
    python, js = run_both(runner, program)
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        assert len(py["value"]) == len(out["value"]), py["name"]
        for a, b in zip(py["value"], out["value"]):
            assert a == b, (py["name"], a, b)
    by_name = {p["name"]: p["value"] for p in python}
    assert sum(v.startswith("ValueError") for v in by_name["case_int_base"]) > 300
    assert sum(not v.startswith("ValueError") for v in by_name["case_int_base"]) > 300


def test_what_cannot_be_exact_is_refused() -> None:
    found = errors(
        """
        import math


        def f(xs: list[int], s: str, x: float) -> object:
            return [tuple(xs), int(s, x), pow(2.0, 3, 5), math.gcd(x), s.replace("a", "b", x)]
        """
    )
    assert found == [  # tuple(xs) is a tuple of any length (tuple[int, ...])
        '6:24: int()\'s base must be an int, not "float"',
        "6:35: pow() with a modulus takes ints",
        '6:51: expected an int, got "float"',
        '6:64: replace()\'s count must be an int, not "float"',
    ]


def test_a_seeded_random_sequence_is_refused() -> None:
    found = errors("import random\n\nrandom.seed(4)\nprint(random.randint(1, 6))\n")
    assert found == [
        '3:8: "random.seed" is not supported: a seeded sequence is CPython\'s Mersenne Twister\'s, which '
        "JavaScript does not have: use the module's functions unseeded (random.randint, random.choice...)"
    ]
