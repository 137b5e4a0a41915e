"""Decorators of the worker's own on a module-level or nested function (`@route("/a")`, `@timed`,
`@app.get("/items")`, `@retrying(attempts)`): Python binds `f = route("/a")(f)`. The function stands under a name of its own
and the worker's name is bound to what the decorators give (`const handle = route("/a")
(handle$undecorated)`), so its own calls reach that, as Python's do; the name's type is what they
return (a registering decorator typed `Callable[[Handler], Handler]` gives a `Handler`).

Python evaluates the decorator expressions from the top, then the defaults a def evaluates once, then
makes the function and calls the decorators from the bottom; the expressions are lowered where the
def stands (`decorate`: a module-level def's among the module's statements, so that the code after it
and every function body read the name as typed)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.caching import cache_decorator
from generator.transpile.lower.function_names import name_statements
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.purity import enclosing_local
from generator.transpile.resolve.generic_decorators import applied_generic
from generator.transpile.resolve.types import (
    AwaitableType,
    CallableType,
    ErrorType,
    FunctionType,
    Type,
    assignable,
)
from generator.transpile.resolve.user_types import function_signature

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def own_decorator(b: Builder, decorator: cst.Decorator) -> bool:
    """A decorator whose value the worker's code makes: a function, class instance or value of its
    module (or of its own modules), not one the transpiler knows by name (`@cache`, `@dataclass`)."""
    if cache_decorator(b, decorator) is not None:
        return False
    root = decorator.decorator
    while isinstance(root, (cst.Call, cst.Attribute, cst.Subscript)):
        root = root.func if isinstance(root, cst.Call) else root.value
    if not isinstance(root, cst.Name):
        return False
    if enclosing_local(b, root.value):
        return True  # a local of a function the def is in (`@retrying(attempts)`)
    symbol = b.symbol(root.value)
    if symbol is None:
        return root.value in b.globals  # a module-level value assigned above the def
    return symbol.special is None and symbol.runtime


def has_own_decorators(b: Builder, node: cst.FunctionDef) -> bool:
    return any(own_decorator(b, d) for d in node.decorators)


def decorate(b: Builder, node: cst.FunctionDef) -> Type:
    """Lower the decorator expressions where the def stands, and type the function's name by what
    they give (an error type where one takes no such function: said there)."""
    name = node.name.value
    signature = function_signature(node, b.scope.annotations.resolve, skip_first=False)
    made: Type = FunctionType(name, f"{js_identifier(name)}$undecorated", (signature,))
    lowered = []
    for decorator in node.decorators:
        if not own_decorator(b, decorator):
            b.error(decorator, "this decorator beside decorators of the module's own is not supported")
            made = ErrorType()
        lowered.append((decorator, b.expr(decorator.decorator)))
    for decorator, value in reversed(lowered):
        if isinstance(made, ErrorType) or isinstance(value.type, ErrorType):
            made = ErrorType()
            break
        given = applied(value.type, made, js_identifier(name))
        if isinstance(given, str):
            b.error(decorator, given)
            given = ErrorType()
        made = given
    b.decorations[id(node)] = [(d, v.js) for d, v in lowered]
    if isinstance(made, FunctionType):  # what the decorator gives may be a plain def's (`Signature.is_async`)
        made = replace(made, signatures=tuple(replace(s, is_async=False) for s in made.signatures))
    return made


def applied(decorator: Type, function: Type, name: str) -> Type | str:
    """What the name (`name` in JS) holds once a decorator of type `decorator` took a function of type
    `function`; why not, if it takes no function."""
    if isinstance(decorator, FunctionType) and len(decorator.signatures) == 1:
        signature = decorator.signatures[0]
        others = [p for p in signature.params[1:] if not p.has_default]
        if not signature.params or others or signature.params[0].keyword_only:
            return f"{decorator.display()} takes no function alone: a decorator is called with one argument"
        taken, result = signature.params[0].type, signature.result
    elif isinstance(decorator, CallableType) and decorator.params is not None and len(decorator.params) == 1:
        taken, result = decorator.params[0], decorator.result
    else:
        return f'a decorator here is a function taking the function ("{decorator.display()}" is none)'
    if isinstance(result, AwaitableType):
        return "an async decorator would bind the name to a coroutine: make the decorator a plain def"
    generic = applied_generic(taken, result, function, name)
    if generic is not None:  # `(fn: F) -> F`, `(fn: Callable[P, R]) -> Callable[P, R]`
        return generic
    if isinstance(function, FunctionType) and any(s.packs_rest for s in function.signatures):
        # (a wrapper that keeps the signature passes the arguments on as its callers laid them out)
        return (
            "the function takes *args beside keyword parameters, which its JavaScript function takes as "
            "one array: a decorator here must keep its signature ((fn: F) -> F, or "
            "(fn: Callable[P, R]) -> Callable[P, R])"
        )
    if not assignable(function, taken):
        return f'the decorator takes "{taken.display()}", not the function ("{function.display()}")'
    return result


def decorated_function(
    b: Builder, node: cst.FunctionDef, function: js.Function, hoisted: list[js.Stmt]
) -> list[js.Stmt]:
    """The def's statements: the decorators' values held where defaults come between, the
    defaults, the function under its own name, and the worker's name bound to the decorators' calls."""
    name = js_identifier(node.name.value)
    raw = replace(function, name=f"{name}$undecorated")
    held: list[js.Stmt] = []
    callees: list[js.Expr] = []
    for _, value in b.decorations[id(node)]:
        if hoisted and not isinstance(value, js.Name):  # (before the defaults, as Python evaluates them)
            held_name = b.fresh("$decorator")
            held.append(js.VarDecl("const", js.Name(held_name), value))
            value = js.Name(held_name)
        callees.append(value)
    made: js.Expr = js.Name(raw.name)
    for callee in reversed(callees):
        made = js.Call(callee, [made])
    # (the function has its Python name before the decorators take it: they may read it)
    named = name_statements(b, node, raw.name)
    return [*held, *hoisted, raw, *named, js.VarDecl("const", js.Name(name), made)]


def wraps_decorator(b: Builder, decorator: cst.Decorator) -> bool:
    """`@functools.wraps(fn)` (`@wraps(fn)`): it copies fn's `__name__`, `__doc__` and `__wrapped__`
    onto the wrapper, which no worker code here reads (mypy knows no `__name__` of a Callable): the
    wrapper is itself, once `fn` is read."""
    call = decorator.decorator
    if not isinstance(call, cst.Call):
        return False
    node = call.func
    if isinstance(node, cst.Name):
        symbol = b.symbol(node.value)
        return symbol is not None and symbol.special == "lib:functools:wraps"
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.attr.value == "wraps":
        symbol = b.symbol(node.value.value)
        return symbol is not None and symbol.special == "functools"
    return False


def read_wrapped(b: Builder, decorator: cst.Decorator) -> js.Expr | None:
    """Evaluate what `@wraps(...)` names, where Python does (the wrapper takes its `__name__`: see
    function_names.py); refuse its other arguments."""
    call = decorator.decorator
    assert isinstance(call, cst.Call)
    given = call.args[0].value if len(call.args) == 1 and not call.args[0].keyword else None
    if given is None or call.args[0].star or not isinstance(given, cst.Name) or id(given) in b.maybe_unbound:
        b.error(decorator, "@wraps takes the wrapped function's name alone here")
        return None
    return b.expr(given).js  # (a name bound here: reading it does nothing else)
