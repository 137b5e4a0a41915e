"""Class and mapping patterns: their meaning is checked against CPython by the `case_match_*` cases of
test_semantics.py; here, what is refused, each at its own line."""

from __future__ import annotations

from .helpers import errors


def test_patterns_python_would_read_otherwise_are_refused() -> None:
    found = errors(
        """
        from typing import TypedDict


        class Plain:
            def __init__(self) -> None:
                self.a = 1


        class TD(TypedDict):
            k: int


        def f(p: Plain, xs: list[int], t: TD) -> int:
            match p:
                case Plain(1):
                    return 1
                case Plain(b=2):
                    return 2
            match xs:
                case {"a": 1}:
                    return 3
            match t:
                case {"k": 1, **rest}:
                    return 4
                case {1: 2}:
                    return 5
            return 0
        """
    )
    assert found == [
        '16:14: "Plain" has no __match_args__: name the attributes (Cls(x=...))',
        '18:14: "Plain" has no attribute "b" to match',
        '21:14: a mapping pattern matches a dict, not "list[int]"',
        "24:25: **rest of a TypedDict is not supported: read the keys you need",
        "26:15: a mapping pattern's keys are str literals here",
    ]
