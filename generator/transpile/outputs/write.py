"""Write a build's files into an output folder without touching anything the build did not write.

Each output folder gets a ledger, `.sandbox-py-build.json`, naming the files the build wrote and the
SHA-256 of what it wrote. A file is (over)written only when it is absent, or when it is the ledger's and
unchanged since: a hand-written `worker.js`, an edited `wrangler.jsonc` or a folder that is not the
tool's is refused, with one located error, before anything is written. Every other file in the folder
(`package.json`, `node_modules`, the worker's own source) is left alone; nothing is ever deleted.
Each file is written to a temporary name beside it and renamed into place, so a reader never sees half
a file, and a failed build (which raises before this module is reached) leaves the previous output as
it was.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
from pathlib import Path

from generator.diagnostics import CompileError, Diagnostic

LEDGER = ".sandbox-py-build.json"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_ledger(folder: Path) -> dict[str, str]:
    path = folder / LEDGER
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        files = data["files"]
        return {str(k): str(v) for k, v in files.items()}
    except (ValueError, KeyError, TypeError, AttributeError, OSError):
        return {}


def conflicts(target: Path, files: dict[str, str]) -> list[Diagnostic]:
    """The files of `files` that exist under `target` and are not the build's own, unchanged."""
    found: list[Diagnostic] = []
    ledgers: dict[Path, dict[str, str]] = {}
    if target.exists() and not target.is_dir():
        return [Diagnostic(str(target), "exists and is not a folder; choose another output folder")]
    for name in files:
        path = target / name
        folder = path.parent
        if folder.exists() and not folder.is_dir():
            found.append(Diagnostic(str(folder), "exists and is not a folder; choose another output folder"))
            continue
        if not path.exists() and not path.is_symlink():
            continue
        ledger = ledgers.setdefault(folder, read_ledger(folder))
        recorded = ledger.get(path.name)
        ours = False
        if recorded is not None and path.is_file() and not path.is_symlink():
            try:
                ours = digest(path.read_text(encoding="utf-8")) == recorded
            except (OSError, UnicodeDecodeError):
                ours = False
        if not ours:
            why = (
                "was edited since sandbox-py build wrote it"
                if recorded
                else "was not written by sandbox-py build"
            )
            found.append(
                Diagnostic(
                    str(path),
                    f"exists and {why}; refusing to overwrite it (move it away or choose another -o)",
                )
            )
    return found


def atomic_write(path: Path, text: str) -> None:
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(temp, _mode_for(path))  # (mkstemp makes it 0600)
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _mode_for(path: Path) -> int:
    """The permissions `open()` would give a new file (0666 less the umask), or those of the file
    being replaced: a build's output reads like any file the user writes."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def write_outputs(target: Path, files: dict[str, str]) -> None:
    """Write `files` (relative name -> text) under `target`, or raise `CompileError` and write nothing."""
    problems = conflicts(target, files)
    if problems:
        raise CompileError(problems)
    by_folder: dict[Path, dict[str, str]] = {}
    for name, text in files.items():
        path = target / name
        by_folder.setdefault(path.parent, {})[path.name] = text
    try:
        for folder, own in by_folder.items():
            folder.mkdir(parents=True, exist_ok=True)
            ledger = read_ledger(folder)
            for file_name, text in own.items():
                atomic_write(folder / file_name, text)
                ledger[file_name] = digest(text)
            atomic_write(
                folder / LEDGER, json.dumps({"files": dict(sorted(ledger.items()))}, indent=2) + "\n"
            )
    except OSError as err:
        raise CompileError.one(str(err.filename or target), err.strerror or str(err)) from None
