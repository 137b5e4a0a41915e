"""What the harness needs to know to run one worker: its entry module and its Sandbox binding.

`WorkerSpec.from_wrangler()` reads them from a generated wrangler.jsonc (main, compatibility date and
flags, the Durable Object binding whose class is the Sandbox), so the harness runs a build output the
way `wrangler deploy` would configure it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from generator.diagnostics import CompileError

#: The date the harness runs workers at when the worker has no wrangler.jsonc (the documented output).
DEFAULT_COMPATIBILITY_DATE = "2025-09-01"


@dataclass(frozen=True)
class WorkerSpec:
    name: str
    entry: Path
    binding: str = "Sandbox"
    class_name: str = "Sandbox"
    compatibility_date: str = DEFAULT_COMPATIBILITY_DATE
    compatibility_flags: tuple[str, ...] = field(default=("nodejs_compat",))
    #: `vars` of wrangler.jsonc: plain bindings on env (strings or JSON values).
    vars: Mapping[str, Any] = field(default_factory=dict)
    #: Secrets (`wrangler secret put` in production): string bindings on env, like vars.
    secrets: Mapping[str, str] = field(default_factory=dict)
    #: Other bindings, by binding name, backed by Miniflare's local implementations.
    kv_namespaces: tuple[str, ...] = ()
    r2_buckets: tuple[str, ...] = ()
    d1_databases: tuple[str, ...] = ()
    queue_producers: Mapping[str, str] = field(default_factory=dict)  # binding -> queue name
    #: The worker's own Durable Objects (binding -> class it exports), run as they are, unlike the Sandbox.
    durable_objects: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Za-z0-9_-]+", self.name):
            raise ValueError(f"worker name {self.name!r}: use letters, digits, '-' and '_' only")
        if not self.entry.is_file():
            raise FileNotFoundError(f"{self.entry}: error: worker module not found")

    @classmethod
    def from_wrangler(
        cls,
        name: str,
        config: Path,
        *,
        vars: Mapping[str, Any] | None = None,
        secrets: Mapping[str, str] | None = None,
    ) -> WorkerSpec:
        """The worker as `wrangler deploy` would configure it; `vars` are merged over the file's,
        `secrets` are what `wrangler secret put` would have set."""
        data = read_jsonc(config)
        main = data.get("main")
        if not isinstance(main, str):
            raise CompileError.one(str(config), '"main" is missing: the harness needs the worker module')
        flags = tuple(data.get("compatibility_flags", ()))
        if "nodejs_compat" not in flags:
            raise CompileError.one(
                str(config), '"compatibility_flags" lacks "nodejs_compat", which @cloudflare/sandbox needs'
            )
        binding, class_name = sandbox_binding(config, data)
        return cls(
            name=name,
            entry=(config.parent / main).resolve(),
            binding=binding,
            class_name=class_name,
            compatibility_date=str(data.get("compatibility_date", DEFAULT_COMPATIBILITY_DATE)),
            compatibility_flags=flags,
            vars={**data.get("vars", {}), **(vars or {})},
            secrets=dict(secrets or {}),
            kv_namespaces=tuple(str(b["binding"]) for b in data.get("kv_namespaces", [])),
            r2_buckets=tuple(str(b["binding"]) for b in data.get("r2_buckets", [])),
            d1_databases=tuple(str(b["binding"]) for b in data.get("d1_databases", [])),
            queue_producers={
                str(q["binding"]): str(q["queue"]) for q in data.get("queues", {}).get("producers", [])
            },
            durable_objects={
                str(b["name"]): str(b["class_name"])
                for b in data.get("durable_objects", {}).get("bindings", [])
                if b["name"] != binding
            },
        )

    def to_host(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "entry": str(self.entry.resolve()),
            "binding": self.binding,
            "className": self.class_name,
            "compatibilityDate": self.compatibility_date,
            "compatibilityFlags": list(self.compatibility_flags),
            "vars": dict(self.vars),
            "secrets": dict(self.secrets),
            "kvNamespaces": list(self.kv_namespaces),
            "r2Buckets": list(self.r2_buckets),
            "d1Databases": list(self.d1_databases),
            "queueProducers": dict(self.queue_producers),
            "durableObjects": dict(self.durable_objects),
        }


def sandbox_binding(config: Path, data: dict[str, Any]) -> tuple[str, str]:
    """(binding name, class name) of the Durable Object backed by the Sandbox container."""
    bindings = data.get("durable_objects", {}).get("bindings", [])
    container_classes = {c.get("class_name") for c in data.get("containers", [])}
    candidates = [b for b in bindings if b.get("class_name") in container_classes] or bindings
    if len(candidates) != 1:
        raise CompileError.one(
            str(config),
            f"expected one Sandbox Durable Object binding, found {len(candidates)} in durable_objects.bindings",
        )
    return str(candidates[0]["name"]), str(candidates[0]["class_name"])


def read_jsonc(path: Path) -> dict[str, Any]:
    """JSON with comments and trailing commas, as wrangler accepts it."""
    try:
        text = path.read_text()
    except OSError as e:
        raise CompileError.one(str(path), f"cannot read: {e.strerror}") from e
    try:
        data = json.loads(strip_jsonc(text))
    except json.JSONDecodeError as e:
        raise CompileError.one(str(path), f"not valid JSONC: {e.msg}", e.lineno, e.colno) from e
    if not isinstance(data, dict):
        raise CompileError.one(str(path), "expected an object at the top level")
    return cast(dict[str, Any], data)


_STRING = r'"(?:\\.|[^"\\])*"'
_COMMENT = re.compile(_STRING + r"|//[^\n]*|/\*.*?\*/", re.DOTALL)
_TRAILING_COMMA = re.compile(_STRING + r"|,(?=\s*[}\]])")


def strip_jsonc(text: str) -> str:
    """Drop comments, then trailing commas, outside strings; keep line numbers for error messages."""

    def keep(m: re.Match[str]) -> str:
        token = m.group(0)
        return token if token.startswith('"') else "\n" * token.count("\n")

    return _TRAILING_COMMA.sub(keep, _COMMENT.sub(keep, text))
