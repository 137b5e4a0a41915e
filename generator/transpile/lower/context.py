"""The state the lowering threads through a module: scopes, local types, imports used, errors."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Protocol

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.typed import TExpr
from generator.transpile.parse import ParsedModule
from generator.transpile.reporter import Reporter
from generator.transpile.resolve.locals import BindingPlan
from generator.transpile.resolve.module_scope import ModuleScope
from generator.transpile.resolve.stop_iteration import StopSources
from generator.transpile.resolve.symbols import Symbol
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    ClassInfo,
    ClassObjectType,
    InstanceType,
    Type,
    is_dynamic,
    union,
    widen,
)
from generator.transpile.resolve.unshared import ModuleFacts
from generator.transpile.resolve.user_types import UserClass
from generator.transpile.runtime import is_helper


@dataclass
class FunctionContext:
    plan: BindingPlan
    locals: dict[str, Type]
    is_async: bool
    result: Type = ANY
    cls: UserClass | None = None
    parent: FunctionContext | None = None
    #: The catch variable of the innermost `except`, for a bare `raise`.
    catch_names: list[str] = field(default_factory=list)
    #: Each local's declared type: every type stored in it so far. `locals` holds the type it has at
    #: this point of the flow, which an assignment or a test narrows and a merge of paths settles.
    declared: dict[str, Type] = field(default_factory=dict)
    #: A `def` runs later, when its outer locals may hold anything they were declared to hold; a
    #: lambda or comprehension body reads them as they are now.
    deferred: bool = True
    #: A method's first parameter (`self`, or a classmethod's `cls`): JS's `this`.
    receiver: str | None = None
    #: A generator's item type (what it may yield); None outside generators.
    yields: Type | None = None
    #: The names its body stores anywhere (nested functions aside).
    stored: frozenset[str] = frozenset()
    #: The function's Python name (`__eq__` may return NotImplemented).
    name: str = ""
    #: A nested `def`'s view of its parent's locals that neither function stores: their type where
    #: the `def` stands (`if name is None: return` narrows `name` for it too, as mypy keeps it).
    pinned: dict[str, Type] = field(default_factory=dict)
    #: Module-level names a test in this function narrowed (`if last_run is None: return`), as mypy
    #: keeps them for the rest of the function.
    globals_narrowed: dict[str, Type] = field(default_factory=dict)
    #: Locals holding an unannotated `[]`, `{}` or `set()` that nothing has stored into yet: mypy's
    #: partial types, which their first `append`/`add`/`d[k] = v` completes (see `Builder.complete`).
    partial: set[str] = field(default_factory=set)
    #: The declarations of partial locals that start as `{}`: tsc reads `{}` as an object with no
    #: keys, so the first store writes the dict's type on it (`/** @type {Record<string, T>} */`).
    partial_objects: dict[str, js.VarDecl] = field(default_factory=dict)
    #: A lambda's or a lazy generator expression's scope: its body runs later, when the call or the
    #: consumer reaches it, not where it stands (unlike a list comprehension's).
    runs_later: bool = False
    #: A lambda's scope: a `:=` in it stores to its own name (in a comprehension, to the function's).
    is_lambda: bool = False
    #: A lambda's parameters that nothing types (mypy's Any: a lambda in an unannotated dict).
    untyped: frozenset[str] = frozenset()
    #: This function's locals read by a nested def, lambda or generator expression, with the type they
    #: read: a later store of another type would change what those read when they run.
    captured: dict[str, Type] = field(default_factory=dict)
    #: The module-level names a `global` statement of this function names (its stores are theirs).
    global_names: set[str] = field(default_factory=set)
    #: The names a `nonlocal` statement of this function names, with the type the enclosing
    #: function declares them (its stores are that function's, whose code reads them so).
    nonlocal_names: dict[str, Type] = field(default_factory=dict)
    #: This function's locals that a nested def rebinds through `nonlocal`: any call may change
    #: them, so a store leaves them their declared type (see `Builder.bind`), never a narrower one.
    rebound: frozenset[str] = frozenset()
    #: Locals holding only None so far (mypy's partial type) that a nested def's `nonlocal` stores
    #: complete, with what those store: the def is lowered again with the local `T | None`.
    completed: dict[str, Type] = field(default_factory=dict)

    def enclosing(self, name: str) -> FunctionContext | None:
        """The enclosing function whose local `nonlocal name` names: the nearest one storing it."""
        owner = self.parent
        while owner is not None and name not in owner.locals and name not in owner.stored:
            owner = owner.parent
        return owner

    def rebindable(self, name: str) -> bool:
        """A call may store into this local of the function (a nested def's `nonlocal`)."""
        return name in self.rebound or name in self.nonlocal_names

    def __post_init__(self) -> None:
        for name, type_ in self.locals.items():
            self.declared.setdefault(name, type_)


Block = cst.BaseSuite | list[cst.BaseStatement] | tuple[cst.BaseStatement, ...]


class Lowering(Protocol):
    """The construct families, as the builder reaches them (see `dispatch.py`, which the module
    lowering passes in): the builder holds state only, and imports none of them."""

    def expr(self, b: Builder, node: cst.BaseExpression, expected: Type | None) -> TExpr: ...

    def callee(self, b: Builder, node: cst.BaseExpression) -> TExpr: ...

    def condition(self, b: Builder, node: cst.BaseExpression) -> js.Expr: ...

    def block(self, b: Builder, body: Block) -> list[js.Stmt]: ...


#: Where a speculative lowering began (see `Builder.checkpoint`).
Checkpoint = tuple[int, dict[str, set[str]], set[str], set[str], int]


class Builder:
    def __init__(
        self, parsed: ParsedModule, scope: ModuleScope, reporter: Reporter, lowering: Lowering
    ) -> None:
        self.parsed = parsed
        self.scope = scope
        self.reporter = reporter
        self.lowering = lowering
        #: `__name__`: the module's name as Python imports it (the worker's file stem, a module's
        #: dotted name); see `lower_module`.
        self.module_name = PurePosixPath(parsed.path.replace("\\", "/")).stem
        self.function: FunctionContext | None = None
        #: The class whose body's own expressions are being lowered (its attribute values, its
        #: methods' defaults): there, outside any function, its nested classes are names.
        self.class_body: UserClass | None = None
        self.module_plan = BindingPlan()
        #: Module-level names assigned so far, with their types (as for FunctionContext.locals).
        self.globals: dict[str, Type] = {}
        self.globals_declared: dict[str, Type] = {}
        #: import specifier -> JS names used at runtime.
        self.imports: dict[str, set[str]] = {}
        self.store_logs: list[dict[str, list[Type]]] = []  # see narrowing.store_log
        #: JS names of SDK members the code uses (`runCode`...), for the deploy config.
        self.sdk_members: set[str] = set()
        #: Attribute paths (`run.error`) narrowed by a test, until a store to their base (see narrowing.py).
        self.path_types: dict[str, Type] = {}
        #: Lambdas a call runs before it returns (a `sorted`/`min`/`max`/`sort` key): what they read is
        #: read now, not later (see `FunctionContext.captured`).
        self.runs_now: set[cst.CSTNode] = set()
        #: How many operands that may not be evaluated enclose the code being lowered (the right of
        #: `and`/`or`, a conditional's branch, an assert's message): a walrus there may not store.
        self.maybe_skipped = 0
        #: JS names of ints known to stay within a bound (a `range()` loop's counter over literal
        #: bounds, which its body does not store): a product of them needs no check (`int_bound`).
        self.int_bounds: dict[str, int] = {}
        #: Names stored in each loop that encloses the code being lowered (innermost last), within the
        #: current function: a closure made in a loop must not capture them (see `functions.py`).
        self.loop_stores: list[set[str]] = []
        #: The generator expressions (by id) whose consumer takes every item at once (`sum(...)`).
        self.generators_consumed_at_once: set[int] = set()
        #: The generator expressions (by id) written for map() and filter(): a StopIteration their
        #: function raises ends them, where a generator expression's is a RuntimeError.
        self.map_stand_ins: set[int] = set()
        #: The iterables (by id) of comprehensions whose result does not depend on the order they are
        #: walked in (`sorted(n for n in names if n)`): a set of strs or ints may be walked there.
        self.order_free: set[int] = set()
        #: Expressions lowered with the error type (a stand-in for what failed): there must be an
        #: error reported for them, or the module would run with a piece missing (see `lower_module`).
        self.error_typed: list[cst.CSTNode] = []
        #: The nodes (by id) of `re` flags written as a re function's flags, which the build reads
        #: (`regex.static_flags`); a flag anywhere else is refused (see `regex.flag_value`).
        self.static_flags: set[int] = set()
        #: The names `except ... as e` binds around what is being lowered, which Python deletes when
        #: the handler ends (see `functions.refuse_loop_capture`).
        self.caught_names: list[str] = []
        #: For each enclosing loop, the flag its `break` sets (a loop with an `else`), or None.
        self.break_flags: list[str | None] = []
        #: Reads of locals that some path reaches before any store (`resolve/unbound.py`), by id.
        self.maybe_unbound: set[int] = set()
        #: Those read by a lambda, a nested def or a comprehension's body (Python's NameError).
        self.free_unbound: set[int] = set()
        #: Module-level names some path through the module leaves unbound: a function's read is checked.
        self.maybe_unbound_globals: frozenset[str] = frozenset()
        #: Calls that make an awaitable and run where they stand (see `coroutines.started_here`).
        self.started_here: set[int] = set()
        #: Calls that make an awaitable given to the runtime (see `coroutines.scheduled`).
        self.scheduled: set[int] = set()
        #: The type each expression had where it was last lowered, by the node's id (the node is kept,
        #: so that no other node takes its id): see `lowered_type`.
        self._lowered: dict[int, tuple[cst.BaseExpression, Type]] = {}
        #: Paths a test is reading (see `narrowing.read_as_test`).
        self.tested_paths: set[str] = set()
        #: The `x.method` callees lowered whose owner is the SDK's or the runtime's.
        self.foreign_methods: set[int] = set()
        self._fresh = 0
        #: Runtime helpers the module needs (`$floordiv`...), emitted once each (see `runtime/`).
        self.helpers: set[str] = set()
        #: Each class's JS members as lowered (qualname -> the list its js.Class holds), and the
        #: dataclass fields whose default some code reads off a class (`Cfg.retries`): `lower_module`
        #: adds those as static fields once everything is lowered.
        self.class_members: dict[str, list[js.Method | js.ClassField]] = {}
        self.class_defaults_read: set[tuple[str, str]] = set()
        #: Module-level names some function rebinds through `global` (`locals.global_names`, set by
        #: `lower_module`): the others stay as first stored.
        self.rebound_globals: frozenset[str] = frozenset()
        #: Attribute names some function stores (`locals.stored_attributes`): a call may change them.
        self.stored_attributes: frozenset[str] = frozenset()
        #: The lowering's clock (see `stale`): it ticks at each call that may run the worker's code
        #: (`last_call`, when the latest was) and where code begins that may run after calls lowered
        #: later (`repeats`: a loop's body, a lambda's, a comprehension's, a nested def's).
        self.clock = 0
        self.last_call = 0
        self.repeats: list[int] = []
        #: When each narrowed path or name was narrowed (the clock then).
        self.narrowed_at: dict[str, int] = {}
        #: What resolve/unshared.py reads of the whole module, for each scope's unshared names (found
        #: when first asked: only a loop that stores through another name asks).
        self.module_facts: Callable[[], ModuleFacts] = lambda: ModuleFacts(
            frozenset(), frozenset(), frozenset()
        )
        #: Where a StopIteration may come from (resolve/stop_iteration.py; found when first asked).
        self.stop_sources: Callable[[], StopSources] = lambda: StopSources(cst.Module([]), "")
        #: The `const`s of parameter defaults evaluated once, for the def or class statement being
        #: lowered to place before it (see `functions._default`); None where none may be made.
        self.hoisted_defaults: list[js.Stmt] | None = None
        #: The arguments of the call being lowered that are evaluated first, in Python's order (see
        #: `purity.hold_in_source_order`); None outside a call.
        self.held_arguments: list[tuple[js.Name, js.Expr]] | None = None
        #: While a method is lowered: its class's JS binding, and the static fields that hold its
        #: defaults evaluated once (placed before it in the class body; see `functions._default`).
        self.method_defaults: tuple[str, list[js.ClassField]] | None = None
        #: Module-level functions under `@functools.cache`/`@lru_cache` (see caching.py).
        self.cached_functions: set[str] = set()
        #: Module-level functions under decorators of the worker's own, by name (see decorated.py).
        #: Each decorator's value, from the top, lowered where the def stands.
        self.decorations: dict[int, list[tuple[cst.Decorator, js.Expr]]] = {}  # (by the def's id)
        #: The function a nested def's `@functools.wraps(fn)` names, lowered (by the def's id).
        self.wrapped: dict[int, js.Expr] = {}
        #: Does the module read `__name__` of a function (see function_names.py)? Asked once.
        self.reads_function_names: bool | None = None
        #: Does it leave printed lines unfinished (see printing.writes_partial_lines)? Asked once.
        self.writes_partial_lines: bool | None = None
        #: A module of a worker of several (see `lower_module`'s `errors_from`).
        self.several_modules = False

    # ---- errors and positions -------------------------------------------------------------------

    def error(self, node: cst.CSTNode, message: str) -> TExpr:
        """Report, then stand in for the failed expression so lowering can go on and find more errors."""
        self.reporter.error(node, message)
        return TExpr(js.Name("undefined"), ERROR)

    def origin(self, node: cst.CSTNode) -> tuple[int, int]:
        return self.parsed.position(node)

    # ---- names --------------------------------------------------------------------------------

    @property
    def plan(self) -> BindingPlan:
        return self.function.plan if self.function is not None else self.module_plan

    def reads_global(self, name: str) -> bool:
        """Whether `name`, read here in a function, is the module's (no function around holds it)."""
        context = self.function
        while context is not None:
            if name in context.locals:
                return False
            context = context.parent
        return self.function is not None and name in self.globals

    def module_name_here(self, name: str) -> bool:
        """Whether `name` here is the module's (its `global` statement, or no function holds it)."""
        context = self.function
        while context is not None:
            if name in context.global_names:
                return True
            if name in context.locals:
                return False
            context = context.parent
        return name in self.globals

    def local_type(self, name: str) -> Type | None:
        context = self.function
        deferred = False
        later = False  # read by code that runs later: what it reads is recorded (`captured`)
        pinned: dict[str, Type] = {}
        while context is not None:
            if name in context.locals:
                found = (
                    context.locals[name]
                    if not deferred
                    else pinned.get(name, context.declared.get(name, context.locals[name]))
                )
                if later:
                    seen = context.captured.get(name)
                    context.captured[name] = found if seen is None else union(seen, found)
                return found
            if not deferred and name in context.globals_narrowed:
                return context.globals_narrowed[name]
            if context.deferred and not deferred:
                pinned = context.pinned  # what the innermost `def` keeps of its parent's
            deferred = deferred or context.deferred
            later = later or context.deferred or context.runs_later
            context = context.parent
        if deferred and name in self.globals_declared:
            return self.globals_declared[name]
        return self.globals.get(name)

    def set_type(self, name: str, type_: Type) -> None:
        """Replace a name's type where it is defined (narrowing), unlike `bind`, which widens."""
        context = self.function
        while context is not None:
            if name in context.locals:
                context.locals[name] = type_
                return
            context = context.parent
        if self.function is not None and name in self.globals_declared:
            self.function.globals_narrowed[name] = type_  # for this function's code only
        elif name in self.globals:
            self.globals[name] = type_

    def untyped_parameter(self, node: cst.BaseExpression) -> str | None:
        """The name of the lambda parameter `node` reads, if nothing typed it (see `untyped`)."""
        if not isinstance(node, cst.Name):
            return None
        context = self.function
        while context is not None and node.value not in context.locals:
            context = context.parent
        return node.value if context is not None and node.value in context.untyped else None

    def receiver(self) -> str | None:
        """The enclosing method's `self` (or `cls`): `this` in JS, also in its lambdas and in nested
        defs (lowered to arrow functions for that)."""
        context = self.function
        while context is not None:
            if context.receiver is not None:
                return context.receiver
            context = context.parent
        return None

    def symbol(self, name: str) -> Symbol | None:
        return self.scope.lookup_in(self.class_body if self.function is None else None, name)

    def name_type(self, name: str) -> Type | None:
        """What a name holds here: a local's type, else its symbol's (a function, a class, a module)."""
        held = self.local_type(name)
        if held is not None:
            return held
        symbol = self.symbol(name)
        return symbol.type if symbol is not None else None

    def class_named(self, node: cst.BaseExpression) -> ClassInfo | None:
        """The class an expression names without evaluating anything: `Stats`, `Outer.Inner`."""
        names = self.scope.annotations_in(self.class_body if self.function is None else None)
        symbol = names.symbol_of(node)
        return symbol.type.cls if symbol is not None and isinstance(symbol.type, ClassObjectType) else None

    def method_class(self) -> UserClass | None:
        """The class of the method (or of the function, lambda or comprehension in it) being lowered."""
        context = self.function
        while context is not None and context.cls is None:
            context = context.parent
        return context.cls if context is not None else None

    def use_import(self, symbol: Symbol) -> None:
        if symbol.js_module:
            renamed = symbol.js_export is not None and symbol.js_export != symbol.js_name
            spec = f"{symbol.js_export} as {symbol.js_name}" if renamed else symbol.js_name
            if symbol.js_export == "*":
                spec = f"* as {symbol.js_name}"
            self.imports.setdefault(symbol.js_module, set()).add(spec)

    def bind(self, name: str, type_: Type) -> None:
        """Record a store: the declared type widens to cover every value assigned; until paths merge,
        the name holds exactly what was stored (`x = x or "d"` makes `x` a str)."""
        table, declared = self._tables()
        previous = declared.get(name)
        declared[name] = type_ if previous is None else union(previous, type_)
        table[name] = declared[name] if self._rebound(name) else type_
        self.narrowed_at[name] = self.tick()
        self.forget_paths(name)
        if self.function is not None:
            self.function.globals_narrowed.pop(name, None)
            self.function.partial.discard(name)

    def _rebound(self, name: str) -> bool:
        """A local of this function a nested def rebinds: a store leaves it its declared type."""
        return self.function is not None and name in self.function.rebound

    def forget_rebound_narrowing(self) -> None:
        """After a call: a local some nested def rebinds through `nonlocal` holds its declared type
        again (a test narrowed it before the call, which may have stored another value)."""
        context = self.function
        while context is not None:
            for name in (*context.rebound, *context.nonlocal_names):
                declared = context.declared.get(name)
                if declared is not None and name in context.locals:
                    context.locals[name] = declared
            context = context.parent

    def complete(self, node: cst.BaseExpression, made: Type) -> bool:
        """`out = []`, then `out.append(T(n))`: the first store into a partial local declares it
        `made` (`list[T]`) from here on, as mypy infers it. False if `node` is no partial local."""
        if not isinstance(node, cst.Name):
            return False
        context = self.function
        while context is not None and node.value not in context.locals:
            context = context.parent
        if context is None or node.value not in context.partial:
            return False
        context.partial.discard(node.value)
        context.locals[node.value] = context.declared[node.value] = made
        declaration = context.partial_objects.pop(node.value, None)
        if declaration is not None:
            declaration.jsdoc_type = jsdoc_type(made)
        return True

    def partial_names(self) -> set[str]:
        return set(self.function.partial) if self.function is not None else set()

    def narrow(self, name: str, type_: Type) -> None:
        """What a store put in a name declared wider (`x: float = 10` holds an int until paths merge)."""
        table, declared = self._tables()
        table[name] = declared.get(name, type_) if self._rebound(name) else type_

    def narrowed_path(self, path: str) -> Type:
        """What a test narrowed `obj.attr` (or `xs[0]`) to; read by code that runs later (a lambda, a
        generator expression, a nested def), it is recorded as the function's locals are (`captured`)."""
        found = self.path_types[path]
        context = self.function
        later = False
        while context is not None and context.parent is not None:
            later = later or context.runs_later or context.deferred
            context = context.parent
        if later and context is not None:
            seen = context.captured.get(path)
            context.captured[path] = found if seen is None else union(seen, found)
        return found

    def captured_path(self, path: str) -> Type | None:
        """What code that runs later read `path` as (see `narrowed_path`), in the function being lowered."""
        context = self.function
        while context is not None and context.parent is not None:
            context = context.parent
        return context.captured.get(path) if context is not None else None

    def stale(self, key: str, *, global_name: bool = False) -> bool:
        """A test's narrowing of `key` (a path, `run.error`, or a module-level name) that a call lowered
        since may have undone: the function called may store there (mypy keeps the narrowing; see
        `expressions.stale_checked`)."""
        at = self.narrowed_at.get(key)
        if at is None or (at >= self.last_call and not (self.repeats and at < self.repeats[-1])):
            return False
        if "." not in key:
            return global_name and key in self.rebound_globals
        last = key.rpartition(".")[2]
        return last.startswith("[") or last in self.stored_attributes

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def ran_worker_code(self) -> None:
        """What is being lowered may run the worker's code (a call, a dunder, a property's getter):
        it may have stored what a test narrowed (see `stale`), or rebound a local through `nonlocal`."""
        self.last_call = self.tick()
        self.forget_rebound_narrowing()

    @contextmanager
    def repeating(self) -> Iterator[None]:
        """Code that may run after calls lowered later than it (see `repeats`)."""
        self.repeats.append(self.tick())
        try:
            yield
        finally:
            self.repeats.pop()

    def forget_paths(self, base: str) -> None:
        """A store to `x` (or `x.a`) ends what tests said of `x.a...`."""
        for path in [p for p in self.path_types if p.startswith(base + ".") or p == base]:
            del self.path_types[path]

    def forget_attribute(self, owner: Type, attr: str, stored: Type) -> None:
        """A store to `obj.attr` may go through another name for an object a test narrowed (`b = a;
        b.v = "5"` after `isinstance(a.v, int)`): what tests said of `x.attr` of any `x` that may be
        that object (of a related class, or of a type not looked up) ends here, unless the stored value
        is of the narrowed type anyway."""
        for path, narrowed in list(self.path_types.items()):
            base, dot, last = path.rpartition(".")
            if not dot or last != attr or union(narrowed, stored) == narrowed:
                continue
            if self._may_be(base, owner):
                del self.path_types[path]

    def forget_items(
        self, owner: str | None, t: Type, key: str | None = None, *, ends_only: bool = False
    ) -> None:
        """A change of the items of a container of type `t` (at path `owner`): what tests said of its
        items (`xs.[0]`) ends here, also of those of another name that may be the same container (of
        the same type). `key`: only that key changed (a dict's `pop("b")`); `ends_only`: only the
        items counted from the end moved (an append)."""
        for path in list(self.path_types):
            base, mark, rest = path.rpartition(".[")
            if not mark:
                continue
            index = rest[:-1]
            if key is not None and index != key:
                continue
            if ends_only and not index.startswith("-"):
                continue
            if base == owner or self._may_be(base, t):
                del self.path_types[path]

    def _may_be(self, base: str, t: Type) -> bool:
        """Could the object at path `base` be one of type `t` (another name for it)?"""
        if "." in base:
            return True  # (an attribute's or item's type is not looked up here)
        found = self.local_type(base)
        if found is None or is_dynamic(found) or is_dynamic(t):
            return True
        mine, theirs = widen(found), widen(t)
        if isinstance(mine, InstanceType) and isinstance(theirs, InstanceType):
            return mine.cls.is_subclass_of(theirs.cls) or theirs.cls.is_subclass_of(mine.cls)
        return mine == theirs

    def settle(self, names: set[str]) -> None:
        """Where paths merge (after a branch or a loop, at a loop's head or an `except`), a name stored
        on one of them holds whatever it was declared to hold."""
        table, declared = self._tables()
        for name in names:
            if name in declared:
                table[name] = declared[name]

    def declared_types(self, names: set[str]) -> dict[str, Type | None]:
        return {name: self._tables()[1].get(name) for name in names}

    def current_types(self, names: set[str]) -> dict[str, Type]:
        """What the names hold here, where a store or a test said (those it says nothing of left out)."""
        table = self._tables()[0]
        return {name: table[name] for name in names if name in table}

    def fresh(self, stem: str) -> str:
        """A name no Python name can be (`$broke1`): for a flag the lowering needs."""
        self._fresh += 1
        return f"{stem}{self._fresh}"

    def helper(self, name: str) -> js.Name:
        """A runtime helper by name (`$floordiv`), emitted into the module because it is used."""
        assert is_helper(name), name
        self.helpers.add(name)
        return js.Name(name)

    def call_helper(self, name: str, *args: js.Expr) -> js.Call:
        return js.Call(self.helper(name), list(args))

    def checkpoint(self) -> Checkpoint:
        """What a speculative lowering may add: errors, imports, SDK members and helpers used."""
        return (
            len(self.reporter.diagnostics),
            {k: set(v) for k, v in self.imports.items()},
            set(self.sdk_members),
            set(self.helpers),
            len(self.error_typed),
        )

    def rollback(self, mark: Checkpoint) -> None:
        errors, imports, members, helpers, error_typed = mark
        del self.reporter.diagnostics[errors:]
        del self.error_typed[error_typed:]
        self.imports = imports
        self.sdk_members = members
        self.helpers = helpers

    def _tables(self) -> tuple[dict[str, Type], dict[str, Type]]:
        if self.function is not None:
            return self.function.locals, self.function.declared
        return self.globals, self.globals_declared

    # ---- the construct families, through the lowering passed in --------------------------------

    def expr(self, node: cst.BaseExpression, expected: Type | None = None) -> TExpr:
        made = self.lowering.expr(self, node, expected)
        self._lowered[id(node)] = (node, made.type)
        return made

    def lowered_type(self, node: cst.BaseExpression) -> Type | None:
        """The type `node` had where it was last lowered: what a test read (`narrowing.narrowings`),
        each item of a list literal (`csv_writing`), without lowering it again."""
        found = self._lowered.get(id(node))
        return found[1] if found is not None and found[0] is node else None

    def callee(self, node: cst.BaseExpression) -> TExpr:
        """What a call calls (see `expressions.lower_callee`)."""
        return self.lowering.callee(self, node)

    def condition(self, node: cst.BaseExpression) -> js.Expr:
        return self.lowering.condition(self, node)

    def statements(self, body: Block) -> list[js.Stmt]:
        return self.lowering.block(self, body)
