"""The snippet a client sends: validated into a dataclass with a classmethod constructor."""

from dataclasses import dataclass
from typing import Any

LANGUAGES = {"py": "python", "js": "javascript", "sh": "shell"}


@dataclass(frozen=True)
class Snippet:
    name: str
    code: str

    @classmethod
    def from_json(cls, data: Any) -> "Snippet":
        if not isinstance(data, dict):
            raise ValueError("expected a JSON object")
        name = data.get("name")
        code = data.get("code")
        if not isinstance(name, str) or not isinstance(code, str):
            raise ValueError("name and code must be strings")
        if "/" in name or name.startswith("."):
            raise ValueError(f"bad name {name!r}")
        return cls(name, code)

    @property
    def extension(self) -> str:
        _, dot, ext = self.name.rpartition(".")
        return ext if dot else ""

    @property
    def language(self) -> str:
        return LANGUAGES.get(self.extension, "text")

    @property
    def first_line(self) -> str:
        lines = self.code.splitlines()
        return lines[0].strip() if lines else ""
