"""Python truthiness lowered by type; refused where the type does not say."""

from .helpers import errors, handler


def test_faithful_types_test_directly() -> None:
    js = handler(
        """
        text = await request.text()
        maybe = URL(request.url).search_params.get("q")
        n = len(text)
        if text and maybe and n:
            print("all")
        return Response("")
        """
    )
    assert "if (text && maybe && n) {" in js


def test_containers_test_their_size() -> None:
    js = handler(
        """
        items = (await request.text()).split(",")
        table: dict[str, str] = {}
        if items:
            print("items")
        if not table:
            print("empty")
        while items:
            items.pop()
        return Response("")
        """
    )
    assert "if (items.length > 0) {" in js
    assert "if (!(Object.keys(table).length > 0)) {" in js
    assert "while (items.length > 0) {" in js


def test_optional_list_tests_presence_then_size() -> None:
    js = handler(
        """
        items: list[str] | None = None
        if items:
            print(items)
        return Response("")
        """
    )
    assert "if (items != null && items.length > 0) {" in js


def test_or_default_on_an_optional_str() -> None:
    js = handler(
        """
        name = URL(request.url).search_params.get("name") or "world"
        return Response(name)
        """
    )
    assert "const name = url_get_or(0)" not in js
    assert '.searchParams.get("name") || "world";' in js


def test_any_as_a_condition_asks_its_value_and_object_is_refused() -> None:
    """A JSON value's truth is asked when it runs (`$dynTruth`: [] and {} are false); an `object` may
    hold anything, own instances included, and stays refused."""
    js = handler("body = await request.json()\nif body:\n    print(body)\nreturn Response('')\n")
    assert "if ($dynTruth(body)) {" in js
    found = errors(
        """
        def f(x: object) -> bool:
            if x:
                return True
            return False
        """
    )
    assert found == [
        '3:8: cannot lower the truthiness of "object": an empty list or dict is false in Python but true in '
        'JavaScript; compare explicitly (e.g. "is not None", "len(x) > 0") or annotate its type'
    ]


def test_a_list_in_a_value_or_is_tested_by_its_length() -> None:
    js = handler("items = [1]\nother = items or [2]\nreturn Response(str(len(other)))\n")
    assert "const other = items.length > 0 ? items : [2];" in js


def test_an_operand_whose_truthiness_needs_a_test_is_held_in_an_arrow_awaited_where_the_other_awaits() -> (
    None
):
    """`[...] or [...]` tests the left list once, in an arrow that takes it; where the right one
    awaits, the arrow is async and awaited at once (the right one still runs only when chosen:
    test_semantics' case_s26_or_await runs it against CPython)."""
    js = handler("other = [1] or [len(await request.text())]\nreturn Response(str(other))\n")
    assert "const other = await (async ($left" in js


def test_forgotten_await_is_reported() -> None:
    assert errors("if request.text():\n    pass\n", in_handler=True) == [
        '1:8: "Awaitable[str]" is always true: did you forget "await"?'
    ]
