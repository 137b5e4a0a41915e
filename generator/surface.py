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


@dataclass(frozen=True)
class RuntimeModule:
    specifier: str  # a module of the Workers runtime, declared by workers-types (`declare module`)
    python_module: str
    names: tuple[str, ...]  # what is bound of it, under its JS names (the rest stays unbound)


#: Modules of the Workers runtime a worker imports from: `from bindings.cloudflare_workers import
#: DurableObject` is `import { DurableObject } from "cloudflare:workers"`; a worker's own Durable Object
#: class derives from it (`class Counter(DurableObject[Env])`).
RUNTIME_MODULES = (
    RuntimeModule("cloudflare:workers", "bindings.cloudflare_workers", ("DurableObject", "WorkerEntrypoint")),
)

#: Python has no mapped types, so an RPC stub (`DurableObjectStub<T>`: TypeScript's `Rpc.Provider<T>`
#: with `fetch`, `connect`, `id` and `name`) of a class is typed as that class: `env.Counter.get(id)`
#: offers `Counter`'s methods, which the transpiler lets a worker only await (RPC makes every call
#: async). Without a class (`T = undefined`) the stub stays this declaration, so the type parameter's
#: `undefined` reads as it in Python (its default and bound).
RPC_STUB = "DurableObjectStub"

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
    # what a Sandbox worker calls besides the SDK
    "fetch",
    "AbortController",
    "TextEncoder",
    "TextDecoder",
    "atob",
    "btoa",
    "setTimeout",
    "clearTimeout",
    "structuredClone",
    "WebSocketPair",
    # the binding types users declare in their Env
    "R2Bucket",
    "KVNamespace",
    "Queue",
    "D1Database",
    "Fetcher",
)

#: Init objects bound as TypedDicts (taken as keyword arguments) even where the SDK also hands them
#: to a callback (a `Fetcher`'s `fetch(input, init)`): `Request(url, method="POST")`.
INIT_OBJECTS = ("RequestInit", "ResponseInit")

#: ES lib declarations bound with their members; any other lib type the surface reaches stays opaque.
LIB_BOUND = ("Error", "ErrorOptions", "ArrayBuffer", "ArrayBufferView", "Uint8Array", "Date")

#: Numbers the SDK documents as integers, bound as `int` instead of `float` wherever a declaration of
#: the SDK (not of the Workers types) names them: properties, TypedDict keys, keyword and positional
#: parameters. Reviewed by hand against the SDK's docs; each use is listed in the manifest ("integers").
INTEGERS = {
    "exitCode": "a process exit status",
    "containerExitCode": "a process exit status",
    "pid": "a process id",
    "port": "a TCP port",
    "portParam": "a TCP port",
    "portToCheck": "a TCP port",
    "defaultPort": "a TCP port",
    "size": "a size in bytes",
    "sizeBytes": "a size in bytes",
    "offset": "a byte offset",
    "count": "a count",
    "killedCount": "a count",
    "cleanedCount": "a count",
    "executionCount": "a count",
    "retries": "a count",
    "recoveryAttempts": "a count",
    "maxRecoveryAttempts": "a count",
    "threads": "a count",
    "maxInstances": "a count",
    "warmTarget": "a count",
    "scaleBatchSize": "a count",
    "assigned": "a count",
    "total": "a count",
    "warm": "a count",
    "partNumber": "a 1-based index",
    "lineNumber": "a line number",
    "depth": "a git history depth (number of commits)",
    "cols": "a terminal size in columns",
    "rows": "a terminal size in rows",
    "httpStatus": "an HTTP status code",
    "statusMin": "an HTTP status code",
    "statusMax": "an HTTP status code",
    "closeCode": "a WebSocket close code",
    "retryAfterMs": "a delay in whole milliseconds",
}

#: Numbers of the Workers types that are integers, bound as `int` in the workers module alone (an
#: HTTP status printed as `404`, not `404.0`): `Response.status`, `ResponseInit`'s `status`...
WORKERS_INTEGERS = {
    "status": "an HTTP status code",
}

#: Methods of the SDK whose `number` result is an integer (a count of processes).
INTEGER_RESULTS = {
    "killAllProcesses": "a count of processes",
    "cleanupCompletedProcesses": "a count of processes",
}

#: ES lib array-likes whose elements are integers: their `number` items (indexing, iteration) are `int`.
INTEGER_ELEMENTS = {"Uint8Array": "a byte, 0 to 255"}

#: The SDK's errors read these fields through getters of `SandboxError` from its `errorResponse`. An
#: error thrown in the Sandbox's Durable Object reaches the worker through RPC as a plain Error that
#: keeps `name`, `message` and `errorResponse` but not its class (nor so its getters): the transpiler
#: reads them from `errorResponse`, which both kinds of error carry.
ERROR_RESPONSE_FIELDS = frozenset(
    ["code", "context", "documentation", "httpStatus", "operation", "suggestion", "timestamp"]
)
#: And the fields its subclasses add (`ContainerUnavailableError.retryAfterMs`, `FileNotFoundError.path`)
#: are getters of `this.context.<the same name>`: read from `errorResponse.context` for the same reason.
#: A test checks this rule against the SDK's JS, so a bump that breaks it fails.
ERROR_CONTEXT_GETTERS = "errorResponse.context"
#: The Workers classes whose `json()` reads their body as JSON. JS's `JSON.parse` throws a SyntaxError
#: where Python's `json.loads` raises `json.JSONDecodeError` (a ValueError) and reads NaN, Infinity
#: and big ints as Python does: the transpiler makes `await body.json()` `json.loads` of its text, what
#: a Python developer catches.
JSON_BODIES = frozenset(["Body", "R2ObjectBody"])
