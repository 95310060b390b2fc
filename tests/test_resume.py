"""A resumed visit asks the council nothing it already asked (PC1): the answers the killed run received
are read back from the archive, redirects hop by hop, so the ladder picks up where it stopped."""

from __future__ import annotations

import pytest
import pytest_twisted

from spiders.council import CouncilSpider
from tests.conftest import CASES, HELD_OUT, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


def reopen(store, visit_id, keep_requests):
    """As if the run had been killed after its first `keep_requests` requests: the visit is open again and
    nothing after that point was read or archived."""
    rows = list(store.db["requests"].rows_where("visit_id = ?", [visit_id], order_by="id"))
    cut = rows[keep_requests]["at"] if keep_requests < len(rows) else None
    with store.transaction():
        if cut is not None:
            store.db.execute("delete from archive where visit_id = ? and at >= ?", [visit_id, cut])
            store.db.execute("delete from requests where visit_id = ? and at >= ?", [visit_id, cut])
        spent = store.db.execute("select count(*) from requests where visit_id = ? and kind in ('cheap', 'page')",
                                 [visit_id]).fetchone()[0]
        store.db.execute("update visits set ended_at = null, outcome = null, rung = null, spent = ? where id = ?",
                         [spent, visit_id])
        gss = store.visit(visit_id)["gss"]
        store.db.execute("update councils set next_due_at = 0, last_outcome = null where gss = ?", [gss])
        store.db.execute("delete from findings where gss = ?", [gss])


@pytest_twisted.ensureDeferred
async def test_a_resumed_visit_reads_nothing_twice_and_still_finds_the_page(fake_web, tmp_path):
    site = next(s for s in cases(CASES) if s.expect.get("rung") == "a_z")  # many requests before the find
    gss = site.council["gss_code"]
    data = tmp_path / "data"
    first = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    spent = first.store.visit(1)["spent"]
    assert spent >= 4 and [i.rung for i in first.items] == ["a_z"]
    asked_first = [l.url for l in first.lines if not l.from_browser and not l.url.endswith("/robots.txt")]
    reopen(first.store, 1, keep_requests=len(first.request_rows) // 2)
    second = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    assert [(i.url, i.rung) for i in second.items] == [(site.expect["url"], "a_z")]
    asked_again = [l.url for l in second.lines if not l.from_browser and not l.url.endswith("/robots.txt")]
    kept = {r["url"] for r in first.request_rows[: len(first.request_rows) // 2]}
    assert not set(asked_again) & kept  # nothing the killed run had read is asked again
    assert len(asked_again) < len(asked_first)
    assert second.store.visit(1)["spent"] <= spent  # PC1: the resumed visit spends no more than one whole visit
    assert second.stats.get("datestone/resume/answered_from_archive", 0) >= 1
    # robots.txt was read by the first run and kept (RB2): the two runs are audited as the one visit they are.
    before_the_kill = [l for l in first.lines if l.url in kept or l.url.endswith("/robots.txt")]
    assert audit(before_the_kill + second.lines, [site], TEST_TIME_SCALE, second.request_rows) == []


@pytest_twisted.ensureDeferred
async def test_a_redirect_chain_is_followed_through_the_archive(fake_web, tmp_path):
    site = next(s for s in cases(HELD_OUT) if s.name.startswith("stoke-redirect-chain"))
    gss = site.council["gss_code"]
    data = tmp_path / "data"
    first = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    assert first.items
    reopen(first.store, 1, keep_requests=len(first.request_rows))  # killed just before closing the visit
    second = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    assert [i.url for i in second.items] == [i.url for i in first.items]
    assert [l for l in second.lines if not l.url.endswith("/robots.txt")] == []  # all of it from the archive


@pytest_twisted.ensureDeferred
async def test_a_page_killed_while_chromium_rendered_it_is_rendered_again_from_the_archive(fake_web, tmp_path):
    site = next(s for s in cases(CASES) if s.expect.get("rung") == "a_z")
    gss = site.council["gss_code"]
    data = tmp_path / "data"
    first = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    reopen(first.store, 1, keep_requests=len(first.request_rows))
    with first.store.transaction():  # the rendering of the found page never made it to the archive
        first.store.db.execute("delete from archive where kind = 'rendered' and url = ?", [site.expect["url"]])
    spent = first.store.visit(1)["spent"]
    second = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    assert [i.url for i in second.items] == [site.expect["url"]]
    # The page itself is not sent again and costs no budget; Chromium renders the archived bytes, so only the
    # page's own subresources reach the council, paced and under the gate like any page read.
    assert [l.url for l in second.lines if not l.from_browser and not l.url.endswith("/robots.txt")] == []
    assert second.store.visit(1)["spent"] == spent
    assert any(l.from_browser for l in second.lines)
    rendered = list(second.store.db["archive"].rows_where("kind = 'rendered' and url = ?", [site.expect["url"]]))
    assert len(rendered) == 1  # the rendering is archived now
    assert audit(first.lines + second.lines, [site], TEST_TIME_SCALE, second.request_rows) == []
