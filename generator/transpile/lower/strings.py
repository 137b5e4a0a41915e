"""String literals and f-strings (-> template literals), formatted the way Python would print them."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    STR,
    DictType,
    InstanceType,
    ListType,
    TupleType,
    is_dynamic,
    is_number,
    is_optional,
    is_str,
    widen,
)

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
            if not isinstance(value, str):
                return b.error(part, "bytes literals are not supported")
            quasis[-1] += value
            continue
        prefix = part.prefix.lower().replace("f", "")
        for piece in part.parts:
            if isinstance(piece, cst.FormattedStringText):
                quasis[-1] += _text(piece.value, prefix)
            elif isinstance(piece, cst.FormattedStringExpression):
                exprs.append(_placeholder(b, piece))
                quasis.append("")
    if not exprs:
        return TExpr(js.Str(quasis[0]), STR)
    return TExpr(js.Template(quasis, exprs), STR)


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


def _placeholder(b: Builder, piece: cst.FormattedStringExpression) -> js.Expr:
    value = b.expr(piece.expression)
    if piece.conversion not in (None, "s"):
        b.error(piece, f"the !{piece.conversion} conversion is not supported in f-strings")
        return value.js
    spec = "".join(p.value for p in piece.format_spec or [] if isinstance(p, cst.FormattedStringText))
    if piece.format_spec and any(not isinstance(p, cst.FormattedStringText) for p in piece.format_spec):
        b.error(piece, "nested replacement fields in a format spec are not supported")
        return value.js
    t = widen(value.type)
    if spec:
        if len(spec) >= 3 and spec[0] == "." and spec[-1] == "f" and spec[1:-1].isdigit() and is_number(t):
            return js.Call(js.Member(value.js, "toFixed"), [js.Num(spec[1:-1])])
        if spec == "d" and is_number(t):
            return value.js
        b.error(piece, f'the format spec ":{spec}" is not supported (":.Nf" and ":d" are)')
        return value.js
    if t == BOOL:
        return js.Conditional(value.js, js.Str("True"), js.Str("False"))
    if is_optional(t):
        b.error(
            piece,
            f'formatting "{value.type.display()}": Python prints None where JavaScript prints null; handle None first',
        )
    elif isinstance(t, (ListType, TupleType, DictType)) or (
        isinstance(t, InstanceType) and t.cls.kind == "typeddict"
    ):
        b.error(
            piece,
            f'formatting "{value.type.display()}": Python and JavaScript print containers differently; use json.dumps',
        )
    elif isinstance(t, InstanceType) and t.cls.is_exception():
        return js.Member(value.js, "message")
    elif not (is_str(t) or is_number(t) or is_dynamic(t) or isinstance(t, InstanceType)):
        b.error(piece, f'formatting "{value.type.display()}" is not supported')
    return value.js
