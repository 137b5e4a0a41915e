"""The bindings type-check strict, and they make mypy catch the mistakes users make."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from generator import ROOT

USAGE = Path(__file__).with_name("usage.py")


def mypy(*paths: Path | str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-error-summary",
            "--show-error-codes",
            *map(str, paths),
        ],
        cwd=cwd,
        capture_output=True,
        text=True,
    )


def test_mypy_strict_passes_on_bindings_and_the_usage_file() -> None:
    done = mypy("bindings", USAGE)
    assert done.returncode == 0, done.stdout + done.stderr


def test_pyright_strict_passes_on_bindings_and_the_usage_file() -> None:
    done = subprocess.run(
        [str(Path(sys.executable).with_name("basedpyright")), "bindings", str(USAGE)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 errors" in done.stdout


MISTAKES = {
    "misspelled_method": ("await sandbox.run_cod(code)", "attr-defined", 'has no attribute "run_cod"'),
    "wrong_argument_type": ("await sandbox.run_code(42)", "arg-type", 'incompatible type "int"'),
    "unknown_keyword": (
        'await sandbox.git_checkout(code, target_directory="/workspace/app")',
        "call-arg",
        'Unexpected keyword argument "target_directory"',
    ),
    "wrong_keyword_type": ('await sandbox.exec(code, timeout="soon")', "arg-type", 'Argument "timeout"'),
    "js_name_instead_of_python_name": ("await sandbox.runCode(code)", "attr-defined", '"runCode"'),
    # issue 10: the looser shapes still catch these
    "unknown_keyword_on_interface_shape": (
        'await sandbox.start_process(code, process_identifier="web")',
        "call-overload",
        'No overload variant of "start_process"',
    ),
    "env_values_not_str": ('await sandbox.exec(code, env={"A": 1})', "dict-item", '"str": "int"'),
    "exit_code_is_int": (
        "label: str = (await sandbox.exec(code)).exit_code",
        "assignment",
        'expression has type "int", variable has type "str"',
    ),
    "env_without_sandbox_binding": (
        "await proxy_to_sandbox(Request(code), ns)",
        "type-var",
        '"proxy_to_sandbox" cannot be "DurableObjectNamespace',
    ),
    "request_init_wrong_type": ("Request(code, method=1)", "arg-type", 'Argument "method"'),
    "origin_not_in_literal": (
        'await sandbox.exec(code, env={"A": "1"}, origin="admin")',
        "arg-type",
        'Argument "origin"',
    ),
    # JS iteration: Headers iterates (name, value) pairs, a Uint8Array ints
    "header_pairs_not_triples": (
        "for a, b, c in Request(code).headers: print(a, b, c)",
        "misc",
        "Need more than 2 values to unpack",
    ),
    "bytes_iterate_as_int": (
        "label: str = next(iter(await Request(code).bytes()))",
        "assignment",
        'expression has type "int", variable has type "str"',
    ),  # stream_file's FileMetadata is the value of the last next() result only: `done` must be tested first
    "generator_return_without_done": (
        "meta: FileMetadata = (await stream_file(await sandbox.read_file_stream(code)).next()).value",
        "assignment",
        'variable has type "FileMetadata"',
    ),
    # a worker's own Durable Object, called through its namespace (`Counter` is defined below the handler)
    "stub_method_misspelled": (
        'await counters.get(counters.id_from_name("x")).incremnt(1)',
        "attr-defined",
        '"Counter" has no attribute "incremnt"',
    ),
    "stub_argument_wrong_type": (
        'await counters.get_by_name("x").increment("one")',
        "arg-type",
        'Argument 1 to "increment" of "Counter" has incompatible type "str"',
    ),
    "stub_of_sandbox_keeps_its_api": (
        'await ns.get(ns.id_from_name("x")).exec(1)',
        "arg-type",
        'Argument 1 to "exec" of "ISandbox" has incompatible type "int"',
    ),
    "stub_result_is_the_method_result": (
        'label: str = await counters.get_by_name("x").increment(1)',
        "assignment",
        'expression has type "int", variable has type "str"',
    ),
}

#: The mistakes basedpyright must report too (at the same line), with its rule.
PYRIGHT_MISTAKES = {
    "stub_method_misspelled": {"reportAttributeAccessIssue"},
    "stub_argument_wrong_type": {"reportArgumentType"},
    "stub_of_sandbox_keeps_its_api": {"reportArgumentType"},
    "stub_result_is_the_method_result": {"reportAssignmentType"},
}


@pytest.fixture(scope="module")
def mistakes_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("mistakes")
    for name, (line, _code, _text) in MISTAKES.items():
        (folder / f"{name}.py").write_text(
            textwrap.dedent(
                f"""\
                from bindings.cloudflare_sandbox import FileMetadata, Sandbox, get_sandbox, proxy_to_sandbox, stream_file
                from bindings.workers import DurableObjectNamespace, Request


                async def handler(ns: DurableObjectNamespace[Sandbox], code: str, counters: "DurableObjectNamespace[Counter]") -> None:
                    sandbox = get_sandbox(ns, "id")
                    {line}


                from bindings.cloudflare_workers import DurableObject


                class Counter(DurableObject):
                    async def increment(self, by: int) -> int:
                        return by
                """
            )
        )
    return folder


@pytest.fixture(scope="module")
def mistakes(mistakes_folder: Path) -> dict[str, str]:
    done = mypy(*sorted(mistakes_folder.glob("*.py")), cwd=ROOT)
    by_file: dict[str, str] = {}
    for out_line in done.stdout.splitlines():
        match = re.match(r".*?([a-z_]+)\.py:(\d+): error: (.*)", out_line)
        if match:
            by_file.setdefault(match.group(1), "")
            by_file[match.group(1)] += f"{match.group(2)}: {match.group(3)}\n"
    return by_file


@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_mypy_rejects(name: str, mistakes: dict[str, str]) -> None:
    _line, code, text = MISTAKES[name]
    report = mistakes.get(name, "")
    assert report.startswith("7: "), f"expected an error on line 7, got:\n{report}"
    assert f"[{code}]" in report and text in report, report


def test_pyright_rejects_the_durable_object_mistakes(mistakes_folder: Path) -> None:
    files = [str(mistakes_folder / f"{name}.py") for name in PYRIGHT_MISTAKES]
    done = subprocess.run(
        [str(Path(sys.executable).with_name("basedpyright")), "--outputjson", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    # strict mode also reports the template's unused imports: only the mistake's line matters here
    found: dict[str, set[str]] = {}
    for diagnostic in json.loads(done.stdout)["generalDiagnostics"]:
        if diagnostic["severity"] == "error" and diagnostic["range"]["start"]["line"] + 1 == 7:
            found.setdefault(Path(diagnostic["file"]).stem, set()).add(diagnostic.get("rule", ""))
    assert {
        name: rules & found.get(name, set()) for name, rules in PYRIGHT_MISTAKES.items()
    } == PYRIGHT_MISTAKES


def test_the_generated_modules_are_formatted() -> None:
    done = subprocess.run(
        [str(Path(sys.executable).with_name("ruff")), "format", "--check", "bindings"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
