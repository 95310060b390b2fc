"""AF2 nightly check outcomes, one row per kind of answer, and the unreachable host's backoff."""

from __future__ import annotations

import pytest

from datestone import policy
from datestone.liveness import CheckOutcome, judge, next_backoff_s

URL = "http://www.council.gov.uk/property-licensing"
SITE = "council.gov.uk"


@pytest.mark.parametrize("kwargs, outcome, new_url", [
    ({"status": 200}, CheckOutcome.LIVE, None),
    ({"status": 304}, CheckOutcome.LIVE, None),  # conditional GET: unchanged
    ({"status": 200, "final_url": "http://www.council.gov.uk/housing/licensing"}, CheckOutcome.MOVED,
     "http://www.council.gov.uk/housing/licensing"),
    ({"status": 200, "final_url": "http://housing.council.gov.uk/licensing"}, CheckOutcome.MOVED,
     "http://housing.council.gov.uk/licensing"),
    ({"status": 200, "final_url": "http://www.elsewhere.com/x"}, CheckOutcome.UNREACHABLE, None),
    ({"status": None, "declined": "off the council's domain council.gov.uk (LD4)"}, CheckOutcome.UNREACHABLE, None),
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


def test_unreachable_host_backs_off_15_minutes_doubling_up_to_a_day():
    waits, wait = [], None
    for _ in range(10):
        wait = next_backoff_s(wait)
        waits.append(wait)
    assert waits[:4] == [900, 1800, 3600, 7200]
    assert max(waits) == policy.HOST_BACKOFF_MAX_S and waits[-1] == policy.HOST_BACKOFF_MAX_S
