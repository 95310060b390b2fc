"""ID1: every plain request carries exactly the DatestoneBot User-Agent, and nothing that is not ours.

The browser's requests get the same name from the launch argument and scrapy-playwright's header
handler (see datestone/crawl/browser.py). Referer is dropped: a plain request is never "from" a page.
Stats: datestone/identity/set.
"""

from __future__ import annotations

from datestone import policy


class IdentityMiddleware:
    def __init__(self, stats) -> None:
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler.stats)

    def process_request(self, request, spider=None):
        if request.meta.get("playwright"):
            return None
        request.headers["User-Agent"] = policy.USER_AGENT
        request.headers.pop("Referer", None)
        self._stats.inc_value("datestone/identity/set")
        return None
