"""Read the generated binding modules at import time: every JS name, signature and type comes from
their records (`__js_module__`, `__js_exports__`, `@js_name`, `Annotated[T, JS(...)]`), never a list here.
"""

from __future__ import annotations

import collections.abc as cabc
import functools
import importlib
import inspect
import sys
import types as pytypes
import typing
from collections.abc import Callable
from types import ModuleType
from typing import Any, TypeVar

import typing_extensions

from bindings._js import JS, JsGlobal
from generator.transpile.resolve.symbols import Symbol
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    FLOAT,
    INT,
    NONE,
    STR,
    AsyncIterableType,
    AwaitableType,
    CallableType,
    ClassInfo,
    ClassKind,
    ClassObjectType,
    DictType,
    Field,
    FunctionType,
    InstanceType,
    ListType,
    LiteralType,
    Member,
    Param,
    Signature,
    TupleType,
    Type,
    TypeVarType,
    union,
)
from generator.transpile.resolve.types import (
    ModuleType as ModuleValueType,
)

Subst = dict[TypeVar, Type]
PyModule = ModuleType

_PRIMS: dict[object, Type] = {str: STR, int: INT, float: FLOAT, bool: BOOL, type(None): NONE, None: NONE}
_LISTS = {list, cabc.Sequence, cabc.MutableSequence, cabc.Iterable, cabc.Iterator, cabc.Collection}
_DICTS = {dict, cabc.Mapping, cabc.MutableMapping}
_AWAITABLES = {cabc.Awaitable, cabc.Coroutine}
_ASYNC_ITERABLES = {cabc.AsyncIterable, cabc.AsyncIterator, cabc.AsyncGenerator}
_WRAPPERS = {typing.Required, typing.NotRequired, typing_extensions.Required, typing_extensions.NotRequired}
_PREDICATES = {typing.TypeGuard, typing_extensions.TypeGuard, typing_extensions.TypeIs}
# typing_extensions keeps its own Unpack on Python 3.11; the bindings may use either.
_UNPACK = {typing.Unpack, typing_extensions.Unpack}


def is_binding_module(module: ModuleType) -> bool:
    return hasattr(module, "__js_module__") and hasattr(module, "__js_exports__")


def import_binding_module(name: str) -> ModuleType | None:
    """The module if `name` is a binding module, else None (ImportError propagates to the caller)."""
    module = importlib.import_module(name)
    return module if is_binding_module(module) else None


@functools.cache
def binding_module_names() -> tuple[str, ...]:
    """Every module of the generated `bindings` package (for a "did you mean" of a misspelled import)."""
    import pkgutil

    import bindings

    found = pkgutil.walk_packages(bindings.__path__, "bindings.")
    return tuple(m.name for m in found if not m.name.rsplit(".", 1)[-1].startswith("_"))


def _module_of(obj: object) -> ModuleType | None:
    module = sys.modules.get(getattr(obj, "__module__", "") or "")
    return module if module is not None and is_binding_module(module) else None


def _js_of(annotation: object) -> str | None:
    """The `JS("...")` record of an `Annotated[...]` attribute, wherever it is nested."""
    if typing.get_origin(annotation) in _WRAPPERS:
        return _js_of(typing.get_args(annotation)[0])
    for meta in getattr(annotation, "__metadata__", ()):
        if isinstance(meta, JS):
            return meta.name
    return None


def type_hints(obj: object) -> dict[str, Any]:
    """`typing.get_type_hints` with extras; an annotation that fails to evaluate reads as Any."""
    try:
        return typing.get_type_hints(obj, include_extras=True)
    except Exception:  # noqa: BLE001 - one bad annotation must not hide the others
        home = obj if isinstance(obj, pytypes.ModuleType) else sys.modules.get(getattr(obj, "__module__", ""))
        namespace = dict(vars(home)) if home is not None else {}
        out: dict[str, Any] = {}
        for name, raw in getattr(obj, "__annotations__", {}).items():
            try:
                out[name] = eval(raw, namespace) if isinstance(raw, str) else raw
            except Exception:  # noqa: BLE001
                out[name] = Any
        return out


def convert(annotation: object, subst: Subst | None = None, namespace: dict[str, Any] | None = None) -> Type:
    """A typing object from the bindings -> our `Type`; unknown constructs widen to Any."""
    subst = subst or {}
    if isinstance(annotation, str):  # a forward reference left unevaluated (e.g. inside an alias)
        try:
            annotation = eval(annotation, namespace or {})
        except Exception:  # noqa: BLE001 - an unresolvable reference is a dynamic value
            return ANY
    if isinstance(annotation, typing.ForwardRef):
        return convert(annotation.__forward_arg__, subst, namespace)
    if annotation in _PRIMS:
        return _PRIMS[annotation]
    if annotation is typing.Any or annotation is object:
        return ANY
    if isinstance(annotation, TypeVar):
        return subst.get(annotation, TypeVarType(annotation))
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin in _PREDICATES:  # TypeIs[T]: a bool that narrows the argument for the type checkers
        return BOOL
    if origin is typing.Annotated or origin in _WRAPPERS:
        return convert(args[0], subst, namespace)
    if origin is typing.Union or origin is pytypes.UnionType:
        return union(*(convert(a, subst, namespace) for a in args))
    if origin is typing.Literal:
        return LiteralType(tuple(args))
    if origin in _LISTS or annotation in _LISTS:
        return ListType(convert(args[0], subst, namespace) if args else ANY)
    if origin in _DICTS or annotation in _DICTS:
        return (
            DictType(convert(args[0], subst, namespace), convert(args[1], subst, namespace))
            if len(args) == 2
            else DictType(STR, ANY)
        )
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return ListType(convert(args[0], subst, namespace))
        return TupleType(tuple(convert(a, subst, namespace) for a in args))
    if origin in _AWAITABLES:
        return AwaitableType(convert(args[-1], subst, namespace) if args else ANY)
    if origin in _ASYNC_ITERABLES:
        return AsyncIterableType(convert(args[0], subst, namespace) if args else ANY)
    if origin is cabc.Callable:
        params, result = args if args else (Ellipsis, Any)
        converted = None if params is Ellipsis else tuple(convert(p, subst, namespace) for p in params)
        return CallableType(converted, convert(result, subst, namespace))
    cls = origin if isinstance(origin, type) else annotation
    if isinstance(cls, type) and _module_of(cls) is not None:
        return InstanceType(bound_class(cls), tuple(convert(a, subst, namespace) for a in args))
    return ANY


#: Python protocols a bound class may declare for a JS behaviour: `len(x)` of an array-like, `x[i]`,
#: `for ... of` and `for await ... of`.
PROTOCOL_DUNDERS = frozenset(["__len__", "__getitem__", "__iter__", "__aiter__"])


@functools.cache
def bound_class(cls: type) -> BoundClass:
    return BoundClass(cls)


class BoundClass(ClassInfo):
    """A class, Protocol or TypedDict of a binding module."""

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.name = cls.__name__
        module = _module_of(cls)
        assert module is not None
        self.module = module
        self.kind: ClassKind = (
            "typeddict"
            if typing_extensions.is_typeddict(cls)
            else "protocol"
            if getattr(cls, "_is_protocol", False)
            else "class"
        )
        exports: dict[str, str] = module.__js_exports__
        self.runtime_name = exports.get(self.name) if self.kind == "class" else None
        self.js_module = module.__js_module__
        self.type_name = getattr(module, "__js_types__", {}).get(self.name)
        self.type_params = tuple(getattr(cls, "__parameters__", ()))
        self._members: dict[tuple[str, tuple[Type, ...]], Member | None] = {}

    @functools.cached_property
    def _hints(self) -> dict[str, Any]:
        return type_hints(self.cls)

    @property
    def _namespace(self) -> dict[str, Any]:
        return vars(self.module)

    def _subst(self, args: tuple[Type, ...]) -> Subst:
        return dict(zip(self.type_params, args))

    def bases(self) -> list[ClassInfo]:
        return [bound_class(base) for base in self.cls.__bases__ if _module_of(base) is not None]

    def is_exception(self) -> bool:
        return issubclass(self.cls, BaseException)

    def derived_classes(self) -> list[BoundClass]:
        """The classes of its module that derive from this one, in name order."""
        classes: list[Any] = [v for v in vars(self.module).values() if isinstance(v, type)]
        derived = [c for c in classes if c is not self.cls and issubclass(c, self.cls)]
        return sorted((bound_class(c) for c in derived), key=lambda c: c.name)

    def runtime_subclasses(self) -> list[BoundClass]:
        """The classes of its module that derive from this one and exist at runtime (in name order):
        what `except` tests when this class itself is not exported."""
        classes: list[Any] = [v for v in vars(self.module).values() if isinstance(v, type)]
        derived = [c for c in classes if c is not self.cls and issubclass(c, self.cls)]
        found = [bound_class(c) for c in classes if c in derived]
        return sorted((c for c in found if c.runtime_name is not None), key=lambda c: c.name)

    def member_names(self) -> list[str]:
        names = set(self._hints)
        for klass in self.cls.__mro__:
            if _module_of(klass) is not None:
                names.update(
                    n for n, v in vars(klass).items() if not n.startswith("_") and _callable_member(v)
                )
        return sorted(names)

    def member(self, name: str, args: tuple[Type, ...] = ()) -> Member | None:
        key = (name, args)
        if key not in self._members:
            self._members[key] = self._member(name, args)
        return self._members[key]

    def _member(self, name: str, args: tuple[Type, ...]) -> Member | None:
        if (name.startswith("_") and name not in PROTOCOL_DUNDERS) or self.kind == "typeddict":
            return None
        subst = self._subst(args)
        for klass in self.cls.__mro__:
            if _module_of(klass) is None or name not in vars(klass):
                continue
            raw = vars(klass)[name]
            if isinstance(raw, property) and raw.fget is not None:
                hint = type_hints(raw.fget).get("return", Any)
                return Member(name, getattr(raw.fget, "__js_name__", name), "attribute", convert(hint, subst))
            if isinstance(raw, (staticmethod, classmethod)):
                return _method_member(
                    name, raw.__func__, "static", subst, skip_first=isinstance(raw, classmethod)
                )
            if inspect.isfunction(raw):
                return _method_member(name, raw, "method", subst, skip_first=True)
        if name in self._hints:
            hint = self._hints[name]
            if typing.get_origin(hint) is typing.ClassVar:
                hint = typing.get_args(hint)[0]
            return Member(name, _js_of(hint) or name, "attribute", convert(hint, subst, self._namespace))
        return None

    def fields(self) -> dict[str, Field]:
        if self.kind != "typeddict":
            return {}
        required_keys: frozenset[str] = getattr(self.cls, "__required_keys__", frozenset())
        out: dict[str, Field] = {}
        for key, hint in self._hints.items():
            origin = typing.get_origin(hint)
            if origin in (typing.Required, typing_extensions.Required):
                required = True
            elif origin in (typing.NotRequired, typing_extensions.NotRequired):
                required = False
            else:
                required = key in required_keys
            out[key] = Field(key, _js_of(hint) or key, convert(hint, None, self._namespace), required)
        return out

    def constructor(self, args: tuple[Type, ...] = ()) -> Signature | None:
        if self.runtime_name is None:
            return None
        for klass in self.cls.__mro__:
            init = vars(klass).get("__init__")
            if _module_of(klass) is not None and inspect.isfunction(init):
                return signature_of(init, self._subst(args), skip_first=True, result=InstanceType(self, args))
        return Signature((), InstanceType(self, args))


def _callable_member(value: object) -> bool:
    return inspect.isfunction(value) or isinstance(value, (staticmethod, classmethod, property))


def _method_member(
    name: str,
    fn: Callable[..., Any],
    kind: typing.Literal["method", "static"],
    subst: Subst,
    *,
    skip_first: bool,
) -> Member:
    signatures = signatures_of(fn, subst, skip_first=skip_first)
    return Member(name, getattr(fn, "__js_name__", name), kind, signatures[0].result, signatures)


def signatures_of(
    fn: Callable[..., Any], subst: Subst | None = None, *, skip_first: bool = False
) -> tuple[Signature, ...]:
    overloads = typing.get_overloads(fn)
    return tuple(signature_of(f, subst or {}, skip_first=skip_first) for f in (overloads or [fn]))


def signature_of(
    fn: Callable[..., Any], subst: Subst, *, skip_first: bool, result: Type | None = None
) -> Signature:
    hints = type_hints(fn)
    namespace = getattr(fn, "__globals__", {})
    params: list[Param] = []
    options: ClassInfo | None = None
    variadic = False
    for index, p in enumerate(inspect.signature(fn).parameters.values()):
        if skip_first and index == 0:
            continue
        hint = hints.get(p.name, Any)
        if p.kind is inspect.Parameter.VAR_KEYWORD:
            unpacked = typing.get_args(hint)[0] if typing.get_origin(hint) in _UNPACK else None
            # `Unpack[RequestInit[RequestInitCfProperties]]`: the generic TypedDict's own class
            unpacked = typing.get_origin(unpacked) or unpacked
            if isinstance(unpacked, type) and _module_of(unpacked) is not None:
                options = bound_class(unpacked)
            continue
        if p.kind is inspect.Parameter.VAR_POSITIONAL:
            variadic = True
            continue
        params.append(
            Param(
                p.name,
                convert(hint, subst, namespace),
                p.default is not inspect.Parameter.empty,
                keyword_only=p.kind is inspect.Parameter.KEYWORD_ONLY,
                # A keyword-only parameter of an SDK function is a key of its trailing options object.
                js_name=_js_of(hint) or p.name,
                positional_only=p.kind is inspect.Parameter.POSITIONAL_ONLY,
            )
        )
    final = result if result is not None else convert(hints.get("return", Any), subst, namespace)
    return Signature(tuple(params), final, options, variadic)


def module_symbol(module: ModuleType, name: str, local_name: str) -> Symbol | None:
    """What `from <module> import name as local_name` brings in; None if the module has no such name."""
    if not hasattr(module, name):
        submodule = sys.modules.get(f"{module.__name__}.{name}")
        if submodule is None:
            try:
                submodule = importlib.import_module(f"{module.__name__}.{name}")
            except ImportError:
                return None
        return module_as_symbol(submodule, local_name)
    value = getattr(module, name)
    exports: dict[str, str] = module.__js_exports__
    js_module: str | None = module.__js_module__
    export = exports.get(name)
    if isinstance(value, pytypes.ModuleType):
        return module_as_symbol(value, local_name)
    if isinstance(value, type) and _module_of(value) is not None:
        info = bound_class(value)
        runtime = info.runtime_name is not None
        return Symbol(
            local_name,
            ClassObjectType(info),
            info.runtime_name or name,
            js_module if runtime else None,
            runtime=runtime,
            annotation=InstanceType(info),
        )
    if inspect.isfunction(value):
        js_name = str(export or getattr(value, "__js_name__", name))
        fn_type = FunctionType(name, js_name, signatures_of(value), js_module or "")
        return Symbol(local_name, fn_type, js_name, js_module, runtime=export is not None)
    if isinstance(value, JsGlobal):
        hint = type_hints(module).get(name, Any)
        return Symbol(local_name, convert(hint, None, vars(module)), value.__js_global__, js_module)
    if isinstance(value, TypeVar):
        return None
    # Anything else importable is a type alias: type-only.
    return Symbol(local_name, ANY, name, None, runtime=False, annotation=convert(value, None, vars(module)))


@functools.cache
def error_type() -> Type:
    """Python's exceptions as a type: the runtime's `Error` from the bindings (so `str(e)` is its
    message, `e.name` its class name)."""
    workers = import_binding_module("bindings.workers")
    symbol = module_symbol(workers, "Error", "Error") if workers is not None else None
    return symbol.annotation if symbol is not None and symbol.annotation is not None else ANY


@functools.cache
def error_class() -> Type:
    """A builtin exception class as a value (`exc = ValueError`): the runtime's `Error` class, one
    object (types of classes compare by identity)."""
    error = error_type()
    return ClassObjectType(error.cls) if isinstance(error, InstanceType) else ANY


def module_as_symbol(module: ModuleType, local_name: str) -> Symbol | None:
    if not is_binding_module(module):
        return None
    return Symbol(local_name, ModuleValueType(module.__name__), local_name, None, runtime=False)
