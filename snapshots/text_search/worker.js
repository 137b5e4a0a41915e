/**
 * Text Search: searches the files sandbox that Workspace Files writes to.
 *
 * `shell_quote` (from the SDK's bridge) quotes the search term: whatever the visitor typed, the shell
 * passes it to grep as one argument.
 */

import { getSandbox } from "@cloudflare/sandbox";
export { Sandbox } from "@cloudflare/sandbox";
import { shellQuote } from "@cloudflare/sandbox/bridge";

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
    const term = url.searchParams.get("q") || "";
    const sandbox = getSandbox(env.Sandbox, "files");
    const found = await sandbox.exec(`grep -rn -- ${shellQuote(term)} /workspace`);
    return new Response(found.stdout);
  },
};
//# sourceMappingURL=worker.js.map
