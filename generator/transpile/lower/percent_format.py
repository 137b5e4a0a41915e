"""`"..." % values`: printf-style formatting of a literal format string, read at build time. Each
conversion becomes the `format()` spec that prints what `%` prints (`%5s` is `{:>5}`, `%-05d` is
`{:<5d}`), so the f-string machinery of `printing` formats it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps, printing
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.types import (
    BOOL,
    FLOAT,
    INT,
    STR,
    DictType,
    FloatAnnotation,
    InstanceType,
    ListType,
    TupleType,
    Type,
    UnionType,
    is_dynamic,
    is_int,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

_CONVERSION = re.compile(
    r"%(?:\((?P<key>[^)]*)\))?(?P<flags>[-#0 +]*)(?P<width>\*|\d+)?(?:\.(?P<precision>\*|\d*))?[hlL]?(?P<type>.?)",
    re.DOTALL,
)
_NUMBERS = (INT, BOOL, FLOAT)


def percent_format(b: Builder, node: cst.CSTNode, left: TExpr, right: TExpr) -> TExpr:
    if not isinstance(left.js, js.Str):
        return b.error(node, "%-formatting takes a str literal as its format here (or use an f-string)")
    text = left.js.value
    pieces: list[str | re.Match[str]] = []
    position = 0
    for found in _CONVERSION.finditer(text):
        pieces += [text[position : found.start()], found]
        position = found.end()
    pieces.append(text[position:])
    conversions = [p for p in pieces if isinstance(p, re.Match) and p["type"] != "%"]
    for p in pieces:
        if isinstance(p, re.Match) and p["type"] == "%" and p.group(0) != "%%":
            return b.error(node, f'the conversion "{p.group(0)}" is not supported: write "%%"')
        if isinstance(p, re.Match) and "*" in (p["width"], p["precision"]):
            return b.error(node, "a * width or precision in %-formatting is not supported: use an f-string")
    made_once: js.Expr | None = None
    if conversions and all(c["key"] is not None for c in conversions) and not is_simple(right.js):
        # `"%(a)s" % {"a": f()}`: the dict made once, then read per key
        made_once, right = right.js, TExpr(js.Name(b.fresh("$values")), right.type)
    values = _values(b, node, right, conversions, _literal_value_types(b, node))
    if values is None:
        return TExpr(js.Name("undefined"), STR)
    values, call = printing.held_for_text(b, values)  # `"%s %d" % (c, c.inc())`: the tuple first
    quasis, exprs = [""], []
    for piece in pieces:
        if isinstance(piece, str):
            quasis[-1] += piece
        elif piece["type"] == "%":
            quasis[-1] += "%"
        else:
            value = values.pop(0)
            formatted = _convert(b, node, piece, value)
            if formatted is None:
                return TExpr(js.Name("undefined"), STR)
            exprs.append(formatted)
            quasis.append("")
    made: js.Expr = js.Template(quasis, exprs) if exprs else js.Str(quasis[0])
    if call is not None:
        made = call(made)
    if made_once is not None:
        made = js.Call(js.Arrow([js.Param(right.js)], made), [made_once])
    return TExpr(made, STR)


def _literal_value_types(b: Builder, node: cst.CSTNode) -> dict[str, Type]:
    """`"%(n)d" % {"n": 3, "s": "x"}`: each key's own value type (the dict's type joins them)."""
    given = node.right if isinstance(node, cst.BinaryOperation) else None
    if not isinstance(given, cst.Dict):
        return {}
    found: dict[str, Type] = {}
    for element in given.elements:
        key = element.key if isinstance(element, cst.DictElement) else None
        if not isinstance(key, cst.SimpleString) or not isinstance(key.evaluated_value, str):
            return {}  # (`**more` may hold any key)
        value_type = b.lowered_type(element.value)
        if value_type is None:
            return {}
        found[key.evaluated_value] = value_type
    return found


def _values(
    b: Builder,
    node: cst.CSTNode,
    right: TExpr,
    conversions: list[re.Match[str]],
    key_types: dict[str, Type],
) -> list[TExpr] | None:
    """The value of each conversion: a tuple's items, a mapping's keys (`key_types`: of a literal
    dict's, each key's own), or the one value."""
    keys = [c["key"] for c in conversions]
    t = widen(right.type)
    if not conversions and (
        isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict")
    ):
        return []  # `"100%% sure" % {...}`: a mapping may go unused (any other value is TypeError)
    if conversions and all(k is not None for k in keys):
        mapping = isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict")
        if not mapping or (isinstance(t, DictType) and t.is_map):
            b.error(node, f'a format with %(key)s takes a dict, not "{right.type.display()}"')
            return None
        out: list[TExpr] = []
        for key in keys:
            assert key is not None
            if isinstance(t, DictType):  # `%` reads each key as d[key] does (a defaultdict stores one)
                read = maps.str_key_read(b, t, right.js, TExpr(js.Str(key), STR))
                out.append(TExpr(read.js, key_types.get(key, read.type)))
                continue
            assert isinstance(t, InstanceType)
            field = t.cls.fields().get(key)
            if field is None:
                b.error(node, f'TypedDict "{t.cls.name}" has no key "{key}"')
                return None
            out.append(TExpr(js.Index(right.js, js.Str(field.js_name)), field.type))
        return out
    if any(k is not None for k in keys):
        b.error(node, "a format mixes %(key)s and plain conversions (Python raises TypeError)")
        return None
    if isinstance(t, TupleType):
        if isinstance(right.js, js.Array) and len(right.js.items) == len(t.items):
            items = [TExpr(e, i) for e, i in zip(right.js.items, t.items)]
        elif is_simple(right.js):
            items = [TExpr(js.Index(right.js, js.Num(str(i))), item) for i, item in enumerate(t.items)]
        else:
            b.error(node, "a tuple of %-formatting values is read item by item: use a name or a literal")
            return None
    elif is_dynamic(t) and len(conversions) == 1 and conversions[0]["type"] in "diueEfFgG":
        items = [right]  # one number (a JSON list is one value too: its TypeError names it)
    elif is_dynamic(t):
        b.error(
            node,
            f'%-formatting of "{right.type.display()}": a tuple is many values, anything else one; annotate it',
        )
        return None
    elif isinstance(t, ListType) and t.is_tuple:  # `% tuple(xs)`: Python takes each item as a value
        b.error(
            node,
            f'%-formatting of "{right.type.display()}", a tuple of any length: its items are read by position '
            "here, so the number of them must be known; write a tuple of them ((a, b, c)), or use an f-string",
        )
        return None
    elif isinstance(t, UnionType) and any(_many(o) for o in t.options):
        sizes = {len(o.items) if isinstance(o, TupleType) else -1 for o in map(widen, t.options)}
        if len(sizes) != 1 or -1 in sizes or not is_simple(right.js):
            b.error(
                node,
                f'%-formatting of "{right.type.display()}": a tuple is many values, anything else one (and '
                "tuples of other lengths other counts); format each apart after an isinstance() test",
            )
            return None
        options = [o for o in map(widen, t.options) if isinstance(o, TupleType)]
        items = [
            TExpr(js.Index(right.js, js.Num(str(i))), union(*(o.items[i] for o in options)))
            for i in range(sizes.pop())
        ]
    else:
        items = [right]
    if len(items) != len(conversions):
        reason = (
            "not enough arguments for format string"
            if len(items) < len(conversions)
            else ("not all arguments converted during string formatting")
        )
        b.error(node, f"Python raises TypeError: {reason}")
        return None
    return items


def _many(t: Type) -> bool:
    """Whether `%` may take a value of type `t` as many values: a tuple (or a JSON value, which may be
    one)."""
    t = widen(t)
    return isinstance(t, TupleType) or (isinstance(t, ListType) and t.is_tuple) or is_dynamic(t)


def _convert(b: Builder, node: cst.CSTNode, conversion: re.Match[str], value: TExpr) -> js.Expr | None:
    kind, flags, width, precision = (
        conversion["type"],
        conversion["flags"],
        conversion["width"],
        conversion["precision"],
    )
    if kind not in "sridouxXeEfFgGc" or not kind:
        b.error(node, f'the conversion "{conversion.group(0)}" is not supported')
        return None
    align = "<" if "-" in flags else ""
    if kind in "sr":
        text = printing.to_repr(b, node, value) if kind == "r" else printing.to_str(b, node, value)
        spec = (align or ">") + (width or "") + (f".{precision or 0}" if precision is not None else "")
        if not width and precision is None:
            return text if kind == "r" else printing.to_str(b, node, value, in_template=True)
        return printing.format_field(b, node, TExpr(text, STR), spec)
    t = widen(value.type)
    if isinstance(t, UnionType) and is_int(t):  # `int | bool`: a bool formats as its int
        value, t = TExpr(as_index(value), INT), INT
    if kind == "c":  # the character of an int's code point, or a str of one (the "0" flag pads with spaces)
        if t == STR:
            char = TExpr(b.call_helper("$percentChar", value.js), STR)
            return printing.format_field(b, node, char, f"{align or '>'}{width or ''}")
        if t not in (INT, BOOL):
            b.error(
                node, f'%c format: an int or a str of one character is required, not "{value.type.display()}"'
            )
            return None
        return printing.format_field(b, node, value, f"{align or '>'}{width or ''}c")
    if isinstance(t, FloatAnnotation) and kind in "eEfFgGdiu":
        t = FLOAT  # an int formats as the float it equals here (`%d` truncates either)
    if is_dynamic(t) and kind in "eEfFgGdiu":  # a JSON value: a number (a bool its int), else TypeError
        value, t = TExpr(b.call_helper("$percentReal", value.js, js.Str(kind)), FLOAT), FLOAT
    if t not in _NUMBERS:
        b.error(node, f'%{kind} format: a number is required, not "{value.type.display()}"')
        return None
    sign = "+" if "+" in flags else " " if " " in flags else ""
    zero = "0" if "0" in flags and not align else ""
    alt = "#" if "#" in flags else ""
    if kind in "diu":
        if precision is not None:
            b.error(node, f"a precision with %{kind} is not supported: use an f-string")
            return None
        spec = f"{align}{sign}{zero}{width or ''}d"
        if t == FLOAT:  # `%d` of a float truncates it (NaN and infinities raise, as int() does)
            value = TExpr(b.call_helper("$truncate", value.js, js.Bool(True)), INT)
            if spec == "d":  # every digit, also past 2**53 (where String() rounds them)
                return b.call_helper("$formatInt", value.js, js.Object([]))
        return printing.format_field(b, node, value, spec)
    if kind in "xXo":
        if t == FLOAT:
            b.error(node, f"%{kind} format: an integer is required, not float")
            return None
        if precision is not None:
            b.error(node, f"a precision with %{kind} is not supported: use an f-string")
            return None
        return printing.format_field(b, node, value, f"{align}{sign}{alt}{zero}{width or ''}{kind}")
    digits = f".{precision or 0}" if precision is not None else ""
    if t != FLOAT:
        value = TExpr(value.js, FLOAT) if t == INT else TExpr(js.Call(js.Name("Number"), [value.js]), FLOAT)
    return printing.format_field(b, node, value, f"{align}{sign}{alt}{zero}{width or ''}{digits}{kind}")
