"""Python's builtin exceptions and the JS classes they become; how the SDK's error classes are told apart."""

from __future__ import annotations

import builtins
from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.bindings import BoundClass, error_type
from generator.transpile.resolve.library_types import LibraryClass
from generator.transpile.resolve.symbols import EXCEPTION_CLASSES
from generator.transpile.resolve.types import (
    BOOL,
    BYTES,
    INT,
    NONE,
    STR,
    ClassObjectType,
    InstanceType,
    LiteralType,
    Member,
    Type,
    UnionType,
    is_str,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


EXCEPTIONS = EXCEPTION_CLASSES  # resolve/symbols.py is their one home


def exception_class(b: Builder, name: str) -> js.Name:
    """The JS class of a builtin exception, with its helper emitted when it is one."""
    js_name = EXCEPTIONS[name]
    return b.helper(js_name) if js_name.startswith("$") else js.Name(js_name)


CATCH_ALL = ("Exception", "BaseException")

#: Builtin exceptions whose constructor reads several arguments as its own fields (OSError's errno
#: and strerror, which also pick its subclass; a UnicodeDecodeError's codec and range; a SyntaxError's
#: location), and whose str() shows them so.
_OWN_ARGUMENTS = frozenset(
    name
    for name, cls in vars(builtins).items()
    if isinstance(cls, type)
    and issubclass(cls, (OSError, UnicodeDecodeError, UnicodeEncodeError, UnicodeTranslateError, SyntaxError))
)


def plain_key(t: Type) -> bool:
    """Whether `$KeyError` shows the repr of a value of type `t` as Python does (not a float: 2.0, nor
    an Enum's member, its value here)."""
    if isinstance(t, UnionType):
        return all(plain_key(o) for o in t.options)
    return (
        widen(t) in (STR, INT, BOOL, NONE) and not isinstance(t, InstanceType) or isinstance(t, LiteralType)
    )


def plain_message(t: Type) -> bool:
    """A str argument that is the exception's message as it is (not an Enum's member, whose repr
    repr(e) shows: `$withArgs`)."""
    options = t.options if isinstance(t, UnionType) else (t,)
    return is_str(t) and not any(isinstance(o, InstanceType) for o in options)


def with_arguments(
    b: Builder, made: js.Expr, args: Sequence[tuple[cst.CSTNode, TExpr]], classes: Sequence[str] | None
) -> js.Expr | None:
    """An exception made with arguments other than one str (`ValueError("bad", n)`, `IndexError(i)`,
    `super().__init__(code, detail)`): `$withArgs` keeps them as e.args, and str(e) reads them as
    BaseException's __str__ does; None after reporting an argument Python would print otherwise, or a
    class that reads several as its own fields (`classes`: its own and its bases' names; None for a
    class value, which may be any)."""
    if len(args) > 1 and classes is None:
        b.error(
            args[0][0],
            "an exception of several arguments that may be an OSError, a UnicodeDecodeError or a SyntaxError "
            "(a class value): Python reads them as its fields (an errno and a message pick OSError's subclass and "
            "its str()); pass one message, or call the class you mean",
        )
        return None
    own = next((name for name in classes or () if name in _OWN_ARGUMENTS), None)
    if len(args) > 1 and own is not None:
        b.error(
            args[0][0],
            f"{own} of several arguments is not supported here: Python reads them as its fields (an errno "
            "and a message pick OSError's subclass and its str(), a codec's range), which JavaScript does not; "
            "pass one str message",
        )
        return None
    shapes = [printing.value_shape(b, node, value.type) for node, value in args]
    if any(shape is None for shape in shapes):
        return None
    values = js.Array([value.js for _, value in args])
    shown = js.Array([s for s in shapes if s is not None])
    if classes is not None and "KeyError" in classes:  # (str() of one key is its repr)
        return b.call_helper("$withArgs", made, values, shown, js.Bool(True))
    return b.call_helper("$withArgs", made, values, shown)


def constructed_class(b: Builder, name: str) -> js.Expr:
    """The class `Exception(...)` and `raise Exception` make: one named as Python's class (JS's `Error`
    is what every error is, and what `isinstance(e, Exception)` tests)."""
    return b.helper(f"${name}") if name in CATCH_ALL else exception_class(b, name)


def _caught_with_fields(name: str, runtime: str, fields: Mapping[str, Type]) -> Type:
    """A caught exception of a class whose runtime helper sets CPython's fields on it."""
    caught = error_type()
    if not isinstance(caught, InstanceType):
        return caught
    members = {field: Member(field, field, "attribute", t) for field, t in fields.items()}
    return InstanceType(LibraryClass(name, runtime, members, base=caught.cls))


@cache
def json_decode_error() -> Type:
    """`except json.JSONDecodeError as e`: the fields the runtime's `$JSONDecodeError` sets (`pos` and
    `colno` in code points)."""
    fields = {"msg": STR, "doc": STR, "pos": INT, "lineno": INT, "colno": INT}
    return _caught_with_fields("JSONDecodeError", "$JSONDecodeError", fields)


@cache
def unicode_decode_error() -> Type:
    """`except UnicodeDecodeError as e`: the fields `$decode` sets (the bytes decoded, the bad run's
    start and end, the codec and the reason)."""
    fields = {"encoding": STR, "object": BYTES, "start": INT, "end": INT, "reason": STR}
    return _caught_with_fields("UnicodeDecodeError", "$UnicodeDecodeError", fields)


@cache
def unicode_encode_error() -> Type:
    """`except UnicodeEncodeError as e`: the fields `$encode` sets (the str encoded, the bad run's
    start and end in code points, the codec and the reason)."""
    fields = {"encoding": STR, "object": STR, "start": INT, "end": INT, "reason": STR}
    return _caught_with_fields("UnicodeEncodeError", "$UnicodeEncodeError", fields)


#: The builtin exceptions whose caught instances have fields of their own, by name.
CAUGHT_WITH_FIELDS = {"UnicodeDecodeError": unicode_decode_error, "UnicodeEncodeError": unicode_encode_error}


def runtime_error_test(b: Builder, value: js.Expr, kind: cst.BaseExpression) -> js.Expr | None:
    """`except Error` / `isinstance(e, Error)` of bindings.workers' `Error` (the runtime's): a JS
    error, not one of Python's classes, which JS also makes Errors (their `$py` says so). None for
    other classes."""
    if not isinstance(kind, cst.Name):
        return None
    symbol = b.symbol(kind.value)
    if symbol is None or not isinstance(symbol.type, ClassObjectType):
        return None
    resolved = b.scope.annotations.resolve(kind)
    if not (isinstance(resolved, InstanceType) and isinstance(resolved.cls, BoundClass)):
        return None
    if resolved.cls.name != "Error" or resolved.cls.module.__name__ != "bindings.workers":
        return None
    return b.call_helper("$isJsError", value)


def sdk_error_test(b: Builder, value: js.Expr, kind: cst.BaseExpression) -> js.Expr | None:
    """`except ContainerUnavailableError` / `isinstance(e, SandboxError)` for the SDK's error classes:
    by the error's `name`, which the SDK sets to its class name. An error thrown in the Sandbox's
    Durable Object reaches the worker through RPC with its name and message but not its class, so
    `instanceof` would never match it (and the SDK exports no `SandboxError` at all). The names are
    the class's own and those of its subclasses, the SDK's and the worker's. None for other classes."""
    if not isinstance(kind, (cst.Name, cst.Attribute)):
        return None
    if isinstance(kind, cst.Attribute) and isinstance(kind.value, cst.Name):
        base = b.symbol(kind.value.value)
        if base is None or base.special is not None:  # `json.JSONDecodeError`: a stdlib class
            return None
    if isinstance(kind, cst.Name):
        imported = b.symbol(kind.value)
        if imported is None or (imported.special or "").startswith("lib:"):
            # a local (`cls: type[Exception]`), or `from statistics import StatisticsError`: a stdlib class
            return None
    resolved = b.scope.annotations.resolve(kind)
    if not isinstance(resolved, InstanceType) or not isinstance(resolved.cls, BoundClass):
        return None
    cls = resolved.cls
    if not cls.is_exception() or cls.module.__name__ == "bindings.workers":
        return None
    if cls.name == "SandboxError":  # every error of the SDK, also the classes it does not declare
        return b.call_helper("$isSdkError", value, js.Null())
    names = [cls.name, *(sub.name for sub in cls.derived_classes())]
    names += [c.name for c in b.scope.classes.values() if c.kind == "class" and c.is_subclass_of(cls)]
    return b.call_helper("$isSdkError", value, js.Array([js.Str(n) for n in sorted(set(names))]))
