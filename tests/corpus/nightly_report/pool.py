"""The pool of sandboxes the report covers, from a var: "name:weight, name:weight"."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Member:
    name: str
    weight: int

    def __str__(self) -> str:
        return f"{self.name}×{self.weight}"


def parse_pool(text: str) -> list[Member]:
    members: list[Member] = []
    for item in text.split(","):
        name, _, weight = item.strip().partition(":")
        if name:
            members.append(Member(name, int(weight) if weight.isdigit() else 1))
    return members
