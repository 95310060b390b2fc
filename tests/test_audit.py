"""The auditor must catch every kind of violation it claims to check — a clean log passes, a broken one fails."""

from __future__ import annotations

import json

import pytest

from datestone import policy
from tests.fakeweb.audit import audit
from tests.fakeweb.server import LogLine
from tests.fakeweb.sitefolder import Site

UA = policy.USER_AGENT
SCALE = 0.01
HOST = "www.council.gov.uk"


@pytest.fixture
def site(tmp_path):
    root = tmp_path / "case"
    (root / HOST).mkdir(parents=True)
    (root / "case.json").write_text(json.dumps({"council": {
        "gss_code": "E07000223", "official_name": "X", "homepage_url": f"http://{HOST}/",
        "site_domain": "council.gov.uk"}, "expect": {"found": False}}))
    (root / HOST / "robots.txt").write_text("User-agent: *\nDisallow: /private/\n")
    (root / HOST / "_responses.json").write_text(json.dumps({"/login": {"status": 200, "body": "x", "login": True}}))
    return Site.load(root)


def line(t0, t1, target, *, host=HOST, method="GET", status=200, ua=UA, referer=""):
    return LogLine(t0, t1, method, host, target, status, 10, ua, referer, {})


def row(target, kind, host=HOST):
    return {"url": f"http://{host}{target}", "kind": kind}


def clean_visit():
    """robots.txt, a cheap probe 0.2 s later, a page read (with two subresources) 0.5 s after that."""
    lines = [line(0.0, 0.01, "/robots.txt"), line(0.21, 0.22, "/sitemap.xml"),
             line(0.80, 0.81, "/page"), line(0.82, 0.85, "/a.css", referer="x"), line(0.83, 0.86, "/b.js", referer="x")]
    rows = [row("/robots.txt", "robots"), row("/sitemap.xml", "cheap"), row("/page", "page")]
    return lines, rows


def test_a_clean_visit_passes(site):
    lines, rows = clean_visit()
    assert audit(lines, [site], SCALE, rows) == []


@pytest.mark.parametrize("mutate, rule", [
    (lambda ls, rs: ls.__setitem__(1, line(0.21, 0.22, "/sitemap.xml", ua="Mozilla/5.0 HeadlessChrome")), "ID1"),
    (lambda ls, rs: ls.__setitem__(0, line(0.0, 0.01, "/first-not-robots")), "RB1"),
    (lambda ls, rs: ls.append(line(0.90, 0.91, "/private/x.png", referer="x")), "RB4"),
    (lambda ls, rs: ls.append(line(0.90, 0.91, "/x.js", host="cdn.elsewhere.com", referer="x")), "LD4"),
    (lambda ls, rs: ls.__setitem__(1, line(0.21, 0.22, "/sitemap.xml", method="POST")), "LD5"),
    (lambda ls, rs: (ls.append(line(2.0, 2.01, "/login")), rs.append(row("/login", "cheap"))), "LD5"),
    (lambda ls, rs: ls.append(line(0.9, 0.9, "accounts.example.com:443", host="accounts.example.com",
                                   method="CONNECT")), "LD7"),
    (lambda ls, rs: ls.__setitem__(2, line(0.50, 0.51, "/page")), "PC2"),  # page 0.28 s after: 0.45 due
    (lambda ls, rs: ls.__setitem__(1, line(0.10, 0.11, "/sitemap.xml")), "PC2"),  # cheap 0.09 s after: 0.15 due
    (lambda ls, rs: ls.append(line(0.84, 0.99, "/other", host="other.council.gov.uk")), "PC3"),
    (lambda ls, rs: rs.__setitem__(2, row("/page", "cheap")), "PC2"),  # subresources after a cheap request
    (lambda ls, rs: rs.pop(), "log/store"),  # a request the crawler did not record
    (lambda ls, rs: ls.__setitem__(1, line(0.21, 0.22, "/sitemap.xml", status=403)), "RF1"),  # page after a 403
    (lambda ls, rs: ls.__setitem__(1, line(0.21, 0.22, "/sitemap.xml", status=429)), "RF1"),
    (lambda ls, rs: setattr(ls[1], "challenge", True), "RF1"),
])
def test_each_violation_is_caught(site, mutate, rule):
    lines, rows = clean_visit()
    mutate(lines, rows)
    problems = audit(lines, [site], SCALE, rows)
    assert any(p.startswith(rule) for p in problems), problems


def test_pc1_nineteenth_request_in_a_visit_is_caught(site):
    lines = [line(0.0, 0.01, "/robots.txt")]
    rows = [row("/robots.txt", "robots")]
    for n in range(policy.VISIT_BUDGET_REQUESTS + 1):
        t = 0.2 + n * 0.2
        lines.append(line(t, t + 0.01, f"/p{n}"))
        rows.append(row(f"/p{n}", "cheap"))
    assert any(p.startswith("PC1") for p in audit(lines, [site], SCALE, rows))
    assert not any(p.startswith("PC1") for p in audit(lines[:-1], [site], SCALE, rows[:-1]))


def test_redirect_hop_may_follow_at_once(site):
    lines = [line(0.0, 0.01, "/robots.txt"), line(0.2, 0.21, "/vanity", status=301), line(0.211, 0.22, "/real")]
    rows = [row("/robots.txt", "robots"), row("/vanity", "cheap"), row("/real", "cheap")]
    assert audit(lines, [site], SCALE, rows) == []


def test_rb5_crawl_delay_raises_the_gap(site):
    (site.hosts[HOST] / "robots.txt").write_text("User-agent: *\nCrawl-delay: 90\n")
    lines = [line(0.0, 0.01, "/robots.txt"), line(0.5, 0.51, "/p")]  # 0.49 s: fine for a cheap, not for 0.9
    rows = [row("/robots.txt", "robots"), row("/p", "cheap")]
    assert any(p.startswith("RB5") for p in audit(lines, [site], SCALE, rows))
    lines[1] = line(0.92, 0.93, "/p")
    assert audit(lines, [site], SCALE, rows) == []


@pytest.mark.parametrize("agent, binds", [("DatestoneBot/1.0", True), ("datestonebot 1.0", True),
                                          ("DatestoneBot;", True), ("DatestoneBotX", False)])
def test_rb4_a_group_naming_us_with_a_version_binds_the_auditor_too(site, agent, binds):
    """RB3: the auditor chooses the group as every job does (datestone/politeness/robots.py), so a line under a path the
    versioned group closes is a violation, and a group for a longer token is somebody else's."""
    (site.hosts[HOST] / "robots.txt").write_text(f"User-agent: *\nDisallow: /private/\n\n"
                                                 f"User-agent: {agent}\nDisallow: /housing/\n")
    lines, rows = clean_visit()
    lines.append(line(1.5, 1.51, "/housing/licensing"))
    rows.append(row("/housing/licensing", "cheap"))
    problems = audit(lines, [site], SCALE, rows)
    assert any(p.startswith("RB4") and "/housing/licensing" in p for p in problems) is binds, problems


def rendered_visit():
    """robots.txt, a probe whose 301 lands on the page (its last hop brings the HTML), then the page rendered from
    those bytes: a `render` row with no line of its own, its subresources 0.5 s after the probe ended."""
    lines = [line(0.0, 0.01, "/robots.txt"), line(0.21, 0.22, "/vanity", status=301), line(0.221, 0.3, "/page"),
             line(0.80, 0.82, "/a.css", referer="x"), line(0.81, 0.83, "/b.js", referer="x")]
    rows = [row("/robots.txt", "robots"), row("/vanity", "cheap"), row("/page", "cheap"), row("/page", "render")]
    return lines, rows


def test_a_page_rendered_from_a_probes_bytes_is_a_page_read_after_a_pages_wait(site):
    lines, rows = rendered_visit()
    assert audit(lines, [site], SCALE, rows) == []
    soon = [*lines[:3], line(0.40, 0.41, "/a.css", referer="x"), line(0.41, 0.42, "/b.js", referer="x")]
    assert any(p.startswith("PC2") and "(render)" in p for p in audit(soon, [site], SCALE, rows))  # 0.1 s: 0.45 due
    without_render_row = rows[:3]  # the same subresources hung on a cheap request: not a page read
    assert any(p.startswith("PC2: the browser loaded subresources after a cheap")
               for p in audit(lines, [site], SCALE, without_render_row))


def test_a_rendering_is_no_request_for_pc1(site):
    lines, rows = rendered_visit()
    for n in range(policy.VISIT_BUDGET_REQUESTS - 2):  # 18 requests in all besides robots.txt, and the rendering
        t = 1.2 + n * 0.2
        lines.append(line(t, t + 0.01, f"/p{n}"))
        rows.append(row(f"/p{n}", "cheap"))
    assert audit(lines, [site], SCALE, rows) == []


def test_a_line_older_than_a_rendering_stays_with_the_page_read_before_it(site):
    """By the request log's clock a render row starts after its wait: a browser line that arrived before that
    belongs to the page read before it, even with no plain request in between."""
    lines = [line(0.0, 0.01, "/robots.txt"), line(0.5, 0.6, "/first"), line(0.61, 0.62, "/a.css", referer="x"),
             line(1.3, 1.31, "/b.js", referer="x")]
    at = 1000.0  # the request log's wall clock: 999.5 s ahead of the server's
    rows = [{**row("/robots.txt", "robots"), "at": at}, {**row("/first", "page"), "at": at + 0.5},
            {**row("/first", "render"), "at": at + 1.25}]
    assert audit(lines, [site], SCALE, rows) == []  # a.css with /first; b.js starts the rendering, 0.68 s later
    rows[2]["at"] = at + 1.4  # b.js arrived before the rendering began: not its line, so /first's
    assert audit(lines, [site], SCALE, rows) == []
    lines[-1] = line(0.7, 0.71, "/b.js", referer="x")
    rows[2]["at"] = at + 0.69  # a rendering whose first subresource came 0.08 s after the page before it: PC2
    assert any(p.startswith("PC2") for p in audit(lines, [site], SCALE, rows))
def _timed_out(arrival: float, gone_at: float | None) -> LogLine:
    slow = line(arrival, arrival + 40.0, "/slow")  # the server answered nobody 40 s later
    slow.client_gone, slow.gone_at = True, gone_at
    return slow


@pytest.mark.parametrize("gone_at, next_at, overlap", [
    (29.98, 30.0, False),  # the crawler hung up at 29.98 (its 30 s began before the request arrived), next at 30.0
    (29.98, 29.97, True),  # the next request arrived before the hang-up: two at once
    (None, 30.06, False),  # no moment seen: the timeout after arrival is the end
    (None, 30.04, True),
])
def test_pc3_a_timed_out_request_ends_when_the_client_hung_up(site, gone_at, next_at, overlap):
    other = "www.other.gov.uk"
    lines = [line(0.0, 0.01, "/robots.txt"), line(0.02, 0.03, "/robots.txt", host=other), _timed_out(0.05, gone_at),
             line(next_at, next_at + 0.01, "/p", host=other)]
    other_site = Site(name="other", root=site.root, council={**site.council, "site_domain": "other.gov.uk"},
                      expect={}, hosts={other: site.hosts[HOST]}, overrides={other: {}})
    rows = [row("/robots.txt", "robots"), row("/robots.txt", "robots", other), row("/slow", "check"),
            row("/p", "check", other)]
    problems = [p for p in audit(lines, [site, other_site], SCALE, rows) if p.startswith("PC3")]
    assert bool(problems) is overlap, problems


def test_the_fake_web_logs_the_moment_a_client_hangs_up_on_a_slow_answer(tmp_path):
    import socket
    import time

    from tests.fakeweb.web import FakeWeb

    root = tmp_path / "case"
    (root / HOST).mkdir(parents=True)
    (root / HOST / "_responses.json").write_text(json.dumps({"/slow": {"status": 200, "body": "late", "delay_s": 2}}))
    site = Site.load(root, case={"council": {"gss_code": "E07000223", "official_name": "X",
                                             "homepage_url": f"http://{HOST}/", "site_domain": "council.gov.uk"}})
    with FakeWeb() as web:
        web.add(site)
        client = socket.create_connection(("127.0.0.1", web.port))
        client.sendall(f"GET http://{HOST}/slow HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
        time.sleep(0.3)
        hung_up = time.monotonic()
        client.close()
        for _ in range(60):
            if web.log:
                break
            time.sleep(0.1)
    [logged] = web.log
    assert logged.client_gone and logged.gone_at is not None
    assert hung_up <= logged.gone_at < hung_up + 0.2 < logged.finish
