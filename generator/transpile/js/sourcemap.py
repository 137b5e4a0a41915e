"""Source map v3: base64 VLQ and the `mappings` string, written by hand because it is this small."""

from __future__ import annotations

import json
from dataclasses import dataclass

_BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def vlq(value: int) -> str:
    """One signed integer as base64 VLQ: sign in the lowest bit, 5 bits per digit, bit 6 = continue."""
    rest = (-value << 1) | 1 if value < 0 else value << 1
    out: list[str] = []
    while True:
        digit = rest & 0b11111
        rest >>= 5
        if rest:
            digit |= 0b100000
        out.append(_BASE64[digit])
        if not rest:
            return "".join(out)


def decode_vlq(text: str) -> list[int]:
    """The inverse of `vlq` over a whole segment (used by the tests and by anyone reading a map)."""
    values: list[int] = []
    shift = acc = 0
    for char in text:
        digit = _BASE64.index(char)
        acc |= (digit & 0b11111) << shift
        if digit & 0b100000:
            shift += 5
            continue
        values.append(-(acc >> 1) if acc & 1 else acc >> 1)
        shift, acc = 0, 0
    return values


@dataclass(frozen=True)
class Mapping:
    """Generated (line, column) -> original (line, column); all zero-based as the format wants."""

    gen_line: int
    gen_col: int
    src_line: int
    src_col: int


def encode_mappings(mappings: list[Mapping]) -> str:
    """The `mappings` field: lines split by `;`, segments by `,`, every field relative to the last one."""
    ordered = sorted(set(mappings), key=lambda m: (m.gen_line, m.gen_col))
    lines: list[list[str]] = [[] for _ in range(ordered[-1].gen_line + 1 if ordered else 0)]
    prev_src_line = prev_src_col = 0
    prev_gen_col: dict[int, int] = {}  # the generated column restarts at 0 on every line
    for m in ordered:
        lines[m.gen_line].append(
            vlq(m.gen_col - prev_gen_col.get(m.gen_line, 0))
            + vlq(0)  # source index: one source per map
            + vlq(m.src_line - prev_src_line)
            + vlq(m.src_col - prev_src_col)
        )
        prev_gen_col[m.gen_line] = m.gen_col
        prev_src_line, prev_src_col = m.src_line, m.src_col
    return ";".join(",".join(segments) for segments in lines)


def source_map(generated_file: str, source_path: str, source_text: str, mappings: list[Mapping]) -> str:
    document = {
        "version": 3,
        "file": generated_file,
        "sources": [source_path],
        "sourcesContent": [source_text],
        "names": [],
        "mappings": encode_mappings(mappings),
    }
    return json.dumps(document, indent=None, separators=(",", ":")) + "\n"
