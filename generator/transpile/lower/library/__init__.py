"""THE table of what Python builtins and library calls become in JavaScript (after mypyc's
`primitives/` and Fable's `Replacements.fs`). Each entry is a small rule: it gets the call with its
arguments already lowered and typed, and returns the JS expression, or refuses with a message. One
module per receiver: builtins, str, list and dict methods, stdlib modules; `rules.py` says how a rule
is made, `sorting.py` how Python orders, `exceptions.py` which classes Python's exceptions become.
"""

from __future__ import annotations

from generator.transpile.lower.library.bytearray_methods import BYTEARRAY_METHODS
from generator.transpile.lower.library.bytes_methods import BYTES_METHODS
from generator.transpile.lower.library.deques import DEQUE_METHODS
from generator.transpile.lower.library.dict_methods import DICT_METHODS
from generator.transpile.lower.library.list_methods import LIST_METHODS, TUPLE_METHODS
from generator.transpile.lower.library.number_methods import NUMBER_METHODS
from generator.transpile.lower.library.ranges import RANGE_METHODS
from generator.transpile.lower.library.rules import Rule
from generator.transpile.lower.library.set_methods import SET_METHODS
from generator.transpile.lower.library.str_methods import STR_METHODS
from generator.transpile.resolve.types import (
    ByteArrayType,
    BytesType,
    DequeType,
    DictType,
    InstanceType,
    ListType,
    RangeType,
    SetType,
    TupleType,
    Type,
    is_dynamic,
    is_number,
    is_str,
    widen,
)


def methods_for(t: Type) -> dict[str, Rule] | None:
    """The method table of a receiver type; None when the type has no table (SDK and user objects)."""
    t = widen(t)
    if is_str(t):
        return STR_METHODS
    if is_number(t):
        return NUMBER_METHODS
    if isinstance(t, ListType):
        return LIST_METHODS
    if isinstance(t, TupleType):  # a NamedTuple's too, past its own methods
        return TUPLE_METHODS
    if isinstance(t, SetType):
        return SET_METHODS
    if isinstance(t, BytesType):
        return BYTES_METHODS
    if isinstance(t, ByteArrayType):
        return BYTEARRAY_METHODS
    if isinstance(t, DequeType):
        return DEQUE_METHODS
    if isinstance(t, RangeType):
        return RANGE_METHODS
    if (
        isinstance(t, DictType)
        or (isinstance(t, InstanceType) and t.cls.kind == "typeddict")
        or is_dynamic(t)
    ):
        return DICT_METHODS
    return None
