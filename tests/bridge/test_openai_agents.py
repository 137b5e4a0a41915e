"""A client nobody here wrote drives the Python-built bridge: the OpenAI Agents SDK's hand-written
`CloudflareSandboxClient` (openai-agents[cloudflare], agents/extensions/sandbox/cloudflare/, on aiohttp),
a test-only dependency pinned in pyproject.toml. create, exec, write, read, running, delete, over real
HTTP to examples/bridge.py in workerd with the recording double.

What the double stands in for: the container's shell. Before a file read or write the Agents client
installs a helper script with `sh -c` and runs it to resolve the path inside the sandbox (it prints the
resolved path); the double has no shell to run that script, so the test plans those two exec answers
(exit 0, and the path on stdout) once the commands of its own have run, as a container would give them. Everything else is the bridge's own
work: Bearer auth, the SSE exec with base64 chunks, the file PUT (base64 to the SDK) and the GET
(readFileStream back to bytes), running, and the DELETE. `session.start()` is not called: it prepares
the workspace through more such scripts, which would be the double's answers rather than the bridge's.
"""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

from agents.extensions.sandbox.cloudflare import (
    CloudflareSandboxClient,
    CloudflareSandboxClientOptions,
    CloudflareSandboxSessionState,
)

from generator.harness import Call

from .conftest import TOKEN, Bridge

HELPER = "/tmp/openai-agents/bin/resolve-workspace-path-"


def test_the_openai_agents_cloudflare_client_drives_our_bridge(bridge: Bridge) -> None:
    w = bridge.worker
    path = Path("/workspace/notes.txt")

    async def main() -> list[object]:
        seen: list[object] = []
        client = CloudflareSandboxClient()
        options = CloudflareSandboxClientOptions(worker_url=bridge.url.rstrip("/"), api_key=TOKEN)
        session = await client.create(options=options)
        assert isinstance(session.state, CloudflareSandboxSessionState)
        seen.append(session.state.sandbox_id)
        result = await session.exec("echo", "hello from agents", shell=False)
        seen.append((result.exit_code, result.stdout, result.stderr))
        failed = await session.exec("cat", "/workspace/missing.txt", shell=False)
        seen.append((failed.exit_code, failed.stdout, failed.stderr))
        # from here on, as the container's shell would: the helper installs, and prints the resolved path
        w.returns("execWithSessionToken", {"stdout": f"{path}\n", "stderr": "", "exitCode": 0})
        await session.write(path, io.BytesIO("café\n".encode()))
        seen.append((await session.read(path)).read())
        seen.append(await session.running())
        await client.delete(session)
        return seen

    sandbox_id, echoed, failed, content, running = asyncio.run(main())
    calls = [c for c in w.calls() if c.method not in ("getState", "renewActivityTimeout")]
    assert isinstance(sandbox_id, str) and len(sandbox_id) == 26  # the bridge's id, from POST /v1/sandbox
    assert echoed == (0, b"hello from agents\n", b"")
    assert failed == (1, b"", b"cat: /workspace/missing.txt: No such file or directory\n")
    assert content == "café\n".encode()  # written through PUT .../file/..., read through GET
    assert running is True
    commands = [c.args[0] for c in calls if c.method == "execWithSessionToken"]
    assert commands[:2] == [
        "echo $'hello from agents'",
        "cat /workspace/missing.txt",
    ]  # the bridge's shellQuote
    assert commands[2].startswith("sh -c $'# INSTALL_RUNTIME_HELPER_V1")  # the helper, then its runs
    assert len([c for c in commands[3:] if c.startswith(HELPER)]) >= 2  # resolved for the write and the read
    assert writes(calls) == [("/workspace/notes.txt", "Y2Fmw6kK")]  # base64 of the UTF-8 bytes
    assert [c.args[0] for c in calls if c.method == "readFileStream"] == ["/workspace/notes.txt"]
    assert calls[-1].method == "destroy"  # DELETE /v1/sandbox/{id}


def writes(calls: list[Call]) -> list[tuple[str, str]]:
    return [(c.args[0], c.args[1]) for c in calls if c.method == "writeFile"]
