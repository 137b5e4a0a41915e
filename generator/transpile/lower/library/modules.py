"""Functions of the stdlib modules a worker may import (`json`, `asyncio`)."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    NONE,
    AwaitableType,
    TupleType,
    Type,
    is_dynamic,
    is_number,
    widen,
)


def _dumps(site: CallSite) -> TExpr:
    return printing.json_dumps(site.b, site.node, site.args[0], site.keywords.get("indent"))


def _gather(site: CallSite) -> TExpr:
    """asyncio.gather(a, b): `Promise.all([a, b])`, the results in order; the first error is raised
    (the other calls, already running, go on in both languages)."""
    results: list[Type] = []
    for arg in site.args:
        t = widen(arg.type)
        if not (isinstance(t, AwaitableType) or is_dynamic(t)):
            return site.refuse(f'asyncio.gather() takes awaitables, not "{arg.type.display()}"')
        results.append(t.result if isinstance(t, AwaitableType) else ANY)
    call = js_call("Promise.all", [js.Array([a.js for a in site.args])])
    return TExpr(call, AwaitableType(TupleType(tuple(results))))


def _sleep(site: CallSite) -> TExpr:
    """asyncio.sleep(seconds): a timer, in milliseconds."""
    (delay,) = site.args
    if not is_number(delay.type):
        return site.refuse(f'asyncio.sleep() takes seconds, not "{delay.type.display()}"')
    resolve = js.Name("resolve")
    wait = js.Call(js.Name("setTimeout"), [resolve, js.Binary("*", delay.js, js.Num("1000"))])
    promise = js.New(js.Name("Promise"), [js.Arrow([js.Param(resolve)], wait)])
    return TExpr(promise, AwaitableType(NONE))


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("asyncio", "gather"): arity(0, 99, _gather),
    ("asyncio", "sleep"): arity(1, 1, _sleep),
    ("json", "dumps"): arity(1, 1, _dumps, ("indent",)),
    ("json", "loads"): arity(1, 1, lambda site: TExpr(js_call("JSON.parse", [site.args[0].js]), ANY)),
}
