"""Stage 2: the single model of the SDK surface, built from the reader's JSON.

Everything after the reader (the emitter, the manifest, the API contract) works on these dataclasses,
never on raw JSON. Types are a small closed algebra; declarations keep the TypeScript names and ids.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Union

from generator.diagnostics import CompileError

# --------------------------------------------------------------------------------------------- types


@dataclass(frozen=True)
class Prim:
    name: str  # string number boolean bigint void undefined null any unknown never object symbol
    implicit: bool = False  # `any` because the declaration wrote no type
    widened_from: str | None = None  # a template literal type read as string


@dataclass(frozen=True)
class Lit:
    value: str | float | bool


@dataclass(frozen=True)
class Ref:
    id: str
    args: tuple[Type, ...] = ()


@dataclass(frozen=True)
class TParam:
    name: str


@dataclass(frozen=True)
class This:
    pass


@dataclass(frozen=True)
class Array:
    elem: Type


@dataclass(frozen=True)
class Tuple:
    elems: tuple[Type, ...]


@dataclass(frozen=True)
class Union_:
    types: tuple[Type, ...]


@dataclass(frozen=True)
class Intersection:
    types: tuple[Type, ...]


@dataclass(frozen=True)
class Fn:
    sig: Signature


@dataclass(frozen=True)
class Obj:
    members: tuple[Member, ...]
    computed_from: str | None = None  # the utility type the checker expanded (Omit<...>, T[K])


@dataclass(frozen=True)
class Record:
    key: Type
    value: Type


@dataclass(frozen=True)
class Wrapped:
    """Promise<T>, AsyncIterable<T>, Iterable<T>."""

    kind: Literal["promise", "asyncIterable", "iterable"]
    of: Type
    returns: Type | None = None  # a generator's return value (`AsyncGenerator<T, TReturn>`)


@dataclass(frozen=True)
class Predicate:
    """A type predicate `param is T` (a boolean that narrows `param`)."""

    param: str
    of: Type


@dataclass(frozen=True)
class Opaque:
    text: str
    reason: str


Type = Union[
    Prim,
    Lit,
    Ref,
    TParam,
    This,
    Array,
    Tuple,
    Union_,
    Intersection,
    Fn,
    Obj,
    Record,
    Wrapped,
    Predicate,
    Opaque,
]

# ---------------------------------------------------------------------------------------- members


@dataclass(frozen=True)
class Section:
    """A JSDoc block tag kept in the docs: `@param name text`, `@returns`, `@example`, `@throws`."""

    tag: Literal["param", "returns", "example", "throws"]
    name: str | None
    text: str


@dataclass(frozen=True)
class Param:
    name: str
    type: Type
    optional: bool = False
    rest: bool = False
    doc: str | None = None


@dataclass(frozen=True)
class TypeParam:
    name: str
    constraint: Type | None = None
    default: Type | None = None


@dataclass(frozen=True)
class Signature:
    params: tuple[Param, ...]
    returns: Type | None  # None for constructors
    type_params: tuple[TypeParam, ...] = ()
    doc: str | None = None
    deprecated: str | None = None
    sections: tuple[Section, ...] = ()


@dataclass(frozen=True)
class Member:
    kind: Literal["property", "method", "constructor", "index", "call"]
    name: str
    type: Type | None = None  # property; index value
    key: Type | None = None  # index key
    signatures: tuple[Signature, ...] = ()
    optional: bool = False
    readonly: bool = False
    static: bool = False
    protected: bool = False
    doc: str | None = None
    default: str | None = None
    deprecated: str | None = None
    sections: tuple[Section, ...] = ()


# ----------------------------------------------------------------------------------- declarations

DeclKind = Literal["class", "interface", "alias", "function", "var", "const", "enum", "opaque"]


@dataclass
class Decl:
    id: str
    name: str  # as declared, namespace-qualified (`Rpc.DurableObjectBranded`)
    kind: DeclKind
    file: str
    package: str
    doc: str | None = None
    deprecated: str | None = None
    type_params: tuple[TypeParam, ...] = ()
    extends: tuple[Type, ...] = ()
    implements: tuple[Type, ...] = ()
    members: tuple[Member, ...] = ()
    signatures: tuple[Signature, ...] = ()  # function
    type: Type | None = None  # alias, var; the value type of a const
    alias_type: Type | None = None  # const: the type named like the value (`type ErrorCode = ...`)
    abstract: bool = False
    readonly: bool = False
    enum_members: tuple[tuple[str, str | float | None], ...] = ()
    skipped: tuple[tuple[str, str], ...] = ()  # (member, reason) the reader could not name
    reason: str | None = None  # opaque
    reached_from: str | None = None
    sections: tuple[Section, ...] = ()


@dataclass(frozen=True)
class Export:
    name: str  # the exported (public) name, e.g. CommandExecuteResponse
    id: str
    value: bool  # a runtime value (class, function, const), not a type-only export


@dataclass(frozen=True)
class Module:
    specifier: str
    exports: tuple[Export, ...]


@dataclass
class Surface:
    modules: tuple[Module, ...]
    globals: tuple[tuple[str, str], ...]  # (global name, decl id)
    decls: dict[str, Decl]
    excluded: tuple[tuple[str, str], ...]  # (entry point, reason)
    sdk_version: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def decl(self, id: str) -> Decl:
        return self.decls[id]


# --------------------------------------------------------------------------------------- loading


def load(data: dict[str, Any], sdk_version: str = "") -> Surface:
    try:
        _referenced.clear()
        decls = {d["id"]: _decl(d) for d in data["decls"]}
        for generator in sorted(_referenced):
            decls.update((d.id, d) for d in _generator_decls(generator))
        return Surface(
            modules=tuple(
                Module(m["specifier"], tuple(Export(e["name"], e["id"], e["value"]) for e in m["exports"]))
                for m in data["modules"]
            ),
            globals=tuple((g["name"], g["id"]) for g in data["globals"]),
            decls=decls,
            excluded=tuple((e["subpath"], e["reason"]) for e in data.get("excluded", [])),
            sdk_version=sdk_version,
        )
    except (KeyError, TypeError, ValueError) as err:
        raise CompileError.one("<reader output>", f"malformed IR: {err!r}") from err


# An `AsyncGenerator<T, TReturn>` whose TReturn is a value (`streamFile`'s `FileMetadata`) is not an
# AsyncIterable: Python iteration has no final value, so that would drop it. It is a reference to the
# ES lib's AsyncGenerator interface instead, declared here with the two members a worker uses:
# `async for` (`[Symbol.asyncIterator]`) for the values, `next()` for the final result, whose `value`
# is the return value once `done` is true.
_LIB = "typescript/lib/"
ASYNC_GENERATOR = _LIB + "lib.es2018.asyncgenerator.d.ts#AsyncGenerator"
#: The same for a sync `Generator<T, TReturn>`: `for` (`[Symbol.iterator]`) and `next()`.
GENERATOR = _LIB + "lib.es2015.generator.d.ts#Generator"
_GENERATORS = {"asyncIterable": ASYNC_GENERATOR, "iterable": GENERATOR}
ITERATOR_YIELD_RESULT = _LIB + "lib.es2015.iterable.d.ts#IteratorYieldResult"
ITERATOR_RETURN_RESULT = _LIB + "lib.es2015.iterable.d.ts#IteratorReturnResult"
_NO_VALUE = ("void", "undefined", "any", "unknown", "never")


def _keeps_return(k: str, returns: Type | None) -> bool:
    return (
        k in _GENERATORS
        and returns is not None
        and not (isinstance(returns, Prim) and returns.name in _NO_VALUE)
    )


#: The synthetic declarations `_type` referred to while loading (reset by `load`).
_referenced: set[str] = set()


def _generator_decls(id: str) -> tuple[Decl, ...]:
    """The synthetic declarations of a generator whose return value is kept (either kind)."""
    t, r = TParam("T"), TParam("TReturn")
    sync = id == GENERATOR

    def result(id: str, name: str, done: bool, value: str, doc: str) -> Decl:
        return Decl(
            id=id,
            name=name,
            kind="interface",
            file=id.split("#")[0],
            package="typescript",
            doc=doc,
            type_params=(TypeParam(value),),
            members=(
                Member("property", "done", Lit(done), readonly=True),
                Member("property", "value", TParam(value), readonly=True),
            ),
        )

    results = Union_(
        (
            Ref(ITERATOR_YIELD_RESULT, (t,)),
            Ref(ITERATOR_RETURN_RESULT, (r,)),
        )
    )
    loop, iterator = ("for", "[Symbol.iterator]") if sync else ("async for", "[Symbol.asyncIterator]")
    kind: Literal["iterable", "asyncIterable"] = "iterable" if sync else "asyncIterable"
    name = id.split("#")[1]
    generator = Decl(
        id=id,
        name=name,
        kind="interface",
        file=id.split("#")[0],
        package="typescript",
        doc=f"{'A' if sync else 'An async'} generator: `{loop}` gives its values; the last result of "
        "`next()` (`done` true)\nhas the generator's return value as its `value`.",
        type_params=(TypeParam("T"), TypeParam("TReturn")),
        members=(
            Member(
                "method",
                "next",
                signatures=(
                    Signature(
                        (),
                        results if sync else Wrapped("promise", results),
                        doc="The next value (`done` false), or the return value (`done` true).",
                    ),
                ),
            ),
            Member("method", iterator, signatures=(Signature((), Wrapped(kind, t)),)),
        ),
    )
    return (
        generator,
        result(ITERATOR_YIELD_RESULT, "IteratorYieldResult", False, "TYield", "A value of an iterator."),
        result(
            ITERATOR_RETURN_RESULT,
            "IteratorReturnResult",
            True,
            "TReturn",
            "The last result of an iterator: its `value` is the generator's return value.",
        ),
    )


def _decl(d: dict[str, Any]) -> Decl:
    heritage = d.get("heritage") or {}
    tags = d.get("tags") or {}
    kind = d["kind"]
    return Decl(
        id=d["id"],
        name=d["name"],
        kind=kind,
        file=d["file"],
        package=d["package"],
        doc=d.get("doc"),
        deprecated=tags.get("deprecated"),
        type_params=tuple(_tparam(t) for t in d.get("typeParams", [])),
        extends=tuple(_type(t) for t in heritage.get("extends", [])),
        implements=tuple(_type(t) for t in heritage.get("implements", [])),
        members=tuple(_member(m) for m in d.get("members", [])) if kind != "enum" else (),
        signatures=tuple(_sig(s) for s in d.get("signatures", [])),
        type=_type(d["valueType"] if kind == "const" else d["type"])
        if ("type" in d or "valueType" in d)
        else None,
        alias_type=_type(d["aliasType"]) if "aliasType" in d else None,
        abstract=bool(d.get("abstract")),
        readonly=bool(d.get("readonly")),
        enum_members=tuple((m["name"], m["value"]) for m in d.get("members", [])) if kind == "enum" else (),
        skipped=tuple((s["name"], s["reason"]) for s in d.get("skipped", [])),
        reason=d.get("reason"),
        reached_from=d.get("reachedFrom"),
        sections=_sections(tags),
    )


def _tparam(t: dict[str, Any]) -> TypeParam:
    return TypeParam(
        t["name"],
        _type(t["constraint"]) if t.get("constraint") else None,
        _type(t["default"]) if t.get("default") else None,
    )


def _sig(s: dict[str, Any]) -> Signature:
    return Signature(
        params=tuple(
            Param(p["name"], _type(p["type"]), bool(p.get("optional")), bool(p.get("rest")), p.get("doc"))
            for p in s["params"]
        ),
        returns=_type(s["returns"]) if s.get("returns") else None,
        type_params=tuple(_tparam(t) for t in s.get("typeParams", [])),
        doc=s.get("doc"),
        deprecated=(s.get("tags") or {}).get("deprecated"),
        sections=_sections(s.get("tags") or {}),
    )


def _sections(tags: dict[str, Any]) -> tuple[Section, ...]:
    return tuple(Section(t["tag"], t.get("name"), t["text"]) for t in tags.get("sections", []))


def _member(m: dict[str, Any]) -> Member:
    tags = m.get("tags") or {}
    return Member(
        kind=m["kind"],
        name=m.get("name", "(index)"),
        type=_type(m["type"]) if m.get("type") else None,
        key=_type(m["key"]) if m.get("key") else None,
        signatures=tuple(_sig(s) for s in m.get("signatures", [])),
        optional=bool(m.get("optional")),
        readonly=bool(m.get("readonly")),
        static=bool(m.get("static")),
        protected=bool(m.get("protected")),
        doc=m.get("doc"),
        default=tags.get("default"),
        deprecated=tags.get("deprecated"),
        sections=_sections(tags),
    )


def _type(t: dict[str, Any]) -> Type:
    k = t["k"]
    if k == "prim":
        return Prim(t["name"], bool(t.get("implicit")), t.get("widenedFrom"))
    if k == "lit":
        return Lit(t["value"])
    if k == "ref":
        return Ref(t["id"], tuple(_type(a) for a in t.get("args", [])))
    if k == "tparam":
        return TParam(t["name"])
    if k == "this":
        return This()
    if k == "array":
        return Array(_type(t["elem"]))
    if k == "tuple":
        return Tuple(tuple(_type(e) for e in t["elems"]))
    if k == "union":
        return Union_(tuple(_type(e) for e in t["types"]))
    if k == "intersection":
        return Intersection(tuple(_type(e) for e in t["types"]))
    if k == "fn":
        return Fn(_sig(t["sig"]))
    if k == "object":
        return Obj(tuple(_member(m) for m in t["members"]), t.get("computedFrom"))
    if k == "record":
        return Record(_type(t["key"]), _type(t["value"]))
    if k in ("promise", "asyncIterable", "iterable"):
        returns = _type(t["returns"]) if t.get("returns") else None
        if _keeps_return(k, returns):
            assert returns is not None
            _referenced.add(_GENERATORS[k])
            return Ref(_GENERATORS[k], (_type(t["of"]), returns))
        return Wrapped(k, _type(t["of"]), returns)
    if k == "predicate":
        return Predicate(t["param"], _type(t["of"]))
    if k == "opaque":
        return Opaque(t["text"], t["reason"])
    raise ValueError(f"unknown type kind {k!r}")
