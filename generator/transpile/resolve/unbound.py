"""Reads of a function's local names that some path reaches before any store of the name.

Python raises UnboundLocalError there (`if flag: v = 5` then `return v`; `count += 1` of a module-level
`count` without `global`); JS would read `undefined` and go on, so such a read is refused where it is.
The analysis is mypy's "possibly undefined" one: a name is bound after a statement when every path
through it that goes on binds it. A loop may run no time (unless it walks a non-empty literal or
`range()` of a positive literal), `while True` ends at its breaks, a handler starts with what was
bound before its `try`, and a `match` without an irrefutable last case may match nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

import libcst as cst

from generator.transpile.resolve.fields import children
from generator.transpile.resolve.locals import suite_statements, target_names, unpacked_names

#: What is bound where a path goes on; None where no path goes on (after return, raise, break).
State = frozenset[str] | None


@dataclass
class _Loop:
    breaks: list[frozenset[str]] = field(default_factory=list)
    continues: list[frozenset[str]] = field(default_factory=list)


def _meet(states: Iterable[State]) -> State:
    """Bound after paths that join: what each path that goes on binds."""
    live = [s for s in states if s is not None]
    if not live:
        return None
    result = live[0]
    for s in live[1:]:
        result &= s
    return result


@dataclass(frozen=True)
class UnboundRead:
    name: cst.Name
    #: A statement's own read of what it stores (`count += 1`, `del x`).
    rebinding: bool
    #: Read by a lambda, a nested def or a comprehension's body: Python's NameError for a free
    #: variable (the read happens when that code runs; unbound where it was made, it may be bound then).
    free: bool


def unbound_reads(function: cst.FunctionDef, *, walrus: bool = True) -> list[UnboundRead]:
    """The reads of `function`'s locals that may come before a store: its own, and those of the
    lambdas, nested defs and comprehensions made where a local may not be bound yet.
    `walrus`: the module may hold `:=` (else expressions are not searched for one: faster)."""
    walker = _Walker(_locals(function, walrus), walrus)
    params = {p.name.value for p in params_of(function.params)}
    walker.block(suite_statements(function.body), frozenset(params))
    return [UnboundRead(n, id(n) in walker.rebinding, id(n) in walker.free) for n in walker.found]


def maybe_unbound_globals(module: cst.Module, names: set[str], *, walrus: bool = True) -> set[str]:
    """The module-level `names` that some path through the module's body leaves unbound (`if flag():
    G = 1`): a function reading one may meet Python's NameError when it runs."""
    walker = _Walker(names, walrus, nested=False)  # (what is bound, not which reads: no function bodies)
    bound = walker.block(list(module.body), frozenset())
    return set(names) - bound if bound is not None else set()


def reads_before_def(module: cst.Module, names: set[str], *, walrus: bool = True) -> list[cst.Name]:
    """The module body's own reads of its functions' `names` before their `def` runs (`print(f(1))`
    above `def f`): Python's NameError as the module loads, where JS hoists a function declaration
    and goes on. (A lambda's or a def's read runs later, and is not one.)"""
    walker = _Walker(names, walrus, nested=False)
    walker.block(list(module.body), frozenset())
    return [name for name in walker.found if id(name) not in walker.free]


class _Walker:
    def __init__(self, local: set[str], walrus: bool, *, nested: bool = True) -> None:
        self.local = local
        self.walrus = walrus
        #: Whether nested defs' reads of these locals are sought (a module's walk wants none).
        self.nested = nested
        self.found: list[cst.Name] = []
        self.rebinding: set[int] = set()
        self.free: set[int] = set()
        self.loops: list[_Loop] = []

    # ---- expressions ------------------------------------------------------------------------------

    def reads(self, node: cst.CSTNode | None, bound: frozenset[str]) -> None:
        """Check every read of a local in `node` (a walrus target counts as bound in its whole
        expression: its order inside one expression is not followed)."""
        if node is None:
            return
        assigned = set(_walrus_targets(node)) if self.walrus else set()
        for name, free in _loads(node):
            if name.value in self.local and name.value not in bound and name.value not in assigned:
                self.found.append(name)
                if free:
                    self.free.add(id(name))

    def test(self, node: cst.BaseExpression, bound: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
        """Read a condition; what is bound where it was true, and where it was false."""
        self.reads(node, bound)
        if not self.walrus:
            return bound, bound
        return bound | _binds_when(node, True), bound | _binds_when(node, False)

    # ---- statements -------------------------------------------------------------------------------

    def block(self, body: Sequence[cst.BaseStatement | cst.BaseSmallStatement], bound: State) -> State:
        for stmt in body:
            if bound is None:
                return None  # the rest is not reached
            bound = self.statement(stmt, bound)
        return bound

    def statement(self, stmt: cst.CSTNode, bound: frozenset[str]) -> State:
        if isinstance(stmt, cst.SimpleStatementLine):
            return self.block(stmt.body, bound)
        if isinstance(stmt, cst.If):
            yes, no = self.test(stmt.test, bound)
            then = self.block(suite_statements(stmt.body), yes)
            orelse = stmt.orelse
            if orelse is None:
                return _meet([then, no])
            other = (
                self.statement(orelse, no)
                if isinstance(orelse, cst.If)
                else self.block(suite_statements(orelse.body), no)
            )
            return _meet([then, other])
        if isinstance(stmt, cst.For):
            self.reads(stmt.iter, bound)
            inside = bound | _target_binds(stmt.target)
            self.reads_in_target(stmt.target, inside)
            self.loops.append(_Loop())
            end = self.block(suite_statements(stmt.body), inside)
            loop = self.loops.pop()
            ran: State = _meet([end, *loop.continues]) if _never_empty(stmt.iter) else bound
            if stmt.orelse is not None and ran is not None:
                ran = self.block(suite_statements(stmt.orelse.body), ran)
            return _meet([ran, *loop.breaks])
        if isinstance(stmt, cst.While):
            yes, no = self.test(stmt.test, bound)
            self.loops.append(_Loop())
            self.block(suite_statements(stmt.body), yes)
            loop = self.loops.pop()
            forever = isinstance(stmt.test, cst.Name) and stmt.test.value == "True"
            tested: State = None if forever else no
            if stmt.orelse is not None and tested is not None:
                tested = self.block(suite_statements(stmt.orelse.body), tested)
            return _meet([tested, *loop.breaks])
        if isinstance(stmt, cst.Try):
            done = self.block(suite_statements(stmt.body), bound)
            ends: list[State] = []
            for handler in stmt.handlers:
                self.reads(handler.type, bound)
                name = (
                    handler.name.name.value
                    if handler.name and isinstance(handler.name.name, cst.Name)
                    else None
                )
                start = bound | {name} if name else bound
                end = self.block(suite_statements(handler.body), start)
                ends.append(end - {name} if end is not None and name else end)  # Python deletes it
            if stmt.orelse is not None and done is not None:
                done = self.block(suite_statements(stmt.orelse.body), done)
            after = _meet([done, *ends])
            if stmt.finalbody is not None:
                cleanup = self.block(suite_statements(stmt.finalbody.body), bound)
                if cleanup is None:
                    return None
                after = after | cleanup if after is not None else None
            return after
        if isinstance(stmt, cst.With):
            for item in stmt.items:
                self.reads(item.item, bound)
                if item.asname is not None:
                    bound = bound | _target_binds(item.asname.name)
            return self.block(suite_statements(stmt.body), bound)
        if isinstance(stmt, cst.Match):
            self.reads(stmt.subject, bound)
            ends = []
            last_irrefutable = False
            for case in stmt.cases:
                start = bound | _pattern_binds(case.pattern)
                self.reads(case.guard, start)
                ends.append(self.block(suite_statements(case.body), start))
                last_irrefutable = case.guard is None and _irrefutable(case.pattern)
            return _meet([*ends] if last_irrefutable else [*ends, bound])
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            for decorator in stmt.decorators:
                self.reads(decorator.decorator, bound)
            if isinstance(stmt, cst.FunctionDef):
                for param in params_of(stmt.params):
                    self.reads(param.default, bound)
                # its body reads this function's locals when it runs: those not bound yet are checked
                own = _locals(stmt, self.walrus) | {p.name.value for p in params_of(stmt.params)}
                for read, _ in _loads(stmt.body, True) if self.nested else ():
                    if read.value in self.local - own and read.value not in bound | {stmt.name.value}:
                        self.found.append(read)
                        self.free.add(id(read))
            elif not self.nested:  # a module-level class's body runs now (its names are its own)
                self.block(suite_statements(stmt.body), bound)
            return bound | {stmt.name.value}
        return self.small(stmt, bound)

    def small(self, stmt: cst.CSTNode, bound: frozenset[str]) -> State:
        if isinstance(stmt, cst.Assign):
            self.reads(stmt.value, bound)
            bound = bound | self.walrus_bound(stmt.value)  # `w = (z := f())` binds z first
            for target in stmt.targets:
                self.reads_in_target(target.target, bound)
                bound = bound | _target_binds(target.target)
            return bound
        if isinstance(stmt, cst.AnnAssign):
            if stmt.value is None:
                return bound
            self.reads(stmt.value, bound)
            bound = bound | self.walrus_bound(stmt.value)
            self.reads_in_target(stmt.target, bound)
            return bound | _target_binds(stmt.target)
        if isinstance(stmt, cst.AugAssign):  # `count += 1` reads `count` first
            self.reads(stmt.value, bound)
            self.reads(stmt.target, bound)
            self.rebinding.add(id(stmt.target))
            return bound | _target_binds(stmt.target) | self.walrus_bound(stmt.value)
        if isinstance(stmt, (cst.Return, cst.Raise)):
            self.reads(stmt, bound)
            return None
        if isinstance(stmt, (cst.Break, cst.Continue)):
            if self.loops:
                (self.loops[-1].breaks if isinstance(stmt, cst.Break) else self.loops[-1].continues).append(
                    bound
                )
            return None
        if isinstance(stmt, cst.Assert):
            self.reads(stmt, bound)
            never = isinstance(stmt.test, cst.Name) and stmt.test.value == "False"
            return None if never else bound | (_binds_when(stmt.test, True) if self.walrus else frozenset())
        if isinstance(stmt, cst.Del):
            self.reads(stmt.target, bound)
            self.rebinding.update(id(n) for n in walk(stmt.target) if isinstance(n, cst.Name))
            return bound - set(unpacked_names(stmt.target))
        if isinstance(stmt, (cst.Import, cst.ImportFrom)):
            names = stmt.names if not isinstance(stmt.names, cst.ImportStar) else []
            return bound | {_bound_import_name(alias) for alias in names}
        if isinstance(stmt, (cst.Global, cst.Nonlocal, cst.Pass)):
            return bound
        self.reads(stmt, bound)
        return bound | set(_walrus_targets(stmt)) if self.walrus else bound

    def walrus_bound(self, value: cst.BaseExpression) -> frozenset[str]:
        """The walrus targets every evaluation of an assignment's value binds."""
        return _unconditional(value) if self.walrus else frozenset()

    def reads_in_target(self, target: cst.BaseExpression, bound: frozenset[str]) -> None:
        """`xs[i] = v`, `self.a = v`: the target's object and index are reads."""
        if isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self.reads_in_target(element.value, bound)
        elif isinstance(target, cst.StarredElement):
            self.reads_in_target(target.value, bound)
        elif isinstance(target, (cst.Subscript, cst.Attribute)):
            self.reads(target, bound)


# ---- the names a node binds and reads -------------------------------------------------------------


def params_of(params: cst.Parameters) -> list[cst.Param]:
    found = [*params.posonly_params, *params.params, *params.kwonly_params]
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param):
            found.append(star)
    return found


def _target_binds(target: cst.BaseExpression) -> frozenset[str]:
    return (
        frozenset(unpacked_names(target))
        if not isinstance(target, (cst.Subscript, cst.Attribute))
        else frozenset()
    )


def _bound_import_name(alias: cst.ImportAlias) -> str:
    if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
        return alias.asname.name.value
    name: cst.BaseExpression = alias.name
    while isinstance(name, cst.Attribute):  # `import os.path` binds `os`
        name = name.value
    return name.value if isinstance(name, cst.Name) else ""


def _pattern_binds(pattern: cst.MatchPattern) -> frozenset[str]:
    found: set[str] = set()
    for node in walk(pattern):
        if isinstance(node, (cst.MatchAs, cst.MatchStar)) and node.name is not None:
            found.add(node.name.value)
        elif isinstance(node, cst.MatchMapping) and node.rest is not None:
            found.add(node.rest.value)
    return frozenset(found)


def _irrefutable(pattern: cst.MatchPattern) -> bool:
    if isinstance(pattern, cst.MatchAs):
        return pattern.pattern is None or _irrefutable(pattern.pattern)
    if isinstance(pattern, cst.MatchOr):
        return any(_irrefutable(p.pattern) for p in pattern.patterns)
    return False


def _never_empty(iterable: cst.BaseExpression) -> bool:
    """A literal with items, or `range(n)` of a positive literal: the loop's body runs at least once."""
    if isinstance(iterable, (cst.List, cst.Tuple)):
        return bool(iterable.elements) and not any(
            isinstance(e, cst.StarredElement) for e in iterable.elements
        )
    if (
        isinstance(iterable, cst.Call)
        and isinstance(iterable.func, cst.Name)
        and iterable.func.value == "range"
        and len(iterable.args) == 1
        and isinstance(iterable.args[0].value, cst.Integer)
    ):
        return int(iterable.args[0].value.value, 0) > 0
    return False


def last_name(node: cst.BaseExpression) -> str | None:
    """`x` of `x` and of `a.b.x` (a decorator's or annotation's name); None for anything else."""
    if isinstance(node, cst.Name):
        return node.value
    return node.attr.value if isinstance(node, cst.Attribute) else None


def every_node(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """`node` and everything it holds, function and lambda bodies too (a libcst visitor over a module
    is several times slower)."""
    pending = [node]
    while pending:
        current = pending.pop()
        yield current
        pending.extend(children(current))


def walk(node: cst.CSTNode, *, expressions: bool = True) -> Iterator[cst.CSTNode]:
    """`node` and what it holds, but not the bodies of functions and lambdas (read when called), nor
    (`expressions` False) what expressions hold."""
    pending = [node]
    while pending:
        current = pending.pop()
        yield current
        if isinstance(current, cst.Lambda) or (not expressions and isinstance(current, cst.BaseExpression)):
            continue
        if isinstance(current, (cst.FunctionDef, cst.ClassDef)) and current is not node:
            continue
        pending.extend(reversed(children(current)))


def _loads(node: cst.CSTNode, free: bool = False) -> Iterator[tuple[cst.Name, bool]]:
    """The names `node` reads (not those it stores, nor attribute names, nor keyword names), with
    a comprehension's own targets left out of what it reads; each with whether it is read as a free
    variable (by a lambda's body, or a comprehension's past its first iterable: `free` for all)."""
    if isinstance(node, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
        yield from _comprehension_loads(node, free)
        return
    if isinstance(node, cst.Lambda):
        params = {p.name.value for p in params_of(node.params)}
        for param in params_of(node.params):
            yield from _loads(param.default, free) if param.default is not None else ()
        yield from ((n, True) for n, _ in _loads(node.body, True) if n.value not in params)
        return
    if isinstance(node, cst.Name):
        yield node, free
        return
    if isinstance(node, (cst.Attribute, cst.Arg, cst.NamedExpr)):
        yield from _loads(node.value, free)
        return
    if isinstance(node, (cst.FunctionDef, cst.ClassDef)):
        return
    for child in children(node):
        yield from _loads(child, free)


def _comprehension_loads(
    node: cst.ListComp | cst.SetComp | cst.GeneratorExp | cst.DictComp, free: bool
) -> Iterator[tuple[cst.Name, bool]]:
    """(Its first iterable is read where the comprehension is; the rest in its own scope, later.)"""
    inner: set[str] = set()
    clause: cst.CompFor | None = node.for_in
    first = True
    while clause is not None:
        yield from ((n, f) for n, f in _loads(clause.iter, free if first else True) if n.value not in inner)
        first = False
        inner |= set(target_names(clause.target) or [])
        for cond in clause.ifs:
            yield from ((n, True) for n, _ in _loads(cond.test, True) if n.value not in inner)
            inner |= _binds_when(cond.test, True)  # `if (m := p.match(line))`: bound for what follows
        clause = clause.inner_for_in
    parts: list[cst.CSTNode] = [node.key, node.value] if isinstance(node, cst.DictComp) else [node.elt]
    for part in parts:
        yield from ((n, True) for n, _ in _loads(part, True) if n.value not in inner)


def _walrus_targets(node: cst.CSTNode) -> Iterator[str]:
    for current in walk(node):
        if isinstance(current, cst.NamedExpr) and isinstance(current.target, cst.Name):
            yield current.target.value


def _binds_when(node: cst.BaseExpression, truth: bool) -> frozenset[str]:
    """The walrus targets surely bound once `node` was found true (`truth`) or false: all of an
    `and` chain's operands ran when it is true, all of an `or` chain's when it is false."""
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
        return _binds_when(node.expression, not truth)
    if isinstance(node, cst.BooleanOperation):
        both = isinstance(node.operator, cst.And) == truth
        left = _binds_when(node.left, truth) if both else _unconditional(node.left)
        return left | _binds_when(node.right, truth) if both else left
    return _unconditional(node)


def _unconditional(node: cst.BaseExpression) -> frozenset[str]:
    """Walrus targets that every evaluation of `node` binds (not under `and`/`or`'s right side, a
    conditional's branches, a comprehension or a lambda)."""
    if isinstance(node, cst.NamedExpr) and isinstance(node.target, cst.Name):
        return frozenset({node.target.value}) | _unconditional(node.value)
    if isinstance(node, cst.BooleanOperation):
        return _unconditional(node.left)
    if isinstance(node, cst.IfExp):
        return _unconditional(node.test)
    if isinstance(node, (cst.Lambda, cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
        return frozenset()
    found: frozenset[str] = frozenset()
    for child in children(node):
        if isinstance(child, cst.BaseExpression):
            found |= _unconditional(child)
        elif isinstance(child, cst.Arg):
            found |= _unconditional(child.value)
    return found


def catch_name_conflicts(scope: cst.FunctionDef | cst.Module) -> list[tuple[cst.Name, str]]:
    """`except E as name` binds the name for the handler and deletes it after it (Python); JS's
    `catch (name)` binds a new name for the handler's block alone. They agree where the name is the
    handlers' alone: each `as` name that the function (or module) also stores otherwise, declares
    `global`/`nonlocal`, takes as a parameter, or reads outside a handler binding it (also from a
    nested def or lambda, which may run after it), with why."""
    body = scope if isinstance(scope, cst.Module) else scope.body
    handlers = [
        (node, caught)
        for node in walk(body, expressions=False)
        if isinstance(node, cst.ExceptHandler) and (caught := _caught_name(node)) is not None
    ]
    if not handlers:
        return []
    params = {p.name.value for p in params_of(scope.params)} if isinstance(scope, cst.FunctionDef) else set()
    declared = {
        item.name.value
        for node in walk(body)
        if isinstance(node, (cst.Global, cst.Nonlocal))
        for item in node.names
    }
    stored = stores(body, handlers=False)
    # each name's reads inside the handlers binding it, and the `as` targets (which `_loads` meets);
    # a function made in a handler is refused where it is lowered, with its own message
    inside: dict[str, set[int]] = {}
    for handler, target in handlers:
        inside.setdefault(target.value, set()).update(subtree_ids([target, handler.body]))
    nested_reads = [
        read for node in walk(body) if isinstance(node, cst.FunctionDef) for read in free_reads(node)
    ]
    found: list[tuple[cst.Name, str]] = []
    nested_in = {  # a handler inside one that binds the same name unbinds it for the rest of that one
        id(inner)
        for outer, target in handlers
        for inner in walk(outer.body, expressions=False)
        if isinstance(inner, cst.ExceptHandler)
        and getattr(_caught_name(inner), "value", None) == target.value
    }
    for handler, target in handlers:
        name = target.value
        if id(handler) in nested_in:
            why = "the name of the handler around this one"
        elif name in declared:
            why = "declared global or nonlocal here"
        elif name in params or name in stored:
            why = "a name the code around the handler stores"
        elif any(
            n.value == name and id(n) not in inside[name]
            for n in [*(n for n, _ in _loads(body)), *nested_reads]
        ):
            why = "read outside the handler (or by a function that may run after it)"
        else:
            continue
        found.append((target, why))
    return found


def _caught_name(handler: cst.ExceptHandler) -> cst.Name | None:
    """The name `except E as name` binds, if it binds one."""
    return handler.name.name if handler.name is not None and isinstance(handler.name.name, cst.Name) else None


def subtree_ids(nodes: Iterable[cst.CSTNode]) -> set[int]:
    """The ids of these nodes and of every node they hold (to tell a node inside them apart)."""
    found: set[int] = set()
    pending = list(nodes)
    while pending:
        current = pending.pop()
        found.add(id(current))
        pending.extend(children(current))
    return found


def def_conflicts(scope: cst.FunctionDef | cst.Module) -> list[tuple[cst.Name, str]]:
    """A `def` binds its name when it runs; JS hoists a function declaration to the top of its block,
    and scopes one in a nested block to that block. They agree for a def at the top of a function's
    (or the module's) body whose name nothing else there binds: each other def, with why."""
    body = scope if isinstance(scope, cst.Module) else scope.body
    top = list(scope.body) if isinstance(scope, cst.Module) else suite_statements(scope.body)
    in_blocks = [
        (block, index, node)
        for block in _blocks(top)
        for index, node in enumerate(block)
        if isinstance(node, cst.FunctionDef)
    ]
    defs = [s for s in top if isinstance(s, cst.FunctionDef)]
    if not in_blocks and not defs:
        return []  # (the common case, told without reading the body)
    found: list[tuple[cst.Name, str]] = []
    stored = stores(body, defs=False)
    if in_blocks:  # what reads these defs: the body's own reads, and its nested defs'
        nested = [n for n in walk(body, expressions=False) if isinstance(n, cst.FunctionDef)]
        reads = [*(n for n, _ in _loads(body)), *(read for d in nested for read in free_reads(d))]
        for block, index, node in in_blocks:
            # a def in a loop's or branch's block, read only after it there (a closure made per round)
            after = subtree_ids(block[index + 1 :])
            name = node.name.value
            defined = sum(d.name.value == name for d in nested)
            if defined > 1 or name in stored or any(r.value == name and id(r) not in after for r in reads):
                found.append((node.name, "inside a block (if, try, with, match or a loop) read outside it"))
    if isinstance(scope, cst.Module):
        # (a module-level name defined twice is refused where it is declared)
        return found + [
            (s.name, "of a name the module also binds otherwise") for s in defs if s.name.value in stored
        ]
    for index, node in enumerate(defs):
        name = node.name.value
        if name in stored or any(d.name.value == name for d in defs[:index]):
            found.append((node.name, "of a name the function also binds otherwise"))
    return found


def _blocks(statements: Sequence[cst.BaseStatement]) -> Iterator[list[cst.BaseStatement]]:
    """The statement lists nested in these (a branch's, a loop's, a handler's, a case's), deepest too."""
    for stmt in statements:
        suites: list[cst.BaseSuite] = []
        if isinstance(stmt, cst.If):
            suites.append(stmt.body)
            other: cst.If | cst.Else | None = stmt.orelse
            if other is not None:
                yield from _blocks([other] if isinstance(other, cst.If) else suite_statements(other.body))
                if isinstance(other, cst.Else):
                    yield suite_statements(other.body)
        elif isinstance(stmt, (cst.For, cst.While)):
            suites += [stmt.body, *([stmt.orelse.body] if stmt.orelse is not None else [])]
        elif isinstance(stmt, (cst.Try, cst.TryStar)):
            suites += [stmt.body, *(h.body for h in stmt.handlers)]
            suites += [s.body for s in (stmt.orelse, stmt.finalbody) if s is not None]
        elif isinstance(stmt, cst.With):
            suites.append(stmt.body)
        elif isinstance(stmt, cst.Match):
            suites += [case.body for case in stmt.cases]
        for suite in suites:
            inner = suite_statements(suite)
            yield inner
            yield from _blocks(inner)


def free_reads(function: cst.FunctionDef) -> list[cst.Name]:
    """The names a nested def reads of the scopes around it (not its own locals or parameters)."""
    own = stores(function.body, handlers=True) | {p.name.value for p in params_of(function.params)}
    return [n for n, _ in _loads(function.body, True) if n.value not in own]


def _locals(function: cst.FunctionDef, walrus: bool) -> set[str]:
    """The names the function stores (so Python makes them local), but not `global`/`nonlocal` ones
    (expressions are searched for a `:=` only where the module may hold one)."""
    return stores(function.body, walrus=walrus)


def stores(body: cst.CSTNode, *, walrus: bool = True, handlers: bool = True, defs: bool = True) -> set[str]:
    """The names a body stores, less its `global`/`nonlocal` ones (`handlers`: with `except ... as`;
    `defs`: with the names of the defs and classes)."""
    stored: set[str] = set()
    declared: set[str] = set()
    for node in walk(body, expressions=walrus):
        if isinstance(node, (cst.Global, cst.Nonlocal)):
            declared.update(item.name.value for item in node.names)
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)) and defs:
            stored.add(node.name.value)
        elif isinstance(node, cst.Assign):
            for target in node.targets:
                stored.update(unpacked_names(target.target))
        elif isinstance(node, (cst.AnnAssign, cst.AugAssign, cst.For)):
            stored.update(unpacked_names(node.target))
        elif isinstance(node, cst.WithItem) and node.asname is not None:
            stored.update(unpacked_names(node.asname.name))
        elif isinstance(node, cst.ExceptHandler) and node.name is not None and handlers:
            stored.update(unpacked_names(node.name.name))
        elif isinstance(node, cst.NamedExpr):
            stored.update(unpacked_names(node.target))
        elif isinstance(node, (cst.Import, cst.ImportFrom)) and not isinstance(node.names, cst.ImportStar):
            stored.update(_bound_import_name(alias) for alias in node.names)
        elif isinstance(node, cst.MatchCase):
            stored |= _pattern_binds(node.pattern)
    return stored - declared
