"""Refusals a new user's workers met: each says what Python would do and what to write instead."""

import textwrap

from generator.transpile.resolve.types import BOOL_AS_NUMBER

from .helpers import HANDLER, PRELUDE_LINES, errors, module


def test_dataclass_eq_with_a_float_field_is_refused() -> None:
    """Python compares the fields' tuples, items by identity first: a NaN field equals itself."""
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass
        class Step:
            name: str
            duration: float | None


        def same(a: Step, b: Step) -> bool:
            return a == b
        """
    )
    assert found == [
        (
            '12:12: == on "Step": its field "duration" ("float | int | None") is not compared as Python compares it '
            "(Python compares the fields as tuples, whose items are compared by identity first, so a NaN there "
            "equals itself, which JavaScript cannot tell): define __eq__"
        )
    ]


def test_dict_union_of_a_counter_or_defaultdict_is_refused() -> None:
    found = errors(
        """
        from collections import Counter, defaultdict


        def f(dd: defaultdict[str, int], c: Counter[str], d: dict[str, int]) -> None:
            x = dd | d
            c |= c
            d |= [("a", 1)]
        """
    )
    assert found == [
        (
            '6:9: "defaultdict[str, int]" | "dict[str, int]": Python\'s | with a defaultdict gives a defaultdict; '
            "copy one (d.copy()) and update() it"
        ),
        (
            '7:5: "Counter[str]" | "Counter[str]": Python\'s | of a Counter keeps the larger count of each key; '
            "build the dict with a loop"
        ),
        '8:5: "dict[str, int]" |= "list[tuple[str, int]]": use update() for pairs',
    ]


def test_messages_name_the_reason() -> None:
    found = errors(
        """
        import asyncio
        from collections.abc import Sequence
        from dataclasses import astuple, dataclass
        from datetime import datetime


        class P:
            pass


        PORTS: Sequence[int] = range(1024, 65536)


        async def one() -> int:
            return 1


        async def f(d: datetime, p: P, name: str) -> None:
            print(hash("abc"), getattr(p, name, None), f"{d:%c}")
            await asyncio.gather(one(), return_exceptions=name == "x")
        """
    )
    assert found == [
        (
            '4:25: unsupported import "astuple" from "dataclasses": a worker imports asdict, dataclass, field, '
            "replace from it; build the tuple from the fields"
        ),
        (
            '12:24: a range stored as "Sequence[int]" (mypy allows it): the variable would be read as that type, '
            "and a range is its own object here; annotate it range, or store list(...) of it"
        ),
        (
            '20:11: hash() of "str" is not supported: CPython randomizes str hashes per process (PYTHONHASHSEED), '
            "and a float's or tuple's is its own arithmetic; for a stable number of a str use hashlib "
            "(int(hashlib.sha256(s.encode()).hexdigest()[:8], 16))"
        ),
        (
            "20:24: getattr() is not supported: an attribute's JavaScript name may differ from its Python name "
            "(byte_length is byteLength), so a name known only at run time cannot be read; read the attribute, "
            "or keep the values in a dict"
        ),
        (
            '20:50: the format spec ":%c" on "datetime" is its strftime(), with a literal format of '
            "%a %A %b %B %d %e %f %H %I %j %m %M %p %S %u %U %w %W %y %Y %z %Z %D %F %T %R %% here"
        ),
        (
            "21:33: asyncio.gather(return_exceptions=...) takes True or False written here"
        ),
    ]


def test_object_setattr_names_a_dataclass_field() -> None:
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Spec:
            name: str

            def __post_init__(self) -> None:
                object.__setattr__(self, "other", 1)
        """
    )
    assert found == [
        '10:9: object.__setattr__(obj, "field", value) is supported for a dataclass\'s field named by a str literal'
    ]


def test_equality_that_may_meet_a_list_and_a_tuple_is_refused() -> None:
    """A list and a tuple are one kind of JS array: Python never finds them equal, `$eq` would."""
    found = errors(
        """
        from typing import Any


        def f(o: object, p: object, xs: list[int], t: tuple[int, int], a: Any) -> list[bool]:
            return [o == p, o == xs, t == o, a == t, a == xs, a == a, xs == [1, 2]]


        def g(os: list[object], a: Any, pairs: dict[str, tuple[int, int]], d: dict[str, object]) -> list[bool]:
            return [os == os, a == pairs, d == {"k": 1}, os == [1, "a"], a == {"k": [1]}]
        """
    )
    reason = "a list and a tuple are both JavaScript arrays, never equal in Python; narrow with isinstance() first, or compare list(...) of the tuple"
    assert found == [
        f'6:13: == of "object" and "object": {reason}',
        f'6:21: == of "object" and "list[int]": {reason}',
        f'6:30: == of "tuple[int, int]" and "object": {reason}',
        f'6:38: == of "Any" and "tuple[int, int]": {reason}',
        f'10:13: == of "list[object]" and "list[object]": {reason}',
        f'10:23: == of "Any" and "dict[str, tuple[int, int]]": {reason}',
    ]


def test_membership_that_may_meet_a_list_and_a_tuple_is_refused() -> None:
    found = errors(
        """
        def f(xs: list[object], t: tuple[int, int]) -> list[object]:
            return [t in xs, xs.count(t), xs.index([1]), 1 in xs, xs.count("a")]
        """
    )
    reason = "a list and a tuple are both JavaScript arrays, never equal in Python; narrow with isinstance() first, or compare list(...) of the tuple"
    assert found == [
        f'3:13: "in" on a list of "object": {reason}',
        f'3:22: count() on a list of "object": {reason}',
        f'3:35: index() on a list of "object": {reason}',
    ]


def test_key_error_of_a_float_is_refused() -> None:
    """str() of a KeyError is its argument's repr: 2.0 for a float, which JS would show as 2 (a float
    annotation's value may be an int: printed as one, refused)."""
    found = errors(
        """
        def f(x: float, k: int | str | None) -> None:
            if k is None:
                raise KeyError(x)
            raise KeyError(k)
        """
    )
    assert found == [
        '4:24: printing "float": a float (annotated, or narrowed by isinstance(x, (int, float))) may be an int, '
        'which Python prints without ".0" and JavaScript cannot tell from a float; format it (f"{x:.2f}") or print '
        "float(x)"
    ]


def test_a_stores_narrowing_ends_with_a_store_to_its_base() -> None:
    found = errors(
        """
        class Lang:
            name = "py"


        class Session:
            def __init__(self) -> None:
                self.lang: Lang | None = None


        def f(s: Session) -> str:
            s.lang = Lang()
            s = Session()
            return s.lang.name
        """
    )
    assert found == ['14:19: Item "None" of "Lang | None" has no attribute "name"']


def test_a_subclass_of_a_named_tuple_is_refused() -> None:
    """Its instances would be the base's tuples here: the subclass's name, == and methods lost."""
    found = errors(
        """
        from typing import NamedTuple


        class Pair(NamedTuple):
            x: int
            y: str


        class Named(Pair):
            pass
        """
    )
    assert found == [
        "10:13: a subclass of a NamedTuple is not supported (its instances are the base's tuples here): "
        "give the NamedTuple the fields and methods, or use a dataclass"
    ]


def test_several_base_classes_and_dataclass_exceptions_are_refused() -> None:
    """Both ran wrong: a JS class extends one class (the last base won), and a dataclass exception's
    generated constructor set fields before calling Error's (a ReferenceError). A dataclass deriving
    from a builtin exception builds (test_semantics's s33 case); one deriving from another exception
    class of the worker's, or frozen (Python's raise sets its __traceback__), is refused."""
    found = errors(
        """
        from dataclasses import dataclass


        class B:
            pass


        class C:
            pass


        class D(B, C):
            pass


        class Base(Exception):
            pass


        @dataclass
        class Failed(Base):
            code: int


        @dataclass(frozen=True)
        class Frozen(Exception):
            code: int
        """
    )
    assert found == [
        "13:12: a class with more than one base class is not supported: a JavaScript class extends one "
        "(Python would look methods up in each base in turn)",
        "21:1: @dataclass on an exception class is supported for a direct subclass of a builtin exception "
        "(class NotFound(Exception)): write its __init__ (super().__init__(message), then its fields)",
        "26:1: a frozen dataclass exception: Python's raise sets its __traceback__, which raises "
        "FrozenInstanceError; leave it unfrozen",
    ]


def test_a_read_no_store_may_reach_is_refused_where_js_cannot_check_it() -> None:
    """`count += 1` of a module-level name without `global` (Python: UnboundLocalError, as the store
    makes it local), and a possibly unbound read of an Optional (undefined is an SDK's None)."""
    found = errors(
        """
        count = 0


        def bump() -> int:
            count += 1
            return count


        def pick(flag: bool) -> str | None:
            if flag:
                found: str | None = "x"
            return found
        """
    )
    assert found == [
        '6:5: "count" may be unbound here: Python raises UnboundLocalError; the module-level "count" is '
        'not read here, since the function stores it: declare "global count" to change it',
        '13:12: "found" may be unbound here: Python raises UnboundLocalError; assign it on every path before this',
    ]


def test_a_sequence_may_hold_a_list_or_a_tuple() -> None:
    """`Sequence[T]` and `Iterable[T]` accept tuples, which JS holds as arrays as it holds lists:
    printing one, `==` of two and `isinstance(x, list)` are refused (Python tells them apart)."""
    found = errors(
        """
        from collections.abc import Sequence


        def show(xs: Sequence[int], ys: Sequence[int]) -> str:
            if isinstance(xs, list):
                return "list"
            return f"{xs} {xs == ys}"
        """
    )
    assert found == [
        '6:23: isinstance(..., list) of "Sequence[int]": tuples are JavaScript arrays too',
        '8:14: printing "Sequence[int]": it may hold a list or a tuple, which Python prints differently '
        "([1, 2] or (1, 2)) and JavaScript cannot tell apart; print list(...) or tuple(...) of it",
        '8:20: == of "Sequence[int]" and "Sequence[int]": a list and a tuple are both JavaScript arrays, '
        "never equal in Python; narrow with isinstance() first, or compare list(...) of the tuple",
    ]


def test_an_int_stored_among_floats_by_any_route_is_refused() -> None:
    """update(), setdefault(), |= and items that hold ints (a tuple among float tuples) store an int
    where the container's printing would show a float."""
    found = errors(
        """
        def routes() -> None:
            d = {"a": 1.5}
            d.update({"b": 2})
            d.update(c=3)
            d.setdefault("e", 4)
            d |= {"f": 5}
            pts = [(0.5, 1.5)]
            pts.append((1, 2))
        """
    )
    assert [f.split(": ")[0] for f in found] == ["4:5", "5:5", "6:5", "7:5", "9:5"]
    assert all("an int stored among floats stays an int" in f for f in found)


def test_a_name_python_reads_in_nfkc_form_is_refused() -> None:
    """Python normalizes identifiers (NFKC): `ﬁle` and `file` are one variable; JS keeps two."""
    found = errors(
        """
        def f() -> int:
            ﬁle = 1
            return file
        """
    )
    assert found[0] == '3:5: the name "ﬁle" is "file" to Python (NFKC): write it so'


def test_a_nested_class_is_read_where_python_sees_it() -> None:
    """A class body sees the classes it defines once they are made; its methods do not (NameError,
    and mypy's "not defined"): each is refused where it stands, saying what to write."""
    found = errors(
        """
        class Job:
            FIRST = Status.QUEUED

            class Status:
                QUEUED = "queued"

            def state(self) -> str:
                return Status.QUEUED

            def later(self) -> str:
                return (lambda: Status.QUEUED)()
        """
    )
    assert found == [
        '3:13: "Status" is used before its class statement in Job: define the class Status above this',
        '9:16: Name "Status" is not defined: in a method, write Job.Status',
        '12:25: Name "Status" is not defined: in a method, write Job.Status',
    ]


def test_a_class_read_while_its_statement_runs_is_refused() -> None:
    """Python binds `Outer` when its class statement ends: its body, and its nested classes' bodies
    and bases, cannot read it yet (NameError; JavaScript's class would be in its temporal dead zone)."""
    found = errors(
        """
        class Outer:
            LIMIT = 3

            class Inner:
                MAX = Outer.LIMIT

                def f(self, n: int = Outer.LIMIT) -> int:
                    return n

            class Sub(Outer.Inner):
                pass
        """
    )
    message = (
        '"Outer" is read while its class statement runs, before Python binds the name (NameError): write '
        "the value, or read it in a method"
    )
    assert found == [f"6:15: {message}", f"8:30: {message}", f"11:15: {message}"]


def test_an_annotation_the_class_statement_evaluates_reads_what_python_has_bound() -> None:
    """Without `from __future__ import annotations`, CPython evaluates a class body's annotations (a
    field's, a method's signature's) while the class statement runs."""
    source = """
        class Point:
            x: int

            def plus(self, other: Point) -> "Point":
                return other

            later: Unit

            class Unit:
                pass
        """
    found = errors(source)
    assert found == [
        '5:27: "Point" is read while its class statement runs, before Python binds the name (NameError): '
        'quote the annotation, or add "from __future__ import annotations"',
        '8:12: "Unit" is used before its class statement in Point: define the class Unit above this',
    ]
    postponed = "from __future__ import annotations\n" + textwrap.dedent(source)
    assert "class Point {" in module(postponed + HANDLER + "    return Response('')\n")


def test_a_class_where_python_makes_it_another_kind_of_thing_is_refused() -> None:
    found = errors(
        """
        from enum import Enum
        from typing import NamedTuple


        class Color(Enum):
            RED = 1

            class Shade:
                pass


        class Point(NamedTuple):
            x: int

            class Unit:
                pass


        class Shape(Protocol):
            class Side:
                pass


        def make() -> int:
            class Local:
                pass

            return 1
        """
    )
    assert found == [
        (
            "9:11: a class in an Enum's body is not supported (Python 3.11 makes it one of the members): "
            'define "Shade" at module level'
        ),
        (
            "16:11: a class in a NamedTuple's body is not supported (it holds the tuple's fields and "
            'methods): define "Unit" at module level'
        ),
        (
            "21:11: a class in a Protocol's body is not supported (it is a type only, a JSDoc typedef): "
            'define "Side" at module level'
        ),
        (
            "26:11: a class defined in a function is not supported (Python makes a new class at each call): "
            'define "Local" at module level, or in a class body'
        ),
    ]


def test_a_nested_class_hiding_a_module_name_it_reads_is_refused() -> None:
    """`const Outer$Leaf = class Leaf {...}` names the class Leaf inside its own body, where Python
    reads the module's Leaf."""
    found = errors(
        """
        class Leaf:
            pass


        class Tree:
            class Leaf:
                def plain(self) -> Leaf:
                    return Leaf()

            class Twice:
                pass

            class Twice:  # type: ignore[no-redef]
                pass


        class Grove:
            class Leaf:  # its JSDoc would name itself
                def adopt(self, other: Leaf) -> int:
                    return 1
        """
    )
    assert found == [
        (
            '7:11: the module\'s "Leaf" is read inside the class Tree.Leaf, whose JavaScript class of that '
            "name would hide it: rename one"
        ),
        f'14:11: Name "Twice" already defined on line {11 + PRELUDE_LINES}',  # (of the whole file)
        (
            '19:11: the module\'s "Leaf" is read inside the class Grove.Leaf, whose JavaScript class of that '
            "name would hide it: rename one"
        ),
    ]


def test_a_private_name_of_a_nested_class_and_of_its_enclosing_class_is_refused() -> None:
    """Python mangles `o.__secret` in Inner's method as `_Inner__secret` (AttributeError on an Outer,
    which mypy does not see); JavaScript would read Outer's."""
    found = errors(
        """
        class Outer:
            def __init__(self) -> None:
                self.__secret = 1

            class Inner:
                def peek(self, o: "Outer") -> int:
                    return o.__secret
        """
    )
    assert found[0] == (
        '8:22: the private name "__secret" of "Outer.Inner" is also one of its enclosing class "Outer": '
        'Python keeps them apart ("_Inner__secret", "_Outer__secret"), JavaScript would make them one; '
        "rename one"
    )


def test_an_operator_mypy_accepts_says_what_to_do() -> None:
    """Valid Python that is not lowered gets a reason beyond mypy's wording."""
    found = errors(
        """
        from collections import Counter


        def f(a: Counter[str], b: Counter[str], s: set[tuple[str, int]], d: dict[str, int]) -> int:
            both = a + b
            common = s & d.items()
            return len(both) + len(common)
        """
    )
    assert found == [
        '6:12: Unsupported operand types for + ("Counter[str]" and "Counter[str]"): Counter arithmetic is not '
        "supported here; combine the counts with update() or a loop",
        '7:14: Unsupported operand types for & ("set[tuple[str, int]]" and "dict_items[tuple[str, int]]"): '
        "operators on a dict view are not supported here; use set(...) of it",
    ]


def test_await_in_a_generator_expression_is_refused() -> None:
    """A list, set or dict comprehension may await (each item in turn); a generator expression that
    awaits is an async generator, which no builtin takes."""
    found = errors(
        """
        async def size(path: str) -> int:
            return len(path)


        async def sizes(paths: list[str]) -> object:
            listed = [await size(p) for p in paths]
            return listed, (await size(p) for p in paths)
        """
    )
    assert found == [
        '8:21: "await" in a generator expression or lambda is not supported (a generator expression that '
        "awaits is an async generator): build a list (`[await f(x) for x in xs]`) or use a for loop"
    ]


def test_a_private_name_that_python_would_mangle_apart_is_refused() -> None:
    """Inside class C, `self.__x` is `self._C__x`: a class and its subclass keep one each."""
    found = errors(
        """
        class Base:
            __limit = 1

            def __init__(self) -> None:
                self.__n = 1


        class Child(Base):
            def __init__(self) -> None:
                super().__init__()
                self.__n = 2


        def peek(b: Base) -> int:
            return b.__n
        """
    )
    assert found == [
        '12:14: the private name "__n" of "Child" is also one of its base "Base": Python keeps them apart '
        '("_Child__n", "_Base__n"), JavaScript would make them one; rename one',
        '16:14: the private name "__n" outside a class: Python reads it as it is, where inside class C it is '
        '"_C__n"; JavaScript keeps one name for both. Read it in a method of its class',
    ]


def test_a_class_body_reading_its_own_names_is_refused_once() -> None:
    """A method's default reads the class's earlier names, not the module's of that name: refused (a
    plain class's attribute value reads them as its static fields: see test_semantics.py)."""
    found = errors(
        """
        LIMIT = 5


        class Box:
            LIMIT = 7
            DOUBLE = LIMIT * 2

            def grow(self, by: int = LIMIT) -> int:
                return by
        """
    )
    assert found == [
        '9:30: "LIMIT" here is the class attribute Box.LIMIT (a class body reads its own names while it runs), '
        "which is not supported: write the value, or use a module-level constant",
    ]


def test_a_store_that_changes_what_earlier_typed_code_reads_is_refused() -> None:
    """A closure reads its variable when it runs; an attribute or global first given floats is read as
    floats elsewhere: a later store of another kind (an int, Python prints without .0) is refused."""
    found = errors(
        """
        RATE = 1.5


        def set_rate(n: int) -> None:
            global RATE
            RATE = n


        class Box:
            v = 1.5

            def set(self, n: int) -> None:
                self.v = n


        def show(flag: bool) -> str:
            x = 2.5
            f = lambda: str(x)
            x = int(flag)
            return f()
        """
    )
    assert found == [
        '7:5: "RATE" held only floats so far (the module\'s other code reads it so): an int stored here stays '
        "an int, which Python prints without .0 and the reads typed by the floats would print as a float; "
        "store float(x)",
        '14:9: "v" held only floats so far: an int stored here stays an int, which Python prints without .0 '
        "and the reads typed by the floats would print as a float; store float(x)",
        '20:5: "x" is read as floats by a function, lambda or generator expression made before this store, which runs later: '
        "an int stored here stays an int, which Python prints without .0 and the reads typed by the floats "
        "would print as a float; store float(x)",
    ]


def test_a_bool_default_or_class_value_where_an_int_is_declared_is_refused() -> None:
    """mypy lets a bool be an int; Python keeps it a bool (it prints True): JavaScript could not tell."""
    found = errors(
        """
        from dataclasses import dataclass


        def page(n: int = True) -> int:
            return n


        @dataclass
        class Row:
            n: int = False


        class Base:
            n = 1


        class Child(Base):
            n = True
        """
    )
    message = (
        "a bool where an int or float is expected stays a bool in Python (it prints True, and {True, 1} is "
        "one item) and the JavaScript could not tell it apart; pass int(flag), or float(x) where a float is "
        "expected (a bool passes isinstance(x, int): add `and not isinstance(x, bool)` to exclude it)"
    )
    assert found == [f"5:19: {message}", f"11:14: {message}", f"19:9: {message}"]


def test_a_bool_through_a_callable_or_a_tuple_of_ints_is_refused() -> None:
    found = errors(
        """
        from collections.abc import Callable


        def flag() -> bool:
            return True


        def run(g: Callable[[], int]) -> int:
            return g()


        def total(xs: tuple[int, ...]) -> int:
            return sum(xs)


        def main() -> int:
            return run(flag) + total((True, 2))
        """
    )
    assert [f.split(": ")[0] for f in found] == ["18:16", "18:31"]
    assert all("a bool where an int or float is expected stays a bool" in f for f in found)


def test_a_walrus_that_may_not_run_narrows_nothing_past_it() -> None:
    """`one() > 5 and (x := one()) > 0` may leave x as it was: past it, x is what it was declared."""
    found = errors(
        """
        def one() -> int:
            return 1


        def show() -> str:
            x = 2.0
            ok = one() > 5 and (x := one()) > 0
            return str(x) + str(ok)
        """
    )
    assert found == [
        '9:12: printing "float": a float (annotated, or narrowed by isinstance(x, (int, float))) may be an int, which Python prints without ".0" and '
        'JavaScript cannot tell from a float; format it (f"{x:.2f}") or print float(x)'
    ]


def test_a_store_to_a_path_a_closure_read_narrowed_is_refused() -> None:
    found = errors(
        """
        from collections.abc import Callable


        class Holder:
            def __init__(self) -> None:
                self.v: bool | str = True


        def show(o: Holder) -> str:
            f: Callable[[], str] = lambda: "none"
            if isinstance(o.v, bool):
                f = lambda: str(o.v)
            o.v = "x"
            return f()
        """
    )
    assert found == [
        '14:5: "o.v" is read by a function, lambda or generator expression made before this store, which runs '
        'later and reads it as "bool" (a test narrowed it); this store of a "str" would change what that means: '
        "keep one type in it, or pass the value as an argument"
    ]


def test_isinstance_int_of_a_json_value_narrows_to_int_or_bool() -> None:
    """A JSON number is an int when it is whole (JSON has no 1.0 apart from 1), and `True` passes
    isinstance(x, int) as in Python: what it narrows to may be a bool, so returning it as an int is
    checked when it runs (a bool stops the worker: see the kept differences in test_semantics), and
    an `object` (which may hold a whole float) is refused."""
    found = errors(
        """
        from typing import Any


        def limit(data: Any) -> int:
            if isinstance(data, int):
                return data
            return 0


        def strict(data: Any) -> int:
            if isinstance(data, int) and not isinstance(data, bool):
                return data
            return 0


        def anything(data: object) -> bool:
            return isinstance(data, float)
        """
    )
    assert [f.split(": ")[0] for f in found] == ["18:29"]
    assert "JavaScript has one number type" in found[0]
    limit = module(
        """
        from typing import Any


        def limit(data: Any) -> int:
            if isinstance(data, int):
                return data
            return 0


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(str(limit(1)))
        """
    )
    assert "return $notBool(data);" in limit


def test_a_comprehension_walrus_must_fit_what_the_name_was_declared() -> None:
    """PEP 572 stores a comprehension's `:=` in the function's name; the comprehension may store for
    no item, so the name keeps its declared type, which the stored value must fit."""
    found = errors(
        """
        def f(xs: list[float]) -> str:
            total = 0
            sums = [total := total + x for x in xs]
            return f"{sums} {total}"


        ROWS = [y for x in [1, 2] if (y := x) > 1]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["4:13", "8:31"]
    assert 'stores a "float" in "total", declared "int" before it' in found[0]
    assert "in a comprehension outside a function" in found[1]


def test_a_defaultdict_annotated_dict_is_held_as_one_and_not_passed_as_a_plain_dict() -> None:
    """`counts: dict[str, int] = defaultdict(int)` holds the defaultdict (its missing keys read as 0),
    so passing it where a plain dict is read (a missing key raises there) stays refused."""
    found = errors(
        """
        from collections import defaultdict


        def total(d: dict[str, int]) -> int:
            return d["missing"]


        def run() -> int:
            counts: dict[str, int] = defaultdict(int)
            counts["a"] += 1
            return total(counts)
        """
    )
    assert [f.split(": ")[0] for f in found] == ["12:18"]


def test_bitwise_operators_on_two_values_that_may_be_bools_are_refused() -> None:
    """`v & True` of an `int | bool`: Python gives a bool when both are bools and an int otherwise,
    which the static type cannot say (JS's `&` always gives a number)."""
    found = errors(
        """
        def mask(v: int | bool, flag: bool) -> int:
            return (v & flag) + (v | 1)
        """
    )
    assert [f.split(": ")[0] for f in found] == ["3:13"]
    assert "Python gives a bool when both are bools" in found[0]


def test_heapq_of_items_javascript_cannot_order_as_python_is_refused() -> None:
    """heapq compares with Python's `<`: a heap of optional ints or of an unannotated `[]` (mypy asks
    for its type) is refused as sorted() refuses them, and so is a bool pushed among ints (it would
    print as True), as `append` refuses it; `merge` is not ported. (Lists order item by item.)"""
    found = errors(
        """
        import heapq


        def f(rows: list[list[int]], maybe: list[int | None], ints: list[int], flag: bool) -> None:
            heapq.heappush(rows, [1])
            heapq.heapify(maybe)
            heapq.heappush(ints, flag)
            heapq.nsmallest(2, ints, key=lambda x: [x])
            loose = []
            heapq.heappush(loose, 1)
            heapq.merge(ints, ints)
        """
    )
    assert [f.split(": ")[0] for f in found] == ["7:19", "8:26", "11:20", "12:5"]
    assert found[0].endswith(
        'a heap of "int | None" is not supported: heapq compares items with <, which is Python\'s here '
        "for numbers, strs, tuples of them, dates and times, and classes defining __lt__"
    )
    assert "a bool where an int or float is expected" in found[1]
    assert found[2].endswith("annotate the list (heap: list[int] = [])")
    assert "heapq.merge() is not supported" in found[3]


def test_range_values_refuse_what_they_cannot_mean() -> None:
    """A range kept as a value is a `$Range`: what Python refuses (assigning its start, + and <, a float
    index), what JavaScript cannot tell (a missing float's index() message, isinstance) and what would
    read it as another type (a `Sequence[int]` or `object` variable or parameter, a set member, JSON)
    is refused."""
    found = errors(
        """
        import json
        from collections.abc import Sequence


        def total(xs: Sequence[int]) -> int:
            return sum(xs)


        def f(r: range, x: float, y: object) -> None:
            r.start = 1
            print(r + r, r < r, r[1.0], r[::x], r.index(x), r.foo, r.index)
            print({r}, json.dumps(r), isinstance(y, range), total(r), f"{r:>9}", [1] in r)
            kept: Sequence[int] = range(3)


        def log(value: object) -> None:
            log(range(3))
        """
    )
    assert found == [
        '11:5: "start" of a range cannot be assigned: Python raises AttributeError (make a new range)',
        '12:11: Unsupported operand types for + ("range" and "range")',
        '12:18: Unsupported operand types for < ("range" and "range")',
        '12:27: index of type "float": expected int',
        '12:37: slice index of type "float": expected int or None',
        '12:41: range.index() of "float": pass an int',
        '12:55: "foo" of a range is not supported (start, stop, step, index() and count() are)',
        '12:62: "index" of a range is used as a value: call it (start, stop, step, index() and count() are)',
        '13:11: this set: members of type "range" compare by identity in a JavaScript Set',
        "13:16: json.dumps() of a range: Python raises TypeError (not JSON serializable); dump list(...) of it",
        "13:45: isinstance(..., range) is not supported: annotate the value as a range",
        (
            '13:59: Argument 1 to "total": "range" where "Sequence[int]" is declared: a Sequence '
            "parameter takes a list or a tuple here (the function may walk it twice); pass list(...) of it"
        ),
        '13:65: the format spec ":>9" on "range": format an int, float or str',
        '13:74: "in range" of "list[int]": test an int (Python compares it by ==)',
        (
            '14:27: a range stored as "Sequence[int]" (mypy allows it): the variable would be read as that type, '
            "and a range is its own object here; annotate it range, or store list(...) of it"
        ),
        (
            '18:9: Argument 1 to "log": "range" where "object" is declared: a range is its own '
            "object here; annotate the parameter range, or pass list(...) of it"
        ),
    ]


def test_statistics_of_what_javascript_cannot_follow_is_refused() -> None:
    """CPython's result type follows the data's (the mean of ints is an int when whole): JSON values
    (whose whole floats are ints here), bools and Enum members are refused, and so is mode() of a set
    (its first most common value follows Python's hash order); the mean of ints is `int | float`, so
    printing it is refused as a `float` annotation's is."""
    found = errors(
        """
        import statistics
        from enum import IntEnum


        class Level(IntEnum):
            LOW = 1


        def f(data: Any, flags: list[bool], levels: list[Level], seen: set[int], xs: list[int], c: float | None) -> None:
            statistics.mean(data)
            statistics.median(flags)
            statistics.mean(levels)
            statistics.mode(seen)
            statistics.variance(xs, c)
            statistics.quantiles(xs, n=2.5)
            print(statistics.mean(xs))
            statistics.geometric_mean(xs)
        """
    )
    assert " ".join(f.split(": ")[0] for f in found) == "11:5 12:5 13:5 14:5 15:5 16:5 17:5 18:16"
    assert "a JSON value's whole floats are ints in JavaScript" in found[0]
    assert "a bool stays a bool in Python (median([True]) is True): pass int(flag)" in found[1]
    assert "a member of the Enum" in found[2]
    assert "a set's order is Python's hash order" in found[3]
    assert 'xbar takes an int or a float, not "float | int | None"' in found[4]
    assert "n takes an int" in found[5]
    assert (
        'printing "float": a float (annotated, or narrowed by isinstance(x, (int, float))) may be an int'
        in found[6]
    )
    assert '"statistics.geometric_mean" is not supported' in found[7]


def test_string_template_refuses_what_it_cannot_print_or_look_up() -> None:
    """Each value is printed by str() when its placeholder is met: what printing refuses elsewhere is
    refused here; a Counter or defaultdict reads a missing name as its missing key; a subclass (another
    delimiter) is refused as any subclass of a stdlib class is."""
    found = errors(
        """
        from collections import Counter
        from string import Template


        class Percent(Template):
            delimiter = "%"


        def f(t: Template, x: float, c: Counter[str], d: dict[str, str], n: int) -> None:
            t.substitute(a=x)
            t.safe_substitute(c)
            t.substitute(**d)
            Template(n)
            print(t)
        """
    )
    assert [f.split(": ")[0] for f in found] == ["6:15", "11:20", "12:5", "13:18", "14:5", "15:5"]
    assert 'a class deriving from the standard library\'s "Template" is not supported' in found[0]
    assert (
        'printing "float": a float (annotated, or narrowed by isinstance(x, (int, float))) may be an int'
        in found[1]
    )
    assert "Python reads a missing name as its missing key" in found[2]
    assert "**-arguments are not supported here" in found[3]
    assert 'Template() takes a str, not "int"' in found[4]
    assert 'printing "Template" is not supported' in found[5]


def test_a_set_or_own_instance_is_no_json_value() -> None:
    """An `Any` parameter is a JSON value: a set or an instance of the worker's class passed to one
    would print and serialize as no Python value does; json.dumps of a dataclass raises in Python."""
    found = errors(
        """
        import json
        from dataclasses import dataclass
        from typing import Any


        @dataclass
        class User:
            name: str


        def log(data: Any) -> None:
            print(data)


        def run() -> str:
            log({1, 2})
            log(User("a"))
            log((1, "a"))
            return json.dumps(User("b"))
        """
    )
    assert [f.split(": ")[0] for f in found] == ["17:9", "18:9", "20:12"]
    assert "pass str(...), sorted(...), dict(...) with str keys or dataclasses.asdict(...) of it" in found[0]
    assert "dump dataclasses.asdict(...) of it" in found[2]


def test_a_lambda_parameter_nothing_types_is_named_once() -> None:
    """Lambdas in an unannotated dict: mypy types their parameters Any; the message names the
    parameter and the fix, once per lambda."""
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass
        class Entry:
            name: str
            size: int


        def order(entries: list[Entry], by: str) -> list[Entry]:
            keys = {"name": lambda e: e.name.lower(), "size": lambda e: (e.size, e.name)}
            return sorted(entries, key=keys[by])
        """
    )
    assert [f.split(": ")[0] for f in found] == ["12:33", "12:68"]
    assert 'the lambda parameter "e", which nothing types here' in found[0]


def test_an_alias_in_isinstance_is_refused_at_each_call() -> None:
    """`isinstance(x, OptInt)` with `OptInt = int | None` of an `object`: refused where it is called,
    once per call (not at the alias's definition)."""
    found = errors(
        """
        OptInt = int | None


        def f(xs: list[object], v: object) -> list[bool]:
            return [isinstance(x, OptInt) for x in xs] + [isinstance(v, OptInt)]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["6:27", "6:65"]


def test_defaultdicts_inside_what_a_plain_dict_is_read_through_are_refused() -> None:
    """A defaultdict among the items of a list, a mapping's values or a callable's result, where the
    reader is typed with plain dicts: a missing key would raise KeyError there (Python: the default)."""
    found = errors(
        """
        from collections import defaultdict
        from collections.abc import Callable, Mapping, Sequence


        def first(rows: Sequence[dict[str, int]]) -> int:
            return rows[0]["q"]


        def make(f: Callable[[], dict[str, int]]) -> int:
            return f()["q"]


        def run() -> int:
            counts: list[defaultdict[str, int]] = [defaultdict(int)]
            return first(counts) + make(lambda: defaultdict(int))
        """
    )
    assert [f.split(": ")[0] for f in found] == ["16:18", "16:33"]
    assert all("a defaultdict or Counter stored where a plain dict is declared" in f for f in found)


def test_nested_format_fields_python_would_read_otherwise_are_refused() -> None:
    """CPython writes a nested field's value into the spec's text: a bool is `True`, a ValueError; a
    negative width after a flag raises one naming the value's type, which a float annotation leaves open."""
    found = errors(
        """
        def f(b: bool, w: int, x: float) -> str:
            return f"{7:{b}}" + f"{x:0{w}.2f}" + f"{x:{w}.2f}" + f"{float(x):0{w}.2f}"
        """
    )
    assert [f.split(": ")[0] for f in found] == ["3:17", "3:27"]
    assert "a nested field that may be a bool" in found[0]
    assert 'a nested width after a flag on "float"' in found[1]


def test_powers_logs_and_exps_of_floats_are_refused() -> None:
    """CPython's are the C library's pow(), log() and exp(), which round their own way (pow(x, 2.0) is
    not always x * x); JavaScript's differ in the last bit for some inputs. Literals are folded."""
    found = errors(
        """
        import math


        def f(x: float, n: int) -> list[float]:
            return [x ** 2, 2.0 ** n, pow(x, 0.5), math.log(x), math.log(x, 2), math.exp(x), 10.0 ** -2]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["6:13", "6:21", "6:31", "6:44", "6:57", "6:73"]
    assert all("a power of floats is not supported" in f for f in found[:3])
    assert "write x * x for a square" in found[0]
    assert all("in the last bit for some inputs" in f for f in found[3:])


def test_datetime_class_constants_not_supported_say_so() -> None:
    """`datetime.min` is naive (refused as every naive datetime is); a function used as a value is named."""
    found = errors(
        """
        from datetime import datetime, timedelta


        def f() -> list[object]:
            return [datetime.min, timedelta.max, datetime.now]
        """
    )
    assert found == [
        '6:22: "datetime.datetime.min" is not supported as a value (see the README for what the module offers)',
        '6:51: the function "datetime.datetime.now" as a value is supported where what it is given to says '
        "how many arguments it takes (key=, a Callable[...] annotation); elsewhere call it, or call it in a lambda",
    ]


def test_sorted_of_a_set_by_a_key_is_refused() -> None:
    """Ties keep the set's iteration order: Python's is hash order (ints by value), JavaScript's is
    insertion order, so `sorted({8080, 3000, 5173}, key=...)` would differ."""
    found = errors(
        """
        def f(ports: set[int]) -> list[int]:
            return sorted(ports, key=lambda p: p % 2)
        """
    )
    assert len(found) == 1 and found[0].startswith("3:12: sorted() of a set with key=")
    assert "sorted(sorted(s), key=...)" in found[0]


def test_what_a_bytearray_cannot_mean_here_is_refused() -> None:
    """A bytearray (a `$ByteArray`) is unhashable, no JSON value, and its bytes are read where it is
    evaluated: each use Python would give another meaning is refused where it is written."""
    found = errors(
        """
        import json
        from typing import Any


        def take(x: Any) -> None:
            pass


        def f(ba: bytearray, s: str, rows: list[Any]) -> None:
            a = {ba: 1}
            b = {ba}
            c = json.dumps(ba)
            take(ba)
            d: Any = ba
            rows.append(ba)
            e = bytearray(s)
            ba += [1]
            ba[1:2] = s
            g = ba.append
            h = ba.upper()
            i = ba.find(bytes([ba.pop()]))
        """
    )
    assert [f.split(": ")[0] for f in found] == [
        "11:9",
        "12:9",
        "13:9",
        "14:10",
        "15:14",
        "16:5",
        "17:9",
        "18:5",
        "19:5",
        "20:12",
        "21:12",
        "22:9",
    ]
    assert "a bytearray is unhashable: Python raises TypeError" in found[0]
    assert "a bytearray is unhashable: Python raises TypeError" in found[1]
    assert "json.dumps() of a bytearray: Python raises TypeError" in found[2]
    assert "a bytearray is its own object here, not a JSON value" in found[3]
    assert all("a bytearray stored where an Any (a JSON value) is declared" in f for f in found[4:6])
    assert 'bytearray(s, "utf-8")' in found[6]
    assert "use extend()" in found[7]
    assert "slice assignment of a str: Python raises TypeError; pass s.encode()" in found[8]
    assert '"append" of a bytearray is used as a value: call it' in found[9]
    assert 'no supported method "upper"' in found[10]
    assert "a bytearray's bytes are read here before a later operand or argument" in found[11]


def test_a_bytearray_never_reaches_what_reads_json() -> None:
    """What reads an `Any` (or an `object`) would take a `$ByteArray` for a dict: a bytearray stored in
    a global, a captured local or an attribute declared Any, passed as an `object`, or held by a
    dataclass given to asdict() (whose result is Any) is refused where it is stored."""
    found = errors(
        """
        from dataclasses import asdict, dataclass
        from typing import Any

        STATE: Any = None
        STATE = bytearray()


        @dataclass
        class Packet:
            data: bytearray


        class Box:
            def __init__(self) -> None:
                self.v: Any = None

            def put(self, ba: bytearray) -> None:
                self.v = ba


        def show(o: object) -> str:
            return "x"


        def f(ba: bytearray) -> dict[str, Any]:
            x: Any = 1

            def read() -> Any:
                return x

            x = ba
            show(ba)
            return asdict(Packet(ba))
        """
    )
    assert [f.split(": ")[0] for f in found] == ["6:1", "19:9", "32:5", "33:10", "34:12"]
    assert all("a bytearray stored where an Any (a JSON value) is declared" in f for f in found[:3])
    assert 'where "object" is declared: a bytearray is its own object here' in found[3]
    assert 'asdict() of "Packet", which holds a bytearray' in found[4]


def test_what_is_no_array_stored_where_one_is_read_is_refused() -> None:
    """Code typed by a list, tuple, Sequence or Iterable reads an array: a str (indexes and len count
    UTF-16 units there), a set (its order), a dict, a deque or an iterator stored there by any route,
    not only as an argument, is refused where it is stored."""
    found = errors(
        """
        from collections import deque
        from collections.abc import Callable, Iterable, Sequence


        class Holder:
            def __init__(self) -> None:
                self.xs: Iterable[int] = []

            def fill(self) -> None:
                self.xs = {30, 1, 20}


        def lens(rows: Sequence[Sequence[str]]) -> int:
            return len(rows)


        def count(*groups: Sequence[str]) -> int:
            return len(groups)


        def f(names: list[str]) -> int:
            s: Sequence[str] = "ab"
            it: Iterable[str] = {"b": 1}
            q: Callable[[], Sequence[int]] = lambda: deque([1])
            return lens(names) + count("ab", ["x"]) + len(s) + len(list(it)) + len(q())
        """
    )
    assert [f.split(": ")[0] for f in found] == ["11:9", "23:24", "24:25", "25:38", "26:17", "26:32"]
    assert all("stored where a list, tuple, Sequence or Iterable is declared" in f for f in found[:5])
    assert "a Sequence parameter takes a list or a tuple here" in found[5]


def test_what_no_json_value_is_stored_where_any_is_declared_is_refused() -> None:
    """An Any is a JSON value: a set, an Enum's member, a datetime or an own object stored in one by any
    route (a literal, append, asdict of a dataclass holding one) would print as `[object Object]`."""
    found = errors(
        """
        from dataclasses import asdict, dataclass
        from datetime import datetime
        from enum import Enum, StrEnum
        from typing import Any


        class Color(Enum):
            RED = 1


        class Mode(StrEnum):
            FAST = "fast"


        @dataclass
        class Stamp:
            at: datetime
            mode: Mode = Mode.FAST


        def f(stamp: Stamp) -> list[Any]:
            d: dict[str, Any] = {"c": Color.RED}
            xs: list[Any] = [Mode.FAST]
            xs.append({3})
            return [d, asdict(stamp)]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["23:25", "24:22", "25:5", "26:16"]
    assert all("stored where an Any (a JSON value) is declared" in f for f in (found[0], found[2]))
    assert "an IntEnum's or StrEnum's member where an int or str (or another type) is declared" in found[1]
    assert 'asdict() of "Stamp", which holds a datetime' in found[3]


def test_set_comparisons_of_bools_and_ints_are_refused() -> None:
    """True == 1 in Python's sets, not in a JS Set: ==, the subset relations and issuperset are
    refused for a set of bools beside a set of ints, as | and & are."""
    found = errors(
        """
        def f(a: set[int], b: set[bool]) -> list[bool]:
            return [a == b, a >= b, b < a, a.issuperset(b)]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["3:13", "3:21", "3:29", "3:36"]
    assert all("True == 1 in Python, not in a JavaScript Set" in f for f in found)


def test_containers_holding_what_no_json_value_is_are_refused_as_any() -> None:
    """A list of Enum members or a tuple holding a timedelta, stored as Any, prints as [object Object]."""
    found = errors(
        """
        from datetime import timedelta
        from enum import Enum
        from typing import Any


        class Color(Enum):
            RED = 1


        def f() -> list[Any]:
            a: Any = [Color.RED]
            b: list[Any] = []
            b.append((timedelta(seconds=5), 1))
            c: Any = [{1: "x"}]
            return [a, b, c]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["12:14", "14:5", "15:14"]
    assert all("or a container holding one" in f for f in found)


def test_a_bool_stored_in_a_typeddict_int_field_is_refused() -> None:
    """Python keeps the bool (it prints True); the field's type says int, which JS cannot tell apart."""
    found = errors(
        """
        from typing import TypedDict


        class TD(TypedDict):
            v: int


        def f(flag: bool) -> TD:
            t: TD = {"v": flag}
            t["v"] = True
            return t
        """
    )
    assert [f.split(": ")[0] for f in found] == ["10:19", "11:5"]
    assert all("a bool where an int or float is expected stays a bool in Python" in f for f in found)


def test_a_counter_reaching_a_plain_dict_through_a_conditional_or_a_typeddict_is_refused() -> None:
    """A missing key of a Counter read as a plain dict raises KeyError (Python: 0): refused on every
    branch of a conditional, an `or`, and in a TypedDict's dict field."""
    found = errors(
        """
        from collections import Counter
        from typing import TypedDict


        class TD(TypedDict):
            m: dict[str, int]


        def f(flag: bool, words: list[str]) -> list[dict[str, int]]:
            a: dict[str, int] = Counter(words) if flag else {}
            b: dict[str, int] = {} or Counter(words)
            t: TD = {"m": Counter(words)}
            return [a, b, t["m"]]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["11:25", "12:25", "13:19"]
    assert all("a defaultdict or Counter stored where a plain dict is declared" in f for f in found)


def test_a_bool_start_of_sum_is_refused() -> None:
    """sum([], True) is True in Python (the start as it is), which JS prints as 1: refused."""
    found = errors(
        """
        def f(xs: list[int]) -> int:
            return sum(xs, True) + sum(xs, start=False)
        """
    )
    assert [f.split(": ")[0] for f in found] == ["3:12", "3:28"]
    assert all("sum()'s start is a bool" in f for f in found)


def test_captures_of_a_sequence_pattern_on_an_object_are_objects() -> None:
    """`case [a, b]` of an `object`: the captures are `object`s (mypy's), printed as one is (refused),
    not as JSON values (a tuple printed as a list, 1.0 as 1)."""
    found = errors(
        """
        def show(o: object) -> str:
            match o:
                case [a, b]:
                    return f"{a}|{b}"
                case [*rest]:
                    return f"{rest}"
            return ""
        """
    )
    assert [f.split(": ")[0] for f in found] == ["5:22", "5:26", "7:22"]
    assert all('printing "object"' in f for f in found)


def test_misread_stores_are_refused_on_every_route() -> None:
    """A value that code typed by its declaration would misread (an Enum member or a set as Any, a str
    or range as a Sequence) is refused where it meets the declaration by a default, a class attribute,
    a default_factory, a yield or a *-argument, as in an assignment."""
    found = errors(
        """
        from dataclasses import asdict, dataclass, field
        from enum import Enum
        from typing import Any, Iterator, Sequence


        class Color(Enum):
            RED = 1


        def f(x: Any = Color.RED) -> Any:
            return x


        @dataclass
        class D:
            v: Any = Color.RED
            w: Any = field(default_factory=lambda: {1, 2})


        class K:
            xs: Sequence[str] = "ab"


        def g() -> Iterator[Any]:
            yield Color.RED


        def h(*xs: Sequence[int]) -> int:
            return len(xs)


        @dataclass
        class Base:
            x: int


        @dataclass
        class Sub(Base):
            c: Color


        def use(b: Base) -> list[object]:
            return [h(*[range(3)]), h(*{1, 2}), asdict(b)]
        """
    )
    assert [f.split(": ")[0] for f in found] == [
        "11:16",
        "17:14",
        "18:44",
        "22:25",
        "26:5",
        "44:17",
        "44:31",
        "44:41",
    ]
    assert "stored where an Any (a JSON value) is declared" in found[0]
    assert "stored where a list, tuple, Sequence or Iterable is declared" in found[3]
    assert 'Argument 1 to "h": "range" where "Sequence[int]" is declared' in found[5]
    assert "pass a list (sorted(...), list(...))" in found[6]
    assert 'asdict() of "Base", which holds a Color' in found[7]


def test_a_namedtuples_own_operators_are_refused() -> None:
    """A NamedTuple is a tuple in the output, compared and tested as one: its own `__lt__`, `__eq__`,
    `__bool__`... would be passed over (`Version(1, "rc") < Version(1)` compared as tuples), and
    @total_ordering would replace the tuple's comparisons, which Python keeps."""
    found = errors(
        """
        from functools import total_ordering
        from typing import NamedTuple


        @total_ordering
        class Version(NamedTuple):
            major: int
            pre: str = ""

            def __lt__(self, other: object) -> bool:
                return isinstance(other, Version) and bool(self.pre)

            def __repr__(self) -> str:
                return f"v{self.major}"

            def __bool__(self) -> bool:
                return self.major > 0
        """
    )
    assert [f.split(": ")[0] for f in found] == ["6:1", "11:9", "17:9"]
    assert "@total_ordering on the NamedTuple" in found[0]
    assert '"__lt__" of the NamedTuple "Version"' in found[1]
    assert '"__bool__" of the NamedTuple "Version"' in found[2]


def test_a_type_variable_outside_a_function_or_decorator_is_refused_where_it_is_used() -> None:
    """The worker's own TypeVar outside a function's signature and the decorator shapes
    (generic_decorators.py): refused at each use, quoted ones at their string (they crashed the build
    once: their nodes have no place in the source); a TypeVar of constraints at its definition."""
    found = errors(
        """
        import typing
        from typing import Generic, TypeVar

        T = TypeVar("T")
        K = typing.TypeVar("K")


        def first(xs: list[T]) -> "T":
            return xs[0]


        def keys(d: "dict[K, int]") -> "list[K]":
            return list(d)


        class Box(Generic[T]):
            def get(self, v: "T") -> T:
                return v


        S = TypeVar("S", int, str)
        """
    )
    assert [f.split(": ")[0] for f in found] == ["17:19", "18:22", "18:30", "22:1"]
    assert all("the worker's own generics are supported in functions" in f for f in found[:3])


def test_a_generic_decorator_gives_back_what_its_type_says() -> None:
    """A `-> F` decorator returns the function it takes (mypy would take a cast or an ignore for
    another); a `Callable[..., T]` bound is held, never called; a wrapper's `*args: P.args` are passed
    on whole, as they came, or the call site's placing of keywords would show."""
    found = errors(
        """
        from collections.abc import Callable
        from typing import Any, ParamSpec, TypeVar

        F = TypeVar("F", bound=Callable[[int], int])
        G = TypeVar("G", bound=Callable[..., Any])
        P = ParamSpec("P")
        R = TypeVar("R")


        def other(x: int) -> int:
            return x


        def swapped(fn: F) -> F:
            return other  # type: ignore[return-value]


        def probing(fn: G) -> G:
            fn(1)
            return fn


        def shown(fn: Callable[P, R]) -> Callable[P, R]:
            def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
                print(args)
                return fn(*args, **kwargs)

            return wrapper


        def trimmed(fn: Callable[P, R]) -> Callable[P, R]:
            def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
                return fn(*args[1:], **kwargs)  # type: ignore[arg-type]

            return wrapper


        def documented(fn: Callable[[int], int]) -> str | None:
            return fn.__doc__
        """
    )
    assert found == [
        "16:5: a decorator typed -> F gives back the function it takes: return fn",
        '20:5: calling a "Callable[..., Any]": JavaScript does not check a call\'s arguments as Python does '
        "(TypeError); declare the parameters (Callable[[str, int], T])",
        '26:9: printing "P.args" is not supported: Python prints it differently',
        '34:16: "Callable[P, R]" is called here with arguments of its own: it is called only from its wrapper, '
        "with the wrapper's *args: P.args, **kwargs: P.kwargs passed on whole (fn(*args, **kwargs)); a generic "
        "decorator gives a def's own parameters where it decorates a def or is called with a def's name",
        "40:15: __doc__ of a function is not supported (its __name__ is)",
    ]


def test_an_error_inside_a_quoted_annotation_is_placed_at_the_string() -> None:
    found = errors(
        """
        class Node:
            def __init__(self) -> None:
                self.kids: "list[Nde]" = []
        """
    )
    assert found == ['4:20: Name "Nde" is not defined']


def test_a_double_starred_argument_of_an_own_function_builds() -> None:
    """`f(1, **kw)` of the worker's own function: the dict's keys are checked when it runs (see the
    semantics case `case_s21_keyword_spread`), so no "Missing named argument" is reported."""
    source = textwrap.dedent(
        """
        def f(a: int, *, b: int = 2, e: int) -> str:
            return f"{a}{b}{e}"


        def g(kw: dict[str, int]) -> str:
            return f(1, **kw)
        """
    )
    assert "$kwargs(kw, " in module(source + HANDLER + "    return Response('')\n")


def test_a_typeddict_or_protocol_in_a_class_body_is_refused_once() -> None:
    found = errors(
        """
        from typing import Protocol, TypedDict


        class Outer:
            class TD(TypedDict):
                k: int

            class Greeter(Protocol):
                def greet(self) -> str: ...


        def f() -> str:
            t: Outer.TD = {"k": 1}
            return str(t)
        """
    )
    assert found == [
        '6:11: a TypedDict in a class body ("TD") is not supported: define it at module level',
        '9:11: a Protocol in a class body ("Greeter") is not supported: define it at module level',
    ]


def test_set_tests_and_int_keyed_dicts_of_an_object_say_why() -> None:
    """isinstance(o, set) of an `object` (a set and a frozenset are one JS Set), and a dict of int keys
    stored as `object` (a Map), are refused with their reasons, not mypy's words, and no cascade."""
    found = errors(
        """
        def f(o: object) -> list[bool]:
            return [isinstance(o, set), isinstance(o, frozenset)]


        def g() -> bool:
            o: object = {1: "a"}
            return o is None
        """
    )
    assert [f.split(": ")[0] for f in found] == ["3:27", "3:47", "7:17"]
    assert "a set and a frozenset are both a JavaScript Set here" in found[0]
    assert 'a dict of int keys stored as "object" (mypy allows it)' in found[2]


def test_a_namedtuple_where_a_plain_tuple_is_declared_and_float_property_overrides() -> None:
    """A NamedTuple stored or passed as a plain tuple type printed as `(1, 2)` (Python: `Pt(x=1, y=2)`);
    a float property overridden by one that may give an int is read as `float` (refused to print, as a
    method's override is), not as the base's known float (it printed 2.0)."""
    found = errors(
        """
        from typing import NamedTuple


        class Pt(NamedTuple):
            x: int
            y: int


        def show(t: tuple[int, int]) -> str:
            return str(t)


        class Base:
            @property
            def rate(self) -> float:
                return 1.5


        class Sub(Base):
            @property
            def rate(self) -> float:
                return 2


        def f(b: Base) -> list[str]:
            t: tuple[int, int] = Pt(1, 2)
            return [show(Pt(5, 6)), f"{b.rate}"]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["27:26", "28:18", "28:31"]
    assert "a NamedTuple stored where a plain tuple" in found[0] and "a NamedTuple stored" in found[1]
    assert 'printing "float"' in found[2]


def test_a_big_enum_value_and_an_unsupported_arity_say_what_is_refused() -> None:
    """Python's `indent` takes a predicate: "it takes 2" would be untrue; a member past 2**53 is
    refused for its value, not for the shape of the body."""
    found = errors(
        """
        import textwrap
        from enum import Enum


        class T(Enum):
            A = 9007199254740993
            B = 2


        def f() -> str:
            return textwrap.indent("a\\nb\\n", "#", lambda line: "b" in line) + T.B.name
        """
    )
    assert found == [
        "7:5: this Enum member's value is beyond 2**53: a JavaScript number cannot hold it exactly (see README)",
        "12:12: indent() with 3 positional arguments is not supported here, only with 2",
    ]


def test_an_operation_on_a_union_of_kinds_says_to_narrow_it() -> None:
    """mypy accepts what every option has; it is lowered for one kind at a time, and the message says
    so (not a type error in mypy's words, which the program does not have)."""
    found = errors(
        """
        def f(x: str | list[str], b: bytes | bytearray) -> object:
            return [x[1], x.index("a"), "a" in x, b.decode(), b + b"!", b == b]
        """
    )
    assert found == [
        f'3:13: indexing of "str | list[str]" {NARROWED}',
        f'3:21: .index() of "str | list[str]" {NARROWED}',
        f'3:33: "in" of "str | list[str]" {NARROWED}',
        f'3:45: .decode() of "bytes | bytearray" {NARROWED}',
        f'3:55: + of "bytes | bytearray" {NARROWED}',
        f'3:65: == of "bytes | bytearray" {NARROWED}',
    ]


NARROWED = "is not supported here, only of one of its types: narrow it first (isinstance(x, ...))"


def test_auto_after_a_str_member_is_refused_for_what_it_is() -> None:
    """CPython 3.11's auto() sorts the values so far and adds one to the largest: after a str, it
    falls back in ways that depend on how far the sort went."""
    found = errors(
        """
        from enum import Enum, auto


        class E(Enum):
            A = "a"
            B = auto()
        """
    )
    assert found == [
        "7:5: auto() after a member whose value is a str is not supported: give this member its value"
    ]


def test_a_module_whose_names_are_imported_says_how() -> None:
    """`import dataclasses` is refused with the spelling that works, not a list naming that module."""
    found = errors(
        """
        import dataclasses
        import enum
        """
    )
    assert found == [
        f'{line}:8: unsupported import "{m}": import its names: "from {m} import ..." (a worker uses them unqualified)'
        for line, m in ((2, "dataclasses"), (3, "enum"))
    ]


def test_a_re_flag_is_a_flag_only_where_a_re_function_reads_it() -> None:
    """Python's re.I is a RegexFlag: it prints `re.IGNORECASE`, also once stored as an int or or'ed with
    one; here it is read from the source as a re function's flags, and refused elsewhere."""
    found = errors(
        """
        import re

        P = re.compile(r"a", re.I | re.M)


        def f(text: str) -> str:
            flags: int = re.I
            return str([P.match(text), re.sub("a", "b", text, flags=re.I), flags, re.S])
        """
    )
    assert found == [
        f"8:21: re.I is supported as the flags of a re function only: elsewhere it is a RegexFlag, {SHOWN.format('IGNORECASE')}",
        f"9:78: re.S is supported as the flags of a re function only: elsewhere it is a RegexFlag, {SHOWN.format('DOTALL')}",
    ]


SHOWN = "which Python prints by its name (re.{}), and so is what | or & make of it"


def test_update_of_a_set_is_refused() -> None:
    """Python takes a set's items in hash order, which decides the dict's (and the Counter's) order."""
    found = errors(
        """
        from collections import Counter


        def f(d: dict[str, int], c: Counter[str], pairs: set[tuple[str, int]], words: set[str]) -> None:
            d.update(pairs)
            c.update(words)
        """
    )
    refused = (
        "update() of a set: the items are taken in Python's hash order, which JavaScript's set does not keep; "
        "pass sorted(...) of it"
    )
    assert found == [f"6:5: {refused}", f"7:5: {refused}"]


def test_percent_format_of_a_tuple_of_any_length_is_refused() -> None:
    """`"%s/%s" % tuple(xs)`: Python takes each item as a value, however many there are; `"%s" % t`
    raised TypeError for two items in Python, and printed the tuple whole here."""
    found = errors(
        """
        def f(xs: list[int], t: tuple[int, ...]) -> list[str]:
            return ["%s/%s/%s" % tuple(xs), "%s" % t, "%s" % (t,)]
        """
    )
    refused = (
        "a tuple of any length: its items are read by position here, so the number of them must be known; "
        "write a tuple of them ((a, b, c)), or use an f-string"
    )
    assert found == [
        f'3:13: %-formatting of "tuple[int, ...]", {refused}',
        f'3:37: %-formatting of "tuple[int, ...]", {refused}',
    ]


def test_keyword_spreads_say_what_is_supported() -> None:
    """`f(**d)` of the worker's own callable reads d's keys when it runs; what it cannot do is refused.
    A dict literal of str keys that are names is its keyword arguments (`f(**{"n": 1})` is `f(n=1)`)."""
    found = errors(
        """
        def f(n: int, s: str = "") -> str:
            return s * n


        def g(flags: dict[str, bool], d: dict[str, int]) -> list[str]:
            return [f(**flags), f(1, s="x", **d), f(**{"n": 1, **d}), f(**{"n": 1})]
        """
    )
    assert found == [
        f'7:13: Argument "n" to "f" from the **-argument: {BOOL_AS_NUMBER}',
        "7:37: keyword arguments beside a **-argument are not supported here: put them in the dict",
        "7:45: one **-argument held in a name is supported here: give the dict a name first",
    ]


def test_a_dict_view_kept_past_its_expression_is_refused() -> None:
    """Python's view follows the dict's changes; here a view is the items as they were: passed to a
    function, put in a literal, stored in an attribute or returned, it is refused."""
    found = errors(
        """
        from collections.abc import Iterable


        def later(ks: Iterable[str]) -> list[str]:
            return list(ks)


        class Keys:
            def __init__(self, d: dict[str, int]) -> None:
                self.ks = d.keys()


        def f(d: dict[str, int]) -> Iterable[int]:
            later(d.keys())
            views = [d.items()]
            return d.values()
        """
    )
    assert [f.split(": ")[0] for f in found] == ["11:9", "15:11", "16:14", "17:12"]
    assert all("view kept past its expression" in f for f in found)


def test_a_closure_reading_the_caught_exception_is_refused() -> None:
    """Python deletes `e` when its handler ends: a closure made there and called later raises NameError."""
    found = errors(
        """
        from typing import Callable


        def f() -> Callable[[], str]:
            try:
                raise ValueError("v")
            except ValueError as e:
                return lambda: str(e)
        """
    )
    assert found == [
        '9:16: this function is made in an except block and reads "e", which Python deletes when the block '
        "ends (a call after it raises NameError): read what you need first (message = str(e)) and use that"
    ]


def test_a_field_default_of_a_rebound_global_says_when_it_is_read() -> None:
    found = errors(
        """
        from dataclasses import dataclass

        LIMIT = 5


        @dataclass
        class D:
            n: int = LIMIT


        def bump() -> None:
            global LIMIT
            LIMIT = 10
        """
    )
    assert found == [
        '9:14: a field default of "LIMIT", which a function rebinds through `global`: Python reads it once, '
        "when the class is made, and JavaScript would read it at each call; give the value, or a module "
        "constant no function rebinds"
    ]


def test_a_protocol_reading_a_member_the_class_spells_otherwise_is_refused() -> None:
    """A NamedTuple's `length` is `length$` here, a StrEnum's member a plain str: code typed by the
    worker's Protocol would read the JS array's length, or undefined."""
    found = errors(
        """
        from enum import StrEnum
        from typing import NamedTuple, Protocol


        class Sized(Protocol):
            @property
            def length(self) -> int: ...


        class Named(Protocol):
            @property
            def name(self) -> str: ...


        class Seg(NamedTuple):
            start: int
            length: int


        class Mode(StrEnum):
            FAST = "fast"


        def size(x: Sized) -> int:
            return x.length


        def label(x: Named) -> str:
            return x.name


        def f() -> str:
            return f"{size(Seg(0, 3))} {label(Mode.FAST)}"
        """
    )
    assert [e.split(": a value whose class spells")[0] for e in found] == [
        '34:20: Argument 1 to "size"',
        '34:39: Argument 1 to "label"',
    ]


def test_an_object_with_call_where_a_function_is_declared_is_refused() -> None:
    """JS calls the object itself, which is no function: the worker stopped with a TypeError."""
    found = errors(
        """
        from typing import Callable


        class Mult:
            def __init__(self, k: int) -> None:
                self.k = k

            def __call__(self, x: int) -> int:
                return x * self.k


        def apply(f: Callable[[int], int]) -> int:
            return f(2)


        def g() -> list[int]:
            fs: list[Callable[[int], int]] = [Mult(2)]
            return [apply(Mult(3)), fs[0](1)]
        """
    )
    assert [e.split(": ")[0] for e in found] == ["18:39", "19:19"]
    assert all("an instance of a class with __call__ where a function (Callable)" in e for e in found)


def test_eq_of_an_eq_false_dataclass_deriving_one_is_refused_not_a_crash() -> None:
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass
        class E1:
            a: int


        @dataclass(eq=False)
        class E2(E1):
            b: int = 0


        def f() -> bool:
            return E2(1, 2) == E2(1, 3)
        """
    )
    assert found == [
        '16:12: == on "E2", a @dataclass(eq=False) deriving a dataclass, is not supported (Python compares '
        "the base's fields only, as the base's __eq__ does): define __eq__"
    ]


def test_replace_refuses_what_it_could_not_do_as_python_does() -> None:
    found = errors(
        """
        from dataclasses import dataclass, field, replace


        @dataclass
        class Job:
            name: str
            n: int = 0


        @dataclass
        class Child(Job):
            extra: int = 0


        @dataclass
        class Other:
            n: int = 0
            seen: int = field(default=0, init=False)


        def bump(j: Job) -> int:
            j.name = "changed"
            return 1


        def f(j: Job, o: Other) -> list[object]:
            return [replace(o, n=bump(j)), replace(j, n=1), replace(o, n=o.n + 1), replace(o, seen=1)]
        """
    )
    assert found == [
        "28:13: replace() with changes that call: Python evaluates them before it reads the instance's other "
        "fields; assign them to names first (or replace() a local name's frozen dataclass)",
        '28:36: replace() of a "Job", from which a dataclass with fields of its own derives: the instance may '
        "be one, with more fields; call the class you mean",
        "28:76: field seen is declared with init=False, it cannot be specified with replace()",
    ]


def test_a_mixin_enum_is_kept_apart_from_its_values() -> None:
    """`(str, Enum)` members are their strs, printed as `Kind.BUILD`: refused where code typed `str`
    would print the value; `(int, Enum)` is refused, naming IntEnum."""
    found = errors(
        """
        from enum import Enum


        class Kind(str, Enum):
            BUILD = "build"


        class Level(int, Enum):
            LOW = 1


        def label(s: str) -> str:
            return s


        def f() -> str:
            return label(Kind.BUILD) + Kind.BUILD.value
        """
    )
    assert found == [
        "9:13: a class deriving from int is not supported; for an Enum of ints use IntEnum (class "
        "Level(IntEnum): its members are their values, as ints), or a plain Enum",
        '18:18: Argument 1 to "label": a member of a `(str, Enum)` class where a str (or another type) is '
        "declared: Python keeps the member, whose str() and f-string give Class.NAME, and code typed so "
        "could not tell it from its value; pass its .value, or declare the Enum class",
    ]


def test_refusals_a_newcomer_met_say_what_to_write() -> None:
    found = errors(
        """
        import subprocess
        from enum import IntEnum


        class Level(IntEnum):
            OK = 0


        class AppError(Exception):
            pass


        class NotFound(AppError):
            def __init__(self, key: str, code: int) -> None:
                super().__init__(key, code)


        BADGES = {Level.OK: "ok"}


        def widest(rows: list[str]) -> int:
            return max(4, *(len(r) for r in rows))
        """
    )
    # (an IntEnum's members are int keys, printed as members: BADGES builds; so does max(4, *lengths),
    # whose empty lengths is CPython's TypeError; and super().__init__(key, code), whose e.args keeps both)
    assert [e.split(": error: ")[0].split(": ")[0] for e in found] == ["2:8"]
    assert found[0].endswith("; instead of subprocess, use the sandbox's exec() (sandbox.exec(command))")


def test_replace_of_an_expression_asks_for_a_name() -> None:
    found = errors(
        """
        from dataclasses import dataclass, replace


        @dataclass
        class Conf:
            name: str
            n: int = 0


        def make() -> Conf:
            return Conf("x")


        def f() -> Conf:
            return replace(make(), n=1)
        """
    )
    assert found == ["16:20: replace() of an expression: assign the instance to a name first"]


def test_max_of_a_str_and_starred_items_is_refused() -> None:
    found = errors(
        """
        def f(xs: list[str]) -> str:
            return max("a", *xs)
        """
    )
    assert found == [
        "3:12: max(a, *xs) of items that are not all ints or all floats: with xs empty Python's max(a) "
        "iterates a; write max([a, *xs])"
    ]


def test_a_dataclass_field_without_a_plain_default_is_no_class_attribute() -> None:
    found = errors(
        """
        from dataclasses import dataclass, field


        @dataclass
        class Cfg:
            retries: int = 3
            tags: list[str] = field(default_factory=list)


        def f() -> int:
            return Cfg.retries + len(Cfg.tags)
        """
    )
    assert found == [
        '12:34: AttributeError in Python: type object "Cfg" has no attribute "tags" (a field without a plain '
        "default is its instances' only)"
    ]


def test_a_method_of_a_builtin_value_kept_as_a_value_says_to_wrap_it() -> None:
    found = errors(
        """
        def f(names: list[str], position: dict[str, int]) -> list[str]:
            return sorted(names, key=position.__getitem__)
        """
    )
    assert found == [
        '3:39: the method "__getitem__" of "dict[str, int]" as a value is not supported: wrap it in a lambda '
        "(lambda x: position.__getitem__(x))"
    ]


def test_get_args_of_a_literal_and_recursion_error() -> None:
    """get_args() of a Literal alias is its values (test_semantics); of anything else, refused with what
    it takes. RecursionError is named as what it is, once, where the handler names it."""
    found = errors(
        """
        from typing import Literal, get_args

        AB = Literal["a"] | Literal["b"]
        NAMES = get_args(AB)



        def depth(n: int) -> int:
            try:
                return depth(n + 1)
            except RecursionError:
                return n
        """
    )
    assert found == [
        "5:9: get_args() is supported of a name given a Literal of literals (Shell = Literal[...])",
        "12:12: RecursionError is not supported: JavaScript's stack is not Python's recursion limit (1000 "
        "frames), so the two fail at different depths; bound the depth yourself (a depth argument) or loop",
    ]


def test_other_decorators_say_what_is_supported() -> None:
    """`@lru_cache` and the module's own decorators of a module-level or nested function are supported
    (see caching.py, decorated.py; test_semantics runs them); a method's own decorator is not, nor a
    decorator that takes no function alone, nor one read before its def."""
    found = errors(
        """
        from collections.abc import Callable
        from functools import lru_cache


        @lru_cache(maxsize=256)
        def tokens(query: str) -> tuple[str, ...]:
            return tuple(query.split())


        def traced(f: Callable[[str], int]) -> Callable[[str], int]:
            return f


        @traced
        def size(text: str) -> int:
            return len(text)


        class Sizes:
            @traced
            def inner(self, t: str) -> int:
                return len(t)


        def pair(a: int, b: int) -> int:
            return a + b


        @pair
        def twice(n: int) -> int:
            return 2 * n


        @later
        def early(n: int) -> int:
            return n


        def later(f: Callable[[int], int]) -> Callable[[int], int]:
            return f
        """
    )
    assert found == [
        "21:5: a method's decorator keeps its type here (`def deco(fn: F) -> F`, a ParamSpec wrapper "
        "`Callable[P, R] -> Callable[P, R]`, or `(fn: X) -> X` of a Callable naming the method's parameters, "
        'self first, and its result), not "Callable[[str], int]"',
        "30:1: def pair takes no function alone: a decorator is called with one argument",
        '35:2: "later" is read before its def: Python raises NameError as the module loads',
    ]


def test_a_literal_takes_literals_only() -> None:
    """`Literal[-1]` and `Literal[None]` are types (test_semantics); a float or an expression is not."""
    found = errors(
        """
        from typing import Literal

        Ratio = Literal[0.5]
        Sum = Literal[1 + 1]
        """
    )
    assert found == [
        "4:17: Literal[...] takes strings, integers, booleans or None",
        "5:15: Literal[...] takes strings, integers, booleans or None",
    ]


def test_a_set_of_tuples_holds_one_tuple_type_of_str_and_int() -> None:
    """A set of tuples of str and int holds their JSON texts (test_semantics): other tuples, mixing them
    with other items, and handing such a set to code typed for other items are refused."""
    found = errors(
        """
        from typing import Any


        def count(s: set[Any]) -> int:
            return len(s)


        def check(pairs: set[tuple[str, int]], points: set[tuple[float, float]]) -> int:
            mixed: set[tuple[str, int] | str] = set()
            mixed.add("a")
            return count(pairs) + len(points | {(0.5, 1.0)}) + len(mixed)
        """
    )
    assert found == [
        '11:5: a set of "tuple[str, int] | str": a set holds tuples of one type (of str and int), and nothing '
        "else, here",
        '12:18: Argument 1 to "count": a set of tuples stored where a set of other items (or of Any) is '
        "declared: a set of tuples of str and int holds their JSON texts here, which code typed so would "
        "read as its items; declare the tuple type",
        '12:40: this set: members of type "tuple[float, float]" compare by identity in a JavaScript Set: '
        "tuples of str and int are members",
    ]


def test_a_class_value_whose_subclass_takes_other_parameters_is_refused() -> None:
    """`cls(name=n)` in a classmethod may make a subclass, whose constructor Python calls by name; and
    `raise E` calls E with no arguments (mypy checks neither through the subclass; the second it does)."""
    found = errors(
        """
        class Base:
            def __init__(self, name: str, size: int = 1) -> None:
                self.name = name
                self.size = size

            @classmethod
            def create(cls, n: str) -> "Base":
                return cls(name=n)

            @classmethod
            def plain(cls, n: str) -> "Base":
                return cls(n, 2)


        class Sub(Base):
            def __init__(self, size: int = 5, name: str = "?") -> None:
                super().__init__(name, size)


        class Small(Base):
            def __init__(self, name: str) -> None:
                super().__init__(name)


        class Coded(Exception):
            def __init__(self, code: int) -> None:
                super().__init__(str(code))


        def fail() -> None:
            raise Coded
        """
    )
    assert found == [
        '9:16: "cls" may be a subclass of Base whose constructor takes other parameters (Small), to which Python '
        "passes the arguments by name, JavaScript by Base's positions: call the class you mean, or give them "
        "one constructor signature",
        '13:16: "cls" may be a subclass of Base whose constructor takes other parameters (Small), which needs '
        "other arguments than these 2 (Python raises TypeError, JavaScript would leave parameters undefined): "
        "call the class you mean, or give them one constructor signature",
        '32:11: raise of the class "type[Coded]": Python calls it with no arguments, and its constructor needs '
        '"code" (a TypeError): raise an instance',
    ]


def test_a_bool_among_ints_in_a_literal_is_refused_item_by_item() -> None:
    """`[(1, 2), (1, True)]` joins to `list[tuple[int, int]]` (mypy's join): each item is checked as
    it is stored, so the bool (which Python prints True, and counts once with 1 in a set) is found."""
    found = errors(
        """
        def pairs() -> list[tuple[int, int]]:
            return [(1, 2), (1, True)]


        def rows() -> list[list[int]]:
            made: list[list[int]] = [[1, 2], [False, True]]
            return made
        """
    )
    assert found == [f"3:25: {BOOL_AS_NUMBER}", f"7:39: {BOOL_AS_NUMBER}"]


def test_an_enum_init_that_does_not_take_a_members_value_is_refused() -> None:
    """Python calls an Enum's own `__init__` with each member's value (a tuple's items) as the class
    is made: a value of another length is its TypeError (test_semantics runs the ones that fit)."""
    found = errors(
        """
        from enum import Enum


        class Planet(Enum):
            MERCURY = (3, 2, 1)
            VENUS = (4, 8)

            def __init__(self, mass: int, radius: int) -> None:
                self.mass = mass
        """
    )
    assert found == ["6:5: Planet.__init__ does not take 3 argument(s): Python raises TypeError"]


def test_http_gives_its_status_class_only() -> None:
    """`from http import HTTPStatus` is CPython's class (test_semantics); the module's other names and
    the module itself are refused with that advice."""
    found = errors(
        """
        import http
        from http import HTTPMethod, HTTPStatus

        OK = HTTPStatus.OK
        """
    )
    assert [f.split(": ")[0] for f in found] == ["2:8", "3:6"]
    assert all(
        f.endswith("instead of http, use from http import HTTPStatus (its one class here)") for f in found
    )


def test_textwrap_takes_its_options_by_their_types() -> None:
    """wrap/fill/shorten are CPython's (test_semantics); an option of another type, or one the function
    has not, is refused where Python's TextWrapper would misread it or raise TypeError."""
    found = errors(
        """
        import textwrap


        def f(text: str) -> list[str]:
            return textwrap.wrap(text, width=True) + [textwrap.shorten(text, 10, max_lines=2)]
        """
    )
    assert found == [
        '6:12: textwrap.wrap()\'s width takes "int", not "bool"',
        '6:47: textwrap.shorten() has no option "max_lines"',
    ]


def test_a_getter_only_property_over_a_read_write_one_is_refused() -> None:
    """mypy's check: a store through the base's type would find no setter (Python's AttributeError, a
    JS TypeError no `except AttributeError` catches)."""
    found = errors(
        """
        class A:
            def __init__(self) -> None:
                self._v = 1

            @property
            def v(self) -> int:
                return self._v

            @v.setter
            def v(self, x: int) -> None:
                self._v = x


        class B(A):
            @property
            def v(self) -> int:
                return self._v * 10
        """
    )
    assert found == [
        "17:9: Read-only property cannot override read-write property: give it a setter (@v.setter)"
    ]


def test_a_call_whose_arguments_nothing_declares_is_refused() -> None:
    """Python checks a call's arguments against the function it reaches (TypeError); JavaScript passes
    undefined for a missing one and drops an extra one. A Callable[..., T] (held and passed on freely),
    an Any holding a function and an object that callable() found callable declare no parameters to
    check the call by."""
    found = errors(
        """
        from typing import Any, Callable


        def add(a: int, b: int) -> int:
            return a + b


        def run(f: object) -> object:
            if callable(f):
                return f(1)
            return None


        TABLE: dict[str, Callable[..., int]] = {"add": add}
        loose: Any = add
        total = TABLE["add"](1, 2)
        """
    )
    assert found == [
        '11:16: calling "f", an object that callable() found callable, with arguments: JavaScript does not '
        "check them against its parameters as Python does (TypeError); declare a Callable[[...], T]",
        "16:14: a set, a deque, a range, bytes, an iterator or generator, a function or class, an Enum's member, "
        "a datetime, timedelta or UUID, an instance of an own class, or a container holding one (or a dict of "
        "int keys, a Counter, a defaultdict, an OrderedDict) stored where an Any (a JSON value) is declared: "
        "code reading JSON would print and serialize it as no Python value; store list(...), str(...), "
        "sorted(...), dict(...), .value, .isoformat() or dataclasses.asdict(...) of it",
        '17:9: calling a "Callable[..., int]": JavaScript does not check a call\'s arguments as Python does '
        "(TypeError); declare the parameters (Callable[[str, int], T])",
    ]


def test_nonlocal_stores_keep_the_enclosing_functions_type() -> None:
    """A nested def's `nonlocal` stores are the enclosing function's local, which its code reads by the
    type it declares there: a store of another type, or before that type is known, is refused."""
    found = errors(
        """
        def late() -> int:
            def inc() -> None:
                nonlocal n
                n += 1

            n = 0
            inc()
            return n


        def floats() -> float:
            total = 0.5

            def add() -> None:
                nonlocal total
                total = 1

            add()
            return total
        """
    )
    assert len(found) == 2
    assert found[0] == (
        '4:18: "n" is assigned in the enclosing function after this nested function is made, which is not '
        "supported here (its type is not known yet): assign it before"
    )
    assert found[-1] == (
        '17:9: "total" held only floats so far in the enclosing function (its code reads it so): an int stored '
        "here stays an int, which Python prints without .0 and the reads typed by the floats would print as a "
        "float; store float(x)"
    )


def test_a_tuple_of_json_items_with_a_set_of_tuples_says_to_convert_them() -> None:
    """A set of tuples of str and int holds their JSON texts; a tuple of JSON values has none, and the
    set's declaration is not what to change."""
    found = errors(
        """
        import json
        from typing import Any

        seen: set[tuple[str, str]] = {("3.11", "min")}
        row: Any = json.loads('["3.11", "min"]')
        hit = (row[0], row[1]) in seen
        """
    )
    assert found == [
        '7:7: "in" on this set: a tuple of "tuple[Any, Any]" with a set of "tuple[str, str]": the set holds '
        "its tuples' JSON texts here, which only a tuple of str and int items has (not bools: True == 1); "
        "convert the items first (str(x) or int(x) of each)"
    ]


def test_an_abstract_class_called_by_its_name_is_refused() -> None:
    """mypy's check, made here too (`build` does not run mypy): Python raises TypeError, and JS would
    make the object."""
    found = errors(
        """
        from abc import ABC, abstractmethod


        class Base(ABC):
            @abstractmethod
            def a(self) -> str: ...

            @abstractmethod
            def b(self) -> str: ...


        class One(Base):
            def a(self) -> str:
                return "a"


        def make() -> list[Base]:
            return [One(), Base()]
        """
    )
    assert found == [
        '19:13: Cannot instantiate abstract class "One" with abstract attribute "b"',
        '19:20: Cannot instantiate abstract class "Base" with abstract attributes "a" and "b"',
    ]


def test_what_a_functools_cache_cannot_key_is_refused() -> None:
    """`$lruCache` keys a call by its arguments' JSON text, Python by their hash and ==, and a keyword
    argument apart from a positional one: lists, instances, keywords and coroutines are refused."""
    found = errors(
        """
        from functools import cache, lru_cache


        @cache
        def total(xs: list[int]) -> int:
            return sum(xs)


        @lru_cache(maxsize=32, typed=True)
        def half(n: int) -> float:
            return n / 2


        @cache
        async def fetch_one(url: str) -> str:
            return url


        @lru_cache
        def scaled(n: int, by: int = 2) -> int:
            return n * by


        class Box:
            @cache
            def size(self) -> int:
                return 1


        def use() -> int:
            return scaled(1, by=3)
        """
    )
    assert found == [
        '5:1: @cache: its parameter "xs" of type "list[int]" is no cache key here (Python hashes the '
        "arguments: str, int, float, bool, None and tuples of them are supported)",
        "10:24: lru_cache() takes maxsize= (an int literal or None) here, and typed=False",
        "15:1: @cache: an async function's cached value is its coroutine, which can be awaited once: cache the "
        "result yourself",
        "26:5: @cache is supported on a module-level function (a method's cache keys self by Python's hash, a "
        "nested function's lives for one call): cache a module-level function of the values, or keep the "
        "results in a dict",
        '32:12: a call of the cached "scaled" with keyword or * arguments: Python\'s cache keys them apart '
        "from positional ones (and runs the function again); pass the arguments positionally",
    ]


def test_a_stdlib_class_kept_in_a_name_says_to_call_it_by_its_name() -> None:
    found = errors(
        """
        from datetime import timedelta


        def later() -> timedelta:
            t = timedelta
            return t(days=1)
        """
    )
    assert found == [
        '7:12: "t" holds datetime.timedelta as a value, which is not supported here: call timedelta by its name'
    ]


def test_calls_through_exception_class_values_take_bases_arguments() -> None:
    """A `type[Exception]` (or `exc = ValueError`) is constructed as BaseException is (`exc(1)` keeps
    1 in e.args), of one argument: of several it may be an OSError, which reads an errno and a
    message; it may hold a class of the worker's whose constructor takes other parameters, which
    Python would reject."""
    found = errors(
        """
        from functools import cache


        class TwoArg(Exception):
            def __init__(self, a: str, b: str) -> None:
                super().__init__(a + b)


        def make(c: type[Exception]) -> Exception:
            return c("m")


        def made() -> Exception:
            return make(TwoArg)


        def pair() -> Exception:
            exc = ValueError
            return exc("a", 1)


        @cache
        def double(n: int) -> int:
            return n * 2


        def alias() -> int:
            g = double
            return g(n=3)
        """
    )
    assert found == [
        '11:12: "c" may hold TwoArg, whose constructor takes other parameters than a message (Python raises '
        "TypeError, JavaScript would leave them undefined): call the class you mean",
        "20:16: an exception of several arguments that may be an OSError, a UnicodeDecodeError or a "
        "SyntaxError (a class value): Python reads them as its fields (an errno and a message pick OSError's "
        "subclass and its str()); pass one message, or call the class you mean",
        '30:12: a call of the cached "double" with keyword or * arguments: Python\'s cache keys them apart '
        "from positional ones (and runs the function again); pass the arguments positionally",
    ]


def test_a_cached_function_of_one_float_is_refused() -> None:
    """CPython keys one int argument by itself and one float in a tuple: `f(1)` and `f(1.0)` are two
    entries, which JavaScript's one number type cannot tell apart."""
    found = errors(
        """
        from functools import cache


        @cache
        def half(x: float) -> float:
            return x / 2
        """
    )
    assert found == [
        "5:1: @cache: a float argument alone: CPython keys an int by itself and a float in a tuple (1 and 1.0 "
        "are two entries), which JavaScript cannot tell apart; take the value with another parameter, or an int"
    ]


def test_min_max_with_a_key_over_a_set_is_refused() -> None:
    """Of the items with equal keys, Python gives the first in its hash order (a deque's or a list's
    first is accepted: test_semantics checks it against CPython)."""
    found = errors(
        """
        def shortest(names: set[str]) -> str | None:
            return min(names, key=len, default=None)
        """
    )
    assert found == [
        "3:12: min(key=...) of a set: of the items with equal keys Python gives the first in its hash order, "
        "which JavaScript does not share; pass sorted(...) of it"
    ]


def test_format_from_a_dict_names_what_it_needs() -> None:
    found = errors(
        """
        class Tag:
            def __str__(self) -> str:
                return "t"


        def f(values: dict[str, str], tags: dict[str, Tag]) -> list[str]:
            return ["{a}".format(b="x", **values), "{a}".format_map(tags), " {a}".strip().format_map(dict(values))]
        """
    )
    assert found == [
        "8:13: format() takes its keyword values from keywords or from one **dict, not both",
        '8:44: the named fields from a dict of "Tag": making one into text may run code that changes the '
        "dict; pass the values as keywords",
        "8:68: the named fields are read from the dict one by one: hold it in a name",
    ]


def test_time_functions_of_struct_time_say_what_to_write() -> None:
    found = errors(
        """
        import time


        def stamp() -> str:
            return time.strftime("%Y-%m-%d", time.gmtime(time.time()))
        """
    )
    assert found[0] == (
        '6:17: "time.strftime" is not supported: time\'s struct_time has no counterpart here; format '
        "datetime.now(timezone.utc) (or datetime.fromtimestamp(t, timezone.utc)) with its strftime()"
    )


def test_translate_takes_a_table_of_code_points() -> None:
    found = errors(
        """
        from collections import defaultdict


        def f(s: str, names: dict[str, str], counts: defaultdict[int, str]) -> list[str]:
            return [s.translate(names), s.translate(counts)]
        """
    )
    message = "a dict of int keys (code points) to ints, strs or None is needed (str.maketrans() makes one)"
    assert found == [
        f'6:13: translate() of "dict[str, str]": {message}',
        f'6:33: translate() of "defaultdict[int, str]": {message}',
    ]


def test_a_refused_enum_member_leaves_no_follow_up_errors() -> None:
    """The member's message is the one error: its `.value` read later says nothing more (it had
    said `Unsupported operand types for > ("timedelta" and "int | str")`, which mypy accepts)."""
    found = errors(
        """
        from datetime import timedelta
        from enum import Enum


        class Tier(Enum):
            SHORT = timedelta(hours=1)


        def expired(tier: Tier, age: timedelta) -> bool:
            return age > tier.value
        """
    )
    assert len(found) == 1 and found[0].startswith("7:5: an Enum's body holds members")


def test_what_hunt_40_found_is_refused_with_its_reason() -> None:
    """Two **-dicts in format() (Python merges them, raising TypeError on a name in both), update()
    of a JSON value (Python's TypeError unless bytes), and a nested class whose body runs code after
    code of its enclosing class's body (JS makes the nested class first)."""
    found = errors(
        """
        import hashlib
        from typing import Any


        def log(tag: str) -> int:
            return len(tag)


        class Outer:
            a = log("outer")

            class Inner:
                b = log("inner")


        def f(a: dict[str, str], b: dict[str, str], data: Any) -> str:
            h = hashlib.sha256()
            h.update(data)
            return "{x}{y}".format(**a, **b) + h.hexdigest()
        """
    )
    assert found == [
        "13:11: this class's body runs code, and so does Outer's before it: Python runs them in the body's "
        "order, JavaScript makes a nested class first; define it at the module's level",
        '19:5: update() of "Any": it takes bytes',
        "20:33: format() takes one **dict here: merge them first ({**a, **b})",
    ]


def test_a_lone_starred_generator_printed_with_a_sep_that_acts_is_refused() -> None:
    """CPython evaluates the generator object, then `sep`, then runs the generator; the JS makes its
    items where it stands (a list or a name is held and unpacked after `sep`: test_semantics)."""
    found = errors(
        """
        def sep() -> str:
            return "-"


        def f(xs: list[int]) -> None:
            print(*(x + 1 for x in xs), sep=sep())
        """
    )
    assert found == [
        "7:5: print(*(generator), sep=...): Python runs the generator after sep; pass a list, or name the "
        "sep first"
    ]


def test_messages_say_what_python_does() -> None:
    """A format_map() template with positional fields always raises in Python (refused with its
    message); `zip(*rows, strict=True)` and keys that may be an int or a str say what is missing."""
    found = errors(
        """
        def filled() -> str:
            return "{0}".format_map({"a": 1})


        def columns(rows: list[list[int]]) -> int:
            return len(list(zip(*rows, strict=True)))


        def keyed() -> int:
            d: dict[int | str, int] = {1: 2}
            return len(d)
        """
    )
    assert found == [
        "3:12: format_map() of a template with positional fields: Python raises ValueError (Format string "
        "contains positional fields)",
        "7:21: zip(*rows, strict=...) is not supported: check the rows' lengths first",
        '11:32: dict keys of type "int | str" are not supported: JavaScript keys a dict by str, or by int alone '
        '(a Map), so 1 and "1" would be one key; use one key type (str(k))',
    ]


def test_csv_writing_says_what_it_takes() -> None:
    """csv.writer and DictWriter write to an io.StringIO() (test_semantics runs them against CPython);
    other targets, quoting modes and rows are refused where they are."""
    found = errors(
        """
        import csv
        import io


        def export(rows: list[list[str]], counts: dict[int, str]) -> str:
            out = io.StringIO()
            csv.writer(out, quoting=csv.QUOTE_NONNUMERIC).writerow(["a"])
            csv.writer(rows).writerow(["a"])
            w = csv.writer(out)
            w.writerow(counts)
            csv.DictWriter(out, fieldnames=["a"]).writerow(rows[0])
            print("x", file=rows)
            return out.getvalue()
        """
    )
    assert found == [
        "8:5: csv.writer()'s quoting= takes csv.QUOTE_MINIMAL or csv.QUOTE_ALL here",
        '9:5: csv.writer() writes to an io.StringIO() here, not "list[list[str]]"',
        '11:5: a csv row is a list, tuple, iterator or str of its fields here, not "dict[int, str]"',
        '12:5: a DictWriter row is a dict of str keys here, not "list[str]"',
        '13:5: print(file=...) takes an io.StringIO() here, not "list[list[str]]"',
    ]


def test_a_json_value_given_for_a_str_says_how_to_narrow() -> None:
    """shlex.quote() of an `Any` (a JSON list's item): Python raises TypeError for a non-str, which
    the message says how to rule out."""
    found = errors(
        """
        import shlex
        from typing import Any


        def quoted(args: list[Any]) -> str:
            return " ".join(shlex.quote(a) for a in args)
        """
    )
    assert found == [
        '7:21: quote() takes a str here, not "Any": a JSON value may hold anything; narrow it with '
        "isinstance(x, str), or pass str(x)",
    ]


def test_a_catch_name_shared_with_other_code_is_refused() -> None:
    """`except E as e` unbinds `e` after the handler in Python; JS's catch binds a name of the
    handler's own and leaves the function's `e`, a global or a nonlocal as they were: a catch name
    the code around stores, declares global/nonlocal or reads outside the handler is refused."""
    found = errors(
        """
        last: Exception = Exception("none")


        def stored() -> str:
            e: Exception = Exception("before")
            try:
                raise ValueError("x")
            except ValueError as e:
                pass
            return str(e)


        def declared() -> None:
            global last
            try:
                raise ValueError("v")
            except ValueError as last:
                pass


        def read_in_a_later_round() -> list[str]:
            out: list[str] = []
            for i in range(2):
                if i:
                    out.append(repr(err))
                try:
                    raise ValueError(str(i))
                except ValueError as err:
                    out.append(str(err))
            return out
        """
    )
    tail = "; Python unbinds it after the handler, where JavaScript's catch binds a name of the handler's own: name the exception apart"
    assert found == [
        '9:26: "except ... as e": "e" is also a name the code around the handler stores' + tail,
        '18:26: "except ... as last": "last" is also declared global or nonlocal here' + tail,
        '29:30: "except ... as err": "err" is also read outside the handler (or by a function that may run '
        "after it)" + tail,
    ]


def test_a_def_javascript_would_hoist_elsewhere_is_refused() -> None:
    """JS hoists a function declaration to the top of its block and keeps one made in a block to it;
    Python binds the name when the def runs. A def in a block read outside it (or before it there, in
    a later round), and a nested def of a name bound twice, are refused; a def in a loop's body read
    after it there (a closure made per round: test_semantics) builds."""
    found = errors(
        """
        FLAG = len("ab") > 1
        if FLAG:
            def pick() -> str:
                return "first"


        def later() -> str:
            return pick()


        def rounds() -> list[str]:
            out: list[str] = []
            for i in range(2):
                if i:
                    out.append(f())

                def f() -> str:
                    return str(i)
                out.append(f())
            return out


        def twice() -> list[str]:
            def g() -> str:
                return "one"
            first = g()

            def g() -> str:  # type: ignore[no-redef]
                return "two"
            return [first, g()]
        """
    )
    hoisted = (
        'Python binds "{}" when the def runs, where JavaScript hoists a function to the top of its block '
        "(and keeps one in a block to it); define it once, at the top level of the function or module"
    )
    assert found == [
        "4:9: a def inside a block (if, try, with, match or a loop) read outside it: "
        + hoisted.format("pick"),
        "18:13: a def inside a block (if, try, with, match or a loop) read outside it: "
        + hoisted.format("f"),
        "29:9: a def of a name the function also binds otherwise: " + hoisted.format("g"),
    ]


def test_a_type_checking_import_is_for_annotations() -> None:
    """`if TYPE_CHECKING:` imports name types for annotations (test_semantics builds one); Python
    never runs them, so such a name read where code runs is refused (its NameError)."""
    found = errors(
        """
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from collections import OrderedDict


        def size() -> int:
            d: "OrderedDict[str, int]" = OrderedDict()
            return len(d)
        """
    )
    assert found == [
        '9:34: "OrderedDict" is imported under TYPE_CHECKING, which Python never runs (NameError here): '
        "import it at module level (in an annotation: quote it, or add from __future__ import annotations)",
    ]


def test_refusals_name_what_the_code_holds() -> None:
    """A StopIteration's value and a class in a module-level block are refused with what they are."""
    found = errors(
        """
        from collections.abc import Iterator

        try:
            class Cfg:
                pass
        finally:
            pass


        def gen() -> Iterator[int]:
            yield 1


        def last() -> int:
            g = gen()
            try:
                while True:
                    next(g)
            except StopIteration as e:
                return len(str(e.value))
        """
    )
    assert found == [
        '5:11: a class defined in a block (if, try, with or a loop) is not supported: define "Cfg" at module '
        "level, or in a class body",
        '21:26: "value" of a caught exception: a StopIteration'
        + "'s value (a generator's return value) is not "
        "supported here; return the result another way (a list, or a field of your own exception class)",
    ]


def test_a_generator_send_says_what_is_supported() -> None:
    found = errors(
        """
        from collections.abc import Generator


        def echo() -> Generator[int, int, None]:
            got = yield 1
            yield got


        def drive() -> int:
            g = echo()
            next(g)
            return g.send(5)
        """
    )
    assert found == [
        "6:11: the value of a yield expression (what send() passes) is not supported",
        "13:14: a generator's send() is not supported here (its items are taken by next() and for loops alone): "
        "pass what it needs as arguments, and end it by returning",
    ]


def test_what_runs_as_the_module_loads_is_refused_where_python_would_fail() -> None:
    """Hunt 42: a function called as the module loads that reaches one defined below it (Python's
    NameError; JS hoists it), a def the module rebinds (JS declares it once), a TYPE_CHECKING name in
    an annotation Python evaluates, a handler nested in one of the same name, and a decorated handler."""
    found = errors(
        """
        from collections.abc import Callable
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from collections.abc import Sequence


        def use() -> int:
            return h(1)


        EARLY = use()


        def h(n: int) -> int:
            return n * 10


        def plus(f: Callable[[int], int]) -> Callable[[int], int]:
            return f


        def g(n: int) -> int:
            return n


        g = plus(g)


        def total(xs: Sequence[int]) -> int:
            return sum(xs)


        def nested() -> str:
            try:
                raise ValueError("outer")
            except ValueError as e:
                try:
                    raise KeyError("inner")
                except KeyError as e:
                    pass
                return str(e)
        """
    )
    assert found == [
        '13:9: "use" runs as the module loads and may reach "h", which is defined below: Python raises NameError '
        "there; define it above",
        '24:5: a def of a name the module also binds otherwise: Python binds "g" when the def runs, where '
        "JavaScript hoists a function to the top of its block (and keeps one in a block to it); define it once, "
        "at the top level of the function or module",
        '31:15: "Sequence" is imported under TYPE_CHECKING, which Python never runs (NameError here): import it at '
        "module level (in an annotation: quote it, or add from __future__ import annotations)",
        '41:28: "except ... as e": "e" is also the name of the handler around this one; Python unbinds it after '
        "the handler, where JavaScript's catch binds a name of the handler's own: name the exception apart",
    ]


def test_what_runs_as_the_module_loads_reaches_functions_given_as_values() -> None:
    """A function passed to a call as the module loads, a def its decorator calls, and one kept in a
    list that a call through the list reaches run there too: a name they read that the module binds
    below (a def, or a variable JS keeps in its temporal dead zone) is Python's NameError. A
    registering decorator, a library decorator and a generator made but not iterated run none."""
    found = errors(
        """
        from collections.abc import Callable


        def run_now(fn: Callable[[], int]) -> int:
            try:
                return fn()
            except NameError:
                return -1


        def get() -> int:
            return later() + LIMIT


        VALUE = run_now(get)


        @run_now
        def DECORATED() -> int:
            return later() * 10


        HANDLERS: list[Callable[[], int]] = [get]
        FIRST = HANDLERS[0]()


        def later() -> int:
            return 5


        LIMIT = 2
        """
    )
    assert found == [
        '16:9: "run_now" runs as the module loads and may reach "LIMIT", which is assigned below: Python '
        "raises NameError there; assign it above",
        '19:2: "run_now" runs as the module loads and may reach "later", which is defined below: Python '
        "raises NameError there; define it above",
        '25:9: "HANDLERS[0]" runs as the module loads and may reach "LIMIT", which is assigned below: Python '
        "raises NameError there; assign it above",
    ]


def test_what_runs_as_the_module_loads_reaches_lambdas_methods_and_decorators() -> None:
    """A lambda given to a call that runs it, a classmethod called on its class, and a decorator's own
    code (a def in a `try:` block too) run as the module loads; making an instance runs `__init__`
    alone, and a factory's returned closure runs later (test_semantics: s28r, s28s)."""
    found = errors(
        """
        from collections.abc import Callable

        SEEN: list[str] = []


        def register(fn: Callable[[], int]) -> Callable[[], int]:
            SEEN.append(label())
            return fn


        class Config:
            @classmethod
            def load(cls) -> int:
                return later()


        try:
            SORTED = sorted(["bb", "a"], key=lambda s: weight(s))
            LOADED = Config.load()

            @register
            def work() -> int:
                return 1
        except NameError:
            SORTED = []
            LOADED = -1


        def weight(s: str) -> int:
            return len(s)


        def later() -> int:
            return 5


        def label() -> str:
            return "x"
        """
    )
    assert found == [
        '19:14: "sorted" runs as the module loads and may reach "weight", which is defined below: Python '
        "raises NameError there; define it above",
        '20:14: "Config.load" runs as the module loads and may reach "later", which is defined below: Python '
        "raises NameError there; define it above",
        '22:6: "register" runs as the module loads and may reach "label", which is defined below: Python '
        "raises NameError there; define it above",
    ]


def test_sorting_rows_by_a_mixed_key_says_how_to_type_them() -> None:
    found = errors(
        """
        def worst(names: list[str]) -> list[str]:
            rows = [{"file": n, "pct": len(n) / 3} for n in names]
            rows.sort(key=lambda d: d["pct"])
            return [str(r["file"]) for r in rows]
        """
    )
    assert found == [
        '4:5: sorting by "str | float" is not supported: sort by numbers, strs or tuples of them (a key that may '
        "be a str or a number: give what holds the rows a type per key, a TypedDict or a dataclass, or "
        "dict[str, Any] for JSON-like rows)",
    ]


def test_round_28_refusals_are_located() -> None:
    """@total_ordering without a comparison method (it crashed the build), and the runtime's objects
    (a URLSearchParams, Headers) passed where a JSON value is declared (their get() read nothing)."""
    found = errors(
        """
        from functools import total_ordering
        from typing import Any

        from bindings.workers import URL, Request


        @total_ordering
        class Bare:
            x: int = 1


        def lookup(params: Any, key: str) -> str:
            return str(params.get(key))


        def query(request: Request) -> str:
            return lookup(URL(request.url).search_params, "q") + lookup(request.headers, "x")
        """
    )
    why = (
        ": an Any is a JSON value here, which a set, a dict of int keys or an instance of a class (the worker's, "
        "the runtime's or the SDK's) is not (Python prints and serializes it otherwise, and reads its methods): "
        "pass str(...), sorted(...), dict(...) with str keys or dataclasses.asdict(...) of it, or declare the "
        "parameter's own type"
    )
    assert found == [
        "8:1: total_ordering: define at least one of __lt__, __le__, __gt__ or __ge__",
        '18:19: Argument 1 to "lookup": "URLSearchParams" where "Any" is declared' + why,
        '18:65: Argument 1 to "lookup": "Headers" where "Any" is declared' + why,
    ]


def test_a_typeddict_read_by_a_variable_key_says_what_to_write() -> None:
    found = errors(
        """
        from typing import TypedDict


        class Policy(TypedDict):
            daily: int
            weekly: int


        def total(policy: Policy, rule: str) -> int:
            return policy[rule]  # type: ignore[literal-required]
        """
    )
    assert found == [
        '11:19: a TypedDict ("Policy") is read by literal keys here, not by a "str": write each key '
        '(policy["daily"]), or hold the values in a dict[str, V]',
    ]


def test_concatenate_is_named_where_it_stands() -> None:
    found = errors(
        """
        from collections.abc import Callable
        from typing import Concatenate, ParamSpec, TypeVar

        P = ParamSpec("P")
        R = TypeVar("R")


        def with_id(fn: Callable[Concatenate[str, P], R]) -> Callable[P, R]:
            def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
                return fn("id", *args, **kwargs)

            return wrapper
        """
    )
    assert found[0] == (
        "9:26: Concatenate (a wrapper that adds or takes parameters) is not supported: the worker's generic "
        "decorators keep the function's parameters as they are (Callable[P, R])"
    )


def test_a_method_takes_decorators_that_keep_its_type_and_run_where_python_runs_them() -> None:
    """A method's own decorators run once its class is made (Python runs them as the body runs): a
    name they reach assigned below is refused as the module's would be, and so is a class attribute
    that runs code; beside @staticmethod, on a nested class's method, or of another type, refused."""
    found = errors(
        """
        from collections.abc import Callable
        from typing import Any, TypeVar

        F = TypeVar("F", bound=Callable[..., object])


        def later_reader(fn: F) -> F:
            TABLE.append(1)
            return fn


        def loose(fn: Callable[..., Any]) -> Callable[..., Any]:
            return fn


        def make() -> int:
            return 1


        class A:
            @later_reader
            def m(self) -> int:
                return 1


        TABLE: list[int] = []


        class B:
            x = make()

            @later_reader
            def m(self) -> int:
                return 1


        class C:
            @staticmethod
            @later_reader
            def s() -> int:
                return 1

            @loose
            def m(self) -> int:
                return 1

            class Inner:
                @later_reader
                def m(self) -> int:
                    return 1
        """
    )
    assert found == [
        '22:6: "later_reader" runs as the module loads and may reach "TABLE", which is assigned below: Python '
        "raises NameError there; assign it above",
        "33:5: a method's decorators run here once the class is made, where Python runs them as its body "
        "runs: its class attributes must call nothing (this one's body has a call)",
        "41:9: a decorator of the worker's own beside @staticmethod, @classmethod, @property or on a dunder "
        "method is not supported: decorate a plain method",
        "44:5: a method's decorator keeps its type here (`def deco(fn: F) -> F`, a ParamSpec wrapper "
        "`Callable[P, R] -> Callable[P, R]`, or `(fn: X) -> X` of a Callable naming the method's parameters, "
        'self first, and its result), not "Callable[..., Any]"',
        "50:13: a method's decorators are supported in a module-level class",
    ]


def test_messages_for_in_say_what_would_serve() -> None:
    """`in` on an own class without `__contains__` names it (it once spoke of dicts and strs); a JSON
    value looked up in a dict of tuple keys is told it is never a tuple (hunts 46 and 47)."""
    found = errors(
        """
        import json
        from collections.abc import Iterator


        class Bag:
            def __init__(self, xs: list[int]) -> None:
                self.xs = xs

            def __iter__(self) -> Iterator[int]:
                return iter(self.xs)


        def f(raw: str) -> bool:
            d: dict[tuple[int, int], str] = {(1, 2): "x"}
            return 2 in Bag([2]) or json.loads(raw) in d
        """
    )
    assert found == [
        '16:12: "in" on "Bag", whose class defines no __contains__ (Python would walk its __iter__): define '
        "__contains__, or test a list of its items",
        '16:29: a key of type "Any" for "dict[tuple[int, int], str]": its keys are "tuple[int, int]"; a JSON '
        "value is never a tuple (a list is unhashable to Python): build the key from its items, tuple(...) of "
        "a narrowed list",
    ]


def test_refusals_of_partial_and_a_spread_super_call_say_what_to_write() -> None:
    """`functools.partial` points to a lambda; `super().__init__(*args)` of an exception says the
    arguments go one by one (it said only "*-arguments are not supported here")."""
    found = errors(
        """
        import functools


        class AppError(Exception):
            def __init__(self, *args: str) -> None:
                super().__init__(*args)


        def add(a: int, b: int) -> int:
            return a + b


        def f() -> int:
            return functools.partial(add, 1)(2)
        """
    )
    assert found == [
        "7:9: super().__init__() of an exception takes its arguments one by one and by position here "
        "(`super().__init__(message)`; e.args keeps several, each printed by its declared type)",
        '15:22: "functools.partial" is not supported: bind the arguments with a lambda or a nested def '
        "(`lambda b: add(1, b)` for `partial(add, 1)`), which keeps the function's types",
    ]


def test_a_refused_part_of_a_dumped_or_overloaded_argument_is_named_with_its_whole() -> None:
    """Newcomer round 33: `json.dumps(d)` of a dict whose values may be a datetime named only the
    datetime; an argument no overload of `Response.json` takes said only "No overload variant"
    (the reason was lost where every overload refused the same argument for the same reason)."""
    found = errors(
        """
        import json
        from datetime import datetime, timezone

        from bindings.workers import Response


        def f(when: datetime) -> list[object]:
            d = {"sha": "a", "when": when} | {"when": "x"}
            return [json.dumps(d), Response.json({"when": when})]
        """
    )
    assert found == [
        '10:13: json.dumps() of "datetime": Python raises TypeError (not JSON serializable); dump str() of it '
        '(the "dict[str, str | datetime]" given here may hold one)',
        '10:42: Argument 1 to "json" of "Response": "dict[str, datetime]" where "Any" is declared: an Any is a '
        "JSON value here, which a set, a dict of int keys or an instance of a class (the worker's, the runtime's "
        "or the SDK's) is not (Python prints and serializes it otherwise, and reads its methods): pass str(...), "
        "sorted(...), dict(...) with str keys or dataclasses.asdict(...) of it, or declare the parameter's own type",
    ]


def test_values_that_code_would_call_as_functions_or_through_dunders_are_refused() -> None:
    """Hunt 50: an instance with __call__ given where a builtin takes a function (its helper called
    the object: JS's TypeError), and a function, list or str where a Protocol of dunder methods is
    declared (code typed by it called `h.__call__(2)`, `x.__len__()`), are refused."""
    found = errors(
        """
        from functools import reduce
        from itertools import accumulate
        from typing import Protocol


        class Neg:
            def __call__(self, v: int) -> int:
                return -v


        class Add:
            def __call__(self, a: int, b: int) -> int:
                return a + b


        class Handler(Protocol):
            def __call__(self, x: int) -> int: ...


        class HasLen(Protocol):
            def __len__(self) -> int: ...


        def double(x: int) -> int:
            return x * 2


        def f(xs: list[int]) -> list[object]:
            xs.sort(key=Neg())
            h: Handler = double
            sized: list[HasLen] = [[1, 2], "abc"]
            return [sorted(xs, key=Neg()), max(xs, key=Neg()), reduce(Add(), xs), list(accumulate(xs, Add())), h, sized]
        """
    )
    called = "an instance of a class with __call__ where a function (Callable) is declared: JavaScript calls a function, not an object; pass a lambda that calls it (lambda x: obj(x))"
    dunder = (
        "a value that is no instance of a class (a function, a list, a str, a JSON value) where a Protocol "
        "of dunder methods (__call__, __len__, __str__, ...) is declared: code typed by the Protocol calls "
        "them as the methods of a class (x.__len__()), which that value does not have here; declare what it "
        "is (a Callable[[...], ...] for a function), or pass an instance of a class defining them"
    )
    assert found == [
        f"30:17: {called}",
        f"31:18: {dunder}",
        f"32:28: {dunder}",
        f"33:28: {called}",
        f"33:48: {called}",
        f"33:63: {called}",
        f"33:95: {called}",
    ]


def test_class_body_reads_stay_refused_where_they_are_no_static_field_set_above() -> None:
    """A plain class's attribute value reads the attributes assigned above it; a dataclass's (its
    fields' defaults: said once, not again as a default shared by every instance), a name the body
    assigns twice, and a method's default stay refused."""
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass
        class Row:
            a: int = 1
            b: int = a + 1


        class Twice:
            X = 1
            Y = X + 1
            X = 2


        class Fine:
            X = 1
            Y = X + 1

            def f(self, n: int = X) -> int:
                return n + self.Y
        """
    )
    message = "(a class body reads its own names while it runs), which is not supported: write the value, or use a module-level constant"
    assert found == [
        f'8:14: "a" here is the class attribute Row.a {message}',
        f'13:9: "X" here is the class attribute Twice.X {message}',
        f'21:26: "X" here is the class attribute Fine.X {message}',
    ]


def test_a_functions_import_of_a_name_the_module_binds_otherwise_is_refused_once() -> None:
    """`import json` in a function is the module's import (test_semantics.py runs one); where the
    module binds the name another way it is refused, and the function's reads of the name are not
    reported again as the module's other value (`"int" has no supported method "dumps"`)."""
    found = errors(
        """
        from datetime import datetime

        json = 3


        def f() -> str:
            import json
            return json.dumps(1)


        def g() -> str:
            import datetime
            return str(datetime.date(2020, 1, 1))
        """
    )
    message = (
        "this import binds a name the module binds otherwise (a function's import is the module's here): "
        "import it at module level, under another name if need be"
    )
    assert found == [f"8:5: {message}", f"13:5: {message}"]


def test_a_dict_made_without_its_key_type_where_a_map_is_declared_is_refused() -> None:
    """Hunt 51: an empty `{}` whose int keys only the declaration gives was a plain JS object where
    the code typed by it reads a Map (`.set is not a function`, a len() of undefined). Where the
    declared type reaches it (a comprehension, a store by key, a lambda, `dict()`, `defaultdict(dict)`)
    it is a Map now (test_semantics.py runs them); elsewhere it is refused."""
    found = errors(
        """
        def f() -> list[object]:
            ms: list[dict[int, int]] = [{}] * 2
            xs: list[dict[int, int]] = []
            xs.extend([{}])
            xs += [{}]
            return [ms, xs]
        """
    )
    message = (
        "a dict made here without its key type (a JavaScript object) stored where a dict of int, Enum or "
        "tuple keys (a JavaScript Map) is declared: code typed so would read it as a Map; make it where its "
        "type is declared (`row: dict[int, int] = {}`), then store that name"
    )
    assert found == [f"3:32: {message}", f"5:5: {message}", f"6:5: {message}"]


def test_a_refused_context_manager_is_said_once() -> None:
    """The body of a `with` whose manager is refused still binds its names: a name it assigns is not
    reported again as undefined after it (it said `Name "t1" is not defined`)."""
    found = errors(
        """
        import asyncio


        async def work() -> int:
            return 1


        async def f() -> int:
            async with asyncio.TaskGroup() as tg:
                t1 = tg.create_task(work())
            return t1.result()
        """
    )
    assert found == ['10:24: "asyncio.TaskGroup" is not supported']


def test_json_values_where_a_map_is_declared_and_counters_as_any_are_refused() -> None:
    """Hunt 52: a JSON value where a dict of int keys (a JS Map) is declared was a plain object
    (`d.set is not a function`): refused, through a cast too; a Counter passed or stored where Any is
    declared was read as a plain dict (KeyError for a missing key): refused."""
    found = errors(
        """
        import json
        from collections import Counter
        from typing import Any, cast


        def read_any(x: Any) -> Any:
            return x


        def f(raw: str, x: Any) -> list[object]:
            d: dict[int, int] = json.loads(raw)
            rows: list[dict[int, str]] = json.loads(raw)
            keyed = cast(dict[tuple[int, int], str], x)
            xs: list[Any] = [Counter("ab")]
            return [d, rows, keyed, xs, read_any(Counter("ab"))]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["12:25", "13:34", "14:46", "15:22", "16:42"]
    assert all("an Any (a JSON value) stored where a dict of int, Enum or tuple keys" in f for f in found[:3])
    assert "a Counter, a defaultdict, an OrderedDict) stored where an Any" in found[3]
    assert 'Argument 1 to "read_any": "Counter[str]" where "Any" is declared' in found[4]


def test_vars_of_an_instance_points_to_asdict() -> None:
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass
        class Pin:
            name: str


        def f() -> dict[str, object]:
            return vars(Pin("x"))
        """
    )
    assert found == [
        "11:12: vars() is not supported: a JavaScript object holds other properties than Python's __dict__: use "
        "dataclasses.asdict(x) of a dataclass, or build the dict of its fields"
    ]


def test_a_value_enum_member_where_its_value_type_is_declared_is_refused() -> None:
    """An IntEnum's or StrEnum's member is its value here: where an int or str is declared, Python
    keeps the member, whose repr() (and a list's str()) shows `<Level.HIGH: 2>`."""
    found = errors(
        """
        from enum import IntEnum, StrEnum


        class Level(IntEnum):
            HIGH = 2


        class Mode(StrEnum):
            FAST = "fast"


        def show(n: int) -> str:
            return repr(n)


        def f() -> list[object]:
            xs: list[int] = [Level.HIGH]
            mode: str = Mode.FAST
            level: Level = Level.HIGH
            return [xs, mode, show(Level.HIGH), show(int(level)), show(level.value), level + 1]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["18:22", "19:17", "21:28"]
    assert all("Python keeps the member, whose repr() shows <Class.NAME: value>" in f for f in found)


def test_ordering_dict_views_is_refused() -> None:
    """`a.keys() <= b.keys()` is a subset test in Python (views of keys and items are set-like);
    compared as lists it gave True for {"a"} <= {"b"} (found by an independent generator)."""
    found = errors(
        """
        def f(a: dict[str, int], b: dict[str, int]) -> list[bool]:
            return [a.keys() <= b.keys(), a.items() > b.items(), set(a) <= set(b)]
        """
    )
    assert [f.split(": ")[0] for f in found] == ["3:13", "3:35"]
    assert all("on a dict view: Python tests keys and items as sets" in f for f in found)


def test_a_type_annotation_of_builtin_classes_says_so_once() -> None:
    # (it said `Name "type" is not defined`, and the loop over the schema then lost its names)
    found = errors(
        """
        def check(schema: dict[str, type], value: dict[str, object]) -> list[str]:
            out: list[str] = []
            for key, typ in schema.items():
                out.append(key + typ.__name__)
            return out


        def f(t: type[int]) -> int:
            return 1
        """
    )
    assert [line.split(": ", 1)[0] for line in found] == ["2:29", "9:10"]
    assert all('"type" (a class as a value) is supported for the worker\'s own classes only' in e for e in found)


def test_a_power_of_an_unknown_exponent_computed_with_where_an_int_is_declared_is_refused() -> None:
    # `10 * 2 ** n` is 5.0 for n = -1 (mypy: Any); the JS product printed 5 where it was stored as an int
    found = errors(
        """
        def delay(n: int) -> int:
            d: int = 10 * 2 ** n
            return d


        def delays(n: int) -> list[int]:
            return [2 ** n, 3 * 2 ** n]


        def fine(n: int) -> int:
            p: int = 2 ** n
            return 10 * p
        """
    )
    assert [line.split(": ", 1)[0] for line in found] == ["3:14", "8:21"]
    assert all("give the power an int of its own first (p: int = 2 ** n" in line for line in found)
