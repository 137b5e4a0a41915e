"""CPython's Unicode data (3.11: Unicode 14.0) for the str helpers of `helpers.js` where JavaScript has
none (full case folding, Numeric_Type) or has a newer Unicode version than CPython's (a character
unassigned in 14.0 is neither printable nor a digit in CPython, whatever the JS runtime knows).

Each table is one line of `helpers.js`, `const $NAME = decoder("...");`, written by this script:
`python -m generator.transpile.runtime.unicode_tables` rewrites those lines in place, and
`tests/transpile/test_str_unicode.py` checks that the file holds what the script writes, so the tables
never drift from the interpreter they copy. Run it with CPython 3.11 (another version has other data).
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path

from generator.transpile.runtime import SOURCE

UNICODE_VERSION = "14.0.0"

_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def _b36(n: int) -> str:
    if n < 0:
        return "-" + _b36(-n)
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = _DIGITS[r] + out
        if n == 0:
            return out


def _code_points() -> Iterator[int]:
    return (c for c in range(0x110000) if not 0xD800 <= c < 0xE000)


def ranges(test: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The code points passing `test`, as (first, last) runs."""
    found: list[tuple[int, int]] = []
    for c in _code_points():
        if test(chr(c)):
            if found and found[-1][1] == c - 1:
                found[-1] = (found[-1][0], c)
            else:
                found.append((c, c))
    return found


def encode_ranges(runs: list[tuple[int, int]]) -> str:
    """Each run as two base-36 numbers: its distance from the previous run's last code point (from -1),
    then its length less one; `$uclass` reads them back."""
    parts: list[str] = []
    last = -1
    for first, end in runs:
        parts += [_b36(first - last), _b36(end - first)]
        last = end
    return " ".join(parts)


def encode_mapping(mapping: Callable[[str], str]) -> str:
    """Every code point whose mapping is not itself. A one-character mapping joins a run of code points
    a constant stride apart with the same delta, written `gap count stride delta`; a longer one is
    `gap =cp.cp...`. Gaps count from the previous entry's first code point; numbers are base 36.
    `$caseTable` reads them back."""
    single: list[tuple[int, int]] = []
    entries: list[tuple[int, str]] = []
    for c in _code_points():
        m = mapping(chr(c))
        if m == chr(c):
            continue
        if len(m) == 1:
            single.append((c, ord(m) - c))
        else:
            entries.append((c, "=" + ".".join(_b36(ord(x)) for x in m)))
    i = 0
    while i < len(single):
        start, delta = single[i]
        j, stride = i + 1, 0
        while j < len(single) and single[j][1] == delta:
            step = single[j][0] - single[j - 1][0]
            if stride == 0 and step in (1, 2):
                stride = step
            elif step != stride:
                break
            j += 1
        entries.append((start, f"{_b36(j - i)} {_b36(stride or 1)} {_b36(delta)}"))
        i = j
    entries.sort()
    out: list[str] = []
    last = 0
    for code, text in entries:
        out.append(f"{_b36(code - last)} {text}")
        last = code
    return ",".join(out)


def tables() -> dict[str, str]:
    """Each generated line of helpers.js by its helper's name."""
    if unicodedata.unidata_version != UNICODE_VERSION:
        raise SystemExit(
            f"run with CPython 3.11 (Unicode {UNICODE_VERSION}), not {unicodedata.unidata_version}"
        )
    sets = {
        "$U_DECIMAL": str.isdecimal,
        "$U_DIGIT": str.isdigit,
        "$U_NUMERIC": str.isnumeric,
        "$U_PRINTABLE": str.isprintable,
    }
    lines = {name: f'const {name} = $uclass("{encode_ranges(ranges(test))}");' for name, test in sets.items()}
    lines["$CASEFOLD"] = f'const $CASEFOLD = $caseTable("{encode_mapping(str.casefold)}");'
    return lines


_LINE = re.compile(r"^const (\$\w+) = .*;$", re.MULTILINE)


def rewrite(text: str, lines: dict[str, str]) -> str:
    """`text` with each generated table's line replaced by `lines`' (each must be there once)."""
    seen: set[str] = set()

    def replace(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in lines:
            return m.group(0)
        seen.add(name)
        return lines[name]

    out = _LINE.sub(replace, text)
    missing = set(lines) - seen
    if missing:
        raise SystemExit(f"helpers.js has no line for {sorted(missing)}")
    return out


def main() -> None:
    text = SOURCE.read_text(encoding="utf-8")
    new = rewrite(text, tables())
    if new != text:
        Path(SOURCE).write_text(new, encoding="utf-8")
        print(f"rewrote the tables in {SOURCE}", file=sys.stderr)


if __name__ == "__main__":
    main()
