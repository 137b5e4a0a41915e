/**
 * Bridge: the SDK's HTTP API for sandboxes (`/v1`, Bearer auth with the SANDBOX_API_KEY secret),
 * served by `bridge(...)` around this worker's own routes; a Python program drives it with
 * `bindings.cloudflare_sandbox.client`.
 */

export { Sandbox } from "@cloudflare/sandbox";
import { bridge } from "@cloudflare/sandbox/bridge";
export { WarmPool } from "@cloudflare/sandbox/bridge";

/**
 * @typedef {object} Env
 * @property {DurableObjectNamespace<import("@cloudflare/sandbox").Sandbox>} Sandbox
 * @property {DurableObjectNamespace<import("@cloudflare/sandbox/bridge").WarmPool>} WarmPool
 * @property {string} SANDBOX_API_KEY
 */

class Routes {
  /**
   * @param {Request} request
   * @param {Env} env
   * @param {ExecutionContext} ctx
   * @returns {Promise<Response>}
   */
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/") {
      return new Response("Sandbox bridge: the API is under /v1, described at /v1/openapi.json\n");
    }
    return new Response("Not Found", { status: 404 });
  }
}

export default bridge(/** @type {any} */ (new Routes()));
//# sourceMappingURL=worker.js.map
