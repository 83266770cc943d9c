"""The client: every operation of the API (generated into ``Operations``), and what is not one
operation: a dataset file downloaded to disk and checked against the sha256 ``GET /v2/datasets`` lists."""

from __future__ import annotations

import hashlib
import os
import urllib.request
from contextlib import closing
from pathlib import Path
from typing import Union

from ._answer import decoded_chunks
from ._api_types import DatasetFile
from ._errors import DatasetChecksumError
from ._operations import Operations


class Client(Operations):
    """The Türkiye administrative divisions API.

    ``Client(base_url="http://127.0.0.1:4321")``: one method per operation of ``/v2/openapi.json``,
    named by its operationId in snake_case (``get_province(34)``), path parameters positional, query
    parameters as keywords in snake_case; ``iter_<list>`` walks every page of a list;
    ``parse_addresses(lines)`` reads any number of address lines, 100 a request;
    ``download_dataset(file, path)`` saves a file and checks its sha256. An answer other than 200
    raises ``ApiError``.
    """

    def download_dataset(self, file: str, path: Union[str, os.PathLike[str]]) -> DatasetFile:
        """Downloads the dataset file ``file`` (``provinces.csv``, ``turkiye.sqlite`` …: one that
        ``GET /v2/datasets`` lists) of the current version to ``path`` (a folder takes the file's own
        name), and checks its sha256 against the list's.

        Returns the file's entry in ``GET /v2/datasets``. Raises ``ValueError`` for a file the list does
        not have, ``DatasetChecksumError`` when the bytes received are not the listed ones (nothing is
        written to ``path`` then), and ``ApiError`` as every call does.
        """
        listed = self.list_datasets()["data"]
        entry = next((candidate for candidate in listed if candidate["file"] == file), None)
        if entry is None:
            raise ValueError(f"{file!r} is not a file GET /v2/datasets lists: {', '.join(candidate['file'] for candidate in listed)}.")
        target = Path(path)
        if target.is_dir():
            target = target / file
        partial = target.with_name(f"{target.name}.part")
        # The pinned URL: the bytes of this version, whatever release comes out meanwhile.
        opened = self._open(urllib.request.Request(f"{self.base_url}{entry['url']}", headers=self._headers))
        digest = hashlib.sha256()
        with closing(opened), open(partial, "wb") as out:
            for chunk in decoded_chunks(opened.headers, opened.body):
                digest.update(chunk)
                out.write(chunk)
        if digest.hexdigest() != entry["sha256"]:
            partial.unlink()
            raise DatasetChecksumError(file, entry["sha256"], digest.hexdigest())
        os.replace(partial, target)
        return entry
