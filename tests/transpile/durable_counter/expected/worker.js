/**
 * A worker with a Durable Object class of its own, beside the Sandbox.
 */

import { getSandbox } from "@cloudflare/sandbox";
export { Sandbox } from "@cloudflare/sandbox";
import { DurableObject } from "cloudflare:workers";

export { Counter };

/**
 * A call of one of the worker's own Durable Objects through its stub. workerd sends an exception
 * across RPC with its name, message and own fields, but as the nearest builtin JS error class (a
 * Python ValueError arrives as an Error named "ValueError"); it is rebuilt here as the Python class of
 * that name (`classes`: the module's exception classes by name), so `except` tests it as a local call's.
 * @template T @param {Promise<T>} call @param {Record<string, Function>} classes @returns {Promise<T>}
 */
async function $rpcCall(call, classes) {
  try {
    return await call;
  } catch (error) {
    const cls = error instanceof Error && Object.hasOwn(classes, error.name) ? classes[error.name] : undefined;
    if (cls === undefined || error instanceof cls) throw error;
    const rebuilt = Object.create(cls.prototype);
    Object.defineProperties(rebuilt, Object.getOwnPropertyDescriptors(error));
    throw rebuilt;
  }
}

/**
 * @typedef {object} Env
 * @property {DurableObjectNamespace<import("@cloudflare/sandbox").Sandbox>} Sandbox
 * @property {DurableObjectNamespace<Counter>} Counter
 */

/**
 * @extends {DurableObject<Env>}
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
    return Object.fromEntries(Array.from(names, (name) => [name, this._parts(name)]));
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

/** @type {Record<string, Function>} */
const $rpcErrors = {};

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
    const count = await $rpcCall(counter.increment(1), $rpcErrors);
    const parts = await $rpcCall(env.Counter.getByName(name).parts(["a-b", "c"]), $rpcErrors);
    const seen = await (await $rpcCall(env.Counter.getByName(name).fetch(request), $rpcErrors)).text();
    const result = await getSandbox(env.Sandbox, name).exec(`echo ${count}`);
    return Response.json({ count, parts, seen, exit: result.exitCode });
  },
};
//# sourceMappingURL=worker.js.map
