"""The ladder's Fetcher over Scrapy, used by all three spiders: each call is one request through every downloader
middleware; a page read is rendered in Chromium through scrapy-playwright from exactly the bytes the plain request
fetched (datestone/crawl/browser.py), or from bytes a cheap request of the visit already brought
(datestone/crawl/in_hand.py)."""

from __future__ import annotations

import logging

from scrapy import Request
from scrapy.http import Headers
from scrapy.responsetypes import responsetypes

from scrapy_playwright.page import PageMethod

from datestone import policy
from datestone.crawl.browser import PageGuard, context_options, settle
from datestone.clock import iso
from datestone.runtime import runtime
from datestone.enums import RequestKind, Rung
from datestone.crawl.in_hand import BytesInHand, InHand, why_not_reusable
from datestone.crawl.ladder import Fetched
from datestone.crawl.replay import VisitReplay
from datestone.crawl.visit import META_KEY, RequestContext, VisitState, context_of

logger = logging.getLogger(__name__)


class ScrapyFetcher:
    """The ladder's Fetcher over Scrapy: each call is one request through every downloader middleware."""

    def __init__(self, crawler, visit: VisitState, replay: VisitReplay | None = None) -> None:
        self._crawler = crawler
        self._rt = runtime(crawler)
        self.visit = visit
        visit.on_decline = self._record_declined  # RB4 evidence: what the visit chose not to fetch, and why
        self._replay = replay  # a resumed visit: what the killed run already read (datestone/crawl/replay.py)
        self._in_hand = BytesInHand()  # a page's HTML a cheap request brought, for the page read of it

    def _record_declined(self, url: str, why: str) -> None:
        self._rt.store.record_declined(self.visit.visit_id, self.visit.council.gss, url, why, self._rt.clock.now())

    @property
    def ended(self) -> str | None:
        return self.visit.ended

    @property
    def budget_left(self) -> int:
        return policy.VISIT_BUDGET_REQUESTS - self._rt.store.visit(self.visit.visit_id)["spent"]

    async def robots(self, url: str):
        return await self._rt.robots.rules_for(url, self.visit)

    async def _download(self, request: Request):
        try:
            return await self._crawler.engine.download_async(request)
        except Exception as exc:  # refused by a middleware, timeout, connection error: the ladder moves on
            logger.info("not read: %s (%s)", request.url, exc)
            return None

    def _request(self, url: str, kind: RequestKind, rung: Rung | str, headers: dict | None = None,
                 conditional: bool = False) -> Request:
        context = RequestContext(visit=self.visit, kind=kind, rung=getattr(rung, "value", rung),
                                 conditional=conditional,  # AF2: validators set per URL (middlewares/validators.py)
                                 asked_url=url)
        return Request(url, meta={META_KEY: context}, headers=headers, dont_filter=True)

    def _fetched(self, response) -> Fetched:
        content_type = response.headers.get("Content-Type", b"").decode("latin-1").lower()
        html = response.text if hasattr(response, "text") else ""
        headers = {k.decode("latin-1").lower(): v[-1].decode("latin-1") for k, v in response.headers.items() if v}
        return Fetched(url=response.url, status=response.status, content_type=content_type, body=response.body,
                       html=html, archive=context_of(response).archive_ref,
                       fetched_at=iso(self._rt.clock.now()), headers=headers)

    def _from_archive(self, url: str, rendered: bool = False) -> tuple[Fetched | None, str, object]:
        """A resumed visit's earlier answer for `url` (and, for a page whose rendering is missing, the archived
        response to render again), or the URL to request: the first redirect hop not yet read."""
        if not self._replay:
            return None, url, None
        answer, url = self._replay.answer(url, policy.PAGE_MAX_REDIRECTS, rendered=rendered)
        if answer is None:
            return None, url, None
        response_class = responsetypes.from_args(headers=Headers(answer.headers), url=answer.url, body=answer.body)
        # The request the killed run sent for it, as far as the archive knows it: where its answer is archived.
        sent = RequestContext(visit=self.visit, kind=RequestKind.PAGE if rendered else RequestKind.CHEAP,
                              archive_ref=answer.reference)
        response = response_class(url=answer.url, status=answer.status, headers=Headers(answer.headers),
                                  body=answer.body, request=Request(answer.url, meta={META_KEY: sent}))
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
                                       request_row=context_of(response).row_id, fetched_at=fetched.fetched_at),
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
        context = context_of(request)
        held = self._in_hand.take(url) if kind is RequestKind.PAGE and to_render is None else None
        if to_render is not None:
            context.in_hand = to_render  # rendered again, not sent again
        elif held is not None:
            # The probe's last hop brought this page: render those bytes after the page's wait (PC2), under the
            # gate (PC3), instead of asking the council for the same HTML again (PC1, AF3: fetched once).
            context.in_hand, context.in_hand_row = held.response, held.request_row
            self._crawler.stats.inc_value("datestone/crawl/in_hand/rendered")
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
                          body=response.body, signer=self._rt.signer, stats=self._crawler.stats)

        def page_read() -> None:  # PC3: the page and its subresources are in; the gate goes
            guard.read_at = self._rt.clock.now()
            if fetch_context.gate is not None:
                fetch_context.gate.release()

        guard.on_read = page_read
        fetch = context_of(response)
        # the rendering ends the page's own row (its `render` row, when the bytes were in hand)
        context = RequestContext(visit=self.visit, kind=RequestKind.PAGE, render=True, guard=guard,
                                 row_id=fetch.row_id, row_of=(response.url, 0),
                                 archive_id=fetch.archive_ref.split("#", 1)[-1] if fetch.archive_ref else None)
        request = Request(response.url, dont_filter=True, meta={
            META_KEY: context,
            "playwright": True,
            "playwright_context": f"visit-{self.visit.visit_id}",  # LD6: one fresh context per visit
            "playwright_context_kwargs": context_options(),
            "playwright_page_init_callback": "datestone.crawl.browser.install_guard",
            "playwright_page_goto_kwargs": {"wait_until": "load"},
            "playwright_page_methods": [PageMethod(settle)],
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
