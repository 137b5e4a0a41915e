"""Classes: plain classes, subclasses of SDK classes (overrides keep the SDK's JS names), exceptions,
classes nested in a class body, and Protocols/TypedDicts, which become JSDoc typedefs only."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import durable, printing
from generator.transpile.lower.dataclass import (
    dataclass_fields_table,
    dataclass_members,
    exception_root,
    named_tuple_members,
)
from generator.transpile.lower.functions import (
    docstring_lines,
    is_constant,
    lower_function,
    read_names,
    with_hoisted_defaults,
)
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.library.exceptions import EXCEPTIONS, exception_class
from generator.transpile.lower.method_decorators import decorate_methods
from generator.transpile.lower.naming import js_identifier, js_member, static_member
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.durable_classes import is_durable_object
from generator.transpile.resolve.locals import suite_statements
from generator.transpile.resolve.module_scope import (
    CACHED_PROPERTY,
    TOTAL_ORDERING,
    decorator_name,
    enum_value_type,
)
from generator.transpile.resolve.types import (
    ANY,
    BOOL_AS_NUMBER,
    ERROR,
    NONE,
    ClassInfo,
    ClassObjectType,
    ModuleType,
    Signature,
    Type,
    bool_as_number,
    is_str,
    mixed_number_store,
    store_problem,
    widen_literal,
)
from generator.transpile.resolve.unbound import walk
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def typedef(info: UserClass) -> js.Comment:
    """`@typedef {object} Env` with one `@property` per field: types for tsc, no runtime code."""
    lines = docstring_lines(info.node) + [f"@typedef {{object}} {js_identifier(info.name)}"]
    required = info.required_keys if info.kind == "typeddict" else set(info.attributes)
    for name, type_ in info.attributes.items():
        shown = name if name in required else f"[{name}]"
        lines.append(f"@property {{{jsdoc_type(type_)}}} {shown}")
    for name, signature in info.methods.items():  # a Protocol's (`def check(self, text: str) -> int`)
        if name.startswith("__") or name in info.static_methods:
            continue  # (a dunder is Python's protocol, not a property of the object)
        lines.append(
            f"@property {{{_method_type(signature, name in info.properties)}}} {info.js_name_of(name)}"
        )
    return js.Comment(lines)


def _method_type(signature: Signature, is_property: bool) -> str:
    """A Protocol method's type as a property of the object: a function of its positional
    parameters (of any, where keywords or `*args` change how JS passes them), or its getter's value."""
    result = signature.result
    if is_property:
        return jsdoc_type(result)
    returned = "void" if result == NONE else jsdoc_type(result)
    if signature.variadic or signature.kwargs is not None or any(p.keyword_only for p in signature.params):
        return f"(...args: any[]) => {returned}"
    params = ", ".join(
        f"{js_identifier(p.name)}{'?' if p.has_default else ''}: {jsdoc_type(p.type)}"
        for p in signature.params
    )
    return f"({params}) => {returned}"


def _body(node: cst.ClassDef) -> tuple[cst.BaseStatement | cst.BaseSmallStatement, ...]:
    return tuple(node.body.body) if isinstance(node.body, cst.IndentedBlock) else ()


def _lower_nested(b: Builder, info: UserClass) -> list[js.Stmt]:
    """The classes `info`'s body defines, at any depth, each bound to a module-level name of its own
    (`const Outer$Inner = class Inner {...}`, which Outer holds as `static Inner = Outer$Inner`) and
    made before the class holding it, as Python makes them."""
    out: list[js.Stmt] = []
    body = list(_body(info.node))
    for nested in info.nested.values():
        before = body[: body.index(nested.node)] if nested.node in body else []
        if _runs_code(nested.node) and any(_runs_code(stmt) for stmt in before):
            # (the nested class is made before the class holding it, whose body Python runs first)
            b.error(
                nested.node.name,
                f"this class's body runs code, and so does {info.name}'s before it: Python runs them in the "
                "body's order, JavaScript makes a nested class first; define it at the module's level",
            )
            continue
        if nested.qualname not in b.scope.refused_classes:
            inner, made, after = lower_class(b, nested)
            made.origin = b.origin(nested.node)
            out += [*inner, *durable.extends_jsdoc(nested), made, *after]
    return out


def _runs_code(node: cst.CSTNode) -> bool:
    """Whether evaluating this class-body statement calls or awaits anything (a function's body runs
    later, a lambda's when called; its defaults and decorators now)."""

    class Finder(cst.CSTVisitor):
        found = False

        def visit_Call(self, call: cst.Call) -> None:
            # (a dataclass `field(...)` only describes the field)
            self.found = self.found or not (isinstance(call.func, cst.Name) and call.func.value == "field")

        def visit_Await(self, _: cst.Await) -> None:
            self.found = True

        def visit_FunctionDef(self, fn: cst.FunctionDef) -> bool:
            for decorator in fn.decorators:
                decorator.visit(self)
            fn.params.visit(self)
            return False

        def visit_Lambda(self, fn: cst.Lambda) -> bool:
            fn.params.visit(self)
            return False

    finder = Finder()
    node.visit(finder)
    return finder.found


def lower_class(b: Builder, info: UserClass) -> tuple[list[js.Stmt], js.Class, list[js.Stmt]]:
    """The class, the classes its body defines, which come first, and what its methods' own
    decorators make of them, after it. Its base classes are read where its statement runs, its body's
    own expressions in its body (`b.class_body`: its nested classes are names there)."""
    outer = b.class_body
    b.class_body = info.owner
    try:
        after = decorate_methods(b, info)
        hoisted, (first, made) = with_hoisted_defaults(b, lambda: _lower_class(b, info))
        return [*first, *hoisted], made, after  # (its methods' defaults, evaluated as its body runs)
    finally:
        b.class_body = outer


def _lower_class(b: Builder, info: UserClass) -> tuple[list[js.Stmt], js.Class]:
    node = info.node
    superclass: js.Expr | None = None
    python_root = False  # deriving a Python builtin exception whose JS class is the runtime's own
    for arg in node.bases:
        if info.enum_members is not None or info.named_tuple:
            break  # `Enum`, `NamedTuple`: the runtime base is $Enum, Array
        # `DurableObject[Env]`: the type arguments are for the type checkers, the class is the base
        named = arg.value.value if isinstance(arg.value, cst.Subscript) else arg.value
        symbol = b.symbol(named.value) if isinstance(named, cst.Name) else None
        if symbol is not None and symbol.special in ("abc.ABC", "typing.Generic"):
            continue  # for the type checkers only: the class derives from nothing at run time
        builtin = isinstance(named, cst.Name) and named.value in EXCEPTIONS and symbol is None
        # (a builtin exception base is its runtime class: `Exception` is JS's Error, as `except` reads it)
        base = (
            TExpr(exception_class(b, named.value), ANY)
            if builtin and isinstance(named, cst.Name)
            else b.expr(named)
        )
        if isinstance(base.type, ClassObjectType) or builtin:
            superclass = base.js
            python_root = (
                isinstance(arg.value, cst.Name)
                and b.symbol(arg.value.value) is None
                and EXCEPTIONS.get(arg.value.value) in ("Error", "TypeError")
            )
    b.class_body = info
    if superclass is None and info.is_exception():
        superclass = js.Name("Error")
        python_root = True
    if info.enum_members is not None:
        superclass = b.helper("$Enum" if info.primitive is None else "$ValueEnum")
    if info.named_tuple:
        superclass = js.Name("Array")
    if is_durable_object(info):
        for f in (s for s in _body(node) if isinstance(s, cst.FunctionDef)):
            name = f.name.value
            own = durable.rpc_signature_problem(info.methods[name]) if name in info.methods else None
            if own is not None and not name.startswith("_"):
                b.error(
                    f.name,
                    f'"{name}" of the Durable Object "{info.name}" is called over RPC, whose structured '
                    f'clone drops the class of "{own}": take and give plain values (dict, list, TypedDict)',
                )
    members: list[js.Method | js.ClassField] = []
    prototype: list[js.ClassField] = []
    if info.is_exception():
        members.append(js.ClassField("name", js.Str(info.name)))  # so that type(e).__name__ reads right
    if info.is_exception() and python_root:  # not the runtime's: `except Error` does not catch it
        members.append(js.ClassField("$py", js.Bool(True), is_static=True))
    # what `$concrete(cls)` raises where a class value may be this ABC (`cls()` of a classmethod)
    abstract = info.abstract_left()
    if abstract:
        many = "s" if len(abstract) > 1 else ""
        problem = (
            f"Can't instantiate abstract class {info.name} with abstract method{many} {', '.join(abstract)}"
        )
        members.append(js.ClassField("$abstract", js.Str(problem), is_static=True))
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    functions = [s for s in body if isinstance(s, cst.FunctionDef)]
    if info.named_tuple:
        _check_named_tuple_dunders(b, info, functions)
    for f in functions:  # (mypy's check: a store through the base's type would find no setter)
        name = f.name.value
        bases = info.lineage()[1:]
        if name in info.properties and name not in info.setters and any(name in c.setters for c in bases):
            b.error(
                f.name,
                f"Read-only property cannot override read-write property: give it a setter (@{name}.setter)",
            )
    # Class-level fields first (`K = "x" * 3`): the types the methods read them with.
    fields = {
        id(stmt): _fields(b, info, stmt, prototype)
        for stmt in body
        if isinstance(stmt, cst.SimpleStatementLine) and info.enum_members is None and not info.named_tuple
    }
    # `__init__` first: the fields it assigns are the types other methods see, also the nested
    # classes' (whose class attributes, once lowered, are the types the other methods see).
    defaults: dict[int, list[js.ClassField]] = {}  # each method's defaults evaluated once
    lowered = {id(f): _method(b, info, f, defaults) for f in functions if f.name.value == "__init__"}
    made_first = _lower_nested(b, info)
    # then the methods that store attributes of `self` (a property's setter, a `reset()` __init__
    # calls), whose stores declare what the others read, as mypy reads a class's attributes
    others = sorted((f for f in functions if f.name.value != "__init__"), key=lambda f: not _stores_self(f))
    lowered |= {id(f): _method(b, info, f, defaults) for f in others}
    if superclass is not None and info.enum_members is None:
        for f in functions:
            if f.name.value == "__init__":
                _call_super_first(b, info, f, lowered[id(f)])
                _super_alone(lowered[id(f)])
    if info.is_exception() and "__str__" in info.methods and info.dataclass_fields is None:
        members += _own_str(b, info, [lowered[id(f)] for f in functions if f.name.value == "__init__"])
    if info.named_tuple:
        members += named_tuple_members(b, info)
    elif info.dataclass_fields is not None:
        members += [*dataclass_fields_table(b, info), *dataclass_members(b, info)]
    if info.enum_members is not None:
        members += _enum_members(b, info, body)
    for stmt in body:
        if isinstance(stmt, cst.FunctionDef):
            method = lowered[id(stmt)]
            members += defaults.get(id(stmt), [])
            if {decorator_name(d) for d in stmt.decorators} & CACHED_PROPERTY:
                members += _cached_property(method, info)
            else:
                members.append(method)
        elif isinstance(stmt, cst.SimpleStatementLine):
            members.extend(fields.get(id(stmt), []))
        elif isinstance(stmt, cst.ClassDef):
            nested = info.nested.get(stmt.name.value)
            if nested is not None and nested.node is stmt and nested.qualname not in b.scope.refused_classes:
                made = js.Name(nested.js_class())  # `Outer.Inner`, `cls.Inner`: the class, on its owner
                members.append(js.ClassField(_owner_field(nested), made, is_static=True))
        else:
            b.error(stmt, "a class body holds fields and methods only")
    for decorator in node.decorators if not info.named_tuple else ():  # (a NamedTuple's: refused below)
        if decorator_name(decorator) in TOTAL_ORDERING and _is_total_ordering(b, decorator):
            if info.ordering_root is None:
                b.error(decorator, "total_ordering: define at least one of __lt__, __le__, __gt__ or __ge__")
            else:
                members += _derived_orderings(b, info)
        elif decorator_name(decorator) != "dataclass":
            b.error(decorator, "class decorators are not supported (except @dataclass and @total_ordering)")
        else:
            _check_dataclass_options(b, decorator, node)
            if info.is_exception() and not exception_root(info):
                b.error(
                    decorator,
                    "@dataclass on an exception class is supported for a direct subclass of a builtin "
                    "exception (class NotFound(Exception)): write its __init__ (super().__init__(message), "
                    "then its fields)",
                )
            elif info.is_exception() and info.frozen:  # (`raise` sets its __traceback__)
                b.error(
                    decorator,
                    "a frozen dataclass exception: Python's raise sets its __traceback__, which raises "
                    "FrozenInstanceError; leave it unfrozen",
                )
    b.class_members[info.qualname] = members  # (a dataclass default read off the class joins it later)
    if info.owner is None:
        shown = info.name if info.js_class() != info.name else None
        return made_first, js.Class(
            info.js_class(), superclass, members, prototype=prototype, shown_name=shown
        )
    own_name = js_identifier(info.name)  # what JS shows as its name (`type(x).__name__`)
    spelled = re.compile(rf"(?<![\w$]){re.escape(own_name)}(?![\w$])")  # in a JSDoc type
    if js.references([superclass, members], own_name) or any(
        spelled.search(t) for m in members for t in m.jsdoc
    ):
        b.error(
            info.node.name,
            f'the module\'s "{info.name}" is read inside the class {info.qualname}, whose JavaScript class '
            "of that name would hide it: rename one",
        )
    shown = info.name if own_name != info.name else None
    return made_first, js.Class(
        own_name, superclass, members, prototype=prototype, binding=info.js_class(), shown_name=shown
    )


def nested_class_read(b: Builder, owner: TExpr, cls: UserClass) -> TExpr:
    """`Outer.Inner`, `cls.Inner`, `self.Inner`: a class nested in the owner's class (or a base's),
    which its JS class holds as a static field. Through an instance Python looks it up on the
    instance's class, a subclass's own first: JS asks the object's constructor."""
    if b.scope.classes.get(cls.qualname) is cls and cls.qualname in b.scope.refused_classes:
        return TExpr(js.Name("undefined"), ERROR)  # refused where it is defined
    home = owner.js
    if not isinstance(owner.type, ClassObjectType):
        home = js.TypeCast(js.Member(owner.js, "constructor"), "any")
    return TExpr(js.Member(home, _owner_field(cls)), ClassObjectType(cls))


def _owner_field(cls: UserClass) -> str:
    """The static field of its owner's JS class that holds a nested class."""
    return static_member(js_member(cls.name))


#: The special methods of a NamedTuple's own that the lowering honours (it prints through them).
_NAMED_TUPLE_DUNDERS = frozenset({"__repr__", "__str__"})


def _check_named_tuple_dunders(b: Builder, info: UserClass, functions: list[cst.FunctionDef]) -> None:
    """A NamedTuple is a tuple here, compared, tested, counted and added as one: its own `__lt__`,
    `__eq__`, `__bool__`, `__len__`... would be passed over, and `@total_ordering` (which keeps the
    tuple's own comparisons in Python) would change them: refused."""
    for f in functions:
        name = f.name.value
        if name in ("__init__", "__new__"):
            continue  # refused as the class's own constructor is (its fields are its constructor)
        if name.startswith("__") and name.endswith("__") and name not in _NAMED_TUPLE_DUNDERS:
            b.error(
                f.name,
                f'"{name}" of the NamedTuple "{info.name}": its instances are tuples here, which the '
                "tuple's own operations would use instead (only __repr__ and __str__ are its own); make it "
                "a @dataclass(frozen=True), or a function",
            )
    for decorator in info.node.decorators:
        if decorator_name(decorator) in TOTAL_ORDERING and _is_total_ordering(b, decorator):
            b.error(
                decorator,
                f'@total_ordering on the NamedTuple "{info.name}": a tuple has every comparison, which '
                "Python keeps; make it a @dataclass(frozen=True) with __lt__",
            )


def _is_total_ordering(b: Builder, decorator: cst.Decorator) -> bool:
    name = decorator_name(decorator)
    symbol = b.symbol(name.split(".")[0])
    if name == "total_ordering":
        return symbol is not None and symbol.special == "functools.total_ordering"
    return symbol is not None and isinstance(symbol.type, ModuleType) and symbol.type.name == "functools"


def _not(e: js.Expr) -> js.Expr:
    return js.Unary("!", e)


#: What `functools.total_ordering` derives from each root, as CPython writes them: of the root's
#: result (`r`) and the instances' `==` (`eq`: their `__eq__`, else identity).
_DERIVED: dict[str, dict[str, Callable[[js.Expr, js.Expr], js.Expr]]] = {
    "__lt__": {
        "__gt__": lambda r, eq: js.Binary("&&", _not(r), _not(eq)),
        "__le__": lambda r, eq: js.Binary("||", r, eq),
        "__ge__": lambda r, eq: _not(r),
    },
    "__le__": {
        "__ge__": lambda r, eq: js.Binary("||", _not(r), eq),
        "__lt__": lambda r, eq: js.Binary("&&", r, _not(eq)),
        "__gt__": lambda r, eq: _not(r),
    },
    "__gt__": {
        "__lt__": lambda r, eq: js.Binary("&&", _not(r), _not(eq)),
        "__ge__": lambda r, eq: js.Binary("||", r, eq),
        "__le__": lambda r, eq: _not(r),
    },
    "__ge__": {
        "__le__": lambda r, eq: js.Binary("||", _not(r), eq),
        "__gt__": lambda r, eq: js.Binary("&&", r, _not(eq)),
        "__lt__": lambda r, eq: _not(r),
    },
}


def _stores_self(method: cst.FunctionDef) -> bool:
    """Whether the method assigns an attribute of its first parameter (`self.n = 0`)."""
    params = method.params.params
    if not params:
        return False
    receiver = params[0].name.value
    found = False

    class Stores(cst.CSTVisitor):
        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            nonlocal found
            target = node.target
            if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name):
                found = found or target.value.value == receiver

    method.body.visit(Stores())
    return found


def _derived_orderings(b: Builder, info: UserClass) -> list[js.Method]:
    """The comparison methods `@total_ordering` adds: each from the root's result and `$eq`, only
    where the class defines none of its own (CPython's `_gt_from_lt` and the others)."""
    assert info.ordering_root is not None
    other, result = js.Name("other"), js.Name("result")
    root_call = js.Call(js.Member(js.Name("this"), info.js_name_of(info.ordering_root)), [other])
    own = {s.name.value for s in _body(info.node) if isinstance(s, cst.FunctionDef)}
    methods: list[js.Method] = []
    for name, derive in _DERIVED[info.ordering_root].items():
        if name in own:
            continue
        eq = b.call_helper("$eq", js.Name("this"), other)
        declined = js.Binary("===", result, b.helper("$NotImplemented"))  # passed on, as CPython's
        body: list[js.Stmt] = [
            js.VarDecl("const", result, root_call),
            js.If(declined, [js.Return(result)]),
            js.Return(derive(result, eq)),
        ]
        methods.append(js.Method(info.js_name_of(name), [js.Param(other)], body))
    return methods


#: Names an Enum member may not take: the members' own attributes, and what JS classes hold.
_ENUM_RESERVED = {"name", "value", "length", "prototype", "caller", "arguments"}


def _enum_body_message(small: cst.BaseSmallStatement) -> str:
    """Why a statement of an Enum's body is no member: an int literal's value past 2**53 says so."""
    value = small.value if isinstance(small, cst.Assign) else None
    if isinstance(value, cst.UnaryOperation) and isinstance(value.operator, (cst.Minus, cst.Plus)):
        value = value.expression
    if isinstance(value, cst.Integer) and abs(int(value.evaluated_value)) > 2**53:
        return "this Enum member's value is beyond 2**53: a JavaScript number cannot hold it exactly (see README)"
    func = value.func if isinstance(value, cst.Call) and not value.args else None
    if (isinstance(func, cst.Name) and func.value == "auto") or (
        isinstance(func, cst.Attribute) and func.attr.value == "auto"
    ):
        return "auto() after a member whose value is a str is not supported: give this member its value"
    if isinstance(value, cst.Tuple):
        return (
            "an Enum member's tuple value holds int, float and str literals here (a plain Enum's, which its "
            "__init__ may take); an IntEnum's or StrEnum's member is its int or str"
        )
    return (
        "an Enum's body holds members (NAME = an int or str literal, a tuple of them and floats, or auto()) "
        "and methods"
    )


def _enum_members(b: Builder, info: UserClass, body: Sequence[object]) -> list[js.Method | js.ClassField]:
    """`RED = 1` in an Enum: `static RED = new this("RED", 1);`, one instance per member, in order."""
    assert info.enum_members is not None
    out: list[js.Method | js.ClassField] = [js.ClassField("$pyName", js.Str(info.name), is_static=True)]
    if info.qualname != info.name:  # a nested Enum: `Color(v)`'s ValueError names `Outer.Color`
        out.append(js.ClassField("$pyQualname", js.Str(info.qualname), is_static=True))
    if info.primitive is not None:  # a StrEnum's (IntEnum's) members are the strs (ints) themselves
        names = [js.Str(name) for name in info.enum_members]
        out.append(js.ClassField("$names", js.Array(list(names)), is_static=True))
        if info.str_mixin:  # (str() of a member is Enum's `Kind.NAME`: `$str`)
            out.append(js.ClassField("$mixin", js.Bool(True), is_static=True))
        kind = str if is_str(info.primitive) else int
        for stmt in body:
            if isinstance(stmt, cst.FunctionDef) and stmt.name.value.startswith("__"):
                # (its methods are called as the class's with the member as `this`; Python calls a
                # dunder of its own, which a str or int has not)
                b.error(stmt.name, f'"{stmt.name.value}" of an Enum of strs or ints is not supported')
        wrong = [n for n, v in info.enum_members.items() if not isinstance(v, kind)]
        if wrong:
            b.error(info.node.name, f'"{wrong[0]}" of {info.name}: its members are {kind.__name__}s')
    seen: dict[object, str] = {}
    for stmt in body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, (cst.Pass, cst.Expr)) and (
                isinstance(small, cst.Pass)
                or isinstance(small.value, (cst.SimpleString, cst.ConcatenatedString))
            ):
                continue
            target = (
                small.targets[0].target if isinstance(small, cst.Assign) and len(small.targets) == 1 else None
            )
            name = target.value if isinstance(target, cst.Name) else None
            if name is None or name not in info.enum_members:
                assert isinstance(small, cst.BaseSmallStatement)
                b.error(small, _enum_body_message(small))
                continue
            value = info.enum_members[name]
            if name in _ENUM_RESERVED or name.startswith("_") or js_member(name) != name:
                # (`constructor`, `toString`: what every JS class or object has of that name)
                b.error(small, f'an Enum member named "{name}" is not supported')
            elif value in seen:
                b.error(small, f'"{name}" has the value of "{seen[value]}": aliases are not supported')
            else:
                seen[value] = name
                if info.primitive is not None:
                    plain = js.Str(value) if isinstance(value, str) else js.Num(str(value))
                    out.append(js.ClassField(name, plain, is_static=True, origin=b.origin(small)))
                    continue
                shown = enum_value_type(value)
                member_args = [js.Str(name), _enum_value(value)]
                if printing.floats_in_tuple(shown):  # (its repr prints them as Python does)
                    member_args.append(printing.shape(shown))
                made: js.Expr = js.New(js.Name("this"), member_args)
                if "__init__" in info.methods:  # Python calls it with the value (a tuple's items)
                    given = len(value) if isinstance(value, tuple) else 1
                    params = info.methods["__init__"].params
                    if not sum(not p.has_default for p in params) <= given <= len(params):
                        b.error(
                            small,
                            f"{info.name}.__init__ does not take {given} argument(s): Python raises TypeError",
                        )
                    made = js.Call(js.Member(js.Name("this"), "$made"), member_args)
                out.append(js.ClassField(name, made, is_static=True, origin=b.origin(small)))
    return out


def _enum_value(value: object) -> js.Expr:
    if isinstance(value, tuple):
        return js.Array([_enum_value(v) for v in value])
    if isinstance(value, str):
        return js.Str(value)
    return js.Num(repr(value))


#: The `@dataclass(...)` options supported, each a literal True or False. (`slots=True` changes
#: nothing a typed worker can see but the two `_slots_problems` finds.)
_DATACLASS_OPTIONS = ("frozen", "eq", "repr", "order", "kw_only", "slots")


def _check_dataclass_options(b: Builder, decorator: cst.Decorator, node: cst.ClassDef) -> None:
    if not isinstance(decorator.decorator, cst.Call):
        return
    for arg in decorator.decorator.args:
        key = arg.keyword.value if arg.keyword is not None else None
        if key not in _DATACLASS_OPTIONS:
            b.error(arg, f"@dataclass takes {', '.join(o + '=' for o in _DATACLASS_OPTIONS)} here")
        elif not (isinstance(arg.value, cst.Name) and arg.value.value in ("True", "False")):
            b.error(arg.value, f"@dataclass's {key}= takes True or False here")
        elif key == "slots" and arg.value.value == "True":
            for problem, message in _slots_problems(node):
                b.error(problem, message)


def _slots_problems(node: cst.ClassDef) -> list[tuple[cst.CSTNode, str]]:
    """What raises TypeError in a `@dataclass(slots=True)` class, which the decorator makes anew
    without an instance `__dict__`: a zero-argument `super()` in its methods (their `__class__` is the
    class it replaced) and a `@cached_property` (it caches in the `__dict__`)."""
    in_slots = "in a @dataclass(slots=True) class raises TypeError in Python"

    class Finder(cst.CSTVisitor):
        def __init__(self) -> None:
            self.found: list[tuple[cst.CSTNode, str]] = []

        def visit_Call(self, call: cst.Call) -> None:
            if isinstance(call.func, cst.Name) and call.func.value == "super" and not call.args:
                self.found.append((call, f"super() without arguments {in_slots}"))

        def visit_Decorator(self, decorator: cst.Decorator) -> None:
            if decorator_name(decorator) in CACHED_PROPERTY:
                why = "(its instances have no __dict__ to cache in)"
                self.found.append((decorator, f"@cached_property {in_slots} {why}"))

    finder = Finder()
    node.body.visit(finder)
    return finder.found


def _call_super_first(b: Builder, info: UserClass, node: cst.FunctionDef, method: js.Method) -> None:
    """JS runs a derived class's constructor only after `super(...)`, and forbids `this` before it.
    Python's `__init__` may skip the base's: where that means the same, the base runs with nothing
    to set; otherwise the worker must call `super().__init__(...)` before using `self`."""
    body = suite_statements(node.body)
    index = next((i for i, stmt in enumerate(body) if _is_super_init(stmt)), None)
    if index is not None:
        before = [stmt for stmt in body[:index] if "self" in read_names(stmt)]
        if before:
            b.error(before[0], "super().__init__(...) must come before self is used: JavaScript forbids it")
        return
    bases = info.bases()
    if any(base.constructor() is not None and _defines_init(base) for base in bases):
        b.error(node, "call super().__init__(...): JavaScript always runs the base class's constructor")
        return
    args: list[js.Expr] = []
    if info.is_exception() and not bases:
        # Python's exception keeps the constructor's arguments: str(e) is the only one's str()
        params = [p for p in node.params.params[1:]]
        if (
            len(params) > 1
            or node.params.kwonly_params
            or node.params.star_arg is not cst.MaybeSentinel.DEFAULT
        ):
            b.error(
                node, "call super().__init__(message): str() of this exception would show all its arguments"
            )
            return
        if params:
            annotation = params[0].annotation
            param_type = b.scope.annotations_in(info).resolve(annotation.annotation) if annotation else None
            if param_type is None or not is_str(param_type):
                b.error(
                    node,
                    "call super().__init__(message) with a str: str() of this exception shows its argument",
                )
                return
            args = [js.Name(js_identifier(params[0].name.value))]
    method.body.insert(0, js.ExprStmt(js.Call(js.Name("super"), args)))


def _super_alone(method: js.Method) -> None:
    """`$withArgs(super(), args, shapes)`, an exception's `super().__init__(code, detail)` (calls.py):
    tsc asks a derived class with fields (`name = "E"`) for a super() call that is a statement of its
    own, so it becomes `super();` then `$withArgs(this, args, shapes);` (JS ran them in that order)."""
    for index, stmt in enumerate(method.body):
        call = stmt.value if isinstance(stmt, js.ExprStmt) else None
        if (
            isinstance(call, js.Call)
            and isinstance(call.callee, js.Name)
            and call.callee.id == "$withArgs"
            and _is_super_call(js.ExprStmt(call.args[0]))
        ):
            kept = replace(call, args=[js.Name("this"), *call.args[1:]])
            method.body[index : index + 1] = [js.ExprStmt(call.args[0]), js.ExprStmt(kept)]


def _own_str(b: Builder, info: UserClass, init: list[js.Method]) -> list[js.Method | js.ClassField]:
    """An exception class's own `__str__` is what str(e), print(e) and a traceback show: `$ownStr`
    makes `message`, which they read (and the runtime's error reports), call it."""
    own_str = js.ExprStmt(b.call_helper("$ownStr", js.Name("this")))
    if init:
        body = init[0].body
        at = next((i for i, s in enumerate(body) if _is_super_call(s)), None)
        if at is None:
            b.error(info.node.name, "call super().__init__(...) in __init__ of an exception defining __str__")
        else:
            body.insert(at + 1, own_str)
        return []
    args = js.Name("args")
    made: list[js.Stmt] = [js.ExprStmt(js.Call(js.Name("super"), [js.Spread(args)])), own_str]
    return [js.Method("constructor", [js.Param(js.Spread(args))], made)]


def _is_super_call(stmt: js.Stmt) -> bool:
    return (
        isinstance(stmt, js.ExprStmt)
        and isinstance(stmt.value, js.Call)
        and isinstance(stmt.value.callee, js.Name)
        and stmt.value.callee.id == "super"
    )


def _is_super_init(stmt: cst.CSTNode) -> bool:
    """`super().__init__(...)`, alone or first on its line."""
    match stmt:
        case cst.SimpleStatementLine(
            body=[
                cst.Expr(
                    value=cst.Call(
                        func=cst.Attribute(
                            value=cst.Call(func=cst.Name(value="super")), attr=cst.Name("__init__")
                        )
                    )
                ),
                *_,
            ]
        ):
            return True
    return False


def _defines_init(base: ClassInfo) -> bool:
    """A base whose constructor does something: its own `__init__`, or an SDK class's."""
    if isinstance(base, UserClass):
        has_init = any(
            isinstance(s, cst.FunctionDef) and s.name.value == "__init__"
            for s in (base.node.body.body if isinstance(base.node.body, cst.IndentedBlock) else ())
        )
        generated = base.dataclass_fields is not None and not base.named_tuple  # a dataclass's __init__
        return has_init or generated or any(_defines_init(inner) for inner in base.bases())
    return True


def _cached_property(method: js.Method, info: UserClass) -> list[js.Method]:
    """`@cached_property def total(self)`: its body as a method of its own, and a getter that stores
    what the first read gives on the instance (an own property, as CPython's instance dict entry), so
    later reads, and stores, are the instance's own. The getter calls its own class's body (a
    subclass's override reading `super().total` reaches this getter, which must not call the
    override's body again)."""
    compute = f"{method.name}$compute"
    own_body = js.Member(js.Member(js.Member(js.Name(info.js_class()), "prototype"), compute), "call")
    value = js.Name("$value")  # (no name of the worker's: the class's may be `value`)
    stored = js.Call(
        js.Member(js.Name("Object"), "defineProperty"),
        [
            js.Name("this"),
            js.Str(method.name),
            js.Object(
                [
                    js.Prop("value", value),
                    *(js.Prop(flag, js.Bool(True)) for flag in ("writable", "configurable", "enumerable")),
                ]
            ),
        ],
    )
    getter = js.Method(
        method.name,
        [],
        [
            js.VarDecl("const", value, js.Call(own_body, [js.Name("this")])),
            js.ExprStmt(stored),
            js.Return(value),
        ],
        jsdoc=[line for line in method.jsdoc if line.startswith("@returns")],
        accessor="get",
        origin=method.origin,
    )
    return [replace(method, name=compute, accessor=""), getter]


def _method(
    b: Builder, info: UserClass, node: cst.FunctionDef, defaults: dict[int, list[js.ClassField]]
) -> js.Method:
    outer, b.method_defaults = b.method_defaults, (info.js_class(), defaults.setdefault(id(node), []))
    try:
        lowered = lower_function(b, node, cls=info)
    finally:
        b.method_defaults = outer
    # (an Enum's `__init__` is called on each member made, with its value: see `_enum_members`)
    made_by_new = node.name.value == "__init__" and info.enum_members is None
    name = "constructor" if made_by_new else info.js_name_of(node.name.value)
    is_static = name in info.static_methods or node.name.value in info.static_methods
    if is_static:
        name = static_member(name)
    decorators = {decorator_name(d) for d in node.decorators}
    accessor = (
        "get" if "property" in decorators else "set" if f"{node.name.value}.setter" in decorators else ""
    )
    if info.primitive is not None and not is_static:
        # a value Enum's member is its str or int, the `this` of its methods (`Level.prototype.badge.call(m)`):
        # a getter is called as a method is
        accessor = ""
        lowered.jsdoc = [*lowered.jsdoc, f"@this {{{jsdoc_type(info.primitive)}}}"]
    jsdoc = (
        [line for line in lowered.jsdoc if not line.startswith("@returns")]
        if name == "constructor"
        else lowered.jsdoc
    )
    return js.Method(
        name,
        lowered.params,
        lowered.body,
        lowered.is_async,
        is_static,
        jsdoc,
        accessor=accessor,
        origin=b.origin(node),
        is_generator=lowered.is_generator,
    )


def _class_attribute(
    b: Builder,
    info: UserClass,
    name: str,
    node: cst.BaseExpression,
    value: TExpr,
    origin: tuple[int, int],
    jsdoc: list[str],
    prototype: list[js.ClassField],
) -> list[js.ClassField]:
    """A class-level attribute lives on the class in Python, and instances read it until they set their
    own: a static field for `Class.name`, and a property of the prototype (not an instance field, which
    JS would set after the base's constructor ran, over what it set). An attribute an SDK base class
    declares stays an instance field, overriding the SDK's own (`default_port = 8080`). A value that is
    not a literal is one object (`PLANS: ClassVar[dict[str, int]] = {...}`), which instances and
    subclasses share, as Python's do: the prototype's property is the class's own object (rebinding a
    class attribute is refused, so the two never part)."""
    shared = not is_constant(node)
    js_name = info.js_name_of(name)
    static = js.ClassField(static_member(js_name), value.js, is_static=True, origin=origin)
    # one object, as Python's class attribute is: instances read the class's own
    on_instances = js.Member(js.Name(info.js_class()), static_member(js_name)) if shared else value.js
    if _foreign_member(info, name):
        return [static, js.ClassField(js_name, on_instances)]
    if name in info.rebound:  # `Cnt.count += 1`: instances read the class's current value
        names = [static_member(js_name), *([js_name] if static_member(js_name) != js_name else [])]
        descriptor = b.call_helper("$classAttribute", *map(js.Str, names))
        typed = jsdoc or [f"@type {{{jsdoc_type(widen_literal(value.type))}}}"]
        prototype.append(js.ClassField(js_name, descriptor, origin=origin, jsdoc=typed, descriptor=True))
        return [static]
    over_getter = any(name in c.properties for c in info.lineage()[1:])
    prototype.append(js.ClassField(js_name, on_instances, origin=origin, jsdoc=jsdoc, defined=over_getter))
    return [static]


def _inherited_type(info: UserClass, name: str) -> Type | None:
    """The type a base class of the worker's declares for an attribute (mypy types an override by it)."""
    for base in info.bases():
        if isinstance(base, UserClass):
            found = base.attributes.get(name) if name in base.attributes else _inherited_type(base, name)
            if found is not None:
                return found
    return None


def _foreign_member(info: ClassInfo, name: str) -> bool:
    """A base class not of the worker's (an SDK class) has a member `name`."""
    for base in info.bases():
        if isinstance(base, UserClass) and _foreign_member(base, name):
            return True
        if not isinstance(base, UserClass) and base.member(name) is not None:
            return True
    return False


def _declared_for_subclasses(info: UserClass, small: cst.AnnAssign) -> bool:
    """`x: T` in a plain class's body (not a dataclass's field) that no method of it stores to
    (`self.x = ...` declares it to tsc already): a class attribute its subclasses set."""
    if info.dataclass_fields is not None or info.named_tuple or info.enum_members is not None:
        return False
    name = small.target.value if isinstance(small.target, cst.Name) else ""
    methods = [f for f in _body(info.node) if isinstance(f, cst.FunctionDef)]
    return not any(
        isinstance(node, cst.Attribute) and node.attr.value == name and isinstance(node.value, cst.Name)
        for method in methods
        for store in walk(method)
        if isinstance(store, (cst.Assign, cst.AnnAssign, cst.AugAssign))
        for node in ([t.target for t in store.targets] if isinstance(store, cst.Assign) else [store.target])
    )


def _fields(
    b: Builder, info: UserClass, stmt: cst.SimpleStatementLine, prototype: list[js.ClassField]
) -> list[js.ClassField]:
    out: list[js.ClassField] = []
    for small in stmt.body:
        if isinstance(small, cst.Expr) and isinstance(
            small.value, (cst.SimpleString, cst.ConcatenatedString)
        ):
            continue  # docstring
        if isinstance(small, cst.Pass):
            continue
        if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
            if small.value is None and _declared_for_subclasses(info, small):
                # `pattern: ClassVar[re.Pattern[str]]`, which each subclass sets: a declaration for
                # tsc of what the methods read (`Base.prototype.pattern;`, which sets nothing)
                t = info.attributes.get(small.target.value, ANY)
                prototype.append(
                    js.ClassField(
                        info.js_name_of(small.target.value), None, jsdoc=[f"@type {{{jsdoc_type(t)}}}"]
                    )
                )
                continue
            if small.value is None or small.target.value in (info.dataclass_fields or {}):
                continue  # a declaration for the checker, or a dataclass's field (its __init__ sets it)
            annotations = b.scope.annotations_in(info)  # the class body's names: its nested classes too
            if annotations.infers(small.annotation.annotation):  # `SIZE: Final = 3.0`
                value = b.expr(small.value)
                info.attributes[small.target.value] = value.type
                out += _class_attribute(
                    b, info, small.target.value, small.value, value, b.origin(small), [], prototype
                )
                continue
            declared: Type = info.attributes.get(small.target.value) or annotations.resolve(
                small.annotation.annotation
            )
            value = b.expr(small.value, declared)
            if problem := store_problem(declared, value.type):  # `n: int = True`: it stays a bool
                b.error(small.value, problem)
            jsdoc = [f"@type {{{jsdoc_type(declared)}}}"]
            out += _class_attribute(
                b, info, small.target.value, small.value, value, b.origin(small), jsdoc, prototype
            )
        elif (
            isinstance(small, cst.Assign)
            and len(small.targets) == 1
            and isinstance(small.targets[0].target, cst.Name)
        ):
            name = small.targets[0].target.value
            # `decision = "throttled"` of a base's `decision: Decision`
            inherited = _inherited_type(info, name)
            value = b.expr(small.value, inherited)
            if inherited is not None and bool_as_number(value.type, inherited):  # a base's `n = 1`, then True
                b.error(small.value, BOOL_AS_NUMBER)
            elif inherited is not None and mixed_number_store(
                inherited, value.type
            ):  # a base's `v = 1.5`, then 2
                b.error(
                    small.value,
                    f'"{name}" of a base class holds a float: an int here stays an int, which Python prints '
                    "without .0 and the base's readers would print as a float; write a float (2.0)",
                )
            info.attributes.setdefault(name, inherited or value.type)
            # (tsc would read the value's own type: a str where the base says a Literal of strs)
            declare = inherited is not None and inherited != widen_literal(value.type)
            jsdoc = [f"@type {{{jsdoc_type(inherited)}}}"] if inherited is not None and declare else []
            out += _class_attribute(b, info, name, small.value, value, b.origin(small), jsdoc, prototype)
        else:
            b.error(small, "a class body holds fields and methods only")
    return out
