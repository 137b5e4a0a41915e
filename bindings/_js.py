"""The record that ties a Python binding name to its JavaScript name.

Hand-written support for the generated modules (everything else in `bindings/` is generated).
A renamed function or method carries `@js_name("runCode")`; a renamed attribute or keyword carries
`Annotated[T, JS("exitCode")]`. Both are visible to a person reading the module and, at import time,
to the transpiler: `fn.__js_name__`, and `JS` objects in `typing.get_type_hints(..., include_extras=True)`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

_F = TypeVar("_F", bound=Callable[..., Any])


@dataclass(frozen=True)
class JS:
    """`Annotated` metadata: the JavaScript name of a renamed attribute or keyword."""

    name: str


def js_name(name: str) -> Callable[[_F], _F]:
    """Record the JavaScript name of a renamed function or method."""

    def record(fn: _F) -> _F:
        fn.__js_name__ = name  # type: ignore[attr-defined]
        return fn

    return record


class _Undefined:
    """JS `undefined`, the default of every parameter a worker may leave out."""

    def __repr__(self) -> str:
        return "undefined"


#: The default of an optional parameter (`keep_alive: bool = undefined`): leaving the argument out in
#: Python is leaving it out in JS. Typed Any so that it is a valid default of every parameter type.
undefined: Any = _Undefined()


def js_global(name: str) -> Any:
    """The value of a module-level binding that stands for a JS global (`crypto`, `console`)."""
    return JsGlobal(name)


class JsGlobal:
    """The Python stand-in for a JavaScript global value such as `crypto` or `console`.

    Workers are transpiled, never run by CPython: touching a global's members here is a mistake.
    """

    def __init__(self, name: str) -> None:
        self.__js_global__ = name

    def __getattr__(self, attr: str) -> Any:
        raise RuntimeError(f"{self.__js_global__}.{attr} exists only in the Workers runtime")
