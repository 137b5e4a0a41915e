"""THE table of what Python builtins and library calls become in JavaScript (after mypyc's
`primitives/` and Fable's `Replacements.fs`). Each entry is a small rule: it gets the call with its
arguments already lowered and typed, and returns the JS expression, or refuses with a message.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.purity import is_simple, literal_int
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    FLOAT,
    INT,
    NONE,
    STR,
    CallableType,
    DictType,
    ErrorType,
    InstanceType,
    ListType,
    LiteralType,
    Prim,
    TupleType,
    Type,
    UnionType,
    is_dynamic,
    is_number,
    is_primitive,
    is_str,
    optional,
    union,
    widen,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


@dataclass
class CallSite:
    """What a rule sees: the call, its receiver (for methods) and its lowered arguments."""

    b: Builder
    node: cst.Call
    receiver: TExpr | None
    args: list[TExpr]
    keywords: dict[str, TExpr] = field(default_factory=dict)

    def refuse(self, message: str) -> TExpr:
        return self.b.error(self.node, message)

    @property
    def recv(self) -> js.Expr:
        assert self.receiver is not None
        return self.receiver.js


Rule = Callable[[CallSite], TExpr]


def _call(callee: str, args: list[js.Expr]) -> js.Call:
    obj, _, name = callee.rpartition(".")
    target: js.Expr = js.Member(js.Name(obj), name) if obj else js.Name(name)
    return js.Call(target, args)


def arity(low: int, high: int, rule: Rule, keywords: tuple[str, ...] | None = ()) -> Rule:
    """Guard a rule with its number of positional arguments and allowed keywords (None: any)."""

    def checked(site: CallSite) -> TExpr:
        lowered = [*site.args, *site.keywords.values(), *([site.receiver] if site.receiver else [])]
        if any(isinstance(a.type, ErrorType) for a in lowered):
            return TExpr(js.Name("undefined"), ERROR)  # an argument already failed: no follow-up error
        unknown = [k for k in site.keywords if keywords is not None and k not in keywords]
        if unknown:
            return site.refuse(f'unsupported keyword argument "{unknown[0]}"')
        if not low <= len(site.args) <= high:
            expected = str(low) if low == high else f"{low} to {high}"
            return site.refuse(f"expected {expected} positional arguments, got {len(site.args)}")
        return rule(site)

    return checked


def method(js_name: str, result: Type | Callable[[CallSite], Type]) -> Rule:
    """`recv.py_name(args)` -> `recv.js_name(args)`."""

    def rule(site: CallSite) -> TExpr:
        type_ = result(site) if callable(result) else result
        return TExpr(js.Call(js.Member(site.recv, js_name), [a.js for a in site.args]), type_)

    return rule


def _primitive_items(rule: Rule, what: str) -> Rule:
    """A rule that compares items, as `indexOf` does by identity: only for items compared by value."""

    def checked(site: CallSite) -> TExpr:
        item = _item(site)
        if not (is_primitive(item) or is_dynamic(item)):
            return site.refuse(f'{what} on a list of "{item.display()}" compares by identity in JavaScript')
        return rule(site)

    return checked


def _helper_method(name: str, result: Type | Callable[[CallSite], Type]) -> Rule:
    """`recv.m(args)` -> `$name(recv, args)`: a checked helper."""

    def rule(site: CallSite) -> TExpr:
        type_ = result(site) if callable(result) else result
        return TExpr(site.b.call_helper(name, site.recv, *(a.js for a in site.args)), type_)

    return rule


def _item(site: CallSite) -> Type:
    assert site.receiver is not None
    t = site.receiver.type
    return t.item if isinstance(t, ListType) else ANY


def _receiver(site: CallSite) -> Type:
    assert site.receiver is not None
    return site.receiver.type


# ---- builtin functions ---------------------------------------------------------------------------


def _print(site: CallSite) -> TExpr:
    return printing.lower_print(site.b, site.node, site.args, site.keywords)


def _len(site: CallSite) -> TExpr:
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, (ListType, TupleType)) or is_str(t):
        return TExpr(js.Member(arg.js, "length"), INT)
    if isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        return TExpr(js.Member(_call("Object.keys", [arg.js]), "length"), INT)
    if isinstance(t, InstanceType) and t.cls.kind != "typeddict" and t.cls.member("__len__") is not None:
        return TExpr(js.Member(arg.js, "length"), INT)  # a runtime array-like (Uint8Array)
    return site.refuse(f'len() of "{arg.type.display()}": annotate or cast it as a str, list or dict')


def _str(site: CallSite) -> TExpr:
    if not site.args:
        return TExpr(js.Str(""), STR)
    (arg,) = site.args
    return TExpr(printing.to_str(site.b, site.node, arg), STR)


def _repr(site: CallSite) -> TExpr:
    return TExpr(printing.to_repr(site.b, site.node, site.args[0]), STR)


def _int(site: CallSite) -> TExpr:
    """int(): Python's grammar for a str (ValueError otherwise), truncation for a float (NaN and
    infinities raise)."""
    (arg,) = site.args
    t = widen(arg.type)
    if t == INT:
        return arg
    if is_str(t):
        return TExpr(site.b.call_helper("$parseInt", arg.js), INT)
    if t == BOOL:
        return TExpr(js.Call(js.Name("Number"), [arg.js]), INT)
    if is_number(t):
        return TExpr(site.b.call_helper("$truncate", arg.js), INT)
    return site.refuse(f'int() of "{arg.type.display()}": convert a str, int, float or bool')


def _float(site: CallSite) -> TExpr:
    """float(): Python's grammar for a str ("1e3", " inf ", "nan"), ValueError otherwise."""
    (arg,) = site.args
    t = widen(arg.type)
    if is_number(t):
        return TExpr(js.Call(js.Name("Number"), [arg.js]) if t == BOOL else arg.js, FLOAT)
    if is_str(t):
        return TExpr(site.b.call_helper("$parseFloat", arg.js), FLOAT)
    return site.refuse(f'float() of "{arg.type.display()}": convert a str, int, float or bool')


def _bool(site: CallSite) -> TExpr:
    arg = site.node.args[0].value
    return TExpr(js.Call(js.Name("Boolean"), [site.b.condition(arg)]), BOOL)


def _abs(site: CallSite) -> TExpr:
    (arg,) = site.args
    if not is_number(arg.type) and not is_dynamic(arg.type):
        return site.refuse(f'abs() of "{arg.type.display()}"')
    return TExpr(_call("Math.abs", [arg.js]), arg.type)


def _min_max(name: str) -> Rule:
    """min/max of a list (empty raises ValueError) or of arguments: ints by `Math`; floats and strs
    by Python's rule (the first of equal items, NaN kept where it stands) in a helper."""

    def rule(site: CallSite) -> TExpr:
        key = site.keywords.get("key")
        if key is not None:
            source = site.args[0] if len(site.args) == 1 else None
            if source is None or not isinstance(widen(source.type), ListType):
                return site.refuse(f"{name}(key=...) takes a list")
            compared = key.type.result if isinstance(key.type, CallableType) else ANY
            if not _comparable(compared):
                return site.refuse(
                    f'{name}() by "{compared.display()}" is not supported: compare numbers, strs or tuples'
                )
            sign = js.Num("-1" if name == "min" else "1")
            call = site.b.call_helper("$extreme", source.js, key.js, sign, js.Str(name))
            return TExpr(call, item_type(source.type))
        if len(site.args) == 1:
            (arg,) = site.args
            t = widen(arg.type)
            if isinstance(t, ListType) and (is_number(t.item) or is_str(t.item)):
                return TExpr(site.b.call_helper(f"${name}", arg.js), t.item)
            return site.refuse(f'{name}() of "{arg.type.display()}": pass a list of numbers or strs')
        types = [widen(a.type) for a in site.args]
        if all(t in (INT, BOOL) for t in types):
            return TExpr(_call(f"Math.{name}", [a.js for a in site.args]), INT)
        if all(is_number(t) for t in types) or all(is_str(t) for t in types):
            items = js.Array([a.js for a in site.args])
            return TExpr(site.b.call_helper(f"${name}", items), union(*(a.type for a in site.args)))
        return site.refuse(f"{name}() is supported on numbers and strs")

    return rule


def item_type(t: Type) -> Type:
    """What iterating a value of this type gives: a list's or tuple's items, a dict's keys, a str's chars."""
    t = widen(t)
    if isinstance(t, ListType):
        return t.item
    if isinstance(t, TupleType):
        return union(*t.items) if t.items else ANY
    if isinstance(t, DictType):
        return t.key
    if is_str(t):
        return STR
    return ANY


def _sorted(site: CallSite) -> TExpr:
    """sorted(xs, key=f, reverse=r): Python's stable sort; `key` is called once per item, and
    `reverse` keeps equal items in their order (it is not sorted-then-reversed)."""
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, DictType):
        items: js.Expr = _call("Object.keys", [arg.js])
    elif isinstance(t, (ListType, TupleType)):
        items = js.Array([js.Spread(arg.js)])
    else:
        return site.refuse(f'sorted() of "{arg.type.display()}": sort a list, tuple or dict')
    result = ListType(item_type(t))
    sorting = _sort_call(site, items, result.item)
    return TExpr(sorting, result) if sorting is not None else TExpr(js.Name("undefined"), ANY)


def _sort_call(site: CallSite, items: js.Expr, item: Type) -> js.Expr | None:
    key = site.keywords.get("key")
    reverse = site.keywords.get("reverse")
    if reverse is not None and not (reverse.type == BOOL or is_dynamic(reverse.type)):
        site.refuse("reverse= takes a bool")
        return None
    compared = item
    if key is not None:
        compared = key.type.result if isinstance(key.type, CallableType) else ANY
    if not _comparable(compared):
        site.refuse(
            f'sorting by "{compared.display()}" is not supported: sort by numbers, strs or tuples of them'
        )
        return None
    if key is None and reverse is None:
        return js.Call(js.Member(items, "sort"), _comparator(site, item))
    return site.b.call_helper(
        "$sorted", items, key.js if key is not None else js.Null(), reverse.js if reverse else js.Bool(False)
    )


def _comparable(t: Type) -> bool:
    """Values `$compare` orders as Python does: numbers, strs, bools and tuples of them."""
    t = widen(t)
    if isinstance(t, TupleType):
        return all(_comparable(i) for i in t.items)
    if isinstance(t, UnionType):
        return False
    return is_number(t) or is_str(t)


def _comparator(site: CallSite, item: Type) -> list[js.Expr]:
    """JS sorts by string value; numbers need `(a, b) => a - b`, tuples Python's order."""
    if is_number(item):
        return [
            js.Arrow(
                [js.Param(js.Name("a")), js.Param(js.Name("b"))], js.Binary("-", js.Name("a"), js.Name("b"))
            )
        ]
    if isinstance(widen(item), TupleType) and _comparable(item):
        return [site.b.helper("$compare")]
    if not is_str(item):
        site.refuse(f'sorting "{item.display()}" items is not supported: sort strings, numbers or tuples')
    return []


def _typed_helper(site: CallSite, helper: str, takes: Type, gives: Type) -> TExpr:
    (arg,) = site.args
    if widen(arg.type) != takes and not (takes == INT and widen(arg.type) == BOOL):
        return site.refuse(f'expected "{takes.display()}", got "{arg.type.display()}"')
    return TExpr(site.b.call_helper(helper, arg.js), gives)


def _radix(base: int, prefix: str) -> Rule:
    def rule(site: CallSite) -> TExpr:
        (arg,) = site.args
        if widen(arg.type) not in (INT, BOOL):
            return site.refuse(f'expected "int", got "{arg.type.display()}"')
        return TExpr(site.b.call_helper("$radix", arg.js, js.Num(str(base)), js.Str(prefix)), STR)

    return rule


def _divmod(site: CallSite) -> TExpr:
    """divmod(a, b): (a // b, a % b), each with Python's meaning."""
    a, b = site.args
    if not (is_simple(a.js) and is_simple(b.js)):
        return site.refuse("divmod() needs names or literals (each is used twice)")
    if not (is_number(a.type) and is_number(b.type)):
        return site.refuse("divmod() takes numbers")
    ints = widen(a.type) in (INT, BOOL) and widen(b.type) in (INT, BOOL)
    kind = INT if ints else FLOAT
    pair = js.Array([site.b.call_helper("$floordiv", a.js, b.js), site.b.call_helper("$mod", a.js, b.js)])
    return TExpr(pair, TupleType((kind, kind)))


def _round(site: CallSite) -> TExpr:
    """round(x) -> int, ties to even; round(x, n) -> float rounded on x's exact binary value."""
    x = site.args[0]
    t = widen(x.type)
    if not is_number(t):
        return site.refuse(f'round() of "{x.type.display()}": round an int or a float')
    if len(site.args) == 1:
        if t in (INT, BOOL):
            return TExpr(js.Call(js.Name("Number"), [x.js]) if t == BOOL else x.js, INT)
        return TExpr(site.b.call_helper("$roundInt", x.js), INT)
    digits = site.args[1]
    places = literal_int(digits.js)
    if places is None or places < 0:
        return site.refuse("round()'s ndigits must be a literal 0 or more")
    if t in (INT, BOOL):
        return TExpr(x.js, INT)
    return TExpr(site.b.call_helper("$roundTo", x.js, digits.js), FLOAT)


def _sum(site: CallSite) -> TExpr:
    (arg,) = site.args
    t = arg.type
    if not (isinstance(t, ListType) and is_number(t.item)):
        return site.refuse(f'sum() of "{t.display()}": sum a list of numbers')
    add = js.Arrow(
        [js.Param(js.Name("total")), js.Param(js.Name("item"))],
        js.Binary("+", js.Name("total"), js.Name("item")),
    )
    return TExpr(js.Call(js.Member(arg.js, "reduce"), [add, js.Num("0")]), t.item)


def _list(site: CallSite) -> TExpr:
    if not site.args:
        return TExpr(js.Array([]), ListType(ANY))
    (arg,) = site.args
    t = widen(arg.type)
    if isinstance(t, ListType):
        return TExpr(js.Array([js.Spread(arg.js)]), t)
    if isinstance(t, TupleType):
        return TExpr(js.Array([js.Spread(arg.js)]), ListType(union(*t.items) if t.items else ANY))
    if is_str(t):
        return TExpr(js.Array([js.Spread(arg.js)]), ListType(STR))
    if isinstance(t, DictType):
        return TExpr(_call("Object.keys", [arg.js]), ListType(t.key))
    return site.refuse(f'list() of "{arg.type.display()}" is not supported')


def _dict(site: CallSite) -> TExpr:
    props: list[js.Prop | js.Spread] = [js.Spread(a.js) for a in site.args]
    props += [js.Prop(k, v.js) for k, v in site.keywords.items()]
    value_types = [v.type for v in site.keywords.values()]
    source = site.args[0].type if site.args else None
    type_ = (
        source if isinstance(source, DictType) else DictType(STR, union(*value_types) if value_types else ANY)
    )
    return TExpr(js.Object(props), type_)


def _reversed(site: CallSite) -> TExpr:
    (arg,) = site.args
    if not isinstance(arg.type, ListType):
        return site.refuse(f'reversed() of "{arg.type.display()}": reverse a list')
    return TExpr(js.Call(js.Member(js.Array([js.Spread(arg.js)]), "reverse"), []), arg.type)


def _isinstance(site: CallSite) -> TExpr:
    value, kind = site.args[0], site.node.args[1].value
    test = isinstance_test(site.b, value.js, kind, value.type)
    return (
        TExpr(test, BOOL)
        if test is not None
        else site.refuse("isinstance() takes a class, str, int, float, bool, list or dict")
    )


def isinstance_test(
    b: Builder, value: js.Expr, kind: cst.BaseExpression, static: Type = ANY
) -> js.Expr | None:
    if isinstance(kind, cst.Tuple):
        tests = [isinstance_test(b, value, e.value, static) for e in kind.elements]
        if any(t is None for t in tests):
            return None
        result = tests[0]
        assert result is not None
        for test in tests[1:]:
            assert test is not None
            result = js.Binary("||", result, test)
        return result
    if isinstance(kind, cst.Name) and b.symbol(kind.value) is None and kind.value in _TYPEOF:
        problem = _untellable(kind.value, static)
        if problem:
            b.error(kind, f'isinstance(..., {kind.value}) of "{static.display()}": {problem}')
            return js.Bool(False)
        return _TYPEOF[kind.value](value, static)
    cls = b.expr(kind)
    return js.Binary("instanceof", value, cls.js)


def _options(t: Type) -> list[Type]:
    t = widen(t)
    return [widen(o) for o in t.options] if isinstance(t, UnionType) else [t]


def _untellable(kind: str, static: Type) -> str:
    """Why JS cannot answer isinstance(value, kind) for a value of this static type ("" if it can)."""
    options = _options(static)
    dynamic = any(is_dynamic(o) for o in options)
    other_number = FLOAT if kind == "int" else INT
    if kind in ("int", "float") and (dynamic or other_number in options):
        return "JavaScript has one number type: 1 and 1.0 are the same value"
    if kind == "list" and any(isinstance(o, TupleType) for o in options):
        return "tuples are JavaScript arrays too"
    if kind == "dict" and any(isinstance(o, InstanceType) and o.cls.kind != "typeddict" for o in options):
        return "instances of classes are JavaScript objects too"
    return ""


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
    "list": lambda value, static: _call("Array.isArray", [value]),
    "dict": lambda value, static: js.Binary(
        "&&",
        js.Binary("&&", _typeof("object")(value, static), js.Binary("!==", value, js.Null())),
        js.Unary("!", _call("Array.isArray", [value])),
    ),
}

BUILTIN_FUNCTIONS: dict[str, Rule] = {
    "print": arity(0, 99, _print, ("sep", "end", "flush")),
    "len": arity(1, 1, _len),
    "str": arity(0, 1, _str),
    "repr": arity(1, 1, _repr),
    "int": arity(1, 1, _int),
    "float": arity(1, 1, _float),
    "bool": arity(1, 1, _bool),
    "abs": arity(1, 1, _abs),
    "round": arity(1, 2, _round),
    "min": arity(1, 99, _min_max("min"), ("key",)),
    "max": arity(1, 99, _min_max("max"), ("key",)),
    "sorted": arity(1, 1, _sorted, ("key", "reverse")),
    "sum": arity(1, 1, _sum),
    "list": arity(0, 1, _list),
    "dict": arity(0, 1, _dict, None),
    "reversed": arity(1, 1, _reversed),
    "isinstance": arity(1, 1, _isinstance),  # the class is read from the call itself
    "ord": arity(1, 1, lambda site: _typed_helper(site, "$ord", STR, INT)),
    "chr": arity(1, 1, lambda site: _typed_helper(site, "$chr", INT, STR)),
    "hex": arity(1, 1, _radix(16, "0x")),
    "oct": arity(1, 1, _radix(8, "0o")),
    "bin": arity(1, 1, _radix(2, "0b")),
    "divmod": arity(2, 2, _divmod),
}
#: Builtins that take a comprehension and become an array predicate (`any(...)` -> `.some(...)`).
PREDICATES = {"any": "some", "all": "every"}
#: Python's builtin exceptions and the JS class each becomes: `Error` and `TypeError` are the
#: runtime's own (every JS error is an Exception; JS throws TypeError where Python does), the others
#: are runtime helpers with Python's hierarchy and `name`, so `except KeyError` catches what it should.
EXCEPTIONS = {
    "Exception": "Error",
    "BaseException": "Error",
    "TypeError": "TypeError",
    "ValueError": "$ValueError",
    "RuntimeError": "$RuntimeError",
    "NotImplementedError": "$NotImplementedError",
    "LookupError": "$LookupError",
    "KeyError": "$KeyError",
    "IndexError": "$IndexError",
    "ArithmeticError": "$ArithmeticError",
    "ZeroDivisionError": "$ZeroDivisionError",
    "OverflowError": "$OverflowError",
    "AssertionError": "$AssertionError",
    "AttributeError": "$AttributeError",
}


def exception_class(b: Builder, name: str) -> js.Name:
    """The JS class of a builtin exception, with its helper emitted when it is one."""
    js_name = EXCEPTIONS[name]
    return b.helper(js_name) if js_name.startswith("$") else js.Name(js_name)


CATCH_ALL = ("Exception", "BaseException")

# ---- str methods ----------------------------------------------------------------------------------


def _replace(site: CallSite) -> TExpr:
    """Python's str.replace replaces every occurrence, literally: `replaceAll` with a replacement that
    has no `$` patterns (`$&`, `$$` would be substituted), else a replacer function."""
    old, new = site.args
    if isinstance(new.js, js.Str) and "$" not in new.js.value:
        return TExpr(js.Call(js.Member(site.recv, "replaceAll"), [old.js, new.js]), STR)
    return TExpr(site.b.call_helper("$replace", site.recv, old.js, new.js), STR)


def _split(site: CallSite) -> TExpr:
    if not site.args or isinstance(site.args[0].js, js.Null):
        # runs of Python's whitespace, and no empty strings at either end
        return TExpr(site.b.call_helper("$splitWhitespace", site.recv), ListType(STR))
    sep = site.args[0]
    if isinstance(sep.js, js.Str) and sep.js.value:
        return TExpr(js.Call(js.Member(site.recv, "split"), [sep.js]), ListType(STR))
    return TExpr(site.b.call_helper("$split", site.recv, sep.js), ListType(STR))  # "" raises ValueError


def _strip(ends: str) -> Rule:
    """strip()/lstrip()/rstrip(): Python's whitespace (JS's trim() has another set), or the given chars."""

    def rule(site: CallSite) -> TExpr:
        chars = site.args[0].js if site.args else js.Null()
        return TExpr(site.b.call_helper("$strip", site.recv, chars, js.Str(ends)), STR)

    return rule


def _join(site: CallSite) -> TExpr:
    (items,) = site.args
    if not (isinstance(items.type, ListType) and (is_str(items.type.item) or is_dynamic(items.type.item))):
        return site.refuse(f'join() of "{items.type.display()}": join a list of str')
    return TExpr(js.Call(js.Member(items.js, "join"), [site.recv]), STR)


def _affix(js_name: str) -> Rule:
    def rule(site: CallSite) -> TExpr:
        if isinstance(site.args[0].type, TupleType):
            end = js.Bool(js_name == "endsWith")
            return TExpr(site.b.call_helper("$affix", site.recv, site.args[0].js, end), BOOL)
        return TExpr(js.Call(js.Member(site.recv, js_name), [site.args[0].js]), BOOL)

    return rule


def _rfind(site: CallSite) -> TExpr:
    """s.rfind(sub); JS's lastIndexOf("") is the length too, as in Python."""
    return TExpr(js.Call(js.Member(site.recv, "lastIndexOf"), [site.args[0].js]), INT)


def _pad(align: str) -> Rule:
    """ljust/rjust/center: widths count characters (code points), the fill is one character."""

    def rule(site: CallSite) -> TExpr:
        fill = site.args[1].js if len(site.args) > 1 else js.Str(" ")
        return TExpr(site.b.call_helper("$pad", site.recv, site.args[0].js, fill, js.Str(align)), STR)

    return rule


def _str_test(kind: str) -> Rule:
    return lambda site: TExpr(site.b.call_helper("$strTest", site.recv, js.Str(kind)), BOOL)


def _partition(from_end: bool) -> Rule:
    def rule(site: CallSite) -> TExpr:
        call = site.b.call_helper("$partition", site.recv, site.args[0].js, js.Bool(from_end))
        return TExpr(call, TupleType((STR, STR, STR)))

    return rule


def _remove_affix(test: str, which: str) -> Rule:
    """removeprefix/removesuffix: `s.startsWith(p) ? s.slice(p.length) : s`, with s and p evaluated once."""

    def rule(site: CallSite) -> TExpr:
        recv, affix = site.recv, site.args[0].js
        if not (is_simple(recv) and is_simple(affix)):
            return site.refuse(f"remove{which}() needs a name or literal as the string and the {which}")
        length = js.Member(affix, "length")
        cut: js.Expr = js.Call(
            js.Member(recv, "slice"),
            [length] if test == "startsWith" else [js.Num("0"), js.Unary("-", length)],
        )
        if test == "endsWith":  # s.slice(0, -0) would be empty: an empty suffix removes nothing
            cut = js.Conditional(length, cut, recv)
        return TExpr(js.Conditional(js.Call(js.Member(recv, test), [affix]), cut, recv), STR)

    return rule


STR_METHODS: dict[str, Rule] = {
    "replace": arity(2, 2, _replace),
    "find": arity(1, 1, method("indexOf", INT)),
    "rfind": arity(1, 1, _rfind),
    "index": arity(1, 1, _helper_method("$index", INT)),
    "count": arity(1, 1, _helper_method("$strCount", INT)),
    "split": arity(0, 1, _split),
    "strip": arity(0, 1, _strip("both")),
    "lstrip": arity(0, 1, _strip("start")),
    "rstrip": arity(0, 1, _strip("end")),
    "startswith": arity(1, 1, _affix("startsWith")),
    "endswith": arity(1, 1, _affix("endsWith")),
    "lower": arity(0, 0, method("toLowerCase", STR)),
    "upper": arity(0, 0, method("toUpperCase", STR)),
    "join": arity(1, 1, _join),
    "ljust": arity(1, 2, _pad("left")),
    "rjust": arity(1, 2, _pad("right")),
    "center": arity(1, 2, _pad("center")),
    "zfill": arity(1, 1, _helper_method("$zfill", STR)),
    "isdigit": arity(0, 0, _str_test("digit")),
    "isdecimal": arity(0, 0, _str_test("decimal")),
    "isalpha": arity(0, 0, _str_test("alpha")),
    "isalnum": arity(0, 0, _str_test("alnum")),
    "isspace": arity(0, 0, _str_test("space")),
    "isupper": arity(
        0, 0, lambda site: TExpr(site.b.call_helper("$strCase", site.recv, js.Str("upper")), BOOL)
    ),
    "islower": arity(
        0, 0, lambda site: TExpr(site.b.call_helper("$strCase", site.recv, js.Str("lower")), BOOL)
    ),
    "splitlines": arity(0, 0, _helper_method("$splitlines", ListType(STR))),
    "partition": arity(1, 1, _partition(False)),
    "rpartition": arity(1, 1, _partition(True)),
    "removeprefix": arity(1, 1, _remove_affix("startsWith", "prefix")),
    "removesuffix": arity(1, 1, _remove_affix("endsWith", "suffix")),
}

# ---- list methods ---------------------------------------------------------------------------------


def _pop(site: CallSite) -> TExpr:
    """list.pop(): an empty list or an index out of range raises IndexError."""
    item = _item(site)
    return TExpr(site.b.call_helper("$pop", site.recv, *(a.js for a in site.args)), item)


def _insert(site: CallSite) -> TExpr:
    index, value = site.args
    return TExpr(js.Call(js.Member(site.recv, "splice"), [index.js, js.Num("0"), value.js]), NONE)


def _extend(site: CallSite) -> TExpr:
    return TExpr(js.Call(js.Member(site.recv, "push"), [js.Spread(site.args[0].js)]), NONE)


def _sort(site: CallSite) -> TExpr:
    """xs.sort(key=..., reverse=...): in place, stable, as Python's."""
    if not site.keywords:
        return TExpr(js.Call(js.Member(site.recv, "sort"), _comparator(site, _item(site))), NONE)
    sorting = _sort_call(site, js.Array([js.Spread(site.recv)]), _item(site))
    if sorting is None:
        return TExpr(js.Name("undefined"), ANY)
    return TExpr(site.b.call_helper("$replaceItems", site.recv, sorting), NONE)


LIST_METHODS: dict[str, Rule] = {
    "append": arity(1, 1, method("push", NONE)),
    "extend": arity(1, 1, _extend),
    "pop": arity(0, 1, _pop),
    "insert": arity(2, 2, _insert),
    "index": arity(1, 1, _primitive_items(_helper_method("$index", INT), "index()")),
    "remove": arity(1, 1, _primitive_items(_helper_method("$remove", NONE), "remove()")),
    "count": arity(1, 1, _primitive_items(_helper_method("$count", INT), "count()")),
    "reverse": arity(0, 0, method("reverse", NONE)),
    "sort": arity(0, 0, _sort, ("key", "reverse")),
    "copy": arity(0, 0, lambda site: TExpr(js.Array([js.Spread(site.recv)]), _receiver(site))),
    # splice(0) removes every item; splice() with no arguments removes none
    "clear": arity(0, 0, lambda site: TExpr(js.Call(js.Member(site.recv, "splice"), [js.Num("0")]), NONE)),
}

# ---- dict methods (typed dicts, TypedDicts and JSON values alike) ---------------------------------


def value_type(t: Type) -> Type:
    if isinstance(t, DictType):
        return t.value
    return ANY


def key_access(obj: js.Expr, key: TExpr) -> js.Expr:
    """`obj.name` for an identifier key, `obj["Content-Type"]` or `obj[key]` otherwise."""
    from generator.transpile.js.printer import is_identifier

    if isinstance(key.js, js.Str) and is_identifier(key.js.value):
        return js.Member(obj, key.js.value)
    return js.Index(obj, key.js)


def _get(site: CallSite) -> TExpr:
    """`d.get(k[, default])`: an own key's value (even a stored None), else the default or None."""
    assert site.receiver is not None
    key = site.args[0]
    t = _receiver(site)
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":
        fields = t.cls.fields()
        if not isinstance(key.js, js.Str) or key.js.value not in fields:
            return site.refuse(
                f'TypedDict "{t.cls.name}" has no key {key.js.value if isinstance(key.js, js.Str) else "<expression>"!r}'
            )
        field_ = fields[key.js.value]
        key, value = TExpr(js.Str(field_.js_name), STR), field_.type
    else:
        value = value_type(t)
    fallback = site.args[1] if len(site.args) > 1 else TExpr(js.Null(), NONE)
    result = union(value, fallback.type) if len(site.args) > 1 else optional(value)
    return TExpr(site.b.call_helper("$get", site.recv, key.js, fallback.js), result)


def _dict_pop(site: CallSite) -> TExpr:
    t = _receiver(site)
    value = value_type(t)
    result = union(value, site.args[1].type) if len(site.args) > 1 else value
    return TExpr(site.b.call_helper("$dictPop", site.recv, *(a.js for a in site.args)), result)


def _setdefault(site: CallSite) -> TExpr:
    return TExpr(
        site.b.call_helper("$setDefault", site.recv, *(a.js for a in site.args)), value_type(_receiver(site))
    )


def _update(site: CallSite) -> TExpr:
    return TExpr(site.b.call_helper("$update", site.recv, site.args[0].js), NONE)


def _object_call(name: str, result: Callable[[Type], Type]) -> Rule:
    return lambda site: TExpr(_call(f"Object.{name}", [site.recv]), result(_receiver(site)))


def _key_type(t: Type) -> Type:
    return t.key if isinstance(t, DictType) else STR


DICT_METHODS: dict[str, Rule] = {
    "get": arity(1, 2, _get),
    "keys": arity(0, 0, _object_call("keys", lambda t: ListType(_key_type(t)))),
    "values": arity(0, 0, _object_call("values", lambda t: ListType(value_type(t)))),
    "items": arity(
        0, 0, _object_call("entries", lambda t: ListType(TupleType((_key_type(t), value_type(t)))))
    ),
    "copy": arity(0, 0, lambda site: TExpr(js.Object([js.Spread(site.recv)]), _receiver(site))),
    "update": arity(1, 1, _update),
    "pop": arity(1, 2, _dict_pop),
    "setdefault": arity(2, 2, _setdefault),
    "clear": arity(0, 0, lambda site: TExpr(site.b.call_helper("$dictClear", site.recv), NONE)),
}

# ---- stdlib modules -------------------------------------------------------------------------------


def _dumps(site: CallSite) -> TExpr:
    return printing.json_dumps(site.b, site.node, site.args[0], site.keywords.get("indent"))


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("json", "dumps"): arity(1, 1, _dumps, ("indent",)),
    ("json", "loads"): arity(1, 1, lambda site: TExpr(_call("JSON.parse", [site.args[0].js]), ANY)),
}


def methods_for(t: Type) -> dict[str, Rule] | None:
    """The method table of a receiver type; None when the type has no table (SDK and user objects)."""
    t = widen(t)
    if is_str(t):
        return STR_METHODS
    if isinstance(t, ListType):
        return LIST_METHODS
    if (
        isinstance(t, DictType)
        or (isinstance(t, InstanceType) and t.cls.kind == "typeddict")
        or is_dynamic(t)
    ):
        return DICT_METHODS
    return None


def is_python_value(t: Type) -> bool:
    """Values whose methods are Python's own (str, list, dict...), not an SDK or user object's."""
    t = widen(t)
    return isinstance(t, (Prim, ListType, DictType, TupleType, LiteralType)) or (
        isinstance(t, UnionType) and all(is_python_value(o) for o in t.options if o != NONE)
    )
