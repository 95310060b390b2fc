"""AF2 nightly check outcomes, one row per kind of answer, and the unreachable host's backoff."""

from __future__ import annotations

import pytest

from datestone import policy
from datestone.crawl.verdict import CheckOutcome, judge, next_backoff_s, same_page

URL = "http://www.council.gov.uk/property-licensing"
SITE = "council.gov.uk"
NEW = "http://www.council.gov.uk/housing/licensing"
OFF_DOMAIN = "off the council's domain council.gov.uk (LD4)"


@pytest.mark.parametrize("kwargs, outcome, new_url", [
    ({"status": 200}, CheckOutcome.LIVE, None),
    ({"status": 304}, CheckOutcome.LIVE, None),  # conditional GET: unchanged
    ({"status": 200, "final_url": NEW}, CheckOutcome.MOVED, NEW),
    ({"status": 200, "final_url": "http://housing.council.gov.uk/licensing"}, CheckOutcome.MOVED,
     "http://housing.council.gov.uk/licensing"),
    ({"status": None, "declined": OFF_DOMAIN}, CheckOutcome.UNREACHABLE, None),  # the page itself, not a hop
    ({"status": 404}, CheckOutcome.GONE, None),
    ({"status": 410}, CheckOutcome.GONE, None),
    ({"status": None, "declined": "Disallow: /property (User-agent: *)"}, CheckOutcome.BLOCKED, None),
    ({"status": 403, "refused": "refused: 403"}, CheckOutcome.BLOCKED, None),
    ({"status": 200, "refused": "refused: challenge"}, CheckOutcome.BLOCKED, None),
    ({"status": 503}, CheckOutcome.UNREACHABLE, None),
    ({"status": None, "error": "DownloadTimeoutError"}, CheckOutcome.UNREACHABLE, None),
])
def test_af2_each_answer_has_its_outcome(kwargs, outcome, new_url):
    verdict = judge(URL, SITE, **kwargs)
    assert (verdict.outcome, verdict.new_url) == (outcome, new_url)
    assert verdict.evidence


@pytest.mark.parametrize("status", [200, 304, 404, 410, 503])
def test_a_redirect_inside_the_domain_is_a_move_whatever_the_new_url_answers(status):
    verdict = judge(URL, SITE, status=status, final_url=NEW)
    assert (verdict.outcome, verdict.new_url, verdict.followed, verdict.new_status) == (
        CheckOutcome.MOVED, NEW, True, status)
    assert f"HTTP {status}" in verdict.evidence


@pytest.mark.parametrize("location", [
    "http://www.licensing-portal.co.uk/council/apply",  # a vendor's portal
    "http://www.notcouncil.gov.uk/property-licensing",  # a look-alike that merely ends in the domain's name
    "https://pay.example.com/estore?category=hmo",
])
def test_a_redirect_off_the_domain_is_a_move_not_followed_and_no_outage(location):
    verdict = judge(URL, SITE, status=None, declined=OFF_DOMAIN, declined_url=location)
    assert (verdict.outcome, verdict.new_url, verdict.followed, verdict.new_status) == (
        CheckOutcome.MOVED, location, False, None)
    host = location.split("/")[2]
    assert verdict.evidence == f"moved to {host} — not followed (outside the council's domain)"


@pytest.mark.parametrize("final", [URL, URL + "#top", "http://WWW.Council.gov.uk:80/property-licensing"])
@pytest.mark.parametrize("status", [200, 304])
def test_a_redirect_chain_that_comes_back_to_the_cited_url_is_live(final, status):
    verdict = judge(URL, SITE, status=status, final_url=final)
    assert (verdict.outcome, verdict.new_url, verdict.followed) == (CheckOutcome.LIVE, None, None)


def test_a_hop_robots_txt_disallows_is_blocked_not_a_move():
    verdict = judge(URL, SITE, status=None, declined="Disallow: /housing/ (User-agent: DatestoneBot)",
                    declined_url=NEW)
    assert (verdict.outcome, verdict.new_url) == (CheckOutcome.BLOCKED, None)


def test_a_refusal_at_the_new_url_is_blocked():
    assert judge(URL, SITE, status=403, final_url=NEW, refused="refused: 403").outcome is CheckOutcome.BLOCKED


def test_same_page_ignores_fragment_host_case_and_default_port_only():
    assert same_page(URL, "http://www.COUNCIL.gov.uk:80/property-licensing#x")
    assert not same_page(URL, URL + "/")
    assert not same_page(URL, URL + "?page=2")
    assert not same_page(URL, URL.replace("http:", "https:"))


def test_unreachable_host_backs_off_15_minutes_doubling_up_to_a_day():
    waits, wait = [], None
    for _ in range(10):
        wait = next_backoff_s(wait)
        waits.append(wait)
    assert waits[:4] == [900, 1800, 3600, 7200]
    assert max(waits) == policy.HOST_BACKOFF_MAX_S and waits[-1] == policy.HOST_BACKOFF_MAX_S
