"""Names no other name shares an object with: every binding of the name in its scope makes a new
dict, list or set (`out = {}`, `[x for x in xs]`, `dict(pairs)`, `defaultdict(list)`), and its object
is only used where no reference to it is kept (`out[k]`, `out.get(k)`, `k in out`, `len(out)`,
`for k in out`, a function's own `return out`). A loop walking a dict asks this to know that a store
into another name cannot change the dict it walks (see `purity.may_change`): two names of which one
is unshared hold two objects.

A name passed to a function, stored, yielded, bound by `for`, `with`, `import`, unpacking, `:=`,
a chained `a = b = {}`, or named by a `global`/`nonlocal` anywhere, is taken to be shared."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import libcst as cst

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
    stores = {n for n, _ in _bindings(module.body, nested=True)}
    declared = frozenset(
        item.name.value
        for node in every_node(module)
        if isinstance(node, (cst.Global, cst.Nonlocal))
        for item in node.names
    )
    return ModuleFacts(_makers(module, stores), _READERS - stores, declared)


def unshared_names(
    body: Sequence[cst.BaseStatement], params: set[str], facts: ModuleFacts, *, is_module: bool = False
) -> frozenset[str]:
    """The unshared names of a scope (`body`: a function's or the module's statements)."""
    fresh: dict[str, bool] = {}
    for name, value in _bindings(body):
        fresh[name] = fresh.get(name, True) and value is not None and _is_new(value, facts.makers)
    candidates = {n for n, ok in fresh.items() if ok and n not in params and n not in facts.declared}
    if not candidates:
        return frozenset()
    escaped: set[str] = set()
    for stmt in body:
        _uses(stmt, candidates, escaped, facts.readers, allowed=False, own_returns=not is_module)
    return frozenset(candidates - escaped)


def _makers(module: cst.Module, stores: set[str]) -> frozenset[str]:
    """The names a call of which makes a new object: `dict`, `list`, `set` unless the module binds
    them, and `defaultdict`, `Counter`, `OrderedDict`, `deque` imported from `collections`."""
    bound: set[str] = set()
    imported: set[str] = set()
    for node in every_node(module):
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


def _bindings(
    body: Sequence[cst.BaseStatement], *, nested: bool = False
) -> Iterator[tuple[str, cst.BaseExpression | None]]:
    """Each binding of a name in the scope: (name, the value it binds, where that is the whole of a
    plain `name = value`, else None); `nested`: in nested functions too."""
    for node in (n for stmt in body for n in _own_nodes(stmt, nested=nested)):
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


def _own_nodes(node: cst.CSTNode, *, nested: bool) -> Iterator[cst.CSTNode]:
    """The nodes of a scope, not of the functions and classes in it (their names and parameters
    aside) unless `nested`; `:=` in a comprehension binds in the scope, and is yielded."""
    yield node
    for child in node.children:
        if not nested and isinstance(child, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            if not isinstance(child, cst.Lambda):
                yield child  # (its name is bound here)
            continue
        yield from _own_nodes(child, nested=nested)


def _target_names(target: cst.BaseExpression) -> Iterator[str]:
    if isinstance(target, cst.Name):
        yield target.value
    elif isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from _target_names(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from _target_names(target.value)


def _uses(
    node: cst.CSTNode,
    names: set[str],
    escaped: set[str],
    readers: frozenset[str],
    *,
    allowed: bool,
    own_returns: bool,
) -> None:
    """Mark the names of `names` that `node` uses where a reference to their object may be kept;
    `allowed`: `node`'s place keeps none (for a name, or a call's argument)."""
    if isinstance(node, cst.Name):
        if not allowed and node.value in names:
            escaped.add(node.value)
        return
    if isinstance(node, (cst.FunctionDef, cst.Lambda)):
        own_returns = False  # (a nested function's `return out` hands it to its caller)
    for child, safe in _places(node, readers, allowed=allowed, own_returns=own_returns):
        _uses(child, names, escaped, readers, allowed=safe, own_returns=own_returns)


def _places(
    node: cst.CSTNode, readers: frozenset[str], *, allowed: bool, own_returns: bool
) -> Iterator[tuple[cst.CSTNode, bool]]:
    """`node`'s children, each with whether a bare name there keeps no reference to its object."""
    safe: set[int] = set()
    match node:
        case cst.Subscript(value=value) | cst.Attribute(value=value):
            safe.add(id(value))  # `out[k]`, `out.get(k)` (the attribute's name is no use)
            if isinstance(node, cst.Attribute):
                safe.add(id(node.attr))
        case cst.Call(func=cst.Name(value=builtin)) if builtin in readers:
            # (`len(out)`: the argument's value, see `cst.Arg`; `max(a, b)` gives one of its
            # arguments, `sum(xs, start)` and `max(xs, default=d)` the last if xs is empty)
            positional = [arg for arg in node.args if arg.keyword is None]
            kept = builtin in ("min", "max", "sum") and (len(positional) > 1 or builtin != "sum")
            safe.update(id(arg) for arg in positional[: 1 if kept or builtin == "sum" else None])
            if builtin in ("min", "max") and len(positional) > 1:
                safe.difference_update(id(arg) for arg in positional)
            safe.add(id(node.func))
        case cst.Call(func=func):
            safe.add(id(func))
        case cst.Arg(value=value, keyword=keyword):
            if keyword is not None:
                safe.add(id(keyword))
            if allowed and not node.star:
                safe.add(id(value))
        case cst.Comparison() | cst.ComparisonTarget() | cst.UnaryOperation() | cst.BinaryOperation():
            safe.update(id(c) for c in node.children)  # (`k in out`, `not out`, `out | more`: new or a bool)
        case cst.If(test=test) | cst.While(test=test):
            safe.add(id(test))
        case cst.For(iter=iterable, target=target) | cst.CompFor(iter=iterable, target=target):
            safe.update((id(iterable), id(target)))
        case cst.Return(value=value) if own_returns and value is not None:
            safe.add(id(value))
        case cst.AssignTarget() | cst.Del() | cst.Expr() | cst.FormattedStringExpression():
            safe.update(id(c) for c in node.children)
        case cst.AnnAssign(target=target, annotation=annotation):
            safe.update((id(target), id(annotation)))
        case cst.AugAssign(target=target):
            safe.add(id(target))  # (`out |= more` keeps the object)
        case (
            cst.FunctionDef()
            | cst.ClassDef()
            | cst.Param()
            | cst.ImportAlias()
            | cst.AsName()
            | cst.Annotation()
        ):
            safe.update(id(c) for c in node.children if isinstance(c, cst.Name))
            if isinstance(node, cst.Annotation):
                safe.add(id(node.annotation))
    for child in node.children:
        yield child, id(child) in safe
