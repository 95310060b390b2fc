"""`datestone audit` on hand-made request rows: a clean record passes, and each rule the record can show fails
when broken (the crawl-made store is audited in tests/test_cli_people.py)."""

from __future__ import annotations

import pytest

from datestone import policy
from datestone.state.audit import RecordAudit

UA = policy.USER_AGENT
SITE = "council.gov.uk"
ROBOTS = b"User-agent: *\nDisallow: /private/\n"


def row(id_, at, end, target, kind, status=200, **extra):
    return {"id": id_, "visit_id": 1, "gss": "E07000223", "job": "council", "job_id": "j", "at": at, "ended_at": end,
            "host": "www.council.gov.uk", "url": f"http://www.council.gov.uk{target}", "kind": kind, "rung": None,
            "status": status, "robots_rule": "no rule", "method": "GET", "user_agent": UA, "time_scale": 0.01,
            **extra}


def clean():
    return [row(1, 0.0, 0.01, "/robots.txt", "robots"), row(2, 0.2, 0.21, "/sitemap.xml", "cheap"),
            row(3, 0.7, 0.9, "/page", "page")]


def violations(rows, subs=(), why=None):
    audit = RecordAudit(rows, list(subs), {"E07000223": SITE}, {1: why} if why else {}, lambda r: ROBOTS)
    return sorted({v.rule for v in audit.run(lambda r: True).violations})


def test_a_clean_record_passes():
    assert violations(clean()) == []


@pytest.mark.parametrize("change, rule", [
    (lambda rs: rs[1].update(user_agent="python-requests/2"), "ID1"),
    (lambda rs: rs.pop(0), "RB1"),
    (lambda rs: rs[2].update(url="http://www.council.gov.uk/private/x"), "RB4"),
    (lambda rs: rs[2].update(robots_rule="Disallow: /page"), "RB4"),
    (lambda rs: rs[2].update(url="http://tracker.example.com/page"), "LD4"),
    (lambda rs: rs[1].update(method="POST"), "LD5"),
    (lambda rs: rs[2].update(at=0.3, ended_at=0.5), "PC2"),
    (lambda rs: rs[1].update(ended_at=0.8), "PC3"),
    (lambda rs: (rs[1].update(status=403), rs.__setitem__(2, {**rs[2], "at": 0.9, "ended_at": 1.0})), "RF1"),
])
def test_each_broken_rule_is_reported(change, rule):
    rows = clean()
    change(rows)
    assert rule in violations(rows)


def test_budget_crawl_delay_and_nightly_gaps():
    rows = [row(1, 0.0, 0.01, "/robots.txt", "robots")]
    rows += [row(n, n * 0.4, n * 0.4 + 0.01, f"/p{n}", "cheap") for n in range(2, 22)]
    assert violations(rows) == ["PC1"]
    global ROBOTS
    saved, ROBOTS = ROBOTS, b"User-agent: *\nCrawl-delay: 90\n"
    try:
        assert violations(clean()) == ["RB5"]
    finally:
        ROBOTS = saved
    nightly = [row(1, 0.0, 0.01, "/robots.txt", "robots", job="liveness"),
               row(2, 0.015, 0.02, "/a", "check", job="liveness"), row(3, 0.025, 0.03, "/b", "check", job="liveness")]
    assert violations(nightly) == ["PC4"]


def test_subresources_are_checked_under_their_page():
    subs = [{"id": 1, "request_id": 3, "visit_id": 1, "gss": "E07000223", "job_id": "j", "page_url": "x",
             "url": "http://www.council.gov.uk/private/a.png", "loaded": 1, "why": None, "at": 0.9},
            {"id": 2, "request_id": 3, "visit_id": 1, "gss": "E07000223", "job_id": "j", "page_url": "x",
             "url": "http://cdn.example.com/a.js", "loaded": 1, "why": None, "at": 0.9}]
    assert violations(clean(), subs) == ["LD4", "RB1", "RB4"]


def test_rb4_the_robots_txt_in_force_is_read_with_the_versioned_group_naming_us():
    global ROBOTS
    saved = ROBOTS
    try:
        ROBOTS = b"User-agent: *\nDisallow: /private/\n\nUser-agent: DatestoneBot/1.0\nDisallow: /page\n"
        assert violations(clean()) == ["RB4"]  # the page row's own evidence said "no rule"; the file says no
        ROBOTS = b"User-agent: DatestoneBotX\nDisallow: /page\n"
        assert violations(clean()) == []
    finally:
        ROBOTS = saved


def rendered():
    """robots.txt, a probe that brought the page, the page rendered from those bytes after a page's wait."""
    return [row(1, 0.0, 0.01, "/robots.txt", "robots"), row(2, 0.2, 0.21, "/page", "cheap"),
            row(3, 0.7, 0.9, "/page", "render", method=None, user_agent=None, bytes=0, rendered_from=2)]


def test_a_rendering_waits_as_a_page_read_and_is_no_request():
    assert violations(rendered()) == []
    soon = rendered()
    soon[2].update(at=0.3, ended_at=0.5)  # 0.09 s after the probe: a page read's 0.45 s was due
    assert violations(soon) == ["PC2"]
    many = rendered() + [row(n, 0.9 + (n - 3) * 0.2, 0.9 + (n - 3) * 0.2 + 0.01, f"/p{n}", "cheap")
                         for n in range(4, 21)]  # 18 requests besides robots.txt, and the rendering
    assert violations(many) == []
    subs = [{"id": 1, "request_id": 3, "visit_id": 1, "gss": "E07000223", "job_id": "j", "page_url": "x",
             "url": "http://www.council.gov.uk/private/a.png", "loaded": 1, "why": None, "at": 0.9}]
    assert violations(rendered(), subs) == ["RB4"]  # its subresources are checked under it
