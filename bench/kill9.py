"""kill -9 and resume, over a whole finder sweep (a measurement, not a test).

Builds a fake web of 14 councils (from tests/fakeweb/sites, finder_held_out and finder_written_blind), runs the
finder sweep `scrapy crawl council` (no -a gss: every due council) as a real process, SIGKILLs it at random moments,
restarts it each time, then lets it finish. Afterwards it counts what the kills cost:

- lost: a case's expected finding (case.json `expect`) that an uninterrupted reference run (same fake web, its
  own data folder, run first) finds and the killed-and-resumed sweep does not have in its findings table;
- overspent: a visit that spent more than PC1's 18 requests besides robots.txt, counted from the store's
  `requests` table per visit and from the fake web's access log per council (plain requests; a browser
  page's subresources do not count);
- corrupt: a WARC in DATA_DIR/archive that warcio cannot read to the end or `warcio check` rejects;
- the store's `PRAGMA integrity_check` (anything but "ok" counts as corrupt);
- archived twice: a page subresource (AF3) stored more than once in one visit with the same bytes — a resumed
  visit that renders a page again must find the subresources its killed run kept (counted beside the others).

    .venv/bin/python -m bench.kill9 [--kills 20] [--seed N]

Prints the seed (a run is repeated with `--seed`), each kill, and "lost 0, overspent 0, corrupt 0" style
totals; exits 1 when any is not 0. Works whether the sweep takes councils one after another or interleaved:
nothing here depends on the order.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from datestone import policy
from tests.fakeweb.crawl import write_register
from tests.fakeweb.web import FakeWeb
from tests.fakeweb.sitefolder import Site

ROOT = Path(__file__).resolve().parent.parent
FAKEWEB = ROOT / "tests" / "fakeweb"
# 0.05: long enough that the side-by-side sweep is still going after 20 kills of a few seconds each
SCALE = "0.05"
# A mix of rungs and endings: every rung finds something, one visit spends its whole budget on decoys, one
# robots.txt answers 503, one closes the only page, redirects, gzip sitemap indexes, pages three clicks in.
CASES = (
    "sites/a-z-jadu-letter-pages", "sites/fixed-path-vanity-redirect", "sites/homepage-js-menu-depth2",
    "sites/nothing-to-find-decoys", "sites/robots-allow-line", "sites/sitemap-index-gz", "sites/sitemap-3000-buried",
    "finder_held_out/camden-depth3-offdomain-redirect", "finder_held_out/luton-robots-503",
    "finder_held_out/stoke-redirect-chain",
    "finder_written_blind/barnet-drupal-seventh-path", "finder_written_blind/bradford-jadu-sitemap-index-gz",
    "finder_written_blind/lbbd-localgov-js-menu-depth3", "finder_written_blind/city-of-london-disallowed-only-page",
)
# Kill moments: most land 0-2.5 s after the run's first request (mid-visit, mid-page, mid-write); one in five
# lands 0.5-3 s after the start, while Scrapy and Chromium are still coming up.
KILL_AFTER_FIRST_REQUEST_S = (0.0, 2.5)
KILL_IN_STARTUP_S = (0.5, 3.0)
RUN_TIMEOUT_S = 900


def command(web: FakeWeb, data: Path, register: Path) -> list[str]:
    return [sys.executable, "-m", "scrapy", "crawl", "council",
            "-s", f"DATESTONE_COUNCILS={register}", "-s", f"DATESTONE_PROXY={web.proxy_url}",
            "-s", "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1", "-s", f"DATESTONE_TIME_SCALE={SCALE}",
            "-s", f"DATESTONE_DATA_DIR={data}", "-s", "LOG_LEVEL=INFO"]


def start(web: FakeWeb, data: Path, register: Path, log: Path) -> subprocess.Popen:
    # Its own process group, so whatever it started (the Playwright driver, Chromium) can be cleared after it dies.
    with open(log, "ab") as out:
        return subprocess.Popen(command(web, data, register), cwd=ROOT, stdout=out, stderr=out, start_new_session=True)


def kill_9(job: subprocess.Popen) -> None:
    """`kill -9` the job itself, as an operator or the OOM killer would; then clear the browser it leaves behind
    (its own process group, nothing else), so no orphan keeps loading pages into the next run's log."""
    job.send_signal(signal.SIGKILL)
    job.wait()
    try:
        os.killpg(job.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    time.sleep(0.3)


def run_with_kills(web: FakeWeb, data: Path, register: Path, kills: int, rng: random.Random, logs: Path) -> int:
    done = 0
    for n in range(1, kills + 1):
        in_startup = rng.random() < 0.2
        delay = rng.uniform(*(KILL_IN_STARTUP_S if in_startup else KILL_AFTER_FIRST_REQUEST_S))
        before = _last_request_id(data)
        job = start(web, data, register, logs / f"run-{n:02}.log")
        began = time.monotonic()
        while not in_startup and job.poll() is None and _last_request_id(data) == before:
            time.sleep(0.05)  # wait for this run's first request
        waited = time.monotonic() - began
        try:
            job.wait(timeout=delay)
        except subprocess.TimeoutExpired:
            kill_9(job)
            done += 1
            moment = f"{delay:4.2f} s after the start" if in_startup else \
                f"{delay:4.2f} s after its first request ({waited:4.2f} s in)"
            print(f"kill {n:2}: SIGKILL {moment}", flush=True)
            continue
        if _group_alive(job.pid):
            os.killpg(job.pid, signal.SIGKILL)
        print(f"run  {n:2}: finished by itself (exit {job.returncode}) before its kill", flush=True)
        if _all_visited(data):
            break
    job = start(web, data, register, logs / "final.log")
    code = job.wait(timeout=RUN_TIMEOUT_S)
    print(f"final run: exit {code}", flush=True)
    return done


def _last_request_id(data: Path) -> int:
    try:
        with sqlite3.connect(data / "datestone.db", timeout=30) as db:
            return db.execute("select coalesce(max(id), 0) from requests").fetchone()[0]
    except sqlite3.Error:  # no store yet, or no table yet
        return 0


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False


def _all_visited(data: Path) -> bool:
    try:
        with sqlite3.connect(data / "datestone.db", timeout=30) as db:
            open_visits = db.execute("select count(*) from visits where ended_at is null").fetchone()[0]
            closed = db.execute("select count(distinct gss) from visits where ended_at is not null").fetchone()[0]
    except sqlite3.Error:
        return False
    return open_visits == 0 and closed >= len(CASES)


def found_urls(data: Path) -> dict[str, set[str]]:
    with sqlite3.connect(data / "datestone.db", timeout=30) as db:
        rows = db.execute("select gss, url from findings").fetchall()
    found: dict[str, set[str]] = defaultdict(set)
    for gss, url in rows:
        found[gss].add(url)
    return found


def lost_findings(found: dict[str, set[str]], reference: dict[str, set[str]], sites: list[Site]) -> list[str]:
    lost = []
    for site in sites:
        gss, expect = site.council["gss_code"], site.expect
        urls = found.get(gss, set())
        if expect.get("found") and expect["url"] not in urls:
            if expect["url"] in reference.get(gss, set()):
                lost.append(f"{site.name} ({gss}): expected {expect['url']}, found {sorted(urls) or 'nothing'}")
            else:
                print(f"  note: {site.name} not found by the uninterrupted run either: not counted as lost")
        elif not expect.get("found") and urls:
            print(f"  note: {site.name} expected nothing, found {sorted(urls)}")
    return lost


def overspent_visits(db: sqlite3.Connection, lines: list, sites: list[Site]) -> list[str]:
    over = []
    budget = policy.VISIT_BUDGET_REQUESTS
    for visit_id, gss, spent, logged in db.execute(
            "select v.id, v.gss, v.spent, (select count(*) from requests r where r.visit_id = v.id and r.kind in ('cheap', 'page'))"
            " from visits v order by v.id"):
        if max(spent or 0, logged) > budget:
            over.append(f"visit {visit_id} ({gss}): spent {spent}, {logged} requests logged besides robots.txt")
    visits = Counter(gss for (gss,) in db.execute("select gss from visits"))
    owner = {host: site for site in sites for host in site.hosts}
    on_the_wire: dict[str, int] = defaultdict(int)
    for line in lines:
        site = owner.get(line.host)
        if site is not None and not line.from_browser and line.target != "/robots.txt":
            on_the_wire[site.council["gss_code"]] += 1
    for gss, count in sorted(on_the_wire.items()):
        if count > budget * max(1, visits[gss]):
            over.append(f"{gss}: {count} requests on the wire over {visits[gss]} visit(s) (access log)")
    return over


def corrupt_archives(data: Path) -> list[str]:
    corrupt = []
    for warc in sorted((data / "archive").glob("*.warc.gz")):
        try:
            with open(warc, "rb") as fh:
                for record in ArchiveIterator(fh):
                    record.content_stream().read()
        except Exception as exc:  # warcio's own errors and zlib's: either way the file does not read
            corrupt.append(f"{warc.name}: {type(exc).__name__}: {exc}")
            continue
        check = subprocess.run([sys.executable, "-m", "warcio.cli", "check", str(warc)], capture_output=True, text=True)
        if check.returncode != 0:
            corrupt.append(f"{warc.name}: warcio check: {(check.stdout + check.stderr).strip()[-300:]}")
    return corrupt


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.kill9", description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    print(f"seed {seed} (repeat with --seed {seed})", flush=True)
    sites = [Site.load(FAKEWEB / case) for case in CASES]
    work = Path(tempfile.mkdtemp(prefix="datestone-kill9-"))
    data, logs = work / "data", work / "logs"
    logs.mkdir(parents=True)
    register = write_register(sites, work / "register.csv")
    print(f"{len(sites)} councils, work folder {work}", flush=True)
    began = time.monotonic()
    with FakeWeb() as web:
        for site in sites:
            web.add(site)
        reference = start(web, work / "reference", register, logs / "reference.log")
        print(f"reference run (uninterrupted): exit {reference.wait(timeout=RUN_TIMEOUT_S)}, "
              f"{time.monotonic() - began:.0f} s", flush=True)
        mark = len(web.log)
        kills = run_with_kills(web, data, register, args.kills, random.Random(seed), logs)
        lost = lost_findings(found_urls(data), found_urls(work / "reference"), sites)
        with sqlite3.connect(data / "datestone.db", timeout=30) as db:
            integrity = db.execute("pragma integrity_check").fetchone()[0]
            over = overspent_visits(db, web.lines_since(mark), sites)
            still_open = db.execute("select count(*) from visits where ended_at is null").fetchone()[0]
            visits = db.execute("select count(*) from visits").fetchone()[0]
            subresources = db.execute("select count(*) from archive where kind = 'subresource'").fetchone()[0]
            twice = db.execute("select count(*) from (select 1 from archive where kind = 'subresource' "
                               "group by visit_id, url, digest having count(*) > 1)").fetchone()[0]
    corrupt = corrupt_archives(data) + ([] if integrity == "ok" else [f"datestone.db: integrity_check {integrity}"])
    for title, problems in (("lost", lost), ("overspent", over), ("corrupt", corrupt)):
        for problem in problems:
            print(f"  {title}: {problem}")
    print(f"{kills} kills, {visits} visits ({still_open} left open), {time.monotonic() - began:.0f} s; "
          f"integrity_check {integrity}")
    print(f"{subresources} subresources archived, {twice} archived twice in one visit")
    print(f"lost {len(lost)}, overspent {len(over)}, corrupt {len(corrupt)}")
    return 1 if lost or over or corrupt or twice else 0


if __name__ == "__main__":
    sys.exit(main())
