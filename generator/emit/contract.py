"""The API contract (bindings/api.txt): one sorted line per public symbol and member, with its Python
name, its JS name and its signature. `sandbox-py bump` parses two of them and compares the entries.

One line per member (and per overload) keeps a diff local: a changed signature is one line out, one
line in. The header names the versions the file was generated from; it is provenance, not API, so it
is not compared (otherwise every version bump would read as an API change).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from generator.emit.model import PyField, PyModule, PySig
from generator.emit.pytype import split_js

SEPARATOR = "  "  # between the three columns; a signature may contain it, names never do
HEADER = (
    "# The public API of the generated bindings, one line per symbol and member: `python name  [JS name]  signature`.",
    "# Written on every generation; `sandbox-py bump` compares the lines below this header, not the header.",
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
                    entries.add(Entry(base, item.js, _def(sig)))
                continue
            if item.kind in ("alias", "global"):
                entries.add(Entry(base, item.js, f"{item.kind} {item.rhs}"))
                continue
            entries.add(Entry(base, item.js, f"{item.kind}({', '.join(map(str, item.bases))})"))
            for f in item.fields:
                entries.add(Entry(f"{base}.{f.name}", *_field(f)))
            for m in item.methods:
                static = "static " if m.static else ""
                for sig in m.sigs:
                    entries.add(
                        Entry(
                            f"{base}.{m.name}",
                            m.js_name or m.name,
                            static + _def(sig),
                        )
                    )
    provenance = "# " + ", ".join(f"{package} {version}" for package, version in sorted(versions.items()))
    return "\n".join([*HEADER, provenance, *(e.line() for e in sorted(entries))]) + "\n"


def extend(text: str, entries: Iterable[Entry]) -> str:
    """A rendered contract with more entries sorted in: a section another generator contributes (the
    bridge client's, generator/client/). The header and the provenance line are kept as they are."""
    head = [line for line in text.splitlines() if line.startswith("#")]
    lines = sorted({*parse(text).entries, *entries})
    return "\n".join([*head, *(e.line() for e in lines)]) + "\n"


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


def _def(sig: PySig) -> str:
    return f"def({', '.join(map(str, sig.params))}) -> {sig.returns}"


def _field(f: PyField) -> tuple[str, str]:
    """(JS name, annotation): a renamed field's annotation carries its JS name (`Annotated[T,
    JS("jsName")]`, possibly inside `Required[...]` or `ClassVar[...]`); the contract shows that name in
    its own column instead."""
    js, annotation = split_js(f.annotation)
    declared = f"{annotation} = {f.value}" if f.value is not None else str(annotation)
    return js or f.name, declared
