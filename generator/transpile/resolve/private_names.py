"""Python's private names: inside a class body, an identifier `__x` (not `__x__`) is `_Class__x`, so a
class and its subclass each keep their own `self.__x`, and `obj.__x` outside any class is another
name. JavaScript keeps the one name `__x`; what would tell the two apart is refused here, with the
class names that clash: the same private name in two classes of one hierarchy, a private attribute
read outside a class, and a module-level private name read inside a class (Python reads `_C__x`)."""

from __future__ import annotations

from collections.abc import Callable

import libcst as cst

from generator.transpile.resolve.locals import assigned_targets
from generator.transpile.resolve.user_types import UserClass

Report = Callable[[cst.CSTNode, str], None]


def is_private(name: str) -> bool:
    return name.startswith("__") and not name.endswith("__")


class _Uses(cst.CSTVisitor):
    """Each class's private names (attributes, methods, class-level names), in source order."""

    def __init__(self, module_names: set[str], report: Report) -> None:
        self.module_names = module_names
        self.report = report
        self.classes: list[str] = []
        self.uses: dict[str, list[tuple[str, cst.CSTNode]]] = {}

    def _use(self, name: str, node: cst.CSTNode) -> None:
        if self.classes and is_private(name):  # by the class's qualname (`Outer.Inner`)
            self.uses.setdefault(".".join(self.classes), []).append((name, node))

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.classes.append(node.name.value)
        body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
        for stmt in body:  # class-level names (`__limit = 3`)
            for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
                for target in assigned_targets(small):
                    if isinstance(target, cst.Name):
                        self._use(target.value, target)

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self.classes.pop()

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._use(node.name.value, node.name)

    def visit_Attribute(self, node: cst.Attribute) -> None:
        name = node.attr.value
        if not is_private(name):
            return
        if not self.classes:
            self.report(
                node.attr,
                f'the private name "{name}" outside a class: Python reads it as it is, where inside class C '
                f'it is "_C{name}"; JavaScript keeps one name for both. Read it in a method of its class',
            )
            return
        self._use(name, node.attr)

    def visit_Name(self, node: cst.Name) -> None:
        if self.classes and is_private(node.value) and node.value in self.module_names:
            self.report(
                node,
                f'the module-level private name "{node.value}" inside class "{self.classes[-1]}": Python reads '
                f'"_{self.classes[-1].lstrip("_")}{node.value}" there, which is not defined; rename it',
            )


def check_private_names(
    tree: cst.Module, classes: dict[str, UserClass], module_names: set[str], report: Report
) -> None:
    uses = _Uses({n for n in module_names if is_private(n)}, report)
    tree.visit(uses)
    for name, cls in classes.items():
        own = uses.uses.get(name, [])
        for other_name, other in classes.items():
            encloses = name.startswith(
                f"{other_name}."
            )  # a class nested in `other`: Python mangles by the innermost
            if other is cls or not (cls.is_subclass_of(other) or encloses):
                continue
            theirs = {private for private, _ in uses.uses.get(other_name, [])}
            for private, node in own:
                if private in theirs:
                    report(
                        node,
                        f'the private name "{private}" of "{name}" is also one of its '
                        f'{"enclosing class" if encloses else "base"} "{other_name}": '
                        f'Python keeps them apart ("_{cls.name.lstrip("_")}{private}", '
                        f'"_{other.name.lstrip("_")}{private}"), JavaScript would make them one; rename one',
                    )
                    break
