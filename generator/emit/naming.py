"""Naming rules: the one place that turns JavaScript names into Python names.

Functions, methods, properties and keywords become snake_case; classes, interfaces and aliases keep
their names. Every rename is recorded by the caller (`@js_name`, `JS(...)`), so nothing is ever guessed
back. Collisions get a deterministic trailing underscore, in sorted JS-name order.
"""

from __future__ import annotations

import keyword
import re

from generator import ir

#: Names a generated module uses for itself; a declaration with one of these names is renamed.
RESERVED_TYPE_NAMES = frozenset(
    {
        "Any",
        "Annotated",
        "Awaitable",
        "AsyncIterable",
        "AsyncIterator",
        "Iterator",
        "Callable",
        "ClassVar",
        "Final",
        "Generic",
        "Iterable",
        "Literal",
        "Mapping",
        "Sequence",
        "NoReturn",
        "Never",
        "NotRequired",
        "Protocol",
        "Required",
        "Self",
        "TypeAlias",
        "TypeIs",
        "TypeVar",
        "TypedDict",
        "Unpack",
        "overload",
        "staticmethod",
        "JS",
        "JsGlobal",
        "js_name",
        "annotations",
        "bool",
        "bytes",
        "dict",
        "float",
        "int",
        "list",
        "object",
        "str",
        "tuple",
        "type",
        "None",
    }
)

#: JS well-known symbol methods (as the reader names them) -> the Python protocol method and the type
#: of what it returns.
ITERATION_PROTOCOLS = {
    "[Symbol.iterator]": ("__iter__", "Iterator"),
    "[Symbol.asyncIterator]": ("__aiter__", "AsyncIterator"),
}

_ACRONYM_END = re.compile(r"([A-Z]+)([A-Z][a-z])")
_WORD_START = re.compile(r"([a-z0-9])([A-Z])")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def snake_case(js_name: str) -> str:
    """getSandbox -> get_sandbox, randomUUID -> random_uuid, toJSONString -> to_json_string."""
    name = _ACRONYM_END.sub(r"\1_\2", js_name)
    name = _WORD_START.sub(r"\1_\2", name)
    return name.lower()


def member_name(js_name: str) -> str | None:
    """The Python name of a function, method, property or keyword; None if it has no clean one."""
    if not _IDENTIFIER.fullmatch(js_name) or js_name.startswith("__"):
        return None
    if js_name.isupper() or (js_name[0].isupper() and not js_name.isupper()):
        return js_name  # CONSTANTS, and PascalCase names of bindings and classes (`env.Sandbox`)
    name = snake_case(js_name)
    if keyword.iskeyword(name):  # soft keywords (`match`, `case`, `type`) are legal attribute names
        name += "_"
    return name


def type_name(js_name: str) -> str:
    """Classes, interfaces and aliases keep their names; namespaces join (`Rpc.X` -> `RpcX`)."""
    name = js_name.replace(".", "")
    if name in RESERVED_TYPE_NAMES or keyword.iskeyword(name):
        name += "_"
    return name


def declared_name(js_name: str) -> str:
    """The name a declaration has in the SDK's source: a bundler's clash suffix dropped
    (`ContainerProxy$1` -> `ContainerProxy`)."""
    return re.sub(r"\$\d+$", "", js_name)


def unique(names: list[str], taken: set[str] | None = None) -> list[str]:
    """Make names unique in order: a later duplicate gets trailing underscores."""
    seen = set(taken or ())
    out = []
    for name in names:
        while name in seen:
            name += "_"
        seen.add(name)
        out.append(name)
    return out


def pascal(js_name: str) -> str:
    """A member name as part of a synthesized type name: gitCheckout -> GitCheckout."""
    return js_name[:1].upper() + js_name[1:]


def chunk_prefix(file: str) -> str:
    """`@cloudflare/sandbox/dist/contexts-C186NnAB.d.ts` -> `Contexts`: a stable, hash-free prefix that
    tells two same-named declarations of the bundle apart."""
    stem = file.rsplit("/", 1)[-1].split(".", 1)[0]
    stem = re.sub(r"-[A-Za-z0-9_]{6,}$", "", stem)
    return "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]+", stem) if part)


# ------------------------------------------------------------------ variants of a union


def variant_names(members: list[ir.Type], hint: str) -> list[str]:
    """Names for the inline object types of a union: after their discriminant (`type: "chunk"` ->
    `<Hint>Chunk`) where there is one, else numbered."""
    objects = [m for m in members if isinstance(m, ir.Obj)]
    if len(objects) <= 1:
        return [hint] * len(members)
    for key in sorted({p.name for o in objects for p in o.members if p.kind == "property"}):
        tags = []
        for o in objects:
            prop = next((p for p in o.members if p.kind == "property" and p.name == key), None)
            tag = variant_tag(key, prop.type) if prop is not None and prop.type is not None else None
            if tag is None:
                break
            tags.append(tag)
        else:
            if len(set(tags)) == len(tags):
                by_tag = iter(tags)
                return [hint + pascal_words(next(by_tag)) if isinstance(m, ir.Obj) else hint for m in members]
    numbers = iter(range(1, len(objects) + 1))
    return [f"{hint}{next(numbers)}" if isinstance(m, ir.Obj) else hint for m in members]


def variant_tag(key: str, t: ir.Type) -> str | None:
    """`status: "resync"` -> resync; `done: true` -> done; `status: "a" | "b"` -> a or b."""
    if isinstance(t, ir.Lit):
        if isinstance(t.value, bool):
            return key if t.value else f"not {key}"
        return str(t.value)
    if isinstance(t, ir.Union_) and all(isinstance(m, ir.Lit) and isinstance(m.value, str) for m in t.types):
        return " or ".join(str(m.value) for m in t.types if isinstance(m, ir.Lit))
    return None


def pascal_words(tag: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[^A-Za-z0-9]+", tag) if w)
