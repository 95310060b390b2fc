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
from datestone.crawl.browser import PageGuard, context_options, prepare_page, settle
from datestone.clock import iso
from datestone.runtime import runtime
from datestone.enums import RequestKind, Rung
from datestone.crawl.in_hand import BytesInHand, InHand, why_not_reusable
from datestone.crawl.ladder import Fetched
from datestone.crawl.request_hold import RequestHold
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
        self.visit_context = None  # the visit's browser context (LD6), closed when the visit ends

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

        The page read owns its PC3 hold (datestone/crawl/request_hold.py): taken after the page's wait, held
        through the rendering, let go when the page is read or here, whatever happened. Its browser page is made
        after the wait and before the gate, and closed after the gate is let go: Chromium's housekeeping sends
        nothing, so it is not held against the other councils waiting for the gate."""
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
        browser_page = BrowserPage(self._crawler, self._render_meta())
        context.hold = RequestHold(spans_rendering=True, before_take=browser_page.make,
                                   ahead=self._rt.pages_made_ahead)
        try:
            response = await self._download(request)
            if response is None:
                return None
            fetched = self._fetched(response)
            if held is not None:
                fetched.fetched_at = held.fetched_at  # when the bytes came, not when they were rendered
            if response.status != 200 or not fetched.is_html or self.visit.ended:
                return fetched  # PC5: a PDF, an image or an error page is not rendered as a page
            rendered = await self._render(response, context, browser_page)
            # A script that sent the page elsewhere (aborted, LD4/LD5) leaves Chromium's error page: then the
            # page is what we fetched, not what the browser was left showing.
            if rendered is not None and rendered.url == response.url:
                fetched.html = rendered.text
            return fetched
        finally:
            context.hold.release()
            await browser_page.close_if_unused()
            self.visit_context = browser_page.context or self.visit_context

    def _render_meta(self) -> dict:
        return {"playwright": True,
                "playwright_context": f"visit-{self.visit.visit_id}",  # LD6: one fresh context per visit
                "playwright_context_kwargs": context_options()}

    async def _render(self, response, fetch_context: RequestContext, browser_page: "BrowserPage"):
        headers = [(k.decode("latin-1"), v.decode("latin-1")) for k, vs in response.headers.items() for v in vs
                   if k.decode("latin-1").lower() not in {"content-length", "content-encoding", "transfer-encoding"}]
        guard = PageGuard(visit=self.visit, page_url=response.url, status=response.status, headers=headers,
                          body=response.body, signer=self._rt.signer, stats=self._crawler.stats)

        def page_read() -> None:  # PC3: the page and its subresources are in; the gate goes
            guard.read_at = self._rt.clock.now()
            fetch_context.hold.release()

        guard.on_read = page_read
        fetch = context_of(response)
        # the rendering ends the page's own row (its `render` row, when the bytes were in hand)
        context = RequestContext(visit=self.visit, kind=RequestKind.PAGE, render=True, guard=guard,
                                 row_id=fetch.row_id, row_of=(response.url, 0),
                                 archive_id=fetch.archive_ref.split("#", 1)[-1] if fetch.archive_ref else None)
        request = Request(response.url, dont_filter=True, meta={
            META_KEY: context,
            **browser_page.meta,
            "playwright_page_init_callback": "datestone.crawl.browser.install_guard",
            "playwright_page_goto_kwargs": {"wait_until": "load"},
            "playwright_page_methods": [PageMethod(settle)],
        })
        return await self._download(request)

    async def close(self) -> None:
        context = self.visit_context
        if context is not None:
            try:
                await context.close()
            except Exception:  # already closed with the browser
                pass


class BrowserPage:
    """The Chromium page a page read renders in, made ahead of the read's hold on the gate.

    scrapy-playwright makes a page (and its context, the first time) inside its download handler, so under the
    gate; it takes a page made earlier from `meta["playwright_page"]`, but has no public way to make one with its
    own bookkeeping (the context by name and its options, the per-context page limit, its stats and close
    callbacks). `_make_in_handler` is the one place that reaches into its private `_get_handler`/`_create_page`."""

    def __init__(self, crawler, meta: dict) -> None:
        self._crawler = crawler
        self.meta = dict(meta)
        self.context = None  # the visit's browser context, once a page was made in it (closed with the visit)

    async def make(self) -> None:
        page = await self._make_in_handler()
        await prepare_page(page)
        self.meta["playwright_page"], self.context = page, page.context

    async def _make_in_handler(self):
        handler = self._crawler.engine.downloader.handlers._get_handler("https")
        return await handler._create_page(Request("about:blank", meta=self.meta), self._crawler.spider)

    async def close_if_unused(self) -> None:
        """A page made for a read that ended without rendering (an error page, a PDF, a refusal) is closed here;
        a rendered one was closed by the handler."""
        page = self.meta.get("playwright_page")
        if page is not None and not page.is_closed():
            try:
                await page.close()
            except Exception:  # the browser went first
                pass
