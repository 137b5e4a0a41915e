"""Background processes: start a server, list processes, read logs, stop one.

Port of the Sandbox SDK guide "Run background processes"
(developers.cloudflare.com/sandbox/guides/background-processes): startProcess with cwd/env,
listProcesses, getProcessLogs, killProcess, waitForExit.
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Process
from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    API_KEY: str


def describe(process: Process) -> dict[str, object]:
    return {"id": process.id, "pid": process.pid, "command": process.command, "status": process.status}


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "my-sandbox")

    if url.pathname == "/start" and request.method == "POST":
        server = await sandbox.start_process(
            "node server.js",
            process_id="api",
            cwd="/workspace/api",
            env={"NODE_ENV": "production", "PORT": "8080", "API_KEY": env.API_KEY},
        )
        await server.wait_for_port(8080)
        return Response.json(describe(server), status=201)

    if url.pathname == "/processes":
        processes = await sandbox.list_processes()
        running = [p for p in processes if p.status == "running"]
        return Response.json({"running": len(running), "processes": [describe(p) for p in processes]})

    if url.pathname == "/logs":
        process_id = url.search_params.get("id")
        if process_id is None:
            return Response.json({"error": "id is required"}, status=400)
        logs = await sandbox.get_process_logs(process_id)
        return Response.json({"stdout": logs.stdout.splitlines(), "stderr": logs.stderr.splitlines()})

    if url.pathname == "/stop" and request.method == "POST":
        process_id = url.search_params.get("id") or "api"
        await sandbox.kill_process(process_id, "SIGTERM")
        return Response(None, status=204)

    if url.pathname == "/job" and request.method == "POST":
        job = await sandbox.start_process("python3 /workspace/job.py")
        result = await job.wait_for_exit(60_000)
        output = await job.get_logs()
        return Response.json({"exitCode": result.exit_code, "output": output.stdout})

    return Response("Not found", status=404)
