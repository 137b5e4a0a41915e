"""Classes: plain classes, subclasses of SDK classes (overrides keep the SDK's JS names), exceptions,
and Protocols/TypedDicts, which become JSDoc typedefs only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.functions import docstring_lines, lower_function
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.library import EXCEPTIONS
from generator.transpile.lower.naming import js_identifier
from generator.transpile.resolve.types import ClassObjectType, Type
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def typedef(info: UserClass) -> js.Comment:
    """`@typedef {object} Env` with one `@property` per field: types for tsc, no runtime code."""
    lines = docstring_lines(info.node) + [f"@typedef {{object}} {info.name}"]
    required = info.required_keys if info.kind == "typeddict" else set(info.attributes)
    for name, type_ in info.attributes.items():
        shown = name if name in required else f"[{name}]"
        lines.append(f"@property {{{jsdoc_type(type_)}}} {shown}")
    return js.Comment(lines)


def lower_class(b: Builder, info: UserClass) -> js.Class:
    node = info.node
    superclass: js.Expr | None = None
    for arg in node.bases:
        base = b.expr(arg.value)
        if isinstance(base.type, ClassObjectType) or (
            isinstance(arg.value, cst.Name)
            and arg.value.value in EXCEPTIONS
            and b.symbol(arg.value.value) is None
        ):
            superclass = base.js
    if superclass is None and info.is_exception():
        superclass = js.Name("Error")
    members: list[js.Method | js.ClassField] = []
    if info.is_exception():
        members.append(js.ClassField("name", js.Str(info.name)))  # so that type(e).__name__ reads right
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    functions = [s for s in body if isinstance(s, cst.FunctionDef)]
    # `__init__` first: the fields it assigns are the types other methods see.
    lowered = {
        id(f): _method(b, info, f) for f in sorted(functions, key=lambda f: f.name.value != "__init__")
    }
    for stmt in body:
        if isinstance(stmt, cst.FunctionDef):
            members.append(lowered[id(stmt)])
        elif isinstance(stmt, cst.SimpleStatementLine):
            members.extend(_fields(b, info, stmt))
        else:
            b.error(stmt, "a class body holds fields and methods only")
    return js.Class(js_identifier(info.name), superclass, members)


def _method(b: Builder, info: UserClass, node: cst.FunctionDef) -> js.Method:
    lowered = lower_function(b, node, cls=info)
    name = "constructor" if node.name.value == "__init__" else info.js_name_of(node.name.value)
    is_static = name in info.static_methods or node.name.value in info.static_methods
    jsdoc = (
        [line for line in lowered.jsdoc if not line.startswith("@returns")]
        if name == "constructor"
        else lowered.jsdoc
    )
    return js.Method(
        name, lowered.params, lowered.body, lowered.is_async, is_static, jsdoc, origin=b.origin(node)
    )


def _fields(b: Builder, info: UserClass, stmt: cst.SimpleStatementLine) -> list[js.ClassField]:
    out: list[js.ClassField] = []
    for small in stmt.body:
        if isinstance(small, cst.Expr) and isinstance(
            small.value, (cst.SimpleString, cst.ConcatenatedString)
        ):
            continue  # docstring
        if isinstance(small, cst.Pass):
            continue
        if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
            if small.value is None:
                continue  # a declaration for the checker
            declared: Type = info.attributes.get(small.target.value) or b.scope.annotations.resolve(
                small.annotation.annotation
            )
            value = b.expr(small.value, declared)
            out.append(js.ClassField(info.js_name_of(small.target.value), value.js, origin=b.origin(small)))
        elif (
            isinstance(small, cst.Assign)
            and len(small.targets) == 1
            and isinstance(small.targets[0].target, cst.Name)
        ):
            name = small.targets[0].target.value
            value = b.expr(small.value)
            info.attributes.setdefault(name, value.type)
            out.append(js.ClassField(info.js_name_of(name), value.js, origin=b.origin(small)))
        else:
            b.error(small, "a class body holds fields and methods only")
    return out
