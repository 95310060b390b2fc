"""Everything we hold about one council, for a person answering its webmaster (`datestone show GSS`, the desk's
council page): its visits and every request, what the browser loaded, what we declined, the nightly checks and
changes, what people did. Each list is oldest first. Findings and citations are `Store.findings(gss)` and
`Store.citations(gss)`."""

from __future__ import annotations


def _rows(store, sql: str, gss: str) -> list[dict]:
    return [dict(r) for r in store.db.query(sql, [gss])]


def council_visits(store, gss: str) -> list[dict]:
    return _rows(store, "select * from visits where gss = ? order by id", gss)


def council_requests(store, gss: str) -> list[dict]:
    return _rows(store, "select * from requests where gss = ? order by id", gss)


def council_subresources(store, gss: str) -> list[dict]:
    return _rows(store, "select * from subresources where gss = ? order by id", gss)


def latest_quote_check(store, citation_id: int) -> dict | None:
    """The latest check of a citation: outcome, similarity, nearest passage, when, the record read, review."""
    rows = [dict(r) for r in store.db.query("select outcome, similarity, nearest, checked_at, archive, review from "
                                            "quote_checks where citation_id = ? order by id desc limit 1",
                                            [citation_id])]
    return rows[0] if rows else None


def council_checks(store, gss: str) -> list[dict]:
    return _rows(store, "select id, url, checked_at, outcome, new_url, followed, new_status, changed, evidence, "
                        "archive, review from checks where gss = ? order by id", gss)


def council_changes(store, gss: str) -> list[dict]:
    return _rows(store, "select id, url, detected_at, review, diff_text, old_archive, new_archive from changes "
                        "where gss = ? order by id", gss)


def council_events(store, gss: str) -> list[dict]:
    """What people did to the council's place in the queue (CD3, CD4, RF3)."""
    return _rows(store, "select at, action, who, why, detail from council_events where gss = ? order by id", gss)


def council_reviews(store, gss: str) -> list[dict]:
    return _rows(store, "select subject, subject_id, decision, who, at, why from reviews where gss = ? order by id",
                 gss)


def council_declined(store, gss: str) -> list[dict]:
    """The URLs we chose not to fetch, and why (RB4 evidence)."""
    return _rows(store, "select visit_id, at, url, why from declined where gss = ? order by id", gss)
