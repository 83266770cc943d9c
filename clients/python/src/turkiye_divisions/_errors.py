"""What the client raises: the API's answer other than 200 as one ``ApiError``, and a downloaded file
whose sha256 is not the one ``GET /v2/datasets`` lists as ``DatasetChecksumError``."""

from __future__ import annotations

import json
from typing import Optional, cast


class ApiError(Exception):
    """An answer other than 200 (or a 304 answered from the cache): the API's
    ``{"error": {"code", "message", "status"}}``, and how long it asked to wait on a 429 or 503."""

    status: int
    """The HTTP status."""
    code: str
    """The API's stable code (``PROVINCE_NOT_FOUND``, ``RATE_LIMIT_EXCEEDED`` …); ``HTTP_<status>`` when
    the body was not the API's (a proxy's page, say)."""
    message: str
    """What went wrong and how to fix it."""
    retry_after: Optional[int]
    """Seconds the answer asked to wait (``Retry-After``), on a 429 or 503; else None."""

    def __init__(self, status: int, code: str, message: str, retry_after: Optional[int] = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after

    def __str__(self) -> str:
        return f"{self.status} {self.code}: {self.message}"

    @classmethod
    def of_answer(cls, status: int, reason: str, body: bytes, retry_after: Optional[int] = None) -> ApiError:
        """The error an answer carries, read from its body when it is the API's envelope."""
        try:
            parsed: object = json.loads(body)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict):
            error = cast("dict[str, object]", parsed).get("error")
            if isinstance(error, dict):
                fields = cast("dict[str, object]", error)
                code, message = fields.get("code"), fields.get("message")
                if isinstance(code, str) and isinstance(message, str):
                    return cls(status, code, message, retry_after)
        # Not the API's envelope: the status says what is known.
        return cls(status, f"HTTP_{status}", f"{status} {reason}".strip(), retry_after)


class DatasetChecksumError(Exception):
    """A downloaded dataset file whose sha256 differs from the one ``GET /v2/datasets`` lists; the file
    is not kept."""

    file: str
    expected: str
    actual: str

    def __init__(self, file: str, expected: str, actual: str) -> None:
        super().__init__(f"{file}: sha256 {actual} is not the listed {expected}; the download was discarded.")
        self.file = file
        self.expected = expected
        self.actual = actual
