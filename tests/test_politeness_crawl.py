"""The middlewares made exact, proven from the server's side: RB6 row by row, robots.txt redirects and size,
refusals (RF1, RF3) on pages and subresources, Crawl-delay (RB5). Every test ends with the access-log audit."""

from __future__ import annotations

from email.utils import format_datetime
from datetime import datetime, timedelta, timezone

import pytest
import pytest_twisted

from datestone import policy
from spiders.council import CouncilSpider
from tests.fakeweb.audit import audit
from tests.fakeweb.builder import LICENSING_PAGE, OPEN_ROBOTS, make_site
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


GSS = "E07000223"
CHALLENGE_BODY = ("<!DOCTYPE html><html><head><title>Just a moment...</title></head><body>"
                  "<script src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1'></script></body></html>")


async def crawl(fake_web, tmp_path, site):
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path / "data", gss=GSS)
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []
    return result, result.store.council(GSS)


ROBOTS_ANSWERS = [
    # (id, robots.txt answer, visit outcome)  — RB6, row by row
    ("500", {"status": 500}, "unavailable"),
    ("503", {"status": 503, "body": "busy"}, "unavailable"),
    ("connection-error", {"drop": True}, "unavailable"),
    ("401", {"status": 401}, "refused"),
    ("403", {"status": 403}, "refused"),
    ("451", {"status": 451}, "refused"),
    ("429", {"status": 429}, "refused"),
    ("challenge-header", {"status": 200, "headers": {"cf-mitigated": "challenge"}, "body": "<html></html>"}, "refused"),
    ("challenge-body", {"status": 200, "body": CHALLENGE_BODY}, "refused"),
]


@pytest.mark.parametrize("name, answer, outcome", ROBOTS_ANSWERS, ids=[r[0] for r in ROBOTS_ANSWERS])
@pytest_twisted.ensureDeferred
async def test_rb6_robots_answer_that_is_not_a_file_ends_the_visit_after_robots_txt(
        fake_web, tmp_path, name, answer, outcome):
    site = make_site(tmp_path / "site", GSS, f"rb6-{name}.gov.uk", {"selective-licensing.html": LICENSING_PAGE},
                     responses={"/robots.txt": answer})
    result, council = await crawl(fake_web, tmp_path, site)
    assert [line.target for line in result.lines] == ["/robots.txt"]  # nothing else from that host
    assert result.items == []
    assert council["last_outcome"] == outcome
    ended = result.store.visit(1)["ended_at"]
    if outcome == "refused":  # RF3: a refusal rests 30 days and counts towards retirement
        assert council["next_due_at"] - ended == policy.REFUSAL_REST_S and council["refusals_in_row"] == 1
    else:  # CD5: no blame, retried no sooner than 6 hours
        assert council["next_due_at"] - ended == policy.UNREACHABLE_REST_S and council["refusals_in_row"] == 0


@pytest.mark.parametrize("status", [404, 410])
@pytest_twisted.ensureDeferred
async def test_rb6_missing_robots_txt_means_no_restrictions(fake_web, tmp_path, status):
    site = make_site(tmp_path / "site", GSS, f"rb6-{status}.gov.uk", {"selective-licensing.html": LICENSING_PAGE},
                     responses={"/robots.txt": {"status": status}})
    result, council = await crawl(fake_web, tmp_path, site)
    assert [i.rung for i in result.items] == ["fixed_path"]
    assert {r["robots_rule"] for r in result.request_rows if r["kind"] != "robots"} == {"no robots.txt"}


def _redirect_chain(hops: int) -> dict:
    chain = {"/robots.txt": {"status": 301, "headers": {"Location": "/r1"}}}
    for n in range(1, hops):
        chain[f"/r{n}"] = {"status": 302, "headers": {"Location": f"/r{n + 1}"}}
    chain[f"/r{hops}"] = {"status": 200, "body": "User-agent: *\nDisallow: /private/\n",
                          "headers": {"Content-Type": "text/plain"}}
    return chain


@pytest_twisted.ensureDeferred
async def test_rb6_robots_txt_redirects_are_followed_up_to_five_hops(fake_web, tmp_path):
    site = make_site(tmp_path / "site", GSS, "rb6-hops5.gov.uk", {"selective-licensing.html": LICENSING_PAGE},
                     responses=_redirect_chain(policy.ROBOTS_MAX_REDIRECTS))
    result, _ = await crawl(fake_web, tmp_path, site)
    assert [i.rung for i in result.items] == ["fixed_path"]
    assert result.request_rows[-1]["robots_rule"] == "no rule (User-agent: *)"


@pytest_twisted.ensureDeferred
async def test_rb6_a_sixth_robots_redirect_is_not_followed_and_nothing_else_is_fetched(fake_web, tmp_path):
    site = make_site(tmp_path / "site", GSS, "rb6-hops6.gov.uk", {"selective-licensing.html": LICENSING_PAGE},
                     responses=_redirect_chain(policy.ROBOTS_MAX_REDIRECTS + 1))
    result, council = await crawl(fake_web, tmp_path, site)
    assert [line.target for line in result.lines] == ["/robots.txt"] + [f"/r{n}" for n in range(1, 6)]
    assert council["last_outcome"] == "unavailable"


@pytest_twisted.ensureDeferred
async def test_rb6_robots_txt_redirected_off_the_domain_is_not_followed(fake_web, tmp_path):
    site = make_site(tmp_path / "site", GSS, "rb6-offdomain.gov.uk", {"selective-licensing.html": LICENSING_PAGE},
                     responses={"/robots.txt": {"status": 301, "headers": {"Location": "http://elsewhere.example/robots.txt"}}})
    result, council = await crawl(fake_web, tmp_path, site)
    assert [line.host for line in result.lines] == ["www.rb6-offdomain.gov.uk"]
    assert council["last_outcome"] == "unavailable"


@pytest_twisted.ensureDeferred
async def test_rb3_only_the_first_500_kib_of_a_2_mb_robots_txt_is_read(fake_web, tmp_path):
    padding = "# " + "x" * 97 + "\n"
    body = "User-agent: *\nDisallow: /private/\n" + padding * (2 * 1024 * 1024 // len(padding)) + \
        "User-agent: DatestoneBot\nDisallow: /\n"
    site = make_site(tmp_path / "site", GSS, "rb3-big.gov.uk",
                     {"robots.txt": body, "selective-licensing.html": LICENSING_PAGE})
    result, _ = await crawl(fake_web, tmp_path, site)
    assert [i.rung for i in result.items] == ["fixed_path"]  # the DatestoneBot group past 500 KiB never counted
    robots_row = result.request_rows[0]
    assert robots_row["kind"] == "robots" and robots_row["bytes"] < 2 * policy.ROBOTS_MAX_BYTES
    assert result.stats["datestone/body_limits/robots_cut"] == 1


@pytest_twisted.ensureDeferred
async def test_rb5_crawl_delay_90_raises_every_gap_in_the_access_log(fake_web, tmp_path):
    site = make_site(tmp_path / "site", GSS, "rb5-delay.gov.uk", {
        "robots.txt": "User-agent: *\nCrawl-delay: 90\n", "landlord-licensing.html": LICENSING_PAGE})
    result, _ = await crawl(fake_web, tmp_path, site)
    plain = [line for line in result.lines if not line.from_browser]
    gaps = [b.arrival - a.finish for a, b in zip(plain, plain[1:])]
    assert len(gaps) >= 5 and min(gaps) >= 90 * TEST_TIME_SCALE


REFUSALS = [
    ("403", {"status": 403, "body": "Forbidden"}, None),
    ("429-seconds", {"status": 429, "headers": {"Retry-After": str(90 * 86400)}}, 90 * 86400),
    ("429-date", {"status": 429, "headers": {"Retry-After": "<60 days from now>"}}, 60 * 86400),
    ("challenge-header", {"status": 403, "headers": {"cf-mitigated": "challenge"}, "body": "<html></html>"}, None),
    ("challenge-body", {"status": 503, "body": CHALLENGE_BODY}, None),
    ("turnstile-alone", {"status": 200, "body": "<html><body><div class=\"cf-turnstile\" data-sitekey=\"x\"></div>"
                                                "<script src=\"https://challenges.cloudflare.com/turnstile/v0/api.js\">"
                                                "</script></body></html>"}, None),
]


@pytest.mark.parametrize("name, answer, retry_after", REFUSALS, ids=[r[0] for r in REFUSALS])
@pytest_twisted.ensureDeferred
async def test_rf1_a_refusal_ends_the_visit_at_once_and_rests_the_council(fake_web, tmp_path, name, answer,
                                                                          retry_after):
    if answer.get("headers", {}).get("Retry-After") == "<60 days from now>":  # an HTTP date, made when the test runs
        when = datetime.now(timezone.utc) + timedelta(days=60)
        answer = {**answer, "headers": {"Retry-After": format_datetime(when, usegmt=True)}}
    site = make_site(tmp_path / "site", GSS, f"rf1-{name}.gov.uk", {
        "robots.txt": OPEN_ROBOTS, "property-licensing.html": LICENSING_PAGE},
        responses={"/selective-licensing": answer})
    result, council = await crawl(fake_web, tmp_path, site)
    assert [line.target for line in result.lines][-1] == "/selective-licensing"  # nothing after the refusal
    assert result.items == [] and council["last_outcome"] == "refused"
    rest = council["next_due_at"] - result.store.visit(1)["ended_at"]
    if retry_after is None:
        assert rest == policy.REFUSAL_REST_S  # RF3: 30 days
    else:
        assert abs(rest - retry_after) < 120  # RF3: longer, because Retry-After asked


@pytest_twisted.ensureDeferred
async def test_rf1_a_refused_subresource_ends_the_visit_too(fake_web, tmp_path):
    home = ("<html><head><link rel=stylesheet href='/assets/blocked.css'></head><body>"
            "<a href='/housing'>Housing</a><a href='/housing/licensing'>Landlord licensing</a></body></html>")
    site = make_site(tmp_path / "site", GSS, "rf1-sub.gov.uk", {
        "robots.txt": OPEN_ROBOTS, "index.html": home, "housing/licensing.html": LICENSING_PAGE},
        responses={"/assets/blocked.css": {"status": 403}})
    result, council = await crawl(fake_web, tmp_path, site)
    targets = [line.target for line in result.lines]
    assert targets[-1] == "/assets/blocked.css" and "/housing/licensing" not in targets
    assert council["last_outcome"] == "refused"


@pytest_twisted.ensureDeferred
async def test_rb6_a_robots_txt_that_never_answers_times_out_as_unavailable(fake_web, tmp_path):
    """PC5: 30 s per request (a production number: this test really waits for it)."""
    site = make_site(tmp_path / "site", GSS, "rb6-timeout.gov.uk", {"selective-licensing.html": LICENSING_PAGE},
                     responses={"/robots.txt": {"status": 200, "body": "User-agent: *\nDisallow:\n",
                                                "delay_s": policy.REQUEST_TIMEOUT_S + 1}})
    mark = len(fake_web.log)
    result, council = await crawl(fake_web, tmp_path, site)
    assert result.request_rows[0]["outcome"] == "DownloadTimeoutError"
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    for _ in range(100):  # let the slow answer land in the log now, not in a later test's window
        if fake_web.lines_since(mark):
            break
        await deferLater(reactor, 0.1, lambda: None)
    assert [line.target for line in fake_web.lines_since(mark)] == ["/robots.txt"]
    assert council["last_outcome"] == "unavailable" and council["refusals_in_row"] == 0


@pytest_twisted.ensureDeferred
async def test_rb4_every_declined_url_keeps_the_robots_line_that_refused_it(fake_web, tmp_path):
    site = make_site(tmp_path / "site", GSS, "rb4-evidence.gov.uk", {
        "robots.txt": "User-agent: DatestoneBot\nDisallow: /selective-licensing\nDisallow: /property-licensing\n",
        "hmo-licensing.html": LICENSING_PAGE})
    result, _ = await crawl(fake_web, tmp_path, site)
    assert [i.url for i in result.items] == ["http://www.rb4-evidence.gov.uk/hmo-licensing"]
    declined = {r["url"]: r["why"] for r in result.store.db["declined"].rows}
    assert declined["http://www.rb4-evidence.gov.uk/selective-licensing"] == \
        "Disallow: /selective-licensing (User-agent: datestonebot)"
    assert declined["http://www.rb4-evidence.gov.uk/property-licensing"] == \
        "Disallow: /property-licensing (User-agent: datestonebot)"
    allowed = {r["url"]: r["robots_rule"] for r in result.request_rows}
    assert allowed["http://www.rb4-evidence.gov.uk/hmo-licensing"] == "no rule (User-agent: datestonebot)"


@pytest_twisted.ensureDeferred
async def test_rb3_a_group_for_datestonebot_1_0_keeps_every_job_off_its_paths(fake_web, tmp_path):
    """RB3/RB4: `User-agent: DatestoneBot/1.0` names us (its token, read as Google's parser reads it). The finder, the
    nightly check and the quote verifier never ask for what it disallows, and the evidence names that group."""
    from datestone.state.audit import audit_store
    from spiders.liveness import LivenessSpider
    from spiders.quotes import QuotesSpider
    from tests.conftest import CASES
    from tests.fakeweb.sitefolder import Site

    site = Site.load(CASES / "robots-versioned-group")
    gss, home = site.council["gss_code"], site.council["homepage_url"]
    data = tmp_path / "data"
    finder = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    assert [i.url for i in finder.items] == [home + "landlord-licensing"]
    declined = {r["url"]: r["why"] for r in finder.store.db["declined"].rows}
    ours = "Disallow: /housing/ (User-agent: datestonebot/1.0)"
    assert declined[home + "housing/private-sector-housing/property-licensing"] == ours  # sitemap candidate, 301 hop
    # A page we cite there (a person's choice, a quotation) is checked by the nightly jobs: blocked, never asked for.
    store = finder.store
    store.add_finding({"gss": gss, "url": home + "housing/private-sector-housing/property-licensing",
                       "rung": "fixed_path", "depth": None, "schemes": [], "title": "Property licensing",
                       "score": 5.0, "fetched_at": 0.0, "archive": ""})
    store.add_citation({"gss": gss, "url": home + "housing/property-licensing", "exact": "Selective licensing",
                        "prefix": "", "suffix": "", "archive": "", "added_by": "test", "added_at": 0.0})
    liveness = await run_spider(LivenessSpider, fake_web, [site], data)
    assert {(i.url.removeprefix(home), i.outcome) for i in liveness.items} == {
        ("housing/private-sector-housing/property-licensing", "blocked"), ("housing/property-licensing", "blocked")}
    quotes = await run_spider(QuotesSpider, fake_web, [site], data)
    assert [i.outcome for i in quotes.items] == ["unavailable"]
    lines = finder.lines + liveness.lines + quotes.lines
    assert not [line.url for line in lines if line.target.startswith("/housing/")]
    assert audit(lines, [site], TEST_TIME_SCALE, quotes.request_rows) == []
    assert audit_store(quotes.store, data / "archive").violations == []
