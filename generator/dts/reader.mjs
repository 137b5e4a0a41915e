// Declaration reader: the TypeScript compiler reads the SDK's .d.ts (and the Workers runtime types it
// refers to) and this script prints a JSON IR of every declaration the configured exports reach.
//
// Bundler output defeats text-based readers (hashed chunks, `n as Sandbox` aliases, `ErrorResponse$1`
// clashes, utility types), so every name here is resolved by symbol through the checker.
//
// Usage: node reader.mjs CONFIG.json  (config: see generator/dts/__init__.py); JSON IR on stdout.
// Failures print one line `error: ...` on stderr and exit 1.

import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const nodeModules = config.node_modules;
const require = createRequire(path.join(nodeModules, "noop.js"));
const ts = require("typescript");

class ReadError extends Error {}
const fail = (message) => {
  throw new ReadError(message);
};
const progress = (message) => process.stderr.write(`sandbox-py: ${message}\n`);

// ES lib generics with a direct Python counterpart: they become IR type constructors, not declarations.
const LIB_WRAPPERS = {
  Promise: "promise", PromiseLike: "promise",
  Array: "array", ReadonlyArray: "array", ArrayLike: "array",
  Record: "record",
  AsyncIterable: "asyncIterable", AsyncIterableIterator: "asyncIterable", AsyncGenerator: "asyncIterable",
  Iterable: "iterable", IterableIterator: "iterable", Generator: "iterable", Iterator: "iterable",
  IteratorObject: "iterable", ArrayIterator: "iterable", MapIterator: "iterable", SetIterator: "iterable",
  StringIterator: "iterable", AsyncIterator: "asyncIterable", AsyncIteratorObject: "asyncIterable",
};
// The well-known symbols a Python class has a protocol for: `[Symbol.iterator]()` is `__iter__`,
// `[Symbol.asyncIterator]()` is `__aiter__`. The member keeps the JS spelling as its name.
const ITERATION_SYMBOLS = new Set(["Symbol.iterator", "Symbol.asyncIterator"]);
const OPAQUE_LIB = new Set(["Symbol", "SymbolConstructor"]);

function relFile(fileName) {
  const rel = path.relative(nodeModules, fileName);
  return rel.startsWith("..") ? `typescript-lib/${path.basename(fileName)}` : rel;
}

function packageOf(fileName) {
  const rel = relFile(fileName);
  if (rel.startsWith("typescript/") || rel.startsWith("typescript-lib/")) return "typescript";
  const parts = rel.split("/");
  return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
}

// ---------------------------------------------------------------------------------------------
// Program

const entryFiles = config.modules.map((m) => path.join(nodeModules, m.dts));
progress(`reading declarations: ${config.modules.map((m) => m.specifier).join(", ")}`);
const program = ts.createProgram({
  // Workers globals come from the types package as a root file: `types` resolution would depend on cwd.
  rootNames: [...entryFiles, ...config.types.map((t) => path.join(nodeModules, t, "index.d.ts"))],
  options: {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts"],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  },
  host: (() => {
    const host = ts.createCompilerHost({});
    host.getCurrentDirectory = () => path.dirname(nodeModules);
    return host;
  })(),
});
const checker = program.getTypeChecker();

for (const file of entryFiles) {
  if (!program.getSourceFile(file)) fail(`${relFile(file)}: declaration file not found`);
}
// A corrupt declaration file still parses into something: refuse it rather than bind a guess.
for (const sf of program.getSourceFiles()) {
  const [diag] = program.getSyntacticDiagnostics(sf);
  if (diag) {
    const { line, character } = sf.getLineAndCharacterOfPosition(diag.start ?? 0);
    fail(`${relFile(sf.fileName)}:${line + 1}:${character + 1}: ${ts.flattenDiagnosticMessageText(diag.messageText, " ")}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Declaration registry: one id per declared symbol, filled breadth-first from the exports.

const ids = new Map(); // ts.Symbol -> id
const decls = new Map(); // id -> IR declaration
const queue = [];
const reachedFrom = new Map(); // id -> id of the first declaration that referred to it

function qualifiedName(symbol) {
  const parts = [symbol.name];
  let parent = symbol.parent;
  while (parent && !(parent.flags & ts.SymbolFlags.ValueModule && parent.valueDeclaration && ts.isSourceFile(parent.valueDeclaration))) {
    if (parent.flags & ts.SymbolFlags.Module && !parent.name.startsWith('"')) parts.unshift(parent.name);
    else break;
    parent = parent.parent;
  }
  return parts.join(".");
}

function resolveAlias(symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function declId(symbol) {
  symbol = resolveAlias(symbol);
  if (ids.has(symbol)) return ids.get(symbol);
  const decl = symbol.declarations?.[0];
  if (!decl) fail(`${symbol.name}: symbol without a declaration`);
  const id = `${relFile(decl.getSourceFile().fileName)}#${qualifiedName(symbol)}`;
  ids.set(symbol, id);
  queue.push(symbol);
  if (currentDecl && !reachedFrom.has(id)) reachedFrom.set(id, currentDecl);
  return id;
}

let currentDecl = null;
let declaringAlias = null;

// ---------------------------------------------------------------------------------------------
// Docs

// JSDoc block tags kept as docstring sections: `@param name text`, `@returns text`, `@example code`,
// `@throws text` -> { tag, name, text } in declaration order.
const SECTION_TAGS = { param: "param", returns: "returns", return: "returns", example: "example", throws: "throws" };

function sectionOf(tag) {
  const kind = SECTION_TAGS[tag.name];
  if (!kind) return null;
  const parts = tag.text ?? [];
  let name = null;
  let rest = parts;
  if (kind === "param") {
    const at = parts.findIndex((p) => p.kind === "parameterName");
    if (at >= 0) {
      name = parts[at].text;
      rest = parts.slice(at + 1);
    }
  }
  const text = ts.displayPartsToString(rest).replace(/^\s*-\s+/, "").trim();
  if (!text && kind !== "example") return null;
  return { tag: kind, name, text };
}

function docOf(symbol) {
  if (!symbol) return { doc: null, tags: {} };
  const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() || null;
  const tags = {};
  const sections = [];
  for (const tag of symbol.getJsDocTags(checker)) {
    if (["default", "deprecated", "defaultValue"].includes(tag.name)) {
      tags[tag.name === "defaultValue" ? "default" : tag.name] = ts.displayPartsToString(tag.text ?? []).trim();
    }
    const section = sectionOf(tag);
    if (section) sections.push(section);
  }
  if (sections.length) tags.sections = sections;
  return { doc, tags };
}

// ---------------------------------------------------------------------------------------------
// Types from syntax (keeps the names a person wrote), falling back to the checker for computed types.

function where(node) {
  const sf = node.getSourceFile();
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart());
  return `${relFile(sf.fileName)}:${line + 1}:${character + 1}`;
}

function typeFromNode(node) {
  if (!node) return { k: "prim", name: "any", implicit: true };
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword: return { k: "prim", name: "string" };
    case ts.SyntaxKind.NumberKeyword: return { k: "prim", name: "number" };
    case ts.SyntaxKind.BooleanKeyword: return { k: "prim", name: "boolean" };
    case ts.SyntaxKind.BigIntKeyword: return { k: "prim", name: "bigint" };
    case ts.SyntaxKind.VoidKeyword: return { k: "prim", name: "void" };
    case ts.SyntaxKind.UndefinedKeyword: return { k: "prim", name: "undefined" };
    case ts.SyntaxKind.NullKeyword: return { k: "prim", name: "null" };
    case ts.SyntaxKind.AnyKeyword: return { k: "prim", name: "any" };
    case ts.SyntaxKind.UnknownKeyword: return { k: "prim", name: "unknown" };
    case ts.SyntaxKind.NeverKeyword: return { k: "prim", name: "never" };
    case ts.SyntaxKind.ObjectKeyword: return { k: "prim", name: "object" };
    case ts.SyntaxKind.SymbolKeyword: return { k: "prim", name: "symbol" };
    case ts.SyntaxKind.ThisType: return { k: "this" };
    case ts.SyntaxKind.ParenthesizedType: return typeFromNode(node.type);
    case ts.SyntaxKind.LiteralType: {
      const lit = node.literal;
      if (lit.kind === ts.SyntaxKind.NullKeyword) return { k: "prim", name: "null" };
      if (lit.kind === ts.SyntaxKind.TrueKeyword) return { k: "lit", value: true };
      if (lit.kind === ts.SyntaxKind.FalseKeyword) return { k: "lit", value: false };
      if (ts.isStringLiteral(lit)) return { k: "lit", value: lit.text };
      if (ts.isNumericLiteral(lit)) return { k: "lit", value: Number(lit.text) };
      return typeFromChecker(checker.getTypeFromTypeNode(node), node);
    }
    case ts.SyntaxKind.ArrayType: return { k: "array", elem: typeFromNode(node.elementType) };
    case ts.SyntaxKind.TupleType:
      return { k: "tuple", elems: node.elements.map((e) => typeFromNode(ts.isNamedTupleMember(e) ? e.type : e)) };
    case ts.SyntaxKind.UnionType: return union(node.types.map(typeFromNode));
    case ts.SyntaxKind.IntersectionType: return { k: "intersection", types: node.types.map(typeFromNode) };
    case ts.SyntaxKind.TypeOperator:
      if (node.operator === ts.SyntaxKind.ReadonlyKeyword) return typeFromNode(node.type);
      return typeFromChecker(checker.getTypeFromTypeNode(node), node);
    case ts.SyntaxKind.FunctionType:
      return { k: "fn", sig: signatureFromNode(node) };
    case ts.SyntaxKind.ConstructorType:
      return { k: "opaque", text: node.getText(), reason: "constructor type" };
    case ts.SyntaxKind.TypeLiteral:
      return { k: "object", members: membersOf(node.members, false) };
    case ts.SyntaxKind.TypePredicate:
      // `value is T` narrows its argument; `asserts x` and `asserts x is T` return nothing.
      if (node.assertsModifier) return { k: "prim", name: "void" };
      if (!node.type) return { k: "prim", name: "boolean" };
      return { k: "predicate", param: node.parameterName.getText(), of: typeFromNode(node.type) };
    case ts.SyntaxKind.TemplateLiteralType:
      return { k: "prim", name: "string", widenedFrom: node.getText() };
    case ts.SyntaxKind.TypeReference:
      return typeReference(node);
    case ts.SyntaxKind.ExpressionWithTypeArguments:
      return typeReference(node);
    default:
      // Mapped, conditional, indexed access, typeof, keyof: only the checker knows what they are.
      return typeFromChecker(checker.getTypeFromTypeNode(node), node);
  }
}

function union(types) {
  const flat = [];
  for (const t of types) {
    if (t.k === "union") flat.push(...t.types);
    else flat.push(t);
  }
  const hasTrue = flat.some((t) => t.k === "lit" && t.value === true);
  const hasFalse = flat.some((t) => t.k === "lit" && t.value === false);
  const out = hasTrue && hasFalse
    ? [...flat.filter((t) => !(t.k === "lit" && typeof t.value === "boolean")), { k: "prim", name: "boolean" }]
    : flat;
  return out.length === 1 ? out[0] : { k: "union", types: out };
}

function libWrapper(kind, args) {
  const unknown = { k: "prim", name: "unknown" };
  if (kind === "record") return { k: "record", key: args[0], value: args[1] };
  if (kind === "array") return { k: "array", elem: args[0] ?? unknown };
  return { k: kind, of: args[0] ?? unknown };
}

function typeReference(node) {
  const nameNode = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
  let symbol = checker.getSymbolAtLocation(nameNode);
  if (!symbol) fail(`${where(node)}: cannot resolve '${nameNode.getText()}' (an unresolved global?)`);
  symbol = resolveAlias(symbol);
  if (!symbol.declarations?.length) fail(`${where(node)}: cannot resolve '${nameNode.getText()}' (an unresolved global?)`);
  if (symbol.flags & ts.SymbolFlags.TypeParameter) return { k: "tparam", name: symbol.name };
  const args = (node.typeArguments ?? []).map(typeFromNode);
  const decl = symbol.declarations?.[0];
  const fromLib = decl && packageOf(decl.getSourceFile().fileName) === "typescript";
  if (fromLib && Object.hasOwn(LIB_WRAPPERS, symbol.name)) {
    const wrapped = libWrapper(LIB_WRAPPERS[symbol.name], args);
    // AsyncGenerator<T, TReturn>: the value `return`ed when iteration ends (Python iteration has none).
    if (/Generator$/.test(symbol.name) && args[1]) wrapped.returns = args[1];
    return wrapped;
  }
  const isUtility = symbol.flags & ts.SymbolFlags.TypeAlias && fromLib;
  if (isUtility) return typeFromChecker(checker.getTypeFromTypeNode(node), node, symbol.name);
  if (fromLib && OPAQUE_LIB.has(symbol.name)) return { k: "opaque", text: node.getText(), reason: "JS iteration protocol type" };
  if (!(symbol.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Class))) {
    fail(`${where(node)}: '${nameNode.getText()}' is not a type`);
  }
  return { k: "ref", id: declId(symbol), args };
}

// Checker types: used for computed types (Omit<...>, T[K], typeof X[keyof typeof X], ...).
function typeFromChecker(type, node, via = null, depth = 0) {
  if (depth > 6) return { k: "opaque", text: checker.typeToString(type), reason: "type nests too deeply" };
  const f = type.flags;
  if (f & ts.TypeFlags.Any) {
    if (type.intrinsicName === "error") fail(`${where(node)}: '${node.getText()}' resolves to an error type (an unresolved global?)`);
    return { k: "prim", name: "any" };
  }
  if (f & ts.TypeFlags.Unknown) return { k: "prim", name: "unknown" };
  // A computed type that is a declared alias (`Context["reason"]` is `ContainerUnavailableReason`)
  // keeps its name, as a person reading the declarations would.
  const alias = type.aliasSymbol;
  if (alias && alias !== declaringAlias && f & (ts.TypeFlags.Union | ts.TypeFlags.Intersection)) {
    const decl = alias.declarations?.[0];
    if (decl && packageOf(decl.getSourceFile().fileName) !== "typescript") {
      return { k: "ref", id: declId(alias), args: (type.aliasTypeArguments ?? []).map((t) => typeFromChecker(t, node, null, depth + 1)) };
    }
  }
  if (f & ts.TypeFlags.StringLiteral) return { k: "lit", value: type.value };
  if (f & ts.TypeFlags.NumberLiteral) return { k: "lit", value: type.value };
  if (f & ts.TypeFlags.BooleanLiteral) return { k: "lit", value: type.intrinsicName === "true" };
  if (f & ts.TypeFlags.String) return { k: "prim", name: "string" };
  if (f & ts.TypeFlags.Number) return { k: "prim", name: "number" };
  if (f & ts.TypeFlags.Boolean) return { k: "prim", name: "boolean" };
  if (f & ts.TypeFlags.Void) return { k: "prim", name: "void" };
  if (f & ts.TypeFlags.Undefined) return { k: "prim", name: "undefined" };
  if (f & ts.TypeFlags.Null) return { k: "prim", name: "null" };
  if (f & ts.TypeFlags.Never) return { k: "prim", name: "never" };
  if (f & ts.TypeFlags.TypeParameter) return { k: "tparam", name: type.symbol.name };
  if (f & ts.TypeFlags.Union) return union(type.types.map((t) => typeFromChecker(t, node, null, depth + 1)));
  if (f & ts.TypeFlags.Intersection) return { k: "intersection", types: type.types.map((t) => typeFromChecker(t, node, null, depth + 1)) };
  if (f & ts.TypeFlags.TemplateLiteral) return { k: "prim", name: "string", widenedFrom: checker.typeToString(type) };
  if (f & ts.TypeFlags.Object) {
    if (checker.isArrayType(type)) return { k: "array", elem: typeFromChecker(checker.getTypeArguments(type)[0], node, null, depth + 1) };
    if (checker.isTupleType(type)) return { k: "tuple", elems: checker.getTypeArguments(type).map((t) => typeFromChecker(t, node, null, depth + 1)) };
    // The alias being declared names its own computed type: look through it, or it would refer to itself.
    const symbol = type.aliasSymbol && type.aliasSymbol !== declaringAlias ? type.aliasSymbol : type.symbol;
    const named = symbol && !symbol.name.startsWith("__") && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias);
    if (named) {
      const decl = symbol.declarations?.[0];
      const fromLib = decl && packageOf(decl.getSourceFile().fileName) === "typescript";
      if (fromLib && Object.hasOwn(LIB_WRAPPERS, symbol.name)) {
        const args = (type.aliasSymbol ? type.aliasTypeArguments : checker.getTypeArguments(type)) ?? [];
        return libWrapper(LIB_WRAPPERS[symbol.name], args.map((t) => typeFromChecker(t, node, null, depth + 1)));
      }
      if (!(fromLib && (symbol.flags & ts.SymbolFlags.TypeAlias))) {
        const args = (type.aliasSymbol ? type.aliasTypeArguments : checker.getTypeArguments?.(type)) ?? [];
        return { k: "ref", id: declId(symbol), args: args.map((t) => typeFromChecker(t, node, null, depth + 1)) };
      }
    }
    const calls = type.getCallSignatures();
    const props = checker.getPropertiesOfType(type);
    if (calls.length === 1 && props.length === 0) return { k: "fn", sig: signatureFromChecker(calls[0], node, depth + 1) };
    return {
      k: "object",
      computedFrom: via ?? checker.typeToString(type),
      members: props.filter(isPublicProperty).map((prop) => ({
        kind: "property",
        name: prop.name,
        optional: Boolean(prop.flags & ts.SymbolFlags.Optional),
        readonly: isReadonly(prop),
        ...docOf(prop),
        type: stripUndefinedIfOptional(prop, typeFromChecker(checker.getTypeOfSymbolAtLocation(prop, node), node, null, depth + 1)),
      })),
    };
  }
  return { k: "opaque", text: checker.typeToString(type), reason: "type the reader does not model" };
}

function stripUndefinedIfOptional(prop, type) {
  if (!(prop.flags & ts.SymbolFlags.Optional) || type.k !== "union") return type;
  return union(type.types.filter((t) => !(t.k === "prim" && t.name === "undefined")));
}

function isReadonly(prop) {
  const d = prop.declarations?.[0];
  return Boolean(d && ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly);
}

function isPublicProperty(prop) {
  const d = prop.declarations?.[0];
  if (!d) return true;
  if (d.name && ts.isPrivateIdentifier(d.name)) return false;
  return !(ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
}

// ---------------------------------------------------------------------------------------------
// Signatures and members

function typeParamsOf(node) {
  return (node.typeParameters ?? []).map((tp) => ({
    name: tp.name.text,
    constraint: tp.constraint ? typeFromNode(tp.constraint) : null,
    default: tp.default ? typeFromNode(tp.default) : null,
  }));
}

function signatureDoc(sig) {
  if (!sig) return { doc: null, tags: {} };
  const doc = ts.displayPartsToString(sig.getDocumentationComment(checker)).trim() || null;
  const tags = {};
  const sections = [];
  for (const tag of sig.getJsDocTags()) {
    if (tag.name === "deprecated") tags.deprecated = ts.displayPartsToString(tag.text ?? []).trim();
    const section = sectionOf(tag);
    if (section) sections.push(section);
  }
  if (sections.length) tags.sections = sections;
  return { doc, tags };
}

function signatureFromNode(node) {
  const sig = checker.getSignatureFromDeclaration(node);
  const paramDocs = new Map();
  for (const tag of ts.getJSDocTags(node)) {
    if (ts.isJSDocParameterTag(tag) && tag.comment) paramDocs.set(tag.name.getText(), ts.getTextOfJSDocComment(tag.comment));
  }
  return {
    typeParams: typeParamsOf(node),
    params: node.parameters.map((p, i) => {
      return {
        // A destructured parameter has no name of its own: it is positional-only in the bindings.
        name: ts.isIdentifier(p.name) ? p.name.text : `arg${i}`,
        optional: Boolean(p.questionToken || p.initializer),
        rest: Boolean(p.dotDotDotToken),
        type: typeFromNode(p.type),
        doc: paramDocs.get(p.name.text) ?? null,
      };
    }),
    returns: node.type ? typeFromNode(node.type) : (node.kind === ts.SyntaxKind.Constructor || node.kind === ts.SyntaxKind.ConstructSignature ? null : { k: "prim", name: "any", implicit: true }),
    ...signatureDoc(sig),
  };
}

function signatureFromChecker(sig, node, depth) {
  return {
    typeParams: [],
    params: sig.getParameters().map((p) => {
      const d = p.valueDeclaration;
      return {
        name: p.name,
        optional: Boolean(d && (d.questionToken || d.initializer)),
        rest: Boolean(d && d.dotDotDotToken),
        type: typeFromChecker(checker.getTypeOfSymbolAtLocation(p, node), node, null, depth + 1),
        doc: null,
      };
    }),
    returns: typeFromChecker(sig.getReturnType(), node, null, depth + 1),
    doc: null,
    tags: {},
  };
}

function memberName(node) {
  const name = node.name;
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null; // computed ([Symbol.toStringTag]) and #private names
}

function iterationSymbol(node) {
  const name = node.name;
  if (!name || !ts.isComputedPropertyName(name)) return null;
  const text = name.expression.getText();
  return ITERATION_SYMBOLS.has(text) ? `[${text}]` : null;
}

function isHidden(node) {
  if (node.name && ts.isPrivateIdentifier(node.name)) return true;
  const flags = ts.getCombinedModifierFlags(node);
  return Boolean(flags & ts.ModifierFlags.Private);
}

// Members of a class, interface or type literal, with overloads grouped under one name.
function membersOf(nodes, isClass, skipped = []) {
  const out = [];
  const byName = new Map();
  for (const node of nodes) {
    if (isHidden(node)) continue;
    const flags = ts.getCombinedModifierFlags(node);
    const isStatic = Boolean(flags & ts.ModifierFlags.Static);
    const isProtected = Boolean(flags & ts.ModifierFlags.Protected);
    const symbol = node.name ? checker.getSymbolAtLocation(node.name) : null;
    const docs = docOf(symbol);
    switch (node.kind) {
      case ts.SyntaxKind.Constructor:
      case ts.SyntaxKind.ConstructSignature: {
        let ctor = byName.get("constructor");
        if (!ctor) {
          ctor = { kind: "constructor", name: "constructor", signatures: [] };
          byName.set("constructor", ctor);
          out.push(ctor);
        }
        ctor.signatures.push(signatureFromNode(node));
        break;
      }
      case ts.SyntaxKind.PropertySignature:
      case ts.SyntaxKind.PropertyDeclaration:
      case ts.SyntaxKind.GetAccessor:
      case ts.SyntaxKind.SetAccessor: {
        const name = memberName(node);
        if (name === null) {
          skipped.push({ name: node.name.getText(), reason: "computed or private member name" });
          break;
        }
        const key = (isStatic ? "static " : "") + name;
        if (byName.has(key)) {
          const prev = byName.get(key);
          if (node.kind === ts.SyntaxKind.SetAccessor) prev.readonly = false;
          break;
        }
        const isGetter = node.kind === ts.SyntaxKind.GetAccessor;
        const member = {
          kind: "property",
          name,
          optional: Boolean(node.questionToken),
          readonly: Boolean(flags & ts.ModifierFlags.Readonly) || isGetter,
          static: isStatic,
          protected: isProtected,
          ...docs,
          type: node.kind === ts.SyntaxKind.SetAccessor ? typeFromNode(node.parameters[0]?.type) : typeFromNode(node.type),
        };
        byName.set(key, member);
        out.push(member);
        break;
      }
      case ts.SyntaxKind.MethodSignature:
      case ts.SyntaxKind.MethodDeclaration: {
        const name = memberName(node) ?? iterationSymbol(node);
        if (name === null) {
          skipped.push({ name: node.name.getText(), reason: "computed member name (a JS symbol such as Symbol.asyncIterator)" });
          break;
        }
        const key = (isStatic ? "static " : "") + name;
        let method = byName.get(key);
        if (!method) {
          method = { kind: "method", name, optional: Boolean(node.questionToken), static: isStatic, protected: isProtected, ...docs, signatures: [] };
          byName.set(key, method);
          out.push(method);
        }
        method.signatures.push(signatureFromNode(node));
        break;
      }
      case ts.SyntaxKind.IndexSignature:
        out.push({ kind: "index", key: typeFromNode(node.parameters[0].type), type: typeFromNode(node.type), readonly: Boolean(flags & ts.ModifierFlags.Readonly) });
        break;
      case ts.SyntaxKind.CallSignature: {
        let call = byName.get("(call)");
        if (!call) {
          call = { kind: "call", name: "(call)", signatures: [] };
          byName.set("(call)", call);
          out.push(call);
        }
        call.signatures.push(signatureFromNode(node));
        break;
      }
      case ts.SyntaxKind.ClassStaticBlockDeclaration:
      case ts.SyntaxKind.SemicolonClassElement:
        break;
      default:
        fail(`${where(node)}: unknown member kind ${ts.SyntaxKind[node.kind]}`);
    }
  }
  return out;
}

function heritageOf(node) {
  const out = { extends: [], implements: [] };
  for (const clause of node.heritageClauses ?? []) {
    const key = clause.token === ts.SyntaxKind.ExtendsKeyword ? "extends" : "implements";
    for (const t of clause.types) out[key].push(typeReference(t));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Declarations

function readDeclaration(symbol) {
  const id = ids.get(symbol);
  currentDecl = id;
  const declarations = symbol.declarations ?? [];
  const first = declarations[0];
  const base = {
    id,
    name: qualifiedName(symbol),
    file: relFile(first.getSourceFile().fileName),
    package: packageOf(first.getSourceFile().fileName),
    ...docOf(symbol),
  };
  // The ES lib is bound only as far as workers use it; the rest stays a named, opaque type so the
  // closure does not pull in Intl, RegExp and the typed-array zoo.
  if (base.package === "typescript" && !config.lib_bound.includes(base.name)) {
    return { ...base, kind: "opaque", reason: "ES lib type outside the bound surface", typeParams: typeParamsOfSymbol(symbol) };
  }
  const classDecl = declarations.find((d) => ts.isClassDeclaration(d));
  const interfaces = declarations.filter((d) => ts.isInterfaceDeclaration(d));
  const alias = declarations.find((d) => ts.isTypeAliasDeclaration(d));
  const variable = declarations.find((d) => ts.isVariableDeclaration(d));
  const functions = declarations.filter((d) => ts.isFunctionDeclaration(d));
  const skipped = [];

  if (classDecl) {
    const members = membersOf(classDecl.members, true, skipped);
    for (const i of interfaces) members.push(...membersOf(i.members, false, skipped));
    return {
      ...base, kind: "class",
      abstract: Boolean(ts.getCombinedModifierFlags(classDecl) & ts.ModifierFlags.Abstract),
      typeParams: typeParamsOf(classDecl), heritage: heritageOf(classDecl), members, skipped,
    };
  }
  if (interfaces.length && variable) {
    // `interface Response` + `declare var Response: { new(...): Response; json(...): Response }`:
    // a class in all but syntax. Construct signatures become the constructor, the rest statics.
    const members = interfaces.flatMap((i) => membersOf(i.members, false, skipped));
    const ctorType = variable.type;
    if (ctorType && ts.isTypeLiteralNode(ctorType)) {
      for (const m of membersOf(ctorType.members, false, skipped)) {
        if (m.name === "prototype") continue;
        if (m.kind !== "constructor") m.static = true;
        members.push(m);
      }
    } else if (ctorType) {
      const vt = checker.getTypeAtLocation(variable);
      for (const sig of vt.getConstructSignatures()) {
        const d = sig.getDeclaration();
        if (d) {
          let ctor = members.find((m) => m.kind === "constructor");
          if (!ctor) members.push((ctor = { kind: "constructor", name: "constructor", signatures: [] }));
          ctor.signatures.push(signatureFromNode(d));
        }
      }
      for (const prop of vt.getProperties()) {
        if (prop.name === "prototype") continue;
        const d = prop.declarations?.[0];
        if (d) for (const m of membersOf([d], false, skipped)) members.push({ ...m, static: true });
      }
    }
    const i0 = interfaces[0];
    return { ...base, kind: "class", abstract: false, typeParams: typeParamsOf(i0), heritage: mergeHeritage(interfaces), members, skipped };
  }
  if (interfaces.length) {
    const members = interfaces.flatMap((i) => membersOf(i.members, false, skipped));
    return { ...base, kind: "interface", typeParams: typeParamsOf(interfaces[0]), heritage: mergeHeritage(interfaces), members, skipped };
  }
  if (alias && variable) {
    // `declare const ErrorCode: {...}` + `type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]`
    declaringAlias = symbol;
    try {
      return { ...base, kind: "const", valueType: typeFromNode(variable.type), aliasType: typeFromNode(alias.type), typeParams: typeParamsOf(alias) };
    } finally {
      declaringAlias = null;
    }
  }
  if (alias) {
    declaringAlias = symbol;
    try {
      return { ...base, kind: "alias", typeParams: typeParamsOf(alias), type: typeFromNode(alias.type) };
    } finally {
      declaringAlias = null;
    }
  }
  if (variable) return { ...base, kind: "var", type: typeFromNode(variable.type), readonly: Boolean(ts.getCombinedNodeFlags(variable) & ts.NodeFlags.Const) };
  if (functions.length) return { ...base, kind: "function", signatures: functions.map(signatureFromNode) };
  if (symbol.flags & ts.SymbolFlags.Enum) {
    const e = declarations.find((d) => ts.isEnumDeclaration(d));
    return { ...base, kind: "enum", members: e.members.map((m) => ({ name: m.name.getText(), value: checker.getConstantValue(m) ?? null })) };
  }
  fail(`${where(first)}: '${symbol.name}' is a declaration the reader does not know (${ts.SyntaxKind[first.kind]})`);
}

function typeParamsOfSymbol(symbol) {
  const d = (symbol.declarations ?? []).find((x) => x.typeParameters);
  return d ? d.typeParameters.map((tp) => ({ name: tp.name.text, constraint: null, default: null })) : [];
}

function mergeHeritage(interfaces) {
  const out = { extends: [], implements: [] };
  for (const i of interfaces) {
    const h = heritageOf(i);
    out.extends.push(...h.extends);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Entry points and global roots

function isTypeOnlyExport(exportSymbol) {
  const d = exportSymbol.declarations?.[0];
  if (!d) return false;
  if (ts.isExportSpecifier(d)) return d.isTypeOnly || d.parent.parent.isTypeOnly;
  return false;
}

const modules = [];
for (const m of config.modules) {
  const sf = program.getSourceFile(path.join(nodeModules, m.dts));
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  if (!moduleSymbol) fail(`${m.dts}: not a module`);
  const exports = [];
  for (const exp of checker.getExportsOfModule(moduleSymbol)) {
    const target = resolveAlias(exp);
    currentDecl = null;
    const valueFlags = ts.SymbolFlags.Class | ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Enum;
    exports.push({ name: exp.name, id: declId(target), value: Boolean(target.flags & valueFlags) && !isTypeOnlyExport(exp) });
  }
  exports.sort((a, b) => a.name.localeCompare(b.name));
  modules.push({ specifier: m.specifier, exports });
}

// Modules of the Workers runtime (`declare module "cloudflare:workers" { export = ... }`): only the
// configured names are bound.
for (const m of config.runtime_modules ?? []) {
  const moduleSymbol = checker.getAmbientModules().find((s) => s.name === `"${m.specifier}"`);
  if (!moduleSymbol) fail(`module '${m.specifier}': not declared by ${config.types.join(", ")}`);
  const byName = new Map(checker.getExportsOfModule(moduleSymbol).map((e) => [e.name, e]));
  const exports = [];
  for (const name of m.names) {
    const exp = byName.get(name);
    if (!exp) fail(`module '${m.specifier}': no export '${name}'`);
    const target = resolveAlias(exp);
    currentDecl = null;
    const valueFlags = ts.SymbolFlags.Class | ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Enum;
    exports.push({ name, id: declId(target), value: Boolean(target.flags & valueFlags) });
  }
  modules.push({ specifier: m.specifier, exports });
}

const globalScope = new Map();
{
  const anyFile = program.getSourceFile(entryFiles[0]);
  for (const s of checker.getSymbolsInScope(anyFile, ts.SymbolFlags.Type | ts.SymbolFlags.Value)) globalScope.set(s.name, s);
}
const globals = [];
for (const name of config.global_roots) {
  const symbol = globalScope.get(name);
  if (!symbol) fail(`global '${name}': not declared by ${config.types.join(", ")} or the ES lib`);
  currentDecl = null;
  globals.push({ name, id: declId(symbol) });
}

while (queue.length) {
  const symbol = queue.shift();
  const decl = readDeclaration(symbol);
  decls.set(decl.id, decl);
}

const out = {
  modules,
  globals,
  decls: [...decls.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((d) => ({ ...d, reachedFrom: reachedFrom.get(d.id) ?? null })),
};
progress(`read ${out.decls.length} declarations`);
process.stdout.write(JSON.stringify(out));
