"""middlewares/robots.py: robots.txt first for every host, and obeyed (RB1, RB2, RB4, RB6; RF1 for a closed one).

The robots.txt download goes through `crawler.engine.download_async`, so the tests give the crawler an engine that
answers it by hand and write down what was asked."""

from __future__ import annotations

from dataclasses import replace

import pytest
from scrapy.exceptions import IgnoreRequest
from scrapy.http import TextResponse
from scrapy.utils.misc import build_from_crawler

from datestone import policy
from datestone.crawl.visit import context_of
from datestone.enums import RequestKind
from datestone.runtime import runtime as runtime_of
from middlewares.robots import RobotsMiddleware
from tests.middlewares.handmade import SITE, council_request, finished, redirect_hop

ROBOTS = b"User-agent: *\nDisallow: /private\n\nUser-agent: DatestoneBot\nDisallow: /search\nAllow: /\n"


class CouncilRobots:
    """An engine whose downloads are the council's robots.txt answers; `asked` lists what it was sent."""

    def __init__(self, status: int = 200, body: bytes = ROBOTS, error: Exception | None = None) -> None:
        self.status, self.body, self.error = status, body, error
        self.asked = []

    async def download_async(self, request):
        self.asked.append(request)
        if self.error is not None:
            raise self.error
        return TextResponse(request.url, status=self.status, body=self.body, request=request)


@pytest.fixture
def web(crawler):
    crawler.engine = web = CouncilRobots()
    return web


@pytest.fixture
def middleware(crawler, web):
    return build_from_crawler(RobotsMiddleware, crawler)


def test_rb1_robots_txt_is_fetched_before_the_first_request_to_a_host(middleware, web, visit):
    """RB1: the host's robots.txt is asked for (as a robots.txt request of this visit) before anything else."""
    request = council_request(visit, "/housing")
    assert finished(middleware.process_request(request)) is None
    [robots] = web.asked
    assert robots.url == f"{SITE}/robots.txt"
    assert context_of(robots).kind is RequestKind.ROBOTS and context_of(robots).visit is visit
    assert context_of(request).robots_rule == "Allow: / (User-agent: datestonebot)"


def test_rb1_a_subdomain_has_its_own_robots_txt_and_a_host_is_asked_once_per_visit(middleware, web, visit):
    """RB1: keyed by scheme, host and port; RB2: each asked once."""
    for url in (f"{SITE}/a", f"{SITE}/b", "http://news.adur-worthing.gov.uk/c", "https://www.adur-worthing.gov.uk/d"):
        finished(middleware.process_request(council_request(visit, url)))
    assert [r.url for r in web.asked] == [f"{SITE}/robots.txt", "http://news.adur-worthing.gov.uk/robots.txt",
                                         "https://www.adur-worthing.gov.uk/robots.txt"]


def test_rb1_robots_txt_itself_is_not_held_back_and_names_itself_as_its_rule(middleware, web, visit):
    """RB1: robots.txt is the first request to a host, so it cannot wait for itself."""
    robots = council_request(visit, "/robots.txt", RequestKind.ROBOTS, rung="robots")
    assert finished(middleware.process_request(robots)) is None
    assert web.asked == [] and context_of(robots).robots_rule == "robots.txt itself"


@pytest.mark.parametrize("age_s, fetched_again", [
    (policy.ROBOTS_CACHE_TTL_S - 60, False),
    (policy.ROBOTS_CACHE_TTL_S + 1, True),
])
def test_rb2_a_robots_txt_another_job_fetched_is_reused_for_24_hours(make_crawler, middleware, visit, age_s,
                                                                       fetched_again):
    """RB2: kept 24 hours in the shared state and reused by every job; not fetched twice inside that window."""
    finished(middleware.process_request(council_request(visit, "/a")))
    other_job = make_crawler()
    other_job.engine = other_web = CouncilRobots()
    runtime_of(other_job).clock.advance(age_s)
    next_visit = replace(visit, robots={})
    finished(build_from_crawler(RobotsMiddleware, other_job).process_request(council_request(next_visit, "/b")))
    assert len(other_web.asked) == int(fetched_again)
    assert other_job.stats.get_value("datestone/politeness/robots/cache_hit") == (None if fetched_again else 1)


@pytest.mark.parametrize("path, rule", [
    ("/search?q=hmo", "Disallow: /search (User-agent: datestonebot)"),
    ("/search/results", "Disallow: /search (User-agent: datestonebot)"),
])
def test_rb4_a_disallowed_url_is_never_requested_and_the_deciding_line_is_kept(crawler, middleware, visit, path,
                                                                              rule):
    """RB3/RB4: the group naming DatestoneBot decides; the line that refused is the evidence a webmaster can check."""
    with pytest.raises(IgnoreRequest, match="disallowed by robots.txt"):
        finished(middleware.process_request(council_request(visit, path)))
    assert visit.declined == [(SITE + path, rule)]
    assert crawler.stats.get_value("datestone/politeness/robots/disallowed") == 1
    assert visit.ended is None  # a disallowed URL is declined, the visit goes on


def test_rb4_a_redirect_hop_to_a_disallowed_url_is_not_followed(middleware, visit):
    """RB4: a redirect to a disallowed URL is not followed either: the hop comes back through here."""
    first = council_request(visit, "/housing")
    finished(middleware.process_request(first))
    with pytest.raises(IgnoreRequest, match="disallowed"):
        finished(middleware.process_request(redirect_hop(first, f"{SITE}/search/licensing")))


@pytest.mark.parametrize("status, outcome", [(401, "closed"), (403, "closed"), (451, "closed"), (429, "refused")])
def test_rb6_rf1_a_closed_or_refusing_robots_txt_ends_the_visit(crawler, web, middleware, visit, status, outcome):
    """RB6/RF1: 401, 403, 451 close the site and 429 refuses us: a refusal, nothing more this visit."""
    web.status = status
    with pytest.raises(IgnoreRequest, match=rf"robots.txt refused us \({outcome}\)"):
        finished(middleware.process_request(council_request(visit, "/housing")))
    assert str(visit.ended) == f"refused: robots.txt {outcome}"


def test_rb6_a_challenge_page_for_robots_txt_closes_the_site(web, middleware, visit):
    """RB6 (ours, stricter than RFC 9309): a challenge page instead of the file is a refusal."""
    web.body = b"<html><head><title>Just a moment...</title></head></html>"
    with pytest.raises(IgnoreRequest, match="closed"):
        finished(middleware.process_request(council_request(visit, "/housing")))
    assert str(visit.ended) == "refused: robots.txt closed"


@pytest.mark.parametrize("status, error", [(500, None), (503, None), (200, TimeoutError("30 s"))])
def test_rb6_an_unavailable_robots_txt_means_nothing_more_from_that_host_without_blame(crawler, web, middleware,
                                                                                       visit, status, error):
    """RB6: 5xx, timeout or connection error: fetch nothing else from that host in this visit; no refusal."""
    web.status, web.error = status, error
    for path in ("/housing", "/licensing"):
        with pytest.raises(IgnoreRequest, match="robots.txt unavailable"):
            finished(middleware.process_request(council_request(visit, path)))
    assert len(web.asked) == 1 and visit.ended is None
    assert crawler.stats.get_value("datestone/politeness/robots/host_unavailable") == 2


@pytest.mark.parametrize("status", [404, 410, 400])
def test_rb6_a_missing_robots_txt_means_no_restrictions(web, middleware, visit, status):
    """RB6: 404, 410 and other 4xx not listed mean no restrictions."""
    web.status = status
    request = council_request(visit, "/search")
    assert finished(middleware.process_request(request)) is None
    assert context_of(request).robots_rule == "no robots.txt"


@pytest.mark.parametrize("path", ["/private/hmo", "/housing/search"])
def test_rb3_the_group_naming_us_decides_not_the_star_group(middleware, visit, path):
    """RB3: the group naming DatestoneBot, else `*`: the `*` group's Disallow: /private does not bind us."""
    request = council_request(visit, path)
    assert finished(middleware.process_request(request)) is None
    assert context_of(request).robots_rule == "Allow: / (User-agent: datestonebot)"


def test_the_browser_reading_of_a_page_is_not_asked_again(web, middleware, visit):
    """The page's own fetch was judged; the browser's subresources are judged by its guard (RB4)."""
    assert finished(middleware.process_request(council_request(visit, "/search", render=True))) is None
    assert web.asked == []
