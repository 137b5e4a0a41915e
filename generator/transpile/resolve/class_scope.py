"""Names a class body reads while it runs: a class attribute's value and a method's default are
evaluated in the class's own scope, where a name the body defined earlier (`LIMIT = 7`,
then `def h(self, v: int = LIMIT)`) is that class attribute, not the module's name. The lowering reads
names at module level, so such a read is refused where it stands (the value, or a module constant,
says the same). A class the body defines is read there as the class once its statement has run (see
`ModuleScope.lookup_in`); the class's own name is bound only when its statement ends (NameError before),
also for the annotations CPython evaluates there (unless `from __future__ import annotations`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import libcst as cst

Report = Callable[[cst.CSTNode, str], None]


class _Reads(cst.CSTVisitor):
    """The names an expression reads in the scope it is evaluated in (not in a lambda's or a
    comprehension's own scope, which do not see the class's names; a comprehension's first iterable
    is read where it is made, a lambda's defaults too)."""

    def __init__(self) -> None:
        self.names: list[cst.Name] = []

    def visit_Name(self, node: cst.Name) -> None:
        self.names.append(node)

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        for param in (*node.params.posonly_params, *node.params.params, *node.params.kwonly_params):
            if param.default is not None:
                param.default.visit(self)
        return False

    def visit_ListComp(self, node: cst.ListComp) -> bool:
        node.for_in.iter.visit(self)
        return False

    def visit_SetComp(self, node: cst.SetComp) -> bool:
        node.for_in.iter.visit(self)
        return False

    def visit_DictComp(self, node: cst.DictComp) -> bool:
        node.for_in.iter.visit(self)
        return False

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> bool:
        node.for_in.iter.visit(self)
        return False


def _evaluated(stmt: cst.BaseStatement) -> Iterator[tuple[cst.BaseExpression, list[str], bool]]:
    """Each expression the class body evaluates in this statement, with the names it then defines and
    whether it is a class attribute's value (they define attributes; a def or a class defines others)."""
    if isinstance(stmt, cst.FunctionDef):  # (its decorators too: `@price.setter` is one the lowering knows)
        params = stmt.params
        for param in [*params.posonly_params, *params.params, *params.kwonly_params]:
            if param.default is not None:
                yield param.default, [], False
        yield cst.Name("None"), [stmt.name.value], False
    elif isinstance(stmt, cst.ClassDef):  # its bases
        for base in stmt.bases:
            yield base.value, [], False
        yield cst.Name("None"), [stmt.name.value], False
    elif isinstance(stmt, cst.SimpleStatementLine):
        for small in stmt.body:
            if isinstance(small, cst.Assign):
                targets = [t.target.value for t in small.targets if isinstance(t.target, cst.Name)]
                yield small.value, targets, True
            elif isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                yield (small.value or cst.Name("None")), [small.target.value] if small.value else [], True


def _annotations(stmt: cst.BaseStatement) -> Iterator[cst.BaseExpression]:
    """The annotations the class body evaluates in this statement (a field's, a method's signature's),
    unless the module postpones them (`from __future__ import annotations`)."""
    if isinstance(stmt, cst.FunctionDef):
        params = stmt.params
        star = [p for p in (params.star_arg, params.star_kwarg) if isinstance(p, cst.Param)]
        for param in [*params.posonly_params, *params.params, *params.kwonly_params, *star]:
            if param.annotation is not None:
                yield param.annotation.annotation
        if stmt.returns is not None:
            yield stmt.returns.annotation
    elif isinstance(stmt, cst.SimpleStatementLine):
        for small in stmt.body:
            if isinstance(small, cst.AnnAssign):
                yield small.annotation.annotation


def postponed_annotations(tree: cst.Module) -> bool:
    """`from __future__ import annotations`: no annotation is evaluated."""
    return any(
        isinstance(small, cst.ImportFrom)
        and isinstance(small.module, cst.Name)
        and small.module.value == "__future__"
        and not isinstance(small.names, cst.ImportStar)
        and any(alias.name.value == "annotations" for alias in small.names)
        for stmt in tree.body
        if isinstance(stmt, cst.SimpleStatementLine)
        for small in stmt.body
    )


def check_class_scopes(tree: cst.Module, report: Report) -> tuple[set[cst.Name], dict[cst.Name, str]]:
    """The names refused (after reporting each), and the reads of a plain module-level class's own
    attributes in its body (`TIMEOUT_MS = TIMEOUT * 1000`), which the lowering reads as the class's
    static fields, each initialized in order (name -> the class)."""
    refused: set[cst.Name] = set()
    attribute_reads: dict[cst.Name, str] = {}
    annotations = not postponed_annotations(tree)
    for stmt in tree.body:
        if isinstance(stmt, cst.ClassDef):
            reads = attribute_reads if _plain(stmt) else None
            _check_body(stmt, (stmt.name.value,), report, refused, annotations, reads)
    return refused, attribute_reads


#: Bases whose class bodies mean something else than attributes (members, fields, keys, signatures).
_SPECIAL_BASES = frozenset(
    {"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "NamedTuple", "TypedDict", "Protocol", "Generic"}
)


def _plain(cls: cst.ClassDef) -> bool:
    """A class whose attributes are static fields in the order its body assigns them: no decorator (a
    dataclass's are its fields' defaults), no special base."""

    def base_name(node: cst.BaseExpression) -> str:
        node = node.value if isinstance(node, cst.Subscript) else node
        return (
            node.attr.value
            if isinstance(node, cst.Attribute)
            else node.value
            if isinstance(node, cst.Name)
            else ""
        )

    return not cls.decorators and not any(base_name(b.value) in _SPECIAL_BASES for b in cls.bases)


def _assigned_once(cls: cst.ClassDef) -> set[str]:
    """The names the class body binds exactly once, each by an assignment of a value."""
    counts: dict[str, int] = {}
    attributes: set[str] = set()
    for stmt in cls.body.body if isinstance(cls.body, cst.IndentedBlock) else ():
        for _, names, attribute in _evaluated(stmt):
            for name in names:
                counts[name] = counts.get(name, 0) + 1
                if attribute:
                    attributes.add(name)
    return {n for n in attributes if counts[n] == 1}


def _check_body(
    cls: cst.ClassDef,
    running: tuple[str, ...],
    report: Report,
    refused: set[cst.Name],
    annotations: bool,
    attribute_reads: dict[cst.Name, str] | None = None,
) -> None:
    """One class body, then the bodies of the classes it defines (`running`: the names of the classes
    whose statements run meanwhile, this one last, which Python binds only when each ends). A class
    the body defines is a name the lowering reads there (`DEFAULT = Inner(1)`), once Python has made it."""
    if not isinstance(cls.body, cst.IndentedBlock):
        return
    qualname = ".".join(running)
    nested = {s.name.value for s in cls.body.body if isinstance(s, cst.ClassDef)}
    defined: set[str] = set()
    made: set[str] = set()
    once = _assigned_once(cls) if attribute_reads is not None else set()
    for inner in cls.body.body:
        for value, names, attribute in _evaluated(inner):
            reads = _Reads()
            value.visit(reads)
            for name in reads.names:
                if name.value in made:
                    continue
                if attribute_reads is not None and attribute and name.value in defined and name.value in once:
                    attribute_reads[name] = running[0]  # the class's static field, set above this one
                    continue
                if name.value in defined or name.value in nested or name.value == running[0]:
                    refused.add(name)
                    report(name, _message(name.value, qualname, nested))
            defined.update(n for n in names if n not in nested)
        for annotation in _annotations(inner) if annotations else ():
            reads = _Reads()
            annotation.visit(reads)
            for name in reads.names:
                if name.value == running[0] or (name.value in nested and name.value not in made):
                    report(name, _message(name.value, qualname, nested, _ANNOTATION_HINT))
        if isinstance(inner, cst.ClassDef):
            made.add(inner.name.value)
            _check_body(inner, (*running, inner.name.value), report, refused, annotations)


#: What a read of a class's own name while its statement runs may be replaced with: in a value, in
#: an annotation.
_VALUE_HINT = "write the value, or read it in a method"
_ANNOTATION_HINT = 'quote the annotation, or add "from __future__ import annotations"'


def _message(name: str, qualname: str, nested: set[str], hint: str = _VALUE_HINT) -> str:
    if name in nested:  # the class statement has not run yet: Python reads another name, or none
        return (
            f'"{name}" is used before its class statement in {qualname}: define the class {name} above this'
        )
    if name == qualname.split(".")[0]:  # Python binds it when the statement ends
        return f'"{name}" is read while its class statement runs, before Python binds the name (NameError): {hint}'
    return (
        f'"{name}" here is the class attribute {qualname}.{name} (a class body reads its own names while it '
        "runs), which is not supported: write the value, or use a module-level constant"
    )
