"""Names no other name shares an object with: every binding of the name in its scope makes a new
dict, list or set (`out = {}`, `[x for x in xs]`, `dict(pairs)`, `defaultdict(list)`), and its object
is only used where no reference to it is kept (`out[k]`, `out.get(k)`, `k in out`, `len(out)`,
`for k in out`, a function's own `return out`). A loop walking a dict asks this to know that a store
into another name cannot change the dict it walks (see `purity.may_change`): two names of which one
is unshared hold two objects.

A name passed to a function, stored, yielded, bound by `for`, `with`, `import`, unpacking, `:=`,
a chained `a = b = {}`, or named by a `global`/`nonlocal` anywhere, is taken to be shared."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import libcst as cst

from generator.transpile.resolve.fields import children
from generator.transpile.resolve.unbound import every_node

#: Builtins that read an object and keep no reference to it (their result is new, or a read-only view).
_READERS = frozenset(
    (
        "len",
        "sorted",
        "list",
        "dict",
        "set",
        "tuple",
        "frozenset",
        "str",
        "repr",
        "print",
        "sum",
        "min",
        "max",
        "any",
        "all",
        "bool",
        "isinstance",
        "enumerate",
        "zip",
        "reversed",
        "iter",
    )
)
#: Calls that make a new object, as a name's whole value.
_MAKERS = frozenset(("dict", "list", "set"))
_COLLECTIONS_MAKERS = frozenset(("defaultdict", "Counter", "OrderedDict", "deque"))


@dataclass(frozen=True)
class ModuleFacts:
    """What every scope's question reads of the whole module (found once)."""

    #: The names a call of which makes a new object (`dict`, `defaultdict` imported from collections).
    makers: frozenset[str]
    #: The builtins of `_READERS` the module does not bind.
    readers: frozenset[str]
    #: The names a `global` or `nonlocal` statement names anywhere.
    declared: frozenset[str]


def module_facts(module: cst.Module) -> ModuleFacts:
    nodes = list(every_node(module))
    stores = {n for n, _ in _bindings(nodes)}
    declared = frozenset(
        item.name.value
        for node in nodes
        if isinstance(node, (cst.Global, cst.Nonlocal))
        for item in node.names
    )
    return ModuleFacts(_makers(nodes, stores), _READERS - stores, declared)


def unshared_names(
    body: Sequence[cst.BaseStatement], params: set[str], facts: ModuleFacts, *, is_module: bool = False
) -> frozenset[str]:
    """The unshared names of a scope (`body`: a function's or the module's statements)."""
    fresh: dict[str, bool] = {}
    for name, value in _bindings(n for stmt in body for n in _own_nodes(stmt)):
        fresh[name] = fresh.get(name, True) and value is not None and _is_new(value, facts.makers)
    candidates = {n for n, ok in fresh.items() if ok and n not in params and n not in facts.declared}
    if not candidates:
        return frozenset()
    escaped = _escaped(body, candidates, facts.readers, own_returns=not is_module)
    return frozenset(candidates - escaped)


def _makers(nodes: list[cst.CSTNode], stores: set[str]) -> frozenset[str]:
    """The names a call of which makes a new object: `dict`, `list`, `set` unless the module binds
    them, and `defaultdict`, `Counter`, `OrderedDict`, `deque` imported from `collections`."""
    bound: set[str] = set()
    imported: set[str] = set()
    for node in nodes:
        if isinstance(node, cst.ImportFrom) and not isinstance(node.names, cst.ImportStar):
            from_collections = isinstance(node.module, cst.Name) and node.module.value == "collections"
            for alias in node.names:
                name = alias.evaluated_alias or alias.evaluated_name
                if from_collections and alias.asname is None and name in _COLLECTIONS_MAKERS:
                    imported.add(name)
                else:
                    bound.add(name)
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            bound.add(node.name.value)
    return frozenset((_MAKERS - bound - stores) | (imported - stores))


def _is_new(value: cst.BaseExpression, makers: frozenset[str]) -> bool:
    if isinstance(value, (cst.Dict, cst.DictComp, cst.List, cst.ListComp, cst.Set, cst.SetComp)):
        return True
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in makers


def _bindings(nodes: Iterable[cst.CSTNode]) -> Iterator[tuple[str, cst.BaseExpression | None]]:
    """Each binding of a name among `nodes`: (name, the value it binds, where that is the whole of a
    plain `name = value`, else None)."""
    for node in nodes:
        if isinstance(node, cst.Assign):
            single = len(node.targets) == 1
            for target in node.targets:
                for name in _target_names(target.target):
                    plain = single and isinstance(target.target, cst.Name)
                    yield name, node.value if plain else None
        elif isinstance(node, cst.AnnAssign) and node.value is not None:
            for name in _target_names(node.target):
                yield name, node.value if isinstance(node.target, cst.Name) else None
        elif isinstance(node, (cst.For, cst.CompFor)):
            yield from ((n, None) for n in _target_names(node.target))
        elif isinstance(node, cst.AsName):
            yield from ((n, None) for n in _target_names(node.name))
        elif isinstance(node, cst.NamedExpr):
            yield from ((n, None) for n in _target_names(node.target))
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            yield node.name.value, None
        elif isinstance(node, cst.ImportAlias):
            name = node.evaluated_alias or node.evaluated_name
            yield name.partition(".")[0], None
        elif isinstance(node, (cst.MatchAs, cst.MatchStar)) and node.name is not None:
            yield node.name.value, None
        elif isinstance(node, cst.MatchMapping) and node.rest is not None:
            yield node.rest.value, None
        elif isinstance(node, cst.Param):
            yield node.name.value, None


def _own_nodes(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """The nodes of a scope, not of the functions, classes and lambdas in it (a def's or class's own
    node aside: its name is bound here); `:=` in a comprehension binds in the scope, and is yielded."""
    pending = [node]
    while pending:
        current = pending.pop()
        yield current
        if isinstance(current, (cst.FunctionDef, cst.ClassDef, cst.Lambda)) and current is not node:
            continue
        pending.extend(reversed(children(current)))


def _target_names(target: cst.BaseExpression) -> Iterator[str]:
    if isinstance(target, cst.Name):
        yield target.value
    elif isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from _target_names(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from _target_names(target.value)


def _escaped(
    body: Sequence[cst.BaseStatement], names: set[str], readers: frozenset[str], *, own_returns: bool
) -> set[str]:
    """The names of `names` that `body` uses where a reference to their object may be kept: each
    use is judged by the node holding it, and the one holding that (`len(out)`: a call's argument)."""
    escaped: set[str] = set()
    # (node, its parent, the parent's parent, whether a `return` there is the scope's own)
    pending: list[tuple[cst.CSTNode, cst.CSTNode | None, cst.CSTNode | None, bool]] = [
        (stmt, None, None, own_returns) for stmt in reversed(body)
    ]
    while pending:
        node, parent, grand, own = pending.pop()
        if isinstance(node, cst.Name):
            if (
                node.value in names
                and node.value not in escaped
                and not _keeps_none(node, parent, grand, own, readers)
            ):
                escaped.add(node.value)
            continue
        inner = own and not isinstance(
            node, (cst.FunctionDef, cst.Lambda)
        )  # (a nested def's return hands it on)
        pending.extend((child, node, parent, inner) for child in reversed(children(node)))
    return escaped


def _keeps_none(
    name: cst.Name, parent: cst.CSTNode | None, grand: cst.CSTNode | None, own: bool, readers: frozenset[str]
) -> bool:
    """Does this use of a name keep no reference to its object (`out[k]`, `out.get(k)`, `k in out`,
    `len(out)`, `for k in out`, the scope's own `return out`, a store to it)?"""
    match parent:
        case cst.Subscript(value=value) | cst.Attribute(value=value) if value is name:
            return True
        case cst.Attribute(attr=attr) if attr is name:
            return True  # (an attribute's name is no use)
        case cst.Arg(keyword=keyword) if keyword is name:
            return True
        case cst.Arg(value=value, star=star) if value is name and not star:
            return _read_only_argument(parent, grand, readers)
        case cst.Call(func=func) if func is name:
            return True
        case cst.Comparison() | cst.ComparisonTarget() | cst.UnaryOperation() | cst.BinaryOperation():
            return True  # (`k in out`, `not out`, `out | more`: new, or a bool)
        case cst.If(test=test) | cst.While(test=test) if test is name:
            return True
        case cst.For(iter=iterable, target=target) | cst.CompFor(iter=iterable, target=target):
            return name is iterable or name is target
        case cst.Return(value=value) if value is name:
            return own
        case cst.AssignTarget() | cst.Del() | cst.Expr() | cst.FormattedStringExpression():
            return True
        case cst.AnnAssign(target=target) | cst.AugAssign(target=target):
            return name is target  # (`out |= more` keeps the object)
        case cst.Param(name=bound) | cst.FunctionDef(name=bound) | cst.ClassDef(name=bound):
            return name is bound  # (not a parameter's default: `def walk(t=d)` keeps d)
        case cst.ImportAlias() | cst.AsName() | cst.Annotation():
            return True  # (a name bound there, or an annotation)
    return False


def _read_only_argument(arg: cst.Arg, call: cst.CSTNode | None, readers: frozenset[str]) -> bool:
    """An argument a builtin reads and keeps no reference to (`len(out)`); not `max(a, b)`, which
    gives one of its arguments, nor `sum(xs, start)` or `max(xs, default=d)`, which give the last
    if xs is empty."""
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value in readers):
        return False
    builtin = call.func.value
    positional = [a for a in call.args if a.keyword is None]
    if arg.keyword is not None:
        return False
    if builtin in ("min", "max"):
        return len(positional) == 1
    if builtin == "sum":
        return positional[0] is arg
    return True
