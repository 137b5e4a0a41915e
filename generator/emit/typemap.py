"""Type mapping: the one place that says what a TypeScript type is in Python.

`render()` returns a Python type expression (a tree, emit/pytype.py) and tells the `Scope` what it needed: imports, TypeVars,
synthesized classes for inline object types, and every widening with its reason (for the manifest).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from generator import ir, surface
from generator.emit import naming
from generator.emit.pytype import ANY, NONE, OBJECT, STR, Expr, Name, Params, Subscript, Value, py_str, union

PRIMITIVES = {
    "string": "str",
    "number": "float",
    "boolean": "bool",
    "bigint": "int",
    "void": "None",
    "undefined": "None",
    "null": "None",
    "object": "object",
    "never": "Never",
}

#: Where each typing name comes from. typing_extensions gives TypeVar defaults and Unpack on 3.11.
TYPING_SOURCES = {
    "Any": "typing",
    "Annotated": "typing",
    "ClassVar": "typing",
    "Final": "typing",
    "Generic": "typing",
    "Literal": "typing",
    "Protocol": "typing",
    "Never": "typing_extensions",
    "NotRequired": "typing_extensions",
    "Required": "typing_extensions",
    "Self": "typing_extensions",
    "TypeAlias": "typing",
    "TypeIs": "typing_extensions",
    "TypeVar": "typing_extensions",
    "TypedDict": "typing_extensions",
    "Unpack": "typing_extensions",
    "overload": "typing",
    "Awaitable": "collections.abc",
    "AsyncIterable": "collections.abc",
    "AsyncIterator": "collections.abc",
    "Iterator": "collections.abc",
    "Callable": "collections.abc",
    "Iterable": "collections.abc",
    "Mapping": "collections.abc",
    "Sequence": "collections.abc",
}

_NOTHING = ("void", "undefined", "any", "unknown")

GRADES = ("exact", "ergonomic", "widened", "escape")


@dataclass
class Notes:
    """The fidelity of one bound symbol (or member): the worst grade among its reasons."""

    reasons: dict[str, str] = field(default_factory=dict)  # reason -> grade
    _recorders: list[Notes] = field(default_factory=list, repr=False, compare=False)

    def add(self, grade: str, reason: str) -> None:
        if reason not in self.reasons or GRADES.index(grade) > GRADES.index(self.reasons[reason]):
            self.reasons[reason] = grade
        for recorder in self._recorders:
            recorder.add(grade, reason)

    @contextmanager
    def recording(self) -> Iterator[Notes]:
        """Also collect what is added meanwhile into a fresh Notes: one member's grade."""
        child = Notes()
        self._recorders.append(child)
        try:
            yield child
        finally:
            self._recorders.remove(child)

    @property
    def grade(self) -> str:
        return max(self.reasons.values(), key=GRADES.index, default="exact")


@dataclass
class Scope:
    """What rendering needs from its surroundings and what it asks of them."""

    module: str
    name_of: Callable[[str], tuple[str, str]]  # decl id -> (python module, python name)
    decl_of: Callable[[str], ir.Decl]
    synthesize: Callable[[ir.Obj, str, bool, list[Expr]], str]  # inline object -> generated class name
    takes_args: Callable[[str], bool]  # does a declaration take type arguments in Python?
    type_vars: dict[str, str]  # TS type parameter in scope -> Python TypeVar name
    notes: Notes
    imports: set[tuple[str, str]] = field(default_factory=set)
    this: str = "Self"

    def typing(self, name: str) -> str:
        """A name from typing (or collections.abc), imported by the module."""
        self.imports.add((TYPING_SOURCES[name], name))
        return name

    def name(self, typing_name: str) -> Name:
        return Name(self.typing(typing_name))

    def of(self, typing_name: str, *args: Expr) -> Subscript:
        """`Awaitable[T]`, `Sequence[T]`, ...: a typing generic applied to arguments."""
        return Subscript(self.typing(typing_name), args)


def render(
    t: ir.Type, scope: Scope, *, hint: str = "Value", input: bool = False, callback_return: bool = False
) -> Expr:
    """Python type for `t`. `hint` names a synthesized class; `input` says the value flows into JS."""
    if isinstance(t, ir.Prim):
        return _prim(t, scope, callback_return)
    if isinstance(t, ir.Lit):
        return _literal([t], scope)
    if isinstance(t, ir.Union_):
        return _union(t, scope, hint, input, callback_return)
    if isinstance(t, ir.Ref):
        return _ref(t, scope)
    if isinstance(t, ir.TParam):
        if t.name not in scope.type_vars:
            scope.notes.add("widened", f"type parameter {t.name} is out of scope here")
            return scope.name("Any")
        return Name(scope.type_vars[t.name])
    if isinstance(t, ir.This):
        return scope.name("Self") if scope.this == "Self" else Name(scope.this)
    if isinstance(t, ir.Array):
        # What flows into JS is read, not kept: a covariant Sequence takes a list of a narrower type.
        # Not of str: a str is a Sequence[str], and passing one where an array belongs is a mistake.
        elem = render(t.elem, scope, hint=hint + "Item", input=input)
        return scope.of("Sequence", elem) if input and elem != STR else Subscript("list", (elem,))
    if isinstance(t, ir.Tuple):
        if not t.elems:
            return Subscript("tuple", (Value("()"),))
        return Subscript("tuple", tuple(render(e, scope, hint=hint, input=input) for e in t.elems))
    if isinstance(t, ir.Record):
        key, value = render(t.key, scope, input=input), render(t.value, scope, hint=hint, input=input)
        return scope.of("Mapping", key, value) if input else Subscript("dict", (key, value))
    if isinstance(t, ir.Predicate):
        # Only a function's own result can narrow its argument (see signatures.Signatures._signature): here it is a bool.
        scope.notes.add("widened", f"the type predicate `{t.param} is ...` is a plain bool here")
        return Name("bool")
    if isinstance(t, ir.Wrapped):
        if t.returns is not None and not (isinstance(t.returns, ir.Prim) and t.returns.name in _NOTHING):
            scope.notes.add(
                "widened", "a generator's return value is dropped: Python iteration has no final value"
            )
        of = render(t.of, scope, hint=hint, input=input)
        name = {"promise": "Awaitable", "asyncIterable": "AsyncIterable", "iterable": "Iterable"}[t.kind]
        return scope.of(name, of)
    if isinstance(t, ir.Fn):
        return callable_type(t.sig, scope, hint)
    if isinstance(t, ir.Obj):
        return _object(t, scope, hint, input)
    if isinstance(t, ir.Intersection):
        return _intersection(t, scope, hint, input)
    if isinstance(t, ir.Opaque):
        scope.notes.add("escape", f"`{_short(t.text)}` ({t.reason}) is typed Any")
        return scope.name("Any")
    raise AssertionError(f"unknown IR type {t!r}")


def callable_type(sig: ir.Signature, scope: Scope, hint: str = "Callback") -> Expr:
    ret = render(sig.returns, scope, hint=hint + "Result", callback_return=True) if sig.returns else NONE
    if any(p.rest or p.optional for p in sig.params):
        scope.notes.add("widened", "a callback with optional or rest parameters takes any arguments")
        return scope.of("Callable", Value("..."), ret)
    params = tuple(render(p.type, scope, hint=hint + "Arg") for p in sig.params)
    return scope.of("Callable", Params(params), ret)


def _prim(t: ir.Prim, scope: Scope, callback_return: bool) -> Expr:
    if t.name == "any":
        scope.notes.add(
            "widened", "the SDK declares `any` here" if not t.implicit else "the SDK declares no type here"
        )
        return scope.name("Any")
    if t.name == "unknown":
        return OBJECT
    if t.name == "symbol":
        scope.notes.add("widened", "JS symbol values are typed object")
        return OBJECT
    if t.name == "void" and callback_return:
        return OBJECT  # a `() => void` callback may return anything, as in TypeScript
    if t.name == "never":
        return scope.name("Never")
    if t.widened_from:
        scope.notes.add("widened", f"template literal type `{_short(t.widened_from)}` is typed str")
    return Name(PRIMITIVES[t.name])


def _literal(lits: list[ir.Lit], scope: Scope) -> Expr:
    values = []
    for lit in lits:
        if isinstance(lit.value, bool):
            values.append(Value("True" if lit.value else "False"))
        elif isinstance(lit.value, (int, float)):
            if float(lit.value).is_integer():
                values.append(Value(str(int(lit.value))))
            else:
                scope.notes.add("widened", f"number literal {lit.value} is typed float")
                return Name("float")
        else:
            values.append(Value(py_str(lit.value)))
    return scope.of("Literal", *values)


def _union(t: ir.Union_, scope: Scope, hint: str, input: bool, callback_return: bool) -> Expr:
    lits = [m for m in t.types if isinstance(m, ir.Lit)]
    nullish = [m for m in t.types if isinstance(m, ir.Prim) and m.name in ("null", "undefined", "void")]
    rest = [m for m in t.types if m not in lits and m not in nullish]
    parts: list[Expr] = []
    if lits:
        parts.append(_literal(lits, scope))
    names = naming.variant_names(rest, hint)
    for m, name in zip(rest, names):
        parts.append(render(m, scope, hint=name, input=input, callback_return=callback_return))
    if nullish:
        parts.append(NONE)
    if ANY in parts:
        return ANY
    if OBJECT in parts and callback_return:
        return OBJECT
    out: list[Expr] = []
    for p in parts:
        if p not in out:
            out.append(p)
    return union(out)


def _ref(t: ir.Ref, scope: Scope) -> Expr:
    module, name = scope.name_of(t.id)
    decl = scope.decl_of(t.id)
    if is_rpc_stub(decl) and len(t.args) == 1 and isinstance(t.args[0], ir.TParam):
        # surface.RPC_STUB: the stub of a class is the class (the TypeVar reads `undefined` as the stub)
        scope.notes.add(
            "ergonomic",
            f"an RPC stub ({decl.name}<T>) is typed as its class T: its id and name are not visible",
        )
        return render(t.args[0], scope)
    if decl.kind == "const":
        name += "Value"  # the type of a const object's values (see declarations.Declarations._const)
    if module != scope.module:
        scope.imports.add((module, name))
    if decl.kind == "opaque":
        scope.notes.add("escape", f"`{decl.name}` is an opaque ES lib type")
    params = decl.type_params
    if decl.kind == "opaque" or not params:
        return Name(name)
    if not scope.takes_args(t.id):
        return Name(name)  # e.g. an alias that does not use its parameters takes none in Python
    args = [render(a, scope, hint="Arg") for a in t.args]
    # Trailing parameters with defaults are left to the TypeVar defaults, as in TypeScript.
    required = max((i + 1 for i, p in enumerate(params) if p.default is None), default=0)
    args += [scope.name("Any")] * (required - len(args))
    return Subscript(name, tuple(args)) if args else Name(name)


def is_rpc_stub(decl: ir.Decl) -> bool:
    return decl.name == surface.RPC_STUB and decl.package == surface.WORKERS_TYPES


def stub_params(t: object, is_stub: Callable[[str], bool]) -> set[str]:
    """The type parameters a type uses as the class of an RPC stub (`DurableObjectStub<T>`)."""
    if isinstance(t, ir.Ref) and is_stub(t.id) and len(t.args) == 1 and isinstance(t.args[0], ir.TParam):
        return {t.args[0].name}
    if isinstance(t, (tuple, list)):
        return {name for x in t for name in stub_params(x, is_stub)}
    if hasattr(t, "__dataclass_fields__"):
        return {name for f in t.__dataclass_fields__ for name in stub_params(getattr(t, f), is_stub)}
    return set()


def undefined_as(t: ir.Type, ref: ir.Ref) -> ir.Type:
    """`undefined` (alone or in a union) replaced by a reference: a stub parameter's bound and default."""
    if isinstance(t, ir.Prim) and t.name == "undefined":
        return ref
    if isinstance(t, ir.Union_):
        return ir.Union_(tuple(undefined_as(m, ref) for m in t.types))
    return t


def mentions(t: object, names: set[str], takes_args: Callable[[str], bool]) -> bool:
    """Does a type's Python rendering mention one of these type parameters? Synthesized classes for
    inline object types are not generic, and a non-generic alias drops its arguments."""
    if isinstance(t, ir.Obj):
        return False
    if isinstance(t, ir.TParam):
        return t.name in names
    if isinstance(t, ir.Ref):
        return takes_args(t.id) and any(mentions(a, names, takes_args) for a in t.args)
    if isinstance(t, (tuple, list)):
        return any(mentions(x, names, takes_args) for x in t)
    if hasattr(t, "__dataclass_fields__"):
        return any(mentions(getattr(t, f), names, takes_args) for f in t.__dataclass_fields__)
    return False


def _object(t: ir.Obj, scope: Scope, hint: str, input: bool) -> Expr:
    props = [m for m in t.members if m.kind == "property"]
    index = [m for m in t.members if m.kind == "index"]
    calls = [m for m in t.members if m.kind == "call"]
    if not t.members:
        return OBJECT
    if index and not props and index[0].type is not None and index[0].key is not None:
        key, value = render(index[0].key, scope), render(index[0].type, scope, hint=hint, input=input)
        return scope.of("Mapping", key, value) if input else Subscript("dict", (key, value))
    if calls and not props and len(calls[0].signatures) == 1:
        return callable_type(calls[0].signatures[0], scope, hint)
    if t.computed_from:
        scope.notes.add("ergonomic", f"`{_short(t.computed_from)}` is expanded into its own class")
    else:
        scope.notes.add("ergonomic", "an inline object type gets a named class")
    return Name(scope.synthesize(t, hint, input, []))


def _intersection(t: ir.Intersection, scope: Scope, hint: str, input: bool) -> Expr:
    named = [m for m in t.types if isinstance(m, ir.Ref)]
    objects = [m for m in t.types if isinstance(m, ir.Obj)]
    if named or objects:
        if len(named) + len(objects) < len(t.types):
            scope.notes.add("widened", "computed parts of an intersection are left out")
        if len(named) == 1 and not objects:
            return render(named[0], scope, hint=hint, input=input)
        merged = ir.Obj(tuple(member for o in objects for member in o.members))
        scope.notes.add("ergonomic", "an intersection type becomes a class with several bases")
        return Name(scope.synthesize(merged, hint, input, [render(m, scope) for m in named]))
    scope.notes.add("widened", "an intersection with a computed type is typed by its first part")
    return render(t.types[0], scope, hint=hint, input=input)


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
