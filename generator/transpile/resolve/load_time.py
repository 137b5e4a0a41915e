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

from generator.transpile.resolve.unbound import every_node, free_reads, last_name, params_of, stores, walk

#: Library functions that keep the function they are given, to call later (a dataclass field's
#: `default_factory`, a defaultdict's factory).
_KEEPING_FUNCTIONS = frozenset({"field", "defaultdict", "partial"})

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
        #: Functions with no module-level name, by a key of their own: nested defs and lambdas.
        self.made: dict[str, cst.FunctionDef | cst.ClassDef | cst.Lambda] = {}
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
            parts = [
                *stmt.bases,
                *stmt.decorators,
                stmt.body,
                *(d for m in _methods(stmt) for d in m.decorators),
            ]
        else:
            parts = [stmt]
        nodes = [n for part in parts for n in walk(part)]
        callees = {id(n.func) for n in nodes if isinstance(n, cst.Call)}
        passed = {id(n) for c in nodes if isinstance(c, cst.Call) for a in c.args for n in walk(a.value)}
        for node in nodes:  # functions named as values: they may run at any call through a value
            if isinstance(node, cst.Name) and node.value in self.defs and id(node) not in callees | passed:
                self.escaped.add(node.value)
            if isinstance(node, cst.Lambda) and id(node) not in callees | passed:  # `F = lambda: ...`
                self.escaped.add(self._key(node))
        if not isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):  # a def in a block (`try:`)
            for inner in walk(stmt, expressions=False):
                if isinstance(inner, (cst.FunctionDef, cst.ClassDef)) and inner is not stmt:
                    yield from self._decorated(inner)
        for node in nodes:
            if isinstance(node, cst.Call):
                yield node.func, self._call(node)
            if _iterates(node) and self.suspended:  # a generator made above may run here
                yield node, self._closure(set(self.suspended))
        if isinstance(stmt, cst.ClassDef):  # (its methods' decorators run as it is made)
            for method in _methods(stmt):
                yield from self._decorated(method)
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            yield from self._decorated(stmt)

    def _decorated(self, stmt: cst.FunctionDef | cst.ClassDef) -> Iterator[tuple[cst.CSTNode, set[str]]]:
        """What a def's decorators run of it (each takes the def, or what the one below gave)."""
        key = stmt.name.value if self.defs.get(stmt.name.value) is stmt else self._key(stmt)
        for decorator in reversed(stmt.decorators):
            applied = self._applied(decorator.decorator)  # the decorator's own code runs
            if applied:
                yield decorator.decorator, self._closure(applied)
            use = self._decorator_use(decorator.decorator)
            if 0 in use.calls:  # (the def's own name is bound once its decorators gave what it holds)
                yield decorator.decorator, self._closure(self._reads_of(key))
            if 0 in use.keeps:
                self.escaped.add(key)

    def _call(self, call: cst.Call) -> set[str]:
        """What a call made as the module loads may reach."""
        func = call.func
        reached: set[str] = set()
        use = _Use(calls=set(range(len(call.args))))  # (a callee not known: it may call what it is given)
        if isinstance(func, cst.Lambda):  # `(lambda: later())()`
            reached |= self._closure({self._key(func)})
        elif isinstance(func, cst.Name) and _deferred(self.defs.get(func.value)):
            # a generator's or coroutine's body runs when it is iterated (awaited): then, or later
            self.suspended.add(func.value)
            self.escaped.add(func.value)
        elif isinstance(func, cst.Name) and func.value in self.defs:
            if func.value in self.bound:  # (one called above its def: see reads_before_def)
                reached |= self._closure({func.value})
            use = self._use_of_callee(func.value)
        elif last_name(func) in _KEEPING_FUNCTIONS and (
            not isinstance(func, cst.Name) or func.value in self.imported or func.value not in self.names
        ):
            use = _Use(keeps=set(range(len(call.args))))
        elif isinstance(func, cst.Name) and func.value in self.names - self.imported:
            reached |= self._closure(set(self.escaped))  # a value holding a function: any kept one
        elif isinstance(func, cst.Attribute):
            method = self._method(func)
            if method is not None:
                reached |= self._closure({self._key(method)})
                use = _uses(method, offset=0 if _is_static(method) else 1)
            elif func.attr.value in _KEEPING_METHODS:
                use = _Use(keeps=set(range(len(call.args))))
        elif not isinstance(func, cst.Name):  # `HANDLERS[0]()`, `make()()`: a value
            reached |= self._closure(set(self.escaped))
        keeping = not use.calls and bool(use.keeps)  # (a callee that only keeps: its keywords too)
        for index, arg in enumerate(call.args):
            given = self._functions_in(arg.value)
            if index in use.calls or arg.star or (arg.keyword is not None and not keeping):
                reached |= self._closure(given)
            if index in use.keeps or arg.star or (arg.keyword is not None and keeping):
                self.escaped |= given
        return reached

    def _functions_in(self, node: cst.BaseExpression) -> set[str]:
        """The functions an argument gives: defs by name, and lambdas."""
        found = {n.value for n in walk(node) if isinstance(n, cst.Name) and n.value in self.defs}
        return found | {self._key(n) for n in walk(node) if isinstance(n, cst.Lambda)}

    def _key(self, node: cst.FunctionDef | cst.ClassDef | cst.Lambda) -> str:
        """The key of a function with no module-level name (a nested def, a lambda, a method)."""
        key = f"<{id(node)}>"
        self.made[key] = node
        return key

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

    def _reads_of(self, key: str) -> set[str]:
        """What running the function (constructing the class) of `key` reads: module-level names,
        and the keys of the functions it makes (a closure it returns: it may run later)."""
        node = self.defs.get(key) or self.made.get(key)
        if node is None:
            return set()
        if key not in self._reads:
            if isinstance(node, cst.ClassDef):
                self._reads[key] = self._construction_reads(node)
            else:
                runs = _runs(node)
                reads = {n for f in runs for n in _free_names(f)} & self.names
                made = {self._key(f) for f in _made(node, runs)}
                wrapper = self._wrapper_reads(node) if key in self.defs else set()
                self._reads[key] = reads | wrapper
                self.escaped |= made
        return self._reads[key]

    def _construction_reads(self, cls: cst.ClassDef) -> set[str]:
        """Making an instance runs `__init__` (`__post_init__`, a default factory), and the methods it
        calls on the instance (all of them, where it calls one); its bases' construction too."""
        reads: set[str] = set()
        for name in ("__new__", "__init__", "__post_init__"):
            method = _method_of(cls, name)
            if method is not None:
                reads |= self._reads_of(self._key(method))
                if any(_calls_on_self(n) for n in walk(method.body)):
                    body = cls.body.body if isinstance(cls.body, cst.IndentedBlock) else ()
                    for other in body:
                        if isinstance(other, cst.FunctionDef):
                            reads |= self._reads_of(self._key(other))
        for node in walk(cls.body):  # `field(default_factory=make)`
            if (
                isinstance(node, cst.Arg)
                and node.keyword is not None
                and node.keyword.value == "default_factory"
            ):
                reads |= self._functions_in(node.value)
        for base in cls.bases:
            if isinstance(base.value, cst.Name) and isinstance(self.defs.get(base.value.value), cst.ClassDef):
                reads |= self._reads_of(base.value.value)
        return reads

    def _applied(self, decorator: cst.BaseExpression) -> set[str]:
        """The function a decorator expression gives, which runs on the def (`@register`: register;
        `@route("/")`: the def route returns; `@app.get("/")`: the def that method returns)."""
        if isinstance(decorator, cst.Name) and decorator.value not in self.bound:
            return set()  # (a decorator read above its def: see reads_before_def)
        found = self._decorator_function(decorator)
        if found is None:
            return set()
        return {decorator.value} if isinstance(decorator, cst.Name) else {self._key(found[0])}

    def _decorator_function(self, decorator: cst.BaseExpression) -> tuple[cst.FunctionDef, int] | None:
        """The function of the module's a decorator expression applies to the def, and the position of
        the parameter that takes it: a def (`@register`), a method (`@app.hook`), the def a factory or
        a method returns (`@route("/")`, `@app.get("/")`)."""
        if isinstance(decorator, cst.Name):
            node = self.defs.get(decorator.value)
            return (node, 0) if isinstance(node, cst.FunctionDef) else None
        if isinstance(decorator, cst.Attribute):
            method = self._method(decorator)
            return (method, 0 if _is_static(method) else 1) if method is not None else None
        if isinstance(decorator, cst.Call):
            func = decorator.func
            factory = self._method(func) if isinstance(func, cst.Attribute) else None
            if isinstance(func, cst.Name):
                named = self.defs.get(func.value)
                factory = named if isinstance(named, cst.FunctionDef) else None
            made = _returned_def(factory) if factory is not None else None
            return (made, 0) if made is not None else None
        return None

    def _wrapper_reads(self, node: cst.FunctionDef | cst.Lambda) -> set[str]:
        """A decorated def's name holds what its decorators gave: calling it runs their wrappers."""
        if not isinstance(node, cst.FunctionDef):
            return set()
        reads: set[str] = set()
        for decorator in node.decorators:
            wrapper = self._wrapper_of(decorator.decorator)
            if wrapper is not None:
                reads.add(self._key(wrapper))
        return reads

    def _wrapper_of(self, decorator: cst.BaseExpression) -> cst.FunctionDef | None:
        """The nested def a decorator gives for the def it takes (`def timed(fn): ... return wrapper`)."""
        found = self._decorator_function(decorator)
        return _returned_def(found[0]) if found is not None else None

    def _dynamic_of(self, key: str) -> bool:
        """Does the function's code call one held in a value (a parameter, a local, a subscript)?"""
        node = self.defs.get(key) or self.made.get(key)
        if node is None or isinstance(node, cst.ClassDef):
            return False
        if key not in self._dynamic:
            self._dynamic[key] = any(_calls_a_value(f, self.defs) for f in _runs(node))
        return self._dynamic[key]

    def _use_of_callee(self, name: str) -> _Use:
        node = self.defs[name]
        if isinstance(node, cst.FunctionDef):
            return _uses(node, offset=0)
        init = _method_of(node, "__init__")
        return _uses(init, offset=1) if init is not None else _Use()

    def _method(self, func: cst.Attribute) -> cst.FunctionDef | None:
        """`app.route` of a module-level instance of a class of the module's, `Config.load` of the
        class itself: that method."""
        if not isinstance(func.value, cst.Name):
            return None
        owner = self.instances.get(func.value.value, func.value.value)
        cls = self.defs.get(owner)
        return _method_of(cls, func.attr.value) if isinstance(cls, cst.ClassDef) else None

    def _decorator_use(self, decorator: cst.BaseExpression) -> _Use:
        """What a decorator does at once with the def it takes: the library's (`@dataclass`, `@cache`,
        `@property`, `@total_ordering`) neither call nor keep it; one not known may do both."""
        root = decorator
        while isinstance(root, (cst.Call, cst.Attribute)):
            root = root.func if isinstance(root, cst.Call) else root.value
        if isinstance(root, cst.Name) and (root.value in self.imported or root.value not in self.names):
            return _Use()
        found = self._decorator_function(decorator)
        if found is None:
            return _Use(calls={0}, keeps={0})
        function, offset = found
        return _uses(function, offset=offset)


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
            wraps = last_name(node.func) == "wraps"
            for arg in node.args:
                for name in walk(arg.value):
                    if isinstance(name, cst.Name) and name.value in index_of and not wraps:
                        (use.keeps if keeping else use.calls).add(index_of[name.value])
        elif isinstance(node, (cst.Assign, cst.AnnAssign, cst.AugAssign)) and node.value is not None:
            for name in walk(node.value):
                if isinstance(name, cst.Name) and name.value in index_of:
                    use.keeps.add(index_of[name.value])
    return use


def _runs(node: cst.FunctionDef | cst.Lambda) -> list[cst.FunctionDef | cst.Lambda]:
    """The function, and the nested defs its code calls by name: what runs when it runs."""
    if isinstance(node, cst.Lambda):
        return [node]
    runs: list[cst.FunctionDef | cst.Lambda] = [node]
    pending = [node]
    while pending:
        current = pending.pop()
        nested = {
            s.name.value: s for s in walk(current.body, expressions=False) if isinstance(s, cst.FunctionDef)
        }
        called = {
            n.func.value
            for n in walk(current.body)
            if isinstance(n, cst.Call) and isinstance(n.func, cst.Name)
        }
        for name in sorted(called & set(nested)):
            if nested[name] not in runs:
                runs.append(nested[name])
                pending.append(nested[name])
    return runs


def _made(
    node: cst.FunctionDef | cst.Lambda, runs: list[cst.FunctionDef | cst.Lambda]
) -> list[cst.FunctionDef]:
    """The nested defs the function makes and does not call (a closure it returns or keeps)."""
    made: list[cst.FunctionDef] = []
    for function in runs:
        if isinstance(function, cst.FunctionDef):
            made += [
                s
                for s in walk(function.body, expressions=False)
                if isinstance(s, cst.FunctionDef) and s not in runs
            ]
    return made


def _free_names(function: cst.FunctionDef | cst.Lambda) -> set[str]:
    """The names a function's code reads of the scopes around it."""
    if isinstance(function, cst.FunctionDef):
        return {n.value for n in free_reads(function)}
    params = {p.name.value for p in params_of(function.params)}
    return {n.value for n in every_node(function.body) if isinstance(n, cst.Name)} - params


def _calls_on_self(node: cst.CSTNode) -> bool:
    """`self.method(...)`: the instance's own code runs."""
    return (
        isinstance(node, cst.Call)
        and isinstance(node.func, cst.Attribute)
        and isinstance(node.func.value, cst.Name)
        and node.func.value.value == "self"
    )


def _is_static(method: cst.FunctionDef) -> bool:
    return any(
        isinstance(d.decorator, cst.Name) and d.decorator.value == "staticmethod" for d in method.decorators
    )


def _calls_a_value(
    function: cst.FunctionDef | cst.Lambda, defs: dict[str, cst.FunctionDef | cst.ClassDef]
) -> bool:
    """Does `function` call something held in a value: a parameter, a local, a subscript, a call's
    result (not a def or class of the module's, a builtin, an import, nor a method)?"""
    own = {p.name.value for p in params_of(function.params)}
    if isinstance(function, cst.FunctionDef):
        own |= stores(function.body, handlers=True)
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


def _methods(node: cst.ClassDef) -> list[cst.FunctionDef]:
    """The methods of a class body that take decorators."""
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    return [s for s in body if isinstance(s, cst.FunctionDef) and s.decorators]
