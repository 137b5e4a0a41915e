"""Line layout of the generated modules: long type expressions, bases and calls wrap the way ruff and
black wrap them (one element per line inside the brackets, a union's `|` leading each line).

Types come as trees (emit/pytype.py), so wrapping follows their structure. `split_top` and
`closing_bracket` are for text that only exists as text: the bump report reads api.txt lines with them.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from generator.emit.model import PyParam
from generator.emit.pytype import Expr, Params, Subscript, Union, WithJS

MAX_LINE = 110
INDENT = "    "


def _outside_strings(text: str) -> Iterator[tuple[int, str, int]]:
    """Each character outside string literals: its index, itself, and the bracket depth before it."""
    depth = 0
    quote = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        else:
            yield i, ch, depth
            depth += (ch in "([{") - (ch in ")]}")
        i += 1


def split_top(text: str, sep: str) -> list[str]:
    """Split at `sep` where no bracket or string is open."""
    parts: list[str] = []
    start = 0
    for i, ch, depth in _outside_strings(text):
        if i >= start and depth == 0 and ch not in "([{)]}" and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
    parts.append(text[start:])
    return parts


def closing_bracket(text: str, open_at: int) -> int | None:
    """The index of the bracket that closes the one at `open_at` (strings respected); None if none."""
    for i, ch, depth in _outside_strings(text[open_at:]):
        if depth == 1 and ch in ")]}":
            return open_at + i
    return None


def expression(head: str, expr: Expr, tail: str = "", indent: str = "") -> str:
    """`head + expr + tail` on one line if it fits, else with `expr` wrapped."""
    text = str(expr)
    if len(indent + head + text + tail) <= MAX_LINE:
        return indent + head + text + tail
    inner = indent + INDENT
    if isinstance(expr, Union):
        if len(inner + text) <= MAX_LINE:  # the union fits on a line of its own
            return f"{indent}{head}(\n{inner}{text}\n{indent}){tail}"
        body = "\n".join(expression("| " if i else "", o, "", inner) for i, o in enumerate(expr.options))
        return f"{indent}{head}(\n{body}\n{indent}){tail}"
    if isinstance(expr, Params):
        return brackets(indent + head + "[", list(expr.items), "]" + tail, indent)
    if isinstance(expr, Subscript):
        return brackets(indent + head + expr.head + "[", list(expr.args), "]" + tail, indent)
    if isinstance(expr, WithJS):
        return brackets(indent + head + "Annotated[", list(expr.args), "]" + tail, indent)
    return indent + head + text + tail  # a single name: nothing to wrap


def brackets(opening: str, items: Sequence[Expr | str], closing: str, indent: str = "") -> str:
    """`opening` + items + `closing`, one item per line when they do not fit on one. An item given as
    text (`total=False`, `bound="..."`) is written as it is."""
    one_line = opening + ", ".join(map(str, items)) + closing
    if len(one_line) <= MAX_LINE:
        return one_line
    inner = indent + INDENT
    body = "".join(
        (expression("", item, ",", inner) if not isinstance(item, str) else f"{inner}{item},") + "\n"
        for item in items
    )
    return f"{opening}\n{body}{indent}{closing}"


def parameter(param: PyParam, indent: str, default: str) -> str:
    """One parameter per line (`name: T = default,`), its annotation wrapped if it is too long."""
    if param.type is None:
        return f"{indent}{param.name},"
    return expression(
        param.name + ": ", param.type, (" = " + default if param.optional else "") + ",", indent
    )
