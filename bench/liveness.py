"""The nightly check at full size (AF2, PC3, PC4), a measurement and not a test:

1,000 cited pages across the 296 councils of the register (one fake host per council website, through the fake
web's proxy), checked twice — the first night reads every page, the second finds them unchanged (304). Prints, for the second
night, wall time against the policy's lower bound — 1.5 s between requests to a host (scaled), one request at a
time machine-wide — and the bytes an unchanged page costs on the wire.

    .venv/bin/python -m bench.liveness [--scale 1] [--pages 1000]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from datestone import policy
from datestone.clock import SystemClock
from datestone.config import BUNDLED_REGISTER
from datestone.register import load_register
from datestone.state.store import Store
from tests.fakeweb.web import FakeWeb
from tests.fakeweb.sitefolder import Site

ROOT = Path(__file__).resolve().parent.parent
PAGE = ("<!doctype html><html><head><title>Property licensing</title></head><body><main><h1>Property licensing</h1>"
        "<p>Landlords of houses in multiple occupation need a licence. Page {n} of the council's guidance.</p>"
        "</main></body></html>")


def build_web(folder: Path, pages: int) -> tuple[list[Site], dict[str, list[str]], Path]:
    """One fake host per council website, as in the register: councils that share a website (Adur and
    Worthing, say) share its host, and so its PC4 gaps."""
    councils = list(load_register(BUNDLED_REGISTER).values())
    per_council = Counter({c.gss: 1 for c in councils})
    for n in range(pages - len(councils)):
        per_council[councils[n % len(councils)].gss] += 1
    by_website: dict[str, list] = {}
    for council in councils:
        by_website.setdefault(council.site_domain, []).append(council)
    sites, urls, rows = [], {}, ["gss_code,official_name,homepage_url,site_domain"]
    for website, sharing in by_website.items():
        host = f"www.{website}"
        root = folder / website
        (root / host).mkdir(parents=True)
        (root / host / "robots.txt").write_text("User-agent: *\nDisallow:\n")
        homepage = f"http://{host}/"
        responses = {}
        for council in sharing:
            (root / host / council.gss).mkdir()
            for n in range(per_council[council.gss]):
                (root / host / council.gss / f"page{n}.html").write_text(PAGE.format(n=n))
                responses[f"/{council.gss}/page{n}"] = {"status": 200, "body_file": f"{council.gss}/page{n}.html",
                                                       "headers": {"ETag": f'"{council.gss}-p{n}"'}}
            urls[council.gss] = [f"{homepage}{council.gss}/page{n}" for n in range(per_council[council.gss])]
            rows.append(f'{council.gss},"{council.name}",{homepage},{website}')
        (root / host / "_responses.json").write_text(json.dumps(responses))
        first = sharing[0]
        (root / "case.json").write_text(json.dumps({"council": {"gss_code": first.gss, "official_name": first.name,
                                                                "homepage_url": homepage, "site_domain": website}}))
        sites.append(Site.load(root))
    register = folder / "register.csv"
    register.write_text("\n".join(rows) + "\n")
    return sites, urls, register


def seed(store: Store, register: Path, urls: dict[str, list[str]]) -> None:
    now = SystemClock().now()
    for council in load_register(register).values():
        store.ensure_council(council, now)
        first, *rest = urls[council.gss]
        store.add_finding({"gss": council.gss, "url": first, "rung": "fixed_path", "depth": None, "schemes": [],
                           "title": "", "score": 0.0, "fetched_at": now, "archive": ""})
        for url in rest:
            store.add_citation({"gss": council.gss, "url": url, "exact": "Landlords", "prefix": "", "suffix": "",
                                "archive": "", "added_by": "bench", "added_at": now})


def night(web: FakeWeb, register: Path, data: Path, scale: float) -> tuple[float, list, dict]:
    mark = len(web.log)
    stats_file = data / "stats.json"
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "scrapy", "crawl", "liveness", "-s", f"DATESTONE_COUNCILS={register}",
                    "-s", f"DATESTONE_PROXY={web.proxy_url}", "-s", "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1",
                    "-s", f"DATESTONE_TIME_SCALE={scale}", "-s", f"DATESTONE_DATA_DIR={data}", "-s", "LOG_LEVEL=ERROR",
                    "-s", "STATS_DUMP=False", "-s", f"DATESTONE_STATS_FILE={stats_file}"], cwd=ROOT, check=True)
    wall = time.monotonic() - started
    stats = json.loads(stats_file.read_text()) if stats_file.exists() else {}
    return wall, web.lines_since(mark), stats


def request_bytes_on_the_wire(line) -> int:
    """The request as the council's server received it: request line, every header (signatures included)."""
    return len(f"{line.method} {line.target} HTTP/1.1\r\n") + sum(len(k) + len(v) + 4 for k, v in line.headers.items()) + 2


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=float, default=1.0,
                        help="DATESTONE_TIME_SCALE; at 1 the PC4 gap is the real 1.5 s (two nights of ~13 s)")
    parser.add_argument("--pages", type=int, default=1000)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="datestone-bench-liveness-"))
    sites, urls, register = build_web(folder / "web", args.pages)
    data = folder / "data"
    seed(Store(data / "datestone.db"), register, urls)
    with FakeWeb() as web:
        for site in sites:
            web.add(site)
        night(web, register, data, args.scale)  # the first night reads every page and keeps its ETag
        wall, lines, stats = night(web, register, data, args.scale)
    checks = [l for l in lines if l.target != "/robots.txt"]
    first, last = min(l.arrival for l in lines), max(l.finish for l in lines)
    on_the_wire = sum(l.finish - l.arrival for l in lines)
    per_host = Counter(l.host for l in checks)
    gap = policy.CHECK_GAP_MIN_S * args.scale
    chain = max((n - 1) * gap for n in per_host.values())
    # PC4 and PC3 together: a host's pages cannot come faster than one per gap, and requests go one at a time.
    bound = max(chain, on_the_wire)
    unchanged = [l for l in checks if l.status == 304]
    response_bytes = stats.get("downloader/response_bytes", 0)
    count = max(1, stats.get("downloader/response_count", len(lines)))
    request_bytes = sum(request_bytes_on_the_wire(l) for l in unchanged) / max(1, len(unchanged))
    longest = max(per_host, key=per_host.get)
    print(f"pages checked: {len(checks)} on {len(per_host)} hosts; unchanged (304): {len(unchanged)}")
    print(f"scale {args.scale}: wall (first to last request) {last - first:.2f} s; whole job {wall:.2f} s")
    print(f"lower bound: {bound:.2f} s (longest chain of PC4 gaps {chain:.2f} s: {per_host[longest]} pages on "
          f"{longest}; time on the wire one at a time {on_the_wire:.2f} s)")
    print(f"ratio (first to last request) / bound: {(last - first) / bound:.2f}  (goal <= 1.10)")
    # The shared websites' long chains could hide slowness elsewhere: the other hosts against their own bound.
    others = [h for h, n in per_host.items() if n < per_host[longest] - 2]
    others_last = max(l.finish for l in checks if l.host in others)
    others_chain = max((per_host[h] - 1) * gap for h in others)
    print(f"hosts with at most {per_host[longest] - 3} pages: last request ended {others_last - first:.2f} s in; "
          f"their longest chain {others_chain:.2f} s; ratio {(others_last - first) / max(others_chain, on_the_wire):.2f}")
    print(f"an unchanged page on the wire: {request_bytes:.0f} B of request (signature fields included) + "
          f"{response_bytes / count:.0f} B of 304 response = {request_bytes + response_bytes / count:.0f} B "
          f"(goal <= 1024)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
