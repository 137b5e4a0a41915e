"""Generators: how they read in JS, and what is refused. Their meaning (laziness, `yield from`'s value,
next() and StopIteration, PEP 479, finally on exhaustion, async generators) is checked against CPython
by the `case_gen_*` cases of test_semantics.py."""

from __future__ import annotations

import textwrap

from .helpers import HANDLER, errors, module

FETCH = HANDLER + "    return Response('')\n"


def test_a_generator_is_a_js_generator() -> None:
    js = module(
        textwrap.dedent(
            """
        from collections.abc import AsyncIterator, Generator, Iterator


        def numbers(n: int) -> Iterator[int]:
            for i in range(n):
                yield i


        def chained() -> Generator[int, None, str]:
            yield from numbers(2)
            return "done"


        async def lines() -> AsyncIterator[str]:
            yield "a"
            """
        )
        + FETCH
    )
    assert "function* numbers(n) {" in js and "yield i;" in js
    assert "yield* numbers(2);" in js
    assert "async function* lines() {" in js


def test_next_and_draining_builtins() -> None:
    js = module(
        textwrap.dedent(
            """
        from collections.abc import Iterator


        def numbers() -> Iterator[int]:
            yield 1


        def use() -> int:
            it = numbers()
            return next(it, 0) + len(sorted(numbers()))
            """
        )
        + FETCH
    )
    assert "return $next(it, 0) + [...numbers()].sort((a, b) => a - b).length;" in js


def test_what_python_means_differently_is_refused() -> None:
    found = errors(
        """
        from collections.abc import Iterator


        def g() -> Iterator[int]:
            x = yield 1
            yield "s"


        def k() -> None:
            it = g()
            a = len(it)
            b = it[0]
            c = str(it)
            e = lambda: (yield)
        """
    )
    assert found == [
        "6:9: the value of a yield expression (what send() passes) is not supported",
        '7:5: Incompatible types in "yield" (actual type "str", expected type "int")',
        '12:9: len() of "Iterator[int]": annotate or cast it as a str, list or dict',
        '13:9: Value of type "Iterator[int]" is not indexable',
        '14:9: printing "Iterator[int]" is not supported: Python prints it differently',
        "15:18: yield is supported in the body of a def only (not in a lambda or comprehension)",
    ]


def test_context_manager_functions_are_checked() -> None:
    found = errors(
        """
        from collections.abc import AsyncIterator, Iterator
        from contextlib import asynccontextmanager, contextmanager
        import functools


        @asynccontextmanager
        async def opened() -> AsyncIterator[int]:
            yield 1


        @contextmanager
        def nothing() -> Iterator[int]:
            return None


        @functools.cache
        def cached() -> int:
            return 1


        async def use() -> None:
            with opened() as x:
                pass
        """
    )
    assert found == [
        "13:5: a @contextmanager function yields the value `with ... as` gets",
        '14:12: Incompatible return value type (got "None", expected "Iterator[int]")',
        '23:10: an @asynccontextmanager function is entered with "async with"',
    ]
