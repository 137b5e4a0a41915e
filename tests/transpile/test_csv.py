"""csv.reader and csv.DictReader through the real transpiler against CPython 3.11's `_csv`: random CSV
texts (fields with delimiters, quotes, doubled quotes, quotes in the middle of unquoted fields,
unterminated quotes, \\r\\n, \\n and \\r line ends inside and outside quoted fields, leading and
trailing spaces, empty fields, blank lines, NULs, non-ASCII and non-BMP characters) read as lists,
tuples, generators and whole texts, with each option combination (written as literals, as they must
be), every row and every csv.Error (class and message) compared with CPython's; the refusals of what
is not supported."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from generator.diagnostics import CompileError
from generator.transpile.build import transpile_source
from tests.transpile.test_semantics import TAIL, run_both, runner  # noqa: F401  (the fixture)

#: Each combination of options, as written in the call.
_OPTIONS = [
    "",
    ', delimiter=";"',
    ', delimiter="\\t", quotechar="\'"',
    ", skipinitialspace=True",
    ', delimiter=" ", skipinitialspace=True',
    ', quotechar="|", skipinitialspace=False',
    ', delimiter="|", quotechar="|"',
    ', delimiter="\\n"',
    ', delimiter="😀", quotechar="é", skipinitialspace=True',
]

_HEAD = '''
import csv
from typing import Iterator

TEXTS: list[str] = {texts!r}


def gen(lines: list[str]) -> Iterator[str]:
    for line in lines:
        yield line


def inputs(text: str) -> list[list[str]]:
    """The lines as a worker may have them (each form read by its own reader below)."""
    return [text.splitlines(), text.splitlines(keepends=True), text.split("\\n"), [text]]


def drain(rows: Iterator[list[str]]) -> list[object]:
    """Every row and error, by next(): after a csv.Error the reader goes on at the next line."""
    got: list[object] = []
    for _ in range(200):
        try:
            got.append(next(rows))
        except StopIteration:
            got.append("end")
            return got
        except csv.Error as e:
            got.append(type(e).__name__ + ": " + str(e))
    return got
'''

_READER_CASE = """

def case_reader_{n}() -> list[object]:
    out: list[object] = []
    for text in TEXTS:
        for lines in inputs(text):
            out.append(drain(csv.reader(lines{options})))
        lines = text.splitlines(keepends=True)
        out.append(drain(csv.reader(gen(lines){options})))
        out.append(drain(csv.reader(tuple(lines){options})))
        try:
            out.append(list(csv.reader(text.split("\\n"){options})))
        except csv.Error as e:
            out.append("list: " + str(e))
    return out
"""

#: Pieces random texts are made of.
_PIECES = [
    "a",
    "bc",
    "x y",
    " ",
    "  ",
    ",",
    ",",
    ";",
    "\t",
    "|",
    '"',
    '"',
    '""',
    "'",
    "\r\n",
    "\n",
    "\n",
    "\r",
    '"q,r"',
    '"multi\nline"',
    '"a""b"',
    "é",
    "😀",
    "\0",
    "12",
    "\x0c",
    "\u2028",
]


def _field(r: random.Random) -> str:
    """A field as a CSV writer would write it (or a malformed one)."""
    body = "".join(
        r.choice(["a", "b", " ", ",", '"', "\n", "\r\n", "é", ";", "|", "'"]) for _ in range(r.randint(0, 5))
    )
    kind = r.random()
    if kind < 0.4:
        return '"' + body.replace('"', '""') + '"'
    if kind < 0.8:
        return "".join(c for c in body if c not in ',"\n\r')
    return body  # unescaped: quotes in the middle, line ends, commas


def _text(r: random.Random) -> str:
    if r.random() < 0.5:
        return "".join(r.choice(_PIECES) for _ in range(r.randint(0, 16)))
    ends = ["\n", "\r\n", "\r", "\n\n"]
    rows = [
        r.choice([",", ";", ", "]).join(_field(r) for _ in range(r.randint(1, 4)))
        for _ in range(r.randint(0, 5))
    ]
    end = r.choice(ends)
    text = end.join(rows)
    return text + end if r.random() < 0.5 else text


def _texts(seed: int, count: int) -> list[str]:
    r = random.Random(seed)
    fixed = [
        "",
        "\n",
        "a,b\n\nc",
        '"a\nb",c',
        '"unterminated',
        'x"y",z',
        "a\rb",
        "\r\n\r\n",
        '"",""',
        " a, b ,c ",
    ]
    return fixed + [_text(r) for _ in range(count)]


def _compare(python: list[dict[str, Any]], js: list[dict[str, Any]]) -> None:
    assert len(python) == len(js)
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        assert py["printed"] == out["printed"]
        assert len(py["value"]) == len(out["value"]), py["name"]
        for i, (a, b) in enumerate(zip(py["value"], out["value"])):
            assert a == b, (py["name"], i, a, b)


def test_random_texts_and_options_as_in_cpython(runner: Any) -> None:  # noqa: F811
    texts = _texts(3110, 300)
    cases = "".join(_READER_CASE.format(n=n, options=options) for n, options in enumerate(_OPTIONS))
    python, js = run_both(runner, _HEAD.format(texts=texts) + cases)
    _compare(python, js)
    results = [row for p in python for each in p["value"] if isinstance(each, list) for row in each]
    errors = [r for r in results if isinstance(r, str) and r.startswith("Error: new-line character")]
    assert len(errors) > 100  # the error is reached, and reading goes on after it
    assert sum(isinstance(r, list) and any("\n" in f for f in r) for r in results) > 100  # multi-line fields
    assert sum(r == [] for r in results) > 100  # blank lines
    assert sum(isinstance(r, list) and len(r) > 3 for r in results) > 100


_EDGES = """
import csv
from typing import Iterator


def case_field_limit() -> list[object]:
    out: list[object] = []
    for size in (131072, 131073):
        try:
            rows = list(csv.reader(["x" * size, "y"]))
            out.append([len(rows), len(rows[0][0])])
        except csv.Error as e:
            out.append(str(e))
    return out


def case_reader_of_a_str_and_a_dict() -> list[object]:
    # (a str iterates its characters; a dict its keys)
    return [list(csv.reader("a,b")), list(csv.reader({"x,y": 1, '"z': 2}))]


def case_a_generator_read_as_rows_need_it() -> list[str]:
    seen: list[str] = []

    def lines() -> Iterator[str]:
        for line in ['a,"b', 'c",d', "e"]:
            seen.append("read " + line)
            yield line

    rows = csv.reader(lines())
    seen.append("made")
    for row in rows:
        seen.append("|".join(row))
        break
    seen.append("again " + "|".join(next(rows)))
    return seen


def case_error_caught_as_exception() -> list[str]:
    try:
        list(csv.reader(["a\\rb"]))
    except Exception as e:
        return [type(e).__name__, str(e), str(isinstance(e, csv.Error)), str(isinstance(e, ValueError))]
    return []
"""


def test_edges_as_in_cpython(runner: Any) -> None:  # noqa: F811
    python, js = run_both(runner, _EDGES)
    _compare(python, js)
    assert python[0]["value"] == [[2, 131072], "field larger than field limit (131072)"]


_DICTS = '''
import csv
from typing import Iterator

TEXTS: list[str] = {texts!r}


def drain(rows: Iterator[dict[str, str | list[str]]]) -> list[object]:
    """Every row (its items, in order) and error, by next()."""
    got: list[object] = []
    for _ in range(200):
        try:
            got.append(list(next(rows).items()))
        except StopIteration:
            return got
        except csv.Error as e:
            got.append(str(e))
    return got


def case_dicts() -> list[object]:
    out: list[object] = []
    for text in TEXTS:
        out.append(drain(csv.DictReader(text.splitlines(), restkey="rest", restval="-")))
        lines = text.splitlines(keepends=True)
        out.append(drain(csv.DictReader(lines, fieldnames=["a", "b", "a"], restkey="b", restval="")))
        named = ("k", "__proto__", "toString")
        lines = text.split("\\n")
        out.append(drain(csv.DictReader(iter(lines), fieldnames=named, restkey="rest", restval="?")))
    return out


def case_dict_rows_of_str() -> list[str]:
    out: list[str] = []
    for row in csv.DictReader(["name;qty", "", "apple; 3", "pear;10"], delimiter=";", skipinitialspace=True):
        out.append(row["name"].upper() + "=" + str(int(row["qty"]) * 2))
    return out


def case_header_error_then_rows() -> list[object]:
    rows = csv.DictReader(["a\\rb", "h1,h2", "1,2"])
    out: list[object] = []
    for _ in range(4):
        try:
            out.append(list(next(rows).items()))
        except csv.Error as e:
            out.append(str(e))
        except StopIteration:
            out.append("end")
    return out


def case_short_row_without_restval() -> list[str]:
    for row in csv.DictReader(["a,b", "1"]):
        return list(row)
    return []


def case_long_row_without_restkey() -> list[str]:
    for row in csv.DictReader(["a,b", "1,2,3"]):
        return list(row)
    return []
'''


def _dict_texts(seed: int) -> list[str]:
    """Texts whose header fields are not integer-like (a JS object orders those keys first)."""
    r = random.Random(seed)
    texts = ["", "\n\n", "h\n", "a,b\n1,2,3\n\n4\n", "\na,b\n", '"x\ny",z\n1,2\n"3\n4"']
    for _ in range(150):
        header = ",".join(r.choice(["id", "name", "x y", '"q,r"', "", "é"]) for _ in range(r.randint(1, 4)))
        body = (
            _text(r)
            if r.random() < 0.5
            else "\n".join(
                ",".join(_field(r) for _ in range(r.randint(0, 5))) for _ in range(r.randint(0, 5))
            )
        )
        texts.append(header + r.choice(["\n", "\r\n"]) + body)
    return texts


def test_dict_reader_as_in_cpython(runner: Any) -> None:  # noqa: F811
    python, js = run_both(runner, _DICTS.format(texts=_dict_texts(7)))
    *compared, short, long = zip(python, js)
    _compare([p for p, _ in compared], [j for _, j in compared])
    assert python[0]["value"][9] == [[["a", "1"], ["b", "2"], ["rest", ["3"]]], [["a", "4"], ["b", "-"]]]
    # where Python gives None (a key or a value), which these dicts of str cannot hold, the worker stops
    assert short[0]["value"] == ["a", "b"]
    assert short[1]["kind"] == "raise" and short[1]["message"].startswith(
        "csv.DictReader read a row of 1 fields, fewer than its 2 field names: Python gives the missing "
        'fields the value None (restval), which a dict of str values cannot hold here: pass restval="..."'
    )
    assert long[0]["value"] == ["a", "b", None]
    assert long[1]["kind"] == "raise" and long[1]["message"].startswith(
        "csv.DictReader read a row of 3 fields, more than its 2 field names"
    )


_SUPPORTED = (
    "of csv, csv.reader(lines) and csv.DictReader(lines) are supported, with the options delimiter= and "
    "quotechar= (one-character str literals) and skipinitialspace= (True or False) of the excel dialect"
)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("csv.writer(out)", 'csv.writer() writes to an io.StringIO() here, not "list[str]"'),
        ('csv.DictWriter(out, ["a"])', 'csv.DictWriter() writes to an io.StringIO() here, not "list[str]"'),
        ("csv.Sniffer()", f"csv.Sniffer is not supported: {_SUPPORTED}"),
        (
            "csv.reader(lines).line_num",
            "a csv reader's line_num is not supported here (its rows are an iterator): number the rows with "
            "enumerate(reader, 1), or split the text into lines first",
        ),
        (
            "csv.DictReader(lines).fieldnames",
            "a DictReader's fieldnames are not supported here (its rows are an iterator of dicts): read the header "
            "first (header = next(csv.reader(lines))) and pass fieldnames=header",
        ),
        ('csv.register_dialect("x")', f"csv.register_dialect is not supported: {_SUPPORTED}"),
        ("csv.reader(lines, strict=True)", f'csv.reader()\'s option "strict" is not supported: {_SUPPORTED}'),
        (
            'csv.reader(lines, escapechar="\\\\")',
            f'csv.reader()\'s option "escapechar" is not supported: {_SUPPORTED}',
        ),
        (
            'csv.reader(lines, "excel")',
            f"csv.reader() takes the lines and keyword options here (a dialect is not supported): {_SUPPORTED}",
        ),
        (
            "csv.reader(lines, delimiter=sep)",
            "csv.reader()'s delimiter= takes a one-character str literal here",
        ),
        (
            'csv.reader(lines, quotechar="ab")',
            "csv.reader()'s quotechar= takes a one-character str literal here",
        ),
        (
            "csv.reader(lines, skipinitialspace=flag)",
            "csv.reader()'s skipinitialspace= takes True or False here",
        ),
        (
            "csv.reader(numbers)",
            'csv.reader() takes a list, tuple or iterator of str lines here, not "list[int]"',
        ),
        (
            "csv.reader({1, 2})",
            'csv.reader() takes a list, tuple or iterator of str lines here, not "set[int]"',
        ),
        ("csv.DictReader(lines, restkey=sep)", "csv.DictReader()'s restkey= takes a str literal here"),
        ("csv.DictReader(lines, restval=1)", "csv.DictReader()'s restval= takes a str literal here"),
        (
            "csv.DictReader(lines, fieldnames=numbers)",
            'csv.DictReader()\'s fieldnames= takes a list or tuple of str here, not "list[int]"',
        ),
        (
            "csv.DictReader(lines, fieldnames=iter(lines))",
            'csv.DictReader()\'s fieldnames= takes a list or tuple of str here, not "Iterator[str]"',
        ),
        (
            "csv.DictReader(lines, dialect=csv.excel)",
            '"csv.excel" is not supported as a value (see the README for what the module offers)',
        ),
        (
            "csv.reader(lines, quoting=csv.QUOTE_NONNUMERIC)",
            f'csv.reader()\'s option "quoting" is not supported: {_SUPPORTED}',
        ),
    ],
)
def test_refusals(body: str, message: str) -> None:
    source = f"""
import csv


def f(lines: list[str], out: list[str], sep: str, flag: bool, numbers: list[int]) -> object:
    return {body}
"""
    with pytest.raises(CompileError) as caught:
        transpile_source(source + TAIL, "worker.py")
    shown = str(caught.value)
    assert re.search(rf"worker\.py:6:\d+: error: {re.escape(message)}$", shown, re.MULTILINE), shown
    assert shown.count("error:") == 1, shown


#: Each writer's options, as written in the call (literals, as they must be).
_WRITER_OPTIONS = [
    "",
    ', delimiter=";"',
    ', delimiter="\\t", quotechar="\'"',
    ", quoting=csv.QUOTE_ALL",
    ', lineterminator="\\n"',
    ', delimiter="|", quotechar="|", lineterminator="\\r"',
    ', delimiter="😀", quotechar="é", lineterminator="END"',
]

_WRITER_HEAD = """
import csv
import io

ROWS: list[list[str | int | None]] = {rows!r}
"""

_WRITER_CASE = """

def case_writer_{n}() -> list[object]:
    out = io.StringIO()
    w = csv.writer(out{options})
    sizes = [w.writerow(row) for row in ROWS]
    w.writerows(ROWS[:3])
    back = list(csv.reader(io.StringIO(out.getvalue()))) if {excel} else []
    return [out.getvalue(), sizes, back]
"""


def _cell(r: random.Random) -> str | int | None:
    kind = r.random()
    if kind < 0.1:
        return None
    if kind < 0.2:
        return r.randint(-5, 10**6)
    return "".join(
        r.choice(["a", "b", " ", ",", ";", "|", "\t", '"', "'", "\n", "\r", "é", "😀", "E", "N", "D", ""])
        for _ in range(r.randint(0, 6))
    )


def test_random_rows_written_as_in_cpython(runner: Any) -> None:  # noqa: F811
    """csv.writer into io.StringIO(): random fields (delimiters, quotes, line ends, the terminator's
    own characters, non-ASCII, None, ints, empty rows and single empty fields) under each option
    combination, the text and each writerow()'s count compared with CPython's, and read back by the
    reader for the excel dialect."""
    r = random.Random(3111)
    rows = [[""], [None], [], ["", ""]] + [[_cell(r) for _ in range(r.randint(0, 5))] for _ in range(300)]
    cases = "".join(_WRITER_CASE.format(n=n, options=o, excel=not o) for n, o in enumerate(_WRITER_OPTIONS))
    python, js = run_both(runner, _WRITER_HEAD.format(rows=rows) + cases)
    _compare(python, js)
    written = python[0]["value"][0]
    assert written.count('"') > 200 and '""' in written  # quoted fields, doubled quotes
    assert len(python[0]["value"][2]) == len(rows) + 3  # read back: one row per row written
