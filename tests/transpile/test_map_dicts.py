"""Dicts of int keys and of tuple keys (JS Maps, see generator/transpile/lower/maps.py) against CPython:
random sequences of every operation on one dict, through the real transpiler; and the refusals."""

from __future__ import annotations

import random
from typing import Any

from tests.transpile.helpers import errors
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import json

OPS: list[tuple[str, int, int]] = {ops!r}
KEYS: list[tuple[str, int]] = {keys!r}


def case_int_keys() -> list[str]:
    d: dict[int, int] = {{}}
    out: list[str] = []
    for op, k, v in OPS:
        try:
            if op == "set":
                d[k] = v
            elif op == "neg":
                d[-k] = v
            elif op == "get":
                out.append(str(d[k]))
            elif op == "del":
                del d[k]
            elif op == "inc":
                d[k] += v
            elif op == "in":
                out.append(str(k in d) + str(-k in d))
            elif op == "getd":
                out.append(str(d.get(k, v)) + str(d.get(k)))
            elif op == "pop":
                out.append(str(d.pop(k)))
            elif op == "popd":
                out.append(str(d.pop(k, v)))
            elif op == "setdefault":
                out.append(str(d.setdefault(k, v)))
            elif op == "update":
                d.update({{k: v, v: k % 1000}})
                d.update([(v, v)])
            elif op == "popitem":
                out.append(str(d.popitem()))
            elif op == "copy":
                d = d.copy() if v % 2 else dict(d)
            elif op == "clear":
                if v % 7 == 0:
                    d.clear()
            elif op == "comp":
                d = {{key: val + 1 for key, val in d.items() if key != k}}
            elif op == "literal":
                d = {{**d, k: v, v: k % 1000}}
            elif op == "eq":
                out.append(str(d == {{k: v}}) + str(d == dict(list(d.items()))) + str(d != d.copy()))
            elif op == "show":
                out.append(repr(d) + str(len(d)) + str(sorted(d)) + str(list(d.values())) + str(bool(d)))
                out.append(json.dumps(d, sort_keys=v % 2 == 0) + str([k2 for k2 in d]))
        except KeyError as e:
            out.append("KeyError " + str(e))
    out.append(repr(d))
    return out


def case_tuple_keys() -> list[str]:
    d: dict[tuple[str, int], int] = {{}}
    out: list[str] = []
    for op, i, v in OPS:
        k = KEYS[i % len(KEYS)]
        try:
            if op == "set":
                d[k] = v
            elif op == "neg":
                d[(k[0], -k[1])] = v
            elif op == "get":
                out.append(str(d[k]))
            elif op == "del":
                del d[k]
            elif op == "inc":
                name, n = k
                d[(name, n)] += v
            elif op == "in":
                out.append(str(k in d) + str((k[0], -k[1]) in d))
            elif op == "getd":
                out.append(str(d.get(k, v)) + str(d.get(k)))
            elif op == "pop":
                out.append(str(d.pop(k)))
            elif op == "popd":
                out.append(str(d.pop(k, v)))
            elif op == "setdefault":
                out.append(str(d.setdefault(k, v)))
            elif op == "update":
                d.update({{k: v, (k[0] + "!", v): v}})
                d.update([((str(v), v), v)])
            elif op == "popitem":
                out.append(str(d.popitem()))
            elif op == "copy":
                d = d.copy() if v % 2 else dict(d)
            elif op == "clear":
                if v % 7 == 0:
                    d.clear()
            elif op == "comp":
                d = {{key: val + 1 for key, val in d.items() if key != k}}
            elif op == "literal":
                d = {{**d, k: v}}
            elif op == "eq":
                out.append(str(d == {{k: v}}) + str(d == dict(list(d.items()))) + str(d != d.copy()))
            elif op == "show":
                out.append(repr(d) + str(len(d)) + str(sorted(d)) + str(list(d.values())) + str(bool(d)))
                out.append(str([(a, b) for a, b in d]) + str(list(d.items())))
        except KeyError as e:
            out.append("KeyError " + str(e))
    out.append(repr(d))
    return out
"""

_OPS = ["set", "set", "set", "neg", "get", "del", "inc", "in", "getd", "pop", "popd", "setdefault",
        "update", "popitem", "copy", "clear", "comp", "literal", "eq", "show", "show"]  # fmt: skip
_STRS = ["a", "", "b'", '"q"', "é", "😀", "\\", "1", "[1]", "a,b", "\n", "__proto__", "constructor"]


def _int(r: random.Random) -> int:
    return r.choice([r.randint(-5, 12), r.randint(-(2**40), 2**40), 0, 2**53 - 1, -(2**53 - 1)])


def test_random_operations_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(1311)
    ops = [(r.choice(_OPS), _int(r), r.randint(-3, 30)) for _ in range(3000)]
    keys = [(r.choice(_STRS), _int(r)) for _ in range(12)]
    python, js = run_both(runner, _PROGRAM.format(ops=ops, keys=keys))
    assert [p["kind"] for p in python] == [o["kind"] for o in js] == ["ok", "ok"], (python, js)
    for py, out in zip(python, js):
        wrong = [(i, a, b) for i, (a, b) in enumerate(zip(py["value"], out["value"])) if a != b]
        assert wrong[:3] == [] and len(py["value"]) == len(out["value"]), py["name"]
        assert sum(v.startswith("KeyError") for v in py["value"]) > 50  # missing keys, in numbers


def test_what_a_map_cannot_mean_is_refused() -> None:
    found = errors(
        """
        import json
        from collections import defaultdict
        from typing import Any


        def f(flag: bool, x: float, anything: Any) -> None:
            d: dict[int, str] = {1: "a"}
            t: dict[tuple[str, int], str] = {("a", 1): "b"}
            d[flag] = "b"
            d[x] = "c"
            mixed = {1: "a", "b": 2}
            print(json.dumps(t))
            counts: defaultdict[int, int] = defaultdict(int)
            floats = {1.5: "x"}
            s: dict[str, str] = d
            match d:
                case {1: "a"}: pass
            d.update(a="b")
            g(d)


        def g(x: Any) -> None:
            pass
        """
    )
    assert found == [
        '10:7: a key of type "bool" for "dict[int, str]": its keys are int (not bool, float or an IntEnum)',
        '11:7: a key of type "float" for "dict[int, str]": its keys are int (not bool, float or an IntEnum)',
        '12:13: dict keys of mixed types "int | str": a dict takes keys of one type here',
        '13:11: json.dumps() of "dict[tuple[str, int], str]": Python raises TypeError (keys must be str, int, float, '
        "bool or None)",
        '14:37: "defaultdict[int, int]": a defaultdict or Counter takes str keys here; use a dict with get()',
        '15:14: dict keys of type "float" are not supported: keys are str, int or tuples of str and int (Python '
        "hashes a bool or float equal to an int)",
        '16:25: Incompatible types in assignment (expression has type "dict[int, str]", variable has type '
        '"dict[str, str]")',
        '18:14: a mapping pattern on "dict[int, str]" (a dict of int or tuple keys) is not supported',
        '19:5: update() of "dict[int, str]" takes one dict or list of pairs (keywords are str keys)',
        '20:7: Argument 1 to "g" has incompatible type "dict[int, str]"; expected "Any"',
    ]
