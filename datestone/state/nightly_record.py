"""The nightly jobs' record (AF1, AF2): their visits, the pages we cite, what each night found, hosts resting,
and the runs in progress that `datestone status --runs` shows. Part of the Store (datestone/state/store.py)."""

from __future__ import annotations

from datestone.state.connection import Connection


class NightlyRecord(Connection):
    """Mixed into Store, whose `council()` `cited_pages` reads."""

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
