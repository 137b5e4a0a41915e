"""Class attributes the worker rebinds through the class (`Cnt.count += 1`, `cls.count = 0` in a
classmethod, `type(self).count = 0`). Python's instances read such an attribute from their class each
time (until they set their own), so its lowering differs from a constant's (see classes.py): this finds
them before the classes are lowered. It goes by names; a store it cannot see (through an alias of the
class) is refused where it stands, as the lowering finds the attribute not marked."""

from __future__ import annotations

from collections.abc import Mapping

import libcst as cst

from generator.transpile.resolve.locals import stored_to
from generator.transpile.resolve.user_types import UserClass


class _ClassStores(cst.CSTVisitor):
    def __init__(self, classes: Mapping[str, UserClass]) -> None:
        self.classes = classes
        self.enclosing: list[UserClass | None] = []  # the class whose body each def is in, or None
        self.class_params: list[str | None] = []  # each def's `cls`, where it is a classmethod
        #: (the class, the attribute, whether through `cls` or `type(self)`: any subclass of it)
        self.stores: list[tuple[UserClass, str, bool]] = []

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.enclosing.append(self._class_named(node.name.value))

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self.enclosing.pop()

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        owner = self.enclosing[-1] if self.enclosing else None
        first = node.params.params[0].name.value if node.params.params else None
        classmethod = any(
            isinstance(d.decorator, cst.Name) and d.decorator.value == "classmethod" for d in node.decorators
        )
        self.class_params.append(first if owner is not None and classmethod else None)
        self.enclosing.append(None)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.class_params.pop()
        self.enclosing.pop()

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._target(target.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._target(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._target(node.target)

    def _target(self, target: cst.BaseExpression) -> None:
        for stored in stored_to(target):
            if isinstance(stored, cst.Attribute) and (cls := self._class_of(stored.value)) is not None:
                # (through `cls` or `type(self)`, not the class's own name: any subclass of it)
                named = isinstance(stored.value, cst.Name) and stored.value.value in self.classes
                self.stores.append((cls, stored.attr.value, not named))

    def _class_of(self, owner: cst.BaseExpression) -> UserClass | None:
        """The class `owner` names: a module-level class's name, a classmethod's `cls`, `type(self)`,
        a class nested in one of those (`Outer.Inner`, `cls.Inner`)."""
        if isinstance(owner, cst.Attribute):
            outer = self._class_of(owner.value)
            return outer.nested.get(owner.attr.value) if outer is not None else None
        method_class = self._method_class()
        if isinstance(owner, cst.Name):
            if self.class_params and owner.value == self.class_params[-1]:
                return method_class
            return self.classes.get(owner.value)
        if (
            isinstance(owner, cst.Call)
            and isinstance(owner.func, cst.Name)
            and owner.func.value == "type"
            and len(owner.args) == 1
        ):
            return method_class
        return None

    def _method_class(self) -> UserClass | None:
        """The class of the method being read (the def directly in a class's body)."""
        if len(self.enclosing) >= 2 and self.enclosing[-1] is None:
            return self.enclosing[-2]
        return None

    def _class_named(self, name: str) -> UserClass | None:
        owner = self.enclosing[-1] if self.enclosing else None
        if owner is not None:
            return owner.nested.get(name)
        return None if len(self.enclosing) else self.classes.get(name)


def mark_rebound_class_attributes(tree: cst.Module, classes: Mapping[str, UserClass]) -> None:
    """Fill each class's `rebound`: its class attributes the worker assigns through it or through a
    subclass (whose instances read the base's attribute until the subclass sets its own); through
    `cls` or `type(self)`, also each subclass's own (the store may be to any of them)."""
    finder = _ClassStores(classes)
    tree.visit(finder)
    for cls, name, any_subclass in finder.stores:
        family = [cls, *(classes[n] for n in sorted(cls.subclasses) if n in classes and any_subclass)]
        for member in family:
            for owner in member.lineage():
                owner.rebound.add(name)
