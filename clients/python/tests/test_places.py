"""Search, the point lookup, postal codes, outlines, what changed, and addresses, one line or many,
through the client against the service. Expected values are the dataset's (data/2025, data/aliases.csv)."""

from __future__ import annotations

import unittest

from turkiye_divisions import Client

from .support import API_URL, Relay, header

CAFERAGA_LINE = "Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL"
KIZILAY_LINE = "Kızılay Mah. Atatürk Blv. No:1 Çankaya/Ankara"


class SearchAndLocateTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_search_places(self) -> None:
        hits = self.client.search_places(q="caferaga kadikoy")["data"]
        self.assertEqual([(hit["type"], hit["id"], hit["label"], hit.get("postalCode")) for hit in hits], [("neighborhood", 40512, "Caferağa, Kadıköy, İstanbul", "34710")])
        districts = self.client.search_places(q="kadıköy", types=["district"], province_id=34, limit=1)["data"]
        self.assertEqual([hit["url"] for hit in districts], ["/v2/districts/1421"])

    def test_locate_point(self) -> None:
        located = self.client.locate_point(latitude=40.99, longitude=29.03)["data"]
        self.assertEqual((located["province"]["name"], located["match"], located["distanceKm"]), ("İstanbul", "inside", 0))
        self.assertEqual(((located["district"] or {}).get("name"), located["districtMatch"]), ("Kadıköy", "inside"))


class PostalCodesAndOutlinesTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_postal_codes(self) -> None:
        code = self.client.get_postal_code("17810")["data"]
        self.assertEqual((code["provinceId"], code["districtIds"]), (17, [1503]))
        self.assertEqual(([n["name"] for n in code["neighborhoods"]], [v["name"] for v in code["villages"]]), (["Gaziyakupbey", "Tekke"], ["Hacıömerler"]))
        listed = self.client.list_postal_codes(prefix="347", limit=2)
        self.assertEqual(listed["data"][0], {"code": "34700", "provinceId": 34, "districtIds": [1708], "neighborhoodCount": 1, "villageCount": 0})
        self.assertEqual(listed["meta"]["total"], 42)
        codes = [summary["code"] for summary in self.client.iter_list_postal_codes(prefix="347", limit=10)]
        self.assertEqual((len(codes), codes[0], codes == sorted(codes)), (42, "34700", True))

    def test_outlines(self) -> None:
        province = self.client.get_province_boundary(34)
        self.assertEqual((province["type"], province["id"], province["properties"]["codes"]["iso3166_2"]), ("Feature", 34, "TR-34"))
        district = self.client.get_district_boundary(1421)
        self.assertEqual((district["properties"]["name"], district["properties"]["codes"]["osmRelationId"]), ("Kadıköy", 1276548))
        self.assertIn(district["geometry"]["type"], ("Polygon", "MultiPolygon"))


class ChangesTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_the_change_list(self) -> None:
        renamed = self.client.list_changes(kind="province", type=["renamed"])
        self.assertEqual([(change["id"], change["name"], (change["previous"] or {}).get("name"), change["date"]) for change in renamed["data"]], [
            (3, "Afyonkarahisar", "Afyon", "2004-01-01"),
            (33, "Mersin", "İçel", "2002-06-19"),
        ])
        added = list(self.client.iter_list_changes(kind="neighborhood", type="added", release="2025", limit=40))
        self.assertEqual((len(added), added[0]["name"]), (100, "Acıdere OSB"))

    def test_each_kinds_history(self) -> None:
        self.assertEqual([change["type"] for change in self.client.list_province_changes(33)["data"]], ["renamed"])
        self.assertEqual([(change["previous"] or {}).get("name") for change in self.client.list_district_changes(1325)["data"]], ["Eyüp"])
        self.assertEqual(self.client.list_municipality_changes(2273)["data"], [])
        renamed = self.client.list_neighborhood_changes(177113)["data"]
        self.assertEqual([(change["name"], (change["previous"] or {}).get("name")) for change in renamed], [("Yeşilvadi", "Çürükler")])
        self.assertEqual(self.client.list_village_changes(8497)["data"], [])


class AddressesTest(unittest.TestCase):
    def test_parse_address(self) -> None:
        parsed = Client(base_url=API_URL).parse_address(q=CAFERAGA_LINE)["data"]
        self.assertEqual(((parsed["neighborhood"] or {}).get("id"), (parsed["postalCode"] or {}).get("value"), parsed["street"], parsed["verdict"]), (40512, "34710", "Moda Cd. No:5 D:3", "accept"))

    def test_parse_addresses_sends_100_lines_in_one_request(self) -> None:
        lines = [CAFERAGA_LINE if i % 2 == 0 else KIZILAY_LINE for i in range(100)]
        with Relay([API_URL]) as relay:
            parsed = Client(base_url=relay.url).parse_addresses(lines)
        self.assertEqual([(exchange.method, exchange.status) for exchange in relay.exchanges], [("POST", 200)])
        self.assertEqual(len(parsed), 100)
        self.assertEqual([item.get("neighborhood", {}) for item in parsed[:2]], [{"id": 40512, "name": "Caferağa", "status": "confirmed"}, {"id": 1569, "name": "Kızılay", "status": "confirmed"}])

    def test_parse_addresses_splits_101_lines_and_keeps_their_order(self) -> None:
        # The 101st line is empty: its error item must come back last, after the first request's 100.
        lines = [KIZILAY_LINE] * 100 + [""]
        with Relay([API_URL]) as relay:
            parsed = Client(base_url=relay.url).parse_addresses(lines)
        self.assertEqual([(exchange.method, exchange.path, exchange.status) for exchange in relay.exchanges], [("POST", "/v2/addresses/parse", 200)] * 2)
        self.assertEqual(len(parsed), 101)
        self.assertEqual(parsed[99].get("neighborhood", {}), {"id": 1569, "name": "Kızılay", "status": "confirmed"})
        self.assertEqual(parsed[100], {"error": {"code": "BAD_REQUEST", "message": "lines[0] must not be empty; give at least one non-space character."}})
        self.assertEqual(header(relay.exchanges[1], "Cache-Control"), "no-store")

    def test_parse_addresses_of_no_lines_asks_nothing(self) -> None:
        with Relay([API_URL]) as relay:
            self.assertEqual(Client(base_url=relay.url).parse_addresses([]), [])
        self.assertEqual(relay.exchanges, [])

    def test_parse_addresses_refuses_one_str(self) -> None:
        with self.assertRaisesRegex(TypeError, "lines is a list of lines, not one str"):
            Client(base_url=API_URL).parse_addresses(CAFERAGA_LINE)


if __name__ == "__main__":
    unittest.main()
