// Print, as JSON, the value of `const OPENAPI_SCHEMA = {...}` in the SDK's bridge bundle.
// The bundle imports `cloudflare:workers`, so it cannot be imported under Node: the TypeScript parser
// of the pinned toolchain finds the declaration, and its initializer (an object literal, with the
// top-level consts it is spread from) is evaluated in an empty V8 context (no globals, no require):
// anything but plain data fails.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import vm from "node:vm";

const [nodeModules, file, name] = process.argv.slice(2);
const ts = createRequire(nodeModules + "/")("typescript");
const text = readFileSync(file, "utf8");
const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
// Top-level `const NAME = <initializer>` of the bundle, in source order.
const consts = new Map();
for (const statement of source.statements) {
  if (!ts.isVariableStatement(statement)) continue;
  for (const decl of statement.declarationList.declarations) {
    if (ts.isIdentifier(decl.name) && decl.initializer) {
      if (consts.has(decl.name.text)) consts.set(decl.name.text, null); // declared twice: ambiguous
      else consts.set(decl.name.text, decl.initializer);
    }
  }
}
if (!consts.get(name)) {
  process.stderr.write(`${consts.has(name) ? "more than one" : "no"} top-level \`const ${name} = ...\`\n`);
  process.exit(3);
}
// The consts the schema is built from (newer SDKs spread parts: `{ ...OPENAPI_BASE, paths: {...} }`),
// found through the identifiers it uses (not property names); evaluated together, in source order.
const needed = new Set();
const visit = (node) => {
  const parent = node.parent;
  const isKey =
    parent && (ts.isPropertyAssignment(parent) || ts.isPropertyAccessExpression(parent)) && parent.name === node;
  if (ts.isIdentifier(node) && !isKey && consts.get(node.text) && !needed.has(node.text)) {
    needed.add(node.text);
    visit(consts.get(node.text));
  }
  ts.forEachChild(node, visit);
};
needed.add(name);
visit(consts.get(name));
const parts = [...consts].filter(([n]) => needed.has(n) && n !== name);
const script =
  parts.map(([n, init]) => `const ${n} = (${init.getText(source)});`).join("\n") +
  `\n(${consts.get(name).getText(source)})`;
const value = vm.runInNewContext(script, Object.create(null), { timeout: 2000 });
process.stdout.write(JSON.stringify(value));
