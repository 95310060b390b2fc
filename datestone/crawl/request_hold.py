"""PC3: one request's hold on the machine gate, and the one object that takes it and lets it go.

The pacing middleware asks it to take the gate once the request's PC2 wait is over (middlewares/pacing.py). A plain
request's hold ends with its answer. A page read owns its hold from the fetcher (spiders/fetcher.py): it lasts
through the browser rendering ("a browser page with its subresources counts as one request") and ends when the page
and its subresources are in, or when the read ends without a rendering (an error page, a PDF, an exception).

The hold covers what is on the wire, not Chromium's housekeeping: a page read makes its browser context and page
after its wait and before it takes the gate (`before_take`), and closes the page after letting go. `ahead` bounds
how many requests may have done that and still be queueing for the gate (each made page is a renderer process).
"""

from __future__ import annotations

import asyncio
from typing import Awaitable, Callable


class RequestHold:
    def __init__(self, spans_rendering: bool = False,
                 before_take: Callable[[], Awaitable[None]] | None = None,
                 ahead: asyncio.Semaphore | None = None) -> None:
        self.spans_rendering = spans_rendering  # a page read: the 200 answer is rendered under the same hold
        self._before_take = before_take  # run once, after the wait, outside the hold
        self._ahead = ahead  # held from before `before_take` until the gate is held
        self._gate_hold = None

    @property
    def held(self) -> bool:
        return self._gate_hold is not None and self._gate_hold.held

    async def take(self, gate, priority: tuple) -> None:
        """After the request's wait: what must be ready before it goes, then the gate (queued in `priority`)."""
        if self._before_take is None:
            if not self.held:
                self._gate_hold = await gate.take(priority)
            return
        prepare, self._before_take = self._before_take, None
        if self._ahead is not None:
            await self._ahead.acquire()
        try:
            await prepare()
            self._gate_hold = await gate.take(priority)
        finally:
            if self._ahead is not None:
                self._ahead.release()

    def answered(self, status: int) -> None:
        """A hop's answer is in. A page read's 200 keeps the hold for its rendering; anything else lets go
        (a redirect's next hop takes the gate again, at once: PC2)."""
        if not (self.spans_rendering and status == 200):
            self.release()

    def release(self) -> None:
        """Idempotent: the first call lets go, later ones do nothing."""
        if self._gate_hold is not None:
            gate_hold, self._gate_hold = self._gate_hold, None
            gate_hold.release()
