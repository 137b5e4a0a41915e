"""Dicts of int keys and of tuple keys (JS Maps, see generator/transpile/lower/maps.py) against CPython:
random sequences of every operation on one dict (a dict, a defaultdict, a Counter), through the real
transpiler; fixed cases; and the refusals."""

from __future__ import annotations

import random
from typing import Any

from tests.oracle.pyside import values_equal
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


_MISSING = """
from collections import Counter, defaultdict
import json

OPS: list[tuple[str, int, int]] = {ops!r}
KEYS: list[tuple[str, int]] = {keys!r}


def case_defaultdict_of_int_keys() -> list[str]:
    d: defaultdict[int, list[int]] = defaultdict(list)
    out: list[str] = []
    for op, k, v in OPS:
        try:
            if op == "add":
                d[k].append(v)
            elif op == "get":
                out.append(str(d[k]) + str(len(d)))
            elif op == "getd":
                out.append(str(d.get(k)) + str(d.get(k, [v])) + str(k in d) + str(len(d)))
            elif op == "del":
                del d[k]
            elif op == "set":
                d[k] = [v]
            elif op == "pop":
                out.append(str(d.pop(k, None)))
            elif op == "setdefault":
                out.append(str(d.setdefault(k, [v])))
            elif op == "copy":
                d = d.copy()
            elif op == "update":
                d.update({{v: [k % 100]}})
            elif op == "eq":
                out.append(str(d == {{k: [v]}}) + str(d == dict(d)) + str(dict(d) == d.copy()))
            elif op == "show":
                out.append(str(sorted(d)) + str(list(d.items())) + str(list(d.values())) + str(bool(d)))
                out.append(json.dumps(d) + str(repr(dict(d))))
        except KeyError as e:
            out.append("KeyError " + str(e))
    return out


def case_defaultdict_of_tuple_keys() -> list[str]:
    d: defaultdict[tuple[str, int], int] = defaultdict(int)
    out: list[str] = []
    for op, i, v in OPS:
        k = KEYS[i % len(KEYS)]
        try:
            if op == "add":
                d[k] += v
            elif op == "get":
                out.append(str(d[k]) + str(len(d)))
            elif op == "getd":
                out.append(str(d.get(k)) + str(d.get(k, v)) + str(k in d) + str(len(d)))
            elif op == "del":
                del d[k]
            elif op == "set":
                d[k] = v
            elif op == "pop":
                out.append(str(d.pop(k, None)))
            elif op == "setdefault":
                out.append(str(d.setdefault(k, v)))
            elif op == "copy":
                d = d.copy()
            elif op == "update":
                d.update([(k, v)])
            elif op == "eq":
                out.append(str(d == {{k: v}}) + str(d == dict(d)))
            elif op == "show":
                out.append(str(sorted(d.items())) + str(list(d)) + str(list(d.values())) + str(repr(dict(d))))
        except KeyError as e:
            out.append("KeyError " + str(e))
    return out


def case_counter_of_int_keys() -> list[str]:
    c: Counter[int] = Counter()
    out: list[str] = []
    for op, k, v in OPS:
        if op == "add":
            c[k] += v % 3
        elif op == "get":
            out.append(str(c[k]) + str(len(c)))
        elif op == "getd":
            out.append(str(c.get(k)) + str(c.get(k, v)) + str(k in c) + str(len(c)))
        elif op == "del":
            del c[k]
        elif op == "set":
            c[k] = v - 10
        elif op == "pop":
            out.append(str(c.pop(k, None)))
        elif op == "setdefault":
            out.append(str(c.setdefault(k, v)))
        elif op == "copy":
            c = c.copy() if v % 2 else Counter(list(c))
        elif op == "update":
            c.update([k, v, k])
            c.update({{v: 2}})
        elif op == "eq":
            out.append(str(dict(c) == {{k: v}}) + str(c.total()))
        elif op == "show":
            out.append(str(c.most_common()) + str(c.most_common(v % 4)) + str(sorted(c.items())) + str(list(c)))
            out.append(json.dumps(c) + str(repr(dict(c))))
    return out


def case_counter_of_tuple_keys() -> list[str]:
    c = Counter([KEYS[0], KEYS[1], KEYS[0]])
    out: list[str] = []
    for op, i, v in OPS:
        k = KEYS[i % len(KEYS)]
        if op == "add":
            c[k] += v % 3
        elif op == "get":
            out.append(str(c[k]) + str(len(c)))
        elif op == "getd":
            out.append(str(c.get(k)) + str(k in c) + str(len(c)))
        elif op == "del":
            del c[k]
        elif op == "set":
            c[k] = v - 10
        elif op == "update":
            c.update([k, k])
        elif op == "show":
            out.append(str(c.most_common()) + str(c.most_common(v % 4)) + str(sorted(c.items())))
            out.append(str(repr(dict(c))) + str(c.total()))
    return out
"""

_MISSING_OPS = ["add", "add", "add", "get", "getd", "del", "set", "pop", "setdefault", "copy", "update", "eq",
                "show"]  # fmt: skip


def test_defaultdict_and_counter_of_map_keys_as_in_cpython(runner: Any) -> None:  # noqa: F811
    r = random.Random(2718)
    ops = [
        (r.choice(_MISSING_OPS), r.choice([r.randint(-6, 6), _int(r)]), r.randint(0, 30)) for _ in range(1500)
    ]
    keys = [(r.choice(_STRS), r.randint(-3, 3)) for _ in range(8)]
    python, js = run_both(runner, _MISSING.format(ops=ops, keys=keys))
    assert [p["kind"] for p in python] == [o["kind"] for o in js] == ["ok"] * 4, (python, js)
    for py, out in zip(python, js):
        wrong = [(i, a, b) for i, (a, b) in enumerate(zip(py["value"], out["value"])) if a != b]
        assert wrong[:3] == [] and len(py["value"]) == len(out["value"]), py["name"]


_CASES = """
from collections import Counter, defaultdict


def case_defaultdict_of_lists() -> list[list[int]]:
    d: defaultdict[int, list[int]] = defaultdict(list)
    for i in [3, 1, 3, 2, 1, 3]:
        d[i].append(i * 10)
    d[-0].append(5)
    return [[k, len(v), sum(v)] for k, v in d.items()]


def case_a_get_stores_nothing() -> list[int]:
    d: defaultdict[int, int] = defaultdict(int)
    for i in [5, 1, 5, 5, 2]:
        d[i] += 1
    got = d.get(9)
    out = [len(d), 1 if got is None else 0, 1 if 9 in d else 0, d[9], len(d), 1 if 9 in d else 0]
    return out + list(d) + list(d.values()) + sorted(d)


def case_nested_defaultdict() -> list[int]:
    d: defaultdict[int, defaultdict[int, int]] = defaultdict(lambda: defaultdict(int))
    inner = d[1]
    inner[2] += 3
    d[4][5] = 1
    return [d[1][2], d[4][5], d[4][7], len(d[4]), len(d)]


def case_defaultdict_of_a_mapping_and_its_copy() -> list[int]:
    d: defaultdict[int, int] = defaultdict(int, {1: 2, 3: 4})
    e = d.copy()
    e[10] += 1
    del d[1]
    return [len(d), len(e), e[11], len(e), d[99], e[1]]


def case_built_where_returned_and_passed() -> list[int]:
    d = _made()
    d[3].append(1)
    return d[3] + d[4] + [len(d), _used(defaultdict(int))]


def _made() -> defaultdict[int, list[int]]:
    return defaultdict(list)


def _used(d: defaultdict[int, int]) -> int:
    d[1] += 5
    return d[1] + d[2] + len(d)


def case_counter_of_ints() -> list[int]:
    c = Counter([3, 1, 3, 2, 3, 1])
    out = [c[3], c[1], c[2], c[7], len(c), 1 if 7 in c else 0]
    c[7] += 2
    c[1] -= 1
    del c[100]
    del c[2]
    return out + [c[7], c[1], len(c), c.total()] + list(c)


def case_most_common_keeps_first_insertion_order() -> list[list[tuple[int, int]]]:
    c: Counter[int] = Counter()
    for x in [5, 4, 4, 5, 6, 7, 7, 8]:
        c[x] += 1
    return [c.most_common(), c.most_common(2), c.most_common(0), c.most_common(-1), c.most_common(3)]


def case_counter_update_adds() -> list[tuple[int, int]]:
    c = Counter([1, 2])
    c.update([2, 3, 3])
    d: dict[int, int] = {1: 5, 9: -1}
    c.update(d)
    c.update(Counter([9, 9]))
    c.update(x % 2 for x in range(5))
    return list(c.items())


def case_counter_of_tuples_and_of_a_generator() -> list[tuple[tuple[str, int], int]]:
    c = Counter([("a", 1), ("b", 2), ("a", 1), ("a", 2)])
    c[("z", 0)] += 0
    g = Counter(("k", x % 2) for x in range(5))
    return c.most_common() + sorted(c.items()) + list(g.items())


def case_unannotated_str_keyed_ones_stay_as_they_were() -> list[tuple[str, int]]:
    c = Counter("abracadabra")
    d = defaultdict(int)
    d["x"] += 2
    return c.most_common(2) + list(d.items())
"""


def test_defaultdict_and_counter_cases_as_in_cpython(runner: Any) -> None:  # noqa: F811
    python, js = run_both(runner, _CASES)
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok" and values_equal(py["value"], out["value"]), (py, out)


def test_what_a_defaultdict_or_counter_cannot_mean_is_refused() -> None:
    found = errors(
        """
        from collections import Counter, defaultdict
        from typing import Any


        def f(flag: bool, anything: Any, n: int, scores: dict[int, int]) -> None:
            d: defaultdict[int, int] = defaultdict(int)
            d[flag] += 1
            c = Counter([True, False])
            e: Counter[int] = Counter(["a"])
            print(d, Counter([1]))
            print(Counter([1]) == Counter([1]))
            g(d)
            h: dict[int, int] = d  # holds the defaultdict, as what it is
            k: defaultdict[int, int] = {}
            u: defaultdict[int, int] = defaultdict(int, {"a": 1})
            counts = defaultdict(int)
            counts[n] += 1
            g(scores.get(n) is None and Counter([1.5]))


        def g(x: Any) -> None:
            pass
        """
    )
    assert found == [
        '8:7: a key of type "bool" for "defaultdict[int, int]": its keys are int (not bool or float)',
        '9:17: Counter() of "list[bool]": dict keys of type "bool" are not supported: keys are str, int, an Enum\'s members or tuples '
        "of str and int (Python hashes a bool or float equal to an int)",
        '10:31: a key of type "str" for "Counter[int]": its keys are int (not bool or float)',
        '11:5: printing "defaultdict[int, int]" is not supported: print dict(...) of it',
        "12:11: == on a Counter: Python counts a missing key and a zero count as equal; compare dict(...) of it",
        '13:7: Argument 1 to "g": "defaultdict[int, int]" where "Any" is declared: an Any is a JSON '
        "value here, which a set, a dict of int keys or an instance of a class (the worker's, the runtime's or "
        "the SDK's) is not (Python prints and serializes it otherwise, and reads its methods): pass str(...), "
        "sorted(...), dict(...) with str keys or dataclasses.asdict(...) of it, or declare the parameter's own type",
        '15:32: Incompatible types in assignment (expression has type "dict[int, int]", variable has type '
        '"defaultdict[int, int]")',
        '16:50: a key of type "str" for "dict[int, int]": its keys are int (not bool or float)',
        '18:12: a key of type "int" for "defaultdict[str, int]": a dict of str keys would hold it as str; '
        "annotate it: defaultdict[int, ...]",
        '19:41: Counter() of "list[float]": dict keys of type "float" are not supported: keys are str, int, an Enum\'s '
        "members or tuples of str and int (Python hashes a bool or float equal to an int)",
    ]


def test_what_a_map_cannot_mean_is_refused() -> None:
    found = errors(
        """
        import json
        from collections import Counter, defaultdict
        from typing import Any


        def f(flag: bool, x: float, anything: Any) -> None:
            d: dict[int, str] = {1: "a"}
            t: dict[tuple[str, int], str] = {("a", 1): "b"}
            d[flag] = "b"
            d[x] = "c"
            mixed = {1: "a", "b": 2}
            print(json.dumps(t))
            counts = Counter([flag])
            floats = {1.5: "x"}
            s: dict[str, str] = d
            match d:
                case {1: "a"}: pass
            d.update(a="b")
            g(d)
            d[anything] = "c"  # (a JSON value is looked up only: Python would store 2.0 or True)
            held: defaultdict[int, str] = defaultdict(str)
            print(held[anything], d[anything], anything in held, held.get(anything))


        def g(x: Any) -> None:
            pass
        """
    )
    assert found == [
        '10:7: a key of type "bool" for "dict[int, str]": its keys are int (not bool or float)',
        '11:7: a key of type "float" for "dict[int, str]": its keys are int (not bool or float)',
        '12:13: dict keys of mixed types "int | str": a dict takes keys of one type here',
        '13:11: json.dumps() of "dict[tuple[str, int], str]": Python raises TypeError (keys must be str, int, float, '
        "bool or None)",
        '14:22: Counter() of "list[bool]": dict keys of type "bool" are not supported: keys are str, int, an Enum\'s members or tuples '
        "of str and int (Python hashes a bool or float equal to an int)",
        '15:14: dict keys of type "float" are not supported: keys are str, int, an Enum\'s members or tuples of str and int (Python '
        "hashes a bool or float equal to an int)",
        '16:25: Incompatible types in assignment (expression has type "dict[int, str]", variable has type '
        '"dict[str, str]")',
        '18:14: a mapping pattern on "dict[int, str]" (a dict of int or tuple keys) is not supported',
        '19:5: update() of "dict[int, str]" takes one dict or list of pairs (keywords are str keys)',
        '20:7: Argument 1 to "g": "dict[int, str]" where "Any" is declared: an Any is a JSON '
        "value here, which a set, a dict of int keys or an instance of a class (the worker's, the runtime's or "
        "the SDK's) is not (Python prints and serializes it otherwise, and reads its methods): pass str(...), "
        "sorted(...), dict(...) with str keys or dataclasses.asdict(...) of it, or declare the parameter's own type",
        '21:7: a key of type "Any" for "dict[int, str]": its keys are int (not bool or float); narrow it first '
        "(isinstance(x, int) and not isinstance(x, bool)): only `in`, `get` and reading d[k] (not of a defaultdict, "
        "which stores the key) take a JSON value",
        '23:16: a key of type "Any" for "defaultdict[int, str]": its keys are int (not bool or float); narrow it '
        "first (isinstance(x, int) and not isinstance(x, bool)): only `in`, `get` and reading d[k] (not of a "
        "defaultdict, which stores the key) take a JSON value",
    ]


def test_a_map_reaches_no_json_value_through_a_container() -> None:
    """A dict of int keys is a JS Map, which code reading JSON would walk as an object with no keys:
    storing one into a list or dict of Any, or asdict() of a dataclass holding one (or a Counter, which
    CPython 3.11's asdict() rebuilds as a Counter of the pairs), is refused, not only `a: Any = m`."""
    found = errors(
        """
        from collections import Counter
        from dataclasses import asdict, dataclass, field
        from typing import Any


        @dataclass
        class M:
            m: dict[int, str]
            c: Counter[str] = field(default_factory=Counter)


        def f(m: dict[int, str]) -> list[Any]:
            xs: list[Any] = [m]
            xs.append(m)
            d: dict[str, Any] = {"m": m}
            return [xs, d, asdict(M(m))]
        """
    )
    assert [e.split(": ")[0] for e in found] == ["14:22", "15:5", "16:25", "17:20"], found
    assert "a dict of int keys" in found[0] and "which holds a dict[int, str]" in found[3]
