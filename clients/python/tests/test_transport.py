"""How the client asks, seen from a relay between it and the service: If-None-Match for an answer it
has seen and the 304 answered from its bounded cache, gzip on the wire, its User-Agent, the query as
the API reads it, and base_url as given (a trailing slash, a path prefix of a self-hosted service)."""

from __future__ import annotations

import platform
import re
import unittest
import urllib.parse

from turkiye_divisions import ApiError, Client, __version__

from .support import API_URL, Relay, header

SHA256_ETAG = re.compile(r'^"[0-9a-f]{64}"$')


class CacheTest(unittest.TestCase):
    def test_a_304_is_answered_from_the_cache(self) -> None:
        with Relay([API_URL]) as relay:
            client = Client(base_url=relay.url)
            first = client.list_districts(province_id=6, limit=2)
            again = client.list_districts(province_id=6, limit=2)
        self.assertEqual(again, first)
        self.assertIsNot(again, first)
        self.assertEqual([exchange.status for exchange in relay.exchanges], [200, 304])
        self.assertEqual(relay.exchanges[1].body, b"")
        self.assertNotIn("If-None-Match", relay.exchanges[0].request_headers)
        self.assertRegex(relay.exchanges[1].request_headers["If-None-Match"], SHA256_ETAG)
        self.assertEqual(relay.exchanges[1].request_headers["If-None-Match"], header(relay.exchanges[0], "ETag"))

    def test_the_cache_is_bounded_and_can_be_off(self) -> None:
        with Relay([API_URL]) as relay:
            client = Client(base_url=relay.url, cache_entries=1)
            for province in (6, 34, 6):
                client.get_province(province, fields=["name"])
            off = Client(base_url=relay.url, cache_entries=0)
            for _ in range(2):
                off.get_province(34, fields=["name"])
        # One entry: 34 pushed 6 out, so 6 is asked again whole; with none, nothing is revalidated.
        self.assertEqual([exchange.status for exchange in relay.exchanges], [200, 200, 200, 200, 200])
        self.assertTrue(all("If-None-Match" not in exchange.request_headers for exchange in relay.exchanges))


class RequestTest(unittest.TestCase):
    def test_user_agent_and_gzip(self) -> None:
        with Relay([API_URL]) as relay:
            neighborhoods = Client(base_url=relay.url).list_district_neighborhoods(1421, sort="name")
        self.assertEqual(neighborhoods["meta"]["total"], 21)
        exchange = relay.exchanges[0]
        self.assertEqual(exchange.request_headers["User-Agent"], f"turkiye-divisions-python/{__version__} (Python {platform.python_version()})")
        self.assertEqual(__version__, "0.1.0")
        self.assertEqual((exchange.request_headers["Accept-Encoding"], header(exchange, "Content-Encoding")), ("gzip", "gzip"))

    def test_the_query_as_the_api_reads_it(self) -> None:
        with Relay([API_URL]) as relay:
            client = Client(base_url=relay.url)
            client.list_provinces(is_coastal=False, fields=["id", "name"], min_area=0.00001, search="Şanlıurfa")
            client.locate_point(latitude=40.99, longitude=29.03)
            client.get_postal_code("02320")
        queries = [urllib.parse.parse_qsl(urllib.parse.urlsplit(exchange.path).query) for exchange in relay.exchanges]
        self.assertEqual(queries[0], [("search", "Şanlıurfa"), ("fields", "id,name"), ("minArea", "0.00001"), ("isCoastal", "false")])
        self.assertEqual(queries[1], [("latitude", "40.99"), ("longitude", "29.03")])
        self.assertEqual(relay.exchanges[2].path, "/v2/postal-codes/02320")

    def test_base_url_with_a_trailing_slash_or_a_path_prefix(self) -> None:
        self.assertEqual(Client(base_url=f"{API_URL}/").get_health(), {"status": "ok"})
        with Relay([API_URL]) as relay:
            # A self-hosted service behind a prefix: the client keeps it, so this service, which has
            # none, says it has no such route.
            with self.assertRaises(ApiError) as raised:
                Client(base_url=f"{relay.url}/turkiye").get_health()
        self.assertEqual((relay.exchanges[0].path, raised.exception.code), ("/turkiye/health", "ROUTE_NOT_FOUND"))


if __name__ == "__main__":
    unittest.main()
