"""Static facts about lowered expressions: which may be repeated (Python's meaning sometimes needs an
operand twice), and the value of a numeric literal (which lets a checked helper be dropped)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from generator.transpile.js import ast as js
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.typed import TExpr

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

#: Runtime helpers without side effects, cheap enough to call twice (`0 < len(s) <= 32`).
_PURE_HELPERS = ("$strLen",)


def is_simple(expr: js.Expr) -> bool:
    """Safe and cheap to evaluate twice: a name, a literal, a member chain on one, or a pure helper
    of simple arguments."""
    if isinstance(expr, (js.Name, js.Num, js.Str, js.Bool, js.Null)):
        return True
    if isinstance(expr, js.Call) and isinstance(expr.callee, js.Name) and expr.callee.id in _PURE_HELPERS:
        return all(is_simple(arg) for arg in expr.args)
    return isinstance(expr, js.Member) and not expr.getter and is_simple(expr.obj)


def may_act(expr: js.Node) -> bool:
    """Could evaluating `expr` do or see anything (call a function, which may change state or raise,
    construct, await, yield, assign)? False means it reads names and members only: evaluating it
    earlier or later than Python would is not observable."""
    if isinstance(expr, js.Call) and isinstance(expr.callee, js.Name) and expr.callee.id in _PURE_HELPERS:
        return any(may_act(arg) for arg in expr.args)
    if isinstance(expr, (js.Call, js.New, js.Await, js.Yield, js.AssignExpr)):
        return True
    if isinstance(expr, js.Member) and expr.getter:  # a @property's code runs
        return True
    if isinstance(expr, js.Arrow):
        return False  # made, not run
    for field_ in dataclasses.fields(expr):
        value = getattr(expr, field_.name)
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, js.Node) and may_act(child):
                return True
    return False


#: Runtime helpers that read their arguments' values only: they run no code of the worker's (no
#: method, `__eq__` or callback) and change no list.
_INERT_HELPERS = frozenset(
    [
        "$ByteArray",  # `new $ByteArray(bytes)` keeps them
        "$write",  # (print: console.log of text)
        "$strLen",
        "$strAt",
        "$strSlice",
        "$strFind",
        "$strOrder",
        "$strIndex",
        "$strCount",
        "$strTest",
        "$strCase",
        "$strIn",
        "$strWithin",
        "$div",
        "$floordiv",
        "$mod",
        "$intPow",
        "$int",
        "$exactInt",
        "$imul",
        "$ipow",
        "$bigMod",
        "$bigAnd",
        "$lshift",
        "$rshift",
        "$bitand",
        "$bitor",
        "$invert",
        "$bitxor",
        "$divmod",
        "$roundInt",
        "$roundTo",
        "$floor",
        "$ceil",
        "$sqrt",
        "$isinf",
        "$gcd",
        "$lcm",
        "$isclose",
        "$radix",
        "$ord",
        "$chr",
        "$at",
        "$getItem",
        "$get",
        "$mapGetItem",
        "$mapGet",
        "$keyOf",
        "$intOf",
        "$floatOf",
        "$floatStr",
        "$parseInt",
        "$parseFloat",
        "$replace",
        "$split",
        "$splitWhitespace",
        "$splitMax",
        "$strip",
        "$title",
        "$casefold",
        "$swapcase",
        "$istitle",
        "$removeAffix",
        "$splitlines",
        "$partition",
        "$pad",
        "$zfill",
        "$affix",
        "$expandtabs",
        "$dedent",
        "$repeat",
        "$formatPad",
        "$formatNumber",
        "$formatInt",
        "$formatFloat",
        "$quote",
        "$unquote",
        "$shlexQuote",
        "$htmlEscape",
        "$ascii",
        "$fnmatch",
        "$pathJoin",
        "$pathBasename",
        "$pathDirname",
        "$range",
        "$rangeLen",
    ]
)
#: JS's array methods that change the array.
_ARRAY_CHANGES = frozenset(
    ("push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin")
)
#: JS's own functions and constructors of values (`String(x)`, `new Map(...)`): no code of the worker's.
_JS_BUILTINS = frozenset(
    ("String", "Number", "Boolean", "BigInt", "isNaN", "Map", "Set", "Date", "Uint8Array", "TextEncoder")
)


def may_run_code(node: js.Node, own: frozenset[str], *, changes: bool = True) -> bool:
    """Could evaluating `node` run code of the worker's (a function, a method or property of its
    classes: `own` holds their JS names; a helper that may call one) or (`changes`) change a list or
    store a name? False: it reads values and calls JS's own methods of them, and so cannot change
    what a loop walks."""
    if isinstance(node, (js.Call, js.New)):
        callee = node.callee
        if isinstance(callee, js.Name):
            if callee.id not in _INERT_HELPERS and callee.id not in _JS_BUILTINS:
                return True  # a function of the worker's, or a helper that may call one
        elif (
            not isinstance(callee, js.Member)
            or callee.prop in own
            or (changes and callee.prop in _ARRAY_CHANGES)
        ):
            return True
    elif (
        isinstance(node, (js.Await, js.Yield, js.Raw))
        or (changes and isinstance(node, js.AssignExpr))
        or isinstance(node, js.Member)
        and node.prop in own
    ):
        return True
    for field_ in dataclasses.fields(node):
        value = getattr(node, field_.name)
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, js.Node) and may_run_code(child, own, changes=changes):
                return True
    return False


#: Helpers that change the dict (or Map) they take first, and run none of the worker's code.
_DICT_CHANGES = frozenset(("$setItem", "$delItem", "$dictPop", "$setDefault", "$getDefault", "$mapPop"))


#: A Map's own methods that change it.
_MAP_CHANGES = frozenset(("set", "delete", "clear"))


def may_change(
    body: list[js.Stmt], walked: js.Expr, own: frozenset[str], may_hold: Callable[[str | None], bool]
) -> bool:
    """Could running `body` change the dict (or Map) `walked` (a name, `this.d`, `$at(ds, 0)`) while a
    loop walks it? Yes where it stores into it or deletes from it, calls a method of it, or may run
    the worker's code (a function of its own may reach the dict); also where it does so through
    another name that `may_hold` the same dict (`alias = d`: see resolve/unshared.py). A dict
    reached otherwise than by a name may be any dict the body stores into."""
    return any(_changes(node, walked, own, may_hold) for stmt in body for node in _nodes(stmt))


def _changes(
    node: js.Node, walked: js.Expr, own: frozenset[str], may_hold: Callable[[str | None], bool]
) -> bool:
    if isinstance(node, js.Member) and (node.getter or node.prop in own):
        return True  # (a property of the worker's: its code runs)
    if isinstance(node, (js.Assign, js.AssignExpr)):
        target = node.target
        return isinstance(target, (js.Member, js.Index)) and _holds(target.obj, walked, may_hold)
    if isinstance(node, (js.Await, js.Yield, js.Raw)):
        return True
    if not isinstance(node, (js.Call, js.New)):
        return False
    callee = node.callee
    if isinstance(callee, js.Name):
        if callee.id in _DICT_CHANGES:
            return not node.args or _holds(node.args[0], walked, may_hold)
        return callee.id not in _INERT_HELPERS and callee.id not in _JS_BUILTINS
    if isinstance(callee, js.Member):
        if callee.prop in own or not isinstance(walked, js.Name) or _root(callee.obj) == walked:
            return True  # (a method of the worker's, or of the walked dict itself)
        return callee.prop in _MAP_CHANGES and _holds(callee.obj, walked, may_hold)
    return True


def _holds(obj: js.Expr, walked: js.Expr, may_hold: Callable[[str | None], bool]) -> bool:
    """May `obj`, what a store changes, be the dict `walked`: the name itself, a name that `may_hold`
    it, or a member reached from one (`h.d`, `t[0]`: asked of no name)? (A store into a member of the
    walked dict, `d[k].x = v`, is taken as one into it.) Where `walked` is no name, any object may be."""
    if not isinstance(walked, js.Name):
        return True
    root = _root(obj)
    if not isinstance(root, js.Name):
        return True
    if root.id == walked.id:
        return True
    return may_hold(root.id if obj is root else None)


def _root(node: js.Expr) -> js.Expr:
    """The object `node` reads a member of, members within (`d` of `d.a[k]`)."""
    while isinstance(node, (js.Member, js.Index)):
        node = node.obj
    return node


def suspends(expr: js.Node) -> bool:
    """Does `expr` await or yield (which an arrow function made around it could not)?"""
    return holds(expr, (js.Await, js.Yield))


def called_at_once(held: list[tuple[js.Name, js.Expr]], body: js.Expr) -> js.Expr | None:
    """`body` reading `held`'s values by name, each evaluated first, in order, as the arguments of an
    arrow called at once (`((a, b) => body)(x, y)`); where `body` awaits, an async arrow awaited at
    once (its awaits stay where they were). None where it yields, which no arrow can."""
    if holds(body, (js.Yield,)):
        return None
    arrow = js.Arrow([js.Param(name) for name, _ in held], body, is_async=holds(body, (js.Await,)))
    call = js.Call(arrow, [value for _, value in held])
    return js.Await(call) if arrow.is_async else call


def receiver_held(
    b: Builder, held: list[tuple[js.Name, js.Expr]], body: js.Expr
) -> tuple[list[tuple[js.Name, js.Expr]], js.Expr]:
    """`held` (a call's arguments, see `hold_in_source_order`) and `body` (the call reading them),
    with the object whose method the call calls held first, unless it is steady: Python evaluates
    `mk()` of `mk().m(z=f(), x=g())` before them."""
    call = body.value if isinstance(body, js.Await) else body
    if not (isinstance(call, js.Call) and isinstance(call.callee, js.Member)):
        return held, body
    obj = call.callee.obj
    if steady(b, obj) or reads_any(obj, frozenset(name.id for name, _ in held)):
        return held, body
    receiver = js.Name(b.fresh("$object"))
    call = dataclasses.replace(call, callee=dataclasses.replace(call.callee, obj=receiver))
    return [(receiver, obj), *held], (
        dataclasses.replace(body, value=call) if isinstance(body, js.Await) else call
    )


def reads_any(node: js.Node, names: frozenset[str]) -> bool:
    """Does `node` read a JS name among `names`?"""
    return any(isinstance(n, js.Name) and n.id in names for n in _nodes(node))


def holds(node: js.Node, kinds: tuple[type[js.Node], ...]) -> bool:
    """Does `node` hold (or is it) a node of one of these kinds?"""
    return any(isinstance(n, kinds) for n in _nodes(node))


def _nodes(node: js.Node) -> Iterator[js.Node]:
    """`node` and every node it holds, depth first."""
    yield node
    for field_ in dataclasses.fields(node):
        value = getattr(node, field_.name)
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, js.Node):
                yield from _nodes(child)


def hold_in_source_order(b: Builder, values: list[TExpr]) -> list[TExpr]:
    """`values`, a call's arguments in Python's order, as a rule may read them wherever its JS call
    takes them (`timedelta(minutes=f(), seconds=g())`: keywords in the parameters' order). Where the
    order could be seen, each that acts or could change is evaluated first, in Python's order, as an
    argument of an arrow around the call (`b.held_arguments`, which `calls.lower_call` makes), and
    read by its name."""
    if b.held_arguments is None or any(isinstance(v.js, js.Spread) for v in values):
        return values
    if not order_observable(b, [v.js for v in values if lambda_of(v.js) is None]):  # (a lambda is steady)
        return values
    out: list[TExpr] = []
    for value, changes in zip(values, unsteady(b, [v.js for v in values])):
        if lambda_of(value.js) is not None or not changes:
            out.append(value)
            continue
        name = js.Name(b.fresh("$arg"))
        b.held_arguments.append((name, value.js))
        out.append(TExpr(name, value.type))
    return out


def lambda_of(e: js.Expr) -> js.Arrow | None:
    """The arrow `e` makes: a lambda, maybe told its Python name (`$named(arrow, "<lambda>")`)."""
    if isinstance(e, js.Call) and e.callee == js.Name("$named") and e.args:
        e = e.args[0]
    return e if isinstance(e, js.Arrow) else None


def order_observable(b: Builder, parts: list[js.Expr]) -> bool:
    """Evaluating `parts` (lowered expressions) in another order than Python's could be seen: one may
    act, and another is not steady (that act could change what it gives, or it acts too; a local one
    of them rebinds, `f(y=n, x=(n := 5))`, is not steady)."""
    return any(may_act(p) for p in parts) and sum(unsteady(b, parts)) >= 2


def unsteady(b: Builder, parts: list[js.Expr]) -> list[bool]:
    """Of each of `parts`, whether a call, or a walrus among them, could change what it gives."""
    rebound = assigned_names(parts)
    return [not steady(b, p) or reads_any(p, rebound) for p in parts]


def assigned_names(parts: list[js.Expr]) -> frozenset[str]:
    """The names a walrus among `parts` assigns (`n := 5` -> `n = 5`)."""
    return frozenset(n.target.id for part in parts for n in _nodes(part) if isinstance(n, js.AssignExpr))


def steady(b: Builder, e: js.Expr) -> bool:
    """No call can change what `e` gives: a literal, `this`, or a local of this function that no
    nested def rebinds through `nonlocal` (a call cannot rebind the others), or an array of them."""
    if isinstance(e, (js.Num, js.Str, js.Bool, js.Null)):
        return True
    if isinstance(e, js.Unary) and e.op == "-":
        return steady(b, e.operand)
    if isinstance(e, js.Array):
        return all(not isinstance(item, js.Spread) and steady(b, item) for item in e.items)
    if isinstance(e, js.Name):
        if e.id == "this":
            return True
        function = b.function
        local = [n for n in function.locals if js_identifier(n) == e.id] if function is not None else []
        if function is not None and local:
            return all(n not in b.globals and not function.rebindable(n) for n in local)
        return any(module_constant(b, n) for (_, n) in b.module_plan.declared_at if js_identifier(n) == e.id)
    return False


def enclosing_local(b: Builder, name: str) -> bool:
    """A local of the function being lowered or of one around it (not a module-level name)."""
    context = b.function
    while context is not None:
        if name in context.locals or name in context.stored:
            return True
        context = context.parent
    return False


def module_constant(b: Builder, name: str) -> bool:
    """A module-level name assigned once (a `const`) that no function rebinds, nor a local of the code
    being lowered (or of a function around it) hides: every read of it gives one object."""
    if enclosing_local(b, name):
        return False
    declared = [kind for (_, n), kind in b.module_plan.declared_at.items() if n == name]
    return declared == ["const"] and name not in b.rebound_globals


def evaluated_first(
    b: Builder, first: js.Expr, later: list[js.Expr], make: Callable[[js.Expr], js.Expr], stem: str
) -> js.Expr | None:
    """`make(first)`, a JS expression that evaluates `later` before `first` where Python evaluates
    `first` before them (`items.join(sep)` of `sep.join(items)`). Where that order could be seen,
    `first` is evaluated first, as the argument of an arrow function around the rest:
    `(($sep1) => items.join($sep1))(sep())`. None where the rest awaits or yields (an arrow could
    not), for the caller to refuse."""
    if not order_observable(b, [first, *later]):
        return make(first)
    held = js.Name(b.fresh(stem))
    body = make(held)
    if suspends(body):
        return None
    return js.Call(js.Arrow([js.Param(held)], body), [first])


def literal_number(expr: js.Expr) -> float | None:
    """The value of a number literal (`2`, `-1`, `0.5`); None for anything else."""
    if isinstance(expr, js.Num):
        try:
            return float(expr.text)
        except ValueError:
            return None
    return None


def without_value(expr: js.Expr) -> js.Expr:
    """A call kept for what it does (an expression statement): without the `, null` that gives a
    method's None where it is used as a value (`r = xs.sort()`)."""
    if isinstance(expr, js.Binary) and expr.op == "," and isinstance(expr.right, js.Null):
        return expr.left
    return expr


#: A JS number holds every int up to this magnitude exactly: an int computed from ints known to stay
#: within it is exact, and needs no run-time check (`$imul`).
EXACT_INT_BOUND = 2**53


def int_bound(expr: js.Expr, known: dict[str, int] | None = None) -> int | None:
    """A bound on the magnitude of the int `expr` computes, known from its form (and the names `known`
    to be bounded); None: unknown. A product of ints within the bounds needs no check (see `$imul`)."""
    value = literal_int(expr)
    if value is not None:
        return abs(value)
    if isinstance(expr, js.Name) and known is not None and expr.id in known:
        return known[expr.id]
    if isinstance(expr, js.Member) and expr.prop == "length":
        return 2**32  # an array's or a str's length
    if isinstance(expr, js.Unary) and expr.op == "-":
        return int_bound(expr.operand, known)
    if isinstance(expr, js.Binary) and expr.op in ("%", "&") and literal_int(expr.right) is not None:
        bound = literal_int(expr.right)  # `(x % m + m) % m` and `x & mask`: within the literal
        return abs(bound) if bound is not None and (expr.op == "%" or bound >= 0) else None
    return None


def literal_int(expr: js.Expr) -> int | None:
    """The value of an int literal; None for anything else."""
    if isinstance(expr, js.Num):
        try:
            return int(expr.text)
        except ValueError:
            return None
    return None
