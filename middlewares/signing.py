"""ID3: every request is signed (Web Bot Auth) at the moment it is sent, so `created` is fresh and `@authority`
is that request's own host.

Plain requests: `SigningMiddleware.process_request` sits just below the request log, after the pacing wait, so
the signature is made when the request really leaves; each redirect hop and every robots.txt fetch comes back
through process_request and is signed again (any stale signature headers are replaced).
Browser requests (meta `playwright`) are skipped here: Chromium sends its own, and `browser_headers`
(PLAYWRIGHT_PROCESS_REQUEST_HEADERS) signs each of them — every subresource, and a navigation — for its own
method and URL.

The key lives in DATESTONE_DATA_DIR/keys/ (datestone/politeness/keys.py), made on first use. scrapy-playwright calls
`browser_headers` without the crawler, so `from_crawler` registers the crawler's signer in this module's one
slot (`scrapy crawl` runs one crawler per process; a later crawler's registration replaces an earlier one's,
and spider_closed clears it). With no signer registered `browser_headers` raises: a browser request is never
sent unsigned (fail closed).
Stats: datestone/politeness/signing/plain, datestone/politeness/signing/browser.
"""

from __future__ import annotations

import logging

from scrapy import signals

from datestone.runtime import shared
from datestone.politeness.keys import KeyStore
from datestone.politeness.signing import SIGNATURE_FIELDS, RequestSigner

logger = logging.getLogger(__name__)

_BROWSER_SIGNER: RequestSigner | None = None
_BROWSER_STATS = None


class NoSignerError(RuntimeError):
    """A browser request with no signer registered: it must not go out unsigned (ID3)."""


def register_browser_signer(signer: RequestSigner | None, stats=None) -> None:
    global _BROWSER_SIGNER, _BROWSER_STATS
    if signer is not None and _BROWSER_SIGNER is not None and _BROWSER_SIGNER.keys.path != signer.keys.path:
        logger.warning("ID3: browser requests now signed with the keys in %s, no longer %s",
                       signer.keys.path, _BROWSER_SIGNER.keys.path)
    _BROWSER_SIGNER, _BROWSER_STATS = signer, stats


async def browser_headers(*, browser_type_name, playwright_request, scrapy_request_data) -> dict:
    """PLAYWRIGHT_PROCESS_REQUEST_HEADERS: scrapy-playwright's own header choice (ID1's User-Agent), then a
    fresh signature for this browser request's own method and URL."""
    from scrapy_playwright.headers import use_scrapy_headers

    signer = _BROWSER_SIGNER
    if signer is None:
        raise NoSignerError(f"no request signer registered: {playwright_request.url} not sent unsigned (ID3)")
    headers = await use_scrapy_headers(browser_type_name=browser_type_name, playwright_request=playwright_request,
                                       scrapy_request_data=scrapy_request_data)
    signed = signer.sign(playwright_request.method, playwright_request.url, headers)
    if _BROWSER_STATS is not None:
        _BROWSER_STATS.inc_value("datestone/politeness/signing/browser")
    return signed


class SigningMiddleware:
    def __init__(self, signer: RequestSigner, stats) -> None:
        self._signer = signer
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        parts = shared(crawler)
        signer = RequestSigner(KeyStore.for_data_dir(parts.config.data_dir, parts.clock), parts.clock)
        key = signer.keys.current()  # made (or found broken) now, not halfway through a visit
        logger.info("ID3: signing requests with keyid %s", key.keyid)
        middleware = cls(signer, crawler.stats)
        register_browser_signer(signer, crawler.stats)
        crawler.signals.connect(middleware.spider_closed, signal=signals.spider_closed)
        return middleware

    def spider_closed(self, spider=None) -> None:
        if _BROWSER_SIGNER is self._signer:
            register_browser_signer(None)

    def process_request(self, request, spider=None):
        if request.meta.get("playwright"):
            return None  # the browser's requests are signed one by one in browser_headers
        for name in SIGNATURE_FIELDS:
            request.headers.pop(name, None)  # Scrapy's Headers are case-insensitive
        request.headers.update(self._signer.fields(request.method, request.url))
        self._stats.inc_value("datestone/politeness/signing/plain")
        return None
