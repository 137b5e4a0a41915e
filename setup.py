"""Ships the pinned lock files inside the wheel.

package.json and package-lock.json stay at the repository root (CI, the tests and `sandbox-py bump` use
them there); a built wheel carries copies in `generator/pinned/`, where `generator.resources` finds them
when the tool runs installed. Everything else is configured in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
LOCK_FILES = ("package.json", "package-lock.json")


class BuildPyWithLock(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):  # an editable install reads the checkout's own files
            return
        target = Path(self.build_lib) / "generator" / "pinned"
        target.mkdir(parents=True, exist_ok=True)
        for name in LOCK_FILES:
            shutil.copyfile(HERE / name, target / name)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False):
            outputs += [str(Path(self.build_lib) / "generator" / "pinned" / name) for name in LOCK_FILES]
        return outputs


setup(cmdclass={"build_py": BuildPyWithLock})
