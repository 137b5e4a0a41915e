"""Operators lowered by type, with Python's meaning: //, %, ==, in, is None, chains."""

from .helpers import errors, handler


def test_floor_division_and_python_modulo() -> None:
    js = handler(
        """
        a = len(await request.text())
        b = -3
        print(a // b, a % b, a / b, a ** 2)
        return Response("")
        """
    )
    # a divisor that may be zero or negative: checked helpers with Python's meaning
    assert "console.log(`${$floordiv(a, b)} ${$mod(a, b)} ${$floatStr($div(a, b))} ${$ipow(a, 2)}`);" in js


def test_a_positive_literal_divisor_needs_no_helper() -> None:
    js = handler(
        """
        a = len(await request.text())
        print(a // 2, a % 3, a / 4)
        return Response("")
        """
    )
    assert "console.log(`${Math.floor(a / 2)} ${(a % 3 + 3) % 3} ${$floatStr(a / 4)}`);" in js
    assert not any(helper in js for helper in ("$floordiv", "$mod", "$div"))


def test_is_none_and_equality() -> None:
    js = handler(
        """
        value = URL(request.url).search_params.get("q")
        if value is None or value == "":
            return Response("missing")
        if value is not None and value != "x":
            print(value)
        return Response("")
        """
    )
    assert 'if (value == null || value === "") {' in js
    assert 'if (value != null && value !== "x") {' in js


def test_membership_by_container_type() -> None:
    js = handler(
        """
        text = await request.text()
        words = text.split(" ")
        counts: dict[str, int] = {}
        print("a" in text, "b" in words, "c" in counts, "d" not in counts)
        return Response("")
        """
    )
    assert 'text.includes("a")' in js
    assert 'words.includes("b")' in js
    assert 'Object.hasOwn(counts, "c")' in js
    assert '!Object.hasOwn(counts, "d")' in js


def test_string_concatenation_and_repetition() -> None:
    js = handler(
        """
        text = await request.text()
        return Response(text + "!" * 3)
        """
    )
    assert 'text + "!".repeat(3)' in js


def test_chained_comparison() -> None:
    js = handler(
        """
        n = len(await request.text())
        return Response("ok" if 0 < n <= 10 else "no")
        """
    )
    assert '0 < n && n <= 10 ? "ok" : "no"' in js


def test_list_concatenation() -> None:
    js = handler(
        """
        a = [1]
        b = [2]
        c = a + b
        return Response(str(len(c)))
        """
    )
    assert "const c = [...a, ...b];" in js


def test_mismatched_operands_are_errors() -> None:
    assert errors('x = "a" + 1\n', in_handler=True) == [
        '1:9: Unsupported operand types for + ("str" and "int")'
    ]


def test_equality_of_lists_of_floats_is_refused() -> None:
    # [x] == [x] is True for x = nan in Python (items are compared by identity first): JS cannot tell
    found = errors("a = [1.5]\nb = [1.5]\nprint(a == b)\n", in_handler=True)
    assert found == [
        '3:11: == on "list[float]" and "list[float]": Python compares the items of a container by identity '
        "first (a NaN equals itself there), which JavaScript cannot tell; compare the items"
    ]


def test_percent_formatting_of_a_non_literal_format_is_refused() -> None:
    assert errors('f = await request.text()\nx = f % "a"\n', in_handler=True) == [
        "2:9: %-formatting takes a str literal as its format here (or use an f-string)"
    ]


def test_a_product_of_range_counters_over_literal_bounds_is_plain() -> None:
    """A counter of `range()` over literal bounds stays within them: its products need no check;
    a counter over a bound known only at run time is checked (`$imul`: exact, or the worker stops)."""
    js = handler(
        """
        n = len(await request.text())
        out: list[int] = []
        for i in range(10):
            out.append(i * i)
        for k in range(n):
            out.append(k * k)
        return Response(str(out))
        """
    )
    assert "out.push(i * i);" in js
    assert "out.push($imul(k, k));" in js


def test_is_between_values_whose_identity_cpython_picks_is_refused() -> None:
    """`"ab" is "".join(["a", "b"])` is False in CPython, `(1, 2) is (1, 2)` True (constants folded),
    where JS's `===` compares the values: refused (`is None`, bools, Enum members, lists stay)."""
    why = (
        "Python compares the objects' identity, which for strs, ints, floats, bytes and tuples depends on "
        "how CPython made them (JavaScript compares their values): compare with =="
    )
    source = 'a = "ab"\nb = "".join(["a", "b"])\nc = 1000\nt = (1, 2)\nx = [a is b, c is int("1000"), t is (1, 2)]\n'
    assert errors(source) == [
        f'5:6: "is" between "str" and "str": {why}',
        f'5:14: "is" between "int" and "int": {why}',
        f'5:32: "is" between "tuple[int, int]" and "tuple[int, int]": {why}',
    ]
