"""`bytes`: the builtin, its methods, `str.encode`, and the `base64` functions. A bytes value is a
`Uint8Array` that no lowering mutates; the codecs are UTF-8, ASCII and Latin-1, with CPython's errors.
Where bytes are read, a bytearray's are too (`lent`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.purity import may_run_code
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    BYTES,
    ERROR,
    INT,
    STR,
    ByteArrayType,
    BytesType,
    InstanceType,
    ListType,
    RangeType,
    TupleType,
    is_bytes_like,
    is_dynamic,
    is_int,
    is_number,
    is_str,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

#: Python's spellings of the codecs supported, by the name CPython's errors give each.
_CODECS = {
    "utf-8": ("utf-8", "utf8", "utf_8", "u8", "utf"),
    "ascii": ("ascii", "us-ascii", "us_ascii", "646"),
    "latin-1": ("latin-1", "latin1", "latin_1", "iso-8859-1", "iso8859-1", "iso_8859_1", "l1", "8859"),
}


def _codec(site: CallSite, position: int, handlers: tuple[str, ...] = ("strict",)) -> str | None:
    """The codec named by the call (positional at `position`, or `encoding=`), UTF-8 by default; None
    (after an error) for one that is not a literal or not supported, or for `errors=` not in `handlers`."""
    given = site.args[position] if len(site.args) > position else site.keywords.get("encoding")
    errors = site.args[position + 1] if len(site.args) > position + 1 else site.keywords.get("errors")
    if errors is not None and not (isinstance(errors.js, js.Str) and errors.js.value in handlers):
        shown = " and ".join(f'errors="{h}"' for h in handlers)
        verb = "is" if len(handlers) == 1 else "are"
        site.refuse(f"only {shown} {verb} supported (Python's other error handlers are not)")
        return None
    if given is None:
        return "utf-8"
    if not isinstance(given.js, js.Str):
        site.refuse("the encoding must be a str literal")
        return None
    wanted = given.js.value.lower().replace(" ", "-")
    for name, spellings in _CODECS.items():
        if wanted in spellings:
            return name
    site.refuse(f'unsupported encoding "{given.js.value}": utf-8, ascii and latin-1 are supported')
    return None


def _encode(site: CallSite) -> TExpr:
    """str.encode(encoding="utf-8", errors="strict"); errors="ignore" drops each character the codec
    cannot encode, "replace" writes `?` for it (`s.encode("ascii", "ignore")` of a slug)."""
    codec = _codec(site, 0, ("strict", "ignore", "replace"))
    if codec is None:
        return TExpr(js.Name("undefined"), BYTES)
    errors = site.args[1] if len(site.args) > 1 else site.keywords.get("errors")
    handler = [js.Str(errors.js.value)] if errors is not None and isinstance(errors.js, js.Str) else []
    return TExpr(site.b.call_helper("$encode", site.recv, js.Str(codec), *handler), BYTES)


def _decode(site: CallSite) -> TExpr:
    """bytes.decode(encoding="utf-8", errors="strict"); errors="replace" makes each byte sequence the
    codec rejects U+FFFD (`$decodeReplace`), "ignore" leaves it out (`$decodeIgnore`)."""
    codec = _codec(site, 0, ("strict", "replace", "ignore"))
    if codec is None:
        return TExpr(js.Name("undefined"), STR)
    errors = site.args[1] if len(site.args) > 1 else site.keywords.get("errors")
    if errors is not None and isinstance(errors.js, js.Str) and errors.js.value in ("replace", "ignore"):
        helper = "$decodeReplace" if errors.js.value == "replace" else "$decodeIgnore"
        return TExpr(site.b.call_helper(helper, site.recv, js.Str(codec)), STR)
    return TExpr(site.b.call_helper("$decode", site.recv, js.Str(codec)), STR)


def lent(value: TExpr, *, keep: bool = False) -> TExpr:
    """A bytes-like value as bytes (a `Uint8Array`): bytes themselves; a bytearray's bytes lent (`view()`),
    for a helper that reads them before they can change, or copied (`keep`) for a helper that keeps them."""
    if isinstance(widen(value.type), ByteArrayType):
        return TExpr(js.Call(js.Member(value.js, "bytes" if keep else "view"), []), BYTES)
    return value


#: The methods that change a `$ByteArray`: code that calls one may change bytes lent before it.
_BYTEARRAY_CHANGES = frozenset(
    ("append", "extend", "insert", "pop", "remove", "clear", "reverse")
    + ("setItem", "delItem", "setSlice", "delSlice", "iadd", "imul")
)


def lent_in_order(b: Builder, node: cst.CSTNode, values: list[TExpr]) -> list[TExpr] | None:
    """Bytes-like values, in the order JS evaluates them, as bytes (`lent`). A bytearray's bytes are
    read where it is evaluated, where Python reads them once every operand is: refused (None) when a
    value evaluated after it may run code that changes it."""
    lends = [isinstance(widen(v.type), ByteArrayType) for v in values]
    if True in lends:
        own = b.scope.member_names | _BYTEARRAY_CHANGES
        if any(may_run_code(v.js, own) for v in values[lends.index(True) + 1 :]):
            b.error(
                node,
                "a bytearray's bytes are read here before a later operand or argument, which may change it, "
                "is evaluated: give that value a name first",
            )
            return None
    return [lent(v) for v in values]


def _bytes_arg(site: CallSite, what: str) -> bool:
    for arg in site.args:
        t = widen(arg.type)
        if not (is_bytes_like(t) or (isinstance(t, TupleType) and all(i == BYTES for i in t.items))):
            site.refuse(f'{what} takes bytes, not "{arg.type.display()}"')
            return False
    return True


def _affix(end: bool) -> Rule:
    def rule(site: CallSite) -> TExpr:
        if not _bytes_arg(site, "startswith()/endswith()"):
            return TExpr(js.Bool(False), BOOL)
        return TExpr(site.b.call_helper("$bytesAffix", site.recv, lent(site.args[0]).js, js.Bool(end)), BOOL)

    return rule


def _find(site: CallSite) -> TExpr:
    if not _bytes_arg(site, "find()"):
        return TExpr(js.Num("-1"), INT)
    return TExpr(site.b.call_helper("$bytesFind", site.recv, lent(site.args[0]).js), INT)


BYTES_METHODS: dict[str, Rule] = {
    "decode": arity(0, 2, _decode, ("encoding", "errors")),
    "hex": arity(0, 0, lambda site: TExpr(site.b.call_helper("$bytesHex", site.recv), STR)),
    "startswith": arity(1, 1, _affix(False)),
    "endswith": arity(1, 1, _affix(True)),
    "find": arity(1, 1, _find),
}

ENCODE: Rule = arity(0, 2, _encode, ("encoding", "errors"))


def bytes_call(site: CallSite) -> TExpr:
    """bytes(), bytes(n), bytes(ints), bytes(s, encoding), bytes(a Uint8Array) (a copy)."""
    if not site.args:
        return TExpr(js.New(js.Name("Uint8Array"), [js.Num("0")]), BYTES)
    value = site.args[0]
    t = widen(value.type)
    if is_str(t):
        if len(site.args) < 2 and "encoding" not in site.keywords:
            return site.refuse('bytes() of a str needs an encoding: bytes(s, "utf-8") or s.encode()')
        return _encode(CallSite(site.b, site.node, value, site.args[1:], site.keywords))
    if site.keywords or len(site.args) > 1:
        return site.refuse("bytes() takes an encoding only with a str")
    if isinstance(t, BytesType):
        return TExpr(value.js, BYTES)  # immutable: bytes(b) is b
    if isinstance(t, ByteArrayType):
        return lent(value, keep=True)  # a copy: the bytearray may change
    if isinstance(t, InstanceType) and t.cls.name == "Uint8Array":
        return TExpr(js.Call(js.Member(value.js, "slice"), []), BYTES)  # JS code may change it: a copy
    if isinstance(t, RangeType):  # `bytes(range(256))`: its ints (each checked as a list's)
        value, t = TExpr(js.Array([js.Spread(value.js)]), ListType(INT)), ListType(INT)
    if is_int(t) or (isinstance(t, (ListType, TupleType)) and _int_items(t)):
        return TExpr(site.b.call_helper("$bytes", value.js), BYTES)
    return site.refuse(
        f'bytes() of "{value.type.display()}": pass an int, a list of ints, a str and an encoding, or bytes'
    )


def _int_items(t: ListType | TupleType) -> bool:
    items = [t.item] if isinstance(t, ListType) else list(t.items)
    return all(is_int(i) or is_dynamic(i) for i in items)


def fromhex(site: CallSite) -> TExpr:
    """bytes.fromhex(s)."""
    if not is_str(site.args[0].type):
        return site.refuse(f'bytes.fromhex() takes a str, not "{site.args[0].type.display()}"')
    return TExpr(site.b.call_helper("$fromhex", site.args[0].js), BYTES)


def _b64encode(urlsafe: bool) -> Rule:
    def rule(site: CallSite) -> TExpr:
        if not _bytes_arg(site, "b64encode()"):
            return TExpr(js.Name("undefined"), BYTES)
        flag = [js.Bool(True)] if urlsafe else []
        return TExpr(site.b.call_helper("$b64encode", lent(site.args[0]).js, *flag), BYTES)

    return rule


def _b64decode(urlsafe: bool) -> Rule:
    def rule(site: CallSite) -> TExpr:
        data = site.args[0]
        if not (is_str(data.type) or is_bytes_like(data.type)):
            return site.refuse(f'b64decode() takes a str or bytes, not "{data.type.display()}"')
        validate = site.keywords.get("validate")
        lent_data = lent_in_order(site.b, site.node, [data, *([validate] if validate is not None else [])])
        if lent_data is None:
            return TExpr(js.Name("undefined"), ERROR)
        data = lent_data[0]
        if validate is not None and not (widen(validate.type) == BOOL or is_number(validate.type)):
            return site.refuse("validate= takes a bool")
        args: list[js.Expr] = [data.js]
        if validate is not None or urlsafe:
            args.append(validate.js if validate is not None else js.Bool(False))
        if urlsafe:
            args.append(js.Bool(True))
        return TExpr(site.b.call_helper("$b64decode", *args), BYTES)

    return rule


BASE64_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("base64", "b64encode"): arity(1, 1, _b64encode(False)),
    ("base64", "standard_b64encode"): arity(1, 1, _b64encode(False)),
    ("base64", "urlsafe_b64encode"): arity(1, 1, _b64encode(True)),
    ("base64", "b64decode"): arity(1, 1, _b64decode(False), ("validate",)),
    ("base64", "standard_b64decode"): arity(1, 1, _b64decode(False)),
    ("base64", "urlsafe_b64decode"): arity(1, 1, _b64decode(True)),
}
