"""Line layout of the generated modules: long type expressions, bases and calls wrap the way ruff and
black wrap them (one element per line inside the brackets, a union's `|` leading each line)."""

from __future__ import annotations

from collections.abc import Iterator

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


def expression(head: str, expr: str, tail: str = "", indent: str = "") -> str:
    """`head + expr + tail` on one line if it fits, else with `expr` wrapped."""
    if len(indent + head + expr + tail) <= MAX_LINE:
        return indent + head + expr + tail
    inner = indent + INDENT
    options = split_top(expr, " | ")
    if len(options) > 1:
        if len(inner + expr) <= MAX_LINE:  # the union fits on a line of its own
            return f"{indent}{head}(\n{inner}{expr}\n{indent}){tail}"
        body = "\n".join(expression("| " if i else "", o.strip(), "", inner) for i, o in enumerate(options))
        return f"{indent}{head}(\n{body}\n{indent}){tail}"
    if expr.startswith("[") and expr.endswith("]") and _subscript("x" + expr) is not None:  # a list
        return brackets(indent + head + "[", split_top(expr[1:-1], ", "), "]" + tail, indent)
    bracket = _subscript(expr)
    if bracket is not None:
        name, args = bracket
        return brackets(indent + head + name + "[", split_top(args, ", "), "]" + tail, indent)
    return indent + head + expr + tail  # a single name: nothing to wrap


def brackets(opening: str, items: list[str], closing: str, indent: str = "") -> str:
    """`opening` + items + `closing`, one item per line when they do not fit on one."""
    one_line = opening + ", ".join(items) + closing
    if len(one_line) <= MAX_LINE:
        return one_line
    inner = indent + INDENT
    body = "".join(expression("", item.strip(), ",", inner) + "\n" for item in items)
    return f"{opening}\n{body}{indent}{closing}"


def _subscript(expr: str) -> tuple[str, str] | None:
    """`Name[args]` -> ("Name", "args"), when the whole expression is one subscript."""
    open_at = expr.find("[")
    if open_at <= 0 or not expr.endswith("]") or split_top(expr, " | ") != [expr]:
        return None
    depth = 0
    for i, ch in enumerate(expr[open_at:], open_at):
        depth += ch == "["
        depth -= ch == "]"
        if depth == 0 and i != len(expr) - 1:
            return None
    return expr[:open_at], expr[open_at + 1 : -1]


def parameter(param: str, indent: str) -> str:
    """One parameter per line (`name: T = ...,`), its annotation wrapped if it is too long."""
    name, colon, rest = param.partition(": ")
    if not colon:
        return f"{indent}{param},"
    annotation, equals, default = rest.partition(" = ")
    return expression(name + ": ", annotation, (" = " + default if equals else "") + ",", indent)
