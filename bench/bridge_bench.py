"""Round trips through the local bridge: a collected exec (POST .../exec, SSE to the exit event) with the
generated client over real HTTP on 127.0.0.1, examples/bridge.py (built now) against the SDK's own JS
bridge (tests/bridge/sdk_bridge.js), both in workerd with the recording double, alternating. Then
streaming throughput: `cat` of a file written into the double, its output streamed through the bridge
(base64 SSE chunks, decoded by the client as they arrive): MB of decoded output per second.

    python bench/bridge_bench.py [--iterations 200] [--stream-mb 8] [--stream-runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bindings.cloudflare_sandbox.client import ExecOutput, SandboxClient
from generator import ROOT
from generator.cli import main
from generator.harness import Harness, WorkerSpec

TOKEN = "bench"


def run(iterations: int, stream_mb: int, stream_runs: int) -> None:
    out = Path(tempfile.mkdtemp(prefix="bridge-bench-"))
    assert main(["build", str(ROOT / "examples" / "bridge.py"), "-o", str(out)]) == 0
    ours = WorkerSpec.from_wrangler("bridge", out / "wrangler.jsonc", secrets={"SANDBOX_API_KEY": TOKEN})
    sdk = WorkerSpec(
        name="sdk_bridge",
        entry=ROOT / "tests" / "bridge" / "sdk_bridge.js",
        compatibility_date=ours.compatibility_date,
        compatibility_flags=ours.compatibility_flags,
        secrets={"SANDBOX_API_KEY": TOKEN},
        durable_objects=dict(ours.durable_objects),
    )
    with Harness() as h, h.start(ours) as a, h.start(sdk) as b:
        clients = {
            "python bridge": SandboxClient(a.url or "", TOKEN),
            "SDK JS bridge": SandboxClient(b.url or "", TOKEN),
        }
        ids = {name: c.create_sandbox().id for name, c in clients.items()}
        times: dict[str, list[float]] = {name: [] for name in clients}
        for i in range(iterations + 20):
            for name, c in clients.items():
                t0 = time.perf_counter()
                result = c.exec(ids[name], ["echo", "hello"])
                elapsed = (time.perf_counter() - t0) * 1000
                assert result.stdout == "hello\n"
                if i >= 20:
                    times[name].append(elapsed)
        for name, ms in times.items():
            ms.sort()
            print(
                f"{name}: median {statistics.median(ms):.2f} ms, p90 {ms[int(len(ms) * 0.9)]:.2f} ms ({len(ms)} execs)"
            )
        content = (b"0123456789abcdef" * 4 + b"\n") * (stream_mb * 1024 * 1024 // 65)
        rates: dict[str, list[float]] = {name: [] for name in clients}
        for name, c in clients.items():
            c.write_file(ids[name], "/workspace/big.txt", content)
        for _ in range(stream_runs):
            for name, c in clients.items():
                t0 = time.perf_counter()
                size = chunks = 0
                for event in c.exec_command(ids[name], ["cat", "/workspace/big.txt"]):
                    if isinstance(event, ExecOutput):
                        size += len(event.data)
                        chunks += 1
                elapsed = time.perf_counter() - t0
                assert size == len(content), (size, len(content))
                rates[name].append(size / elapsed / 1e6)
        for name, r in rates.items():
            print(
                f"{name}: exec output streamed {statistics.median(r):.1f} MB/s median "
                f"(min {min(r):.1f}, max {max(r):.1f}; {len(content) / 1e6:.1f} MB, {chunks} chunk(s), {len(r)} runs)"
            )
        for c in clients.values():
            c.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--stream-mb", type=int, default=8)
    parser.add_argument("--stream-runs", type=int, default=5)
    args = parser.parse_args()
    run(args.iterations, args.stream_mb, args.stream_runs)
