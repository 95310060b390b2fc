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

from scrapy import Request
from scrapy.http import Headers
from scrapy.responsetypes import responsetypes

from scrapy_playwright.page import PageMethod

from datestone import policy
from datestone.crawl.browser import PageGuard, context_options, settle
from datestone.clock import iso, read_on_day
from datestone.runtime import shared
from datestone.politeness.cooldown import why_not_due
from datestone.enums import RequestKind, Rung
from datestone.extract.facts import read_facts
from datestone.crawl.in_hand import BytesInHand, InHand, why_not_reusable
from datestone.items import Finding
from datestone.crawl.ladder import Climb, Fetched
from datestone.extract.baseline import baseline
from datestone.register import Council, find_council
from datestone.crawl.replay import VisitReplay
from datestone.crawl.visit import META_KEY, RequestContext, VisitState
from middlewares.robots import robots_book
from spiders.base import DatestoneSpider

logger = logging.getLogger(__name__)


class ScrapyFetcher:
    """The ladder's Fetcher over Scrapy: each call is one request through every downloader middleware."""

    def __init__(self, crawler, visit: VisitState, replay: VisitReplay | None = None) -> None:
        self._crawler = crawler
        self._parts = shared(crawler)
        self.visit = visit
        self._replay = replay  # a resumed visit: what the killed run already read (datestone/crawl/replay.py)
        self._in_hand = BytesInHand()  # a page's HTML a cheap request brought, for the page read of it

    @property
    def ended(self) -> str | None:
        return self.visit.ended

    @property
    def budget_left(self) -> int:
        return policy.VISIT_BUDGET_REQUESTS - self._parts.store.visit(self.visit.visit_id)["spent"]

    async def robots(self, url: str):
        return await robots_book(self._crawler).rules_for(url, self.visit)

    async def _download(self, request: Request):
        try:
            return await self._crawler.engine.download_async(request)
        except Exception as exc:  # refused by a middleware, timeout, connection error: the ladder moves on
            logger.info("not read: %s (%s)", request.url, exc)
            return None

    def _request(self, url: str, kind: RequestKind, rung: Rung | str, headers: dict | None = None,
                 conditional: bool = False) -> Request:
        context = RequestContext(visit=self.visit, kind=kind, rung=getattr(rung, "value", rung),
                                 conditional=conditional)  # AF2: validators set per URL (middlewares/validators.py)
        return Request(url, meta={META_KEY: context, "datestone_asked_url": url}, headers=headers, dont_filter=True)

    def _fetched(self, response) -> Fetched:
        content_type = response.headers.get("Content-Type", b"").decode("latin-1").lower()
        html = response.text if hasattr(response, "text") else ""
        headers = {k.decode("latin-1").lower(): v[-1].decode("latin-1") for k, v in response.headers.items() if v}
        return Fetched(url=response.url, status=response.status, content_type=content_type, body=response.body,
                       html=html, archive=response.meta.get("datestone_archive", ""),
                       fetched_at=iso(self._parts.clock.now()), headers=headers)

    def _from_archive(self, url: str, rendered: bool = False) -> tuple[Fetched | None, str, object]:
        """A resumed visit's earlier answer for `url` (and, for a page whose rendering is missing, the archived
        response to render again), or the URL to request: the first redirect hop not yet read."""
        if not self._replay:
            return None, url, None
        answer, url = self._replay.answer(url, policy.PAGE_MAX_REDIRECTS, rendered=rendered)
        if answer is None:
            return None, url, None
        response_class = responsetypes.from_args(headers=Headers(answer.headers), url=answer.url, body=answer.body)
        response = response_class(url=answer.url, status=answer.status, headers=Headers(answer.headers),
                                  body=answer.body,
                                  request=Request(answer.url, meta={"datestone_archive": answer.reference}))
        self._crawler.stats.inc_value("datestone/resume/answered_from_archive")
        if answer.needs_rendering:
            return None, answer.url, response
        fetched = self._fetched(response)
        if answer.rendered_html is not None:
            fetched.html = answer.rendered_html
        return fetched, url, None

    async def cheap(self, url: str, rung: Rung | str, kind: RequestKind = RequestKind.CHEAP,
                    headers: dict | None = None, conditional: bool = False) -> Fetched | None:
        replayed, url, _ = self._from_archive(url)
        if replayed is not None:
            return replayed
        response = await self._download(self._request(url, kind, rung, headers, conditional))
        if response is None:
            return None
        fetched = self._fetched(response)
        if kind is RequestKind.CHEAP:  # the finder's probes; a nightly check reads its page its own way
            self._in_hand.offer(InHand(url=response.url, response=response,
                                       request_row=response.meta.get("datestone_row"), fetched_at=fetched.fetched_at),
                                why_not_reusable(response.request.method if response.request else "GET",
                                                 response.status, fetched.is_html, response.body, response.flags))
        return fetched

    async def page(self, url: str, rung: Rung | str, kind: RequestKind = RequestKind.PAGE,
                   headers: dict | None = None, conditional: bool = False) -> Fetched | None:
        """A page read: the plain fetch (paced as a page, PC2), then Chromium renders those bytes.

        The machine gate taken for the fetch is held through the rendering (PC3) and let go here, whatever
        happened."""
        replayed, url, to_render = self._from_archive(url, rendered=True)
        if replayed is not None:
            return replayed
        request = self._request(url, kind, rung, headers, conditional)
        held = self._in_hand.take(url) if kind is RequestKind.PAGE and to_render is None else None
        if to_render is not None:
            request.meta["datestone_replayed"] = to_render  # rendered again, not sent again
        elif held is not None:
            # The probe's last hop brought this page: render those bytes after the page's wait (PC2), under the
            # gate (PC3), instead of asking the council for the same HTML again (PC1, AF3: fetched once).
            request.meta["datestone_replayed"] = held.response
            request.meta["datestone_rendered_from"] = held.request_row
            self._crawler.stats.inc_value("datestone/crawl/in_hand/rendered")
        context = request.meta[META_KEY]
        context.keep_gate_for_render = True
        try:
            response = await self._download(request)
            if response is None:
                return None
            fetched = self._fetched(response)
            if held is not None:
                fetched.fetched_at = held.fetched_at  # when the bytes came, not when they were rendered
            if response.status != 200 or not fetched.is_html or self.visit.ended:
                return fetched  # PC5: a PDF, an image or an error page is not rendered as a page
            rendered = await self._render(response, context)
            # A script that sent the page elsewhere (aborted, LD4/LD5) leaves Chromium's error page: then the
            # page is what we fetched, not what the browser was left showing.
            if rendered is not None and rendered.url == response.url:
                fetched.html = rendered.text
            return fetched
        finally:
            if context.gate is not None:
                context.gate.release()

    async def _render(self, response, fetch_context: RequestContext):
        headers = [(k.decode("latin-1"), v.decode("latin-1")) for k, vs in response.headers.items() for v in vs
                   if k.decode("latin-1").lower() not in {"content-length", "content-encoding", "transfer-encoding"}]
        guard = PageGuard(visit=self.visit, page_url=response.url, status=response.status, headers=headers,
                          body=response.body)

        def page_read() -> None:  # PC3: the page and its subresources are in; the gate goes
            guard.read_at = self._parts.clock.now()
            if fetch_context.gate is not None:
                fetch_context.gate.release()

        guard.on_read = page_read
        context = RequestContext(visit=self.visit, kind=RequestKind.PAGE, render=True)
        archive_ref = response.meta.get("datestone_archive", "")
        request = Request(response.url, dont_filter=True, meta={
            META_KEY: context,
            "playwright": True,
            "playwright_context": f"visit-{self.visit.visit_id}",  # LD6: one fresh context per visit
            "playwright_context_kwargs": context_options(),
            "playwright_page_init_callback": "datestone.crawl.browser.install_guard",
            "playwright_page_goto_kwargs": {"wait_until": "load"},
            "playwright_page_methods": [PageMethod(settle)],
            "datestone_guard": guard,
            # the rendering ends the page's own row (its `render` row, when the bytes were in hand)
            "datestone_row": response.meta.get("datestone_row"),
            "datestone_row_of": (response.url, 0),
            "datestone_archive_id": archive_ref.split("#", 1)[-1] if archive_ref else None,
        })
        rendered = await self._download(request)
        self.visit_context = guard.context
        return rendered

    async def close(self) -> None:
        context = getattr(self, "visit_context", None)
        if context is not None:
            try:
                await context.close()
            except Exception:  # already closed with the browser
                pass


class CouncilSpider(DatestoneSpider):
    name = "council"

    def __init__(self, gss: str | None = None, limit: str | None = None, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.gss = gss
        self.limit = int(limit) if limit else None

    @classmethod
    def from_crawler(cls, crawler, *args, **kwargs):
        spider = super().from_crawler(crawler, *args, **kwargs)
        parts = shared(crawler)
        if spider.gss:
            spider.councils = [find_council(spider.register, spider.gss)]
        else:
            now = parts.clock.now()
            rows = {c.gss: parts.store.council(c.gss) for c in spider.register.values()}
            due = [c for c in spider.register.values() if why_not_due(rows[c.gss], now) is None]
            # Oldest-due first (a council never visited is the oldest of all), so `-a limit=N` takes those.
            due.sort(key=lambda c: ((rows[c.gss] or {}).get("next_due_at") or 0.0, c.gss))
            spider.councils = due[: spider.limit] if spider.limit else due
        return spider

    async def start(self):
        async for item in self.side_by_side(self.councils, self.visit):
            yield item

    async def visit(self, council: Council):
        parts = shared(self.crawler)
        job = self.crawler.settings.get("DATESTONE_JOB_ID") or "council"
        council_row = parts.store.ensure_council(council, parts.clock.now())
        resting = why_not_due(council_row, parts.clock.now())
        if resting:
            logger.info("not visiting: %s", resting)  # CD1–CD5: no flag bypasses a rest
            self.crawler.stats.inc_value("datestone/visits/not_due")
            return
        claim = parts.claims.try_claim(council.gss)
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
        parts = shared(self.crawler)
        row = parts.store.open_visit(council.gss, job, parts.clock.now())
        parts.pacer.restore(council.site_domain, row["last_end_at"])
        visit = VisitState(council=council, visit_id=row["id"], job=job)
        visit.priority = lambda now: (now, due_at)  # whose wait ended first goes first; oldest-due on ties
        visit.on_decline = lambda url, why: parts.store.record_declined(visit.visit_id, council.gss, url, why,
                                                                          parts.clock.now())
        replay = VisitReplay(parts.store, parts.config.archive_dir, row["id"]) if row["spent"] else None
        fetcher = ScrapyFetcher(self.crawler, visit, replay)
        logger.info("visiting %s %s (visit %s, %s requests already spent)", council.gss, council.name,
                    row["id"], row["spent"])
        try:
            climb = await Climb(council, fetcher).run()
        finally:
            await fetcher.close()
        found = climb.found
        parts.store.close_visit(visit.visit_id, climb.outcome, found.rung.value if found else None,
                                parts.clock.now(), why=visit.ended, retry_after_s=visit.retry_after_s)
        self.crawler.stats.inc_value(f"datestone/visits/{climb.outcome}")
        logger.info("%s %s: %s%s (rungs tried: %s)", council.gss, council.name, climb.outcome,
                    f" {found.url} by {found.rung.value}" if found else "", ", ".join(climb.rungs_tried))
        if found:
            # AF1: from now on the nightly check, not the finder, looks after this page.
            # Status is judged on the day the page was read, never on the tense of its sentences.
            said = read_facts(found.page.html, read_on_day(found.page.fetched_at, parts.clock.now()))
            parts.store.save_page_state(found.url, council.gss, parts.clock.now(), **baseline(found.page),
                                        facts=json.dumps([f.as_dict() for f in said.facts]))
            yield Finding(gss=council.gss, council=council.name, url=found.url, rung=found.rung.value,
                          depth=found.depth if found.rung is Rung.HOMEPAGE_LINKS else None,
                          schemes=[s.value for s in said.schemes], title=found.verdict.title,
                          score=round(found.verdict.score, 2), fetched_at=found.page.fetched_at,
                          archive=found.page.archive, facts=[f.as_dict() for f in said.facts],
                          page_updated=said.page_updated, stale=said.stale, visit_id=visit.visit_id)
