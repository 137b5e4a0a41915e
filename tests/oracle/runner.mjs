// The Node side of the oracle: one JSON line in ({id, js, cases: [{name, returns_none}]}),
// one JSON line out ({id, status, error?, results, pollution}). Long-lived: one per worker.
import { createInterface } from "node:readline";
import util from "node:util";

const realLog = console.log;
const write = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");
process.on("unhandledRejection", () => {});
process.on("uncaughtException", () => {});

// Touch the lazily created web globals once, so their first use by a program is not "pollution".
try {
  new Response(""); new Request("http://localhost/"); new Headers(); new URL("http://localhost/");
  new TextEncoder(); new TextDecoder(); structuredClone({}); void globalThis.crypto; void globalThis.navigator;
  await fetch("data:,x").then((r) => r.text());
} catch {}

const WATCHED = {
  globalThis, "Object.prototype": Object.prototype, "Array.prototype": Array.prototype,
  "String.prototype": String.prototype, "Function.prototype": Function.prototype,
  "Number.prototype": Number.prototype, "Map.prototype": Map.prototype,
  "Error.prototype": Error.prototype, JSON, Math, console,
};

function snapshot() {
  const snap = new Map();
  for (const [label, obj] of Object.entries(WATCHED)) {
    const props = new Map();
    for (const key of Reflect.ownKeys(obj)) {
      const d = Object.getOwnPropertyDescriptor(obj, key);
      props.set(key, [d.value, d.get, d.set]);
    }
    snap.set(label, props);
  }
  return snap;
}

function diff(before, after) {
  const out = [];
  for (const [label, props] of before) {
    const now = after.get(label);
    for (const [key, triple] of props) {
      const t = now.get(key);
      if (!t) out.push(`${label}.${String(key)} deleted`);
      else if (!triple.every((v, i) => Object.is(v, t[i]))) out.push(`${label}.${String(key)} changed`);
    }
    for (const key of now.keys()) if (!props.has(key)) out.push(`${label}.${String(key)} added`);
  }
  return out;
}

function canon(v, depth = 0) {
  if (depth > 50) return { other: "too deep" };
  if (v === undefined) return { undefined: true };
  if (v === null || typeof v === "string" || typeof v === "boolean") return v;
  if (typeof v === "number") {
    if (Number.isNaN(v)) return { float: "nan" };
    if (v === Infinity) return { float: "inf" };
    if (v === -Infinity) return { float: "-inf" };
    if (Object.is(v, -0)) return { float: "-0.0" };
    return v;
  }
  if (typeof v === "bigint") return { bigint: v.toString() };
  if (typeof v === "function") return { function: v.name };
  if (typeof v !== "object") return { other: String(v) };
  if (Array.isArray(v)) return Array.from(v, (x) => canon(x, depth + 1));
  if (v instanceof Map) return { dict: [...v].map(([k, x]) => [canon(k, depth + 1), canon(x, depth + 1)]) };
  const proto = Object.getPrototypeOf(v);
  if (proto === Object.prototype || proto === null) {
    return { dict: Object.entries(v).map(([k, x]) => [k, canon(x, depth + 1)]) };
  }
  const fields = {};
  for (const [k, x] of Object.entries(v)) fields[k] = canon(x, depth + 1);
  return { object: v.constructor?.name ?? "?", fields };
}

function errorName(e) {
  if (e instanceof Error || (e && typeof e === "object" && typeof e.name === "string")) return String(e.name);
  return { thrown: canon(e) };
}

async function runProgram(req) {
  const before = snapshot();
  let mod;
  try {
    mod = await import("data:text/javascript;base64," + Buffer.from(req.js).toString("base64"));
  } catch (e) {
    return { id: req.id, status: "import_error", error: `${e?.name}: ${e?.message}`, results: [], pollution: diff(before, snapshot()) };
  }
  const results = [];
  for (const c of req.cases) {
    const lines = [];
    console.log = (...a) => lines.push(util.format(...a));
    let res;
    try {
      const fn = mod[c.name];
      let value = fn();
      if (value && typeof value.then === "function") value = await value;
      res = { kind: "ok", value: c.returns_none ? null : canon(value) };
    } catch (e) {
      res = { kind: "raise", error: errorName(e), message: String(e?.message ?? e).slice(0, 200) };
    } finally {
      console.log = realLog;
    }
    res.name = c.name;
    res.printed = lines.map((l) => l + "\n").join("");
    results.push(res);
  }
  return { id: req.id, status: "ok", results, pollution: diff(before, snapshot()) };
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
let queue = Promise.resolve();
rl.on("line", (line) => {
  if (!line.trim()) return;
  queue = queue.then(async () => {
    let req;
    try {
      req = JSON.parse(line);
      write(await runProgram(req));
    } catch (e) {
      write({ id: req?.id ?? null, status: "runner_error", error: String(e?.stack ?? e), results: [], pollution: [] });
    }
  });
});
