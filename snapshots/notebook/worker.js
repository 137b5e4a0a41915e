/**
 * Notebook: each notebook is a sandbox and every request runs one Python cell in it.
 *
 * The Worker reuses the notebook's first code context (or creates one), so a variable set in one cell
 * is still defined in the next.
 */

import { getSandbox } from "@cloudflare/sandbox";
export { Sandbox } from "@cloudflare/sandbox";

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
    // As the F# `Option.defaultValue`: only a missing name means "scratch" (an empty one does not).
    const name = url.searchParams.get("notebook");
    const notebook = name ?? "scratch";
    const sandbox = getSandbox(env.Sandbox, notebook);
    const contexts = await sandbox.listCodeContexts();
    const context = contexts.length > 0 ? contexts[0] : await sandbox.createCodeContext();
    const cell = await request.text();
    const result = await sandbox.runCode(cell, { context });
    const values = result.results.filter((item) => item.text != null).map((item) => item.text);
    return Response.json({ output: result.logs.stdout, values });
  },
};
//# sourceMappingURL=worker.js.map
