"""PC5: a body that is not a web page (PDF, ZIP, images, media) is not downloaded as a page.

Reads the Content-Type as soon as the headers arrive and stops the download there; the ladder sees the
status and headers with an empty body. Sitemaps may be XML, gzip or plain text and are let through.
Meta: datestone. Stats: datestone/body_type/stopped.
"""

from __future__ import annotations

from scrapy import signals
from scrapy.exceptions import StopDownload

from datestone.enums import RequestKind
from datestone.visit import context_of

PAGE_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "application/xml", "text/xml")
SITEMAP_TYPES = PAGE_TYPES + ("application/gzip", "application/x-gzip", "application/octet-stream")


def readable(kind: RequestKind, rung: str | None, content_type: str) -> bool:
    media_type = content_type.split(";", 1)[0].strip().lower()
    if not media_type:
        return True  # no type given: let the size cap (PC5) and the classifier judge it
    allowed = SITEMAP_TYPES if rung == "sitemap" or kind is RequestKind.ROBOTS else PAGE_TYPES
    return media_type in allowed


class BodyTypeMiddleware:
    def __init__(self, stats) -> None:
        self._stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        middleware = cls(crawler.stats)
        crawler.signals.connect(middleware.headers_received, signal=signals.headers_received)
        return middleware

    def headers_received(self, headers, body_length, request, spider=None):
        context = context_of(request)
        if context is None or context.render:
            return
        content_type = (headers.get("Content-Type") or b"").decode("latin-1")
        if not readable(context.kind, context.rung, content_type):
            self._stats.inc_value("datestone/body_type/stopped")
            raise StopDownload(fail=False)
