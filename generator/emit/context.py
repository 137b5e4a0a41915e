"""What the parts of the builder share: the surface and its placement, the modules being filled, the
names taken in each, and the making of a `Scope` (typemap's view of its surroundings) with the TypeVars
a declaration or signature brings into it.

The parts (declarations, members, signatures, synthesis) call each other in a loop that follows the
types: a signature's inline object type becomes a synthesized class, whose members have signatures.
The loop closes here, through `synthesize`, which the builder sets once every part exists, so that no
part imports another that imports it back.
"""

from __future__ import annotations

from collections.abc import Callable

from generator import ir, surface
from generator.emit import naming
from generator.emit.integers import Integers
from generator.emit.model import PyModule, PyTypeVar
from generator.emit.placement import Placement
from generator.emit.pytype import Expr, Union, WithJS, head
from generator.emit.typemap import Notes, Scope, is_rpc_stub, mentions, render, undefined_as

#: (module, inline object type, hint, flows into JS, bases, notes to add to) -> the synthesized class name
Synthesize = Callable[[PyModule, ir.Obj, str, bool, list[Expr], Notes], str]


class Context:
    def __init__(self, s: ir.Surface, p: Placement) -> None:
        self.s = s
        self.p = p
        self.modules: dict[str, PyModule] = {}
        for entry in (*surface.BOUND, *surface.RUNTIME_MODULES):
            self.modules[entry.python_module] = PyModule(entry.python_module, entry.specifier)
        self.modules[surface.WORKERS_MODULE] = PyModule(surface.WORKERS_MODULE, None)
        self.taken: dict[str, set[str]] = {m: set() for m in self.modules}
        for id, name in p.name.items():
            self.taken[p.module[id]].add(name)
        self.integers = Integers()
        self._generic_alias: dict[str, bool] = {}
        stub = next((d.id for d in s.decls.values() if is_rpc_stub(d)), None)
        self.stub = ir.Ref(stub) if stub is not None else None
        self.synthesize: Synthesize = _unwired

    def scope(
        self, module: PyModule, notes: Notes, owner: str, tparams: dict[str, str], prefix: str | None = None
    ) -> Scope:
        """`prefix` starts the names of synthesized classes (the owner's name unless told otherwise: a
        module-level function's hints already start with its JS name, `CollectFileResult`)."""
        start = owner if prefix is None else prefix

        def synthesize(obj: ir.Obj, hint: str, input: bool, bases: list[Expr]) -> str:
            return self.synthesize(module, obj, start + naming.pascal(hint), input, bases, notes)

        return Scope(
            module=module.name,
            takes_args=self.takes_args,
            name_of=lambda id: (self.p.module[id], self.p.name[id]),
            decl_of=self.s.decl,
            synthesize=synthesize,
            type_vars=tparams,
            notes=notes,
            imports=module.imports,
        )

    def type_vars(
        self,
        module: PyModule,
        owner: str,
        params: tuple[ir.TypeParam, ...],
        outer: dict[str, str],
        notes: Notes,
        stubs: frozenset[str] = frozenset(),
    ) -> dict[str, str]:
        """A module-level TypeVar per type parameter (`_T`; `_T_<owner>` when `_T` is taken with another
        bound or default), added to the ones in scope (`outer`). `stubs`: parameters used as the class of
        an RPC stub, whose `undefined` bound or default is the stub (surface.RPC_STUB)."""
        scope_vars = dict(outer)
        for tp in params:
            # A Python TypeVar's bound or default cannot mention another TypeVar: those parts widen.
            scope = self.scope(module, notes, owner, {})
            constraint, fallback = tp.constraint, tp.default
            if tp.name in stubs and self.stub is not None:  # surface.RPC_STUB: no class is the stub
                constraint = undefined_as(constraint, self.stub) if constraint else None
                fallback = undefined_as(fallback, self.stub) if fallback else None
            bound = render(constraint, scope) if constraint else None
            default = render(fallback, scope) if fallback else None
            if bound is not None and _leads_with_dict(bound):
                notes.add("widened", f"the bound of {tp.name} is structural in TypeScript and left out")
                bound = None
            name = "_" + tp.name
            existing = module.type_vars.get(name)
            if existing and (existing.bound, existing.default) != (bound, default):
                name = f"_{tp.name}_{owner}"
            module.type_vars[name] = PyTypeVar(name, bound, default)
            scope_vars[tp.name] = name
        return scope_vars

    def takes_args(self, id: str) -> bool:
        """Does a declaration take type arguments in Python? A type alias only if its rendering uses
        its parameters (an alias bound as a class always does)."""
        decl = self.s.decl(id)
        if decl.kind != "alias" or not decl.type_params:
            return bool(decl.type_params) and decl.kind != "opaque"
        if id not in self._generic_alias:
            self._generic_alias[id] = False  # assume not while looking (recursive aliases)
            params = {p.name for p in decl.type_params}
            if decl.type is not None and object_parts(decl.type):
                self._generic_alias[id] = True
            else:
                self._generic_alias[id] = decl.type is not None and mentions(
                    decl.type, params, self.takes_args
                )
        return self._generic_alias[id]

    def keys(self, id: str) -> list[ir.Member]:
        """The keys of an options interface, its bases' included."""
        decl = self.s.decl(id)
        own = [m for m in decl.members if m.kind == "property"]
        return own + [m for b in decl.extends if isinstance(b, ir.Ref) for m in self.keys(b.id)]

    def required_keys(self, id: str) -> bool:
        """Does an options interface (or a base of it) have a key a caller must give?"""
        decl = self.s.decl(id)
        if any(m.kind == "property" and not m.optional for m in decl.members):
            return True
        return any(isinstance(b, ir.Ref) and self.required_keys(b.id) for b in decl.extends)


def _unwired(module: PyModule, obj: ir.Obj, hint: str, input: bool, bases: list[Expr], notes: Notes) -> str:
    raise AssertionError("Context.synthesize is set by the builder before anything is rendered")


def object_parts(t: ir.Type) -> list[ir.Type]:
    """The class-like parts of an object type or intersection (empty if it is not one)."""

    def classy(p: ir.Type) -> bool:
        return isinstance(p, ir.Ref) or (
            isinstance(p, ir.Obj) and any(m.kind in ("property", "method") for m in p.members)
        )

    if isinstance(t, ir.Obj):
        return [t] if classy(t) else []
    if isinstance(t, ir.Intersection):
        return [p for p in t.types if classy(p)]
    return []


def _leads_with_dict(t: Expr) -> bool:
    """`dict[...]`, alone or first in a union: a structural bound a TypeVar cannot express."""
    return head(t.options[0] if isinstance(t, Union) else t) == "dict"


def with_js(t: Expr, py: str, js: str, scope: Scope) -> Expr:
    if py == js:
        return t
    scope.typing("Annotated")
    return WithJS(t, js)
