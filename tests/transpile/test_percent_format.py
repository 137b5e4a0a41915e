"""%-formatting: its meaning is checked against CPython by the `case_percent_*` cases of
test_semantics.py and the oracle's percent-format family; here, the JS it reads as and what is refused."""

from __future__ import annotations

from .helpers import errors, handler


def test_a_format_is_a_template_of_format_specs() -> None:
    js = handler(
        """
        name = await request.text()
        return Response("%-8s|%5.1f%%|%d" % (name, 2.5, len(name)))
        """
    )
    assert (
        'return new Response(`${$formatStr(name, { width: 8 })}|${$formatFloat(2.5, { width: 5, precision: 1, type: "f" })}%|${$strLen(name)}`);'
        in js
    )


def test_what_python_would_raise_or_js_cannot_tell_is_refused() -> None:
    found = errors(
        """
        from typing import Any


        def f(fmt: str, x: Any, t: tuple[int, int], n: int) -> list[str]:
            return [
                fmt % n,
                "%c" % 1.5,
                "%*d" % (2, n),
                "%d %d" % (n,),
                "%d" % t,
                "%s" % x,
                "%(a)s %s" % {"a": 1},
                "%d" % "s",
                "%.2d" % n,
                "%x" % 1.5,
            ]
        """
    )
    assert found == [
        "7:9: %-formatting takes a str literal as its format here (or use an f-string)",
        '8:9: %c format: an int or a str of one character is required, not "float"',
        "9:9: a * width or precision in %-formatting is not supported: use an f-string",
        "10:9: Python raises TypeError: not enough arguments for format string",
        "11:9: Python raises TypeError: not all arguments converted during string formatting",
        '12:9: %-formatting of "Any": a tuple is many values, anything else one; annotate it',
        "13:9: a format mixes %(key)s and plain conversions (Python raises TypeError)",
        '14:9: %d format: a number is required, not "str"',
        "15:9: a precision with %d is not supported: use an f-string",
        "16:9: %x format: an integer is required, not float",
    ]


def test_a_union_holding_a_tuple_is_refused() -> None:
    """`%` takes a tuple as its values and anything else as one value: a union of both (or of tuples
    of different lengths) has no one count of values (a union of same-length tuples is accepted:
    test_semantics runs it against CPython)."""
    found = errors(
        """
        def f(x: tuple[int] | str, y: tuple[int, int] | tuple[str]) -> list[str]:
            return ["v=%s" % x, "%s" % y]
        """
    )
    message = (
        "a tuple is many values, anything else one (and tuples of other lengths other counts); "
        "format each apart after an isinstance() test"
    )
    assert found == [
        f'3:13: %-formatting of "tuple[int] | str": {message}',
        f'3:25: %-formatting of "tuple[int, int] | tuple[str]": {message}',
    ]
