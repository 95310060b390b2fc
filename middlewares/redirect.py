"""PC2/PC5 redirects: Scrapy's own redirect handling (each hop re-enters every middleware above, so scope,
robots.txt and budget judge it before it is sent), minus the Referer bookkeeping: our plain requests never
carry a Referer (see identity.py), so there is nothing to carry over.
"""

from __future__ import annotations

from scrapy.downloadermiddlewares.redirect import RedirectMiddleware


class NoRefererRedirectMiddleware(RedirectMiddleware):
    def handle_referer(self, redirect_request, response) -> None:
        redirect_request.headers.pop("Referer", None)

    def _engine_started(self) -> None:
        # Scrapy warns that no RefererMiddleware is enabled; we disabled it on purpose.
        self._referer_spider_middleware = None
