"""A small JSONC reader (JSON with `//` and `/* */` comments and trailing commas, as wrangler reads it)
that remembers where each value starts, so a configuration error can name `path:line:col`.

`read(text, path)` returns the value and `positions`: for every object member and array item, its key
path (`("queues", "consumers", 0)`) -> (1-based line, 1-based column) of the member's key (of the item,
in an array). A syntax error raises `CompileError` located at the offending character.
"""

from __future__ import annotations

import bisect
import json
import re
from typing import Any

from generator.diagnostics import CompileError

Key = tuple[str | int, ...]
Positions = dict[Key, tuple[int, int]]

_NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
_LITERALS = {"true": True, "false": False, "null": None}


class _Reader:
    def __init__(self, text: str, path: str) -> None:
        self.text = text
        self.path = path
        self.i = 0
        self.positions: Positions = {}
        self.line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]

    def where(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.line_starts, offset)
        return line, offset - self.line_starts[line - 1] + 1

    def fail(self, message: str, offset: int | None = None) -> CompileError:
        line, col = self.where(self.i if offset is None else offset)
        return CompileError.one(self.path, f"not valid JSONC: {message}", line, col)

    def skip(self) -> None:
        """Whitespace and comments."""
        text = self.text
        while self.i < len(text):
            c = text[self.i]
            if c in " \t\r\n\ufeff":
                self.i += 1
            elif text.startswith("//", self.i):
                end = text.find("\n", self.i)
                self.i = len(text) if end < 0 else end + 1
            elif text.startswith("/*", self.i):
                end = text.find("*/", self.i + 2)
                if end < 0:
                    raise self.fail("unterminated /* comment")
                self.i = end + 2
            else:
                return

    def peek(self) -> str:
        self.skip()
        return self.text[self.i] if self.i < len(self.text) else ""

    def value(self, key: Key) -> Any:
        c = self.peek()
        if c == "{":
            return self.object(key)
        if c == "[":
            return self.array(key)
        if c == '"':
            return self.string()
        for word, literal in _LITERALS.items():
            if self.text.startswith(word, self.i):
                self.i += len(word)
                return literal
        match = _NUMBER.match(self.text, self.i)
        if match:
            self.i = match.end()
            token = match.group(0)
            return float(token) if any(ch in token for ch in ".eE") else int(token)
        raise self.fail("end of file where a value was expected" if not c else f"unexpected {c!r}")

    def string(self) -> str:
        start = self.i
        i = start + 1
        text = self.text
        while i < len(text):
            c = text[i]
            if c == "\\":
                i += 2
                continue
            if c == '"':
                self.i = i + 1
                try:
                    return str(json.loads(text[start : i + 1]))
                except json.JSONDecodeError as err:
                    raise self.fail(err.msg, start + err.pos) from None
            if c == "\n":
                break
            i += 1
        raise self.fail("unterminated string", start)

    def object(self, key: Key) -> dict[str, Any]:
        self.i += 1
        out: dict[str, Any] = {}
        while True:
            c = self.peek()
            if c == "}":
                self.i += 1
                return out
            if c != '"':
                raise self.fail("expected a quoted key or '}'" if c else "end of file inside an object")
            at = self.where(self.i)
            name = self.string()
            if self.peek() != ":":
                raise self.fail("expected ':' after a key")
            self.i += 1
            self.positions[(*key, name)] = at
            out[name] = self.value((*key, name))
            c = self.peek()
            if c == ",":
                self.i += 1
            elif c != "}":
                raise self.fail("expected ',' or '}'" if c else "end of file inside an object")

    def array(self, key: Key) -> list[Any]:
        self.i += 1
        out: list[Any] = []
        while True:
            c = self.peek()
            if c == "]":
                self.i += 1
                return out
            if not c:
                raise self.fail("end of file inside an array")
            self.positions[(*key, len(out))] = self.where(self.i)
            out.append(self.value((*key, len(out))))
            c = self.peek()
            if c == ",":
                self.i += 1
            elif c != "]":
                raise self.fail("expected ',' or ']'" if c else "end of file inside an array")


def read(text: str, path: str) -> tuple[Any, Positions]:
    reader = _Reader(text, path)
    value = reader.value(())
    if reader.peek():
        raise reader.fail("unexpected text after the value")
    return value, reader.positions
