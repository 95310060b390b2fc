"""What the crawl found and what people made of it: findings and their facts (AF4), the archive index (AF3),
citations and their checks (AF2a), browser subresources and reviews. Part of the Store (datestone/state/store.py)."""

from __future__ import annotations

import json
from datetime import date

from datestone.extract.facts.status import stale_on, status_on
from datestone.state.connection import Connection


class FindingsRecord(Connection):
    """Mixed into Store; a finding, its facts and its review are each written in one transaction."""

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
