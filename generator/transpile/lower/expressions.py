"""Expressions: names, literals, attributes, subscripts, containers, lambdas, await, conditionals.

Operators, calls, strings and comprehensions have their own modules; this one dispatches.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import libcst as cst

from generator.surface import ERROR_RESPONSE_FIELDS
from generator.transpile.js import ast as js
from generator.transpile.lower import (
    calls,
    comprehensions,
    coroutines,
    durable,
    generators,
    maps,
    operators,
    strings,
)
from generator.transpile.lower.classes import nested_class_read
from generator.transpile.lower.dataclass import missing_on_class
from generator.transpile.lower.function_names import function_name, is_function, named_lambda
from generator.transpile.lower.functions import is_constant, nested_scope, refuse_loop_capture
from generator.transpile.lower.jsdoc import class_binding, jsdoc_type
from generator.transpile.lower.library import methods_for, regex
from generator.transpile.lower.library.builtins import BUILTIN_FUNCTIONS
from generator.transpile.lower.library.bytearray_methods import BYTEARRAY_METHODS
from generator.transpile.lower.library.deques import DEQUE_METHODS
from generator.transpile.lower.library.dict_methods import key_access
from generator.transpile.lower.library.exceptions import EXCEPTIONS, constructed_class
from generator.transpile.lower.library.getters import OPERATOR_LAMBDAS, operator_function
from generator.transpile.lower.library.modules import LIBRARY_MODULES, MODULE_CONSTANTS, MODULE_FUNCTIONS
from generator.transpile.lower.library.ranges import RANGE_ATTRIBUTES, RANGE_METHODS
from generator.transpile.lower.library.rules import library_function
from generator.transpile.lower.library.set_methods import (
    adding_problem,
    dynamic_items,
    hashable,
    new_set,
    set_item_problem,
)
from generator.transpile.lower.library.sorting import item_type
from generator.transpile.lower.naming import js_identifier, static_member
from generator.transpile.lower.narrowing import narrowed, narrowings, path_of, test_clock
from generator.transpile.lower.purity import is_simple, literal_int, without_value
from generator.transpile.lower.store_checks import changes_what_others_read
from generator.transpile.lower.typed import TExpr, as_index, null_tested, own_dunder
from generator.transpile.reporter import did_you_mean
from generator.transpile.resolve.annotations import RECURSION_ERROR
from generator.transpile.resolve.bindings import error_class, error_type
from generator.transpile.resolve.instance_attributes import surely_set
from generator.transpile.resolve.library_types import LibraryClass
from generator.transpile.resolve.symbols import Symbol
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    BYTES,
    CALLABLE_OBJECT,
    ERROR,
    FLOAT,
    INT,
    NEVER,
    NONE,
    REAL,
    STR,
    VIEW_KEPT,
    AwaitableType,
    ByteArrayType,
    BytesType,
    CallableType,
    ClassInfo,
    ClassObjectType,
    DequeType,
    DictType,
    ErrorType,
    FunctionType,
    InstanceType,
    IteratorType,
    JsonInt,
    ListType,
    LocalModuleType,
    Member,
    ModuleType,
    ObjectType,
    RangeType,
    SetType,
    Signature,
    TupleType,
    Type,
    TypeVarType,
    UnionType,
    assignable,
    holds_json,
    is_dynamic,
    is_int,
    is_optional,
    is_str,
    join,
    map_key,
    may_be_bool,
    mixed_number_store,
    narrow_first,
    optional,
    store_problem,
    union,
    union_of_kinds,
    untyped_lambda_message,
    widen,
    widen_literal,
    without_none,
)
from generator.transpile.resolve.unbound import stores
from generator.transpile.resolve.user_types import UserClass, family_of

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def lower_expression(b: Builder, node: cst.BaseExpression, expected: Type | None = None) -> TExpr:
    result = _lower(b, node, expected)
    if isinstance(result.type, FunctionType) and any(s.packs_rest for s in result.type.signatures):
        result = _packed_function_value(b, node, expected)
    if expected is not None and mixed_number_store(expected, result.type) == CALLABLE_OBJECT:
        # (also where a builtin takes a function, `sorted(xs, key=Neg())`: its helper calls it)
        return b.error(node, CALLABLE_OBJECT)
    return _finished(b, node, expected, result)


def lower_callee(b: Builder, node: cst.BaseExpression) -> TExpr:
    """What a call calls: a function that takes its *args as one array (Signature.packs_rest) is
    called by its name, where as a value it is not."""
    if isinstance(node, cst.Name) and node not in b.scope.refused_reads:
        return _finished(b, node, None, name(b, node))
    return lower_expression(b, node)


def _packed_function_value(b: Builder, node: cst.BaseExpression, expected: Type | None) -> TExpr:
    """`def probe(*tools, flag="")` (or a class constructed so) as a value: its JS function takes the
    extra arguments as one array before the options object, which the callers of a value would not
    know to pass; where it is given as a function of n arguments, the lambda of n arguments that calls
    it."""
    if isinstance(node, (cst.Name, cst.Attribute)) and _arity(expected) is not None:
        return _called_in_lambda(b, node, expected)
    shown = (
        node.value
        if isinstance(node, cst.Name)
        else node.attr.value
        if isinstance(node, cst.Attribute)
        else "it"
    )
    return b.error(
        node,
        f'"{shown}" takes *args beside keyword parameters, which its JavaScript function takes as one '
        "array: as a value it is supported where a Callable declares the 1 to 3 arguments it is given "
        "(Callable[[str], R]); elsewhere call it, or call it in a lambda",
    )


def _finished(b: Builder, node: cst.BaseExpression, expected: Type | None, result: TExpr) -> TExpr:
    if (
        expected is not None
        and isinstance(result.type, JsonInt)
        and not may_be_bool(expected)
        and assignable(INT, expected)
    ):
        # a JSON value isinstance(x, int) passed, where an int is declared: a bool stops the worker
        result = TExpr(b.call_helper("$notBool", result.js), INT)
    if isinstance(result.type, ErrorType):
        b.error_typed.append(node)
    if result.js.origin is None:
        result.js.origin = b.origin(node)
    return result


def _lower(b: Builder, node: cst.BaseExpression, expected: Type | None) -> TExpr:
    match node:
        case cst.Name() if node in b.scope.refused_reads:
            return TExpr(js.Name(node.value), ERROR)  # reported where the module's names were read
        case cst.Name() if node in b.scope.class_attribute_reads:
            return _class_attribute_read(b, node)
        case cst.Name():
            return name(b, node, expected)
        case cst.Integer():
            value = node.evaluated_value
            if abs(value) > 2**53:
                return b.error(
                    node, "this int is beyond 2**53: a JavaScript number cannot hold it exactly (see README)"
                )
            return TExpr(js.Num(str(value)), INT)
        case cst.Float():
            text = repr(node.evaluated_value)
            if text in ("inf", "nan"):
                return b.error(node, "this float literal has no JavaScript spelling")
            return TExpr(js.Num(text), FLOAT)
        case cst.SimpleString() | cst.ConcatenatedString() | cst.FormattedString():
            return strings.lower_string(b, node)
        case cst.Attribute(value=cst.Name(value="str")) if b.symbol("str") is None:
            return _str_method_value(b, node)
        case cst.Attribute() if library_function(b, node) in MODULE_FUNCTIONS and _arity(expected):
            return _called_in_lambda(b, node, expected)  # `key=posixpath.dirname`
        case cst.Attribute() if (function := library_function(b, node)) in OPERATOR_LAMBDAS:
            assert function is not None
            return operator_function(b, node, function, expected)  # `reduce(operator.mul, xs, 1)`
        case cst.Attribute():
            return attribute(b, node)
        case cst.Subscript():
            return subscript(b, node)
        case cst.Call():
            return calls.lower_call(b, node, expected)
        case cst.BinaryOperation():  # (`2 ** attempt` where an int is declared: see `int_power`)
            return operators.int_power(operators.binary(b, node), expected)
        case cst.UnaryOperation():
            return operators.unary(b, node)
        case cst.BooleanOperation():
            return operators.boolean(b, node)
        case cst.Comparison():
            return operators.comparison(b, node)
        case cst.IfExp(test=test, body=body, orelse=orelse):
            since = test_clock(b)
            condition = b.condition(test)
            b.maybe_skipped += 1  # (one branch runs)
            try:
                then, otherwise = _branches(b, test, body, orelse, expected, since())
            finally:
                b.maybe_skipped -= 1
            if _is_default(test, body):  # `x if x is not None else d` is what JS writes `x ?? d`
                return TExpr(js.Binary("??", then.js, otherwise.js), union(then.type, otherwise.type))
            return TExpr(js.Conditional(condition, then.js, otherwise.js), union(then.type, otherwise.type))
        case cst.List() | cst.Tuple():
            return sequence(b, node, expected)
        case cst.Dict():
            return dictionary(b, node, expected)
        case cst.ListComp() | cst.GeneratorExp() | cst.DictComp():
            return comprehensions.lower_comprehension(b, node, expected)
        case cst.Lambda():
            return lambda_(b, node, expected)
        case cst.Await(expression=inner):
            return await_(b, node, inner)
        case cst.Set():
            return set_literal(b, node, expected)
        case cst.SetComp():
            return set_comprehension(b, node)
        case cst.NamedExpr():
            return named_expr(b, node)
        case cst.Yield():
            return generators.lower_yield(b, node, value_used=True)
        case cst.Ellipsis():
            return b.error(node, "... has no value in JavaScript")
        case cst.StarredElement():
            return b.error(node, "starred expressions are supported only in calls and list literals")
    return b.error(node, f"unsupported expression ({type(node).__name__})")


def set_comprehension(b: Builder, node: cst.SetComp) -> TExpr:
    """`{f(x) for x in xs}` -> a Set of the list comprehension's items; JSON values are each checked
    as it is made (`$hashable`: an unhashable one stops the rest, as in Python)."""

    def checked(made: TExpr) -> TExpr:
        return TExpr(hashable(b, made.js, made.type), made.type) if dynamic_items(made.type) else made

    made = comprehensions.lower_comprehension(b, cst.ListComp(elt=node.elt, for_in=node.for_in), each=checked)
    item = made.type.item if isinstance(made.type, ListType) else ANY
    problem = set_item_problem(item)
    if problem:
        return b.error(node, f"this set: {problem}")
    return TExpr(new_set(b, made.js, item), SetType(item))


#: Builtin names that are classes: as values (`type(x) is int`) they have no JavaScript counterpart.
_BUILTIN_CLASSES = frozenset(
    ("int", "float", "str", "bool", "list", "dict", "tuple", "set", "frozenset", "bytes", "type", "object")
)


def name(b: Builder, node: cst.Name, expected: Type | None = None) -> TExpr:
    ident = node.value
    if ident in ("True", "False"):
        return TExpr(js.Bool(ident == "True"), BOOL)
    if ident == "None":
        return TExpr(js.Null(), NONE)
    if b.function is not None and ident == b.receiver():
        return TExpr(js.Name("this"), b.local_type(ident) or ANY)
    local = b.local_type(ident)
    if local is not None and id(node) in b.maybe_unbound:
        return _checked_bound(b, node, local)
    if local is not None and ident in b.maybe_unbound_globals and b.reads_global(ident):
        # `if flag(): G = 1` at module level: a function reading G may meet Python's NameError
        return TExpr(b.call_helper("$defined", js.Name(js_identifier(ident)), js.Str(ident)), local)
    if local is not None:
        read = TExpr(js.Name(js_identifier(ident)), local)
        if ident in b.rebound_globals and b.module_name_here(ident):
            declared = b.globals_declared.get(ident, b.globals.get(ident, local))
            return stale_checked(b, ident, read, declared, global_name=True)
        return read
    symbol = b.symbol(ident)
    expected = the_callable(expected)
    if symbol is None:
        if ident in EXCEPTIONS:
            # a builtin exception class as a value (`exc = ValueError`): called, it is constructed
            return TExpr(constructed_class(b, ident), error_class())
        if (
            ident in BUILTIN_FUNCTIONS
            and isinstance(expected, CallableType)
            and expected.params is not None
            and 1 <= len(expected.params) <= 3
        ):
            # `key=len`, `reduce(max, xs)`: the builtin as the function of that many arguments it is here
            return _called_in_lambda(b, node, expected)
        if ident in _BUILTIN_CLASSES:
            return b.error(
                node,
                f'the builtin class "{ident}" as a value is not supported here (JavaScript has no such class): '
                f"test a value with isinstance(x, {ident}), convert with {ident}(x)",
            )
        if ident in BUILTIN_FUNCTIONS:
            return b.error(
                node,
                f'the builtin "{ident}" as a value is supported where what it is given to says how many '
                "arguments it takes (key=, map(), a Callable[...] annotation); elsewhere wrap it in a lambda "
                f"(lambda x: {ident}(x))",
            )
        if ident == "__name__":
            return TExpr(js.Str(b.module_name), STR)
        if ident == "RecursionError":
            return b.error(node, RECURSION_ERROR)
        if ident == "NotImplemented":
            function = b.function
            if function is not None and function.name in DECLINING and function.cls is not None:
                # the operator then asks the other operand; tsc reads it as the method's declared result
                return TExpr(js.TypeCast(b.helper("$NotImplemented"), "any"), ANY)
            return b.error(
                node,
                "NotImplemented is supported as what a class's __eq__, __lt__, __add__ (or another "
                "comparison or arithmetic method with a reflection) returns",
            )
        cls = b.method_class()
        while cls is not None and ident not in cls.nested:
            cls = cls.owner
        if cls is not None:  # Python's methods do not see their class's names (NameError)
            return b.error(node, f'Name "{ident}" is not defined: in a method, write {cls.qualname}.{ident}')
        outer = b.function.parent if b.function is not None else None
        while outer is not None and ident not in outer.stored:
            outer = outer.parent
        if outer is not None:  # `def tag(m): return prefix + m`, then `prefix = ...`
            return b.error(
                node,
                f'"{ident}" is assigned in the enclosing function after this nested function or lambda is '
                "made, which is not supported here (its type is not known yet): assign it before",
            )
        top = b.function
        while top is not None and top.is_lambda:
            top = top.parent
        if top is None and ident in stores(b.parsed.tree, handlers=True):
            # `F = lambda: LIMIT`, then `LIMIT = 3`: the module's statements are read in order
            return b.error(
                node,
                f'"{ident}" is assigned by the module below this code, which is not supported here (its type '
                "is not known yet): assign it above, or read it in a def",
            )
        return b.error(node, f'Name "{ident}" is not defined')
    if isinstance(symbol.type, ModuleType):
        return TExpr(js.Name(ident), symbol.type)  # only its attributes are lowered (`json.dumps`)
    if symbol.special is not None and symbol.special.startswith("lib:"):  # `from math import pi`
        _, module, member = symbol.special.split(":")
        if (module, member) in MODULE_FUNCTIONS and _arity(expected) is not None:
            return _called_in_lambda(b, node, expected)  # `key=basename`
        if (module, member) in OPERATOR_LAMBDAS:
            return operator_function(b, node, (module, member), expected)
        return _library_value(b, node, module, member)
    if isinstance(symbol.type, ErrorType):
        return TExpr(js.Name(ident), ERROR)  # its import was refused: that error is enough
    if symbol.new_type:
        return b.error(node, f'the NewType "{ident}" as a value is not supported: call it ({ident}(x))')
    if symbol.special == "typing.TYPE_CHECKING":
        return TExpr(js.Bool(False), BOOL)  # (True for type checkers alone)
    if not symbol.runtime:
        return b.error(node, f'"{ident}" is only a type: it has no value in JavaScript')
    b.use_import(symbol)
    made = TExpr(js.Name(symbol.js_name), symbol.type)
    if isinstance(expected, CallableType) and isinstance(symbol.type, ClassObjectType):
        constructor = symbol.type.cls.constructor()
        if constructor is not None and constructor.packs_rest:  # `Runner(*cmds, shell="sh")`
            return _packed_function_value(b, node, expected)
        return _constructing(made, expected, constructor)  # `make: Callable[[str], Echo] = Echo`
    if (
        isinstance(symbol.type, FunctionType)
        and symbol.type.js_module is None
        and _takes_more(symbol.type, expected)
    ):
        # `key=weight` of `def weight(s, bias=100)`: JS's callers (`map`, `sort`...) pass more
        # arguments (an index, the array) than Python's, which the defaults would take
        return _called_in_lambda(b, node, expected)
    return made


def _takes_more(function: FunctionType, expected: Type | None) -> bool:
    """A function of the worker's that takes more arguments than the Callable it is given as."""
    count = _arity(expected)
    if count is None or len(function.signatures) != 1:
        return False
    params = function.signatures[0].params
    # (`*args` beside keywords: its JS function takes the extra arguments as one array)
    return len([p for p in params if not p.keyword_only]) > count or function.signatures[0].variadic


def _checked_bound(b: Builder, node: cst.Name, t: Type) -> TExpr:
    """A local that some path reaches here before any store (Python: UnboundLocalError): `$bound`
    raises it where the JS variable is still undefined, which no other value of a type without None
    is (an SDK's missing value is; so such a read of a `T | None` is refused)."""
    if isinstance(t, ErrorType):  # (a refused `nonlocal`: that error is enough)
        return TExpr(js.Name(js_identifier(node.value)), ERROR)
    if is_dynamic(t) or t == NONE or is_optional(t):
        return b.error(
            node,
            f'"{node.value}" may be unbound here: Python raises UnboundLocalError; assign it on every path before this',
        )
    read: list[js.Expr] = [js.Name(js_identifier(node.value)), js.Str(node.value)]
    if id(node) in b.free_unbound:  # a free variable's: NameError, as Python's
        read.append(js.Bool(True))
    return TExpr(b.call_helper("$bound", *read), t)


def _class_attribute_read(b: Builder, node: cst.Name) -> TExpr:
    """`TIMEOUT_MS = TIMEOUT * 1000` in a class body: the class's static field, which its static
    initializer above set (JS runs them in order, with the class's name already bound)."""
    cls = b.class_body
    name = node.value
    if (
        not isinstance(cls, UserClass)
        or cls.name != b.scope.class_attribute_reads[node]
        or name not in cls.attributes
    ):
        return b.error(node, f'"{name}" here is a class attribute read where its class is not being made')
    read = js.Member(js.Name(cls.js_class()), static_member(cls.js_name_of(name)))
    return TExpr(read, cls.attributes[name])


def _constructing(cls: TExpr, expected: CallableType, constructor: Signature | None) -> TExpr:
    """A class where a function is expected: the function that constructs one (JS calls a class only
    with `new`, which the call of a Callable does not write). It gives the class's instance, also where
    the Callable declares less (`sorted(xs, key=Version)` orders by the instances' `__lt__`)."""
    args = js.Name("$args")  # (no name of the worker's: the class's may be `args`)
    made = js.New(cls.js, [js.Spread(args)])
    result = (
        constructor.result if constructor is not None and is_dynamic(expected.result) else expected.result
    )
    return TExpr(js.Arrow([js.Param(js.Spread(args))], made), replace(expected, result=result))


def _super_property(b: Builder, node: cst.Attribute) -> TExpr:
    """`super().area` in a method (an overriding @property, most often): a base class's property,
    read with JS's `super.area` (a method is called: `super().f(...)`, see calls.py)."""
    cls = b.function.cls if b.function is not None else None
    name = node.attr.value
    if cls is None or not cls.bases():
        return b.error(node.value, "super() is supported only in methods of a class with a base class")
    for base in cls.bases():
        found = base.member(name)
        if found is None:
            continue
        if not (isinstance(base, UserClass) and _is_property(base, name)):
            break
        return TExpr(js.Member(js.Name("super"), found.js_name, getter=True), found.type)
    return b.error(node.attr, f'super().{name} reads a property of a base class here: "{name}" is not one')


def _is_property(cls: UserClass, name: str) -> bool:
    if name in cls.properties:
        return True
    return any(isinstance(base, UserClass) and _is_property(base, name) for base in cls.bases())


#: Stdlib classes whose instances' `type(x).__name__` is the class's name here (CPython's hashes are
#: `HASH`, `getLogger()`'s is a `RootLogger`, a `date` may be a datetime).
_LIBRARY_NAMES = frozenset(
    {
        "timedelta",
        "datetime",
        "time",
        "timezone",
        "UUID",
        "Match",
        "Pattern",
        "StringIO",
        "Template",
        "DictWriter",
    }
)


def _static_type_name(t: Type) -> str | None:
    """The class name Python's `type(x).__name__` gives for every value of type `t`; None if it varies
    (an `int` may hold a bool, a `float` an int, a list, dict or tuple a subclass's instance)."""
    if t in (STR, BOOL):
        return t.display()
    if t == NONE:
        return "NoneType"
    if isinstance(t, BytesType):
        return "bytes"
    if isinstance(t, ByteArrayType):
        return "bytearray"
    if isinstance(t, SetType):
        return "frozenset" if t.frozen else "set"
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.enum_members is not None:
        return t.cls.name
    if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass) and t.cls.name in _LIBRARY_NAMES:
        return t.cls.name  # (no class derives from one of these here; a date may be a datetime)
    if isinstance(t, DequeType):
        return "deque"
    if isinstance(t, RangeType):
        return "range"
    return None


def attribute(b: Builder, node: cst.Attribute) -> TExpr:
    attr = node.attr.value
    if isinstance(node.value, cst.Call) and _is_builtin(b, node.value.func, "super") and not node.value.args:
        return _super_property(b, node)
    if (
        isinstance(node.value, cst.Name)
        and node.value.value in _BUILTIN_CLASSES
        and _is_builtin(b, node.value, node.value.value)
    ):
        # `int.from_bytes(...)`, `str.maketrans(...)`: a member of a builtin class (not the class as a value)
        return b.error(node, f'"{node.value.value}.{attr}" is not supported')
    if attr == "__members__":
        owner = b.expr(node.value)
        t = owner.type
        if isinstance(t, ClassObjectType) and isinstance(t.cls, UserClass) and t.cls.enum_members is not None:
            # an Enum's members by name, in definition order (a read-only mapping in Python)
            if t.cls.primitive is not None:  # a StrEnum's or IntEnum's members are strs or ints: by `$names`
                n = js.Name("$name")  # (no name of the worker's, which the class may have)
                pair: js.Expr = js.Array([n, js.Index(owner.js, n)])
                pairs = js.Call(
                    js.Member(js.Member(owner.js, "$names"), "map"), [js.Arrow([js.Param(n)], pair)]
                )
            else:
                m = js.Name("$member")
                pair = js.Array([js.Member(m, "name"), m])
                members = js.Call(js.Member(owner.js, "$members"), [])
                pairs = js.Call(js.Member(members, "map"), [js.Arrow([js.Param(m)], pair)])
            return TExpr(
                js.Call(js.Member(js.Name("Object"), "fromEntries"), [pairs]),
                DictType(STR, InstanceType(t.cls)),
            )
        return b.error(
            node.attr, f'"{owner.type.display()}" has no attribute "__members__" (an Enum class has)'
        )
    # `type(e).__name__` -> `e.name` (an Error's class name); `x.__class__.__name__` is the same
    of_class = isinstance(node.value, cst.Attribute) and node.value.attr.value == "__class__"
    if attr == "__name__" and (
        of_class or (isinstance(node.value, cst.Call) and _is_builtin(b, node.value.func, "type"))
    ):
        if isinstance(node.value, cst.Attribute):
            inner = b.expr(node.value.value)
        elif isinstance(node.value, cst.Call) and len(node.value.args) == 1:
            inner = b.expr(node.value.args[0].value)
        else:
            return b.error(node.value, "type() takes one argument")
        raw = inner.type
        if (
            isinstance(raw, InstanceType)
            and isinstance(raw.cls, UserClass)
            and raw.cls.enum_members is not None
        ):
            return TExpr(js.Str(raw.cls.name), STR)  # an Enum member's class: final, so its own
        t = widen(inner.type)
        if isinstance(t, TupleType) and t.named is not None:
            return TExpr(js.Str(t.named.name), STR)  # a NamedTuple (which has no subclasses here)
        options = t.options if isinstance(t, UnionType) else (t,)
        if all(isinstance(o, InstanceType) and o.cls.is_exception() for o in options):
            return TExpr(js.Member(inner.js, "name"), STR)  # (also `except (KeyError, ValueError) as e`)
        if all(
            isinstance(o, InstanceType)
            and isinstance(o.cls, UserClass)
            and o.cls.kind == "class"
            and o.cls.enum_members is None
            for o in options
        ):  # (also `Cat | Dog`: each one's JS class, whose name is Python's)
            return TExpr(js.Member(js.Member(inner.js, "constructor"), "name"), STR)
        static = _static_type_name(t)
        if static is None and holds_json(t) and not isinstance(t, ObjectType):
            # a JSON value: its Python class as it runs (a whole float reads as an int: see README)
            return TExpr(b.call_helper("$dynType", inner.js), STR)
        if static is None:
            return b.error(
                node,
                f'type() of "{inner.type.display()}": JavaScript cannot tell its class here (a bool from an '
                "int, an int from a whole float, a list from a tuple, or a class of the worker's); narrow it "
                "with isinstance() first, or show repr() of it",
            )
        return TExpr(js.Str(static), STR)
    owner = b.expr(node.value)
    if attr == "__class__" and (made := calls.class_of(owner)) is not None:
        return made
    classes = owner.type.options if isinstance(owner.type, UnionType) else (owner.type,)
    if attr == "__name__" and all(
        isinstance(o, ClassObjectType) and isinstance(o.cls, UserClass) for o in classes
    ):
        # `Model.__name__`, `cls.__name__`, `k.__name__` of `type[A] | type[C]`: the name when no class
        # derives from it, else the JS class's (a renamed class's is set to Python's), unless a `name`
        # attribute hides that
        family = [
            c
            for o in classes
            if isinstance(o, ClassObjectType)
            for c in family_of(b.scope.classes.values(), o.cls)
        ]
        if len(family) == 1:
            return TExpr(js.Str(family[0].name), STR)
        if any(c.member("name") is not None for c in family):
            shown = (
                f"{owner.type.cls.name}.__name__"
                if isinstance(owner.type, ClassObjectType)
                else f'__name__ of "{owner.type.display()}"'
            )
            return b.error(
                node.attr,
                f'{shown} is not supported where a class of its family has a "name" attribute (it hides the '
                "JavaScript class's name)",
            )
        return TExpr(js.Member(owner.js, "name"), STR)
    if attr == "__name__" and all(isinstance(o, ClassObjectType) and o.cls.is_exception() for o in classes):
        # `et.__name__` of a `type[BaseException]` (`__exit__`'s), `k.__name__` of a list of exception
        # classes: a builtin's JS class is `$KeyError`
        return TExpr(b.call_helper("$exceptionClassName", owner.js), STR)
    if attr == "__name__" and is_function(owner.type):  # `fn.__name__`
        return function_name(b, owner)
    if attr in ("__doc__", "__qualname__", "__module__", "__wrapped__", "__defaults__") and is_function(
        owner.type
    ):
        return b.error(node.attr, f"{attr} of a function is not supported (its __name__ is)")
    found = checked_read(b, owner, attr, member_of(b, node, owner, attr))
    held = widen(owner.type)
    cls = held.cls if isinstance(held, InstanceType) and isinstance(held.cls, UserClass) else None
    if cls is not None and (any(attr in c.properties for c in cls.lineage()) or attr in cls.subclass_methods):
        b.ran_worker_code()  # a property's getter (see `Builder.stale`)
    path = path_of(node)
    if path is not None and path in b.path_types:
        return narrowed_read(b, path, found, b.narrowed_path(path))  # `if r.text is not None:` above
    return found


def narrowed_read(b: Builder, path: str, found: TExpr, narrowed: Type) -> TExpr:
    """`found`, the attribute at `path`, read as a test above narrowed it (checked where a call since
    may have undone it: `stale_checked`)."""
    read = TExpr(found.js if assignable(NONE, narrowed) else null_tested(found.js), narrowed)
    return stale_checked(b, path, read, found.type)


def stale_checked(b: Builder, key: str, read: TExpr, declared: Type, *, global_name: bool = False) -> TExpr:
    """A narrowed read where a call lowered since may have undone the test (`if job.error is not None:
    notify(job)`, then `job.error.name`, where some function stores `.error`; see `Builder.stale`):
    mypy keeps the narrowing. One that took None out is checked where it is read (`$stillSet`: the
    worker stops if it is None now, where Python would go on with None), and so is one to a str, a
    bool or a number among other kinds (`$stillKind`: `isinstance(box.v, str)` of an `int | str`);
    another is dropped (the declared type)."""
    if not b.stale(key, global_name=global_name) or is_dynamic(declared):
        return read
    if key in b.tested_paths:  # (`x.v is None` asks what it holds now)
        return TExpr(read.js, declared)
    shown = key.replace(".[", "[")
    if assignable(NONE, declared) and not assignable(NONE, read.type) and without_none(declared) == read.type:
        return TExpr(b.call_helper("$stillSet", read.js, js.Str(shown)), read.type)
    kind = _js_kind(read.type, declared)
    if kind is not None:
        checked = b.call_helper("$stillKind", read.js, js.Str(kind[0]), js.Str(shown), js.Str(kind[1]))
        return TExpr(checked, read.type)
    return TExpr(read.js, declared)


def _js_kind(narrowed: Type, declared: Type) -> tuple[str, str] | None:
    """The JS `typeof` (and Python's name) that tells `narrowed` from the rest of `declared`, if one
    does: a str, a bool, an int or a float among other kinds (None and instances are "object")."""
    found = _typeof(narrowed)
    if found is None:
        return None
    options = declared.options if isinstance(declared, UnionType) else (declared,)
    if all(assignable(o, narrowed) for o in options):
        return None  # nothing a test took out: nothing to check
    for other in (widen_literal(widen(o)) for o in options if not assignable(o, narrowed)):
        kind = _typeof(other)
        objects = (InstanceType, ListType, DictType, TupleType, SetType)
        # (an IntEnum's or StrEnum's member is its int or str here)
        value_enum = isinstance(other, InstanceType) and other.cls.primitive is not None
        is_object = other == NONE or (isinstance(other, objects) and not value_enum)
        if (kind is not None and kind[0] == found[0]) or (kind is None and not is_object):
            return None
    return found


def _typeof(t: Type) -> tuple[str, str] | None:
    t = widen_literal(widen(t))
    if t == STR:
        return "string", "str"
    if t == BOOL:
        return "boolean", "bool"
    if t == INT:
        return "number", "int"
    if t == FLOAT:
        return "number", "float"
    return None


#: Dunders of a str, list or dict Python code reads as values (`key=d.__getitem__`).
_CONTAINER_DUNDERS = frozenset({"__getitem__", "__contains__", "__len__"})


def _is_builtin(b: Builder, func: cst.BaseExpression, builtin: str) -> bool:
    return (
        isinstance(func, cst.Name)
        and func.value == builtin
        and b.symbol(builtin) is None
        and b.local_type(builtin) is None
    )


def _arity(expected: Type | None) -> int | None:
    """How many arguments a function given where `expected` is declared takes, if it says (1 to 3)."""
    if isinstance(expected, CallableType) and expected.params is not None and 1 <= len(expected.params) <= 3:
        return len(expected.params)
    return None


def _called_in_lambda(b: Builder, node: cst.Name | cst.Attribute, expected: Type | None) -> TExpr:
    """A builtin or library function given where a function of n arguments is declared (`key=len`,
    `key=posixpath.dirname`): the lambda of n arguments that calls it."""
    count = _arity(expected)
    assert count is not None
    items = [cst.Name("item" if count == 1 else f"item{i}") for i in range(count)]
    written = cst.Lambda(
        cst.Parameters([cst.Param(i) for i in items]), cst.Call(node, [cst.Arg(i) for i in items])
    )
    return lambda_(b, b.parsed.stand_in(written, node), expected)


def _library_value(b: Builder, node: cst.CSTNode, module: str, name: str) -> TExpr:
    if module == "re" and (refused := regex.flag_value(b, node, name)):
        return b.error(node, refused)
    found = MODULE_CONSTANTS.get((module, name))
    if found is None:
        if (module, name) in MODULE_FUNCTIONS:  # `key=posixpath.dirname`
            return b.error(
                node,
                f'the function "{module}.{name}" as a value is supported where what it is given to says how '
                "many arguments it takes (key=, a Callable[...] annotation); elsewhere call it, or call it in a lambda",
            )
        return b.error(
            node, f'"{module}.{name}" is not supported as a value (see the README for what the module offers)'
        )
    value, type_ = found
    if isinstance(value, js.Name) and value.id.startswith("$"):
        return TExpr(b.helper(value.id), type_)
    if isinstance(value, js.Member) and isinstance(value.obj, js.Name) and value.obj.id.startswith("$"):
        b.helper(value.obj.id)  # a static field of a helper class (`$timedelta.max`)
    return TExpr(value, type_)


def member_of(b: Builder, node: cst.Attribute, owner: TExpr, attr: str) -> TExpr:
    """`owner.attr` as a value (method calls go through `calls`)."""
    t = owner.type
    if (
        isinstance(t, ClassObjectType)
        and isinstance(t.cls, UserClass)
        and t.cls.dataclass_fields is not None
        and attr in t.cls.dataclass_fields
    ):  # `Cfg.retries`: the default, a static field of the class that assigns it (see lower_module)
        if missing_on_class(b, t.cls, attr):
            return b.error(
                node.attr,
                f'AttributeError in Python: type object "{t.cls.name}" has no attribute "{attr}" (a field '
                "without a plain default is its instances' only)",
            )
        b.class_defaults_read.add((t.cls.qualname, attr))
    if isinstance(t, LocalModuleType):
        member = t.members.get(attr)
        if not isinstance(member, Symbol):
            return b.error(
                node.attr, f'Module "{t.name}" has no attribute "{attr}"{did_you_mean(attr, t.members)}'
            )
        if not member.runtime:
            return b.error(node.attr, f'"{attr}" is only a type: it has no value in JavaScript')
        return TExpr(js.Member(owner.js, member.js_name), member.type)
    if isinstance(t, ModuleType) and any(
        module == t.name or module.startswith(t.name + ".") or t.name.startswith(module + ".")
        for module in LIBRARY_MODULES
    ):  # a library module, or a class of one (`datetime.timedelta`)
        if f"{t.name}.{attr}" in LIBRARY_MODULES:
            return TExpr(js.Name(attr), ModuleType(f"{t.name}.{attr}"))  # `urllib.parse`
        return _library_value(b, node.attr, t.name, attr)
    if isinstance(t, ModuleType):
        symbol = b.scope.module_member(t, attr)
        if symbol is None or not symbol.runtime:
            return b.error(node.attr, f'Module "{t.name}" has no attribute "{attr}"')
        b.use_import(symbol)
        return TExpr(js.Name(symbol.js_name), symbol.type)
    if isinstance(t, ErrorType):
        return TExpr(js.Member(owner.js, attr), ERROR)
    if is_dynamic(t):
        # Python reads `attr` of whatever the value is; JS would read a property of that name, which
        # a JS object spells differently (byteLength for byte_length) or lacks: undefined, not an error.
        untyped = b.untyped_parameter(node.value)
        if untyped is not None:
            b.set_type(untyped, ERROR)  # reported once: its other reads say nothing more
            return b.error(node.attr, untyped_lambda_message(untyped, attr))
        return b.error(
            node.attr,
            f'reading "{attr}" of "{t.display()}": its JavaScript name is unknown; cast the value to a bound type',
        )
    if is_optional(t):
        return b.error(node.attr, f'Item "None" of "{t.display()}" has no attribute "{attr}"')
    if isinstance(t, UnionType):
        return _union_member(b, node, owner, attr)
    named = t.named if isinstance(t, TupleType) else t.cls if isinstance(t, ClassObjectType) else None
    if attr == "_fields" and isinstance(named, UserClass) and named.named_tuple:
        assert named.dataclass_fields is not None  # a NamedTuple's field names, in order
        return TExpr(
            js.Array([js.Str(n) for n in named.dataclass_fields]),
            TupleType((STR,) * len(named.dataclass_fields)),
        )
    if isinstance(t, TupleType) and t.named is not None:  # a NamedTuple's field, method or property
        t = InstanceType(t.named)
    if isinstance(t, DequeType) and attr == "maxlen":  # None when unbounded; read-only, as in Python
        return TExpr(js.Member(owner.js, "maxlen"), optional(INT))
    if isinstance(t, DequeType) and attr in DEQUE_METHODS:
        return b.error(
            node,
            f'the method "{attr}" is used as a value: it would lose its deque in JavaScript; call it, or wrap it in a lambda',
        )
    if isinstance(t, RangeType) and attr in RANGE_ATTRIBUTES:  # `$Range` holds them as Python's names
        return TExpr(js.Member(owner.js, attr), INT)
    if isinstance(t, RangeType):
        shown = "is used as a value: call it" if attr in RANGE_METHODS else "is not supported"
        return b.error(node.attr, f'"{attr}" of a range {shown} (start, stop, step, index() and count() are)')
    if isinstance(t, ByteArrayType):
        shown = "is used as a value: call it" if attr in BYTEARRAY_METHODS else "is not supported"
        return b.error(node.attr, f'"{attr}" of a bytearray {shown}')
    if isinstance(t, InstanceType) and t.cls.primitive is not None:  # a StrEnum's or IntEnum's member
        if attr == "value":
            return TExpr(owner.js, t.cls.primitive)  # the member is its value
        if attr == "name":
            cls_js = js.Name(class_binding(t.cls))
            return TExpr(js.Call(js.Member(cls_js, "$nameOf"), [owner.js]), STR)
        if isinstance(t.cls, UserClass) and attr in t.cls.properties:
            return calls.value_enum_call(b, None, t.cls, attr, owner)  # `level.badge`
        return b.error(node.attr, f'"{t.display()}" has no attribute "{attr}" here (name and value)')
    if isinstance(t, (InstanceType, ClassObjectType)):
        found = t.cls.member(attr, t.args if isinstance(t, InstanceType) else ())
        # a caught builtin exception is typed as the runtime's Error: not a name the worker wrote
        shown = "a caught exception" if t == error_type() else f'"{t.cls.name}"'
        if found is None and attr == "__cause__" and isinstance(t, InstanceType) and t.cls.is_exception():
            # what `raise ... from e` gave it (`$withCause`), else None
            return TExpr(js.Binary("??", js.Member(owner.js, "$cause"), js.Null()), optional(error_type()))
        if found is None and attr == "__context__" and t.cls.is_exception():
            return b.error(
                node.attr,
                "__context__ is not supported: JavaScript does not chain an exception raised in an except "
                "block to the one it handles; raise ... from e, and read __cause__",
            )
        if found is None and attr == "args" and t.cls.is_exception():
            # what the exception was made with: its message (every exception class here takes one
            # str, or none), or what a runtime helper raising it recorded (a KeyError's key)
            return TExpr(b.call_helper("$excArgs", owner.js), ListType(ANY, is_tuple=True))
        if found is None and t == error_type() and attr == "value":
            return b.error(
                node.attr,
                f"\"value\" of {shown}: a StopIteration's value (a generator's return value) is not supported "
                "here; return the result another way (a list, or a field of your own exception class)",
            )
        if found is None and t == error_type():
            return b.error(
                node.attr,
                f'{shown} has no attribute "{attr}" here: it may be any exception (str(e), repr(e), '
                "type(e).__name__ work; catch your own exception class to read its fields)",
            )
        nested = t.cls.nested_class(attr) if found is None else None
        if isinstance(nested, UserClass):
            return nested_class_read(b, owner, nested)
        if found is None and attr == "__dict__":
            return b.error(
                node.attr,
                f"{shown}.__dict__ is not supported (a JavaScript object holds other properties): use "
                "dataclasses.asdict(x) of a dataclass, or build the dict of its fields",
            )
        if found is None:
            # (a stdlib class's: Python's may have it, it is not supported here)
            has = "has no supported attribute" if isinstance(t.cls, LibraryClass) else "has no attribute"
            return b.error(node.attr, f'{shown} {has} "{attr}"{did_you_mean(attr, t.cls.member_names())}')
        stub = durable.stub_read_problem(node.value, t.cls, attr) if isinstance(t, InstanceType) else None
        if stub is not None:
            return b.error(node.attr, stub)
        own = t.cls if isinstance(t, ClassObjectType) and isinstance(t.cls, UserClass) else None
        if own is not None and found.kind == "method" and found.signatures and not found.signatures[0].params:
            # `key=Job.sort_key`: the function of one instance, as Python's unbound method is
            instance = js.Name("$self")  # (no name of the worker's: the class's may be `item`)
            call = js.Call(js.Member(instance, found.js_name), [])
            if attr in own.subclass_methods:  # the class's own function, not a subclass's override
                method = js.Member(js.Member(owner.js, "prototype"), found.js_name)
                call = js.Call(js.Member(method, "call"), [instance])
            is_async = found.signatures[0].is_async  # (an async def's: a call of it makes a coroutine)
            arrow = js.Arrow([js.Param(instance)], call, is_async)
            return TExpr(arrow, CallableType((own.instance(),), found.type))
        bound = _bound_method(owner, t.cls, found) if isinstance(t.cls, UserClass) else None
        if bound is not None:  # `key=self.score`, `handlers = {"get": self.on_get}`
            return bound
        if found.kind != "attribute":
            return b.error(
                node,
                f'the method "{attr}" is used as a value: it would lose its object in JavaScript; call it, or wrap it in a lambda',
            )
        if t.cls.js_module is not None:
            b.sdk_members.add(found.js_name)
        if _is_sdk_error(t.cls):
            # a getter of the SDK's error classes, which an error crossing RPC does not have
            response = js.Member(owner.js, "errorResponse")
            if found.js_name in ERROR_RESPONSE_FIELDS:
                return _runtime_value(js.Member(response, found.js_name), found.type)
            if not _declared_by_sandbox_error(t.cls, attr):
                return _runtime_value(js.Member(js.Member(response, "context"), found.js_name), found.type)
        if isinstance(t, ClassObjectType) and isinstance(t.cls, UserClass) and t.cls.enum_members is None:
            return TExpr(js.Member(owner.js, static_member(found.js_name)), found.type)  # `Tool.name`
        getter = isinstance(t.cls, UserClass) and _is_property(t.cls, attr)
        read = js.Member(owner.js, found.js_name, getter=getter)
        return _runtime_value(read, found.type) if t.cls.js_module is not None else TExpr(read, found.type)
    if kinds := union_of_kinds(t):  # mypy checked each option has it
        return b.error(node.attr, narrow_first(f'"{attr}"', kinds))
    table = methods_for(t)
    if table is not None and not is_dynamic(t) and (attr in table or attr in _CONTAINER_DUNDERS):
        # `key=position.__getitem__`, `key=d.get`: a method of a str, list or dict, kept as a value
        shown = cst.Module([]).code_for_node(node)
        return b.error(
            node.attr,
            f'the method "{attr}" of "{t.display()}" as a value is not supported: wrap it in a lambda '
            f"(lambda x: {shown}(x))",
        )
    hint = ' (maybe you forgot to use "await"?)' if isinstance(t, AwaitableType) else ""
    if attr == "line_num" and isinstance(widen(t), IteratorType):
        return b.error(
            node.attr,
            "a csv reader's line_num is not supported here (its rows are an iterator): number the rows "
            "with enumerate(reader, 1), or split the text into lines first",
        )
    if attr == "fieldnames" and isinstance(widen(t), IteratorType):
        return b.error(
            node.attr,
            "a DictReader's fieldnames are not supported here (its rows are an iterator of dicts): read the "
            "header first (header = next(csv.reader(lines))) and pass fieldnames=header",
        )
    return b.error(node.attr, f'"{t.display()}" has no attribute "{attr}"{hint}')


def checked_read(b: Builder, owner: TExpr, attr: str, found: TExpr) -> TExpr:
    """A read of an attribute an instance may not have (`_maybe_unset`), checked when it runs."""
    t = widen(owner.type)
    read = found.js
    if not (isinstance(t, InstanceType) and isinstance(read, js.Member) and not read.getter):
        return found
    if not _maybe_unset(b, t.cls, attr):
        return found
    writer = b.method_class()
    if attr.startswith("__") and not attr.endswith("__") and writer is not None:
        attr = f"_{writer.name.lstrip('_')}{attr}"  # Python's name for a private one (`_Conn__token`)
    shown = [js.Str(attr)] if attr != read.prop else []
    return TExpr(b.call_helper("$attr", read.obj, js.Str(read.prop), *shown), found.type)


def _maybe_unset(b: Builder, cls: ClassInfo, attr: str) -> bool:
    """An attribute of the worker's class that an instance of it, or of a subclass, may not have:
    its construction does not assign it on every path (`surely_set`). Python raises AttributeError
    reading it there; JS would read undefined."""
    if not (isinstance(cls, UserClass) and cls.kind == "class" and cls.enum_members is None):
        return False
    lineage = cls.lineage()
    if cls.named_tuple or not any(attr in c.attributes for c in lineage) or attr in cls.properties:
        return False
    family = [cls, *(b.scope.classes[n] for n in sorted(cls.subclasses) if n in b.scope.classes)]
    return any(attr not in surely_set(c) for c in family)


def _bound_method(owner: TExpr, cls: UserClass, found: Member) -> TExpr | None:
    """A method of the worker's class as a value: `self.score` is the function bound to its object
    (`this.score.bind(this)`); of the class, a static method is its function, a classmethod the one
    bound to the class, an instance method the function of an instance and the rest (`M.merge`: the
    class's own, `M.prototype.merge.call(a, b)`); None for what a function type cannot say
    (keyword-only parameters, *args, overloads) or an object that is not a name."""
    if found.kind not in ("method", "static") or len(found.signatures) != 1:
        return None
    signature = found.signatures[0]
    if signature.variadic or signature.kwargs is not None or signature.options is not None:
        return None
    if any(p.keyword_only for p in signature.params) or not is_simple(owner.js):
        return None
    function = CallableType(tuple(p.type for p in signature.params), signature.result)
    of_class = isinstance(owner.type, ClassObjectType)
    if found.kind == "static":  # (of the class only: an instance's JS object does not hold it)
        if not of_class:
            return None
        member = js.Member(owner.js, static_member(found.js_name))
        if found.py_name in cls.class_methods:  # `Q.make`: `cls` is the class it is read on
            return TExpr(js.Call(js.Member(member, "bind"), [owner.js]), function)
        return TExpr(member, function)
    if of_class:  # `M.merge`: the class's own function, its instance passed first
        items = [js.Name(f"$arg{i}") for i in range(len(signature.params) + 1)]  # (no worker's name)
        own = js.Member(js.Member(js.Member(owner.js, "prototype"), found.js_name), "call")
        unbound = js.Arrow([js.Param(i) for i in items], js.Call(own, list(items)), signature.is_async)
        params = (cls.instance(), *(p.type for p in signature.params))
        return TExpr(unbound, CallableType(params, signature.result))
    return TExpr(js.Call(js.Member(js.Member(owner.js, found.js_name), "bind"), [owner.js]), function)


def _runtime_value(read: js.Expr, t: Type) -> TExpr:
    """A field of the SDK's or the runtime's objects that may hold None: JS leaves an optional field
    out (`exitCode?: number` of a running Process; a getter's `string | undefined`), which Python
    reads as None; read as `undefined` it would vanish from the JSON it is stored in and differ from
    None in `==`, so it is read as `null`."""
    if t != NONE and assignable(NONE, t):
        return TExpr(js.Binary("??", read, js.Null()), t)
    return TExpr(read, t)


def _is_sdk_error(cls: ClassInfo) -> bool:
    return cls.is_exception() and any(c.name == "SandboxError" for c in _ancestors(cls))


def _declared_by_sandbox_error(cls: ClassInfo, attr: str) -> bool:
    """A member of SandboxError itself (message, name, error_response...), not a subclass's getter."""
    base = next((c for c in _ancestors(cls) if c.name == "SandboxError"), None)
    return base is not None and base.member(attr) is not None


def _ancestors(cls: ClassInfo) -> list[ClassInfo]:
    found = [cls]
    for base in cls.bases():
        found += _ancestors(base)
    return found


def _union_member(b: Builder, node: cst.Attribute, owner: TExpr, attr: str) -> TExpr:
    """An attribute every option of a union has, under one JS name."""
    assert isinstance(owner.type, UnionType)
    results = [member_of(b, node, TExpr(owner.js, option), attr) for option in owner.type.options]
    if all(r.js == results[0].js and r.type is not ERROR for r in results):
        return TExpr(results[0].js, union(*(r.type for r in results)))  # read the one way (`e.args`)
    names = {r.js.prop for r in results if isinstance(r.js, js.Member)}
    if len(names) > 1 and len(results) == sum(isinstance(r.js, js.Member) for r in results):
        return b.error(
            node.attr,
            f'"{attr}" of "{owner.type.display()}": its options keep it under other JavaScript names '
            f"({', '.join(sorted(names))}: a NamedTuple field or exception attribute named like a JS array's "
            "or Error's own); narrow it with isinstance() first",
        )
    if len(names) != 1 or len(results) != sum(isinstance(r.js, js.Member) for r in results):
        return b.error(node.attr, f'"{owner.type.display()}" has no attribute "{attr}" in every option')
    return TExpr(js.Member(owner.js, names.pop()), union(*(r.type for r in results)))


def subscript(b: Builder, node: cst.Subscript) -> TExpr:
    found = _subscript(b, node)
    path = path_of(node)
    if path is not None and path in b.path_types:  # narrowed by a test above (`if m["v"]:`)
        return stale_checked(b, path, TExpr(found.js, b.narrowed_path(path)), found.type)
    return found


def _common_key(options: list[Type], key: cst.BaseExpression) -> tuple[str, list[Type], bool] | None:
    """A str literal key every TypedDict of a union has under one JS name: that name, each one's
    type of it, and whether one may lack it (None when not every one has it)."""
    if not isinstance(key, cst.SimpleString) or not isinstance(key.evaluated_value, str):
        return None
    fields = [o.cls.fields().get(key.evaluated_value) for o in options if isinstance(o, InstanceType)]
    if any(f is None for f in fields) or len({f.js_name for f in fields if f is not None}) != 1:
        return None
    found = [f for f in fields if f is not None]
    lacking = any(o.cls.may_lack(f) for o, f in zip(options, found) if isinstance(o, InstanceType))
    return found[0].js_name, [f.type for f in found], lacking


def _subscript(b: Builder, node: cst.Subscript) -> TExpr:
    owner = b.expr(node.value)
    if len(node.slice) != 1:
        return b.error(node, "multi-dimensional subscripts are not supported")
    element = node.slice[0].slice
    t = widen(owner.type)
    lists = [widen(o) for o in t.options] if isinstance(t, UnionType) else []
    if lists and all(isinstance(o, ListType) and not o.view for o in lists):
        t = ListType(union(*(o.item for o in lists if isinstance(o, ListType))))  # `d.get(k, [None])[0]`
    if isinstance(element, cst.Slice):
        return slice_(b, node, owner, element)
    assert isinstance(element, cst.Index)
    if lists and all(isinstance(o, InstanceType) and o.cls.kind == "typeddict" for o in lists):
        common = _common_key(lists, element.value)  # `msg["type"]` of `A | B`: a key every one has
        if common is not None:
            name, types, may_lack = common
            if may_lack:
                return TExpr(b.call_helper("$getItem", owner.js, js.Str(name)), union(*types))
            return TExpr(key_access(owner.js, TExpr(js.Str(name), STR)), union(*types))
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":
        key = b.expr(element.value)
        fields = t.cls.fields()
        if not isinstance(key.js, js.Str):
            return b.error(
                element.value,
                f'a TypedDict ("{t.cls.name}") is read by literal keys here, not by a "{key.type.display()}": '
                'write each key (policy["daily"]), or hold the values in a dict[str, V]',
            )
        if key.js.value not in fields:
            names = list(fields)
            shown = key.js.value
            return b.error(
                element.value, f'TypedDict "{t.cls.name}" has no key "{shown}"{did_you_mean(shown, names)}'
            )
        field = fields[key.js.value]
        if t.cls.may_lack(field):  # Python's KeyError, not undefined
            return TExpr(b.call_helper("$getItem", owner.js, js.Str(field.js_name)), field.type)
        return TExpr(key_access(owner.js, TExpr(js.Str(field.js_name), STR)), field.type)
    if isinstance(t, DictType) or is_dynamic(t):
        key = b.expr(element.value)
        if not isinstance(t, DictType):
            if widen(key.type) in (FLOAT, REAL):  # JS cannot tell 1.0 from 1, which Python does here
                return b.error(
                    element.value,
                    f'indexing a JSON value by a "{key.type.display()}": Python raises TypeError for a list '
                    "and looks a dict's (str) keys up, neither of which JavaScript can tell; convert it with int()",
                )
            return TExpr(b.call_helper("$item", owner.js, key.js), ERROR if isinstance(t, ErrorType) else ANY)
        if t.is_map:
            read = maps.read_item(b, element.value, t, owner.js, key)
            return TExpr(js.Name("undefined"), ERROR) if read is None else TExpr(read, t.value)
        _require_str_keys(b, node, t.key)
        if problem := maps.str_key_problem(t, key.type):
            return b.error(element.value, problem)
        return maps.str_key_read(b, t, owner.js, key)
    if isinstance(t, (ListType, TupleType, BytesType)) or is_str(t):
        index = b.expr(element.value)
        item = _item_type(t, index.js)
        if not is_int(index.type) and not is_dynamic(index.type):
            return b.error(element.value, f'index of type "{index.type.display()}": expected int')
        index = TExpr(as_index(index), INT)  # `("no", "yes")[flag]`
        position = literal_int(index.js)
        if isinstance(t, TupleType) and position is not None and -len(t.items) <= position < len(t.items):
            # a tuple's length is static: an index in range needs no check
            at = position if position >= 0 else len(t.items) + position
            return TExpr(js.Index(owner.js, js.Num(str(at))), item)
        if (isinstance(t, TupleType) and not t.as_list) or (isinstance(t, ListType) and t.is_tuple):
            return TExpr(b.call_helper("$at", owner.js, index.js, js.Str("tuple")), item)
        return TExpr(b.call_helper("$strAt" if is_str(t) else "$at", owner.js, index.js), item)
    if isinstance(t, (DequeType, ByteArrayType)):  # IndexError "deque/bytearray index out of range"
        index = b.expr(element.value)
        if not is_int(index.type):
            return b.error(element.value, f'index of type "{index.type.display()}": expected int')
        return TExpr(
            js.Call(js.Member(owner.js, "item"), [as_index(index)]),
            t.item if isinstance(t, DequeType) else INT,
        )
    if isinstance(t, RangeType):  # r[-1]: computed, IndexError "range object index out of range"
        index = b.expr(element.value)
        if not is_int(index.type):
            return b.error(element.value, f'index of type "{index.type.display()}": expected int')
        return TExpr(js.Call(js.Member(owner.js, "item"), [as_index(index)]), INT)
    if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass) and t.cls.member("__getitem__"):
        call = cst.Call(cst.Attribute(node.value, cst.Name("__getitem__")), [cst.Arg(element.value)])
        return b.expr(b.parsed.stand_in(call, node))  # `m[1]` is `m.group(1)`, checked as a call
    if isinstance(t, ClassObjectType) and isinstance(t.cls, UserClass) and t.cls.enum_members is not None:
        key = b.expr(element.value)  # `Color["RED"]`: the member of that name, or KeyError
        if not is_str(key.type):
            return b.error(
                element.value, f'an Enum is indexed by a member\'s name, not "{key.type.display()}"'
            )
        return TExpr(js.Call(js.Member(owner.js, "$named"), [key.js]), InstanceType(t.cls))
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.member("__getitem__"):
        method = t.cls.member("__getitem__")
        assert method is not None
        key = b.expr(element.value)
        result = method.signatures[0].result if method.signatures else ANY
        return TExpr(own_dunder(b, owner.js, t.cls, "__getitem__", [key.js]), result)
    if isinstance(t, InstanceType) and t.cls.kind != "typeddict":
        getitem = t.cls.member("__getitem__", t.args)
        if getitem is not None and getitem.signatures:
            key = b.expr(element.value)
            if is_int(key.type):  # a runtime array-like: Python's checked index
                return TExpr(b.call_helper("$at", owner.js, key.js), getitem.signatures[0].result)
    if is_optional(t):
        return b.error(node, f'Value of type "{t.display()}" is not indexable (it may be None)')
    if kinds := union_of_kinds(t):
        return b.error(node, narrow_first("indexing", kinds))
    return b.error(node, f'Value of type "{t.display()}" is not indexable')


def _item_type(t: Type, index: js.Expr) -> Type:
    if is_str(t):
        return STR
    if isinstance(t, BytesType):
        return INT
    if isinstance(t, ListType):
        return t.item
    if isinstance(t, TupleType):
        if isinstance(index, js.Num):
            position = int(index.text)
            if -len(t.items) <= position < len(t.items):
                return t.items[position]
        return union(*t.items) if t.items else ANY
    return ANY


def _literal_int(node: cst.BaseExpression) -> int | None:
    """The value of an int literal (`2`, `-1`), else None."""
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        inner = _literal_int(node.expression)
        return -inner if inner is not None else None
    return int(node.value, 0) if isinstance(node, cst.Integer) else None


def _slice_type(t: TupleType, element: cst.Slice) -> Type:
    """A tuple's slice is a tuple (a NamedTuple's a plain one): of the items it takes when the bounds
    are literal ints, else of any length; a list typed as a tuple (`gather`'s) slices to a list."""
    item = union(*t.items) if t.items else ANY
    if t.as_list:
        return ListType(item)
    bounds: list[int | None] = []
    for part in (element.lower, element.upper, element.step):
        value = _literal_int(part) if part is not None else None
        if part is not None and value is None:
            return ListType(item, is_tuple=True)
        bounds.append(value)
    if bounds[2] == 0:
        return ListType(item, is_tuple=True)  # ValueError when it runs
    return TupleType(tuple(t.items[bounds[0] : bounds[1] : bounds[2]]))


def slice_(b: Builder, node: cst.Subscript, owner: TExpr, element: cst.Slice) -> TExpr:
    t = widen(owner.type)
    if isinstance(t, BytesType):
        return _bytes_slice(b, owner, element)
    if isinstance(t, ByteArrayType):  # a new bytearray, its bytes read once the bounds are, as CPython's
        bounds = [_slice_bound(b, e) or js.Null() for e in (element.lower, element.upper)]
        step = b.expr(element.step) if element.step is not None else None
        if step is not None and not is_int(step.type):
            return b.error(
                element.step or element, f'slice step of type "{step.type.display()}": expected int'
            )
        return TExpr(js.Call(js.Member(owner.js, "slice"), [*bounds, step.js if step else js.Null()]), t)
    if isinstance(t, DequeType):
        return b.error(
            node,
            "slicing a deque: Python raises TypeError (sequence index must be integer, not 'slice'); "
            "slice list(...) of it, or use itertools.islice",
        )
    if isinstance(t, RangeType):  # another range, as CPython computes it from slice.indices()
        bounds = [_slice_bound(b, e) or js.Null() for e in (element.lower, element.upper, element.step)]
        return TExpr(js.Call(js.Member(owner.js, "slice"), bounds), t)
    if holds_json(t):  # `body["name"][:50]`: a str or list when it runs
        bounds = [
            _slice_bound(b, e) or js.Name("undefined") for e in (element.lower, element.upper, element.step)
        ]
        if element.step is None:
            bounds.pop()
        return TExpr(b.call_helper("$sliceDyn", owner.js, *bounds), ANY)
    if not (isinstance(t, (ListType, TupleType)) or is_str(t)):
        return b.error(node, f'slicing "{owner.type.display()}" is not supported')
    result_type = _slice_type(t, element) if isinstance(t, TupleType) else t
    step = b.expr(element.step) if element.step is not None else None
    if step is not None:
        if not (
            isinstance(step.js, js.Num)
            and step.js.text == "-1"
            and element.lower is None
            and element.upper is None
        ):
            if not is_int(step.type) and not is_dynamic(step.type):
                return b.error(
                    element.step or node, f'slice step of type "{step.type.display()}": expected int'
                )
            # Python's slice.indices(): bounds clamped by the step's direction; a zero step raises
            begin, end = (_slice_bound(b, e) or js.Null() for e in (element.lower, element.upper))
            if is_str(t):  # of its code points (not UTF-16 units), joined again
                points = js.Array([js.Spread(owner.js)])
                picked = b.call_helper("$sliceStep", points, begin, end, step.js)
                return TExpr(js.Call(js.Member(picked, "join"), [js.Str("")]), STR)
            return TExpr(b.call_helper("$sliceStep", owner.js, begin, end, step.js), result_type)
        if is_str(t):
            chars = js.Array([js.Spread(owner.js)])
            reversed_ = js.Call(js.Member(js.Call(js.Member(chars, "reverse"), []), "join"), [js.Str("")])
            return TExpr(reversed_, STR)
        return TExpr(js.Call(js.Member(js.Array([js.Spread(owner.js)]), "reverse"), []), result_type)
    args: list[js.Expr] = []
    lower = _slice_bound(b, element.lower)
    upper = _slice_bound(b, element.upper)
    if upper is not None:
        args = [lower if lower is not None else js.Num("0"), upper]
    elif lower is not None:
        args = [lower]
    if is_str(t):  # by code points, not UTF-16 units
        return TExpr(b.call_helper("$strSlice", owner.js, *args), STR)
    return TExpr(js.Call(js.Member(owner.js, "slice"), args), result_type)


def _bytes_slice(b: Builder, owner: TExpr, element: cst.Slice) -> TExpr:
    """b[start:stop:step] of bytes: a new Uint8Array (`slice` copies, as Python's slice does)."""
    begin, end = (_slice_bound(b, e) for e in (element.lower, element.upper))
    step = b.expr(element.step) if element.step is not None else None
    if step is None:
        args = [begin or js.Num("0"), end] if end is not None else [begin] if begin is not None else []
        return TExpr(js.Call(js.Member(owner.js, "slice"), args), BYTES)
    if not is_int(step.type) and not is_dynamic(step.type):
        return b.error(element.step or element, f'slice step of type "{step.type.display()}": expected int')
    picked = b.call_helper("$sliceStep", owner.js, begin or js.Null(), end or js.Null(), step.js)
    return TExpr(js.Call(js.Member(js.Name("Uint8Array"), "from"), [picked]), BYTES)


def _slice_bound(b: Builder, node: cst.BaseExpression | None) -> js.Expr | None:
    """A slice bound; `None` (or an Optional[int] that is None) means the end, as `undefined` does."""
    if node is None:
        return None
    bound = b.expr(node)
    if isinstance(bound.js, js.Null):
        return None
    if holds_json(
        widen(bound.type)
    ):  # `xs[:body.get("limit")]`: None is the end, an int or Python's TypeError
        return b.call_helper("$sliceIndex", bound.js)
    if not is_int(bound.type) and not is_dynamic(bound.type):
        if is_optional(bound.type):
            return js.Binary("??", bound.js, js.Name("undefined"))
        b.error(node, f'slice index of type "{bound.type.display()}": expected int or None')
    return bound.js


def _branches(
    b: Builder,
    test: cst.BaseExpression,
    body: cst.BaseExpression,
    orelse: cst.BaseExpression,
    expected: Type | None,
    since: int | None = None,
) -> tuple[TExpr, TExpr]:
    """A conditional expression's two branches, each read with what its test says. `xs if xs is not
    None else []`, `[] if dry_run else found`: the empty literal is of the other branch's type (mypy's
    join), so that branch is lowered first; so are `([], 1)` and other tuples holding one."""
    if expected is None and holds_empty_literal(body) and not holds_empty_literal(orelse):
        with narrowed(b, narrowings(b, test, False), since):
            otherwise = b.expr(orelse)
        with narrowed(b, narrowings(b, test, True), since):
            then = b.expr(body, otherwise.type)
        return then, otherwise
    with narrowed(b, narrowings(b, test, True), since):
        then = _guarded_item(b, test, body) or b.expr(body, expected)
    with narrowed(b, narrowings(b, test, False), since):
        otherwise = b.expr(orelse, expected or (then.type if holds_empty_literal(orelse) else None))
    return then, otherwise


def holds_empty_literal(node: cst.BaseExpression) -> bool:
    """An empty literal, or a tuple literal with one among its items (`([], 1)`)."""
    if isinstance(node, cst.Tuple):
        return any(holds_empty_literal(e.value) for e in node.elements)
    return empty_literal(node)


def empty_literal(node: cst.BaseExpression) -> bool:
    """`[]` or `{}`: of whatever list or dict type its context gives it (mypy's join)."""
    return isinstance(node, (cst.List, cst.Dict)) and not node.elements


def _joined_hint(types: list[Type]) -> Type | None:
    """The type an empty literal among these items takes: theirs, when they join to one container."""
    joined = join(*(widen_literal(t) for t in types)) if types else None
    return joined if isinstance(joined, (ListType, DictType)) else None


def _is_view(t: Type) -> bool:
    t = widen(t)
    return isinstance(t, ListType) and bool(t.view)


def _typed_tuple(node: cst.BaseExpression, item: TExpr) -> js.Expr:
    """A tuple literal of items of several JS types, inside a list or tuple literal, with its tuple
    type spelled out: tsc would read `[["s", 1e9]]` as `(string | number)[][]`, so a loop that
    unpacks it would see a `string | number` in each name."""
    t = item.type
    mixed = isinstance(t, TupleType) and t.named is None and len({jsdoc_type(i) for i in t.items}) > 1
    if isinstance(node, cst.Tuple) and mixed:
        return js.TypeCast(item.js, jsdoc_type(t))
    return item.js


def _only_option(expected: Type | None, kind: type[Type]) -> Type | None:
    """The one option of `kind` of an expected union (`dict[str, int] | None` for a dict literal)."""
    if not isinstance(expected, UnionType):
        return expected
    found = [o for o in expected.options if isinstance(o, kind)]
    return found[0] if len(found) == 1 else expected


def sequence(b: Builder, node: cst.List | cst.Tuple, expected: Type | None) -> TExpr:
    expected = _only_option(expected, ListType if isinstance(node, cst.List) else TupleType)
    items: list[js.Expr] = []
    types: list[Type] = []
    expected_items: list[Type | None] = [None] * len(node.elements)
    if isinstance(expected, ListType):
        expected_items = [expected.item] * len(node.elements)
    elif isinstance(expected, TupleType) and len(expected.items) == len(node.elements):
        expected_items = list(expected.items)
    # `[[1, 2], []]`: an empty literal is lowered last, with the type the others join to
    deferred = (
        [
            i
            for i, (e, hint) in enumerate(zip(node.elements, expected_items))
            if hint is None and isinstance(e, cst.Element) and empty_literal(e.value)
        ]
        if isinstance(node, cst.List)
        else []
    )
    for index, (element, hint) in enumerate(zip(node.elements, expected_items)):
        if index in deferred:
            items.append(js.Array([]))
            continue
        if isinstance(element, cst.StarredElement):
            if isinstance(element.value, cst.GeneratorExp):  # `[a, *(f(x) for x in xs)]`: all at once
                b.generators_consumed_at_once.add(id(element.value))
            inner = b.expr(element.value)
            t = widen(inner.type)
            if isinstance(t, DictType) and t.is_map:
                items.append(js.Spread(maps.keys(b, t, inner.js)))
            elif isinstance(t, DictType):  # `*d` is its keys; a JS object is not iterable
                items.append(js.Spread(js.Call(js.Member(js.Name("Object"), "keys"), [inner.js])))
            elif isinstance(t, (ListType, TupleType, IteratorType, RangeType)) or is_str(t):
                items.append(js.Spread(inner.js))  # an iterator (a generator expression): all its items
            else:
                b.error(
                    element,
                    f'unpacking "{inner.type.display()}" with * is not supported: unpack a list, tuple, str or dict',
                )
            types.append(t.item if isinstance(t, IteratorType) else item_type(t))
        else:
            item = b.expr(element.value, hint)
            if _is_view(item.type):  # `[d.keys()]`: read later, where Python's view is live
                b.error(element.value, VIEW_KEPT)
            elif hint is not None and (problem := store_problem(hint, item.type)):
                # each item as it is stored: the items' join hides a bool among ints (`(1, True)`)
                return b.error(element.value, problem)
            items.append(_typed_tuple(element.value, item))
            types.append(item.type)
    if deferred:
        shared = _joined_hint(types)
        for index in deferred:
            element = node.elements[index]
            item = b.expr(element.value, shared)
            items[index] = item.js
            types.append(item.type)
    if isinstance(node, cst.Tuple):
        return TExpr(js.Array(items), TupleType(tuple(types)))
    if isinstance(expected, ListType) and not types:
        return TExpr(js.Array(items), expected)
    # (`[]` of no context: Never's items, which take their neighbours' type: see NeverType)
    return TExpr(js.Array(items), ListType(join(*(widen_literal(t) for t in types)) if types else NEVER))


def set_literal(b: Builder, node: cst.Set, expected: Type | None) -> TExpr:
    """`{a, b}`: a JS Set of the same members."""
    hint = expected.item if isinstance(expected, SetType) else None
    items: list[js.Expr] = []
    types: list[Type] = []
    for element in node.elements:
        if isinstance(element, cst.StarredElement):
            return b.error(element, "unpacking into a set literal is not supported: use set(...) | set(...)")
        item = b.expr(element.value, hint)
        items.append(item.js)
        types.append(widen_literal(item.type))
    item_type = hint if hint is not None else union(*types)
    problem = adding_problem(item_type, *types)  # (`s: set[int] = {1, True}`, a tuple into `set[Any]`)
    if problem:
        return b.error(node, f"this set: {problem}")
    return TExpr(new_set(b, js.Array(items), union(*types)), SetType(item_type))


def dictionary(b: Builder, node: cst.Dict, expected: Type | None) -> TExpr:
    """A dict literal: user data keeps its keys; a TypedDict's keys take their JS names."""
    typed = _typeddict_in(b, expected, node)
    expected = _only_option(expected, DictType)
    fields = typed.cls.fields() if typed is not None else {}
    props: list[js.Prop | js.Spread] = []
    key_types: list[Type] = []
    raw_keys: list[Type] = []
    value_types: list[Type] = []
    deferred: list[tuple[js.Prop, cst.BaseExpression]] = []  # `{"a": ["x"], "b": []}`: see sequence()
    spreads_map = False  # `{**by_id}` of a dict of int keys: a Map's entries (see _map_literal)
    for element in node.elements:
        if not isinstance(element, cst.DictElement):
            assert isinstance(element, cst.StarredDictElement)
            spread = b.expr(element.value)
            t = widen(spread.type)
            if is_dynamic(spread.type):  # `{**v}` of a JSON value: a dict when it runs, else TypeError
                spread = TExpr(b.call_helper("$mappingDyn", spread.js), spread.type)
            elif isinstance(t, DictType):  # its keys and values are the new dict's too
                spreads_map = spreads_map or t.is_map
                key_types.append(widen(t.key))
                raw_keys.append(t.key)
                value_types.append(t.value)
            elif isinstance(t, InstanceType) and t.cls.kind == "typeddict":
                fields = t.cls.fields()
                if any(f.js_name != name for name, f in fields.items()):  # (its JS keys are not Python's)
                    return b.error(element, f'{{**...}} of "{t.display()}": build the dict from its keys')
                key_types.append(STR)
                raw_keys.append(STR)
                value_types.append(union(*(f.type for f in fields.values())) if fields else NEVER)
            props.append(js.Spread(spread.js))
            continue
        key = b.expr(element.key)
        hint: Type | None = expected.value if isinstance(expected, DictType) else None
        if typed is not None:
            name = key.js.value if isinstance(key.js, js.Str) else None
            if name is None or name not in fields:
                b.error(
                    element.key,
                    f'Extra key "{name}" for TypedDict "{typed.cls.name}"{did_you_mean(name or "", fields)}',
                )
                continue
            hint = fields[name].type
            key = TExpr(js.Str(fields[name].js_name), STR)
        if hint is None and empty_literal(element.value):
            prop = js.Prop(key.js.value if isinstance(key.js, js.Str) else key.js, js.Array([]))
            props.append(prop)  # (a later duplicate key is a prop of its own: JS keeps this place, its value)
            deferred.append((prop, element.value))
            key_types.append(widen(key.type))
            raw_keys.append(key.type)
            continue
        value = b.expr(element.value, hint)
        if _is_view(value.type):  # `{"keys": d.keys()}`: read later, where Python's view is live
            b.error(element.value, VIEW_KEPT)
        elif typed is not None and hint is not None and (problem := store_problem(hint, value.type)):
            # `{"v": True}` of an int field (Python keeps the bool), `{"m": Counter(...)}` of a dict field
            b.error(element.value, problem)
        prop = js.Prop(key.js.value if isinstance(key.js, js.Str) else key.js, _none_not_missing(value))
        earlier = next(
            (p for p in props if isinstance(p, js.Prop) and isinstance(p.key, str) and p.key == prop.key),
            None,
        )
        if earlier is not None and is_simple(earlier.value):
            earlier.value = value.js  # `{"a": 1, "a": 2}`: the first place, the last value, as Python's
        else:
            props.append(prop)
        key_types.append(widen(key.type))
        raw_keys.append(key.type)
        value_types.append(value.type)
    shared = _joined_hint(value_types) if deferred else None
    for prop, value_node in deferred:
        value = b.expr(value_node, shared)
        prop.value = value.js
        value_types.append(value.type)
    if typed is not None:
        return TExpr(js.Object(props), typed)
    if (
        (isinstance(expected, DictType) and expected.is_map)
        or spreads_map
        or any(map_key(maps.plain_key(k)) is not None for k in raw_keys)
    ):
        return _map_literal(b, node, expected)
    if isinstance(expected, DictType):
        _require_str_keys(b, node, expected.key)
    for key_type in key_types:
        _require_str_keys(b, node, key_type)
    if isinstance(expected, DictType) and not value_types:  # a dict, even for a defaultdict or Counter
        return TExpr(js.Object(props), DictType(expected.key, expected.value))
    key_type = union(*key_types) if key_types else STR
    members = {k for k in raw_keys if isinstance(k, InstanceType) and k.cls.primitive == STR}
    if len(members) == 1 and len(raw_keys) == len([k for k in raw_keys if k in members]):
        key_type = members.pop()  # `{Eco.PIP: "pip list", ...}` is a dict[Eco, str], as mypy types it
    return TExpr(js.Object(props), DictType(key_type, union(*value_types) if value_types else NEVER))


def _map_literal(b: Builder, node: cst.Dict, expected: Type | None) -> TExpr:
    """A dict literal of int or tuple keys: `new Map([[k, v], ...])` (a repeated key keeps its first
    place and takes the last value, as in Python); `**other` spreads another such dict."""
    entries: list[js.Expr] = []
    keys: list[tuple[cst.BaseExpression, js.Array, TExpr]] = []
    key_types: list[Type] = []
    value_types: list[Type] = []
    hint = expected.value if isinstance(expected, DictType) else None
    for element in node.elements:
        if isinstance(element, cst.StarredDictElement):
            other = b.expr(element.value)
            t = widen(other.type)
            if not (isinstance(t, DictType) and t.is_map):
                return b.error(
                    element, f'unpacking "{other.type.display()}" with ** into a dict of int or tuple keys'
                )
            entries.append(js.Spread(other.js))
            key_types.append(t.key)
            value_types.append(t.value)
            continue
        assert isinstance(element, cst.DictElement)
        key = b.expr(element.key)
        value = b.expr(element.value, hint)
        entry = js.Array([key.js, _none_not_missing(value)])
        entries.append(entry)
        keys.append((element.key, entry, key))
        key_types.append(maps.plain_key(key.type))
        value_types.append(value.type)
    if isinstance(expected, DictType):
        made = DictType(expected.key, expected.value)  # a literal is a dict, not a defaultdict or Counter
    else:
        key_type = union(*key_types)
        if map_key(key_type) is None:
            shown = " | ".join(sorted({k.display() for k in key_types}))
            return b.error(node, f'dict keys of mixed types "{shown}": a dict takes keys of one type here')
        made = DictType(key_type, union(*value_types))
    for key_node, entry, key in keys:
        encoded = maps.encode(b, key_node, made, key)
        if encoded is None:
            return TExpr(js.Name("undefined"), ERROR)
        entry.items[0] = encoded
    for t in key_types:  # `**other` of another key type
        if map_key(t) != map_key(made.key):
            return b.error(node, f'a dict of "{t.display()}" keys spread into "{made.display()}"')
    return TExpr(maps.new(js.Array(entries) if entries else None), made)


def _none_not_missing(value: TExpr) -> js.Expr:
    """An optional field read from a JS object may be absent (`undefined`), which Python sees as None:
    stored in a dict (that JSON may carry), it must be `null`, or the key would vanish."""
    if is_optional(value.type) and isinstance(value.js, js.Member):
        return js.Binary("??", value.js, js.Null())
    return value.js


def _require_str_keys(b: Builder, node: cst.CSTNode, key: Type) -> None:
    """JS objects hold str keys: 1 and "1" would be one key, and int keys would come back as str (an
    int or tuple key makes the dict a Map, see maps.py)."""
    problem = maps.key_problem(key)
    if problem:
        b.error(node, problem)


def _typeddict_in(b: Builder, expected: Type | None, node: cst.Dict) -> InstanceType | None:
    """The TypedDict a dict literal builds: the expected type, or the one TypedDict option of a union
    that has every key the literal writes (its keys then take their JS names)."""
    options = expected.options if isinstance(expected, UnionType) else (expected,)
    found = [o for o in options if isinstance(o, InstanceType) and o.cls.kind == "typeddict"]
    if len(found) <= 1:
        return found[0] if found else None
    keys = {
        e.key.evaluated_value
        for e in node.elements
        if isinstance(e, cst.DictElement)
        and isinstance(e.key, cst.SimpleString)
        and isinstance(e.key.evaluated_value, str)
    }
    fitting = [o for o in found if keys <= set(o.cls.fields())]
    if len(fitting) > 1:  # several fit: they agree on the JS names of these keys, or none is taken
        renamed = {tuple(o.cls.fields()[k].js_name for k in sorted(keys, key=str)) for o in fitting}
        if len(renamed) > 1:
            names = " or ".join(f'"{o.cls.name}"' for o in fitting)
            b.error(
                node, f"this dict could be {names}, which name its keys differently in JavaScript: use one"
            )
        return fitting[0]
    return fitting[0] if fitting else found[0]


def _str_method_value(b: Builder, node: cst.Attribute) -> TExpr:
    """`str.lower` as a function (`sorted(names, key=str.lower)`): an arrow that calls the method on
    its one str argument."""
    param = cst.Name("s")
    call = b.parsed.stand_in(cst.Call(cst.Attribute(param, node.attr)), node)
    with nested_scope(b, {"s": STR}, is_lambda=True):
        body = b.expr(call)
    return TExpr(js.Arrow([js.Param(js.Name("s"))], body.js), CallableType((STR,), body.type))


def the_callable(expected: Type | None) -> Type | None:
    """What a function is given to: `Optional[Callable[[X], None]]` is its Callable (a function is
    not None), else `expected` itself."""
    if isinstance(expected, UnionType):
        options = [o for o in expected.options if o != NONE]
        if len(options) == 1 and isinstance(options[0], CallableType):
            return options[0]
    return expected


def lambda_(b: Builder, node: cst.Lambda, expected: Type | None) -> TExpr:
    expected = the_callable(expected)
    param_types: tuple[Type, ...] = ()
    if isinstance(expected, CallableType) and expected.params is not None:
        param_types = expected.params
    params = node.params
    if (
        params.star_arg is not cst.MaybeSentinel.DEFAULT
        or params.kwonly_params
        or params.star_kwarg is not None
    ):
        return b.error(node, "lambdas take plain positional parameters only")
    names = [p.name.value for p in params.params]
    refuse_loop_capture(b, node, set(names))
    # Python evaluates the defaults where the lambda is made, left to right (`lambda i=i: i` keeps
    # this round's `i`); JS at each call: the ones not constant are evaluated first and passed in
    defaults = [b.expr(p.default) if p.default is not None else None for p in params.params]
    types = {
        n: (
            param_types[i]
            if i < len(param_types)
            else widen_literal(default.type)
            if default is not None
            else ANY
        )
        for i, (n, default) in enumerate(zip(names, defaults))
    }
    # (a sort key runs before the call returns)
    with nested_scope(b, types, later=node not in b.runs_now, is_lambda=True):
        assert b.function is not None
        b.function.untyped = frozenset(
            n for i, (n, d) in enumerate(zip(names, defaults)) if i >= len(param_types) and d is None
        )
        # (inside, its parameters are its own: a closure in it reading them reads no loop's name)
        outer_loops = b.loop_stores
        b.loop_stores = [stored - set(names) for stored in outer_loops]
        # (a container it is declared to give types its literals: `lambda: {}` of a Map's dict)
        result = widen(expected.result) if isinstance(expected, CallableType) else None
        try:
            body = b.expr(node.body, result if isinstance(result, (DictType, ListType)) else None)
        finally:
            b.loop_stores = outer_loops
    arrow_params: list[js.Param] = []
    evaluated: list[tuple[js.Param, js.Expr]] = []  # the defaults evaluated where the lambda is made
    for p, default in zip(params.params, defaults):
        given: js.Expr | None = None
        if default is not None and p.default is not None and is_constant(p.default):
            given = default.js
        elif default is not None:
            made_now = js.Name(b.fresh("$default"))
            evaluated.append((js.Param(made_now), default.js))
            given = made_now
        arrow_params.append(js.Param(js.Name(js_identifier(p.name.value)), given))
    made = body.js
    if widen(body.type) == NONE and _none_result(expected):
        made = without_value(made)  # its caller cannot use the value (mypy)
    elif widen(body.type) == NONE and not isinstance(made, js.Null) and without_value(made) is made:
        # what JS's call gives (undefined, or push()'s length) where Python's lambda returns None
        made = js.Binary(",", made, js.Null())
    arrow: js.Expr = js.Arrow(arrow_params, made)
    if evaluated:
        arrow = js.Call(js.Arrow([p for p, _ in evaluated], arrow), [v for _, v in evaluated])
    return TExpr(named_lambda(b, arrow), CallableType(tuple(types.values()), body.type))


#: The methods whose NotImplemented makes the operator ask the other operand (`$reflected`, `$eq`).
DECLINING = frozenset(
    {
        "__eq__",
        "__ne__",
        "__lt__",
        "__le__",
        "__gt__",
        "__ge__",
        "__add__",
        "__radd__",
        "__sub__",
        "__rsub__",
        "__mul__",
        "__rmul__",
        "__truediv__",
        "__rtruediv__",
        "__floordiv__",
        "__rfloordiv__",
        "__mod__",
        "__rmod__",
    }
)


def _none_result(expected: Type | None) -> bool:
    """Whether a lambda is expected to return None: then its caller cannot use the value (mypy)."""
    return isinstance(expected, CallableType) and widen(expected.result) == NONE


def named_expr(b: Builder, node: cst.NamedExpr) -> TExpr:
    """`(name := value)` -> `(name = value)`: the function's name (a `let` the binding plan hoists).
    In a comprehension it is the name of the function that holds it (PEP 572), which the arrow the
    comprehension becomes assigns."""
    target = node.target
    owner = b.function
    while owner is not None and not owner.deferred and not owner.is_lambda:
        owner = owner.parent  # out of the comprehensions around it
    if owner is not b.function and owner is not None and owner.deferred and isinstance(target, cst.Name):
        value = b.expr(node.value)  # in the comprehension's scope; the store is the function's
        inner = b.function
        b.function = owner
        try:
            return _comprehension_walrus(b, target, value)
        finally:
            b.function = inner
    if b.function is not None and not b.function.deferred:
        if isinstance(target, cst.Name):
            b.bind(target.value, ERROR)  # reported here, not again where it is read
        return b.error(
            node,
            "assignment expressions (:=) in a lambda, or in a comprehension outside a function, are not "
            "supported: assign before",
        )
    if b.function is None:
        if isinstance(target, cst.Name):
            b.bind(target.value, ERROR)
        return b.error(node, "assignment expressions (:=) at module level are not supported: assign before")
    if not isinstance(target, cst.Name):
        return b.error(target, "an assignment expression stores to a name")
    value = b.expr(node.value)
    name = target.value
    earlier = b.declared_types({name})[name]
    if (problem := changes_what_others_read(b, name, widen(value.type))) is not None:
        b.error(target, problem)
    b.bind(name, value.type)
    if earlier is not None and b.maybe_skipped:
        # a store that may not run (`a and (x := f())`, a branch, an `assert`'s message): past it, the
        # name holds what it was declared to hold (a test on the walrus narrows it where it holds)
        b.settle({name})
    for log in b.store_logs:
        log.setdefault(name, []).append(value.type)
    return TExpr(js.AssignExpr(js.Name(js_identifier(name)), value.js), value.type)


def _comprehension_walrus(b: Builder, target: cst.Name, value: TExpr) -> TExpr:
    """A comprehension's `name := value`, stored with `b.function` the function that holds the name.
    The store may run for no item, so past the comprehension the name holds what it was declared to
    hold, which this store must not widen (the comprehension's earlier items, and code before it,
    read the name as declared)."""
    name = target.value
    earlier = b.declared_types({name})[name]
    declared = value.type if earlier is None else _declared_with(earlier, value.type)
    if declared is None:
        assert earlier is not None
        return b.error(
            target,
            f'a comprehension\'s ":=" stores a "{value.type.display()}" in "{name}", declared '
            f'"{earlier.display()}" before it: declare "{name}" with both types first',
        )
    if (problem := changes_what_others_read(b, name, widen(value.type))) is not None:
        b.error(target, problem)
    # it may store for no item: what follows reads the name as declared before, which the value fits
    b.bind(name, declared)
    for log in b.store_logs:
        log.setdefault(name, []).append(value.type)
    return TExpr(js.AssignExpr(js.Name(js_identifier(name)), value.js), value.type)


def _declared_with(declared: Type, value: Type) -> Type | None:
    """What a name `declared` before holds once `value` may be stored in it, where code typed with
    `declared` reads it the same way (None if it would not): `declared` itself if the value is one of
    its values; two `re` matches join to the class they both specialize (`m` for two patterns')."""
    if assignable(value, declared) and mixed_number_store(declared, value) is None:
        return declared
    joined = union(declared, value)

    def options(t: Type) -> tuple[Type, ...]:
        return t.options if isinstance(t, UnionType) else (t,)

    # the join added no alternative: it only joined specializations of a library class (two patterns'
    # matches: one JS class, whose methods the joined type knows as both do)
    return joined if len(options(joined)) == len(options(declared)) else None


def await_(b: Builder, node: cst.Await, inner: cst.BaseExpression) -> TExpr:
    if b.function is None or not b.function.is_async:
        context = b.function
        while context is not None and not context.deferred and not context.is_async:
            context = context.parent  # a comprehension's or lambda's scope, inside the function
        if context is not None and context.is_async:
            return b.error(
                node,
                '"await" in a generator expression or lambda is not supported (a generator expression '
                "that awaits is an async generator): build a list (`[await f(x) for x in xs]`) or use a "
                "for loop",
            )
        return b.error(node, '"await" outside async function')
    coroutines.started_here(b, inner)
    value = b.expr(inner)
    b.ran_worker_code()  # (other tasks may run at an await: see `Builder.stale`)
    t = value.type
    if isinstance(t, AwaitableType):
        return TExpr(js.Await(value.js), t.result)
    if is_dynamic(t) or isinstance(t, TypeVarType):
        return TExpr(js.Await(value.js), ERROR if isinstance(t, ErrorType) else ANY)
    if isinstance(t, UnionType) and all(isinstance(o, AwaitableType) for o in t.options):
        return TExpr(
            js.Await(value.js), union(*(o.result for o in t.options if isinstance(o, AwaitableType)))
        )
    return b.error(
        node, f'Incompatible types in "await" (actual type "{t.display()}", expected "Awaitable[Any]")'
    )


def _guarded_item(b: Builder, test: cst.BaseExpression, body: cst.BaseExpression) -> TExpr | None:
    """`xs[0] if xs else d` (or `if len(xs) > 0`): the test proves the index in range, so no check."""
    match body:
        case cst.Subscript(
            value=cst.Name(value=name), slice=[cst.SubscriptElement(slice=cst.Index(value=index))]
        ):
            pass
        case _:
            return None
    match index:
        case cst.Integer(value="0"):
            at: js.Expr | None = None
        case cst.UnaryOperation(operator=cst.Minus(), expression=cst.Integer(value="1")):
            at = js.Num("-1")
        case _:
            return None
    match test:
        case cst.Name(value=tested):
            pass
        case cst.Comparison(
            left=cst.Call(func=cst.Name(value="len"), args=[cst.Arg(value=cst.Name(value=tested))]),
            comparisons=[cst.ComparisonTarget(operator=cst.GreaterThan(), comparator=cst.Integer(value="0"))],
        ):
            pass
        case _:
            return None
    owner = b.expr(body.value)
    t = widen(owner.type)
    if tested != name or not isinstance(t, ListType):
        return None
    if at is not None:
        return TExpr(js.Call(js.Member(owner.js, "at"), [at]), t.item)
    return TExpr(js.Index(owner.js, js.Num("0")), t.item)


def _is_default(test: cst.BaseExpression, body: cst.BaseExpression) -> bool:
    """`name if name is not None else ...`: the same name, tested against None (null and undefined,
    exactly what `??` tests)."""
    match test, body:
        case (
            cst.Comparison(
                left=cst.Name(value=tested),
                comparisons=[cst.ComparisonTarget(operator=cst.IsNot(), comparator=cst.Name(value="None"))],
            ),
            cst.Name(value=used),
        ):
            return tested == used
    return False
