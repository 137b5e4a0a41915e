"""The API contract (bindings/api.txt): one sorted line per public symbol and member, with its Python
name, its JS name and its signature. `sandbox-py bump` compares two of them."""

from __future__ import annotations

import re

from generator.emit.build import PyModule


def render(modules: dict[str, PyModule], versions: dict[str, str]) -> str:
    """One line per public symbol and member: `python name  [JS name]  signature`, sorted."""
    lines = set()
    for name, module in modules.items():
        for item in module.items:
            base = f"{name}.{item.name}"
            js = item.js
            if item.kind == "function" and item.function:
                for sig in item.function.sigs:
                    lines.add(f"{base}  [{js}]  def({', '.join(sig.params)}) -> {sig.returns}")
                continue
            if item.kind in ("alias", "global"):
                lines.add(f"{base}  [{js}]  {item.kind} {item.rhs}")
                continue
            lines.add(f"{base}  [{js}]  {item.kind}({', '.join(item.bases)})")
            for f in item.fields:
                lines.add(f"{base}.{f.name}  [{_js_of_field(f.name, f.annotation)}]  {f.annotation}")
            for m in item.methods:
                member_js = m.js_name or m.name
                for sig in m.sigs:
                    static = "static " if m.static else ""
                    lines.add(f"{base}.{m.name}  [{member_js}]  {static}def({', '.join(sig.params)}) -> {sig.returns}")
    header = [
        "# The public API of the generated bindings: one line per symbol and member,",
        "# `python name  [JS name]  signature`. Written by `sandbox-py bindings`; compared by `sandbox-py bump`.",
        "# " + ", ".join(f"{k} {v}" for k, v in sorted(versions.items())),
    ]
    return "\n".join(header + sorted(lines)) + "\n"


def _js_of_field(py: str, annotation: str) -> str:
    found = re.search(r'JS\("([^"]+)"\)', annotation)
    return found.group(1) if found else py

