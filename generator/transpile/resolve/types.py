"""The transpiler's model of Python types: just enough to choose a faithful JavaScript lowering.

Types of SDK values come from the binding modules (see `bindings.py`); types of the worker's own
values from its annotations and from inference in the lowering. `AnyType` is a dynamic value (JSON,
`Any`): attribute names and keys pass through unchanged and Python-only semantics are refused.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import ClassVar, TypeVar
from typing import Literal as TypingLiteral

PrimName = TypingLiteral["str", "int", "float", "bool", "None"]


class Type:
    """Base of every type; `display` is how mypy would spell it in a message."""

    def display(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Prim(Type):
    name: PrimName

    def display(self) -> str:
        return self.name


STR, INT, FLOAT, BOOL, NONE = Prim("str"), Prim("int"), Prim("float"), Prim("bool"), Prim("None")


@dataclass(frozen=True)
class AnyType(Type):
    def display(self) -> str:
        return "Any"


ANY = AnyType()


@dataclass(frozen=True)
class NeverType(Type):
    """The items of an empty literal no context types (`sum([], 0.0)`, `[] + [(1, 2)]`, `{} | d`):
    mypy's bottom type, which fits where anything is expected and joins away (`union(Never, X)` is X,
    a `list[Never]` beside a `list[X]` is that list), so the literal takes its neighbours' type
    instead of a JSON value's."""

    def display(self) -> str:
        return "Never"


NEVER = NeverType()


@dataclass(frozen=True)
class ObjectType(AnyType):
    """`object`: dynamic as `Any` is for every operation, but where `Any` is a JSON value, an `object`
    may hold anything: a tuple (a JS array, as a list is), a float that is whole (a JS number, as an int
    is). Printing one is refused where `Any`'s is walked as JSON."""

    def display(self) -> str:
        return "object"


OBJECT = ObjectType()


@dataclass(frozen=True)
class NotBoolAny(AnyType):
    """A JSON value known not to be a bool (`isinstance(v, bool)` was false, as after
    `if isinstance(v, bool): raise ...`): `isinstance(v, int)` then leaves an int, as mypy reads it.
    Joined with anything, it is `Any` again."""


NOT_BOOL_ANY = NotBoolAny()


#: How the error type prints: a message that mentions it follows from an error already reported.
ERROR_DISPLAY = "<error>"


@dataclass(frozen=True)
class ErrorType(AnyType):
    """The type of an expression that already failed: it absorbs every later error about it."""

    def display(self) -> str:
        return ERROR_DISPLAY


ERROR = ErrorType()


@dataclass(frozen=True)
class ListType(Type):
    item: Type
    #: A dict's view (`dict_keys`, `dict_values`, `dict_items`): an array of its items at the call,
    #: where Python's view is live: printed as Python prints a view, never compared or kept.
    view: str = ""
    #: A tuple of any length (`tuple[T, ...]`, `*args`): an array as a list is (mypy lets no one
    #: change it), printed as a tuple.
    is_tuple: bool = False
    #: "Sequence" or "Iterable" (`Sequence[T]`): a list or a tuple, which JS cannot tell apart (both
    #: arrays), so printing it, `==` and `isinstance(x, list)` on it are refused.
    sequence: str = ""

    def display(self) -> str:
        if self.view:
            return f"{self.view}[{self.item.display()}]"
        if self.is_tuple:
            return f"tuple[{self.item.display()}, ...]"
        if self.sequence:
            return f"{self.sequence}[{self.item.display()}]"
        return f"list[{self.item.display()}]"


@dataclass(frozen=True)
class SetType(Type):
    """A `set` or `frozenset`: a JS `Set` (no order Python shares: it is never iterated as is)."""

    item: Type
    frozen: bool = False

    def display(self) -> str:
        return f"{'frozenset' if self.frozen else 'set'}[{self.item.display()}]"


@dataclass(frozen=True)
class DequeType(Type):
    """A `collections.deque`: a `$Deque` (see helpers.js), a ring buffer that knows its maxlen (a
    value, not part of the type) and counts its changes, as CPython's iterator checks them."""

    item: Type

    def display(self) -> str:
        return f"deque[{self.item.display()}]"


@dataclass(frozen=True)
class RangeType(Type):
    """A `range` kept as a value: a `$Range` (see helpers.js) that holds its start, stop and step and
    computes its length, items and membership from them, as CPython's does, without building a list."""

    def display(self) -> str:
        return "range"


RANGE = RangeType()


DictKind = TypingLiteral["dict", "defaultdict", "counter", "ordered"]


@dataclass(frozen=True)
class DictType(Type):
    """A `dict`, `defaultdict` or `Counter`. Its JS form follows from its key type (see `map_key`): a
    plain object for `str` keys, a `Map` for `int` keys or tuples of `str`/`int`."""

    key: Type
    value: Type
    #: "defaultdict": reading a missing key stores the factory's value (which the JS object carries,
    #: see `$defaultdict`); "counter": a missing key reads as 0 (and is not stored); "ordered": an
    #: OrderedDict, a dict with `move_to_end` and `popitem(last=)` (its == heeds the order: refused).
    kind: DictKind = "dict"

    @property
    def missing(self) -> bool:
        return self.kind == "defaultdict"

    @property
    def counter(self) -> bool:
        return self.kind == "counter"

    @property
    def is_map(self) -> bool:
        """A JS `Map`: int keys are its keys, a tuple key its JSON text (see `map_key`)."""
        return map_key(self.key) is not None

    def display(self) -> str:
        if self.counter:
            return f"Counter[{self.key.display()}]"
        if self.kind == "ordered":
            return f"OrderedDict[{self.key.display()}, {self.value.display()}]"
        return f"{self.kind}[{self.key.display()}, {self.value.display()}]"


def map_key(t: Type) -> TypingLiteral["int", "tuple", "member"] | None:
    """How a dict of this key type is a JS `Map` (None: a plain object, or not a supported key).
    An int key is the Map's key itself (Map already makes -0 +0); a tuple of str and int items (or
    `tuple[str, ...]`, `tuple[int, ...]`) is keyed by its JSON text (exact: `["a",1]` differs from `["a","1"]`, and JSON.parse gives the tuple
    back). Not bool or float, which Python hashes equal to ints. An IntEnum's member is its int (the
    dict's type prints it as the member).
    A plain Enum's member is the Map's key itself: one object per member, and Enum's == and hash are
    identity's."""
    if isinstance(t, LiteralType):
        t = t.base
    if t == INT or (isinstance(t, InstanceType) and t.cls.primitive == INT):
        return "int"  # (an IntEnum's member is its int: the Map's key; its type prints it as the member)
    if isinstance(t, InstanceType) and t.cls.is_object_enum():
        return "member"
    if (
        isinstance(t, TupleType)
        and t.named is None
        and all(map_key(item) == "int" or _plain_str(item) for item in t.items)
    ):
        return "tuple"
    if isinstance(t, ListType) and t.is_tuple and (map_key(t.item) == "int" or _plain_str(t.item)):
        return "tuple"  # `tuple[str, ...]`: its JSON text as well
    return None


def direct_key(t: Type) -> bool:
    """A Map dict's key that is the Map's key itself (an int, an Enum's member), not its JSON text."""
    return map_key(t) in ("int", "member")


def _plain_str(t: Type) -> bool:
    return (t.base if isinstance(t, LiteralType) else t) == STR


@dataclass(frozen=True)
class BytesType(Type):
    """`bytes`: a `Uint8Array` that no lowering mutates, as Python's bytes are immutable (`bytes(x)` of
    a runtime `Uint8Array`, which JS code may change, copies it)."""

    def display(self) -> str:
        return "bytes"


BYTES = BytesType()


@dataclass(frozen=True)
class ByteArrayType(Type):
    """`bytearray`: a `$ByteArray` (see helpers.js), a growable buffer of its own class, so that `==`,
    printing, `in` and isinstance never take it for bytes (a `Uint8Array`) or a list of ints (an array);
    where bytes are read, a lowering passes its bytes as a `Uint8Array` (`view()`, or `bytes()` to keep)."""

    def display(self) -> str:
        return "bytearray"


BYTEARRAY = ByteArrayType()


def is_bytes_like(t: Type) -> bool:
    """bytes or a bytearray, known to be one of them: what Python's functions of bytes also read (a
    lowering passes a bytearray's bytes: see `bytes_methods.lent`)."""
    return isinstance(widen(t), (BytesType, ByteArrayType))


def bytes_or_bytearray(t: Type) -> bool:
    """bytes, a bytearray, or a union of both: each a JS object with their `length`, iterable as ints."""
    options = t.options if isinstance(t, UnionType) else (t,)
    return all(isinstance(widen(o), (BytesType, ByteArrayType)) for o in options)


@dataclass(frozen=True)
class TupleType(Type):
    items: tuple[Type, ...]
    #: A `NamedTuple` class: its instances are these tuples, with the class's fields and methods.
    named: ClassInfo | None = None
    #: A list typed as a tuple, its items known by position: what `asyncio.gather` gives (typeshed
    #: says a tuple; CPython returns a list, which prints with [] and is never == to a tuple).
    as_list: bool = False

    def display(self) -> str:
        if self.named is not None:
            return self.named.name
        return "tuple[" + ", ".join(t.display() for t in self.items) + "]"


@dataclass(frozen=True)
class UnionType(Type):
    options: tuple[Type, ...]

    def display(self) -> str:
        return " | ".join(t.display() for t in self.options)


@dataclass(frozen=True)
class FloatAnnotation(UnionType):
    """The worker's own `float` annotation: an int is one too (PEP 484's numeric tower) and stays an
    int, which a JS number cannot tell from a float: `int | float` wherever that matters (printing)."""

    def display(self) -> str:
        return "float"


REAL = FloatAnnotation((FLOAT, INT))


@dataclass(frozen=True)
class JsonInt(UnionType):
    """What `isinstance(x, int)` leaves of a JSON value: an int, or a bool (a JSON `true` passes it, as
    Python's bool is an int). Stored where an int is declared, it is checked when it runs: a bool stops
    the worker (`$notBool`), as Python would keep it a bool (it prints True)."""


JSON_INT = JsonInt((INT, BOOL))


@dataclass(frozen=True)
class JsonNumber(UnionType):
    """What `isinstance(x, (int, float))` leaves of a JSON value (and any other kinds tested with them):
    a number, or a bool. Printed as the JSON value it is (a whole number as an int, the README's kept
    difference), where a program's own `int | float` is refused (its int 1 and float 1.0 are one number)."""


def is_int(t: Type) -> bool:
    """An int at run time: `int`, `bool`, an IntEnum's member, a literal of them, or a union of them
    (`int | bool`: what `isinstance(x, int)` leaves of a JSON value)."""
    t = widen(t)
    return t in (INT, BOOL, NEVER) or (
        isinstance(t, UnionType) and all(widen(o) in (INT, BOOL) for o in t.options)
    )


def may_be_int(t: Type) -> bool:
    """A number type whose values may be ints at run time (`int`, or a `float` annotation)."""
    t = widen(t)
    return t in (INT, BOOL) or (isinstance(t, UnionType) and any(o in (INT, BOOL) for o in t.options))


def may_be_bool(t: Type) -> bool:
    t = widen(t)
    return t == BOOL or (isinstance(t, UnionType) and BOOL in t.options)


INT_INTO_FLOATS = (
    "an int stored among floats stays an int, which Python prints without .0 and this container's "
    "printing would show as a float; store float(x), or annotate the container list[float]"
)
DEFAULTDICT_AS_DICT = (
    "a defaultdict or Counter stored where a plain dict is declared: code that reads it as a dict "
    "raises KeyError for a missing key, where Python gives the default; declare the container's "
    "items as defaultdict[...] (or Counter[...]), or store dict(...) of it"
)
BOOL_AS_NUMBER = (
    "a bool where an int or float is expected stays a bool in Python (it prints True, and {True, 1} "
    "is one item) and the JavaScript could not tell it apart; pass int(flag), or float(x) where a float "
    "is expected (a bool passes isinstance(x, int): add `and not isinstance(x, bool)` to exclude it)"
)


BYTEARRAY_AS_JSON = (
    "a bytearray stored where an Any (a JSON value) is declared: it is its own object here, which code "
    "reading JSON would take for a dict; store list(...) of it, or declare it bytearray"
)


NOT_JSON = (
    "a set, a deque, a range, bytes, an iterator or generator, a function or class, an Enum's member, a "
    "datetime, timedelta or UUID, an instance of an own class, or a container holding one (or a dict of int "
    "keys, a Counter, a defaultdict, an OrderedDict) stored where an "
    "Any (a JSON value) is declared: code reading JSON would print and serialize it as no Python value; "
    "store list(...), str(...), sorted(...), dict(...), .value, .isoformat() or dataclasses.asdict(...) of it"
)
#: A JSON value where a dict of int, Enum or tuple keys (a JS Map) is declared.
JSON_AS_MAP = (
    "an Any (a JSON value) stored where a dict of int, Enum or tuple keys is declared: a JSON object's keys "
    "are strs, and such a dict is a JavaScript Map here, which a JSON object is not; convert it "
    "({int(k): v for k, v in obj.items()}) where its type is declared"
)
NOT_AN_ARRAY = (
    "a value that is no list or tuple (a str, set, dict, deque, range, iterator or object) stored where a "
    "list, tuple, Sequence or Iterable is declared: code typed so reads an array (its length, indexes and "
    "order), which this value is not here; store list(...) of it, or declare its own type"
)


NAMED_AS_TUPLE = (
    "a NamedTuple stored where a plain tuple (or list, Sequence) is declared: code typed so prints it as "
    "a tuple, where Python prints the NamedTuple's own repr; declare the NamedTuple, or store tuple(...) of it"
)


VIEW_KEPT = (
    "a dict's keys(), values() or items() view kept past its expression (passed, stored, returned): "
    "Python's view is live (it follows the dict's changes), here it holds the items as they were; "
    "pass list(...) of it"
)


PROTOCOL_MISREAD = (
    "a value whose class spells a member of the Protocol otherwise in JavaScript (a NamedTuple field or an "
    "exception attribute named like a JS array's or Error's own, `length`, `message`; a method named like a "
    "JS function's property; a StrEnum or IntEnum member, which is a plain str or int): code typed by the "
    "Protocol would read another property; rename the member, or pass the value as its own type"
)


PROTOCOL_DUNDER = (
    "a value that is no instance of a class (a function, a list, a str, a JSON value) where a Protocol "
    "of dunder methods (__call__, __len__, __str__, ...) is declared: code typed by the Protocol calls "
    "them as the methods of a class (x.__len__()), which that value does not have here; declare what it "
    "is (a Callable[[...], ...] for a function), or pass an instance of a class defining them"
)


CALLABLE_OBJECT = (
    "an instance of a class with __call__ where a function (Callable) is declared: JavaScript calls a "
    "function, not an object; pass a lambda that calls it (lambda x: obj(x))"
)


#: What `mixed_number_store` finds that code reading by the declared type would get wrong (not only
#: print otherwise): refused wherever a value meets its declaration (an argument, a return, a store).
STR_MIXIN_AS_STR = (
    "a member of a `(str, Enum)` class where a str (or another type) is declared: Python keeps the member, "
    "whose str() and f-string give Class.NAME, and code typed so could not tell it from its value; pass "
    "its .value, or declare the Enum class"
)

VALUE_ENUM_AS_VALUE = (
    "an IntEnum's or StrEnum's member where an int or str (or another type) is declared: Python keeps "
    "the member, whose repr() shows <Class.NAME: value>, and code typed so could not tell it from its "
    "value; pass its .value, or declare the Enum class"
)

#: An OrderedDict where a dict is declared: the code reading it would print and compare a dict.
#: An empty dict made where nothing said its key type (`[{} for _ in xs]`): a JS object, not the Map a
#: dict of int, Enum or tuple keys is, which code typed by the declaration would read.
OBJECT_AS_MAP = (
    "a dict made here without its key type (a JavaScript object) stored where a dict of int, Enum or "
    "tuple keys (a JavaScript Map) is declared: code typed so would read it as a Map; make it where its "
    "type is declared (`row: dict[int, int] = {}`), then store that name"
)

ORDERED_AS_DICT = (
    "an OrderedDict stored where a plain dict is declared: code that reads it as a dict prints it and "
    "compares it as a dict, where Python prints OrderedDict([...]) and compares its order; declare it "
    "OrderedDict[...], or store dict(...) of it"
)

#: A set of tuples holds their JSON texts (see set_methods.py): code typed for other items reads those.
TUPLES_AS_TEXTS = (
    "a set of tuples stored where a set of other items (or of Any) is declared: a set of tuples of str and "
    "int holds their JSON texts here, which code typed so would read as its items; declare the tuple type"
)

MISREAD_STORES = (
    STR_MIXIN_AS_STR,
    VALUE_ENUM_AS_VALUE,
    TUPLES_AS_TEXTS,
    DEFAULTDICT_AS_DICT,
    ORDERED_AS_DICT,
    OBJECT_AS_MAP,
    BYTEARRAY_AS_JSON,
    NOT_AN_ARRAY,
    NOT_JSON,
    JSON_AS_MAP,
    NAMED_AS_TUPLE,
    VIEW_KEPT,
    PROTOCOL_MISREAD,
    PROTOCOL_DUNDER,
    CALLABLE_OBJECT,
)


#: `10 * 2 ** n` where an int is declared: mypy reads the power as Any (a float for a negative n).
POWER_AS_INT = (
    "this value may be a float: a power of an exponent not known here is a float for a negative one, which "
    "mypy reads as Any; give the power an int of its own first (p: int = 2 ** n, which stops the worker for "
    "a negative n), then compute with it"
)


def power_as_int(value: Type, declared: Type) -> bool:
    """An int power of an exponent not known (`int | float` here: see `operators.int_power`), computed
    with, where an int is declared."""
    return isinstance(value, FloatAnnotation) and widen(declared) == INT


def store_problem(declared: Type, value: Type) -> str | None:
    """Why a `value` stored where `declared` is declared would be misread by code typed so, if it would:
    a bool where an int or float is read, a power that may be a float where an int is, or one of
    `MISREAD_STORES`. Refused on every route by which a value meets its declaration (a default, a class
    attribute, a field, a container literal's item)."""
    if bool_as_number(value, declared):
        return BOOL_AS_NUMBER
    if power_as_int(value, declared):
        return POWER_AS_INT
    misread = mixed_number_store(declared, value)
    return misread if misread in MISREAD_STORES else None


def untyped_lambda_message(name: str, attr: str) -> str:
    return (
        f'reading "{attr}" of the lambda parameter "{name}", which nothing types here (mypy reads it as Any: '
        "the lambda is not passed where its parameter's type is known): annotate what holds the lambda, "
        "with what it returns (`SORTERS: dict[str, Callable[[Entry], str]] = {...}`), or use a def"
    )


def mixed_number_store(item: Type, value: Type) -> str | None:
    """Why storing `value` among a container's `item`s would change what the container means, if it
    would: an int among known floats (Python prints it without .0, the container's type says float)
    or a bool among ints (Python prints True), also inside the items (`(1, 2)` among `(0.5, 1.5)`s);
    None when the store is exact."""
    protocol = widen(item)
    if (
        isinstance(protocol, InstanceType)
        and protocol.cls.kind == "protocol"
        and protocol.cls.js_module is None
    ):
        # the worker's own Protocol (the SDK's say which fields they read by other names: see
        # `calls._renamed_fields`); before `value` is widened: a StrEnum's member is a str
        if _dunder_misread(protocol.cls, value):
            return PROTOCOL_DUNDER
        return PROTOCOL_MISREAD if _misread_through(protocol.cls, value) else None
    if _member_kept(item, value, str_mixin_member):
        return STR_MIXIN_AS_STR
    if _member_kept(item, value, value_enum_member) and not isinstance(widen(item), ObjectType):
        return VALUE_ENUM_AS_VALUE  # (an `object` is not printed)
    item, value = widen(item), widen(value)
    if isinstance(item, DictType) and isinstance(value, DictType) and item.kind == "dict" != value.kind:
        return ORDERED_AS_DICT if value.kind == "ordered" else DEFAULTDICT_AS_DICT
    if isinstance(item, DictType) and isinstance(value, DictType) and item.is_map and not value.is_map:
        return OBJECT_AS_MAP
    if type(value) in (AnyType, NotBoolAny) and _holds_map(item):
        return JSON_AS_MAP  # (`d: dict[int, int] = json.loads(text)`, `rows: list[dict[int, int]] = ...`)

    declared = item.options if isinstance(item, UnionType) else (item,)
    if (
        isinstance(value, InstanceType)
        and value.cls.member("__call__")
        and any(isinstance(o, CallableType) for o in declared)
        and not any(isinstance(o, InstanceType) and o.cls is value.cls for o in declared)
    ):  # (also where a union with a Callable is declared: `str | Callable[[], str]`)
        return CALLABLE_OBJECT
    if isinstance(value, ListType) and value.view and not (isinstance(item, ListType) and item.view):
        return VIEW_KEPT
    declared_sets = [
        o for o in (item.options if isinstance(item, UnionType) else (item,)) if isinstance(o, SetType)
    ]
    if (
        isinstance(value, SetType)
        and map_key(widen(value.item)) == "tuple"
        and declared_sets
        and not any(map_key(widen(o.item)) == "tuple" for o in declared_sets)
    ):
        return TUPLES_AS_TEXTS

    if _reads_an_array(item) and _not_an_array(value):  # `s: Sequence[str] = "ab"`, a set as an Iterable
        return NOT_AN_ARRAY
    if (
        isinstance(value, TupleType)
        and value.named is not None
        and isinstance(item, (TupleType, ListType))
        and not (isinstance(item, TupleType) and item.named is value.named)
    ):
        return NAMED_AS_TUPLE  # `t: tuple[int, int] = Pt(1, 2)`: printed as `(1, 2)`
    if isinstance(value, UnionType) and not isinstance(item, UnionType):
        # `Counter(...) if c else {}`: each value that may be stored, as if stored alone
        for option in value.options:
            problem = mixed_number_store(item, option)
            if problem in MISREAD_STORES:
                return problem
    if holds_json(item) and any(
        isinstance(widen(o), ByteArrayType)
        for o in (value.options if isinstance(value, UnionType) else (value,))
    ):
        return BYTEARRAY_AS_JSON
    if holds_json(item) and not_json(value):  # `rows: list[Any]`, then `rows.append(Color.RED)`
        return NOT_JSON
    if item == FLOAT and may_be_int(value):
        return INT_INTO_FLOATS
    if item == INT and may_be_bool(value):
        return BOOL_AS_NUMBER
    pairs: list[tuple[Type, Type]] = []
    if isinstance(item, (ListType, SetType, DequeType)) and isinstance(value, (ListType, SetType, DequeType)):
        pairs = [(item.item, value.item)]
    elif isinstance(item, DictType) and isinstance(value, DictType):
        pairs = [(item.key, value.key), (item.value, value.value)]
    elif isinstance(item, TupleType) and isinstance(value, TupleType) and len(item.items) == len(value.items):
        pairs = list(zip(item.items, value.items))
    elif isinstance(item, ListType) and isinstance(value, TupleType):  # `tuple[float, ...]` of `(1, 2)`
        pairs = [(item.item, v) for v in value.items]
    elif isinstance(item, CallableType) and isinstance(value, CallableType):  # what a call gives
        pairs = [(item.result, value.result)]
    for inner_item, inner_value in pairs:
        problem = mixed_number_store(inner_item, inner_value)
        if problem:
            return problem
    return None


def _holds_map(t: Type) -> bool:
    """A dict of int, Enum or tuple keys (a JS Map), or a list, tuple or dict whose items may be one."""
    t = widen(t)
    if isinstance(t, UnionType):
        return any(_holds_map(o) for o in t.options)
    if isinstance(t, DictType):
        return t.is_map or _holds_map(t.value)
    if isinstance(t, (ListType, SetType, DequeType)):
        return _holds_map(t.item)
    return isinstance(t, TupleType) and any(_holds_map(i) for i in t.items)


def str_mixin_member(t: Type) -> bool:
    """A member of a `(str, Enum)` class (`UserClass.str_mixin`): its str, printed as `Kind.NAME`."""
    return isinstance(t, InstanceType) and getattr(t.cls, "str_mixin", False)


def value_enum_member(t: Type) -> bool:
    """A member of an IntEnum or StrEnum (or another Enum mixing in int or str): its value here."""
    return (
        isinstance(t, InstanceType)
        and getattr(t.cls, "enum_members", None) is not None
        and t.cls.primitive is not None
        and not str_mixin_member(t)
    )


def _member_kept(item: Type, value: Type, kind: Callable[[Type], bool]) -> bool:
    """A member of an Enum of that `kind` (an option of `value`) stored where `item` does not declare
    its class: code typed by `item` would show it as its value."""
    options = value.options if isinstance(value, UnionType) else (value,)
    declared = item.options if isinstance(item, UnionType) else (item,)
    return any(
        kind(o)
        and not any(
            isinstance(d, InstanceType) and isinstance(o, InstanceType) and d.cls is o.cls for d in declared
        )
        and not isinstance(item, TypeVarType)
        for o in options
    )


def _dunder_misread(protocol: ClassInfo, value: Type) -> bool:
    """Whether code typed by `protocol`, which calls its dunder methods as a class's methods
    (`h.__call__(2)`, `x.__len__()`), would meet a value that has none: a function, a builtin's value
    (a list, a str) or a JSON value."""
    if not any(n.startswith("__") and n.endswith("__") for n in protocol.member_names()):
        return False
    options = value.options if isinstance(value, UnionType) else (value,)
    return not all(
        isinstance(o, (ErrorType, NeverType))
        or isinstance(o, InstanceType)
        and o.cls.own
        and o.cls.primitive is None
        or isinstance(o, TupleType)
        and o.named is not None
        and o.named.own
        for o in (widen(o) for o in options)
    )


def _misread_through(protocol: ClassInfo, value: Type) -> bool:
    """Whether code typed by `protocol` would read one of its members of `value` under another JS
    name than the value's class gives it (or of a str or int that a StrEnum's or IntEnum's member is)."""
    cls = (
        value.named
        if isinstance(value, TupleType)
        else value.cls
        if isinstance(value, InstanceType)
        else None
    )
    if cls is None or cls is protocol:
        return False
    names = protocol.member_names()
    if isinstance(value, InstanceType) and cls.primitive is not None:
        return bool(names)
    for name in names:
        wanted, found = protocol.member(name), cls.member(name)
        if wanted is None or found is None:
            continue
        if found.js_name != wanted.js_name or (found.kind == "static") != (wanted.kind == "static"):
            return True
    return False


def _reads_an_array(declared: Type) -> bool:
    """Code typed by `declared` reads an array: a list, tuple, Sequence or Iterable (or None)."""
    options = [widen(o) for o in (declared.options if isinstance(declared, UnionType) else (declared,))]
    kept = [o for o in options if o != NONE]
    return bool(kept) and all(isinstance(o, (ListType, TupleType)) for o in kept)


def _not_an_array(value: Type) -> bool:
    """A value of this type may be something else than an array (or None, or a JSON value)."""
    options = [widen(o) for o in (value.options if isinstance(value, UnionType) else (value,))]
    return any(not (isinstance(o, (ListType, TupleType)) or o == NONE or is_dynamic(o)) for o in options)


def bool_as_number(src: Type, dst: Type) -> bool:
    """Would a value of `src` put a bool where `dst` says int or float, at the top or among the items
    of a list, set, dict or tuple (mypy lets a bool be an int; Python keeps it a bool)?"""
    src, dst = widen(src), widen(dst)
    if is_dynamic(src) or is_dynamic(dst):
        return False
    if may_be_bool(src) and not may_be_bool(dst) and assignable(INT, dst):
        return True
    if isinstance(src, (ListType, SetType, DequeType)) and isinstance(dst, (ListType, SetType, DequeType)):
        return bool_as_number(src.item, dst.item)
    if isinstance(src, DictType) and isinstance(dst, DictType):
        return bool_as_number(src.key, dst.key) or bool_as_number(src.value, dst.value)
    if isinstance(src, TupleType) and isinstance(dst, TupleType) and len(src.items) == len(dst.items):
        return any(bool_as_number(s, d) for s, d in zip(src.items, dst.items))
    if isinstance(src, TupleType) and isinstance(dst, ListType):  # `(True, 2)` as a `tuple[int, ...]`
        return any(bool_as_number(s, dst.item) for s in src.items)
    if isinstance(src, FunctionType) and len(src.signatures) == 1 and isinstance(dst, CallableType):
        signature = src.signatures[0]  # a def passed as a Callable: its own parameters and result
        src = CallableType(tuple(p.type for p in signature.params), signature.result)
    if isinstance(src, CallableType) and isinstance(dst, CallableType):
        # a `-> bool` function as a `Callable[[], int]` gives a bool where an int is read; a function
        # taking an int as a `Callable[[bool], ...]` is given one where it reads an int
        if bool_as_number(src.result, dst.result):
            return True
        if src.params is not None and dst.params is not None:
            return any(bool_as_number(d, s) for s, d in zip(src.params, dst.params))
    return False


@dataclass(frozen=True)
class LiteralType(Type):
    values: tuple[object, ...]

    @property
    def base(self) -> Type:
        kinds = {type(v) for v in self.values}
        return BOOL if kinds == {bool} else INT if kinds == {int} else STR if kinds == {str} else ANY

    def display(self) -> str:
        return "Literal[" + ", ".join(repr(v) for v in self.values) + "]"


@dataclass(frozen=True)
class AwaitableType(Type):
    result: Type

    def display(self) -> str:
        return f"Awaitable[{self.result.display()}]"


@dataclass(frozen=True)
class IteratorType(Type):
    """A one-shot iterator, as a generator function returns it (`Iterator[T]`, `Generator[T, None, R]`):
    a JS iterator, iterated once and never indexed."""

    item: Type
    #: What the generator returns (`yield from` evaluates to it).
    result: Type = NONE

    def display(self) -> str:
        return f"Iterator[{self.item.display()}]"


@dataclass(frozen=True)
class ContextManagerType(Type):
    """What a `@contextmanager` (`@asynccontextmanager`) function returns: its generator, which `with`
    (`async with`) drives as contextlib does."""

    item: Type
    is_async: bool

    def display(self) -> str:
        kind = "AbstractAsyncContextManager" if self.is_async else "AbstractContextManager"
        return f"{kind}[{self.item.display()}]"


@dataclass(frozen=True)
class AsyncIterableType(Type):
    item: Type

    def display(self) -> str:
        return f"AsyncIterable[{self.item.display()}]"


@dataclass(frozen=True)
class CallableType(Type):
    params: tuple[Type, ...] | None  # None: `Callable[..., R]` (or `Callable[P, R]`, see `spec`)
    result: Type
    #: `Callable[P, R]` of the worker's own `P = ParamSpec("P")`: the parameters P stands for.
    spec: str | None = None

    def display(self) -> str:
        params = "..." if self.params is None else "[" + ", ".join(p.display() for p in self.params) + "]"
        return f"Callable[{self.spec or params}, {self.result.display()}]"


@dataclass(frozen=True)
class OwnTypeVar(Type):
    """`F = TypeVar("F", bound=Handler)` of the worker's own, in a decorator's signature (see
    `resolve/generic_decorators.py`): read as its bound, passed on as itself."""

    name: str
    bound: Type

    def display(self) -> str:
        return self.name


@dataclass(frozen=True)
class ParamSpecType(Type):
    """`P = ParamSpec("P")` of the worker's own: it stands in `Callable[P, R]` and in `P.args`/`P.kwargs`."""

    name: str

    def display(self) -> str:
        return self.name


@dataclass(frozen=True)
class ParamSpecPart(Type):
    """`*args: P.args` or `**kwargs: P.kwargs` of a wrapper: only passed on whole, `fn(*args, **kwargs)`."""

    spec: str
    part: TypingLiteral["args", "kwargs"]

    def display(self) -> str:
        return f"{self.spec}.{self.part}"


@dataclass(frozen=True)
class TypeVarType(Type):
    var: TypeVar

    def display(self) -> str:
        return self.var.__name__


# ---- classes, functions, modules ---------------------------------------------------------------

ClassKind = TypingLiteral["class", "protocol", "typeddict"]
MemberKind = TypingLiteral["attribute", "method", "static"]


@dataclass(frozen=True)
class Param:
    name: str
    type: Type
    has_default: bool
    keyword_only: bool = False
    #: The key a keyword-only parameter takes in the trailing options object.
    js_name: str | None = None
    positional_only: bool = False


@dataclass(frozen=True)
class Signature:
    """A callable's parameters; `options` is the TypedDict behind a trailing `**options: Unpack[X]`."""

    params: tuple[Param, ...]
    result: Type
    options: ClassInfo | None = None
    variadic: bool = False  # `*args`: any number of extra positional arguments
    #: `**kwargs: V`: V, the type of each other keyword argument (they travel in the options object).
    kwargs: Type | None = None
    #: `*args: T` of the worker's own functions: T, the type of each extra positional argument.
    args: Type | None = None
    #: `-> Self`: the class it is called on (a subclass's instances), which `result` is only for its own.
    returns_self: bool = False
    #: An `async def`'s (not a generator's): a call makes a coroutine (see `lower/coroutines.py`).
    is_async: bool = field(default=False, compare=False)

    @property
    def packs_rest(self) -> bool:
        """`def probe(*tools, flag="")` of the worker's own: keyword arguments travel in an options
        object after the positional ones, where a JS rest parameter would take them in (and it must
        come last), so the extra positional arguments are passed as one array before the options
        object: `function probe(tools = [], { flag = "" } = {})`, called `probe(["go"], { flag })`.
        (`*args: P.args, **kwargs: P.kwargs` is passed on whole, a JS rest parameter.)"""
        keywords = any(p.keyword_only for p in self.params) or (
            self.kwargs is not None and not isinstance(self.kwargs, ParamSpecPart)
        )
        return self.variadic and self.args is not None and keywords


@dataclass(frozen=True)
class Member:
    py_name: str
    js_name: str
    kind: MemberKind
    type: Type  # attribute type, or the result type for methods (see `signatures`)
    signatures: tuple[Signature, ...] = ()  # overloads, in order; one for a plain method


@dataclass(frozen=True)
class Field:
    """A TypedDict key: its Python spelling, its JS spelling, its type and whether it is required."""

    py_name: str
    js_name: str
    type: Type
    required: bool


class ClassInfo(ABC):
    """A class, Protocol or TypedDict, from the bindings or from the worker itself."""

    name: str
    kind: ClassKind
    #: The JS name when the class is a runtime value (calling it means `new`); None if type-only.
    runtime_name: str | None
    #: The module to import it from (`@cloudflare/sandbox`), or None for globals and the worker's own.
    js_module: str | None
    #: The name `js_module` exports it by, as a type or a value (what a JSDoc `import()` type names);
    #: None for a class of `js_module` that it does not export (an interface reached only by others).
    type_name: str | None = None
    type_params: tuple[TypeVar, ...] = ()
    #: The primitive a class's instances are at run time (a StrEnum's members are JS strings, an
    #: IntEnum's numbers); None for classes whose instances are objects.
    primitive: Type | None = None
    #: The worker's own class (not the SDK's, the runtime's or the standard library's).
    own: ClassVar[bool] = False

    @abstractmethod
    def member(self, name: str, args: tuple[Type, ...] = ()) -> Member | None: ...

    @abstractmethod
    def member_names(self) -> list[str]: ...

    @abstractmethod
    def fields(self) -> dict[str, Field]:
        """TypedDict keys by Python name (empty for other kinds)."""

    @abstractmethod
    def bases(self) -> list[ClassInfo]: ...

    def join(self, other: ClassInfo) -> ClassInfo | None:
        """The class that a value of this class or of `other` (another specialization of one library
        class) is, nearer than their common base; None if there is none."""
        return None

    @abstractmethod
    def constructor(self, args: tuple[Type, ...] = ()) -> Signature | None: ...

    def is_subclass_of(self, other: ClassInfo) -> bool:
        return self is other or any(base.is_subclass_of(other) for base in self.bases())

    def is_exception(self) -> bool:
        return any(base.is_exception() for base in self.bases())

    @property
    def qualname(self) -> str:
        """The name Python's messages show (`Outer.Inner` for a class nested in another)."""
        return self.name

    def nested_class(self, name: str) -> ClassInfo | None:
        """The class of that name the class body defines (the worker's classes: `Outer.Inner`)."""
        return None

    def is_object_enum(self) -> bool:
        """A plain Enum of the worker's: its members are objects, one per member (not a StrEnum's strs
        nor an IntEnum's numbers)."""
        return False

    def may_lack(self, field: Field) -> bool:
        """Can a TypedDict of this class lack this key (its read raises KeyError then)? A key that is
        not required can; an SDK's result has its required keys. (The worker's own TypedDicts: every
        key, since a JSON value, `m: Manifest = json.loads(...)`, fills one unchecked.)"""
        return not field.required


@dataclass(frozen=True, eq=False)
class InstanceType(Type):
    cls: ClassInfo
    args: tuple[Type, ...] = ()

    def display(self) -> str:
        if not self.args:
            return self.cls.qualname
        return f"{self.cls.qualname}[" + ", ".join(a.display() for a in self.args) + "]"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, InstanceType) and other.cls is self.cls and other.args == self.args

    def __hash__(self) -> int:
        return hash((id(self.cls), self.args))


@dataclass(frozen=True, eq=False)
class ClassObjectType(Type):
    """The class itself: calling it constructs (`new`), attributes are its static members."""

    cls: ClassInfo

    def display(self) -> str:
        return f"type[{self.cls.qualname}]"


@dataclass(frozen=True, eq=False)
class FunctionType(Type):
    name: str
    js_name: str
    signatures: tuple[Signature, ...]
    #: Where the JS name comes from: an import specifier, "" for a global, None for the worker's own.
    js_module: str | None = None
    #: A wrapper's (`Callable[P, R]`, see generic_decorators.py): the parameters are the function's it
    #: passes its arguments on to, which Python binds when the wrapper calls it, after it ran.
    wrapped: bool = False

    def display(self) -> str:
        return f"def {self.name}"


@dataclass(frozen=True, eq=False)
class ModuleType(Type):
    name: str

    def display(self) -> str:
        return f"Module {self.name}"


@dataclass(frozen=True, eq=False)
class LocalModuleType(Type):
    """One of the worker's own modules as a value (`from app import limits`, `import helpers`): its
    names are read as `limits.MAX`, from `import * as limits`."""

    name: str
    #: Its module-level names, as the importing module sees them.
    members: dict[str, object] = field(default_factory=dict)

    def display(self) -> str:
        return f"Module {self.name}"


# ---- operations ------------------------------------------------------------------------------


def union(*options: Type) -> Type:
    if any(o == JSON_INT for o in options) and all(o in (INT, JSON_INT) for o in options):
        return JSON_INT  # `min(count, 500)` of a JSON-checked int: still a bool only if the JSON's was
    flat: list[Type] = []
    for option in options:
        for item in option.options if isinstance(option, UnionType) else (option,):
            if item not in flat:
                flat.append(item)
    flat = [t for t in flat if not _empty_beside(t, flat)] or [NEVER]
    flat = _generalized(flat)
    if any(isinstance(t, ErrorType) for t in flat):
        return ERROR
    if any(isinstance(t, AnyType) for t in flat):
        return OBJECT if any(isinstance(t, ObjectType) for t in flat) else ANY
    if len(flat) == 2 and set(flat) == {FLOAT, INT}:
        return REAL  # spelled `float`, as mypy spells it
    return flat[0] if len(flat) == 1 else UnionType(tuple(flat))


def _empty_beside(t: Type, others: list[Type]) -> bool:
    """Never, or an empty literal's container (`list[Never]`), beside another of its kind: the union
    is the others (`[] or [3.0]` is a `list[float]`)."""
    if t == NEVER:
        return any(o != NEVER for o in others)
    if isinstance(t, ListType) and t.item == NEVER:  # (of its kind: not a tuple's, a view's)
        return any(isinstance(o, ListType) and o != t and replace(o, item=NEVER) == t for o in others)
    if isinstance(t, DictType) and t.value == NEVER:  # (not a Counter's, a defaultdict's)
        return any(isinstance(o, DictType) and o != t and replace(o, value=NEVER) == t for o in others)
    return False


def _generalized(types: list[Type]) -> list[Type]:
    """Specializations of one library class (the `Pattern`s of two `re.compile`s, which know their
    groups) join to the nearest class they all specialize: `A if c else B` has its methods."""

    def chain(t: Type) -> list[Type]:  # t, then the classes of its name it specializes, nearest first
        found = [t]
        while isinstance(t, InstanceType) and not t.args:
            wider = next((InstanceType(b) for b in t.cls.bases() if b.name == t.cls.name), None)
            if wider is None:
                break
            found.append(wider)
            t = wider
        return found

    chains = [chain(t) for t in types]
    out: list[Type] = []
    for mine in chains:
        related = [theirs for theirs in chains if theirs is not mine and theirs[-1] == mine[-1]]
        t = next((c for c in mine if all(c in theirs for theirs in related)), mine[0])
        if t is not mine[0] and isinstance(mine[0], InstanceType):
            joined: ClassInfo | None = mine[0].cls  # two regexes' matches: the groups both know
            for theirs in related:
                other = theirs[0]
                joined = joined.join(other.cls) if joined and isinstance(other, InstanceType) else None
            t = InstanceType(joined) if joined is not None else t
        if t not in out:
            out.append(t)
    return out


def optional(t: Type) -> Type:
    return union(t, NONE)


def without_none(t: Type) -> Type:
    if isinstance(t, UnionType):
        rest = [o for o in t.options if o != NONE]
        return union(*rest) if rest else NONE
    return t


def union_of_kinds(*types: Type) -> str | None:
    """The first of `types` that is a union of two or more kinds (`str | list[str]`, `bytes | bytearray`;
    not `float`, a JSON int, nor `X | None`), displayed: mypy accepts an operation every option has,
    which is lowered here only for one kind at a time."""
    for t in types:
        t = widen(t)
        if isinstance(t, (FloatAnnotation, JsonInt)) or not isinstance(t, UnionType):
            continue
        if len({widen(o) for o in t.options if o != NONE}) > 1:
            return t.display()
    return None


def narrow_first(what: str, shown: str) -> str:
    """The message for `what` (`indexing`, `.index()`) of a union of kinds (see `union_of_kinds`)."""
    return f'{what} of "{shown}" is not supported here, only of one of its types: narrow it first (isinstance(x, ...))'


def is_optional(t: Type) -> bool:
    return isinstance(t, UnionType) and NONE in t.options


def widen_literal(t: Type) -> Type:
    """The plain type of a literal only (a StrEnum's member stays one: a list of them prints them)."""
    return t.base if isinstance(t, LiteralType) else t


def widen(t: Type) -> Type:
    """The plain type of a literal (`Literal["a"]` -> `str`), or of a StrEnum's or IntEnum's member
    (a str or int at run time, and in every str or int operation)."""
    if isinstance(t, InstanceType) and t.cls.primitive is not None:
        return t.cls.primitive
    if isinstance(t, OwnTypeVar):
        return widen(t.bound)
    return t.base if isinstance(t, LiteralType) else t


def join(*types: Type) -> Type:
    """The type of a list literal's items: as mypy joins them where the worker's classes meet
    (`[Square(), Circle()]` is a `list[Shape]`: their nearest common base), else their union."""
    types = tuple(t for t in types if t != NEVER) or (NEVER,)  # (an empty literal's items join away)
    options = [widen(t) for t in types]
    tuples = [o for o in options if isinstance(o, TupleType) and o.named is None]
    if len(options) > 1 and len(tuples) == len(options):
        # `[(1.0, "a"), (1, "b")]` is a `list[tuple[float, str]]` to mypy: the tuples joined item by item
        # (`tuple[int | float, str]` here); tuples of several lengths, `tuple[X, ...]` of all items
        lengths = {len(t.items) for t in tuples}
        if len(lengths) == 1:
            return TupleType(tuple(join(*(t.items[i] for t in tuples)) for i in range(lengths.pop())))
        items = [i for t in tuples for i in t.items]
        return ListType(join(*items) if items else ANY, is_tuple=True)
    if len(options) > 1 and all(isinstance(o, InstanceType) and not o.args for o in options):
        classes = [o.cls for o in options if isinstance(o, InstanceType)]
        for candidate in _ancestry(classes[0]):
            if all(candidate in _ancestry(c) for c in classes):
                return InstanceType(candidate)
    return union(*types)


def _ancestry(cls: ClassInfo) -> list[ClassInfo]:
    """A class and its bases, nearest first (breadth first, as single inheritance reads)."""
    found: list[ClassInfo] = []
    pending = [cls]
    while pending:
        current = pending.pop(0)
        if current not in found:
            found.append(current)
            pending.extend(current.bases())
    return found


def is_dynamic(t: Type) -> bool:
    return isinstance(t, (AnyType, TypeVarType))


def not_json(t: Type, nested: bool = False) -> bool:
    """A set, a deque, a bytearray, an instance of the worker's own class (an Enum's member too; not a
    TypedDict) or of a standard library class (a datetime, a UUID): an `Any` (a JSON value) holding one
    would print and serialize as no Python value does (`[object Set]`, `[object Object]`)."""
    t = widen(t)
    t = t.base if isinstance(t, LiteralType) and isinstance(t.base, InstanceType) else t
    if isinstance(t, UnionType):
        return any(not_json(o, nested) for o in t.options)
    if isinstance(
        t, (SetType, DequeType, ByteArrayType, RangeType, BytesType, IteratorType, AsyncIterableType)
    ):
        return True  # (an iterator or bytes too: an Any holding one would be walked as a JSON object)
    if isinstance(t, (FunctionType, CallableType, ClassObjectType)):
        return True  # (a call through an Any is not checked against the function's parameters)
    if isinstance(t, DictType):  # a Map (int, tuple or Enum keys) is no JSON object, nor walked as one
        # (nor a Counter's or a defaultdict's missing keys, nor an OrderedDict's printing)
        return t.is_map or t.kind != "dict" or not_json(t.value, True)
    if isinstance(t, ListType):
        return not_json(t.item, True)
    if isinstance(t, TupleType) and t.named is None:
        return any(not_json(item, True) for item in t.items)
    if not isinstance(t, InstanceType) or t.cls.kind != "class" or t.cls.primitive is not None:
        return False  # a StrEnum's or IntEnum's member is its str or int (it prints so: documented)
    return t.cls.own or (t.cls.runtime_name or "").startswith("$")


def runtime_instance(t: Type) -> bool:
    """An object of a class of the runtime's or the SDK's (a URLSearchParams, Headers, a Sandbox):
    code reading an `Any` as a JSON value would read it as a dict (`params.get(k)`: no such key)."""
    t = widen(t)
    if isinstance(t, UnionType):
        return any(runtime_instance(o) for o in t.options)
    return (
        isinstance(t, InstanceType)
        and t.cls.kind == "class"
        and not t.cls.own
        and t.cls.runtime_name is not None
        and not t.cls.runtime_name.startswith("$")
    )


def holds_json(t: Type) -> bool:
    """`Any` is a JSON value in this dialect, whose whole numbers are ints (JSON has no `1.0` apart from
    `1`); an `object` or a TypeVar may hold any value of the program, a whole float among them."""
    return type(t) in (AnyType, NotBoolAny)


def is_number(t: Type) -> bool:
    t = widen(t)
    return t in (INT, FLOAT, BOOL, NEVER) or (
        isinstance(t, UnionType) and all(is_number(o) for o in t.options)
    )


def is_str(t: Type) -> bool:
    t = widen(t)
    return t in (STR, NEVER) or (isinstance(t, UnionType) and all(is_str(o) for o in t.options))


def is_primitive(t: Type) -> bool:
    """Compared by value in JS as in Python (`===`)."""
    t = widen(t)
    if isinstance(t, UnionType):
        return all(is_primitive(o) for o in t.options)
    return isinstance(t, Prim)


def assignable(src: Type, dst: Type) -> bool:
    """Could a value of `src` be passed where `dst` is expected? Lenient wherever we cannot know."""
    if src == NEVER:
        return True
    if isinstance(src, DictType) and src.is_map and isinstance(dst, AnyType):
        return False  # a Map: JSON and dynamic code read dicts as plain objects
    if (
        isinstance(src, (RangeType, ByteArrayType))
        and isinstance(dst, AnyType)
        and not isinstance(dst, ErrorType)
    ):
        return (
            False  # a `$Range`, a `$ByteArray`: JSON and dynamic code would read it as a dict of its fields
        )
    if holds_json(dst) and not_json(src):
        return False
    if is_dynamic(src) or is_dynamic(dst) or src == dst:
        return True
    if isinstance(src, OwnTypeVar):  # `fn: F` where its bound is expected (F itself: equal, above)
        return assignable(src.bound, dst)
    if isinstance(dst, OwnTypeVar):  # a generic decorator called (`register(plain)`): F is the argument's
        return assignable(src, dst.bound)
    if isinstance(src, InstanceType) and src.cls.primitive is not None and assignable(src.cls.primitive, dst):
        return True  # an IntEnum's (StrEnum's) member is an int (str): `r(Lv.HIGH)` of an `int` parameter
    if isinstance(src, UnionType):  # every option must fit (`None | int` is an `int | None`)
        return all(assignable(option, dst) for option in src.options)
    if isinstance(dst, UnionType):
        return any(assignable(src, option) for option in dst.options)
    if isinstance(src, LiteralType):
        if isinstance(dst, LiteralType):
            return set(src.values) <= set(dst.values)
        return assignable(src.base, dst)
    if isinstance(dst, LiteralType):
        return assignable(src, dst.base)  # a plain str for a Literal: the checker's job, not ours
    if isinstance(dst, Prim) and dst.name == "float":
        return src == INT  # not a bool: it stays a bool in Python
    if isinstance(dst, Prim) and dst.name == "int":
        return False  # a bool stays a bool in Python (prints True, == 1): passed as an int, JS could not tell
    if isinstance(dst, ListType):
        return isinstance(src, (ListType, TupleType))
    if isinstance(dst, SetType):
        return isinstance(src, SetType)
    if isinstance(dst, DequeType):
        return isinstance(src, DequeType)
    if isinstance(dst, DictType):
        if isinstance(src, DictType):  # a JS object and a Map are not one another
            if src.kind != dst.kind:  # a missing key: KeyError, the factory's value or 0 by the type
                return False
            return src.is_map == dst.is_map and (not dst.is_map or map_key(src.key) == map_key(dst.key))
        return not dst.is_map and isinstance(src, InstanceType) and src.cls.kind == "typeddict"
    if isinstance(dst, TupleType):
        return isinstance(src, (TupleType, ListType))
    if isinstance(dst, InstanceType):
        if isinstance(src, InstanceType):
            # Interfaces (Protocols, and classes with no runtime value) match structurally: be lenient.
            structural = dst.cls.kind == "protocol" or dst.cls.runtime_name is None
            # (`Exception`, `BaseException` and every builtin exception are the runtime's `Error`, the
            # root: a worker's own exception class is one, whatever builtin it derives from)
            builtin = dst.cls.is_exception() and not dst.cls.bases() and src.cls.is_exception()
            return src.cls.is_subclass_of(dst.cls) or structural or builtin or src.cls.kind == "protocol"
        if dst.cls.kind == "protocol" and isinstance(src, TupleType) and src.named is not None:
            return True  # a NamedTuple's class meets a Protocol structurally, as mypy checked
        return dst.cls.kind == "typeddict" and isinstance(src, DictType)
    if isinstance(dst, AwaitableType):
        return isinstance(src, AwaitableType)
    if isinstance(dst, AsyncIterableType):  # (an async generator's items, for a Response's body)
        return isinstance(src, AsyncIterableType) and assignable(src.item, dst.item)
    if isinstance(dst, ClassObjectType):  # `type[Box]`: the class or a subclass of it
        # (`type[Exception]`, and of every builtin exception, is the runtime's `Error`: see above)
        builtin = dst.cls.is_exception() and not dst.cls.bases()
        return isinstance(src, ClassObjectType) and (
            src.cls.is_subclass_of(dst.cls) or (builtin and src.cls.is_exception())
        )
    if isinstance(dst, CallableType):  # (an object with __call__ is one for mypy: see CALLABLE_OBJECT)
        if isinstance(src, CallableType) and src.params is None and dst.params is not None:
            return False  # `Callable[..., T]` as one of declared parameters: JS would call it unchecked
        callable_object = isinstance(src, InstanceType) and src.cls.member("__call__") is not None
        return isinstance(src, (CallableType, FunctionType, ClassObjectType)) or callable_object
    return False
