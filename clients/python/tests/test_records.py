"""The five kinds through the client against the service: lists with their filters, single records
with fields and include, nested lists, and every list's iterator walked to its last record. Expected
values are the dataset's (data/2025)."""

from __future__ import annotations

import inspect
import unittest

from turkiye_divisions import Client

from .support import API_URL


class ProvincesTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_get_province_trims_fields_and_embeds_relations(self) -> None:
        answer = self.client.get_province(34, fields=["name", "population"], include=["districts"])
        self.assertEqual(answer["meta"], {"datasetVersion": "2025", "lastUpdated": "2026-11-28"})
        data = answer["data"]
        self.assertEqual((data.get("name"), data.get("population"), data.get("slug")), ("İstanbul", 15754053, None))
        self.assertEqual(len(data.get("districts") or []), 39)

    def test_list_provinces_filters_sorts_and_pages(self) -> None:
        coastal = self.client.list_provinces(is_coastal=True, sort="-population", fields="id,name", limit=3)
        self.assertEqual(coastal["data"], [{"id": 34, "name": "İstanbul"}, {"id": 35, "name": "İzmir"}, {"id": 16, "name": "Bursa"}])
        self.assertEqual(coastal["meta"], {"count": 3, "total": 28, "limit": 3, "offset": 0, "datasetVersion": "2025", "lastUpdated": "2026-11-28"})
        inland_metropolitan = self.client.list_provinces(is_coastal="false", is_metropolitan=True, min_altitude=1000, fields=["name"], sort="name")
        self.assertEqual([record.get("name") for record in inland_metropolitan["data"]], ["Erzurum", "Kayseri", "Konya", "Van"])

    def test_iter_list_provinces_walks_every_page_to_the_last(self) -> None:
        ids = [province.get("id") for province in self.client.iter_list_provinces(limit=20, fields=["id"])]
        self.assertEqual(ids, list(range(1, 82)))

    def test_nested_lists_of_a_province(self) -> None:
        self.assertEqual(self.client.list_province_districts(6, sort="-population", limit=1, fields=["name"])["data"], [{"name": "Çankaya"}])
        names = [district["name"] for district in self.client.iter_list_province_districts(34, sort="name", limit=15)]
        self.assertEqual((len(names), names[:3], names[-1]), (39, ["Adalar", "Arnavutköy", "Ataşehir"], "Zeytinburnu"))
        municipalities = self.client.list_province_municipalities(34, type="district_center", limit=1)
        self.assertEqual(municipalities["meta"]["total"], 39)
        self.assertEqual(len(list(self.client.iter_list_province_municipalities(34, limit=1000, fields="id"))), 39)
        caferaga = self.client.list_province_neighborhoods(34, postal_code="34710")
        self.assertEqual([record.get("id") for record in caferaga["data"]], [40512])
        self.assertEqual(sum(1 for _ in self.client.iter_list_province_neighborhoods(34, limit=1000, fields=["id"])), 963)
        self.assertEqual(self.client.list_province_villages(17, limit=1)["meta"]["total"], 575)
        self.assertEqual(sum(1 for _ in self.client.iter_list_province_villages(17, district_id=1503, fields=["id"])), 40)

    def test_a_nested_list_takes_its_parent_once_in_the_path(self) -> None:
        # The query filter named as the path parameter may only repeat it (the OpenAPI document says so);
        # the generated method takes the name once, as the path's.
        parameters = list(inspect.signature(self.client.list_province_districts).parameters)
        self.assertEqual(parameters.count("province_id"), 1)
        self.assertEqual(parameters[0], "province_id")


class DistrictsTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_get_and_list_districts(self) -> None:
        kadikoy = self.client.get_district(1421, include=["province"])["data"]
        # No fields: the whole record, typed so (its keys need no .get()).
        self.assertEqual((kadikoy["name"], kadikoy["provinceId"], kadikoy["stats"]["neighborhoodCount"]), ("Kadıköy", 34, 21))
        self.assertEqual((kadikoy.get("province") or {}).get("name"), "İstanbul")
        ankara = self.client.list_districts(province_id=6, limit=2, fields=["id", "name"])
        self.assertEqual(ankara["meta"]["total"], 25)
        self.assertEqual(len(list(self.client.iter_list_districts(province_id=6, limit=10))), 25)

    def test_nested_lists_of_a_district(self) -> None:
        self.assertEqual([record.get("name") for record in self.client.list_district_municipalities(1421)["data"]], ["Kadıköy"])
        self.assertEqual([record.get("id") for record in self.client.iter_list_district_municipalities(1421)], [2273])
        names = [record.get("name") for record in self.client.list_district_neighborhoods(1421, sort="name", limit=3, fields=["name"])["data"]]
        self.assertEqual(names, ["19 Mayıs", "Acıbadem", "Bostancı"])
        walked = list(self.client.iter_list_district_neighborhoods(1421, limit=4, fields=["id", "name"]))
        self.assertEqual((len(walked), walked[-1]), (21, {"id": 40529, "name": "Kozyatağı"}))
        villages = self.client.list_district_villages(1503, limit=1, fields=["id", "name"])
        self.assertEqual((villages["data"], villages["meta"]["total"]), ([{"id": 8488, "name": "Adatepe"}], 40))
        last = list(self.client.iter_list_district_villages(1503, limit=7, fields=["id", "name"]))[-1]
        self.assertEqual(last, {"id": 8529, "name": "Üçpınar"})


class MunicipalitiesTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_get_and_list_municipalities(self) -> None:
        kadikoy = self.client.get_municipality(2273)["data"]
        self.assertEqual((kadikoy["name"], kadikoy["type"], kadikoy["districtId"]), ("Kadıköy", "district_center", 1421))
        towns = self.client.list_municipalities(province_id=17, type="town", sort="name", limit=1, fields=["name"])
        self.assertEqual(towns["data"], [{"name": "Çardak"}])  # Ç sorts before E in Turkish
        self.assertEqual(len(list(self.client.iter_list_municipalities(district_id=1421))), 1)

    def test_nested_neighborhoods_of_a_municipality(self) -> None:
        self.assertEqual(self.client.list_municipality_neighborhoods(2273, limit=1)["meta"]["total"], 21)
        self.assertEqual(len(list(self.client.iter_list_municipality_neighborhoods(2273, limit=8))), 21)


class NeighborhoodsAndVillagesTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_neighborhoods(self) -> None:
        caferaga = self.client.get_neighborhood(40512, include=["district"])["data"]
        self.assertEqual((caferaga.get("name"), caferaga.get("postalCode"), (caferaga.get("district") or {}).get("name")), ("Caferağa", "34710", "Kadıköy"))
        official = self.client.list_neighborhoods(district_id=1421, postal_code_status=["official"], limit=1)
        self.assertEqual(official["meta"]["total"], 21)
        self.assertEqual([record.get("id") for record in self.client.iter_list_neighborhoods(postal_code="34710")], [40512])

    def test_villages(self) -> None:
        village = self.client.get_village(8497)["data"]
        self.assertEqual(village, {"id": 8497, "name": "Hacıömerler", "slug": "haciomerler", "provinceId": 17, "districtId": 1503, "population": 61, "postalCode": "17810", "postalCodeStatus": "official"})
        self.assertEqual(self.client.list_villages(district_id=1503, search="haciomer", fields="id")["data"], [{"id": 8497}])
        self.assertEqual(len(list(self.client.iter_list_villages(district_id=1503, limit=13))), 40)


if __name__ == "__main__":
    unittest.main()
