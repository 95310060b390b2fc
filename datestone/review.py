"""`datestone review`, `approve`, `reject`: what needs a person (AF4), and the person's decision.

The queue holds three kinds of item, each named `KIND ID`:
- `finding N` — a page the finder found, not yet approved or rejected (findings.review = pending);
- `change N` — a material change of a cited page's main text spotted by the change monitor (AF2), with its diff;
- `quote N` — the latest check of a citation came back `modified` (with the nearest passage) or `missing` (AF2a),
  and no person has looked at that check yet.
Each item carries the council, the page URL, the rung that found the page, its schemes, a finding's facts (each
with the sentence it came from), the diff (and the facts a change alters) or the nearest passage, and the archived copy (WARC file path and record id) a person can open (`datestone archive GSS URL`).

`approve`/`reject` record who, when and why (`reviews` table) and leave the decision on the item. Only approved
findings become a council's page in `datestone export`; a rejected finding is never cited again.
"""

from __future__ import annotations

import json
from pathlib import Path

SUBJECTS = {"finding": "finding", "change": "change", "quote": "quote_check"}
TABLES = {"finding": "findings", "change": "changes", "quote": "quote_checks"}


class ReviewError(Exception):
    """No such item, or it has been decided already."""


def _archive_path(archive_dir: Path, reference: str | None) -> str | None:
    """`<warc file>#<record id>` -> `<archive dir>/<warc file>#<record id>`: where a person finds the copy."""
    if not reference:
        return None
    return str(Path(archive_dir) / reference)


def _page_facts(store, gss: str, url: str) -> tuple[str | None, list[str]]:
    """The rung that found the page and its schemes (the finder's latest finding of that URL)."""
    rows = list(store.db.query("select rung, schemes from findings where gss = ? and url = ? order by id desc "
                               "limit 1", [gss, url]))
    if not rows:
        return None, []
    return rows[0]["rung"], json.loads(rows[0]["schemes"] or "[]")


def queue(store, archive_dir: Path, gss: str | None = None) -> list[dict]:
    """Every item awaiting a person, oldest first within each kind."""
    names = {r["gss"]: r["name"] for r in store.db.query("select gss, name from councils")}
    only, args = (" and gss = ?", [gss]) if gss else ("", [])
    items: list[dict] = []
    for f in store.db.query("select * from findings where coalesce(review, 'pending') = 'pending'" + only +
                            " order by id", args):
        items.append({"item": f"finding {f['id']}", "kind": "finding", "id": f["id"], "gss": f["gss"],
                      "council": names.get(f["gss"]), "url": f["url"], "rung": f["rung"], "depth": f["depth"],
                      "schemes": json.loads(f["schemes"] or "[]"), "title": f["title"], "detail": None,
                      "facts": store.facts(f["id"]), "page_updated": f.get("page_updated"),
                      "stale": bool(f.get("stale")), "archive": _archive_path(archive_dir, f["archive"])})
    for c in store.db.query("select * from changes where coalesce(review, 'pending') = 'pending'" + only +
                            " order by id", args):
        rung, schemes = _page_facts(store, c["gss"], c["url"])
        items.append({"item": f"change {c['id']}", "kind": "change", "id": c["id"], "gss": c["gss"],
                      "council": names.get(c["gss"]), "url": c["url"], "rung": rung, "depth": None,
                      "schemes": schemes, "title": None, "detail": c["diff_text"],
                      "fact_changes": (c.get("fact_changes") or "").splitlines(),
                      "archive": _archive_path(archive_dir, c["new_archive"]),
                      "previous_archive": _archive_path(archive_dir, c["old_archive"])})
    sql = ("select q.*, c.gss, c.url, c.exact from quote_checks q join citations c on c.id = q.citation_id "
           "where q.id = (select max(id) from quote_checks r where r.citation_id = q.citation_id) "
           "and q.outcome in ('modified', 'missing') and coalesce(q.review, 'pending') = 'pending'"
           + only.replace("gss", "c.gss") + " order by q.id")
    for q in store.db.query(sql, args):
        rung, schemes = _page_facts(store, q["gss"], q["url"])
        near = f"nearest passage ({q['similarity']:.0f}% alike): {q['nearest']}" if q["nearest"] else \
            "no passage of the page comes close"
        items.append({"item": f"quote {q['id']}", "kind": "quote", "id": q["id"], "gss": q["gss"],
                      "council": names.get(q["gss"]), "url": q["url"], "rung": rung, "depth": None,
                      "schemes": schemes, "title": None, "outcome": q["outcome"], "quote": q["exact"],
                      "detail": f"quote {q['outcome']}: {q['exact']!r}; {near}",
                      "archive": _archive_path(archive_dir, q["archive"])})
    return items


def decide(store, kind: str, item_id: int, decision: str, who: str, why: str, now: float) -> dict:
    """Record a person's approval or rejection of one queue item; refuses an unknown or already decided one."""
    if kind not in TABLES:
        raise ReviewError(f"unknown kind {kind!r}: one of {', '.join(TABLES)}")
    rows = list(store.db[TABLES[kind]].rows_where("id = ?", [item_id]))
    if not rows:
        raise ReviewError(f"there is no {kind} {item_id}")
    row = rows[0]
    if (row.get("review") or "pending") != "pending":
        raise ReviewError(f"{kind} {item_id} was already {row['review']}")
    gss = row.get("gss")
    if kind == "quote":
        citation = store.db["citations"].get(row["citation_id"])
        gss = citation["gss"]
        row = {**row, "url": citation["url"]}
    store.record_review(SUBJECTS[kind], item_id, gss, decision, who, why, now)
    return {"kind": kind, "id": item_id, "gss": gss, "url": row.get("url"), "decision": decision, "who": who,
            "why": why}
