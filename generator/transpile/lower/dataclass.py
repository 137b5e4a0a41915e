"""`@dataclass`: the `__init__`, `__repr__` and `__eq__` Python generates, written out in the JS class.

Fields are the annotated class attributes (not `ClassVar`s), in order. A default is a JS default
parameter, evaluated at each call that leaves the field out: right for `field(default_factory=...)`
(a class, function or lambda, called per instance), and for a plain default only when it is immutable
(a constant, an Enum member, a tuple of them, a module constant); a shared mutable one is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.functions import is_constant, read_names
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.library.sorting import orderable
from generator.transpile.lower.naming import js_identifier, options_key, static_member
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.locals import assigned_targets
from generator.transpile.resolve.module_scope import is_field_call
from generator.transpile.resolve.symbols import EXCEPTION_CLASSES
from generator.transpile.resolve.types import (
    BOOL,
    NONE,
    DequeType,
    DictType,
    FloatAnnotation,
    InstanceType,
    ListType,
    TupleType,
    Type,
    UnionType,
    is_primitive,
    may_be_bool,
    store_problem,
    widen,
    without_none,
)
from generator.transpile.resolve.user_types import (
    ORDER_DUNDERS,
    UserClass,
    library_eq,
    optional_eq_class,
    value_container,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def dataclass_fields_table(b: Builder, info: UserClass) -> list[js.ClassField]:
    """`static $fields = [["name", "jsName"], ...]`: the fields `$asdict` reads of an instance (its own
    class's, a subclass's too), made where the module imports `dataclasses.asdict`."""
    if info.dataclass_fields is None or info.named_tuple:
        return []
    if not any(s.special == "dataclasses.asdict" for s in b.scope.symbols.values()):
        return []
    pairs = [js.Array([js.Str(n), js.Str(info.js_name_of(n))]) for n in info.dataclass_fields]
    return [js.ClassField("$fields", js.Array(list(pairs)), is_static=True)]


def class_default(b: Builder, info: UserClass, name: str) -> tuple[UserClass, js.ClassField] | None:
    """`Cfg.retries`: a dataclass field's plain default is also its class's attribute in Python (what
    the class body assigned; a subclass reads its base's): the class that assigns it and a static field
    holding it. None where no class of the chain assigns one (a `default_factory` leaves none)."""
    for cls in info.lineage():
        if cls.dataclass_fields is None or cls.named_tuple:
            return None
        node = _assigned_in_body(cls, name)
        if node is not None:
            if is_field_call(b.scope.lookup, node):  # `field(default=3)`
                node = _default_keyword(node)
            # (a constant, or a name or member of one: lowered again here, with nothing to report)
            if node is None or not ((is_constant(node) or _dotted(node)) and _immutable(b, cls, node)):
                return None
            value = b.expr(node, cls.attributes[name])
            return cls, js.ClassField(static_member(cls.js_name_of(name)), value.js, is_static=True)
    return None


def missing_on_class(b: Builder, info: UserClass, name: str) -> bool:
    """`Cfg.tags` of a field without a plain default (`field(default_factory=list)`, or none): Python's
    class has no such attribute (the dataclass removed it; AttributeError), unless a class of its chain
    assigns one (or a base not the worker's may hold it)."""
    for cls in info.lineage():
        node = _assigned_in_body(cls, name)
        plain = any(
            isinstance(small, cst.Assign)
            and any(isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets)
            for stmt in _class_statements(cls)
            for small in stmt.body
        )
        if plain or (
            node is not None and not (is_field_call(b.scope.lookup, node) and _default_keyword(node) is None)
        ):
            return False
    return not info.lineage()[-1].base_infos


def _class_statements(info: UserClass) -> list[cst.SimpleStatementLine]:
    body = info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ()
    return [stmt for stmt in body if isinstance(stmt, cst.SimpleStatementLine)]


def _default_keyword(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """`default=` of a `field(...)` call, if given."""
    given = node.args if isinstance(node, cst.Call) else ()
    return next((a.value for a in given if a.keyword is not None and a.keyword.value == "default"), None)


def _assigned_in_body(info: UserClass, name: str) -> cst.BaseExpression | None:
    """The value the class statement's body gives `name` (`retries: int = 3`), if any."""
    for stmt in _class_statements(info):
        for small in stmt.body:
            if (
                isinstance(small, cst.AnnAssign)
                and isinstance(small.target, cst.Name)
                and small.target.value == name
            ):
                return small.value
    return None


def dataclass_members(b: Builder, info: UserClass) -> list[js.Method]:
    assert info.dataclass_fields is not None
    base = _dataclass_base(info)
    # (an exception class deriving from another: refused where its decorator stands, classes.py)
    if info.bases() and base is None and _plain_base(info) is None and not info.is_exception():
        b.error(
            info.node,
            "a @dataclass may derive from another @dataclass, or from a class of methods without __init__ "
            "(Python's generated __init__ does not call the base's)",
        )
        return []
    if base is not None and base.frozen != info.frozen:
        b.error(
            info.node.name,
            f"TypeError in Python: a {'frozen' if info.frozen else 'non-frozen'} dataclass cannot inherit "
            f"from a {'frozen' if base.frozen else 'non-frozen'} one",
        )
        return []
    if not _check_fields(b, info):
        return []
    members: list[js.Method] = []
    if "__init__" not in info.methods:
        members.append(_constructor(b, info, base))
    if "__repr__" not in info.methods and info.dataclass_repr:
        problem = _repr_problem(info)
        if not problem:
            members.append(_repr(b, info))
        else:  # a field JS cannot print as Python does: repr() of this class is refused where used
            info.repr_generated = False
            info.repr_problem = problem
            if base is not None:  # printed as its base, it would show the base's fields only: it stops
                stop = js.Throw(js.New(b.helper("$Stop"), [js.Str(problem)]))
                members.append(js.Method("__repr__", [], [stop]))
    if info.generates_eq():
        members.append(_eq(b, info))
    elif base is not None and info.dataclass_eq and "__eq__" not in info.methods:
        # its == is refused where the build sees it (`uncompared_reason`); where it does not (an
        # `object` compared), the base's __eq__ would compare the base's fields only: it stops
        stop = js.Throw(js.New(b.helper("$Stop"), [js.Str(f"== on {info.name}: {info.uncompared_reason()}")]))
        members.append(js.Method("__eq__", [js.Param(js.Name("other"))], [stop]))
    if info.dataclass_order:
        members += _order(b, info)
    return members


def _dataclass_base(info: UserClass) -> UserClass | None:
    """The one base, a dataclass (not a NamedTuple or Enum) of the module."""
    bases = info.bases()
    base = bases[0] if len(bases) == 1 else None
    if isinstance(base, UserClass) and base.dataclass_fields is not None and not base.named_tuple:
        return base if base.enum_members is None else None
    return None


def exception_root(info: UserClass) -> bool:
    """A dataclass deriving from one builtin exception class (`class NotFound(Exception)`): its
    generated `__init__` leaves BaseException's args what the call passed by position (calls.py)."""
    written = [arg.value for arg in info.node.bases]
    return (
        info.is_exception()
        and not info.bases()
        and len(written) == 1
        and isinstance(written[0], cst.Name)
        and written[0].value in EXCEPTION_CLASSES
    )


def _plain_base(info: UserClass) -> UserClass | None:
    """The one base, a class of the module that is no dataclass, NamedTuple, Enum or exception and
    has no `__init__` (nor its bases): what the generated `__init__` may leave uncalled (`super()`)."""
    bases = info.bases()
    base = bases[0] if len(bases) == 1 else None
    if not (isinstance(base, UserClass) and base.kind == "class" and base.dataclass_fields is None):
        return None
    if base.named_tuple or base.enum_members is not None or base.is_exception() or base.member("__init__"):
        return None
    plain = all(isinstance(c, UserClass) and _plain_base_of_fields(c) for c in base.bases())
    return base if plain else None


def _plain_base_of_fields(cls: UserClass) -> bool:
    """A class of the module with no dataclass among its bases, nor itself one."""
    return cls.dataclass_fields is None and all(
        isinstance(c, UserClass) and _plain_base_of_fields(c) for c in cls.bases()
    )


def _check_fields(b: Builder, info: UserClass) -> bool:
    """CPython's rules at class creation: a positional field without a default after one with a default
    is a TypeError; and an `init=False` field without one is unset (an AttributeError to read) until
    `__post_init__` sets it, which it must do first thing for JS's `undefined` never to be read."""
    assert info.dataclass_fields is not None
    seen_default = ""
    for name in info.dataclass_fields:
        spec = info.spec(name)
        if not spec.init and not spec.has_default and not _set_first_by_post_init(info, name):
            b.error(
                info.node.name,
                f'field "{name}" of {info.name} has init=False and no default: Python leaves it unset; '
                "give it a default or a default_factory, or set it in __post_init__ before anything reads it",
            )
            return False
        if not spec.init or spec.kw_only:
            continue
        if spec.has_default:
            seen_default = seen_default or name
        elif seen_default:
            b.error(
                info.node.name,
                f'TypeError in Python: non-default argument "{name}" follows default argument '
                f'"{seen_default}" in {info.name}\'s __init__',
            )
            return False
    return True


def _set_first_by_post_init(info: UserClass, name: str) -> bool:
    """`__post_init__` assigns `self.<name>` in a statement of its own body (not a branch) before any
    statement mentions `<name>` (a read of it, or a call that might read it, runs first otherwise)."""
    body = info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ()
    post_init = next(
        (s for s in body if isinstance(s, cst.FunctionDef) and s.name.value == "__post_init__"), None
    )
    if post_init is None or not isinstance(post_init.body, cst.IndentedBlock):
        return False
    for stmt in post_init.body.body:
        smalls = stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ()
        for small in smalls:
            if any(isinstance(t, cst.Attribute) and t.attr.value == name for t in assigned_targets(small)):
                value = small.value if isinstance(small, (cst.Assign, cst.AnnAssign)) else None
                return value is not None and not _mentions(value, name)
            set_value = _setattr_value(small, name)  # a frozen dataclass's `object.__setattr__(self, ...)`
            if set_value is not None:
                return not _mentions(set_value, name)
        if _mentions(stmt, name) or any(isinstance(s, cst.Expr) for s in smalls):
            return False  # (a call of a method might read it)
    return False


def _setattr_value(small: cst.BaseSmallStatement, name: str) -> cst.BaseExpression | None:
    """The value of `object.__setattr__(self, "<name>", value)` as a statement, else None."""
    call = small.value if isinstance(small, cst.Expr) else None
    if not (
        isinstance(call, cst.Call)
        and isinstance(call.func, cst.Attribute)
        and isinstance(call.func.value, cst.Name)
        and call.func.value.value == "object"
        and call.func.attr.value == "__setattr__"
        and len(call.args) == 3
    ):
        return None
    key = call.args[1].value
    return call.args[2].value if isinstance(key, cst.SimpleString) and key.evaluated_value == name else None


def _mentions(node: cst.CSTNode, name: str) -> bool:
    class Finder(cst.CSTVisitor):
        found = False

        def visit_Attribute(self, node: cst.Attribute) -> None:
            self.found = self.found or node.attr.value == name

    finder = Finder()
    node.visit(finder)
    return finder.found


def _repr_problem(info: UserClass) -> str:
    """Why the generated `__repr__` cannot print a field as Python does: the field, cause and fix."""
    assert info.dataclass_fields is not None
    for name in info.dataclass_fields:
        t = info.attributes[name]
        if not info.spec(name).repr or printing.printable(t):
            continue
        if isinstance(widen(t), FloatAnnotation):
            return (
                f'printing "{info.name}": its field "{name}" is annotated float, which may hold an int '
                'that Python prints without ".0" and JavaScript cannot tell from a float: annotate it int '
                f'if it holds whole numbers, or define __repr__ formatting it (f"{{self.{name}:.2f}}")'
            )
        try:
            printing.shape(t)
            reason = "Python prints it differently"
        except printing.Refused as refused:
            reason = str(refused)
        return (
            f'printing "{info.name}": its field "{name}" cannot be printed as Python prints it ({reason}): '
            f"define __repr__ for {info.name}"
        )
    return ""


def _constructor(b: Builder, info: UserClass, base: UserClass | None) -> js.Method:
    """Python's generated `__init__`: positional fields, then keyword-only ones (a trailing options
    object), each stored in field order; `init=False` fields take their default; then `__post_init__`.
    Defaults are JS default parameters, or, where those would run out of field order (keyword-only or
    `init=False` fields) or must not run at all (a subclass's `super($dcSkip)`), set in the body."""
    assert info.dataclass_fields is not None
    names = list(info.dataclass_fields)
    specs = {name: info.spec(name) for name in names}
    in_body = info.dataclass_subclassed or any(not s.init or s.kw_only for s in specs.values())
    over_properties = _over_properties(b, info)
    params: list[js.Param] = []
    keywords: list[tuple[str, js.Expr | None]] = []
    body: list[js.Stmt] = []
    if base is not None:  # its constructor, told to set nothing: this one sets every field
        body.append(js.ExprStmt(js.Call(js.Name("super"), [b.helper("$dcSkip")])))
    elif _plain_base(info) is not None or exception_root(info):  # JS's `this` needs its base's run
        body.append(js.ExprStmt(js.Call(js.Name("super"), [])))
        if exception_root(info) and "__str__" in info.methods:  # (see classes._own_str)
            body.append(js.ExprStmt(b.call_helper("$ownStr", js.Name("this"))))
    if info.dataclass_subclassed:
        skip = js.Binary("===", js.Index(js.Name("arguments"), js.Num("0")), b.helper("$dcSkip"))
        body.append(js.If(skip, [js.Return(None)]))
    for name in names:
        spec = specs[name]
        default = _default(b, info, info.dataclass_fields[name], info.attributes[name])
        local = js.Name(js_identifier(name))
        if spec.init and not spec.kw_only:
            params.append(js.Param(local, None if in_body else default))
        elif spec.init:
            key = options_key(name)
            keywords.append((key if local.id == key else f"{key}: {local.id}", None))
        target = js.Member(js.Name("this"), info.js_name_of(name))
        if not spec.init:
            if default is not None:
                body.append(js.Assign(target, default))
            continue
        if in_body and default is not None:
            body.append(js.If(js.Binary("===", local, js.Name("undefined")), [js.Assign(local, default)]))
        if name in over_properties:  # the instance's own, past the base's getter (see _over_properties)
            options: list[js.Prop | js.Spread] = [js.Prop("value", local)]
            options += [js.Prop(k, js.Bool(True)) for k in _OWN]
            own: list[js.Expr] = [js.Name("this"), js.Str(target.prop), js.Object(options)]
            body.append(js.ExprStmt(js.Call(js.Member(js.Name("Object"), "defineProperty"), own)))
            continue
        body.append(js.Assign(target, local))
    # (a parameter with a default is typed by it in tsc: `language = "python"` a string, where the
    # field is a Literal's)
    jsdoc = [
        f"@param {{{jsdoc_type(info.attributes[p.target.id])}}} [{p.target.id}]"
        for p in params
        if p.default is not None and isinstance(p.target, js.Name) and p.target.id in info.attributes
    ]
    if keywords:
        params.append(js.Param(js.ObjectPattern(keywords), js.Object([])))
        fields = "; ".join(
            f"{options_key(n)}{'?' if specs[n].has_default else ''}: {jsdoc_type(info.attributes[n])}"
            for n in names
            if specs[n].init and specs[n].kw_only
        )
        jsdoc.append(f"@param {{{{ {fields} }}}} [options]")
    if info.member("__post_init__") is not None:
        body.append(js.ExprStmt(js.Call(js.Member(js.Name("this"), info.js_name_of("__post_init__")), [])))
    return js.Method("constructor", params, body, jsdoc=jsdoc)


#: What an assignment would make of a property: writable, enumerable and configurable.
_OWN = ("writable", "enumerable", "configurable")


def _over_properties(b: Builder, info: UserClass) -> set[str]:
    """The fields with a default that a base class of the worker's has as a @property: in Python the
    default (a class attribute) replaces the property, and `__init__` stores the instance's own value;
    JS would call the base's getter-only accessor's missing setter (TypeError). Without a default the
    property stays, and Python's `__init__` cannot set it: refused."""
    found: set[str] = set()
    assert info.dataclass_fields is not None
    properties = {name for base in info.lineage()[1:] for name in base.properties}
    for name in properties & set(info.dataclass_fields):
        if info.spec(name).has_default:
            found.add(name)
        else:
            b.error(
                info.node.name,
                f'field "{name}" of {info.name} has no default, so the property "{name}" of its base stays, '
                "which Python's generated __init__ cannot set (AttributeError): give the field a default",
            )
    return found


def _reads_refused(b: Builder, node: cst.BaseExpression) -> bool:
    """Whether the expression reads a name refused where it stands (see `ModuleScope.refused_reads`)."""

    class Reads(cst.CSTVisitor):
        found = False

        def visit_Name(self, name: cst.Name) -> None:
            self.found = self.found or name in b.scope.refused_reads

    reads = Reads()
    node.visit(reads)
    return reads.found


def _default(b: Builder, info: UserClass, node: cst.BaseExpression | None, type_: Type) -> js.Expr | None:
    """A default parameter: JS evaluates it at each call that leaves the field out, as Python calls a
    `default_factory`; a plain default Python evaluates once and shares, so it must be immutable."""
    if node is None:
        return None
    if _reads_refused(b, node):
        return None  # (the class body's read of its own name: reported where the module was read)
    if _immutable(b, info, node):
        return _lowered(b, info, node, node, type_)
    if is_field_call(b.scope.lookup, node):
        assert isinstance(node, cst.Call)
        value: js.Expr | None = None
        for arg in node.args:
            keyword = arg.keyword.value if arg.keyword is not None else None
            if keyword in _FIELD_FLAGS and arg.value is not None and _flag(arg.value) is None:
                b.error(arg.value, f"field()'s {keyword}= takes True or False here")
            elif keyword in _FIELD_FLAGS:
                continue
            elif keyword == "default" and _immutable(b, info, arg.value):
                value = _lowered(b, info, arg.value, arg.value, type_)
            elif keyword == "default":
                b.error(
                    node,
                    "field() takes default=<an immutable value> or default_factory=<a class, function or "
                    "lambda> here",
                )
            elif keyword == "default_factory":
                value = _factory(b, info, arg.value, type_)
            else:
                b.error(
                    arg,
                    "field() takes default=<an immutable value> or default_factory=<a class, function or "
                    "lambda>, and repr=, compare=, init= and kw_only= here",
                )
        return value
    if isinstance(node, cst.Name) and node.value in b.rebound_globals:
        b.error(
            node,
            f'a field default of "{node.value}", which a function rebinds through `global`: Python reads '
            "it once, when the class is made, and JavaScript would read it at each call; give the value, or "
            "a module constant no function rebinds",
        )
        return None
    b.error(
        node,
        "a dataclass default is one object shared by every instance in Python: give a constant, an Enum "
        "member, a tuple of them or a module constant defined above, or field(default_factory=...) for a "
        "fresh value per instance",
    )
    return None


#: The options of field() other than its default.
_FIELD_FLAGS = ("repr", "compare", "init", "kw_only")


def _flag(node: cst.BaseExpression) -> bool | None:
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return node.value == "True"
    return None


_EMPTY: dict[str, Callable[[], cst.BaseExpression]] = {
    "list": lambda: cst.List([]),
    "dict": lambda: cst.Dict([]),
}


def _factory(b: Builder, info: UserClass, node: cst.BaseExpression, type_: Type) -> js.Expr | None:
    """`default_factory=list`, `=Job`, `=make_id`, `=lambda: ...`: called for each instance."""
    if isinstance(node, cst.Lambda):
        params = node.params
        if params.params or params.kwonly_params or params.posonly_params:
            b.error(node, "default_factory is called with no arguments: a lambda without parameters")
            return None
        return _lowered(b, info, node.body, node.body, type_)  # calling it: its body, each time
    if isinstance(node, cst.Name) and node.value in _EMPTY and b.symbol(node.value) is None:
        # `{}` as its annotation makes it (a Map for int keys), as `dict()` would
        return _lowered(b, info, node, b.parsed.stand_in(_EMPTY[node.value](), node), type_)
    if _dotted(node):
        return _lowered(b, info, node, b.parsed.stand_in(cst.Call(func=node), node), type_)
    b.error(node, "default_factory takes a class, a function or a lambda (by name, as Python calls it)")
    return None


def _lowered(
    b: Builder, info: UserClass, source: cst.BaseExpression, node: cst.BaseExpression, type_: Type
) -> js.Expr | None:
    """The default's JS, unless it reads a name that is also a field: in a JS default parameter that
    name is the parameter, in Python the module's."""
    assert info.dataclass_fields is not None
    clash = sorted(read_names(source) & set(info.dataclass_fields))
    if clash:
        b.error(source, f'this default reads "{clash[0]}", also a field of {info.name}: rename one')
        return None
    lowered = b.expr(node, type_)
    if problem := store_problem(type_, lowered.type):  # `n: int = True`: it stays a bool (it prints True)
        b.error(source, problem)
    return lowered.js


def _dotted(node: cst.BaseExpression) -> bool:
    """`name` or `module.name`: reading it evaluates nothing."""
    while isinstance(node, cst.Attribute):
        node = node.value
    return isinstance(node, cst.Name)


def _immutable(b: Builder, info: UserClass, node: cst.BaseExpression) -> bool:
    """A value Python shares safely: a constant, an Enum member, a tuple of them, or a module constant
    (assigned once, above the class) holding one."""
    if is_constant(node):
        return True
    match node:
        case cst.Tuple(elements=elements):
            return all(isinstance(e, cst.Element) and _immutable(b, info, e.value) for e in elements)
        case cst.Attribute(value=owner, attr=cst.Name(value=member)):  # `Color.RED`, `Outer.Color.RED`
            cls = b.class_named(owner)
            return isinstance(cls, UserClass) and cls.enum_members is not None and member in cls.enum_members
        case cst.Name():
            return _module_constant(b, info, node)
        case cst.BinaryOperation() | cst.UnaryOperation():
            return _literal_arithmetic(node)
    return False


def _literal_arithmetic(node: cst.BaseExpression) -> bool:
    """`64 * 1024`, `10 * 60`, `1 << 20`, `2 ** 20`, `-1`, `"a" + "b"`: operators on literals, which
    give one immutable value whenever they run, and cannot raise (no division by a zero)."""
    match node:
        case cst.UnaryOperation(operator=cst.Minus() | cst.Plus() | cst.BitInvert(), expression=operand):
            return _literal_arithmetic(operand)
        case cst.BinaryOperation(left=left, operator=operator, right=right):
            if isinstance(operator, (cst.Divide, cst.FloorDivide, cst.Modulo)):
                safe = isinstance(right, (cst.Integer, cst.Float)) and right.evaluated_value != 0
            elif isinstance(operator, cst.Power):  # (an int to a power that is no negative int literal)
                safe = isinstance(right, cst.Integer) and isinstance(left, cst.Integer)
            elif isinstance(operator, (cst.LeftShift, cst.RightShift)):
                safe = isinstance(right, cst.Integer) and 0 <= int(right.evaluated_value) < 32
            else:
                safe = isinstance(
                    operator, (cst.Add, cst.Subtract, cst.Multiply, cst.BitAnd, cst.BitOr, cst.BitXor)
                )
            return safe and _literal_arithmetic(left) and _literal_arithmetic(right)
    return isinstance(node, (cst.Integer, cst.Float, cst.SimpleString))


def _module_constant(b: Builder, info: UserClass, node: cst.Name) -> bool:
    """A module variable assigned once (a `const`), above the class, to a str, number, bool, None or
    Enum member: JS reading it at each call reads what Python read once."""
    name = node.value
    declared = [s for (s, n), kind in b.module_plan.declared_at.items() if n == name and kind == "const"]
    if b.scope.lookup(name) is not None or len(declared) != 1 or b.origin(declared[0]) >= b.origin(info.node):
        return False
    t = widen(b.expr(node).type)
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.enum_members is not None:
        return True
    return is_primitive(t)


def _shown_name(info: UserClass) -> str:
    """The name a generated repr shows: a dataclass's __qualname__, a NamedTuple's __name__."""
    return info.name if info.named_tuple else info.qualname


def _repr(b: Builder, info: UserClass) -> js.Method:
    """`Point(x=1, y='a')`: each field's repr, as Python's generated `__repr__`."""
    assert info.dataclass_fields is not None
    # `Outer.Inner(x=1)` for a nested dataclass, as CPython's (a NamedTuple's shows its __name__)
    quasis = [f"{_shown_name(info)}("]
    exprs: list[js.Expr] = []
    if info.subclasses:  # Python names the instance's own class: a subclass's (its JS name unrenamed)
        constructor = js.Member(js.Name("this"), "constructor")
        own: js.Expr = js.Call(
            js.Member(js.Member(constructor, "name"), "replace"), [js.Regex("\\$$"), js.Str("")]
        )
        family = [info, *(b.scope.classes[name] for name in sorted(info.subclasses))]
        for cls in (c for c in family if c.owner is not None):  # a nested class's is its qualname
            own = js.Conditional(
                js.Binary("===", constructor, js.Name(cls.js_class())), js.Str(_shown_name(cls)), own
            )
        exprs.append(own)
        quasis = ["", "("]
    for index, name in enumerate(n for n in info.dataclass_fields if info.spec(n).repr):
        quasis[-1] += (", " if index else "") + f"{name}="
        value = TExpr(js.Member(js.Name("this"), info.js_name_of(name)), info.attributes[name])
        exprs.append(printing.to_repr(b, info.node, value))
        quasis.append("")
    quasis[-1] += ")"
    shown: js.Expr = js.Template(quasis, exprs)
    if _may_hold_itself(info):  # `kids: list[Node]`: CPython's recursive_repr prints "..." inside
        shown = b.call_helper("$reprGuarded", js.Name("this"), js.Arrow([], shown))
    return js.Method("__repr__", [], [js.Return(shown)])


def _may_hold_itself(info: UserClass) -> bool:
    """A field whose type may hold an instance of a dataclass (this one, through others too): a repr of
    it may meet the instance again."""
    return any(_holds_instances(info.attributes[n]) for n in info.dataclass_fields or ())


def _holds_instances(t: Type) -> bool:
    t = widen(t)
    if isinstance(t, UnionType):
        return any(_holds_instances(o) for o in t.options)
    if isinstance(t, (ListType, DequeType)):
        return _holds_instances(t.item)
    if isinstance(t, TupleType):
        return any(_holds_instances(i) for i in t.items)
    if isinstance(t, DictType):
        return _holds_instances(t.value)
    return isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.kind == "class"


def _eq(b: Builder, info: UserClass) -> js.Method:
    """Equal when of the same class with equal fields, as Python's generated `__eq__` (see
    `UserClass.generates_eq`: a dataclass's own, `===`, or `$eq` of containers)."""
    assert info.dataclass_fields is not None
    other, this = js.Name("other"), js.Name("this")
    test: js.Expr = js.Binary(
        "&&",
        js.Binary("!=", other, js.Null()),
        js.Binary("===", js.Member(other, "constructor"), js.Member(this, "constructor")),
    )
    for name in info.compared_fields():
        mine, theirs = js.Member(this, info.js_name_of(name)), js.Member(other, info.js_name_of(name))
        t = widen(info.attributes[name])
        if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.enum_members is None:
            same: js.Expr = js.Call(js.Member(mine, "__eq__"), [theirs])
        elif optional_eq_class(t) is not None or library_eq(t):  # identity first, then the left's __eq__
            same = js.Binary(
                "||",
                js.Binary("===", mine, theirs),
                js.Binary(
                    "&&", js.Binary("!=", mine, js.Null()), js.Call(js.Member(mine, "__eq__"), [theirs])
                ),
            )
        elif (
            value_container(t) or value_container(without_none(t)) or may_be_bool(t) and t != BOOL
        ):  # $eq(null, null) is true
            same = b.call_helper("$eq", mine, theirs)
        else:
            same = js.Binary("===", mine, theirs)
        test = js.Binary("&&", test, same)
    # the same instance: its fields' tuples hold the same objects, equal by identity
    return js.Method(
        "__eq__", [js.Param(other)], [js.Return(js.Binary("||", js.Binary("===", this, other), test))]
    )


def _order(b: Builder, info: UserClass) -> list[js.Method]:
    """`order=True`: `<`, `<=`, `>`, `>=` compare the compared fields as tuples, between instances of
    the same class only (Python's NotImplemented both ways is a TypeError)."""
    fields = info.compared_fields()
    for name in fields:
        t = widen(info.attributes[name])
        # an Optional field: None raises Python's TypeError in `$less` where it meets a value (not None)
        optional = isinstance(t, UnionType) and all(orderable(o) or widen(o) == NONE for o in t.options)
        if not (orderable(t) or optional):
            b.error(
                info.node.name,
                f'order=True on {info.name}: its field "{name}" ("{info.attributes[name].display()}") is none '
                "of the kinds compared here as Python compares them (int, float, str, bool, dates, datetimes, "
                "times, timedeltas and tuples or lists of them): define __lt__, or sort with a key",
            )
            return []
    other, this = js.Name("other"), js.Name("this")
    out: list[js.Method] = []
    for dunder, symbol in zip(ORDER_DUNDERS, ("<", "<=", ">", ">=")):
        mine = js.Array([js.Member(this, info.js_name_of(n)) for n in fields])
        theirs = js.Array([js.Member(other, info.js_name_of(n)) for n in fields])
        # another class's instance: NotImplemented, as Python's, and the operator's TypeError names the
        # operands as written (`B(1) < T(2)`: T's reflected `__gt__` is asked first, and declines too)
        declined = js.Return(js.TypeCast(b.helper("$NotImplemented"), "any"))
        check = js.If(js.Unary("!", b.call_helper("$sameClass", this, other)), [declined])
        # Python compares the fields' tuples with the operator itself (its TypeError names it)
        greater = [js.Bool(symbol.startswith(">"))] if symbol != "<" else []
        with_equal = [js.Str(symbol)] if symbol.endswith("=") else []
        test = b.call_helper("$less", mine, theirs, *greater, *with_equal)
        out.append(js.Method(dunder, [js.Param(other)], [check, js.Return(test)]))
    return out


def named_tuple_members(b: Builder, info: UserClass) -> list[js.Method]:
    """A NamedTuple: a JS array of its fields (tuple indexing, unpacking, `==` and ordering as a
    tuple's), a getter per field, the dataclass's `__repr__`, and plain arrays from slicing."""
    assert info.dataclass_fields is not None
    if "__init__" in info.methods or "__new__" in info.methods:
        b.error(info.node, "a NamedTuple takes its fields as its constructor's parameters: no __init__")
        return []
    params: list[js.Param] = []
    for name, default in info.dataclass_fields.items():
        params.append(
            js.Param(js.Name(js_identifier(name)), _default(b, info, default, info.attributes[name]))
        )
    fields = [js.Name(js_identifier(name)) for name in info.dataclass_fields]
    constructor = js.Method(
        "constructor",
        params,
        [
            js.ExprStmt(js.Call(js.Name("super"), [])),
            js.ExprStmt(js.Call(js.Member(js.Name("this"), "push"), list(fields))),
        ],
    )
    species = js.Method("[Symbol.species]", [], [js.Return(js.Name("Array"))], is_static=True, accessor="get")
    getters = [
        js.Method(
            info.js_name_of(name),
            [],
            [js.Return(js.Index(js.Name("this"), js.Num(str(index))))],
            accessor="get",
        )
        for index, name in enumerate(info.dataclass_fields)
    ]
    members = [species, constructor, *getters]
    if "__repr__" not in info.methods:
        problem = _repr_problem(info)
        if not problem:
            members.append(_repr(b, info))
        else:
            info.repr_generated = False
            info.repr_problem = problem
    return members
