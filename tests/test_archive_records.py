"""AF3: the WARC records of a page read, laid out as archivists' replay tools read them — checked with the indexers
pywb and py-wacz use (a page opened by its URL alone must replay the page, not our list of what it loaded)."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

from cdxj_indexer.main import CDXJIndexer
from pywb.indexer.cdxindexer import write_cdx_index
from warcio.archiveiterator import ArchiveIterator

from datestone import policy
from datestone.state.warc_writer import SUBRESOURCE, WarcArchive
from datestone.state.warc_reader import VisitArchive
from datestone.clock import FakeClock
from datestone.state.store import Store
from datestone.crawl.subresources import CapturedExchange, SubresourceCapture
from tests.test_browser_guard import _run

PAGE = "http://www.council.gov.uk/selective-licensing"
CSS = "http://www.council.gov.uk/assets/site.css"
IMAGE = "http://www.council.gov.uk/assets/logo.svg"


def _exchange(url, body, content_type="text/css"):
    return CapturedExchange(url=url, request_headers=[("User-Agent", policy.USER_AGENT)], status=200, reason="OK",
                            response_headers=[("Content-Type", content_type)], body=body)


def _read_page(archive: WarcArchive, visit_id=1, css=b"body{color:red}", clock=None):
    response = archive.save_exchange(visit_id, PAGE, [("User-Agent", policy.USER_AGENT)], 200, "OK",
                                     [("Content-Type", "text/html")], b"<html><head></head><body>page</body></html>")
    if clock is not None:
        clock.advance(2)
    return response, archive.save_rendered(
        visit_id, PAGE, "<html><body>rendered</body></html>", response.split("#", 1)[1],
        loaded=[CSS, IMAGE], subresources=[_exchange(CSS, css), _exchange(IMAGE, b"<svg/>", "image/svg+xml")],
        skipped=[], refused=[("http://tracker.example/t.js", "off the council's domain (LD4)")])


def _archive(tmp_path):
    clock = FakeClock()
    store = Store(tmp_path / "datestone.db")
    return WarcArchive(tmp_path / "archive", "council-1-1", store, clock), store, clock


def _records(path):
    with open(path, "rb") as fh:
        return [(r.rec_type, r.rec_headers, r.content_stream().read()) for r in ArchiveIterator(fh)]


def _pywb_cdx(path) -> list[dict]:
    out = io.BytesIO()
    with open(path, "rb") as fh:
        write_cdx_index(out, fh, path.name, cdxj=True)
    return [json.loads(line.split(" ", 2)[2]) for line in out.getvalue().decode().splitlines() if line.strip()]


def _wacz_cdx(path) -> list[dict]:
    out = io.StringIO()
    CDXJIndexer(output=out, inputs=[str(path)]).process_all()
    return [json.loads(line.split(" ", 2)[2]) for line in out.getvalue().splitlines() if line.strip()]


def test_af3_the_list_of_what_the_page_loaded_is_left_out_of_pywbs_and_waczs_index(tmp_path):
    """Opened by its URL alone, the page's only capture is its response: never the metadata record."""
    archive, _, clock = _archive(tmp_path)
    _read_page(archive, clock=clock)
    for cdx in (_pywb_cdx(archive.path), _wacz_cdx(archive.path)):
        assert sorted(e["url"] for e in cdx) == sorted([PAGE, CSS, IMAGE, f"urn:rendered:{PAGE}"])
        assert [e.get("mime") for e in cdx if e["url"] == PAGE] == ["text/html"]


def test_af3_the_metadata_record_is_warc_fields_naming_what_was_loaded_kept_and_refused(tmp_path):
    archive, _, clock = _archive(tmp_path)
    _read_page(archive, clock=clock)
    records = _records(archive.path)
    (meta_headers, meta_body), = [(h, b) for t, h, b in records if t == "metadata"]
    rendered_headers, = [h for t, h, _ in records if t == "resource"]
    assert meta_headers.get_header("Content-Type") == "application/warc-fields"
    assert meta_headers.get_header("WARC-Concurrent-To") == rendered_headers.get_header("WARC-Record-ID")
    lines = meta_body.decode().splitlines()
    assert f"subresource-archived: {CSS}" in lines and f"subresource-archived: {IMAGE}" in lines
    assert f"subresource-loaded: {CSS}" in lines
    assert "subresource-refused: http://tracker.example/t.js (off the council's domain (LD4))" in lines


def test_af3_each_request_is_concurrent_to_its_response_and_dated_with_it(tmp_path):
    archive, _, clock = _archive(tmp_path)
    response_ref, rendered_ref = _read_page(archive, clock=clock)
    records = _records(archive.path)
    by_id = {h.get_header("WARC-Record-ID"): (t, h) for t, h, _ in records}
    requests = [h for t, h, _ in records if t == "request"]
    assert len(requests) == 3  # the page and its two subresources
    for request in requests:
        kind, response = by_id[request.get_header("WARC-Concurrent-To")]
        assert kind == "response"
        assert response.get_header("WARC-Target-URI") == request.get_header("WARC-Target-URI")
        assert response.get_header("WARC-Date") == request.get_header("WARC-Date")
    # The rendering points at the page's response, and is dated when the page was read (the injected clock).
    _, rendered = by_id[rendered_ref.split("#", 1)[1]]
    assert rendered.get_header("WARC-Concurrent-To") == response_ref.split("#", 1)[1]
    assert rendered.get_header("WARC-Date") == "2027-01-15T08:00:02Z"
    assert by_id[response_ref.split("#", 1)[1]][1].get_header("WARC-Date") == "2027-01-15T08:00:00Z"


def test_af3_a_subresource_already_kept_in_the_visit_is_not_stored_again_but_a_changed_one_is(tmp_path):
    """A resumed visit renders the page again; every page of a site loads the same stylesheet."""
    archive, store, clock = _archive(tmp_path)
    _read_page(archive, clock=clock)
    _read_page(archive, clock=clock)  # the same bytes again
    _read_page(archive, css=b"body{color:blue}", clock=clock)  # the stylesheet changed under us
    kept = [r["url"] for r in store.db["archive"].rows_where("kind = ?", [SUBRESOURCE], order_by="id")]
    assert kept == [CSS, IMAGE, CSS]
    metas = [b.decode() for t, _, b in _records(archive.path) if t == "metadata"]
    assert f"subresource-already-archived: {CSS}" in metas[1] and f"subresource-archived: {CSS}" in metas[2]


def test_af3_the_reader_answers_a_subresource_by_url_with_its_latest_bytes(tmp_path):
    archive, _, clock = _archive(tmp_path)
    _read_page(archive, clock=clock)
    clock.advance(5)
    _read_page(archive, css=b"body{color:blue}", clock=clock)
    warcs = VisitArchive(Path(archive.path).parent)
    assert warcs.response([Path(archive.path).name], CSS) == ("text/css", b"body{color:blue}")
    assert warcs.response([Path(archive.path).name], "http://www.council.gov.uk/never-loaded.css") is None


def test_af3_subresources_survive_a_kill_after_them_and_are_not_archived_twice_on_resume(tmp_path):
    """Killed after the subresources were written but before the rendering: the rerun finds them kept."""
    archive, store, clock = _archive(tmp_path)
    response = archive.save_exchange(1, PAGE, [], 200, "OK", [("Content-Type", "text/html")], b"<html></html>")
    archive.save_rendered(1, PAGE, "<html></html>", response.split("#", 1)[1], subresources=[_exchange(CSS, b"x")])
    store.db.execute("delete from archive where kind = 'rendered'")  # the rendering never made it
    os.close(archive._lock_fd)
    again = WarcArchive(tmp_path / "archive", "council-1-2", store, clock)
    again.save_rendered(1, PAGE, "<html></html>", response.split("#", 1)[1], subresources=[_exchange(CSS, b"x")])
    assert [r["url"] for r in store.db["archive"].rows_where("kind = ?", [SUBRESOURCE])] == [CSS]


class _FakeResponse:
    def __init__(self, status, headers, body):
        self.status, self.status_text, self._headers, self._body = status, "OK", headers, body

    async def headers_array(self):
        return [{"name": k, "value": v} for k, v in self._headers]

    async def body(self):
        if self._body is None:
            raise RuntimeError("Target page, context or browser has been closed")
        return self._body


class _FakeRequest:
    def __init__(self, url, response):
        self.url, self._response = url, response

    async def response(self):
        return self._response

    async def headers_array(self):
        return [{"name": "User-Agent", "value": policy.USER_AGENT}]


class _FakeBodies:
    """Chromium's copy of each body: what the fake response holds (None: let go)."""

    async def body(self, request):
        response = await request.response()
        return None if response is None or response._body is None else response._body


def _take(*requests) -> SubresourceCapture:
    capture = SubresourceCapture(bodies=_FakeBodies())
    for request in requests:
        _run(capture.take(request))
    return capture


def test_pc5_a_subresource_over_2_mb_is_listed_as_skipped_not_stored():
    big = policy.BODY_MAX_BYTES + 1
    capture = _take(_FakeRequest(CSS, _FakeResponse(200, [("Content-Length", str(big))], b"never read")),
                    _FakeRequest(IMAGE, _FakeResponse(200, [], b"x" * big)),
                    _FakeRequest(PAGE + ".js", _FakeResponse(200, [], b"x" * policy.BODY_MAX_BYTES)))
    assert [c.url for c in capture.captured] == [PAGE + ".js"]
    assert [url for url, _ in capture.skipped] == [CSS, IMAGE]
    assert all("(PC5)" in why for _, why in capture.skipped)


def test_af3_a_kept_subresource_says_what_it_holds_a_decoded_body_of_its_own_length():
    capture = _take(_FakeRequest(CSS, _FakeResponse(200, [("Content-Type", "text/css"), ("Content-Encoding", "gzip"),
                                                          ("Content-Length", "12")], b"body{}")))
    kept, = capture.captured
    assert kept.body == b"body{}" and kept.response_headers == [("Content-Type", "text/css")]
    assert kept.request_headers == [("User-Agent", policy.USER_AGENT)]


def test_af3_a_body_the_browser_no_longer_holds_is_listed_as_skipped():
    capture = _take(_FakeRequest(CSS, _FakeResponse(200, [], None)), _FakeRequest(IMAGE, None))
    assert capture.captured == [] and [u for u, _ in capture.skipped] == [CSS, IMAGE]


def test_af3_pc3_a_body_chromium_let_go_is_skipped_never_asked_of_playwright_which_would_fetch_it_again():
    """Playwright's `response.body()` loads a URL again when Chromium let its body go: a second request to the council
    after the page let go of the gate. The capture never calls it; without Chromium's copy it keeps nothing."""

    class _RefetchingResponse(_FakeResponse):
        async def body(self):
            raise AssertionError("response.body() asked: Playwright would fetch the image again")

    capture = SubresourceCapture()  # no DevTools session: nothing is kept
    _run(capture.take(_FakeRequest(IMAGE, _RefetchingResponse(200, [("Content-Length", "6")], b"GIF89a"))))
    assert capture.captured == [] and [u for u, _ in capture.skipped] == [IMAGE]

    class _LetGo:
        async def body(self, request):
            return b""  # Chromium answers an empty body for an image it no longer holds

    capture = SubresourceCapture(bodies=_LetGo())
    _run(capture.take(_FakeRequest(IMAGE, _RefetchingResponse(200, [("Content-Length", "6")], b"GIF89a"))))
    assert capture.captured == [] and "never fetched again" in capture.skipped[0][1]
