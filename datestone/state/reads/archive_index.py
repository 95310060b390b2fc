"""The WARC index (the `archive` table, AF3): which archived record holds a page's copy, a visit's pages and
subresources, and the WARC files they are in. datestone/state/warc_reader.py reads the records themselves."""

from __future__ import annotations


def _first(store, sql: str, args: list) -> dict | None:
    return next(iter(store.db.query(sql, args)), None)


def copy_by_reference(store, reference: str | None) -> dict | None:
    """`<warc file>#<record id>` (as findings, changes and quote checks cite a copy) -> its index row, or None."""
    warc_file, _, record_id = (reference or "").partition("#")
    return _first(store, "select * from archive where warc_file = ? and record_id = ?", [warc_file, record_id])


def archived_record(store, row_id: int) -> dict | None:
    return _first(store, "select * from archive where id = ?", [row_id])


def archived_page(store, row_id: int) -> dict | None:
    """The index row of a page's copy (a response or a rendering), or None for any other record."""
    return _first(store, "select * from archive where id = ? and kind in ('rendered', 'response')", [row_id])


def first_response_since(store, url: str, visit_id: int | None, since: float) -> dict | None:
    """The first response to `url` archived in that visit at or after `since`: the copy of one request's answer."""
    return _first(store, "select * from archive where url = ? and kind = 'response' and visit_id is ? and at >= ? "
                         "order by at, id limit 1", [url, visit_id, since])


def response_before(store, rendered: dict) -> dict | None:
    """The response a rendering was made from (its `at` is the capture's time): the same URL's latest response
    archived before it in the same visit."""
    return _first(store, "select at from archive where kind = 'response' and url = ? and visit_id is ? and id < ? "
                         "order by id desc limit 1", [rendered["url"], rendered["visit_id"], rendered["id"]])


def visit_pages(store, visit_id: int) -> list[dict]:
    """A visit's page copies (responses and renderings), in the order they were written."""
    return list(store.db.query("select * from archive where visit_id = ? and kind in ('response', 'rendered') "
                               "order by id", [visit_id]))


def visit_warc_files(store, visit_id: int | None) -> list[str]:
    """The WARC files holding a visit's records, oldest first."""
    rows = store.db.query("select warc_file, min(id) as first from archive where visit_id = ? group by warc_file "
                          "order by first", [visit_id])
    return [r["warc_file"] for r in rows]


def council_pages(store, gss: str, url: str | None = None) -> list[dict]:
    """The council's archived page copies (responses and renderings), newest first: pages read in the browser
    and the pages we cite or check. robots.txt, sitemaps and probes are left out unless asked for by URL."""
    if url:
        where, args = "a.url = ?", [gss, url]
    else:
        where = ("(a.kind = 'rendered' or exists (select 1 from archive r where r.kind = 'rendered' and r.url = a.url "
                 "and r.visit_id = a.visit_id) or a.url in (select url from findings where gss = ?) "
                 "or a.url in (select url from page_state where gss = ?) "
                 "or a.url in (select url from citations where gss = ?))")
        args = [gss, gss, gss, gss]
    sql = (f"select a.* from archive a join visits v on v.id = a.visit_id where v.gss = ? and {where} "
           "and a.kind in ('response', 'rendered') order by a.at desc, a.id desc")
    return list(store.db.query(sql, args))


def visits_subresources(store, visit_ids) -> list[dict]:
    """The subresources archived in these visits (datestone/state/warc_writer.py), in the order they were written."""
    ids = sorted({v for v in visit_ids if v is not None})
    if not ids:
        return []
    marks = ", ".join("?" * len(ids))
    return list(store.db.query(f"select * from archive where kind = 'subresource' and visit_id in ({marks}) "
                               "order by id", ids))
