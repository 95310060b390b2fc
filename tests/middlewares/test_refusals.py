"""middlewares/refusals.py: a 403, a 429 or a challenge page ends the visit at once (RF1), never worked around
(RF2), with the Retry-After kept for the rest (RF3); a 5xx ends it without blame (CD5)."""

from __future__ import annotations

from email.utils import formatdate

import pytest
from scrapy.utils.misc import build_from_crawler

from middlewares.refusals import RefusalMiddleware
from tests.middlewares.handmade import answer, council_request

CLOUDFLARE = b"<html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>"
CAPTCHA_ALONE = b'<html><body><div class="g-recaptcha" data-sitekey="x"></div></body></html>'


@pytest.mark.parametrize("status, headers, body, ended, stat", [
    (403, {}, b"Forbidden", "refused: 403", "403"),
    (429, {}, b"Too many requests", "refused: 429", "429"),
    (503, {}, CLOUDFLARE, "refused: challenge", "challenge"),
    (200, {}, CAPTCHA_ALONE, "refused: challenge", "challenge"),
    (403, {"cf-mitigated": "challenge"}, b"", "refused: 403", "403"),
    (200, {"cf-mitigated": "challenge"}, b"<html></html>", "refused: challenge", "challenge"),
])
def test_rf1_a_refusal_ends_the_visit_at_once_and_the_answer_goes_on_to_be_recorded(
        crawler, visit, status, headers, body, ended, stat):
    """RF1/RF2: nothing more is requested from the council in that visit; the ladder still sees why."""
    request = council_request(visit, "/selective-licensing")
    response = answer(request, status, body, headers=headers)
    assert build_from_crawler(RefusalMiddleware, crawler).process_response(request, response) is response
    assert str(visit.ended) == ended
    assert crawler.stats.get_value(f"datestone/refusals/{stat}") == 1


@pytest.mark.parametrize("retry_after, rest_s", [
    ("3600", 3600.0),
    ("5184000", 5_184_000.0),  # 60 days: longer than our own 30-day rest, and honoured
    (None, None),
    ("soon", None),
])
def test_rf3_the_retry_after_of_a_refusal_is_kept_for_the_councils_rest(crawler, visit, retry_after, rest_s):
    """RF3: the council rests at least 30 days, or longer if Retry-After asks."""
    request = council_request(visit)
    headers = {"Retry-After": retry_after} if retry_after else {}
    build_from_crawler(RefusalMiddleware, crawler).process_response(request, answer(request, 429, headers=headers))
    assert visit.retry_after_s == rest_s


def test_rf3_a_retry_after_date_is_read_against_the_injected_clock(crawler, runtime, visit):
    """RF3: an HTTP-date Retry-After is read against our clock, never the machine's."""
    request = council_request(visit)
    in_two_days = formatdate(runtime.clock.now() + 2 * 86400, usegmt=True)
    build_from_crawler(RefusalMiddleware, crawler).process_response(
        request, answer(request, 429, headers={"Retry-After": in_two_days}))
    assert visit.retry_after_s == pytest.approx(2 * 86400, abs=1)


@pytest.mark.parametrize("status", [500, 502, 503])
def test_cd5_a_server_error_on_the_councils_site_ends_the_visit_without_blame(crawler, visit, status):
    """CD5: 5xx ends the visit as unavailable (retried after 6 hours), not as a refusal."""
    request = council_request(visit)
    build_from_crawler(RefusalMiddleware, crawler).process_response(request, answer(request, status, b"down"))
    assert str(visit.ended) == f"unavailable: {status}"
    assert crawler.stats.get_value("datestone/refusals/server_error") == 1


@pytest.mark.parametrize("status, body", [
    (200, b"<html><body>Selective licensing</body></html>"),
    (200, b'<html><body><form>' + b"word " * 100 + b'<div class="g-recaptcha"></div></form></body></html>'),
    (301, b""), (304, b""), (401, b""), (404, b"Not found"), (410, b"Gone"),
])
def test_rf1_an_ordinary_answer_leaves_the_visit_going(crawler, visit, status, body):
    """RF1: only a refusal ends the visit; a contact form with a CAPTCHA among its words is a page, not a challenge."""
    request = council_request(visit)
    build_from_crawler(RefusalMiddleware, crawler).process_response(request, answer(request, status, body))
    assert visit.ended is None
    assert not [k for k in crawler.stats.get_stats() if k.startswith("datestone/refusals/")]


def test_the_browser_reading_is_not_judged_again_here(crawler, visit):
    """The page's own fetch was judged already; its rendering's answer is the browser's."""
    request = council_request(visit, render=True)
    build_from_crawler(RefusalMiddleware, crawler).process_response(request, answer(request, 403))
    assert visit.ended is None
