"""`collections.deque` as the runtime's `$Deque` (helpers.js): a ring buffer with CPython's maxlen,
messages, and check of a change during iteration. Its items compare as a list's do: `count`,
`remove`, `index` (and `in`, in `operators`) take the list's rules (`primitive_items`) and helpers
(`$indexOf`, `$count`), on the array of its items (`items()`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.iteration import iterate, iterate_value
from generator.transpile.lower.library.rules import (
    CallSite,
    Rule,
    arity,
    list_item,
    method,
    primitive_items,
    receiver_type,
)
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    INT,
    NONE,
    DequeType,
    ListType,
    Type,
    UnionType,
    is_int,
    mixed_number_store,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def deque_call(b: Builder, node: cst.Call, expected: Type | None) -> TExpr:
    """`deque()`, `deque(iterable)`, `deque(iterable, maxlen)`, `deque(maxlen=n)`: the items a for
    loop walks (a list's, a str's characters, a dict's keys, a generator's, another deque's), of
    which a maxlen keeps the last. Built for a `deque[T]` (`q: deque[int] = deque()`), its items
    are T's."""
    positional = [a for a in node.args if a.keyword is None]
    keywords = [a.keyword.value for a in node.args if a.keyword is not None]
    if (
        any(a.star for a in node.args)
        or len(positional) > 2
        or keywords not in ([], ["maxlen"])
        or (len(positional) == 2 and keywords)
    ):
        return b.error(node, "deque() takes an iterable and a maxlen here (deque(items, maxlen=n))")
    options = expected.options if isinstance(expected, UnionType) else (expected,)
    want = next((o for o in options if isinstance(o, DequeType)), None)
    item = want.item if want is not None else ANY
    items: js.Expr = js.Array([])
    if positional:
        walked = iterate(b, positional[0].value)
        if walked is None:
            return TExpr(js.Name("undefined"), ERROR)
        if walked.kind == "range":
            assert walked.start is not None and walked.stop is not None and walked.step is not None
            items = b.call_helper("$range", walked.start, walked.stop, walked.step)
        else:
            items = walked.iterable
        if want is None:
            item = walked.item
        elif problem := mixed_number_store(want.item, walked.item):
            return b.error(positional[0], problem)
    args = [items]
    limit = (
        positional[1].value if len(positional) == 2 else next((a.value for a in node.args if a.keyword), None)
    )
    if limit is not None:
        maxlen = b.expr(limit)
        given = widen(maxlen.type)
        if not all(
            widen(o) in (INT, BOOL, NONE)
            for o in (given.options if isinstance(given, UnionType) else (given,))
        ):
            return b.error(limit, f'deque()\'s maxlen is an int or None, not "{maxlen.type.display()}"')
        args.append(maxlen.js)
    return TExpr(js.New(b.helper("$Deque"), args), DequeType(item))


def _stored(name: str, position: int = 0, what: str = "") -> Rule:
    """`q.append(x)`, `q.insert(i, x)`: an item stored among the deque's (an int among its floats
    would print otherwise), at `position` among the arguments."""

    def rule(site: CallSite) -> TExpr:
        if problem := mixed_number_store(list_item(site), site.args[position].type):
            return site.refuse(problem)
        args = [as_index(a) if i != position else a.js for i, a in enumerate(site.args)]
        return TExpr(js.Call(js.Member(site.recv, name), args), NONE)

    return _int_arguments(rule, skip=position, what=what)


def _int_arguments(rule: Rule, skip: int = -1, what: str = "") -> Rule:
    """A rule whose positional arguments but `skip` are ints (an index, a number of steps), else
    mypy's error (CPython's TypeError; a float would index nothing in JavaScript)."""

    def checked(site: CallSite) -> TExpr:
        for index, arg in enumerate(site.args):
            if index != skip and not is_int(arg.type):
                return site.refuse(f'{what or "this argument"} must be an int, not "{arg.type.display()}"')
        return rule(site)

    return checked


def _extend(name: str) -> Rule:
    """`q.extend(items)` / `q.extendleft(items)`: each item of what a for loop walks, appended (at
    the left: reversed); `q.extend(q)` adds the items it had."""

    def rule(site: CallSite) -> TExpr:
        walked = iterate_value(site.b, site.node, site.args[0])
        if walked is None:
            return TExpr(js.Name("undefined"), ERROR)
        if problem := mixed_number_store(list_item(site), walked.item):
            return site.refuse(problem)
        return TExpr(js.Call(js.Member(site.recv, name), [walked.iterable]), NONE)

    return rule


def _described(site: CallSite) -> js.Expr:
    """The shape `$repr` shows the value in a ValueError with (`3 is not in deque`)."""
    try:
        return printing.shape(site.args[0].type)
    except printing.Refused:
        return js.Str("Any")


def _remove(site: CallSite) -> TExpr:
    return TExpr(site.b.call_helper("$dequeRemove", site.recv, site.args[0].js, _described(site)), NONE)


def _index(site: CallSite) -> TExpr:
    bounds = [as_index(a) for a in site.args[1:]]
    return TExpr(
        site.b.call_helper("$dequeIndex", site.recv, site.args[0].js, _described(site), *bounds), INT
    )


def _count(site: CallSite) -> TExpr:
    return TExpr(site.b.call_helper("$count", items_of(site.recv), site.args[0].js), INT)


def _rotate(site: CallSite) -> TExpr:
    return TExpr(js.Call(js.Member(site.recv, "rotate"), [as_index(a) for a in site.args]), NONE)


def items_of(deque: js.Expr) -> js.Expr:
    """A deque's items, as a new array (what `in` and count() walk)."""
    return js.Call(js.Member(deque, "items"), [])


def as_list(value: TExpr) -> TExpr:
    """A deque where a list is taken (`sorted(q)`, `sum(q)`, `list(q)`): an array of its items; no
    worker code runs while it is read, so no change can come between them."""
    t = widen(value.type)
    if isinstance(t, DequeType):
        return TExpr(items_of(value.js), ListType(t.item))
    return value


DEQUE_METHODS: dict[str, Rule] = {
    "append": arity(1, 1, _stored("append")),
    "appendleft": arity(1, 1, _stored("appendleft")),
    "insert": arity(2, 2, _stored("insert", 1, "insert()'s index")),
    "pop": arity(0, 0, method("pop", list_item)),
    "popleft": arity(0, 0, method("popleft", list_item)),
    "extend": arity(1, 1, _extend("extend")),
    "extendleft": arity(1, 1, _extend("extendleft")),
    "clear": arity(0, 0, method("clear", NONE)),
    "reverse": arity(0, 0, method("reverse", NONE)),
    "rotate": arity(0, 1, _int_arguments(_rotate, what="rotate()'s n")),
    "copy": arity(0, 0, method("copy", receiver_type)),
    "count": arity(1, 1, primitive_items(_count, "count()")),
    "remove": arity(1, 1, primitive_items(_remove, "remove()")),
    "index": arity(
        1, 3, primitive_items(_int_arguments(_index, skip=0, what="index()'s start and stop"), "index()")
    ),
}
