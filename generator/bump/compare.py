"""Two API contracts -> what changed, per symbol: added, removed, or changed (its own line or members).

Entries are compared by Python name. A name's entries are a set (one per overload), so an added
overload is a change of that member, and a renamed JS name is a change too.

The comparison is of the effective API: a class's members include those it inherits (its bases are
read from its own line, `class(Container[_Env], ISandbox)`, and resolved within the contract). So a
member that moves from a class to its base, or that a class stops overriding, is no change when its
signature stays the same, and a changed signature rather than a removal when it does not. A change of
an inherited member is reported once, on the class that declares it, not again on every subclass.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from generator.emit.contract import Contract, Entry

Status = Literal["added", "removed", "changed"]


@dataclass(frozen=True)
class NameDiff:
    """The entries of one Python name that are only on one side."""

    python: str
    status: Status
    old: tuple[Entry, ...]  # present before, gone after
    new: tuple[Entry, ...]  # present after, not before


@dataclass(frozen=True)
class SymbolDiff:
    """A top-level symbol with its own line's difference (if any) and its members' differences."""

    python: str
    js: str
    status: Status
    own: NameDiff | None
    members: tuple[NameDiff, ...]


@dataclass(frozen=True)
class _Api:
    """One contract's entries by Python name, with each container's inherited members."""

    declared: dict[str, frozenset[Entry]]
    ancestors: dict[str, tuple[str, ...]]  # container -> its bases' containers, nearest first
    inherited: dict[str, tuple[str, frozenset[Entry]]]  # `Class.member` -> (declaring class, entries)

    def entries(self, name: str) -> frozenset[Entry]:
        return self.declared.get(name) or self.inherited.get(name, ("", frozenset[Entry]()))[1]

    def origin(self, name: str) -> str | None:
        """The class that declares `name` (a member), None when the contract has no such member."""
        if name in self.declared:
            return name.rpartition(".")[0]
        return self.inherited[name][0] if name in self.inherited else None


def compare(old: Contract, new: Contract) -> list[SymbolDiff]:
    before, after = _api(old), _api(new)
    containers = {e.python for e in (*old.entries, *new.entries) if e.is_container}
    in_both = before.ancestors.keys() & after.ancestors.keys()
    names = before.declared.keys() | after.declared.keys()
    names |= {n for n in before.inherited.keys() | after.inherited.keys() if n.rpartition(".")[0] in in_both}
    grouped: dict[str, list[NameDiff]] = {}
    for name in sorted(names):
        was, now = before.entries(name), after.entries(name)
        if was == now:
            continue
        parent = name.rpartition(".")[0]
        if parent in in_both and _reported_elsewhere(name, parent, before, after):
            continue
        status: Status = "added" if not was else "removed" if not now else "changed"
        symbol = parent if parent in containers else name
        grouped.setdefault(symbol, []).append(
            NameDiff(name, status, tuple(sorted(was - now)), tuple(sorted(now - was)))
        )
    symbols = []
    for symbol, diffs in grouped.items():
        own = next((d for d in diffs if d.python == symbol), None)
        members = tuple(d for d in diffs if d is not own)
        js = min(after.declared.get(symbol) or before.declared[symbol]).js
        symbols.append(SymbolDiff(symbol, js, own.status if own else "changed", own, members))
    return symbols


def _reported_elsewhere(name: str, parent: str, before: _Api, after: _Api) -> bool:
    """A member `parent` inherits on both sides (or on one side, absent on the other) from the same
    class, a base of `parent` on both sides: the change is that class's own, reported there."""
    origins = {before.origin(name), after.origin(name)} - {None}
    if parent in origins or len(origins) != 1:
        return False
    [origin] = origins
    return origin in before.ancestors[parent] and origin in after.ancestors[parent]


def _api(contract: Contract) -> _Api:
    declared: dict[str, set[Entry]] = {}
    for entry in contract.entries:
        declared.setdefault(entry.python, set()).add(entry)
    containers = {e.python: e for e in contract.entries if e.is_container}
    modules = {name.rpartition(".")[0] for name in containers if name.rpartition(".")[0] not in containers}
    members: dict[str, list[str]] = {}
    for name in declared:
        parent = name.rpartition(".")[0]
        if parent in containers:
            members.setdefault(parent, []).append(name.rpartition(".")[2])

    def resolve(base: str, module: str) -> str | None:
        """A base as the class line spells it (`Container[_Env]`, an imported `DurableObject`) -> the
        container it names: in the class's own module first, else the one module that has it."""
        plain = base.split("[", 1)[0].strip()
        if f"{module}.{plain}" in containers:
            return f"{module}.{plain}"
        found = sorted(f"{m}.{plain}" for m in modules if f"{m}.{plain}" in containers)
        return found[0] if len(found) == 1 else None

    direct = {
        name: [b for b in (resolve(base, name.rpartition(".")[0]) for base in _bases(entry.signature)) if b]
        for name, entry in containers.items()
    }
    ancestors: dict[str, tuple[str, ...]] = {}
    for name in containers:  # depth first, left to right, each once: an approximation of the MRO
        order: list[str] = []
        stack = list(reversed(direct[name]))
        while stack:
            base = stack.pop()
            if base in order or base == name:
                continue
            order.append(base)
            stack.extend(reversed(direct[base]))
        ancestors[name] = tuple(order)
    inherited: dict[str, tuple[str, frozenset[Entry]]] = {}
    for name, bases in ancestors.items():
        own = set(members.get(name, ()))
        for base in bases:
            for short in members.get(base, ()):
                if short in own:
                    continue
                own.add(short)
                entries = frozenset(
                    Entry(f"{name}.{short}", e.js, e.signature) for e in declared[f"{base}.{short}"]
                )
                inherited[f"{name}.{short}"] = (base, entries)
    return _Api({n: frozenset(g) for n, g in declared.items()}, ancestors, inherited)


def _bases(signature: str) -> list[str]:
    """`class(A[X, Y], B)` -> [`A[X, Y]`, `B`]: the top-level comma-separated parts."""
    inner = signature[signature.index("(") + 1 : signature.rindex(")")]
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        depth += ch in "[("
        depth -= ch in "])"
        if ch == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    return [p.strip() for p in parts if p.strip()]
