"""The differential oracle over any seed range (figures, not a test).

    python bench/oracle_bench.py --seed 0 --count 3000 [--jobs 2] [--show-failures 5]

Prints the count per class (MATCH / REFUSED / MISMATCH / CRASH / INVALID), the top refusal
messages, per construct family the cases using it, the % refused and the number that ran and failed
(and the programs using it: mismatches, crashes), the wall time, and the first K failures shrunk.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.oracle.oracle import (
    CLASSES,
    NodeRunner,
    Outcome,
    classify,
    describe,
    iter_batch,
    shrink_outcome,
)


def family_table(outcomes: list[Outcome]) -> list[str]:
    """Per construct family, counted over *cases* (a program mixes families): how many cases use it,
    how many of those were refused (held a diagnostic), and how many ran and failed; plus the
    programs using it and their classes."""
    progs: Counter[str] = Counter()
    per: dict[str, Counter[str]] = defaultdict(Counter)
    cases: dict[str, Counter[str]] = defaultdict(Counter)
    for o in outcomes:
        for fam in o.families:
            progs[fam] += 1
            per[fam][o.effective] += 1
        failing = {c["name"] for c in o.failing_cases}
        for name, fams in o.case_families.items():
            status = "refused" if name in o.refused_cases else "failed" if name in failing else "ok"
            for fam in fams:
                cases[fam][status] += 1
                cases[fam]["all"] += 1
    rows = [
        f"{'family':<20} {'cases':>6} {'refused%':>9} {'failed':>7}   {'programs':>8} {'mismatch':>9} {'crash':>6}"
    ]
    for fam, c in sorted(cases.items(), key=lambda kv: (-kv[1]["failed"], -kv[1]["refused"], kv[0])):
        n = c["all"]
        rows.append(
            f"{fam:<20} {n:>6} {100 * c['refused'] / n:>8.1f}% {c['failed']:>7}   "
            f"{progs[fam]:>8} {per[fam]['MISMATCH']:>9} {per[fam]['CRASH']:>6}"
        )
    return rows


def main() -> None:
    # a shrunk failure may hold a lone surrogate, which a UTF-8 stdout cannot write as is
    sys.stdout.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--show-failures", type=int, default=5, metavar="K")
    args = ap.parse_args()

    started = time.monotonic()
    outcomes = list(iter_batch(range(args.seed, args.seed + args.count), jobs=args.jobs))
    wall = time.monotonic() - started

    counts = Counter(o.cls for o in outcomes)
    print(f"{len(outcomes)} programs (seeds {args.seed}..{args.seed + args.count - 1}), {args.jobs} jobs, "
          f"{wall:.1f}s wall ({1000 * wall / max(len(outcomes), 1):.1f} ms/program)")  # fmt: skip
    print("  " + "  ".join(f"{k}={counts.get(k, 0)}" for k in CLASSES))
    rest = Counter(o.salvage for o in outcomes if o.cls == "REFUSED")
    print("  REFUSED programs re-run without their refused cases: "
          + "  ".join(f"{k}={rest.get(k, 0)}" for k in ("MATCH", "MISMATCH", "CRASH", "INVALID"))
          + f"  nothing-left={rest.get('', 0)}")  # fmt: skip
    refusals = Counter(o.refusal for o in outcomes if o.cls == "REFUSED")
    print("\ntop refusals:")
    for msg, n in refusals.most_common(12):
        print(f"  {n:>5}  {msg}")
    reasons = Counter(o.reason.split(":")[0] if o.reason.startswith(("node", "global")) else o.reason
                      for o in outcomes if o.failed)  # fmt: skip
    print("\nfailure reasons:")
    for msg, n in reasons.most_common(12):
        print(f"  {n:>5}  {msg[:110]}")
    print("\nper construct family:")
    for row in family_table(outcomes):
        print("  " + row)

    failures = [o for o in outcomes if o.failed]
    if failures and args.show_failures:
        print(f"\nfirst {min(args.show_failures, len(failures))} failures, shrunk:")
        runner = NodeRunner()
        try:
            for o in failures[: args.show_failures]:
                small = shrink_outcome(o, runner)
                print(describe(classify(small, runner), small))
        finally:
            runner.close()


if __name__ == "__main__":
    main()
