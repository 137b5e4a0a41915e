"""Classes of the standard library that a runtime helper implements: `re.Pattern` and `re.Match`
(`$Pattern`, `$Match`), `uuid.UUID` (`$UUID`),
`datetime`'s timedelta, timezone, date, datetime and naive time (`$timedelta`, `$timezone`, `$date`,
`$datetime`, `$time`), `string.Template` (`$Template`).

Their members are typed here; calls whose arguments need more than a plain call (a replacement
template, a pattern's own Match class) have rules in `lower/library/regex.py`. A literal pattern gets
a Pattern and a Match class of its own, which knows its groups: `m.group(1)` is a `str` when group 1
takes part in every match, `str | None` otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from generator.transpile.resolve.types import (
    ANY,
    BOOL,
    BYTES,
    FLOAT,
    INT,
    NONE,
    STR,
    CallableType,
    ClassInfo,
    DictType,
    Field,
    InstanceType,
    IteratorType,
    ListType,
    LiteralType,
    Member,
    Param,
    Signature,
    TupleType,
    Type,
    UnionType,
    optional,
    union,
)


@dataclass(eq=False)
class LibraryClass(ClassInfo):
    """A stdlib class: its members, the JS helper class behind it, and the types its methods'
    arguments are lowered with (`p.sub(lambda m: ..., s)`: `m` is this pattern's Match)."""

    name: str
    helper: str
    members: dict[str, Member] = field(default_factory=dict)
    base: ClassInfo | None = None
    hints: dict[str, dict[int, Type]] = field(default_factory=dict)
    #: A literal pattern's Pattern class: the pattern and its flags (a template is parsed against them).
    pattern: tuple[str, int] | None = None
    #: A class whose instances are tuples (urlsplit's SplitResult): the types of its items.
    tuple_items: tuple[Type, ...] | None = None
    #: A Match's or Pattern's groups as its class knows them (see `match_class`), which two classes
    #: of one name join to what both know (`join`).
    shape: Shape | None = None

    def __post_init__(self) -> None:
        self.kind = "class"
        self.runtime_name = self.helper
        self.js_module = None

    def join(self, other: ClassInfo) -> ClassInfo | None:
        if not (isinstance(other, LibraryClass) and other.name == self.name and self.shape and other.shape):
            return None
        shape = _joined_shape(self.shape, other.shape)
        if self.name == "Match":
            return match_class(*shape)
        groups, names, always, complete = shape
        return pattern_class(groups, names, always, None, complete)

    def instance(self) -> Type:
        """The type of an instance: a tuple of the items for a tuple class."""
        if self.tuple_items is not None:
            return TupleType(self.tuple_items, named=self)
        return InstanceType(self)

    def member(self, name: str, args: tuple[Type, ...] = ()) -> Member | None:
        found = self.members.get(name)
        if found is None and self.base is not None:
            return self.base.member(name, args)
        return found

    def member_names(self) -> list[str]:
        return sorted({*self.members, *(self.base.member_names() if self.base else [])})

    def fields(self) -> dict[str, Field]:
        return {}

    def bases(self) -> list[ClassInfo]:
        return [self.base] if self.base is not None else []

    def constructor(self, args: tuple[Type, ...] = ()) -> Signature | None:
        return None

    def family(self) -> str:
        """The name of the generic class this one specialises (`re.Match` for a pattern's Match)."""
        return self.base.name if isinstance(self.base, LibraryClass) else self.name


def _method(name: str, result: Type, *params: Param) -> Member:
    return Member(name, name, "method", result, (Signature(params, result),))


def _overloads(name: str, signatures: list[Signature]) -> Member:
    return Member(name, name, "method", signatures[-1].result, tuple(signatures))


def _attribute(name: str, type_: Type, js_name: str | None = None) -> Member:
    return Member(name, js_name or name, "attribute", type_)


def _p(name: str, type_: Type, default: bool = False) -> Param:
    return Param(name, type_, default, positional_only=True)


GROUP = UnionType((INT, STR))


#: A regex's groups: how many (-1: unknown), the named ones' numbers, which always take part in a
#: match, and whether the count is all of them (False: a join of two patterns', which knows its first
#: `groups` groups only).
Shape = tuple[int, tuple[tuple[str, int], ...], tuple[bool, ...], bool]


def _joined_shape(a: Shape, b: Shape) -> Shape:
    """What two regexes' groups have in common: the first groups of both, taking part when they
    always do in both, and the names both give the same number."""
    count = min(a[0], b[0])
    always = tuple(x and y for x, y in zip(a[2][:count], b[2][:count]))
    names = tuple(n for n in a[1] if n in b[1] and n[1] <= count)
    return count, names, always, a[0] == b[0] and a[1] == b[1] and a[3] and b[3]


@cache
def match_class(
    groups: int, names: tuple[tuple[str, int], ...], always: tuple[bool, ...], complete: bool = True
) -> LibraryClass:
    """The Match class of a pattern with these groups (`groups` -1: unknown, `re.Match[str]`; not
    `complete`: the first `groups` only, of two patterns' matches)."""
    known = groups >= 0

    def group_type(i: int) -> Type:
        return STR if i == 0 or (known and always[i - 1]) else optional(STR)

    # a group of a pattern not known here: typeshed's `str | Any`, as mypy reads it (its None, when the
    # group took no part, is checked where it is used as a str: `$asStr`)
    any_group = optional(STR) if known else ANY

    one: list[Signature] = [Signature((_p("group", LiteralType((0,))),), STR)]
    if known:
        one += [Signature((_p("group", LiteralType((i,))),), group_type(i)) for i in range(1, groups + 1)]
        one += [Signature((_p("group", LiteralType((n,))),), group_type(i)) for n, i in names]
    one.append(Signature((_p("group", GROUP),), any_group))
    items = tuple(group_type(i) for i in range(1, groups + 1)) if known else None
    str_items = tuple(STR for _ in range(groups)) if known else None
    every_name_always = known and all(always[i - 1] for _, i in names)
    members = {
        "group": _overloads("group", [Signature((), STR), *one]),
        "__getitem__": _overloads("__getitem__", one),
        "groupdict": _overloads(
            "groupdict",
            [
                Signature((), DictType(STR, STR if every_name_always else optional(STR))),
                Signature((_p("default", STR),), DictType(STR, STR)),
            ],
        ),
        "start": _method("start", INT, _p("group", GROUP, True)),
        "end": _method("end", INT, _p("group", GROUP, True)),
        "span": _method("span", TupleType((INT, INT)), _p("group", GROUP, True)),
        "string": _attribute("string", STR),
    }
    if not known or not complete:  # groups(): a tuple of a length the type does not know
        members["groups"] = _overloads(
            "groups",
            [
                Signature((), ListType(optional(STR), is_tuple=True)),
                Signature((_p("default", STR),), ListType(STR, is_tuple=True)),
            ],
        )
        if not known:
            return LibraryClass("Match", "$Match", members)
        del members["groupdict"]  # its keys are each pattern's names
        return LibraryClass("Match", "$Match", members, base=MATCH, shape=(groups, names, always, False))
    assert items is not None and str_items is not None
    members["groups"] = _overloads(
        "groups",
        [
            Signature((), TupleType(items)),
            Signature((_p("default", STR),), TupleType(str_items)),
            Signature((_p("default", NONE),), TupleType(items)),
        ],
    )
    return LibraryClass("Match", "$Match", members, base=MATCH, shape=(groups, names, always, True))


MATCH = match_class(-1, (), ())


@cache
def pattern_class(
    groups: int,
    names: tuple[tuple[str, int], ...],
    always: tuple[bool, ...],
    pattern: tuple[str, int] | None = None,
    complete: bool = True,
) -> LibraryClass:
    """The Pattern class of a literal pattern and its flags (`groups` -1: unknown, `re.Pattern[str]`;
    not `complete`: two patterns', whose first `groups` groups it knows)."""
    if not complete:  # what two patterns' matches share; their findall and split differ
        joined = InstanceType(match_class(groups, names, always, False))
        members = {
            name: PATTERN.members[name] for name in ("pattern", "flags", "sub", "subn", "findall", "split")
        }
        members |= {
            name: _method(name, optional(joined), _p("string", STR))
            for name in ("match", "search", "fullmatch")
        }
        members["finditer"] = _method("finditer", IteratorType(joined), _p("string", STR))
        replaced: Type = CallableType((joined,), STR)
        return LibraryClass(
            "Pattern",
            "$Pattern",
            members,
            base=PATTERN,
            hints={"sub": {0: replaced}, "subn": {0: replaced}},
            shape=(groups, names, always, False),
        )
    match = optional(InstanceType(match_class(groups, names, always)))
    if groups < 0:
        # one group or none gives strs, several tuples of strs: which, the pattern says when it runs
        found: Type = ListType(union(STR, ListType(STR, is_tuple=True)))
        parts: Type = ListType(optional(STR))
    else:
        found = ListType(TupleType(tuple(STR for _ in range(groups))) if groups > 1 else STR)
        parts = ListType(optional(STR) if groups else STR)
    replacement = CallableType((InstanceType(match_class(groups, names, always)),), STR)
    members = {
        "match": _method("match", match, _p("string", STR)),
        "search": _method("search", match, _p("string", STR)),
        "fullmatch": _method("fullmatch", match, _p("string", STR)),
        "findall": _method("findall", found, _p("string", STR)),
        "finditer": _method(
            "finditer", IteratorType(InstanceType(match_class(groups, names, always))), _p("string", STR)
        ),
        "split": _method("split", parts, _p("string", STR), Param("maxsplit", INT, True)),
        "sub": _method("sub", STR, _p("repl", STR), _p("string", STR), Param("count", INT, True)),
        "subn": _method(
            "subn", TupleType((STR, INT)), _p("repl", STR), _p("string", STR), Param("count", INT, True)
        ),
        "pattern": _attribute("pattern", STR),
        "flags": _attribute("flags", INT),
        "groups": _attribute("groups", INT),
    }
    hints: dict[str, dict[int, Type]] = {"sub": {0: replacement}, "subn": {0: replacement}}
    if groups < 0:
        return LibraryClass("Pattern", "$Pattern", members, hints=hints)
    # a literal pattern's class specializes its groups' shape, which two patterns of one shape join to
    # (`A if k else B`: their matches' groups stay known); a shape specializes `re.Pattern`
    base = PATTERN if pattern is None else pattern_class(groups, names, always)
    shape = (groups, names, always, True)
    return LibraryClass("Pattern", "$Pattern", members, base=base, hints=hints, pattern=pattern, shape=shape)


PATTERN = pattern_class(-1, (), ())

UUID = LibraryClass(
    "UUID",
    "$UUID",
    {
        "hex": _attribute("hex", STR),
        "urn": _attribute("urn", STR),
        "__str__": _method("__str__", STR),
        "__eq__": _method("__eq__", BOOL, _p("other", ANY)),
    },
)

#: The stdlib classes a worker may name in annotations: (module, name) -> the class.
LIBRARY_CLASSES: dict[tuple[str, str], LibraryClass] = {
    ("re", "Match"): MATCH,
    ("re", "Pattern"): PATTERN,
    ("uuid", "UUID"): UUID,
}

# ---- datetime: aware datetimes (a fixed offset), dates, timedeltas, fixed-offset timezones -------------

TIMEDELTA = LibraryClass("timedelta", "$timedelta")
TIMEZONE = LibraryClass("timezone", "$timezone")
DATE = LibraryClass("date", "$date")
#: date.isocalendar()'s named tuple (`$IsoCalendarDate`, an array of its three ints).
ISO_CALENDAR_DATE = LibraryClass("IsoCalendarDate", "$IsoCalendarDate", tuple_items=(INT, INT, INT))
ISO_CALENDAR_DATE.members.update(
    {**{n: _attribute(n, INT) for n in ("year", "week", "weekday")}, "__repr__": _method("__repr__", STR)}
)
DATETIME = LibraryClass("datetime", "$datetime", base=DATE)
TIME = LibraryClass("time", "$time")


def _datetime_members() -> None:
    td, tz, d, dt, t = (InstanceType(c) for c in (TIMEDELTA, TIMEZONE, DATE, DATETIME, TIME))
    number = UnionType((INT, FLOAT))

    def binary(name: str, *pairs: tuple[Type, Type]) -> Member:
        return _overloads(name, [Signature((_p("other", arg),), result) for arg, result in pairs])

    def ordering(other: Type) -> dict[str, Member]:
        return {n: _method(n, BOOL, _p("other", other)) for n in ("__lt__", "__le__", "__gt__", "__ge__")}

    common = {
        "__str__": _method("__str__", STR),
        "__repr__": _method("__repr__", STR),
        "__eq__": _method("__eq__", BOOL, _p("other", ANY)),
    }
    TIMEDELTA.members.update(
        {
            **{n: _attribute(n, INT) for n in ("days", "seconds", "microseconds")},
            "total_seconds": _method("total_seconds", FLOAT),
            "__add__": binary("__add__", (td, td), (dt, dt), (d, d)),
            "__sub__": binary("__sub__", (td, td)),
            "__mul__": binary("__mul__", (number, td)),
            "__rmul__": binary("__rmul__", (number, td)),
            "__floordiv__": binary("__floordiv__", (td, INT), (INT, td)),
            "__truediv__": binary("__truediv__", (td, FLOAT), (number, td)),
            "__mod__": binary("__mod__", (td, td)),
            **{n: _method(n, td) for n in ("__neg__", "__pos__", "__abs__")},
            "__bool__": _method("__bool__", BOOL),  # a zero timedelta is false
            **ordering(td),
            **common,
        }
    )
    TIMEZONE.members.update(
        {
            "utcoffset": _method("utcoffset", td, _p("dt", optional(dt), True)),
            "tzname": _method("tzname", STR, _p("dt", optional(dt), True)),
            **common,
        }
    )
    DATE.members.update(
        {
            **{n: _attribute(n, INT) for n in ("year", "month", "day")},
            **{n: _method(n, INT) for n in ("weekday", "isoweekday", "toordinal")},
            "isocalendar": _method("isocalendar", ISO_CALENDAR_DATE.instance()),
            "isoformat": _method("isoformat", STR),
            "strftime": _method("strftime", STR, _p("format", STR)),
            "replace": _method("replace", d, *(Param(n, INT, True) for n in ("year", "month", "day"))),
            "__add__": binary("__add__", (td, d)),
            "__sub__": binary("__sub__", (td, d), (d, td)),
            **ordering(d),
            **common,
        }
    )
    fields = ("year", "month", "day", "hour", "minute", "second", "microsecond")
    DATETIME.members.update(
        {
            **{n: _attribute(n, INT) for n in fields[3:]},
            "tzinfo": _attribute("tzinfo", optional(tz)),
            "date": _method("date", d),
            "time": _method("time", t),
            "timestamp": _method("timestamp", FLOAT),
            "utcoffset": _method("utcoffset", optional(td)),
            "tzname": _method("tzname", optional(STR)),
            "astimezone": _method("astimezone", dt, _p("tz", tz)),
            "isoformat": _method("isoformat", STR, Param("sep", STR, True), Param("timespec", STR, True)),
            "replace": _method(
                "replace", dt, *(Param(n, INT, True) for n in fields), Param("tzinfo", tz, True)
            ),
            "__add__": binary("__add__", (td, dt)),
            "__sub__": binary("__sub__", (dt, td), (td, dt)),
            **ordering(dt),
            **common,
        }
    )
    TIME.members.update(
        {
            **{n: _attribute(n, INT) for n in fields[3:]},
            "tzinfo": _attribute("tzinfo", NONE),
            "isoformat": _method("isoformat", STR, Param("timespec", STR, True)),
            "strftime": _method("strftime", STR, _p("format", STR)),
            "replace": _method("replace", t, *(Param(n, INT, True) for n in fields[3:])),
            **ordering(t),
            **common,
        }
    )


_datetime_members()
LIBRARY_CLASSES.update(
    {
        ("datetime", "timedelta"): TIMEDELTA,
        ("datetime", "timezone"): TIMEZONE,
        ("datetime", "date"): DATE,
        ("datetime", "datetime"): DATETIME,
        ("datetime", "time"): TIME,
    }
)

# ---- hashlib and hmac: a hash object ($Hash) over a synchronous digest helper ----------------------

HASH = LibraryClass("_Hash", "$Hash")
HASH.members.update(
    {
        "update": _method("update", NONE, _p("data", BYTES)),
        "digest": _method("digest", BYTES),
        "hexdigest": _method("hexdigest", STR),
        "copy": _method("copy", InstanceType(HASH)),
        "name": _attribute("name", STR),
        "digest_size": _attribute("digest_size", INT),
        "block_size": _attribute("block_size", INT),
    }
)
HMAC = LibraryClass("HMAC", "$Hash", base=HASH)
LIBRARY_CLASSES.update({("hashlib", "_Hash"): HASH, ("hmac", "HMAC"): HMAC})


# ---- io.StringIO() written to, and csv's writers over one (lower/library/csv_writing.py) ----------------

STRING_IO = LibraryClass(
    "StringIO",
    "$StringIO",
    {"write": _method("write", INT, _p("s", STR)), "getvalue": _method("getvalue", STR)},
)
CSV_WRITER = LibraryClass(
    "_writer",
    "$CsvWriter",
    {  # (writerow and writerows are rules: each field's text is made by its type)
        "writerow": _method("writerow", INT, _p("row", ANY)),
        "writerows": _method("writerows", NONE, _p("rows", ANY)),
    },
)
CSV_DICT_WRITER = LibraryClass(
    "DictWriter",
    "$CsvDictWriter",
    {
        "writeheader": _method("writeheader", INT),
        "writerow": _method("writerow", INT, _p("rowdict", ANY)),
        "writerows": _method("writerows", NONE, _p("rowdicts", ANY)),
    },
)
LIBRARY_CLASSES.update({("io", "StringIO"): STRING_IO, ("csv", "DictWriter"): CSV_DICT_WRITER})


# ---- urllib.parse: urlsplit's and urlparse's results, tuples of str with netloc's parts -----------------


def _url_result(name: str, fields: tuple[str, ...]) -> LibraryClass:
    cls = LibraryClass(name, f"${name}", tuple_items=(STR,) * len(fields))
    cls.members.update(
        {
            **{f: _attribute(f, STR) for f in fields},
            **{n: _attribute(n, optional(STR)) for n in ("username", "password", "hostname")},
            "port": _attribute("port", optional(INT)),
            "geturl": _method("geturl", STR),
        }
    )
    return cls


SPLIT_RESULT = _url_result("SplitResult", ("scheme", "netloc", "path", "query", "fragment"))
PARSE_RESULT = _url_result("ParseResult", ("scheme", "netloc", "path", "params", "query", "fragment"))
LIBRARY_CLASSES.update(
    {("urllib.parse", "SplitResult"): SPLIT_RESULT, ("urllib.parse", "ParseResult"): PARSE_RESULT}
)


# ---- string.Template: $name, ${name} and $$ in a str (`$Template`; substitute() in string_templates.py) --

TEMPLATE = LibraryClass(
    "Template",
    "$Template",
    {
        "template": _attribute("template", STR),
        "delimiter": _attribute("delimiter", STR),
        "get_identifiers": _method("get_identifiers", ListType(STR)),
        "is_valid": _method("is_valid", BOOL),
    },
)
LIBRARY_CLASSES[("string", "Template")] = TEMPLATE

# ---- logging: a logger per dotted name (`$Logger`); its log methods are rules (lower/library/loggers.py)

LOGGER = LibraryClass(
    "Logger",
    "$Logger",
    {
        "name": _attribute("name", STR),
        "level": _attribute("level", INT),
        "propagate": _attribute("propagate", BOOL),
        "setLevel": _method("setLevel", NONE, _p("level", UnionType((INT, STR)))),
        "getEffectiveLevel": _method("getEffectiveLevel", INT),
        "isEnabledFor": _method("isEnabledFor", BOOL, _p("level", INT)),
    },
)
LIBRARY_CLASSES[("logging", "Logger")] = LOGGER
