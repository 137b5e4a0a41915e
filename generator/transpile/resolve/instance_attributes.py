"""Which attributes every instance of a worker's class has once it is made: those its construction
assigns on every path before anything else can read the instance (`surely_set`).

Python raises AttributeError reading an attribute no store has made (`session: str` declared in the
class body and assigned only by `open()`, one assigned in one branch of `__init__`, one `__init__`
reads through `repr(self)` before assigning it); JavaScript reads `undefined`. A read of any other
attribute is checked when it runs (`$attr`).

The walk over `__init__` (and a dataclass's `__post_init__`) is conservative: it stops at the first
statement that may return early or let the instance be read elsewhere (a method called on it, the
instance passed or captured, `super()` other than `super().__init__(...)`, or a read of an attribute
it has not assigned yet); an `if` gives what both branches assign; a loop, `try` or `match` gives
nothing. A base class's attributes are the subclass's when its `__init__` calls `super().__init__()`
before stopping (or it has no `__init__`); where the base's construction runs the instance's methods
(which the subclass may override to read its own attributes), that call stops the walk too."""

from __future__ import annotations

from collections.abc import Sequence

import libcst as cst

from generator.transpile.resolve.user_types import UserClass


def surely_set(cls: UserClass) -> frozenset[str]:
    """The attributes every instance of `cls` has when its construction returns, and those its class
    body gives a value (read from the class when the instance has none)."""
    if cls.surely_set is None:
        cls.surely_set = frozenset(_made(cls) | _class_values(cls))
    return cls.surely_set


def _made(cls: UserClass) -> set[str]:
    base = _base(cls)
    inherited = set(surely_set(base)) if base is not None else set()
    readable = _class_values(cls)
    properties = set().union(*(c.properties for c in cls.lineage()))
    init = _method(cls, "__init__")
    if init is not None:
        # (a base whose construction runs the instance's methods may run this class's overrides,
        # which may read what this `__init__` assigns after `super().__init__()`)
        escapes = base is not None and _runs_methods(base)
        return _walk_method(init, set(), inherited, readable, properties, escapes)
    made = inherited | set(cls.dataclass_fields or ())
    post_init = _method(cls, "__post_init__") if cls.dataclass_fields is not None else None
    return _walk_method(post_init, made, set(), readable, properties) if post_init is not None else made


def _runs_methods(cls: UserClass) -> bool:
    """Whether constructing an instance of `cls` may run code of its class that reads the instance: a
    method called on it, the instance passed on, a property read or set (its own `__init__`, a
    dataclass's `__post_init__`, or a base's construction)."""
    base = _base(cls)
    properties = set().union(*(c.properties for c in cls.lineage()))
    own = _method(cls, "__init__") or (
        _method(cls, "__post_init__") if cls.dataclass_fields is not None else None
    )
    if own is None or not own.params.params:
        return base is not None and _runs_methods(base)
    finder = _Runs(own.params.params[0].name.value, properties)
    own.body.visit(finder)
    return finder.found or (finder.calls_super and base is not None and _runs_methods(base))


class _Runs(cst.CSTVisitor):
    def __init__(self, this: str, properties: set[str]) -> None:
        self.this = this
        self.properties = properties
        self.found = False
        self.calls_super = False

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if (
            isinstance(func, cst.Attribute)
            and isinstance(func.value, cst.Name)
            and func.value.value == self.this
        ):
            self.found = True  # `self.setup()`

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        owner = node.value
        if isinstance(owner, cst.Name) and owner.value == self.this:
            self.found |= node.attr.value in self.properties
            return False
        if isinstance(owner, cst.Call) and isinstance(owner.func, cst.Name) and owner.func.value == "super":
            if node.attr.value == "__init__":
                self.calls_super = True
            else:
                self.found = True  # `super().setup()`: may run what the class overrides
            return False
        return True

    def visit_Name(self, node: cst.Name) -> None:
        self.found |= node.value == self.this  # the instance itself, passed on or captured


def _base(cls: UserClass) -> UserClass | None:
    """The worker's class it derives from (one base here), if any."""
    return cls.base_infos[0] if cls.base_infos and isinstance(cls.base_infos[0], UserClass) else None


def _method(cls: UserClass, name: str) -> cst.FunctionDef | None:
    body = cls.node.body.body if isinstance(cls.node.body, cst.IndentedBlock) else ()
    return next((s for s in body if isinstance(s, cst.FunctionDef) and s.name.value == name), None)


def _class_values(cls: UserClass) -> set[str]:
    """Names its class body (or a base's) assigns a value: an instance without its own reads that."""
    found: set[str] = set()
    for each in cls.lineage():
        body = each.node.body.body if isinstance(each.node.body, cst.IndentedBlock) else ()
        for stmt in body:
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                if isinstance(small, cst.Assign):
                    found |= {t.target.value for t in small.targets if isinstance(t.target, cst.Name)}
                elif (
                    isinstance(small, cst.AnnAssign)
                    and small.value is not None
                    and isinstance(small.target, cst.Name)
                    and each.dataclass_fields is None  # (a dataclass's fields are its instances')
                ):
                    found.add(small.target.value)
    return found


def _walk_method(
    method: cst.FunctionDef,
    assigned: set[str],
    inherited: set[str],
    readable: set[str],
    properties: set[str],
    base_runs_methods: bool = False,
) -> set[str]:
    """What the instance surely has after `method` (given what it had before): what it assigns on
    `self` on every path before the walk stops being sure, and the base's attributes where it calls
    `super().__init__(...)` before then."""
    params = method.params.params
    if not params:
        return assigned
    walk = _Walk(params[0].name.value, set(assigned), inherited, readable, properties, base_runs_methods)
    walk.block(_statements(method.body))
    return walk.assigned


def _statements(body: cst.BaseSuite) -> Sequence[cst.BaseStatement | cst.BaseSmallStatement]:
    if isinstance(body, cst.IndentedBlock):
        return body.body
    return body.body  # a one-line suite's small statements


class _Walk:
    def __init__(
        self,
        this: str,
        assigned: set[str],
        inherited: set[str],
        readable: set[str],
        properties: set[str],
        base_runs_methods: bool = False,
    ) -> None:
        self.this = this
        self.assigned = assigned
        self.inherited = inherited
        self.readable = readable  # the class body's values: read from the class until assigned
        self.properties = properties  # a store to one runs its setter, which may read the instance
        self.base_runs_methods = base_runs_methods  # `super().__init__()` may then read it anywhere
        self.stopped = False
        self.raised = False  # the statements walked always raise: no instance is made past them

    def fork(self) -> _Walk:
        return _Walk(
            self.this,
            set(self.assigned),
            self.inherited,
            self.readable,
            self.properties,
            self.base_runs_methods,
        )

    def block(self, statements: Sequence[cst.BaseStatement | cst.BaseSmallStatement]) -> None:
        for stmt in statements:
            if self.stopped:
                return
            self.statement(stmt)

    def statement(self, stmt: cst.BaseStatement | cst.BaseSmallStatement) -> None:
        match stmt:
            case cst.SimpleStatementLine(body=smalls):
                self.block(smalls)
            case cst.Assign(targets=targets, value=value) if not self.escapes(value):
                for target in targets:
                    self.store(target.target)
            case cst.AnnAssign(target=target, value=value) if value is not None and not self.escapes(value):
                self.store(target)
            case cst.AnnAssign(value=None) | cst.Pass():
                pass
            case cst.Expr(value=value) if self.is_super_init(value):
                self.assigned |= self.inherited
                self.stopped = self.base_runs_methods
            case cst.Expr(value=value) | cst.Assert(test=value) if not self.escapes(value):
                pass
            case cst.Raise():
                self.raised = self.stopped = True
            case cst.If(test=test, body=body, orelse=orelse) if not self.escapes(test):
                self.branches(body, orelse)
            case _:
                self.stopped = True

    def branches(self, body: cst.BaseSuite, orelse: cst.If | cst.Else | None) -> None:
        """`if`/`elif`/`else`: what every branch assigns (none without an `else`)."""
        taken, other = self.fork(), self.fork()
        taken.block(_statements(body))
        if isinstance(orelse, cst.If):
            other.statement(orelse)
        elif isinstance(orelse, cst.Else):
            other.block(_statements(orelse.body))
        going_on = [w for w in (taken, other) if not w.raised]  # (`if bad: raise ...`: the other path)
        if not going_on:
            self.raised = self.stopped = True
            return
        self.assigned = set.intersection(*(w.assigned for w in going_on))
        # (a branch that stops may return with the instance made: nothing after it is sure)
        self.stopped = any(w.stopped for w in going_on)

    def store(self, target: cst.BaseExpression) -> None:
        match target:
            case cst.Attribute(value=cst.Name(value=owner), attr=cst.Name(value=name)) if (
                owner == self.this and name not in self.properties
            ):
                self.assigned.add(name)
            case cst.Tuple(elements=elements) | cst.List(elements=elements):
                for element in elements:
                    self.store(element.value)
            case cst.Name():
                pass
            case _:
                self.stopped = True  # `self.items[0] = x`, `*rest`: not followed

    def is_super_init(self, value: cst.BaseExpression) -> bool:
        match value:
            case cst.Call(
                func=cst.Attribute(
                    value=cst.Call(func=cst.Name(value="super"), args=()), attr=cst.Name(value="__init__")
                ),
                args=args,
            ):
                return not any(self.escapes(a.value) for a in args)
        return False

    def escapes(self, node: cst.CSTNode) -> bool:
        """Whether evaluating `node` may read the instance otherwise than by an attribute this walk
        has assigned (or may return early: a walrus, a lambda or comprehension reading it)."""
        finder = _Escape(self.this, self.assigned | self.readable)
        node.visit(finder)
        return finder.found


class _Escape(cst.CSTVisitor):
    def __init__(self, this: str, assigned: set[str]) -> None:
        self.this = this
        self.assigned = assigned
        self.found = False

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        if isinstance(node.value, cst.Name) and node.value.value == self.this:
            if node.attr.value not in self.assigned:
                self.found = True
            return False  # (`self.x` read: not the bare instance)
        return True

    def visit_Name(self, node: cst.Name) -> None:
        if node.value in (self.this, "super"):
            self.found = True
