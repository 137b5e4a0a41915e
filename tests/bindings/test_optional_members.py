"""Optional members of interfaces bound as Protocols (PEP 544 has none).

The rule (README, *Mapping rules*): an interface of optional methods only (`WorkerHandlers`: `fetch?`,
`scheduled?`, `[key: string]: unknown`) is a union of one Protocol per method and a TypedDict of
callables; elsewhere an optional method and an `unknown` index signature are left out of the Protocol,
and an optional property stays, `T | None`; each loss is in the manifest. The calls that must pass are
in usage.py (checked by both checkers there); here, the mistakes both still catch.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import ROOT, emit, pipeline


def mypy(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--show-error-codes", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )


HEADER = textwrap.dedent(
    """\
    from bindings.cloudflare_sandbox.bridge import bridge
    from bindings.workers import ExecutionContext, Request, Response, ScheduledController


    class WrongFetch:
        async def fetch(self, request: str, env: object, ctx: ExecutionContext) -> Response:
            return Response(request)


    class WrongScheduled:
        def scheduled(self, controller: ScheduledController, env: object) -> None:
            return None


    class Neither:
        async def queue(self, batch: object, env: object, ctx: ExecutionContext) -> None:
            return None


    async def fetch_function(request: Request, env: object, ctx: ExecutionContext) -> Response:
        return Response("")


    async def wrong_function(request: Request) -> Response:
        return Response("")


    """
)

#: One call a line, each a mistake: (the call, mypy's error code).
MISTAKES = {
    "a class whose only method has the wrong parameters": ("bridge(WrongFetch())", "arg-type"),
    "a class with scheduled missing a parameter": ("bridge(WrongScheduled())", "arg-type"),
    "a class with neither fetch nor scheduled": ("bridge(Neither())", "arg-type"),
    "a dict whose fetch has the wrong parameters": ('bridge({"fetch": wrong_function})', "arg-type"),
    "a dict key of no handler the bridge knows": (
        'bridge({"fetch": fetch_function, "queue": fetch_function})',
        "arg-type",
    ),
    "a dict that is not a str -> callable mapping": ('bridge({"fetch": "/"})', "arg-type"),
}


@pytest.fixture(scope="module")
def mistakes_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[int, str]]:
    lines = {HEADER.count("\n") + 1 + i: name for i, name in enumerate(MISTAKES)}
    body = "".join(f"{MISTAKES[name][0]}\n" for name in MISTAKES)
    path = tmp_path_factory.mktemp("optional") / "handlers.py"
    path.write_text(HEADER + body)
    return path, lines


def test_mypy_catches_each_mistake(mistakes_file: tuple[Path, dict[int, str]]) -> None:
    path, lines = mistakes_file
    done = mypy(path)
    found: dict[int, str] = {}
    for out in done.stdout.splitlines():
        head, _, rest = out.partition(": error: ")
        if rest and head.rsplit(":", 1)[-1].isdigit():
            found.setdefault(int(head.rsplit(":", 1)[-1]), "")
            found[int(head.rsplit(":", 1)[-1])] += rest
    missing = {
        lines[n]: found.get(n, "(none)")
        for n in lines
        if f"[{MISTAKES[lines[n]][1]}]" not in found.get(n, "")
    }
    assert not missing, done.stdout
    assert set(found) <= set(lines), done.stdout  # the header itself is clean


def test_basedpyright_catches_each_mistake(mistakes_file: tuple[Path, dict[int, str]]) -> None:
    path, lines = mistakes_file
    done = subprocess.run(
        [str(Path(sys.executable).with_name("basedpyright")), "--outputjson", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    errors = {
        d["range"]["start"]["line"] + 1
        for d in json.loads(done.stdout)["generalDiagnostics"]
        if d["severity"] == "error"
    }
    assert {lines[n] for n in lines if n not in errors} == set(), done.stdout
    assert errors <= set(lines), done.stdout


# ------------------------------------------------------------------ the rule, on a made-up SDK

INDEX = """\
export interface Handlers {
  fetch?(request: string): Promise<string>;
  tail?(events: string[]): void;
  [key: string]: unknown;
}
export interface Hooked {
  name: string;
  label?: string;
  onEvent?(event: string): void;
  [key: string]: unknown;
}
export declare function serve(handlers: Handlers): void;
export declare function hook(target: Hooked): void;
"""


def test_the_rule_on_a_made_up_sdk(fake_sdk: Callable[..., Path]) -> None:
    files = pipeline.generate(fake_sdk(INDEX))
    code = files["cloudflare_sandbox/__init__.py"]
    # all optional: a union of one Protocol per method, and a TypedDict of callables
    assert "Handlers: TypeAlias = HandlersWithFetch | HandlersWithTail | HandlersDict" in code
    assert "class HandlersWithFetch(Protocol):" in code and "class HandlersWithTail(Protocol):" in code
    assert "class HandlersDict(TypedDict, total=False):" in code
    # mixed: the optional method and the open index signature are left out, the property stays
    hooked = code.split("class Hooked(Protocol):", 1)[1].split("\n\n\n", 1)[0]
    assert "name: str" in hooked and "label: str | None" in hooked
    assert "on_event" not in hooked and "__getitem__" not in hooked
    # each loss is in the manifest
    symbols = {s["python"]: s for s in json.loads(files["manifest.json"])["symbols"]}
    assert emit.grade_counts(files["manifest.json"])["widened"] >= 2
    assert any(
        "left out of the Protocol" in r for r in symbols["bindings.cloudflare_sandbox.Hooked"]["reasons"]
    )
    assert any(
        "optional property 'label'" in r for r in symbols["bindings.cloudflare_sandbox.Hooked"]["reasons"]
    )
    union = symbols["bindings.cloudflare_sandbox.Handlers"]
    assert union["kind"] == "alias"
    assert any("a wrong method beside a right one" in r for r in union["reasons"])
    assert any("index signature" in n for n in union["reasons"])
