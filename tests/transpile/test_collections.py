"""List and dict literals, methods, comprehensions, tuples and unpacking, len."""

from .helpers import handler


def test_comprehensions() -> None:
    js = handler(
        """
        words = (await request.text()).split(" ")
        upper = [w.upper() for w in words if w]
        kept = [w for w in words if len(w) > 2]
        sizes = {w: len(w) for w in words}
        pairs = [(i, w) for i, w in enumerate(words)]
        squares = [i * i for i in range(5)]
        grid = [x + y for x in words for y in words]
        return Response(str(len(upper) + len(kept) + len(sizes) + len(pairs) + len(squares) + len(grid)))
        """
    )
    # a call may act: each item's test, then its value, as Python runs them (not every test first)
    assert "const upper = words.flatMap((w) => w ? [w.toUpperCase()] : []);" in js
    assert "const kept = words.filter((w) => $strLen(w) > 2);" in js
    assert "const sizes = Object.fromEntries(words.map((w) => [w, $strLen(w)]));" in js
    assert "const pairs = [...words.entries()].map(([i, w]) => [i, w]);" in js
    assert "const squares = [...Array(5).keys()].map((i) => $imul(i, i));" in js  # exact, or it stops
    assert "const grid = words.flatMap((x) => words.map((y) => x + y));" in js
    assert "Object.keys(sizes).length" in js


def test_any_and_all() -> None:
    js = handler(
        """
        words = (await request.text()).split(" ")
        return Response(str(any(w == "x" for w in words) and all(len(w) > 1 for w in words)))
        """
    )
    assert 'words.some((w) => w === "x") && words.every((w) => $strLen(w) > 1)' in js


def test_list_and_dict_methods() -> None:
    js = handler(
        """
        items: list[str] = []
        items.append("a")
        items.extend(["b", "c"])
        first = items.pop(0)
        last = items.pop()
        items.insert(0, "z")
        table: dict[str, int] = {"a": 1}
        keys = list(table.keys())
        values = list(table.values())
        count = table.get("a", 0)
        table["b"] = 2
        del table["a"]
        return Response(first + last + str(len(keys)) + str(count) + str(len(values)))
        """
    )
    assert 'items.push("a");' in js
    assert 'items.push("b", "c");' in js
    # pop() of an empty list raises IndexError: a checked helper
    assert "const first = $pop(items, 0);" in js and "const last = $pop(items);" in js
    assert 'items.splice(0, 0, "z");' in js
    assert "const keys = [...Object.keys(table)];" in js
    assert "const values = [...Object.values(table)];" in js
    assert 'const count = $get(table, "a", 0);' in js  # own keys only
    assert "table.b = 2;" in js
    assert '$delItem(table, "a");' in js  # a missing key raises KeyError


def test_tuples_and_unpacking() -> None:
    js = handler(
        """
        pair = ("a", 1)
        name, count = pair
        a, b = 1, 2
        a, b = b, a
        return Response(name + str(count + a + b))
        """
    )
    assert 'const pair = ["a", 1];' in js
    assert "const [name, count] = pair;" in js
    assert "let [a, b] = [1, 2];" in js
    assert "[a, b] = [b, a];" in js


def test_sorted_numbers_get_a_comparator() -> None:
    js = handler(
        """
        nums = [3, 1, 2]
        words = ["b", "a"]
        return Response(str(sorted(nums)[0]) + sorted(words, reverse=True)[0] + str(sum(nums) + max(nums)))
        """
    )
    assert "$at([...nums].sort((a, b) => a - b), 0)" in js
    assert "$at($sorted([...words], null, true), 0)" in js  # stable, as Python reverses
    assert "nums.reduce((total, item) => total + item, 0) + $max(nums)" in js  # max([]) raises


def test_an_index_the_test_proves_in_range_is_not_checked() -> None:
    js = handler(
        """
        items = (await request.text()).split(",")
        first = items[0] if items else ""
        last = items[-1] if len(items) > 0 else ""
        other = items[1] if items else ""
        return Response(first + last + other)
        """
    )
    assert 'const first = items.length > 0 ? items[0] : "";' in js
    assert 'const last = items.length > 0 ? items.at(-1) : "";' in js
    assert 'const other = items.length > 0 ? $at(items, 1) : "";' in js


def test_dict_views_print_as_views_and_are_not_kept() -> None:
    """A dict view is live in Python: keeping one (its items at the call here) or comparing it (as a
    set) is refused; printed, it shows as Python shows a view. Meaning: case_dict_views in test_semantics."""
    from .helpers import errors

    found = errors(
        """
        def f(d: dict[str, int]) -> bool:
            ks = d.keys()
            return d.keys() == ["a"]
        """
    )
    assert found == [
        "3:5: a dict_keys view is live in Python (it follows the dict's changes); keep list(...) of it",
        "4:12: == on a dict view: Python compares keys and items as sets, values by identity; compare list(...) "
        "or set(...) of it",
    ]
