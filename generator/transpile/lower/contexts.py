"""`with` and `async with` for the worker's own context managers (`__enter__`/`__exit__`, or
`__aenter__`/`__aexit__`) and `@contextmanager`/`@asynccontextmanager` functions, as Python runs them: the manager is entered, the body runs, and `__exit__`
gets the exception (its class, the error and no traceback) or three Nones; a true result swallows
the exception. Several items nest, left to right.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.store_checks import changes_what_others_read
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    AwaitableType,
    ContextManagerType,
    InstanceType,
    Type,
    widen,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def lower_with(b: Builder, node: cst.With) -> list[js.Stmt]:
    is_async = node.asynchronous is not None
    if is_async and (b.function is None or not b.function.is_async):
        b.error(node, '"async with" outside async function')
        return []
    return _items(b, node, list(node.items), is_async)


def _items(b: Builder, node: cst.With, items: list[cst.WithItem], is_async: bool) -> list[js.Stmt]:
    if not items:
        return b.statements(node.body)
    item, rest = items[0], items[1:]
    if (suppressed := _suppressed(b, item.item)) is not None:
        return _suppress(b, node, item, rest, suppressed)
    manager = b.expr(item.item)
    enter, leave = ("__aenter__", "__aexit__") if is_async else ("__enter__", "__exit__")
    t = widen(manager.type)
    if isinstance(t, ContextManagerType):
        return _generator_context(b, node, item, rest, manager.js, t, is_async)
    if not (
        isinstance(t, InstanceType)
        and isinstance(t.cls, UserClass)
        and t.cls.defines(enter)
        and t.cls.defines(leave)
    ):
        b.error(
            item.item,
            f'"{manager.type.display()}" is not a context manager of this worker (with {enter} and {leave})',
        )
        # the body still binds its names (read as errors, not reported again as undefined below)
        if item.asname is not None and isinstance(item.asname.name, cst.Name):
            b.bind(item.asname.name.value, ERROR)
        b.statements(node.body if not rest else cst.IndentedBlock([node.with_changes(items=rest)]))
        return []
    cls = t.cls
    signature = cls.methods.get(enter)
    result = signature.result if signature is not None else ANY
    if is_async:
        result = result.result if isinstance(result, AwaitableType) else ANY
    names = (cls.js_name_of(enter), cls.js_name_of(leave))
    return _managed(b, node, item, rest, manager.js, names, result, is_async)


def stop_passes(b: Builder, caught: js.Name) -> js.If:
    """`if (caught instanceof $Stop) throw caught;`: where the worker stops (`$Stop`) no Python code
    ran, so no handler, `__exit__` or catch-all may take it."""
    return js.If(js.Binary("instanceof", caught, b.helper("$Stop")), [js.Throw(caught)])


def _suppressed(b: Builder, manager: cst.BaseExpression) -> list[cst.Arg] | None:
    """The exception classes of `suppress(KeyError, ...)` (contextlib's), else None."""
    if not (isinstance(manager, cst.Call) and isinstance(manager.func, cst.Name)):
        return None
    symbol = b.symbol(manager.func.value)
    return list(manager.args) if symbol is not None and symbol.special == "contextlib.suppress" else None


def _suppress(
    b: Builder, node: cst.With, item: cst.WithItem, rest: list[cst.WithItem], classes: list[cst.Arg]
) -> list[js.Stmt]:
    """`with suppress(A, B): body` is `try: body / except (A, B): pass`, as contextlib's `__exit__`
    swallows an exception of those classes (none given: nothing is swallowed)."""
    if item.asname is not None or any(a.keyword is not None or a.star for a in classes):
        b.error(item, "suppress() takes exception classes (and gives nothing to bind with as)")
        return []
    body: cst.BaseSuite = node.body if not rest else cst.IndentedBlock([node.with_changes(items=rest)])
    if not classes:
        return b.statements(body)
    kinds = cst.Tuple([cst.Element(a.value) for a in classes])
    handler = cst.ExceptHandler(cst.IndentedBlock([cst.SimpleStatementLine([cst.Pass()])]), type=kinds)
    return b.statements([b.parsed.stand_in(cst.Try(body, handlers=[handler]), item)])


def _generator_context(
    b: Builder,
    node: cst.With,
    item: cst.WithItem,
    rest: list[cst.WithItem],
    generator: js.Expr,
    t: ContextManagerType,
    is_async: bool,
) -> list[js.Stmt]:
    """`with f() as x` of a `@contextmanager` function: its generator, driven as contextlib drives it
    (a runtime helper with contextlib's `__enter__`/`__exit__` and its RuntimeErrors)."""
    if t.is_async != is_async:
        what = '"async with"' if t.is_async else '"with"'
        b.error(
            item.item,
            f"an {'@asynccontextmanager' if t.is_async else '@contextmanager'} function is entered with {what}",
        )
        return []
    helper = "$AsyncGeneratorContext" if is_async else "$GeneratorContext"
    manager = js.New(b.helper(helper), [generator])
    enter, leave = ("__aenter__", "__aexit__") if is_async else ("__enter__", "__exit__")
    return _managed(b, node, item, rest, manager, (enter, leave), t.item, is_async)


def _managed(
    b: Builder,
    node: cst.With,
    item: cst.WithItem,
    rest: list[cst.WithItem],
    manager: js.Expr,
    names: tuple[str, str],
    result: Type,
    is_async: bool,
) -> list[js.Stmt]:
    """Enter the manager, bind `as`, run the rest of the items and the body, and leave as Python
    leaves: `__exit__` gets the exception (a true result swallows it) or three Nones."""
    enter, leave = names
    name = b.fresh("$manager")
    out: list[js.Stmt] = [js.VarDecl("const", js.Name(name), manager)]
    entered: js.Expr = js.Call(js.Member(js.Name(name), enter), [])
    if is_async:
        entered = js.Await(entered)
    if item.asname is not None and isinstance(item.asname.name, cst.Name):
        target = item.asname.name.value
        if (problem := changes_what_others_read(b, target, widen(result))) is not None:
            b.error(item.asname.name, problem)
        b.bind(target, result)
        kind = b.plan.declared_at.get((node, target))
        ident = js.Name(js_identifier(target))
        out.append(js.VarDecl(kind, ident, entered) if kind else js.Assign(ident, entered))
    elif item.asname is not None:
        b.error(item.asname, "with ... as takes a name here")
        return []
    else:
        out.append(js.ExprStmt(entered))
    raised = b.fresh("$raised")
    error = b.fresh("$error")
    exit_call = js.Member(js.Name(name), leave)

    def leaving(args: list[js.Expr]) -> js.Expr:
        call: js.Expr = js.Call(exit_call, args)
        return js.Await(call) if is_async else call

    b.ran_worker_code()  # its __enter__ (see `Builder.stale`)
    body = _items(b, node, rest, is_async)
    b.ran_worker_code()  # its __exit__
    swallowed = leaving([js.Member(js.Name(error), "constructor"), js.Name(error), js.Null()])
    handler: list[js.Stmt] = [
        js.Assign(js.Name(raised), js.Bool(True)),
        stop_passes(b, js.Name(error)),  # (no Python exception: __exit__ is not told of it)
        js.If(js.Unary("!", swallowed), [js.Throw(js.Name(error))]),
    ]
    finalizer: list[js.Stmt] = [
        js.If(js.Unary("!", js.Name(raised)), [js.ExprStmt(leaving([js.Null()] * 3))])
    ]
    out.append(js.VarDecl("let", js.Name(raised), js.Bool(False)))
    out.append(js.Try(body, error, handler, finalizer))
    return out
