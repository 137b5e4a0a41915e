"""Where a StopIteration may come from. Python gives one a meaning by where it leaves: out of a
generator's frame (a generator function's, a generator expression's) it becomes a RuntimeError (PEP
479), out of the function given to map() or filter() (or an itertools function's) it ends their
iteration quietly; JS would let it escape as itself. The lowering guards those places where code may
raise one: a `next()` without a default, a `raise StopIteration`, a call of a function of the
worker's that may (found here, through the calls between its functions, by name), or a call of a
callable value the module cannot see (a parameter, a local). A method call of a name no function of
the worker's has is taken for a library's (`s.upper()`, `sandbox.exec(...)`)."""

from __future__ import annotations

import builtins

import libcst as cst

from generator.transpile.resolve.unbound import walk

_BUILTINS = frozenset(dir(builtins))


def _is_bare_next(call: cst.Call) -> bool:
    """`next(it)`: no default, so it raises StopIteration at the end."""
    return (
        isinstance(call.func, cst.Name)
        and call.func.value == "next"
        and len(call.args) == 1
        and call.args[0].keyword is None
        and not call.args[0].star
    )


class StopSources:
    """The module's functions (and methods, by name) that may raise StopIteration."""

    def __init__(self, tree: cst.Module) -> None:
        defs: dict[str, list[cst.FunctionDef]] = {}
        classes: set[str] = set()
        for node in _all_nodes(tree):
            if isinstance(node, cst.FunctionDef):
                defs.setdefault(node.name.value, []).append(node)
            elif isinstance(node, cst.ClassDef):
                classes.add(node.name.value)
        # (an imported function, the SDK's or the standard library's, raises no StopIteration)
        self.known = frozenset(defs) | classes | _imported(tree)
        self.raisers: set[str] = set()
        # a callable value runs one of the module's functions or lambdas (or a library's, which
        # raises none but `next` and an iterator's `__next__`, taken as values): it may raise only
        # where one of those may
        self.values_may_raise = _next_as_value(tree)
        lambdas = [n for n in _all_expressions(tree) if isinstance(n, cst.Lambda)]
        changed = True
        while changed:  # (through the calls between them: a fixpoint)
            changed = False
            for name, nodes in defs.items():
                if name not in self.raisers and any(self.may_raise(n.body) for n in nodes):
                    self.raisers.add(name)
                    changed = True
            raising = bool(self.raisers) or any(self.may_raise(n.body) for n in lambdas)
            if raising and not self.values_may_raise:
                self.values_may_raise = changed = True

    def may_raise(self, node: cst.CSTNode) -> bool:
        """Could running `node` (an expression, or a function's body; not the functions and lambdas it
        only defines) raise StopIteration?"""
        for found in walk(node):
            if isinstance(found, cst.Raise) and found.exc is not None and _names_stop(found.exc):
                return True
            if isinstance(found, cst.Call) and self._call_may_raise(found):
                return True
        return False

    def _call_may_raise(self, call: cst.Call) -> bool:
        func = call.func
        if isinstance(func, cst.Name):
            if func.value == "next":
                return _is_bare_next(call)
            if func.value in self.raisers:
                return True
            # a callable value (a parameter, a local): what it runs is not known here
            return func.value not in self.known and func.value not in _BUILTINS and self.values_may_raise
        if isinstance(func, cst.Attribute):
            return func.attr.value in self.raisers or func.attr.value == "__next__"
        if isinstance(func, cst.Lambda):
            return self.may_raise(func.body)
        return self.values_may_raise  # `handlers[k](x)`, `make()(x)`: a callable value


def _imported(tree: cst.Module) -> frozenset[str]:
    """The names the module's imports bind."""
    names: set[str] = set()
    for stmt in tree.body:
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if isinstance(small, (cst.Import, cst.ImportFrom)) and not isinstance(
                small.names, cst.ImportStar
            ):
                for alias in small.names:
                    bound: cst.BaseExpression = alias.asname.name if alias.asname is not None else alias.name
                    while isinstance(bound, cst.Attribute):  # `import os.path` binds os
                        bound = bound.value
                    if isinstance(bound, cst.Name):
                        names.add(bound.value)
    return frozenset(names)


def _all_expressions(tree: cst.Module) -> list[cst.CSTNode]:
    """Every node of the module (lambdas included)."""
    found: list[cst.CSTNode] = []
    pending: list[cst.CSTNode] = [tree]
    while pending:
        current = pending.pop()
        found.append(current)
        pending.extend(current.children)
    return found


def _next_as_value(tree: cst.Module) -> bool:
    """`next` or an iterator's `__next__` taken as a value (`f = it.__next__`, `map(next, its)`):
    a callable value may then raise StopIteration."""
    called: set[int] = set()
    for node in _all_expressions(tree):
        if isinstance(node, cst.Call):
            called.add(id(node.func))
    for node in _all_expressions(tree):
        if id(node) in called:
            continue
        if isinstance(node, cst.Name) and node.value == "next":
            return True
        if isinstance(node, cst.Attribute) and node.attr.value == "__next__":
            return True
    return False


def _names_stop(exc: cst.BaseExpression) -> bool:
    target = exc.func if isinstance(exc, cst.Call) else exc
    return isinstance(target, cst.Name) and target.value in ("StopIteration", "StopAsyncIteration")


def _all_nodes(tree: cst.Module) -> list[cst.CSTNode]:
    """Every function and class statement of the module, at any depth."""
    found: list[cst.CSTNode] = []
    pending: list[cst.CSTNode] = [tree]
    while pending:
        current = pending.pop()
        if isinstance(current, (cst.FunctionDef, cst.ClassDef)):
            found.append(current)
        if isinstance(current, cst.BaseExpression):
            continue
        pending.extend(current.children)
    return found
