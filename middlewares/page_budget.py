"""PC1: at most 18 requests to a council per visit besides robots.txt — sitemaps, probes, pages and every
redirect hop count; the browser's subresources and robots.txt do not.

The budget lives in the store (visits.spent), taken atomically, so a killed and restarted visit never gets
a second 18. Meta: datestone (RequestContext). Stats: datestone/page_budget/spent, .../exhausted.
"""

from __future__ import annotations

from scrapy.exceptions import IgnoreRequest

from datestone.runtime import runtime
from datestone.enums import RequestKind
from datestone.crawl.visit import context_of


class PageBudgetMiddleware:
    def __init__(self, store, stats) -> None:
        self._store = store
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(runtime(crawler).store, crawler.stats)

    def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None or context.render or context.kind in (RequestKind.ROBOTS, RequestKind.CHECK):
            return None
        if context.in_hand is not None:
            return None  # answered with bytes in hand (middlewares/replayed.py): spent when they were sent
        if not self._store.try_spend(context.visit.visit_id):
            self._stats.inc_value("datestone/page_budget/exhausted")
            context.visit.decline(request.url, "visit budget spent (PC1)")
            raise IgnoreRequest(f"visit budget spent (PC1): {request.url}")
        self._stats.inc_value("datestone/page_budget/spent")
        return None
