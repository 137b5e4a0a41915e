"""`match` statements: literal, None/True/False, capture and wildcard patterns, `|` alternatives,
sequence patterns (a tuple's or a list's items, `*rest`), class patterns (`Point(x, y=0)`, `str(s)`)
and mapping patterns (`{"action": action, **rest}`), with guards. Cases are tested in order; a case
whose guard fails goes on to the next one, as in Python (a labeled block `break`s out when a case is
taken).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.library.builtins import dict_test, isinstance_test
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.narrowing import isinstance_narrowing, narrowed, narrowings, path_of
from generator.transpile.lower.operators import compare
from generator.transpile.lower.purity import is_simple
from generator.transpile.lower.store_checks import changes_what_others_read
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    NONE,
    OBJECT,
    STR,
    DictType,
    InstanceType,
    ListType,
    ObjectType,
    TupleType,
    Type,
    UnionType,
    is_dynamic,
    is_primitive,
    union,
    widen,
    without_none,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass
class Matched:
    """A pattern as a JS test (None: it always matches) and the names it binds."""

    test: js.Expr | None = None
    binds: list[tuple[str, js.Expr, Type]] = field(default_factory=list)
    refused: bool = False
    #: What a class pattern leaves of the subject's type (`case str() as s`: s is a str).
    narrowed: Type | None = None


def lower_match(b: Builder, node: cst.Match) -> list[js.Stmt]:
    subject = b.expr(node.subject)
    out: list[js.Stmt] = []
    if not is_simple(subject.js):  # every case reads the subject: evaluate it once
        name = b.fresh("$subject")
        # a tuple subject (`match method, parts:`) typed as one, or tsc reads an array of either
        shape = jsdoc_type(subject.type) if isinstance(widen(subject.type), TupleType) else None
        out.append(js.VarDecl("const", js.Name(name), subject.js, jsdoc_type=shape))
        subject = TExpr(js.Name(name), subject.type)
    guarded = any(case.guard is not None for case in node.cases)
    label = b.fresh("$match") if guarded else None
    lowered: list[tuple[js.Expr | None, list[js.Stmt]]] = []
    remaining = subject.type  # what the cases before have not matched, as mypy narrows it
    for case in node.cases:
        matched = _pattern(b, case.pattern, TExpr(subject.js, remaining))
        left = remaining if case.guard is not None else _left_after(b, case.pattern, remaining)
        if matched.refused:
            remaining = left
            continue
        body = [_bind(b, node, name, value, type_) for name, value, type_ in matched.binds]
        for name, _, type_ in matched.binds:
            if (problem := changes_what_others_read(b, name, widen(type_))) is not None:
                b.error(case.pattern, problem)
            b.bind(name, type_)
        path = path_of(node.subject)
        # `case list():` narrows the subject for the case, as isinstance() would (mypy does); later
        # cases see what the earlier ones left (`case None:`, then `case _:` has no None)
        case_type = matched.narrowed if matched.narrowed is not None else remaining
        narrowing = {path: case_type} if path is not None and case_type != subject.type else {}
        remaining = left
        with narrowed(b, narrowing):
            guard_test = b.condition(case.guard) if case.guard is not None else None
            # (`case "text" if text is not None:` narrows `text` in the case's body, as mypy does)
            with narrowed(b, narrowings(b, case.guard, True) if case.guard is not None else {}):
                inner = b.statements(case.body)
        if case.guard is not None:
            assert guard_test is not None
            guard = guard_test
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


def _alternatives_binding(b: Builder, pattern: cst.MatchOr, parts: list[Matched]) -> Matched:
    """`case C1(v=v) | C2(v=v):`: each name the value of the first alternative that matches (the
    tests are read again to choose it; a pattern's test only reads the subject)."""
    names = [sorted(n for n, _, _ in p.binds) for p in parts]
    if any(n != names[0] for n in names):  # Python's SyntaxError: alternatives bind different names
        b.error(pattern, "alternatives of a `|` pattern bind different names")
        return Matched(refused=True)
    binds: list[tuple[str, js.Expr, Type]] = []
    for name in names[0]:
        chosen: js.Expr | None = None
        types: list[Type] = []
        for part in reversed(parts):
            value, type_ = next((v, t) for n, v, t in part.binds if n == name)
            types.append(type_)
            chosen = (
                value if chosen is None or part.test is None else js.Conditional(part.test, value, chosen)
            )
        assert chosen is not None
        binds.append((name, chosen, union(*types)))
    tests = [p.test for p in parts]
    test: js.Expr | None = None
    if all(t is not None for t in tests):
        test = tests[0]
        for more in tests[1:]:
            assert test is not None and more is not None
            test = js.Binary("||", test, more)
    narrowed = [p.narrowed for p in parts]
    both = union(*(n for n in narrowed if n is not None)) if all(n is not None for n in narrowed) else None
    return Matched(test, binds, narrowed=both)


def _left_after(b: Builder, pattern: cst.MatchPattern, subject: Type) -> Type:
    """What of `subject` a case of `pattern` (with no guard) leaves to the cases after it: all but
    None after `case None:`, all but the class's instances after `case C()` (or `C(x=x)`, whose
    sub-patterns take anything), the rest as it is."""
    if isinstance(pattern, cst.MatchAs) and pattern.pattern is not None:
        return _left_after(b, pattern.pattern, subject)
    if isinstance(pattern, cst.MatchSingleton) and pattern.value.value == "None":
        return without_none(subject)
    subpatterns = (
        [*(p.value for p in pattern.patterns), *(k.pattern for k in pattern.kwds)]
        if isinstance(pattern, cst.MatchClass)
        else []
    )
    if isinstance(pattern, cst.MatchClass) and all(_takes_anything(p) for p in subpatterns):
        left = isinstance_narrowing(b, subject, pattern.cls, False)
        return left if left is not None else subject
    if isinstance(pattern, cst.MatchOr):
        for alternative in pattern.patterns:
            subject = _left_after(b, alternative.pattern, subject)
    return subject


def _options_apart(t: Type, fits: Callable[[Type], bool], *, objects: bool = True) -> Type | None:
    """Of a union subject, the options a sequence or mapping pattern may match (`fits`), where each
    other option is a value JS tells apart from them (a str, number, bool, None, list, and where
    `objects`, a dict or an own class's instance: `Array.isArray` tells them, while the test for a
    dict takes any object that is no array); None if there are no others, or one of them may be a
    sequence or mapping to Python (a JSON value, a NamedTuple, a deque)."""
    if not isinstance(t, UnionType):
        return None
    options = [widen(o) for o in t.options]
    taken = [o for o in options if fits(o)]
    rest = [o for o in options if not fits(o)]
    if not taken or not rest:
        return None
    for o in rest:
        own = isinstance(o, InstanceType) and isinstance(o.cls, UserClass) and not o.cls.named_tuple
        array = isinstance(o, TupleType) or (isinstance(o, ListType) and not o.view)
        if not (is_primitive(o) or o == NONE or array or (objects and (own or isinstance(o, DictType)))):
            return None
    return union(*taken)


def _takes_anything(pattern: cst.MatchPattern) -> bool:
    """A capture (`x`), the wildcard (`_`), or such a pattern `as` a name."""
    return isinstance(pattern, cst.MatchAs) and (pattern.pattern is None or _takes_anything(pattern.pattern))


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
                matched.binds.append((name.value, subject.js, matched.narrowed or subject.type))
            return matched
        case cst.MatchSingleton(value=cst.Name(value=value)):
            if value == "None":
                return Matched(js.Binary("==", subject.js, js.Null()), narrowed=NONE)
            return Matched(js.Binary("===", subject.js, js.Bool(value == "True")), narrowed=BOOL)
        case cst.MatchValue(value=value):
            lowered = b.expr(value)
            enum = widen(lowered.type)
            if (
                isinstance(enum, InstanceType)
                and isinstance(enum.cls, UserClass)
                and enum.cls.enum_members is not None
            ):
                return Matched(js.Binary("===", subject.js, lowered.js))  # `case Color.RED:` (identity)
            if not (is_primitive(widen(lowered.type)) or is_dynamic(lowered.type)):
                b.error(
                    pattern,
                    f'matching a value of type "{lowered.type.display()}" compares by identity in JavaScript',
                )
                return Matched(refused=True)
            # Python's ==: True matches 1; a str equals only a str, which the capture narrows to (mypy;
            # not where the subject may be a StrEnum's member, equal to its value)
            options = subject.type.options if isinstance(subject.type, UnionType) else (subject.type,)
            str_value = isinstance(lowered.js, js.Str) and not any(
                isinstance(widen(o), InstanceType) for o in options
            )
            return Matched(
                compare(b, pattern, cst.Equal(), subject, lowered),
                narrowed=lowered.type if str_value else None,
            )
        case cst.MatchOr(patterns=alternatives):
            parts = [_pattern(b, alternative.pattern, subject) for alternative in alternatives]
            if any(p.refused for p in parts):
                return Matched(refused=True)
            reached = next((i for i, p in enumerate(parts) if p.test is None), len(parts) - 1)
            parts = parts[: reached + 1]  # (an alternative that always matches ends them)
            if any(p.binds for p in parts):
                return _alternatives_binding(b, pattern, parts)
            narrowed = [p.narrowed for p in parts]
            either = union(*(n for n in narrowed if n is not None)) if None not in narrowed else None
            if parts[-1].test is None:
                return Matched(narrowed=either)
            test = parts[0].test
            assert test is not None
            for part in parts[1:]:
                assert part.test is not None
                test = js.Binary("||", test, part.test)
            return Matched(test, narrowed=either)
        case cst.MatchTuple(patterns=elements) | cst.MatchList(patterns=elements):
            return _sequence(b, pattern, list(elements), subject)
        case cst.MatchClass():
            return _class(b, pattern, subject)
        case cst.MatchMapping():
            return _mapping(b, pattern, subject)
    b.error(pattern, "this pattern is not supported")
    return Matched(refused=True)


def _all(tests: list[js.Expr], binds: list[tuple[str, js.Expr, Type]]) -> Matched:
    if not tests:
        return Matched(None, binds)
    test = tests[0]
    for more in tests[1:]:
        test = js.Binary("&&", test, more)
    return Matched(test, binds)


#: Builtin classes whose one positional sub-pattern matches the subject itself (`case str(s)`).
_SELF_MATCHING = ("bool", "bytes", "dict", "float", "frozenset", "int", "list", "set", "str", "tuple")


def _class(b: Builder, pattern: cst.MatchClass, subject: TExpr) -> Matched:
    """`Cls(p, ..., name=q)`: an isinstance test, then each sub-pattern on the subject itself (a builtin
    class), on the attribute `__match_args__` names (a dataclass's fields) or on the named attribute."""
    test = isinstance_test(b, subject.js, pattern.cls, subject.type)
    if test is None:
        b.error(pattern.cls, "a class pattern takes a class, or str, int, float, bool, list, dict, bytes")
        return Matched(refused=True)
    tests = [test]
    narrowed = isinstance_narrowing(b, subject.type, pattern.cls, True) or b.scope.annotations.resolve(
        pattern.cls
    )
    builtin = isinstance(pattern.cls, cst.Name) and b.symbol(pattern.cls.value) is None
    targets: list[tuple[cst.MatchPattern, str | None]] = []  # (sub-pattern, attribute; None: the subject)
    if pattern.patterns:
        if builtin and isinstance(pattern.cls, cst.Name) and pattern.cls.value in _SELF_MATCHING:
            if len(pattern.patterns) > 1:
                b.error(pattern, f"{pattern.cls.value}() accepts 1 positional sub-pattern")
                return Matched(refused=True)
            targets.append((pattern.patterns[0].value, None))
        else:
            names = match_args(narrowed)
            if names is None or len(pattern.patterns) > len(names):
                have = "no __match_args__" if names is None else f"{len(names)} __match_args__"
                b.error(pattern, f'"{narrowed.display()}" has {have}: name the attributes (Cls(x=...))')
                return Matched(refused=True)
            targets += [(p.value, name) for p, name in zip(pattern.patterns, names)]
    targets += [(k.pattern, k.key.value) for k in pattern.kwds]
    binds: list[tuple[str, js.Expr, Type]] = []
    for sub, attr in targets:
        value = (
            TExpr(subject.js, narrowed)
            if attr is None
            else attribute_of(b, TExpr(subject.js, narrowed), attr, pattern)
        )
        if value is None:
            return Matched(refused=True)
        part = _pattern(b, sub, value)
        if part.refused:
            return Matched(refused=True)
        if part.test is not None:
            tests.append(part.test)
        binds += part.binds
    matched = _all(tests, binds)
    matched.narrowed = narrowed
    return matched


def _mapping(b: Builder, pattern: cst.MatchMapping, subject: TExpr) -> Matched:
    """`{"key": p, **rest}`: a dict (not a list) holding each key as its own, each value matching."""
    t = widen(subject.type)
    dicts = _options_apart(t, lambda o: isinstance(o, DictType) and not o.is_map, objects=False)
    if dicts is not None:  # `dict[str, int] | int`: the dicts (plain objects) among values that are none
        inner = _mapping(b, pattern, TExpr(subject.js, dicts))
        if inner.refused:
            return inner
        given = dict_test(subject.js, t)
        return Matched(given if inner.test is None else js.Binary("&&", given, inner.test), inner.binds)
    typed = isinstance(t, InstanceType) and t.cls.kind == "typeddict"
    if isinstance(t, DictType) and t.is_map:
        b.error(
            pattern,
            f'a mapping pattern on "{subject.type.display()}" (a dict of int or tuple keys) is not supported',
        )
        return Matched(refused=True)
    if not (isinstance(t, DictType) or typed or is_dynamic(t)):
        b.error(pattern, f'a mapping pattern matches a dict, not "{subject.type.display()}"')
        return Matched(refused=True)
    tests: list[js.Expr] = []
    if is_dynamic(t):
        tests.append(dict_test(subject.js, t))
    binds: list[tuple[str, js.Expr, Type]] = []
    keys: list[str] = []
    for element in pattern.elements:
        key = element.key
        if not isinstance(key, cst.SimpleString) or not isinstance(key.evaluated_value, str):
            b.error(key, "a mapping pattern's keys are str literals here")
            return Matched(refused=True)
        name = key.evaluated_value
        keys.append(name)
        if typed:
            assert isinstance(t, InstanceType)
            field = t.cls.fields().get(name)
            if field is None:
                b.error(key, f'TypedDict "{t.cls.name}" has no key "{name}"')
                return Matched(refused=True)
            js_key, value_type = field.js_name, field.type
        else:
            js_key, value_type = name, (t.value if isinstance(t, DictType) else ANY)
        own = js.Call(js.Member(js.Name("Object"), "hasOwn"), [subject.js, js.Str(js_key)])
        tests.append(own)
        part = _pattern(b, element.pattern, TExpr(js.Index(subject.js, js.Str(js_key)), value_type))
        if part.refused:
            return Matched(refused=True)
        if part.test is not None:
            tests.append(part.test)
        binds += part.binds
    if pattern.rest is not None:
        if typed:
            b.error(pattern.rest, "**rest of a TypedDict is not supported: read the keys you need")
            return Matched(refused=True)
        rest = b.call_helper("$dictWithout", subject.js, js.Array([js.Str(k) for k in keys]))
        binds.append((pattern.rest.value, rest, t if isinstance(t, DictType) else DictType(STR, ANY)))
    return _all(tests, binds)


def _sequence(
    b: Builder,
    pattern: cst.MatchPattern,
    elements: list[cst.MatchSequenceElement | cst.MatchStar],
    subject: TExpr,
) -> Matched:
    """`(a, b)`, `[x, *rest]`: a tuple of that length, or a list checked for it when it runs."""
    stars = [i for i, e in enumerate(elements) if isinstance(e, cst.MatchStar)]
    t = widen(subject.type)
    if isinstance(t, UnionType) and any(o == NONE for o in t.options):
        present = without_none(t)  # `list[int] | None`: None matches no sequence pattern
        if isinstance(widen(present), (ListType, TupleType)):
            inner = _sequence(b, pattern, elements, TExpr(subject.js, present))
            if inner.refused:
                return inner
            given = js.Binary("!=", subject.js, js.Null())
            return Matched(given if inner.test is None else js.Binary("&&", given, inner.test), inner.binds)
    arrays = _options_apart(t, lambda o: isinstance(o, TupleType) or (isinstance(o, ListType) and not o.view))
    if arrays is not None:  # `list[int] | str`: the lists and tuples (JS arrays) among values that are none
        inner = _sequence(b, pattern, elements, TExpr(subject.js, arrays))
        if inner.refused:
            return inner
        is_array = js.Call(js.Member(js.Name("Array"), "isArray"), [subject.js])
        return Matched(is_array if inner.test is None else js.Binary("&&", is_array, inner.test), inner.binds)
    fixed = len(elements) - len(stars)
    tests: list[js.Expr] = []
    shapes = [widen(o) for o in t.options] if isinstance(t, UnionType) else []
    if shapes and all(isinstance(o, ListType) and not o.view for o in shapes):
        # `list[str] | tuple[str, ...]`: arrays alike, matched by their length and items
        t = ListType(union(*(o.item for o in shapes if isinstance(o, ListType))))
        shapes = []
    elif (
        stars
        and shapes
        and all(isinstance(o, TupleType) or (isinstance(o, ListType) and not o.view) for o in shapes)
    ):
        # `[a, *rest]` of `list[int] | tuple[str, str]`: an array of any of their items
        held = [
            o.items if isinstance(o, TupleType) else (o.item,)
            for o in shapes
            if isinstance(o, (TupleType, ListType))
        ]
        t = ListType(union(*(item for items in held for item in items)))
        shapes = []
    if isinstance(t, TupleType) and not stars:
        if len(t.items) != len(elements):
            return Matched(js.Bool(False))  # a tuple of another length never matches
        items: list[Type] = list(t.items)
    elif (
        shapes
        and all(isinstance(o, (ListType, TupleType)) for o in shapes)
        and any(isinstance(o, ListType) for o in shapes)
        and not stars
    ):
        # `list[int] | tuple[str, str]`: a list of the pattern's length, or a tuple of it
        lists = [o.item for o in shapes if isinstance(o, ListType)]
        fitting = [o for o in shapes if isinstance(o, TupleType) and len(o.items) == len(elements)]
        items = [union(*lists, *(o.items[i] for o in fitting)) for i in range(len(elements))]
        tests.append(js.Binary("===", js.Member(subject.js, "length"), js.Num(str(len(elements)))))
    elif shapes and all(isinstance(o, TupleType) for o in shapes) and not stars:
        # `tuple[int, str] | tuple[int]`: the tuples of the pattern's length, told apart by it
        fitting = [o for o in shapes if isinstance(o, TupleType) and len(o.items) == len(elements)]
        if not fitting:
            return Matched(js.Bool(False))
        items = [union(*(o.items[i] for o in fitting)) for i in range(len(elements))]
        if len(fitting) < len(shapes):
            tests.append(js.Binary("===", js.Member(subject.js, "length"), js.Num(str(len(elements)))))
    elif isinstance(t, (ListType, TupleType)) or is_dynamic(t):
        item = (
            t.item
            if isinstance(t, ListType)
            else union(*t.items)
            if isinstance(t, TupleType) and t.items
            else OBJECT  # an `object`'s items are `object`s too (mypy's), not JSON values
            if isinstance(t, ObjectType)
            else ANY
        )
        items = [item] * len(elements)
        op, count = (">=", fixed) if stars else ("===", len(elements))
        length = js.Binary(op, js.Member(subject.js, "length"), js.Num(str(count)))
        if isinstance(t, (ListType, TupleType)):
            tests.append(length)
        elif isinstance(t, ObjectType):
            # an `object` may hold a deque, which is a sequence to Python: its items as an array
            tests.append(js.Binary("&&", b.call_helper("$isSequence", subject.js), length))
            subject = TExpr(b.call_helper("$seqItems", subject.js), subject.type)
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


def match_args(t: Type) -> tuple[str, ...] | None:
    """The attributes a class pattern's positional sub-patterns match: the class's `__match_args__`
    (a tuple of str literals), else a dataclass's fields in order; None when the class has neither."""
    if isinstance(t, TupleType) and t.named is not None:
        t = InstanceType(t.named)  # a NamedTuple: its fields
    if not (isinstance(t, InstanceType) and isinstance(t.cls, UserClass)):
        return None
    for stmt in t.cls.node.body.body if isinstance(t.cls.node.body, cst.IndentedBlock) else ():
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if (
                isinstance(small, cst.Assign)
                and len(small.targets) == 1
                and isinstance(small.targets[0].target, cst.Name)
                and small.targets[0].target.value == "__match_args__"
                and isinstance(small.value, cst.Tuple)
            ):
                names = [
                    e.value.evaluated_value
                    for e in small.value.elements
                    if isinstance(e.value, cst.SimpleString)
                ]
                if len(names) == len(small.value.elements) and all(isinstance(n, str) for n in names):
                    return tuple(str(n) for n in names)
                return None
    if t.cls.dataclass_fields is not None:
        return t.cls.match_args() if not t.cls.named_tuple else tuple(t.cls.dataclass_fields)
    for base in t.cls.bases():  # a subclass inherits its base's (a dataclass's fields, or its own)
        inherited = match_args(InstanceType(base))
        if inherited is not None:
            return inherited
    return None


def attribute_of(b: Builder, owner: TExpr, attr: str, node: cst.CSTNode) -> TExpr | None:
    """`owner.attr` for a class pattern's sub-pattern: a declared attribute (a field, a property)."""
    t = widen(owner.type)
    if isinstance(t, TupleType) and t.named is not None:
        t = InstanceType(t.named)  # a NamedTuple's field
    if isinstance(t, InstanceType) and t.cls.kind != "typeddict":
        member = t.cls.member(attr, t.args)
        if member is not None and member.kind == "attribute":
            js_name = t.cls.js_name_of(attr) if isinstance(t.cls, UserClass) else member.js_name
            return TExpr(js.Member(owner.js, js_name), member.type)
    b.error(node, f'"{owner.type.display()}" has no attribute "{attr}" to match')
    return None
