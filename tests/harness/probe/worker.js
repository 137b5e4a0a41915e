// A worker that drives every method of the Sandbox double through the SDK's real getSandbox(), so
// tests/harness/test_sandbox_double.py can check what a worker actually receives over RPC.
import { collectFile, getSandbox, parseSSEStream, proxyToSandbox } from "@cloudflare/sandbox";

async function events(stream) {
  const out = [];
  for await (const event of parseSSEStream(stream)) out.push(event);
  return out;
}

function caught(error) {
  return { name: error.name, message: error.message, errorResponse: error.errorResponse ?? null, remote: error.remote ?? false, isError: error instanceof Error };
}

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
  async sessions(sandbox) {
    await sandbox.setEnvVars({ REGION: "eu" });
    const s = await sandbox.createSession({ id: "build", env: { NODE_ENV: "test" }, cwd: "/workspace/app" });
    const out = { id: s.id };
    out.pwd = (await s.exec("pwd")).stdout;
    out.env = (await s.exec("printenv NODE_ENV REGION")).stdout;
    await s.setEnvVars({ TOKEN: "x1" });
    await s.exec("cd /tmp");
    out.after = (await s.exec("pwd")).stdout + (await s.exec("echo $TOKEN")).stdout;
    out.defaultPwd = (await sandbox.exec("pwd")).stdout;
    out.defaultToken = (await sandbox.exec("printenv TOKEN")).exitCode;
    out.again = (await sandbox.getSession("build")).id;
    await s.writeFile("notes.txt", "in tmp");
    out.read = (await sandbox.readFile("/tmp/notes.txt")).content;
    try {
      await sandbox.createSession({ id: "build" });
    } catch (e) {
      out.duplicate = caught(e);
    }
    out.deleted = await sandbox.deleteSession("build");
    return out;
  },
  async ports(sandbox) {
    const exposed = await sandbox.exposePort(8080, { hostname: "example.com", name: "web" });
    const custom = await sandbox.exposePort(9090, { hostname: "localhost:8787", token: "mytoken" });
    const listed = await sandbox.getExposedPorts("example.com");
    await sandbox.unexposePort(9090);
    const after = (await sandbox.getExposedPorts("example.com")).map((p) => p.port);
    let refused = null;
    try {
      await sandbox.exposePort(3000, { hostname: "example.com" });
    } catch (e) {
      refused = caught(e);
    }
    return { exposed, custom, listed, after, refused };
  },
  async files2(sandbox) {
    const out = {};
    await sandbox.mkdir("/workspace/a/b", { recursive: true });
    await sandbox.writeFile("/workspace/a/b/one.txt", "1");
    out.rename = await sandbox.renameFile("/workspace/a/b/one.txt", "/workspace/a/b/two.txt");
    out.move = await sandbox.moveFile("/workspace/a/b/two.txt", "/workspace/a");
    out.moved = (await sandbox.exists("/workspace/a/two.txt")).exists;
    await sandbox.renameFile("/workspace/a", "/workspace/z");
    out.tree = (await sandbox.listFiles("/workspace/z", { recursive: true })).files.map((f) => f.relativePath);
    const stream = await sandbox.readFileStream("/workspace/z/two.txt");
    out.collected = await collectFile(stream);
    const v0 = (await sandbox.checkChanges("/workspace")).version;
    out.unchanged = (await sandbox.checkChanges("/workspace", { since: v0 })).status;
    await sandbox.writeFile("/workspace/z/three.txt", "3");
    out.changed = (await sandbox.checkChanges("/workspace", { since: v0 })).status;
    out.watch = await events(await sandbox.watch("/workspace/z"));
    out.errors = {};
    for (const [name, call] of Object.entries({
      mkdirNoParent: () => sandbox.mkdir("/workspace/q/r"),
      mkdirExists: () => sandbox.mkdir("/workspace/z"),
      deleteMissing: () => sandbox.deleteFile("/workspace/nope"),
      renameMissing: () => sandbox.renameFile("/workspace/nope", "/workspace/x"),
      listMissing: () => sandbox.listFiles("/workspace/nope"),
    })) {
      try {
        await call();
        out.errors[name] = null;
      } catch (e) {
        out.errors[name] = caught(e).name;
      }
    }
    return out;
  },
  async procs(sandbox) {
    const out = {};
    const proc = await sandbox.startProcess("node server.js", { processId: "srv" });
    out.log = await proc.waitForLog("listening");
    out.stream = await events(await sandbox.streamProcessLogs("srv"));
    out.got = (await sandbox.getProcess("srv"))?.status;
    out.missing = await sandbox.getProcess("nope");
    out.exit = await proc.waitForExit();
    out.status = await proc.getStatus();
    out.streamAfter = (await events(await sandbox.streamProcessLogs("srv"))).at(-1);
    await sandbox.startProcess("sleep 100", { processId: "s1" });
    await sandbox.startProcess("sleep 100", { processId: "s2" });
    out.killed = await sandbox.killAllProcesses();
    out.cleaned = await sandbox.cleanupCompletedProcesses();
    out.statuses = (await sandbox.listProcesses()).map((p) => [p.id, p.status, p.exitCode ?? null]);
    try {
      await sandbox.killProcess("ghost");
    } catch (e) {
      out.ghost = caught(e);
    }
    return out;
  },
  async code2(sandbox) {
    const ctx = await sandbox.createCodeContext({ language: "python" });
    const frames = [];
    const stream = await sandbox.runCodeStream("print(1)", { context: ctx });
    for (const line of (await new Response(stream).text()).split("\n")) if (line) frames.push(JSON.parse(line.slice(6)));
    await sandbox.deleteCodeContext(ctx.id);
    const left = (await sandbox.listCodeContexts()).length;
    let gone = null;
    try {
      await sandbox.deleteCodeContext(ctx.id);
    } catch (e) {
      gone = caught(e).name;
    }
    await sandbox.runCode("1", { language: "javascript" });
    const implicit = (await sandbox.listCodeContexts()).map((c) => c.language);
    return { frames, left, gone, implicit };
  },
  async misc(sandbox) {
    await sandbox.setKeepAlive(true);
    await sandbox.setSleepAfter("5m");
    await sandbox.mountBucket("my-bucket", "/mnt/data", { endpoint: "https://r2.example.com" });
    const mounted = (await sandbox.exists("/mnt/data")).exists;
    await sandbox.unmountBucket("/mnt/data");
    const placement = await sandbox.getContainerPlacementId();
    const tunnel = await sandbox.tunnels.get(8080);
    const tunnels = await sandbox.tunnels.list();
    const ws = await sandbox.wsConnect(new Request("http://x/ws", { headers: { Upgrade: "websocket", Connection: "Upgrade" } }), 8080);
    await sandbox.writeFile("/workspace/keep.txt", "x");
    await sandbox.stop();
    const afterStop = (await sandbox.exists("/workspace/keep.txt")).exists;
    await sandbox.destroy();
    return { mounted, placement, tunnel, tunnels: tunnels.length, wsStatus: ws.status, hasSocket: ws.webSocket !== null, afterStop };
  },
  async fail(sandbox) {
    try {
      return await sandbox.readFile("/workspace/missing.txt");
    } catch (e) {
      return caught(e);
    }
  },
  async planned(sandbox) {
    try {
      return await sandbox.exec("ls");
    } catch (e) {
      return caught(e);
    }
  },
};

const special = {
  // What a worker holds after createSession() and startProcess(): the members of each object.
  async surface(request, env) {
    const sandbox = getSandbox(env.Sandbox, "surface");
    const session = await sandbox.createSession({ id: "surface" });
    const proc = await sandbox.startProcess("true");
    return Response.json({ session: Object.keys(session), process: Object.keys(proc) });
  },
  async env(request, env) {
    return Response.json({ GREETING: env.GREETING, LIMITS: env.LIMITS, API_KEY: env.API_KEY ?? null });
  },
  async later(request, env, ctx) {
    const sandbox = getSandbox(env.Sandbox, "later");
    ctx.waitUntil(new Promise((resolve) => setTimeout(resolve, 50)).then(() => sandbox.exec("echo late")));
    ctx.waitUntil(Promise.reject(new Error("background boom")));
    return new Response("accepted", { status: 202 });
  },
  async notresponse() {
    return { not: "a Response" };
  },
};

export default {
  async fetch(request, env, ctx) {
    const proxied = await proxyToSandbox(request, env);
    if (proxied) return proxied;
    const url = new URL(request.url);
    const direct = special[url.pathname.slice(1)];
    if (direct) return direct(request, env, ctx);
    const route = routes[url.pathname.slice(1)];
    if (!route) return new Response("no such route", { status: 404 });
    const sandbox = getSandbox(env.Sandbox, url.searchParams.get("id") ?? "probe");
    const result = await route(sandbox);
    return result instanceof Response ? result : Response.json(result ?? null);
  },
  async scheduled(event, env, ctx) {
    const sandbox = getSandbox(env.Sandbox, "cron");
    ctx.waitUntil(sandbox.exec(`run-job --cron '${event.cron}' --at ${event.scheduledTime}`));
    if (event.cron === "0 0 * * *") throw new Error("nightly job failed");
  },
  async queue(batch, env, ctx) {
    const sandbox = getSandbox(env.Sandbox, "jobs");
    for (const message of batch.messages) {
      if (message.body === "poison") {
        message.retry();
        continue;
      }
      await sandbox.exec(`process ${JSON.stringify(message.body)} --attempt ${message.attempts}`);
      message.ack();
    }
    if (batch.messages.some((m) => m.body === "crash")) throw new Error(`queue ${batch.queue} crashed`);
  },
};
