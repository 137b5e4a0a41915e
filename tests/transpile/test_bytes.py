"""bytes: how they read in JS, and what is refused. Their meaning is checked against CPython by the
`case_bytes_*` cases of test_semantics.py; tsc checks them in the corpus's file_transfer worker."""

from __future__ import annotations

from tests.oracle.oracle import NodeRunner
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

from .helpers import HANDLER, errors, module


def fetch_js(body: str) -> str:
    """The JS of a worker importing base64 and Uint8Array whose fetch handler runs `body`."""
    imports = "import base64\nfrom bindings.workers import Uint8Array\n"
    lines = "".join(f"    {line}\n" for line in body.strip().splitlines())
    return module(imports + HANDLER + lines)


def test_literals_read_as_text_or_numbers() -> None:
    js = fetch_js(
        """
data = b"hello\\n" + b"\\x00\\xff"
return Response(Uint8Array(data))
        """
    )
    assert 'new TextEncoder().encode("hello\\n")' in js
    assert "Uint8Array.of(0, 255)" in js
    assert "$bytesConcat(" in js
    assert "return new Response(new Uint8Array(data));" in js  # bytes go where JS takes numbers


def test_codecs_base64_and_sdk_bytes() -> None:
    js = fetch_js(
        """
raw = bytes(await request.bytes())
text = raw.decode()
back = base64.b64decode(base64.b64encode(text.encode("ascii")).decode("ascii"))
return Response(str(len(back)) + raw.hex())
        """
    )
    assert "const raw = (await request.bytes()).slice();" in js  # a copy: JS code may change the original
    assert '$decode(raw, "utf-8")' in js and '$encode(text, "ascii")' in js
    assert "$b64decode($decode($b64encode(" in js


def test_what_python_means_differently_is_refused() -> None:
    found = errors(
        """
        import base64
        import json
        from bindings.workers import Uint8Array


        def f(s: str, u: Uint8Array) -> None:
            a = bytes(s)
            b = s.encode("cp1252")
            c = b"x".decode(errors="backslashreplace")
            d = json.dumps(b"x")
            e = b"x" == u
            g = {b"x"}
            h = "\\ud800"
            n = b"x" + "y"
            p = b"x".upper()
            q: dict[bytes, int] = {}
            r = base64.b64decode("eA==", altchars=b"-_")
        """
    )
    assert found == [
        '8:9: bytes() of a str needs an encoding: bytes(s, "utf-8") or s.encode()',
        '9:9: unsupported encoding "cp1252": utf-8, ascii and latin-1 are supported',
        '10:9: only errors="strict" and errors="replace" and errors="ignore" are supported (Python\'s other '
        "error handlers are not)",
        "11:9: json.dumps() of bytes: Python raises TypeError (not JSON serializable); decode them",
        '12:9: == on "bytes" and "Uint8Array": Python compares bytes with a JavaScript object by identity; '
        "convert it with bytes()",
        '13:9: this set: members of type "bytes" compare by identity in a JavaScript Set',
        "14:9: str literals with surrogate code points (U+D800..U+DFFF) are not supported: JavaScript joins "
        "a high and a low surrogate into one character",
        '15:9: Unsupported operand types for + ("bytes" and "str")',
        '16:14: "bytes" has no supported method "upper"',
        '17:27: dict keys of type "bytes" are not supported: keys are str, int, an Enum\'s members or tuples of str and int',
        '18:9: unsupported keyword argument "altchars"',
    ]


def test_decoding_with_error_handlers_as_in_cpython(runner: NodeRunner) -> None:  # noqa: F811
    """bytes.decode(codec, errors="replace" | "ignore") of random bytes (valid UTF-8 of every length,
    truncated sequences, overlongs, surrogates, bytes past U+10FFFF, an encoded U+FFFD) against
    CPython's codecs."""
    import random

    r = random.Random(26)
    pieces = [
        b"a",
        b"\xc3\xa9",
        b"\xe2\x82\xac",
        b"\xf0\x9f\x98\x80",
        b"\xef\xbf\xbd",
        b"\xef\xbb\xbf",
        b"\xc3",
        b"\xe2\x82",
        b"\xf0\x9f\x98",
        b"\x80",
        b"\xbf",
        b"\xc0\x80",
        b"\xed\xa0\x80",
        b"\xf4\x90\x80\x80",
        b"\xff",
        b"\xfe",
    ]
    data = [b"".join(r.choice(pieces) for _ in range(r.randint(0, 8))) for _ in range(400)]
    source = f"""
DATA: list[bytes] = {data!r}


def case_decoded() -> list[str]:
    out: list[str] = []
    for b in DATA:
        out.append(b.decode("utf-8", errors="replace"))
        out.append(b.decode("utf-8", errors="ignore"))
        out.append(b.decode("ascii", "replace") + b.decode("ascii", "ignore"))
        out.append(b.decode("latin-1", "ignore"))
    return out
"""
    python, js = run_both(runner, source)
    assert python[0]["kind"] == "ok" and python[0]["value"] == js[0]["value"]
    assert any("\ufffd" in s for s in python[0]["value"][::2]) and len(set(python[0]["value"])) > 300
