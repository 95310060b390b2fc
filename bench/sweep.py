"""The finder sweep at full size (every council of the register, side by side), a measurement and not a test:

builds a fake web of the register's 296 councils (bench/sweepweb.py: one site per council website, real host
names through the fake web's proxy; ~60 % found by sitemap, ~15 % by a fixed path, ~8 % only by the A–Z, ~7 % only
by homepage links, ~7 % with nothing to find, ~3 % refusing), runs the sweep `scrapy crawl council` (no -a gss:
every due council) as a real process at a scaled time, and prints, from the fake web's access log (what webmasters
see) and the store:

- wall time (first request to last) ÷ the policy's lower bound, the larger of (a) the longest chain one council
  website imposes: its PC2 minimum waits (the bottom of each range: 45 s before a page read, 15 s before a cheap
  request or a later robots.txt, or the Crawl-delay if larger; nothing after a redirect hop), scaled, plus its
  requests' service times, and (b) the sum of every request's service time, one at a time (PC3). A service time is
  finish − arrival in the access log; a page read in the browser is its plain request and its subresources, up to
  the last one's finish, as one unit (the crawler holds the gate through the rendering). Goal <= 1.15.
  Beside it, the crawler's own record (store `requests`: leaving, after its wait, to answered; a page to the end of
  its rendering, which the browser's network-idle settle ends after the last subresource, unseen by the access log)
  and the wall time against that.
- wall time ÷ the same councils served one after another (the sum of each council's own first-to-last span, in the
  access log). Expect well under 0.1 interleaved; one after another it comes out a little above 1, since a span ends
  at its last subresource and the browser's settling after it falls between spans.
- peak PSS of the crawler process and its descendants (Chromium), sampled every 0.5 s, and whether it grows
  between the first and the last quarter of the sweep. Goal <= 800 MiB, flat.
- requests per find beyond robots.txt (visits.spent), median and mean, and by rung. Goals <= 2 and <= 5.
- outcomes, and the number of POLICY violations the access-log auditor (tests/fakeweb/audit.py) finds.
- what archiving each page's subresources (AF3: stylesheets, scripts, fonts, images, as the browser loaded them)
  adds to the WARC files per visit: their response and request records, in bytes on disk, beside the whole archive.

    .venv/bin/python -m bench.sweep [--scale 0.01] [--limit N] [--seed 6] [--keep]

`--limit N` passes `-a limit=N` (the sweep takes N of the due councils) for a quick check; `--keep` keeps the
temporary folder (the sites, the data folder, the crawl log and the access log as JSON lines). Works whether the
sweep takes councils one after another or interleaved: nothing here depends on the order.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator

from datestone.state.warc_writer import SUBRESOURCE
from datestone.state.store import Store
from bench.memory import MIB, MemorySampler, growth
from bench.service_units import chains, units
from bench.sweepweb import SweepWeb, build_web
import tests.fakeweb.audit as auditor
from tests.fakeweb.server import LogLine
from tests.fakeweb.web import FakeWeb

ROOT = Path(__file__).resolve().parent.parent
RUN_TIMEOUT_S = 4 * 3600


# the run -----------------------------------------------------------------------------------------------------
def sweep(web: FakeWeb, sweep_web: SweepWeb, data: Path, scale: float, limit: int | None,
          log: Path) -> tuple[float, MemorySampler, int]:
    cmd = [sys.executable, "-m", "scrapy", "crawl", "council",
           "-s", f"DATESTONE_COUNCILS={sweep_web.register}", "-s", f"DATESTONE_PROXY={web.proxy_url}",
           "-s", "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1", "-s", f"DATESTONE_TIME_SCALE={scale}",
           "-s", f"DATESTONE_DATA_DIR={data}", "-s", "LOG_LEVEL=INFO",
           "-s", f"DATESTONE_STATS_FILE={data / 'stats.json'}"]
    if limit:
        cmd += ["-a", f"limit={limit}"]
    started = time.monotonic()
    with open(log, "wb") as out:
        # Its own process group: whatever it starts (the Playwright driver, Chromium) is its descendant.
        job = subprocess.Popen(cmd, cwd=ROOT, stdout=out, stderr=out, start_new_session=True)
        sampler = MemorySampler(job.pid)
        sampler.start()
        try:
            code = job.wait(timeout=RUN_TIMEOUT_S)
        finally:
            sampler.stop()
            if job.poll() is None:
                job.kill()
                job.wait()
    return time.monotonic() - started, sampler, code


def audit(lines: list[LogLine], sites, scale: float, request_rows: list[dict]) -> list[str]:
    """tests/fakeweb/audit.py's audit, with its host -> website lookup remembered for the call: it scans every
    site for every line, minutes at full size, and the answer depends on the host alone."""
    original, known = auditor._website_of, {}

    def website_of(host, sites):
        if host not in known:
            known[host] = original(host, sites)
        return known[host]

    auditor._website_of = website_of
    try:
        return auditor.audit(lines, sites, scale, request_rows)
    finally:
        auditor._website_of = original


def describe(counts: list[int]) -> str:
    if not counts:
        return "none"
    return f"median {statistics.median(counts):g}, mean {statistics.mean(counts):.2f} (n={len(counts)})"


def subresource_bytes(store: Store, archive_dir: Path) -> tuple[Counter, int]:
    """Bytes on disk of each visit's subresource records (a response and the request concurrent to it), and the
    size of every WARC file together."""
    visit_of = {r["record_id"]: r["visit_id"] for r in store.db.query(
        "select record_id, visit_id from archive where kind = ?", [SUBRESOURCE])}
    added: Counter = Counter()
    total = 0
    for path in sorted(archive_dir.glob("*.warc.gz")):
        total += path.stat().st_size
        with open(path, "rb") as fh:
            records = ArchiveIterator(fh)
            for record in records:
                headers = record.rec_headers
                owner = headers.get_header("WARC-Record-ID") if record.rec_type == "response" else \
                    headers.get_header("WARC-Concurrent-To") if record.rec_type == "request" else None
                records.read_to_end(record)
                if owner in visit_of:
                    added[visit_of[owner]] += records.get_record_length()
    return added, total


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=float, default=0.01, help="DATESTONE_TIME_SCALE (0.01: a 45 s wait is 0.45 s)")
    parser.add_argument("--limit", type=int, default=None, help="-a limit=N: only the first N due councils")
    parser.add_argument("--seed", type=int, default=6, help="the mix of sites")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (web, data, crawl log)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="datestone-bench-sweep-"))
    sweep_web = build_web(folder / "web", args.seed)
    data, log = folder / "data", folder / "crawl.log"
    with FakeWeb() as web:
        for site in sweep_web.sites:
            web.add(site)
        process_s, sampler, code = sweep(web, sweep_web, data, args.scale, args.limit, log)
        lines = web.lines_since(0)
    store = Store(data / "datestone.db")
    request_rows = list(store.db["requests"].rows_where(order_by="id"))
    visits = list(store.db["visits"].rows_where("coalesce(kind, 'finder') = 'finder'", order_by="id"))
    found = units(lines, sweep_web, request_rows)
    if not found:
        print(f"no request reached the fake web (exit {code}); see {log}")
        return 1
    first, last = min(u.start for u in found), max(u.end for u in found)
    wall = last - first
    per_website = chains(found, sweep_web, args.scale)
    longest = max(per_website, key=lambda w: sum(per_website[w][:2]))
    chain_waits, chain_service, chain_n, _ = per_website[longest]
    on_the_wire = sum(u.service for u in found)
    bound = max(chain_waits + chain_service, on_the_wire)
    # PC2 has the waits drawn at random: the chain each website was actually given is the waits drawn for it.
    longest_drawn = max(per_website, key=lambda w: per_website[w][3] + per_website[w][1])
    drawn_waits, drawn_service, drawn_n = per_website[longest_drawn][3], *per_website[longest_drawn][1:3]
    drawn_bound = max(drawn_waits + drawn_service, on_the_wire)
    spans: dict[str, list[float]] = {}
    for unit in found:
        span = spans.setdefault(unit.gss or unit.website, [unit.start, unit.end])
        span[0], span[1] = min(span[0], unit.start), max(span[1], unit.end)
    one_after_another = sum(end - start for start, end in spans.values())
    councils = {v["gss"] for v in visits}
    outcomes = Counter(v["outcome"] if v["outcome"] in ("found", "not_found", "refused") else "other" for v in visits)
    finds = [v for v in visits if v["outcome"] == "found"]
    by_rung: dict[str, list[int]] = defaultdict(list)
    for v in finds:
        by_rung[v["rung"]].append(v["spent"])
    mix = Counter(sweep_web.kind[s] for s in {u.website for u in found})
    visited_sites = [s for s in sweep_web.sites if s.council["site_domain"] in per_website]  # LD4: theirs only
    violations = audit(lines, visited_sites, args.scale, request_rows)
    # Steady state: from the first page read (Chromium starts with it) to the last request.
    browser_from = min((u.start for u in found if u.kind in ("page", "render")), default=first)
    first_q, last_q, slope, n_samples = growth(sampler.samples, browser_from, last)
    peak = max((b for _, b, _ in sampler.samples), default=0) / MIB
    peak_procs = max((p for _, _, p in sampler.samples), default=0)
    trend = ("flat" if abs(last_q - first_q) <= 0.10 * first_q else "grows" if last_q > first_q else "shrinks") \
        if first_q == first_q else "too few samples"
    # The crawler's own record of each request, from leaving (after its wait, gate held) to its answer — for a
    # page, to the end of the rendering, which ends with the browser settling (network idle) after the last
    # subresource: time the access log cannot see, yet no other request may use (PC3).
    plain = [r for r in request_rows if r.get("kind") in ("robots", "cheap", "page", "render")]
    held = sum((r["ended_at"] or r["at"]) - r["at"] for r in plain)
    held_pages = sum((r["ended_at"] or r["at"]) - r["at"] for r in plain if r["kind"] in ("page", "render"))
    seen_pages = sum(u.service for u in found if u.kind in ("page", "render"))

    print(f"councils visited: {len(councils)} ({len(per_website)} websites; mix of their sites: "
          + ", ".join(f"{k} {n}" for k, n in mix.most_common()) + f"); crawl exit {code}")
    print("outcomes: " + ", ".join(f"{k} {outcomes.get(k, 0)}" for k in ("found", "not_found", "refused", "other")))
    print(f"scale {args.scale}: wall (first request to last) {wall:.2f} s; whole process {process_s:.2f} s; "
          f"{len(found)} requests ({sum(len(u.lines) - 1 for u in found)} subresources)")
    print(f"lower bound: {bound:.2f} s = max of (a) longest website chain {chain_waits + chain_service:.2f} s "
          f"({longest}: {chain_n} requests, PC2 minimum waits {chain_waits:.2f} s + service {chain_service:.2f} s) "
          f"and (b) all service times one at a time {on_the_wire:.2f} s")
    print("  (waits at the bottom of PC2's ranges: 45 s page, 15 s cheap/robots.txt, or Crawl-delay; x scale)")
    print(f"wall / lower bound: {wall / bound:.2f}  (goal <= 1.15)")
    print(f"lower bound with the waits PC2 had drawn (\"45–120 s, drawn at random\"; request rows' gap_s): "
          f"{drawn_bound:.2f} s = max of (a) {drawn_waits + drawn_service:.2f} s ({longest_drawn}: {drawn_n} requests, "
          f"drawn waits {drawn_waits:.2f} s + service {drawn_service:.2f} s) and (b) {on_the_wire:.2f} s; "
          f"wall / that: {wall / drawn_bound:.2f}")
    print(f"  the crawler's own record (store, leaving to answered; a page to the end of its rendering): {held:.2f} s "
          f"held in all, pages {held_pages:.2f} s of which the access log sees {seen_pages:.2f} s; wall / max((a), "
          f"that) = {wall / max(chain_waits + chain_service, held):.2f}")
    print(f"wall / one after another: {wall / one_after_another:.3f}  ({wall:.2f} s against the sum of each council's "
          f"own first-to-last span, {one_after_another:.2f} s; expect well under 0.1 interleaved)")
    print(f"memory (PSS, crawler + {peak_procs - 1} descendants at most, {len(sampler.samples)} samples): peak "
          f"{peak:.0f} MiB (goal <= 800); first quarter {first_q:.0f} MiB, last quarter {last_q:.0f} MiB, slope "
          f"{slope:+.1f} MiB/min over the {n_samples} samples from the first page read to the last request: "
          f"{trend} (flat: last quarter within 10 % of the first)")
    print(f"requests per find beyond robots.txt: {describe([v['spent'] for v in finds])}  "
          "(goals median <= 2, mean <= 5)")
    for rung, counts in sorted(by_rung.items()):
        print(f"  {rung:16} {len(counts):4} finds  mean {statistics.mean(counts):5.2f}  min {min(counts):2}  "
              f"max {max(counts):2}")
    added, archive_total = subresource_bytes(store, data / "archive")
    per_visit = [added.get(v["id"], 0) for v in visits]
    print(f"archive: {archive_total / MIB:.2f} MiB of WARC for {len(visits)} visits; subresources add "
          f"{describe(per_visit)} bytes per visit ({sum(per_visit) / MIB:.2f} MiB, "
          f"{100 * sum(per_visit) / max(archive_total, 1):.0f} % of the archive)")
    print(f"access-log audit: {len(violations)} violations")
    for problem in violations[:10]:
        print(f"  {problem}")
    if args.keep:
        with open(folder / "access.jsonl", "w") as fh:
            for line in lines:
                fh.write(json.dumps({**vars(line), "from_browser": line.from_browser}) + "\n")
        print(f"kept: {folder} (web/, data/, crawl.log, access.jsonl)")
    else:
        shutil.rmtree(folder, ignore_errors=True)
    return 0 if code == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
