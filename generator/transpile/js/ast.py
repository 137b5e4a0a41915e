"""A small JavaScript AST: only the constructs the lowering emits.

Nodes carry `origin`, the Python (line, column) they came from, for the source map. Precedence and
layout are the printer's business; nothing here knows about parentheses or indentation.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TypeAlias


@dataclass
class Node:
    origin: tuple[int, int] | None = field(default=None, kw_only=True, compare=False, repr=False)
    #: Python comments and blank lines kept above a statement: "" is a blank line, else a comment's text.
    leading: list[str] = field(default_factory=list, kw_only=True, compare=False, repr=False)


# ---- expressions -------------------------------------------------------------------------------


@dataclass
class Name(Node):
    id: str


@dataclass
class Num(Node):
    text: str  # already JS source: "1", "0.5", "1e+21"


@dataclass
class Str(Node):
    value: str


@dataclass
class Bool(Node):
    value: bool


@dataclass
class Null(Node):
    pass


@dataclass
class Regex(Node):
    pattern: str
    flags: str = ""


@dataclass
class Template(Node):
    """`a${b}c`: `quasis` has one more item than `exprs`."""

    quasis: list[str]
    exprs: list[Expr]


@dataclass
class Spread(Node):
    value: Expr


@dataclass
class Array(Node):
    items: list[Expr]


@dataclass
class Hole(Node):
    """An elision in an array pattern (`[, b] = pair`): that item is bound to no name."""


@dataclass
class Prop(Node):
    """`key: value`; a `str` key is printed bare when it is an identifier, `computed` wraps it in []."""

    key: str | Expr
    value: Expr


@dataclass
class Object(Node):
    props: list[Prop | Spread]


@dataclass
class Member(Node):
    obj: Expr
    prop: str
    optional: bool = False
    #: A `@property` of the worker's: reading it runs code (see `purity`), printed as any member.
    getter: bool = field(default=False, kw_only=True, compare=False)


@dataclass
class Index(Node):
    obj: Expr
    index: Expr


@dataclass
class Call(Node):
    callee: Expr
    args: list[Expr]


@dataclass
class New(Node):
    callee: Expr
    args: list[Expr]


@dataclass
class Unary(Node):
    op: str  # "!", "-", "+", "typeof", "void"
    operand: Expr


@dataclass
class Binary(Node):
    """Arithmetic, comparison and logical operators alike (`&&`, `||`, `??` included)."""

    op: str
    left: Expr
    right: Expr


@dataclass
class Conditional(Node):
    test: Expr
    then: Expr
    otherwise: Expr


@dataclass
class TypeCast(Node):
    """`/** @type {T} */ (value)`: a JSDoc type assertion, for what tsc cannot see that mypy checked."""

    value: Expr
    type: str


@dataclass
class Await(Node):
    value: Expr


@dataclass
class Param(Node):
    """A parameter: a name or a pattern, with an optional default."""

    target: Expr  # Name, Array (array pattern) or Object (object pattern)
    default: Expr | None = None


@dataclass
class ObjectPattern(Node):
    """`{ a, b = 1 }` in a parameter list: keyword-only parameters."""

    names: list[tuple[str, Expr | None]]
    #: `...rest`: the other keys (a `**kwargs` parameter).
    rest: str | None = None


@dataclass
class Arrow(Node):
    params: list[Param]
    body: Expr | list[Stmt]
    is_async: bool = False


@dataclass
class Yield(Node):
    """`yield value` / `yield* value` (`delegate`)."""

    value: Expr | None
    delegate: bool = False


@dataclass
class AssignExpr(Node):
    """`name = value` as an expression (Python's `name := value`)."""

    target: Name
    value: Expr


Expr: TypeAlias = (
    "Name | Num | Str | Bool | Null | Regex | Template | Spread | Array | Hole | Object | Member | Index | Call | New"
    " | Unary | Binary | Conditional | Await | Arrow | ObjectPattern | AssignExpr | TypeCast | Yield"
)


# ---- statements --------------------------------------------------------------------------------


@dataclass
class Comment(Node):
    """A `/** ... */` block (JSDoc); one item per line."""

    lines: list[str]


@dataclass
class Raw(Node):
    """A top-level declaration printed as it is written: a runtime helper's JS text."""

    text: str


@dataclass
class ExprStmt(Node):
    value: Expr


@dataclass
class VarDecl(Node):
    kind: str  # "const" | "let"
    target: Expr  # Name or pattern
    init: Expr | None = None
    jsdoc_type: str | None = None  # `/** @type {T} */` before the declaration


@dataclass
class Assign(Node):
    target: Expr
    value: Expr
    op: str = "="
    jsdoc_type: str | None = None  # `/** @type {T} */ this.x = ...`: the property's declared type


@dataclass
class Return(Node):
    value: Expr | None = None


@dataclass
class If(Node):
    test: Expr
    body: list[Stmt]
    orelse: list[Stmt] = field(default_factory=list)


@dataclass
class ForOf(Node):
    kind: str
    target: Expr
    iterable: Expr
    body: list[Stmt]
    is_await: bool = False


@dataclass
class ForRange(Node):
    """`for (let i = start; i < stop; i += step)`; `descending` flips the comparison."""

    name: str
    start: Expr
    stop: Expr
    step: Expr
    body: list[Stmt]
    descending: bool = False
    #: Python evaluates range()'s bounds once: a stop that is not a literal is held in this name.
    stop_name: str | None = None


@dataclass
class While(Node):
    test: Expr
    body: list[Stmt]


@dataclass
class Break(Node):
    #: The labeled block to leave (a `match` with guards), or None for the innermost loop.
    label: str | None = None


@dataclass
class Labeled(Node):
    """`label: { ... }`: a block `break label` leaves."""

    label: str
    body: list[Stmt]


@dataclass
class Continue(Node):
    pass


@dataclass
class Throw(Node):
    value: Expr


@dataclass
class Try(Node):
    body: list[Stmt]
    catch_name: str | None = None
    handler: list[Stmt] | None = None
    finalizer: list[Stmt] | None = None


@dataclass
class Function(Node):
    name: str
    params: list[Param]
    body: list[Stmt]
    is_async: bool = False
    jsdoc: list[str] = field(default_factory=list)
    is_generator: bool = False


@dataclass
class Method(Node):
    name: str
    params: list[Param]
    body: list[Stmt]
    is_async: bool = False
    is_static: bool = False
    jsdoc: list[str] = field(default_factory=list)
    #: "get" or "set" for a property's accessor, "" for a method.
    accessor: str = ""
    is_generator: bool = False


@dataclass
class ClassField(Node):
    name: str
    value: Expr | None
    is_static: bool = False
    jsdoc: list[str] = field(default_factory=list)
    #: A prototype property set by `Object.defineProperty`: a base's getter of that name (a Python
    #: property the class attribute overrides) would refuse a plain assignment.
    defined: bool = False
    #: `value` is the property's descriptor (`Object.defineProperty(Name.prototype, "field", value)`),
    #: after a declaration of it for tsc (`jsdoc` types it).
    descriptor: bool = False


@dataclass
class Class(Node):
    name: str
    superclass: Expr | None
    members: list[Method | ClassField]
    exported: bool = False
    #: Properties of the prototype, set right after the class (`Name.prototype.field = value;`):
    #: what instances read until they set their own, as a Python class attribute.
    prototype: list[ClassField] = field(default_factory=list)
    #: The module-level name it is bound to when that is not its own (`const Outer$Inner = class Inner
    #: {...}`: a nested class, whose own name is Python's `__name__`).
    binding: str | None = None
    #: Python's `__name__` where JS's own name differs (`Map$`, a global's name taken by the worker):
    #: set on the class right after it, so that `type(x).__name__` and messages show Python's.
    shown_name: str | None = None


@dataclass
class Import(Node):
    names: list[str]
    module: str


@dataclass
class ExportFrom(Node):
    names: list[str]
    module: str


@dataclass
class ExportNames(Node):
    names: list[str]


@dataclass
class ExportDefault(Node):
    """`export default value;`: a module whose default export is a value (`default = bridge(...)`)."""

    value: Expr


@dataclass
class ExportDefaultObject(Node):
    """`export default { async fetch(...) {...} };`: the module's handlers."""

    methods: list[Method]


Stmt: TypeAlias = (
    "Comment | ExprStmt | VarDecl | Assign | Return | If | ForOf | ForRange | While | Break | Continue"
    " | Throw | Try | Function | Class | Import | ExportFrom | ExportNames | ExportDefault"
    " | ExportDefaultObject | Raw"
    " | Labeled"
)


@dataclass
class Module(Node):
    body: list[Stmt]


def references(node: object, name: str) -> int:
    """How many times the JS tree names `name`."""
    if isinstance(node, Name):
        return int(node.id == name)
    if isinstance(node, list):
        return sum(references(item, name) for item in node)
    if isinstance(node, Node):
        return sum(references(getattr(node, f.name), name) for f in fields(node))
    return 0
