"""What each desk page shows, read from the store (plain functions: a read-only Store in, a template context out).

The queue is `review.queue` (the same items `datestone review` lists), grouped by council, newest first; a
council page is `show.show_data` and the council's `export` row. Nothing here writes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from datestone.people import export

from datestone.people import review

from datestone.people import show
from datestone.people.review import describe_fact
from datestone.clock import iso
from datestone.people.desk.anchor import Selector
from datestone.state.reads.archive_index import copy_by_reference
from datestone.state.reads.review_queue import latest_review, refused_visits, review_item

KIND_ORDER = ("finding", "change", "quote", "move")


class NotFound(Exception):
    """No such item: the desk answers 404."""


@dataclass(frozen=True)
class StoredCouncil:
    """A council the store holds but the register does not (show_data needs these four)."""
    gss: str
    name: str
    homepage: str
    site_domain: str


def queue_page(store, archive_dir: Path) -> dict:
    items = review.queue(store, archive_dir)
    counts = {kind: sum(i["kind"] == kind for i in items) for kind in KIND_ORDER}
    counts["stale"] = sum(bool(i.get("stale")) for i in items)
    councils: dict[str, dict] = {}
    for item in sorted(items, key=lambda i: (KIND_ORDER.index(i["kind"]), -i["id"])):
        group = councils.setdefault(item["gss"], {"gss": item["gss"], "name": item["council"], "items": []})
        group["items"].append(item)
    refusals = refused_visits(store)
    for r in refusals:
        r["ended_at"] = iso(r["ended_at"]) if r["ended_at"] else None
    newest = sorted(councils.values(), key=lambda g: -max(i["id"] for i in g["items"]))
    return {"counts": counts, "total": len(items), "councils": newest, "refusals": refusals}


def _row(store, table: str, item_id: int) -> dict:
    row = review_item(store, table, item_id)
    if row is None:
        raise NotFound(f"there is no {table[:-1]} {item_id}")
    return row


def decision_of(store, kind: str, row: dict) -> dict | None:
    """The decision already taken on an item (who, when, why), or None while it is pending."""
    if (row.get("review") or "pending") == "pending":
        return None
    decided = latest_review(store, review.SUBJECTS[kind], row["id"]) or {"decision": row["review"], "who": None,
                                                                         "at": None, "why": None}
    decided["at"] = iso(decided["at"]) if decided.get("at") else None
    return decided


def finding_selectors(store, finding_id: int) -> list[Selector]:
    return [Selector(f["evidence"]["exact"] or "", f["evidence"]["prefix"] or "", f["evidence"]["suffix"] or "",
                     f"fact-{f['id']}") for f in store.facts(finding_id)]


def quote_selectors(store, check_id: int) -> list[Selector]:
    check = _row(store, "quote_checks", check_id)
    return [Selector(check["nearest"], label=f"quote-{check_id}")] if check.get("nearest") else []


def finding_page(store, finding_id: int) -> dict:
    finding = _row(store, "findings", finding_id)
    finding["schemes"] = json.loads(finding["schemes"] or "[]")
    finding["fetched_at"] = iso(finding["fetched_at"]) if finding.get("fetched_at") else None
    facts = [{**f, "described": describe_fact(f), "label": f"fact-{f['id']}"} for f in store.facts(finding_id)]
    trail = [dict(r) for r in store.requests_of_visit(finding["visit_id"])] if finding.get("visit_id") else []
    for r in trail:
        r["at"] = iso(r["at"]) if r.get("at") else None
    council = store.council(finding["gss"]) or {}
    return {"kind": "finding", "item": finding, "council": council, "facts": facts, "trail": trail,
            "copy": copy_by_reference(store, finding["archive"]), "decided": decision_of(store, "finding", finding)}


def change_page(store, change_id: int) -> dict:
    change = _row(store, "changes", change_id)
    change["detected_at"] = iso(change["detected_at"]) if change.get("detected_at") else None
    return {"kind": "change", "item": change, "council": store.council(change["gss"]) or {},
            "old_copy": copy_by_reference(store, change["old_archive"]),
            "new_copy": copy_by_reference(store, change["new_archive"]),
            "fact_changes": (change.get("fact_changes") or "").splitlines(),
            "decided": decision_of(store, "change", change)}


def quote_page(store, check_id: int) -> dict:
    check = _row(store, "quote_checks", check_id)
    citation = _row(store, "citations", check["citation_id"])
    check["checked_at"] = iso(check["checked_at"]) if check.get("checked_at") else None
    return {"kind": "quote", "item": check, "citation": citation, "council": store.council(citation["gss"]) or {},
            "copy": copy_by_reference(store, check["archive"]), "decided": decision_of(store, "quote", check)}


def move_page(store, check_id: int) -> dict:
    check = _row(store, "checks", check_id)
    if check.get("outcome") != "moved":
        raise NotFound(f"check {check_id} found its page {check.get('outcome')}, not moved")
    check["checked_at"] = iso(check["checked_at"]) if check.get("checked_at") else None
    return {"kind": "move", "item": check, "council": store.council(check["gss"]) or {},
            "detail": review.move_detail(check), "decided": decision_of(store, "move", check)}


def council_page(store, register: dict, gss: str, now: float, today: date) -> dict:
    council = register.get(gss)
    if council is None:
        row = store.council(gss)
        if row is None:
            raise NotFound(f"there is no council {gss}")
        council = StoredCouncil(gss, row["name"], row["homepage"], row["site_domain"])
    data = show.show_data(store, council, now)
    rows = [r for r in export.export_rows(store, {gss: council}, today) if r["gss"] == gss]
    return {"data": data, "text": show.render(data), "export": rows[0] if rows else None}


PAGES = {"finding": finding_page, "change": change_page, "quote": quote_page, "move": move_page}
