"""0.12.9 -> 0.12.10: the declarations are byte-identical, so the bump reports no API change (exit 0).

The generated files name the SDK version they come from (module headers and docstrings, the manifest's
`sources`, api.txt's provenance line). Those lines must change with the version, and nothing else may:
the test allows exactly the lines that name the version, and only if they equal the old ones with the
version replaced. api.txt's header is provenance, not API, and the bump does not compare it.
"""

from __future__ import annotations

import json

from bump_helpers import Project, bump, contents

from generator.emit import contract

OLD, NEW = "0.12.9", "0.12.10"


def test_dry_run_reports_no_change_and_writes_nothing(project: Project) -> None:
    folder = project(OLD)
    before = contents(folder)
    done = bump(folder, NEW, "--dry-run")
    assert (done.returncode, done.stdout) == (
        0,
        f"@cloudflare/sandbox {OLD} -> {NEW}: public API unchanged\n",
    ), done.stderr
    assert "dry run: nothing written" in done.stderr
    assert contents(folder) == before


def test_bump_pins_the_version_and_only_provenance_lines_change(project: Project) -> None:
    folder = project(OLD)
    before = contents(folder)
    done = bump(folder, NEW)
    assert done.returncode == 0, done.stderr
    assert "pytest tests/transpile" in done.stdout
    after = contents(folder)
    assert after.keys() == before.keys()  # no staging file or old bindings folder left behind

    assert json.loads(after["package.json"])["dependencies"]["@cloudflare/sandbox"] == NEW
    locked = json.loads(after["package-lock.json"])["packages"]["node_modules/@cloudflare/sandbox"]
    assert locked["version"] == NEW and locked["integrity"].startswith("sha512-")

    for rel in sorted(k for k in before if k.startswith("bindings/")):
        old_lines, new_lines = before[rel].decode().splitlines(), after[rel].decode().splitlines()
        assert len(old_lines) == len(new_lines), rel
        differing = [(a, b) for a, b in zip(old_lines, new_lines) if a != b]
        assert all(OLD in a and a.replace(OLD, NEW) == b for a, b in differing), (rel, differing)
    old_api, new_api = (contract.parse(files["bindings/api.txt"].decode()) for files in (before, after))
    assert old_api.entries == new_api.entries
    assert (old_api.versions["@cloudflare/sandbox"], new_api.versions["@cloudflare/sandbox"]) == (OLD, NEW)
