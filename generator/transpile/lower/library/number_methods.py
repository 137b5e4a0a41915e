"""Methods of ints and floats: `x.is_integer()`, `n.bit_length()`."""

from __future__ import annotations

from generator.transpile.js import ast as js
from generator.transpile.lower.library.rules import CallSite, Rule, arity, js_call, receiver_type
from generator.transpile.lower.purity import called_at_once, is_simple
from generator.transpile.lower.typed import TExpr
from generator.transpile.resolve.types import BOOL, FLOAT, INT, is_int, widen


def _is_integer(site: CallSite) -> TExpr:
    """float.is_integer(): only of a value known to be a float; an int has no is_integer() before
    Python 3.12 (AttributeError), and a `float` annotation may hold one."""
    if widen(receiver_type(site)) != FLOAT:
        return site.refuse(
            f'is_integer() of "{receiver_type(site).display()}": a value annotated float may be an int, '
            "which has no is_integer() (Python 3.11); call it on float(x)"
        )
    return TExpr(js_call("Number.isInteger", [site.recv]), BOOL)


def _bit_length(site: CallSite) -> TExpr:
    """int.bit_length(): the binary digits of |n| (0 has none); a bool's is its int's."""
    t = widen(receiver_type(site))
    if not is_int(t):
        return site.refuse(f'bit_length() of "{receiver_type(site).display()}": an int\'s method')
    held = site.recv if is_simple(site.recv) else js.Name(site.b.fresh("$n"))  # (read twice, run once)
    digits = js.Member(js_call("Math.abs", [js.Call(js.Name("Number"), [held])]), "toString")
    length = js.Member(js.Call(digits, [js.Num("2")]), "length")
    counted = js.Conditional(js.Unary("!", held), js.Num("0"), length)
    if held is site.recv:
        return TExpr(counted, INT)
    assert isinstance(held, js.Name)
    at_once = called_at_once([(held, site.recv)], counted)
    if at_once is None:
        return site.refuse("bit_length() of a value that yields here: name it first")
    return TExpr(at_once, INT)


NUMBER_METHODS: dict[str, Rule] = {
    "is_integer": arity(0, 0, _is_integer),
    "bit_length": arity(0, 0, _bit_length),
}
