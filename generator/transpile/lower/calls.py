"""Calls: builtins and library functions (through `library`), SDK functions and methods (keyword
arguments become the options object, with the JS keys the bindings record), constructors (`new`),
the worker's own functions (keyword-only parameters become a trailing options object).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from keyword import iskeyword
from typing import TYPE_CHECKING

import libcst as cst

from generator.surface import JSON_BODIES
from generator.transpile.js import ast as js
from generator.transpile.lower import comprehensions, coroutines, durable, generators, maps, printing
from generator.transpile.lower.caching import keyword_call_problem
from generator.transpile.lower.classes import nested_class_read
from generator.transpile.lower.dataclass import exception_root
from generator.transpile.lower.iteration import held_iterator, iterate, iterate_value, own_iterator
from generator.transpile.lower.jsdoc import class_binding, jsdoc_type
from generator.transpile.lower.library import deques, dict_methods, methods_for, ranges, regex
from generator.transpile.lower.library.builtins import BUILTIN_FUNCTIONS, CLASS_METHODS, PREDICATES
from generator.transpile.lower.library.exceptions import (
    EXCEPTIONS,
    constructed_class,
    exception_class,
    plain_key,
    plain_message,
    with_arguments,
)
from generator.transpile.lower.library.getters import (
    GETTERS,
    OPERATOR_LAMBDAS,
    getter,
    getter_lambda,
    operator_call,
)
from generator.transpile.lower.library.hashing import HMAC_CALLS, hmac_call
from generator.transpile.lower.library.list_methods import LIST_METHODS
from generator.transpile.lower.library.modules import (
    CLASS_RULES,
    GATHER_SETTLED,
    INSTEAD,
    LIBRARY_MODULES,
    MODULE_FUNCTIONS,
    NODE_RULES,
)
from generator.transpile.lower.library.posix_path import SPREAD_FUNCTIONS
from generator.transpile.lower.library.rules import CallSite, library_function
from generator.transpile.lower.library.sorting import item_type
from generator.transpile.lower.library.str_methods import STR_ARGUMENTS, STR_METHODS
from generator.transpile.lower.naming import options_key, static_member
from generator.transpile.lower.narrowing import path_of, read_as_test
from generator.transpile.lower.purity import (
    called_at_once,
    hold_in_source_order,
    is_simple,
    module_constant,
    order_observable,
    reads_any,
    receiver_held,
    steady,
    unsteady,
)
from generator.transpile.lower.typed import TExpr, runs_worker_code
from generator.transpile.reporter import did_you_mean
from generator.transpile.resolve.bindings import error_class, error_type
from generator.transpile.resolve.generic_decorators import applied_generic, substitute
from generator.transpile.resolve.library_types import LibraryClass
from generator.transpile.resolve.symbols import Symbol
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    BOOL_AS_NUMBER,
    DEFAULTDICT_AS_DICT,
    ERROR,
    FLOAT,
    INT,
    JSON_AS_MAP,
    MISREAD_STORES,
    NONE,
    OBJECT_AS_MAP,
    ORDERED_AS_DICT,
    REAL,
    STR,
    VALUE_ENUM_AS_VALUE,
    AsyncIterableType,
    AwaitableType,
    ByteArrayType,
    BytesType,
    CallableType,
    ClassInfo,
    ClassObjectType,
    DequeType,
    DictType,
    ErrorType,
    FloatAnnotation,
    FunctionType,
    InstanceType,
    IteratorType,
    ListType,
    LiteralType,
    LocalModuleType,
    Member,
    ModuleType,
    ObjectType,
    OwnTypeVar,
    Param,
    ParamSpecPart,
    RangeType,
    SetType,
    Signature,
    TupleType,
    Type,
    TypeVarType,
    UnionType,
    assignable,
    bool_as_number,
    holds_json,
    is_dynamic,
    is_number,
    is_optional,
    is_str,
    map_key,
    may_be_bool,
    mixed_number_store,
    narrow_first,
    not_json,
    runtime_instance,
    store_problem,
    union,
    union_of_kinds,
    untyped_lambda_message,
    widen,
    widen_literal,
)
from generator.transpile.resolve.unbound import walk
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

_LOOP_ONLY = ("range", "enumerate", "zip")
#: Builtins that consume an iterable once: a generator's iterator is drained into a list for them.
_DRAINING = ("list", "tuple", "sorted", "sum", "min", "max", "set", "frozenset", "dict")


def lower_call(b: Builder, node: cst.Call, expected: Type | None = None) -> TExpr:
    written = node
    if coroutines.foreign_callee(b, node.func) and not coroutines.is_gather(b, node.func):
        # (`ctx.wait_until(job())`: the runtime runs it)
        for arg in node.args:
            coroutines.scheduled(b, arg.value)
    node = _literal_keywords(b, _literal_positionals(b, node))
    outer, b.held_arguments = b.held_arguments, []
    try:
        made = _lower_call(b, node, expected)
    finally:
        held, b.held_arguments = b.held_arguments, outer
    if held and not isinstance(made.type, ErrorType):  # see `purity.hold_in_source_order`
        at_once = called_at_once(*receiver_held(b, held, made.js))
        if at_once is None:
            return b.error(
                node, "a call whose keyword arguments act out of their order yields: name them first"
            )
        made = TExpr(at_once, made.type)
    if _may_run_worker_code(b, node):
        b.ran_worker_code()  # (a store to what a test narrowed, or a `nonlocal` one: see `Builder.stale`)
    if (
        isinstance(made.type, AwaitableType)
        and id(written) not in b.started_here
        and not coroutines.foreign_callee(b, written.func)
    ):
        return coroutines.held(b, written, made)  # `c = job()`: its body runs when it is awaited
    return made


def _literal_positionals(b: Builder, node: cst.Call) -> cst.Call:
    """`Point(*(2, 3))`, `f(*[a, b])` is `Point(2, 3)`, `f(a, b)`: the same values, evaluated in the
    same order, bound by position the same way (a literal holding no starred item, before any
    keyword argument)."""
    if any(a.keyword is not None or a.star == "**" for a in node.args) or not any(
        arg.star == "*"
        and isinstance(arg.value, (cst.Tuple, cst.List))
        and not any(isinstance(e, cst.StarredElement) for e in arg.value.elements)
        for arg in node.args
    ):
        return node
    args: list[cst.Arg] = []
    for arg in node.args:
        literal = arg.value if arg.star == "*" and isinstance(arg.value, (cst.Tuple, cst.List)) else None
        if literal is None or any(isinstance(e, cst.StarredElement) for e in literal.elements):
            args.append(arg)
        else:
            args += [b.parsed.stand_in(cst.Arg(e.value), e) for e in literal.elements]
    return b.parsed.stand_in(node.with_changes(args=args), node)


def _literal_keywords(b: Builder, node: cst.Call) -> cst.Call:
    """`f(x, **{"timeout": 30, "cwd": d})` is `f(x, timeout=30, cwd=d)`: the same arguments bound
    the same way, evaluated in the same order. Only where each key is a distinct str literal that is
    a name and no keyword argument repeats it (a repeated one is Python's TypeError)."""

    def spelled(arg: cst.Arg) -> list[str] | None:
        if arg.star != "**" or not isinstance(arg.value, cst.Dict):
            return None
        keys = [
            e.key.evaluated_value
            for e in arg.value.elements
            if isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString)
        ]
        if len(keys) != len(arg.value.elements) or not all(
            isinstance(k, str) and k.isidentifier() and not iskeyword(k) for k in keys
        ):
            return None
        return [k for k in keys if isinstance(k, str)]

    literal = {i: keys for i, arg in enumerate(node.args) if (keys := spelled(arg)) is not None}
    if not literal:
        return node
    names = [k for keys in literal.values() for k in keys]
    names += [a.keyword.value for a in node.args if a.keyword is not None]
    if len(set(names)) != len(names):
        return node
    args: list[cst.Arg] = []
    for i, arg in enumerate(node.args):
        if i not in literal or not isinstance(arg.value, cst.Dict):
            args.append(arg)
            continue
        for element in arg.value.elements:
            if isinstance(element, cst.DictElement) and isinstance(element.key, cst.SimpleString):
                name = b.parsed.stand_in(cst.Name(str(element.key.evaluated_value)), element.key)
                args.append(b.parsed.stand_in(cst.Arg(element.value, keyword=name), element))
    return b.parsed.stand_in(node.with_changes(args=args), node)


def _may_run_worker_code(b: Builder, node: cst.Call) -> bool:
    """Whether a call may run a function of the worker's: not a builtin's (`len(x)`) or a method of a
    str, list, dict or set (`s.upper()`) given no function (a lambda, or a name holding one), nor
    anything whose dunders are the worker's (`sorted(qs)` asks `Q.__lt__`: see `runs_worker_code`)."""
    for arg in node.args:
        if isinstance(arg.value, cst.Lambda):
            return True
        given = b.lowered_type(arg.value)
        if given is None and isinstance(arg.value, cst.Name):
            given = b.name_type(arg.value.value)
        runs = (FunctionType, CallableType, ClassObjectType)
        if given is not None and (isinstance(widen(given), runs) or runs_worker_code(given)):
            return True
    func = node.func
    if isinstance(func, cst.Name):
        return not (b.local_type(func.value) is None and _is_builtin(b, func, func.value))
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        held = b.local_type(func.value.value)
        builtin = (ListType, DictType, SetType, DequeType)
        if isinstance(held, (ListType, DequeType)) and func.attr.value in _COMPARING_METHODS:
            return runs_worker_code(held.item)  # (`qs.sort()` asks each `Q.__lt__`)
        return held is None or not (is_str(held) or isinstance(widen(held), builtin))
    return True


#: A list's methods that compare its items (`__eq__`, `__lt__`), which may be the worker's.
_COMPARING_METHODS = frozenset(("sort", "index", "count", "remove"))


def _lower_call(b: Builder, node: cst.Call, expected: Type | None = None) -> TExpr:
    func = node.func
    if (function := library_function(b, func)) in OPERATOR_LAMBDAS:  # `operator.add(x, y)`: `x + y`
        assert function is not None
        return operator_call(b, node, function, expected)
    if (
        isinstance(func, cst.Attribute)
        and isinstance(func.value, cst.Call)
        and _is_builtin(b, func.value.func, "super")
    ):
        return _super_call(b, node, func)
    if isinstance(func, cst.Subscript) and isinstance(func.value, cst.Name):
        # `Counter[str]()`, `defaultdict[str, list[int]](list)`, `list[int]()`: the class called, built
        # for the type its subscript spells
        symbol = b.symbol(func.value.value)
        special = symbol.special if symbol is not None else None
        builtin = func.value.value in ("list", "dict", "set", "frozenset") and _is_builtin(
            b, func.value, func.value.value
        )
        if builtin or special in (
            "collections.defaultdict",
            "collections.Counter",
            "collections.deque",
            "collections.OrderedDict",
        ):
            spelled = b.scope.annotations.resolve(func)
            made = lower_call(b, b.parsed.stand_in(node.with_changes(func=func.value), node), spelled)
            return TExpr(made.js, spelled) if builtin and not node.args else made  # `list[int]()`
    if isinstance(func, cst.Name):
        if func.value == "dict" and not node.args and _is_builtin(b, func, "dict"):
            # `dict()` is `{}`: of the declared type (a Map, where its keys say so)
            return b.expr(b.parsed.stand_in(cst.Dict([]), node), expected)
        if _is_builtin(b, func, func.value):
            return _builtin_call(b, node, func.value)
        # (a local of the function hides the module's name: `q = shlex.quote` beside an imported `q`)
        symbol = b.symbol(func.value) if b.local_type(func.value) is None else None
        if symbol is not None and symbol.special == "typing.cast":
            return _cast(b, node)
        if symbol is not None and symbol.special == "typing.get_args":
            return _literal_args(b, node)
        if symbol is not None and symbol.new_type and symbol.annotation is not None:
            # `UserId(raw)`: its argument, as Python's NewType gives it back
            param = Param("x", symbol.annotation, has_default=False, positional_only=True)
            made = _apply(b, node, js.Name(symbol.js_name), f'"{func.value}"', (Signature((param,), ANY),))
            assert isinstance(made.js, js.Call)
            return TExpr(made.js.args[0], symbol.annotation) if made.js.args else made
        if symbol is not None and symbol.special == "typing.assert_never" and len(node.args) == 1:
            # exhaustiveness: only a value the types do not tell reaches it (CPython's AssertionError)
            value = b.expr(node.args[0].value)
            return TExpr(b.call_helper("$assertNever", value.js), NONE)
        if symbol is not None and symbol.special == "dataclasses.asdict":
            return _asdict(b, node)
        if symbol is not None and symbol.special == "dataclasses.replace":
            return _replace(b, node)
        if symbol is not None and symbol.special == "collections.defaultdict":
            return _defaultdict(b, node, expected)
        if symbol is not None and symbol.special == "collections.Counter":
            return _counter(b, node, expected)
        if symbol is not None and symbol.special == "collections.OrderedDict":
            return _ordered_dict(b, node, expected)
        if symbol is not None and symbol.special == "collections.deque":
            return deques.deque_call(b, node, expected)
        if symbol is not None and symbol.special is not None and symbol.special.startswith("lib:"):
            _, module, name = symbol.special.split(":")
            return _library_call(b, node, module, name, func, expected)
        if symbol is not None and isinstance(symbol.type, ModuleType) and symbol.annotation is not None:
            module, _, name = symbol.type.name.rpartition(".")  # `UUID(s)`: a stdlib class
            return _library_call(b, node, module, name, func)
        cls = b.class_named(func)
        if cls is not None and cls.kind == "typeddict":
            return _typed_dict_call(b, node, InstanceType(cls))
    if isinstance(func, cst.Attribute) and library_function(b, func) in GETTERS:  # `operator.itemgetter(1)`
        return getter(b, node, func.attr.value, expected)
    if isinstance(func, cst.Call) and (named := library_function(b, func.func)) in GETTERS:
        # `itemgetter(1)(row)`: what the getter reads of its one argument, a name read once per key
        one = node.args[0] if len(node.args) == 1 else None
        if one is None or one.keyword is not None or one.star or not isinstance(one.value, cst.Name):
            return b.error(node, f"{named[1]}(...)(x) takes one name here")
        getter_made = getter_lambda(func, named[1], literal_only=True, subject=one.value)
        if isinstance(getter_made, str):
            return b.error(node, getter_made)
        return b.expr(b.parsed.stand_in(getter_made.body, node), expected)
    if isinstance(func, cst.Attribute) and library_function(b, func.value) == ("itertools", "chain"):
        return _library_call(b, node, "itertools", f"chain.{func.attr.value}", func.attr)  # `from_iterable`
    if (
        isinstance(func, cst.Attribute)
        and isinstance(func.value, cst.Name)
        and func.value.value == "object"
        and func.attr.value == "__setattr__"
        and _is_builtin(b, func.value, "object")
    ):
        return _object_setattr(b, node)
    if isinstance(func, cst.Attribute):
        builtin_classes = {cls for cls, _ in CLASS_METHODS}
        if (
            isinstance(func.value, cst.Name)
            and func.value.value in builtin_classes
            and _is_builtin(b, func.value, func.value.value)
        ):
            return _class_method_call(b, node, func.value.value, func.attr.value)
        if (
            isinstance(func.value, cst.Name)
            and func.value.value in ("int", "float", "str", "bytes", "list", "dict", "tuple", "set", "bool")
            and _is_builtin(b, func.value, func.value.value)
        ):  # `int.from_bytes(...)`: a method of a builtin class this dialect does not offer
            return b.error(func, f'"{func.value.value}.{func.attr.value}()" is not supported')
        owner = b.expr(func.value)
        coroutines.note_owner(b, func, owner.type)
        if func.attr.value == "__class__" and (own_class := class_of(owner)) is not None:
            return _invoke(b, node, own_class, "__class__")  # `self.__class__(...)`
        return _method_call(b, node, func, owner)
    callee = b.callee(func)
    return _invoke(b, node, callee, func.value if isinstance(func, cst.Name) else "function")


def _typed_dict_call(b: Builder, node: cst.Call, made: InstanceType) -> TExpr:
    """`Record(language="py", stdout=out)`: the dict literal of those keys (a TypedDict is a dict)."""
    if all(a.keyword is not None and not a.star for a in node.args):
        elements = [
            b.parsed.stand_in(cst.DictElement(cst.SimpleString(repr(a.keyword.value)), a.value), a.keyword)
            for a in node.args
            if a.keyword is not None
        ]
        return b.expr(b.parsed.stand_in(cst.Dict(elements), node), made)
    if len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
        return b.expr(node.args[0].value, made)  # `Record({...})`
    return b.error(node, f"{made.cls.name}(...) takes keyword arguments or one dict here")


#: `defaultdict(list)`: the builtin factories and the JS value each makes.
_FACTORIES: dict[str, tuple[js.Expr, Type]] = {
    "list": (js.Array([]), ListType(ANY)),
    "dict": (js.Object([]), DictType(STR, ANY)),
    "set": (js.New(js.Name("Set"), []), SetType(ANY)),
    "int": (js.Num("0"), INT),
    "float": (js.Num("0"), FLOAT),
    "str": (js.Str(""), STR),
    "bool": (js.Bool(False), BOOL),
}


def _expected_dict(expected: Type | None) -> DictType | None:
    """The dict type a `defaultdict(...)`/`Counter(...)` is built for (`d: defaultdict[int, int] =`)."""
    options = expected.options if isinstance(expected, UnionType) else (expected,)
    return next((o for o in options if isinstance(o, DictType)), None)


def _defaultdict(b: Builder, node: cst.Call, expected: Type | None) -> TExpr:
    """`defaultdict(factory[, mapping])`: a dict whose missing keys are stored with a new value of
    the factory's when read (`d[k].append(x)`, `d[k] += 1`); the JS object carries the factory. Its
    keys are str, or those of the type it is built for: int or tuple keys make it a Map."""
    args = node.args
    if not 1 <= len(args) <= 2 or any(a.keyword is not None or a.star for a in args):
        return b.error(
            node, "defaultdict() takes a factory and, optionally, a dict or (key, value) pairs here"
        )
    want = _expected_dict(expected)
    factory = args[0].value
    if (
        isinstance(factory, cst.Name)
        and factory.value in _FACTORIES
        and _is_builtin(b, factory, factory.value)
    ):
        made, value = _FACTORIES[factory.value]
        if factory.value == "dict" and want is not None and isinstance(want.value, DictType):
            # `defaultdict(dict)` of a `defaultdict[str, dict[int, int]]`: a Map, where its keys say so
            empty = b.expr(b.parsed.stand_in(cst.Dict([]), factory), want.value)
            made, value = empty.js, empty.type
        maker: js.Expr = js.Arrow([], made)
    elif isinstance(factory, cst.Lambda) and not factory.params.params:
        if want is not None and factory.params.deep_equals(cst.Parameters()):  # `lambda: defaultdict(int)`
            from generator.transpile.lower.functions import nested_scope, refuse_loop_capture

            refuse_loop_capture(b, factory, set())
            with nested_scope(b, {}, is_lambda=True):
                body = b.expr(factory.body, want.value)
            maker, value = js.Arrow([], body.js), body.type
        else:
            lowered = b.expr(factory)
            maker = lowered.js
            value = lowered.type.result if isinstance(lowered.type, CallableType) else ANY
    elif b.class_named(factory) is not None:
        built = b.expr(b.parsed.stand_in(cst.Call(factory), factory))  # `defaultdict(Stats)`: Stats()
        maker, value = js.Arrow([], built.js), built.type
    elif (
        isinstance(factory, cst.Name)
        and (symbol := b.symbol(factory.value)) is not None
        and symbol.special in ("collections.deque", "collections.Counter")
    ):  # `defaultdict(deque)`: deque(), of the declared value type
        built = b.expr(
            b.parsed.stand_in(cst.Call(factory), factory), want.value if want is not None else None
        )
        maker, value = js.Arrow([], built.js), built.type
    else:
        return b.error(
            factory,
            "defaultdict() takes list, dict, set, int, float, str, bool, deque, Counter, a class of the "
            "worker's or a lambda here",
        )
    if want is not None and want.is_map:
        made_type = DictType(want.key, value, "defaultdict")
        initial: list[js.Expr] = []
        if len(args) == 2:
            given = b.expr(args[1].value, DictType(want.key, want.value))
            t = widen(given.type)
            if not (isinstance(t, DictType) and t.is_map and map_key(t.key) == map_key(want.key)):
                return b.error(
                    args[1].value,
                    f'defaultdict() of "{given.type.display()}" for "{want.display()}": pass a dict of its keys',
                )
            initial = [given.js]
        return TExpr(b.call_helper("$mapDefaultdict", maker, *initial), made_type)
    contents = [b.expr(args[1].value)] if len(args) == 2 else []
    if contents and isinstance(widen(contents[0].type), SetType):
        return b.error(
            args[1].value,
            "defaultdict() of a set of pairs: Python takes them in hash order; pass sorted(...) of it",
        )
    made_dict = DictType(STR, value, "defaultdict")
    return TExpr(b.call_helper("$defaultdict", maker, *(i.js for i in contents)), made_dict)


def _ordered_dict(b: Builder, node: cst.Call, expected: Type | None) -> TExpr:
    """`OrderedDict()`, `OrderedDict(pairs)`, `OrderedDict(d)`: the dict `{}` or `dict(...)` makes (a JS
    object or Map keeps its keys in insertion order too), typed as the OrderedDict it is, whose
    `move_to_end` and `popitem(last=)` are rules of its own."""
    want = _expected_dict(expected)
    plain = DictType(want.key, want.value) if want is not None else None
    if b.symbol("dict") is not None:
        return b.error(
            node, "OrderedDict() here is dict(...) of its argument, and this module names its own dict"
        )
    as_dict = cst.Dict([]) if not node.args else node.with_changes(func=cst.Name("dict"))
    made = b.expr(b.parsed.stand_in(as_dict, node), plain)
    t = widen(made.type)
    if not isinstance(t, DictType):
        return made  # (an error was reported)
    return TExpr(made.js, DictType(t.key, t.value, "ordered"))


def _counter(b: Builder, node: cst.Call, expected: Type | None) -> TExpr:
    """`Counter()` or `Counter(items)` of str items (a list, tuple, str or generator): each item's count;
    `Counter(counts)` of a dict of str keys and int counts: a copy.
    A Counter of int or tuple keys (built for one, or of such items) is a Map: items or a dict of counts.
    Keywords add their counts after (`Counter(runs=1)`: str keys, as CPython's update)."""
    positional = [a for a in node.args if a.keyword is None]
    if len(positional) > 1 or any(a.star for a in node.args):
        return b.error(node, "Counter() takes one iterable or mapping, and keywords, here")
    if len(positional) < len(node.args):
        base = _counter(b, b.parsed.stand_in(node.with_changes(args=positional), node), expected)
        if isinstance(base.type, DictType) and base.type.is_map:
            return b.error(node, f'keywords of a "{base.type.display()}": keywords are str keys')
        props: list[js.Prop | js.Spread] = []
        for arg in node.args:
            if arg.keyword is not None:
                count = b.expr(arg.value, INT)
                if may_be_bool(count.type):  # (Python keeps True as the count: it prints True)
                    return b.error(arg.value, BOOL_AS_NUMBER)
                props.append(js.Prop(arg.keyword.value, count.js))
        return TExpr(b.call_helper("$counterAdd", base.js, js.Object(props)), base.type)
    want = _expected_dict(expected)
    if not node.args:
        if want is not None and want.is_map:
            return TExpr(maps.new(), DictType(want.key, INT, "counter"))
        return TExpr(js.Object([]), DictType(STR, INT, "counter"))
    items = b.expr(node.args[0].value)
    t = widen(items.type)
    if isinstance(t, IteratorType):  # a generator: drained (no worker code runs between its items)
        items, t = TExpr(js.Array([js.Spread(items.js)]), ListType(t.item)), ListType(t.item)
    item = (
        t.item if isinstance(t, ListType) else union(*t.items) if isinstance(t, TupleType) and t.items else t
    )
    key = (
        want.key
        if want is not None and want.is_map
        else t.key
        if isinstance(t, DictType) and t.is_map
        else maps.plain_key(item)
        if isinstance(t, (ListType, TupleType))
        else None
    )
    if key is not None and map_key(key) is not None:
        made = DictType(key, INT, "counter")
        counted = dict_methods.counted(b, node.args[0], made, items)
        return TExpr(js.Name("undefined"), ERROR) if counted is None else TExpr(counted, made)
    if isinstance(t, DictType) and not t.is_map and is_str(widen(t.key)) and widen(t.value) == INT:
        # `Counter(counts)`: a copy of a dict of int counts, in its order
        return TExpr(b.call_helper("$counterAdd", js.Object([]), items.js), DictType(STR, INT, "counter"))
    if not (is_str(t) or (isinstance(t, (ListType, TupleType)) and is_str(widen(item)))):
        problem = (
            maps.key_problem(key) if key is not None else ""
        ) or "count a list or str of str, int or tuples, or copy a dict of int counts"
        return b.error(node.args[0], f'Counter() of "{items.type.display()}": {problem}')
    return TExpr(b.call_helper("$counterAdd", js.Object([]), items.js), DictType(STR, INT, "counter"))


def _library_call(
    b: Builder, node: cst.Call, module: str, name: str, where: cst.CSTNode, expected: Type | None = None
) -> TExpr:
    """`floor(x)` after `from math import floor`, or `math.floor(x)`: the stdlib table's rule."""
    if (module, name) in GETTERS:  # `key=itemgetter(1)`: the lambda, typed where it is given
        return getter(b, node, name, expected)
    settled = False
    if (module, name) == ("asyncio", "gather"):
        flag = next(
            (a for a in node.args if a.keyword is not None and a.keyword.value == "return_exceptions"), None
        )
        written = flag.value.value if flag is not None and isinstance(flag.value, cst.Name) else None
        if flag is not None and written not in ("True", "False"):
            return b.error(flag, "asyncio.gather(return_exceptions=...) takes True or False written here")
        coroutines.gather_arguments(b, node)  # (before the node is remade: it asks if it is awaited)
        settled = written == "True"  # (`return_exceptions=True`: each error a result)
        node = node.with_changes(args=[a for a in node.args if a is not flag])
    if (module, name) == ("json", "dumps"):
        node = printing.default_as_lambda(b, node)
    if (module, name) == ("asyncio", "gather") and len(node.args) == 1 and node.args[0].star == "*":
        # asyncio.gather(*calls): every awaitable of a list (or of an iterator, read at once), in order
        calls = b.expr(node.args[0].value)
        t = widen(calls.type)
        if not (isinstance(t, (ListType, IteratorType)) and isinstance(widen(t.item), AwaitableType)):
            return b.error(
                node.args[0], f'asyncio.gather(*...) takes a list of awaitables, not "{calls.type.display()}"'
            )
        result = widen(t.item)
        assert isinstance(result, AwaitableType)
        # (a list may hold one awaitable twice, which Python's gather runs once; an iterator's items
        # are taken at once, as an array)
        items = calls.js if isinstance(t, ListType) else js.Array([js.Spread(calls.js)])
        made = b.call_helper("$gatherSettled" if settled else "$gather", items)
        each = union(result.result, error_type()) if settled else result.result
        return TExpr(made, AwaitableType(ListType(each)))
    if (module, name) == ("itertools", "chain") and len(node.args) == 1 and node.args[0].star == "*":
        groups = b.expr(node.args[0].value)  # `chain(*groups)`: unpacked when the call is made
        return MODULE_FUNCTIONS[(module, name)](
            CallSite(b, node, None, [TExpr(js.Spread(groups.js), groups.type)])
        )
    if (module, name) == ("itertools", "product") and len(node.args) == 1 and node.args[0].star == "*":
        # `product(*axes)` of a list of lists: tuples of any length, one item of each
        axes = b.expr(node.args[0].value)
        t = widen(axes.type)
        group = widen(t.item) if isinstance(t, (ListType, IteratorType)) else None
        if not (isinstance(group, (ListType, RangeType)) or (group is not None and is_str(group))):
            return b.error(
                node.args[0],
                f'product(*...) takes a list (or generator) of lists, strs or ranges here, not "{axes.type.display()}"',
            )
        item = group.item if isinstance(group, ListType) else INT if isinstance(group, RangeType) else STR
        made = b.call_helper("$product", js.Spread(axes.js))
        return TExpr(made, IteratorType(ListType(item, is_tuple=True)))
    if (module, name) in HMAC_CALLS:
        return hmac_call(b, node, name)
    if (module, name) in NODE_RULES:
        return NODE_RULES[(module, name)](b, node)
    rule = MODULE_FUNCTIONS.get((module, name))
    if rule is None:
        if (module, name) in INSTEAD:
            return b.error(where, f'"{module}.{name}" is not supported: {INSTEAD[(module, name)]}')
        known = [n for m, n in MODULE_FUNCTIONS if m == module]
        return b.error(where, f'"{module}.{name}" is not supported{did_you_mean(name, known)}')
    if module == "re":
        regex.read_as_flags(b, node, name)
    lowered = _positional(
        b, node, hints=regex.argument_hints(b, module, name, node), spreads=(module, name) in SPREAD_FUNCTIONS
    )
    if (module, name) == ("asyncio", "gather") and settled:
        rule = GATHER_SETTLED
    return rule(CallSite(b, node, None, *lowered)) if lowered else TExpr(js.Name("undefined"), ERROR)


def _format(b: Builder, node: cst.Call) -> TExpr:
    """format(value[, spec]): what f"{value:spec}" gives, for a spec written as a literal."""
    args = node.args
    if not 1 <= len(args) <= 2 or any(a.keyword is not None or a.star for a in args):
        return b.error(node, "format() takes a value and, optionally, a format spec")
    spec = ""
    if len(args) == 2:
        literal = args[1].value
        if not isinstance(literal, cst.SimpleString) or literal.prefix.lower() not in ("", "r"):
            return b.error(args[1], "format()'s spec must be a str literal here (or write an f-string)")
        spec = literal.evaluated_value if isinstance(literal.evaluated_value, str) else ""
    part = cst.FormattedStringExpression(
        expression=args[0].value,
        format_spec=[cst.FormattedStringText(spec.replace("{", "{{").replace("}", "}}"))] if spec else None,
    )
    return b.expr(b.parsed.stand_in(cst.FormattedString(parts=[part]), node))


def _is_builtin(b: Builder, func: cst.BaseExpression, name: str) -> bool:
    return (
        isinstance(func, cst.Name)
        and func.value == name
        and b.symbol(name) is None
        and b.local_type(name) is None
    )


def _positional(
    b: Builder,
    node: cst.Call,
    receiver: TExpr | None = None,
    method: str = "",
    hints: dict[int, Type] | None = None,
    *,
    spreads: bool = False,
    spread_first: bool = False,
) -> tuple[list[TExpr], dict[str, TExpr]] | None:
    """The arguments of a builtin or a method of a Python value, lowered. A `key=` function (of
    `sorted`, `min`, `max`, `list.sort`) takes the items of the receiver or of the first argument;
    a value stored into a container is read as its item type (`d.get(k, [])` is a `list[X]`)."""
    args: list[TExpr] = []
    keywords: dict[str, TExpr] = {}
    hints = hints or _argument_hints(receiver, method)
    for arg in node.args:
        if arg.star == "*" and (spread_first or spreads and args):  # `join(root, *parts)`: a list's items
            items = b.expr(arg.value)
            t = widen(items.type)
            if spread_first and (
                not isinstance(t, (ListType, TupleType)) or isinstance(t, ListType) and t.view
            ):
                # `print(*word)`, `print(*d.keys())`: any iterable
                iteration = iterate_value(b, arg.value, items)
                if iteration is None:
                    return None
                listed = (
                    iteration.iterable if iteration.is_array else js.Array([js.Spread(iteration.iterable)])
                )
                if is_dynamic(t):  # a JSON value that is no iterable: CPython's TypeError names print()
                    listed = b.call_helper("$dynIter", items.js, js.Str("print"))
                items, t = TExpr(listed, ListType(iteration.item)), ListType(iteration.item)
            if not (isinstance(t, (ListType, TupleType)) and not (isinstance(t, ListType) and t.view)):
                b.error(arg, f'*-arguments here take a list or tuple, not "{items.type.display()}"')
                return None
            if isinstance(t, TupleType) and spread_first and is_simple(items.js):
                # `print(*pair)` of a `tuple[int, float]`: each item as an argument of its own type
                args += [TExpr(js.Index(items.js, js.Num(str(i))), item) for i, item in enumerate(t.items)]
                continue
            if (
                isinstance(t, TupleType)
                and spread_first
                and isinstance(items.js, js.Array)
                and len(items.js.items) == len(t.items)
                and not any(isinstance(e, js.Spread) for e in items.js.items)
            ):
                args += [TExpr(e, item) for e, item in zip(items.js.items, t.items)]  # `print(*(1.0, 2))`
                continue
            item = t.item if isinstance(t, ListType) else union(*t.items) if t.items else ANY
            args.append(TExpr(js.Spread(items.js), item))
            continue
        if arg.star == "**" and method == "format" and receiver is not None and is_str(widen(receiver.type)):
            if "**" in keywords:
                b.error(arg, "format() takes one **dict here: merge them first ({**a, **b})")
                return None
            keywords["**"] = b.expr(arg.value)  # `template.format(**values)`: see str_methods._format
            continue
        if arg.star:
            called = node.func.value if isinstance(node.func, cst.Name) else ""
            advice = (
                f" (write {called}([a, *xs]): with xs empty, Python's {called}(a, *xs) takes a as the iterable)"
                if called in ("min", "max") and arg.star == "*"
                else ""
            )
            if arg.star == "**" and not advice:
                advice = " (pass each keyword argument by name)"
            b.error(arg, f"{arg.star}-arguments are not supported here{advice}")
            return None
        if arg.keyword is None:
            args.append(b.expr(arg.value, hints.get(len(args))))
    for arg in node.args:
        if arg.keyword is not None:
            hint: Type | None = None
            source = receiver or (args[0] if args else None)
            if arg.keyword.value == "key" and source is not None:
                given = [a for a in args if not isinstance(a.js, js.Spread)]
                # `max(a, b, key=len)`: the key takes the arguments themselves, else the items of one
                item = (
                    union(*(a.type for a in given))
                    if receiver is None and len(given) > 1
                    else item_type(source.type)
                )
                hint = CallableType((item,), ANY)
                if _calls_key_at_once(node):  # `sorted(xs, key=lambda v: v + p)` runs it before it returns
                    b.runs_now.add(arg.value)
                if (own := _own_items_getter(b, node, arg.value)) is not None:
                    keywords["key"] = b.expr(own, hint)
                    continue
            keywords[arg.keyword.value] = b.expr(arg.value, hint)
    if keywords:  # a rule places them where its JS call takes them: evaluated first where that shows
        if receiver is not None and not steady(b, receiver.js):
            if order_observable(b, [v.js for v in [*args, *keywords.values()]]):
                b.error(
                    node, "keyword arguments that act, on a receiver that is no name: name the receiver first"
                )
                return None
        else:
            held = hold_in_source_order(b, [*args, *keywords.values()])
            args[:], keywords = held[: len(args)], dict(zip(keywords, held[len(args) :]))
    return args, keywords


def _own_items_getter(b: Builder, node: cst.Call, key: cst.BaseExpression) -> cst.Lambda | None:
    """`max(counts, key=counts.get)` (`__getitem__` too), the idiom for the key of the largest value:
    over the dict's own keys `get` finds each, so it is `lambda k: counts[k]` (typed by the values, not
    `V | None`); None where the key function is no such method of the dict the call walks."""
    walked = node.args[0].value if node.args and node.args[0].keyword is None else None
    if not (
        isinstance(key, cst.Attribute)
        and key.attr.value in ("get", "__getitem__")
        and isinstance(key.value, cst.Name)
        and isinstance(walked, cst.Name)
        and walked.value == key.value.value
        and isinstance(widen(b.expr(walked).type), DictType)
    ):
        return None
    param = cst.Name("k" if walked.value != "k" else "key")  # (not the dict's name, which the body reads)
    made = cst.Lambda(
        cst.Parameters([cst.Param(param)]), cst.Subscript(key.value, [cst.SubscriptElement(cst.Index(param))])
    )
    return b.parsed.stand_in(made, key)


def _argument_hints(receiver: TExpr | None, method: str) -> dict[int, Type]:
    """Positional argument -> the type it is stored as, for methods of lists and dicts."""
    t = widen(receiver.type) if receiver is not None else None
    if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass):
        return t.cls.hints.get(method, {})
    if isinstance(t, DictType) and method in ("get", "pop", "setdefault"):
        return {1: t.value}
    if isinstance(t, (ListType, DequeType)):
        return (
            {0: t.item}
            if method in ("append", "appendleft", "remove", "index", "count")
            else {1: t.item}
            if method == "insert"
            else {}
        )
    return {}


def class_of(value: TExpr) -> TExpr | None:
    """`type(x)`, `x.__class__` of an instance of one of the worker's plain classes (not an Enum's
    member, nor a NamedTuple): its JS object's constructor, that class or one deriving from it."""
    t = value.type
    if (
        isinstance(t, InstanceType)
        and isinstance(t.cls, UserClass)
        and t.cls.kind == "class"
        and t.cls.enum_members is None
        and not t.cls.named_tuple
    ):
        made = ClassObjectType(t.cls)  # (tsc types `constructor` as a Function, which `new` refuses)
        return TExpr(js.TypeCast(js.Member(value.js, "constructor"), jsdoc_type(made)), made)
    return None


def _class_method_call(b: Builder, node: cst.Call, cls: str, name: str) -> TExpr:
    """`bytes.fromhex(s)`: a class method of a builtin class."""
    rule = CLASS_METHODS.get((cls, name))
    if rule is None:
        return b.error(node.func, f'"{cls}.{name}" is not supported')
    lowered = _positional(b, node)
    if lowered is None:
        return TExpr(js.Name("undefined"), ERROR)
    return rule(CallSite(b, node, None, lowered[0], lowered[1]))


#: Builtins refused, and why (the message's second half).
_REFUSED_BUILTINS = {
    "object": "for a sentinel, use None or a member of an Enum of your own (class Missing(Enum): MISSING = 0)",
    "type": "type(x) is supported as type(x).__name__ and, of an instance of the worker's own class, as "
    "that class (type(self)(...)); to test what a value is, use isinstance(x, C) "
    "(type(x) is int, which also tells a bool from an int, is isinstance(x, int) and not isinstance(x, bool))",
    "getattr": "an attribute's JavaScript name may differ from its Python name (byte_length is byteLength), "
    "so a name known only at run time cannot be read; read the attribute, or keep the values in a dict",
    "setattr": "an attribute's JavaScript name may differ from its Python name, so a name known only at "
    "run time cannot be written; assign the attribute, or keep the values in a dict",
    "hasattr": "an attribute's JavaScript name may differ from its Python name, and JavaScript reads a missing "
    "one as undefined; use isinstance(), or keep the values in a dict",
    "vars": "a JavaScript object holds other properties than Python's __dict__: use dataclasses.asdict(x) "
    "of a dataclass, or build the dict of its fields",
}


def _builtin_call(b: Builder, node: cst.Call, name: str) -> TExpr:
    comprehensions.consumed_at_once(b, name, node)
    if name in PREDICATES:
        return comprehensions.predicate(b, node, PREDICATES[name])
    if name == "format":
        return _format(b, node)
    if name == "next":
        if node.args and not isinstance(node.args[0].value, cst.GeneratorExp):
            lowered = _positional(b, node)
            if lowered is None:
                return TExpr(js.Name("undefined"), ERROR)
            args, keywords = lowered
            if keywords or not 1 <= len(args) <= 2:
                return b.error(node, "next() takes an iterator and, optionally, a default")
            return generators.next_call(b, node, args[0], args[1] if len(args) > 1 else None)
        return comprehensions.first(b, node)
    if name in ("map", "filter"):
        return _map_or_filter(b, node, name)
    if name in ("min", "max") and (starred := _min_max_of_starred(b, node, name)) is not None:
        return starred
    if name in ("len", "reversed", "list") and len(node.args) == 1 and ranges.is_range(b, node.args[0].value):
        ranged = node.args[0].value
        assert isinstance(ranged, cst.Call)
        if node.args[0].keyword is not None or node.args[0].star:
            return b.error(node, f"{name}() takes one positional argument here")
        return (
            ranges.range_len(b, ranged)
            if name == "len"
            else ranges.range_list(b, ranged, reverse=name == "reversed")
        )
    if name == "range":  # kept or passed: a `$Range` value
        return ranges.range_value(b, node)
    if name in _LOOP_ONLY:  # zip(...), enumerate(...) kept or passed: the one-shot iterator Python's is
        iteration = iterate(b, node)
        if iteration is None:
            return TExpr(js.Name("undefined"), ERROR)
        walked = held_iterator(b, iteration)  # (a dict it walks is checked at each step)
        if walked is iteration.iterable and iteration.is_array:  # (`zip(*rows)`'s columns): their iterator
            walked = js.Call(js.Member(walked, "values"), [])
        return TExpr(walked, IteratorType(iteration.item))
    if name in EXCEPTIONS:
        if any(a.star or a.keyword is not None for a in node.args):
            return b.error(node, f"{name}() takes its arguments one by one and by position here")
        made = _positional(b, node)
        if made is None:
            return TExpr(js.Name("undefined"), ERROR)
        args, _ = made
        plain = plain_key if name == "KeyError" else plain_message  # (a KeyError's str() is the key's repr)
        if len(args) > 1 or (args and not plain(args[0].type)):
            # `ValueError("bad", n)`, `IndexError(i)`: e.args keeps them; str(e) is BaseException's
            return _keeping_arguments(
                b, node, js.New(constructed_class(b, name), []), args, [name], error_type()
            )
        if name == "KeyError":
            return TExpr(js.New(exception_class(b, name), [a.js for a in args]), error_type())
        return TExpr(js.New(constructed_class(b, name), [a.js for a in args]), error_type())
    if name == "isinstance":  # its second argument is a class (or tuple of them), not a value
        if len(node.args) != 2 or any(a.keyword is not None or a.star for a in node.args):
            return b.error(node, "isinstance() takes a value and a class")
        with read_as_test(b, node.args[0].value):  # (what it holds now)
            tested = b.expr(node.args[0].value)
        return BUILTIN_FUNCTIONS[name](CallSite(b, node, None, [tested]))
    if name == "type" and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
        own_class = class_of(b.expr(node.args[0].value))  # `type(self)(...)`: the instance's own class
        if own_class is not None:
            return own_class
    rule = BUILTIN_FUNCTIONS.get(name)
    if rule is None and name in _REFUSED_BUILTINS:
        return b.error(node.func, f"{name}() is not supported: {_REFUSED_BUILTINS[name]}")
    if rule is None:
        known = list(BUILTIN_FUNCTIONS) + list(PREDICATES) + list(_LOOP_ONLY) + ["next"]
        return b.error(node.func, f'Name "{name}" is not defined or not supported{did_you_mean(name, known)}')
    if name in _CONSUMERS and node.args and _is_loop_only(b, node.args[0].value):
        # `sorted(zip(a, b))`, `list(enumerate(xs))`, `sum(range(n))`: the iterator, consumed at once
        consumed = _iterator_as_list(b, node.args[0].value)
        if consumed is None:
            return TExpr(js.Name("undefined"), ERROR)
        rest = _positional(b, node.with_changes(args=node.args[1:]), consumed)
        if rest is None:
            return TExpr(js.Name("undefined"), ERROR)
        return rule(CallSite(b, node, None, [consumed, *rest[0]], rest[1]))
    lowered = _positional(b, node, spread_first=name == "print")  # `print(*rows)`
    if lowered is None:
        return TExpr(js.Name("undefined"), ERROR)
    args, keywords = lowered
    if name in _DRAINING and name not in ("list", "tuple") and (len(args) == 1 or (args and name == "sum")):
        # `max(r, key=f)`, not `max(r1, r2)`: a range's items (no worker code runs as they are read);
        # list() and tuple() copy them themselves
        args[0] = ranges.as_list(args[0])
    if name in _DRAINING and args and (own := own_iterator(b, args[0])) is not None:
        args[0] = own  # `list(bag)`, `sorted(bag)`: its iterator's items
    if name in _DRAINING and not (name in ("min", "max") and "key" in keywords):
        # `sorted(gen())`: the generator's items, as a list (min/max call a key between items)
        args = [generators.as_list(a) for a in args]
        if len(args) == 1 or (args and name == "sum"):  # `sorted(q)`, not `max(q1, q2)`: a deque's items
            args[0] = deques.as_list(args[0])
    return rule(CallSite(b, node, None, args, keywords))


def _min_max_of_starred(b: Builder, node: cst.Call, name: str) -> TExpr | None:
    """`max(a, *xs)`: the max of `[a, *xs]`. With one value before the star and `xs` empty, Python's
    max(a) takes `a` as the iterable: of a number that is its TypeError (`$starArgs`); of another
    type refused. None where no argument is starred (or `*xs` comes alone)."""
    positional = [a for a in node.args if a.keyword is None]
    if not any(a.star == "*" for a in positional) or all(a.star for a in positional):
        return None
    if any(a.star == "**" for a in node.args):
        return None
    items = [cst.StarredElement(a.value) if a.star else cst.Element(a.value) for a in positional]
    keywords = [a for a in node.args if a.keyword is not None]
    listed = b.parsed.stand_in(cst.List(items), node)
    lowered = _positional(b, b.parsed.stand_in(node.with_changes(args=[cst.Arg(listed), *keywords]), node))
    if lowered is None:
        return TExpr(js.Name("undefined"), ERROR)
    args, given = lowered
    if len([a for a in positional if not a.star]) == 1:
        # (the items' type: an int's or a float's, so `a` is one, which names the TypeError)
        made = args[0]
        shown = widen(made.type.item) if isinstance(made.type, ListType) else made.type
        if shown not in (INT, FLOAT):
            return b.error(
                node,
                f"{name}(a, *xs) of items that are not all ints or all floats: with xs empty Python's "
                f"{name}(a) iterates a; write {name}([a, *xs])",
            )
        message = js.Str(f"'{shown.display()}' object is not iterable")
        args[0] = TExpr(b.call_helper("$starArgs", made.js, message), made.type)
    rule = BUILTIN_FUNCTIONS[name]
    return rule(CallSite(b, node, None, args, given))


def _map_or_filter(b: Builder, node: cst.Call, name: str) -> TExpr:
    """`map(f, xs)` is `(f(x) for x in xs)`, `filter(f, xs)` is `(x for x in xs if f(x))` (`filter(None,
    xs)`: `if x`): lowered as those generator expressions, with the lambda's own parameter and body."""
    args = node.args
    if len(args) != 2 or any(a.keyword is not None or a.star for a in args):
        return b.error(node, f"{name}() takes a function and one iterable here")
    func, items = args[0].value, args[1].value
    target: cst.Name
    applied: cst.BaseExpression
    getter_named = library_function(b, func.func) if isinstance(func, cst.Call) else None
    if isinstance(func, cst.Call) and getter_named in GETTERS:  # `map(itemgetter(0), rows)`
        made = getter_lambda(func, getter_named[1], literal_only=True)
        if isinstance(made, str):
            return b.error(func, made)
        func = b.parsed.stand_in(made, func)
    if isinstance(func, cst.Lambda):
        params = func.params
        if (
            len(params.params) != 1
            or params.params[0].default is not None
            or isinstance(params.star_arg, (cst.Param, cst.ParamStar))
            or params.kwonly_params
            or params.star_kwarg is not None
            or params.posonly_params
        ):
            return b.error(func, f"{name}() takes a lambda of one parameter here")
        target, applied = params.params[0].name, func.body
    elif isinstance(func, cst.Name):
        target = cst.Name("item" if func.value != "item" else "item_")
        applied = target if func.value == "None" and name == "filter" else cst.Call(func, [cst.Arg(target)])
    elif isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "str":
        target = cst.Name("item")  # `map(str.strip, lines)`: each item's own method
        applied = cst.Call(cst.Attribute(target, func.attr))
    elif (
        isinstance(func, cst.Attribute)
        and isinstance(func.value, cst.Name)
        and (
            b.class_named(func.value) is not None
            or isinstance(getattr(b.symbol(func.value.value), "type", None), ModuleType)
        )
    ):  # `map(Item.parse, raws)`, `map(json.loads, lines)`: a class's or module's function, which stays
        target = cst.Name("item" if func.value.value != "item" else "item_")
        applied = cst.Call(func, [cst.Arg(target)])
    elif (
        isinstance(func, cst.Attribute)
        and isinstance(func.value, cst.Name)
        and module_constant(b, func.value.value)
    ):
        # `map(PATTERN.match, lines)`: the bound method of an object a module constant holds, which
        # reads the same object at each item
        target = cst.Name("item" if func.value.value != "item" else "item_")
        applied = cst.Call(func, [cst.Arg(target)])
    else:
        return b.error(func, f"{name}() takes a lambda, the name of a function or a str method here")
    clause = cst.CompFor(target=target, iter=items)
    if name == "map":
        written = cst.GeneratorExp(elt=applied, for_in=clause)
    else:
        written = cst.GeneratorExp(elt=target, for_in=clause.with_changes(ifs=[cst.CompIf(test=applied)]))
    if id(node) in b.generators_consumed_at_once:  # `list(map(...))`: its consumer takes every item
        b.generators_consumed_at_once.add(id(written))
    b.map_stand_ins.add(id(written))
    return b.expr(b.parsed.stand_in(written, node))


#: Builtins that consume an iterable at once, so zip(), enumerate() and range() may be their argument.
_CONSUMERS = ("list", "tuple", "sorted", "dict", "set", "frozenset", "min", "max", "sum")


def _is_loop_only(b: Builder, node: cst.BaseExpression) -> bool:
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Name)
        and _is_builtin(b, node.func, node.func.value)
        and node.func.value in _LOOP_ONLY
    )


def _iterator_as_list(b: Builder, node: cst.BaseExpression) -> TExpr | None:
    iteration = iterate(b, node)
    if iteration is None:
        return None
    if iteration.kind == "range":
        assert iteration.start is not None and iteration.stop is not None and iteration.step is not None
        made = b.call_helper("$range", iteration.start, iteration.stop, iteration.step)
        return TExpr(made, ListType(INT))
    walked = iteration.iterable
    if reads_any(walked, frozenset(("$lazy", "$held"))):  # (a generator's code runs between its steps)
        walked = held_iterator(b, iteration)
    items = walked if iteration.is_array and walked is iteration.iterable else js.Array([js.Spread(walked)])
    return TExpr(items, ListType(iteration.item))


def _asdict(b: Builder, node: cst.Call) -> TExpr:
    """dataclasses.asdict(x): a dict of its fields, dataclasses, lists, tuples and dicts in them made
    anew the same way (`$asdict`, reading each class's `$fields`)."""
    if len(node.args) != 1 or node.args[0].keyword is not None or node.args[0].star:
        return b.error(node, "asdict() takes one dataclass instance here (no dict_factory)")
    value = b.expr(node.args[0].value)
    t = widen(value.type)
    if not (
        isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.dataclass_fields is not None
    ):
        return b.error(node, f'asdict() of "{value.type.display()}": it takes an instance of a dataclass')
    if t.cls.named_tuple:
        return b.error(node, f'asdict() of the NamedTuple "{t.cls.name}": use its _asdict()')
    kept = _kept_by_asdict(t, set(), b.scope.classes)
    if kept is not None:
        return b.error(
            node,
            f'asdict() of "{t.display()}", which holds a {kept.display()}: its result is a JSON value (Any) '
            f"here, which a {kept.display()} is not (it would print and serialize as no Python value); build "
            "the dict yourself (list(...), bytes(...), str(...), .value or .isoformat() of it)",
        )
    return TExpr(b.call_helper("$asdict", value.js), DictType(STR, ANY))


def _replace(b: Builder, node: cst.Call) -> TExpr:
    """dataclasses.replace(x, **changes): x's class called with each field its __init__ takes, the
    changes first (Python evaluates them before it reads the others), x's own values for the rest."""
    args = node.args
    if (
        not args
        or args[0].keyword is not None
        or any(a.star for a in args)
        or any(a.keyword is None for a in args[1:])
    ):
        return b.error(node, "replace() takes a dataclass instance and keyword arguments here")
    target = args[0].value
    changes = args[1:]
    if not _read_again_alike(b, target):
        return b.error(target, "replace() of an expression: assign the instance to a name first")
    value = b.expr(target)
    t = value.type
    own_class = class_of(value)
    if (
        own_class is None
        or not isinstance(t, InstanceType)
        or not isinstance(t.cls, UserClass)
        or t.cls.dataclass_fields is None
    ):
        return b.error(node, f'replace() of "{value.type.display()}": it takes an instance of a dataclass')
    cls = t.cls
    # (a call of a stdlib function, `time.perf_counter()`, runs none of the worker's code, unless it
    # is given a function: `functools.reduce(f, xs)`)
    acting = any(
        not (isinstance(found, cst.Call) and _library_call_of_values(b, found))
        for a in changes
        for found in walk(a.value)
        if isinstance(found, (cst.Call, cst.NamedExpr, cst.Await, cst.Yield))
    )
    if acting and not (cls.frozen and steady(b, value.js)):
        # (the JS reads the other fields between the changes, which a call could have changed)
        return b.error(
            node,
            "replace() with changes that call: Python evaluates them before it reads the instance's other "
            "fields; assign them to names first (or replace() a local name's frozen dataclass)",
        )
    classes = b.scope.classes
    if any(n in classes and classes[n].dataclass_fields != cls.dataclass_fields for n in cls.subclasses):
        return b.error(
            node,
            f'replace() of a "{cls.name}", from which a dataclass with fields of its own derives: '
            "the instance may be one, with more fields; call the class you mean",
        )
    given = {a.keyword.value for a in changes if a.keyword is not None}
    for name in given:
        spec = cls.field_specs.get(name)
        if spec is not None and not spec.init:
            return b.error(
                node, f"field {name} is declared with init=False, it cannot be specified with replace()"
            )
    fields = cls.dataclass_fields or {}
    reads = [
        cst.Arg(cst.Attribute(target, cst.Name(name)), keyword=cst.Name(name))
        for name in fields
        if name not in given and (spec := cls.field_specs.get(name)) is not None and spec.init
    ]
    written = b.parsed.stand_in(node.with_changes(args=[*changes, *reads]), node)
    return _invoke(b, written, own_class, "replace")


def _library_call_of_values(b: Builder, node: cst.Call) -> bool:
    """A stdlib function's call given no function of the worker's (a lambda, a `def`'s name)."""
    given = [a.value for a in node.args]
    return library_function(b, node.func) is not None and not any(
        isinstance(v, cst.Lambda) or (isinstance(v, cst.Name) and v.value in b.scope.functions) for v in given
    )


def _read_again_alike(b: Builder, node: cst.BaseExpression) -> bool:
    """A name, or attributes of one that no class of the worker's makes a property: reading it again
    (for each field replace() keeps) runs nothing."""
    while isinstance(node, cst.Attribute):
        if any(node.attr.value in c.properties for c in b.scope.classes.values()):
            return False
        node = node.value
    return isinstance(node, cst.Name)


def _kept_by_asdict(t: Type, seen: set[str], classes: Mapping[str, UserClass]) -> Type | None:
    """A value among a dataclass's fields and items (its dataclasses' too) that asdict() keeps as it
    is and its Any result cannot hold (a bytearray, a set, an Enum's member, a datetime); None if none.
    A dataclass may hold an instance of any of its subclasses, whose fields asdict() walks too."""
    t = widen(t)

    def first(types: Iterable[Type]) -> Type | None:
        return next((k for item in types if (k := _kept_by_asdict(item, seen, classes)) is not None), None)

    if isinstance(t, UnionType):
        return first(t.options)
    if isinstance(t, ListType):
        return first([t.item])
    if isinstance(t, TupleType):
        return first(t.items)
    if isinstance(t, DictType):  # a Map is no JSON object; asdict() rebuilds a Counter, a defaultdict or
        # an OrderedDict by calling its class with the pairs (CPython 3.11: a Counter of the pairs, a TypeError)
        return t if t.is_map or t.kind != "dict" else first([t.value])
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.dataclass_fields is not None:
        if t.cls.qualname in seen:
            return None
        seen.add(t.cls.qualname)
        fields = [t.cls.attributes[n] for n in t.cls.dataclass_fields if n in t.cls.attributes]
        bases = [InstanceType(base) for base in t.cls.bases()]  # the fields they declare
        subclasses = [InstanceType(classes[n]) for n in sorted(t.cls.subclasses) if n in classes]
        return first([*fields, *bases, *subclasses])
    return t if not_json(t) else None


def _cast(b: Builder, node: cst.Call) -> TExpr:
    if len(node.args) != 2:
        return b.error(node, "cast() takes a type and a value")
    target = b.scope.annotations.resolve(node.args[0].value)
    # (its literal is made as the type says: `cast(dict[int, int], {})` is a Map)
    value = b.expr(node.args[1].value, target)
    if (problem := mixed_number_store(target, value.type)) in (OBJECT_AS_MAP, JSON_AS_MAP):
        return b.error(node.args[1].value, problem)  # (cast() converts nothing: the JS value is no Map)
    # (not to Any: tsc still checks such a value where the SDK's declarations take it)
    if is_dynamic(value.type) or is_dynamic(target) or jsdoc_type(value.type) == jsdoc_type(target):
        return TExpr(value.js, target)
    return TExpr(js.TypeCast(value.js, jsdoc_type(target)), target)  # (what mypy was told, tsc is too)


def _literal_args(b: Builder, node: cst.Call) -> TExpr:
    """`get_args(Shell)` of `Shell = Literal["bash", "sh"]`: its values, a tuple, in their order."""
    arg = node.args[0].value if len(node.args) == 1 and node.args[0].keyword is None else None
    symbol = b.symbol(arg.value) if isinstance(arg, cst.Name) else None
    alias = symbol.alias_of if symbol is not None else None
    literal = b.scope.annotations.resolve(alias) if isinstance(alias, cst.Subscript) else None
    # (`Literal[A, "x"]` of another alias, a union of Literals: get_args gives what they are)
    written = (
        [
            _literal_value(e.slice.value) if isinstance(e.slice, cst.Index) else _NOT_LITERAL
            for e in alias.slice
        ]
        if isinstance(alias, cst.Subscript)
        else [_NOT_LITERAL]
    )
    literals = literal.options if isinstance(literal, UnionType) else (literal,)
    if (
        literal is None
        or _NOT_LITERAL in written
        or not all(isinstance(t, LiteralType) or t == NONE for t in literals)
    ):
        return b.error(
            node, "get_args() is supported of a name given a Literal of literals (Shell = Literal[...])"
        )
    unique = list(dict.fromkeys((type(v), v) for v in written))  # typing drops repeated ones
    values: list[js.Expr] = [
        js.Str(v)
        if isinstance(v, str)
        else js.Null()
        if v is None
        else js.Bool(v)
        if isinstance(v, bool)
        else js.Unary("-", js.Num(str(-v)))
        if isinstance(v, int) and v < 0
        else js.Num(str(v))
        for _, v in unique
    ]
    made = ListType(literal, is_tuple=True)
    return TExpr(js.TypeCast(js.Array(values), jsdoc_type(made)), made)  # (tsc: `[-1, 0]` is number[])


_NOT_LITERAL = object()


def _literal_value(node: cst.BaseExpression) -> object:
    """What a literal written in `Literal[...]` is (`_NOT_LITERAL` for another alias's name)."""
    match node:
        case cst.SimpleString() | cst.Integer():
            return node.evaluated_value
        case cst.UnaryOperation(operator=cst.Minus(), expression=cst.Integer() as number):
            return -number.evaluated_value
        case cst.Name(value="True" | "False" | "None" as name):
            return {"True": True, "False": False, "None": None}[name]
    return _NOT_LITERAL


def _super_call(b: Builder, node: cst.Call, func: cst.Attribute) -> TExpr:
    cls = b.function.cls if b.function is not None else None
    name = func.attr.value
    if (
        cls is not None
        and cls.is_exception()
        and name == "__init__"
        and all(isinstance(base, UserClass) and not base.defines("__init__") for base in cls.bases())
    ):
        # a builtin exception's constructor (also through bases of the worker's that define none):
        # its message is what str() of it shows
        if any(a.star or a.keyword is not None for a in node.args):
            return b.error(
                node,
                "super().__init__() of an exception takes its arguments one by one and by position here "
                "(`super().__init__(message)`; e.args keeps several, each printed by its declared type)",
            )
        made = _positional(b, node)
        if made is None:
            return TExpr(js.Name("undefined"), ERROR)
        args, _ = made
        if len(args) > 1 or (args and not plain_message(args[0].type)):
            # `super().__init__(code, detail)`: e.args keeps them (the class's constructor writes the
            # super() call as a statement of its own, which tsc asks for: see classes.py)
            lineage = [c.name for c in cls.lineage()]
            return _keeping_arguments(b, node, js.Call(js.Name("super"), []), args, lineage, ANY)
        return TExpr(js.Call(js.Name("super"), [a.js for a in args]), ANY)
    if (
        cls is not None
        and cls.is_exception()
        and name == "__str__"
        and not node.args
        and not any(isinstance(base, UserClass) and base.defines("__str__") for base in cls.lineage()[1:])
        and not any(base.name == "KeyError" for base in cls.lineage())
    ):
        # a builtin exception's __str__: the message it was made with (which `$ownStr` keeps as its
        # args where the class's own __str__ makes the message)
        return TExpr(b.call_helper("$excStr", js.Name("this")), STR)
    if cls is None or not cls.bases():
        return b.error(
            func.value,
            "super() is supported only in methods of a class with a base class of the worker's (of an "
            "exception: super().__init__(message) and super().__str__())",
        )
    if name == "__init__":
        signature = next((base.constructor() for base in cls.bases()), None)
        if signature is None:
            return b.error(func, f'"{cls.bases()[0].name}" cannot be constructed')
        call = _apply(b, node, js.Name("super"), f'"__init__" of "{cls.bases()[0].name}"', (signature,))
        return TExpr(call.js, ANY)
    for base in cls.bases():
        found = base.member(name)
        if found is not None and found.signatures:
            label = f'"{name}" of "{base.name}"'
            # (a classmethod or staticmethod is the class's: its JS name is the static one)
            js_name = static_member(found.js_name) if found.kind == "static" else found.js_name
            # (`-> Self` of the base: the class it is called on, this one, as `cls`/`self` is)
            signatures = tuple(
                replace(s, result=_as_self(s.result, cls))
                if s.returns_self and isinstance(cls, UserClass)
                else s
                for s in found.signatures
            )
            return _apply(b, node, js.Member(js.Name("super"), js_name), label, signatures)
    base = cls.bases()[0]
    if (
        name in ("__repr__", "__str__")
        and isinstance(base, UserClass)
        and base.defines("__repr__")
        and not base.defines("__str__")
        and not node.args
    ):  # a dataclass's generated __repr__ (of the instance's own class name); object's __str__ is
        # repr(self), the instance's own
        owner = js.Name("this" if name == "__str__" else "super")
        return TExpr(js.Call(js.Member(owner, "__repr__"), []), STR)
    if name == "__str__" and cls.is_exception() and not node.args and b.receiver() is not None:
        # BaseException.__str__: its one argument as str, or "" (a message is one str here)
        return TExpr(b.call_helper("$excStr", js.Name("this")), STR)
    return b.error(func.attr, f'"{cls.bases()[0].name}" has no method "{name}"')


def _object_setattr(b: Builder, node: cst.Call) -> TExpr:
    """`object.__setattr__(self, "field", value)`: a dataclass's field set past `frozen=True` (the idiom
    of a frozen dataclass's `__post_init__`); frozen is checked by the build, so it is a plain store."""
    args = node.args
    usage = (
        'object.__setattr__(obj, "field", value) is supported for a dataclass\'s field named by a str literal'
    )
    if len(args) != 3 or any(a.keyword is not None or a.star for a in args):
        return b.error(node, usage)
    owner = b.expr(args[0].value)
    cls = owner.type.cls if isinstance(owner.type, InstanceType) else None
    name = args[1].value
    field_name = name.evaluated_value if isinstance(name, cst.SimpleString) else None
    if (
        not isinstance(cls, UserClass)
        or cls.dataclass_fields is None
        or cls.named_tuple
        or not isinstance(field_name, str)
        or field_name not in cls.dataclass_fields
    ):
        return b.error(node, usage)
    value = b.expr(args[2].value, cls.attributes[field_name])
    call = b.call_helper("$objectSetattr", owner.js, js.Str(cls.js_name_of(field_name)), value.js)
    return TExpr(call, NONE)


def _named_tuple_method(b: Builder, node: cst.Call, owner: TExpr, cls: UserClass, attr: str) -> TExpr:
    """A NamedTuple's `_asdict()` (a new dict of its fields in order) and `_replace(**fields)` (a new
    one of its class with those fields changed; the others kept)."""
    assert cls.dataclass_fields is not None
    names = list(cls.dataclass_fields)
    if attr == "_asdict":
        if node.args:
            return b.error(node, "_asdict() takes no arguments")
        values = union(*(cls.attributes[n] for n in names))
        call = b.call_helper("$ntAsdict", owner.js, js.Array([js.Str(n) for n in names]))
        return TExpr(call, DictType(STR, values))
    changes: list[js.Prop | js.Spread] = []
    for arg in node.args:
        name = arg.keyword.value if arg.keyword is not None else None
        if name is None or arg.star:
            return b.error(arg, "_replace() takes its fields as keyword arguments (field=value)")
        if name not in names:
            return b.error(arg, f'ValueError in Python: _replace() got an unexpected field name "{name}"')
        value = b.expr(arg.value, cls.attributes[name])
        changes.append(js.Prop(str(names.index(name)), value.js))
    return TExpr(b.call_helper("$ntReplace", owner.js, js.Object(changes)), owner.type)


def _classes_of_one_constructor(t: Type) -> tuple[Signature, list[Type]] | None:
    """A union of the worker's classes (`type[Sq] | type[Tri]`) whose constructors take the same
    parameters: that signature, and the instances each makes."""
    if not isinstance(t, UnionType):
        return None
    classes = [o.cls for o in t.options if isinstance(o, ClassObjectType) and isinstance(o.cls, UserClass)]
    if len(classes) != len(t.options) or any(
        c.kind != "class" or c.enum_members is not None for c in classes
    ):
        return None
    signatures = [s for c in classes if (s := c.constructor()) is not None]
    first = _shared_params(signatures) if len(signatures) == len(classes) else None
    return (first, [c.instance() for c in classes]) if first is not None else None


def _shared_method(t: Type, attr: str) -> tuple[str, Signature, list[Type]] | None:
    """A method every option of a union of the worker's instances has under one JS name with the same
    parameters (an override, or duck typing mypy checked): its JS name, signature and each result.
    Of a union of the worker's classes (`type[A] | type[B]`): a classmethod or staticmethod of each."""
    if not isinstance(t, UnionType):
        return None
    found: list[Member] = []
    for option in t.options:
        if not (
            isinstance(option, (InstanceType, ClassObjectType))
            and isinstance(option.cls, UserClass)
            and option.cls.kind == "class"
            and option.cls.primitive is None
            and option.cls.enum_members is None
        ):
            return None
        args = option.args if isinstance(option, InstanceType) else ()
        member = option.cls.member(attr, args)
        kind = "method" if isinstance(option, InstanceType) else "static"
        if member is None or member.kind != kind or len(member.signatures) != 1:
            return None
        found.append(member)
    signatures = [m.signatures[0] for m in found]
    first = _shared_params(signatures)
    if len({m.js_name for m in found}) != 1 or first is None or any(s.returns_self for s in signatures):
        return None
    return found[0].js_name, first, [s.result for s in signatures]


def _shared_params(signatures: list[Signature]) -> Signature | None:
    """The first of `signatures` when they all take the same parameters (a union's options called
    the one way), else None."""
    return signatures[0] if signatures and len({s.params for s in signatures}) == 1 else None


def _check_str_arguments(b: Builder, method: str, args: list[TExpr], keywords: dict[str, TExpr]) -> None:
    """A JSON value given where a str method takes a str: checked when it runs (`$strArg`, CPython's
    TypeError for a list or number; JS would take its text, "a,b")."""
    places = {i: a for i, a in enumerate(args)} | ({0: keywords["sep"]} if "sep" in keywords else {})
    for index, (message, none) in enumerate(STR_ARGUMENTS.get(method, ())):
        given = places.get(index)
        if given is None or not is_dynamic(given.type) or isinstance(given.type, ErrorType):
            continue
        checked = TExpr(
            b.call_helper("$strArg", given.js, js.Str(message), js.Bool(none)),
            union(STR, NONE) if none else STR,
        )
        if index < len(args) and args[index] is given:
            args[index] = checked
        else:
            keywords["sep"] = checked


def value_enum_call(b: Builder, node: cst.Call | None, cls: UserClass, attr: str, owner: TExpr) -> TExpr:
    """A method (or, `node` None, a property's getter) of a StrEnum's or IntEnum's member, which is its
    str or int: the class's own, called with the member as `this` (a strict-mode function keeps a
    primitive `this`): `Level.prototype.badge.call(level)`. An Enum with members has no subclasses."""
    own = js.Member(
        js.Member(js.Member(js.Name(class_binding(cls)), "prototype"), cls.js_name_of(attr)), "call"
    )
    if node is None:
        return TExpr(js.Call(own, [owner.js]), cls.attributes.get(attr, ANY))
    made = _apply(b, node, own, f'"{attr}" of "{cls.name}"', (cls.methods[attr],))
    assert isinstance(made.js, js.Call)
    return TExpr(js.Call(own, [owner.js, *made.js.args]), made.type)


def _method_call(b: Builder, node: cst.Call, func: cst.Attribute, owner: TExpr) -> TExpr:
    attr = func.attr.value
    t = owner.type
    if (
        isinstance(func.value, cst.Name)
        and func.value.value in b.cached_functions
        and isinstance(t, FunctionType)
    ):
        if attr == "cache_clear" and not node.args:  # `f.cache_clear()` of an @lru_cache function
            return TExpr(js.Binary(",", b.call_helper("$cacheClear", owner.js), js.Null()), NONE)
        if attr in ("cache_info", "cache_parameters"):
            return b.error(func.attr, f"{attr}() of a cached function is not supported (cache_clear() is)")
    if isinstance(t, TupleType) and isinstance(t.named, UserClass) and attr in ("_asdict", "_replace"):
        return _named_tuple_method(b, node, owner, t.named, attr)
    if isinstance(t, TupleType) and t.named is not None and t.named.member(attr) is not None:
        t = InstanceType(t.named)  # a NamedTuple's own methods; else a tuple's (`index`, `count`)
    if isinstance(t, InstanceType) and t.cls.primitive is not None:  # a StrEnum member: a str's methods
        if isinstance(t.cls, UserClass) and attr in t.cls.methods and attr not in t.cls.static_methods:
            return value_enum_call(b, node, t.cls, attr, owner)
        t = t.cls.primitive
        owner = TExpr(owner.js, t)
    if isinstance(t, ErrorType):  # the receiver already failed: no follow-up errors about the call
        return TExpr(js.Call(js.Member(owner.js, attr), []), ERROR)
    if isinstance(t, LocalModuleType):  # `limits.check(x)`: a function or class of the worker's module
        member = t.members.get(attr)
        if not isinstance(member, Symbol) or not member.runtime:
            return b.error(func.attr, f'Module "{t.name}" has no function or class "{attr}"')
        return _invoke(b, node, TExpr(js.Member(owner.js, member.js_name), member.type), attr)
    if isinstance(t, ModuleType):
        if t.name in LIBRARY_MODULES:
            return _library_call(b, node, t.name, attr, func.attr)
        symbol = b.scope.module_member(t, attr)
        if symbol is None or not symbol.runtime:
            return b.error(func.attr, f'Module "{t.name}" has no attribute "{attr}"')
        b.use_import(symbol)
        return _invoke(b, node, TExpr(js.Name(symbol.js_name), symbol.type), attr)
    if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass):
        rule = CLASS_RULES.get(t.cls.family(), {}).get(attr)
        if rule is not None:  # `pattern.sub(template, s)`: more than a plain call
            lowered = _positional(b, node, owner, attr)
            return rule(CallSite(b, node, owner, *lowered)) if lowered else TExpr(js.Name("undefined"), ERROR)
    if isinstance(t, (InstanceType, ClassObjectType)) and t.cls.kind != "typeddict":
        args = t.args if isinstance(t, InstanceType) else ()
        found = t.cls.member(attr, args)
        nested = t.cls.nested_class(attr) if found is None else None
        if isinstance(nested, UserClass):  # `Outer.Inner(...)`, `self.Inner(...)`
            return _invoke(b, node, nested_class_read(b, owner, nested), attr)
        if found is None:
            # (a stdlib class's: Python's may have it, it is not supported here)
            has = "has no supported method" if isinstance(t.cls, LibraryClass) else "has no attribute"
            return b.error(
                func.attr, f'"{t.cls.name}" {has} "{attr}"{did_you_mean(attr, t.cls.member_names())}'
            )
        if isinstance(t, ClassObjectType) and found.kind == "method":
            return b.error(
                func.attr, f'"{attr}" of "{t.cls.name}" is an instance method: call it on an instance'
            )
        callee = js.Member(owner.js, found.js_name)
        if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and found.kind == "static":
            # `self.helper()` of a @staticmethod/@classmethod: Python looks it up on type(self) (a
            # subclass's own); JS keeps static methods on the class, not on its instances
            home = js.TypeCast(js.Member(owner.js, "constructor"), "any")
            callee = js.Member(home, static_member(t.cls.js_name_of(attr)))
        elif isinstance(t, ClassObjectType) and isinstance(t.cls, UserClass) and t.cls.enum_members is None:
            callee = js.Member(owner.js, static_member(found.js_name))  # `Tool.make()`
        stub = (
            durable.stub_call_problem(func.value, t.cls, attr, found) if isinstance(t, InstanceType) else None
        )
        if stub is not None:
            return b.error(func.attr, stub)
        if found.kind == "attribute":  # `self.cb(n)` of a Callable attribute, as a test above narrowed it
            path = path_of(func)
            narrowed = b.narrowed_path(path) if path is not None and path in b.path_types else found.type
            return _invoke(b, node, TExpr(callee, narrowed), attr)
        defining = _defining_class(t.cls, attr)
        if defining.js_module is not None:
            b.sdk_members.add(found.js_name)
        label = f'"{attr}" of "{t.cls.name}"'
        called = _apply(b, node, callee, label, found.signatures, foreign=defining.js_module is not None)
        if (
            attr == "json"
            and isinstance(t, InstanceType)  # (not the static `Response.json(value)`)
            and _body_of_json(defining)
            and not isinstance(called.type, ErrorType)
        ):
            # `await request.json()`: json.loads of its text (see surface.JSON_BODIES)
            text = js.Call(js.Member(owner.js, "text"), [])
            called = TExpr(js.Call(js.Member(text, "then"), [b.helper("$jsonLoads")]), called.type)
        if isinstance(t.cls, UserClass) and any(s.returns_self for s in found.signatures):
            # `-> Self` called on a subclass: its instances
            called = TExpr(called.js, _as_self(called.type, t.cls))
        return durable.through_stub(b, func.value, t.cls, called) if isinstance(t, InstanceType) else called
    shared = _shared_method(t, attr)
    if shared is not None:  # `shape.area()` of `Sq | Circ`: the method each one has, of one signature
        label = f'"{attr}" of "{t.display()}"'
        js_name, signature, results = shared
        called = _apply(b, node, js.Member(owner.js, js_name), label, (signature,))
        return TExpr(called.js, union(*results))
    if is_optional(t) and not is_dynamic(t):
        return b.error(func.attr, f'Item "None" of "{t.display()}" has no attribute "{attr}"')
    if isinstance(t, ObjectType):
        return b.error(func.attr, f'"object" has no attribute "{attr}": narrow it with isinstance() first')
    if is_dynamic(t) and not isinstance(t, (ErrorType, ObjectType)) and attr in ("copy", "clear", "pop"):
        return _list_or_dict_method(b, node, owner, attr)
    table = methods_for(t)
    if table is not None:
        rule = table.get(attr)
        if rule is None and is_dynamic(t) and not isinstance(t, ErrorType):
            # `body.get("name", "").strip()`: a method only a str (or only a list) has among JSON's
            # values is that type's, checked when it runs (else Python's AttributeError)
            only = [
                (helper, methods, as_type)
                for helper, methods, as_type in (
                    ("$asStr", STR_METHODS, STR),
                    ("$asList", LIST_METHODS, ListType(ANY)),
                )
                if attr in methods
            ]
            if len(only) == 1:  # (none of them a dict method: the table of a JSON value is dict's)
                helper, table, t = only[0]
                owner = TExpr(b.call_helper(helper, owner.js, js.Str(attr)), t)
                rule = table[attr]
        if rule is None and is_dynamic(t):
            untyped = b.untyped_parameter(func.value)
            if untyped is not None:
                b.set_type(untyped, ERROR)  # reported once: its other reads say nothing more
                return b.error(func.attr, untyped_lambda_message(untyped, attr))
            if attr in STR_METHODS or attr in LIST_METHODS:
                return b.error(
                    func.attr,
                    f'"{attr}" on "{t.display()}": cannot tell a str from a list; annotate or cast it',
                )
            # the method's JavaScript name (and whether the value has it) is unknown
            return b.error(
                func.attr,
                f'calling "{attr}" of "{t.display()}": its JavaScript name is unknown; cast the value to a bound type',
            )
        if rule is None:
            names = list(table)
            return b.error(
                func.attr, f'"{t.display()}" has no supported method "{attr}"{did_you_mean(attr, names)}'
            )
        if attr == "join" and is_str(t):
            comprehensions.consumed_at_once(b, "list", node)  # str.join takes every item first
        if is_dynamic(t) and not isinstance(t, ErrorType):  # a JSON value: a dict, or AttributeError
            owner = TExpr(b.call_helper("$asDict", owner.js, js.Str(attr)), owner.type)
        lowered = _positional(b, node, owner, attr)
        if lowered is None:
            return TExpr(js.Name("undefined"), ERROR)
        if table is STR_METHODS:
            _check_str_arguments(b, attr, *lowered)
        called = rule(CallSite(b, node, owner, *lowered))
        if attr in _ITEM_CHANGES and isinstance(widen(t), (ListType, DictType, DequeType)):
            # `xs.pop(0)`: what tests said of `xs[0]` (or of an alias's) ends; a dict's `pop("b")` moves
            # no other key, a list's append no item counted from the start
            key = lowered[0][0].js if attr == "pop" and lowered[0] else None
            dict_key = repr(key.value) if isinstance(widen(t), DictType) and isinstance(key, js.Str) else None
            appended = attr in ("append", "extend") and not isinstance(widen(t), DictType)
            b.forget_items(path_of(func.value), t, dict_key, ends_only=appended)
        if called.type == NONE and not isinstance(called.js, js.Null):
            # `r = xs.sort()` is None: JS's sort gives the array (push a length, delete a bool); a
            # statement drops the `, null` again (see `purity.without_value`)
            return TExpr(js.Binary(",", called.js, js.Null()), NONE)
        return called
    if shown := union_of_kinds(t):  # mypy checked each option has it
        return b.error(func.attr, narrow_first(f".{attr}()", shown))
    if isinstance(widen(t), (IteratorType, AsyncIterableType)) and attr in (
        "send",
        "throw",
        "close",
        "asend",
        "athrow",
        "aclose",
    ):
        return b.error(
            func.attr,
            f"a generator's {attr}() is not supported here (its items are taken by next() and for loops "
            "alone): pass what it needs as arguments, and end it by returning",
        )
    hint = ' (maybe you forgot to use "await"?)' if isinstance(widen(t), AwaitableType) else ""
    return b.error(func.attr, f'"{t.display()}" has no attribute "{attr}"{hint}')


#: The methods of lists, dicts and deques that move or replace items (`xs[-1]` moves on an append).
_ITEM_CHANGES = frozenset(
    ("pop", "popitem", "insert", "remove", "clear", "sort", "reverse", "update", "append", "extend")
    + ("appendleft", "popleft", "extendleft", "rotate")
)


def _calls_key_at_once(node: cst.Call) -> bool:
    """`sorted`, `min`, `max` and `list.sort` call their key only before they return."""
    func = node.func
    if isinstance(func, cst.Name):
        return func.value in ("sorted", "min", "max")
    return isinstance(func, cst.Attribute) and func.attr.value == "sort"


def _list_or_dict_method(b: Builder, node: cst.Call, owner: TExpr, attr: str) -> TExpr:
    """`v.pop()`, `v.copy()`, `v.clear()` of a JSON value: a list and a dict both have them, so which
    one is asked when it runs (`$listOrDictMethod`)."""
    lowered = _positional(b, node, owner, attr)
    if lowered is None:
        return TExpr(js.Name("undefined"), ERROR)
    args, keywords = lowered
    if keywords or (attr != "pop" and args) or len(args) > 2:
        return b.error(
            node,
            f"{attr}() of a JSON value takes {'an index, or a key and a default' if attr == 'pop' else 'no arguments'}",
        )
    if any(widen(a.type) in (FLOAT, REAL) for a in args[:1]):
        return b.error(node.args[0], "pop() of a float: a list takes an int index, a dict a str key")
    call = b.call_helper("$listOrDictMethod", owner.js, js.Str(attr), *(a.js for a in args))
    return TExpr(call, NONE if attr == "clear" else ANY)


def _body_of_json(cls: ClassInfo) -> bool:
    """A Workers class whose json() reads its body (`Request`, `Response`: a `Body`)."""
    return not isinstance(cls, UserClass) and (
        cls.name in JSON_BODIES or any(_body_of_json(base) for base in cls.bases())
    )


def _defining_class(cls: ClassInfo, name: str) -> ClassInfo:
    """The class whose declaration of `name` is used: the worker's own override, or the SDK's."""
    if isinstance(cls, UserClass):
        if name in cls.methods or name in cls.attributes:
            return cls
        for base in cls.bases():
            if base.member(name) is not None:
                return _defining_class(base, name)
    return cls


def _concrete(b: Builder, node: cst.Call, made: js.Expr, classes: list[ClassInfo]) -> js.Expr:
    """The class a call makes an instance of, checked where it is a value (`cls` of a classmethod, a
    `type[Base]`) that may be an ABC with abstract methods left: Python's metaclass refuses to make
    one (TypeError), and mypy checks only a class called by its name."""
    itself = (
        next((c for c in classes if isinstance(c, UserClass) and made.id == c.js_class()), None)
        if isinstance(made, js.Name)
        else None
    )
    if itself is not None:  # the class itself: mypy's check (Python's TypeError when it runs)
        left = itself.abstract_left()
        if left:
            many = "s" if len(left) > 1 else ""
            names = " and ".join(", ".join(f'"{n}"' for n in left).rsplit(", ", 1))
            b.error(
                node,
                f'Cannot instantiate abstract class "{itself.name}" with abstract attribute{many} {names}',
            )
        return made
    scope = b.scope.classes
    options = [c for c in classes if isinstance(c, UserClass)]
    options += [scope[n] for c in options for n in c.subclasses if n in scope]
    if not any(c.abstract_left() for c in options):
        return made
    return js.Call(b.helper("$concrete"), [made])


def _differing_subclass(
    b: Builder, made: js.Expr, cls: ClassInfo, signature: Signature, given: int | None
) -> UserClass | None:
    """A subclass a class value (`cls` of a classmethod, a `type[Base]`) may be, whose constructor
    Python would call otherwise than JavaScript does (None if there is none, or the class is called
    by its name); mypy checks a call against the class it sees only. Given `given` arguments by
    position alone, both bind them in order: the subclass must take that many and have defaults for
    the rest. Otherwise (by name, or spread) its parameters must be the class's, by name, position and
    whether they have a default, then only parameters with defaults."""
    if not isinstance(cls, UserClass) or (isinstance(made, js.Name) and made.id == cls.js_class()):
        return None
    mine = [(p.name, p.has_default, p.keyword_only) for p in signature.params]
    for name in sorted(cls.subclasses):
        sub = b.scope.classes.get(name)
        theirs = sub.constructor() if sub is not None else None
        if sub is None or theirs is None:
            continue
        if given is not None:
            positional = [p for p in theirs.params if not p.keyword_only]
            rest = [p for p in theirs.params if p not in positional[:given]]
            if len(positional) < given or not all(p.has_default for p in rest):
                return sub
            continue
        params = [(p.name, p.has_default, p.keyword_only) for p in theirs.params]
        if params[: len(mine)] != mine or not all(p.has_default for p in theirs.params[len(mine) :]):
            return sub
    return None


#: The last module's answer (see `_names_passed`).
_names_passed_of: list[tuple[cst.Module, frozenset[str]]] = []


def _names_passed(module: cst.Module) -> frozenset[str]:
    """The names the module passes around as values: an argument, a stored or returned value, an item
    of a list, tuple, set or dict, a default (`make(TwoArg)`, `kinds = [ValueError, TwoArg]`)."""
    if not _names_passed_of or _names_passed_of[0][0] is not module:
        found: set[str] = set()

        class Finder(cst.CSTVisitor):
            def _take(self, node: cst.BaseExpression | None) -> None:
                if isinstance(node, cst.Name):
                    found.add(node.value)

            def visit_Call(self, node: cst.Call) -> bool:
                # `isinstance(e, AppError)` tests by the class: no value of it goes anywhere
                if isinstance(node.func, cst.Name) and node.func.value in ("isinstance", "issubclass"):
                    node.args[0].value.visit(self) if node.args else None
                    return False
                return True

            def visit_ClassDef(self, node: cst.ClassDef) -> bool:
                node.body.visit(self)  # (its bases are no values passed around)
                return False

            def visit_ExceptHandler(self, node: cst.ExceptHandler) -> bool:
                node.body.visit(self)  # (`except (A, B)` tests by the classes)
                return False

            def visit_Arg(self, node: cst.Arg) -> None:
                self._take(node.value)

            def visit_Assign(self, node: cst.Assign) -> None:
                self._take(node.value)

            def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
                self._take(node.value)

            def visit_Return(self, node: cst.Return) -> None:
                self._take(node.value)

            def visit_Element(self, node: cst.Element) -> None:
                self._take(node.value)

            def visit_DictElement(self, node: cst.DictElement) -> None:
                self._take(node.value)

            def visit_Param(self, node: cst.Param) -> None:
                self._take(node.default)

            def visit_IfExp(self, node: cst.IfExp) -> None:
                self._take(node.body)
                self._take(node.orelse)

        module.visit(Finder())
        _names_passed_of[:] = [(module, frozenset(found))]
    return _names_passed_of[0][1]


def _defines_init(cls: UserClass) -> bool:
    """The class or one of the worker's classes it derives from writes its own `__init__`."""
    return any("__init__" in c.methods for c in cls.lineage())


def _not_by_message(cls: UserClass) -> bool:
    """An exception class of the worker's whose constructor cannot take one message alone."""
    if not cls.is_exception() or not _defines_init(cls):
        return False
    signature = cls.constructor()
    if signature is None or signature.variadic:
        return signature is None
    positional = [p for p in signature.params if not p.keyword_only]
    required = [p for p in signature.params if not p.has_default]
    return not positional or len(required) > 1 or any(p.keyword_only for p in required)


def _exception_classes(t: Type) -> Type | None:
    """What calling a value of type `t` makes, where it holds exception classes constructed by their
    message alone (a builtin, `exc = ValueError`; or the worker's without an `__init__`): the instance
    types, else None."""
    options = t.options if isinstance(t, UnionType) else (t,)
    made: list[Type] = []
    error = error_type()
    for option in options:
        if (
            isinstance(option, ClassObjectType)
            and isinstance(error, InstanceType)
            and option.cls is error.cls
        ):
            made.append(error)  # (`exc = ValueError`'s `error_class()`, and `c: type[Exception]`)
        elif (
            isinstance(option, ClassObjectType)
            and isinstance(option.cls, UserClass)
            and option.cls.is_exception()
            and not _defines_init(option.cls)
            and isinstance(t, UnionType)  # (one class alone is called as its own constructor says)
        ):
            made.append(option.cls.instance())
        else:
            return None
    return union(*made)


def _invoke(b: Builder, node: cst.Call, callee: TExpr, name: str) -> TExpr:
    t = callee.type.bound if isinstance(callee.type, OwnTypeVar) else callee.type  # (`fn: F`: as its bound)
    if isinstance(t, FunctionType):
        if problem := keyword_call_problem(b, t, node):
            return b.error(node, problem)
        if t.wrapped and any(a.star for a in node.args):
            # (the arguments a spread gives are bound here, where Python binds them when the wrapper
            # calls the function: its TypeError would come after the wrapper ran)
            return b.error(
                node,
                f'*- and **-arguments to "{t.name}", which a decorator wraps: Python binds them when the '
                "wrapper calls the function; pass the arguments one by one",
            )
        label = f'"{t.name}"'
        called = _apply(b, node, callee.js, label, t.signatures, foreign=t.js_module is not None)
        generic = _generic_result(b, node, t)  # `timed(plain)`: what a generic decorator gives for plain
        return TExpr(called.js, generic) if generic is not None else called
    if isinstance(t, ClassObjectType) and isinstance(t.cls, UserClass) and t.cls.enum_members is not None:
        if len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
            # `Pair(value)`: a list (a JSON array too) equals no member's value, a tuple's neither
            value = b.expr(node.args[0].value)
            looked_up = widen(value.type)
            listed = (isinstance(looked_up, ListType) and not looked_up.is_tuple) or is_dynamic(looked_up)
            shape: js.Expr | None = None
            if (
                printing.floats_in_tuple(looked_up)
                or looked_up == FLOAT
                or isinstance(looked_up, FloatAnnotation)
            ):
                try:  # (its ValueError prints it as Python does: `3.0 is not a valid E`)
                    shape = printing.shape(looked_up)
                except printing.Refused as refused:
                    return b.error(
                        node.args[0],
                        f"{t.cls.name}(...) of this value, which its ValueError would print: {refused}",
                    )
            # `$of(value, list, shape)`; a StrEnum's or IntEnum's `$of` compares the value alone
            lookup: list[js.Expr] = [value.js]
            if t.cls.primitive is None and shape is not None:
                lookup += [js.Bool(listed), shape]
            elif t.cls.primitive is None and listed:
                lookup.append(js.Bool(True))
            return TExpr(js.Call(js.Member(callee.js, "$of"), lookup), InstanceType(t.cls))
        found = _apply(
            b,
            node,
            js.Member(callee.js, "$of"),
            f'"{t.cls.name}"',
            (t.cls.constructor() or Signature((), ANY),),
        )
        return found  # `Color(1)`: the member of that value, or ValueError
    made_of = _exception_classes(t)
    if made_of is not None:  # `exc = ValueError`, then `exc("m")`: which class is known when it runs
        passed = _names_passed(b.parsed.tree)
        other = next((c for c in b.scope.classes.values() if c.name in passed and _not_by_message(c)), None)
        if other is not None and isinstance(t, ClassObjectType) and t is not error_class():
            # a `type[Exception]` may hold any exception class: one of the worker's takes other parameters
            return b.error(
                node,
                f'"{name}" may hold {other.name}, whose constructor takes other parameters than a message '
                "(Python raises TypeError, JavaScript would leave them undefined): call the class you mean",
            )
        message = _positional(b, node)
        if message is None:
            return TExpr(js.Name("undefined"), ERROR)
        args, keywords = message
        if keywords or any(a.star for a in node.args):
            return b.error(node, "an exception takes its arguments one by one and by position here")
        if len(args) > 1 or (args and not plain_message(args[0].type)):
            # `exc("bad", n)`: e.args keeps them; str(e) is BaseException's
            return _keeping_arguments(b, node, js.New(callee.js, []), args, None, made_of)
        return TExpr(js.New(callee.js, [a.js for a in args]), made_of)
    if isinstance(t, ClassObjectType):
        cls = t.cls
        signature = cls.constructor()
        made_by_runtime = durable.construction_problem(cls)
        if made_by_runtime is not None:
            return b.error(node, made_by_runtime)
        if signature is None:
            return b.error(node, f'"{cls.name}" is a type only: it cannot be constructed in JavaScript')
        given = None if any(a.keyword is not None or a.star for a in node.args) else len(node.args)
        if (differing := _differing_subclass(b, callee.js, cls, signature, given)) is not None:
            why = (
                f"which needs other arguments than these {given} (Python raises TypeError, JavaScript "
                "would leave parameters undefined)"
                if given is not None
                else f"to which Python passes the arguments by name, JavaScript by {cls.name}'s positions"
            )
            return b.error(
                node,
                f'"{name}" may be a subclass of {cls.name} whose constructor takes other parameters '
                f"({differing.name}), {why}: call the class you mean, or give them one constructor signature",
            )
        positional = [a for a in node.args if a.keyword is None]
        if (
            isinstance(cls, UserClass)
            and cls.is_exception()
            and not _defines_init(cls)  # (BaseException's constructor: an `__init__` may name `message`)
            and [p.name for p in signature.params] == ["message"]
            and len(positional) == len(node.args)
            and not any(a.star for a in node.args)
        ):
            # a class of the worker's that BaseException constructs: `Failed("cmd", 2)`, `Failed(n)`
            values = [b.expr(a.value) for a in node.args]
            constructed = _concrete(b, node, callee.js, [cls])
            if len(values) == 1 and plain_message(values[0].type) or not values:
                return TExpr(js.New(constructed, [value.js for value in values]), cls.instance())
            lineage = [c.name for c in cls.lineage()]
            return _keeping_arguments(b, node, js.New(constructed, []), values, lineage, cls.instance())
        made = _apply(
            b,
            node,
            callee.js,
            f'"{cls.name}"',
            (signature,),
            foreign=not isinstance(cls, UserClass),
            python_name=f"{cls.qualname}.__init__",
        )
        assert isinstance(made.js, js.Call)
        made_type = cls.instance() if isinstance(cls, UserClass) else InstanceType(cls)
        constructed = js.New(_concrete(b, node, made.js.callee, [cls]), made.js.args)
        if isinstance(cls, UserClass) and cls.dataclass_fields is not None and exception_root(cls):
            return _dataclass_exception(b, node, constructed, signature, len(positional), made_type)
        return TExpr(constructed, made_type)
    union_options = t.options if isinstance(t, UnionType) else ()
    functions = [o for o in union_options if isinstance(o, FunctionType) and o.js_module is None]
    own = [f.signatures[0] for f in functions if len(f.signatures) == 1]
    signature = _shared_params(own) if len(own) == len(union_options) else None
    if signature is not None:  # `for f in (load, parse): f(raw)`: the worker's functions of one signature
        called = _apply(b, node, callee.js, f'"{t.display()}"', (signature,))
        return TExpr(called.js, union(*(s.result for s in own)))
    made_of_classes = _classes_of_one_constructor(t)
    if made_of_classes is not None and not any(
        isinstance(o, ClassObjectType) and durable.construction_problem(o.cls) for o in union_options
    ):  # `for c in [Sq, Tri]: c()`: each class made the one way
        signature, instances = made_of_classes
        made = _apply(b, node, callee.js, f'"{t.display()}"', (signature,))
        assert isinstance(made.js, js.Call)
        classes = [o.cls for o in union_options if isinstance(o, ClassObjectType)]
        return TExpr(js.New(_concrete(b, node, made.js.callee, classes), made.js.args), union(*instances))
    callables = t.options if isinstance(t, UnionType) else (t,)
    if isinstance(t, CallableType) and t.spec is not None:
        return _passed_on(b, node, callee, t)
    if any(isinstance(o, CallableType) and o.params is None for o in callables):
        return b.error(
            node,
            f'calling a "{t.display()}": JavaScript does not check a call\'s arguments as Python does '
            "(TypeError); declare the parameters (Callable[[str, int], T])",
        )
    if all(isinstance(o, CallableType) for o in callables) or is_dynamic(t):
        lowered = _positional(b, node)
        if lowered is None:
            return TExpr(js.Name("undefined"), ERROR)
        args, keywords = lowered
        if keywords:
            return b.error(
                node,
                f'keyword arguments to "{name}" (of type "{t.display()}") cannot be mapped to JavaScript',
            )
        results = [o.result for o in callables if isinstance(o, CallableType)]
        result = (
            union(*results) if results and not is_dynamic(t) else ERROR if isinstance(t, ErrorType) else ANY
        )
        if isinstance(t, ObjectType):  # `if callable(x): x()` of an object: maybe an instance with __call__
            if args:  # (no declared parameters say how many it takes: JS would not raise Python's TypeError)
                return b.error(
                    node,
                    f'calling "{name}", an object that callable() found callable, with arguments: JavaScript does '
                    "not check them against its parameters as Python does (TypeError); declare a Callable[[...], T]",
                )
            return TExpr(b.call_helper("$call", callee.js, *(a.js for a in args)), result)
        return TExpr(js.Call(callee.js, [a.js for a in args]), result)
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.member("__call__") is not None:
        # `adder(3)` of an instance whose class defines __call__: the method, on the value lowered once
        func = b.parsed.stand_in(cst.Attribute(node.func, cst.Name("__call__")), node.func)
        return _method_call(b, node.with_changes(func=func), func, callee)
    if isinstance(t, ModuleType):  # `t = timedelta`, then `t(days=1)`: a stdlib class kept in a name
        return b.error(
            node,
            f'"{name}" holds {t.name} as a value, which is not supported here: call {t.name.rpartition(".")[2]} '
            "by its name",
        )
    return b.error(node, f'"{t.display()}" not callable')


def _generic_result(b: Builder, node: cst.Call, t: FunctionType) -> Type | None:
    """A generic decorator of the worker's called as a function (`timed(plain)`, `register(plain)`) of a
    function's name: what it gives for that function (None for any other call)."""
    if t.js_module is not None or len(t.signatures) != 1 or len(node.args) != 1:
        return None
    signature, given = t.signatures[0], node.args[0]
    if (
        not signature.params
        or given.keyword is not None
        or given.star
        or not isinstance(given.value, cst.Name)
    ):
        return None
    function = b.expr(given.value)  # (a name: read again, it does nothing)
    made = applied_generic(signature.params[0].type, signature.result, function.type, None)
    return made if isinstance(made, Type) else None


def _passed_on(b: Builder, node: cst.Call, callee: TExpr, t: CallableType) -> TExpr:
    """`fn(*args, **kwargs)` of a `Callable[P, R]` in its wrapper: the arguments as they came (see
    resolve/generic_decorators.py)."""
    match node.args:
        case [cst.Arg(star="*", value=cst.Name() as args), cst.Arg(star="**", value=cst.Name() as kwargs)]:
            given, rest = b.expr(args), b.expr(kwargs)
            spec = t.spec or ""
            if given.type == ParamSpecPart(spec, "args") and rest.type == ParamSpecPart(spec, "kwargs"):
                return TExpr(js.Call(callee.js, [js.Spread(given.js)]), t.result)
    return b.error(
        node,
        f'"{t.display()}" is called here with arguments of its own: it is called only from its wrapper, '
        f"with the wrapper's *args: {t.spec}.args, **kwargs: {t.spec}.kwargs passed on whole "
        "(fn(*args, **kwargs)); a generic decorator gives a def's own parameters where it decorates a def "
        "or is called with a def's name",
    )


# ---- argument matching -------------------------------------------------------------------------


def _bytes_as_numbers(value: Type, expected: Type) -> bool:
    """bytes passed for a JS function's `Iterable[float]` (`Uint8Array(data)`): a Uint8Array is one."""
    options = expected.options if isinstance(expected, UnionType) else (expected,)
    return isinstance(widen(value), BytesType) and any(
        isinstance(o, ListType) and is_number(o.item) for o in options
    )


@dataclass
class _Match:
    args: list[js.Expr]
    result: Type
    problems: list[tuple[cst.CSTNode, str]] = field(default_factory=list)


def _apply(
    b: Builder,
    node: cst.Call,
    callee: js.Expr,
    label: str,
    signatures: tuple[Signature, ...],
    *,
    foreign: bool = False,
    python_name: str | None = None,
) -> TExpr:
    """The call with the first signature its arguments match (`foreign`: a JS function, which takes
    bytes wherever it takes an iterable of numbers; `python_name`: the callable's name in Python's
    messages, `Summary.__init__`, when its label does not give it)."""
    matches = [_match(b, node, label, s, foreign, python_name) for s in signatures]
    chosen = next((m for m in matches if not m.problems), None)
    if chosen is None:
        shared = [p for p in matches[0].problems if all(p in m.problems for m in matches[1:])]
        if len(matches) > 1 and not shared:
            closest = min(matches, key=lambda m: len(m.problems)).problems[0][1]
            return b.error(
                node, f"No overload variant of {label} matches these arguments (the closest: {closest})"
            )
        for where, message in shared:  # (what no overload takes: the reason itself)
            b.error(where, message)
        chosen = matches[0]
    return TExpr(js.Call(callee, chosen.args), chosen.result)


def _match(
    b: Builder,
    node: cst.Call,
    label: str,
    signature: Signature,
    foreign: bool,
    python_name: str | None = None,
) -> _Match:
    positional = [p for p in signature.params if not p.keyword_only]
    keyword_only = {p.name: p for p in signature.params if p.keyword_only}
    fields = signature.options.fields() if signature.options is not None else {}
    slots: list[js.Expr | None] = [None] * len(positional)
    extra: list[js.Expr] = []
    options: list[js.Prop | js.Spread] = []
    given: set[str] = set()
    bindings: dict[object, Type] = {}
    match = _Match([], ANY)
    source_order: list[js.Expr] = []  # the arguments' JS, in the order Python evaluates them

    def check(arg: cst.Arg, value: TExpr, expected: Type, which: str) -> None:
        renamed = _renamed_fields(value.type, expected)
        if renamed:
            match.problems.append(
                (
                    arg.value,
                    f"Argument {which} to {label}: {renamed}, so the SDK would not see it; pass the SDK's own object",
                )
            )
        _unify(expected, value.type, bindings)
        if foreign and _bytes_as_numbers(value.type, expected):
            return
        if bool_as_number(value.type, expected):
            match.problems.append((arg.value, f"Argument {which} to {label}: {BOOL_AS_NUMBER}"))
        elif (
            assignable(value.type, expected)
            and (misread := mixed_number_store(expected, value.type)) in MISREAD_STORES
            # (a JS function takes a member as the str or int it is: `status=HTTPStatus.NOT_FOUND`)
            and not (foreign and misread == VALUE_ENUM_AS_VALUE)
        ):
            # `list[defaultdict[...]]` where a `Sequence[dict[...]]` is read: its items would raise KeyError
            match.problems.append((arg.value, f"Argument {which} to {label}: {misread}"))
        elif (
            not assignable(value.type, expected)
            or not _literal_fits(value.js, expected)
            or (holds_json(widen(expected)) and runtime_instance(value.type))
        ):
            wanted = widen(expected)
            hint = (
                f": {'an' if wanted.sequence[0] in 'AEIOU' else 'a'} {wanted.sequence} parameter takes a list or a tuple here (the function may walk it twice); "
                "pass list(...) of it"
                if isinstance(wanted, ListType) and wanted.sequence
                else ": a range is its own object here; annotate the parameter range, or pass list(...) of it"
                if isinstance(widen(value.type), RangeType)
                else ": a bytearray is its own object here, not bytes; pass bytes(...) of it"
                if isinstance(widen(value.type), ByteArrayType) and isinstance(wanted, BytesType)
                else ": a bytearray is its own object here, not a JSON value nor a list; annotate the parameter "
                "bytearray, or pass list(...) of it"
                if isinstance(widen(value.type), ByteArrayType)
                else ": an Any is a JSON value here, which a set, a dict of int keys or an instance of a class (the "
                "worker's, the runtime's or the SDK's) is not (Python prints and serializes it otherwise, and reads "
                "its methods): pass str(...), sorted(...), dict(...) with str keys or dataclasses.asdict(...) of it, "
                "or declare the parameter's own type"
                if holds_json(widen(expected)) and (not_json(value.type) or runtime_instance(value.type))
                else f": {mixed_number_store(expected, value.type)}"
                if mixed_number_store(expected, value.type) in (DEFAULTDICT_AS_DICT, ORDERED_AS_DICT)
                else ""
            )
            # (with a hint, mypy accepts the argument: what differs is this dialect's, said after it)
            head = (
                f'Argument {which} to {label}: "{value.type.display()}" where "{expected.display()}" is declared'
                if hint
                else f'Argument {which} to {label} has incompatible type "{value.type.display()}"; expected "{expected.display()}"'
            )
            match.problems.append((arg.value, head + hint))

    position = 0
    spread_keywords: TExpr | None = None  # `Summary(**fields)` of the worker's own callable
    for arg in node.args:
        if arg.star == "**":
            spread = b.expr(arg.value)
            problem = _keyword_spread_problem(node, signature, foreign, spread)
            if problem:
                match.problems.append((arg, problem))
            elif problem is None:
                spread_keywords = spread
            continue
        if arg.star == "*":
            spread = b.expr(arg.value)
            t = widen(spread.type)
            if (
                isinstance(t, TupleType)
                and is_simple(spread.js)
                and position + len(t.items) <= len(positional)
            ):
                # `classify(*run)` of a `tuple[str, int]`: its items, each the argument of its place
                for i, item in enumerate(t.items):
                    param = positional[position]
                    value = TExpr(js.Index(spread.js, js.Num(str(i))), item)
                    check(arg, value, param.type, str(position + 1))
                    passed = _as_argument(value, param.type)
                    slots[position] = passed
                    source_order.append(passed)
                    given.add(param.name)
                    position += 1
                continue
            if not signature.variadic:
                why = (
                    "a tuple is spread here when it is a name: give it one first (t = pair(); f(*t))"
                    if isinstance(t, TupleType) and not is_simple(spread.js)
                    else "they are supported for *args parameters, and for a tuple of the parameters' length"
                )
                match.problems.append((arg, f"*-arguments to {label}: {why}"))
                continue
            unfilled = [p.name for p in positional[position:] if p.name not in given]
            if unfilled and (
                signature.packs_rest
                and not foreign
                or any(not p.has_default for p in positional[position:] if p.name not in given)
            ):
                # JS would spread the items into the parameters without Python's check that they come
                # (TypeError), or, where *args is one array (Signature.packs_rest), into that array
                match.problems.append(
                    (
                        arg,
                        f'a *-argument to {label} before its parameter "{unfilled[0]}" is given: pass the '
                        "arguments before *args one by one",
                    )
                )
                continue
            if isinstance(t, (SetType, DictType)):  # a set's hash order; a dict's keys, not its entries
                match.problems.append(
                    (
                        arg,
                        f'*-arguments to {label} of "{spread.type.display()}": pass a list (sorted(...), list(...))',
                    )
                )
                continue
            if signature.args is not None and isinstance(t, (ListType, TupleType)):
                # each item is one of the *args, checked as one passed alone
                for item in [t.item] if isinstance(t, ListType) else t.items:
                    check(arg, TExpr(js.Name("undefined"), item), signature.args, str(position + 1))
            extra.append(js.Spread(spread.js))
            source_order.append(extra[-1])
            continue
        if arg.keyword is None:
            if position < len(positional):
                param = positional[position]
                value = b.expr(arg.value, _substitute_own(param.type, bindings))
                check(arg, value, param.type, str(position + 1))
                passed = _as_argument(value, param.type)
                slots[position] = passed
                source_order.append(passed)
                given.add(param.name)
            elif signature.variadic:
                extra_value = b.expr(arg.value, signature.args)
                if signature.args is not None:  # `def f(*groups: Sequence[str])`: each one's own checks
                    check(arg, extra_value, signature.args, str(position + 1))
                extra.append(extra_value.js)
                source_order.append(extra[-1])
            else:
                match.problems.append((arg.value, f"Too many arguments for {label}"))
            position += 1
            continue
        key = arg.keyword.value
        index = next((i for i, p in enumerate(positional) if p.name == key and not p.positional_only), None)
        if key in given:
            match.problems.append((arg.keyword, f'{label} gets multiple values for argument "{key}"'))
        elif index is not None:
            value = b.expr(arg.value, _substitute_own(positional[index].type, bindings))
            check(arg, value, positional[index].type, f'"{key}"')
            slots[index] = value.js
            source_order.append(value.js)
        elif key in keyword_only:
            value = b.expr(arg.value, _substitute_own(keyword_only[key].type, bindings))
            check(arg, value, keyword_only[key].type, f'"{key}"')
            options.append(js.Prop(keyword_only[key].js_name or options_key(key), value.js))
            source_order.append(value.js)
        elif key in fields:
            value = b.expr(arg.value, fields[key].type)
            check(arg, value, fields[key].type, f'"{key}"')
            options.append(js.Prop(fields[key].js_name, value.js))
            source_order.append(value.js)
        elif signature.kwargs is not None:  # `**kwargs`: any other keyword, in the options object
            value = b.expr(arg.value, signature.kwargs)
            check(arg, value, signature.kwargs, f'"{key}"')
            if key == "__proto__":
                match.problems.append(
                    (
                        arg.keyword,
                        'a keyword argument "__proto__" would set the options object\'s prototype in JavaScript',
                    )
                )
            options.append(js.Prop(key, value.js))
            source_order.append(value.js)
        else:
            candidates = [p.name for p in signature.params if not p.positional_only] + list(fields)
            match.problems.append(
                (
                    arg.keyword,
                    f'Unexpected keyword argument "{key}" for {label}{did_you_mean(key, candidates)}',
                )
            )
        given.add(key)
    if spread_keywords is not None:
        shown = python_name or _python_name(label)
        rest = Param("**", signature.kwargs, True) if signature.kwargs is not None else None
        for param in [*positional, *keyword_only.values(), *([rest] if rest is not None else [])]:
            if param.name not in given and (problem := _spread_value_problem(param, spread_keywords.type)):
                match.problems.append(
                    (node, f'Argument "{param.name}" to {label} from the **-argument: {problem}')
                )
                break  # (the dict's one value type: the other parameters would say it again)
        _spread_keywords(
            b,
            shown,
            spread_keywords,
            positional,
            keyword_only,
            given,
            slots,
            options,
            extra,
            rest is not None,
        )
    starred = any(arg.star == "*" for arg in node.args)  # its problem says it all: no cascade
    double_starred = any(arg.star == "**" for arg in node.args)  # the dict may hold any name
    for param in positional:
        if param.name not in given and not param.has_default and not (starred or double_starred):
            match.problems.append((node, f'Missing positional argument "{param.name}" in call to {label}'))
    for name, param in keyword_only.items():
        if name not in given and not param.has_default and not double_starred:
            match.problems.append((node, f'Missing named argument "{name}" for {label}'))
    for name, spec in fields.items():
        if spec.required and name not in given and not double_starred:
            match.problems.append((node, f'Missing named argument "{name}" for {label}'))
    packed = signature.packs_rest and not foreign
    last = max((i for i, slot in enumerate(slots) if slot is not None), default=-1)
    if options or (packed and extra):
        last = len(positional) - 1
    args: list[js.Expr] = [slot if slot is not None else js.Name("undefined") for slot in slots[: last + 1]]
    if packed and (extra or options):
        args.append(js.Array(extra))  # the *args, then the keywords (Signature.packs_rest)
    else:
        args += extra
    if options:
        args.append(js.Object(options))
    holds = b.held_arguments is not None and not any(isinstance(e, js.Spread) for e in source_order)
    if not _evaluated_in_order(b, source_order, args) and holds:
        args = _held_in_order(b, source_order, args)  # `kw(c=f(), a=g())`: f() first, as in Python
    elif not _evaluated_in_order(b, source_order, args):
        match.problems.append(
            (
                node,
                (
                    f"arguments to {label} are given out of the parameters' order and JavaScript would "
                    "evaluate them in the parameters' order: assign the calls to names first"
                ),
            )
        )
    match.args = args
    match.result = _substitute(signature.result, bindings)
    return match


def _keyword_spread_problem(node: cst.Call, signature: Signature, foreign: bool, spread: TExpr) -> str | None:
    """Why `f(**d)` is refused, if it is: supported for the worker's own functions and classes (their
    parameters are known by name) of a dict of str keys held in a name, beside arguments that have no
    effects (Python checks the names after evaluating every argument; here the check runs first)."""
    if isinstance(spread.type, ErrorType):
        return ""  # reported where it failed
    t = widen(spread.type)
    forwarded = isinstance(signature.kwargs, ParamSpecPart)  # (passed on whole by its wrapper)
    if foreign or signature.options is not None or forwarded or signature.variadic:
        return "**-arguments cannot be mapped to JavaScript: pass keyword arguments"
    options = t.options if isinstance(t, UnionType) else (t,)
    if is_dynamic(t) and not isinstance(t, ObjectType):
        return (
            '**-argument of "Any" (a JSON value, which may be no dict): name it as a dict first '
            "(row: dict[str, Any] = json.loads(line)), then pass **row"
        )
    if not all(_str_keyed(widen(o)) for o in options):
        return f'**-argument of "{spread.type.display()}": pass a dict of str keys'
    if any(a.keyword is not None for a in node.args):
        # (Python's TypeError for a name given both ways names the function's module: not known here)
        return "keyword arguments beside a **-argument are not supported here: put them in the dict"
    if sum(a.star == "**" for a in node.args) > 1 or not is_simple(spread.js):
        return "one **-argument held in a name is supported here: give the dict a name first"
    if any(
        a.star != "**" and not isinstance(a.value, (cst.Name, cst.SimpleString, cst.Integer))
        for a in node.args
    ):
        return "the other arguments beside a **-argument must be names or literals here: assign them first"
    return None


def _str_keyed(t: Type) -> bool:
    """A plain dict of str keys, or a TypedDict whose JS keys are its Python keys: `**`-argument."""
    if isinstance(t, DictType):
        return not t.is_map and t.kind == "dict" and is_str(widen(t.key))
    return (
        isinstance(t, InstanceType)
        and t.cls.kind == "typeddict"
        and all(f.js_name == name for name, f in t.cls.fields().items())
    )


def _spread_value_problem(param: Param, spread: Type) -> str | None:
    """Why a value of the dict `spread` passed as `param` would be misread (a bool for an int...)."""
    t = widen(spread)
    values: list[Type] = []
    for d in (widen(o) for o in (t.options if isinstance(t, UnionType) else (t,))):
        if isinstance(d, DictType):
            values.append(d.value)
        elif isinstance(d, InstanceType) and (found := d.cls.fields().get(param.name)) is not None:
            values.append(found.type)
    return next((p for v in values if (p := store_problem(param.type, v))), None)


def _dataclass_exception(
    b: Builder, node: cst.Call, made: js.New, signature: Signature, positional: int, made_type: Type
) -> TExpr:
    """A dataclass exception made (`NotFound(404, "x")`): its generated `__init__` leaves
    BaseException's args what the call passed by position, which str(e) shows (`(404, 'x')`; by
    keyword: none). The arguments, evaluated once, also make the instance."""
    shapes = [printing.value_shape(b, node, p.type) for p in signature.params[:positional]]
    if any(shape is None for shape in shapes):
        return TExpr(js.Name("undefined"), ERROR)
    shown = js.Array([s for s in shapes if s is not None])
    if all(is_simple(a) for a in made.args):
        kept = b.call_helper("$withArgs", made, js.Array(made.args[:positional]), shown)
        return TExpr(kept, made_type)
    params = [js.Name(b.fresh("$arg")) for _ in made.args]
    inner = js.New(made.callee, list(params))
    kept = b.call_helper("$withArgs", inner, js.Array(list(params[:positional])), shown)
    return TExpr(js.Call(js.Arrow([js.Param(p) for p in params], kept), made.args), made_type)


def _keeping_arguments(
    b: Builder, node: cst.Call, made: js.Expr, args: list[TExpr], classes: list[str] | None, made_type: Type
) -> TExpr:
    """`with_arguments` of the call's own arguments (`args`, lowered): the exception made, typed
    `made_type`, or the error type once it was reported."""
    given = [(arg.value, value) for arg, value in zip(node.args, args, strict=True)]
    kept = with_arguments(b, made, given, classes)
    return TExpr(kept, made_type) if kept is not None else TExpr(js.Name("undefined"), ERROR)


def _as_self(result: Type, cls: UserClass) -> Type:
    """A `-> Self` result (awaited, of an async method) read as `cls`'s instance."""
    return AwaitableType(cls.instance()) if isinstance(result, AwaitableType) else cls.instance()


def _python_name(label: str) -> str:
    """The name CPython's TypeError gives a callable of this label: `f`, `"m" of "C"` -> `C.m`."""
    parts = label.split('" of "')
    return ".".join(part.strip('"') for part in reversed(parts))


def _spread_keywords(
    b: Builder,
    shown: str,
    spread: TExpr,
    positional: list[Param],
    keyword_only: dict[str, Param],
    given: set[str],
    slots: list[js.Expr | None],
    options: list[js.Prop | js.Spread],
    extra: list[js.Expr],
    takes_any: bool,
) -> None:
    """`f(a, **d)`: each parameter not given otherwise reads its key of `d` (missing, its default), after
    `$kwargs` checks the keys as Python binds them (an unexpected or repeated name, a missing one); a
    function taking `**kwargs` (`takes_any`) takes the other keys in its options object."""
    named = [p for p in positional if not p.positional_only] + list(keyword_only.values())
    required = [p.name for p in named if p.name not in given and not p.has_default]
    checked = b.call_helper(
        "$kwargs",
        spread.js,
        js.Str(shown + "()"),
        js.Null() if takes_any else js.Array([js.Str(p.name) for p in named if p.name not in given]),
        js.Array([js.Str(n) for n in sorted(given)]),
        js.Array([js.Str(n) for n in required]),
        js.Array([js.Str(p.name) for p in keyword_only.values() if p.name in required]),
    )
    first = True
    for index, param in enumerate(positional):
        if slots[index] is None and not param.positional_only:
            source = checked if first else spread.js
            slots[index] = b.call_helper("$kwarg", source, js.Str(param.name))
            first = False
    for name, param in keyword_only.items():
        if name not in given:
            source = checked if first else spread.js
            options.append(
                js.Prop(param.js_name or options_key(name), b.call_helper("$kwarg", source, js.Str(name)))
            )
            first = False
    given.update(p.name for p in named)
    if takes_any:  # the keys no named parameter takes: `**kwargs`'s
        source = checked if first else spread.js
        options.append(
            js.Spread(b.call_helper("$kwargsRest", source, js.Array([js.Str(p.name) for p in named])))
        )
    elif first:  # every parameter given otherwise: the check alone (the function takes no more)
        extra.append(checked)


def _held_in_order(b: Builder, source_order: list[js.Expr], args: list[js.Expr]) -> list[js.Expr]:
    """The arguments held first, in Python's order, as the arguments of an arrow around the call
    (`purity.hold_in_source_order`), each read by its name in the slot, the options object or the
    packed *args where the call takes it."""
    named = hold_in_source_order(b, [TExpr(value, ANY) for value in source_order])
    held = {id(value): made.js for value, made in zip(source_order, named) if made.js is not value}

    def placed(arg: js.Expr) -> js.Expr:
        if id(arg) in held:
            return held[id(arg)]
        if isinstance(arg, js.Object):
            return js.Object(
                [replace(p, value=placed(p.value)) if isinstance(p, js.Prop) else p for p in arg.props]
            )
        if isinstance(arg, js.Array):
            return js.Array([placed(item) for item in arg.items])
        return arg

    return [placed(arg) for arg in args]


def _evaluated_in_order(b: Builder, source_order: list[js.Expr], args: list[js.Expr]) -> bool:
    """Whether JS evaluates the arguments as Python would, as far as it could be seen: JS evaluates
    the positional slots, then the options object, where Python goes by the call's text (`f(y=len(xs),
    x=grow(xs))` reads the length first: see `purity.order_observable`)."""
    flat: list[js.Expr] = []
    written = {id(e) for e in source_order}
    for arg in args:
        if isinstance(arg, js.Object) and id(arg) not in written:  # the options object
            flat += [p.value for p in arg.props if isinstance(p, js.Prop)]
        elif isinstance(arg, js.Array) and id(arg) not in written:  # the packed *args
            flat += arg.items
        else:
            flat.append(arg)
    position = {id(expr): index for index, expr in enumerate(source_order)}
    parts = [e for e in flat if id(e) in position]
    placed = [position[id(e)] for e in parts]
    if placed == sorted(placed) or not order_observable(b, parts):  # (most calls: in order)
        return True
    seen = [position[id(e)] for e, changes in zip(parts, unsteady(b, parts)) if changes]
    return seen == sorted(seen)


def _as_argument(value: TExpr, expected: Type) -> js.Expr:
    """An own class's instance passed as an SDK interface of optional methods only (`WorkerHandlers`:
    `fetch?`, `scheduled?`, `[key: string]: unknown`), which the bindings make a union of one Protocol
    per method and a TypedDict, and mypy checked the class against: TypeScript gives a class no
    implicit index signature (JS reads the object's properties), so tsc is told with a JSDoc cast."""
    if (
        isinstance(value.type, InstanceType)
        and isinstance(value.type.cls, UserClass)
        and isinstance(expected, UnionType)
        and all(isinstance(o, InstanceType) and o.cls.js_module is not None for o in expected.options)
        and any(isinstance(o, InstanceType) and o.cls.kind == "protocol" for o in expected.options)
    ):
        return js.TypeCast(value.js, "any")
    return value.js


def _renamed_fields(given: Type, expected: Type) -> str:
    """An own class's instance where the SDK expects an interface whose fields have other JS names:
    the SDK would read `localBucket` where the object holds `local_bucket`."""
    given, expected = widen(given), widen(expected)
    if not (isinstance(given, InstanceType) and isinstance(given.cls, UserClass)):
        return ""
    options = expected.options if isinstance(expected, UnionType) else (expected,)
    for option in options:
        if not isinstance(option, InstanceType) or isinstance(option.cls, UserClass):
            continue
        for name in given.cls.attributes:
            wanted = option.cls.member(name)
            if wanted is not None and wanted.js_name != given.cls.js_name_of(name):
                return f'its field "{name}" is "{given.cls.js_name_of(name)}" in JavaScript, the SDK reads "{wanted.js_name}"'
    return ""


def _literal_fits(value: js.Expr, expected: Type) -> bool:
    """A literal argument for a Literal parameter must be one of its values: it picks the overload
    (`read_file(p, encoding="base64")` is not the `encoding: Literal["none"]` one)."""
    options = expected.options if isinstance(expected, UnionType) else (expected,)
    literals = [o for o in options if isinstance(o, LiteralType)]
    if not literals or len(literals) != len(options):
        return True
    match value:
        case js.Str(value=text):
            given: object = text
        case js.Bool(value=flag):
            given = flag
        case js.Num(text=text) if text.lstrip("-").isdigit():
            given = int(text)
        case _:
            return True
    return any(given in o.values for o in literals)


def _unify(param: Type, arg: Type, bindings: dict[object, Type]) -> None:
    """Bind the type variables of a parameter type from an argument's type (the worker's own: to
    what every argument for it gives, joined, as mypy infers it)."""
    if isinstance(param, TypeVarType):
        bindings.setdefault(param.var, arg)
    elif isinstance(param, OwnTypeVar):
        given = widen_literal(arg)
        bindings[param] = union(bindings[param], given) if param in bindings else given
    elif isinstance(param, DictType) and isinstance(arg, DictType):
        _unify(param.key, arg.key, bindings)
        _unify(param.value, arg.value, bindings)
    elif isinstance(param, TupleType) and isinstance(arg, TupleType) and len(param.items) == len(arg.items):
        for p, a in zip(param.items, arg.items):
            _unify(p, a, bindings)
    elif isinstance(param, InstanceType) and isinstance(arg, InstanceType) and param.cls is arg.cls:
        for p, a in zip(param.args, arg.args):
            _unify(p, a, bindings)
    elif isinstance(param, ListType) and isinstance(arg, ListType):
        _unify(param.item, arg.item, bindings)
    elif isinstance(param, AwaitableType) and isinstance(arg, AwaitableType):
        _unify(param.result, arg.result, bindings)
    elif isinstance(param, UnionType):
        for option in param.options:
            _unify(option, arg, bindings)


def _substitute_own(t: Type, bindings: dict[object, Type]) -> Type:
    """What an argument is expected to be, its own type variables bound so far (`key=lambda s: ...`
    after `items: list[T]` of strs takes a str)."""
    own = {k.name: v for k, v in bindings.items() if isinstance(k, OwnTypeVar)}
    return substitute(t, own) if own else t


def _substitute(t: Type, bindings: dict[object, Type]) -> Type:
    if isinstance(t, TypeVarType):
        return bindings.get(t.var, ANY)
    if isinstance(t, OwnTypeVar):
        return bindings.get(t, t)
    if isinstance(t, CallableType):
        params = None if t.params is None else tuple(_substitute(p, bindings) for p in t.params)
        return replace(t, params=params, result=_substitute(t.result, bindings))
    if isinstance(t, InstanceType):
        return InstanceType(t.cls, tuple(_substitute(a, bindings) for a in t.args))
    if isinstance(t, ListType):
        return replace(t, item=_substitute(t.item, bindings))
    if isinstance(t, DictType):
        return DictType(_substitute(t.key, bindings), _substitute(t.value, bindings), t.kind)
    if isinstance(t, TupleType):
        return replace(t, items=tuple(_substitute(i, bindings) for i in t.items))
    if isinstance(t, AwaitableType):
        return AwaitableType(_substitute(t.result, bindings))
    if isinstance(t, UnionType):
        return union(*(_substitute(o, bindings) for o in t.options))
    return t
