"""Fixtures of the corpus tests: the session's harness host (one Node process)."""

from __future__ import annotations

from generator.harness.pytest_plugin import harness  # noqa: F401  (re-exported fixture)
