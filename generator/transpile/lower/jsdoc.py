"""Python types -> JSDoc type expressions, so that `tsc --checkJs` checks the emitted module."""

from __future__ import annotations

import json

from generator.transpile.lower.naming import js_identifier
from generator.transpile.resolve.durable_classes import is_durable_object
from generator.transpile.resolve.types import (
    NONE,
    AnyType,
    AsyncIterableType,
    AwaitableType,
    CallableType,
    ClassInfo,
    ClassObjectType,
    DictType,
    InstanceType,
    ListType,
    LiteralType,
    NeverType,
    Prim,
    SetType,
    TupleType,
    Type,
    UnionType,
    map_key,
)
from generator.transpile.resolve.user_types import UserClass

_PRIMS = {"str": "string", "int": "number", "float": "number", "bool": "boolean", "None": "null"}


def _type_argument(t: Type) -> str:
    if isinstance(t, InstanceType) and is_durable_object(t.cls):
        return class_binding(t.cls)
    return jsdoc_type(t)


def jsdoc_type(t: Type) -> str:
    match t:
        case Prim(name=name):
            return _PRIMS[name]
        case AnyType():
            return "any"
        case NeverType():  # (an empty literal's items: `never[]` fits any array, as `[]` does)
            return "never"
        case LiteralType(values=values):
            return " | ".join(json.dumps(v) for v in values)
        case ListType(item=item):
            inner = jsdoc_type(item)
            return f"({inner})[]" if " " in inner else f"{inner}[]"
        case TupleType(named=named) if named is not None:
            return class_binding(named)  # a NamedTuple: its class (an Array subclass)
        case TupleType(items=items):
            return "[" + ", ".join(jsdoc_type(i) for i in items) + "]"
        case SetType(item=item):  # (tuples of str and int: their JSON text, see set_methods.py)
            return "Set<string>" if map_key(item) == "tuple" else f"Set<{jsdoc_type(item)}>"
        case DictType(key=key, value=value) if map_key(key) is not None:
            # a Map of int keys, or of tuple keys' JSON text (see maps.py)
            kind = map_key(key)
            shown = "number" if kind == "int" else jsdoc_type(key) if kind == "member" else "string"
            return f"Map<{shown}, {jsdoc_type(value)}>"
        case DictType(value=value):
            return f"Record<string, {jsdoc_type(value)}>"
        case UnionType(options=options):
            # (a function type among the options is parenthesized: `string | (() => string)`)
            texts = (f"({jsdoc_type(o)})" if isinstance(o, CallableType) else jsdoc_type(o) for o in options)
            return " | ".join(dict.fromkeys(texts))
        case AwaitableType(result=result):
            return f"Promise<{jsdoc_type(result)}>"
        case AsyncIterableType(item=item):
            return f"AsyncIterable<{jsdoc_type(item)}>"
        case CallableType(params=params, result=result):
            # (`-> None`: void, which a lambda's arrow giving push()'s length still is to tsc; mypy
            # lets no caller use the None)
            returned = "void" if result == NONE else jsdoc_type(result)
            if params is None:
                return f"(...args: any[]) => {returned}"
            args = ", ".join(f"arg{i}: {jsdoc_type(p)}" for i, p in enumerate(params))
            return f"({args}) => {returned}"
        case InstanceType(cls=cls, args=args):
            if cls.primitive is not None:
                return jsdoc_type(cls.primitive)  # an IntEnum's members are numbers, a StrEnum's strings
            if cls.js_module and cls.is_exception() and cls.runtime_name is None:
                return "any"  # an SDK error class its declarations do not export (SandboxError)
            if cls.js_module is None and (cls.runtime_name or "").startswith("$"):
                return "any"  # a stdlib class's helper (re.Match), which the module may not hold
            if cls.js_module and cls.type_name is None:
                return "any"  # an interface its module does not export: no type expression names it
            if is_durable_object(cls):  # a value typed as one is its stub (`namespace.get(id)`)
                return f"DurableObjectStub<{class_binding(cls)}>"
            text = f'import("{cls.js_module}").{cls.type_name}' if cls.js_module else class_binding(cls)
            if args:  # (a Durable Object class as a type argument is the class: `DurableObjectNamespace<C>`)
                text += "<" + ", ".join(_type_argument(a) for a in args) + ">"
            return text
        case ClassObjectType(cls=cls):
            if cls.js_module and cls.type_name is None:
                return "any"
            return (
                f'typeof import("{cls.js_module}").{cls.type_name}'
                if cls.js_module
                else f"typeof {class_binding(cls)}"
            )
    return "any"


def class_binding(cls: ClassInfo) -> str:
    """How the module names a class, as a type or a value: a worker's class by its JS binding
    (`Outer$Inner` for a nested one), a Protocol or TypedDict by its typedef, another by its name."""
    if isinstance(cls, UserClass):
        return cls.js_class() if cls.kind == "class" else js_identifier(cls.name)
    return cls.name
