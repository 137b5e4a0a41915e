// The bridge as the SDK documents it (the usage in @cloudflare/sandbox/bridge's own doc comment), with
// the same routes as examples/bridge.py: the SDK's JS against which the Python-built bridge is compared.
import { bridge } from "@cloudflare/sandbox/bridge";
export { Sandbox } from "@cloudflare/sandbox";
export { WarmPool } from "@cloudflare/sandbox/bridge";

export default bridge({
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/") {
      return new Response("Sandbox bridge: the API is under /v1, described at /v1/openapi.json\n");
    }
    return new Response("Not Found", { status: 404 });
  },
  async scheduled(controller, env, ctx) {},
});
