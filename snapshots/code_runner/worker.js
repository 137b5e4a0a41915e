/**
 * Code Runner: visitors POST Python source; `run_code` executes it in the sandbox's code
 * interpreter and the Worker sends back stdout and stderr as JSON.
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
    const sandbox = getSandbox(env.Sandbox, "playground");
    const code = await request.text();
    const run = await sandbox.runCode(code);
    return Response.json({ output: run.logs.stdout, errors: run.logs.stderr });
  },
};
//# sourceMappingURL=worker.js.map
