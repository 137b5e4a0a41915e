"""Functions and methods: their signatures, overloads and options objects.

JS parameters are positional-only; a trailing options object becomes keyword arguments (a TypedDict
through `**options: Unpack[...]`, or keyword-only parameters for an inline type). An options object
that shares its parameter with another type, or that is optional but has required keys, splits the
signature into overloads. A class method that adds trailing parameters to the interface it implements
takes the interface's shape first.
"""

from __future__ import annotations

import dataclasses

from generator import ir, surface
from generator.emit import naming
from generator.emit.context import Context, with_js
from generator.emit.docs import docstring
from generator.emit.model import KEYWORD_ONLY, POSITIONAL_ONLY, SELF, PyFunction, PyParam, PySig
from generator.emit.pytype import NONE, Expr, Name, Subscript
from generator.emit.typemap import Scope, mentions, render


class Signatures:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.p = ctx.p

    def function(
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
        module = self.ctx.modules[scope.module]
        out: list[PySig] = []
        splits = [split for declared in sigs for split in self._split_options_union(declared)]
        for sig in [part for split in splits for part in self._split_optional_options(split)]:
            tvars = self.ctx.type_vars(module, owner, sig.type_params, scope.type_vars, scope.notes)
            for tp in sig.type_params:
                # `json<T>(): Promise<T>`: nothing binds T, so the caller would get Never. Any it is,
                # as in `body = await request.json()`.
                if not mentions([p.type for p in sig.params], {tp.name}, self.ctx.takes_args):
                    scope.notes.add("widened", f"type parameter {tp.name} of {js} is only in the result: Any")
                    tvars[tp.name] = scope.typing("Any")
            sig_scope = self.ctx.scope(module, scope.notes, owner, tvars, prefix=None if method else "")
            rendered = self._signature(
                js, sig, sig_scope, method=method, static=static, where=f"{owner}.{py}" if method else py
            )
            if all(rendered.params != o.params for o in out):  # TS overloads that read the same in Python
                out.append(rendered)
        js_name = js if js not in ("constructor", "(call)") and py != js else None
        first_doc = doc or (sigs[0].doc if sigs else None)
        sections = sections or (sigs[0].sections if sigs else ())
        deprecated = sigs[0].deprecated if sigs else None
        return PyFunction(
            py, js_name, out, docstring(first_doc, deprecated=deprecated, sections=sections), static
        )

    def public_shape(
        self, fn: PyFunction, member: ir.Member, public: ir.Member, scope: Scope, owner: str
    ) -> None:
        """A class method that adds trailing parameters to the interface it implements
        (`startProcess(command, options?, sessionId?)` of `ISandbox.startProcess(command, options?)`)
        keeps the interface's shape as its first overload; its documentation too, if it has none."""
        iface = self.function(
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
            t = self.ctx.integers.number(t, p.name, scope, f"{where}({name})")
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
                returns = self.ctx.integers.number(
                    returns, js, scope, f"{where}()", table=surface.INTEGER_RESULTS
                )
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
        if last.type.id not in self.p.typed_dicts or not self.ctx.required_keys(last.type.id):
            return [sig]
        return [
            dataclasses.replace(sig, params=(*sig.params[:-1], dataclasses.replace(last, optional=False))),
            dataclasses.replace(sig, params=sig.params[:-1]),
        ]

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
            rendered = self.ctx.integers.number(rendered, member.name, scope, f"{where}({py}=)")
            t = with_js(rendered, py, member.name, scope)
            out.append(PyParam(py, t, optional=member.optional or p.optional))
        return out


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


def _rest_elem(t: Expr) -> Expr:
    """The item type of a rest parameter's array (`*args: T` for `...args: T[]`)."""
    if isinstance(t, Subscript) and t.head in ("list", "Sequence") and len(t.args) == 1:
        return t.args[0]
    return Name("object")
