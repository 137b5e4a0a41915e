"""Names: a worker's name that JS reserves, or that the emitted code relies on as a global, is renamed
with a `$` suffix (no Python name can hold one) at its definition and at every use."""

import subprocess
import textwrap
from pathlib import Path
from typing import Any

from generator.toolchain import NODE_BIN

from .helpers import PRELUDE, errors, module

NAMES = """
__all__ = ["do", "main"]


def eval(s: str) -> str:
    return "mine:" + s


def new(a: int) -> int:
    return a + 1


def do(a: int, *, default: int = 1, do: int = 2) -> int:
    return a + default + do


class default:
    def __init__(self) -> None:
        self.constructor = 3
        self.prototype = 4

    def constructor_(self) -> int:
        return self.constructor + self.prototype


def main() -> str:
    Math = 7
    console = 2
    try:
        raise ValueError("x")
    except ValueError as let:
        caught = str(let)
    return f"{eval('1 + 1')} {new(1)} {do(1, do=5)} {default().constructor_()} {Math // console} {caught}"


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response(main())
"""


def run_main(js: str, tmp_path: Path) -> str:
    path = tmp_path / "worker.mjs"
    path.write_text(js.replace('export { Sandbox } from "@cloudflare/sandbox";', ""))
    script = f"import {{ main }} from {str(path)!r}; console.log(main());"
    done = subprocess.run(
        [str(NODE_BIN / "node"), "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_reserved_words_and_globals_are_renamed_everywhere(tmp_path: Path) -> None:
    js = module(NAMES)
    assert "function eval$(s) {" in js and 'eval$("1 + 1")' in js
    assert "function new$(a) {" in js
    assert "function do$(a, { default: default$ = 1, do: do$ = 2 } = {}) {" in js
    assert "class default$ {" in js
    assert "export { do$ as do, main };" in js
    assert "this.constructor$ = 3;" in js and "this.prototype$ = 4;" in js
    assert "const Math$ = 7;" in js
    # the answer CPython gives: the worker's own eval, not JS's
    namespace: dict[str, Any] = {}
    exec(PRELUDE + textwrap.dedent(NAMES), namespace)
    assert run_main(js, tmp_path) == namespace["main"]() + "\n" == "mine:1 + 1 2 7 7 3 x\n"


def test_a_keyword_only_parameter_named_after_an_object_member_builds() -> None:
    """Its options key is its own (`constructor$`), so a call leaving it out reads its default, not
    Object.prototype's member (test_semantics runs it against CPython: case_s26_kwonly_*)."""
    js = module(
        """
        def f(*, constructor: int = 2) -> int:
            return constructor

        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            return Response(str(f()))
        """
    )
    assert "function f({ constructor$: constructor = 2 } = {})" in js


def test_a_closure_made_in_a_comprehension_shares_its_target() -> None:
    """A `for` statement's names are declared once for the function when a closure made in the loop
    reads them; a comprehension's target, read by a lambda made in it, is one binding every round
    stores (test_semantics's s33 cases check it against CPython); a tuple target's stay refused."""
    js = module(
        """
        async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
            fs = [lambda: i * 10 for i in range(2)]
            return Response(str(fs[0]()))
        """
    )
    assert "const fs = ((i) => [...Array(2).keys()].map(($i1) => (i = $i1, () => $imul(i, 10))))();" in js
    found = errors(
        """
        def f() -> int:
            fs = [lambda: i * 10 for i, _ in [(1, 2)]]
            return fs[0]()
        """
    )
    assert len(found) == 1 and found[0].startswith('3:11: this function is made in a loop and reads "i"')


def test_float_and_bool_dict_keys_are_refused() -> None:
    """int keys make a Map (tests/transpile/test_map_dicts.py); a float or bool key would be one key with
    an equal int in Python, and not in a JS Map."""
    found = errors(
        """
        def f() -> float:
            d: dict[float, int] = {1.5: 2}
            return d[1.5]
        """
    )
    assert found and all("Python hashes a bool or float equal to an int" in message for message in found)


def test_exporting_default_is_refused() -> None:
    found = errors('__all__ = ["default"]\n\ndef default() -> int:\n    return 1\n')
    assert '"default" cannot be exported: it is the name of the handlers\' export' in [
        f.split(": ", 1)[1] for f in found
    ]


def test_every_global_the_runtime_reads_is_kept_from_the_workers_names() -> None:
    """Each global helpers.js reads (`new TextEncoder()`, `crypto.getRandomValues`, `btoa`...), as Node
    lists its globals, is one a worker's own name is renamed away from: a class `TextEncoder` or a
    module-level `crypto` would replace it, and str.encode or uuid4 would throw."""
    import json
    import re

    from generator.transpile.lower.naming import JS_GLOBALS, RESERVED

    listed = subprocess.run(
        [
            str(NODE_BIN / "node"),
            "-e",
            "console.log(JSON.stringify([Object.getOwnPropertyNames(globalThis), require('module').builtinModules]))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    names, node_modules = json.loads(listed)
    helpers = (Path(__file__).parents[2] / "generator/transpile/runtime/helpers.js").read_text()
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", helpers, flags=re.DOTALL)
    code = re.sub(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', '""', code)
    read = set(re.findall(r"(?<![\w$.])([A-Za-z_]\w*)\b", code))
    # (Node's module names, `http`, `path`..., are Node's globals, not the Workers runtime's; `crypto`
    # is also Web Crypto's)
    globals_read = (read & set(names)) - (set(node_modules) - {"crypto"})
    assert {"TextEncoder", "Uint8Array", "crypto", "Math"} <= globals_read  # not vacuous
    assert sorted(globals_read - JS_GLOBALS - RESERVED) == []


def test_a_generator_expression_made_in_a_comprehension_over_its_target_is_refused() -> None:
    """Iterated later, Python's generator reads the target's latest value (its one cell); JS's keeps
    the round's. Its first iterable is read where it is made, as Python reads it."""
    found = errors(
        """
        def f() -> list[list[int]]:
            gens = [(i * j for j in range(2)) for i in range(3)]
            firsts = [(j for j in range(i)) for i in range(3)]
            return [list(g) for g in gens + firsts]
        """
    )
    assert len(found) == 1 and found[0].startswith(
        '3:14: this generator expression is made in a loop and reads "i"'
    )


def test_a_name_reexported_two_ways_is_exported_once(tmp_path: Path) -> None:
    """`from ... import Sandbox as Sandbox` (PEP 484's re-export) beside `__all__ = ["Sandbox"]`: one
    export, or the module would not load (newcomer round 32: `export { Sandbox, Sandbox }`)."""
    js = module(HANDLER_OK + '\n__all__ = ["Sandbox"]\n')
    assert js.count("Sandbox } from") == 1
    path = tmp_path / "worker.mjs"
    path.write_text(js)
    done = subprocess.run(
        [str(NODE_BIN / "node"), "--check", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr


HANDLER_OK = """
async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response("ok")
"""
