"""Git workflow: clone a repository, install, build and test it; stop at the first failing step.

Port of the Sandbox SDK guide "Work with Git" (developers.cloudflare.com/sandbox/guides/git-workflows):
gitCheckout(repoUrl, { branch, targetDir, depth }) then exec in the checkout.
"""

from typing import Protocol, TypedDict

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response, crypto

STEPS = [("install", "npm ci"), ("build", "npm run build"), ("test", "npm test")]
TARGET = "/workspace/repo"


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


class StepReport(TypedDict):
    step: str
    exitCode: int
    durationMs: float
    output: str


def tail(text: str, lines: int = 20) -> str:
    return "\n".join(text.splitlines()[-lines:])


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    repo = url.search_params.get("repo")
    if repo is None or not repo.startswith("https://"):
        return Response.json({"error": "?repo=https://... is required"}, status=400)
    branch = url.search_params.get("branch") or "main"

    sandbox = get_sandbox(env.Sandbox, f"ci-{crypto.random_uuid()}")
    checkout = await sandbox.git_checkout(repo, branch=branch, target_dir=TARGET, depth=1)
    if not checkout.success:
        return Response.json({"error": f"clone of {repo} failed"}, status=502)

    reports: list[StepReport] = []
    for name, command in STEPS:
        result = await sandbox.exec(command, cwd=TARGET, timeout=300_000)
        reports.append(
            {
                "step": name,
                "exitCode": result.exit_code,
                "durationMs": result.duration,
                "output": tail(result.stdout + result.stderr),
            }
        )
        if not result.success:
            break

    passed = all(r["exitCode"] == 0 for r in reports) and len(reports) == len(STEPS)
    return Response.json({"branch": checkout.branch, "passed": passed, "steps": reports}, status=200 if passed else 422)
