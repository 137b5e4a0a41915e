"""textwrap.wrap, fill and shorten through the real transpiler against CPython 3.11: random texts
(words, hyphenated words and `--options`, em-dashes, runs of spaces, tabs and newlines, sentence ends,
non-ASCII letters and digits, CJK, characters outside the BMP, long words) with random options (widths,
indents, each flag, tab sizes, max_lines and placeholders), each result or ValueError compared with
CPython's. (The port was also checked on 200,000 such cases and CPython's own test_textwrap.)"""

from __future__ import annotations

import random
from typing import Any

from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import textwrap

CASES: list[tuple[str, int, str, str, bool, bool, bool, bool, bool, bool, int, int, str]] = {cases!r}


def case_wrap() -> list[object]:
    out: list[object] = []
    for text, width, first, rest, expand, replace, ends, long, drop, hyphens, tabsize, lines, ph in CASES:
        try:
            out.append(
                textwrap.wrap(
                    text,
                    width,
                    initial_indent=first,
                    subsequent_indent=rest,
                    expand_tabs=expand,
                    replace_whitespace=replace,
                    fix_sentence_endings=ends,
                    break_long_words=long,
                    drop_whitespace=drop,
                    break_on_hyphens=hyphens,
                    tabsize=tabsize,
                    max_lines=lines if lines > 0 else None,
                    placeholder=ph,
                )
            )
        except ValueError as e:
            out.append("ValueError: " + str(e))
    return out


def case_fill_and_shorten() -> list[object]:
    out: list[object] = []
    for text, width, first, _, _, _, _, _, _, _, _, _, ph in CASES:
        try:
            out.append(textwrap.fill(text, width, initial_indent=first))
        except ValueError as e:
            out.append("ValueError: " + str(e))
        try:
            out.append(textwrap.shorten(text, width=width, placeholder=ph))
        except ValueError as e:
            out.append("ValueError: " + str(e))
    return out
"""

_WORDS = [
    "a",
    "the",
    "well-known",
    "--option",
    "x-y-z",
    "naïve",
    "Ünïcode",
    "日本語",
    "😀",
    "emoji😀x",
    "supercalifragilistic",
    "end.",
    "Why?",
    "'quoted.'",
    "wow!",
    "3.14",
    "a--b",
    "--",
    "-",
    "café",
]
_SPACES = [" ", "  ", "\t", "\n", " \t ", "\r", "\x0b", "\x0c", "\u3000", "\xa0"]


def _text(r: random.Random) -> str:
    parts = [r.choice(_WORDS) if r.random() < 0.7 else r.choice(_SPACES) for _ in range(r.randint(0, 14))]
    return "".join(p if r.random() < 0.3 else p + " " for p in parts)


def _case(r: random.Random) -> tuple[object, ...]:
    indents = ["", "", "* ", "    ", "> > ", "\t"]
    placeholders = [" [...]", "...", "", " (more)", " [a very long placeholder]"]
    return (
        _text(r),
        # (past the longest indent: CPython 3.11 loops forever on some texts an indent does not fit)
        r.choice([r.randint(5, 12), r.randint(5, 40), 0, -1]),
        r.choice(indents),
        r.choice(indents),
        *(r.random() < 0.6 for _ in range(6)),
        r.randint(0, 8),
        r.choice([0, 0, 1, 2, 4]),
        r.choice(placeholders),
    )


def test_random_texts_and_options_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(3110)
    cases = [_case(r) for _ in range(250)]
    python, js = run_both(runner, _PROGRAM.format(cases=cases))
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        assert len(py["value"]) == len(out["value"])
        for i, (a, b) in enumerate(zip(py["value"], out["value"])):
            assert a == b, (py["name"], i, a, b)
    results = [v for p in python for v in p["value"]]
    assert sum(isinstance(v, str) and v.startswith("ValueError") for v in results) > 10  # reached
    assert sum(isinstance(v, list) and len(v) > 2 for v in results) > 20  # and real wrapping
