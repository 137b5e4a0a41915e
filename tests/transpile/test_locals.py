"""The binding plan: where each local is declared and whether it is const or let."""

import libcst as cst

from generator.transpile.resolve.locals import plan_bindings


def _plan(source: str) -> dict[str, str]:
    """name -> "const" / "let" (declared at a statement) or "hoisted"."""
    body = list(cst.parse_module(source).body)
    plan = plan_bindings(body, {"param"}, closures=True)
    found = {name: kind for (_, name), kind in plan.declared_at.items()}
    found.update({name: "hoisted" for names in plan.hoisted_before.values() for name in names})
    return found


def test_single_assignment_is_const_and_reassignment_let() -> None:
    assert _plan("a = 1\nb = 1\nb = 2\n") == {"a": "const", "b": "let"}


def test_parameters_are_never_redeclared() -> None:
    assert _plan("param = 1\n") == {}


def test_assignment_in_a_branch_used_after_it_is_hoisted() -> None:
    assert _plan("if c:\n    x = 1\nprint(x)\n") == {"x": "hoisted"}


def test_assignment_used_only_in_its_block_stays_there() -> None:
    assert _plan("if c:\n    x = 1\n    print(x)\n") == {"x": "const"}


def test_read_in_a_closure_before_the_assignment_hoists() -> None:
    assert _plan("def f():\n    return y\ny = 1\n") == {"y": "hoisted"}


def test_loop_targets() -> None:
    assert _plan("for i in xs:\n    print(i)\nfor i in ys:\n    print(i)\n") == {"i": "const"}
    assert _plan("for j in xs:\n    pass\nprint(j)\n") == {"j": "hoisted"}


def test_mixed_unpacking_falls_back_to_hoisting() -> None:
    assert _plan("a = 0\na, b = pair\n") == {"a": "let", "b": "hoisted"}
