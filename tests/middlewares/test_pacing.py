"""middlewares/pacing.py: when a request may leave — the PC2 gap counted from the end of the previous request to
the website, at least the Crawl-delay (RB5), a redirect hop at once, and the PC3 machine gate held until the answer
is in (through the browser rendering for a page read).

The middleware's sleep is replaced by one that moves the injected clock by the time asked, so a 120 s gap costs
nothing and every wait is written down."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest
from scrapy.utils.misc import build_from_crawler

from datestone import policy
from datestone.crawl.request_hold import RequestHold
from datestone.crawl.visit import context_of
from datestone.enums import RequestKind
from datestone.politeness.robots import RobotsOutcome, RobotsRules
from datestone.runtime import runtime as runtime_of
from middlewares import pacing
from middlewares.pacing import PacingMiddleware
from tests.middlewares.handmade import SITE, answer, council_request, finished, redirect_hop

WEBSITE = "adur-worthing.gov.uk"
# A real sleep always ends a little late; an exact one can end a rounding error early at this clock's magnitude,
# and the middleware would then wait that rounding error again and again.
OVERSLEEP_S = 0.001


def sleep_on(monkeypatch, clock, waits: list, meanwhile=None) -> None:
    """The middleware's sleep, replaced: it writes the wait down and moves `clock` instead of the test's time;
    `meanwhile(n)` runs after the n-th wait (what another job does while this one waits)."""
    async def sleep(seconds):
        waits.append(seconds)
        clock.advance(seconds + OVERSLEEP_S)
        if meanwhile is not None:
            meanwhile(len(waits))

    monkeypatch.setattr(pacing, "asyncio", SimpleNamespace(sleep=sleep))


@pytest.fixture
def slept(monkeypatch, runtime) -> list:
    """Every wait the middleware sleeps, in order."""
    waits = []
    sleep_on(monkeypatch, runtime.clock, waits)
    return waits


@pytest.fixture
def middleware(crawler, slept):
    return build_from_crawler(PacingMiddleware, crawler)


def sent(middleware, request):
    """The request through process_request: it has waited its gap and holds the gate."""
    assert finished(middleware.process_request(request)) is None
    return request


def answered(middleware, request, status: int = 200, **headers):
    return middleware.process_response(request, answer(request, status, b"", headers=headers))


def test_pc2_pc3_the_first_request_leaves_at_once_holding_the_gate_and_lets_go_when_answered(
        crawler, runtime, middleware, slept, visit):
    """PC2: nothing to count from yet; PC3: the gate is held while the request is out and let go with its answer,
    whose end is written down for every job (the store) to count the next gap from."""
    request = sent(middleware, council_request(visit, "/sitemap.xml"))
    hold = context_of(request).hold
    assert slept == [] and hold.held
    assert crawler.stats.get_value("datestone/politeness/pacing/requests") == 1
    runtime.clock.advance(2.5)  # the answer took 2.5 s to come
    answered(middleware, request)
    assert not hold.held
    assert runtime.store.website_last_end(WEBSITE) == runtime.clock.now()


@pytest.mark.parametrize("kind, job, low, high", [
    (RequestKind.PAGE, "council", policy.PAGE_GAP_MIN_S, policy.PAGE_GAP_MAX_S),
    (RequestKind.CHEAP, "council", policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S),
    (RequestKind.ROBOTS, "council", policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S),  # a later host's robots.txt
    (RequestKind.ROBOTS, "liveness", policy.CHECK_GAP_MIN_S, policy.CHECK_GAP_MIN_S),
    (RequestKind.CHECK, "liveness", policy.CHECK_GAP_MIN_S, policy.CHECK_GAP_MIN_S),  # PC4
])
def test_pc2_pc4_the_next_request_waits_its_gap_counted_from_the_end_of_the_last(
        crawler, runtime, middleware, slept, visit, kind, job, low, high):
    """PC2: 45–120 s before a page, 15–35 s before a cheap request or a later robots.txt; PC4: 1.5 s per check."""
    visit = replace(visit, job=job)
    answered(middleware, sent(middleware, council_request(visit, "/first")))
    ended = runtime.clock.now()
    request = sent(middleware, council_request(visit, "/next", kind))
    [waited] = slept
    assert low <= waited <= high and waited == pytest.approx(context_of(request).gap_s, abs=1e-3)
    assert runtime.clock.now() == pytest.approx(ended + waited + OVERSLEEP_S)
    assert crawler.stats.get_value("datestone/politeness/pacing/waited_s") == waited
    answered(middleware, request)


def test_rb5_crawl_delay_raises_every_wait_to_that_host(runtime, middleware, slept, visit):
    """RB5: Crawl-delay: 200 makes even a cheap request's gap at least 200 s."""
    visit.robots[SITE] = RobotsRules.from_answer(RobotsOutcome.PARSED, b"User-agent: *\nCrawl-delay: 200\n")
    answered(middleware, sent(middleware, council_request(visit, "/first")))
    answered(middleware, sent(middleware, council_request(visit, "/next")))
    assert slept == [200.0]


def test_pc2_waits_scale_with_the_time_scale(make_crawler, monkeypatch, visit):
    """DESIGN contract DATESTONE_TIME_SCALE: every wait between requests is multiplied by it."""
    compressed = make_crawler(DATESTONE_TIME_SCALE=0.01)
    slept = []
    sleep_on(monkeypatch, runtime_of(compressed).clock, slept)
    middleware = build_from_crawler(PacingMiddleware, compressed)
    answered(middleware, sent(middleware, council_request(visit, "/first")))
    answered(middleware, sent(middleware, council_request(visit, "/page", RequestKind.PAGE)))
    [waited] = slept
    assert policy.PAGE_GAP_MIN_S * 0.01 <= waited <= policy.PAGE_GAP_MAX_S * 0.01


def test_pc2_another_jobs_last_request_to_the_website_counts_too(runtime, middleware, slept, visit):
    """PC2: counted from the end of the previous request to that website by any job (the store keeps it)."""
    runtime.store.note_request_end(visit.visit_id, WEBSITE, runtime.clock.now())  # another job, a moment ago
    request = sent(middleware, council_request(visit, "/first"))
    assert slept == pytest.approx([context_of(request).gap_s], abs=1e-3)


def test_pc2_a_redirect_hop_follows_at_once_as_part_of_its_request(runtime, middleware, slept, visit):
    """PC2: a redirect is followed at once as part of the same request (it still counts for PC1, LD4, RB4)."""
    first = sent(middleware, council_request(visit, "/housing"))
    answered(middleware, first, 301, Location="/housing/")
    assert context_of(first).redirect_from_end == runtime.clock.now()
    hop = sent(middleware, redirect_hop(first, f"{SITE}/housing/"))
    assert slept == [] and context_of(hop).hold.held
    answered(middleware, hop)


def test_pc2_a_hop_waits_when_another_request_to_the_website_ended_after_its_parent(
        runtime, middleware, slept, visit):
    """PC2: at once only while the hop still follows its parent; a request in between resets the count."""
    first = sent(middleware, council_request(visit, "/housing"))
    answered(middleware, first, 302, Location="/housing/")
    runtime.clock.advance(1)
    neighbour = replace(visit, council=replace(visit.council, gss="E07000229", name="Worthing"))  # same website
    answered(middleware, council_request(neighbour, "/worthing"))
    sent(middleware, redirect_hop(first, f"{SITE}/housing/"))
    assert slept == pytest.approx([context_of(first).gap_s], abs=1e-3)


def test_pc3_when_another_job_used_the_website_while_we_waited_the_wait_is_checked_again(
        crawler, runtime, monkeypatch, middleware, visit):
    """PC3: after its wait a request takes the gate and re-checks: another job may have used the site meanwhile."""
    waits = []

    def another_job_sends(n):
        if n == 1:
            runtime.store.note_request_end(visit.visit_id, WEBSITE, runtime.clock.now())

    answered(middleware, sent(middleware, council_request(visit, "/first")))
    sleep_on(monkeypatch, runtime.clock, waits, meanwhile=another_job_sends)
    request = sent(middleware, council_request(visit, "/next"))
    gap = context_of(request).gap_s
    assert waits == pytest.approx([gap, gap], abs=1e-3)
    assert crawler.stats.get_value("datestone/politeness/gate/rechecks") == 1
    answered(middleware, request)


@pytest.mark.parametrize("status, keeps_gate", [(200, True), (404, False), (301, False)])
def test_pc3_a_page_read_keeps_the_gate_for_its_rendering_only_when_there_is_a_page(middleware, visit, status,
                                                                                     keeps_gate):
    """PC3: a page and its subresources are one request — the gate stays held for the browser (the fetcher lets it
    go when the page has loaded); an error page or a redirect is not rendered, so the gate goes with the answer."""
    request = council_request(visit, "/selective-licensing", RequestKind.PAGE, hold=RequestHold(spans_rendering=True))
    hold = context_of(sent(middleware, request)).hold
    answered(middleware, request, status)
    assert hold.held is keeps_gate
    hold.release()
    assert not hold.held
    hold.release()  # its owner may let go twice (the page was read, then the read ended): nothing happens


def test_pc3_a_page_reads_browser_page_is_made_after_its_wait_and_before_it_takes_the_gate(
        runtime, middleware, slept, visit):
    """PC3 covers what is on the wire: the page read's Chromium page is made outside the hold, but only once its
    PC2 wait is over (a page made at the start of a 45 s wait would sit open through it)."""
    seen = []

    async def make_page():
        free = runtime.gate.try_take()
        seen.append((list(slept), free is not None))
        if free is not None:
            free.release()

    answered(middleware, sent(middleware, council_request(visit, "/first")))
    request = council_request(visit, "/licensing", RequestKind.PAGE,
                              hold=RequestHold(spans_rendering=True, before_take=make_page))
    hold = context_of(sent(middleware, request)).hold
    [(waited, free)] = seen
    assert waited == slept and len(waited) == 1  # the wait was over
    assert free  # nobody held the gate while the page was made
    assert hold.held
    answered(middleware, request, 301)  # a hop follows: the page is not made twice
    sent(middleware, redirect_hop(request, f"{SITE}/licensing/"))
    assert len(seen) == 1 and hold.held
    hold.release()


def test_pc3_a_failed_request_lets_go_of_the_gate_and_still_counts_as_ended(runtime, middleware, visit):
    """PC2/PC3: a timeout ends the request too: the next gap counts from then, and the gate is free."""
    request = sent(middleware, council_request(visit, "/slow"))
    runtime.clock.advance(policy.REQUEST_TIMEOUT_S)
    assert middleware.process_exception(request, TimeoutError()) is None
    assert not context_of(request).hold.held
    assert runtime.store.website_last_end(WEBSITE) == runtime.clock.now()


def test_pc3_the_browser_reading_runs_under_the_gate_its_page_fetch_took(middleware, slept, visit):
    """PC3: the rendering neither waits again nor takes the gate a second time: its fetch holds it."""
    request = council_request(visit, "/selective-licensing", RequestKind.PAGE, render=True)
    assert finished(middleware.process_request(request)) is None
    assert context_of(request).hold is None and slept == []


def test_pc2_a_page_ends_when_its_rendering_does(runtime, middleware, visit):
    """PC2: a browser page ends when it and its subresources have loaded, so the next gap counts from the end of
    the rendering, not from the moment the page's own bytes came."""
    request = council_request(visit, "/selective-licensing", RequestKind.PAGE, hold=RequestHold(spans_rendering=True))
    answered(middleware, sent(middleware, request))
    runtime.clock.advance(3)  # the browser loads the page's stylesheets and scripts
    rendering = council_request(visit, "/selective-licensing", RequestKind.PAGE, render=True)
    answered(middleware, rendering)
    assert runtime.store.website_last_end(WEBSITE) == runtime.clock.now()
    context_of(request).hold.release()


def test_pc2_pc3_a_page_read_from_bytes_in_hand_waits_and_takes_the_gate_but_counts_as_a_rendering(
        crawler, middleware, visit):
    """PC2/PC3: its subresources reach the council, so it waits a page's gap and holds the gate like any page read."""
    probe = council_request(visit, "/selective-licensing")
    request = council_request(visit, "/selective-licensing", RequestKind.PAGE, in_hand=answer(probe))
    assert context_of(sent(middleware, request)).hold.held
    assert crawler.stats.get_value("datestone/politeness/pacing/renders") == 1
    assert crawler.stats.get_value("datestone/politeness/pacing/requests") is None
    answered(middleware, request)


def test_the_crawlers_own_pacer_and_gate_are_the_ones_used(crawler, middleware, visit):
    """One pacer and one gate per crawler (the runtime's), shared by every request of every visit."""
    request = sent(middleware, council_request(visit, "/first"))
    assert runtime_of(crawler).gate.try_take() is None  # held by the request, so nothing else may go
    answered(middleware, request)
    assert runtime_of(crawler).pacer.last_end(WEBSITE) is not None
