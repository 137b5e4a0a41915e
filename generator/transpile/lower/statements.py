"""Statements: assignments (const/let from the binding plan), control flow, try/except, raise."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import libcst as cst
import libcst.matchers as m

from generator.transpile.js import ast as js
from generator.transpile.lower import flow, functions, generators, maps, printing
from generator.transpile.lower.contexts import lower_with, stop_passes
from generator.transpile.lower.expressions import checked_read, empty_literal, member_of, narrowed_read
from generator.transpile.lower.iteration import (
    Iteration,
    checked_walk,
    iterate,
    iterate_value,
    own_iterator,
    target_pattern,
    unpack_level,
    unpack_target,
    unpacks_unchecked,
)
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.library.builtins import class_tuple_test
from generator.transpile.lower.library.bytearray_methods import bytearray_in_place, bytes_given
from generator.transpile.lower.library.dict_methods import key_access
from generator.transpile.lower.library.exceptions import (
    CATCH_ALL,
    CAUGHT_WITH_FIELDS,
    EXCEPTIONS,
    constructed_class,
    exception_class,
    json_decode_error,
    plain_message,
    runtime_error_test,
    sdk_error_test,
    unicode_decode_error,
    with_arguments,
)
from generator.transpile.lower.library.iter_tools import iterated_keys
from generator.transpile.lower.library.list_methods import extend
from generator.transpile.lower.library.set_methods import set_item_problem
from generator.transpile.lower.matching import lower_match
from generator.transpile.lower.naming import OBJECT_PROTOTYPE, js_identifier
from generator.transpile.lower.narrowing import (
    always_exits,
    narrow,
    narrowed,
    narrowings,
    path_of,
    store_log,
    stored_names,
    test_clock,
    unchanged_by_calls,
)
from generator.transpile.lower.operators import arithmetic, dict_union_problem, own_in_place
from generator.transpile.lower.purity import is_simple, literal_int, may_act, order_observable, without_value
from generator.transpile.lower.store_checks import (
    changes_what_others_read,
    changes_what_others_read_at,
    held_so_far,
    why_mixed,
)
from generator.transpile.lower.typed import TExpr, as_index, own_dunder
from generator.transpile.resolve import bindings
from generator.transpile.resolve.locals import (
    plain_target_names,
    starred_target,
    suite_statements,
    target_names,
)
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    BOOL_AS_NUMBER,
    ERROR,
    FLOAT,
    INT,
    MISREAD_STORES,
    NEVER,
    NONE,
    NOT_AN_ARRAY,
    POWER_AS_INT,
    REAL,
    STR,
    VIEW_KEPT,
    AnyType,
    AwaitableType,
    ByteArrayType,
    BytesType,
    CallableType,
    ClassObjectType,
    DequeType,
    DictType,
    FloatAnnotation,
    InstanceType,
    IteratorType,
    ListType,
    LiteralType,
    Prim,
    RangeType,
    SetType,
    TupleType,
    Type,
    UnionType,
    assignable,
    bool_as_number,
    is_dynamic,
    is_int,
    is_str,
    mixed_number_store,
    power_as_int,
    union,
    widen,
    widen_literal,
    without_none,
)
from generator.transpile.resolve.unbound import walk
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def lower_block(
    b: Builder, body: cst.BaseSuite | list[cst.BaseStatement] | tuple[cst.BaseStatement, ...]
) -> list[js.Stmt]:
    statements = suite_statements(body) if isinstance(body, cst.BaseSuite) else list(body)
    out: list[js.Stmt] = []
    plan = b.plan
    for index, stmt in enumerate(statements):
        for name in plan.hoisted_before.get(stmt, []):
            out.append(js.VarDecl("let", js.Name(js_identifier(name)), origin=b.origin(stmt)))
        lowered = lower_statement(b, stmt)
        if lowered:
            if lowered[0].origin is None and stmt in b.parsed.positions:
                lowered[0].origin = b.origin(stmt)
            lowered[0].leading = _leading(stmt, first=index == 0 and not out)
        out.extend(lowered)
    return out


def _leading(stmt: cst.BaseStatement, *, first: bool) -> list[str]:
    """The Python comments above a statement, and one blank line where the source had some."""
    lines: list[str] = []
    for line in getattr(stmt, "leading_lines", ()):
        if line.comment is not None:
            lines.append(line.comment.value.lstrip("#").strip())
        elif lines[-1:] != [""]:
            lines.append("")
    while lines and lines[0] == "" and first:
        lines.pop(0)
    return lines


def lower_statement(b: Builder, stmt: cst.BaseStatement) -> list[js.Stmt]:
    match stmt:
        case cst.SimpleStatementLine(body=body):
            out: list[js.Stmt] = []
            for small in body:
                out.extend(_small(b, stmt, small))
            return out
        case cst.If():
            return [_if(b, stmt)]
        case cst.For():
            return _for(b, stmt)
        case cst.While(test=test, body=body, orelse=orelse):
            flag = b.fresh("$broke") if orelse is not None else None
            loop = _with_break_flag(
                b, flag, lambda: [flow.settled_loop(b, stmt, lambda: _while_round(b, test, body))]
            )
            return _loop_else(b, flag, loop, orelse)
        case cst.Try():
            return _try(b, stmt)
        case cst.FunctionDef():
            return functions.nested_function(b, stmt)
        case cst.ClassDef():
            b.error(
                stmt.name,
                (
                    "a class defined in a function is not supported (Python makes a new class at each call): "
                    if b.function is not None
                    else "a class defined in a block (if, try, with or a loop) is not supported: "
                )
                + f'define "{stmt.name.value}" at module level, or in a class body',
            )
            return []
        case cst.With():
            return lower_with(b, stmt)
        case cst.Match():
            return lower_match(b, stmt)
    b.error(stmt, f"unsupported statement ({type(stmt).__name__})")
    return []


def _small(b: Builder, line: cst.SimpleStatementLine, small: cst.BaseSmallStatement) -> list[js.Stmt]:
    match small:
        case cst.Expr(value=value):
            if isinstance(value, (cst.SimpleString, cst.ConcatenatedString, cst.Ellipsis)):
                return []  # a docstring, or the `...` body of a stub
            if isinstance(value, cst.Yield):
                return [js.ExprStmt(generators.lower_yield(b, value, value_used=False).js)]
            lowered = b.expr(value)
            if isinstance(widen(lowered.type), AwaitableType):
                b.error(
                    value,
                    "this awaitable is dropped: nothing waits for it or sees its error; await it, "
                    "or pass it to ctx.wait_until(...)",
                )
            return [js.ExprStmt(without_value(lowered.js))]
        case cst.Assign(targets=targets, value=value):
            # `a = d[k] = value`: the value once, then each target in turn, left to right (one
            # object, as in Python): read back from the first target when it is a name, else held
            first = targets[0].target
            expected = _container_expected(b, first) or _pair_expected(b, first, value)
            if (
                b.function is None
                and expected is None
                and _starts_empty(b, value)
                and isinstance(first, cst.Name)
                and (
                    first.value not in b.globals_declared or b.globals_declared[first.value] in _UNTYPED_EMPTY
                )
            ):
                # (mypy types it by the module's first store into it; functions read it before that here)
                b.error(
                    value,
                    f'"{first.value}" starts empty at module level with no declared type: annotate it '
                    f"({first.value}: list[str] = [], dict[str, int] = {{}}, set[int] = set())",
                )
            lowered = b.expr(value, expected)
            out: list[js.Stmt] = []
            if len(targets) > 1 and not isinstance(first, cst.Name) and not is_simple(lowered.js):
                held = js.Name(b.fresh("$value"))
                out.append(js.VarDecl("const", held, lowered.js))
                lowered = TExpr(held, lowered.type)
            out += assign(b, line, first, lowered, None)
            again = (
                TExpr(js.Name(js_identifier(first.value)), lowered.type)
                if isinstance(first, cst.Name)
                else lowered
            )
            for later in targets[1:]:
                out += assign(b, line, later.target, again, None)
            if _starts_partial(b, targets, value, expected):
                assert b.function is not None and isinstance(first, cst.Name)
                b.function.partial.add(first.value)
                for stmt in out:  # `d = {}`: its type, written when the first store gives it
                    if (
                        isinstance(stmt, js.VarDecl)
                        and isinstance(stmt.init, js.Object)
                        and not stmt.init.props
                    ):
                        b.function.partial_objects[first.value] = stmt
            return out
        case cst.AnnAssign(target=target, annotation=annotation, value=value) if (
            value is not None and b.scope.annotations.infers(annotation.annotation)
        ):
            return assign(b, line, target, b.expr(value), None)  # `X: Final = 60.0` is a float
        case cst.AnnAssign(target=target, annotation=annotation, value=value):
            declared = b.scope.annotations.resolve(annotation.annotation)
            if value is None:
                return _declare_only(b, line, target, declared)
            lowered = b.expr(value, declared)
            kept = _defaultdict_held(target, lowered.type, declared)
            if kept is not None:
                return _typed_attribute(assign(b, line, target, lowered, kept), target, declared)
            if bool_as_number(lowered.type, declared) and not (
                isinstance(target, cst.Name) and widen(lowered.type) == BOOL  # narrowed: see assign()
            ):
                b.error(value, BOOL_AS_NUMBER)
            elif power_as_int(lowered.type, declared):
                b.error(value, POWER_AS_INT)
            elif (
                isinstance(target, cst.Name)
                and (misread := mixed_number_store(declared, lowered.type)) in MISREAD_STORES
                and not (misread == NOT_AN_ARRAY and _own_object_as_other(lowered.type, declared))
            ):
                b.error(value, str(misread))  # `ds: list[dict[str, int]] = [defaultdict(int)]`
            elif _map_and_object(lowered.type, declared):
                made, wanted = widen(lowered.type), widen(declared)
                why = (
                    f": a {made.kind} read as a plain dict raises KeyError for a missing key, where Python "
                    f'gives the default; annotate it "{lowered.type.display()}"'
                    if isinstance(made, DictType)
                    and isinstance(wanted, DictType)
                    and wanted.kind == "dict" != made.kind
                    else ""
                )
                b.error(
                    value,
                    f'a dict of {made.key.display()} keys stored as "{declared.display()}" (mypy allows it): it is '
                    f"a JavaScript Map here, which code reading the variable as that type would take for another "
                    f'value; annotate it "{lowered.type.display()}"'
                    if isinstance(made, DictType) and not isinstance(wanted, DictType)
                    else f'Incompatible types in assignment (expression has type "{lowered.type.display()}", '
                    f'variable has type "{declared.display()}"){why}',
                )
                if isinstance(target, cst.Name):
                    b.bind(target.value, declared)  # (declared all the same: its reads say no more)
                return []  # reported: the store's own checks would say it again
            elif kind := _own_object_as_other(lowered.type, declared):
                b.error(
                    value,
                    f'a {kind} stored as "{declared.display()}" (mypy allows it): the variable would be read '
                    f"as that type, and a {kind} is its own object here; annotate it {kind}, or store list(...) of it",
                )
            return _typed_attribute(assign(b, line, target, lowered, declared), target, declared)
        case cst.AugAssign():
            return _augmented(b, small)
        case cst.Return(value=value):
            if b.function is None:
                b.error(small, '"return" outside function')
                return []
            expected = b.function.result
            if value is None:
                return [js.Return(None)]
            returned = b.expr(value, expected)
            if (
                b.function.is_async
                and b.function.yields is None
                and isinstance(widen(returned.type), AwaitableType)
            ):
                b.error(
                    value,
                    "an async def returning an awaitable is not supported: its JavaScript promise would run "
                    "it and give its result; return await it, or return it from a def",
                )
            elif bool_as_number(returned.type, expected):
                b.error(value, BOOL_AS_NUMBER)
            elif expected == FLOAT and widen(returned.type) != FLOAT and not is_dynamic(returned.type):
                # `-> float` whose returns all read as floats is taken to give a float; this one may not
                # (an own class's `__truediv__` returning an int)
                b.error(
                    value,
                    f'this return gives "{returned.type.display()}" where every return of the function reads as a '
                    "float by its form (its callers print the result as a float): return float(...)",
                )
            elif (misread := mixed_number_store(expected, returned.type)) in MISREAD_STORES:
                b.error(value, f"this return: {misread}")  # `-> dict[str, int]` of a defaultdict
            elif power_as_int(returned.type, expected):
                b.error(value, POWER_AS_INT)
            elif not assignable(returned.type, expected):
                b.error(
                    value,
                    f'Incompatible return value type (got "{returned.type.display()}", expected "{expected.display()}")',
                )
            elif _literal_only(expected) and not _literal_only(returned.type):
                # a str where a Literal is declared, which mypy trusted (`(only,) = counts`): so does tsc
                return [js.Return(js.TypeCast(returned.js, jsdoc_type(expected)))]
            return [js.Return(returned.js)]
        case cst.Raise():
            return _raise(b, small)
        case cst.Pass():
            return []
        case cst.Break():
            flag = b.break_flags[-1] if b.break_flags else None
            if flag is not None:  # the loop has an else: it must know it was broken
                return [js.Assign(js.Name(flag), js.Bool(True)), js.Break()]
            return [js.Break()]
        case cst.Continue():
            return [js.Continue()]
        case cst.Del(target=target):
            return _delete(b, small, target)
        case cst.Assert(test=test, msg=msg):
            # AssertionError(msg): str() of it is str(msg), and `except AssertionError` catches it
            b.maybe_skipped += 1
            try:
                message = b.expr(msg) if msg is not None else None
                failure: js.Expr = js.New(exception_class(b, "AssertionError"), [])
                if msg is not None and message is not None and plain_message(message.type):
                    failure = js.New(exception_class(b, "AssertionError"), [printing.to_str(b, msg, message)])
                elif msg is not None and message is not None:
                    # `assert ok, n`: e.args keeps n itself, as Python's
                    bare = js.New(exception_class(b, "AssertionError"), [])
                    failure = with_arguments(b, bare, [(msg, message)], ["AssertionError"]) or failure
            finally:
                b.maybe_skipped -= 1
            throw = js.Throw(failure)
            start = b.tick()
            checked: list[js.Stmt] = [js.If(js.Unary("!", b.condition(test)), [throw])]
            narrow(b, narrowings(b, test, True), start)  # past it, the test held (`assert m is not None`)
            return checked
        case cst.Global(names=names):
            # the function's plan leaves these to the module: its stores are plain assignments
            for item in names:
                if b.function is None or item.name.value not in b.globals:
                    b.error(
                        item.name,
                        f'"global {item.name.value}" needs a module-level "{item.name.value} = ..."',
                    )
                else:
                    b.function.global_names.add(item.name.value)
            return []
        case cst.Nonlocal(names=names):
            for item in names:
                _nonlocal(b, item.name)
            return []
        case cst.Import() | cst.ImportFrom():
            if small not in b.scope.hoisted_imports:  # (the module's own import, see module_scope.py)
                b.error(
                    small,
                    "this import binds a name the module binds otherwise (a function's import is the "
                    "module's here): import it at module level, under another name if need be",
                )
            return []
    b.error(small, f"unsupported statement ({type(small).__name__})")
    return []


def _defaultdict_held(target: cst.BaseExpression, value: Type, declared: Type) -> Type | None:
    """`totals: dict[str, float] = defaultdict(float)`: the name holds a defaultdict (or Counter),
    whose missing keys read as the factory's value, where mypy keeps the declared dict: the name is
    declared as what it holds, so passing it where a plain dict is read stays refused (a KeyError
    there would be the factory's value in Python)."""
    value, declared = widen(value), widen(declared)
    if not (
        isinstance(target, cst.Name)
        and isinstance(value, DictType)
        and isinstance(declared, DictType)
        and declared.kind == "dict"
        and value.kind != "dict"
    ):
        return None
    held = replace(value, key=declared.key, value=declared.value)
    return held if assignable(value, held) and assignable(replace(held, kind="dict"), declared) else None


def _map_and_object(value: Type, declared: Type) -> bool:
    """A dict of int or tuple keys (a JS Map) declared as a str-keyed dict or Any, or the other way
    around (`d: defaultdict[int, int] = defaultdict(int)` builds a plain object): refused, as the
    lowering reads the variable by its declared type."""
    value, declared = widen(value), widen(declared)
    if (
        isinstance(value, DictType)
        and isinstance(declared, (DictType, AnyType))
        and not is_dynamic(value.key)
    ):
        return not assignable(value, declared)
    return False


def _own_object_as_other(value: Type, declared: Type) -> str:
    """A range or a bytearray declared as something else mypy lets it be (`Sequence[int]`,
    `Iterable[int]`, `object`, `Any`): its kind, refused, as the lowering reads the variable by its
    declared type (a list's `$at`, a JSON `$dynLen`); "" for other values."""
    options = declared.options if isinstance(declared, UnionType) else (declared,)
    for kind in (RangeType, ByteArrayType):
        if isinstance(widen(value), kind) and not any(isinstance(widen(o), kind) for o in options):
            return widen(value).display()
    return ""


def assign(
    b: Builder, stmt: cst.CSTNode, target: cst.BaseExpression, value: TExpr, declared: Type | None
) -> list[js.Stmt]:
    names = target_names(target, starred=True)
    nested = isinstance(target, (cst.Tuple, cst.List)) and any(
        isinstance(e.value, (cst.Tuple, cst.List)) for e in target.elements
    )
    if isinstance(target, (cst.Tuple, cst.List)) and (names is None or nested):
        return _unpack_into_places(b, stmt, target, value)
    if (
        isinstance(target, cst.Subscript)
        and len(target.slice) == 1
        and isinstance(target.slice[0].slice, cst.Slice)
    ):
        return _slice_assign(b, target, target.slice[0].slice, value)
    if isinstance(target, cst.Attribute) and target.attr.value in ("__cause__", "__context__"):
        b.error(
            target,
            f"assigning {target.attr.value} is not supported: raise the exception with `raise ... from e`",
        )
        return []
    if names is None:
        view = widen(value.type)
        if isinstance(view, ListType) and view.view:  # `self.ks = d.keys()`: read later
            b.error(stmt, VIEW_KEPT)
        place = _store_target(b, target, value.type)
        if place is None:
            return []
        if order_observable(b, [value.js, *place.parts]):
            # Python evaluates the value before the target's object and key; JS after
            held = js.Name(b.fresh("$value"))
            return [js.VarDecl("const", held, value.js), place.store(held)]
        return [place.store(value.js)]
    plan = b.plan
    view = widen(value.type)
    if isinstance(view, ListType) and view.view:
        b.error(
            stmt,
            f"a {view.view} view is live in Python (it follows the dict's changes); keep list(...) of it",
        )
    if len(names) == 1 and isinstance(target, cst.Name):
        name = names[0]
        kind = plan.declared_at.get((stmt, name))
        type_ = declared or value.type
        stored = widen(value.type)
        if declared == INT and stored == BOOL:
            type_ = union(INT, BOOL)  # `x: int = True` holds a bool (it prints True) until a store
        if (problem := changes_what_others_read(b, name, stored)) is not None:
            b.error(target, problem)
            return []
        b.bind(name, type_)
        if (isinstance(declared, FloatAnnotation) and stored in (INT, FLOAT, BOOL)) or (
            declared == INT and stored == BOOL
        ):
            # `x: float = 1.5` holds a float, `= 10` an int, `x: int = True` a bool, as mypy narrows
            b.narrow(name, stored)
        for log in b.store_logs:
            log.setdefault(name, []).append(type_)
        ident = js.Name(js_identifier(name))
        if kind is None:
            # an annotated store of a name declared above (`let report;` before a `try`): tsc types the
            # name by its first store, which the annotation says
            cast = _declared_jsdoc(type_, declared, value) if declared is not None else None
            return [js.Assign(ident, js.TypeCast(value.js, cast) if cast else value.js)]
        jsdoc = _declared_jsdoc(type_, declared, value)
        if jsdoc is None and kind == "const" and _is_literal(value.js):
            jsdoc = jsdoc_type(widen(type_))  # tsc types `const x = -1` as the type -1, Python as int
        made = value.js
        if jsdoc is None and _contextual_cast(made):  # the declaration says it: `/** @type */ const`
            assert isinstance(made, js.TypeCast)
            jsdoc, made = made.type, made.value
        if (
            declared is not None
            and not is_dynamic(declared)
            and _partly_dynamic(value.type)
            and not _typed_by_context(made)
        ):
            # `n: int = (await storage.get("n")) or 0`: mypy read Any where tsc reads `unknown` (a
            # generic call alone, tsc types by the declaration); the annotation says what it holds
            jsdoc, made = jsdoc_type(declared), js.TypeCast(made, "any")
        return [js.VarDecl(kind, ident, made, jsdoc_type=jsdoc)]
    value = own_iterator(b, value) or value  # `x, y = pair` of a class with __iter__: its items
    rest = starred_target(target)
    if rest is not None:
        return _unpack_rest(b, stmt, target, value, names)
    item_types = _unpacked_types(value.type, len(names))
    if item_types is None:
        b.error(target, _unpack_refused(value.type))
        item_types = [ANY] * len(names)
    for name, type_ in zip(names, item_types):
        if (problem := changes_what_others_read(b, name, widen(type_))) is not None:
            b.error(target, problem)
        b.bind(name, type_)
    pattern = target_pattern(target)
    source = value.js
    if isinstance(dict_type := widen(value.type), DictType):  # its keys, in order (`Literal` ones for tsc)
        keys = js.TypeCast(iterated_keys(value), jsdoc_type(ListType(dict_type.key)))
        source = b.call_helper("$unpack", keys, js.Num(str(len(names))))
    elif (
        isinstance(widen(value.type), (IteratorType, RangeType, ByteArrayType))
        or is_str(widen(value.type))
        or is_dynamic(widen(value.type))
    ):
        # `a, b, c = (f(p) for p in parts)`: one item more than the names at most is taken, as Python
        source = b.call_helper("$unpackIter", value.js, js.Num(str(len(names))))
    elif not isinstance(widen(value.type), TupleType):
        # a list's length is not static: the wrong number of items raises ValueError, as in Python
        source = b.call_helper("$unpack", value.js, js.Num(str(len(names))))
    kinds = {plan.declared_at.get((stmt, n)) for n in names}
    kind = kinds.pop() if len(kinds) == 1 else None
    if kind is None:
        return [js.Assign(pattern, source)]
    return [js.VarDecl(kind, pattern, source)]


def _counter_bound(b: Builder, iteration: Iteration, names: list[str], node: cst.For) -> int | None:
    """The bound of a `for i in range(a, b)` counter over literal bounds that the body does not store
    (nor a call it makes): every value it takes lies within it."""
    if iteration.kind != "range" or len(names) != 1:
        return None
    if names[0] in stored_names(node.body) or not unchanged_by_calls(b, names[0]):
        return None
    start = literal_int(iteration.start) if iteration.start is not None else None
    stop = literal_int(iteration.stop) if iteration.stop is not None else None
    return None if start is None or stop is None else max(abs(start), abs(stop))


def _slice_assign(b: Builder, target: cst.Subscript, part: cst.Slice, value: TExpr) -> list[js.Stmt]:
    """`xs[a:b] = items` (`xs[::2] = items`): the items replace the slice, as Python's list assigns it
    (an extended slice takes exactly as many items as it has: ValueError otherwise)."""
    owner = b.expr(target.value)
    t = widen(owner.type)
    if isinstance(t, ByteArrayType):  # its bytes replaced in place by `$ByteArray`, as CPython's
        given = bytes_given(b, target, value, "slice assignment")
        if given is None:
            return []
        items, helper = given, None
    elif not isinstance(t, ListType) or t.is_tuple or t.view:
        b.error(
            target, f'"{owner.type.display()}" does not support slice assignment (a list or bytearray does)'
        )
        return []
    else:
        walked = iterate_value(b, target, value)
        if walked is None:
            return []
        if problem := mixed_number_store(t.item, walked.item):
            b.error(target, problem)
            return []
        items, helper = (walked.iterable if walked.kind == "values" else value.js), "$setSlice"
    bounds: list[js.Expr] = []
    for bound in (part.lower, part.upper, part.step):
        if bound is None:
            bounds.append(js.Null())
            continue
        lowered = b.expr(bound)
        if widen(lowered.type) not in (INT, BOOL, NONE):
            b.error(bound, f'slice indices must be ints or None, not "{lowered.type.display()}"')
            return []
        bounds.append(lowered.js)
    out: list[js.Stmt] = []
    if order_observable(b, [items, owner.js, *bounds]):  # Python evaluates the value first
        held = js.Name(b.fresh("$items"))
        out.append(js.VarDecl("const", held, items))
        items = held
    if helper is None:
        return [*out, js.ExprStmt(js.Call(js.Member(owner.js, "setSlice"), [*bounds, items]))]
    return [*out, js.ExprStmt(b.call_helper(helper, owner.js, *bounds, items))]


def _unpack_into_places(
    b: Builder, stmt: cst.CSTNode, target: cst.Tuple | cst.List, value: TExpr
) -> list[js.Stmt]:
    """`xs[i], xs[j] = xs[j], xs[i]`, `self.w, self.h = w, h`, `(a, b), c = pairs`: the value's items
    first, then each target in turn, left to right, as Python stores them."""
    if any(isinstance(e, cst.StarredElement) for e in target.elements):
        b.error(target, "a starred target is supported among names only (first, *rest = items)")
        return []
    count = len(target.elements)
    types = _unpacked_types(value.type, count)
    if types is None:
        b.error(target, f'cannot unpack "{value.type.display()}" into {count} targets')
        types = [ANY] * count
    stored_names = set(plain_target_names(target))
    if (
        isinstance(value.js, js.Array)
        and isinstance(widen(value.type), TupleType)
        and all(_is_value(item, stored_names) for item in value.js.items)
    ):
        # `self.w, self.h = w, h`: items that no store can change, assigned in order as they are
        items = list(value.js.items)
        out: list[js.Stmt] = []
    else:
        held = js.Name(b.fresh("$items"))
        source = value.js
        if not isinstance(widen(value.type), TupleType):
            source = b.call_helper("$unpack", value.js, js.Num(str(count)))
        typed = jsdoc_type(value.type) if isinstance(widen(value.type), TupleType) else None
        out = [js.VarDecl("const", held, source, jsdoc_type=typed)]  # tsc: a tuple, not an array
        items = [js.Index(held, js.Num(str(i))) for i in range(count)]
    for element, item, type_ in zip(target.elements, items, types):
        out += assign(b, stmt, element.value, TExpr(item, type_), None)
    return out


def _is_value(item: js.Expr, stored: set[str]) -> bool:
    """A literal, or a name the unpacking does not store to: what it gives cannot change meanwhile."""
    if isinstance(item, (js.Num, js.Str, js.Bool, js.Null)):
        return True
    return isinstance(item, js.Name) and item.id not in stored and not item.id.startswith("$")


def _unpack_rest(
    b: Builder, stmt: cst.CSTNode, target: cst.BaseExpression, value: TExpr, names: list[str]
) -> list[js.Stmt]:
    """`first, *rest = xs` (`first, *middle, last = xs`): at least len(names) - 1 items, or
    ValueError; the starred name is a list."""
    assert isinstance(target, (cst.Tuple, cst.List))
    star = next(i for i, e in enumerate(target.elements) if isinstance(e, cst.StarredElement))
    after = len(target.elements) - star - 1
    t = widen(value.type)
    if isinstance(t, TupleType):
        items = list(t.items)
        if len(items) < len(names) - 1:
            b.error(target, f'cannot unpack "{value.type.display()}" into {len(names)} names')
        middle = items[star : len(items) - after]
        rest_type: Type = ListType(union(*middle)) if middle else ListType(ANY)
        types: list[Type] = [*items[:star], rest_type, *items[len(items) - after :]]
    elif isinstance(t, ListType) or is_dynamic(t):
        item = t.item if isinstance(t, ListType) else ANY
        types = [item] * star + [ListType(item)] + [item] * after
    elif (items_of := _unpacked_types(t, 1)) is not None:  # a str, range, bytes or iterator: its items
        item = items_of[0]
        types = [item] * star + [ListType(item)] + [item] * after
        value = TExpr(js.Array([js.Spread(iterated_keys(value, b))]), ListType(item))
    else:
        b.error(target, _unpack_refused(value.type))
        types = [ANY] * star + [ListType(ANY), *[ANY] * after]
    for element, type_ in zip(target.elements, types):
        named = element.value
        if isinstance(named, cst.Name):
            if (problem := changes_what_others_read(b, named.value, widen(type_))) is not None:
                b.error(named, problem)
            b.bind(named.value, type_)
    pattern = target_pattern(target)  # the starred name as one item: the helper gives its list
    assert isinstance(pattern, js.Array)
    if after == 0:
        if not isinstance(pattern.items[-1], js.Hole):
            pattern.items[-1] = js.Spread(pattern.items[-1])
        source = b.call_helper("$unpackAtLeast", value.js, js.Num(str(len(names) - 1)))
    else:  # JS has no pattern with a rest before its last element: the helper splits the items
        source = b.call_helper("$unpackStar", value.js, js.Num(str(star)), js.Num(str(after)))
    kinds = {b.plan.declared_at.get((stmt, n)) for n in names}
    kind = kinds.pop() if len(kinds) == 1 else None
    return [js.Assign(pattern, source)] if kind is None else [js.VarDecl(kind, pattern, source)]


def _starts_partial(
    b: Builder, targets: Sequence[cst.AssignTarget], value: cst.BaseExpression, expected: Type | None
) -> bool:
    """`out = []` (or `{}`, `set()`) in a function, of no declared type: what it holds is known at its
    first store (mypy's partial type; see `Builder.complete`)."""
    return (
        _starts_empty(b, value)
        and expected is None
        and b.function is not None
        and len(targets) == 1
        and isinstance(targets[0].target, cst.Name)
        and b.function.declared.get(targets[0].target.value) in _UNTYPED_EMPTY
    )


#: What an empty literal (or `set()`) of no context is typed: its items' type comes from its first store.
_UNTYPED_EMPTY = (ListType(ANY), ListType(NEVER), DictType(STR, ANY), DictType(STR, NEVER), SetType(ANY))


def _starts_empty(b: Builder, value: cst.BaseExpression) -> bool:
    """`[]`, `{}` or `set()`: a container whose type its first store gives (mypy's partial type)."""
    return empty_literal(value) or (
        isinstance(value, cst.Call)
        and isinstance(value.func, cst.Name)
        and value.func.value == "set"
        and not value.args
        and b.symbol("set") is None
    )


def _pair_expected(b: Builder, target: cst.BaseExpression, value: cst.BaseExpression) -> Type | None:
    """`buffer, n = [], 0` where `buffer` is declared `list[str]`: each empty literal takes its name's
    declared container type, as mypy types it (the other items take their names' declared types)."""
    if not (
        isinstance(target, (cst.Tuple, cst.List))
        and isinstance(value, cst.Tuple)
        and len(target.elements) == len(value.elements)
        and all(isinstance(e, cst.Element) for e in value.elements)
    ):
        return None
    hints = [
        (_container_expected(b, t.value) if isinstance(t, cst.Element) else None) for t in target.elements
    ]
    empties = [
        h is not None and isinstance(v, cst.Element) and v.value is not None and empty_literal(v.value)
        for h, v in zip(hints, value.elements)
    ]
    if not any(empties):
        return None
    return TupleType(tuple(h if h is not None and empty else ANY for h, empty in zip(hints, empties)))


def _container_expected(b: Builder, target: cst.BaseExpression) -> Type | None:
    """`xs = []` where `xs` is declared `list[int] | None` (the `if xs is None: xs = []` idiom): the
    empty literal takes the declared container type, as mypy infers it; also of an attribute of the
    method's own object (`if self.log is None: self.log = []`)."""
    if b.function is None:
        return None
    if (
        isinstance(target, cst.Attribute)
        and isinstance(target.value, cst.Name)
        and target.value.value == b.receiver()
        and (cls := b.method_class()) is not None
    ):
        member = cls.member(target.attr.value)
        declared = member.type if member is not None and member.kind == "attribute" else None
    elif isinstance(target, cst.Name):
        declared = b.function.declared.get(target.value)
    elif isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name):
        # `d[k] = {}` of a `dict[str, dict[int, int]]`: the item type (a Map, where its keys say so)
        owner = b.local_type(target.value.value)
        owner = widen(owner) if owner is not None else None
        declared = (
            owner.value
            if isinstance(owner, DictType)
            else owner.item
            if isinstance(owner, ListType)
            else None
        )
    else:
        return None
    container = without_none(declared) if declared is not None else None
    # (also `log = print` where `log` is declared `Optional[Callable[[str], None]]`: print of one argument)
    return container if isinstance(container, (ListType, DictType, CallableType)) else None


def _contextual_cast(value: js.Expr) -> bool:
    """A cast of `xs.map(...)` (a comprehension of tuples): tsc types the arrow's array as a tuple from
    a declared type as well, which reads better than the cast."""
    if not isinstance(value, js.TypeCast) or not isinstance(value.value, js.Call):
        return False
    callee = value.value.callee
    return isinstance(callee, js.Member) and callee.prop in ("map", "flatMap")


def _typed_attribute(stored: list[js.Stmt], target: cst.BaseExpression, declared: Type) -> list[js.Stmt]:
    """`self.mode: Mode = "fast"`, `self.pre: tuple[int, int] = (9, 0)`: tsc types an attribute by
    what the class stores in it, widening a literal or a tuple's array; the annotated store declares
    its type (`/** @type {[number, number]} */ this.pre = [9, 0];`), which tsc holds the others to."""
    if isinstance(target, cst.Attribute) and _inferred_otherwise(declared):
        for stmt in stored:
            if isinstance(stmt, js.Assign) and isinstance(stmt.target, js.Member) and stmt.op == "=":
                stmt.jsdoc_type = jsdoc_type(declared)
                break
    return stored


def _inferred_otherwise(t: Type) -> bool:
    """A type holding a Literal or a tuple anywhere, which tsc infers otherwise from a stored value."""
    if isinstance(t, (LiteralType, TupleType)) or (isinstance(t, ListType) and t.is_tuple):
        return True
    if isinstance(t, UnionType):
        return any(_inferred_otherwise(o) for o in t.options)
    if isinstance(t, (ListType, SetType)):
        return _inferred_otherwise(t.item)
    if isinstance(t, DictType):
        return _inferred_otherwise(t.key) or _inferred_otherwise(t.value)
    return False


def _holds_literal(t: Type) -> bool:
    """A Literal type, or a union holding one: tsc widens a literal stored where no type is declared."""
    return any(isinstance(o, LiteralType) for o in (t.options if isinstance(t, UnionType) else (t,)))


def _declared_jsdoc(type_: Type, declared: Type | None, value: TExpr) -> str | None:
    """`/** @type {T} */` where tsc cannot infer what Python says: Any values, annotated locals."""
    if is_dynamic(type_) and not isinstance(value.js, js.Null):
        return "any"  # e.g. `await request.json()` is `unknown` to tsc
    if declared is not None and (not isinstance(widen(declared), Prim) or _holds_literal(declared)):
        return jsdoc_type(declared)
    listed = widen(type_)
    if (
        isinstance(value.js, js.Array)
        and not value.js.items
        and isinstance(listed, ListType)
        and (is_dynamic(listed.item) or listed.item == NEVER)
    ):
        return "any[]"  # `rows = []` filled later: tsc would type it by its first pushes, mypy does not
    if isinstance(value.js, js.Array) and isinstance(listed, ListType):
        items = widen(listed.item)
        options = items.options if isinstance(items, UnionType) else (items,)
        if all(isinstance(widen(o), TupleType) for o in options):
            return jsdoc_type(type_)  # tsc reads `[["a", 1], ...]` as arrays of the items' union
    return None


def _typed_by_context(e: js.Expr) -> bool:
    """An expression tsc types by the declaration it initialises: a name, a member, or a call (awaited
    or not) of a generic function, whose type argument the declaration gives."""
    if isinstance(e, js.Await):
        e = e.value
    return isinstance(e, (js.Name, js.Member)) or (
        isinstance(e, js.Call) and not isinstance(e.callee, js.Arrow)
    )


def _partly_dynamic(t: Type) -> bool:
    """Any, or a union with Any among its options (`Any | int`: what `json_value or 0` is)."""
    t = widen(t)
    return is_dynamic(t) or (isinstance(t, UnionType) and any(is_dynamic(o) for o in t.options))


def _is_literal(e: js.Expr) -> bool:
    if isinstance(e, js.Unary) and e.op == "-":
        e = e.operand
    return isinstance(e, (js.Num, js.Str, js.Bool))


def _literal_only(t: Type) -> bool:
    """A Literal, or a union of them (`Literal["a", "b"]`, a type alias of one)."""
    if isinstance(t, UnionType):
        return all(_literal_only(o) for o in t.options)
    return isinstance(t, LiteralType)


def _unpack_refused(t: Type) -> str:
    if isinstance(widen(t), SetType):
        return (
            f'unpacking a "{t.display()}" is not supported: Python takes a set\'s items in hash order, which '
            "JavaScript's set does not keep; unpack sorted(...) of it"
        )
    return (
        f'unpacking a "{t.display()}" into names is not supported here: unpack a tuple, list, str or iterator'
    )


def _unpacked_types(t: Type, count: int) -> list[Type] | None:
    t = widen(t)
    if isinstance(t, TupleType):
        return list(t.items) if len(t.items) == count else None
    if isinstance(t, UnionType) and all(isinstance(widen(o), TupleType) for o in t.options):
        # `(str, float)` or `(str, int | float)` pairs: each name the union of its place's types
        per_option = [_unpacked_types(o, count) for o in t.options]
        if any(p is None for p in per_option):
            return None
        return [union(*(p[i] for p in per_option if p is not None)) for i in range(count)]
    if isinstance(t, (ListType, IteratorType)):
        return [t.item] * count
    if isinstance(t, DictType):  # its keys: `(only,) = counts`
        return [t.key] * count
    if is_str(t):
        return [STR] * count
    if isinstance(t, (RangeType, BytesType, ByteArrayType)):  # `a, b = range(2)`, `hi, lo = b"AB"`
        return [INT] * count
    if is_dynamic(t):
        return [ANY] * count
    return None


def _declare_only(b: Builder, stmt: cst.CSTNode, target: cst.BaseExpression, declared: Type) -> list[js.Stmt]:
    if not isinstance(target, cst.Name):
        return []  # `self.x: int` in a class body or method: a declaration for the checker only
    b.bind(target.value, declared)
    kind = b.plan.declared_at.get((stmt, target.value))
    # (tsc types a bare `let` by what is stored, its literal types widened: `mode: Mode` says them)
    typed = jsdoc_type(declared) if _holds_literal(declared) else None
    return [js.VarDecl("let", js.Name(js_identifier(target.value)), jsdoc_type=typed)] if kind else []


@dataclass
class Store:
    """Where an assignment writes: `store(value)` is the statement; `current` reads what is there (for
    `+=`), with the receiver and key evaluated once."""

    store: Callable[[js.Expr], js.Stmt]
    current: Callable[[], TExpr]
    #: The receiver and key are names or literals, so reading then writing evaluates them once.
    repeatable: bool = True
    #: The receiver and key, in the order the store evaluates them.
    parts: tuple[js.Expr, ...] = ()
    #: Writing back what is there does nothing (a name, an item, an attribute but not a property).
    plain: bool = True
    #: What the store then says of the path it writes (`self.n += 1` of an `int | None` narrowed to
    #: int leaves an int): given the stored value's type.
    narrows: Callable[[Type], None] | None = None


def _held(b: Builder, e: js.Expr, hoist: list[js.Stmt] | None, stem: str) -> js.Expr:
    """`e`, or, for a read-then-write (`hoist` given), a `const` declared in `hoist` holding it, where
    evaluating `e` twice could do or give something else."""
    if hoist is None or is_simple(e):
        return e
    name = js.Name(b.fresh(stem))
    hoist.append(js.VarDecl("const", name, e))
    return name


def _store_target(
    b: Builder, target: cst.BaseExpression, value_type: Type, hoist: list[js.Stmt] | None = None
) -> Store | None:
    """Where `target` is written. With `hoist` (`+=`), a receiver or key that cannot be evaluated
    twice is evaluated once, into a `const` appended there."""
    if isinstance(target, cst.Attribute):
        owner = b.expr(target.value)
        if isinstance(owner.type, ClassObjectType):
            cls_ = owner.type.cls
            problem = (
                cls_.class_attribute_store_problem(target.attr.value)
                if isinstance(cls_, UserClass)
                else f'"{cls_.name}" is not a class of the worker\'s: its attributes cannot be assigned'
            )
            if problem:
                b.error(target, f"assigning a class attribute: {problem}")
                return None
        stored = path_of(target)
        if stored is not None and (changed := changes_what_others_read_at(b, stored, widen(value_type))):
            b.error(target, changed)
            return None
        # (`self.n += 1` reads it first, as a test above narrowed it: `if self.n is not None:`)
        narrowed = b.path_types.get(stored) if stored is not None else None
        if stored is not None:
            b.forget_paths(stored)
        b.forget_attribute(owner.type, target.attr.value, value_type)
        owner_type = widen(owner.type)
        if isinstance(owner_type, DequeType):
            b.error(
                target,
                f'"{target.attr.value}" of a deque cannot be assigned: Python raises AttributeError '
                "(build a new deque with the maxlen)",
            )
            return None
        if isinstance(owner_type, RangeType):
            b.error(
                target,
                f'"{target.attr.value}" of a range cannot be assigned: Python raises AttributeError '
                "(make a new range)",
            )
            return None
        if (
            isinstance(owner_type, InstanceType)
            and owner_type.cls.is_exception()
            and target.attr.value == "args"
            and owner_type.cls.member("args") is None
        ):
            # (what it was made with: `$excArgs` reads it, and str(e) follows it in Python)
            b.error(target, "assigning an exception's args is not supported: raise a new exception")
            return None
        if isinstance(owner_type, InstanceType) and isinstance(owner_type.cls, UserClass):
            problem = _read_only(owner_type.cls, target.attr.value)
            if problem:
                b.error(target, problem)
                return None
        cls = b.function.cls if b.function is not None else None
        if (
            isinstance(owner.js, js.Name)
            and owner.js.id == "this"
            and cls is not None
            and cls.member(target.attr.value) is None
        ):
            declared = value_type
            if widen(value_type) == FLOAT and not cls.stores_only_floats(target.attr.value):
                declared = REAL  # `self.last = 0.0`, later `self.last = now`: a `float`, as mypy says
            cls.attributes[target.attr.value] = declared  # `self.x = ...` declares the field
        owner = TExpr(_held(b, owner.js, hoist, "$object"), owner.type)
        member = member_of(b, target, owner, target.attr.value)
        if bool_as_number(value_type, member.type):
            b.error(target, BOOL_AS_NUMBER)
            return None
        if (mixed := mixed_number_store(member.type, value_type)) is not None:  # `self.v = 1.5`, then 2
            b.error(target, f'"{target.attr.value}" {held_so_far(mixed)}: {why_mixed(mixed)}')
            return None
        is_property = (
            isinstance(owner_type, InstanceType)
            and isinstance(owner_type.cls, UserClass)
            and target.attr.value in owner_type.cls.properties
        )
        # `t.log += [x]` of a class attribute the worker rebinds: Python stores the list back on the
        # instance, which then keeps it past `T.log = []` (see `$classAttribute`)
        shared = (
            isinstance(owner_type, InstanceType)
            and isinstance(owner_type.cls, UserClass)
            and any(target.attr.value in c.rebound for c in owner_type.cls.lineage())
        )
        if stored is not None and hoist is None and not is_property:
            _narrow_by_store(b, stored, member.type, value_type)
        if is_property:
            b.ran_worker_code()  # its setter (see `Builder.stale`)
        return Store(
            lambda value: js.Assign(member.js, value),
            lambda: _current(b, owner, target.attr.value, member, stored, narrowed),
            is_simple(owner.js),
            (owner.js,),
            plain=not is_property and not shared,
            narrows=(
                (lambda t: _narrow_by_store(b, stored, member.type, t))
                if stored is not None and not is_property
                else None
            ),
        )
    if (
        isinstance(target, cst.Subscript)
        and len(target.slice) == 1
        and isinstance(target.slice[0].slice, cst.Index)
    ):
        return _subscript_store(b, target, target.slice[0].slice.value, value_type, hoist)
    b.error(target, "unsupported assignment target")
    return None


def _current(
    b: Builder, owner: TExpr, attr: str, member: TExpr, path: str | None, narrowed: Type | None
) -> TExpr:
    """What `obj.attr += ...` reads first: as a test above narrowed it (see `expressions.attribute`)."""
    read = checked_read(b, owner, attr, member)
    if path is None or narrowed is None:
        return read
    return narrowed_read(b, path, read, narrowed)


def _narrow_by_store(b: Builder, path: str, declared: Type, value_type: Type) -> None:
    """`obj.ctx = Ctx()` of a field declared `Ctx | None`: afterwards `obj.ctx` is a `Ctx`, as mypy
    narrows it (until a store to `obj` or the merge of paths, as for a test's narrowing)."""
    if not isinstance(widen(declared), UnionType) or is_dynamic(value_type):
        return
    b.path_types[path] = value_type
    b.narrowed_at[path] = b.tick()
    for log in b.store_logs:
        log.setdefault(path, []).append(value_type)


def _read_only(cls: UserClass, attr: str) -> str:
    """Why `obj.attr = v` cannot be written ("" if it can): Python raises, JS would raise another error."""
    if cls.frozen and cls.dataclass_fields is not None and attr in cls.dataclass_fields:
        return f'"{cls.name}" is a frozen dataclass: its field "{attr}" cannot be assigned'
    if attr in cls.properties and attr not in cls.setters:
        return f'property "{attr}" of "{cls.name}" has no setter'
    return ""


def _subscript_store(
    b: Builder,
    target: cst.Subscript,
    key_node: cst.BaseExpression,
    value_type: Type = ANY,
    hoist: list[js.Stmt] | None = None,
) -> Store | None:
    owner = b.expr(target.value)
    key = b.expr(key_node)
    made = DictType(STR, widen_literal(value_type))
    if hoist is None and is_str(widen(key.type)) and b.complete(target.value, made):
        owner = TExpr(owner.js, made)  # `by_name = {}`, then `by_name[x.name] = x` (mypy's partial type)
    stored = path_of(target)
    if stored is not None and (changed := changes_what_others_read_at(b, stored, widen(value_type))):
        b.error(target, changed)
        return None
    if stored is not None:  # what a test said of `d["k"]` ends at a store to it
        b.forget_paths(stored)
    if stored is not None:  # the same key of another name for the container (an alias)
        b.forget_items(None, owner.type, stored.rpartition(".[")[2][:-1])
    else:  # `xs[i] = v`: any item may be that one
        b.forget_items(path_of(target.value), owner.type)
    t = widen(owner.type)
    item = t.item if isinstance(t, (ListType, DequeType)) else t.value if isinstance(t, DictType) else ANY
    if problem := mixed_number_store(item, value_type):
        b.error(target, problem)
        return None
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict" and isinstance(key.js, js.Str):
        fields = t.cls.fields()
        if key.js.value in fields:
            field_ = fields[key.js.value]
            if bool_as_number(value_type, field_.type) or (
                (misread := mixed_number_store(field_.type, value_type)) is not None
            ):  # `t["v"] = True` of an int field: Python keeps the bool (it prints True)
                b.error(target, BOOL_AS_NUMBER if bool_as_number(value_type, field_.type) else str(misread))
                return None
            held = _held(b, owner.js, hoist, "$object")
            place = key_access(held, TExpr(js.Str(field_.js_name), STR))
            # a key it may lack reads as Python's KeyError (`o["n"] += 1`), not undefined
            read = (
                b.call_helper("$getItem", held, js.Str(field_.js_name)) if t.cls.may_lack(field_) else place
            )
            return Store(
                lambda value: js.Assign(place, value),
                lambda: TExpr(read, field_.type),
                is_simple(held),
                (held,),
            )
    owner_js = _held(b, owner.js, hoist, "$object")
    if isinstance(t, DictType) and t.is_map:
        encoded = maps.encode(b, key_node, t, key)
        if encoded is None:
            return None
        map_js, map_type = owner_js, t
        # a tuple key's JSON text of simple items is pure: read then written again, it is the same key
        pure_key = isinstance(key.js, js.Array) and all(is_simple(k) for k in key.js.items)
        map_key_js = encoded if pure_key else _held(b, encoded, hoist, "$key")
        return Store(
            lambda value: js.ExprStmt(js.Call(js.Member(map_js, "set"), [map_key_js, value])),
            lambda: TExpr(maps.read(b, map_type, map_js, map_key_js), map_type.value),
            is_simple(owner_js) and (pure_key or is_simple(map_key_js)),
            (owner_js, map_key_js),
        )
    key_js = _held(b, key.js, hoist, "$key")
    repeatable = is_simple(owner_js) and is_simple(key_js)
    if isinstance(t, DictType) and not (is_str(t.key) or is_dynamic(t.key)):
        b.error(target, maps.key_problem(t.key))
        return None
    if isinstance(t, DictType) and (problem := maps.str_key_problem(t, key.type)):
        b.error(key_node, problem)
        return None
    if isinstance(t, DictType) or is_dynamic(t):
        value_type = t.value if isinstance(t, DictType) else ANY
        store: Callable[[js.Expr], js.Stmt]
        if is_dynamic(t):  # a JSON value: a list or a dict, known at run time
            store = lambda value: js.ExprStmt(b.call_helper("$setDyn", owner_js, key_js, value))
        elif isinstance(key_js, js.Str) and key_js.value not in OBJECT_PROTOTYPE:
            # a plain property; an Object.prototype name goes through $setItem (an own key, typed as data)
            place = key_access(owner_js, TExpr(key_js, STR))
            store = lambda value: js.Assign(place, value)
        else:
            store = lambda value: js.ExprStmt(b.call_helper("$setItem", owner_js, key_js, value))
        if isinstance(t, DictType) and t.counter:  # `c[k] += 1`: a missing key counts 0
            zero = js.Num("0")
            return Store(
                store,
                lambda: TExpr(b.call_helper("$get", owner_js, key_js, zero), INT),
                repeatable,
                (owner_js, key_js),
            )
        reader = (
            "$item"
            if is_dynamic(t)
            else "$getDefault"
            if isinstance(t, DictType) and t.missing
            else "$getItem"
        )

        def current() -> TExpr:
            if reader == "$getDefault":
                b.ran_worker_code()  # (a missing key runs its factory, which may be the worker's)
            return TExpr(b.call_helper(reader, owner_js, key_js), value_type)

        return Store(
            store,
            current,
            repeatable,
            (owner_js, key_js),
        )
    if isinstance(t, ListType):
        key_js = as_index(TExpr(key_js, key.type))  # `ys[flag] = v`
        return Store(
            lambda value: js.ExprStmt(b.call_helper("$setAt", owner_js, key_js, value)),
            lambda: TExpr(b.call_helper("$at", owner_js, key_js), t.item),
            repeatable,
            (owner_js, key_js),
        )
    # q[i] = v: IndexError "deque index out of range"; no change to its iterator. ba[i] = v: the byte
    # checked (ValueError), then the index (IndexError "bytearray index out of range"), as CPython's
    if isinstance(t, (DequeType, ByteArrayType)):
        if not is_int(key.type):
            b.error(key_node, f'index of type "{key.type.display()}": expected int')
            return None
        key_js = as_index(TExpr(key_js, key.type))
        item = t.item if isinstance(t, DequeType) else INT
        return Store(
            lambda value: js.ExprStmt(js.Call(js.Member(owner_js, "setItem"), [key_js, value])),
            lambda: TExpr(js.Call(js.Member(owner_js, "item"), [key_js]), item),
            repeatable,
            (owner_js, key_js),
        )
    setter = (
        t.cls.member("__setitem__") if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) else None
    )
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and setter is not None:
        cls = t.cls  # `g[k] = v` of a class that defines __setitem__: its method (`+=` reads __getitem__)
        b.ran_worker_code()  # (which may store what a test narrowed: see `Builder.stale`)
        getter = cls.member("__getitem__")
        current_type = getter.signatures[0].result if getter is not None and getter.signatures else ANY
        return Store(
            lambda value: js.ExprStmt(own_dunder(b, owner_js, cls, "__setitem__", [key_js, value])),
            lambda: TExpr(own_dunder(b, owner_js, cls, "__getitem__", [key_js]), current_type),
            repeatable,
            (owner_js, key_js),
        )
    b.error(target, f'"{owner.type.display()}" does not support item assignment')
    return None


def _augmented(b: Builder, node: cst.AugAssign) -> list[js.Stmt]:
    target = node.target
    hoist: list[js.Stmt] = []  # a receiver or key evaluated once: Python reads and writes one place
    if isinstance(target, cst.Name):
        current = b.expr(target)  # (a read may be checked: `$stillSet(G, "G")`; the store is to G)
        name = js.Name(js_identifier(target.value))
        place = Store(lambda value: js.Assign(name, value), lambda: current)
    else:
        found = _store_target(b, target, ANY, hoist)
        if found is None:
            return []
        place = found
        assert place.repeatable, "a receiver or key that cannot be repeated is held in a const"
        current = place.current()
    value = b.expr(node.value)
    binary_op = _AUGMENTED.get(type(node.operator))
    if binary_op is None:
        b.error(node, "unsupported augmented assignment")
        return []
    list_type = widen(current.type)
    # (a list's, bytearray's, dict's or set's own operator changes the object in place, and Python then
    # stores it back: where the right side may rebind the target, JS must store it back too)
    plain = place.plain and not may_act(value.js)
    if isinstance(list_type, ListType) and not list_type.is_tuple and binary_op in (cst.Add, cst.Multiply):
        # list.__iadd__ (extend) and __imul__ change the list itself, which its aliases see; the
        # store writes the same list back (a property's setter runs, as in Python)
        changed = _list_in_place(b, node, binary_op, current, list_type, value, gives_list=not plain)
        if changed is None:
            return []
        return [*hoist, js.ExprStmt(changed) if plain else place.store(changed)]
    if isinstance(list_type, ByteArrayType) and binary_op in (cst.Add, cst.Multiply):
        changed = bytearray_in_place(b, node, binary_op, current, value)  # in place, as a list's
        if changed is None:
            return []
        return [*hoist, js.ExprStmt(changed) if plain else place.store(changed)]
    other_type = widen(value.type)
    if binary_op is cst.BitOr and isinstance(list_type, DictType):  # dict.__ior__: update in place
        if not isinstance(other_type, DictType):
            b.error(node, f'"{list_type.display()}" |= "{value.type.display()}": use update() for pairs')
            return []
        problem = dict_union_problem(list_type, other_type, in_place=True)
        if problem is not None:
            b.error(node, problem)
            return []
        merged = b.call_helper("$dictMerge", current.js, value.js)
        return [*hoist, js.ExprStmt(merged) if plain else place.store(merged)]
    symbol = _SYMBOLS_IN_PLACE.get(binary_op)
    if isinstance(list_type, SetType) and not list_type.frozen and isinstance(other_type, SetType) and symbol:
        # set.__ior__ and friends change the set itself, which its aliases see (a frozenset's make one)
        problem = set_item_problem(union(list_type.item, other_type.item))
        if problem:
            b.error(node, problem)
            return []
        changed = b.call_helper("$setInPlace", current.js, value.js, js.Str(symbol))
        return [*hoist, js.ExprStmt(changed) if plain else place.store(changed)]
    result = own_in_place(b, binary_op, current, value) or arithmetic(b, node, binary_op, current, value)
    if isinstance(target, cst.Name):
        b.bind(target.value, result.type)
    elif place.narrows is not None:
        place.narrows(result.type)
    if (
        isinstance(current.js, (js.Name, js.Member))
        and isinstance(result.js, js.Binary)
        and result.js.left is current.js
        and (result.js.right is value.js or result.js.right == js.Call(js.Name("Number"), [value.js]))
    ):
        return [*hoist, js.Assign(current.js, result.js.right, op=result.js.op + "=")]
    return [*hoist, place.store(result.js)]


def _list_in_place(
    b: Builder,
    node: cst.AugAssign,
    operator: type,
    current: TExpr,
    list_type: ListType,
    value: TExpr,
    *,
    gives_list: bool,
) -> js.Expr | None:
    """`xs += items` / `xs *= n`: the list changed in place (`gives_list`: the expression gives it)."""
    if operator is cst.Add:
        return extend(b, node, current.js, list_type.item, value, gives_list=gives_list)
    count = widen(value.type)
    if not is_int(count):
        b.error(node, f'list *= "{value.type.display()}": the count must be an int')
        return None
    return b.call_helper("$repeatInPlace", current.js, value.js)


#: The set operators Python's set changes a set with in place (`s |= t`).
_SYMBOLS_IN_PLACE: dict[type, str] = {cst.BitOr: "|", cst.BitAnd: "&", cst.Subtract: "-", cst.BitXor: "^"}

_AUGMENTED: dict[type, type] = {
    cst.AddAssign: cst.Add,
    cst.SubtractAssign: cst.Subtract,
    cst.MultiplyAssign: cst.Multiply,
    cst.DivideAssign: cst.Divide,
    cst.FloorDivideAssign: cst.FloorDivide,
    cst.ModuloAssign: cst.Modulo,
    cst.PowerAssign: cst.Power,
    cst.BitAndAssign: cst.BitAnd,
    cst.BitOrAssign: cst.BitOr,
    cst.BitXorAssign: cst.BitXor,
    cst.LeftShiftAssign: cst.LeftShift,
    cst.RightShiftAssign: cst.RightShift,
}


def _if(b: Builder, node: cst.If) -> js.If:
    # (a call in the test or a branch may undo what the test said: the clock, then the latest call's)
    counts = [b.tick(), b.last_call]
    test = b.condition(node.test)
    counts.append(b.last_call)
    when_true, when_false = narrowings(b, node.test, True), narrowings(b, node.test, False)
    in_body = stored_names(node.body)
    in_orelse = stored_names(node.orelse) if node.orelse is not None else set()
    # what each branch leaves in the names it stores or its test narrows, joined where both go on
    watched = {n for n in (in_body | in_orelse | when_true.keys() | when_false.keys()) if "." not in n}
    # what a test nested in a branch narrows (`if v is None: raise` in the body) holds on that path
    # alone: the other branch starts where the `if` did, and after it the paths that go on are joined
    before = flow.nested_types(b, watched)
    since = counts[0] if counts[2] != counts[1] else None  # (a call in the test: see `test_clock`)
    with narrowed(b, when_true, since), store_log(b) as stores:
        body = b.statements(node.body)
        body_end = b.current_types(watched)
    counts.append(b.last_call)
    after_body = b.current_types(set(before))
    flow.set_types(b, before)
    orelse: list[js.Stmt] = []
    with narrowed(b, when_false, since):
        if isinstance(node.orelse, cst.If):
            # an `elif` is a statement of the else block: names hoisted before it are declared there
            # (`else { let label; if ... }`); without any, the printer writes `else if`
            orelse = lower_block(b, [node.orelse])
        elif isinstance(node.orelse, cst.Else):
            orelse = b.statements(node.orelse.body)
        orelse_end = b.current_types(watched)
    after_orelse = b.current_types(set(before))
    branches = (when_true, when_false), (body_end, orelse_end), (in_body, in_orelse)
    flow.join_after_if(b, node, *branches, stores, (*counts, b.last_call))
    if always_exits(node.body, b):
        flow.set_types(b, after_orelse)
    elif isinstance(node.orelse, cst.Else) and always_exits(node.orelse.body, b):
        flow.set_types(b, after_body)
    else:
        flow.join_paths(b, after_body, [after_body, after_orelse])
    return js.If(test, body, orelse)


def _with_break_flag(b: Builder, flag: str | None, lower: Callable[[], list[js.Stmt]]) -> list[js.Stmt]:
    """Lower a loop whose `break`s set `flag` (None: they set nothing, also not an outer loop's)."""
    b.break_flags.append(flag)
    try:
        return lower()
    finally:
        b.break_flags.pop()


def _loop_else(b: Builder, flag: str | None, loop: list[js.Stmt], orelse: cst.Else | None) -> list[js.Stmt]:
    """`for/while ... else`: the else block runs when the loop ended without `break`."""
    if flag is None or orelse is None:
        return loop
    otherwise = b.statements(orelse.body)
    return [
        js.VarDecl("let", js.Name(flag), js.Bool(False)),
        *loop,
        js.If(js.Unary("!", js.Name(flag)), otherwise),
    ]


def _for(b: Builder, node: cst.For) -> list[js.Stmt]:
    flag = b.fresh("$broke") if node.orelse is not None else None
    loop = _with_break_flag(b, flag, lambda: _for_loop(b, node))
    return _loop_else(b, flag, loop, node.orelse)


def _for_loop(b: Builder, node: cst.For) -> list[js.Stmt]:
    is_async = node.asynchronous is not None
    if is_async and (b.function is None or not b.function.is_async):
        b.error(node, '"async for" outside async function')
    iteration = iterate(b, node.iter, is_async=is_async)
    names = target_names(node.target)
    if names is None:
        b.error(node.target, "a for target must be a name or a tuple of names")
        return []
    if iteration is None:
        return []
    declared = {b.plan.declared_at.get((node, n)) for n in names}
    kind = declared.pop() if len(declared) == 1 else None
    bound, problem = unpack_target(node.target, iteration.item, checked=True)
    if problem:
        b.error(node.target, problem)
        bound = {n: ANY for n in names}
    # `for a, b in rows` of lists (or JSON values): each item unpacked by a statement that checks its
    # length (ValueError, as Python's), not by destructuring, which would bind undefined
    held = (
        js.Name(b.fresh("$item")) if not problem and unpacks_unchecked(node.target, iteration.item) else None
    )
    for name, type_ in bound.items():
        if (changed := changes_what_others_read(b, name, widen(type_))) is not None:
            b.error(node.target, changed)

    counted = _counter_bound(b, iteration, names, node)

    def round_() -> list[js.Stmt]:
        for name, type_ in bound.items():
            b.bind(name, type_)
        if held is not None:
            return [*_checked_unpack(b, node.target, held, iteration.item, kind), *b.statements(node.body)]
        if counted is None:
            return b.statements(node.body)
        b.int_bounds[js_identifier(names[0])] = counted
        try:
            return b.statements(node.body)
        finally:
            b.int_bounds.pop(js_identifier(names[0]), None)

    body = flow.settled_loop(b, node, round_)
    for name, type_ in bound.items():  # a closure the body made reads the name after later rounds
        if (changed := changes_what_others_read(b, name, widen(type_))) is not None:
            b.error(node.target, changed)
    if iteration.kind == "range":
        assert iteration.start is not None and iteration.stop is not None and iteration.step is not None
        if len(names) != 1:
            b.error(node.target, "a range() item is an int: it cannot be unpacked")
        counter = js_identifier(names[0])
        if kind is None or names[0] in stored_names(node.body):
            # the name outlives the loop or is reassigned in it: a hidden counter drives the loop, and
            # each round stores it in the name, as Python's for does
            hidden = "$" + names[0]
            body = [js.Assign(js.Name(counter), js.Name(hidden)), *body]
            counter = hidden
        descending = isinstance(iteration.step, js.Num) and iteration.step.text.startswith("-")
        # a name the loop's target, its body and its calls leave alone is read once, as Python reads it
        stop = (
            node.iter.args[1 if len(node.iter.args) > 1 else 0].value
            if isinstance(node.iter, cst.Call)
            else None
        )
        fixed = isinstance(iteration.stop, js.Num) or (
            isinstance(stop, cst.Name)
            and isinstance(iteration.stop, js.Name)
            and stop.value not in names
            and stop.value not in stored_names(node.body)
            and unchanged_by_calls(b, stop.value)
        )
        stop_name = None if fixed else "$stop"
        return [
            js.ForRange(
                counter,
                iteration.start,
                iteration.stop,
                iteration.step,
                body,
                descending,
                stop_name=stop_name,
            )
        ]
    pattern = held if held is not None else target_pattern(node.target)
    walked = checked_walk(b, iteration, body)
    if isinstance(walked, js.Array) and (literals := _str_literals(node)) is not None:
        # `for stream in ("stdout", "stderr")`: mypy's name holds either Literal (a Literal["stdout",
        # "stderr"] takes it), where tsc reads a string
        walked = js.TypeCast(walked, jsdoc_type(ListType(LiteralType(literals))))
    return [js.ForOf("const" if held is not None else kind or "", pattern, walked, body, is_await=is_async)]


def _str_literals(node: cst.For) -> tuple[object, ...] | None:
    """The strs of `for name in ("a", "b")` (a tuple of str literals, mypy's `Literal['a']? |
    Literal['b']?`), where the body does not store the name; else None."""
    items = node.iter.elements if isinstance(node.iter, cst.Tuple) else ()
    strs = [e.value.evaluated_value for e in items if isinstance(e.value, cst.SimpleString)]
    if not items or len(strs) != len(items) or not all(isinstance(s, str) for s in strs):
        return None
    if not isinstance(node.target, cst.Name) or node.target.value in stored_names(node.body):
        return None
    return tuple(dict.fromkeys(strs))


def _checked_unpack(
    b: Builder, target: cst.BaseExpression, held: js.Name, item: Type, kind: str | None
) -> list[js.Stmt]:
    """`[k, v] = $unpack($item, 2)`: a loop's item unpacked into its target, each level whose type is
    not a tuple of the target's length checked (a str's or JSON value's by its iterator, by code
    points); a nested target that needs it is unpacked from a name of its own in turn."""
    assert isinstance(target, (cst.Tuple, cst.List))
    count = len(target.elements)
    part_types, checked = unpack_level(item, count)
    source: js.Expr = held
    if checked is not None:
        helper = "$unpack" if all(isinstance(o, ListType) for o in checked) else "$unpackIter"
        source = b.call_helper(helper, held, js.Num(str(count)))
    parts: list[js.Expr] = []
    hidden: list[js.Stmt] = []  # (`let $item2;` where the pattern assigns names declared outside)
    later: list[js.Stmt] = []
    for element, part_type in zip(target.elements, part_types):
        if unpacks_unchecked(element.value, part_type):
            inner = js.Name(b.fresh("$item"))
            parts.append(inner)
            hidden += [] if kind else [js.VarDecl("let", inner)]
            later += _checked_unpack(b, element.value, inner, part_type, kind)
        else:
            parts.append(target_pattern(element.value))
    pattern = js.Array(parts)
    first: js.Stmt = js.VarDecl(kind, pattern, source) if kind else js.Assign(pattern, source)
    return [*hidden, first, *later]


def _while_round(b: Builder, test: cst.BaseExpression, body: cst.BaseSuite) -> js.While:
    """`while cur is not None:` runs its body only when the test holds: narrowed as `if` narrows."""
    since = test_clock(b)
    condition = b.condition(test)
    with narrowed(b, narrowings(b, test, True), since()):
        return js.While(condition, b.statements(body))


def _raise(b: Builder, node: cst.Raise) -> list[js.Stmt]:
    if node.exc is None:
        names = b.function.catch_names if b.function is not None else []
        if not names:
            b.error(node, 'a bare "raise" is supported only inside an except block')
            return []
        return [js.Throw(js.Name(names[-1]))]
    cause: js.Expr | None = None
    if node.cause is not None and not isinstance(node.cause.item, cst.Name):
        b.error(node.cause, '"raise ... from" takes a name here (the caught error, or None)')
    elif node.cause is not None:
        cause_value = b.expr(node.cause.item)  # its __cause__ (None for `from None`)
        cause = cause_value.js
        cause_name = node.cause.item.value if isinstance(node.cause.item, cst.Name) else ""
        if cause_name in CATCH_ALL and b.symbol(cause_name) is None and b.local_type(cause_name) is None:
            cause = js.New(constructed_class(b, cause_name), [])  # `from Exception`: an instance of it
        elif cause_value.type != NONE and (
            _names_a_class(cause_value.type) or isinstance(cause_value.type, ClassObjectType)
        ):
            cause = js.New(cause, [])  # `from KeyError`: Python makes an instance of the class
    exc = b.expr(node.exc)
    if (missing := _required_params(exc.type)) is not None:
        b.error(
            node.exc,
            f'raise of the class "{exc.type.display()}": Python calls it with no arguments, and its '
            f'constructor needs "{missing}" (a TypeError): raise an instance',
        )
    if cause is not None:  # (`raise X from e` of a class: an instance of it)
        made = (
            js.New(exc.js, [])
            if isinstance(exc.type, ClassObjectType)
            or (isinstance(node.exc, cst.Name) and _names_a_class(exc.type))
            else exc.js
        )
        if (
            isinstance(node.exc, cst.Name)
            and node.exc.value in CATCH_ALL
            and b.symbol(node.exc.value) is None
        ):
            made = js.New(constructed_class(b, node.exc.value), [])
        return [js.Throw(b.call_helper("$withCause", made, cause))]
    if isinstance(node.exc, cst.Name) and _names_a_class(exc.type):
        # `raise ValueError`: the class, instantiated (`raise e` of an instance throws it)
        if (
            node.exc.value in CATCH_ALL
            and b.symbol(node.exc.value) is None
            and b.local_type(node.exc.value) is None
        ):
            return [js.Throw(js.New(constructed_class(b, node.exc.value), []))]
        return [js.Throw(js.New(exc.js, []))]
    if isinstance(exc.type, ClassObjectType):  # `raise Outer.Error`: the class, instantiated too
        return [js.Throw(js.New(exc.js, []))]
    return [js.Throw(exc.js)]


def _required_params(t: Type) -> str | None:
    """The first parameter a class raised bare (`raise E`) needs, which Python's call of it without
    arguments does not give (None for an instance, or a class that takes none)."""
    if not isinstance(t, ClassObjectType):
        return None
    signature = t.cls.constructor()
    required = [p.name for p in signature.params if not p.has_default] if signature is not None else []
    return required[0] if required else None


def _names_a_class(t: Type) -> bool:
    """`raise X` of a class (instantiated), not of an instance or a union of them (thrown as it is)."""
    t = widen(t)
    if isinstance(t, UnionType):
        return all(_names_a_class(option) for option in t.options)
    return not isinstance(t, (InstanceType, UnionType))


def _delete(b: Builder, node: cst.Del, target: cst.BaseExpression) -> list[js.Stmt]:
    if isinstance(target, (cst.Tuple, cst.List)):  # `del a[0], b["x"]`: each target in turn, left to right
        return [stmt for element in target.elements for stmt in _delete(b, node, element.value)]
    if isinstance(target, cst.Subscript):  # a list's items after it move; a dict's other keys stay
        owner_path = path_of(target.value)
        removed = path_of(target)
        dict_key = removed.rpartition(".[")[2][:-1] if removed is not None else None
        owner_type = b.local_type(owner_path) if owner_path is not None and "." not in owner_path else None
        keyed = owner_type is not None and isinstance(widen(owner_type), DictType) and dict_key is not None
        b.forget_items(owner_path, owner_type or ANY, dict_key if keyed else None)
    if (
        isinstance(target, cst.Subscript)
        and len(target.slice) == 1
        and isinstance(target.slice[0].slice, cst.Index)
    ):
        owner = b.expr(target.value)
        counter = widen(owner.type)
        if maps.is_map(counter):
            assert isinstance(counter, DictType)
            key = b.expr(target.slice[0].slice.value)
            encoded = maps.encode(b, target.slice[0].slice.value, counter, key)
            if encoded is None:
                return []
            return [maps.delete(b, counter, owner.js, encoded)]
        if isinstance(counter, DictType) and counter.counter:  # a Counter ignores a missing key
            key = b.expr(target.slice[0].slice.value)
            return [js.ExprStmt(b.call_helper("$dictPop", owner.js, key.js, js.Null()))]
        if isinstance(widen(owner.type), (DictType, ListType)) or is_dynamic(owner.type):
            key = b.expr(target.slice[0].slice.value)
            return [js.ExprStmt(b.call_helper("$delItem", owner.js, key.js))]
        t = widen(owner.type)
        if isinstance(t, (DequeType, ByteArrayType)):  # IndexError "deque/bytearray index out of range"
            key = b.expr(target.slice[0].slice.value)
            if not is_int(key.type):
                b.error(target.slice[0], f'index of type "{key.type.display()}": expected int')
                return []
            return [js.ExprStmt(js.Call(js.Member(owner.js, "delItem"), [as_index(key)]))]
        key_node = target.slice[0].slice.value
        if (
            isinstance(t, InstanceType)
            and t.cls.kind == "typeddict"
            and isinstance(key_node, cst.SimpleString)
        ):
            field_ = t.cls.fields().get(str(key_node.evaluated_value))
            if field_ is not None and not field_.required:  # a key it may lack: KeyError if it does
                return [js.ExprStmt(b.call_helper("$delItem", owner.js, js.Str(field_.js_name)))]
            if field_ is not None:
                b.error(
                    node, f'del of the required key "{field_.py_name}" of "{t.display()}": mypy refuses it'
                )
                return []
    if (
        isinstance(target, cst.Subscript)
        and len(target.slice) == 1
        and isinstance(target.slice[0].slice, cst.Slice)
    ):
        owner = b.expr(target.value)
        part = target.slice[0].slice
        if isinstance(widen(owner.type), ListType) and part.step is None:
            start, stop = (b.expr(e).js if e is not None else js.Null() for e in (part.lower, part.upper))
            return [js.ExprStmt(b.call_helper("$delSlice", owner.js, start, stop))]
        owned = widen(owner.type)
        listed = isinstance(owned, ListType) and not owned.is_tuple and not owned.view
        if isinstance(widen(owner.type), ByteArrayType) or listed:  # any step, as CPython's
            parts = [b.expr(e) if e is not None else None for e in (part.lower, part.upper, part.step)]
            if any(p is not None and not _int_or_none(p.type) for p in parts):
                b.error(target.slice[0], "slice indices must be ints or None")
                return []
            args = [p.js if p is not None else js.Null() for p in parts]
            if listed:  # (`del xs[::2]`)
                return [js.ExprStmt(b.call_helper("$delSliceStep", owner.js, *args))]
            return [js.ExprStmt(js.Call(js.Member(owner.js, "delSlice"), args))]
    if isinstance(target, cst.Name):
        b.error(
            target,
            f'del of the name "{target.value}" is not supported (Python unbinds it): let it go out of use',
        )
        return []
    b.error(
        node,
        "del is supported on dict keys, list, deque and bytearray items, and list and bytearray slices",
    )
    return []


def _int_or_none(t: Type) -> bool:
    return all(is_int(o) or widen(o) == NONE for o in (t.options if isinstance(t, UnionType) else (t,)))


def _try(b: Builder, node: cst.Try) -> list[js.Stmt]:
    """try/except/else/finally. `else` runs when the body raised nothing, outside the handlers' reach
    and before `finally`: a flag set at the body's end says so. What a test in the body narrows (`if
    v is None: raise`) holds where the body completed: a handler starts where the `try` did (the body
    may have stopped anywhere), and after the statement the paths that go on are joined."""
    before = flow.nested_types(b, stored_names(node))
    paths: list[dict[str, Type]] = []  # what each path that goes on leaves in those names
    lowered = _try_paths(b, node, set(before), before, paths)
    if node.finalbody is None and paths:
        flow.join_paths(b, before, paths)
    else:
        flow.set_types(b, before)
    return lowered


def _set_paths(b: Builder, paths: dict[str, Type]) -> None:
    b.path_types.clear()
    b.path_types.update(paths)


def _try_paths(
    b: Builder, node: cst.Try, nested: set[str], before: dict[str, Type], paths: list[dict[str, Type]]
) -> list[js.Stmt]:
    # what tests and stores said of paths (`job.error`): a handler or `finally` starts where the body
    # may have stopped anywhere, and after the statement what every path that goes on says holds
    paths_before = dict(b.path_types)
    body = b.statements(node.body)
    body_paths = dict(b.path_types)
    going_on = [] if always_exits(node.body, b) else [body_paths]
    paths.append(b.current_types(nested))
    ended = b.current_types(stored_names(node.body))  # what the body's stores left, where it completed
    watched = stored_names(node)
    ends = [b.current_types(watched)]  # what each path that goes on past the try leaves (see below)
    completed = b.fresh("$completed") if node.orelse is not None else None
    if completed is not None:
        body.append(js.Assign(js.Name(completed), js.Bool(True)))
    if not node.handlers:
        b.settle(stored_names(node.body))
        flow.set_types(b, before)  # (`finally` runs on every path, the body's stops too)
        _set_paths(b, flow.unstored_paths(paths_before, node))
        finalizer = b.statements(node.finalbody.body) if node.finalbody is not None else None
        b.settle(stored_names(node))
        return _stop_past_finally(b, node, [js.Try(body, finalizer=finalizer)])
    catch_name = next(
        (
            js_identifier(h.name.name.value)
            for h in node.handlers
            if h.name and isinstance(h.name.name, cst.Name)
        ),
        None,
    ) or _unnamed_catch(b, node)
    chain: list[tuple[js.Expr | None, list[js.Stmt]]] = []
    for handler in node.handlers:
        b.settle(stored_names(node.body))  # the body may have stopped anywhere
        flow.set_types(b, before)
        _set_paths(b, flow.unstored_paths(paths_before, node.body))
        test, caught = _handler_test(b, handler, js.Name(catch_name))
        stmts: list[js.Stmt] = []
        if handler.name is not None and isinstance(handler.name.name, cst.Name):
            name = handler.name.name.value
            b.bind(name, caught)
            if js_identifier(name) != catch_name:
                stmts.append(js.VarDecl("const", js.Name(js_identifier(name)), js.Name(catch_name)))
        context = b.function
        if context is not None:
            context.catch_names.append(catch_name)
        bound = handler.name.name.value if handler.name and isinstance(handler.name.name, cst.Name) else None
        b.caught_names += [bound] if bound else []
        stmts += b.statements(handler.body)
        if not always_exits(handler.body, b):
            ends.append(b.current_types(watched))
            paths.append(b.current_types(nested))
            going_on.append(dict(b.path_types))
        if bound:
            b.caught_names.pop()
        if context is not None:
            context.catch_names.pop()
        chain.append((test, stmts))
    handler_body = _chain(b, chain, catch_name)
    if node.orelse is None or completed is None:
        b.settle(stored_names(node))
        flow.set_types(b, before)  # (`finally` runs on every path, the body's stops too)
        _set_paths(b, flow.unstored_paths(paths_before, node))
        finalizer = b.statements(node.finalbody.body) if node.finalbody is not None else None
        b.settle(stored_names(node))
        if node.finalbody is None:
            flow.join_after_try(b, node, ended, ends)
            _set_paths(b, flow.joined_paths(going_on))
        return _stop_past_finally(b, node, [js.Try(body, catch_name, handler_body, finalizer)])
    b.settle(stored_names(node.body))
    flow.set_types(b, paths[0])  # (`else` runs where the body completed)
    _set_paths(b, body_paths)
    otherwise = b.statements(node.orelse.body)
    paths[0] = b.current_types(nested)
    if going_on and going_on[0] is body_paths:  # (the body's path goes on through `else`)
        if always_exits(node.orelse.body, b):
            going_on.pop(0)
        else:
            going_on[0] = dict(b.path_types)
    b.settle(stored_names(node))
    guarded: list[js.Stmt] = [
        js.VarDecl("let", js.Name(completed), js.Bool(False)),
        js.Try(body, catch_name, handler_body),
        js.If(js.Name(completed), otherwise),
    ]
    if node.finalbody is None:
        _set_paths(b, flow.joined_paths(going_on))
        return guarded
    flow.set_types(b, before)
    _set_paths(b, flow.unstored_paths(paths_before, node))
    finalizer = b.statements(node.finalbody.body)
    b.settle(stored_names(node))
    return _stop_past_finally(b, node, [js.Try(guarded, finalizer=finalizer)])


def _stop_past_finally(b: Builder, node: cst.Try, lowered: list[js.Stmt]) -> list[js.Stmt]:
    """A `finally` that may leave by return, break, continue or raise (its own `raise`, or an
    operation's error: `d["k"]`, a call) would end a stop (`$Stop`) in flight, where no Python
    exception was: the stop is caught on its way and thrown again first."""
    if node.finalbody is None or not (
        _leaves_abruptly(node.finalbody.body) or _may_raise(node.finalbody.body)
    ):
        return lowered
    (attempt,) = lowered
    assert isinstance(attempt, js.Try) and attempt.finalizer is not None
    stop, caught = js.Name(b.fresh("$stop")), js.Name(b.fresh("$thrown"))
    inner = js.Try(attempt.body, attempt.catch_name, attempt.handler) if attempt.handler is not None else None
    keep = js.If(js.Binary("instanceof", caught, b.helper("$Stop")), [js.Assign(stop, caught)])
    again = js.If(js.Binary("!==", stop, js.Null()), [js.Throw(stop)])
    return [
        js.VarDecl("let", stop, js.Null()),
        js.Try(
            [inner] if inner is not None else attempt.body,
            caught.id,
            [keep, js.Throw(caught)],
            [again, *attempt.finalizer],
        ),
    ]


def _may_raise(body: cst.BaseSuite) -> bool:
    """An operation of the block that may raise (a call but `print`'s, an item, arithmetic, an await)."""
    kinds = (cst.Subscript, cst.BinaryOperation, cst.AugAssign, cst.Await)
    return any(
        isinstance(n, kinds)
        or (isinstance(n, cst.Call) and not (isinstance(n.func, cst.Name) and n.func.value == "print"))
        for n in walk(body)
    )


def _leaves_abruptly(body: cst.BaseSuite) -> bool:
    """A return, break, continue or raise of the block itself (not of a function made in it)."""
    return any(isinstance(n, (cst.Return, cst.Break, cst.Continue, cst.Raise)) for n in walk(body))


def _chain(b: Builder, chain: list[tuple[js.Expr | None, list[js.Stmt]]], catch_name: str) -> list[js.Stmt]:
    """Handlers in order as an if/else-if chain; an exception no handler names is rethrown, and so is
    a stop (`$Stop`) past a handler that takes any exception."""
    if chain[0][0] is None:
        return [stop_passes(b, js.Name(catch_name)), *chain[0][1]]
    test, stmts = chain[0]
    assert test is not None
    rest: list[js.Stmt] = (
        _chain(b, chain[1:], catch_name) if len(chain) > 1 else [js.Throw(js.Name(catch_name))]
    )
    return [js.If(test, stmts, rest)]


def _nonlocal(b: Builder, node: cst.Name) -> None:
    """`nonlocal count` in a nested def: its stores are the enclosing function's local, whose declared
    type (what it holds where the def stands) they keep; that function reads it by that type after
    any call (`FunctionContext.rebound`)."""
    name = node.value
    function = b.function
    owner = function.enclosing(name) if function is not None else None
    if function is None or owner is None or name in owner.global_names:
        b.error(node, f'no binding for nonlocal "{name}" found')
        held: Type = ERROR  # (its uses say no more)
    elif name not in owner.locals:
        b.error(
            node,
            f'"{name}" is assigned in the enclosing function after this nested function is made, which is '
            "not supported here (its type is not known yet): assign it before",
        )
        held = ERROR
    elif name in owner.partial:
        b.error(node, f'"{name}" needs a type annotation where the enclosing function assigns it')
        held = ERROR
    else:
        held = owner.declared.get(name, owner.locals[name])
    if function is None:
        return
    function.nonlocal_names[name] = function.locals[name] = function.declared[name] = held
    if owner is not None and held is not ERROR:  # its later stores are checked as a captured local's
        seen = owner.captured.get(name)
        owner.captured[name] = held if seen is None else union(seen, held)


def _module_classes(b: Builder, name: str) -> list[cst.BaseExpression] | None:
    """The classes of `RETRYABLE = (TimeoutError, ConnectionError)`: a module-level tuple of names
    assigned once, which no function rebinds or shadows (None for anything else)."""
    if name in b.rebound_globals or (b.function is not None and name in b.function.locals):
        return None
    values: list[cst.BaseExpression | None] = []
    for stmt in b.parsed.tree.body:
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if (
                isinstance(small, cst.Assign)
                and any(isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets)
                or isinstance(small, cst.AnnAssign)
                and isinstance(small.target, cst.Name)
                and small.target.value == name
            ):
                values.append(small.value)
    value = values[0] if len(values) == 1 else None
    if not isinstance(value, cst.Tuple) or not value.elements:
        return None
    items = [e.value for e in value.elements]
    return items if all(isinstance(i, (cst.Name, cst.Attribute)) for i in items) else None


def _unnamed_catch(b: Builder, node: cst.Try) -> str:
    """The catch parameter of handlers that name no exception: `error`, unless a handler reads a name
    `error` of the worker's (a function, a local), which it would hide."""
    if any(m.findall(h.body, m.Name("error")) for h in node.handlers):  # (closures in them too)
        return b.fresh("$error")
    return "error"


def _handler_test(b: Builder, handler: cst.ExceptHandler, caught: js.Name) -> tuple[js.Expr | None, Type]:
    if handler.type is None:
        return None, _error_type()
    kinds = (
        [e.value for e in handler.type.elements] if isinstance(handler.type, cst.Tuple) else [handler.type]
    )
    if len(kinds) == 1 and isinstance(kinds[0], cst.Name):  # `except RETRYABLE:` of a module tuple
        kinds = _module_classes(b, kinds[0].value) or kinds
    tests: list[js.Expr] = []
    types: list[Type] = []
    for kind in kinds:
        if isinstance(kind, cst.Name) and b.symbol(kind.value) is None and kind.value in EXCEPTIONS:
            if kind.value in CATCH_ALL:
                return None, _error_type()
            tests.append(js.Binary("instanceof", caught, exception_class(b, kind.value)))
            types.append(
                CAUGHT_WITH_FIELDS[kind.value]() if kind.value in CAUGHT_WITH_FIELDS else _error_type()
            )
            continue
        by_name = sdk_error_test(b, caught, kind) or runtime_error_test(b, caught, kind)
        if by_name is not None:
            tests.append(by_name)
            types.append(b.scope.annotations.resolve(kind))
            continue
        cls = b.expr(kind)
        held = class_tuple_test(caught, cls)
        if held is not None:  # `errs = (ValueError, KeyError)`, a parameter's tuple: tested when it runs
            tests.append(held[0])
            types.extend(held[1])
            continue
        tests.append(js.Binary("instanceof", caught, cls.js))
        if isinstance(cls.type, ClassObjectType):
            types.append(InstanceType(cls.type.cls))
        elif isinstance(cls.js, js.Name) and cls.js.id.startswith(
            "$"
        ):  # `json.JSONDecodeError`, `binascii.Error`
            types.append(
                json_decode_error()
                if cls.js.id == "$JSONDecodeError"
                else unicode_decode_error()
                if cls.js.id == "$UnicodeDecodeError"
                else _error_type()
            )
        else:
            types.append(ANY)
    if not tests:
        return None, _error_type()
    test = tests[0]
    for more in tests[1:]:
        test = js.Binary("||", test, more)
    return test, union(*types)


def _error_type() -> Type:
    """A caught value: the runtime's `Error` from the bindings (so `str(e)` is its message)."""
    return bindings.error_type()
