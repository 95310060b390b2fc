"""middlewares/identity.py: every plain request carries exactly the DatestoneBot User-Agent and no Referer (ID1)."""

from __future__ import annotations

import pytest
from scrapy.utils.misc import build_from_crawler

from datestone import policy
from middlewares.identity import IdentityMiddleware
from tests.middlewares.handmade import council_request


@pytest.mark.parametrize("sent_with", [
    {},
    {"User-Agent": "Scrapy/2.19 (+https://scrapy.org)"},
    {"User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)"},
    {"user-agent": "lower-case header from a spider"},
])
def test_id1_a_plain_request_leaves_with_exactly_our_user_agent_whatever_it_carried(crawler, visit, sent_with):
    """ID1: one name on every request, no other User-Agent, ever; no rotation."""
    request = council_request(visit, headers=sent_with)
    assert build_from_crawler(IdentityMiddleware, crawler).process_request(request) is None
    assert request.headers.getlist("User-Agent") == [policy.USER_AGENT.encode()]
    assert crawler.stats.get_value("datestone/identity/set") == 1


def test_id1_a_plain_request_is_never_from_a_page_so_it_carries_no_referer(crawler, visit):
    """ID1: nothing that is not ours — a Referer would name a page as the one that sent us."""
    request = council_request(visit, headers={"Referer": "http://www.adur-worthing.gov.uk/"})
    build_from_crawler(IdentityMiddleware, crawler).process_request(request)
    assert "Referer" not in request.headers


def test_id1_a_browser_request_is_left_to_the_browser_which_carries_the_same_name(crawler, visit):
    """ID1: the browser's name is set at launch (datestone/crawl/browser.py); this middleware does not touch it."""
    request = council_request(visit, render=True, meta={"playwright": True}, headers={"User-Agent": "set by the launch"})
    build_from_crawler(IdentityMiddleware, crawler).process_request(request)
    assert request.headers["User-Agent"] == b"set by the launch"
    assert crawler.stats.get_value("datestone/identity/set") is None
