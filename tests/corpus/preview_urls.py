"""Preview URLs: start a web server in the sandbox, wait for its port, expose it, return the URL.

Port of the Sandbox SDK guide "Expose services" (developers.cloudflare.com/sandbox/guides/expose-services):
proxyToSandbox first, then startProcess -> waitForPort -> exposePort({ hostname }).
"""

from typing import Protocol

from bindings.cloudflare_sandbox import Sandbox as Sandbox
from bindings.cloudflare_sandbox import get_sandbox, proxy_to_sandbox
from bindings.workers import URL, DurableObjectNamespace, ExecutionContext, Request, Response

PORT = 8000


class Env(Protocol):
    Sandbox: DurableObjectNamespace[Sandbox]


async def fetch(request: Request, env: Env, ctx: ExecutionContext) -> Response:
    # Proxy requests to exposed ports first
    proxy_response = await proxy_to_sandbox(request, env)
    if proxy_response is not None:
        return proxy_response

    url = URL(request.url)
    if url.pathname != "/start":
        return Response("POST /start starts the server and returns its preview URL", status=404)

    sandbox = get_sandbox(env.Sandbox, "my-sandbox")

    # 1. Start a web server
    server = await sandbox.start_process(f"python -m http.server {PORT}", process_id="web")
    # 2. Wait for the service to listen
    await server.wait_for_port(PORT)
    # 3. Expose the port
    exposed = await sandbox.expose_port(PORT, hostname=url.hostname)
    # 4. The preview URL is now available
    print("Server accessible at:", exposed.url)
    return Response.json({"url": exposed.url, "process": server.id})
