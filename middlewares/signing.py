"""ID3: every request is signed (Web Bot Auth) at the moment it is sent, so `created` is fresh and `@authority`
is that request's own host.

Plain requests: `SigningMiddleware.process_request` sits just below the request log, after the pacing wait, so
the signature is made when the request really leaves; each redirect hop and every robots.txt fetch comes back
through process_request and is signed again (any stale signature headers are replaced).
Browser requests (meta `playwright`) are skipped here: Chromium sends its own, and `browser_headers`
(PLAYWRIGHT_PROCESS_REQUEST_HEADERS) signs each of them — every subresource, and a navigation — for its own
method and URL.

The key lives in DATESTONE_DATA_DIR/keys/ (datestone/politeness/keys.py), made on first use; the signer is the
crawler's own (datestone/runtime.py). scrapy-playwright calls `browser_headers` with the Playwright request alone,
so the signer is found through the request's page: its guard carries the signer of the crawler that opened it
(datestone/crawl/browser.py). A request of a page with no guard, or a guard with no signer, makes
`browser_headers` raise: a browser request is never sent unsigned (fail closed).
Stats: datestone/politeness/signing/plain, datestone/politeness/signing/browser.
"""

from __future__ import annotations

import logging

from datestone.crawl.browser import guard_of
from datestone.runtime import runtime
from datestone.politeness.signing import SIGNATURE_FIELDS, RequestSigner

logger = logging.getLogger(__name__)


class NoSignerError(RuntimeError):
    """A browser request whose page carries no signer: it must not go out unsigned (ID3)."""


async def browser_headers(*, browser_type_name, playwright_request, scrapy_request_data) -> dict:
    """PLAYWRIGHT_PROCESS_REQUEST_HEADERS: scrapy-playwright's own header choice (ID1's User-Agent), then a
    fresh signature for this browser request's own method and URL."""
    from scrapy_playwright.headers import use_scrapy_headers

    guard = guard_of(playwright_request)
    signer = guard.signer if guard is not None else None
    if signer is None:
        raise NoSignerError(f"no request signer for its page: {playwright_request.url} not sent unsigned (ID3)")
    headers = await use_scrapy_headers(browser_type_name=browser_type_name, playwright_request=playwright_request,
                                       scrapy_request_data=scrapy_request_data)
    signed = signer.sign(playwright_request.method, playwright_request.url, headers)
    if guard.stats is not None:
        guard.stats.inc_value("datestone/politeness/signing/browser")
    return signed


class SigningMiddleware:
    def __init__(self, signer: RequestSigner, stats) -> None:
        self._signer = signer
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        signer = runtime(crawler).signer
        key = signer.keys.current()  # made (or found broken) now, not halfway through a visit
        logger.info("ID3: signing requests with keyid %s", key.keyid)
        return cls(signer, crawler.stats)

    def process_request(self, request, spider=None):
        if request.meta.get("playwright"):
            return None  # the browser's requests are signed one by one in browser_headers
        for name in SIGNATURE_FIELDS:
            request.headers.pop(name, None)  # Scrapy's Headers are case-insensitive
        request.headers.update(self._signer.fields(request.method, request.url))
        self._stats.inc_value("datestone/politeness/signing/plain")
        return None
