"""`datestone export`: per council, what a person approved (AF4) — or `cannot confirm` and why, never a guess.

One row per council of the register: the approved page (a person's named page, CD4, else the latest approved
finding), its schemes, when it was last checked, and the status: `confirmed`, or `cannot confirm` with the
reason — opted out (CD3), refusing (RF1/RF3), blocked by robots.txt (RB7), gone, unreachable, moved or changed and
awaiting review (AF2), moved off the council's domain (to the host named; not followed, LD4 — until a person names
the page, CD4), pending review (a finding not yet approved), not found, not visited yet. Findings awaiting review
are listed in `pending`, never as the page.

The judgement is one SQL query (EXPORT_SQL), the same text the Datasette metadata runs as its `export` and
`cannot_confirm` canned queries (datestone/datasette/metadata.yml; a test keeps them identical).
"""

from __future__ import annotations

import csv
import io
import json

from datetime import date

from datestone.clock import iso
from datestone.enums import Scheme
from datestone.extract.status import IN_FORCE, stale_on, status_on

EXPORT_SQL = """
with approved as (
  select f.id, f.gss, f.url, f.schemes, f.fetched_at, f.stale from findings f
  where f.review = 'approved' and f.id = (select max(g.id) from findings g where g.gss = f.gss and g.review = 'approved')
), paged as (
  select c.gss, c.name, c.opted_out, c.retired, c.last_outcome,
    coalesce(c.preferred_url, a.url) as page_url,
    coalesce((select s.schemes from findings s where s.gss = c.gss and s.url = c.preferred_url
              and s.review = 'approved' order by s.id desc limit 1), a.schemes) as schemes,
    a.fetched_at as found_at,
    coalesce((select s.id from findings s where s.gss = c.gss and s.url = c.preferred_url
              and s.review = 'approved' order by s.id desc limit 1), a.id) as finding_id,
    coalesce((select s.stale from findings s where s.gss = c.gss and s.url = c.preferred_url
              and s.review = 'approved' order by s.id desc limit 1), a.stale) as stale,
    (select group_concat(p.url, ' ') from findings p where p.gss = c.gss and coalesce(p.review, 'pending') = 'pending')
      as pending,
    (select count(*) from changes h where h.gss = c.gss and coalesce(h.review, 'pending') = 'pending')
      as changes_pending
  from councils c left join approved a on a.gss = c.gss
), checked as (
  select paged.*,
    (select k.outcome from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_outcome,
    (select k.evidence from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_evidence,
    (select max(k.checked_at) from checks k where k.gss = paged.gss and k.url = paged.page_url) as checked_at,
    (select k.new_url from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_new_url,
    (select k.followed from checks k where k.gss = paged.gss and k.url = paged.page_url order by k.id desc limit 1)
      as check_followed
  from paged
), moved as (
  select checked.*,
    replace(replace(substr(check_new_url, instr(check_new_url, '://') + 3), '?', '/'), '#', '/') || '/' as moved_rest
  from checked
), judged as (
  select moved.*, case
    when opted_out then 'opted out'
    when retired then 'refusing'
    when page_url is not null and check_outcome = 'blocked' and check_evidence like 'refused%' then 'refusing'
    when page_url is not null and check_outcome = 'blocked' then 'blocked by robots.txt'
    when page_url is not null and check_outcome = 'gone' then 'gone'
    when page_url is not null and check_outcome = 'unreachable' then 'unreachable'
    when page_url is not null and check_outcome = 'moved' and check_followed = 0 then 'the council''s page moved to '
      || substr(moved_rest, 1, instr(moved_rest, '/') - 1) || ' (outside its domain)'
    when page_url is not null and check_outcome = 'moved' then 'moved, pending review'
    when page_url is not null and changes_pending > 0 then 'changed, pending review'
    when page_url is not null and stale then 'the council''s page describes only schemes that have ended'
    when page_url is not null then null
    when last_outcome = 'blocked' then 'blocked by robots.txt'
    when last_outcome = 'refused' then 'refusing'
    when pending is not null then 'pending review'
    when last_outcome = 'not_found' then 'not found'
    when last_outcome = 'unavailable' then 'unreachable'
    else 'not visited yet' end as reason
  from moved
)
select gss, name,
  case when reason is null then 'confirmed' else 'cannot confirm' end as status,
  case when reason is null then page_url end as page_url,
  case when reason is null then schemes end as schemes,
  max(coalesce(checked_at, 0), coalesce(found_at, 0)) as last_checked_at,
  reason, pending, case when reason is null then finding_id end as finding_id
from judged order by gss
"""
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
    """Every council of the register (and any other the store holds), judged by EXPORT_SQL on `today`."""
    judged = {}
    for raw in store.db.query(EXPORT_SQL):
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
