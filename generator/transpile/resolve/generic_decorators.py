"""The worker's own type variables, where decorators need them (the one place an everyday worker
writes generics), in these shapes and nowhere else:

- the identity: `def register(fn: F) -> F`, whose every `return` gives `fn` back, so the decorated
  name keeps the function's own type (its parameters, keywords and result);
- a wrapper maker: `def timed(fn: Callable[P, R]) -> Callable[P, R]` returning its nested
  `def wrapper(*args: P.args, **kwargs: P.kwargs) -> R`, which passes its arguments on whole
  (`fn(*args, **kwargs)`): the name keeps the function's parameters, its result read through R;
- a factory of either: `def route(path: str) -> Callable[[F], F]` returning its nested identity def
  (`def retrying(n: int) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]`, its
  nested wrapper maker).

Python calls the wrapper with the arguments it was given and the wrapper passes them on as they came;
JS does the same with the arguments the call site lowered (keywords already placed), so the two agree
as long as nothing else reads them: `P.args`/`P.kwargs` are only passed on (`ParamSpecPart`).
A type variable anywhere else is refused where it stands."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import libcst as cst

from generator.transpile.resolve.types import (
    AwaitableType,
    CallableType,
    FunctionType,
    ListType,
    OwnTypeVar,
    Type,
    UnionType,
    assignable,
    union,
)
from generator.transpile.resolve.unbound import every_node, last_name, params_of, stores

Report = Callable[[cst.CSTNode, str], None]
#: The worker's type variables: name -> "TypeVar" or "ParamSpec".
Variables = dict[str, str]

REFUSED = (
    'a type variable ("{name}") here: the worker\'s own generics are supported in functions '
    "(def first(xs: list[T]) -> T, not in a class or a method) and decorators (def deco(fn: F) -> F; "
    "def wrap(fn: Callable[P, R]) -> Callable[P, R] returning its "
    "def wrapper(*args: P.args, **kwargs: P.kwargs) -> R; a factory returning either); annotate the "
    "concrete types (a union, or object)"
)


def check_generics(tree: cst.Module, variables: Variables, report: Report) -> None:
    """Refuse every use of a type variable outside the decorator shapes above."""
    if variables:
        tree.visit(_Uses(variables, report))


class _Uses(cst.CSTVisitor):
    def __init__(self, variables: Variables, report: Report) -> None:
        self.variables = variables
        self.report = report
        #: The annotations a decorator shape admits (ids of `cst.Annotation` nodes).
        self.admitted: set[int] = set()
        self.in_class = 0
        self.in_annotation = 0
        self.in_decorator: list[bool] = []
        self._said: set[tuple[int, str]] = set()  # (a factory reads its nested decorators' shapes too)

    def _say(self, node: cst.CSTNode, message: str) -> None:
        if (id(node), message) not in self._said:
            self._said.add((id(node), message))
            self.report(node, message)

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.in_class += 1

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self.in_class -= 1

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        if not self.in_class:  # (a method's own decorators are refused as such)
            for shape in (self._identity, self._maker, self._factory, self._generic):
                admitted = shape(node)
                if admitted is not None:
                    self.admitted.update(id(a) for a in admitted)
                    break
        # in a decorator's body, its TypeVars may annotate locals (`result: R = fn(*args, **kwargs)`)
        self.in_decorator.append(node.returns is not None and id(node.returns) in self.admitted)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.in_decorator.pop()

    def visit_Assign(self, node: cst.Assign) -> bool:
        # `F = TypeVar("F", bound=...)`: the variable's own definition
        targets = node.targets
        return not (
            len(targets) == 1
            and isinstance(targets[0].target, cst.Name)
            and targets[0].target.value in self.variables
            and isinstance(node.value, cst.Call)
        )

    def visit_Annotation(self, node: cst.Annotation) -> bool:
        if id(node) in self.admitted:
            return False
        self.in_annotation += 1
        return True

    def leave_Annotation(self, original_node: cst.Annotation) -> None:
        if id(original_node) not in self.admitted:
            self.in_annotation -= 1

    def visit_SimpleString(self, node: cst.SimpleString) -> None:
        """`-> "T"`: the names of a quoted annotation, reported at the string."""
        if not self.in_annotation:
            return
        for name in _quoted_names(node):
            if name.value in self.variables:
                self._say(node, REFUSED.format(name=name.value))

    def visit_Subscript(self, node: cst.Subscript) -> bool:
        if last_name(node.value) == "Concatenate":
            self._say(
                node,
                "Concatenate (a wrapper that adds or takes parameters) is not supported: the worker's generic "
                "decorators keep the function's parameters as they are (Callable[P, R])",
            )
            return False
        return True

    def visit_Name(self, node: cst.Name) -> None:
        if self.variables.get(node.value) == "TypeVar" and any(self.in_decorator):
            return
        if node.value in self.variables:
            self.report(node, REFUSED.format(name=node.value))

    # ---- the shapes: each gives the annotations it admits, or None --------------------------------

    def _identity(self, node: cst.FunctionDef) -> list[cst.Annotation] | None:
        """`def deco(fn: F) -> F: ...; return fn`."""
        variable = _named(_returned(node), self.variables, "TypeVar")
        first = _first_param(node)
        if variable is None or first is None or first.annotation is None:
            return None
        if _named(first.annotation.annotation, self.variables, "TypeVar") != variable:
            return None
        if any(self._mentions(p.annotation) for p in params_of(node.params) if p is not first):
            return None
        for problem in _returns_problems(node, lambda value: _is_name(value, first.name.value)):
            self._say(
                problem,
                f"a decorator typed -> {variable} gives back the function it takes: return {first.name.value}",
            )
        if first.name.value in stores(node.body):
            self._say(
                first,
                f'"{first.name.value}" is the function a -> {variable} decorator gives back: bind no other value to it',
            )
        assert node.returns is not None
        return [first.annotation, node.returns]

    def _maker(self, node: cst.FunctionDef) -> list[cst.Annotation] | None:
        """`def wrap(fn: Callable[P, X]) -> Callable[P, Y]`, returning a nested wrapper of P."""
        made = callable_parts(_returned(node))
        first = _first_param(node)
        if made is None or first is None or first.annotation is None:
            return None
        taken = callable_parts(first.annotation.annotation)
        spec = _named(made[0], self.variables, "ParamSpec")
        if taken is None or spec is None or _named(taken[0], self.variables, "ParamSpec") != spec:
            return None
        if any(self._mentions(p.annotation) for p in params_of(node.params) if p is not first):
            return None
        if self._specs(taken[1]) or self._specs(made[1]):
            return None
        wrappers = {
            s.name.value: s for s in _direct_defs(node) if self._wrapper(s, spec, made[1]) is not None
        }
        # (or the function itself, where it is of the type the decorator gives and stays the one taken)
        itself = taken[1].deep_equals(made[1]) and first.name.value not in stores(node.body)

        def fits(value: cst.BaseExpression | None) -> bool:
            return isinstance(value, cst.Name) and (
                value.value in wrappers or (itself and value.value == first.name.value)
            )

        for problem in _returns_problems(node, fits):
            self._say(
                problem,
                f"a decorator typed -> Callable[{spec}, ...] gives back its nested "
                f"def wrapper(*args: {spec}.args, **kwargs: {spec}.kwargs) here",
            )
        for wrapper in wrappers.values():
            self.admitted.update(id(a) for a in self._wrapper(wrapper, spec, made[1]) or ())
        assert node.returns is not None
        return [first.annotation, node.returns]

    def _wrapper(
        self, node: cst.FunctionDef, spec: str, result: cst.BaseExpression
    ) -> list[cst.Annotation] | None:
        """`def wrapper(*args: P.args, **kwargs: P.kwargs) -> R` (`async def ... -> R` for an
        `Awaitable[R]`)."""
        params = node.params
        star, rest = params.star_arg, params.star_kwarg
        if params.posonly_params or params.params or params.kwonly_params:
            return None
        if (
            not isinstance(star, cst.Param)
            or rest is None
            or star.annotation is None
            or rest.annotation is None
        ):
            return None
        if not (
            _is_part(star.annotation.annotation, spec, "args")
            and _is_part(rest.annotation.annotation, spec, "kwargs")
        ):
            return None
        if node.returns is None:
            return None
        expected = _awaited(result) if node.asynchronous is not None else result
        if expected is None or not expected.deep_equals(node.returns.annotation):
            return None
        return [star.annotation, rest.annotation, node.returns]

    def _factory(self, node: cst.FunctionDef) -> list[cst.Annotation] | None:
        """`def route(path: str) -> Callable[[D], D]`, returning its nested decorator of that type."""
        made = callable_parts(_returned(node))
        if made is None or not isinstance(made[0], cst.List) or len(made[0].elements) != 1:
            return None
        if any(self._mentions(p.annotation) for p in params_of(node.params)):
            return None
        taken, given = made[0].elements[0].value, made[1]

        def decorator(inner: cst.FunctionDef) -> bool:
            first = _first_param(inner)
            return (
                first is not None
                and first.annotation is not None
                and first.annotation.annotation.deep_equals(taken)
                and inner.returns is not None
                and inner.returns.annotation.deep_equals(given)
                and (self._identity(inner) or self._maker(inner)) is not None
            )

        decorators = {s.name.value for s in _direct_defs(node) if decorator(s)}
        if not decorators:
            return None
        for problem in _returns_problems(
            node, lambda value: isinstance(value, cst.Name) and value.value in decorators
        ):
            self._say(problem, "a decorator factory gives back its nested decorator here")
        assert node.returns is not None
        return [node.returns]

    def _generic(self, node: cst.FunctionDef) -> list[cst.Annotation] | None:
        """`def first(xs: list[T], default: T) -> T`: a function generic in TypeVars (no ParamSpec),
        its body reading each as its bound (`object` when it has none), its calls giving what the
        arguments bind (see `calls._match`)."""
        annotations = [p.annotation for p in params_of(node.params) if p.annotation is not None]
        if node.returns is not None:
            annotations.append(node.returns)
        used = {n for a in annotations for n in _annotation_names(a) if n in self.variables}
        if not used or any(self.variables[n] != "TypeVar" for n in used):
            return None
        return annotations

    def _mentions(self, annotation: cst.Annotation | None) -> bool:
        return annotation is not None and any(n.value in self.variables for n in _names_in(annotation))

    def _specs(self, node: cst.BaseExpression) -> bool:
        return any(self.variables.get(n.value) == "ParamSpec" for n in _names_in(node))


# ---- reading the source -------------------------------------------------------------------------


def _returned(node: cst.FunctionDef) -> cst.BaseExpression | None:
    return node.returns.annotation if node.returns is not None else None


def _named(node: cst.BaseExpression | None, variables: Variables, kind: str) -> str | None:
    if isinstance(node, cst.Name) and variables.get(node.value) == kind:
        return node.value
    return None


def _is_name(node: cst.BaseExpression | None, name: str) -> bool:
    return isinstance(node, cst.Name) and node.value == name


def _is_part(node: cst.BaseExpression, spec: str, part: str) -> bool:
    return isinstance(node, cst.Attribute) and _is_name(node.value, spec) and node.attr.value == part


def callable_parts(node: cst.BaseExpression | None) -> tuple[cst.BaseExpression, cst.BaseExpression] | None:
    """`Callable[A, B]` (`typing.Callable`, `collections.abc.Callable`): A and B."""
    if not isinstance(node, cst.Subscript) or len(node.slice) != 2:
        return None
    if last_name(node.value) != "Callable":
        return None
    parts = [s.slice.value for s in node.slice if isinstance(s.slice, cst.Index)]
    return (parts[0], parts[1]) if len(parts) == 2 else None


def _awaited(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """`Awaitable[X]`: X."""
    if isinstance(node, cst.Subscript) and last_name(node.value) == "Awaitable" and len(node.slice) == 1:
        index = node.slice[0].slice
        return index.value if isinstance(index, cst.Index) else None
    return None


def _first_param(node: cst.FunctionDef) -> cst.Param | None:
    positional = [*node.params.posonly_params, *node.params.params]
    return positional[0] if positional else None


def _names_in(node: cst.CSTNode) -> Iterator[cst.Name]:
    return (n for n in every_node(node) if isinstance(n, cst.Name))


def _quoted_names(node: cst.SimpleString) -> Iterator[cst.Name]:
    """The names of a quoted annotation (`-> "list[T]"`), none if it does not parse."""
    text = node.evaluated_value
    if not isinstance(text, str):
        return iter(())
    try:
        return _names_in(cst.parse_expression(text))
    except cst.ParserSyntaxError:
        return iter(())


def _annotation_names(annotation: cst.Annotation) -> Iterator[str]:
    """The names an annotation reads, those of a quoted one (`-> "list[T]"`) too."""
    for node in every_node(annotation):
        if isinstance(node, cst.Name):
            yield node.value
        elif isinstance(node, cst.SimpleString):
            yield from (n.value for n in _quoted_names(node))


def _direct_defs(node: cst.FunctionDef) -> list[cst.FunctionDef]:
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    return [s for s in body if isinstance(s, cst.FunctionDef)]


def _returns_problems(
    node: cst.FunctionDef, fits: Callable[[cst.BaseExpression | None], bool]
) -> list[cst.CSTNode]:
    """The `return`s of the def (not of its nested defs) whose value does not fit, and the def's name
    if its body may end without one."""
    found: list[cst.Return] = []

    class _Returns(cst.CSTVisitor):
        def visit_Return(self, ret: cst.Return) -> None:
            found.append(ret)

        def visit_FunctionDef(self, inner: cst.FunctionDef) -> bool:
            return False

        def visit_Lambda(self, inner: cst.Lambda) -> bool:
            return False

        def visit_ClassDef(self, inner: cst.ClassDef) -> bool:
            return False

    node.body.visit(_Returns())
    problems: list[cst.CSTNode] = [r for r in found if not fits(r.value)]
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
    last = body[-1] if body else None
    ends = isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[-1], cst.Return)
    return problems if ends else [*problems, node.name]


# ---- applying one ------------------------------------------------------------------------------


def applied_generic(taken: Type, result: Type, function: Type, name: str | None) -> Type | str | None:
    """What a generic decorator (`taken` -> `result`) gives for `function`, as a function named
    `name` in JS (where it is bound to a name); why not; None if the decorator is no generic one."""
    if isinstance(taken, OwnTypeVar):
        if not assignable(function, taken.bound):
            return f'the decorator takes "{taken.bound.display()}", not the function ("{function.display()}")'
        made = substitute(result, {taken.name: function})
    elif isinstance(taken, CallableType) and taken.spec is not None:
        if not (isinstance(function, FunctionType) and len(function.signatures) == 1):
            return f'the decorator takes a function for "{taken.display()}", not "{function.display()}"'
        signature = function.signatures[0]
        found = _bound(taken.result, signature.result)
        if found is None or not (isinstance(result, CallableType) and result.spec == taken.spec):
            return f'the decorator takes "{taken.display()}", not the function ("{function.display()}")'
        made = replace(
            function, signatures=(replace(signature, result=substitute(result.result, found)),), wrapped=True
        )
    else:
        return None
    return replace(made, js_name=name) if isinstance(made, FunctionType) and name is not None else made


def _bound(pattern: Type, actual: Type) -> dict[str, Type] | None:
    """The type variables of `pattern` bound so that it is `actual` (`Awaitable[R]` of
    `Awaitable[Response]`: R is Response); None if it cannot be."""
    if isinstance(pattern, OwnTypeVar):
        return {pattern.name: actual} if assignable(actual, pattern.bound) else None
    if isinstance(pattern, AwaitableType):
        return _bound(pattern.result, actual.result) if isinstance(actual, AwaitableType) else None
    # (a concrete result: what the function gives must be one, `-> float` of a def returning floats)
    return (
        {} if pattern == actual or (assignable(actual, pattern) and not _holds_variables(pattern)) else None
    )


def _holds_variables(t: Type) -> bool:
    """Does `t` name a type variable where `substitute` would replace it?"""
    if isinstance(t, OwnTypeVar):
        return True
    if isinstance(t, UnionType):
        return any(_holds_variables(o) for o in t.options)
    if isinstance(t, AwaitableType):
        return _holds_variables(t.result)
    if isinstance(t, ListType):
        return _holds_variables(t.item)
    if isinstance(t, CallableType):
        return _holds_variables(t.result) or any(_holds_variables(p) for p in t.params or ())
    return False


def substitute(t: Type, bound: dict[str, Type]) -> Type:
    """`t` with its type variables replaced by what they were bound to."""
    if isinstance(t, OwnTypeVar):
        return bound.get(t.name, t)
    if isinstance(t, UnionType):
        return union(*(substitute(o, bound) for o in t.options))
    if isinstance(t, AwaitableType):
        return AwaitableType(substitute(t.result, bound))
    if isinstance(t, ListType):
        return replace(t, item=substitute(t.item, bound))
    if isinstance(t, CallableType):
        params = None if t.params is None else tuple(substitute(p, bound) for p in t.params)
        return replace(t, params=params, result=substitute(t.result, bound))
    return t
