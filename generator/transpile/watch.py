"""`sandbox-py build --watch`: rebuild on every save, in one warm process.

The process stays alive between builds, so libcst and the bindings are imported once and a rebuild
costs only the conversion of the workers that changed (a few milliseconds for an example). Saves are
found by polling the modification time and size of each worker and of the config files beside it
(`NAME.wrangler.jsonc`, `wrangler.jsonc`, `wrangler.toml`) every `POLL` seconds; a folder input is
listed again at each poll, so a new worker is built when it appears. No dependency beyond the stdlib.

One line per build goes to stdout: the time of day, what was built (or how many errors stopped it) and
how long the build took, measured from the first read to the last write. Errors go to stderr as in a
plain build, and the previous output stays as it was. Ctrl-C stops it with exit code 130.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from generator.diagnostics import CompileError, Diagnostic
from generator.transpile.build import Artifact, transpile_file
from generator.transpile.outputs.config import CONFIG
from generator.transpile.outputs.write import write_outputs

POLL = 0.1

Stamp = tuple[int, int] | None


def stamp(path: Path) -> Stamp:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def watched_paths(worker: Path) -> list[Path]:
    """The files whose change rebuilds `worker`: itself and the config files the build reads."""
    folder = worker.parent
    return [worker, folder / f"{worker.stem}.{CONFIG}", folder / CONFIG, folder / "wrangler.toml"]


class Watcher:
    def __init__(
        self,
        inputs: list[Path],
        out: Path,
        *,
        collect: Callable[[list[Path]], list[Path]],
        log: Callable[[str], None] = print,
    ) -> None:
        self.inputs = inputs
        self.out = out
        self.collect = collect
        self.log = log
        self.stamps: dict[Path, tuple[Stamp, ...]] = {}
        self.last_problem: str | None = None

    def target(self, worker: Path, single: bool) -> Path:
        return self.out if single else self.out / worker.stem

    def poll(self) -> bool:
        """Build what changed since the last poll; True when a build ran."""
        try:
            files = self.collect(self.inputs)
        except CompileError as err:
            text = str(err)
            if text != self.last_problem:  # say it once, not ten times a second
                print(text, file=sys.stderr, flush=True)
                self.log(f"{time.strftime('%H:%M:%S')} waiting: {err.diagnostics[0].message}")
                self.last_problem = text
            return False
        self.last_problem = None
        now = {path: tuple(stamp(p) for p in watched_paths(path)) for path in files}
        changed = [path for path in files if self.stamps.get(path) != now[path]]
        self.stamps = {path: now[path] for path in files}
        if not changed:
            return False
        self.build(changed, single=len(files) == 1)
        return True

    def build(self, changed: list[Path], *, single: bool) -> None:
        started = time.perf_counter()
        artifacts: dict[Path, Artifact] = {}
        diagnostics: list[Diagnostic] = []
        for path in changed:
            try:
                artifacts[path] = transpile_file(path, self.target(path, single))
            except CompileError as err:
                diagnostics += err.diagnostics
        if not diagnostics:
            files = (
                artifacts[changed[0]].files
                if single
                else {
                    f"{p.stem}/{name}": text for p, a in artifacts.items() for name, text in a.files.items()
                }
            )
            try:
                write_outputs(self.out, files)
            except CompileError as err:
                diagnostics += err.diagnostics
            else:
                self.absorb_own_writes([self.out / name for name in files])
        elapsed = (time.perf_counter() - started) * 1000
        names = ", ".join(str(p) for p in changed) if len(changed) <= 3 else f"{len(changed)} workers"
        clock = time.strftime("%H:%M:%S")
        if diagnostics:
            for diagnostic in diagnostics:
                print(diagnostic, file=sys.stderr, flush=True)
            self.log(
                f"{clock} {names}: {len(diagnostics)} error(s), {self.out} left as it was ({elapsed:.1f} ms)"
            )
        else:
            self.log(f"{clock} built {names} -> {self.out} ({elapsed:.1f} ms)")

    def absorb_own_writes(self, written: list[Path]) -> None:
        """An output file that is also a watched path (a build into the worker's own folder writes its
        wrangler.jsonc there) must not trigger the next build."""
        own = {p.resolve() for p in written}
        for worker in self.stamps:
            paths = watched_paths(worker)
            if any(p.resolve() in own for p in paths):
                self.stamps[worker] = tuple(
                    stamp(p) if p.resolve() in own else old
                    for p, old in zip(paths, self.stamps[worker], strict=True)
                )


def watch(
    inputs: list[Path], out: Path, *, collect: Callable[[list[Path]], list[Path]], poll: float = POLL
) -> int:
    def log(line: str) -> None:
        print(line, flush=True)

    watcher = Watcher(inputs, out, collect=collect, log=log)
    try:
        watcher.poll()
        log(f"watching {', '.join(map(str, inputs))} (Ctrl-C to stop)")
        while True:
            time.sleep(poll)
            watcher.poll()
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr, flush=True)
        return 130
