// tsc proves that the Sandbox double's default results have the types @cloudflare/sandbox 0.12.9
// declares for them (run by tests/harness/test_double_types.py). Each line assigns one builder's
// result to the SDK's own declared type; a missing or mistyped field is a compile error.
import type {
  ContainerUnavailableContext,
  ExecEvent,
  ExecutionSession,
  FileStreamEvent,
  FileWatchSSEEvent,
  ISandbox,
  LogEvent,
  Process,
  QuickTunnelInfo,
  Sandbox,
  WaitForLogResult,
} from "@cloudflare/sandbox";
import * as R from "./double_results.mjs";

// The resolved result of a method (for the overloaded readFile, the last overload: ReadFileResult).
type Resolved<M extends keyof ISandbox> = ISandbox[M] extends (...args: any[]) => Promise<infer T> ? T : never;
// Methods the Sandbox class adds to ISandbox (exposePort & co.).
type SandboxResolved<M extends keyof Sandbox> = Sandbox[M] extends (...args: any[]) => Promise<infer T> ? T : never;
type SessionResolved<M extends keyof ExecutionSession> = ExecutionSession[M] extends (...args: any[]) => Promise<infer T> ? T : never;
// readFile's first overload: { encoding: "none" } resolves to a ReadFileStreamResult.
type ReadNone = ISandbox["readFile"] extends { (path: string, options: { encoding: "none" }): Promise<infer T>; (...args: any[]): any } ? T : never;
// What startProcess/listProcesses return minus the methods, which the double adds as RPC stubs.
type ProcessData = Omit<Process, "kill" | "getStatus" | "getLogs" | "waitForLog" | "waitForPort" | "waitForExit">;

export const checked = {
  exec: R.execResult("ls", "out", "err", 1) satisfies Resolved<"exec">,
  execStream: R.execStreamEvents("ls", "out", "err", 1) satisfies ExecEvent[],
  writeFile: R.writeFileResult("/workspace/a") satisfies Resolved<"writeFile">,
  readFile: R.readFileResult("/workspace/a", "text") satisfies Resolved<"readFile">,
  mkdir: R.mkdirResult("/workspace/d", true) satisfies Resolved<"mkdir">,
  exists: R.existsResult("/workspace/a", true) satisfies Resolved<"exists">,
  deleteFile: R.deleteFileResult("/workspace/a") satisfies Resolved<"deleteFile">,
  listFiles: R.listFilesResult("/workspace", [R.fileInfo("/workspace", "a", 1), R.fileInfo("/workspace", "d", 0, "directory")]) satisfies Resolved<"listFiles">,
  gitCheckout: R.gitCheckoutResult("https://github.com/x/y.git", { targetDir: "/workspace/y", branch: "dev" }) satisfies Resolved<"gitCheckout">,
  createCodeContext: R.codeContext(R.doubleId(1), { language: "python" }) satisfies Resolved<"createCodeContext">,
  listCodeContexts: [R.codeContext(R.doubleId(1))] satisfies Resolved<"listCodeContexts">,
  runCode: R.executionResult("1 + 1") satisfies Resolved<"runCode">,
  startProcess: R.processData(R.doubleId(2), "sleep 1") satisfies ProcessData,
  getProcessLogs: R.processLogs(R.doubleId(2), "o", "e") satisfies Resolved<"getProcessLogs">,
  createBackup: R.directoryBackup(R.doubleId(3), { dir: "/workspace" }) satisfies Resolved<"createBackup">,
  restoreBackup: R.restoreBackupResult({ id: R.doubleId(3), dir: "/workspace" }) satisfies Resolved<"restoreBackup">,
  renameFile: R.renameFileResult("/workspace/a", "/workspace/b") satisfies Resolved<"renameFile">,
  moveFile: R.moveFileResult("/workspace/a", "/workspace/d/a") satisfies Resolved<"moveFile">,
  readFileNone: R.readFileStreamResult("/workspace/a", "text") satisfies ReadNone,
  readFileStream: R.fileStreamEvents("/workspace/a", "text") satisfies FileStreamEvent[],
  readFileStreamError: R.fileStreamError("File not found: /workspace/a") satisfies FileStreamEvent[],
  watch: R.watchingEvent("/workspace", "watch-1") satisfies FileWatchSSEEvent,
  checkChanges: R.checkChangesResult("v1", "changed") satisfies Resolved<"checkChanges">,
  deleteSession: R.sessionDeleteResult("s1") satisfies Resolved<"deleteSession">,
  streamProcessLogs: [R.logEvent("stdout", "p1", "hi\n"), R.logEvent("exit", "p1", "", 0)] satisfies LogEvent[],
  exposePort: R.exposedPort(8080, R.previewUrl(8080, "box", "example.com", "tok"), "web") satisfies SandboxResolved<"exposePort">,
  getExposedPorts: [R.exposedPortInfo(8080, R.previewUrl(8080, "box", "localhost:8787", "tok"))] satisfies SandboxResolved<"getExposedPorts">,
  tunnel: R.quickTunnel(R.doubleId(4), 8080) satisfies QuickTunnelInfo,
  containerUnavailable: R.containerUnavailableContext() satisfies ContainerUnavailableContext,
  waitForExit: { exitCode: 0 } satisfies Awaited<ReturnType<Process["waitForExit"]>>,
  waitForLog: { line: "ready" } satisfies WaitForLogResult,
  sessionGetProcessLogs: R.processLogs("p1") satisfies SessionResolved<"getProcessLogs">,
  killAllProcesses: 0 satisfies Resolved<"killAllProcesses">,
  placement: null satisfies Resolved<"getContainerPlacementId">,
};
