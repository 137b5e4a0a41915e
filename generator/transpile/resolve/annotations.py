"""Python annotations in the worker's source -> `Type`, through the module's names."""

from __future__ import annotations

from collections.abc import Callable

import libcst as cst

from generator.transpile.resolve.bindings import error_type
from generator.transpile.resolve.symbols import BUILTIN_EXCEPTIONS, Symbol
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    BYTEARRAY,
    BYTES,
    ERROR,
    INT,
    NONE,
    OBJECT,
    RANGE,
    REAL,
    STR,
    AsyncIterableType,
    AwaitableType,
    CallableType,
    ClassObjectType,
    DequeType,
    DictKind,
    DictType,
    ErrorType,
    InstanceType,
    IteratorType,
    ListType,
    LiteralType,
    LocalModuleType,
    ModuleType,
    ParamSpecPart,
    ParamSpecType,
    SetType,
    TupleType,
    Type,
    optional,
    union,
)
from generator.transpile.resolve.user_types import UserClass

BUILTIN_TYPES: dict[str, Type] = {
    "str": STR,
    "bytes": BYTES,
    "bytearray": BYTEARRAY,
    "int": INT,
    "float": REAL,  # an int is a float too, and stays an int
    "bool": BOOL,
    "None": NONE,
    "object": OBJECT,
    "range": RANGE,
}
_LISTS = {"list", "typing.List", "typing.MutableSequence"}
#: A list or a tuple: `ListType(sequence="Sequence")`.
_SEQUENCES = {"typing.Sequence", "typing.Iterable", "collections.abc.Sequence", "collections.abc.Iterable"}
_DICTS = {"dict", "typing.Dict", "typing.Mapping", "typing.MutableMapping"}
#: The dicts of a kind of their own (see `DictType.kind`).
_DICT_KINDS: dict[str, DictKind] = {
    "collections.defaultdict": "defaultdict",
    "collections.OrderedDict": "ordered",
    "typing.OrderedDict": "ordered",
}
_SETS = {"set", "typing.Set", "typing.MutableSet", "typing.AbstractSet"}
_FROZENSETS = {"frozenset", "typing.FrozenSet"}
_TRANSPARENT = {
    "typing.Annotated",
    "typing.Final",
    "typing.ClassVar",
    "typing.Required",
    "typing.NotRequired",
    "typing.ReadOnly",
}

#: typing's old names of the builtin and library generics (`Dict` and `List` are read as such already).
_TYPING_ALIASES = {
    "typing.DefaultDict": "collections.defaultdict",
    "typing.Type": "type",
    "typing.Pattern": "re.Pattern",
    "typing.Match": "re.Match",
}

Lookup = Callable[[str], Symbol | None]
MemberLookup = Callable[[ModuleType, str], Symbol | None]
Report = Callable[[cst.CSTNode, str], None]


#: Why `RecursionError` is refused, as a name and as an `except` clause's class.
RECURSION_ERROR = (
    "RecursionError is not supported: JavaScript's stack is not Python's recursion limit (1000 frames), so "
    "the two fail at different depths; bound the depth yourself (a depth argument) or loop"
)


#: Why `type` (a builtin class as a value) is refused as an annotation.
_ANY_CLASS = (
    '"type" (a class as a value) is supported for the worker\'s own classes only (type[MyClass]): JavaScript '
    'has no builtin classes such as int or str; name the kind as a str ("int") and test values with isinstance()'
)

class AnnotationResolver:
    def __init__(
        self,
        lookup: Lookup,
        module_member: MemberLookup,
        report: Report,
        self_type: Callable[[], Type] | None = None,
    ) -> None:
        self.lookup = lookup
        self.module_member = module_member
        self.report = report
        #: In a class's body: what `typing.Self` names there (its instances), asked when it is read.
        self.self_type = self_type

    def resolve(self, node: cst.BaseExpression) -> Type:
        match node:
            case cst.Name(value=name):
                return self._named(node, name)
            case cst.SimpleString():
                text = node.evaluated_value
                if isinstance(text, str):
                    try:
                        parsed = cst.parse_expression(text)
                    except cst.ParserSyntaxError:
                        pass
                    else:
                        # what the text names has no place in the source: its errors are the string's
                        quoted = node
                        inner = AnnotationResolver(
                            self.lookup,
                            self.module_member,
                            lambda _, message: self.report(quoted, message),
                            self.self_type,
                        )
                        return inner.resolve(parsed)
                self.report(node, "invalid type in a string annotation")
                return ANY
            case cst.BinaryOperation(operator=cst.BitOr(), left=left, right=right):
                return union(self.resolve(left), self.resolve(right))
            case cst.Attribute(value=value, attr=attr):
                symbol = self.symbol_of(value)
                if symbol is not None and isinstance(symbol.annotation, ParamSpecType):
                    if attr.value in ("args", "kwargs"):  # `*args: P.args` (see generic_decorators.py)
                        return ParamSpecPart(
                            symbol.annotation.name, "args" if attr.value == "args" else "kwargs"
                        )
                    return ERROR  # (reported by check_generics)
                if symbol is not None and isinstance(symbol.type, LocalModuleType):  # `limits.Config`
                    member = symbol.type.members.get(attr.value)
                    if isinstance(member, Symbol) and member.annotation is not None:
                        return member.annotation
                    self.report(node, f'Name "{_dotted(node)}" is not defined as a type')
                    return ANY
                if symbol is not None and isinstance(symbol.type, ModuleType):
                    found = self.module_member(symbol.type, attr.value)
                    if found is not None and found.annotation is not None:
                        return found.annotation
                    if found is not None and found.special:
                        return self._special(node, found.special)
                found = self._nested(symbol, attr.value)  # `Outer.Inner`
                if found is not None and found.annotation is not None:
                    return found.annotation  # (ERROR for a class refused where it is defined)
                self.report(node, f'Name "{_dotted(node)}" is not defined as a type')
                return ANY
            case cst.Subscript(value=value):
                return self._subscript(node, value, [self._slice_expr(s) for s in node.slice])
        self.report(node, "unsupported annotation")
        return ANY

    def within(self, lookup: Lookup, self_type: Callable[[], Type] | None = None) -> AnnotationResolver:
        """The same resolver where names are looked up otherwise (in a class body: its nested classes,
        and `Self`, its instances)."""
        return AnnotationResolver(lookup, self.module_member, self.report, self_type)

    def symbol_of(self, node: cst.BaseExpression) -> Symbol | None:
        """The symbol of a name, of a class nested in a class (`Outer.Inner`, `Outer.Inner.Deep`), or of a
        name of one of the worker's modules (`shapes.Outer`)."""
        if isinstance(node, cst.Attribute):
            owner = self.symbol_of(node.value)
            if owner is not None and isinstance(owner.type, LocalModuleType):
                member = owner.type.members.get(node.attr.value)
                return member if isinstance(member, Symbol) else None
            return self._nested(owner, node.attr.value)
        return self.lookup(node.value) if isinstance(node, cst.Name) else None

    def _nested(self, owner: Symbol | None, name: str) -> Symbol | None:
        """The class of that name nested in the class `owner` names (`Outer.Inner`): the module's
        symbol of it (by its qualname), or, for a class of another of the worker's modules, one made
        of it."""
        if owner is None or not isinstance(owner.type, ClassObjectType):
            return None
        nested = owner.type.cls.nested_class(name)
        if not isinstance(nested, UserClass):
            return None
        found = self.lookup(nested.qualname)
        if found is not None and (not isinstance(found.type, ClassObjectType) or found.type.cls is nested):
            return found
        return Symbol(name, ClassObjectType(nested), nested.js_class(), annotation=InstanceType(nested))

    def infers(self, node: cst.BaseExpression) -> bool:
        """A bare `Final` or `ClassVar` (`WINDOW: Final = 60.0`): the name's type is its value's, as
        mypy infers it."""
        symbol: Symbol | None = None
        if isinstance(node, cst.Name):
            symbol = self.lookup(node.value)
        elif isinstance(node, cst.Attribute):
            owner = self.symbol_of(node.value)
            if owner is not None and isinstance(owner.type, ModuleType):
                symbol = self.module_member(owner.type, node.attr.value)
        return symbol is not None and symbol.special in ("typing.Final", "typing.ClassVar")

    def _named(self, node: cst.CSTNode, name: str) -> Type:
        symbol = self.lookup(name)
        if symbol is None:
            if name in BUILTIN_TYPES:
                return BUILTIN_TYPES[name]
            if name in BUILTIN_EXCEPTIONS:
                return error_type()  # `def handle(e: Exception)`: what a caught exception is
            if name in ("list", "dict", "tuple", "set", "frozenset"):
                return self._generic(node, name, [])
            if name == "type":
                self.report(node, _ANY_CLASS)
                return ERROR
            self.report(
                node, RECURSION_ERROR if name == "RecursionError" else f'Name "{name}" is not defined'
            )
            return ANY
        if symbol.special:
            return self._special(node, symbol.special)
        if isinstance(symbol.type, ErrorType):
            return ERROR  # its import already failed: that error is enough
        if isinstance(symbol.annotation, ParamSpecType):
            return ERROR  # a ParamSpec alone (reported by check_generics)
        if symbol.annotation is not None:
            return symbol.annotation
        self.report(node, f'Variable "{name}" is not valid as a type')
        return ANY

    def _special(self, node: cst.CSTNode, special: str) -> Type:
        if special == "typing.Any":
            return ANY
        if special == "types.TracebackType":
            return OBJECT  # `__exit__`'s traceback: a value the worker may pass on, not read
        if special == "typing.Self" and self.self_type is not None:
            return self.self_type()  # the class's instances (a call on a subclass: `Signature.returns_self`)
        if special in ("typing.NoReturn", "typing.Never"):
            return NONE  # `def fail(msg) -> NoReturn`: it raises; what it gives is never read
        return self._generic(node, special, [])

    def _slice_expr(self, element: cst.SubscriptElement) -> cst.BaseExpression:
        if isinstance(element.slice, cst.Index):
            return element.slice.value
        self.report(element, "slices are not types")
        return cst.Name("object")

    def _subscript(
        self, node: cst.CSTNode, value: cst.BaseExpression, args: list[cst.BaseExpression]
    ) -> Type:
        name = value.value if isinstance(value, cst.Name) else None
        symbol = self.lookup(name) if name else self._attribute_symbol(value)
        if symbol is None and name in ("list", "dict", "tuple", "type", "set", "frozenset"):
            return self._generic(node, name, args)
        if symbol is not None and symbol.special:
            return self._generic(node, symbol.special, args)
        if symbol is not None and isinstance(symbol.annotation, InstanceType):
            return InstanceType(symbol.annotation.cls, tuple(self.resolve(a) for a in args))
        self.report(node, f'"{_dotted(value)}" is not a generic type')
        return ANY

    def _attribute_symbol(self, value: cst.BaseExpression) -> Symbol | None:
        if isinstance(value, cst.Attribute):
            owner = self.symbol_of(value.value)
            if owner is not None and isinstance(owner.type, ModuleType):
                return self.module_member(owner.type, value.attr.value)
        return None

    def _generic(self, node: cst.CSTNode, name: str, args: list[cst.BaseExpression]) -> Type:
        name = _TYPING_ALIASES.get(name, name)  # `typing.DefaultDict[K, V]` is `defaultdict[K, V]`
        if name in ("re.Pattern", "re.Match"):  # `typing.Pattern[str]`: what `re.Pattern[str]` names
            found = self.module_member(ModuleType("re"), name.removeprefix("re."))
            if found is not None and found.annotation is not None:
                return found.annotation
        if name == "typing.Text":
            return STR
        if name == "typing.Literal":
            # (`Literal[None]` is None: mypy reads `Literal["a", None]` as `Literal["a"] | None`)
            values = tuple(self._literal(a) for a in args if not _is_none(a))
            literal = LiteralType(values) if values else NONE
            return optional(literal) if len(values) < len(args) and values else literal
        if name in _TRANSPARENT:
            return self.resolve(args[0]) if args else ANY
        if name == "typing.Callable" and len(args) == 2:
            spec = self.lookup(args[0].value) if isinstance(args[0], cst.Name) else None
            if spec is not None and isinstance(spec.annotation, ParamSpecType):  # `Callable[P, R]`
                return CallableType(None, self.resolve(args[1]), spec=spec.annotation.name)
            # (`Callable[..., T]`: held and passed on; calling one is refused, since Python's call checks
            # the arguments against the function it finds and JS's does not)
            params = (
                None
                if isinstance(args[0], cst.Ellipsis)
                else tuple(
                    self.resolve(e.value) for e in (args[0].elements if isinstance(args[0], cst.List) else [])
                )
            )
            return CallableType(params, self.resolve(args[1]))
        if name == "type" and args:
            resolved = self.resolve(args[0])
            if isinstance(resolved, InstanceType):
                return ClassObjectType(resolved.cls)
            if not isinstance(resolved, ErrorType):
                self.report(node, _ANY_CLASS)
            return ERROR
        if name in ("tuple", "typing.Tuple") and len(args) == 2 and isinstance(args[1], cst.Ellipsis):
            return ListType(self.resolve(args[0]), is_tuple=True)
        types = [self.resolve(a) for a in args]
        if name in _LISTS:
            return ListType(types[0] if types else ANY)
        if name in _SEQUENCES:
            return ListType(types[0] if types else ANY, sequence=name.rpartition(".")[2])
        if name in ("collections.deque", "typing.Deque"):
            return DequeType(types[0] if types else ANY)
        if name in ("collections.Counter", "typing.Counter"):
            return DictType(types[0] if types else STR, INT, "counter")
        if name in _DICTS or name in _DICT_KINDS:
            kind: DictKind = _DICT_KINDS.get(name, "dict")
            return DictType(types[0], types[1], kind) if len(types) == 2 else DictType(STR, ANY, kind)
        if name in _SETS or name in _FROZENSETS:
            return SetType(types[0] if types else ANY, frozen=name in _FROZENSETS)
        if name in ("tuple", "typing.Tuple"):
            return TupleType(tuple(types))
        if name == "typing.Optional" and types:
            return optional(types[0])
        if name == "typing.Union":
            return union(*types)
        if name in ("typing.Awaitable", "typing.Coroutine"):
            return AwaitableType(types[-1] if types else ANY)
        if name in ("typing.AsyncIterator", "typing.AsyncIterable", "typing.AsyncGenerator"):
            return AsyncIterableType(types[0] if types else ANY)
        if name in ("typing.Iterator", "typing.Generator"):
            result = types[2] if name == "typing.Generator" and len(types) == 3 else NONE
            return IteratorType(types[0] if types else ANY, result)
        self.report(node, f'"{name.removeprefix("typing.")}" is not supported in annotations')
        return ERROR  # reported: what reads it says nothing more

    def _literal(self, node: cst.BaseExpression) -> object:
        if isinstance(node, cst.SimpleString):
            return node.evaluated_value
        if isinstance(node, cst.Integer):
            return node.evaluated_value
        if (
            isinstance(node, cst.UnaryOperation)
            and isinstance(node.operator, cst.Minus)
            and isinstance(node.expression, cst.Integer)
        ):
            return -node.expression.evaluated_value  # `Literal[-1]`
        if isinstance(node, cst.Name) and node.value in ("True", "False"):
            return node.value == "True"
        self.report(node, "Literal[...] takes strings, integers, booleans or None")
        return None


def _is_none(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Name) and node.value == "None"


def _dotted(node: cst.BaseExpression) -> str:
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        return f"{_dotted(node.value)}.{node.attr.value}"
    return "<expression>"
