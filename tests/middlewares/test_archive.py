"""middlewares/archive.py: every answer we read is archived as the server sent it, and each browser rendering with
the subresources it loaded, as standard WARC records indexed in the store (AF3)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from scrapy import Request
from scrapy.utils.misc import build_from_crawler

from datestone.crawl.subresources import CapturedExchange, SubresourceCapture
from datestone.runtime import runtime as runtime_of
from datestone.crawl.visit import context_of
from datestone.enums import RequestKind
from datestone.state.warc_reader import read_record
from middlewares.archive import ArchiveMiddleware
from tests.middlewares.handmade import SITE, answer, council_request

PAGE = f"{SITE}/selective-licensing"
BODY = b"<html><body><h1>Selective licensing</h1></body></html>"


@pytest.fixture
def middleware(crawler):
    return build_from_crawler(ArchiveMiddleware, crawler)


def archived(runtime, reference: str):
    """The stored record a `<warc file>#<record id>` reference names."""
    warc_file, record_id = reference.split("#", 1)
    [row] = runtime.store.db["archive"].rows_where("warc_file = ? and record_id = ?", [warc_file, record_id])
    return read_record(runtime.config.archive_dir, row)


@pytest.mark.parametrize("kind, status", [
    (RequestKind.ROBOTS, 200), (RequestKind.CHEAP, 200), (RequestKind.CHEAP, 301), (RequestKind.PAGE, 404),
])
def test_af3_an_answer_is_archived_as_the_server_sent_it_and_the_request_points_at_it(
        crawler, runtime, middleware, visit, kind, status):
    """AF3: robots.txt, sitemaps, probes and pages, every hop, kept in the run's WARC file."""
    request = council_request(visit, PAGE, kind)
    response = answer(request, status, BODY, headers={"X-Served-By": "council-cms"})
    assert middleware.process_response(request, response) is response
    reference = context_of(request).archive_ref
    assert reference.startswith(f"{runtime_of(crawler).job_id}.warc.gz#")  # named after the run, as its rows are
    record = archived(runtime, reference)
    assert (record.kind, record.url, record.status, record.body) == ("response", PAGE, status, BODY)
    assert "X-Served-By: council-cms" in record.head
    assert crawler.stats.get_value("datestone/state/warc_writer/records") == 1


def test_af3_bytes_in_hand_point_at_the_record_made_when_they_came_and_are_not_copied_again(
        crawler, runtime, middleware, visit):
    """AF3: one record per fetch — a page rendered from a probe's bytes cites the probe's record."""
    probe = council_request(visit, PAGE)
    in_hand = middleware.process_response(probe, answer(probe, 200, BODY))
    page_read = council_request(visit, PAGE, RequestKind.PAGE, in_hand=in_hand)
    middleware.process_response(page_read, answer(page_read, 200, BODY))
    assert context_of(page_read).archive_ref == context_of(probe).archive_ref
    assert runtime.store.db["archive"].count == 1
    assert crawler.stats.get_value("datestone/state/warc_writer/records") == 1


def test_af3_the_rendering_is_archived_with_the_subresources_its_guard_let_through(crawler, runtime, middleware,
                                                                                 visit):
    """AF3: the rendered page beside the response, and each stylesheet or image it loaded, so a person can check
    an answer against what the page showed."""
    css = CapturedExchange(url=f"{SITE}/site.css", request_headers=[], status=200, reason="OK",
                           response_headers=[("Content-Type", "text/css")], body=b"h1 { color: navy }")
    guard = SimpleNamespace(allowed=[css.url], aborted=[("https://fonts.example.net/f.woff2", "off domain (LD4)")],
                            capture=SubresourceCapture(captured=[css], skipped=[]))
    render = council_request(visit, PAGE, RequestKind.PAGE, render=True, guard=guard,
                             archive_id=None)
    middleware.process_response(render, answer(render, 200, b"<html><body>rendered</body></html>"))
    [row] = runtime.store.db["archive"].rows_where("kind = 'rendered'")
    record = read_record(runtime.config.archive_dir, row)
    assert record.kind == "rendered" and record.body == b"<html><body>rendered</body></html>"
    kinds = [row["kind"] for row in runtime.store.db["archive"].rows_where(order_by="id")]
    assert sorted(kinds) == ["rendered", "subresource"]
    assert crawler.stats.get_value("datestone/state/warc_writer/subresources") == 1


def test_an_answer_outside_any_visit_is_not_archived(runtime, middleware):
    """AF3 covers the visits' reads; a request no visit sent is none of ours to keep."""
    request = Request(PAGE)
    middleware.process_response(request, answer(request))
    assert runtime.store.db["archive"].count == 0
