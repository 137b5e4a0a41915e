"""The one naming rule of the lowering: the worker's names pass through, unless JS reserves them."""

from __future__ import annotations

RESERVED = frozenset(
    [
        "arguments",
        "await",
        "break",
        "case",
        "catch",
        "class",
        "const",
        "continue",
        "debugger",
        "default",
        "delete",
        "do",
        "else",
        "enum",
        "eval",
        "export",
        "extends",
        "false",
        "finally",
        "for",
        "function",
        "if",
        "implements",
        "import",
        "in",
        "instanceof",
        "interface",
        "let",
        "new",
        "null",
        "package",
        "private",
        "protected",
        "public",
        "return",
        "static",
        "super",
        "switch",
        "this",
        "throw",
        "true",
        "try",
        "typeof",
        "undefined",
        "var",
        "void",
        "while",
        "with",
        "yield",
    ]
)


def js_identifier(name: str) -> str:
    """`new` -> `new_`: a Python name that is a JS keyword gets a trailing underscore."""
    return f"{name}_" if name in RESERVED else name
