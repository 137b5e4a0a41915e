"""Fixtures of the harness tests: one Node host (and its Miniflare instances) for the whole session.

Where the workers under test live is in harness_examples.py (snapshots/<example>/ by default;
SANDBOX_PY_HARNESS_EXAMPLES points the tests at another folder of the same layout). `runtime` and
`probe` run the probe worker (probe/), which calls every SDK method the double implements; a module
that needs it configured otherwise defines its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.harness import Harness, Runtime, Worker, WorkerSpec
from generator.harness.pytest_plugin import harness  # noqa: F401  (re-exported fixture)

PROBE = Path(__file__).parent / "probe" / "wrangler.jsonc"


@pytest.fixture(scope="module")
def runtime(harness: Harness) -> Iterator[Runtime]:  # noqa: F811 (the fixture above)
    with harness.start(WorkerSpec.from_wrangler("probe", PROBE)) as rt:
        yield rt


@pytest.fixture
def probe(runtime: Runtime) -> Worker:
    w = runtime["probe"]
    w.reset()
    return w
