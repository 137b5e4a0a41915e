"""`sandbox-py build`: one worker, several, a folder; atomic output; exit codes."""

import json
import os
import stat
from pathlib import Path

import pytest

from generator import ROOT
from generator.cli import main

EXAMPLES = ROOT / "examples"
BROKEN = "from bindings.workers import Response\n\nasync def fetch(request, env, ctx):\n    return Response(undefined_name)\n"


def test_one_worker(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    assert main(["build", str(EXAMPLES / "code_runner.py"), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == [
        ".sandbox-py-build.json",
        "worker.js",
        "worker.js.map",
        "wrangler.jsonc",
    ]
    assert '"main": "worker.js"' in (out / "wrangler.jsonc").read_text()
    source_map = json.loads((out / "worker.js.map").read_text())
    assert (out / source_map["sources"][0]).resolve() == (EXAMPLES / "code_runner.py").resolve()


def test_outputs_have_the_permissions_of_a_file_the_user_writes(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    previous = os.umask(0o022)
    try:
        assert main(["build", str(EXAMPLES / "code_runner.py"), "-o", str(out)]) == 0
        assert {p.name: stat.S_IMODE(p.stat().st_mode) for p in out.iterdir()} == {
            p.name: 0o644 for p in out.iterdir()
        }
        (out / "worker.js").chmod(0o600)  # a rebuild keeps what the user set
        assert main(["build", str(EXAMPLES / "code_runner.py"), "-o", str(out)]) == 0
        assert stat.S_IMODE((out / "worker.js").stat().st_mode) == 0o600
        assert stat.S_IMODE((out / "wrangler.jsonc").stat().st_mode) == 0o644
    finally:
        os.umask(previous)


def test_a_folder_builds_one_subfolder_per_worker(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    assert main(["build", str(EXAMPLES), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == [
        "bridge",
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


def test_a_build_leaves_every_other_file_alone(tmp_path: Path) -> None:
    out = tmp_path / "keep"
    out.mkdir()
    worker = out / "worker_source.py"
    worker.write_text((EXAMPLES / "text_search.py").read_text())
    (out / "package.json").write_text("{}")
    (out / "node_modules").mkdir()
    (out / "node_modules" / "x.js").write_text("x")
    assert main(["build", str(worker), "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == [
        ".sandbox-py-build.json",
        "node_modules",
        "package.json",
        "worker.js",
        "worker.js.map",
        "worker_source.py",
        "wrangler.jsonc",
    ]
    assert (out / "package.json").read_text() == "{}"
    assert (out / "node_modules" / "x.js").read_text() == "x"
    # A rebuild overwrites the build's own files, and only them.
    assert main(["build", str(worker), "-o", str(out)]) == 0
    assert (out / "package.json").read_text() == "{}"


def test_a_file_the_build_did_not_write_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "dist"
    out.mkdir()
    (out / "worker.js").write_text("// mine")
    assert main(["build", str(EXAMPLES / "text_search.py"), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert (
        err
        == f"{out / 'worker.js'}: error: exists and was not written by sandbox-py build; refusing to overwrite it (move it away or choose another -o)\n"
    )
    assert sorted(p.name for p in out.iterdir()) == ["worker.js"]
    assert (out / "worker.js").read_text() == "// mine"


def test_an_edited_output_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "dist"
    assert main(["build", str(EXAMPLES / "text_search.py"), "-o", str(out)]) == 0
    edited = (out / "wrangler.jsonc").read_text() + "// my vars\n"
    (out / "wrangler.jsonc").write_text(edited)
    assert main(["build", str(EXAMPLES / "text_search.py"), "-o", str(out)]) == 1
    assert (
        "wrangler.jsonc: error: exists and was edited since sandbox-py build wrote it"
        in capsys.readouterr().err
    )
    assert (out / "wrangler.jsonc").read_text() == edited


def test_a_folder_build_keeps_other_subfolders(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    (out / "mine").mkdir(parents=True)
    (out / "mine" / "a.txt").write_text("a")
    assert main(["build", str(EXAMPLES), "-o", str(out)]) == 0
    assert main(["build", str(EXAMPLES), "-o", str(out)]) == 0
    assert (out / "mine" / "a.txt").read_text() == "a"
    assert (out / "notebook" / "worker.js").is_file()


def test_an_output_path_that_is_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "notes.txt"
    out.write_text("notes")
    assert main(["build", str(EXAMPLES / "text_search.py"), "-o", str(out)]) == 1
    assert "notes.txt: error: exists and is not a folder" in capsys.readouterr().err
    assert out.read_text() == "notes"


def test_the_output_folder_defaults_to_dist_in_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["build", str(EXAMPLES / "text_search.py")]) == 0
    assert (tmp_path / "dist" / "worker.js").is_file()


def test_snapshot_updates_are_not_a_build_option(capsys: pytest.CaptureFixture[str]) -> None:
    # Snapshots are the repository's test data: `pytest --update` rewrites them, the user CLI never does.
    with pytest.raises(SystemExit) as exit_info:
        main(["build", str(EXAMPLES / "text_search.py"), "--update-snapshots"])
    assert exit_info.value.code == 2
    assert "unrecognized arguments: --update-snapshots" in capsys.readouterr().err
