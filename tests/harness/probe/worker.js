// A worker that drives every method of the Sandbox double through the SDK's real getSandbox(), so
// tests/harness/test_sandbox_double.py can check what a worker actually receives over RPC.
import { getSandbox, parseSSEStream } from "@cloudflare/sandbox";

const routes = {
  async exec(sandbox) {
    return sandbox.exec("ls -la", { cwd: "/workspace" });
  },
  async execStream(sandbox) {
    const events = [];
    for await (const event of parseSSEStream(await sandbox.execStream("npm test"))) events.push(event);
    return events;
  },
  async execStreamRaw(sandbox) {
    return new Response(await sandbox.execStream("npm test"), { headers: { "Content-Type": "text/event-stream" } });
  },
  async files(sandbox) {
    const out = {};
    out.mkdir = await sandbox.mkdir("/workspace/src/lib", { recursive: true });
    out.write = await sandbox.writeFile("/workspace/src/main.py", "print('hi')\n");
    await sandbox.writeFile("/workspace/src/.hidden", "x");
    out.exists = await sandbox.exists("/workspace/src/main.py");
    out.missing = await sandbox.exists("/workspace/nope");
    out.list = await sandbox.listFiles("/workspace/src");
    out.read = await sandbox.readFile("/workspace/src/main.py");
    out.delete = await sandbox.deleteFile("/workspace/src/main.py");
    out.existsAfterDelete = (await sandbox.exists("/workspace/src/main.py")).exists;
    return out;
  },
  async code(sandbox) {
    const context = await sandbox.createCodeContext({ language: "javascript", cwd: "/workspace/js" });
    const contexts = await sandbox.listCodeContexts();
    const run = await sandbox.runCode("1 + 1", { context });
    return { context, createdAtIsDate: context.createdAt instanceof Date, contexts, run };
  },
  async git(sandbox) {
    return sandbox.gitCheckout("https://github.com/example/tool.git", { branch: "dev" });
  },
  async process(sandbox) {
    const proc = await sandbox.startProcess("python -m http.server", { processId: "web" });
    const status = await proc.getStatus();
    const listed = await sandbox.listProcesses();
    const logs = await sandbox.getProcessLogs("web");
    await sandbox.killProcess("web");
    const after = await proc.getStatus();
    const { id, command, pid } = proc;
    return { id, command, pid, startTimeIsDate: proc.startTime instanceof Date, status, after, listed: listed.map((p) => p.id), logs };
  },
  async backup(sandbox) {
    await sandbox.writeFile("/workspace/app/a.txt", "kept");
    const backup = await sandbox.createBackup({ dir: "/workspace/app" });
    await sandbox.deleteFile("/workspace/app/a.txt");
    const restored = await sandbox.restoreBackup(backup);
    const read = await sandbox.readFile("/workspace/app/a.txt");
    return { backup, restored, content: read.content };
  },
  async read(sandbox) {
    return sandbox.readFile("/workspace/app/a.txt");
  },
  async unimplemented(sandbox) {
    return sandbox.renameFile("/workspace/a", "/workspace/b");
  },
};

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const route = routes[url.pathname.slice(1)];
    if (!route) return new Response("no such route", { status: 404 });
    const sandbox = getSandbox(env.Sandbox, url.searchParams.get("id") ?? "probe");
    const result = await route(sandbox);
    return result instanceof Response ? result : Response.json(result ?? null);
  },
};
