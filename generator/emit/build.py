"""IR declarations -> the render model of each Python module (what emit/module.py.jinja prints).

Decides the Python shape of every declaration: classes, TypedDicts for options objects, keyword
arguments for trailing options parameters, TypeVars for generics, `@overload` for overloads. Types go
through typemap; names through naming and placement.
"""

from __future__ import annotations

import dataclasses

from generator import ir, surface
from generator.diagnostics import CompileError
from generator.emit import naming
from generator.emit.model import (
    KEYWORD_ONLY,
    POSITIONAL_ONLY,
    SELF,
    PyField,
    PyFunction,
    PyItem,
    PyModule,
    PyParam,
    PySig,
    PyTypeVar,
)
from generator.emit.placement import Placement
from generator.emit.pytype import (
    ANY,
    FLOAT,
    INT,
    NONE,
    Expr,
    Name,
    Subscript,
    Union,
    Value,
    WithJS,
    head,
    names,
    nullable,
    optional,
    py_str,
)
from generator.emit.typemap import Notes, Scope, is_rpc_stub, mentions, render, stub_params, undefined_as

# ----------------------------------------------------------------------------------------- builder


class Builder:
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
        self._synth_cache: dict[tuple[str, ir.Obj, bool, tuple[Expr, ...]], str] = {}
        self._generic_alias: dict[str, bool] = {}
        self.integers: list[dict[str, str]] = []  # each use of surface.INTEGERS, for the manifest
        stub = next((d.id for d in s.decls.values() if is_rpc_stub(d)), None)
        self._stub = ir.Ref(stub) if stub is not None else None

    def build(self) -> dict[str, PyModule]:
        for decl in sorted(self.s.decls.values(), key=lambda d: (self.p.module[d.id], self.p.name[d.id])):
            module = self.modules[self.p.module[decl.id]]
            try:
                item = self._decl(decl, module)
            except (AssertionError, KeyError, ValueError) as err:
                # A construct this emitter does not know: name the declaration, bind nothing.
                raise CompileError.one(
                    decl.file, f"cannot bind '{decl.name}' ({decl.kind}): {err or type(err).__name__}"
                ) from err
            if item.decl_id in self.p.renamed:
                item.notes.add("ergonomic", self.p.renamed[decl.id])
            module.items.append(item)
            if decl.kind == "const" and decl.alias_type is not None:
                module.items.append(self._const_type(decl, module, item.name + "Value"))
            if decl.id in self.p.js_export:
                module.exports[item.name] = self.p.js_export[decl.id]
        return self.modules

    # -- scopes ---------------------------------------------------------------------------------

    def _scope(
        self, module: PyModule, notes: Notes, owner: str, tparams: dict[str, str], prefix: str | None = None
    ) -> Scope:
        """`prefix` starts the names of synthesized classes (the owner's name unless told otherwise: a
        module-level function's hints already start with its JS name, `CollectFileResult`)."""
        start = owner if prefix is None else prefix

        def synthesize(obj: ir.Obj, hint: str, input: bool, bases: list[Expr]) -> str:
            return self._synthesize(module, obj, start + naming.pascal(hint), input, bases, notes)

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

    def _type_vars(
        self,
        module: PyModule,
        owner: str,
        params: tuple[ir.TypeParam, ...],
        outer: dict[str, str],
        notes: Notes,
        stubs: frozenset[str] = frozenset(),
    ) -> dict[str, str]:
        scope_vars = dict(outer)
        for tp in params:
            # A Python TypeVar's bound or default cannot mention another TypeVar: those parts widen.
            scope = self._scope(module, notes, owner, {})
            constraint, fallback = tp.constraint, tp.default
            if tp.name in stubs and self._stub is not None:  # surface.RPC_STUB: no class is the stub
                constraint = undefined_as(constraint, self._stub) if constraint else None
                fallback = undefined_as(fallback, self._stub) if fallback else None
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
            if decl.type is not None and _object_parts(decl.type):
                self._generic_alias[id] = True
            else:
                self._generic_alias[id] = decl.type is not None and mentions(
                    decl.type, params, self.takes_args
                )
        return self._generic_alias[id]

    # -- declarations ---------------------------------------------------------------------------

    def _decl(self, decl: ir.Decl, module: PyModule) -> PyItem:
        name = self.p.name[decl.id]
        notes = Notes()
        item = PyItem(
            kind="class",
            name=name,
            js=self.p.js_export.get(decl.id) or naming.declared_name(decl.name),
            doc=_doc(decl.doc, deprecated=decl.deprecated, sections=decl.sections),
            notes=notes,
            decl_id=decl.id,
        )
        if decl.kind == "opaque":
            item.kind = "opaque"
            reason = decl.reason or "not bound"
            notes.add("escape", reason)
            item.doc = "\n\n".join(filter(None, [item.doc, f"Opaque: {reason}."]))
            return item
        stubs = frozenset(stub_params(decl.members, lambda id: is_rpc_stub(self.s.decl(id))))
        tvars = self._type_vars(module, name, decl.type_params, {}, notes, stubs)
        scope = self._scope(module, notes, name, tvars)
        if decl.kind in ("class", "interface"):
            if decl.id in self.p.typed_dicts:
                self._typed_dict(item, decl.members, decl.extends, scope, tvars)
            else:
                self._class(item, decl, scope, tvars)
        elif decl.kind == "alias" and decl.type is not None and _object_parts(decl.type):
            self._object_alias(item, decl, decl.type, scope, tvars)
        elif decl.kind == "alias":
            item.kind = "alias"
            assert decl.type is not None
            item.rhs = render(decl.type, scope, hint="")
            if decl.type_params:
                notes.add("ergonomic", "a generic type alias is parametrized by module-level TypeVars")
        elif decl.kind == "function":
            item.kind = "function"
            item.function = self._function(
                decl.name,
                decl.signatures,
                scope,
                name,
                static=False,
                doc=decl.doc,
                owner=name,
                method=False,
                sections=decl.sections,
            )
            item.doc = None
        elif decl.kind == "var" and _constructor_only(decl.type):
            self._constructor_var(item, decl, scope)
        elif decl.kind == "var":
            item.kind = "global"
            assert decl.type is not None
            item.rhs = render(decl.type, scope, hint=naming.pascal(decl.name))
            item.js = decl.name
        elif decl.kind == "const":
            self._const(item, decl, scope)
        elif decl.kind == "enum":
            item.kind = "class"
            for member, value in decl.enum_members:
                item.fields.append(PyField(member, scope.name("Final"), value=repr(value)))
        else:
            raise ValueError(f"unknown declaration kind {decl.kind!r}")
        item.deps = _local_deps(item, self.taken[module.name])
        return item

    def _constructor_var(self, item: PyItem, decl: ir.Decl, scope: Scope) -> None:
        """`declare const WebSocketPair: { new (): { 0: WebSocket; 1: WebSocket } }`: a class in all but
        syntax (`WebSocketPair()` is `new WebSocketPair()`); numbered members are indexes
        (`pair[0]`, `__getitem__` overloads on `Literal` keys)."""
        assert isinstance(decl.type, ir.Obj)
        ctors = [m for m in decl.type.members if m.kind == "constructor"]
        instance = ctors[0].signatures[0].returns if ctors[0].signatures else None
        members = instance.members if isinstance(instance, ir.Obj) else ()
        numbered = [m for m in members if m.kind == "property" and m.name.isdigit() and m.type is not None]
        others = tuple(m for m in members if m not in numbered)
        constructor = dataclasses.replace(
            ctors[0], signatures=tuple(dataclasses.replace(s, returns=None) for s in ctors[0].signatures)
        )
        self._members(item, (constructor, *others), scope, {})
        by_type: dict[Expr, list[str]] = {}  # one overload per item type: `Literal[0, 1]` -> WebSocket
        for m in numbered:
            assert m.type is not None
            by_type.setdefault(render(m.type, scope, hint="Item"), []).append(m.name)
        if by_type:
            sigs = [
                PySig([SELF, PyParam("key", scope.of("Literal", *map(Value, keys))), POSITIONAL_ONLY], t)
                for t, keys in by_type.items()
            ]
            item.methods.append(PyFunction("__getitem__", None, sigs))
        scope.notes.add("ergonomic", "a global whose type only constructs is bound as a class")

    def _class(self, item: PyItem, decl: ir.Decl, scope: Scope, tvars: dict[str, str]) -> None:
        bases: list[Expr] = []
        for base in (*decl.extends, *decl.implements):
            if (
                isinstance(base, ir.Ref)
                and self.s.decl(base.id).kind in ("class", "interface")
                and base.id not in self.p.typed_dicts
            ):
                text = render(base, scope)
                if text not in bases:
                    bases.append(text)
            else:
                scope.notes.add("widened", "a base that is not a class or interface is left out")
        if decl.package == "typescript" and decl.name == "Error":
            bases.append(Name("Exception"))  # so that `raise` and `except SandboxError` type-check
        generic = "Protocol" if decl.id in self.p.protocols else "Generic"
        if tvars and decl.type_params:
            bases.append(scope.of(generic, *(Name(tvars[t.name]) for t in decl.type_params)))
        elif generic == "Protocol":
            bases.append(scope.name("Protocol"))
        if decl.kind == "interface" and generic != "Protocol":
            scope.notes.add(
                "ergonomic", "an interface is bound as a nominal class: structural matches do not pass"
            )
        item.bases = bases
        inherited = self._inherited(decl)
        own = tuple(m for m in decl.members if not _repeats(m, inherited.get(m.name, set())))
        self._members(item, own, scope, tvars, self._implemented(decl))
        for member_name, reason in decl.skipped:
            scope.notes.add("escape", f"member {member_name} not bound: {reason}")

    def _object_alias(
        self, item: PyItem, decl: ir.Decl, t: ir.Type, scope: Scope, tvars: dict[str, str]
    ) -> None:
        """`type X<T> = Base<T> & { ... }` is a class in all but name: bind it as one."""
        parts = _object_parts(t)
        bases: list[Expr] = []
        members: list[ir.Member] = []
        for part in parts:
            if isinstance(part, ir.Obj):
                members.extend(part.members)
            else:
                bases.append(render(part, scope))
        dropped = len(t.types) - len(parts) if isinstance(t, ir.Intersection) else 0
        if dropped:
            scope.notes.add("widened", "computed parts of an intersection are left out")
        dicts = [p for p in parts if isinstance(p, ir.Ref) and p.id in self.p.typed_dicts]
        if dicts and len(dicts) == len(bases) and all(m.kind == "property" for m in members):
            # `R2GetOptions & { onlyIf?: ... }`: a TypedDict over TypedDicts; a key a base already
            # declares stays the base's (a TypedDict cannot redeclare one).
            known = {m.name for ref in dicts for m in self._keys(ref.id)}
            again = [m.name for m in members if m.name in known]
            if again:
                scope.notes.add("widened", f"keys {', '.join(again)} keep the base's type")
            scope.notes.add("ergonomic", "an intersection of options objects is a TypedDict")
            self._typed_dict(
                item, tuple(m for m in members if m.name not in known), tuple(dicts), scope, tvars
            )
            return
        scope.notes.add("ergonomic", "an object type alias is bound as a class")
        if decl.type_params:
            bases.append(scope.of("Generic", *(Name(tvars[p.name]) for p in decl.type_params)))
        item.bases = bases
        self._members(item, tuple(members), scope, tvars)

    def _inherited(self, decl: ir.Decl) -> dict[str, set[tuple[ir.Member, str | None]]]:
        """Members of every class or interface this one extends or implements, by name. A member the
        declaration repeats word for word (as `Sandbox` repeats `ISandbox`) is inherited, not copied."""
        out: dict[str, set[tuple[ir.Member, str | None]]] = {}
        seen: set[str] = set()
        todo = [b for b in (*decl.extends, *decl.implements) if isinstance(b, ir.Ref) and not b.args]
        while todo:
            ref = todo.pop()
            if ref.id in seen or ref.id in self.p.typed_dicts:
                continue
            seen.add(ref.id)
            base = self.s.decl(ref.id)
            if base.kind not in ("class", "interface"):
                continue
            for m in base.members:
                out.setdefault(m.name, set()).add((_bare(m), m.doc))
            todo += [b for b in (*base.extends, *base.implements) if isinstance(b, ir.Ref) and not b.args]
        return out

    def _implemented(self, decl: ir.Decl) -> dict[str, tuple[ir.Member, str]]:
        """Members of the interfaces a class implements or extends (nearest first), by name, with the
        interface's Python name."""
        out: dict[str, tuple[ir.Member, str]] = {}
        seen: set[str] = set()
        todo = [b for b in (*decl.implements, *decl.extends) if isinstance(b, ir.Ref) and not b.args]
        while todo:
            ref = todo.pop(0)
            if ref.id in seen or ref.id in self.p.typed_dicts:
                continue
            seen.add(ref.id)
            base = self.s.decl(ref.id)
            if base.kind not in ("class", "interface"):
                continue
            if base.kind == "interface":
                for m in base.members:
                    out.setdefault(m.name, (m, self.p.name[base.id]))
            todo += [b for b in (*base.implements, *base.extends) if isinstance(b, ir.Ref) and not b.args]
        return out

    def _members(
        self,
        item: PyItem,
        members: tuple[ir.Member, ...],
        scope: Scope,
        tvars: dict[str, str],
        implemented: dict[str, tuple[ir.Member, str]] | None = None,
    ) -> None:
        named = sorted(
            (
                m
                for m in members
                if m.kind in ("property", "method") and m.name not in naming.ITERATION_PROTOCOLS
            ),
            key=lambda m: (m.static, m.name),
        )
        py_names = naming.unique([naming.member_name(m.name) or "" for m in named])
        for member, py in zip(named, py_names):
            if not py or py.startswith("_"):
                scope.notes.add("escape", f"member '{member.name}' has no Python name")
                continue
            with scope.notes.recording() as mine:
                if py != (naming.member_name(member.name) or ""):
                    scope.notes.add("ergonomic", f"member '{member.name}' renamed {py} to avoid a clash")
                hint = naming.pascal(member.name)
                if member.kind == "property":
                    assert member.type is not None
                    t = render(member.type, scope, hint=hint)
                    t = self._integer(t, member.name, scope, f"{item.name}.{py}")
                    if member.optional and not nullable(t) and t != ANY:
                        t = optional(t)
                    annotation = _with_js(t, py, member.name, scope)
                    if member.static:
                        annotation = scope.of("ClassVar", annotation)
                    item.fields.append(
                        PyField(
                            py,
                            annotation,
                            _doc(member.doc, member.default, member.deprecated, member.sections),
                        )
                    )
                else:
                    if member.optional:
                        scope.notes.add(
                            "widened", f"optional method '{member.name}' is bound as always present"
                        )
                    fn = self._function(
                        member.name,
                        member.signatures,
                        scope,
                        py,
                        static=member.static,
                        doc=member.doc,
                        owner=item.name,
                        method=True,
                        sections=member.sections,
                    )
                    public, where = (implemented or {}).get(member.name, (None, ""))
                    if public is not None and public.kind == "method" and not member.static:
                        self._public_shape(fn, member, public, scope, where)
                    item.methods.append(fn)
            item.member_notes[py] = (member.name, mine)
        for member in members:
            with scope.notes.recording() as mine:
                if member.kind == "method" and member.name in naming.ITERATION_PROTOCOLS:
                    item.methods.append(self._iteration(member, scope, item))
                elif member.kind == "constructor":
                    item.methods.insert(
                        0,
                        self._function(
                            "constructor",
                            member.signatures,
                            scope,
                            "__init__",
                            static=False,
                            doc=None,
                            owner=item.name,
                            method=True,
                        ),
                    )
                elif member.kind == "call":
                    item.methods.append(
                        self._function(
                            "(call)",
                            member.signatures,
                            scope,
                            "__call__",
                            static=False,
                            doc=None,
                            owner=item.name,
                            method=True,
                        )
                    )
                elif member.kind == "index" and member.key is not None and member.type is not None:
                    key = render(member.key, scope)
                    value = self._element(render(member.type, scope, hint="Item"), item, scope)
                    if key == FLOAT:  # `[index: number]`: an array-like, indexed by integers
                        key = INT
                        if any(m.kind == "property" and m.name == "length" for m in members):
                            item.methods.append(PyFunction("__len__", None, [PySig([SELF], INT)]))
                    item.methods.append(
                        PyFunction(
                            "__getitem__", None, [PySig([SELF, PyParam("key", key), POSITIONAL_ONLY], value)]
                        )
                    )
            if member.kind in ("constructor", "call", "index") or member.name in naming.ITERATION_PROTOCOLS:
                label = {"constructor": "__init__", "call": "__call__", "index": "__getitem__"}
                py = label.get(member.kind) or naming.ITERATION_PROTOCOLS[member.name][0]
                item.member_notes[py] = (member.name, mine)

    def _iteration(self, member: ir.Member, scope: Scope, owner: PyItem) -> PyFunction:
        """`[Symbol.iterator](): IterableIterator<T>` -> `def __iter__(self) -> Iterator[T]`;
        `[Symbol.asyncIterator](): AsyncIterableIterator<T>` -> `def __aiter__(self) -> AsyncIterator[T]`.
        Python's protocols take no arguments: JS's optional ones (`ReadableStream`'s `options`) are left
        to the method that takes them (`values(options)`)."""
        py, wrapper = naming.ITERATION_PROTOCOLS[member.name]
        sig = member.signatures[0]
        returns = sig.returns
        if not isinstance(returns, ir.Wrapped) or returns.kind == "promise":
            raise ValueError(f"{member.name} returns {returns!r}, not an iterator")
        if returns.returns is not None and not _nothing(returns.returns):
            scope.notes.add("widened", f"{member.name}: a generator's return value is dropped")
        if sig.params:
            scope.notes.add(
                "ergonomic",
                f"{member.name} is {py}, which takes no arguments: its optional ones are left out",
            )
        scope.notes.add("ergonomic", f"{member.name} is the Python iteration protocol {py}")
        item = self._element(render(returns.of, scope, hint="Item"), owner, scope)
        doc = _doc(member.doc or sig.doc, sections=member.sections or sig.sections)
        # `@js_name("[Symbol.iterator]")`: the JS member is the well-known symbol, `obj[Symbol.iterator]()`.
        return PyFunction(py, member.name, [PySig([SELF], scope.of(wrapper, item))], doc)

    def _element(self, t: Expr, owner: PyItem, scope: Scope) -> Expr:
        """`number` items of an integer array-like (surface.INTEGER_ELEMENTS: `Uint8Array`) are `int`."""
        why = surface.INTEGER_ELEMENTS.get(owner.js)
        if why is None or t != FLOAT:
            return t
        scope.notes.add("ergonomic", f"its items are integers: {why}")
        return INT

    def _public_shape(
        self, fn: PyFunction, member: ir.Member, public: ir.Member, scope: Scope, owner: str
    ) -> None:
        """A class method that adds trailing parameters to the interface it implements
        (`startProcess(command, options?, sessionId?)` of `ISandbox.startProcess(command, options?)`)
        keeps the interface's shape as its first overload; its documentation too, if it has none."""
        iface = self._function(
            public.name,
            public.signatures,
            scope,
            fn.name,
            static=False,
            doc=public.doc,
            owner=owner,
            method=True,
            sections=public.sections,
        )
        if fn.doc is None:
            fn.doc = iface.doc
        longest = max((len(s.params) for s in public.signatures), default=0)
        if not any(len(s.params) > longest for s in member.signatures):
            return  # only a class that adds trailing parameters changes the shape
        added = [s for s in iface.sigs if not any(_subsumes(own, s) for own in fn.sigs)]
        if added:
            scope.notes.add(
                "ergonomic", f"'{public.name}' also takes the shape of the interface it implements"
            )
            fn.sigs[:0] = added

    def _typed_dict(
        self,
        item: PyItem,
        members: tuple[ir.Member, ...],
        extends: tuple[ir.Type, ...],
        scope: Scope,
        tvars: dict[str, str],
    ) -> None:
        item.kind = "typeddict"
        bases = [render(b, scope) for b in extends if isinstance(b, ir.Ref)] or [scope.name("TypedDict")]
        if tvars:
            bases.append(scope.of("Generic", *map(Name, tvars.values())))
        item.bases = bases or []
        props = sorted((m for m in members if m.kind == "property"), key=lambda m: m.name)
        for member, py in zip(props, naming.unique([naming.member_name(m.name) or "" for m in props])):
            if not py:
                scope.notes.add("escape", f"key '{member.name}' has no Python name")
                continue
            assert member.type is not None
            with scope.notes.recording() as mine:
                rendered = render(member.type, scope, hint=naming.pascal(member.name), input=True)
                rendered = self._integer(rendered, member.name, scope, f"{item.name}.{py}")
                t = _with_js(rendered, py, member.name, scope)
            item.member_notes[py] = (member.name, mine)
            if not member.optional:
                t = scope.of("Required", t)
            item.fields.append(
                PyField(py, t, _doc(member.doc, member.default, member.deprecated, member.sections))
            )

    def _const(self, item: PyItem, decl: ir.Decl, scope: Scope) -> None:
        """`declare const ErrorCode: {...}` + `type ErrorCode = ...`: a class of constants for the value
        and `<Name>Value` for the type."""
        item.kind = "class"
        value = decl.type
        if isinstance(value, ir.Obj):
            for member in sorted(value.members, key=lambda m: m.name):
                if member.kind == "property" and isinstance(member.type, ir.Lit):
                    item.fields.append(
                        PyField(member.name, scope.name("Final"), value=_py_literal(member.type.value))
                    )
        scope.notes.add(
            "ergonomic", f"the const object is a class of constants; its type is {item.name}Value"
        )

    def _const_type(self, decl: ir.Decl, module: PyModule, name: str) -> PyItem:
        notes = Notes()
        assert decl.alias_type is not None
        rhs = render(decl.alias_type, self._scope(module, notes, name, {}), hint="")
        item = PyItem(
            kind="alias", name=name, js=decl.name, doc=f"The values of {decl.name}.", rhs=rhs, notes=notes
        )
        item.deps = _local_deps(item, self.taken[module.name])
        return item

    # -- functions and signatures ---------------------------------------------------------------

    def _function(
        self,
        js: str,
        sigs: tuple[ir.Signature, ...],
        scope: Scope,
        py: str,
        *,
        static: bool,
        doc: str | None,
        owner: str,
        method: bool,
        sections: tuple[ir.Section, ...] = (),
    ) -> PyFunction:
        module = self.modules[scope.module]
        out: list[PySig] = []
        splits = [split for declared in sigs for split in self._split_options_union(declared)]
        for sig in [part for split in splits for part in self._split_optional_options(split)]:
            tvars = self._type_vars(module, owner, sig.type_params, scope.type_vars, scope.notes)
            for tp in sig.type_params:
                # `json<T>(): Promise<T>`: nothing binds T, so the caller would get Never. Any it is,
                # as in `body = await request.json()`.
                if not mentions([p.type for p in sig.params], {tp.name}, self.takes_args):
                    scope.notes.add("widened", f"type parameter {tp.name} of {js} is only in the result: Any")
                    tvars[tp.name] = scope.typing("Any")
            sig_scope = self._scope(module, scope.notes, owner, tvars, prefix=None if method else "")
            rendered = self._signature(
                js, sig, sig_scope, method=method, static=static, where=f"{owner}.{py}" if method else py
            )
            if all(rendered.params != o.params for o in out):  # TS overloads that read the same in Python
                out.append(rendered)
        js_name = js if js not in ("constructor", "(call)") and py != js else None
        first_doc = doc or (sigs[0].doc if sigs else None)
        sections = sections or (sigs[0].sections if sigs else ())
        deprecated = sigs[0].deprecated if sigs else None
        return PyFunction(py, js_name, out, _doc(first_doc, deprecated=deprecated, sections=sections), static)

    def _signature(
        self, js: str, sig: ir.Signature, scope: Scope, *, method: bool, static: bool, where: str
    ) -> PySig:
        params: list[PyParam] = [SELF] if method and not static else []
        ps = list(sig.params)
        options: ir.Param | None = None
        if ps and not ps[-1].rest and self._is_options(ps[-1].type):
            options = ps.pop()
        names = naming.unique([naming.member_name(p.name) or f"arg{i}" for i, p in enumerate(ps)], {"self"})
        hint = naming.pascal(js) if js not in ("constructor", "(call)") else ""
        positional = []
        for p, name in zip(ps, names):
            t = render(p.type, scope, hint=hint + naming.pascal(p.name), input=True)
            t = self._integer(t, p.name, scope, f"{where}({name})")
            if p.rest:
                positional.append(PyParam(f"*{name}", _rest_elem(t)))
            else:
                positional.append(PyParam(name, t, optional=p.optional))
        params += positional
        if positional and not positional[-1].starred:
            params.append(POSITIONAL_ONLY)  # JS parameters are positional: a keyword would mean nothing
        if options is not None:
            params += self._options(
                options,
                scope,
                hint,
                positional_tail=bool(positional) and positional[-1].starred,
                where=where,
            )
        returns: Expr
        if js == "constructor":
            returns = NONE
        else:
            if isinstance(sig.returns, ir.Predicate) and ps and ps[0].name == sig.returns.param:
                # `isExecResult(value): value is ExecResult` narrows its first argument, as TypeIs does.
                narrowed = render(sig.returns.of, scope, hint=hint + "Result")
                returns = scope.of("TypeIs", narrowed)
            else:
                returns = render(sig.returns, scope, hint=hint + "Result") if sig.returns else NONE
            if js in surface.INTEGER_RESULTS and scope.module != surface.WORKERS_MODULE:
                returns = self._integer(returns, js, scope, f"{where}()", table=surface.INTEGER_RESULTS)
        return PySig(params, returns, None)

    def _split_options_union(self, sig: ir.Signature) -> list[ir.Signature]:
        """`json(data, init?: ResponseInit | Response)`: one overload takes the options object as
        keyword arguments, another the rest of the union positionally."""
        last = sig.params[-1] if sig.params else None
        if last is None or last.rest or not isinstance(last.type, ir.Union_):
            return [sig]
        options = [t for t in last.type.types if self._is_options(t)]
        others = tuple(t for t in last.type.types if not self._is_options(t))
        if len(options) != 1 or not others:
            return [sig]
        rest = others[0] if len(others) == 1 else ir.Union_(others)
        with_options = dataclasses.replace(last, type=options[0])
        positional = dataclasses.replace(last, type=rest)
        return [
            dataclasses.replace(sig, params=(*sig.params[:-1], with_options)),
            dataclasses.replace(sig, params=(*sig.params[:-1], positional)),
        ]

    def _split_optional_options(self, sig: ir.Signature) -> list[ir.Signature]:
        """`alarm(alarmInfo?: AlarmInvocationInfo)` whose interface has required keys: one overload
        takes the keywords (the required ones required), another none at all."""
        last = sig.params[-1] if sig.params else None
        if last is None or last.rest or not last.optional or not isinstance(last.type, ir.Ref):
            return [sig]
        if last.type.id not in self.p.typed_dicts or not self._required_keys(last.type.id):
            return [sig]
        return [
            dataclasses.replace(sig, params=(*sig.params[:-1], dataclasses.replace(last, optional=False))),
            dataclasses.replace(sig, params=sig.params[:-1]),
        ]

    def _keys(self, id: str) -> list[ir.Member]:
        decl = self.s.decl(id)
        own = [m for m in decl.members if m.kind == "property"]
        return own + [m for b in decl.extends if isinstance(b, ir.Ref) for m in self._keys(b.id)]

    def _required_keys(self, id: str) -> bool:
        decl = self.s.decl(id)
        if any(m.kind == "property" and not m.optional for m in decl.members):
            return True
        return any(isinstance(b, ir.Ref) and self._required_keys(b.id) for b in decl.extends)

    def _is_options(self, t: ir.Type) -> bool:
        if isinstance(t, ir.Ref):
            return t.id in self.p.typed_dicts
        if isinstance(t, ir.Obj):
            return bool(t.members) and all(
                m.kind == "property" and naming.member_name(m.name) for m in t.members
            )
        return False

    def _options(
        self, p: ir.Param, scope: Scope, hint: str, positional_tail: bool, where: str
    ) -> list[PyParam]:
        """A trailing options object becomes keyword arguments: `**options: Unpack[TypedDict]` for a
        named interface, keyword-only parameters for an inline object type."""
        scope.notes.add("ergonomic", "a trailing options object is taken as keyword arguments")
        name = naming.member_name(p.name) or "options"
        if isinstance(p.type, ir.Ref):
            return [PyParam(f"**{name}", scope.of("Unpack", render(p.type, scope)))]
        assert isinstance(p.type, ir.Obj)
        out = [] if positional_tail else [KEYWORD_ONLY]
        props = sorted(p.type.members, key=lambda m: m.name)
        for member in props:
            py = naming.member_name(member.name)
            assert py is not None and member.type is not None
            rendered = render(member.type, scope, hint=hint + naming.pascal(member.name), input=True)
            rendered = self._integer(rendered, member.name, scope, f"{where}({py}=)")
            t = _with_js(rendered, py, member.name, scope)
            out.append(PyParam(py, t, optional=member.optional or p.optional))
        return out

    def _integer(
        self, t: Expr, js: str, scope: Scope, where: str, table: dict[str, str] = surface.INTEGERS
    ) -> Expr:
        """`float` -> `int` for a number the SDK documents as an integer (surface.INTEGERS)."""
        if js not in table or scope.module == surface.WORKERS_MODULE or "float" not in names(t):
            return t
        allowed: dict[Expr, Expr] = {
            FLOAT: INT,
            Union((FLOAT, NONE)): Union((INT, NONE)),
            Subscript("Awaitable", (FLOAT,)): Subscript("Awaitable", (INT,)),
        }
        if t not in allowed:
            raise ValueError(f"surface.INTEGERS names '{js}' at {where}, typed {t}: not a plain number")
        scope.notes.add("ergonomic", f"'{js}' is an integer: {table[js]}")
        self.integers.append(
            {"python": f"{scope.module}.{where}", "js": js, "grade": "ergonomic", "why": table[js]}
        )
        return allowed[t]

    # -- synthesized classes --------------------------------------------------------------------

    def _synthesize(
        self, module: PyModule, obj: ir.Obj, hint: str, input: bool, bases: list[Expr], notes: Notes
    ) -> str:
        key = (module.name, obj, input, tuple(bases))
        if key in self._synth_cache:
            return self._synth_cache[key]
        name = naming.unique([naming.type_name(hint or "Anonymous")], self.taken[module.name])[0]
        self.taken[module.name].add(name)
        self._synth_cache[key] = name
        item = PyItem(kind="class", name=name, js=f"(inline type for {hint})", notes=Notes())
        item.notes.add("ergonomic", "synthesized from an inline object type")
        scope = self._scope(module, item.notes, name, {})
        dicts = {self.p.name[id]: id for id in self.p.typed_dicts}
        base_names = [b.text for b in bases if isinstance(b, Name)]
        if (
            input
            and all(m.kind == "property" for m in obj.members)
            and len(base_names) == len(bases)
            and all(b in dicts for b in base_names)
        ):
            # over TypedDict bases (`R2GetOptions & {...}`) a key a base declares stays the base's
            known = {m.name for b in base_names for m in self._keys(dicts[b])}
            if any(m.name in known for m in obj.members):
                item.notes.add("widened", "a key its base declares keeps the base's type")
            members = tuple(m for m in obj.members if m.name not in known)
            refs = tuple(ir.Ref(dicts[b]) for b in base_names)
            self._typed_dict(item, members, refs, scope, {})
        else:
            item.bases = list(bases)
            self._members(item, obj.members, scope, {})
        for reason, grade in item.notes.reasons.items():
            notes.add(grade if grade != "ergonomic" else "ergonomic", reason)
        item.deps = _local_deps(item, self.taken[module.name])
        module.items.append(item)
        return name


# --------------------------------------------------------------------------------------- helpers


def _subsumes(own: PySig, public: PySig) -> bool:
    """Does a signature accept every call of another (its parameters extend the other's)?"""
    mine, theirs = _comparable(own.params), _comparable(public.params)
    return mine[: len(theirs)] == theirs and all(p.optional for p in mine[len(theirs) :] if p != KEYWORD_ONLY)


def _comparable(params: list[PyParam]) -> list[PyParam]:
    """Parameters without the names of positional-only ones (a caller never writes those)."""
    if POSITIONAL_ONLY not in params:
        return params
    cut = params.index(POSITIONAL_ONLY)
    unnamed = [dataclasses.replace(p, name="") if p.type is not None else p for p in params[:cut]]
    return unnamed + params[cut + 1 :]


def _repeats(m: ir.Member, inherited: set[tuple[ir.Member, str | None]]) -> bool:
    """Same declaration as an inherited member, and no documentation of its own to lose."""
    bare = _bare(m)
    return any(b == bare and (m.doc is None or m.doc == doc) for b, doc in inherited)


def _bare(m: ir.Member) -> ir.Member:
    """A member without its documentation, for comparing what it declares."""
    sigs = tuple(
        dataclasses.replace(
            s,
            doc=None,
            deprecated=None,
            sections=(),
            params=tuple(dataclasses.replace(p, doc=None) for p in s.params),
        )
        for s in m.signatures
    )
    return dataclasses.replace(m, doc=None, default=None, deprecated=None, signatures=sigs, sections=())


def _object_parts(t: ir.Type) -> list[ir.Type]:
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


def _constructor_only(t: ir.Type | None) -> bool:
    """An object type with construct signatures and nothing else (`prototype` aside)."""
    if not isinstance(t, ir.Obj):
        return False
    members = [m for m in t.members if m.name != "prototype"]
    return bool(members) and all(m.kind == "constructor" for m in members)


def _nothing(t: ir.Type) -> bool:
    return isinstance(t, ir.Prim) and t.name in ("void", "undefined", "any", "unknown")


def _leads_with_dict(t: Expr) -> bool:
    """`dict[...]`, alone or first in a union: a structural bound a TypeVar cannot express."""
    return head(t.options[0] if isinstance(t, Union) else t) == "dict"


def _rest_elem(t: Expr) -> Expr:
    """The item type of a rest parameter's array (`*args: T` for `...args: T[]`)."""
    if isinstance(t, Subscript) and t.head in ("list", "Sequence") and len(t.args) == 1:
        return t.args[0]
    return Name("object")


def _with_js(t: Expr, py: str, js: str, scope: Scope) -> Expr:
    if py == js:
        return t
    scope.typing("Annotated")
    return WithJS(t, js)


def _py_literal(value: str | float | bool) -> str:
    return py_str(value) if isinstance(value, str) else repr(value)


def _doc(
    doc: str | None,
    default: str | None = None,
    deprecated: str | None = None,
    sections: tuple[ir.Section, ...] = (),
) -> str | None:
    parts = [doc.strip()] if doc and doc.strip() else []
    if default:
        parts.append(f"Default: {default}")
    if deprecated is not None:
        parts.append(f"Deprecated: {deprecated}" if deprecated else "Deprecated.")
    parts += _sections(sections)
    return "\n\n".join(parts) or None


#: JSDoc block tags -> the docstring sections editors render (Google style), in this order.
_SECTION_TITLES = {"param": "Args:", "returns": "Returns:", "throws": "Raises:", "example": "Example:"}


def _sections(sections: tuple[ir.Section, ...]) -> list[str]:
    """`@param sessionId text` -> `Args:` / `    session_id: text` (Python names: what a caller writes);
    `@returns`, `@throws` and `@example` keep their text, indented under their title."""
    unique = list(dict.fromkeys(sections))  # an overloaded member repeats its tags
    out = []
    for tag, title in _SECTION_TITLES.items():
        lines = []
        for section in (x for x in unique if x.tag == tag):
            text = section.text.strip("\n")
            if tag == "param" and section.name:
                # `name: text`, a continuation (or a list that starts the text) indented under it
                first, *rest = text.splitlines() or [""]
                name = naming.member_name(section.name) or section.name
                if first.lstrip().startswith("- "):
                    first, rest = "", [first, *rest]
                text = "\n".join([f"{name}: {first}".rstrip(), *("    " + line for line in rest)])
            lines += ["    " + line if line.strip() else "" for line in text.splitlines()] or [""]
            if tag == "example" and len(lines) > 1:
                lines.append("")
        while lines and not lines[-1]:
            lines.pop()
        if lines:
            out.append("\n".join([title, *lines]))
    return out


def _local_deps(item: PyItem, local_names: set[str]) -> set[str]:
    """Names of this module an item needs when the module runs: base classes and alias targets
    (annotations are lazy under `from __future__ import annotations`)."""
    used = {name for base in item.bases for name in names(base)}
    if item.kind == "alias" and item.rhs is not None:
        used |= names(item.rhs)
    return {name for name in used & local_names if name != item.name}
