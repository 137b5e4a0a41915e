"""hashlib and hmac through the real transpiler against CPython: random messages of every length
around the block boundaries (0 to 300 bytes), keys shorter and longer than a block, each digest
compared byte for byte; and the refusals, located."""

from __future__ import annotations

import random
from typing import Any

from tests.transpile.helpers import errors
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import hashlib
import hmac

MESSAGES: list[bytes] = {messages!r}
KEYS: list[bytes] = {keys!r}


def case_digests() -> list[str]:
    out: list[str] = []
    for data in MESSAGES:
        out += [hashlib.sha256(data).hexdigest(), hashlib.sha1(data).hexdigest(), hashlib.md5(data).hexdigest()]
        out += [hashlib.sha512(data).hexdigest(), hashlib.sha384(data).hexdigest()]
    return out


def case_incremental() -> list[str]:
    out: list[str] = []
    for data in MESSAGES:
        h = hashlib.sha256()
        for i in range(0, len(data), 7):
            h.update(data[i : i + 7])
        out.append(h.hexdigest())
    return out


def case_hmacs() -> list[str]:
    out: list[str] = []
    for key, data in zip(KEYS, MESSAGES):
        out += [hmac.new(key, data, hashlib.sha256).hexdigest(), hmac.new(key, data, "sha1").hexdigest(),
                hmac.digest(key, data, "md5").hex(), hmac.new(key, data, "sha512").hexdigest(),
                hmac.digest(key, data, hashlib.sha384).hex()]
    return out
"""


def test_random_digests_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(2026)
    messages = [
        bytes(r.randrange(256) for _ in range(n)) for n in [*range(0, 130), *r.sample(range(130, 300), 20)]
    ]
    keys = [
        bytes(r.randrange(256) for _ in range(r.choice([0, 1, 16, 63, 64, 65, 100, 200]))) for _ in messages
    ]
    python, js = run_both(runner, _PROGRAM.format(messages=messages, keys=keys))
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        assert py["value"] == out["value"], py["name"]
    assert sum(len(p["value"]) for p in python) == 5 * len(messages) + len(messages) + 5 * len(messages)


def test_what_python_would_reject_is_refused() -> None:
    found = errors(
        """
        import hashlib
        import hmac


        def f(s: str, b: bytes) -> list[object]:
            return [
                hashlib.sha256(s),
                hashlib.new("sha3_256", b),
                hmac.new(b, b),
                hmac.new(s, b, hashlib.sha256),
                hmac.new(b, b, hashlib.blake2b),
                hmac.compare_digest(s, b),
                hashlib.sha256(data=b),
            ]
        """
    )
    assert found == [
        '8:9: hashlib.sha256() of "str": Strings must be encoded before hashing (.encode())',
        "9:9: hashlib.new() takes one of sha256, sha512, sha384, sha1, md5 as a str literal here",
        "10:9: Missing required parameter 'digestmod'.",
        '11:9: hmac key of "str": it takes bytes (.encode())',
        "12:24: digestmod= takes hashlib.sha256, sha512, sha384, sha1 or md5, or their name as a str literal",
        '13:9: compare_digest() takes two bytes or two strs, not "str" and "bytes"',
        '14:9: unsupported keyword argument "data"',
    ]
