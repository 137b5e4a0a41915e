"""Arithmetic, comparison and boolean operators, lowered by the types of their operands.

Where JS differs from Python (`//`, `%` on negatives, `==` on containers, `in`, `and`/`or` returning an
operand with a different truthiness) the lowering picks an inline expression with Python's meaning, or
refuses. No helper runtime.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import maps
from generator.transpile.lower.equality import (
    LIST_AND_TUPLE,
    by_value,
    has_float_items,
    is_enum,
    may_meet_list_and_tuple,
    may_meet_nan,
    mixes_bool,
    needs_value_equality,
)
from generator.transpile.lower.library import deques, ranges
from generator.transpile.lower.library.bytearray_methods import bytearray_operator
from generator.transpile.lower.library.bytes_methods import lent, lent_in_order
from generator.transpile.lower.library.datetimes import library_operator, library_unary
from generator.transpile.lower.library.set_methods import (
    SET_OPERATORS,
    adding_problem,
    dynamic_items,
    hashable,
    keyed,
    member,
    new_set,
    set_item_problem,
)
from generator.transpile.lower.library.sorting import orderable
from generator.transpile.lower.narrowing import (
    narrowed,
    narrowings,
    read_as_test,
    test_clock,
    unchanged_by_calls,
)
from generator.transpile.lower.percent_format import percent_format
from generator.transpile.lower.purity import (
    EXACT_INT_BOUND,
    called_at_once,
    evaluated_first,
    int_bound,
    is_simple,
    literal_int,
    literal_number,
    may_act,
)
from generator.transpile.lower.truthiness import faithful_truthiness, truth_test
from generator.transpile.lower.typed import (
    TExpr,
    as_index,
    null_tested,
    number_operand,
    own_dunder,
    runs_worker_code,
)
from generator.transpile.resolve.library_types import LibraryClass
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    BYTES,
    ERROR,
    FLOAT,
    INT,
    NONE,
    REAL,
    STR,
    ByteArrayType,
    BytesType,
    ClassObjectType,
    DequeType,
    DictType,
    ErrorType,
    InstanceType,
    IteratorType,
    ListType,
    ObjectType,
    OwnTypeVar,
    RangeType,
    SetType,
    TupleType,
    Type,
    UnionType,
    is_bytes_like,
    is_dynamic,
    is_int,
    is_number,
    is_primitive,
    is_str,
    map_key,
    may_be_bool,
    mixed_number_store,
    narrow_first,
    union,
    union_of_kinds,
    widen,
    widen_literal,
    without_none,
)
from generator.transpile.resolve.user_types import (
    ORDER_DUNDERS,
    UserClass,
    eq_by_identity,
    eq_exact,
    may_decline,
    reflected_first,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder

_ARITHMETIC: dict[type, str] = {
    cst.Add: "+",
    cst.Subtract: "-",
    cst.Multiply: "*",
    cst.Divide: "/",
    cst.Power: "**",  # only for a literal exponent of ints; otherwise a checked helper
    cst.BitAnd: "&",
    cst.BitOr: "|",
    cst.BitXor: "^",
    cst.LeftShift: "<<",
    cst.RightShift: ">>",
}


#: The methods of the worker's own classes that Python calls for an operator.
_DUNDERS: dict[type, str] = {
    cst.Add: "__add__",
    cst.Subtract: "__sub__",
    cst.Multiply: "__mul__",
    cst.Divide: "__truediv__",
    cst.FloorDivide: "__floordiv__",
    cst.Modulo: "__mod__",
    cst.Power: "__pow__",
    cst.LessThan: "__lt__",
    cst.LessThanEqual: "__le__",
    cst.GreaterThan: "__gt__",
    cst.GreaterThanEqual: "__ge__",
}


#: The method Python tries on the right operand of `a OP b` (first, when its class derives from `a`'s).
_REFLECTIONS = {
    "__add__": "__radd__",
    "__sub__": "__rsub__",
    "__mul__": "__rmul__",
    "__truediv__": "__rtruediv__",
    "__floordiv__": "__rfloordiv__",
    "__mod__": "__rmod__",
    "__pow__": "__rpow__",
    "__lt__": "__gt__",
    "__le__": "__ge__",
    "__gt__": "__lt__",
    "__ge__": "__le__",
}


def own_in_place(b: Builder, operator: type, current: TExpr, value: TExpr) -> TExpr | None:
    """`a += b` where `a`'s class (the worker's) defines `__iadd__` (`__isub__`...): Python calls it
    and stores what it returns (most often `self`, changed in place, which aliases see)."""
    t = widen(current.type)
    dunder = _DUNDERS.get(operator)
    if dunder is None or not isinstance(t, InstanceType) or not isinstance(t.cls, UserClass):
        return None
    in_place = "__i" + dunder[2:]
    method = t.cls.member(in_place)
    if method is None or not method.signatures:
        return None
    return TExpr(own_dunder(b, current.js, t.cls, in_place, [value.js]), method.signatures[0].result)


def _own_dunder(b: Builder, owner: Type, dunder: str | None, left: TExpr, right: TExpr) -> TExpr | None:
    """`a + b` -> `a.__add__(b)` where `a` is an instance of the worker's class that defines it (`x in
    c` -> `c.__contains__(x)`: pass the container as `left`). When a subclass of `a`'s class has the
    reflected method (`__radd__`), `$reflected` decides at run time, as Python does, which to call.
    (NotImplemented is refused outside `__eq__`, so `a`'s method is final.) None: it does not apply."""
    if dunder is None or not isinstance(owner, InstanceType) or not isinstance(owner.cls, UserClass):
        return None
    method = owner.cls.member(dunder)
    reflection = _REFLECTIONS.get(dunder)
    classes = b.scope.classes.values()
    cls, name = owner.cls, dunder

    def reflected(reflection: str) -> js.Expr:  # `$reflected` decides at run time which method answers
        b.ran_worker_code()  # (either method: see `Builder.stale`)
        names = [js.Str(cls.js_name_of(n)) for n in (name, reflection)]
        return b.call_helper("$reflected", left.js, right.js, *names, js.Bool(name in ORDER_DUNDERS))

    def call() -> js.Expr:
        if reflection is not None and (
            reflected_first(classes, cls, reflection) or may_decline(classes, cls, name)
        ):
            return reflected(reflection)
        return own_dunder(b, left.js, cls, name, [right.js])

    if method is None and dunder in ORDER_DUNDERS and owner.cls.defines(dunder):
        # `@dataclass(order=True)`'s, which declines another class's instance (a subclass's, a base's)
        related = owner.cls.subclasses or any(isinstance(base, UserClass) for base in owner.cls.bases())
        if reflection is not None and (related or widen(right.type) != owner):
            return TExpr(reflected(reflection), BOOL)
        return TExpr(call(), BOOL)
    if method is None and reflection is not None and dunder in ORDER_DUNDERS and owner.cls.member(reflection):
        # `a > b` of a class with only `__lt__`: Python asks the other operand's `b.__lt__(a)`
        return TExpr(reflected(reflection), BOOL)
    if method is None or not method.signatures:
        return None
    return TExpr(call(), method.signatures[0].result)


def binary(b: Builder, node: cst.BinaryOperation) -> TExpr:
    had = {helper for helper in _CHECKED_INT if helper in b.helpers}
    left, right = b.expr(node.left), b.expr(node.right)
    ints = is_int(left.type) and is_int(right.type)
    if isinstance(node.operator, (cst.Modulo, cst.BitAnd)) and ints and _checks_int(left.js):
        helper = "$bigMod" if isinstance(node.operator, cst.Modulo) else "$bigAnd"
        reduced = b.call_helper(helper, _as_bigint(left.js), right.js)
        for checked in _CHECKED_INT:  # its checks became BigInt arithmetic
            if checked not in had and not js.references(reduced, checked):
                b.helpers.discard(checked)
        return TExpr(reduced, INT)
    return arithmetic(b, node, type(node.operator), left, right)


#: Why `**` of floats is refused: CPython's is the C library's pow(), which rounds its own way (not
#: always correctly: `x ** 2` is not always `x * x`), and no JS engine's `**` gives its last bit.
FLOAT_POWER = (
    "a power of floats is not supported: JavaScript's ** differs from CPython's (the C library's pow) in "
    "the last bit for some inputs (2,554 of 100,000 random floats; for x ** 2, 83): write x * x for a "
    "square, math.sqrt(x) for a square root, or compute on ints"
)


def _folded_power(b: Builder, node: cst.CSTNode, left: TExpr, right: TExpr) -> TExpr | None:
    """`10.0 ** 2`, `10 ** -3` of literals: a float, which CPython's C library pow() rounds its own way,
    so CPython computes it here. None where the operands are not both literals, or the power is complex."""
    base, exponent = _literal_number(left), _literal_number(right)
    if base is None or exponent is None:
        return None
    try:
        value = base**exponent
    except (OverflowError, ZeroDivisionError) as err:
        return b.error(node, f"{type(err).__name__} in Python: {err}")
    if isinstance(value, complex):
        return b.error(
            node, f"{base!r} ** {exponent!r} is a complex number in Python, which no worker value holds"
        )
    if not isinstance(value, float):
        return None
    return TExpr(js.Num(repr(value)), FLOAT)


def _power_within_bound(base: int, exponent: int) -> bool:
    """base ** exponent stays within ±2**53. A power that surely passes it is not computed (`7 ** 10**8`
    would take the build minutes): |base| >= 2**(bit_length - 1) makes it pass 2**53 once that times
    the exponent does."""
    if abs(base) > 1 and (abs(base).bit_length() - 1) * exponent > 53:
        return False
    power: int = base**exponent
    return abs(power) <= EXACT_INT_BOUND


def _literal_number(value: TExpr) -> int | float | None:
    """The number a literal int or float (`2`, `-0.5`) lowers to, as Python holds it; else None."""
    expr, sign = value.js, 1
    if isinstance(expr, js.Unary) and expr.op in ("-", "+"):
        sign = -1 if expr.op == "-" else 1
        expr = expr.operand
    if isinstance(expr, js.Bool):  # `2.0 ** True`: a bool is the int it equals
        return sign * int(expr.value)
    if not isinstance(expr, js.Num) or widen(value.type) not in (INT, FLOAT):
        return None
    try:
        return sign * (int(expr.text) if widen(value.type) == INT else float(expr.text))
    except ValueError:
        return None


#: The checked int operations (`$imul(a, b)` is `a * b`, exact, or the worker stops past 2**53), and the
#: BigInt operator each is inside a `(a * b + c) % m`.
_CHECKED_INT = {"$imul": "*", "$ipow": "**", "$lshift": "<<"}


def _checked_call(expr: js.Expr) -> str | None:
    """The BigInt operator of a checked int operation whose operands convert exactly (a shift's or a
    power's count a literal), else None."""
    if not (isinstance(expr, js.Call) and isinstance(expr.callee, js.Name) and len(expr.args) == 2):
        return None
    op = _CHECKED_INT.get(expr.callee.id)
    if op in ("**", "<<") and (literal_int(expr.args[1]) is None or (literal_int(expr.args[1]) or 0) < 0):
        return None
    return op


def _checks_int(expr: js.Expr) -> bool:
    """Whether a sum of products of ints (`a * b + c`) has a product checked past 2**53."""
    if _checked_call(expr) is not None:
        return True
    return (
        isinstance(expr, js.Binary)
        and expr.op in ("+", "-", "*")
        and (_checks_int(expr.left) or _checks_int(expr.right))
    )


def _as_bigint(expr: js.Expr) -> js.Expr:
    """A sum of products of ints as BigInt arithmetic: exact however large its products grow."""
    op = _checked_call(expr)
    if op is not None and isinstance(expr, js.Call):
        return js.Binary(op, _as_bigint(expr.args[0]), _as_bigint(expr.args[1]))
    if isinstance(expr, js.Binary) and expr.op in ("+", "-", "*"):
        return js.Binary(expr.op, _as_bigint(expr.left), _as_bigint(expr.right))
    value = literal_int(expr)
    if value is not None:
        return js.Num(f"{value}n")
    return js.Call(js.Name("BigInt"), [expr])


def arithmetic(b: Builder, node: cst.CSTNode, operator: type, left: TExpr, right: TExpr) -> TExpr:
    lt, rt = widen(left.type), widen(right.type)
    if isinstance(lt, ErrorType) or isinstance(rt, ErrorType):  # reported already: nothing to add
        return TExpr(js.Binary(_SYMBOLS.get(operator, "+"), left.js, right.js), ERROR)
    own = _own_dunder(b, lt, _DUNDERS.get(operator), left, right)
    if own is not None:
        return own
    library = library_operator(b, node, _DUNDERS.get(operator), _SYMBOLS.get(operator, "?"), left, right)
    if library is not None:  # datetime's classes
        return library
    if (is_dynamic(lt) or is_dynamic(rt)) and not (operator is cst.Modulo and is_str(lt)):
        return _dynamic_arithmetic(b, node, operator, left, right)
    dynamic = is_dynamic(lt) or is_dynamic(rt)
    numbers = is_number(lt) and is_number(rt)
    result: Type = (
        ANY
        if dynamic
        else INT
        if is_int(lt) and is_int(rt)
        else FLOAT
        if FLOAT in (lt, rt)  # a float operand makes a float
        else REAL  # a `float` annotation's value may be an int: so may the result
    )
    bytearray_made = bytearray_operator(b, node, operator, left, right)
    if bytearray_made is not None:
        return bytearray_made
    if operator is cst.Add:
        if is_str(lt) and is_str(rt):
            return TExpr(js.Binary("+", left.js, right.js), STR)
        if isinstance(lt, ListType) and isinstance(rt, ListType):
            joined = ListType(union(lt.item, rt.item), is_tuple=lt.is_tuple)  # tuple + tuple: a tuple
            return TExpr(_concatenated(left.js, right.js), joined)
        if isinstance(lt, (ListType, TupleType)) and isinstance(rt, (ListType, TupleType)):
            # a tuple of any length and a tuple of a known length: a tuple of any length
            items = [*(lt.items if isinstance(lt, TupleType) else [lt.item])]
            items += rt.items if isinstance(rt, TupleType) else [rt.item]
            joined = ListType(union(*items) if items else ANY, is_tuple=True)
            return TExpr(_concatenated(left.js, right.js), joined)
        if isinstance(lt, BytesType) and isinstance(rt, BytesType):
            return TExpr(b.call_helper("$bytesConcat", left.js, right.js), BYTES)
    views = [_keys_view(t) for t in (lt, rt)]
    if any(views) and all(v or isinstance(t, SetType) for v, t in zip(views, (lt, rt))):
        left, right = _as_set(b, left), _as_set(b, right)  # a dict's keys view is a set to & | - ^
        lt, rt = widen(left.type), widen(right.type)
    if isinstance(lt, SetType) and isinstance(rt, SetType) and _ARITHMETIC.get(operator) in SET_OPERATORS:
        helper = SET_OPERATORS[_ARITHMETIC[operator]]
        problem = set_item_problem(union(lt.item, rt.item))
        if problem:
            return b.error(node, problem)
        return TExpr(b.call_helper(helper, left.js, right.js), SetType(union(lt.item, rt.item), lt.frozen))
    if (
        operator is cst.Multiply
        and (is_str(lt) or isinstance(lt, (ListType, BytesType, TupleType)))
        and is_int(rt)
    ):
        return _repeat(b, left, right)
    if (
        operator is cst.Multiply
        and (is_str(rt) or isinstance(rt, (ListType, BytesType, TupleType)))
        and is_int(lt)
    ):
        # n * s: n is evaluated first
        made = _left_first(b, node, left, right, lambda held: _repeat(b, right, TExpr(held, left.type)).js)
        return TExpr(made, _repeated_type(rt))
    if operator is cst.Multiply and (_str_or_int(lt) and is_int(rt) or is_int(lt) and _str_or_int(rt)):
        # `v * 2` of a `str | int`: repeated when it is a str, else the int product (`$imul`'s checks)
        repeated: Type = union(lt, rt) if not is_int(lt) or not is_int(rt) else INT
        return TExpr(b.call_helper("$mulStrOrInt", left.js, right.js), repeated)
    if operator is cst.Modulo and is_str(lt):
        return percent_format(b, node, left, right)
    if operator is cst.MatrixMultiply:
        return b.error(node, "the @ operator is not supported")
    if operator is cst.BitOr and isinstance(lt, DictType) and isinstance(rt, DictType):
        return _dict_union(b, node, left, right, lt, rt)
    if not (numbers or dynamic):
        symbol = _SYMBOLS.get(operator, "?")
        if shown := union_of_kinds(left.type, right.type):
            return b.error(node, narrow_first(symbol, shown))
        return b.error(
            node,
            f'Unsupported operand types for {symbol} ("{left.type.display()}" and "{right.type.display()}")'
            f"{_unsupported_hint(lt, rt, operator)}",
        )
    ints = is_int(lt) and is_int(rt)
    if operator is cst.Divide:
        if _nonzero_literal(right.js):
            return TExpr(js.Binary("/", left.js, right.js), ANY if dynamic else FLOAT)
        return TExpr(
            b.call_helper("$div", left.js, right.js, *_float_flag(lt, rt)), ANY if dynamic else FLOAT
        )
    if operator is cst.FloorDivide:
        if ints and _positive_literal(right.js):
            # exact for ints: a positive divisor, and a quotient JS rounds no further than the floor
            return TExpr(_call("Math.floor", js.Binary("/", left.js, right.js)), result)
        return TExpr(b.call_helper("$floordiv", left.js, right.js, *_float_flag(lt, rt, ints)), result)
    if operator is cst.Modulo:
        if ints and _positive_literal(right.js):
            # Python's result takes the divisor's sign: ((a % b) + b) % b, exact for ints
            inner = js.Binary("+", js.Binary("%", left.js, right.js), right.js)
            return TExpr(js.Binary("%", inner, right.js), result)
        return TExpr(b.call_helper("$mod", left.js, right.js, *_float_flag(lt, rt, ints)), result)
    if operator is cst.Power:
        exponent = literal_int(right.js)
        if ints and exponent is not None and exponent >= 0:
            literal = _literal_number(left)
            # `2 ** 10`: computed here, so `1.5 ** 2 ** 2` folds too
            if literal is not None and _power_within_bound(int(literal), exponent):
                return TExpr(js.Num(str(int(literal) ** exponent)), INT)
            base = int_bound(left.js, b.int_bounds)
            exact = base is not None and _power_within_bound(base, exponent)
            power = js.Binary("**", left.js, right.js) if exact else b.call_helper("$ipow", left.js, right.js)
            return TExpr(power, result)
        folded = _folded_power(b, node, left, right)
        if folded is not None:
            return folded
        if not ints:
            return b.error(node, FLOAT_POWER)
        # an int to a negative power is a float: to an exponent not known, either (mypy: Any; where an
        # int is declared, see `int_power`)
        power_type = FLOAT if exponent is not None else REAL
        return TExpr(b.call_helper("$intPow", left.js, right.js), power_type)
    if operator in _INT32_SAFE and widen(lt) == BOOL and widen(rt) == BOOL:  # bools give a bool
        if operator is cst.BitXor:
            return TExpr(js.Binary("!==", left.js, right.js), BOOL)
        bits = js.Binary(_ARITHMETIC[operator], js.Unary("+", left.js), js.Unary("+", right.js))
        return TExpr(js.Unary("!", js.Unary("!", bits)), BOOL)
    if operator in _INT32_SAFE and may_be_bool(lt) and may_be_bool(rt):
        # `v & True` of an `int | bool`: a bool when both are bools, else an int, which the type cannot say
        return b.error(
            node,
            f'{_SYMBOLS[operator]} of "{left.type.display()}" and "{right.type.display()}": Python gives a bool '
            "when both are bools and an int otherwise; convert with int() or bool() first",
        )
    if operator in _BITWISE:
        if not (ints or dynamic):
            symbol = _SYMBOLS.get(operator, "?")
            if shown := union_of_kinds(left.type, right.type):
                return b.error(node, narrow_first(symbol, shown))
            return b.error(
                node,
                f'Unsupported operand types for {symbol} ("{left.type.display()}" and "{right.type.display()}")'
                f"{_unsupported_hint(lt, rt, operator)}",
            )
        if operator in _INT32_SAFE and _is_int32(left.js) and _is_int32(right.js):
            return TExpr(js.Binary(_ARITHMETIC[operator], left.js, right.js), INT)  # exact on 32 bits
        shift = literal_int(right.js)
        if operator is cst.LeftShift and shift is not None and 0 <= shift <= 52:
            bound = int_bound(left.js, b.int_bounds)
            if bound is not None and bound * 2**shift <= EXACT_INT_BOUND:
                return TExpr(js.Binary("*", left.js, js.Num(str(2**shift))), INT)
            return TExpr(b.call_helper("$lshift", left.js, right.js), INT)  # exact, or the worker stops
        if operator is cst.RightShift and shift is not None and 0 <= shift <= 52:
            return TExpr(_call("Math.floor", js.Binary("/", left.js, js.Num(str(2**shift)))), INT)
        return TExpr(b.call_helper(_BITWISE[operator], left.js, right.js), INT)
    # (a bool operand is its int, `n += line == ""`: Number() says so to tsc, as JS computes it already)
    left, right = TExpr(number_operand(b, left), left.type), TExpr(number_operand(b, right), right.type)
    if operator is cst.Multiply and ints:
        product = js.Binary("*", left.js, right.js)
        bounds = int_bound(left.js, b.int_bounds), int_bound(right.js, b.int_bounds)
        if bounds[0] is None or bounds[1] is None or bounds[0] * bounds[1] > EXACT_INT_BOUND:
            return TExpr(b.call_helper("$imul", left.js, right.js), INT)  # exact, or the worker stops
        if _may_be_negative_zero(left.js, right.js):
            return TExpr(int_zero(product), INT)  # 0 * -3 is -0 in JS
        return TExpr(product, INT)
    return TExpr(js.Binary(_ARITHMETIC[operator], left.js, right.js), result)


def int_power(value: TExpr, expected: Type | None) -> TExpr:
    """`2 ** attempt` (an int to an exponent not known, mypy's Any) where an int is declared: the int
    it is for an exponent >= 0; for a negative one, whose power Python makes a float, the worker stops
    (`$intPow`'s `whole`). Any other value as it is."""
    call = value.js
    if (
        expected is not None
        and widen(expected) == INT
        and isinstance(call, js.Call)
        and isinstance(call.callee, js.Name)
        and call.callee.id == "$intPow"
        and len(call.args) == 2
    ):
        return TExpr(js.Call(call.callee, [*call.args, js.Bool(True)]), INT)
    return value


def _may_not_implement(cls: UserClass) -> bool:
    """Whether the class's `__eq__` (its own or a base's) may return NotImplemented."""
    if "__eq__" in cls.methods:
        return "__eq__" in cls.declining
    return any(isinstance(base, UserClass) and _may_not_implement(base) for base in cls.bases())


def _keys_view(t: Type) -> bool:
    return isinstance(t, ListType) and t.view == "dict_keys"


def _as_set(b: Builder, side: TExpr) -> TExpr:
    """A dict's keys view as the set Python's view operators take it for (`s & d.keys()`)."""
    t = widen(side.type)
    if _keys_view(t):
        assert isinstance(t, ListType)
        return TExpr(new_set(b, side.js, t.item), SetType(t.item))
    return side


def _unsupported_hint(lt: Type, rt: Type, operator: type) -> str:
    """What the worker can do where an operator of valid Python is not lowered (mypy accepted it)."""
    if any(isinstance(t, DictType) and t.counter for t in (lt, rt)):
        return ": Counter arithmetic is not supported here; combine the counts with update() or a loop"
    if any(isinstance(t, ListType) and t.view for t in (lt, rt)):
        return ": operators on a dict view are not supported here; use set(...) of it"
    if any(isinstance(t, DequeType) for t in (lt, rt)):
        return ": operators on a deque are not supported here; use extend() (of a copy())"
    dunder = _DUNDERS.get(operator)
    reflection = _REFLECTIONS.get(dunder or "")
    if reflection and isinstance(rt, InstanceType) and rt.cls.member(reflection) is not None:
        return f": the right operand's {reflection} is not called here; write the operation as a method call"
    return ""


def dict_union_problem(lt: DictType, rt: DictType, *, in_place: bool = False) -> str | None:
    """Why `a | b` (`a |= b`: `in_place`) of two dicts is refused here; None: it is lowered."""
    shown = f'"{lt.display()}" | "{rt.display()}"'
    if lt.counter or rt.counter:
        return (
            f"{shown}: Python's | of a Counter keeps the larger count of each key; build the dict with a loop"
        )
    if (lt.missing or rt.missing) and not in_place:  # `|=` updates the left dict, whatever its kind
        return (
            f"{shown}: Python's | with a defaultdict gives a defaultdict; copy one (d.copy()) and update() it"
        )
    if lt.is_map != rt.is_map or (lt.is_map and map_key(lt.key) != map_key(rt.key)):
        return f"{shown}: dicts of different key types"
    if in_place:  # the right dict's values are stored among the left's
        return mixed_number_store(lt.value, rt.value)
    return None


def _concatenated(left: js.Expr, right: js.Expr) -> js.Expr:
    """`xs + ys`: `[...xs, ...ys]`; where `ys` may act (`xs + [xs.pop(0)]`), `xs.concat(ys)`, which
    reads `xs`'s items once `ys` is made, as Python's `+` does (the spread would copy them first)."""
    if may_act(right) and not isinstance(left, js.Array):
        return js.Call(js.Member(left, "concat"), [right])
    return js.Array([*_spread(left), *_spread(right)])


def _dict_union(
    b: Builder, node: cst.CSTNode, left: TExpr, right: TExpr, lt: DictType, rt: DictType
) -> TExpr:
    """`a | b` (Python 3.9): a new dict of `a`'s items, then `b`'s (its values win, new keys last)."""
    problem = dict_union_problem(lt, rt)
    if problem is not None:
        return b.error(node, problem)
    made = DictType(union(lt.key, rt.key), union(lt.value, rt.value))
    if may_act(right.js) and not lt.is_map:  # `d | {"c": d.pop("a")}`: d's items read after the pop
        return TExpr(
            js.Call(js.Member(js.Name("Object"), "assign"), [js.Object([]), left.js, right.js]), made
        )
    if lt.is_map:
        return TExpr(maps.new(js.Array([js.Spread(left.js), js.Spread(right.js)])), made)
    return TExpr(js.Object([js.Spread(left.js), js.Spread(right.js)]), made)


def _may_be_negative_zero(left: js.Expr, right: js.Expr) -> bool:
    """Whether JS's product of two ints may be -0: not by a positive literal, nor a name squared."""
    square = isinstance(left, js.Name) and isinstance(right, js.Name) and left.id == right.id
    return not (square or _positive_literal(left) or _positive_literal(right))


def int_zero(expr: js.Expr) -> js.Expr:
    """`expr + 0`: an int is never -0 in Python, so where JS's arithmetic makes -0 of ints (`0 * -3`,
    `-n`) the sum makes it 0, which a float made of it later (`float(n)`, `{n:.1f}`) prints as `0.0`."""
    return js.Binary("+", expr, js.Num("0"))


def _dynamic_arithmetic(b: Builder, node: cst.CSTNode, operator: type, left: TExpr, right: TExpr) -> TExpr:
    """`a op b` where an operand is a JSON (`Any`) value: `$dynBinary` dispatches on the runtime types
    as Python does (`"ab" * 2`, list `+`, `True + 1`, Python's TypeError for `"a" + 1`). The other
    operand must be a value whose JS form tells its Python type (not a tuple, a set, a Map...)."""
    symbol = _SYMBOLS.get(operator, "?")
    if operator is cst.MatrixMultiply:
        return b.error(node, "the @ operator is not supported")
    if operator is cst.Modulo and is_dynamic(left.type):
        return b.error(
            node,
            f'% on "{left.type.display()}": Python formats when it is a str and takes the remainder when it '
            "is a number; convert it first (int(v) % 2, or an f-string)",
        )
    for side in (left, right):
        problem = _not_json_operand(side.type, deep=False)
        if problem is not None:
            return b.error(
                node,
                f'{symbol} on "{left.type.display()}" and "{right.type.display()}": {problem}',
            )
    call = b.call_helper("$dynBinary", js.Str(symbol), left.js, right.js, *_float_bits(left.type, right.type))
    # Python's `/` of numbers (a JSON value's others raise TypeError) is a float, and so is `+`, `-`,
    # `*` or `//` of a number and a float: what the helper gives prints as one (`3.0`, not `3`)
    known_float = FLOAT in (widen(left.type), widen(right.type))
    if (
        operator is cst.Divide
        or known_float
        and operator in (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide)
    ):
        return TExpr(call, FLOAT)
    return TExpr(call, ANY)


def _float_bits(lt: Type, rt: Type) -> list[js.Expr]:
    """`$dynBinary`'s and `$dynOrder`'s last argument: which operands are known to be floats."""
    bits = (1 if widen(lt) == FLOAT else 0) | (2 if widen(rt) == FLOAT else 0)
    return [js.Num(str(bits))] if bits else []


def _not_json_operand(t: Type, *, deep: bool, item: bool = False) -> str | None:
    """Why an operand beside a JSON value would not dispatch as Python's type at run time (None: it
    would): a tuple is a JS array, a list to the helper; sets, Maps, bytes and objects are not JSON.
    `deep`: the items count too (ordering compares them; a float among them may be NaN, which Python
    compares by identity first)."""
    t = widen(t)
    if isinstance(t, UnionType):
        for option in t.options:
            problem = _not_json_operand(option, deep=deep, item=item)
            if problem is not None:
                return problem
        return None
    if item and t == FLOAT:
        return "a float inside a container may be NaN, which Python compares by identity; compare the items"
    if is_dynamic(t) or t in (STR, INT, FLOAT, BOOL, NONE):
        return None
    if isinstance(t, ListType) and not t.view and not t.is_tuple:
        return _not_json_operand(t.item, deep=True, item=True) if deep else None
    if isinstance(t, DictType) and t.kind == "dict" and not t.is_map:
        return _not_json_operand(t.value, deep=True, item=True) if deep else None
    if isinstance(t, TupleType) or (isinstance(t, ListType) and t.is_tuple):
        return (
            "a tuple is a JavaScript array, which the operation on a JSON value would take for a list; "
            "convert it with list(...)"
        )
    return f'"{t.display()}" is not a JSON value, whose operations are dispatched at run time; convert it'


def _repeat(b: Builder, sequence: TExpr, count: TExpr) -> TExpr:
    """`s * n` / `xs * n`: a count below zero is zero in Python (JS's repeat() throws)."""
    t = widen(sequence.type)
    if is_str(t):
        literal = literal_int(count.js)
        if literal is not None and literal >= 0:
            return TExpr(js.Call(js.Member(sequence.js, "repeat"), [count.js]), STR)
        return TExpr(b.call_helper("$repeat", sequence.js, count.js), STR)
    return TExpr(b.call_helper("$repeat", sequence.js, count.js), _repeated_type(t))


def _own_eq(t: Type) -> bool:
    """May a value of this type be an instance of the worker's class with an `__eq__` of its own?"""
    options = t.options if isinstance(t, UnionType) else (t,)
    return any(
        isinstance(o, InstanceType)
        and isinstance(o.cls, UserClass)
        and (o.cls.member("__eq__") is not None or "__eq__" in o.cls.subclass_methods)
        for o in map(widen, options)
    )


def _str_or_int(t: Type) -> bool:
    """`str | int` (a bool among them): each option a str or an int, at least one of each."""
    options = [widen(o) for o in t.options] if isinstance(t, UnionType) else [widen(t)]
    return (
        any(is_str(o) for o in options)
        and any(is_int(o) for o in options)
        and all(is_str(o) or is_int(o) for o in options)
    )


def _repeated_type(t: Type) -> Type:
    """What `seq * n` is: of a str a str, of a list a list; of a tuple a tuple of any length (`(0,) * n`),
    of a gathered list a list."""
    t = widen(t)
    if is_str(t):
        return STR
    if isinstance(t, TupleType):
        return ListType(union(*t.items) if t.items else ANY, is_tuple=not t.as_list)
    return t


def _float_flag(lt: Type, rt: Type, ints: bool = True) -> list[js.Expr]:
    """Python says "float division by zero" when an operand is a float: the helpers' third argument.
    Not `ints`: the fourth of `$floordiv`/`$mod`, an operand may be a float, whose zero result keeps its
    sign (`0.0 // -4` is -0.0; `0 // -4` is 0)."""
    if FLOAT in (widen(lt), widen(rt)):
        return [js.Bool(True)]
    return [] if ints else [js.Bool(False), js.Bool(True)]


#: Python's bitwise operators on ints of any size; JS's work on 32 bits.
_BITWISE: dict[type, str] = {
    cst.BitAnd: "$bitand",
    cst.BitOr: "$bitor",
    cst.BitXor: "$bitxor",
    cst.LeftShift: "$lshift",
    cst.RightShift: "$rshift",
}


def _call(callee: str, *args: js.Expr) -> js.Call:
    obj, _, name = callee.partition(".")
    return js.Call(js.Member(js.Name(obj), name), list(args))


_INT32_SAFE = (cst.BitAnd, cst.BitOr, cst.BitXor)


def _is_int32(expr: js.Expr) -> bool:
    value = literal_int(expr)
    return value is not None and -(2**31) <= value < 2**31


def _nonzero_literal(expr: js.Expr) -> bool:
    value = literal_number(expr)
    return value is not None and value != 0


def _positive_literal(expr: js.Expr) -> bool:
    value = literal_int(expr)
    return value is not None and value > 0


_SYMBOLS: dict[type, str] = {
    cst.Add: "+",
    cst.Subtract: "-",
    cst.Multiply: "*",
    cst.Divide: "/",
    cst.FloorDivide: "//",
    cst.Modulo: "%",
    cst.Power: "**",
}
_SYMBOLS.update({k: v for k, v in _ARITHMETIC.items() if k not in _SYMBOLS})


def _spread(items: js.Expr) -> list[js.Expr]:
    """The elements `[...items]` gives: a literal's own, written in place (`[["a", 1], ...rest]`, which
    tsc types by the declaration), else the spread."""
    return list(items.items) if isinstance(items, js.Array) else [js.Spread(items)]


def unary(b: Builder, node: cst.UnaryOperation) -> TExpr:
    if isinstance(node.operator, cst.Not):
        return TExpr(js.Unary("!", b.condition(node.expression)), BOOL)
    operand = b.expr(node.expression)
    dunder = {cst.Minus: "__neg__", cst.Plus: "__pos__", cst.BitInvert: "__invert__"}.get(type(node.operator))
    library = library_unary(b, dunder, operand) if dunder else None
    if library is not None:  # -td
        return library
    t = widen(operand.type)
    if dunder and isinstance(t, InstanceType) and isinstance(t.cls, UserClass):
        method = t.cls.member(dunder)  # `-v` of a class that defines __neg__: its method
        if method is not None and method.signatures:
            return TExpr(own_dunder(b, operand.js, t.cls, dunder, []), method.signatures[0].result)
    if is_dynamic(operand.type):  # a JSON value: Python's TypeError for a str, a list...
        symbol = {cst.Minus: "-", cst.Plus: "+"}.get(type(node.operator), "~")
        return TExpr(b.call_helper("$dynUnary", js.Str(symbol), operand.js), ANY)
    if isinstance(t, DictType) and t.kind == "counter" and not isinstance(node.operator, cst.BitInvert):
        return b.error(
            node,
            "unary + and - of a Counter (its positive, or negated negative, counts) are not supported here: "
            "keep the counts with a comprehension ({k: n for k, n in c.items() if n > 0})",
        )
    if not is_number(operand.type):
        return b.error(node, f'Unsupported operand type for unary operator ("{operand.type.display()}")')
    # -flag and +flag are ints, as are -m and +m of an IntEnum member
    result = INT if is_int(operand.type) else operand.type
    if isinstance(node.operator, cst.Minus):
        if isinstance(operand.js, js.Num):
            if widen(operand.type) == INT and literal_int(operand.js) == 0:
                return operand  # the int -0 is 0
            text = operand.js.text  # `-(-7)` is 7: a JS `--7` would read as a decrement
            return TExpr(js.Num(text[1:] if text.startswith("-") else "-" + text), operand.type)
        if is_int(operand.type):
            return TExpr(int_zero(js.Unary("-", operand.js)), INT)  # -0 is 0
        return TExpr(js.Unary("-", operand.js), operand.type)
    if isinstance(node.operator, cst.Plus):
        return TExpr(js.Unary("+", operand.js), result)
    if not (is_int(operand.type) or is_dynamic(operand.type)):
        return b.error(node, f'Unsupported operand type for ~ ("{operand.type.display()}")')
    # ~x is -x - 1 for ints of any size (JS's ~ works on 32 bits), exact: past ±2**53 the worker stops
    return TExpr(b.call_helper("$invert", operand.js), INT)


def _map_keys_view_of(view: js.Expr) -> js.Expr | None:
    """The Map of int keys of `d.keys()` as it is written (`[...m.keys()]`), else None."""
    match view:
        case js.Array(items=[js.Spread(value=js.Call(callee=js.Member(obj=m, prop="keys"), args=[]))]):
            return m
    return None


def _keys_view_of(view: js.Expr) -> js.Expr | None:
    """The plain dict of `d.keys()` as it is written (`Object.keys(d)`), else None."""
    match view:
        case js.Call(callee=js.Member(obj=js.Name(id="Object"), prop="keys"), args=[d]):
            return d
    return None


def boolean(b: Builder, node: cst.BooleanOperation) -> TExpr:
    """`a or b` as a value: Python returns an operand, so the left one must have JS truthiness."""
    op = "&&" if isinstance(node.operator, cst.And) else "||"
    since = test_clock(b)
    with read_as_test(b, node.left):  # (its truth is asked of what it holds now)
        left = b.expr(node.left)
    # `xs or []`: the empty literal is of the left operand's kind (list[int], as mypy reads it)
    empty = isinstance(node.right, (cst.List, cst.Dict)) and not node.right.elements
    hint = without_none(left.type) if empty and op == "||" else None
    with narrowed(b, narrowings(b, node.left, op == "&&"), since()):
        b.maybe_skipped += 1
        try:
            right = b.expr(node.right, hint)
        finally:
            b.maybe_skipped -= 1
    # mypy's type: the left operand where it can be the result (`None or 4` is an int; `None and x` None)
    if left.type == NONE:
        result = right.type if op == "||" else NONE
    elif op == "||":
        result = union(without_none(left.type), right.type)
    else:
        result = union(left.type, right.type)
    if faithful_truthiness(left.type):
        return TExpr(js.Binary(op, left.js, right.js), result)
    # Python's truthiness differs from JS's here (an empty list, NaN): test it, then pick the operand
    held = left.js if is_simple(left.js) else js.Name(b.fresh("$left"))
    test = truth_test(b, held, left.type)
    if test is None and is_dynamic(left.type) and not isinstance(left.type, (ObjectType, ErrorType)):
        test = b.call_helper("$dynTruth", held)  # `body.get("name") or "anon"`: asked when it runs
    if test is None:
        return b.error(
            node.left,
            f'"{left.type.display()}" has a different truthiness in JavaScript; '
            "compare explicitly (is not None, len(x) > 0) before using and/or on it",
        )
    chosen = (held, right.js) if op == "||" else (right.js, held)
    picked = js.Conditional(test, *chosen)
    if held is left.js:
        return TExpr(picked, result)
    # `[...] or ["none"]`: the left operand evaluated once, the right one only when it is chosen
    # (`h() or await f()`: an async arrow, awaited at once)
    assert isinstance(held, js.Name)
    at_once = called_at_once([(held, left.js)], picked)
    if at_once is None:
        return b.error(
            node.right,
            f"a right operand of {node.operator.__class__.__name__.lower()} that yields here: name the left one first",
        )
    return TExpr(at_once, result)


def _eq_exact_or_none(t: Type) -> bool:
    """An instance `$eq` compares as Python does (see `eq_exact`), or one or None (`Item | None`)."""
    options = t.options if isinstance(t, UnionType) else (t,)
    return all(o == NONE or eq_exact(o) for o in options)


def comparison(b: Builder, node: cst.Comparison) -> TExpr:
    match node.comparisons:
        case [
            cst.ComparisonTarget(
                operator=cst.Is() | cst.IsNot() | cst.Equal() | cst.NotEqual(),
                comparator=cst.Name(value="None"),
            )
        ]:
            with read_as_test(b, node.left):  # `x.v is None`
                left = b.expr(node.left)
        case _:
            left = b.expr(node.left)
    tests: list[js.Expr] = []
    # `1 <= int(v) <= 32`: the middle evaluated once (after the left, held too unless it is a literal
    # or a name the middle cannot rebind), as the arguments of an arrow called at once
    held: list[tuple[js.Name, js.Expr]] = []
    for index, target in enumerate(node.comparisons):
        if isinstance(target.operator, (cst.In, cst.NotIn)) and ranges.is_range(b, target.comparator):
            assert isinstance(target.comparator, cst.Call)  # `x in range(a, b)`: arithmetic, not a list
            test = ranges.range_contains(b, target.comparator, left)
            tests.append(js.Unary("!", test) if isinstance(target.operator, cst.NotIn) else test)
            if index < len(node.comparisons) - 1:
                return b.error(target.comparator, "a chained comparison with range(): split it")
            continue
        right = b.expr(target.comparator)
        if index < len(node.comparisons) - 1 and not is_simple(right.js):
            if index > 0:  # evaluated only when the comparisons before it hold
                return b.error(
                    target.comparator,
                    "a chained comparison's middle operand is read twice in JavaScript: past the second "
                    "of three, give it a name first",
                )
            if not (
                isinstance(left.js, (js.Num, js.Str))
                or isinstance(node.left, cst.Name)
                and unchanged_by_calls(b, node.left.value)
            ):
                first = js.Name(b.fresh("$left"))
                held.append((first, left.js))
                left = TExpr(first, left.type)
            name = js.Name(b.fresh("$middle"))
            held.append((name, right.js))
            right = TExpr(name, right.type)
        tests.append(compare(b, node, target.operator, left, right))
        left = right
    result = tests[0]
    for test in tests[1:]:
        result = js.Binary("&&", result, test)
    if held:  # evaluated once each, in order, before the comparisons that read them
        at_once = called_at_once(held, result)  # (`1 < await f() < await g()`: awaited at once)
        if at_once is None:
            return b.error(node, "a chained comparison that yields past its middle operand: split it")
        result = at_once
    return TExpr(result, BOOL)


def _identity_unsure(t: Type) -> bool:
    """A value of type `t` may be a str, int, float, bytes or tuple (a JSON value, an `object`), whose
    identity (`is`) CPython gives by how it made the object (`"ab" is "".join(["a", "b"])` is False,
    `1000 is int("1000")` False, `(1, 2) is (1, 2)` True), where JS's `===` compares values."""
    options = t.options if isinstance(t, UnionType) else (t,)
    plain = [widen_literal(o.bound if isinstance(o, OwnTypeVar) else o) for o in options]
    return any(
        o in (INT, FLOAT, STR, BYTES)  # (an IntEnum's member is one object: `self is Level.OK`)
        or isinstance(o, (TupleType, ObjectType))
        or (isinstance(o, ListType) and o.is_tuple)
        or is_dynamic(o)
        for o in plain
    )


def compare(b: Builder, node: cst.CSTNode, operator: cst.BaseCompOp, left: TExpr, right: TExpr) -> js.Expr:
    lt, rt = widen(left.type), widen(right.type)
    if isinstance(operator, (cst.Is, cst.IsNot)):
        negate = isinstance(operator, cst.IsNot)
        if lt == NONE or rt == NONE or isinstance(right.js, js.Null) or isinstance(left.js, js.Null):
            # JS has both null and undefined (a missing property): `== null` covers both.
            value = left.js if not isinstance(left.js, js.Null) else right.js
            return js.Binary("!=" if negate else "==", null_tested(value), js.Null())
        if _identity_unsure(left.type) and _identity_unsure(right.type):
            b.error(
                node,
                f'"is" between "{left.type.display()}" and "{right.type.display()}": Python compares the objects\' '
                "identity, which for strs, ints, floats, bytes and tuples depends on how CPython made them "
                "(JavaScript compares their values): compare with ==",
            )
        return js.Binary("!==" if negate else "===", left.js, right.js)
    if runs_worker_code(lt) or runs_worker_code(rt):
        b.ran_worker_code()  # (`xs == ys` asks each item's own `__eq__`: see `Builder.stale`)
    if isinstance(lt, SetType) and isinstance(rt, SetType):
        return _compare_sets(b, node, operator, left, right)
    if isinstance(operator, (cst.Equal, cst.NotEqual)):
        negate = isinstance(operator, cst.NotEqual)
        if (
            negate
            and isinstance(lt, InstanceType)
            and isinstance(lt.cls, UserClass)
            and lt.cls.member("__ne__")
        ):
            # the class's own `!=` (Python's default is `not ==`)
            if reflected_first(b.scope.classes.values(), lt.cls, "__ne__"):
                b.ran_worker_code()  # (see `Builder.stale`)
                ne = js.Str(lt.cls.js_name_of("__ne__"))
                return b.call_helper("$reflected", left.js, right.js, ne, ne, js.Bool(True))
            return own_dunder(b, left.js, lt.cls, "__ne__", [right.js])
        if any(isinstance(t, ListType) and t.view for t in (lt, rt)):
            b.error(
                node,
                "== on a dict view: Python compares keys and items as sets, values by identity; compare list(...) or set(...) of it",
            )
            return js.Bool(False)
        gathered = [isinstance(t, TupleType) and t.as_list for t in (lt, rt)]
        tuples = [
            (isinstance(t, TupleType) and not t.as_list) or (isinstance(t, ListType) and t.is_tuple)
            for t in (lt, rt)
        ]
        if (gathered[0] and tuples[1]) or (gathered[1] and tuples[0]):
            b.error(
                node,
                "asyncio.gather() gives a list (typed as a tuple), never == to a tuple: compare it with a list",
            )
            return js.Bool(False)
        if may_meet_list_and_tuple(lt, rt):
            # a list and a tuple are one kind of JS array, which $eq would find equal
            b.error(
                node,
                f'== of "{lt.display()}" and "{rt.display()}": {LIST_AND_TUPLE}',
            )
            return js.Bool(False)
        if isinstance(left.js, js.Null) or isinstance(right.js, js.Null):
            value = left.js if not isinstance(left.js, js.Null) else right.js
            other = lt if not isinstance(left.js, js.Null) else rt
            if _own_eq(other):  # `x == None` asks x's own __eq__ (only `is None` is identity)
                b.ran_worker_code()
                same = b.call_helper("$eq", value, js.Null(), js.Bool(True))
                return js.Unary("!", same) if negate else same
            return js.Binary("!=" if negate else "==", null_tested(value), js.Null())
        if isinstance(lt, InstanceType) and isinstance(lt.cls, LibraryClass) and lt.cls.member("__eq__"):
            same = js.Call(js.Member(left.js, "__eq__"), [right.js])  # a stdlib class's (UUID)
            return js.Unary("!", same) if negate else same
        if isinstance(lt, InstanceType) and isinstance(lt.cls, UserClass) and lt.cls.defines("__eq__"):
            # Python calls the left operand's __eq__ (a dataclass's compares its fields)
            if (
                lt.cls.dataclass_fields is not None
                and "__eq__" not in lt.cls.methods
                and not lt.cls.dataclass_eq
            ):  # `@dataclass(eq=False)` of a dataclass: the base's __eq__, of the base's fields only
                b.error(
                    node,
                    f'== on "{lt.display()}", a @dataclass(eq=False) deriving a dataclass, is not supported '
                    "(Python compares the base's fields only, as the base's __eq__ does): define __eq__",
                )
            elif (
                lt.cls.dataclass_fields is not None
                and "__eq__" not in lt.cls.methods
                and not lt.cls.generates_eq()
            ):
                b.error(node, f'== on "{lt.display()}": {lt.cls.uncompared_reason()}')
            same = own_dunder(b, left.js, lt.cls, "__eq__", [right.js])
            classes = b.scope.classes.values()
            if _may_not_implement(lt.cls) or reflected_first(classes, lt.cls, "__eq__"):
                # the other's __eq__ first (a subclass's), or after NotImplemented; else identity: `$eq`,
                # which asks __eq__ even of the same object here (`x == x`: Python's operator does)
                same = b.call_helper("$eq", left.js, right.js, js.Bool(True))
            return js.Unary("!", same) if negate else same
        if eq_by_identity(b.scope.classes.values(), lt) and eq_by_identity(b.scope.classes.values(), rt):
            # no __eq__ on either side (nor on a subclass's): Python's object equality is identity
            return js.Binary("!==" if negate else "===", left.js, right.js)
        if any(isinstance(t, DictType) and t.counter for t in (lt, rt)):
            b.error(
                node,
                "== on a Counter: Python counts a missing key and a zero count as equal; compare dict(...) of it",
            )
            return js.Bool(False)
        if is_bytes_like(lt) != is_bytes_like(rt) and InstanceType in (type(lt), type(rt)):
            b.error(
                node,
                f'== on "{left.type.display()}" and "{right.type.display()}": Python compares bytes '
                "with a JavaScript object by identity; convert it with bytes()",
            )
            return js.Bool(False)
        if needs_value_equality(lt, rt) or is_bytes_like(lt) or is_bytes_like(rt):
            same = b.call_helper("$eq", left.js, right.js)
            return js.Unary("!", same) if negate else same
        if has_float_items(lt) or has_float_items(rt):
            b.error(
                node,
                f'== on "{left.type.display()}" and "{right.type.display()}": Python compares the items of a '
                "container by identity first (a NaN equals itself there), which JavaScript cannot tell; "
                "compare the items",
            )
            return js.Bool(False)
        if isinstance(lt, ClassObjectType) and isinstance(rt, ClassObjectType):  # `type(a) == type(b)`
            return js.Binary("!==" if negate else "===", left.js, right.js)  # a class's == is identity
        if is_enum(lt) or is_enum(rt):  # an Enum's == is identity: `===` is exact
            return js.Binary("!==" if negate else "===", left.js, right.js)
        if _eq_exact_or_none(lt) and _eq_exact_or_none(rt) and NONE not in (lt, rt):
            # instances (exceptions too): their __eq__, else identity; None beside one asks its __eq__
            same = b.call_helper("$eq", left.js, right.js, js.Bool(True))
            return js.Unary("!", same) if negate else same
        if not (is_primitive(lt) or is_dynamic(lt)) or not (is_primitive(rt) or is_dynamic(rt)):
            if shown := union_of_kinds(lt, rt):
                b.error(node, narrow_first("==", shown))
                return js.Bool(False)
            if any(isinstance(t, DictType) and t.kind == "ordered" for t in (lt, rt)):
                b.error(
                    node,
                    "== of an OrderedDict: Python compares two OrderedDicts' order too; compare "
                    "list(a.items()) == list(b.items()), or dict(a) == dict(b)",
                )
                return js.Bool(False)
            b.error(
                node,
                f'== compares "{left.type.display()}" and "{right.type.display()}" by identity in JavaScript; compare their fields',
            )
        if (may_be_bool(lt) or may_be_bool(rt)) and not lt == rt == BOOL and is_number(lt) and is_number(rt):
            # True == 1 in Python; `true === 1` is false in JS: each operand that may be a bool as its int
            return js.Binary("!==" if negate else "===", as_index(left), as_index(right))
        if mixes_bool(lt, rt):  # `xs[0] == True` of an `int | str`: True == 1 only by value
            same = b.call_helper("$eq", left.js, right.js)
            return js.Unary("!", same) if negate else same
        return js.Binary("!==" if negate else "===", left.js, right.js)
    if isinstance(operator, (cst.In, cst.NotIn)):
        test = membership(b, node, left, right)
        return js.Unary("!", test) if isinstance(operator, cst.NotIn) else test
    symbol = {
        cst.LessThan: "<",
        cst.GreaterThan: ">",
        cst.LessThanEqual: "<=",
        cst.GreaterThanEqual: ">=",
    }.get(type(operator))
    if symbol is None:
        b.error(node, "unsupported comparison")
        return js.Bool(False)
    own = _own_dunder(b, lt, _DUNDERS.get(type(operator)), left, right)
    if own is not None:
        return own.js
    dunder = _DUNDERS.get(type(operator))
    reflection = _REFLECTIONS.get(dunder or "")
    if (
        dunder is not None
        and reflection is not None
        and isinstance(rt, InstanceType)
        and isinstance(rt.cls, UserClass)
        and rt.cls.member(reflection) is not None
        and not isinstance(lt, InstanceType)
    ):
        # `2 > a`: an int has no order with the instance, so Python asks `a.__lt__(2)`
        names = [js.Str(name if name == dunder else rt.cls.js_name_of(name)) for name in (dunder, reflection)]
        return b.call_helper("$reflected", left.js, right.js, *names, js.Bool(True))
    library = library_operator(b, node, dunder, symbol, left, right)
    if library is not None:  # datetime's classes
        return library.js
    if is_dynamic(lt) or is_dynamic(rt):  # a JSON value: dispatched on the runtime types, as Python does
        for side in (left, right):
            problem = _not_json_operand(side.type, deep=True)
            if problem is not None:
                b.error(node, f'{symbol} on "{left.type.display()}" and "{right.type.display()}": {problem}')
                return js.Bool(False)
        return b.call_helper("$dynOrder", js.Str(symbol), left.js, right.js, *_float_bits(lt, rt))
    if isinstance(lt, DequeType) or isinstance(rt, DequeType):
        b.error(
            node,
            f'{symbol} on "{left.type.display()}" and "{right.type.display()}": ordering deques is not '
            "supported; compare list(...) of them",
        )
        return js.Bool(False)
    if any(isinstance(t, ListType) and t.view for t in (lt, rt)):  # (keys and items: subset tests)
        b.error(
            node,
            f"{symbol} on a dict view: Python tests keys and items as sets (a subset), values not at all; "
            "compare set(...) of them",
        )
        return js.Bool(False)
    if is_bytes_like(lt) and is_bytes_like(rt):  # byte by byte
        operands = lent_in_order(b, node, [left, right])
        if operands is None:
            return js.Bool(False)
        return js.Binary(symbol, b.call_helper("$compare", operands[0].js, operands[1].js), js.Num("0"))
    sequences = _sequence_options(lt, rt)
    if sequences is not None:
        if all(orderable(t) for t in sequences):  # item by item, as Python orders sequences
            return js.Binary(symbol, b.call_helper("$compare", left.js, right.js), js.Num("0"))
        b.error(
            node,
            f'{symbol} on "{left.type.display()}" and "{right.type.display()}": sequences are ordered here '
            "when their items are int, float, str, bool, dates, datetimes, times or timedeltas",
        )
        return js.Bool(False)
    comparable = (
        (is_number(lt) and is_number(rt)) or (is_str(lt) and is_str(rt)) or is_dynamic(lt) or is_dynamic(rt)
    )
    if not comparable and (shown := union_of_kinds(lt, rt)):
        b.error(node, narrow_first(symbol, shown))
    elif not comparable:
        b.error(
            node,
            f'Unsupported operand types for {symbol} ("{left.type.display()}" and "{right.type.display()}")',
        )
    if is_str(lt) and is_str(rt) and not (_below_surrogates(left.js) or _below_surrogates(right.js)):
        # Python orders code points; JS's `<` UTF-16 units
        return js.Binary(symbol, b.call_helper("$strOrder", left.js, right.js), js.Num("0"))
    if is_number(lt) and is_number(rt):  # a bool is its int (`0 <= flag`: tsc refuses number <= boolean)
        return js.Binary(symbol, number_operand(b, left), number_operand(b, right))
    return js.Binary(symbol, left.js, right.js)


def _sequence_options(*types: Type) -> list[Type] | None:
    """The lists, or the tuples, that `types` may each be (`tuple[int, ...] | tuple[()]`, which
    `max(..., default=())` gives, is one of two tuples), if each is one of them; else None."""
    options = [widen(o) for t in types for o in (t.options if isinstance(t, UnionType) else (t,))]
    if all(isinstance(o, TupleType) or (isinstance(o, ListType) and o.is_tuple) for o in options):
        return options
    if all(isinstance(o, ListType) and not o.is_tuple for o in options):
        return options
    return None


def _below_surrogates(value: js.Expr) -> bool:
    """A str literal of characters below U+D800: JS's `<` against it orders as Python's does (the
    other side's first different unit, surrogate or not, falls on the same side of it)."""
    return isinstance(value, js.Str) and all(ord(c) < 0xD800 for c in value.value)


def _compare_sets(
    b: Builder, node: cst.CSTNode, operator: cst.BaseCompOp, left: TExpr, right: TExpr
) -> js.Expr:
    """`==`, `!=` and the subset relations of two sets."""
    lt, rt = widen(left.type), widen(right.type)
    if isinstance(lt, SetType) and isinstance(rt, SetType) and not isinstance(operator, (cst.In, cst.NotIn)):
        problem = set_item_problem(union(lt.item, rt.item))  # `{1} == {True}`: True == 1 in Python
        if problem:
            b.error(node, problem)
            return js.Bool(False)
    match operator:
        case cst.Equal():
            return b.call_helper("$setEqual", left.js, right.js)
        case cst.NotEqual():
            return js.Unary("!", b.call_helper("$setEqual", left.js, right.js))
        case cst.LessThanEqual():
            return b.call_helper("$setSubset", left.js, right.js)
        case cst.GreaterThanEqual():
            return _left_first(b, node, left, right, lambda held: b.call_helper("$setSubset", right.js, held))
        case cst.LessThan():
            return b.call_helper("$setProperSubset", left.js, right.js)
        case cst.GreaterThan():
            return _left_first(
                b, node, left, right, lambda held: b.call_helper("$setProperSubset", right.js, held)
            )
        case cst.In() | cst.NotIn():
            test = membership(b, node, left, right)
            return js.Unary("!", test) if isinstance(operator, cst.NotIn) else test
    b.error(node, "unsupported comparison of sets")
    return js.Bool(False)


def _left_first(
    b: Builder, node: cst.CSTNode, left: TExpr, right: TExpr, make: Callable[[js.Expr], js.Expr]
) -> js.Expr:
    """`make(left.js)`, which puts the right operand first, with the left one evaluated first."""
    made = evaluated_first(b, left.js, [right.js], make, "$left")
    if made is None:
        b.error(
            node, "the right operand awaits or yields after the left one acts: give the left one a name first"
        )
        return js.Bool(False)
    return made


def membership(b: Builder, node: cst.CSTNode, item: TExpr, container: TExpr) -> js.Expr:
    """`x in c`: own keys of a dict, a substring of a str, a member of a list or set, `__contains__`.
    Python evaluates `x` first; JS's `c.includes(x)` evaluates `c` first: where that could be seen,
    `x` is evaluated first as an arrow's argument."""
    if runs_worker_code(item.type) or runs_worker_code(container.type):
        b.ran_worker_code()  # (`q in qs` asks each item's own `__eq__`: see `Builder.stale`)
    test = evaluated_first(
        b,
        item.js,
        [container.js],
        lambda held: _membership(b, node, TExpr(held, item.type), container),
        "$item",
    )
    if test is None:
        b.error(node, '"in": the container awaits or yields after the item acts; give the item a name first')
        return js.Bool(False)
    return test


def _any_items(items: js.Expr, element: Type, any_type: str) -> js.Expr:
    """A container of Literals (`SHELLS: tuple[Shell, ...]`) as tsc reads `includes`/`has` of it: one
    of any items, since a `str` may be looked for among them (mypy allows it; tsc's signature not)."""
    return js.TypeCast(items, any_type) if widen_literal(element) != element else items


def _membership(b: Builder, node: cst.CSTNode, item: TExpr, container: TExpr) -> js.Expr:
    t = widen(container.type)
    own = _own_dunder(b, t, "__contains__", container, item)
    if own is not None:
        return own.js
    member_type = widen(item.type)
    if (
        isinstance(t, ClassObjectType)
        and isinstance(t.cls, UserClass)
        and t.cls.is_object_enum()
        and all(
            isinstance(o, InstanceType) and isinstance(o.cls, UserClass) and o.cls.is_object_enum()
            for o in (member_type.options if isinstance(member_type, UnionType) else (member_type,))
        )
    ):  # `Color.RED in Color`: a member of that Enum (one of another Enum is not)
        return js.Binary("instanceof", item.js, container.js)
    if (
        isinstance(t, ClassObjectType)
        and isinstance(t.cls, UserClass)
        and t.cls.primitive is not None
        and t.cls.enum_members is not None
        and isinstance(item.type, InstanceType)
        and item.type.cls is t.cls
    ):  # `Level.OK in Level` of an IntEnum or StrEnum: its members are its values
        return js.Call(js.Member(js.Call(js.Member(container.js, "$members"), []), "includes"), [item.js])
    if isinstance(t, SetType):
        needle = member(t.item, item.js) if keyed(t.item) else item.js
        problem = set_item_problem(union(t.item, item.type))
        if keyed(t.item) and not keyed(item.type):  # (a tuple in a set of strs: False, as in Python)
            problem = adding_problem(t.item, item.type)
        if problem and widen(item.type) == BOOL and not set_item_problem(t.item):
            needle = js.Call(js.Name("Number"), [item.js])  # `True in {1, 2}`: as the int it equals
        elif dynamic_items(item.type) or dynamic_items(t.item):  # a JSON true among ints is 1
            checked = hashable(b, item.js, item.type) if dynamic_items(item.type) else item.js
            return b.call_helper("$setHas", container.js, checked)
        elif problem:
            b.error(node, f'"in" on this set: {problem}')
            return js.Bool(False)
        return js.Call(js.Member(_any_items(container.js, t.item, "Set<any>"), "has"), [needle])
    if isinstance(t, RangeType):  # an int or bool by arithmetic, a float by ==; a str or None is never in it
        if not (is_primitive(item.type) or is_dynamic(item.type)):
            b.error(node, f'"in range" of "{item.type.display()}": test an int (Python compares it by ==)')
            return js.Bool(False)
        return js.Call(js.Member(container.js, "includes"), [item.js])
    if isinstance(t, DictType) and t.is_map:
        encoded = maps.encode(b, node, t, item, lookup=True)
        return js.Call(js.Member(container.js, "has"), [encoded]) if encoded is not None else js.Bool(False)
    if isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        key = item.js
        if isinstance(t, InstanceType) and isinstance(key, js.Str):
            fields = t.cls.fields()
            key = js.Str(fields[key.value].js_name) if key.value in fields else key
        if is_dynamic(item.type) or not is_str(widen(item.type)):  # a JSON 1 (an `int | str` 1) is not "1"
            return b.call_helper("$hasKey", container.js, key)
        return js.Call(js.Member(js.Name("Object"), "hasOwn"), [container.js, key])
    if is_str(t):
        needle = item.js
        if is_dynamic(item.type) and not isinstance(item.type, ErrorType):  # a JSON list: TypeError
            message = js.Str("'in <string>' requires string as left operand, not ")
            needle = b.call_helper("$strArg", item.js, message, js.Bool(False))
        return js.Call(js.Member(container.js, "includes"), [needle])
    if isinstance(t, IteratorType):  # taken up to the item, as Python's `in` takes it (not closed)
        if may_meet_list_and_tuple(t.item, item.type):
            b.error(node, f'"in" on an iterator of "{t.item.display()}": {LIST_AND_TUPLE}')
            return js.Bool(False)
        primitive = is_primitive(t.item) and is_primitive(item.type) and not mixes_bool(t.item, item.type)
        if primitive and not may_meet_nan(t.item, item.type, container.js, item.js):
            return b.call_helper("$inIter", container.js, item.js)
        if by_value(t.item, True) and by_value(item.type, True):
            return b.call_helper("$inIter", container.js, item.js, b.helper("$eq"))
        b.error(node, f'"in" on an iterator of "{t.item.display()}" compares by identity in JavaScript')
        return js.Bool(False)
    if isinstance(t, BytesType):
        if not (is_int(item.type) or is_bytes_like(item.type)):
            b.error(node, f'"in" on bytes takes an int or bytes, not "{item.type.display()}"')
            return js.Bool(False)
        return b.call_helper("$bytesContains", container.js, lent(item).js)  # a bytearray read last
    if isinstance(t, ByteArrayType):  # its bytes read when `includes` runs, as Python's `in` reads them
        if not (is_int(item.type) or is_bytes_like(item.type)):
            b.error(node, f'"in" on a bytearray takes an int or bytes, not "{item.type.display()}"')
            return js.Bool(False)
        return js.Call(js.Member(container.js, "includes"), [item.js])
    keys_of = _keys_view_of(container.js) if isinstance(t, ListType) and t.view == "dict_keys" else None
    if keys_of is not None and isinstance(t, ListType) and is_str(widen(t.item)):
        # `k in d.keys()`: the dict's own test (a JSON list or dict is unhashable: TypeError), not a walk
        return b.call_helper("$hasKey", keys_of, item.js)
    map_keys = _map_keys_view_of(container.js) if isinstance(t, ListType) and t.view == "dict_keys" else None
    if map_keys is not None and is_dynamic(item.type):  # (a Map of int keys: `$intKey`, as `in d`)
        return js.Call(js.Member(map_keys, "has"), [b.call_helper("$intKey", item.js)])
    if isinstance(t, (ListType, TupleType, DequeType)):
        element = t.item if isinstance(t, (ListType, DequeType)) else union(*t.items) if t.items else ANY
        kind = "deque" if isinstance(t, DequeType) else "tuple" if isinstance(t, TupleType) else "list"
        items = deques.items_of(container.js) if isinstance(t, DequeType) else container.js
        if may_meet_list_and_tuple(element, item.type):
            b.error(node, f'"in" on a {kind} of "{element.display()}": {LIST_AND_TUPLE}')
            return js.Bool(False)
        if is_primitive(element) and is_primitive(item.type) and not mixes_bool(element, item.type):
            if may_meet_nan(element, item.type, items, item.js):  # a NaN is found only as the same object
                return b.call_helper("$floatIn", items, item.js)
            return js.Call(js.Member(_any_items(items, element, "readonly any[]"), "includes"), [item.js])
        if by_value(element, True) and by_value(item.type, True):  # True in [1], (1, 2) in pairs
            return b.call_helper("$contains", items, item.js)
        b.error(node, f'"in" on a {kind} of "{element.display()}" compares by identity in JavaScript')
        return js.Bool(False)
    if is_dynamic(t) and not isinstance(t, (ObjectType, ErrorType)) and by_value(item.type, True):
        return b.call_helper("$dynIn", item.js, container.js)  # a JSON list, str or dict, as it runs
    if shown := union_of_kinds(t):
        b.error(node, narrow_first('"in"', shown))
        return js.Bool(False)
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass):  # (`__contains__` is taken above)
        b.error(
            node,
            f'"in" on "{container.type.display()}", whose class defines no __contains__ (Python would walk '
            "its __iter__): define __contains__, or test a list of its items",
        )
        return js.Bool(False)
    b.error(
        node,
        f'"in" on "{container.type.display()}": cannot tell a dict from a list or str; annotate or cast it',
    )
    return js.Bool(False)
