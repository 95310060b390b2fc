"""middlewares/redirect.py: Scrapy's redirects with our limits — 3 in a row for a page or probe, 5 for robots.txt
(PC5, RB6) — each hop a request of the same visit that every middleware above judges again (PC2, LD4, RB4), and no
Referer carried over (ID1)."""

from __future__ import annotations

import pytest
from scrapy.exceptions import IgnoreRequest
from scrapy.utils.misc import build_from_crawler

from datestone import policy, settings
from datestone.crawl.visit import context_of
from datestone.enums import RequestKind
from middlewares.redirect import NoRefererRedirectMiddleware
from tests.middlewares.handmade import SITE, answer, council_request


@pytest.fixture
def middleware(make_crawler):
    return build_from_crawler(NoRefererRedirectMiddleware, make_crawler(REDIRECT_MAX_TIMES=settings.REDIRECT_MAX_TIMES))


def follow(middleware, request, hops: int):
    """Answer `request` and each hop it leads to with a 301 to the next path; the last hop made."""
    for n in range(hops):
        request = middleware.process_response(request, answer(request, 301, b"", headers={"Location": f"/hop{n}"}))
    return request


@pytest.mark.parametrize("kind, limit", [
    (RequestKind.PAGE, policy.PAGE_MAX_REDIRECTS),
    (RequestKind.CHEAP, policy.PAGE_MAX_REDIRECTS),
    (RequestKind.CHECK, policy.PAGE_MAX_REDIRECTS),
    (RequestKind.ROBOTS, policy.ROBOTS_MAX_REDIRECTS),
])
def test_pc5_rb6_a_chain_is_followed_to_its_limit_and_the_next_hop_is_refused(middleware, visit, kind, limit):
    """PC5: at most 3 redirects in a row (robots.txt: 5, RB6); the one after is not followed."""
    last = follow(middleware, council_request(visit, "/start", kind), limit)
    assert last.url == f"{SITE}/hop{limit - 1}" and last.meta["redirect_times"] == limit
    with pytest.raises(IgnoreRequest, match=rf"more than {limit} redirects in a row \(PC5/RB6\): {SITE}/over"):
        middleware.process_response(last, answer(last, 302, b"", headers={"Location": "/over"}))


def test_pc2_a_hop_is_the_same_visits_request_so_the_middlewares_above_judge_it_again(middleware, visit):
    """PC2/LD4/RB4: the hop carries the visit's context, so scope, robots.txt and the budget see it as the visit's."""
    first = council_request(visit, "/housing", RequestKind.PAGE, rung="fixed_path")
    hop = follow(middleware, first, 1)
    assert hop.url == f"{SITE}/hop0" and hop is not first
    assert context_of(hop) is context_of(first) and context_of(hop).visit is visit
    assert hop.meta["redirect_urls"] == [f"{SITE}/housing"]


def test_id1_a_hop_carries_no_referer(middleware, visit):
    """ID1: nothing that is not ours; a hop is never 'from' the page that redirected."""
    first = council_request(visit, "/housing", headers={"Referer": f"{SITE}/"})
    assert "Referer" not in follow(middleware, first, 1).headers


def test_an_answer_that_is_not_a_redirect_is_passed_on(middleware, visit):
    """PC2: only a 3xx with a Location makes a hop."""
    request = council_request(visit, "/housing")
    response = answer(request, 200)
    assert middleware.process_response(request, response) is response
