"""The emitter's type expressions: one printer, and the readers that used to parse printed text back
(the contract's JS column, the layout's wrapping, the names an item needs)."""

from __future__ import annotations

from generator.emit import layout
from generator.emit.model import PyParam
from generator.emit.pytype import (
    NONE,
    Name,
    Params,
    Subscript,
    Union,
    Value,
    WithJS,
    has_js,
    names,
    nullable,
    optional,
    split_js,
    union,
)


def test_one_printer_for_every_node() -> None:
    literal = Subscript("Literal", (Value('"a | b"'), Value("1")))
    callback = Subscript("Callable", (Params((Name("str"), literal)), NONE))
    assert str(callback) == 'Callable[[str, Literal["a | b", 1]], None]'
    assert str(Subscript("tuple", (Value("()"),))) == "tuple[()]"
    assert str(WithJS(optional(Name("float")), 'exit"Code')) == 'Annotated[float | None, JS("exit\\"Code")]'


def test_unions_are_flat_and_none_is_seen_in_the_tree() -> None:
    assert union([union([Name("A"), Name("B")]), NONE]) == Union((Name("A"), Name("B"), NONE))
    assert union([Name("A")]) == Name("A")
    assert nullable(optional(Name("A"))) and not nullable(Name("NotNone"))


def test_the_js_name_is_read_from_the_tree_not_from_text() -> None:
    marked = Subscript("Required", (WithJS(Name("float"), "maxN"),))
    assert split_js(marked) == ("maxN", Subscript("Required", (Name("float"),)))
    assert split_js(Name("str")) == (None, Name("str"))
    assert has_js(Subscript("Sequence", (marked,))) and not has_js(Value('"JS(x)"'))


def test_names_leave_literal_values_out() -> None:
    t = union([Subscript("Base", (Name("_T"),)), Subscript("Literal", (Value('"Sandbox"'),))])
    assert names(t) == {"Base", "_T", "Literal"}


def test_layout_wraps_by_structure() -> None:
    long = union([Name("A" * 40), Name("B" * 40), Name("C" * 40)])
    assert layout.expression("x: ", long) == f"x: (\n    {'A' * 40}\n    | {'B' * 40}\n    | {'C' * 40}\n)"
    wide = Subscript("dict", (Name("K" * 60), Name("V" * 60)))
    assert layout.expression("y: ", wide) == f"y: dict[\n    {'K' * 60},\n    {'V' * 60},\n]"
    param = PyParam("options", wide, optional=True)
    assert layout.parameter(param, "    ", "undefined").endswith("] = undefined,")
    assert str(param) == f"options: {wide} = ..."
