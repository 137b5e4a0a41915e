"""Coroutines of the worker's own `async def`s, and the order they run in.

Calling an `async def` in Python makes a coroutine that runs when it is awaited (or, given to
`asyncio.gather`, when its task starts, after the caller suspends); calling a JS async function runs
it at once, up to its first `await`. So a call not awaited where it stands (`c = job(x)`, a list of
them, a lambda's) is `$coroutine(job, null, x)`: its arguments evaluated now, its body run when it
is first awaited. Where nothing can run between the call and the await (`await job(x)`, an SDK
function given it, `gather(job(a), job(b))` of plain arguments), the call runs where it stands.

And a task's body runs in Python until it awaits what really suspends (the SDK, `asyncio.sleep`);
awaiting a coroutine of the worker's goes on at once. JS lets other work run at every `await`, so
coroutines that `asyncio.gather` runs side by side may not await the worker's own: that is refused
(`check_gathered`, at the module's end, when every function's awaits are known).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    AwaitableType,
    CallableType,
    ClassObjectType,
    FunctionType,
    InstanceType,
    LocalModuleType,
    ModuleType,
    Type,
    widen,
)
from generator.transpile.resolve.unbound import every_node
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass(frozen=True)
class InlineAwait:
    """Where a function of the worker's awaits what does not suspend in Python (see the module doc)."""

    node: cst.CSTNode
    what: str
    line: int


def exported(b: Builder) -> dict[str, str]:
    """The module's functions that await the worker's own, for the modules that import them."""
    return {
        key: f"{found.what} ({b.parsed.path}, line {found.line})" for key, found in b.inline_awaits.items()
    }


@dataclass(frozen=True)
class Gathered:
    """A coroutine `asyncio.gather` runs beside others: the keys of the functions it may run (see
    `function_key`; None: any the worker holds a coroutine of)."""

    call: cst.Call
    node: cst.CSTNode
    names: frozenset[str] | None


def started_here(b: Builder, node: cst.BaseExpression) -> None:
    """`node`, if a call, runs where it stands (it is awaited there, or given to what runs it)."""
    if isinstance(node, cst.Call):
        b.started_here.add(id(node))


def foreign_callee(b: Builder, func: cst.BaseExpression) -> bool:
    """A function or method of the SDK, the Workers runtime or the standard library (`ctx.wait_until`,
    `get_sandbox`, `asyncio.sleep`): what it is given, it runs (or awaits) as JS does."""
    if isinstance(func, cst.Name):
        t = _named(b, func.value)
        if isinstance(t, FunctionType):
            return t.js_module is not None and not t.js_module.startswith(".")
        return isinstance(t, ClassObjectType) and not isinstance(t.cls, UserClass)
    if isinstance(func, cst.Attribute) and id(func) in b.foreign_methods:
        return True
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        return _foreign_owner(_named(b, func.value.value))
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


def _named(b: Builder, name: str) -> object:
    held = b.local_type(name)
    if held is not None:
        return held
    symbol = b.symbol(name)
    return symbol.type if symbol is not None else None


def held(b: Builder, node: cst.Call, made: TExpr) -> TExpr:
    """A coroutine of the worker's made where it is not awaited: its body runs when it is awaited."""
    call = made.js
    if not isinstance(call, js.Call):
        return b.error(node, "a coroutine held before it is awaited is not supported here: await it at once")
    callee = call.callee
    receiver: js.Expr = js.Null()
    if isinstance(callee, js.Member):
        if not is_simple(callee.obj) or (isinstance(callee.obj, js.Name) and callee.obj.id == "super"):
            return b.error(
                node,
                "a coroutine of a method held before it is awaited takes its object from a name: "
                "hold the object in a name first, or await the call at once",
            )
        receiver = callee.obj
    b.held_coroutines.add(function_key(b, node.func))
    return TExpr(b.call_helper("$coroutine", callee, receiver, *call.args), made.type)


def function_key(b: Builder, func: cst.BaseExpression) -> str | None:
    """Which of the worker's functions a call runs, as `inline_awaits` keys them: a module-level
    function by its name, a method by `.name` (of any class: an override may run), a nested def by
    `<local>.name`; "" for the SDK's; None when any may run (a function held in a parameter, a
    decorated one, whose wrapper runs)."""
    if foreign_callee(b, func):
        return ""
    if isinstance(func, cst.Name):
        t = _named(b, func.value)
        if not isinstance(t, FunctionType) or t.wrapped or t.name in _decorated(b.parsed.tree):
            return None
        used = b.symbol(func.value) if b.local_type(func.value) is None else None
        defined = b.symbol(t.name)  # (or a local name for a module-level def)
        module_level = any(s is not None and s.type is t for s in (used, defined))
        return t.name if module_level else f"<local>.{t.name}"
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        owner = _named(b, func.value.value)
        owner = widen(owner) if isinstance(owner, Type) else None
        if isinstance(owner, (InstanceType, ClassObjectType)) and isinstance(owner.cls, UserClass):
            return "." + func.attr.value
        if isinstance(owner, LocalModuleType):
            return func.attr.value
    return None


#: The last module's decorated defs (its functions are lowered one after another).
_decorated_in: list[tuple[cst.Module, frozenset[str]]] = []


def may_make_coroutine(b: Builder, func: cst.BaseExpression) -> bool:
    """A call of a function held in a name (`job()` of `job: Callable[[], Awaitable[int]]`) or of a
    decorated def: an `async def` makes a coroutine, any other function runs now (`$coroutine` asks
    which it is when it runs)."""
    if not isinstance(func, cst.Name):
        return False
    t = _named(b, func.value)
    t = widen(t) if isinstance(t, Type) else None
    return isinstance(t, CallableType) or (
        isinstance(t, FunctionType) and (t.wrapped or t.name in _decorated(b.parsed.tree))
    )


def _decorated(module: cst.Module) -> frozenset[str]:
    """The names of the module's decorated defs: calling one runs what its decorators made."""
    if not _decorated_in or _decorated_in[0][0] is not module:
        names = frozenset(
            n.name.value for n in every_node(module) if isinstance(n, cst.FunctionDef) and n.decorators
        )
        _decorated_in[:] = [(module, names)]
    return _decorated_in[0][1]


def _function_key(b: Builder) -> str | None:
    """The key of the function being lowered (a comprehension's or lambda's: its function's)."""
    context = b.function
    while context is not None and not context.deferred:
        context = context.parent
    if context is None or not context.name:
        return None
    if context.cls is not None:
        return "." + context.name
    return context.name if context.parent is None else f"<local>.{context.name}"


def _callee_name(func: cst.BaseExpression) -> str:
    if isinstance(func, cst.Name):
        return func.value
    if isinstance(func, cst.Attribute):
        return func.attr.value
    return ""


def note_await(
    b: Builder, node: cst.CSTNode, awaited: cst.BaseExpression | None, what: str, t: Type | None = None
) -> None:
    """An `await` (or `async for`/`async with`) in the function being lowered: unless it awaits the
    SDK, the runtime or asyncio, it may not suspend in Python (see the module doc). (An awaitable
    held in a name, of type `t`: a coroutine of the worker's, or what a value of any type may be.)"""
    if isinstance(awaited, cst.Call) and foreign_callee(b, awaited.func):
        return
    if (
        awaited is not None
        and not isinstance(awaited, cst.Call)
        and isinstance(t, AwaitableType)
        and not t.coroutine
    ):
        return  # (`p = sandbox.exec(...)`, then `await p`)
    if isinstance(awaited, cst.Call) and (name := _callee_name(awaited.func)):
        what = f'"{name}(...)"'
    key = _function_key(b)
    if key is not None and key not in b.inline_awaits:
        b.inline_awaits[key] = InlineAwait(node, what, b.parsed.position(node)[0])


def gather_arguments(b: Builder, node: cst.Call) -> None:
    """Before `asyncio.gather(a, b)`'s arguments are lowered: each call runs where it stands if
    nothing else can run before the gather (see `gathered`); each awaitable runs beside the others.
    (`gather(*[job(t) for t in targets])`'s coroutines are held: a job that changes `targets` would
    change what the comprehension reads.)"""
    args = [a for a in node.args if a.keyword is None]
    for arg in args:
        if arg.star == "":
            started_here(b, arg.value)
    if len(args) > 1 or any(a.star == "*" for a in args):
        for arg in args:
            b.gathered.append(Gathered(node, arg.value, _run_by(b, arg.value, node)))


def _run_by(b: Builder, value: cst.BaseExpression, gather: cst.Call) -> frozenset[str] | None:
    """The functions of the worker's a gathered awaitable may run (None: any held)."""
    if isinstance(value, cst.Name):
        return _held_in_name(b, value, gather)
    calls = _calls_of(value)
    if calls is None:
        return None
    keys = [function_key(b, call.func) for call in calls]
    return None if None in keys else frozenset(k for k in keys if k)


def _calls_of(value: cst.BaseExpression) -> list[cst.Call] | None:
    """The calls that make the awaitables of `job(x)`, `[job(t) for t in ts]`, `[a(), b()]`."""
    if isinstance(value, (cst.ListComp, cst.GeneratorExp)):
        value = value.elt
    if isinstance(value, (cst.List, cst.Tuple)):
        found: list[cst.Call] = []
        for element in value.elements:
            inner = _calls_of(element.value) if isinstance(element, cst.Element) else None
            if inner is None:
                return None
            found += inner
        return found
    return [value] if isinstance(value, cst.Call) else None


def _held_in_name(b: Builder, read: cst.Name, gather: cst.Call) -> frozenset[str] | None:
    """`tasks = [job(t) for t in ts]` (or `tasks = []` and `tasks.append(job(t))`), then
    `gather(*tasks)`: the functions of the calls stored in the name, if the function that gathers
    does nothing else with it."""
    function = _enclosing_def(b.parsed.tree, read)
    if function is None:
        return None
    name = read.value
    stored: list[cst.BaseExpression] = []
    understood: set[int] = set()
    for node in _own_nodes(function):
        if isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)) and node.value is not None:
            targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
            if any(isinstance(t, cst.Name) and t.value == name for t in targets):
                if len(targets) != 1:
                    return None
                stored.append(node.value)
                understood.add(id(targets[0]))
        elif (
            isinstance(node, cst.Call)
            and isinstance(node.func, cst.Attribute)
            and isinstance(node.func.value, cst.Name)
            and node.func.value.value == name
            and node.func.attr.value in ("append", "extend")
            and len(node.args) == 1
        ):
            stored.append(node.args[0].value)
            understood.add(id(node.func.value))
        elif isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "len":
            understood |= {id(a.value) for a in node.args}  # (`len(tasks)` stores nothing)
    understood |= {id(a.value) for a in gather.args}
    if any(
        isinstance(n, cst.Name) and n.value == name and id(n) not in understood for n in _own_nodes(function)
    ):
        return None  # (given to something else, which may store what it likes)
    keys: set[str] = set()
    for value in stored:
        calls = _calls_of(value)
        if calls is None:
            return None
        for call in calls:
            key = function_key(b, call.func)
            if key is None:
                return None
            keys |= {key} if key else set()
    return frozenset(keys)


def _own_nodes(function: cst.FunctionDef) -> list[cst.CSTNode]:
    """The nodes of a def's body, nested defs and lambdas aside."""
    found: list[cst.CSTNode] = []
    pending: list[cst.CSTNode] = [function.body]
    while pending:
        node = pending.pop()
        found.append(node)
        if not isinstance(node, (cst.FunctionDef, cst.Lambda, cst.ClassDef)):
            pending.extend(node.children)
    return found


def _enclosing_def(module: cst.Module, node: cst.CSTNode) -> cst.FunctionDef | None:
    """The innermost def whose body holds `node`."""
    found: cst.FunctionDef | None = None
    for candidate in every_node(module):
        if isinstance(candidate, cst.FunctionDef) and any(n is node for n in _own_nodes(candidate)):
            found = candidate
    return found


def gathered(b: Builder, node: cst.Call, args: list[TExpr]) -> list[TExpr]:
    """`asyncio.gather(a, b)`'s awaitables: the calls started where they stand, if nothing between
    them runs code (plain arguments); else each coroutine of the worker's held until gather runs it."""
    values = [a.value for a in node.args if a.keyword is None]
    in_place = {
        i: value
        for i, (value, arg) in enumerate(zip(values, args))
        if isinstance(value, cst.Call) and id(value) in b.started_here and _coroutine(arg)
    }
    rebound = b.module_facts().declared  # (a name a `global` or `nonlocal` store may rebind)
    if all(_runs_nothing_else(args[i].js) and _plain(value, rebound) for i, value in in_place.items()):
        return args
    return [held(b, in_place[i], arg) if i in in_place else arg for i, arg in enumerate(args)]


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


def _coroutine(value: TExpr) -> bool:
    t = value.type
    return isinstance(t, AwaitableType) and t.coroutine


def _runs_nothing_else(call: js.Expr) -> bool:
    if not isinstance(call, js.Call):
        return False
    callee = call.callee
    simple_callee = isinstance(callee, js.Name) or (isinstance(callee, js.Member) and is_simple(callee))
    return simple_callee and all(is_simple(a) for a in call.args)


def check_gathered(b: Builder, imported: dict[str, str], values: frozenset[str]) -> None:
    """At the module's end: a coroutine gather runs beside others may not await the worker's own
    (`imported`: the keys of the functions of the modules it imports that do; `values`: the names the
    module uses as values, which a call of a function held in a name may run, as any method may)."""
    inline = {key: f"{found.what} (line {found.line})" for key, found in b.inline_awaits.items()}
    inline.update({key: what for key, what in imported.items() if key not in inline})
    held = {k for k in b.held_coroutines if k is not None}
    if None in b.held_coroutines:
        held |= {k for k in inline if k.startswith(".") or k.rsplit(".", 1)[-1] in values}
    any_held = frozenset(held)
    refused: set[int] = set()
    for entry in b.gathered:
        keys = entry.names if entry.names is not None else any_held
        found = next((key for key in sorted(keys) if key in inline), None)
        if found is not None and id(entry.call) not in refused:
            refused.add(id(entry.call))  # (one error for the call)
            name = found.rsplit(".", 1)[-1]
            b.error(
                entry.node,
                f'asyncio.gather runs "{name}" beside other coroutines, and "{name}" awaits '
                f"{inline[found]}: Python goes on into it without letting the others run, where "
                "JavaScript lets them run at every await. Gather coroutines that await only the SDK, "
                "asyncio.sleep and asyncio.gather, or await them one by one",
            )
