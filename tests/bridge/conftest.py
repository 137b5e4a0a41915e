"""Two bridges in workerd, each served over real HTTP on 127.0.0.1 by its own runtime (its own
isolate, so its own recording double): examples/bridge.py built by `sandbox-py build`, and the SDK's
own JS bridge (sdk_bridge.js), both bundled with the real @cloudflare/sandbox by the harness."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator import ROOT
from generator.cli import main
from generator.harness import Harness, Runtime, Worker, WorkerSpec
from generator.harness.pytest_plugin import harness  # noqa: F401  (re-exported fixture)

TOKEN = "bridge-test-token"
SDK_BRIDGE = Path(__file__).parent / "sdk_bridge.js"


@dataclass
class Bridge:
    runtime: Runtime
    worker: Worker

    @property
    def url(self) -> str:
        assert self.runtime.url is not None
        return self.runtime.url


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bridge")
    assert main(["build", str(ROOT / "examples" / "bridge.py"), "-o", str(out)]) == 0
    return out


@pytest.fixture(scope="module")
def python_bridge(harness: Harness, built: Path) -> Iterator[Bridge]:  # noqa: F811
    spec = WorkerSpec.from_wrangler("bridge", built / "wrangler.jsonc", secrets={"SANDBOX_API_KEY": TOKEN})
    with harness.start(spec) as rt:
        yield Bridge(rt, rt["bridge"])


@pytest.fixture(scope="module")
def sdk_bridge(harness: Harness, python_bridge: Bridge) -> Iterator[Bridge]:  # noqa: F811
    ours = python_bridge.worker.spec
    spec = WorkerSpec(
        name="sdk_bridge",
        entry=SDK_BRIDGE,
        compatibility_date=ours.compatibility_date,
        compatibility_flags=ours.compatibility_flags,
        secrets={"SANDBOX_API_KEY": TOKEN},
        durable_objects=dict(ours.durable_objects),
    )
    with harness.start(spec) as rt:
        yield Bridge(rt, rt["sdk_bridge"])


@pytest.fixture
def bridge(python_bridge: Bridge) -> Bridge:
    python_bridge.worker.reset()
    return python_bridge
