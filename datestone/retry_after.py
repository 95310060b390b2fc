"""RF3: `Retry-After` in seconds or as an HTTP date, read against the injected clock."""

from __future__ import annotations

from email.utils import parsedate_to_datetime


def retry_after_s(value: str | None, now: float) -> float | None:
    """Seconds the server asked us to wait, or None when the header is absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None or when.tzinfo is None:
        return None
    return max(0.0, when.timestamp() - now)
