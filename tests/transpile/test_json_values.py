"""JSON / Any values keep the user's keys and Python's meaning for .get()."""

from .helpers import errors, handler


def test_attribute_subscript_and_get() -> None:
    js = handler(
        """
        body = await request.json()
        name = body["name"]
        city = body.get("city")
        lang = body.get("lang", "en")
        header = body["Content-Type"]
        return Response(f"{name} {city} {lang} {header}")
        """
    )
    assert "/** @type {any} */\nconst body = await request.text().then($jsonLoads);" in js
    # a JSON value's own keys only: a missing one raises KeyError, a prototype member is not a key
    assert 'const name = $item(body, "name");' in js
    # a JSON value's dict method: AttributeError, as in Python, unless the value is a dict
    assert 'const city = $get($asDict(body, "get"), "city", null);' in js
    assert 'const lang = $get($asDict(body, "get"), "lang", "en");' in js
    assert 'const header = $item(body, "Content-Type");' in js


def test_attribute_of_a_json_value_is_refused() -> None:
    # a dict has no attribute `nested` in Python (AttributeError); JS would read a property
    found = errors("body = await request.json()\nprint(body.nested)\n", in_handler=True)
    assert found == [
        '2:16: reading "nested" of "Any": its JavaScript name is unknown; cast the value to a bound type'
    ]


def test_json_module() -> None:
    js = handler(
        """
        data = json.loads(await request.text())
        return Response(json.dumps(data) + json.dumps(data, indent=2))
        """
    )
    assert "$jsonLoads(await request.text())" in js  # invalid JSON raises JSONDecodeError, a ValueError
    assert '$jsonDumps(data) + $jsonDumps(data, "Any", 2)' in js


def test_json_values_pass_to_sdk_calls() -> None:
    js = handler(
        """
        body = await request.json()
        sandbox = get_sandbox(env.Sandbox, body["id"])
        result = await sandbox.exec(body["command"], env={"DEFAULT_BRANCH": body.get("branch", "main")})
        return Response(result.stdout)
        """
    )
    assert 'getSandbox(env.Sandbox, $item(body, "id"))' in js
    assert 'env: { DEFAULT_BRANCH: $get($asDict(body, "get"), "branch", "main") },' in js


def test_cast_gives_a_json_value_a_type() -> None:
    js = handler(
        """
        body = await request.json()
        items = cast(list[str], body["items"])
        if items:
            print(len(items))
        return Response("")
        """
    )
    assert 'const items = $item(body, "items");' in js
    assert "if (items.length > 0) {" in js


def test_in_len_and_iteration_of_any_are_decided_when_they_run() -> None:
    """A JSON value is a list, a str or a dict: `in`, len() and a loop ask which when they run (a
    semantics case compares them with CPython)."""
    js = handler(
        """
        body = await request.json()
        for key in body:
            print(key)
        return Response(f"{'a' in body} {len(body)}")
        """
    )
    # (the body prints, which may run code of the worker's: a dict's keys walked as Python checks them)
    assert "for (const key of $dynWalk(body)) {" in js
    assert '${$dynIn("a", body) ? "True" : "False"} ${$dynLen(body)}' in js


def test_json_dumps_default_is_given_what_json_has_no_form_for() -> None:
    js = handler(
        """
        from datetime import datetime, timezone
        stamp = {"at": datetime.now(timezone.utc)}
        return Response(json.dumps(stamp, default=str))
        """
    )
    # the builtin is a function of one value; its result is a str, written as one
    assert (
        '$jsonDumps(stamp, ["dict", "str", "Any"], null, false, null, true, (value) => $str(value), "str")'
        in js
    )
    found = errors(
        """
        def encode(value: object) -> object:
            return "x"

        print(json.dumps({"n": 1}, default=encode))
        """
    )
    assert found == [
        '5:7: json.dumps(default=...): what the function returns: json.dumps() of "object": an object may '
        "hold an int or a whole float (one JavaScript number: Python writes 1 or 1.0), which JavaScript "
        "cannot tell apart; annotate it precisely (str, int, float, list[...], dict[str, ...] or a union of them)"
    ]


def test_json_dumps_default_takes_an_object_not_a_json_value() -> None:
    found = errors(
        """
        from typing import Any

        def encode(value: Any) -> str:
            return type(value).__name__

        print(json.dumps({"n": 1}, default=encode))
        """
    )
    assert found == [
        "7:7: json.dumps(default=...) gives its function what JSON has no form for (a datetime, an "
        "instance), which a parameter typed Any would read as a JSON value: declare it object"
    ]
