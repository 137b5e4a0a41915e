"""Operators on JSON (`Any`) values dispatch on the runtime types as CPython does: random JSON values
combined with every operator, in CPython and (transpiled) in Node, compared value by value and error by
error (class and message). Printing of `object` is refused where JavaScript cannot tell the value's
type (an int from a whole float, a list from a tuple)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from tests.oracle.oracle import NodeRunner
from tests.oracle.pyside import values_equal

from .helpers import errors
from .test_semantics import run_both

#: Floats are never whole: JSON's `1.0` is read as the int 1 (a kept difference, see the README).
_ATOMS: list[object] = [0, 1, -2, 3, 0.5, -1.5, 2.25, "", "ab", "é", True, False, None]
_BINARY = ["+", "-", "*", "/", "//", "**", "&", "|", "^", "<<", ">>", "<", "<=", ">", ">=", "==", "!="]
_UNARY = ["-", "+", "~"]


def _value(r: random.Random, depth: int = 0) -> object:
    kind = r.random()
    if depth < 2 and kind < 0.15:
        return [_value(r, depth + 1) for _ in range(r.randint(0, 3))]
    if depth < 2 and kind < 0.25:
        return {r.choice("abc"): _value(r, depth + 1) for _ in range(r.randint(0, 2))}
    return r.choice(_ATOMS)


def _apply(op: str, a: object, b: object) -> object:
    try:
        result = eval(f"a {op} b", {}, {"a": a, "b": b})
    except Exception as e:  # noqa: BLE001 - every outcome is compared
        return f"E {type(e).__name__}: {e}"
    return result


def _fits(result: object) -> bool:
    """A result both runtimes hold exactly: no complex, no int past 2**53, no huge repetition."""
    if isinstance(result, complex):
        return False
    if isinstance(result, int) and abs(result) > 2**53:
        return False
    return not (isinstance(result, (str, list)) and len(result) > 50)


PROGRAM = """
import json
from typing import Any


def apply(op: str, a: Any, b: Any) -> Any:
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a / b
    if op == "//":
        return a // b
    if op == "**":
        return a ** b
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    if op == "<<":
        return a << b
    if op == ">>":
        return a >> b
    if op == "<":
        return a < b
    if op == "<=":
        return a <= b
    if op == ">":
        return a > b
    if op == ">=":
        return a >= b
    if op == "==":
        return a == b
    return a != b


def unary(op: str, a: Any) -> Any:
    if op == "-":
        return -a
    if op == "+":
        return +a
    return ~a


def attempt(op: str, a: Any, b: Any, one: bool) -> Any:
    if op == "stop":  # (a power the worker stops at: see case_float_power_stops)
        return "stop"
    try:
        return unary(op, a) if one else apply(op, a, b)
    except Exception as e:
        return "E " + type(e).__name__ + ": " + str(e)


def case_random() -> list[Any]:
    values: list[Any] = json.loads(VALUES)
    out: list[Any] = []
    rows: list[list[Any]] = json.loads(TRIPLES)
    for row in rows:
        op: str = row[0]
        one = len(row) == 2
        out.append(attempt(op, values[row[1]], None if one else values[row[2]], one))
    return out


def mixed(v: Any) -> list[Any]:
    out: list[Any] = []
    for i in range(14):
        try:
            if i == 0:
                out.append(v + 1)
            elif i == 1:
                out.append(1 + v)
            elif i == 2:
                out.append("x" + v)
            elif i == 3:
                out.append(v * 2.5)
            elif i == 4:
                out.append([1] + v)
            elif i == 5:
                out.append(v < 1.5)
            elif i == 6:
                out.append(v >= "b")
            elif i == 7:
                out.append(v * 2)
            elif i == 8:
                out.append(7 % v)
            elif i == 9:
                out.append(v / 2.0)
            elif i == 10:
                out.append(v < [1, "a"])
            elif i == 11:
                out.append(True + v)
            elif i == 12:  # a power of floats stops the worker (test_every_operator_on_random_json_values)
                out.append(v ** 2 if not isinstance(v, float) else "float")
            else:
                out.append(-v)
        except Exception as e:
            out.append("E " + type(e).__name__ + ": " + str(e))
    return out


def case_mixed() -> list[Any]:
    values: list[Any] = json.loads(VALUES)
    return [mixed(v) for v in values]


def case_float_power_stops() -> list[Any]:
    values: list[Any] = json.loads(VALUES)
    a, b = values[STOP[0]], values[STOP[1]]
    try:
        return [a ** b]
    except Exception as e:  # (a stop passes it: no Python handler runs there)
        return ["E " + type(e).__name__]
"""


@pytest.fixture(scope="module")
def runner() -> Iterator[NodeRunner]:
    node = NodeRunner()
    yield node
    node.close()


def test_every_operator_on_random_json_values(runner: NodeRunner) -> None:
    r = random.Random(8)
    values = list(_ATOMS) + [[1, 2], [1, "a"], [], [[0]], {"a": 1}, {}] + [_value(r) for _ in range(12)]

    def float_power(op: str, base: object, exponent: object) -> bool:
        """A power that is a float not exactly representable: CPython's C library pow() rounds it its
        own way, so the worker stops there (an int base ± 2**k to a negative int is exact)."""
        if op != "**":
            return False
        if isinstance(base, float) or isinstance(exponent, float):
            return True
        power_of_two = isinstance(base, int) and base != 0 and abs(base) & (abs(base) - 1) == 0
        return isinstance(exponent, int) and exponent < 0 and base != 0 and not power_of_two

    triples: list[list[object]] = []
    stops: list[tuple[int, int]] = []
    for i, a in enumerate(values):
        for op in _UNARY:
            triples.append([op, i])
        for j, b in enumerate(values):
            for op in _BINARY:
                if _fits(_apply(op, a, b)):
                    triples.append(["stop" if float_power(op, a, b) else op, i, j])
                    stops += [(i, j)] if float_power(op, a, b) else []
    program = (
        PROGRAM.replace("VALUES", repr(json.dumps(values)))
        .replace("TRIPLES", repr(json.dumps(triples)))
        .replace("STOP", repr(stops[0]))
    )
    python, js = run_both(runner, program)
    assert len(triples) > 5000 and stops
    for py, out in zip(python, js):
        if py["name"] == "case_float_power_stops":  # the stop passes `except Exception`
            assert py["kind"] == "ok" and (out["kind"], out["error"]) == ("raise", "Error"), (py, out)
            assert "C library" in out["message"], out
            continue
        assert py["kind"] == out["kind"] == "ok", (py, out)
        wrong = [
            (w, p, j) for w, (p, j) in enumerate(zip(py["value"], out["value"])) if not values_equal(p, j)
        ]
        detail = [(triples[w] if py["name"] == "case_random" else values[w], p, j) for w, p, j in wrong[:10]]
        assert detail == [], py["name"]


def test_operations_a_json_value_cannot_dispatch_are_refused() -> None:
    found = errors(
        """
        from typing import Any

        def f(v: Any, t: tuple[int, int], s: set[int], fs: list[float]) -> list[Any]:
            return [v % 2, v + t, s | v, v < fs, v < t]
        """
    )
    assert found == [
        (
            '5:13: % on "Any": Python formats when it is a str and takes the remainder when it is a number; '
            "convert it first (int(v) % 2, or an f-string)"
        ),
        (
            '5:20: + on "Any" and "tuple[int, int]": a tuple is a JavaScript array, which the operation on a '
            "JSON value would take for a list; convert it with list(...)"
        ),
        (
            '5:27: | on "set[int]" and "Any": "set[int]" is not a JSON value, whose operations are dispatched '
            "at run time; convert it"
        ),
        (
            '5:34: < on "Any" and "list[float]": a float inside a container may be NaN, which Python compares '
            "by identity; compare the items"
        ),
        (
            '5:42: < on "Any" and "tuple[int, int]": a tuple is a JavaScript array, which the operation on a '
            "JSON value would take for a list; convert it with list(...)"
        ),
    ]


def test_printing_an_object_is_refused() -> None:
    found = errors(
        """
        import json

        def f(v: object, row: list[object], d: dict[str, object], o: object | None) -> list[str]:
            if isinstance(v, str):
                return [v, repr(v)]  # narrowed: a str prints as one
            return [str(v), repr(row), f"{v}", json.dumps(d), repr(o), str(v is None)]
        """
    )
    reason = (
        "an object may hold an int or a whole float (one JavaScript number: Python prints 1 or 1.0), a "
        "list or a tuple (one JavaScript array: [1, 2] or (1, 2)), which JavaScript cannot tell apart; "
        "annotate it precisely (str, int, float, list[...], tuple[...], a union of them) or narrow it "
        "with isinstance() first"
    )
    assert found == [
        f'7:13: printing "object": {reason}',
        f'7:21: printing "object": {reason}',
        f'7:34: printing "object": {reason}',
        '7:40: json.dumps() of "object": an object may hold an int or a whole float (one JavaScript number: '
        "Python writes 1 or 1.0), which JavaScript cannot tell apart; annotate it precisely (str, int, "
        'float, list[...], dict[str, ...] or a union of them) (the "dict[str, object]" given here may hold one)',
        f'7:55: printing "object": {reason}',  # object | None is object
    ]
