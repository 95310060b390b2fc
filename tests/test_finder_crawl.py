"""The finder end to end, in Chromium, against the fake council web: every case finds what it should by the
rung it should (LD1, LD3), and every visit's access log passes the POLICY audit."""

from __future__ import annotations

import json

import pytest
import pytest_twisted
from warcio.archiveiterator import ArchiveIterator

from spiders.council import CouncilSpider
from tests.conftest import CASES, HOLDOUT, HOLDOUT2, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider

ALL_CASES = cases(CASES) + cases(HOLDOUT) + cases(HOLDOUT2)


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
