// Bundling a worker for the harness with esbuild from the pinned toolchain.
//
// bundleForHarness(): the worker plus the REAL @cloudflare/sandbox, behind a wrapper entry that
// re-exports everything the worker exports but puts the recording double under the Durable Object
// class name (a local export shadows the worker's `export { Sandbox } from "@cloudflare/sandbox"`),
// and routes the harness's control requests, marked by a per-run secret header, to the double. An
// exception the worker does not catch becomes a 500 marked with the x-sandbox-py-uncaught header.
//
// bundleForSize(): the worker alone, minified, with the SDK left external: the bytes a worker's own
// code (and its runtime library, e.g. Fable's) adds to a deployment.
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

// Fable writes imports of its library as ./fable_modules/fable-library-js.<version>/X.js; the npm
// package @fable-org/fable-library-js ships the same modules at its root.
const FABLE_IMPORT = /^(?:\.\.?\/)+fable_modules\/fable-library-js\.[^/]+\/(.+)$/;

function fableLibraryPlugin() {
  return {
    name: "fable-library-from-npm",
    setup(build) {
      build.onResolve({ filter: /fable_modules\/fable-library-js\./ }, async (args) => {
        const m = FABLE_IMPORT.exec(args.path);
        if (!m) return undefined;
        return build.resolve(`@fable-org/fable-library-js/${m[1]}`, { kind: args.kind, resolveDir: args.resolveDir });
      });
    },
  };
}

function baseOptions(nodeModules) {
  return {
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // What wrangler resolves for workerd: the SDK's and its dependencies' worker builds.
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    // Workers runtime modules and Node built-ins (nodejs_compat) are provided by workerd.
    external: ["cloudflare:*", "node:*"],
    nodePaths: [nodeModules],
    absWorkingDir: process.cwd(),
    plugins: [fableLibraryPlugin()],
    logLevel: "silent",
    legalComments: "none",
  };
}

function bundleError(entry, error) {
  const messages = (error.errors ?? []).map((m) => {
    // esbuild reports paths relative to its working directory; an absolute path is unambiguous.
    const file = m.location && path.resolve(process.cwd(), m.location.file);
    const where = m.location ? `${file}:${m.location.line}:${m.location.column + 1}: ` : `${entry}: `;
    return `${where}error: ${m.text}`;
  });
  return new Error(messages.length ? messages.join("\n") : `${entry}: error: ${error.message}`);
}

export async function bundleForHarness(esbuild, { entry, className, token, nodeModules }) {
  if (!/^[A-Za-z_$][\w$]*$/.test(className)) throw new Error(`${entry}: error: Durable Object class name ${JSON.stringify(className)} is not a JS identifier`);
  const double = path.join(HERE, "sandbox_double.mjs");
  const wrapper = `
import * as worker from ${JSON.stringify(entry)};
import { SandboxDouble, handleControl, trackContext, recordBackground, CONTROL_HEADER } from ${JSON.stringify(double)};
export * from ${JSON.stringify(entry)};
export { SandboxDouble as ${className} };
const handler = worker.default;
// Run one event handler of the worker with a ctx whose waitUntil work the harness waits for before
// it reads the trace; an exception it does not catch is recorded (and rethrown, as production sees it).
async function run(kind, event, env, ctx) {
  if (typeof handler?.[kind] !== "function") {
    throw new Error(${JSON.stringify(entry + ": error: the module has no default export with a ")} + kind + "() handler");
  }
  try {
    return await handler[kind](event, env, trackContext(ctx, kind));
  } catch (error) {
    if (kind !== "fetch") recordBackground(kind + ": " + String(error?.stack ?? error));
    throw error;
  }
}
export default {
  ...handler, // other handlers (email, tail, ...) stay as the worker wrote them
  async fetch(request, env, ctx) {
    if (request.headers.get(CONTROL_HEADER) === ${JSON.stringify(token)}) return handleControl(request);
    if (typeof handler?.fetch !== "function") {
      throw new Error(${JSON.stringify(entry + ": error: the module has no default export with a fetch() handler")});
    }
    try {
      // Whatever it resolves to goes back to workerd as is: a non-Response fails there, as in production.
      return await run("fetch", request, env, ctx);
    } catch (error) {
      // Production answers an uncaught exception with a 500 (error 1101); so do we, and say which.
      const message = String(error?.stack ?? error);
      return new Response("Worker threw exception: " + message, {
        status: 500,
        headers: { "x-sandbox-py-uncaught": encodeURIComponent(message) },
      });
    }
  },
  ...(typeof handler?.scheduled === "function" && { scheduled: (event, env, ctx) => run("scheduled", event, env, ctx) }),
  ...(typeof handler?.queue === "function" && { queue: (batch, env, ctx) => run("queue", batch, env, ctx) }),
};
`;
  try {
    const result = await esbuild.build({
      ...baseOptions(nodeModules),
      stdin: { contents: wrapper, resolveDir: path.dirname(entry), sourcefile: "sandbox-py-harness-entry.js", loader: "js" },
    });
    return result.outputFiles[0].text;
  } catch (error) {
    throw bundleError(entry, error);
  }
}

export async function bundleForSize(esbuild, { entry, nodeModules }) {
  try {
    const result = await esbuild.build({
      ...baseOptions(nodeModules),
      entryPoints: [entry],
      minify: true,
      external: ["cloudflare:*", "node:*", "@cloudflare/sandbox", "@cloudflare/sandbox/*"],
    });
    return result.outputFiles[0].contents;
  } catch (error) {
    throw bundleError(entry, error);
  }
}
