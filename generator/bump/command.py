"""`sandbox-py bump VERSION [--dry-run]`: exit 0 when the public API is unchanged, 2 when it changed
(review required), 1 when the new version cannot be pinned, installed or bound."""

from __future__ import annotations

import argparse
import tempfile
import time
import traceback
from dataclasses import replace
from pathlib import Path

from generator import ROOT, pipeline, resources, surface, toolchain
from generator.bump import apply, compare, pin, report
from generator.diagnostics import CompileError
from generator.emit import contract

UNCHANGED, CHANGED = 0, 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("version", help=f"the {surface.SDK_PACKAGE} version (or dist-tag) to pin")
    parser.add_argument("--dry-run", action="store_true", help="print the report, write nothing")
    parser.add_argument(
        "--lock-dir",
        type=Path,
        help=f"folder of package.json + package-lock.json (default: this tool's own pin, {resources.lock_dir()})",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=pipeline.BINDINGS,
        help="bindings folder: its api.txt is the old contract (default: %(default)s)",
    )


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    if args.lock_dir is None:
        args.lock_dir = resources.lock_dir()
        if not args.dry_run and not resources.is_checkout():
            raise CompileError.one(
                str(args.lock_dir / "package-lock.json"),
                "this is the pin of the installed sandbox-py: upgrade sandbox-py to move to another "
                f"{surface.SDK_PACKAGE}, or bump a copy with --lock-dir DIR --out DIR (--dry-run only reports)",
            )
    old = _baseline(args.out / "api.txt")
    old_version = pin.pinned_version(args.lock_dir)
    if old.versions.get(surface.SDK_PACKAGE) != old_version:
        pipeline.progress(
            f"warning: {args.out / 'api.txt'} was generated from {surface.SDK_PACKAGE} "
            f"{old.versions.get(surface.SDK_PACKAGE, '(unknown)')}, not the pinned {old_version}: the report compares against it"
        )
    with tempfile.TemporaryDirectory(prefix="sandbox-py-bump-") as tmp:
        new_lock = Path(tmp)
        try:
            new_version = pin.pin(args.lock_dir, args.version, new_lock)
            with toolchain.using(new_lock, bindings_only=True) as node_modules:
                files = _generate(node_modules, new_version)
                _prune(node_modules)
        except CompileError as err:
            raise _about_lock_dir(err, new_lock, args.lock_dir) from err
        changes = compare.compare(old, contract.parse(files["api.txt"]))
        print(report.render(changes, old_version, new_version), end="")
        code = CHANGED if changes else UNCHANGED
        if args.dry_run:
            pipeline.progress(f"dry run: nothing written ({time.perf_counter() - started:.1f}s)")
            return code
        apply.apply(new_lock, args.lock_dir, files, args.out)
    pipeline.progress(
        f"wrote {args.lock_dir / 'package.json'}, package-lock.json and {args.out} ({time.perf_counter() - started:.1f}s)"
    )
    print(
        f"\nPinned {surface.SDK_PACKAGE} {new_version}. Next: `pytest tests/transpile` - the snapshot tests show which emitted workers changed."
    )
    return code


def _prune(node_modules: Path) -> None:
    """Keep the install this run used (a dry run is often followed by the real bump) and delete the
    other versions' installs of earlier bumps, which nothing needs any more."""
    deleted, freed = toolchain.prune(keep=node_modules)
    if deleted:
        pipeline.progress(
            f"pruned {deleted} earlier bump install(s) from {toolchain.cache_root()} ({freed / 1e6:.0f} MB)"
        )


def _baseline(path: Path) -> contract.Contract:
    try:
        return contract.parse(path.read_text())
    except OSError as err:
        raise CompileError.one(
            str(path), f"cannot read the old API contract ({err.strerror}): run `sandbox-py bindings` first"
        ) from err
    except ValueError as err:
        raise CompileError.one(str(path), f"not an API contract: {err}") from err


def _about_lock_dir(err: CompileError, new_lock: Path, lock_dir: Path) -> CompileError:
    """An error about the temporary lock files names the files they were to replace (the temporary
    folder is gone by the time the error is read)."""
    return CompileError(
        [
            replace(d, path=str(lock_dir / Path(d.path).relative_to(new_lock)))
            if Path(d.path).is_relative_to(new_lock)
            else d
            for d in err.diagnostics
        ]
    )


def _generate(node_modules: Path, version: str) -> dict[str, str]:
    """pipeline.generate, with an unexpected generator failure reported as one line that points at the
    failing source line, like every other bump error (the contract is exit 1, never a traceback)."""
    pipeline.progress(f"generating the bindings of {surface.SDK_PACKAGE} {version}")
    try:
        return pipeline.generate(node_modules)
    except CompileError:
        raise
    except Exception as err:
        frame = traceback.extract_tb(err.__traceback__)[-1]
        message = " ".join(str(err).split())
        where = Path(frame.filename).resolve()
        path = str(where.relative_to(ROOT)) if where.is_relative_to(ROOT) else str(where)
        raise CompileError.one(
            path,
            f"internal error binding {surface.SDK_PACKAGE} {version}: {err.__class__.__name__}: {message}",
            frame.lineno,
        ) from err
