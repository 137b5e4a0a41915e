"""`sandbox-py build --watch`: the time of an incremental rebuild of each example (figures, not tests).

    python bench/watch_bench.py [--edits N]

Starts one `build --watch` process per example (a copy in a scratch folder), saves the worker N times
(changing a string literal each time), and reports the first (cold) build and the median and maximum of
the rebuild times the process prints itself (from reading the source to the last write). Target: under
50 ms per rebuild.
"""

from __future__ import annotations

import argparse
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generator import ROOT

EXAMPLES = sorted((ROOT / "examples").glob("*.py"))
LINE = re.compile(r"\((?P<ms>[\d.]+) ms\)$")


def bench(example: Path, edits: int) -> tuple[float, list[float]]:
    with tempfile.TemporaryDirectory(prefix="sandbox-py-watch-") as scratch:
        worker = Path(scratch) / example.name
        source = example.read_text()
        worker.write_text(source)
        process = subprocess.Popen(
            [sys.executable, "-m", "generator", "build", "--watch", worker.name, "-o", "dist"],
            cwd=scratch,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert process.stdout is not None

        def build_ms() -> float:
            assert process.stdout is not None
            while True:
                line = process.stdout.readline()
                if not line:
                    raise SystemExit(f"{example.name}: build --watch ended")
                match = LINE.search(line.strip())
                if match:
                    return float(match["ms"])

        cold = build_ms()
        times = []
        for n in range(edits):
            time.sleep(0.15)  # as a person saves: not faster than the poll
            worker.write_text(source + f"\n# edit {n}\n")
            times.append(build_ms())
        process.send_signal(signal.SIGINT)
        process.wait(timeout=10)
        return cold, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=15)
    args = parser.parse_args()
    for example in EXAMPLES:
        cold, times = bench(example, args.edits)
        print(
            f"  {example.stem:<16} first build {cold:6.1f} ms, rebuild median {statistics.median(times):5.1f} ms "
            f"(max {max(times):5.1f}, {len(times)} saves)"
        )


if __name__ == "__main__":
    main()
