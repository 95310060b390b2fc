"""The state store's tables, declared once: what each holds, its columns, its indexes, and how an older database
catches up (a missing table is created, a missing column added; nothing is ever dropped or renamed).

The crawl and its queue:
- `councils` — one row per council: its place in the queue (status, next due, last outcome, refusals and empty
  visits in a row, retired), what a person set (opted out, named page) and the nightly verdict on its cited pages.
- `council_events` — what a person did to a council's place in the queue: who, when, why (CD3, CD4, RF3).
- `visits` — one pass over one council by one job: kind, outcome, why, rung, requests spent (PC1), last end (PC2).
- `declined` — every URL we chose not to fetch, and why (RB4 evidence).
- `website_pace` — when the last request to a council website ended, whoever made it (PC2 across jobs).
- `requests` — every request made: time, host, URL, kind (robots, cheap, page, render, check), rung, status, bytes,
  outcome, the robots.txt line that allowed it, and the run, method, User-Agent and time scale it was sent with.
- `subresources` — what the browser loaded or was refused for a page, under the page's request row.
- `robots` — the shared robots.txt cache, one reading per origin (RB2).
- `runs` — a job while it runs: councils due and done, requests, refusals, next wake (`datestone status --runs`).

What the crawl found and kept (AF3, AF4):
- `findings` — a page the finder found: URL, rung, depth, schemes, title, score, archive reference, review state.
- `facts` — what a finding's page says about each scheme designation on the day it was read, with its evidence.
- `archive` — the WARC index: file, offset, length, record id, digest, kind (response, rendered, subresource).

The nightly jobs (AF2, AF2a):
- `page_state` — what we hold of each cited page: validators to ask conditionally, its main text, its facts.
- `checks` — one row per cited page per night: outcome, where a move leads, and a person's decision on it.
- `changes` — a material change of a cited page's main text, with its diff, for a person to review.
- `host_backoff` — an unreachable host is asked again no sooner than `until`.
- `citations` — a quotation we show (a W3C TextQuoteSelector) and the archived record it was taken from.
- `quote_checks` — each check of a citation: outcome, similarity, nearest passage, the record read.

People:
- `reviews` — a person's approval or rejection of a finding, a change, a quote check or a move: who, when, why.
"""

from __future__ import annotations

import sqlite_utils

SCHEMA: dict[str, tuple[dict, dict]] = {
    # table: (columns, options)
    "councils": ({"gss": str, "name": str, "homepage": str, "site_domain": str, "status": str,
                  "next_due_at": float, "last_outcome": str, "last_visit_at": float, "empty_in_row": int,
                  "refusals_in_row": int, "retired": int, "opted_out": int, "preferred_url": str,
                  "cited_status": str, "cited_checked_at": float, "updated_at": float}, {"pk": "gss"}),
    # what a person did to a council's place in the queue, and why (CD3, CD4, RF3)
    "council_events": ({"id": int, "gss": str, "at": float, "action": str, "who": str, "why": str,
                        "detail": str}, {"pk": "id"}),
    # every URL we chose not to fetch, with the reason (robots.txt line, scope, budget): RB4 evidence
    "declined": ({"id": int, "visit_id": int, "gss": str, "at": float, "url": str, "why": str}, {"pk": "id"}),
    "visits": ({"id": int, "gss": str, "job": str, "kind": str, "started_at": float, "ended_at": float,
                "outcome": str, "rung": str, "spent": int, "last_end_at": float, "why": str}, {"pk": "id"}),
    # AF2: what we hold of each cited page, to ask conditionally and to compare its main text
    "page_state": ({"url": str, "gss": str, "etag": str, "last_modified": str, "text": str, "needs_js": int,
                    "archive": str, "updated_at": float, "facts": str}, {"pk": "url"}),
    # AF2: one row per cited page per night; a move: followed (0 = off the domain, not requested), the new URL's
    # own status, and a person's decision on it (review)
    "checks": ({"id": int, "gss": str, "url": str, "checked_at": float, "outcome": str, "new_url": str,
                "changed": int, "evidence": str, "archive": str, "followed": int, "new_status": int,
                "review": str}, {"pk": "id"}),
    # AF2: a material change of a cited page's main text, for a person to review
    "changes": ({"id": int, "gss": str, "url": str, "detected_at": float, "old_archive": str, "new_archive": str,
                 "diff_text": str, "diff_html": str, "review": str,
                 # the facts the change alters, one line each ("selective: ends 2028-05-31 → 2029-05-31")
                 "fact_changes": str}, {"pk": "id"}),
    # AF2: an unreachable host is asked again no sooner than `until` (15 min, doubling, up to a day)
    "host_backoff": ({"host": str, "until": float, "wait_s": float}, {"pk": "host"}),
    "requests": ({"id": int, "visit_id": int, "gss": str, "job": str, "at": float, "ended_at": float,
                  "host": str, "url": str, "kind": str, "rung": str, "status": int, "bytes": int,
                  "outcome": str, "robots_rule": str,
                  # explain/audit: the run that sent it, as sent (ID1, LD5), and the DATESTONE_TIME_SCALE it ran at
                  "job_id": str, "method": str, "user_agent": str, "time_scale": float,
                  # PC2: the gap drawn at random for this request (scaled), which it waited from the last end
                  "gap_s": float,
                  # a `render` row: the request whose answer's bytes the browser rendered (datestone/crawl/in_hand.py)
                  "rendered_from": int}, {"pk": "id"}),
    # PC2 across jobs: when the last request to a council website ended, whoever made it
    "website_pace": ({"website": str, "last_end_at": float}, {"pk": "website"}),
    "robots": ({"origin": str, "fetched_at": float, "status": int, "outcome": str, "body": str,
                "final_url": str}, {"pk": "origin"}),
    "findings": ({"id": int, "gss": str, "visit_id": int, "url": str, "rung": str, "depth": int,
                  "schemes": str, "title": str, "score": float, "fetched_at": float, "archive": str,
                  "review": str, "page_updated": str, "stale": int}, {"pk": "id"}),
    # What a finding's page says about each scheme designation, on the day it was read (AF4: a person checks the
    # evidence, a TextQuoteSelector on the archived page's main text, before it is published)
    "facts": ({"id": int, "finding_id": int, "gss": str, "scheme": str, "status": str, "starts": str, "ends": str,
               "area": str, "places": str, "fee": str, "exact": str, "prefix": str, "suffix": str, "read_on": str,
               "archive": str}, {"pk": "id"}),
    "archive": ({"id": int, "visit_id": int, "url": str, "kind": str, "warc_file": str, "offset": int,
                 "length": int, "record_id": str, "digest": str, "at": float}, {"pk": "id"}),
    # AF2a: a quotation we show, W3C TextQuoteSelector shape; archive = "<warc file>#<record id>" it was taken from
    "citations": ({"id": int, "gss": str, "url": str, "exact": str, "prefix": str, "suffix": str, "archive": str,
                   "added_by": str, "added_at": float}, {"pk": "id"}),
    # AF2a: one row per check of a citation (verified, modified, missing, unavailable) and the record read
    "quote_checks": ({"id": int, "citation_id": int, "checked_at": float, "outcome": str, "similarity": float,
                      "nearest": str, "archive": str, "review": str}, {"pk": "id"}),
    # explain/audit: what the browser loaded (or was refused) for a page row; times are the page row's
    "subresources": ({"id": int, "request_id": int, "visit_id": int, "gss": str, "job_id": str, "page_url": str,
                      "url": str, "loaded": int, "why": str, "at": float}, {"pk": "id"}),
    # AF4: a person's decision on a finding, a change or a quote check: who, when, why
    "reviews": ({"id": int, "subject": str, "subject_id": int, "gss": str, "decision": str, "who": str,
                 "at": float, "why": str}, {"pk": "id"}),
    # a job while it runs (extensions/progress.py): councils due and done, requests, refusals, next wake
    "runs": ({"id": int, "job": str, "spider": str, "pid": int, "started_at": float, "updated_at": float,
              "ended_at": float, "councils_due": int, "councils_done": int, "requests": int, "refusals": int,
              "next_wake_at": float, "finish_reason": str}, {"pk": "id"}),
}
INDEXES = {"requests": [["visit_id"], ["gss", "at"]], "visits": [["gss", "ended_at"]],
           "findings": [["gss"]], "archive": [["url"]], "facts": [["finding_id"], ["gss"]],
           "citations": [["gss"]], "quote_checks": [["citation_id", "checked_at"]],
           "subresources": [["request_id"]], "reviews": [["subject", "subject_id"]]}


def create_or_upgrade(db: sqlite_utils.Database) -> None:
    """Every table and index, in one call the caller wraps in a transaction; a database from an older version
    gains the tables and columns it lacks, so a store opened by a newer crawler is read and written the same way."""
    for name, (columns, options) in SCHEMA.items():
        db[name].create(columns, **options, if_not_exists=True)
        existing = db[name].columns_dict
        for column, kind in columns.items():
            if column not in existing:
                db[name].add_column(column, kind)
    for name, index_list in INDEXES.items():
        for cols in index_list:
            db[name].create_index(cols, if_not_exists=True)
