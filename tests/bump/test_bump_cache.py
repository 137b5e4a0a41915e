"""The toolchain cache after bumps: a bump installs only what generating bindings needs, and each bump
prunes the installs earlier bumps left but the few used most recently (7 dry runs used to leave 1.7 GB
of full toolchains behind; pruning all of them made every rerun install again)."""

from __future__ import annotations

import fcntl
import os
import time
from pathlib import Path

import pytest
from bump_helpers import Project, bump

from generator import toolchain


def _fake_install(root: Path, name: str) -> Path:
    install = root / name
    (install / "node_modules").mkdir(parents=True)
    (install / "node_modules" / "big").write_bytes(b"x" * 1_000_000)
    (install / toolchain.STAMP).write_text("ok\n")
    return install


def _size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


def test_a_bump_installs_the_declarations_only_and_prunes_earlier_bump_installs(
    project: Project, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = project("0.12.9")
    cache = tmp_path / "cache"
    cache.mkdir()
    monkeypatch.setenv("SANDBOX_PY_CACHE", str(cache))  # the bump runs in a child process: it inherits this
    # other versions' bump installs, the last one used most recently: KEEP_RECENT of them stay
    earlier = [_fake_install(cache, f"bindings-{i:016x}") for i in range(toolchain.KEEP_RECENT + 1)]
    for age, install in enumerate(reversed(earlier), 1):
        os.utime(install / toolchain.STAMP, (time.time() - 3600 * age,) * 2)
    busy = _fake_install(cache, "bindings-fedcba9876543210")  # one a concurrent run is reading
    pinned = _fake_install(cache, "toolchain-00112233aabbccdd")  # a full toolchain: never pruned
    with open(busy / toolchain.IN_USE, "a") as held:
        fcntl.flock(held, fcntl.LOCK_SH)
        os.utime(busy / toolchain.IN_USE, (time.time() - 86400,) * 2)  # the oldest, but in use
        done = bump(folder, "0.12.10", "--dry-run")
    assert done.returncode == 0, done.stderr
    assert "pruned 1 earlier bump install(s)" in done.stderr
    assert not earlier[0].exists() and all(p.is_dir() for p in earlier[1:])
    assert busy.is_dir() and pinned.is_dir()

    [install] = [
        p for p in cache.glob("bindings-*") if p not in (busy, *earlier)
    ]  # no `toolchain-*` of 0.12.10
    modules = install / "node_modules"
    assert (modules / "@cloudflare" / "sandbox" / "package.json").is_file()
    assert (modules / "typescript" / "package.json").is_file()
    assert not (modules / "@cloudflare" / "workerd-linux-64").exists()  # no runtime binaries
    assert _size(install) < 150_000_000  # a full toolchain is about 243 MB
    kept = [install, busy, pinned, *earlier[1:]]
    assert sorted(p.name for p in cache.iterdir()) == sorted(p.name for p in kept)

    # The real bump that follows a dry run reuses its install, and still prunes past the bound: the
    # install no run holds any more, the oldest.
    done = bump(folder, "0.12.10")
    assert done.returncode == 0, done.stderr
    assert "installing" not in done.stderr
    assert "pruned 1 earlier bump install(s)" in done.stderr
    assert sorted(p.name for p in cache.iterdir()) == sorted(p.name for p in kept if p != busy)
