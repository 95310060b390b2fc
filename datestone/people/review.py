"""`datestone review`, `approve`, `reject`: what needs a person (AF4), and the person's decision.

The queue holds four kinds of item, each named `KIND ID`:
- `finding N` — a page the finder found, not yet approved or rejected (findings.review = pending);
- `change N` — a material change of a cited page's main text spotted by the change monitor (AF2), with its diff;
- `quote N` — the latest check of a citation came back `modified` (with the nearest passage) or `missing` (AF2a),
  and no person has looked at that check yet;
- `move N` — the latest nightly check of a page we still cite found it moved (a redirect, AF2): where to (and what
  the new URL answered), or the host it left for outside the council's domain (not followed, LD4). A person's
  decision on that move (same page, same new URL) settles it on later nights too.
Each item carries the council, the page URL, the rung that found the page, its schemes, a finding's facts (each
with the sentence it came from), the diff (and the facts a change alters), the nearest passage or the move, and the archived copy (WARC file path and record id) a person can open
(`datestone archive GSS URL`).

`approve`/`reject` record who, when and why (`reviews` table) and leave the decision on the item. Only approved
findings become a council's page in `datestone export`; a rejected finding is never cited again. Approving a move
of the council's own page names the new URL as its page (CD4, recorded as `prefer` would); a move off the domain
cannot be approved (we may not read it): a person names the council's page instead (`datestone prefer GSS URL`),
and until then the export says "cannot confirm" with where the page went.
"""

from __future__ import annotations

import json
from pathlib import Path

from datestone.clock import iso
from datestone.crawl.verdict import off_domain_move
from datestone.state.reads.review_queue import (changes_awaiting_review, citation, council_names,
                                                findings_awaiting_review, latest_finding_of_page,
                                                latest_page_not_rejected, latest_review, moves_awaiting_review,
                                                quote_checks_awaiting_review, review_item)

SUBJECTS = {"finding": "finding", "change": "change", "quote": "quote_check", "move": "move"}
TABLES = {"finding": "findings", "change": "changes", "quote": "quote_checks", "move": "checks"}

class ReviewError(Exception):
    """No such item, or it has been decided already."""


def _archive_path(archive_dir: Path, reference: str | None) -> str | None:
    """`<warc file>#<record id>` -> `<archive dir>/<warc file>#<record id>`: where a person finds the copy."""
    if not reference:
        return None
    return str(Path(archive_dir) / reference)


def _page_facts(store, gss: str, url: str) -> tuple[str | None, list[str]]:
    """The rung that found the page and its schemes (the finder's latest finding of that URL)."""
    finding = latest_finding_of_page(store, gss, url)
    if finding is None:
        return None, []
    return finding["rung"], json.loads(finding["schemes"] or "[]")


def queue(store, archive_dir: Path, gss: str | None = None) -> list[dict]:
    """Every item awaiting a person, oldest first within each kind."""
    names = council_names(store)
    items: list[dict] = []
    for f in findings_awaiting_review(store, gss):
        items.append({"item": f"finding {f['id']}", "kind": "finding", "id": f["id"], "gss": f["gss"],
                      "council": names.get(f["gss"]), "url": f["url"], "rung": f["rung"], "depth": f["depth"],
                      "schemes": json.loads(f["schemes"] or "[]"), "title": f["title"], "detail": None,
                      "facts": store.facts(f["id"]), "page_updated": f.get("page_updated"),
                      "stale": bool(f.get("stale")), "archive": _archive_path(archive_dir, f["archive"])})
    for c in changes_awaiting_review(store, gss):
        rung, schemes = _page_facts(store, c["gss"], c["url"])
        items.append({"item": f"change {c['id']}", "kind": "change", "id": c["id"], "gss": c["gss"],
                      "council": names.get(c["gss"]), "url": c["url"], "rung": rung, "depth": None,
                      "schemes": schemes, "title": None, "detail": c["diff_text"],
                      "fact_changes": (c.get("fact_changes") or "").splitlines(),
                      "archive": _archive_path(archive_dir, c["new_archive"]),
                      "previous_archive": _archive_path(archive_dir, c["old_archive"])})
    for q in quote_checks_awaiting_review(store, gss):
        rung, schemes = _page_facts(store, q["gss"], q["url"])
        near = f"nearest passage ({q['similarity']:.0f}% alike): {q['nearest']}" if q["nearest"] else \
            "no passage of the page comes close"
        items.append({"item": f"quote {q['id']}", "kind": "quote", "id": q["id"], "gss": q["gss"],
                      "council": names.get(q["gss"]), "url": q["url"], "rung": rung, "depth": None,
                      "schemes": schemes, "title": None, "outcome": q["outcome"], "quote": q["exact"],
                      "detail": f"quote {q['outcome']}: {q['exact']!r}; {near}",
                      "archive": _archive_path(archive_dir, q["archive"])})
    for m in moves_awaiting_review(store, gss):
        rung, schemes = _page_facts(store, m["gss"], m["url"])
        items.append({"item": f"move {m['id']}", "kind": "move", "id": m["id"], "gss": m["gss"],
                      "council": names.get(m["gss"]), "url": m["url"], "rung": rung, "depth": None,
                      "schemes": schemes, "title": None, "new_url": m["new_url"],
                      "followed": None if m["followed"] is None else bool(m["followed"]),
                      "new_status": m["new_status"], "detail": move_detail(m),
                      "archive": _archive_path(archive_dir, m["archive"])})
    return items


def move_detail(check: dict) -> str:
    """What a person reads about a move, and what they can do about it."""
    if check.get("followed") == 0:
        return (f"{off_domain_move(check['new_url'])}: {check['new_url']}; name the council's page with "
                f"`datestone prefer {check['gss']} URL` (CD4), or reject")
    status = f" (HTTP {check['new_status']} there)" if check.get("new_status") is not None else ""
    return f"moved to {check['new_url']}{status}; approve to cite the new URL, or reject"


def _council_page(store, gss: str) -> str | None:
    """The page the export cites for a council: a person's named page (CD4), else its latest finding not rejected."""
    council = store.council(gss) or {}
    if council.get("preferred_url"):
        return council["preferred_url"]
    return latest_page_not_rejected(store, gss)


def _approve_move(store, row: dict, who: str, why: str, now: float) -> str:
    """An approved move of the council's page names the new URL as its page (CD4); of a citation's page it is
    recorded only (the nightly jobs already read where the redirect leads). Refused for what cannot be cited."""
    if row.get("followed") == 0:
        raise ReviewError(f"move {row['id']} left the council's domain for {row['new_url']} (LD4): name the "
                          f"council's page with `datestone prefer {row['gss']} URL`, or reject it")
    if row.get("new_status") not in (200, 304):
        raise ReviewError(f"move {row['id']} leads to {row['new_url']}, which answered HTTP {row['new_status']}: "
                          f"nothing there to cite; name the page with `datestone prefer {row['gss']} URL`, or reject")
    if _council_page(store, row["gss"]) != row["url"]:
        return "recorded"
    store.person_acts(row["gss"], "prefer", who, why or f"approved move {row['id']}", now,
                      {"preferred_url": row["new_url"]}, detail=row["new_url"])
    return f"named page set to {row['new_url']} (CD4)"


def decide(store, kind: str, item_id: int, decision: str, who: str, why: str, now: float) -> dict:
    """Record a person's approval or rejection of one queue item; refuses an unknown or already decided one."""
    if kind not in TABLES:
        raise ReviewError(f"unknown kind {kind!r}: one of {', '.join(TABLES)}")
    # One transaction from the check to the write: of two people deciding the same item at once (the desk and the
    # command line, or two reviewers at the desk), the second waits for the first and is then told it is decided.
    with store.transaction():
        return _decide(store, kind, item_id, decision, who, why, now)


def _decide(store, kind: str, item_id: int, decision: str, who: str, why: str, now: float) -> dict:
    row = review_item(store, TABLES[kind], item_id)
    if row is None:
        raise ReviewError(f"there is no {kind} {item_id}")
    if (row.get("review") or "pending") != "pending":
        raise ReviewError(f"{kind} {item_id} was already {row['review']}{decided_by(store, kind, item_id)}")
    gss = row.get("gss")
    if kind == "quote":
        cited = citation(store, row["citation_id"])
        gss = cited["gss"]
        row = {**row, "url": cited["url"]}
    effect = None
    if kind == "move":
        if row.get("outcome") != "moved":
            raise ReviewError(f"check {item_id} found the page {row.get('outcome')}, not moved")
        if decision == "approved":
            effect = _approve_move(store, row, who, why, now)  # may refuse: nothing written yet
    store.record_review(SUBJECTS[kind], item_id, gss, decision, who, why, now)
    return {"kind": kind, "id": item_id, "gss": gss, "url": row.get("url"), "decision": decision, "who": who,
            "why": why, "effect": effect}


def decided_by(store, kind: str, item_id: int) -> str:
    """" by NAME at TIME: why", from the latest review of the item (empty when none is recorded)."""
    row = latest_review(store, SUBJECTS[kind], item_id)
    if row is None:
        return ""
    return f" by {row['who']} at {iso(row['at'])}" + (f": {row['why']}" if row["why"] else "")


def describe_fact(fact: dict) -> str:
    """A finding's fact in the words a reviewer reads: "selective in force, 2023-06-01 to 2028-05-31, named areas:
    Northfield, fee £750" (the review command, the desk and the demo all say it so)."""
    dates = f"{fact['starts'] or '?'} to {fact['ends'] or '?'}" if fact.get("starts") or fact.get("ends") else "no dates"
    area = fact["area"] + (": " + ", ".join(fact["places"]) if fact.get("places") else "")
    fee = f", fee {fact['fee']}" if fact.get("fee") else ""
    return f"{fact['scheme']} {fact['status'].replace('_', ' ')}, {dates}, {area}{fee}"
