"""Python type expressions as a small tree, and the one printer for them.

typemap builds these; the render model (emit/model.py) carries them; layout wraps them, the contract
reads their JS names and the module's import list looks for the markers in them: all from the tree,
so no part of the emitter has to parse a generated string back.

    Name("str")                                       str
    Subscript("dict", (Name("str"), Name("float")))   dict[str, float]
    Subscript("Literal", (Value('"a"'), Value("1")))  Literal["a", 1]
    Subscript("Callable", (Params((A,)), R))          Callable[[A], R]
    Union((Name("str"), NONE))                        str | None
    WithJS(Name("float"), "exitCode")                 Annotated[float, JS("exitCode")]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TypeAlias


@dataclass(frozen=True)
class Name:
    """A type, class, TypeVar or typing name: `str`, `Sandbox`, `_T`, `Any`, `None`."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Value:
    """A value written inside a subscript, not a name: a `Literal` member (`"a"`, `1`, `True`), the
    `...` of `Callable[..., R]` or the `()` of `tuple[()]`."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Params:
    """The parameter list of a `Callable`: `[A, B]`."""

    items: tuple[Expr, ...]

    def __str__(self) -> str:
        return "[" + ", ".join(map(str, self.items)) + "]"


@dataclass(frozen=True)
class Subscript:
    """`head[arg, ...]`; `head` is a name (`list`, `Awaitable`, a generic class)."""

    head: str
    args: tuple[Expr, ...]

    def __str__(self) -> str:
        return f"{self.head}[{', '.join(map(str, self.args))}]"


@dataclass(frozen=True)
class Union:
    """`A | B | None`, flat (see `union`): an option is never a union itself."""

    options: tuple[Expr, ...]

    def __str__(self) -> str:
        return " | ".join(map(str, self.options))


@dataclass(frozen=True)
class WithJS:
    """`Annotated[T, JS("jsName")]`: a renamed attribute or keyword, carrying its JS name."""

    type: Expr
    js: str

    def __str__(self) -> str:
        return f"Annotated[{self.type}, {self.marker}]"

    @property
    def marker(self) -> str:
        return "JS(" + py_str(self.js) + ")"

    @property
    def args(self) -> tuple[Expr, ...]:
        """As a subscript of `Annotated` prints it (layout wraps it as one)."""
        return (self.type, Value(self.marker))


Expr: TypeAlias = Name | Value | Params | Subscript | Union | WithJS

NONE = Name("None")
ANY = Name("Any")
OBJECT = Name("object")
FLOAT = Name("float")
INT = Name("int")
STR = Name("str")


def union(options: list[Expr]) -> Expr:
    """`A | B`: nested unions are flattened (the printed text is the same); one option is itself."""
    flat = tuple(
        o for option in options for o in (option.options if isinstance(option, Union) else (option,))
    )
    return flat[0] if len(flat) == 1 else Union(flat)


def optional(t: Expr) -> Expr:
    """`T | None`."""
    return union([t, NONE])


def nullable(t: Expr) -> bool:
    """Does the type admit None already (`None`, or a union that has it)?"""
    return t == NONE or (isinstance(t, Union) and NONE in t.options)


def head(t: Expr) -> str | None:
    """The name a type is written with: `Protocol` of `Protocol[_T]`, `Sandbox` of `Sandbox`."""
    if isinstance(t, Name):
        return t.text
    if isinstance(t, Subscript):
        return t.head
    return None


def walk(t: Expr) -> Iterator[Expr]:
    """The node and every node under it."""
    yield t
    inner: tuple[Expr, ...] = ()
    if isinstance(t, (Subscript, Params)):
        inner = t.args if isinstance(t, Subscript) else t.items
    elif isinstance(t, Union):
        inner = t.options
    elif isinstance(t, WithJS):
        inner = (t.type,)
    for x in inner:
        yield from walk(x)


def names(t: Expr) -> set[str]:
    """Every name a type mentions (subscript heads included; literal values are not names)."""
    out = set()
    for node in walk(t):
        if isinstance(node, Name):
            out.add(node.text)
        elif isinstance(node, Subscript):
            out.add(node.head)
    return out


def has_js(t: Expr) -> bool:
    return any(isinstance(node, WithJS) for node in walk(t))


_QUALIFIERS = ("Required", "NotRequired", "ClassVar")


def split_js(t: Expr) -> tuple[str | None, Expr]:
    """(JS name, the type without its `JS(...)` marker) of a field's annotation; the marker sits at the
    top or under `Required[...]` / `ClassVar[...]`. (None, t) when the field is not renamed."""
    if isinstance(t, WithJS):
        return t.js, t.type
    if isinstance(t, Subscript) and t.head in _QUALIFIERS and isinstance(t.args[0], WithJS):
        return t.args[0].js, Subscript(t.head, (t.args[0].type,))
    return None, t


def py_str(value: str) -> str:
    """A Python string literal in double quotes."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
