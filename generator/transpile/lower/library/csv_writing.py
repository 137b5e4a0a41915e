"""`csv.writer` and `csv.DictWriter` into an `io.StringIO()`, the way a worker makes a CSV download:
CPython 3.11's `_csv` writer (Modules/_csv.c, join_append_data) with the excel dialect's doublequote
and no escapechar, in `$CsvWriter` and `$CsvDictWriter`; `io.StringIO()` written to is `$StringIO`
(`write` gives the code points written, `getvalue()` the text).

A field's text is Python's for its static type (None is "", a float its repr, a bool `True`), made by
the lowering: JavaScript cannot tell `2.0` from `2` when the writer runs. Options are literals, read
once when the writer is made: `delimiter=` and `quotechar=` one-character strs, `lineterminator=` a
str, `quoting=` csv.QUOTE_MINIMAL or csv.QUOTE_ALL; DictWriter's `restval=` a str literal or None and
`extrasaction=` "raise" or "ignore". Other file objects, dialects and quoting modes are refused."""

from __future__ import annotations

from collections.abc import Callable

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.library.iter_tools import item_of
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.library_types import CSV_DICT_WRITER, CSV_WRITER, STRING_IO
from generator.transpile.resolve.types import (
    ERROR,
    INT,
    NONE,
    DictType,
    InstanceType,
    IteratorType,
    ListType,
    TupleType,
    Type,
    UnionType,
    is_dynamic,
    is_str,
    union,
    widen,
)

#: csv's quoting constants: the ones supported here are literals the writer is made with.
QUOTING = {"QUOTE_MINIMAL": 0, "QUOTE_ALL": 1, "QUOTE_NONNUMERIC": 2, "QUOTE_NONE": 3}

_WRITER_OPTIONS = ("delimiter", "quotechar", "lineterminator", "quoting")


def _quoting(site: CallSite, name: str) -> bool | None:
    """Whether every field is quoted (QUOTE_ALL), from the `quoting=` literal."""
    node = next((a.value for a in site.node.args if a.keyword and a.keyword.value == "quoting"), None)
    if node is None:
        return False
    attr = (
        node.attr.value
        if isinstance(node, cst.Attribute)
        else node.value
        if isinstance(node, cst.Name)
        else ""
    )
    if attr in ("QUOTE_MINIMAL", "QUOTE_ALL"):
        return attr == "QUOTE_ALL"
    site.refuse(f"csv.{name}()'s quoting= takes csv.QUOTE_MINIMAL or csv.QUOTE_ALL here")
    return None


def _char(site: CallSite, name: str, key: str, default: str, *, one: bool = True) -> js.Expr | None:
    value = site.keywords.get(key)
    if value is None:
        return js.Str(default)
    if isinstance(value.js, js.Str) and (len(value.js.value) == 1 or not one):
        return value.js
    site.refuse(f"csv.{name}()'s {key}= takes a {'one-character ' if one else ''}str literal here")
    return None


def _writer_of(site: CallSite, name: str) -> js.Expr | None:
    """The `$CsvWriter` over the StringIO given first, with the literal options."""
    out = site.args[0]
    if not (isinstance(out.type, InstanceType) and out.type.cls is STRING_IO):
        site.refuse(f'csv.{name}() writes to an io.StringIO() here, not "{out.type.display()}"')
        return None
    delimiter = _char(site, name, "delimiter", ",")
    quotechar = _char(site, name, "quotechar", '"') if delimiter is not None else None
    terminator = _char(site, name, "lineterminator", "\r\n", one=False) if quotechar is not None else None
    quote_all = _quoting(site, name) if terminator is not None else None
    if delimiter is None or quotechar is None or terminator is None or quote_all is None:
        return None
    options = js.Object(
        [
            js.Prop("delimiter", delimiter),
            js.Prop("quotechar", quotechar),
            js.Prop("lineterminator", terminator),
            js.Prop("quoteAll", js.Bool(quote_all)),
        ]
    )
    return js.New(site.b.helper("$CsvWriter"), [out.js, options])


def _writer(site: CallSite) -> TExpr:
    made = _writer_of(site, "writer")
    return TExpr(made, InstanceType(CSV_WRITER)) if made is not None else TExpr(js.Name("undefined"), ERROR)


def _dict_writer(site: CallSite) -> TExpr:
    """csv.DictWriter(out, fieldnames, restval="", extrasaction="raise", **options)."""
    names = site.args[1] if len(site.args) > 1 else site.keywords.get("fieldnames")
    item = item_of(widen(names.type)) if names is not None else None
    if (
        names is None
        or not isinstance(widen(names.type), (ListType, TupleType))
        or item is None
        or not is_str(widen(item))
    ):
        return site.refuse("csv.DictWriter() takes its fieldnames as a list or tuple of str here")
    restval = site.keywords.get("restval")
    if restval is not None and not isinstance(restval.js, (js.Str, js.Null)):
        return site.refuse("csv.DictWriter()'s restval= takes a str literal or None here")
    action = site.keywords.get("extrasaction")
    if action is not None and not (isinstance(action.js, js.Str) and action.js.value in ("raise", "ignore")):
        return site.refuse('csv.DictWriter()\'s extrasaction= takes "raise" or "ignore"')
    writer = _writer_of(site, "DictWriter")
    if writer is None:
        return TExpr(js.Name("undefined"), ERROR)
    rest = restval.js.value if restval is not None and isinstance(restval.js, js.Str) else ""
    raises = action is None or (isinstance(action.js, js.Str) and action.js.value == "raise")
    made = js.New(site.b.helper("$CsvDictWriter"), [writer, names.js, js.Str(rest), js.Bool(raises)])
    return TExpr(made, InstanceType(CSV_DICT_WRITER))


def _field_text(site: CallSite, t: Type, value: js.Expr) -> js.Expr:
    """Python's text of one field as the writer makes it: None is "", the rest str() of it."""
    wide = widen(t)
    options = wide.options if isinstance(wide, UnionType) else (wide,)
    present = [o for o in options if o != NONE]
    if is_dynamic(t):
        return js.Conditional(
            js.Binary("===", value, js.Null()), js.Str(""), site.b.call_helper("$str", value)
        )
    shown = printing.to_str(site.b, site.node, TExpr(value, union(*present))) if present else js.Str("")
    if len(present) == len(options):
        return shown
    return js.Conditional(js.Binary("===", value, js.Null()), js.Str(""), shown)


def _literal_items(site: CallSite, node: cst.BaseExpression) -> list[Type] | None:
    """The types of a list literal's items each (`[name, count, ratio]`, which mypy joins into one
    type, where each field's text is its own type's): as the row argument was lowered."""
    if not isinstance(node, cst.List) or not all(isinstance(e, cst.Element) for e in node.elements):
        return None
    items = [site.b.lowered_type(e.value) for e in node.elements]
    return [t for t in items if t is not None] if None not in items else None


def _converter(site: CallSite, row: Type, node: cst.BaseExpression | None = None) -> js.Arrow | None:
    """`($v, $i) => text`: each field's text by its type (a tuple's or a list literal's by its position)."""
    value, index = js.Name(site.b.fresh("$field")), js.Name(site.b.fresh("$at"))
    t = widen(row)
    items = (
        list(t.items)
        if isinstance(t, TupleType)
        else _literal_items(site, node)
        if node is not None
        else None
    )
    if items and len(set(items)) > 1:
        made: js.Expr = _field_text(site, items[-1], value)
        for at in range(len(items) - 2, -1, -1):
            test = js.Binary("===", index, js.Num(str(at)))
            made = js.Conditional(test, _field_text(site, items[at], value), made)
        return js.Arrow([js.Param(value), js.Param(index)], made)
    item = t if is_str(t) else item_of(t) if isinstance(t, (ListType, TupleType, IteratorType)) else None
    if item is None:
        site.refuse(f'a csv row is a list, tuple, iterator or str of its fields here, not "{row.display()}"')
        return None
    return js.Arrow([js.Param(value)], _field_text(site, item, value))


#: How a writer makes a row's fields into text: `($v, $i) => text` (None after reporting the row).
RowText = Callable[[CallSite, Type, cst.BaseExpression | None], js.Arrow | None]


def _writerow(row_text: RowText) -> Rule:
    """`w.writerow(row)`: the row and its fields' text, given to the runtime writer."""

    def rule(site: CallSite) -> TExpr:
        text = row_text(site, site.args[0].type, site.node.args[0].value)
        if text is None:
            return TExpr(js.Name("undefined"), ERROR)
        return TExpr(js.Call(js.Member(site.recv, "writerow"), [site.args[0].js, text]), INT)

    return rule


def _writerows(row_text: RowText, rows_are: str) -> Rule:
    """`w.writerows(rows)`: each row's fields made into text alike (the rows' item type)."""

    def rule(site: CallSite) -> TExpr:
        rows = widen(site.args[0].type)
        row = item_of(rows) if isinstance(rows, (ListType, TupleType, IteratorType)) else None
        text = row_text(site, row, None) if row is not None else None
        if text is None:
            if row is None:
                site.refuse(
                    f'writerows() takes a list, tuple or iterator of {rows_are} here, not "{rows.display()}"'
                )
            return TExpr(js.Name("undefined"), ERROR)
        return TExpr(js.Call(js.Member(site.recv, "writerows"), [site.args[0].js, text]), NONE)

    return rule


def _dict_row(site: CallSite, row: Type, _: cst.BaseExpression | None = None) -> js.Arrow | None:
    t = widen(row)
    if is_dynamic(t):  # a JSON value: the writer raises Python's AttributeError unless it is a dict
        return _converter(site, ListType(t))
    if not (isinstance(t, DictType) and is_str(widen(t.key)) and not t.is_map):
        site.refuse(f'a DictWriter row is a dict of str keys here, not "{row.display()}"')
        return None
    value = js.Name(site.b.fresh("$field"))
    return js.Arrow([js.Param(value)], _field_text(site, t.value, value))


def _string_io(site: CallSite) -> TExpr:
    """`io.StringIO()`: a text written to (`$StringIO`)."""
    return TExpr(js.New(site.b.helper("$StringIO"), []), InstanceType(STRING_IO))


WRITER_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("csv", "writer"): arity(1, 1, _writer, _WRITER_OPTIONS),
    ("csv", "DictWriter"): arity(
        1, 2, _dict_writer, ("fieldnames", "restval", "extrasaction", *_WRITER_OPTIONS)
    ),
}

STRING_IO_WRITTEN = arity(0, 0, _string_io)

CLASS_RULES: dict[str, dict[str, Rule]] = {
    "_writer": {
        "writerow": arity(1, 1, _writerow(_converter)),
        "writerows": arity(1, 1, _writerows(_converter, "rows")),
    },
    "DictWriter": {
        "writerow": arity(1, 1, _writerow(_dict_row)),
        "writerows": arity(1, 1, _writerows(_dict_row, "dicts")),
    },
}
