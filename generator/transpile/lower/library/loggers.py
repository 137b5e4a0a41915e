"""`logging`, as a worker uses it: `getLogger(name)`, the level constants, `basicConfig(level=,
format=, force=)`, a logger's `debug` ... `critical` and `log`, the module's own `logging.info(...)`
(which, as CPython's, first calls `basicConfig()` when the root has no handler), `setLevel`,
`isEnabledFor`, `propagate`. The runtime class `$Logger` keeps CPython 3.11's rules: levels are
inherited from the nearest dotted ancestor that sets one (the root's is WARNING); a record reaches
basicConfig()'s handler, formatted by its format, or with none the last resort, which writes the
message alone for WARNING and above. Python's stderr is the console's error stream.

A message's `%`-arguments are formatted only when a handler writes the record, as Python's are: the
message becomes a function of the arguments (`percent_format`'s lowering), which the logger calls
then. `exception()` and `exc_info=` print a Python traceback, which JavaScript cannot: refused.
"""

from __future__ import annotations

import re

import libcst as cst

from generator.transpile.js import ast as js
from generator.transpile.lower import printing
from generator.transpile.lower.library.rules import CallSite, Rule, arity
from generator.transpile.lower.percent_format import percent_format
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.library_types import LOGGER
from generator.transpile.resolve.types import (
    INT,
    NONE,
    DictType,
    InstanceType,
    TupleType,
    Type,
    UnionType,
    is_dynamic,
    is_int,
    is_str,
    widen,
)

#: logging's level names and numbers (`logging.INFO`).
LEVELS = {
    "NOTSET": 0,
    "DEBUG": 10,
    "INFO": 20,
    "WARN": 30,
    "WARNING": 30,
    "ERROR": 40,
    "CRITICAL": 50,
    "FATAL": 50,
}
#: A logger's methods of one level, and the runtime `$Logger`'s method each is (`fatal` is `critical`).
_METHODS = {
    "debug": "debug",
    "info": "info",
    "warning": "warning",
    "error": "error",
    "critical": "critical",
    "fatal": "critical",
}

#: What a handler's format may name: `%(name)s`, `%(levelname)-8s`, `%(levelno)d`, `%%`.
_FIELD = re.compile(r"%(?:\((?P<key>\w+)\)(?P<flags>-?)(?P<width>\d*)(?P<type>[sd])|%)")
_FIELDS = {"name", "levelname", "levelno", "message"}

_NO_TRACEBACK = (
    'prints a Python traceback, which JavaScript cannot print: log the error with logger.error("...: %s", e)'
)


def _get_logger(site: CallSite) -> TExpr:
    if site.args and not (is_str(widen(site.args[0].type)) or widen(site.args[0].type) == NONE):
        return site.refuse(f'getLogger() takes a str name, not "{site.args[0].type.display()}"')
    get = js.Member(site.b.helper("$Logger"), "get")
    return TExpr(js.Call(get, [site.args[0].js] if site.args else []), InstanceType(LOGGER))


def _level(site: CallSite, value: TExpr) -> js.Expr | None:
    """A level as setLevel() and basicConfig() take it: an int, or a level's name (checked when it runs)."""
    t = widen(value.type)
    if all(is_int(o) or is_str(o) for o in (t.options if isinstance(t, UnionType) else (t,))):
        return value.js  # (`int | str`: the runtime tells them apart)
    site.refuse(f'a logging level is an int or a level name, not "{value.type.display()}"')
    return None


def _set_level(site: CallSite) -> TExpr:
    level = _level(site, site.args[0])
    if level is None:
        return TExpr(js.Name("undefined"), NONE)
    return TExpr(js.Call(js.Member(site.recv, "setLevel"), [level]), NONE)


def _basic_config(site: CallSite) -> TExpr:
    """`basicConfig(level=, format=, force=)`: `$Logger.basicConfig(format, level, force)`."""
    fields: list[js.Expr] = [js.Null(), js.Null(), js.Bool(False)]
    fmt = site.keywords.get("format")
    if fmt is not None:
        if not isinstance(fmt.js, js.Str):
            return site.refuse("basicConfig(format=...) takes a str literal here")
        problem = _format_problem(fmt.js.value)
        if problem:
            return site.refuse(problem)
        fields[0] = fmt.js
    if "level" in site.keywords:
        level = _level(site, site.keywords["level"])
        if level is None:
            return TExpr(js.Name("undefined"), NONE)
        fields[1] = level
    if "force" in site.keywords:
        fields[2] = site.keywords["force"].js
    basic = js.Member(site.b.helper("$Logger"), "basicConfig")
    return TExpr(js.Call(basic, fields), NONE)


def _format_problem(text: str) -> str:
    """Why a handler's format is not supported ("" if it is): what it names, as the runtime formats it."""
    found = False
    for part in re.finditer(r"%\(\w+\)[^a-zA-Z]*[a-zA-Z]|%.?", text):
        field = _FIELD.fullmatch(part.group(0))
        if field is None:
            return f'the format field "{part.group(0)}" is not supported: use %(name)s, %(levelname)-8s, ...'
        if field["key"] is not None and field["key"] not in _FIELDS:
            return (
                f'the format field "{field["key"]}" is not supported (Workers stamp each console line with '
                "its time themselves): use name, levelname, levelno or message"
            )
        if (
            field["key"] == "levelno"
            and field["type"] != "d"
            or field["type"] == "d"
            and field["key"] != "levelno"
        ):
            return f'"{part.group(0)}": use %(levelno)d and %(...)s for the others'
        found = found or field["key"] is not None
    if not found:  # CPython's Formatter raises ValueError for a format that names no field
        return f"Invalid format '{text}' for '%' style"
    return ""


def _message(site: CallSite, node: cst.CSTNode, message: TExpr, args: list[TExpr]) -> list[js.Expr] | None:
    """The message as the runtime's logger takes it: a str, or a function of the arguments that
    formats it (`msg % args`, as Python's `getMessage()` does when a handler writes the record)."""
    if not args:
        if is_str(widen(message.type)):
            return [message.js]
        held = js.Name(site.b.fresh("msg"))  # str(msg) when written: an object's __str__ then
        return [
            js.Arrow([js.Param(held)], printing.to_str(site.b, node, TExpr(held, message.type))),
            message.js,
        ]
    if not isinstance(message.js, js.Str):
        site.refuse("a logging call with %-arguments takes a str literal message here")
        return None
    params = [js.Name(site.b.fresh("arg")) for _ in args]
    # a lone dict is the mapping `%(key)s` reads, as Python's logging takes it (a JSON value, when the
    # message names keys: Python's decides when it runs, and `%(key)s` of anything else fails there too)
    one = widen(args[0].type) if len(args) == 1 else None
    keyed = "%(" in message.js.value
    if isinstance(one, DictType) or (one is not None and is_dynamic(one) and keyed):
        values = TExpr(params[0], args[0].type)
    else:
        values = TExpr(js.Array(list(params)), TupleType(tuple(a.type for a in args)))
    formatted = percent_format(site.b, node, message, values)
    return [js.Arrow([js.Param(p) for p in params], formatted.js), *(a.js for a in args)]


def _log_method(method: str) -> Rule:
    """`logger.info(msg, *args)` (`method` "info"), `logger.log(level, msg, *args)` ("log")."""

    def rule(site: CallSite) -> TExpr:
        if "exc_info" in site.keywords:
            return site.refuse(f"exc_info= {_NO_TRACEBACK}")
        if site.keywords:
            return site.refuse(f'the logging keyword "{next(iter(site.keywords))}=" is not supported')
        args = list(site.args)
        prefix: list[js.Expr] = []
        if method == "log":
            given = args.pop(0)
            if not is_int(widen(given.type)):
                return site.refuse(f'log() takes an int level first, not "{given.type.display()}"')
            prefix = [given.js]
        node = site.node.args[len(prefix)].value
        message = _message(site, node, args[0], args[1:])
        if message is None:
            return TExpr(js.Name("undefined"), NONE)
        return TExpr(js.Call(js.Member(site.recv, method), [*prefix, *message]), NONE)

    return rule


#: The keywords a log call may be given in Python: each is refused with its own reason.
_KEYWORDS = ("exc_info", "extra", "stack_info", "stacklevel")


def _module_log(method: str) -> Rule:
    """`logging.info(...)`: the root logger's, after basicConfig() if the root has no handler yet."""
    logged = _log_method(method)

    def rule(site: CallSite) -> TExpr:
        root = js.Member(site.b.helper("$Logger"), "module")
        logger = TExpr(js.Call(root, []), InstanceType(LOGGER))
        return logged(CallSite(site.b, site.node, logger, site.args, site.keywords))

    return rule


def _refused(what: str) -> Rule:
    return lambda site: site.refuse(f"{what} {_NO_TRACEBACK}")


MODULE_FUNCTIONS: dict[tuple[str, str], Rule] = {
    ("logging", "getLogger"): arity(0, 1, _get_logger),
    ("logging", "basicConfig"): arity(0, 0, _basic_config, ("level", "format", "force")),
    ("logging", "log"): arity(2, 99, _module_log("log"), _KEYWORDS),
    ("logging", "exception"): _refused("logging.exception()"),
    **{("logging", name): arity(1, 99, _module_log(method), _KEYWORDS) for name, method in _METHODS.items()},
}

MODULE_CONSTANTS: dict[tuple[str, str], tuple[js.Expr, Type]] = {
    ("logging", name): (js.Num(str(level)), INT) for name, level in LEVELS.items()
}

CLASS_RULES: dict[str, dict[str, Rule]] = {
    "Logger": {
        **{name: arity(1, 99, _log_method(method), _KEYWORDS) for name, method in _METHODS.items()},
        "log": arity(2, 99, _log_method("log"), _KEYWORDS),
        "exception": _refused("logger.exception()"),
        "setLevel": arity(1, 1, _set_level),
    }
}
