"""The quote verifier: `scrapy crawl quotes` — does each quotation we show still appear on the council's page?

Each cited page is read once a night however many quotations point at it: robots.txt first, PC4 pacing with
councils taking turns, the one-request gate, refusals as everywhere; the browser when the page's text needs
JavaScript (AF2a, PC3, PC4, RF1). The page read is archived, and each check points at the copy it read.
Outcomes (datestone/extract/quote_match.py): verified (the exact quotation, after normalising whitespace, quotes and
dashes) · modified (only a close match — never counted as verified; the nearest passage is kept) · missing ·
unavailable (blocked, gone, unreachable, refused, or moved off the council's domain — the reason kept as the
nearest passage). A page that moved inside the domain is checked where the redirect led.
"""

from __future__ import annotations

import logging
from itertools import groupby

from datestone.clock import iso
from datestone.runtime import runtime
from datestone.items import QuoteCheckItem
from datestone.crawl.verdict import judge
from datestone.enums import CheckOutcome, QuoteOutcome
from datestone.extract.quote_match import QuoteSelector, match_quote
from datestone.extract.text import main_text, visible_text
from datestone.crawl.visit import VisitState
from spiders.fetcher import ScrapyFetcher
from spiders.nightly import NightlySpider

logger = logging.getLogger(__name__)
RANK = {QuoteOutcome.VERIFIED: 2, QuoteOutcome.MODIFIED: 1, QuoteOutcome.MISSING: 0}


class QuotesSpider(NightlySpider):
    name = "quotes"

    def targets(self, store) -> dict[str, list[tuple[str, list[dict]]]]:
        """Citations by council, then by page: (url, citations of that page)."""
        by_council: dict[str, list] = {}
        citations = sorted(store.citations(), key=lambda c: (c["gss"], c["url"], c["id"]))
        for (gss, url), rows in groupby(citations, key=lambda c: (c["gss"], c["url"])):
            if not (store.council(gss) or {}).get("opted_out"):
                by_council.setdefault(gss, []).append((url, list(rows)))
        return by_council

    async def check_one(self, fetcher: ScrapyFetcher, visit: VisitState, target) -> list[QuoteCheckItem]:
        url, citations = target
        rt = runtime(self.crawler)
        state = rt.store.page_state(url) or {}
        if visit.ended:
            fetched, declined, refused = None, None, str(visit.ended)
        else:
            fetched, declined, refused = await self.fetch(fetcher, visit, url, bool(state.get("needs_js")))
        declined_url, declined_why = declined or (None, None)
        verdict = judge(url, visit.council.site_domain, status=fetched.status if fetched else None,
                        final_url=fetched.url if fetched else None, refused=refused, declined=declined_why,
                        declined_url=declined_url, error=None if fetched or declined or refused else "no answer")
        # A page moved inside the domain is read where it now lives; one that moved off the domain is not read
        # (LD4), and its quotations are unavailable with that reason.
        readable = fetched is not None and fetched.status == 200 and verdict.outcome in (
            CheckOutcome.LIVE, CheckOutcome.MOVED)
        texts = (main_text(fetched.html), visible_text(fetched.html)) if readable else ()
        checked_at = rt.clock.now()
        archive = fetched.archive if fetched else ""
        items = []
        for citation in citations:
            selector = QuoteSelector(citation["exact"], citation.get("prefix") or "", citation.get("suffix") or "")
            if texts:
                # The main text first; the whole visible page if the quotation lives outside it.
                check = max((match_quote(text, selector) for text in texts),
                            key=lambda c: (RANK[c.outcome], c.similarity))
                outcome, similarity, nearest = check.outcome, check.similarity, check.nearest
            else:
                outcome, similarity, nearest = QuoteOutcome.UNAVAILABLE, 0.0, verdict.evidence
            rt.store.record_quote_check({"citation_id": citation["id"], "checked_at": checked_at,
                                         "outcome": outcome.value, "similarity": similarity, "nearest": nearest,
                                         "archive": archive})
            logger.info("%s %s: %s (%.1f) %r", visit.council.gss, url, outcome, similarity, citation["exact"][:60])
            items.append(QuoteCheckItem(gss=visit.council.gss, url=url, exact=citation["exact"],
                                        outcome=outcome.value, similarity=round(similarity, 2), nearest=nearest,
                                        checked_at=iso(checked_at), archive=archive))
        return items
