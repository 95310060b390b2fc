"""AF3 with the tools archivists use: the WARCs of a finder crawl of the fake web, indexed by pywb and replayed by
its `wayback` server on loopback, show every page read as it looked — opened by its URL alone (the latest capture)
and at its timestamp, with its stylesheet and image answered from the archive — and a WACZ of them validates and
lists every page read (ReplayWeb.page's page list). One crawl for the whole module.

Also proves the subresources were archived as they passed: the fake web's access log holds no request the browser
did not make for a page it read, and the audit stays clean.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
import zipfile
from collections import Counter
from pathlib import Path

import pytest
import pytest_twisted
from warcio.archiveiterator import ArchiveIterator

from datestone.state.warc_writer import warc_date
from datestone.crawl.browser import CHROMIUM_BINARY
from datestone.people.cli import main
from spiders.council import CouncilSpider
from tests.conftest import CASES
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider, write_register
from tests.fakeweb.sitefolder import Site
from tests.test_scrapyd import _free_port

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


VENV_BIN = Path(sys.executable).parent
ROOT = Path(__file__).resolve().parent.parent
# Written to var/screenshots/ so a test run leaves the checkout clean; DATESTONE_SCREENSHOTS_DIR=docs refreshes the
# README's copy.
SCREENSHOT = ROOT / os.environ.get("DATESTONE_SCREENSHOTS_DIR", "var/screenshots") / "replay-pywb.png"
# A page found straight away, a page a fixed-path probe's redirect brought (rendered from those bytes), and a
# homepage ladder that reads three pages sharing one stylesheet, script and logo.
SITES = ("fixed-path-direct-no-robots", "fixed-path-vanity-redirect", "homepage-js-menu-depth2")
COLLECTION = "visits"


def _wait_for(url: str, timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def _warc_records(paths) -> list:
    records = []
    for path in paths:
        with open(path, "rb") as fh:
            for r in ArchiveIterator(fh):
                records.append((r.rec_type, r.rec_headers.get_header("WARC-Target-URI"),
                                r.rec_headers.get_header("Content-Type"), r.content_stream().read()))
    return records


@pytest_twisted.async_yield_fixture(scope="module")
async def crawled(fake_web, tmp_path_factory):
    root = tmp_path_factory.mktemp("replay")
    sites = [Site.load(CASES / name) for name in SITES]
    data = root / "data"
    result = await run_spider(CouncilSpider, fake_web, sites, data)
    warcs = sorted((data / "archive").glob("*.warc.gz"))
    pywb = root / "pywb"
    pywb.mkdir()
    for command in (["wb-manager", "init", COLLECTION], ["wb-manager", "add", COLLECTION, *map(str, warcs)]):
        done = subprocess.run([str(VENV_BIN / command[0]), *command[1:]], cwd=pywb, capture_output=True, text=True,
                              timeout=120)
        assert done.returncode == 0, done.stderr[-3000:]
    port = _free_port()
    server = subprocess.Popen([str(VENV_BIN / "wayback"), "-p", str(port), "-b", "127.0.0.1"], cwd=pywb,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(f"http://127.0.0.1:{port}/{COLLECTION}/")
        pages = list(result.store.db.query(
            "select a.url, a.visit_id, v.gss, (select max(r.at) from archive r where r.kind = 'response' "
            "and r.url = a.url and r.visit_id = a.visit_id and r.id < a.id) as fetched_at "
            "from archive a join visits v on v.id = a.visit_id where a.kind = 'rendered' order by a.id"))
        yield {"root": root, "data": data, "sites": sites, "result": result, "warcs": warcs, "pages": pages,
               "replay": f"http://127.0.0.1:{port}/{COLLECTION}",
               "index": (pywb / "collections" / COLLECTION / "indexes" / "index.cdxj").read_text().splitlines()}
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_af3_the_crawl_read_pages_and_its_access_log_passes_the_audit(crawled):
    result = crawled["result"]
    assert len(result.items) == len(SITES)
    assert len(crawled["pages"]) >= len(SITES) + 2  # the homepage ladder reads three pages
    assert audit(result.lines, crawled["sites"], TEST_TIME_SCALE, result.request_rows) == []


def test_af3_subresources_are_archived_as_they_passed_never_asked_for_again(crawled):
    """Each archived subresource came from a request the browser made for a page: archiving adds no request."""
    result = crawled["result"]
    records = _warc_records(crawled["warcs"])
    loaded = Counter()  # what the browser loaded, page by page, from the pages' metadata records
    for kind, _, content_type, body in records:
        if kind == "metadata":
            assert content_type == "application/warc-fields"
            loaded.update(line.split(": ", 1)[1] for line in body.decode().splitlines()
                          if line.startswith("subresource-loaded: "))
    browser_lines = Counter(line.url for line in result.lines if line.from_browser)
    assert browser_lines == loaded  # the council saw exactly what the browser loaded, nothing more
    archived = {uri for kind, uri, _, _ in records if kind == "response"} - {r["url"] for r in result.request_rows}
    assert archived == set(browser_lines)  # every one of them is in the archive
    assert any(u.endswith(".css") for u in archived) and any(u.endswith((".svg", ".png")) for u in archived)
    # One copy per visit of a stylesheet every page of the site shares (same bytes: listed, not stored again).
    stored = Counter(uri for kind, uri, _, _ in records if kind == "response" and uri in archived)
    assert max(stored.values()) == 1 and max(browser_lines.values()) > 1


def test_af3_pywbs_index_holds_one_capture_per_page_and_nothing_but_what_we_read(crawled):
    result = crawled["result"]
    requested = {r["url"] for r in result.request_rows} | {line.url for line in result.lines if line.from_browser}
    pages = {p["url"] for p in crawled["pages"]}
    captures = Counter()
    for line in crawled["index"]:
        entry = json.loads(line.split(" ", 2)[2])
        url = entry["url"]
        if url.startswith("urn:"):
            assert url.startswith("urn:rendered:") and url[len("urn:rendered:"):] in pages, url
            continue
        assert url in requested, f"{url}: in the index but never read"
        assert entry.get("mime") != "application/warc-fields"
        captures[url] += 1
    assert {url: captures[url] for url in pages} == {url: 1 for url in pages}


async def _replay(urls: list[str], screenshot: Path | None = None) -> list[dict]:
    """Open each URL in Chromium (one browser, a fresh page each): what pywb answered, and what the page drew."""
    from playwright.async_api import async_playwright

    seen = []
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM_BINARY, headless=True,
                                          args=["--no-sandbox", "--disable-gpu",
                                                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"])
        try:
            for n, url in enumerate(urls):
                page = await browser.new_page()
                answers = []
                page.on("response", lambda r, answers=answers: answers.append((r.url, r.status)))
                await page.goto(url, wait_until="load")
                await page.wait_for_load_state("networkidle")
                frame = next((f for f in page.frames if "mp_/" in f.url), page.main_frame)
                drawn = await frame.evaluate("""() => ({
                    text: document.body ? document.body.innerText : '',
                    sheets: [...document.styleSheets].filter(s => s.href).map(s => [s.href, s.cssRules.length]),
                    images: [...document.images].map(i => [i.currentSrc || i.src, i.complete && i.naturalWidth > 0]),
                })""")
                if screenshot is not None and n == 0:
                    screenshot.parent.mkdir(parents=True, exist_ok=True)
                    await page.screenshot(path=str(screenshot))
                seen.append({**drawn, "answers": answers, "frame": frame.url})
                await page.close()
        finally:
            await browser.close()
    return seen


def _original(url: str, replay: str) -> str:
    """The archived URL a replay URL stands for (wombat shows some URLs rewritten, some as they were)."""
    if not url.startswith(replay):
        return url
    rest = url[len(replay):]
    return rest[rest.index("/http") + 1:] if "/http" in rest else rest


def _check_replayed(crawled, page: dict, seen: dict) -> None:
    replay = crawled["replay"]
    ours = [(u, s) for u, s in seen["answers"] if u.startswith(replay)]
    assert ours and all(s < 400 for _, s in ours), [a for a in ours if a[1] >= 400]
    assert page["url"] in seen["frame"]
    assert "subresources_loaded" not in seen["text"] and "subresource-" not in seen["text"]
    assert seen["text"].strip()
    # The stylesheet is the archived one, its rules read; each image drew from archived bytes.
    assert seen["sheets"] and all(rules > 0 for _, rules in seen["sheets"]), seen["sheets"]
    assert seen["images"] and all(ok for _, ok in seen["images"]), seen["images"]
    for shown, _ in seen["sheets"] + seen["images"]:  # pywb answered each, from the archive
        answered = [s for u, s in ours if _original(u, replay) == _original(shown, replay)]
        assert answered and all(s == 200 for s in answered), (shown, ours)
    loaded_by_the_browser = {line.target for line in crawled["result"].lines
                             if line.from_browser and line.host in page["url"]}
    for target in loaded_by_the_browser:  # no replay 404 for anything the browser loaded on that site
        asked = [s for u, s in ours if _original(u, replay).split("?")[0].endswith(target)]
        assert all(s == 200 for s in asked), (target, asked)


@pytest_twisted.ensureDeferred
async def test_af3_every_page_read_replays_in_pywb_by_its_url_alone_with_its_styles(crawled):
    from scrapy.utils.defer import deferred_from_coro

    pages = crawled["pages"]
    seen = await deferred_from_coro(_replay([f"{crawled['replay']}/{page['url']}" for page in pages], SCREENSHOT))
    for page, drawn in zip(pages, seen, strict=True):
        _check_replayed(crawled, page, drawn)
    assert SCREENSHOT.stat().st_size > 10_000


@pytest_twisted.ensureDeferred
async def test_af3_every_page_read_replays_in_pywb_at_its_timestamp(crawled):
    from scrapy.utils.defer import deferred_from_coro

    pages = crawled["pages"]
    stamps = [warc_date(p["fetched_at"]).replace("-", "").replace(":", "").replace("T", "").rstrip("Z") for p in pages]
    seen = await deferred_from_coro(_replay([f"{crawled['replay']}/{stamp}/{page['url']}"
                                             for stamp, page in zip(stamps, pages)]))
    for page, stamp, drawn in zip(pages, stamps, seen, strict=True):
        _check_replayed(crawled, page, drawn)
        assert f"/{stamp}" in drawn["frame"]


def test_af3_a_wacz_of_each_council_validates_and_lists_every_page_read(crawled, tmp_path, capsys):
    register = write_register(crawled["sites"], tmp_path / "register.csv")
    for site in crawled["sites"]:
        gss = site.council["gss_code"]
        wacz = tmp_path / f"{gss}.wacz"
        assert main(["archive", gss, "--wacz", str(wacz), "--data-dir", str(crawled["data"]),
                     "--councils", str(register)]) == 0
        checked = subprocess.run([str(VENV_BIN / "wacz"), "validate", "-f", str(wacz)], capture_output=True,
                                 text=True, timeout=120)
        assert checked.returncode == 0 and "is valid" in checked.stdout, checked.stdout + checked.stderr
        with zipfile.ZipFile(wacz) as z:
            listed = [json.loads(line) for line in z.read("pages/pages.jsonl").decode().splitlines()][1:]
        read = [p for p in crawled["pages"] if p["gss"] == gss]
        assert sorted((p["url"], p["ts"]) for p in listed) == sorted(
            (p["url"], warc_date(p["fetched_at"])) for p in read)
        assert all(p["title"] and p["title"] != p["url"] for p in listed)
    assert "pages listed" in capsys.readouterr().out
