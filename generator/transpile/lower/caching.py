"""`@functools.cache` and `@functools.lru_cache` on a module-level function: `$lruCache` keeps its
results in a JS Map keyed by the arguments' JSON text, which tells apart exactly what Python's hash and
`==` tell apart for str, int, float, bool and None arguments and tuples of them (True is 1, 1.0 is 1),
and drops the least recently used past `maxsize`, as CPython's wrapper does. Python keys a keyword
argument apart from a positional one, which JS's positional calls cannot: such calls are refused."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.naming import js_identifier
from generator.transpile.resolve.types import (
    BOOL,
    FLOAT,
    INT,
    NONE,
    STR,
    FunctionType,
    InstanceType,
    ListType,
    Signature,
    TupleType,
    Type,
    UnionType,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

_DECORATORS = {"cache": "functools.cache", "lru_cache": "functools.lru_cache"}


def cache_decorator(b: Builder, decorator: cst.Decorator) -> str | None:
    """ "cache" or "lru_cache" when the decorator is functools' (`@cache`, `@functools.lru_cache(...)`)."""
    node = decorator.decorator.func if isinstance(decorator.decorator, cst.Call) else decorator.decorator
    if isinstance(node, cst.Name) and node.value in _DECORATORS:
        symbol = b.symbol(node.value)
        return node.value if symbol is not None and symbol.special == f"lib:functools:{node.value}" else None
    if (
        isinstance(node, cst.Attribute)
        and isinstance(node.value, cst.Name)
        and node.attr.value in _DECORATORS
    ):
        symbol = b.symbol(node.value.value)
        return node.attr.value if symbol is not None and symbol.special == "functools" else None
    return None


def _keyable(t: Type) -> bool:
    """Arguments whose JSON text is Python's cache key: str, int, float, bool, None (an IntEnum's or
    StrEnum's member is its int or str), and tuples of them."""
    t = widen(t)
    if isinstance(t, UnionType):
        return all(_keyable(o) for o in t.options)
    if isinstance(t, TupleType):
        return t.named is None and all(_keyable(i) for i in t.items)
    if isinstance(t, ListType):
        return t.is_tuple and _keyable(t.item)
    if isinstance(t, InstanceType):
        return t.cls.primitive is not None
    return t in (STR, INT, FLOAT, BOOL, NONE)


def _maxsize(b: Builder, decorator: cst.Decorator, kind: str) -> js.Expr | None:
    """The cache's size (`null`: unbounded), or None after reporting an argument not supported."""
    call = decorator.decorator
    if kind == "cache" or not isinstance(call, cst.Call):
        return js.Null() if kind == "cache" else js.Num("128")
    size: cst.BaseExpression | None = None
    for arg in call.args:
        if (
            arg.keyword is None
            and size is None
            and not arg.star
            or arg.keyword is not None
            and arg.keyword.value == "maxsize"
            and size is None
        ):
            size = arg.value
        elif arg.keyword is not None and arg.keyword.value == "typed" and _is_false(arg.value):
            continue
        else:
            b.error(arg, "lru_cache() takes maxsize= (an int literal or None) here, and typed=False")
            return None
    if size is None:
        return js.Num("128")
    if isinstance(size, cst.Name) and size.value == "None":
        return js.Null()
    if isinstance(size, cst.Integer):
        return js.Num(str(max(int(size.evaluated_value), 0)))
    if isinstance(size, cst.UnaryOperation) and isinstance(size.operator, cst.Minus):
        if isinstance(size.expression, cst.Integer):
            return js.Num("0")  # (CPython takes a negative size as 0: no cache)
    b.error(size, "lru_cache(maxsize=...) takes an int literal or None here")
    return None


def _is_false(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Name) and node.value == "False"


def cached_function(b: Builder, node: cst.FunctionDef, function: js.Function) -> list[js.Stmt]:
    """The function under a name of its own, and the worker's name bound to its cached wrapper
    (`const fib = $lruCache(fib$uncached, null)`): its own calls reach the wrapper, as Python's do."""
    found = [(d, kind) for d in node.decorators if (kind := cache_decorator(b, d)) is not None]
    decorator, kind = found[0]
    size = _maxsize(b, decorator, kind)
    symbol = b.symbol(node.name.value)
    signature = (
        symbol.type.signatures[0]
        if symbol is not None and isinstance(symbol.type, FunctionType) and len(symbol.type.signatures) == 1
        else None
    )
    problem = _uncacheable(node, signature)
    if problem:
        b.error(decorator, f"@{kind}: {problem}")
    if size is None or problem:
        return [function]
    b.cached_functions.add(node.name.value)
    name = js_identifier(node.name.value)
    own = replace(function, name=f"{name}$uncached")
    wrapper = js.Call(b.helper("$lruCache"), [js.Name(own.name), size])
    return [own, js.VarDecl("const", js.Name(name), wrapper)]


def _uncacheable(node: cst.FunctionDef, signature: Signature | None) -> str:
    """Why the function's calls cannot be cached as Python caches them ("" if they can)."""
    if node.asynchronous is not None:
        return "an async function's cached value is its coroutine, which can be awaited once: cache the result yourself"
    if signature is None:
        return "the function's signature is not known here"
    if signature.kwargs is not None or signature.options is not None:
        return "**kwargs are keyed by name in Python's cache: take the arguments positionally"
    if any(p.keyword_only for p in signature.params):
        return "keyword-only parameters are keyed by name in Python's cache: make them positional"
    for param in signature.params:
        if not _keyable(param.type):
            return (
                f'its parameter "{param.name}" of type "{param.type.display()}" is no cache key here (Python '
                "hashes the arguments: str, int, float, bool, None and tuples of them are supported)"
            )
    if signature.variadic and (signature.args is None or not _keyable(signature.args)):
        return "its *args are no cache key here: annotate them str, int, float or bool"
    alone = [p.type for p in signature.params] if len(signature.params) == 1 else []
    alone += [signature.args] if signature.variadic and signature.args is not None else []
    kinds: set[Type] = set()
    for t in map(widen, alone):
        kinds.update(widen(o) for o in (t.options if isinstance(t, UnionType) else (t,)))
    if FLOAT in kinds:
        return (
            "a float argument alone: CPython keys an int by itself and a float in a tuple (1 and 1.0 are two "
            "entries), which JavaScript cannot tell apart; take the value with another parameter, or an int"
        )
    return ""


def keyword_call_problem(b: Builder, function: FunctionType, call: cst.Call) -> str:
    """Why a call of a cached function (by its name or another) cannot be made here ("" if it can):
    Python keys `f(x=1)` apart from `f(1)`, and runs the function again for it."""
    symbol = b.symbol(function.name) if function.name in b.cached_functions else None
    if symbol is None or symbol.type is not function:
        return ""
    if any(a.keyword is not None or a.star for a in call.args):
        return (
            f'a call of the cached "{function.name}" with keyword or * arguments: Python\'s cache keys them '
            "apart from positional ones (and runs the function again); pass the arguments positionally"
        )
    return ""
