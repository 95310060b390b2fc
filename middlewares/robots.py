"""robots.txt first, for every host, and obeyed (RB1–RB4, RB6); our own reading, not Scrapy's.

Before any request to a host, that host's robots.txt rules are known (this visit, the shared 24 h cache, or
fetched now). A closed robots.txt (401/403/451/challenge) or a 429 is a refusal and ends the visit (RF1);
5xx/timeout/connection error means nothing more from that host this visit (RB6). A disallowed URL — a
redirect hop included — is not requested (RB4); the line that decided is kept as evidence.
Meta: datestone (RequestContext, its robots_rule the evidence). Stats: datestone/politeness/robots/*.
"""

from __future__ import annotations

from scrapy.exceptions import IgnoreRequest

from datestone.runtime import runtime
from datestone.enums import RequestKind, VisitOutcome
from datestone.politeness.robots import RobotsOutcome
from datestone.crawl.robots_cache import RobotsCache
from datestone.crawl.visit import context_of

class RobotsMiddleware:
    def __init__(self, book: RobotsCache, stats) -> None:
        self._book = book
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(runtime(crawler).robots, crawler.stats)

    async def process_request(self, request, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return None
        if context.kind is RequestKind.ROBOTS:
            context.robots_rule = "robots.txt itself"
            return None
        visit = context.visit
        rules = await self._book.rules_for(request.url, visit)
        if rules.outcome in (RobotsOutcome.CLOSED, RobotsOutcome.REFUSED):
            visit.end(VisitOutcome.REFUSED, f"robots.txt {rules.outcome.value}")
            raise IgnoreRequest(f"robots.txt refused us ({rules.outcome.value}): {request.url}")
        if rules.outcome is RobotsOutcome.UNAVAILABLE:
            self._stats.inc_value("datestone/politeness/robots/host_unavailable")
            visit.decline(request.url, "robots.txt unavailable (RB6)")
            raise IgnoreRequest(f"robots.txt unavailable, nothing more from this host: {request.url}")
        evidence = rules.evidence(request.url)
        if not rules.allows(request.url):
            self._stats.inc_value("datestone/politeness/robots/disallowed")
            visit.decline(request.url, evidence)
            raise IgnoreRequest(f"disallowed by robots.txt ({evidence}): {request.url}")
        context.robots_rule = evidence
        return None
