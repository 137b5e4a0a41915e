"""The API contract (bindings/api.txt): one sorted line per public symbol and member, with its Python
name, its JS name and its signature. `sandbox-py bump` parses two of them and compares the entries.

One line per member (and per overload) keeps a diff local: a changed signature is one line out, one
line in. The header names the versions the file was generated from; it is provenance, not API, so it
is not compared (otherwise every version bump would read as an API change).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from generator.emit.build import PyModule

SEPARATOR = "  "  # between the three columns; a signature may contain it, names never do
HEADER = (
    "# The public API of the generated bindings, one line per symbol and member: `python name  [JS name]  signature`.",
    "# Written on every generation; `sandbox-py bump` compares the lines below this header, not the header.",
)

# A renamed field's annotation carries its JS name (`Annotated[T, JS("jsName")]`, possibly inside
# `Required[...]` or `ClassVar[...]`); the contract shows that name in its own column instead.
_JS_MARKER = re.compile(
    r'(?P<outer>(?:Required|ClassVar)\[)?Annotated\[(?P<type>.*), JS\((?P<js>"(?:[^"\\]|\\.)*")\)\](?(outer)\])'
)


@dataclass(frozen=True, order=True)
class Entry:
    python: str  # e.g. bindings.cloudflare_sandbox.Sandbox.on_stop
    js: str  # e.g. onStop
    signature: str  # e.g. def(self, params: StopParams = ..., /) -> Awaitable[None]

    def line(self) -> str:
        return f"{self.python}{SEPARATOR}[{self.js}]{SEPARATOR}{self.signature}"

    @property
    def is_container(self) -> bool:
        """Classes, TypedDicts and opaque types have members; the other kinds do not."""
        return self.signature.startswith(("class(", "typeddict(", "opaque("))


@dataclass(frozen=True)
class Contract:
    versions: dict[str, str]  # package -> version, from the header
    entries: tuple[Entry, ...]


def render(modules: dict[str, PyModule], versions: dict[str, str]) -> str:
    entries: set[Entry] = set()
    for name, module in modules.items():
        for item in module.items:
            base = f"{name}.{item.name}"
            if item.kind == "function" and item.function:
                for sig in item.function.sigs:
                    entries.add(Entry(base, item.js, f"def({', '.join(sig.params)}) -> {sig.returns}"))
                continue
            if item.kind in ("alias", "global"):
                entries.add(Entry(base, item.js, f"{item.kind} {item.rhs}"))
                continue
            entries.add(Entry(base, item.js, f"{item.kind}({', '.join(item.bases)})"))
            for f in item.fields:
                js, annotation = _split_js_marker(f.name, f.annotation)
                entries.add(Entry(f"{base}.{f.name}", js, annotation))
            for m in item.methods:
                static = "static " if m.static else ""
                for sig in m.sigs:
                    entries.add(
                        Entry(
                            f"{base}.{m.name}",
                            m.js_name or m.name,
                            f"{static}def({', '.join(sig.params)}) -> {sig.returns}",
                        )
                    )
    provenance = "# " + ", ".join(f"{package} {version}" for package, version in sorted(versions.items()))
    return "\n".join([*HEADER, provenance, *(e.line() for e in sorted(entries))]) + "\n"


def parse(text: str) -> Contract:
    """The inverse of `render`. Raises ValueError on a line that is not `name  [js]  signature`."""
    versions: dict[str, str] = {}
    entries: list[Entry] = []
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("# @"):  # the provenance line: "# pkg 1.2.3, pkg 4.5.6"
            versions = dict(part.rsplit(" ", 1) for part in line[2:].split(", ") if " " in part)
        if line.startswith("#") or not line.strip():
            continue
        python, js, signature = (line.split(SEPARATOR, 2) + ["", ""])[:3]
        if not (js.startswith("[") and js.endswith("]")) or not signature:
            raise ValueError(f"line {number} is not `python name  [JS name]  signature`: {line[:80]}")
        entries.append(Entry(python, js[1:-1], signature))
    return Contract(versions, tuple(entries))


def _split_js_marker(py_name: str, annotation: str) -> tuple[str, str]:
    """(JS name, annotation without the `Annotated[..., JS(...)]` marker)."""
    found = _JS_MARKER.fullmatch(annotation)
    if found is None:
        return py_name, annotation
    outer = found["outer"] or ""
    return str(json.loads(found["js"])), f"{outer}{found['type']}{']' if outer else ''}"
