"""The naming rules of the public contract: JS names -> Python names."""

from __future__ import annotations

import pytest

from generator.emit import naming


@pytest.mark.parametrize(
    ("js", "py"),
    [
        ("getSandbox", "get_sandbox"),
        ("runCode", "run_code"),
        ("exitCode", "exit_code"),
        ("targetDir", "target_dir"),
        ("searchParams", "search_params"),
        ("shellQuote", "shell_quote"),
        ("resolveWorkspacePath", "resolve_workspace_path"),
        ("randomUUID", "random_uuid"),
        ("toJSONString", "to_json_string"),
        ("s3fsOptions", "s3fs_options"),
        ("exec", "exec"),
        ("SANDBOX_API_KEY", "SANDBOX_API_KEY"),
    ],
)
def test_members_are_snake_case(js: str, py: str) -> None:
    assert naming.member_name(js) == py


@pytest.mark.parametrize(
    ("js", "py"), [("from", "from_"), ("import", "import_"), ("match", "match"), ("case", "case")]
)
def test_keywords_get_a_trailing_underscore(js: str, py: str) -> None:
    assert naming.member_name(js) == py


@pytest.mark.parametrize("js", ["Content-Type", "__proto__", "1st"])
def test_names_that_do_not_convert_cleanly_have_none(js: str) -> None:
    assert naming.member_name(js) is None


def test_type_names_are_unchanged_except_namespaces_and_reserved_words() -> None:
    assert naming.type_name("ExecResult") == "ExecResult"
    assert naming.type_name("URL") == "URL"
    assert naming.type_name("Rpc.DurableObjectBranded") == "RpcDurableObjectBranded"
    assert naming.type_name("Literal") == "Literal_"


def test_collisions_resolve_in_order_and_deterministically() -> None:
    assert naming.unique(["get_url", "get_url", "x"]) == ["get_url", "get_url_", "x"]
    assert naming.unique(["a"], taken={"a"}) == ["a_"]


def test_bundle_chunk_prefix_drops_the_content_hash() -> None:
    assert naming.chunk_prefix("@cloudflare/sandbox/dist/contexts-C186NnAB.d.ts") == "Contexts"
    assert naming.chunk_prefix("@cloudflare/sandbox/dist/sandbox-BtaWcmmG.d.ts") == "Sandbox"
