"""What the two nightly jobs (liveness, quotes) share: councils checked side by side, each its own pages in
turn, so hosts take turns (PC4 round robin) under the one-request gate (PC3); one pass (a "visit" row of the
job's kind) per council, which never moves the finder's queue. Not a spider itself (no `name`)."""

from __future__ import annotations

import logging

from datestone.enums import RequestKind, VisitOutcome
from datestone.runtime import runtime
from datestone.crawl.visit import VisitState
from spiders.base import DatestoneSpider
from spiders.fetcher import ScrapyFetcher

logger = logging.getLogger(__name__)


class NightlySpider(DatestoneSpider):
    def targets(self, store) -> dict[str, list]:
        """What to check, by council GSS code, in the order to check it."""
        raise NotImplementedError

    async def check_one(self, fetcher: ScrapyFetcher, visit: VisitState, target) -> list:
        """Check one target; returns the items to emit."""
        raise NotImplementedError

    async def start(self):
        targets = self.targets(runtime(self.crawler).store)
        councils = []
        for gss in targets:
            council = self.register.get(gss)
            if council is None:
                logger.warning("%s is cited but not in the register; skipped", gss)
            else:
                councils.append(council)

        async def serve(council):
            for item in await self.check_council(council, targets[council.gss]):
                yield item

        async for item in self.side_by_side(councils, serve):
            yield item

    async def check_council(self, council, targets: list) -> list:
        rt = runtime(self.crawler)
        row = rt.store.start_check_visit(council.gss, self.name, rt.clock.now())
        visit = VisitState(council=council, visit_id=row["id"], job=self.name, pages_left=len(targets))
        fetcher = ScrapyFetcher(self.crawler, visit)
        items = []
        try:
            for target in targets:
                items.extend(await self.check_one(fetcher, visit, target))
                visit.pages_left -= 1
        finally:
            await fetcher.close()
            outcomes = {item.outcome for item in items}
            # AF4: blocked pages make the council "cannot confirm"; a moved one waits for a person (CD4)
            summary = "blocked" if "blocked" in outcomes or visit.ended else (
                "moved" if "moved" in outcomes else ("checked" if items else "nothing"))
            rt.store.end_check_visit(visit.visit_id, summary, rt.clock.now(), outcomes)
        return items

    @staticmethod
    async def fetch(fetcher: ScrapyFetcher, visit: VisitState, url: str, needs_js: bool, conditional: bool = False):
        """One check request (PC4 kind): the answer; and if a request of it was not sent, which URL (the page
        itself, or a redirect hop) and why (declined: (url, why)); and the refusal that ended the visit, if any.
        `conditional`: each URL of the chain is asked with its own stored validators (middlewares/validators.py)."""
        declined_before = len(visit.declined)
        read = fetcher.page if needs_js else fetcher.cheap
        fetched = await read(url, "check", kind=RequestKind.CHECK, conditional=conditional)
        declined = visit.declined[-1] if len(visit.declined) > declined_before else None
        refused = str(visit.ended) if visit.ended and visit.ended.outcome is VisitOutcome.REFUSED else None
        return fetched, declined, refused
