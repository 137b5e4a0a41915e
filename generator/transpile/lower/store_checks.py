"""Stores that would change the meaning of code typed before them by what a name held: code that
runs later (a nested def, lambda or generator expression) reads the name as it was when it was
lowered, and the module's other functions read a global as its module-level stores made it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.transpile.resolve.types import (
    BOOL_AS_NUMBER,
    BYTEARRAY_AS_JSON,
    INT_INTO_FLOATS,
    NONE,
    NOT_AN_ARRAY,
    NOT_JSON,
    Type,
    is_dynamic,
    mixed_number_store,
    union,
)

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


def changes_what_others_read(b: Builder, name: str, stored: Type) -> str | None:
    """Why storing a value of type `stored` in `name` would change the meaning of code typed before by
    what `name` held, if it would: a nested def, lambda or generator expression that reads it when it
    runs (after this store), or, for a `global`, the module's other functions (`RATE = 1.5`, then an
    int: Python prints it without .0, and they would print it as a float)."""
    if b.function is None:  # the module's functions read a global declared Any as a JSON value
        held = b.globals_declared.get(name)
        if held is not None and mixed_number_store(held, stored) == BYTEARRAY_AS_JSON:
            return f'"{name}" {held_so_far(BYTEARRAY_AS_JSON)} (the module\'s functions read it so): {BYTEARRAY_AS_JSON}'
        return None
    if name in b.function.global_names:
        held = b.globals_declared.get(name)
        problem = mixed_number_store(held, stored) if held is not None else None
        if problem is None:
            return None
        return f'"{name}" {held_so_far(problem)} (the module\'s other code reads it so): {why_mixed(problem)}'
    held = b.function.nonlocal_names.get(name)
    if held is not None:  # `nonlocal total`: the enclosing function reads it by its declared type
        owner = b.function.enclosing(name)
        if held == NONE and stored != NONE and owner is b.function.parent and owner is not None:
            # `found = None` before the def: mypy's partial type, which this store completes
            owner.completed[name] = union(owner.completed.get(name, stored), stored)
            return None
        problem = mixed_number_store(held, stored)
        if problem is None and (union(held, stored) == held or is_dynamic(held)):
            return None
        if problem is not None:
            return f'"{name}" {held_so_far(problem)} in the enclosing function (its code reads it so): {why_mixed(problem)}'
        return (
            f'"{name}" is "{held.display()}" in the enclosing function, whose code reads it so; this store of a '
            f'"{stored.display()}" would change what that means: annotate it there ({name}: '
            f"{union(stored, held).display()} = ...)"
        )
    seen = b.function.captured.get(name)
    if seen is None:
        return None
    problem = mixed_number_store(seen, stored)
    if problem != BYTEARRAY_AS_JSON and (union(seen, stored) == seen or is_dynamic(seen)):
        return None
    if problem is not None:
        return (
            f'"{name}" is read as {_held(problem)} by a function, lambda '
            f"or generator expression made before this store, which runs later: {why_mixed(problem)}"
        )
    return (
        f'"{name}" is read by a function, lambda or generator expression made before this store, which runs later and reads '
        f'it as "{seen.display()}"; this store of a "{stored.display()}" would change what that means: '
        "keep one type in it, or pass the value as an argument"
    )


def held_so_far(problem: str) -> str:
    if problem == NOT_AN_ARRAY:
        return "is declared a list, tuple, Sequence or Iterable"
    if problem == NOT_JSON:
        return "is declared Any"
    return "is declared Any" if problem == BYTEARRAY_AS_JSON else f"held only {_held(problem)} so far"


def _held(problem: str) -> str:
    """What the values stored before were, by the problem a new store has (`mixed_number_store`)."""
    known = {INT_INTO_FLOATS: "floats", BOOL_AS_NUMBER: "ints", BYTEARRAY_AS_JSON: "Any (a JSON value)"}
    return known.get(problem, "plain dicts")


def why_mixed(problem: str) -> str:
    return NUMBER_INTO_FLOAT if problem == INT_INTO_FLOATS else problem


#: An int stored where only floats were: Python prints it without .0.
NUMBER_INTO_FLOAT = (
    "an int stored here stays an int, which Python prints without .0 and the reads typed by the floats "
    "would print as a float; store float(x)"
)


def changes_what_others_read_at(b: Builder, path: str, stored: Type) -> str | None:
    """The same for a store to an attribute or item path (`o.v = "x"`) that a lambda, generator
    expression or nested def made under a test's narrowing of it reads when it runs."""
    seen = b.captured_path(path)
    if seen is None or union(seen, stored) == seen or is_dynamic(seen) or is_dynamic(stored):
        return None
    return (
        f'"{path.replace(".[", "[")}" is read by a function, lambda or generator expression made before this store, '
        f'which runs later and reads it as "{seen.display()}" (a test narrowed it); this store of a '
        f'"{stored.display()}" would change what that means: keep one type in it, or pass the value as an argument'
    )
