"""`match` statements: literal, None/True/False, capture and wildcard patterns, `|` alternatives and
fixed-length sequence patterns (a tuple's or a list's items), with guards. Cases are tested in order;
a case whose guard fails goes on to the next one, as in Python (a labeled block `break`s out when a
case is taken). Class, mapping and starred patterns are refused with a located error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    ListType,
    TupleType,
    Type,
    is_dynamic,
    is_primitive,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass
class Matched:
    """A pattern as a JS test (None: it always matches) and the names it binds."""

    test: js.Expr | None = None
    binds: list[tuple[str, js.Expr, Type]] = field(default_factory=list)
    refused: bool = False


def lower_match(b: Builder, node: cst.Match) -> list[js.Stmt]:
    subject = b.expr(node.subject)
    out: list[js.Stmt] = []
    if not is_simple(subject.js):  # every case reads the subject: evaluate it once
        name = b.fresh("$subject")
        out.append(js.VarDecl("const", js.Name(name), subject.js))
        subject = TExpr(js.Name(name), subject.type)
    guarded = any(case.guard is not None for case in node.cases)
    label = b.fresh("$match") if guarded else None
    lowered: list[tuple[js.Expr | None, list[js.Stmt]]] = []
    for case in node.cases:
        matched = _pattern(b, case.pattern, subject)
        if matched.refused:
            continue
        body = [_bind(b, node, name, value, type_) for name, value, type_ in matched.binds]
        for name, _, type_ in matched.binds:
            b.bind(name, type_)
        inner = b.statements(case.body)
        if case.guard is not None:
            guard = b.condition(case.guard)
            assert label is not None
            body.append(js.If(guard, [*inner, js.Break(label)]))
        else:
            body += inner + ([js.Break(label)] if label is not None else [])
        lowered.append((matched.test, body))
    if label is not None:  # each case in turn; the one taken leaves the block
        tried: list[js.Stmt] = []
        for test, body in lowered:
            tried += [js.If(test, body)] if test is not None else body
        return [*out, js.Labeled(label, tried)]
    return [*out, *_chain(lowered)]


def _chain(cases: list[tuple[js.Expr | None, list[js.Stmt]]]) -> list[js.Stmt]:
    """Cases without guards: an if / else-if chain; a case that always matches ends it."""
    if not cases:
        return []
    test, body = cases[0]
    if test is None:
        return body
    return [js.If(test, body, _chain(cases[1:]))]


def _bind(b: Builder, node: cst.Match, name: str, value: js.Expr, type_: Type) -> js.Stmt:
    kind = b.plan.declared_at.get((node, name))
    target = js.Name(js_identifier(name))
    return js.VarDecl(kind, target, value) if kind else js.Assign(target, value)


def _pattern(b: Builder, pattern: cst.MatchPattern, subject: TExpr) -> Matched:
    match pattern:
        case cst.MatchAs(pattern=None, name=None):
            return Matched()  # `case _`
        case cst.MatchAs(pattern=inner, name=name):
            matched = _pattern(b, inner, subject) if inner is not None else Matched()
            if name is not None:
                matched.binds.append((name.value, subject.js, subject.type))
            return matched
        case cst.MatchSingleton(value=cst.Name(value=value)):
            if value == "None":
                return Matched(js.Binary("==", subject.js, js.Null()))
            return Matched(js.Binary("===", subject.js, js.Bool(value == "True")))
        case cst.MatchValue(value=value):
            lowered = b.expr(value)
            if not (is_primitive(widen(lowered.type)) or is_dynamic(lowered.type)):
                b.error(
                    pattern,
                    f'matching a value of type "{lowered.type.display()}" compares by identity in JavaScript',
                )
                return Matched(refused=True)
            return Matched(js.Binary("===", subject.js, lowered.js))
        case cst.MatchOr(patterns=alternatives):
            parts = [_pattern(b, alternative.pattern, subject) for alternative in alternatives]
            if any(p.refused for p in parts):
                return Matched(refused=True)
            if any(p.binds for p in parts):
                b.error(pattern, "names bound in `|` alternatives are not supported: bind after the match")
                return Matched(refused=True)
            if any(p.test is None for p in parts):
                return Matched()
            test = parts[0].test
            assert test is not None
            for part in parts[1:]:
                assert part.test is not None
                test = js.Binary("||", test, part.test)
            return Matched(test)
        case cst.MatchTuple(patterns=elements) | cst.MatchList(patterns=elements):
            return _sequence(b, pattern, list(elements), subject)
    b.error(
        pattern, "this pattern is not supported (literals, None, names, _, | and fixed-length sequences are)"
    )
    return Matched(refused=True)


def _sequence(
    b: Builder,
    pattern: cst.MatchPattern,
    elements: list[cst.MatchSequenceElement | cst.MatchStar],
    subject: TExpr,
) -> Matched:
    """`(a, b)`, `[x, *rest]`: a tuple of that length, or a list checked for it when it runs."""
    stars = [i for i, e in enumerate(elements) if isinstance(e, cst.MatchStar)]
    t = widen(subject.type)
    fixed = len(elements) - len(stars)
    tests: list[js.Expr] = []
    if isinstance(t, TupleType) and not stars:
        if len(t.items) != len(elements):
            return Matched(js.Bool(False))  # a tuple of another length never matches
        items: list[Type] = list(t.items)
    elif isinstance(t, (ListType, TupleType)) or is_dynamic(t):
        item = (
            t.item
            if isinstance(t, ListType)
            else union(*t.items)
            if isinstance(t, TupleType) and t.items
            else ANY
        )
        items = [item] * len(elements)
        op, count = (">=", fixed) if stars else ("===", len(elements))
        length = js.Binary(op, js.Member(subject.js, "length"), js.Num(str(count)))
        if isinstance(t, (ListType, TupleType)):
            tests.append(length)
        else:
            tests.append(
                js.Binary("&&", js.Call(js.Member(js.Name("Array"), "isArray"), [subject.js]), length)
            )
    else:
        b.error(pattern, f'a sequence pattern matches a tuple or a list, not "{subject.type.display()}"')
        return Matched(refused=True)
    binds: list[tuple[str, js.Expr, Type]] = []
    star = stars[0] if stars else None
    for index, (element, item_type) in enumerate(zip(elements, items)):
        if isinstance(element, cst.MatchStar):
            if element.name is not None:
                after = len(elements) - index - 1
                end = [js.Binary("-", js.Member(subject.js, "length"), js.Num(str(after)))] if after else []
                rest = js.Call(js.Member(subject.js, "slice"), [js.Num(str(index)), *end])
                binds.append((element.name.value, rest, ListType(item_type)))
            continue
        if star is not None and index > star:  # counted from the end
            position: js.Expr = js.Binary(
                "-", js.Member(subject.js, "length"), js.Num(str(len(elements) - index))
            )
        else:
            position = js.Num(str(index))
        part = _pattern(b, element.value, TExpr(js.Index(subject.js, position), item_type))
        if part.refused:
            return Matched(refused=True)
        if part.test is not None:
            tests.append(part.test)
        binds += part.binds
    if not tests:
        return Matched(None, binds)
    test = tests[0]
    for more in tests[1:]:
        test = js.Binary("&&", test, more)
    return Matched(test, binds)
