"""The build matrix: which sandbox builds which target."""

from dataclasses import dataclass

RUNTIMES = ["node-18", "node-20", "node-22"]


@dataclass
class Target:
    runtime: str
    command: str

    @property
    def sandbox_id(self) -> str:
        return f"matrix-{self.runtime}"


@dataclass
class Outcome:
    target: Target
    exit_code: int
    seconds: float
    note: str = ""

    @property
    def passed(self) -> bool:
        return self.exit_code == 0


def targets(command: str, only: str | None) -> list[Target]:
    wanted = [r.strip() for r in only.split(",")] if only else RUNTIMES
    return [Target(runtime, command) for runtime in RUNTIMES if runtime in wanted]
