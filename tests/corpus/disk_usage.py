"""Disk usage report: `du` in the sandbox, parsed and formatted as a sorted text table.

Written from the Sandbox SDK "Execute commands" guide (exec, parse stdout in the Worker).
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


def parse_du(output: str) -> list[tuple[str, int]]:
    entries: list[tuple[str, int]] = []
    for line in output.splitlines():
        size, _, path = line.partition("\t")
        if size.isdigit():
            entries.append((path, int(size)))
    return entries


def render(entries: list[tuple[str, int]], top: int) -> str:
    biggest = sorted(entries, key=lambda e: e[1], reverse=True)[:top]
    total = sum(size for _, size in entries)
    width = max((len(path) for path, _ in biggest), default=4)
    lines = [f"{'path':<{width}}  {'KiB':>10}  share"]
    for path, size in biggest:
        share = size / total if total else 0.0
        lines.append(f"{path:<{width}}  {size:>10,}  {share:6.1%}")
    lines.append(f"{'total':<{width}}  {total:>10,}")
    return "\n".join(lines) + "\n"


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    top_param = url.search_params.get("top") or "10"
    if not top_param.isdigit():
        return Response("top must be a number", status=400)
    sandbox = get_sandbox(env.Sandbox, "files")
    result = await sandbox.exec("du -k --max-depth=1 /workspace")
    return Response(render(parse_du(result.stdout), int(top_param)), headers={"Content-Type": "text/plain"})
