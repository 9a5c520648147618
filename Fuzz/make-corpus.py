#!/usr/bin/env python3
"""Writes the committed seed corpora (Fuzz/Corpus/<target>/) and dictionaries (Fuzz/Dictionaries/).

Run it after changing the seeds; the files it writes are committed so Fuzz/fuzz needs no Python.
Mapper seeds start with one byte that selects the HTTP status (see FuzzSupport.swift): 0x00 is the
first accepted status; seeds named status-* pick a rejected one.
"""
import base64
import json
import os
import shutil
import struct
import zlib

ROOT = os.path.dirname(os.path.abspath(__file__))
UUIDS = ["73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6", "ba6a1e66-2d4b-4c59-8e7f-3c1f8d1d9a0e",
         "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"]
BAD_UUIDS = ["73A7F70C-75DA-4C2E-B6A3-E70C-7553AA6", "73A7F70C-75DA-4C2E-B6A3-E70C+7553AA6",
             "{73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6}", "73A7F70C75DA4C2EB5A3EED40DC53AA6",
             "73A7F70C-75DA-4C2E-B5A3-EED40DC53AA", "73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6X",
             "G3A7F70C-75DA-4C2E-B5A3-EED40DC53AA6", " 73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6", ""]

# Must match FuzzSupport.swift / the harnesses.
FEED_ACCEPTED = [200]
FEED_REJECTED = [0, 100, 199, 201, 204, 299, 301, 304, 400, 401, 403, 404, 500, 503]
COMMENTS_ACCEPTED = [200, 201, 202, 203, 204, 206, 250, 299]
COMMENTS_REJECTED = [0, 100, 199, 300, 301, 304, 400, 401, 403, 404, 429, 500, 503, 999]


def status_byte(status, accepted, rejected):
    if status in accepted:
        return bytes([accepted.index(status)])
    every = accepted + rejected
    for first in range(192, 256):
        if every[first % len(every)] == status:
            return bytes([first])
    raise ValueError(status)


def dumps(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def write(target, name, data):
    directory = os.path.join(ROOT, "Corpus", target)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, name), "wb") as handle:
        handle.write(data)


def json_hostile():
    """Documents every JSON parser meets sooner or later: (name, bytes)."""
    deep_array = b"[" * 600 + b"]" * 600
    return [
        ("empty", b""),
        ("whitespace", b" \t\r\n"),
        ("html-error-page", b"<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>"),
        ("nul-bytes", b"\x00\x00\x00\x00"),
        ("bom-object", b"\xef\xbb\xbf{}"),
        ("utf16-bom", "{\"a\":1}".encode("utf-16")),
        ("deep-array-600", deep_array),
        ("deep-array-512", b"[" * 512 + b"]" * 512),
        ("deep-object-600", b'{"a":' * 600 + b"1" + b"}" * 600),
        ("unclosed-deep", b"[" * 1000),
        ("huge-integer", b"123456789012345678901234567890123456789012345678901234567890"),
        ("huge-exponent", b"1e400"),
        ("tiny-exponent", b"-1e-400"),
        ("leading-zero", b"[01]"),
        ("number-forms", b"[0,-0,0.5,-0.5e-3,1E+2,1e2,9007199254740993,-9223372036854775808,9223372036854775808]"),
        ("bad-numbers", b"[1.,.5,+1,-,1e,0x10,NaN,Infinity]"),
        ("literals", b"[true,false,null]"),
        ("bad-literals", b"[tru,nul,True,nulll]"),
        ("escapes", b'["\\"\\\\\\/\\b\\f\\n\\r\\t\\u0000\\u001f\\u00e9\\u20ac\\ud83d\\ude00"]'),
        ("lone-high-surrogate", b'["\\ud800"]'),
        ("lone-low-surrogate", b'["\\udc00"]'),
        ("high-surrogate-then-letter", b'["\\ud800\\u0041"]'),
        ("bad-escapes", b'["\\x41","\\u12","\\U0041","\\\'"]'),
        ("raw-control", b'["a\x01b\tc"]'),
        ("invalid-utf8", b'["\xff\xfe\xc0\x80\xed\xa0\x80\xf4\x90\x80\x80"]'),
        ("overlong-utf8", b'["\xe0\x80\xaf"]'),
        ("valid-utf8", '["é€😀 אבג 中文 \u202e\u200f"]'.encode()),
        ("bidi-and-escape", b'["\\u202eevil\\u001b[31m\xe2\x80\xae\x1b]0;title\x07"]'),
        ("trailing-comma", b"[1,2,]"),
        ("trailing-comma-object", b'{"a":1,}'),
        ("trailing-data", b"{} {}"),
        ("data-after-nul", b"{}\x00garbage"),
        ("comment", b"// c\n{}"),
        ("single-quotes", b"{'a':1}"),
        ("unquoted-key", b"{a:1}"),
        ("duplicate-keys", b'{"a":1,"a":2}'),
        ("long-string", b'["' + b"x" * 8000 + b'"]'),
        ("long-escaped-string", b'["' + b"\\u00e9" * 1300 + b'"]'),
        ("many-elements", b"[" + b",".join([b"0"] * 2000) + b"]"),
        ("bom-inside-string", '["\ufeffa"]'.encode()),
    ]


def feed_item(index, **overrides):
    item = {"id": UUIDS[index % len(UUIDS)] if index < len(UUIDS) else
            "%08X-0000-4000-8000-%012X" % (index, index),
            "description": "Description %d" % index, "location": "Location %d" % index,
            "image": "https://images.example/%d.png" % index}
    item.update(overrides)
    return {key: value for key, value in item.items() if value is not ...}


def feed_seeds():
    ok = status_byte(200, FEED_ACCEPTED, FEED_REJECTED)
    valid = {
        "valid-empty": {"items": []},
        "valid-one": {"items": [feed_item(0)]},
        "valid-four-shapes": {"items": [
            feed_item(0), feed_item(1, description=None), feed_item(2, location=...),
            feed_item(3, description=..., location=None, image="http://127.0.0.1:8080/image/3?size=large#x")]},
        "valid-unicode": {"items": [feed_item(0, description="Café 😀 中文 עברית", location="Zürich")]},
        "valid-extra-fields": {"items": [feed_item(0, extra={"nested": [1, 2, {"x": None}]}, likes=3)], "next": None},
        "valid-ten": {"items": [feed_item(i) for i in range(10)]},
        "valid-hundred": {"items": [feed_item(i) for i in range(100)]},
        "valid-lowercase-uuid": {"items": [feed_item(0, id=UUIDS[0].lower())]},
        "valid-uppercase-scheme": {"items": [feed_item(0, image="HTTPS://IMAGES.EXAMPLE/1.PNG")]},
        "valid-empty-strings": {"items": [feed_item(0, description="", location="")]},
    }
    for name, value in valid.items():
        write("feed-items-mapper", name + ".json", ok + dumps(value))
    write("feed-items-mapper", "valid-pretty.json", ok + json.dumps({"items": [feed_item(0)]}, indent=2).encode())
    write("feed-items-mapper", "valid-escaped.json", ok + json.dumps({"items": [feed_item(0, description="tab\tq\"")]}).encode())
    hostile = {
        "items-null": {"items": None},
        "items-object": {"items": {}},
        "items-missing": {"item": []},
        "top-level-array": [feed_item(0)],
        "id-null": {"items": [feed_item(0, id=None)]},
        "id-missing": {"items": [feed_item(0, id=...)]},
        "id-number": {"items": [feed_item(0, id=12345)]},
        "image-null": {"items": [feed_item(0, image=None)]},
        "image-missing": {"items": [feed_item(0, image=...)]},
        "image-file-url": {"items": [feed_item(0, image="file:///etc/passwd")]},
        "image-javascript": {"items": [feed_item(0, image="javascript:alert(1)")]},
        "image-relative": {"items": [feed_item(0, image="/images/1.png")]},
        "image-no-host": {"items": [feed_item(0, image="http://")]},
        "image-spaces": {"items": [feed_item(0, image="https://a b/c d")]},
        "image-ftp": {"items": [feed_item(0, image="ftp://images.example/1.png")]},
        "description-number": {"items": [feed_item(0, description=1)]},
        "location-object": {"items": [feed_item(0, location={"city": "x"})]},
        "item-null": {"items": [None]},
        "item-string": {"items": ["x"]},
        "duplicate-ids": {"items": [feed_item(0), feed_item(1, id=UUIDS[0])]},
        "duplicate-ids-case": {"items": [feed_item(0), feed_item(1, id=UUIDS[0].lower())]},
        "huge-number-field": {"items": [feed_item(0, extra=1e300)]},
        "terminal-escapes": {"items": [feed_item(0, description="\x1b[2J\x1b]0;pwned\x07\u009b31m\u202e\b\r")]},
        "long-description": {"items": [feed_item(0, description="d" * 7000)]},
    }
    for index, bad in enumerate(BAD_UUIDS):
        hostile["bad-uuid-%d" % index] = {"items": [feed_item(0, id=bad)]}
    for name, value in hostile.items():
        write("feed-items-mapper", name + ".json", ok + dumps(value))
    body = dumps(valid["valid-four-shapes"])
    for cut in (1, 10, 20, len(body) // 2, len(body) - 1):
        write("feed-items-mapper", "truncated-%d.json" % cut, ok + body[:cut])
    for status in (201, 204, 301, 304, 400, 401, 404, 500):
        write("feed-items-mapper", "status-%d-valid-body.json" % status,
              status_byte(status, FEED_ACCEPTED, FEED_REJECTED) + body)
    write("feed-items-mapper", "duplicate-items-key.json", ok + b'{"items":[],"items":' + body[9:])
    write("feed-items-mapper", "invalid-utf8-description.json",
          ok + b'{"items":[{"id":"%s","description":"\xff\xfe","image":"https://a.example/1"}]}' % UUIDS[0].encode())
    write("feed-items-mapper", "escaped-uuid.json",
          ok + b'{"items":[{"id":"\\u0037\\u0033A7F70C-75DA-4C2E-B5A3-EED40DC53AA6","image":"https://a.example/1"}]}')
    write("feed-items-mapper", "escaped-bad-uuid.json",
          ok + b'{"items":[{"id":"73A7F70C-75DA-4C2E-B6A3-E70C\\u002d7553AA6","image":"https://a.example/1"}]}')
    for name, data in json_hostile():
        write("feed-items-mapper", "json-" + name, ok + data)


def comment(index, **overrides):
    value = {"id": UUIDS[index % len(UUIDS)], "message": "Message %d" % index,
             "created_at": "2020-05-20T11:24:%02d+0000" % (index % 60), "author": {"username": "user%d" % index}}
    value.update(overrides)
    return {key: value for key, value in value.items() if value is not ...}


DATES = ["2020-05-20T11:24:59+0000", "2020-05-20T11:24:59Z", "2020-05-20T11:24:59+00:00",
         "2020-05-20T11:24:59.123Z", "2020-05-20T11:24:59.123456789-03:30", "2020-05-20t11:24:59z",
         "2020-05-20T11:24:59,5+01", "2024-02-29T23:59:59.9999999999999-2359", "0000-01-01T00:00:00Z",
         "9999-12-31T23:59:59.999999999+23:59", "1582-10-10T12:00:00Z", "1970-01-01T00:00:00Z"]
BAD_DATES = ["2020-05-20T11:24:59", "2020-05-20 11:24:59Z", "2020-05-20", "2021-02-29T00:00:00Z",
             "2020-13-01T00:00:00Z", "2020-00-10T00:00:00Z", "2020-04-31T00:00:00Z", "2020-05-20T24:00:00Z",
             "2020-05-20T23:60:00Z", "2020-05-20T23:59:60Z", "2020-05-20T11:24:59+2400", "2020-05-20T11:24:59+00:60",
             "2020-05-20T11:24:59+0", "2020-05-20T11:24:59+000", "2020-05-20T11:24:59.Z", "2020-05-20T11:24:59Zx",
             "20200520T112459Z", "+2020-05-20T11:24:59Z", "-002020-05-20T11:24:59Z", "2020-5-20T11:24:59Z",
             "２０２０-05-20T11:24:59Z", "2020-05-20T11:24:59Z\n", " 2020-05-20T11:24:59Z", "", "Z",
             "2020-05-20T11:24:59" + "9" * 200 + "Z", "2020-05-20T11:24:59." + "9" * 300 + "Z",
             "1900-02-29T00:00:00Z", "2020-05-20T11:24:59\u00a0Z", "2020-05-20T11:24:59+01:0"]


def comments_seeds():
    for target in ("image-comments-mapper", "created-comment-mapper"):
        ok = status_byte(200, COMMENTS_ACCEPTED, COMMENTS_REJECTED)
        created = status_byte(201, COMMENTS_ACCEPTED, COMMENTS_REJECTED)
        wrap = (lambda value: {"items": value}) if target == "image-comments-mapper" else (lambda value: value[0] if value else {})
        valid = {"valid-one": [comment(0)], "valid-unicode": [comment(1, message="Olá 😀 中文", author={"username": "Zoë"})],
                 "valid-extra-fields": [comment(2, likes=3, author={"username": "u", "avatar": None})]}
        for index, date in enumerate(DATES):
            valid["valid-date-%d" % index] = [comment(index, created_at=date)]
        if target == "image-comments-mapper":
            valid["valid-empty"] = []
            valid["valid-twenty"] = [comment(i, id="%08X-0000-4000-8000-%012X" % (i, i)) for i in range(20)]
        for name, value in valid.items():
            write(target, name + ".json", ok + dumps(wrap(value)))
        write(target, "valid-201.json", created + dumps(wrap([comment(0)])))
        write(target, "valid-pretty.json", ok + json.dumps(wrap([comment(0)]), indent=2).encode())
        hostile = {
            "id-null": [comment(0, id=None)], "id-missing": [comment(0, id=...)], "id-number": [comment(0, id=7)],
            "message-null": [comment(0, message=None)], "message-missing": [comment(0, message=...)],
            "message-array": [comment(0, message=["a"])], "created-at-null": [comment(0, created_at=None)],
            "created-at-number": [comment(0, created_at=1590000000)], "author-null": [comment(0, author=None)],
            "author-string": [comment(0, author="user")], "author-empty": [comment(0, author={})],
            "username-null": [comment(0, author={"username": None})],
            "username-number": [comment(0, author={"username": 1})],
            "terminal-escapes": [comment(0, message="\x1b[2J\x1b]8;;http://x\x07link\u009b\u202e\b\r",
                                         author={"username": "\x1bP+q\x1b\\"})],
            "long-message": [comment(0, message="m" * 7000)],
            "item-null": [None],
        }
        if target == "image-comments-mapper":
            hostile["duplicate-ids"] = [comment(0), comment(1, id=UUIDS[0])]
        for index, bad in enumerate(BAD_UUIDS):
            hostile["bad-uuid-%d" % index] = [comment(0, id=bad)]
        for index, date in enumerate(BAD_DATES):
            hostile["bad-date-%d" % index] = [comment(0, created_at=date)]
        for name, value in hostile.items():
            if value == [None] and target != "image-comments-mapper":
                write(target, name + ".json", ok + b"null")
                continue
            write(target, name + ".json", ok + dumps(wrap(value)))
        body = dumps(wrap([comment(0)]))
        for cut in (1, 10, len(body) // 2, len(body) - 1):
            write(target, "truncated-%d.json" % cut, ok + body[:cut])
        for status in (199, 300, 304, 400, 401, 403, 404, 500):
            write(target, "status-%d-valid-body.json" % status,
                  status_byte(status, COMMENTS_ACCEPTED, COMMENTS_REJECTED) + body)
        write(target, "escaped-bad-uuid.json", ok + body.replace(b"B5A3-EED40DC53AA6", b"B6A3-E70C\\u002d7553AA6"))
        write(target, "escaped-date.json", ok + body.replace(b"2020-05-20T", b"2020\\u002d05-20T"))
        for member in (b'"id":', b'"message":', b'"username":'):
            name = member.strip(b'":').decode()
            write(target, "repeated-%s.json" % name, ok + body.replace(member, member + b'"x",' + member, 1))
        if target == "image-comments-mapper":
            write(target, "repeated-items-key.json", ok + b'{"items":[],"items":' + body[9:])
        for name, data in json_hostile():
            write(target, "json-" + name, ok + data)
    write("image-comments-mapper", "items-null.json", b"\x00" + b'{"items":null}')
    write("image-comments-mapper", "top-level-array.json", b"\x00" + dumps([comment(0)]))
    write("created-comment-mapper", "wrapped-in-items.json", b"\x00" + dumps({"items": [comment(0)]}))


def date_seeds():
    for index, date in enumerate(DATES):
        write("comment-date", "valid-%02d" % index, date.encode())
    for index, date in enumerate(BAD_DATES):
        write("comment-date", "invalid-%02d" % index, date.encode())
    write("comment-date", "invalid-utf8", b"2020-05-20T11:24:59\xffZ")
    write("comment-date", "nul-inside", b"2020-05-20T11:24:59\x00Z")


def json_seeds():
    valid = [
        ("feed", dumps({"items": [feed_item(i) for i in range(3)]})),
        ("comments", dumps({"items": [comment(i) for i in range(3)]})),
        ("scalars", b"[\"\",0,-1.5e+10,true,false,null,{},[]]"),
        ("string", b'"73A7F70C-75DA-4C2E-B5A3-EED40DC53AA6"'),
        ("string-escaped-uuid", b'"\\u0037\\u0033A7F70C-75DA-4C2E-B5A3-EED40DC53AA6"'),
        ("string-url", b'"https://images.example/1.png?x=1#y"'),
        ("integer", b"-9223372036854775808"),
        ("integer-overflow", b"9223372036854775808"),
        ("double-precision", b"[0.1,2.2250738585072014e-308,1.7976931348623157e308,5e-324,4.9406564584124654e-324]"),
        ("pretty", json.dumps({"a": [1, {"b": None}], "c": "d"}, indent=4).encode()),
    ]
    for name, data in valid + json_hostile():
        write("json-reader", name + ".json", data)


def dict_entry(raw):
    """One libFuzzer dictionary value: printable ASCII as is, quote and backslash escaped, other bytes as hex escapes."""
    out = ""
    for byte in raw:
        char = chr(byte)
        if char in '"\\':
            out += "\\" + char
        elif 0x20 <= byte < 0x7F:
            out += char
        else:
            out += "\\x%02X" % byte
    return '"%s"' % out


def dictionaries():
    tokens = ['{', '}', '[', ']', ':', ',', '"', 'true', 'false', 'null', '\\"', '\\\\', '\\/', '\\b', '\\n',
              '\\u', '\\u0000', '\\u001b', '\\u00e9', '\\ud83d\\ude00', '\\ud800', '\\udc00', '-', '0', '1e',
              'E+', 'e-', '.', '1e400', '9223372036854775808', '\ufeff', '\u202e', '\x1b[', '\x00', ' ', '\n']
    tokens = [token.encode() for token in tokens] + [b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80"]
    quoted = lambda text: ('"%s"' % text).encode()
    common = tokens + [quoted("id"), quoted(UUIDS[0]), quoted(BAD_UUIDS[0]), quoted(BAD_UUIDS[1])]
    fields = {
        "json-reader": tokens + [quoted(UUIDS[0]), quoted("items"), b"https://"],
        "feed-items-mapper": common + [quoted(name) for name in ("items", "description", "location", "image",
                                                                 "https://a.example/1.png")]
        + [text.encode() for text in ("http://", "https://", "file://", "://", "@", ":8080", "?", "#", "%20")],
        "image-comments-mapper": common + [quoted(name) for name in ("items", "message", "created_at", "author",
                                                                     "username", DATES[0], DATES[3])]
        + [b"T", b"Z", b"+00:00"],
        "comment-date": [text.encode() for text in (
            "-", ":", "T", "t", "Z", "z", "+", ".", ",", "00", "59", "60", "23", "24", "29", "31", "+00:00",
            "-0330", "+23", "2020", "0000", "9999", "1582", "1600", "1900", "2000", "2020-05-20", "11:24:59",
            ".123456789")] + [b"\xff", b"\x00"],
    }
    fields["created-comment-mapper"] = fields["image-comments-mapper"]
    os.makedirs(os.path.join(ROOT, "Dictionaries"), exist_ok=True)
    for target, entries in fields.items():
        with open(os.path.join(ROOT, "Dictionaries", target + ".dict"), "w") as handle:
            handle.write("# JSON tokens and field names for the %s fuzz target (libFuzzer -dict=)\n" % target)
            for index, entry in enumerate(entries):
                handle.write("t%d=%s\n" % (index, dict_entry(entry)))


# --- images ------------------------------------------------------------------------------------------------------

# Tiny JPEGs made once with ImageMagick 6 (`convert -size 16x8 xc:red -size 16x8 xc:blue +append -strip ...`,
# with -interlace Plane, -colorspace Gray, -colorspace CMYK, -sampling-factor 1x1), kept here as base64 so the
# corpus needs no tool.
JPEGS = {
    "baseline": (
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYn"
        "KSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo"
        "KCgoKCgoKCj/wAARCAAIACADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYH/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/E"
        "ABUBAQEAAAAAAAAAAAAAAAAAAAgG/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AzoBHEigADCFZ/9k="
    ),
    "progressive": (
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYn"
        "KSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo"
        "KCgoKCgoKCj/wgARCAAIACADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAUG/8QAFQEBAQAAAAAAAAAAAAAAAAAABwX/"
        "2gAMAwEAAhADEAAAAc4IyRADCV//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAEFAh//xAAUEQEAAAAAAAAAAAAAAAAAAAAQ"
        "/9oACAEDAQE/AT//xAAUEQEAAAAAAAAAAAAAAAAAAAAQ/9oACAECAQE/AT//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAY/"
        "Ah//xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAE/IR//2gAMAwEAAgADAAAAEPwv/8QAFBEBAAAAAAAAAAAAAAAAAAAAEP/a"
        "AAgBAwEBPxA//8QAFBEBAAAAAAAAAAAAAAAAAAAAEP/aAAgBAgEBPxA//8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQABPxAf"
        "/9k="
    ),
    "grey": (
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYn"
        "KSopGR8tMC0oMCUoKSj/wAALCAAQABABAREA/8QAFgABAQEAAAAAAAAAAAAAAAAAAAcI/8QAFxAAAwEAAAAAAAAAAAAAAAAAABZj"
        "of/aAAgBAQAAPwCSIMsCDLDWqDLAgyw//9k="
    ),
    "cmyk": (
        "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwAGBAUGBQQGBgUGBwcGCAoQCgoJCQoUDg8MEBcUGBgXFBYWGh0lHxobIxwWFiAsICMmJykq"
        "KRkfLTAtKDAlKCko/9sAQwEHBwcKCAoTCgoTKBoWGigoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo"
        "KCgoKCgo/8AAFAgACAAYBAEiAAIRAQMRAQQiAP/EABcAAQADAAAAAAAAAAAAAAAAAAAGBwj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA"
        "/8QAFQEBAQAAAAAAAAAAAAAAAAAACAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADgQBAAIRAxEEAAA/ALEAWI2tUgJ+AHhVAD//"
        "2Q=="
    ),
    "yuv444": (
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYn"
        "KSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo"
        "KCgoKCgoKCj/wAARCAAQABgDAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QA"
        "FQEBAQAAAAAAAAAAAAAAAAAAAAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC8Q9QgAAAAH//Z"
    ),
}


def png_chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, color_type, depth, rows, interlaced=False, extra=b"", level=9):
    """A PNG whose filtered rows (filter byte included) are given; extra chunks go before IDAT."""
    header = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + extra
            + png_chunk(b"IDAT", zlib.compress(rows, level)) + png_chunk(b"IEND", b""))


def png_rows(width, height, channels, depth, pixel, passes=((0, 0, 1, 1),)):
    """Filter-0 rows of samples pixel(x, y) packed at depth bits, pass after pass."""
    out = b""
    for x0, y0, dx, dy in passes:
        columns = range(x0, width, dx)
        if not columns:
            continue
        for y in range(y0, height, dy):
            samples = [s for x in columns for s in pixel(x, y)]
            if depth == 16:
                packed = b"".join(struct.pack(">H", s) for s in samples)
            elif depth == 8:
                packed = bytes(samples)
            else:
                bits = "".join(format(s, "0%db" % depth) for s in samples)
                bits += "0" * (-len(bits) % 8)
                packed = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
            out += b"\x00" + packed
    return out


ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))


def png_seeds():
    split = lambda on, off: lambda x, y: on if x < 4 else off
    valid = {
        "rgb8": png(8, 4, 2, 8, png_rows(8, 4, 3, 8, split([255, 0, 0], [0, 0, 255]))),
        "rgba16": png(8, 4, 6, 16, png_rows(8, 4, 4, 16, split([65535, 0, 0, 65535], [0, 0, 65535, 32768]))),
        "grey1": png(9, 3, 0, 1, png_rows(9, 3, 1, 1, split([0], [1]))),
        "grey-alpha8": png(8, 4, 4, 8, png_rows(8, 4, 2, 8, split([255, 255], [255, 0]))),
        "palette2-trns": png(8, 4, 3, 2, png_rows(8, 4, 1, 2, split([0], [1])),
                             extra=png_chunk(b"PLTE", bytes([255, 0, 0, 0, 0, 255])) + png_chunk(b"tRNS", b"\xff\x80")),
        "rgb8-trns": png(8, 4, 2, 8, png_rows(8, 4, 3, 8, split([255, 0, 0], [0, 0, 255])),
                         extra=png_chunk(b"tRNS", bytes([0, 255, 0, 0, 0, 0]))),
        "interlaced-grey16": png(11, 9, 0, 16, png_rows(11, 9, 1, 16, lambda x, y: [x * 5000 + y], ADAM7), True),
        "interlaced-rgba8": png(13, 7, 6, 8, png_rows(13, 7, 4, 8, lambda x, y: [x * 19, y * 30, 7, 200], ADAM7),
                                True),
        "black-2000x1000": png(2000, 1000, 0, 1, b"\x00" * (1000 * 251)),
    }
    for name, data in valid.items():
        write("png-decoder", name, data)
    rgb = valid["rgb8"]
    write("png-decoder", "truncated-in-idat", rgb[:len(rgb) - 20])
    write("png-decoder", "bad-crc", rgb[:29] + bytes([rgb[29] ^ 0xFF]) + rgb[30:])
    write("png-decoder", "huge-declared", rgb[:16] + struct.pack(">II", 20000, 20000) + rgb[24:])
    write("png-decoder", "signature-then-garbage", rgb[:8] + bytes((i * 97 + 13) % 256 for i in range(64)))


def jpeg_seeds():
    exif = (b"Exif\x00\x00MM\x00\x2a\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01\x00\x06"
            b"\x00\x00\x00\x00\x00\x00")
    for name, text in JPEGS.items():
        data = base64.b64decode(text)
        write("jpeg-decoder", name, data)
    baseline = base64.b64decode(JPEGS["baseline"])
    app1 = b"\xff\xe1" + struct.pack(">H", len(exif) + 2) + exif
    write("jpeg-decoder", "exif-orientation-6", baseline[:2] + app1 + baseline[2:])
    write("jpeg-decoder", "truncated", baseline[:len(baseline) // 2])
    progressive = base64.b64decode(JPEGS["progressive"])
    write("jpeg-decoder", "progressive-truncated", progressive[:len(progressive) * 2 // 3])
    frame = baseline.index(b"\xff\xc0")
    write("jpeg-decoder", "huge-declared", baseline[:frame + 5] + b"\xea\x60\xea\x60" + baseline[frame + 9:])
    write("jpeg-decoder", "soi-then-garbage", b"\xff\xd8\xff" + bytes((i * 89 + 7) % 256 for i in range(64)))


# Tiny WebPs made once with ImageMagick 6 (a red|blue split, lossy; with a 50% blue half, lossless and lossy).
WEBPS = {
    "lossy": "UklGRk4AAABXRUJQVlA4IEIAAAAQAwCdASogAAgAAUAmJaACdMoRwN4B+IH6q8YFygATfQAA/vLrf/zUxYDJHP/0sa3VwBw/65bK3o+M3Kvi7lqoAAA=",
    "lossless-alpha": "UklGRiYAAABXRUJQVlA4TBoAAAAvH8ABEA8Q+z//B/yPCmLBZP7S3RlE9D+oBw==",
    "lossy-alpha": "UklGRnoAAABXRUJQVlA4WAoAAAAQAAAAHwAABwAAQUxQSBMAAAABD3DA/4iIIBZM5i/dnUFE/4N6AFZQOCBAAAAAEAMAnQEqIAAIAAJAOCWgAnTKEcDeAfiB+qvGBcoAE30AAP7wm0P/HuX2B+f/xEj0xCS3+lgaj0flAjSVzvgAAA==",
}


def webp_seeds():
    for name, text in WEBPS.items():
        write("webp-decoder", name, base64.b64decode(text))
    lossy = base64.b64decode(WEBPS["lossy"])
    write("webp-decoder", "truncated", lossy[:len(lossy) // 2])
    write("webp-decoder", "huge-declared-vp8x", b"RIFF\x16\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x10\x00\x00\x00"
          + b"\xff\xff\x00\xff\xff\x00")
    write("webp-decoder", "riff-then-garbage", b"RIFF\x40\x00\x00\x00WEBPVP8 " + bytes((i * 31) % 256 for i in range(64)))


def image_dictionaries():
    entries = {
        "png-decoder": [b"\x89PNG\r\n\x1a\n", b"IHDR", b"PLTE", b"tRNS", b"IDAT", b"IEND", b"gAMA", b"iCCP", b"zTXt",
                        b"\x00\x00\x00\x0dIHDR", b"\x78\x9c", b"\x78\x01", b"\x08\x06\x00\x00\x01",
                        b"\x10\x02\x00\x00\x00", b"\x01\x03\x00\x00\x00"],
        "jpeg-decoder": [b"\xff\xd8", b"\xff\xd9", b"\xff\xc0", b"\xff\xc1", b"\xff\xc2", b"\xff\xc4", b"\xff\xda",
                         b"\xff\xdb", b"\xff\xdd", b"\xff\xe0", b"\xff\xe1", b"\xff\xee", b"\xff\xd0", b"Exif\x00\x00",
                         b"MM\x00\x2a\x00\x00\x00\x08", b"II\x2a\x00\x08\x00\x00\x00", b"\x01\x12\x00\x03", b"Adobe"],
        "webp-decoder": [b"RIFF", b"WEBP", b"VP8 ", b"VP8L", b"VP8X", b"ALPH", b"ANIM", b"ANMF", b"ICCP", b"EXIF",
                         b"\x9d\x01\x2a", b"\x2f"],
    }
    for target, values in entries.items():
        with open(os.path.join(ROOT, "Dictionaries", target + ".dict"), "w") as handle:
            handle.write("# chunk names, markers and header fields for the %s fuzz target (libFuzzer -dict=)\n" % target)
            for index, value in enumerate(values):
                handle.write("t%d=%s\n" % (index, dict_entry(value)))


if __name__ == "__main__":
    shutil.rmtree(os.path.join(ROOT, "Corpus"), ignore_errors=True)
    feed_seeds()
    comments_seeds()
    date_seeds()
    json_seeds()
    dictionaries()
    png_seeds()
    jpeg_seeds()
    webp_seeds()
    image_dictionaries()
