"""Classes of the standard library written in the Python this tool lowers, put where a worker
imports them: `from http import HTTPStatus` becomes the class itself (an IntEnum, its members CPython
3.11's), lowered as the worker's own classes are. Its nodes take the import's position (diagnostics and
the source map point there)."""

from __future__ import annotations

from collections.abc import Callable

import libcst as cst

#: `http.HTTPStatus` of CPython 3.11 (Lib/http/__init__.py): name, value, phrase, description.
HTTP_STATUSES: tuple[tuple[str, int, str, str], ...] = (
    ("CONTINUE", 100, "Continue", "Request received, please continue"),
    ("SWITCHING_PROTOCOLS", 101, "Switching Protocols", "Switching to new protocol; obey Upgrade header"),
    ("PROCESSING", 102, "Processing", ""),
    ("EARLY_HINTS", 103, "Early Hints", ""),
    ("OK", 200, "OK", "Request fulfilled, document follows"),
    ("CREATED", 201, "Created", "Document created, URL follows"),
    ("ACCEPTED", 202, "Accepted", "Request accepted, processing continues off-line"),
    ("NON_AUTHORITATIVE_INFORMATION", 203, "Non-Authoritative Information", "Request fulfilled from cache"),
    ("NO_CONTENT", 204, "No Content", "Request fulfilled, nothing follows"),
    ("RESET_CONTENT", 205, "Reset Content", "Clear input form for further input"),
    ("PARTIAL_CONTENT", 206, "Partial Content", "Partial content follows"),
    ("MULTI_STATUS", 207, "Multi-Status", ""),
    ("ALREADY_REPORTED", 208, "Already Reported", ""),
    ("IM_USED", 226, "IM Used", ""),
    ("MULTIPLE_CHOICES", 300, "Multiple Choices", "Object has several resources -- see URI list"),
    ("MOVED_PERMANENTLY", 301, "Moved Permanently", "Object moved permanently -- see URI list"),
    ("FOUND", 302, "Found", "Object moved temporarily -- see URI list"),
    ("SEE_OTHER", 303, "See Other", "Object moved -- see Method and URL list"),
    ("NOT_MODIFIED", 304, "Not Modified", "Document has not changed since given time"),
    ("USE_PROXY", 305, "Use Proxy", "You must use proxy specified in Location to access this resource"),
    ("TEMPORARY_REDIRECT", 307, "Temporary Redirect", "Object moved temporarily -- see URI list"),
    ("PERMANENT_REDIRECT", 308, "Permanent Redirect", "Object moved permanently -- see URI list"),
    ("BAD_REQUEST", 400, "Bad Request", "Bad request syntax or unsupported method"),
    ("UNAUTHORIZED", 401, "Unauthorized", "No permission -- see authorization schemes"),
    ("PAYMENT_REQUIRED", 402, "Payment Required", "No payment -- see charging schemes"),
    ("FORBIDDEN", 403, "Forbidden", "Request forbidden -- authorization will not help"),
    ("NOT_FOUND", 404, "Not Found", "Nothing matches the given URI"),
    ("METHOD_NOT_ALLOWED", 405, "Method Not Allowed", "Specified method is invalid for this resource"),
    ("NOT_ACCEPTABLE", 406, "Not Acceptable", "URI not available in preferred format"),
    (
        "PROXY_AUTHENTICATION_REQUIRED",
        407,
        "Proxy Authentication Required",
        "You must authenticate with this proxy before proceeding",
    ),
    ("REQUEST_TIMEOUT", 408, "Request Timeout", "Request timed out; try again later"),
    ("CONFLICT", 409, "Conflict", "Request conflict"),
    ("GONE", 410, "Gone", "URI no longer exists and has been permanently removed"),
    ("LENGTH_REQUIRED", 411, "Length Required", "Client must specify Content-Length"),
    ("PRECONDITION_FAILED", 412, "Precondition Failed", "Precondition in headers is false"),
    ("REQUEST_ENTITY_TOO_LARGE", 413, "Request Entity Too Large", "Entity is too large"),
    ("REQUEST_URI_TOO_LONG", 414, "Request-URI Too Long", "URI is too long"),
    ("UNSUPPORTED_MEDIA_TYPE", 415, "Unsupported Media Type", "Entity body in unsupported format"),
    (
        "REQUESTED_RANGE_NOT_SATISFIABLE",
        416,
        "Requested Range Not Satisfiable",
        "Cannot satisfy request range",
    ),
    ("EXPECTATION_FAILED", 417, "Expectation Failed", "Expect condition could not be satisfied"),
    ("IM_A_TEAPOT", 418, "I'm a Teapot", "Server refuses to brew coffee because it is a teapot."),
    ("MISDIRECTED_REQUEST", 421, "Misdirected Request", "Server is not able to produce a response"),
    ("UNPROCESSABLE_ENTITY", 422, "Unprocessable Entity", ""),
    ("LOCKED", 423, "Locked", ""),
    ("FAILED_DEPENDENCY", 424, "Failed Dependency", ""),
    ("TOO_EARLY", 425, "Too Early", ""),
    ("UPGRADE_REQUIRED", 426, "Upgrade Required", ""),
    (
        "PRECONDITION_REQUIRED",
        428,
        "Precondition Required",
        "The origin server requires the request to be conditional",
    ),
    (
        "TOO_MANY_REQUESTS",
        429,
        "Too Many Requests",
        'The user has sent too many requests in a given amount of time ("rate limiting")',
    ),
    (
        "REQUEST_HEADER_FIELDS_TOO_LARGE",
        431,
        "Request Header Fields Too Large",
        "The server is unwilling to process the request because its header fields are too large",
    ),
    (
        "UNAVAILABLE_FOR_LEGAL_REASONS",
        451,
        "Unavailable For Legal Reasons",
        "The server is denying access to the resource as a consequence of a legal demand",
    ),
    ("INTERNAL_SERVER_ERROR", 500, "Internal Server Error", "Server got itself in trouble"),
    ("NOT_IMPLEMENTED", 501, "Not Implemented", "Server does not support this operation"),
    ("BAD_GATEWAY", 502, "Bad Gateway", "Invalid responses from another server/proxy"),
    (
        "SERVICE_UNAVAILABLE",
        503,
        "Service Unavailable",
        "The server cannot process the request due to a high load",
    ),
    ("GATEWAY_TIMEOUT", 504, "Gateway Timeout", "The gateway server did not receive a timely response"),
    ("HTTP_VERSION_NOT_SUPPORTED", 505, "HTTP Version Not Supported", "Cannot fulfill request"),
    ("VARIANT_ALSO_NEGOTIATES", 506, "Variant Also Negotiates", ""),
    ("INSUFFICIENT_STORAGE", 507, "Insufficient Storage", ""),
    ("LOOP_DETECTED", 508, "Loop Detected", ""),
    ("NOT_EXTENDED", 510, "Not Extended", ""),
    (
        "NETWORK_AUTHENTICATION_REQUIRED",
        511,
        "Network Authentication Required",
        "The client needs to authenticate to gain network access",
    ),
)


def _http_status_source(name: str) -> str:
    members = "\n".join(f"    {member} = {value}" for member, value, _, _ in HTTP_STATUSES)
    texts = ", ".join(f"{value}: ({phrase!r}, {text!r})" for _, value, phrase, text in HTTP_STATUSES)
    return f"""from enum import IntEnum as _http_IntEnum

_HTTP_STATUS_TEXT: dict[int, tuple[str, str]] = {{{texts}}}


class {name}(_http_IntEnum):
{members}

    @property
    def phrase(self) -> str:
        return _HTTP_STATUS_TEXT[self.value][0]

    @property
    def description(self) -> str:
        return _HTTP_STATUS_TEXT[self.value][1]
"""


#: (module, name) -> the source of the class, given the name it is imported as.
_CLASSES = {("http", "HTTPStatus"): _http_status_source}


def expand(
    tree: cst.Module, stand_in: Callable[[cst.BaseStatement, cst.CSTNode], cst.BaseStatement]
) -> cst.Module:
    """`tree` with each `from http import HTTPStatus [as X]` at module level replaced by the class's
    statements (the import keeps any other names it imports)."""
    body: list[cst.BaseStatement] = []
    changed = False
    for stmt in tree.body:
        small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if not (
            isinstance(small, cst.ImportFrom)
            and small.relative == ()
            and not isinstance(small.names, cst.ImportStar)
        ):
            body.append(stmt)
            continue
        module = cst.Module([]).code_for_node(small.module) if small.module is not None else ""
        kept: list[cst.ImportAlias] = []
        made: list[cst.BaseStatement] = []
        for alias in small.names:
            source = _CLASSES.get((module, cst.Module([]).code_for_node(alias.name)))
            if source is None:
                kept.append(alias)
                continue
            local = (
                alias.asname.name.value
                if alias.asname is not None and isinstance(alias.asname.name, cst.Name)
                else cst.Module([]).code_for_node(alias.name)
            )
            for written in cst.parse_module(source(local)).body:
                made.append(stand_in(written, alias))
        if not made:
            body.append(stmt)
            continue
        changed = True
        if kept:
            body.append(
                stmt.with_changes(
                    body=[
                        small.with_changes(
                            names=[k.with_changes(comma=cst.MaybeSentinel.DEFAULT) for k in kept]
                        )
                    ]
                )
            )
        body.extend(made)
    return tree.with_changes(body=body) if changed else tree
