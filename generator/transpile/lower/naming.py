"""The one naming rule of the lowering: the worker's names pass through, unless JS reserves them or the
emitted code relies on a global of that name; those get a `$` suffix, which no Python name can hold,
so a renamed name never meets another. Every definition and every use goes through `js_identifier`."""

from __future__ import annotations

RESERVED = frozenset(
    [
        "arguments",
        "await",
        "break",
        "case",
        "catch",
        "class",
        "const",
        "continue",
        "debugger",
        "default",
        "delete",
        "do",
        "else",
        "enum",
        "eval",
        "export",
        "extends",
        "false",
        "finally",
        "for",
        "function",
        "if",
        "implements",
        "import",
        "in",
        "instanceof",
        "interface",
        "let",
        "new",
        "null",
        "package",
        "private",
        "protected",
        "public",
        "return",
        "static",
        "super",
        "switch",
        "this",
        "throw",
        "true",
        "try",
        "typeof",
        "undefined",
        "var",
        "void",
        "while",
        "with",
        "yield",
    ]
)


#: Globals the lowering and its helpers use (`Math.floor`, `Object.hasOwn`, `new Error`...), and
#: values a JS reader takes for the built-in ones: a worker's own name must not shadow them.
JS_GLOBALS = frozenset(
    [
        "Array",
        "ArrayBuffer",
        "BigInt",
        "Boolean",
        "DataView",
        "Date",
        "Error",
        "Function",
        "Infinity",
        "JSON",
        "Map",
        "Math",
        "NaN",
        "Number",
        "Object",
        "Promise",
        "RangeError",
        "Reflect",
        "RegExp",
        "Set",
        "String",
        "Symbol",
        "TextDecoder",
        "TextEncoder",
        "TypeError",
        "URL",
        "Uint32Array",
        "Uint8Array",
        "WeakSet",
        "atob",
        "btoa",
        "console",
        "crypto",
        "escape",
        "globalThis",
        "isNaN",
        "parseFloat",
        "parseInt",
        "performance",
        "setTimeout",
    ]
)

#: TypeScript's own types that the emitted JSDoc names (`Record<string, number>`, a helper's
#: `Iterable<T>`): a worker's class or TypedDict of such a name would stand for them in tsc's check.
TS_TYPES = frozenset(
    [
        "ArrayLike",
        "AsyncGenerator",
        "AsyncIterable",
        "AsyncIterableIterator",
        "AsyncIterator",
        "Awaited",
        "DurableObjectStub",
        "Exclude",
        "Extract",
        "Generator",
        "InstanceType",
        "Iterable",
        "IterableIterator",
        "Iterator",
        "IteratorResult",
        "Lowercase",
        "NonNullable",
        "Omit",
        "Parameters",
        "Partial",
        "Pick",
        "PromiseLike",
        "PropertyKey",
        "Readonly",
        "ReadonlyArray",
        "Record",
        "RegExpExecArray",
        "RegExpIndicesArray",
        "Required",
        "ReturnType",
        "Uppercase",
    ]
)

#: What every JS object inherits: a key of these names is present on `{}` unless own keys are checked.
OBJECT_PROTOTYPE = frozenset(
    [
        "__defineGetter__",
        "__defineSetter__",
        "__lookupGetter__",
        "__lookupSetter__",
        "__proto__",
        "constructor",
        "hasOwnProperty",
        "isPrototypeOf",
        "propertyIsEnumerable",
        "toLocaleString",
        "toString",
        "valueOf",
    ]
)

#: Member names that mean something else on a JS class or object: a method `constructor` would become
#: the constructor, `__proto__` would set the prototype, a static `prototype` is a SyntaxError, and
#: a `then` method makes an object a thenable, which `await` and an async function's return call.
RESERVED_MEMBERS = frozenset(["constructor", "__proto__", "prototype", "then"])


def options_key(name: str) -> str:
    """The key of a keyword-only parameter of the worker's own (a function's, a dataclass field's) in
    the options object its calls pass: not one every object inherits, which a call leaving it out
    would read in its place (`{}.valueOf` is Object.prototype's)."""
    return f"{name}$" if name in OBJECT_PROTOTYPE else name


def js_identifier(name: str) -> str:
    """`new` -> `new$`, `Math` -> `Math$`, `Record` -> `Record$`: the JS spelling of one of the
    worker's own names."""
    return f"{name}$" if name in RESERVED or name in JS_GLOBALS or name in TS_TYPES else name


#: What a JS `Error` holds and the lowering reads as Python's (`message` is str(e), `name` the class
#: name, the runtime's `stack` and `cause`): an exception class's own attribute of that name is not it.
ERROR_MEMBERS = frozenset(["message", "name", "stack", "cause"])


#: What every JS function (so every class) has as its own: a static member of these names would be
#: hidden in a subclass by the subclass's own (`Grep.name` is "Grep"), where Python inherits it.
FUNCTION_OWN = frozenset({"name", "length", "prototype", "caller", "arguments"})


def static_member(js_name: str) -> str:
    """The JS name of a class-level member (a class attribute's static copy, a @staticmethod or a
    @classmethod) read on the class: not one a class already has of its own."""
    return f"{js_name}$" if js_name in FUNCTION_OWN else js_name


#: What every JS array has (Array.prototype's own names): a NamedTuple is an array here, whose field
#: or method of such a name would hide the array's own (`length`, `map`, `slice`) from the runtime.
ARRAY_MEMBERS = frozenset(
    [
        "at",
        "concat",
        "copyWithin",
        "entries",
        "every",
        "fill",
        "filter",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "flat",
        "flatMap",
        "forEach",
        "includes",
        "indexOf",
        "join",
        "keys",
        "lastIndexOf",
        "length",
        "map",
        "pop",
        "push",
        "reduce",
        "reduceRight",
        "reverse",
        "shift",
        "slice",
        "some",
        "sort",
        "splice",
        "toReversed",
        "toSorted",
        "toSpliced",
        "unshift",
        "values",
        "with",
    ]
)


def js_member(name: str, *, exception: bool = False, array: bool = False) -> str:
    """The JS spelling of an attribute or method the worker defines on its own class: not one that
    every object already has (`toString`, `valueOf`...), whose meaning JS would change, nor on an
    exception class one that every JS `Error` has (`exception`), nor on a NamedTuple one that every
    array has (`array`)."""
    if name in RESERVED_MEMBERS or name in OBJECT_PROTOTYPE or (exception and name in ERROR_MEMBERS):
        return f"{name}$"
    if array and name in ARRAY_MEMBERS:
        return f"{name}$"
    return name
