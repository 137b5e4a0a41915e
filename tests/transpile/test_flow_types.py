"""Types that follow the flow, as mypy's do: an assignment narrows, a merge of paths settles, a loop
round sees what earlier rounds stored, a nested `def` sees what its outer locals may hold."""

from __future__ import annotations

from tests.transpile.helpers import errors, handler

NOT_STR = 'incompatible type "str | None"'


def test_an_assignment_narrows_until_paths_merge() -> None:
    js = handler(
        """
        name = URL(request.url).search_params.get("id")
        name = name or "scratch"
        sandbox = get_sandbox(env.Sandbox, name)
        return Response("ok")
        """
    )
    assert "const sandbox = getSandbox(env.Sandbox, name);" in js


def test_a_branch_that_stores_none_settles_the_name_afterwards() -> None:
    found = errors(
        """
        name = "scratch"
        if len(request.url) > 10:
            name = URL(request.url).search_params.get("id")
        sandbox = get_sandbox(env.Sandbox, name)
        """,
        in_handler=True,
    )
    assert any(NOT_STR in e for e in found), found


def test_a_loop_round_sees_what_an_earlier_round_stored() -> None:
    found = errors(
        """
        name = "scratch"
        for part in ["a", "b"]:
            sandbox = get_sandbox(env.Sandbox, name)
            name = URL(request.url).search_params.get(part)
        """,
        in_handler=True,
    )
    assert [e for e in found if NOT_STR in e] and all(e.startswith("4:") for e in found if NOT_STR in e), (
        found
    )
    assert len(found) == 1, "the first reading's errors are not reported twice"


def test_a_while_loop_test_sees_later_stores() -> None:
    found = errors(
        """
        text = "abc"
        while text.startswith("a"):
            text = URL(request.url).search_params.get("next")
        """,
        in_handler=True,
    )
    assert found == ['3:16: Item "None" of "str | None" has no attribute "startswith"']


def test_after_try_except_a_name_stored_in_either_is_settled() -> None:
    found = errors(
        """
        name = "scratch"
        try:
            name = URL(request.url).search_params.get("id")
        except Exception:
            pass
        sandbox = get_sandbox(env.Sandbox, name)
        """,
        in_handler=True,
    )
    assert any(NOT_STR in e for e in found), found


def test_a_nested_def_sees_the_declared_type_of_outer_locals() -> None:
    found = errors(
        """
        name = URL(request.url).search_params.get("id")
        if name is None:
            return Response("missing", status=400)

        def later() -> str:
            return name.upper()

        name = None
        """,
        in_handler=True,
    )
    assert found == ['7:21: Item "None" of "str | None" has no attribute "upper"']


def test_a_comprehension_sees_the_narrowed_name() -> None:
    js = handler(
        """
        name = URL(request.url).search_params.get("id")
        if name is None:
            return Response("missing", status=400)
        parts = [name.upper() for _ in range(2)]
        return Response(" ".join(parts))
        """
    )
    assert "name.toUpperCase()" in js
