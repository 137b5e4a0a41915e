"""A whole worker module: imports of what is used, exports, typedefs, declarations, handlers."""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import classes, decorated, durable, functions
from generator.transpile.lower.context import Builder
from generator.transpile.lower.dataclass import class_default
from generator.transpile.lower.decorated import has_own_decorators
from generator.transpile.lower.dispatch import Dispatch
from generator.transpile.lower.naming import js_identifier
from generator.transpile.lower.statements import lower_statement
from generator.transpile.parse import ParsedModule
from generator.transpile.reporter import Reporter
from generator.transpile.resolve.fields import children
from generator.transpile.resolve.load_time import reached_before_bound
from generator.transpile.resolve.locals import global_names, plan_bindings, stored_attributes
from generator.transpile.resolve.module_scope import ModuleScope, handler_defaults
from generator.transpile.resolve.stop_iteration import StopSources
from generator.transpile.resolve.types import ERROR, ClassInfo, ClassObjectType, InstanceType, Type
from generator.transpile.resolve.unbound import (
    catch_name_conflicts,
    def_conflicts,
    maybe_unbound_globals,
    reads_before_def,
    unbound_reads,
)
from generator.transpile.resolve.unshared import module_facts, unshared_names
from generator.transpile.resolve.user_types import UserClass
from generator.transpile.runtime import closure, is_error_class


@dataclass(frozen=True)
class DurableObject:
    """An Env field `NAME: DurableObjectNamespace[Class]`: a binding the deploy config declares."""

    binding: str
    class_name: str
    #: The class extends the SDK's Sandbox (a container), rather than a plain Durable Object.
    container: bool


@dataclass(frozen=True)
class LoweredModule:
    module: js.Module
    durable_objects: list[DurableObject]
    sdk_members: frozenset[str]
    #: The types of its module-level names (for the modules that import them).
    globals: dict[str, Type] = field(default_factory=dict)
    #: The exception classes it takes from the shared module (`errors_from`).
    error_classes: frozenset[str] = frozenset()
    #: An expression lowered as a stand-in for one that failed while no error of this module says
    #: so: the build must refuse (see `refuse_lost`) unless a module it imports failed.
    lost: cst.CSTNode | None = None


def refuse_lost(lowered: LoweredModule, reporter: Reporter) -> None:
    """A failed expression stands in as `undefined`, always with its error: when none was kept (a
    transpiler bug), refuse rather than emit a module with a piece missing."""
    if lowered.lost is not None and not reporter.diagnostics:
        reporter.error(
            lowered.lost, "internal error: this expression could not be lowered (please report it)"
        )


def _unbound_reads(b: Builder, tree: cst.Module) -> None:
    """Python raises UnboundLocalError where a function reads a local no path may have stored yet;
    JS would read `undefined` (see `resolve/unbound.py`). Such a read is checked where it is lowered
    (`b.maybe_unbound`: `$bound`); a `+=` or `del` of it, or a module-level name's (which Python does
    not read: the function's store makes the name local), is refused here."""
    module_names = {name for _, name in b.module_plan.declared_at} | b.module_plan.hoisted
    walrus = ":=" in b.parsed.source
    b.maybe_unbound_globals = frozenset(maybe_unbound_globals(tree, module_names, walrus=walrus))
    for name in reads_before_def(tree, set(b.scope.functions), walrus=walrus):
        b.error(name, f'"{name.value}" is read before its def: Python raises NameError as the module loads')
    for node, later in reached_before_bound(tree):
        made, fix = (
            ("defined", "define")
            if later in b.scope.functions or later in b.scope.classes
            else ("assigned", "assign")
        )
        b.error(
            node,
            f'"{b.parsed.tree.code_for_node(node)}" runs as the module loads and may reach "{later}", which is '
            f"{made} below: Python raises NameError there; {fix} it above",
        )
    functions = _functions(tree)
    scopes: list[cst.FunctionDef | cst.Module] = [tree, *functions]
    for scope in scopes:
        for name, why in def_conflicts(scope):
            b.error(
                name,
                f'a def {why}: Python binds "{name.value}" when the def runs, where JavaScript hoists a '
                "function to the top of its block (and keeps one in a block to it); define it once, at the "
                "top level of the function or module",
            )
        for name, why in catch_name_conflicts(scope):
            b.error(
                name,
                f'"except ... as {name.value}": "{name.value}" is also {why}; Python unbinds it after the '
                "handler, where JavaScript's catch binds a name of the handler's own: name the exception "
                "apart",
            )
    for function in functions:
        for read in unbound_reads(function, walrus=walrus):
            name, shown = read.name, read.name.value
            module_level = b.scope.lookup(shown) is not None or shown in module_names
            if not (read.rebinding or module_level):
                b.maybe_unbound.add(id(name))
                if read.free:
                    b.free_unbound.add(id(name))
                continue
            hint = (
                f'; the module-level "{shown}" is not read here, since the function stores it: '
                f'declare "global {shown}" to change it'
                if module_level
                else f'; assign "{shown}" on every path before this'
            )
            b.error(name, f'"{shown}" may be unbound here: Python raises UnboundLocalError{hint}')


def _refuse_unnormalized_names(b: Builder, tree: cst.Module) -> None:
    """Python reads identifiers in NFKC form (`ﬁle` is `file`, `self.ﬂag` is `self.flag`); JS keeps
    them apart, so a name NFKC would change is refused with the name Python reads."""
    pending: list[cst.CSTNode] = [tree]
    while pending:
        current = pending.pop()
        if isinstance(current, cst.Name) and not current.value.isascii():
            read = unicodedata.normalize("NFKC", current.value)
            if read != current.value:
                b.error(current, f'the name "{current.value}" is "{read}" to Python (NFKC): write it so')
        pending.extend(children(current))


def _functions(node: cst.CSTNode) -> list[cst.FunctionDef]:
    """Every function of the module, methods and nested ones too."""
    found: list[cst.FunctionDef] = []
    pending: list[cst.CSTNode] = [node]
    while pending:
        current = pending.pop()
        if isinstance(current, cst.FunctionDef):
            found.append(current)
        if isinstance(current, cst.BaseExpression):
            continue
        pending.extend(children(current))
    return found


def lower_module(
    parsed: ParsedModule,
    scope: ModuleScope,
    reporter: Reporter,
    *,
    entry: bool = True,
    errors_from: str | None = None,
    module_name: str | None = None,
) -> LoweredModule:
    """A worker's module. The `entry` (worker.js) has the handlers; another of the worker's own
    modules has none, and exports every name it defines. `errors_from` (in a worker of several
    modules) is the specifier of the module all of them take Python's exception classes from; `module_name`
    is the module's dotted name (`__name__`), the file's stem unless given."""
    b = Builder(parsed, scope, reporter, Dispatch())
    b.several_modules = errors_from is not None
    if module_name is not None:
        b.module_name = module_name
    tree = parsed.tree
    # a function's `global x` stores the module's x: it is a `let`
    b.rebound_globals = frozenset(global_names(tree))
    # (a property's getter may answer otherwise each time it runs: its setter, or its own code, or
    # what it reads may change; an imported module's classes' members are counted alike)
    properties = {p for c in scope.classes.values() if isinstance(c, UserClass) for p in c.properties}
    b.stored_attributes = frozenset(stored_attributes(tree)) | properties | scope.imported_members
    b.stop_sources = functools.cache(lambda: StopSources(tree, parsed.source))
    b.module_plan = plan_bindings(
        list(tree.body), set(), closures=False, reassigned=b.rebound_globals, module=True
    )
    b.module_facts = functools.cache(lambda: module_facts(tree))
    b.module_plan.unshared = functools.cache(
        lambda: unshared_names(tree.body, set(), b.module_facts(), is_module=True)
    )
    _unbound_reads(b, tree)
    if not parsed.source.isascii():
        _refuse_unnormalized_names(b, tree)
    lowered: dict[int, list[js.Stmt]] = {}
    # Module-level values first, so that every function body sees their types; then classes; then functions.
    for index, stmt in enumerate(tree.body):
        if (
            isinstance(stmt, cst.FunctionDef)
            and stmt.name.value in scope.functions
            and has_own_decorators(b, stmt)
        ):
            # what the name holds, for the code below and every body
            symbol = b.scope.symbols[stmt.name.value]
            b.scope.symbols[stmt.name.value] = replace(symbol, type=decorated.decorate(b, stmt))
        if stmt in scope.declarative or isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
            continue
        if index == 0 and _is_docstring(stmt):
            continue
        hoisted = [
            js.VarDecl("let", js.Name(js_identifier(n))) for n in b.module_plan.hoisted_before.get(stmt, [])
        ]
        lowered[index] = hoisted + _at(b, stmt, lower_statement(b, stmt))
    for index, stmt in enumerate(tree.body):
        if isinstance(stmt, cst.ClassDef):
            if stmt.name.value in scope.refused_classes:
                continue  # reported where it was declared
            info = scope.classes[stmt.name.value]
            first, node, after = (  # (its nested classes first, its methods' decorators after)
                ([], classes.typedef(info), []) if info.kind != "class" else classes.lower_class(b, info)
            )
            lowered[index] = first + _at(b, stmt, [*durable.extends_jsdoc(info), node]) + after
    methods: list[js.Method] = []
    defaults = handler_defaults(scope)
    for index, stmt in enumerate(tree.body):
        if isinstance(stmt, cst.FunctionDef):
            if stmt.name.value in scope.handlers:
                method = functions.handler(b, stmt, defaults)
                methods.append(_at(b, stmt, [method])[0])  # type: ignore[arg-type]
            else:
                lowered[index] = _at(b, stmt, functions.module_function(b, stmt))
    for qualname, field_name in sorted(b.class_defaults_read):
        found = class_default(b, scope.classes[qualname], field_name)
        members = b.class_members.get(found[0].qualname) if found is not None else None
        if found is not None and members is not None and all(m.name != found[1].name for m in members):
            members.append(found[1])
    durable_objects = _durable_objects(b, scope)
    body: list[js.Stmt] = []
    docstring = tree.get_docstring()
    if docstring:
        body.append(js.Comment(docstring.splitlines()))
    for name in scope.local_imports:  # a class of the worker's own module: JSDoc may name it
        imported = scope.symbols.get(name)
        if imported is not None and imported.runtime and isinstance(imported.type, ClassObjectType):
            b.use_import(imported)
            cls = imported.type.cls
            for inner in cls.nested_classes() if isinstance(cls, UserClass) else []:
                if scope.lookup(inner.qualname) is None:  # (unless a class of this module has its JS name)
                    js_name = inner.js_class()
                    b.use_import(replace(imported, name=inner.name, js_name=js_name, js_export=js_name))
    error_table = durable.error_table(b, scope, several_modules=errors_from is not None)  # adds helpers
    helpers = closure(b.helpers)
    shared = [h for h in helpers if errors_from is not None and is_error_class(h)]
    if errors_from is not None and shared:
        b.imports.setdefault(errors_from, set()).update(h.name for h in shared)
    body += _imports_and_exports(b, scope, exports_all=not entry)
    body += [js.Raw(h.text) for h in helpers if h not in shared]
    for index in sorted(lowered):
        body.extend(lowered[index])
    body += error_table
    default = b.globals_declared.get(DEFAULT)
    if default is not None:
        body = _export_default(b, tree, body, default, handlers=list(scope.handlers.values()), entry=entry)
    if methods:
        if not entry:
            reporter.error(tree, "handlers belong in the worker's own file, not in a module it imports")
        if default is None:
            body.append(js.ExportDefaultObject(methods))
    elif entry and default is None and not reporter.diagnostics:
        reporter.error(tree, 'a worker defines at least one handler: "async def fetch(request, env, ctx)"')
    return LoweredModule(
        js.Module(body),
        durable_objects,
        frozenset(b.sdk_members),
        dict(b.globals_declared),
        frozenset(h.name for h in shared),
        b.error_typed[0] if b.error_typed and not reporter.diagnostics else None,
    )


#: A module-level variable of this name is the module's default export (`default = bridge(...)`).
DEFAULT = "default"


def _export_default(
    b: Builder,
    tree: cst.Module,
    body: list[js.Stmt],
    type_: Type,
    *,
    handlers: list[cst.FunctionDef],
    entry: bool,
) -> list[js.Stmt]:
    """`default = value` at module level: the value it holds once the module has loaded is the
    module's default export, which must be a worker's handlers (an `ExportedHandler`, what the SDK's
    `bridge(...)` returns). Assigned once at the top and read nowhere else, it is
    `export default value;`; otherwise the variable is exported under that name (a live binding)."""
    stores = _default_stores(tree)
    where: cst.CSTNode = stores[0] if stores else tree
    for node in stores:
        if isinstance(node, cst.Global):
            b.reporter.error(
                node, '"default" is the module\'s default export: assign it at module level only'
            )
    if not entry:
        b.reporter.error(
            where, "a default export belongs in the worker's own file, not in a module it imports"
        )
    for handler in handlers if entry else ():
        b.reporter.error(
            handler,
            f'a module with a default export ("default = ...") has no handlers of its own: '
            f"pass {handler.name.value} to what makes it (bridge(handlers))",
        )
    if not (isinstance(type_, InstanceType) and type_.cls.name == "ExportedHandler") and type_ != ERROR:
        b.reporter.error(
            where,
            f'the default export is a worker\'s handlers (an ExportedHandler, as bridge(...) returns), not "{type_.display()}"',
        )
    local = js_identifier(DEFAULT)
    decls = [
        i
        for i, stmt in enumerate(body)
        if isinstance(stmt, js.VarDecl) and stmt.target == js.Name(local) and stmt.init is not None
    ]
    if len(decls) == 1 and js.references(body, local) == 1:
        decl = body[decls[0]]
        assert isinstance(decl, js.VarDecl) and decl.init is not None
        exported = js.ExportDefault(decl.init, origin=decl.origin, leading=decl.leading)
        return [*body[: decls[0]], exported, *body[decls[0] + 1 :]]
    return [*body, js.ExportNames([_export_name(local, DEFAULT)])]


def _default_stores(tree: cst.Module) -> list[cst.CSTNode]:
    """The module-level statements that store `default`, and any `global default` in a function."""
    found: list[cst.CSTNode] = []

    class Finder(cst.CSTVisitor):
        def __init__(self) -> None:
            self.depth = 0

        def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
            self.depth += 1

        def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
            self.depth -= 1

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            return False

        def visit_Global(self, node: cst.Global) -> None:
            if any(n.name.value == DEFAULT for n in node.names):
                found.append(node)

        def _target(self, stmt: cst.CSTNode, target: cst.BaseExpression) -> None:
            if self.depth == 0 and isinstance(target, cst.Name) and target.value == DEFAULT:
                found.append(stmt)

        def visit_Assign(self, node: cst.Assign) -> None:
            for t in node.targets:
                self._target(node, t.target)

        def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
            self._target(node, node.target)

        def visit_AugAssign(self, node: cst.AugAssign) -> None:
            self._target(node, node.target)

    tree.visit(Finder())
    return found


def _is_docstring(stmt: cst.BaseStatement) -> bool:
    return (
        isinstance(stmt, cst.SimpleStatementLine)
        and len(stmt.body) == 1
        and isinstance(stmt.body[0], cst.Expr)
        and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


def _at(b: Builder, stmt: cst.CSTNode, nodes: Sequence[js.Node]) -> list[js.Stmt]:
    """Give the first node of a top-level statement its origin and the comments above it."""
    if nodes:
        if nodes[0].origin is None:
            nodes[0].origin = b.origin(stmt)
        nodes[0].leading = [
            line.comment.value.lstrip("#").strip()
            for line in getattr(stmt, "leading_lines", ())
            if line.comment is not None
        ]
    return list(nodes)  # type: ignore[arg-type]  # statements, or the handler methods


def _imports_and_exports(b: Builder, scope: ModuleScope, *, exports_all: bool) -> list[js.Stmt]:
    exported_runtime: dict[str, list[str]] = {}
    local_exports: list[str] = []
    if exports_all:  # a module of the worker's own: what it defines, others may import
        defined = [
            *scope.functions,
            *(n for n, c in scope.classes.items() if c.kind == "class" and not c.owner),
        ]
        defined += [n for n in b.globals_declared if n not in scope.local_imports]
        local_exports += [_export_name(js_identifier(n), js_identifier(n)) for n in dict.fromkeys(defined)]
        # a nested class by its own binding, which the importing modules' JSDoc names (`Outer$Inner`)
        local_exports += [c.js_class() for c in scope.classes.values() if c.owner and c.kind == "class"]
    for name in dict.fromkeys(scope.exports):  # (`import X as X` and `__all__ = ["X"]` export X once)
        symbol = scope.lookup(name)
        if symbol is None:
            b.reporter.error(b.parsed.tree, f'"{name}" is listed in __all__ but not defined')
        elif name == "default":
            b.reporter.error(
                b.parsed.tree, '"default" cannot be exported: it is the name of the handlers\' export'
            )
        elif name in scope.classes and scope.classes[name].kind == "class":
            local_exports.append(_export_name(symbol.js_name, name))
        elif symbol.js_module is not None and symbol.runtime:
            exported_runtime.setdefault(symbol.js_module, []).append(symbol.js_name)
        elif name in scope.functions:
            local_exports.append(_export_name(symbol.js_name, name))
    out: list[js.Stmt] = []
    reexported: list[str] = []
    for module in sorted(set(b.imports) | set(exported_runtime)):
        used = sorted(b.imports.get(module, set()))
        exported = exported_runtime.get(module, [])
        if used:
            out.append(js.Import(used, module))
        passthrough = [n for n in exported if n not in used]
        if passthrough:
            out.append(js.ExportFrom(passthrough, module))
        reexported += [n for n in exported if n in used]
    if reexported or local_exports:
        out.append(js.ExportNames(sorted(set(reexported + local_exports))))
    return out


def _export_name(local: str, exported: str) -> str:
    """`do$ as do`: an export keeps the Python name, whatever the local is called."""
    return local if local == exported else f"{local} as {exported}"


def _durable_objects(b: Builder, scope: ModuleScope) -> list[DurableObject]:
    env = scope.classes.get("Env")
    if env is None:
        return []
    exported = set(scope.exports)
    found: list[DurableObject] = []
    for binding, type_ in env.attributes.items():
        if not (
            isinstance(type_, InstanceType) and type_.cls.name == "DurableObjectNamespace" and type_.args
        ):
            continue
        target = type_.args[0]
        if not isinstance(target, InstanceType):
            continue
        cls = target.cls
        if isinstance(cls, UserClass) and cls.owner is not None:
            b.reporter.error(
                _field_node(env, binding),
                f'the Durable Object class "{cls.qualname}" is defined in a class body: a deploy binds a class '
                f'its module exports by name; define "{cls.name}" at module level',
            )
            continue
        if cls.name not in exported:
            where = _field_node(env, binding)
            hint = (
                f'"from {_module_hint(cls)} import {cls.name} as {cls.name}"'
                if not isinstance(cls, UserClass)
                else f'"__all__ = ["{cls.name}"]"'
            )
            b.reporter.error(
                where, f'the Durable Object class "{cls.name}" must be exported for a deploy: add {hint}'
            )
        found.append(DurableObject(binding, cls.name, _is_container(cls)))
    return found


def _is_container(cls: ClassInfo) -> bool:
    """A Sandbox (the SDK's container-backed Durable Object) or a subclass of it."""
    return (
        cls.name == "Sandbox"
        and cls.js_module is not None
        or any(_is_container(base) for base in cls.bases())
    )


def _module_hint(cls: ClassInfo) -> str:
    from generator.transpile.resolve.bindings import BoundClass

    return cls.module.__name__ if isinstance(cls, BoundClass) else "bindings"


def _field_node(env: UserClass, field: str) -> cst.CSTNode:
    body = env.node.body.body if isinstance(env.node.body, cst.IndentedBlock) else ()
    for stmt in body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if (
                    isinstance(small, cst.AnnAssign)
                    and isinstance(small.target, cst.Name)
                    and small.target.value == field
                ):
                    return small
    return env.node
