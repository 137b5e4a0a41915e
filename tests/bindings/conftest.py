from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import toolchain


@pytest.fixture(scope="session")
def node_modules() -> Path:
    return toolchain.ensure()


@pytest.fixture
def fake_sdk(tmp_path: Path, node_modules: Path) -> Callable[..., Path]:
    """A node_modules whose @cloudflare/sandbox is made up by the test (TypeScript and the Workers
    types are the real ones)."""

    def make(
        index: str,
        bridge: str = "export declare function shellQuote(arg: string): string;\n",
        extra_exports: tuple[str, ...] = (),
    ) -> Path:
        root = tmp_path / "node_modules"
        (root / "@cloudflare").mkdir(parents=True)
        (root / "typescript").symlink_to(node_modules / "typescript")
        (root / "@cloudflare" / "workers-types").symlink_to(node_modules / "@cloudflare" / "workers-types")
        sdk = root / "@cloudflare" / "sandbox"
        (sdk / "dist" / "bridge").mkdir(parents=True)
        (sdk / "dist" / "index.d.ts").write_text(index)
        (sdk / "dist" / "bridge" / "index.d.ts").write_text(bridge)
        exports = {".": {"types": "./dist/index.d.ts"}, "./bridge": {"types": "./dist/bridge/index.d.ts"}}
        for sub in ("./openai", "./opencode", "./xterm", *extra_exports):
            exports[sub] = {"types": "./dist/index.d.ts"}
        (sdk / "package.json").write_text(
            json.dumps({"name": "@cloudflare/sandbox", "version": "0.0.0-test", "exports": exports})
        )
        return root

    return make
