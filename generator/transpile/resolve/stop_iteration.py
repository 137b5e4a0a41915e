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
from dataclasses import dataclass, field

import libcst as cst

from generator.transpile.resolve.fields import children
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

    def __init__(self, tree: cst.Module, source: str) -> None:
        # (a module that never names next, __next__ nor StopIteration raises none: the common case)
        self.none = not any(word in source for word in ("next", "StopIteration"))
        found = _Found(cst.Module([]) if self.none else tree)
        defs = found.defs
        # (an imported function, the SDK's or the standard library's, raises no StopIteration)
        self.known = frozenset(defs) | found.classes | _imported(tree)
        self.raisers: set[str] = set()
        # a callable value runs one of the module's functions or lambdas (or a library's, which
        # raises none but `next` and an iterator's `__next__`, taken as values): it may raise only
        # where one of those may
        self.values_may_raise = found.next_as_value
        # each function's calls read once, then the fixpoint through the calls between them
        summaries = {name: [self._summary(n.body) for n in nodes] for name, nodes in defs.items()}
        lambdas = [self._summary(n.body) for n in found.lambdas]
        changed = True
        while changed:
            changed = False
            for name, of_name in summaries.items():
                if name not in self.raisers and any(self._raises(s) for s in of_name):
                    self.raisers.add(name)
                    changed = True
            raising = bool(self.raisers) or any(self._raises(s) for s in lambdas)
            if raising and not self.values_may_raise:
                self.values_may_raise = changed = True

    def may_raise(self, node: cst.CSTNode) -> bool:
        """Could running `node` (an expression, or a function's body; not the functions it only
        defines) raise StopIteration? A lambda in it counts: it is made to be called, by what it is
        given to (`reduce(lambda a, b: a + pick(b), xs)`, `key=`) or later."""
        return not self.none and self._raises(self._summary(node))

    def _raises(self, summary: _Summary) -> bool:
        return (
            summary.directly
            or bool(summary.calls & self.raisers)
            or (summary.values and self.values_may_raise)
        )

    def _summary(self, node: cst.CSTNode) -> _Summary:
        """What running `node` may call, and whether it raises StopIteration itself."""
        summary = _Summary()
        pending = [node]
        while pending:
            for found in walk(pending.pop()):
                if isinstance(found, cst.Raise) and found.exc is not None and _names_stop(found.exc):
                    summary.directly = True
                elif isinstance(found, cst.Call):
                    self._call(found, summary)
                elif isinstance(found, cst.Lambda) and found is not node:
                    pending.append(found.body)
        return summary

    def _call(self, call: cst.Call, summary: _Summary) -> None:
        func = call.func
        if isinstance(func, cst.Name):
            if func.value == "next":
                summary.directly = summary.directly or _is_bare_next(call)
            elif func.value in self.known or func.value in _BUILTINS:
                summary.calls.add(func.value)
            else:  # a callable value (a parameter, a local): what it runs is not known here
                summary.values = True
        elif isinstance(func, cst.Attribute):
            summary.calls.add(func.attr.value)
            summary.directly = summary.directly or func.attr.value == "__next__"
        elif not isinstance(func, cst.Lambda):  # (a lambda called at once: walked as a lambda)
            summary.values = True  # `handlers[k](x)`, `make()(x)`: a callable value


@dataclass
class _Summary:
    """What a piece of code may call (by name: a function's, or a method's), whether it raises
    StopIteration itself (`raise`, a bare `next()`, `__next__()`), and whether it calls a callable
    value it cannot see."""

    calls: set[str] = field(default_factory=set)
    directly: bool = False
    values: bool = False


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


def _names_stop(exc: cst.BaseExpression) -> bool:
    target = exc.func if isinstance(exc, cst.Call) else exc
    return isinstance(target, cst.Name) and target.value in ("StopIteration", "StopAsyncIteration")


class _Found:
    """One pass over the module (by its fields: libcst's `children` is several times slower): its
    functions by name, its classes' names, its lambdas, and whether `next` or an iterator's
    `__next__` is taken as a value (`f = it.__next__`, `map(next, its)`)."""

    def __init__(self, tree: cst.Module) -> None:
        self.defs: dict[str, list[cst.FunctionDef]] = {}
        self.classes: set[str] = set()
        self.lambdas: list[cst.Lambda] = []
        self.next_as_value = False
        called: set[int] = set()
        pending: list[cst.CSTNode] = [tree]
        while pending:
            node = pending.pop()
            if isinstance(node, cst.FunctionDef):
                self.defs.setdefault(node.name.value, []).append(node)
                # (not its name: `def next(self)` takes no value)
                pending += [node.body, node.params, *(d.decorator for d in node.decorators)]
                continue
            if isinstance(node, cst.ClassDef):
                self.classes.add(node.name.value)
            elif isinstance(node, cst.Lambda):
                self.lambdas.append(node)
            elif isinstance(node, cst.Call):
                called.add(id(node.func))
            elif id(node) not in called and (
                (isinstance(node, cst.Name) and node.value == "next")
                or (isinstance(node, cst.Attribute) and node.attr.value == "__next__")
            ):
                self.next_as_value = True
            pending += reversed(children(node))
