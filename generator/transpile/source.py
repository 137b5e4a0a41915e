"""Reading a worker's source file: bytes that are not UTF-8 are a located error, as CPython reports it."""

from __future__ import annotations

from pathlib import Path

from generator.diagnostics import CompileError


def read_source(path: Path) -> str:
    """The worker's text; a file that is not UTF-8 is a located error, as CPython reports it."""
    try:
        data = path.read_bytes()
    except OSError as err:
        raise CompileError.one(str(path), err.strerror or str(err)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        before = data[: err.start]
        line = before.count(b"\n") + 1
        col = err.start - (before.rfind(b"\n") + 1) + 1
        raise CompileError.one(
            str(path), f"the file is not UTF-8 (byte 0x{data[err.start]:02x}); save it as UTF-8", line, col
        ) from None
