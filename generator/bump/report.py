"""The text of a bump report: added / removed / changed symbols, each with Python and JS names.

~ bindings.cloudflare_sandbox.Sandbox  [Sandbox]
    ~ on_stop  [onStop]
        - def(self) -> Awaitable[None]
        + def(self, params: StopParams = ..., /) -> Awaitable[None]

A signature whose only difference is the values of one `Literal[...]` lists the values that changed:

~ bindings.workers.CertVerificationStatus  [CertVerificationStatus]
    ~ alias Literal[...]
        - "FAILED"
        + "FAILED:certificate revoked"
"""

from __future__ import annotations

from generator import surface
from generator.bump.compare import NameDiff, Status, SymbolDiff
from generator.emit.contract import Entry
from generator.emit.layout import closing_bracket, split_top

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
        (
            f"{len(by_status['added'])} symbol(s) added, {len(by_status['removed'])} removed, "
            f"{len(by_status['changed'])} changed ({names} Python name(s) differ)"
        ),
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
    if len(diff.old) == 1 and len(diff.new) == 1 and (values := _literal_diff(diff.old[0], diff.new[0])):
        return [f"{indent}~ {values[0]}", *(f"{indent}{INDENT}{line}" for line in values[1:])]
    return [f"{indent}- {e.signature}" for e in diff.old] + [f"{indent}+ {e.signature}" for e in diff.new]


def _literal_diff(old: Entry, new: Entry) -> list[str] | None:
    """[the signature with the changed `Literal[...]` shortened, `- value`..., `+ value`...] when the
    two signatures differ only in the values of one Literal; None otherwise."""
    if old.js != new.js:
        return None
    was, now = _literals(old.signature), _literals(new.signature)
    if len(was) != len(now) or not was:
        return None
    differ = [i for i, (a, b) in enumerate(zip(was, now)) if a[2] != b[2]]
    if len(differ) != 1:
        return None
    [i] = differ
    (start, end, before), (new_start, new_end, after) = was[i], now[i]
    short = "Literal[...]"
    if (
        old.signature[:start] + short + old.signature[end:]
        != new.signature[:new_start] + short + new.signature[new_end:]
    ):
        return None
    gone, came = [v for v in before if v not in after], [v for v in after if v not in before]
    if not gone and not came:  # the same values in another order
        return None
    return [
        old.signature[:start] + short + old.signature[end:],
        *(f"- {v}" for v in gone),
        *(f"+ {v}" for v in came),
    ]


def _literals(signature: str) -> list[tuple[int, int, tuple[str, ...]]]:
    """Each `Literal[v, ...]` of a signature: (start, end, its values as written), quotes respected."""
    found: list[tuple[int, int, tuple[str, ...]]] = []
    at = signature.find("Literal[")
    while at != -1:
        if at > 0 and (signature[at - 1].isalnum() or signature[at - 1] in "_."):  # `MyLiteral[`
            at = signature.find("Literal[", at + 1)
            continue
        close = closing_bracket(signature, at + len("Literal"))
        if close is None:
            return found  # unbalanced: not a Literal this reader understands
        values = [v.strip() for v in split_top(signature[at + len("Literal[") : close], ",")]
        found.append((at, close + 1, tuple(values)))
        at = signature.find("Literal[", close + 1)
    return found
