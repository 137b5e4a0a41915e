"""Options shared by every test folder. Each stage keeps its own fixtures in its own folder's conftest."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update",
        action="store_true",
        default=False,
        help="rewrite snapshots/ from the current output instead of failing on a difference",
    )


@pytest.fixture
def update_snapshots(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update"))
