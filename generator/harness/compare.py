"""Helpers for asserting on what a worker did: SSE bodies, and traces that contain random ids."""

from __future__ import annotations

import json
import re
from typing import Any

UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
#: Ids the double hands out itself (code contexts, processes, backups) are UUID-shaped but fixed.
DOUBLE_ID = re.compile(r"00000000-0000-4000-8000-\d{12}")


def parse_sse(body: str) -> list[Any]:
    """The JSON payloads of `data:` events, as the SDK's parseSSEStream reads them."""
    events: list[Any] = []
    for frame in body.split("\n\n"):
        data = "\n".join(line[5:].lstrip(" ") for line in frame.split("\n") if line.startswith("data:"))
        if data and data != "[DONE]":
            events.append(json.loads(data))
    return events


def mask_random_ids(value: Any) -> tuple[Any, list[str]]:
    """Replace each distinct random UUID by <id-1>, <id-2>, ... in order of first appearance.

    Two runs that use their random ids the same way (same places, same reuse) mask to equal values.
    Returns the masked value and the ids found, so a test can also check their format.
    """
    text = json.dumps(value, sort_keys=True)
    found: list[str] = []

    def name(m: re.Match[str]) -> str:
        uid = m.group(0)
        if DOUBLE_ID.fullmatch(uid):
            return uid
        if uid not in found:
            found.append(uid)
        return f"<id-{found.index(uid) + 1}>"

    return json.loads(UUID.sub(name, text)), found
