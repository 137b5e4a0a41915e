"""`wrangler deploy --dry-run` succeeds offline on every example's build output and generated config."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from harness_examples import EXAMPLES, example_config

from generator.harness.deploy import dry_run
from generator.harness.worker_spec import read_jsonc


@pytest.mark.parametrize("example", EXAMPLES)
def test_dry_run_deploy_succeeds_without_login_or_docker(example: str, tmp_path: Path) -> None:
    config = example_config(example)
    data = read_jsonc(config)

    result = dry_run(config.parent, tmp_path / "out")

    assert result.ok, result.output
    assert "--dry-run: exiting now." in result.output
    binding = data["durable_objects"]["bindings"][0]
    assert f"env.{binding['name']} ({binding['class_name']})" in result.output
    for container in data.get("containers", []):
        assert container["image"] in result.output  # the container is part of the deployment
    assert result.bundle is not None and result.bundle.stat().st_size > 0


def test_a_dockerfile_image_is_refused_with_the_reason(tmp_path: Path) -> None:
    build = tmp_path / "build"
    shutil.copytree(example_config("code_runner").parent, build)
    config = build / "wrangler.jsonc"
    text = config.read_text()
    image = read_jsonc(config)["containers"][0]["image"]
    config.write_text(text.replace(f'"{image}"', '"./Dockerfile"'))

    result = dry_run(build, tmp_path / "out")

    assert not result.ok
    assert "is a Dockerfile" in result.output and str(config) in result.output


def test_a_worker_that_does_not_bundle_fails_and_names_the_file(tmp_path: Path) -> None:
    build = tmp_path / "build"
    shutil.copytree(example_config("code_runner").parent, build)
    main = read_jsonc(build / "wrangler.jsonc")["main"]
    (build / main).write_text(
        'import { nothing } from "./missing-module.js";\nexport default { fetch() {} };\n'
    )

    result = dry_run(build, tmp_path / "out")

    assert not result.ok
    assert "missing-module.js" in result.output
