"""shlex.split through the real transpiler against CPython 3.11: random strings over an alphabet rich
in quotes, backslashes, spaces, tabs, newlines, carriage returns, `#`, shell punctuation and non-ASCII
(Latin-1 letters, which posix mode counts as word characters, characters outside the BMP), and
mutations of realistic command lines, split with and without comments, in posix mode and not. Every
list and every ValueError's message is compared with CPython's. shlex.join too. And the refusals."""

from __future__ import annotations

import random
from typing import Any

from tests.transpile.helpers import errors
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import shlex

TEXTS: list[str] = {texts!r}


def split_all(s: str) -> list[object]:
    out: list[object] = []
    for comments in (False, True):
        for posix in (True, False):
            try:
                out.append(shlex.split(s, comments, posix))
            except ValueError as e:
                out.append("ValueError: " + str(e))
    try:
        out.append(shlex.split(s, comments=True))
    except ValueError as e:
        out.append("ValueError: " + str(e))
    return out


def case_split() -> list[object]:
    return [split_all(s) for s in TEXTS]


def case_join_round_trip() -> list[object]:
    out: list[object] = []
    for s in TEXTS:
        try:
            words = shlex.split(s)
        except ValueError:
            continue
        joined = shlex.join(words)
        out.append([joined, shlex.split(joined) == words])
    return out
"""

_ALPHABET = [
    *"''\"\"\\\\   \t\n\r##",
    *"ab-=./$|;&()*~<>`",
    "\x0b",
    "\x0c",
    "\u00a0",
    "é",
    "ß",
    "Ÿ",
    "😀",
    "\u2028",
]
_COMMANDS = [
    "ls -la /tmp",
    "echo 'hello world' \"and $HOME\"",
    "grep -e 'a\\'b' file\\ name.txt # search",
    'python -c "print(\\"x\\")"',
    "sh -c 'cd /w && make' # build\nrm -rf out",
    "cat <<EOF\nline 'one'\nEOF",
    "a\"b c\"d 'e f'g",
    "x\\\ny",
    "find . -name '*.py' -exec wc -l {} \\;",
]


def _mutate(r: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(r.randrange(1, 4)):
        at = r.randrange(len(chars) + 1)
        what = r.random()
        if what < 0.5 or not chars:
            chars.insert(at, r.choice(_ALPHABET))
        elif what < 0.8:
            del chars[min(at, len(chars) - 1)]
        else:
            chars[min(at, len(chars) - 1)] = r.choice(_ALPHABET)
    return "".join(chars)


def _texts(seed: int) -> list[str]:
    r = random.Random(seed)
    texts = ["", " ", "''", '""', "\\", "'", '"', "#", "a#b", "\\#", "'#'", "é ß 😀"]
    texts += ["".join(r.choice(_ALPHABET) for _ in range(r.randrange(0, 16))) for _ in range(700)]
    texts += [_mutate(r, r.choice(_COMMANDS)) for _ in range(300)]
    return texts + _COMMANDS


def test_random_strings_split_as_in_cpython(runner: Any) -> None:  # noqa: F811
    texts = _texts(2026)
    python, js = run_both(runner, _PROGRAM.format(texts=texts))
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        assert len(py["value"]) == len(out["value"])
        for i, (a, b) in enumerate(zip(py["value"], out["value"])):
            assert a == b, (py["name"], texts[i] if py["name"] == "case_split" else i, a, b)
    flat = [v for item in python[0]["value"] for v in item]
    errors_seen = {v for v in flat if isinstance(v, str)}
    assert errors_seen == {"ValueError: No closing quotation", "ValueError: No escaped character"}
    assert sum(isinstance(v, str) for v in flat) > 200 and sum(isinstance(v, list) for v in flat) > 2000


def test_what_cannot_be_exact_is_refused() -> None:
    found = errors(
        """
        import shlex


        def f(s: str, b: bytes, n: str | None, xs: list[int]) -> list[object]:
            return [
                shlex.split(b),
                shlex.split(n),
                shlex.split(s, comments=s),
                shlex.split(s, posix=None),
                shlex.split(s, punctuation_chars=True),
                shlex.join(xs),
                shlex.shlex(s),
            ]
        """
    )
    assert found == [
        '7:9: shlex.split() of "bytes": it takes a str here',
        '8:9: shlex.split() of "str | None": it takes a str here',
        '9:9: shlex.split() comments= of "str": it takes a bool here',
        '10:9: shlex.split() posix= of "None": it takes a bool here',
        '11:9: unsupported keyword argument "punctuation_chars"',
        '12:9: shlex.join() of "list[int]": it takes a list of str here',
        '13:15: "shlex.shlex" is not supported',
    ]
