"""Names a class body reads while it runs: a class attribute's value and a method's default are
evaluated in the class's own scope, where a name the body defined earlier (`LIMIT = 7`,
then `def h(self, v: int = LIMIT)`) is that class attribute, not the module's name. The lowering reads
names at module level, so such a read is refused where it stands (the value, or a module constant,
says the same). A class the body defines is read there as the class (see `ModuleScope.lookup_in`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import libcst as cst

Report = Callable[[cst.CSTNode, str], None]


class _Reads(cst.CSTVisitor):
    """The names an expression reads in the scope it is evaluated in (not in a lambda's or a
    comprehension's own scope, which do not see the class's names)."""

    def __init__(self) -> None:
        self.names: list[cst.Name] = []

    def visit_Name(self, node: cst.Name) -> None:
        self.names.append(node)

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_ListComp(self, node: cst.ListComp) -> bool:
        return False

    def visit_SetComp(self, node: cst.SetComp) -> bool:
        return False

    def visit_DictComp(self, node: cst.DictComp) -> bool:
        return False

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> bool:
        return False


def _evaluated(stmt: cst.BaseStatement) -> Iterator[tuple[cst.BaseExpression, list[str]]]:
    """Each expression the class body evaluates in this statement, with the names it then defines."""
    if isinstance(stmt, cst.FunctionDef):  # (its decorators too: `@price.setter` is one the lowering knows)
        params = stmt.params
        for param in [*params.posonly_params, *params.params, *params.kwonly_params]:
            if param.default is not None:
                yield param.default, []
        yield cst.Name("None"), [stmt.name.value]
    elif isinstance(stmt, cst.ClassDef):  # its bases
        for base in stmt.bases:
            yield base.value, []
        yield cst.Name("None"), [stmt.name.value]
    elif isinstance(stmt, cst.SimpleStatementLine):
        for small in stmt.body:
            if isinstance(small, cst.Assign):
                targets = [t.target.value for t in small.targets if isinstance(t.target, cst.Name)]
                yield small.value, targets
            elif isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                yield (small.value or cst.Name("None")), [small.target.value] if small.value else []


def check_class_scopes(tree: cst.Module, report: Report) -> set[cst.Name]:
    """The names refused (after reporting each)."""
    refused: set[cst.Name] = set()
    for stmt in tree.body:
        if isinstance(stmt, cst.ClassDef):
            _check_body(stmt, (stmt.name.value,), report, refused)
    return refused


def _check_body(cls: cst.ClassDef, running: tuple[str, ...], report: Report, refused: set[cst.Name]) -> None:
    """One class body, then the bodies of the classes it defines (`running`: the names of the classes
    whose statements run meanwhile, this one last, which Python binds only when each ends). A class
    the body defines is a name the lowering reads there (`DEFAULT = Inner(1)`), once Python has made it."""
    if not isinstance(cls.body, cst.IndentedBlock):
        return
    qualname = ".".join(running)
    nested = {s.name.value for s in cls.body.body if isinstance(s, cst.ClassDef)}
    defined: set[str] = set()
    made: set[str] = set()
    for inner in cls.body.body:
        for value, names in _evaluated(inner):
            reads = _Reads()
            value.visit(reads)
            for name in reads.names:
                if name.value in made:
                    continue
                if name.value in defined or name.value in nested or name.value in running:
                    refused.add(name)
                    report(name, _message(name.value, qualname, nested, running))
            defined.update(n for n in names if n not in nested)
        if isinstance(inner, cst.ClassDef):
            made.add(inner.name.value)
            _check_body(inner, (*running, inner.name.value), report, refused)


def _message(name: str, qualname: str, nested: set[str], running: tuple[str, ...]) -> str:
    if name in nested:  # Python raises NameError: the class statement has not run yet
        return (
            f'"{name}" is used before its class statement in {qualname}: define the class {name} above this'
        )
    if name in running:
        return (
            f'"{name}" is read while its class statement runs, before Python binds the name (NameError): '
            "write the value, or read it in a method"
        )
    return (
        f'"{name}" here is the class attribute {qualname}.{name} (a class body reads its own names while it '
        "runs), which is not supported: write the value, or use a module-level constant"
    )
