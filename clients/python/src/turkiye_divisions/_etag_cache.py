"""Answers remembered by URL with their ETag, so the next request for the same URL sends
If-None-Match and a 304 costs no body (RFC 9110 §13.1.2); urllib has no HTTP cache of its own. The
least recently used entry goes first once ``max_entries`` are kept; 0 keeps none."""

from __future__ import annotations

from collections import OrderedDict
from typing import NamedTuple, Optional


class CachedAnswer(NamedTuple):
    etag: str
    content_type: str
    body: bytes


class EtagCache:
    def __init__(self, max_entries: int) -> None:
        self._entries: OrderedDict[str, CachedAnswer] = OrderedDict()
        self._max_entries = max_entries

    def get(self, url: str) -> Optional[CachedAnswer]:
        entry = self._entries.get(url)
        if entry is not None:
            self._entries.move_to_end(url)
        return entry

    def set(self, url: str, entry: CachedAnswer) -> None:
        if self._max_entries <= 0:
            return
        self._entries[url] = entry
        self._entries.move_to_end(url)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)
