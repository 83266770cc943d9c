"""The system routes and the datasets: health, metadata, the OpenAPI document, the dataset index and
files as JSON, text and bytes, and a file downloaded to disk and checked against its listed sha256."""

from __future__ import annotations

import hashlib
import tempfile
import unittest
from pathlib import Path

from turkiye_divisions import Client, DatasetChecksumError

from .support import API_URL, Exchange, Relay


class SystemTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_health_meta_and_the_openapi_document(self) -> None:
        self.assertEqual(self.client.get_health(), {"status": "ok"})
        meta = self.client.get_meta()["data"]
        self.assertEqual((meta["apiVersion"], meta["datasetVersion"]), ("2.0.0", "2025"))
        self.assertEqual(meta["counts"], {"provinces": 81, "districts": 973, "municipalities": 1377, "neighborhoods": 32279, "villages": 18183})
        document = self.client.get_open_api_document()
        self.assertEqual(document["openapi"], "3.1.0")
        self.assertIn("/v2/provinces/{provinceId}", document["paths"])


class DatasetsTest(unittest.TestCase):
    client = Client(base_url=API_URL)

    def test_the_index_and_files_as_json_text_and_bytes(self) -> None:
        index = self.client.list_datasets()
        provinces = next(entry for entry in index["data"] if entry["file"] == "provinces.json")
        self.assertEqual((provinces["records"], provinces["url"], provinces["latestUrl"]), (81, "/v2/datasets/2025/provinces.json", "/v2/datasets/provinces.json"))
        self.assertEqual(index["meta"]["checksumsUrl"], "/v2/datasets/2025/SHA256SUMS")
        records = self.client.get_dataset("provinces.json")
        self.assertEqual(len(records) if isinstance(records, list) else None, 81)
        csv = self.client.get_dataset("provinces.csv")
        self.assertTrue(isinstance(csv, str) and csv.startswith("id,name,slug,population,area_value"))
        sqlite = self.client.get_dataset_version("2025", "turkiye.sqlite")
        self.assertEqual(sqlite[:15] if isinstance(sqlite, bytes) else None, b"SQLite format 3")

    def test_download_dataset_checks_the_sha256(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            entry = self.client.download_dataset("districts.csv", folder)
            saved = Path(folder, "districts.csv").read_bytes()
            self.assertEqual((entry["file"], len(saved), hashlib.sha256(saved).hexdigest()), ("districts.csv", entry["bytes"], entry["sha256"]))
            self.assertEqual(saved.decode("utf-8").split("\r\n")[0], "id,name,slug,provinceId,population,area_value,area_unit,stats_municipalityCount,stats_neighborhoodCount,stats_villageCount")
            self.assertEqual(sorted(path.name for path in Path(folder).iterdir()), ["districts.csv"])

    def test_a_download_whose_bytes_are_not_the_listed_ones_is_refused_and_not_kept(self) -> None:
        def corrupt(exchange: Exchange) -> Exchange:
            # One byte changed on the way, as a broken proxy or disk would: the index still says the truth.
            if not exchange.path.startswith("/v2/datasets/2025/"):
                return exchange
            middle = len(exchange.body) // 2
            return exchange._replace(body=exchange.body[:middle] + bytes([exchange.body[middle] ^ 1]) + exchange.body[middle + 1 :])

        with Relay([API_URL], rewrite=corrupt, identity=True) as relay, tempfile.TemporaryDirectory() as folder:
            target = Path(folder, "provinces.json")
            with self.assertRaises(DatasetChecksumError) as raised:
                Client(base_url=relay.url).download_dataset("provinces.json", target)
            listed = next(entry for entry in self.client.list_datasets()["data"] if entry["file"] == "provinces.json")
            self.assertEqual((raised.exception.file, raised.exception.expected), ("provinces.json", listed["sha256"]))
            self.assertNotEqual(raised.exception.actual, listed["sha256"])
            self.assertEqual(list(Path(folder).iterdir()), [])
        self.assertEqual([exchange.path for exchange in relay.exchanges], ["/v2/datasets", "/v2/datasets/2025/provinces.json"])

    def test_a_file_the_index_does_not_list_is_a_value_error(self) -> None:
        with tempfile.TemporaryDirectory() as folder, self.assertRaisesRegex(ValueError, "'towns.json' is not a file GET /v2/datasets lists: provinces.json, districts.json"):
            self.client.download_dataset("towns.json", folder)


if __name__ == "__main__":
    unittest.main()
