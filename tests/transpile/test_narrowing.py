"""Flow-sensitive narrowing of optional locals, as mypy does it."""

from __future__ import annotations

from tests.transpile.helpers import errors, handler, module


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


def test_attribute_paths_narrow_until_a_store_to_their_base() -> None:
    js = handler(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        run = await sandbox.run_code("1")
        name = run.error.name if run.error is not None else "ok"
        if run.error is None:
            return Response(name)
        return Response(run.error.message)
        """
    )
    assert 'const name = run.error != null ? run.error.name : "ok";' in js
    assert "return new Response(run.error.message);" in js
    found = errors(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        run = await sandbox.run_code("1")
        if run.error is not None:
            run = await sandbox.run_code("2")
            print(run.error.name)
        """,
        in_handler=True,
    )
    assert found == ['6:25: Item "None" of "ExecutionError | None" has no attribute "name"']


def test_isinstance_narrows_both_branches() -> None:
    js = module(
        """
        def describe(x: int | str | None) -> str:
            if isinstance(x, str):
                return x.upper()
            if x is None:
                return "none"
            return str(x + 1)


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(describe(1))
        """
    )
    assert 'if (typeof x === "string") {\n    return x.toUpperCase();' in js
    assert "return String(x + 1);" in js
