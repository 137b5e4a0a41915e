"""`@dataclass`: the `__init__`, `__repr__` and `__eq__` Python generates, written out in the JS class.

Fields are the annotated class attributes, in order. A default is a constant, `field(default=...)`
of a constant, or `field(default_factory=list | dict)` (a fresh value per instance, as a JS default
parameter is); anything else is refused, as a shared mutable default would be.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.functions import is_constant
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import InstanceType, Type, widen
from generator.transpile.resolve.user_types import UserClass

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
        if all(printing.printable(info.attributes[name]) for name in info.dataclass_fields):
            members.append(_repr(b, info))
        else:  # a field JS cannot print as Python does: repr() of this class is refused where used
            info.repr_generated = False
    if info.generates_eq():
        members.append(_eq(info))
    return members


def _constructor(b: Builder, info: UserClass) -> js.Method:
    assert info.dataclass_fields is not None
    params: list[js.Param] = []
    body: list[js.Stmt] = []
    for name, default in info.dataclass_fields.items():
        local = js.Name(js_identifier(name))
        params.append(js.Param(local, _default(b, default, info.attributes[name])))
        body.append(js.Assign(js.Member(js.Name("this"), info.js_name_of(name)), local))
    if "__post_init__" in info.methods:
        body.append(js.ExprStmt(js.Call(js.Member(js.Name("this"), info.js_name_of("__post_init__")), [])))
    return js.Method("constructor", params, body)


def _default(b: Builder, node: cst.BaseExpression | None, type_: Type) -> js.Expr | None:
    if node is None:
        return None
    if is_constant(node):
        return b.expr(node, type_).js
    match node:
        case cst.Call(func=cst.Name(value=func), args=args) if b.scope.lookup(func) is not None and (
            b.scope.lookup(func).special == "dataclasses.field"  # type: ignore[union-attr]
        ):
            for arg in args:
                keyword = arg.keyword.value if arg.keyword is not None else None
                if keyword == "default" and is_constant(arg.value):
                    return b.expr(arg.value, type_).js
                if keyword == "default_factory" and isinstance(arg.value, cst.Name):
                    if arg.value.value == "list" and b.symbol("list") is None:
                        return js.Array([])
                    if arg.value.value == "dict" and b.symbol("dict") is None:
                        return js.Object([])
            b.error(node, "field() takes default=<constant> or default_factory=list or dict here")
            return None
    b.error(node, "a dataclass default must be a constant, or field(default_factory=list or dict)")
    return None


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


def _eq(info: UserClass) -> js.Method:
    """Equal when of the same class with equal fields, as Python's generated `__eq__`."""
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
        if isinstance(t, InstanceType):
            same: js.Expr = js.Call(js.Member(mine, "__eq__"), [theirs])
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
        params.append(js.Param(js.Name(js_identifier(name)), _default(b, default, info.attributes[name])))
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
        if all(printing.printable(info.attributes[name]) for name in info.dataclass_fields):
            members.append(_repr(b, info))
        else:
            info.repr_generated = False
    return members
