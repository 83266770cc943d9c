"""What the tests share: where the service is, and a relay that stands between the client and it.

tests/client/python-client.test.ts runs this suite against the servers the test run starts, through
these variables; by hand, ``npm start`` and ``python3 -m unittest`` (from clients/python, with
``PYTHONPATH=src``) uses the first one's default.
"""

from __future__ import annotations

import http.client
import http.server
import threading
import urllib.parse
from typing import Callable, List, NamedTuple, Optional, Sequence
import os

API_URL = os.environ.get("TURKIYE_API_URL", "http://127.0.0.1:4321")
"""The service with the test run's settings (no rate limit)."""
RATE_LIMITED_URL = os.environ.get("TURKIYE_RATE_LIMITED_URL")
"""A server of its own with RATE_LIMIT_PER_MINUTE=2, for this suite alone."""
NO_WORKER_URL = os.environ.get("TURKIYE_NO_WORKER_URL")
"""nginx as ``npm run serve`` runs it, with no query-layer worker up: its 503 and Retry-After."""

# Headers that describe one hop, not the answer (RFC 9110 §7.6.1), and the length, which the relay sets.
_HOP_HEADERS = {"connection", "keep-alive", "transfer-encoding", "content-length"}


class Exchange(NamedTuple):
    method: str
    path: str
    request_headers: dict[str, str]
    status: int
    headers: List[tuple[str, str]]
    body: bytes


Rewrite = Callable[[Exchange], Exchange]


class Relay:
    """A loopback HTTP server that passes each request on as it came, to its upstreams in turn (the last
    one for every request after), records every exchange, and can rewrite an answer on its way back.

    ``identity=True`` drops the client's Accept-Encoding, so a rewrite sees the bytes as they are."""

    def __init__(self, upstreams: Sequence[str], rewrite: Optional[Rewrite] = None, identity: bool = False) -> None:
        self.exchanges: list[Exchange] = []
        self._upstreams = list(upstreams)
        relay = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                relay._pass_on(self)

            def do_POST(self) -> None:
                relay._pass_on(self)

            def log_message(self, format: str, *args: object) -> None:
                pass

        self._rewrite = rewrite
        self._identity = identity
        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> Relay:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _pass_on(self, handler: http.server.BaseHTTPRequestHandler) -> None:
        upstream = urllib.parse.urlsplit(self._upstreams[0] if len(self._upstreams) == 1 else self._upstreams.pop(0))
        length = int(handler.headers.get("Content-Length") or 0)
        body = handler.rfile.read(length) if length else None
        headers = {name: value for name, value in handler.headers.items() if name.lower() not in _HOP_HEADERS}
        if self._identity:
            headers.pop("Accept-Encoding", None)
        connection = http.client.HTTPConnection(upstream.hostname or "127.0.0.1", upstream.port, timeout=30)
        try:
            connection.request(handler.command, handler.path, body=body, headers=headers)
            answer = connection.getresponse()
            exchange = Exchange(handler.command, handler.path, headers, answer.status, answer.getheaders(), answer.read())
        finally:
            connection.close()
        if self._rewrite:
            exchange = self._rewrite(exchange)
        self.exchanges.append(exchange)
        handler.send_response(exchange.status)
        for name, value in exchange.headers:
            if name.lower() not in _HOP_HEADERS:
                handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(exchange.body)))
        handler.end_headers()
        handler.wfile.write(exchange.body)


def header(exchange: Exchange, name: str) -> Optional[str]:
    """An answer header of an exchange, by name in any case."""
    return next((value for key, value in exchange.headers if key.lower() == name.lower()), None)
