"""Coroutines of the worker's own `async def`s run when they are awaited.

Calling an `async def` in Python makes a coroutine that runs when it is awaited (or, given to
`asyncio.gather`, when its task starts, after the caller suspends); calling a JS async function runs
it at once, up to its first `await`. So a call that makes an awaitable and is not awaited where it
stands (`c = job(x)`, a list of them, a lambda's) is `$coroutine(job, null, x)`: its arguments
evaluated now, its body run when it is first awaited (a function that is not async, which a name
holding one may be, runs at once, as in Python: `$coroutine` asks). One given to the runtime
(`ctx.wait_until(job())`) is a task Python starts when the caller next suspends: `$task(job, null)`
starts it at the next microtask. Where nothing can run between the call and its start (`await
job(x)`, `await asyncio.gather(job(a), job(b))` of plain arguments), the call stays as it is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    AwaitableType,
    ClassObjectType,
    FunctionType,
    InstanceType,
    ModuleType,
    Type,
    widen,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def started_here(b: Builder, node: cst.BaseExpression) -> None:
    """`node`, if a call, runs where it stands (it is awaited there)."""
    if isinstance(node, cst.Call):
        b.started_here.add(id(node))


def scheduled(b: Builder, node: cst.BaseExpression) -> None:
    """`node`, if a call, is given to the runtime, which runs it as a task (`ctx.wait_until(job())`)."""
    if isinstance(node, cst.Call):
        b.scheduled.add(id(node))


def is_gather(b: Builder, func: cst.BaseExpression) -> bool:
    """`asyncio.gather` (or `gather` imported from asyncio): it runs what it is given as Python's
    tasks, when the caller next suspends (see `gather_arguments`)."""
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.attr.value == "gather":
        owner = b.name_type(func.value.value)
        return isinstance(owner, ModuleType) and owner.name == "asyncio"
    symbol = b.symbol(func.value) if isinstance(func, cst.Name) and b.local_type(func.value) is None else None
    return symbol is not None and symbol.special == "lib:asyncio:gather"


def foreign_callee(b: Builder, func: cst.BaseExpression) -> bool:
    """A function or method of the SDK, the Workers runtime or the standard library (`ctx.wait_until`,
    `get_sandbox`, `asyncio.sleep`): what it makes runs as JS runs it, and what it is given, it runs."""
    if isinstance(func, cst.Name):
        t = b.name_type(func.value)
        if isinstance(t, FunctionType):
            return t.js_module is not None and not t.js_module.startswith(".")
        return isinstance(t, ClassObjectType) and not isinstance(t.cls, UserClass)
    if isinstance(func, cst.Attribute) and id(func) in b.foreign_methods:
        return True
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        return _foreign_owner(b.name_type(func.value.value))
    return False


def _foreign_owner(owner: object) -> bool:
    owner = widen(owner) if isinstance(owner, Type) else None
    return isinstance(owner, ModuleType) or (
        isinstance(owner, InstanceType) and not isinstance(owner.cls, UserClass)
    )


def note_owner(b: Builder, func: cst.Attribute, owner: Type) -> None:
    """`get_sandbox(env.S, id).exec(...)`: a method of what the owner's type says (see `foreign_callee`)."""
    if _foreign_owner(owner):
        b.foreign_methods.add(id(func))


def held(b: Builder, node: cst.Call, made: TExpr) -> TExpr:
    """A call that makes an awaitable, not awaited where it stands: a coroutine's body runs when it is
    awaited, or, given to the runtime, when the caller next suspends (see the module doc)."""
    call = made.js
    if not isinstance(call, js.Call):
        return b.error(node, "a coroutine held before it is awaited is not supported here: await it at once")
    callee = call.callee
    if isinstance(callee, js.Arrow) and isinstance(callee.body, js.Call) and not callee.is_async:
        # `job(b=f(), a=g())`: the arguments held in Python's order, `((a, b) => job(b, a))(f(), g())`;
        # the call in the arrow is the one held
        inner = held(b, node, TExpr(callee.body, made.type))
        return TExpr(js.Call(replace(callee, body=inner.js), call.args), made.type)
    receiver: js.Expr = js.Null()
    if isinstance(callee, js.Member):
        if not is_simple(callee.obj) or (isinstance(callee.obj, js.Name) and callee.obj.id == "super"):
            return b.error(
                node,
                "a coroutine of a method held before it is awaited takes its object from a name: "
                "hold the object in a name first, or await the call at once",
            )
        receiver = callee.obj
    helper = "$task" if id(node) in b.scheduled else "$coroutine"
    return TExpr(b.call_helper(helper, callee, receiver, *call.args), made.type)


def gather_arguments(b: Builder, node: cst.Call) -> None:
    """Before `await asyncio.gather(a, b)`'s arguments are lowered: each call may run where it stands
    (see `gathered`). (A gather not awaited at once, or of `*tasks`, holds them: Python starts its
    tasks when the caller next suspends.)"""
    if id(node) in b.started_here:
        for arg in node.args:
            if arg.keyword is None and arg.star == "":
                started_here(b, arg.value)


def gathered(b: Builder, node: cst.Call, args: list[TExpr]) -> list[TExpr]:
    """`asyncio.gather(a, b)`'s awaitables: calls of the worker's coroutines started where they
    stand if nothing else runs before the gather starts them (each a call of plain arguments, and
    nothing else among them); else each held until gather starts it, as Python's task would be."""
    values = [a.value for a in node.args if a.keyword is None]
    in_place = {
        i: value
        for i, (value, arg) in enumerate(zip(values, args))
        if isinstance(value, cst.Call) and id(value) in b.started_here and _makes_awaitable(b, value, arg)
    }
    rebound = b.module_facts().declared  # (a name a `global` or `nonlocal` store may rebind)
    if len(in_place) == len(args) and all(
        _async_def(b, value) and _runs_nothing_else(args[i].js) and _plain(value, rebound)
        for i, value in in_place.items()
    ):
        return args
    return [held(b, in_place[i], arg) if i in in_place else arg for i, arg in enumerate(args)]


def _makes_awaitable(b: Builder, call: cst.Call, made: TExpr) -> bool:
    return isinstance(made.type, AwaitableType) and not foreign_callee(b, call.func)


def _async_def(b: Builder, call: cst.Call) -> bool:
    """A call of an `async def` of the worker's by its name: it runs nothing until it is started (a
    def returning an awaitable runs its body at the call, before gather's other arguments)."""
    if not isinstance(call.func, cst.Name):
        return False
    t = b.name_type(call.func.value)
    return isinstance(t, FunctionType) and all(s.is_async for s in t.signatures) and bool(t.signatures)


def _plain(call: cst.Call, rebound: frozenset[str]) -> bool:
    """Arguments that are names no coroutine can rebind, or literals: the first coroutine's body,
    run before the second's arguments are evaluated, cannot change them."""
    return all(
        not arg.star
        and (
            isinstance(arg.value, (cst.Integer, cst.Float, cst.SimpleString))
            or (isinstance(arg.value, cst.Name) and arg.value.value not in rebound)
        )
        for arg in call.args
    )


def _runs_nothing_else(call: js.Expr) -> bool:
    if not isinstance(call, js.Call):
        return False
    callee = call.callee
    simple_callee = isinstance(callee, js.Name) or (isinstance(callee, js.Member) and is_simple(callee))
    return simple_callee and all(is_simple(a) for a in call.args)
