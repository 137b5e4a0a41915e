// The harness's long-lived Node process: it owns the Miniflare instances (each runs one workerd with
// one or more workers) and answers the Python side over line-delimited JSON. Commands arrive on stdin;
// answers go to an inherited pipe (its fd number is argv[3]), so nothing that workerd, Miniflare or a library prints on
// stdout/stderr can corrupt the protocol. Closing stdin disposes everything and exits.
//
//   -> {"id": 1, "op": "start", ...}      <- {"id": 1, "ok": true, "result": ...}
//                                         <- {"id": 1, "ok": false, "error": "..."}
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import zlib from "node:zlib";
import crypto from "node:crypto";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { bundleForHarness, bundleForSize } from "./bundle.mjs";

const nodeModules = process.argv[2];
if (!nodeModules || !fs.existsSync(nodeModules)) {
  process.stderr.write(`sandbox-py harness: node_modules folder not found: ${nodeModules}\n`);
  process.exit(2);
}
const requireFromToolchain = createRequire(path.join(nodeModules, "sandbox-py-harness.cjs"));
const load = async (name) => import(pathToFileURL(requireFromToolchain.resolve(name)).href);
const { Miniflare } = await load("miniflare");
const esbuild = await load("esbuild");

const out = fs.createWriteStream(null, { fd: Number(process.argv[3]) });
const runtimes = new Map(); // runtime id -> { mf, workers: Map(name -> { fetcher, token }) }
// The harness's control requests are marked with a secret only this process knows.
const token = crypto.randomBytes(16).toString("hex");
const CONTROL_HEADER = "x-sandbox-py-harness";

function reply(message) {
  out.write(JSON.stringify(message) + "\n");
}

function workerOf(runtimeId, name) {
  const runtime = runtimes.get(runtimeId);
  if (!runtime) throw new Error(`no running runtime ${runtimeId}`);
  const worker = runtime.workers.get(name);
  if (!worker) throw new Error(`runtime ${runtimeId} has no worker ${JSON.stringify(name)} (it has: ${[...runtime.workers.keys()].join(", ")})`);
  return worker;
}

function toRequestInit(request) {
  const init = { method: request.method ?? "GET", headers: request.headers ?? {} };
  if (request.body !== undefined && request.body !== null) init.body = Buffer.from(request.body, "base64");
  return init;
}

// workerd's own words when a fetch handler resolves to something other than a Response.
const NOT_A_RESPONSE = /did not resolve to 'Response'/;
const UNCAUGHT_HEADER = "x-sandbox-py-uncaught";

async function dispatch(worker, request) {
  let response;
  try {
    response = await worker.fetcher.fetch(new URL(request.path, request.origin ?? "http://sandbox-py.test").href, toRequestInit(request));
  } catch (error) {
    if (!NOT_A_RESPONSE.test(String(error?.message))) throw error;
    // Production answers this with a 500 (error 1101), like any exception; so do we, with workerd's message.
    const message = `${error.name ?? "TypeError"}: ${error.message}`;
    return {
      status: 500,
      headers: [["content-type", "text/plain;charset=UTF-8"], [UNCAUGHT_HEADER, encodeURIComponent(message)]],
      body: Buffer.from("Worker threw exception: " + message).toString("base64"),
    };
  }
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: [...response.headers], body: body.toString("base64") };
}

async function control(worker, command) {
  const response = await worker.fetcher.fetch("http://sandbox-py.test/", {
    method: "POST",
    headers: { [CONTROL_HEADER]: token, "content-type": "application/json" },
    body: JSON.stringify(command),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`harness control ${command.op} failed (${response.status}): ${text}`);
  return JSON.parse(text);
}

const ops = {
  async hello() {
    return { node: process.version, miniflare: requireFromToolchain("miniflare/package.json").version };
  },

  async start({ workers }) {
    const options = [];
    for (const spec of workers) {
      const code = await bundleForHarness(esbuild, { entry: spec.entry, className: spec.className, token, nodeModules });
      options.push({
        name: spec.name,
        // workerd names modules relative to modulesRoot and refuses paths that climb out of it.
        modulesRoot: path.dirname(spec.entry),
        modules: [{ type: "ESModule", path: path.join(path.dirname(spec.entry), `${spec.name}.harness.mjs`), contents: code }],
        compatibilityDate: spec.compatibilityDate,
        compatibilityFlags: spec.compatibilityFlags,
        durableObjects: { ...(spec.durableObjects ?? {}), [spec.binding]: spec.className },
        // vars and secrets are both plain bindings on env, as in production.
        bindings: { ...(spec.vars ?? {}), ...(spec.secrets ?? {}) },
        kvNamespaces: spec.kvNamespaces ?? [],
        r2Buckets: spec.r2Buckets ?? [],
        d1Databases: spec.d1Databases ?? [],
        queueProducers: spec.queueProducers ?? {},
      });
    }
    const mf = new Miniflare({
      workers: options,
      // No request.cf download from workers.cloudflare.com (and no .wrangler/cache beside the caller):
      // Miniflare's built-in placeholder values are enough for these workers.
      cf: false,
      // workerd's own stdout/stderr (the workers' console output) goes to our stderr, i.e. the log file.
      handleRuntimeStdio(stdout, stderr) {
        stdout.on("data", (d) => process.stderr.write(d));
        stderr.on("data", (d) => process.stderr.write(d));
      },
    });
    let url;
    try {
      url = await mf.ready; // workerd serves the first worker over HTTP on 127.0.0.1, on a free port
    } catch (error) {
      await mf.dispose().catch(() => {});
      throw error;
    }
    const runtimeId = crypto.randomUUID();
    const runtime = { mf, workers: new Map() };
    for (const spec of workers) runtime.workers.set(spec.name, { fetcher: await mf.getWorker(spec.name) });
    runtimes.set(runtimeId, runtime);
    return { runtime: runtimeId, workers: workers.map((w) => w.name), url: String(url) };
  },

  async fetch({ runtime, worker, request }) {
    return dispatch(workerOf(runtime, worker), request);
  },

  // A cron trigger, then the waitUntil work it started; what the handler threw, if it did.
  async scheduled({ runtime, worker, cron, scheduledTime }) {
    const w = workerOf(runtime, worker);
    const before = (await control(w, { op: "settle" })).background.length;
    const result = await w.fetcher.scheduled({ cron, scheduledTime: new Date(scheduledTime) });
    const after = await control(w, { op: "settle" });
    return { outcome: result.outcome, noRetry: result.noRetry, errors: after.background.slice(before), settled: after.settled };
  },

  // A queue batch: the messages' acks and retries as workerd reports them.
  async queue({ runtime, worker, queue, messages }) {
    const w = workerOf(runtime, worker);
    const before = (await control(w, { op: "settle" })).background.length;
    const batch = messages.map((m) => ({ ...m, timestamp: new Date(m.timestamp) }));
    const result = await w.fetcher.queue(queue, batch);
    const after = await control(w, { op: "settle" });
    return { ...result, errors: after.background.slice(before), settled: after.settled };
  },

  async control({ runtime, worker, command }) {
    return control(workerOf(runtime, worker), command);
  },

  // Per-request wall time measured here, next to workerd, so the Python round trip is not in it.
  // With several workers the requests alternate between them, so drift and load hit all alike.
  async bench({ runtime, workers, request, iterations, warmup, resetEach }) {
    const targets = workers.map((name) => workerOf(runtime, name));
    const times = workers.map(() => []);
    const url = new URL(request.path, "http://sandbox-py.test").href;
    for (let i = 0; i < warmup + iterations; i++) {
      for (const [k, w] of targets.entries()) {
        if (resetEach) await control(w, { op: "reset" });
        const t0 = process.hrtime.bigint();
        const response = await w.fetcher.fetch(url, toRequestInit(request));
        await response.arrayBuffer();
        const t1 = process.hrtime.bigint();
        if (i >= warmup) times[k].push(Number(t1 - t0) / 1e6);
      }
    }
    return { times };
  },

  async size({ entry }) {
    const bytes = await bundleForSize(esbuild, { entry, nodeModules });
    return { minified: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  },

  async dispose({ runtime }) {
    const r = runtimes.get(runtime);
    runtimes.delete(runtime);
    if (r) await r.mf.dispose();
    return {};
  },
};

async function shutdown() {
  for (const [id, r] of runtimes) {
    runtimes.delete(id);
    await r.mf.dispose().catch(() => {});
  }
  await esbuild.stop?.();
  out.end(() => process.exit(0));
}

const input = readline.createInterface({ input: process.stdin });
input.on("line", async (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    reply({ id: null, ok: false, error: `bad protocol line: ${line.slice(0, 200)}` });
    return;
  }
  const op = ops[message.op];
  if (!op) {
    reply({ id: message.id, ok: false, error: `unknown op ${JSON.stringify(message.op)}` });
    return;
  }
  try {
    reply({ id: message.id, ok: true, result: await op(message) });
  } catch (error) {
    reply({ id: message.id, ok: false, error: error?.stack && !String(error.message).includes(": error: ") ? String(error.stack) : String(error?.message ?? error) });
  }
});
input.on("close", shutdown);
process.on("SIGTERM", shutdown);
