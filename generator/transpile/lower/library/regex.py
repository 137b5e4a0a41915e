"""`re`: `match`, `search`, `fullmatch`, `findall`, `split`, `sub`, `subn`, `compile` of a literal
pattern, translated at build time (`regex_syntax.py`), the methods of its Pattern and Match, and
`escape` (CPython's character set; a literal is escaped now, anything else by `$reEscape`).

A pattern must be a literal (Python would parse it at run time; the build parses it now, with
CPython's own parser, and refuses what JavaScript cannot match as Python does). Flags are `re.X`
constants joined with `|`. A replacement is a literal template (`\\1`, `\\g<name>`, parsed by CPython
now) or a function of the match.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.jsdoc import jsdoc_type
from generator.transpile.lower.library.regex_syntax import (
    FLAG_NAMES,
    RegexRefused,
    Translated,
    parse_template,
    translate,
)
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr, as_index
from generator.transpile.resolve.library_types import LibraryClass, match_class, pattern_class
from generator.transpile.resolve.types import (
    ERROR,
    INT,
    STR,
    CallableType,
    ErrorType,
    FunctionType,
    InstanceType,
    LiteralType,
    ModuleType,
    ObjectType,
    TupleType,
    Type,
    is_dynamic,
    is_int,
    is_str,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

#: Where each function takes its flags (a positional index), after the pattern and its operands.
_FLAGS_AT = {
    "match": 2,
    "search": 2,
    "fullmatch": 2,
    "findall": 2,
    "finditer": 2,
    "split": 3,
    "sub": 4,
    "subn": 4,
    "compile": 1,
}
_UNDEFINED = TExpr(js.Name("undefined"), ERROR)


def static_flags(b: Builder, node: cst.BaseExpression) -> int | None:
    """The value of `re.I | re.M` (or `0`), read from the source: flags change the translation."""
    match node:
        case cst.Integer():
            value = node.evaluated_value
            return value if isinstance(value, int) else None
        case cst.BinaryOperation(operator=cst.BitOr(), left=left, right=right):
            a, c = static_flags(b, left), static_flags(b, right)
            return None if a is None or c is None else a | c
        case cst.Attribute(value=cst.Name(value=owner), attr=cst.Name(value=attr)):
            symbol = b.symbol(owner)
            if symbol is not None and isinstance(symbol.type, ModuleType) and symbol.type.name == "re":
                return FLAG_NAMES.get(attr)
        case cst.Name(value=name):
            symbol = b.symbol(name)
            if symbol is not None and symbol.special is not None and symbol.special.startswith("lib:re:"):
                return FLAG_NAMES.get(symbol.special.removeprefix("lib:re:"))
    return None


def read_as_flags(b: Builder, node: cst.Call, name: str) -> None:
    """Mark the flags of `re.name(...)`, which the build reads from the source, as flags."""
    flags = _flags_node(node, _FLAGS_AT[name]) if name in _FLAGS_AT else None
    pending = [flags] if flags is not None else []
    while pending:
        part = pending.pop()
        b.static_flags.add(id(part))
        if isinstance(part, cst.Attribute):  # `re.I`: its value is read at its name
            b.static_flags.add(id(part.attr))
        if isinstance(part, cst.BinaryOperation):
            pending += [part.left, part.right]


def flag_value(b: Builder, node: cst.CSTNode, name: str) -> str | None:
    """Why `re.I` here is refused, if it is: it is a RegexFlag, which Python prints by its name
    (`re.IGNORECASE`, also once stored as an int or or'ed with one), not the number it is here."""
    if name not in FLAG_NAMES or id(node) in b.static_flags:
        return None
    shown = f"re.{re.RegexFlag(FLAG_NAMES[name]).name}"
    return (
        f"re.{name} is supported as the flags of a re function only: elsewhere it is a RegexFlag, which "
        f"Python prints by its name ({shown}), and so is what | or & make of it"
    )


def _flags_node(node: cst.Call, index: int) -> cst.BaseExpression | None:
    positional = [a for a in node.args if a.keyword is None]
    if index < len(positional):
        return positional[index].value
    return next((a.value for a in node.args if a.keyword is not None and a.keyword.value == "flags"), None)


def _parse(b: Builder, node: cst.Call, name: str) -> tuple[str, int, Translated] | None:
    """The literal pattern of `re.name(pattern, ..., flags)`, its flags and its translation; None
    (reported) when it is not a literal or JavaScript cannot match it as Python does."""
    first = node.args[0].value if node.args else None
    text = first.evaluated_value if isinstance(first, (cst.SimpleString, cst.ConcatenatedString)) else None
    if not isinstance(text, str) or first is None:
        b.error(
            first or node,
            f"re.{name}() takes a literal str pattern: the build translates it to JavaScript, so a "
            "pattern made at run time (a variable, an f-string, re.escape(...)) is not supported; write "
            "the pattern here (re.compile() it once to reuse it), or test a fixed substring with `in`, "
            "str.find() or str.replace()",
        )
        return None
    flags_node = _flags_node(node, _FLAGS_AT[name])
    flags = 0 if flags_node is None else static_flags(b, flags_node)
    if flags is None:
        assert flags_node is not None
        b.error(flags_node, "the flags must be re constants joined with | (re.I | re.M)")
        return None
    try:
        return text, flags, translate(text, flags)
    except RegexRefused as refused:
        b.error(first, f"this pattern: {refused}")
        return None


def _pattern_class(text: str, flags: int, translated: Translated) -> LibraryClass:
    names = tuple(translated.names.items())
    return pattern_class(translated.groups, names, translated.always, (text, flags))


def _compiled(site: CallSite, name: str) -> TExpr | None:
    """`$re(...)`: the pattern object, compiled once per isolate."""
    parsed = _parse(site.b, site.node, name)
    if parsed is None:
        return None
    text, flags, translated = parsed
    names = js.Object([js.Prop(n, js.Num(str(i))) for n, i in translated.names.items()])
    made = site.b.call_helper(
        "$re",
        js.Str(text),
        js.Num(str(re.compile(text, flags).flags)),
        js.Str(translated.source),
        js.Num(str(translated.groups)),
        *([names] if translated.names else []),
    )
    return TExpr(made, InstanceType(_pattern_class(text, flags, translated)))


def _compile(site: CallSite) -> TExpr:
    return _compiled(site, "compile") or _UNDEFINED


def _function(name: str) -> Rule:
    """`re.name(pattern, string, ...)`: the compiled pattern's method."""

    def rule(site: CallSite) -> TExpr:
        pattern = _compiled(site, name)
        if pattern is None:
            return _UNDEFINED
        assert isinstance(pattern.type, InstanceType) and isinstance(pattern.type.cls, LibraryClass)
        operands = site.args[1 : _FLAGS_AT[name]]
        for keyword in ("maxsplit", "count"):
            if keyword in site.keywords:
                operands.append(site.keywords[keyword])
        if name in ("sub", "subn"):
            return _replace(site, pattern, pattern.type.cls, name, operands)
        return _plain(site, pattern, pattern.type.cls, name, operands)

    return rule


def _str_subject(site: CallSite, string: TExpr) -> TExpr:
    """A JSON value matched or replaced in: a str when it runs, else CPython's TypeError."""
    if is_dynamic(string.type) and not isinstance(string.type, (ErrorType, ObjectType)):
        return TExpr(site.b.call_helper("$reSubject", string.js), STR)
    return string


def _plain(site: CallSite, pattern: TExpr, cls: LibraryClass, name: str, operands: list[TExpr]) -> TExpr:
    string, *rest = operands
    string = operands[0] = _str_subject(site, string)
    if not is_str(widen(string.type)):
        return site.refuse(f're.{name}() takes a str, not "{string.type.display()}"')
    if rest and widen(rest[0].type) != INT:
        return site.refuse(f'maxsplit must be an int, not "{rest[0].type.display()}"')
    method = cls.member(name)
    assert method is not None
    return TExpr(js.Call(js.Member(pattern.js, name), [o.js for o in operands]), method.type)


def _replace(site: CallSite, pattern: TExpr, cls: LibraryClass, name: str, operands: list[TExpr]) -> TExpr:
    """`sub`/`subn`: a literal template becomes its pieces (str and group numbers); a function is
    called with the Match."""
    if len(operands) < 2:
        return site.refuse(f"{name}() takes a replacement and a string")
    repl, string, *count = operands
    string = operands[1] = _str_subject(site, string)
    if not is_str(widen(string.type)):
        return site.refuse(f'{name}() takes a str, not "{string.type.display()}"')
    if count and widen(count[0].type) != INT:
        return site.refuse(f'count must be an int, not "{count[0].type.display()}"')
    pieces = _template(site, repl, cls)
    if pieces is None:
        return _UNDEFINED
    method = cls.member(name)
    assert method is not None
    return TExpr(
        js.Call(js.Member(pattern.js, name), [pieces, string.js, *(c.js for c in count)]), method.type
    )


def _template(site: CallSite, repl: TExpr, cls: LibraryClass) -> js.Expr | None:
    t = widen(repl.type)
    if isinstance(t, (CallableType, FunctionType)):
        return repl.js
    if not isinstance(repl.js, js.Str) or cls.pattern is None:
        site.refuse(
            "the replacement must be a literal template or a function of the match, and the pattern "
            "a literal (the build parses the template against it)"
        )
        return None
    text, flags = cls.pattern
    try:  # parsed by CPython as re.sub parses it (3.11: groups and literals; 3.12+: one list)
        parsed = parse_template(repl.js.value, re.compile(text, flags))
    except re.error as err:
        site.refuse(f"this replacement template: {err}")
        return None
    pieces: list[object]
    if isinstance(parsed, tuple):
        groups, literals = parsed
        pieces = list(literals)
        for index, group in groups:
            pieces[index] = group
    else:
        pieces = [int(p) if i % 2 else p for i, p in enumerate(parsed)]
    return js.Array(
        [js.Num(str(p)) if isinstance(p, int) else js.Str(str(p)) for p in pieces if p not in ("", None)]
    )


def _method_replace(name: str) -> Rule:
    """`pattern.sub(repl, string, count)`."""

    def rule(site: CallSite) -> TExpr:
        assert site.receiver is not None
        t = widen(site.receiver.type)
        assert isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass)
        operands = list(site.args)
        if "count" in site.keywords:
            operands.append(site.keywords["count"])
        return _replace(site, site.receiver, t.cls, name, operands)

    return rule


def _group(site: CallSite) -> TExpr:
    """`m.group()`, `m.group(g)`, and `m.group(1, "name")`: the tuple of the groups named, each typed
    as `m.group(g)` alone is (Python looks each up in turn, after evaluating them all)."""
    assert site.receiver is not None
    t = widen(site.receiver.type)
    assert isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass)
    types: list[Type] = []
    for arg in site.args:
        if not (is_int(arg.type) or is_str(arg.type)):
            return site.refuse(f'Match.group() takes group numbers or names, not "{arg.type.display()}"')
        types.append(_group_type(t.cls, arg))
    groups = [as_index(a) for a in site.args]
    if len(groups) < 2:
        return TExpr(js.Call(js.Member(site.recv, "group"), groups), types[0] if types else STR)
    result = TupleType(tuple(types))
    picked = js.Call(js.Member(site.recv, "$groupsOf"), groups)
    return TExpr(js.TypeCast(picked, jsdoc_type(result)), result)


def _group_type(cls: LibraryClass, arg: TExpr) -> Type:
    """What `m.group(arg)` is: `str` for a group that always takes part, else `str | None`."""
    literal = (
        int(arg.js.text)
        if isinstance(arg.js, js.Num) and arg.js.text.isdigit()
        else arg.js.value
        if isinstance(arg.js, js.Str)
        else None
    )
    member = cls.member("group", ())
    assert member is not None
    for signature in member.signatures:
        if len(signature.params) == 1 and signature.params[0].type == LiteralType((literal,)):
            return signature.result
    return member.type  # the last overload's: any group, `str | None`


#: What CPython's re.escape() escapes (`_special_chars_map`, unchanged since 3.7).
SPECIAL_CHARS = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"


def escape(text: str) -> str:
    """CPython's re.escape() of a str: a backslash before each of SPECIAL_CHARS."""
    return "".join("\\" + c if c in SPECIAL_CHARS else c for c in text)


def _escape(site: CallSite) -> TExpr:
    """re.escape(s): folded when `s` is a literal, else `$reEscape` (the same character set)."""
    (text,) = site.args
    if not is_str(widen(text.type)):
        return site.refuse(f're.escape() takes a str here, not "{text.type.display()}"')
    if isinstance(text.js, js.Str):
        return TExpr(js.Str(escape(text.js.value)), STR)
    return TExpr(site.b.call_helper("$reEscape", text.js), STR)


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("re", "escape"): arity(1, 1, _escape),
    ("re", "compile"): arity(1, 2, _compile, ("flags",)),
    ("re", "match"): arity(2, 3, _function("match"), ("flags",)),
    ("re", "search"): arity(2, 3, _function("search"), ("flags",)),
    ("re", "fullmatch"): arity(2, 3, _function("fullmatch"), ("flags",)),
    ("re", "findall"): arity(2, 3, _function("findall"), ("flags",)),
    ("re", "finditer"): arity(2, 3, _function("finditer"), ("flags",)),
    ("re", "split"): arity(2, 4, _function("split"), ("maxsplit", "flags")),
    ("re", "sub"): arity(3, 5, _function("sub"), ("count", "flags")),
    ("re", "subn"): arity(3, 5, _function("subn"), ("count", "flags")),
}

MODULE_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    ("re", name): (js.Num(str(int(value))), INT) for name, value in FLAG_NAMES.items()
}

#: Methods of the stdlib classes that are not plain calls, by class name.
CLASS_RULES: dict[str, dict[str, Rule]] = {
    "Pattern": {
        "sub": arity(2, 3, _method_replace("sub"), ("count",)),
        "subn": arity(2, 3, _method_replace("subn"), ("count",)),
    },
    "Match": {"group": _group},
}


def argument_hints(b: Builder, module: str, name: str, node: cst.Call) -> dict[int, Type]:
    """`re.sub(p, lambda m: ..., s)`: the lambda takes the pattern's Match."""
    if module != "re" or name not in ("sub", "subn") or not node.args:
        return {}
    first = node.args[0].value
    text = first.evaluated_value if isinstance(first, cst.SimpleString) else None
    flags_node = _flags_node(node, _FLAGS_AT[name])
    flags = 0 if flags_node is None else static_flags(b, flags_node)
    if not isinstance(text, str) or flags is None:
        return {}
    try:
        translated = translate(text, flags)
    except RegexRefused:
        return {}
    cls = match_class(translated.groups, tuple(translated.names.items()), translated.always)
    return {1: CallableType((InstanceType(cls),), STR)}
