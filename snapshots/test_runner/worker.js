/**
 * Test Runner: POST a repository URL; the Worker clones it into a new sandbox for that run and
 * streams the output of `npm ci && npm test` back as Server-Sent Events while the tests run.
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
    const repository = await request.text();
    const run_id = crypto.randomUUID();
    const sandbox = getSandbox(env.Sandbox, run_id);
    await sandbox.gitCheckout(repository, { targetDir: "/workspace/app", depth: 1 });
    const log = await sandbox.execStream("cd /workspace/app && npm ci && npm test");
    const headers = { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" };
    return new Response(log, { headers });
  },
};
//# sourceMappingURL=worker.js.map
