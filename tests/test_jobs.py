"""Jobs as an operator runs them, each a real `scrapy crawl` process: two at once never overlap (PC3), a job
killed with kill -9 resumes without a second budget (PC1) and leaves readable archives and a sound store,
a resting council is left alone with a reason (CD1)."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from warcio.archiveiterator import ArchiveIterator

from datestone import policy
from datestone.state.store import Store
from tests.conftest import CASES
from tests.fakeweb.audit import audit
from tests.fakeweb.crawl import write_register
from tests.fakeweb.sitefolder import Site

pytestmark = pytest.mark.crawl  # every test here runs a crawl or Chromium


ROOT = Path(__file__).resolve().parent.parent
SCALE = 0.02


def command(web, data: Path, register: Path, gss: str, scale: float = SCALE) -> list[str]:
    return [sys.executable, "-m", "scrapy", "crawl", "council", "-a", f"gss={gss}",
            "-s", f"DATESTONE_COUNCILS={register}", "-s", f"DATESTONE_PROXY={web.proxy_url}",
            "-s", "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1", "-s", f"DATESTONE_TIME_SCALE={scale}",
            "-s", f"DATESTONE_DATA_DIR={data}", "-s", "LOG_LEVEL=INFO"]


def rows(data: Path) -> list[dict]:
    return list(Store(data / "datestone.db").db["requests"].rows_where(order_by="id"))


def test_pc3_two_jobs_started_together_never_overlap_on_the_wire(fake_web, tmp_path):
    sites = [Site.load(CASES / "homepage-js-menu-depth2"), Site.load(CASES / "a-z-jadu-letter-pages")]
    for site in sites:
        fake_web.add(site)
    register = write_register(sites, tmp_path / "register.csv")
    mark = len(fake_web.log)
    jobs = [subprocess.Popen(command(fake_web, tmp_path / "data", register, s.council["gss_code"]), cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) for s in sites]
    errors = [job.communicate(timeout=300)[1] for job in jobs]
    assert [job.returncode for job in jobs] == [0, 0], "\n".join(e[-3000:] for e in errors)
    lines = fake_web.lines_since(mark)
    assert {line.host for line in lines} >= {"www.nelincs.gov.uk", "www.lancaster.gov.uk"}, errors[1][-3000:]
    assert audit(lines, sites, SCALE, rows(tmp_path / "data")) == []  # includes PC3 across both jobs


def _spent(data: Path) -> int:
    try:
        with sqlite3.connect(data / "datestone.db", timeout=5) as db:
            row = db.execute("select spent from visits order by id desc limit 1").fetchone()
    except sqlite3.Error:
        return 0
    return row[0] if row else 0


def test_kill_9_mid_visit_then_resume_keeps_the_budget_and_the_archives(fake_web, tmp_path):
    site = Site.load(CASES / "nothing-to-find-decoys")  # spends the whole budget: the hardest case to resume
    fake_web.add(site)
    register = write_register([site], tmp_path / "register.csv")
    data, gss = tmp_path / "data", site.council["gss_code"]
    mark = len(fake_web.log)
    job = subprocess.Popen(command(fake_web, data, register, gss, scale=0.05), cwd=ROOT,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while _spent(data) < 6 and time.monotonic() < deadline and job.poll() is None:
        time.sleep(0.05)
    assert job.poll() is None, "the visit finished before it could be killed"
    job.send_signal(signal.SIGKILL)
    job.wait()
    # What went out before the kill (a unit taken for a request still waiting out its gap is given back, PC1).
    sent_before = sum(1 for row in rows(data) if row["kind"] in ("cheap", "page"))
    again = subprocess.run(command(fake_web, data, register, gss, scale=0.05), cwd=ROOT, capture_output=True,
                           text=True, timeout=300)
    assert again.returncode == 0, again.stderr[-2000:]
    assert "requests already spent" in again.stderr and f"{sent_before} requests already spent" in again.stderr
    store = Store(data / "datestone.db")
    visits = list(store.db["visits"].rows)
    assert len(visits) == 1 and visits[0]["ended_at"] is not None  # the same visit, resumed and closed
    lines = fake_web.lines_since(mark)
    plain = [line for line in lines if not line.from_browser and line.target != "/robots.txt"]
    assert len(plain) <= policy.VISIT_BUDGET_REQUESTS  # PC1 over both runs together: no second 18
    assert visits[0]["spent"] == policy.VISIT_BUDGET_REQUESTS
    assert audit(lines, [site], 0.05, rows(data)) == []
    assert store.db.execute("pragma integrity_check").fetchone()[0] == "ok"
    for warc in (data / "archive").glob("*.warc.gz"):
        with open(warc, "rb") as fh:
            for record in ArchiveIterator(fh):
                record.content_stream().read()  # every record of every file reads to its end
        check = subprocess.run([sys.executable, "-m", "warcio.cli", "check", str(warc)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr


def test_cd1_a_resting_council_is_left_alone_with_a_reason_and_exit_0(fake_web, tmp_path):
    site = Site.load(CASES / "fixed-path-direct-no-robots")
    fake_web.add(site)
    register = write_register([site], tmp_path / "register.csv")
    gss = site.council["gss_code"]
    first = subprocess.run(command(fake_web, tmp_path / "data", register, gss), cwd=ROOT, capture_output=True,
                           text=True, timeout=300)
    assert first.returncode == 0
    mark = len(fake_web.log)
    second = subprocess.run(command(fake_web, tmp_path / "data", register, gss), cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert second.returncode == 0
    assert "is resting after its last visit (found); next due" in second.stderr
    assert fake_web.lines_since(mark) == []
