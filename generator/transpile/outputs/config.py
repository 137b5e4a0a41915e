"""The user's wrangler.jsonc, merged with what the build derives, and checked against the worker.

The user keeps `wrangler.jsonc` beside the worker (or `NAME.wrangler.jsonc` for `NAME.py`, which wins
when several workers share a folder) for what only they can decide: cron schedules, vars and secrets,
routes, R2/KV/Queue/D1/service bindings, container sizing. The build never modifies that file; it
writes the merge to the output folder's wrangler.jsonc:

- `main` is the build's module (`worker.js`); the user's file may not point it elsewhere.
- `name` and `compatibility_date` are the user's when given, else derived; `compatibility_flags` are the
  user's plus the ones the build needs (`nodejs_compat`).
- `durable_objects.bindings` get one binding per `DurableObjectNamespace[C]` field of `Env` (the
  user's entry of the same name is merged over it); `containers` get one entry per Sandbox class (the
  user's entry with its `class_name` is merged over it: `instance_type`, `max_instances`, `image`);
  `migrations` are derived unless the user keeps their own history, which must create every class.
- Every other key is copied as written.

Disagreements are located errors: an `Env` field without a binding (or whose binding is of another
kind than its annotation), a `scheduled` handler without `triggers.crons` (or crons without the
handler), a `queue` handler without `queues.consumers` (or the reverse), a Durable Object binding whose
class the worker does not export.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.diagnostics import CompileError, Diagnostic
from generator.transpile.lower.module import DurableObject
from generator.transpile.outputs import jsonc
from generator.transpile.outputs.wrangler import MAIN
from generator.transpile.outputs.write import digest, read_ledger

CONFIG = "wrangler.jsonc"

#: An `Env` annotation's class name -> the config sections that may bind it.
BINDING_SECTIONS: dict[str, tuple[str, ...]] = {
    "R2Bucket": ("r2_buckets",),
    "KVNamespace": ("kv_namespaces",),
    "Queue": ("queues.producers",),
    "D1Database": ("d1_databases",),
    "Fetcher": ("services", "assets"),
    "DurableObjectNamespace": ("durable_objects",),
}
#: Annotations a JSON value in `vars` satisfies (a `str` may also be a secret).
JSON_KINDS = frozenset(
    {"str", "int", "float", "bool", "dict", "list", "Any", "object", "Mapping", "Sequence"}
)
#: What to add for a missing binding, by annotation.
_HINTS = {
    "str": '"vars": {{"{name}": "..."}}, or list it in "secrets": {{"required": ["{name}"]}} '
    "and set it with `wrangler secret put {name}`",
    "R2Bucket": '"r2_buckets": [{{"binding": "{name}", "bucket_name": "..."}}]',
    "KVNamespace": '"kv_namespaces": [{{"binding": "{name}", "id": "..."}}]',
    "Queue": '"queues": {{"producers": [{{"binding": "{name}", "queue": "..."}}]}}',
    "D1Database": '"d1_databases": [{{"binding": "{name}", "database_name": "...", "database_id": "..."}}]',
    "Fetcher": '"services": [{{"binding": "{name}", "service": "..."}}]',
}


@dataclass(frozen=True)
class EnvField:
    """`NAME: Annotation` in `Env`; `kind` is the annotation's class name as written (`R2Bucket`)."""

    name: str
    kind: str
    optional: bool
    line: int
    col: int


@dataclass(frozen=True)
class WorkerFacts:
    """What the checks need from the worker: read from its resolved scope by build.py."""

    path: str
    env: list[EnvField]
    #: handler name -> (line, col) of its `def`.
    handlers: dict[str, tuple[int, int]]
    exports: frozenset[str]
    durable_objects: list[DurableObject]


@dataclass(frozen=True)
class UserConfig:
    """The user's wrangler.jsonc beside the worker; `exists` is False when there is none (then `path` is
    where it would be, for messages)."""

    path: Path
    exists: bool = False
    data: dict[str, Any] = field(default_factory=dict)
    positions: jsonc.Positions = field(default_factory=dict)
    #: Where there is none: the name of the file read for this worker alone (`nightly.wrangler.jsonc`),
    #: which a folder of several workers needs (a schedule in the shared one asks each for a handler).
    alone: str = ""

    def at(self, message: str, *key: str | int) -> Diagnostic:
        """An error at `key` in the file (the nearest enclosing member that is written down)."""
        for end in range(len(key), 0, -1):
            position = self.positions.get(key[:end])
            if position is not None:
                return Diagnostic(str(self.path), message, *position)
        return Diagnostic(str(self.path), message, 1 if self.exists else None, 1 if self.exists else None)

    def location(self, *key: str | int) -> str:
        position = self.positions.get(key)
        return f"{self.path}:{position[0]}:{position[1]}" if position else str(self.path)

    def described(self) -> str:
        if self.exists:
            return str(self.path)
        also = f", or {self.alone} beside it for this worker alone" if self.alone else ""
        return f"{self.path} (there is none yet: create it{also})"


def find_config(worker: Path, out_dir: Path | None = None) -> UserConfig:
    """The user's config for `worker`: `NAME.wrangler.jsonc`, else `wrangler.jsonc`, in its folder.

    A wrangler.jsonc that the build itself wrote there (recorded in that folder's ledger, unchanged) is
    output, not configuration. A user's file where the build would write its own output is refused."""
    folder = worker.parent
    for candidate in (folder / f"{worker.stem}.{CONFIG}", folder / CONFIG):
        if not candidate.is_file() or _is_build_output(candidate):
            continue
        if out_dir is not None and (out_dir / CONFIG).resolve() == candidate.resolve():
            raise CompileError.one(
                str(candidate),
                "this is the worker's configuration, and -o would write the built wrangler.jsonc over "
                "it: build to another folder (the default is ./dist)",
            )
        return read_config(candidate)
    toml = folder / "wrangler.toml"
    if toml.is_file():
        raise CompileError.one(
            str(toml), f"sandbox-py reads its configuration from {CONFIG}: write these settings there"
        )
    return UserConfig(folder / CONFIG, alone=f"{worker.stem}.{CONFIG}")


def _is_build_output(path: Path) -> bool:
    recorded = read_ledger(path.parent).get(path.name)
    if recorded is None:
        return False
    try:
        return digest(path.read_text(encoding="utf-8")) == recorded
    except (OSError, UnicodeDecodeError):
        return False


def read_config(path: Path) -> UserConfig:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise CompileError.one(str(path), f"cannot read: {err.strerror}") from None
    except UnicodeDecodeError:
        raise CompileError.one(str(path), "the file is not UTF-8; save it as UTF-8") from None
    data, positions = jsonc.read(text, str(path))
    if not isinstance(data, dict):
        raise CompileError.one(str(path), "expected an object ({...}) at the top level", 1, 1)
    return UserConfig(path, True, data, positions)


@dataclass
class _Merge:
    user: UserConfig
    facts: WorkerFacts
    errors: list[Diagnostic] = field(default_factory=list)

    def config_error(self, message: str, *key: str | int) -> None:
        self.errors.append(self.user.at(message, *key))

    def worker_error(self, line: int, col: int, message: str) -> None:
        self.errors.append(Diagnostic(self.facts.path, message, line, col))


def merge(
    derived: dict[str, Any], user: UserConfig, facts: WorkerFacts
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """The output config (derived settings merged into the user's) and every disagreement found."""
    m = _Merge(user, facts)
    data = user.data
    out: dict[str, Any] = {}
    out["name"] = data.get("name", derived["name"])
    if "main" in data and data["main"] != MAIN:
        m.config_error(f'"main" is the built module, "{MAIN}", which the build sets: remove "main"', "main")
    out["main"] = MAIN
    out["compatibility_date"] = data.get("compatibility_date", derived["compatibility_date"])
    flags = _list(m, "compatibility_flags")
    out["compatibility_flags"] = flags + [f for f in derived["compatibility_flags"] if f not in flags]
    derived_sections = ("containers", "durable_objects", "migrations")
    for key, value in data.items():
        if key not in out and key not in derived_sections:
            out[key] = value
    containers = _containers(m, derived.get("containers", []))
    if containers:
        out["containers"] = containers
    durable_objects = _durable_objects(m, derived.get("durable_objects", {}))
    if durable_objects:
        out["durable_objects"] = durable_objects
    migrations = _migrations(m, derived.get("migrations", []), durable_objects)
    if migrations:
        out["migrations"] = migrations
    _check_env(m, out)
    _check_handlers(m, out)
    return out, m.errors


def _list(m: _Merge, *key: str) -> list[Any]:
    value: Any = m.user.data
    for part in key:
        value = value.get(part) if isinstance(value, dict) else None
    if value is None:
        return []
    if not isinstance(value, list):
        m.config_error(f'"{".".join(key)}" must be a list', *key)
        return []
    return value


def _dicts(m: _Merge, *key: str) -> list[tuple[int, dict[str, Any]]]:
    out: list[tuple[int, dict[str, Any]]] = []
    for index, item in enumerate(_list(m, *key)):
        if isinstance(item, dict):
            out.append((index, item))
        else:
            m.config_error(f'"{".".join(key)}[{index}]" must be an object', *key, index)
    return out


def _containers(m: _Merge, derived: list[dict[str, Any]]) -> list[dict[str, Any]]:
    own = {str(c["class_name"]): c for c in derived}
    merged = {name: dict(entry) for name, entry in own.items()}
    extra: list[dict[str, Any]] = []
    for index, entry in _dicts(m, "containers"):
        name = entry.get("class_name")
        if name in own:
            merged[str(name)].update(entry)
        else:
            m.config_error(
                f'container for "{name}": no Env field is a DurableObjectNamespace of a Sandbox class '
                f'named "{name}"',
                "containers",
                index,
            )
            extra.append(entry)
    return list(merged.values()) + extra


def _durable_objects(m: _Merge, derived: dict[str, Any]) -> dict[str, Any]:
    user = m.user.data.get("durable_objects")
    if user is not None and not isinstance(user, dict):
        m.config_error('"durable_objects" must be an object with "bindings"', "durable_objects")
        user = None
    bindings = [dict(b) for b in derived.get("bindings", [])]
    by_name = {b["name"]: b for b in bindings}
    for index, entry in _dicts(m, "durable_objects", "bindings"):
        name = entry.get("name")
        ours = by_name.get(name)
        if ours is not None:
            if entry.get("class_name", ours["class_name"]) != ours["class_name"]:
                m.config_error(
                    f'Durable Object binding "{name}" has class "{entry.get("class_name")}" here but '
                    f"Env declares DurableObjectNamespace[{ours['class_name']}]",
                    "durable_objects",
                    "bindings",
                    index,
                )
            ours.update(entry)
            continue
        cls = entry.get("class_name")
        if "script_name" not in entry and cls not in m.facts.exports:
            m.config_error(
                f'Durable Object binding "{name}" names class "{cls}", which the worker does not export '
                f'(export it, or give "script_name" for a class of another worker)',
                "durable_objects",
                "bindings",
                index,
            )
        bindings.append(entry)
    if not bindings and not user:
        return {}
    return {**(user or {}), "bindings": bindings}


def _migrations(m: _Merge, derived: list[dict[str, Any]], durable_objects: dict[str, Any]) -> list[Any]:
    if "migrations" not in m.user.data:
        return derived
    user = _dicts(m, "migrations")
    created: set[str] = set()
    for _, migration in user:
        for key in ("new_sqlite_classes", "new_classes"):
            created |= {str(c) for c in migration.get(key, []) if isinstance(c, str)}
        for key in ("renamed_classes", "transferred_classes"):
            created |= {str(r.get("to")) for r in migration.get(key, []) if isinstance(r, dict)}
    local = sorted(
        {str(b.get("class_name")) for b in durable_objects.get("bindings", []) if "script_name" not in b}
    )
    for cls in local:
        if cls not in created:
            m.config_error(
                f'no migration creates the Durable Object class "{cls}": add a migration with '
                f'"new_sqlite_classes": ["{cls}"] (or leave "migrations" out and the build writes them)',
                "migrations",
            )
    return list(m.user.data["migrations"])


def _providers(config: dict[str, Any]) -> dict[str, tuple[str, tuple[str | int, ...], Any]]:
    """Binding name -> (section, key path, value): everything in the config that puts a name on `env`."""
    found: dict[str, tuple[str, tuple[str | int, ...], Any]] = {}

    def add(name: Any, section: str, key: tuple[str | int, ...], value: Any = None) -> None:
        if isinstance(name, str):
            found.setdefault(name, (section, key, value))

    def items(value: Any) -> list[tuple[int, dict[str, Any]]]:
        return [(i, d) for i, d in enumerate(value) if isinstance(d, dict)] if isinstance(value, list) else []

    vars_ = config.get("vars")
    if isinstance(vars_, dict):
        for name, value in vars_.items():
            add(name, "vars", ("vars", name), value)
    secrets = config.get("secrets")
    if isinstance(secrets, dict):
        for i, name in enumerate(
            secrets.get("required", []) if isinstance(secrets.get("required"), list) else []
        ):
            add(name, "secrets", ("secrets", "required", i))
    durable = config.get("durable_objects")
    if isinstance(durable, dict):
        for i, entry in items(durable.get("bindings")):
            add(entry.get("name"), "durable_objects", ("durable_objects", "bindings", i))
    queues = config.get("queues")
    if isinstance(queues, dict):
        for i, entry in items(queues.get("producers")):
            add(entry.get("binding"), "queues.producers", ("queues", "producers", i))
    for section, value in config.items():
        if section in ("vars", "secrets", "durable_objects", "queues", "env"):
            continue
        if isinstance(value, dict) and "binding" in value:
            add(value["binding"], section, (section,))
        for i, entry in items(value):
            add(entry.get("binding"), section, (section, i))
    return found


def _check_env(m: _Merge, config: dict[str, Any]) -> None:
    providers = _providers(config)
    for f in m.facts.env:
        provider = providers.get(f.name)
        if provider is None:
            if f.optional:
                continue
            hint = _HINTS.get(f.kind)
            if hint is None:
                what = (
                    f'"vars": {{"{f.name}": ...}}' if f.kind in JSON_KINDS else f'a binding named "{f.name}"'
                )
                if f.kind in ("Any", "object"):  # (a binding typed loosely reads as a var)
                    what += (
                        ", or declare the binding's own type (DurableObjectNamespace[Sandbox] for the "
                        "Sandbox, KVNamespace, R2Bucket, ...)"
                    )
            else:
                what = hint.format(name=f.name)
            m.worker_error(
                f.line,
                f.col,
                f'Env field "{f.name}: {f.kind}" has no binding in {m.user.described()}: add {what}',
            )
            continue
        section, key, value = provider
        where = m.user.location(*key)
        allowed = BINDING_SECTIONS.get(f.kind)
        if allowed is not None and section not in allowed:
            m.worker_error(
                f.line,
                f.col,
                f'Env field "{f.name}" is {f.kind}, but {where} binds it in "{section}"'
                f'{_as_kind(section)}; bind it in "{allowed[0]}"',
            )
        elif allowed is None and f.kind in JSON_KINDS and section not in ("vars", "secrets"):
            m.worker_error(
                f.line,
                f.col,
                f'Env field "{f.name}" is {f.kind}, but {where} binds it in "{section}"{_as_kind(section)}; '
                f'a {f.kind} comes from "vars"' + (' or "secrets"' if f.kind == "str" else ""),
            )
        elif section == "secrets" and f.kind not in ("str", "Any", "object"):
            m.worker_error(
                f.line, f.col, f'Env field "{f.name}" is {f.kind}, but {where} lists it as a secret (a str)'
            )
        elif section == "vars" and f.kind in JSON_KINDS and not _fits(f.kind, value):
            m.worker_error(
                f.line,
                f.col,
                f'Env field "{f.name}" is {f.kind}, but its value in {where} is {json.dumps(value)}',
            )


def _as_kind(section: str) -> str:
    kinds = [kind for kind, sections in BINDING_SECTIONS.items() if section in sections]
    if kinds:
        return f" (the section for {kinds[0]})"
    if section in ("vars", "secrets"):
        return " (a value)"
    return ""


def _fits(kind: str, value: Any) -> bool:
    checks: dict[str, type | tuple[type, ...]] = {
        "str": str,
        "int": int,
        "float": (int, float),
        "bool": bool,
        "dict": dict,
        "Mapping": dict,
        "list": list,
        "Sequence": list,
    }
    expected = checks.get(kind)
    if expected is None:
        return True
    if kind in ("int", "float") and isinstance(value, bool):
        return False
    return isinstance(value, expected)


def _check_handlers(m: _Merge, config: dict[str, Any]) -> None:
    handlers = m.facts.handlers
    triggers = config.get("triggers")
    crons = triggers.get("crons") if isinstance(triggers, dict) else None
    has_crons = isinstance(crons, list) and len(crons) > 0
    if "scheduled" in handlers and not has_crons:
        line, col = handlers["scheduled"]
        m.worker_error(
            line,
            col,
            f'a scheduled handler needs a schedule: add "triggers": {{"crons": ["*/5 * * * *"]}} '
            f"to {m.user.described()}",
        )
    elif has_crons and "scheduled" not in handlers:
        m.config_error(
            'cron triggers call a "scheduled" handler, and the worker has none: add '
            '"async def scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) -> None"',
            "triggers",
            "crons",
        )
    queues = config.get("queues")
    consumers = queues.get("consumers") if isinstance(queues, dict) else None
    has_consumers = isinstance(consumers, list) and len(consumers) > 0
    if "queue" in handlers and not has_consumers:
        line, col = handlers["queue"]
        m.worker_error(
            line,
            col,
            'a queue handler needs a queue to consume: add "queues": {"consumers": [{"queue": "..."}]} '
            f"to {m.user.described()}",
        )
    elif has_consumers and "queue" not in handlers:
        m.config_error(
            'a queue consumer calls a "queue" handler, and the worker has none: add '
            '"async def queue(batch: MessageBatch[...], env: Env, ctx: ExecutionContext) -> None"',
            "queues",
            "consumers",
        )
