"""Python's builtin exceptions and the JS classes they become."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.transpile.js import ast as js

if TYPE_CHECKING:
    from generator.transpile.lower.context import Builder


#: Python's builtin exceptions and the JS class each becomes: `Error` and `TypeError` are the
#: runtime's own (every JS error is an Exception; JS throws TypeError where Python does), the others
#: are runtime helpers with Python's hierarchy and `name`, so `except KeyError` catches what it should.
EXCEPTIONS = {
    "Exception": "Error",
    "BaseException": "Error",
    "TypeError": "TypeError",
    "ValueError": "$ValueError",
    "RuntimeError": "$RuntimeError",
    "NotImplementedError": "$NotImplementedError",
    "LookupError": "$LookupError",
    "KeyError": "$KeyError",
    "IndexError": "$IndexError",
    "ArithmeticError": "$ArithmeticError",
    "ZeroDivisionError": "$ZeroDivisionError",
    "OverflowError": "$OverflowError",
    "AssertionError": "$AssertionError",
    "AttributeError": "$AttributeError",
}


def exception_class(b: Builder, name: str) -> js.Name:
    """The JS class of a builtin exception, with its helper emitted when it is one."""
    js_name = EXCEPTIONS[name]
    return b.helper(js_name) if js_name.startswith("$") else js.Name(js_name)


CATCH_ALL = ("Exception", "BaseException")
