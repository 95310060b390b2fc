"""The reviewer's desk (`datestone desk`, datestone/people/desk/) in a real browser: Chromium driven by Playwright against
the desk serving a store made by a real crawl of the fake web (the crawl of tests/test_cli_people.py, made once
for this module), as a separate process, as a reviewer runs it.

Playwright's sync API cannot run inside the asyncio loop pytest-twisted keeps running, so the browser lives in a
thread of its own (`Browser.run`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from playwright.sync_api import sync_playwright

from datestone.people import review
from datestone.state.warc_writer import WarcArchive
from datestone.crawl.browser import CHROMIUM_ARGS, CHROMIUM_BINARY
from datestone.clock import FakeClock
from datestone.people.desk.anchor import Selector
from datestone.people.desk.archive_view import COPY_CSP, inert_page
from datestone.extract.quote_match import normalise
from datestone.state.store import Store
from tests.conftest import TESTS
from tests.test_cli_people import crawled  # noqa: F401  (the module's crawl: one per module)
from tests.test_cli_people import run

PROJECT = TESTS.parent
# Screenshots land in var/screenshots/ so a test run leaves the checkout clean; the README's copies in docs/ are
# refreshed by running with DATESTONE_SCREENSHOTS_DIR=docs.
DOCS = PROJECT / os.environ.get("DATESTONE_SCREENSHOTS_DIR", "var/screenshots")
PASSWORD = "correct horse battery"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """One Chromium for the module, in its own thread; `run(fn, *args)` calls fn(browser, *args) there."""

    def __init__(self) -> None:
        self._thread = ThreadPoolExecutor(max_workers=1)
        self._thread.submit(self._start).result(timeout=120)

    def _start(self) -> None:
        self._playwright = sync_playwright().start()
        # A safety net only: no name resolves, so even a leak could not reach a real host. The request log below is
        # what the tests judge, and it records a request before any name is resolved.
        args = [a for a in CHROMIUM_ARGS if not a.startswith("--user-agent")]
        self.browser = self._playwright.chromium.launch(
            executable_path=CHROMIUM_BINARY, headless=True,
            args=[*args, "--no-sandbox", "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"])

    def run(self, fn, *args):
        return self._thread.submit(fn, self.browser, *args).result(timeout=180)

    def close(self) -> None:
        def stop():
            self.browser.close()
            self._playwright.stop()
        self._thread.submit(stop).result(timeout=60)
        self._thread.shutdown()


@pytest.fixture(scope="module")
def browser():
    b = Browser()
    yield b
    b.close()


@pytest.fixture(scope="module")
def desk(crawled, tmp_path_factory):  # noqa: F811
    """The desk serving a copy of the crawled data folder; tests decide different items, so they share it."""
    data = tmp_path_factory.mktemp("desk") / "data"
    shutil.copytree(crawled["data"], data)
    port = _free_port()
    env = {**os.environ, "DATESTONE_DESK_PASSWORD": PASSWORD}
    server = subprocess.Popen([sys.executable, "-m", "datestone", "desk", "--port", str(port), "--data-dir", str(data),
                               "--councils", str(crawled["register"])], cwd=PROJECT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            urllib.request.urlopen(base + "/-/desk/login", timeout=5).read()
            break
        except OSError:
            if server.poll() is not None:
                raise AssertionError(server.stdout.read().decode())
            time.sleep(0.1)
    yield {"base": base, "data": data, "db": data / "datestone.db", "port": port, "crawled": crawled,
           "server": server}
    server.terminate()
    server.wait(timeout=10)


def _store(desk) -> Store:
    return Store.read_only(desk["db"])


def _reviews(desk) -> list[dict]:
    store = _store(desk)
    try:
        return [dict(r) for r in store.db.query("select * from reviews order by id")]
    finally:
        store.close()


def _export(desk, capsys) -> dict:
    rc, out, _ = run(desk["crawled"], capsys, "export", data=desk["data"])
    assert rc == 0
    return {r["gss"]: r for r in json.loads(out)}


def _logged_in(browser, base: str, name: str = "alice"):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    page.goto(base + "/-/desk/")
    assert "/-/desk/login" in page.url  # nothing of the desk without a login
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(base + "/-/desk/")
    return context, page, requests


def _reviewable(desk) -> list[str]:
    """The kinds of the items awaiting review, as `datestone review` lists them (read before the test decides)."""
    store = _store(desk)
    try:
        return [r["kind"] for r in review.queue(store, desk["data"] / "archive")]
    finally:
        store.close()


def _finding_with_facts(desk) -> dict:
    """The pending finding of the council whose page the nightly check found live and unchanged (so approving it
    makes its export row confirmed), with its facts."""
    store = _store(desk)
    try:
        js = desk["crawled"]["gss"]["js"]
        finding = dict(next(store.db.query("select * from findings where gss = ? and review = 'pending'", [js])))
        return {**finding, "facts": store.facts(finding["id"])}
    finally:
        store.close()


def _outside_desk(requests: list[str], port: int) -> list[str]:
    return [u for u in requests if urllib.parse.urlsplit(u).netloc != f"127.0.0.1:{port}"
            and not u.startswith(("data:", "about:"))]


# the reviewer's path: log in, queue, a finding with its page and evidence, approve -----------------------------------
@pytest.mark.crawl
def test_a_reviewer_logs_in_sees_the_page_and_its_evidence_and_approves(desk, browser, capsys):
    """AF4: only a page a person approved is exported as confirmed; AF3: the person checks it against the archive."""
    finding = _finding_with_facts(desk)
    assert finding["facts"], "the crawl's page states facts, each with its sentence"
    before = _export(desk, capsys)[finding["gss"]]
    pending_findings = _reviewable(desk).count("finding")
    assert before["status"] == "cannot confirm" and before["reason"] == "pending review"
    base, port = desk["base"], desk["port"]

    DOCS.mkdir(parents=True, exist_ok=True)
    served: list[tuple[str, int]] = []  # what the frame asked of the archive, and the desk's answer

    def review(browser):
        context, page, requests = _logged_in(browser, base)
        context.on("response", lambda r: served.append((urllib.parse.unquote(r.url), r.status))
                   if "/sub?url=" in r.url else None)
        counts = page.inner_text(".desk-counts")
        sections = page.eval_on_selector_all("section.council", "els => els.map(e => e.dataset.gss)")
        page.screenshot(path=str(DOCS / "desk-queue.png"), full_page=True)
        page.click(f"a.item[href='/-/desk/finding/{finding['id']}']")
        page.wait_for_load_state("load")
        frame = page.frame_locator("#archived-page")
        frame.locator("mark.datestone-evidence").first.wait_for()
        marks = frame.locator("mark.datestone-evidence").evaluate_all(
            "els => els.map(e => [e.dataset.mark, e.textContent])")
        frame_body = frame.locator("body").inner_text()
        side = page.inner_text(".desk-side")
        page.screenshot(path=str(DOCS / "desk-finding.png"))
        page.click("button[value=approve]")
        page.wait_for_url(base + "/-/desk/")
        message = page.inner_text(".message-info")
        context.close()
        return counts, sections, marks, frame_body, side, message, requests

    counts, sections, marks, frame_body, side, message, requests = browser.run(review)
    crawled = desk["crawled"]
    assert re.search(rf"\b{pending_findings}\s+findings", counts) and re.search(r"\b\d+\s+changes", counts)
    assert set(sections) >= {crawled["gss"]["js"], crawled["gss"]["quoted"]}
    # Every fact's sentence is marked in the archived page, as the page has it.
    by_label: dict[str, str] = {}
    for label, text in marks:
        by_label[label] = by_label.get(label, "") + text
    for fact in finding["facts"]:
        assert normalise(by_label[f"fact-{fact['id']}"]) == normalise(fact["evidence"]["exact"])
    assert normalise(finding["facts"][0]["evidence"]["exact"]) in normalise(frame_body)
    assert f"Rung: {finding['rung']}" in side
    assert "robots.txt" in side and "(marked in the page)" in side
    assert f"finding {finding['id']} approved by alice" in message
    assert _outside_desk(requests, port) == []
    # AF3: the page's stylesheet comes from the archive (the browser's own copy, kept as it loaded it), not a 404.
    assert any(url.endswith(".css") and status == 200 for url, status in served), served
    rows = [r for r in _reviews(desk) if r["subject"] == "finding" and r["subject_id"] == finding["id"]]
    assert [(r["decision"], r["who"], r["gss"]) for r in rows] == [("approved", "alice", finding["gss"])]
    after = _export(desk, capsys)[finding["gss"]]
    assert after["status"] == "confirmed" and after["page_url"] == finding["url"]
    assert (DOCS / "desk-queue.png").stat().st_size > 10_000 and (DOCS / "desk-finding.png").stat().st_size > 10_000


def _pending(desk, kind_sql: str) -> int:
    store = _store(desk)
    try:
        return next(store.db.query(kind_sql))["id"]
    finally:
        store.close()


@pytest.mark.crawl
def test_a_reject_needs_a_reason_and_without_one_nothing_is_recorded(desk, browser):
    change = _pending(desk, "select id from changes where review = 'pending' order by id limit 1")
    base = desk["base"]

    def reject(browser, reason: str):
        context, page, _ = _logged_in(browser, base, "bob")
        page.goto(f"{base}/-/desk/change/{change}")
        diff = page.inner_html(".diff")
        # The old and the new archived copies side by side, each from the archive.
        copies = [page.frame_locator(f"iframe[title='{which} copy']").locator("body").inner_text()
                  for which in ("old", "new")]
        page.fill("textarea[name=reason]", reason)
        page.click("button[value=reject]")
        page.wait_for_load_state("load")
        said = page.inner_text("body")
        context.close()
        return diff, said, copies

    diff, said, copies = browser.run(reject, "   ")
    assert "1 April 2024" in copies[0] and "1 April 2025" in copies[1]  # the quoted page's text changed
    assert "<del>" in diff and "<ins>" in diff  # the word diff, as the change monitor recorded it
    assert "a rejection needs a reason" in said
    assert [r for r in _reviews(desk) if r["subject"] == "change"] == []
    _, said, _ = browser.run(reject, "only the footer date moved")
    assert f"change {change} rejected by bob" in said
    assert [(r["decision"], r["who"], r["why"]) for r in _reviews(desk) if r["subject"] == "change"] == [
        ("rejected", "bob", "only the footer date moved")]


@pytest.mark.crawl
def test_two_reviewers_deciding_one_item_at_once_the_second_is_told_and_nothing_is_lost(desk, browser):
    check = _pending(desk, "select q.id from quote_checks q where q.outcome in ('modified', 'missing') "
                           "and coalesce(q.review, 'pending') = 'pending' order by q.id limit 1")
    base = desk["base"]

    def both(browser):
        first, page1, _ = _logged_in(browser, base, "carol")
        second, page2, _ = _logged_in(browser, base, "dan")
        for page in (page1, page2):  # both forms open before either decides: the second one goes stale
            page.goto(f"{base}/-/desk/quote/{check}")
        mark = page1.frame_locator("#archived-page").locator("mark.datestone-evidence")
        mark.first.wait_for()
        marked = "".join(mark.all_text_contents())
        side = page1.inner_text(".desk-side")
        page1.fill("textarea[name=reason]", "the date changed: a real change")
        page1.click("button[value=approve]")
        page1.wait_for_url(base + "/-/desk/")
        page2.fill("textarea[name=reason]", "looks like furniture to me")
        page2.click("button[value=reject]")
        page2.wait_for_load_state("load")
        told = page2.inner_text(".message-warning")
        shown = page2.inner_text(".decided")
        first.close()
        second.close()
        return told, shown, marked, side

    told, shown, marked, side = browser.run(both)
    store = _store(desk)
    try:
        quoted = dict(next(store.db.query("select q.nearest, q.similarity, c.exact from quote_checks q "
                                          "join citations c on c.id = q.citation_id where q.id = ?", [check])))
    finally:
        store.close()
    # The quotation, the nearest passage (marked in the new copy) and how alike they are.
    assert normalise(marked) == normalise(quoted["nearest"]) and quoted["exact"] in side
    assert f"{quoted['similarity']:.0f}% alike" in side
    assert f"quote {check} was already approved by carol" in told
    assert "looks like furniture to me" in told  # what the second reviewer wrote is given back
    assert "approved by carol" in shown
    rows = [r for r in _reviews(desk) if r["subject"] == "quote_check" and r["subject_id"] == check]
    assert [(r["decision"], r["who"]) for r in rows] == [("approved", "carol")]


# refused: no CSRF token, no login -------------------------------------------------------------------------------
def _post(url: str, fields: dict, cookie: str = "") -> int:
    request = urllib.request.Request(url, data=urllib.parse.urlencode(fields).encode(), method="POST",
                                     headers={"Cookie": cookie} if cookie else {})
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        return opener.open(request, timeout=10).status
    except urllib.error.HTTPError as exc:
        return exc.code


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


@pytest.mark.crawl
def test_a_decision_without_the_csrf_token_or_without_a_login_is_refused_and_changes_nothing(desk, browser):
    move_or_finding = _pending(desk, "select id from findings where review = 'pending' order by id desc limit 1")
    base = desk["base"]

    def session(browser):
        context, page, _ = _logged_in(browser, base, "eve")
        page.goto(f"{base}/-/desk/finding/{move_or_finding}")
        token = page.get_attribute("input[name=csrftoken]", "value")
        cookies = {c["name"]: c["value"] for c in context.cookies()}
        context.close()
        return token, cookies

    token, cookies = browser.run(session)
    before = _reviews(desk)
    form = {"kind": "finding", "id": str(move_or_finding), "decision": "approve", "reason": "x"}
    logged_in = f"ds_actor={cookies['ds_actor']}; ds_csrftoken={cookies['ds_csrftoken']}"
    assert _post(base + "/-/desk/decide", form, logged_in) == 403  # no token: asgi-csrf refuses it
    anonymous = f"ds_csrftoken={cookies['ds_csrftoken']}"
    assert _post(base + "/-/desk/decide", {**form, "csrftoken": token}, anonymous) == 403  # no login
    forged = f"ds_actor=forged; ds_csrftoken={cookies['ds_csrftoken']}"
    assert _post(base + "/-/desk/decide", {**form, "csrftoken": token}, forged) == 403
    assert _post(base + "/-/desk/login", {"csrftoken": token, "name": "mallory", "password": "guess"},
                 anonymous) == 403
    assert _reviews(desk) == before
    store = _store(desk)
    try:
        assert store.db["findings"].get(move_or_finding)["review"] == "pending"
    finally:
        store.close()
    # The same request with both goes through: the refusals above were for want of them.
    assert _post(base + "/-/desk/decide", {**form, "csrftoken": token}, logged_in) == 302
    assert len(_reviews(desk)) == len(before) + 1


@pytest.mark.crawl
def test_an_unknown_item_or_council_is_a_404_page(desk, browser):
    base = desk["base"]

    def visit(browser):
        context, page, _ = _logged_in(browser, base, "frank")
        answers = {}
        for path in ("/-/desk/finding/99999", "/-/desk/change/99999", "/-/desk/quote/99999", "/-/desk/move/99999",
                     "/-/desk/council/E99999999", "/-/desk/copy/99999"):
            response = page.goto(base + path)
            answers[path] = (response.status, page.inner_text("body"))
        context.close()
        return answers

    for path, (status, body) in browser.run(visit).items():
        assert status == 404, path
        assert "99999" in body or "no such archived copy" in body


@pytest.mark.crawl
def test_a_council_page_shows_what_show_prints_and_the_export_row_and_why(desk, browser, capsys):
    gss = desk["crawled"]["gss"]["blocked"]
    base = desk["base"]
    rc, shown, _ = run(desk["crawled"], capsys, "show", gss, data=desk["data"])
    export = _export(desk, capsys)[gss]

    def visit(browser):
        context, page, _ = _logged_in(browser, base, "grace")
        page.goto(f"{base}/-/desk/council/{gss}")
        answer = page.inner_text(".export"), page.inner_text("pre.show")
        context.close()
        return answer

    published, text = browser.run(visit)
    assert rc == 0 and export["status"] == "cannot confirm"
    assert export["status"] in published and export["reason"] in published
    # The same sections as `datestone show`, line for line apart from the cooldown (it counts down).
    same = lambda t: [l for l in t.splitlines() if "cooldown" not in l and "queue:" not in l]  # noqa: E731
    assert same(text.strip()) == same(shown.strip())


# nothing the desk serves from the archive reaches the network ---------------------------------------------------
HOSTILE = """<!doctype html><html><head><title>Licensing</title>
<base href="http://evil.example/">
<meta http-equiv="refresh" content="0; url=http://evil.example/refresh">
<meta http-equiv="Content-Security-Policy" content="default-src *">
<link rel="stylesheet" href="/assets/archived.css">
<link rel="stylesheet" href="http://cdn.elsewhere.example/theme.css">
<link rel="preload" href="http://preload.example/font.woff2" as="font">
<link rel="dns-prefetch" href="//dns.example">
<link rel="icon" href="/favicon.ico">
<style>@import url("http://import.example/x.css"); body { background-image: url(//bg.example/a.png); }
@font-face { font-family: X; src: url(http://font.example/x.woff); }</style>
<script src="http://script.example/tracker.js"></script>
<script>fetch("http://fetch.example/beacon"); new Image().src = "http://img.example/pixel";</script>
</head><body onload="fetch('http://onload.example/')">
<main><h1>Property licensing</h1>
<p>Our selective licensing scheme came into force on 1 April 2024 and covers all privately rented homes.</p>
<img src="http://img.example/hero.jpg" srcset="http://srcset.example/a.jpg 2x">
<picture><source srcset="http://picture.example/b.webp"><img src="/img/local.png"></picture>
<div style="background: url('http://inline.example/c.png')">styled</div>
<iframe src="http://frame.example/"></iframe><object data="http://object.example/o.swf"></object>
<embed src="http://embed.example/e"><video poster="http://poster.example/p.jpg" src="http://video.example/v.mp4"></video>
<audio src="http://audio.example/a.mp3" autoplay></audio>
<form action="http://form.example/submit"><input type="image" src="http://input.example/i.png"></form>
<a href="http://link.example/next" ping="http://ping.example/">a link</a>
<svg><image href="http://svg.example/i.png"></image></svg>
</main></body></html>"""
ARCHIVED_CSS = b"body { color: rgb(1, 2, 3); } main { background: url(/img/from-css.png); }"


def _archive_hostile_copy(desk) -> tuple[int, str]:
    """A rendered copy of a hostile page, and an archived stylesheet it uses, in a WARC of the same visit."""
    store = Store(desk["db"])
    try:
        visit = next(store.db.query("select id from visits order by id limit 1"))["id"]
        page = "http://www.hostile-council.gov.uk/licensing"
        warc = WarcArchive(desk["data"] / "archive", "desk-hostile", store, FakeClock())
        warc.save_exchange(visit, "http://www.hostile-council.gov.uk/assets/archived.css", [], 200, "OK",
                           [("Content-Type", "text/css")], ARCHIVED_CSS)
        reference = warc.save_rendered(visit, page, HOSTILE, None)
        row = next(store.db.query("select id from archive where record_id = ?", [reference.split("#")[1]]))["id"]
        return row, page
    finally:
        store.close()


@pytest.mark.crawl
def test_the_archived_page_in_the_frame_makes_no_request_but_to_the_desk(desk, browser):
    """LD4 on the reviewer's side: nothing the desk serves from the archive makes their browser contact anyone."""
    row, _ = _archive_hostile_copy(desk)
    finding = _pending(desk, "select id from findings order by id limit 1")
    base, port = desk["base"], desk["port"]

    def load(browser):
        context, page, requests = _logged_in(browser, base, "heidi")
        page.goto(f"{base}/-/desk/finding/{finding}")
        page.wait_for_load_state("networkidle")
        seen_finding = list(requests)
        response = page.goto(f"{base}/-/desk/copy/{row}")
        page.wait_for_load_state("networkidle")
        page.wait_for_timeout(500)  # a meta refresh or a late script would have gone by now
        colour = page.evaluate("getComputedStyle(document.body).color")
        text = page.inner_text("main")
        csp = response.headers.get("content-security-policy")
        context.close()
        return seen_finding, requests, colour, text, csp

    seen_finding, requests, colour, text, csp = browser.run(load)
    assert _outside_desk(seen_finding, port) == []
    assert _outside_desk(requests, port) == [], "the archived page reached for the network"
    assert csp == COPY_CSP
    assert colour == "rgb(1, 2, 3)"  # the stylesheet came out of the archive, through the desk
    assert any(u.endswith(urllib.parse.quote("http://www.hostile-council.gov.uk/img/from-css.png", safe=""))
               for u in requests)  # a url() inside an archived stylesheet is asked of the desk too (a 404 there)
    assert "came into force on 1 April 2024" in text


def test_the_inert_copy_keeps_no_address_a_browser_would_fetch():
    html, found = inert_page(HOSTILE, "http://www.hostile-council.gov.uk/licensing", "/-/desk/copy/7",
                             [Selector("came into force on 1 April 2024", label="fact-1"),
                              Selector("a sentence the page never had", label="fact-2")])
    assert found == {"fact-1": True, "fact-2": False}
    assert '<mark class="datestone-evidence" data-mark="fact-1">came into force on 1 April 2024</mark>' in html
    for tag in ("<script", "<iframe", "<object", "<embed", "<base", "http-equiv", "srcset", "onload=", "ping=",
                "action="):
        assert tag not in html.lower(), tag
    # Outside `title` (a link's address, for the reviewer to read) and the desk's own routes, no address is left.
    stripped = re.sub(r'title="[^"]*"', "", html)
    stripped = re.sub(r"/-/desk/copy/7/sub\?url=[^\"')\s]+", "", stripped)
    assert re.findall(r"(?:https?:)?//[a-z]", stripped) == []


def test_evidence_is_anchored_by_its_prefix_and_suffix_and_across_elements():
    page = ("<html><body><p>Until 2026 the fee is £600 for a year.</p><p>From 2026 the fee is <b>£600</b> for "
            "five years.</p></body></html>")
    html, found = inert_page(page, "http://x.gov.uk/", "/-/desk/copy/1",
                             [Selector("the fee is £600 for", prefix="From 2026", suffix="five years", label="f")])
    assert found == {"f": True}
    assert "<p>Until 2026 the fee is £600 for a year.</p>" in html  # the other occurrence is left alone
    mark = '<mark class="datestone-evidence" data-mark="f">'
    assert f"From 2026 {mark}the fee is</mark> <b>{mark}£600</mark></b> {mark}for</mark> five years." in html


# beside a running crawl -----------------------------------------------------------------------------------------
@pytest.mark.crawl
def test_the_desk_reads_while_a_crawl_writes_and_never_holds_up_its_writes(desk, browser):
    base = desk["base"]
    crawl = Store(desk["db"])
    crawl.db.execute("PRAGMA busy_timeout=1000")  # a crawl waiting on the desk would fail here within a second
    try:
        crawl.db.execute("BEGIN IMMEDIATE")  # a crawl in the middle of a write
        crawl.db.execute("insert into declined (gss, at, url, why) values ('E00000000', 0, 'http://x/', 'test')")

        def queue(browser):
            context, page, _ = _logged_in(browser, base, "ivan")
            started = time.monotonic()
            response = page.goto(base + "/-/desk/")
            answer = response.status, time.monotonic() - started, page.inner_text(".desk-counts")
            context.close()
            return answer

        status, took, counts = browser.run(queue)
        crawl.db.conn.commit()
        assert status == 200 and "findings" in counts and took < 5
        # The desk's way of reading (Store.read_only), mid-read, while the crawl commits a write.
        reader = Store.read_only(desk["db"])
        try:
            reader.db.execute("BEGIN")
            reader.db.execute("select count(*) from findings").fetchone()
            with crawl.transaction():
                crawl.db.execute("delete from declined where gss = 'E00000000'")
            with pytest.raises(Exception, match="readonly"):
                reader.db.execute("insert into declined (gss) values ('E00000000')")
        finally:
            reader.close()
    finally:
        crawl.close()


def test_desk_on_a_data_folder_with_no_store_says_so_in_one_line(tmp_path, capsys):
    from datestone.people.cli import main

    assert main(["desk", "--data-dir", str(tmp_path / "none")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no state store" in err
    assert not (tmp_path / "none").exists()


# a move, and two decisions racing --------------------------------------------------------------------------------
@pytest.mark.crawl
def test_a_move_of_the_council_page_approved_at_the_desk_names_the_new_url(desk, browser, capsys):
    """The move's page is the council's page (its finding not rejected), so approving it names the new URL (CD4),
    as `datestone approve move` does."""
    gss = desk["crawled"]["gss"]["redirect"]
    store = Store(desk["db"])
    try:
        page = next(store.db.query("select url from findings where gss = ? order by id desc limit 1", [gss]))["url"]
        new_url = page.rsplit("/", 1)[0] + "/licensing-moved-here"
        check = store.record_check({"gss": gss, "url": page, "checked_at": 9e9, "outcome": "moved",
                                    "new_url": new_url, "changed": 0, "evidence": "301", "archive": "",
                                    "followed": 1, "new_status": 200})
    finally:
        store.close()
    base = desk["base"]

    def approve(browser):
        context, page_, _ = _logged_in(browser, base, "judy")
        listed = page_.locator(f"a.item[href='/-/desk/move/{check}']").count()
        page_.goto(f"{base}/-/desk/move/{check}")
        detail = page_.inner_text("main") if page_.locator("main").count() else page_.inner_text("body")
        page_.click("button[value=approve]")
        page_.wait_for_url(base + "/-/desk/")
        message = page_.inner_text(".message-info")
        context.close()
        return listed, detail, message

    listed, detail, message = browser.run(approve)
    assert listed == 1 and f"moved to {new_url} (HTTP 200 there)" in detail
    assert f"move {check} approved by judy; named page set to {new_url} (CD4)" in message
    rc, shown, _ = run(desk["crawled"], capsys, "show", gss, data=desk["data"])
    assert rc == 0 and f"named page {new_url}" in shown and "approved move" in shown


def test_of_two_decisions_at_once_the_second_waits_for_the_first_and_is_told(tmp_path):
    """review.decide checks and writes in one transaction: the second decision, arriving while the first is between
    its check and its write, waits for it and is then refused, whichever tool each came from."""
    import threading

    from datestone.register import Council

    path = tmp_path / "datestone.db"
    setup = Store(path)
    setup.ensure_council(Council("E06000002", "Middlesbrough", "http://www.middlesbrough.gov.uk/",
                                 "middlesbrough.gov.uk"), 1.0)
    finding = setup.add_finding({"gss": "E06000002", "url": "http://www.middlesbrough.gov.uk/licensing",
                                 "rung": "fixed_path", "depth": None, "schemes": [], "title": "", "score": 1.0,
                                 "fetched_at": 1.0, "archive": ""})
    setup.close()
    checked, outcome = threading.Event(), {}
    first = Store(path)
    original = first.record_review

    def slow_write(*args, **kwargs):  # the first has checked the item is pending; the second arrives now
        checked.set()
        time.sleep(0.5)
        return original(*args, **kwargs)

    first.record_review = slow_write

    def decide_second():
        second = Store(path)  # its own connection, as the desk's or another command's
        checked.wait(10)
        try:
            review.decide(second, "finding", finding, "rejected", "bob", "not the page", 3.0)
            outcome["second"] = "recorded"
        except review.ReviewError as exc:
            outcome["second"] = str(exc)
        finally:
            second.close()

    thread = threading.Thread(target=decide_second)
    thread.start()
    review.decide(first, "finding", finding, "approved", "alice", "the page", 2.0)
    thread.join(20)
    rows = [(r["decision"], r["who"]) for r in first.db.query("select * from reviews")]
    first.close()
    assert outcome["second"].startswith(f"finding {finding} was already approved by alice")
    assert rows == [("approved", "alice")]
