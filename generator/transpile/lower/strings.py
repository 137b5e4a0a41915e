"""String literals and f-strings (-> template literals), formatted the way Python would print them."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import BYTES, STR, is_int, may_be_bool

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

_BARE_QUOTE = re.compile(r'(?<!\\)((?:\\\\)*)"')


def lower_string(b: Builder, node: cst.SimpleString | cst.ConcatenatedString | cst.FormattedString) -> TExpr:
    parts = _flatten(node)
    quasis: list[str] = [""]
    exprs: list[js.Expr] = []
    for part in parts:
        if isinstance(part, cst.SimpleString):
            value = part.evaluated_value
            if isinstance(value, bytes):
                if len(parts) > 1:
                    return b.error(node, "concatenated bytes literals are not supported: write one literal")
                return TExpr(bytes_literal(value), BYTES)
            if any(0xD800 <= ord(c) <= 0xDFFF for c in value):
                return b.error(part, _SURROGATES)
            quasis[-1] += value
            continue
        prefix = part.prefix.lower().replace("f", "")
        for piece in part.parts:
            if isinstance(piece, cst.FormattedStringText):
                quasis[-1] += _text(piece.value, prefix)
            elif isinstance(piece, cst.FormattedStringExpression):
                if piece.equal is not None:
                    quasis[-1] += _debug_text(piece)
                exprs.append(_placeholder(b, piece, prefix))
                quasis.append("")
    if not exprs:
        return TExpr(js.Str(quasis[0]), STR)
    return TExpr(js.Template(quasis, exprs), STR)


_SURROGATES = (
    "str literals with surrogate code points (U+D800..U+DFFF) are not supported: JavaScript joins a "
    "high and a low surrogate into one character"
)


def bytes_literal(value: bytes) -> js.Expr:
    """`b"..."`: text bytes through a TextEncoder (readable), any others as their numbers."""
    if not value:
        return js.New(js.Name("Uint8Array"), [js.Num("0")])
    if all(32 <= c < 127 or c in (9, 10, 13) for c in value):
        encoder = js.New(js.Name("TextEncoder"), [])
        return js.Call(js.Member(encoder, "encode"), [js.Str(value.decode("ascii"))])
    return js.Call(js.Member(js.Name("Uint8Array"), "of"), [js.Num(str(c)) for c in value])


def _flatten(node: cst.BaseExpression) -> list[cst.SimpleString | cst.FormattedString]:
    if isinstance(node, cst.ConcatenatedString):
        return _flatten(node.left) + _flatten(node.right)
    assert isinstance(node, (cst.SimpleString, cst.FormattedString))
    return [node]


def _text(raw: str, prefix: str) -> str:
    """The value of an f-string's literal text: escapes decoded, `{{` and `}}` halved."""
    unescaped = raw.replace("{{", "{").replace("}}", "}")
    if "r" in prefix or not unescaped:
        return unescaped
    # Decode escapes the way Python does: as a triple-quoted literal with bare quotes escaped.
    value = ast.literal_eval('"""' + _BARE_QUOTE.sub(r'\1\\"', unescaped) + '"""')
    assert isinstance(value, str)
    return value


def _debug_text(piece: cst.FormattedStringExpression) -> str:
    """`f"{ v = }"` prints its source text, as written, before the value."""
    assert piece.equal is not None
    code = cst.Module([]).code_for_node
    parts = [piece.whitespace_before_expression, piece.expression, piece.whitespace_after_expression]
    equal = piece.equal
    return (
        "".join(code(p) for p in parts) + code(equal.whitespace_before) + "=" + code(equal.whitespace_after)
    )


def _placeholder(b: Builder, piece: cst.FormattedStringExpression, prefix: str) -> js.Expr:
    """A replacement field: `!r`/`!s`, then the format spec, as Python's format() applies them;
    `f"{v=}"` is the repr of `v` unless a conversion or a spec is given."""
    value = b.expr(piece.expression)
    # a nested field (`{x:<{width}}`) is an int for the width or the precision: it stands in the spec
    # as a number of its own until the spec is parsed
    spec = ""
    nested: dict[int, js.Expr] = {}
    for part in piece.format_spec or []:
        if isinstance(part, cst.FormattedStringText):
            spec += _text(part.value, prefix)
            continue
        assert isinstance(part, cst.FormattedStringExpression)
        inner = b.expr(part.expression)
        if not is_int(inner.type) or part.conversion or part.format_spec:
            b.error(part, "a nested field in a format spec must be a plain int (the width or the precision)")
            return value.js
        if may_be_bool(inner.type):
            b.error(
                part,
                "a nested field that may be a bool: Python writes True or False into the spec, a "
                "ValueError; pass int(...)",
            )
            return value.js
        stand_in = printing.NESTED_BASE + len(nested)
        nested[stand_in] = inner.js
        spec += str(stand_in)
    conversion = piece.conversion
    if conversion is None and piece.equal is not None and not spec:
        conversion = "r"
    if conversion == "r":
        value = TExpr(printing.to_repr(b, piece, value), STR)
    elif conversion == "s":
        value = TExpr(printing.to_str(b, piece, value), STR)
    elif conversion == "a":
        value = TExpr(b.call_helper("$ascii", printing.to_repr(b, piece, value)), STR)
    elif conversion is not None:
        b.error(piece, f"the !{conversion} conversion is not supported in f-strings (!r, !s and !a are)")
        return value.js
    return printing.format_field(b, piece, value, spec, nested)
