"""Flow typing across statements: what each name holds where paths meet. A loop's body is read with
the types earlier rounds stored until they settle (its fixpoint); after an `if` or a `try`, the names
hold what the paths that go on left, joined as mypy joins them. The statements' lowering (statements.py)
calls these at the points where Python's paths meet; the Builder holds the types themselves."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from typing import TYPE_CHECKING, TypeVar

import libcst as cst

from generator.transpile.lower.narrowing import after_reassignment, always_exits, narrow, stored_names
from generator.transpile.resolve.locals import stored_to
from generator.transpile.resolve.types import ErrorType, Type, union
from generator.transpile.resolve.unbound import walk

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

Types = dict[str, Type]

_L = TypeVar("_L")


def settled_loop(b: Builder, node: cst.For | cst.While, lower_round: Callable[[], _L]) -> _L:
    """Lower a loop so that each round sees what earlier rounds stored: read the body with the types
    stored before the loop and, if a round stores more, read it again (dropping the first reading's
    errors) until the types it sees are all it can see."""
    names = stored_names(node)
    b.loop_stores.append(names & b.plan.per_round)  # a closure reads the others' latest value
    before = dict(b.path_types)
    # (a round's reads come after the calls of the rounds before: see `Builder.stale`)
    calls = any(isinstance(n, (cst.Call, cst.Await)) for n in walk(node))
    # a round starts where an earlier one may have stored: not where the one lowered before ended
    entry = unstored_paths(before, node)
    try:
        with b.repeating() if calls else nullcontext():
            return settled_rounds(b, names, lambda: _from(b, entry, lower_round))
    finally:
        b.loop_stores.pop()
        # a loop may run no round: only what held before it, and still holds, holds after it
        kept = {p: t for p, t in before.items() if b.path_types.get(p) == t}
        b.path_types.clear()
        b.path_types.update(kept)


def _from(b: Builder, paths: Types, lower: Callable[[], _L]) -> _L:
    """`lower`, where the narrowed paths are `paths`."""
    b.path_types.clear()
    b.path_types.update(paths)
    return lower()


def unstored_paths(paths: Types, node: cst.CSTNode) -> Types:
    """What tests and stores said of paths (`job.error`, `d["k"]`) that still holds where `node` may
    have run part way (an `except`), or run before (a loop's round): not of an attribute of that name
    it stores (through any name), nor of an item where it stores or calls anything."""
    attributes: set[str] = set()
    items = False
    for found in walk(node):
        targets: list[cst.BaseExpression] = []
        if isinstance(found, cst.Assign):
            targets = [t.target for t in found.targets]
        elif isinstance(found, (cst.AugAssign, cst.AnnAssign, cst.Del)):
            targets = [found.target]
        elif isinstance(found, (cst.Call, cst.Await)):
            items = True
        for stored in (s for target in targets for s in stored_to(target)):
            if isinstance(stored, cst.Attribute):
                attributes.add(stored.attr.value)
            elif isinstance(stored, cst.Subscript):
                items = True
    kept: Types = {}
    for path, type_ in paths.items():
        last = path.rpartition(".")[2]
        if last in attributes or (items and last.startswith("[")):
            continue
        kept[path] = type_
    return kept


def joined_paths(states: list[Types]) -> Types:
    """Where paths meet: what every one of them says alike of a path."""
    if not states:
        return {}
    return {p: t for p, t in states[0].items() if all(s.get(p) == t for s in states[1:])}


def settled_rounds(b: Builder, names: set[str], lower_round: Callable[[], _L]) -> _L:
    """Lower code again while it changes what `names` are declared to hold (a loop's round that
    stores more, a nested def completing `found = None` through `nonlocal`), so that its reading sees
    every type it may see, as mypy's checker re-reads a loop until its frame settles; only the last
    reading's errors, imports and helpers count (`Builder.checkpoint`)."""
    for _ in range(len(names) + 1):
        b.settle(names)
        before = b.declared_types(names)
        partial = b.partial_names()
        mark = b.checkpoint()
        lowered = lower_round()
        after = b.declared_types(names)
        # (a round that completes a partial local, `out.append(x)`, is read again: the rounds before
        # it in Python already see the completed type)
        if (after == before and b.partial_names() == partial) or any(
            isinstance(t, ErrorType) for t in after.values()
        ):
            # (a type that grew by an error keeps this reading's errors: read again, the names would
            # be errors and say nothing, and the statements reading them would be lost)
            break
        b.rollback(mark)
    else:
        b.settle(names)
        lowered = lower_round()  # the types grew every time: this reading sees all of them
    b.settle(names)
    return lowered


def join_after_if(
    b: Builder,
    node: cst.If,
    tests: tuple[Types, Types],
    ends: tuple[Types, Types],
    stored: tuple[set[str], set[str]],
    stores: dict[str, list[Type]],
    counts: tuple[int, ...],
) -> None:
    """After an `if`: only the path that goes on counts, narrowed by the test as it went (`when_true`,
    `when_false`); a name it stored holds what it was declared to hold; where both go on, what either
    left (`body_end`, `orelse_end`), joined; `stored`: the names each branch stores, `stores`: what
    the body stored in each (see `narrowing.store_log`); `counts`: the clock before the test, then
    `last_call` before it, after it, after the body and after the else (see `Builder.stale`)."""
    when_true, when_false = tests
    body_end, orelse_end = ends
    in_body, in_orelse = stored
    b.settle(in_body | in_orelse)
    start, before, tested, bodied, ended = counts
    # (the narrowings hold from before the test where a call on the path that goes on may undo them)
    if always_exits(node.body, b):
        since = None if (tested, ended) == (before, bodied) else start
        narrow(b, {n: t for n, t in when_false.items() if n not in in_orelse}, since)
    elif isinstance(node.orelse, cst.Else) and always_exits(node.orelse.body, b):
        since = None if bodied == before else start
        narrow(b, {n: t for n, t in when_true.items() if n not in in_body}, since)
    else:  # (both go on: `if lease is None: lease = Lease() else: n += 1` joins what either left)
        since = None if ended == before else start
        joined = (
            after_reassignment(node.body, when_false, stores)
            if node.orelse is None
            else {n: union(body_end[n], orelse_end[n]) for n in body_end.keys() & orelse_end.keys()}
        )
        narrow(b, joined, since)


def nested_types(b: Builder, excluded: set[str]) -> dict[str, Type]:
    """What the function's locals hold here, but those a statement's own join handles (`excluded`) and
    those still typed by their first store: what a test nested in one of its paths may narrow."""
    if b.function is None:
        return {}
    return b.current_types(set(b.function.locals) - excluded - b.partial_names())


def set_types(b: Builder, types: Types) -> None:
    """Each name holds its type again (where a path that does not go on had narrowed it)."""
    for name, type_ in types.items():
        b.set_type(name, type_)


def join_paths(b: Builder, names: Types, paths: list[Types]) -> None:
    """After a statement, the names hold what the paths that go on left, joined as mypy joins them
    (`names`: those to join, each held on every path)."""
    set_types(b, {n: union(*(p[n] for p in paths)) for n in names if all(n in p for p in paths)})


def join_after_try(b: Builder, node: cst.Try, ended: Types, ends: list[Types]) -> None:
    """After a `try` without `finally`: where every handler raises or returns, what the body left (it
    completed: mypy narrows so); else what the body and the handlers that go on left, joined."""
    if all(always_exits(h.body, b) for h in node.handlers):
        for name, type_ in ended.items():
            b.narrow(name, type_)
        return
    for name in set.intersection(*(set(end) for end in ends)):
        b.narrow(name, union(*(end[name] for end in ends)))
