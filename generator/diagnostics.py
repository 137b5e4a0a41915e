"""Compiler-style errors: `path:line:col: error: message`, one line each, exit code 1."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Diagnostic:
    path: str
    message: str
    line: int | None = None
    col: int | None = None

    def __str__(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
            if self.col is not None:
                where += f":{self.col}"
        return f"{where}: error: {self.message}"


class CompileError(Exception):
    """One or more diagnostics; raised after all of them in a unit were collected."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(str(d) for d in diagnostics))

    @classmethod
    def one(cls, path: str, message: str, line: int | None = None, col: int | None = None) -> CompileError:
        return cls([Diagnostic(path, message, line, col)])
