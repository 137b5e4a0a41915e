"""Module-level names of a worker: imports (SDK, typing, json), its classes, functions and constants,
its handlers (`fetch`, `scheduled`, `queue`) and what it exports.
"""

from __future__ import annotations

import math
import operator
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

import libcst as cst
from libcst.metadata import ExpressionContext, ExpressionContextProvider

from generator.transpile.lower.naming import js_identifier
from generator.transpile.reporter import Reporter, did_you_mean
from generator.transpile.resolve import bindings
from generator.transpile.resolve.annotations import AnnotationResolver
from generator.transpile.resolve.class_scope import check_class_scopes, postponed_annotations
from generator.transpile.resolve.class_stores import mark_rebound_class_attributes
from generator.transpile.resolve.fields import children
from generator.transpile.resolve.generic_decorators import callable_parts, check_generics
from generator.transpile.resolve.library_types import LIBRARY_CLASSES, PATTERN, LibraryClass
from generator.transpile.resolve.local_modules import LocalModule, ModuleLoader, relative_specifier
from generator.transpile.resolve.locals import suite_statements
from generator.transpile.resolve.private_names import check_private_names
from generator.transpile.resolve.symbols import BUILTIN_EXCEPTIONS, Symbol
from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    ERROR,
    FLOAT,
    INT,
    OBJECT,
    REAL,
    STR,
    CallableType,
    ClassInfo,
    ClassObjectType,
    FunctionType,
    InstanceType,
    LocalModuleType,
    ModuleType,
    OwnTypeVar,
    ParamSpecType,
    TupleType,
    Type,
    bool_as_number,
    union,
)
from generator.transpile.resolve.unbound import subtree_ids
from generator.transpile.resolve.user_types import (
    ORDER_DUNDERS,
    AnnotateFn,
    FieldSpec,
    UserClass,
    function_signature,
)

HANDLERS = ("fetch", "scheduled", "queue")
_TYPING_MODULES = ("typing", "typing_extensions", "collections.abc")
_LIBRARY_MODULES = (
    "asyncio",
    "base64",
    "binascii",
    "bisect",
    "csv",
    "datetime",
    "fnmatch",
    "functools",
    "hashlib",
    "heapq",
    "hmac",
    "html",
    "itertools",
    "json",
    "logging",
    "io",
    "math",
    "operator",
    "os.path",
    "posixpath",
    "random",
    "re",
    "secrets",
    "shlex",
    "statistics",
    "string",
    "textwrap",
    "time",
    "unicodedata",
    "urllib.parse",
    "uuid",
)  # stdlib modules with a lowering in lower/library/modules.py
_IGNORED_MODULES = ("__future__",)
_OS_PATH_ONLY = (
    'of os, a worker imports os.path only ("import os.path", "from os import path"), which is posixpath'
)
#: Names the lowering knows by heart: decorators and helpers a class body may use.
_SPECIAL_IMPORTS = {
    ("dataclasses", "dataclass"),
    ("dataclasses", "field"),
    ("dataclasses", "asdict"),
    ("dataclasses", "replace"),
    ("collections", "defaultdict"),
    ("collections", "Counter"),
    ("collections", "OrderedDict"),
    ("collections", "deque"),
    ("contextlib", "contextmanager"),
    ("contextlib", "asynccontextmanager"),
    ("contextlib", "suppress"),
    ("enum", "Enum"),
    ("enum", "StrEnum"),
    ("enum", "IntEnum"),
    ("enum", "auto"),
    ("functools", "total_ordering"),
    ("functools", "cached_property"),
    ("abc", "ABC"),
    ("abc", "abstractmethod"),
    ("types", "TracebackType"),  # what `__exit__` is told of a traceback: a worker never reads one
}


def _supported_modules() -> str:
    """The modules a worker may import, for messages that list them."""
    modules = {*_LIBRARY_MODULES, *_TYPING_MODULES, *(module for module, _ in _SPECIAL_IMPORTS)}
    return ", ".join(sorted(modules))


@dataclass
class ModuleScope:
    symbols: dict[str, Symbol] = field(default_factory=dict)
    classes: dict[str, UserClass] = field(default_factory=dict)
    #: Classes refused for their bases: reported once; their uses are not reported again.
    refused_classes: set[str] = field(default_factory=set)
    #: Names a class body reads of itself (see class_scope.py): reported once, lowered as errors.
    refused_reads: set[cst.Name] = field(default_factory=set)
    #: `import json` in a function: made the module's import (see `_hoist_function_imports`).
    hoisted_imports: set[cst.CSTNode] = field(default_factory=set)
    #: A plain class's body reading its own attribute (`TIMEOUT_MS = TIMEOUT * 1000`): name -> the
    #: class, whose static field it reads (see `class_scope.check_class_scopes`).
    class_attribute_reads: dict[cst.Name, str] = field(default_factory=dict)
    functions: dict[str, cst.FunctionDef] = field(default_factory=dict)
    handlers: dict[str, cst.FunctionDef] = field(default_factory=dict)
    #: Names the module exports: `__all__` entries and `import X as X` re-exports.
    exports: list[str] = field(default_factory=list)
    #: Statements that only declare (imports, `__all__`): they emit no JS of their own.
    declarative: set[cst.CSTNode] = field(default_factory=set)
    annotations: AnnotationResolver = field(init=False)
    _class_annotations: dict[str, AnnotationResolver] = field(default_factory=dict)
    loader: ModuleLoader | None = None
    js_path: str = "worker.js"
    #: Names imported from the worker's own modules.
    local_imports: set[str] = field(default_factory=set)
    #: The members of the classes of the worker's modules this one imports (`LocalModule.members`).
    imported_members: set[str] = field(default_factory=set)

    def lookup(self, name: str) -> Symbol | None:
        """A module-level name; also a nested class by its qualname (`Outer.Inner`, a key no Python
        name can be)."""
        return self.symbols.get(name)

    def lookup_in(self, cls: UserClass | None, name: str) -> Symbol | None:
        """A name read where `cls`'s body runs (its attribute values, its methods' defaults and
        signatures): a class the body defines, else the module's name. Method bodies do not see the
        class's names, as in Python."""
        if cls is not None and name in cls.nested:
            return self.symbols.get(cls.nested[name].qualname)
        return self.lookup(name)

    def annotations_in(self, cls: UserClass | None) -> AnnotationResolver:
        """The annotations of `cls`'s body (its fields, its methods' signatures) read its own nested
        classes by their names (`x: Inner`) and `Self` as its instances; elsewhere, the module's names."""
        if cls is None:
            return self.annotations
        resolver = self._class_annotations.get(cls.qualname)
        if resolver is None:
            resolver = self.annotations.within(lambda name: self.lookup_in(cls, name), cls.instance)
            self._class_annotations[cls.qualname] = resolver
        return resolver

    @cached_property
    def member_names(self) -> frozenset[str]:
        """The JS names of the methods and properties of the worker's classes this module may meet:
        its own, and those of the modules it imports (read once the scope is built: when lowering,
        once per comprehension)."""
        names = set(self.imported_members)
        for cls in self.classes.values():
            names.update(cls.js_name_of(name) for name in [*cls.methods, *cls.properties])
        return frozenset(names)

    def module_member(self, module: ModuleType, name: str) -> Symbol | None:
        if module.name in _LIBRARY_MODULES:  # `re.Match` in an annotation
            return _library_class(module.name, name, name)
        imported = bindings.import_binding_module(module.name)
        return None if imported is None else bindings.module_symbol(imported, name, name)


def _type_variable(scope: ModuleScope, small: cst.BaseSmallStatement) -> tuple[str, str, str | None] | None:
    """`T = TypeVar("T")` (also ParamSpec, TypeVarTuple): its name, kind ("TypeVar", "ParamSpec") and
    why it is refused (a TypeVarTuple, a TypeVar of constraints); None if it is no such statement."""
    if not (
        isinstance(small, cst.Assign)
        and len(small.targets) == 1
        and isinstance(small.targets[0].target, cst.Name)
        and isinstance(small.value, cst.Call)
    ):
        return None
    func = small.value.func
    special: str | None = None
    if isinstance(func, cst.Name) and (symbol := scope.lookup(func.value)) is not None:
        special = symbol.special
    elif isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        owner = scope.lookup(func.value.value)  # `typing.TypeVar("T")`
        if (
            owner is not None
            and isinstance(owner.type, ModuleType)
            and owner.type.name in ("typing", "typing_extensions")
        ):
            special = f"typing.{func.attr.value}"
    name = small.targets[0].target.value
    if special == "typing.TypeVarTuple" or (
        special == "typing.TypeVar" and sum(a.keyword is None for a in small.value.args) > 1
    ):
        return (
            name,
            special.removeprefix("typing."),
            (
                f'a type variable ("{name}") of several types or a TypeVarTuple: the worker\'s own generics are '
                'supported in decorators alone, with TypeVar("F", bound=...) and ParamSpec("P")'
            ),
        )
    if special in ("typing.TypeVar", "typing.ParamSpec"):
        return name, special.removeprefix("typing."), None
    return None


def _type_variable_type(scope: ModuleScope, call: cst.Call, name: str, kind: str) -> Type:
    """What the variable stands for in annotations: a ParamSpec's parameters, or a TypeVar read as its
    bound (`object` without one; `Callable[..., T]` is admitted there: calling it stays refused)."""
    if kind == "ParamSpec":
        return ParamSpecType(name)
    bound = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "bound"), None)
    if bound is None:
        return OwnTypeVar(name, OBJECT)
    parts = callable_parts(bound)
    if parts is not None and isinstance(parts[0], cst.Ellipsis):
        return OwnTypeVar(name, CallableType(None, scope.annotations.resolve(parts[1])))
    return OwnTypeVar(name, scope.annotations.resolve(bound))


def build_scope(
    tree: cst.Module, reporter: Reporter, loader: ModuleLoader | None = None, js_path: str = "worker.js"
) -> ModuleScope:
    """The module's names. `loader` finds the worker's own modules (none without it); `js_path` is
    where this module's JS goes, for the specifiers of its imports."""
    scope = ModuleScope()
    scope.loader = loader
    scope.js_path = js_path
    scope.annotations = AnnotationResolver(scope.lookup, scope.module_member, reporter.error)
    type_only: list[cst.If] = []  # `if TYPE_CHECKING:` blocks of imports
    class_nodes: list[cst.ClassDef] = []
    defined: dict[str, int] = {}  # module-level def and class names: the line of each
    aliases: list[tuple[cst.CSTNode, str, cst.BaseExpression]] = []
    new_types: list[tuple[str, cst.BaseExpression]] = []
    type_variables: list[tuple[cst.Call, str, str]] = []  # (`TypeVar("F", bound=...)`, name, kind)
    class_aliases: list[tuple[str, str]] = []
    for stmt in tree.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, (cst.Import, cst.ImportFrom)):
                    scope.declarative.add(stmt)
                    _import(scope, small, reporter)
                elif _is_all(small):
                    scope.declarative.add(stmt)
                    scope.exports.extend(_all_names(small, reporter))
                elif (variable := _type_variable(scope, small)) is not None:
                    # the worker's own generics: typed once the aliases its bound may name are (below);
                    # its uses are checked by `check_generics`
                    scope.declarative.add(stmt)
                    assert isinstance(small, cst.Assign) and isinstance(small.value, cst.Call)
                    variable_name, kind, problem = variable
                    if problem is not None:
                        reporter.error(small, problem)
                        scope.symbols[variable_name] = Symbol(
                            variable_name, ERROR, variable_name, runtime=False
                        )
                    else:
                        type_variables.append((small.value, variable_name, kind))
                elif (alias := _type_alias(small)) is not None:
                    aliases.append((stmt, *alias))
                elif (
                    isinstance(small, cst.Assign)
                    and len(small.targets) == 1
                    and isinstance(small.targets[0].target, cst.Name)
                    and isinstance(small.value, cst.Name)
                ):  # `Store = MemoryStore`: an alias of a class, if it names one (below)
                    class_aliases.append((small.targets[0].target.value, small.value.value))
                elif (made := _new_type(scope, small)) is not None:
                    scope.declarative.add(stmt)  # no JS: a call of it is its argument
                    new_types.append(made)
        elif isinstance(stmt, cst.If) and (guarded := _type_checking_imports(scope, stmt)) is not None:
            # `if TYPE_CHECKING: from x import Y`: names for annotations alone (Python never runs it)
            scope.declarative.add(stmt)
            type_only.append(stmt)
            for small in guarded:
                _import(scope, small, reporter)
                for imported in small.names if not isinstance(small.names, cst.ImportStar) else ():
                    local = _dotted(imported.asname.name) if imported.asname else _dotted(imported.name)
                    local = local if isinstance(small, cst.ImportFrom) else local.split(".")[0]
                    if local in scope.symbols:
                        scope.symbols[local] = replace(scope.symbols[local], runtime=False)
        elif isinstance(stmt, (cst.ClassDef, cst.FunctionDef)) and stmt.name.value in defined:
            # Python rebinds the name; an ES module may declare it once (mypy: "already defined")
            reporter.error(
                stmt.name, f'Name "{stmt.name.value}" already defined on line {defined[stmt.name.value]}'
            )
        elif isinstance(stmt, cst.ClassDef):
            defined[stmt.name.value] = reporter.parsed.position(stmt.name)[0]
            class_nodes.append(stmt)
            scope.symbols[stmt.name.value] = Symbol(
                stmt.name.value, ANY, js_identifier(stmt.name.value)
            )  # placeholder
        elif isinstance(stmt, cst.FunctionDef):
            name = stmt.name.value
            defined[name] = reporter.parsed.position(stmt.name)[0]
            (scope.handlers if name in HANDLERS else scope.functions)[name] = stmt
    refused_imported = _hoist_function_imports(scope, tree, reporter)
    for node in class_nodes:
        _declare_class(scope, node, reporter, None)
    for name, target in class_aliases:  # a name for the class in annotations too, as mypy reads it
        aliased = scope.classes.get(target)
        if aliased is not None and aliased.kind == "class" and target not in scope.refused_classes:
            scope.symbols[name] = Symbol(
                name, ClassObjectType(aliased), js_identifier(name), annotation=aliased.instance()
            )
    for name, supertype in new_types:  # (of a class of the worker's too: declared by now)
        annotation = scope.annotations.resolve(supertype)
        scope.symbols[name] = Symbol(name, ANY, name, runtime=False, annotation=annotation, new_type=True)
    for alias_stmt, name, value in aliases:
        aliased = scope.classes.get(value.value) if isinstance(value, cst.Name) else None
        if aliased is not None and aliased.kind == "class" and aliased.qualname not in scope.refused_classes:
            # `Row: TypeAlias = Base`: the class itself, under another name (its JS is the class's)
            scope.declarative.add(alias_stmt)
            scope.symbols[name] = Symbol(
                name, ClassObjectType(aliased), aliased.js_class(), annotation=aliased.instance()
            )
            continue
        if _names_a_type(scope, value):
            scope.declarative.add(alias_stmt)
            scope.symbols[name] = Symbol(
                name, ANY, name, runtime=False, annotation=scope.annotations.resolve(value), alias_of=value
            )
    for call, name, kind in type_variables:
        scope.symbols[name] = Symbol(
            name, ANY, name, runtime=False, annotation=_type_variable_type(scope, call, name, kind)
        )
    check_generics(tree, {name: kind for _, name, kind in type_variables}, reporter.error)
    # NamedTuples first: their instances are tuples, which is what the other classes' annotations of
    # them must read
    ordered = sorted(scope.classes.values(), key=lambda info: not info.named_tuple)
    for info in ordered:
        _fill_class(scope, info)
    check_private_names(tree, scope.classes, set(scope.symbols) | set(scope.functions), reporter.error)
    if type_only:
        _type_only_reads(tree, scope, type_only, reporter)
    scope.refused_reads, scope.class_attribute_reads = check_class_scopes(tree, reporter.error)
    scope.refused_reads |= refused_imported
    for info in scope.classes.values():
        pending = list(info.bases())
        while pending:
            base = pending.pop()
            if isinstance(base, UserClass):
                base.subclass_methods.update(info.methods)
                base.subclasses.add(info.qualname)
                pending.extend(base.bases())
                for name, signature in info.methods.items():
                    own = base.methods.get(name)
                    if own is not None and bool_as_number(signature.result, own.result):
                        reporter.error(
                            _method_node(info, name),
                            f'"{name}" returns a bool where "{name}" of {base.name}, which it overrides, returns '
                            f"an int: called through {base.name} it is still a bool in Python (it prints True), "
                            "which the JavaScript could not tell; return int(...)",
                        )
                    if own is not None and own.result == FLOAT and signature.result != FLOAT:
                        # `-> float` returning float literals, overridden by one returning an int: through
                        # the base's type, the call may give either, as the annotation says
                        base.methods[name] = replace(own, result=REAL)
                for name in info.properties & base.properties:  # the same of a property's getter
                    if base.attributes.get(name) == FLOAT and info.attributes.get(name) != FLOAT:
                        base.attributes[name] = REAL
    mark_rebound_class_attributes(tree, scope.classes)
    for name, function_node in scope.functions.items():
        signature = function_signature(function_node, scope.annotations.resolve, skip_first=False)
        js_name = js_identifier(name)
        scope.symbols[name] = Symbol(name, FunctionType(name, js_name, (signature,)), js_name)
    return scope


#: What a worker uses where Python code would import a module it cannot.
_INSTEAD = {
    "subprocess": "the sandbox's exec() (sandbox.exec(command))",
    "os": "os.path (posixpath), and the sandbox's files and commands (read_file, exec)",
    "http": "from http import HTTPStatus (its one class here)",
}


#: What a worker writes where Python code imports a name of a module whose other names it has.
_INSTEAD_OF_NAME = {
    ("dataclasses", "astuple"): "; build the tuple from the fields",
    ("dataclasses", "fields"): "; list the field names where they are needed",
    ("functools", "partial"): "; write a lambda that calls the function",
}


def _instead(module_name: str) -> str:
    found = _INSTEAD.get(module_name) or _INSTEAD.get(module_name.split(".")[0])
    return f"; instead of {module_name}, use {found}" if found else ""


def _stdlib_class(scope: ModuleScope, owner: UserClass | None, base: cst.BaseExpression) -> bool:
    """`string.Template`, `Template` imported from string: a class of a stdlib module."""
    while isinstance(base, (cst.Attribute, cst.Subscript)):
        base = base.value
    symbol = scope.lookup_in(owner, base.value) if isinstance(base, cst.Name) else None
    special = symbol.special if symbol is not None else None
    return symbol is not None and (
        (special is not None and special.startswith("lib:"))
        or (isinstance(symbol.type, ModuleType) and not symbol.type.name.startswith("bindings"))
    )


def _new_type(scope: ModuleScope, small: cst.BaseSmallStatement) -> tuple[str, cst.BaseExpression] | None:
    """`UserId = NewType("UserId", str)`: the name and its supertype (mypy checks that they agree)."""
    if not (
        isinstance(small, cst.Assign)
        and len(small.targets) == 1
        and isinstance(small.targets[0].target, cst.Name)
        and isinstance(small.value, cst.Call)
        and len(small.value.args) == 2
    ):
        return None
    func = small.value.func
    symbol = scope.lookup(func.value) if isinstance(func, cst.Name) else None
    if symbol is None or symbol.special != "typing.NewType":
        return None
    return small.targets[0].target.value, small.value.args[1].value


def _type_alias(small: cst.BaseSmallStatement) -> tuple[str, cst.BaseExpression] | None:
    """`Mode = Literal["a", "b"]`, `Key = str | int`, `X: TypeAlias = ...`: a name for a type, no JS."""
    if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name) and small.value is not None:
        annotation = small.annotation.annotation
        if isinstance(annotation, cst.Name) and annotation.value == "TypeAlias":
            return small.target.value, small.value
        return None
    if not (
        isinstance(small, cst.Assign)
        and len(small.targets) == 1
        and isinstance(small.targets[0].target, cst.Name)
    ):
        return None
    value = small.value
    if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.BitOr):
        return small.targets[0].target.value, value  # a union of types (numbers would use a literal)
    if isinstance(value, cst.Subscript) and isinstance(value.value, (cst.Name, cst.Attribute)):
        return small.targets[0].target.value, value  # `Literal[...]`, `list[str]`, `Callable[...]`
    return None


def _names_a_type(scope: ModuleScope, node: cst.BaseExpression) -> bool:
    """Is this expression built from types only (so `READ | WRITE` on ints stays a value)?"""
    if isinstance(node, cst.BinaryOperation):
        return _names_a_type(scope, node.left) and _names_a_type(scope, node.right)
    if isinstance(node, cst.Subscript):
        return _names_a_type(scope, node.value)
    if isinstance(node, cst.Name):
        symbol = scope.lookup(node.value)
        if symbol is None:
            return node.value in (
                "str",
                "int",
                "float",
                "bool",
                "None",
                "list",
                "dict",
                "tuple",
                "object",
                "type",
            )
        return (
            symbol.special is not None
            and symbol.special.startswith("typing.")
            or symbol.annotation is not None
        )
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name):
        owner = scope.lookup(node.value.value)
        return owner is not None and isinstance(owner.type, ModuleType) and owner.special is None
    return False


def _is_all(small: cst.BaseSmallStatement) -> bool:
    return (
        isinstance(small, cst.Assign)
        and len(small.targets) == 1
        and isinstance(small.targets[0].target, cst.Name)
        and small.targets[0].target.value == "__all__"
    )


def _all_names(small: cst.BaseSmallStatement, reporter: Reporter) -> list[str]:
    assert isinstance(small, cst.Assign)
    value = small.value
    names: list[str] = []
    if isinstance(value, (cst.List, cst.Tuple)):
        for element in value.elements:
            if isinstance(element.value, cst.SimpleString) and isinstance(element.value.evaluated_value, str):
                names.append(element.value.evaluated_value)
            else:
                reporter.error(element.value, "__all__ must list string literals")
    else:
        reporter.error(value, "__all__ must be a list of string literals")
    return names


def _dotted(node: cst.BaseExpression) -> str:
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        return f"{_dotted(node.value)}.{node.attr.value}"
    return ""


def _hoist_function_imports(scope: ModuleScope, tree: cst.Module, reporter: Reporter) -> set[cst.Name]:
    """`import json` (`from shlex import quote`) in a function: the module's import of the same name,
    where the module binds the name no other way. Python binds it in the function alone, and mypy
    finds a read of it elsewhere an undefined name, so reading it in the whole module means the same;
    an import of a name the module binds otherwise stays refused where it stands, and its function's
    reads of the name are returned (read as errors: the module's other binding is not what they read)."""
    module_level: dict[str, str] = {}  # each name the module binds: the import that binds it, or ""
    for stmt in tree.body:
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            module_level[stmt.name.value] = ""
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if isinstance(small, (cst.Import, cst.ImportFrom)):
                module_level.update(_import_names(small))
            for target in _assigned_targets(small):
                module_level[target] = ""

    refused: set[cst.Name] = set()

    class Reads(cst.CSTVisitor):
        def __init__(self, names: set[str]) -> None:
            self.names = names

        def visit_Name(self, node: cst.Name) -> None:
            if node.value in self.names:
                refused.add(node)

        def visit_ImportAlias(self, node: cst.ImportAlias) -> bool:
            return False  # (the import's own spelling)

    class Imports(cst.CSTVisitor):
        def __init__(self) -> None:
            self.functions: list[cst.FunctionDef] = []  # the functions whose body this is in

        def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
            self.functions.append(node)

        def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
            self.functions.pop()

        def visit_Import(self, node: cst.Import) -> None:
            self.hoist(node)

        def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
            self.hoist(node)

        def hoist(self, node: cst.Import | cst.ImportFrom) -> None:
            names = _import_names(node)
            if not self.functions or not names:
                return
            if any(module_level.get(n, spelled) != spelled for n, spelled in names.items()):
                self.functions[-1].body.visit(Reads(set(names)))  # (refused where it stands)
                return
            if any(n not in module_level for n in names):
                _import(scope, node, reporter)
                module_level.update(names)
            scope.hoisted_imports.add(node)

    tree.visit(Imports())
    return refused


def _import_names(node: cst.Import | cst.ImportFrom) -> dict[str, str]:
    """The names an import binds, each with what it binds it to (`json` -> `json`, `q` -> `shlex.quote`);
    empty for `import *`."""
    if isinstance(node.names, cst.ImportStar):
        return {}
    found: dict[str, str] = {}
    for alias in node.names:
        spelled = _dotted(alias.name)
        if isinstance(node, cst.ImportFrom):
            spelled = "." * len(node.relative) + f"{_dotted(node.module) if node.module else ''}:{spelled}"
        local = _dotted(alias.asname.name) if alias.asname else _dotted(alias.name)
        if isinstance(node, cst.Import) and alias.asname is None:
            local, spelled = local.split(".")[0], spelled.split(".")[0]  # (`import urllib.parse`: urllib)
        found[local] = spelled
    return found


def _assigned_targets(small: cst.BaseSmallStatement) -> list[str]:
    """The names a module-level assignment binds."""
    if isinstance(small, cst.Assign):
        return [t.target.value for t in small.targets if isinstance(t.target, cst.Name)]
    if isinstance(small, (cst.AnnAssign, cst.AugAssign)) and isinstance(small.target, cst.Name):
        return [small.target.value]
    return []


def _import(scope: ModuleScope, node: cst.Import | cst.ImportFrom, reporter: Reporter) -> None:
    if isinstance(node, cst.Import):
        for alias in node.names:
            module_name = _dotted(alias.name)
            local = _dotted(alias.asname.name) if alias.asname else module_name
            if module_name in _LIBRARY_MODULES and (local == module_name or alias.asname is not None):
                if alias.asname is None and "." in module_name:  # `import urllib.parse` binds `urllib`
                    local = module_name.split(".")[0]
                    module_name = local
                scope.symbols[local] = Symbol(
                    local, ModuleType(module_name), local, runtime=False, special=module_name
                )
            elif module_name in _TYPING_MODULES:
                scope.symbols[local] = Symbol(
                    local, ModuleType(module_name), local, runtime=False, special=None
                )
            elif module_name == "os":  # os.path only: no file system, environment or processes
                reporter.error(alias, f'unsupported import "os": {_OS_PATH_ONLY}')
                scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)  # no follow-up errors
            elif (
                not _known_module(module_name)
                and "." not in module_name
                and scope.loader is not None
                and isinstance(local_module := scope.loader.find(module_name, 0), LocalModule)
            ):
                # `import helpers`: one of the worker's own modules, as a namespace
                scope.symbols[local] = namespace_symbol(scope, local_module, local)
                scope.local_imports.add(local)
            elif module_name.startswith("bindings") and alias.asname is not None:
                if _binding_module(module_name, alias, reporter):
                    scope.symbols[local] = Symbol(local, ModuleType(module_name), local, runtime=False)
                else:
                    scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)
            else:
                allowed = _supported_modules()
                from_only = module_name in {*(module for module, _ in _SPECIAL_IMPORTS), *_TYPING_MODULES}
                hint = (
                    f'write "from {module_name} import ..."'
                    if module_name.startswith("bindings")
                    else f'import its names: "from {module_name} import ..." (a worker uses them unqualified)'
                    if from_only
                    else f"a worker imports the generated bindings, {allowed}{_instead(module_name)}"
                )
                reporter.error(alias, f'unsupported import "{module_name}": {hint}')
                scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)  # no follow-up errors
        return
    module_name = _dotted(node.module) if node.module else ""
    if module_name in _IGNORED_MODULES:
        return
    if isinstance(node.names, cst.ImportStar):
        reporter.error(node, "star imports are not supported: import the names you use")
        return
    level = len(node.relative)
    if not level and module_name == "os":  # `from os import path`: the module os.path
        for alias in node.names:
            name = _dotted(alias.name)
            local = _dotted(alias.asname.name) if alias.asname else name
            if name == "path":
                scope.symbols[local] = Symbol(
                    local, ModuleType("os.path"), local, runtime=False, special="os.path"
                )
            else:
                reporter.error(alias, f'unsupported import "os.{name}": {_OS_PATH_ONLY}')
                scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)
        return
    if level or not _known_module(module_name):
        _import_local(scope, node, module_name, level, reporter)
        return
    for alias in node.names:
        name = _dotted(alias.name)
        local = _dotted(alias.asname.name) if alias.asname else name
        if module_name in _TYPING_MODULES:
            scope.symbols[local] = Symbol(local, ANY, name, runtime=False, special=f"typing.{name}")
            continue
        if (module_name, name) in _SPECIAL_IMPORTS:
            scope.symbols[local] = Symbol(local, ANY, name, runtime=False, special=f"{module_name}.{name}")
            continue
        if (module_name, name) in LIBRARY_CLASSES:  # `from re import Match`: a type
            scope.symbols[local] = _library_class(module_name, name, local) or Symbol(local, ERROR, local)
            continue
        if module_name in _LIBRARY_MODULES:  # `from math import floor`: the lowering knows it by name
            scope.symbols[local] = Symbol(
                local, ANY, name, runtime=False, special=f"lib:{module_name}:{name}"
            )
            continue
        known = sorted({n for m, n in [*_SPECIAL_IMPORTS, *LIBRARY_CLASSES] if m == module_name})
        if known:  # a stdlib module some of whose names are supported: not this one
            reporter.error(
                alias,
                f'unsupported import "{name}" from "{module_name}": a worker imports {", ".join(known)} from it'
                + _INSTEAD_OF_NAME.get((module_name, name), ""),
            )
            scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)
            continue
        module = _binding_module(module_name, alias, reporter)
        if module is None:
            scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)  # no follow-up errors
            continue
        symbol = bindings.module_symbol(module, name, local)
        if symbol is None:
            candidates = [n for n in vars(module) if not n.startswith("_")]
            reporter.error(
                alias, f'Module "{module_name}" has no attribute "{name}"{did_you_mean(name, candidates)}'
            )
            scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)  # no follow-up errors
            continue
        scope.symbols[local] = symbol
        if alias.asname is not None and local == name:
            scope.exports.append(local)  # `import X as X`: the re-export idiom


def _type_only_reads(tree: cst.Module, scope: ModuleScope, guards: list[cst.If], reporter: Reporter) -> None:
    """A name imported under `if TYPE_CHECKING:` read where code runs (not in an annotation): Python
    never ran the import (NameError there)."""
    guarded = {n for n, s in scope.symbols.items() if not s.runtime} & {
        _dotted(a.asname.name if a.asname else a.name).split(".")[0]
        for a in _all_nodes(guards)
        if isinstance(a, cst.ImportAlias)
    }
    nodes = _all_nodes([tree])
    annotations = [n for n in nodes if isinstance(n, cst.Annotation)]
    if not postponed_annotations(tree):  # (a def's, a class body's and the module's are evaluated)
        local = {
            id(stmt.annotation)
            for line in _all_nodes([f.body for f in nodes if isinstance(f, cst.FunctionDef)])
            if isinstance(line, cst.SimpleStatementLine)
            for stmt in line.body
            if isinstance(stmt, cst.AnnAssign)
        }
        annotations = [a for a in annotations if id(a) in local]
    skipped = subtree_ids([*guards, *annotations])
    contexts = cst.MetadataWrapper(tree, unsafe_skip_copy=True).resolve(ExpressionContextProvider)
    for node, context in contexts.items():
        if (
            isinstance(node, cst.Name)
            and context == ExpressionContext.LOAD
            and node.value in guarded
            and id(node) not in skipped
        ):
            reporter.error(
                node,
                f'"{node.value}" is imported under TYPE_CHECKING, which Python never runs (NameError here): '
                "import it at module level (in an annotation: quote it, or add from __future__ import annotations)",
            )


def _all_nodes(nodes: Sequence[cst.CSTNode]) -> list[cst.CSTNode]:
    """These nodes and every node they hold."""
    found: list[cst.CSTNode] = []
    pending = list(nodes)
    while pending:
        current = pending.pop()
        found.append(current)
        pending.extend(children(current))
    return found


def _type_checking_imports(scope: ModuleScope, stmt: cst.If) -> list[cst.Import | cst.ImportFrom] | None:
    """The imports of an `if TYPE_CHECKING:` block holding imports alone (no else), else None."""
    if stmt.orelse is not None:
        return None
    test = stmt.test
    if isinstance(test, cst.Name):
        symbol = scope.symbols.get(test.value)
        specials: tuple[str, ...] = ("typing.TYPE_CHECKING",)
    elif (
        isinstance(test, cst.Attribute)
        and isinstance(test.value, cst.Name)
        and test.attr.value == "TYPE_CHECKING"
    ):
        symbol = scope.symbols.get(test.value.value)
        specials = ("typing", "typing_extensions")
    else:
        return None
    if symbol is None or symbol.special not in specials:
        return None
    imports: list[cst.Import | cst.ImportFrom] = []
    for line in suite_statements(stmt.body):
        if not isinstance(line, cst.SimpleStatementLine):
            return None
        for small in line.body:
            if not isinstance(small, (cst.Import, cst.ImportFrom)):
                return None
            imports.append(small)
    return imports


def _library_class(module: str, name: str, local: str) -> Symbol | None:
    """A stdlib class (`re.Match`): a type, and the module of its class methods (`UUID(...)`)."""
    cls = LIBRARY_CLASSES.get((module, name))
    if cls is None:
        return None
    return Symbol(local, ModuleType(f"{module}.{name}"), local, runtime=False, annotation=cls.instance())


def _known_module(name: str) -> bool:
    """A module the transpiler knows without looking for the worker's own: bindings, typing, json..."""
    return (
        name.split(".")[0] == "bindings"
        or name in _TYPING_MODULES
        or name in _LIBRARY_MODULES
        or any(name == module for module, _ in _SPECIAL_IMPORTS)
    )


def _import_local(
    scope: ModuleScope, node: cst.ImportFrom, module_name: str, level: int, reporter: Reporter
) -> None:
    """`from helpers import shout`: a name of one of the worker's own modules."""
    assert not isinstance(node.names, cst.ImportStar)
    shown = "." * level + module_name
    found = scope.loader.find(module_name, level) if scope.loader is not None else None
    if not isinstance(found, LocalModule):
        if found == "":  # the module itself failed: its errors say so
            message = ""
        elif found is None and not level and module_name.split(".")[0] in sys.stdlib_module_names:
            # `from statistics import median`: a standard module that exists, and is not supported
            message = (
                f'unsupported import "{module_name}": a worker imports the generated bindings, '
                f"{_supported_modules()}{_instead(module_name)}"
            )
        elif found is None:
            allowed = _supported_modules()
            message = (
                f'Cannot find module "{shown}": a worker imports its own modules (beside it, or in its '
                f"package), the generated bindings, {allowed}"
            )
        else:
            message = found
        if message:
            reporter.error(node.module or node, message)
        for alias in node.names:
            local = _dotted(alias.asname.name) if alias.asname else _dotted(alias.name)
            scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)  # no follow-up errors
        return
    specifier = relative_specifier(scope.js_path, found.js_path)
    scope.imported_members.update(found.members)
    for alias in node.names:
        name = _dotted(alias.name)
        local = _dotted(alias.asname.name) if alias.asname else name
        symbol = found.symbols.get(name)
        if symbol is None and scope.loader is not None:  # `from app import limits`: a module of the package
            submodule = scope.loader.find(f"{found.name}.{name}" if found.name else name, 0)
            if isinstance(submodule, LocalModule):
                scope.symbols[local] = namespace_symbol(scope, submodule, local)
                scope.local_imports.add(local)
                continue
            if submodule == "":
                scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)
                continue
        if symbol is None:
            reporter.error(
                alias, f'Module "{shown}" has no attribute "{name}"{did_you_mean(name, list(found.symbols))}'
            )
            scope.symbols[local] = Symbol(local, ERROR, local, runtime=False)
            continue
        scope.symbols[local] = replace(
            symbol, name=local, js_name=js_identifier(local), js_module=specifier, js_export=symbol.js_name
        )
        scope.local_imports.add(local)


def namespace_symbol(scope: ModuleScope, module: LocalModule, local: str) -> Symbol:
    """One of the worker's own modules as a value: `import * as local from "./module.js"`."""
    specifier = relative_specifier(scope.js_path, module.js_path)
    scope.imported_members.update(module.members)
    members: dict[str, object] = dict(module.symbols)
    return Symbol(
        local, LocalModuleType(module.name, members), js_identifier(local), specifier, js_export="*"
    )


def _binding_module(module_name: str, alias: cst.ImportAlias, reporter: Reporter) -> bindings.PyModule | None:
    try:
        module = bindings.import_binding_module(module_name)
    except ImportError:
        shown = did_you_mean(module_name, bindings.binding_module_names())
        reporter.error(alias, f'Cannot find module "{module_name}"{shown}')
        return None
    except Exception as err:  # noqa: BLE001 - a broken bindings module is the user's to fix, not a crash
        reporter.error(
            alias, f'Cannot import "{module_name}": {type(err).__name__}: {err} (regenerate the bindings)'
        )
        return None
    if module is None:
        allowed = _supported_modules()
        reporter.error(
            alias,
            f'unsupported import "{module_name}": a worker imports the generated bindings, {allowed}'
            f"{_instead(module_name)}",
        )
    return module


def _declare_class(
    scope: ModuleScope, node: cst.ClassDef, reporter: Reporter, owner: UserClass | None
) -> None:
    """The class defined by `node` (in `owner`'s body, or at module level), then the classes its own
    body defines, each where Python makes it: before the class that holds it exists."""
    name = node.name.value
    kind = "class"
    base_infos: list[ClassInfo] = []
    exception = False
    refused = False
    enum = False
    primitive: Type | None = None
    named_tuple = False
    abc = False
    str_mixin = False
    for arg in node.bases:
        base = arg.value
        # (`Base`, `Generic[T]`'s Generic, `Outer.Inner`, read where the class statement runs)
        symbol = scope.annotations_in(owner).symbol_of(
            base.value if isinstance(base, cst.Subscript) else base
        )
        special = symbol.special if symbol else None
        if special in ("typing.Protocol", "typing.Generic"):
            kind = "protocol" if special == "typing.Protocol" else kind
        elif special in ("enum.Enum", "enum.StrEnum", "enum.IntEnum"):
            enum = True
            primitive = {"enum.StrEnum": STR, "enum.IntEnum": INT}.get(special)
        elif special == "typing.NamedTuple":
            named_tuple = True
        elif special == "abc.ABC":
            abc = True

        elif special == "typing.TypedDict":
            kind = "typeddict"
        elif isinstance(base, cst.Name) and symbol is None and base.value in BUILTIN_EXCEPTIONS:
            exception = True
        elif symbol is not None and symbol.type is ERROR:
            refused = True  # a base whose import failed, reported there
        elif (
            isinstance(base, cst.Name)
            and symbol is None
            and base.value in ("str", "int")
            and any(
                (s := scope.annotations_in(owner).symbol_of(a.value)) is not None and s.special == "enum.Enum"
                for a in node.bases
            )
        ):  # `class Kind(str, Enum)`: a StrEnum whose str() is `Kind.NAME`; `(int, Enum)` is refused
            if base.value == "str":
                str_mixin = True
            else:
                reporter.error(
                    arg,
                    f"a class deriving from int is not supported; for an Enum of ints use IntEnum (class "
                    f"{name}(IntEnum): its members are their values, as ints), or a plain Enum",
                )
                refused = True
        elif (
            symbol is not None
            and isinstance(symbol.type, ClassObjectType)
            and isinstance(symbol.type.cls, UserClass)
            and symbol.type.cls.named_tuple
        ):
            reporter.error(
                arg,
                "a subclass of a NamedTuple is not supported (its instances are the base's tuples here): "
                "give the NamedTuple the fields and methods, or use a dataclass",
            )
            refused = True
        elif symbol is not None and isinstance(symbol.type, ClassObjectType):
            base_infos.append(symbol.type.cls)
            exception = exception or symbol.type.cls.is_exception()
            abc = abc or (isinstance(symbol.type.cls, UserClass) and symbol.type.cls.abc)
        elif _stdlib_class(scope, owner, base):
            shown = cst.Module([]).code_for_node(base)
            reporter.error(
                arg,
                f'a class deriving from the standard library\'s "{shown}" is not supported (its JavaScript '
                f"is a helper of the runtime's): use {shown} itself, as a value, or a class of your own holding one",
            )
            refused = True
        else:
            reporter.error(
                arg,
                "a class may derive from an SDK class, one of this module's classes, a builtin exception, "
                "Enum, NamedTuple, Protocol or TypedDict",
            )
            refused = True
    class_bases = len(base_infos) + (1 if exception and not base_infos else 0)
    if class_bases > 1 or (
        exception
        and base_infos
        and any(
            isinstance(a.value, cst.Name)
            and scope.lookup_in(owner, a.value.value) is None
            and a.value.value in BUILTIN_EXCEPTIONS
            for a in node.bases
        )
    ):
        # Python's method resolution order over several bases has no JS form: a class extends one
        reporter.error(
            node.bases[1] if len(node.bases) > 1 else node,
            "a class with more than one base class is not supported: a JavaScript class extends one "
            "(Python would look methods up in each base in turn)",
        )
        refused = True
    if owner is not None and kind in ("typeddict", "protocol"):
        # (a type only: the output holds no class for it, so none in its owner's body either)
        what = "TypedDict" if kind == "typeddict" else "Protocol"
        reporter.error(
            node.name, f'a {what} in a class body ("{name}") is not supported: define it at module level'
        )
        refused = True
    info = UserClass(name, kind, node, base_infos, exception, owner=owner)  # type: ignore[arg-type]
    if enum:
        info.enum_members = {}
        info.primitive = STR if str_mixin else primitive
        info.str_mixin = str_mixin
    info.named_tuple = named_tuple
    info.abc = abc
    key = info.qualname
    scope.classes[key] = info
    if owner is not None:
        owner.nested[name] = info
    if refused:
        scope.refused_classes.add(key)
        scope.symbols[key] = Symbol(name, ERROR, info.js_class(), runtime=False, annotation=ERROR)
    else:
        scope.symbols[key] = Symbol(
            name,
            ClassObjectType(info),
            info.js_class(),
            runtime=kind == "class",
            annotation=InstanceType(info),
        )
    _declare_nested(scope, info, reporter)


def _declare_nested(scope: ModuleScope, info: UserClass, reporter: Reporter) -> None:
    """The classes `info`'s body defines: a plain class's (any kind a module-level class may be).
    An Enum's would be one of its members in Python 3.11, a NamedTuple's, Protocol's or TypedDict's
    body declares fields only."""
    body = info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ()
    for stmt in body:
        if not isinstance(stmt, cst.ClassDef):
            continue
        if info.kind != "class" or info.enum_members is not None or info.named_tuple:
            what = (
                "an Enum's body is not supported (Python 3.11 makes it one of the members)"
                if info.enum_members is not None
                else "a NamedTuple's body is not supported (it holds the tuple's fields and methods)"
                if info.named_tuple
                else f"a {'Protocol' if info.kind == 'protocol' else 'TypedDict'}'s body is not supported (it is a "
                "type only, a JSDoc typedef)"
            )
            reporter.error(stmt.name, f'a class in {what}: define "{stmt.name.value}" at module level')
        elif stmt.name.value in info.nested:
            defined = reporter.parsed.position(info.nested[stmt.name.value].node.name)[0]
            reporter.error(stmt.name, f'Name "{stmt.name.value}" already defined on line {defined}')
        else:
            _declare_class(scope, stmt, reporter, info)


def _fill_class(scope: ModuleScope, info: UserClass) -> None:
    """Fields from annotations (and `self.x` assignments in `__init__`), method signatures."""
    annotate = scope.annotations_in(info).resolve  # the class body's names: its nested classes too
    for arg in info.node.bases:  # `DurableObject[Env]`: its members read with Env for _Env
        base = arg.value
        if isinstance(base, cst.Subscript) and isinstance(base.value, cst.Name):
            symbol = scope.lookup_in(info.owner, base.value.value)
            if symbol is not None and isinstance(symbol.type, ClassObjectType):
                resolved = scope.annotations_in(info.owner).resolve(base)  # where the class statement runs
                if isinstance(resolved, InstanceType) and resolved.cls in info.base_infos:
                    info.base_args[info.base_infos.index(resolved.cls)] = resolved.args
    total = True
    for keyword in info.node.keywords:
        if (
            keyword.keyword is not None
            and keyword.keyword.value == "total"
            and isinstance(keyword.value, cst.Name)
        ):
            total = keyword.value.value != "False"
    body = info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ()
    if info.enum_members is not None:
        _enum_members(scope, info, body)
    if info.named_tuple:  # its fields as a frozen dataclass's; instances are tuples of them
        _dataclass_fields(info, body)
        info.frozen = True
    for stmt in body:
        if isinstance(stmt, cst.SimpleStatementLine) and info.enum_members is None:
            for small in stmt.body:
                constant = _class_constant(scope, small)
                if (
                    constant is None
                    and isinstance(small, cst.AnnAssign)
                    and isinstance(small.target, cst.Name)
                ):
                    key = small.target.value
                    info.attributes[key] = annotate(small.annotation.annotation)
                    wrapper = _key_wrapper(small.annotation.annotation)
                    if wrapper == "Required" or (total and wrapper != "NotRequired"):
                        info.required_keys.add(key)
                elif constant is not None and (literal := _literal_type(constant[1])) is not None:
                    # a class constant (`ROOT = "/workspace"`): its methods may read it before it is lowered
                    info.attributes.setdefault(constant[0], literal)
                elif constant is not None and (made := _made_type(scope, constant[1])) is not None:
                    # `TTL = timedelta(hours=1)`, `PAT = re.compile(...)`, `DEFAULT = Color.RED`
                    info.attributes.setdefault(constant[0], made)
    if info.named_tuple:  # its fields are known: its methods' annotations of it read the tuple
        symbol = scope.symbols.get(info.qualname)
        if symbol is not None and symbol.annotation is not None:
            scope.symbols[info.qualname] = replace(symbol, annotation=info.instance())
    for stmt in body:
        if isinstance(stmt, cst.FunctionDef):
            name = stmt.name.value
            decorators = {decorator_name(d) for d in stmt.decorators}
            if "abstractmethod" in decorators:
                info.abstract.add(name)
            if "property" in decorators or decorators & CACHED_PROPERTY:
                info.properties.add(name)
                result = stmt.returns.annotation if stmt.returns is not None else None
                # (a getter is read as its method's result: `-> float` returning only floats is a float)
                info.attributes[name] = (
                    function_signature(stmt, annotate, skip_first=True).result if result is not None else ANY
                )
                continue
            if f"{name}.setter" in decorators:
                info.setters.add(name)
                continue
            static = "staticmethod" in decorators
            if "classmethod" in decorators:
                info.class_methods.add(name)
            if static or "classmethod" in decorators:
                info.static_methods.add(name)
            info.methods[name] = function_signature(stmt, annotate, skip_first=not static)
            if _mentions(stmt.body, "NotImplemented"):
                info.declining.add(name)
            if name == "__init__":  # (annotations in a method's body read the module's names)
                _init_attributes(info, stmt, scope.annotations.resolve, scope.classes)
    _dataclass(scope, info, body)
    _total_ordering(info)


def _made_type(scope: ModuleScope, value: cst.BaseExpression) -> Type | None:
    """The type of an immutable object a class attribute is made of, known without lowering it: a
    stdlib class's instance (`timedelta(...)`), a compiled pattern, an Enum member; None otherwise."""
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Name):
        symbol = scope.lookup(value.func.value)
        made = symbol.annotation if symbol is not None else None
        if isinstance(made, InstanceType) and isinstance(made.cls, LibraryClass):
            return made
        if symbol is not None and symbol.special == "lib:re:compile":
            return InstanceType(PATTERN)
    if (
        isinstance(value, cst.Call)
        and isinstance(value.func, cst.Attribute)
        and isinstance(value.func.value, cst.Name)
    ):
        module = scope.lookup(value.func.value.value)
        if module is not None and module.type == ModuleType("re") and value.func.attr.value == "compile":
            return InstanceType(PATTERN)
        if module is not None and isinstance(module.type, ModuleType) and module.type.name == "datetime":
            found = _library_class("datetime", value.func.attr.value, value.func.attr.value)
            if found is not None and isinstance(found.annotation, InstanceType):
                return found.annotation
    if isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name):
        cls = scope.classes.get(value.value.value)
        if cls is not None and cls.enum_members is not None and value.attr.value in cls.enum_members:
            return InstanceType(cls)
    return None


def _mentions(node: cst.CSTNode, name: str) -> bool:
    """Whether `name` is read anywhere in `node`."""
    if isinstance(node, cst.Name):
        return node.value == name
    return any(_mentions(child, name) for child in node.children)


def _total_ordering(info: UserClass) -> None:
    """`@functools.total_ordering`: the comparison methods the class lacks, derived from the one
    Python picks as their root (the greatest name it defines: `__lt__` before `__le__`...)."""
    if not any(decorator_name(d) in TOTAL_ORDERING for d in info.node.decorators):
        return
    defined = [name for name in ORDER_DUNDERS if name in info.methods]
    if not defined:
        return  # Python raises ValueError at the class: the lowering reports it
    info.ordering_root = max(defined)
    for name in ORDER_DUNDERS:
        if name not in info.methods and info.ordering_root in info.declining:
            info.declining.add(name)  # a derived method passes its root's NotImplemented on
        info.methods.setdefault(name, info.methods[info.ordering_root])


#: How `@functools.total_ordering` is written (`from functools import total_ordering`, or the module's).
TOTAL_ORDERING = ("total_ordering", "functools.total_ordering")


def _enum_members(scope: ModuleScope, info: UserClass, body: Sequence[cst.BaseStatement]) -> None:
    """An Enum's members: `NAME = 1`, `NAME = "x"` or `NAME = auto()`, each an instance of the class;
    `name` and `value` are every member's. CPython 3.11's auto() gives the largest int so far plus one
    (from 1; `_generate_next_value_` sorts the values), which only ints have: after a str it is no
    member here (a StrEnum's gives the name)."""
    assert info.enum_members is not None
    values: list[int | str] = []
    for stmt in body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if not (isinstance(small, cst.Assign) and len(small.targets) == 1):
                continue
            target, value = small.targets[0].target, small.value
            if not isinstance(target, cst.Name):
                continue
            member: object
            if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and not value.args:
                symbol = scope.lookup(value.func.value)
                if symbol is None or symbol.special != "enum.auto":
                    info.attributes.setdefault(target.value, ERROR)  # refused where lowered: no follow-ups
                    continue
                if info.primitive == STR and not info.str_mixin:
                    member = target.value.lower()
                elif all(isinstance(v, int) for v in values):
                    member = max((v for v in values if isinstance(v, int)), default=0) + 1
                    if info.str_mixin:  # `(str, Enum)`: str() of the int Enum's auto() gives
                        info.enum_members[target.value] = str(member)
                        info.attributes[target.value] = InstanceType(info)
                        values.append(member)
                        continue
                else:
                    info.attributes.setdefault(target.value, ERROR)  # refused where lowered
                    continue
            elif (constant := _constant(value)) is not None:
                member = constant  # `FREE = 10 * 60`, `PREFIX = "v" + "1"`: what Python computes
            elif (
                isinstance(value, cst.Tuple)
                and info.primitive is None
                and None not in (items := tuple(_tuple_item(e.value) for e in value.elements))
                and not any(isinstance(e, cst.StarredElement) for e in value.elements)
            ):
                member = items  # `HELP = ("help", "Show help.")`, which the class's `__init__` takes
            else:
                info.attributes.setdefault(target.value, ERROR)  # refused where lowered: no follow-ups
                continue
            if isinstance(member, (int, str)):
                values.append(member)
            info.enum_members[target.value] = member
            info.attributes[target.value] = InstanceType(info)
    info.attributes["name"] = STR
    values_types = [enum_value_type(v) for v in info.enum_members.values()]
    refused = any(t is ERROR for t in info.attributes.values())  # (a member refused where lowered)
    info.attributes["value"] = (
        ERROR if refused else union(*values_types) if values_types else union(INT, STR)
    )  # (an error's value type: no follow-up errors where it is read)


def enum_value_type(value: object) -> Type:
    """The type of an Enum member's value: an int, a str, or a tuple of them (and of floats)."""
    if isinstance(value, tuple):
        return TupleType(tuple(enum_value_type(v) for v in value))
    return INT if isinstance(value, int) else FLOAT if isinstance(value, float) else STR


def _tuple_item(node: cst.BaseExpression) -> int | str | float | None:
    """An item of an Enum member's tuple value: a constant, or a float literal (`MERCURY = (3.303e+23,
    2.4397e6)`, which the class's `__init__` takes), finite."""
    sign, inner = 1, node
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        sign, inner = -1 if isinstance(node.operator, cst.Minus) else 1, node.expression
    if isinstance(inner, cst.Float) and math.isfinite(value := float(inner.evaluated_value)):
        return sign * value
    return _constant(node)


#: The operators an Enum member's value may be computed with (ints; + and * of strs too).
_CONSTANT_OPERATORS: dict[type[cst.BaseBinaryOp], Callable[[Any, Any], Any]] = {
    cst.Add: operator.add,
    cst.Subtract: operator.sub,
    cst.Multiply: operator.mul,
    cst.FloorDivide: operator.floordiv,
    cst.Modulo: operator.mod,
    cst.LeftShift: operator.lshift,
    cst.BitOr: operator.or_,
    cst.BitAnd: operator.and_,
}


def _constant(node: cst.BaseExpression) -> int | str | None:
    """An int or str literal, or one computed from them (`10 * 60`, `1 << 4`, `"v" + "1"`), as CPython
    computes it; None for anything else, or an int past ±2**53 or a str past 10,000 characters."""
    value: object = None
    match node:
        case cst.Integer():
            value = int(node.evaluated_value)
        case cst.SimpleString() | cst.ConcatenatedString() if isinstance(node.evaluated_value, str):
            value = node.evaluated_value  # (`"a" "b"` is one literal)
        case cst.UnaryOperation(operator=cst.Minus() | cst.Plus() | cst.BitInvert() as op, expression=inner):
            found = _constant(inner)
            if isinstance(found, int):
                value = (
                    -found
                    if isinstance(op, cst.Minus)
                    else ~found
                    if isinstance(op, cst.BitInvert)
                    else found
                )
        case cst.BinaryOperation(left=left, operator=cst.Power(), right=right):
            a, b = _constant(left), _constant(right)
            if isinstance(a, int) and isinstance(b, int) and 0 <= b <= 53 and abs(a) <= 2**53:
                value = a**b  # (bounded below: past 2**53 it is no value here)
        case cst.BinaryOperation(left=left, operator=op, right=right) if type(op) in _CONSTANT_OPERATORS:
            a, b = _constant(left), _constant(right)
            small = isinstance(b, int) and -64 <= b <= 64  # a shift or repeat that stays small
            if (
                isinstance(a, int)
                and isinstance(b, int)
                and (not isinstance(op, cst.LeftShift) or 0 <= b <= 53)
            ):
                try:
                    value = _CONSTANT_OPERATORS[type(op)](a, b)
                except ZeroDivisionError:
                    value = None
            elif isinstance(a, str) and isinstance(b, str) and isinstance(op, cst.Add):
                value = a + b
            elif isinstance(a, str) and small and isinstance(op, cst.Multiply):
                value = a * int(b or 0)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        return None
    if isinstance(value, int) and abs(value) > 2**53 or isinstance(value, str) and len(value) > 10_000:
        return None
    return value


#: `@functools.cached_property`: a property whose first read stores its value on the instance.
CACHED_PROPERTY = frozenset(("cached_property", "functools.cached_property"))


def decorator_name(decorator: cst.Decorator) -> str:
    """`property`, `name.setter`, `dataclass` (also for `@dataclass(frozen=True)`); "" for others."""
    node = decorator.decorator
    if isinstance(node, cst.Call):
        node = node.func
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name):
        return f"{node.value.value}.{node.attr.value}"
    return ""


def _dataclass(scope: ModuleScope, info: UserClass, body: Sequence[cst.BaseStatement]) -> None:
    """`@dataclass`: its fields are the annotated class attributes, in order, with their defaults,
    after a base dataclass's (a field declared again keeps its place). Options that are not literal
    True/False are reported when the class is lowered."""
    decorator = next((d for d in info.node.decorators if decorator_name(d) == "dataclass"), None)
    if decorator is None:
        return
    kw_only = False
    if isinstance(decorator.decorator, cst.Call):
        for arg in decorator.decorator.args:
            value = _flag(arg.value)
            key = arg.keyword.value if arg.keyword is not None else ""
            if value is None:
                continue
            if key == "frozen":
                info.frozen = value
            elif key == "eq":
                info.dataclass_eq = value
            elif key == "repr":
                info.dataclass_repr = value
            elif key == "order":
                info.dataclass_order = value
            elif key == "kw_only":
                kw_only = value
    base = next(
        (b for b in info.base_infos if isinstance(b, UserClass) and b.dataclass_fields is not None), None
    )
    fields: dict[str, cst.BaseExpression | None] = {}
    if base is not None and base.dataclass_fields is not None and not base.named_tuple:
        base.dataclass_subclassed = True
        fields.update(base.dataclass_fields)
        info.field_specs.update(base.field_specs)
        for name in base.dataclass_fields:
            info.attributes.setdefault(name, base.attributes[name])
    _dataclass_fields(info, body)
    assert info.dataclass_fields is not None
    fields.update(info.dataclass_fields)
    info.dataclass_fields = fields
    for name, default in fields.items():
        if name in info.field_specs and name not in _own_annotated(body):
            continue  # inherited
        info.field_specs[name] = _field_spec(scope, default, kw_only)


def _method_node(info: UserClass, name: str) -> cst.CSTNode:
    """Where a class defines a method (its name), else the class's name."""
    body = info.node.body.body if isinstance(info.node.body, cst.IndentedBlock) else ()
    return next(
        (s.name for s in body if isinstance(s, cst.FunctionDef) and s.name.value == name), info.node.name
    )


def _class_constant(
    scope: ModuleScope, small: cst.BaseSmallStatement
) -> tuple[str, cst.BaseExpression] | None:
    """`NAME = value`, or `NAME: Final = value` (bare `Final` or `ClassVar`: the value's type)."""
    if (
        isinstance(small, cst.Assign)
        and len(small.targets) == 1
        and isinstance(small.targets[0].target, cst.Name)
    ):
        return small.targets[0].target.value, small.value
    if (
        isinstance(small, cst.AnnAssign)
        and isinstance(small.target, cst.Name)
        and small.value is not None
        and scope.annotations.infers(small.annotation.annotation)
    ):
        return small.target.value, small.value
    return None


def _own_annotated(body: Sequence[cst.BaseStatement]) -> set[str]:
    return {
        small.target.value
        for stmt in body
        if isinstance(stmt, cst.SimpleStatementLine)
        for small in stmt.body
        if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name)
    }


def _flag(node: cst.BaseExpression) -> bool | None:
    """A literal `True` / `False`; None for anything else."""
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return node.value == "True"
    return None


def is_field_call(lookup: Callable[[str], Symbol | None], node: cst.BaseExpression | None) -> bool:
    """`field(...)`, dataclasses' own."""
    if not isinstance(node, cst.Call) or not isinstance(node.func, cst.Name):
        return False
    symbol = lookup(node.func.value)
    return symbol is not None and symbol.special == "dataclasses.field"


def _field_spec(scope: ModuleScope, default: cst.BaseExpression | None, kw_only: bool) -> FieldSpec:
    if not is_field_call(scope.lookup, default):
        return FieldSpec(has_default=default is not None, kw_only=kw_only)
    assert isinstance(default, cst.Call)
    options: dict[str, bool] = {}
    has_default = False
    for arg in default.args:
        key = arg.keyword.value if arg.keyword is not None else ""
        if key in ("default", "default_factory"):
            has_default = True
        flag = _flag(arg.value)
        if key in ("repr", "compare", "init", "kw_only") and flag is not None:
            options[key] = flag
    return FieldSpec(
        has_default=has_default,
        repr=options.get("repr", True),
        compare=options.get("compare", True),
        init=options.get("init", True),
        kw_only=options.get("kw_only", kw_only),
    )


def _dataclass_fields(info: UserClass, body: Sequence[cst.BaseStatement]) -> None:
    fields: dict[str, cst.BaseExpression | None] = {}
    for stmt in body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if (
                    isinstance(small, cst.AnnAssign)
                    and isinstance(small.target, cst.Name)
                    and not is_class_var(small.annotation.annotation)
                ):
                    fields[small.target.value] = small.value
    info.dataclass_fields = fields


def is_class_var(annotation: cst.BaseExpression) -> bool:
    """`ClassVar[int]` (or `typing.ClassVar`): a class attribute, not a dataclass field."""
    if isinstance(annotation, cst.Subscript):
        annotation = annotation.value
    if isinstance(annotation, cst.Attribute):
        annotation = annotation.attr
    return isinstance(annotation, cst.Name) and annotation.value == "ClassVar"


def _literal_type(node: cst.BaseExpression) -> Type | None:
    match node:
        case cst.Integer() | cst.UnaryOperation(operator=cst.Minus(), expression=cst.Integer()):
            return INT
        case cst.Float() | cst.UnaryOperation(operator=cst.Minus(), expression=cst.Float()):
            return FLOAT
        case cst.SimpleString() | cst.ConcatenatedString():
            return STR
        case cst.Name(value="True" | "False"):
            return BOOL
        case cst.BinaryOperation(left=left, operator=operator, right=right):
            return _arithmetic_type(_literal_type(left), operator, _literal_type(right))
        case cst.Tuple(elements=elements) if elements and all(isinstance(e, cst.Element) for e in elements):
            items = [_literal_type(e.value) for e in elements]  # `NAMES = ("a", "b")`
            if all(item is not None for item in items):
                return TupleType(tuple(item for item in items if item is not None))
    return None


def _arithmetic_type(left: Type | None, operator: cst.BaseBinaryOp, right: Type | None) -> Type | None:
    """`3 * 1024`, `1 / 4`, `"a" + "b"` of literals: the type Python's operator gives (None when it is
    not plain: a power may be a float, a bool operand an int)."""
    numbers = (INT, FLOAT)
    if left in numbers and right in numbers:
        if isinstance(operator, cst.Divide) or FLOAT in (left, right):
            return FLOAT if isinstance(operator, (cst.Add, cst.Subtract, cst.Multiply, cst.Divide)) else None
        return (
            INT
            if isinstance(operator, (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide, cst.Modulo))
            else None
        )
    if left == STR and right == STR and isinstance(operator, cst.Add):
        return STR
    return None


def last_name(node: cst.BaseExpression | None) -> str:
    """`NoReturn` of `NoReturn` or `typing.NoReturn`; "" for anything but a name or attribute."""
    return (
        node.value
        if isinstance(node, cst.Name)
        else node.attr.value
        if isinstance(node, cst.Attribute)
        else ""
    )


def _key_wrapper(annotation: cst.BaseExpression) -> str:
    """`Required` or `NotRequired` of a TypedDict key's `Required[T]` / `NotRequired[T]`, else ""."""
    if isinstance(annotation, cst.Subscript):
        name = last_name(annotation.value)
        return name if name in ("Required", "NotRequired") else ""
    return ""


def _init_attributes(
    info: UserClass, init: cst.FunctionDef, annotate: AnnotateFn, classes: dict[str, UserClass]
) -> None:
    """`self.x: T = ...` in `__init__` declares a field; unannotated `self.x = ...` is typed when lowered,
    unless its value says its type alone (`self.router = Router()` of a class of the module's, a str,
    int or bool literal, a parameter's annotation), which module-level code may read before the class
    is lowered
    (`PREFIX = APP.router.prefix`), as mypy infers it. (A float is left to the lowering: an int may
    come later.)"""
    for node in _walk_statements(init):
        if isinstance(node, cst.AnnAssign) and isinstance(node.target, cst.Attribute):
            target = node.target
            if isinstance(target.value, cst.Name) and target.value.value == "self":
                info.attributes[target.attr.value] = annotate(node.annotation.annotation)
    annotated = {
        p.name.value: p.annotation.annotation
        for p in [*init.params.posonly_params, *init.params.params, *init.params.kwonly_params]
        if p.annotation is not None
    }
    for attribute, value in _self_stores(init):
        if attribute in info.attributes:
            continue
        if isinstance(value, cst.Name) and value.value in annotated:  # `self.n = n` of `n: int`
            declared = annotate(annotated[value.value])
            if declared not in (REAL, FLOAT):  # (a float: the lowering tells whether ints come too)
                info.attributes[attribute] = declared
            continue
        if isinstance(value, cst.SimpleString | cst.ConcatenatedString):
            info.attributes[attribute] = STR
        elif isinstance(value, cst.Integer):
            info.attributes[attribute] = INT
        elif isinstance(value, cst.Name) and value.value in ("True", "False"):
            info.attributes[attribute] = BOOL
        elif isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in classes:
            made = classes[value.func.value]
            if made.kind == "class" and made.enum_members is None:
                info.attributes[attribute] = made.instance()


def _self_stores(init: cst.FunctionDef) -> list[tuple[str, cst.BaseExpression]]:
    """`self.x = value` statements at the top level of `__init__`'s body, the first of each name."""
    found: dict[str, cst.BaseExpression] = {}
    body = init.body.body if isinstance(init.body, cst.IndentedBlock) else ()
    for stmt in body:
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if not (isinstance(small, cst.Assign) and len(small.targets) == 1):
                continue
            target = small.targets[0].target
            if (
                isinstance(target, cst.Attribute)
                and isinstance(target.value, cst.Name)
                and target.value.value == "self"
            ):
                found.setdefault(target.attr.value, small.value)
    return list(found.items())


def _walk_statements(node: cst.CSTNode) -> list[cst.CSTNode]:
    found: list[cst.CSTNode] = []

    class Visitor(cst.CSTVisitor):
        def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
            found.append(node)

    node.visit(Visitor())
    return found


def handler_defaults(scope: ModuleScope) -> dict[str, Type]:
    """Types of a handler's unannotated parameters: `request: Request`, `env: Env`, `ctx: ExecutionContext`."""
    defaults: dict[str, Type] = {}
    env = scope.lookup("Env")
    if env is not None and env.annotation is not None:
        defaults["env"] = env.annotation
    workers = bindings.import_binding_module("bindings.workers")
    if workers is not None:
        for param, type_name in (
            ("request", "Request"),
            ("ctx", "ExecutionContext"),
            ("controller", "ScheduledController"),
        ):
            symbol = bindings.module_symbol(workers, type_name, type_name)
            if symbol is not None and symbol.annotation is not None:
                defaults[param] = symbol.annotation
    return defaults
