"""The API contract format and the comparison, offline: what makes a diff exact rather than noisy."""

from __future__ import annotations

from generator import ROOT
from generator.bump.compare import compare
from generator.bump.report import render as render_report
from generator.emit import contract
from generator.emit.model import SELF, PyField, PyFunction, PyItem, PyModule, PyParam, PySig
from generator.emit.pytype import NONE, Name, Subscript, WithJS, optional

HEADER = "\n".join(contract.HEADER)


def parse(*lines: str, version: str = "1.0.0") -> contract.Contract:
    return contract.parse("\n".join([HEADER, f"# @cloudflare/sandbox {version}", *lines]) + "\n")


def test_render_gives_one_sorted_line_per_member_and_overload_and_parses_back() -> None:
    sandbox = PyItem(
        kind="class",
        name="Sandbox",
        js="Sandbox",
        fields=[
            PyField("exit_code", WithJS(optional(Name("float")), "exitCode")),
            PyField("id", Name("str")),
        ],
        methods=[
            PyFunction(
                "read_file",
                "readFile",
                [
                    PySig([SELF, PyParam("path", Name("str"))], Subscript("Awaitable", (Name("str"),))),
                    PySig([SELF], NONE),
                ],
            )
        ],
    )
    options = PyItem(
        kind="typeddict",
        name="Options",
        js="Options",
        bases=[Name("TypedDict")],
        fields=[PyField("max_n", Subscript("Required", (WithJS(Name("float"), "maxN"),)))],
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


def test_a_member_moved_to_the_base_class_is_no_change() -> None:
    old = parse(
        "bindings.sdk.Base  [Base]  class()",
        "bindings.sdk.Sandbox  [Sandbox]  class(Base[_Env], Generic[_Env])",
        "bindings.sdk.Sandbox.stop  [stop]  def(self) -> Awaitable[None]",
    )
    new = parse(
        "bindings.sdk.Base  [Base]  class()",
        "bindings.sdk.Base.stop  [stop]  def(self) -> Awaitable[None]",
        "bindings.sdk.Sandbox  [Sandbox]  class(Base[_Env], Generic[_Env])",
    )
    [symbol] = compare(old, new)  # only the base gained a member; Sandbox.stop is where it was
    assert (symbol.python, [(m.python, m.status) for m in symbol.members]) == (
        "bindings.sdk.Base",
        [("bindings.sdk.Base.stop", "added")],
    )
    assert compare(new, old)[0].python == "bindings.sdk.Base"


def test_an_override_dropped_for_the_inherited_member_is_a_changed_signature_not_a_removal() -> None:
    """0.10.3's Sandbox does not override Container.stop: the effective Sandbox.stop is Container's."""
    committed = (ROOT / "bindings" / "api.txt").read_text()
    sandbox = "bindings.cloudflare_sandbox.Sandbox"
    assert f"\n{sandbox}.stop  [stop]  " in committed
    assert "\nbindings.cloudflare_sandbox.Container.stop  [stop]  " in committed
    old = contract.parse(committed)
    new = contract.parse(
        "".join(ln for ln in committed.splitlines(True) if not ln.startswith(f"{sandbox}.stop "))
    )
    [symbol] = compare(old, new)
    [member] = symbol.members
    assert (symbol.python, member.python, member.status) == (sandbox, f"{sandbox}.stop", "changed")
    [inherited] = member.new
    assert inherited.signature == next(
        e.signature for e in old.entries if e.python == "bindings.cloudflare_sandbox.Container.stop"
    )
    assert "- stop" not in render_report([symbol], "0.12.9", "0.10.3")


def test_a_changed_inherited_member_is_reported_once_on_the_class_that_declares_it() -> None:
    """The base may be imported from another module (`class(DurableObject)` in bindings.sdk)."""
    lines = (
        "bindings.workers.DurableObject  [DurableObject]  class()",
        "bindings.sdk.Base  [Base]  class(DurableObject)",
        "bindings.sdk.Sandbox  [Sandbox]  class(Base)",
    )
    old = parse(*lines, "bindings.workers.DurableObject.alarm  [alarm]  def(self) -> None")
    new = parse(*lines, "bindings.workers.DurableObject.alarm  [alarm]  def(self, n: int) -> None")
    assert [(s.python, [m.python for m in s.members]) for s in compare(old, new)] == [
        ("bindings.workers.DurableObject", ["bindings.workers.DurableObject.alarm"])
    ]
    # A class that stops inheriting a member (its base is gone) loses it, beside its changed base line.
    dropped = parse(*lines[:2], "bindings.sdk.Sandbox  [Sandbox]  class()", old.entries[-1].line())
    [symbol] = compare(old, dropped)
    assert (symbol.own is not None, [(m.python, m.status) for m in symbol.members]) == (
        True,
        [("bindings.sdk.Sandbox.alarm", "removed")],
    )


def test_a_changed_literal_lists_the_values_that_changed() -> None:
    values = [f'"v{i}"' for i in range(70)]
    old = parse(f"bindings.sdk.Kind  [Kind]  alias Literal[{', '.join(values)}]")
    changed = ", ".join([*values[1:], '"a, b]"'])
    new = parse(f"bindings.sdk.Kind  [Kind]  alias Literal[{changed}]")
    assert render_report(compare(old, new), "1", "2").splitlines()[-4:] == [
        "    ~ bindings.sdk.Kind  [Kind]",
        "        ~ alias Literal[...]",
        '            - "v0"',
        '            + "a, b]"',  # a comma or bracket inside a value is part of it
    ]
    member = 'bindings.sdk.A.sig  [sig]  def(self, s: Literal["TERM", "KILL"] | int = ..., /) -> None'
    changed = parse("bindings.sdk.A  [A]  class()", member.replace('"KILL"', '"KILL", "HUP"'))
    assert render_report(
        compare(parse("bindings.sdk.A  [A]  class()", member), changed), "1", "2"
    ).splitlines()[-3:] == [
        "        ~ sig  [sig]",
        "            ~ def(self, s: Literal[...] | int = ..., /) -> None",
        '                + "HUP"',
    ]


def test_a_literal_beside_another_change_shows_both_whole_signatures() -> None:
    old = parse('bindings.sdk.f  [f]  def(s: Literal["a", "b"]) -> None')
    new = parse('bindings.sdk.f  [f]  def(s: Literal["a", "c"]) -> str')
    assert render_report(compare(old, new), "1", "2").splitlines()[-2:] == [
        '        - def(s: Literal["a", "b"]) -> None',
        '        + def(s: Literal["a", "c"]) -> str',
    ]
