"""`sandbox-py build --watch`, driven as a user would: a process that rebuilds on save until Ctrl-C."""

from __future__ import annotations

import queue
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest

from generator import ROOT

EXAMPLE = ROOT / "examples" / "code_runner.py"
BUILT = re.compile(r"^\d\d:\d\d:\d\d built (?P<what>.+) -> (?P<out>.+) \((?P<ms>[\d.]+) ms\)$")
FAILED = re.compile(r"^\d\d:\d\d:\d\d (?P<what>.+): (?P<n>\d+) error\(s\), .+ left as it was \([\d.]+ ms\)$")


class Watch:
    """A `build --watch` process whose stdout lines arrive on a queue."""

    def __init__(self, cwd: Path, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "generator", "build", "--watch", *args],
            cwd=cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        assert self.process.stdout is not None
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()

    def _read(self, stdout: IO[str]) -> None:
        for line in stdout:
            self.lines.put(line.rstrip("\n"))

    def next_line(self, timeout: float = 30) -> str:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            self.process.kill()
            _, err = self.process.communicate()
            raise AssertionError(f"no output from build --watch within {timeout} s; stderr:\n{err}") from None

    def next_build(self) -> re.Match[str]:
        line = self.next_line()
        while line.startswith("watching "):
            line = self.next_line()
        match = BUILT.match(line) or FAILED.match(line)
        assert match, line
        return match

    def interrupt(self) -> tuple[int, str]:
        self.process.send_signal(signal.SIGINT)
        _, err = self.process.communicate(timeout=10)
        return self.process.returncode, err


@pytest.fixture
def watched(tmp_path: Path) -> Iterator[tuple[Path, Watch]]:
    worker = tmp_path / "worker.py"
    worker.write_text(EXAMPLE.read_text())
    watch = Watch(tmp_path, "worker.py", "-o", "dist")
    try:
        yield worker, watch
    finally:
        if watch.process.poll() is None:
            watch.process.kill()
            watch.process.communicate()


def save(path: Path, text: str) -> None:
    """Write as an editor does, and make sure the modification time moves even on a coarse clock."""
    before = path.stat().st_mtime_ns if path.exists() else None
    path.write_text(text)
    if path.stat().st_mtime_ns == before:
        time.sleep(0.01)
        path.write_text(text)


def test_watch_rebuilds_on_save_reports_errors_and_exits_130_on_ctrl_c(
    tmp_path: Path, watched: tuple[Path, Watch]
) -> None:
    worker, watch = watched
    first = watch.next_build()
    assert first["what"] == "worker.py" and first["out"] == "dist"
    js = tmp_path / "dist" / "worker.js"
    assert '"playground"' in js.read_text()

    times = []
    for round_ in range(3):
        save(worker, worker.read_text().replace('"playground"', f'"edited-{round_}"'))
        build = watch.next_build()
        assert build["what"] == "worker.py", build.group(0)
        times.append(float(build["ms"]))
        assert f'"edited-{round_}"' in js.read_text()
        save(worker, worker.read_text().replace(f'"edited-{round_}"', '"playground"'))
        times.append(float(watch.next_build()["ms"]))
    # A warm rebuild of an example takes a few ms; the best of six leaves room for a busy machine.
    assert min(times) < 50, times

    # An error keeps the previous output and the process; fixing it builds again.
    good = worker.read_text()
    save(worker, good.replace("sandbox = get_sandbox", "sandbox = get_sandboxx"))
    failed = watch.next_build()
    assert failed.re is FAILED and failed["n"] == "1", failed.group(0)
    assert '"playground"' in js.read_text()
    save(worker, good.replace('"playground"', '"fixed"'))
    assert watch.next_build().re is BUILT
    assert '"fixed"' in js.read_text()

    # A wrangler.jsonc saved beside the worker is merged into the next build.
    save(tmp_path / "wrangler.jsonc", '{ "name": "renamed", "vars": {"MODE": "x"} }')
    assert watch.next_build().re is BUILT
    assert '"name": "renamed"' in (tmp_path / "dist" / "wrangler.jsonc").read_text()

    code, err = watch.interrupt()
    assert code == 130
    assert "Traceback" not in err and err.endswith("stopped\n"), err
    assert sorted(p.name for p in (tmp_path / "dist").iterdir()) == [
        ".sandbox-py-build.json",
        "worker.js",
        "worker.js.map",
        "wrangler.jsonc",
    ]  # no temporary file left behind


def test_watch_into_the_workers_own_folder_does_not_rebuild_on_its_own_output(tmp_path: Path) -> None:
    worker = tmp_path / "worker.py"
    worker.write_text(EXAMPLE.read_text())
    watch = Watch(tmp_path, "worker.py", "-o", ".")
    try:
        assert watch.next_build().re is BUILT
        assert watch.next_line().startswith("watching ")
        with pytest.raises(queue.Empty):
            watch.lines.get(timeout=1.0)  # the wrangler.jsonc it wrote beside the worker is not a change
        save(worker, worker.read_text().replace('"playground"', '"again"'))
        assert watch.next_build().re is BUILT
        assert watch.interrupt()[0] == 130
    finally:
        if watch.process.poll() is None:
            watch.process.kill()
            watch.process.communicate()
