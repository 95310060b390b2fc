"""datestone.politeness.pacing — PC2 random gaps counted from the end of the previous request, RB5 Crawl-delay."""
from __future__ import annotations

import random

import pytest

from datestone import policy
from datestone.clock import FakeClock
from datestone.config import DatestoneConfig
from datestone.enums import RequestKind
from datestone.politeness.pacing import Pacer
from datestone.register import Council
from datestone.state.store import Store

DRAWS = 2000
SITE = "adur-worthing.gov.uk"
OTHER = "worthing.gov.uk"


def _pacer(seed: int = 7, scale: float = 1.0) -> Pacer:
    return Pacer(random.Random(seed), scale)


# PC2: the ranges -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "kind, low, high",
    [
        (RequestKind.PAGE, policy.PAGE_GAP_MIN_S, policy.PAGE_GAP_MAX_S),
        (RequestKind.CHEAP, policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S),
        (RequestKind.ROBOTS, policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S),  # a later host's robots.txt
    ],
)
@pytest.mark.parametrize("scale", [1.0, 0.01])
@pytest.mark.parametrize("seed", [0, 1, 2024])
def test_pc2_gaps_are_drawn_across_the_whole_policy_range(kind, low, high, scale, seed):
    pacer = _pacer(seed, scale)
    gaps = [pacer.gap_s(kind) for _ in range(DRAWS)]
    assert all(low * scale <= g <= high * scale for g in gaps)
    # drawn at random over the range, not pinned to one end
    assert min(gaps) < (low + 2) * scale
    assert max(gaps) > (high - 2) * scale
    assert len(set(gaps)) > DRAWS * 0.9


def test_pc2_policy_numbers_are_the_published_ones():
    assert (policy.PAGE_GAP_MIN_S, policy.PAGE_GAP_MAX_S) == (45.0, 120.0)
    assert (policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S) == (15.0, 35.0)


# RB5: Crawl-delay ----------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", [RequestKind.PAGE, RequestKind.CHEAP, RequestKind.ROBOTS])
@pytest.mark.parametrize("scale", [1.0, 0.05])
def test_rb5_crawl_delay_90_raises_every_gap_to_at_least_90(kind, scale):
    pacer = _pacer(3, scale)
    gaps = [pacer.gap_s(kind, crawl_delay_s=90) for _ in range(500)]
    assert min(gaps) >= 90 * scale
    assert max(gaps) <= max(90, policy.PAGE_GAP_MAX_S) * scale


@pytest.mark.parametrize("delay", [None, 0, 5.0])
def test_rb5_a_small_or_missing_crawl_delay_never_shortens_the_policy_gap(delay):
    pacer = _pacer(5)
    assert min(pacer.gap_s(RequestKind.CHEAP, crawl_delay_s=delay) for _ in range(500)) >= policy.CHEAP_GAP_MIN_S


# PC2: counted from the end of the previous request -------------------------------------------------
def test_pc2_a_website_never_seen_waits_nothing():
    assert _pacer().wait_s(SITE, 60.0, now=FakeClock().now()) == 0.0


@pytest.mark.parametrize(
    "since_end_s, expected_wait_s",
    [(0, 60.0), (20, 40.0), (59.5, 0.5), (60, 0.0), (600, 0.0)],
)
def test_pc2_wait_counts_from_the_end_of_the_previous_request(since_end_s, expected_wait_s):
    clock = FakeClock()
    pacer = _pacer()
    started = clock.now()
    clock.advance(25)  # a slow request: the gap starts when it ended, not when it started
    pacer.request_ended(SITE, clock.now())
    clock.advance(since_end_s)
    assert pacer.wait_s(SITE, 60.0, clock.now()) == pytest.approx(expected_wait_s)
    assert pacer.last_end(SITE) == started + 25


def test_pc2_an_earlier_end_reported_late_does_not_shorten_the_wait():
    clock = FakeClock()
    pacer = _pacer()
    pacer.request_ended(SITE, clock.now() + 10)
    pacer.request_ended(SITE, clock.now() + 3)
    assert pacer.wait_s(SITE, 60.0, clock.now() + 10) == pytest.approx(60.0)


def test_pc2_websites_are_paced_independently():
    clock = FakeClock()
    pacer = _pacer()
    pacer.request_ended(SITE, clock.now())
    assert pacer.wait_s(OTHER, 60.0, clock.now()) == 0.0
    assert pacer.wait_s(SITE, 60.0, clock.now()) == pytest.approx(60.0)
    clock.advance(30)
    pacer.request_ended(OTHER, clock.now())
    assert pacer.wait_s(SITE, 60.0, clock.now()) == pytest.approx(30.0)
    assert pacer.wait_s(OTHER, 60.0, clock.now()) == pytest.approx(60.0)


# PC2 across a restart ------------------------------------------------------------------------------
def test_pc2_restore_keeps_pacing_across_a_restart(tmp_path):
    clock = FakeClock()
    council = Council(gss="E07000223", name="Adur", homepage="http://www.adur-worthing.gov.uk/", site_domain=SITE)
    store = Store(tmp_path / "datestone.db")
    store.ensure_council(council, clock.now())
    visit = store.open_visit(council.gss, "finder", clock.now())
    before = _pacer(1)
    before.request_ended(SITE, clock.now())
    store.note_request_end(visit["id"], SITE, before.last_end(SITE))
    store.close()

    clock.advance(10)  # the job was killed and started again ten seconds later
    store = Store(tmp_path / "datestone.db")
    after = _pacer(2)
    after.restore(SITE, store.open_visit(council.gss, "finder", clock.now())["last_end_at"])
    assert after.wait_s(SITE, 60.0, clock.now()) == pytest.approx(50.0)
    store.close()


def test_pc2_restore_of_nothing_leaves_the_website_unseen():
    pacer = _pacer()
    pacer.restore(SITE, None)
    assert pacer.last_end(SITE) is None
    assert pacer.wait_s(SITE, 60.0, FakeClock().now()) == 0.0


# DATESTONE_TIME_SCALE ------------------------------------------------------------------------------
@pytest.mark.parametrize("scale", [1.0, 0.5, 0.01])
@pytest.mark.parametrize("kind", [RequestKind.PAGE, RequestKind.CHEAP])
def test_pc2_time_scale_only_scales_the_same_draws(scale, kind):
    """PC2: DATESTONE_TIME_SCALE multiplies waits; the policy numbers and the random draws stay the same."""
    numbers = (policy.PAGE_GAP_MIN_S, policy.PAGE_GAP_MAX_S, policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S)
    config = DatestoneConfig.from_mapping({"DATESTONE_TIME_SCALE": str(scale)}.get)
    full, scaled = _pacer(11, 1.0), _pacer(11, config.time_scale)
    for _ in range(200):
        assert scaled.gap_s(kind) == pytest.approx(full.gap_s(kind) * scale)
    assert config.scaled(policy.PAGE_GAP_MIN_S) == pytest.approx(policy.PAGE_GAP_MIN_S * scale)
    assert (policy.PAGE_GAP_MIN_S, policy.PAGE_GAP_MAX_S, policy.CHEAP_GAP_MIN_S, policy.CHEAP_GAP_MAX_S) == numbers
