"""`logging` against CPython: each program runs in a fresh CPython and, transpiled, in a fresh Node;
what each writes to stderr (Python's handlers, the console's error stream) and what `main()` returns
must be the same. A fresh process each: logging's state (the root's handler, the loggers) is global."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from generator.toolchain import NODE_BIN, node_env
from generator.transpile.build import transpile_source
from tests.transpile.helpers import errors
from tests.transpile.test_snapshots import _tsc

TAIL = """

from bindings.workers import ExecutionContext, Request, Response


async def fetch(request: Request, env: object, ctx: ExecutionContext) -> Response:
    return Response("")
"""

PROGRAMS = {
    "last_resort": """
        import logging

        logger = logging.getLogger(__name__)

        def main() -> list[object]:
            logger.debug("hidden")
            logger.info("hidden %s", 1)
            logger.warning("shown %s and %d", "x", 5)
            logger.error("error %r", "quoted")
            logger.critical(ValueError("an exception as the message"))
            return [logger.name, logger.getEffectiveLevel(), logger.isEnabledFor(logging.INFO)]
    """,
    "module_functions_configure_the_root": """
        import logging

        log = logging.getLogger("app.worker")

        def main() -> list[object]:
            log.warning("before: the last resort, the message alone")
            logging.debug("not shown, but the root is configured now")
            log.warning("after: %s", "formatted by the root's handler")
            logging.warning("the root's own")
            logging.log(45, "a level of no name")
            return [log.getEffectiveLevel()]
    """,
    "basic_config_level_and_format": """
        import logging

        logger = logging.getLogger("svc")

        def main() -> list[object]:
            logging.basicConfig(level=logging.DEBUG, format="[%(levelname)-8s] %(name)s (%(levelno)03d): %(message)s %%")
            logger.debug("debug %d", 3)
            logger.info("info")
            logging.basicConfig(level=logging.ERROR)  # the root has a handler: nothing changes
            logger.info("still shown")
            logging.basicConfig(level="WARNING", format="%(message)s!", force=True)
            logger.info("not shown")
            logger.warning("forced %s", "format")
            return [logger.getEffectiveLevel(), logging.getLogger().level]
    """,
    "hierarchy": """
        import logging

        def main() -> list[object]:
            logging.basicConfig(format="%(name)s:%(message)s")
            child = logging.getLogger("a.b.c")
            child.info("root is WARNING")
            parent = logging.getLogger("a")
            parent.setLevel(logging.INFO)
            child.info("a is INFO now")
            middle = logging.getLogger("a.b")
            middle.setLevel("ERROR")
            child.warning("a.b is ERROR")
            child.error("shown")
            middle.propagate = False
            child.critical("stops at a.b: no handler there, the last resort writes it")
            middle.propagate = True
            same = logging.getLogger("a.b") is middle
            return [child.getEffectiveLevel(), same, logging.getLogger("root") is logging.getLogger()]
    """,
    "lazy_formatting": """
        import logging

        class Loud:
            def __init__(self) -> None:
                self.seen = 0

            def __str__(self) -> str:
                self.seen += 1
                return f"loud #{self.seen}"

        def main() -> list[object]:
            logger = logging.getLogger("lazy")
            loud = Loud()
            logger.info("not formatted: %s", loud)
            logger.warning("formatted: %s", loud)
            logger.warning(loud)
            logger.warning("%(user)s did %(count)s things", {"user": "ann", "count": 3})
            logger.warning("no arguments: 100%")
            logger.log(logging.WARNING, "through log() %s", "too")
            return [loud.seen]
    """,
    "set_level_errors": """
        import logging

        def main() -> list[object]:
            out: list[object] = []
            try:
                logging.getLogger("x").setLevel("LOUD")
            except ValueError as e:
                out.append(str(e))
            out.append(logging.getLogger("x").level)
            u: int | str = "DEBUG" if len(out) > 5 else 20
            logging.getLogger("y").setLevel(u)
            out.append(logging.getLogger("y").level)
            logging.getLogger("x").setLevel(logging.NOTSET)
            logging.getLogger("x").warning("levels: %d", len(out))
            out.append([logging.DEBUG, logging.INFO, logging.WARNING, logging.WARN, logging.ERROR, logging.CRITICAL, logging.FATAL])
            return out
    """,
}


def _python(source: str, tmp: Path) -> tuple[str, str]:
    (tmp / "prog.py").write_text(source)
    runner = "import json, prog; print(json.dumps(prog.main()))"
    done = subprocess.run(
        [sys.executable, "-c", runner], cwd=tmp, capture_output=True, text=True, timeout=60, check=True
    )
    return done.stdout, done.stderr


def _node(source: str, tmp: Path) -> tuple[str, str]:
    source += '\n__all__ = ["main"]\n'  # what the module exports
    (tmp / "prog.mjs").write_text(transpile_source(source + TAIL, "prog.py").javascript)
    runner = "const m = await import('./prog.mjs'); console.log(JSON.stringify(m.main()));"
    done = subprocess.run(
        [str(NODE_BIN / "node"), "--input-type=module", "-e", runner],
        cwd=tmp,
        capture_output=True,
        text=True,
        timeout=60,
        env=node_env(),
        check=True,
    )
    return done.stdout, done.stderr


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_logging_writes_what_cpython_writes(name: str, tmp_path: Path) -> None:
    source = textwrap.dedent(PROGRAMS[name])
    python = _python(source, tmp_path)
    js = _node(source, tmp_path)
    assert json.loads(js[0]) == json.loads(python[0])
    assert js[1] == python[1]
    assert python[1].strip(), "each program writes something to stderr"


def test_a_message_that_cannot_be_formatted_is_reported_and_the_worker_goes_on(tmp_path: Path) -> None:
    source = textwrap.dedent(
        """
        import logging

        class Broken:
            def __str__(self) -> str:
                raise ValueError("no text")

        def main() -> list[object]:
            logging.getLogger("w").warning("count %s", Broken())
            logging.getLogger("w").warning("and the next")
            return ["went on"]
        """
    )
    python, js = _python(source, tmp_path), _node(source, tmp_path)
    assert json.loads(js[0]) == json.loads(python[0]) == ["went on"]
    # CPython's report then shows its traceback, which JavaScript cannot: the first line and the error
    assert python[1].startswith("--- Logging error ---\n") and js[1].startswith("--- Logging error ---\n")
    assert "ValueError: no text" in python[1] and "ValueError: no text" in js[1]
    assert python[1].endswith("\nand the next\n") and js[1].endswith("\nand the next\n")


def test_what_logging_cannot_mean_is_refused() -> None:
    found = errors(
        """
        import logging

        log = logging.getLogger(__name__)

        def f(e: Exception, fmt: str) -> None:
            log.exception("failed")
            log.error("failed", exc_info=True)
            logging.basicConfig(format="%(asctime)s %(message)s")
            logging.basicConfig(format=fmt)
            log.info(fmt, 1)
            logging.basicConfig(format="no fields")
            log.info("x", extra={"k": 1})
        """
    )
    assert [e.split(":")[0] for e in found] == [str(n) for n in range(7, 14)], found
    assert "prints a Python traceback" in found[0] and "prints a Python traceback" in found[1]
    assert 'the format field "asctime" is not supported' in found[2]
    assert "format=...) takes a str literal" in found[3] and "takes a str literal message" in found[4]
    assert "Invalid format 'no fields' for '%' style" in found[5]
    assert 'the logging keyword "extra=" is not supported' in found[6]


def test_the_logging_programs_type_check() -> None:
    """tsc reads `$Logger` and the message functions as the SDK's declarations and JSDoc type them."""
    files = {
        f"{name}.js": transpile_source(textwrap.dedent(source) + TAIL, f"{name}.py").javascript
        for name, source in PROGRAMS.items()
    }
    assert _tsc(files) == {name: [] for name in files}
