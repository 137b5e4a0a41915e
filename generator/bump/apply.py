"""Put a bump in place, all or nothing: the lock files and bindings/ move together."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from generator import pipeline, toolchain
from generator.diagnostics import CompileError


def apply(new_lock: Path, lock_dir: Path, files: dict[str, str], out: Path) -> None:
    """Stage the lock files beside their targets, swap bindings/ in whole (pipeline.write), then rename
    the staged files over the old ones: a rename within one folder does not fail half way, so a failure
    anywhere before it leaves both the lock files and bindings/ as they were."""
    staged: list[tuple[Path, Path]] = []
    try:
        for name in toolchain.LOCK_FILES:
            staged.append((lock_dir / f".{name}.bump", lock_dir / name))
            shutil.copyfile(new_lock / name, staged[-1][0])
        pipeline.write(files, out)
        for staging, target in staged:
            os.replace(staging, target)
    except OSError as err:
        raise CompileError.one(
            str(err.filename or out), f"cannot write the bump: {err.strerror or err}"
        ) from err
    finally:
        for staging, _ in staged:
            staging.unlink(missing_ok=True)  # already renamed, unless something failed
