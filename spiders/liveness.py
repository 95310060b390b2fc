"""The nightly check and change monitor: `scrapy crawl liveness` (AF1, AF2, PC4).

Every page we cite — each council's current finding (pending or approved) or the page a person named, and
every page a citation points to — is asked once: robots.txt first (the shared 24 h cache), then a conditional
GET from the copy we hold, so an unchanged page costs the council one small 304 (each URL of a redirect chain
is asked with the validators stored for that URL only: middlewares/validators.py). Plain HTTP, or the browser
when the stored copy showed the text only appears after JavaScript. Councils are checked side by side, each
its pages in turn, so hosts take turns (round robin) under the one-request gate (PC3) and PC4's per-host gap.
A redirect is a move, reported with the new URL and what it answered — or, off the council's domain, with the
Location we did not follow (LD4), which is no outage of the council's host (no backoff).
A materially changed main text is stored with a word diff and a new archived copy, for a person to review; for a
moved page, the text a reader now reaches is compared with our copy.
The spider holds no policy: outcomes come from datestone/crawl/verdict.py, changes from datestone/extract/change.py.
"""

from __future__ import annotations

import json
import logging

from datestone.extract.change import comparable_text, looks_like_outage, word_diff
from datestone.clock import iso, uk_day
from datestone.extract.facts.changes import fact_changes
from datestone.extract.facts import read_facts
from datestone.runtime import runtime
from datestone.items import LivenessCheck
from datestone.crawl.verdict import judge, next_backoff_s
from datestone.enums import CheckOutcome
from datestone.scope import host_of
from datestone.crawl.visit import VisitState
from spiders.fetcher import ScrapyFetcher
from spiders.nightly import NightlySpider

logger = logging.getLogger(__name__)


class LivenessSpider(NightlySpider):
    name = "liveness"
    cited_urls: set[str] = set()

    def targets(self, store) -> dict[str, list[str]]:
        pages = store.cited_pages()
        self.cited_urls = {url for urls in pages.values() for url in urls}
        return pages

    async def start(self):
        # Days pass between readings: a scheme whose end date has gone by is ended tonight, without a request.
        rt = runtime(self.crawler)
        moved_on = rt.store.refresh_fact_statuses(uk_day(rt.clock.now()))
        self.crawler.stats.set_value("datestone/facts/status_moved_on", moved_on)
        async for item in super().start():
            yield item

    async def check_one(self, fetcher: ScrapyFetcher, visit: VisitState, url: str) -> list[LivenessCheck]:
        return [await self.check_page(fetcher, visit, url)]

    async def check_page(self, fetcher: ScrapyFetcher, visit: VisitState, url: str) -> LivenessCheck:
        rt = runtime(self.crawler)
        store, clock = rt.store, rt.clock
        site_domain = visit.council.site_domain
        state = store.page_state(url) or {}
        host = host_of(url)
        backoff = store.host_backoff(host)
        fetched = None
        if backoff and backoff["until"] > clock.now():
            verdict = judge(url, site_domain, status=None, error=f"host backing off until {iso(backoff['until'])}")
        elif visit.ended:
            verdict = judge(url, site_domain, status=None, refused=str(visit.ended))
        else:
            fetched, declined, refused = await self.fetch(fetcher, visit, url, bool(state.get("needs_js")),
                                                          conditional=True)
            declined_url, declined_why = declined or (None, None)
            verdict = judge(url, site_domain, status=fetched.status if fetched else None,
                            final_url=fetched.url if fetched else None, refused=refused, declined=declined_why,
                            declined_url=declined_url, error=None if fetched or declined or refused else "no answer")
        changed = False
        archive = fetched.archive if fetched else ""
        now_reads = None  # (text, archive): what a reader of the cited URL reaches tonight, when we know it
        if fetched and verdict.outcome in (CheckOutcome.LIVE, CheckOutcome.MOVED) and fetched.status == 200:
            if looks_like_outage(fetched.html, state.get("text") or ""):
                if verdict.outcome is CheckOutcome.LIVE:
                    verdict = judge(url, site_domain, status=None, error="an outage page, not the page")
                # a move stays a move (the server said so); an outage at the new address is not a copy to keep
            else:
                now_reads = (comparable_text(fetched.html), archive,
                             [f.as_dict() for f in read_facts(fetched.html, uk_day(clock.now())).facts])
        elif verdict.outcome is CheckOutcome.MOVED and verdict.new_status == 304:
            # The new URL confirmed the copy we hold of IT is current (its own validators): that copy is the text.
            target = store.page_state(verdict.new_url) or {}
            if target.get("text"):
                now_reads = (target["text"], target.get("archive") or archive, json.loads(target.get("facts") or "[]"))
        if now_reads is not None:
            text, text_archive, facts = now_reads
            previous = state.get("text") or ""
            if previous:
                diff = word_diff(previous, text)
                if diff.changed:
                    changed = True
                    altered = fact_changes(json.loads(state.get("facts") or "[]"), facts)
                    store.record_change({"gss": visit.council.gss, "url": url, "detected_at": clock.now(),
                                         "old_archive": state.get("archive"), "new_archive": text_archive,
                                         "diff_text": diff.text, "diff_html": diff.html,
                                         "fact_changes": "\n".join(altered) or None})
            self._keep_copy(visit.council.gss, url, verdict, fetched, text, text_archive, facts)
        if verdict.outcome is CheckOutcome.UNREACHABLE:
            store.back_off_host(host, clock.now(), next_backoff_s((backoff or {}).get("wait_s")),
                                rt.config.time_scale)
        elif fetched is not None or verdict.outcome is CheckOutcome.MOVED:
            store.clear_host_backoff(host)  # it answered (a redirect off the domain is an answer, not an outage)
        checked_at = clock.now()
        followed = None if verdict.followed is None else int(verdict.followed)
        store.record_check({"gss": visit.council.gss, "url": url, "checked_at": checked_at,
                            "outcome": verdict.outcome.value, "new_url": verdict.new_url, "changed": int(changed),
                            "evidence": verdict.evidence, "archive": archive, "followed": followed,
                            "new_status": verdict.new_status})
        logger.info("%s %s: %s%s%s", visit.council.gss, url, verdict.outcome.value,
                    f" -> {verdict.new_url}" if verdict.new_url else "", " (changed)" if changed else "")
        return LivenessCheck(gss=visit.council.gss, url=url, outcome=verdict.outcome.value, new_url=verdict.new_url,
                             changed=changed, checked_at=iso(checked_at), archive=archive, followed=verdict.followed,
                             new_status=verdict.new_status)

    def _keep_copy(self, gss: str, url: str, verdict, fetched, text: str, archive: str, facts: list) -> None:
        """Our copy for tomorrow's comparison, and the validators for tomorrow's conditional requests — each
        under the URL that gave them (AF2, RFC 9110 §13.1)."""
        rt = runtime(self.crawler)
        now = rt.clock.now()
        validators = {"etag": fetched.header("ETag"), "last_modified": fetched.header("Last-Modified")}
        said = json.dumps(facts)  # what the copy says, fact by fact, for tomorrow's comparison
        if verdict.outcome is not CheckOutcome.MOVED:
            rt.store.save_page_state(url, gss, now, text=text, archive=archive, facts=said, **validators)
            return
        # The cited URL answered a redirect: its own validators stay as they were; the text is what it now
        # leads to, so tomorrow's change is measured against the page a reader reaches.
        rt.store.save_page_state(url, gss, now, text=text, archive=archive, facts=said)
        if verdict.new_status == 200 and verdict.new_url not in self.cited_urls:  # a cited page keeps its own copy
            rt.store.save_page_state(verdict.new_url, gss, now, text=text, archive=archive, facts=said,
                                     **validators)
