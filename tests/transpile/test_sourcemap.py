"""Source map v3 with a hand-written base64 VLQ."""

import json

from generator.transpile.build import transpile_source
from generator.transpile.js.sourcemap import Mapping, decode_vlq, encode_mappings, vlq

from .helpers import PRELUDE


def test_vlq_known_values() -> None:
    assert vlq(0) == "A"
    assert vlq(1) == "C"
    assert vlq(-1) == "D"
    assert vlq(15) == "e"
    assert vlq(16) == "gB"
    assert vlq(-17) == "jB"
    assert vlq(1000) == "w+B"


def test_vlq_round_trips() -> None:
    values = [0, 1, -1, 31, 32, -33, 1234567, -7654321]
    assert decode_vlq("".join(vlq(v) for v in values)) == values


def test_mappings_are_relative() -> None:
    text = encode_mappings([Mapping(0, 2, 3, 4), Mapping(0, 10, 3, 8), Mapping(2, 4, 5, 0)])
    assert text == "EAGI,QAAI;;IAER"


def test_map_points_statements_at_their_python_lines() -> None:
    source = (
        PRELUDE
        + "\n\nasync def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:\n    text = await request.text()\n    return Response(text)\n"
    )
    artifact = transpile_source(source, "worker.py")
    document = json.loads(artifact.files["worker.js.map"])
    assert document["version"] == 3 and document["sources"] == ["worker.py"]
    assert document["sourcesContent"] == [source]
    js_lines = artifact.javascript.splitlines()
    decoded: dict[int, int] = {}
    src_line = 0
    for gen_line, line in enumerate(document["mappings"].split(";")):
        for segment in filter(None, line.split(",")):
            fields = decode_vlq(segment)
            src_line += fields[2]
            decoded[gen_line] = src_line
    const_line = next(i for i, text in enumerate(js_lines) if "const text = await request.text();" in text)
    return_line = next(i for i, text in enumerate(js_lines) if "return new Response(text);" in text)
    python_lines = source.splitlines()
    assert python_lines[decoded[const_line]].strip() == "text = await request.text()"
    assert python_lines[decoded[return_line]].strip() == "return Response(text)"


def test_a_statement_printed_over_several_lines_keeps_the_later_ones_in_place() -> None:
    """A dict literal printed one item a line spans several generated lines: each statement after it
    still maps to its own Python line (the map counts physical lines)."""
    source = (
        PRELUDE
        + "\n\ndef label(kind: str) -> str:\n"
        + '    return {"static": "Serving HTTP requests", "node": "listening on the port", "python": "Uvicorn running"}[kind]\n'
        + "\n\nasync def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:\n"
        + "    text = await request.text()\n    return Response(label(text))\n"
    )
    artifact = transpile_source(source, "worker.py")
    document = json.loads(artifact.files["worker.js.map"])
    js_lines = artifact.javascript.splitlines()
    assert any(line.strip() == '"node": "listening on the port",' or "node:" in line for line in js_lines)
    decoded: dict[int, int] = {}
    src_line = 0
    for gen_line, line in enumerate(document["mappings"].split(";")):
        for segment in filter(None, line.split(",")):
            src_line += decode_vlq(segment)[2]
            decoded[gen_line] = src_line
    python_lines = source.splitlines()
    for js_text, python_text in [
        ("const text = await request.text();", "text = await request.text()"),
        ("return new Response(label(text));", "return Response(label(text))"),
    ]:
        gen_line = next(i for i, text in enumerate(js_lines) if js_text in text)
        assert python_lines[decoded[gen_line]].strip() == python_text
