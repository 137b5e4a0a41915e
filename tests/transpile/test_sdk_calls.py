"""SDK names through the bindings' records: JS names, options objects, `new`, statics, imports."""

from .helpers import errors, handler, module


def test_names_translate_through_the_record() -> None:
    js = handler(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        result = await sandbox.exec("ls")
        url = URL(request.url)
        print(result.exit_code, url.search_params.get("q"))
        return Response("")
        """
    )
    assert 'const sandbox = getSandbox(env.Sandbox, "s");' in js
    assert 'console.log(`${result.exitCode} ${$str(url.searchParams.get("q"), ["|", "str", "None"])}`);' in js
    assert "const url = new URL(request.url);" in js


def test_keyword_arguments_become_the_options_object_with_js_keys() -> None:
    js = handler(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        branch = "main"
        await sandbox.git_checkout("https://x", target_dir="/workspace/app", depth=1)
        await sandbox.exec("make", env={"DEFAULT_BRANCH": branch}, cwd="/workspace")
        return Response("x", status=400, status_text="Bad")
        """
    )
    assert 'await sandbox.gitCheckout("https://x", { targetDir: "/workspace/app", depth: 1 });' in js
    assert 'await sandbox.exec("make", { env: { DEFAULT_BRANCH: branch }, cwd: "/workspace" });' in js
    assert 'return new Response("x", { status: 400, statusText: "Bad" });' in js


def test_static_methods_stay_static() -> None:
    js = handler('return Response.json({"ok": True}, status=201)\n')
    assert "return Response.json({ ok: true }, { status: 201 });" in js


def test_global_values_need_no_import() -> None:
    js = module(
        """

        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(crypto.random_uuid())
        """
    )
    assert "crypto.randomUUID()" in js
    assert "import" not in js.split("export default")[0].replace('import("@cloudflare/sandbox")', "")


def test_only_used_runtime_names_are_imported() -> None:
    js = module(
        """

        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(shell_quote(await request.text()))
        """
    )
    assert 'import { shellQuote } from "@cloudflare/sandbox/bridge";' in js
    assert "getSandbox" not in js and "ContainerUnavailableError" not in js
    assert 'export { Sandbox } from "@cloudflare/sandbox";' in js


def test_misspelled_sdk_method() -> None:
    assert errors(
        'sandbox = get_sandbox(env.Sandbox, "s")\nawait sandbox.run_cod("1")\n', in_handler=True
    ) == ['2:19: "Sandbox" has no attribute "run_cod" (did you mean "run_code"?)']


def test_wrong_argument_type() -> None:
    assert errors(
        'sandbox = get_sandbox(env.Sandbox, "s")\nawait sandbox.run_code(42)\n', in_handler=True
    ) == ['2:28: Argument 1 to "run_code" of "Sandbox" has incompatible type "int"; expected "str"']


def test_unknown_keyword() -> None:
    found = errors(
        'sandbox = get_sandbox(env.Sandbox, "s")\nawait sandbox.git_checkout("u", target="/w")\n',
        in_handler=True,
    )
    assert found == [
        '2:37: Unexpected keyword argument "target" for "git_checkout" of "Sandbox" (did you mean "target_dir"?)'
    ]


def test_wrong_keyword_type() -> None:
    found = errors(
        'sandbox = get_sandbox(env.Sandbox, "s")\nawait sandbox.git_checkout("u", depth="1")\n',
        in_handler=True,
    )
    assert found == [
        '2:43: Argument "depth" to "git_checkout" of "Sandbox" has incompatible type "str"; expected "int"'
    ]


def test_unknown_attribute_of_a_result() -> None:
    found = errors(
        'sandbox = get_sandbox(env.Sandbox, "s")\nr = await sandbox.exec("ls")\nprint(r.exitcode)\n',
        in_handler=True,
    )
    assert found == ['3:13: "ExecResult" has no attribute "exitcode" (did you mean "exit_code"?)']


def test_type_only_names_have_no_value() -> None:
    assert errors("x = Env\n", in_handler=True) == [
        '1:9: "Env" is only a type: it has no value in JavaScript'
    ]


def test_all_errors_of_a_file_in_one_run() -> None:
    found = errors(
        'sandbox = get_sandbox(env.Sandbox, "s")\nsandbox.run_cod()\nsandbox.exce("x")\n', in_handler=True
    )
    assert [f.split(":")[0] for f in found] == ["2", "3"]


def test_array_likes_have_a_length_and_checked_indexes() -> None:
    js = handler(
        """
        data = await request.bytes()
        n = len(data)
        first = data[0] if n > 0 else 0
        return Response(str(n + first))
        """
    )
    assert "const n = data.length;" in js
    assert "const first = n > 0 ? $at(data, 0) : 0;" in js  # out of range raises IndexError


def test_request_options_of_fetch_and_request_are_the_init_object() -> None:
    """`fetch(url, method=...)` and `Request(url, headers=...)`: `**init: Unpack[RequestInit[Cf]]`, a
    generic TypedDict, gives its keys (they were refused as unexpected keywords)."""
    from tests.transpile.test_snapshots import _tsc

    source = """
        from bindings.workers import fetch as http_fetch


        async def probe(url: str) -> float:
            head = await http_fetch(url, method="HEAD", redirect="manual")
            made = await http_fetch(Request(url, method="POST", headers={"x-a": "1"}, body="{}"))
            return head.status + made.status


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(f"{await probe(request.url):.0f}")
        """
    text = module(source)
    assert 'await fetch(url, { method: "HEAD", redirect: "manual" });' in text
    assert 'new Request(url, { method: "POST", headers: { "x-a": "1" }, body: "{}" })' in text
    found = _tsc({"ok.js": text, "broken.js": text.replace('redirect: "manual"', "redirect: 3")})
    assert found["ok.js"] == [] and found["broken.js"], found  # tsc reads the options (not vacuous)


def test_an_http_status_is_an_int() -> None:
    """`Response.status` is an int (surface.WORKERS_INTEGERS): printed `404`, where a float's text
    would be `404.0`."""
    js = handler(
        """
        upstream = await env.Sandbox.get(env.Sandbox.id_from_name("a")).fetch(request)
        return Response(f"HTTP {upstream.status} {upstream.status // 100}")
        """
    )
    assert "return new Response(`HTTP ${upstream.status} ${Math.floor(upstream.status / 100)}`);" in js


def test_a_truth_test_of_a_results_discriminant_narrows_it_for_tsc() -> None:
    """`if page.list_complete: break`, then `page.cursor`: `Literal[True] | Literal[False]` tells the
    KV list's results apart; tsc narrows the union by `=== true` (by the bare truth test it does not,
    where the loop feeds the cursor back to the call)."""
    from tests.transpile.test_snapshots import _tsc

    source = """
        from bindings.workers import KVNamespace


        async def count(kv: KVNamespace) -> int:
            cursor: str | None = None
            n = 0
            while True:
                page = await kv.list(prefix="x", cursor=cursor)
                n += len(page.keys)
                if page.list_complete:
                    break
                cursor = page.cursor
            return n


        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response("")
        """
    text = module(source)
    assert "if (page.list_complete === true) {" in text
    found = _tsc({"ok.js": text, "bare.js": text.replace(" === true) {", ") {")})
    assert found["ok.js"] == [] and found["bare.js"], found  # (the bare test is what tsc rejected)
