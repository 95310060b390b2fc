"""The state store: one SQLite database (sqlite-utils) in DATESTONE_DATA_DIR; this module owns the schema.

Tables: councils, visits, requests (every request made: time, host, URL, kind, rung, status, bytes,
outcome, robots evidence), robots (the shared RB2 cache), findings (LD3), archive (WARC index, AF3),
citations (AF2a: a quotation as a W3C TextQuoteSelector and the archived record it was taken from) and
quote_checks (each check of a citation: outcome, similarity, nearest passage, the record read).
Every write is one transaction, so a killed crawl leaves either the whole change or none of it.
"""

from __future__ import annotations

import json
import sqlite3
import time
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Iterator

import sqlite_utils

from datestone import policy
from datestone.politeness.cooldown import after_visit
from datestone.extract.status import stale_on, status_on

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
    # issue 6: a job while it runs (extensions/progress.py): councils due and done, requests, refusals, next wake
    "runs": ({"id": int, "job": str, "spider": str, "pid": int, "started_at": float, "updated_at": float,
              "ended_at": float, "councils_due": int, "councils_done": int, "requests": int, "refusals": int,
              "next_wake_at": float, "finish_reason": str}, {"pk": "id"}),
}
INDEXES = {"requests": [["visit_id"], ["gss", "at"]], "visits": [["gss", "ended_at"]],
           "findings": [["gss"]], "archive": [["url"]], "facts": [["finding_id"], ["gss"]],
           "citations": [["gss"]], "quote_checks": [["citation_id", "checked_at"]],
           "subresources": [["request_id"]], "reviews": [["subject", "subject_id"]]}


class Store:
    def __init__(self, path: Path) -> None:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite_utils.Database(path)
        self.db.execute("PRAGMA busy_timeout=30000")  # several jobs share one file
        self._use_wal()
        # WAL + NORMAL: a commit is not synced to disk, yet a killed process loses nothing (the WAL is in the OS's
        # hands); only a power cut may roll back the last moments, and the file stays consistent either way.
        self.db.execute("PRAGMA synchronous=NORMAL")
        with self.transaction():
            for name, (columns, options) in SCHEMA.items():
                self.db[name].create(columns, **options, if_not_exists=True)
                existing = self.db[name].columns_dict
                for column, kind in columns.items():  # a database from an older version gains new columns
                    if column not in existing:
                        self.db[name].add_column(column, kind)
            for name, index_list in INDEXES.items():
                for cols in index_list:
                    self.db[name].create_index(cols, if_not_exists=True)

    @classmethod
    def read_only(cls, path: Path) -> "Store":
        """The store for a reader beside a running crawl (the reviewer's desk): no schema work and never a write
        lock, so it cannot hold up the crawl's gate or its writes; in WAL mode it reads while the crawl writes."""
        store = cls.__new__(cls)
        store.db = sqlite_utils.Database(sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True,
                                                         check_same_thread=False))
        store.db.execute("PRAGMA busy_timeout=5000")
        return store

    def _use_wal(self) -> None:
        """Two jobs opening a new database at the same moment both switch it to WAL; that switch needs the file to
        itself and does not wait on the busy timeout, so the one that finds it taken tries again."""
        for attempt in range(300):
            try:
                self.db.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or attempt == 299:
                    raise
                time.sleep(0.1)

    # The per-request writes (request log, archive index, pacing, checks) in plain SQL: sqlite-utils reads the
    # table's schema on every call, which costs more than the write itself at a thousand requests a night.
    def _insert(self, table: str, row: dict) -> int:
        columns = ", ".join(f"[{name}]" for name in row)
        marks = ", ".join("?" for _ in row)
        cursor = self.db.execute(f"insert into [{table}] ({columns}) values ({marks})", _sql_values(row.values()))
        return cursor.lastrowid

    def _update(self, table: str, pk: int, fields: dict) -> None:
        if fields:
            assignments = ", ".join(f"[{name}] = ?" for name in fields)
            self.db.execute(f"update [{table}] set {assignments} where id = ?", [*_sql_values(fields.values()), pk])

    @contextmanager
    def transaction(self) -> Iterator[sqlite_utils.Database]:
        """All or nothing. BEGIN IMMEDIATE takes the write lock up front: a deferred transaction that reads and
        then writes while another job writes fails at once with "database is locked" instead of waiting."""
        if self.db.conn.in_transaction:
            with self.db.atomic():  # nested: a savepoint
                yield self.db
            return
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.conn.rollback()
            raise
        self.db.conn.commit()

    def close(self) -> None:
        self.db.close()

    # councils -----------------------------------------------------------------------------------
    def ensure_council(self, council, now: float) -> dict:
        with self.transaction():
            table = self.db["councils"]
            try:
                return table.get(council.gss)
            except sqlite_utils.db.NotFoundError:
                row = {"gss": council.gss, "name": council.name, "homepage": council.homepage,
                       "site_domain": council.site_domain, "status": "new", "next_due_at": 0.0,
                       "last_outcome": None, "last_visit_at": None, "empty_in_row": 0, "refusals_in_row": 0,
                       "retired": 0, "opted_out": 0, "preferred_url": None, "updated_at": now}
                table.insert(row)
                return row

    def council(self, gss: str) -> dict | None:
        rows = list(self.db["councils"].rows_where("gss = ?", [gss]))
        return rows[0] if rows else None

    # visits -------------------------------------------------------------------------------------
    def open_visit(self, gss: str, job: str, now: float) -> dict:
        """The council's unfinished visit if a crash left one (its spent budget is kept), else a new one."""
        with self.transaction():
            open_rows = list(self.db["visits"].rows_where(
                "gss = ? and ended_at is null and coalesce(kind, 'finder') = 'finder'", [gss],
                order_by="id desc", limit=1))
            if open_rows:
                # A unit of budget is taken before the request waits out its gap (PC1 is checked before PC2);
                # a job killed while waiting never sent it. The resumed visit gets back what never left: its
                # spend becomes the requests the log shows went out (the claim means no other job runs it now).
                row = open_rows[0]
                sent = self.db.execute("select count(*) from requests where visit_id = ? and kind in ('cheap', 'page')",
                                       [row["id"]]).fetchone()[0]
                if sent < row["spent"]:
                    self.db.execute("update visits set spent = ? where id = ?", [sent, row["id"]])
                    row = {**row, "spent": sent}
                return row
            visit_id = self.db["visits"].insert({"gss": gss, "job": job, "kind": "finder", "started_at": now,
                                                 "ended_at": None,
                                                 "outcome": None, "rung": None, "spent": 0,
                                                 "last_end_at": None}).last_pk
            return self.db["visits"].get(visit_id)

    def visit(self, visit_id: int) -> dict:
        return self.db["visits"].get(visit_id)

    # runs in progress (extensions/progress.py) ---------------------------------------------------------
    def start_run(self, row: dict) -> int:
        with self.transaction():
            return self._insert("runs", row)

    def update_run(self, run_id: int, **fields) -> None:
        with self.transaction():
            self._update("runs", run_id, fields)

    def unfinished_runs(self) -> list[dict]:
        return list(self.db["runs"].rows_where("ended_at is null", order_by="id"))

    # the nightly check (AF1, AF2) ---------------------------------------------------------------
    def start_check_visit(self, gss: str, job: str, now: float) -> dict:
        """A nightly job's pass over one council: never resumed, never moves the finder's queue."""
        with self.transaction():
            visit_id = self.db["visits"].insert({"gss": gss, "job": job, "kind": job, "started_at": now,
                                                 "ended_at": None, "outcome": None, "rung": None, "spent": 0,
                                                 "last_end_at": None}).last_pk
            return self.db["visits"].get(visit_id)

    def end_check_visit(self, visit_id: int, outcome: str, now: float, outcomes=()) -> None:
        with self.transaction():
            visit = self.db["visits"].get(visit_id)
            self.db["visits"].update(visit_id, {"ended_at": now, "outcome": outcome,
                                                "why": ", ".join(sorted(outcomes)) or None})
            if visit["gss"] in {r["gss"] for r in self.db.query("select gss from councils where gss = ?",
                                                                [visit["gss"]])}:
                # AF4: a council whose cited pages are blocked is exported as "cannot confirm".
                self.db["councils"].update(visit["gss"], {"cited_status": outcome, "cited_checked_at": now})

    def cited_pages(self) -> dict[str, list[str]]:
        """Every page we cite, by council: the person-named page or the latest finding not rejected, then the
        pages citations point to (each once, in that order)."""
        pages: dict[str, list[str]] = {}
        for council in self.db["councils"].rows_where("coalesce(opted_out, 0) = 0", order_by="gss"):
            if council.get("preferred_url"):
                pages.setdefault(council["gss"], []).append(council["preferred_url"])
                continue
            latest = list(self.db["findings"].rows_where("gss = ? and coalesce(review, 'pending') != 'rejected'",
                                                         [council["gss"]], order_by="id desc", limit=1))
            if latest:
                pages.setdefault(council["gss"], []).append(latest[0]["url"])
        if self.db["citations"].exists():
            for row in self.db["citations"].rows_where(order_by="id"):
                opted_out = (self.council(row["gss"]) or {}).get("opted_out")
                if not opted_out and row["url"] not in pages.setdefault(row["gss"], []):
                    pages[row["gss"]].append(row["url"])
        return {gss: urls for gss, urls in pages.items() if urls}

    def page_state(self, url: str) -> dict | None:
        return next(self.db.query("select * from page_state where url = ?", [url]), None)

    def save_page_state(self, url: str, gss: str, now: float, **fields) -> None:
        with self.transaction():
            current = self.page_state(url) or {"url": url, "gss": gss}
            self.db["page_state"].upsert({**current, **{k: v for k, v in fields.items()}, "gss": gss,
                                          "updated_at": now}, pk="url")

    def record_check(self, row: dict) -> int:
        with self.transaction():
            return self._insert("checks", row)

    def record_change(self, row: dict) -> int:
        with self.transaction():
            return self.db["changes"].insert({"review": "pending", **row}).last_pk

    def host_backoff(self, host: str) -> dict | None:
        rows = list(self.db["host_backoff"].rows_where("host = ?", [host]))
        return rows[0] if rows else None

    def back_off_host(self, host: str, now: float, wait_s: float, time_scale: float) -> None:
        """The wait is a wait between requests, so DATESTONE_TIME_SCALE compresses it (DESIGN.md)."""
        with self.transaction():
            self.db["host_backoff"].upsert({"host": host, "until": now + wait_s * time_scale, "wait_s": wait_s},
                                           pk="host")

    def clear_host_backoff(self, host: str) -> None:
        with self.transaction():
            self.db.execute("delete from host_backoff where host = ?", [host])

    def try_spend(self, visit_id: int) -> bool:
        """PC1: take one request from the visit's budget, atomically; False when it is spent."""
        with self.transaction():
            cursor = self.db.execute(
                "update visits set spent = spent + 1 where id = ? and spent < ?",
                [visit_id, policy.VISIT_BUDGET_REQUESTS])
            return cursor.rowcount == 1

    def note_request_end(self, visit_id: int, website: str, ended_at: float) -> None:
        """PC2 counts from the end of the previous request; kept so a restarted job, or another job, keeps pace."""
        with self.transaction():
            self._update("visits", visit_id, {"last_end_at": ended_at})
            self.db.execute("insert into website_pace (website, last_end_at) values (?, ?) on conflict(website) "
                            "do update set last_end_at = max(last_end_at, excluded.last_end_at)", [website, ended_at])

    def website_last_end(self, website: str) -> float | None:
        row = self.db.execute("select last_end_at from website_pace where website = ?", [website]).fetchone()
        return row[0] if row else None

    def close_visit(self, visit_id: int, outcome: str, rung: str | None, now: float, why: str | None = None,
                    retry_after_s: float | None = None) -> dict:
        """End the visit and move the council along the queue's state machine (datestone/politeness/cooldown.py)."""
        with self.transaction():
            visit = self.db["visits"].get(visit_id)
            self.db["visits"].update(visit_id, {"ended_at": now, "outcome": outcome, "rung": rung, "why": why})
            council = self.db["councils"].get(visit["gss"])
            update = after_visit(council, outcome, now, retry_after_s)
            self.db["councils"].update(visit["gss"], update)
            return {**council, **update}

    def record_declined(self, visit_id: int, gss: str, url: str, why: str, now: float) -> None:
        with self.transaction():
            self._insert("declined", {"visit_id": visit_id, "gss": gss, "at": now, "url": url, "why": why})

    # what a person does (CD3, CD4, RF3) ---------------------------------------------------------
    def person_acts(self, gss: str, action: str, who: str, why: str, now: float, update: dict,
                    detail: str = "") -> dict:
        """Change a council's place in the queue on a person's word, recording who, when and why."""
        with self.transaction():
            council = self.db["councils"].get(gss)
            self.db["councils"].update(gss, {**update, "updated_at": now})
            self.db["council_events"].insert({"gss": gss, "at": now, "action": action, "who": who, "why": why,
                                              "detail": detail})
            return {**council, **update}

    def councils(self) -> list[dict]:
        return list(self.db["councils"].rows_where(order_by="gss"))

    # requests -----------------------------------------------------------------------------------
    def log_request(self, row: dict) -> int:
        with self.transaction():
            return self._insert("requests", row)

    def finish_request(self, request_id: int, **fields) -> None:
        with self.transaction():
            self._update("requests", request_id, fields)

    def requests_of_visit(self, visit_id: int) -> list[dict]:
        return list(self.db["requests"].rows_where("visit_id = ?", [visit_id], order_by="id"))

    # robots cache (RB2) -------------------------------------------------------------------------
    def cached_robots(self, origin: str, now: float) -> dict | None:
        rows = list(self.db["robots"].rows_where("origin = ? and fetched_at > ?",
                                                 [origin, now - policy.ROBOTS_CACHE_TTL_S]))
        return rows[0] if rows else None

    def save_robots(self, row: dict) -> None:
        with self.transaction():
            self.db["robots"].upsert(row, pk="origin")

    # findings and archive -----------------------------------------------------------------------
    def add_finding(self, row: dict) -> int:
        """The finding and its facts, together or not at all."""
        row = dict(row)
        facts = row.pop("facts", None) or []
        read_on = row.pop("read_on", None)
        row = {**row, "schemes": json.dumps(list(row.get("schemes") or [])), "stale": int(bool(row.get("stale")))}
        with self.transaction():
            finding_id = self.db["findings"].insert({"review": "pending", **row}).last_pk
            for fact in facts:
                evidence = fact.get("evidence") or {}
                self._insert("facts", {
                    "finding_id": finding_id, "gss": row["gss"], "scheme": fact["scheme"], "status": fact["status"],
                    "starts": fact.get("starts"), "ends": fact.get("ends"), "area": fact.get("area"),
                    "places": json.dumps(list(fact.get("places") or [])), "fee": fact.get("fee"),
                    "exact": evidence.get("exact"), "prefix": evidence.get("prefix"), "suffix": evidence.get("suffix"),
                    "read_on": read_on, "archive": row.get("archive")})
            return finding_id

    def refresh_fact_statuses(self, today: date) -> int:
        """Dates move facts on without asking the council: a scheme whose end has passed becomes ended, a future
        one in force once it starts; a finding whose dated schemes have all ended becomes stale. Returns how
        many facts changed status."""
        changed = 0
        with self.transaction():
            rows = list(self.db.query("select * from facts where starts is not null or ends is not null"))
            for row in rows:
                status = status_on(row, today)
                if status != row["status"]:
                    self.db.execute("update facts set status = ? where id = ?", [status, row["id"]])
                    changed += 1
            for finding in {r["finding_id"] for r in rows}:
                facts = list(self.db.query("select * from facts where finding_id = ?", [finding]))
                self.db.execute("update findings set stale = ? where id = ?", [int(stale_on(facts, today)), finding])
        return changed

    def facts(self, finding_id: int) -> list[dict]:
        """A finding's facts, as the item carried them (evidence as a TextQuoteSelector)."""
        return [{**f, "places": json.loads(f["places"] or "[]"),
                 "evidence": {"exact": f["exact"], "prefix": f["prefix"], "suffix": f["suffix"]}}
                for f in self.db.query("select * from facts where finding_id = ? order by id", [finding_id])]

    def findings(self, gss: str | None = None) -> list[dict]:
        where, args = ("gss = ?", [gss]) if gss else (None, None)
        return list(self.db["findings"].rows_where(where, args, order_by="id"))

    def index_archive(self, row: dict) -> int:
        with self.transaction():
            return self._insert("archive", row)

    # citations and quote checks (AF2a) ----------------------------------------------------------
    def add_citation(self, row: dict) -> int:
        with self.transaction():
            return self.db["citations"].insert(row).last_pk

    def citations(self, gss: str | None = None) -> list[dict]:
        where, args = ("gss = ?", [gss]) if gss else (None, None)
        return list(self.db["citations"].rows_where(where, args, order_by="id"))

    def record_quote_check(self, row: dict) -> int:
        with self.transaction():
            return self.db["quote_checks"].insert(row).last_pk

    # the people around the crawler: browser subresources, reviews (AF4) ---------------------------
    def log_subresources(self, rows: list[dict]) -> None:
        if rows:
            with self.transaction():
                self.db["subresources"].insert_all(rows)

    def record_review(self, subject: str, subject_id: int, gss: str, decision: str, who: str, why: str,
                      now: float) -> None:
        """A person approves or rejects a finding, a change, a quote check or a move; the item keeps the decision."""
        table = {"finding": "findings", "change": "changes", "quote_check": "quote_checks", "move": "checks"}[subject]
        with self.transaction():
            self.db[table].update(subject_id, {"review": decision})
            self.db["reviews"].insert({"subject": subject, "subject_id": subject_id, "gss": gss,
                                       "decision": decision, "who": who, "at": now, "why": why})


def _sql_values(values) -> list:
    """As sqlite-utils stores them: lists and dicts as JSON text, everything else as it is."""
    return [json.dumps(v) if isinstance(v, (list, dict, tuple)) else v for v in values]
