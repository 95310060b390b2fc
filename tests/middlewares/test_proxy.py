"""middlewares/proxy.py: plain requests go through DATESTONE_PROXY when it is set; the browser gets it at launch."""

from __future__ import annotations

import pytest
from scrapy import Request
from scrapy.utils.misc import build_from_crawler

from middlewares.proxy import DatestoneProxyMiddleware
from tests.middlewares.handmade import council_request

PROXY = "http://127.0.0.1:8899"


@pytest.mark.parametrize("kind_of_request", ["a visit's request", "a request outside any visit"])
def test_a_plain_request_is_routed_through_the_configured_proxy(make_crawler, visit, kind_of_request):
    """DESIGN contract DATESTONE_PROXY: tests route fake host names through it, so every plain request must."""
    middleware = build_from_crawler(DatestoneProxyMiddleware, make_crawler(DATESTONE_PROXY=PROXY))
    request = council_request(visit) if kind_of_request == "a visit's request" else \
        Request("http://www.adur-worthing.gov.uk/robots.txt")
    assert middleware.process_request(request) is None
    assert request.meta["proxy"] == PROXY


def test_without_the_setting_no_proxy_is_set(crawler, visit):
    """DATESTONE_PROXY defaults to unset: production talks to councils directly."""
    request = council_request(visit)
    build_from_crawler(DatestoneProxyMiddleware, crawler).process_request(request)
    assert "proxy" not in request.meta


def test_the_browser_reading_gets_no_proxy_meta_it_was_given_the_proxy_at_launch(make_crawler, visit):
    """The browser gets the proxy at launch (datestone/crawl/browser.py), not per request."""
    request = council_request(visit, render=True)
    build_from_crawler(DatestoneProxyMiddleware, make_crawler(DATESTONE_PROXY=PROXY)).process_request(request)
    assert "proxy" not in request.meta
