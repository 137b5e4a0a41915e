"""Collects every error of a file so that one run reports them all (mypy style, 1-based columns)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

import libcst as cst

from generator.diagnostics import CompileError, Diagnostic
from generator.transpile.parse import ParsedModule
from generator.transpile.resolve.types import ERROR_DISPLAY


class Reporter:
    def __init__(self, parsed: ParsedModule) -> None:
        self.parsed = parsed
        self.diagnostics: list[Diagnostic] = []

    def error(self, node: cst.CSTNode, message: str) -> None:
        if ERROR_DISPLAY in message:
            return  # about a value whose expression already failed: the first error says it all
        line, col = self.parsed.position(node)
        diagnostic = Diagnostic(self.parsed.path, message, line, col + 1)
        if diagnostic not in self.diagnostics:
            self.diagnostics.append(diagnostic)

    def raise_if_any(self) -> None:
        if self.diagnostics:
            # the modules it imports first (in the order they were reached), then the file's own
            own = self.parsed.path
            ordered = sorted(
                self.diagnostics,
                key=lambda d: (d.path == own, d.line or 0, d.col or 0) if d.path == own else (False, 0, 0),
            )
            raise CompileError(ordered)


def did_you_mean(name: str, candidates: Iterable[str]) -> str:
    """` (did you mean "run_code"?)`, or "" when nothing is close."""
    close = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.6)
    return f' (did you mean "{close[0]}"?)' if close else ""
