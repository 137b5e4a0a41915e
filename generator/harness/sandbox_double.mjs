// A recording stand-in for the Sandbox Durable Object of @cloudflare/sandbox 0.12.9.
//
// The worker under test keeps calling the SDK's real getSandbox(); only the Durable Object class behind
// env.Sandbox is this one, so every call crosses workerd's RPC exactly as it does in production (the
// SDK's client side: getSandbox's wrappers, proxyToSandbox, wsConnect, parseSSEStream... all run
// unchanged). The double implements every public method of the real Sandbox class (ISandbox, the
// ExecutionSession and Process objects it hands out, exposePort & co.), records each call (sandbox,
// method, arguments, session), answers with what a test planned or with a type-correct default
// (double_results.mjs, checked by tsc), and models what a worker can observe: files and folders,
// processes and their logs, sessions with their own env and cwd, exposed ports whose preview URLs
// proxyToSandbox routes back here, code contexts. A planned error is thrown as the SDK's own error
// class, with its ErrorResponse, and reaches the worker as workerd's RPC carries it.
//
// All state is module-level: the worker's handlers and every Durable Object instance of one workerd
// isolate share it, which is how the harness's control requests (see handleControl) can read the
// trace and plan results without a second RPC hop that would itself be traced.
import { DurableObject } from "cloudflare:workers";
import * as SDK from "@cloudflare/sandbox";
import * as R from "./double_results.mjs";

const state = {
  calls: [],
  plans: new Map(), // method -> { once: plan[], always: plan | null }
  sandboxes: new Map(), // sandbox key -> container state (see freshSandbox)
  backups: new Map(), // backup id -> [[path, content]]: restorable into any sandbox, like R2
  served: new Map(), // port -> { status, headers, body }: what a service on that port answers
  nextId: 1,
  pending: 0, // ctx.waitUntil promises not settled yet
  background: [], // errors of waitUntil promises, scheduled() and queue() handlers
};
// What configure() told each instance its name is. It survives reset(): the SDK caches the
// configuration per isolate too and will not send configure() again for a name it already sent.
const namesById = new Map();

function freshContainer() {
  return {
    files: new Map(),
    dirs: new Set(["/", "/workspace", "/tmp"]),
    contexts: [],
    processes: new Map(),
    sessions: new Map(), // id -> { id, env, cwd }
    env: {}, // setEnvVars on the sandbox: every session sees it
    mounts: new Map(),
    watches: 0,
    version: 0, // bumped by every file system change (checkChanges)
  };
}

function freshSandbox() {
  return { ...freshContainer(), ports: new Map(), tunnels: new Map(), config: {} };
}

export function resetDouble() {
  state.calls = [];
  state.plans = new Map();
  state.sandboxes = new Map();
  state.backups = new Map();
  state.served = new Map();
  state.nextId = 1;
  state.background = [];
}

function nextId() {
  return R.doubleId(state.nextId++);
}

/** How a test shapes the next result(s) of one method: a value (merged over the default unless
 * merge is false) or an error to throw. */
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

// ---- the SDK's errors

// Each SDK error class: the ErrorCode the container sends for it and the HTTP status of that code
// (the SDK's createErrorFromResponse and ERROR_STATUS_MAP; test_double_surface.py checks this table
// against the SDK's own source). Classes outside the SandboxError tree take a message only.
export const SDK_ERRORS = {
  FileNotFoundError: ["FILE_NOT_FOUND", 404],
  FileExistsError: ["FILE_EXISTS", 409],
  FileTooLargeError: ["FILE_TOO_LARGE", 413],
  PermissionDeniedError: ["PERMISSION_DENIED", 403],
  FileSystemError: ["FILESYSTEM_ERROR", 500],
  CommandNotFoundError: ["COMMAND_NOT_FOUND", 404],
  CommandError: ["COMMAND_EXECUTION_ERROR", 500],
  ProcessNotFoundError: ["PROCESS_NOT_FOUND", 404],
  ProcessError: ["PROCESS_ERROR", 500],
  SessionAlreadyExistsError: ["SESSION_ALREADY_EXISTS", 409],
  SessionDestroyedError: ["SESSION_DESTROYED", 410],
  SessionTerminatedError: ["SESSION_TERMINATED", 410],
  PortAlreadyExposedError: ["PORT_ALREADY_EXPOSED", 409],
  PortNotExposedError: ["PORT_NOT_EXPOSED", 404],
  InvalidPortError: ["INVALID_PORT", 400],
  ServiceNotRespondingError: ["SERVICE_NOT_RESPONDING", 502],
  PortInUseError: ["PORT_IN_USE", 409],
  PortError: ["PORT_OPERATION_ERROR", 500],
  CustomDomainRequiredError: ["CUSTOM_DOMAIN_REQUIRED", 400],
  GitRepositoryNotFoundError: ["GIT_REPOSITORY_NOT_FOUND", 404],
  GitAuthenticationError: ["GIT_AUTH_FAILED", 401],
  GitBranchNotFoundError: ["GIT_BRANCH_NOT_FOUND", 404],
  GitNetworkError: ["GIT_NETWORK_ERROR", 502],
  GitCloneError: ["GIT_CLONE_FAILED", 500],
  GitCheckoutError: ["GIT_CHECKOUT_FAILED", 500],
  InvalidGitUrlError: ["INVALID_GIT_URL", 400],
  GitError: ["GIT_OPERATION_FAILED", 500],
  BackupNotFoundError: ["BACKUP_NOT_FOUND", 404],
  BackupExpiredError: ["BACKUP_EXPIRED", 400],
  InvalidBackupConfigError: ["INVALID_BACKUP_CONFIG", 400],
  BackupCreateError: ["BACKUP_CREATE_FAILED", 500],
  BackupRestoreError: ["BACKUP_RESTORE_FAILED", 500],
  InterpreterNotReadyError: ["INTERPRETER_NOT_READY", 503],
  ContextNotFoundError: ["CONTEXT_NOT_FOUND", 404],
  CodeExecutionError: ["CODE_EXECUTION_ERROR", 500],
  OperationInterruptedError: ["OPERATION_INTERRUPTED", 409],
  ContainerUnavailableError: ["CONTAINER_UNAVAILABLE", 503],
  RPCTransportError: ["RPC_TRANSPORT_ERROR", 503],
  ValidationFailedError: ["VALIDATION_FAILED", 400],
  ProcessReadyTimeoutError: ["PROCESS_READY_TIMEOUT", 408],
  ProcessExitedBeforeReadyError: ["PROCESS_EXITED_BEFORE_READY", 500],
  SandboxError: ["INTERNAL_ERROR", 500],
};
export const MESSAGE_ERRORS = {
  BucketMountError: "BUCKET_MOUNT_ERROR",
  S3FSMountError: "S3FS_MOUNT_ERROR",
  BucketUnmountError: "BUCKET_UNMOUNT_ERROR",
  MissingCredentialsError: "MISSING_CREDENTIALS",
  InvalidMountConfigError: "INVALID_MOUNT_CONFIG",
  SandboxSecurityError: undefined,
};

/** Default messages, in the container's words where the SDK documents them. */
function defaultMessage(name, context) {
  switch (name) {
    case "FileNotFoundError": return `File not found: ${context.path}`;
    case "FileExistsError": return `File already exists: ${context.path}`;
    case "ProcessNotFoundError": return `Process not found: ${context.processId}`;
    case "ContextNotFoundError": return `Context ${context.contextId} not found`;
    case "SessionAlreadyExistsError": return `Session '${context.sessionId}' already exists`;
    case "ContainerUnavailableError": return "Container is starting up; retry shortly";
    case "ProcessReadyTimeoutError": return `Process did not become ready within ${context.timeout}ms: waiting for ${context.condition}`;
    case "ProcessExitedBeforeReadyError": return `Process exited with code ${context.exitCode} before becoming ready: waiting for ${context.condition}`;
    default: return `${name} (planned by the sandbox-py harness)`;
  }
}

/** Context fields an error of this class carries by default, read off the call that failed. */
function defaultContext(name, method, args) {
  const first = typeof args[0] === "string" ? args[0] : undefined;
  if (/^File|^PermissionDenied/.test(name)) return { path: first ?? "", operation: method };
  if (/^Process/.test(name)) return { processId: first ?? "" };
  if (name === "ContextNotFoundError") return { contextId: first ?? "" };
  if (/^Session/.test(name)) return { sessionId: first ?? "" };
  if (/^Command/.test(name)) return { command: first ?? "" };
  if (/^Git|^InvalidGitUrl/.test(name)) return { repository: first ?? "" };
  if (/^Port|^InvalidPort|^ServiceNotResponding/.test(name)) return { port: typeof args[0] === "number" ? args[0] : 0 };
  if (name === "ContainerUnavailableError") return R.containerUnavailableContext();
  if (name === "OperationInterruptedError") return { reason: "runtime_replaced", operation: method, phase: "durable_object_call", admitted: "unknown", retryable: false };
  if (name === "RPCTransportError") return { kind: "peer_closed", retryable: true };
  return {};
}

/** An error as the real Sandbox Durable Object throws it: the SDK's own class where the package
 * exports it (the others are built with the same own properties: name, message, errorResponse). */
export function sdkError(name, method, args, message, context) {
  if (name in SDK_ERRORS) {
    const [code, httpStatus] = SDK_ERRORS[name];
    const ctx = { ...defaultContext(name, method, args), ...(context ?? {}) };
    const response = { ...R.errorResponse(code, message ?? defaultMessage(name, ctx), ctx, httpStatus), operation: method };
    const Exported = SDK[name];
    if (typeof Exported === "function") return new Exported(response);
    const error = new Error(response.message);
    error.name = name;
    error.errorResponse = response;
    return error;
  }
  if (name in MESSAGE_ERRORS) {
    const Exported = SDK[name];
    const text = message ?? defaultMessage(name, context ?? {});
    if (typeof Exported === "function") return new Exported(text);
    const error = new Error(text);
    error.name = name;
    if (context?.code !== undefined) error.code = context.code;
    return error;
  }
  return null;
}

function planned(plan, method, args) {
  if (plan.error !== undefined) {
    const error = sdkError(plan.error, method, args, plan.message, plan.context);
    if (error) throw error;
  }
  // A plain message (the harness's first raises() form): an Error with that message.
  throw new Error(plan.message ?? plan.raise ?? plan.error);
}

function fail(name, method, args, context, message) {
  return sdkError(name, method, args, message, context);
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
  if (value instanceof RegExp) return { $regexp: String(value) };
  if (value instanceof ReadableStream) return { $stream: "ReadableStream" };
  if (value instanceof Request) return { $request: `${value.method} ${value.url}` };
  if (typeof AbortSignal !== "undefined" && value instanceof AbortSignal) return { $signal: value.aborted ? "aborted" : "live" };
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

/** A planned value applied over the default the double computed. */
function applyPlan(plan, base) {
  if (!plan) return base;
  const value = reviveDates(plan.value);
  if (plan.merge === false || base === undefined || base === null || typeof base !== "object" || Array.isArray(base) || value === null || typeof value !== "object") return value;
  return { ...base, ...value };
}

// ---- the in-memory file system of one sandbox

function normalize(path, cwd = "/workspace") {
  const parts = [];
  const full = String(path).startsWith("/") ? String(path) : `${cwd}/${path}`;
  for (const seg of full.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") parts.pop();
    else parts.push(seg);
  }
  return "/" + parts.join("/");
}

function parentOf(path) {
  return path.slice(0, path.lastIndexOf("/")) || "/";
}

function parentDirs(path) {
  const dirs = [];
  let p = path;
  while (p !== "/") {
    p = parentOf(p);
    dirs.push(p);
  }
  return dirs;
}

function sseStream(events, frame = R.sseFrame) {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(frame(event)));
      controller.close();
    },
  });
}

/** A base64 file's bytes as the double keeps files: UTF-8 text (bytes that are not stay one char each). */
function fromBase64(content) {
  const binary = atob(content);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return binary;
  }
}

// ANSI-C quoting ($'...', as the bridge's shellQuote writes argv): its escapes.
const ANSI_C = { n: "\n", r: "\r", t: "\t", "\\": "\\", "'": "'" };

function shellWords(text) {
  const words = [];
  const re = /\$'((?:\\.|[^'\\])*)'|'([^']*)'|"((?:\\.|[^"\\])*)"|(\S+)/g;
  let m;
  while ((m = re.exec(text))) {
    words.push(m[1]?.replace(/\\(.)/g, (e, c) => ANSI_C[c] ?? e) ?? m[2] ?? m[3]?.replace(/\\(.)/g, "$1") ?? m[4]);
  }
  return words;
}

function expand(text, env) {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => env[a ?? b] ?? "");
}

// ---- the Durable Object

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

  #defaultSessionId() {
    return `sandbox-${this.#key}`;
  }

  /** A session's state (env, cwd), made on first use: the default session and getSession(id) too. */
  #session(id) {
    const box = this.#box;
    const sid = id ?? this.#defaultSessionId();
    if (!box.sessions.has(sid)) box.sessions.set(sid, { id: sid, env: {}, cwd: "/workspace" });
    return box.sessions.get(sid);
  }

  #record(method, args, session) {
    const call = { sandbox: this.#key, method, args: encodeArgs(args) };
    if (session) call.session = session;
    state.calls.push(call);
  }

  /** One traced operation: record it, throw a planned error, else answer the plan over the default. */
  async #op(method, args, session, compute, { stream = false } = {}) {
    this.#record(method, args, session);
    const plan = takePlan(method);
    if (plan && (plan.raise !== undefined || plan.error !== undefined)) planned(plan, method, args);
    if (stream) return compute(plan);
    return applyPlan(plan, await compute(plan));
  }

  // --- configuration (getSandbox() sends configure() in the background with the sandbox's name)

  async configure(configuration) {
    if (configuration?.sandboxName?.name) namesById.set(this.ctx.id.toString(), configuration.sandboxName.name);
    return this.#op("configure", [configuration], null, () => {
      Object.assign(this.#box.config, configuration ?? {});
      return undefined;
    });
  }

  async setSandboxName(name, normalizeId) {
    namesById.set(this.ctx.id.toString(), name);
    return this.#op("setSandboxName", [name, normalizeId], null, () => void (this.#box.config.sandboxName = { name, normalizeId }));
  }

  async setSleepAfter(sleepAfter) {
    return this.#op("setSleepAfter", [sleepAfter], null, () => void (this.#box.config.sleepAfter = sleepAfter));
  }

  async setKeepAlive(keepAlive) {
    return this.#op("setKeepAlive", [keepAlive], null, () => void (this.#box.config.keepAlive = keepAlive));
  }

  async setContainerTimeouts(timeouts) {
    return this.#op("setContainerTimeouts", [timeouts], null, () => void (this.#box.config.containerTimeouts = timeouts));
  }

  async setTransport(transport) {
    return this.#op("setTransport", [transport], null, () => void (this.#box.config.transport = transport));
  }

  async setLabels(labels) {
    return this.#op("setLabels", [labels], null, () => void (this.#box.config.labels = labels));
  }

  async setEnvVars(envVars) {
    return this.#setEnvVars(envVars, null);
  }

  #setEnvVars(envVars, session) {
    return this.#op("setEnvVars", [envVars], session, () => {
      const target = session ? this.#session(session).env : this.#box.env;
      for (const [k, v] of Object.entries(envVars ?? {})) {
        if (v === undefined || v === null) delete target[k];
        else target[k] = String(v);
      }
      return undefined;
    });
  }

  async getContainerPlacementId() {
    return this.#op("getContainerPlacementId", [], null, () => null);
  }

  // --- lifecycle

  async destroy() {
    return this.#op("destroy", [], null, () => {
      state.sandboxes.set(this.#key, freshSandbox());
      return undefined;
    });
  }

  // The Container lifecycle the bridge's WarmPool drives (startAndWaitForPorts, getState,
  // renewActivityTimeout): a started container is healthy until it is stopped or destroyed.
  async startAndWaitForPorts(...args) {
    return this.#op("startAndWaitForPorts", args, null, () => void (this.#box.running = true));
  }

  async getState() {
    return this.#op("getState", [], null, () => ({ status: this.#box.running ? "healthy" : "stopped", lastChange: Date.parse(R.FIXED_TIME) }));
  }

  async renewActivityTimeout() {
    return this.#op("renewActivityTimeout", [], null, () => undefined);
  }

  async stop(signal) {
    return this.#op("stop", [signal], null, () => {
      // The container goes away: its disk, processes, sessions and port activations with it.
      const box = this.#box;
      Object.assign(box, freshContainer());
      box.ports = new Map();
      box.running = false;
      return undefined;
    });
  }

  // --- commands

  /** The few commands whose output a worker can check without a container: pwd, cd, echo, export,
   * printenv/env, cat, true/false. Anything else (or anything with &&, |, ;) succeeds with no output. */
  #shell(command, session, options = {}) {
    const s = this.#session(session);
    const env = { ...this.#box.env, ...s.env, ...(options.env ?? {}) };
    const cwd = options.cwd ? normalize(options.cwd, s.cwd) : s.cwd;
    const out = { stdout: "", stderr: "", exitCode: 0 };
    if (/[;&|<>`]|\$\(/.test(command)) return out;
    const [name, ...rest] = shellWords(command.trim());
    const args = rest.map((w) => expand(w, env));
    const box = this.#box;
    switch (name) {
      case "pwd": out.stdout = cwd + "\n"; break;
      case "echo": out.stdout = args.join(" ") + "\n"; break;
      case "true": break;
      case "false": out.exitCode = 1; break;
      case "cd": {
        const target = normalize(args[0] ?? "/root", cwd);
        if (box.dirs.has(target)) s.cwd = target;
        else Object.assign(out, { stderr: `cd: ${args[0]}: No such file or directory\n`, exitCode: 1 });
        break;
      }
      case "export":
        for (const a of args) {
          const eq = a.indexOf("=");
          if (eq > 0) s.env[a.slice(0, eq)] = a.slice(eq + 1);
        }
        break;
      case "unset": for (const a of args) delete s.env[a]; break;
      case "printenv":
        if (args.length) {
          const found = args.filter((a) => a in env);
          out.stdout = found.map((a) => env[a] + "\n").join("");
          if (found.length < args.length) out.exitCode = 1;
          break;
        }
      // falls through: printenv with no name lists everything, as env does
      case "env":
        out.stdout = Object.keys(env).sort().map((k) => `${k}=${env[k]}\n`).join("");
        break;
      case "cat":
        for (const a of args) {
          const text = box.files.get(normalize(a, cwd));
          if (text === undefined) Object.assign(out, { stderr: out.stderr + `cat: ${a}: No such file or directory\n`, exitCode: 1 });
          else out.stdout += text;
        }
        break;
    }
    return out;
  }

  async exec(command, options) {
    return this.#exec("exec", [command, options], command, options?.sessionId ?? null, options);
  }

  async execWithSessionToken(command, sessionId, options) {
    return this.#exec("execWithSessionToken", [command, sessionId, options], command, sessionId, options);
  }

  #exec(method, args, command, session, options, traced = session) {
    const run = this.#op(method, args, traced, () => {
      const out = this.#shell(command, session, options);
      return R.execResult(command, out.stdout, out.stderr, out.exitCode);
    });
    const streaming = Boolean(options?.stream && options?.onOutput);
    if (!streaming && !options?.onComplete && !options?.onError) return run;
    // As the Sandbox's execWithSession does: onOutput(stream, data) per chunk when streaming, then
    // onComplete(result); onError(error) when it fails. The callbacks are RPC stubs: awaited in order.
    return run.then(
      async (result) => {
        if (streaming && result.stdout) await options.onOutput("stdout", result.stdout);
        if (streaming && result.stderr) await options.onOutput("stderr", result.stderr);
        if (options.onComplete) await options.onComplete(result);
        return result;
      },
      async (error) => {
        if (options.onError && error instanceof Error) await options.onError(error);
        throw error;
      },
    );
  }

  async execStream(command, options) {
    return this.#execStream("execStream", [command, options], command, options?.sessionId ?? null, options);
  }

  async execStreamWithSessionToken(command, sessionId, options) {
    return this.#execStream("execStreamWithSessionToken", [command, sessionId, options], command, sessionId, options);
  }

  // A plan for execStream gives the stream's content: {stdout, stderr, exitCode} or raw {events}.
  #execStream(method, args, command, session, options, traced = session) {
    return this.#op(method, args, traced, (plan) => {
      const given = plan?.value ?? this.#shell(command, session, options);
      const events = given.events ?? R.execStreamEvents(command, given.stdout ?? "", given.stderr ?? "", given.exitCode ?? 0);
      return sseStream(events);
    }, { stream: true });
  }

  // --- files

  #cwd(session) {
    return this.#session(session).cwd;
  }

  #changed() {
    this.#box.version++;
  }

  async writeFile(path, content, options) {
    return this.#writeFile([path, content, options], options?.sessionId ?? null, null);
  }

  #writeFile(args, session, traced) {
    const [path, content, options] = args;
    return this.#op("writeFile", args, traced, async () => {
      const box = this.#box;
      const p = normalize(path, this.#cwd(session));
      if (box.dirs.has(p)) throw fail("FileSystemError", "writeFile", args, { path: p, code: "IS_DIRECTORY" }, `Is a directory: ${path}`);
      let text = typeof content === "string" ? content : await new Response(content).text();
      if (options?.encoding === "base64" && typeof content === "string") text = fromBase64(content);
      box.files.set(p, text);
      for (const dir of parentDirs(p)) box.dirs.add(dir);
      this.#changed();
      return R.writeFileResult(path);
    });
  }

  async readFile(path, options) {
    return this.#readFile([path, options], options?.sessionId ?? null, null);
  }

  #readFile(args, session, traced) {
    const [path, options] = args;
    return this.#op("readFile", args, traced, (plan) => {
      const p = normalize(path, this.#cwd(session));
      const content = this.#box.files.get(p);
      if (content === undefined && !plan) {
        if (this.#box.dirs.has(p)) throw fail("FileSystemError", "readFile", args, { path: p, code: "IS_DIRECTORY" }, `Is a directory: ${path}`);
        throw fail("FileNotFoundError", "readFile", args, { path, operation: "readFile" });
      }
      if (options?.encoding === "none") return R.readFileStreamResult(path, content ?? "");
      const result = R.readFileResult(path, content ?? "");
      if (options?.encoding === "base64") return { ...result, content: btoa(content ?? ""), encoding: "base64" };
      return result;
    });
  }

  async readFileStream(path, options) {
    return this.#readFileStream([path, options], options?.sessionId ?? null, null);
  }

  #readFileStream(args, session, traced) {
    const [path] = args;
    return this.#op("readFileStream", args, traced, (plan) => {
      if (plan?.value?.events) return sseStream(plan.value.events);
      const p = normalize(path, this.#cwd(session));
      const content = plan?.value?.content ?? this.#box.files.get(p);
      // Not a FileNotFoundError: the container answers a file it cannot read with an SSE error event
      // (see R.fileStreamError), so readFileStream resolves and the stream fails when it is read.
      if (content === undefined) return sseStream(R.fileStreamError(`File not found: ${p}`));
      return sseStream(R.fileStreamEvents(path, content));
    }, { stream: true });
  }

  async mkdir(path, options) {
    return this.#mkdir([path, options], options?.sessionId ?? null, null);
  }

  #mkdir(args, session, traced) {
    const [path, options] = args;
    return this.#op("mkdir", args, traced, () => {
      const box = this.#box;
      const p = normalize(path, this.#cwd(session));
      const recursive = Boolean(options?.recursive);
      if (box.files.has(p)) throw fail("FileExistsError", "mkdir", args, { path, operation: "mkdir" });
      if (!recursive) {
        if (box.dirs.has(p)) throw fail("FileExistsError", "mkdir", args, { path, operation: "mkdir" });
        if (!box.dirs.has(parentOf(p))) throw fail("FileNotFoundError", "mkdir", args, { path: parentOf(p), operation: "mkdir" });
      }
      box.dirs.add(p);
      if (recursive) for (const dir of parentDirs(p)) box.dirs.add(dir);
      this.#changed();
      return R.mkdirResult(path, recursive);
    });
  }

  async exists(path, sessionId) {
    return this.#exists([path, sessionId], sessionId ?? null, null);
  }

  #exists(args, session, traced) {
    const [path] = args;
    return this.#op("exists", args, traced, () => {
      const box = this.#box;
      const p = normalize(path, this.#cwd(session));
      return R.existsResult(path, box.files.has(p) || box.dirs.has(p));
    });
  }

  async listFiles(path, options) {
    return this.#listFiles([path, options], options?.sessionId ?? null, null);
  }

  #listFiles(args, session, traced) {
    const [path, options] = args;
    return this.#op("listFiles", args, traced, () => {
      const box = this.#box;
      const root = normalize(path, this.#cwd(session));
      if (!box.dirs.has(root)) throw fail("FileNotFoundError", "listFiles", args, { path, operation: "listFiles" });
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
      return R.listFilesResult(path, entries);
    });
  }

  async deleteFile(path, sessionId) {
    return this.#deleteFile([path, sessionId], sessionId ?? null, null);
  }

  #deleteFile(args, session, traced) {
    const [path] = args;
    return this.#op("deleteFile", args, traced, (plan) => {
      const box = this.#box;
      const p = normalize(path, this.#cwd(session));
      if (box.dirs.has(p)) throw fail("FileSystemError", "deleteFile", args, { path, code: "IS_DIRECTORY" }, `Is a directory: ${path}`);
      if (!box.files.delete(p) && !plan) throw fail("FileNotFoundError", "deleteFile", args, { path, operation: "deleteFile" });
      this.#changed();
      return R.deleteFileResult(path);
    });
  }

  /** Move a file or a folder (with everything under it) from one path to another. */
  #move(method, args, session, result) {
    const [from, to] = args;
    const box = this.#box;
    const cwd = this.#cwd(session);
    const src = normalize(from, cwd);
    let dst = normalize(to, cwd);
    if (method === "moveFile" && box.dirs.has(dst)) dst = normalize(src.slice(src.lastIndexOf("/") + 1), dst);
    if (!box.files.has(src) && !box.dirs.has(src)) throw fail("FileNotFoundError", method, args, { path: from, operation: method });
    if (!box.dirs.has(parentOf(dst))) throw fail("FileNotFoundError", method, args, { path: parentOf(dst), operation: method });
    const under = (p) => p === src || p.startsWith(src + "/");
    for (const [p, text] of [...box.files]) if (under(p)) { box.files.delete(p); box.files.set(dst + p.slice(src.length), text); }
    for (const d of [...box.dirs]) if (under(d)) { box.dirs.delete(d); box.dirs.add(dst + d.slice(src.length)); }
    this.#changed();
    return result(from, to);
  }

  async renameFile(oldPath, newPath, sessionId) {
    return this.#op("renameFile", [oldPath, newPath, sessionId], null, () => this.#move("renameFile", [oldPath, newPath], sessionId, R.renameFileResult));
  }

  async moveFile(sourcePath, destinationPath, sessionId) {
    return this.#op("moveFile", [sourcePath, destinationPath, sessionId], null, () => this.#move("moveFile", [sourcePath, destinationPath], sessionId, R.moveFileResult));
  }

  // watch(): the `watching` event, then what a test planned ({events: [...]}); the stream then ends.
  async watch(path, options) {
    return this.#watch([path, options], options?.sessionId ?? null, null);
  }

  #watch(args, session, traced) {
    const [path] = args;
    return this.#op("watch", args, traced, (plan) => {
      const p = normalize(path, this.#cwd(session));
      if (!this.#box.dirs.has(p) && !this.#box.files.has(p)) throw fail("FileNotFoundError", "watch", args, { path, operation: "watch" });
      const watchId = `watch-${++this.#box.watches}`;
      return sseStream([R.watchingEvent(p, watchId), ...(plan?.value?.events ?? [])]);
    }, { stream: true });
  }

  // checkChanges(): every file system change moves the version on.
  async checkChanges(path, options) {
    return this.#checkChanges([path, options], options?.sessionId ?? null, null);
  }

  #checkChanges(args, session, traced) {
    const [, options] = args;
    return this.#op("checkChanges", args, traced, () => {
      const version = `v${this.#box.version}`;
      return R.checkChangesResult(version, options?.since === undefined || options.since === version ? "unchanged" : "changed");
    });
  }

  async gitCheckout(repoUrl, options) {
    return this.#gitCheckout([repoUrl, options], options?.sessionId ?? null, null);
  }

  #gitCheckout(args, session, traced) {
    const [repoUrl, options] = args;
    return this.#op("gitCheckout", args, traced, () => R.gitCheckoutResult(repoUrl, options)).then((result) => {
      const dir = normalize(result.targetDir, this.#cwd(session));
      this.#box.dirs.add(dir);
      for (const d of parentDirs(dir)) this.#box.dirs.add(d);
      return result;
    });
  }

  async mountBucket(bucket, mountPath, options) {
    return this.#op("mountBucket", [bucket, mountPath, options], null, () => {
      const box = this.#box;
      const p = normalize(mountPath);
      if (box.mounts.has(p)) throw fail("InvalidMountConfigError", "mountBucket", [], {}, `Mount path "${mountPath}" is already in use by bucket "${box.mounts.get(p).bucket}"`);
      box.mounts.set(p, { bucket, options });
      box.dirs.add(p);
      for (const d of parentDirs(p)) box.dirs.add(d);
      return undefined;
    });
  }

  async unmountBucket(mountPath) {
    return this.#op("unmountBucket", [mountPath], null, () => {
      const p = normalize(mountPath);
      if (!this.#box.mounts.delete(p)) throw fail("InvalidMountConfigError", "unmountBucket", [], {}, `No active mount found at path: ${mountPath}`);
      return undefined;
    });
  }

  async createBackup(options) {
    return this.#op("createBackup", [options], null, () => R.directoryBackup(nextId(), options)).then((backup) => {
      const prefix = normalize(backup.dir) + "/";
      state.backups.set(backup.id, [...this.#box.files].filter(([p]) => p.startsWith(prefix)));
      return backup;
    });
  }

  async restoreBackup(backup) {
    return this.#op("restoreBackup", [backup], null, () => {
      const files = state.backups.get(backup.id);
      if (!files) throw fail("BackupNotFoundError", "restoreBackup", [], { backupId: backup.id }, `Backup not found: ${backup.id}`);
      for (const [path, text] of files) {
        this.#box.files.set(path, text);
        for (const d of parentDirs(path)) this.#box.dirs.add(d);
      }
      this.#changed();
      return R.restoreBackupResult(backup);
    });
  }

  // --- processes

  async startProcess(command, options, sessionId) {
    return this.#startProcess([command, options, sessionId], sessionId ?? options?.sessionId ?? null, null);
  }

  #startProcess(args, session, traced) {
    const [command, options] = args;
    return this.#op("startProcess", args, traced, () => R.processData(options?.processId ?? nextId(), command)).then((data) => {
      const { stdout = "", stderr = "", ...rest } = data;
      const proc = { ...rest, stdout, stderr, sessionId: session ?? undefined };
      this.#box.processes.set(proc.id, proc);
      return this.#process(proc.id);
    });
  }

  async listProcesses(sessionId) {
    return this.#listProcesses([sessionId], null);
  }

  #listProcesses(args, traced) {
    return this.#op("listProcesses", args, traced, (plan) => {
      if (plan) return reviveDates(plan.value);
      return [...this.#box.processes.keys()].map((id) => this.#process(id));
    }, { stream: true });
  }

  async getProcess(id, sessionId) {
    return this.#getProcess([id, sessionId], null);
  }

  #getProcess(args, traced) {
    const [id] = args;
    return this.#op("getProcess", args, traced, (plan) => {
      if (plan) return reviveDates(plan.value);
      return this.#box.processes.has(id) ? this.#process(id) : null;
    }, { stream: true });
  }

  #procOrFail(id, method, args) {
    const proc = this.#box.processes.get(id);
    if (!proc) throw fail("ProcessNotFoundError", method, args, { processId: id });
    return proc;
  }

  #end(proc, status, exitCode) {
    if (proc.status !== "running" && proc.status !== "starting") return;
    proc.status = status;
    proc.exitCode = exitCode;
    proc.endTime = new Date(R.FIXED_TIME);
  }

  async killProcess(id, signal, sessionId) {
    return this.#killProcess([id, signal, sessionId], null);
  }

  #killProcess(args, traced) {
    const [id] = args;
    return this.#op("killProcess", args, traced, () => {
      this.#end(this.#procOrFail(id, "killProcess", args), "killed", 137);
      return undefined;
    });
  }

  async killAllProcesses(sessionId) {
    return this.#killAll([sessionId], null);
  }

  #killAll(args, traced) {
    return this.#op("killAllProcesses", args, traced, () => {
      let n = 0;
      for (const proc of this.#box.processes.values()) if (proc.status === "running" || proc.status === "starting") { this.#end(proc, "killed", 137); n++; }
      return n;
    });
  }

  // The SDK's 0.12.9 Sandbox answers 0 and removes nothing; so does the double.
  async cleanupCompletedProcesses(sessionId) {
    return this.#op("cleanupCompletedProcesses", [sessionId], null, () => 0);
  }

  async getProcessLogs(id, sessionId) {
    return this.#getProcessLogs([id, sessionId], null);
  }

  #getProcessLogs(args, traced) {
    const [id] = args;
    return this.#op("getProcessLogs", args, traced, () => {
      const proc = this.#procOrFail(id, "getProcessLogs", args);
      return R.processLogs(id, proc.stdout, proc.stderr);
    });
  }

  // streamProcessLogs(): the output so far, one event per line, then `exit` if the process ended.
  async streamProcessLogs(processId, options) {
    return this.#streamProcessLogs([processId, options], null);
  }

  #streamProcessLogs(args, traced) {
    const [id] = args;
    return this.#op("streamProcessLogs", args, traced, (plan) => {
      if (plan?.value?.events) return sseStream(plan.value.events);
      const proc = this.#procOrFail(id, "streamProcessLogs", args);
      const lines = (text) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
      const events = [
        ...lines(proc.stdout).map((l) => R.logEvent("stdout", id, l)),
        ...lines(proc.stderr).map((l) => R.logEvent("stderr", id, l)),
      ];
      if (proc.status !== "running" && proc.status !== "starting") events.push(R.logEvent("exit", id, "", proc.exitCode ?? 0));
      return sseStream(events.map((e) => (proc.sessionId ? { ...e, sessionId: proc.sessionId } : e)));
    }, { stream: true });
  }

  /** A Process as the SDK returns it: its data plus methods, which RPC turns into callable stubs. */
  #process(id) {
    const box = this.#box;
    const data = box.processes.get(id);
    const op = (method, args, compute) => this.#op(`Process.${method}`, [id, ...args], null, compute);
    const matchLine = (pattern) => {
      for (const line of `${data.stdout}\n${data.stderr}`.split("\n")) {
        if (pattern instanceof RegExp) {
          const match = line.match(pattern);
          if (match) return { line, match };
        } else if (line.includes(pattern)) return { line };
      }
      return null;
    };
    return {
      ...R.processData(data.id, data.command, data.status),
      ...(data.pid !== undefined && { pid: data.pid }),
      ...(data.exitCode !== undefined && { exitCode: data.exitCode }),
      ...(data.endTime !== undefined && { endTime: data.endTime }),
      ...(data.sessionId !== undefined && { sessionId: data.sessionId }),
      kill: (signal) => op("kill", [signal], () => void this.#end(data, "killed", 137)),
      getStatus: () => op("getStatus", [], () => data.status),
      getLogs: () => op("getLogs", [], () => ({ stdout: data.stdout, stderr: data.stderr })),
      // Waiting for the exit lets the process finish: completed, with exitCode 0 unless planned.
      waitForExit: (timeout) => op("waitForExit", [timeout], () => {
        this.#end(data, data.plannedExitCode ? "failed" : "completed", data.plannedExitCode ?? 0);
        return { exitCode: data.exitCode ?? 0 };
      }),
      waitForPort: (port, options) => op("waitForPort", [port, options], () => {
        if (data.status !== "running" && data.status !== "starting") {
          throw fail("ProcessExitedBeforeReadyError", "waitForPort", [id], { processId: id, command: data.command, condition: `port ${port}`, exitCode: data.exitCode ?? 0 });
        }
        return undefined;
      }),
      // A pattern found in the output so far resolves; otherwise the process never prints it.
      waitForLog: (pattern, timeout) => op("waitForLog", [pattern, timeout], () => {
        const found = matchLine(pattern);
        if (found) return found;
        const condition = String(pattern);
        if (data.status !== "running" && data.status !== "starting") {
          throw fail("ProcessExitedBeforeReadyError", "waitForLog", [id], { processId: id, command: data.command, condition, exitCode: data.exitCode ?? 0 });
        }
        throw fail("ProcessReadyTimeoutError", "waitForLog", [id], { processId: id, command: data.command, condition, timeout: timeout ?? 0 });
      }),
    };
  }

  // --- code interpreter

  #contextOrFail(contextId, method, args) {
    const context = this.#box.contexts.find((c) => c.id === contextId);
    if (!context) throw fail("ContextNotFoundError", method, args, { contextId });
    return context;
  }

  /** The context a run uses: the given one, else the first of its language (made on first use). */
  #runContext(options, method, args) {
    if (options?.context) return this.#contextOrFail(options.context.id, method, args);
    const language = options?.language ?? "python";
    let context = this.#box.contexts.find((c) => c.language === language);
    if (!context) {
      context = R.codeContext(nextId(), { language });
      this.#box.contexts.push(context);
    }
    return context;
  }

  async createCodeContext(options) {
    return this.#createCodeContext([options], null);
  }

  #createCodeContext(args, traced) {
    const [options] = args;
    return this.#op("createCodeContext", args, traced, () => R.codeContext(nextId(), options)).then((context) => {
      this.#box.contexts.push(context);
      return context;
    });
  }

  async listCodeContexts() {
    return this.#op("listCodeContexts", [], null, () => [...this.#box.contexts]);
  }

  async deleteCodeContext(contextId) {
    return this.#deleteCodeContext([contextId], null);
  }

  #deleteCodeContext(args, traced) {
    const [contextId] = args;
    return this.#op("deleteCodeContext", args, traced, () => {
      this.#contextOrFail(contextId, "deleteCodeContext", args);
      this.#box.contexts = this.#box.contexts.filter((c) => c.id !== contextId);
      return undefined;
    });
  }

  async runCode(code, options) {
    return this.#runCode([code, options], null);
  }

  #runCode(args, traced) {
    const [code, options] = args;
    return this.#op("runCode", args, traced, () => {
      this.#runContext(options, "runCode", args);
      return R.executionResult(code);
    });
  }

  // runCodeStream(): the interpreter's `data: {...}` lines; a plan gives {stdout: [...], stderr:
  // [...], results: [...], error: {...}} or raw {events: [...]}.
  async runCodeStream(code, options) {
    return this.#runCodeStream([code, options], null);
  }

  #runCodeStream(args, traced) {
    const [, options] = args;
    return this.#op("runCodeStream", args, traced, (plan) => {
      this.#runContext(options, "runCodeStream", args);
      const p = plan?.value ?? {};
      const events = p.events ?? R.runCodeStreamEvents(p.stdout ?? [], p.stderr ?? [], p.results ?? [], p.error ?? null);
      return sseStream(events, (event) => `data: ${JSON.stringify(event)}\n`);
    }, { stream: true });
  }

  // --- sessions

  async createSession(options) {
    const id = options?.id ?? `session-${state.nextId++}`;
    return this.#op("createSession", [options], null, () => {
      const box = this.#box;
      if (box.sessions.has(id)) throw fail("SessionAlreadyExistsError", "createSession", [id], { sessionId: id });
      box.sessions.set(id, { id, env: { ...box.env, ...(options?.env ?? {}) }, cwd: options?.cwd ? normalize(options.cwd) : "/workspace" });
      return undefined;
    }).then(() => this.#sessionObject(id));
  }

  async getSession(sessionId) {
    return this.#op("getSession", [sessionId], null, () => undefined).then(() => this.#sessionObject(sessionId));
  }

  async deleteSession(sessionId) {
    return this.#op("deleteSession", [sessionId], null, () => {
      if (sessionId === this.#defaultSessionId()) throw new Error(`Cannot delete default session '${sessionId}'. Use sandbox.destroy() to terminate the sandbox.`);
      this.#box.sessions.delete(sessionId);
      return R.sessionDeleteResult(sessionId);
    });
  }

  /** An ExecutionSession: the real Sandbox's getSessionWrapper(), each method traced with the session. */
  #sessionObject(sid) {
    this.#session(sid);
    return {
      id: sid,
      terminal: null, // getSandbox() replaces it with the SDK's client-side proxyTerminal
      exec: (command, options) => this.#exec("exec", [command, options], command, sid, options),
      execStream: (command, options) => this.#execStream("execStream", [command, options], command, sid, options),
      startProcess: (command, options) => this.#startProcess([command, options], sid, sid),
      listProcesses: () => this.#listProcesses([], sid),
      getProcess: (id) => this.#getProcess([id], sid),
      killProcess: (id, signal) => this.#killProcess([id, signal], sid),
      killAllProcesses: () => this.#killAll([], sid),
      cleanupCompletedProcesses: () => this.#op("cleanupCompletedProcesses", [], sid, () => 0),
      getProcessLogs: (id) => this.#getProcessLogs([id], sid),
      streamProcessLogs: (processId, options) => this.#streamProcessLogs([processId, options], sid),
      writeFile: (path, content, options) => this.#writeFile([path, content, options], sid, sid),
      readFile: (path, options) => this.#readFile([path, options], sid, sid),
      readFileStream: (path) => this.#readFileStream([path], sid, sid),
      watch: (path, options) => this.#watch([path, options], sid, sid),
      checkChanges: (path, options) => this.#checkChanges([path, options], sid, sid),
      mkdir: (path, options) => this.#mkdir([path, options], sid, sid),
      deleteFile: (path) => this.#deleteFile([path], sid, sid),
      renameFile: (oldPath, newPath) => this.#op("renameFile", [oldPath, newPath], sid, () => this.#move("renameFile", [oldPath, newPath], sid, R.renameFileResult)),
      moveFile: (sourcePath, destPath) => this.#op("moveFile", [sourcePath, destPath], sid, () => this.#move("moveFile", [sourcePath, destPath], sid, R.moveFileResult)),
      listFiles: (path, options) => this.#listFiles([path, options], sid, sid),
      exists: (path) => this.#exists([path], sid, sid),
      gitCheckout: (repoUrl, options) => this.#gitCheckout([repoUrl, options], sid, sid),
      setEnvVars: (envVars) => this.#setEnvVars(envVars, sid),
      createCodeContext: (options) => this.#createCodeContext([options], sid),
      runCode: (code, options) => this.#runCode([code, options], sid),
      runCodeStream: (code, options) => this.#runCodeStream([code, options], sid),
      listCodeContexts: () => this.#op("listCodeContexts", [], sid, () => [...this.#box.contexts]),
      deleteCodeContext: (contextId) => this.#deleteCodeContext([contextId], sid),
      mountBucket: (bucket, mountPath, options) => this.mountBucket(bucket, mountPath, options),
      unmountBucket: (mountPath) => this.unmountBucket(mountPath),
      createBackup: (options) => this.createBackup(options),
      restoreBackup: (backup) => this.restoreBackup(backup),
    };
  }

  // --- ports, preview URLs and HTTP into the container

  async exposePort(port, options) {
    return this.#op("exposePort", [port, options], null, () => {
      if (!validPort(port)) throw securityError(port);
      if (options?.hostname?.endsWith(".workers.dev")) {
        throw fail("CustomDomainRequiredError", "exposePort", [port], { originalError: options.hostname }, "Port exposure requires a custom domain. .workers.dev domains do not support wildcard subdomains required for port proxying.");
      }
      const box = this.#box;
      const token = options?.token ?? box.ports.get(port)?.token ?? `t${String(state.nextId++).padStart(15, "0")}`;
      for (const [p, entry] of box.ports) if (entry.token === token && p !== port) throw sdkSecurity(`Token '${token}' is already in use by port ${p}. Please use a different token.`);
      box.ports.set(port, { token, name: options?.name });
      return R.exposedPort(port, R.previewUrl(port, this.#key, options.hostname, token), options?.name);
    });
  }

  async unexposePort(port) {
    return this.#op("unexposePort", [port], null, () => {
      if (!validPort(port)) throw securityError(port);
      this.#box.ports.delete(port);
      return undefined;
    });
  }

  async getExposedPorts(hostname) {
    return this.#op("getExposedPorts", [hostname], null, () =>
      [...this.#box.ports].sort(([a], [b]) => a - b).map(([port, e]) => R.exposedPortInfo(port, R.previewUrl(port, this.#key, hostname, e.token))),
    );
  }

  async isPortExposed(port) {
    return this.#op("isPortExposed", [port], null, () => validPort(port) && this.#box.ports.has(port));
  }

  async validatePortToken(port, token) {
    return this.#op("validatePortToken", [port, token], null, () => this.#box.ports.get(port)?.token === token);
  }

  /** What a service on `port` answers: serves(port, ...) in the test, else a small text response. */
  #serve(request, port) {
    const url = new URL(request.url);
    const served = state.served.get(port);
    if (served) return new Response(served.body, { status: served.status, headers: served.headers });
    return new Response(`sandbox-py double: ${this.#key} port ${port}: ${request.method} ${url.pathname}${url.search}`, {
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
  }

  #websocket(port) {
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair);
    server.accept();
    server.addEventListener("message", (event) => server.send(event.data)); // an echo service
    return new Response(null, { status: 101, webSocket: client, headers: { "x-sandbox-py-port": String(port) } });
  }

  // fetch(): preview URLs (proxyToSandbox), wsConnect, terminal and sandbox.fetch all arrive here.
  async fetch(request) {
    const url = new URL(request.url);
    const preview = request.headers.get("x-sandbox-preview-proxy") === "1";
    const port = preview
      ? Number(request.headers.get("x-sandbox-preview-port"))
      : Number(request.headers.get("cf-container-target-port") ?? url.pathname.match(/^\/proxy\/(\d+)/)?.[1] ?? 3000) || 3000;
    const args = [`${request.method} ${url.pathname}${url.search}`];
    if (preview) args.push({ port, token: request.headers.get("x-sandbox-preview-token") });
    else if (port !== 3000) args.push({ port });
    this.#record("fetch", args, null);
    const plan = takePlan("fetch");
    if (plan && (plan.raise !== undefined || plan.error !== undefined)) planned(plan, "fetch", args);
    if (preview) {
      const entry = this.#box.ports.get(port);
      if (!entry || entry.token !== request.headers.get("x-sandbox-preview-token")) {
        return Response.json({ error: "Access denied: Invalid token or port not exposed", code: "INVALID_TOKEN" }, { status: 404 });
      }
    }
    if (request.headers.get("upgrade")?.toLowerCase() === "websocket") return this.#websocket(port);
    if (plan) return new Response(plan.value?.body ?? "", { status: plan.value?.status ?? 200, headers: plan.value?.headers ?? {} });
    return this.#serve(request, port);
  }

  async containerFetch(requestOrUrl, portOrInit, portParam) {
    const request = requestOrUrl instanceof Request ? requestOrUrl : new Request(String(requestOrUrl), typeof portOrInit === "object" ? portOrInit : undefined);
    const port = typeof portOrInit === "number" ? portOrInit : portParam ?? 3000;
    return this.#op("containerFetch", [`${request.method} ${request.url}`, port], null, (plan) => {
      if (plan) return new Response(plan.value?.body ?? "", { status: plan.value?.status ?? 200, headers: plan.value?.headers ?? {} });
      return this.#serve(request, port);
    }, { stream: true });
  }

  // sandbox.tunnels.get/list/destroy arrive as callTunnels(method, args).
  async callTunnels(method, args) {
    return this.#op("callTunnels", [method, args], null, () => {
      const tunnels = this.#box.tunnels;
      if (method === "get") {
        const port = args[0];
        if (!tunnels.has(port)) tunnels.set(port, R.quickTunnel(nextId(), port));
        return tunnels.get(port);
      }
      if (method === "list") return [...tunnels.values()];
      if (method === "destroy") {
        tunnels.delete(typeof args[0] === "number" ? args[0] : args[0]?.port);
        return undefined;
      }
      throw new Error(`Unknown tunnels method: ${method}`);
    });
  }

  // Hooks the platform calls on the container, never a worker: recorded, and otherwise no-ops.
  async onStart() { this.#record("onStart", [], null); }
  async onStop(params) { this.#record("onStop", [params], null); }
  async onError(error) { this.#record("onError", [String(error)], null); }
  async onActivityExpired() { this.#record("onActivityExpired", [], null); }
}

function validPort(port) {
  return Number.isInteger(port) && port >= 1024 && port <= 65535 && port !== 3000;
}

function sdkSecurity(message) {
  return sdkError("SandboxSecurityError", "exposePort", [], message);
}

function securityError(port) {
  return sdkSecurity(`Invalid port number: ${port}. Must be 1024-65535, excluding 3000 (sandbox control plane).`);
}

// Methods the SDK's client implements itself on top of others (getSandbox's wrappers): no RPC of
// their own reaches the Durable Object. wsConnect and terminal go through fetch(); tunnels through
// callTunnels(); ExecutionSession.terminal through fetch().
export const CLIENT_SIDE = { wsConnect: "fetch", terminal: "fetch", tunnels: "callTunnels" };

export const IMPLEMENTED = Object.getOwnPropertyNames(SandboxDouble.prototype).filter((m) => m !== "constructor");

// ---- waitUntil tracking: the harness wrapper passes handlers a ctx whose waitUntil is counted here.

export function trackContext(ctx, where) {
  const waitUntil = (promise) => {
    state.pending++;
    const settled = Promise.resolve(promise).then(
      () => {},
      (error) => void state.background.push(`${where}: ctx.waitUntil: ${String(error?.stack ?? error)}`),
    ).finally(() => void state.pending--);
    ctx.waitUntil(settled);
  };
  return new Proxy(ctx, {
    get(target, key) {
      if (key === "waitUntil") return waitUntil;
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export function recordBackground(message) {
  state.background.push(message);
}

async function settle(timeoutMs = 10000) {
  const start = Date.now();
  while (state.pending > 0) {
    if (Date.now() - start > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return true;
}

// ---- the harness's control channel, reached through the wrapped worker's fetch (see bundle.mjs)

export const CONTROL_HEADER = "x-sandbox-py-harness";

export async function handleControl(request) {
  const command = await request.json();
  switch (command.op) {
    case "calls": {
      const settled = await settle();
      return Response.json({ calls: state.calls, background: state.background, settled });
    }
    case "settle": {
      const settled = await settle();
      return Response.json({ background: state.background, settled });
    }
    case "plan":
      planResult(command.method, command.plan, Boolean(command.once));
      return Response.json({});
    case "serve":
      state.served.set(command.port, { status: command.status ?? 200, headers: command.headers ?? {}, body: command.body ?? "" });
      return Response.json({});
    case "process": {
      const box = state.sandboxes.get(command.sandbox);
      const proc = box?.processes.get(command.id);
      if (!proc) return Response.json({ error: `no process ${JSON.stringify(command.id)} in sandbox ${JSON.stringify(command.sandbox)}` }, { status: 400 });
      if (command.stdout) proc.stdout += command.stdout;
      if (command.stderr) proc.stderr += command.stderr;
      if (command.exitCode !== undefined && command.exitCode !== null) {
        if (command.status === undefined || command.status === null) proc.plannedExitCode = command.exitCode;
        else proc.exitCode = command.exitCode;
      }
      if (command.status) {
        proc.status = command.status;
        if (command.status !== "running" && command.status !== "starting") {
          proc.endTime = new Date(R.FIXED_TIME);
          proc.exitCode ??= command.status === "completed" ? 0 : 1;
        }
      }
      return Response.json({});
    }
    case "state": {
      const box = state.sandboxes.get(command.sandbox);
      if (!box) return Response.json({ sandbox: null });
      return Response.json({
        sandbox: {
          files: Object.fromEntries(box.files),
          dirs: [...box.dirs].sort(),
          env: box.env,
          sessions: Object.fromEntries([...box.sessions].map(([k, s]) => [k, { env: s.env, cwd: s.cwd }])),
          processes: Object.fromEntries([...box.processes].map(([k, p]) => [k, { command: p.command, status: p.status, exitCode: p.exitCode ?? null, stdout: p.stdout, stderr: p.stderr }])),
          ports: Object.fromEntries([...box.ports].map(([p, e]) => [p, e])),
          contexts: box.contexts.map((c) => c.id),
          mounts: Object.fromEntries([...box.mounts].map(([p, m]) => [p, m.bucket])),
        },
      });
    }
    case "reset":
      resetDouble();
      return Response.json({});
    case "methods":
      return Response.json({ implemented: IMPLEMENTED, clientSide: CLIENT_SIDE, errors: Object.keys(SDK_ERRORS), messageErrors: Object.keys(MESSAGE_ERRORS) });
    default:
      return Response.json({ error: `unknown harness control op ${JSON.stringify(command.op)}` }, { status: 400 });
  }
}
