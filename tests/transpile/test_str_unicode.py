"""str methods over all of Unicode, against CPython 3.11: every code point through the helpers, random
strings (ASCII, Latin-1, Greek sigmas, Turkish dotted/dotless i, ß, ligatures, Cherokee, titlecase
digraphs, CJK and other scripts' numerals, astral characters, combining marks) through whole programs,
and the generated Unicode tables against what `runtime/unicode_tables.py` writes."""

from __future__ import annotations

import json
import random
import subprocess
import unicodedata
from pathlib import Path
from typing import Any

from generator import toolchain
from generator.transpile.runtime import SOURCE, closure
from generator.transpile.runtime.unicode_tables import rewrite, tables
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)


def test_tables_are_what_cpython_gives() -> None:
    """The tables in helpers.js are what the script writes from this CPython's data (rerun
    `python -m generator.transpile.runtime.unicode_tables` when this fails)."""
    text = SOURCE.read_text(encoding="utf-8")
    assert rewrite(text, tables()) == text


#: Every code point to 0x323FF and of plane 14 (no surrogates), and a sample of the rest.
_CODES = [
    c
    for c in [*range(0x32400), *range(0xE0000, 0xE0200), *range(0x32400, 0x110000, 61)]
    if not 0xD800 <= c < 0xE000
]

_EVERY_CHAR = """
const codes = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = codes.map((code) => {
  const c = String.fromCodePoint(code);
  const bits = [$strIn(c, $U_DECIMAL), $strIn(c, $U_DIGIT), $strIn(c, $U_NUMERIC), $strIn(c, $U_PRINTABLE, true),
    $istitle(c), $istitle(c + "a"), $strCase(c, "upper"), $strCase(c, "lower")];
  return [$casefold(c), $swapcase(c), c.toUpperCase(), c.toLowerCase(), bits.map((b) => (b ? "1" : "0")).join("")];
});
process.stdout.write(JSON.stringify(out));
"""

#: Characters CPython 3.11 (Unicode 14.0) knows whose case the JS runtime's newer Unicode changed: ƛ
#: and ɤ have capitals since Unicode 16 (Ƛ, Ɤ), ꟓ and ꟕ since 17; ʕ, ჼ, ꟲ-ꟴ and ꭩ are Lowercase since 16.
#: upper(), swapcase() and isupper()/islower()/istitle() follow the runtime for these (a kept
#: difference, like characters unassigned in Unicode 14.0); casefold() and the numeric and printable
#: tests are CPython's for every code point.
KNOWN_NEWER_CASE = {0x19B, 0x264, 0xA7D3, 0xA7D5, 0x295, 0x10FC, 0xA7F2, 0xA7F3, 0xA7F4, 0xAB69}


def _python(c: str) -> list[str]:
    bits = [
        c.isdecimal(),
        c.isdigit(),
        c.isnumeric(),
        c.isprintable(),
        c.istitle(),
        (c + "a").istitle(),
        c.isupper(),
        c.islower(),
    ]
    return [c.casefold(), c.swapcase(), c.upper(), c.lower(), "".join("1" if b else "0" for b in bits)]


def test_every_character_as_in_cpython(tmp_path: Path) -> None:
    names = {
        "$strIn",
        "$U_DECIMAL",
        "$U_DIGIT",
        "$U_NUMERIC",
        "$U_PRINTABLE",
        "$istitle",
        "$strCase",
        "$casefold",
        "$swapcase",
    }
    script = tmp_path / "chars.cjs"
    script.write_text("\n\n".join(h.text for h in closure(names)) + "\n" + _EVERY_CHAR)
    done = subprocess.run(
        [str(toolchain.NODE_BIN / "node"), str(script)],
        input=json.dumps(_CODES),
        capture_output=True,
        text=True,
        env=toolchain.node_env(),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    exact: list[str] = []
    newer: set[int] = set()
    for code, found in zip(_CODES, json.loads(done.stdout), strict=True):
        c = chr(code)
        want = _python(c)
        # casefold and the isdecimal/isdigit/isnumeric/isprintable bits come from CPython's tables
        if found[0] != want[0] or found[4][:4] != want[4][:4]:
            exact.append(f"{code:#x}: {found} != {want}")
        elif found != want and unicodedata.category(c) != "Cn":
            newer.add(code)
    assert exact[:10] == []
    assert newer <= KNOWN_NEWER_CASE, sorted(hex(c) for c in newer - KNOWN_NEWER_CASE)


_ALPHABET = list("aZz09 _-+.,'\"") + list(
    "éÉßẞΣσςΑαİıiIﬁﬂǅǄǆǈᏸᎠꭰ一二三四五六七八九十百千万億零٣۵߂३১੩๓²³¹½Ⅻ①ŉµſKÅǰꞵᾳᾼΐﬓ〇１⅓აᲐ"
) + ["𝐀", "𝟎", "😀", "𐐀", "𐐨", "\U0001d7d8", "\U00010107", "\U0001f10b", "\U0002a6d6", "\u0345", "\u0301",
     "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\xa0", "\u200b", "\x7f", "\u3000"]  # fmt: skip

_PROGRAM = """
WORDS: list[str] = {words}


def case_case_mappings() -> list[list[str]]:
    return [[w.upper(), w.lower(), w.casefold(), w.swapcase(), w.title(), w.capitalize()] for w in WORDS]


def case_tests() -> list[str]:
    tests = [[w.isupper(), w.islower(), w.istitle(), w.isdigit(), w.isdecimal(), w.isnumeric(), w.isalpha(),
              w.isalnum(), w.isspace(), w.isidentifier(), w.isascii(), w.isprintable()] for w in WORDS]
    return ["".join("1" if t else "0" for t in row) for row in tests]


def case_layout() -> list[list[str]]:
    return [[w.zfill(6), w.center(7, "ß"), w.center(8, "😀"), w.ljust(5, "😀"), w.rjust(9, "Σ"), w.expandtabs(3),
             w.expandtabs()] for w in WORDS]


def case_splits() -> list[list[str]]:
    return [w.splitlines() + ["|"] + w.splitlines(True) + ["|"] + w.splitlines(keepends=True) + ["|"]
            + w.rsplit(None, 1) + ["|"] + w.rsplit("Σ", 1) + ["|"] + w.rsplit() + ["|"] + w.split(None, 2)
            for w in WORDS]


def case_bounded_searches() -> list[list[int]]:
    out: list[list[int]] = []
    for i, w in enumerate(WORDS):
        a = i % 11 - 5
        b = (i * 7) % 13 - 6
        sub = w[i % 3 : i % 3 + i % 2 + 1]
        out.append([w.count("a", a), w.count("", a, b), w.count(sub, b), w.find("Σ", a, b), w.find(sub, a),
                    w.rfind("", a), w.rfind(sub, a, b), w.find("", b), w.count("😀", b, None), w.rfind("ς", None, b),
                    w.find(sub), w.rfind(sub), w.count(sub)])
    return out


def case_bounded_affixes() -> list[str]:
    out: list[str] = []
    for i, w in enumerate(WORDS):
        a = i % 11 - 5
        b = (i * 7) % 13 - 6
        tests = [w.startswith("a", a), w.endswith("", a, b), w.startswith(("Σ", "😀"), a, b), w.endswith(w[1:3], a),
                 w.startswith("", b), w.endswith(("a", "ß"), None, b), w.startswith(w[a:b], a, b)]
        out.append("".join("1" if t else "0" for t in tests))
    return out


def case_index() -> list[str]:
    out: list[str] = []
    for i, w in enumerate(WORDS):
        for sub in ["a", "😀", "", w[1:3]]:
            try:
                out.append(f"{{w.index(sub)}} {{w.index(sub, i % 5 - 2)}} {{w.rindex(sub)}} {{w.rindex(sub, 1, i % 7 - 2)}}")
            except ValueError as e:
                out.append("ValueError: " + str(e))
    return out
"""


def test_random_strings_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(1414)
    words = ["".join(r.choice(_ALPHABET) for _ in range(r.randrange(9))) for _ in range(400)]
    words += _ALPHABET + [
        "ΑΣ",
        "ΑΣ ",
        "ΑΣα",
        "Α\u0345Σ",
        "Α'Σ",
        "Σ\u0345",
        "ǅungla",
        "ﬁre Fly",
        "İstanbul",
        "Hello World",
    ]
    python, js = run_both(runner, _PROGRAM.format(words=repr(words)))
    assert len(python) == 7
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok" and py["value"] == out["value"], py["name"]


def test_str_methods_lower_to_their_helpers() -> None:
    from .helpers import handler

    js = handler(
        """
        s = await request.text()
        parts = [s.casefold(), s.swapcase()]
        tests = [s.isnumeric(), s.isdecimal(), s.isascii(), s.isprintable(), s.istitle()]
        n = s.find("x", 1) + s.count("a", -3, None) + s.rindex("b")
        return Response(str(parts) + str(tests) + str(n) + str(s.splitlines(True)) + str(s.startswith("a", 2)))
        """
    )
    assert "const parts = [$casefold(s), $swapcase(s)];" in js
    for test in [
        "$strIn(s, $U_NUMERIC),",
        "$strIn(s, $U_DECIMAL),",
        '$strIn(s, "\\\\x00-\\\\x7f", true),',
        "$strIn(s, $U_PRINTABLE, true),",
        "$istitle(s)",
    ]:
        assert f"\n  {test}" in js
    assert (
        '$strWithin(s, "x", 1, null, "find") + $strWithin(s, "a", -3, null, "count") + $strWithin(s, "b", null, null, "rindex")'
        in js
    )
    assert "$splitlines(s, true)" in js and '$strWithin(s, "a", 2, null, "startswith")' in js
    # each table is emitted only where its method is used
    assert [h.name for h in closure({"$strIn", "$U_NUMERIC"})] == ["$uclass", "$U_NUMERIC", "$strIn"]
    assert [h.name for h in closure({"$casefold"})] == ["$caseTable", "$CASEFOLD", "$casefold"]
