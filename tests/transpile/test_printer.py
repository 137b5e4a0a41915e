"""The printer alone knows precedence and layout."""

from generator.transpile.js import ast as js
from generator.transpile.js.printer import print_expression, print_module

a, b, c = js.Name("a"), js.Name("b"), js.Name("c")


def test_parentheses_follow_precedence() -> None:
    assert print_expression(js.Binary("*", js.Binary("+", a, b), c)) == "(a + b) * c"
    assert print_expression(js.Binary("+", a, js.Binary("*", b, c))) == "a + b * c"
    assert print_expression(js.Binary("-", a, js.Binary("-", b, c))) == "a - (b - c)"
    assert print_expression(js.Binary("-", js.Binary("-", a, b), c)) == "a - b - c"


def test_nullish_never_mixes_with_logical_operators_unparenthesized() -> None:
    assert print_expression(js.Binary("??", js.Binary("||", a, b), c)) == "(a || b) ?? c"
    assert print_expression(js.Binary("&&", a, js.Binary("??", b, c))) == "a && (b ?? c)"


def test_exponent_is_right_associative_and_rejects_a_bare_unary_base() -> None:
    assert print_expression(js.Binary("**", js.Unary("-", a), b)) == "(-a) ** b"
    assert print_expression(js.Binary("**", a, js.Binary("**", b, c))) == "a ** b ** c"


def test_arrow_returning_an_object_is_wrapped() -> None:
    arrow = js.Arrow([js.Param(a)], js.Object([js.Prop("k", a)]))
    assert print_expression(arrow) == "(a) => ({ k: a })"


def test_object_keys_quoted_only_when_needed_and_shorthand() -> None:
    obj = js.Object([js.Prop("Content-Type", js.Str("x")), js.Prop("a", a), js.Prop("b", c)])
    assert print_expression(obj) == '{ "Content-Type": "x", a, b: c }'


def test_new_of_a_call_and_member_of_an_integer() -> None:
    assert print_expression(js.New(js.Call(a, []), [])) == "new (a())()"
    assert print_expression(js.Member(js.Num("1"), "toString")) == "(1).toString"


def test_unary_minus_of_negative() -> None:
    assert print_expression(js.Unary("-", js.Num("-1"))) == "-(-1)"


def test_template_literal_escapes() -> None:
    assert print_expression(js.Template(["a`b${", "\\"], [a])) == "`a\\`b\\${${a}\\\\`"


def test_long_object_breaks_over_lines_with_two_space_indent() -> None:
    props: list[js.Prop | js.Spread] = [js.Prop(f"key{i}", js.Str("value " * 2)) for i in range(5)]
    text, _ = print_module(js.Module([js.VarDecl("const", a, js.Object(props))]))
    assert text.splitlines()[:3] == ["const a = {", '  key0: "value value ",', '  key1: "value value ",']
    assert text.splitlines()[-1] == "};"


def test_else_if_chains_flatten() -> None:
    inner = js.If(b, [js.Break()], [js.Continue()])
    text, _ = print_module(js.Module([js.While(a, [js.If(a, [js.Break()], [inner])])]))
    assert "} else if (b) {" in text
    assert "} else {" in text
