"""Classes: plain ones, subclasses of SDK classes (overrides keep JS names), exceptions, typedefs."""

from .helpers import module


def test_plain_class_with_fields_and_methods() -> None:
    js = module(
        """

        class Counter:
            step: int = 1

            def __init__(self, start: int) -> None:
                self.value = start

            def bump(self) -> int:
                self.value += self.step
                return self.value

            @staticmethod
            def zero() -> "Counter":
                return Counter(0)


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            counter = Counter.zero()
            return Response(str(counter.bump()))
        """
    )
    assert (
        "class Counter {\n  step = 1;\n\n  /**\n   * @param {number} start\n   */\n  constructor(start) {"
        in js
    )
    assert "this.value = start;" in js
    assert "  bump() {\n    this.value += this.step;\n    return this.value;\n  }" in js
    assert "  static zero() {\n    return new Counter(0);\n  }" in js
    assert "const counter = Counter.zero();" in js


def test_subclass_of_sandbox_overrides_with_js_names_and_is_exported() -> None:
    js = module(
        """

        class MySandbox(Sandbox):
            default_port = 8080

            async def on_start(self) -> None:
                await super().on_start()
                print("started")


        __all__ = ["MySandbox"]


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response("")
        """
    )
    assert 'import { Sandbox } from "@cloudflare/sandbox";' in js
    assert "export { MySandbox, Sandbox };" in js
    assert "class MySandbox extends Sandbox {\n  defaultPort = 8080;\n" in js
    assert "  async onStart() {\n    await super.onStart();" in js


def test_protocols_and_typeddicts_become_typedefs() -> None:
    js = module(
        """

        class Job(TypedDict, total=False):
            name: str
            tags: list[str]


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            job: Job = {"name": "x"}
            return Response(job["name"])
        """
    )
    assert (
        '/**\n * @typedef {object} Env\n * @property {DurableObjectNamespace<import("@cloudflare/sandbox").Sandbox>} Sandbox\n */'
        in js
    )
    assert (
        "/**\n * @typedef {object} Job\n * @property {string} [name]\n * @property {string[]} [tags]\n */"
        in js
    )
    assert 'const job = { name: "x" };' in js


def test_user_exception_classes() -> None:
    js = module(
        """

        class QuotaError(Exception):
            pass


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            try:
                raise QuotaError("over")
            except QuotaError as e:
                return Response(type(e).__name__ + str(e), status=429)
        """
    )
    assert 'class QuotaError extends Error {\n  name = "QuotaError";\n}' in js
    assert 'throw new QuotaError("over");' in js
    assert (
        "if (e instanceof QuotaError) {\n        return new Response(e.name + e.message, { status: 429 });"
        in js
    )
