"""When a request may leave: PC2 pacing, RB5 Crawl-delay and the PC3 machine-wide one-request gate.

PC2: 45–120 s before a page read in the browser, 15–35 s before a cheap request or a later robots.txt,
counted from the END of the previous request to the same council website — by any job (the last end is
kept in the store) — and at least the host's Crawl-delay (RB5); all scaled by DATESTONE_TIME_SCALE. A redirect
hop goes at once, as part of the request that caused it, unless another request went in between.
PC3: after its wait a request takes the machine gate, re-checks its wait (another job may have used the site
meanwhile) and holds the gate until its answer is in. Its hold is one object (datestone/crawl/request_hold.py):
a page read's, made by the fetcher, lasts on through the browser rendering and is let go by the page read.
Sits above the redirect middleware so it sees every hop's answer.
Meta: datestone (RequestContext, its redirect_from_end included), redirect_times.
A page read answered with bytes already in hand (middlewares/replayed.py) waits and takes the gate like any page
read — its subresources reach the council — but is counted as a rendering, not a request.
Stats: datestone/politeness/pacing/waited_s, datestone/politeness/pacing/requests, datestone/politeness/pacing/renders, datestone/politeness/gate/rechecks.
"""

from __future__ import annotations

import asyncio

from datestone.runtime import runtime
from datestone.enums import RequestKind
from datestone.scope import origin_of
from datestone.crawl.request_hold import RequestHold
from datestone.crawl.visit import context_of


class PacingMiddleware:
    def __init__(self, pacer, gate, clock, store, stats) -> None:
        self._pacer = pacer
        self._gate = gate
        self._clock = clock
        self._store = store
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        rt = runtime(crawler)
        return cls(rt.pacer, rt.gate, rt.clock, rt.store, crawler.stats)

    async def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return None  # the browser's reading already holds the gate its page fetch took
        website = context.visit.website
        at_once = bool(request.meta.get("redirect_times")) and self._hop_follows_at_once(context, website)
        if context.gap_s is None:
            rules = context.visit.robots.get(origin_of(request.url))
            crawl_delay = rules.crawl_delay_s() if rules else None
            # A later robots.txt waits like a cheap request in a finder visit, like any check in a nightly one.
            kind = context.kind
            if kind is RequestKind.ROBOTS:
                kind = RequestKind.CHECK if context.visit.job in ("liveness", "quotes") else RequestKind.CHEAP
            context.gap_s = self._pacer.gap_s(kind, crawl_delay)
        if context.hold is None:
            context.hold = RequestHold()
        while True:
            if not at_once:
                await self._wait(website, context.gap_s)
            await context.hold.take(self._gate, context.visit.gate_priority(self._clock.now()))
            self._pacer.restore(website, self._store.website_last_end(website))
            if at_once or self._pacer.wait_s(website, context.gap_s, self._clock.now()) <= 0:
                break
            context.hold.release()  # another job used this website while we queued for the gate: wait again
            self._stats.inc_value("datestone/politeness/gate/rechecks")
        in_hand = context.in_hand is not None
        self._stats.inc_value("datestone/politeness/pacing/renders" if in_hand else "datestone/politeness/pacing/requests")
        return None

    async def _wait(self, website: str, gap_s: float) -> None:
        self._pacer.restore(website, self._store.website_last_end(website))
        wait = self._pacer.wait_s(website, gap_s, self._clock.now())
        if wait > 0:
            self._stats.inc_value("datestone/politeness/pacing/waited_s", wait)
            waiter = object()
            self._pacer.wait_began(waiter, self._clock.now() + wait)
            try:
                await asyncio.sleep(wait)
            finally:
                self._pacer.wait_ended(waiter)

    def _hop_follows_at_once(self, context, website: str) -> bool:
        parent_end = context.redirect_from_end
        last_end = self._pacer.last_end(website)
        return parent_end is not None and (last_end is None or last_end <= parent_end)

    def _ended(self, request, status: int | None = None) -> float | None:
        context = context_of(request)
        if context is None:
            return None
        now = self._clock.now()  # a rendering's end is its page's end (PC2: subresources included)
        self._pacer.request_ended(context.visit.website, now)
        self._store.note_request_end(context.visit.visit_id, context.visit.website, now)
        if context.hold is not None:
            # A page about to be read in the browser keeps the gate: page + subresources are one request (PC3).
            context.hold.answered(status) if status is not None else context.hold.release()
        return now

    def process_response(self, request, response, spider=None):
        context = context_of(request)
        ended = self._ended(request, response.status)
        if context is not None and 300 <= response.status < 400:
            # The hop the redirect middleware (below us) makes carries this same context.
            context.redirect_from_end = ended
        return response

    def process_exception(self, request, exception, spider=None):
        self._ended(request)
        return None
