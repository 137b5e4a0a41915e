"""The helpers a module may need at run time, read from `helpers.js` (one home for their JS text).

`closure(names)` is every helper those names need, in the file's order, which puts a helper after
the helpers it uses. A helper's dependencies are the other helpers' `$names` its text mentions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

SOURCE = Path(__file__).with_name("helpers.js")
_HEAD = re.compile(r"^// @helper (\$\w+)\s*$", re.MULTILINE)
_MENTION = re.compile(r"\$\w+")


@dataclass(frozen=True)
class Helper:
    name: str
    text: str
    needs: frozenset[str]


@cache
def helpers() -> dict[str, Helper]:
    text = SOURCE.read_text(encoding="utf-8")
    heads = list(_HEAD.finditer(text))
    found: dict[str, Helper] = {}
    for index, head in enumerate(heads):
        end = heads[index + 1].start() if index + 1 < len(heads) else len(text)
        body = text[head.end() : end].strip("\n")
        body = re.sub(
            r"\n(?://[^\n]*\n)*\Z", "", body.rstrip() + "\n"
        ).rstrip()  # drop a trailing section banner
        if head.group(1) in found:  # one helper of a name: a second would silently replace the first
            raise ValueError(f"helpers.js defines {head.group(1)} twice")
        found[head.group(1)] = Helper(head.group(1), body, frozenset())
    names = set(found)
    return {
        name: Helper(name, h.text, frozenset(m for m in _MENTION.findall(h.text) if m in names and m != name))
        for name, h in found.items()
    }


def closure(names: set[str]) -> list[Helper]:
    table = helpers()
    needed: set[str] = set()
    pending = list(names)
    while pending:
        name = pending.pop()
        if name not in needed:
            needed.add(name)
            pending.extend(table[name].needs)
    return [h for name, h in table.items() if name in needed]


def is_helper(name: str) -> bool:
    return name in helpers()


def is_error_class(helper: Helper) -> bool:
    """One of Python's exception classes: a worker of several modules must share one of each, or an
    error raised in one module would not be the class another module's `except` tests."""
    return helper.text.startswith("class ") and helper.name.endswith("Error")


ERRORS_MODULE = "$errors.js"  # no Python module can have this name


def errors_module(names: set[str]) -> str:
    """The shared module of exception classes: the classes and those they derive from, exported."""
    needed = closure({h.name for h in closure(names) if is_error_class(h)})  # and what they use ($strRepr)
    texts = "\n\n".join(h.text for h in needed)
    exported = [h.name for h in needed if is_error_class(h)]
    return texts + "\n\nexport { " + ", ".join(exported) + " };\n"
