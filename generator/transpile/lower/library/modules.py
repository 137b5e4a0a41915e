"""Functions of the stdlib modules a worker may import (`json`)."""

from __future__ import annotations

from generator.transpile.lower import printing
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
)


def _dumps(site: CallSite) -> TExpr:
    return printing.json_dumps(site.b, site.node, site.args[0], site.keywords.get("indent"))


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("json", "dumps"): arity(1, 1, _dumps, ("indent",)),
    ("json", "loads"): arity(1, 1, lambda site: TExpr(js_call("JSON.parse", [site.args[0].js]), ANY)),
}
