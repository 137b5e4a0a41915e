"""The text of a bump report: added / removed / changed symbols, each with Python and JS names.

~ bindings.cloudflare_sandbox.Sandbox  [Sandbox]
    ~ on_stop  [onStop]
        - def(self) -> Awaitable[None]
        + def(self, params: StopParams = ..., /) -> Awaitable[None]
"""

from __future__ import annotations

from generator import surface
from generator.bump.compare import NameDiff, Status, SymbolDiff
from generator.emit.contract import Entry

MARK: dict[Status, str] = {"added": "+", "removed": "-", "changed": "~"}
INDENT = "    "


def render(symbols: list[SymbolDiff], old_version: str, new_version: str) -> str:
    title = f"{surface.SDK_PACKAGE} {old_version} -> {new_version}"
    if not symbols:
        return f"{title}: public API unchanged\n"
    by_status = {
        status: sorted((s for s in symbols if s.status == status), key=lambda s: s.python) for status in MARK
    }
    names = sum(len(s.members) + (s.own is not None) for s in symbols)
    lines = [
        f"{title}: public API changed, review required",
        f"{len(by_status['added'])} symbol(s) added, {len(by_status['removed'])} removed, "
        f"{len(by_status['changed'])} changed ({names} Python name(s) differ)",
    ]
    for status, group in by_status.items():
        lines += ["", f"{status}:" if group else f"{status}: none"]
        for symbol in group:
            lines += _symbol(symbol)
    return "\n".join(lines) + "\n"


def _symbol(symbol: SymbolDiff) -> list[str]:
    if symbol.own is not None and symbol.status != "changed":  # the whole symbol came or went
        lines = [
            f"{INDENT}{MARK[symbol.status]} {e.python}  [{e.js}]  {e.signature}" for e in _side(symbol.own)
        ]
    else:
        lines = [f"{INDENT}~ {symbol.python}  [{_js(symbol.own) if symbol.own else symbol.js}]"]
        if symbol.own is not None:  # its kind or bases changed
            lines += _signatures(symbol.own, INDENT * 2)
    for member in symbol.members:
        short = member.python.removeprefix(symbol.python + ".")
        if member.status == "changed":
            lines.append(f"{INDENT * 2}~ {short}  [{_js(member)}]")
            lines += _signatures(member, INDENT * 3)
        else:
            lines += [
                f"{INDENT * 2}{MARK[member.status]} {short}  [{e.js}]  {e.signature}" for e in _side(member)
            ]
    return lines


def _side(diff: NameDiff) -> tuple[Entry, ...]:
    return diff.new if diff.status == "added" else diff.old


def _js(diff: NameDiff) -> str:
    """The JS name, or `old -> new` when the change renames it."""
    old, new = sorted({e.js for e in diff.old}), sorted({e.js for e in diff.new})
    if old and new and old != new:
        return f"{', '.join(old)} -> {', '.join(new)}"
    return ", ".join(new or old)


def _signatures(diff: NameDiff, indent: str) -> list[str]:
    return [f"{indent}- {e.signature}" for e in diff.old] + [f"{indent}+ {e.signature}" for e in diff.new]
