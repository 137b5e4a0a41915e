"""Stage 1: source text -> libcst tree with positions."""

from __future__ import annotations

import ast
from collections.abc import Mapping
from dataclasses import dataclass

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from generator.diagnostics import CompileError


@dataclass(frozen=True)
class ParsedModule:
    path: str
    source: str
    tree: cst.Module
    positions: Mapping[cst.CSTNode, CodeRange]

    def position(self, node: cst.CSTNode) -> tuple[int, int]:
        """(1-based line, 0-based column) of where the node starts."""
        start = self.positions[node].start
        return start.line, start.column


def parse(path: str, source: str) -> ParsedModule:
    # CPython's parser places syntax errors precisely (as mypy reports them); libcst's does not.
    try:
        ast.parse(source, path)
    except SyntaxError as err:
        raise CompileError.one(path, err.msg, err.lineno, err.offset) from None
    except ValueError as err:  # a NUL byte in the source
        line = source.count("\n", 0, max(source.find("\0"), 0)) + 1
        raise CompileError.one(path, str(err), line, 1) from None
    try:
        tree = cst.parse_module(source)
    except cst.ParserSyntaxError as err:
        raise CompileError.one(
            path, f"invalid syntax: {err.message}", err.raw_line, err.raw_column + 1
        ) from None
    wrapper = MetadataWrapper(tree, unsafe_skip_copy=True)
    return ParsedModule(path, source, wrapper.module, wrapper.resolve(PositionProvider))
