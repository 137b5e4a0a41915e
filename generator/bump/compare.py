"""Two API contracts -> what changed, per symbol: added, removed, or changed (its own line or members).

Entries are compared by Python name. A name's entries are a set (one per overload), so an added
overload is a change of that member, and a renamed JS name is a change too.
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


def compare(old: Contract, new: Contract) -> list[SymbolDiff]:
    before, after = _by_name(old.entries), _by_name(new.entries)
    containers = {e.python for e in (*old.entries, *new.entries) if e.is_container}
    grouped: dict[str, list[NameDiff]] = {}
    for name in sorted(before.keys() | after.keys()):
        was, now = before.get(name, frozenset()), after.get(name, frozenset())
        if was == now:
            continue
        status: Status = "added" if not was else "removed" if not now else "changed"
        parent = name.rpartition(".")[0]
        symbol = parent if parent in containers else name
        grouped.setdefault(symbol, []).append(
            NameDiff(name, status, tuple(sorted(was - now)), tuple(sorted(now - was)))
        )
    symbols = []
    for symbol, diffs in grouped.items():
        own = next((d for d in diffs if d.python == symbol), None)
        members = tuple(d for d in diffs if d is not own)
        js = min(after.get(symbol) or before[symbol]).js
        symbols.append(SymbolDiff(symbol, js, own.status if own else "changed", own, members))
    return symbols


def _by_name(entries: tuple[Entry, ...]) -> dict[str, frozenset[Entry]]:
    out: dict[str, set[Entry]] = {}
    for entry in entries:
        out.setdefault(entry.python, set()).add(entry)
    return {name: frozenset(group) for name, group in out.items()}
