"""One declaration of the surface -> one item of its Python module: a class (or Protocol), a
TypedDict, an alias, a function, a global value, a class of constants, an opaque placeholder."""

from __future__ import annotations

import dataclasses

from generator import ir
from generator.emit import naming
from generator.emit.context import Context, object_parts
from generator.emit.docs import docstring
from generator.emit.members import Members
from generator.emit.model import (
    POSITIONAL_ONLY,
    SELF,
    PyField,
    PyFunction,
    PyItem,
    PyModule,
    PyParam,
    PySig,
    local_deps,
)
from generator.emit.pytype import Expr, Name, Value, py_str, union
from generator.emit.signatures import Signatures
from generator.emit.typemap import Notes, Scope, is_rpc_stub, render, stub_params


class Declarations:
    def __init__(self, ctx: Context, signatures: Signatures, members: Members) -> None:
        self.ctx = ctx
        self.s = ctx.s
        self.p = ctx.p
        self.signatures = signatures
        self.members = members

    def declaration(self, decl: ir.Decl, module: PyModule) -> PyItem:
        name = self.p.name[decl.id]
        notes = Notes()
        item = PyItem(
            kind="class",
            name=name,
            js=self.p.js_export.get(decl.id) or naming.declared_name(decl.name),
            doc=docstring(decl.doc, deprecated=decl.deprecated, sections=decl.sections),
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
        tvars = self.ctx.type_vars(module, name, decl.type_params, {}, notes, stubs)
        scope = self.ctx.scope(module, notes, name, tvars)
        if decl.kind in ("class", "interface"):
            if decl.id in self.p.unions:
                self._union(item, decl, module, scope)
            elif decl.id in self.p.typed_dicts:
                self.members.typed_dict(item, decl.members, decl.extends, scope, tvars)
            else:
                self._class(item, decl, scope, tvars)
        elif decl.kind == "alias" and decl.type is not None and object_parts(decl.type):
            self._object_alias(item, decl, decl.type, scope, tvars)
        elif decl.kind == "alias":
            item.kind = "alias"
            assert decl.type is not None
            item.rhs = render(decl.type, scope, hint="")
            if decl.type_params:
                notes.add("ergonomic", "a generic type alias is parametrized by module-level TypeVars")
        elif decl.kind == "function":
            item.kind = "function"
            item.function = self.signatures.function(
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
        item.deps = local_deps(item, self.ctx.taken[module.name])
        return item

    def _class(self, item: PyItem, decl: ir.Decl, scope: Scope, tvars: dict[str, str]) -> None:
        bases: list[Expr] = []
        for base in (*decl.extends, *decl.implements):
            if (
                isinstance(base, ir.Ref)
                and self.s.decl(base.id).kind in ("class", "interface")
                and base.id not in self.p.typed_dicts
            ):
                rendered = render(base, scope)
                if rendered not in bases:
                    bases.append(rendered)
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
        self.members.class_members(item, own, scope, self._implemented(decl))
        for member_name, reason in decl.skipped:
            scope.notes.add("escape", f"member {member_name} not bound: {reason}")

    def _union(self, item: PyItem, decl: ir.Decl, module: PyModule, scope: Scope) -> None:
        """An interface of optional methods only, taken as a parameter (`WorkerHandlers`: `fetch?`,
        `scheduled?`, `[key: string]: unknown`): PEP 544 has no optional members, so it is a union of
        one Protocol per method (`WorkerHandlersWithFetch`: an object with any of them passes, a wrong
        one alone is caught) and, when no method is overloaded or generic, a TypedDict of callables
        (`bridge({"fetch": fetch})`: each key given is checked)."""
        methods = sorted((m for m in decl.members if m.kind == "method"), key=lambda m: m.name)
        options: list[Expr] = []
        for member in methods:
            options.append(Name(self._one_method(decl, member, module)))
        if all(len(m.signatures) == 1 and not m.signatures[0].type_params for m in methods):
            options.append(Name(self._callables(decl, methods, module)))
        else:
            scope.notes.add(
                "widened", "an overloaded or generic method has no TypedDict form: no dict passes"
            )
        item.kind = "alias"
        item.rhs = union(options)
        scope.notes.add(
            "ergonomic",
            "an interface of optional methods only is a union: one Protocol per method, and a TypedDict "
            "of callables",
        )
        scope.notes.add(
            "widened",
            "a class is checked against the Protocols it matches: a wrong method beside a right one is "
            "not caught",
        )
        if any(m.kind == "index" for m in decl.members):
            scope.notes.add(
                "widened",
                "the index signature [key: string]: unknown is left out: a class's other attributes "
                "pass, a dict's other keys do not",
            )

    def _new_item(self, module: PyModule, name: str, js: str, doc: str | None) -> tuple[PyItem, Scope]:
        name = naming.unique([name], self.ctx.taken[module.name])[0]
        self.ctx.taken[module.name].add(name)
        item = PyItem(kind="class", name=name, js=js, doc=doc, notes=Notes())
        return item, self.ctx.scope(module, item.notes, name, {})

    def _one_method(self, decl: ir.Decl, member: ir.Member, module: PyModule) -> str:
        """`class WorkerHandlersWithFetch(Protocol)`: the interface's method, required."""
        owner = self.p.name[decl.id]
        item, scope = self._new_item(
            module,
            f"{owner}With{naming.pascal(member.name)}",
            naming.declared_name(decl.name),
            f"{owner} with `{naming.member_name(member.name)}` (a Protocol has no optional members).",
        )
        item.notes.add("ergonomic", f"the Protocol of {decl.name} with its optional method '{member.name}'")
        item.bases = [scope.name("Protocol")]
        self.members.class_members(item, (dataclasses.replace(member, optional=False),), scope)
        item.deps = local_deps(item, self.ctx.taken[module.name])
        module.items.append(item)
        return item.name

    def _callables(self, decl: ir.Decl, methods: list[ir.Member], module: PyModule) -> str:
        """`class WorkerHandlersDict(TypedDict, total=False)`: each method a key whose value is callable."""
        owner = self.p.name[decl.id]
        item, scope = self._new_item(
            module,
            f"{owner}Dict",
            naming.declared_name(decl.name),
            f'{owner} as a dict of functions (`{{"fetch": fetch}}`, a JS object literal).',
        )
        item.notes.add("ergonomic", f"the object literal form of {decl.name}: a method is a callable key")
        keys = tuple(
            ir.Member(
                "property",
                m.name,
                type=ir.Fn(m.signatures[0]),
                optional=True,
                doc=m.doc or m.signatures[0].doc,
                sections=m.sections,
            )
            for m in methods
        )
        self.members.typed_dict(item, keys, (), scope, {})
        item.deps = local_deps(item, self.ctx.taken[module.name])
        module.items.append(item)
        return item.name

    def _object_alias(
        self, item: PyItem, decl: ir.Decl, t: ir.Type, scope: Scope, tvars: dict[str, str]
    ) -> None:
        """`type X<T> = Base<T> & { ... }` is a class in all but name: bind it as one."""
        parts = object_parts(t)
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
            known = {m.name for ref in dicts for m in self.ctx.keys(ref.id)}
            again = [m.name for m in members if m.name in known]
            if again:
                scope.notes.add("widened", f"keys {', '.join(again)} keep the base's type")
            scope.notes.add("ergonomic", "an intersection of options objects is a TypedDict")
            self.members.typed_dict(
                item, tuple(m for m in members if m.name not in known), tuple(dicts), scope, tvars
            )
            return
        scope.notes.add("ergonomic", "an object type alias is bound as a class")
        if decl.type_params:
            bases.append(scope.of("Generic", *(Name(tvars[p.name]) for p in decl.type_params)))
        item.bases = bases
        self.members.class_members(item, tuple(members), scope)

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
        self.members.class_members(item, (constructor, *others), scope)
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

    def const_type(self, decl: ir.Decl, module: PyModule, name: str) -> PyItem:
        notes = Notes()
        assert decl.alias_type is not None
        rhs = render(decl.alias_type, self.ctx.scope(module, notes, name, {}), hint="")
        item = PyItem(
            kind="alias", name=name, js=decl.name, doc=f"The values of {decl.name}.", rhs=rhs, notes=notes
        )
        item.deps = local_deps(item, self.ctx.taken[module.name])
        return item

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


# --------------------------------------------------------------------------------------- helpers


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


def _constructor_only(t: ir.Type | None) -> bool:
    """An object type with construct signatures and nothing else (`prototype` aside)."""
    if not isinstance(t, ir.Obj):
        return False
    members = [m for m in t.members if m.name != "prototype"]
    return bool(members) and all(m.kind == "constructor" for m in members)


def _py_literal(value: str | float | bool) -> str:
    return py_str(value) if isinstance(value, str) else repr(value)
