"""f-strings -> template literals; str methods through the library table."""

from .helpers import errors, handler
from tests.oracle.oracle import NodeRunner
from tests.transpile.test_semantics import run_both, runner  # noqa: F401  (the fixture)


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


def test_templates_known_at_run_time_read_as_in_cpython(runner: NodeRunner) -> None:  # noqa: F811
    """`template.format(...)` of a template made at run time: random templates of braces, escaped
    braces, field names, conversions and stray `!`, `:`, `[`, compared with CPython's str.format
    (its ValueError, IndexError and KeyError messages too). Templates whose fields have a format spec,
    an attribute or index, or `!a`, which stop the worker, are left out."""
    import random
    import string

    pieces = [
        "{",
        "}",
        "{{",
        "}}",
        "0",
        "1",
        "7",
        "a",
        "b",
        "!",
        "r",
        "s",
        "x",
        ":",
        "[",
        "]",
        " ",
        "é",
        "{}",
        "{0}",
        "{1}",
        "{a}",
        "{b}",
        "{0!r}",
        "{a!s}",
        "{!r}",
        "text",
    ]
    r = random.Random(27)
    templates: list[str] = []
    while len(templates) < 1500:
        template = "".join(r.choice(pieces) for _ in range(r.randint(0, 7)))
        try:
            fields = []
            for _, name, spec, conversion in string.Formatter().parse(template):
                fields.append((name, spec, conversion))
        except ValueError:
            pass
        if all(
            not spec and conversion != "a" and not (name and ("." in name or "[" in name))
            for name, spec, conversion in fields
        ):
            templates.append(template)
    source = f"""
TEMPLATES: list[str] = {templates!r}


def case_formatted() -> list[str]:
    out: list[str] = []
    for t in TEMPLATES:
        try:
            out.append(t.format(1, "two", a=3.5, b=[None, True]))
        except (ValueError, IndexError, KeyError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out
"""
    python, js = run_both(runner, source)
    assert python[0]["kind"] == "ok", python[0]
    assert js[0]["kind"] == "ok", js[0]
    pairs = list(zip(templates, python[0]["value"], js[0]["value"]))
    assert [p for p in pairs if p[1] != p[2]][:5] == []
    kinds = {v.split(":")[0] for v in python[0]["value"] if ":" in v}
    assert {"ValueError", "IndexError", "KeyError"} <= kinds
