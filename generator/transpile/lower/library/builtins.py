"""Python's builtin functions: `print`, `len`, `str`, `int`, `min`, `sorted`, `isinstance`, `round`..."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps, printing
from generator.transpile.lower.iteration import dict_walk, reverse
from generator.transpile.lower.library.bytearray_methods import bytearray_call, bytearray_fromhex
from generator.transpile.lower.library.bytes_methods import bytes_call, fromhex
from generator.transpile.lower.library.datetimes import library_unary
from generator.transpile.lower.library.exceptions import runtime_error_test, sdk_error_test
from generator.transpile.lower.library.iter_tools import item_of, iterated_keys
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call
from generator.transpile.lower.library.set_methods import decoded, keyed, members, new_set, set_item_problem
from generator.transpile.lower.library.sorting import (
    comparable,
    item_type,
    json_ordered,
    key_result,
    sorted_call,
)
from generator.transpile.lower.narrowing import class_alternatives
from generator.transpile.lower.operators import arithmetic
from generator.transpile.lower.purity import is_simple, lambda_of, literal_int
from generator.transpile.lower.truthiness import own_len
from generator.transpile.lower.typed import TExpr, as_index, enum_members, own_dunder
from generator.transpile.resolve.library_types import TIMEDELTA, LibraryClass
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    FLOAT,
    INT,
    NONE,
    REAL,
    STR,
    ClassObjectType,
    DequeType,
    DictType,
    InstanceType,
    IteratorType,
    ListType,
    ModuleType,
    ObjectType,
    RangeType,
    SetType,
    TupleType,
    Type,
    UnionType,
    bytes_or_bytearray,
    direct_key,
    holds_json,
    is_dynamic,
    is_int,
    is_number,
    is_str,
    map_key,
    may_be_int,
    union,
    widen,
)
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def _print(site: CallSite) -> TExpr:
    return printing.lower_print(site.b, site.node, site.args, site.keywords)


def _json_shaped(t: Type) -> bool:
    """A str, an array (list, tuple) or a dict of str keys (a plain object): what `$dynLen` measures."""
    array = isinstance(t, TupleType) or (isinstance(t, ListType) and not t.view)
    return is_str(t) or array or (isinstance(t, DictType) and not t.is_map and t.kind == "dict")


def _len(site: CallSite) -> TExpr:
    (arg,) = site.args
    t = widen(arg.type)
    if bytes_or_bytearray(t):  # a `$ByteArray`'s length is its own
        return TExpr(js.Member(arg.js, "length"), INT)
    if (members := enum_members(arg)) is not None:
        return TExpr(js.Member(members.js, "length"), INT)
    if is_str(t) and not (isinstance(arg.js, js.Str) and arg.js.value.isascii()):
        return TExpr(site.b.call_helper("$strLen", arg.js), INT)  # code points, not UTF-16 units
    if isinstance(t, RangeType):  # computed when it is made; past 2**53 items len() stops the worker
        return TExpr(js.Call(js.Member(arg.js, "len"), []), INT)
    # a $Deque's length is its size (and a union of lists and tuples is arrays' length)
    arrays = t.options if isinstance(t, UnionType) else (t,)
    if (
        all(isinstance(widen(o), (ListType, TupleType)) for o in arrays)
        or isinstance(t, DequeType)
        or is_str(t)
    ):
        return TExpr(js.Member(arg.js, "length"), INT)
    if isinstance(t, DictType) and t.is_map:
        return TExpr(maps.size(arg.js), INT)
    if isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        return TExpr(js.Member(js_call("Object.keys", [arg.js]), "length"), INT)
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.member("__len__") is not None:
        own = own_dunder(site.b, arg.js, t.cls, "__len__", [])
        return TExpr(own_len(site.b, own), INT)  # its own __len__
    if isinstance(t, InstanceType) and t.cls.kind != "typeddict" and t.cls.member("__len__") is not None:
        return TExpr(js.Member(arg.js, "length"), INT)  # a runtime array-like (Uint8Array)
    if isinstance(t, SetType):
        return TExpr(js.Member(arg.js, "size"), INT)
    if is_dynamic(t) and not isinstance(t, ObjectType):  # a JSON value: a list, str or dict when it runs
        return TExpr(site.b.call_helper("$dynLen", arg.js), INT)
    if isinstance(t, UnionType) and all(_json_shaped(widen(o)) for o in t.options):
        # `str | list[Any] | dict[str, Any]` (a JSON value narrowed by isinstance): told apart as it runs
        return TExpr(site.b.call_helper("$dynLen", arg.js), INT)
    return site.refuse(f'len() of "{arg.type.display()}": annotate or cast it as a str, list or dict')


def _iter(site: CallSite) -> TExpr:
    """iter(xs): a list's, tuple's or str's own iterator (it sees items appended meanwhile, as
    Python's does); a generator's iterator is itself."""
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, IteratorType):
        return arg
    if isinstance(t, RangeType):  # its own iterator, which computes each int
        return TExpr(
            js.Call(js.Index(arg.js, js.Member(js.Name("Symbol"), "iterator")), []), IteratorType(INT)
        )
    # `iter(d)`, `iter(d.items())`: kept, code may change the dict between its steps, which Python's
    # iterator checks (`$dictWalk`); each value read when it is reached, as the view's
    walked = dict_walk(site.b, site.node, arg, json=False)
    if walked is not None:
        return walked
    if isinstance(t, (ListType, TupleType)) or is_str(t):
        item = (
            t.item
            if isinstance(t, ListType)
            else union(*t.items)
            if isinstance(t, TupleType) and t.items
            else STR
            if is_str(t)
            else ANY
        )
        iterator = js.Call(js.Index(arg.js, js.Member(js.Name("Symbol"), "iterator")), [])
        return TExpr(iterator, IteratorType(item))
    return site.refuse(f'iter() of "{arg.type.display()}": pass a list, tuple, str, dict, range or generator')


def _str(site: CallSite) -> TExpr:
    if not site.args:
        return TExpr(js.Str(""), STR)
    (arg,) = site.args
    return TExpr(printing.to_str(site.b, site.node, arg), STR)


def _repr(site: CallSite) -> TExpr:
    return TExpr(printing.to_repr(site.b, site.node, site.args[0]), STR)


def _ascii(site: CallSite) -> TExpr:
    """ascii(x): repr(x) with each non-ASCII character escaped."""
    return TExpr(site.b.call_helper("$ascii", printing.to_repr(site.b, site.node, site.args[0])), STR)


def _int(site: CallSite) -> TExpr:
    """int(): Python's grammar for a str (ValueError otherwise), truncation for a float (NaN and
    infinities raise)."""
    if len(site.args) == 2:  # int(s, base): a str in base 0 or 2..36
        text, base = site.args
        if not is_str(widen(text.type)):
            return site.refuse(f'int() with a base takes a str, not "{text.type.display()}"')
        if not is_int(base.type):
            return site.refuse(f'int()\'s base must be an int, not "{base.type.display()}"')
        return TExpr(site.b.call_helper("$parseIntBase", text.js, base.js), INT)
    (arg,) = site.args
    t = widen(arg.type)
    if t == INT:
        return TExpr(arg.js, INT)  # an IntEnum member's int is a plain int
    if is_str(t):
        return TExpr(site.b.call_helper("$parseInt", arg.js), INT)
    if is_int(t):  # a bool, or `int | bool`: the int it equals
        return TExpr(as_index(arg), INT)
    if is_number(t):
        return TExpr(site.b.call_helper("$truncate", _narrowed_number(site, TExpr(as_index(arg), t))), INT)
    if is_dynamic(t) or _str_or_number(t):  # a str, a number or a bool, decided when it runs
        return TExpr(site.b.call_helper("$intOf", arg.js), INT)
    return site.refuse(f'int() of "{arg.type.display()}": convert a str, int, float or bool')


def _narrowed_number(site: CallSite, arg: TExpr) -> js.Expr:
    """A local declared `object` or `Any` that isinstance() narrowed to a number: tsc narrowed it by
    the `typeof` tests, which keep a bool (an int in Python), so it is cast to the number it holds."""
    function = site.b.function
    declared = function.declared.get(arg.js.id) if function and isinstance(arg.js, js.Name) else None
    if declared is not None and (isinstance(widen(declared), ObjectType) or is_dynamic(declared)):
        return js.TypeCast(arg.js, "number")
    return arg.js


def _str_or_number(t: Type) -> bool:
    """`str | int` (`int(raw or 200)`): each option a str, an int, a float or a bool; or None, which
    int() and float() reject with Python's TypeError when it comes (`int(m.group(1))`)."""
    return isinstance(t, UnionType) and all(is_str(o) or is_number(o) or o == NONE for o in t.options)


def _float(site: CallSite) -> TExpr:
    """float(): Python's grammar for a str ("1e3", " inf ", "nan"), ValueError otherwise."""
    (arg,) = site.args
    t = widen(arg.type)
    if is_number(t):
        return TExpr(as_index(arg), FLOAT)
    if is_str(t):
        return TExpr(site.b.call_helper("$parseFloat", arg.js), FLOAT)
    if is_dynamic(t) or _str_or_number(t):
        return TExpr(site.b.call_helper("$floatOf", arg.js), FLOAT)
    return site.refuse(f'float() of "{arg.type.display()}": convert a str, int, float or bool')


def _bool(site: CallSite) -> TExpr:
    arg = site.node.args[0].value
    return TExpr(js.Call(js.Name("Boolean"), [site.b.condition(arg)]), BOOL)


def _abs(site: CallSite) -> TExpr:
    (arg,) = site.args
    if (own := library_unary(site.b, "__abs__", arg)) is not None:  # abs(td)
        return own
    t = widen(arg.type)
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and (found := t.cls.member("__abs__")):
        # abs(v) of a class of the worker's: its own __abs__
        result = found.signatures[0].result if found.signatures else ANY
        return TExpr(own_dunder(site.b, arg.js, t.cls, "__abs__", []), result)
    if not is_number(arg.type) and not is_dynamic(arg.type):
        return site.refuse(
            f'abs() of "{arg.type.display()}": abs() takes a number, or an instance of a class with __abs__'
        )
    if is_dynamic(arg.type):  # what the JSON value holds decides: a number, else Python's TypeError
        return TExpr(site.b.call_helper("$dynUnary", js.Str("abs"), arg.js), arg.type)
    # abs(True) is 1, abs() of an IntEnum member a plain int
    return TExpr(js_call("Math.abs", [arg.js]), INT if is_int(arg.type) else arg.type)


def _callable(site: CallSite) -> TExpr:
    """A function, a bound method or a class (JS's are functions), or an instance of a class with
    `__call__` (`$callable`, where the type may hold one: such an instance, `object` or Any)."""
    (arg,) = site.args
    t = widen(arg.type)
    options = t.options if isinstance(t, UnionType) else (t,)
    if any(
        is_dynamic(o)
        or (isinstance(o, InstanceType) and isinstance(o.cls, UserClass) and o.cls.defines("__call__"))
        for o in options
    ):
        return TExpr(site.b.call_helper("$callable", arg.js), BOOL)
    return TExpr(js.Binary("===", js.Unary("typeof", arg.js), js.Str("function")), BOOL)


def _pow(site: CallSite) -> TExpr:
    """pow(a, b) is `a ** b`; pow(a, b, m) of ints is exact (a negative b takes the modular inverse)."""
    if len(site.args) == 2:
        return arithmetic(site.b, site.node, cst.Power, site.args[0], site.args[1])
    if not all(is_int(a.type) for a in site.args):
        return site.refuse("pow() with a modulus takes ints")
    return TExpr(site.b.call_helper("$powMod", *(a.js for a in site.args)), INT)


def _items_as_list(site: CallSite, value: TExpr) -> TExpr:
    """What iterating `value` gives, as a list (a dict's keys, a str's characters, a deque's items);
    else `value`."""
    t = widen(value.type)
    if isinstance(t, TupleType) and t.items:
        return TExpr(value.js, ListType(union(*t.items)))
    if is_str(t):
        return TExpr(js.Array([js.Spread(value.js)]), ListType(STR))
    if isinstance(t, DequeType):
        return TExpr(js.Array([js.Spread(value.js)]), ListType(t.item))
    if isinstance(t, DictType) and t.is_map:
        return TExpr(maps.keys(site.b, t, value.js), ListType(t.key))
    if isinstance(t, DictType) and is_str(t.key):
        return TExpr(js_call("Object.keys", [value.js]), ListType(t.key))
    return enum_members(value) or value


def _min_max(name: str) -> Rule:
    """min/max of a list (empty raises ValueError) or of arguments: ints by `Math`; floats and strs
    by Python's rule (the first of equal items, NaN kept where it stands) in a helper."""

    def rule(site: CallSite) -> TExpr:
        key = site.keywords.get("key")
        default = site.keywords.get("default")
        only = widen(site.args[0].type) if len(site.args) == 1 else None
        walk = _checked_by_key(site, key) if key is not None and only is not None else None
        if (
            isinstance(only, SetType)
            and key is None
            and (is_str(only.item) or widen(only.item) == INT or keyed(only.item))
        ):
            # of a set of strs, ints or tuples of them: equal items are alike, so its order cannot show
            site.args[0] = TExpr(decoded(only.item, site.args[0].js), ListType(only.item))
        elif only is not None and holds_json(only):  # a JSON list's items, str's chars, dict's keys
            site.args[0] = TExpr(site.b.call_helper("$listDyn", site.args[0].js), ListType(ANY))
        elif len(site.args) == 1:  # of a dict (its keys), a str (its characters), a tuple: as a list
            site.args[0] = _items_as_list(site, site.args[0])
        elif key is not None and default is None:  # `max(a, b, key=len)`: the arguments as a list
            items = js.Array([a.js for a in site.args])
            site.args[:] = [TExpr(items, ListType(union(*(a.type for a in site.args))))]
        if key is not None or default is not None:
            source = site.args[0] if len(site.args) == 1 else None
            if source is not None and isinstance(widen(source.type), SetType):
                return site.refuse(
                    f"{name}(key=...) of a set: of the items with equal keys Python gives the first in its "
                    "hash order, which JavaScript does not share; pass sorted(...) of it"
                )
            if source is None or not isinstance(widen(source.type), (ListType, IteratorType)):
                given = (
                    "key=..., default=..."
                    if key is not None and default is not None
                    else "key=..."
                    if key is not None
                    else "default=..."
                )
                return site.refuse(f"{name}({given}) takes a list here")
            if walk is not None:
                source = walk
            compared = key_result(key.type) if key is not None else ANY
            if key is None:
                compared = item_type(source.type)
            if not (comparable(compared) or json_ordered(compared)):
                return site.refuse(
                    f'{name}() by "{compared.display()}" is not supported: compare numbers, strs or tuples'
                )
            sign = js.Num("-1" if name == "min" else "1")
            args = [source.js, key.js if key is not None else js.Null(), sign, js.Str(name)]
            result = item_type(source.type)
            if default is not None:
                args.append(default.js)
                result = union(result, default.type)
            return TExpr(site.b.call_helper("$extreme", *args), result)
        if len(site.args) == 1:
            (arg,) = site.args
            t = widen(arg.type)
            if isinstance(t, ListType) and (is_number(t.item) or is_str(t.item)):
                return TExpr(site.b.call_helper(f"${name}", arg.js), t.item)
            if isinstance(t, ListType) and (comparable(t.item) or json_ordered(t.item)):
                # tuples, in Python's order; JSON values by what they hold (`$less`: TypeError else)
                sign = js.Num("-1" if name == "min" else "1")
                return TExpr(site.b.call_helper("$extreme", arg.js, js.Null(), sign, js.Str(name)), t.item)
            return site.refuse(f'{name}() of "{arg.type.display()}": pass a list of numbers or strs')
        types = [widen(a.type) for a in site.args]
        if all(t == INT for t in types):  # an IntEnum member stays one: max(Pri.LOW, Pri.HIGH)
            return TExpr(
                js_call(f"Math.{name}", [a.js for a in site.args]), union(*(a.type for a in site.args))
            )
        if all(is_number(t) for t in types) or all(is_str(t) for t in types):
            items = js.Array([a.js for a in site.args])
            return TExpr(site.b.call_helper(f"${name}", items), union(*(a.type for a in site.args)))
        common = union(*(a.type for a in site.args))
        if comparable(common) or json_ordered(common):  # tuples, dates, JSON values: Python's order
            items = js.Array([a.js for a in site.args])
            sign = js.Num("-1" if name == "min" else "1")
            return TExpr(site.b.call_helper("$extreme", items, js.Null(), sign, js.Str(name)), common)
        shown = ", ".join(f'"{a.type.display()}"' for a in site.args)
        return site.refuse(f"{name}() of {shown}: compare numbers, strs, tuples or dates and times")

    return rule


def _checked_by_key(site: CallSite, key: TExpr) -> TExpr | None:
    """`max(d, key=f)` of a dict (or its view) that `f` may change: Python's iterator is walked as
    `f` runs, item by item, and raises RuntimeError once the dict changed size (`$dictWalk`); None
    where the key cannot change it, or the argument is no dict."""
    arrow = lambda_of(key.js)
    runs = arrow.body if arrow is not None else js.Call(key.js, [])
    body: list[js.Stmt] = runs if isinstance(runs, list) else [js.ExprStmt(runs)]
    return dict_walk(site.b, site.node, site.args[0], body, json=False)


def _hash(site: CallSite) -> TExpr:
    """hash() of an int (a bool, an IntEnum's member): the int itself, -1's is -2, as CPython's for
    every int within 2**53. Any other value's is refused: CPython randomizes a str's per process."""
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and "__hash__" in t.cls.methods:
        # its own __hash__ (an int: CPython makes its -1 a -2 as well)
        own = own_dunder(site.b, arg.js, t.cls, "__hash__", [])
        return TExpr(site.b.call_helper("$hashInt", own), INT)
    if not is_int(arg.type):
        return site.refuse(
            f'hash() of "{arg.type.display()}" is not supported: CPython randomizes str hashes per process '
            "(PYTHONHASHSEED), and a float's or tuple's is its own arithmetic; for a stable number of a str "
            "use hashlib (int(hashlib.sha256(s.encode()).hexdigest()[:8], 16))"
        )
    return TExpr(site.b.call_helper("$hashInt", arg.js), INT)


def _typed_helper(site: CallSite, helper: str, takes: Type, gives: Type) -> TExpr:
    (arg,) = site.args
    if widen(arg.type) != takes and not (takes == INT and widen(arg.type) == BOOL):
        return site.refuse(f'expected "{takes.display()}", got "{arg.type.display()}"')
    return TExpr(site.b.call_helper(helper, arg.js), gives)


def _radix(base: int, prefix: str) -> Rule:
    def rule(site: CallSite) -> TExpr:
        (arg,) = site.args
        if not is_int(arg.type):
            return site.refuse(f'expected "int", got "{arg.type.display()}"')
        return TExpr(site.b.call_helper("$radix", arg.js, js.Num(str(base)), js.Str(prefix)), STR)

    return rule


def _divmod(site: CallSite) -> TExpr:
    """divmod(a, b): (a // b, a % b), each with Python's meaning."""
    a, b = site.args
    deltas = [isinstance(t, InstanceType) and t.cls is TIMEDELTA for t in (a.type, b.type)]
    if all(deltas):  # (the whole periods, an int, and what is left, a timedelta)
        return TExpr(js.Call(js.Member(a.js, "__divmod__"), [b.js]), TupleType((INT, a.type)))
    if not (is_number(a.type) and is_number(b.type)):
        return site.refuse("divmod() takes numbers, or two timedeltas")
    ints = is_int(a.type) and is_int(b.type)
    kind = INT if ints else FLOAT
    pair = site.b.call_helper("$divmod", a.js, b.js, js.Bool(not ints))
    return TExpr(pair, TupleType((kind, kind)))


def _round(site: CallSite) -> TExpr:
    """round(x) -> int, ties to even; round(x, n) -> float rounded on x's exact binary value."""
    x = site.args[0]
    t = widen(x.type)
    if not is_number(t):
        return site.refuse(f'round() of "{x.type.display()}": round an int or a float')
    if len(site.args) == 1 or site.args[1].type == NONE:  # (`round(x, None)` is round(x))
        if is_int(t):
            return TExpr(as_index(x), INT)
        return TExpr(site.b.call_helper("$roundInt", as_index(x)), INT)
    digits = site.args[1]
    if not is_int(digits.type):
        return site.refuse(f'round()\'s ndigits must be an int, not "{digits.type.display()}"')
    places = literal_int(digits.js)
    if is_int(t) and places is not None and places >= 0:
        return TExpr(as_index(x), INT)
    if is_int(t):  # to tens, hundreds...: half to even, exact on the int's value (never -0)
        return TExpr(js.Binary("+", site.b.call_helper("$roundTo", as_index(x), digits.js), js.Num("0")), INT)
    # an int stays an int (round(10, 1) is 10), a float is rounded: so a `float` that may hold an int
    # (a bool among them is its int: round(True, 1) is 1)
    return TExpr(site.b.call_helper("$roundTo", as_index(x), digits.js), REAL if may_be_int(t) else FLOAT)


def _is_timedelta(t: Type) -> bool:
    t = widen(t)
    return isinstance(t, InstanceType) and t.cls is TIMEDELTA


def _sum(site: CallSite) -> TExpr:
    """sum(items[, start]): start (0) plus each item, left to right; bools count as 1 and 0 (Python's
    True + 0 is the int 1), so a sum of bools or ints is an int."""
    arg = site.args[0]
    start = site.args[1] if len(site.args) > 1 else site.keywords.get("start")
    t = arg.type
    if start is not None and BOOL in _options(start.type):
        # of no items Python gives the start as it is: sum([], True) is True, which JS would print as 1
        return site.refuse("sum()'s start is a bool: pass an int (True is 1)")
    if holds_json(widen(t)):  # a JSON list's items when it runs (Python's TypeError for others)
        arg, t = TExpr(site.b.call_helper("$listDyn", arg.js), ListType(ANY)), ListType(ANY)
    if isinstance(t, ListType) and holds_json(widen(t.item)) and (start is None or is_number(start.type)):
        # JSON items: each added as Python adds what it holds (TypeError for a str), left to right
        total, each = js.Name("total"), js.Name("item")
        add = js.Arrow(
            [js.Param(total), js.Param(each)], site.b.call_helper("$dynBinary", js.Str("+"), total, each)
        )
        first = js.Num("0") if start is None else as_index(start)
        return TExpr(js.Call(js.Member(arg.js, "reduce"), [add, first]), ANY)
    if isinstance(t, ListType) and _is_timedelta(t.item):
        # `sum(durations, timedelta())`: each added by timedelta's own `+` (of no items, the start)
        if start is None or not _is_timedelta(start.type):
            return site.refuse(
                "sum() of timedeltas starts from 0, which Python cannot add to one (TypeError): pass the "
                "start, sum(durations, timedelta())"
            )
        total, each = js.Name("total"), js.Name("item")
        add = js.Arrow([js.Param(total), js.Param(each)], js.Call(js.Member(total, "__add__"), [each]))
        return TExpr(js.Call(js.Member(arg.js, "reduce"), [add, start.js]), InstanceType(TIMEDELTA))
    if not (isinstance(t, ListType) and is_number(t.item)):
        return site.refuse(
            f'sum() of "{t.display()}": sum a list of numbers (or of timedeltas, from a timedelta() start)'
        )
    if start is not None and not is_number(start.type):
        return site.refuse(f'sum()\'s start must be a number here, not "{start.type.display()}"')
    item: js.Expr = js.Name("item")
    if BOOL in _options(t.item):  # tsc refuses number + boolean: a bool counts as its int
        item = js.Unary("+", item)
    add = js.Arrow(
        [js.Param(js.Name("total")), js.Param(js.Name("item"))], js.Binary("+", js.Name("total"), item)
    )
    kinds = set(_options(t.item)) | (set(_options(start.type)) if start else {INT})
    # of no items it is the start: an int 0 beside floats is `float` as mypy reads it (int | float)
    floated = start is not None and widen(start.type) == FLOAT
    result = INT if kinds <= {INT, BOOL} else FLOAT if floated else REAL
    first = js.Num("0") if start is None else start.js
    return TExpr(js.Call(js.Member(arg.js, "reduce"), [add, first]), result)


def _list(site: CallSite) -> TExpr:
    if not site.args:
        return TExpr(js.Array([]), ListType(ANY))
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, ListType):
        return TExpr(js.Array([js.Spread(arg.js)]), ListType(t.item))  # a list, also of a dict's view
    if isinstance(t, TupleType):
        return TExpr(js.Array([js.Spread(arg.js)]), ListType(union(*t.items) if t.items else ANY))
    if is_str(t):
        return TExpr(js.Array([js.Spread(arg.js)]), ListType(STR))
    if isinstance(t, RangeType) or bytes_or_bytearray(t):
        return TExpr(js.Array([js.Spread(arg.js)]), ListType(INT))
    if (members := enum_members(arg)) is not None:
        return members
    if isinstance(t, DictType) and t.is_map:
        return TExpr(maps.keys(site.b, t, arg.js), ListType(t.key))
    if isinstance(t, DictType):
        return TExpr(js_call("Object.keys", [arg.js]), ListType(t.key))
    if isinstance(t, SetType):
        return site.refuse(
            "list() of a set: Python lists it in its hash order, which JavaScript does not share; use sorted()"
        )
    if holds_json(t):  # a list's items, a str's characters or a dict's keys, when it runs
        return TExpr(site.b.call_helper("$listDyn", arg.js), ListType(ANY))
    return site.refuse(f'list() of "{arg.type.display()}" is not supported')


def _tuple(site: CallSite) -> TExpr:
    """tuple(t) of a tuple copies it; of a list, str, dict or iterator it is a tuple of any length
    (`tuple[T, ...]`: an array, as `list()` makes it, printed as a tuple)."""
    if not site.args:
        return TExpr(js.Array([]), TupleType(()))
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, TupleType):  # a plain tuple, also of a NamedTuple (its class stays behind)
        return TExpr(js.Array([js.Spread(arg.js)]), TupleType(t.items))
    made = _list(site)
    if isinstance(made.type, ListType):
        return TExpr(made.js, ListType(made.type.item, is_tuple=True))
    return made


def _from_bytes(site: CallSite) -> TExpr:
    """int.from_bytes(b, byteorder="big", *, signed=False) of bytes or a bytearray: `$intFromBytes`,
    exact in BigInt; an int past 2**53 stops the worker (a hash's first bytes fit: `digest[:6]`)."""
    data = site.args[0]
    order = site.args[1] if len(site.args) > 1 else site.keywords.get("byteorder")
    signed = site.keywords.get("signed")
    if not bytes_or_bytearray(widen(data.type)):
        return site.refuse(f'int.from_bytes() takes bytes or a bytearray here, not "{data.type.display()}"')
    if order is not None and not is_str(widen(order.type)):
        return site.refuse(f'int.from_bytes()\'s byteorder is a str, not "{order.type.display()}"')
    if signed is not None and widen(signed.type) != BOOL:
        return site.refuse(f'int.from_bytes()\'s signed is a bool, not "{signed.type.display()}"')
    args = [data.js, order.js if order is not None else js.Str("big")]
    if signed is not None:
        args.append(signed.js)
    return TExpr(site.b.call_helper("$intFromBytes", *args), INT)


def _maketrans(site: CallSite) -> TExpr:
    """str.maketrans(x, y, z) of strs (each of x's characters to y's, z's to None: ValueError for
    lengths that differ) or of one dict of one-character str keys or int keys: a dict of code points
    (a Map), made by `$maketrans` with CPython's errors."""
    if len(site.args) == 1:
        (table,) = site.args
        t = widen(table.type)
        if not (isinstance(t, DictType) and (is_str(t.key) or widen(t.key) == INT)):
            return site.refuse(
                f'str.maketrans() of one "{table.type.display()}": a dict of str or int keys is needed'
            )
        return TExpr(site.b.call_helper("$maketrans", table.js), DictType(INT, t.value))
    for arg in site.args:
        if not is_str(widen(arg.type)):
            return site.refuse(f'str.maketrans() takes strs here, not "{arg.type.display()}"')
    result = union(INT, NONE) if len(site.args) == 3 else INT
    return TExpr(site.b.call_helper("$maketrans", *(a.js for a in site.args)), DictType(INT, result))


def _fromkeys(site: CallSite) -> TExpr:
    """dict.fromkeys(keys, value=None): each key mapped to the one value (str keys: a plain object;
    int and tuple keys: a Map)."""
    keys = site.args[0]
    key = item_of(keys.type)
    if key is None:
        return site.refuse(
            f'dict.fromkeys() of "{keys.type.display()}": pass a list, tuple, str, dict or iterator'
        )
    key = maps.plain_key(key)
    value = site.args[1] if len(site.args) > 1 else TExpr(js.Null(), ANY)
    made_type = DictType(key, value.type)
    if map_key(key) is not None:
        if maps.encode(site.b, site.node, made_type, TExpr(js.Null(), key)) is None:
            return TExpr(js.Name("undefined"), ERROR)
        encoded = [js.Name("k")] if direct_key(key) else [js.Call(maps.encoder(made_type), [js.Name("k")])]
    else:
        problem = maps.key_problem(key)
        if problem:
            return site.refuse(problem)
        encoded = [js.Name("k")]
    given = js.Name("ks")
    source = js.Array([js.Spread(iterated_keys(TExpr(given, keys.type)))])
    pairs = js.Call(
        js.Member(source, "map"), [js.Arrow([js.Param(js.Name("k"))], js.Array([*encoded, js.Name("v")]))]
    )
    made = maps.new(pairs) if map_key(key) is not None else js_call("Object.fromEntries", [pairs])
    # the keys, then the value, each evaluated once; the value is shared by every key (as Python's)
    keys_first = js.Arrow([js.Param(given), js.Param(js.Name("v"))], made)
    return TExpr(js.Call(keys_first, [keys.js, value.js]), made_type)


def _set(frozen: bool) -> Rule:
    """set(items) / frozenset(items): a JS Set of the same members."""

    def rule(site: CallSite) -> TExpr:
        if not site.args:
            return TExpr(js.New(js.Name("Set"), []), SetType(ANY, frozen))
        found = members(site.b, site.args[0])
        if found is None:
            return site.refuse(
                f'set() of "{site.args[0].type.display()}": pass a list, tuple, str, set or dict'
            )
        items, item = found
        problem = set_item_problem(item)
        if problem:
            return site.refuse(f"this set: {problem}")
        made = site.args[0].js
        if isinstance(made, js.New) and made.callee == js.Name("Set"):
            return TExpr(made, SetType(item, frozen))  # `frozenset({...})`: a new Set already
        held = isinstance(widen(site.args[0].type), SetType)
        return TExpr(new_set(site.b, items, item, held=held), SetType(item, frozen))

    return rule


def _dict(site: CallSite) -> TExpr:
    """dict(d, k=v) copies own keys; dict(pairs) of (key, value) tuples builds one from them."""
    source_type = widen(site.args[0].type) if site.args else None
    if isinstance(source_type, InstanceType) and source_type.cls.kind == "typeddict" and not site.keywords:
        fields = source_type.cls.fields()
        if any(f.js_name != name for name, f in fields.items()):  # its JS keys are not its Python keys
            return site.refuse(f'dict() of "{source_type.display()}": build the dict from its keys')
        value = union(*(f.type for f in fields.values())) if fields else ANY
        return TExpr(js.Object([js.Spread(site.args[0].js)]), DictType(STR, value))  # a shallow copy
    if isinstance(source_type, ListType):
        pair = widen(source_type.item)
        if isinstance(pair, ListType) and not pair.view and is_str(pair.item) and not site.keywords:
            # `dict(line.split("=", 1) for line in lines)`: each list checked to be a pair when it runs
            pairs = site.b.call_helper("$dictPairs", site.args[0].js)
            return TExpr(js_call("Object.fromEntries", [pairs]), DictType(STR, STR))
        if not (isinstance(pair, TupleType) and len(pair.items) == 2):
            return site.refuse(
                f'dict() of "{site.args[0].type.display()}": pass a dict or (key, value) pairs'
            )
        if site.keywords:
            return site.refuse("dict(pairs, key=value) is not supported: update it afterwards")
        key = maps.plain_key(pair.items[0])
        if map_key(key) is not None:  # (int or tuple, value) pairs: a Map, each key its Map key
            made_type = DictType(key, pair.items[1])
            if maps.encode(site.b, site.node, made_type, TExpr(js.Null(), pair.items[0])) is None:
                return TExpr(js.Name("undefined"), ERROR)
            if direct_key(key):
                return TExpr(maps.new(site.args[0].js), made_type)
            entry = js.Array([js.Name("k"), js.Name("v")])
            encode = js.Arrow(
                [js.Param(entry)], js.Array([js.Call(maps.encoder(made_type), [js.Name("k")]), js.Name("v")])
            )
            return TExpr(maps.new(js.Call(js.Member(site.args[0].js, "map"), [encode])), made_type)
        problem = maps.key_problem(pair.items[0])
        if problem:
            return site.refuse(problem)
        made = js_call("Object.fromEntries", [site.args[0].js])
        return TExpr(made, DictType(pair.items[0], pair.items[1]))
    if source_type is not None and not (isinstance(source_type, DictType) or is_dynamic(source_type)):
        return site.refuse(f'dict() of "{site.args[0].type.display()}": pass a dict or (key, value) pairs')
    if isinstance(source_type, DictType) and source_type.is_map:
        if site.keywords:
            return site.refuse(
                f'dict() of "{source_type.display()}" with keywords (str keys): update it afterwards'
            )
        return TExpr(maps.new(site.args[0].js), DictType(source_type.key, source_type.value))
    props: list[js.Prop | js.Spread] = [
        js.Spread(site.b.call_helper("$dictDyn", a.js) if is_dynamic(a.type) else a.js) for a in site.args
    ]
    props += [js.Prop(k, v.js) for k, v in site.keywords.items()]
    value_types = [v.type for v in site.keywords.values()]
    source = site.args[0].type if site.args else None
    type_ = (
        DictType(source.key, source.value)  # a plain dict, also of a defaultdict
        if isinstance(source, DictType)
        else DictType(STR, union(*value_types) if value_types else ANY)
    )
    return TExpr(js.Object(props), type_)


def _reversed(site: CallSite) -> TExpr:
    made = reverse(site.b, site.node, site.args[0])
    return made if made is not None else TExpr(js.Name("undefined"), ERROR)


def _isinstance(site: CallSite) -> TExpr:
    value, kind = site.args[0], class_alternatives(site.b, site.node.args[1].value)
    # a test may read the value more than once (`typeof v === "number" || typeof v === "boolean"`)
    held = value.js if is_simple(value.js) else js.Name(site.b.fresh("$value"))
    test = isinstance_test(site.b, held, kind, value.type)
    if test is None:
        return site.refuse("isinstance() takes a class, str, int, float, bool, list or dict")
    if held is not value.js:
        assert isinstance(held, js.Name)
        test = js.Call(js.Arrow([js.Param(held)], test), [value.js])
    return TExpr(test, BOOL)


def isinstance_test(
    b: Builder, value: js.Expr, kind: cst.BaseExpression, static: Type = ANY
) -> js.Expr | None:
    if isinstance(kind, cst.Tuple):
        kinds = [e.value for e in kind.elements]
        names = {k.value for k in kinds if isinstance(k, cst.Name) and b.symbol(k.value) is None}
        if {"int", "float"} <= names:
            # int or float: any number, which JS can answer (it cannot tell 1 from 1.0)
            kinds = [k for k in kinds if not (isinstance(k, cst.Name) and k.value in ("int", "float"))]
            rest = [isinstance_test(b, value, k, static) for k in kinds]
            number = _typeof("number")(value, static)
            if BOOL in _options(static) or any(is_dynamic(o) for o in _options(static)):
                number = js.Binary("||", number, _typeof("boolean")(value, static))  # bool is an int
            return _any_of([number, *rest])
        if {"list", "tuple"} <= names:
            # list or tuple: any JS array, which JS can answer (it cannot tell one from the other)
            kinds = [k for k in kinds if not (isinstance(k, cst.Name) and k.value in ("list", "tuple"))]
            rest = [isinstance_test(b, value, k, static) for k in kinds]
            return _any_of([js.Call(js.Member(js.Name("Array"), "isArray"), [value]), *rest])
        tests = [isinstance_test(b, value, e.value, static) for e in kind.elements]
        if any(t is None for t in tests):
            return None
        result = tests[0]
        assert result is not None
        for test in tests[1:]:
            assert test is not None
            result = js.Binary("||", result, test)
        return result
    if isinstance(kind, cst.Name) and kind.value == "None":  # `str | None` (PEP 604): None is null in JS
        return js.Binary("==", value, js.Null())
    if isinstance(kind, cst.Name) and b.symbol(kind.value) is None and kind.value in ("tuple", "list"):
        told = _named_tuples_from_lists(kind.value, value, static)
        if told is not None:
            return told
    if isinstance(kind, cst.Name) and b.symbol(kind.value) is None and kind.value in _TYPEOF:
        problem = _untellable(kind.value, static)
        if problem:
            b.error(kind, f'isinstance(..., {kind.value}) of "{static.display()}": {problem}')
            return js.Bool(False)
        if kind.value in ("int", "float") and any(holds_json(o) for o in _options(static)):
            # a JSON number: a whole one is an int, as everywhere a JSON value is read (JSON has no 1.0)
            return b.call_helper("$isInt" if kind.value == "int" else "$isFloat", value)
        return _TYPEOF[kind.value](value, static)
    by_name = sdk_error_test(b, value, kind) or runtime_error_test(b, value, kind)
    if by_name is not None:
        return by_name
    if isinstance(kind, cst.Name) and kind.value == "bytearray" and b.symbol("bytearray") is None:
        # never bytes (a Uint8Array) nor a list; another module's `$ByteArray` too
        return js.Call(js.Member(b.helper("$ByteArray"), "is"), [value])
    if isinstance(kind, cst.Name) and kind.value in ("set", "frozenset") and b.symbol(kind.value) is None:
        frozen = kind.value == "frozenset"
        options = _options(static)
        sets = [o for o in options if isinstance(o, SetType)]
        if any(isinstance(o, ObjectType) for o in options) or any(s.frozen != frozen for s in sets):
            b.error(
                kind,
                f'isinstance(..., {kind.value}) of "{static.display()}": a set and a frozenset are both a '
                "JavaScript Set here; annotate the value as the one it holds",
            )
            return js.Bool(False)
        return js.Binary("instanceof", value, js.Name("Set"))  # (a JSON value never holds one)
    if isinstance(kind, cst.Name) and kind.value == "range" and b.symbol("range") is None:
        b.error(kind, "isinstance(..., range) is not supported: annotate the value as a range")
        return js.Bool(False)
    cls = b.expr(kind)
    held = class_tuple_test(value, cls)
    if held is not None:  # `ts = (A, B)`, then `isinstance(x, ts)`
        return held[0]
    if isinstance(cls.type, ClassObjectType) and cls.type.cls.primitive is not None:
        b.error(
            kind,
            f"isinstance(..., {cls.type.cls.name}): its members are plain JavaScript values, which JavaScript cannot tell from an equal str or int",
        )
        return js.Bool(False)
    library = b.class_named(kind) if isinstance(cls.type, (ClassObjectType, ModuleType)) else None
    if library is None and isinstance(kind, cst.Name) and (symbol := b.symbol(kind.value)) is not None:
        made = symbol.annotation  # (`from datetime import datetime`: a module of class methods)
        library = made.cls if isinstance(made, InstanceType) and isinstance(symbol.type, ModuleType) else None
    if isinstance(library, LibraryClass):
        # `isinstance(o, datetime)`: the runtime class behind it (`$datetime`), a helper
        return js.Binary("instanceof", value, b.helper(library.helper))
    return js.Binary("instanceof", value, cls.js)


def class_tuple_test(value: js.Expr, classes: TExpr) -> tuple[js.Expr, list[Type]] | None:
    """`isinstance(x, ts)` and `except ts` of a tuple of classes held in a value (a local, a
    parameter, a call's result): whether `value` is an instance of one, tested when it runs, and
    the instance types; None for anything but a tuple of classes."""
    t = widen(classes.type)
    items = (
        t.items
        if isinstance(t, TupleType)
        else _options(t.item)
        if isinstance(t, ListType) and t.is_tuple
        else ()
    )
    found = [i for i in items if isinstance(i, ClassObjectType)]
    if not items or len(found) != len(items) or any(c.cls.primitive is not None for c in found):
        return None
    each = js.Name("$class")  # (no name of the worker's, which `value` may read, has a `$`)
    by_class = js.Arrow([js.Param(each)], js.Binary("instanceof", value, each))
    made: list[Type] = [
        c.cls.instance() if isinstance(c.cls, UserClass) else InstanceType(c.cls) for c in found
    ]
    return js.Call(js.Member(classes.js, "some"), [by_class]), made


def _any_of(tests: Sequence[js.Expr | None]) -> js.Expr | None:
    if not tests or any(t is None for t in tests):
        return None
    result = tests[0]
    assert result is not None
    for test in tests[1:]:
        assert test is not None
        result = js.Binary("||", result, test)
    return result


def _options(t: Type) -> list[Type]:
    t = widen(t)
    return [widen(o) for o in t.options] if isinstance(t, UnionType) else [t]


def _untellable(kind: str, static: Type) -> str:
    """Why JS cannot answer isinstance(value, kind) for a value of this static type ("" if it can)."""
    options = _options(static)
    other_number = FLOAT if kind == "int" else INT
    untyped = any(is_dynamic(o) and not holds_json(o) for o in options)
    if kind in ("int", "float") and (untyped or other_number in options):
        return (
            "JavaScript has one number type: 1 and 1.0 are the same value; test isinstance(x, (int, float))"
        )
    if kind == "list" and any(
        isinstance(o, (TupleType, ObjectType)) or (isinstance(o, ListType) and (o.is_tuple or o.sequence))
        for o in options
    ):
        if any(isinstance(o, ObjectType) for o in options):  # (`def f(v: object)`: a JSON value, often)
            return (
                "tuples are JavaScript arrays too; annotate a JSON value Any (JSON has no tuples), or "
                "test isinstance(x, (list, tuple))"
            )
        return "tuples are JavaScript arrays too"
    if kind == "tuple" and any(
        isinstance(o, ObjectType) or is_dynamic(o) or (isinstance(o, ListType) and not o.is_tuple)
        for o in options
    ):
        if all(holds_json(o) for o in options):  # (a value passed for it became a list: see README)
            return (
                "lists are JavaScript arrays too, and a JSON value holds lists only: test isinstance(x, list)"
            )
        return "lists are JavaScript arrays too"
    if kind == "dict" and any(isinstance(o, InstanceType) and o.cls.kind != "typeddict" for o in options):
        return "instances of classes are JavaScript objects too"
    return ""


def _named_tuples_from_lists(kind: str, value: js.Expr, static: Type) -> js.Expr | None:
    """isinstance(v, tuple) or (v, list) of a union of lists and NamedTuples (no plain tuple): a
    NamedTuple is an instance of its own Array subclass, a list a plain array. None for other types."""
    options = _options(static)
    arrays = [o for o in options if isinstance(o, (ListType, TupleType))]
    named = [o for o in arrays if isinstance(o, TupleType) and o.named is not None]
    lists = [o for o in arrays if isinstance(o, ListType) and not o.is_tuple and not o.sequence]
    if not (named and lists and len(named) + len(lists) == len(arrays)) or any(
        is_dynamic(o) for o in options
    ):
        return None
    plain = js.Binary(
        "===", js_call("Object.getPrototypeOf", [value]), js.Member(js.Name("Array"), "prototype")
    )
    return js.Binary(
        "&&", js_call("Array.isArray", [value]), js.Unary("!", plain) if kind == "tuple" else plain
    )


def _typeof(name: str) -> Callable[[js.Expr, Type], js.Expr]:
    return lambda value, static: js.Binary("===", js.Unary("typeof", value), js.Str(name))


def _is_int(value: js.Expr, static: Type) -> js.Expr:
    """An int, or a bool (a subclass of int in Python)."""
    number = _typeof("number")(value, static)
    if BOOL in _options(static):
        return js.Binary("||", number, _typeof("boolean")(value, static))
    return number


_TYPEOF: dict[str, Callable[[js.Expr, Type], js.Expr]] = {
    "str": _typeof("string"),
    "float": _typeof("number"),
    "int": _is_int,
    "bool": _typeof("boolean"),
    "list": lambda value, static: js_call("Array.isArray", [value]),
    "tuple": lambda value, static: js_call("Array.isArray", [value]),
    "bytes": lambda value, static: js.Binary("instanceof", value, js.Name("Uint8Array")),
    "dict": lambda value, static: dict_test(value, static),
}


def dict_test(value: js.Expr, static: Type) -> js.Expr:
    """isinstance(value, dict): among JSON values and containers, an object that is no array; a value
    that may be anything (`object`) is a dict when it is a Map (int keys) or a plain object, not an
    instance of a class (a dataclass, an exception, an Enum's member, a datetime)."""
    is_object = js.Binary("&&", _typeof("object")(value, static), js.Binary("!==", value, js.Null()))
    if not any(isinstance(widen(o), ObjectType) for o in _options(static)):
        return js.Binary("&&", is_object, js.Unary("!", js_call("Array.isArray", [value])))
    plain = js.Binary(
        "===", js_call("Object.getPrototypeOf", [value]), js.Member(js.Name("Object"), "prototype")
    )
    return js.Binary("||", js.Binary("instanceof", value, js.Name("Map")), js.Binary("&&", is_object, plain))


BUILTIN_FUNCTIONS: dict[str, Rule] = {
    "print": arity(0, 99, _print, ("sep", "end", "flush", "file")),
    "len": arity(1, 1, _len),
    "str": arity(0, 1, _str),
    "repr": arity(1, 1, _repr),
    "ascii": arity(1, 1, _ascii),
    "int": arity(1, 2, _int),
    "float": arity(1, 1, _float),
    "bool": arity(1, 1, _bool),
    "abs": arity(1, 1, _abs),
    "hash": arity(1, 1, _hash),
    "round": arity(1, 2, _round),
    "min": arity(1, 99, _min_max("min"), ("key", "default")),
    "max": arity(1, 99, _min_max("max"), ("key", "default")),
    "sorted": arity(1, 1, sorted_call, ("key", "reverse")),
    "sum": arity(1, 2, _sum, ("start",)),
    "list": arity(0, 1, _list),
    "set": arity(0, 1, _set(frozen=False)),
    "frozenset": arity(0, 1, _set(frozen=True)),
    "dict": arity(0, 1, _dict, None),
    "reversed": arity(1, 1, _reversed),
    "isinstance": arity(1, 1, _isinstance),  # the class is read from the call itself
    "ord": arity(1, 1, lambda site: _typed_helper(site, "$ord", STR, INT)),
    "chr": arity(1, 1, lambda site: _typed_helper(site, "$chr", INT, STR)),
    "hex": arity(1, 1, _radix(16, "0x")),
    "oct": arity(1, 1, _radix(8, "0o")),
    "bin": arity(1, 1, _radix(2, "0b")),
    "divmod": arity(2, 2, _divmod),
    "pow": arity(2, 3, _pow),
    "tuple": arity(0, 1, _tuple),
    "bytes": arity(0, 2, bytes_call, ("encoding", "errors")),
    "bytearray": arity(0, 2, bytearray_call, ("encoding", "errors")),
    "iter": arity(1, 1, _iter),
    "callable": arity(1, 1, _callable),
}
#: Class methods of builtin classes: `bytes.fromhex(s)`.
CLASS_METHODS: dict[tuple[str, str], Rule] = {
    ("bytes", "fromhex"): arity(1, 1, fromhex),
    ("bytearray", "fromhex"): arity(1, 1, bytearray_fromhex),
    ("dict", "fromkeys"): arity(1, 2, _fromkeys),
    ("str", "maketrans"): arity(1, 3, _maketrans),
    ("int", "from_bytes"): arity(1, 2, _from_bytes, ("byteorder", "signed")),
}
#: Builtins that take a comprehension and become an array predicate (`any(...)` -> `.some(...)`).
PREDICATES = {"any": "some", "all": "every"}
