"""The requests every operation makes, with the standard library alone (urllib.request): the URL from
the parameters, If-None-Match for answers it has seen (a 304 answers from the cache), a bounded wait
on 429 and 503 as Retry-After asks, a timeout, the User-Agent, pages walked to the end, and a batch
POST split into requests of the size the API takes. The generated ``Operations`` class calls these."""

from __future__ import annotations

import json
import platform
import socket
import time
import urllib.error
import urllib.request
from contextlib import closing
from email.message import Message
from typing import Iterator, Mapping, NamedTuple, Optional, Sequence, TypedDict, cast

from ._answer import Readable, decoded_chunks, read_answer
from ._errors import ApiError
from ._etag_cache import CachedAnswer, EtagCache
from ._request_url import request_url
from ._retry_after import retry_after_seconds
from ._version import __version__

USER_AGENT = f"turkiye-divisions-python/{__version__} (Python {platform.python_version()})"

# The statuses that say "not now" with a Retry-After: the rate limit (429), and nginx in front of the
# query layer while no worker is up (503, `npm run serve`).
_WAIT_STATUSES = (429, 503)


class Opened(NamedTuple):
    """An answer whose body is still to be read (and closed)."""

    status: int
    reason: str
    headers: Message
    body: Readable

    def close(self) -> None:
        close = getattr(self.body, "close", None)
        if callable(close):
            close()


class _PageMeta(TypedDict):
    total: int


class _Page(TypedDict):
    data: list[object]
    meta: _PageMeta


class Transport:
    """Where the API is and how to ask it; the generated operations and ``Client`` build on it."""

    base_url: str
    """The service's address without a trailing slash: a deployment's, or ``http://127.0.0.1:4321`` for ``npm start``."""
    timeout: float
    """Seconds one request may take to connect and to send each part of its answer."""
    max_retry_wait: float
    """The most seconds one call spends waiting on 429 and 503 answers; past it the ``ApiError`` is raised."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 30.0,
        max_retry_wait: float = 10.0,
        cache_entries: int = 200,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        """
        Args:
            base_url: Where the service is: ``https://…`` of a deployment, or a self-hosted one
                (``http://127.0.0.1:4321`` for ``npm start``); a path prefix is kept.
            timeout: Seconds a request may wait to connect, and for each part of its answer.
            max_retry_wait: The most seconds one call waits on 429 and 503 answers, as their
                Retry-After asks, before it raises; 0 never waits.
            cache_entries: Answers remembered for If-None-Match (least recently used first out); 0 keeps none.
            headers: Headers sent with every request, besides (or instead of) the client's own.
        """
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.max_retry_wait = max_retry_wait
        self._cache = EtagCache(cache_entries)
        self._headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "gzip", **(headers or {})}

    def _attempt(self, request: urllib.request.Request) -> Opened:
        try:
            response = urllib.request.urlopen(request, timeout=self.timeout)  # noqa: S310 (the caller's own base_url)
        except urllib.error.HTTPError as error:
            # urllib raises every status but 2xx; the error is the answer, body and all.
            return Opened(error.code, error.reason, error.headers, cast(Readable, error))
        except (socket.timeout, urllib.error.URLError) as error:
            reason = error.reason if isinstance(error, urllib.error.URLError) else error
            if isinstance(reason, socket.timeout):
                raise TimeoutError(f"No answer from {request.full_url} within {self.timeout} s.") from error
            raise
        return Opened(response.status, response.reason, response.headers, response)

    def _open(self, request: urllib.request.Request) -> Opened:
        """A 200 or a 304, after waiting out 429s and 503s within ``max_retry_wait``; any other answer is raised."""
        waited = 0.0
        while True:
            opened = self._attempt(request)
            if opened.status in (200, 304):
                return opened
            with closing(opened):
                body = b"".join(decoded_chunks(opened.headers, opened.body))
            retry_after = retry_after_seconds(opened.headers.get("Retry-After")) if opened.status in _WAIT_STATUSES else None
            if retry_after is not None and waited + retry_after <= self.max_retry_wait:
                time.sleep(retry_after)
                waited += retry_after
                continue
            raise ApiError.of_answer(opened.status, opened.reason, body, retry_after)

    def _read(self, opened: Opened) -> bytes:
        with closing(opened):
            return b"".join(decoded_chunks(opened.headers, opened.body))

    def _get(self, path: str, path_params: Mapping[str, object], query: Mapping[str, object]) -> object:
        url = request_url(self.base_url, path, path_params, query)
        cached = self._cache.get(url)
        headers = {**self._headers, **({"If-None-Match": cached.etag} if cached else {})}
        opened = self._open(urllib.request.Request(url, headers=headers))
        body = self._read(opened)
        if opened.status == 304:
            if cached is None:
                raise ApiError.of_answer(304, opened.reason, body)
            return read_answer(cached.content_type, cached.body)
        content_type = opened.headers.get("Content-Type") or "application/json"
        etag = opened.headers.get("ETag")
        if etag:
            self._cache.set(url, CachedAnswer(etag, content_type, body))
        return read_answer(content_type, body)

    def _records(self, path: str, path_params: Mapping[str, object], query: Mapping[str, object]) -> Iterator[object]:
        start = query.get("offset")
        offset = start if isinstance(start, int) else 0
        while True:
            page = cast(_Page, self._get(path, path_params, {**query, "offset": offset}))
            yield from page["data"]
            offset += len(page["data"])
            if not page["data"] or offset >= page["meta"]["total"]:
                return

    def _post_in_batches(self, path: str, field: str, items: Sequence[str], size: int) -> list[object]:
        if isinstance(items, str):
            raise TypeError(f"{field} is a list of lines, not one str: wrap it in a list (or read one line with a GET).")
        answers: list[object] = []
        for start in range(0, len(items), size):
            data = json.dumps({field: list(items[start : start + size])}).encode("utf-8")
            headers = {**self._headers, "Content-Type": "application/json"}
            opened = self._open(urllib.request.Request(f"{self.base_url}{path}", data=data, headers=headers, method="POST"))
            answer = cast(_Page, read_answer(opened.headers.get("Content-Type") or "application/json", self._read(opened)))
            answers.extend(answer["data"])
        return answers
