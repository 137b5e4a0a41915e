"""A worker's own Durable Object classes (`class Counter(DurableObject[Env])`).

The worker never holds an instance of one: the runtime makes it, and the worker reaches it through a
stub (`env.Counter.get(id)`), which the bindings type as the class (Python has no mapped types). Over
RPC every call is async and only methods cross: so through any receiver but `self`, a worker may only
call the class's `async def` methods; what they take and give crosses by structured clone, which keeps
no class of the worker's own (a dataclass arrives as a plain object, or not at all).
"""

from __future__ import annotations

import libcst as cst

from generator import surface
from generator.transpile.resolve.types import (
    AwaitableType,
    ClassInfo,
    DictType,
    InstanceType,
    ListType,
    Member,
    Signature,
    TupleType,
    Type,
    UnionType,
)
from generator.transpile.resolve.user_types import UserClass

#: The runtime module and class a worker's Durable Object derives from (generator/surface.py).
_RUNTIME = next(m for m in surface.RUNTIME_MODULES if "DurableObject" in m.names)


def is_durable_object(cls: ClassInfo) -> bool:
    """A class of the worker's own that derives from `cloudflare:workers`' DurableObject."""
    return isinstance(cls, UserClass) and any(_is_runtime_base(base) for base in _ancestors(cls))


def _is_runtime_base(cls: ClassInfo) -> bool:
    return cls.name == "DurableObject" and cls.js_module == _RUNTIME.specifier


def _ancestors(cls: ClassInfo) -> list[ClassInfo]:
    found = [cls]
    for base in cls.bases():
        found += _ancestors(base)
    return found


def stub_call_problem(receiver: cst.BaseExpression, cls: ClassInfo, attr: str, found: Member) -> str | None:
    """Why `receiver.attr(...)` cannot be called, `receiver` being a stub of a Durable Object class."""
    if not is_durable_object(cls) or (isinstance(receiver, cst.Name) and receiver.value == "self"):
        return None
    if found.kind == "method" and all(isinstance(s.result, AwaitableType) for s in found.signatures):
        return None
    return (
        f'"{attr}" of the Durable Object "{cls.name}" is called through a stub, where every call is '
        "async (RPC): declare it `async def` (and await it), or call it on self"
    )


def construction_problem(cls: ClassInfo) -> str | None:
    if not is_durable_object(cls):
        return None
    return (
        f'the Durable Object "{cls.name}" is made by the runtime: get a stub from its namespace '
        f"(env.{cls.name}.get(id))"
    )


def rpc_type_problem(t: Type) -> str | None:
    """A class of the worker's own inside a type that crosses RPC: structured clone drops its class."""
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.kind == "class":
        return t.cls.name
    inner: tuple[Type, ...] = ()
    if isinstance(t, (ListType,)):
        inner = (t.item,)
    elif isinstance(t, DictType):
        inner = (t.key, t.value)
    elif isinstance(t, TupleType):
        inner = t.items
    elif isinstance(t, UnionType):
        inner = t.options
    elif isinstance(t, AwaitableType):
        inner = (t.result,)
    elif isinstance(t, InstanceType):
        inner = t.args
    return next((found for i in inner if (found := rpc_type_problem(i)) is not None), None)


def rpc_signature_problem(signature: Signature) -> str | None:
    for t in (*(p.type for p in signature.params), signature.result):
        found = rpc_type_problem(t)
        if found is not None:
            return found
    return None


def stub_read_problem(receiver: cst.BaseExpression, cls: ClassInfo, attr: str) -> str | None:
    """Why `receiver.attr` cannot be read, `receiver` being a stub of a Durable Object class."""
    if not is_durable_object(cls) or (isinstance(receiver, cst.Name) and receiver.value == "self"):
        return None
    return (
        f'"{attr}" of the Durable Object "{cls.name}" is read through a stub, which offers only its '
        "async methods (RPC): return the value from an `async def`"
    )
