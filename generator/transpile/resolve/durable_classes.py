"""Which of the worker's classes are Durable Objects: a fact the lowering (RPC checks, construction)
and the JSDoc types (a value typed as one is its stub) both read."""

from __future__ import annotations

from generator import surface
from generator.transpile.resolve.types import ClassInfo
from generator.transpile.resolve.user_types import UserClass

#: The runtime module and class a worker's Durable Object derives from (generator/surface.py).
_RUNTIME = next(m for m in surface.RUNTIME_MODULES if "DurableObject" in m.names)


def is_durable_object(cls: ClassInfo) -> bool:
    """A class of the worker's own that derives from `cloudflare:workers`' DurableObject."""
    return isinstance(cls, UserClass) and any(_is_runtime_base(base) for base in _ancestors(cls))


def _is_runtime_base(cls: ClassInfo) -> bool:
    return cls.name == "DurableObject" and cls.js_module == _RUNTIME.specifier


def _ancestors(cls: ClassInfo) -> list[ClassInfo]:
    found = [cls]
    for base in cls.bases():
        found += _ancestors(base)
    return found
