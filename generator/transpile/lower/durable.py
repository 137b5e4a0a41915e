"""A worker's own Durable Object classes (`class Counter(DurableObject[Env])`).

The worker never holds an instance of one: the runtime makes it, and the worker reaches it through a
stub (`env.Counter.get(id)`), which the bindings type as the class (Python has no mapped types). Over
RPC every call is async and only methods cross: so through any receiver but `self`, a worker may only
call the class's `async def` methods; what they take and give crosses by structured clone, which keeps
no class of the worker's own (a dataclass arrives as a plain object, or not at all).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.durable_classes import is_durable_object
from generator.transpile.resolve.types import (
    AwaitableType,
    ClassInfo,
    ClassObjectType,
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
from generator.transpile.runtime import closure, helpers, is_error_class

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder
    from generator.transpile.resolve.module_scope import ModuleScope


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


def extends_jsdoc(info: UserClass) -> list[js.Stmt]:
    """`/** @extends {DurableObject<Env>} */` before the class: tsc then reads `this.env` as `Env`, as
    mypy does from `class Counter(DurableObject[Env])`."""
    if not is_durable_object(info):
        return []
    for index, base in enumerate(info.base_infos):
        args = info.base_args.get(index)
        if args and base.js_module is not None and base.runtime_name is not None:
            # the name the module imports: tsc reads `@extends` as the `extends` clause, generic
            given = ", ".join(jsdoc_type(arg) for arg in args)
            return [js.Comment([f"@extends {{{base.runtime_name}<{given}>}}"])]
    return []


#: The module's Python exception classes by name, which `$rpcCall` rebuilds errors that crossed RPC as.
ERROR_TABLE = "$rpcErrors"


def through_stub(b: Builder, receiver: cst.BaseExpression, cls: ClassInfo, called: TExpr) -> TExpr:
    """A call of a Durable Object's method through its stub: an exception it raises arrives through
    RPC without its class (workerd keeps the name, message and own fields), so `$rpcCall` rebuilds it
    as the module's exception class of that name, and `except ValueError` catches it as Python would."""
    if not is_durable_object(cls) or (isinstance(receiver, cst.Name) and receiver.value == "self"):
        return called
    call = called.js
    promised = jsdoc_type(called.type)  # (a Promise of the result)
    if (
        "any" in re.findall(r"\w+", promised)
        and isinstance(call, js.Call)
        and isinstance(call.callee, js.Member)
    ):
        # tsc's RPC types of a result holding `any` (`dict[str, object]`) recurse without end (TS2589):
        # the stub is read as `any` there, and the call typed as the method declares its result
        stub = js.TypeCast(call.callee.obj, "any")
        call = js.TypeCast(replace(call, callee=replace(call.callee, obj=stub)), promised)
    return TExpr(b.call_helper("$rpcCall", call, js.Name(ERROR_TABLE)), called.type)


_NAME_FIELD = re.compile(r'^  name = "(\w+)";$', re.MULTILINE)
_EXTENDS = re.compile(r"^class \$\w+ extends (\$\w+)")


def error_table(b: Builder, scope: ModuleScope, *, several_modules: bool) -> list[js.Stmt]:
    """`const $rpcErrors = {...}` when the module calls a Durable Object through a stub: the Python
    exception classes an error that crossed RPC may be rebuilt as, by the name it keeps. They are the
    builtin ones the module uses (in a worker of several modules, also those deriving from them: a
    KeyError raised in a Durable Object of another module is a LookupError here), and the worker's
    own exception classes."""
    if "$rpcCall" not in b.helpers:
        return []
    table = helpers()
    used = {h.name for h in closure(b.helpers) if is_error_class(h)}
    derived = several_modules
    while derived:
        derived = False
        for helper in table.values():
            base = _EXTENDS.match(helper.text)
            if is_error_class(helper) and base and base.group(1) in used and helper.name not in used:
                used.add(helper.name)
                derived = True
    entries: dict[str, str] = {}
    for name in sorted(used):
        found = _NAME_FIELD.search(table[name].text)
        if found is not None:
            entries[found.group(1)] = b.helper(name).id
    for name in scope.local_imports:
        symbol = scope.symbols.get(name)
        if symbol is not None and isinstance(symbol.type, ClassObjectType) and symbol.type.cls.is_exception():
            b.use_import(symbol)
            entries[symbol.type.cls.name] = symbol.js_name
    own: dict[str, UserClass] = {}
    for info in scope.classes.values():
        if info.kind == "class" and info.is_exception() and info.qualname not in scope.refused_classes:
            if info.name in own:  # (a nested class's name may be another's: `Store.Error`, `Queue.Error`)
                b.error(
                    info.node.name,
                    f'an error crossing RPC keeps its class\'s name only, "{info.name}", which is also '
                    f"{own[info.name].qualname}'s: rename one",
                )
            own[info.name] = info
            entries[info.name] = info.js_class()
    fields = "".join(f"  {k}{'' if k == v else ': ' + v},\n" for k, v in sorted(entries.items()))
    table_js = f"{{\n{fields}}}" if fields else "{}"
    return [js.Raw(f"/** @type {{Record<string, Function>}} */\nconst {ERROR_TABLE} = {table_js};")]
