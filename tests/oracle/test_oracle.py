"""The differential oracle over a fixed seed range, plus checks of its own parts.

`test_cpython_and_node_agree` runs the first 3,000 seeds and fails on any MISMATCH / CRASH /
INVALID, listing the counts, then shrunk failing programs with Python's and JS's result. Every bug
the oracle found in that range is fixed, so no seed is skipped.
The README's documented differences are avoided by the generator (or, for dict key order, compared
in the documented order) and each is shown by `test_documented_differences`.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from generator import ROOT, toolchain
from generator.diagnostics import CompileError
from generator.transpile.build import transpile_source

from .gen import TAIL, generate, shrink
from .oracle import NodeRunner, Outcome, classify, describe, run_batch, shrink_outcome, summary
from .pyside import canon, js_key_order, run_python, values_equal

CI_PROGRAMS = 3000
SEEDS = list(range(CI_PROGRAMS))
# families the CI range must exercise (recently added support, the documented refusals, the
# documented key order)
MUST_COVER = (
    "bigint-literal", "kept-int-keys", "builtin-exceptions", "builtin-exception-subclass", "sorted", "zip",
    "enumerate", "round", "int()", "float()", "isinstance", "str-index-count", "json-indent", "format-spec",
    "repr", "wide-int", "dict-int-keys", "mutable-default", "mutable-class-attr",
    "loop-closure", "effects", "print-end", "int-zero-sign",
)  # fmt: skip
SHRINK_AT_MOST = 12  # distinct failure kinds shrunk in full; the rest get a one-line summary
SHRINK_SECONDS = 45.0


def test_values_equal_follows_python_equality() -> None:
    equal = [
        (3, 3), (3, 3.0), (3.0, 3), (2**60, 2**60), (2**70, {"bigint": str(2**70)}), ("é", "é"),
        (None, None), ([1, "a"], [1, "a"]), ((1, 2), [1, 2]), ({"a": 1, "b": 2}, {"dict": [["a", 1], ["b", 2]]}),
        ({2: "x"}, {"dict": [[2, "x"]]}), (float("nan"), {"float": "nan"}), (-0.0, {"float": "-0.0"}),
        (0, {"float": "-0.0"}), (float("inf"), {"float": "inf"}), (True, True), ("\ud800", "\ud800"),
    ]  # fmt: skip
    unequal = [
        (True, 1), (1, True), (False, 0), (0, False), (None, {"undefined": True}), (2**53 + 1, 2**53),
        ({"10": 1, "2": 2}, {"dict": [["2", 2], ["10", 1]]}), ({2: "x"}, {"dict": [["2", "x"]]}),
        (0.0, {"float": "-0.0"}), (-0.0, 0), (float("nan"), 0), ("1", 1), ([1, 2], [1, 2, 3]),
        ([1], {"dict": [[0, 1]]}), (1.5, {"float": "nan"}), ("a", {"undefined": True}),
    ]  # fmt: skip
    for py, js in equal:
        assert values_equal(canon(py), js), (py, js)
    for py, js in unequal:
        assert not values_equal(canon(py), js), (py, js)


def test_canon_of_instances_and_dicts() -> None:
    class P:
        def __init__(self) -> None:
            self.x = 1
            self.tags = ["a"]

    assert canon(P()) == {"object": "P", "fields": {"x": 1, "tags": ["a"]}}
    assert values_equal(canon(P()), {"object": "P", "fields": {"tags": ["a"], "x": 1}})
    assert not values_equal(canon(P()), {"object": "Q", "fields": {"tags": ["a"], "x": 1}})


def test_generation_is_deterministic() -> None:
    assert generate(123).render() == generate(123).render()
    assert generate(123).render() != generate(124).render()


def test_python_side_records_results_and_prints() -> None:
    src = "def case_0() -> int:\n    print('a', 1.0, [True])\n    return 1 // 0\n"
    [res] = run_python(src, [("case_0", False)])["results"]
    assert res["kind"] == "raise" and res["error"] == "ZeroDivisionError"
    assert res["printed"] == "a 1.0 [True]\n"


def test_node_side_reports_values_errors_prints_and_pollution() -> None:
    runner = NodeRunner()
    try:
        js = (
            "export function case_0() { console.log('%d', 1, [1, 2]); return new Map([[1, 'a']]); }\n"
            "export function case_1() { class KeyError extends Error { name = 'KeyError'; } throw new KeyError('k'); }\n"
            "export async function case_2() { return undefined; }\n"
            "export function case_3() { Array.prototype.oops = 1; return 0n; }\n"
        )
        answer = runner.run(js, [("case_0", False), ("case_1", False), ("case_2", False), ("case_3", False)])
        r0, r1, r2, r3 = answer["results"]
        assert r0["value"] == {"dict": [[1, "a"]]} and r0["printed"] == "1 [ 1, 2 ]\n"
        assert r1 == {"kind": "raise", "error": "KeyError", "message": "k", "name": "case_1", "printed": ""}
        assert r2["value"] == {"undefined": True}
        assert r3["value"] == {"bigint": "0"}
        assert answer["pollution"] == ["Array.prototype.oops added"]
        clean = runner.run("export function case_0() { return [1]; }\n", [("case_0", False)])  # a fresh Node
        assert clean["pollution"] == [] and clean["results"][0]["value"] == [1]
    finally:
        runner.close()


def test_shrink_keeps_what_the_predicate_needs() -> None:
    program = next(p for p in map(generate, range(100)) if len(p.cases) >= 5)
    target = program.cases[2].name
    small = shrink(program, lambda p: target in {c.name for c in p.cases})
    assert [c.name for c in small.cases] == [target]
    assert small.defs == ()


def test_generated_programs_pass_mypy_strict(tmp_path: Path) -> None:
    for seed in range(0, 4000, 100):  # 40 programs spread over the seed range
        (tmp_path / f"prog_{seed}.py").write_text(generate(seed).render(), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(tmp_path)],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _report(outcomes: list[Outcome]) -> str:
    counts = Counter(o.cls for o in outcomes)
    lines = [f"{len(outcomes)} programs: " + ", ".join(f"{k}={counts.get(k, 0)}" for k in
                                                        ("MATCH", "REFUSED", "MISMATCH", "CRASH", "INVALID"))]  # fmt: skip
    rest = Counter(o.salvage for o in outcomes if o.cls == "REFUSED")
    lines.append(
        "REFUSED programs re-run without their refused cases: "
        + ", ".join(f"{k}={rest.get(k, 0)}" for k in ("MATCH", "MISMATCH", "CRASH", "INVALID"))
        + f", nothing left={rest.get('', 0)}"
    )
    fam: Counter[str] = Counter()
    for o in outcomes:
        for c in o.failing_cases:
            fam.update(c["families"])
    lines.append("failing cases per family: " + ", ".join(f"{k}={v}" for k, v in fam.most_common()))
    return "\n".join(lines)


def test_cpython_and_node_agree() -> None:
    started = time.monotonic()
    outcomes = run_batch(SEEDS, jobs=2)
    batch_seconds = time.monotonic() - started
    assert len(outcomes) >= 3000
    seen = Counter(f for o in outcomes for f in o.families)
    assert all(seen[f] >= 3 for f in MUST_COVER), {f: seen[f] for f in MUST_COVER}
    failures = [o for o in outcomes if o.failed]
    print(_report(outcomes))
    print(f"batch wall time: {batch_seconds:.1f}s")
    runner = NodeRunner()
    seen: set[tuple[str, str, str]] = set()
    deadline = time.monotonic() + SHRINK_SECONDS
    try:
        for o in failures:
            first = o.failing_cases[0] if o.failing_cases else {"families": []}
            kind = (o.effective, o.reason.split(":")[0], ",".join(first["families"]))
            if kind not in seen and len(seen) < SHRINK_AT_MOST and time.monotonic() < deadline:
                seen.add(kind)
                small = shrink_outcome(o, runner, budget_seconds=min(8.0, deadline - time.monotonic()))
                print(describe(classify(small, runner), small))
            else:
                print(summary(o))
    finally:
        runner.close()
    bad = Counter(o.effective for o in failures)
    assert not bad, f"{dict(bad)} of {len(outcomes)} programs (see the output above)"


TSC_SAMPLE = 50
TSC_FLAGS = (
    "--noEmit", "--allowJs", "--checkJs", "--module", "esnext", "--moduleResolution", "bundler",
    "--target", "es2022", "--lib", "es2022", "--types", "@cloudflare/workers-types", "--skipLibCheck",
)  # fmt: skip


def _tsc(seeds: list[int], sample: int) -> tuple[dict[str, str], subprocess.CompletedProcess[str]]:
    """tsc --checkJs over the first `sample` of `seeds` whose programs transpile and import."""
    files: dict[str, str] = {}
    runner = NodeRunner()
    try:
        for seed in seeds:
            try:
                js = transpile_source(generate(seed).render(), "worker.py").javascript
            except CompileError:
                continue
            if runner.run(js, [])["status"] == "ok":
                files[f"prog_{seed}.js"] = js
            if len(files) == sample:
                break
    finally:
        runner.close()
    with tempfile.TemporaryDirectory(prefix="sandbox-py-oracle-tsc-") as scratch:
        work = Path(scratch)
        os.symlink(toolchain.ensure(quiet=True), work / "node_modules")
        for name, text in files.items():
            (work / name).write_text(text, encoding="utf-8")
        tsc = work / "node_modules" / "typescript" / "bin" / "tsc"
        done = toolchain.node(str(tsc), *TSC_FLAGS, *files, cwd=work, check=False)
    return files, done


def test_generated_output_type_checks_with_tsc() -> None:
    # Every 7th seed of the CI range (syntax errors are the oracle's business; this is types).
    files, done = _tsc(SEEDS[::7], TSC_SAMPLE)
    errors = [ln for ln in done.stdout.splitlines() if re.search(r"error TS\d+", ln)]
    assert len(files) == TSC_SAMPLE
    assert errors == [], "\n".join(errors[:40])
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


def _run_both(body: str, ret: str) -> tuple[dict[str, object], dict[str, object]]:
    src = f"def case_0() -> {ret}:\n" + "".join(f"    {ln}\n" for ln in body.split("\n"))
    src += "\n__all__ = ['case_0']\n" + TAIL
    js = transpile_source(src, "worker.py").javascript
    runner = NodeRunner()
    try:
        [j] = runner.run(js, [("case_0", False)])["results"]
    finally:
        runner.close()
    [p] = run_python(src, [("case_0", False)])["results"]
    return p, j


def test_documented_differences() -> None:
    """Each difference the README keeps on purpose, exactly as documented (the generator avoids them)."""
    # ints beyond +-2**53 are not exact (the literal itself is refused, run-time results round)
    p, j = _run_both("a = 2 ** 53\nreturn a + 1 == a", "bool")
    assert p["value"] is False and j["value"] is True
    try:
        transpile_source(
            "def case_0() -> int:\n    return 9007199254740993\n\n__all__ = ['case_0']\n" + TAIL, "w.py"
        )
        raise AssertionError("an int literal beyond 2**53 was accepted")
    except CompileError as err:
        assert [d.line for d in err.diagnostics] == [2] and "beyond" in err.diagnostics[0].message
    # dict keys: array-index keys first, in numeric order; every other key in insertion order
    keys = ["b", "10", "01", "2", "-1", "", "4294967295", "4294967294", "1.5", "0"]
    p, j = _run_both(f"d: dict[str, int] = {{{', '.join(f'{k!r}: {i}' for i, k in enumerate(keys))}}}\nreturn d",
                     "dict[str, int]")  # fmt: skip
    assert [k for k, _ in j["value"]["dict"]] == [
        "0",
        "2",
        "10",
        "4294967294",
        "b",
        "01",
        "-1",
        "",
        "4294967295",
        "1.5",
    ]
    assert not values_equal(p["value"], j["value"]) and values_equal(js_key_order(p["value"]), j["value"])
