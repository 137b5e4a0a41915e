"""`**kwargs` and the order arguments are evaluated in. Meaning: the `case_kwargs_*` cases of
test_semantics.py run in CPython and Node; here, the JS it reads as and what is refused."""

from __future__ import annotations

import textwrap

from .helpers import HANDLER, errors, module

FETCH = HANDLER + "    return Response('')\n"


def test_kwargs_is_the_rest_of_the_options_object() -> None:
    js = module(
        textwrap.dedent(
            """
            def tag(name: str, *, sep: str = "=", **attrs: str) -> str:
                return name + "".join(f" {k}{sep}{v}" for k, v in attrs.items())


            def use() -> str:
                return tag("a", href="/x", sep=":")
            """
        )
        + FETCH
    )
    assert 'function tag(name, { sep = "=", ...attrs } = {}) {' in js
    assert "@param {{ sep?: string; [key: string]: any }} [options]" in js
    assert 'return tag("a", { href: "/x", sep: ":" });' in js


def test_what_javascript_would_run_otherwise_is_refused() -> None:
    found = errors(
        """
        def pair(a: str, b: str) -> str:
            return a + b


        def opts(**kw: int) -> int:
            return len(kw)


        def use(x: str) -> list[object]:
            return [pair(b=x.upper(), a=x.lower()), pair(b=x, a=x.lower()), opts(__proto__=1)]
        """
    )
    assert found == [
        '11:74: a keyword argument "__proto__" would set the options object\'s prototype in JavaScript',
    ]
    # (arguments out of the parameters' order are evaluated in Python's order: see test_semantics)
