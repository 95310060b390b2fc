"""`make demo`: serve the bundled demo council web on loopback and run the finder on it, as an operator would.

Each council is found by the real command line (`scrapy crawl council -a gss=...`) with the settings
contract pointing at the demo web; then the fake web's access log is audited against POLICY.
Waits are compressed with DATESTONE_TIME_SCALE (default here 0.02); the policy numbers are unchanged.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import shutil
from pathlib import Path

from datestone.people.review import describe_fact
from datestone.state.store import Store
from tests.fakeweb.audit import audit
from tests.fakeweb.web import FakeWeb
from tests.fakeweb.sitefolder import load_cases

DEMO = Path(__file__).resolve().parent
ROOT = DEMO.parent
DEMO_DATA = ROOT / "var" / "demo"  # README "Two commands": kept after the demo, for the desk and the CLI


def main() -> int:
    scale = os.environ.get("DATESTONE_TIME_SCALE", "0.02")
    data_dir = Path(os.environ.get("DATESTONE_DATA_DIR") or DEMO_DATA)
    if data_dir == DEMO_DATA and data_dir.exists():
        # A fresh store each time: a council found an hour ago rests for 14 days (CD1), so a second run would find
        # nothing in a store that remembers the first.
        shutil.rmtree(data_dir)
    sites = load_cases(DEMO / "web")
    failures = 0
    with FakeWeb() as web:
        for site in sites:
            web.add(site)
        for site in sites:
            gss = site.council["gss_code"]
            out = data_dir / f"found-{gss}.jsonl"
            out.unlink(missing_ok=True)
            print(f"\n== {gss} {site.council['official_name']} — {site.council['homepage_url']}", flush=True)
            command = [sys.executable, "-m", "scrapy", "crawl", "council", "-a", f"gss={gss}",
                       "-s", f"DATESTONE_COUNCILS={DEMO / 'register.csv'}", "-s", f"DATESTONE_PROXY={web.proxy_url}",
                       "-s", "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1", "-s", f"DATESTONE_TIME_SCALE={scale}",
                       "-s", f"DATESTONE_DATA_DIR={data_dir}", "-s", "LOG_LEVEL=WARNING", "-O", str(out)]
            done = subprocess.run(command, cwd=ROOT)
            items = [json.loads(l) for l in out.read_text().splitlines()] if out.exists() else []
            if done.returncode != 0 or not items:
                print(f"   nothing found (exit code {done.returncode})")
                failures += 1
                continue
            for item in items:
                depth = f", depth {item['depth']}" if item.get("depth") is not None else ""
                print(f"   found:   {item['url']}\n   rung:    {item['rung']}{depth}\n"
                      f"   schemes: {', '.join(item['schemes']) or 'none stated'}\n   title:   {item['title']}\n"
                      f"   archive: {data_dir / 'archive' / item['archive'].split('#')[0]} "
                      f"record {item['archive'].split('#')[1]}")
                for fact in item.get("facts") or []:  # what the page says, on the day it was read
                    print(f"   fact:    {describe_fact(fact)}\n            \u201c{fact['evidence']['exact']}\u201d")
        store = Store(data_dir / "datestone.db")
        rows = list(store.db["requests"].rows_where(order_by="id"))
        problems = audit(web.log, sites, float(scale), rows)
    print(f"\nAccess log: {len(web.log)} lines from the demo web; {len(rows)} requests in our own log.")
    print("Policy audit (ID1 RB1 RB4 LD4 LD5 LD7 PC1 PC2 PC3): " + ("clean" if not problems else "VIOLATIONS"))
    for problem in problems:
        print("   " + problem)
    print(f"State and archive: {data_dir}")
    shown = data_dir.relative_to(ROOT) if data_dir.is_relative_to(ROOT) else data_dir
    print(f"Review the findings in the browser (the reviewer's desk, http://127.0.0.1:8001/-/desk/):\n"
          f"   bin/datestone desk --data-dir {shown} --councils demo/register.csv")
    return 1 if problems or failures else 0


if __name__ == "__main__":
    sys.exit(main())
