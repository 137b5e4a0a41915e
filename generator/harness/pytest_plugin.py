"""pytest fixtures for the harness.

`harness` is one Node process for the whole session. Start workerd once per test module:

    from generator.harness.pytest_plugin import harness  # noqa: F401  (in a conftest.py)

    @pytest.fixture(scope="module")
    def runtime(harness):
        with harness.start(WorkerSpec.from_wrangler("files", CONFIG)) as rt:
            yield rt

    @pytest.fixture
    def files(runtime):
        worker = runtime["files"]
        worker.reset()   # each test starts with an empty trace and file system
        return worker
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from generator.harness.runtime import Harness


@pytest.fixture(scope="session")
def harness() -> Iterator[Harness]:
    with Harness() as h:
        yield h
