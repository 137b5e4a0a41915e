"""Versions the bump must refuse: exit 1, one compiler-style error line, no traceback, nothing written."""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

import pytest
from bump_helpers import Project, bump, contents, errors

from generator import cli, dts, pipeline, surface, toolchain
from generator.bump import pin


def test_a_release_with_unknown_entry_points_is_refused_by_name(project: Project) -> None:
    """0.13.0-next.751.1 ships ten entry points; those generator/surface.py neither binds nor excludes
    must be named. (Once surface.py decides on all of them, the same bump must bind instead.)"""
    folder = project("0.12.9")
    before = contents(folder)
    done = bump(folder, "0.13.0-next.751.1")
    lock = folder.parent / (folder.name + "-lock")
    lock.mkdir()
    pin.pin(folder, "0.13.0-next.751.1", lock)
    with toolchain.using(lock, quiet=True, bindings_only=True) as node_modules:
        shipped = set(dts.entry_points(node_modules))
    assert len(shipped) == 10
    unknown = sorted(shipped - {e.subpath for e in surface.BOUND} - set(surface.EXCLUDED))
    assert "Traceback" not in done.stderr
    if unknown:
        assert done.returncode == 1
        assert errors(done.stderr) == [
            f"{node_modules}/@cloudflare/sandbox/package.json: "
            f"error: entry point {', '.join(unknown)} is neither bound nor excluded (see generator/surface.py)"
        ]
        assert done.stdout == ""
        assert contents(folder) == before
    else:
        assert done.returncode in (0, 2), done.stderr
        assert (
            json.loads((folder / "bindings" / "manifest.json").read_text())["sources"]["@cloudflare/sandbox"]
            == "0.13.0-next.751.1"
        )


def test_a_tarball_that_does_not_match_the_lockfile_is_refused(
    project: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """npm records the registry's integrity hash at pin time; if the tarball fetched at install time
    hashes differently (a tampered mirror, a swapped file), `npm ci` must refuse it."""
    folder = project("0.12.9")
    before = contents(folder)
    forged = "sha512-" + base64.b64encode(hashlib.sha512(b"not the published tarball").digest()).decode()

    def pin_then_forge(lock_dir: Path, spec: str, into: Path) -> str:
        version = real_pin(lock_dir, spec, into)
        lock = json.loads((into / "package-lock.json").read_text())
        lock["packages"]["node_modules/@cloudflare/sandbox"]["integrity"] = forged
        (into / "package-lock.json").write_text(json.dumps(lock, indent=2) + "\n")
        return version

    real_pin = pin.pin
    monkeypatch.setattr(pin, "pin", pin_then_forge)
    code = cli.main(["bump", "0.12.10", "--lock-dir", str(folder), "--out", str(folder / "bindings")])
    out, err = capsys.readouterr()
    assert code == 1
    [line] = errors(err)
    assert line.startswith(f"{folder / 'package-lock.json'}: error: npm ci failed: code EINTEGRITY"), line
    assert f"wanted {forged} but got sha512-" in line
    assert out == ""
    assert contents(folder) == before


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("99.0.0", "error: npm cannot pin @cloudflare/sandbox@99.0.0: code ETARGET"),
        (
            "https://example.com/sandbox.tgz",
            "error: 'https://example.com/sandbox.tgz' is not a version or a dist-tag",
        ),
    ],
)
def test_a_version_npm_cannot_pin_is_refused(project: Project, spec: str, message: str) -> None:
    folder = project("0.12.9")
    before = contents(folder)
    done = bump(folder, spec)
    assert done.returncode == 1
    [line] = errors(done.stderr)
    assert message in line
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert contents(folder) == before


def test_an_unexpected_generator_failure_is_one_line_naming_where(
    project: Project, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The reader and emitter report what they know as CompileError; anything else is a generator bug,
    still reported as one line (file:line of the failure), and still writes nothing."""
    folder = project("0.12.9")
    before = contents(folder)

    def broken(node_modules: Path) -> dict[str, str]:
        raise KeyError("UnknownTypeNode")

    monkeypatch.setattr(pipeline, "generate", broken)
    code = cli.main(["bump", "0.12.10", "--lock-dir", str(folder), "--out", str(folder / "bindings")])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    [line] = errors(err)
    assert line.startswith("tests/bump/test_bump_refused.py:") and line.endswith(
        "error: internal error binding @cloudflare/sandbox 0.12.10: KeyError: 'UnknownTypeNode'"
    ), line
    assert contents(folder) == before
