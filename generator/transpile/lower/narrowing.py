"""Flow-sensitive narrowing of local names, as a type checker does: `if x is None: return` makes `x`
a `str` afterwards; `a if x is not None else b` sees a `str` in `a`. Only plain names narrow."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.resolve.types import NONE, Type, without_none

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def narrowings(b: Builder, test: cst.BaseExpression, when: bool) -> dict[str, Type]:
    """Names whose type is narrower where `test` is `when`."""
    match test:
        case cst.Comparison(left=cst.Name(value=name), comparisons=[cst.ComparisonTarget(operator=op, comparator=cst.Name(value="None"))]):
            current = b.local_type(name)
            if current is None or not isinstance(op, (cst.Is, cst.IsNot)):
                return {}
            not_none = isinstance(op, cst.IsNot) == when
            return {name: without_none(current) if not_none else NONE}
        case cst.Name(value=name) if when:
            current = b.local_type(name)
            return {name: without_none(current)} if current is not None else {}
        case cst.UnaryOperation(operator=cst.Not(), expression=inner):
            return narrowings(b, inner, not when)
        case cst.BooleanOperation(operator=cst.And(), left=left, right=right) if when:
            return {**narrowings(b, left, True), **narrowings(b, right, True)}
        case cst.BooleanOperation(operator=cst.Or(), left=left, right=right) if not when:
            return {**narrowings(b, left, False), **narrowings(b, right, False)}
    return {}


@contextmanager
def narrowed(b: Builder, types: dict[str, Type]) -> Iterator[None]:
    saved: dict[str, Type | None] = {name: b.local_type(name) for name in types}
    for name, type_ in types.items():
        b.set_type(name, type_)
    try:
        yield
    finally:
        for name, previous in saved.items():
            if previous is not None:
                b.set_type(name, previous)


def narrow(b: Builder, types: dict[str, Type]) -> None:
    """Narrow for the rest of the block (the other branch left it)."""
    for name, type_ in types.items():
        b.set_type(name, type_)


def always_exits(body: cst.BaseSuite) -> bool:
    """The block ends in return, raise, continue or break."""
    statements = body.body if isinstance(body, cst.IndentedBlock) else ()
    if isinstance(body, cst.SimpleStatementSuite):
        smalls = body.body
    elif statements and isinstance(statements[-1], cst.SimpleStatementLine):
        smalls = statements[-1].body
    else:
        return False
    return bool(smalls) and isinstance(smalls[-1], (cst.Return, cst.Raise, cst.Continue, cst.Break))
