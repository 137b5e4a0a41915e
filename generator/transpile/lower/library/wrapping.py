"""`textwrap.wrap`, `fill` and `shorten`: CPython 3.11's TextWrapper ported to `$textwrap` (see its
comment in helpers.js), given the keyword options Python's is, each checked to be of its type."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    INT,
    NONE,
    STR,
    ListType,
    Type,
    UnionType,
    is_int,
    is_str,
    optional,
    widen,
)

#: TextWrapper's keyword options and their types (`bool` ones: Python reads them as truth values).
_OPTIONS: dict[str, Type] = {
    "width": INT,
    "initial_indent": STR,
    "subsequent_indent": STR,
    "expand_tabs": BOOL,
    "replace_whitespace": BOOL,
    "fix_sentence_endings": BOOL,
    "break_long_words": BOOL,
    "drop_whitespace": BOOL,
    "break_on_hyphens": BOOL,
    "tabsize": INT,
    "max_lines": optional(INT),
    "placeholder": STR,
}


def _fits(value: Type, declared: Type) -> bool:
    t = widen(value)
    if declared == INT:
        return is_int(t) and t != BOOL  # (a bool is no width here: True would be 1)
    if declared == STR:
        return is_str(t)
    if declared == BOOL:
        return t == BOOL
    options = t.options if isinstance(t, UnionType) else (t,)  # max_lines: int | None
    return all(widen(o) == NONE or (is_int(o) and widen(o) != BOOL) for o in options)


def _wrapping(name: str) -> Rule:
    """`wrap(text, width=70, **options)`, `fill(...)`, `shorten(text, width, **options)`."""
    result: Type = ListType(STR) if name == "wrap" else STR

    def rule(site: CallSite) -> TExpr:
        if not 1 <= len(site.args) <= 2:
            return site.refuse(f"textwrap.{name}() takes the text, the width and keyword options")
        text, *positional = site.args
        if not is_str(widen(text.type)):
            return site.refuse(f'textwrap.{name}() takes a str, not "{text.type.display()}"')
        given = dict(site.keywords)
        if positional:
            if "width" in given:
                return site.refuse(f"textwrap.{name}() got multiple values for argument 'width'")
            given["width"] = positional[0]
        if name == "shorten" and "width" not in given:
            return site.refuse("textwrap.shorten() takes a width")
        props: list[js.Prop | js.Spread] = []
        for key, value in given.items():
            declared = _OPTIONS.get(key)
            if declared is None or (name == "shorten" and key == "max_lines"):
                return site.refuse(f'textwrap.{name}() has no option "{key}"')
            if not _fits(value.type, declared):
                return site.refuse(
                    f'textwrap.{name}()\'s {key} takes "{declared.display()}", not "{value.type.display()}"'
                )
            props.append(js.Prop(key, value.js))
        method = js.Member(site.b.helper("$textwrap"), name)
        return TExpr(js.Call(method, [text.js, js.Object(props)]), result)

    return rule


TEXTWRAP_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("textwrap", name): _wrapping(name) for name in ("wrap", "fill", "shorten")
}
