"""Fixtures of the harness tests: one Node host (and its Miniflare instances) for the whole session.

Where the workers under test live is in harness_examples.py (snapshots/<example>/ by default;
SANDBOX_PY_HARNESS_EXAMPLES points the tests at another folder of the same layout).
"""

from __future__ import annotations

from generator.harness.pytest_plugin import harness  # noqa: F401  (re-exported fixture)
