"""`datestone explain` parsing and matching, without a crawl: combined and vhost_combined lines, escaped quotes,
each row answering one line, and a time outside a request's span not matched (tests/test_cli_people.py drives it
on a real crawl's log)."""

from __future__ import annotations

from datestone import policy
from datestone.people.explain import RecordIndex, governing_rule, parse_line

UA = policy.USER_AGENT
LINE = f'203.0.113.9 - - [01/Dec/2026:16:23:29 +0000] "GET /sitemap.xml?p=2 HTTP/1.1" 200 512 "-" "{UA}"'


def test_combined_and_vhost_lines_parse():
    entry = parse_line(LINE)
    assert (entry.host, entry.method, entry.target, entry.status) == (None, "GET", "/sitemap.xml?p=2", 200)
    assert entry.claims_datestonebot and entry.at == 1796142209.0
    vhost = parse_line("www.council.gov.uk:443 " + LINE)
    assert vhost.host == "www.council.gov.uk" and vhost.target == "/sitemap.xml?p=2"
    escaped = parse_line('1.2.3.4 - - [01/Dec/2026:16:23:29 +0100] "GET / HTTP/1.1" 200 - "-" "a \\"quoted\\" bot"')
    assert escaped.user_agent == 'a "quoted" bot' and escaped.at == 1796142209.0 - 3600
    assert parse_line("not a log line") is None


def _row(id_, at, target="/sitemap.xml?p=2", status=200, kind="cheap"):
    return {"id": id_, "visit_id": 1, "gss": "E07000223", "job": "council", "job_id": "council-1-2", "at": at,
            "ended_at": at + 0.2, "url": f"http://www.council.gov.uk{target}", "kind": kind, "rung": "sitemap",
            "status": status, "robots_rule": "no rule"}


def test_each_row_answers_one_line_and_times_must_fit():
    entry = parse_line(LINE)
    index = RecordIndex([_row(1, entry.at + 0.4), _row(2, entry.at + 40)], [])
    assert index.match(entry, 2.0)[0]["id"] == 1
    assert index.match(entry, 2.0) is None  # row 1 is taken; row 2 is 40 s away
    late = parse_line(LINE.replace("16:23:29", "16:24:09"))
    assert index.match(late, 2.0)[0]["id"] == 2


def test_only_get_is_ours_and_rules_follow_the_request():
    post = parse_line(LINE.replace('"GET', '"POST'))
    assert RecordIndex([_row(1, post.at)], []).match(post, 2.0) is None  # LD5: we never POST
    assert governing_rule(_row(1, 0, kind="robots"), None)[0] == "RB1"
    assert governing_rule(_row(2, 0), _row(1, 0, status=301))[0] == "PC5"
    assert governing_rule(_row(2, 0, status=403), None)[0] == "RF1"
    assert governing_rule(_row(2, 0, kind="check"), None)[0] == "PC4"


def test_a_rendering_answers_only_the_lines_of_what_the_browser_loaded_for_it():
    """A page rendered from HTML a probe brought was not asked for again: the HTML's line is the probe's, and the
    stylesheet's line is explained under the rendering, naming the request that brought the bytes."""
    page_line = parse_line(LINE.replace("/sitemap.xml?p=2", "/page"))
    css_line = parse_line(LINE.replace("/sitemap.xml?p=2", "/a.css").replace("16:23:29", "16:24:29"))
    probe = _row(1, page_line.at, target="/page")
    render = {**_row(2, css_line.at - 0.5, target="/page", kind="render"), "rendered_from": 1}
    sub = {"id": 9, "request_id": 2, "visit_id": 1, "gss": "E07000223", "job_id": "j",
           "page_url": "http://www.council.gov.uk/page", "url": "http://www.council.gov.uk/a.css", "loaded": 1}
    index = RecordIndex([probe, render], [sub])
    assert index.match(page_line, 2.0)[0]["id"] == 1
    late_page_line = parse_line(LINE.replace("/sitemap.xml?p=2", "/page").replace("16:23:29", "16:24:29"))
    assert index.match(late_page_line, 2.0) is None  # the rendering sent no HTML request of its own
    row, matched_sub = index.match(css_line, 2.0)
    assert (row["id"], matched_sub["id"]) == (2, 9)
    rule, why = governing_rule(row, None, matched_sub)
    assert rule == "RB4" and "came with our request 1" in why and "not asked for again" in why
