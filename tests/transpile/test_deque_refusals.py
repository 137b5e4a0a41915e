"""What of `collections.deque` is refused, each with what Python would do and what to write instead."""

from .helpers import errors


def test_what_a_deque_does_not_lower_is_refused() -> None:
    found = errors(
        """
        import json
        from collections import deque


        def f(q: deque[int], other: deque[int]) -> object:
            a = q[1:3]
            b = q < other
            c = q + other
            q.maxlen = 3
            d = json.dumps(q)
            e = reversed(q.copy())
            g = q.append
            h = deque([1], maxlen=1.5)
            i = deque(iterable=[1])
            j = q["a"]
            q.rotate(0.5)
            return a, b, c, d, e, g, h, i, j


        def g(q: deque[int]) -> None:
            q += [1]
        """
    )
    assert found == [
        (
            "7:9: slicing a deque: Python raises TypeError (sequence index must be integer, not 'slice'); "
            "slice list(...) of it, or use itertools.islice"
        ),
        '8:9: < on "deque[int]" and "deque[int]": ordering deques is not supported; compare list(...) of them',
        (
            '9:9: Unsupported operand types for + ("deque[int]" and "deque[int]"): operators on a deque are not '
            "supported here; use extend() (of a copy())"
        ),
        (
            '10:5: "maxlen" of a deque cannot be assigned: Python raises AttributeError (build a new deque with '
            "the maxlen)"
        ),
        "11:9: json.dumps() of a deque: Python raises TypeError (not JSON serializable); dump list(...) of it",
        (
            '13:9: the method "append" is used as a value: it would lose its deque in JavaScript; call it, or '
            "wrap it in a lambda"
        ),
        '14:27: deque()\'s maxlen is an int or None, not "float"',
        "15:9: deque() takes an iterable and a maxlen here (deque(items, maxlen=n))",
        '16:11: index of type "str": expected int',
        '17:5: rotate()\'s n must be an int, not "float"',
        (
            '22:5: Unsupported operand types for + ("deque[int]" and "list[int]"): operators on a deque are not '
            "supported here; use extend() (of a copy())"
        ),
    ]


def test_deque_items_are_compared_as_a_lists_are() -> None:
    """`==`, `in`, count() and remove() compare by Python's ==: what a list of the same items refuses
    (floats, which Python compares by identity first; a list and a tuple, one JS array) is refused."""
    found = errors(
        """
        from collections import deque


        def f(q: deque[float], r: deque[float], s: deque[object]) -> object:
            same = q == r
            s.remove([1])
            return same, [1] in s, (1,) in deque([[1]])
        """
    )
    assert found == [
        (
            '6:12: == on "deque[float]" and "deque[float]": Python compares the items of a container '
            "by identity first (a NaN equals itself there), which JavaScript cannot tell; compare the items"
        ),
        (
            '7:5: remove() on a deque of "object": a list and a tuple are both JavaScript arrays, never equal in '
            "Python; narrow with isinstance() first, or compare list(...) of the tuple"
        ),
        (
            '8:18: "in" on a deque of "object": a list and a tuple are both JavaScript arrays, never equal in '
            "Python; narrow with isinstance() first, or compare list(...) of the tuple"
        ),
        (
            '8:28: "in" on a deque of "list[int]": a list and a tuple are both JavaScript arrays, never equal in '
            "Python; narrow with isinstance() first, or compare list(...) of the tuple"
        ),
    ]
