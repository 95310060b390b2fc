"""Which robots.txt rules apply to a URL: from this visit, else the shared 24 h cache, else fetched (RB1, RB2).

One per crawler, shared by the robots middleware (every request) and the ladder (rung 1 reads the file).
`download` is injected: it sends a robots.txt request through every downloader middleware.
"""

from __future__ import annotations

import logging

from scrapy import Request

from datestone.politeness.refusal import is_challenge, lower_headers
from datestone.enums import RequestKind
from datestone.politeness.robots import RobotsOutcome, RobotsRules, outcome_for_status, robots_url
from datestone.scope import origin_of
from datestone.crawl.visit import META_KEY, RequestContext, VisitState

logger = logging.getLogger(__name__)


class RobotsCache:
    def __init__(self, store, clock, download, stats) -> None:
        self._store = store
        self._clock = clock
        self._download = download
        self._stats = stats

    async def rules_for(self, url: str, visit: VisitState) -> RobotsRules:
        origin = origin_of(url)
        if origin in visit.robots:
            return visit.robots[origin]
        cached = self._store.cached_robots(origin, self._clock.now())
        if cached is not None:
            self._stats.inc_value("datestone/politeness/robots/cache_hit")
            rules = RobotsRules.from_answer(RobotsOutcome(cached["outcome"]), cached["body"] or "")
        else:
            rules = await self._fetch(origin, visit)
        visit.robots[origin] = rules
        return rules

    async def _fetch(self, origin: str, visit: VisitState) -> RobotsRules:
        context = RequestContext(visit=visit, kind=RequestKind.ROBOTS, rung="robots")
        # No size cap on the download itself: middlewares/body_limits.py stops reading at 500 KiB (RB3) and
        # keeps what came, where Scrapy's cap would throw a large robots.txt away whole.
        request = Request(robots_url(origin + "/"), meta={META_KEY: context, "download_maxsize": 0},
                          dont_filter=True)
        try:
            response = await self._download(request)
        except Exception as exc:  # timeout, connection error, refused redirect: RB6 "unavailable"
            logger.info("robots.txt of %s unavailable: %s", origin, exc)
            self._stats.inc_value("datestone/politeness/robots/unavailable")
            rules = RobotsRules.from_answer(RobotsOutcome.UNAVAILABLE)
        else:
            outcome = outcome_for_status(response.status)
            if outcome is not RobotsOutcome.UNAVAILABLE and is_challenge(
                    response.status, lower_headers(response), response.body):
                outcome = RobotsOutcome.CLOSED  # ours, stricter than RFC 9309
            if 300 <= response.status < 400:
                outcome = RobotsOutcome.UNAVAILABLE  # a redirect we would not follow (too many, off domain)
            self._stats.inc_value(f"datestone/politeness/robots/{outcome.value}")
            rules = RobotsRules.from_answer(outcome, response.body)
            if rules.usable:  # RB2 keeps an answer; a refusal or an outage is the visit's business
                self._store.save_robots({"origin": origin, "fetched_at": self._clock.now(), "status": response.status,
                                         "outcome": outcome.value, "body": rules.text,
                                         "final_url": response.url})
        return rules
