"""The finder end to end, in Chromium, against the fake council web: every case finds what it should by the
rung it should (LD1, LD3), and every visit's access log passes the POLICY audit."""

from __future__ import annotations

import json

import pytest
import pytest_twisted
from warcio.archiveiterator import ArchiveIterator

from spiders.council import CouncilSpider
from tests.conftest import CASES, HELD_OUT, WRITTEN_BLIND, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


# The real-navigation cases (realnav-*) run in one side-by-side sweep of their own (tests/test_realnav_crawl.py).
ALL_CASES = [s for s in cases(CASES) if not s.name.startswith("realnav-")] + cases(HELD_OUT) + cases(WRITTEN_BLIND)


def _check_finding(site, result):
    expect = site.expect
    if not expect.get("found"):
        assert result.items == [], f"{site.name}: found {result.items[0].url} where nothing should be found"
        return
    assert len(result.items) == 1, f"{site.name}: nothing found (stats {result.stats})"
    item = result.items[0]
    assert item.url == expect["url"], site.name
    assert item.rung == expect["rung"], site.name
    if expect.get("depth") is not None:
        assert item.depth == expect["depth"], site.name
    if "schemes" in expect:
        assert sorted(item.schemes) == sorted(expect["schemes"]), site.name


@pytest.mark.parametrize("site", ALL_CASES, ids=[s.name for s in ALL_CASES])
@pytest_twisted.ensureDeferred
async def test_finder_finds_the_page_by_its_rung_and_keeps_policy(fake_web, tmp_path, site):
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=site.council["gss_code"])
    _check_finding(site, result)
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []


@pytest_twisted.ensureDeferred
async def test_finding_is_stored_with_rung_and_archived_copy_that_holds_the_page(fake_web, tmp_path):
    site = next(s for s in ALL_CASES if s.expect.get("found"))
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=site.council["gss_code"])
    item = result.items[0]
    stored = result.store.findings(site.council["gss_code"])
    assert [(f["url"], f["rung"], json.loads(f["schemes"])) for f in stored] == [(item.url, item.rung, item.schemes)]
    assert stored[0]["review"] == "pending"  # AF4: a candidate until a person approves it
    warc_name, _, record_id = item.archive.partition("#")
    records = {}
    with open(tmp_path / "archive" / warc_name, "rb") as fh:
        for record in ArchiveIterator(fh):
            records[record.rec_headers.get_header("WARC-Record-ID")] = (
                record.rec_type, record.rec_headers.get_header("WARC-Target-URI"),
                record.rec_headers.get_header("WARC-Concurrent-To"), record.content_stream().read())
    kind, uri, _, body = records[record_id]
    assert (kind, uri) == ("response", item.url)
    served = site.response_for(item.url.split("/")[2], "/" + item.url.split("/", 3)[3])
    assert body == served.body  # the bytes the server sent (AF3)
    rendered = [r for r in records.values() if r[0] == "resource" and r[2] == record_id]
    assert rendered and b"<html" in rendered[0][3].lower()  # and the page as the browser rendered it
    visit = result.store.visit(item.visit_id)
    assert (visit["outcome"], visit["rung"]) == ("found", item.rung)


@pytest_twisted.ensureDeferred
async def test_a_visits_warc_replays_as_a_site_that_gives_the_same_finding(fake_web, tmp_path):
    from tests.fakeweb.sitefolder import Site
    from tests.fakeweb.warc2site import convert

    site = next(s for s in ALL_CASES if s.name == "fixed-path-vanity-redirect")
    first = await run_spider(CouncilSpider, fake_web, [site], tmp_path / "first", gss=site.council["gss_code"])
    item = first.items[0]
    replay_dir = tmp_path / "replay"
    convert(tmp_path / "first" / "archive" / item.archive.split("#")[0], replay_dir, site.council,
            {"found": True, "url": item.url, "rung": item.rung})
    replay = Site.load(replay_dir)
    assert replay.response_for(item.url.split("/")[2], "/robots.txt").status == 200
    second = await run_spider(CouncilSpider, fake_web, [replay], tmp_path / "second", gss=site.council["gss_code"])
    assert [(i.url, i.rung, i.schemes) for i in second.items] == [(item.url, item.rung, item.schemes)]
    fake_web.add(site)  # the original case serves its hosts again for later tests


@pytest_twisted.ensureDeferred
async def test_every_warc_written_passes_warcio_check(fake_web, tmp_path):
    import subprocess
    import sys

    site = next(s for s in ALL_CASES if s.name == "homepage-js-menu-depth2")
    await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=site.council["gss_code"])
    files = sorted((tmp_path / "archive").glob("*.warc.gz"))
    assert files
    for path in files:
        done = subprocess.run([sys.executable, "-m", "warcio.cli", "check", "-v", str(path)],
                              capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "digest pass" in done.stdout


# A page a cheap request already brought is rendered from those bytes (datestone/crawl/in_hand.py) ----------------------------
FIXED_PATH_FINDS = [s for s in ALL_CASES if s.expect.get("rung") == "fixed_path"]


@pytest.mark.parametrize("site", FIXED_PATH_FINDS, ids=[s.name for s in FIXED_PATH_FINDS])
@pytest_twisted.ensureDeferred
async def test_a_fixed_path_find_asks_the_council_for_the_pages_html_once(fake_web, tmp_path, site):
    """PC1/PC2: the probe that landed on the page (directly or through redirects) brought its HTML; the page read
    renders those bytes instead of asking for the same URL again."""
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=site.council["gss_code"])
    _check_finding(site, result)
    page = site.expect["url"]
    assert [line.status for line in result.lines if not line.from_browser and line.url == page] == [200]
    rows = [r for r in result.request_rows if r["url"] == page]
    assert [r["kind"] for r in rows] == ["cheap", "render"]
    assert rows[1]["rendered_from"] == rows[0]["id"]
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []


@pytest_twisted.ensureDeferred
async def test_a_301_probe_onto_a_slow_page_costs_one_fetch_counted_once_everywhere(fake_web, tmp_path):
    from datestone import policy
    from datestone.state.audit import audit_store
    from datestone.people.explain import explain_lines
    from tests.fakeweb.combined_log import combined, wall_offset

    site = next(s for s in ALL_CASES if s.name == "fixed-path-301-onto-slow-page")
    result = await run_spider(CouncilSpider, fake_web, [site], tmp_path, gss=site.council["gss_code"])
    _check_finding(site, result)
    page = site.expect["url"]
    # The council's log: the probe and its hop, which brought the (slow) page, and nothing more for that HTML.
    plain = [line for line in result.lines if not line.from_browser]
    assert [(line.target, line.status) for line in plain[-2:]] == [
        ("/property-licensing", 301), ("/residents/housing/private-landlords/property-licensing", 200)]
    assert plain[-1].finish - plain[-1].arrival >= 0.4  # the slow page was served once
    # Its subresources load when the bytes are rendered: after a page read's wait from the probe's end (PC2).
    loaded = [line for line in result.lines if line.from_browser]
    assert {line.target for line in loaded} == {"/assets/site.css", "/assets/site.js", "/assets/logo.svg"}
    assert min(line.arrival for line in loaded) - plain[-1].finish >= policy.PAGE_GAP_MIN_S * TEST_TIME_SCALE
    # The request log: one row for the hop that brought the page, and the rendering as a `render` row naming it.
    rows = result.request_rows
    brought = [r for r in rows if r["url"] == page and r["kind"] == "cheap"]
    rendered = [r for r in rows if r["kind"] == "render"]
    assert len(brought) == 1 and brought[0]["status"] == 200
    assert len(rendered) == 1 and rendered[0]["rendered_from"] == brought[0]["id"]
    assert rendered[0]["at"] - brought[0]["ended_at"] >= policy.PAGE_GAP_MIN_S * TEST_TIME_SCALE
    assert rendered[0]["method"] is None and rendered[0]["bytes"] == 0  # nothing was sent for it
    subresources = list(result.store.db["subresources"].rows)
    assert {s["request_id"] for s in subresources} == {rendered[0]["id"]}
    # PC1: the budget spent is the requests the council saw, robots.txt aside.
    assert result.store.visit(1)["spent"] == len(plain) - 1 == sum(r["kind"] in ("cheap", "page") for r in rows)
    # AF3: the page is archived once, as the server sent it, with its rendering beside it; the finding cites it.
    archived = list(result.store.db.query("select kind, warc_file, record_id from archive where url = ? order by id",
                                          [page]))
    assert [a["kind"] for a in archived] == ["response", "rendered"]
    assert result.items[0].archive == f"{archived[0]['warc_file']}#{archived[0]['record_id']}"
    # Every audit agrees: the access log, our own record, and explain on the webmaster's log.
    assert audit(result.lines, [site], TEST_TIME_SCALE, result.request_rows) == []
    assert audit_store(result.store, tmp_path / "archive").violations == []
    answers = explain_lines(result.store, [combined(line, wall_offset()) for line in result.lines])
    assert all(a["ours"] for a in answers), [a for a in answers if not a["ours"]]
    by_target = {a["line"].split('"')[1].split()[1]: a for a in answers}
    assert by_target["/residents/housing/private-landlords/property-licensing"]["request_id"] == brought[0]["id"]
    assert {by_target[t]["request_id"] for t in ("/assets/site.css", "/assets/site.js", "/assets/logo.svg")} == {
        rendered[0]["id"]}
    assert f"our request {brought[0]['id']}" in by_target["/assets/site.css"]["verdict"]
