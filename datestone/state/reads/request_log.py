"""The crawl's record as the audit (datestone/state/audit.py) and `datestone explain` read it: the `requests` and
`subresources` rows of a stretch of time, and what judging them needs beside (council domains, why visits ended,
the robots.txt cache); and whether anything was crawled at all."""

from __future__ import annotations


def has_crawled(store) -> bool:
    """Whether any visit was ever made: a store with none has nothing to show, audit or export."""
    return store.db["visits"].exists() and store.db["visits"].count > 0


def _since(start: float | None) -> tuple[str | None, list]:
    return ("at >= ?", [start]) if start is not None else (None, [])


def requests_since(store, start: float | None = None) -> list[dict]:
    """Every request row from `start` on (all when None), in the order they were sent."""
    where, args = _since(start)
    return list(store.db["requests"].rows_where(where, args, order_by="at, id"))


def subresources_since(store, start: float | None = None) -> list[dict]:
    where, args = _since(start)
    return list(store.db["subresources"].rows_where(where, args, order_by="id"))


def site_domains(store) -> dict[str, str]:
    """Each council's own domain (LD4), by GSS code."""
    return {r["gss"]: r["site_domain"] for r in store.db.query("select gss, site_domain from councils")}


def visit_reasons(store) -> dict[int, str]:
    """Why each visit that says why ended as it did (a refusal among them, RF1), by visit id."""
    return {r["id"]: r["why"] for r in store.db.query("select id, why from visits where why is not null")}


def robots_reading(store, origin: str) -> dict | None:
    """The latest robots.txt reading of an origin the shared cache holds (its body and when), whatever its age."""
    return next(iter(store.db.query("select body, fetched_at from robots where origin = ?", [origin])), None)


def requests_between(store, low: float, high: float) -> list[dict]:
    """The request rows started between `low` and `high`, in the order they were logged."""
    return list(store.db.query("select * from requests where at between ? and ? order by id", [low, high]))


def subresources_of_requests(store, request_ids: list[int]) -> list[dict]:
    """What the browser loaded or refused for these page requests."""
    if not request_ids:
        return []
    return list(store.db.query(
        f"select * from subresources where request_id in ({','.join('?' * len(request_ids))})", request_ids))
