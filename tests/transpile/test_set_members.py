"""Sets whose JS `Set` would not mean Python's set: floats (NaN, -0.0) and bools among ints."""

from __future__ import annotations

from .helpers import errors

FLOATS = "floats in a JavaScript Set differ from Python's set (two NaNs are one member, -0.0 becomes 0.0): keep a set of ints or strs"
BOOLS = "True == 1 in Python, not in a JavaScript Set: keep bools and numbers apart"


def test_float_members_are_refused() -> None:
    found = errors(
        """
        def f(x: float, xs: list[float]) -> int:
            s: set[float] = set()
            s.add(1.5)
            return len({x}) + len(set(xs)) + len({v for v in xs}) + len(frozenset([0.5])) + len({float("nan")})
        """
    )
    assert found == [
        f"4:5: {FLOATS}",
        f"5:16: this set: {FLOATS}",
        f"5:27: this set: {FLOATS}",
        f"5:42: this set: {FLOATS}",
        f"5:65: this set: {FLOATS}",
        f"5:89: this set: {FLOATS}",
    ]


def test_a_bool_among_ints_is_refused() -> None:
    found = errors(
        """
        def f(s: set[int], b: bool) -> bool:
            s.discard(b)
            s.remove(True)
            s.update([b])
            return 1 in {True} or len(s | {b}) > 1
        """
    )
    assert found == [
        f"3:5: {BOOLS}",
        f"4:5: {BOOLS}",
        f"5:5: {BOOLS}",
        f'6:12: "in" on this set: {BOOLS}',
        f"6:31: {BOOLS}",
    ]


def test_each_item_is_checked_as_it_is_not_only_as_the_set_holds_it() -> None:
    """`s: set[int] = {1, True}` (the display typed by its annotation) and a tuple added to a `set[Any]`
    (whose union with Any said nothing) are refused as the unannotated forms are."""
    found = errors(
        """
        from typing import Any


        def has_one(s: set[int]) -> bool:
            return 1 in s


        def f() -> list[object]:
            s: set[int] = {1, True}
            t: set[Any] = set()
            t.add((1, 2))
            o: set[object] = {frozenset([1])}
            return [len(s), has_one({True}), t, o]
        """
    )
    assert [e.split(": ")[0] for e in found] == ["10:19", "12:5", "13:22", "14:29"], found
    assert (
        "True == 1 in Python" in found[0] and 'tuples ("tuple[int, int]") and other items ("Any")' in found[1]
    )


def test_issuperset_checks_its_items_as_the_other_methods_do() -> None:
    found = errors(
        """
        from typing import Any


        def f(s: set[Any]) -> bool:
            return s.issuperset([(1, 2)])
        """
    )
    assert found == [
        '6:12: tuples ("tuple[int, int]") and other items ("Any") in one set: a set of tuples holds their JSON '
        "texts here, and nothing else; declare it set[tuple[int, int]]"
    ]


def test_a_method_that_stops_early_refuses_an_iterator() -> None:
    """isdisjoint() and issuperset() stop at the first item that decides: an iterator's rest shows."""
    found = errors(
        """
        def f(s: set[int]) -> bool:
            return s.isdisjoint(x for x in [1]) or s.issuperset(iter([2]))
        """
    )
    assert [e.split(": ")[0] for e in found] == ["3:12", "3:44"]
    assert all("Python stops at the first item that decides" in e for e in found)
