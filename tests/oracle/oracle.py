"""Run generated programs through CPython and (transpiled) Node, and classify each one."""

from __future__ import annotations

import json
import multiprocessing
import os
import re
import select
import subprocess
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.diagnostics import CompileError
from generator.toolchain import NODE_BIN, node_env
from generator.transpile.build import transpile_source

from .gen import Program, generate, shrink
from .pyside import js_key_order, run_python, values_equal

RUNNER = Path(__file__).with_name("runner.mjs")
PROGRAM_SECONDS = 5.0  # Node's answer for one whole program (cases must terminate by construction)
CLASSES = ("MATCH", "REFUSED", "MISMATCH", "CRASH", "INVALID")
FAILURES = ("MISMATCH", "CRASH", "INVALID")
PY_ERRORS = {
    "ZeroDivisionError", "IndexError", "KeyError", "ValueError", "OverflowError", "TypeError",
    "AttributeError", "Exception", "RecursionError", "UnicodeEncodeError", "LookupError", "ArithmeticError",
}  # fmt: skip
JS_NATIVE = {
    "TypeError",
    "RangeError",
    "ReferenceError",
    "SyntaxError",
    "EvalError",
    "URIError",
    "AggregateError",
    "Error",
}


class NodeRunner:
    """One long-lived `node runner.mjs`; restarted after a timeout, a death or global pollution."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        self.buf = b""
        self.next_id = 0

    def _start(self) -> subprocess.Popen[bytes]:
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen(
                [str(NODE_BIN / "node"), "--stack-size=4000", str(RUNNER)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=node_env(),
            )
            self.buf = b""
        return self.proc

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.proc = None

    def run(self, js: str, cases: list[tuple[str, bool]]) -> dict[str, Any]:
        proc = self._start()
        assert proc.stdin is not None and proc.stdout is not None
        self.next_id += 1
        req = {"id": self.next_id, "js": js, "cases": [{"name": n, "returns_none": r} for n, r in cases]}
        try:
            proc.stdin.write(json.dumps(req).encode() + b"\n")
            proc.stdin.flush()
        except BrokenPipeError:
            self.close()
            return {"status": "runner_died", "results": [], "pollution": []}
        deadline = time.monotonic() + PROGRAM_SECONDS
        fd = proc.stdout.fileno()
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            ready = select.select([fd], [], [], max(left, 0))[0] if left > 0 else []
            if not ready:
                self.close()
                return {"status": "timeout", "results": [], "pollution": []}
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                self.close()
                return {"status": "runner_died", "results": [], "pollution": []}
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        answer: dict[str, Any] = json.loads(line)
        if answer.get("pollution"):
            self.close()  # a fresh realm for the next program
        return answer


@dataclass
class Outcome:
    seed: int
    cls: str
    reason: str = ""
    families: frozenset[str] = frozenset()
    failing_cases: list[dict[str, Any]] = field(default_factory=list)  # {name, families, py, js, why}
    refusal: str = ""
    program: Program | None = None
    # For a REFUSED program: the class of what is left once the refused cases (and definitions) are
    # dropped ("" if nothing is left or it is still refused); its failing cases are in failing_cases.
    salvage: str = ""
    refused_cases: set[str] = field(
        default_factory=set
    )  # the cases holding a diagnostic (or using one that does)
    case_families: dict[str, list[str]] = field(default_factory=dict)

    @property
    def failed(self) -> bool:
        return self.cls in FAILURES or self.salvage in FAILURES

    @property
    def effective(self) -> str:
        """The class of what ran: a REFUSED program's salvaged rest counts with its own class."""
        return self.salvage if self.cls == "REFUSED" and self.salvage else self.cls


def refusal_family(message: str) -> str:
    msg = re.sub(r'"[^"]*"', '"…"', message)
    msg = re.sub(r"'[^']*'", "'…'", msg)
    msg = re.sub(r"`[^`]*`", "`…`", msg)
    return re.sub(r"\d+", "N", msg)[:90]


KEPT_INT_KEYS = "kept-int-keys"  # the family whose dicts are compared in JS's documented key order


def as_logged(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Python's printed text of each case as the emitted JS logs it: whole lines (console.log writes
    lines), a line a case leaves unfinished (`print(x, end="")`) held and logged with the next case's
    text that ends it (the README: printing). With every line ended, the text as it is."""
    carry = ""
    logged = []
    for result in results:
        text = carry + result.get("printed", "")
        cut = text.rfind("\n") + 1
        carry = text[cut:]
        logged.append({**result, "printed": text[:cut]})
    return logged


def _same(
    py: dict[str, Any], js: dict[str, Any], returns_none: bool, key_order: bool = False
) -> tuple[bool, str]:
    """(equal, why) for one case. With `key_order` (the `kept-int-keys` family) Python's dicts are
    first put in the order the README documents for JS (array-index keys first, in numeric order):
    everything else must still be equal, in that order."""
    if key_order and py["kind"] == "ok" and not returns_none:
        py = {**py, "value": js_key_order(py["value"])}
    if py["kind"] == "timeout":
        return True, ""  # the Python side did not finish: nothing to compare
    if py["kind"] == "ok":
        if js["kind"] == "raise":
            name = js["error"]
            return False, ("crash:js " + name) if name in JS_NATIVE or not isinstance(
                name, str
            ) else "raise-vs-ok"
        if not returns_none and not values_equal(py["value"], js["value"]):
            return False, "value"
    else:
        if js["kind"] != "raise":
            return False, "ok-vs-raise"
        if js["error"] != py["error"]:
            return False, "error-class"
    if py["printed"] != js["printed"]:
        return False, "printed"
    return True, ""


def refusal_misses(program: Program, lines: set[int]) -> list[str]:
    """The cases expecting a documented refusal that no diagnostic line falls in (nor their named defs)."""
    spans = {(g, i): (first, last) for g, i, first, last in program.spans()}
    def_index = {f.name: i for i, f in enumerate(program.defs)}
    missed = []
    for i, case in enumerate(program.cases):
        if not case.expect_refused:
            continue
        where = [spans[("cases", i)]] + [
            spans[("defs", def_index[d])] for d in case.refuse_defs if d in def_index
        ]
        if not any(first <= ln <= last for first, last in where for ln in lines):
            missed.append(case.name)
    return missed


def _not_refused(out: Outcome, program: Program, names: list[str], why: str) -> None:
    by_name = {c.name: c for c in program.cases}
    for name in names:
        out.failing_cases.append(
            {"name": name, "families": sorted(by_name[name].families), "why": why,
             "py": {"kind": "refusal expected"}, "js": {"kind": why}}
        )  # fmt: skip


def salvaged(program: Program, err: CompileError) -> Program | None:
    """`program` without the cases and definitions that hold a diagnostic's line (None if no case is left)."""
    lines = {d.line for d in err.diagnostics if d.line is not None}
    drop = {(g, i) for g, i, first, last in program.spans() if any(first <= ln <= last for ln in lines)}
    rest = program.without(drop) if drop else None
    return rest if rest is not None and rest.cases else None


def classify(
    program: Program, runner: NodeRunner, keep_program: bool = False, salvage: bool = False
) -> Outcome:
    source = program.render()
    out = Outcome(program.seed, "MATCH", families=program.families, program=program if keep_program else None)
    out.case_families = {c.name: sorted(c.families) for c in program.cases}
    try:
        js = transpile_source(source, "worker.py").javascript
    except CompileError as err:
        if err.diagnostics and all(d.line is not None for d in err.diagnostics):
            out.cls, out.refusal = "REFUSED", refusal_family(err.diagnostics[0].message)
            missed = refusal_misses(program, {d.line for d in err.diagnostics if d.line is not None})
            if missed:  # a documented refusal reported elsewhere than at the construct
                out.cls, out.reason = "MISMATCH", "refusal not located"
                _not_refused(out, program, missed, "refusal not located")
                return out
            rest = salvaged(program, err) if salvage else None
            out.refused_cases = {c.name for c in program.cases}  # unless the re-run below tells them apart
            for _ in range(4):  # a dropped definition can make its users refused in turn
                if rest is None:
                    break
                try:
                    transpile_source(rest.render(), "worker.py")
                except CompileError as again:
                    rest = salvaged(rest, again)
                    continue
                except Exception:  # noqa: BLE001, S110 - classify() below reports the crash
                    pass
                done = classify(rest, runner)
                out.refused_cases = {c.name for c in program.cases} - {c.name for c in rest.cases}
                out.salvage, out.failing_cases, out.reason = done.cls, done.failing_cases, done.reason
                if done.cls != "MATCH":
                    out.program = rest
                break
        else:
            out.cls, out.reason = "CRASH", "unlocated diagnostic: " + str(err)[:200]
        return out
    except Exception as err:  # noqa: BLE001 - any other exception is a transpiler crash
        out.cls, out.reason = "CRASH", f"transpiler {type(err).__name__}: {str(err)[:200]}"
        return out
    accepted = [c.name for c in program.cases if c.expect_refused]
    if accepted:  # the build accepted what the README documents as refused
        out.cls, out.reason = "MISMATCH", "documented refusal accepted"
        _not_refused(out, program, accepted, "documented refusal accepted")
        return out
    specs = program.case_specs()
    py = run_python(source, specs)
    if py["status"] != "ok":
        out.cls, out.reason = "INVALID", py["error"]
        return out
    node = runner.run(js, specs)
    if node["status"] != "ok":
        out.cls = "CRASH"
        out.reason = f"node {node['status']}" + (
            ": " + str(node.get("error", ""))[:200] if node.get("error") else ""
        )
        return out
    by_name = {c.name: c for c in program.cases}
    crash = mismatch = False
    for (name, returns_none), p, j in zip(specs, as_logged(py["results"]), node["results"]):
        ok, why = _same(p, j, returns_none, KEPT_INT_KEYS in by_name[name].families)
        if not ok:
            if why.startswith("crash:"):
                crash = True
            else:
                mismatch = True
            out.failing_cases.append(
                {"name": name, "families": sorted(by_name[name].families), "py": p, "js": j, "why": why}
            )
    if crash:
        out.cls = "CRASH"
        out.reason = next(c["why"] for c in out.failing_cases if c["why"].startswith("crash:"))
    elif mismatch:
        out.cls, out.reason = "MISMATCH", out.failing_cases[0]["why"]
    if node.get("pollution"):
        if out.cls == "MATCH":
            out.cls = "MISMATCH"
        out.reason = "global pollution: " + ", ".join(node["pollution"][:5])
    return out


# ---------------------------------------------------------------------------------------------
# a pool of workers, each with its own Node process

_RUNNER: NodeRunner | None = None


def _init_worker() -> None:
    global _RUNNER
    _RUNNER = NodeRunner()


def _check(seed: int) -> Outcome:
    assert _RUNNER is not None
    out = classify(generate(seed), _RUNNER, salvage=True)
    if out.cls in ("MISMATCH", "CRASH", "INVALID") and out.program is None:
        out.program = generate(seed)
    return out


def run_batch(seeds: Iterable[int], jobs: int = 2) -> list[Outcome]:
    """Classify every seed's program (in seed order)."""
    seeds = list(seeds)
    if jobs <= 1:
        _init_worker()
        try:
            return [_check(s) for s in seeds]
        finally:
            assert _RUNNER is not None
            _RUNNER.close()
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(jobs, initializer=_init_worker) as pool:
        results = list(pool.imap(_check, seeds, chunksize=16))
    return results


def iter_batch(seeds: Iterable[int], jobs: int = 2) -> Iterator[Outcome]:
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(jobs, initializer=_init_worker) as pool:
        yield from pool.imap(_check, list(seeds), chunksize=16)


def shrink_outcome(out: Outcome, runner: NodeRunner, budget_seconds: float = 20.0) -> Program:
    """The smallest program (greedy) that fails the same way.

    With a failing case: that case must still fail for the same reason with the same Python result
    (value, exception class, printed text), so shrinking cannot turn one bug into another. Without
    one (an import error, pollution): the class and the reason's kind must stay.
    """
    assert out.program is not None
    deadline = time.monotonic() + budget_seconds
    first = out.failing_cases[0] if out.failing_cases else None

    def py_key(case: dict[str, Any]) -> tuple[str, str, str]:
        # a "printed" mismatch may lose other print calls; any other keeps Python's result intact
        r = case["py"]
        return (
            r["kind"],
            json.dumps(r.get("value", r.get("error"))),
            "" if case["why"] == "printed" else r.get("printed", ""),
        )

    def still_fails(p: Program) -> bool:
        if time.monotonic() > deadline:
            return False
        o = classify(p, runner)
        if first is None:
            return (o.cls, _kind(o.reason)) == (out.effective, _kind(out.reason)) and not o.failing_cases
        return any(
            c["name"] == first["name"] and c["why"] == first["why"] and py_key(c) == py_key(first)
            for c in o.failing_cases
        )

    return shrink(out.program, still_fails)


def _kind(reason: str) -> str:
    return reason.split(":")[0]


def summary(out: Outcome) -> str:
    """One failure in a few lines: Python's and JS's result per failing case, without the program."""
    lines = [f"--- seed {out.seed}: {_label(out)} ({out.reason[:160]})"]
    for c in out.failing_cases[:3]:
        lines.append(f"  {c['name']} [{c['why']}] families={','.join(c['families'])}")
        lines.append(f"    python: {_show(c['py'])[:160]}")
        lines.append(f"    js:     {_show(c['js'])[:160]}")
    return "\n".join(lines)


def describe(out: Outcome, program: Program | None = None) -> str:
    """A failure for humans: the (shrunk) program, then Python's and JS's result per failing case."""
    lines = [f"--- seed {out.seed}: {_label(out)} ({out.reason})"]
    if program is not None:
        body = program.render().split("\n__all__")[0].strip("\n")
        lines.append(body)
    names = {c.name for c in program.cases} if program is not None else None
    for c in out.failing_cases:
        if names is not None and c["name"] not in names:
            continue
        lines.append(f"  {c['name']} [{c['why']}] families={','.join(c['families'])}")
        lines.append(f"    python: {_show(c['py'])}")
        lines.append(f"    js:     {_show(c['js'])}")
    return "\n".join(lines)


def _label(out: Outcome) -> str:
    return f"REFUSED, rest {out.salvage}" if out.cls == "REFUSED" and out.salvage else out.cls


def _show(r: dict[str, Any]) -> str:
    if r["kind"] == "ok":
        text = "ok " + json.dumps(r["value"], ensure_ascii=False)
    elif r["kind"] == "raise":
        text = f"raise {r['error']}: {r.get('message', '')}"
    else:
        text = r["kind"]
    if r.get("printed"):
        text += f"   printed={r['printed']!r}"
    return text[:400]
