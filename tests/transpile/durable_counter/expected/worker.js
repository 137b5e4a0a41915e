/**
 * A worker with a Durable Object class of its own, beside the Sandbox.
 */

import { getSandbox } from "@cloudflare/sandbox";
export { Sandbox } from "@cloudflare/sandbox";
import { DurableObject } from "cloudflare:workers";

export { Counter };

/**
 * @typedef {object} Env
 * @property {DurableObjectNamespace<import("@cloudflare/sandbox").Sandbox>} Sandbox
 * @property {DurableObjectNamespace<Counter>} Counter
 */

class Counter extends DurableObject {
  /**
   * @param {number} by
   * @returns {Promise<number>}
   */
  async increment(by) {
    /** @type {number | null} */
    const stored = await this.ctx.storage.get("count");
    const count = (stored || 0) + by;
    await this.ctx.storage.put("count", count);
    return count;
  }

  /**
   * @param {string[]} names
   * @returns {Promise<Record<string, number>>}
   */
  async parts(names) {
    return Object.fromEntries(names.map((name) => [name, this._parts(name)]));
  }

  /**
   * @param {string} name
   * @returns {number}
   */
  _parts(name) {
    return name.split("-").length;
  }

  /**
   * @param {Request} request
   * @returns {Promise<Response>}
   */
  async fetch(request) {
    return new Response(`${new URL(request.url).pathname} ${await this.increment(0)}`);
  }
}

export default {
  /**
   * @param {Request} request
   * @param {Env} env
   * @param {ExecutionContext} ctx
   * @returns {Promise<Response>}
   */
  async fetch(request, env, ctx) {
    const name = new URL(request.url).searchParams.get("name") || "default";
    const counter = env.Counter.get(env.Counter.idFromName(name));
    const count = await counter.increment(1);
    const parts = await env.Counter.getByName(name).parts(["a-b", "c"]);
    const seen = await (await env.Counter.getByName(name).fetch(request)).text();
    const result = await getSandbox(env.Sandbox, name).exec(`echo ${count}`);
    return Response.json({ count, parts, seen, exit: result.exitCode });
  },
};
//# sourceMappingURL=worker.js.map
