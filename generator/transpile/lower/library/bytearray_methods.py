"""`bytearray`: the builtin, `bytearray.fromhex` and its methods. A bytearray is a `$ByteArray` (see
`ByteArrayType`): its mutators are the class's own methods, which check each byte as CPython does; the
methods it shares with bytes are bytes' rules, given its bytes (`lent`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.iteration import iterate_value
from generator.transpile.lower.library.bytes_methods import (
    BYTES_METHODS,
    ENCODE,
    fromhex,
    lent,
    lent_in_order,
)
from generator.transpile.lower.library.rules import CallSite, Rule, arity, method
from generator.transpile.lower.purity import evaluated_first
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BYTEARRAY,
    BYTES,
    ERROR,
    INT,
    NONE,
    ByteArrayType,
    BytesType,
    Type,
    is_bytes_like,
    is_dynamic,
    is_int,
    is_str,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def _new_bytearray(b: Builder, fresh: js.Expr) -> TExpr:
    """A bytearray of new bytes (a `Uint8Array` no one else holds: `$ByteArray` takes it as its own)."""
    return TExpr(js.New(b.helper("$ByteArray"), [fresh]), BYTEARRAY)


def _of(site: CallSite, given: js.Expr) -> TExpr:
    """bytearray(n) or bytearray(ints), which `$ByteArray.of` checks as CPython does."""
    return TExpr(js.Call(js.Member(site.b.helper("$ByteArray"), "of"), [given]), BYTEARRAY)


def bytes_given(b: Builder, node: cst.CSTNode, value: TExpr, what: str) -> js.Expr | None:
    """What `bytearray(value)`, `ba.extend(value)` or `ba[i:j] = value` takes: bytes or a bytearray
    (which `$ByteArray` reads when it runs, as CPython does), or an iterable of ints (each checked by
    `$ByteArray`). None after an error."""
    t = widen(value.type)
    if isinstance(t, (BytesType, ByteArrayType)):
        return value.js
    if is_str(t):
        b.error(node, f"{what} of a str: Python raises TypeError; pass s.encode()")
        return None
    if is_dynamic(t):  # a JSON int would be a count to bytearray(), an error to extend()
        b.error(node, f'{what} of "{value.type.display()}": annotate or cast it (bytes, or a list of ints)')
        return None
    walked = iterate_value(b, node, value)
    if walked is None:
        return None
    if not (is_int(walked.item) or is_dynamic(walked.item)):
        b.error(node, f'{what} of "{value.type.display()}": pass bytes, a bytearray or ints')
        return None
    return walked.iterable


def bytearray_call(site: CallSite) -> TExpr:
    """bytearray(), bytearray(n), bytearray(s, encoding), bytearray(bytes or a bytearray) (a copy),
    bytearray(ints)."""
    if not site.args:
        return TExpr(js.New(site.b.helper("$ByteArray"), []), BYTEARRAY)
    value = site.args[0]
    t = widen(value.type)
    if is_str(t):
        if len(site.args) < 2 and "encoding" not in site.keywords:
            return site.refuse('bytearray() of a str needs an encoding: bytearray(s, "utf-8")')
        encoded = ENCODE(CallSite(site.b, site.node, value, site.args[1:], site.keywords))
        return _new_bytearray(site.b, encoded.js)
    if site.keywords or len(site.args) > 1:
        return site.refuse("bytearray() takes an encoding only with a str")
    if is_int(t):
        return _of(site, value.js)
    if isinstance(t, (BytesType, ByteArrayType)):
        return _new_bytearray(site.b, js.Call(js.Member(lent(value).js, "slice"), []))
    given = bytes_given(site.b, site.node, value, "bytearray()")
    return _of(site, given) if given is not None else TExpr(js.Name("undefined"), ERROR)


def bytearray_fromhex(site: CallSite) -> TExpr:
    """bytearray.fromhex(s): bytes.fromhex's bytes, new."""
    made = fromhex(site)
    return _new_bytearray(site.b, made.js) if made.type != ERROR else made


def _of_ints(name: str, result: Type) -> Rule:
    """`ba.name(args)`, each argument an int (an index or a byte, which `$ByteArray` checks)."""

    def rule(site: CallSite) -> TExpr:
        for arg in site.args:
            if not is_int(arg.type):
                return site.refuse(f'bytearray.{name}() takes ints, not "{arg.type.display()}"')
        return method(name, result)(site)

    return rule


def _extend(site: CallSite) -> TExpr:
    given = bytes_given(site.b, site.node, site.args[0], "extend()")
    if given is None:
        return TExpr(js.Name("undefined"), ERROR)
    return TExpr(js.Call(js.Member(site.recv, "extend"), [given]), NONE)


def _shared(name: str) -> Rule:
    """A method of bytes: bytes' rule on the bytearray's bytes (copied for decode(): a
    UnicodeDecodeError keeps them as its `object`)."""
    rule = BYTES_METHODS[name]

    def shared(site: CallSite) -> TExpr:
        assert site.receiver is not None
        if lent_in_order(site.b, site.node, [site.receiver, *site.args]) is None:
            return TExpr(js.Name("undefined"), ERROR)
        receiver = lent(site.receiver, keep=name == "decode")
        return rule(CallSite(site.b, site.node, receiver, site.args, site.keywords))

    return shared


def bytearray_operator(
    b: Builder, node: cst.CSTNode, operator: type, left: TExpr, right: TExpr
) -> TExpr | None:
    """`+` and `*` with a bytearray operand (None: neither is one, or the other operand is not one
    Python takes). A `$ByteArray` method reads its bytes when it runs, once both operands are
    evaluated, as Python's operator does."""
    lt, rt = widen(left.type), widen(right.type)
    if operator is cst.Add and isinstance(lt, ByteArrayType) and is_bytes_like(rt):
        return TExpr(js.Call(js.Member(left.js, "concat"), [right.js]), BYTEARRAY)
    if operator is cst.Add and isinstance(lt, BytesType) and isinstance(rt, ByteArrayType):
        return TExpr(b.call_helper("$bytesConcat", left.js, lent(right).js), BYTES)  # read last: bytes
    if operator is cst.Multiply and isinstance(lt, ByteArrayType) and is_int(rt):
        return TExpr(js.Call(js.Member(left.js, "times"), [right.js]), BYTEARRAY)
    if operator is cst.Multiply and is_int(lt) and isinstance(rt, ByteArrayType):  # n * ba: n first
        made = evaluated_first(
            b, left.js, [right.js], lambda n: js.Call(js.Member(right.js, "times"), [n]), "$n"
        )
        return TExpr(made, BYTEARRAY) if made is not None else b.error(node, "give the count a name first")
    return None


def bytearray_in_place(
    b: Builder, node: cst.CSTNode, operator: type, current: TExpr, value: TExpr
) -> js.Expr | None:
    """`ba += x` / `ba *= n`: the bytearray changed in place, which its aliases see (the expression
    gives it, for a store to write back). None after an error."""
    if operator is cst.Add and is_bytes_like(value.type):
        return js.Call(js.Member(current.js, "iadd"), [value.js])
    if operator is cst.Multiply and is_int(value.type):
        return js.Call(js.Member(current.js, "imul"), [value.js])
    if operator is cst.Add:
        b.error(
            node,
            f'bytearray += "{value.type.display()}": Python raises TypeError (it takes bytes or a bytearray); use extend()',
        )
    else:
        b.error(node, f'bytearray *= "{value.type.display()}": the count must be an int')
    return None


BYTEARRAY_METHODS: dict[str, Rule] = {
    **{name: _shared(name) for name in BYTES_METHODS},
    "append": arity(1, 1, _of_ints("append", NONE)),
    "extend": arity(1, 1, _extend),
    "pop": arity(0, 1, _of_ints("pop", INT)),
    "insert": arity(2, 2, _of_ints("insert", NONE)),
    "remove": arity(1, 1, _of_ints("remove", NONE)),
    "clear": arity(0, 0, method("clear", NONE)),
    "reverse": arity(0, 0, method("reverse", NONE)),
    "copy": arity(0, 0, method("copy", BYTEARRAY)),
}
