"""Route plain requests through DATESTONE_PROXY when set (tests, the demo); the browser gets it at launch.

Settings: DATESTONE_PROXY. Meta: proxy.
"""

from __future__ import annotations

from datestone.runtime import runtime
from datestone.crawl.visit import context_of


class DatestoneProxyMiddleware:
    def __init__(self, proxy: str | None) -> None:
        self._proxy = proxy

    @classmethod
    def from_crawler(cls, crawler):
        return cls(runtime(crawler).config.proxy)

    def process_request(self, request, spider=None):
        context = context_of(request)
        if self._proxy and not (context and context.render):
            request.meta["proxy"] = self._proxy
        return None
