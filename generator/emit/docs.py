"""Docstrings from JSDoc: the text, `Default:`, `Deprecated:`, and the block tags as the sections an
editor renders (`Args:`, `Returns:`, `Raises:`, `Example:`)."""

from __future__ import annotations

from generator import ir
from generator.emit import naming


def docstring(
    doc: str | None,
    default: str | None = None,
    deprecated: str | None = None,
    sections: tuple[ir.Section, ...] = (),
) -> str | None:
    """A declaration's docstring: its text, its default, its deprecation, then its JSDoc block tags."""
    parts = [doc.strip()] if doc and doc.strip() else []
    if default:
        parts.append(f"Default: {default}")
    if deprecated is not None:
        parts.append(f"Deprecated: {deprecated}" if deprecated else "Deprecated.")
    parts += _sections(sections)
    return "\n\n".join(parts) or None


#: JSDoc block tags -> the docstring sections editors render (Google style), in this order.
_SECTION_TITLES = {"param": "Args:", "returns": "Returns:", "throws": "Raises:", "example": "Example:"}


def _sections(sections: tuple[ir.Section, ...]) -> list[str]:
    """`@param sessionId text` -> `Args:` / `    session_id: text` (Python names: what a caller writes);
    `@returns`, `@throws` and `@example` keep their text, indented under their title."""
    unique = list(dict.fromkeys(sections))  # an overloaded member repeats its tags
    out = []
    for tag, title in _SECTION_TITLES.items():
        lines = []
        for section in (x for x in unique if x.tag == tag):
            text = section.text.strip("\n")
            if tag == "param" and section.name:
                # `name: text`, a continuation (or a list that starts the text) indented under it
                first, *rest = text.splitlines() or [""]
                name = naming.member_name(section.name) or section.name
                if first.lstrip().startswith("- "):
                    first, rest = "", [first, *rest]
                text = "\n".join([f"{name}: {first}".rstrip(), *("    " + line for line in rest)])
            lines += ["    " + line if line.strip() else "" for line in text.splitlines()] or [""]
            if tag == "example" and len(lines) > 1:
                lines.append("")
        while lines and not lines[-1]:
            lines.pop()
        if lines:
            out.append("\n".join([title, *lines]))
    return out
