"""JS AST -> text. The only place that knows JavaScript precedence, quoting and layout.

Two-space indents, one statement per line, objects and arrays broken over lines when long. Every
statement with an `origin` adds a source-map mapping at the column where it starts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from generator.transpile.js import ast as js
from generator.transpile.js.sourcemap import Mapping

INDENT = "  "
#: A literal wider than this (flat) is printed one item per line.
FLAT_LIMIT = 72

# Binding power, loosest first (MDN's operator precedence table, reduced to what we emit).
COMMA = 1  # `(a, b)`: a, then the value b
ASSIGN = 2  # also arrow functions and spread
CONDITIONAL = 3
NULLISH = 4
OR = 4
AND = 5
EQUALITY = 9
RELATIONAL = 10
ADDITIVE = 12
MULTIPLICATIVE = 13
EXPONENT = 14
UNARY = 15
CALL = 17
PRIMARY = 18

BINARY_PRECEDENCE = {
    ",": COMMA,
    "??": NULLISH,
    "||": OR,
    "&&": AND,
    "|": 6,
    "^": 7,
    "&": 8,
    "==": EQUALITY,
    "!=": EQUALITY,
    "===": EQUALITY,
    "!==": EQUALITY,
    "<": RELATIONAL,
    ">": RELATIONAL,
    "<=": RELATIONAL,
    ">=": RELATIONAL,
    "instanceof": RELATIONAL,
    "in": RELATIONAL,
    "<<": 11,
    ">>": 11,
    ">>>": 11,
    "+": ADDITIVE,
    "-": ADDITIVE,
    "*": MULTIPLICATIVE,
    "/": MULTIPLICATIVE,
    "%": MULTIPLICATIVE,
    "**": EXPONENT,
}
_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def is_identifier(text: str) -> bool:
    return bool(_IDENTIFIER.fullmatch(text))  # (`$` would match before a final "\n": `"k\n"` is no name)


def precedence(node: js.Expr) -> int:
    match node:
        case js.Num(text=text) if text.startswith("-"):
            return UNARY  # `-2 ** n` is a SyntaxError: a negative literal is a unary expression
        case js.Binary(op=op):
            return BINARY_PRECEDENCE[op]
        case js.Conditional():
            return CONDITIONAL
        case js.Arrow() | js.Spread() | js.AssignExpr() | js.Yield():
            return ASSIGN
        case js.Unary() | js.Await():
            return UNARY
        case js.Call() | js.New() | js.Member() | js.Index():
            return CALL
        case _:
            return PRIMARY


_UNPRINTABLE_IN_SOURCE = re.compile("[\u2028\u2029\ud800-\udfff]")


def _escape_unit(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def string_literal(value: str) -> str:
    """A JS string literal. Line separators would end a line in older engines, and a lone surrogate
    cannot be written as UTF-8: both are escaped."""
    return _UNPRINTABLE_IN_SOURCE.sub(_escape_unit, json.dumps(value, ensure_ascii=False))


_LINE_BREAKS = re.compile("[\r\n\u2028\u2029\x85]")


def comment_text(text: str) -> str:
    """Text safe inside a `//` or `/** */` comment: JS ends a line at U+2028/U+2029 too (code after one
    would run), `*/` would close the block, and a lone surrogate cannot be written as UTF-8."""
    text = _LINE_BREAKS.sub(" ", text).replace("*/", "*\\/")
    return re.sub("[\ud800-\udfff]", "\ufffd", text)


_TEMPLATE_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\u2028": "\\u2028", "\u2029": "\\u2029"}
_TEMPLATE_ESCAPES.update({chr(unit): f"\\u{unit:04x}" for unit in range(0xD800, 0xE000)})


def _template_chunk(text: str) -> str:
    text = text.replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${")
    out = []
    for char in text:
        if char in _TEMPLATE_ESCAPES:
            out.append(_TEMPLATE_ESCAPES[char])
        elif ord(char) < 0x20:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out)


class ExpressionPrinter:
    """Expressions to text at a given indentation depth (for the literals that span lines)."""

    def __init__(self, depth: int) -> None:
        self.depth = depth

    def __call__(self, node: js.Expr, min_prec: int = 0) -> str:
        text = self._expr(node)
        return f"({text})" if precedence(node) < min_prec else text

    def _nested(self, node: js.Expr, min_prec: int = ASSIGN) -> str:
        return self(node, min_prec)

    def _expr(self, node: js.Expr) -> str:
        match node:
            case js.Name(id=name):
                return name
            case js.TypeCast(value=value, type=type_):
                return f"/** @type {{{type_}}} */ ({self._nested(value)})"
            case js.Num(text=text):
                return text
            case js.Str(value=value):
                return string_literal(value)
            case js.Bool(value=value):
                return "true" if value else "false"
            case js.Null():
                return "null"
            case js.Regex(pattern=pattern, flags=flags):
                return f"/{pattern}/{flags}"
            case js.Template(quasis=quasis, exprs=exprs):
                parts = [_template_chunk(quasis[0])]
                for expr, quasi in zip(exprs, quasis[1:]):
                    parts.append("${" + self(expr, 0) + "}" + _template_chunk(quasi))
                return "`" + "".join(parts) + "`"
            case js.Spread(value=value):
                return "..." + self(value, ASSIGN)
            case js.Array(items=items):
                return self._bracketed("[", [self._nested(item) for item in items], "]")
            case js.Hole():
                return ""
            case js.Object(props=props):
                if not props:
                    return "{}"
                return self._bracketed("{ ", [self._prop(p) for p in props], " }")
            case js.ObjectPattern(names=names, rest=rest):
                inner = [
                    name if default is None else f"{name} = {self._nested(default)}"
                    for name, default in names
                ]
                inner += [f"...{rest}"] if rest is not None else []
                return "{ " + ", ".join(inner) + " }"
            case js.Member(obj=obj, prop=prop, optional=optional):
                return self._object(obj) + ("?." if optional else ".") + prop
            case js.Index(obj=obj, index=index):
                return self._object(obj) + "[" + self(index, 0) + "]"
            case js.Call(callee=callee, args=call_args):
                return self._object(callee) + self._args(call_args)
            case js.New(callee=callee, args=new_args):
                constructor = self(callee, PRIMARY) if isinstance(callee, js.Call) else self._object(callee)
                return "new " + constructor + self._args(new_args)
            case js.Unary(op=op, operand=operand):
                text = self(operand, UNARY)
                if op.isalpha():
                    return f"{op} {text}"
                if op in "+-" and text.startswith(op):  # `- -x` would read as a decrement
                    text = f"({text})"
                return op + text
            case js.Await(value=value):
                return "await " + self(value, UNARY)
            case js.Yield(value=value, delegate=delegate):
                keyword = "yield*" if delegate else "yield"
                return keyword if value is None else f"{keyword} {self(value, ASSIGN)}"
            case js.Binary(op=op, left=left, right=right):
                return self._binary(op, left, right)
            case js.Conditional(test=test, then=then, otherwise=otherwise):
                return f"{self(test, CONDITIONAL + 1)} ? {self._nested(then)} : {self._nested(otherwise)}"
            case js.AssignExpr(target=target, value=value):
                return f"{target.id} = {self(value, ASSIGN)}"
            case js.Arrow(params=params, body=body, is_async=is_async):
                head = (
                    ("async " if is_async else "") + "(" + ", ".join(self._param(p) for p in params) + ") => "
                )
                if isinstance(body, list):
                    raise AssertionError("block-bodied arrows are printed by the statement printer")
                text = self._nested(body)
                return head + (f"({text})" if isinstance(body, js.Object) else text)
        raise AssertionError(f"no printer for {type(node).__name__}")

    def _object(self, node: js.Expr) -> str:
        """The object of a member access or call; a bare integer needs parentheses before `.`."""
        text = self(node, CALL)
        if isinstance(node, js.Num) and text.lstrip("-").isdigit():
            return f"({text})"
        return text

    def _binary(self, op: str, left: js.Expr, right: js.Expr) -> str:
        prec = BINARY_PRECEDENCE[op]
        if op == "**":  # right-associative, and a unary operand on the left is a syntax error
            left_text, right_text = self(left, UNARY + 1), self(right, prec)
        else:
            left_text, right_text = self(left, prec), self(right, prec + 1)
        if self._mixes_nullish(op, left):
            left_text = f"({self(left)})"
        if self._mixes_nullish(op, right):
            right_text = f"({self(right)})"
        return f"{left_text}, {right_text}" if op == "," else f"{left_text} {op} {right_text}"

    @staticmethod
    def _mixes_nullish(op: str, child: js.Expr) -> bool:
        """`??` may not be mixed with `&&` or `||` without parentheses."""
        if not isinstance(child, js.Binary):
            return False
        logical = {"&&", "||"}
        return (op == "??" and child.op in logical) or (op in logical and child.op == "??")

    def _prop(self, prop: js.Prop | js.Spread) -> str:
        if isinstance(prop, js.Spread):
            return self._nested(prop)
        value = self._nested(prop.value)
        if prop.key == "__proto__":  # as a plain key it would set the prototype, not a property
            return f"[{string_literal(prop.key)}]: {value}"
        if isinstance(prop.key, str):
            if is_identifier(prop.key):
                return (
                    prop.key
                    if isinstance(prop.value, js.Name) and prop.value.id == prop.key
                    else f"{prop.key}: {value}"
                )
            return f"{string_literal(prop.key)}: {value}"
        return f"[{self(prop.key, ASSIGN)}]: {value}"

    def _param(self, param: js.Param) -> str:
        target = param.target
        text = "..." + self(target.value, PRIMARY) if isinstance(target, js.Spread) else self(target, PRIMARY)
        return text if param.default is None else f"{text} = {self._nested(param.default)}"

    def _args(self, args: Sequence[js.Expr]) -> str:
        return "(" + ", ".join(self._nested(arg) for arg in args) + ")"

    def _bracketed(self, open_: str, items: list[str], close: str) -> str:
        flat = open_ + ", ".join(items) + close
        if len(flat) <= FLAT_LIMIT and "\n" not in flat:
            return flat
        # Items were printed at this depth; one item per line puts them one level deeper.
        pad = INDENT * (self.depth + 1)
        body = "".join(pad + item.replace("\n", "\n" + INDENT) + ",\n" for item in items)
        return open_.strip() + "\n" + body + INDENT * self.depth + close.strip()


class Printer:
    """Statements to lines, recording (generated line, column) -> Python origin for the source map."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.mappings: list[Mapping] = []
        self.depth = 0

    # ---- module --------------------------------------------------------------------------------

    def module(self, module: js.Module) -> str:
        previous: js.Stmt | None = None
        for stmt in module.body:
            if previous is not None and self._separate(previous, stmt):
                self.lines.append("")
            self.stmt(stmt)
            previous = stmt
        return "\n".join(self.lines) + "\n"

    @staticmethod
    def _separate(previous: js.Stmt, stmt: js.Stmt) -> bool:
        """A blank line between top-level groups: imports, declarations, each function or class."""
        blocky = (js.Function, js.Class, js.ExportDefaultObject, js.Comment, js.Raw)
        if isinstance(previous, (js.Import, js.ExportFrom)) and isinstance(stmt, (js.Import, js.ExportFrom)):
            return False
        if isinstance(previous, js.VarDecl) and isinstance(stmt, js.VarDecl):
            return False
        return isinstance(previous, blocky) or isinstance(stmt, blocky) or type(previous) is not type(stmt)

    # ---- statements ----------------------------------------------------------------------------

    def _line(self, text: str) -> None:
        """One statement's text, kept as the physical lines it spans (an expression printed over
        several lines): the source map counts generated lines, so each is an entry of its own."""
        self.lines.extend(((INDENT * self.depth + text) if text else "").split("\n"))

    def _mark(self, node: js.Node) -> None:
        if node.origin is not None:
            line, col = node.origin
            self.mappings.append(Mapping(len(self.lines), len(INDENT) * self.depth, line - 1, col))

    def _expr(self, node: js.Expr, min_prec: int = 0) -> str:
        return ExpressionPrinter(self.depth)(node, min_prec)

    def block(self, body: list[js.Stmt]) -> None:
        self.depth += 1
        for stmt in body:
            self.stmt(stmt)
        self.depth -= 1

    def stmt(self, node: js.Stmt) -> None:
        for text in node.leading:
            self._line(f"// {comment_text(text)}" if text else "")
        self._mark(node)
        match node:
            case js.Comment(lines=lines):
                self._line("/**")
                for text in lines:
                    self._line(f" * {comment_text(text)}".rstrip())
                self._line(" */")
            case js.Raw(text=text):
                self.lines.extend(text.splitlines())
            case js.ExprStmt(value=value):
                text = self._expr(value)
                if text.startswith(("{", "function", "class", "let [")):
                    text = f"({text})"
                self._line(text + ";")
            case js.VarDecl(kind=kind, target=target, init=js.Arrow(body=list() as body) as arrow):
                prefix = "async " if arrow.is_async else ""
                head = f"{kind} {self._expr(target, PRIMARY)} = {prefix}({self._params(arrow.params)}) => {{"
                self._line(head)
                self.block(body)
                self._line("};")
            case js.VarDecl(kind=kind, target=target, init=init, jsdoc_type=jsdoc_type):
                if jsdoc_type:
                    self._line(f"/** @type {{{jsdoc_type}}} */")
                target_text = self._expr(target, PRIMARY)
                self._line(
                    f"{kind} {target_text}" + ("" if init is None else f" = {self._expr(init, ASSIGN)}") + ";"
                )
            case js.Assign(target=target, value=value, op=op, jsdoc_type=jsdoc_type):
                if jsdoc_type:
                    self._line(f"/** @type {{{jsdoc_type}}} */")
                self._line(f"{self._expr(target, CALL)} {op} {self._expr(value, ASSIGN)};")
            case js.Return(value=value):
                self._line("return;" if value is None else f"return {self._expr(value)};")
            case js.If():
                self._if(node, "if")
            case js.ForOf(kind=kind, target=target, iterable=iterable, body=body, is_await=is_await):
                keyword = "for await" if is_await else "for"
                declaration = f"{kind} " if kind else ""
                self._line(
                    f"{keyword} ({declaration}{self._expr(target, PRIMARY)} of {self._expr(iterable, ASSIGN)}) {{"
                )
                self.block(body)
                self._line("}")
            case js.ForRange():
                self._for_range(node)
            case js.While(test=test, body=body):
                self._line(f"while ({self._expr(test)}) {{")
                self.block(body)
                self._line("}")
            case js.Break(label=label):
                self._line(f"break {label};" if label else "break;")
            case js.Labeled(label=label, body=body):
                self._line(f"{label}: {{")
                self.block(body)
                self._line("}")
            case js.Continue():
                self._line("continue;")
            case js.Throw(value=value):
                self._line(f"throw {self._expr(value)};")
            case js.Try():
                self._try(node)
            case js.Function(name=name, params=params, body=body, is_async=is_async, jsdoc=jsdoc):
                self._jsdoc(jsdoc)
                prefix = ("async function" if is_async else "function") + ("*" if node.is_generator else "")
                self._line(f"{prefix} {name}({self._params(params)}) {{")
                self.block(body)
                self._line("}")
            case js.Class():
                self._class(node)
            case js.Import(names=names, module=module):
                namespaces = [n for n in names if n.startswith("* as ")]
                named = [n for n in names if not n.startswith("* as ")]
                for namespace in namespaces:  # `import * as limits from "./app/limits.js"`
                    self._line(f"import {namespace} from {string_literal(module)};")
                if named:
                    self._line(f"import {{ {', '.join(named)} }} from {string_literal(module)};")
            case js.ExportFrom(names=names, module=module):
                self._line(f"export {{ {', '.join(names)} }} from {string_literal(module)};")
            case js.ExportNames(names=names):
                self._line(f"export {{ {', '.join(names)} }};")
            case js.ExportDefault(value=value):
                self._line(f"export default {self._expr(value, ASSIGN)};")
            case js.ExportDefaultObject(methods=methods):
                self._line("export default {")
                self.depth += 1
                for index, method in enumerate(methods):
                    if index:
                        self._line("")
                    self._method(method, ",")
                self.depth -= 1
                self._line("};")
            case _:
                raise AssertionError(f"no printer for {type(node).__name__}")

    def _jsdoc(self, lines: list[str]) -> None:
        if lines:
            self.stmt(js.Comment(lines))

    def _params(self, params: list[js.Param]) -> str:
        printer = ExpressionPrinter(self.depth)
        return ", ".join(printer._param(p) for p in params)

    def _if(self, node: js.If, keyword: str) -> None:
        self._line(f"{keyword} ({self._expr(node.test)}) {{")
        self.block(node.body)
        orelse = node.orelse
        while len(orelse) == 1 and isinstance(orelse[0], js.If) and not orelse[0].leading:
            nested = orelse[0]
            self._mark(nested)
            self._line(f"}} else if ({self._expr(nested.test)}) {{")
            self.block(nested.body)
            orelse = nested.orelse
        if orelse:
            self._line("} else {")
            self.block(orelse)
        self._line("}")

    def _for_range(self, node: js.ForRange) -> None:
        name = node.name
        match node.step:
            case js.Num(text="1"):
                update = f"{name}++"
            case js.Num(text="-1"):
                update = f"{name}--"
            case js.Num(text=text) if text.startswith("-"):
                update = f"{name} -= {text[1:]}"
            case js.Unary(op="-", operand=operand):
                update = f"{name} -= {self._expr(operand, ASSIGN)}"
            case step:
                update = f"{name} += {self._expr(step, ASSIGN)}"
        compare = ">" if node.descending else "<"
        start, stop = self._expr(node.start, ASSIGN), self._expr(node.stop, RELATIONAL + 1)
        if node.stop_name is not None:
            init = f"let {name} = {start}, {node.stop_name} = {self._expr(node.stop, ASSIGN)}"
            stop = node.stop_name
        else:
            init = f"let {name} = {start}"
        self._line(f"for ({init}; {name} {compare} {stop}; {update}) {{")
        self.block(node.body)
        self._line("}")

    def _try(self, node: js.Try) -> None:
        self._line("try {")
        self.block(node.body)
        if node.handler is not None:
            self._line(f"}} catch ({node.catch_name}) {{" if node.catch_name else "} catch {")
            self.block(node.handler)
        if node.finalizer is not None:
            self._line("} finally {")
            self.block(node.finalizer)
        self._line("}")

    def _class(self, node: js.Class) -> None:
        head = ("export " if node.exported else "") + f"class {node.name}"
        if node.binding is not None:
            head = f"const {node.binding} = {head}"
        if node.superclass is not None:
            head += f" extends {self._expr(node.superclass, CALL)}"
        self._line(head + " {")
        self.depth += 1
        previous: js.Method | js.ClassField | None = None
        for member in node.members:
            if previous is not None and (isinstance(member, js.Method) or isinstance(previous, js.Method)):
                self._line("")
            if isinstance(member, js.Method):
                self._method(member, "")
            else:
                if len(member.jsdoc) == 1:  # `/** @type {T} */`, as a variable's
                    self._line(f"/** {member.jsdoc[0]} */")
                else:
                    self._jsdoc(member.jsdoc)
                self._mark(member)
                static = "static " if member.is_static else ""
                value = "" if member.value is None else f" = {self._expr(member.value, ASSIGN)}"
                self._line(f"{static}{member.name}{value};")
            previous = member
        self.depth -= 1
        self._line("};" if node.binding is not None else "}")
        if node.shown_name is not None:
            name = json.dumps(node.shown_name)
            self._line(f'Object.defineProperty({node.binding or node.name}, "name", {{ value: {name} }});')
        for prop in node.prototype:
            if (
                prop.value is None or prop.descriptor
            ):  # a declaration for tsc: `/** @type {T} */ Name.prototype.field;`
                self._line(f"/** {' '.join(comment_text(text) for text in prop.jsdoc)} */")
                self._line(f"{node.binding or node.name}.prototype.{prop.name};")
                if prop.value is None:
                    continue
            elif prop.jsdoc:
                self._line(f"/** {' '.join(comment_text(text) for text in prop.jsdoc)} */")
            self._mark(prop)
            owner = f"{node.binding or node.name}.prototype"
            if prop.descriptor:
                self._line(
                    f'Object.defineProperty(/** @type {{any}} */ ({owner}), "{prop.name}", '
                    f"{self._expr(prop.value, ASSIGN)});"
                )
            elif prop.defined:
                value = self._expr(prop.value, ASSIGN)
                options = f"{{ value: {value}, writable: true, configurable: true }}"
                # (`any`: tsc reads a defineProperty of a prototype as a declaration, which it refuses
                # over the base's accessor)
                self._line(
                    f'Object.defineProperty(/** @type {{any}} */ ({owner}), "{prop.name}", {options});'
                )
            else:
                self._line(f"{owner}.{prop.name} = {self._expr(prop.value, ASSIGN)};")

    def _method(self, node: js.Method, terminator: str) -> None:
        self._jsdoc(node.jsdoc)
        for text in node.leading:
            self._line(f"// {comment_text(text)}" if text else "")
        self._mark(node)
        prefix = ("static " if node.is_static else "") + ("async " if node.is_async else "")
        prefix += f"{node.accessor} " if node.accessor else ""
        prefix += "*" if node.is_generator else ""
        self._line(f"{prefix}{node.name}({self._params(node.params)}) {{")
        self.block(node.body)
        self._line("}" + terminator)


def print_module(module: js.Module) -> tuple[str, list[Mapping]]:
    printer = Printer()
    text = printer.module(module)
    return text, printer.mappings


def print_expression(node: js.Expr) -> str:
    return ExpressionPrinter(0)(node)
