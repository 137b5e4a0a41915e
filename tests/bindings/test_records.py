"""What the transpiler and a reader of the bindings see at import time: JS names, exports, shapes."""

from __future__ import annotations

import collections.abc
import inspect
import typing
from typing import get_overloads

import pytest
from typing_extensions import is_typeddict

import bindings.cloudflare_sandbox as sdk
from bindings import workers
from bindings._js import JS
from bindings.cloudflare_sandbox import bridge


def js_of(cls: type, attr: str) -> str:
    hints = typing.get_type_hints(cls, include_extras=True)
    metadata = getattr(hints[attr], "__metadata__", ())
    return next((m.name for m in metadata if isinstance(m, JS)), attr)


def test_modules_name_their_js_module() -> None:
    assert sdk.__js_module__ == "@cloudflare/sandbox"
    assert bridge.__js_module__ == "@cloudflare/sandbox/bridge"
    assert workers.__js_module__ is None


def test_renamed_functions_and_methods_carry_their_js_name() -> None:
    assert sdk.get_sandbox.__js_name__ == "getSandbox"  # type: ignore[attr-defined]
    assert sdk.Sandbox.run_code.__js_name__ == "runCode"  # type: ignore[attr-defined]
    assert sdk.Sandbox.git_checkout.__js_name__ == "gitCheckout"  # type: ignore[attr-defined]
    assert bridge.shell_quote.__js_name__ == "shellQuote"  # type: ignore[attr-defined]
    assert bridge.resolve_workspace_path.__js_name__ == "resolveWorkspacePath"  # type: ignore[attr-defined]
    assert workers.Crypto.random_uuid.__js_name__ == "randomUUID"  # type: ignore[attr-defined]
    assert not hasattr(sdk.Sandbox.exec, "__js_name__")  # unchanged names carry no record


def test_renamed_attributes_and_keywords_carry_their_js_name() -> None:
    assert js_of(sdk.ExecResult, "exit_code") == "exitCode"
    assert js_of(sdk.ExecResult, "stdout") == "stdout"
    assert js_of(workers.URL, "search_params") == "searchParams"
    assert js_of(sdk.SandboxOptions, "keep_alive") == "keepAlive"
    assert js_of(workers.ResponseInit, "status_text") == "statusText"


def test_exports_list_runtime_values_only() -> None:
    assert sdk.__js_exports__["Sandbox"] == "Sandbox"
    assert sdk.__js_exports__["get_sandbox"] == "getSandbox"
    assert "ExecResult" not in sdk.__js_exports__  # an interface: type-only
    assert "SandboxTransport" not in sdk.__js_exports__  # a type alias
    assert bridge.__js_exports__ == {
        "WarmPool": "WarmPool",
        "bridge": "bridge",
        "resolve_workspace_path": "resolveWorkspacePath",
        "shell_quote": "shellQuote",
    }
    for name in ("Response", "Request", "URL", "Headers", "crypto", "console", "AbortSignal"):
        assert workers.__js_exports__[name] == name
    for name in ("ExecutionContext", "RequestInit", "ResponseInit", "DurableObjectStub"):
        assert name not in workers.__js_exports__  # interfaces and aliases: no value at run time


def test_trailing_options_objects_are_keyword_arguments() -> None:
    checkout = inspect.signature(sdk.Sandbox.git_checkout).parameters
    assert checkout["repo_url"].kind is inspect.Parameter.POSITIONAL_ONLY
    assert checkout["target_dir"].kind is inspect.Parameter.KEYWORD_ONLY
    assert checkout["depth"].kind is inspect.Parameter.KEYWORD_ONLY
    run_code = inspect.signature(sdk.Sandbox.run_code).parameters
    assert run_code["options"].kind is inspect.Parameter.VAR_KEYWORD
    assert is_typeddict(sdk.RunCodeOptions) and "context" in sdk.RunCodeOptions.__optional_keys__
    ctor = inspect.signature(workers.Response.__init__).parameters
    assert any(p.kind is inspect.Parameter.VAR_KEYWORD for p in ctor.values())


def test_promises_are_awaitables_and_nullables_are_optional() -> None:
    hints = typing.get_type_hints(sdk.Sandbox.run_code)
    assert typing.get_origin(hints["return"]) is collections.abc.Awaitable
    assert typing.get_args(hints["return"]) == (sdk.ExecutionResult,)
    resolved = typing.get_type_hints(bridge.resolve_workspace_path)["return"]
    assert set(typing.get_args(resolved)) == {str, type(None)}


def test_overloads_are_kept_and_the_implementation_knows_the_js_name() -> None:
    overloads = get_overloads(sdk.Sandbox.read_file)
    assert len(overloads) == 2
    assert sdk.Sandbox.read_file.__js_name__ == "readFile"  # type: ignore[attr-defined]


def test_string_literal_unions_are_literals() -> None:
    origin = typing.get_type_hints(sdk.ExecOptions)["origin"]
    assert typing.get_origin(origin) is typing.Literal
    assert set(typing.get_args(origin)) == {"user", "internal"}


@pytest.mark.parametrize("name", ["SandboxError", "ContainerUnavailableError", "BackupNotFoundError"])
def test_sdk_errors_are_exceptions(name: str) -> None:
    assert issubclass(getattr(sdk, name), Exception)


def test_globals_are_stand_ins_that_refuse_to_run() -> None:
    with pytest.raises(RuntimeError, match="crypto.randomUUID exists only in the Workers runtime"):
        workers.crypto.randomUUID  # noqa: B018


def test_synthesised_names_come_from_js_names_and_records_are_js_names() -> None:
    import json
    from pathlib import Path

    assert hasattr(sdk, "CollectFileResult") and hasattr(sdk, "ProxyTerminalStub")
    assert not [n for n in vars(sdk) if "_" in n and n[:1].islower() and n[-1:].isupper()]
    assert (
        isinstance(workers.WebSocketPair, type) and workers.__js_exports__["WebSocketPair"] == "WebSocketPair"
    )
    assert "match" in typing.get_type_hints(sdk.WaitForLogResult)
    manifest = json.loads((Path(sdk.__file__).parents[1] / "manifest.json").read_text())
    assert not [s["js"] for s in manifest["symbols"] if "$" in s["js"]]
    sandbox = next(s for s in manifest["symbols"] if s["python"] == "bindings.cloudflare_sandbox.Sandbox")
    graded = {m["python"]: m for m in sandbox["members"]}
    assert graded["start_process"]["grade"] == "ergonomic" and graded["start_process"]["js"] == "startProcess"


def test_iteration_protocols_record_the_js_symbol_and_stubs_raise() -> None:
    assert workers.Headers.__iter__.__js_name__ == "[Symbol.iterator]"  # type: ignore[attr-defined]
    assert workers.ReadableStream.__aiter__.__js_name__ == "[Symbol.asyncIterator]"  # type: ignore[attr-defined]
    with pytest.raises(NotImplementedError, match="getSandbox exists only in the Workers runtime"):
        sdk.get_sandbox(None, "id")  # type: ignore[arg-type]
