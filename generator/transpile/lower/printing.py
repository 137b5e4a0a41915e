"""Printing as Python prints: `str()`, `repr()`, `print()`, f-string fields and their format specs,
`json.dumps`. The static type of each value chooses the lowering: an int is `String(x)`, a float
Python's repr (`$floatStr`), a container a runtime walk described by a small shape (`["list", "float"]`)
built here from the type. Types JavaScript cannot tell apart at run time (`int | float`) are refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower.jsdoc import class_binding
from generator.transpile.lower.purity import called_at_once, is_simple, may_act
from generator.transpile.lower.typed import TExpr, as_index, number_operand, own_dunder
from generator.transpile.resolve.bindings import BoundClass, error_type
from generator.transpile.resolve.library_types import STRING_IO, LibraryClass
from generator.transpile.resolve.types import (
    BOOL,
    FLOAT,
    INT,
    NEVER,
    NONE,
    STR,
    ByteArrayType,
    BytesType,
    CallableType,
    DequeType,
    DictType,
    ErrorType,
    FloatAnnotation,
    FunctionType,
    InstanceType,
    JsonNumber,
    ListType,
    ObjectType,
    RangeType,
    TupleType,
    Type,
    UnionType,
    holds_json,
    is_dynamic,
    is_int,
    is_number,
    is_str,
    map_key,
    str_mixin_member,
    union,
    widen,
)
from generator.transpile.resolve.unbound import every_node
from generator.transpile.resolve.user_types import UserClass

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder
    from generator.transpile.parse import ParsedModule


class Refused(Exception):
    """A type whose printing JavaScript cannot reproduce; the message says why."""


_ATOMS = {STR: "str", INT: "int", FLOAT: "float", BOOL: "bool", NONE: "None"}
#: What JS tells apart at run time (typeof, Array.isArray): the members of a printable union.
_KINDS = {"str": "str", "int": "number", "float": "number", "bool": "bool", "None": "None"}


def _object_refused(t: Type, *, json: bool = False) -> Refused:
    if json:  # json.dumps writes a list and a tuple alike: only the number can differ
        return Refused(
            f'json.dumps() of "{t.display()}": an object may hold an int or a whole float (one JavaScript '
            "number: Python writes 1 or 1.0), which JavaScript cannot tell apart; annotate it precisely "
            "(str, int, float, list[...], dict[str, ...] or a union of them)"
        )
    return Refused(
        f'printing "{t.display()}": an object may hold an int or a whole float (one JavaScript number: '
        "Python prints 1 or 1.0), a list or a tuple (one JavaScript array: [1, 2] or (1, 2)), which "
        "JavaScript cannot tell apart; annotate it precisely (str, int, float, list[...], tuple[...], a "
        "union of them) or narrow it with isinstance() first"
    )


def floats_in_tuple(t: Type) -> bool:
    """A tuple holding floats, which the runtime's generic tuple shape (an Enum member's value, a
    value looked up) would print as ints when whole: its own shape says they are floats."""
    t = widen(t)
    if isinstance(t, ListType) and t.is_tuple:
        return widen(t.item) == FLOAT
    return isinstance(t, TupleType) and any(widen(i) == FLOAT for i in t.items)


def shape(t: Type, *, json: bool = False, default: bool = False) -> js.Expr:
    """The shape descriptor `$repr`, `$str` and `$jsonDumps` walk a value of type `t` with (`json`:
    for `json.dumps`, where a defaultdict is the dict it holds; `default`: with a `default=` function,
    which a value JSON has no form for goes through: walked as `Any`, it reaches `$jsonDumps`'s call
    of the function)."""
    if isinstance(t, InstanceType) and t.cls.primitive is not None and not json:
        return js.Array([js.Str("enum"), js.Name(class_binding(t.cls))])  # `<Mode.FAST: 'fast'>`
    t = widen(t)
    if t in _ATOMS:
        return js.Str(_ATOMS[t])
    if isinstance(t, ObjectType):
        raise _object_refused(t, json=json)
    if is_dynamic(t) or t == NEVER:  # (Never: no value holds it, an empty literal's items)
        return js.Str("Any")
    if isinstance(t, BytesType):
        if json and default:
            return js.Str("Any")
        if json:
            raise Refused(
                "json.dumps() of bytes: Python raises TypeError (not JSON serializable); decode them"
            )
        return js.Str("bytes")
    if isinstance(t, ListType) and t.view:
        if json:
            raise Refused(f"json.dumps() of a {t.view} view: Python raises TypeError; dump list(...) of it")
        return js.Array([js.Str("view"), js.Str(t.view), js.Array([js.Str("list"), shape(t.item)])])
    if isinstance(t, ListType) and t.sequence and not json:
        raise Refused(
            f'printing "{t.display()}": it may hold a list or a tuple, which Python prints differently '
            "([1, 2] or (1, 2)) and JavaScript cannot tell apart; print list(...) or tuple(...) of it"
        )
    if isinstance(t, ListType):
        shown = "tuples" if t.is_tuple and not json else "list"  # ["tuples", item]: of any length
        return js.Array([js.Str(shown), shape(t.item, json=json, default=default)])
    if isinstance(t, DequeType):
        if json and default:
            return js.Str("Any")
        if json:
            raise Refused(
                "json.dumps() of a deque: Python raises TypeError (not JSON serializable); dump list(...) of it"
            )
        return js.Array([js.Str("deque"), shape(t.item)])  # `deque([1, 2], maxlen=3)`
    if isinstance(t, RangeType):
        if json and default:
            return js.Str("Any")
        if json:
            raise Refused(
                "json.dumps() of a range: Python raises TypeError (not JSON serializable); dump list(...) of it"
            )
        return js.Str("lib")  # `$Range`'s own __repr__: `range(0, 10, 2)`
    if isinstance(t, ByteArrayType):
        if json and default:
            return js.Str("Any")
        if json:
            raise Refused(
                "json.dumps() of a bytearray: Python raises TypeError (not JSON serializable); decode it"
            )
        return js.Str("lib")  # `$ByteArray`'s own __repr__: `bytearray(b'ab')`
    if isinstance(t, TupleType) and t.named is not None and not json:
        own = t.named.defines("__repr__") if isinstance(t.named, UserClass) else t.named.member("__repr__")
        if not own:  # (a stdlib class's own: `datetime.IsoCalendarDate(year=2024, week=1, weekday=1)`)
            problem = t.named.repr_problem if isinstance(t.named, UserClass) else ""
            raise Refused(
                problem or f'printing "{t.display()}" is not supported: one of its fields prints differently'
            )
        return js.Str("object")  # its own (or generated) __repr__; json.dumps writes the tuple
    if isinstance(t, TupleType):
        shown = "listed" if t.as_list and not json else "tuple"  # ["listed", ...items]: printed with []
        return js.Array([js.Str(shown), *(shape(item, json=json, default=default) for item in t.items)])
    if isinstance(t, DictType):
        if t.kind == "counter" and not json:  # `Counter({'a': 2, 'b': 1})`: its most common first
            return js.Array([js.Str("counter"), shape(t.key), shape(t.value)])
        if t.kind != "dict" and not json:  # `defaultdict(<class 'list'>, {...})`, `OrderedDict([...])`
            raise Refused(f'printing "{t.display()}" is not supported: print dict(...) of it')
        if t.is_map:  # a Map: an int key, or a tuple key that $repr reads back from its JSON text
            if json and not map_key(t.key) == "int":
                raise Refused(
                    f'json.dumps() of "{t.display()}": Python raises TypeError (keys must be str, int, float, bool or None)'
                )
            return js.Array(
                [
                    js.Str("dict"),
                    shape(t.key, json=json, default=default),
                    shape(t.value, json=json, default=default),
                ]
            )
        key = widen(t.key)
        if not (key in (STR, INT, FLOAT) or is_dynamic(key)):
            raise Refused(f'printing "{t.display()}": keys of type "{key.display()}" are not supported')
        # a StrEnum key prints as its member (`<K.A: 'a'>`), as shape() prints the member anywhere
        return js.Array(
            [
                js.Str("dict"),
                shape(t.key, json=json, default=default),
                shape(t.value, json=json, default=default),
            ]
        )
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":
        props: list[js.Prop | js.Spread] = [
            js.Prop(f.js_name, js.Array([js.Str(f.py_name), shape(f.type, json=json, default=default)]))
            for f in t.cls.fields().values()
        ]
        return js.Array([js.Str("TypedDict"), js.Object(props)])
    if isinstance(t, FloatAnnotation):
        raise Refused(
            f'printing "{t.display()}": a float (annotated, or narrowed by isinstance(x, (int, float))) '
            'may be an int, which Python prints without ".0" and JavaScript cannot tell from a float; format '
            'it (f"{x:.2f}") or print float(x)'
        )
    if isinstance(t, UnionType):
        if not json and any(isinstance(o, InstanceType) and o.cls.primitive is not None for o in t.options):
            raise Refused(
                f'printing "{t.display()}": a StrEnum or IntEnum member among other values is not supported'
            )
        options = list(dict.fromkeys(widen(o) for o in t.options))
        if any(isinstance(o, ObjectType) for o in options):
            raise _object_refused(t, json=json)
        if any(is_dynamic(o) for o in options) or isinstance(t, JsonNumber):
            return js.Str("Any")  # (a JSON value's number: its whole float an int, as anywhere)
        if json and default and all(_json_plain(o, default=True) for o in options):
            return js.Str("Any")  # (`[p, {"p": p}]`: the instances go to the default function)
        kinds: dict[str, Type] = {}
        for option in options:
            kind = _kind(option)
            if kind is None:
                raise Refused(f'printing "{t.display()}": "{option.display()}" is not printable')
            if kind in kinds and kind not in ("lib", "object"):  # these print through their own methods
                doing, does = ("json.dumps() of", "writes") if json else ("printing", "prints")
                fix = " (a float among them): annotate the value (dict[str, Any]), or dump each part"
                raise Refused(
                    f'{doing} "{t.display()}": Python {does} "{kinds[kind].display()}" and '
                    f'"{option.display()}" differently and JavaScript cannot tell them apart at run '
                    f"time{fix if json else ''}"
                )
            kinds[kind] = option
        return js.Array([js.Str("|"), *(shape(o, json=json, default=default) for o in options)])
    if _prints_itself(t):
        if json and default:
            return js.Str("Any")
        if json:
            raise Refused(
                f'json.dumps() of "{t.display()}": Python raises TypeError (not JSON serializable); dump str() of it'
            )
        return js.Str("lib")  # a runtime class's own __repr__ (and __str__, which $str calls)
    if json and default and isinstance(t, InstanceType) and t.cls.kind == "class":
        return js.Str("Any")  # (an instance: the default function's)
    if isinstance(t, InstanceType) and t.cls.is_exception():
        shown = "Exception" if t == error_type() else t.display()  # (a caught one is JS's `Error` here)
        raise Refused(
            f'printing "{shown}" inside a container is not supported; print repr(e) or str(e) of each'
        )
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.kind == "class" and json:
        fix = ".value (or .name) of it" if t.cls.enum_members is not None else "dataclasses.asdict(...) of it"
        raise Refused(
            f'json.dumps() of "{t.display()}": Python raises TypeError (not JSON serializable); dump {fix}'
        )
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.defines("__repr__"):
        return js.Str("object")  # its own (or its dataclass's) __repr__
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.repr_problem:
        raise Refused(t.cls.repr_problem)  # a dataclass: which field, why, and the fix
    raise Refused(f'printing "{t.display()}" is not supported: Python prints it differently')


def _is_sdk_class(t: InstanceType) -> bool:
    """An error class of the SDK (not the runtime's `Error`, what a caught builtin exception is)."""
    return isinstance(t.cls, BoundClass) and t != error_type()


def _prints_itself(t: Type) -> bool:
    """A stdlib class whose runtime class has Python's `__repr__` and `__str__` (`datetime`)."""
    return (
        isinstance(t, InstanceType)
        and isinstance(t.cls, LibraryClass)
        and t.cls.member("__repr__") is not None
    )


def printable(t: Type) -> bool:
    """Whether str()/repr() of a value of this type can print what Python prints."""
    try:
        shape(t)
    except Refused:
        return widen(t) in _ATOMS
    return True


def _kind(t: Type) -> str | None:
    if t in _ATOMS:
        return _KINDS[_ATOMS[t]]
    if isinstance(t, TupleType) and isinstance(t.named, UserClass) and t.named.defines("__repr__"):
        return "object"  # a NamedTuple's instance: an array with the class's __repr__
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.defines("__repr__"):
        return "object"
    if isinstance(t, (ListType, TupleType)):
        return "list"
    if isinstance(t, BytesType):
        return "bytes"
    if isinstance(t, DequeType):
        return "deque"
    if isinstance(t, DictType) or (isinstance(t, InstanceType) and t.cls.kind == "typeddict"):
        return "dict"
    if _prints_itself(t) or isinstance(t, (RangeType, ByteArrayType)):
        return "lib"
    return None


def _shape_or_error(
    b: Builder, node: cst.CSTNode, t: Type, *, json: bool = False, default: bool = False
) -> js.Expr | None:
    try:
        return shape(t, json=json, default=default)
    except Refused as refused:
        message = str(refused)
        if json and message.startswith('json.dumps() of "') and f'"{t.display()}"' not in message:
            message += f' (the "{t.display()}" given here may hold one)'
        b.error(node, message)
        return None


def value_shape(b: Builder, node: cst.CSTNode, t: Type) -> js.Expr | None:
    """How `$repr` and `$str` print a value of this type (None after reporting why it cannot be)."""
    return _shape_or_error(b, node, t)


def _mixin_among_others(b: Builder, node: cst.CSTNode, value: TExpr) -> bool:
    """`Kind | str`: a `(str, Enum)` member is its str here, which Python prints as Kind.NAME (refused,
    reported)."""
    given = [o for o in (value.type.options if isinstance(value.type, UnionType) else ()) if o != NONE]
    if len(given) > 1 and any(str_mixin_member(o) for o in given):
        b.error(
            node,
            f'printing "{value.type.display()}": a member of a `(str, Enum)` class among other values is its '
            "str here, which Python prints as Class.NAME; keep it typed as its class, or print its .value",
        )
        return True
    return False


def to_str(b: Builder, node: cst.CSTNode, value: TExpr, *, in_template: bool = False) -> js.Expr:
    """Python's `str(value)` as a JS string (`in_template`: as a `${...}` part, where JS's own
    conversion of ints and strs is already Python's). An `Any` value is walked as the JSON value it
    holds (`$str`: `True`, `None`, `[1, 'x']`), not converted as JS converts it."""
    if not text_runs_no_code(value.type):
        b.ran_worker_code()  # (its `__str__` may store what a test narrowed: see `Builder.stale`)
    if str_mixin_member(value.type):
        assert isinstance(value.type, InstanceType)
        cls = value.type.cls  # `Kind.BUILD`, as Enum's __str__ gives it (a StrEnum's gives the value)
        named = js.Call(js.Member(js.Name(class_binding(cls)), "$nameOf"), [value.js])
        return js.Binary("+", js.Str(f"{cls.name}."), named)
    if _mixin_among_others(b, node, value):
        return value.js
    t = widen(value.type)
    if is_str(t):
        return value.js
    if isinstance(t, ObjectType):
        b.error(node, str(_object_refused(t)))
        return value.js
    if t == INT:
        return value.js if in_template else js.Call(js.Name("String"), [value.js])
    if t == BOOL:
        return js.Conditional(value.js, js.Str("True"), js.Str("False"))
    if t == FLOAT:
        return b.call_helper("$floatStr", value.js)
    if t == NONE and isinstance(value.js, js.Null):
        return js.Str("None")
    if isinstance(t, BytesType):  # str() of bytes is their repr
        return b.call_helper("$bytesRepr", value.js)
    if isinstance(t, (RangeType, ByteArrayType)):  # `range(0, 5)`, `bytearray(b'a')`: the class's own
        return js.Call(js.Member(value.js, "__repr__"), [])
    options = t.options if isinstance(t, UnionType) else (t,)
    if all(isinstance(o, InstanceType) and o.cls.is_exception() for o in options):
        return js.Member(value.js, "message")  # str() of an exception: its message
    if NONE in options and all(
        isinstance(o, InstanceType) and o.cls.is_exception() for o in options if o != NONE
    ):
        return b.call_helper("$excStrOrNone", value.js)  # `BaseException | None`
    present = [o for o in options if o != NONE]
    if (
        len(present) == 1
        and len(options) == 2
        and isinstance(present[0], InstanceType)
        and isinstance(present[0].cls, UserClass)
    ):
        # `Color | None` (`d.get(k)`): "None", or the member's or instance's own str() (its class's
        # __str__), which a union's walk by shapes would not call
        held = js.Name(b.fresh("$some"))
        shown = to_str(b, node, TExpr(held, present[0]))
        return b.call_helper("$noneOr", value.js, js.Arrow([js.Param(held)], shown))
    if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass) and t.cls.member("__str__"):
        return js.Call(js.Member(value.js, "__str__"), [])  # `str(uuid)`: the helper class's own
    if isinstance(t, TupleType) and isinstance(t.named, UserClass):
        t = InstanceType(t.named)  # a NamedTuple prints through its own methods
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass):
        if not t.cls.defines("__str__") and "__str__" in t.cls.subclass_methods and t.cls.defines("__repr__"):
            return b.call_helper("$strOf", value.js)  # a subclass may define the __str__ this class lacks
        for method in ("__str__", "__repr__"):  # str() falls back to repr()
            if t.cls.defines(method):
                return own_dunder(b, value.js, t.cls, method, [])
    if is_dynamic(t):
        return b.call_helper("$str", value.js)
    described = _shape_or_error(b, node, t)
    if described is None:
        return value.js
    union = isinstance(described, js.Array) and described.items[:1] == [js.Str("|")]
    # str() of anything but a str is its repr()
    return b.call_helper("$str" if union else "$repr", value.js, described)


def to_repr(b: Builder, node: cst.CSTNode, value: TExpr) -> js.Expr:
    """Python's `repr(value)` as a JS string."""
    if not text_runs_no_code(value.type):
        b.ran_worker_code()
    if isinstance(value.type, InstanceType) and value.type.cls.primitive is not None:
        cls_js = js.Name(class_binding(value.type.cls))
        return js.Call(js.Member(cls_js, "$reprOf"), [value.js])
    t = widen(value.type)
    if t == STR:
        return b.call_helper("$strRepr", value.js)
    if t in (INT, BOOL, FLOAT) or isinstance(t, BytesType):
        return to_str(b, node, value)
    if isinstance(t, ObjectType):
        b.error(node, str(_object_refused(t)))
        return value.js
    if is_dynamic(t):
        return b.call_helper("$repr", value.js)
    if isinstance(t, TupleType) and isinstance(t.named, UserClass):
        t = InstanceType(t.named)  # a NamedTuple prints through its own methods
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.defines("__repr__"):
        return own_dunder(b, value.js, t.cls, "__repr__", [])
    if _prints_itself(t) or isinstance(t, (RangeType, ByteArrayType)):
        return js.Call(js.Member(value.js, "__repr__"), [])  # `repr(d)`: the runtime class's own
    options = tuple(o for o in t.options if o != NONE) if isinstance(t, UnionType) else (t,)
    if options and all(isinstance(o, InstanceType) and o.cls.is_exception() for o in options):
        sdk = next((o for o in options if isinstance(o, InstanceType) and _is_sdk_class(o)), None)
        if sdk is not None:
            b.error(node, f'repr() of the SDK\'s exception "{sdk.display()}" is not supported; print str(e)')
            return value.js
        return b.call_helper("$excRepr", value.js)  # its own __repr__, else `Name(args...)`
    described = _shape_or_error(b, node, t)
    return value.js if described is None else b.call_helper("$repr", value.js, described)


# ---- print() -------------------------------------------------------------------------------------


def lower_print(b: Builder, node: cst.Call, args: list[TExpr], keywords: dict[str, TExpr]) -> TExpr:
    """`print(a, b)` -> `console.log(`${a} ${b}`)`: one string, joined as Python joins it (console.log
    would format a first argument holding `%d`, and print `true` and arrays its own way). An `end`
    ending in a newline is written before the newline console.log ends the line with."""
    end, target = keywords.get("end"), keywords.get("file")
    if (
        end is not None
        and isinstance(end.js, js.Name)
        and is_str(widen(end.type))
        and target is not None
        and isinstance(target.type, InstanceType)
        and target.type.cls is STRING_IO
        and all(text_runs_no_code(a.type) for a in args)  # (nothing that runs may rebind the name)
    ):  # `print(x, end=end, file=out)`: a str held in a name, written after the text
        made = _lower_print(b, node, args, {**keywords, "end": TExpr(js.Str(""), STR)})
        if isinstance(made.js, js.Call) and len(made.js.args) == 1:
            return TExpr(replace(made.js, args=[js.Binary("+", made.js.args[0], end.js)]), NONE)
        return b.error(node, "print(end=...) takes a str literal here")
    return _lower_print(b, node, args, keywords)


def _lower_print(b: Builder, node: cst.Call, args: list[TExpr], keywords: dict[str, TExpr]) -> TExpr:
    suffix = ""
    target = keywords.get("file")
    written = target is not None and not isinstance(target.js, js.Null)  # (file=None: stdout)
    if target is not None and written:
        if not (isinstance(target.type, InstanceType) and target.type.cls is STRING_IO):
            return b.error(
                node, f'print(file=...) takes an io.StringIO() here, not "{target.type.display()}"'
            )
        if not isinstance(target.js, js.Name):
            return b.error(node, "print(file=...) takes a name here: hold the StringIO in one")
        end = keywords.get("end")
        if end is not None and not isinstance(end.js, (js.Str, js.Null)):
            return b.error(node, "print(end=...) takes a str literal here")
        # (a text written to takes any end: the line is what was written)
        suffix = end.js.value if end is not None and isinstance(end.js, js.Str) else "\n"
    # (a module that leaves lines unfinished, `end=""`, writes every line through `$write`)
    partial = not written and writes_partial_lines(b)
    if partial:
        suffix = "\n"
    for name, value in keywords.items():
        if name == "end" and not isinstance(value.js, js.Null) and not written:
            if not isinstance(value.js, js.Str):
                return b.error(node, "print(end=...) takes a str literal here")
            if b.several_modules and not value.js.value.endswith("\n"):
                # (each module's unfinished line would be its own, and another's whole lines would
                # come out before it)
                return b.error(
                    node,
                    "print(end=...) leaving a line unfinished in a worker of several modules is not "
                    "supported: build the line, then print it once",
                )
            suffix = value.js.value if partial else value.js.value[:-1]
        if name == "flush" and not isinstance(value.js, js.Bool):
            return b.error(node, "print(flush=...) takes True or False")
        if name not in ("sep", "end", "flush", "file"):
            return b.error(node, f'print() keyword argument "{name}" is not supported')
    # every argument (a spread's items, `sep`) evaluated before any is made text, as Python does
    sep = keywords.get("sep")
    # (a `sep` that is no literal is a value evaluated after the others)
    held_sep = sep if sep is not None and not isinstance(sep.js, (js.Str, js.Null)) else None
    values = [TExpr(js.Array([a.js]), ListType(a.type)) if isinstance(a.js, js.Spread) else a for a in args]
    if held_sep is not None and len(args) == 1 and isinstance(args[0].js, js.Spread) and may_act(held_sep.js):
        # CPython evaluates a lone starred argument, then the keywords, then unpacks it (several
        # starred ones: unpacked before the keywords)
        spread = args[0].js
        assert isinstance(spread, js.Spread)
        starred = next((a.value for a in node.args if a.star == "*"), None)
        if isinstance(starred, cst.GeneratorExp) or (
            isinstance(starred, cst.Call)
            and isinstance(starred.func, cst.Name)
            and starred.func.value in ("map", "filter")
        ):  # (its items are made where it stands here, where CPython makes them after `sep`)
            return b.error(
                node,
                "print(*(generator), sep=...): Python runs the generator after sep; pass a list, or name the sep first",
            )
        items, first = js.Name(b.fresh("$items")), js.Name(b.fresh("$sep"))
        unpacked = [TExpr(js.Spread(items), args[0].type)]
        inner = _lower_print(b, node, unpacked, {**keywords, "sep": TExpr(first, held_sep.type)})
        at_once = called_at_once([(items, spread.value), (first, held_sep.js)], inner.js)
        if at_once is None:
            return b.error(node, "print(*xs, sep=...) whose parts yield: name the sep first")
        return TExpr(at_once, NONE)
    held, call = held_for_text(b, values if held_sep is None else [*values, held_sep])
    if call is not None:
        kept = dict(keywords)
        if held_sep is not None:
            kept["sep"] = held.pop()
        again = [
            TExpr(js.Spread(h.js), a.type) if isinstance(a.js, js.Spread) else h for h, a in zip(held, args)
        ]
        return TExpr(call(_lower_print(b, node, again, kept).js), NONE)
    # the line's text goes to console.log (which ends it), to `$write` (which ends what it completes),
    # or to the StringIO's write()
    console_log = (
        js.Member(target.js, "write")
        if target is not None and written
        else b.helper("$write")
        if partial
        else js.Member(js.Name("console"), "log")
    )
    if any(isinstance(a.js, js.Spread) for a in args):
        return _print_spread(b, node, args, sep, suffix, console_log)
    parts = [to_str(b, node, a, in_template=True) for a in args]
    if not parts:
        return TExpr(js.Call(console_log, [js.Str(suffix)] if suffix or written or partial else []), NONE)
    if sep is not None and not isinstance(sep.js, (js.Str, js.Null)):
        if not is_str(widen(sep.type)):
            return b.error(node, f'print(sep=...) takes a str, not "{sep.type.display()}"')
        strings = [p if is_str(widen(a.type)) else _as_string(p, a) for p, a in zip(parts, args)]
        joined: js.Expr = js.Call(js.Member(js.Array(strings), "join"), [sep.js])
        return TExpr(
            js.Call(console_log, [js.Binary("+", joined, js.Str(suffix)) if suffix else joined]), NONE
        )
    separator = sep.js.value if sep is not None and isinstance(sep.js, js.Str) else " "
    if (
        not suffix
        and not partial
        and len(parts) == 1
        and (is_str(widen(args[0].type)) or not _needs_template(parts[0], args[0]))
    ):
        return TExpr(js.Call(console_log, [parts[0]]), NONE)
    return TExpr(js.Call(console_log, [_join(parts, separator, suffix)]), NONE)


def writes_partial_lines(b: Builder) -> bool:
    """Does the module print a line it leaves unfinished (`print(x, end="")`, an `end` not ending in a
    newline)? Then each print to stdout goes through `$write`, which writes the lines it completes
    (console.log writes whole lines) and holds the rest; a handler writes what it left when it
    returns. Asked once per module; a worker's own `print` makes it say yes, which changes nothing
    but the JS."""
    if b.writes_partial_lines is None:
        b.writes_partial_lines = _leaves_lines_unfinished(b.parsed)
    return b.writes_partial_lines


def _leaves_lines_unfinished(parsed: ParsedModule) -> bool:
    if "end" not in parsed.source:
        return False  # (the common case, told without reading the tree)
    return any(isinstance(n, cst.Call) and _unfinished(n) for n in every_node(parsed.tree))


def _unfinished(call: cst.Call) -> bool:
    """`print(..., end=...)` to stdout with an end that is not a literal ending in a newline."""
    if not (isinstance(call.func, cst.Name) and call.func.value == "print"):
        return False
    keywords = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    end, file = keywords.get("end"), keywords.get("file")
    if file is not None and not (isinstance(file, cst.Name) and file.value == "None"):
        return False  # (to a StringIO: its own text)
    if end is None or (isinstance(end, cst.Name) and end.value == "None"):
        return False
    text = end.evaluated_value if isinstance(end, cst.SimpleString) else None
    return not (isinstance(text, str) and text.endswith("\n"))


def flushed_at_return(b: Builder, body: list[js.Stmt]) -> list[js.Stmt]:
    """A handler's body, then the line its prints left unfinished written (where the module leaves
    one): Python would write it at the next newline or at exit, which a Worker has none of."""
    if not writes_partial_lines(b):
        return body
    return [js.Try(body, finalizer=[js.ExprStmt(b.call_helper("$flushLine"))])]


def _print_spread(
    b: Builder, node: cst.Call, args: list[TExpr], sep: TExpr | None, suffix: str, out: js.Expr
) -> TExpr:
    """`print(*rows)`, `print("n:", *xs, sep=", ")`: each item turned into text, joined by `sep`."""
    if sep is not None and not isinstance(sep.js, js.Null) and not is_str(widen(sep.type)):
        return b.error(node, f'print(sep=...) takes a str, not "{sep.type.display()}"')
    parts: list[js.Expr] = []
    for arg in args:
        if isinstance(arg.js, js.Spread):
            item = js.Name(b.fresh("$item"))
            text = _as_string(to_str(b, node, TExpr(item, arg.type)), TExpr(item, arg.type))
            parts.append(
                js.Spread(js.Call(js.Member(arg.js.value, "map"), [js.Arrow([js.Param(item)], text)]))
            )
        else:
            parts.append(_as_string(to_str(b, node, arg), arg))
    separator = sep.js if sep is not None and not isinstance(sep.js, js.Null) else js.Str(" ")
    joined: js.Expr = js.Call(js.Member(js.Array(parts), "join"), [separator])
    if suffix:
        joined = js.Binary("+", joined, js.Str(suffix))
    return TExpr(js.Call(out, [joined]), NONE)


def held_for_text(
    b: Builder, values: Sequence[TExpr], *, always: bool = False
) -> tuple[list[TExpr], Callable[[js.Expr], js.Expr] | None]:
    """Python evaluates every argument before it turns any into text (`print(xs, xs.pop())`,
    `"{} {}".format(...)`, `"%s %d" % (...)`); JS's template would turn each into text in turn. Where
    that differs (an argument may act after one whose text it could change: a container, an
    instance), or `always`, the values as the parameters of an arrow, and what calls it with them;
    else the values as they are and None."""
    late = always or any(
        i > 0 and may_act(v.js) and not all(text_fixed(w.type) for w in values[:i])
        for i, v in enumerate(values)
    )
    if not late:
        return list(values), None
    params = [js.Name(b.fresh("$arg")) for _ in values]

    def call(made: js.Expr) -> js.Expr:
        return js.Call(js.Arrow([js.Param(p) for p in params], made), [v.js for v in values])

    return [TExpr(p, v.type) for p, v in zip(params, values)], call


def text_fixed(t: Type) -> bool:
    """A value whose text nothing can change: a str, a number, a bool, None."""
    t = widen(t)
    options = t.options if isinstance(t, UnionType) else (t,)
    return all(is_str(o) or is_number(o) or widen(o) == NONE for o in options)


def text_runs_no_code(t: Type) -> bool:
    """A value Python makes into text without running the worker's code (no `__str__` or
    `__repr__` of its classes): a str, number, bool, None, JSON value, or a container of them."""
    t = widen(t)
    if isinstance(t, UnionType):
        return all(text_runs_no_code(o) for o in t.options)
    if isinstance(t, (ListType, DequeType)):
        return text_runs_no_code(t.item)
    if isinstance(t, TupleType):
        return t.named is None and all(text_runs_no_code(i) for i in t.items)
    if isinstance(t, DictType):
        return text_runs_no_code(t.key) and text_runs_no_code(t.value)
    return text_fixed(t) or is_dynamic(t)


def _needs_template(part: js.Expr, value: TExpr) -> bool:
    """A part that is not yet a JS string (an int or an `Any` put straight into a template)."""
    return part is value.js and not is_str(widen(value.type))


def _as_string(part: js.Expr, value: TExpr) -> js.Expr:
    return js.Call(js.Name("String"), [part]) if _needs_template(part, value) else part


def _join(parts: list[js.Expr], separator: str, end: str) -> js.Expr:
    """The parts' strings with the separator between them, then the end."""
    quasis = [""]
    exprs: list[js.Expr] = []
    for index, part in enumerate(parts):
        if index:
            quasis[-1] += separator
        if isinstance(part, js.Str):
            quasis[-1] += part.value
        else:
            exprs.append(part)
            quasis.append("")
    quasis[-1] += end
    return js.Template(quasis, exprs) if exprs else js.Str(quasis[0])


# ---- format specs: Python's format mini-language, parsed here, applied by a helper ---------------


@dataclass
class FormatSpec:
    """A parsed `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`."""

    fill: str | None = None
    align: str | None = None
    sign: str = ""
    z: bool = False
    alt: bool = False
    zero: bool = False
    width: int | None = None
    grouping: str = ""
    precision: int | None = None
    type: str = ""

    def text(self, *, small: bool = False) -> str:
        """The spec as written (`small`: width and precision cut to one digit, to check it cheaply)."""
        width = None if self.width is None else min(self.width, 1) if small else self.width
        precision = None if self.precision is None else min(self.precision, 1) if small else self.precision
        return "".join(
            [
                (self.fill or "") + (self.align or ""),
                self.sign,
                "z" if self.z else "",
                "#" if self.alt else "",
                "0" if self.zero else "",
                "" if width is None else str(width),
                self.grouping,
                "" if precision is None else f".{precision}",
                self.type,
            ]
        )


def parse_spec(spec: str, type_name: str) -> FormatSpec:
    """CPython's parse_internal_render_format_spec; ValueError with its message when invalid."""
    parsed = FormatSpec()
    pos, end = 0, len(spec)
    if end - pos >= 2 and spec[pos + 1] in "<>=^":
        parsed.fill, parsed.align = spec[pos], spec[pos + 1]
        pos += 2
    elif end - pos >= 1 and spec[pos] in "<>=^":
        parsed.align = spec[pos]
        pos += 1
    if pos < end and spec[pos] in "+- ":
        parsed.sign = spec[pos]
        pos += 1
    if pos < end and spec[pos] == "z":
        parsed.z = True
        pos += 1
    if pos < end and spec[pos] == "#":
        parsed.alt = True
        pos += 1
    if parsed.fill is None and pos < end and spec[pos] == "0":
        parsed.zero = True
        pos += 1
    start = pos
    while pos < end and spec[pos] in "0123456789":
        pos += 1
    if pos > start:
        parsed.width = int(spec[start:pos])
    if pos < end and spec[pos] == ",":
        parsed.grouping = ","
        pos += 1
    if pos < end and spec[pos] == "_":
        if parsed.grouping:
            raise ValueError("Cannot specify both ',' and '_'.")
        parsed.grouping = "_"
        pos += 1
    if pos < end and spec[pos] == "," and parsed.grouping == "_":
        raise ValueError("Cannot specify both ',' and '_'.")
    if pos < end and spec[pos] == ".":
        pos += 1
        start = pos
        while pos < end and spec[pos] in "0123456789":
            pos += 1
        if pos == start:
            raise ValueError("Format specifier missing precision")
        parsed.precision = int(spec[start:pos])
    if end - pos > 1:
        raise ValueError(f"Invalid format specifier '{spec}' for object of type '{type_name}'")
    parsed.type = spec[pos:]
    return parsed


_SAMPLES: dict[Type, object] = {INT: 0, FLOAT: 0.0, STR: "", BOOL: True}
_TYPE_NAMES: dict[Type, str] = {INT: "int", FLOAT: "float", STR: "str", BOOL: "bool"}
_LIMIT = 2**31 - 1
#: What a nested field (`{x:<{width}}`) stands in the spec as while it is parsed: numbers no one writes.
NESTED_BASE = 2**31 - 101


def _shown(spec: str) -> str:
    """A spec as a message quotes it: its nested fields as `{...}`, not the numbers they stand as."""
    return re.sub(
        r"\d{10}", lambda m: "{...}" if NESTED_BASE <= int(m[0]) < NESTED_BASE + 100 else m[0], spec
    )


def _strftime_field(
    b: Builder, node: cst.CSTNode, value: TExpr, spec: str, nested: dict[int, js.Expr]
) -> js.Expr:
    """`f"{d:%Y-%m-%d}"`: a date's, datetime's or time's `__format__` is its `strftime(spec)`."""
    from generator.transpile.lower.library.datetimes import STRFTIME_DIRECTIVES, check_strftime

    bad = check_strftime(spec)
    if nested or bad is not None:
        directives = " ".join("%" + d for d in STRFTIME_DIRECTIVES)
        b.error(
            node,
            f'the format spec ":{_shown(spec)}" on "{value.type.display()}" is its strftime(), with a literal format of '
            f"{directives} here",
        )
    return js.Call(js.Member(value.js, "strftime"), [js.Str(spec)])


def _json_field(
    b: Builder, node: cst.CSTNode, value: TExpr, spec: str, nested: dict[int, js.Expr]
) -> js.Expr:
    """`f"{data['load']:>6.2f}"` of a JSON value: formatted as what it holds when it runs (a whole
    number as an int, as everywhere a JSON value is read), by the formatter for each type that the
    spec suits, else that type's ValueError, which CPython's own format() gives here. A nested field
    is evaluated once, after the value and before it is formatted, as in Python."""
    if any(not is_simple(e) for e in nested.values()):
        subject, names = js.Name(b.fresh("$x")), {k: js.Name(b.fresh("$w")) for k in nested}
        inner = _json_field(b, node, TExpr(subject, value.type), spec, dict(names))
        params = [js.Param(subject), *(js.Param(n) for n in names.values())]
        return js.Call(js.Arrow(params, inner), [value.js, *nested.values()])
    held = js.Name(b.fresh("$v"))
    kinds: list[js.Expr] = []
    checked = spec
    for stand_in in nested:  # a nested width or precision: any small one tells what the spec suits
        checked = checked.replace(str(stand_in), "1")
    for kind, sample in ((STR, ""), (INT, 0), (FLOAT, 0.0)):
        try:
            format(sample, checked)
        except ValueError as err:
            kinds.append(js.Str(str(err)))
            continue
        kinds.append(js.Arrow([js.Param(held)], format_field(b, node, TExpr(held, kind), spec, nested)))
    return b.call_helper("$formatDyn", value.js, *kinds)


def format_field(
    b: Builder, node: cst.CSTNode, value: TExpr, spec: str, nested: dict[int, js.Expr] | None = None
) -> js.Expr:
    """`f"{value:spec}"`: `format(value, spec)` for an int, float, bool or str, exactly. `nested` maps
    the stand-ins of nested fields to their values (the width and the precision only)."""
    nested = nested or {}
    if not text_runs_no_code(value.type):
        b.ran_worker_code()
    t = widen(value.type)
    owner = t.named if isinstance(t, TupleType) else t.cls if isinstance(t, InstanceType) else None
    if isinstance(owner, UserClass) and (
        owner.member("__format__") or "__format__" in owner.subclass_methods
    ):
        # format(x, spec) is x.__format__(spec): the class's own
        if nested or owner.member("__format__") is None:
            b.error(
                node,
                f'formatting "{value.type.display()}": its __format__ is called here with a spec without '
                "nested fields, and defined on the class itself (not only on a subclass)",
            )
            return value.js
        return own_dunder(b, value.js, owner, "__format__", [js.Str(spec)])
    if not spec:
        return to_str(b, node, value, in_template=True)
    if _mixin_among_others(b, node, value):
        return value.js
    t = widen(value.type)
    if str_mixin_member(value.type) or (
        isinstance(t, InstanceType) and isinstance(t.cls, UserClass) and t.cls.is_object_enum()
    ):
        # a plain Enum's member (a `(str, Enum)`'s too) formats as its str() does (Enum.__format__):
        # `f"{Color.RED:>12}"`
        value = TExpr(to_str(b, node, value, in_template=True), STR)
        t = STR
    # the type a ValueError of the spec names: a value annotated float may be an int, `int | bool` either
    named = _TYPE_NAMES.get(t)
    if isinstance(t, FloatAnnotation) and spec.rstrip()[-1:] in tuple("eEfFgG%"):
        t = FLOAT  # an int formats as the float it equals with these types (format(10, ".2f"))
    if holds_json(t):
        return _json_field(b, node, value, spec, nested)
    if isinstance(t, UnionType) and is_number(t) and BOOL in t.options and not is_int(t):
        # `int | float | bool` (isinstance(x, (int, float)) of a JSON value): a bool formats as its int
        rest = union(*(o for o in t.options if o != BOOL))
        return format_field(b, node, TExpr(as_index(value), rest), spec, nested)
    if isinstance(t, UnionType) and NONE in t.options:
        # format(None, spec) raises TypeError in Python: the other options format as themselves
        rest = union(*(o for o in t.options if o != NONE))
        checked = TExpr(b.call_helper("$formatNotNone", value.js), rest)
        return format_field(b, node, checked, spec, nested)
    if isinstance(t, UnionType) and is_int(t):
        t = BOOL  # `int | bool`: Number() of either is the int it formats as (format(True, "3d") is "  1")
    if isinstance(t, InstanceType) and isinstance(t.cls, LibraryClass) and t.cls.family() in ("date", "time"):
        return _strftime_field(b, node, value, spec, nested)
    if t not in _SAMPLES:
        what = (
            "annotate or cast it as an int, float or str"
            if is_dynamic(t)
            else "a value annotated float may be an int, which formats otherwise here; add a type "
            "(e, f, g or %) or format float(x)"
            if isinstance(t, FloatAnnotation)
            else "format an int, float or str"
        )
        b.error(node, f'the format spec ":{_shown(spec)}" on "{value.type.display()}": {what}')
        return value.js
    sample = _SAMPLES[t]
    try:
        parsed = parse_spec(spec, type(sample).__name__)
        if (parsed.width or 0) > _LIMIT or (parsed.precision or 0) > _LIMIT:
            raise ValueError("Too many decimal digits in format string")
        format(sample, parsed.text(small=True))
    except ValueError as err:
        if nested:
            b.error(node, "a nested field in a format spec may give the width or the precision only")
        else:
            b.error(node, f'invalid format spec ":{spec}": {err}')
        return value.js
    if parsed.type == "n":
        # the locale's number: Python's stays the C locale's (no grouping, a "." point) unless the
        # program calls locale.setlocale, which it cannot import here: `d` for an int, `g` for a float
        parsed.type = "g" if t == FLOAT else "d"
    text = value.js
    if t == STR:
        helper, default_align = "$formatStr", "<"
    elif parsed.type in ("", "d", "x", "X", "o", "b", "c") and t != FLOAT:
        helper, default_align = "$formatInt", ">"
        parsed.type = "" if parsed.type == "d" else parsed.type
    else:
        helper, default_align = "$formatFloat", ">"
    if t == BOOL:
        text = js.Call(js.Name("Number"), [text])
    elif helper != "$formatStr":
        text = number_operand(b, value)
    if parsed.zero:
        parsed.fill = parsed.fill or "0"
        if parsed.align is None and default_align == ">":
            parsed.align = "="
    props: list[js.Prop | js.Spread] = []
    if parsed.fill not in (None, " "):
        props.append(js.Prop("fill", js.Str(parsed.fill or "")))
    if parsed.align not in (None, default_align):
        props.append(js.Prop("align", js.Str(parsed.align or "")))
    if parsed.sign not in ("", "-"):
        props.append(js.Prop("sign", js.Str(parsed.sign)))
    if parsed.z:
        props.append(js.Prop("z", js.Bool(True)))
    if parsed.alt:
        props.append(js.Prop("alt", js.Bool(True)))
    placed = {parsed.width, parsed.precision} & set(nested)
    if len(placed) != len(nested):
        b.error(node, "a nested field in a format spec may give the width or the precision only")
        return value.js
    if parsed.width in nested:
        props.append(js.Prop("width", nested[parsed.width]))
    elif parsed.width:
        props.append(js.Prop("width", js.Num(str(parsed.width))))
    if parsed.grouping:
        props.append(js.Prop("grouping", js.Str(parsed.grouping)))
    if parsed.precision in nested:
        props.append(js.Prop("precision", nested[parsed.precision]))
    elif parsed.precision is not None:
        props.append(js.Prop("precision", js.Num(str(parsed.precision))))
    if parsed.type not in ("", "s"):
        props.append(js.Prop("type", js.Str(parsed.type)))
    if helper == "$formatInt" and not props:
        return text  # `{n:d}` is `{n}`
    if not nested:
        return b.call_helper(helper, text, js.Object(props))
    # CPython writes a nested field's value into the spec's text, then parses it: a negative width is
    # the sign flag where one may stand, else the spec is invalid; a negative precision is missing
    sign_free = parsed.sign == "" and not (parsed.z or parsed.alt or parsed.zero)
    if parsed.width in nested and not sign_free and named is None:
        b.error(
            node,
            f'a nested width after a flag on "{value.type.display()}": a negative one raises a ValueError '
            f"naming the value's type, which may be an int or a {'bool' if t == BOOL else 'float'} here; "
            f"format {'int' if t == BOOL else 'float'}(x)",
        )
        return value.js
    pieces = re.split("|".join(str(n) for n in nested), spec)
    read = b.call_helper(
        "$nestedSpec",
        js.Object(props),
        js.Array([js.Str(p) for p in pieces]),
        js.Array([js.Str("width" if n == parsed.width else "precision") for n in nested]),
        js.Bool(sign_free),
        js.Str(named or ""),
    )
    return b.call_helper(helper, text, read)


# ---- json.dumps ----------------------------------------------------------------------------------


def json_dumps(b: Builder, node: cst.CSTNode, value: TExpr, keywords: dict[str, TExpr]) -> TExpr:
    """`json.dumps(x, indent=, sort_keys=, separators=, ensure_ascii=, default=)` with Python's defaults
    (`$jsonDumps`; `default`: what a value JSON has no form for is given to, its result written by the
    function's result type)."""
    fallback = keywords.get("default")
    fallback_shape: js.Expr = js.Str("Any")
    if fallback is not None:
        made = widen(fallback.type)
        result = (
            made.result
            if isinstance(made, CallableType)
            else made.signatures[0].result
            if isinstance(made, FunctionType) and len(made.signatures) == 1
            else None
        )
        if result is None:
            return b.error(node, f'json.dumps(default=...) takes a function, not "{fallback.type.display()}"')
        taken = _first_param(made)
        if (
            taken is not None
            and is_dynamic(taken)
            and not isinstance(taken, ObjectType)
            and not _str_of_its_value(node)
        ):
            return b.error(
                node,
                "json.dumps(default=...) gives its function what JSON has no form for (a datetime, an "
                "instance), which a parameter typed Any would read as a JSON value: declare it object",
            )
        try:
            fallback_shape = shape(result, json=True, default=True)
        except Refused as refused:
            return b.error(node, f"json.dumps(default=...): what the function returns: {refused}")
    try:
        described: js.Expr | None = shape(value.type, json=True, default=fallback is not None)
    except Refused:
        # a union of containers (`[{"k": "x", "n": 2}, {"k": None, "n": 1}]`): without a float in it,
        # JSON writes each value the one way whatever its type (a tuple as a list), so it is walked
        described = (
            js.Str("Any")
            if _json_plain(value.type)
            else _shape_or_error(b, node, value.type, json=True, default=fallback is not None)
        )
    indent, sort_keys, separators = (keywords.get(k) for k in ("indent", "sort_keys", "separators"))
    if indent is not None and not all(widen(o) in (INT, BOOL, NONE, STR) for o in _options_of(indent.type)):
        return b.error(node, f'json.dumps(indent=...) takes an int or a str, not "{indent.type.display()}"')
    if sort_keys is not None and widen(sort_keys.type) != BOOL:
        return b.error(node, f'json.dumps(sort_keys=...) takes a bool, not "{sort_keys.type.display()}"')
    if separators is not None and not all(
        o == NONE or (isinstance(o, TupleType) and o.items == (STR, STR))
        for o in _options_of(separators.type)
    ):
        return b.error(
            node, f'json.dumps(separators=...) takes a pair of str, not "{separators.type.display()}"'
        )
    ensure_ascii = keywords.get("ensure_ascii")
    if ensure_ascii is not None and widen(ensure_ascii.type) != BOOL:
        return b.error(
            node, f'json.dumps(ensure_ascii=...) takes a bool, not "{ensure_ascii.type.display()}"'
        )
    args: list[js.Expr] = [
        value.js,
        described or js.Str("Any"),
        indent.js if indent is not None else js.Null(),
        sort_keys.js if sort_keys is not None else js.Bool(False),
        separators.js if separators is not None else js.Null(),
        ensure_ascii.js if ensure_ascii is not None else js.Bool(True),
        fallback.js if fallback is not None else js.Null(),
        fallback_shape,
    ]
    defaults: list[js.Expr] = [
        js.Str("Any"),
        js.Null(),
        js.Bool(False),
        js.Null(),
        js.Bool(True),
        js.Null(),
        js.Str("Any"),
    ]
    while len(args) > 1 and args[-1] == defaults[len(args) - 2]:
        args.pop()  # trailing defaults
    return TExpr(b.call_helper("$jsonDumps", *args), STR)


def _first_param(t: Type) -> Type | None:
    if isinstance(t, CallableType):
        return t.params[0] if t.params else None
    if isinstance(t, FunctionType) and t.signatures and t.signatures[0].params:
        return t.signatures[0].params[0].type
    return None


def default_as_lambda(b: Builder, node: cst.Call) -> cst.Call:
    """`json.dumps(x, default=str)`: the builtin is `lambda value: str(value)` (a builtin is no JS
    value), which `_str_of_its_value` knows."""
    args = []
    for arg in node.args:
        value = arg.value
        if (
            arg.keyword is not None
            and arg.keyword.value == "default"
            and isinstance(value, cst.Name)
            and value.value in ("str", "repr")
            and b.name_type(value.value) is None  # (the builtin)
        ):
            held = cst.Name("value")
            made = cst.Lambda(cst.Parameters([cst.Param(held)]), cst.Call(value, [cst.Arg(held)]))
            arg = arg.with_changes(value=b.parsed.stand_in(made, value))
        args.append(arg)
    return b.parsed.stand_in(node.with_changes(args=args), node)


def _str_of_its_value(call: cst.CSTNode) -> bool:
    """`default=str` (or `repr`), which `default_as_lambda` made `lambda value: str(value)`."""
    if not isinstance(call, cst.Call):
        return False
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == "default":
            match arg.value:
                case cst.Lambda(
                    params=cst.Parameters(params=[cst.Param(name=cst.Name(value=param))]),
                    body=cst.Call(
                        func=cst.Name(value="str" | "repr"), args=[cst.Arg(value=cst.Name(value=read))]
                    ),
                ):
                    return param == read
    return False


def _json_plain(t: Type, *, default: bool = False) -> bool:
    """Values whose JSON text does not depend on their static type: str, int, bool, None, JSON values
    (`Any`, written by what they hold, as anywhere), and lists, tuples and str-keyed dicts of them (no
    float, whose whole values JS cannot tell from ints); with a `default=` function, instances too
    (what it returns for them is written by its result type)."""
    t = widen(t)
    if is_dynamic(t) and not isinstance(t, (ObjectType, ErrorType)):
        return True
    if isinstance(t, UnionType):
        return all(_json_plain(o, default=default) for o in t.options)
    if isinstance(t, ListType):
        return not t.view and _json_plain(t.item, default=default)  # (a dict's view: Python raises TypeError)
    if isinstance(t, TupleType):
        return all(_json_plain(i, default=default) for i in t.items)
    if isinstance(t, DictType):
        return not t.is_map and is_str(t.key) and _json_plain(t.value, default=default)
    if isinstance(t, InstanceType) and t.cls.kind == "typeddict":  # (its JS keys its Python keys)
        fields = t.cls.fields()
        return all(f.js_name == name and _json_plain(f.type, default=default) for name, f in fields.items())
    if default and isinstance(t, InstanceType) and t.cls.kind == "class":
        return True
    return t in (STR, INT, BOOL, NONE)


def _options_of(t: Type) -> tuple[Type, ...]:
    t = widen(t)
    return tuple(widen(o) for o in t.options) if isinstance(t, UnionType) else (t,)
