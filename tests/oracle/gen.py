"""A seeded generator of small, well-typed (mypy --strict) Python workers in the transpiler's dialect.

`generate(seed)` returns a `Program`: helper definitions (functions, classes, exception classes)
and zero-argument `case_N` functions, each a list of statements, so `shrink` can drop pieces.
Every case carries the construct families it exercises (for the per-family report).
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

TAIL = """
from bindings.workers import ExecutionContext, Request, Response


async def fetch(request: Request, env: object, ctx: ExecutionContext) -> Response:
    return Response("")
"""


@dataclass(frozen=True)
class Stmt:
    lines: tuple[str, ...]
    keep: bool = False  # the shrinker never removes it (a case's final return)


@dataclass(frozen=True)
class Func:
    """A top-level definition: `header` lines at column 0, then `body` statements indented by 4."""

    name: str
    header: tuple[str, ...]
    body: tuple[Stmt, ...]
    kind: str  # "def" (helper or class) | "case"
    returns_none: bool = False
    families: frozenset[str] = frozenset()
    # A case that writes what the README documents as refused: the build must refuse it with a
    # diagnostic located in the case itself or in one of the definitions named here.
    expect_refused: bool = False
    refuse_defs: tuple[str, ...] = ()


@dataclass(frozen=True)
class Program:
    seed: int
    imports: tuple[str, ...]
    defs: tuple[Func, ...]
    cases: tuple[Func, ...]

    @property
    def families(self) -> frozenset[str]:
        out: set[str] = set()
        for c in self.cases:
            out |= c.families
        return frozenset(out)

    def case_specs(self) -> list[tuple[str, bool]]:
        return [(c.name, c.returns_none) for c in self.cases]

    def render(self) -> str:
        return self._render()[0]

    def spans(self) -> list[tuple[str, int, int, int]]:
        """(group, index, first line, last line) of every definition and case, 1-based lines."""
        return self._render()[1]

    def without(self, drop: set[tuple[str, int]]) -> Program:
        """This program minus the ("defs" | "cases", index) pieces in `drop`."""
        return replace(
            self,
            defs=tuple(f for i, f in enumerate(self.defs) if ("defs", i) not in drop),
            cases=tuple(f for i, f in enumerate(self.cases) if ("cases", i) not in drop),
        )

    def _render(self) -> tuple[str, list[tuple[str, int, int, int]]]:
        out: list[str] = list(self.imports)
        spans: list[tuple[str, int, int, int]] = []
        if out:
            out.append("")
        for group, funcs in (("defs", self.defs), ("cases", self.cases)):
            for i, f in enumerate(funcs):
                out.append("")
                first = len(out) + 1
                out.extend(f.header)
                body = f.body or (Stmt(("pass",)),)
                for st in body:
                    out.extend(("    " + ln) if ln else "" for ln in st.lines)
                spans.append((group, i, first, len(out)))
                out.append("")
        names = ", ".join(f'"{c.name}"' for c in self.cases)
        out.append(f"__all__ = [{names}]")
        out.append(TAIL)
        return "\n".join(out), spans


# ---------------------------------------------------------------------------------------------
# literal pools

JS_NAMES = [
    "eval", "new", "do", "default", "function", "var", "let", "const", "this", "delete", "typeof",
    "void", "switch", "case", "instanceof", "enum", "export", "extends", "arguments", "Math",
    "Object", "JSON", "Error", "console", "Array", "String", "Number", "Map", "undefined", "NaN",
    "Infinity", "constructor", "prototype", "__proto__",
]  # fmt: skip
ATTR_NAMES = [*JS_NAMES, "super"]
PROTO_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]
ADVERSARIAL = [
    "it's", 'say "hi"', "back\\slash", "${x}", "`tick`", "a\u2028b", "c\u2029d", "nul\x00l",
    "emoji \U0001f600", "\uffff\U0001f600\ue000", "*/", "/*", "</script>", "tab\there", "line\nbreak", "caf\u00e9",
    "$&", "$$", "$1", "$`", "%d", "%s", "%%", "%o", "%j", "\\u0041",
]  # fmt: skip
PLAIN_STRS = ["", "a", "abc", "Hello World", "  padded  ", "a,b,,c", "x y  z", "10", "2", "-3", "abcabc"]
# Ints stay within +-2**53 (where JS numbers are exact; beyond, the README documents that they are
# not): `g.i()` gives values whose pairwise products, sums and small powers stay inside; WIDE_INTS
# (up to 2**53 itself) are only printed, compared, formatted or shifted right, never grown.
SMALL_INTS = [-7, -3, -2, -1, 0, 1, 2, 3, 5, 7, 10]
BIG_INTS = [2**26, -(2**26), 2**24 + 1, 10**7, -(10**6) - 3]
WIDE_INTS = [2**31, -(2**31), 2**32 + 1, 2**40, -(2**40) + 7, 10**15, 2**53 - 1, 2**53, -(2**53)]
LIMIT = 2**53
FLOATS = [0.125, -1.5, 2.5, 0.5, -0.5, 1.0, 3.0, 1e16, 1e-05, 0.1, 2.675, -0.0, 1e22, 123.456, 1.5e300]
# dict keys: ordinary ones are never JS array indexes ("0", "10": canonical non-negative integers
# below 2**32 - 1), which JS objects list first; those appear only in the `kept-int-keys` family.
KEYS = ["a", "b", "x y", "", "-1", "01", "1.5", "+1", " 1", "00", "1e3", "-0", "zz"]
INDEX_KEYS = ["0", "1", "2", "10", "007", "4294967294", "4294967295", "9007199254740993"]


def is_array_index(key: str) -> bool:
    """A key JS objects list first, in numeric order (ECMA-262 OrdinaryOwnPropertyKeys)."""
    return re.fullmatch(r"0|[1-9][0-9]*", key) is not None and int(key) < 2**32 - 1


def lit(v: object) -> str:
    """A Python literal, parenthesized when negative (so `(-2) ** 3` means what it says)."""
    if isinstance(v, float):
        if math.isnan(v):
            return 'float("nan")'
        if v in (float("inf"), float("-inf")):
            return 'float("inf")' if v > 0 else '(-float("inf"))'
        text = repr(v)
        return f"({text})" if text.startswith("-") else text
    if isinstance(v, bool) or v is None:
        return repr(v)
    if isinstance(v, int):
        return f"({v})" if v < 0 else repr(v)
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, list):
        return "[" + ", ".join(lit(x) for x in v) + "]"
    raise TypeError(v)


@dataclass
class Case:
    ret: str  # return annotation; "None" means the value is ignored (print cases)
    stmts: list[Stmt] = field(default_factory=list)
    families: set[str] = field(default_factory=set)

    expect_refused: bool = False
    refuse_defs: set[str] = field(default_factory=set)

    def add(self, *lines: str) -> Case:
        self.stmts.append(Stmt(tuple(lines)))
        return self

    def ret_(self, expr: str) -> Case:
        self.stmts.append(Stmt((f"return {expr}",), keep=True))
        return self


class Gen:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.r = random.Random(seed)
        self.defs: dict[str, Func] = {}
        self.imports: set[str] = set()
        self.used_names: set[str] = set()
        self.counter = 0

    # helpers -----------------------------------------------------------------------------
    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}_{self.counter}"

    def js_name(self) -> str:
        """A JS reserved word / global not yet used at module level."""
        free = [n for n in JS_NAMES if n not in self.used_names]
        name = self.r.choice(free) if free else self.fresh("nm")
        self.used_names.add(name)
        return name

    def define(self, key: str, name: str, header: list[str], body: list[list[str]]) -> str:
        if key not in self.defs:
            self.defs[key] = Func(name, tuple(header), tuple(Stmt(tuple(b)) for b in body), "def")
        return self.defs[key].name

    def helper(self, key: str, text: str) -> str:
        """Define a helper from `def NAME(...)` text (first line header, rest body, 4-space indent)."""
        if key in self.defs:
            return self.defs[key].name
        lines = text.strip("\n").split("\n")
        header, body_lines = [lines[0]], [ln[4:] for ln in lines[1:]]
        blocks = _blocks(body_lines)
        name = re.match(r"(?:def|class)\s+(\w+)", lines[0])[1]  # type: ignore[index]
        self.defs[key] = Func(name, tuple(header), tuple(Stmt(tuple(b)) for b in blocks), "def")
        return name

    def app_error(self) -> str:
        return self.helper("AppError", "class AppError(Exception):\n    pass")

    def not_found(self) -> str:
        self.app_error()
        return self.helper("NotFound", "class NotFound(AppError):\n    pass")

    def pick(self, xs: list[str]) -> str:
        return self.r.choice(xs)

    def pick_rare(self, common: list[str], rare: list[str], p: float = 0.08) -> str:
        """Mostly from `common`; from `rare` (what the build refuses, not documented as such) at `p`."""
        return self.r.choice(rare if self.r.random() < p else common)

    def i(self) -> int:
        return self.r.choice(SMALL_INTS) if self.r.random() < 0.85 else self.r.choice(BIG_INTS)

    def wi(self) -> int:
        """An int to print, compare or format, never to compute on: up to +-2**53."""
        return self.r.choice(WIDE_INTS) if self.r.random() < 0.3 else self.i()

    def key(self) -> str:
        """A str dict key that keeps its insertion order in JS (no array-index key)."""
        while True:
            k = self.r.choice(KEYS) if self.r.random() < 0.7 else self.s()
            if not is_array_index(k):
                return k

    def keys(self, lo: int = 0, hi: int = 4) -> list[str]:
        return [self.key() for _ in range(self.r.randint(lo, hi))]

    def f(self) -> float:
        return self.r.choice(FLOATS)

    def s(self) -> str:
        return self.r.choice(PLAIN_STRS) if self.r.random() < 0.75 else self.r.choice(ADVERSARIAL)

    def ints(self, lo: int = 0, hi: int = 5) -> list[int]:
        return [self.r.choice(SMALL_INTS + [4, 6, 9, 11, 20, 100]) for _ in range(self.r.randint(lo, hi))]

    def strs(self, lo: int = 0, hi: int = 4) -> list[str]:
        return [self.s() for _ in range(self.r.randint(lo, hi))]


def _blocks(lines: list[str]) -> list[list[str]]:
    """Split an indented body into top-level statements (a block keeps its indented lines)."""
    out: list[list[str]] = []
    for ln in lines:
        if out and ln.startswith((" ", "else", "elif", "except", "finally")):
            out[-1].append(ln)
        else:
            out.append([ln])
    return out


# ---------------------------------------------------------------------------------------------
# case snippets: each fills a Case


def s_arith(g: Gen, c: Case) -> None:
    c.families.add("arith")
    r = g.r
    kind = r.random()
    if kind < 0.55:
        op = g.pick(["+", "-", "*", "//", "%", "**", "//", "%"])
        a = g.i()
        if op == "**":  # |a ** b| <= 2**53
            a, b = r.choice(
                [(-2, r.choice([3, 31, 52, 53])), (r.choice(SMALL_INTS), r.randint(0, 5)), (10, 15)]
            )
            if abs(a) ** b > 2**31:
                c.families.add("wide-int")
        else:
            b = r.choice([*SMALL_INTS, 0, 0])
        if abs(a) > 2**24:
            c.families.add("wide-int")
        c.ret = "int"
        if r.random() < 0.5 and op != "**":
            name = g.helper(f"arith{op}", f"def h_{_opname(op)}(a: int, b: int) -> int:\n    return a {op} b")
            c.ret_(f"{name}({a}, {b})")
        elif op == "**" and r.random() < 0.5:
            name = g.helper("pow", "def h_pow(a: int, b: int) -> int:\n    r: int = a ** b\n    return r")
            c.ret_(f"{name}({a}, {b})")
        else:
            c.add(f"x = {lit(a)}", f"y = {lit(b)}")
            c.ret_(f"x {op} y" if op != "**" else f"{lit(a)} ** {b}")
    elif kind < 0.8:
        op = g.pick(["+", "-", "*", "/", "//", "%", "/"])
        fa: object = g.r.choice([g.f(), g.i()])
        fb: object = g.r.choice([g.f(), g.i(), 0, 0.0])
        if not isinstance(fa, float) and not isinstance(fb, float):
            fa = g.f()
        c.ret = "float"
        c.families.add("float")
        if r.random() < 0.5:
            name = g.helper(
                f"farith{op}", f"def h_float_{_opname(op)}(a: float, b: float) -> float:\n    return a {op} b"
            )
            c.ret_(f"{name}({lit(fa)}, {lit(fb)})")
        else:
            c.ret_(f"{lit(fa)} {op} {lit(fb)}")
    else:
        c.ret = "int"
        x = g.i()
        form = r.choice(["-x", "~x", "-(-x)", "x * -1", "abs(x)", "-x // 2", "~~x", "x - -x"])
        # a second stream decides the int-zero-sign variant, so each seed's other cases stay as they were
        side = random.Random(f"{g.seed}:{g.counter}:{len(c.stmts)}:{x}:{form}")
        if side.random() < 0.5:
            # an int JS makes -0 (0 * -1, -x, 0 // -4) printed as a float: Python's int 0 prints 0.0
            c.families.add("int-zero-sign")
            c.ret = "str"
            x, y = side.choice([0, 0, x]), side.choice([-4, -1, -3, 2])
            made = side.choice(["-x", "x * -1", "x * y", "x // y", "x % y", "-x // 2", "divmod(x, y)[1]"])
            sink = side.choice(['f"{n:.1f}"', "str(float(n))", "repr(n * 1.5)", "str(n / 5)", "str(n - 0.0)"])
            c.add(f"x = {lit(x)}", f"y = {lit(y)}", f"n = {made}")
            c.ret_(sink)
        else:
            c.add(f"x = {lit(x)}")
            c.ret_(form)


def _opname(op: str) -> str:
    return {
        "+": "add", "-": "sub", "*": "mul", "/": "div", "//": "fdiv", "%": "mod", "**": "pow",
        "<<": "shl", ">>": "shr", "&": "and", "|": "or", "^": "xor",
    }[op]  # fmt: skip


def s_bitwise(g: Gen, c: Case) -> None:
    c.families.add("bitwise")
    c.ret = "int"
    op = g.pick(["<<", ">>", "&", "|", "^", "<<", ">>"])
    a = g.r.choice([*SMALL_INTS, 255, 2**40, -(2**40), 2**31, 0xFFFFFFFF, 2**52 + 3, -(2**53)])
    if op == "<<":  # |a << b| <= 2**53
        b = g.r.choice([n for n in (0, 1, 5, 31, 32, 40, 52, 53) if abs(a) << n <= LIMIT])
    elif op == ">>":
        b = g.r.choice([0, 1, 5, 31, 32, 40, 63, 64, 100])
    else:  # &, |, ^ of values inside +-2**53 stay inside, but for x ^ -1 == ~x at -(2**53) - 1
        b = g.r.choice([*SMALL_INTS, 2**32, -1, 2**52])
    if abs(a) > 2**31 or abs(b) > 2**31 or (op == "<<" and b > 20):
        c.families.add("wide-int")
    if g.r.random() < 0.5:
        name = g.helper(f"bit{op}", f"def h_{_opname(op)}(a: int, b: int) -> int:\n    return a {op} b")
        c.ret_(f"{name}({a}, {b})")
    else:
        c.add(f"a = {lit(a)}")
        c.ret_(f"a {op} {lit(b)}")


def s_compare(g: Gen, c: Case) -> None:
    c.families.add("compare")
    c.ret = "bool"
    r = g.r
    form = r.randint(0, 6)
    if form == 0:
        a, b, d = g.wi(), g.wi(), g.wi()
        c.add(f"a: int = {lit(a)}", f"b: int = {lit(b)}", f"d: int = {lit(d)}")
        c.ret_(f"a {g.pick(['<', '<='])} b {g.pick(['<', '<=', '>', '=='])} d")
    elif form == 1:
        xs, ys = g.ints(0, 3), g.ints(0, 3)
        if r.random() < 0.4:
            ys = list(xs)
        c.add(f"xs: list[int] = {lit(xs)}", f"ys: list[int] = {lit(ys)}")
        c.ret_(g.pick(["len(xs) == len(ys)", "xs[:1] == ys[:1]" if False else "sum(xs) < sum(ys)",
                       f"xs.count({lit(g.i())}) != ys.count(1)", "max(xs + [0]) >= min(ys + [0])"]))  # fmt: skip
    elif form == 2:
        c.add(f"a: str = {lit(g.s())}", f"b: str = {lit(g.s())}")
        c.ret_(f"a {g.pick(['<', '>', '==', '!='])} b")
    elif form == 3:
        c.ret_(
            f"{g.pick(['1 == 1.0', '0 == -0.0', '1.0 != 1', '2 ** 52 + 1 == 2 ** 52', '2 ** 53 - 1 < 2 ** 53'])}"
        )
    elif form == 4:
        c.add(f"t = ({lit(g.i())}, {lit(g.s())})", f"u = ({lit(g.i())}, {lit(g.s())})")
        c.ret_(
            f"t[0] {g.pick(['==', '!=', '<'])} u[0] {g.pick(['and', 'or'])} t[1] {g.pick(['==', '<', '>='])} u[1]"
        )
    elif form == 5:
        x = g.i()
        c.add(f"x = {lit(x)}")
        c.ret_(f"0 <= x < 10 {g.pick(['and', 'or'])} x != 3")
    else:
        c.add(f"a = {lit(g.f())}", f"b = {lit(g.i())}")
        c.ret_(f"a {g.pick(['<', '==', '>=', '!='])} b")


def s_boolops(g: Gen, c: Case) -> None:
    c.families.add("boolops")
    r = g.r
    t = r.choice(["int", "str", "list[int]", "float"])
    pools: dict[str, list[str]] = {
        "int": ["0", "1", "(-1)", "7"],
        "str": ['""', '"a"', '"0"', '" "'],
        "list[int]": ["[]", "[0]", "[1, 2]"],
        "float": ["0.0", "(-0.0)", "0.5"],
    }
    a, b = r.choice(pools[t]), r.choice(pools[t])
    form = r.randint(0, 3)
    if form == 0 and t == "list[int]" and r.random() < 0.85:
        form = 1
    if form == 0:
        c.ret = t
        c.add(f"a: {t} = {a}", f"b: {t} = {b}")
        c.ret_(f"a {g.pick(['or', 'and'])} b")
    elif form == 1:
        c.ret = "bool"
        c.add(f"a: {t} = {a}")
        c.ret_(g.pick(["not a", "not not a", "bool(a)"]))
    elif form == 2:
        c.ret = "str"
        c.add(f"a: {t} = {a}")
        c.ret_('"yes" if a else "no"')
    else:
        c.ret = "int"
        c.add(f"a: {t} = {a}", "n = 0")
        c.add("if a:", "    n += 1")
        c.add("if not a:", "    n += 10")
        c.add("while a and n < 3:", "    n += 1")
        c.ret_("n")


def s_in(g: Gen, c: Case) -> None:
    c.families.add("in")
    c.ret = "bool"
    r = g.r
    neg = g.pick(["in", "not in", "in"])
    form = r.choice([0, 1, 2, 4])
    if form == 0:
        c.add(f"s = {lit(g.s())}")
        c.ret_(f"{lit(g.pick(['a', '', 'b', ' ', 'abc', ',']))} {neg} s")
    elif form == 1:
        c.add(f"xs: list[int] = {lit(g.ints())}")
        c.ret_(f"{lit(g.wi())} {neg} xs")
    elif form == 2:
        keys = g.keys(0, 3)
        c.add(f"d: dict[str, int] = {{{', '.join(f'{k!r}: {j}' for j, k in enumerate(keys))}}}")
        key = g.pick([*PROTO_KEYS, "a", "abc", "10"]) if r.random() < 0.6 else g.s()
        if key in PROTO_KEYS:
            c.families.add("dict-proto-keys")
        c.ret_(f"{key!r} {neg} d")
    elif form == 3:
        c.add('d: dict[int, str] = {1: "a", 10: "b", -1: "c"}')
        c.ret_(f"{lit(g.i())} {neg} d")
    else:
        c.add(f"xs: list[str] = {lit(g.strs())}")
        c.ret_(f"{lit(g.s())} {neg} xs")


def s_none(g: Gen, c: Case) -> None:
    c.families.add("optional")
    find = g.helper(
        "find",
        """
def find_index(xs: list[int], v: int) -> int | None:
    i = 0
    for x in xs:
        if x == v:
            return i
        i += 1
    return None
""",
    )
    xs, v = g.ints(0, 5), g.r.choice(SMALL_INTS)
    form = g.r.randint(0, 3)
    c.add(f"r = {find}({lit(xs)}, {lit(v)})")
    if form == 0:
        c.ret = "int"
        c.ret_("-1 if r is None else r")
    elif form == 1:
        c.ret = "int | None"
        c.ret_("r")
    elif form == 2:
        c.ret = "int"
        c.add("if r is not None:", "    return r * 2")
        c.ret_("0")
    else:
        c.ret = "str"
        c.add("o: int | None = r")
        c.ret_("str(o)")


def s_builtins(g: Gen, c: Case) -> None:
    c.families.add("builtins")
    r = g.r
    form = r.randint(0, 18)
    if form == 0:
        c.ret = "int"
        c.add(f"s = {lit(g.s())}", f"xs: list[int] = {lit(g.ints())}")
        c.ret_(g.pick(["len(s)", "len(xs)", "len(s) + len(xs)", "len(s.split())"]))
    elif form == 1:
        c.families.add("str()")
        c.ret = "str"
        v = r.choice(
            [lit(g.wi()), lit(g.f()), "True", "None", lit(g.ints(0, 3)), lit(g.strs(1, 2)), "(1, 'a')"]
        )
        if any(ch in v for ch in ".e") and not v.startswith(("[", "(")):
            c.families.add("float-str")
        c.ret_(f"str({v})")
    elif form == 2:
        c.families.add("int()")
        c.ret = "int"
        s = g.pick(
            [
                "12",
                " 7 ",
                "-3",
                "+4",
                "1_000",
                "x",
                "",
                "3.5",
                "0x10",
                "\u0661\u0662",
                "007",
                "1e3",
                "9" * 15,
                "-" + "9" * 15,
                "\uff11\uff12",
                "\u0967\u0968\u0969",
                " \u0663 ",
            ]
        )
        c.ret_(f"int({s!r})")
    elif form == 3:
        c.families.add("int()")
        c.ret = "int"
        c.add(f"x = {lit(g.r.choice([3.9, -3.9, 1e15, 2.5, -0.5, 2.0**52 + 0.5, 0.999, -(2.0**53)]))}")
        c.ret_("int(x)")
    elif form == 4:
        c.families.add("float()")
        c.ret = "float"
        text = g.pick(['1.5', ' 2 ', 'nan', 'inf', '-0', '1e3', 'x', '1_0', '-inf', '.5', '', '\u0661.\u0665',
                       '\uff11\uff12.5', '-\u0968e2', 'Infinity', ' -1E-2\n'])  # fmt: skip
        c.ret_(f"float({text!r})")
    elif form == 5:
        c.ret = r.choice(["int", "float"])
        v = lit(g.i()) if c.ret == "int" else lit(g.f())
        c.ret_(f"abs({v})")
    elif form == 6:
        c.families.add("min-max")
        c.ret = "int"
        xs = g.ints(0, 4)
        c.add(f"xs: list[int] = {lit(xs)}")
        c.ret_(g.pick(["min(xs)", "max(xs)", "max(xs) - min(xs)", f"min({lit(g.i())}, {lit(g.i())})"]))
    elif form == 7:
        c.families.add("min-max")
        c.ret = "str"
        c.add(f"xs: list[str] = {lit(g.strs(0, 3))}")
        c.ret_(g.pick(["min(xs)", "max(xs)"]))
    elif form == 8:
        c.ret = r.choice(["int", "float"])
        if c.ret == "int":
            c.add(f"xs: list[int] = {lit(g.ints())}")
            c.ret_("sum(xs)")
        else:
            c.ret_(g.pick(["sum([0.1, 0.2, 0.3])", "sum([1.5, -1.5])", "sum([1e16, 1.0, -1e16])"]))
    elif form == 9:
        c.families.add("sorted")
        c.ret = r.choice(["list[int]", "list[str]"])
        xs_text = lit(g.ints(0, 6)) if c.ret == "list[int]" else lit(g.strs(0, 4))
        c.add(f"xs: {c.ret} = {xs_text}")
        keyed = (["sorted(xs, key=lambda x: -x)", "sorted(xs, key=lambda x: abs(x), reverse=True)", "sorted(xs, key=lambda x: x % 3)"]
                 if c.ret == "list[int]" else
                 ["sorted(xs, key=len)", "sorted(xs, key=lambda s: s.lower(), reverse=True)", "sorted(xs, key=lambda s: (len(s), s))"])  # fmt: skip
        c.ret_(
            g.pick(
                ["sorted(xs)", "sorted(xs, reverse=True)", "list(reversed(xs))", "sorted(xs)[::-1]", *keyed]
            )
        )
        if r.random() < 0.3:
            c.stmts.pop()
            c.add(
                g.pick(
                    [
                        "xs.sort(key=lambda x: str(x))",
                        "xs.sort(reverse=True)",
                        "xs.sort(key=lambda x: len(str(x)), reverse=True)",
                    ]
                )
            )
            c.ret_("xs")
    elif form == 10:
        c.ret = "bool"
        c.add(f"xs: list[int] = {lit(g.ints(0, 3))}")
        c.ret_(g.pick(["any(xs)", "all(xs)", "any([x > 2 for x in xs])", "all([x != 0 for x in xs])"]))
    elif form == 11:
        c.families.add("enumerate")
        c.ret = "list[str]"
        src = g.pick(
            [
                f"list[int] = {lit(g.ints(0, 3))}",
                f"str = {lit(g.s())}",
                f"list[str] = {lit(g.strs(0, 3))}",
            ]
        )
        start = g.pick(["", ", 1", ", -2", ", start=5", ", start=-1"])
        c.add(f"src: {src}")
        if r.random() < 0.5:
            c.ret_(f'[f"{{i}}:{{v}}" for i, v in enumerate(src{start})]')
        else:
            c.add(
                "out: list[str] = []",
                f"for i, v in enumerate(src{start}):",
                '    out.append(str(i) + "=" + str(v))',
            )
            c.ret_("out")
    elif form == 12:
        c.families.add("range")
        c.ret = "list[int]"
        a, b, st = r.randint(-5, 5), r.randint(-5, 8), r.choice([1, 2, 3, -1, -2])
        if r.random() < 0.5:
            c.ret_(f"[i * 2 for i in range({a})]")
        else:
            c.add("out: list[int] = []", g.pick([f"for i in range({a}, {b}):", f"for i in range({a}, {b}, {st}):"]),
                  "    out.append(i)")  # fmt: skip
            c.ret_("out")
    elif form == 13:
        c.families.add("range")
        c.ret = "list[int]"
        c.add(f"n = {r.randint(0, 4)}", "out: list[int] = []")
        c.add(
            "for i in range(n):",
            "    n += 1",
            "    out.append(i + n)",
            "    if len(out) > 9:",
            "        break",
        )
        c.ret_("out")
    elif form == 14:
        c.families.add("zip")
        c.ret = "list[tuple[int, str]]"
        c.add(f"xs: list[int] = {lit(g.ints(0, 3))}", f"ys: list[str] = {lit(g.strs(0, 3))}")
        if r.random() < 0.5:
            c.ret_(g.pick(["[(x, y) for x, y in zip(xs, ys)]", "[(x, y) for x, y in zip(xs, ys) if x > 0]"]))
        else:
            c.ret = "list[str]"
            c.add("out: list[str] = []", "for x, y in zip(xs, ys):", "    out.append(y * 2 + str(x))")
            c.ret_("out")
    elif form == 15:
        c.families.add("round")
        c.ret = r.choice(["int", "float"])
        x = r.choice([2.5, 3.5, -0.5, -2.5, 1.25, 2.675, 0.125, 1e15, 7.0, -1.5, 2.0**52 + 0.5, 0.5])
        c.ret_(f"round({lit(x)})" if c.ret == "int" else f"round({lit(x)}, {r.choice([0, 1, 2])})")
    elif form == 16:
        c.families.add("isinstance")
        c.ret = "bool"
        if r.random() < 0.5:
            v = g.pick(["True", "1", '"1"', "None", "[1]", "False", "0"])
            c.add(f"v: int | str | bool | None | list[int] = {v}")
            c.ret_(f"isinstance(v, {g.pick(['int', 'str', 'bool', 'list'])})")
        else:
            t, vs = r.choice([("int | str", ["3", '"3"']), ("float | str", ["1.5", '"x"', "2.0"]),
                              ("str | list[str]", ['"ab"', '["ab"]']), ("int | None", ["0", "None"])])  # fmt: skip
            c.ret = "str"
            c.add(f"v: {t} = {g.pick(vs)}")
            first = t.split(" | ")[0].split("[")[0]
            c.add(f"if isinstance(v, {first}):", "    return 'yes:' + str(v)")
            c.ret_("'no:' + str(v)")
    elif form == 17:
        c.families.add("repr")
        c.ret = "str"
        v = g.pick([lit(g.s()), lit(g.f()), lit(g.ints(0, 2)), lit(g.strs(0, 2)), "None", "True"])
        c.ret_(f"repr({v})")
    else:
        c.families.add("len")
        c.ret = "int"
        c.add(f"d: dict[str, int] = {{{', '.join(f'{k!r}: 1' for k in g.keys(0, 3))}}}")
        c.ret_("len(d)")


def s_print(g: Gen, c: Case) -> None:
    c.families.add("printing")
    c.ret = "None"
    r = g.r
    for _ in range(r.randint(1, 3)):
        args = []
        for _ in range(r.randint(0, 4)):
            k = r.random()
            if k < 0.25:
                args.append(lit(g.wi()))
            elif k < 0.45:
                args.append(lit(g.s()))
            elif k < 0.6:
                c.families.add("float-str")
                args.append(
                    g.pick([lit(g.f()), 'float("nan")', 'float("inf")', "0.1 + 0.2", "1 / 3", "-0.0"])
                )
            elif k < 0.7:
                args.append(g.pick(["True", "False", "None"]))
            elif k < 0.85:
                args.append(
                    g.pick([lit(g.ints(0, 3)), lit(g.strs(0, 2)), "[1.0, 2.5]", "[True, None]", "(1, 'a')"])
                )
            else:
                args.append(g.pick(['{"a": 1}', "{'b': 1, '01': 2}", "{}", "[[1], [2]]"]))
        kw = g.pick(
            ["", "", "", ', sep=","', ', end="\\n"', ', sep=""', ', sep=" | "', ', sep="\\n"', ', end=" .\\n\\n"']
        )
        c.add(f"print({', '.join(args)}{kw if args else ''})")


def s_str_methods(g: Gen, c: Case) -> None:
    c.families.add("str-methods")
    r = g.r
    s = g.s()
    c.add(f"s = {lit(s)}")
    form = r.randint(0, 13)
    if form in (7, 13) and r.random() < 0.85:  # methods the build does not support: kept rare
        form = r.choice([5, 6, 12, 14])
    if form == 0:
        c.ret = "list[str]"
        c.ret_(
            g.pick_rare(
                ["s.split()", 's.split(",")', 's.split(" ")', 's.split("a")', 's.split(", ")'],
                ['s.split(",", 1)'],
            )
        )
    elif form == 1:
        c.ret = "str"
        c.ret_(g.pick(["s.strip()", "s.lstrip()", "s.rstrip()", 's.strip("a")', 's.strip(" a")']))
    elif form == 2:
        c.families.add("replace")
        c.ret = "str"
        new = g.pick(["$&", "$$", "$1", "$`", "$'", "x", "", "\\\\"])
        old = g.pick(["a", "b", " ", "", ","])
        c.ret_(f"s.replace({old!r}, {new!r})" + ("" if r.random() < 0.95 else " + s.replace('a', 'A', 1)"))
    elif form == 3:
        c.ret = "str"
        c.add(f"t = {lit(g.pick(['ß', 'İ', 'ǅ', 'straße', 'ﬁ', 'ΣΑΣ']))}")
        c.ret_(g.pick(["s.upper() + t.upper()", "s.lower() + t.lower()", "t.upper()", "t.lower()"]))
    elif form == 4:
        c.ret = "bool"
        p = g.pick(["a", "", "H", " ", "abc", "c"])
        c.ret_(
            g.pick_rare(
                [f"s.startswith({p!r})", f"s.endswith({p!r})", f"not s.endswith({p!r})"],
                [f"s.startswith(({p!r}, 'x'))"],
            )
        )
    elif form == 5:
        c.ret = "int"
        p = g.pick(["a", "", "b", "zz", "c", "ab", ","])
        c.families.add("str-index-count")
        c.ret_(g.pick([f"s.find({p!r})", f"s.index({p!r})", f"s.rfind({p!r})", f"s.count({p!r})"]))
    elif form == 6:
        c.ret = "str"
        c.ret_(f"{lit(g.pick([', ', '', '-', '$&']))}.join({lit(g.strs(0, 4))})")
    elif form == 7:
        c.ret = "bool"
        c.ret_(
            f"{lit(g.pick(['123', '', '١٢', '²', '-1', '1.5', 'abc', ' 1']))}.{g.pick(['isdigit', 'isalpha', 'isspace'])}()"
        )
    elif form == 8:
        c.families.add("indexing")
        c.ret = "str"
        c.ret_(f"s[{r.choice([0, 1, -1, 3, -4, 10, -20])}]")
    elif form == 9:
        c.ret = "list[str]"
        c.add("out: list[str] = []", "for ch in s:", "    out.append(ch)")
        c.ret_("out")
    elif form == 10:
        c.ret = "str"
        c.ret_(f"s * {r.choice([0, 1, 2, -1])}")
    elif form == 11:
        c.ret = "str"
        c.ret_(
            g.pick_rare(
                ["s.ljust(6)", "s.rjust(6, '*')", "s.ljust(3, '-')", "s.rjust(0)"],
                ["s.title()", "s.capitalize()", "s.zfill(5)", "s.center(7)"],
            )
        )
    elif form == 12:
        c.ret = "str"
        c.ret_("s + " + lit(g.s()))
    elif form == 13:
        c.ret = "list[str]"
        c.ret_(g.pick(["s.splitlines()", "s.rsplit(',', 1)", "list(s.partition(','))"]))
    else:
        c.ret = "str"
        c.ret_(g.pick(["s.strip().lower().replace(' ', '_')", "'-'.join(s.split())", "s[::-1].upper()"]))


def s_fstring(g: Gen, c: Case) -> None:
    c.families.add("fstring")
    c.ret = "str"
    r = g.r
    form = r.randint(0, 7)
    if form == 0:
        c.add(f"x = {lit(r.choice([0.125, -1.5, 2.675, 1e16, 0.5, 1.005, -0.0, 2.5]))}")
        c.ret_(f'f"{{x:.{r.choice([0, 1, 2, 3])}f}}"')
    elif form == 1:
        c.add(f"v = {lit(r.choice([g.s(), g.wi()]))}")
        c.ret_(f'f"[{{v:{g.pick([">5", "<5", "^7", "*>6"])}}}]"')
    elif form == 2:
        c.add(f"v = {lit(r.choice([g.s(), g.wi(), g.f(), True]))}")
        c.ret_('f"{v=}"')
    elif form == 3:
        c.add(f"n = {lit(g.wi())}")
        c.families.add("format-spec")
        c.ret_(
            f'f"{{n:{g.pick(["05d", ",", "x", "+d", "b", "_", "#x", "#b", "#o", "X", "=+8d", " d", "_x", ",d", "-^9", "*<7,", "e", ".2f", "%"])}}}"'
        )
    elif form == 4:
        c.families.add("float-str")
        c.add(
            f"x = {lit(g.f())}",
            f"b = {g.pick(['True', 'False', 'None'])}",
            f"xs: list[int] = {lit(g.ints(0, 3))}",
        )
        c.ret_('f"{x} {b} {xs}"')
    elif form == 5:
        c.add(f"s = {lit(g.s())}")
        c.ret_(
            g.pick(
                [
                    'f"<{s!r}>"',
                    'f"{{{s}}}"',
                    "f'{s}\\'q\\''",
                    'f"${{s}}"',
                    'f"`{s}`"',
                    'f"{s!r:>12}"',
                    'f"{s=}"',
                    'f"{s!s}"',
                    'f"{repr(s)}"',
                ]
            )
        )
    elif form == 6:
        c.add(f"a = {lit(g.i())}", f"b = {lit(g.s())}")
        c.ret_('f"{a + 1}-{b.upper()}-{len(b)}"')
    else:
        c.add(f"x = {lit(g.f())}")
        c.families.add("format-spec")
        c.ret_(
            f'f"{{x:{g.pick([".3g", "e", ".1%", "10.2f", "g", "^10.3f", "+.2e", "08.3f", ",.2f", ".10g", "-<12", "E", ".0%", "#.0f", "G", "+", " .1f", "_.3f"])}}}"'
        )


def s_slicing(g: Gen, c: Case) -> None:
    c.families.add("slicing")
    r = g.r

    def bound() -> str:
        return g.pick(["", "0", "1", "-1", "-2", "3", "10", "-10", "None"])

    if r.random() < 0.5:
        c.ret = "str"
        c.add(f"s = {lit(g.s())}")
        c.ret_(f"s[{bound()}:{bound()}]" if r.random() < 0.8 else "s[::-1]")
    else:
        c.ret = "list[int]"
        c.add(f"xs: list[int] = {lit(g.ints(0, 5))}")
        c.ret_(f"xs[{bound()}:{bound()}]" if r.random() < 0.8 else "xs[::-1]")
    if r.random() < 0.3:
        c.families.add("indexing")
        c.stmts.pop()
        c.ret = "int" if c.ret == "list[int]" else "str"
        c.ret_(f"{'xs' if c.ret == 'int' else 's'}[{r.choice([0, -1, 2, 5, -6])}]")


def s_list_methods(g: Gen, c: Case) -> None:
    c.families.add("list-methods")
    r = g.r
    c.add(f"xs: list[int] = {lit(g.ints(0, 4))}")
    c.ret = "list[int]"
    for _ in range(r.randint(1, 3)):
        op = r.randint(0, 14)
        v = lit(g.i())
        j = r.choice([0, 1, -1, 2, 5, -5, 10])
        if op == 0:
            c.add(f"xs.append({v})")
        elif op == 1:
            c.add("xs.pop()" if r.random() < 0.5 else f"xs.pop({j})")
        elif op == 2:
            c.add(f"xs.insert({j}, {v})")
        elif op == 3:
            c.add(f"xs.append(xs.index({v}))")
        elif op == 4:
            c.add("xs.clear()")
        elif op == 5:
            c.add(f"xs.extend({lit(g.ints(0, 3))})")
        elif op == 6:
            c.add(f"xs.remove({v})")
        elif op == 7:
            c.families.add("sorted")
            c.add(
                g.pick(
                    [
                        "xs.sort()",
                        "xs.sort(reverse=True)",
                        "xs.sort(key=lambda x: (x % 2, -x))",
                        "xs.sort(key=lambda x: abs(x))",
                    ]
                )
            )
        elif op == 8:
            c.add("xs.reverse()")
        elif op == 9:
            c.families.add("indexing")
            c.add(f"xs[{j}] = {v}")
        elif op == 10:
            c.add(f"xs = xs + {lit(g.ints(0, 2))}")
        elif op == 11:
            c.add(f"xs = xs * {r.choice([0, 2, -1])}")
        elif op == 12:
            c.add(f"xs.append(xs.count({v}))")
        elif op == 13:
            c.add("ys = xs", f"ys.append({v})")
        else:
            c.add(f"xs.append(1 if len(xs) == {r.randint(0, 3)} else 0)")
    if r.random() < 0.2:
        c.ret = "int"
        c.ret_("xs.pop()")
    elif r.random() < 0.2:
        c.ret = "list[list[int]]"
        c.add("grid = [[0] * 2] * 2", "grid[0][0] = 5")
        c.ret_("grid + [xs]")
    else:
        c.ret_("xs")


def s_comprehension(g: Gen, c: Case) -> None:
    c.families.add("comprehension")
    r = g.r
    form = r.randint(0, 5)
    if form == 0:
        c.ret = "list[int]"
        c.add(f"src: list[int] = {lit(g.ints())}")
        c.ret_(f"[x * 2 for x in src if x {g.pick(['>', '<', '!='])} {lit(g.i())}]")
    elif form == 1:
        c.ret = "list[str]"
        c.ret_(f"[ch.upper() for ch in {lit(g.s())} if ch != ' ']")
    elif form == 2:
        c.ret = "list[int]"
        c.ret_(f"[i * i for i in range({r.randint(-1, 6)})]")
    elif form == 3:
        c.ret = "dict[str, int]"
        c.families.add("dict")
        c.add(f"src: list[str] = {lit(g.keys(0, 4))}")
        c.ret_("{s: len(s) for s in src}")
    elif form == 4:
        c.ret = "dict[str, str]"
        c.families.add("dict")
        c.add(f"src: list[int] = {lit(g.ints())}")
        if r.random() < 0.3:  # keys "0", "1", "2": listed first, in numeric order, by JS
            c.families.add("kept-int-keys")
            c.ret_("{str(x % 3): str(x) for x in src}")
        else:
            c.ret_(
                g.pick(['{"k" + str(x % 3): str(x) for x in src}', '{str(x % 3) + "!": str(x) for x in src}'])
            )
    else:
        c.ret = "list[str]"
        c.families.add("dict")
        c.add(f"d: dict[str, int] = {{{', '.join(f'{k!r}: {j}' for j, k in enumerate(g.keys(0, 3)))}}}")
        c.ret_(
            g.pick(
                [
                    '[f"{k}={v}" for k, v in d.items()]',
                    "[k for k in d if d[k] > 0]",
                    "[str(v) for v in d.values()]",
                ]
            )
        )


def _dict_lit(g: Gen, keys: list[str]) -> str:
    return "{" + ", ".join(f"{k!r}: {lit(g.i())}" for k in keys) + "}"


def s_dict(g: Gen, c: Case) -> None:
    c.families.add("dict")
    r = g.r
    kept = r.random() < 0.15  # array-index keys: JS lists them first, in numeric order (documented)
    pool = KEYS + INDEX_KEYS if kept else KEYS
    if kept:
        c.families.add("kept-int-keys")
    keys = [g.pick(pool) for _ in range(r.randint(0, 4))]
    c.add(f"d: dict[str, int] = {_dict_lit(g, keys)}")
    key = repr(r.choice([*keys, "zz", "10" if kept else "-0"]) if keys else "a")
    c.ret = "dict[str, int]"
    for _ in range(r.randint(1, 3)):
        op = r.randint(0, 12)
        if op == 0:
            c.add(f"d[{key}] = {lit(g.i())}")
        elif op == 1:
            c.add(f"d[{key}] = d[{key}] + 1")
        elif op == 2:
            c.add(f"d[{key}] = d.get({key}, 0) + 1")
        elif op == 3:
            c.add(f"v = d.get({key})", f"d[{key}] = -1 if v is None else v")
        elif op == 4:
            c.add(f"d.setdefault({key}, 7)" if r.random() < 0.5 else f"d[{key}] = d.setdefault({key}, 7) * 2")
        elif op == 5:
            c.add(f"d.pop({key})" if r.random() < 0.5 else f"d[{key}] = d.pop({key}, 5)")
        elif op == 6:
            other = g.pick(pool)
            c.add(
                f"d.update({{{key}: 3, {other!r}: 4}})"
                if r.random() < 0.5
                else f"d.update({_dict_lit(g, [other])})"
            )
        elif op == 7:
            c.add(f"if {key} in d:", f"    d[{key}] = 100")
        elif op == 8:
            c.add(f"del d[{key}]")
        elif op == 9:
            c.add("for k in list(d):", "    d[k] = d[k] * 2")
        elif op == 10:
            c.add("d.clear()", f"d[{g.pick(pool)!r}] = 1")
        elif op == 11:
            c.add(f"d[{key}] = d.pop({key}, 0) + 1")  # a popped key comes back last
        else:
            c.add("e = dict(d)", f"e[{key}] = 0", "d = e")
    tail = r.random()
    if kept:
        c.ret_("d")  # the documented order is checked on the dict itself (see oracle.py)
    elif tail < 0.2:
        c.ret = "list[str]"
        c.ret_(g.pick(["list(d.keys())", "list(d)", "[k for k in d]"]))
    elif tail < 0.3:
        c.ret = "list[int]"
        c.ret_("list(d.values())")
    elif tail < 0.4:
        c.ret = "list[tuple[str, int]]"
        c.ret_(g.pick(["list(d.items())", "[(k, v) for k, v in d.items()]"]))
    elif tail < 0.5:
        c.ret = "None"
        c.families.add("printing")
        c.add("print(d)")
    else:
        c.ret_("d")


def s_dict_proto(g: Gen, c: Case) -> None:
    c.families.update({"dict", "dict-proto-keys"})
    r = g.r
    k = g.pick(PROTO_KEYS)
    form = r.randint(0, 6)
    if form == 0:
        c.ret = "dict[str, int]"
        c.add("d: dict[str, int] = {}", f"d[{k!r}] = 1")
        c.ret_("d")
    elif form == 1:
        c.ret = "bool"
        c.add("d: dict[str, int] = {}")
        c.ret_(f"{k!r} in d")
    elif form == 2:
        c.ret = "int | None"
        c.add('d: dict[str, int] = {"a": 1}')
        c.ret_(f"d.get({k!r})")
    elif form == 3:
        c.ret = "int"
        c.add('d: dict[str, int] = {"a": 1}')
        c.ret_(g.pick([f"d.get({k!r}, 0)", f"d[{k!r}]", "len(d)"]))
    elif form == 4:
        c.ret = "dict[str, int]"
        c.ret_(f"{{{k!r}: 1, 'b': 2}}")
    elif form == 5:
        c.ret = "list[str]"
        c.add(
            "d: dict[str, int] = {}",
            f"for k in {lit([k, 'x', g.pick(PROTO_KEYS)])}:",
            "    d[k] = d.get(k, 0) + 1",
        )
        c.ret_("list(d.keys())")
    else:
        c.ret = "int"
        c.add("counts: dict[str, int] = {}", f"for w in {lit(g.pick(PROTO_KEYS) + ' a ' + k)}.split():",
              "    counts[w] = counts.get(w, 0) + 1")  # fmt: skip
        c.ret_(f"counts[{k!r}]")


def s_json(g: Gen, c: Case) -> None:
    c.families.add("json")
    g.imports.add("import json")
    r = g.r
    form = r.randint(0, 5)
    if form == 0:
        c.ret = "str"
        v = g.pick(
            [lit(g.s()), lit(g.f()), lit(g.wi()), "True", "None", "'caf\u00e9'", lit([g.f()]), lit([g.s()])]
        )
        c.ret_(f"json.dumps({v})")
    elif form == 1:
        c.ret = "str"
        if r.random() < 0.1:  # separators= is not supported by the build today
            c.ret_(f'json.dumps({{"k": {lit(g.f())}, "s": {lit(g.s())}}}, separators=(",", ":"))')
        else:
            c.ret_(f'json.dumps({{"k": {lit(g.f())}, "s": {lit(g.s())}}})')
    elif form == 2:
        c.ret = "str"
        if r.random() < 0.1:  # not supported by the build today
            c.ret_(f"json.dumps({lit(g.s())}, ensure_ascii=False)")
        else:
            c.ret_(f"json.dumps({lit(g.strs(0, 3))}) + json.dumps({lit(g.s())})")
    elif form == 3:
        t, text = r.choice(
            [("float", "1.0"), ("int", "12"), ("str", '"\\u00e9\\ud83d\\ude00"'), ("list[int]", "[1, 2]"),
             ("dict[str, int]", '{"b": 1, "a": 2, "01": 3}'), ("float", "1e400"), ("str", '"\\u2028"'),
             ("dict[str, int]", '{"b": 1, "a": 2, "1": 3}')]
        )  # fmt: skip
        if '1"' in text:
            c.families.add("kept-int-keys")
        c.ret = t
        c.add(f"v: {t} = json.loads({text!r})")
        c.ret_("v")
    elif form == 4:
        c.ret = "dict[str, int]"
        k = g.pick(['"-1"', '"10"']) if r.random() < 0.3 else g.pick(['"-1"', '"1.0"', '"x"'])
        if k == '"10"':
            c.families.add("kept-int-keys")
        c.add(f'd: dict[str, int] = json.loads(json.dumps({{"z": 1, {k}: 2, "a": 3}}))')
        c.ret_("d")
    else:
        c.families.add("json-indent")
        c.ret = "str"
        v = g.pick([f"{_dict_lit(g, g.keys(0, 3))}", lit(g.ints(0, 3)), lit(g.strs(0, 2)), "[]", "{}",
                    '{"a": [1, 2], "b": [3]}', "[[1.5], [2.0], [0.1, -0.0]]"])  # fmt: skip
        c.ret_(f"json.dumps({v}, indent={r.choice([0, 1, 2, 4])})")


def s_control(g: Gen, c: Case) -> None:
    c.families.add("control")
    r = g.r
    form = r.randint(0, 5)
    if form == 0:
        a, b = sorted([r.randint(-5, 5), r.randint(-5, 5)])
        name = g.helper(
            f"classify{a}_{b}",
            f"""
def classify_{g.fresh("c")}(n: int) -> str:
    if n < {lit(a)}:
        return "low"
    elif n == {lit(a)}:
        return "edge"
    elif n <= {lit(b)}:
        return "mid"
    else:
        return "high"
""",
        )
        c.ret = "list[str]"
        c.ret_(f"[{name}(n) for n in {lit(g.ints(1, 4))}]")
    elif form == 1:
        c.ret = "int"
        stop, skip = r.randint(0, 8), r.randint(0, 5)
        c.add("total = 0", f"for i in range({r.randint(0, 10)}):")
        c.stmts[-1] = Stmt(c.stmts[-1].lines + (f"    if i == {stop}:", "        break", f"    if i % {skip + 1} == 0:",
                                               "        continue", "    total += i"))  # fmt: skip
        c.ret_("total")
    elif form == 2:
        c.ret = "list[int]"
        c.add(f"n = {r.randint(0, 30)}", "out: list[int] = []", "steps = 0")
        c.add("while n != 1 and steps < 20:", "    out.append(n)", "    steps += 1",
              "    if n % 2 == 0:", "        n = n // 2", "    else:", "        n = 3 * n + 1")  # fmt: skip
        c.ret_("out")
    elif form == 3:
        c.ret = "list[int]"
        c.add("out: list[int] = []", f"for i in range({r.randint(0, 3)}):", f"    for j in range({r.randint(0, 3)}):",
              "        if j > i:", "            break", "        out.append(i * 10 + j)")  # fmt: skip
        c.ret_("out")
    elif form == 4:
        c.ret = "int"
        c.add(
            f"d: dict[str, int] = {_dict_lit(g, g.keys(0, 3))}",
            "acc = 0",
            "for k in d:",
            "    acc = acc * 3 + d[k]",
        )
        c.ret_("acc")
    else:
        c.ret = "str"
        c.add(f"x = {lit(g.wi())}", 'res = ""')
        c.add("if x > 0 and x % 2 == 0:", '    res = "pos-even"', "elif x > 0:", '    res = "pos-odd"',
              "elif not x:", '    res = "zero"', "else:", '    res = "neg"')  # fmt: skip
        c.ret_("res")


def s_exceptions(g: Gen, c: Case) -> None:
    c.families.add("exceptions")
    r = g.r
    form = r.randint(0, 12)
    c.ret = "str"
    if form == 9:
        c.families.add("builtin-exception-subclass")
        base = g.pick(["ValueError", "KeyError", "LookupError", "ArithmeticError", "Exception", "IndexError"])
        cls = g.helper(
            f"sub{base}",
            f"""
class Bad{base}({base}):
    def __init__(self, field: str) -> None:
        super().__init__("bad " + field)
        self.field = field
""",
        )
        catch = g.pick([cls, base, "Exception", {"ValueError": "ValueError", "KeyError": "LookupError",
                        "IndexError": "LookupError", "LookupError": "LookupError",
                        "ArithmeticError": "ArithmeticError", "Exception": "Exception"}[base]])  # fmt: skip
        arg = lit(g.s())
        c.add("try:", f"    raise {cls}({arg})", f"except {catch} as e:",
              "    return type(e).__name__ + ':' + str(e)" if False else "    return 'caught:' + str(e)")  # fmt: skip
        c.ret_("'unreachable'")
    elif form == 10:
        c.families.add("builtin-exceptions")
        trigger, _ = r.choice([
            ("d['missing']", "KeyError"), ("xs[9]", "IndexError"), ("1 // zero", "ZeroDivisionError"),
            ("1.5 % zero", "ZeroDivisionError"), ("int('1x')", "ValueError"), ("xs.index(99)", "ValueError"),
            ("int(float('inf'))", "OverflowError"), ("round(float('-inf'))", "OverflowError"),
            ("float('')", "ValueError"), ("xs.pop(7)", "IndexError"), ("zero ** -1", "ZeroDivisionError"),
            ("'abc'.index('z')", "ValueError"), ("d.pop('nope')", "KeyError"), ("xs.remove(42)", "ValueError"),
            ("int(float('nan'))", "ValueError"),
        ])  # fmt: skip
        handlers = r.sample(["ValueError", "KeyError", "IndexError", "ZeroDivisionError", "LookupError",
                             "ArithmeticError", "OverflowError", "(IndexError, ValueError)", "(KeyError, ZeroDivisionError)"],
                            r.randint(1, 3))  # fmt: skip
        c.add("d: dict[str, int] = {'a': 1}", "xs: list[int] = [1, 2]", "zero = 0", "log = 'start'")
        lines = ["try:", f"    log = str({trigger})"]
        for h in handlers:
            lines += [f"except {h} as e:", f"    log = {h.strip('()').split(',')[0]!r} + ':' + str(e)"]
        lines += ["except Exception as e:", "    log = 'other:' + str(e)"]
        c.add(*lines)
        c.ret_("log")
    elif form == 11:
        c.families.add("builtin-exceptions")
        exc = g.pick(
            ["ValueError", "KeyError", "IndexError", "ZeroDivisionError", "OverflowError", "LookupError"]
        )
        c.add("try:", f"    raise {exc}({lit(g.s())})", f"except {g.pick([exc, 'Exception', 'LookupError', 'ArithmeticError'])} as e:",
              "    return 'caught ' + str(e) + ' ' + repr(str(e))")  # fmt: skip
        c.ret_("'unreachable'")
    elif form == 12:
        c.families.add("builtin-exceptions")
        c.ret = "int"
        c.add(f"raise {g.pick(['ValueError', 'KeyError', 'IndexError'])}({lit(g.s())})")
        c.ret_("0")
    elif form == 0:
        c.families.add("ZeroDivisionError")
        a, b = g.i(), r.choice([0, 0, 2, -3])
        c.add("try:", f"    return str({lit(a)} // {b})" if r.random() < 0.5 else f"    return str({lit(a)} % {b})",
              "except ZeroDivisionError as e:", "    return 'zde:' + str(e)")  # fmt: skip
        c.ret_("'unreachable'")
    elif form == 1:
        c.families.add("IndexError")
        c.add(f"xs: list[int] = {lit(g.ints(0, 3))}", "try:", f"    return str(xs[{r.choice([0, 2, -1, -4, 5])}])",
              "except IndexError as e:", "    return 'ie:' + str(e)")  # fmt: skip
        c.ret_("'unreachable'")
    elif form == 2:
        c.families.add("KeyError")
        c.add(f"d: dict[str, int] = {_dict_lit(g, g.keys(0, 2))}", "try:", f"    return str(d[{g.s()!r}])",
              "except KeyError as e:", "    return 'ke:' + str(e)")  # fmt: skip
        c.ret_("'unreachable'")
    elif form == 3:
        c.families.update({"ValueError", "int()"})
        c.add("try:", f"    return str(int({g.pick(['12', 'x', '', '1.5', ' 3 '])!r}))",
              "except ValueError as e:", "    return 've:' + str(e)")  # fmt: skip
        c.ret_("'unreachable'")
    elif form == 4:
        c.families.add("own-exceptions")
        err = g.app_error() if r.random() < 0.5 else g.not_found()
        catch = g.pick(["AppError", "Exception", err])
        name = g.helper(
            f"raiser{err}",
            f"""
def check_{err.lower()}(n: int) -> int:
    if n < 0:
        raise {err}("negative: " + str(n))
    return n * 2
""",
        )
        c.add(
            "try:",
            f"    return str({name}({lit(g.i())}))",
            f"except {catch} as e:",
            "    return 'caught:' + str(e)",
        )
        c.ret_("'unreachable'")
    elif form == 5:
        c.families.add("own-exceptions")
        err = g.app_error()
        c.ret = "int"
        c.add(f"raise {err}({lit(g.s())})")
        c.ret_("0")
    elif form == 6:
        c.families.add("uncaught")
        c.ret = "int"
        c.add(f"xs: list[int] = {lit(g.ints(0, 2))}", "d: dict[str, int] = {}")
        c.ret_(
            g.pick(
                [
                    "xs[3]",
                    'd["k"]',
                    "1 // 0",
                    "xs.pop()",
                    "xs.index(42)",
                    "int('q')",
                    "min(xs) if not xs else 0",
                ]
            )
        )
    elif form == 7:
        c.families.add("own-exceptions")
        err = g.app_error()
        nm = g.js_name() if r.random() < 0.5 else "e"
        if nm != "e":
            c.families.add("names")
        c.add(
            "out = ''", "try:", f"    raise {err}('boom')", f"except {err} as {nm}:", f"    out = str({nm})"
        )
        c.ret_("out")
    else:
        c.families.add("exceptions-nested")
        c.add("log: list[str] = []", "try:", "    try:", "        x = 1 // 0", "        log.append(str(x))",
              "    except KeyError:", "        log.append('inner')", "    finally:", "        log.append('finally')",
              "except ZeroDivisionError:", "    log.append('outer')")  # fmt: skip
        c.ret = "str"
        c.ret_("','.join(log)")


def s_unpack(g: Gen, c: Case) -> None:
    c.families.add("unpacking")
    r = g.r
    form = r.randint(0, 4)
    if form == 0:
        c.ret = "tuple[int, int]"
        c.add(f"a, b = {lit(g.i())}, {lit(g.i())}", "a, b = b, a + b")
        c.ret_("(a, b)")
    elif form == 1:
        c.ret = "int"
        xs = g.ints(1, 4)
        c.add(f"xs: list[int] = {lit(xs)}", "a, b = xs")
        c.ret_("a - b")
    elif form == 2:
        c.ret = "list[str]"
        c.add(
            f"d: dict[str, int] = {_dict_lit(g, g.keys(0, 3))}",
            "out: list[str] = []",
            "for k, v in d.items():",
            "    out.append(k + str(v))",
        )
        c.ret_("out")
    elif form == 3:
        c.ret = "int"
        if r.random() < 0.1:  # nested unpacking: refused by the build
            c.add("(a, b), c = (1, 2), 3")
        else:
            c.add("p = (1, 2)", "c = 3", "a, b = p")
        c.ret_("a * 100 + b * 10 + c")
    else:
        c.ret = "list[int]"
        c.add(f"pairs: list[tuple[int, int]] = {_pairs(g)}")
        c.add("out: list[int] = []", "for x, y in pairs:", "    out.append(x - y)")
        c.ret_("out")


def _pairs(g: Gen) -> str:
    return "[" + ", ".join(f"({lit(g.i())}, {lit(g.i())})" for _ in range(g.r.randint(0, 3))) + "]"


def s_functions(g: Gen, c: Case) -> None:
    c.families.add("functions")
    r = g.r
    form = r.randint(0, 6)
    if form == 0:
        c.families.add("closures")
        c.ret = "int"
        c.add(f"base = {lit(g.i())}", "def inner(x: int) -> int:", "    return x + base")
        c.ret_(f"inner({lit(g.i())}) * 2")
    elif form == 1:
        c.families.add("lambda")
        c.ret = "list[int]"
        g.imports.add("from collections.abc import Callable")
        c.add(f"f: Callable[[int], int] = lambda x: x * {lit(g.i())}", f"src: list[int] = {lit(g.ints())}")
        c.ret_("[f(v) for v in src]")
    elif form == 2:
        c.families.update({"lambda", "closures"})
        g.imports.add("from collections.abc import Callable")
        c.ret = "list[int]"
        make = g.helper(
            "make_times",
            """
def make_times(k: int) -> Callable[[int], int]:
    return lambda x: x * k
""",
        )
        c.add(
            "fs: list[Callable[[int], int]] = []",
            f"for i in range({r.randint(1, 4)}):",
            f"    fs.append({make}(i))",
        )
        c.ret_("[f(10) for f in fs]")
    elif form == 3:
        c.families.add("defaults")
        name = g.helper(
            "dflt",
            """
def greet(name: str, greeting: str = "Hello", punct: str = "!") -> str:
    return greeting + ", " + name + punct
""",
        )
        c.ret = "str"
        c.ret_(g.pick([f'{name}("Bo")', f'{name}("Al", "Hi")', f'{name}("Cy", punct="?")',
                       f'{name}(greeting="Yo", name="Di")']))  # fmt: skip
    elif form == 4:
        c.families.add("defaults")
        if r.random() < 0.9:
            name = g.helper(
                "acc",
                """
def accumulate(v: int, xs: list[int] | None = None) -> list[int]:
    out: list[int] = [] if xs is None else xs
    out.append(v)
    return out
""",
            )
        else:  # narrowing by assignment (`xs = []` after `if xs is None`): refused by the build today
            name = g.helper(
                "acc_narrow",
                """
def accumulate_narrowed(v: int, xs: list[int] | None = None) -> list[int]:
    if xs is None:
        xs = []
    xs.append(v)
    return xs
""",
            )
        c.ret = "list[int]"
        c.add(f"{name}({lit(g.i())})")
        c.ret_(f"{name}({lit(g.i())})")
    elif form == 5:
        c.families.add("kwonly")
        name = g.helper(
            "kwo",
            """
def scale(x: int, *, factor: int = 2, offset: int = 0) -> int:
    return x * factor + offset
""",
        )
        c.ret = "int"
        c.ret_(
            g.pick(
                [
                    f"{name}({lit(g.i())})",
                    f"{name}(3, offset={lit(g.i())})",
                    f"{name}(4, offset=1, factor={lit(g.i())})",
                ]
            )
        )
    else:
        c.families.add("recursion")
        name = g.helper(
            "fib",
            """
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
""",
        )
        c.ret = "int"
        c.ret_(f"{name}({r.randint(0, 15)})")


def s_classes(g: Gen, c: Case) -> None:
    c.families.add("classes")
    r = g.r
    g.helper(
        "Point",
        """
class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y
    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)
    def moved(self, dx: int) -> "Point":
        return Point(self.x + dx, self.y)
    def label(self) -> str:
        return "P(" + str(self.x) + "," + str(self.y) + ")"
""",
    )
    form = r.randint(0, 5)
    p = f"Point({lit(g.i())}, {lit(g.i())})"
    if form == 0:
        c.ret = "Point"
        c.ret_(p if r.random() < 0.5 else f"{p}.moved({lit(g.i())})")
    elif form == 1:
        c.ret = "int"
        c.ret_(f"{p}.norm1()")
    elif form == 2:
        c.families.add("subclass")
        g.helper(
            "Point3",
            """
class Point3(Point):
    def __init__(self, x: int, y: int, z: int) -> None:
        super().__init__(x, y)
        self.z = z
    def norm1(self) -> int:
        return super().norm1() + abs(self.z)
    def label(self) -> str:
        return "P3:" + super().label()
""",
        )
        c.ret = g.pick(["int", "str", "Point"])
        q = f"Point3({lit(g.i())}, {lit(g.i())}, {lit(g.i())})"
        c.add(f"q: Point = {q}")
        c.ret_({"int": "q.norm1()", "str": "q.label()", "Point": "q"}[c.ret])
    elif form == 3:
        c.ret = "str"
        c.add(f"p = {p}", "p.x = p.x * 2")
        c.ret_("p.label()")
    elif form == 4:
        c.families.add("isinstance")
        c.ret = "bool"
        c.add(f"p: object = {p}")
        c.ret_("isinstance(p, Point)")
    else:
        c.families.add("dunder-str")
        g.helper(
            "Money",
            """
class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents
    def __str__(self) -> str:
        rest = str(self.cents % 100)
        return "$" + str(self.cents // 100) + "." + ("0" + rest if len(rest) < 2 else rest)
""",
        )
        c.ret = "str"
        if r.random() < 0.1:  # str() of an instance: refused by the build today
            c.ret_(f"str(Money({lit(g.i())}))" if r.random() < 0.5 else f'f"{{Money({lit(g.i())})}}"')
        else:
            c.ret_(
                f"Money({lit(g.i())}).__str__()"
                if r.random() < 0.3
                else f"'<' + Money({lit(g.i())}).__str__() + '>'"
            )


def s_names(g: Gen, c: Case) -> None:
    c.families.add("names")
    r = g.r
    n = g.js_name()
    form = r.randint(0, 6)
    if form == 0:  # function name
        name = g.helper(f"fn_{n}", f"def {n}(a: int) -> int:\n    return a + 1")
        c.ret = "int"
        c.ret_(f"{name}({lit(g.i())})")
    elif form == 1:  # parameter
        h = g.fresh("h_param")
        g.helper(f"p_{n}", f"def {h}({n}: int) -> int:\n    return {n} * 2")
        c.ret = "int"
        c.ret_(f"{h}({lit(g.i())})")
    elif form == 2:  # local
        c.ret = "int"
        c.add(f"{n} = {lit(g.i())}", f"{n} = {n} + 1")
        c.ret_(n)
    elif form == 3:  # keyword-only parameter
        h = g.fresh("h_kw")
        g.helper(f"k_{n}", f"def {h}(a: int, *, {n}: int = 2) -> int:\n    return a - {n}")
        c.ret = "int"
        c.ret_(g.pick([f"{h}(1, {n}={lit(g.i())})", f"{h}(5)"]))
    elif form == 4:  # class name
        name = g.helper(
            f"cls_{n}",
            f"class {n}:\n    def __init__(self, v: int) -> None:\n        self.v = v\n    def get(self) -> int:\n        return self.v",
        )
        c.ret = "int"
        c.ret_(f"{name}({lit(g.i())}).get()")
    elif form == 5:  # attribute
        attr = g.pick(ATTR_NAMES)
        h = g.fresh("Holder")
        g.helper(
            f"attr_{h}",
            f"class {h}:\n    def __init__(self, v: int) -> None:\n        self.{attr} = v\n    def bump(self) -> int:\n        self.{attr} += 1\n        return self.{attr}",
        )
        c.ret = g.pick(["int", h])
        c.add(f"o = {h}({lit(g.i())})", "o.bump()")
        c.ret_(f"o.{attr}" if c.ret == "int" else "o")
    else:  # dict key and local together
        c.ret = "dict[str, int]"
        c.add(f"{n}: dict[str, int] = {{}}", f"{n}[{n!r}] = 1")
        c.ret_(n)


def s_adversarial(g: Gen, c: Case) -> None:
    c.families.add("adversarial-str")
    r = g.r
    s = g.r.choice(ADVERSARIAL)
    form = r.randint(0, 5)
    c.ret = "str"
    if form == 0:
        c.ret_(lit(s))
    elif form == 1:
        c.add(f"s = {lit(s)}")
        c.ret_(f"s + {lit(g.r.choice(ADVERSARIAL))}")
    elif form == 2:
        c.families.add("printing")
        c.ret = "None"
        c.add(f"print({lit(s)})")
    elif form == 3:
        c.families.add("fstring")
        c.add(f"s = {lit(s)}")
        c.ret_('f"[{s}]"')
    elif form == 4:
        c.families.add("replace")
        c.add(f"s = {lit(s)}")
        c.ret_(f"{lit(g.s() or 'abc')}.replace('a', s)")
    else:
        c.ret = "int"
        c.add(f"s = {lit(g.s())}")
        c.ret_("len(s)")


def s_newer(g: Gen, c: Case) -> None:
    """The dialect's newer constructs: bytes and base64, generators, itertools, Enum and NamedTuple,
    hashlib, %-formatting of random values."""
    r = g.r
    what = r.choice(["bytes", "base64", "generator", "itertools", "enum", "namedtuple", "hashlib"])
    c.families.add(what)
    if what == "bytes":
        g.imports.add("import base64")
        c.ret = "str"
        c.add(f"b = {lit(g.s())}.encode()", f"h = b[{r.randint(-3, 3)}:{r.randint(-2, 9)}]")
        c.ret_(g.pick(["str(h)", "h.hex() + str(len(b))", "str(b + h)", "repr(b * 2)", "str(b == h)", "b.decode('utf-8')"]))
    elif what == "base64":
        g.imports.add("import base64")
        c.ret = "str"
        text = "".join(r.choice("QUJDYWJj+/=-_ \n*") for _ in range(r.randint(0, 9)))
        c.add(f"raw = {lit(g.s())}.encode()")
        c.ret_(g.pick([
            "base64.b64encode(raw).decode()",
            "base64.urlsafe_b64encode(raw).decode('ascii')",
            f"str(base64.b64decode({lit(text)}))",
            f"str(base64.b64decode({lit(text)}, validate=True))",
            f"str(base64.urlsafe_b64decode({lit(text)}))",
        ]))  # fmt: skip
    elif what == "generator":
        g.imports.add("from collections.abc import Iterator")
        name = g.helper(
            "countdown",
            """
def countdown(n: int, log: list[str]) -> Iterator[int]:
    while n > 0:
        log.append("at " + str(n))
        yield n
        n -= 1
    log.append("done")
""",
        )
        c.ret = "list[str]"
        c.add("log: list[str] = []", f"it = {name}({r.randint(0, 4)}, log)")
        c.add(*g.pick([
            "for x in it:\n    log.append(str(x * 2))\n    if x == 2:\n        break",
            "log.append(str(sum(it)))",
            "log.append(str(next(it, -1)))\nlog.append(str(list(it)))",
            "for i, x in enumerate(it):\n    log.append(str(i) + ':' + str(x))",
        ]).split("\n"))  # fmt: skip
        c.ret_("log")
    elif what == "itertools":
        g.imports.add("import itertools")
        c.ret = "str"
        xs, ys = lit(g.ints(0, 4)), lit(g.strs(0, 3))
        c.ret_("str(list(" + g.pick([
            f"itertools.chain({xs}, {xs})", f"itertools.islice({xs}, {r.randint(0, 5)})",
            f"itertools.product({xs}, {ys})", f"itertools.permutations({xs}, {r.randint(0, 3)})",
            f"itertools.combinations({xs}, {r.randint(0, 3)})", f"itertools.accumulate({xs})",
            f"itertools.pairwise({ys})", f"itertools.zip_longest({xs}, {ys}, fillvalue='-')",
        ]) + "))")  # fmt: skip
    elif what == "enum":
        g.imports.add("from enum import Enum, StrEnum, auto")
        g.helper("Light", "class Light(Enum):\n    RED = 1\n    AMBER = auto()\n    GREEN = 'go'\n")
        g.helper("Tone", "class Tone(StrEnum):\n    SOFT = auto()\n    LOUD = 'Loud'\n")
        c.ret = "str"
        c.ret_(g.pick([
            "str(Light.AMBER) + repr(Light.GREEN)", "str([m.name for m in Light])", "str(Light(2))",
            "Tone.SOFT + Tone.LOUD.lower()", "repr(Tone('Loud'))", "str([Tone.SOFT, Tone.LOUD])",
            f"str(Light['RED'] == Light.RED) + str(Tone.SOFT == str({lit(g.s())}))",  # (a literal: no overlap)
        ]))  # fmt: skip
    elif what == "namedtuple":
        g.imports.add("from typing import NamedTuple")
        g.helper("Pair", "class Pair(NamedTuple):\n    left: int\n    right: str = 'r'\n")
        c.ret = "str"
        c.add(f"p = Pair({lit(g.i())}, {lit(g.s())})", f"q = Pair({lit(g.i())})")
        c.ret_(g.pick(["str(p)", "repr([p, q])", "str(p == q) + str(p < q)", "str(p[0] + q.left)", "str(sorted([q, p]))"]))
    else:
        g.imports.add("import hashlib")
        g.imports.add("import hmac")
        c.ret = "str"
        data = f"{lit(g.s())}.encode()"
        c.ret_(g.pick([
            f"hashlib.sha256({data}).hexdigest()", f"hashlib.md5({data}).hexdigest()",
            f"hmac.new(b'k', {data}, hashlib.sha1).hexdigest()", f"str(hmac.compare_digest({data}, {data}))",
        ]))  # fmt: skip


def s_effects(g: Gen, c: Case) -> None:
    """When and in what order parts of an expression run: comprehensions whose tests and values log
    and may raise, generator expressions consumed part way (break, zip, any/all, next, a consumer
    taking all), closures made in a loop called after it. The log is part of the result."""
    r = g.r
    c.families.add("effects")
    note = g.helper(
        "note",
        """
def note(log: list[str], tag: str, v: int) -> int:
    log.append(tag + str(v))
    if v == 7:
        raise ValueError("at " + tag + str(v))
    return v
""",
    )
    src = lit(g.ints(0, 6) + ([7] if r.random() < 0.4 else []))
    test = g.pick([f"{note}(log, 't', x) % 2 == 0", f"{note}(log, 't', x) > {r.randint(-1, 5)}", "x != 3"])
    value = g.pick([f"{note}(log, 'v', x)", f"{note}(log, 'v', x) * 2", "x + 1"])
    c.ret = "list[object]"
    c.add("log: list[str] = []", "res: object = None")
    form = r.randint(0, 9)
    if form == 0:
        expr = f"[{value} for x in {src} if {test}]"
    elif form == 1:
        expr = f"[{value} + y for x in {src} if {test} for y in [{note}(log, 'i', x), 1] if y >= 0]"
    elif form == 2:
        expr = f"{{'k' + str(x): {value} for x in {src} if {test}}}"  # (index-like keys: kept-int-keys)
    elif form == 3:
        expr = f"{g.pick(['any', 'all'])}({value} > {r.randint(-1, 4)} for x in {src} if {test})"
    elif form == 4:
        consumer = g.pick(["sum", "max", "min", "sorted", "list", "set"])
        expr = f"{consumer}({value} for x in {src} if {test})"
        if consumer in ("max", "min"):
            expr = f"{consumer}(({value} for x in {src} if {test}), default=-1)"
        if consumer == "set":
            expr = f"sorted({expr})"
    elif form == 5:
        expr = f"list(zip([0, 1], ({value} for x in {src} if {test})))"
    elif form == 6:
        expr = f"next(({value} for x in {src} if {test}), -1)"
    elif form == 7:
        c.add(
            "got: list[int] = []",
            f"for v in ({value} for x in {src}):",
            "    got.append(v)",
            f"    if v > {r.randint(0, 4)}:",
            "        break",
        )
        expr = "got"
    elif form == 8:
        g.imports.add("from collections.abc import Callable")
        c.add(
            "fs: list[Callable[[], int]] = []",
            f"for x in {src}:",
            "    y = x * 10",
            f"    fs.append(lambda: {g.pick(['x', 'y', 'x + y'])})",
        )
        expr = "[f() for f in fs]"
    else:
        g.imports.add("from collections.abc import Iterator")
        c.add(
            "gens: list[Iterator[int]] = []",
            f"for k in {lit(g.ints(1, 3))}:",
            f"    gens.append({value} + k for x in {src})",
        )
        expr = "[sum(gen) for gen in gens]"
    c.add("try:", f"    res = {expr}", "except ValueError as e:", "    res = 'error: ' + str(e)")
    c.ret_("[res, log]")


def s_bigint_literal(g: Gen, c: Case) -> None:
    """An int literal beyond 2**53: the build refuses it at its line (2**53 itself is accepted)."""
    c.families.add("bigint-literal")
    c.expect_refused = True
    v = g.r.choice([2**53 + 1, -(2**53) - 1, 2**63, 10**16, -(10**17), 2**64, 10**20, 9999999999999999])
    c.ret = "int"
    form = g.r.randint(0, 2)
    if form == 0:
        c.add(f"x = {lit(v)}")
        c.ret_("x")
    elif form == 1:
        c.ret = "list[int]"
        c.ret_(f"[1, {lit(v)}]")
    else:
        c.ret_(f"{lit(g.i())} + {lit(v)}")


def s_refused(g: Gen, c: Case) -> None:
    """Something the README documents as refused: the build must refuse it, located in the case (or in
    the definition it names). A few of each, so most programs build and run."""
    r = g.r
    c.expect_refused = True
    what = r.choice(["dict-int-keys", "mutable-default", "mutable-class-attr", "loop-closure", "print-end",
                     "list-eq", "int-float-print", "percent-format", "slice-step", "set", "walrus",
                     "loop-else", "try-else", "format-type-n", "format-bang-a", "format-nested"])  # fmt: skip
    if what in (
        "loop-else",
        "try-else",
        "set",
        "format-nested",
        "list-eq",
        "walrus",
        "slice-step",
        "percent-format",
        "dict-int-keys",
        "loop-closure",
        "format-bang-a",
        "format-type-n",
        "mutable-class-attr",
        "mutable-default",
        "print-end",
    ):  # supported now: their meaning is checked instead
        c.expect_refused = False
        c.families.update({"control", what})
    else:
        c.families.add("refused:" + what)
    if what == "dict-int-keys":
        c.ret = "dict[int, str]"
        k = lit(g.i())
        c.add(f'd: dict[int, str] = {{{k}: "a", 10: "b"}}', f'd[{lit(g.i())}] = "c"', f"d.pop({k}, None)")
        c.ret_("d")
    elif what == "mutable-default":
        name = g.helper(
            "acc_mut",
            """
def accumulate_into(v: int, xs: list[int] = []) -> list[int]:
    xs.append(v)
    return xs
""",
        )
        c.ret = "list[int]"
        c.add(f"{name}({lit(g.i())})")
        c.ret_(f"{name}({lit(g.i())})")
    elif what == "mutable-class-attr":
        name = g.helper(
            "Registry",
            """
class Registry:
    items: list[str] = []
    def add(self, s: str) -> int:
        self.items.append(s)
        return len(self.items)
""",
        )
        c.ret = "int"
        c.add(f"{name}().add('a')")
        c.ret_(f"{name}().add('b')")
    elif what == "loop-closure":
        g.imports.add("from collections.abc import Callable")
        c.ret = "list[int]"
        c.add(
            "fs: list[Callable[[], int]] = []",
            f"for i in range({r.randint(1, 4)}):",
            "    fs.append(lambda: i * 10)",
        )
        c.ret_("[f() for f in fs]")
    elif what == "print-end":  # a line left unfinished, ended here or by a later case's print
        c.ret = "None"
        c.add(f"print({lit(g.s())}, end={g.pick(['', '!', ' '])!r})")
        if r.random() < 0.5:
            c.add(f"print({lit(g.i())}, {lit(g.s())}, sep={g.pick(['', '-'])!r}, end={g.pick(['.', '', '!?'])!r})")
    elif what == "list-eq":
        c.ret = "bool"
        c.add(f"xs: list[int] = {lit(g.ints(0, 3))}")
        c.ret_(f"xs {g.pick(['==', '!='])} {lit(g.ints(0, 3))}")
    elif what == "int-float-print":
        c.ret = "None"
        # an int or a float, by a test JS cannot see in the type (a literal int alone is narrowed to int)
        c.add(f"v: int | float = {lit(g.i())} if {lit(g.i())} > 0 else {lit(g.f())}", "print(v)")
    elif what == "percent-format":
        c.ret = "str"
        conversion = g.pick(["%d", "%5d", "%-5d|", "%+d", "%05d", "%x", "%#o", "%s", "%6s|", "%-6s|", "%.2s", "%r"])
        number = g.pick(["%f", "%.2f", "%8.3f", "%e", "%g", "%+.1e", "%05.1f"])
        c.ret_(f"'{conversion} and {number}%%' % ({lit(g.i()) if 'd' in conversion or 'x' in conversion or 'o' in conversion else lit(g.s())}, {lit(g.f())})")
    elif what == "slice-step":
        c.ret = "list[int]"
        c.add(f"xs: list[int] = {lit(g.ints(0, 5))}")
        c.ret_(f"xs[::{g.pick(['2', '-2', '3'])}]")
    elif what == "set":
        c.ret = "int"
        c.add(f"s = {{{lit(g.i())}, 2, 2}}")
        c.ret_("len(s)")
    elif what == "walrus":
        c.ret = "int"
        c.add(f"xs: list[int] = {lit(g.ints(0, 3))}", "if (n := len(xs)) > 1:", "    return n")
        c.ret_("0")
    elif what == "loop-else":
        c.ret = "str"
        stop = r.choice([2, 5, 99])
        if r.random() < 0.5:
            c.add("out = ''", f"for x in {lit(g.ints(0, 3))}:", "    out += str(x)", f"    if x == {stop}:", "        break",
                  "else:", "    out += '!'")  # fmt: skip
        else:
            c.add("out = ''", "n = 0", f"while n < {r.randint(0, 4)}:", "    n += 1", f"    if n == {stop}:", "        break",
                  "    out += str(n)", "else:", "    out += '!'")  # fmt: skip
        c.ret_("out")
    elif what == "try-else":
        c.ret = "str"
        c.add("out = ''", f"d = {r.choice([0, 1, 2])}", "try:", "    out = str(10 // d)", "except ZeroDivisionError:",
              "    out = 'z'", "else:", "    out += '!'", *(["finally:", "    out += 'f'"] if r.random() < 0.5 else []))  # fmt: skip
        c.ret_("out")
    elif what == "format-type-n":
        c.ret = "str"
        c.add(f"n = {lit(g.i())}", f"x = {lit(g.f())}")
        c.ret_(g.pick(['f"{n:n}"', 'f"{n:c}"', 'f"{n:>4c}"', 'f"{x:n}"', 'f"{x:012.3n}"', "'%c' % n"]))
    elif what == "format-bang-a":
        c.ret = "str"
        c.add(f"s = {lit(g.s())}")
        c.ret_('f"{s!a}"')
    else:
        c.ret = "str"
        c.add(f"x = {lit(g.f())}", f"w = {r.randint(1, 9)}")
        c.ret_('f"{x:>{w}}"')


SNIPPETS: list[tuple[Callable[[Gen, Case], None], int]] = [
    (s_arith, 8), (s_bitwise, 4), (s_compare, 3), (s_boolops, 4), (s_in, 3), (s_none, 3),
    (s_builtins, 9), (s_print, 5), (s_str_methods, 8), (s_fstring, 5), (s_slicing, 5),
    (s_list_methods, 6), (s_comprehension, 4), (s_dict, 7), (s_dict_proto, 4), (s_json, 3),
    (s_control, 6), (s_exceptions, 7), (s_unpack, 3), (s_functions, 5), (s_classes, 5),
    (s_names, 6), (s_adversarial, 4), (s_bigint_literal, 1), (s_refused, 2), (s_newer, 4),
    (s_effects, 3),
]  # fmt: skip


def generate(seed: int) -> Program:
    g = Gen(seed)
    funcs, weights = zip(*SNIPPETS)
    cases: list[Func] = []
    for idx in range(g.r.randint(3, 8)):
        snippet = g.r.choices(funcs, weights)[0]
        c = Case("int")
        snippet(g, c)
        ret = c.ret
        header = f"def case_{idx}() -> {ret}:"
        cases.append(
            Func(
                f"case_{idx}",
                (header,),
                tuple(c.stmts),
                "case",
                ret == "None",
                frozenset(c.families),
                c.expect_refused,
                tuple(sorted(c.refuse_defs)),
            )  # fmt: skip
        )
    return Program(seed, tuple(sorted(g.imports)), tuple(g.defs.values()), tuple(cases))


# ---------------------------------------------------------------------------------------------
# shrinking


def shrink(program: Program, still_fails: Callable[[Program], bool]) -> Program:
    """Greedily drop cases, definitions and statements while `still_fails` holds."""
    current = program
    changed = True
    while changed:
        changed = False
        # whole cases
        i = 0
        while len(current.cases) > 1 and i < len(current.cases):
            cand = replace(current, cases=current.cases[:i] + current.cases[i + 1 :])
            if still_fails(cand):
                current, changed = cand, True
            else:
                i += 1
        # definitions
        i = 0
        while i < len(current.defs):
            cand = replace(current, defs=current.defs[:i] + current.defs[i + 1 :])
            if still_fails(cand):
                current, changed = cand, True
            else:
                i += 1
        # imports
        for imp in current.imports:
            cand = replace(current, imports=tuple(x for x in current.imports if x != imp))
            if still_fails(cand):
                current, changed = cand, True
        # statements of every function
        for group in ("defs", "cases"):
            funcs = list(getattr(current, group))
            for fi in range(len(funcs)):
                si = 0
                while si < len(funcs[fi].body):
                    f = funcs[fi]
                    if f.body[si].keep:
                        si += 1
                        continue
                    trial = list(funcs)
                    trial[fi] = replace(f, body=f.body[:si] + f.body[si + 1 :])
                    if group == "defs":
                        cand = replace(current, defs=tuple(trial))
                    else:
                        cand = replace(current, cases=tuple(trial))
                    if still_fails(cand):
                        current, funcs, changed = cand, trial, True
                    else:
                        si += 1
    return current
