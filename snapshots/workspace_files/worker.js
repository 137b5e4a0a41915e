/**
 * Workspace Files: a PUT body is saved to a file in the sandbox, a GET serves it.
 *
 * `resolve_workspace_path` (from the SDK's bridge) returns None for any path outside /workspace, so
 * `?path=../etc/passwd` gets a 400.
 */

import { getSandbox } from "@cloudflare/sandbox";
export { Sandbox } from "@cloudflare/sandbox";
import { resolveWorkspacePath } from "@cloudflare/sandbox/bridge";

/**
 * @typedef {object} Env
 * @property {DurableObjectNamespace<import("@cloudflare/sandbox").Sandbox>} Sandbox
 */

export default {
  /**
   * @param {Request} request
   * @param {Env} env
   * @param {ExecutionContext} ctx
   * @returns {Promise<Response>}
   */
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const sandbox = getSandbox(env.Sandbox, "files");
    const requested = url.searchParams.get("path");
    const path = requested != null ? resolveWorkspacePath(requested) : null;
    if (path == null) {
      return new Response("Paths must stay inside /workspace", { status: 400 });
    }
    if (request.method === "PUT") {
      const body = await request.text();
      const saved = await sandbox.writeFile(path, body);
      return Response.json({ saved: saved.path });
    }
    const file = await sandbox.readFile(path);
    return new Response(file.content);
  },
};
//# sourceMappingURL=worker.js.map
