"""How well the finder reads real council language (a measurement, not a test).

`.venv/bin/python -m bench.reading [--no-crawl] [--tuned-only] [--confusion-all]` prints:
1. Recognition on the corpus (tests/corpus/): "is this the council's property-licensing page for landlords, or a
   page of it a landlord would be sent to?" — precision and recall on the held-back folds (never tuned on) and on
   the tuned folds, per CMS family and per page kind, and the confusion list (the tuned folds' in full; the
   held-back folds' only with --confusion-all, so that nobody tunes on them by reading it).
2. The way there: the finder (`scrapy crawl council`, Chromium included) run side by side over the fake-web cases
   built from real council navigation (tests/fakeweb/sites/realnav-*): each case found at its expected rung or
   not, and requests per find beyond robots.txt (median, mean, by rung).
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from bench.corpus import load_corpus
from datestone.extract.classify import classify_page

ROOT = Path(__file__).resolve().parent.parent
SCALE = "0.005"


def _pr(rows) -> str:
    tp = sum(1 for r in rows if r["want"] and r["got"])
    fp = sum(1 for r in rows if not r["want"] and r["got"])
    fn = sum(1 for r in rows if r["want"] and not r["got"])
    precision = tp / (tp + fp) if tp + fp else float("nan")
    recall = tp / (tp + fn) if tp + fn else float("nan")
    return f"precision {100 * precision:5.1f} % ({tp}/{tp + fp})  recall {100 * recall:5.1f} % ({tp}/{tp + fn})"


def recognition(confusion_all: bool, tuned_only: bool = False) -> None:
    rows = []
    for page in load_corpus():
        if tuned_only and page.held_back:
            continue
        verdict = classify_page(page.html, page.url)
        rows.append({"page": page, "want": page.is_licensing, "got": verdict.is_licensing_page, "verdict": verdict})
    councils = {r["page"].meta["gss"] for r in rows}
    print(f"corpus: {len(rows)} pages ({sum(r['want'] for r in rows)} licensing, "
          f"{sum(not r['want'] for r in rows)} decoys) from {len(councils)} councils")
    for title, part in (("held-back folds (never tuned on)", [r for r in rows if r["page"].held_back]),
                        ("tuned folds", [r for r in rows if not r["page"].held_back])):
        if not part:
            continue
        print(f"\n{title}: {len(part)} pages  {_pr(part)}")
        for key in ("cms", "kind"):
            groups = defaultdict(list)
            for r in part:
                groups[r["page"].meta.get(key) or "?"].append(r)
            print(f"  by {key}:")
            for name, group in sorted(groups.items()):
                wrong = sum(r["want"] != r["got"] for r in group)
                print(f"    {name:22} {len(group):3} pages, {wrong} wrong   {_pr(group)}")
        if part and (not part[0]["page"].held_back or confusion_all):
            print("  confusion list:")
            for r in part:
                if r["want"] != r["got"]:
                    v = r["verdict"]
                    kind = "missed" if r["want"] else "wrongly taken"
                    print(f"    {kind:13} {r['page'].folder} ({r['page'].meta['kind']}) score {v.score}: "
                          f"{'; '.join(v.reasons)}")


def way_there() -> None:
    from datestone.state.store import Store
    from tests.fakeweb.crawl import write_register
    from tests.fakeweb.web import FakeWeb
    from tests.fakeweb.sitefolder import load_cases

    sites = [s for s in load_cases(ROOT / "tests/fakeweb/sites") if s.name.startswith("realnav-")]
    if not sites:
        print("\nno real-navigation cases (tests/fakeweb/sites/realnav-*)")
        return
    work = Path(tempfile.mkdtemp(prefix="datestone-reading-"))
    register = write_register(sites, work / "register.csv")
    with FakeWeb() as web:
        for site in sites:
            web.add(site)
        subprocess.run([sys.executable, "-m", "scrapy", "crawl", "council",
                        "-s", f"DATESTONE_COUNCILS={register}", "-s", f"DATESTONE_PROXY={web.proxy_url}",
                        "-s", "DATESTONE_ALLOW_PRIVATE_ADDRESSES=1", "-s", f"DATESTONE_TIME_SCALE={SCALE}",
                        "-s", f"DATESTONE_DATA_DIR={work}", "-s", "LOG_LEVEL=ERROR"], cwd=ROOT, check=False)
    store = Store(work / "datestone.db")
    per_rung: dict[str, list[int]] = defaultdict(list)
    spent_all, right = [], 0
    print(f"\nreal-navigation cases: {len(sites)}")
    for site in sites:
        gss = site.council["gss_code"]
        visits = list(store.db["visits"].rows_where("gss = ?", [gss], order_by="id desc", limit=1))
        finding = next(iter(store.db.query("select url, rung from findings where gss = ? order by id desc limit 1",
                                           [gss])), None)
        expect = site.expect
        spent = visits[0]["spent"] if visits else 0
        got_url, got_rung = (finding["url"], finding["rung"]) if finding else (None, None)
        ok = (got_url == expect.get("url") and got_rung == expect.get("rung")) if expect.get("found") \
            else finding is None
        right += ok
        if finding:
            per_rung[got_rung].append(spent)
            spent_all.append(spent)
        print(f"  {'ok ' if ok else 'MISS'} {site.name:50} expected {expect.get('rung') or 'nothing':15} "
              f"got {got_rung or '-':15} {spent:3} requests")
    print(f"\n  at the expected rung: {right}/{len(sites)}")
    if spent_all:
        print(f"  requests per find beyond robots.txt: median {statistics.median(spent_all):.1f}, "
              f"mean {statistics.mean(spent_all):.2f}")
        for rung, counts in sorted(per_rung.items()):
            print(f"    {rung:16} {len(counts):3} finds, mean {statistics.mean(counts):5.2f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-crawl", action="store_true", help="recognition only, no finder run")
    parser.add_argument("--confusion-all", action="store_true", help="also list the held-back folds' confusions")
    parser.add_argument("--tuned-only", action="store_true",
                        help="read only the tuned folds: not even the held-back totals are computed (tuning runs)")
    args = parser.parse_args(argv)
    recognition(args.confusion_all, args.tuned_only)
    if not args.no_crawl:
        way_there()
    return 0


if __name__ == "__main__":
    sys.exit(main())
