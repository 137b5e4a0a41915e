"""After a real bump, the code must follow the new pin: no code names the pinned SDK version but
package.json and package-lock.json (read it with `generator.resources.locked_version`). Generated
files (bindings/, snapshots/) change with the bump; prose (comments, docstrings) may quote it."""

from __future__ import annotations

import io
import subprocess
import tokenize
from pathlib import Path

from generator import ROOT, surface
from generator.resources import locked_version

#: The bump tests name the versions of their scenarios (0.12.4 -> 0.12.5, ...) on purpose.
SCENARIOS = "tests/bump/"


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each string literal of a Python file that is not a docstring."""
    out: list[tuple[int, str]] = []
    tokens = list(tokenize.generate_tokens(io.StringIO(path.read_text()).readline))
    for i, tok in enumerate(tokens):
        if tok.type != tokenize.STRING:  # an f-string too (Python 3.11)
            continue
        before = next(
            (t for t in reversed(tokens[:i]) if t.type not in (tokenize.NL, tokenize.COMMENT)), None
        )
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        statement = before is None or before.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
        if statement and after is not None and after.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            continue  # a docstring (or a bare string statement): prose
        out.append((tok.start[0], tok.string))
    return out


def test_no_code_hard_codes_the_pinned_sdk_version() -> None:
    version = locked_version(surface.SDK_PACKAGE)
    files = subprocess.run(
        ["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    offenders = [
        f"{name}:{line}: {text}"
        for name in files
        if not name.startswith(("bindings/", "snapshots/", SCENARIOS)) and (ROOT / name).is_file()
        for line, text in _code_strings(ROOT / name)
        if version in text
    ]
    assert offenders == []
    # The three places a real bump used to break read the pin instead.
    for name in (
        "tests/transpile/test_wrangler.py",
        "tests/bindings/test_toolchain.py",
        "generator/harness/deploy.py",
    ):
        assert "locked_version(" in (ROOT / name).read_text(), name
