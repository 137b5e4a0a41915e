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
