"""Stage 4: the bridge's OpenAPI schema -> `bindings/cloudflare_sandbox/client.py`, a typed HTTP client.

`@cloudflare/sandbox/bridge` serves a versioned HTTP API and ships its OpenAPI 3.1 description in the
bundle (`OPENAPI_SCHEMA` in `dist/bridge/index.js`). `extract()` reads it with the pinned Node
(extract.mjs: the TypeScript parser finds the literal, an empty V8 context evaluates it); `render()`
turns it into one module: models (frozen dataclasses, snake_case fields with their wire names recorded
as `JS(...)`), one exception class per documented error status, and a sync and an async client with one
method per operation (runtime support: client_runtime.py.jinja beside this file).

Anything in the schema this stage has no rule for fails generation with a CompileError naming it, so a
bump of the SDK that changes the wire contract is seen, not papered over.
"""

from __future__ import annotations

import ast
import http
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2

from generator import surface, toolchain
from generator.diagnostics import CompileError
from generator.emit import contract, naming

HERE = Path(__file__).resolve().parent
OUTPUT = "cloudflare_sandbox/client.py"
SCHEMA_CONST = "OPENAPI_SCHEMA"
MAX_LINE = 110

#: Path parameters that match the rest of the path, slashes included (the bridge routes `file/*`):
#: a reviewed table, checked against the schema so a change of the route fails generation.
WILDCARD_PATH_PARAMS = {("/v1/sandbox/{id}/file/{path}", "path")}

#: Operations with an octet-stream response that also get a method giving the body decoded as UTF-8
#: (operationId -> method name): a reviewed table, checked against the schema.
TEXT_VARIANTS = {"readFile": "read_text"}

#: Names of the module's hand-written runtime; a schema name that equals one fails generation.
RUNTIME_NAMES = frozenset(
    {
        "SandboxError",
        "ProtocolError",
        "ExecError",
        "ExecOutput",
        "ExecExit",
        "ExecEvent",
        "ExecResult",
        "PtyTerminal",
        "SandboxClient",
        "AsyncSandboxClient",
        "Sandbox",
        "AsyncSandbox",
        "Session",
        "AsyncSession",
        "Opening",
        "ErrorCode",
    }
)

#: The bound views (`client.sandbox()` -> Sandbox, `sandbox.session()` -> Session): the operations under
#: SANDBOX_PREFIX are a Sandbox's methods without its id; those taking the SESSION_HEADER are a
#: Session's methods without the sandbox id and the header. A reviewed table, checked against the
#: schema, so a change of the routes fails generation.
SANDBOX_PREFIX = "/v1/sandbox/{id}"
SANDBOX_OPS = ("createSandbox", "deleteSandbox")  # opens a Sandbox, and `with` ends it
SESSION_OPS = ("createSession", "deleteSession")  # opens a Session, and `with` ends it
SESSION_HEADER = "Session-Id"
#: Names of the views' own attributes and methods; an operation's method of one of these names fails.
RESERVED_VIEW_NAMES = frozenset({"client", "id", "sandbox_id", "session", "delete"})

#: An octet-stream request body: bytes, or chunks sent as they come (httpx streams an iterable).
CONTENT = "str | bytes | Iterable[bytes]"  # a str is sent as its UTF-8
ASYNC_CONTENT = "str | bytes | Iterable[bytes] | AsyncIterable[bytes]"


# ------------------------------------------------------------------------------------ extraction


def bridge_bundle(node_modules: Path) -> Path | None:
    """The bridge's JS file from the SDK's package.json exports; None when the SDK ships no bridge code
    (a declarations-only SDK, as some tests make)."""
    manifest = node_modules / surface.SDK_PACKAGE / "package.json"
    try:
        entry = json.loads(manifest.read_text())["exports"]["./bridge"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    target = entry.get("import") or entry.get("default") if isinstance(entry, dict) else entry
    if not isinstance(target, str) or not target.endswith(".js"):
        return None
    return (manifest.parent / target).resolve()


def extract(node_modules: Path, bundle: Path) -> dict[str, Any]:
    done = toolchain.node(
        str(HERE / "extract.mjs"), str(node_modules), str(bundle), SCHEMA_CONST, check=False
    )
    if done.returncode != 0:
        reason = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}"
        raise CompileError.one(str(bundle), f"cannot read the bridge's {SCHEMA_CONST}: {reason}")
    schema = json.loads(done.stdout)
    if not isinstance(schema, dict) or not str(schema.get("openapi", "")).startswith("3."):
        raise CompileError.one(str(bundle), f"{SCHEMA_CONST} is not an OpenAPI 3 document")
    return schema


def generate(node_modules: Path, sdk_version: str, api_txt: str | None = None) -> dict[str, str]:
    """{"cloudflare_sandbox/client.py": text}, and with `api_txt` (the bindings' contract) that contract
    with the client's public API added (`contract_entries`); {} when the SDK ships no bridge bundle."""
    bundle = bridge_bundle(node_modules)
    if bundle is None:
        return {}
    schema = extract(node_modules, bundle)
    try:
        text = render(schema, sdk_version)
        files = {OUTPUT: text}
        if api_txt is not None:
            files["api.txt"] = contract.extend(api_txt, contract_entries(schema, text))
        return files
    except SchemaError as err:
        raise CompileError.one(str(bundle), f"{SCHEMA_CONST}: {err}") from err


# ------------------------------------------------------------------------------------ the model


class SchemaError(Exception):
    """A construct of the schema this stage has no rule for."""


@dataclass
class PyType:
    """A schema type as Python sees it: `out` in results, `inp` for what a caller passes."""

    out: str
    inp: str
    decode: str  # a format string of `{v}` (a wire value) -> the Python value; "" when not decodable
    encode: str  # a format string of `{v}` (a Python value) -> the wire value
    model: str | None = None


@dataclass
class Field:
    wire: str
    name: str
    type: PyType
    required: bool
    nullable: bool
    doc: str


@dataclass
class Model:
    name: str
    doc: str
    fields: list[Field]
    inbound: bool = False  # decoded from responses
    outbound: bool = False  # encoded into requests


@dataclass
class Param:
    wire: str
    name: str
    where: str  # path, query, header, body, content
    type: PyType
    required: bool
    doc: str
    wildcard: bool = False


@dataclass
class Operation:
    id: str
    name: str
    method: str
    path: str
    summary: str
    description: str
    params: list[Param]
    result: str  # none, bytes, json, model, sse, websocket
    result_type: str
    result_doc: str
    errors: list[tuple[int, str]]
    auth: bool
    body_json: bool = False


@dataclass
class Api:
    title: str
    version: str
    description: str
    auth_doc: str
    models: dict[str, Model] = field(default_factory=dict)
    operations: list[Operation] = field(default_factory=list)
    errors: dict[int, tuple[str, list[str]]] = field(default_factory=dict)  # status -> (class, docs)
    error_codes: list[str] = field(default_factory=list)


class Reader:
    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema
        info = schema.get("info", {})
        schemes = schema.get("components", {}).get("securitySchemes", {})
        bearer = [s for s in schemes.values() if s.get("type") == "http" and s.get("scheme") == "bearer"]
        if len(schemes) != len(bearer) or len(bearer) > 1:
            raise SchemaError("only one HTTP Bearer security scheme is supported")
        self.api = Api(
            title=str(info.get("title", "")),
            version=str(info.get("version", "")),
            description=str(info.get("description", "")),
            auth_doc=str(bearer[0].get("description", "")) if bearer else "",
        )
        self.global_auth = bool(schema.get("security")) and bool(bearer)

    def ref(self, node: dict[str, Any]) -> tuple[str | None, dict[str, Any]]:
        ref = node.get("$ref")
        if ref is None:
            return None, node
        parts = str(ref).removeprefix("#/").split("/")
        target: Any = self.schema
        for part in parts:
            target = target.get(part) if isinstance(target, dict) else None
        if not isinstance(target, dict):
            raise SchemaError(f"unresolved $ref {ref}")
        return parts[-1], target

    # -------------------------------------------------------------------------------- types

    def type(self, node: dict[str, Any], hint: str, direction: str) -> tuple[PyType, bool]:
        """The Python type of a schema node, and whether it admits null."""
        name, node = self.ref(node)
        kind = node.get("type")
        nullable = False
        if isinstance(kind, list):
            rest = [k for k in kind if k != "null"]
            nullable = len(rest) < len(kind)
            if len(rest) != 1:
                raise SchemaError(f"{hint}: a union of types {kind}")
            kind = rest[0]
        primitive = {"string": "str", "integer": "int", "boolean": "bool", "number": "float"}
        if kind in primitive:
            py = primitive[kind]
            if kind == "string" and node.get("format") == "binary":
                return PyType("bytes", "bytes", "", "{v}"), nullable
            return PyType(py, py, f"_get({{v}}, {py})", "{v}"), nullable
        if kind == "array":
            item, _ = self.type(node.get("items", {}), hint + "Item", direction)
            if item.out not in ("str", "int", "bool", "float"):
                return PyType("list[Any]", "Sequence[Any]", "_list({v}, object)", "list({v})"), nullable
            return PyType(
                f"list[{item.out}]", f"Sequence[{item.inp}]", f"_list({{v}}, {item.out})", "list({v})"
            ), nullable
        if kind == "object" or kind is None and "properties" in node:
            props = node.get("properties")
            extra = node.get("additionalProperties")
            if not props and isinstance(extra, dict):
                value, _ = self.type(extra, hint + "Value", direction)
                if value.out != "str":
                    raise SchemaError(f"{hint}: a map of {value.out}")
                return PyType("dict[str, str]", "Mapping[str, str]", "_map({v})", "dict({v})"), nullable
            if not props:
                return PyType("dict[str, Any]", "Mapping[str, Any]", "_object({v})", "dict({v})"), nullable
            model = self.model(name or hint, node, direction)
            return PyType(
                model.name, model.name, f"{model.name}.from_wire(_object({{v}}))", "{v}.to_wire()", model.name
            ), nullable
        if kind is None and all(isinstance(e, str) for e in node.get("enum") or [0]):
            return PyType("str", "str", "_get({v}, str)", "{v}"), nullable
        # no rule (oneOf, anyOf, a nested array, ...): widened to Any, passed through as JSON
        return PyType("Any", "Any", "{v}", "{v}"), nullable

    def model(self, name: str, node: dict[str, Any], direction: str) -> Model:
        name = naming.type_name(name)
        if name in RUNTIME_NAMES:
            raise SchemaError(f"schema {name} has the name of the client's runtime")
        model = self.api.models.get(name)
        if model is None:
            model = Model(name, str(node.get("description", "")), [])
            self.api.models[name] = model
            required = set(node.get("required", []))
            wires = list(node["properties"])
            names = naming.unique([_python_name(w) for w in wires])
            for wire, py in zip(wires, names):
                prop = node["properties"][wire]
                ptype, nullable = self.type(prop, name + naming.pascal(wire), direction)
                doc = str(prop.get("description") or self.ref(prop)[1].get("description") or "")
                model.fields.append(Field(wire, py, ptype, wire in required, nullable, doc))
        if direction == "in":
            model.inbound = True
        else:
            model.outbound = True
        for f in model.fields:  # nested models go the same way
            if f.type.model:
                self.api.models[f.type.model].inbound |= model.inbound
                self.api.models[f.type.model].outbound |= model.outbound
        return model

    # -------------------------------------------------------------------------------- operations

    def read(self) -> Api:
        for path, item in self.schema.get("paths", {}).items():
            for method, op in item.items():
                if method not in ("get", "put", "post", "delete", "patch", "head"):
                    raise SchemaError(f"{path}: no rule for {method!r}")
                self.api.operations.append(self.operation(path, method, op))
        names = [o.name for o in self.api.operations]
        if len(set(names)) != len(names):
            raise SchemaError(f"two operations have the same Python name: {sorted(names)}")
        error = self.schema.get("components", {}).get("schemas", {}).get("ErrorResponse", {})
        self.api.error_codes = [str(c) for c in error.get("properties", {}).get("code", {}).get("enum", [])]
        return self.api

    def operation(self, path: str, method: str, op: dict[str, Any]) -> Operation:
        op_id = op.get("operationId")
        if not isinstance(op_id, str):
            raise SchemaError(f"{method.upper()} {path} has no operationId")
        name = _python_name(op_id)
        params: list[Param] = []
        for raw in op.get("parameters", []):
            _, raw = self.ref(raw)
            where = raw.get("in")
            if where not in ("path", "query", "header"):
                raise SchemaError(f"{op_id}: no rule for a parameter in {where!r}")
            ptype, _ = self.type(raw.get("schema", {}), op_id + naming.pascal(raw["name"]), "out")
            params.append(
                Param(
                    raw["name"],
                    _python_name(raw["name"]),
                    where,
                    ptype,
                    bool(raw.get("required")) or where == "path",
                    str(raw.get("description", "")),
                    (path, raw["name"]) in WILDCARD_PATH_PARAMS,
                )
            )
        for wild_path, wild_name in WILDCARD_PATH_PARAMS:
            if wild_path == path and not any(p.wire == wild_name and p.where == "path" for p in params):
                raise SchemaError(f"{op_id}: the wildcard path parameter {wild_name!r} is gone")
        if [p.wire for p in params if p.where == "path"] != re.findall(r"\{([^}]+)\}", path):
            raise SchemaError(f"{op_id}: path parameters do not match {path}")
        body_json = False
        body = op.get("requestBody")
        if body:
            _, body = self.ref(body)
            content = body.get("content", {})
            body_required = bool(body.get("required"))
            if list(content) == ["application/json"]:
                body_json = True
                ref_name, node = self.ref(content["application/json"].get("schema", {}))
                required = set(node.get("required", [])) if body_required else set()
                for wire, prop in node.get("properties", {}).items():
                    ptype, _ = self.type(prop, (ref_name or op_id) + naming.pascal(wire), "out")
                    doc = str(prop.get("description") or self.ref(prop)[1].get("description") or "")
                    params.append(Param(wire, _python_name(wire), "body", ptype, wire in required, doc))
            elif list(content) == ["application/octet-stream"]:
                doc = str(body.get("description", ""))
                params.append(Param("", "content", "content", PyType("bytes", CONTENT, "", "{v}"), True, doc))
            else:
                raise SchemaError(f"{op_id}: no rule for a request body of {sorted(content)}")
        # positional-only path parameters give way to a keyword of the same name
        keywords = {p.name for p in params if p.where != "path"}
        for p in params:
            if p.where == "path":
                while p.name in keywords or p.name == "self":
                    p.name += "_"
        if len({p.name for p in params}) != len(params):
            raise SchemaError(f"{op_id}: two parameters have the same Python name")
        result, result_type, result_doc = self.result(op_id, op)
        errors = []
        for status, response in sorted(op.get("responses", {}).items()):
            code = int(status)
            if code < 400:
                continue
            ref_name, response = self.ref(response)
            cls = self.error_class(code, ref_name)
            entry = self.api.errors.setdefault(code, (cls, []))
            doc = str(response.get("description", ""))
            line = doc if ref_name else f"{doc} (`{name}`)"
            if line not in entry[1]:
                entry[1].append(line)
            errors.append((code, doc))
        security = op.get("security")
        auth = self.global_auth if security is None else bool(security)
        return Operation(
            op_id,
            name,
            method.upper(),
            path,
            str(op.get("summary", "")),
            str(op.get("description", "")),
            params,
            result,
            result_type,
            result_doc,
            errors,
            auth,
            body_json,
        )

    def error_class(self, status: int, ref_name: str | None) -> str:
        if status in self.api.errors:
            return self.api.errors[status][0]
        taken = {cls for cls, _ in self.api.errors.values()}
        try:
            phrase = http.HTTPStatus(status).phrase
        except ValueError:
            phrase = f"Http {status}"
        by_phrase = "".join(w.capitalize() for w in re.split(r"[^A-Za-z0-9]+", phrase) if w) + "Error"
        for name in (naming.type_name(ref_name) + "Error" if ref_name else by_phrase, by_phrase):
            if name not in taken:
                return name
        return f"Http{status}Error"

    def result(self, op_id: str, op: dict[str, Any]) -> tuple[str, str, str]:
        ok = sorted((s, r) for s, r in op.get("responses", {}).items() if int(s) < 400)
        if len(ok) != 1:
            raise SchemaError(f"{op_id}: {len(ok)} success responses")
        status, response = ok[0]
        _, response = self.ref(response)
        doc = str(response.get("description", ""))
        content = response.get("content", {})
        if status == "101":
            return "websocket", "PtyTerminal", doc
        if not content:
            return "none", "None", doc
        if list(content) == ["text/event-stream"]:
            return "sse", "ExecEvent", doc
        if list(content) == ["application/octet-stream"]:
            return "bytes", "bytes", doc
        if list(content) == ["application/json"]:
            hint = naming.pascal(op_id) + "Response"
            ref_name, _ = self.ref(content["application/json"].get("schema", {}))
            ptype, _ = self.type(content["application/json"].get("schema", {}), ref_name or hint, "in")
            if ptype.model:
                return "model", ptype.out, doc
            return "json:" + ptype.decode, ptype.out, doc
        raise SchemaError(f"{op_id}: no rule for a response of {sorted(content)}")


def _python_name(wire: str) -> str:
    """A wire name (operationId, property, parameter or header) -> its Python name."""
    name = naming.member_name(re.sub(r"[^A-Za-z0-9_]", "_", wire).strip("_"))
    if name is None:
        raise SchemaError(f"no Python name for {wire!r}")
    return re.sub(r"_+", "_", name.lower() if "_" in name else name)


# ------------------------------------------------------------------------------------ rendering


def render(schema: dict[str, Any], sdk_version: str) -> str:
    api = Reader(schema).read()
    if sum(o.result == "sse" for o in api.operations) != 1:
        raise SchemaError("the client expects exactly one streamed (text/event-stream) operation: exec")
    if sum(o.result == "websocket" for o in api.operations) > 1:
        raise SchemaError("the client expects at most one WebSocket operation")
    names = {m for m in api.models} | {cls for cls, _ in api.errors.values()}
    if names & RUNTIME_NAMES:
        raise SchemaError(f"{sorted(names & RUNTIME_NAMES)} have the names of the client's runtime")
    for op_id in TEXT_VARIANTS:
        if not any(o.id == op_id and o.result == "bytes" for o in api.operations):
            raise SchemaError(f"TEXT_VARIANTS: no operation {op_id!r} with an octet-stream response")
    variants = [v for o in api.operations for v in _variants(o)]
    methods = [v.name for v in variants]
    if len(set(methods)) != len(methods):
        raise SchemaError(f"two methods have the same Python name: {sorted(methods)}")
    views = _views(api)
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(HERE)),
        autoescape=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    models = [_model(m) for m in api.models.values()]
    errors = [_error(status, cls, docs) for status, (cls, docs) in sorted(api.errors.items())]
    exports = sorted(
        {*api.models, *(cls for cls, _ in api.errors.values()), *RUNTIME_NAMES, "API_VERSION", "SDK_VERSION"}
    )
    text = env.get_template("client_runtime.py.jinja").render(
        sdk=f"{surface.SDK_PACKAGE} {sdk_version}",
        sdk_version=json.dumps(sdk_version),
        api_version=json.dumps(api.version),
        title=_doc_text(api.title),
        description=_doc_text(api.description),
        auth_doc=_doc_text(api.auth_doc),
        error_codes=_literal_alias("ErrorCode", api.error_codes),
        exports=exports,
        models="\n\n\n".join(models),
        errors="\n\n\n".join(errors),
        error_table="\n".join(f"    {s}: {cls}," for s, (cls, _) in sorted(api.errors.items())),
        sync_methods="\n\n".join(_method(v, api, False) for v in variants),
        async_methods="\n\n".join(_method(v, api, True) for v in variants),
        sandbox_methods=_view_methods(views, api, False, session=False),
        async_sandbox_methods=_view_methods(views, api, True, session=False),
        session_methods=_view_methods(views, api, False, session=True),
        async_session_methods=_view_methods(views, api, True, session=True),
        create_sandbox=views.create_sandbox.name,
        delete_sandbox=views.delete_sandbox.name,
        create_session=views.create_session.name,
        delete_session=views.delete_session.name,
        session_header=SESSION_HEADER,
        sandbox_prefix=SANDBOX_PREFIX,
        session=_session_opening(views),
    )
    return re.sub(r"\n{4,}", "\n\n\n", text).rstrip() + "\n"


def _doc_text(text: str) -> str:
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').strip()
    return "\n".join(line.rstrip() for line in text.splitlines())


def _docstring(text: str, indent: str) -> str:
    text = _doc_text(text)
    if text.endswith('"'):
        text += "."
    lines = text.splitlines()
    if len(lines) == 1 and len(indent) + len(lines[0]) + 6 <= MAX_LINE:
        return f'{indent}"""{lines[0]}"""'
    body = "\n".join(f"{indent}{line}" if line else "" for line in lines)
    return f'{indent}"""{body.lstrip()}\n{indent}"""'


def _literal_alias(name: str, values: list[str]) -> str:
    if not values:
        return f"{name}: TypeAlias = str"
    one = f"{name}: TypeAlias = Literal[" + ", ".join(json.dumps(v) for v in values) + "]"
    if len(one) <= MAX_LINE:
        return one
    return f"{name}: TypeAlias = Literal[\n" + "".join(f"    {json.dumps(v)},\n" for v in values) + "]"


def _annotation(f: Field | Param, inbound: bool, is_async: bool = False) -> str:
    base = f.type.out if inbound else f.type.inp
    if isinstance(f, Param) and f.where == "content" and is_async:
        base = ASYNC_CONTENT
    if isinstance(f, Field) and f.nullable or not f.required:
        base += " | None"
    if f.wire and f.wire != f.name:
        return f'Annotated[{base}, JS("{f.wire}")]'
    return base


def _model(m: Model) -> str:
    lines = ["@dataclass(frozen=True, kw_only=True)", f"class {m.name}:"]
    direction = "A result" if m.inbound else "A request part"
    lines.append(_docstring(m.doc or f"{direction} of the bridge (`{m.name}`).", "    "))
    lines.append("")
    fields = sorted(m.fields, key=lambda f: not f.required)
    for f in fields:
        default = "" if f.required else " = None"
        lines.append(f"    {f.name}: {_annotation(f, m.inbound)}{default}")
        if f.doc:
            lines.append(_docstring(f.doc, "    "))
    if m.inbound:
        lines += ["", "    @classmethod", f"    def from_wire(cls, data: Mapping[str, Any]) -> {m.name}:"]
        lines.append(f'        """Decode the JSON object of `{m.name}`."""')
        lines.append("        return cls(")
        for f in m.fields:
            getter = (
                f'_required(data, "{f.wire}")' if f.required and not f.nullable else f'data.get("{f.wire}")'
            )
            value = f.type.decode.format(v=getter)
            if f.required and not f.nullable:
                lines.append(f"            {f.name}={value},")
            elif len(f"            {f.name}=None if {getter} is None else {value},") <= MAX_LINE:
                lines.append(f"            {f.name}=None if {getter} is None else {value},")
            else:  # as ruff splits it
                lines += [
                    f"            {f.name}=None",
                    f"            if {getter} is None",
                    f"            else {value},",
                ]
        lines.append("        )")
    if m.outbound:
        lines += ["", "    def to_wire(self) -> dict[str, Any]:"]
        lines.append(f'        """The JSON object of `{m.name}`."""')
        lines.append("        wire: dict[str, Any] = {}")
        for f in m.fields:
            value = f.type.encode.format(v=f"self.{f.name}")
            if f.required:
                lines.append(f'        wire["{f.wire}"] = {value}')
            else:
                lines.append(f"        if self.{f.name} is not None:")
                lines.append(f'            wire["{f.wire}"] = {value}')
        lines.append("        return wire")
    return "\n".join(lines)


def _error(status: int, cls: str, docs: list[str]) -> str:
    doc = f"HTTP {status}: " + "\n".join(docs)
    return f"class {cls}(SandboxError):\n{_docstring(doc, '    ')}"


def _signature(name: str, params: list[str], returns: str, is_async: bool, indent: str = "    ") -> str:
    head = f"{indent}{'async ' if is_async else ''}def {name}("
    one = head + ", ".join(params) + f") -> {returns}:"
    if len(one) <= MAX_LINE:
        return one
    return head + "\n" + "".join(f"{indent}    {p},\n" for p in params) + f"{indent}) -> {returns}:"


# ------------------------------------------------------------------------------------ methods


@dataclass(frozen=True)
class Variant:
    """One method of an operation: `call` (the operation as it is), `events` (exec's SSE as events),
    `collect` (exec run to its end: an ExecResult), `chunks` (an octet-stream response as an iterator
    of byte chunks, `<name>_stream`), `text` (an octet-stream response decoded as UTF-8, TEXT_VARIANTS)."""

    op: Operation
    name: str
    kind: str

    def returns(self, is_async: bool) -> str:
        iterator = "AsyncIterator" if is_async else "Iterator"
        if self.kind == "events":
            return f"{iterator}[ExecEvent]"
        if self.kind == "chunks":
            return f"{iterator}[bytes]"
        if self.kind == "collect":
            return "ExecResult"
        if self.kind == "text":
            return "str"
        return self.op.result_type

    def awaited(self, is_async: bool) -> bool:
        """Whether the async client's method is a coroutine (iterators and the PTY address are not)."""
        return is_async and self.kind not in ("events", "chunks") and self.op.result != "websocket"


def _variants(o: Operation) -> list[Variant]:
    if o.result == "sse":
        return [Variant(o, o.name, "events"), Variant(o, "exec", "collect")]
    if o.result == "bytes":
        text = [Variant(o, TEXT_VARIANTS[o.id], "text")] if o.id in TEXT_VARIANTS else []
        return [Variant(o, o.name, "call"), Variant(o, o.name + "_stream", "chunks"), *text]
    return [Variant(o, o.name, "call")]


#: (where, wire) of a parameter a bound view supplies itself -> the expression it passes.
Fixed = dict[tuple[str, str], str]


def _keywords(o: Operation) -> tuple[list[Param], list[Param], list[Param]]:
    """(path parameters, required body parameters: positional; the rest: keyword-only)."""
    path = [p for p in o.params if p.where == "path"]
    positional = [p for p in o.params if p.where in ("body", "content") and p.required]
    keyword = [p for p in o.params if p.where != "path" and p not in positional]
    return path, positional, keyword


def _params(v: Variant, is_async: bool, fixed: Fixed | None = None) -> list[str]:
    fixed = fixed or {}
    path, positional, keyword = (
        [p for p in group if (p.where, p.wire) not in fixed] for group in _keywords(v.op)
    )
    out = ["self", *(f"{p.name}: {_annotation(p, False, is_async)}" for p in path)]
    if path:
        out.append("/")
    out += [f"{p.name}: {_annotation(p, False, is_async)}" for p in positional]
    extra = ["chunk_size: int | None = None"] if v.kind == "chunks" else []
    if keyword or extra:
        out.append("*")
        out += [
            f"{p.name}: {_annotation(p, False, is_async)}{'' if p.required else ' = None'}" for p in keyword
        ]
        out += extra
    return out


def _call(target: str, v: Variant, fixed: Fixed | None = None) -> list[str]:
    """The arguments of `target(...)`, a call of variant `v` of the client passing each parameter on,
    or the bound view's own value for a fixed one."""
    fixed = fixed or {}
    path, positional, keyword = _keywords(v.op)
    args = [fixed.get((p.where, p.wire), p.name) for p in path + positional]
    args += [f"{p.name}={fixed.get((p.where, p.wire), p.name)}" for p in keyword]
    if v.kind == "chunks":
        args.append("chunk_size=chunk_size")
    return args


def _call_lines(prefix: str, target: str, args: list[str], indent: str = "        ") -> list[str]:
    one = f"{indent}{prefix}{target}(" + ", ".join(args) + ")"
    if len(one) <= MAX_LINE:
        return [one]
    return [f"{indent}{prefix}{target}(", *(f"{indent}    {a}," for a in args), f"{indent})"]


def _method_doc(v: Variant, api: Api, fixed: Fixed | None = None) -> str:
    o, fixed = v.op, fixed or {}
    collect, chunks = v.kind == "collect", v.kind == "chunks"
    parts = [o.summary or o.id]
    if collect:
        parts[0] = f"{o.summary}, and wait for it: its exit code and whole output."
    if chunks:
        parts[0] = f"{o.summary}, as an iterator of byte chunks as they arrive."
    if v.kind == "text":
        parts[0] = f"{o.summary}, decoded as UTF-8 text."
    if o.description and not collect:
        parts.append(o.description)
    if chunks:
        parts.append(
            "The request is sent when the iteration starts; an error response raises there, before any chunk."
        )
    parts.append(f"`{o.method} {o.path}` (operationId `{o.id}`).")
    args = [p for p in o.params if (p.doc or p.where == "content") and (p.where, p.wire) not in fixed]
    lines = [
        f"    {p.name}: "
        + (p.doc or "the request body.").replace("\n", "\n        ")
        + (" Bytes, or an iterable of byte chunks sent as they come." if p.where == "content" else "")
        for p in args
    ]
    if chunks:
        lines.append("    chunk_size: the size of each chunk; None: as they arrive.")
    if lines:
        parts.append("Args:\n" + "\n".join(lines))
    if collect:
        parts.append("Returns:\n    ExecResult: the exit code and the decoded stdout and stderr.")
    elif chunks:
        parts.append("Yields:\n    bytes: " + o.result_doc.replace("\n", "\n        "))
    elif v.kind == "text":
        parts.append(
            "Returns:\n    str: the response body (the schema: "
            + o.result_doc.rstrip(".")
            + "), decoded as UTF-8."
        )
    elif o.result_doc:
        parts.append(f"Returns:\n    {o.result_type}: " + o.result_doc.replace("\n", "\n        "))
    raises = [f"    {api.errors[s][0]}: {doc}" for s, doc in o.errors]
    if o.result == "sse":
        raises.append("    ExecError: an `error` event of the stream.")
    if v.kind == "text":
        raises.append("    UnicodeDecodeError: the file is not UTF-8 text (read_file gives its bytes).")
    if raises:
        parts.append("Raises:\n" + "\n".join(raises))
    return "\n\n".join(parts)


def _request(o: Operation) -> list[str]:
    """The lines that build `request = _Request(...)`."""
    segments = re.split(r"(\{[^}]+\})", o.path)
    by_wire = {p.wire: p for p in o.params if p.where == "path"}
    pieces = []
    for seg in segments:
        if not seg:
            continue
        if seg.startswith("{"):
            p = by_wire[seg[1:-1]]
            value = p.name if p.type.out == "str" else f"str({p.name})"
            pieces.append(f"_segment({value}, wildcard=True)" if p.wildcard else f"_segment({value})")
        else:
            pieces.append(json.dumps(seg))
    args = [json.dumps(o.id), json.dumps(o.method), " + ".join(pieces)]
    if not o.auth:
        args.append("auth=False")
    for where, kw in (("query", "query"), ("header", "headers"), ("body", "json")):
        chosen = [p for p in o.params if p.where == where]
        if chosen or (where == "body" and o.body_json):
            items = [f"{json.dumps(p.wire)}: {_encode(p)}" for p in chosen]
            one = f"{kw}={{" + ", ".join(items) + "}"
            if len(one) + 13 <= MAX_LINE:
                args.append(one)
            else:
                args.append(
                    f"{kw}={{\n" + "".join(f"                {i},\n" for i in items) + "            }"
                )
    if any(p.where == "content" for p in o.params):
        args.append("content=content")
    return ["        request = _Request(", *(f"            {a}," for a in args), "        )"]


def _encode(p: Param) -> str:
    value = p.type.encode.format(v=p.name)
    if value != p.name and not p.required:
        return f"None if {p.name} is None else {value}"
    if p.where == "body" and p.type.out == "list[str]" and p.required:
        return f"_strings({p.name})"
    return value


def _method(v: Variant, api: Api, is_async: bool) -> str:
    """A method of the client: it builds the request and sends it."""
    o, aw = v.op, "await " if is_async else ""
    lines = [
        _signature(v.name, _params(v, is_async), v.returns(is_async), v.awaited(is_async)),
        _docstring(_method_doc(v, api), "        "),
    ]
    if v.kind == "collect":
        events = Variant(o, o.name, "events")
        inner = _call_lines("", f"self.{o.name}", _call(f"self.{o.name}", events), "            ")
        collector = "_acollect" if is_async else "_collect"
        one = f"        return {aw}{collector}(" + inner[0].strip() + ")"
        if len(inner) == 1 and len(one) <= MAX_LINE:
            return "\n".join([*lines, one])
        return "\n".join([*lines, f"        return {aw}{collector}(", *inner, "        )"])
    lines += _request(o)
    if v.kind == "events":
        lines.append("        return self._stream(request)")
    elif v.kind == "chunks":
        lines.append("        return self._chunks(request, chunk_size)")
    elif o.result == "websocket":
        lines.append("        return self._terminal(request)")
    elif o.result == "none":
        lines.append(f"        {aw}self._send(request)")
    elif v.kind == "text":
        lines.append(f"        return ({aw}self._send(request)).content.decode()")
    elif o.result == "bytes":
        lines.append(f"        return ({aw}self._send(request)).content")
    elif o.result.startswith("json:"):
        decode = o.result.removeprefix("json:").format(v=f"_json(request, {aw}self._send(request))")
        lines.append(f"        return {decode}")
    else:
        lines.append(
            f"        return {o.result_type}.from_wire(_object(_json(request, {aw}self._send(request))))"
        )
    return "\n".join(lines)


def _bound_method(v: Variant, api: Api, is_async: bool, fixed: Fixed, client: str) -> str:
    """A method of a bound view (Sandbox, Session): the client's method with the view's own values."""
    doc = _method_doc(v, api, fixed).split("\n\n")
    head = [doc[0], f"`{client}.{v.name}` with this {'session' if len(fixed) > 1 else 'sandbox'}."]
    args = [part for part in doc if part.startswith("Args:")]
    lines = [
        _signature(v.name, _params(v, is_async, fixed), v.returns(is_async), v.awaited(is_async)),
        _docstring("\n\n".join(head + args), "        "),
    ]
    prefix = "return await " if v.awaited(is_async) else "return "
    if v.op.result == "none":
        prefix = prefix.removeprefix("return ")
    return "\n".join(lines + _call_lines(prefix, f"self.client.{v.name}", _call("", v, fixed)))


# ------------------------------------------------------------------------------------ bound views


@dataclass(frozen=True)
class Views:
    """The operations of one sandbox and of one session, as the reviewed tables name them."""

    sandbox_param: Param  # the sandbox's path parameter
    create_sandbox: Operation
    delete_sandbox: Operation
    create_session: Operation
    delete_session: Operation
    session_header: Param
    sandbox_ops: list[Operation]
    session_ops: list[Operation]


def _views(api: Api) -> Views:
    by_id = {o.id: o for o in api.operations}
    missing = [op for op in (*SANDBOX_OPS, *SESSION_OPS) if op not in by_id]
    if missing:
        raise SchemaError(f"the client's Sandbox and Session views need {missing}")
    sandbox_ops = [
        o for o in api.operations if o.path == SANDBOX_PREFIX or o.path.startswith(SANDBOX_PREFIX + "/")
    ]
    wire = SANDBOX_PREFIX.rsplit("{", 1)[1].rstrip("}")
    firsts = {next(p for p in o.params if p.where == "path").wire for o in sandbox_ops}
    if not sandbox_ops or firsts != {wire}:
        raise SchemaError(f"the operations under {SANDBOX_PREFIX} do not all take {wire!r} first")
    param = next(p for p in sandbox_ops[0].params if p.where == "path")
    create, delete = (by_id[op] for op in SANDBOX_OPS)
    open_session, close_session = (by_id[op] for op in SESSION_OPS)
    if delete not in sandbox_ops or open_session not in sandbox_ops or close_session not in sandbox_ops:
        raise SchemaError(f"{SANDBOX_OPS[1]} and {SESSION_OPS} are no longer under {SANDBOX_PREFIX}")
    for op in (create, open_session):
        model = api.models.get(op.result_type)
        if model is None or not any(
            f.wire == "id" and f.required and f.type.out == "str" for f in model.fields
        ):
            raise SchemaError(f"{op.id} no longer answers with an `id`")
    if [p.where for p in close_session.params] != ["path", "path"]:
        raise SchemaError(f"{SESSION_OPS[1]} no longer takes (sandbox, session) in its path")
    headers = [p for o in sandbox_ops for p in o.params if p.where == "header" and p.wire == SESSION_HEADER]
    if not headers:
        raise SchemaError(f"no operation takes the {SESSION_HEADER} header")
    session_ops = [o for o in sandbox_ops if any(p in headers for p in o.params)]
    for o in sandbox_ops + session_ops:
        names = {v.name for v in _variants(o)}
        if names & RESERVED_VIEW_NAMES:
            raise SchemaError(
                f"{o.id} gives a method named as the views' own {sorted(names & RESERVED_VIEW_NAMES)}"
            )
    return Views(param, create, delete, open_session, close_session, headers[0], sandbox_ops, session_ops)


def _view_methods(views: Views, api: Api, is_async: bool, session: bool) -> str:
    client = "AsyncSandboxClient" if is_async else "SandboxClient"
    fixed: Fixed = {("path", views.sandbox_param.wire): "self.sandbox_id" if session else "self.id"}
    ops = views.session_ops if session else views.sandbox_ops
    if session:
        fixed[("header", views.session_header.wire)] = "self.id"
    return "\n\n".join(_bound_method(v, api, is_async, fixed, client) for o in ops for v in _variants(o))


def _session_opening(views: Views) -> dict[str, str]:
    """`session(...)`'s signatures (createSession's own keywords, without the sandbox) and arguments."""
    o = views.create_session
    path, positional, keyword = _keywords(o)
    if positional or len(path) != 1:
        raise SchemaError(f"{o.id} takes more than the sandbox and keyword arguments")
    params = [f"{p.name}: {_annotation(p, False)}{'' if p.required else ' = None'}" for p in keyword]
    params = ["*", *params] if params else []
    return {
        "client": _signature("session", ["self", "sandbox_id: str", "/", *params], "Session", False),
        "async_client": _signature(
            "session", ["self", "sandbox_id: str", "/", *params], "Opening[AsyncSession]", False
        ),
        "sandbox": _signature("session", ["self", *params], "Session", False),
        "async_sandbox": _signature("session", ["self", *params], "Opening[AsyncSession]", False),
        "args": ", ".join(f"{p.name}={p.name}" for p in keyword),
    }


# ------------------------------------------------------------------------------------ the API contract


def contract_entries(schema: dict[str, Any], text: str) -> list[contract.Entry]:
    """The client's public API as lines of bindings/api.txt, read from the module as rendered: every
    public class (its bases, fields, attributes set in `__init__`, methods with their signatures), alias
    and constant. The JS column is the wire name: a field's (`JS("mountPath")`), the operationId a
    method calls, else the Python name."""
    api = Reader(schema).read()
    operation_ids = {v.name: v.op.id for o in api.operations for v in _variants(o)}
    module = "bindings." + OUTPUT.removesuffix(".py").replace("/", ".")
    public = set(RUNTIME_NAMES) | set(api.models) | {cls for cls, _ in api.errors.values()}
    source = _Source(text)
    entries: list[contract.Entry] = []
    for node in ast.parse(text).body:
        if isinstance(node, ast.ClassDef) and node.name in public:
            name = f"{module}.{node.name}"
            bases = [source(b) for b in node.bases if not source(b).startswith("_")]
            entries.append(contract.Entry(name, node.name, f"class({', '.join(bases)})"))
            entries += _class_entries(name, node, operation_ids, source)
        elif (
            isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id in public
        ):
            kind = "alias" if source(node.annotation) == "TypeAlias" and node.value else "global"
            value = source(node.value) if kind == "alias" and node.value else source(node.annotation)
            entries.append(contract.Entry(f"{module}.{node.target.id}", node.target.id, f"{kind} {value}"))
        elif (
            isinstance(node, ast.Assign)
            and isinstance(target := node.targets[0], ast.Name)
            and target.id.isupper()
            and not target.id.startswith("_")
            and isinstance(node.value, ast.Constant)
        ):
            kind = type(node.value.value).__name__
            entries.append(contract.Entry(f"{module}.{target.id}", target.id, f"global {kind}"))
    return entries


class _Source:
    """A node's text as the module writes it (double quotes), on one line."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __call__(self, node: ast.AST | None) -> str:
        if node is None:
            return "Any"
        segment = ast.get_source_segment(self.text, node) or ast.unparse(node)
        one = re.sub(r"\s*\n\s*", " ", segment)
        return re.sub(r",?\s+([\])])", r"\1", re.sub(r"([\[(])\s+", r"\1", one))


def _wire(annotation: ast.expr | None, source: _Source) -> tuple[str | None, str]:
    """(the JS name of `Annotated[T, JS("name")]`, the annotation without the marker)."""
    if (
        isinstance(annotation, ast.Subscript)
        and source(annotation.value) == "Annotated"
        and isinstance(annotation.slice, ast.Tuple)
        and len(annotation.slice.elts) == 2
        and isinstance(js := annotation.slice.elts[1], ast.Call)
        and source(js.func) == "JS"
        and isinstance(js.args[0], ast.Constant)
    ):
        return str(js.args[0].value), source(annotation.slice.elts[0])
    return None, source(annotation)


def _class_entries(
    name: str, node: ast.ClassDef, operation_ids: dict[str, str], source: _Source
) -> list[contract.Entry]:
    entries = []
    for item in node.body:
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            js, annotation = _wire(item.annotation, source)
            entries.append(contract.Entry(f"{name}.{item.target.id}", js or item.target.id, annotation))
        if not isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if item.name.startswith("_") and not (item.name.startswith("__") and item.name.endswith("__")):
            continue
        kind = "async def" if isinstance(item, ast.AsyncFunctionDef) else "def"
        if any(source(d) == "classmethod" for d in item.decorator_list):
            kind = "classmethod " + kind
        returns = source(item.returns) if item.returns is not None else "None"
        signature = f"{kind}({', '.join(_parameters(item.args, source))}) -> {returns}"
        entries.append(
            contract.Entry(f"{name}.{item.name}", operation_ids.get(item.name, item.name), signature)
        )
        if item.name == "__init__":  # attributes it sets from its parameters: `self.client = client`
            params = {a.arg: a.annotation for a in item.args.args + item.args.kwonlyargs}
            for stmt in item.body:
                if (
                    isinstance(stmt, ast.Assign)
                    and isinstance(target := stmt.targets[0], ast.Attribute)
                    and source(target.value) == "self"
                    and not target.attr.startswith("_")
                    and isinstance(stmt.value, ast.Name)
                ):
                    _, annotation = _wire(params.get(stmt.value.id), source)
                    entries.append(contract.Entry(f"{name}.{target.attr}", target.attr, annotation))
    return entries


def _parameters(args: ast.arguments, source: _Source) -> list[str]:
    """A signature's parameters as the contract writes them (bindings/api.txt): defaults as `...`."""

    def one(arg: ast.arg, default: bool, star: str = "") -> str:
        text = f"{star}{arg.arg}: {source(arg.annotation)}" if arg.annotation else f"{star}{arg.arg}"
        return text + (" = ..." if default else "")

    positional = args.posonlyargs + args.args
    first_default = len(positional) - len(args.defaults)
    out = [one(a, i >= first_default) for i, a in enumerate(positional)]
    if args.posonlyargs:
        out.insert(len(args.posonlyargs), "/")
    if args.vararg:
        out.append(one(args.vararg, False, "*"))
    elif args.kwonlyargs:
        out.append("*")
    out += [one(a, d is not None) for a, d in zip(args.kwonlyargs, args.kw_defaults)]
    if args.kwarg:
        out.append(one(args.kwarg, False, "**"))
    return out
