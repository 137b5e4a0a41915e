"""try/except/finally: instanceof chains, catch-all, str(e) and type(e).__name__, raise."""

from .helpers import errors, handler, module


def test_sdk_error_then_catch_all_then_finally() -> None:
    js = handler(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        try:
            result = await sandbox.exec("ls")
            return Response(result.stdout)
        except ContainerUnavailableError as err:
            return Response(str(err), status=502)
        except Exception as e:
            return Response(type(e).__name__ + ": " + str(e), status=500)
        finally:
            print("done")
        """
    )
    # by name: an SDK error from the Sandbox's Durable Object crosses RPC without its class
    assert '} catch (err) {\n  if ($isSdkError(err, ["ContainerUnavailableError"])) {' in js
    assert "return new Response(err.message, { status: 502 });" in js
    assert (
        '  } else {\n    if (err instanceof $Stop) {\n      throw err;\n    }\n    const e = err;\n'
        '    return new Response(e.name + ": " + e.message, { status: 500 });'
        in js
    )
    assert '} finally {\n  console.log("done");\n}' in js


def test_unmatched_exceptions_are_rethrown_and_bare_raise() -> None:
    js = handler(
        """
        try:
            print("x")
        except ContainerUnavailableError:
            raise
        return Response("")
        """
    )
    assert (
        '} catch (error) {\n  if ($isSdkError(error, ["ContainerUnavailableError"])) {\n    throw error;\n  } else {\n'
        "    throw error;\n  }\n}"
        in js
    )


HANDLER_RAISING_VALUE_ERROR = """
async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    raise ValueError("bad")
"""


def test_raise_builtin_exception() -> None:
    js = handler('raise ValueError("bad")\n')
    assert 'throw new $ValueError("bad");' in js
    assert 'class $ValueError extends Error {\n  static $py = true;\n  name = "ValueError";\n}' in module(
        HANDLER_RAISING_VALUE_ERROR
    )


def test_catching_a_builtin_subclass_tests_its_class() -> None:
    js = handler(
        """
        try:
            print("x")
        except (KeyError, IndexError):
            print("lookup")
        except ValueError as e:
            print(str(e))
        return Response("")
        """
    )
    assert "if (e instanceof $KeyError || e instanceof $IndexError) {" in js
    assert "} else if (e instanceof $ValueError) {" in js


def test_except_sandbox_error_catches_every_sdk_error() -> None:
    js = module(
        """
        from bindings.cloudflare_sandbox import SandboxError


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            try:
                await get_sandbox(env.Sandbox, "s").exec("ls")
            except SandboxError as err:
                return Response(str(err), status=500)
            return Response("")
        """
    )
    # the SDK exports no SandboxError: every SDK error carries the container's errorResponse
    assert "if ($isSdkError(err, null)) {\n        return new Response(err.message, { status: 500 });" in js
    assert "SandboxError" not in js.replace("a SandboxError", "")


def test_unknown_fields_of_a_caught_exception_are_refused() -> None:
    found = errors(
        """
        def caught() -> str:
            try:
                raise ValueError("x")
            except ValueError as e:
                return e.msg
        """
    )
    assert found[0].startswith(
        '6:18: a caught exception has no attribute "msg" here: it may be any exception'
    )
    assert len(found) == 1
