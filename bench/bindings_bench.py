"""Benchmark: `sandbox-py bindings` with a warm toolchain cache (the target is at most 3 s wall).

Run: python bench/bindings_bench.py [--runs N]
Prints the median and spread of the whole command, and of its two halves measured in-process
(the TypeScript reader on Node, and the Python emitter), so a regression points at its stage.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generator import ROOT, dts, emit, ir, pipeline, toolchain


def timed(fn: object, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    node_modules = toolchain.ensure()  # warm the cache first: the benchmark is about a warm run
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "bindings"
        cmd = [sys.executable, "-m", "generator", "bindings", "--out", str(out)]
        whole = timed(lambda: subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True), runs)
    versions = pipeline.versions(node_modules)
    data = dts.read(node_modules)
    read = timed(lambda: dts.read(node_modules), runs)
    surface = ir.load(data, versions["@cloudflare/sandbox"])
    emitted = timed(lambda: emit.emit(surface, versions), runs)
    print(
        f"sandbox-py bindings, warm cache, {runs} runs on {Path('/proc/cpuinfo').read_text().count('processor')} cores"
    )
    for name, figures in (
        ("whole command (wall)", whole),
        ("  reader (Node + tsc)", read),
        ("  IR + emitter (Python)", emitted),
    ):
        print(
            f"{name:26} median {statistics.median(figures):.2f} s  (min {min(figures):.2f}, max {max(figures):.2f})"
        )
    print(f"share of the reader in the whole: {statistics.median(read) / statistics.median(whole):.2f}")


if __name__ == "__main__":
    main()
