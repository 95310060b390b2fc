"""The download handler every job uses: scrapy-playwright's, with the one change politeness needs.

Twisted's connection pool quietly sends a GET a second time when a kept-alive connection fails before an answer
(`HTTPConnectionPool.retryAutomatically`, on by default). That second request reaches the council, yet no
middleware sees it: it is not paced (PC2), not counted (PC1), not in our request log, and it is an immediate retry
of an unreachable host (CD5, which allows none sooner than 6 hours). A webmaster would find two lines where our log
shows one. So a request is tried once; a dropped connection is an answer like any other.
"""

from __future__ import annotations

from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler


class OneTryDownloadHandler(ScrapyPlaywrightDownloadHandler):
    """scrapy-playwright's handler (plain and browser downloads) whose plain path never resends on its own."""

    def __init__(self, crawler) -> None:
        super().__init__(crawler)
        self._pool.retryAutomatically = False  # the pool is Scrapy's HTTP11 handler's, which this one extends
