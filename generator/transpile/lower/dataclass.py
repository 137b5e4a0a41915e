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
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ClassObjectType,
    FloatAnnotation,
    InstanceType,
    Type,
    is_primitive,
    widen,
)
from generator.transpile.resolve.user_types import UserClass, value_container

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def dataclass_members(b: Builder, info: UserClass) -> list[js.Method]:
    assert info.dataclass_fields is not None
    if info.bases():
        b.error(info.node, "a @dataclass deriving from another class is not supported")
        return []
    members: list[js.Method] = []
    if "__init__" not in info.methods:
        members.append(_constructor(b, info))
    if "__repr__" not in info.methods:
        problem = _repr_problem(info)
        if not problem:
            members.append(_repr(b, info))
        else:  # a field JS cannot print as Python does: repr() of this class is refused where used
            info.repr_generated = False
            info.repr_problem = problem
    if info.generates_eq():
        members.append(_eq(b, info))
    return members


def _repr_problem(info: UserClass) -> str:
    """Why the generated `__repr__` cannot print a field as Python does: the field, cause and fix."""
    assert info.dataclass_fields is not None
    for name in info.dataclass_fields:
        t = info.attributes[name]
        if printing.printable(t):
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


def _constructor(b: Builder, info: UserClass) -> js.Method:
    assert info.dataclass_fields is not None
    params: list[js.Param] = []
    body: list[js.Stmt] = []
    for name, default in info.dataclass_fields.items():
        local = js.Name(js_identifier(name))
        params.append(js.Param(local, _default(b, info, default, info.attributes[name])))
        body.append(js.Assign(js.Member(js.Name("this"), info.js_name_of(name)), local))
    if "__post_init__" in info.methods:
        body.append(js.ExprStmt(js.Call(js.Member(js.Name("this"), info.js_name_of("__post_init__")), [])))
    return js.Method("constructor", params, body)


def _default(b: Builder, info: UserClass, node: cst.BaseExpression | None, type_: Type) -> js.Expr | None:
    """A default parameter: JS evaluates it at each call that leaves the field out, as Python calls a
    `default_factory`; a plain default Python evaluates once and shares, so it must be immutable."""
    if node is None:
        return None
    if _immutable(b, info, node):
        return _lowered(b, info, node, node, type_)
    match node:
        case cst.Call(func=cst.Name(value=func), args=args) if b.scope.lookup(func) is not None and (
            b.scope.lookup(func).special == "dataclasses.field"  # type: ignore[union-attr]
        ):
            for arg in args:
                keyword = arg.keyword.value if arg.keyword is not None else None
                if keyword == "default" and _immutable(b, info, arg.value):
                    return _lowered(b, info, arg.value, arg.value, type_)
                if keyword == "default_factory":
                    return _factory(b, info, arg.value, type_)
            b.error(
                node,
                "field() takes default=<an immutable value> or default_factory=<a class, function or "
                "lambda> here",
            )
            return None
    b.error(
        node,
        "a dataclass default is one object shared by every instance in Python: give a constant, an Enum "
        "member, a tuple of them or a module constant defined above, or field(default_factory=...) for a "
        "fresh value per instance",
    )
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
    return b.expr(node, type_).js


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
        case cst.Attribute(value=cst.Name(value=owner), attr=cst.Name(value=member)):
            symbol = b.scope.lookup(owner)
            cls = symbol.type.cls if symbol is not None and isinstance(symbol.type, ClassObjectType) else None
            return isinstance(cls, UserClass) and cls.enum_members is not None and member in cls.enum_members
        case cst.Name():
            return _module_constant(b, info, node)
    return False


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


def _repr(b: Builder, info: UserClass) -> js.Method:
    """`Point(x=1, y='a')`: each field's repr, as Python's generated `__repr__`."""
    assert info.dataclass_fields is not None
    quasis = [f"{info.name}("]
    exprs: list[js.Expr] = []
    for index, name in enumerate(info.dataclass_fields):
        quasis[-1] += (", " if index else "") + f"{name}="
        value = TExpr(js.Member(js.Name("this"), info.js_name_of(name)), info.attributes[name])
        exprs.append(printing.to_repr(b, info.node, value))
        quasis.append("")
    quasis[-1] += ")"
    return js.Method("__repr__", [], [js.Return(js.Template(quasis, exprs))])


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
    for name in info.dataclass_fields:
        mine, theirs = js.Member(this, info.js_name_of(name)), js.Member(other, info.js_name_of(name))
        t = widen(info.attributes[name])
        if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.enum_members is None:
            same: js.Expr = js.Call(js.Member(mine, "__eq__"), [theirs])
        elif value_container(t):
            same = b.call_helper("$eq", mine, theirs)
        else:
            same = js.Binary("===", mine, theirs)
        test = js.Binary("&&", test, same)
    return js.Method("__eq__", [js.Param(other)], [js.Return(test)])


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
