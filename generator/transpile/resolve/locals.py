"""Where each local name is declared in JS, and whether as `const` or `let`.

Python names live in the whole function; JS `const`/`let` live in a block. A name is declared at its
first assignment when every other use sits inside that same block, as `const` if it is assigned once.
Otherwise a `let name;` is hoisted to the innermost block that holds all of its uses, just before the
first statement that touches it, and before the outermost loop around that block (a JS block in a loop
starts each round afresh; a Python name keeps the last round's value). A `for` target is declared in the loop header when it is used only
inside the loop.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Literal

import libcst as cst

from generator.transpile.resolve.fields import children

#: "part": a name among an unpacking's other targets (`a, self.b = ...`), declared before it.
StoreKind = Literal["assign", "annotation", "for", "augment", "walrus", "part"]
Path = tuple[int, ...]


@dataclass(frozen=True)
class _Occurrence:
    path: Path  # the block holding the statement: (statement index, sub-block index) pairs
    index: int  # the statement's index inside that block
    stmt: cst.CSTNode
    store: StoreKind | None  # None: a read


@dataclass
class BindingPlan:
    #: `let a, b;` to emit just before a statement.
    hoisted_before: dict[cst.CSTNode, list[str]] = field(default_factory=dict)
    #: (statement, name) -> "const" | "let" where the statement itself declares the name.
    declared_at: dict[tuple[cst.CSTNode, str], str] = field(default_factory=dict)
    #: Names declared by a hoisted `let` (their stores are plain assignments).
    hoisted: set[str] = field(default_factory=set)
    #: Names declared inside a loop's body or head: each round has its own binding, which a closure
    #: made in the round would keep (Python's closure reads the one variable's latest value).
    per_round: set[str] = field(default_factory=set)
    #: Names no other name shares an object with (see resolve/unshared.py), found when first asked.
    unshared: Callable[[], frozenset[str]] = field(default=lambda: frozenset())


class _NameCollector(cst.CSTVisitor):
    """Every identifier read in an expression, skipping attribute names and keyword names."""

    def __init__(self) -> None:
        self.names: list[str] = []
        #: `name := value` targets outside lambdas: stores of the function (a comprehension's too, which
        #: PEP 572 binds in the function that holds it).
        self.walrus: list[str] = []
        #: Names read by a lambda or a generator expression: read when it runs, not when it is made.
        self.captured: list[str] = []

    def visit_Name(self, node: cst.Name) -> None:
        self.names.append(node.value)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> bool:
        node.value.visit(self)
        if isinstance(node.target, cst.Name):
            self.walrus.append(node.target.value)
        return False

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)
        return False

    def visit_Arg(self, node: cst.Arg) -> bool:
        node.value.visit(self)
        return False

    def visit_Param(self, node: cst.Param) -> bool:
        if node.default is not None:
            node.default.visit(self)
        return False

    def _scoped(
        self, node: cst.CSTNode, own: set[str], *, deferred: bool = False, lambda_: bool = False
    ) -> bool:
        """A comprehension's targets and a lambda's parameters are its own names, not the function's;
        a `deferred` scope (a lambda, a generator expression) reads the others later."""
        inner = _NameCollector()
        for child in node.children:
            child.visit(inner)
        outer = [name for name in inner.names if name not in own]
        self.names += outer
        if not lambda_:
            self.walrus += inner.walrus
        self.captured += outer if deferred else [name for name in inner.captured if name not in own]
        return False

    def visit_ListComp(self, node: cst.ListComp) -> bool:
        return self._scoped(node, _comprehension_targets(node.for_in))

    def visit_SetComp(self, node: cst.SetComp) -> bool:
        return self._scoped(node, _comprehension_targets(node.for_in))

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> bool:
        return self._scoped(node, _comprehension_targets(node.for_in), deferred=True)

    def visit_DictComp(self, node: cst.DictComp) -> bool:
        return self._scoped(node, _comprehension_targets(node.for_in))

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        params = node.params
        own = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
        return self._scoped(node, own, deferred=True, lambda_=True)


def _pattern_names(pattern: cst.MatchPattern) -> list[str]:
    """The names a match pattern binds (`case (method, path)`, `case x`, `case [a, _] as pair`)."""
    found: list[str] = []

    class Captures(cst.CSTVisitor):
        def visit_MatchAs(self, node: cst.MatchAs) -> None:
            if node.name is not None:
                found.append(node.name.value)

        def visit_MatchStar(self, node: cst.MatchStar) -> None:
            if node.name is not None:
                found.append(node.name.value)

        def visit_MatchMapping(self, node: cst.MatchMapping) -> None:
            if node.rest is not None:  # `{"k": v, **rest}`
                found.append(node.rest.value)

        def visit_MatchValue(self, node: cst.MatchValue) -> bool:
            return False

    pattern.visit(Captures())
    return found


def _comprehension_targets(clause: cst.CompFor | None) -> set[str]:
    names: set[str] = set()
    while clause is not None:
        names.update(unpacked_names(clause.target))
        clause = clause.inner_for_in
    return names


def plain_target_names(target: cst.BaseExpression) -> list[str]:
    """The names an unpacking target stores to (`a` and `b` of `(a, b), xs[i]`), not those its other
    parts read (`xs`, `i`)."""
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for e in target.elements for n in plain_target_names(e.value)]
    return []


def unpacked_names(target: cst.BaseExpression) -> list[str]:
    """The names a target binds, through tuples, lists and a starred name (`a, *rest`)."""
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for e in target.elements for n in unpacked_names(e.value)]
    if isinstance(target, cst.StarredElement):
        return unpacked_names(target.value)
    return []


def suite_statements(body: cst.BaseSuite) -> list[cst.BaseStatement]:
    """The statements of an indented block, or of a one-line suite (`if x: return y`)."""
    if isinstance(body, cst.IndentedBlock):
        return list(body.body)
    assert isinstance(body, cst.SimpleStatementSuite)
    return [cst.SimpleStatementLine(body=body.body)]


def _reads(node: cst.CSTNode | None) -> list[str]:
    return _collect(node).names


def _collect(node: cst.CSTNode | None) -> _NameCollector:
    collector = _NameCollector()
    if node is not None:
        node.visit(collector)
    return collector


def assigned_targets(small: cst.BaseSmallStatement) -> list[cst.BaseExpression]:
    """The targets an `=` or an annotated assignment names (`x: int` names `x`, storing nothing)."""
    if isinstance(small, cst.Assign):
        return [t.target for t in small.targets]
    if isinstance(small, cst.AnnAssign):
        return [small.target]
    return []


def target_names(target: cst.BaseExpression, *, starred: bool = False) -> list[str] | None:
    """Names stored by an assignment target; None when the target is not a plain name or tuple of names
    (with `starred`, one item of a tuple of names may be `*rest`, as an assignment allows)."""
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, (cst.Tuple, cst.List)):
        stars = sum(isinstance(e, cst.StarredElement) for e in target.elements)
        if stars > 1 or (
            stars and not (starred and all(isinstance(e.value, cst.Name) for e in target.elements))
        ):
            return None
        names: list[str] = []
        for element in target.elements:
            inner = target_names(element.value)
            if inner is None:
                return None
            names.extend(inner)
        return names
    return None


def starred_target(target: cst.BaseExpression) -> str | None:
    """The `rest` of `first, *rest = ...` (or of `first, *middle, last = ...`)."""
    if isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            if isinstance(element, cst.StarredElement) and isinstance(element.value, cst.Name):
                return element.value.value
    return None


class _Walker:
    def __init__(self, closures: bool) -> None:
        self.closures = closures
        self.occurrences: dict[str, list[_Occurrence]] = {}
        self.statements: dict[tuple[Path, int], cst.CSTNode] = {}
        #: Where each name is read by a closure made there (a lambda, a nested def, a generator
        #: expression): the block and the statement's index in it.
        self.captured: dict[str, list[tuple[Path, int]]] = {}

    def _add(self, name: str, path: Path, index: int, stmt: cst.CSTNode, store: StoreKind | None) -> None:
        self.occurrences.setdefault(name, []).append(_Occurrence(path, index, stmt, store))

    def block(self, body: list[cst.BaseStatement] | tuple[cst.BaseStatement, ...], path: Path) -> None:
        for index, stmt in enumerate(body):
            self.statements[(path, index)] = stmt
            self.statement(stmt, path, index)

    def statement(self, stmt: cst.BaseStatement, path: Path, index: int) -> None:
        def read(node: cst.CSTNode | None, *, closure: bool = False) -> None:
            found = _collect(node)
            for name in found.names:
                self._add(name, path, index, stmt, None)
            for name in found.names if closure else found.captured:
                self.captured.setdefault(name, []).append((path, index))
            for name in found.walrus:  # declared by a `let` before the statement (it is an expression)
                self._add(name, path, index, stmt, "walrus")

        def store(target: cst.BaseExpression, kind: StoreKind) -> None:
            names = target_names(target, starred=True)
            if names is None:
                read(target)
                if isinstance(target, (cst.Tuple, cst.List)):  # `(a, b), xs[i] = ...`
                    for name in plain_target_names(target):
                        self._add(name, path, index, stmt, "part")
                return
            for name in names:
                self._add(name, path, index, stmt, kind)

        def sub(body: cst.BaseSuite, k: int) -> None:
            self.block(suite_statements(body), path + (index, k))

        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    read(small.value)
                    for target in small.targets:
                        store(target.target, "assign")
                elif isinstance(small, cst.AnnAssign):
                    read(small.value)
                    store(small.target, "assign" if small.value is not None else "annotation")
                elif isinstance(small, cst.AugAssign):
                    read(small.value)
                    read(small.target)
                    store(small.target, "augment")
                else:
                    read(small)
        elif isinstance(stmt, cst.If):
            read(stmt.test)
            sub(stmt.body, 0)
            if isinstance(stmt.orelse, cst.If):
                self.block([stmt.orelse], path + (index, 1))
            elif isinstance(stmt.orelse, cst.Else):
                sub(stmt.orelse.body, 1)
        elif isinstance(stmt, cst.For):
            read(stmt.iter)
            store(stmt.target, "for")
            sub(stmt.body, 0)
            if stmt.orelse is not None:
                sub(stmt.orelse.body, 1)
        elif isinstance(stmt, cst.While):
            read(stmt.test)
            sub(stmt.body, 0)
            if stmt.orelse is not None:
                sub(stmt.orelse.body, 1)
        elif isinstance(stmt, cst.Try):
            sub(stmt.body, 0)
            for k, handler in enumerate(stmt.handlers, start=1):
                read(handler.type)
                sub(handler.body, k)
            if stmt.finalbody is not None:
                sub(stmt.finalbody.body, len(stmt.handlers) + 1)
            if stmt.orelse is not None:
                sub(stmt.orelse.body, len(stmt.handlers) + 2)
        elif isinstance(stmt, cst.With):
            for item in stmt.items:
                read(item.item)
                if item.asname is not None:
                    store(item.asname.name, "assign")
            sub(stmt.body, 0)
        elif isinstance(stmt, cst.Match):
            read(stmt.subject)
            for k, case in enumerate(stmt.cases):
                for name in _pattern_names(case.pattern):  # a capture is stored where the case begins
                    self._add(name, path + (index, k), -1, stmt, "assign")
                read(case.guard)
                sub(case.body, k)
        elif isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            if self.closures:
                read(stmt.body, closure=True)
        else:
            read(stmt)


def global_names(node: cst.CSTNode) -> set[str]:
    """The names `global` statements in `node` (a function, or a whole module's functions) name.
    Statements only are walked (a `global` is one): a visitor over every expression is far slower."""
    found: set[str] = set()
    pending: list[cst.CSTNode] = [node]
    while pending:
        current = pending.pop()
        if isinstance(current, cst.SimpleStatementLine):
            for small in current.body:
                if isinstance(small, cst.Global):
                    found.update(item.name.value for item in small.names)
            continue
        if isinstance(current, cst.BaseExpression):
            continue
        pending.extend(child for child in current.children if not isinstance(child, cst.BaseExpression))
    return found


def stored_to(target: cst.BaseExpression | None) -> Iterator[cst.BaseExpression]:
    """What a target stores to: each name, attribute or item, through tuples, lists and `*rest`
    (`state.ctx = v` stores to `state.ctx`, never to the names `state` or `ctx`)."""
    if isinstance(target, (cst.Tuple, cst.List)):
        for element in target.elements:
            yield from stored_to(element.value)
    elif isinstance(target, cst.StarredElement):
        yield from stored_to(target.value)
    elif target is not None:
        yield target


def stored_attributes(tree: cst.Module) -> set[str]:
    """The attribute names the module's functions store (`job.state = None`, `+=`, `del`): a call may
    change what a test said of them. Not those an `__init__` stores on its own new object (`self.x`).
    (`setattr` is refused.) One pass over the statements, by the nodes' fields."""
    names: set[str] = set()
    # each node with the innermost def's `self` where it is an __init__ ("" elsewhere in a def,
    # None outside any def)
    pending: list[tuple[cst.CSTNode, str | None]] = [(tree, None)]
    while pending:
        node, own = pending.pop()
        if isinstance(node, cst.FunctionDef):
            first = node.params.params[0].name.value if node.params.params else ""
            own = first if node.name.value == "__init__" else ""
        targets: list[cst.BaseExpression] = []
        if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.Del)):
            targets = [node.target]
        for stored in (s for target in targets for s in stored_to(target)) if own is not None else ():
            if isinstance(stored, cst.Attribute) and not (
                isinstance(stored.value, cst.Name) and stored.value.value == own
            ):
                names.add(stored.attr.value)
        # (statements only: an expression stores no attribute)
        pending += [(child, own) for child in children(node) if not isinstance(child, cst.BaseExpression)]
    return names


def nonlocal_names(body: cst.CSTNode) -> tuple[set[str], set[str]]:
    """The names `nonlocal` statements in a function's `body` name, in one walk: its own (its stores to
    them are an enclosing function's), and those of the defs nested in it, which may rebind its locals
    at any call (a superset: a name a def between binds itself is counted too)."""
    own: set[str] = set()
    nested: set[str] = set()
    pending: list[tuple[cst.CSTNode, bool]] = [(body, False)]
    while pending:
        current, inside = pending.pop()
        if isinstance(current, cst.SimpleStatementLine):
            for small in current.body:
                if isinstance(small, cst.Nonlocal):
                    (nested if inside else own).update(item.name.value for item in small.names)
            continue
        if isinstance(current, cst.BaseExpression):
            continue
        inside = inside or isinstance(current, cst.FunctionDef)
        pending.extend((c, inside) for c in current.children if not isinstance(c, cst.BaseExpression))
    return own, nested


def plan_bindings(
    body: list[cst.BaseStatement] | tuple[cst.BaseStatement, ...],
    params: set[str],
    *,
    closures: bool,
    reassigned: frozenset[str] = frozenset(),
    module: bool = False,
) -> BindingPlan:
    """Where each local is declared, `const` or `let`. `params` are not declared here (parameters,
    and names a function takes from the module with `global`); `reassigned` names are stored elsewhere
    too (by a function's `global`), so they are `let`. In a `module`, every name is the module's, which
    its functions may read: one stored inside an `if`, `try` or loop is declared at the top level."""
    walker = _Walker(closures)
    walker.block(body, ())
    plan = BindingPlan()
    for name, occurrences in walker.occurrences.items():
        stores = [o for o in occurrences if o.store is not None]
        if not stores or name in params:
            continue
        block = () if module else _common_prefix([o.path for o in occurrences])
        first = occurrences[0]
        # a closure made in a loop reads the one variable, as in Python: never a binding per round
        captured_in_loop = any(_inside_loop(walker, path) for path, _ in walker.captured.get(name, []))
        if (
            not module
            and not captured_in_loop
            and all(o.store == "for" for o in stores)
            and _confined_to_loops(occurrences, stores)
        ):
            for loop in stores:  # `for x in ...` loops that each use x only inside: one `const` per loop
                plan.declared_at[(loop.stmt, name)] = "const"
            plan.per_round.add(name)
            continue
        if (
            first.store in ("assign", "annotation")
            and first.path == block
            and not (captured_in_loop and _inside_loop(walker, block))
        ):
            single = len(stores) == 1 and first.store == "assign" and name not in reassigned
            plan.declared_at[(first.stmt, name)] = "const" if single else "let"
            if _inside_loop(walker, block):
                plan.per_round.add(name)
            continue
        # A `let` inside a loop's body starts each round undefined; a Python name keeps the last
        # round's value (`if i > 0: use(prev)` ... `prev = i`): declare it before the outermost loop.
        block = _outside_loops(walker, block)
        # The statement of `block` holding the first use: the use's own, or the compound one around it.
        anchor = walker.statements[(block, first.index if first.path == block else first.path[len(block)])]
        plan.hoisted_before.setdefault(anchor, []).append(name)
        plan.hoisted.add(name)
    # (a module's first statement may be an import, which emits nothing: its names stay as they were)
    _split_mixed_unpacking(plan, body[0] if body and not module else None)
    plan.per_round -= plan.hoisted
    return plan


def _inside_loop(walker: _Walker, block: Path) -> bool:
    return _outside_loops(walker, block) != block


def _outside_loops(walker: _Walker, block: Path) -> Path:
    """`block`, or the block holding the outermost loop whose body (at any depth) `block` is in."""
    for k in range(0, len(block), 2):
        stmt = walker.statements[(block[:k], block[k])]
        if isinstance(stmt, (cst.For, cst.While)) and block[k + 1] == 0:
            return block[:k]
    return block


def _confined_to_loops(occurrences: list[_Occurrence], loops: list[_Occurrence]) -> bool:
    """Each use of the name is in one of the loops that store it, and no such loop is inside
    another (`for i in ...: for i in ...:` stores the outer loop's one variable, as Python does)."""
    bodies = [loop.path + (loop.index, 0) for loop in loops]
    nested = any(loop.path[: len(body)] == body for loop in loops for body in bodies)
    return not nested and all(
        o in loops or any(o.path[: len(body)] == body for body in bodies) for o in occurrences
    )


def _common_prefix(paths: list[Path]) -> Path:
    prefix = paths[0]
    for path in paths[1:]:
        size = 0
        while size < min(len(prefix), len(path)) and prefix[size] == path[size]:
            size += 1
        prefix = prefix[:size]
    return prefix[: len(prefix) - len(prefix) % 2]  # a block path is made of (index, sub-block) pairs


def _split_mixed_unpacking(plan: BindingPlan, top: cst.BaseStatement | None) -> None:
    """`a, b = pair` declares both or neither in place: mixed cases fall back to hoisted `let`. A name
    hoisted so before two statements (`for k, v in a:` then `for i, (k, v) in b:`, where `k` outlives
    them) is declared once, before the body's first statement (Python's one variable; JS refuses a
    second `let` of it in one block)."""
    by_stmt: dict[cst.CSTNode, list[str]] = {}
    for stmt, name in plan.declared_at:
        by_stmt.setdefault(stmt, []).append(name)
    for stmt, names in by_stmt.items():
        kinds = {plan.declared_at[(stmt, n)] for n in names}
        if isinstance(stmt, cst.For):
            # `for a, b in ...` declares both in its head, or neither (then both are hoisted)
            targets = target_names(stmt.target) or []
        else:
            targets = _assigned_names(stmt)
        if len(targets) > 1 and (len(kinds) > 1 or set(names) != set(targets)):
            for name in names:
                del plan.declared_at[(stmt, name)]
                plan.hoisted_before.setdefault(stmt, []).append(name)
                plan.hoisted.add(name)
    anchors: dict[str, int] = {}
    for names in plan.hoisted_before.values():
        for name in names:
            anchors[name] = anchors.get(name, 0) + 1
    twice = [name for name, count in anchors.items() if count > 1]
    if twice and top is not None:
        for stmt in list(plan.hoisted_before):
            plan.hoisted_before[stmt] = [n for n in plan.hoisted_before[stmt] if n not in twice]
        plan.hoisted_before.setdefault(top, []).extend(n for n in twice if n not in plan.hoisted_before[top])


def _assigned_names(stmt: cst.CSTNode) -> list[str]:
    if (
        isinstance(stmt, cst.SimpleStatementLine)
        and len(stmt.body) == 1
        and isinstance(stmt.body[0], cst.Assign)
    ):
        names: list[str] = []
        for target in stmt.body[0].targets:
            names.extend(target_names(target.target, starred=True) or [])
        return names
    return []
