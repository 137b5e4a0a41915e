"""The CPython side: exec a generated program, call each case, serialize results; and value comparison."""

from __future__ import annotations

import io
import math
import re
import signal
import sys
import types
from contextlib import redirect_stdout
from typing import Any

CASE_SECONDS = 2.0


class CaseTimeout(BaseException):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise CaseTimeout()


def canon(v: object, depth: int = 0) -> Any:
    """A JSON-able form of a Python value (see the package docstring)."""
    if depth > 50:
        return {"other": "too deep"}
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        return v
    if isinstance(v, float):
        if math.isnan(v):
            return {"float": "nan"}
        if math.isinf(v):
            return {"float": "inf" if v > 0 else "-inf"}
        if v == 0 and math.copysign(1.0, v) < 0:
            return {"float": "-0.0"}
        return v
    if isinstance(v, (list, tuple)):
        return [canon(x, depth + 1) for x in v]
    if isinstance(v, dict):
        return {"dict": [[canon(k, depth + 1), canon(x, depth + 1)] for k, x in v.items()]}
    if hasattr(v, "__dict__") and not callable(v):
        return {"object": type(v).__name__, "fields": {k: canon(x, depth + 1) for k, x in vars(v).items()}}
    return {"other": repr(v)}


def run_python(source: str, cases: list[tuple[str, bool]]) -> dict[str, Any]:
    """{"status": "ok", "results": [...]} or {"status": "invalid", "error": ...} if the module fails."""
    # a module of its own in sys.modules, as an imported worker's: @dataclass reads the annotations'
    # names (`ClassVar`) in the namespace of its class's module
    program = types.ModuleType("oracle_program")
    sys.modules["oracle_program"] = program
    ns: dict[str, Any] = program.__dict__
    try:
        code = compile(source, "<oracle>", "exec", dont_inherit=True)  # not this file's __future__ flags
        with redirect_stdout(io.StringIO()):
            exec(code, ns)  # noqa: S102 - running the generated program is the point
    except BaseException as err:  # noqa: BLE001 - a generator bug: the program itself is broken
        return {"status": "invalid", "error": f"{type(err).__name__}: {err}"}
    results = []
    old = signal.signal(signal.SIGALRM, _alarm)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(400)
    try:
        for name, returns_none in cases:
            buf = io.StringIO()
            res: dict[str, Any]
            try:
                signal.setitimer(signal.ITIMER_REAL, CASE_SECONDS)
                with redirect_stdout(buf):
                    value = ns[name]()
                res = {"kind": "ok", "value": None if returns_none else canon(value)}
            except CaseTimeout:
                res = {"kind": "timeout"}
            except BaseException as err:  # noqa: BLE001 - whatever the case raises is its result
                res = {"kind": "raise", "error": type(err).__name__, "message": str(err)[:200]}
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            res["name"] = name
            res["printed"] = buf.getvalue()
            results.append(res)
    finally:
        sys.setrecursionlimit(limit)
        signal.signal(signal.SIGALRM, old)
    return {"status": "ok", "results": results}


# ---------------------------------------------------------------------------------------------
# comparison: a Python canonical value against a JS canonical value (decoded from JSON)


def _special(v: Any, key: str) -> str | None:
    if isinstance(v, dict) and len(v) == 1 and key in v:
        return str(v[key])
    return None


def _is_array_index(key: str) -> bool:
    return re.fullmatch(r"0|[1-9][0-9]*", key) is not None and int(key) < 2**32 - 1


def js_key_order(v: Any) -> Any:
    """A Python canonical value with every str-keyed dict in the order a JS object lists its keys:
    array-index keys ("0", "10"; canonical non-negative integers below 2**32 - 1) first, in numeric
    order, then the others in insertion order. The documented difference, and only it."""
    if isinstance(v, list):
        return [js_key_order(x) for x in v]
    if isinstance(v, dict) and "dict" in v and len(v) == 1:
        items = [[k, js_key_order(x)] for k, x in v["dict"]]
        if all(isinstance(k, str) for k, _ in items):
            first = sorted((kv for kv in items if _is_array_index(kv[0])), key=lambda kv: int(kv[0]))
            items = first + [kv for kv in items if not _is_array_index(kv[0])]
        return {"dict": items}
    if isinstance(v, dict) and "object" in v:
        return {"object": v["object"], "fields": {k: js_key_order(x) for k, x in v["fields"].items()}}
    return v


def values_equal(py: Any, js: Any) -> bool:
    """Python's equality between a Python canonical value and a JS one: 3 == 3.0, bools strict."""
    if isinstance(py, bool) or isinstance(js, bool):
        return type(py) is type(js) and py == js
    if py is None:
        return js is None
    if isinstance(py, (int, float)):
        if isinstance(js, int) and abs(js) > 2**53:
            js = float(js)  # JSON wrote a JS number's shortest digits (8.1e19 as 81000...): it is that double
        if isinstance(js, (int, float)):
            return bool(py == js)  # exact int/float comparison
        big = _special(js, "bigint")
        if big is not None:
            return py == int(big)
        fl = _special(js, "float")
        if fl == "-0.0":
            return isinstance(py, int) and py == 0  # an int has no sign of zero
        return False
    if isinstance(py, str):
        return isinstance(js, str) and py == js
    if isinstance(py, list):
        return isinstance(js, list) and len(py) == len(js) and all(map(values_equal, py, js))
    if isinstance(py, dict):
        if not isinstance(js, dict):
            return False
        if "float" in py:
            return _special(js, "float") == str(py["float"])
        if "dict" in py:
            if "dict" not in js or len(py["dict"]) != len(js["dict"]):
                return False
            return all(
                values_equal(pk, jk) and values_equal(pv, jv)
                for (pk, pv), (jk, jv) in zip(py["dict"], js["dict"])
            )
        if "object" in py:
            if js.get("object") != py["object"]:
                return False
            pf = py["fields"]
            # the documented renaming of members JS reserves (`constructor` -> `constructor$`); no
            # Python name holds a `$`
            jf = {(k[:-1] if k.endswith("$") else k): v for k, v in js.get("fields", {}).items()}
            return set(pf) == set(jf) and all(values_equal(pf[k], jf[k]) for k in pf)
        return bool(py == js)
    return bool(py == js)
