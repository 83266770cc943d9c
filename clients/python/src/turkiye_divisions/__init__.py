"""A typed client for the Türkiye administrative divisions API (TürkiyeAPI v2 contract): provinces,
districts, municipalities, neighborhoods and villages, postal codes, search, addresses and datasets.
Standard library only.

    from turkiye_divisions import Client
    client = Client(base_url="http://127.0.0.1:4321")
    client.get_province(34)["data"]
"""

from . import _api_types
from ._api_types import *  # noqa: F403 (the generated types, as its __all__ lists them)
from ._client import Client
from ._errors import ApiError, DatasetChecksumError
from ._version import __version__

__all__ = ["ApiError", "Client", "DatasetChecksumError", "__version__"]
__all__ += _api_types.__all__
