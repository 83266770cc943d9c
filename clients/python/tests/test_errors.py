"""Every way a call can fail, each raised as the client promises: the API's 404 and 400 as ApiError
with its code and message; a 429 from a server with a small rate limit and a 503 from nginx with no
worker up, waited out as Retry-After asks within the bound and raised past it; a body that is not the
API's; and a service that does not answer in time."""

from __future__ import annotations

import socket
import time
import unittest

from turkiye_divisions import ApiError, Client

from .support import API_URL, NO_WORKER_URL, RATE_LIMITED_URL, Exchange, Relay


class ApiErrorsTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_404_names_what_was_not_found(self) -> None:
        with self.assertRaises(ApiError) as raised:
            self.client.get_province(99)
        error = raised.exception
        self.assertEqual((error.status, error.code, error.message, error.retry_after), (404, "PROVINCE_NOT_FOUND", "Province not found.", None))
        self.assertEqual(str(error), "404 PROVINCE_NOT_FOUND: Province not found.")
        with self.assertRaises(ApiError) as village:
            self.client.list_village_changes(99999999)
        self.assertEqual(village.exception.code, "VILLAGE_NOT_FOUND")

    def test_400_says_what_to_fix(self) -> None:
        with self.assertRaises(ApiError) as raised:
            self.client.list_villages(limit=5000)
        self.assertEqual((raised.exception.status, raised.exception.code, raised.exception.message), (400, "BAD_REQUEST", "limit must be an integer from 1 to 1000."))
        with self.assertRaises(ApiError) as hierarchy:
            self.client.list_neighborhoods(province_id=6, district_id=1421)
        self.assertEqual((hierarchy.exception.code, hierarchy.exception.message), ("INVALID_HIERARCHY_FILTER", "Hierarchy filters are inconsistent."))

    def test_an_answer_that_is_not_the_apis_keeps_its_status(self) -> None:
        def proxy_page(exchange: Exchange) -> Exchange:
            return exchange._replace(status=502, headers=[("Content-Type", "text/html")], body=b"<html>Bad Gateway</html>")

        with Relay([API_URL], rewrite=proxy_page) as relay, self.assertRaises(ApiError) as raised:
            Client(base_url=relay.url).get_health()
        self.assertEqual((raised.exception.status, raised.exception.code, raised.exception.message), (502, "HTTP_502", "502 Bad Gateway"))


def spend_the_rate_limit() -> ApiError:
    """Calls the limited server (2 a minute) until it answers 429, which it must within three calls."""
    client = Client(base_url=RATE_LIMITED_URL or "", max_retry_wait=0)
    for _ in range(3):
        try:
            client.list_provinces(limit=1)
        except ApiError as error:
            return error
    raise AssertionError("three calls within a minute passed a limit of 2 a minute")


@unittest.skipUnless(RATE_LIMITED_URL, "TURKIYE_RATE_LIMITED_URL is not set (tests/client/python-client.test.ts starts that server)")
class RateLimitTest(unittest.TestCase):
    def test_429_past_the_wait_bound_is_raised_with_retry_after(self) -> None:
        error = spend_the_rate_limit()
        self.assertEqual((error.status, error.code), (429, "RATE_LIMIT_EXCEEDED"))
        self.assertGreaterEqual(error.retry_after or 0, 1)
        self.assertEqual(error.message, f"Rate limit exceeded. Try again in {error.retry_after} seconds.")

    def test_429_is_waited_out_within_the_bound(self) -> None:
        # The limited server's 429 (its Retry-After shortened to one second on the way, so the test waits
        # one second, not a minute), then the retry reaches the service with room.
        def shorten(exchange: Exchange) -> Exchange:
            if exchange.status != 429:
                return exchange
            return exchange._replace(headers=[(name, "1" if name.lower() == "retry-after" else value) for name, value in exchange.headers])

        spend_the_rate_limit()
        with Relay([RATE_LIMITED_URL or "", API_URL], rewrite=shorten) as relay:
            started = time.monotonic()
            answer = Client(base_url=relay.url, max_retry_wait=5).get_district(1421, fields=["name"])
        self.assertEqual(answer["data"], {"name": "Kadıköy"})
        self.assertEqual([exchange.status for exchange in relay.exchanges], [429, 200])
        self.assertGreaterEqual(time.monotonic() - started, 0.95)


@unittest.skipUnless(NO_WORKER_URL, "TURKIYE_NO_WORKER_URL is not set (needs nginx; tests/client/python-client.test.ts starts it)")
class ServiceUnavailableTest(unittest.TestCase):
    def test_503_past_the_wait_bound_is_raised_with_retry_after(self) -> None:
        with self.assertRaises(ApiError) as raised:
            Client(base_url=NO_WORKER_URL or "", max_retry_wait=1).list_provinces(limit=1)
        error = raised.exception
        self.assertEqual(
            (error.status, error.code, error.message, error.retry_after),
            (503, "SERVICE_UNAVAILABLE", "The service is restarting and cannot answer this request now. Try again in 2 seconds.", 2),
        )

    def test_503_is_waited_out_within_the_bound(self) -> None:
        # nginx with no worker answers first (its own 503, Retry-After: 2); the retry reaches the service,
        # as it would reach nginx once a worker is up again.
        with Relay([NO_WORKER_URL or "", API_URL]) as relay:
            started = time.monotonic()
            answer = Client(base_url=relay.url, max_retry_wait=5).get_province(6, fields=["name"])
        self.assertEqual(answer["data"], {"name": "Ankara"})
        self.assertEqual([exchange.status for exchange in relay.exchanges], [503, 200])
        self.assertGreaterEqual(time.monotonic() - started, 1.95)

    def test_waits_add_up_to_the_bound(self) -> None:
        # Retry-After 2 each time and a bound of 5: two waits (4 s), then the third 503 is raised.
        with Relay([NO_WORKER_URL or ""]) as relay:
            started = time.monotonic()
            with self.assertRaises(ApiError):
                Client(base_url=relay.url, max_retry_wait=5).get_health()
        self.assertEqual([exchange.status for exchange in relay.exchanges], [503, 503, 503])
        self.assertGreaterEqual(time.monotonic() - started, 3.9)


class TimeoutTest(unittest.TestCase):
    def test_a_service_that_does_not_answer_in_time_raises_timeout_error(self) -> None:
        # A socket that takes the connection and never answers.
        with socket.socket() as silent:
            silent.bind(("127.0.0.1", 0))
            silent.listen()
            url = f"http://127.0.0.1:{silent.getsockname()[1]}"
            started = time.monotonic()
            with self.assertRaisesRegex(TimeoutError, f"No answer from {url}/health within 0.5 s."):
                Client(base_url=url, timeout=0.5).get_health()
            self.assertLess(time.monotonic() - started, 5)


if __name__ == "__main__":
    unittest.main()
