"""Flow-sensitive narrowing of optional locals, as mypy does it."""

from __future__ import annotations

from tests.transpile.helpers import errors, handler


def test_an_early_return_narrows_the_rest_of_the_block() -> None:
    js = handler(
        """
        name = URL(request.url).search_params.get("id")
        if name is None:
            return Response("missing", status=400)
        sandbox = get_sandbox(env.Sandbox, name)
        return Response("ok")
        """
    )
    assert "const sandbox = getSandbox(env.Sandbox, name);" in js


def test_a_default_assigned_when_none_narrows_afterwards() -> None:
    js = handler(
        """
        name = URL(request.url).search_params.get("id")
        if name is None:
            name = "scratch"
        sandbox = get_sandbox(env.Sandbox, name)
        return Response("ok")
        """
    )
    assert 'let name = new URL(request.url).searchParams.get("id");' in js
    assert 'if (name == null) {\n  name = "scratch";\n}' in js
    assert "const sandbox = getSandbox(env.Sandbox, name);" in js


def test_a_default_that_may_be_undone_does_not_narrow() -> None:
    found = errors(
        """
        name = URL(request.url).search_params.get("id")
        if name is None:
            name = "scratch"
            for name in ["a"]:
                pass
        sandbox = get_sandbox(env.Sandbox, name)
        """,
        in_handler=True,
    )
    assert any('Argument 2 to "get_sandbox" has incompatible type "str | None"' in e for e in found), found


def test_a_conditional_default_does_not_narrow() -> None:
    found = errors(
        """
        name = URL(request.url).search_params.get("id")
        if name is None:
            if len(request.url) > 10:
                name = "scratch"
        sandbox = get_sandbox(env.Sandbox, name)
        """,
        in_handler=True,
    )
    assert any('incompatible type "str | None"' in e for e in found), found


def test_a_default_for_none_is_nullish_coalescing() -> None:
    js = handler(
        """
        name = URL(request.url).search_params.get("id")
        other = name if name is not None else "scratch"
        return Response(other)
        """
    )
    assert 'const other = name ?? "scratch";' in js
