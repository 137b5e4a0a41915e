"""The body of a class or a TypedDict: attributes, methods, constructors, call and index signatures,
and the JS iteration protocols as Python's (`[Symbol.asyncIterator]` -> `__aiter__`)."""

from __future__ import annotations

from generator import ir
from generator.emit import naming
from generator.emit.context import Context, with_js
from generator.emit.docs import docstring
from generator.emit.model import POSITIONAL_ONLY, SELF, PyField, PyFunction, PyItem, PyParam, PySig
from generator.emit.placement import open_index
from generator.emit.pytype import ANY, FLOAT, INT, Name, head, nullable, optional
from generator.emit.signatures import Signatures
from generator.emit.typemap import Scope, render


class Members:
    def __init__(self, ctx: Context, signatures: Signatures) -> None:
        self.ctx = ctx
        self.signatures = signatures

    def class_members(
        self,
        item: PyItem,
        members: tuple[ir.Member, ...],
        scope: Scope,
        implemented: dict[str, tuple[ir.Member, str]] | None = None,
    ) -> None:
        """Attributes and methods (snake_case, clashes resolved in sorted order, each graded on its
        own), then constructors, call and index signatures and the iteration protocols as dunders.
        `implemented`: the members of the interfaces a class implements, whose shape and documentation
        a method takes when it adds parameters or has no documentation of its own."""
        named = sorted(
            (
                m
                for m in members
                if m.kind in ("property", "method") and m.name not in naming.ITERATION_PROTOCOLS
            ),
            key=lambda m: (m.static, m.name),
        )
        py_names = naming.unique([naming.member_name(m.name) or "" for m in named])
        protocol = any(head(b) == "Protocol" for b in item.bases)
        for member, py in zip(named, py_names):
            if not py or py.startswith("_"):
                scope.notes.add("escape", f"member '{member.name}' has no Python name")
                continue
            if protocol and member.optional and member.kind == "method":
                # PEP 544 has no optional members: required, it would reject the objects TypeScript
                # takes without it. (A Protocol of optional methods only is a union: placement.unions.)
                scope.notes.add(
                    "widened",
                    f"optional method '{member.name}' is left out of the Protocol: not required, "
                    "not checked when present",
                )
                continue
            with scope.notes.recording() as mine:
                if protocol and member.optional and member.kind == "property":
                    scope.notes.add(
                        "widened",
                        f"optional property '{member.name}' is required (as T | None) of an object "
                        "passed as this Protocol: PEP 544 has no optional members",
                    )
                if py != (naming.member_name(member.name) or ""):
                    scope.notes.add("ergonomic", f"member '{member.name}' renamed {py} to avoid a clash")
                hint = naming.pascal(member.name)
                if member.kind == "property":
                    assert member.type is not None
                    t = render(member.type, scope, hint=hint)
                    t = self.ctx.integers.number(t, member.name, scope, f"{item.name}.{py}")
                    if member.optional and not nullable(t) and t != ANY:
                        t = optional(t)
                    annotation = with_js(t, py, member.name, scope)
                    if member.static:
                        annotation = scope.of("ClassVar", annotation)
                    item.fields.append(
                        PyField(
                            py,
                            annotation,
                            docstring(member.doc, member.default, member.deprecated, member.sections),
                        )
                    )
                else:
                    if member.optional:
                        scope.notes.add(
                            "widened", f"optional method '{member.name}' is bound as always present"
                        )
                    fn = self.signatures.function(
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
                        self.signatures.public_shape(fn, member, public, scope, where)
                    item.methods.append(fn)
            item.member_notes[py] = (member.name, mine)
        for member in members:
            with scope.notes.recording() as mine:
                if member.kind == "method" and member.name in naming.ITERATION_PROTOCOLS:
                    item.methods.append(self._iteration(member, scope, item))
                elif member.kind == "constructor":
                    item.methods.insert(
                        0,
                        self.signatures.function(
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
                        self.signatures.function(
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
                elif member.kind == "index" and protocol and open_index(member):
                    scope.notes.add(
                        "ergonomic",
                        "the index signature [key: string]: unknown is left out: a Protocol admits other "
                        "attributes (reading one by key is not bound)",
                    )
                elif member.kind == "index" and member.key is not None and member.type is not None:
                    key = render(member.key, scope)
                    value = self.ctx.integers.element(render(member.type, scope, hint="Item"), item, scope)
                    if key == FLOAT:  # `[index: number]`: an array-like, indexed by integers
                        key = INT
                        if any(m.kind == "property" and m.name == "length" for m in members):
                            item.methods.append(PyFunction("__len__", None, [PySig([SELF], INT)]))
                    item.methods.append(
                        PyFunction(
                            "__getitem__", None, [PySig([SELF, PyParam("key", key), POSITIONAL_ONLY], value)]
                        )
                    )
            if member.kind == "index" and protocol and open_index(member):
                continue  # graded on the class: there is no member to grade
            if member.kind in ("constructor", "call", "index") or member.name in naming.ITERATION_PROTOCOLS:
                label = {"constructor": "__init__", "call": "__call__", "index": "__getitem__"}
                py = label.get(member.kind) or naming.ITERATION_PROTOCOLS[member.name][0]
                item.member_notes[py] = (member.name, mine)

    def typed_dict(
        self,
        item: PyItem,
        members: tuple[ir.Member, ...],
        extends: tuple[ir.Type, ...],
        scope: Scope,
        tvars: dict[str, str],
    ) -> None:
        """An options object as a TypedDict (`total=False`): its keys sorted, the required ones
        `Required[...]`; bases are the TypedDicts it extends (`Generic[...]` beside them if generic)."""
        item.kind = "typeddict"
        bases = [render(b, scope) for b in extends if isinstance(b, ir.Ref)] or [scope.name("TypedDict")]
        if tvars:
            bases.append(scope.of("Generic", *map(Name, tvars.values())))
        item.bases = bases
        props = sorted((m for m in members if m.kind == "property"), key=lambda m: m.name)
        for member, py in zip(props, naming.unique([naming.member_name(m.name) or "" for m in props])):
            if not py:
                scope.notes.add("escape", f"key '{member.name}' has no Python name")
                continue
            assert member.type is not None
            with scope.notes.recording() as mine:
                rendered = render(member.type, scope, hint=naming.pascal(member.name), input=True)
                rendered = self.ctx.integers.number(rendered, member.name, scope, f"{item.name}.{py}")
                t = with_js(rendered, py, member.name, scope)
            item.member_notes[py] = (member.name, mine)
            if not member.optional:
                t = scope.of("Required", t)
            item.fields.append(
                PyField(py, t, docstring(member.doc, member.default, member.deprecated, member.sections))
            )

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
        item = self.ctx.integers.element(render(returns.of, scope, hint="Item"), owner, scope)
        doc = docstring(member.doc or sig.doc, sections=member.sections or sig.sections)
        # `@js_name("[Symbol.iterator]")`: the JS member is the well-known symbol, `obj[Symbol.iterator]()`.
        return PyFunction(py, member.name, [PySig([SELF], scope.of(wrapper, item))], doc)


def _nothing(t: ir.Type) -> bool:
    return isinstance(t, ir.Prim) and t.name in ("void", "undefined", "any", "unknown")
