"""How long a 429 or 503 asks to wait: RFC 9110 §10.2.3 Retry-After, delay-seconds or an HTTP-date."""

from __future__ import annotations

import math
import time
from email.utils import parsedate_to_datetime
from typing import Optional


def retry_after_seconds(header: Optional[str], now: Optional[float] = None) -> Optional[int]:
    if header is None:
        return None
    text = header.strip()
    if text.isdigit():
        return int(text)
    try:
        date = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        # Python 3.9 raises TypeError or IndexError on some malformed dates, later ones ValueError.
        return None
    if date is None:  # pyright: ignore[reportUnnecessaryComparison]  (Python 3.9 returns None for some)
        return None
    return max(0, math.ceil(date.timestamp() - (time.time() if now is None else now)))
