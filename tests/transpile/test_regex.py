"""Python's `re` against its JavaScript translation: random patterns and subjects, each operation's
result compared with CPython's (search, match, fullmatch with every group's span, findall, split,
sub with a template), and every code point against \\w, \\d, \\s and IGNORECASE literals."""

from __future__ import annotations

import json
import random
import re
import subprocess
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from generator import toolchain
from generator.transpile.lower.library.regex_syntax import RegexRefused, translate
from generator.transpile.runtime import closure
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_ATOMS = ["a", "b", "ab", ".", r"\d", r"\w", r"\s", r"\W", "[a-c]", "[^ab]", r"[\w-]", "é", "Σ", "ſ", "K",
          r"\b", r"\B", "^", "$", r"\A", r"\Z", r"\n", "x", "[a-zA-Z]", r"[^\s]", r"[\W\d]", r"(a)\1",
          r"(?P<n>b)(?P=n)", "a{0,1}", "[+*]", r"\.", "(?i:a)", "(?-i:b)", "(?s:.)", r"[\d\s]", r"\S", r"\D"]  # fmt: skip
_SUBJECTS = ["", "a", "ab", "aab\n", "ba ab\nab", "x1 é_Σ\n", "AB ab\n\n", "ſK k s", "a\nb\n", "12ab",
             "ΣΑΣ σας", "\n", "a-b_c", "😀a😀"]  # fmt: skip


def _pattern(r: random.Random, depth: int = 0) -> str:
    kind = r.random()
    if depth > 2 or kind < 0.35:
        return r.choice(_ATOMS)
    if kind < 0.5:
        return _pattern(r, depth + 1) + _pattern(r, depth + 1)
    if kind < 0.6:
        return _pattern(r, depth + 1) + "|" + _pattern(r, depth + 1)
    if kind < 0.75:
        return "(" + _pattern(r, depth + 1) + ")"
    if kind < 0.8:
        return "(?:" + _pattern(r, depth + 1) + ")"
    if kind < 0.85:
        return r.choice(["(?=", "(?!", "(?<=", "(?<!"]) + r.choice(_ATOMS[:7]) + ")"
    return "(?:" + _pattern(r, depth + 1) + ")" + r.choice(["*", "+", "?", "*?", "+?", "??", "{1,2}", "{2}"])


def _python(pattern: str, flags: int, subject: str) -> dict[str, Any]:
    compiled = re.compile(pattern, flags)

    def spans(m: re.Match[str] | None) -> object:
        return None if m is None else [list(m.span(i)) for i in range(compiled.groups + 1)]

    return {
        "search": spans(compiled.search(subject)),
        "match": spans(compiled.match(subject)),
        "fullmatch": spans(compiled.fullmatch(subject)),
        "findall": [list(x) if isinstance(x, tuple) else x for x in compiled.findall(subject)],
        "split": compiled.split(subject),
        "sub": compiled.sub("<" + "".join(f"\\{i}" for i in range(1, compiled.groups + 1)) + ">", subject),
    }


_DRIVER = """
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
const spans = (m, n) => (m === null ? null : Array.from({ length: n + 1 }, (_, i) => m.span(i)));
const out = cases.map(([pattern, flags, source, groups, subject]) => {
  const p = new $Pattern(pattern, flags, source, groups, {});
  const template = ["<", ...Array.from({ length: groups }, (_, i) => i + 1), ">"];
  return {
    search: spans(p.search(subject), groups),
    match: spans(p.match(subject), groups),
    fullmatch: spans(p.fullmatch(subject), groups),
    findall: p.findall(subject),
    split: p.split(subject),
    sub: p.sub(template, subject),
  };
});
process.stdout.write(JSON.stringify(out));
"""


def _run_js(cases: list[list[object]], tmp_path: Path) -> list[dict[str, Any]]:
    helpers = "\n\n".join(h.text for h in closure({"$Pattern"}))
    script = tmp_path / "regex.cjs"
    script.write_text(helpers + "\n" + _DRIVER)
    done = subprocess.run(
        [str(toolchain.NODE_BIN / "node"), str(script)],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        env=toolchain.node_env(),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: list[dict[str, Any]] = json.loads(done.stdout)
    return result


@pytest.mark.parametrize("flags", [0, re.IGNORECASE, re.MULTILINE | re.DOTALL, re.ASCII | re.IGNORECASE])
def test_random_patterns_match_as_in_cpython(flags: int, tmp_path: Path) -> None:
    r = random.Random(1300 + flags)
    cases: list[list[object]] = []
    expected: list[dict[str, Any]] = []
    refused = 0
    while len(cases) < 1500:
        pattern = _pattern(r)
        try:
            translated = translate(pattern, flags)
        except RegexRefused:
            refused += 1
            continue
        for subject in r.sample(_SUBJECTS, 3):
            cases.append([pattern, flags, translated.source, translated.groups, subject])
            expected.append(_python(pattern, flags, subject))
    found = _run_js(cases, tmp_path)
    wrong = [(c[0], c[4], e, f) for c, e, f in zip(cases, expected, found) if e != f]
    assert wrong[:5] == []
    assert refused < len(cases) / 3


_EVERY_CHAR = """
const [sources, codes] = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = sources.map((source) => {
  const p = new $Pattern("", 0, source, 0, {});
  let bits = "";
  for (const code of codes) {
    bits += p.fullmatch(String.fromCodePoint(code)) ? "1" : "0";
  }
  return bits;
});
process.stdout.write(JSON.stringify(out));
"""

_CLASSES = [r"\w", r"\d", r"\s", r"\W", r"[^\d\s]", r"\w\b", r"(?a)\w", r"(?a)\s", r"(?i)k", r"(?i)s", r"(?i)\xdf",
            r"(?i)[a-z]", r"(?i)[^a-z]", r"(?i)\u03c3", r"(?i)[\u0130i]", r"(?ai)[k-s]", r"(?i)\W", r"(?m)^.", r"(?s)."]  # fmt: skip


#: Every assigned code point but the private use planes (and no surrogates).
_CODES = [c for c in [*range(0x32400), *range(0xE0000, 0xE0200)] if not 0xD800 <= c < 0xE000]


def test_every_character_against_classes_and_ignorecase(tmp_path: Path) -> None:
    # \w and \d are Unicode properties in JS, whose Unicode data may be newer than CPython's: a
    # character unassigned in CPython's may differ (the kept difference of title(), too). Everything
    # else, IGNORECASE included (its sets come from CPython), must agree on every code point.
    sources = [translate(p, 0).source for p in _CLASSES]
    helpers = "\n\n".join(h.text for h in closure({"$Pattern"}))
    script = tmp_path / "chars.cjs"
    script.write_text(helpers + "\n" + _EVERY_CHAR)
    done = subprocess.run(
        [str(toolchain.NODE_BIN / "node"), str(script)],
        input=json.dumps([sources, _CODES]),
        capture_output=True,
        text=True,
        env=toolchain.node_env(),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    for pattern, bits in zip(_CLASSES, found, strict=True):
        compiled = re.compile(pattern)
        differ = [
            code
            for code, bit in zip(_CODES, bits, strict=True)
            if (compiled.fullmatch(chr(code)) is not None) != (bit == "1")
            and unicodedata.category(chr(code)) != "Cn"
        ]
        assert differ == [], (pattern, [hex(c) for c in differ[:10]])


def test_what_javascript_cannot_match_as_python_is_refused_where_written() -> None:
    from .helpers import errors

    found = errors(
        """
        import re


        def f(s: str, p: str, flags: int) -> list[object]:
            m = re.match(r"(a)?b", s)
            return [
                re.match(p, s),
                re.search(r"a*+", s),
                re.search(r"(a)?(?(1)b|c)", s),
                re.search(r"(a)?\\1", s),
                re.search(r"(?:a*)*", s),
                re.search(r"(?:(a)|b)+", s),
                re.search(r"(a)\\1", s, re.I),
                re.search(r"(?<=(a))b", s),
                re.search(r"(", s),
                re.sub(r"(a)", p, s),
                re.sub(r"(a)", r"\\2", s),
                re.search(r"a", s, flags),
                str(m),
                re.compile(r"a", re.DEBUG),
                re.search(re.escape(p), s),
                re.escape(b"a"),
            ]
        """
    )
    assert found == [
        "8:18: re.match() takes a literal str pattern: the build translates it to JavaScript, so a pattern made at run time (a variable, an f-string, re.escape(...)) is not supported; write the pattern here (re.compile() it once to reuse it), or test a fixed substring with `in`, str.find() or str.replace()",
        "9:19: this pattern: possessive quantifiers and atomic groups have no JavaScript equivalent",
        "10:19: this pattern: conditional groups (?(...)...) have no JavaScript equivalent",
        "11:19: this pattern: a backreference to group 1, which may not have matched: Python's match fails there, JavaScript's matches the empty string",
        "12:19: this pattern: a repetition of something that may match the empty string: Python ends the loop at an empty round, JavaScript backtracks out of it",
        "13:19: this pattern: group 1 inside a repetition may be skipped in a round: JavaScript forgets its value each round, Python keeps the last one",
        "14:19: this pattern: a backreference under IGNORECASE: Python compares it by its own case mapping",
        "15:19: this pattern: a group inside a look-behind: JavaScript matches it backwards",
        "16:19: this pattern: invalid regular expression: missing ), unterminated subpattern at position 0",
        "17:9: the replacement must be a literal template or a function of the match, and the pattern a literal (the build parses the template against it)",
        "18:9: this replacement template: invalid group reference 2 at position 1",
        "19:28: the flags must be re constants joined with | (re.I | re.M)",
        '20:9: printing "Match | None": "Match" is not printable',
        '21:29: "re.DEBUG" is not supported as a value (see the README for what the module offers)',
        "22:19: re.search() takes a literal str pattern: the build translates it to JavaScript, so a pattern made at run time (a variable, an f-string, re.escape(...)) is not supported; write the pattern here (re.compile() it once to reuse it), or test a fixed substring with `in`, str.find() or str.replace()",
        '23:9: re.escape() takes a str here, not "bytes"',
    ]


def test_group_types_follow_the_pattern() -> None:
    from .helpers import errors

    # group 1 takes part in every match: a str; group 2 may not: str | None, narrowed before use
    found = errors(
        """
        import re


        def f(s: str) -> str:
            m = re.match(r"(a)(b)?", s)
            if m is None:
                return ""
            return m.group(1).upper() + m.group(2).upper()
        """
    )
    assert found == ['9:44: Item "None" of "str | None" has no attribute "upper"']


_ESCAPE_PROGRAM = """
import json
import re

WORDS: list[str] = {words}


def case_escape_literals() -> list[str]:
    return [re.escape("a.b*c"), re.escape("()[]{{}}?*+-|^$\\\\.&~# \\t\\n\\r\\x0b\\x0c"), re.escape("\u00e9\U0001f600!@_")]


def case_escape_random_strings() -> list[str]:
    # (lone surrogates from JSON: chr() of one stops the worker)
    high, low = str(json.loads('"\\\\ud800"')), str(json.loads('"\\\\udc00"'))
    return [re.escape(w) for w in WORDS] + [re.escape(w + high + "-" + w[:1] + low + ".") for w in WORDS[:50]]


def case_escape_in_checks() -> list[bool]:
    return [re.escape(w) in re.escape(WORDS[0] + w) for w in WORDS[:100]]
"""


def test_escape_as_in_cpython(runner: Any) -> None:  # noqa: F811
    """re.escape of literals (folded at build time) and of random strings (`$reEscape`): non-ASCII,
    astral and lone surrogates included."""
    r = random.Random(1312)
    pool = [chr(c) for c in range(128)] + ["\u00e9", "\u00a0", "\u2028", "\U0001f600", "\U00010000", "\uffff"]
    words = ["".join(r.choice(pool) if r.random() < 0.8 else chr(r.randrange(0xE000, 0x110000)) for _ in range(r.randrange(12)))
             for _ in range(500)]  # fmt: skip
    python, js = run_both(runner, _ESCAPE_PROGRAM.format(words=repr(words)))
    assert len(python) == 3
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok" and py["value"] == out["value"], (py, out)
