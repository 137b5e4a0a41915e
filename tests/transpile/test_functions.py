"""Functions: defaults, keyword-only parameters (a trailing options object), lambdas, nesting, JSDoc."""

from .helpers import errors, module


def test_function_with_defaults_and_keyword_only_parameters() -> None:
    js = module(
        '''

        def greet(name: str, punctuation: str = "!", *, loud: bool = False, times: int = 1) -> str:
            """Say hello."""
            text = f"hello {name}{punctuation}"
            return text.upper() * times if loud else text


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(greet("a") + greet("b", loud=True) + greet(name="c", times=2))
        '''
    )
    assert "/**\n * Say hello.\n *\n * @param {string} name\n * @param {string} [punctuation]" in js
    assert " * @param {{ loud?: boolean; times?: number }} [options]\n * @returns {string}\n */" in js
    assert 'function greet(name, punctuation = "!", { loud = false, times = 1 } = {}) {' in js
    assert 'greet("a") + greet("b", undefined, { loud: true }) + greet("c", undefined, { times: 2 })' in js


def test_async_helper_and_module_constants() -> None:
    js = module(
        """
        GREETING = "hi"


        async def body_of(request: Request) -> str:
            return GREETING + await request.text()


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(await body_of(request))
        """
    )
    assert 'const GREETING = "hi";' in js
    assert (
        "/**\n * @param {Request} request\n * @returns {Promise<string>}\n */\nasync function body_of(request) {"
        in js
    )
    assert "return new Response(await body_of(request));" in js


def test_lambda_and_nested_function() -> None:
    js = module(
        """

        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            double = lambda x: x * 2

            def shout(text: str) -> str:
                return text.upper()

            return Response(shout(str(double(2))))
        """
    )
    assert 'const double = (x) => $dynBinary("*", x, 2);' in js  # x may be a str or a list
    assert "    function shout(text) {\n      return text.toUpperCase();\n    }" in js


def test_scheduled_and_queue_handlers_join_the_default_export() -> None:
    js = module(
        """

        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response("")


        async def scheduled(controller: Any, env: Env, ctx: ExecutionContext) -> None:
            print("tick")
        """
    )
    assert "export default {\n" in js and "  async fetch(request, env, ctx) {" in js
    assert "  },\n\n  /**\n   * @param {any} controller" in js
    assert '  async scheduled(controller, env, ctx) {\n    console.log("tick");\n  },\n};' in js


def test_reserved_words_are_renamed() -> None:
    js = module(
        """

        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            new = "x"
            return Response(new)
        """
    )
    assert 'const new$ = "x";' in js and "return new Response(new$);" in js


def test_user_function_argument_errors() -> None:
    found = errors(
        """

        def f(a: int, *, b: str = "") -> int:
            return a


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            print(f("x"), f(1, c=2), f())
            return Response("")
        """
    )
    assert found == [
        '8:13: Argument 1 to "f" has incompatible type "str"; expected "int"',
        '8:24: Unexpected keyword argument "c" for "f"',
        '8:30: Missing positional argument "a" in call to "f"',
    ]


def test_type_aliases_emit_nothing_and_annotate() -> None:
    js = module(
        """
        from typing import Literal

        Mode = Literal["fast", "slow"]
        MASK = 1 | 2


        def pick(mode: Mode) -> str:
            return mode


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(pick("fast") + str(MASK))
        """
    )
    assert "Mode" not in js.replace('@param {"fast" | "slow"} mode', "")
    assert '@param {"fast" | "slow"} mode' in js
    assert "const MASK = 1 | 2;" in js


def test_none_is_null_only_where_it_may_be_looked_at() -> None:
    js = module(
        """
        from collections.abc import Callable


        def log(xs: list[int]) -> None:
            if not xs:
                return
            xs.append(1)


        def quiet() -> None:
            pass


        def run(fn: Callable[[], object]) -> object:
            return fn()


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            hits: list[int] = []
            log(hits)
            keep = lambda n: hits.append(n)
            add: Callable[[int], None] = lambda n: hits.append(n)
            keep(1)
            add(2)
            return Response(str(run(quiet) is None))
        """
    )
    # called only: JS's undefined is never seen
    assert "function log(xs) {\n  if (!(xs.length > 0)) {\n    return;\n  }\n  xs.push(1);\n}" in js
    # used as a value: its None may be looked at
    assert "function quiet() {\n  return null;\n}" in js
    assert "const keep = (n) => (hits.push(n), null);" in js
    assert "const add = (n) => hits.push(n);" in js
