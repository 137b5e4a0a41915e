"""if/elif/else, for (lists, dicts, range, enumerate, async for), while, break/continue, const vs let."""

from .helpers import errors, handler


def test_if_elif_else() -> None:
    js = handler(
        """
        n = len(await request.text())
        if n > 10:
            print("long")
        elif n > 5:
            print("medium")
        else:
            print("short")
        return Response("")
        """
    )
    assert 'if (n > 10) {\n  console.log("long");\n} else if (n > 5) {' in js
    assert '} else {\n  console.log("short");\n}' in js


def test_const_unless_reassigned_then_let() -> None:
    js = handler(
        """
        total = 0
        label = "n"
        for part in ["a", "b"]:
            total += len(part)
        return Response(f"{label}={total}")
        """
    )
    assert "let total = 0;" in js
    assert 'const label = "n";' in js
    assert 'for (const part of ["a", "b"]) {\n  total += $strLen(part);\n}' in js


def test_name_assigned_in_branches_is_hoisted() -> None:
    js = handler(
        """
        text = await request.text()
        if text:
            kind = "some"
        else:
            kind = "none"
        return Response(kind)
        """
    )
    assert js.index("let kind;") < js.index("if (text) {")
    assert 'kind = "some";' in js and "const kind" not in js


def test_range_loops() -> None:
    js = handler(
        """
        for i in range(3):
            print(i)
        for j in range(10, 0, -2):
            print(j)
        for k in range(1, 5):
            print(k)
        return Response("")
        """
    )
    assert "for (let i = 0; i < 3; i++) {" in js
    assert "for (let j = 10; j > 0; j -= 2) {" in js
    assert "for (let k = 1; k < 5; k++) {" in js


def test_dict_and_enumerate_loops() -> None:
    js = handler(
        """
        scores: dict[str, int] = {"a": 1}
        names = ["x", "y"]
        for key in scores:
            print(key)
        for name, score in scores.items():
            print(name, score)
        for index, name in enumerate(names):
            print(index, name)
        return Response("")
        """
    )
    assert "for (const key of Object.keys(scores)) {" in js
    # a view reads each value when the loop reaches its key (Object.entries would copy them first)
    assert "for (const [name, score] of $liveEntries(scores)) {" in js
    assert "for (const [index, name] of names.entries()) {" in js


def test_a_dict_walk_is_checked_only_where_the_body_may_change_that_dict() -> None:
    js = handler(
        """
        scores: dict[str, int] = {"a": 1}
        doubled: dict[str, int] = {}
        seen: list[str] = []
        alias = scores
        for key, score in scores.items():  # stores into a new dict of its own: not the one walked
            doubled[key] = score * 2
            seen.append(key)
        for index, key in enumerate(scores):  # stores through another name of the same dict
            alias[key + "!"] = index
        return Response(str(doubled))
        """
    )
    assert "for (const [key, score] of $liveEntries(scores)) {" in js
    assert 'for (const [index, key] of $enumerateLazy($dictWalk(scores, "keys"))) {' in js


def test_while_break_continue() -> None:
    js = handler(
        """
        n = 0
        while n < 10:
            n += 1
            if n == 3:
                continue
            if n == 7:
                break
        return Response(str(n))
        """
    )
    assert "while (n < 10) {" in js and "continue;" in js and "break;" in js
    assert "return new Response(String(n));" in js


def test_async_for_over_a_stream() -> None:
    js = handler(
        """
        sandbox = get_sandbox(env.Sandbox, "s")
        stream = await sandbox.exec_stream("ls")
        size = 0
        async for chunk in stream:
            size += len(chunk)
        return Response(str(size))
        """
    )
    # ReadableStream[Uint8Array].__aiter__: the chunk is a Uint8Array, whose len() is its length
    assert "for await (const chunk of stream) {\n  size += chunk.length;" in js


def test_a_value_of_type_any_has_no_attribute_names() -> None:
    # `chunk` of a ReadableStream (of any) could be anything: its JS property names are unknown
    # (Uint8Array's byte_length is byteLength), and JS reads a missing one as undefined, not an error.
    found = errors(
        """
        size = 0
        if request.body is not None:
            async for chunk in request.body:
                size += chunk.byte_length
                size += chunk.count_bytes()
        """,
        in_handler=True,
    )
    assert found == [
        '5:27: reading "byte_length" of "Any": its JavaScript name is unknown; cast the value to a bound type',
        '6:27: calling "count_bytes" of "Any": its JavaScript name is unknown; cast the value to a bound type',
    ]


def test_loop_variable_used_after_the_loop_is_declared_before_it() -> None:
    js = handler(
        """
        last = ""
        for item in ["a", "b"]:
            last = item
        for other in ["c"]:
            pass
        print(other)
        return Response(last)
        """
    )
    assert js.index("let other;") < js.index("for (other of")


def test_comments_and_blank_lines_carry_over() -> None:
    js = handler(
        """
        # read the body
        text = await request.text()

        return Response(text)
        """
    )
    assert "// read the body\nconst text = await request.text();\n\nreturn new Response(text);" in js
