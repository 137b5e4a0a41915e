"""`operator.itemgetter` and `operator.attrgetter` of literal keys: the lambda they stand for
(`key=itemgetter(1)` is `key=lambda item: item[1]`), typed where it is given, as a lambda written there
would be. Their keys are evaluated once, when the getter is made: literals make that the same."""

from __future__ import annotations

from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import Type

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

GETTERS = frozenset((("operator", "itemgetter"), ("operator", "attrgetter")))


def _literal_key(node: cst.BaseExpression) -> bool:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        node = node.expression
    return isinstance(node, cst.Integer) or (
        isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str)
    )


def _attribute_path(item: cst.BaseExpression, path: str) -> cst.BaseExpression | None:
    """`item.a.b` of "a.b" (None unless each part is an identifier)."""
    for part in path.split("."):
        if not part.isidentifier():
            return None
        item = cst.Attribute(item, cst.Name(part))
    return item


def getter(b: Builder, node: cst.Call, name: str, expected: Type | None = None) -> TExpr:
    """`itemgetter(1)`, `itemgetter("a", "b")`, `attrgetter("size")`: the lambda of one item they are."""
    made = getter_lambda(node, name)
    if isinstance(made, str):
        return b.error(node, made)
    return b.expr(b.parsed.stand_in(made, node), expected)


def getter_lambda(
    node: cst.Call, name: str, *, literal_only: bool = False, subject: cst.Name | None = None
) -> cst.Lambda | str:
    """The lambda a getter call stands for, or why there is none here. An itemgetter's keys that are
    no literals (`itemgetter(group)`) are the lambda's defaults, evaluated once where it is made, as
    Python evaluates them (`lambda item, key0=group: item[key0]`), unless `literal_only`."""
    args = node.args
    if not args or any(a.keyword is not None or a.star for a in args):
        return f"{name}() takes the keys it reads, positionally"
    literal = all(_literal_key(a.value) for a in args)
    if not literal and (name != "itemgetter" or literal_only):
        return (
            f"{name}() takes int or str literals here (Python evaluates its keys once, when it is made): "
            "write a lambda"
        )
    item = subject or cst.Name("item")  # (`subject`: the name a direct call reads, `itemgetter(1)(row)`)
    params = [cst.Param(item)]
    parts: list[cst.BaseExpression] = []
    for index, arg in enumerate(args):
        if name == "itemgetter":
            key = arg.value
            if not literal:
                held = cst.Name(f"key{index}")
                params.append(cst.Param(held, default=key))
                key = held
            parts.append(cst.Subscript(item, [cst.SubscriptElement(cst.Index(key))]))
            continue
        path = arg.value.evaluated_value if isinstance(arg.value, cst.SimpleString) else None
        read = _attribute_path(item, path) if isinstance(path, str) else None
        if read is None:
            return 'attrgetter() takes attribute names ("size", "owner.name")'
        parts.append(read)
    body = parts[0] if len(parts) == 1 else cst.Tuple([cst.Element(p) for p in parts])
    return cst.Lambda(cst.Parameters(params), body)


#: The operator module's functions of operators, as the lambda each stands for (`reduce(operator.mul,
#: xs, 1)` is `reduce(lambda a, b: a * b, xs, 1)`), typed where it is given as a lambda would be.
OPERATOR_LAMBDAS = {
    ("operator", name): f"lambda a, b: {expression}"
    for name, expression in {
        "add": "a + b",
        "sub": "a - b",
        "mul": "a * b",
        "truediv": "a / b",
        "floordiv": "a // b",
        "mod": "a % b",
        "pow": "a ** b",
        "and_": "a & b",
        "or_": "a | b",
        "xor": "a ^ b",
        "lshift": "a << b",
        "rshift": "a >> b",
        "eq": "a == b",
        "ne": "a != b",
        "lt": "a < b",
        "le": "a <= b",
        "gt": "a > b",
        "ge": "a >= b",
        "contains": "b in a",
        "getitem": "a[b]",
        "is_": "a is b",
        "is_not": "a is not b",
    }.items()
} | {
    ("operator", name): f"lambda a: {expression}"
    for name, expression in {"neg": "-a", "pos": "+a", "not_": "not a", "invert": "~a"}.items()
}


def operator_function(
    b: Builder, node: cst.BaseExpression, function: tuple[str, str], expected: Type | None
) -> TExpr:
    """`operator.mul` (or `mul` imported) as a value: the lambda it stands for."""
    written = cst.parse_expression(OPERATOR_LAMBDAS[function])
    return b.expr(b.parsed.stand_in(written, node), expected)


def operator_call(b: Builder, node: cst.Call, function: tuple[str, str], expected: Type | None) -> TExpr:
    """`operator.add(x, y)`: the operation itself (`x + y`), its operands evaluated in the call's
    order (`contains(a, b)` is `b in a`, which reads b first: there, names or literals only)."""
    written = cst.parse_expression(OPERATOR_LAMBDAS[function])
    assert isinstance(written, cst.Lambda)
    params = [p.name.value for p in written.params.params]
    args = node.args
    if len(args) != len(params) or any(a.keyword is not None or a.star for a in args):
        return b.error(node, f"{function[0]}.{function[1]}() takes {len(params)} arguments, by position")
    if function[1] == "contains" and not all(
        isinstance(a.value, (cst.Name, cst.SimpleString, cst.Integer)) for a in args
    ):
        return b.error(
            node, "operator.contains() of expressions: Python reads its operands in order; use `in`"
        )
    given = {name: arg.value for name, arg in zip(params, args)}

    class Substitute(cst.CSTTransformer):
        def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.BaseExpression:
            return given.get(original_node.value, updated_node)

    body = written.body.visit(Substitute())
    assert isinstance(body, cst.BaseExpression)
    return b.expr(b.parsed.stand_in(body, node), expected)
