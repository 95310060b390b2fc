"""Requests per find, by rung, on the fake council web (a measurement, not a test).

Runs the real finder (`scrapy crawl council`, Chromium included) on every case in tests/fakeweb/sites and
tests/fakeweb/finder_held_out, one council at a time, and prints for each rung how many requests a find cost
(robots.txt excluded, as PC1 counts them) and how many browser subresources came with it.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from datestone import policy
from datestone.state.store import Store
from tests.fakeweb.crawl import write_register
from tests.fakeweb.web import FakeWeb
from tests.fakeweb.sitefolder import load_cases

ROOT = Path(__file__).resolve().parent.parent
SCALE = "0.005"


def main() -> int:
    sites = load_cases(ROOT / "tests/fakeweb/sites") + load_cases(ROOT / "tests/fakeweb/finder_held_out")
    work = Path(tempfile.mkdtemp(prefix="datestone-bench-"))
    register = write_register(sites, work / "register.csv")
    per_rung: dict[str, list[int]] = defaultdict(list)
    subresources: dict[str, list[int]] = defaultdict(list)
    with FakeWeb() as web:
        for site in sites:
            web.add(site)
        for site in sites:
            mark = len(web.log)
            gss = site.council["gss_code"]
            subprocess.run([sys.executable, "-m", "scrapy", "crawl", "council", "-a", f"gss={gss}",
                            "-s", f"DATESTONE_COUNCILS={register}", "-s", f"DATESTONE_PROXY={web.proxy_url}",
                            "-s", "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1", "-s", f"DATESTONE_TIME_SCALE={SCALE}",
                            "-s", f"DATESTONE_DATA_DIR={work}", "-s", "LOG_LEVEL=ERROR"], cwd=ROOT, check=False)
            store = Store(work / "datestone.db")
            visit = list(store.db["visits"].rows_where("gss = ?", [gss], order_by="id desc", limit=1))[0]
            lines = web.lines_since(mark)
            rung = visit["rung"] or f"({visit['outcome']})"
            per_rung[rung].append(visit["spent"])
            subresources[rung].append(sum(1 for l in lines if l.from_browser))
            print(f"{site.name:45} {rung:16} {visit['spent']:3} requests, {subresources[rung][-1]:3} subresources",
                  flush=True)
    print(f"\nRequests per find (budget {policy.VISIT_BUDGET_REQUESTS}, robots.txt not counted):")
    print(f"{'rung':18} {'visits':>6} {'mean':>6} {'min':>4} {'max':>4} {'subresources/visit':>19}")
    for rung, counts in sorted(per_rung.items()):
        print(f"{rung:18} {len(counts):6} {statistics.mean(counts):6.1f} {min(counts):4} {max(counts):4} "
              f"{statistics.mean(subresources[rung]):19.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
