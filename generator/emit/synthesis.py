"""Classes for inline object types: `{ stdout: string; stderr: string }` as a result becomes a class
named after where it appears (`ExecResultLogs`); as an input over TypedDict bases, a TypedDict. One
class per distinct type, module and direction."""

from __future__ import annotations

from generator import ir
from generator.emit import naming
from generator.emit.context import Context
from generator.emit.members import Members
from generator.emit.model import PyItem, PyModule, local_deps
from generator.emit.pytype import Expr, Name
from generator.emit.typemap import Notes


class Synthesis:
    def __init__(self, ctx: Context, members: Members) -> None:
        self.ctx = ctx
        self.p = ctx.p
        self.members = members
        self._cache: dict[tuple[str, ir.Obj, bool, tuple[Expr, ...]], str] = {}

    def synthesize(
        self, module: PyModule, obj: ir.Obj, hint: str, input: bool, bases: list[Expr], notes: Notes
    ) -> str:
        """The name of the class for `obj` in `module`, made on first use (its grade's reasons are
        added to `notes`, the user's). `hint` says where the type appears (`ExecResultLogs`)."""
        key = (module.name, obj, input, tuple(bases))
        if key in self._cache:
            return self._cache[key]
        name = naming.unique([naming.type_name(hint or "Anonymous")], self.ctx.taken[module.name])[0]
        self.ctx.taken[module.name].add(name)
        self._cache[key] = name
        item = PyItem(kind="class", name=name, js=f"(inline type for {hint})", notes=Notes())
        item.notes.add("ergonomic", "synthesized from an inline object type")
        scope = self.ctx.scope(module, item.notes, name, {})
        dicts = {self.p.name[id]: id for id in self.p.typed_dicts}
        base_names = [b.text for b in bases if isinstance(b, Name)]
        if (
            input
            and all(m.kind == "property" for m in obj.members)
            and len(base_names) == len(bases)
            and all(b in dicts for b in base_names)
        ):
            # over TypedDict bases (`R2GetOptions & {...}`) a key a base declares stays the base's
            known = {m.name for b in base_names for m in self.ctx.keys(dicts[b])}
            if any(m.name in known for m in obj.members):
                item.notes.add("widened", "a key its base declares keeps the base's type")
            members = tuple(m for m in obj.members if m.name not in known)
            refs = tuple(ir.Ref(dicts[b]) for b in base_names)
            self.members.typed_dict(item, members, refs, scope, {})
        else:
            item.bases = list(bases)
            self.members.class_members(item, obj.members, scope)
        for reason, grade in item.notes.reasons.items():
            notes.add(grade, reason)
        item.deps = local_deps(item, self.ctx.taken[module.name])
        module.items.append(item)
        return name
