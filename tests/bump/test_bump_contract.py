"""The API contract format and the comparison, offline: what makes a diff exact rather than noisy."""

from __future__ import annotations

from generator import ROOT
from generator.bump.compare import compare
from generator.bump.report import render as render_report
from generator.emit import contract
from generator.emit.build import PyField, PyFunction, PyItem, PyModule, PySig

HEADER = "\n".join(contract.HEADER)


def parse(*lines: str, version: str = "1.0.0") -> contract.Contract:
    return contract.parse("\n".join([HEADER, f"# @cloudflare/sandbox {version}", *lines]) + "\n")


def test_render_gives_one_sorted_line_per_member_and_overload_and_parses_back() -> None:
    sandbox = PyItem(
        kind="class",
        name="Sandbox",
        js="Sandbox",
        fields=[PyField("exit_code", 'Annotated[float | None, JS("exitCode")]'), PyField("id", "str")],
        methods=[
            PyFunction(
                "read_file",
                "readFile",
                [PySig(["self", "path: str"], "Awaitable[str]"), PySig(["self"], "None")],
            )
        ],
    )
    options = PyItem(
        kind="typeddict",
        name="Options",
        js="Options",
        bases=["TypedDict"],
        fields=[PyField("max_n", 'Required[Annotated[float, JS("maxN")]]')],
    )
    module = PyModule("bindings.sdk", "sdk", items=[sandbox, options])
    text = contract.render({"bindings.sdk": module}, {"@cloudflare/sandbox": "1.2.3", "typescript": "5.9.3"})
    assert text.splitlines()[2:] == [
        "# @cloudflare/sandbox 1.2.3, typescript 5.9.3",
        "bindings.sdk.Options  [Options]  typeddict(TypedDict)",
        "bindings.sdk.Options.max_n  [maxN]  Required[float]",  # the JS name has its own column
        "bindings.sdk.Sandbox  [Sandbox]  class()",
        "bindings.sdk.Sandbox.exit_code  [exitCode]  float | None",
        "bindings.sdk.Sandbox.id  [id]  str",
        "bindings.sdk.Sandbox.read_file  [readFile]  def(self) -> None",
        "bindings.sdk.Sandbox.read_file  [readFile]  def(self, path: str) -> Awaitable[str]",
    ]
    parsed = contract.parse(text)
    assert parsed.versions == {"@cloudflare/sandbox": "1.2.3", "typescript": "5.9.3"}
    assert "\n".join(e.line() for e in parsed.entries) == "\n".join(text.splitlines()[3:])


def test_the_committed_contract_parses() -> None:
    committed = contract.parse((ROOT / "bindings" / "api.txt").read_text())
    assert committed.versions["@cloudflare/sandbox"] and len(committed.entries) > 1000


def test_only_the_header_differs_means_no_change() -> None:
    line = "bindings.sdk.f  [f]  def() -> None"
    assert compare(parse(line, version="1.0.0"), parse(line, version="1.0.1")) == []


def test_a_changed_signature_is_that_member_changed_and_nothing_else() -> None:
    old = parse(
        "bindings.sdk.A  [A]  class()",
        "bindings.sdk.A.run  [run]  def(self) -> None",
        "bindings.sdk.A.x  [x]  str",
    )
    new = parse(
        "bindings.sdk.A  [A]  class()",
        "bindings.sdk.A.run  [run]  def(self, n: int) -> None",
        "bindings.sdk.A.x  [x]  str",
    )
    [symbol] = compare(old, new)
    assert (symbol.python, symbol.status, symbol.own) == ("bindings.sdk.A", "changed", None)
    assert [(m.python, m.status) for m in symbol.members] == [("bindings.sdk.A.run", "changed")]
    assert render_report([symbol], "1.0.0", "1.0.1").splitlines()[-4:] == [
        "    ~ bindings.sdk.A  [A]",
        "        ~ run  [run]",
        "            - def(self) -> None",
        "            + def(self, n: int) -> None",
    ]


def test_an_added_overload_changes_the_member_and_shows_only_the_new_signature() -> None:
    one = "bindings.sdk.A.get  [get]  def(self) -> str"
    old = parse("bindings.sdk.A  [A]  class()", one)
    new = parse("bindings.sdk.A  [A]  class()", one, "bindings.sdk.A.get  [get]  def(self, n: int) -> str")
    [symbol] = compare(old, new)
    [member] = symbol.members
    assert (member.status, member.old, [e.signature for e in member.new]) == (
        "changed",
        (),
        ["def(self, n: int) -> str"],
    )


def test_a_renamed_js_name_is_a_change_showing_both_names() -> None:
    old = parse("bindings.sdk.A  [A]  class()", "bindings.sdk.A.run  [run]  def(self) -> None")
    new = parse("bindings.sdk.A  [A]  class()", "bindings.sdk.A.run  [runNow]  def(self) -> None")
    assert "        ~ run  [run -> runNow]" in render_report(compare(old, new), "1", "2").splitlines()


def test_added_and_removed_symbols_carry_their_members() -> None:
    old = parse("bindings.sdk.Gone  [Gone]  class()", "bindings.sdk.Gone.x  [x]  str")
    new = parse(
        "bindings.sdk.New  [New]  typeddict(TypedDict)",
        "bindings.sdk.New.y_z  [yZ]  Required[int]",
        "bindings.sdk.f  [f]  def() -> None",
    )
    symbols = {s.python: s for s in compare(old, new)}
    assert {name: (s.status, [m.python for m in s.members]) for name, s in symbols.items()} == {
        "bindings.sdk.Gone": ("removed", ["bindings.sdk.Gone.x"]),
        "bindings.sdk.New": ("added", ["bindings.sdk.New.y_z"]),
        "bindings.sdk.f": ("added", []),
    }
    text = render_report(list(symbols.values()), "1", "2")
    assert "    + bindings.sdk.New  [New]  typeddict(TypedDict)\n        + y_z  [yZ]  Required[int]\n" in text
    assert "removed:\n    - bindings.sdk.Gone  [Gone]  class()\n        - x  [x]  str\n" in text
    assert "2 symbol(s) added, 1 removed, 0 changed" in text


def test_a_changed_kind_or_base_shows_on_the_symbol_itself() -> None:
    old = parse("bindings.sdk.A  [A]  class(Base)")
    new = parse("bindings.sdk.A  [A]  class(Base, Other)")
    assert render_report(compare(old, new), "1", "2").splitlines()[-3:] == [
        "    ~ bindings.sdk.A  [A]",
        "        - class(Base)",
        "        + class(Base, Other)",
    ]
