"""What the fact reader gets right on the corpus of real council language (a measurement, not a test).

`.venv/bin/python -m bench.facts [--errors] [--all-folds]`: for every licensing page of tests/corpus, read its
facts on the day the page was read (its `fetched_at`) and compare with the labels, per field:
- scheme in force on the day read, per (page, scheme) pair: accuracy;
- status of each labelled fact; starts and ends exact, of the dates the pages state (recall) and of the dates
  the reader gave (precision); area kind; fee amount; places;
- evidence: every fact has it, and its exact text is on the page's main text.
Figures on the held-back folds (never tuned on) first, then on the folds the reader was tuned on
(`--tuned-only`: the tuned folds alone, for tuning runs).
`--errors` lists the pages of the tuned folds where a field is wrong (held-back errors only with --all-folds).
"""
from __future__ import annotations

import argparse
import re
import sys
from datetime import date

from bench.corpus import load_corpus
from datestone.enums import Scheme
from datestone.extract.facts import read_facts
from datestone.extract.quote_match import normalise
from datestone.extract.text import main_text


def _amount(fee: str | None) -> str | None:
    m = re.search(r"£\s?([\d,]+(?:\.\d\d)?)", fee or "")
    return m.group(1).replace(",", "").removesuffix(".00") if m else None


def _match(labelled: list[dict], got: list[dict]) -> list[tuple[dict, dict | None]]:
    """Each labelled fact with the predicted fact of its scheme that agrees with it most (or None)."""
    pairs, left = [], list(got)

    def agree(a, b):
        return (3 * bool(set(a.get("places") or []) & set(b.get("places") or []))
                + 2 * sum(a.get(f) == b.get(f) and a.get(f) is not None for f in ("starts", "ends"))
                + sum(a.get(f) is None and b.get(f) is None for f in ("starts", "ends"))  # both undated: alike
                + (a["status"] == b["status"]))

    for fact in labelled:
        mine = [g for g in left if g["scheme"] == fact["scheme"]]
        best = max(mine, key=lambda g: agree(fact, g), default=None)
        if best is not None:
            left.remove(best)
        pairs.append((fact, best))
    return pairs


class Tally:
    def __init__(self) -> None:
        self.n: dict[str, int] = {}
        self.ok: dict[str, int] = {}
        self.errors: list[str] = []

    def count(self, field: str, right: bool, why: str = "") -> None:
        self.n[field] = self.n.get(field, 0) + 1
        self.ok[field] = self.ok.get(field, 0) + bool(right)
        if not right and why:
            self.errors.append(why)

    def line(self, field: str) -> str:
        n, ok = self.n.get(field, 0), self.ok.get(field, 0)
        return f"{field:34} {ok:4}/{n:<4} {100 * ok / n if n else float('nan'):6.1f} %"


FIELDS = ("scheme in force (page, scheme)", "fact found", "status", "starts stated: exact", "ends stated: exact",
          "starts given: right", "ends given: right", "area kind", "fee amount", "places", "evidence present",
          "evidence on the page", "page_updated", "stale")


def measure(pages) -> Tally:
    tally = Tally()
    for page in pages:
        read_on = date.fromisoformat(page.meta["fetched_at"])
        said = read_facts(page.html, read_on)
        got = [f.as_dict() for f in said.facts]
        name = page.folder
        live = {f["scheme"] for f in got if f["status"] == "in_force"}
        for scheme in Scheme:
            want = scheme.value in page.meta["schemes"]
            tally.count(FIELDS[0], want == (scheme.value in live),
                        f"{name}: {scheme.value} in force? labelled {want}, read {not want}")
        for fact, mine in _match(page.meta["facts"], got):
            label = f"{name}: {fact['scheme']}"
            tally.count("fact found", mine is not None, f"{label} not read")
            if mine is None:
                for field in ("starts", "ends"):
                    if fact.get(field):
                        tally.count(f"{field} stated: exact", False, f"{label} {field} {fact[field]} not read")
                continue
            tally.count("status", fact["status"] == mine["status"], f"{label} status {fact['status']} read "
                                                                     f"{mine['status']}")
            for field in ("starts", "ends"):
                if fact.get(field):
                    tally.count(f"{field} stated: exact", fact[field] == mine[field],
                                f"{label} {field} {fact[field]} read {mine[field]}")
                if mine.get(field):
                    tally.count(f"{field} given: right", fact.get(field) == mine[field],
                                f"{label} {field} read {mine[field]}, labelled {fact.get(field)}")
            tally.count("area kind", fact["area"] == mine["area"], f"{label} area {fact['area']} read {mine['area']}")
            if fact.get("fee") or mine.get("fee"):
                tally.count("fee amount", _amount(fact.get("fee")) == _amount(mine.get("fee")),
                            f"{label} fee {fact.get('fee')} read {mine.get('fee')}")
            if fact.get("places"):
                tally.count("places", set(fact["places"]) <= set(mine["places"]),
                            f"{label} places {fact['places']} read {mine['places']}")
        text = normalise(main_text(page.html))
        for mine in got:
            exact = (mine.get("evidence") or {}).get("exact") or ""
            tally.count("evidence present", bool(exact), f"{name}: {mine['scheme']} without evidence")
            tally.count("evidence on the page", bool(exact) and exact in text, f"{name}: evidence not on the page")
        tally.count("page_updated", page.meta.get("page_updated") == said.page_updated,
                    f"{name}: page_updated {page.meta.get('page_updated')} read {said.page_updated}")
        tally.count("stale", bool(page.meta.get("stale")) == said.stale,
                    f"{name}: stale {page.meta.get('stale')} read {said.stale}")
    return tally


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--errors", action="store_true", help="list what was read wrong on the tuned folds")
    parser.add_argument("--all-folds", action="store_true", help="with --errors: the held-back folds' too")
    parser.add_argument("--tuned-only", action="store_true",
                        help="read only the tuned folds: not even the held-back totals are computed (tuning runs)")
    args = parser.parse_args(argv)
    pages = [p for p in load_corpus() if p.is_licensing]
    parts = [("held-back folds (never tuned on)", [p for p in pages if p.held_back]),
             ("tuned folds", [p for p in pages if not p.held_back])]
    for title, part in parts[1:] if args.tuned_only else parts:
        tally = measure(part)
        print(f"\n{title}: {len(part)} licensing pages, {sum(len(p.meta['facts']) for p in part)} labelled facts")
        for field in FIELDS:
            print("  " + tally.line(field))
        held = bool(part) and part[0].held_back
        if args.errors and (not held or args.all_folds):
            for why in tally.errors:
                print("    - " + why)
    return 0


if __name__ == "__main__":
    sys.exit(main())
