"""The harness fails loudly and says where: a worker that does not bundle names its file."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.diagnostics import CompileError
from generator.harness import Harness, HarnessError, WorkerSpec


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_an_unresolvable_import_names_the_worker_file_and_the_import(
    harness: Harness, tmp_path: Path
) -> None:
    entry = write(
        tmp_path / "broken" / "worker.js",
        'import { x } from "./nowhere.js";\nexport default { fetch() { return x; } };\n',
    )

    with pytest.raises(HarnessError) as caught:
        harness.start(WorkerSpec("broken", entry))

    assert f"{entry}:1:" in str(caught.value)
    assert "nowhere.js" in str(caught.value)


def test_a_syntax_error_names_file_line_and_column(harness: Harness, tmp_path: Path) -> None:
    entry = write(tmp_path / "syntax" / "worker.js", "export default {\n  async fetch( {\n};\n")

    with pytest.raises(HarnessError) as caught:
        harness.start(WorkerSpec("syntax", entry))

    assert f"{entry}:3:" in str(caught.value)


def test_a_module_without_a_fetch_handler_says_so(harness: Harness, tmp_path: Path) -> None:
    entry = write(tmp_path / "nofetch" / "worker.js", "export default { scheduled() {} };\n")

    with harness.start(WorkerSpec("nofetch", entry)) as runtime, pytest.raises(HarnessError) as caught:
        runtime["nofetch"].fetch("/")

    assert "has no default export with a fetch() handler" in str(caught.value)
    assert str(entry) in str(caught.value)


def test_the_harness_keeps_working_after_a_failed_start(harness: Harness, tmp_path: Path) -> None:
    bad = write(tmp_path / "bad" / "worker.js", "export default {\n")
    good = write(
        tmp_path / "good" / "worker.js", 'export default { fetch() { return new Response("ok"); } };\n'
    )
    with pytest.raises(HarnessError):
        harness.start(WorkerSpec("bad", bad))

    with harness.start(WorkerSpec("good", good)) as runtime:
        assert runtime["good"].fetch("/").text == "ok"


def test_a_missing_worker_module_is_named() -> None:
    with pytest.raises(FileNotFoundError, match="/no/such/worker.js"):
        WorkerSpec("missing", Path("/no/such/worker.js"))


def test_wrangler_config_without_main_is_a_compile_error(tmp_path: Path) -> None:
    config = write(tmp_path / "wrangler.jsonc", '{ "compatibility_flags": ["nodejs_compat"] }')

    with pytest.raises(CompileError, match=r"wrangler\.jsonc: error: \"main\" is missing"):
        WorkerSpec.from_wrangler("x", config)


def test_wrangler_config_without_nodejs_compat_is_refused(tmp_path: Path) -> None:
    write(tmp_path / "worker.js", "export default {};\n")
    config = write(tmp_path / "wrangler.jsonc", '{ "main": "worker.js", // the SDK needs nodejs_compat\n}')

    with pytest.raises(CompileError, match="nodejs_compat"):
        WorkerSpec.from_wrangler("x", config)


def test_broken_jsonc_points_at_the_line(tmp_path: Path) -> None:
    config = write(tmp_path / "wrangler.jsonc", '{\n  "main": "worker.js",\n  "name": oops\n}')

    with pytest.raises(CompileError, match=r"wrangler\.jsonc:3:\d+: error: not valid JSONC"):
        WorkerSpec.from_wrangler("x", config)
