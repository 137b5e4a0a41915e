"""A release pipeline whose stages are an Enum: GET /stages lists them, POST /run/<stage> runs that
stage's command in the sandbox (and the stages before it unless ?only=1), reporting each stage's
status as JSON."""

from enum import Enum, auto
from typing import NamedTuple, Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


class Stage(Enum):
    LINT = auto()
    TEST = auto()
    BUILD = auto()
    PUBLISH = auto()

    @property
    def command(self) -> str:
        match self:
            case Stage.LINT:
                return "npm run lint"
            case Stage.TEST:
                return "npm test"
            case Stage.BUILD:
                return "npm run build"
        return "npm publish --dry-run"


class Status(Enum):
    PASSED = "passed"
    FAILED = "failed"


class Outcome(NamedTuple):
    stage: Stage
    status: Status

    def as_json(self) -> dict[str, str]:
        return {"stage": str(self.stage), "status": self.status.value}


def stage_named(name: str) -> Stage | None:
    for stage in Stage:
        if stage.name.lower() == name.lower():
            return stage
    return None


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    if url.pathname == "/stages":
        return Response.json([{"name": s.name, "order": s.value, "command": s.command} for s in Stage])
    if request.method != "POST" or not url.pathname.startswith("/run/"):
        return Response("Try GET /stages or POST /run/<stage>", status=404)
    target = stage_named(url.pathname.removeprefix("/run/"))
    if target is None:
        return Response.json({"error": f"no stage {url.pathname.removeprefix('/run/')!r}"}, status=404)
    only = url.search_params.get("only") == "1"
    stages = [target] if only else [s for s in Stage if s.value <= target.value]
    sandbox = get_sandbox(env.Sandbox, "releases")
    outcomes: list[Outcome] = []
    for stage in stages:
        result = await sandbox.exec(stage.command, cwd="/workspace/app")
        outcomes.append(Outcome(stage, Status.PASSED if result.exit_code == 0 else Status.FAILED))
        if outcomes[-1].status is Status.FAILED:
            break
    failed = any(status is Status.FAILED for _, status in outcomes)
    return Response.json([o.as_json() for o in outcomes], status=500 if failed else 200)
