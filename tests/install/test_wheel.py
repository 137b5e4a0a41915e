"""Install like a user: build the wheel from this checkout, install it (with its dependencies) into a
fresh venv, and run the tool on a worker in a folder outside the checkout.

The toolchain cache is the one of this run (SANDBOX_PY_CACHE when set), so `npm ci` does not rerun.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator import ROOT, resources

#: What `pip install .` reads from the checkout (the rest of the repository is not part of the wheel).
SOURCE_FILES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "package.json", "package-lock.json")
SOURCE_DIRS = ("generator", "bindings")
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


@dataclass(frozen=True)
class Installed:
    venv: Path
    project: Path  # an empty folder outside the checkout: the user's project

    @property
    def tool(self) -> Path:
        return self.venv / "bin" / "sandbox-py"

    def run(self, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        env["PATH"] = os.pathsep.join([str(self.venv / "bin"), env.get("PATH", "")])
        return subprocess.run(
            [str(self.tool), *args],
            cwd=cwd or self.project,
            env=env,
            text=True,
            capture_output=True,
            timeout=300,
            check=False,
        )


def _pip(*args: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
        text=True,
        capture_output=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    root = tmp_path_factory.mktemp("install")
    # Build from a copy, so a stale build/ folder in the checkout can never leak into the wheel.
    source = root / "source"
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "pinned")
    for name in SOURCE_DIRS:
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    for name in SOURCE_FILES:
        shutil.copy2(ROOT / name, source / name)
    wheels = root / "wheels"
    _pip("wheel", "--no-deps", "--quiet", "--wheel-dir", str(wheels), str(source))
    (wheel,) = wheels.glob("sandbox_py-*.whl")
    # A venv without pip of its own (fast to make); this interpreter's pip installs into it.
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    _pip("--python", str(venv / "bin" / "python"), "install", "--quiet", str(wheel))
    project = root / "project"
    project.mkdir()
    return Installed(venv, project)


@pytest.fixture
def worker(installed: Installed) -> Callable[[str, str], Path]:
    def write(name: str, text: str) -> Path:
        path = installed.project / name
        path.write_text(text, encoding="utf-8")
        return path

    return write


CODE_RUNNER = (ROOT / "examples" / "code_runner.py").read_text()


def test_the_tool_runs_from_the_installed_package_not_the_checkout(installed: Installed) -> None:
    done = installed.run("--version")
    assert (done.returncode, done.stdout) == (0, f"sandbox-py {VERSION}\n")
    where = subprocess.run(
        [
            str(installed.venv / "bin" / "python"),
            "-c",
            "import generator, bindings; print(generator.__file__); print(bindings.__file__)",
        ],
        cwd=installed.project,
        text=True,
        capture_output=True,
        check=True,
    )
    site = installed.venv.resolve()
    for line in where.stdout.splitlines():
        assert Path(line).resolve().is_relative_to(site), line
    # The lock files ship inside the package, identical to the checkout's.
    pinned = (
        installed.venv
        / "lib"
        / f"python{sys.version_info.major}.{sys.version_info.minor}"
        / "site-packages"
        / "generator"
        / "pinned"
    )
    for name in resources.LOCK_FILES:
        assert (pinned / name).read_bytes() == (ROOT / name).read_bytes()


def test_build_writes_the_snapshot_output_into_dist(
    installed: Installed, worker: Callable[[str, str], Path]
) -> None:
    worker("code_runner.py", CODE_RUNNER)
    done = installed.run("build", "code_runner.py")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "code_runner.py -> dist\n"
    dist = installed.project / "dist"
    for name in ("worker.js", "wrangler.jsonc"):
        assert (dist / name).read_text() == (ROOT / "snapshots" / "code_runner" / name).read_text(), name
    assert (dist / "worker.js.map").is_file()


def test_check_passes_a_clean_worker(installed: Installed, worker: Callable[[str, str], Path]) -> None:
    worker("code_runner.py", CODE_RUNNER)
    done = installed.run("check", "code_runner.py")
    assert (done.returncode, done.stdout) == (0, ""), done.stdout + done.stderr
    assert done.stderr == "code_runner.py: no errors (mypy --strict, transpile, tsc --checkJs)\n"
    assert not (installed.project / ".mypy_cache").exists()  # the check writes nothing into the project


def test_check_reports_mypy_and_transpile_errors(
    installed: Installed, worker: Callable[[str, str], Path]
) -> None:
    worker(
        "broken.py",
        "from bindings.workers import Request, Response\n\n\n"
        "async def fetch(request: Request) -> Response:\n"
        '    count: int = "one"\n'
        "    with open(count):\n"
        "        pass\n"
        '    return Response("x")\n',
    )
    done = installed.run("check", "broken.py")
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    assert any(
        line.startswith("broken.py:5:18: error: Incompatible types in assignment") for line in lines
    ), lines
    assert "broken.py:6:10: error: Name \"open\" is not defined or not supported" in lines
    assert "error(s) (mypy" in done.stderr


def test_check_runs_tsc_on_the_javascript(installed: Installed, worker: Callable[[str, str], Path]) -> None:
    # mypy accepts an Any argument; the SDK's declarations do not accept a number as code.
    source = "from typing import Any, cast\n" + CODE_RUNNER.replace(
        "run_code(code)", "run_code(cast(Any, 42))"
    )
    worker("sneaky.py", source)
    line = next(i for i, text in enumerate(source.splitlines(), 1) if "run_code(" in text)
    done = installed.run("check", "sneaky.py")
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.startswith(
        f"sneaky.py:{line}:5: error: Argument of type 'number' is not assignable to parameter of type 'string'. [tsc TS2345"
    ), done.stdout
    assert done.stderr == "sneaky.py: 1 error(s) (mypy 0, transpile 0, tsc 1)\n"


def test_bindings_check_compares_the_installed_bindings(installed: Installed) -> None:
    done = installed.run("bindings", "--check")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == ""
    assert done.stderr.endswith("bindings are up to date\n")


def test_bump_dry_run_reports_against_the_installed_pin(installed: Installed) -> None:
    pinned = resources.pinned_dependencies()["@cloudflare/sandbox"]
    done = installed.run("bump", pinned, "--dry-run")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == f"@cloudflare/sandbox {pinned} -> {pinned}: public API unchanged\n"
    assert "dry run: nothing written" in done.stderr


def test_bump_will_not_rewrite_the_installed_package(installed: Installed) -> None:
    done = installed.run("bump", "0.12.10")
    assert done.returncode == 1
    assert (
        "generator/pinned/package-lock.json: error: this is the pin of the installed sandbox-py"
        in done.stderr
    )
    assert "Traceback" not in done.stderr
