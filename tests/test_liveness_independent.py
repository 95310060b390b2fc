"""The nightly check on a fake web written from POLICY.md without sight of it (tests/fakeweb/liveness; two move
cases added later, see its README): 21 councils, 55 cited pages on 20+ hosts, read once to set the baseline, then a day
later each page must get the outcome its case expects — live, moved (with the new URL, whether it was followed and
what it answered), gone, blocked, unreachable; changed only when the main text changed — with the access log of
both nights clean (PC3, PC4 round robin, RB1–RB5, RF1, LD4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import pytest_twisted

from datestone.clock import SystemClock
from datestone.register import Council
from datestone.state.store import Store
from spiders.liveness import LivenessSpider
from tests.conftest import TESTS
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider
from tests.fakeweb.sitefolder import Site

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


WEB = TESTS / "fakeweb" / "liveness"
CASES = sorted(p for p in WEB.iterdir() if (p / "case.json").exists())


def night(case_dir: Path, n: int) -> Site:
    case = json.loads((case_dir / "case.json").read_text(encoding="utf-8"))
    site = Site.load(case_dir / f"night{n}", case={**case, "expect": {}})
    site.name = case_dir.name
    return site


def seed(store: Store) -> dict[str, dict]:
    now = SystemClock().now()
    pages = {}
    for case_dir in CASES:
        case = json.loads((case_dir / "case.json").read_text(encoding="utf-8"))
        c = case["council"]
        store.ensure_council(Council(c["gss_code"], c["official_name"], c["homepage_url"], c["site_domain"]), now)
        for page in case["pages"]:
            if page["role"] == "finding":
                store.add_finding({"gss": c["gss_code"], "url": page["url"], "rung": "fixed_path", "depth": None,
                                   "schemes": [], "title": "", "score": 1.0, "fetched_at": now, "archive": ""})
            else:
                store.add_citation({"gss": c["gss_code"], "url": page["url"], "exact": "licence", "prefix": "",
                                    "suffix": "", "archive": "", "added_by": "test", "added_at": now})
            if page.get("needs_js"):  # as the finder records it when it reads the page (pages.baseline)
                store.save_page_state(page["url"], c["gss_code"], now, needs_js=1)
            pages[page["url"]] = {**page, "case": case_dir.name, "never_contacted": case.get("never_contacted", [])}
    return pages


@pytest_twisted.ensureDeferred
async def test_af2_each_cited_page_gets_the_outcome_its_independent_case_expects(fake_web, tmp_path):
    data = tmp_path / "data"
    pages = seed(Store(data / "datestone.db"))
    assert len(pages) >= 24
    first_sites = [night(c, 1) for c in CASES]
    first = await run_spider(LivenessSpider, fake_web, first_sites, data)
    got_first = {i.url: i for i in first.items}
    assert sorted(got_first) == sorted(pages)  # every cited page asked, once
    assert {(i.outcome, i.changed) for i in first.items} == {("live", False)}, [
        (i.url, i.outcome) for i in first.items if i.outcome != "live"]
    assert audit(first.lines, first_sites, TEST_TIME_SCALE, first.request_rows) == []
    hosts = {l.host for l in first.lines}
    assert len(hosts) >= 20

    first.store.db.execute("delete from robots")  # a day later: the 24 h robots.txt cache has run out (RB2)
    first.store.db.conn.commit()
    second_sites = [night(c, 2) for c in CASES]
    rows_before = len(first.request_rows)
    second = await run_spider(LivenessSpider, fake_web, second_sites, data)
    got = {i.url: i for i in second.items}
    wrong = []
    for url, page in pages.items():
        expect = page["expect"]
        item = got.get(url)
        allowed = expect.get("outcome_any") or [expect["outcome"]]
        outcome = item.outcome if item else "none"
        if outcome not in allowed:
            wrong.append((page["case"], url, f"expected {allowed}, got {outcome}", page.get("why")))
            continue
        if item is None or outcome != expect.get("outcome"):
            continue  # one of several acceptable outcomes: new_url/changed are about the expected one
        if (item.new_url or None) != expect.get("new_url") or bool(item.changed) != bool(expect.get("changed")):
            wrong.append((page["case"], url, f"new_url {item.new_url} changed {item.changed}, expected "
                                             f"{expect.get('new_url')} {expect.get('changed')}", page.get("why")))
        for key in ("followed", "new_status"):  # a move: was the new URL requested, and what it answered
            if key in expect and getattr(item, key) != expect[key]:
                wrong.append((page["case"], url, f"{key} {getattr(item, key)}, expected {expect[key]}",
                              page.get("why")))
    assert wrong == []
    # Hosts that exist only to catch a redirect followed off the domain were never asked (LD4).
    never = {h for page in pages.values() for h in page["never_contacted"]}
    assert not {l.host for l in first.lines + second.lines} & never
    # A materially changed page is stored for a person with a readable diff; furniture and outages are not.
    changed_urls = {url for url, page in pages.items() if page["expect"].get("changed")}
    assert {c["url"] for c in second.store.db["changes"].rows} == changed_urls
    # The audit checks PC3, PC4 (1.5 s per host, Crawl-delay), RB1–RB5 and RF1 over the second night.
    await _settle(fake_web, second, second_sites)
    assert audit(second.lines, second_sites, TEST_TIME_SCALE, second.request_rows[rows_before:]) == []


async def _settle(fake_web, result, sites):
    """A page that hangs past the 30 s timeout answers later, after we gave up on it: wait for its log line."""
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    slow = {(host, target) for site in sites for host, overrides in site.overrides.items()
            for target, spec in overrides.items() if float(spec.get("delay_s", 0)) > 30}
    start = result.lines[0].arrival
    for _ in range(150):
        seen = {(l.host, l.target) for l in fake_web.log if l.arrival >= start}
        if slow <= seen:
            break
        await deferLater(reactor, 0.1, lambda: None)
    result.lines = [l for l in fake_web.log if l.arrival >= start]
