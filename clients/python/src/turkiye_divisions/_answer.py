"""A 200's body as the operation's answer type says: JSON media types parsed, text (CSV, NDJSON,
SHA256SUMS) as a str, anything else (the SQLite database) as bytes. The client asks for gzip, which
makes the dataset files several times smaller on the wire, and undoes it here."""

from __future__ import annotations

import json
import re
import zlib
from email.message import Message
from typing import Iterator, Protocol

_JSON_TYPE = re.compile(r"^application/(?:[a-z.+-]+\+)?json$")
_CHUNK = 64 * 1024


class Readable(Protocol):
    def read(self, amt: int, /) -> bytes: ...


def decoded_chunks(headers: Message, body: Readable) -> Iterator[bytes]:
    """The body as it was before Content-Encoding: gzip, chunk by chunk."""
    gzipped = (headers.get("Content-Encoding") or "").strip().lower() == "gzip"
    # wbits 16 + MAX_WBITS: a gzip header and trailer around the deflate stream (zlib's manual).
    decompressor = zlib.decompressobj(16 + zlib.MAX_WBITS) if gzipped else None
    while chunk := body.read(_CHUNK):
        yield decompressor.decompress(chunk) if decompressor else chunk
    if decompressor:
        yield decompressor.flush()


def read_answer(content_type: str, body: bytes) -> object:
    media_type = content_type.split(";")[0].strip().lower()
    if _JSON_TYPE.match(media_type):
        parsed: object = json.loads(body)
        return parsed
    if media_type.startswith("text/") or media_type == "application/x-ndjson":
        return body.decode("utf-8")
    return body
