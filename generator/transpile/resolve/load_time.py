"""What runs as the module loads, and what it may reach that the module binds only below it: Python
raises NameError there, where JavaScript hoists a function declaration (and goes on) or meets a
`const` not yet made (a ReferenceError). Such a run is refused where it starts.

What runs: the module's statements, a def's decorators and defaults, a class's bases, decorators and
body. A call there runs the function it names and whatever that function's code reads (its free
names, each function read in turn); a function passed to a call (`run_now(get)`, a decorator taking
the def below it) runs too unless the callee only keeps it (`ROUTES[path] = fn`, `hooks.append(fn)`:
a function of the module's, a method of a module-level instance's class, or the decorator a factory
returns, read for what it does with its parameter). A function kept, or named as a value
(`HANDLERS = [get]`), may run at any call through a value (`HANDLERS[0]()`, `fn()` of a parameter);
a call through an attribute (`obj.method()`) is taken to be a method's."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import libcst as cst

from generator.transpile.resolve.unbound import every_node, free_reads, params_of, stores, walk

#: Methods that keep what they are given (a registry's `append`), rather than call it.
_KEEPING_METHODS = frozenset(
    {"append", "add", "insert", "extend", "update", "setdefault", "appendleft", "register", "__setitem__"}
)


@dataclass
class _Use:
    """What a function does at once with the functions given to its parameters (by position)."""

    calls: set[int] = field(default_factory=set)
    keeps: set[int] = field(default_factory=set)


def reached_before_bound(module: cst.Module) -> list[tuple[cst.CSTNode, str]]:
    """Each place where what runs as the module loads may reach a module-level name bound below it,
    with the first such name."""
    return _Loading(module).run()


class _Loading:
    def __init__(self, module: cst.Module) -> None:
        self.module = module
        self.defs: dict[str, cst.FunctionDef | cst.ClassDef] = {
            s.name.value: s for s in module.body if isinstance(s, (cst.FunctionDef, cst.ClassDef))
        }
        self.names: set[str] = stores(module, handlers=True)  # every module-level name
        self.imported: set[str] = {
            name
            for stmt in module.body
            if isinstance(stmt, cst.SimpleStatementLine)
            for small in stmt.body
            if isinstance(small, (cst.Import, cst.ImportFrom))
            for name in stores(small)
        }
        self.instances: dict[str, str] = {}  # `app = App()`: a module-level instance's class
        self._reads: dict[str, set[str]] = {}
        self._dynamic: dict[str, bool] = {}
        self.escaped: set[str] = set()
        self.suspended: set[str] = set()  # generators and coroutines made as the module loads
        self.bound: set[str] = set()

    def run(self) -> list[tuple[cst.CSTNode, str]]:
        found: list[tuple[cst.CSTNode, str]] = []
        for stmt in self.module.body:
            for node, reached in self._statement(stmt):
                later = sorted(n for n in reached if n in self.names and n not in self.bound)
                if later:
                    found.append((node, later[0]))
            self._bind(stmt)
        return found

    def _bind(self, stmt: cst.CSTNode) -> None:
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            self.bound.add(stmt.name.value)
            return
        self.bound |= stores(stmt, handlers=True)
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if (
                    isinstance(small, cst.Assign)
                    and len(small.targets) == 1
                    and isinstance(small.targets[0].target, cst.Name)
                    and isinstance(small.value, cst.Call)
                    and isinstance(small.value.func, cst.Name)
                    and isinstance(self.defs.get(small.value.func.value), cst.ClassDef)
                ):
                    self.instances[small.targets[0].target.value] = small.value.func.value

    # ---- what a statement runs ---------------------------------------------------------------------

    def _statement(self, stmt: cst.CSTNode) -> Iterator[tuple[cst.CSTNode, set[str]]]:
        if isinstance(stmt, cst.FunctionDef):
            parts: list[cst.CSTNode] = [
                *stmt.decorators,
                *(p.default for p in params_of(stmt.params) if p.default),
            ]
        elif isinstance(stmt, cst.ClassDef):
            parts = [*stmt.bases, *stmt.decorators, stmt.body]
        else:
            parts = [stmt]
        nodes = [n for part in parts for n in walk(part)]
        callees = {id(n.func) for n in nodes if isinstance(n, cst.Call)}
        passed = {id(a.value) for n in nodes if isinstance(n, cst.Call) for a in n.args}
        for node in nodes:  # functions named as values: they may run at any call through a value
            if isinstance(node, cst.Name) and node.value in self.defs and id(node) not in callees | passed:
                self.escaped.add(node.value)
        for node in nodes:
            if isinstance(node, cst.Call):
                yield node.func, self._call(node)
            if _iterates(node) and self.suspended:  # a generator made above may run here
                yield node, self._closure(set(self.suspended))
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            for decorator in reversed(stmt.decorators):  # each takes the def (or what the one below gave)
                use = self._decorator_use(decorator.decorator)
                if 0 in use.calls:  # (the def's own name is bound once its decorators gave what it holds)
                    yield decorator.decorator, self._closure(self._reads_of(stmt.name.value))
                if 0 in use.keeps:
                    self.escaped.add(stmt.name.value)

    def _call(self, call: cst.Call) -> set[str]:
        """What a call made as the module loads may reach."""
        func = call.func
        reached: set[str] = set()
        use = _Use(calls=set(range(len(call.args))))  # (a callee not known: it may call what it is given)
        if isinstance(func, cst.Name) and _deferred(self.defs.get(func.value)):
            # a generator's or coroutine's body runs when it is iterated (awaited): then, or later
            self.suspended.add(func.value)
            self.escaped.add(func.value)
        elif isinstance(func, cst.Name) and func.value in self.defs:
            if func.value in self.bound:  # (one called above its def: see reads_before_def)
                reached |= self._closure({func.value})
            use = self._use_of_callee(func.value)
        elif isinstance(func, cst.Name) and func.value in self.names - self.imported:
            reached |= self._closure(set(self.escaped))  # a value holding a function: any kept one
        elif isinstance(func, cst.Attribute):
            method = self._method(func)
            if method is not None:
                reached |= self._closure(self._own_reads(method))
                use = _uses(method, offset=1)
            elif func.attr.value in _KEEPING_METHODS:
                use = _Use(keeps=set(range(len(call.args))))
        elif not isinstance(func, cst.Name):  # `HANDLERS[0]()`, `make()()`: a value
            reached |= self._closure(set(self.escaped))
        for index, arg in enumerate(call.args):
            given = self._functions_in(arg.value)
            if arg.keyword is not None or arg.star or index in use.calls:
                reached |= self._closure(given)
            if index in use.keeps or arg.star:
                self.escaped |= given
        return reached

    def _functions_in(self, node: cst.BaseExpression) -> set[str]:
        return {n.value for n in walk(node) if isinstance(n, cst.Name) and n.value in self.defs}

    # ---- what functions do ---------------------------------------------------------------------------

    def _closure(self, start: set[str]) -> set[str]:
        """The names the functions in `start` may reach when they run, `start` included."""
        reached, pending = set(start), list(start)
        while pending:
            name = pending.pop()
            more = self._reads_of(name)
            if self._dynamic_of(name):
                more = more | self.escaped
            for other in more - reached:
                reached.add(other)
                pending.append(other)
        return reached

    def _reads_of(self, name: str) -> set[str]:
        node = self.defs.get(name)
        if node is None:
            return set()
        if name not in self._reads:
            self._reads[name] = self._own_reads(node)
        return self._reads[name]

    def _own_reads(self, node: cst.FunctionDef | cst.ClassDef) -> set[str]:
        """The module-level names a def's code (a class's methods and body) reads."""
        functions = _functions(node)
        reads = {r.value for f in functions for r in free_reads(f)}
        if isinstance(node, cst.ClassDef):
            reads |= {n.value for n in walk(node.body) if isinstance(n, cst.Name)}
        return reads & self.names

    def _dynamic_of(self, name: str) -> bool:
        """Does the def's code call a function held in a value (a parameter, a local, a subscript)?"""
        node = self.defs.get(name)
        if node is None:
            return False
        if name not in self._dynamic:
            self._dynamic[name] = any(_calls_a_value(f, self.defs) for f in _functions(node))
        return self._dynamic[name]

    def _use_of_callee(self, name: str) -> _Use:
        node = self.defs[name]
        if isinstance(node, cst.FunctionDef):
            return _uses(node, offset=0)
        init = _method_of(node, "__init__")
        return _uses(init, offset=1) if init is not None else _Use()

    def _method(self, func: cst.Attribute) -> cst.FunctionDef | None:
        """`app.route` of a module-level instance of a class of the module's: that method."""
        if not isinstance(func.value, cst.Name) or func.value.value not in self.instances:
            return None
        cls = self.defs.get(self.instances[func.value.value])
        return _method_of(cls, func.attr.value) if isinstance(cls, cst.ClassDef) else None

    def _decorator_use(self, decorator: cst.BaseExpression) -> _Use:
        """What a decorator does at once with the def it takes (its parameter 0): the library's
        (`@dataclass`, `@cache`, `@property`, `@total_ordering`) neither call nor keep it."""
        unknown = _Use(calls={0}, keeps={0})
        root = decorator
        while isinstance(root, (cst.Call, cst.Attribute)):
            root = root.func if isinstance(root, cst.Call) else root.value
        if isinstance(root, cst.Name) and (root.value in self.imported or root.value not in self.names):
            return _Use()
        if isinstance(decorator, cst.Name) and isinstance(self.defs.get(decorator.value), cst.FunctionDef):
            node = self.defs[decorator.value]
            assert isinstance(node, cst.FunctionDef)
            return _uses(node, offset=0)
        if isinstance(decorator, cst.Attribute):
            method = self._method(decorator)
            return _uses(method, offset=1) if method is not None else unknown
        if isinstance(decorator, cst.Call):
            func = decorator.func
            factory = self.defs.get(func.value) if isinstance(func, cst.Name) else None
            if isinstance(func, cst.Attribute):
                factory = self._method(func)
            if isinstance(factory, cst.FunctionDef):
                made = _returned_def(factory)
                return _uses(made, offset=0) if made is not None else unknown
        return unknown


def _uses(function: cst.FunctionDef, *, offset: int) -> _Use:
    """What `function`'s own code (not its nested defs', which run later) does at once with each
    positional parameter past `offset`: calls it (or passes it to a call), or keeps it (stores it,
    or gives it to a method that keeps: `append`)."""
    positional = [*function.params.posonly_params, *function.params.params][offset:]
    index_of = {p.name.value: i for i, p in enumerate(positional)}
    use = _Use()
    for node in walk(function.body):
        if isinstance(node, cst.Call):
            if isinstance(node.func, cst.Name) and node.func.value in index_of:
                use.calls.add(index_of[node.func.value])
            keeping = isinstance(node.func, cst.Attribute) and node.func.attr.value in _KEEPING_METHODS
            wraps = _last_name(node.func) == "wraps"
            for arg in node.args:
                for name in walk(arg.value):
                    if isinstance(name, cst.Name) and name.value in index_of and not wraps:
                        (use.keeps if keeping else use.calls).add(index_of[name.value])
        elif isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)) and node.value is not None:
            for name in walk(node.value):
                if isinstance(name, cst.Name) and name.value in index_of:
                    use.keeps.add(index_of[name.value])
    return use


def _calls_a_value(function: cst.FunctionDef, defs: dict[str, cst.FunctionDef | cst.ClassDef]) -> bool:
    """Does `function` call something held in a value: a parameter, a local, a subscript, a call's
    result (not a def or class of the module's, a builtin, an import, nor a method)?"""
    own = stores(function.body, handlers=True) | {p.name.value for p in params_of(function.params)}
    for node in walk(function.body):
        if not isinstance(node, cst.Call):
            continue
        func = node.func
        if isinstance(func, cst.Name) and func.value in own and func.value not in defs:
            return True
        if isinstance(func, (cst.Subscript, cst.Call)):
            return True
    return False


#: Builtins that iterate what they are given (a generator's body runs there).
_ITERATING = frozenset(
    {"next", "list", "tuple", "set", "frozenset", "dict", "sorted", "sum", "min", "max", "any", "all"}
)


def _iterates(node: cst.CSTNode) -> bool:
    """A `for`, a comprehension or an iterating builtin's call: where a generator's body may run."""
    if isinstance(node, (cst.For, cst.CompFor)):
        return True
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value in _ITERATING


def _deferred(node: cst.FunctionDef | cst.ClassDef | None) -> bool:
    """A generator function or a coroutine function: calling it runs none of its body."""
    if not isinstance(node, cst.FunctionDef):
        return False
    if node.asynchronous is not None:
        return True
    return any(isinstance(n, (cst.Yield,)) for n in walk(node.body))


def _functions(node: cst.FunctionDef | cst.ClassDef) -> list[cst.FunctionDef]:
    """A def and the defs within it (a class's methods)."""
    return [n for n in every_node(node) if isinstance(n, cst.FunctionDef)]


def _method_of(cls: cst.ClassDef, name: str) -> cst.FunctionDef | None:
    body = cls.body.body if isinstance(cls.body, cst.IndentedBlock) else ()
    return next((s for s in body if isinstance(s, cst.FunctionDef) and s.name.value == name), None)


def _returned_def(factory: cst.FunctionDef) -> cst.FunctionDef | None:
    """The nested def a decorator factory returns (`return register`), when every return gives it."""
    body = factory.body.body if isinstance(factory.body, cst.IndentedBlock) else ()
    nested = {s.name.value: s for s in body if isinstance(s, cst.FunctionDef)}
    returned = {
        n.value.value if isinstance(n.value, cst.Name) else None
        for n in walk(factory.body)
        if isinstance(n, cst.Return)
    }
    if len(returned) != 1:
        return None
    name = returned.pop()
    return nested.get(name) if name is not None else None


def _last_name(node: cst.BaseExpression) -> str | None:
    if isinstance(node, cst.Name):
        return node.value
    return node.attr.value if isinstance(node, cst.Attribute) else None
