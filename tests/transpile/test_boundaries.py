"""Typed boundaries: a dict literal takes the JS keys of the TypedDict it is passed as, an awaitable
is never dropped, and a return value must have the declared type."""

from .helpers import errors, handler


def test_a_dict_for_a_union_of_typeddicts_takes_the_fitting_ones_js_keys() -> None:
    js = handler(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        await sandbox.mount_bucket("b", "/m", {"local_bucket": True, "read_only": True})
        return Response("")
        """
    )
    # read_only would otherwise reach the SDK as an unknown key: a writable mount
    assert 'await sandbox.mountBucket("b", "/m", { localBucket: true, readOnly: true });' in js


def test_a_dropped_awaitable_is_refused() -> None:
    found = errors(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        sandbox.write_file("/a", "x")
        """,
        in_handler=True,
    )
    assert found == [
        "3:5: this awaitable is dropped: nothing waits for it or sees its error; await it, "
        "or pass it to ctx.wait_until(...)"
    ]


def test_a_return_value_of_another_type_is_refused() -> None:
    found = errors(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        result = await sandbox.exec("ls")
        return result.stdout
        """,
        in_handler=True,
    )
    assert found == ['4:12: Incompatible return value type (got "str", expected "Response")']


def test_an_own_object_whose_fields_the_sdk_reads_by_other_names_is_refused() -> None:
    found = errors(
        """
        from dataclasses import dataclass


        @dataclass
        class Backup:
            id: str
            dir: str
            local_bucket: bool | None = None


        async def restore(sandbox: Sandbox) -> None:
            await sandbox.restore_backup(Backup("a", "/w"))
        """
    )
    assert found == [
        '13:34: Argument 1 to "restore_backup" of "Sandbox": its field "local_bucket" is "local_bucket" in '
        'JavaScript, the SDK reads "localBucket", so the SDK would not see it; pass the SDK\'s own object'
    ]
