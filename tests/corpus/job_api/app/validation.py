"""Validate a job request: "KEY=VALUE" env lines and a command line."""

from dataclasses import dataclass, field


class Invalid(Exception):
    pass


@dataclass
class Job:
    command: str
    env: dict[str, str] = field(default_factory=dict)


def parse_env(text: str) -> dict[str, str]:
    env: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep or not key.isidentifier():
            raise Invalid(f"line {number}: expected KEY=VALUE, got {line!r}")
        env[key] = value
    return env


def check(command: str | None, env_text: str) -> Job:
    if command is None or not command.strip():
        raise Invalid("?command= is required")
    return Job(command.strip(), parse_env(env_text))
