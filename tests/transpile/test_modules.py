"""Workers of several modules: each of the worker's own modules becomes an ES module beside
worker.js; imports, cycles, missing names and a module's errors are located."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from generator.cli import main
from generator.transpile.build import transpile_file


def tree(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return folder / "worker.py"


HANDLER = """
from bindings.workers import ExecutionContext, Request, Response
{imports}


async def fetch(request: Request, env: object, ctx: ExecutionContext) -> Response:
    return Response({body})
"""


def test_modules_and_packages_become_es_modules_beside_the_worker(tmp_path: Path) -> None:
    worker = tree(
        tmp_path,
        {
            "helpers.py": "LIMIT = 3\n\n\ndef shout(s: str) -> str:\n    return s.upper()\n",
            "app/__init__.py": "",
            "app/check.py": "from ..helpers import LIMIT, shout\n\n\ndef check(s: str) -> str:\n    return shout(s[:LIMIT])\n",
            "worker.py": HANDLER.format(
                imports="from app.check import check\nfrom helpers import shout as yell",
                body='yell(check("abcdef"))',
            ),
        },
    )
    files = transpile_file(worker).files
    assert sorted(files) == [
        "app/check.js",
        "app/check.js.map",
        "helpers.js",
        "helpers.js.map",
        "worker.js",
        "worker.js.map",
        "wrangler.jsonc",
    ]
    assert files["worker.js"].startswith(
        'import { check } from "./app/check.js";\nimport { shout as yell } from "./helpers.js";\n'
    )
    assert 'import { LIMIT, shout } from "../helpers.js";\n\nexport { check };' in files["app/check.js"]
    assert "export { LIMIT, shout };" in files["helpers.js"]


def test_exception_classes_are_shared_by_the_modules(tmp_path: Path) -> None:
    worker = tree(
        tmp_path,
        {
            "rules.py": 'def check(n: int) -> int:\n    if n < 0:\n        raise ValueError("negative")\n    return n\n',
            "worker.py": HANDLER.format(imports="from rules import check", body="str(check(1))"),
        },
    )
    files = transpile_file(worker).files
    assert 'import { $ValueError } from "./$errors.js";' in files["rules.js"]
    assert "class $ValueError extends Error" in files["$errors.js"]
    assert "class $ValueError" not in files["rules.js"]


def test_import_errors_are_located(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    worker = tree(
        tmp_path,
        {
            "a.py": "from b import g\n\n\ndef f() -> int:\n    return g()\n",
            "b.py": "from a import f\n\n\ndef g() -> int:\n    return 1\n",
            "c.py": "def h() -> int:\n    return undefined_name\n",
            "d.py": "def k() -> int:\n    return 2\n",
            "worker.py": HANDLER.format(
                imports="from a import f\nfrom c import h\nfrom helpers import nothing\nfrom d import missing",
                body="str(f() + h())",
            ),
        },
    )
    assert main(["build", str(worker), "-o", str(tmp_path / "dist")]) == 1
    err = capsys.readouterr().err.replace(str(tmp_path) + "/", "")
    lines = [line.split("error: ", 1)[1] for line in err.splitlines()]
    assert "import cycle: a -> b -> a" in lines
    assert 'Name "undefined_name" is not defined' in lines
    assert any(line.startswith('Cannot find module "helpers"') for line in lines)
    assert 'Module "d" has no attribute "missing"' in lines
    assert not (tmp_path / "dist").exists()


def test_a_module_imported_as_a_namespace(tmp_path: Path) -> None:
    worker = tree(
        tmp_path,
        {
            "helpers.py": 'GREETING = "hi"\n\n\ndef shout(s: str) -> str:\n    return s.upper()\n',
            "app/__init__.py": "",
            "app/limits.py": "from dataclasses import dataclass\n\nMAX = 3\n\n\n@dataclass\nclass Limit:\n    n: int\n",
            "worker.py": HANDLER.format(
                imports="import helpers\nfrom app import limits\n\n\ndef cap(limit: limits.Limit) -> int:\n    return min(limit.n, limits.MAX)",
                body="helpers.shout(helpers.GREETING) + str(cap(limits.Limit(5)))",
            ),
        },
    )
    js = transpile_file(worker).javascript
    assert 'import * as limits from "./app/limits.js";' in js
    assert 'import * as helpers from "./helpers.js";' in js
    assert "helpers.shout(helpers.GREETING) + String(cap(new limits.Limit(5)))" in js
    assert "return Math.min(limit.n, limits.MAX);" in js


def test_a_nested_class_of_another_module_is_named_by_its_binding(tmp_path: Path) -> None:
    """`Outer.Inner` is `Outer$Inner` to JSDoc: the module that defines it exports that binding too,
    and a module importing Outer imports it beside."""
    worker = tree(
        tmp_path,
        {
            "shapes.py": (
                "from dataclasses import dataclass\n\n\nclass Outer:\n    @dataclass\n    class Inner:\n"
                "        x: int\n"
            ),
            "worker.py": HANDLER.format(
                imports="from shapes import Outer\n\n\ndef make(n: int) -> Outer.Inner:\n    return Outer.Inner(n)",
                body="repr(make(2))",
            ),
        },
    )
    files = transpile_file(worker).files
    assert "export { Outer, Outer$Inner };" in files["shapes.js"]
    assert "const Outer$Inner = class Inner {" in files["shapes.js"]
    assert files["worker.js"].startswith('import { Outer, Outer$Inner } from "./shapes.js";\n')
    assert " * @returns {Outer$Inner}\n" in files["worker.js"]
    assert "return new Outer.Inner(n);" in files["worker.js"]


def test_a_nested_class_through_a_module_namespace(tmp_path: Path) -> None:
    worker = tree(
        tmp_path,
        {
            "shapes.py": "class Outer:\n    class Inner:\n        def __init__(self, x: int) -> None:\n            self.x = x\n",
            "worker.py": HANDLER.format(
                imports="import shapes\n\n\ndef make(n: int) -> shapes.Outer.Inner:\n    return shapes.Outer.Inner(n)",
                body="str(make(2).x)",
            ),
        },
    )
    assert "return new shapes.Outer.Inner(n);" in transpile_file(worker).files["worker.js"]


def test_a_printed_line_left_unfinished_in_a_worker_of_several_modules_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each module would hold its own unfinished line (`$write`), and another module's whole lines
    would come out before it: where Python writes `job: ok`, JS would write `ok`, then `job: `."""
    worker = tree(
        tmp_path,
        {
            "helpers.py": 'def start(label: str) -> None:\n    print(label, end=": ")\n',
            "worker.py": HANDLER.format(imports="from helpers import start", body='"ok"'),
        },
    )
    assert main(["build", str(worker), "-o", str(tmp_path / "dist")]) == 1
    [line] = capsys.readouterr().err.splitlines()
    assert line.endswith(
        "helpers.py:2:5: error: print(end=...) leaving a line unfinished in a worker of several modules is "
        "not supported: build the line, then print it once"
    )
