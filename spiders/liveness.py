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

import asyncio
import logging

import scrapy

from datestone.browser import launch_options
from datestone.change import comparable_text, looks_like_outage, word_diff
from datestone.clock import iso
from datestone.components import shared
from datestone.config import DatestoneConfig
from datestone.enums import RequestKind
from datestone.items import LivenessCheck
from datestone.liveness import CheckOutcome, judge, next_backoff_s
from datestone.register import load_register
from datestone.scope import host_of
from datestone.visit import VisitState
from spiders.council import ScrapyFetcher

logger = logging.getLogger(__name__)


class LivenessSpider(scrapy.Spider):
    name = "liveness"

    @classmethod
    def update_settings(cls, settings) -> None:
        super().update_settings(settings)
        config = DatestoneConfig.from_settings(settings)
        settings.set("PLAYWRIGHT_LAUNCH_OPTIONS", launch_options(config.proxy, config.allow_private_addresses),
                     priority="spider")

    @classmethod
    def from_crawler(cls, crawler, *args, **kwargs):
        spider = super().from_crawler(crawler, *args, **kwargs)
        parts = shared(crawler)
        spider.register = load_register(parts.config.councils_csv)
        return spider

    async def start(self):
        parts = shared(self.crawler)
        by_council = parts.store.cited_pages()
        queue: asyncio.Queue = asyncio.Queue()
        done = object()

        async def check_council(gss: str, urls: list[str]) -> None:
            try:
                council = self.register.get(gss)
                if council is None:
                    logger.warning("%s is cited but not in the register; skipped", gss)
                    return
                for item in await self.check_council(council, urls):
                    await queue.put(item)
            finally:
                await queue.put(done)

        tasks = [asyncio.ensure_future(check_council(gss, urls)) for gss, urls in by_council.items()]
        remaining = len(tasks)
        while remaining:
            item = await queue.get()
            if item is done:
                remaining -= 1
            else:
                yield item
        await asyncio.gather(*tasks)

    async def check_council(self, council, urls: list[str]) -> list[LivenessCheck]:
        parts = shared(self.crawler)
        now = parts.clock.now()
        row = parts.store.start_check_visit(council.gss, "liveness", now)
        visit = VisitState(council=council, visit_id=row["id"], job="liveness")
        visit.on_decline = lambda url, why: parts.store.record_declined(visit.visit_id, council.gss, url, why,
                                                                          parts.clock.now())
        fetcher = ScrapyFetcher(self.crawler, visit)
        items = []
        try:
            for url in urls:
                items.append(await self.check_page(fetcher, visit, url))
        finally:
            await fetcher.close()
            outcomes = {item.outcome for item in items}
            summary = CheckOutcome.BLOCKED.value if CheckOutcome.BLOCKED.value in outcomes else (
                "checked" if items else "nothing")
            parts.store.end_check_visit(visit.visit_id, summary, parts.clock.now(), outcomes)
        return items

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
            declined_before = len(visit.declined)
            headers = {}
            if state.get("etag"):
                headers["If-None-Match"] = state["etag"]
            if state.get("last_modified"):
                headers["If-Modified-Since"] = state["last_modified"]
            kind = RequestKind.CHECK
            if state.get("needs_js"):
                fetched = await fetcher.page(url, "check", kind=kind, headers=headers)
            else:
                fetched = await fetcher.cheap(url, "check", kind=kind, headers=headers)
            declined = visit.declined[-1][1] if len(visit.declined) > declined_before else None
            refused = visit.ended if visit.ended and visit.ended.startswith("refused") else None
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
                if previous:
                    diff = word_diff(previous, text)
                    if diff.changed:
                        changed = True
                        store.record_change({"gss": visit.council.gss, "url": url, "detected_at": clock.now(),
                                             "old_archive": state.get("archive"), "new_archive": archive,
                                             "diff_text": diff.text, "diff_html": diff.html})
                store.save_page_state(url, visit.council.gss, clock.now(), text=text, archive=archive,
                                      etag=fetched.header("ETag"), last_modified=fetched.header("Last-Modified"))
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
