"""Citations (AF2a) and reading back the archived copy they are taken from (AF3).

Plain pytest: pages are archived with datestone.state.warc_writer.WarcArchive exactly as the crawler does, read back with
datestone.state.warc_reader.latest_copy, and `datestone cite` is run through `main([...])` against a small register.
"""
from __future__ import annotations

import gzip

import pytest

from datestone.state.warc_writer import WarcArchive
from datestone.state.warc_reader import latest_copy
from datestone.people.cli import main
from datestone.state.schema import SCHEMA
from datestone.state.store import Store

ADUR = "E07000223"
URL = "https://www.adur-worthing.gov.uk/selective-licensing"
REGISTER = """gss_code,official_name,homepage_url,site_domain
E07000223,Adur District Council,https://www.adur-worthing.gov.uk/,adur-worthing.gov.uk
E07000224,Arun District Council,https://www.arun.gov.uk/,arun.gov.uk
"""
RAW = ("<html><head><title>Selective licensing</title></head><body>"
       "<nav><a href='/'>Home</a></nav>"
       "<main><h1>Selective licensing</h1>"
       "<p>Licences granted from 1 June 2026 are valid for five years.</p>"
       "<p>The fee is \u00a3950 per property.</p></main>"
       "<footer><p>Contact the private sector housing team.</p></footer></body></html>")
RENDERED = RAW.replace("</main>", "<p>Apply online through the council\u2019s portal.</p></main>")
HEADERS = [("Content-Type", "text/html; charset=utf-8")]


@pytest.fixture
def data(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def store(data):
    s = Store(data / "datestone.db")
    yield s
    s.close()


def _archive(store, data, clock, job="finder-1") -> WarcArchive:
    return WarcArchive(data / "archive", job, store, clock)


def _read_page(store, data, clock, *, visit_id=1, body=RAW, rendered=RENDERED, status=200, headers=HEADERS,
               url=URL, job="finder-1") -> tuple[str, str | None]:
    """One page read as the finder does it: the exchange, then (for a 200 HTML page) the rendered DOM."""
    archive = _archive(store, data, clock, job)
    raw = body.encode("utf-8") if isinstance(body, str) else body
    ref = archive.save_exchange(visit_id, url, [("User-Agent", "DatestoneBot")], status, "OK", headers, raw)
    clock.advance(1)
    rendered_ref = None
    if rendered is not None:
        rendered_ref = archive.save_rendered(visit_id, url, rendered, ref.split("#", 1)[1])
    clock.advance(1)
    return ref, rendered_ref


# the store ------------------------------------------------------------------------------------------
def test_schema_declares_citations_in_text_quote_selector_shape_af2a():
    columns, _ = SCHEMA["citations"]
    assert {"gss", "url", "exact", "prefix", "suffix", "archive", "added_by", "added_at"} <= set(columns)
    columns, _ = SCHEMA["quote_checks"]
    assert {"citation_id", "checked_at", "outcome", "similarity", "nearest", "archive"} <= set(columns)


def test_citations_are_stored_and_listed_per_council_af2a(store):
    first = store.add_citation({"gss": ADUR, "url": URL, "exact": "The fee is \u00a3950", "prefix": "p ",
                                "suffix": " s", "archive": "a.warc.gz#<urn:uuid:1>", "added_by": "ann",
                                "added_at": 10.0})
    second = store.add_citation({"gss": "E07000224", "url": "https://www.arun.gov.uk/x", "exact": "y",
                                 "prefix": "", "suffix": "", "archive": "b", "added_by": "bob", "added_at": 11.0})
    assert second > first
    assert [c["id"] for c in store.citations()] == [first, second]
    [only] = store.citations(ADUR)
    assert (only["exact"], only["prefix"], only["suffix"], only["added_by"]) == ("The fee is \u00a3950", "p ", " s",
                                                                                 "ann")
    assert store.citations("E07000227") == []


def test_each_quote_check_is_kept_with_the_record_read_af2a(store):
    cid = store.add_citation({"gss": ADUR, "url": URL, "exact": "x", "prefix": "", "suffix": "", "archive": "a",
                              "added_by": "ann", "added_at": 1.0})
    for at, outcome in ((2.0, "verified"), (3.0, "modified")):
        store.record_quote_check({"citation_id": cid, "checked_at": at, "outcome": outcome,
                                  "similarity": 100.0 if outcome == "verified" else 96.5, "nearest": "x",
                                  "archive": f"q.warc.gz#{at}"})
    rows = list(store.db["quote_checks"].rows_where("citation_id = ?", [cid], order_by="checked_at"))
    assert [(r["outcome"], r["similarity"], r["archive"]) for r in rows] == [
        ("verified", 100.0, "q.warc.gz#2.0"), ("modified", 96.5, "q.warc.gz#3.0")]


# reading the archive back -----------------------------------------------------------------------------
def test_latest_copy_prefers_the_rendered_dom_af3(store, data, clock):
    _, rendered_ref = _read_page(store, data, clock)
    copy = latest_copy(store, data / "archive", URL)
    assert (copy.url, copy.kind, copy.reference) == (URL, "rendered", rendered_ref)
    assert copy.html == RENDERED


def test_latest_copy_reads_the_raw_response_when_nothing_was_rendered_af3(store, data, clock):
    ref, _ = _read_page(store, data, clock, rendered=None)
    copy = latest_copy(store, data / "archive", URL)
    assert (copy.kind, copy.reference, copy.html) == ("response", ref, RAW)


def test_latest_copy_decodes_the_body_as_the_server_sent_it_af3(store, data, clock):
    body = gzip.compress("<p>Caf\u00e9 licence fee \u00a3950</p>".encode("cp1252"))
    headers = [("Content-Type", "text/html; charset=windows-1252"), ("Content-Encoding", "gzip")]
    _read_page(store, data, clock, body=body, headers=headers, rendered=None)
    assert latest_copy(store, data / "archive", URL).html == "<p>Caf\u00e9 licence fee \u00a3950</p>"


def test_latest_copy_is_the_newest_read_af3(store, data, clock):
    _read_page(store, data, clock, visit_id=1, rendered=RENDERED.replace("2026", "2025"))
    ref, _ = _read_page(store, data, clock, visit_id=2, rendered=None, job="liveness-1")
    copy = latest_copy(store, data / "archive", URL)
    assert (copy.kind, copy.reference) == ("response", ref)


def test_latest_copy_passes_over_a_304_or_error_response_af3(store, data, clock):
    _, rendered_ref = _read_page(store, data, clock, visit_id=1)
    _read_page(store, data, clock, visit_id=2, body=b"", status=304, rendered=None, job="liveness-1")
    _read_page(store, data, clock, visit_id=3, body="<p>Service unavailable</p>", status=503, rendered=None,
               job="liveness-2")
    assert latest_copy(store, data / "archive", URL).reference == rendered_ref


def test_latest_copy_is_none_for_a_page_never_read(store, data, clock):
    _read_page(store, data, clock)
    assert latest_copy(store, data / "archive", URL + "/other") is None


def test_latest_copy_skips_a_record_whose_file_is_gone_af3(store, data, clock):
    _, old_ref = _read_page(store, data, clock, visit_id=1, job="finder-1")
    _read_page(store, data, clock, visit_id=2, job="finder-2")
    (data / "archive" / "finder-2.warc.gz").unlink()
    assert latest_copy(store, data / "archive", URL).reference == old_ref


# datestone cite ---------------------------------------------------------------------------------------
@pytest.fixture
def cite(tmp_path, data, clock, capsys, monkeypatch):
    for name in ("DATESTONE_DATA_DIR", "DATESTONE_COUNCILS", "DATESTONE_TIME_SCALE"):
        monkeypatch.delenv(name, raising=False)
    csv = tmp_path / "councils.csv"
    csv.write_text(REGISTER, encoding="utf-8")

    def _cite(*args: str) -> tuple[int, str, str]:
        capsys.readouterr()
        rc = main(["cite", *args, "--who", "ann", "--data-dir", str(data), "--councils", str(csv)], clock=clock)
        out, err = capsys.readouterr()
        return rc, out, err
    return _cite


def _citations(data) -> list[dict]:
    s = Store(data / "datestone.db")
    try:
        return s.citations()
    finally:
        s.close()


def test_cite_stores_a_quote_the_archived_copy_holds_with_its_context_af2a(cite, store, data, clock):
    _, rendered_ref = _read_page(store, data, clock)
    rc, out, err = cite(ADUR, URL, "--quote", "The fee is \u00a3950")
    assert rc == 0, err
    [row] = _citations(data)
    assert (row["gss"], row["url"], row["exact"], row["archive"], row["added_by"]) == (
        ADUR, URL, "The fee is \u00a3950", rendered_ref, "ann")
    assert row["prefix"] == "d from 1 June 2026 are valid for five years. "[-32:]
    assert row["suffix"] == " per property. Apply online through the council's portal."[:32]
    assert row["added_at"] == clock.now()
    assert f"citation {row['id']}" in out and '"The fee is \u00a3950"' in out and rendered_ref in out


def test_cite_forgives_typography_and_stores_the_normalised_quote_af2a(cite, store, data, clock):
    _read_page(store, data, clock)
    rc, _, err = cite(ADUR, URL, "--quote", "Apply online through the council's\u00a0 portal.")
    assert rc == 0, err
    assert _citations(data)[0]["exact"] == "Apply online through the council's portal."


def test_cite_takes_a_quote_outside_the_main_content_from_the_visible_page_af2a(cite, store, data, clock):
    _read_page(store, data, clock)
    rc, _, err = cite(ADUR, URL, "--quote", "Contact the private sector housing team.")
    assert rc == 0, err
    assert _citations(data)[0]["prefix"].endswith("portal. ")


@pytest.mark.parametrize("quote", [
    "Licences granted from 1 June 2025",  # the date was changed
    "The fee is \u00a3750",  # the fee was changed
    "Landlords must register by 1 May.",  # never there
])
def test_cite_refuses_a_quote_the_archived_copy_lacks_af2a(cite, store, data, clock, quote):
    _read_page(store, data, clock)
    rc, out, err = cite(ADUR, URL, "--quote", quote)
    assert rc == 2
    assert "does not contain the quote" in err and "word for word" in err
    assert out == ""
    assert _citations(data) == []


def test_cite_refusal_names_the_closest_passage(cite, store, data, clock):
    _read_page(store, data, clock)
    _, _, err = cite(ADUR, URL, "--quote", "Licences granted from 1 June 2025")
    assert "Licences granted from 1 June 2026" in err


def test_cite_without_an_archived_copy_says_read_the_page_first_and_writes_nothing(cite, data):
    rc, _, err = cite(ADUR, URL, "--quote", "The fee is \u00a3950")
    assert rc == 2
    assert "read the page first (scrapy crawl council" in err
    assert not data.exists()


def test_cite_of_a_page_never_read_says_read_the_page_first(cite, store, data, clock):
    _read_page(store, data, clock)
    rc, _, err = cite(ADUR, URL + "-other", "--quote", "The fee is \u00a3950")
    assert rc == 2 and "read the page first" in err
    assert _citations(data) == []


@pytest.mark.parametrize("gss, url, why", [
    (ADUR, "https://www.arun.gov.uk/selective-licensing", "site"),
    (ADUR, "ftp://www.adur-worthing.gov.uk/x", "http(s)"),
    ("E07000999", URL, "not in the register"),
])
def test_cite_refuses_an_unknown_council_or_a_url_outside_its_site(cite, store, data, clock, gss, url, why):
    _read_page(store, data, clock)
    rc, _, err = cite(gss, url, "--quote", "The fee is \u00a3950")
    assert rc == 2 and why in err
    assert _citations(data) == []


def test_cite_refuses_an_empty_quote(cite, store, data, clock):
    _read_page(store, data, clock)
    rc, _, err = cite(ADUR, URL, "--quote", " \u00a0 ")
    assert rc == 2 and "empty" in err
