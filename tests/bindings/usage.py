"""Every SDK and runtime call the seed's five example workers make, typed against the bindings.

Checked by mypy --strict and pyright strict in test_typecheck.py; never run.
"""

from __future__ import annotations

from typing import Protocol

from bindings.cloudflare_sandbox import (
    CodeContext,
    FileMetadata,
    ProcessStatus,
    Sandbox,
    get_sandbox,
    is_exec_result,
    is_process,
    is_process_status,
    proxy_to_sandbox,
    stream_file,
)
from bindings.cloudflare_sandbox.bridge import bridge, resolve_workspace_path, shell_quote
from bindings.cloudflare_workers import DurableObject
from bindings.workers import (
    URL,
    AbortController,
    D1Database,
    DurableObjectNamespace,
    DurableObjectStub,
    ExecutionContext,
    Fetcher,
    KVNamespace,
    Queue,
    R2Bucket,
    ReadableStream,
    Request,
    RequestInit,
    Response,
    ScheduledController,
    TextDecoder,
    TextEncoder,
    Uint8Array,
    WebSocket,
    WebSocketPair,
    atob,
    btoa,
    console,
    crypto,
    fetch,
    set_timeout,
    structured_clone,
)


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def code_runner(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    sandbox = get_sandbox(env.Sandbox, "playground")
    code = await request.text()
    run = await sandbox.run_code(code)
    return Response.json({"output": run.logs.stdout, "errors": run.logs.stderr})


async def workspace_files(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    sandbox = get_sandbox(env.Sandbox, "files", keep_alive=True)
    raw = url.search_params.get("path")
    path = resolve_workspace_path(raw) if raw is not None else None
    if path is None:
        return Response("Paths must stay inside /workspace", status=400)
    if request.method == "PUT":
        body = await request.text()
        saved = await sandbox.write_file(path, body)
        return Response.json({"saved": saved.path})
    file = await sandbox.read_file(path)
    return Response(file.content)


async def notebook(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    name = url.search_params.get("notebook") or "scratch"
    sandbox = get_sandbox(env.Sandbox, name)
    contexts = await sandbox.list_code_contexts()
    context: CodeContext = contexts[0] if contexts else await sandbox.create_code_context()
    cell = await request.text()
    result = await sandbox.run_code(cell, context=context)
    values = [item.text for item in result.results if item.text is not None]
    return Response.json({"output": result.logs.stdout, "values": values})


async def test_runner(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    repository = await request.text()
    run_id = crypto.random_uuid()
    sandbox = get_sandbox(env.Sandbox, run_id)
    checkout = await sandbox.git_checkout(repository, target_dir="/workspace/app", depth=1)
    console.log("checked out", checkout.success)
    log = await sandbox.exec_stream("cd /workspace/app && npm ci && npm test")
    headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
    return Response(log, headers=headers)


async def text_search(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    url = URL(request.url)
    term = url.search_params.get("q") or ""
    sandbox = get_sandbox(env.Sandbox, "files")
    found = await sandbox.exec(
        f"grep -rn -- {shell_quote(term)} /workspace", env={"LC_ALL": "C"}, timeout=30000
    )
    return Response(found.stdout, status=200 if found.exit_code == 0 else 404)


# Issue 10: calls a TypeScript user writes without a cast, written by the README's mapping rules.


async def start_process_keywords(env: Env) -> str:
    """A class method that adds trailing parameters keeps its interface's keyword shape."""
    sandbox = get_sandbox(env.Sandbox, "processes")
    process = await sandbox.start_process("npm run dev", process_id="web", cwd="/w")
    return process.id


async def input_containers(env: Env, my_env: dict[str, str], args: list[str]) -> None:
    """Inputs are Mapping/Sequence: a dict[str, str] passes where dict[str, str | None] is declared."""
    sandbox = get_sandbox(env.Sandbox, "inputs")
    await sandbox.exec("env", env=my_env)
    await sandbox.set_env_vars(my_env)


def narrowing(value: object, status: str) -> int:
    """Type predicates narrow (TypeIs); integer-valued numbers are int."""
    if is_exec_result(value):
        code: int = value.exit_code
        return code
    if is_process(value) and value.pid is not None:
        pid: int = value.pid
        return pid
    if is_process_status(status):
        known: ProcessStatus = status
        return len(known)
    return 0


async def optional_options(env: Env) -> None:
    """An optional options object whose type has required keys stays optional (overloads)."""
    sandbox = get_sandbox(env.Sandbox, "lifecycle")
    await sandbox.start()
    await sandbox.start(port_to_check=8080)
    await sandbox.alarm()
    await sandbox.alarm(is_retry=False, retry_count=0, scheduled_time=0.0)


class StoredBackup:
    """A backup handle read back from storage: any object of DirectoryBackup's shape."""

    def __init__(self, id: str, dir: str) -> None:
        self.id = id
        self.dir = dir
        self.local_bucket: bool | None = None


async def structural(request: Request, env: Env) -> Response:
    """Interfaces in parameter positions are Protocols: the worker's own Env passes as SandboxEnv."""
    proxied = await proxy_to_sandbox(request, env)
    if proxied is not None:
        return proxied
    sandbox = get_sandbox(env.Sandbox, "backups")
    await sandbox.restore_backup(StoredBackup("b-1", "/workspace"))
    return Response("ok")


class BindingsEnv(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]
    BUCKET: R2Bucket
    CACHE: KVNamespace
    JOBS: Queue[str]
    DB: D1Database
    API: Fetcher


async def init_objects(request: Request, env: BindingsEnv) -> Response:
    """Init objects are keywords (RequestInit, ResponseInit are TypedDicts)."""
    post = Request("https://example.com/run", method="POST", body="print(1)")
    upstream = await fetch(post)
    listed = await fetch("https://example.com/list", headers={"Accept": "application/json"})
    init: RequestInit = {"method": "GET"}
    sandbox = get_sandbox(env.Sandbox, "web")
    proxied = await sandbox.container_fetch(request, init)
    await env.API.fetch("https://service/ping")
    return Response(await upstream.text() + await listed.text() + str(proxied.status), status=200)


async def bytes_and_globals(request: Request, env: BindingsEnv) -> Response:
    """Uint8Array is an ArrayBufferView with a length; the Workers globals a worker uses."""
    data = await request.bytes()
    size: int = len(data)
    digest = await crypto.subtle.digest("SHA-256", data)
    encoded = TextEncoder().encode(btoa("hi"))
    text = TextDecoder().decode(encoded) + atob("aGk=")
    controller = AbortController()
    set_timeout(lambda: controller.abort(), 1000)
    copy = structured_clone({"size": size})
    await env.CACHE.put("k", text)
    await env.JOBS.send("job")
    await env.BUCKET.put("digest", digest)
    return Response(data, headers={"X-Size": str(copy["size"])})


async def iteration(request: Request, stream: ReadableStream[Uint8Array]) -> Response:
    """JS iteration is Python iteration: `[Symbol.iterator]()` is `__iter__`, `[Symbol.asyncIterator]()`
    is `__aiter__`, with the items the declarations give."""
    names: list[str] = []
    for name, value in request.headers:
        names.append(f"{name}={value}")
    for key, field in await request.form_data():
        names.append(key if isinstance(field, str) else field.name)
    for key, value in URL(request.url).search_params:
        names.append(key + value)
    total = 0
    async for chunk in stream:
        for byte in chunk:
            total += byte
    data = await request.bytes()
    first: int = data[0]
    return Response(",".join(names) + str(total + first))


def names_and_records(env: Env) -> WebSocket:
    """Synthesised classes are named from JS names; WebSocketPair is a class indexed by 0 and 1."""
    pair = WebSocketPair()
    client: WebSocket = pair[0]
    server = pair[1]
    server.accept()
    return client


async def generator_return(stream: ReadableStream[Uint8Array]) -> int:
    """`streamFile` is an `AsyncGenerator<FileChunk, FileMetadata>`: `async for` gives the chunks, and
    the last result of `next()` (`done` true) has the FileMetadata the generator returns."""
    size = 0
    async for chunk in stream_file(stream):
        size += len(chunk)
    chunks = stream_file(stream)
    result = await chunks.next()
    while result.done is False:
        text_or_bytes: str | Uint8Array = result.value
        size += len(text_or_bytes)
        result = await chunks.next()
    metadata: FileMetadata = result.value
    return size + metadata.size


class CounterEnv(Protocol):
    Counter: DurableObjectNamespace[Counter]
    PLAIN: DurableObjectNamespace


class Counter(DurableObject[CounterEnv]):
    """A worker's own Durable Object: its async methods are its RPC interface."""

    async def increment(self, by: int) -> int:
        stored: int | None = await self.ctx.storage.get("count")
        count = (stored or 0) + by
        await self.ctx.storage.put("count", count)
        return count

    async def fetch(self, request: Request) -> Response:
        return Response(str(await self.increment(1)))


async def own_durable_object(env: CounterEnv, request: Request) -> int:
    """`DurableObjectNamespace[Counter]`: a stub (`get`, `get_by_name`) offers Counter's methods; a
    namespace of no class gives the plain stub (`fetch`, `id`)."""
    stub = env.Counter.get(env.Counter.id_from_name("x"))
    total = await stub.increment(2)
    response = await env.Counter.get_by_name("y").fetch(request)
    plain: DurableObjectStub = env.PLAIN.get(env.PLAIN.new_unique_id())
    await plain.fetch("https://do/ping")
    return total + len(await response.text()) + len(plain.id.to_string())


# Optional members of an interface taken as a parameter: `WorkerHandlers` (`fetch?`, `scheduled?`,
# `[key: string]: unknown`) is a union of one Protocol per method and a TypedDict of callables.


class OnlyFetch:
    """What the bridge does not serve itself: a class with `fetch` only (no `scheduled`, no `__getitem__`)."""

    async def fetch(self, request: Request, env: Env, ctx: ExecutionContext) -> Response:
        return Response("Not Found", status=404)


class OnlyScheduled:
    async def scheduled(self, controller: ScheduledController, env: Env, ctx: ExecutionContext) -> None:
        console.log("cron", controller.cron)


class Both(OnlyFetch, OnlyScheduled):
    queue_name = "jobs"  # other attributes pass, as the index signature lets them


async def fetch_function(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    return Response("hello")


bridged_class = bridge(OnlyFetch())
bridged_cron = bridge(OnlyScheduled())
bridged_both = bridge(Both(), api_route_prefix="/api")
bridged_dict = bridge({"fetch": fetch_function})
bridged_dict_both = bridge({"fetch": OnlyFetch().fetch, "scheduled": OnlyScheduled().scheduled})
