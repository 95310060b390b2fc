"""Time, injected. Components never call `time.*` or `datetime.now()` themselves (house style 4)."""

from __future__ import annotations

import time
from datetime import date, datetime, timezone
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the epoch (wall time: stored in the state, compared across runs)."""


class SystemClock:
    def now(self) -> float:
        return time.time()


class FakeClock:
    """A clock tests move by hand."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.t = start

    def now(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


def iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat(timespec="seconds")


def _uk():
    try:
        from zoneinfo import ZoneInfo
        return ZoneInfo("Europe/London")
    except Exception:  # a machine without a time zone database: UTC is at most an hour out
        return timezone.utc


UK = _uk()


def uk_day(ts: float) -> date:
    """The calendar day in England at that moment: councils date their schemes in UK time."""
    return datetime.fromtimestamp(ts, UK).date()


def read_on_day(fetched_at: str | None, fallback_ts: float | None) -> date | None:
    """The day a page was read, from its ISO `fetched_at` (else from the fallback moment), in UK time;
    None when neither says (no fallback given)."""
    fallback = uk_day(fallback_ts) if fallback_ts is not None else None
    try:
        return datetime.fromisoformat(fetched_at).astimezone(UK).date() if fetched_at else fallback
    except ValueError:
        return fallback
