"""`csv.reader` and `csv.DictReader` of str lines: CPython 3.11's `_csv` reader (its state machine,
step for step, with the "excel" dialect's defaults) ported to `$csvReader`, and `Lib/csv.py`'s
DictReader to `$csvDictReader` (see their comments in helpers.js); the rest of `csv` is refused.

Options are literals, as they are read once, when the reader is made: `delimiter=` and `quotechar=`
one-character strs, `skipinitialspace=` True or False. A DictReader's rows are `dict[str, str]`
(`dict[str, str | list[str]]` with `restkey=`): a row shorter than the field names without `restval=`
(its missing fields would be None), or longer without `restkey=` (its extra fields would be under the
key None), stops the worker there.

`io.StringIO(text)`, the lines a reader of a str is given, is an iterator of them here, each ending
after its "\n" as StringIO's default `newline="\n"` reads them (a for loop takes it too); writing to
one, and its other methods, are refused."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower.library.csv_writing import QUOTING, STRING_IO_WRITTEN, WRITER_FUNCTIONS
from generator.transpile.lower.library.iter_tools import item_of, iterated_keys
from generator.transpile.lower.library.rules import CallSite, Rule
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    ERROR,
    INT,
    STR,
    DictType,
    ErrorType,
    IteratorType,
    ListType,
    TupleType,
    Type,
    is_str,
    union,
    widen,
)

SUPPORTED = (
    "of csv, csv.reader(lines) and csv.DictReader(lines) are supported, with the options delimiter= and "
    "quotechar= (one-character str literals) and skipinitialspace= (True or False) of the excel dialect"
)

_READER_OPTIONS = ("delimiter", "quotechar", "skipinitialspace")
_DICT_OPTIONS = ("fieldnames", "restkey", "restval")


def _lines(site: CallSite, name: str) -> js.Expr | None:
    """The lines, as the reader takes them: their iterator, taken when the call is made."""
    lines = site.args[0]
    t = widen(lines.type)
    item = item_of(t)
    if item is None or not is_str(widen(item)):  # (a dict: its keys)
        site.refuse(
            f'csv.{name}() takes a list, tuple or iterator of str lines here, not "{lines.type.display()}"'
        )
        return None
    return iterated_keys(lines, site.b)


def _char(site: CallSite, name: str, key: str, default: str) -> js.Expr | None:
    value = site.keywords.get(key)
    if value is None:
        return js.Str(default)
    if isinstance(value.js, js.Str) and len(value.js.value) == 1:
        return value.js
    site.refuse(f"csv.{name}()'s {key}= takes a one-character str literal here")
    return None


def _options(site: CallSite, name: str) -> js.Object | None:
    """The dialect's options: each a literal, checked here as CPython checks them when the reader is made."""
    delimiter = _char(site, name, "delimiter", ",")
    quotechar = _char(site, name, "quotechar", '"') if delimiter is not None else None
    if delimiter is None or quotechar is None:
        return None
    skip = site.keywords.get("skipinitialspace")
    if skip is not None and not isinstance(skip.js, js.Bool):
        site.refuse(f"csv.{name}()'s skipinitialspace= takes True or False here")
        return None
    props = [
        js.Prop("delimiter", delimiter),
        js.Prop("quotechar", quotechar),
        js.Prop("skipinitialspace", skip.js if skip is not None else js.Bool(False)),
    ]
    return js.Object(list(props))


def _checked(site: CallSite, name: str, allowed: tuple[str, ...]) -> TExpr | None:
    """A refusal when the call is not one this supports (None when it is)."""
    lowered = [*site.args, *site.keywords.values()]
    if any(isinstance(a.type, ErrorType) for a in lowered):
        return TExpr(js.Name("undefined"), ERROR)  # an argument already failed: no follow-up error
    if len(site.args) != 1:
        return site.refuse(
            f"csv.{name}() takes the lines and keyword options here (a dialect is not supported): {SUPPORTED}"
        )
    unknown = [k for k in site.keywords if k not in allowed]
    if unknown:
        return site.refuse(f'csv.{name}()\'s option "{unknown[0]}" is not supported: {SUPPORTED}')
    return None


def _string_io(site: CallSite) -> TExpr:
    """`io.StringIO(text)`: its lines (`$stringLines`), as iterating it gives them; `io.StringIO()`:
    a text to write to (see csv_writing.py)."""
    if not site.args and not site.keywords:
        return STRING_IO_WRITTEN(site)
    if len(site.args) != 1 or site.keywords or not is_str(widen(site.args[0].type)):
        return site.refuse(
            "io.StringIO is supported as the lines of a str (io.StringIO(text), read by csv.reader or a for "
            "loop) and as a text written to (io.StringIO(), write() and getvalue(), csv.writer of it)"
        )
    return TExpr(site.b.call_helper("$stringLines", site.args[0].js), IteratorType(STR))


def _reader(site: CallSite) -> TExpr:
    """csv.reader(lines, **options): an iterator of the rows, each a list of str."""
    refused = _checked(site, "reader", _READER_OPTIONS)
    if refused is not None:
        return refused
    lines = _lines(site, "reader")
    options = _options(site, "reader") if lines is not None else None
    if lines is None or options is None:
        return TExpr(js.Name("undefined"), ERROR)
    return TExpr(site.b.call_helper("$csvReader", lines, options), IteratorType(ListType(STR)))


def _str_or_none(site: CallSite, key: str) -> js.Expr | None:
    """restkey= or restval=: a str literal, or None (its default)."""
    value = site.keywords.get(key)
    if value is None or isinstance(value.js, js.Null):
        return js.Null()
    if isinstance(value.js, js.Str):
        return value.js
    site.refuse(f"csv.DictReader()'s {key}= takes a str literal here")
    return None


def _fieldnames(site: CallSite) -> js.Expr | None:
    """fieldnames=: a list or tuple of str, kept as it is (as CPython keeps it), or None: the first row.
    (An iterator is refused: CPython 3.11's DictReader takes its len(), a TypeError.)"""
    names = site.keywords.get("fieldnames")
    if names is None or isinstance(names.js, js.Null):
        return js.Null()
    t = widen(names.type)
    item = item_of(t)
    if isinstance(t, (ListType, TupleType)) and item is not None and is_str(widen(item)):
        return names.js
    site.refuse(
        f'csv.DictReader()\'s fieldnames= takes a list or tuple of str here, not "{names.type.display()}"'
    )
    return None


def _dict_reader(site: CallSite) -> TExpr:
    """csv.DictReader(lines, fieldnames=None, restkey=None, restval=None, **options): an iterator of
    dicts of str keys, blank rows skipped."""
    refused = _checked(site, "DictReader", (*_DICT_OPTIONS, *_READER_OPTIONS))
    if refused is not None:
        return refused
    lines = _lines(site, "DictReader")
    names = _fieldnames(site) if lines is not None else None
    restkey = _str_or_none(site, "restkey") if names is not None else None
    restval = _str_or_none(site, "restval") if restkey is not None else None
    options = _options(site, "DictReader") if restval is not None else None
    if lines is None or names is None or restkey is None or restval is None or options is None:
        return TExpr(js.Name("undefined"), ERROR)
    value: Type = STR if isinstance(restkey, js.Null) else union(STR, ListType(STR))
    call = site.b.call_helper("$csvDictReader", lines, options, names, restkey, restval)
    return TExpr(call, IteratorType(DictType(STR, value)))


def _refused(name: str) -> Rule:
    def rule(site: CallSite) -> TExpr:
        return site.refuse(f"csv.{name} is not supported: {SUPPORTED}")

    return rule


CSV_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("io", "StringIO"): _string_io,
    ("csv", "reader"): _reader,
    ("csv", "DictReader"): _dict_reader,
    **WRITER_FUNCTIONS,
    **{
        ("csv", name): _refused(name)
        for name in (
            "Sniffer",
            "register_dialect",
            "unregister_dialect",
            "get_dialect",
            "list_dialects",
            "field_size_limit",
        )
    },
}

CSV_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    ("csv", "Error"): (js.Name("$CsvError"), ANY),  # a runtime helper
    **{("csv", name): (js.Num(str(number)), INT) for name, number in QUOTING.items()},
}
