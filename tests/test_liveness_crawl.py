"""The nightly check and change monitor end to end (AF1, AF2, PC3, PC4, RB1–RB5): 22 cited hosts are read once
to set the baseline, then the fake web changes under them the ways real councils' sites do, and the second night
must give each page its outcome — with a clean access-log audit over both nights."""

from __future__ import annotations

import json

import pytest
import pytest_twisted

from datestone.clock import SystemClock
from spiders.liveness import LivenessSpider
from tests.fakeweb.audit import audit
from tests.fakeweb.builder import OPEN_ROBOTS, make_site
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


PAGE = """<!doctype html><html><head><title>Property licensing</title>
<link rel="stylesheet" href="/assets/site.css"></head><body>
<div id="cookie-banner">{cookie}</div><header><nav><a href="/">Home</a></nav></header>
<main><h1>Property licensing</h1><div class="promo">{promo}</div>
<p>Our selective licensing scheme came into force on {start} and covers the Central ward.</p>
<p>Mandatory HMO licensing applies to houses in multiple occupation with five or more people.</p>
<p class="meta">Last updated: {stamp}</p></main><footer>© {year} Council</footer></body></html>"""
JS_PAGE = """<!doctype html><html><head><title>Licensing</title><script src="/assets/app.js" defer></script></head>
<body><main><h1>Property licensing</h1><div id="content"></div></main></body></html>"""
JS_APP = ("document.addEventListener('DOMContentLoaded',function(){document.getElementById('content').innerHTML="
          "'<p>Our additional licensing scheme started on 1 May 2024 and covers every ward of the borough. '"
          "+'Landlords of smaller HMOs must apply for a licence before letting.</p>';});")
MAINTENANCE = "<html><body><h1>Site under maintenance</h1><p>We'll be back soon.</p></body></html>"


def page(start="1 June 2025", stamp="14 October 2026", year="2026", promo="Pay your council tax", cookie="Cookies"):
    return PAGE.format(start=start, stamp=stamp, year=year, promo=promo, cookie=cookie)


# name -> (after-state: files to write, responses to set, files to delete; expected outcome, new path, changed)
SCENARIOS = {
    **{f"same{n}": ({}, {}, [], "live", None, False) for n in range(8)},
    "etag304": ({}, {}, [], "live", None, False),
    "moved": ({"new-home.html": page()}, {"/page": {"status": 301, "headers": {"Location": "/new-home"}}}, [],
              "moved", "/new-home", False),
    "movedoff": ({}, {"/page": {"status": 301, "headers": {"Location": "http://www.elsewhere.example/x"}}}, [],
                 "moved", "http://www.elsewhere.example/x", False),  # recorded, not followed (LD4)
    "gone404": ({}, {}, ["page.html"], "gone", None, False),
    "gone410": ({}, {"/page": {"status": 410}}, [], "gone", None, False),
    "disallowed": ({"robots.txt": "User-agent: *\nDisallow: /page\n"}, {}, [], "blocked", None, False),
    "refused": ({}, {"/page": {"status": 403, "body": "Forbidden"}}, [], "blocked", None, False),
    "challenge": ({}, {"/page": {"status": 200, "headers": {"cf-mitigated": "challenge"}, "body": "<html></html>"}},
                  [], "blocked", None, False),
    "hangs": ({}, {"/page": {"status": 200, "body_file": "page.html", "delay_s": 31}}, [], "unreachable", None, False),
    "material": ({"page.html": page(start="1 June 2026")}, {}, [], "live", None, True),
    "furniture": ({"page.html": page(stamp="1 December 2026", year="2027", promo="Vote on Thursday",
                                     cookie="We use cookies and analytics")}, {}, [], "live", None, False),
    "outage": ({"page.html": MAINTENANCE}, {}, [], "unreachable", None, False),
    "needsjs": ({}, {}, [], "live", None, False),
    "three": ({}, {}, [], "live", None, False),
}


def build(tmp_path):
    sites = []
    for n, name in enumerate(SCENARIOS):
        files = {"robots.txt": OPEN_ROBOTS, "page.html": page()}
        responses = {}
        if name == "etag304":
            responses["/page"] = {"status": 200, "body_file": "page.html", "headers": {"ETag": '"v1"'}}
        if name == "needsjs":
            files.update({"page.html": JS_PAGE, "assets/app.js": JS_APP})
        if name == "three":
            files.update({"other.html": page(), "fees.html": page()})
        sites.append(make_site(tmp_path / "web" / name, f"E07000{100 + n:03d}", f"{name}.gov.uk", files, responses))
    return sites


def seed(store, sites):
    clock = SystemClock()
    from datestone.register import Council

    for site in sites:
        c = site.council
        council = Council(c["gss_code"], c["official_name"], c["homepage_url"], c["site_domain"])
        store.ensure_council(council, clock.now())
        url = c["homepage_url"] + "page"
        store.add_finding({"gss": council.gss, "url": url, "rung": "fixed_path", "depth": None, "schemes": [],
                           "title": "Property licensing", "score": 5.0, "fetched_at": clock.now(), "archive": ""})
        if site.name == "needsjs":
            store.save_page_state(url, council.gss, clock.now(), needs_js=1)
        if site.name == "three":
            for extra in ("other", "fees"):
                store.add_citation({"gss": council.gss, "url": c["homepage_url"] + extra, "exact": "selective",
                                    "prefix": "", "suffix": "", "archive": "", "added_by": "test",
                                    "added_at": clock.now()})


def change(site, files, responses, deletions):
    host_dir = next(iter(site.hosts.values()))
    for path, body in files.items():
        (host_dir / path).write_text(body)
    for path in deletions:
        (host_dir / path).unlink()
    if responses:
        (host_dir / "_responses.json").write_text(json.dumps(responses))
    return type(site).load(site.root)


@pytest_twisted.ensureDeferred
async def test_af2_each_cited_page_gets_its_outcome_across_22_hosts(fake_web, tmp_path):
    from datestone.state.store import Store

    sites = build(tmp_path)
    data = tmp_path / "data"
    data.mkdir()
    seed(Store(data / "datestone.db"), sites)
    first = await run_spider(LivenessSpider, fake_web, sites, data)
    assert {i.outcome for i in first.items} == {"live"} and len(first.items) == len(SCENARIOS) + 2
    assert not any(i.changed for i in first.items)  # the first night sets the baseline
    assert audit(first.lines, sites, TEST_TIME_SCALE, first.request_rows) == []

    first.store.db.execute("delete from robots")  # a day later: the 24 h robots.txt cache has run out (RB2)
    first.store.db.conn.commit()
    changed_sites = [change(site, *SCENARIOS[site.name][:3]) for site in sites]
    rows_before = len(first.request_rows)
    second = await run_spider(LivenessSpider, fake_web, changed_sites, data)
    by_host = {}
    for item in second.items:
        by_host.setdefault(item.url.split("/")[2], []).append(item)
    for site in changed_sites:
        _, _, _, outcome, new_path, changed = SCENARIOS[site.name]
        items = by_host[f"www.{site.name}.gov.uk"]
        main = next(i for i in items if i.url.endswith("/page"))
        assert (site.name, main.outcome, main.changed) == (site.name, outcome, changed)
        if new_path:
            new_url = new_path if new_path.startswith("http") else f"http://www.{site.name}.gov.uk{new_path}"
            assert main.new_url == new_url
    assert len(by_host["www.three.gov.uk"]) == 3
    # an unchanged page asked conditionally costs one small 304
    etag_lines = [l for l in second.lines if l.host == "www.etag304.gov.uk" and l.target == "/page"]
    assert [(l.status, l.bytes_sent) for l in etag_lines] == [(304, 0)]
    # a material change is stored for review with a word diff; furniture and outages are not
    changes = list(second.store.db["changes"].rows)
    assert [(c["url"].split("/")[2], c["review"]) for c in changes] == [("www.material.gov.uk", "pending")]
    assert "[-2025-]" in changes[0]["diff_text"] and "<ins>2026</ins>" in changes[0]["diff_html"]
    # the page whose text needs JavaScript is read in the browser, its script loaded as part of the page
    assert any(l.host == "www.needsjs.gov.uk" and l.target == "/assets/app.js" for l in second.lines)
    # hosts take turns: the three pages of one host are not asked one after another
    order = [l.host for l in second.lines if not l.from_browser and l.target != "/robots.txt"]
    three = [i for i, host in enumerate(order) if host == "www.three.gov.uk"]
    assert three[-1] - three[0] > 2
    assert second.store.council(changed_sites[SCENARIOS_ORDER.index("refused")].council["gss_code"])[
        "cited_status"] == "blocked"
    # a page that moved off the domain is no outage of its host: not backed off, the council's pages read "moved"
    assert second.store.host_backoff("www.movedoff.gov.uk") is None
    assert second.store.host_backoff("www.hangs.gov.uk") is not None
    assert second.store.council(changed_sites[SCENARIOS_ORDER.index("movedoff")].council["gss_code"])[
        "cited_status"] == "moved"
    assert not any(l.host == "www.elsewhere.example" for l in second.lines)
    await _settle(fake_web, second)
    rows = second.request_rows[rows_before:]
    assert audit(second.lines, changed_sites, TEST_TIME_SCALE, rows) == []


SCENARIOS_ORDER = list(SCENARIOS)


async def _settle(fake_web, result):
    """The hanging page's answer lands in the server's log after we gave up on it; let it, before auditing."""
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    for _ in range(300):  # the hang answers after 31 s; the crawler gave up at 30 s
        if any(l.host == "www.hangs.gov.uk" and l.target == "/page" for l in fake_web.log[-200:]):
            break
        await deferLater(reactor, 0.1, lambda: None)
    result.lines = [l for l in fake_web.log if l.arrival >= result.lines[0].arrival]
