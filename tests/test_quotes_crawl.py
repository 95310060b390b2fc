"""The quote verifier end to end (AF2a, PC3, PC4, RB*, RF1) on a fake web written without sight of the
matcher (tests/fakeweb/quotes): each citation gets its outcome, a modified quote is never verified, every check
points at the archived copy it read, and the access log is clean. A page that moved is checked where it moved
inside the domain, or unavailable with the reason when it left it (the liveness web's move cases)."""

from __future__ import annotations

import json

import pytest
import pytest_twisted

from datestone.clock import SystemClock
from datestone.register import Council
from datestone.state.store import Store
from spiders.quotes import QuotesSpider
from tests.conftest import TESTS, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider
from tests.fakeweb.sitefolder import Site

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


QUOTE_CASES = cases(TESTS / "fakeweb" / "quotes")


def seed(store: Store, site) -> list[dict]:
    raw = json.loads((site.root / "case.json").read_text())
    c = site.council
    store.ensure_council(Council(c["gss_code"], c["official_name"], c["homepage_url"], c["site_domain"]),
                         SystemClock().now())
    for citation in raw["citations"]:
        citation["id"] = store.add_citation({"gss": c["gss_code"], "url": citation["url"], "exact": citation["exact"],
                                             "prefix": citation.get("prefix", ""), "suffix": citation.get("suffix", ""),
                                             "archive": "", "added_by": "test", "added_at": SystemClock().now()})
    return raw["citations"]


@pytest.mark.parametrize("site", QUOTE_CASES, ids=[s.name for s in QUOTE_CASES])
@pytest_twisted.ensureDeferred
async def test_af2a_each_citation_gets_its_outcome(fake_web, tmp_path, site):
    data = tmp_path / "data"
    data.mkdir()
    citations = seed(Store(data / "datestone.db"), site)
    result = await run_spider(QuotesSpider, fake_web, [site], data)
    got = {(i.url, i.exact): i for i in result.items}
    for citation in citations:
        item = got[(citation["url"], citation["exact"])]
        assert item.outcome == citation["expect"], (site.name, citation.get("why"), item.nearest, item.similarity)
        if item.outcome == "modified":
            assert item.similarity < 100 and item.nearest and item.nearest != citation["exact"]
    checks = list(result.store.db["quote_checks"].rows)
    assert len(checks) == len(citations)
    for check in checks:  # AF3: each check points at the copy it read (when it read one)
        if check["outcome"] != "unavailable":
            assert check["archive"] and result.store.db.execute(
                "select count(*) from archive where warc_file || '#' || record_id = ?", [check["archive"]]
            ).fetchone()[0] == 1
    pages = {c["url"] for c in citations}
    page_lines = [l for l in result.lines if not l.from_browser and l.target != "/robots.txt"]
    assert len(page_lines) <= len(pages)  # each cited page read once, however many quotes point at it
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []


MOVE_CASES = [TESTS / "fakeweb" / "liveness" / name for name in ("moved_revalidated", "moved_to_portal")]
# path of the cited page -> (outcome, what `nearest` must contain when unavailable)
MOVED_QUOTES = {
    "/housing/selective-licensing": ("verified", None),  # 301 inside the domain: checked on the new page
    "/housing/hmo-licensing": ("verified", None),
    "/housing/licence-fees": ("unavailable", "which answered HTTP 404"),  # moved onto a 404
    "/housing/landlord-guidance": ("verified", None),  # moved onto another cited page, read there in full
    "/housing/private-renting/landlord-guidance": ("verified", None),
    "/housing/landlord-accreditation": ("verified", None),  # round a 302 and back: the page itself
    "/housing/private-landlords/selective-licensing": (  # moved to a vendor's portal: not read (LD4)
        "unavailable", "moved to www.landlordlicensingportal.co.uk — not followed (outside the council's domain)"),
    "/housing/private-landlords/hmo-licensing": ("verified", None),
}


@pytest_twisted.ensureDeferred
async def test_af2a_a_moved_page_is_checked_where_it_moved_or_unavailable_with_the_reason(fake_web, tmp_path):
    from urllib.parse import urlsplit

    data = tmp_path / "data"
    store = Store(data / "datestone.db")
    sites = []
    for case_dir in MOVE_CASES:
        raw = json.loads((case_dir / "case.json").read_text())
        c = raw["council"]
        store.ensure_council(Council(c["gss_code"], c["official_name"], c["homepage_url"], c["site_domain"]),
                             SystemClock().now())
        for page in raw["pages"]:
            store.add_citation({"gss": c["gss_code"], "url": page["url"], "exact": page["quote"], "prefix": "",
                                "suffix": "", "archive": "", "added_by": "test", "added_at": SystemClock().now()})
        site = Site.load(case_dir / "night2", case={**raw, "expect": {}})
        site.never_contacted = raw.get("never_contacted", [])
        sites.append(site)
    result = await run_spider(QuotesSpider, fake_web, sites, data)
    got = {urlsplit(i.url).path: i for i in result.items}
    assert sorted(got) == sorted(MOVED_QUOTES)
    for path, (outcome, reason) in MOVED_QUOTES.items():
        assert got[path].outcome == outcome, (path, got[path].nearest)
        if reason:
            assert reason in got[path].nearest, (path, got[path].nearest)
    never = {host for site in sites for host in site.never_contacted}
    assert never and not any(l.host in never for l in result.lines)
    assert audit(result.lines, sites, TEST_TIME_SCALE, result.request_rows) == []
    assert result.stats["datestone/state/audit/violations"] == 0, result.stats["datestone/state/audit/summary"]
