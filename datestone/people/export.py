"""`datestone export`: per council, what a person approved (AF4) — or `cannot confirm` and why, never a guess.

One row per council of the register: the approved page (a person's named page, CD4, else the latest approved
finding), its schemes, when it was last checked, and the status: `confirmed`, or `cannot confirm` with the
reason — opted out (CD3), refusing (RF1/RF3), blocked by robots.txt (RB7), gone, unreachable, moved or changed and
awaiting review (AF2), moved off the council's domain (to the host named; not followed, LD4 — until a person names
the page, CD4), pending review (a finding not yet approved), not found, not visited yet. Findings awaiting review
are listed in `pending`, never as the page.

The judgement is one SQL query (EXPORT_SQL in datestone/state/reads/export_judgement.py), the same text the
Datasette metadata runs as its `export` and `cannot_confirm` canned queries (datestone/datasette/metadata.yml; a
test keeps them identical); this module lays its rows out, with the facts on the day asked.
"""

from __future__ import annotations

import csv
import io
import json

from datetime import date

from datestone.clock import iso
from datestone.enums import Scheme
from datestone.extract.facts.status import IN_FORCE, stale_on, status_on
from datestone.state.reads.export_judgement import judged_councils

FIELDS = ("gss", "name", "status", "page_url", "schemes", "facts", "next_change", "last_checked", "reason",
          "pending")
STALE = "the council's page describes only schemes that have ended"


def _row(raw: dict) -> dict:
    return {
        "gss": raw["gss"],
        "name": raw["name"],
        "status": raw["status"],
        "page_url": raw["page_url"],
        "schemes": json.loads(raw["schemes"]) if raw.get("schemes") else [],
        "last_checked": iso(raw["last_checked_at"]) if raw.get("last_checked_at") else None,
        "reason": raw["reason"],
        "pending": (raw["pending"] or "").split() if raw.get("pending") else [],
        "facts": [],
        "next_change": None,
    }


def _with_facts(row: dict, facts: list[dict], today: date) -> dict:
    """A confirmed row's facts on `today`: status moved on by the dates since the page was read, `schemes` the
    ones in force today, `next_change` the soonest start or end after today; a page whose dated schemes have all
    ended since cannot be confirmed."""
    if not facts:
        return row
    shown = [{"scheme": f["scheme"], "status": status_on(f, today), "starts": f["starts"], "ends": f["ends"],
              "area": f["area"], "places": f["places"], "fee": f["fee"], "evidence": f["evidence"]["exact"]}
             for f in facts]
    if stale_on(facts, today):
        return {**row, "status": "cannot confirm", "reason": STALE, "page_url": None, "schemes": []}
    coming = sorted(d for f in shown for d in (f["starts"], f["ends"]) if d and d > today.isoformat())
    live = {f["scheme"] for f in shown if f["status"] == IN_FORCE}
    return {**row, "facts": shown, "schemes": [s.value for s in Scheme if s.value in live],
            "next_change": coming[0] if coming else None}


def export_rows(store, register: dict, today: date) -> list[dict]:
    """Every council of the register (and any other the store holds), judged by the store's export query on `today`."""
    judged = {}
    for raw in judged_councils(store):
        row = _row(raw)
        if raw.get("finding_id"):
            row = _with_facts(row, store.facts(raw["finding_id"]), today)
        judged[raw["gss"]] = row
    for gss, council in register.items():
        judged.setdefault(gss, {"gss": gss, "name": council.name, "status": "cannot confirm", "page_url": None,
                                "schemes": [], "facts": [], "next_change": None, "last_checked": None,
                                "reason": "not visited yet", "pending": []})
    return [judged[gss] for gss in sorted(judged)]


def _fact_cell(fact: dict) -> str:
    """One fact in a CSV cell: "selective in_force 2023-06-01..2028-05-31 named areas (Northfield) £750"."""
    dates = f"{fact['starts'] or ''}..{fact['ends'] or ''}" if fact["starts"] or fact["ends"] else ""
    places = f"({', '.join(fact['places'])})" if fact["places"] else ""
    return " ".join(p for p in (fact["scheme"], fact["status"], dates, fact["area"], places, fact["fee"] or "") if p)


def as_csv(rows: list[dict]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(FIELDS)
    for row in rows:
        writer.writerow([";".join(row[f]) if f in ("schemes", "pending") else
                         "; ".join(_fact_cell(x) for x in row[f]) if f == "facts" else (row[f] or "") for f in FIELDS])
    return out.getvalue()
