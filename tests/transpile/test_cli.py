"""`sandbox-py build`: one worker, several, a folder; atomic output; exit codes."""

import json
from pathlib import Path

import pytest

from generator import ROOT
from generator.cli import main

EXAMPLES = ROOT / "examples"
BROKEN = "from bindings.workers import Response\n\nasync def fetch(request, env, ctx):\n    return Response(undefined_name)\n"


def test_one_worker(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    assert main(["build", str(EXAMPLES / "code_runner.py"), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["worker.js", "worker.js.map", "wrangler.jsonc"]
    assert '"main": "worker.js"' in (out / "wrangler.jsonc").read_text()
    source_map = json.loads((out / "worker.js.map").read_text())
    assert (out / source_map["sources"][0]).resolve() == (EXAMPLES / "code_runner.py").resolve()


def test_a_folder_builds_one_subfolder_per_worker(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    assert main(["build", str(EXAMPLES), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == [
        "code_runner",
        "notebook",
        "test_runner",
        "text_search",
        "workspace_files",
    ]
    assert (out / "notebook" / "worker.js").is_file()


def test_an_error_writes_nothing_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "dist"
    out.mkdir()
    (out / "keep.txt").write_text("previous build")
    broken = tmp_path / "broken.py"
    broken.write_text(BROKEN)
    assert main(["build", str(EXAMPLES / "code_runner.py"), str(broken), "-o", str(out)]) == 1
    assert [p.name for p in out.iterdir()] == ["keep.txt"]
    assert capsys.readouterr().err == f'{broken}:4:21: error: Name "undefined_name" is not defined\n'
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".dist")] == []


def test_a_successful_build_replaces_the_folder(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    out.mkdir()
    (out / "stale.js").write_text("old")
    assert main(["build", str(EXAMPLES / "text_search.py"), "-o", str(out)]) == 0
    assert not (out / "stale.js").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["dist"]
