"""The audit of a store: POLICY checked against our own record, as `datestone audit` shows it and as every
finished crawl writes into its stats (extensions/audit_stats.py). The rules are datestone/state/audit_rules.py,
plain code over rows; this module reads the rows, and the robots.txt bodies as archived, from the store.
"""

from __future__ import annotations

from pathlib import Path

from datestone import policy
from datestone.scope import origin_of
from datestone.state.audit_rules import (RULES, TOLERANCE_S, AuditReport, RecordAudit, Violation, minimum_gap_s,
                                         short_gap_rule)
from datestone.state.reads.archive_index import first_response_since
from datestone.state.reads.request_log import (requests_since, robots_reading, site_domains, subresources_since,
                                               visit_reasons)
from datestone.state.warc_reader import read_record

# The audit's vocabulary, where its callers (the `datestone audit` command, the fake web's auditor) import it.
__all__ = ["RULES", "AuditReport", "RecordAudit", "Violation", "audit_store", "minimum_gap_s", "short_gap_rule"]


def audit_store(store, archive_dir: Path, *, since: float | None = None, gss: str | None = None,
                job_id: str | None = None, default_scale: float = 1.0) -> AuditReport:
    """Audit the store's record; `since`, `gss` and `job_id` choose what is reported, earlier rows give context."""
    start = None if since is None else since - policy.ROBOTS_CACHE_TTL_S - 3600
    rows = requests_since(store, start)
    subs = subresources_since(store, start)
    bodies: dict[int, bytes | None] = {}

    def read_body(row) -> bytes | None:
        if row["id"] not in bodies:
            index = first_response_since(store, row["url"], row["visit_id"], row["at"] - TOLERANCE_S)
            record = read_record(archive_dir, index) if index else None
            bodies[row["id"]] = record.body if record else _cached_body(store, row)
        return bodies[row["id"]]

    def selected(row) -> bool:
        return ((since is None or row["at"] >= since) and (gss is None or row["gss"] == gss)
                and (job_id is None or row.get("job_id") == job_id))

    return RecordAudit(rows, subs, site_domains(store), visit_reasons(store), read_body, default_scale).run(selected)


def _cached_body(store, row) -> bytes | None:
    """The shared cache keeps the latest robots.txt of an origin: the body of this reading if it is that one."""
    cached = robots_reading(store, origin_of(row["url"]))
    if cached and row["at"] - 1 <= cached["fetched_at"] <= (row["ended_at"] or row["at"]) + 1:
        return (cached["body"] or "").encode("utf-8")
    return None
