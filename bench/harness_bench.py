"""Benchmark: our emitted workers against the documented (Fable) output, measured side by side.

    python bench/harness_bench.py [--examples snapshots] [--iterations 300] [--rounds 5]

Per-request time: each worker runs in the same workerd behind the same Sandbox double; the Node host
times `fetch` -> full body read next to workerd (no Python round trip in the figure). Requests alternate
ours/documented one by one so drift and machine load hit both alike. Medians are reported;
ratio = ours / documented (goal <= 1.0).

Size: the worker's own code bundled and minified with esbuild, @cloudflare/sandbox left external (it
is the same for both); the documented output includes the fable-library modules it imports
(goal: ours <= 0.1x).

Start-up: what a test module pays: a fresh Harness (the Node host), then a runtime (one workerd) with
the five examples, then 100 requests across them from Python (20 each, round robin, each through the
Python API as a test sends it), over --rounds rounds; medians.

Not a test: it prints figures and exits 0; it exits 1 only if something fails to run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.harness import Harness, HarnessError, WorkerSpec

DOCUMENTED = ROOT / "tests" / "fixtures" / "documented"


@dataclass(frozen=True)
class Load:
    path: str
    method: str = "GET"
    body: str | None = None


LOADS = {
    "code_runner": Load("/", "POST", "print(1 + 2)"),
    "workspace_files": Load("/?path=notes/todo.txt", "PUT", "buy milk\n"),
    "notebook": Load("/?notebook=bench", "POST", "x = 1"),
    "test_runner": Load("/", "POST", "https://github.com/example/app.git"),
    "text_search": Load("/?q=hello"),
}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    default_examples = os.environ.get("SANDBOX_PY_HARNESS_EXAMPLES", str(ROOT / "snapshots"))
    parser.add_argument(
        "--examples", type=Path, default=Path(default_examples), help="folder of <example>/wrangler.jsonc"
    )
    parser.add_argument("--iterations", type=int, default=300, help="timed requests per worker per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()

    ours: dict[str, WorkerSpec] = {}
    documented: dict[str, WorkerSpec] = {}
    for example in LOADS:
        config = args.examples / example / "wrangler.jsonc"
        if not config.is_file():
            print(f"{config}: error: missing build output for {example}", file=sys.stderr)
            return 1
        ours[example] = WorkerSpec.from_wrangler(example, config)
        fixture = DOCUMENTED / f"{example}.js"
        if fixture.is_file():
            like = ours[example]
            documented[example] = WorkerSpec(
                f"documented_{example}",
                fixture,
                like.binding,
                like.class_name,
                like.compatibility_date,
                like.compatibility_flags,
            )

    try:
        host_s: list[float] = []
        start_s: list[float] = []
        requests_s: list[float] = []
        for _ in range(args.rounds):
            t0 = time.perf_counter()
            with Harness() as harness:
                t1 = time.perf_counter()
                with harness.start(*ours.values()) as runtime:
                    t2 = time.perf_counter()
                    for i in range(100):
                        example = list(LOADS)[i % len(LOADS)]
                        load = LOADS[example]
                        runtime[example].fetch(load.path, method=load.method, body=load.body)
                    t3 = time.perf_counter()
            host_s.append(t1 - t0)
            start_s.append(t2 - t1)
            requests_s.append(t3 - t2)
        print(
            f"start-up: Node host {statistics.median(host_s):.2f} s; a runtime with 5 workers "
            f"{statistics.median(start_s):.2f} s; 100 requests across them "
            f"{statistics.median(requests_s):.2f} s ({statistics.median(requests_s) * 10:.1f} ms each); "
            f"start + 100 requests {statistics.median([a + b for a, b in zip(start_s, requests_s, strict=True)]):.2f} s "
            f"(medians of {args.rounds})\n"
        )
        with Harness() as harness, harness.start(*ours.values(), *documented.values()) as runtime:
            print(
                f"workerd via Miniflare {harness.host.hello['miniflare']} on Node {harness.host.hello['node']}; "
                f"{args.rounds} rounds x {args.iterations} requests per worker\n"
            )
            print(f"{'per-request time':<18}{'ours median':>13}{'documented':>13}{'ratio':>8}")
            for example, load in LOADS.items():
                names = [example] + ([f"documented_{example}"] if example in documented else [])
                mine: list[float] = []
                theirs: list[float] = []
                for _ in range(args.rounds):
                    times = harness.bench(
                        runtime,
                        names,
                        load.path,
                        method=load.method,
                        body=load.body,
                        iterations=args.iterations,
                        warmup=max(10, args.iterations // 10),
                    )
                    mine += times[example]
                    theirs += times.get(f"documented_{example}", [])
                m = statistics.median(mine)
                if theirs:
                    t = statistics.median(theirs)
                    print(f"{example:<18}{m:>10.3f} ms{t:>10.3f} ms{m / t:>7.2f}x")
                else:
                    print(f"{example:<18}{m:>10.3f} ms{'(no documented JS)':>21}")

            print(f"\n{'bundle size':<18}{'ours min/gz':>15}{'documented min/gz':>22}{'ratio':>8}")
            for example, spec in ours.items():
                size = harness.bundle_size(spec.entry)
                mine_txt = f"{size['minified']}/{size['gzip']} B"
                if example in documented:
                    ref = harness.bundle_size(documented[example].entry)
                    ref_txt = f"{ref['minified']}/{ref['gzip']} B"
                    print(
                        f"{example:<18}{mine_txt:>15}{ref_txt:>22}{size['minified'] / ref['minified']:>7.3f}x"
                    )
                else:
                    print(f"{example:<18}{mine_txt:>15}{'(no documented JS)':>22}")
    except (HarnessError, OSError) as error:
        print(f"harness_bench: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
