"""Where each declaration lives in Python, under which name, and in which form.

Module: the entry point that exports it; Workers and ES lib types go to `bindings.workers`; other
declarations of the SDK's bundle (and of packages it re-uses, such as @cloudflare/containers) go to the
main SDK module. Name: the exported name if exported, else the declared one; a clash inside a module is
resolved by the bundle chunk it comes from (`ErrorResponse` in `contexts-*.d.ts` -> `ContextsErrorResponse`).
Form: an interface used only as input (options objects) becomes a TypedDict, every other one a class.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from generator import ir, surface
from generator.emit import naming


@dataclass
class Placement:
    module: dict[str, str] = field(default_factory=dict)  # decl id -> python module
    name: dict[str, str] = field(default_factory=dict)  # decl id -> python name
    js_export: dict[str, str] = field(default_factory=dict)  # decl id -> JS name a worker can import/use
    js_type: dict[str, str] = field(default_factory=dict)  # decl id -> name its module exports it by
    typed_dicts: set[str] = field(default_factory=set)  # interface ids emitted as TypedDict
    renamed: dict[str, str] = field(default_factory=dict)  # decl id -> why its Python name differs
    protocols: set[str] = field(default_factory=set)  # interface ids emitted as typing.Protocol
    #: Protocols of optional methods only (`WorkerHandlers`), emitted as a union (see `_optional_only`)
    unions: set[str] = field(default_factory=set)


def place(s: ir.Surface) -> Placement:
    p = Placement()
    entry_module = {e.specifier: e.python_module for e in (*surface.BOUND, *surface.RUNTIME_MODULES)}
    exported: dict[str, tuple[str, ir.Export]] = {}
    for module in s.modules:
        for export in module.exports:
            exported.setdefault(export.id, (entry_module[module.specifier], export))

    for decl in sorted(s.decls.values(), key=lambda d: d.id):
        if decl.id in exported:
            module_name, export = exported[decl.id]
            p.module[decl.id] = module_name
            p.name[decl.id] = (
                naming.type_name(export.name) if not _is_function(decl) else _fn_name(export.name)
            )
            p.js_type[decl.id] = export.name  # a type (`export type ...`) or a value
            if export.value:
                p.js_export[decl.id] = export.name
        elif decl.package in (surface.WORKERS_TYPES, "typescript"):
            p.module[decl.id] = surface.WORKERS_MODULE
            p.name[decl.id] = naming.type_name(decl.name) if not _is_function(decl) else _fn_name(decl.name)
            if _is_global_value(decl):
                p.js_export[decl.id] = decl.name
        else:
            bridge = "/dist/bridge/" in decl.file
            p.module[decl.id] = (
                "bindings.cloudflare_sandbox.bridge" if bridge else "bindings.cloudflare_sandbox"
            )
            p.name[decl.id] = naming.type_name(decl.name)

    _resolve_clashes(s, p, exported)
    p.typed_dicts = _input_only_interfaces(s)
    p.protocols = _parameter_interfaces(s, p.typed_dicts)
    p.unions = {id for id in p.protocols if _optional_only(s, p.protocols, id)}
    return p


def _is_function(decl: ir.Decl) -> bool:
    """Functions and global values (`crypto`, `console`) are named like members: snake_case."""
    return decl.kind in ("function", "var")


def _fn_name(js: str) -> str:
    return naming.member_name(js) or naming.type_name(js)


def _is_global_value(decl: ir.Decl) -> bool:
    """A global class (`Response`, `URL`, also `declare abstract class AbortSignal`) or value (`crypto`)
    exists at run time; an interface or alias (`ExecutionContext`, `RequestInit`) does not, even when it
    is one of the configured roots."""
    return decl.kind in ("class", "var", "function") and "." not in decl.name


def _resolve_clashes(s: ir.Surface, p: Placement, exported: dict[str, tuple[str, ir.Export]]) -> None:
    by_key: dict[tuple[str, str], list[str]] = {}
    for id, name in p.name.items():
        by_key.setdefault((p.module[id], name), []).append(id)
    for (_module, name), ids in sorted(by_key.items()):
        if len(ids) < 2:
            continue
        # The exported declaration keeps the name; the others are told apart by their chunk.
        ids.sort(key=lambda i: (i not in exported, i))
        for id in ids[1:]:
            decl = s.decls[id]
            new = naming.chunk_prefix(decl.file) + name
            taken = {n for (m, n) in by_key if m == p.module[id]} | set(p.name.values())
            new = naming.unique([new], taken)[0]
            p.renamed[id] = f"'{decl.name}' clashes with the exported '{name}'; named after its bundle chunk"
            p.name[id] = new


# ------------------------------------------------------------------------- input-only interfaces


def _input_only_interfaces(s: ir.Surface) -> set[str]:
    """Interfaces that only ever flow into the SDK (options objects): these become TypedDicts, and so
    do the configured init objects (surface.INIT_OBJECTS) with the interfaces that extend them."""
    candidates = {
        d.id
        for d in s.decls.values()
        if d.kind == "interface" and all(m.kind == "property" for m in d.members) and d.members
    }
    forced = {
        id
        for id in candidates
        if s.decls[id].name in surface.INIT_OBJECTS and s.decls[id].package == surface.WORKERS_TYPES
    }
    while True:
        more = {
            id
            for id in candidates - forced
            if any(isinstance(b, ir.Ref) and b.id in forced for b in s.decls[id].extends)
            and all(isinstance(b, ir.Ref) and b.id in forced for b in s.decls[id].extends)
        }
        if not more:
            break
        forced |= more
    while True:
        inputs: set[str] = set()
        outputs: set[str] = set()
        for decl in s.decls.values():
            as_dict = decl.id in candidates
            for ref, out in _positions(s, decl, as_dict):
                (outputs if out else inputs).add(ref)
            for base in (*decl.extends, *decl.implements):
                if isinstance(base, ir.Ref):
                    (inputs if as_dict else outputs).add(base.id)
        # A TypedDict may only extend TypedDicts: a candidate with a class base drops out.
        demoted = {
            id
            for id in candidates
            if any(isinstance(b, ir.Ref) and b.id not in candidates for b in s.decls[id].extends)
        }
        keep = ((candidates & inputs) - outputs - demoted) | forced
        if keep == candidates:
            return keep
        candidates = keep


def _parameter_interfaces(s: ir.Surface, typed_dicts: set[str]) -> set[str]:
    """Interfaces a caller passes in (parameters, type-parameter bounds), other than TypedDicts: these
    become Protocols, so that any object of the right shape passes (the worker's own `Env`, a
    `DirectoryBackup` read back from storage). A Protocol's bases are Protocols too; an interface that
    extends a class cannot be one."""
    found: set[str] = set()
    for decl in s.decls.values():
        for ref, out in _positions(s, decl, decl.id in typed_dicts):
            if not out:
                found.add(ref)
        sigs = [*decl.signatures, *(sig for m in decl.members for sig in m.signatures)]
        for tp in (*decl.type_params, *(tp for sig in sigs for tp in sig.type_params)):
            if tp.constraint is not None:
                found.update(ref for ref, _out in _flows(s, tp.constraint, False, set()))

    def interface(id: str) -> bool:
        d = s.decls.get(id)
        return d is not None and d.kind == "interface" and id not in typed_dicts

    todo = [id for id in found if interface(id)]
    protocols: set[str] = set()
    while todo:  # the interfaces a Protocol extends are Protocols
        id = todo.pop()
        if id not in protocols:
            protocols.add(id)
            todo += [b.id for b in s.decls[id].extends if isinstance(b, ir.Ref) and interface(b.id)]
    while True:  # ... and one that extends anything else is a plain class; so is a generic one whose
        # type parameters are not all in attributes (the type checkers would ask for a variance).
        demoted = {
            id
            for id in protocols
            if any(not isinstance(b, ir.Ref) or b.id not in protocols for b in s.decls[id].extends)
            or not _invariant(s.decls[id])
        }
        if not demoted:
            return protocols
        protocols -= demoted


def open_index(member: ir.Member) -> bool:
    """`[key: string]: unknown` (or `any`): the interface admits other properties and says nothing of
    them. A Protocol admits other attributes anyway, so it leaves this out."""
    return (
        member.kind == "index"
        and isinstance(member.key, ir.Prim)
        and member.key.name == "string"
        and isinstance(member.type, ir.Prim)
        and member.type.name in ("unknown", "any")
    )


def _optional_only(s: ir.Surface, protocols: set[str], id: str) -> bool:
    """An interface taken as a parameter whose members are all optional methods (an open index
    signature aside): `WorkerHandlers` (`fetch?`, `scheduled?`). PEP 544 has no optional members, so
    it is bound as a union of one Protocol per method (and a TypedDict of callables), which keeps
    TypeScript's rule that an object with any of them, and nothing wrong, passes. Not when another
    Protocol extends it or it is generic (a union is no base, and takes no type arguments)."""
    decl = s.decls[id]
    methods = [m for m in decl.members if m.kind == "method"]
    return (
        bool(methods)
        and all(m.optional and not m.static for m in methods)
        and all(m.kind == "method" or open_index(m) for m in decl.members)
        and not decl.extends
        and not decl.type_params
        and not any(isinstance(b, ir.Ref) and b.id == id for o in protocols for b in s.decls[o].extends)
    )


def _invariant(decl: ir.Decl) -> bool:
    """Does every type parameter appear in an attribute's type (an invariant position)?"""
    attributes = [m.type for m in decl.members if m.kind == "property" and m.type is not None]
    return all(_mentions(t, tp.name) for tp in decl.type_params for t in [tuple(attributes)])


def _mentions(t: object, name: str) -> bool:
    if isinstance(t, ir.TParam):
        return t.name == name
    if isinstance(t, tuple):
        return any(_mentions(x, name) for x in t)
    if hasattr(t, "__dataclass_fields__"):
        return any(_mentions(getattr(t, f), name) for f in t.__dataclass_fields__)
    return False


def _positions(s: ir.Surface, decl: ir.Decl, as_dict: bool) -> Iterator[tuple[str, bool]]:
    """(referenced decl id, is_output) for every reference a declaration makes, seen from the caller."""
    if decl.kind == "alias":
        return  # aliases pass on the position they are used in (see _flows)
    for member in decl.members:
        if member.kind in ("property", "index") and member.type is not None:
            yield from _flows(s, member.type, not as_dict, set())
        for sig in member.signatures:
            yield from _sig_flows(s, sig, True)
    for sig in decl.signatures:
        yield from _sig_flows(s, sig, True)
    for t in (decl.type, decl.alias_type):
        if t is not None:
            yield from _flows(s, t, True, set())


def _sig_flows(s: ir.Surface, sig: ir.Signature, out: bool) -> Iterator[tuple[str, bool]]:
    for param in sig.params:
        yield from _flows(s, param.type, not out, set())
    if sig.returns is not None:
        yield from _flows(s, sig.returns, out, set())


def _flows(s: ir.Surface, t: ir.Type, out: bool, seen: set[str]) -> Iterator[tuple[str, bool]]:
    """Positions inside a type: a callback's parameters flow the other way; aliases are transparent."""
    if isinstance(t, ir.Fn):
        yield from _sig_flows(s, t.sig, out)
    elif isinstance(t, (ir.Union_, ir.Intersection)):
        for inner in t.types:
            yield from _flows(s, inner, out, seen)
    elif isinstance(t, ir.Tuple):
        for inner in t.elems:
            yield from _flows(s, inner, out, seen)
    elif isinstance(t, ir.Array):
        yield from _flows(s, t.elem, out, seen)
    elif isinstance(t, ir.Wrapped):
        yield from _flows(s, t.of, out, seen)
    elif isinstance(t, ir.Predicate):
        yield from _flows(s, t.of, True, seen)
    elif isinstance(t, ir.Record):
        yield from _flows(s, t.value, out, seen)
    elif isinstance(t, ir.Obj):
        for m in t.members:
            if m.type is not None:
                yield from _flows(s, m.type, out, seen)
            for sig in m.signatures:
                yield from _sig_flows(s, sig, out)
    elif isinstance(t, ir.Ref):
        yield t.id, out
        target = s.decls.get(t.id)
        if target is not None and target.kind == "alias" and target.type is not None and t.id not in seen:
            yield from _flows(s, target.type, out, seen | {t.id})
        for arg in t.args:
            # Type arguments can flow both ways; count them as output to stay on the safe side.
            yield from _flows(s, arg, True, seen)
