"""Functions, methods and handlers: parameters (keyword-only ones as a trailing options object),
a binding plan for their locals, and JSDoc from their annotations."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.caching import cache_decorator, cached_function
from generator.transpile.lower.context import FunctionContext
from generator.transpile.lower.decorated import (
    decorate,
    decorated_function,
    own_decorator,
    read_wrapped,
    wraps_decorator,
)
from generator.transpile.lower.flow import settled_rounds
from generator.transpile.lower.function_names import name_statements
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.library.rules import library_function
from generator.transpile.lower.naming import js_identifier, options_key
from generator.transpile.lower.narrowing import stored_names
from generator.transpile.lower.printing import flushed_at_return
from generator.transpile.lower.purity import reads_any
from generator.transpile.resolve.locals import (
    BindingPlan,
    global_names,
    nonlocal_names,
    plan_bindings,
    suite_statements,
)
from generator.transpile.resolve.module_scope import CACHED_PROPERTY, decorator_name
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    FLOAT,
    INT,
    NONE,
    STR,
    AsyncIterableType,
    AwaitableType,
    BytesType,
    CallableType,
    ClassObjectType,
    ContextManagerType,
    DictType,
    ErrorType,
    FunctionType,
    InstanceType,
    IteratorType,
    ListType,
    ParamSpecPart,
    Signature,
    TupleType,
    Type,
    UnionType,
    assignable,
    is_dynamic,
    optional,
    store_problem,
    widen,
)
from generator.transpile.resolve.unbound import walk
from generator.transpile.resolve.unshared import unshared_names
from generator.transpile.resolve.user_types import (
    CONTEXT_DECORATORS,
    UserClass,
    function_signature,
    generator_context,
    is_generator,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@contextmanager
def nested_scope(
    b: Builder,
    types: dict[str, Type],
    *,
    is_async: bool = False,
    later: bool = False,
    is_lambda: bool = False,
) -> Iterator[None]:
    """A lambda's or comprehension's own names, on top of the enclosing function's (an asynchronous
    comprehension's may await; a lambda's or lazy generator's body runs `later`)."""
    outer = b.function
    b.function = FunctionContext(
        BindingPlan(),
        dict(types),
        is_async=is_async,
        cls=None,
        parent=outer,
        deferred=False,
        runs_later=later,
        is_lambda=is_lambda,
    )
    try:
        # (code that runs later, or again after a round that called something, reads what calls
        # lowered after it may have changed: see `Builder.stale`)
        with b.repeating():
            yield
    finally:
        b.function = outer


@dataclass
class LoweredFunction:
    params: list[js.Param]
    body: list[js.Stmt]
    jsdoc: list[str]
    is_async: bool
    is_generator: bool = False


def lower_function(
    b: Builder,
    node: cst.FunctionDef,
    *,
    cls: UserClass | None = None,
    defaults: dict[str, Type] | None = None,
) -> LoweredFunction:
    is_method = cls is not None and not _is_static(node)
    annotations = b.scope.annotations_in(cls)  # a method's signature reads its class body's names
    signature = function_signature(node, annotations.resolve, skip_first=is_method, defaults=defaults)
    star_kwarg = node.params.star_kwarg
    allowed = (
        {"staticmethod", "classmethod", "property", f"{node.name.value}.setter", *CACHED_PROPERTY}
        if cls
        else set()
    )
    allowed |= {name for name in CONTEXT_DECORATORS if _is_contextlib(b, name)}
    abstract = b.symbol("abstractmethod")
    if cls is not None and abstract is not None and abstract.special == "abc.abstractmethod":
        allowed.add("abstractmethod")  # mypy refuses to instantiate a class with one left abstract
    for decorator in node.decorators:
        if cls is None and b.function is None and cache_decorator(b, decorator) is not None:
            continue  # a module-level function's cache: see caching.py
        if cls is None and id(node) in b.decorations:
            continue  # decorators of the module's own: see decorated.py (which reported the others)
        if cls is not None and id(node) in b.decorations and own_decorator(b, decorator):
            continue  # a method's: see method_decorators.py
        if b.function is not None and wraps_decorator(b, decorator):
            wrapped = read_wrapped(b, decorator)
            if wrapped is not None:
                b.wrapped[id(node)] = wrapped
            continue
        if decorator_name(decorator) not in allowed or isinstance(decorator.decorator, cst.Call):
            name = decorator_name(decorator) or ""
            caching = name.rpartition(".")[2] in ("lru_cache", "cache")
            b.error(
                decorator,
                f"@{name.rpartition('.')[2]} is supported on a module-level function (a method's cache keys "
                "self by Python's hash, a nested function's lives for one call): cache a module-level "
                "function of the values, or keep the results in a dict"
                if caching
                else f'the handler "{node.name.value}" takes no decorators (the runtime calls it as it is '
                "written): decorate a function of your own and call it from the handler"
                if cls is None and b.function is None and node.name.value in b.scope.handlers
                else "decorators are not supported here (a function or a method may take the worker's own "
                "decorators, "
                "a module-level one @cache or @lru_cache, any @contextmanager or @asynccontextmanager, a "
                "nested one @functools.wraps; a method @staticmethod, @classmethod, @property and its "
                "setter, @cached_property or @abstractmethod)",
            )
    is_async = node.asynchronous is not None
    result = (
        signature.result.result
        if is_async and isinstance(signature.result, AwaitableType)
        else signature.result
    )
    generator = is_generator(node)
    yields: Type | None = None
    if generator:  # `return x` gives the generator's own result; the items are yielded
        made = signature.result
        if isinstance(made, ContextManagerType):  # `@contextmanager`: a generator `with` drives
            made = AsyncIterableType(made.item) if made.is_async else IteratorType(made.item)
        yields, result = _generator_types(b, node, made, is_async)
    elif generator_context(node):
        b.error(node.name, "a @contextmanager function yields the value `with ... as` gets")
    params = _params(b, node, signature, skip_first=is_method)
    local_types = {p.name: p.type for p in signature.params}
    if isinstance(node.params.star_arg, cst.Param):  # `*args: int`: a tuple of any length of int
        star = node.params.star_arg
        item = annotations.resolve(star.annotation.annotation) if star.annotation else ANY
        # (`*args: P.args`: only passed on, see generic_decorators.py)
        local_types[star.name.value] = (
            item if isinstance(item, ParamSpecPart) else ListType(item, is_tuple=True)
        )
    if star_kwarg is not None and signature.kwargs is not None:  # a new dict of the other keywords
        kwargs = signature.kwargs
        local_types[star_kwarg.name.value] = (
            kwargs if isinstance(kwargs, ParamSpecPart) else DictType(STR, kwargs)
        )
    receiver: str | None = None
    if is_method and cls is not None:
        positional = [*node.params.posonly_params, *node.params.params]
        receiver = positional[0].name.value if positional else None
        if receiver is not None:
            is_class = node.name.value in cls.class_methods
            local_types[receiver] = ClassObjectType(cls) if is_class else cls.instance()
    body_nodes = suite_statements(node.body)
    own_nonlocals, nested_nonlocals = nonlocal_names(node.body)
    rebound = frozenset(nested_nonlocals)
    plan = plan_bindings(
        body_nodes,
        set(local_types) | global_names(node.body) | own_nonlocals,
        closures=True,
        reassigned=rebound,
    )
    bound_here = set(local_types) | own_nonlocals
    plan.unshared = functools.cache(lambda: unshared_names(body_nodes, bound_here, b.module_facts()))
    outer, outer_loops, outer_paths = b.function, b.loop_stores, b.path_types
    stored = frozenset(stored_names(node.body))
    pinned = (
        {n: t for n, t in outer.locals.items() if n not in outer.stored and n not in stored}
        if outer is not None
        else {}
    )
    b.function = FunctionContext(
        plan,
        local_types,
        is_async,
        result,
        cls,
        parent=outer,
        receiver=receiver,
        yields=yields,
        stored=stored,
        pinned=pinned,
        name=node.name.value,
        rebound=rebound,
    )
    b.loop_stores, b.path_types = [], {}
    outer_at = b.narrowed_at
    b.narrowed_at = dict(outer_at)
    try:
        with b.repeating():  # (it runs later, after other calls)
            body = b.statements(body_nodes)
    finally:
        b.function, b.loop_stores, b.path_types = outer, outer_loops, outer_paths
        b.narrowed_at = outer_at
    # (a call of the worker's code may raise StopIteration too: `next(it)` in a function it calls)
    if (generator or is_async) and (
        any(js.references(body, n) for n in _STOP_ITERATION) or b.stop_sources().may_raise(node.body)
    ):
        kind = "coroutine" if not generator else "async generator" if is_async else "generator"
        body = [_stop_iteration_guard(b, body, kind)]
    if not generator and _none_is_observed(b, node, cls, result, is_async):
        body = _returning_null(body)
    if (
        not body
        and result != NONE
        and cls is not None
        and "abstractmethod" in map(decorator_name, node.decorators)
    ):
        # `@abstractmethod def run(self) -> str: ...`: Python's body gives None, which no one reads
        # (an ABC with it left is not made, and mypy refuses super() of a trivial body): for tsc
        body = [js.Return(js.TypeCast(js.Name("undefined"), "any"))]
    return LoweredFunction(params, body, _jsdoc(node, signature), is_async, generator)


# ---- None is null --------------------------------------------------------------------------------
# A JS function that ends, or returns without a value, gives `undefined`; Python's None is `null`
# everywhere else. Where the None a function returns may be looked at (mypy forbids using a call of
# a `-> None` function: so through a reference to the function, an override, a coroutine not awaited
# at once, or a `-> Any` result), it returns `null` explicitly.


def _none_is_observed(
    b: Builder, node: cst.FunctionDef, cls: UserClass | None, result: Type, is_async: bool
) -> bool:
    if is_dynamic(result):  # `-> Any` may end without a return: its value is used
        return True
    if result != NONE and assignable(NONE, result):  # `-> int | None`, `-> object`: its callers hold it
        return True
    if result != NONE or node.name.value == "__init__":
        return False
    if cls is None and id(node) in b.decorations:
        return True  # the decorators take the function itself: what they make may give its None
    if cls is not None:  # an override of a method whose callers may use its value (`-> int | None`)
        for base in cls.bases():
            found = base.member(node.name.value)
            for signature in found.signatures if found is not None else ():
                made = signature.result
                if isinstance(made, AwaitableType):
                    made = made.result
                if made != NONE:
                    return True
        return False
    values, unawaited = _value_uses(b.parsed.tree)
    return node.name.value in values or (is_async and node.name.value in unawaited)


#: The last module's answer (its functions are lowered one after another).
_value_uses_of: list[tuple[cst.Module, tuple[frozenset[str], frozenset[str]]]] = []


def _value_uses(module: cst.Module) -> tuple[frozenset[str], frozenset[str]]:
    """The names the module uses as values, not as callees (`f: Callable[[], object] = noop`), and
    those it calls without awaiting the call at once (`gather(job())`: a coroutine's result may be
    looked at): supersets, since a name may be any binding of it."""
    if not _value_uses_of or _value_uses_of[0][0] is not module:
        visitor = _ValueUses()
        module.visit(visitor)
        _value_uses_of[:] = [(module, (frozenset(visitor.names), frozenset(visitor.unawaited)))]
    return _value_uses_of[0][1]


class _ValueUses(cst.CSTVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()
        self.unawaited: set[str] = set()
        self.awaited: set[int] = set()  # id() of `f()` directly awaited
        self.called: set[int] = set()  # id() of each Name that is a call's callee

    def visit_Await(self, node: cst.Await) -> None:
        self.awaited.add(id(node.expression))

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(node.func, cst.Name):
            self.called.add(id(node.func))
            if id(node) not in self.awaited:
                self.unawaited.add(node.func.value)

    def visit_Name(self, node: cst.Name) -> None:
        if id(node) not in self.called:
            self.names.add(node.value)

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)  # `x.name`'s name is an attribute, not a use of `name`
        return False

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.called.add(id(node.name))

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.called.add(id(node.name))

    def visit_Param(self, node: cst.Param) -> None:
        self.called.add(id(node.name))

    def visit_Arg(self, node: cst.Arg) -> None:
        if node.keyword is not None:
            self.called.add(id(node.keyword))


def _returning_null(body: list[js.Stmt]) -> list[js.Stmt]:
    """`return;` -> `return null;` (not in nested functions), and `return null;` at a reachable end."""
    out = [_return_null(s) for s in body]
    if not out or not isinstance(out[-1], (js.Return, js.Throw)):
        out.append(js.Return(js.Null()))
    return out


def _return_null(stmt: js.Stmt) -> js.Stmt:
    match stmt:
        case js.Return(value=None):
            return js.Return(js.Null())
        case js.If() | js.ForOf() | js.ForRange() | js.While() | js.Labeled():
            stmt.body = [_return_null(s) for s in stmt.body]
            if isinstance(stmt, js.If):
                stmt.orelse = [_return_null(s) for s in stmt.orelse]
        case js.Try():
            stmt.body = [_return_null(s) for s in stmt.body]
            if stmt.handler is not None:
                stmt.handler = [_return_null(s) for s in stmt.handler]
            if stmt.finalizer is not None:
                stmt.finalizer = [_return_null(s) for s in stmt.finalizer]
    return stmt


#: The helpers that throw StopIteration: `next()`, `next(genexp)`, `raise StopIteration`.
_STOP_ITERATION = ("$next", "$first", "$StopIteration")


def _stop_iteration_guard(b: Builder, body: list[js.Stmt], kind: str) -> js.Try:
    """A StopIteration leaving a generator's body (or a coroutine's: `kind`) is a RuntimeError in
    Python (PEP 479), its __cause__ the StopIteration; in JS it would end the caller's iteration
    silently or escape as itself. Where the body calls next(), raises, or calls the worker's code
    (which may do either)."""
    caught = js.Name("error")
    stop = js.Binary("instanceof", caught, b.helper("$StopIteration"))
    made = js.New(b.helper("$RuntimeError"), [js.Str(f"{kind} raised StopIteration")])
    replaced = js.Throw(b.call_helper("$withCause", made, caught))
    handler: list[js.Stmt] = [js.If(stop, [replaced]), js.Throw(caught)]
    return js.Try(body, "error", handler)


def _is_contextlib(b: Builder, name: str) -> bool:
    symbol = b.symbol(name)
    return symbol is not None and symbol.special == f"contextlib.{name}"


def _generator_types(b: Builder, node: cst.FunctionDef, made: Type, is_async: bool) -> tuple[Type, Type]:
    """A generator's item type and the type its `return` gives (None for an async generator)."""
    if is_async and isinstance(made, AsyncIterableType):
        return made.item, NONE
    if not is_async and isinstance(made, IteratorType):
        return made.item, made.result
    # (`-> Any` too: an Any is a JSON value here, which a generator object is not: iterating one as
    # such would read its properties)
    expected = "AsyncIterator[T]" if is_async else "Iterator[T] or Generator[T, None, R]"
    if not isinstance(made, ErrorType):
        b.error(node.returns or node.name, f"a generator is annotated {expected} here, not {made.display()}")
    return ANY, ANY


def _is_static(node: cst.FunctionDef) -> bool:
    """A @staticmethod: no receiver (a @classmethod's is the class, `this` of a JS static method)."""
    return any(
        isinstance(d.decorator, cst.Name) and d.decorator.value == "staticmethod" for d in node.decorators
    )


def _params(b: Builder, node: cst.FunctionDef, signature: Signature, *, skip_first: bool) -> list[js.Param]:
    out: list[js.Param] = []
    positional = list(node.params.posonly_params) + list(node.params.params)
    declared = {p.name: p.type for p in signature.params}
    # (JS evaluates a default among the parameters, which hide the names Python's default reads)
    hiding = frozenset(js_identifier(p.name.value) for p in [*positional, *node.params.kwonly_params])
    for p in positional[1:] if skip_first else positional:
        default = _default(b, p.default, declared.get(p.name.value), node.name.value, hiding)
        out.append(js.Param(js.Name(js_identifier(p.name.value)), default, origin=b.origin(p)))
    if isinstance(node.params.star_arg, cst.Param):
        star = js.Name(js_identifier(node.params.star_arg.name.value))
        # (beside keywords, the extra arguments come as one array: see Signature.packs_rest; an
        # optional parameter cannot come before the required options object of a required keyword)
        packed = js.Param(star, None if _keyword_required(node) else js.Array([]))
        out.append(packed if signature.packs_rest else js.Param(js.Spread(star)))
    star_kwarg = node.params.star_kwarg
    if isinstance(signature.kwargs, ParamSpecPart):
        # `**kwargs: P.kwargs`: the call site placed every keyword (P's parameters are the
        # function's), so the wrapper's arguments all came in `*args`
        return out
    if node.params.kwonly_params or star_kwarg is not None:
        names = [
            (
                _keyword_pattern(p.name.value),
                _default(b, p.default, declared.get(p.name.value), node.name.value, hiding),
            )
            for p in node.params.kwonly_params
        ]
        rest = js_identifier(star_kwarg.name.value) if star_kwarg is not None else None
        out.append(
            js.Param(js.ObjectPattern(names, rest), None if _keyword_required(node) else js.Object([]))
        )
    return out


def _keyword_required(node: cst.FunctionDef) -> bool:
    """A required keyword-only parameter makes the options object required (mypy checks every call)."""
    return any(p.default is None for p in node.params.kwonly_params)


def _keyword_pattern(name: str) -> str:
    """A keyword-only parameter: the caller's options key is the Python name (`{ do: 1 }`) unless every
    object inherits it (`{ valueOf$: 1 }`); the local may be renamed (`{ do: do$ }`)."""
    key, local = options_key(name), js_identifier(name)
    return key if local == key else f"{key}: {local}"


def _default(
    b: Builder,
    node: cst.BaseExpression | None,
    declared: Type | None = None,
    owner: str = "",
    hiding: frozenset[str] = frozenset(),
) -> js.Expr | None:
    """A parameter's default. Python evaluates it once, when the `def` runs, and shares it between
    calls; JS evaluates it at every call. The two agree on constants; any other default (`tags:
    list[str] = []`) is evaluated once into a `const` written where the def runs (`b.hoisted_defaults`,
    which its caller places), the object every call shares, as Python's."""
    if node is None:
        return None
    lowered = b.expr(node, declared)  # (`log: Callable[[str], None] = print`: print of one argument)
    if declared is not None and (problem := store_problem(declared, lowered.type)):  # `n: int = True`
        b.error(node, problem)
    # a function of the module's, or a builtin's arrow (`= print`): the same function at every call
    function = (
        isinstance(node, cst.Name)
        and (
            (isinstance(lowered.type, FunctionType) and node.value in b.scope.functions)
            or (
                b.symbol(node.value) is None
                and b.local_type(node.value) is None
                and isinstance(lowered.type, CallableType)
            )
        )
    ) or (  # `sleep: Callable[[float], Awaitable[None]] = asyncio.sleep`: a stdlib function
        isinstance(lowered.type, (FunctionType, CallableType)) and library_function(b, node) is not None
    )
    if (
        is_constant(node)
        or ((function or _shared_value(b, node, lowered.type)) and not reads_any(lowered.js, hiding))
        or isinstance(lowered.type, ErrorType)
    ):
        return lowered.js
    if b.hoisted_defaults is None:  # (a handler's: no statement runs where its def stands)
        b.error(
            node,
            "a default that is not a constant is evaluated once in Python and at every call in JavaScript: "
            "default to None and build the value in the body",
        )
        return lowered.js
    held = js.Name(b.fresh(f"{js_identifier(owner)}$default"))
    typed = jsdoc_type(declared) if declared is not None else None
    if b.method_defaults is not None:
        # a method's: a static field of its class, evaluated where the def stands in the class body
        # (between the class attributes before and after it, as Python runs the body)
        cls, fields = b.method_defaults
        jsdoc = [f"@type {{{typed}}}"] if typed is not None else []
        fields.append(js.ClassField(held.id, lowered.js, is_static=True, jsdoc=jsdoc))
        return js.Member(js.Name(cls), held.id)
    b.hoisted_defaults.append(js.VarDecl("const", held, lowered.js, jsdoc_type=typed))
    return held


def _shared_value(b: Builder, node: cst.BaseExpression, t: Type) -> bool:
    """A default every evaluation gives the same object of: an Enum member (`level=Level.INFO`), or a
    module-level constant of an immutable type (`body: bytes = EMPTY`), a `const` assigned once."""
    t = widen(t)
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name):
        members = t.cls.enum_members if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) else None
        return members is not None and node.attr.value in members
    if not isinstance(node, cst.Name) or b.local_type(node.value) is not None and b.function is not None:
        return False
    once = any(
        name == node.value and kind == "const" for (_, name), kind in b.module_plan.declared_at.items()
    )
    return once and _immutable(t)


def _immutable(t: Type) -> bool:
    t = widen(t)
    if isinstance(t, TupleType):
        return all(_immutable(item) for item in t.items)
    if isinstance(t, UnionType):
        return all(_immutable(o) for o in t.options)
    return t in (STR, INT, FLOAT, BOOL, NONE) or isinstance(t, BytesType)


def is_constant(node: cst.BaseExpression) -> bool:
    """A literal number, str, bool or None (or a tuple of them): the same value however often it is made."""
    match node:
        case cst.Integer() | cst.Float() | cst.SimpleString() | cst.ConcatenatedString():
            return True
        case cst.Name(value=value):
            return value in ("True", "False", "None")
        case cst.UnaryOperation(operator=cst.Minus() | cst.Plus(), expression=inner):
            return isinstance(inner, (cst.Integer, cst.Float))
        case cst.Tuple(elements=elements):
            return all(isinstance(e, cst.Element) and is_constant(e.value) for e in elements)
    return False


def _jsdoc(node: cst.FunctionDef, signature: Signature) -> list[str]:
    """The docstring, then a type for every parameter (unannotated ones are `any`) and the result."""
    lines = docstring_lines(node)
    keyword_only = [p for p in signature.params if p.keyword_only]
    kwargs = (
        None if isinstance(signature.kwargs, ParamSpecPart) else signature.kwargs
    )  # (`P.kwargs`: none in JS)
    for p in signature.params:
        if not p.keyword_only:
            optional = p.has_default
            name = f"[{js_identifier(p.name)}]" if optional else js_identifier(p.name)
            lines.append(f"@param {{{jsdoc_type(p.type)}}} {name}")
    if signature.packs_rest and isinstance(node.params.star_arg, cst.Param) and signature.args is not None:
        # (tsc gives a destructured parameter the @param of its place: the options object's comes after)
        rest = ListType(signature.args, is_tuple=True)
        shown = js_identifier(node.params.star_arg.name.value)
        lines.append(f"@param {{{jsdoc_type(rest)}}} {shown if _keyword_required(node) else f'[{shown}]'}")
    if keyword_only or kwargs is not None:
        fields = "; ".join(
            f"{options_key(p.name)}{'?' if p.has_default else ''}: {jsdoc_type(p.type)}" for p in keyword_only
        )
        if kwargs is not None:  # the other keywords: any key (typed loosely beside named ones)
            value = jsdoc_type(kwargs) if not keyword_only else "any"
            fields = "; ".join(filter(None, [fields, f"[key: string]: {value}"]))
        required = any(not p.has_default for p in keyword_only)
        lines.append(f"@param {{{{ {fields} }}}} {'options' if required else '[options]'}")
    if node.returns is not None and signature.result not in (NONE, AwaitableType(NONE)):
        lines.append(f"@returns {{{jsdoc_type(signature.result)}}}")
    return lines


def docstring_lines(node: cst.FunctionDef | cst.ClassDef | cst.Module) -> list[str]:
    text = node.get_docstring()
    return text.splitlines() + [""] if text else []


def refuse_loop_capture(
    b: Builder, closure: cst.CSTNode, own: set[str], late: Sequence[cst.CSTNode] | None = None
) -> None:
    """A closure made in a loop that reads a name the loop stores: Python's closure sees the name's
    latest value; JS gives each round its own `const`/`let`, so the closure would keep that round's.
    (`late`: what a generator expression reads when it is iterated: all but its first iterable.)
    Also a closure made in an `except ... as e` handler that reads `e`: Python deletes `e` when the
    handler ends, so a call after it raises NameError; JS's closure keeps the exception."""
    if not b.loop_stores and not b.caught_names:
        return
    # what its body reads when called (a default is read where the def runs: refused on its own)
    body = closure.body if isinstance(closure, (cst.FunctionDef, cst.Lambda)) else closure
    reads = set().union(*(read_names(part) for part in late)) if late is not None else read_names(body)
    caught = sorted((reads - own) & set(b.caught_names))
    if caught:
        b.error(
            closure,
            f'this function is made in an except block and reads "{caught[0]}", which Python deletes when '
            f"the block ends (a call after it raises NameError): read what you need first (message = str({caught[0]})) "
            "and use that",
        )
        return
    if not b.loop_stores:
        return
    stored = set().union(*b.loop_stores)
    captured = sorted((reads - own) & stored)
    if captured:
        made, instead = (
            ("generator expression", "make it a list comprehension, or a generator function taking it")
            if late is not None
            else ("function", "pass it as an argument instead")
        )
        b.error(
            closure,
            f'this {made} is made in a loop and reads "{captured[0]}", which the loop stores: Python '
            f"would read its latest value, JavaScript the value of the round it was made in; {instead}",
        )


class _Reads(cst.CSTVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.names.add(node.value)

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)  # `x.attr`: attr is not a name
        return False

    def visit_Arg(self, node: cst.Arg) -> bool:
        node.value.visit(self)  # `f(key=value)`: key is not a name
        return False


def read_names(node: cst.CSTNode) -> set[str]:
    """Every name a piece of code mentions (a superset of those it reads)."""
    visitor = _Reads()
    node.visit(visitor)
    return visitor.names


def _nonlocal_names(node: cst.FunctionDef) -> set[str]:
    """The names a def declares `nonlocal` (its nested defs' too, which may pass one on)."""
    found: set[str] = set()
    for statement in walk(node.body):
        if isinstance(statement, cst.Nonlocal):
            found.update(n.name.value for n in statement.names if isinstance(n.name, cst.Name))
    return found


def nested_function(b: Builder, node: cst.FunctionDef) -> list[js.Stmt]:
    params = node.params
    own = {p.name.value for p in (*params.posonly_params, *params.params, *params.kwonly_params)}
    refuse_loop_capture(b, node, own)
    receiver = b.receiver()
    name = js_identifier(node.name.value)
    signature = function_signature(node, b.scope.annotations.resolve, skip_first=False)
    own_decorated = bool(node.decorators) and all(own_decorator(b, d) for d in node.decorators)
    if own_decorated:  # (what the decorators give, which its own calls reach too: see decorated.py)
        b.bind(node.name.value, decorate(b, node))
    else:
        b.bind(node.name.value, FunctionType(node.name.value, name, (signature,)))  # first: it may recurse
    outer = b.function

    def lower_round() -> tuple[list[js.Stmt], LoweredFunction]:
        made = with_hoisted_defaults(b, lambda: lower_function(b, node))
        if outer is not None:  # `found = None`, then `nonlocal found; found = x`: mypy's partial type
            for completed, stored in outer.completed.items():
                outer.locals[completed] = outer.declared[completed] = optional(stored)
            outer.completed.clear()
        return made

    partial = _nonlocal_names(node) & {n for n, t in (outer.declared if outer else {}).items() if t == NONE}
    hoisted, lowered = settled_rounds(b, partial, lower_round) if partial else lower_round()
    if own_decorated and not (receiver is not None and receiver in read_names(node.body)):
        function = js.Function(
            name,
            lowered.params,
            lowered.body,
            lowered.is_async,
            lowered.jsdoc,
            is_generator=lowered.is_generator,
        )
        return decorated_function(b, node, function, hoisted)
    if own_decorated:
        b.error(node.name, f'a decorated def that reads "{receiver}" is not supported: pass what it needs')
    if receiver is not None and receiver in read_names(node.body):
        if lowered.is_generator:
            b.error(
                node.name, f'a generator nested in a method may not read "{receiver}": pass what it needs'
            )
        # a function declaration has its own `this`: an arrow function keeps the method's
        arrow = js.Arrow(lowered.params, lowered.body, lowered.is_async)
        return [*hoisted, js.VarDecl("const", js.Name(name), arrow), *name_statements(b, node, name)]
    declared = js.Function(
        name, lowered.params, lowered.body, lowered.is_async, lowered.jsdoc, is_generator=lowered.is_generator
    )
    return [*hoisted, declared, *name_statements(b, node, name)]


_T = TypeVar("_T")


def with_hoisted_defaults(b: Builder, lower: Callable[[], _T]) -> tuple[list[js.Stmt], _T]:
    """What `lower` makes, and the `const`s of the defaults it evaluates once (see `_default`), which
    belong where the def (or class) statement runs, before it."""
    outer, b.hoisted_defaults = b.hoisted_defaults, []
    in_method, b.method_defaults = b.method_defaults, None  # (a def in a method: where it runs)
    try:
        made = lower()
        return b.hoisted_defaults, made
    finally:
        b.hoisted_defaults, b.method_defaults = outer, in_method


def module_function(b: Builder, node: cst.FunctionDef) -> list[js.Stmt]:
    hoisted, lowered = with_hoisted_defaults(b, lambda: lower_function(b, node))
    function = js.Function(
        js_identifier(node.name.value),
        lowered.params,
        lowered.body,
        lowered.is_async,
        lowered.jsdoc,
        is_generator=lowered.is_generator,
    )
    if id(node) in b.decorations:
        return decorated_function(b, node, function, hoisted)
    if any(cache_decorator(b, d) is not None for d in node.decorators):
        return [*hoisted, *cached_function(b, node, function)]
    return [*hoisted, function, *name_statements(b, node, function.name)]


def handler(b: Builder, node: cst.FunctionDef, defaults: dict[str, Type]) -> js.Method:
    lowered = lower_function(b, node, defaults=defaults)
    body = flushed_at_return(b, lowered.body)
    return js.Method(node.name.value, lowered.params, body, lowered.is_async, jsdoc=lowered.jsdoc)
