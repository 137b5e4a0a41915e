"""The worker's own classes (plain, Protocol, TypedDict, subclasses of SDK classes) and functions."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import ClassVar

import libcst as cst

from generator.transpile.lower.naming import js_identifier, js_member
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    FLOAT,
    INT,
    NEVER,
    NONE,
    REAL,
    STR,
    AsyncIterableType,
    AwaitableType,
    ByteArrayType,
    BytesType,
    ClassInfo,
    ClassKind,
    ClassObjectType,
    ContextManagerType,
    DequeType,
    DictType,
    Field,
    InstanceType,
    IteratorType,
    ListType,
    Member,
    MemberKind,
    Param,
    RangeType,
    Signature,
    TupleType,
    Type,
    UnionType,
    is_primitive,
    widen,
)

AnnotateFn = Callable[[cst.BaseExpression], Type]


@dataclass(frozen=True)
class FieldSpec:
    """A dataclass field's options: `field(repr=False, compare=False, init=False, kw_only=True)`,
    whether it has a default (a plain one or field's default=/default_factory=), and the class that
    declared it (a base dataclass's fields come first)."""

    has_default: bool = False
    repr: bool = True
    compare: bool = True
    init: bool = True
    kw_only: bool = False


@dataclass(eq=False)
class UserClass(ClassInfo):
    own: ClassVar[bool] = True
    name: str
    kind: ClassKind
    node: cst.ClassDef
    base_infos: list[ClassInfo] = field(default_factory=list)
    #: Subclasses `Exception` (directly or through the SDK's error classes).
    exception: bool = False
    attributes: dict[str, Type] = field(default_factory=dict)
    methods: dict[str, Signature] = field(default_factory=dict)
    static_methods: set[str] = field(default_factory=set)
    #: `@classmethod`s (also in static_methods: JS static methods, where `cls` is `this`).
    class_methods: set[str] = field(default_factory=set)
    #: `@property` getters (read as attributes), and those with a `@name.setter`.
    properties: set[str] = field(default_factory=set)
    #: The methods the worker's subclasses of this class define (a value typed as this class may be
    #: one of them: its `__str__` or `__bool__` is the one Python calls).
    subclass_methods: set[str] = field(default_factory=set)
    #: The names of the worker's classes that derive from this one, at any depth.
    subclasses: set[str] = field(default_factory=set)
    setters: set[str] = field(default_factory=set)
    required_keys: set[str] = field(default_factory=set)
    #: A `@dataclass`: its fields in order (name -> the field's default, a cst node, or None).
    dataclass_fields: dict[str, cst.BaseExpression | None] | None = None
    frozen: bool = False
    #: Per dataclass field (inherited ones first): its options.
    field_specs: dict[str, FieldSpec] = field(default_factory=dict)
    #: `@dataclass(eq=..., repr=..., order=...)`.
    dataclass_eq: bool = True
    dataclass_repr: bool = True
    dataclass_order: bool = False
    #: `@functools.total_ordering`: the comparison method the others are derived from (`__lt__`...).
    ordering_root: str | None = None
    #: Its methods that may return NotImplemented (`__eq__`, `__lt__`..., and those `@total_ordering`
    #: derives from such a root, which pass it on): Python then asks the other operand (then, for
    #: `==`, identity).
    declining: set[str] = field(default_factory=set)
    #: A dataclass another dataclass of the module derives from: its generated constructor, run by
    #: the subclass's `super($dcSkip)`, sets nothing (the subclass's sets every field).
    dataclass_subclassed: bool = False
    #: False when a dataclass's fields cannot be printed as Python does: no generated `__repr__`.
    repr_generated: bool = True
    #: Why (the field, the cause and the fix), said where such a dataclass is printed.
    repr_problem: str = ""
    #: An `Enum`: its members in order (name -> value, an int or str); None for other classes.
    enum_members: dict[str, object] | None = None
    #: A `NamedTuple`: its fields are `dataclass_fields`, and its instances are tuples of them.
    named_tuple: bool = False
    #: The class whose body defines this one (`Outer` of `Outer.Inner`); None at module level.
    owner: UserClass | None = None
    #: The classes its own body defines, by name.
    nested: dict[str, UserClass] = field(default_factory=dict)
    #: `class Kind(str, Enum)`: a StrEnum (its members are their strs) whose str() and format() give
    #: `Kind.NAME`, as Enum's own do, where a StrEnum's give the value.
    str_mixin: bool = False
    #: Derives from `abc.ABC` (its metaclass checks, when it is called, that no method is left abstract).
    abc: bool = False
    #: Its own `@abstractmethod`s (methods and properties).
    abstract: set[str] = field(default_factory=set)
    #: The attributes every instance has once made (see instance_attributes.py; computed when asked).
    surely_set: frozenset[str] | None = None
    #: Its class attributes the worker assigns through the class (`Cnt.count += 1`; class_stores.py):
    #: instances read the class's current value, not a copy on the prototype.
    rebound: set[str] = field(default_factory=set)

    def lineage(self) -> list[UserClass]:
        """The class, its base, that one's base...: the worker's classes of its MRO (a class extends
        one base here)."""
        found: list[UserClass] = [self]
        while found[-1].base_infos and isinstance(found[-1].base_infos[0], UserClass):
            found.append(found[-1].base_infos[0])
        return found

    def class_attribute_store_problem(self, name: str) -> str:
        """Why `Cls.name = v` cannot be written ("" if it can): it must be a class attribute a class
        body of the worker's assigns, which class_stores.py found rebound (see `rebound`)."""
        definer = next((c for c in self.lineage() if name in _body_names(c.node)), None)
        if definer is None or name in definer.methods or name in definer.properties:
            return f'"{name}" is not a class attribute of "{self.name}" its class body assigns'
        if definer.enum_members is not None or definer.named_tuple:
            kind = "a NamedTuple" if definer.named_tuple else "an Enum"
            return f'"{definer.name}" is {kind}: its members cannot be assigned'
        if definer.dataclass_fields is not None and name in definer.dataclass_fields:
            return (
                f'"{name}" is a field of the dataclass "{definer.name}": assigning its default through the '
                "class is not supported"
            )
        foreign = (b for c in definer.lineage() for b in c.base_infos if not isinstance(b, UserClass))
        if any(base.member(name) is not None for base in foreign):
            return f'"{name}" overrides a member of an SDK class: it cannot be assigned through the class'
        if name not in self.rebound:
            return (
                f'"{name}" is assigned through another name than its class\'s: write {self.qualname}.{name} = ... '
                f"(or cls.{name} in a classmethod)"
            )
        return ""

    def abstract_left(self) -> list[str]:
        """The abstract methods an ABC leaves without a body, sorted (what `__abstractmethods__` holds):
        calling the class then raises TypeError. Those of its own and those its bases declare abstract
        that no class between them defines in its body (an instance attribute does not count)."""
        if not self.abc:
            return []
        left: set[str] = set()
        defined: set[str] = set()
        for cls in self.lineage():
            left |= cls.abstract - defined
            defined |= _body_names(cls.node)
        return sorted(left)

    def is_object_enum(self) -> bool:
        return self.enum_members is not None and self.primitive is None

    def instance(self) -> Type:
        """The type of an instance: a NamedTuple's is a tuple of its fields."""
        if self.named_tuple and self.dataclass_fields is not None:
            return TupleType(tuple(self.attributes[name] for name in self.dataclass_fields), named=self)
        return InstanceType(self)

    #: The type arguments each base was given (`DurableObject[Env]`), by its index in base_infos.
    base_args: dict[int, tuple[Type, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.runtime_name = self.js_class() if self.kind == "class" else None
        self.js_module = None

    @property
    def qualname(self) -> str:
        """Python's `__qualname__`: `Outer.Inner` for a class defined in Outer's body."""
        return self.name if self.owner is None else f"{self.owner.qualname}.{self.name}"

    def js_class(self) -> str:
        """The module-level JS name the class is bound to: a nested class's is its qualname joined by
        `$` (`Outer$Inner`), which no name of the worker's can be (`$` is not in Python identifiers)."""
        return js_identifier(self.qualname.replace(".", "$"))

    def bases(self) -> list[ClassInfo]:
        return self.base_infos

    def is_exception(self) -> bool:
        return self.exception

    def js_name_of(self, name: str) -> str:
        """A method or field overriding an SDK member keeps the SDK's JS name (`on_start` -> `onStart`)."""
        for base in self.base_infos:
            inherited = base.member(name)
            if inherited is not None:
                return inherited.js_name
        return js_member(name, exception=self.exception, array=self.named_tuple)

    def member(self, name: str, args: tuple[Type, ...] = ()) -> Member | None:
        if self.kind == "typeddict":
            return None
        if name in self.methods:
            signature = self.methods[name]
            kind: MemberKind = "static" if name in self.static_methods else "method"
            return Member(name, self.js_name_of(name), kind, signature.result, (signature,))
        if name in self.attributes:
            return Member(name, self.js_name_of(name), "attribute", self.attributes[name])
        for index, base in enumerate(self.base_infos):
            inherited = base.member(name, self.base_args.get(index, ()))
            if inherited is not None:
                return inherited
        return None

    def defines(self, method: str) -> bool:
        """The class (or a base of the worker's) defines `method`, or a dataclass generates it."""
        if method in self.methods:
            return True
        if self.dataclass_fields is not None and method == "__eq__" and self.dataclass_eq:
            return True
        if self.dataclass_fields is not None and method == "__repr__" and self.dataclass_repr:
            # (one it cannot generate, a field JS cannot print, hides its base's: printing it is refused)
            return self.repr_generated
        if self.dataclass_fields is not None and self.dataclass_order and method in ORDER_DUNDERS:
            return True
        if self.enum_members is not None and method in ("__str__", "__repr__"):  # $Enum's
            return True
        return any(isinstance(base, UserClass) and base.defines(method) for base in self.base_infos)

    def may_lack(self, field: Field) -> bool:
        return True  # filled from JSON unchecked: any key may be missing

    def stores_only_floats(self, attr: str) -> bool:
        """Every `self.attr = v` (or `+=`) in the class's methods stores a float by its form (see
        `is_float_expression`): the attribute first given a float then holds floats only."""

        class Stores(cst.CSTVisitor):
            floats = True

            def visit_Assign(self, node: cst.Assign) -> None:
                if any(_is_self_attr(t.target, attr) for t in node.targets):
                    self.floats = self.floats and is_float_expression(node.value)

            def visit_AugAssign(self, node: cst.AugAssign) -> None:
                if _is_self_attr(node.target, attr):
                    self.floats = self.floats and is_float_expression(node.value)

        stores = Stores()
        self.node.visit(stores)
        return stores.floats

    def nested_classes(self) -> list[UserClass]:
        """Every class its body defines, at any depth."""
        return [c for nested in self.nested.values() for c in (nested, *nested.nested_classes())]

    def nested_class(self, name: str) -> UserClass | None:
        """The class of that name its body, or a base class's of the worker's, defines (`Outer.Inner`,
        also through a subclass of Outer, as Python's attribute lookup finds it)."""
        if name in self.nested:
            return self.nested[name]
        for base in self.base_infos:
            found = base.nested_class(name)
            if isinstance(found, UserClass):
                return found
        return None

    def generates_eq(self) -> bool:
        """A dataclass's `__eq__` JS can write: every field compared by value (primitives, Enum members,
        dataclasses that generate theirs, and lists, tuples, dicts and bytes `$eq` compares exactly)."""
        if self.dataclass_fields is None or "__eq__" in self.methods or not self.dataclass_eq:
            return False
        if id(self) in _ASKING_EQ:  # a field of its own class (`nxt: "Node | None"`): its own __eq__
            return True
        _ASKING_EQ.add(id(self))
        try:
            return self.uncompared_field() is None
        finally:
            _ASKING_EQ.discard(id(self))

    def compared_fields(self) -> list[str]:
        """The fields a generated `__eq__` (and `order=True`'s `<`) compares: not `compare=False` ones."""
        assert self.dataclass_fields is not None
        return [n for n in self.dataclass_fields if self.spec(n).compare]

    def spec(self, name: str) -> FieldSpec:
        return self.field_specs.get(name, FieldSpec())

    def uncompared_field(self) -> str | None:
        """The first field a generated `__eq__` could not compare as Python does."""
        return next((n for n in self.compared_fields() if not _compared_by_value(self.attributes[n])), None)

    def uncompared_reason(self) -> str:
        """Why `==` of this dataclass is refused: its first field compared otherwise, and the cause."""
        name = self.uncompared_field() or ""
        t = self.attributes[name]
        why = (
            "Python compares the fields as tuples, whose items are compared by identity first, so a NaN "
            "there equals itself, which JavaScript cannot tell"
            if has_float(t)
            else "a float or an object inside a container, a set, Any"
        )
        return f'its field "{name}" ("{t.display()}") is not compared as Python compares it ({why}): define __eq__'

    def match_args(self) -> tuple[str, ...]:
        """A dataclass's `__match_args__`: its `__init__`'s positional fields."""
        assert self.dataclass_fields is not None
        return tuple(n for n in self.dataclass_fields if self.spec(n).init and not self.spec(n).kw_only)

    def member_names(self) -> list[str]:
        names = set(self.methods) | set(self.attributes)
        for base in self.base_infos:
            names.update(base.member_names())
        return sorted(names)

    def fields(self) -> dict[str, Field]:
        if self.kind != "typeddict":
            return {}
        return {k: Field(k, k, t, k in self.required_keys) for k, t in self.attributes.items()}

    def constructor(self, args: tuple[Type, ...] = ()) -> Signature | None:
        if self.kind != "class":
            return None
        if self.enum_members is not None:  # `Color(1)`: the member of that value
            return Signature((Param("value", self.attributes.get("value", ANY), False),), InstanceType(self))
        if self.dataclass_fields is not None and "__init__" not in self.methods:
            if self.named_tuple:
                params = tuple(
                    Param(name, self.attributes[name], default is not None)
                    for name, default in self.dataclass_fields.items()
                )
                return Signature(params, self.instance())
            specs = {n: self.spec(n) for n in self.dataclass_fields if self.spec(n).init}
            ordered = [n for n in specs if not specs[n].kw_only] + [n for n in specs if specs[n].kw_only]
            return Signature(
                tuple(
                    Param(n, self.attributes[n], specs[n].has_default, keyword_only=specs[n].kw_only)
                    for n in ordered
                ),
                self.instance(),
            )
        if "__init__" in self.methods:
            init = self.methods["__init__"]
            return Signature(
                init.params, InstanceType(self), init.options, init.variadic, init.kwargs, init.args
            )
        for index, base in enumerate(self.base_infos):
            inherited = base.constructor(self.base_args.get(index, ()))
            if inherited is not None:  # (its `*args` and `**kwargs` too)
                return replace(inherited, result=InstanceType(self), returns_self=False)
        if self.exception:  # Exception(*args): JS Error takes the message
            return Signature((Param("message", STR, has_default=True),), InstanceType(self))
        return Signature((), InstanceType(self))


def eq_kind(cls: ClassInfo) -> str:
    """How `==` on an instance of the class goes: "method" (its own or a base's `__eq__`, or a
    dataclass's generated one), "identity" (object's, and an Enum's), or "" (neither JS can write: a
    dataclass's whose field it cannot compare, an SDK class's)."""
    if not isinstance(cls, UserClass):
        return "identity" if _error_class(cls) else ""  # BaseException defines no __eq__
    if cls.kind != "class" or cls.named_tuple:
        return ""
    if cls.enum_members is not None:
        return "identity"
    if "__eq__" in cls.methods:
        return "method"
    if cls.dataclass_fields is not None and cls.dataclass_eq:
        return "method" if cls.generates_eq() else ""
    for base in cls.base_infos:
        kind = eq_kind(base)
        if kind != "identity":
            return kind
    return "identity"


def _family(classes: Iterable[UserClass], cls: ClassInfo) -> list[ClassInfo]:
    """The class and the module's classes deriving from it: what a value of its type may be."""

    def derives(c: ClassInfo) -> bool:
        return any(base is cls or derives(base) for base in c.bases())

    return [cls, *(c for c in classes if derives(c))]


def enum_class(t: Type) -> UserClass | None:
    """The worker's Enum that `t` is the class of (`type[Color]`: `Color` as a value), else None."""
    if isinstance(t, ClassObjectType) and isinstance(t.cls, UserClass) and t.cls.enum_members is not None:
        return t.cls
    return None


def family_of(classes: Iterable[UserClass], cls: ClassInfo) -> list[ClassInfo]:
    """The class and the module's classes deriving from it: what a value of type `type[cls]` may be."""
    return _family(classes, cls)


def may_decline(classes: Iterable[UserClass], cls: ClassInfo, method: str) -> bool:
    """Whether `cls`'s `method` (`__lt__`), or a subclass's, may return NotImplemented: Python then
    asks the other operand's reflected method (`$reflected` does)."""

    def declines(c: ClassInfo) -> bool:
        if not isinstance(c, UserClass):
            return False
        if method in c.methods:  # its own, or one @total_ordering derived (see `declining`)
            return method in c.declining
        return any(declines(base) for base in c.bases())

    return any(declines(c) for c in _family(classes, cls))


def reflected_first(classes: Iterable[UserClass], cls: ClassInfo, method: str) -> bool:
    """Whether `a OP b`, `a` an instance of `cls`, may call `b`'s reflected `method` (`__radd__`,
    `__gt__` for `<`) before `a`'s own: Python does when `b`'s class derives from `a`'s and has it."""
    derived = _family(classes, cls)[1:]
    return any(
        c.member(method) is not None or (isinstance(c, UserClass) and c.defines(method)) for c in derived
    )


def eq_by_identity(classes: Iterable[UserClass], t: Type) -> bool:
    """`==` on a value of type `t` is identity: an instance of the worker's class that, as every
    subclass of it, has no `__eq__`."""
    t = widen(t)
    if not isinstance(t, InstanceType) or not isinstance(t.cls, UserClass):
        return False
    return all(eq_kind(c) == "identity" for c in _family(classes, t.cls))


def _error_class(cls: ClassInfo) -> bool:
    """An exception class: Python's builtin ones are the runtime's `Error` (or a class deriving it)."""
    return cls.is_exception() or cls.name == "Error" or any(_error_class(base) for base in cls.bases())


def eq_exact(t: Type) -> bool:
    """`$eq` gives Python's `==` on a value of type `t`, an instance of the worker's class or an
    exception: it calls the `__eq__` the object has (its class's, a base's, a dataclass's generated
    one), else compares by identity. (A dataclass deriving one whose `__eq__` it cannot generate is
    refused where defined.)"""
    t = widen(t)
    return (
        isinstance(t, InstanceType)
        and (isinstance(t.cls, UserClass) or _error_class(t.cls))
        and eq_kind(t.cls) != ""
    )


#: The methods `@dataclass(order=True)` generates.
ORDER_DUNDERS = ("__lt__", "__le__", "__gt__", "__ge__")


#: The classes whose `generates_eq` is being answered (a class may hold fields of its own type).
_ASKING_EQ: set[int] = set()


def _compared_by_value(t: Type) -> bool:
    t = widen(t)
    if has_float(t):  # the fields' tuples compare a NaN by identity first, which JS cannot tell
        return False
    if isinstance(t, InstanceType) and isinstance(t.cls, UserClass):
        return t.cls.enum_members is not None or t.cls.generates_eq()  # an Enum's == is identity
    if optional_eq_class(t) is not None or library_eq(t):
        return True
    if isinstance(t, UnionType) and NONE in t.options and len(t.options) == 2:
        (inner,) = [o for o in t.options if o != NONE]  # an Enum member or None: `===`
        if value_container(inner):  # a tuple or list of values, or None: `$eq`
            return True
        return is_primitive(inner) or (
            isinstance(inner, InstanceType)
            and isinstance(inner.cls, UserClass)
            and inner.cls.enum_members is not None
        )
    return is_primitive(t) or value_container(t)


def library_eq(t: Type) -> bool:
    """A runtime class's instance (a datetime, date, timedelta, UUID), or None where it may be: its
    own `__eq__` compares it as Python does."""
    t = widen(t)
    options = [o for o in t.options if o != NONE] if isinstance(t, UnionType) else [t]
    return len(options) == 1 and (
        isinstance(options[0], InstanceType)
        and not isinstance(options[0].cls, UserClass)
        and options[0].cls.member("__eq__") is not None
    )


def has_float(t: Type) -> bool:
    """A float, or a union holding one (a `float` annotation is `int | float`)."""
    t = widen(t)
    if isinstance(t, UnionType):
        return any(has_float(o) for o in t.options)
    return t == FLOAT


def optional_eq_class(t: Type) -> UserClass | None:
    """`C | None` of a dataclass whose `__eq__` is generated: the class."""
    t = widen(t)
    if not isinstance(t, UnionType) or len(t.options) != 2 or NONE not in t.options:
        return None
    (inner,) = [o for o in t.options if o != NONE]
    if (
        isinstance(inner, InstanceType)
        and isinstance(inner.cls, UserClass)
        and inner.cls.enum_members is None
    ):
        return inner.cls if inner.cls.generates_eq() else None
    return None


def value_container(t: Type) -> bool:
    """A list, deque, tuple, dict or bytes that `$eq` compares as Python's == does: items of str, int, bool,
    None or such containers. Not a float item (Python's container == takes a NaN as equal to itself,
    by identity, which JS cannot tell), nor an object (`$eq` would compare its keys, not call __eq__)."""
    t = widen(t)
    if isinstance(t, (BytesType, ByteArrayType)):  # a bytearray's own __eq__ compares its bytes
        return True
    if isinstance(t, ListType) and not t.view:
        return _value_item(t.item)
    if isinstance(t, DequeType):  # its own __eq__ compares its items with `$eq`
        return _value_item(t.item)
    if isinstance(t, RangeType):  # its own __eq__ compares it as a sequence
        return True
    if isinstance(t, TupleType) and (t.named is None or t.named.member("__eq__") is None):
        return all(_value_item(item) for item in t.items)  # a NamedTuple compares as its tuple
    if isinstance(t, DictType) and not (t.missing or t.counter):
        return _value_item(t.key) and _value_item(t.value)
    return False


def _value_item(t: Type) -> bool:
    t = widen(t)
    if isinstance(t, UnionType):
        return all(_value_item(o) for o in t.options)
    return t in (STR, INT, BOOL, NONE, NEVER) or value_container(t)


def function_signature(
    node: cst.FunctionDef, annotate: AnnotateFn, *, skip_first: bool, defaults: dict[str, Type] | None = None
) -> Signature:
    """The signature of one of the worker's functions; unannotated parameters are Any (or `defaults`)."""
    params: list[Param] = []
    positional = list(node.params.posonly_params) + list(node.params.params)
    for index, p in enumerate(positional):
        if skip_first and index == 0:
            continue
        params.append(Param(p.name.value, _param_type(p, annotate, defaults), p.default is not None))
    for p in node.params.kwonly_params:
        params.append(
            Param(p.name.value, _param_type(p, annotate, defaults), p.default is not None, keyword_only=True)
        )
    # (an `__init__` without `-> None` is one, to mypy, when its parameters are annotated: PEP 484)
    implied = NONE if node.name.value == "__init__" else ANY
    result = annotate(node.returns.annotation) if node.returns is not None else implied
    returned = node.returns.annotation if node.returns is not None else None
    names_self = (isinstance(returned, cst.Name) and returned.value == "Self") or (
        isinstance(returned, cst.SimpleString) and returned.evaluated_value == "Self"
    )
    if result == REAL and returns_floats(node):
        result = FLOAT  # `-> float` returning only float expressions: a float, never an int
    if is_generator(node):  # calling it makes an iterator (an async one for `async def`)
        if isinstance(result, ListType):  # `-> Iterable[T]`
            result = IteratorType(result.item)
        if generator_context(node) and isinstance(result, (IteratorType, AsyncIterableType)):
            result = ContextManagerType(result.item, node.asynchronous is not None)
    elif node.asynchronous is not None:
        result = AwaitableType(result)
    star_arg = node.params.star_arg
    variadic = isinstance(star_arg, cst.Param)
    args = _param_type(star_arg, annotate, defaults) if isinstance(star_arg, cst.Param) else None
    star_kwarg = node.params.star_kwarg
    kwargs = _param_type(star_kwarg, annotate, defaults) if star_kwarg is not None else None
    is_async = node.asynchronous is not None and not is_generator(node)
    return Signature(
        tuple(params), result, None, variadic, kwargs, args, returns_self=names_self, is_async=is_async
    )


class _Yields(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found = False

    def visit_Yield(self, node: cst.Yield) -> bool:
        self.found = True
        return False

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        return False  # a nested function's yield is its own

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        return False


#: math's functions whose result is always a float.
_FLOAT_FUNCTIONS = {
    "sqrt",
    "exp",
    "log",
    "log2",
    "log10",
    "sin",
    "cos",
    "tan",
    "fabs",
    "pow",
    "hypot",
    "atan2",
}


def is_float_expression(node: cst.BaseExpression) -> bool:
    """An expression whose value is a float whatever its operands' values (`a / b`, `x * 1.5`,
    `float(s)`, `math.sqrt(x)`), read from the source alone: sound, not complete."""
    match node:
        case cst.Float():
            return True
        case cst.BinaryOperation(operator=cst.Divide()):
            return True
        case cst.BinaryOperation(left=left, right=right):
            return is_float_expression(left) or is_float_expression(right)
        case cst.UnaryOperation(operator=cst.Minus() | cst.Plus(), expression=inner):
            return is_float_expression(inner)
        case cst.IfExp(body=body, orelse=orelse):
            return is_float_expression(body) and is_float_expression(orelse)
        case cst.Call(func=cst.Name(value="float")):
            return True
        case cst.Call(func=cst.Attribute(value=cst.Name(value="math"), attr=cst.Name(value=name))):
            return name in _FLOAT_FUNCTIONS
    return False


class _Returns(cst.CSTVisitor):
    def __init__(self) -> None:
        self.values: list[cst.BaseExpression | None] = []

    def visit_Return(self, node: cst.Return) -> None:
        self.values.append(node.value)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        return False


def _is_self_attr(node: cst.BaseExpression, attr: str) -> bool:
    return (
        isinstance(node, cst.Attribute)
        and isinstance(node.value, cst.Name)
        and node.value.value == "self"
        and node.attr.value == attr
    )


def returns_floats(node: cst.FunctionDef) -> bool:
    """Every `return` of the function gives a float expression (see `is_float_expression`)."""
    visitor = _Returns()
    node.body.visit(visitor)
    return bool(visitor.values) and all(v is not None and is_float_expression(v) for v in visitor.values)


#: The decorators that make a generator function a context manager, as written (the lowering checks
#: that the name is contextlib's).
CONTEXT_DECORATORS = ("contextmanager", "asynccontextmanager")


def generator_context(node: cst.FunctionDef) -> bool:
    """A `@contextmanager` / `@asynccontextmanager` function."""
    return any(
        isinstance(d.decorator, cst.Name) and d.decorator.value in CONTEXT_DECORATORS for d in node.decorators
    )


#: is_generator's answers, by node (kept alive beside its answer, so an id is never reused meanwhile):
#: a function's signature is read several times, and walking a body with libcst is not cheap.
_GENERATORS: dict[int, tuple[cst.FunctionDef, bool]] = {}


def is_generator(node: cst.FunctionDef) -> bool:
    """A function whose body (not a nested function's) yields."""
    known = _GENERATORS.get(id(node))
    if known is not None and known[0] is node:
        return known[1]
    visitor = _Yields()
    node.body.visit(visitor)
    if len(_GENERATORS) > 50_000:  # a long `build --watch` session: start again
        _GENERATORS.clear()
    _GENERATORS[id(node)] = (node, visitor.found)
    return visitor.found


def _param_type(p: cst.Param, annotate: AnnotateFn, defaults: dict[str, Type] | None) -> Type:
    if p.annotation is not None:
        return annotate(p.annotation.annotation)
    return (defaults or {}).get(p.name.value, ANY)


def _body_names(node: cst.ClassDef) -> set[str]:
    """The names a class statement's body binds: its methods and its class attributes."""
    names: set[str] = set()
    for stmt in node.body.body if isinstance(node.body, cst.IndentedBlock) else ():
        if isinstance(stmt, cst.FunctionDef):
            names.add(stmt.name.value)
        elif isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                targets = (
                    [t.target for t in small.targets]
                    if isinstance(small, cst.Assign)
                    else [small.target]
                    if isinstance(small, cst.AnnAssign) and small.value is not None
                    else []
                )
                names |= {t.value for t in targets if isinstance(t, cst.Name)}
    return names
