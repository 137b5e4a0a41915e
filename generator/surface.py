"""What the bindings cover: the one place that names the SDK, its entry points and the Workers roots."""

from __future__ import annotations

from dataclasses import dataclass

SDK_PACKAGE = "@cloudflare/sandbox"
WORKERS_TYPES = "@cloudflare/workers-types"


@dataclass(frozen=True)
class Entry:
    specifier: str  # what a worker imports
    python_module: str  # what Python code imports
    subpath: str  # key in the SDK's package.json "exports"


BOUND = (
    Entry("@cloudflare/sandbox", "bindings.cloudflare_sandbox", "."),
    Entry("@cloudflare/sandbox/bridge", "bindings.cloudflare_sandbox.bridge", "./bridge"),
)

#: Entry points the SDK ships that are deliberately not bound, with the reason. An entry point that is
#: neither bound nor listed here fails generation: nothing is skipped silently.
EXCLUDED = {
    "./openai": "adapters for the optional peer package @openai/agents (Node agent runtime), not a Worker API",
    "./opencode": "adapters for the optional peer package @opencode-ai/sdk, not a Worker API",
    "./xterm": "browser terminal addon for the optional peer package @xterm/xterm, runs in a web page, not a Worker",
}

#: The Python module for Workers runtime globals (workers-types and the ES lib).
WORKERS_MODULE = "bindings.workers"

#: Workers globals bound even when the SDK does not reach them: what workers themselves use.
GLOBAL_ROOTS = (
    "Request",
    "Response",
    "Headers",
    "URL",
    "URLSearchParams",
    "ReadableStream",
    "AbortSignal",
    "DurableObjectNamespace",
    "DurableObjectId",
    "DurableObjectStub",
    "ExecutionContext",
    "RequestInit",
    "ResponseInit",
    "Error",
    "crypto",
    "console",
)

#: ES lib declarations bound with their members; any other lib type the surface reaches stays opaque.
LIB_BOUND = ("Error", "ErrorOptions", "ArrayBuffer", "ArrayBufferView", "Uint8Array", "Date")
