"""PC2 and RB5: wait before each request to a council's website, counted from the end of the previous one.

45–120 s before a page read in the browser, 15–35 s before a cheap request or a later robots.txt, at least
the host's Crawl-delay; all scaled by DATESTONE_TIME_SCALE. A redirect hop goes at once (it is part of the
request that caused it). The end of a browser page is when it and its subresources have loaded, so the
render request marks the end again. Sits above RedirectMiddleware so it sees every hop's response.
Meta: datestone (RequestContext), redirect_times. Stats: datestone/pacing/waited_s, .../requests.
"""

from __future__ import annotations

import asyncio

from datestone.components import shared
from datestone.enums import RequestKind
from datestone.scope import origin_of
from datestone.visit import context_of


class PacingMiddleware:
    def __init__(self, pacer, clock, store, stats) -> None:
        self._pacer = pacer
        self._clock = clock
        self._store = store
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        parts = shared(crawler)
        return cls(parts.pacer, parts.clock, parts.store, crawler.stats)

    async def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return None
        visit = context.visit
        if request.meta.get("redirect_times") and self._hop_follows_at_once(request, visit.website):
            return None
        if context.gap_s is None:
            rules = visit.robots.get(origin_of(request.url))
            crawl_delay = rules.crawl_delay_s() if rules else None
            kind = RequestKind.CHEAP if context.kind is RequestKind.ROBOTS else context.kind
            context.gap_s = self._pacer.gap_s(kind, crawl_delay)
        wait = self._pacer.wait_s(visit.website, context.gap_s, self._clock.now())
        if wait > 0:
            self._stats.inc_value("datestone/pacing/waited_s", wait)
            await asyncio.sleep(wait)
        self._stats.inc_value("datestone/pacing/requests")
        return None

    def _hop_follows_at_once(self, request, website: str) -> bool:
        """A redirect hop goes at once — unless another request (the new host's robots.txt) went between."""
        parent_end = request.meta.get("datestone_redirect_from_end")
        last_end = self._pacer.last_end(website)
        return parent_end is not None and (last_end is None or last_end <= parent_end)

    def _ended(self, request) -> float | None:
        context = context_of(request)
        if context is None:
            return None
        now = self._clock.now()
        self._pacer.request_ended(context.visit.website, now)
        self._store.note_request_end(context.visit.visit_id, now)
        return now

    def process_response(self, request, response, spider=None):
        ended = self._ended(request)
        if 300 <= response.status < 400:
            # RedirectMiddleware (below us) copies this meta into the hop it makes.
            request.meta["datestone_redirect_from_end"] = ended
        return response

    def process_exception(self, request, exception, spider=None):
        self._ended(request)
        return None
