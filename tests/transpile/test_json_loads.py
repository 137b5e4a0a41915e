"""json.loads through the real transpiler against CPython: random documents, valid and broken (each a
mutation of a valid one: a character dropped, doubled or replaced), with escapes, surrogate pairs,
characters outside the BMP, NaN and Infinity; the value (through json.dumps) or the JSONDecodeError's
text, with its line, column and char, compared. (No integral float: JSON's `1e3` is the documented
difference, an int in JS.)"""

from __future__ import annotations

import json
import random
from typing import Any

from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import json

DOCS: list[str] = {docs!r}


def case_loads() -> list[str]:
    out: list[str] = []
    for doc in DOCS:
        try:
            out.append(json.dumps(json.loads(doc), sort_keys=True))
        except json.JSONDecodeError as e:
            out.append("error: " + str(e))
    return out
"""

_PIECES = ['"a"', '"\\\\u00e9"', '"\\\\ud83d\\\\ude00"', '"😀x"', '"\\\\n\\\\t\\\\\\\\"', "1", "-2.5", "0.125", "0",
           "true", "false", "null", "NaN", "-Infinity", '""', '"é"']  # fmt: skip


def _doc(r: random.Random, depth: int = 0) -> str:
    kind = r.random()
    if depth > 2 or kind < 0.4:
        return r.choice(_PIECES)
    if kind < 0.7:
        return "[" + ", ".join(_doc(r, depth + 1) for _ in range(r.randint(0, 3))) + "]"
    items = [
        f'"{r.choice(["k", "é", "😀", "__proto__", "a b"])}": {_doc(r, depth + 1)}'
        for _ in range(r.randint(0, 3))
    ]
    return "{" + r.choice([", ", ",", ",\n "]).join(items) + "}"


def _mutate(r: random.Random, doc: str) -> str:
    if r.random() < 0.3 or not doc:
        return r.choice(["", " ", "\n", "\ufeff"]) + doc + r.choice(["", " ", "\n", "x", " 1"])
    i = r.randrange(len(doc))
    change = r.choice(["", doc[i] * 2, r.choice(list('{}[]",:\\ \nxu0') + ["\x01", "😀"])])
    return doc[:i] + change + doc[i + 1 :]


def test_random_documents_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(4242)
    docs = [d if r.random() < 0.3 else _mutate(r, d) for d in (_doc(r) for _ in range(1500))]
    python, js = run_both(runner, _PROGRAM.format(docs=docs))
    [py], [out] = python, js
    assert py["kind"] == out["kind"] == "ok", (py, out)
    wrong = [(d, a, b) for d, a, b in zip(docs, py["value"], out["value"]) if a != b]
    assert wrong[:5] == []
    errors = sum(v.startswith("error: ") for v in py["value"])
    assert 300 < errors < len(docs) - 300, errors  # both kinds, in numbers
    assert len({json.dumps(v) for v in py["value"] if v.startswith("error: ")}) > 20  # many messages


def test_type_name_is_refused_where_javascript_cannot_tell() -> None:
    from tests.transpile.helpers import errors

    found = errors(
        """
        from typing import Any


        def f(a: Any, n: int, x: float, xs: list[int], s: str) -> list[str]:
            return [type(a).__name__, type(n).__name__, type(x).__name__, type(xs).__name__, type(s).__name__]
        """
    )
    # (an `Any`, a JSON value, is named as it runs: test_semantics)
    why = (
        ": JavaScript cannot tell its class here (a bool from an int, an int from a whole float, a list from a "
        "tuple, or a class of the worker's); narrow it with isinstance() first, or show repr() of it"
    )
    assert found == [
        '6:31: type() of "int"' + why,
        '6:49: type() of "float"' + why,
        '6:67: type() of "list[int]"' + why,
    ]
