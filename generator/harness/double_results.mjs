// Default results of the Sandbox double: one pure builder per RPC method, shaped exactly as the
// @cloudflare/sandbox 0.12.9 declarations say. double_results_check.ts proves that with tsc, so keep
// these free of harness state: the double passes in whatever it knows (paths, file contents, ids).

/** Every timestamp the double reports: fixed, so two runs of a worker give identical responses. */
export const FIXED_TIME = "2026-01-01T00:00:00.000Z";

/** Ids the double hands out: UUID-shaped like the container's, but counted so runs are repeatable. */
/** @param {number} n */
export function doubleId(n) {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** @param {string} command */
export function execResult(command, stdout = "", stderr = "", exitCode = 0) {
  return { success: exitCode === 0, exitCode, stdout, stderr, command, duration: 0, timestamp: FIXED_TIME };
}

/** The events of an execStream response, in the order the container's /api/execute/stream sends them.
 * @param {string} command */
export function execStreamEvents(command, stdout = "", stderr = "", exitCode = 0) {
  /** @type {{type: "start" | "stdout" | "stderr" | "complete", timestamp: string, command?: string, data?: string, exitCode?: number}[]} */
  const events = [{ type: "start", command, timestamp: FIXED_TIME }];
  if (stdout) events.push({ type: "stdout", data: stdout, timestamp: FIXED_TIME });
  if (stderr) events.push({ type: "stderr", data: stderr, timestamp: FIXED_TIME });
  events.push({ type: "complete", exitCode, timestamp: FIXED_TIME });
  return events;
}

/** SSE framing of the container: one `data: <json>` line and a blank line per event, no [DONE].
 * @param {object} event */
export function sseFrame(event) {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** @param {string} path */
export function writeFileResult(path) {
  return { success: true, path, timestamp: FIXED_TIME, exitCode: 0 };
}

/** @param {string} path @param {string} content */
export function readFileResult(path, content = "") {
  return {
    success: true,
    path,
    content,
    timestamp: FIXED_TIME,
    exitCode: 0,
    encoding: /** @type {"utf-8"} */ ("utf-8"),
    isBinary: false,
    mimeType: "text/plain",
    size: new TextEncoder().encode(content).length,
  };
}

/** @param {string} path */
export function mkdirResult(path, recursive = false) {
  return { success: true, path, recursive, timestamp: FIXED_TIME, exitCode: 0 };
}

/** @param {string} path */
export function existsResult(path, exists = false) {
  return { success: true, path, exists, timestamp: FIXED_TIME };
}

/** @param {string} path */
export function deleteFileResult(path) {
  return { success: true, path, timestamp: FIXED_TIME, exitCode: 0 };
}

/** @param {string} dir @param {string} name */
export function fileInfo(dir, name, size = 0, type = /** @type {"file" | "directory"} */ ("file")) {
  const absolutePath = `${dir.replace(/\/+$/, "")}/${name}`;
  return {
    name,
    absolutePath,
    relativePath: name,
    type,
    size,
    modifiedAt: FIXED_TIME,
    mode: type === "directory" ? "rwxr-xr-x" : "rw-r--r--",
    permissions: { readable: true, writable: true, executable: type === "directory" },
  };
}

/** @param {string} path @param {ReturnType<typeof fileInfo>[]} files */
export function listFilesResult(path, files = []) {
  return { success: true, path, files, count: files.length, timestamp: FIXED_TIME, exitCode: 0 };
}

/** The folder `git clone` makes when no targetDir is given: /workspace/<repository name>.
 * @param {string} repoUrl */
export function defaultCheckoutDir(repoUrl) {
  const name = repoUrl.replace(/\/+$/, "").split("/").pop()?.replace(/\.git$/, "") || "repo";
  return `/workspace/${name}`;
}

/** @param {string} repoUrl @param {{branch?: string, targetDir?: string}} [options] */
export function gitCheckoutResult(repoUrl, options = {}) {
  return {
    success: true,
    repoUrl,
    branch: options.branch ?? "main",
    targetDir: options.targetDir ?? defaultCheckoutDir(repoUrl),
    timestamp: FIXED_TIME,
    exitCode: 0,
  };
}

/** @param {string} id @param {{language?: string, cwd?: string}} [options] */
export function codeContext(id, options = {}) {
  return {
    id,
    language: options.language ?? "python",
    cwd: options.cwd ?? "/workspace",
    createdAt: new Date(FIXED_TIME),
    lastUsed: new Date(FIXED_TIME),
  };
}

/** What Sandbox.runCode returns: Execution.toJSON() of a run with no output. @param {string} code */
export function executionResult(code) {
  return {
    code,
    logs: { stdout: /** @type {string[]} */ ([]), stderr: /** @type {string[]} */ ([]) },
    results: /** @type {{text?: string, html?: string, json?: any}[]} */ ([]),
  };
}

/** The data fields of a Process; the double adds its methods (kill, getStatus, getLogs, ...).
 * @param {string} id @param {string} command */
export function processData(id, command, status = /** @type {import("@cloudflare/sandbox").ProcessStatus} */ ("running")) {
  return { id, pid: 1000, command, status, startTime: new Date(FIXED_TIME) };
}

/** @param {string} processId */
export function processLogs(processId, stdout = "", stderr = "") {
  return { stdout, stderr, processId };
}

/** @param {string} id @param {{dir: string}} options */
export function directoryBackup(id, options) {
  return { id, dir: options.dir };
}

/** @param {{id: string, dir: string}} backup */
export function restoreBackupResult(backup) {
  return { success: true, dir: backup.dir, id: backup.id };
}

/** @param {string} path @param {string} newPath */
export function renameFileResult(path, newPath) {
  return { success: true, path, newPath, timestamp: FIXED_TIME, exitCode: 0 };
}

/** @param {string} path @param {string} newPath */
export function moveFileResult(path, newPath) {
  return { success: true, path, newPath, timestamp: FIXED_TIME, exitCode: 0 };
}

/** The events of readFileStream, as the container's /api/read/stream sends them (text files).
 * @param {string} path @param {string} content */
export function fileStreamEvents(path, content, mimeType = "text/plain") {
  const size = new TextEncoder().encode(content).length;
  /** @type {({type: "metadata", mimeType: string, size: number, isBinary: boolean, encoding: "utf-8" | "base64"} | {type: "chunk", data: string} | {type: "complete", bytesRead: number})[]} */
  const events = [{ type: "metadata", mimeType, size, isBinary: false, encoding: "utf-8" }];
  if (content) events.push({ type: "chunk", data: content });
  events.push({ type: "complete", bytesRead: size });
  return events;
}

/** The one event of readFileStream when the container cannot read the file: the container's
 * readFileStreamOperation answers 200 with an SSE `error` event (its message, e.g. "File not found:
 * /workspace/a", from getFileMetadata) rather than an error response, so the Sandbox's readFileStream
 * resolves and the stream carries the failure (the SDK's streamFile throws it when it reads it).
 * @param {string} message */
export function fileStreamError(message) {
  return [{ type: /** @type {"error"} */ ("error"), error: message }];
}

/** What readFile(path, { encoding: "none" }) resolves to: the bytes as a stream.
 * @param {string} path @param {string} content */
export function readFileStreamResult(path, content) {
  const bytes = new TextEncoder().encode(content);
  return {
    success: /** @type {true} */ (true),
    path,
    content: new ReadableStream({
      /** @param {ReadableStreamDefaultController<Uint8Array>} controller */
      start(controller) {
        if (bytes.length) controller.enqueue(bytes);
        controller.close();
      },
    }),
    size: bytes.length,
    mimeType: "text/plain",
    timestamp: FIXED_TIME,
  };
}

/** The first event of a watch() stream: the watcher is established. @param {string} path @param {string} watchId */
export function watchingEvent(path, watchId) {
  return { type: /** @type {"watching"} */ ("watching"), path, watchId };
}

/** @param {string} version */
export function checkChangesResult(version, status = /** @type {"unchanged" | "changed"} */ ("unchanged")) {
  return { success: /** @type {true} */ (true), status, version, timestamp: FIXED_TIME };
}

/** @param {string} sessionId */
export function sessionDeleteResult(sessionId) {
  return { success: true, sessionId, timestamp: FIXED_TIME };
}

/** A streamProcessLogs event, as the container's /api/process/{id}/stream sends it.
 * @param {"stdout" | "stderr" | "exit" | "error"} type @param {string} processId @param {string} data */
export function logEvent(type, processId, data, exitCode = /** @type {number | undefined} */ (undefined)) {
  return { type, timestamp: FIXED_TIME, data, processId, ...(exitCode !== undefined && { exitCode }) };
}

/** The lines runCodeStream sends (the interpreter's /api/execute/code), before SSE framing.
 * @param {string[]} stdout @param {string[]} stderr @param {{text?: string}[]} results */
export function runCodeStreamEvents(stdout = [], stderr = [], results = [], error = /** @type {{ename: string, evalue: string, traceback: string[]} | null} */ (null)) {
  /** @type {object[]} */
  const events = [];
  for (const text of stdout) events.push({ type: "stdout", text, timestamp: 0 });
  for (const text of stderr) events.push({ type: "stderr", text, timestamp: 0 });
  for (const result of results) events.push({ type: "result", ...result });
  if (error) events.push({ type: "error", ...error });
  events.push({ type: "execution_complete", timestamp: 0 });
  return events;
}

/** exposePort's result. @param {number} port @param {string} url @param {string | undefined} name */
export function exposedPort(port, url, name) {
  return { url, port, name };
}

/** One entry of getExposedPorts. @param {number} port @param {string} url */
export function exposedPortInfo(port, url) {
  return { url, port, status: /** @type {"active"} */ ("active") };
}

/** The URL exposePort gives: https://<port>-<sandbox>-<token>.<hostname>/ (http://... for localhost).
 * @param {number} port @param {string} sandbox @param {string} hostname @param {string} token */
export function previewUrl(port, sandbox, hostname, token) {
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(hostname);
  const [host, mainPort] = hostname.split(":");
  const url = new URL(local ? `http://${host}:${mainPort || "80"}` : `https://${hostname}`);
  url.hostname = `${port}-${sandbox.toLowerCase()}-${token}.${local ? host : url.hostname}`;
  return url.toString();
}

/** A quick tunnel as tunnels.get(port) returns it. @param {string} id @param {number} port */
export function quickTunnel(id, port) {
  const hostname = `double-${id.slice(-12)}.trycloudflare.com`;
  return { id, port, url: `https://${hostname}`, hostname, createdAt: FIXED_TIME };
}

/** The default context of a ContainerUnavailableError. */
export function containerUnavailableContext(reason = /** @type {import("@cloudflare/sandbox").ContainerUnavailableReason} */ ("container_starting")) {
  return { reason, retryable: /** @type {true} */ (true), retryAfterMs: 1000 };
}

/** What an SDK error carries (SandboxError.errorResponse): the container's ErrorResponse.
 * @param {string} code @param {string} message @param {Record<string, unknown>} context @param {number} httpStatus */
export function errorResponse(code, message, context, httpStatus) {
  return { code, message, context, httpStatus, timestamp: FIXED_TIME };
}
