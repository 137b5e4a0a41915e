"""Class attributes the worker rebinds through the class (`Cnt.count += 1`, `cls.count = 0` in a
classmethod, `type(self).count = 0`). Python's instances read such an attribute from their class each
time (until they set their own), so its lowering differs from a constant's (see classes.py): this finds
them before the classes are lowered. It goes by names; a store it cannot see (through an alias of the
class) is refused where it stands, as the lowering finds the attribute not marked."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import libcst as cst

from generator.transpile.resolve.fields import children
from generator.transpile.resolve.locals import stored_to
from generator.transpile.resolve.user_types import UserClass


@dataclass(frozen=True)
class _Where:
    """Where a node stands: the class whose body holds it directly, whether a def holds it, and, in
    a method's body, the method's class and its `cls` (a classmethod's first parameter)."""

    body_of: UserClass | None = None
    in_def: bool = False
    method_of: UserClass | None = None
    cls_param: str | None = None


def _stores(tree: cst.Module, classes: Mapping[str, UserClass]) -> list[tuple[UserClass, str, bool]]:
    """(the class, the attribute, whether through `cls` or `type(self)`: any subclass of it), of each
    store to a class attribute. (One pass by the nodes' fields: a libcst visitor is slower.)"""
    found: list[tuple[UserClass, str, bool]] = []
    pending: list[tuple[cst.CSTNode, _Where]] = [(tree, _Where())]
    while pending:
        node, where = pending.pop()
        if isinstance(node, cst.ClassDef):
            name = node.name.value
            cls = (
                where.body_of.nested.get(name)
                if where.body_of is not None
                else None
                if where.in_def
                else classes.get(name)
            )
            pending += [(child, _Where(body_of=cls)) for child in children(node.body)]
            continue
        if isinstance(node, cst.FunctionDef):
            classmethod = any(
                isinstance(d.decorator, cst.Name) and d.decorator.value == "classmethod"
                for d in node.decorators
            )
            first = node.params.params[0].name.value if node.params.params else None
            inside = _Where(
                in_def=True,
                method_of=where.body_of,
                cls_param=first if where.body_of is not None and classmethod else None,
            )
            pending += [(child, inside) for child in children(node.body)]
            continue
        targets: list[cst.BaseExpression] = []
        if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign)):
            targets = [node.target]
        for stored in (s for target in targets for s in stored_to(target)):
            if (
                isinstance(stored, cst.Attribute)
                and (cls := _class_of(stored.value, where, classes)) is not None
            ):
                # (through `cls` or `type(self)`, not the class's own name: any subclass of it)
                named = isinstance(stored.value, cst.Name) and stored.value.value in classes
                found.append((cls, stored.attr.value, not named))
        # (statements only: an expression stores no attribute)
        pending += [(child, where) for child in children(node) if not isinstance(child, cst.BaseExpression)]
    return found


def _class_of(owner: cst.BaseExpression, where: _Where, classes: Mapping[str, UserClass]) -> UserClass | None:
    """The class `owner` names: a module-level class's name, a classmethod's `cls`, `type(self)`, a
    class nested in one of those (`Outer.Inner`, `cls.Inner`)."""
    if isinstance(owner, cst.Attribute):
        outer = _class_of(owner.value, where, classes)
        return outer.nested.get(owner.attr.value) if outer is not None else None
    if isinstance(owner, cst.Name):
        if where.cls_param is not None and owner.value == where.cls_param:
            return where.method_of
        return classes.get(owner.value)
    if (
        isinstance(owner, cst.Call)
        and isinstance(owner.func, cst.Name)
        and owner.func.value == "type"
        and len(owner.args) == 1
    ):
        return where.method_of
    return None


def mark_rebound_class_attributes(tree: cst.Module, classes: Mapping[str, UserClass]) -> None:
    """Fill each class's `rebound`: its class attributes the worker assigns through it or through a
    subclass (whose instances read the base's attribute until the subclass sets its own); through
    `cls` or `type(self)`, also each subclass's own (the store may be to any of them)."""
    for cls, name, any_subclass in _stores(tree, classes):
        family = [cls, *(classes[n] for n in sorted(cls.subclasses) if n in classes and any_subclass)]
        for member in family:
            for owner in member.lineage():
                owner.rebound.add(name)
