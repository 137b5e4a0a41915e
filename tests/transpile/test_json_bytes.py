"""`json.loads` of bytes through the real transpiler against CPython: documents encoded in each
encoding `json.detect_encoding` tells (UTF-8 with and without a BOM, UTF-16 and UTF-32 in both byte
orders, with and without a BOM), with lone surrogates, then truncated or with bytes changed; each
result, or exception class and message, compared."""

from __future__ import annotations

import random
from itertools import pairwise
from json import detect_encoding
from typing import Any

from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_DOCS = ["1", '"a"', "[1, 2]", '{"k": "\u00e9"}', '"\U0001f600"', '"x\ud800"', '"\udc00y"', " null ", "x", ""]
_CODECS = ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"]
_BYTES = [0x00, 0x22, 0x31, 0x5B, 0x80, 0xA0, 0xBB, 0xBF, 0xC3, 0xD8, 0xDC, 0xED, 0xEF, 0xF0, 0xFE, 0xFF]


def _document(r: random.Random) -> bytes:
    made = bytearray(r.choice(_DOCS).encode(r.choice(_CODECS), "surrogatepass"))
    for _ in range(r.choice([0, 0, 1, 2])):
        kind = r.random()
        if kind < 0.3 and made:
            del made[r.randrange(len(made)) :]
        elif kind < 0.6 and made:
            made[r.randrange(len(made))] = r.choice(_BYTES)
        else:
            made.insert(r.randint(0, len(made)), r.choice(_BYTES))
    return bytes(made)


def _two_lone_surrogates(b: bytes) -> bool:
    """Would CPython's decoding keep a high and a low surrogate next to each other, each alone (which
    stops the worker: a JS string reads them as one code point)?"""
    try:
        text = b.decode(detect_encoding(b), "surrogatepass")
    except UnicodeDecodeError:
        return False
    return any("\ud800" <= a <= "\udbff" and "\udc00" <= c <= "\udfff" for a, c in pairwise(text))


_PROGRAM = """
import json
from typing import Any

DOCS: list[bytes] = {docs}


def case_json_loads_of_bytes() -> list[str]:
    out: list[str] = []
    for doc in DOCS:
        try:
            value: Any = json.loads(doc)
            out.append(repr(value))
        except ValueError as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out
"""


def test_json_loads_of_bytes_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(2026)
    docs = [d for d in (_document(r) for _ in range(3000)) if not _two_lone_surrogates(d)]
    python, js = run_both(runner, _PROGRAM.format(docs=docs))
    (py,), (out,) = python, js
    assert py["kind"] == out["kind"] == "ok", (py, out)
    mismatches = [(d, a, b) for d, a, b in zip(docs, py["value"], out["value"]) if a != b]
    assert mismatches == [] and len(py["value"]) == len(out["value"]), mismatches[:30]
    # the documents reach every way of reading them: values, decoding errors and JSON errors
    kinds = {v.split(":")[0] for v in py["value"]}
    assert {"UnicodeDecodeError", "JSONDecodeError"} <= kinds
    assert sum(not v.startswith(("UnicodeDecodeError", "JSONDecodeError")) for v in py["value"]) > 500


def test_two_lone_surrogates_decoded_side_by_side_stop_the_worker(runner: Any) -> None:  # noqa: F811
    """Python keeps them two code points; a JS string would read them as one: the worker stops."""
    for doc in (
        '"\ud800\udc00"'.encode("utf-8", "surrogatepass"),
        '"\ud800\udc00"'.encode("utf-32-be", "surrogatepass"),
    ):
        python, js = run_both(runner, _PROGRAM.format(docs=[doc]))
        (py,), (out,) = python, js
        assert py["value"] == ["'\\ud800\\udc00'"]
        assert (out["kind"], out["error"]) == ("raise", "Error")
        assert "a high and a low surrogate, each alone" in out["message"]
