"""PC5 body limits, applied while the body arrives rather than after.

A body that is not a web page (PDF, ZIP, images, media) is not downloaded as a page: the Content-Type is
read as soon as the headers arrive and the download stops there (the ladder sees status and headers with
an empty body; sitemaps may be XML, gzip or plain text). A robots.txt is read no further than its first
500 KiB (RB3): the rest is never downloaded, and what came is parsed.
Meta: datestone. Stats: datestone/body_limits/not_a_page, datestone/body_limits/robots_cut.
"""

from __future__ import annotations

from scrapy import signals
from scrapy.exceptions import StopDownload

from datestone import policy
from datestone.enums import RequestKind
from datestone.crawl.visit import context_of

PAGE_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "application/xml", "text/xml")
SITEMAP_TYPES = PAGE_TYPES + ("application/gzip", "application/x-gzip", "application/octet-stream")


def readable(kind: RequestKind, rung: str | None, content_type: str) -> bool:
    media_type = content_type.split(";", 1)[0].strip().lower()
    if not media_type:
        return True  # no type given: let the size cap (PC5) and the classifier judge it
    allowed = SITEMAP_TYPES if rung == "sitemap" or kind is RequestKind.ROBOTS else PAGE_TYPES
    return media_type in allowed


class BodyLimitsMiddleware:
    def __init__(self, stats) -> None:
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        middleware = cls(crawler.stats)
        crawler.signals.connect(middleware.headers_received, signal=signals.headers_received)
        crawler.signals.connect(middleware.bytes_received, signal=signals.bytes_received)
        return middleware

    def bytes_received(self, data, request, spider=None):
        context = context_of(request)
        if context is None or context.kind is not RequestKind.ROBOTS:
            return
        context.robots_bytes += len(data)
        if context.robots_bytes >= policy.ROBOTS_MAX_BYTES:
            self._stats.inc_value("datestone/body_limits/robots_cut")
            raise StopDownload(fail=False)

    def headers_received(self, headers, body_length, request, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return
        content_type = (headers.get("Content-Type") or b"").decode("latin-1")
        if not readable(context.kind, context.rung, content_type):
            self._stats.inc_value("datestone/body_limits/not_a_page")
            raise StopDownload(fail=False)
