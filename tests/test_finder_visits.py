"""Visits as an operator sees them: several councils in one run (one fresh browser context each, LD6), a
council that is resting is left alone (CD1), the browser's own name (ID1), non-pages not downloaded (PC5)."""

from __future__ import annotations

import pytest
import pytest_twisted

from datestone import policy
from spiders.council import CouncilSpider
from tests.conftest import CASES
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider
from tests.fakeweb.builder import LICENSING_PAGE as LICENSING, make_site
from tests.fakeweb.sitefolder import Site

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


@pytest_twisted.ensureDeferred
async def test_id1_the_page_itself_sees_our_name_in_navigator_user_agent(fake_web, tmp_path):
    site = make_site(tmp_path / "site", "E07000061", "ua-test.gov.uk",
                     {"robots.txt": "User-agent: *\nDisallow:\n", "selective-licensing.html": LICENSING})
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path / "data", gss="E07000061")
    assert [i.url for i in result.items] == ["http://www.ua-test.gov.uk/selective-licensing"]
    from warcio.archiveiterator import ArchiveIterator

    rendered = []
    for path in (tmp_path / "data" / "archive").glob("*.warc.gz"):
        with open(path, "rb") as fh:
            rendered += [r.content_stream().read() for r in ArchiveIterator(fh) if r.rec_type == "resource"]
    assert rendered and f'<p id="ua">{policy.USER_AGENT}</p>'.encode() in rendered[0]
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []


@pytest_twisted.ensureDeferred
async def test_ld6_all_due_councils_in_one_run_each_with_a_fresh_browser_context(fake_web, tmp_path):
    sites = [Site.load(CASES / "fixed-path-vanity-redirect"), Site.load(CASES / "homepage-depth1-signin-trap")]
    result = await run_spider(CouncilSpider, fake_web, sites, tmp_path)
    assert sorted(i.gss for i in result.items) == sorted(s.council["gss_code"] for s in sites)
    assert result.stats["playwright/context_count"] == 2  # one per visit, none shared
    assert audit(result.lines, sites, TEST_TIME_SCALE, result.request_rows) == []


@pytest_twisted.ensureDeferred
async def test_cd1_a_council_found_yesterday_is_not_visited_again(fake_web, tmp_path):
    site = Site.load(CASES / "fixed-path-direct-no-robots")
    first = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=site.council["gss_code"])
    assert len(first.items) == 1
    council = first.store.council(site.council["gss_code"])
    assert council["next_due_at"] - first.store.visit(first.items[0].visit_id)["ended_at"] == policy.FOUND_REST_S
    again = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=site.council["gss_code"])
    assert again.items == [] and again.lines == []
    assert again.stats.get("datestone/visits/not_due") == 1


@pytest_twisted.ensureDeferred
async def test_pc5_a_pdf_where_a_page_was_expected_is_not_downloaded(fake_web, tmp_path):
    pdf = b"%PDF-1.4\n" + b"0" * 200_000
    site = make_site(tmp_path / "site", "E07000062", "pdf-test.gov.uk", {
        "robots.txt": "User-agent: *\nDisallow:\n", "selective-licensing.pdf": pdf},
        responses={"/selective-licensing": {"status": 200, "body_file": "selective-licensing.pdf",
                                            "headers": {"Content-Type": "application/pdf"}}})
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path / "data", gss="E07000062")
    assert result.items == []
    pdf_rows = [r for r in result.request_rows if r["url"].endswith("/selective-licensing")]
    assert pdf_rows and all(r["bytes"] == 0 for r in pdf_rows)
    assert result.stats.get("datestone/body_limits/not_a_page") == len(pdf_rows)
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []
