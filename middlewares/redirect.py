"""PC2/PC5/RB6 redirects: Scrapy's own redirect handling (each hop re-enters every middleware above, so
scope, robots.txt and budget judge it before it is sent), with our limits — at most 3 redirects in a row for
a page or probe, 5 for robots.txt — and without the Referer bookkeeping: our plain requests never carry a
Referer (see identity.py), so there is nothing to carry over.
"""

from __future__ import annotations

from scrapy.downloadermiddlewares.redirect import RedirectMiddleware
from scrapy.exceptions import IgnoreRequest

from datestone import policy
from datestone.enums import RequestKind
from datestone.crawl.visit import context_of


class NoRefererRedirectMiddleware(RedirectMiddleware):
    # Private API: Scrapy's `_redirect` is where a hop is accepted or refused, and it has no public way to set the
    # limit per request (REDIRECT_MAX_TIMES is one number for the crawler; robots.txt needs 5, a page 3).
    def _redirect(self, redirected, request, reason):
        context = context_of(request)
        robots = context is not None and context.kind is RequestKind.ROBOTS
        limit = policy.ROBOTS_MAX_REDIRECTS if robots else policy.PAGE_MAX_REDIRECTS
        if request.meta.get("redirect_times", 0) + 1 > limit:
            raise IgnoreRequest(f"more than {limit} redirects in a row (PC5/RB6): {redirected.url}")
        return super()._redirect(redirected, request, reason)

    def handle_referer(self, redirect_request, response) -> None:
        redirect_request.headers.pop("Referer", None)

    def _engine_started(self) -> None:
        # Private API: Scrapy looks up its RefererMiddleware here and warns when none is enabled; there is no
        # public switch for "no Referer on redirects", and we disabled that middleware on purpose.
        self._referer_spider_middleware = None
