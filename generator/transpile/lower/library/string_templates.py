"""`string.Template`: `Template(s)`, `substitute` and `safe_substitute` of a mapping and keywords,
`template`, `get_identifiers()` and `is_valid()`, as CPython 3.11's (a runtime class, `$Template`):
its pattern (`$$`, `$name`, `${name}`), its KeyError for a missing name and its ValueError for a bad
`$`, with the line and column.

Python converts a value with str() when its placeholder is met; here each keyword and the mapping
get a converter built from their static type, so what printing refuses elsewhere (a `float`
annotation's value, which may be an int) is refused here too. The mapping is a dict of str keys or a
JSON object (a Counter or defaultdict would read a missing key otherwise). A subclass (another
delimiter or pattern) is refused where it is defined, as any subclass of a stdlib class is.
"""

from __future__ import annotations

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.library_types import TEMPLATE
from generator.transpile.resolve.types import (
    ANY,
    STR,
    DictType,
    InstanceType,
    ObjectType,
    Type,
    is_dynamic,
    is_str,
    widen,
)


def _template(site: CallSite) -> TExpr:
    (text,) = site.args
    if not is_str(widen(text.type)):
        return site.refuse(f'Template() takes a str, not "{text.type.display()}"')
    return TExpr(js.New(site.b.helper("$Template"), [text.js]), InstanceType(TEMPLATE))


def _converter(site: CallSite, node: cst.CSTNode, t: Type) -> js.Arrow:
    """`(v) => str(v)` for a value of type `t`: printing's own lowering (and refusals, at `node`)."""
    v = js.Name("v")
    return js.Arrow([js.Param(v)], printing.to_str(site.b, node, TExpr(v, t)))


def _substitute(name: str) -> Rule:
    """`t.substitute(mapping, **kws)`: `t.substitute(mapping, get, str, [[name, value, str], ...])`,
    the arguments in Python's order."""

    def rule(site: CallSite) -> TExpr:
        args: list[js.Expr] = [js.Null(), js.Null(), js.Null()]
        if site.args:
            mapping, node = site.args[0], site.node.args[0].value
            t = widen(mapping.type)
            if isinstance(t, DictType) and t.kind == "dict" and not t.is_map and is_str(widen(t.key)):
                args = [mapping.js, site.b.helper("$getItem"), _converter(site, node, t.value)]
            elif is_dynamic(t) and not isinstance(t, ObjectType):  # a JSON object, read as x[k] reads it
                args = [mapping.js, site.b.helper("$item"), _converter(site, node, ANY)]
            else:
                missing = isinstance(t, DictType) and t.kind != "dict"  # a Counter, a defaultdict
                return site.refuse(
                    f'{name}() takes a dict of str keys (or keywords), not "{mapping.type.display()}"'
                    + (
                        " (Python reads a missing name as its missing key: 0, or the factory's value)"
                        if missing
                        else ""
                    )
                )
        keywords: list[js.Expr] = []
        for arg in site.node.args:
            if arg.keyword is not None:
                value = site.keywords[arg.keyword.value]
                converter = _converter(site, arg.value, value.type)
                keywords.append(js.Array([js.Str(arg.keyword.value), value.js, converter]))
        return TExpr(js.Call(js.Member(site.recv, name), [*args, js.Array(keywords)]), STR)

    return rule


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {("string", "Template"): arity(1, 1, _template)}

#: substitute() and safe_substitute() take any keywords: each is a name of the template.
CLASS_RULES: dict[str, dict[str, Rule]] = {
    "Template": {
        "substitute": arity(0, 1, _substitute("substitute"), None),
        "safe_substitute": arity(0, 1, _substitute("safe_substitute"), None),
    }
}
