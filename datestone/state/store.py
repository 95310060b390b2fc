"""The state store: one SQLite database (sqlite-utils) in DATESTONE_DATA_DIR, its tables declared in
datestone/state/schema.py.

`Store` is every write the crawl and the people's tools make, and the few reads the crawl makes as it goes; what
the people's tools and the audit read is SQL gathered in datestone/state/reads/. This module holds the crawl's
queue: councils, visits, the PC1 budget, the PC2 pace, the request log and the robots.txt cache. The nightly jobs'
record and the findings' record are its two other parts, one module each; all three share one connection and one
`transaction()`, so every write is all or nothing and a killed crawl leaves either the whole change or none of it.
"""

from __future__ import annotations

import sqlite_utils

from datestone import policy
from datestone.politeness.cooldown import after_visit
from datestone.state.findings_record import FindingsRecord
from datestone.state.nightly_record import NightlyRecord


class Store(NightlyRecord, FindingsRecord):
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


