"""What awaits a person (AF4) and what people decided: the four kinds of review item, the rows behind them, and
the latest decision on each. `datestone review`, `approve`/`reject` and the desk read these."""

from __future__ import annotations

# The latest check of each page we still cite (the council's named page or latest finding not rejected, or a
# citation's page; opted-out councils are not checked) that found it moved, with no decision on that same move.
# The Datasette `pending_reviews` query has the same conditions (datestone/datasette/metadata.yml).
MOVES_SQL = """
select k.* from checks k
where k.outcome = 'moved'
  and k.id = (select max(j.id) from checks j where j.gss = k.gss and j.url = k.url)
  and coalesce(k.review, 'pending') = 'pending'
  and not exists (select 1 from checks d where d.gss = k.gss and d.url = k.url and d.new_url = k.new_url
                  and d.review in ('approved', 'rejected'))
  and exists (select 1 from councils c where c.gss = k.gss and coalesce(c.opted_out, 0) = 0 and (
    k.url = coalesce(c.preferred_url, (select f.url from findings f where f.gss = c.gss
                                       and coalesce(f.review, 'pending') != 'rejected' order by f.id desc limit 1))
    or exists (select 1 from citations t where t.gss = k.gss and t.url = k.url)))
"""


def _only(gss: str | None, column: str = "gss") -> tuple[str, list]:
    """The condition keeping one council's items, or none."""
    return (f" and {column} = ?", [gss]) if gss else ("", [])


def council_names(store) -> dict[str, str]:
    return {r["gss"]: r["name"] for r in store.db.query("select gss, name from councils")}


def findings_awaiting_review(store, gss: str | None = None) -> list[dict]:
    only, args = _only(gss)
    return list(store.db.query("select * from findings where coalesce(review, 'pending') = 'pending'" + only +
                               " order by id", args))


def changes_awaiting_review(store, gss: str | None = None) -> list[dict]:
    only, args = _only(gss)
    return list(store.db.query("select * from changes where coalesce(review, 'pending') = 'pending'" + only +
                               " order by id", args))


def quote_checks_awaiting_review(store, gss: str | None = None) -> list[dict]:
    """The latest check of each citation, when it came back modified or missing and nobody has looked at it; with
    the citation's council, page and quotation."""
    only, args = _only(gss, "c.gss")
    sql = ("select q.*, c.gss, c.url, c.exact from quote_checks q join citations c on c.id = q.citation_id "
           "where q.id = (select max(id) from quote_checks r where r.citation_id = q.citation_id) "
           "and q.outcome in ('modified', 'missing') and coalesce(q.review, 'pending') = 'pending'"
           + only + " order by q.id")
    return list(store.db.query(sql, args))


def moves_awaiting_review(store, gss: str | None = None) -> list[dict]:
    only, args = _only(gss)
    return list(store.db.query(f"select * from ({MOVES_SQL}) where 1 = 1{only} order by id", args))


def latest_finding_of_page(store, gss: str, url: str) -> dict | None:
    """The finder's latest finding of that URL (its rung and schemes), or None."""
    return next(iter(store.db.query("select rung, schemes from findings where gss = ? and url = ? order by id desc "
                                    "limit 1", [gss, url])), None)


def latest_page_not_rejected(store, gss: str) -> str | None:
    """The URL of the council's latest finding a person has not rejected: its page when nobody named one (CD4)."""
    rows = list(store.db.query("select url from findings where gss = ? and coalesce(review, 'pending') != 'rejected' "
                               "order by id desc limit 1", [gss]))
    return rows[0]["url"] if rows else None


def review_item(store, table: str, item_id: int) -> dict | None:
    """The row of `table` (findings, changes, quote_checks, checks) with that id, or None."""
    return next(iter(store.db.query(f"select * from [{table}] where id = ?", [item_id])), None)


def citation(store, citation_id: int) -> dict:
    """The citation a quote check checked (sqlite_utils' NotFoundError when there is none)."""
    return store.db["citations"].get(citation_id)


def latest_review(store, subject: str, subject_id: int) -> dict | None:
    """The latest decision recorded on an item (who, at, why, decision), or None."""
    return next(iter(store.db.query("select * from reviews where subject = ? and subject_id = ? "
                                    "order by id desc limit 1", [subject, subject_id])), None)


def refused_visits(store) -> list[dict]:
    """Every visit a council refused (RF1, RF3), newest first, with the council's name."""
    return list(store.db.query(
        "select v.gss, c.name, v.id as visit, v.ended_at, v.why from visits v left join councils c on c.gss = v.gss "
        "where v.outcome = 'refused' or v.why like 'refused%' order by v.ended_at desc"))
