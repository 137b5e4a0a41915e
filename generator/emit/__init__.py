"""Stage 3: IR -> Python binding modules (module.py.jinja beside this file), the fidelity manifest and the
API contract. Returns file contents keyed by path under bindings/; writing them is the pipeline's job.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import jinja2

from generator import ir, surface
from generator.emit import contract, layout, placement
from generator.emit.build import Builder
from generator.emit.model import SELF, PyFunction, PyItem, PyModule, PyParam, PyTypeVar
from generator.emit.pytype import ANY, NONE, Expr, has_js, head
from generator.emit.typemap import GRADES, Notes

#: module.py.jinja ships inside the package, so an installed tool finds it too.
TEMPLATES = Path(__file__).resolve().parent
MAX_LINE = layout.MAX_LINE

MODULE_FILES = {
    "bindings.cloudflare_sandbox": "cloudflare_sandbox/__init__.py",
    "bindings.cloudflare_sandbox.bridge": "cloudflare_sandbox/bridge.py",
    surface.WORKERS_MODULE: "workers.py",
    **{m.python_module: m.python_module.split(".")[-1] + ".py" for m in surface.RUNTIME_MODULES},
}
MODULE_DOCS = {
    "bindings.cloudflare_sandbox": "Typed bindings for `@cloudflare/sandbox`.",
    "bindings.cloudflare_sandbox.bridge": "Typed bindings for `@cloudflare/sandbox/bridge`.",
    surface.WORKERS_MODULE: "Typed bindings for the Workers runtime globals a Sandbox worker uses "
    "(from `@cloudflare/workers-types` and the ES lib).",
    **{
        m.python_module: f"Typed bindings for the Workers runtime module `{m.specifier}` "
        f"({', '.join(f'`{n}`' for n in m.names)})."
        for m in surface.RUNTIME_MODULES
    },
}


def emit(s: ir.Surface, versions: dict[str, str]) -> dict[str, str]:
    p = placement.place(s)
    builder = Builder(s, p)
    modules = builder.build()
    env = _environment()
    files: dict[str, str] = {}
    for name, module in modules.items():
        files[MODULE_FILES[name]] = _render_module(env, module, versions)
    files["manifest.json"] = _manifest(s, modules, versions, builder.integers)
    files["api.txt"] = contract.render(modules, versions)
    return files


def grade_counts(manifest_text: str) -> Counter[str]:
    return Counter(entry["grade"] for entry in json.loads(manifest_text)["symbols"])


# ------------------------------------------------------------------------------------ rendering


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    env.globals.update(
        docstring=_docstring,
        class_docstring=_class_docstring,
        function=_function,
        class_header=_class_header,
        type_var=_type_var,
        expression=layout.expression,
    )
    return env


def _render_module(env: jinja2.Environment, module: PyModule, versions: dict[str, str]) -> str:
    items = _ordered(module.items)
    functions = [fn for i in items for fn in ([i.function] if i.function else i.methods)]
    params = [p for fn in functions for s in fn.sigs for p in s.params]
    annotations = [f.annotation for i in items for f in i.fields] + [p.type for p in params if p.type]
    own = []  # what the module needs from bindings._js
    if any(has_js(a) for a in annotations):
        own.append("JS")
    if any(i.kind == "global" for i in items):
        own.append("js_global")
    if any(fn.js_name for fn in functions):
        own.append("js_name")
    if any(p.optional for p in params):
        own.append("undefined")
    if any(i.kind == "alias" for i in items):
        module.imports.add(("typing", "TypeAlias"))
    if module.type_vars:
        module.imports.add(("typing_extensions", "TypeVar"))
    if any(len(fn.sigs) > 1 for fn in functions):
        module.imports.update({("typing", "overload"), ("typing", "Any")})
    if any(i.kind == "typeddict" for i in items):
        module.imports.add(("typing_extensions", "TypedDict"))
    source = _source(module, versions)
    text = env.get_template("module.py.jinja").render(
        source=source,
        doc=MODULE_DOCS[module.name]
        + f"\n\nGenerated from {source}.\nEvery renamed name records its JS name "
        "(`@js_name(...)`, `JS(...)`);\n`__js_exports__` lists the runtime values a worker can use"
        + (",\n`__js_types__` the names the JS module exports its types by." if module.specifier else "."),
        import_lines=_import_lines(module, own),
        specifier_literal=f'"{module.specifier}"' if module.specifier else "None",
        type_vars=sorted(module.type_vars.values(), key=lambda t: t.name),
        items=items,
        exports=sorted(module.exports.items()),
        type_exports=sorted(module.type_exports.items()),
    )
    return re.sub(r"\n{4,}", "\n\n\n", text).rstrip() + "\n"


def _source(module: PyModule, versions: dict[str, str]) -> str:
    if module.specifier and module.specifier.startswith(surface.SDK_PACKAGE):
        return f"{surface.SDK_PACKAGE} {versions[surface.SDK_PACKAGE]}"
    return f"{surface.WORKERS_TYPES} {versions[surface.WORKERS_TYPES]} and TypeScript {versions['typescript']} (lib.es2022)"


def _import_lines(module: PyModule, own: list[str]) -> list[str]:
    groups: dict[str, set[str]] = {}
    for source, name in module.imports:
        groups.setdefault(source, set()).add(name)
    std = [
        f"from {src} import {', '.join(sorted(groups[src]))}"
        for src in ("collections.abc", "typing")
        if src in groups
    ]
    third = [
        f"from {src} import {', '.join(sorted(groups[src]))}"
        for src in ("typing_extensions",)
        if src in groups
    ]
    local = [f"from bindings._js import {', '.join(sorted(own))}"] if own else []
    local += [
        f"from {src} import {', '.join(sorted(names))}"
        for src, names in sorted(groups.items())
        if src.startswith("bindings.")
    ]
    lines: list[str] = []
    for group in (std, third, local):
        if group:
            lines += [""] + [_wrap_import(line) for line in group]
    return lines


def _wrap_import(line: str) -> str:
    if len(line) <= MAX_LINE:
        return line
    head, names = line.split(" import ", 1)
    return f"{head} import (\n" + "".join(f"    {n},\n" for n in names.split(", ")) + ")"


def _ordered(items: list[PyItem]) -> list[PyItem]:
    """Sorted by name, except that a base class or an aliased type comes before its first use."""
    by_name = {i.name: i for i in items}
    out: list[PyItem] = []
    state: dict[str, int] = {}

    def visit(item: PyItem) -> None:
        if state.get(item.name) == 2:
            return
        if state.get(item.name) == 1:
            return  # a cycle through aliases: annotations are lazy, only bases must be ordered
        state[item.name] = 1
        for dep in sorted(item.deps):
            if dep in by_name:
                visit(by_name[dep])
        state[item.name] = 2
        out.append(item)

    for item in sorted(items, key=lambda i: i.name):
        visit(item)
    return out


def _docstring(text: str | None, indent: str) -> str:
    if not text:
        return ""
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').strip()
    if text.endswith('"'):
        text += " "
    lines = text.splitlines()
    if len(lines) == 1 and len(indent) + len(text) + 6 <= MAX_LINE:
        return f'{indent}"""{text}"""'
    body = "\n".join((indent + line).rstrip() for line in lines)
    return f'{indent}"""\n{body}\n{indent}"""'


def _class_docstring(item: PyItem) -> str:
    """A class docstring, and the blank line black and ruff put between it and the body."""
    text = _docstring(item.doc, "    ")
    return text + "\n" if item.fields else text  # before methods, the method loop puts it


def _class_header(item: PyItem) -> str:
    bases: list[Expr | str] = [*item.bases, *(["total=False"] if item.kind == "typeddict" else [])]
    if not bases:
        return f"class {item.name}:"
    return layout.brackets(f"class {item.name}(", bases, "):")


def _type_var(tv: PyTypeVar) -> str:
    args = [f'"{tv.name}"']
    if tv.bound is not None:
        args.append(f"bound={_quote(str(tv.bound))}")
    if tv.default is not None:
        args.append(f"default={_quote(str(tv.default))}")
    return layout.brackets(f"{tv.name} = TypeVar(", args, ")")


#: What an optional parameter defaults to in a stub: `bindings._js.undefined` (a body that is `...`
#: could say `= ...`, a raising one cannot).
OPTIONAL_DEFAULT = "undefined"


def _function(fn: PyFunction | None, indent: str, owner: PyItem | None) -> str:
    if fn is None:
        return ""
    # A Protocol's methods are types only; every other stub raises when CPython calls it.
    protocol = owner is not None and any(head(b) == "Protocol" for b in owner.bases)
    stub = None if protocol else _runtime_only(fn, owner)
    out: list[str] = []
    overloaded = len(fn.sigs) > 1
    for i, sig in enumerate(fn.sigs):
        if overloaded:
            out.append(f"{indent}@overload")
        if fn.static:
            out.append(f"{indent}@staticmethod")
        out.append(
            _def(
                fn.name,
                sig.params,
                sig.returns,
                indent,
                doc=fn.doc if i == 0 and not overloaded else None,
                raises=None if overloaded else stub,
            )
        )
    if overloaded:
        # The implementation carries the JS name at run time: overload stubs are replaced by typing.
        if fn.js_name:
            out.append(f'{indent}@js_name("{fn.js_name}")')
        if fn.static:
            out.append(f"{indent}@staticmethod")
        params = [PyParam("*args", ANY), PyParam("**kwargs", ANY)]
        if not fn.static and any(p == SELF for s in fn.sigs for p in s.params[:1]):
            params.insert(0, SELF)
        returns = NONE if fn.name == "__init__" else ANY
        out.append(_def(fn.name, params, returns, indent, doc=fn.doc, raises=stub))
    elif fn.js_name:
        out.insert(len(out) - 1, f'{indent}@js_name("{fn.js_name}")')
    return "\n".join(out)


def _runtime_only(fn: PyFunction, owner: PyItem | None) -> str:
    """What a stub says when CPython calls it: `getSandbox exists only in the Workers runtime`."""
    if owner is None:
        return fn.js_name or fn.name
    cls = owner.js if owner.js.replace(".", "").replace("_", "").isalnum() else owner.name
    if fn.name == "__init__":
        return f"new {cls}()"
    if fn.name == "__call__":
        return f"{cls}()"
    member = fn.js_name or fn.name
    return f"{cls}{member}" if member.startswith("[") else f"{cls}.{member}"


def _def(
    name: str, params: list[PyParam], returns: Expr, indent: str, doc: str | None, raises: str | None = None
) -> str:
    inner = indent + layout.INDENT
    body: list[str] = [_docstring(doc, inner)] if doc else []
    if raises is not None:
        body.append(_raise(f"{raises} exists only in the Workers runtime", inner))
    elif doc:
        body.append(f"{inner}...")
    stub = "" if body else " ..."  # a stub with a body puts it on the lines below
    written = ", ".join(p.text(OPTIONAL_DEFAULT) for p in params)
    line = f"{indent}def {name}({written}) -> {returns}:{stub}"
    if len(line) > MAX_LINE and params:
        parameters = "".join(layout.parameter(p, inner, OPTIONAL_DEFAULT) + "\n" for p in params)
        line = f"{indent}def {name}(\n{parameters}" + layout.expression(") -> ", returns, ":" + stub, indent)
    return "\n".join([line, *body])


def _raise(message: str, indent: str) -> str:
    line = f'{indent}raise NotImplementedError("{message}")'
    if len(line) <= MAX_LINE:
        return line
    return f'{indent}raise NotImplementedError(\n{indent}{layout.INDENT}"{message}"\n{indent})'


def _quote(type_text: str) -> str:
    return '"' + type_text.replace('"', "'") + '"'


# ------------------------------------------------------------------------ manifest and contract


def _why(notes: Notes) -> dict[str, list[str]]:
    """`reasons`: why a symbol is widened or escapes; `notes`: how it is reshaped for Python (what an
    ergonomic grade gives up, such as an interface bound as a nominal class)."""
    out = {}
    reasons = sorted(r for r, g in notes.reasons.items() if g in ("widened", "escape"))
    if reasons:
        out["reasons"] = reasons
    reshaped = sorted(r for r, g in notes.reasons.items() if g == "ergonomic")
    if reshaped:
        out["notes"] = reshaped
    return out


def _manifest(
    s: ir.Surface, modules: dict[str, PyModule], versions: dict[str, str], integers: list[dict[str, str]]
) -> str:
    symbols = []
    for name, module in sorted(modules.items()):
        for item in sorted(module.items, key=lambda i: i.name):
            entry: dict[str, object] = {
                "python": f"{name}.{item.name}",
                "js": item.js,
                "kind": item.kind,
                "grade": item.notes.grade,
            }
            entry.update(_why(item.notes))
            members = [
                {"python": py, "js": js, "grade": notes.grade, **_why(notes)}
                for py, (js, notes) in sorted(item.member_notes.items())
            ]
            if members:
                entry["members"] = members
            symbols.append(entry)
    counts = Counter(str(e["grade"]) for e in symbols)
    doc = {
        "generated_by": "sandbox-py bindings",
        "sources": versions,
        "grades": {g: counts.get(g, 0) for g in GRADES},
        "excluded": [
            {"entry_point": f"{surface.SDK_PACKAGE}/{sub.removeprefix('./')}", "reason": why}
            for sub, why in s.excluded
        ],
        "symbols": symbols,
        # Each number bound as `int` (generator/surface.py INTEGERS): where, its JS name, grade and why.
        "integers": sorted(
            {tuple(sorted(i.items())): i for i in integers}.values(), key=lambda i: (i["python"], i["js"])
        ),
    }
    return json.dumps(doc, indent=1, sort_keys=False) + "\n"
