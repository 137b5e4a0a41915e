"""Request and response models as dataclasses: POST /jobs {"name", "commands": [...]} runs each command.

Written from the Sandbox SDK "Execute commands" guide (exec with cwd, env, timeout), with the request and
the report modelled as dataclasses the way a Python developer models a JSON API.
"""

from dataclasses import dataclass, field
from typing import Any, Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


@dataclass
class JobRequest:
    name: str
    commands: list[str]
    cwd: str = "/workspace"
    env: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "JobRequest":
        name = data.get("name")
        commands = data.get("commands")
        if not isinstance(name, str) or not isinstance(commands, list):
            raise ValueError("name (string) and commands (list) are required")
        return cls(
            name=name,
            commands=[str(c) for c in commands],
            cwd=str(data.get("cwd", "/workspace")),
            env={str(k): str(v) for k, v in dict(data.get("env", {})).items()},
        )


@dataclass
class CommandReport:
    command: str
    exit_code: int
    stdout: str

    @property
    def ok(self) -> bool:
        return self.exit_code == 0


@dataclass
class JobReport:
    name: str
    results: list[CommandReport] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.results)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "ok": self.ok,
            "results": [{"command": r.command, "exitCode": r.exit_code, "stdout": r.stdout} for r in self.results],
        }


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    if request.method != "POST":
        return Response("POST a job", status=405)
    try:
        job = JobRequest.from_json(await request.json())
    except ValueError as error:
        return Response.json({"error": str(error)}, status=400)

    sandbox = get_sandbox(env.Sandbox, f"job-{job.name}")
    report = JobReport(job.name)
    for command in job.commands:
        result = await sandbox.exec(command, cwd=job.cwd, env=job.env)
        report.results.append(CommandReport(command, result.exit_code, result.stdout))
        if not report.results[-1].ok:
            break
    return Response.json(report.to_json(), status=200 if report.ok else 422)
