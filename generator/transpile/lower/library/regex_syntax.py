"""Python regular expressions (str patterns) as JavaScript ones with the same matches.

CPython's own parser reads the pattern (so its syntax, its errors and its groups are CPython's), and
each node of the tree becomes JavaScript syntax for the `v` flag (never `i`, `m`, `s`: their meanings
differ from Python's, so every flag of Python's is spelled out in the pattern itself):

- `.` is `[^\\n]` (`[\\s\\S]` under DOTALL); `^`, `$`, `\\A`, `\\Z` are lookarounds with Python's
  meaning (`$` matches before a final newline; under MULTILINE only `\\n` ends a line).
- `\\d`, `\\w`, `\\s`, `\\b` are Unicode classes as Python defines them for str patterns (`\\w` is
  `[\\p{L}\\p{N}_]`, which is `str.isalnum()` and `_`; `\\s` is `str.isspace()`), ASCII under re.ASCII.
- IGNORECASE: each literal and class becomes the explicit set of characters CPython matches for it
  (its case mapping is not JavaScript's), computed by CPython on every cased character.
- Groups are named `g1`, `g2`... in JavaScript; Python's names are kept beside the pattern.

What JavaScript cannot do as Python does is refused with the reason: possessive quantifiers, atomic
and conditional groups, a backreference to a group that may not have matched (Python fails, JavaScript
matches the empty string), a backreference under IGNORECASE, a repetition of what may match the
empty string (Python ends the loop at an empty round, JavaScript backtracks), a group inside a
repetition that may skip it (JavaScript resets it each round, Python keeps its last value), and
groups or backreferences inside a look-behind (JavaScript matches those backwards).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from re import _parser as _sre_parse  # type: ignore[attr-defined]  # the parser of CPython's re
from typing import Any

_MAXREPEAT: int = int(_sre_parse.MAXREPEAT)

#: Python's flags this translation keeps the meaning of.
SUPPORTED_FLAGS = re.IGNORECASE | re.MULTILINE | re.DOTALL | re.ASCII | re.VERBOSE | re.UNICODE
FLAG_NAMES = {
    "IGNORECASE": re.IGNORECASE,
    "I": re.IGNORECASE,
    "MULTILINE": re.MULTILINE,
    "M": re.MULTILINE,
    "DOTALL": re.DOTALL,
    "S": re.DOTALL,
    "ASCII": re.ASCII,
    "A": re.ASCII,
    "VERBOSE": re.VERBOSE,
    "X": re.VERBOSE,
    "UNICODE": re.UNICODE,
    "U": re.UNICODE,
    "NOFLAG": 0,
}

#: str.isspace(): what Python's \s matches in a str pattern.
_PY_SPACE = r"\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
_UNICODE_WORD = r"\p{L}\p{N}_"
_ASCII_WORD = "a-zA-Z0-9_"


def parse_template(template: str, pattern: re.Pattern[str]) -> Any:
    """CPython's parse of a replacement template, as `re.sub` makes it."""
    return _sre_parse.parse_template(template, pattern)


class RegexRefused(Exception):
    """The pattern cannot be matched by JavaScript as Python matches it (or is not a valid pattern)."""


@dataclass(frozen=True)
class Translated:
    source: str
    #: Number of groups, Python's group names, and whether each group takes part in every match.
    groups: int
    names: dict[str, int]
    always: tuple[bool, ...]


def translate(pattern: str, flags: int) -> Translated:
    if flags & ~SUPPORTED_FLAGS:
        raise RegexRefused("only the flags IGNORECASE, MULTILINE, DOTALL, ASCII and VERBOSE are supported")
    try:
        compiled = re.compile(pattern, flags)
        tree = _sre_parse.parse(pattern, flags)
    except re.error as err:
        raise RegexRefused(f"invalid regular expression: {err}") from None
    except (OverflowError, RecursionError) as err:
        raise RegexRefused(f"invalid regular expression: {err}") from None
    writer = _Writer(compiled.groups)
    source = writer.sequence(list(tree), tree.state.flags, _Context())
    always = tuple(i in writer.always_set(list(tree)) for i in range(1, compiled.groups + 1))
    return Translated(source, compiled.groups, dict(compiled.groupindex), always)


@dataclass
class _Context:
    #: Inside a look-behind (JavaScript matches it backwards).
    behind: bool = False
    #: Groups that have matched at this point of every match that reaches it.
    defined: frozenset[int] = frozenset()


class _Writer:
    def __init__(self, groups: int) -> None:
        self.groups = groups
        self.defined: set[int] = set()

    # ---- sequences and items ----

    def sequence(self, items: list[tuple[Any, Any]], flags: int, context: _Context) -> str:
        out: list[str] = []
        for op, av in items:
            out.append(self.item(str(op), av, flags, context))
            context = _Context(context.behind, context.defined | self._sets(str(op), av))
        return "".join(out)

    def _sets(self, op: str, av: Any) -> frozenset[int]:
        """The groups certainly matched once this item has matched."""
        return frozenset(self.always_set([(op, av)]))

    def always_set(self, items: list[tuple[Any, Any]]) -> set[int]:
        found: set[int] = set()
        for op, av in items:
            name = str(op)
            if name == "SUBPATTERN":
                group, _, _, body = av
                if group is not None:
                    found.add(group)
                found |= self.always_set(list(body))
            elif name in ("MAX_REPEAT", "MIN_REPEAT") and av[0] >= 1:
                found |= self.always_set(list(av[2]))
            elif name == "BRANCH":
                options = [self.always_set(list(option)) for option in av[1]]
                found |= set.intersection(*options) if options else set()
            elif name == "ASSERT" and av[0] == 1:
                found |= self.always_set(list(av[1]))
        return found

    def item(self, op: str, av: Any, flags: int, context: _Context) -> str:
        if op == "LITERAL":
            return self.literal(av, flags)
        if op == "NOT_LITERAL":
            return self.char_class([("LITERAL", av)], flags, negate=True)
        if op == "ANY":
            return r"[\s\S]" if flags & re.DOTALL else r"[^\n]"
        if op == "IN":
            negate = bool(av) and str(av[0][0]) == "NEGATE"
            return self.char_class([(str(o), a) for o, a in av[1 if negate else 0 :]], flags, negate)
        if op == "BRANCH":
            return "(?:" + "|".join(self.sequence(list(o), flags, context) for o in av[1]) + ")"
        if op == "SUBPATTERN":
            group, add, delete, body = av
            inner_flags = (flags | add) & ~delete
            inner = self.sequence(list(body), inner_flags, context)
            if group is None:
                return "(?:" + inner + ")"
            if context.behind:
                raise RegexRefused("a group inside a look-behind: JavaScript matches it backwards")
            return f"(?<g{group}>" + inner + ")"
        if op in ("MAX_REPEAT", "MIN_REPEAT"):
            return self.repeat(op, av, flags, context)
        if op in ("POSSESSIVE_REPEAT", "ATOMIC_GROUP"):
            raise RegexRefused("possessive quantifiers and atomic groups have no JavaScript equivalent")
        if op == "GROUPREF":
            if context.behind:
                raise RegexRefused("a backreference inside a look-behind: JavaScript matches it backwards")
            if flags & re.IGNORECASE:
                raise RegexRefused(
                    "a backreference under IGNORECASE: Python compares it by its own case mapping"
                )
            if av not in context.defined:
                raise RegexRefused(
                    f"a backreference to group {av}, which may not have matched: Python's match fails "
                    "there, JavaScript's matches the empty string"
                )
            return rf"\k<g{av}>"
        if op == "GROUPREF_EXISTS":
            raise RegexRefused("conditional groups (?(...)...) have no JavaScript equivalent")
        if op in ("ASSERT", "ASSERT_NOT"):
            direction, body = av
            behind = direction < 0
            inner = self.sequence(list(body), flags, _Context(context.behind or behind, context.defined))
            kind = ("(?<" if behind else "(?") + ("=" if op == "ASSERT" else "!")
            return kind + inner + ")"
        if op == "AT":
            return self.at(str(av), flags)
        raise RegexRefused(f"the construct {op} is not supported")  # pragma: no cover - CPython's own opcodes

    def repeat(self, op: str, av: Any, flags: int, context: _Context) -> str:
        low, high, body = av
        items = list(body)
        if self._nullable(items):
            raise RegexRefused(
                "a repetition of something that may match the empty string: Python ends the loop at an "
                "empty round, JavaScript backtracks out of it"
            )
        if high > 1 and self._captures(items):
            missing = self._captures(items) - self.always_set(items)
            if missing:
                raise RegexRefused(
                    f"group {min(missing)} inside a repetition may be skipped in a round: JavaScript "
                    "forgets its value each round, Python keeps the last one"
                )
        inner = self.sequence(items, flags, context)
        if not (len(items) == 1 and str(items[0][0]) in ("LITERAL", "NOT_LITERAL", "ANY", "IN")):
            inner = "(?:" + inner + ")"
        if high == _MAXREPEAT:
            quantifier = "*" if low == 0 else "+" if low == 1 else f"{{{low},}}"
        elif low == high:
            quantifier = f"{{{low}}}"
        else:
            quantifier = "?" if (low, high) == (0, 1) else f"{{{low},{high}}}"
        return inner + quantifier + ("?" if op == "MIN_REPEAT" else "")

    def _captures(self, items: list[tuple[Any, Any]]) -> set[int]:
        found: set[int] = set()
        for op, av in items:
            name = str(op)
            if name == "SUBPATTERN":
                if av[0] is not None:
                    found.add(av[0])
                found |= self._captures(list(av[3]))
            elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                found |= self._captures(list(av[2]))
            elif name == "BRANCH":
                for option in av[1]:
                    found |= self._captures(list(option))
            elif name in ("ASSERT", "ASSERT_NOT"):
                found |= self._captures(list(av[1]))
            elif name == "ATOMIC_GROUP":
                found |= self._captures(list(av))
        return found

    def _nullable(self, items: list[tuple[Any, Any]]) -> bool:
        """Can this sequence match the empty string?"""
        for op, av in items:
            name = str(op)
            if name in ("LITERAL", "NOT_LITERAL", "ANY", "IN"):
                return False
            if name == "SUBPATTERN" and not self._nullable(list(av[3])):
                return False
            if name in ("MAX_REPEAT", "MIN_REPEAT") and av[0] >= 1 and not self._nullable(list(av[2])):
                return False
            if name == "BRANCH" and not any(self._nullable(list(o)) for o in av[1]):
                return False
            if name == "GROUPREF":
                continue  # a group may match the empty string: be cautious
        return True

    # ---- characters ----

    def literal(self, code: int, flags: int) -> str:
        if flags & re.IGNORECASE:
            folded = _ignorecase_set(re.escape(chr(code)), flags) | {code}
            if folded != {code}:
                return "[" + "".join(_class_char(c) for c in sorted(folded)) + "]"
        return _char(code)

    def char_class(self, items: list[tuple[str, Any]], flags: int, negate: bool) -> str:
        parts: list[str] = []
        python: list[str] = []
        for op, av in items:
            if op == "LITERAL":
                parts.append(_class_char(av))
                python.append(_py_class_char(av))
            elif op == "RANGE":
                low, high = av
                parts.append(_class_char(low) + "-" + _class_char(high))
                python.append(_py_class_char(low) + "-" + _py_class_char(high))
            elif op == "CATEGORY":
                parts.append(self.category(str(av), flags))
                python.append(_CATEGORY_SPELLING[str(av)])
            else:  # pragma: no cover - CPython's parser makes no other class items
                raise RegexRefused(f"the class item {op} is not supported")
        if flags & re.IGNORECASE:
            known = _ignorecase_set("[" + "".join(python) + "]", flags)
            extra = sorted(c for c in known if not _plain_member(items, c, flags))
            parts += [_class_char(c) for c in extra]
        return ("[^" if negate else "[") + "".join(parts) + "]"

    def category(self, name: str, flags: int) -> str:
        ascii_ = bool(flags & re.ASCII)
        word = _ASCII_WORD if ascii_ else _UNICODE_WORD
        space = r" \t\n\r\f\v" if ascii_ else _PY_SPACE
        spelled = {
            "CATEGORY_DIGIT": "0-9" if ascii_ else r"\p{Nd}",
            "CATEGORY_NOT_DIGIT": "[^0-9]" if ascii_ else r"\P{Nd}",
            "CATEGORY_SPACE": space,
            "CATEGORY_NOT_SPACE": f"[^{space}]",
            "CATEGORY_WORD": word,
            "CATEGORY_NOT_WORD": f"[^{word}]",
        }
        if name not in spelled:  # pragma: no cover - the LINEBREAK categories are never parsed
            raise RegexRefused(f"the category {name} is not supported")
        return spelled[name]

    def at(self, name: str, flags: int) -> str:
        word = "[" + (_ASCII_WORD if flags & re.ASCII else _UNICODE_WORD) + "]"
        if name == "AT_BEGINNING":
            return r"(?<![^\n])" if flags & re.MULTILINE else "^"
        if name == "AT_BEGINNING_STRING":
            return "^"
        if name == "AT_END":
            return r"(?![^\n])" if flags & re.MULTILINE else r"(?=\n?$)"
        if name == "AT_END_STRING":
            return "$"
        if name == "AT_BOUNDARY":
            return f"(?:(?<={word})(?!{word})|(?<!{word})(?={word}))"
        if name == "AT_NON_BOUNDARY":  # never in an empty string, in CPython
            return f"(?!^$)(?:(?<={word})(?={word})|(?<!{word})(?!{word}))"
        raise RegexRefused(f"the anchor {name} is not supported")  # pragma: no cover


_CATEGORY_SPELLING = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_NOT_DIGIT": r"\D",
    "CATEGORY_SPACE": r"\s",
    "CATEGORY_NOT_SPACE": r"\S",
    "CATEGORY_WORD": r"\w",
    "CATEGORY_NOT_WORD": r"\W",
}

#: JavaScript's syntax characters: escaped with a backslash outside a class (`v` flag).
_SYNTAX = set("^$\\.*+?()[]{}|/")
#: Escaped with a backslash inside a `v`-flag class: syntax characters and reserved punctuators.
_CLASS_ESCAPED = _SYNTAX | set("&-!#%,:;<=>@`~")


def _char(code: int) -> str:
    c = chr(code)
    if 0x20 <= code < 0x7F:
        return "\\" + c if c in _SYNTAX else c
    return _hex(code)


def _class_char(code: int) -> str:
    c = chr(code)
    if 0x20 <= code < 0x7F and c != " ":
        return "\\" + c if c in _CLASS_ESCAPED else c
    return _hex(code)


def _hex(code: int) -> str:
    return f"\\u{{{code:x}}}"


def _py_class_char(code: int) -> str:
    return f"\\U{code:08x}"


@cache
def _cased() -> tuple[int, ...]:
    """Every character whose match under IGNORECASE may differ from its plain match: CPython's cased
    characters and their simple case mappings."""
    import _sre  # type: ignore[import-not-found]  # CPython's regex engine, for its case tables

    found: set[int] = set()
    for code in range(0x110000):
        if _sre.unicode_iscased(code):
            c = chr(code)
            found |= {code, _sre.unicode_tolower(code)}
            found |= {ord(m) for m in c.upper() + c.lower() + c.title() + c.casefold()}
    return tuple(sorted(found))


@cache
def _ignorecase_set(python_class: str, flags: int) -> frozenset[int]:
    """The cased characters (and the class's own) that CPython matches with this class or literal."""
    compiled = re.compile(python_class, flags & (re.IGNORECASE | re.ASCII))
    return frozenset(c for c in _cased() if compiled.fullmatch(chr(c)))


def _plain_member(items: list[tuple[str, Any]], code: int, flags: int) -> bool:
    c = chr(code)
    python = "".join(
        _py_class_char(av)
        if op == "LITERAL"
        else _py_class_char(av[0]) + "-" + _py_class_char(av[1])
        if op == "RANGE"
        else _CATEGORY_SPELLING[str(av)]
        for op, av in items
    )
    return re.fullmatch("[" + python + "]", c, flags & re.ASCII) is not None
