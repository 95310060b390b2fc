"""The nightly check and change monitor: `scrapy crawl liveness` (AF1, AF2, PC4).

Every page we cite — each council's current finding (pending or approved) or the page a person named, and
every page a citation points to — is asked once: robots.txt first (the shared 24 h cache), then a conditional
GET from the copy we hold, so an unchanged page costs the council one small 304. Plain HTTP, or the browser
when the stored copy showed the text only appears after JavaScript. Councils are checked side by side, each
its pages in turn, so hosts take turns (round robin) under the one-request gate (PC3) and PC4's per-host gap.
A materially changed main text is stored with a word diff and a new archived copy, for a person to review.
The spider holds no policy: outcomes come from datestone/liveness.py, changes from datestone/change.py.
"""

from __future__ import annotations

import json
import logging

from datestone.change import comparable_text, looks_like_outage, word_diff
from datestone.clock import iso, uk_day
from datestone.extract.fact_changes import fact_changes
from datestone.extract.facts import read_facts
from datestone.components import shared
from datestone.items import LivenessCheck
from datestone.liveness import CheckOutcome, judge, next_backoff_s
from datestone.scope import host_of
from datestone.visit import VisitState
from spiders.council import ScrapyFetcher
from spiders.nightly import NightlySpider

logger = logging.getLogger(__name__)


class LivenessSpider(NightlySpider):
    name = "liveness"

    def targets(self, store) -> dict[str, list[str]]:
        return store.cited_pages()

    async def start(self):
        # Days pass between readings: a scheme whose end date has gone by is ended tonight, without a request.
        parts = shared(self.crawler)
        moved_on = parts.store.refresh_fact_statuses(uk_day(parts.clock.now()))
        self.crawler.stats.set_value("datestone/facts/status_moved_on", moved_on)
        async for item in super().start():
            yield item

    async def check_one(self, fetcher: ScrapyFetcher, visit: VisitState, url: str) -> list[LivenessCheck]:
        return [await self.check_page(fetcher, visit, url)]

    async def check_page(self, fetcher: ScrapyFetcher, visit: VisitState, url: str) -> LivenessCheck:
        parts = shared(self.crawler)
        store, clock = parts.store, parts.clock
        state = store.page_state(url) or {}
        host = host_of(url)
        backoff = store.host_backoff(host)
        fetched = None
        if backoff and backoff["until"] > clock.now():
            verdict = judge(url, visit.council.site_domain, status=None,
                            error=f"host backing off until {iso(backoff['until'])}")
        elif visit.ended:
            verdict = judge(url, visit.council.site_domain, status=None, refused=visit.ended)
        else:
            headers = {}
            if state.get("etag"):
                headers["If-None-Match"] = state["etag"]
            if state.get("last_modified"):
                headers["If-Modified-Since"] = state["last_modified"]
            fetched, declined, refused = await self.fetch(fetcher, visit, url, bool(state.get("needs_js")), headers)
            verdict = judge(url, visit.council.site_domain, status=fetched.status if fetched else None,
                            final_url=fetched.url if fetched else None, refused=refused, declined=declined,
                            error=None if fetched or declined or refused else "no answer")
        changed = False
        archive = fetched.archive if fetched else ""
        if fetched and verdict.outcome in (CheckOutcome.LIVE, CheckOutcome.MOVED) and fetched.status == 200:
            text = comparable_text(fetched.html)
            previous = state.get("text") or ""
            if looks_like_outage(fetched.html, previous):
                verdict = judge(url, visit.council.site_domain, status=None, error="an outage page, not the page")
            else:
                facts = [f.as_dict() for f in read_facts(fetched.html, uk_day(clock.now())).facts]
                if previous:
                    diff = word_diff(previous, text)
                    if diff.changed:
                        changed = True
                        altered = fact_changes(json.loads(state.get("facts") or "[]"), facts)
                        store.record_change({"gss": visit.council.gss, "url": url, "detected_at": clock.now(),
                                             "old_archive": state.get("archive"), "new_archive": archive,
                                             "diff_text": diff.text, "diff_html": diff.html,
                                             "fact_changes": "\n".join(altered) or None})
                store.save_page_state(url, visit.council.gss, clock.now(), text=text, archive=archive,
                                      etag=fetched.header("ETag"), last_modified=fetched.header("Last-Modified"),
                                      facts=json.dumps(facts))
        if verdict.outcome is CheckOutcome.UNREACHABLE:
            store.back_off_host(host, clock.now(), next_backoff_s((backoff or {}).get("wait_s")),
                                parts.config.time_scale)
        elif fetched is not None:
            store.clear_host_backoff(host)
        checked_at = clock.now()
        store.record_check({"gss": visit.council.gss, "url": url, "checked_at": checked_at,
                            "outcome": verdict.outcome.value, "new_url": verdict.new_url, "changed": int(changed),
                            "evidence": verdict.evidence, "archive": archive})
        logger.info("%s %s: %s%s%s", visit.council.gss, url, verdict.outcome.value,
                    f" -> {verdict.new_url}" if verdict.new_url else "", " (changed)" if changed else "")
        return LivenessCheck(gss=visit.council.gss, url=url, outcome=verdict.outcome.value, new_url=verdict.new_url,
                             changed=changed, checked_at=iso(checked_at), archive=archive)
