"""`hashlib` (sha256, sha512, sha384, sha1, md5, new) and `hmac` (new, digest, compare_digest): synchronous digests
by small runtime helpers, as Python's are (Web Crypto's `crypto.subtle.digest` is async), checked
byte for byte against CPython."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.library.bytes_methods import lent
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.library_types import HASH, HMAC
from generator.transpile.resolve.types import (
    BOOL,
    BYTES,
    ERROR,
    NONE,
    BytesType,
    ErrorType,
    InstanceType,
    ModuleType,
    Type,
    is_bytes_like,
    is_str,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

#: hashlib's algorithms: the helper, digest size and block size.
ALGORITHMS = {
    "sha256": ("$sha256", 32, 64),
    "sha512": ("$sha512", 64, 128),
    "sha384": ("$sha384", 48, 128),
    "sha1": ("$sha1", 20, 64),
    "md5": ("$md5", 16, 64),
}


def _is_bytes(t: Type) -> bool:
    return isinstance(widen(t), BytesType)


def _hash_object(b: Builder, name: str, label: str, digest: js.Expr, data: TExpr | None) -> js.Expr:
    _, size, block = ALGORITHMS[name]
    made: js.Expr = js.New(b.helper("$Hash"), [js.Str(label), digest, js.Num(str(size)), js.Num(str(block))])
    if data is not None:
        made = b.call_helper("$hashWith", made, lent(data).js)  # a bytearray's read last, and copied
    return made


def _constructor(name: str) -> Rule:
    """hashlib.sha256(data=b"")."""

    def rule(site: CallSite) -> TExpr:
        data = site.args[0] if site.args else site.keywords.get("string") or site.keywords.get("data")
        if data is not None and not is_bytes_like(data.type):
            why = "Strings must be encoded before hashing" if is_str(data.type) else "it takes bytes"
            return site.refuse(f'hashlib.{name}() of "{data.type.display()}": {why} (.encode())')
        return TExpr(
            _hash_object(site.b, name, name, site.b.helper(ALGORITHMS[name][0]), data), InstanceType(HASH)
        )

    return rule


def _new(site: CallSite) -> TExpr:
    """hashlib.new("sha256", data)."""
    name = site.args[0].js
    if not isinstance(name, js.Str) or name.value.lower() not in ALGORITHMS:
        return site.refuse(f"hashlib.new() takes one of {', '.join(ALGORITHMS)} as a str literal here")
    return _constructor(name.value.lower())(CallSite(site.b, site.node, None, site.args[1:], site.keywords))


def _algorithm(b: Builder, node: cst.BaseExpression) -> str | None:
    """A digestmod: `hashlib.sha256`, `sha256` imported from hashlib, or "sha256"."""
    if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str):
        name = node.evaluated_value.lower()
        return name if name in ALGORITHMS else None
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name):
        symbol = b.symbol(node.value.value)
        module = symbol.type if symbol is not None else None
        if isinstance(module, ModuleType) and module.name == "hashlib" and node.attr.value in ALGORITHMS:
            return node.attr.value
    if isinstance(node, cst.Name):
        symbol = b.symbol(node.value)
        if symbol is not None and symbol.special in {f"lib:hashlib:{a}" for a in ALGORITHMS}:
            return symbol.special.rsplit(":", 1)[1]
    return None


def hmac_call(b: Builder, node: cst.Call, name: str) -> TExpr:
    """hmac.new(key, msg=None, digestmod=...) and hmac.digest(key, msg, digest): the digestmod is read
    from the call's text (a hash constructor is not a value here)."""
    args = list(node.args)
    if any(a.star for a in args):
        return b.error(node, f"hmac.{name}() takes its arguments one by one")
    wanted = "digestmod" if name == "new" else "digest"
    mod_arg = next((a for a in args if a.keyword is not None and a.keyword.value == wanted), None)
    positional = [a for a in args if a.keyword is None]
    if mod_arg is None and len(positional) == 3:
        mod_arg = positional.pop()
    elif mod_arg is not None:
        args.remove(mod_arg)
    if mod_arg is None:
        return b.error(node, f"Missing required parameter '{wanted}'.")
    algorithm = _algorithm(b, mod_arg.value)
    if algorithm is None:
        return b.error(
            mod_arg.value,
            f"{wanted}= takes hashlib.sha256, sha512, sha384, sha1 or md5, or their name as a str literal",
        )
    values: dict[str, TExpr] = {}
    for position, arg in enumerate(a for a in args if a is not mod_arg):
        keyword = arg.keyword.value if arg.keyword is not None else ("key", "msg")[min(position, 1)]
        values[keyword] = b.expr(arg.value)
    if any(isinstance(v.type, ErrorType) for v in values.values()):
        return TExpr(js.Name("undefined"), ERROR)
    key, message = values.get("key"), values.get("msg")
    if key is None:
        return b.error(node, f"hmac.{name}() takes a key")
    for what, value in (("key", key), ("msg", message)):
        if value is not None and not _is_bytes(value.type):
            return b.error(node, f'hmac {what} of "{value.type.display()}": it takes bytes (.encode())')
    if list(values).index("key") > 0 and message is not None and not is_simple(message.js):
        return b.error(node, "hmac: pass the key before a message that is no name or literal")
    helper, _, block = ALGORITHMS[algorithm]
    # the key as it is now, evaluated once (Python pads it when the object is made; a bytearray's copy)
    held, data = js.Name(b.fresh("$key")), js.Name(b.fresh("$data"))
    digest_of = js.Arrow(
        [js.Param(data)], b.call_helper("$hmac", b.helper(helper), js.Num(str(block)), held, data)
    )
    digest = js.Call(js.Arrow([js.Param(held)], digest_of), [lent(key).js])
    if name == "digest":
        if message is None:
            return b.error(node, "hmac.digest() takes a message")
        return TExpr(js.Call(digest, [message.js]), BYTES)
    made = _hash_object(b, algorithm, f"hmac-{algorithm}", digest, message)
    return TExpr(made, InstanceType(HMAC))


def _compare_digest(site: CallSite) -> TExpr:
    a, b_ = site.args
    if not ((_is_bytes(a.type) and _is_bytes(b_.type)) or (is_str(a.type) and is_str(b_.type))):
        return site.refuse(
            f'compare_digest() takes two bytes or two strs, not "{a.type.display()}" and "{b_.type.display()}"'
        )
    return TExpr(site.b.call_helper("$compareDigest", a.js, b_.js), BOOL)


HASHING_FUNCTIONS: dict[tuple[str, str], Rule] = {
    **{("hashlib", name): arity(0, 1, _constructor(name), ("string",)) for name in ALGORITHMS},
    ("hashlib", "new"): arity(1, 2, _new, ("data",)),
    ("hmac", "compare_digest"): arity(2, 2, _compare_digest),
}
#: Calls whose digestmod argument is read from the call's text.
HMAC_CALLS = (("hmac", "new"), ("hmac", "digest"))


def _update(site: CallSite) -> TExpr:
    """h.update(data) of bytes: a JSON value (which may hold a str, a list, a number) is refused, as
    its constructor's is, where Python raises TypeError for anything but bytes."""
    (data,) = site.args
    if not _is_bytes(data.type):
        why = "Strings must be encoded before hashing (.encode())" if is_str(data.type) else "it takes bytes"
        return site.refuse(f'update() of "{data.type.display()}": {why}')
    return TExpr(js.Binary(",", js.Call(js.Member(site.recv, "update"), [data.js]), js.Null()), NONE)


#: The methods of a hash object (and an HMAC, its kind) lowered by a rule of their own.
CLASS_RULES: dict[str, dict[str, Rule]] = {"_Hash": {"update": arity(1, 1, _update)}}
