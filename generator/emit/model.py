"""The render model: what the builder decides and what module.py.jinja, the manifest and the API
contract print. Types are trees (emit/pytype.py), never text to be parsed back."""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.emit.pytype import Expr, names
from generator.emit.typemap import Notes


@dataclass(frozen=True)
class PyParam:
    """One parameter as written in a `def`: `name: T`, `name: T = ...` (a JS parameter a caller may
    leave out), `*name: T`, `**name: T`, `self`, or the markers `/` and `*` (no type)."""

    name: str
    type: Expr | None = None
    optional: bool = False

    def text(self, default: str = "...") -> str:
        """The parameter as source; `default` is what an optional one defaults to."""
        annotated = f"{self.name}: {self.type}" if self.type is not None else self.name
        return f"{annotated} = {default}" if self.optional else annotated

    def __str__(self) -> str:
        return self.text()

    @property
    def starred(self) -> bool:
        return self.name.startswith("*")


SELF = PyParam("self")
POSITIONAL_ONLY = PyParam("/")
KEYWORD_ONLY = PyParam("*")


@dataclass
class PyField:
    name: str
    annotation: Expr
    doc: str | None = None
    value: str | None = None  # a constant's value, as source (`Final = "x"`)


@dataclass
class PySig:
    params: list[PyParam]
    returns: Expr
    doc: str | None = None


@dataclass
class PyFunction:
    name: str
    js_name: str | None  # set only when it differs from `name`
    sigs: list[PySig]
    doc: str | None = None
    static: bool = False


@dataclass
class PyItem:
    kind: str  # class typeddict opaque alias function global
    name: str
    js: str  # the JS name, for the manifest
    doc: str | None = None
    bases: list[Expr] = field(default_factory=list)
    fields: list[PyField] = field(default_factory=list)
    methods: list[PyFunction] = field(default_factory=list)
    function: PyFunction | None = None
    rhs: Expr | None = None  # alias target; global annotation
    deps: set[str] = field(default_factory=set)  # local names needed when the module runs
    notes: Notes = field(default_factory=Notes)
    decl_id: str | None = None
    member_notes: dict[str, tuple[str, Notes]] = field(default_factory=dict)  # python -> (JS, notes)


@dataclass
class PyTypeVar:
    name: str
    bound: Expr | None
    default: Expr | None


@dataclass
class PyModule:
    name: str
    specifier: str | None
    items: list[PyItem] = field(default_factory=list)
    type_vars: dict[str, PyTypeVar] = field(default_factory=dict)
    imports: set[tuple[str, str]] = field(default_factory=set)
    exports: dict[str, str] = field(default_factory=dict)  # python name -> JS name of runtime values
    #: python name -> the name the JS module exports a declaration by, as a type or a value; a class
    #: not in it (an interface the module does not export) has no name a JS type can import
    type_exports: dict[str, str] = field(default_factory=dict)


def local_deps(item: PyItem, local_names: set[str]) -> set[str]:
    """Names of this module an item needs when the module runs: base classes and alias targets
    (annotations are lazy under `from __future__ import annotations`)."""
    used = {name for base in item.bases for name in names(base)}
    if item.kind == "alias" and item.rhs is not None:
        used |= names(item.rhs)
    return {name for name in used & local_names if name != item.name}
