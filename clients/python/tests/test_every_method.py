"""Every method of the client is called by some test of this suite: a route that reaches the client
through `npm run client:types` fails here until a test calls it with values from the dataset."""

from __future__ import annotations

import inspect
import re
import unittest
from pathlib import Path

from turkiye_divisions import Client


class EveryMethodTest(unittest.TestCase):
    def test_every_method_is_called_by_a_test(self) -> None:
        methods = [name for name, _ in inspect.getmembers(Client, inspect.isfunction) if not name.startswith("_")]
        here = Path(__file__).parent
        sources = "\n".join(path.read_text(encoding="utf-8") for path in here.glob("test_*.py") if path.name != Path(__file__).name)
        called = set(re.findall(r"\.(\w+)\(", sources))
        self.assertEqual([name for name in methods if name not in called], [])
        # 38 operations, a page walker for each of the 15 lists, and download_dataset.
        self.assertEqual(len(methods), 54)


if __name__ == "__main__":
    unittest.main()
