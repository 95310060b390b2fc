"""middlewares/page_budget.py: at most 18 requests to a council per visit besides robots.txt (PC1)."""

from __future__ import annotations

import pytest
from scrapy.exceptions import IgnoreRequest
from scrapy.utils.misc import build_from_crawler

from datestone import policy
from datestone.crawl.visit import VisitState
from datestone.enums import RequestKind
from middlewares.page_budget import PageBudgetMiddleware
from tests.middlewares.handmade import answer, council_request, redirect_hop


def test_pc1_the_nineteenth_request_of_a_visit_is_refused_and_declined(crawler, visit):
    """PC1: sitemaps, probes and pages all count; the 19th is never sent."""
    middleware = build_from_crawler(PageBudgetMiddleware, crawler)
    kinds = [RequestKind.CHEAP, RequestKind.PAGE]
    for n in range(policy.VISIT_BUDGET_REQUESTS):
        assert middleware.process_request(council_request(visit, f"/p{n}", kinds[n % 2])) is None
    with pytest.raises(IgnoreRequest, match=r"visit budget spent \(PC1\)"):
        middleware.process_request(council_request(visit, "/one-too-many"))
    assert crawler.stats.get_value("datestone/page_budget/spent") == policy.VISIT_BUDGET_REQUESTS == 18
    assert crawler.stats.get_value("datestone/page_budget/exhausted") == 1
    assert visit.declined == [("http://www.adur-worthing.gov.uk/one-too-many", "visit budget spent (PC1)")]


def test_pc1_every_redirect_hop_counts_as_a_request(crawler, visit):
    """PC1/PC2: a hop is followed at once but still counts toward the 18."""
    middleware = build_from_crawler(PageBudgetMiddleware, crawler)
    first = council_request(visit, "/housing")
    middleware.process_request(first)
    middleware.process_request(redirect_hop(first, "http://www.adur-worthing.gov.uk/housing/"))
    assert crawler.stats.get_value("datestone/page_budget/spent") == 2


@pytest.mark.parametrize("why_free, make", [
    ("robots.txt is outside the budget", lambda v: council_request(v, "/robots.txt", RequestKind.ROBOTS)),
    ("a nightly check has its own pace, not a visit budget", lambda v: council_request(v, "/", RequestKind.CHECK)),
    ("the browser's reading is the page already counted", lambda v: council_request(v, "/", RequestKind.PAGE,
                                                                                  render=True)),
    ("bytes in hand were counted when they were sent", lambda v: council_request(
        v, "/", RequestKind.PAGE, in_hand=answer(council_request(v, "/")))),
])
def test_pc1_what_is_not_a_request_to_the_council_spends_nothing(crawler, visit, why_free, make):
    """PC1: robots.txt, the nightly check, the rendering and bytes in hand are outside the 18."""
    middleware = build_from_crawler(PageBudgetMiddleware, crawler)
    for _ in range(policy.VISIT_BUDGET_REQUESTS + 1):
        assert middleware.process_request(make(visit)) is None, why_free
    assert crawler.stats.get_value("datestone/page_budget/spent") is None


def test_pc1_the_budget_is_the_visits_in_the_store_so_another_job_on_it_finds_it_spent(make_crawler, crawler, visit):
    """PC1: spent atomically in the store, not counted in the middleware, so a restarted job (or a second one
    sharing the state) never gets a second 18 for the same visit."""
    before = build_from_crawler(PageBudgetMiddleware, crawler)
    for n in range(policy.VISIT_BUDGET_REQUESTS):
        before.process_request(council_request(visit, f"/p{n}"))
    restarted = make_crawler()
    resumed = VisitState(council=visit.council, visit_id=visit.visit_id, job=visit.job)
    with pytest.raises(IgnoreRequest, match="PC1"):
        build_from_crawler(PageBudgetMiddleware, restarted).process_request(council_request(resumed, "/again"))
