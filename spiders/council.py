"""The finder: `scrapy crawl council -a gss=E07000223` climbs one council's ladder; without `-a gss` it
takes every council that is due and serves them side by side (`-a limit=N` caps how many): each council keeps
its own ladder, budget and pacing, and the next request to go out is whichever council's wait ended first
(oldest-due first on ties) — one at a time, machine-wide (PC2, PC3). One job at a time per council
(datestone/politeness/claims.py); a fresh browser context per visit, closed when it ends (LD6).

The spider holds no policy: it adapts Scrapy to the ladder's Fetcher (datestone/crawl/ladder.py). Every request
goes through the shared downloader middlewares; pages are read in Chromium through scrapy-playwright,
which renders exactly the bytes the plain request fetched (datestone/crawl/browser.py) — or, when a cheap request of
the visit already brought the page's HTML (a fixed-path probe landing on it), those bytes, after the page's own
wait (datestone/crawl/in_hand.py).
"""

from __future__ import annotations

import json
import logging

from datestone.clock import read_on_day
from datestone.runtime import runtime
from datestone.politeness.cooldown import why_not_due
from datestone.enums import Rung
from datestone.extract.facts import read_facts
from datestone.items import Finding
from datestone.crawl.ladder import Climb
from datestone.extract.baseline import baseline
from datestone.register import Council, find_council
from datestone.crawl.replay import VisitReplay
from datestone.crawl.visit import VisitState
from spiders.base import DatestoneSpider
from spiders.fetcher import ScrapyFetcher

logger = logging.getLogger(__name__)


class CouncilSpider(DatestoneSpider):
    name = "council"

    def __init__(self, gss: str | None = None, limit: str | None = None, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.gss = gss
        self.limit = int(limit) if limit else None

    @classmethod
    def from_crawler(cls, crawler, *args, **kwargs):
        spider = super().from_crawler(crawler, *args, **kwargs)
        rt = runtime(crawler)
        if spider.gss:
            spider.councils = [find_council(spider.register, spider.gss)]
        else:
            now = rt.clock.now()
            rows = {c.gss: rt.store.council(c.gss) for c in spider.register.values()}
            due = [c for c in spider.register.values() if why_not_due(rows[c.gss], now) is None]
            # Oldest-due first (a council never visited is the oldest of all), so `-a limit=N` takes those.
            due.sort(key=lambda c: ((rows[c.gss] or {}).get("next_due_at") or 0.0, c.gss))
            spider.councils = due[: spider.limit] if spider.limit else due
        return spider

    async def start(self):
        async for item in self.side_by_side(self.councils, self.visit):
            yield item

    async def visit(self, council: Council):
        rt = runtime(self.crawler)
        job = self.crawler.settings.get("DATESTONE_JOB_ID") or "council"
        council_row = rt.store.ensure_council(council, rt.clock.now())
        resting = why_not_due(council_row, rt.clock.now())
        if resting:
            logger.info("not visiting: %s", resting)  # CD1–CD5: no flag bypasses a rest
            self.crawler.stats.inc_value("datestone/visits/not_due")
            return
        claim = rt.claims.try_claim(council.gss)
        if claim is None:
            logger.info("not visiting %s %s: another job is visiting it now", council.gss, council.name)
            self.crawler.stats.inc_value("datestone/visits/claimed_elsewhere")
            return
        try:
            async for item in self._climb(council, job, council_row.get("next_due_at") or 0.0):
                yield item
        finally:
            claim.release()

    async def _climb(self, council: Council, job: str, due_at: float):
        rt = runtime(self.crawler)
        row = rt.store.open_visit(council.gss, job, rt.clock.now())
        rt.pacer.restore(council.site_domain, row["last_end_at"])
        visit = VisitState(council=council, visit_id=row["id"], job=job, due_at=due_at)
        replay = VisitReplay(rt.store, rt.config.archive_dir, row["id"]) if row["spent"] else None
        fetcher = ScrapyFetcher(self.crawler, visit, replay)
        logger.info("visiting %s %s (visit %s, %s requests already spent)", council.gss, council.name,
                    row["id"], row["spent"])
        try:
            climb = await Climb(council, fetcher).run()
        finally:
            await fetcher.close()
        found = climb.found
        rt.store.close_visit(visit.visit_id, climb.outcome.value, found.rung.value if found else None,
                             rt.clock.now(), why=str(visit.ended) if visit.ended else None,
                             retry_after_s=visit.retry_after_s)
        self.crawler.stats.inc_value(f"datestone/visits/{climb.outcome}")
        logger.info("%s %s: %s%s (rungs tried: %s)", council.gss, council.name, climb.outcome,
                    f" {found.url} by {found.rung.value}" if found else "", ", ".join(climb.rungs_tried))
        if found:
            # AF1: from now on the nightly check, not the finder, looks after this page.
            # Status is judged on the day the page was read, never on the tense of its sentences.
            said = read_facts(found.page.html, read_on_day(found.page.fetched_at, rt.clock.now()))
            rt.store.save_page_state(found.url, council.gss, rt.clock.now(), **baseline(found.page),
                                     facts=json.dumps([f.as_dict() for f in said.facts]))
            yield Finding(gss=council.gss, council=council.name, url=found.url, rung=found.rung.value,
                          depth=found.depth if found.rung is Rung.HOMEPAGE_LINKS else None,
                          schemes=[s.value for s in said.schemes], title=found.verdict.title,
                          score=round(found.verdict.score, 2), fetched_at=found.page.fetched_at,
                          archive=found.page.archive, facts=[f.as_dict() for f in said.facts],
                          page_updated=said.page_updated, stale=said.stale, visit_id=visit.visit_id)
