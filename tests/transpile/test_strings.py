"""f-strings -> template literals; str methods through the library table."""

from .helpers import errors, handler


def test_f_string_with_escapes_braces_and_format_spec() -> None:
    js = handler(
        """
        name = await request.text()
        ratio = 0.5
        flag = True
        return Response(f"hi {name}!\\n{{literal}} `tick` {ratio:.2f} {flag}")
        """
    )
    assert (
        'return new Response(`hi ${name}!\\n{literal} \\`tick\\` ${$formatFloat(ratio, { precision: 2, type: "f" })} ${flag ? "True" : "False"}`);'
        in js
    )


def test_str_methods() -> None:
    js = handler(
        """
        s = await request.text()
        parts = [s.replace("a", "b"), s.strip(), s.lstrip()]
        more = [s.rstrip(), s.lower(), s.upper()]
        n = s.find("x")
        ok = s.startswith("a") and s.endswith("z")
        words = s.split()
        cells = s.split(",")
        joined = ", ".join(cells)
        return Response(joined)
        """
    )
    # Python's whitespace set, not JS's trim() (U+FEFF, U+001C..U+001F and U+0085 differ)
    assert 's.replaceAll("a", "b"),\n  $strip(s, null, "both"),\n  $strip(s, null, "start"),' in js
    assert '$strip(s, null, "end"), s.toLowerCase(), s.toUpperCase()' in js
    assert 'const n = $strFind(s, "x");' in js
    assert 'const ok = s.startsWith("a") && s.endsWith("z");' in js
    assert "const words = $splitWhitespace(s);" in js
    assert 'const joined = cells.join(", ");' in js


def test_str_conversions() -> None:
    js = handler(
        """
        n = int(await request.text())
        f = float("1.5")
        return Response(str(n) + str(f) + str(True))
        """
    )
    # Python's grammar, ValueError otherwise (parseInt would read "12abc" as 12)
    assert "$parseInt(await request.text())" in js
    assert '$parseFloat("1.5")' in js
    assert 'String(n) + $floatStr(f) + (true ? "True" : "False")' in js


def test_slices_and_negative_indexes() -> None:
    js = handler(
        """
        s = await request.text()
        items = s.split(",")
        return Response(s[1:3] + s[-1] + items[0] + items[-2] + s[::-1] + s[2:] + s[:-1])
        """
    )
    assert (
        '$strSlice(s, 1, 3) + $strAt(s, -1) + $at(items, 0) + $at(items, -2) + [...s].reverse().join("") + $strSlice(s, 2) + $strSlice(s, 0, -1)'
        in js
    )


def test_optional_in_f_string_prints_none() -> None:
    js = handler('q = URL(request.url).search_params.get("q")\nprint(f"{q}")\nreturn Response("")\n')
    assert 'console.log(`${$str(q, ["|", "str", "None"])}`);' in js


def test_unsupported_str_method() -> None:
    found = errors('s = "a"\nprint(s.reverse())\n', in_handler=True)
    assert found[0].startswith('2:13: "str" has no supported method "reverse"')
