"""Classes: plain ones, subclasses of SDK classes (overrides keep JS names), exceptions, typedefs."""

from .helpers import errors, module


def test_plain_class_with_fields_and_methods() -> None:
    js = module(
        """

        class Counter:
            step: int = 1

            def __init__(self, start: int) -> None:
                self.value = start

            def bump(self) -> int:
                self.value += self.step
                return self.value

            @staticmethod
            def zero() -> "Counter":
                return Counter(0)


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            counter = Counter.zero()
            return Response(str(counter.bump()))
        """
    )
    assert (
        # a class attribute: on the class, and on the prototype (what instances read until they set their own)
        "class Counter {\n  static step = 1;\n\n  /**\n   * @param {number} start\n   */\n  constructor(start) {"
        in js
    )
    assert "  }\n}\n/** @type {number} */\nCounter.prototype.step = 1;\n" in js
    assert "this.value = start;" in js
    assert "  bump() {\n    this.value += this.step;\n    return this.value;\n  }" in js
    assert "  static zero() {\n    return new Counter(0);\n  }" in js
    assert "const counter = Counter.zero();" in js


def test_subclass_of_sandbox_overrides_with_js_names_and_is_exported() -> None:
    js = module(
        """

        class MySandbox(Sandbox):
            default_port = 8080

            async def on_start(self) -> None:
                await super().on_start()
                print("started")


        __all__ = ["MySandbox"]


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response("")
        """
    )
    assert 'import { Sandbox } from "@cloudflare/sandbox";' in js
    assert "export { MySandbox, Sandbox };" in js
    assert "class MySandbox extends Sandbox {\n  static defaultPort = 8080;\n  defaultPort = 8080;\n" in js
    assert "  async onStart() {\n    await super.onStart();" in js


def test_protocols_and_typeddicts_become_typedefs() -> None:
    js = module(
        """

        class Job(TypedDict, total=False):
            name: str
            tags: list[str]


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            job: Job = {"name": "x"}
            return Response(job["name"])
        """
    )
    assert (
        '/**\n * @typedef {object} Env\n * @property {DurableObjectNamespace<import("@cloudflare/sandbox").Sandbox>} Sandbox\n */'
        in js
    )
    assert (
        "/**\n * @typedef {object} Job\n * @property {string} [name]\n * @property {string[]} [tags]\n */"
        in js
    )
    assert 'const job = { name: "x" };' in js


def test_user_exception_classes() -> None:
    js = module(
        """

        class QuotaError(Exception):
            pass


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            try:
                raise QuotaError("over")
            except QuotaError as e:
                return Response(type(e).__name__ + str(e), status=429)
        """
    )
    # `static $py`: one of Python's exceptions, which `except Error` (the runtime's) does not catch
    assert 'class QuotaError extends Error {\n  name = "QuotaError";\n  static $py = true;\n}' in js
    assert 'throw new QuotaError("over");' in js
    assert (
        "if (e instanceof QuotaError) {\n        return new Response(e.name + e.message, { status: 429 });"
        in js
    )


def test_exception_subclass_passes_its_message_to_super() -> None:
    js = module(
        """
        class AppError(ValueError):
            def __init__(self, msg: str, code: int) -> None:
                super().__init__(msg)
                self.code = code


        class Plain(Exception):
            def __init__(self, detail: str) -> None:
                self.detail = detail


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(str(AppError("bad", 1)) + str(Plain("x")))
        """
    )
    assert "class AppError extends $ValueError {" in js
    assert "constructor(msg, code) {\n    super(msg);\n    this.code = code;" in js
    # Python keeps the one argument as the message even without super().__init__()
    assert "constructor(detail) {\n    super(detail);\n    this.detail = detail;" in js


def test_self_before_super_and_a_skipped_base_init_are_refused() -> None:
    found = errors(
        """
        class Base:
            def __init__(self, x: int) -> None:
                self.x = x


        class Early(Base):
            def __init__(self) -> None:
                self.y = 1
                super().__init__(2)


        class Skips(Base):
            def __init__(self) -> None:
                self.y = 1
        """
    )
    assert found == [
        "9:9: super().__init__(...) must come before self is used: JavaScript forbids it",
        "14:5: call super().__init__(...): JavaScript always runs the base class's constructor",
    ]


def test_class_attributes_are_on_the_prototype_not_instance_fields() -> None:
    """JS sets a subclass's fields after the base's constructor ran: an instance field would overwrite
    what the base's __init__ set (`Square(5).sides` was 4). A prototype property is Python's fallback."""
    js = module(
        """
        from dataclasses import dataclass
        from typing import ClassVar


        class Shape:
            sides = 0

            def __init__(self, sides: int) -> None:
                self.sides = sides


        class Square(Shape):
            sides = 4


        @dataclass
        class Job:
            name: str
            kind = "job"
            limit: ClassVar[int] = 5


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            job = Job("x")
            return Response(f"{Square(5).sides} {Square.sides} {job.kind} {job.limit} {job!r}")
        """
    )
    assert "class Square extends Shape {\n  static sides = 4;\n}\nSquare.prototype.sides = 4;\n" in js
    assert "Shape.prototype.sides = 0;" in js
    # a dataclass's class attributes (unannotated, or ClassVar) are not fields
    assert "constructor(name) {\n    this.name = name;\n  }" in js
    assert 'static kind = "job";' in js and "/** @type {number} */\nJob.prototype.limit = 5;" in js
    assert "return `Job(name=${$strRepr(this.name)})`;" in js


def test_dataclass_defaults_that_would_be_shared_or_read_otherwise_are_refused() -> None:
    found = errors(
        """
        from dataclasses import dataclass, field

        moving = 1
        moving = 2
        ITEMS = [1, 2]


        def make() -> list[int]:
            return []


        @dataclass
        class Bad:
            a: list[int] = []
            b: list[int] = field(default=[])
            c: int = LATER
            d: int = moving
            e: list[int] = ITEMS
            f: int = 0
            g: int = field(default_factory=lambda: f)
            h: int = field(default_factory=lambda x: 1)
            i: int = field(default_factory=make()[0])


        LATER = 3
        """
    )
    shared = (
        "a dataclass default is one object shared by every instance in Python: give a constant, an Enum "
        "member, a tuple of them or a module constant defined above, or field(default_factory=...) for a "
        "fresh value per instance"
    )
    assert found == [
        f"15:20: {shared}",
        "16:20: field() takes default=<an immutable value> or default_factory=<a class, function or lambda> here",
        f"17:14: {shared}",  # Python reads it when the class is made: not yet defined
        f"18:14: {shared}",  # JS would read its latest value
        f"19:20: {shared}",
        '21:44: this default reads "f", also a field of Bad: rename one',
        "22:36: default_factory is called with no arguments: a lambda without parameters",
        "23:36: default_factory takes a class, a function or a lambda (by name, as Python calls it)",
    ]


def test_dataclass_printing_and_eq_refusals_name_the_field() -> None:
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass
        class Sample:
            name: str
            value: float


        @dataclass
        class Floats:
            values: list[float]
            seen: set[int]


        def f(s: Sample, t: Floats) -> None:
            print(s)
            print(t)
            print(t == t)
        """
    )
    assert found == [
        (
            '18:5: printing "Sample": its field "value" is annotated float, which may hold an int that Python '
            'prints without ".0" and JavaScript cannot tell from a float: annotate it int if it holds whole '
            'numbers, or define __repr__ formatting it (f"{self.value:.2f}")'
        ),
        (
            '19:5: printing "Floats": its field "values" cannot be printed as Python prints it (printing "float": '
            'a float (annotated, or narrowed by isinstance(x, (int, float))) may be an int, which Python prints without ".0" and JavaScript cannot tell '
            'from a float; format it (f"{x:.2f}") or print float(x)): define __repr__ for Floats'
        ),
        (
            '20:11: == on "Floats": its field "values" ("list[float]") is not compared as Python compares it (a '
            "float or an object inside a container, a set, Any): define __eq__"
        ),
    ]


def test_class_attributes_assigned_where_it_can_be_seen() -> None:
    """A class attribute assigned through its class's name (or `cls`, `type(self)`) is read by
    instances from the class (test_semantics's s33 cases run it); through an alias of the class, an
    Enum's member, a dataclass's field default or a method it is refused."""
    found = errors(
        """
        from dataclasses import dataclass
        from enum import Enum


        class Config:
            name = "x"
            limit = 1

            def run(self) -> None:
                pass


        class Color(Enum):
            RED = 1


        @dataclass
        class Point:
            x: int = 0


        def f() -> None:
            Config.name = "y"
            kind = Config
            kind.name = "z"
            kind.limit = 2
            Point.x = 2
            Config.run = Config.run
        """
    )
    assert found == [
        '27:5: assigning a class attribute: "limit" is assigned through another name than its class\'s: write '
        "Config.limit = ... (or cls.limit in a classmethod)",
        '28:5: assigning a class attribute: "x" is a field of the dataclass "Point": assigning its default '
        "through the class is not supported",
        '29:5: assigning a class attribute: "run" is not a class attribute of "Config" its class body assigns',
    ]
    js = module(
        """
        class Config:
            name = "x"


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            Config.name = "y"
            return Response(Config().name)
        """
    )
    assert (
        'Object.defineProperty(/** @type {any} */ (Config.prototype), "name", $classAttribute("name$", "name"));'
        in js
    )


def test_property_classmethod_and_dataclass() -> None:
    js = module(
        """
        from dataclasses import dataclass, field


        @dataclass(frozen=True)
        class Pair:
            a: str
            b: int = 1
            tags: list[str] = field(default_factory=list)


        class Temp:
            def __init__(self, c: float) -> None:
                self._c = c

            @property
            def celsius(self) -> float:
                return self._c

            @classmethod
            def freezing(cls) -> "Temp":
                return cls(0.0)


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(repr(Pair("x")) + f"{Temp.freezing().celsius:.1f}")
        """
    )
    assert "class Pair {\n  /**\n   * @param {number} [b]\n   * @param {string[]} [tags]\n   */\n  constructor(a, b = 1, tags = []) {" in js
    assert (
        'return `Pair(a=${$strRepr(this.a)}, b=${String(this.b)}, tags=${$repr(this.tags, ["list", "str"])})`;'
        in js
    )
    assert "get celsius() {" in js and "static freezing() {\n    return new this(0.0);" in js


def test_read_only_attributes_are_refused() -> None:
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Pair:
            a: str


        class Temp:
            @property
            def celsius(self) -> float:
                return 1.0


        def f(p: Pair, t: Temp) -> None:
            p.a = "y"
            t.celsius = 2.0
        """
    )
    assert found == [
        '17:5: "Pair" is a frozen dataclass: its field "a" cannot be assigned',
        '18:5: property "celsius" of "Temp" has no setter',
    ]


def test_dataclass_options_and_inheritance_refusals() -> None:
    found = errors(
        """
        from dataclasses import dataclass, field


        @dataclass
        class Base:
            a: int


        class Plain:
            def __init__(self) -> None:
                self.z = 1


        @dataclass
        class FromPlain(Plain):
            b: int


        @dataclass(frozen=True)
        class Frozen(Base):
            c: int


        @dataclass(order=True, weakref_slot=True)
        class Floaty:
            x: dict[str, int]
            y: str = field(default="", metadata={})


        @dataclass
        class Unset:
            x: int = field(init=False)


        def f(a: Floaty) -> None:
            print(a.y)
        """
    )
    assert found == [
        "16:1: a @dataclass may derive from another @dataclass, or from a class of methods without __init__ "
        "(Python's generated __init__ does not call the base's)",
        "21:7: TypeError in Python: a frozen dataclass cannot inherit from a non-frozen one",
        "25:24: @dataclass takes frozen=, eq=, repr=, order=, kw_only=, slots= here",
        '26:7: order=True on Floaty: its field "x" ("dict[str, int]") is none of the kinds compared here as Python '
        "compares them (int, float, str, bool, dates, datetimes, times, timedeltas and tuples or lists of them): "
        "define __lt__, or sort with a key",
        "28:32: field() takes default=<an immutable value> or default_factory=<a class, function or lambda>, and repr=, compare=, init= and kw_only= here",
        '32:7: field "x" of Unset has init=False and no default: Python leaves it unset; give it a default or a default_factory, '
        "or set it in __post_init__ before anything reads it",
    ]


def test_what_raises_in_a_slots_dataclass_is_refused() -> None:
    """CPython makes a `@dataclass(slots=True)` class anew, without an instance `__dict__`: a
    zero-argument super() in its methods and a cached_property raise TypeError there."""
    found = errors(
        """
        from dataclasses import dataclass
        from functools import cached_property


        class Base:
            def name(self) -> str:
                return "base"


        @dataclass(slots=True)
        class Slotted(Base):
            x: int

            def name(self) -> str:
                return super().name() + "!"

            @cached_property
            def double(self) -> int:
                return self.x * 2
        """
    )
    assert found == [
        "16:16: super() without arguments in a @dataclass(slots=True) class raises TypeError in Python",
        "18:5: @cached_property in a @dataclass(slots=True) class raises TypeError in Python "
        "(its instances have no __dict__ to cache in)",
    ]


def test_a_dataclass_field_with_a_default_keeps_its_type_for_tsc() -> None:
    """`language: Language = "python"` of a Literal alias: a JS default parameter alone would make
    tsc read the field as any string, which the SDK's `language` option rejects."""
    from tests.transpile.test_snapshots import _tsc

    source = """
        from dataclasses import dataclass
        from typing import Literal

        from bindings.cloudflare_sandbox import get_sandbox

        Language = Literal["python", "javascript", "typescript"]


        @dataclass
        class Run:
            code: str
            language: Language = "python"


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            run = Run(await request.text())
            sandbox = get_sandbox(env.Sandbox, "x")
            context = await sandbox.create_code_context(language=run.language)
            return Response(context.id)
        """
    text = module(source)
    assert '@param {"python" | "javascript" | "typescript"} [language]' in text
    found = _tsc({"ok.js": text, "broken.js": text.replace("[language]", "[wrong]")})
    assert found["ok.js"] == [] and found["broken.js"], found  # (the JSDoc is what tsc reads)
