"""Stage 1: source text -> libcst tree with positions."""

from __future__ import annotations

import ast
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TypeVar

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from generator.diagnostics import CompileError
from generator.transpile.stdlib_classes import expand

_Node = TypeVar("_Node", bound=cst.CSTNode)


@dataclass(frozen=True)
class ParsedModule:
    path: str
    source: str
    tree: cst.Module
    positions: Mapping[cst.CSTNode, CodeRange]
    #: Nodes the lowering writes itself (`map(f, xs)` as a generator expression) -> the source node
    #: they stand for, whose position their diagnostics take.
    stand_ins: dict[cst.CSTNode, cst.CSTNode] = field(default_factory=dict)

    def position(self, node: cst.CSTNode) -> tuple[int, int]:
        """(1-based line, 0-based column) of where the node starts."""
        while node not in self.positions:  # a stand-in, maybe for another stand-in
            node = self.stand_ins[node]
        start = self.positions[node].start
        return start.line, start.column

    def stand_in(self, written: _Node, source: cst.CSTNode) -> _Node:
        """Give every node of `written` that is not from the source the position of `source`."""
        pending: list[cst.CSTNode] = [written]
        while pending:
            node = pending.pop()
            if node not in self.positions:
                self.stand_ins[node] = source
            pending.extend(node.children)
        return written


def parse(path: str, source: str) -> ParsedModule:
    # CPython's parser places syntax errors precisely (as mypy reports them); libcst's does not. Its
    # compiler also finds those its parser leaves (`[i for i in range((n := 2))]`, `nonlocal` of no
    # enclosing name), which CPython raises before a line runs: its warnings (`x is "a"`) are mypy's.
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(ast.parse(source, path), path, "exec", dont_inherit=True)
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
    parsed = ParsedModule(path, source, wrapper.module, wrapper.resolve(PositionProvider))
    expanded = expand(parsed.tree, parsed.stand_in)  # `from http import HTTPStatus`: the class itself
    if expanded is not parsed.tree:
        parsed.stand_ins[expanded] = parsed.tree
        parsed = replace(parsed, tree=expanded)
    return parsed
