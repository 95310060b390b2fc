"""PC2 pacing and RB5 Crawl-delay: how long to wait before the next request to a council's website.

Plain code with an injected random source; the adapter (`middlewares/pacing.py`) does the waiting.
The wait counts from the END of the previous request to the same website (robots.txt included); a redirect
hop is part of the request that caused it and waits for nothing. Waits are multiplied by
DATESTONE_TIME_SCALE; the policy numbers never change.
"""

from __future__ import annotations

import random

from datestone import policy
from datestone.enums import RequestKind


class Pacer:
    def __init__(self, rng: random.Random, time_scale: float) -> None:
        self._rng = rng
        self._scale = time_scale
        self._last_end: dict[str, float] = {}
        self._waking: dict[object, float] = {}  # who is waiting out a gap, and until when (for progress)

    def gap_s(self, kind: RequestKind, crawl_delay_s: float | None = None) -> float:
        """A fresh random gap for one request, already scaled. Drawn once per request, never per retry."""
        if kind is RequestKind.CHECK:  # PC4: never faster than one request every 1.5 s to a host
            gap = policy.CHECK_GAP_MIN_S
        elif kind is RequestKind.PAGE:
            gap = self._rng.uniform(policy.PAGE_GAP_MIN_S, policy.PAGE_GAP_MAX_S)
        else:  # cheap requests and a later host's robots.txt wait the cheap gap
            gap = self._rng.uniform(policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S)
        return max(gap, crawl_delay_s or 0.0) * self._scale

    def wait_s(self, website: str, gap_s: float, now: float) -> float:
        last = self._last_end.get(website)
        if last is None:
            return 0.0
        return max(0.0, last + gap_s - now)

    def request_ended(self, website: str, at: float) -> None:
        self._last_end[website] = max(at, self._last_end.get(website, at))

    def last_end(self, website: str) -> float | None:
        return self._last_end.get(website)

    def restore(self, website: str, last_end: float | None) -> None:
        """A restarted job keeps its pacing: the store remembers when the last request ended."""
        if last_end is not None:
            self.request_ended(website, last_end)

    def wait_began(self, waiter: object, until: float) -> None:
        self._waking[waiter] = until

    def wait_ended(self, waiter: object) -> None:
        self._waking.pop(waiter, None)

    def next_wake(self) -> float | None:
        """When the earliest wait now running ends: the job's next request, unless the gate is busy then."""
        return min(self._waking.values(), default=None)
