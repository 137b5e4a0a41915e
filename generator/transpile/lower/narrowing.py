"""Flow-sensitive narrowing, as a type checker does: `if x is None: return` makes `x` a `str`
afterwards; `if x is None: x = "default"` too; `a if x is not None else b` sees a `str` in `a`;
`isinstance(x, str)` narrows to `str` (and the else branch to the rest). Names narrow, and so do
attribute paths (`if run.error is not None: run.error.name`) until a store to their base."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.resolve.locals import stored_to
from generator.transpile.resolve.module_scope import last_name
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    BYTEARRAY,
    BYTES,
    FLOAT,
    INT,
    JSON_INT,
    NONE,
    NOT_BOOL_ANY,
    STR,
    CallableType,
    ClassObjectType,
    DictType,
    FunctionType,
    InstanceType,
    JsonNumber,
    ListType,
    LiteralType,
    NotBoolAny,
    TupleType,
    Type,
    UnionType,
    holds_json,
    is_dynamic,
    union,
    widen,
    without_none,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def path_of(node: cst.BaseExpression) -> str | None:
    """`x`, `x.a.b` or `x["k"]` (a literal str or int key: `x.['k']`): what a narrowing is about
    (`(x := value)` is about `x`); None for anything else."""
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.NamedExpr) and isinstance(node.target, cst.Name):
        return node.target.value
    if isinstance(node, cst.Attribute):
        base = path_of(node.value)
        return f"{base}.{node.attr.value}" if base is not None else None
    if (
        isinstance(node, cst.Subscript)
        and len(node.slice) == 1
        and isinstance(node.slice[0].slice, cst.Index)
    ):
        key = node.slice[0].slice.value
        base = path_of(node.value)
        if base is None:
            return None
        if isinstance(key, cst.SimpleString) and key.prefix == "":
            return f"{base}.[{key.evaluated_value!r}]"
        if isinstance(key, cst.Integer):
            return f"{base}.[{key.value}]"
    return None


def _current(b: Builder, node: cst.BaseExpression, path: str) -> Type | None:
    """The type of what a test reads at `path`: as it read it (the test is lowered before what it
    says is asked: `Builder.lowered_type`)."""
    if "." not in path:
        return b.local_type(path)
    if path in b.path_types:
        return b.path_types[path]
    return b.lowered_type(node)


def narrowings(b: Builder, test: cst.BaseExpression, when: bool) -> dict[str, Type]:
    """Names and attribute paths whose type is narrower where `test` is `when`."""
    match test:
        case cst.Comparison(
            left=left,
            comparisons=[cst.ComparisonTarget(operator=op, comparator=cst.Name(value="None"))],
        ):
            path = path_of(left)
            current = _current(b, left, path) if path is not None else None
            if path is None or current is None or not isinstance(op, (cst.Is, cst.IsNot)):
                return {}
            not_none = isinstance(op, cst.IsNot) == when
            return {path: without_none(current) if not_none else NONE}
        case cst.Comparison(
            left=cst.Attribute() as left,
            comparisons=[cst.ComparisonTarget(operator=op, comparator=comparator)],
        ) if isinstance(op, (cst.Is, cst.IsNot, cst.Equal, cst.NotEqual)):
            value = _literal_value(comparator)
            if value is _NOT_LITERAL:
                return {}
            equal = isinstance(op, (cst.Is, cst.Equal)) == when
            return _discriminated(
                b, left, lambda lit: value in lit.values if equal else lit.values != (value,)
            )
        case cst.Comparison(
            left=cst.Subscript(
                slice=[cst.SubscriptElement(slice=cst.Index(value=cst.SimpleString() as key))]
            ) as left,
            comparisons=[cst.ComparisonTarget(operator=op, comparator=comparator)],
        ) if isinstance(op, (cst.Equal, cst.NotEqual)):
            # `msg["type"] == "a"` of a union of TypedDicts tagged by a Literal key
            value = _literal_value(comparator)
            tag = key.evaluated_value
            if value is _NOT_LITERAL or not isinstance(tag, str):
                return {}
            equal = isinstance(op, cst.Equal) == when
            return _discriminated(
                b, left, lambda lit: value in lit.values if equal else lit.values != (value,), key=tag
            )
        case cst.Call(func=cst.Name(value="isinstance"), args=[cst.Arg(value=value), cst.Arg(value=kind)]):
            path = path_of(value)
            current = _current(b, value, path) if path is not None else None
            if path is None or current is None or b.symbol("isinstance") is not None:
                return {}
            narrowed_type = isinstance_narrowing(b, current, kind, when)
            return {path: narrowed_type} if narrowed_type is not None else {}
        case cst.Call(func=cst.Name(value="callable"), args=[cst.Arg(value=value)]):
            # `callable(v)` of `str | Callable[[], str]`: the options that are (or are not) callable
            path = path_of(value)
            current = _current(b, value, path) if path is not None else None
            if path is None or not isinstance(current, UnionType) or b.symbol("callable") is not None:
                return {}
            kept = [o for o in current.options if _callable_type(o) == when]
            return {path: union(*kept)} if kept else {}
        case cst.Attribute() if not when:
            return _discriminated(b, test, lambda lit: any(not v for v in lit.values))
        case cst.Name() | cst.Attribute() | cst.NamedExpr() | cst.Subscript() if when:
            path = path_of(test)
            current = _current(b, test, path) if path is not None else None
            found = {path: without_none(current)} if path is not None and current is not None else {}
            if isinstance(test, cst.Attribute):
                found.update(_discriminated(b, test, lambda lit: any(bool(v) for v in lit.values)))
            return found
        case cst.UnaryOperation(operator=cst.Not(), expression=inner):
            return narrowings(b, inner, not when)
        case cst.BooleanOperation(operator=cst.And(), left=left, right=right) if when:
            return _both(b, left, right, True)
        case cst.BooleanOperation(operator=cst.Or(), left=left, right=right) if not when:
            return _both(b, left, right, False)
        case cst.BooleanOperation(operator=cst.Or(), left=left, right=right):
            return _either(b, left, right, True)
        case cst.BooleanOperation(operator=cst.And(), left=left, right=right):
            return _either(b, left, right, False)
    return {}


_NOT_LITERAL = object()


def _callable_type(t: Type) -> bool:
    """What `callable()` is true of: a function, a class, an instance of a class with `__call__`."""
    if isinstance(t, InstanceType):
        return isinstance(t.cls, UserClass) and t.cls.defines("__call__")
    return isinstance(t, (CallableType, FunctionType, ClassObjectType))


def _literal_value(node: cst.BaseExpression) -> object:
    match node:
        case cst.Name(value="True"):
            return True
        case cst.Name(value="False"):
            return False
        case cst.Name(value="None"):
            return None
        case cst.SimpleString():
            return node.evaluated_value
        case cst.Integer():
            return int(node.value.replace("_", ""), 0)
    return _NOT_LITERAL


def _discriminated(
    b: Builder,
    attribute: cst.Attribute | cst.Subscript,
    keeps: Callable[[LiteralType], bool],
    key: str | None = None,
) -> dict[str, Type]:
    """A tagged union narrowed by its tag, as mypy does: `result.done is True` keeps the options of
    `result`'s union whose `done` is a Literal that can be True (and every option it cannot tell);
    `msg["type"] == "a"` (`key`) those TypedDicts whose `type` key can be "a"."""
    path = path_of(attribute.value)
    current = _current(b, attribute.value, path) if path is not None else None
    if path is None or not isinstance(current, UnionType):
        return {}
    kept: list[Type] = []
    for option in current.options:
        tag: Type | None = None
        if key is not None and isinstance(option, InstanceType) and option.cls.kind == "typeddict":
            field = option.cls.fields().get(key)
            tag = field.type if field is not None else None
        elif key is None and isinstance(attribute, cst.Attribute) and isinstance(option, InstanceType):
            member = option.cls.member(attribute.attr.value, option.args)
            tag = member.type if member is not None and member.kind == "attribute" else None
        if not isinstance(tag, LiteralType) or keeps(tag):
            kept.append(option)
    return {path: union(*kept)} if kept and len(kept) < len(current.options) else {}


def _both(
    b: Builder, left: cst.BaseExpression, right: cst.BaseExpression, when: bool, left_when: bool | None = None
) -> dict[str, Type]:
    """`a and b` true (or `a or b` false): both tests hold; `b` is read where `a` already narrowed.
    (`left_when`: what `a` was, when it differs from `b`'s `when`.)"""
    first = narrowings(b, left, when if left_when is None else left_when)
    with narrowed(b, first):
        second = narrowings(b, right, when)
    # `a` again where `b` narrowed: `isinstance(v, bool) or not isinstance(v, int)` false leaves an
    # int that is no bool, in either order (of an Any, "not a bool" says something only of an int)
    with narrowed(b, {**first, **second}):
        again = narrowings(b, left, when if left_when is None else left_when)
    # (only where `a` said nothing the first time: narrowing again what it narrowed could widen it)
    return {**first, **second, **{k: t for k, t in again.items() if k in second and k not in first}}


def _either(b: Builder, left: cst.BaseExpression, right: cst.BaseExpression, when: bool) -> dict[str, Type]:
    """`a or b` true (or `a and b` false): `a` held, or it did not and `b` held (as mypy joins them):
    a path both narrow is narrowed to the union of the two."""
    first = narrowings(b, left, when)
    second = _both(b, left, right, when, left_when=not when)  # `a` did not hold, then `b` did
    return {path: union(first[path], second[path]) for path in first.keys() & second.keys()}


_PRIMITIVES = {"str": STR, "int": INT, "float": FLOAT, "bool": BOOL}
_CONTAINERS: dict[str, Type] = {
    "list": ListType(ANY),
    "tuple": TupleType(()),  # (matches every tuple: a NamedTuple, a `tuple[int, ...]`)
    "dict": DictType(STR, ANY),
    "bytes": BYTES,  # a Uint8Array: never a bytearray (a `$ByteArray`)
    "bytearray": BYTEARRAY,
}


def class_alternatives(b: Builder, kind: cst.BaseExpression) -> cst.BaseExpression:
    """`isinstance(x, A | B)` is `isinstance(x, (A, B))` (PEP 604): the tuple form; an alias of such a
    union (`Num = int | float`) is what it names."""
    symbol = b.symbol(kind.value) if isinstance(kind, cst.Name) else None
    if symbol is not None and isinstance(symbol.alias_of, cst.BinaryOperation):
        # a copy, placed where the alias is named: its errors point at this call
        return class_alternatives(b, b.parsed.stand_in(symbol.alias_of.deep_clone(), kind))
    if isinstance(kind, cst.Tuple):  # `(Num, str)`: each alias is what it names
        inners = [class_alternatives(b, e.value) for e in kind.elements]
        if all(inner is e.value for inner, e in zip(inners, kind.elements)):
            return kind
        flat: list[cst.BaseExpression] = []
        for inner in inners:
            flat += [e.value for e in inner.elements] if isinstance(inner, cst.Tuple) else [inner]
        return b.parsed.stand_in(cst.Tuple([cst.Element(p) for p in flat]), kind)
    if not (isinstance(kind, cst.BinaryOperation) and isinstance(kind.operator, cst.BitOr)):
        return kind
    parts: list[cst.BaseExpression] = []
    for side in (kind.left, kind.right):
        inner = class_alternatives(b, side)
        parts += [e.value for e in inner.elements] if isinstance(inner, cst.Tuple) else [inner]
    return b.parsed.stand_in(cst.Tuple([cst.Element(p) for p in parts]), kind)


def isinstance_narrowing(b: Builder, current: Type, kind: cst.BaseExpression, when: bool) -> Type | None:
    """What `isinstance(x, kind)` leaves of x's type when it is `when`; None if it cannot say."""
    kind = class_alternatives(b, kind)
    kinds = [e.value for e in kind.elements] if isinstance(kind, cst.Tuple) else [kind]
    targets: list[Type] = []
    for k in kinds:
        if isinstance(k, cst.Name) and k.value == "None":  # `isinstance(x, str | None)`
            targets.append(NONE)
        elif isinstance(k, cst.Name) and b.symbol(k.value) is None and k.value in _PRIMITIVES:
            targets.append(_PRIMITIVES[k.value])
        elif isinstance(k, cst.Name) and k.value in _CONTAINERS and b.symbol(k.value) is None:
            targets.append(_CONTAINERS[k.value])
        else:
            resolved = b.scope.annotations.resolve(k) if isinstance(k, (cst.Name, cst.Attribute)) else None
            named_tuple = isinstance(resolved, TupleType) and resolved.named is not None
            if not (isinstance(resolved, InstanceType) or named_tuple):
                return None
            assert resolved is not None
            targets.append(resolved)

    def matches(option: Type) -> bool:
        option = widen(option)
        for target in targets:
            if isinstance(target, TupleType) and not target.items and target.named is None:
                if isinstance(option, TupleType) or (isinstance(option, ListType) and option.is_tuple):
                    return True
            elif isinstance(target, ListType) and isinstance(option, ListType):
                if not option.is_tuple:
                    return True
            elif isinstance(target, (ListType, DictType)):
                if type(option) is type(target):
                    return True
            elif isinstance(target, InstanceType) and isinstance(option, InstanceType):
                if option.cls.is_subclass_of(target.cls):
                    return True
            elif isinstance(target, TupleType) and isinstance(option, TupleType) and target.named is not None:
                if option.named is target.named:  # a NamedTuple's instances (a plain tuple is none)
                    return True
            elif option == target or (target == INT and option == BOOL):
                return True
        return False

    if is_dynamic(current):
        if not when:  # of a JSON value, "not a bool" is worth keeping: a later `isinstance(v, int)` is an int
            return NOT_BOOL_ANY if targets == [BOOL] and holds_json(current) else None
        if isinstance(current, NotBoolAny):
            return union(*targets)
        if targets == [INT]:
            return JSON_INT  # a bool is an int: `isinstance(True, int)`, and JSON's `true` is one
        if INT in targets:
            targets.append(BOOL)
        if INT in targets and FLOAT in targets:
            joined = union(*targets)
            return JsonNumber(joined.options) if isinstance(joined, UnionType) else joined
        return union(*targets)

    def subclasses(option: Type) -> list[Type]:
        """The targets that are subclasses of `option` (`isinstance(a, Dog)` of an `Animal` is a Dog)."""
        option = widen(option)
        if not isinstance(option, InstanceType):
            return []
        # (`Exception`, `BaseException` and the builtin exceptions are the runtime's `Error`, the root)
        root_exception = option.cls.is_exception() and not option.cls.bases()
        return [
            t
            for t in targets
            if isinstance(t, InstanceType)
            and t.cls.kind == "class"
            and (t.cls.is_subclass_of(option.cls) or (root_exception and t.cls.is_exception()))
        ]

    options = list(current.options) if isinstance(current, UnionType) else [current]
    kept: list[Type] = []
    for option in options:
        if matches(option):
            kept += [option] if when else []
        else:  # a strict superclass of a target: the target when the test holds, itself when not
            kept += subclasses(option) if when else [option]
    return union(*kept) if kept else None


def test_clock(b: Builder) -> Callable[[], int | None]:
    """Before a test is lowered: what gives, once it is, the clock its narrowings hold since (see
    `Builder.stale`): before the test where it called something (`isinstance(b.v, str) and
    setter(b)`: the call may have undone what the first operand said), else None (now)."""
    start, calls = b.tick(), b.last_call
    return lambda: start if b.last_call != calls else None


@contextmanager
def narrowed(b: Builder, types: dict[str, Type], since: int | None = None) -> Iterator[None]:
    names = {n: t for n, t in types.items() if "." not in n}
    saved: dict[str, Type | None] = {name: b.local_type(name) for name in names}
    saved_paths, saved_at = dict(b.path_types), dict(b.narrowed_at)
    partial = b.partial_names()
    for name, type_ in names.items():
        b.set_type(name, type_)
    b.path_types.update({p: t for p, t in types.items() if "." in p})
    b.narrowed_at.update(dict.fromkeys(types, b.tick() if since is None else since))
    try:
        yield
    finally:
        completed = partial - b.partial_names()  # `if out: out.append(x)`: its type is known now
        for name, previous in saved.items():
            if name in completed:
                previous = b.declared_types({name})[name]
            if previous is not None:
                b.set_type(name, previous)
        b.path_types.clear()
        b.path_types.update(saved_paths)
        b.narrowed_at = saved_at


@contextmanager
def read_as_test(b: Builder, node: cst.BaseExpression) -> Iterator[None]:
    """`x.v is None`, `isinstance(x.v, int)`, `if x.v:`: a test asks what `x.v` holds now, so its read
    is not checked against what an earlier test said of it (see `expressions.stale_checked`)."""
    path = path_of(node)
    if path is None or "." not in path or path in b.tested_paths:
        yield
        return
    b.tested_paths.add(path)
    try:
        yield
    finally:
        b.tested_paths.discard(path)


def narrow(b: Builder, types: dict[str, Type], since: int | None = None) -> None:
    """Narrow for the rest of the block (the other branch left it); `since`: the clock where the
    narrowing was found (a test before branches that may have called something)."""
    for name, type_ in types.items():
        if "." in name:
            b.path_types[name] = type_
        else:
            b.set_type(name, type_)
        b.narrowed_at[name] = b.tick() if since is None else since


def always_exits(body: cst.BaseSuite, b: Builder | None = None) -> bool:
    """The block ends in return, raise, continue or break (or, given `b`, a call of the worker's
    function declared `-> NoReturn`, as mypy reads it)."""
    statements = body.body if isinstance(body, cst.IndentedBlock) else ()
    if isinstance(body, cst.SimpleStatementSuite):
        smalls = body.body
    elif statements and isinstance(statements[-1], cst.SimpleStatementLine):
        smalls = statements[-1].body
    else:
        return False
    if not smalls:
        return False
    last = smalls[-1]
    if isinstance(last, (cst.Return, cst.Raise, cst.Continue, cst.Break)):
        return True
    return b is not None and _calls_no_return(b, last)


def _calls_no_return(b: Builder, small: cst.BaseSmallStatement) -> bool:
    call = small.value if isinstance(small, cst.Expr) else None
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name)) or b.local_type(call.func.value):
        return False
    function = b.scope.functions.get(call.func.value)
    returns = function.returns.annotation if function is not None and function.returns is not None else None
    return last_name(returns) in ("NoReturn", "Never")


@contextmanager
def store_log(b: Builder) -> Iterator[dict[str, list[Type]]]:
    """Every type assigned to a plain name while the block is lowered."""
    log: dict[str, list[Type]] = {}
    b.store_logs.append(log)
    try:
        yield log
    finally:
        # logs nest as blocks do; `remove` would drop the first *equal* log (two empty ones are)
        popped = b.store_logs.pop()
        assert popped is log


def after_reassignment(
    body: cst.BaseSuite, when_false: dict[str, Type], log: dict[str, list[Type]]
) -> dict[str, Type]:
    """`if x is None: x = default` (no else): afterwards `x` is what the test left it or what the body
    assigned. Only when the body assigns the name unconditionally, and only by plain assignment."""
    out = {}
    for name, kept in when_false.items():
        if log.get(name) and _assigns_first_level(body, name) and not _stored_otherwise(body, name):
            out[name] = union(kept, *log[name])
    return out


def _is_target(target: cst.BaseExpression, name: str) -> bool:
    """Whether an assignment's target is the name or attribute path `name` (`x`, `state.ctx`)."""
    if "." in name:
        return path_of(target) == name
    return isinstance(target, cst.Name) and target.value == name


def _assigns_first_level(body: cst.BaseSuite, name: str) -> bool:
    lines = body.body if isinstance(body, cst.IndentedBlock) else [body]
    for line in lines:
        smalls = line.body if isinstance(line, (cst.SimpleStatementLine, cst.SimpleStatementSuite)) else ()
        for small in smalls:
            if isinstance(small, cst.Assign) and any(_is_target(t.target, name) for t in small.targets):
                return True
            if isinstance(small, cst.AnnAssign) and _is_target(small.target, name) and small.value:
                return True
    return False


def _stored_otherwise(body: cst.BaseSuite, name: str) -> bool:
    """A store to `name` that is not `name = value` (loop targets, unpacking, `+=`, `except as`); of
    an attribute path (`state.ctx`), also a store to its base name (`state = ...`)."""
    base = name.split(".", 1)[0]

    class Finder(cst.CSTVisitor):
        found = False

        def _target(self, node: cst.BaseExpression | None, plain: bool = False) -> None:
            """`plain`: `target = value`, which is what `after_reassignment` reads for `name` itself."""
            for stored in stored_to(node):
                path = path_of(stored)
                if path == base or (path == name and not plain):
                    self.found = True

        def visit_For(self, node: cst.For) -> None:
            self._target(node.target)

        def visit_CompFor(self, node: cst.CompFor) -> None:
            self._target(node.target)

        def visit_AugAssign(self, node: cst.AugAssign) -> None:
            self._target(node.target)

        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            if not isinstance(node.target, cst.Name) or "." in name:
                self._target(node.target, plain=True)

        def visit_AsName(self, node: cst.AsName) -> None:
            self._target(node.name)

    finder = Finder()
    body.visit(finder)
    return finder.found


def unchanged_by_calls(b: Builder, name: str) -> bool:
    """A name of the function (or of one around it), or a module-level one no function rebinds
    through `global` (`MIN_PORT`), which no call can rebind (nor a nested def's `nonlocal`): read after
    code that does not store it (`stored_names`), it holds what Python read before."""
    context = b.function
    while context is not None:
        if name in context.locals or name in context.stored:
            return name not in context.global_names and not context.rebindable(name)
        context = context.parent
    return name in b.globals and name not in b.rebound_globals


def stored_names(node: cst.CSTNode) -> set[str]:
    """Names a statement stores to in its own scope (nested functions, lambdas and comprehensions
    have their own, but a comprehension's `:=` stores in this one)."""

    class Finder(cst.CSTVisitor):
        def __init__(self) -> None:
            self.names: set[str] = set()

        def _add(self, target: cst.BaseExpression | None) -> None:
            if target is None:
                return
            if isinstance(target, cst.Name):
                self.names.add(target.value)
            elif isinstance(target, (cst.Tuple, cst.List)):
                for element in target.elements:
                    self._add(element.value)
            elif isinstance(target, cst.StarredElement):
                self._add(target.value)

        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            self._add(node.target)

        def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
            self._add(node.target)

        def visit_AugAssign(self, node: cst.AugAssign) -> None:
            self._add(node.target)

        def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
            self._add(node.target)  # `elif (x := f()) > 0:` stores x on that path only

        def visit_For(self, node: cst.For) -> None:
            self._add(node.target)

        def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
            if node.name is not None and isinstance(node.name.name, cst.Name):
                self.names.add(node.name.name.value)

        def visit_WithItem(self, node: cst.WithItem) -> None:
            self._add(node.asname.name if node.asname is not None else None)

        def visit_ImportAlias(self, node: cst.ImportAlias) -> None:
            if node.asname is not None:
                self._add(node.asname.name)
                return
            bound: cst.BaseExpression = node.name
            while isinstance(bound, cst.Attribute):  # `import a.b` binds `a`
                bound = bound.value
            self._add(bound)

        def visit_MatchAs(self, node: cst.MatchAs) -> None:
            self._add(node.name)

        def visit_MatchStar(self, node: cst.MatchStar) -> None:
            self._add(node.name)

        def visit_MatchMapping(self, node: cst.MatchMapping) -> None:
            self._add(node.rest)

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            self.names.add(node.name.value)
            return False

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            self.names.add(node.name.value)
            return False

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            return False

        def _comprehension(self, node: cst.BaseComp | cst.DictComp) -> bool:
            # its own scope, but for a `:=` inside, which stores in the scope around it
            self.names.update(_walrus_targets(node))
            return False

        def visit_ListComp(self, node: cst.ListComp) -> bool:
            return self._comprehension(node)

        def visit_DictComp(self, node: cst.DictComp) -> bool:
            return self._comprehension(node)

        def visit_GeneratorExp(self, node: cst.GeneratorExp) -> bool:
            return self._comprehension(node)

        def visit_SetComp(self, node: cst.SetComp) -> bool:
            return self._comprehension(node)

    finder = Finder()
    node.visit(finder)
    return finder.names


def _walrus_targets(node: cst.CSTNode) -> set[str]:
    """The names `:=` stores inside a comprehension (not inside a lambda or def in it)."""

    class Finder(cst.CSTVisitor):
        def __init__(self) -> None:
            self.names: set[str] = set()

        def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
            if isinstance(node.target, cst.Name):
                self.names.add(node.target.value)

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            return False

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False

    finder = Finder()
    node.visit(finder)
    return finder.names
