"""`uuid`: `uuid4()` (the runtime's `crypto.randomUUID()`, a version 4 UUID as Python's) and
`UUID(s)` (parsed as CPython parses it), with `str()`, `hex`, `urn` and `==`."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.library_types import UUID
from generator.transpile.resolve.types import InstanceType, is_str, widen


def _uuid4(site: CallSite) -> TExpr:
    return TExpr(site.b.call_helper("$uuid4"), InstanceType(UUID))


def _parse(site: CallSite) -> TExpr:
    (text,) = site.args
    if not is_str(widen(text.type)):
        return site.refuse(f'UUID() takes the str form here, not "{text.type.display()}"')
    parse = js.Member(site.b.helper("$UUID"), "parse")
    return TExpr(js.Call(parse, [text.js]), InstanceType(UUID))


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("uuid", "uuid4"): arity(0, 0, _uuid4),
    ("uuid", "UUID"): arity(1, 1, _parse),
}
