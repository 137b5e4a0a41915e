"""wrangler.jsonc: bindings from Env, migrations, the Sandbox image and its -python variant."""

import json

from generator.transpile.lower.module import DurableObject
from generator.transpile.outputs.wrangler import compatibility_date, sdk_version, wrangler_config


def _parse(text: str) -> dict[str, object]:
    lines = [line for line in text.splitlines() if not line.startswith("//")]
    return json.loads("\n".join(lines))  # type: ignore[no-any-return]


def test_config_for_a_sandbox_binding() -> None:
    config = _parse(wrangler_config("text_search", [DurableObject("Sandbox", "Sandbox", True)], ["exec"]))
    assert config == {
        "name": "text-search",
        "main": "worker.js",
        "compatibility_date": compatibility_date(),
        "compatibility_flags": ["nodejs_compat"],
        "containers": [
            {
                "class_name": "Sandbox",
                "image": f"docker.io/cloudflare/sandbox:{sdk_version()}",
                "max_instances": 1,
            }
        ],
        "durable_objects": {"bindings": [{"name": "Sandbox", "class_name": "Sandbox"}]},
        "migrations": [{"tag": "v1", "new_sqlite_classes": ["Sandbox"]}],
    }


def test_code_contexts_need_the_python_image() -> None:
    config = _parse(wrangler_config("nb", [DurableObject("Sandbox", "Sandbox", True)], ["runCode"]))
    assert config["containers"] == [
        {"class_name": "Sandbox", "image": "docker.io/cloudflare/sandbox:0.12.9-python", "max_instances": 1}
    ]


def test_no_durable_objects_no_containers() -> None:
    config = _parse(wrangler_config("plain", [], []))
    assert "containers" not in config and "durable_objects" not in config and "migrations" not in config


def test_dates_and_versions_come_from_the_pinned_packages() -> None:
    assert sdk_version() == "0.12.9"
    assert compatibility_date() == "2026-07-30"
