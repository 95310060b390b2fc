"""middlewares/body_limits.py: PC5 and RB3 while the body arrives — a body that is not a page is not downloaded,
a robots.txt is read no further than its first 500 KiB. Driven through the signals `from_crawler` connects, as the
download handler sends them."""

from __future__ import annotations

import pytest
from scrapy import signals
from scrapy.exceptions import StopDownload
from scrapy.http import Headers
from scrapy.utils.misc import build_from_crawler

from datestone import policy
from datestone.crawl.visit import context_of
from datestone.enums import RequestKind
from middlewares.body_limits import BodyLimitsMiddleware, readable
from tests.middlewares.handmade import council_request


@pytest.mark.parametrize("kind, rung, content_type, read", [
    (RequestKind.PAGE, "fixed_path", "text/html; charset=utf-8", True),
    (RequestKind.PAGE, "fixed_path", "application/xhtml+xml", True),
    (RequestKind.CHEAP, "fixed_path", "TEXT/HTML", True),
    (RequestKind.CHEAP, "fixed_path", "text/plain", True),
    (RequestKind.CHEAP, "fixed_path", "", True),  # no type given: the size cap and the classifier judge it
    (RequestKind.PAGE, "fixed_path", "application/pdf", False),
    (RequestKind.PAGE, "homepage_links", "image/png", False),
    (RequestKind.CHEAP, "a_z", "application/zip", False),
    (RequestKind.CHECK, None, "video/mp4", False),
    (RequestKind.CHEAP, "fixed_path", "application/gzip", False),  # a gzip is a sitemap's, not a page's
    (RequestKind.CHEAP, "sitemap", "application/gzip", True),
    (RequestKind.CHEAP, "sitemap", "application/x-gzip", True),
    (RequestKind.CHEAP, "sitemap", "application/octet-stream", True),
    (RequestKind.CHEAP, "sitemap", "application/pdf", False),
    (RequestKind.ROBOTS, "robots", "application/octet-stream", True),
])
def test_pc5_only_pages_and_sitemaps_are_read_as_pages(kind, rung, content_type, read):
    """PC5: non-HTML bodies (PDF, images as pages) are not downloaded as pages; sitemaps may be XML, gzip or text."""
    assert readable(kind, rung, content_type) is read


@pytest.fixture
def connected(crawler):
    """The middleware built on the crawler, its handlers connected to the signals; a test asks for it to keep it
    alive, since signals hold their receivers weakly."""
    return build_from_crawler(BodyLimitsMiddleware, crawler)


def send_headers(crawler, request, content_type: str):
    return crawler.signals.send_catch_log(signals.headers_received, headers=Headers({"Content-Type": content_type}),
                                          body_length=1000, request=request, spider=None)


def stopped(results) -> list:
    """The StopDownload a handler raised (send_catch_log hands back failures), as the download handler looks."""
    return [r.value for _, r in results if hasattr(r, "check") and r.check(StopDownload)]


def test_pc5_a_pdf_asked_for_as_a_page_stops_at_its_headers_without_failing(crawler, connected, visit):
    """PC5: the download stops there and the ladder sees status and headers with an empty body."""
    [stop] = stopped(send_headers(crawler, council_request(visit, "/licence.pdf", RequestKind.PAGE), "application/pdf"))
    assert stop.fail is False
    assert crawler.stats.get_value("datestone/body_limits/not_a_page") == 1


def test_pc5_an_html_page_downloads_on(crawler, connected, visit):
    """PC5: a page is read whole (up to the size cap)."""
    assert stopped(send_headers(crawler, council_request(visit, "/", RequestKind.PAGE), "text/html")) == []
    assert crawler.stats.get_value("datestone/body_limits/not_a_page") is None


def test_pc5_the_browser_reading_is_not_cut_here(crawler, connected, visit):
    """PC5: the rendering's own loads are the browser guard's to judge, not this middleware's."""
    assert stopped(send_headers(crawler, council_request(visit, "/", RequestKind.PAGE, render=True), "image/png")) == []


def send_bytes(crawler, request, size: int):
    return crawler.signals.send_catch_log(signals.bytes_received, data=b"x" * size, request=request, spider=None)


def test_rb3_a_robots_txt_is_read_no_further_than_its_first_500_kib(crawler, connected, visit):
    """RB3: only the first 500 KiB are parsed, and the rest is never downloaded; what came is kept (fail=False)."""
    robots = council_request(visit, "/robots.txt", RequestKind.ROBOTS, rung="robots")
    chunk = 100 * 1024
    for _ in range(policy.ROBOTS_MAX_BYTES // chunk - 1):
        assert stopped(send_bytes(crawler, robots, chunk)) == []
    [stop] = stopped(send_bytes(crawler, robots, chunk))
    assert stop.fail is False and context_of(robots).robots_bytes == policy.ROBOTS_MAX_BYTES == 500 * 1024
    assert crawler.stats.get_value("datestone/body_limits/robots_cut") == 1


def test_rb3_the_robots_cap_applies_to_robots_txt_only(crawler, connected, visit):
    """RB3/PC5: 500 KiB is robots.txt's cap; a page's is the 2 MB body limit."""
    page = council_request(visit, "/", RequestKind.PAGE)
    assert stopped(send_bytes(crawler, page, policy.ROBOTS_MAX_BYTES + 1)) == []
    assert context_of(page).robots_bytes == 0
