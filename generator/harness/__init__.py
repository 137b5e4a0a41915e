"""Runtime harness: run emitted workers in workerd (Miniflare 4) behind a recording Sandbox double.

See runtime.py for the API, sandbox_double.mjs for the double, deploy.py for `wrangler deploy --dry-run`.
"""

from generator.harness.host import HarnessError
from generator.harness.runtime import (
    Call,
    Harness,
    QueueResult,
    Response,
    Runtime,
    ScheduledResult,
    Worker,
)
from generator.harness.worker_spec import WorkerSpec

__all__ = [
    "Call",
    "Harness",
    "HarnessError",
    "QueueResult",
    "Response",
    "Runtime",
    "ScheduledResult",
    "Worker",
    "WorkerSpec",
]
