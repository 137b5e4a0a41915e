"""Where the tool's own files are, in a checkout and in an installed wheel alike.

- The pinned JavaScript toolchain, `package.json` + `package-lock.json`: in a checkout (or an editable
  install of one) the repository root's, which CI, the tests and `sandbox-py bump` read and write; in an
  installed wheel the copies that `setup.py` puts in `generator/pinned/` at build time.
- The generated bindings: the `bindings` package installed beside `generator`.
"""

from __future__ import annotations

import json
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
#: The repository root when the tool runs from a checkout; site-packages when it is installed.
CHECKOUT = PACKAGE.parent
#: Where a wheel carries the lock files (the name setup.py copies them to).
PINNED = PACKAGE / "pinned"
LOCK_FILES = ("package.json", "package-lock.json")


def is_checkout() -> bool:
    """True when running from the source tree (editable install or `python -m generator`)."""
    return (CHECKOUT / "pyproject.toml").is_file() and (CHECKOUT / LOCK_FILES[1]).is_file()


def lock_dir() -> Path:
    """The folder of the pinned package.json + package-lock.json."""
    if is_checkout() or not (PINNED / LOCK_FILES[1]).is_file():
        return CHECKOUT
    return PINNED


def bindings_dir() -> Path:
    """The generated bindings the transpiler imports (and `bindings --check` compares)."""
    return CHECKOUT / "bindings"


def pinned_dependencies() -> dict[str, str]:
    """package.json's `dependencies`: npm package -> exact pinned version."""
    manifest = lock_dir() / LOCK_FILES[0]
    dependencies: dict[str, str] = json.loads(manifest.read_text(encoding="utf-8"))["dependencies"]
    return dependencies


def locked_version(package: str) -> str:
    """The exact version package-lock.json resolves `package` to (`@cloudflare/sandbox` -> `0.12.9`):
    what code and tests compare against instead of writing a version down."""
    lock = json.loads((lock_dir() / LOCK_FILES[1]).read_text(encoding="utf-8"))
    return str(lock["packages"][f"node_modules/{package}"]["version"])
