"""What a name in the worker means: its type, its JS spelling and whether it exists at runtime."""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from generator.transpile.resolve.types import Type


@dataclass(frozen=True)
class Symbol:
    name: str
    #: The type of the value the name denotes (a class object, a function, an instance, a module).
    type: Type
    js_name: str
    #: The import specifier when using the name needs `import { js_name } from "..."`; None otherwise.
    js_module: str | None = None
    #: False for names that are only types (Protocols, TypedDicts, aliases): no JS exists for them.
    runtime: bool = True
    #: What the name means inside an annotation (`Sandbox` -> an instance of Sandbox); None if nothing.
    annotation: Type | None = None
    #: A name with a fixed meaning to the transpiler: "typing.Optional", "json", "builtins.Exception".
    special: str | None = None
    #: The name the module at `js_module` exports it under, when this module calls it otherwise
    #: (`from helpers import shout as yell`: `import { shout as yell }`).
    js_export: str | None = None
    #: A type alias's definition (`Num = int | float`), which `isinstance(x, Num)` tests as written.
    alias_of: cst.BaseExpression | None = None
    #: `UserId = NewType("UserId", str)`: calling it gives its argument back (typed as `annotation`).
    new_type: bool = False


#: Python's builtin exception classes a worker may raise, catch and derive from (their JS classes are
#: in `lower/library/exceptions.py`).
#: Python's builtin exceptions and the JS class each becomes: `Error` and `TypeError` are the
#: runtime's own (every JS error is an Exception; JS throws TypeError where Python does), the others
#: are runtime helpers with Python's hierarchy and `name`, so `except KeyError` catches what it should.
EXCEPTION_CLASSES = {
    "Exception": "Error",
    "BaseException": "Error",
    "TypeError": "TypeError",
    "ValueError": "$ValueError",
    "UnicodeError": "$UnicodeError",
    "UnicodeDecodeError": "$UnicodeDecodeError",
    "UnicodeEncodeError": "$UnicodeEncodeError",
    "RuntimeError": "$RuntimeError",
    "BufferError": "$BufferError",
    "NotImplementedError": "$NotImplementedError",
    "LookupError": "$LookupError",
    "KeyError": "$KeyError",
    "IndexError": "$IndexError",
    "ArithmeticError": "$ArithmeticError",
    "ZeroDivisionError": "$ZeroDivisionError",
    "OverflowError": "$OverflowError",
    "AssertionError": "$AssertionError",
    "AttributeError": "$AttributeError",
    "NameError": "$NameError",
    "UnboundLocalError": "$UnboundLocalError",
    "StopIteration": "$StopIteration",
    "OSError": "$OSError",
    "ConnectionError": "$ConnectionError",
    "BrokenPipeError": "$BrokenPipeError",
    "ConnectionAbortedError": "$ConnectionAbortedError",
    "ConnectionRefusedError": "$ConnectionRefusedError",
    "ConnectionResetError": "$ConnectionResetError",
    "FileExistsError": "$FileExistsError",
    "FileNotFoundError": "$FileNotFoundError",
    "IsADirectoryError": "$IsADirectoryError",
    "NotADirectoryError": "$NotADirectoryError",
    "PermissionError": "$PermissionError",
    "TimeoutError": "$TimeoutError",
    "BlockingIOError": "$BlockingIOError",
    "ChildProcessError": "$ChildProcessError",
    "InterruptedError": "$InterruptedError",
    "ProcessLookupError": "$ProcessLookupError",
    "IOError": "$OSError",  # the same class in Python 3
    "EnvironmentError": "$OSError",
}
BUILTIN_EXCEPTIONS = frozenset(EXCEPTION_CLASSES)
