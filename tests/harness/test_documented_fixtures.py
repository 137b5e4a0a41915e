"""The documented-output fixtures are the seed's "Emitted JavaScript" blocks, unedited."""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

import pytest
from harness_examples import DOCUMENTED, DOCUMENTED_EXAMPLES

SEED = Path(os.environ.get("SANDBOX_PY_SEED", "/work/shared/seeds/000_5f57eb6e9b49dee6.txt"))
SHA256 = {
    "code_runner": "675cb6fd7afb507d8708a1b752f0dcdafdddce8f74004d03c336cc680875d488",
    "test_runner": "3a54a9608a236ba7996855c850580e708276e420d9bf92681cf7448dcae069e3",
    "text_search": "b15b8fe35d628385fc1a9c713010e5f0af1b32a195c292a0295c591dee113eb7",
}


@pytest.mark.parametrize("example", DOCUMENTED_EXAMPLES)
def test_fixture_is_unchanged(example: str) -> None:
    assert hashlib.sha256((DOCUMENTED / f"{example}.js").read_bytes()).hexdigest() == SHA256[example]


@pytest.mark.skipif(not SEED.is_file(), reason=f"the seed document {SEED} is not on this machine")
def test_fixtures_are_the_seeds_emitted_javascript_blocks_in_order() -> None:
    blocks = re.findall(r"Emitted JavaScript\n\n(.*?export default worker;\n)", SEED.read_text(), re.DOTALL)
    assert blocks == [(DOCUMENTED / f"{e}.js").read_text() for e in DOCUMENTED_EXAMPLES]


def test_fixtures_still_import_fable_modules_paths() -> None:
    """The import rewrite happens at bundle time, never by editing the fixtures."""
    for example in DOCUMENTED_EXAMPLES:
        text = (DOCUMENTED / f"{example}.js").read_text()
        assert "./fable_modules/fable-library-js.5.13.0/" in text
        assert "@fable-org/fable-library-js" not in text
