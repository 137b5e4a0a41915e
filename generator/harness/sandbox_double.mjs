// A recording stand-in for the Sandbox Durable Object of @cloudflare/sandbox 0.12.9.
//
// The worker under test keeps calling the SDK's real getSandbox(); only the Durable Object class behind
// env.Sandbox is this one. It records every RPC call (which sandbox, method, arguments), answers with
// the result a test planned for that method or else with a type-correct default (double_results.mjs),
// keeps a small file system per sandbox so a write followed by a read round-trips, and fails loudly,
// naming the method, on any Sandbox method it does not implement.
//
// All state is module-level: the worker's fetch handler and every Durable Object instance of one
// workerd isolate share it, which is how the harness's control requests (see handleControl) can read
// the trace and plan results without a second RPC hop that would itself be traced.
import { DurableObject } from "cloudflare:workers";
import * as R from "./double_results.mjs";

const state = {
  calls: [],
  plans: new Map(), // method -> { once: plan[], always: plan | null }
  sandboxes: new Map(), // sandbox key -> { files, dirs, contexts, processes }
  backups: new Map(), // backup id -> [[path, content]]: restorable into any sandbox, like R2
  nextId: 1,
};
// What configure() told each instance its name is. It survives reset(): the SDK caches the
// configuration per isolate too and will not send configure() again for a name it already sent.
const namesById = new Map();

function freshSandbox() {
  return { files: new Map(), dirs: new Set(["/workspace"]), contexts: [], processes: new Map() };
}

export function resetDouble() {
  state.calls = [];
  state.plans = new Map();
  state.sandboxes = new Map();
  state.backups = new Map();
  state.nextId = 1;
}

function nextId() {
  return R.doubleId(state.nextId++);
}

/** How a test shapes the next result(s) of one method: a value (merged over the default unless
 * merge is false) or an error message to throw. */
export function planResult(method, plan, once) {
  const entry = state.plans.get(method) ?? { once: [], always: null };
  if (once) entry.once.push(plan);
  else entry.always = plan;
  state.plans.set(method, entry);
}

function takePlan(method) {
  const entry = state.plans.get(method);
  if (!entry) return null;
  return entry.once.length ? entry.once.shift() : entry.always;
}

class UnimplementedSandboxMethod extends Error {
  constructor(method) {
    super(`Sandbox double: method "${method}" is not implemented by the sandbox-py harness (the worker called sandbox.${method})`);
    this.name = "UnimplementedSandboxMethod";
  }
}

// ---- trace encoding: RPC arguments to plain JSON, without losing what a JSON round trip would hide.

function encode(value) {
  if (value === undefined) return { $undefined: true };
  if (value === null || typeof value !== "object") {
    if (typeof value === "function") return { $function: value.name || "anonymous" };
    if (typeof value === "bigint") return { $bigint: String(value) };
    if (typeof value === "number" && !Number.isFinite(value)) return { $number: String(value) };
    return value;
  }
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof ReadableStream) return { $stream: "ReadableStream" };
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return { $bytes: new Uint8Array(value).length };
  if (Array.isArray(value)) return value.map(encode);
  const out = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v);
  return out;
}

/** Arguments as recorded: trailing undefined ones dropped (an omitted optional argument). */
function encodeArgs(args) {
  const list = [...args];
  while (list.length && list[list.length - 1] === undefined) list.pop();
  return list.map(encode);
}

// Results a test planned arrive as JSON; these fields are Dates in the SDK's types.
const DATE_FIELDS = new Set(["createdAt", "lastUsed", "startTime", "endTime"]);
function reviveDates(value) {
  if (Array.isArray(value)) return value.map(reviveDates);
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = DATE_FIELDS.has(k) && typeof v === "string" ? new Date(v) : reviveDates(v);
    return out;
  }
  return value;
}

/** The planned answer for a method, applied over the default the double computed. */
function answer(method, base) {
  const plan = takePlan(method);
  if (!plan) return base;
  if (plan.raise !== undefined) throw new Error(plan.raise);
  const value = reviveDates(plan.value);
  if (plan.merge === false || base === undefined || base === null || typeof base !== "object" || Array.isArray(base)) return value;
  return { ...base, ...value };
}

function raisePlanned(method) {
  const entry = state.plans.get(method);
  const plan = entry && (entry.once[0] ?? entry.always);
  if (plan && plan.raise !== undefined) answer(method, undefined);
}

// ---- the in-memory file system of one sandbox

function normalize(path) {
  const parts = [];
  for (const seg of String(path).split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") parts.pop();
    else parts.push(seg);
  }
  return "/" + parts.join("/");
}

function parentDirs(path) {
  const dirs = [];
  let p = normalize(path);
  while (p !== "/") {
    p = p.slice(0, p.lastIndexOf("/")) || "/";
    dirs.push(p);
  }
  return dirs;
}

function sseStream(events) {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(R.sseFrame(event)));
      controller.close();
    },
  });
}

export class SandboxDouble extends DurableObject {
  get #key() {
    const hex = this.ctx.id.toString();
    return namesById.get(hex) ?? this.ctx.id.name ?? hex;
  }

  get #box() {
    const key = this.#key;
    if (!state.sandboxes.has(key)) state.sandboxes.set(key, freshSandbox());
    return state.sandboxes.get(key);
  }

  #record(method, args) {
    state.calls.push({ sandbox: this.#key, method, args: encodeArgs(args) });
  }

  // getSandbox() sends configure() in the background with the sandbox's name.
  async configure(configuration) {
    if (configuration?.sandboxName?.name) namesById.set(this.ctx.id.toString(), configuration.sandboxName.name);
    this.#record("configure", [configuration]);
    return answer("configure", undefined);
  }

  async exec(command, options) {
    this.#record("exec", [command, options]);
    return answer("exec", R.execResult(command));
  }

  async execStream(command, options) {
    this.#record("execStream", [command, options]);
    raisePlanned("execStream");
    // A plan for execStream gives the stream's content: {stdout, stderr, exitCode} or raw {events}.
    const plan = takePlan("execStream")?.value ?? {};
    const events = plan.events ?? R.execStreamEvents(command, plan.stdout ?? "", plan.stderr ?? "", plan.exitCode ?? 0);
    return sseStream(events);
  }

  async writeFile(path, content, options) {
    this.#record("writeFile", [path, content, options]);
    raisePlanned("writeFile");
    const box = this.#box;
    const text = typeof content === "string" ? content : await new Response(content).text();
    box.files.set(normalize(path), text);
    for (const dir of parentDirs(path)) box.dirs.add(dir);
    return answer("writeFile", R.writeFileResult(path));
  }

  async readFile(path, options) {
    this.#record("readFile", [path, options]);
    const content = this.#box.files.get(normalize(path));
    const planned = state.plans.get("readFile");
    if (content === undefined && !(planned && (planned.once.length || planned.always))) {
      throw new Error(`File not found: ${path}`);
    }
    return answer("readFile", R.readFileResult(path, content ?? ""));
  }

  async mkdir(path, options) {
    this.#record("mkdir", [path, options]);
    raisePlanned("mkdir");
    const box = this.#box;
    box.dirs.add(normalize(path));
    if (options?.recursive) for (const dir of parentDirs(path)) box.dirs.add(dir);
    return answer("mkdir", R.mkdirResult(path, Boolean(options?.recursive)));
  }

  async exists(path, sessionId) {
    this.#record("exists", [path, sessionId]);
    const box = this.#box;
    const p = normalize(path);
    return answer("exists", R.existsResult(path, box.files.has(p) || box.dirs.has(p)));
  }

  async listFiles(path, options) {
    this.#record("listFiles", [path, options]);
    const box = this.#box;
    const root = normalize(path);
    const prefix = root === "/" ? "/" : root + "/";
    const entries = [];
    const seen = new Set();
    const add = (full, type, size) => {
      const rel = full.slice(prefix.length);
      if (!rel || seen.has(rel) || (!options?.recursive && rel.includes("/"))) return;
      if (!options?.includeHidden && rel.split("/").some((s) => s.startsWith("."))) return;
      seen.add(rel);
      entries.push({ ...R.fileInfo(root, rel, size, type), absolutePath: full });
    };
    for (const dir of box.dirs) if (dir.startsWith(prefix)) add(dir, "directory", 0);
    for (const [file, text] of box.files) if (file.startsWith(prefix)) add(file, "file", new TextEncoder().encode(text).length);
    entries.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
    return answer("listFiles", R.listFilesResult(path, entries));
  }

  async deleteFile(path, sessionId) {
    this.#record("deleteFile", [path, sessionId]);
    raisePlanned("deleteFile");
    if (!this.#box.files.delete(normalize(path)) && !state.plans.has("deleteFile")) throw new Error(`File not found: ${path}`);
    return answer("deleteFile", R.deleteFileResult(path));
  }

  async gitCheckout(repoUrl, options) {
    this.#record("gitCheckout", [repoUrl, options]);
    raisePlanned("gitCheckout");
    const result = answer("gitCheckout", R.gitCheckoutResult(repoUrl, options));
    this.#box.dirs.add(normalize(result.targetDir));
    return result;
  }

  async createCodeContext(options) {
    this.#record("createCodeContext", [options]);
    raisePlanned("createCodeContext");
    const context = answer("createCodeContext", R.codeContext(nextId(), options));
    this.#box.contexts.push(context);
    return context;
  }

  async listCodeContexts() {
    this.#record("listCodeContexts", []);
    return answer("listCodeContexts", [...this.#box.contexts]);
  }

  async runCode(code, options) {
    this.#record("runCode", [code, options]);
    return answer("runCode", R.executionResult(code));
  }

  async startProcess(command, options) {
    this.#record("startProcess", [command, options]);
    raisePlanned("startProcess");
    const data = answer("startProcess", R.processData(options?.processId ?? nextId(), command));
    this.#box.processes.set(data.id, { ...data, stdout: "", stderr: "" });
    return this.#process(data.id);
  }

  async listProcesses(sessionId) {
    this.#record("listProcesses", [sessionId]);
    raisePlanned("listProcesses");
    const planned = takePlan("listProcesses");
    if (planned) return reviveDates(planned.value);
    return [...this.#box.processes.keys()].map((id) => this.#process(id));
  }

  async killProcess(id, signal) {
    this.#record("killProcess", [id, signal]);
    const proc = this.#box.processes.get(id);
    if (proc) proc.status = "killed";
    return answer("killProcess", undefined);
  }

  async getProcessLogs(id) {
    this.#record("getProcessLogs", [id]);
    const proc = this.#box.processes.get(id);
    return answer("getProcessLogs", R.processLogs(id, proc?.stdout ?? "", proc?.stderr ?? ""));
  }

  async createBackup(options) {
    this.#record("createBackup", [options]);
    raisePlanned("createBackup");
    const backup = answer("createBackup", R.directoryBackup(nextId(), options));
    const prefix = normalize(backup.dir) + "/";
    const files = [...this.#box.files].filter(([p]) => p.startsWith(prefix));
    state.backups.set(backup.id, files);
    return backup;
  }

  async restoreBackup(backup) {
    this.#record("restoreBackup", [backup]);
    raisePlanned("restoreBackup");
    for (const [path, text] of state.backups.get(backup.id) ?? []) this.#box.files.set(path, text);
    return answer("restoreBackup", R.restoreBackupResult(backup));
  }

  // A Process as the SDK returns it: its data plus methods, which RPC turns into callable stubs.
  #process(id) {
    const box = this.#box;
    const data = box.processes.get(id);
    const record = (method, args) => state.calls.push({ sandbox: this.#key, method: `Process.${method}`, args: encodeArgs(args) });
    return {
      ...R.processData(data.id, data.command, data.status),
      ...(data.pid !== undefined && { pid: data.pid }),
      kill: async (signal) => { record("kill", [id, signal]); data.status = "killed"; },
      getStatus: async () => { record("getStatus", [id]); return data.status; },
      getLogs: async () => { record("getLogs", [id]); return { stdout: data.stdout, stderr: data.stderr }; },
      waitForExit: async (timeout) => { record("waitForExit", [id, timeout]); return { exitCode: 0 }; },
      waitForPort: async (port, options) => { record("waitForPort", [id, port, options]); },
      waitForLog: async (pattern, timeout) => { record("waitForLog", [id, String(pattern), timeout]); return { line: "" }; },
    };
  }
}

// Every other method of the real Sandbox class: recorded, then a loud failure naming the method.
const UNIMPLEMENTED = [
  "callTunnels", "checkChanges", "cleanupCompletedProcesses", "containerFetch", "createSession",
  "deleteCodeContext", "deleteSession", "destroy", "execStreamWithSessionToken", "execWithSessionToken",
  "exposePort", "getContainerPlacementId", "getExposedPorts", "getProcess", "getSession", "isPortExposed",
  "killAllProcesses", "mountBucket", "moveFile", "readFileStream", "renameFile", "runCodeStream",
  "setContainerTimeouts", "setEnvVars", "setKeepAlive", "setLabels", "setSandboxName", "setSleepAfter",
  "setTransport", "stop", "streamProcessLogs", "unexposePort", "unmountBucket", "validatePortToken",
  "watch", "wsConnect",
];
for (const method of UNIMPLEMENTED) {
  Object.defineProperty(SandboxDouble.prototype, method, {
    value: async function (...args) {
      state.calls.push({ sandbox: namesById.get(this.ctx.id.toString()) ?? this.ctx.id.toString(), method, args: encodeArgs(args), unimplemented: true });
      throw new UnimplementedSandboxMethod(method);
    },
  });
}

// fetch() is what sandbox.fetch / preview URLs / wsConnect use; it is not part of the double either.
SandboxDouble.prototype.fetch = async function (request) {
  state.calls.push({ sandbox: namesById.get(this.ctx.id.toString()) ?? this.ctx.id.toString(), method: "fetch", args: [request.method + " " + request.url], unimplemented: true });
  return new Response(new UnimplementedSandboxMethod("fetch").message, { status: 501 });
};

export const IMPLEMENTED = Object.getOwnPropertyNames(SandboxDouble.prototype).filter(
  (m) => m !== "constructor" && !UNIMPLEMENTED.includes(m) && m !== "fetch",
);

// ---- the harness's control channel, reached through the wrapped worker's fetch (see bundle.mjs)

export const CONTROL_HEADER = "x-sandbox-py-harness";

export async function handleControl(request) {
  const command = await request.json();
  switch (command.op) {
    case "calls":
      return Response.json({ calls: state.calls });
    case "plan":
      planResult(command.method, command.plan, Boolean(command.once));
      return Response.json({});
    case "reset":
      resetDouble();
      return Response.json({});
    case "methods":
      return Response.json({ implemented: IMPLEMENTED, unimplemented: UNIMPLEMENTED });
    default:
      return Response.json({ error: `unknown harness control op ${JSON.stringify(command.op)}` }, { status: 400 });
  }
}
