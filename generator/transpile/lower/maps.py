"""Dicts keyed by `int`, by a plain Enum's members or by tuples of `str` and `int`: JS `Map`s (see
`map_key` in resolve/types.py).

An int key or an Enum's member is the Map's key itself; a tuple key is its JSON text (`JSON.stringify(["GET", "/"])`),
which tells `("a", 1)` from `("a", "1")` and which `JSON.parse` turns back into the tuple when the
dict is iterated or printed. A Map keeps insertion order for every key, as Python's dict does.
A defaultdict of such keys is a Map carrying its factory (`$mapDefaultdict`), a Counter a plain Map
whose missing keys read 0 (the type tells which, see `read`). `str_key_read` reads a dict of str
keys, a plain object, by the same rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.jsdoc import class_binding
from generator.transpile.lower.printing import shape
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    FLOAT,
    INT,
    ByteArrayType,
    DictType,
    InstanceType,
    LiteralType,
    TupleType,
    Type,
    UnionType,
    direct_key,
    is_dynamic,
    is_str,
    map_key,
    widen,
    widen_literal,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def key_problem(key: Type) -> str:
    """Why a dict of this key type cannot be built ("" if it can: a str key, or a Map's key)."""
    if is_str(key) or is_dynamic(key) or map_key(key) is not None:
        return ""
    options = key.options if isinstance(key, UnionType) else (key,)
    why = (
        " (Python hashes a bool or float equal to an int)"
        if any(o in (BOOL, FLOAT) for o in options)
        else " (a bytearray is unhashable: Python raises TypeError)"
        if any(isinstance(o, ByteArrayType) for o in options)
        else ""
    )
    return (
        f'dict keys of type "{key.display()}" are not supported: keys are str, int, an Enum\'s members or '
        f"tuples of str and int{why}"
    )


def str_key_problem(d: DictType, key: Type) -> str:
    """Why `d[key]` of a dict of str keys is refused ("" if it is not): an int, bool, float or tuple
    key would be held as its text (`1` comes back as `"1"`). `counts = defaultdict(int)` is built of
    str keys; annotating it (`counts: defaultdict[int, int] = ...`) makes it a Map of int keys."""
    given = widen_literal(key)
    if not is_str(d.key) or not (given in (INT, BOOL, FLOAT) or isinstance(given, TupleType)):
        return ""
    built = f"; annotate it: {d.kind}[{given.display()}, ...]" if d.kind == "defaultdict" else ""
    built = f"; annotate it: Counter[{given.display()}]" if d.kind == "counter" else built
    return (
        f'a key of type "{key.display()}" for "{d.display()}": a dict of str keys would hold it as str{built}'
    )


def plain_key(t: Type) -> Type:
    """A key's type without literals (`(1, "a")` is a `tuple[int, str]`)."""
    if isinstance(t, TupleType) and t.named is None:
        return TupleType(tuple(widen_literal(item) for item in t.items))
    return widen_literal(t)


def is_map(t: Type) -> bool:
    return isinstance(t, DictType) and t.is_map


def encode(b: Builder, node: cst.CSTNode, d: DictType, key: TExpr, *, lookup: bool = False) -> js.Expr | None:
    """The Map key of `key` for the Map dict `d`, or None after reporting a key it cannot hold.
    `lookup`: the key is only looked up (`in`, `get`, a read), so a JSON value may be it (`$intKey`)."""
    kind = map_key(d.key)
    given = key.type.base if isinstance(key.type, LiteralType) else key.type
    if lookup and kind == "int" and is_dynamic(given):
        # (Python finds the int key 1 by True and 2 by 2.0, which JS holds as 2; no str, float or None is one)
        return b.call_helper("$intKey", key.js)
    if kind is None:  # (`dict[int | str, V]`: no key of it is one JS can hold apart from the others)
        b.error(
            node,
            f'dict keys of type "{d.key.display()}" are not supported: JavaScript keys a dict by str, or '
            'by int alone (a Map), so 1 and "1" would be one key; use one key type (str(k))',
        )
        return None
    if given == BOOL or map_key(given) != kind or (kind == "member" and widen(given) != widen(d.key)):
        # (a JSON value: Python finds the int key 2 by 2.0 and 1 by True, which a Map keeps apart)
        hint = (
            "; narrow it first (isinstance(x, int) and not isinstance(x, bool)): only `in`, `get` and "
            "reading d[k] (not of a defaultdict, which stores the key) take a JSON value"
            if is_dynamic(given) and kind == "int"
            else "; a JSON value is never a tuple (a list is unhashable to Python): build the key from its "
            "items, tuple(...) of a narrowed list"
            if is_dynamic(given) and kind == "tuple"
            else ""
        )
        b.error(
            node,
            f'a key of type "{key.type.display()}" for "{d.display()}": its keys are '
            + ("int (not bool or float)" if kind == "int" else f'"{d.key.display()}"')
            + hint,
        )
        return None
    return key.js if kind != "tuple" else tuple_text(key.js)


def tuple_text(value: js.Expr) -> js.Expr:
    """What a Map (or a set of tuples, see set_methods.py) holds for a tuple of str and int: its JSON text."""
    return js.Call(js.Member(js.Name("JSON"), "stringify"), [value])


def from_text() -> js.Arrow:
    """The function from a tuple's JSON text (`tuple_text`) back to the tuple."""
    k = js.Name("k")
    return js.Arrow([js.Param(k)], js.Call(js.Member(js.Name("JSON"), "parse"), [k]))


def encoder(d: DictType) -> js.Expr:
    """A function from a Python key to the Map key (for pairs whose keys the lowering does not see)."""
    k = js.Name("k")
    return js.Arrow([js.Param(k)], k if direct_key(d.key) else tuple_text(k))


def keys(b: Builder, d: DictType, value: js.Expr) -> js.Expr:
    """An array of the dict's Python keys, in insertion order."""
    if direct_key(d.key):
        return js.Array([js.Spread(js.Call(js.Member(value, "keys"), []))])
    return b.call_helper("$mapKeys", value)


def values(value: js.Expr) -> js.Expr:
    return js.Array([js.Spread(js.Call(js.Member(value, "values"), []))])


def items(b: Builder, d: DictType, value: js.Expr) -> js.Expr:
    """An array of (key, value) pairs, in insertion order."""
    if direct_key(d.key):
        return js.Array([js.Spread(value)])
    return b.call_helper("$mapItems", value)


def key_shape(key: Type) -> list[js.Expr]:
    """`$repr`'s shape of a key holding an IntEnum's members, which a Map holds as their ints: its
    KeyError shows them as Python does (`<Color.GREEN: 2>`); nothing for other keys."""
    items = key.items if isinstance(key, TupleType) else (key,)
    if not any(isinstance(i, InstanceType) and i.cls.primitive == INT for i in items):
        return []
    return [shape(key)]


def size(value: js.Expr) -> js.Expr:
    return js.Member(value, "size")


def new(entries: js.Expr | None = None) -> js.Expr:
    return js.New(js.Name("Map"), [entries] if entries is not None else [])


def read_item(b: Builder, node: cst.CSTNode, d: DictType, value: js.Expr, key: TExpr) -> js.Expr | None:
    """`d[k]` read of a Map dict, or None after reporting a key it cannot hold; a JSON value may be
    the key of a dict of int keys (its KeyError shows the value: `KeyError: True`), not of a
    defaultdict, which stores the key it reads."""
    if d.kind != "defaultdict" and map_key(d.key) == "int" and is_dynamic(key.type):
        if d.kind == "counter":
            return b.call_helper("$mapGet", value, b.call_helper("$intKey", key.js), js.Num("0"))
        return b.call_helper("$mapGetAnyKey", value, key.js)
    encoded = encode(b, node, d, key)
    return None if encoded is None else read(b, d, value, encoded)


def read(b: Builder, d: DictType, value: js.Expr, key: js.Expr) -> js.Expr:
    """`d[k]` of a Map dict (`key` its Map key): a dict raises KeyError for a missing key, a
    defaultdict stores its factory's value there, a Counter reads 0 without storing it."""
    if d.kind == "defaultdict":
        b.ran_worker_code()  # (a missing key runs its factory, which may be the worker's: see `Builder.stale`)
        return b.call_helper("$mapGetDefault", value, key)
    if d.kind == "counter":
        return b.call_helper("$mapGet", value, key, js.Num("0"))
    return b.call_helper("$mapGetItem", value, key, *key_shape(d.key))


def str_key_read(b: Builder, d: DictType, value: js.Expr, key: TExpr) -> TExpr:
    """`d[k]` of a dict of str keys (a plain object), as `read` of a Map dict: KeyError for a missing
    key (a StrEnum key's shows the member), a defaultdict's factory value stored, a Counter's 0."""
    if d.counter:
        return TExpr(b.call_helper("$get", value, key.js, js.Num("0")), INT)
    if d.missing:
        b.ran_worker_code()  # (a missing key runs its factory, which may be the worker's: see `Builder.stale`)
        return TExpr(b.call_helper("$getDefault", value, key.js), d.value)
    t = key.type
    members = (
        [js.Name(class_binding(t.cls))] if isinstance(t, InstanceType) and t.cls.primitive is not None else []
    )
    return TExpr(b.call_helper("$getItem", value, key.js, *members), d.value)


def delete(b: Builder, d: DictType, value: js.Expr, key: js.Expr) -> js.Stmt:
    """`del d[k]`: a missing key raises KeyError, except in a Counter."""
    if d.kind == "counter":
        return js.ExprStmt(js.Call(js.Member(value, "delete"), [key]))
    return js.ExprStmt(b.call_helper("$mapDelItem", value, key, *key_shape(d.key)))
