"""The five examples: their output is pinned in snapshots/, parses as an ES module, type-checks
with tsc against the real SDK declarations, and their Python type-checks with mypy --strict.

`pytest --update` rewrites the snapshots; a plain run only compares, and fails with a unified diff.
"""

from __future__ import annotations

import difflib
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator import ROOT, toolchain
from generator.transpile.build import Artifact, transpile_file, transpile_source
from generator.transpile.runtime import helpers

EXAMPLES = sorted((ROOT / "examples").glob("*.py"))
SNAPSHOTS = ROOT / "snapshots"
#: The files a snapshot pins (the source map follows from them).
SNAPSHOT_FILES = ("worker.js", "wrangler.jsonc")
TSC_FLAGS = (
    "--noEmit", "--allowJs", "--checkJs", "--module", "esnext", "--moduleResolution", "bundler",
    "--target", "es2022", "--lib", "es2022", "--types", "@cloudflare/workers-types",
    # Errors inside dependencies' own .d.ts (capnweb imports node:http) are not the worker's.
    "--skipLibCheck",
)  # fmt: skip


def test_all_five_seed_workers_are_examples() -> None:
    """The seed's five workers, and the SDK's bridge written in Python (issue 14)."""
    assert [p.stem for p in EXAMPLES] == [
        "bridge",
        "code_runner",
        "notebook",
        "test_runner",
        "text_search",
        "workspace_files",
    ]


def write_snapshot(name: str, artifact: Artifact) -> None:
    folder = SNAPSHOTS / name
    folder.mkdir(parents=True, exist_ok=True)
    for file_name in SNAPSHOT_FILES:
        (folder / file_name).write_text(artifact.files[file_name], encoding="utf-8")


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_output_matches_snapshot(example: Path, update_snapshots: bool) -> None:
    artifact = transpile_file(example)
    if update_snapshots:
        write_snapshot(example.stem, artifact)
        return
    for name in SNAPSHOT_FILES:
        path = SNAPSHOTS / example.stem / name
        expected = path.read_text(encoding="utf-8") if path.exists() else ""
        actual = artifact.files[name]
        if actual != expected:
            diff = difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                str(path),
                f"{example.name} (now)",
            )
            pytest.fail(f"{name} of {example.name} changed (pytest --update rewrites it):\n" + "".join(diff))


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_snapshot_parses_as_an_es_module(example: Path, tmp_path: Path) -> None:
    # A .js file outside a "type": "module" package passes --check even with a syntax error: use .mjs.
    copy = tmp_path / "worker.mjs"
    copy.write_text((SNAPSHOTS / example.stem / "worker.js").read_text())
    done = toolchain.node("--check", str(copy), check=False)
    assert done.returncode == 0, done.stderr


def test_node_check_catches_a_broken_module(tmp_path: Path) -> None:
    broken = tmp_path / "worker.mjs"
    broken.write_text("export default { async fetch( { } };\n")
    assert toolchain.node("--check", str(broken), check=False).returncode != 0


def _tsc(files: dict[str, str]) -> dict[str, list[str]]:
    """tsc errors per file, run in a scratch folder whose node_modules is the pinned toolchain's."""
    with tempfile.TemporaryDirectory(prefix="sandbox-py-tsc-") as scratch:
        work = Path(scratch)
        os.symlink(toolchain.ensure(quiet=True), work / "node_modules")
        for name, text in files.items():
            (work / name).write_text(text)
        tsc = work / "node_modules" / "typescript" / "bin" / "tsc"
        done = toolchain.node(str(tsc), *TSC_FLAGS, *files, cwd=work, check=False)
    found: dict[str, list[str]] = {name: [] for name in files}
    for line in done.stdout.splitlines():
        match = re.match(r"^([\w.]+)\(\d+,\d+\): error", line)
        if match and match[1] in found:
            found[match[1]].append(line)
        elif "error" in line and not line.startswith(" "):
            found.setdefault("<other>", []).append(line)
    return found


@pytest.fixture(scope="module")
def tsc_errors() -> dict[str, list[str]]:
    files = {f"{p.stem}.js": (SNAPSHOTS / p.stem / "worker.js").read_text() for p in EXAMPLES}
    broken = (SNAPSHOTS / "code_runner" / "worker.js").read_text().replace("runCode(code)", "runCode(42)")
    files["broken_control.js"] = broken
    # every runtime helper at once, as a module would hold them
    files["all_helpers.js"] = "\n\n".join(h.text for h in helpers().values()) + "\n\nexport {};\n"
    files["jsdoc_types.js"] = transpile_source(JSDOC_TYPES, "worker.py").javascript
    return _tsc(files)


#: Types a newcomer's worker met that its JSDoc once named wrongly: an SDK interface its module does
#: not export (`FileInfo`), a defaultdict's object, a JSONDecodeError's fields, an IntEnum's members
#: (numbers), a required keyword-only parameter (its options object is required), a held tuple, a
#: comprehension of tuples (tsc reads `[n, "x", i]` as an array of the items' union), int() of an
#: `object` narrowed to a number (tsc's `typeof` narrowing keeps a bool), a sum of bools, the
#: asynchronous comprehensions' helpers (`$awaitFlatMap`), locals typed by their first append, a
#: deque's `$Deque` and its uses, a subclass's override of an attribute its base declares `Literal`,
#: a cached_property's getter, a list of pairs made by + of a literal and a comprehension, a range
#: kept as a value (`$Range`) and its uses, a dict local typed by its first store (`d = {}`), next() of a
#: generator whose test is a Match, a dict keyed by an Enum's members, a bytearray (`$ByteArray`) and its uses.
JSDOC_TYPES = """
import asyncio
import csv
import hashlib
import io
import functools
import textwrap
from bisect import bisect_left, bisect_right, insort
import itertools
import json
import re
from abc import ABC, abstractmethod
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from enum import Enum, IntEnum
from typing import Any, Literal, NewType, ParamSpec, Protocol, TypedDict, TypeVar, cast, get_args

from bindings.cloudflare_sandbox import FileInfo
from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


def name_of(info: FileInfo) -> str:
    return info.name


class Level(IntEnum):
    INFO = 20
    WARN = 30


def level_of(line: str) -> Level:
    return Level.WARN if "WARN" in line else Level.INFO


def label(n: int, *, dry_run: bool) -> str:
    (a, b), c = (n, 2), 3
    names = ",".join(Level.__members__)
    return f"{a + b + c} {'(dry run)' if dry_run else ''} {level_of('x') < Level.WARN} {names}"


def totals(words: list[str]) -> dict[str, float]:
    acc: defaultdict[str, float] = defaultdict(float)
    for w in words:
        acc[w] += 1.5
    return dict(acc)


def recent(words: list[str], flag: bool) -> str:
    q: deque[str] = deque(words, maxlen=3)
    q.appendleft("x")
    q.extendleft(w for w in words if w)
    q.rotate(flag)
    q[flag] = q[-1]
    del q[0]
    q.insert(flag, "y")
    n = q.index("y", flag) + q.count("x") + len(q) + (q.maxlen or 0)
    q.remove("y")
    return f"{q} {n} {q.popleft() if q else ''} {sorted(q)} {'x' in q} {[w for w in q]} {q == q.copy()}"


PORTS = range(8000, 9000)


def spans(n: int, flag: bool, r: range) -> str:
    s: range = r[1:][::-1]
    for i in r:
        n += i
    return (
        f"{r} {len(r)} {r[flag]} {r.start + r.stop + r.step} {r.index(3) + r.count(5)} {3 in r} {r == s} {n in PORTS}"
        f"{list(reversed(r))} {[i for i in s]} {sorted(r)} {sum(r)} {bool(r)} {max(r)} {all(r)} {list(enumerate(r))}"
        f"{spans(n, flag, range(n)) if not r else ''} {list(zip(r, s))}"
    )


def buffer(data: bytes, flag: bool) -> str:
    ba = bytearray(data)
    ba.append(flag)
    ba.extend(b"x")
    ba += bytearray(2)
    ba[flag] = ba[-1]
    del ba[0]
    ba.insert(flag, 7)
    ba *= 2
    n = ba.pop(flag) + len(ba) + ba.find(b"x")
    ba.remove(7)
    return (
        f"{ba} {n} {bytes(ba)} {ba[1:]} {ba + data} {data + ba} {ba == data} {7 in ba} {[x for x in ba]}"
        f"{ba.decode()} {ba.hex()} {bytearray.fromhex('ff')} {bytearray([n]) * 2} {isinstance(ba, bytearray)}"
    )


def running(rows: Sequence[tuple[str, str, int]]) -> int:
    return sum(1 for r in rows if r[1] == "running")


def as_port(value: object) -> int:
    if isinstance(value, bool):
        raise ValueError("bool")
    if not isinstance(value, (int, float)) or value != int(value):
        raise ValueError("port must be a whole number")
    return int(value)


def rows_of(names: list[str]) -> int:
    rows = [(n, "running", i) for i, n in enumerate(names)]
    return running(rows) + running([(n, "x", 1) for n in names]) + sum(n == "x" for n in names)


async def sizes(sandbox: Sandbox, paths: list[str]) -> dict[str, int]:
    texts = [(await sandbox.read_file(p)).content for p in paths if p]
    return {p: len(t) for p, t in zip(paths, texts)} | {p: len(await request_text(p)) for p in paths}


async def request_text(path: str) -> str:
    return path


class GatewayError(Exception):
    decision: Literal["allowed", "denied", "throttled"] = "denied"
    status = 403


class Throttled(GatewayError):
    decision = "throttled"
    status = 429


def describe(exc: GatewayError) -> str:
    return f"{exc.decision} {exc.status} {describe(Throttled('slow')) if exc.status == 0 else ''}"


def stat_rows(xs: list[float]) -> str:
    mean = sum(xs) / len(xs)
    rows = [("mean", mean)] + [(f"p{p}", mean * p / 100) for p in (50, 95)]
    return ",".join(f"{name}={value:.1f}" for name, value in rows)


class Totals:
    def __init__(self, xs: list[int]) -> None:
        self.xs = xs

    @functools.cached_property
    def total(self) -> int:
        return sum(self.xs)


def partial_types(words: list[str]) -> list[str]:
    words.append(str(Totals([1]).total))
    out = []
    lengths = {}
    for w in words:
        out.append(w.upper())
        lengths[w] = len(w)
    return [o.lower() for o in out] + [f"{k}{n + 1}" for k, n in lengths.items()]


Kind = Literal["int", "str"]


def only_kind(kinds: dict[str, int]) -> Kind:
    (only,) = kinds  # a str where the Literal is declared: tsc trusts it as mypy does
    return only if only in ("int", "str") else "str"


def upper_by_name(names: list[str]) -> int:
    contents = {}  # typed by its first store: passed on as the dict[str, str] a parameter declares
    for name in names:
        contents[name] = name.upper()
    return len(only_strs(contents))


def only_strs(texts: dict[str, str]) -> dict[str, str]:
    return texts


class Shade(Enum):
    DARK = "dark"
    LIGHT = "light"


def shades(by: dict[Shade, int], k: Shade) -> int:
    # a Map keyed by an Enum's members: the Map helpers take any key
    n = by[k] + by.get(Shade.DARK, 0) + by.setdefault(Shade.LIGHT, 1) + by.pop(k, 0)
    del by[Shade.LIGHT]
    return n


HEADING = re.compile(r"^#+ (.*)$")


def first_heading(lines: list[str]) -> str:
    # next() of the items whose test is a Match or a str: a JS condition, not a boolean
    return next((line for line in lines if HEADING.match(line)), "") + next((x for x in lines if x.strip()), "")


def report_of(path: str, method: str) -> dict[str, object]:
    try:
        # declared in the try, read after it: the `let` above it is typed by the annotated store
        report: dict[str, object] = {"path": path}
        report["method"] = method
    except ValueError:
        return {}
    return report


class Plan(Enum):
    FREE = 600
    PRO = 3600

    @property
    def seconds(self) -> int:
        return int(self.value)

    @classmethod
    def named(cls, name: str) -> "Plan":
        # `cls[name]`, `Plan["FREE"]`: the member as the class's own (tsc read `$Enum`)
        return cls[name.upper()]


def plan_seconds() -> int:
    return Plan.named("pro").seconds + Plan["FREE"].seconds


def human(ns: float) -> str:
    # a literal of tuples of a str and a number: tsc would read each name as `string | number`
    for unit, scale in (("s", 1e9), ("ms", 1e6)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def count_slow(changes: list[str]) -> int:
    # a bool added to an int is its int (tsc refuses `number + boolean`)
    regressions = 0
    for change in changes:
        regressions += change == "slower"
    return regressions + (len(changes) > 3)


def retries_of(raw: dict[str, Any]) -> int:
    # a JSON value that passed isinstance(x, (int, float)) may be a bool: compared as its number
    retries = raw.get("retries", 0)
    if not isinstance(retries, (int, float)) or not 0 <= retries <= 5:
        return 0
    return int(retries)


def counted(stored: Any) -> int:
    # an Any or'ed with an int, declared int: tsc reads `unknown`, the annotation says number
    n: int = stored or 0
    return n + 1


class Plugin(ABC):
    @abstractmethod
    def run(self) -> str: ...

    @property
    @abstractmethod
    def tag(self) -> str: ...

    @classmethod
    def create(cls) -> "Plugin":
        return cls()


class Echo(Plugin):
    tag = "echo"

    def run(self) -> str:
        return "e"


TenantId = NewType("TenantId", str)


@dataclass(frozen=True)
class Limits:
    retries: int = 3


class Labeled:
    @property
    def label(self) -> str:
        return "base"


@dataclass
class Tagged(Labeled):
    label: str = "tag"


class Shout:
    def __call__(self, s: str) -> str:
        return s.upper()


def misc_line(h: object) -> str:
    first = Limits()
    more = replace(first, retries=Limits.retries + 1)
    return str(more.retries) + Tagged().label + str(callable(h)) + type(more).__name__


class Severity(IntEnum):
    OK = 0
    WARN = 1

    @property
    def badge(self) -> str:
        return "ok" if self is Severity.OK else "warn"

    def worse(self, other: "Severity") -> "Severity":
        return self if self >= other else other


class JobKind(str, Enum):
    BUILD = "build"

    def command(self) -> str:
        return f"make {self.value}" if self == JobKind.BUILD else self.name.lower()


def enum_line() -> str:
    return Severity.OK.worse(Severity.WARN).badge + JobKind.BUILD.command() + f"{JobKind.BUILD:>9}"


def pairs_of(text: str) -> dict[str, str]:
    pairs = [line.split("=") for line in text.splitlines()]
    out = {k: v for k, v in pairs}
    for k, v in pairs:
        out[v] = k
    return out


def parsed_rows(text: str) -> list[tuple[str, int]]:
    rows = []
    for line in text.splitlines():
        name, _, count = line.partition(" ")
        rows.append((name, int(count)))
    return rows


def plugin_line(v: str | Callable[[], str], t: TenantId) -> str:
    return (v() if callable(v) else v) + Echo.create().run() + Echo().tag + t


Shell = Literal["bash", "sh"]
SHELLS: tuple[Shell, ...] = ("bash", "sh")
LOGIN_SHELLS: frozenset[Shell] = frozenset({"sh"})


def known_shell(name: str) -> bool:
    return name in SHELLS or name in LOGIN_SHELLS


Sign = Literal[-1, 0, 1, None]


def signs(xs: list[int]) -> list[Sign]:
    made: list[Callable[[], Sign]] = [lambda x=x: -1 if x < 0 else 1 if x > 0 else 0 for x in xs]
    return [f() for f in made] + [None] + list(get_args(Sign))[:1]


def last_keys(d: dict[str, int]) -> list[str]:
    return list(reversed(d))


def runs_of(xs: list[int]) -> list[object]:
    with suppress(KeyError):
        return [
            list(itertools.takewhile(lambda x: x < 5, xs)),
            list(itertools.dropwhile(lambda x: x < 5, xs)),
            list(itertools.filterfalse(lambda x: x > 1, xs)),
            list(itertools.starmap(lambda a, b: a + b, [(x, x) for x in xs])),
            list(itertools.islice(itertools.cycle(xs), 3)),
            list(itertools.combinations_with_replacement(xs, 2)),
            list(itertools.accumulate(xs, max, initial=0)),
        ]
    return []


class Planet(Enum):
    MERCURY = (3, "small")
    VENUS = (4, "hot")

    def __init__(self, mass: int, note: str) -> None:
        self.mass = mass
        self.note = note


def ranked(scores: list[int], s: int) -> int:
    insort(scores, s)
    return bisect_left(scores, s) + bisect_right(scores, s, 0, len(scores))


def wrapped(text: str, width: int) -> str:
    lines = textwrap.wrap(text, width, initial_indent="> ", max_lines=3, break_on_hyphens=False)
    return "\\n".join(lines) + textwrap.fill(text, width=width) + textwrap.shorten(text, 20, placeholder="…")


def level_named(raw: Any) -> str:
    # an IntEnum looked up by a JSON value: `$ValueEnum.$of` takes the value alone
    return Level(raw).name


def csv_cells(text: str) -> str:
    rows = csv.reader(text.splitlines(keepends=True), delimiter=";", skipinitialspace=True)
    first = next(rows, [])
    out = [first] + [row for row in rows]
    try:
        named = [d["a"] for d in csv.DictReader(text.splitlines(), fieldnames=["a", "b"], restval="")]
        extra = [d.get("rest") for d in csv.DictReader(iter(text.split("\\n")), restkey="rest", restval="")]
    except csv.Error as e:
        return str(e)
    from_io = [row for row in csv.reader(io.StringIO(text))]  # (`$stringLines`)
    return str(len(out) + len(from_io)) + ",".join(named) + str(extra)


def planet_line(p: Planet) -> str:
    return f"{p.name} {p.mass} {p.note} {p.value[1]} {Planet((3, 'small')).name} {p!r}"


class Lazy:
    token: str

    def load(self) -> None:
        self.token = "t"

    def header(self) -> str:
        return "Bearer " + self.token


def new_pairs(rows: list[tuple[str, int]], seen: set[tuple[str, int]]) -> list[tuple[str, int]]:
    fresh = {r for r in rows if r not in seen}
    seen |= fresh
    seen.discard(("", 0))
    return sorted(fresh - {("a", 1)}) + sorted(set(zip(["b"], [2])) & seen)


def parsed_at(text: str) -> str:
    # datetime.strptime (`$strptime`): with %z, and without it made aware at once
    at = datetime.strptime(text, "%Y-%m-%dT%H:%M:%S%z")
    return str(at - datetime.strptime(text[:10], "%Y-%m-%d").replace(tzinfo=timezone.utc))


@dataclass(kw_only=True)
class KwLimits:
    valueOf: int = 3  # keyword-only names every JS object has: options keys of their own


def limit_line(*, toString: str = "t", **rest: int) -> str:
    return toString + str(KwLimits(valueOf=2).valueOf + len(rest))


@dataclass
class Record:  # TypeScript's own type names, the worker's classes' here
    id: str


class Partial(TypedDict):
    id: str


def record_ids(rows: list[Partial]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in rows:
        counts[Record(row["id"]).id] = len(counts)
    return counts


class Tally:
    def add(self, n: int, into: list[int] = [], *, seen: dict[str, int] = {}) -> int:
        into.append(n)  # defaults evaluated once: static fields of the class
        return len(into) + len(seen)


def texts(s: str, values: dict[str, str], data: Any) -> str:
    # str.maketrans/translate, format(**d)/format_map, %c and %d of a JSON value
    cleaned = s.translate(str.maketrans("", "", "!?")) + s.translate(str.maketrans({"a": "b"}))
    digest = hashlib.sha512(s.encode()).hexdigest() + hashlib.sha384(s.encode("ascii", "ignore")).hexdigest()
    return cleaned + "{a}".format(**values) + "{a}".format_map(values) + "%c%d" % (s, data) + digest


def ttl_of(body: dict[str, Any]) -> str:
    # tsc narrows an `any` only partly here: a JSON value narrowed to a number is cast to one
    minutes = body.get("ttl", 15)
    if isinstance(minutes, bool) or not isinstance(minutes, (int, float)) or minutes <= 0:
        return "bad"
    return f"{minutes:g}{minutes * 60:.1f}"


@functools.lru_cache(maxsize=8)
def squared(n: int) -> int:
    return n * n


def squares_fresh() -> int:
    squared.cache_clear()  # `$cacheClear`: the cache `$lruCache` keeps
    return squared(3)


def csv_export(rows: list[tuple[str, int]], extra: dict[str, str | None]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, quoting=csv.QUOTE_ALL)
    writer.writerows(rows)
    writer.writerow(["total", len(rows), 0.5, None])
    table = csv.DictWriter(out, fieldnames=["k", "v"], restval="")
    table.writeheader()
    table.writerow(extra)
    print("done", end="", file=out)
    return out.getvalue()


Lister = Callable[[str], list[str]]
LISTERS: dict[str, Lister] = {}


def lister(kind: str) -> Callable[[Lister], Lister]:
    def register(fn: Lister) -> Lister:
        LISTERS[kind] = fn
        return fn

    return register


def traced(fn: Lister) -> Lister:
    @functools.wraps(fn)
    def inner(text: str) -> list[str]:
        return fn(text) + ["traced"]

    return inner


@lister("words")
@traced
def words_of(text: str, limit: int = len(LISTERS)) -> list[str]:
    return text.split()[limit:]


def route_of(method: str, path: str) -> str:
    match method, path.split("/"):
        case "DELETE", ["", "previews", *rest] if rest:
            return "/".join(rest)
        case _:
            return ""


P = ParamSpec("P")
R = TypeVar("R")
Page = Callable[[Request], Awaitable[Response]]
PageT = TypeVar("PageT", bound=Page)
PAGES: dict[str, Page] = {}


def page(path: str) -> Callable[[PageT], PageT]:
    def register(fn: PageT) -> PageT:
        PAGES[path] = fn
        return fn
    return register


def timed(fn: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        return await fn(*args, **kwargs)
    return wrapper


@page("/home")
@timed
async def home(request: Request, *, greeting: str = "hi") -> Response:
    return Response(greeting + request.url)


class Greeter:
    # a method's own decorators: the prototype's method becomes what they give (`$method`, `$unbound`)
    def __init__(self, word: str) -> None:
        self.word = word

    @timed
    async def greet(self, name: str, *, loud: bool = False) -> str:
        return (self.word + name).upper() if loud else self.word + name


Speed = Literal["fast", "slow"]


def speed_line(speed: Speed) -> str:
    return f"speed={speed}"


def speeds_of(raw: str) -> str:
    # a cast to a Literal, and a bare `x: Literal[...]` stored in a match: tsc reads them as declared
    cast_one = cast(Speed, raw)
    matched: Speed
    match raw:
        case "fast" | "slow" as known:
            matched = known
        case _:
            matched = "slow"
    return speed_line(cast_one) + speed_line(matched)


class Gear:
    def __init__(self) -> None:
        self.speed: Speed = "fast"  # (an attribute a Literal types: tsc reads it so, not as a string)


def gears(n: int) -> str:
    speed: Speed = "fast"  # (a local a Literal types, stored again in a loop)
    for _ in range(n):
        speed = "slow" if speed == "fast" else "fast"
    return speed_line(speed) + speed_line(Gear().speed)


def probes(*tools: str, flag: str = "--version", **env: int) -> str:
    return " ".join(tools) + flag + str(sorted(env))


def joined(*parts: str, sep: str) -> str:  # (the array comes before a required options object)
    return sep.join(parts)


class Failed(Exception):  # (tsc asks for a super() call that is a statement of its own)
    def __init__(self, cmd: str, code: int) -> None:
        super().__init__(cmd, code)
        self.code = code


class Bare(Exception):
    pass


def failures() -> str:
    return str(Failed("ls", 2)) + repr(Bare("a", 1)) + str(ValueError("x", [1])) + str(IndexError(3).args)


class Checker(Protocol):  # (its typedef lists the method too: tsc reads r.check)
    name: str

    def check(self, text: str, strict: bool = False) -> int: ...


class LengthCheck:
    name = "length"

    def check(self, text: str, strict: bool = False) -> int:
        return len(text)


class Span:  # (the annotated store declares the tuple: tsc would infer number[])
    def __init__(self, ok: bool) -> None:
        self.pre: tuple[int, int] = (9, 0)
        if ok:
            self.pre = (1, 2)

    def key(self) -> tuple[int, int]:
        return self.pre


def checks() -> str:
    rules: list[Checker] = [LengthCheck()]
    return str([r.check("abc") for r in rules]) + str(Span(True).key())


StreamName = Literal["stdout", "stderr"]


def stream_names() -> list[StreamName]:  # (tsc read the loop name of a tuple of strs as a string)
    out: list[StreamName] = []
    for stream in ("stdout", "stderr"):
        out.append(stream)
    return out


def forwarded(a: int, *, k: int = 0, **rest: int) -> int:
    return a + k + len(rest)


def forwards(**kw: int) -> int:  # (f(**kw) of a **kwargs function: the other keys in its options)
    return forwarded(**kw)


class ShellLine:
    def __init__(self, *cmds: str, shell: str = "sh") -> None:
        self.line = f"{shell} -c " + "; ".join(cmds)


async def pair_later(n: int) -> int:
    return n + 1


async def held_pairs() -> int:
    later = pair_later(1)
    tasks = [pair_later(i) for i in range(2)]
    done = await asyncio.gather(*tasks)
    return await later + sum(done)


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    if request.url.endswith("/home"):
        return await home(request, greeting="hello")
    try:
        json.loads(await request.text() + str(known_shell("zsh")) + route_of("GET", "/") + plugin_line("x", TenantId("t")) + str(len(parsed_rows("a 1"))) + str(len(pairs_of("a=1"))) + misc_line(Shout()) + enum_line() + str(rows_of([]) + as_port(8080) + upper_by_name([]) + counted(None) + plan_seconds() + count_slow([]) + retries_of({})) + human(1.0) + first_heading([]) + str(shades({}, Shade.DARK)) + str(len(report_of("/", "GET"))) + str(signs([1])) + str(last_keys({})) + str(new_pairs([], set())) + Lazy().header() + str(len(runs_of([]))) + planet_line(Planet.VENUS) + str(ranked([], 1)) + wrapped("a b", 4) + csv_cells("a;b") + level_named(json.loads("1")) + parsed_at("2024-01-01T00:00:00Z") + limit_line(toString="x", y=1) + str(record_ids([])) + str(Tally().add(1)) + texts("a", {"a": "b"}, 1) + ttl_of({}) + str(squares_fresh()) + str(words_of("a b") + LISTERS["words"]("c")) + csv_export([], {}) + speeds_of("fast") + gears(2) + await Greeter("hi ").greet("a", loud=True) + probes("go", "node", flag="-v", a=1) + probes() + joined(sep="/") + joined("a", sep=".") + ShellLine("ls", shell="bash").line + ShellLine().line + failures() + checks() + str(forwards(a=1, z=2)) + str(stream_names()) + str(await held_pairs()))
    except json.JSONDecodeError as e:
        return Response(f"line {e.lineno}: {e.msg}", status=400)
    return Response.json({"totals": totals(["a", "b", "a"]), "label": label(1, dry_run=True), "recent": recent([], True)})
"""


def test_jsdoc_names_only_what_the_sdk_exports(tsc_errors: dict[str, list[str]]) -> None:
    assert tsc_errors["jsdoc_types.js"] == []


def test_every_runtime_helper_type_checks(tsc_errors: dict[str, list[str]]) -> None:
    assert tsc_errors["all_helpers.js"] == []


def test_every_runtime_helper_parses(tmp_path: Path) -> None:
    module = tmp_path / "all_helpers.mjs"
    module.write_text("\n\n".join(h.text for h in helpers().values()) + "\n\nexport {};\n")
    done = toolchain.node("--check", str(module), check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_snapshot_type_checks_against_the_sdk(example: Path, tsc_errors: dict[str, list[str]]) -> None:
    assert tsc_errors[f"{example.stem}.js"] == []
    assert tsc_errors.get("<other>", []) == []


def test_tsc_check_is_not_vacuous(tsc_errors: dict[str, list[str]]) -> None:
    assert any("TS2345" in line for line in tsc_errors["broken_control.js"]), tsc_errors


def test_examples_pass_mypy_strict() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", *map(str, EXAMPLES)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture(autouse=True)
def _no_stray_snapshots() -> Iterator[None]:
    yield
    stray = {p.name for p in SNAPSHOTS.iterdir() if p.is_dir()} - {p.stem for p in EXAMPLES}
    assert not stray, f"snapshots without an example: {sorted(stray)}"
