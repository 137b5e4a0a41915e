"""Methods of `str`."""

from __future__ import annotations

import string
import textwrap
from contextlib import suppress
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps, printing
from generator.transpile.lower.library.bytes_methods import ENCODE
from generator.transpile.lower.library.rules import CallSite, Rule, arity, helper_method, method
from generator.transpile.lower.purity import called_at_once, evaluated_first, is_simple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    BOOL,
    INT,
    NONE,
    STR,
    DequeType,
    DictType,
    IteratorType,
    ListType,
    ModuleType,
    TupleType,
    Type,
    UnionType,
    holds_json,
    is_dynamic,
    is_int,
    is_str,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def _replace(site: CallSite) -> TExpr:
    """Python's str.replace replaces every occurrence, literally: `replaceAll` with a replacement that
    has no `$` patterns (`$&`, `$$` would be substituted), else a replacer function; with a count,
    the first `count` occurrences (all when it is negative)."""
    if len(site.args) == 3:
        count = site.args[2]
        if not is_int(count.type):
            return site.refuse(f'replace()\'s count must be an int, not "{count.type.display()}"')
        return TExpr(site.b.call_helper("$replaceCount", site.recv, *(a.js for a in site.args)), STR)
    old, new = site.args
    plain = isinstance(old.js, js.Str) and old.js.value != ""  # "" goes between code points: $replace
    if plain and isinstance(new.js, js.Str) and "$" not in new.js.value:
        return TExpr(js.Call(js.Member(site.recv, "replaceAll"), [old.js, new.js]), STR)
    return TExpr(site.b.call_helper("$replace", site.recv, old.js, new.js), STR)


def _sep_and_limit(site: CallSite) -> tuple[js.Expr, js.Expr | None]:
    """split's/rsplit's separator (null: whitespace) and maxsplit, positional or by keyword."""
    given = site.args[0] if site.args else site.keywords.get("sep")
    limit = site.args[1] if len(site.args) > 1 else site.keywords.get("maxsplit")
    return (given.js if given is not None else js.Null()), (limit.js if limit is not None else None)


def _split(site: CallSite) -> TExpr:
    sep, limit = _sep_and_limit(site)
    if limit is not None:  # JS's split limit drops the rest; Python keeps it in the last part
        return TExpr(site.b.call_helper("$splitMax", site.recv, sep, limit, js.Bool(False)), ListType(STR))
    if isinstance(sep, js.Null):
        # runs of Python's whitespace, and no empty strings at either end
        return TExpr(site.b.call_helper("$splitWhitespace", site.recv), ListType(STR))
    if isinstance(sep, js.Str) and sep.value:
        return TExpr(js.Call(js.Member(site.recv, "split"), [sep]), ListType(STR))
    return TExpr(site.b.call_helper("$split", site.recv, sep), ListType(STR))  # "" raises ValueError


def _rsplit(site: CallSite) -> TExpr:
    """s.rsplit(sep, maxsplit): the splits counted from the end."""
    sep, limit = _sep_and_limit(site)
    count = limit if limit is not None else js.Num("-1")
    return TExpr(site.b.call_helper("$splitMax", site.recv, sep, count, js.Bool(True)), ListType(STR))


def _strip(ends: str) -> Rule:
    """strip()/lstrip()/rstrip(): Python's whitespace (JS's trim() has another set), or the given chars."""

    def rule(site: CallSite) -> TExpr:
        chars = site.args[0].js if site.args else js.Null()
        return TExpr(site.b.call_helper("$strip", site.recv, chars, js.Str(ends)), STR)

    return rule


def _join(site: CallSite) -> TExpr:
    (items,) = site.args
    t = items.type
    parts = (
        [t.item]
        if isinstance(t, (IteratorType, DequeType))
        else list(t.items)
        if isinstance(t, TupleType)
        else []
    )
    checked = False  # items of JSON values: each must be a str when it runs (`$joinDyn`)
    if is_str(t) or (parts and all(is_str(p) or is_dynamic(p) for p in parts)):
        # a str's characters (code points), an iterator's, a deque's or a tuple's items
        joined: js.Expr = js.Array([js.Spread(items.js)])
        checked = not is_str(t) and not all(is_str(p) for p in parts)
    elif isinstance(items.type, ListType) and (is_str(items.type.item) or is_dynamic(items.type.item)):
        joined = items.js
        checked = not is_str(items.type.item)
    elif isinstance(d := widen(t), DictType) and not d.is_map and is_str(d.key):  # its keys, in order
        joined = js.Call(js.Member(js.Name("Object"), "keys"), [items.js])
    elif holds_json(widen(t)):  # `"; ".join(data["problems"])`: a list, str or dict when it runs
        joined, checked = items.js, True
    else:
        return site.refuse(f'join() of "{items.type.display()}": join a list of str')

    def join(sep: js.Expr) -> js.Expr:
        if checked:
            return site.b.call_helper("$joinDyn", sep, joined)
        return js.Call(js.Member(joined, "join"), [sep])

    # Python evaluates the separator first
    made = evaluated_first(site.b, site.recv, [joined], join, "$sep")
    if made is None:
        return site.refuse(
            "join(): the items await or yield after the separator acts; give the separator a name first"
        )
    return TExpr(made, STR)


def _within(op: str, result: Type) -> Rule:
    """find/rfind/index/rindex/count/startswith/endswith with start (and end): `$strWithin`, which
    counts the bounds in code points and adjusts them as CPython does."""

    def rule(site: CallSite) -> TExpr:
        sub, *bounds = (a.js for a in site.args)
        start, end = [*bounds, js.Null(), js.Null()][:2]
        return TExpr(site.b.call_helper("$strWithin", site.recv, sub, start, end, js.Str(op)), result)

    return rule


def _bounded(plain: Rule, op: str, result: Type) -> Rule:
    """`plain` of `s.op(sub)`; with start or end, `$strWithin`."""
    within = _within(op, result)  # a tuple of affixes too: each in turn
    return lambda site: plain(site) if len(site.args) == 1 else within(site)


def _affix(js_name: str) -> Rule:
    """s.startswith(prefix) / endswith(suffix): JS's own for a str; a tuple of them (of any length,
    or a value that may be one) through `$affix` (JS's would test the array's text, "a,b")."""

    def rule(site: CallSite) -> TExpr:
        if is_str(site.args[0].type):
            return TExpr(js.Call(js.Member(site.recv, js_name), [site.args[0].js]), BOOL)
        end = js.Bool(js_name == "endsWith")
        return TExpr(site.b.call_helper("$affix", site.recv, site.args[0].js, end), BOOL)

    return rule


def _find(from_end: bool) -> Rule:
    """s.find(sub) / s.rfind(sub): indexes count code points (JS's count UTF-16 units)."""

    def rule(site: CallSite) -> TExpr:
        flag = [js.Bool(True)] if from_end else []
        return TExpr(site.b.call_helper("$strFind", site.recv, site.args[0].js, *flag), INT)

    return rule


def _find_or_raise(site: CallSite) -> TExpr:
    """s.rindex(sub): rfind's index, ValueError when there is none."""
    call = site.b.call_helper(
        "$strWithin", site.recv, site.args[0].js, js.Null(), js.Null(), js.Str("rindex")
    )
    return TExpr(call, INT)


def _pad(align: str) -> Rule:
    """ljust/rjust/center: widths count characters (code points), the fill is one character."""

    def rule(site: CallSite) -> TExpr:
        fill = site.args[1].js if len(site.args) > 1 else js.Str(" ")
        return TExpr(site.b.call_helper("$pad", site.recv, site.args[0].js, fill, js.Str(align)), STR)

    return rule


def _str_test(kind: str) -> Rule:
    return lambda site: TExpr(site.b.call_helper("$strTest", site.recv, js.Str(kind)), BOOL)


def _str_in(table: str, empty: bool = False) -> Rule:
    """isdecimal/isdigit/isnumeric/isprintable: every character in a class of CPython's Unicode data
    (a `$U_...` table generated by `runtime/unicode_tables.py`), isascii: in `\\x00-\\x7f`."""

    def rule(site: CallSite) -> TExpr:
        cls: js.Expr = site.b.helper(table) if table.startswith("$") else js.Str(table)
        flag = [js.Bool(True)] if empty else []
        return TExpr(site.b.call_helper("$strIn", site.recv, cls, *flag), BOOL)

    return rule


def _splitlines(site: CallSite) -> TExpr:
    keep = site.args[0] if site.args else site.keywords.get("keepends")
    return TExpr(site.b.call_helper("$splitlines", site.recv, *([keep.js] if keep else [])), ListType(STR))


def _partition(from_end: bool) -> Rule:
    def rule(site: CallSite) -> TExpr:
        call = site.b.call_helper("$partition", site.recv, site.args[0].js, js.Bool(from_end))
        return TExpr(call, TupleType((STR, STR, STR)))

    return rule


def _remove_affix(test: str, which: str) -> Rule:
    """removeprefix/removesuffix: `s.startsWith(p) ? s.slice(p.length) : s` of names and literals;
    `$removeAffix(s, p)` of anything else, which evaluates each once."""

    def rule(site: CallSite) -> TExpr:
        recv, affix = site.recv, site.args[0].js
        if not (is_simple(recv) and is_simple(affix)):
            flag = [js.Bool(True)] if test == "endsWith" else []
            return TExpr(site.b.call_helper("$removeAffix", recv, affix, *flag), STR)
        length = js.Member(affix, "length")
        cut: js.Expr = js.Call(
            js.Member(recv, "slice"),
            [length] if test == "startsWith" else [js.Num("0"), js.Unary("-", length)],
        )
        if test == "endsWith":  # s.slice(0, -0) would be empty: an empty suffix removes nothing
            cut = js.Conditional(length, cut, recv)
        return TExpr(js.Conditional(js.Call(js.Member(recv, test), [affix]), cut, recv), STR)

    return rule


def _constant_text(b: Builder, wanted: str) -> str | None:
    """The str a module-level constant (assigned once: a `const`) holds, where no local of that name
    hides it: a literal, or `textwrap.dedent` of one (dedented now, by Python's own); else None."""
    context = b.function
    while context is not None:
        if wanted in context.locals:
            return None
        context = context.parent
    for (stmt, name), kind in b.module_plan.declared_at.items():
        if kind != "const" or name != wanted:
            continue
        smalls = stmt.body if isinstance(stmt, cst.SimpleStatementLine) else []
        for small in smalls:
            value = small.value if isinstance(small, (cst.Assign, cst.AnnAssign)) else None
            dedented = _dedent_argument(b, value)
            literal = dedented if dedented is not None else value
            if isinstance(literal, (cst.SimpleString, cst.ConcatenatedString)):
                text = literal.evaluated_value
                if not isinstance(text, str):
                    return None
                return textwrap.dedent(text) if dedented is not None else text
    return None


def _dedent_argument(b: Builder, value: cst.BaseExpression | None) -> cst.BaseExpression | None:
    """The one argument of `textwrap.dedent(...)` (or `dedent(...)` imported from it); else None."""
    if not (isinstance(value, cst.Call) and len(value.args) == 1 and not value.args[0].keyword):
        return None
    func = value.func
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.attr.value == "dedent":
        symbol = b.symbol(func.value.value)
        is_dedent = (
            symbol is not None and isinstance(symbol.type, ModuleType) and symbol.type.name == "textwrap"
        )
    elif isinstance(func, cst.Name):
        symbol = b.symbol(func.value)
        is_dedent = symbol is not None and symbol.special == "lib:textwrap:dedent"
    else:
        is_dedent = False
    return value.args[0].value if is_dedent and not value.args[0].star else None


def _format(site: CallSite) -> TExpr:
    """`"...".format(args)` of a literal template: the fields parsed now, each formatted as in an
    f-string; the arguments evaluated once each, in order (or they are names and literals). With
    `**values`, a named field no keyword gives is `values[name]` of the dict Python copies it into
    (a missing one is KeyError, also of a defaultdict)."""
    spread = site.keywords.pop("**", None)
    if spread is not None and site.keywords:
        return site.refuse("format() takes its keyword values from keywords or from one **dict, not both")
    return _fill(site, spread, copied=True)


def _format_map(site: CallSite) -> TExpr:
    """`"...".format_map(values)`: `format(**values)` reading the dict itself, as `values[name]` does
    (a defaultdict's factory value stored, a Counter's 0)."""
    template = site.recv.value if isinstance(site.recv, js.Str) else ""
    with suppress(ValueError):  # (a malformed template: said where it is read)
        if any(
            name is not None and (name == "" or name.isdigit())
            for _, name, _, _ in string.Formatter().parse(template)
        ):
            return site.refuse(
                "format_map() of a template with positional fields: Python raises ValueError (Format string contains positional fields)"
            )
    return _fill(site, site.args.pop(), copied=False)


def _mapping_problem(values: TExpr) -> str | None:
    """Why a dict cannot give a template's named fields here, if it cannot: it must be a dict of str
    keys held in a name, whose values nothing can change while the fields are made into text."""
    t = widen(values.type)
    if not (isinstance(t, DictType) and is_str(t.key) and not t.is_map):
        return f'the named fields from "{values.type.display()}": a dict with str keys is needed'
    options = t.value.options if isinstance(t.value, UnionType) else (t.value,)
    if not all(printing.text_runs_no_code(o) for o in options):
        return (
            f'the named fields from a dict of "{t.value.display()}": making one into text may run '
            "code that changes the dict; pass the values as keywords"
        )
    if not is_simple(values.js):
        return "the named fields are read from the dict one by one: hold it in a name"
    return None


def _format_at_run_time(site: CallSite, template: js.Expr, mapping: TExpr | None) -> TExpr:
    """`template.format(a, k=v)` of a template known only when it runs (a field of a dataclass, a
    dict's value): `$formatAtRunTime` reads it as CPython does, each value given with its str() and
    repr() by its static type; fields with a format spec stop the worker there. `mapping`: the dict
    of `format_map(d)` or `format(**d)`, a plain dict of str keys (its missing key a KeyError)."""
    given = [*site.args, *site.keywords.values(), *([mapping] if mapping is not None else [])]
    t = widen(mapping.type) if mapping is not None else None
    if isinstance(t, DictType) and t.kind != "dict":
        return site.refuse(
            f'format_map() of "{t.display()}" and a template known only at run time: pass dict(...) of it'
        )
    if any(isinstance(a.js, js.Spread) for a in given):
        return site.refuse("format() of a template known only at run time takes its arguments one by one")
    for value in given:
        if not printing.text_runs_no_code(value.type):
            return site.refuse(
                f'format() of a template known only at run time, given a "{value.type.display()}": its values '
                "are str, numbers, bools, None, JSON values or containers of them here (pass str(...) of it)"
            )

    def text_of(value: TExpr) -> list[js.Expr]:
        held = js.Name(site.b.fresh("$v"))
        shown = TExpr(held, value.type)
        as_str = printing.to_str(site.b, site.node, shown)
        as_repr = printing.to_repr(site.b, site.node, shown)
        return [value.js, js.Arrow([js.Param(held)], as_str), js.Arrow([js.Param(held)], as_repr)]

    args = js.Array([js.Array(text_of(a)) for a in site.args])
    keywords = js.Array([js.Array([js.Str(k), *text_of(v)]) for k, v in site.keywords.items()])
    if mapping is None or not isinstance(t, DictType):
        return TExpr(site.b.call_helper("$formatAtRunTime", template, args, keywords), STR)
    shown = js.Array(text_of(TExpr(js.Null(), t.value))[1:])
    func = site.node.func
    positional = js.Null() if isinstance(func, cst.Attribute) and func.attr.value == "format_map" else args
    return TExpr(
        site.b.call_helper("$formatAtRunTime", template, positional, keywords, mapping.js, shown), STR
    )


def _fill(site: CallSite, values: TExpr | None, *, copied: bool) -> TExpr:
    """A literal template's fields, each formatted as in an f-string, from the arguments and keywords
    or (`values`) a dict: a copy of it (`copied`, as `**values` is), or the dict itself."""
    others = [site.recv, *(a.js for a in [*site.args, *site.keywords.values()])]
    if values is not None and not is_simple(values.js) and all(is_simple(o) for o in others):
        # `TEMPLATE.format_map(context())`: the dict made first (as Python, where nothing before it
        # acts), then read field by field under a name
        holder = js.Name(site.b.fresh("$values"))
        filled = _fill(site, TExpr(holder, values.type), copied=copied)
        at_once = called_at_once([(holder, values.js)], filled.js)
        if at_once is not None:
            return TExpr(at_once, filled.type)
    if values is not None and (problem := _mapping_problem(values)):
        return site.refuse(problem)
    template = site.recv
    receiver = site.node.func.value if isinstance(site.node.func, cst.Attribute) else None
    if isinstance(receiver, cst.Name):  # `TEMPLATE.format(...)` of a module constant: its text
        text = _constant_text(site.b, receiver.value)
        template = js.Str(text) if text is not None else template
    if not isinstance(template, js.Str):
        return _format_at_run_time(site, template, values)
    # `"{} {}".format(xs, xs.pop())`: Python evaluates every argument before it formats any; used
    # out of order, twice or not at all, each is held once (`"{0}-{1}-{0}".format(name(), n)`)
    given_values = [*site.args, *site.keywords.values()]
    reordered = _field_order(template.value) != [*range(len(site.args)), *site.keywords]
    held, call = printing.held_for_text(
        site.b, given_values, always=reordered and not all(is_simple(a.js) for a in given_values)
    )
    args, keywords = held[: len(site.args)], dict(zip(site.keywords, held[len(site.args) :]))
    try:
        fields = list(string.Formatter().parse(template.value))
    except ValueError as err:
        return site.refuse(f"this format string is malformed: {err}")
    uses: list[int | str] = []
    auto: bool | None = None
    key: int | str
    quasis: list[str] = [""]
    exprs: list[js.Expr] = []
    for literal, name, spec, conversion in fields:
        quasis[-1] += literal
        if name is None:
            continue
        if "{" in (spec or ""):
            return site.refuse("a nested field in a format() spec is not supported: use an f-string")
        if name == "":
            if auto is False:
                return site.refuse("cannot switch from manual field numbering to automatic")
            auto, key = True, sum(1 for u in uses if isinstance(u, int))
        elif name.isdigit():
            if auto is True:
                return site.refuse("cannot switch from automatic field numbering to manual")
            auto, key = False, int(name)
        elif name.isidentifier():
            key = name
        else:
            return site.refuse(f'the field "{{{name}}}": only positions and keyword names are supported')
        if isinstance(key, int) and key >= len(args):
            return site.refuse(f"Replacement index {key} out of range for positional args tuple")
        if isinstance(key, str) and key not in keywords and values is None:
            return site.refuse(f'no keyword argument "{key}" for the field "{{{key}}}"')
        uses.append(key)
        if isinstance(key, str) and values is not None:
            value = _named_value(site, values, key, copied=copied)
        else:
            value = args[key] if isinstance(key, int) else keywords[key]
        if conversion == "r":
            value = TExpr(printing.to_repr(site.b, site.node, value), STR)
        elif conversion == "s":
            value = TExpr(printing.to_str(site.b, site.node, value), STR)
        elif conversion is not None:
            return site.refuse(f"the !{conversion} conversion is not supported (!r and !s are)")
        exprs.append(printing.format_field(site.b, site.node, value, spec or ""))
        quasis.append("")
    made: js.Expr = js.Template(quasis, exprs) if exprs else js.Str(quasis[0])
    return TExpr(call(made) if call is not None else made, STR)


def _field_order(template: str) -> list[int | str] | None:
    """The arguments a format string's fields use, in order (None where it is malformed)."""
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError:
        return None
    uses: list[int | str] = []
    for _, name, _, _ in fields:
        if name is not None:
            auto = sum(1 for u in uses if isinstance(u, int))
            uses.append(auto if name == "" else int(name) if name.isdigit() else name)
    return uses


def _translate(site: CallSite) -> TExpr:
    """s.translate(table) of a dict of int keys (a Map) whose values are code points, strs or None:
    `$translate` (CPython's ValueError for a code point out of range). A defaultdict's or Counter's
    missing key would be read through its default, which the helper does not: refused."""
    table = site.args[0]
    t = widen(table.type)
    options = t.value.options if isinstance(t, DictType) and isinstance(t.value, UnionType) else None
    values = options or ((t.value,) if isinstance(t, DictType) else ())
    if not (
        isinstance(t, DictType)
        and t.kind in ("dict", "ordered")
        and widen(t.key) == INT
        and all(widen(v) in (INT, STR, NONE) for v in values)
    ):
        return site.refuse(
            f'translate() of "{table.type.display()}": a dict of int keys (code points) to ints, strs or None '
            "is needed (str.maketrans() makes one)"
        )
    return TExpr(site.b.call_helper("$translate", site.recv, table.js), STR)


def _named_value(site: CallSite, values: TExpr, key: str, *, copied: bool) -> TExpr:
    t = widen(values.type)
    assert isinstance(t, DictType)
    # (`**values` copies it into a plain dict: a missing key is KeyError whatever the dict's kind)
    read = DictType(t.key, t.value) if copied else t
    return maps.str_key_read(site.b, read, values.js, TExpr(js.Str(key), STR))


#: CPython's TypeError where a str method is given a JSON value that is no str (a list, a number):
#: per argument, its message (the value's type name follows a trailing "not ") and whether None is
#: taken too (`split(None)`: whitespace).
STR_ARGUMENTS: dict[str, tuple[tuple[str, bool], ...]] = {
    "startswith": (("startswith first arg must be str or a tuple of str, not ", False),),
    "endswith": (("endswith first arg must be str or a tuple of str, not ", False),),
    **{name: (("must be str, not ", False),) for name in ("find", "rfind", "index", "rindex", "count")},
    **{name: (("must be str, not ", False),) for name in ("partition", "rpartition")},
    "replace": (
        ("replace() argument 1 must be str, not ", False),
        ("replace() argument 2 must be str, not ", False),
    ),
    **{name: (("must be str or None, not ", True),) for name in ("split", "rsplit")},
    **{name: ((f"{name} arg must be None or str", True),) for name in ("strip", "lstrip", "rstrip")},
    **{name: ((f"{name}() argument must be str, not ", False),) for name in ("removeprefix", "removesuffix")},
}

STR_METHODS: dict[str, Rule] = {
    "replace": arity(2, 3, _replace),
    "find": arity(1, 3, _bounded(_find(False), "find", INT)),
    "rfind": arity(1, 3, _bounded(_find(True), "rfind", INT)),
    "index": arity(1, 3, _bounded(helper_method("$strIndex", INT), "index", INT)),
    "rindex": arity(1, 3, _bounded(_find_or_raise, "rindex", INT)),
    "count": arity(1, 3, _bounded(helper_method("$strCount", INT), "count", INT)),
    "split": arity(0, 2, _split, ("sep", "maxsplit")),
    "rsplit": arity(0, 2, _rsplit, ("sep", "maxsplit")),
    "strip": arity(0, 1, _strip("both")),
    "lstrip": arity(0, 1, _strip("start")),
    "rstrip": arity(0, 1, _strip("end")),
    "startswith": arity(1, 3, _bounded(_affix("startsWith"), "startswith", BOOL)),
    "endswith": arity(1, 3, _bounded(_affix("endsWith"), "endswith", BOOL)),
    "lower": arity(0, 0, method("toLowerCase", STR)),
    "upper": arity(0, 0, method("toUpperCase", STR)),
    "casefold": arity(0, 0, helper_method("$casefold", STR)),
    "swapcase": arity(0, 0, helper_method("$swapcase", STR)),
    "join": arity(1, 1, _join),
    "ljust": arity(1, 2, _pad("left")),
    "rjust": arity(1, 2, _pad("right")),
    "center": arity(1, 2, _pad("center")),
    "zfill": arity(1, 1, helper_method("$zfill", STR)),
    "isdigit": arity(0, 0, _str_in("$U_DIGIT")),
    "isdecimal": arity(0, 0, _str_in("$U_DECIMAL")),
    "isnumeric": arity(0, 0, _str_in("$U_NUMERIC")),
    "isprintable": arity(0, 0, _str_in("$U_PRINTABLE", empty=True)),
    "isascii": arity(0, 0, _str_in("\\x00-\\x7f", empty=True)),
    "istitle": arity(0, 0, helper_method("$istitle", BOOL)),
    "isalpha": arity(0, 0, _str_test("alpha")),
    "isalnum": arity(0, 0, _str_test("alnum")),
    "isspace": arity(0, 0, _str_test("space")),
    "isidentifier": arity(0, 0, _str_test("identifier")),
    "isupper": arity(
        0, 0, lambda site: TExpr(site.b.call_helper("$strCase", site.recv, js.Str("upper")), BOOL)
    ),
    "islower": arity(
        0, 0, lambda site: TExpr(site.b.call_helper("$strCase", site.recv, js.Str("lower")), BOOL)
    ),
    "splitlines": arity(0, 1, _splitlines, ("keepends",)),
    "partition": arity(1, 1, _partition(False)),
    "rpartition": arity(1, 1, _partition(True)),
    "removeprefix": arity(1, 1, _remove_affix("startsWith", "prefix")),
    "removesuffix": arity(1, 1, _remove_affix("endsWith", "suffix")),
    "format": arity(0, 99, _format, None),
    "format_map": arity(1, 1, _format_map),
    "translate": arity(1, 1, _translate),
    "expandtabs": arity(
        0,
        1,
        lambda site: TExpr(
            site.b.call_helper(
                "$expandtabs",
                site.recv,
                (site.args[0] if site.args else site.keywords.get("tabsize", TExpr(js.Num("8"), INT))).js,
            ),
            STR,
        ),
        ("tabsize",),
    ),
    "encode": ENCODE,
    "title": arity(0, 0, lambda site: TExpr(site.b.call_helper("$title", site.recv, js.Bool(False)), STR)),
    "capitalize": arity(
        0, 0, lambda site: TExpr(site.b.call_helper("$title", site.recv, js.Bool(True)), STR)
    ),
}
