"""The sweep: `scrapy crawl council` without `-a gss` serves every due council side by side — each with its own
ladder, budget and pacing — one request at a time machine-wide (PC2, PC3); one job at a time per council;
progress reported while it runs."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time

import pytest
import pytest_twisted

from datestone.politeness.claims import VisitClaims
from datestone.people.cli import main as datestone
from datestone.state.store import Store
from spiders.council import CouncilSpider
from tests.conftest import CASES, HELD_OUT, WRITTEN_BLIND, cases
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import TEST_TIME_SCALE, run_spider
from tests.test_finder_crawl import ALL_CASES


def distinct_councils(sites, count):
    """Cases that can share one fake web: each council and each of its hosts once."""
    chosen, gss_seen, hosts_seen = [], set(), set()
    for site in sites:
        own_hosts = {h for h in site.hosts if site.council["site_domain"] in h}
        if site.council["gss_code"] in gss_seen or own_hosts & hosts_seen:
            continue
        chosen.append(site)
        gss_seen.add(site.council["gss_code"])
        hosts_seen |= own_hosts
    return chosen[:count]


# The pacing sweep keeps to the cases written for it: the real-navigation fixtures (realnav-*) measure page
# reading and have their own sweep in test_realnav_crawl.py.
SWEEP = distinct_councils([s for s in ALL_CASES if not s.name.startswith("realnav-")], 30)


class ProgressLines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(level=logging.INFO)
        self.lines: list[str] = []

    def emit(self, record) -> None:
        self.lines.append(record.getMessage())


def owner(line, sites) -> str | None:
    return next((s.council["gss_code"] for s in sites if s.council["site_domain"] in line.host), None)


@pytest.mark.crawl
@pytest_twisted.ensureDeferred
async def test_pc2_pc3_thirty_councils_interleaved_each_keeps_its_own_gaps_and_nothing_overlaps(fake_web, tmp_path):
    assert len(SWEEP) == 30
    progress, logger = ProgressLines(), logging.getLogger("extensions.progress")
    level = logger.level
    logger.addHandler(progress)
    logger.setLevel(logging.INFO)  # in-process crawls leave logging as pytest set it
    try:
        result = await run_spider(CouncilSpider, fake_web, SWEEP, tmp_path / "data",
                                  extra_settings={"DATESTONE_PROGRESS_INTERVAL_S": 0.5})
    finally:
        logger.removeHandler(progress)
        logger.setLevel(level)
    # Every council got its own visit and the outcome its case expects.
    found = {item.gss: item for item in result.items}
    visits = list(result.store.db["visits"].rows_where("kind = 'finder'"))
    ended = {v["gss"]: (v["outcome"], v["rung"], v["why"]) for v in visits}  # what to show when one goes wrong
    for site in SWEEP:
        expect = site.expect
        gss = site.council["gss_code"]
        if expect.get("found"):
            assert gss in found, (site.name, ended.get(gss))
            assert (found[gss].url, found[gss].rung) == (expect["url"], expect["rung"]), site.name
        else:
            assert gss not in found, site.name
    assert sorted(v["gss"] for v in visits) == sorted(s.council["gss_code"] for s in SWEEP)
    assert all(v["ended_at"] and v["spent"] <= 18 for v in visits)  # PC1 per visit
    # The audit checks PC3 (no overlap on the wire, browser subresources included) and PC2 per council.
    assert audit(result.lines, SWEEP, TEST_TIME_SCALE, result.request_rows) == []
    # Interleaved, not one after another: councils take turns on the wire ...
    order = [owner(line, SWEEP) for line in result.lines if not line.from_browser]
    switches = sum(1 for a, b in zip(order, order[1:]) if a != b)
    assert switches > 2 * len(SWEEP)
    # ... and the sweep took far less than the councils' own spans laid end to end.
    spans = {}
    for line in result.lines:
        gss = owner(line, SWEEP)
        first, last = spans.get(gss, (line.arrival, line.finish))
        spans[gss] = (min(first, line.arrival), max(last, line.finish))
    one_after_another = sum(last - first for first, last in spans.values())
    wall = max(l.finish for l in result.lines) - min(l.arrival for l in result.lines)
    assert wall < 0.5 * one_after_another
    # Progress: the run's row says every council is done, and it ended.
    runs = list(result.store.db["runs"].rows)
    assert [(r["spider"], r["councils_due"], r["councils_done"], r["finish_reason"]) for r in runs] == [
        ("council", 30, 30, "finished")]
    assert runs[0]["requests"] == result.stats["datestone/politeness/pacing/requests"]
    assert len(progress.lines) >= 3 and progress.lines[-1].startswith("progress: councils 30 of 30 done")


@pytest.mark.crawl
@pytest_twisted.ensureDeferred
async def test_limit_takes_the_oldest_due_councils_first(fake_web, tmp_path):
    sites = distinct_councils(cases(CASES), 3)
    data = tmp_path / "data"
    store = Store(data / "datestone.db")
    from datestone.clock import SystemClock
    from datestone.register import Council

    now = SystemClock().now()
    for age, site in zip((100, 300, 200), sites):  # due 100, 300 and 200 s ago
        c = site.council
        store.ensure_council(Council(c["gss_code"], c["official_name"], c["homepage_url"], c["site_domain"]), now)
        store.db["councils"].update(c["gss_code"], {"next_due_at": now - age})
    result = await run_spider(CouncilSpider, fake_web, sites, data, limit="2")
    visited = {v["gss"] for v in result.store.db["visits"].rows}
    assert visited == {sites[1].council["gss_code"], sites[2].council["gss_code"]}


def test_a_council_is_claimed_by_one_job_at_a_time_and_a_dead_job_lets_go(tmp_path):
    claims = VisitClaims(tmp_path)
    first = claims.try_claim("E07000223")
    assert first is not None and claims.try_claim("E07000223") is None  # even inside one process
    assert claims.try_claim("E07000224") is not None  # other councils are free
    first.release()
    again = claims.try_claim("E07000223")
    assert again is not None
    again.release()
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; sys.path.insert(0, %r); from datestone.politeness.claims import VisitClaims; "
        "c = VisitClaims(%r).try_claim('E07000223'); print('held' if c else 'busy', flush=True); time.sleep(600)"
    ) % (os.getcwd(), str(tmp_path))], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert claims.try_claim("E07000223") is None
    finally:
        holder.kill()
        holder.wait()
    deadline = time.monotonic() + 5
    while (claim := claims.try_claim("E07000223")) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert claim is not None


@pytest.mark.parametrize("gss", ["../../etc/passwd", "E0700022", "e07000223"])
def test_only_a_well_formed_gss_code_names_a_claim_file(tmp_path, gss):
    with pytest.raises(ValueError):
        VisitClaims(tmp_path).try_claim(gss)


@pytest.mark.crawl
@pytest_twisted.ensureDeferred
async def test_a_council_another_job_is_visiting_is_left_alone_and_not_contacted(fake_web, tmp_path):
    site = cases(CASES)[0]
    gss = site.council["gss_code"]
    data = tmp_path / "data"
    other_job = VisitClaims(data).try_claim(gss)
    try:
        result = await run_spider(CouncilSpider, fake_web, [site], data, gss=gss)
    finally:
        other_job.release()
    assert result.items == [] and result.lines == []
    assert result.stats["datestone/visits/claimed_elsewhere"] == 1
    assert list(result.store.db["visits"].rows) == []  # nothing opened, nothing spent


def test_status_shows_a_run_in_progress_and_not_a_dead_one(tmp_path, capsys):
    store = Store(tmp_path / "datestone.db")
    now = time.time()
    store.start_run({"job": "sweep-1", "spider": "council", "pid": os.getpid(), "started_at": now - 60,
                     "updated_at": now - 5, "councils_due": 296, "councils_done": 12, "requests": 140,
                     "refusals": 1, "next_wake_at": now + 23})
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    store.start_run({"job": "killed", "spider": "liveness", "pid": dead.pid, "started_at": now - 600,
                     "updated_at": now - 500, "councils_due": 3, "councils_done": 1, "requests": 2, "refusals": 0})
    register = tmp_path / "register.csv"
    register.write_text("gss_code,official_name,homepage_url,site_domain\n"
                        "E07000223,Adur District Council,http://www.adur-worthing.gov.uk/,adur-worthing.gov.uk\n")
    args = ["--data-dir", str(tmp_path), "--councils", str(register), "status"]
    assert datestone(args + ["--runs"]) == 0
    out = capsys.readouterr().out
    assert "council job sweep-1" in out and "councils 12 of 296 done, 140 requests, 1 refusals" in out
    assert "killed" not in out
    assert datestone(args + ["--runs", "--json"]) == 0
    runs = json.loads(capsys.readouterr().out)
    assert [(r["job"], r["councils_done"], r["councils_due"]) for r in runs] == [("sweep-1", 12, 296)]
    assert datestone(args) == 0
    assert "running now:" in capsys.readouterr().out


def test_two_crawls_of_one_process_in_the_same_second_get_their_own_job_and_warc_file(tmp_path):
    from types import SimpleNamespace

    from datestone.clock import FakeClock
    from datestone.runtime import name_job, runtime

    clock = FakeClock()
    base = f"council-{int(clock.now())}-{os.getpid()}"  # other crawls of this test process may hold it already
    first, second = name_job({}, "council", clock), name_job({}, "council", clock)
    assert first != second and first.startswith(base) and second.startswith(base)

    one = SimpleNamespace(settings={"DATESTONE_DATA_DIR": str(tmp_path), "DATESTONE_CLOCK": clock},
                          spidercls=SimpleNamespace(name="council"), stats=None, engine=None)
    assert runtime(one) is runtime(one) and runtime(one).job_id.startswith("council-")  # worked out once per crawler
