"""Enum: its meaning is checked against CPython by the `case_enum_*` cases of test_semantics.py and
run in workerd by the corpus's release_stages worker; here, the JS it reads as and what is refused."""

from __future__ import annotations

from .helpers import errors, module


def test_an_enum_is_a_class_of_static_members() -> None:
    js = module(
        """
        from enum import Enum, auto


        class Stage(Enum):
            LINT = auto()
            TEST = auto()


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(str(Stage(2)) + Stage["LINT"].name)
        """
    )
    assert (
        'class Stage extends $Enum {\n  static $pyName = "Stage";\n  static LINT = new this("LINT", 1);' in js
    )
    assert 'return new Response(Stage.$of(2).__str__() + Stage.$named("LINT").name);' in js


def test_what_python_would_read_otherwise_is_refused() -> None:
    found = errors(
        """
        from enum import Enum


        class A(Enum):
            X = 1
            Y = 1
            name = 2
            Z = [1]
            w: int = 3


        def f(a: A) -> bool:
            return a < A.X
        """
    )
    assert found == [
        '7:5: "Y" has the value of "X": aliases are not supported',
        '8:5: an Enum member named "name" is not supported',
        "9:5: an Enum's body holds members (NAME = an int or str literal, a tuple of them and floats, or auto()) and methods",
        "10:5: an Enum's body holds members (NAME = an int or str literal, a tuple of them and floats, or auto()) and methods",
        '14:12: Unsupported operand types for < ("A" and "A")',
    ]


def test_a_named_tuple_is_an_array_of_its_fields() -> None:
    js = module(
        """
        from typing import NamedTuple


        class Point(NamedTuple):
            x: int
            y: int = 0


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            p = Point(1)
            x, y = p
            return Response(str(p) + str(p.y + x + y))
        """
    )
    assert "class Point extends Array {\n  static get [Symbol.species]() {\n    return Array;\n  }" in js
    assert "  constructor(x, y = 0) {\n    super();\n    this.push(x, y);\n  }" in js
    assert "  get x() {\n    return this[0];\n  }" in js


def test_a_named_tuple_takes_its_fields_as_its_constructor() -> None:
    found = errors(
        """
        from typing import NamedTuple


        class Point(NamedTuple):
            x: int

            def __init__(self) -> None:
                pass
        """
    )
    assert found == ["5:1: a NamedTuple takes its fields as its constructor's parameters: no __init__"]


def test_str_and_int_enums_are_their_values() -> None:
    js = module(
        """
        from enum import StrEnum, auto


        class Mode(StrEnum):
            FAST = auto()
            SAFE = "Safe"


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            m = Mode(await request.text())
            return Response(m.upper() + m.name + repr(m))
        """
    )
    assert '  static $names = ["FAST", "SAFE"];\n  static FAST = "fast";\n  static SAFE = "Safe";' in js
    assert "return new Response(m.toUpperCase() + Mode.$nameOf(m) + Mode.$reprOf(m));" in js


def test_what_a_js_value_cannot_carry_is_refused() -> None:
    found = errors(
        """
        from enum import StrEnum, auto


        class Mode(StrEnum):
            FAST = auto()
            SLOW = 2

            def label(self) -> str:
                return self.value


        def f(x: str) -> bool:
            return isinstance(x, Mode)
        """
    )
    assert found == [
        '5:7: "SLOW" of Mode: its members are strs',
        "14:26: isinstance(..., Mode): its members are plain JavaScript values, which JavaScript cannot tell "
        "from an equal str or int",
    ]


def test_enum_members_named_like_what_every_js_object_has_are_refused() -> None:
    """`constructor` made a module that does not load (a class field of that name is a SyntaxError);
    `toString` was defined under its name and read as `toString$` (undefined)."""
    found = errors(
        """
        from enum import Enum, IntEnum


        class Part(Enum):
            widget = 1
            constructor = 3
            toString = 4


        class Code(IntEnum):
            valueOf = 1
        """
    )
    assert found == [
        '7:5: an Enum member named "constructor" is not supported',
        '8:5: an Enum member named "toString" is not supported',
        '12:5: an Enum member named "valueOf" is not supported',
    ]
