"""Printing, checked against CPython: str(), repr(), print(), f-string fields and format specs,
json.dumps. Each case is a Python function run twice: by CPython here, and transpiled, in Node. The
printed lines and the returned strings must be the same. All cases share one module and one Node run.
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import textwrap
from pathlib import Path
from typing import Any

import pytest

from generator.toolchain import NODE_BIN
from generator.transpile.build import transpile_source
from generator.transpile.runtime import closure
from tests.transpile.helpers import errors

PRELUDE = """\
from typing import Any, Optional, Protocol
import json

from bindings.workers import ExecutionContext, Request, Response


class Env(Protocol):
    pass


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response("")
"""

FLOATS = """[0.0, -0.0, 1.0, -1.5, 0.1, 0.125, 0.375, 2.675, 1.005, 0.5, 1.5, 2.5, 9.995, 99.5, 1e16, 1e-05,
    0.0001, 1e15, 123456789.0, 1234567890123456.0, 12345678901234567.0, 5e-324, 2.2250738585072014e-308,
    1.7976931348623157e308, 1.5e300, -2.5e-7, 0.000123456, 1e22, 1e21, 3.14159, float("nan"), float("inf"),
    float("-inf")]"""
INTS = "[0, 1, -1, 7, -42, 255, 1000, -1234567, 2**31, 2**53, -(2**53), 10**15, 999999]"
STRS = r"""["", "a", "abc", "héllo", "😀x", "it's", 'say "hi"', "both ' \"", "back\\slash", "new\nline\ttab",
    "\u2028", "\x00\x7f\x85", "\u00a0\u3000", "%d %s %%", "${x}`"]"""
# one line each, to sit in the indented cases below
FLOATS, INTS, STRS = (" ".join(text.split()) for text in (FLOATS, INTS, STRS))

CASES: dict[str, str] = {
    "float_str": f"""
        def float_str() -> list[str]:
            out: list[str] = []
            for x in {FLOATS}:
                out.append(str(x) + " " + repr(x) + f" {{x}} {{x!r}} {{x!s}}")
            return out
    """,
    "float_fixed": f"""
        def float_fixed() -> list[str]:
            out: list[str] = []
            for x in {FLOATS}:
                out.append(f"{{x:.2f}}|{{x:.0f}}|{{x:.1f}}|{{x:f}}|{{x:.3F}}|{{x:,.2f}}|{{x:_.1f}}|{{x:+012.3f}}|{{x:z.1f}}|{{x:#.0f}}")
            return out
    """,
    "float_exp": f"""
        def float_exp() -> list[str]:
            out: list[str] = []
            for x in {FLOATS}:
                out.append(f"{{x:e}}|{{x:.0e}}|{{x:.3e}}|{{x:E}}|{{x:#.0e}}|{{x: .2e}}|{{x:>14.2e}}")
            return out
    """,
    "float_general": f"""
        def float_general() -> list[str]:
            out: list[str] = []
            for x in {FLOATS}:
                out.append(f"{{x:g}}|{{x:.3g}}|{{x:.0g}}|{{x:G}}|{{x:#g}}|{{x:.10}}|{{x:.1}}|{{x:.17g}}|{{x:#}}|{{x:,}}")
            return out
    """,
    "float_layout": f"""
        def float_layout() -> list[str]:
            out: list[str] = []
            for x in {FLOATS}:
                out.append(f"{{x:%}}|{{x:.1%}}|{{x:^20}}|{{x:*<12.2f}}|{{x:=+12.1f}}|{{x:012,.2f}}|{{x:015,.1f}}|{{x:0=10}}|{{x:010}}|{{x:x^9.0f}}|{{x:<}}|{{x:_}}")
            return out
    """,
    "int_format": f"""
        def int_format() -> list[str]:
            out: list[str] = []
            for n in {INTS}:
                out.append(
                    f"{{n}}|{{n:d}}|{{n:5d}}|{{n:05d}}|{{n:+d}}|{{n: d}}|{{n:,}}|{{n:_}}|{{n:x}}|{{n:#x}}|{{n:X}}|{{n:#X}}|{{n:o}}"
                    f"|{{n:#o}}|{{n:b}}|{{n:#b}}|{{n:_b}}|{{n:_x}}|{{n:#010x}}|{{n:=+8}}|{{n:^9}}|{{n:*<7}}|{{n:012,}}|{{n:013,}}"
                    f"|{{n:f}}|{{n:.2f}}|{{n:e}}|{{n:%}}|{{n:g}}|{{n:.3g}}|{{n!r}}|{{n:0<6}}|{{n:>}}|{{str(n)}}|{{repr(n)}}"
                )
            return out
    """,
    "bool_format": """
        def bool_format() -> list[str]:
            out: list[str] = []
            for b in [True, False]:
                out.append(f"{b}|{b!r}|{b:d}|{b:>5}|{b:05}|{b:.1f}|{b:x}|{str(b)}|{repr(b)}")
            return out
    """,
    "str_format": f"""
        def str_format() -> list[str]:
            out: list[str] = []
            for s in {STRS}:
                out.append(f"{{s}}|{{s!r}}|{{s:>5}}|{{s:<5}}|{{s:^6}}|{{s:*^7}}|{{s:.2}}|{{s:10.3}}|{{s:s}}|{{s:05}}|{{s:x>4}}|{{s!r:>12}}")
                out.append(repr(s) + str(s))
            return out
    """,
    "debug_fields": """
        def debug_fields() -> list[str]:
            x = 2.5
            n = 3
            s = "it's"
            xs: list[int] = [1]
            return [f"{x=}", f"{ n = }", f"{s=}", f"{s=!s}", f"{x=:.3f}", f"{n=:>4}", f"{xs=}", f"{n + 1=}", f"{s = !r:>9}"]
    """,
    "containers": """
        def containers() -> list[str]:
            a: list[int] = [1, 2]
            b: list[str] = ["a", "it's", 'q"', "😀", "\\n"]
            c: tuple[int] = (1,)
            d = (1, "a", 2.0)  # a float annotation may hold ints: printing it is refused
            e: dict[str, int] = {"a": 1, "b'": 2}
            f = [1.0, None, -0.0, 1e16]
            g: list[bool] = [True, False]
            h = {"1": [0.5], "2": [1.0, 2.0]}
            i: list[int | str] = [1, "1"]
            j: Optional[str] = None
            k: Optional[int] = 5
            m: list[list[str]] = [[], ["x"]]
            n: dict[str, Optional[bool]] = {"t": True, "n": None}
            empty: dict[str, int] = {}
            return [
                str(a), repr(a), f"{b}", str(b), str(c), repr(d), f"{e}", str(f), repr(g), str(h), f"{i}",
                str(j), repr(j), f"{j}", f"{k}", str(k), repr(m), f"{n!r}", str(empty), f"{f!s}", f"{a=}",
            ]
    """,
    "printing": """
        def printing() -> None:
            xs = [1.0, 2.5]
            d: dict[str, int] = {"a": 1}
            maybe: Optional[int] = None
            print()
            print(True, None, False)
            print(1.0, 2, "three", xs, d, maybe)
            print("%d %s %%", 5)
            print("%d")
            print(1e16, -0.0, float("nan"))
            print("a", "b", sep="")
            print("a", 1, 2.0, sep=", ")
            print("x", sep="-", end="\\n")
            print([1, 2], (1,), flush=True)
            print("tail", sep=None, end=None)
            sep = "::"
            print(1, "b", 2.5, True, sep=sep)
    """,
    "dumps": f"""
        def dumps() -> list[str]:
            a = [1.0, 0.5, 1e16, 1e-05, float("nan"), float("inf"), float("-inf"), -0.0]
            b: dict[str, list[int]] = {{"x": [1, 2], "y": []}}
            c: list[str] = {STRS} + ["é😀", "\\u00e9", "\\U0001f600"]
            d: dict[str, Optional[bool]] = {{"t": True, "f": False, "n": None}}
            e: tuple[int, str] = (1, "a")
            f = {{"o": {{"p": 2.0}}, "q": {{"r": 0.5}}}}
            g: dict[str, str] = {{"1": "a", "2": "b"}}
            h = [None, 3.0]
            return [
                json.dumps(a), json.dumps(b), json.dumps(c), json.dumps(d), json.dumps(e), json.dumps(f),
                json.dumps(b, indent=2), json.dumps(f, indent=0), json.dumps(a, indent=3), json.dumps(g),
                json.dumps(h), json.dumps([]), json.dumps(e, indent=1), json.dumps("x"), json.dumps(2.0),
                json.dumps(7), json.dumps(True), json.dumps(None), json.dumps(b, indent=None),
            ]
    """,
    "dumps_options": """
        def dumps_options() -> list[str]:
            d: dict[str, Any] = {"b": [1, {"z": 1, "a": 2}], "a": None, "B": "x", "é": 1.5}
            j = json.loads('{"y": {"d": 1, "c": [true]}, "x": 2}')
            flag = True
            return [
                json.dumps(d, sort_keys=True), json.dumps(d, sort_keys=flag, indent=2),
                json.dumps(d, separators=(",", ":")), json.dumps(d, indent=1, separators=(", ", " = ")),
                json.dumps(j, sort_keys=True, separators=(";", "=")), json.dumps(d, sort_keys=False),
                json.dumps(j, separators=None, indent=0, sort_keys=True),
            ]
    """,
}


def _source() -> str:
    body = "".join(textwrap.dedent(case) for case in CASES.values())
    return PRELUDE + f"\n__all__ = {list(CASES)!r}\n" + body


def _python_results(source: str) -> dict[str, dict[str, Any]]:
    namespace: dict[str, Any] = {"__name__": "printing_cases"}
    exec(compile(source, "printing_cases.py", "exec"), namespace)  # noqa: S102 (the test's own cases)
    results: dict[str, dict[str, Any]] = {}
    for name in CASES:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            returned = namespace[name]()
        results[name] = {"out": out.getvalue().split("\n")[:-1], "returned": returned}
    return results


RUNNER = """
import util from "node:util";
const names = JSON.parse(process.argv[3]);
const lines = [];
console.log = (...args) => { lines.push(util.format(...args)); };
const module = await import(process.argv[2]);
const results = {};
for (const name of names) {
  lines.length = 0;
  const returned = module[name]();
  results[name] = { out: [...lines], returned: returned === undefined ? null : returned };
}
process.stdout.write(JSON.stringify(results));
"""


def _node(script: str, *args: str, tmp: Path) -> Any:
    runner = tmp / "runner.mjs"
    runner.write_text(script, encoding="utf-8")
    done = subprocess.run(
        [str(NODE_BIN / "node"), str(runner), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], dict[str, Any]]:
    source = _source()
    tmp = tmp_path_factory.mktemp("printing")
    worker = tmp / "worker.mjs"
    worker.write_text(transpile_source(source, "worker.py").javascript, encoding="utf-8")
    return _python_results(source), _node(RUNNER, worker.as_uri(), json.dumps(list(CASES)), tmp=tmp)


@pytest.mark.parametrize("name", list(CASES))
def test_prints_what_cpython_prints(name: str, both: tuple[dict[str, Any], dict[str, Any]]) -> None:
    python, node = both
    assert node[name] == python[name]


# ---- JSON (`Any`) values and strings a literal cannot hold: the helpers themselves -----------------

JSON_VALUES = [
    '"plain"',
    '"\\ud800 lone"',
    '"\\udfff\\ud83d\\ude00"',
    '"it\'s \\"q\\""',
    '"\\u2028\\u0085"',
    "[1, 2.5, null, true, false]",
    '{"a": [1, {"b": null}], "c": "d"}',
    "[]",
    "{}",
    "1e-07",
    "-3",
    "0.1",
    "[1e+300, -2.5e-10, 123456.75]",
    '{"k": {"nested": ["x", 0.5]}}',
]


def test_json_values_print_as_cpython(tmp_path: Path) -> None:
    """str() and repr() of JSON values (`Any`) walk them at run time, and json.dumps writes them,
    as CPython does for what json.loads gives; lone surrogates are escaped like Python's repr."""
    helpers = "\n\n".join(h.text for h in closure({"$repr", "$str", "$jsonDumps"}))
    script = helpers + textwrap.dedent(
        """
        const values = JSON.parse(process.argv[2]).map((text) => JSON.parse(text));
        process.stdout.write(JSON.stringify(values.map((v) => [$str(v), $repr(v), $jsonDumps(v, "Any"), $jsonDumps(v, "Any", 2)])));
        """
    )
    got = _node(script, json.dumps(JSON_VALUES), tmp=tmp_path)
    values = [json.loads(text) for text in JSON_VALUES]
    expected = [[str(v), repr(v), json.dumps(v), json.dumps(v, indent=2)] for v in values]
    assert got == expected


# ---- refused, with Python's words where Python has them -------------------------------------------


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            'x = 1.5\ns = f"{x:c}"',
            "invalid format spec \":c\": Unknown format code 'c' for object of type 'float'",
        ),
        ('n = 65\ns = f"{n:,n}"', "invalid format spec \":,n\": Cannot specify ',' with 'n'."),
        ('c = 1.5\ns = "%c" % c', '%c format: an int or a str of one character is required, not "float"'),
        (
            'x = 1.5\nw = "3"\ns = f"{x:{w}}"',
            "a nested field in a format spec must be a plain int (the width or the precision)",
        ),
        (
            'x = 1.5\nw = 3\ns = f"{x:{w}<5}"',
            "a nested field in a format spec may give the width or the precision only",
        ),
        (
            'n = 1\ns = f"{n:abc}"',
            "invalid format spec \":abc\": Invalid format specifier 'abc' for object of type 'int'",
        ),
        (
            'n = 1\ns = f"{n:.2}"',
            'invalid format spec ":.2": Precision not allowed in integer format specifier',
        ),
        (
            'x = 1.5\ns = f"{x:d}"',
            "invalid format spec \":d\": Unknown format code 'd' for object of type 'float'",
        ),
        (
            't = "a"\ns = f"{t:=5}"',
            "invalid format spec \":=5\": '=' alignment not allowed in string format specifier",
        ),
        ('t = "a"\ns = f"{t:,}"', "invalid format spec \":,\": Cannot specify ',' with 's'."),
        ('n = 1\ns = f"{n:,_}"', "invalid format spec \":,_\": Cannot specify both ',' and '_'."),
        ('x = 1.5\ns = f"{x:.}"', 'invalid format spec ":.": Format specifier missing precision'),
        ("print(1, end=str(2))", "print(end=...) takes a str literal here"),
        (
            "u: list[int | float] = []\nprint(u)",
            'printing "float": a float (annotated, or narrowed by isinstance(x, (int, float))) may be an int, which Python prints without ".0" and '
            'JavaScript cannot tell from a float; format it (f"{x:.2f}") or print float(x)',
        ),
        (
            "u: list[str | float] = []\nprint(u)",
            'printing "str | float | int": Python prints "float" and "int" differently and JavaScript cannot tell them '
            "apart at run time",
        ),
        (
            'v: object = request\ns = f"{v:>5}"',
            'the format spec ":>5" on "object": annotate or cast it as an int, float or str',
        ),
    ],
)
def test_refused(body: str, message: str) -> None:
    assert [e.split(": ", 1)[1] for e in errors(body + "\n", in_handler=True)] == [message]


PARTIAL_LINES = """
from bindings.workers import ExecutionContext, Request, Response


def progress(done: int) -> None:
    print(f"{done}%", end=" ")


async def fetch(request: Request, env: object, ctx: ExecutionContext) -> Response:
    for done in (10, 50):
        progress(done)
    print("done", 1.5, sep="|", end="")
    if request.url.endswith("/fail"):
        raise ValueError("stop")
    print()
    print("left", end=".")
    return Response("ok")
"""

HANDLER_RUNNER = """
import util from "node:util";
const lines = [];
console.log = (...args) => { lines.push(util.format(...args)); };
const worker = (await import(process.argv[2])).default;
const out = [];
for (const url of ["https://w.test/", "https://w.test/fail", "https://w.test/"]) {
  lines.length = 0;
  try { await worker.fetch(new Request(url), {}, {}); } catch (e) { lines.push(`raised ${e.message}`); }
  out.push([...lines]);
}
process.stdout.write(JSON.stringify(out));
"""


def test_a_line_left_unfinished_is_written_with_what_ends_it(tmp_path: Path) -> None:
    """print(end=...) without a newline: `$write` holds the line until a later print ends it (one
    console.log per completed run, as CPython's stdout shows them); a handler writes what it left
    when it returns or raises (Python would at exit, which a Worker has none of)."""
    worker = tmp_path / "worker.mjs"
    worker.write_text(transpile_source(PARTIAL_LINES, "worker.py").javascript, encoding="utf-8")
    assert _node(HANDLER_RUNNER, worker.as_uri(), tmp=tmp_path) == [
        ["10% 50% done|1.5", "left."],
        ["10% 50% done|1.5", "raised stop"],
        ["10% 50% done|1.5", "left."],
    ]


# ---- kept on purpose (README, "Known differences kept on purpose") --------------------------------


def test_any_numbers_print_as_javascript_numbers(tmp_path: Path) -> None:
    """A JSON value's integral float is a JS integer: json.loads("1.0") prints `1`, not `1.0`; and
    str() or an f-string of an `Any` value is JS's String(): `true`, not `True`."""
    helpers = "\n\n".join(h.text for h in closure({"$str", "$jsonDumps"}))
    script = (
        helpers
        + 'process.stdout.write(JSON.stringify([$str(JSON.parse("1.0")), $jsonDumps(JSON.parse("[2.0]"), "Any"), String(true)]));'
    )
    assert _node(script, tmp=tmp_path) == ["1", "[2]", "true"]
    assert [str(json.loads("1.0")), json.dumps(json.loads("[2.0]")), str(True)] == ["1.0", "[2.0]", "True"]


def test_ints_from_1e21_print_in_exponent_form(tmp_path: Path) -> None:
    """`str(n)`, `{n}` and `{n:d}` of an int are JS's String(n): from 1e21 on, exponent form; a spec
    with more (`{n:,}`) prints every digit. Only sums reach such ints: a product, power or shift past
    2**53 stops the worker (see `$int`)."""
    source = PRELUDE + textwrap.dedent(
        """
        __all__ = ["big"]

        def big() -> list[str]:
            n = 10**15
            for _ in range(20):
                n = n + n
            return [str(n), f"{n}", f"{n:d}", f"{n:,}"]
        """
    )
    worker = tmp_path / "worker.mjs"
    worker.write_text(transpile_source(source, "worker.py").javascript, encoding="utf-8")
    got = _node(RUNNER, worker.as_uri(), json.dumps(["big"]), tmp=tmp_path)["big"]["returned"]
    assert got == ["1.048576e+21", "1.048576e+21", "1.048576e+21", "1,048,576,000,000,000,000,000"]
    assert _python_results_of(source, "big") == ["1048576000000000000000"] * 3 + [
        "1,048,576,000,000,000,000,000"
    ]


def _python_results_of(source: str, name: str) -> Any:
    namespace: dict[str, Any] = {"__name__": "printing_case"}
    exec(compile(source, "printing_case.py", "exec"), namespace)  # noqa: S102 (the test's own case)
    return namespace[name]()


def test_a_float_annotation_may_hold_an_int() -> None:
    """`x: float` also holds ints (PEP 484), which Python prints without ".0": printed without a format
    spec, such a value is refused; a value known to be a float (a literal, a division, float(x)) or
    formatted with a float's spec prints exactly."""
    found = errors(
        """
        def show(x: float, xs: list[float]) -> list[str]:
            y: float = 10
            z: float = 2.5
            return [str(x), f"{x:.2f}", str(float(x)), str(x / 2), repr(xs), str(y), str(z), f"{x:g}", f"{x:>5}"]
        """
    )
    assert [e.split(": ", 1)[0] for e in found] == ["5:13", "5:60", "5:98"]


def test_an_int_among_known_floats_is_refused() -> None:
    """A list or dict built of floats is typed as floats: an int stored there would print as one."""
    found = errors(
        """
        def grow() -> list[float]:
            xs = [1.5]
            xs.append(2)
            xs.insert(0, 3)
            xs.extend([4])
            xs[0] = 5
            d = {"a": 0.5}
            d["b"] = 6
            xs.append(7.0)
            ok: list[float] = [1.5]
            ok.append(8)
            return xs
        """
    )
    assert [e.split(": ", 1)[0] for e in found] == ["4:5", "5:5", "6:5", "7:5", "9:5"]
    assert all("an int stored among floats stays an int" in e for e in found)


def test_a_bool_where_an_int_is_expected_is_refused() -> None:
    """mypy lets a bool be an int; Python keeps it a bool (it prints True, `{1, True}` is one item),
    which a JS number slot could not tell apart: every place a bool would enter one is refused."""
    found = errors(
        """
        from dataclasses import dataclass

        @dataclass
        class P:
            n: int

        def f(x: int) -> str:
            return str(x)

        def g(flag: bool) -> int:
            return flag

        def h(flag: bool) -> list[str]:
            xs: list[int] = [1]
            xs.append(flag)
            s: set[int] = {1}
            s.add(flag)
            p = P(2)
            p.n = flag
            t: tuple[int, int] = (flag, 2)
            d: dict[str, int] = {}
            d["a"] = flag
            x: int = flag
            return [f(flag), str(P(flag)), str(x), str(xs), str(len(s)), str(t), str(d), str(g(flag))]
        """
    )
    assert [e.split(": ", 1)[0] for e in found] == [
        "12:12",
        "16:5",
        "18:5",
        "20:5",
        "21:27",
        "23:5",
        "25:15",
        "25:28",
    ]
    assert all("stays a bool in Python" in e or "True == 1 in Python" in e for e in found)
