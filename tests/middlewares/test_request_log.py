"""middlewares/request_log.py: every request we make is written down as it leaves and completed when its answer
comes, each redirect hop its own row, so a webmaster's access log matches ours line by line (RB4 evidence, ID1, LD5,
PC1, PC3)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from scrapy import Request
from scrapy.utils.misc import build_from_crawler

from datestone import policy
from datestone.crawl.visit import context_of
from datestone.runtime import runtime as runtime_of
from datestone.enums import RequestKind
from middlewares.request_log import RequestLogMiddleware
from tests.middlewares.handmade import SITE, answer, council_request, redirect_hop

PAGE = f"{SITE}/selective-licensing"


@pytest.fixture
def middleware(crawler):
    return build_from_crawler(RequestLogMiddleware, crawler)


def rows(runtime, visit) -> list[dict]:
    return runtime.store.requests_of_visit(visit.visit_id)


def test_rb4_id1_a_request_is_written_down_as_it_leaves_with_what_it_carried(crawler, runtime, middleware, visit):
    """RB4: the robots.txt line that allowed it; ID1/LD5: the User-Agent and method as sent; the run and scale."""
    request = council_request(visit, PAGE, RequestKind.CHEAP, rung="fixed_path", robots_rule="Allow: /",
                              headers={"User-Agent": policy.USER_AGENT})
    assert middleware.process_request(request) is None
    [row] = rows(runtime, visit)
    assert row["id"] == context_of(request).row_id
    assert {k: row[k] for k in ("gss", "job", "at", "ended_at", "host", "url", "kind", "rung", "status", "outcome",
                                "robots_rule", "method", "user_agent", "time_scale", "job_id")} == {
        "gss": "E07000223", "job": "council", "at": runtime.clock.now(), "ended_at": None,
        "host": "www.adur-worthing.gov.uk", "url": PAGE, "kind": "cheap", "rung": "fixed_path", "status": None,
        "outcome": "sent", "robots_rule": "Allow: /", "method": "GET", "user_agent": policy.USER_AGENT,
        "time_scale": 1.0, "job_id": runtime_of(crawler).job_id}


def test_pc3_the_row_ends_when_the_answer_is_in(runtime, middleware, visit):
    """PC3 in our own record: a request's row runs from when it left to when its answer came."""
    request = council_request(visit, PAGE)
    middleware.process_request(request)
    runtime.clock.advance(1.25)
    middleware.process_response(request, answer(request, 200, b"x" * 1234))
    [row] = rows(runtime, visit)
    assert (row["ended_at"] - row["at"], row["status"], row["bytes"], row["outcome"]) == (1.25, 200, 1234, "answered")


def test_a_request_that_failed_ends_its_row_with_what_went_wrong(runtime, middleware, visit):
    """PC3/RB4 evidence: a timeout ends its row too, so the record shows when the wire was free again."""
    request = council_request(visit, PAGE)
    middleware.process_request(request)
    runtime.clock.advance(policy.REQUEST_TIMEOUT_S)
    middleware.process_exception(request, TimeoutError("took too long"))
    [row] = rows(runtime, visit)
    assert (row["outcome"], row["status"], row["ended_at"] - row["at"]) == ("TimeoutError", None,
                                                                           policy.REQUEST_TIMEOUT_S)


def test_pc1_each_redirect_hop_is_a_row_of_its_own(runtime, middleware, visit):
    """PC1: every hop counts, so every hop is a line of the council's log and a row of ours."""
    first = council_request(visit, f"{SITE}/hmo")
    middleware.process_request(first)
    middleware.process_response(first, answer(first, 301, b"", headers={"Location": "/hmo-licensing"}))
    hop = redirect_hop(first, f"{SITE}/hmo-licensing")
    middleware.process_request(hop)
    middleware.process_response(hop, answer(hop, 200))
    assert [(r["url"], r["status"]) for r in rows(runtime, visit)] == [(f"{SITE}/hmo", 301),
                                                                      (f"{SITE}/hmo-licensing", 200)]


def test_a_hop_refused_before_it_left_never_rewrites_its_parents_row(runtime, middleware, visit):
    """A hop carries its parent's meta, row included; refused before it was logged (off the domain, a sign-in page),
    it must not move the parent's end time nor take its outcome."""
    first = council_request(visit, f"{SITE}/apply")
    middleware.process_request(first)
    middleware.process_response(first, answer(first, 302, b"", headers={"Location": "https://login.example.com/"}))
    [before] = rows(runtime, visit)
    runtime.clock.advance(5)
    hop = redirect_hop(first, "https://login.example.com/")
    middleware.process_exception(hop, RuntimeError("refused: off the council's domain"))
    assert rows(runtime, visit) == [before]


def test_the_browser_reading_ends_the_page_rows_at_the_moment_the_page_was_read_with_its_subresources(
        runtime, middleware, visit):
    """PC3: the page row runs until the page and its subresources were in (when the gate went), and each request
    the browser's guard let go, or refused, is written under it, for `datestone explain` to match."""
    fetch = council_request(visit, PAGE, RequestKind.PAGE)
    middleware.process_request(fetch)
    middleware.process_response(fetch, answer(fetch))
    read_at = runtime.clock.now() + 4
    guard = SimpleNamespace(read_at=read_at, allowed=[f"{SITE}/site.css"],
                            aborted=[("https://tracker.example.net/t.js", "off the council's domain (LD4)")])
    render = council_request(visit, PAGE, RequestKind.PAGE, render=True, guard=guard,
                             row_id=context_of(fetch).row_id, row_of=(PAGE, 0))
    assert middleware.process_request(render) is None  # nothing new is logged: it is the page's row
    runtime.clock.advance(9)
    middleware.process_response(render, answer(render))
    [row] = rows(runtime, visit)
    assert (row["ended_at"], row["outcome"]) == (read_at, "rendered")
    subresources = runtime.store.db.execute("select url, loaded, why from subresources where request_id = ? "
                                            "order by loaded desc", [row["id"]]).fetchall()
    assert subresources == [(f"{SITE}/site.css", 1, None),
                            ("https://tracker.example.net/t.js", 0, "off the council's domain (LD4)")]


def test_pc1_a_page_read_from_bytes_in_hand_gets_a_render_row_that_is_no_request(runtime, middleware, visit):
    """PC1: nothing was sent, so its row is kind `render`, with no method or User-Agent, naming the row that
    brought the bytes; a webmaster's log has no line for it, only for its subresources."""
    probe = council_request(visit, PAGE)
    middleware.process_request(probe)
    middleware.process_response(probe, answer(probe))
    brought = context_of(probe).row_id
    page_read = council_request(visit, PAGE, RequestKind.PAGE, rung="fixed_path", in_hand=answer(probe),
                                in_hand_row=brought)
    # The replayed middleware (660) answers it before it reaches us (900): only its answer comes through here.
    middleware.process_response(page_read, answer(page_read))
    probe_row, render_row = rows(runtime, visit)
    assert (render_row["kind"], render_row["method"], render_row["user_agent"], render_row["rendered_from"],
            render_row["outcome"]) == ("render", None, None, brought, "rendering")
    assert context_of(page_read).row_id == render_row["id"]


def test_a_request_outside_any_visit_is_not_written_down(runtime, middleware):
    """The log is the visits' record; a request no visit sent has no row to match."""
    assert middleware.process_request(Request(f"{SITE}/")) is None
    assert runtime.store.db["requests"].count == 0
