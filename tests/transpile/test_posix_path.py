"""posixpath (os.path on Linux) through the real transpiler against CPython 3.11: random paths over
"/", ".", "..", "...", names with dots, empty segments, leading slashes one to four, spaces, non-ASCII
and characters outside the BMP, through join, basename, dirname, split, splitext, normpath, isabs,
splitdrive, normcase, relpath (absolute pairs and relative pairs that stay below the working directory,
whose result does not depend on it), commonpath and commonprefix, their ValueErrors included. Imported
as posixpath, os.path and `from os import path`. And the refusals, located."""

from __future__ import annotations

import posixpath
import random
from typing import Any

from tests.transpile.helpers import errors
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)

_PROGRAM = """
import os.path
import posixpath
from os import path as osp
from posixpath import commonpath, commonprefix, relpath

PATHS: list[str] = {paths!r}
ABSOLUTE: list[str] = {absolute!r}
RELATIVE: list[str] = {relative!r}
GROUPS: list[list[str]] = {groups!r}


def case_components() -> list[object]:
    out: list[object] = []
    for p in PATHS:
        out += [os.path.basename(p), os.path.dirname(p), os.path.split(p), posixpath.splitext(p)]
        out += [osp.normpath(p), posixpath.isabs(p), os.path.splitdrive(p), os.path.normcase(p)]
    return out


def case_join() -> list[str]:
    out: list[str] = []
    for i, p in enumerate(PATHS):
        q = PATHS[(i * 7 + 3) % len(PATHS)]
        r = PATHS[(i * 13 + 5) % len(PATHS)]
        out += [posixpath.join(p), os.path.join(p, q), osp.join(p, q, r), posixpath.join(p, "", q, "")]
    return out


def rel(path: str, start: str) -> str:
    try:
        return relpath(path, start)
    except ValueError as e:
        return "ValueError: " + str(e)


def case_relpath() -> list[str]:
    out: list[str] = []
    for group in (ABSOLUTE, RELATIVE):
        for i, p in enumerate(group):
            out += [rel(p, group[(i * 5 + 1) % len(group)]), rel(p, start=p), rel(p, group[i // 2])]
    return out


def common(paths: list[str]) -> list[str]:
    try:
        found = commonpath(paths)
    except ValueError as e:
        found = "ValueError: " + str(e)
    return [found, commonprefix(paths), osp.commonprefix(paths)]


def case_common() -> list[object]:
    out: list[object] = [common(g) for g in GROUPS]
    out.append(posixpath.commonpath(("/a/b", "/a/c")))
    out.append(posixpath.commonpath({{"a/b/c", "a/b"}}))
    return out
"""

_NAMES = ["a", "b", "c.txt", ".hidden", "x.tar.gz", "..a", "a..", "...", "é", "😀", "ß.d", " ", "a b", "\\"]


def _path(r: random.Random) -> str:
    parts = [r.choice([*_NAMES, ".", "..", "", ""]) for _ in range(r.randrange(0, 6))]
    lead = r.choice(["", "", "", "/", "/", "//", "///", "////"])
    tail = r.choice(["", "", "", "/", "//"])
    return lead + "/".join(parts) + tail


def _below(path: str) -> bool:
    """A relative path that normpath does not take above its start."""
    normal = posixpath.normpath(path)
    return not path.startswith("/") and normal != ".." and not normal.startswith("../")


def _inputs(seed: int) -> dict[str, Any]:
    r = random.Random(seed)
    paths = [_path(r) for _ in range(700)] + ["", "/", "//", ".", "..", "a/", "/a/b/", ".x", "x."]
    absolute = [p for p in paths if p.startswith("/")][:200]
    relative = [p for p in paths if p and _below(p)][:200]
    groups = [r.sample(paths, r.randrange(0, 4)) for _ in range(300)]
    groups += [[p, p + "/x"] for p in paths[:30]] + [["/😀", "/😁"], ["😀a", "😀b"], ["a😀", "a😁"]]
    return {"paths": paths, "absolute": absolute, "relative": relative, "groups": groups}


def test_random_paths_as_in_cpython(runner: Any) -> None:  # noqa: F811
    python, js = run_both(runner, _PROGRAM.format(**_inputs(2026)))
    for py, out in zip(python, js):
        assert py["kind"] == out["kind"] == "ok", (py, out)
        assert len(py["value"]) == len(out["value"])
        for i, (a, b) in enumerate(zip(py["value"], out["value"])):
            assert a == b, (py["name"], i, a, b)
    common = python[3]["value"]
    assert sum(str(g[0]).startswith("ValueError: Can't mix") for g in common[:-2]) > 20
    assert sum(str(g[0]).startswith("ValueError: commonpath() arg is an empty") for g in common[:-2]) > 20


def test_relpath_that_depends_on_the_working_directory_throws(runner: Any) -> None:  # noqa: F811
    source = """
from posixpath import relpath


def case_cwd_0() -> str:
    return relpath("/a", "b")


def case_cwd_1() -> str:
    return relpath("a", "/b")


def case_cwd_2() -> str:
    return relpath("../a", "b")


def case_cwd_3() -> str:
    try:
        return relpath("a", "x/../..")
    except Exception:  # (a stop passes it)
        return "caught"


def case_cwd_4() -> str:
    return relpath("a", "b")
"""
    _, js = run_both(runner, source)  # CPython's answers depend on its working directory
    stopped = [(out["kind"], out.get("message")) for out in js[:4]]
    assert stopped == [
        (
            "raise",
            "posixpath.relpath('/a', 'b') depends on the working directory, which a worker does not have",
        ),
        (
            "raise",
            "posixpath.relpath('a', '/b') depends on the working directory, which a worker does not have",
        ),
        (
            "raise",
            "posixpath.relpath('../a', 'b') depends on the working directory, which a worker does not have",
        ),
        (
            "raise",
            "posixpath.relpath('a', 'x/../..') depends on the working directory, which a worker does not have",
        ),
    ]
    assert js[4]["value"] == "../a"


def test_imports_of_os() -> None:
    found = errors(
        """
        import os
        from os import environ, path
        import os.path
        import os.path as osp
        import posixpath


        def f(p: str, b: bytes, n: str | None, xs: list[int], s: set[str]) -> list[object]:
            return [
                path.join(p, b),
                osp.basename(n),
                os.path.relpath(p),
                posixpath.commonprefix(s),
                osp.commonpath(xs),
                osp.exists(p),
                osp.abspath(p),
                posixpath.join(*[p]),
            ]
        """
    )
    only = (
        'of os, a worker imports os.path only ("import os.path", "from os import path"), which is posixpath'
    )
    no_cwd = "relpath() without start is relative to the working directory, which a worker does not have"
    assert found == [
        f'2:8: unsupported import "os": {only}',
        f'3:16: unsupported import "os.environ": {only}',
        '11:9: join() of "bytes": it takes a str path here',
        '12:9: basename() of "str | None": it takes a str path here',
        f"13:9: {no_cwd}: pass start",
        '14:9: commonprefix() of "set[str]": it takes a list or tuple of str paths here',
        '15:9: commonpath() of "list[int]": it takes a list, tuple or set of str paths here',
        '16:13: "os.path.exists" is not supported',
        '17:13: "os.path.abspath" is not supported',
    ]
