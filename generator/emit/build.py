"""IR declarations -> the render model of each Python module (what emit/module.py.jinja prints).

The builder wires its parts and walks the declarations in a stable order:

- declarations.py: the Python shape of each declaration (class, Protocol, TypedDict, alias, ...);
- members.py: the body of a class or TypedDict;
- signatures.py: functions and methods, overloads, options objects as keyword arguments;
- synthesis.py: classes for inline object types;
- context.py: what they share (modules, taken names, scopes and TypeVars).

Types go through typemap (as pytype trees); names through naming and placement; docstrings through docs.
"""

from __future__ import annotations

from generator import ir
from generator.diagnostics import CompileError
from generator.emit.context import Context
from generator.emit.declarations import Declarations
from generator.emit.members import Members
from generator.emit.model import PyModule
from generator.emit.placement import Placement
from generator.emit.signatures import Signatures
from generator.emit.synthesis import Synthesis


class Builder:
    def __init__(self, s: ir.Surface, p: Placement) -> None:
        self.ctx = Context(s, p)
        signatures = Signatures(self.ctx)
        members = Members(self.ctx, signatures)
        self.ctx.synthesize = Synthesis(self.ctx, members).synthesize
        self.declarations = Declarations(self.ctx, signatures, members)

    @property
    def modules(self) -> dict[str, PyModule]:
        return self.ctx.modules

    @property
    def integers(self) -> list[dict[str, str]]:
        """Each number bound as `int` (surface.INTEGERS), for the manifest."""
        return self.ctx.integers.uses

    def build(self) -> dict[str, PyModule]:
        s, p = self.ctx.s, self.ctx.p
        for decl in sorted(s.decls.values(), key=lambda d: (p.module[d.id], p.name[d.id])):
            module = self.modules[p.module[decl.id]]
            try:
                item = self.declarations.declaration(decl, module)
            except (AssertionError, KeyError, ValueError) as err:
                # A construct this emitter does not know: name the declaration, bind nothing.
                raise CompileError.one(
                    decl.file, f"cannot bind '{decl.name}' ({decl.kind}): {err or type(err).__name__}"
                ) from err
            if item.decl_id in p.renamed:
                item.notes.add("ergonomic", p.renamed[decl.id])
            module.items.append(item)
            if decl.kind == "const" and decl.alias_type is not None:
                module.items.append(self.declarations.const_type(decl, module, item.name + "Value"))
            if decl.id in p.js_export:
                module.exports[item.name] = p.js_export[decl.id]
            if decl.id in p.js_type and module.specifier is not None and item.function is None:
                module.type_exports[item.name] = p.js_type[decl.id]
        return self.modules
