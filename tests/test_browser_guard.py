"""datestone.crawl.browser.PageGuard — what Chromium may load while it shows one page (LD4, LD5, LD7, RB1, RB4, RF1)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
import pytest_twisted

from datestone.crawl import browser, script_requests
from datestone.enums import RequestKind, VisitOutcome
from datestone.crawl.browser import PageGuard, abort_unguarded
from datestone.crawl.subresources import ChromiumBodies
from datestone.register import Council
from datestone.politeness.robots import RobotsOutcome, RobotsRules
from datestone.crawl.visit import META_KEY, RequestContext, VisitState

ADUR = Council(gss="E07000223", name="Adur", homepage="http://www.adur-worthing.gov.uk/",
               site_domain="adur-worthing.gov.uk")
WWW = "http://www.adur-worthing.gov.uk"
ASSETS = "http://assets.adur-worthing.gov.uk"
ROBOTS = b"User-agent: *\nDisallow: /private/\n"


def _visit() -> VisitState:
    visit = VisitState(council=ADUR, visit_id=1, job="t")
    visit.robots[WWW] = RobotsRules.from_answer(RobotsOutcome.PARSED, ROBOTS)
    return visit


def _guard(visit: VisitState | None = None) -> PageGuard:
    return PageGuard(visit=visit or _visit(), page_url=WWW + "/housing/hmo", status=200,
                     headers=[("content-type", "text/html")], body=b"<html></html>")


def _verdict(guard, url, method="GET", resource_type="stylesheet", is_navigation=False):
    return guard.verdict(url, method, resource_type, is_navigation)


@pytest.mark.parametrize("resource_type", ["stylesheet", "script", "image", "font", "fetch", "xhr"])
def test_ld4_own_domain_get_subresource_allowed_by_robots_is_let_through(resource_type):
    assert _verdict(_guard(), WWW + "/static/site.css", resource_type=resource_type) is None


@pytest.mark.parametrize(
    "url",
    [
        "https://fonts.googleapis.com/css?family=Open+Sans",
        "https://www.google-analytics.com/analytics.js",
        "http://evil-adur-worthing.gov.uk/x.css",  # not a label boundary
        "http://adur-worthing.gov.uk.evil.example/x.css",
        "http://worthing.gov.uk/x.css",
    ],
)
def test_ld4_off_domain_subresources_are_refused(url):
    assert "LD4" in _verdict(_guard(), url)


def test_rb1_subdomain_is_refused_until_its_own_robots_txt_is_known():
    visit = _visit()
    guard = _guard(visit)
    why = _verdict(guard, ASSETS + "/site.css")
    assert why is not None and "RB1" in why
    visit.robots[ASSETS] = RobotsRules.from_answer(RobotsOutcome.OPEN)
    assert _verdict(guard, ASSETS + "/site.css") is None


def test_rb1_robots_is_keyed_by_scheme_and_port_too():
    guard = _guard()
    assert "RB1" in _verdict(guard, "https://www.adur-worthing.gov.uk/site.css")
    assert "RB1" in _verdict(guard, "http://www.adur-worthing.gov.uk:8080/site.css")
    assert _verdict(guard, "http://www.adur-worthing.gov.uk:80/site.css") is None  # default port, same origin


@pytest.mark.parametrize("resource_type", ["image", "script", "stylesheet"])
def test_rb4_robots_disallowed_subresource_is_refused_with_the_evidence_line(resource_type):
    why = _verdict(_guard(), WWW + "/private/photo.png", resource_type=resource_type)
    assert why is not None and "RB4" in why
    assert "Disallow: /private/" in why


@pytest.mark.parametrize("outcome", [RobotsOutcome.CLOSED, RobotsOutcome.REFUSED, RobotsOutcome.UNAVAILABLE])
def test_rb4_a_host_whose_robots_txt_was_not_usable_loads_nothing(outcome):
    visit = _visit()
    visit.robots[WWW] = RobotsRules.from_answer(outcome)
    assert "RB4" in _verdict(_guard(visit), WWW + "/site.css")


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "post"])
def test_ld5_anything_but_get_is_refused(method):
    assert "LD5" in _verdict(_guard(), WWW + "/api/form", method=method, resource_type="fetch")


@pytest.mark.parametrize("resource_type", ["document", "stylesheet"])
def test_ld5_navigation_requests_are_refused(resource_type):
    why = _verdict(_guard(), WWW + "/housing/other-page", resource_type=resource_type, is_navigation=True)
    assert why is not None and "navigation" in why


@pytest.mark.parametrize(
    "resource_type",
    ["media", "websocket", "ping", "manifest", "other", "eventsource", "texttrack", "beacon", "prefetch"],
)
def test_ld7_resource_types_that_are_not_the_page_are_refused(resource_type):
    assert "LD7" in _verdict(_guard(), WWW + "/x", resource_type=resource_type)


@pytest.mark.parametrize(
    "url, method, resource_type",
    [
        (WWW + "/static/site.css", "GET", "stylesheet"),  # would otherwise be allowed
        (WWW + "/static/app.js", "GET", "script"),
        (ASSETS + "/x.png", "GET", "image"),
    ],
)
def test_rf1_once_the_visit_is_refused_nothing_more_loads(url, method, resource_type):
    visit = _visit()
    visit.robots[ASSETS] = RobotsRules.from_answer(RobotsOutcome.OPEN)
    guard = _guard(visit)
    assert _verdict(guard, url, method, resource_type) is None
    visit.end(VisitOutcome.REFUSED, "403")
    why = _verdict(guard, url, method, resource_type)
    assert why is not None and "refused: 403" in why


# fail closed: a page without our guard loads nothing ----------------------------------------------
def _request_on(page) -> SimpleNamespace:
    return SimpleNamespace(frame=SimpleNamespace(page=page))


class _FakeDevToolsSession:
    def __init__(self):
        self.handlers, self.sent = {}, []

    def on(self, event, handler):
        self.handlers[event] = handler

    async def send(self, method, params=None):
        self.sent.append(method)
        return {}


class _FakeContext:
    def __init__(self):
        self.sessions = []

    async def new_cdp_session(self, page):
        self.sessions.append(_FakeDevToolsSession())
        return self.sessions[-1]


class _FakePage:
    def __init__(self):
        self.context = _FakeContext()
        self.handlers = {}
        self.routes = []
        self.init_scripts = []

    def on(self, event, handler):
        self.handlers[event] = handler

    async def add_init_script(self, script):
        self.init_scripts.append(script)

    async def route(self, pattern, handler):
        self.routes.append((pattern, handler))


def _run(coro):
    """Drive a coroutine that never really suspends (the pytest reactor owns this thread's event loop)."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value
    coro.close()
    raise AssertionError("coroutine suspended")


def test_ld4_ld7_a_request_from_a_page_without_a_guard_is_aborted():
    assert abort_unguarded(_request_on(_FakePage())) is True


def test_ld4_ld7_a_request_whose_frame_is_gone_is_aborted():
    class Detached:
        @property
        def frame(self):
            raise RuntimeError("frame was detached")

    assert abort_unguarded(Detached()) is True


def test_ld4_ld7_a_guarded_page_is_left_to_its_guard_until_it_closes():
    page, guard = _FakePage(), _guard()
    rendering = RequestContext(visit=guard.visit, kind=RequestKind.PAGE, render=True, guard=guard)
    _run(browser.install_guard(page, SimpleNamespace(meta={META_KEY: rendering})))
    try:
        assert abort_unguarded(_request_on(page)) is False
        assert page.routes and page.routes[0][1] == guard.route
        assert page.init_scripts == [script_requests.SCRIPT_REQUESTS_COUNTER]  # the page counts its scripts' requests
        # AF3, PC3: bodies come from Chromium by request id through a session of our own, never fetched again
        [session] = page.context.sessions
        assert session.sent == ["Network.enable"] and "Network.requestWillBeSent" in session.handlers
        assert isinstance(guard.capture.bodies, ChromiumBodies)
    finally:
        page.handlers["close"](page)
    assert abort_unguarded(_request_on(page)) is True


@pytest.mark.parametrize("markup", [b'<iframe src="https://www.youtube.com/embed/x"></iframe>',
                                    b"<IFRAME title=v\nSRC=https://www.youtube.com/embed/x>",
                                    b"<frameset><frame src=http://other.example/></frameset>",
                                    b'<embed type="video/mp4" src="https://cdn.example/v.mp4">',
                                    b'<object data="https://cdn.example/map.swf"></object>'])
def test_ld4_ld7_frames_embeds_and_objects_reach_chromium_without_a_source(markup):
    # Chromium opens a tunnel for an https frame before any route sees it (tests/fakeweb/hostile/37-…).
    rendered = browser.inert_for_rendering(b"<html><body>" + markup + b"</body></html>")
    assert b"example" in rendered or b"youtube" in rendered  # the markup stays, for the archived rendering
    for attribute in (b" src=", b" SRC=", b"\nSRC=", b" data="):
        assert attribute not in rendered


def test_ld4_images_and_links_are_left_as_they_are_for_the_guard_to_judge():
    page = b'<img src="/logo.png"><a href="https://other.example/">x</a><script src="/app.js"></script>'
    assert browser.inert_for_rendering(page) == page


def test_ld4_the_page_chromium_renders_carries_an_own_domain_only_content_security_policy():
    policy = browser.own_domain_only_policy("adur-worthing.gov.uk")
    assert "default-src 'self' adur-worthing.gov.uk *.adur-worthing.gov.uk" in policy
    assert "frame-src 'none'" in policy and "form-action 'none'" in policy


@pytest.mark.parametrize("markup", [b'<meta http-equiv="refresh" content="0; url=/home">',
                                    b"<META HTTP-EQUIV=Refresh CONTENT='5'>", b"<meta\nhttp-equiv = 'refresh' content=0>"])
def test_ld5_a_meta_refresh_never_navigates_the_rendering_away(markup):
    rendered = browser.inert_for_rendering(b"<html><head>" + markup + b"</head></html>")
    assert b"data-datestone-blocked-" in rendered
    assert browser.inert_for_rendering(b'<meta charset="utf-8"><meta name="refresh">') == (
        b'<meta charset="utf-8"><meta name="refresh">')


def test_pc3_once_the_page_is_read_nothing_more_it_asks_for_loads():
    guard = _guard()
    assert _verdict(guard, WWW + "/assets/site.css") is None
    guard.read = True
    assert "already read" in _verdict(guard, WWW + "/assets/site.css")


@pytest.mark.parametrize("loading", [False, True])
@pytest_twisted.ensureDeferred
async def test_pc3_the_gate_goes_when_the_page_settles_unless_something_is_still_loading(monkeypatch, loading):
    from scrapy.utils.defer import deferred_from_coro

    guard, released = _guard(), []
    guard.on_read = lambda: released.append(True)
    guard.last_activity = 0.0  # quiet for long enough already
    if loading:
        guard.in_flight.add("slow.css")  # still loading at the deadline: the gate waits for the page to close
    page = SimpleNamespace()
    monkeypatch.setattr(browser, "SETTLE_TIMEOUT_MS", 100)
    monkeypatch.setitem(browser._GUARDS, id(page), guard)
    await deferred_from_coro(browser.settle(page))
    assert guard.read and released == ([] if loading else [True])


@pytest_twisted.ensureDeferred
async def test_pc2_a_page_is_not_settled_while_its_scripts_still_wait_for_a_fetch_chromium_has_not_reported():
    """Our own count of requests says quiet (Chromium's report of the menu fetch has not reached us yet), but the
    page says its script is still waiting: the page is not read until the page says 0."""
    from scrapy.utils.defer import deferred_from_coro

    guard, released, asked = _guard(), [], []
    guard.on_read = lambda: released.append(len(asked))
    guard.last_activity = 0.0

    class Page:
        async def evaluate(self, expression):
            assert expression == script_requests.SCRIPT_REQUESTS_WAITING
            asked.append(expression)
            return 1 if len(asked) < 3 else 0

    page = Page()
    browser._GUARDS[id(page)] = guard
    try:
        await deferred_from_coro(browser.settle(page))
    finally:
        browser._GUARDS.pop(id(page), None)
    assert guard.read and released == [3]


PAGE_WITH_SCRIPT_REQUESTS = b"""<html><head><script>
document.addEventListener("DOMContentLoaded", function () {
  fetch("/api/menu.json").then(function (r) { return r.json(); }).then(function (d) { document.title = d.title; });
  var x = new XMLHttpRequest(); x.open("GET", "/api/alerts.json"); x.send();
  fetch("/api/blocked.json").catch(function () {});
});
</script></head><body><h1>Housing</h1></body></html>"""


def _script_requests_seen_by_the_page() -> list[int]:
    """In real Chromium: the counter's readings while two calls are held, after one is answered, after all are."""
    from playwright.sync_api import sync_playwright

    readings = []
    with sync_playwright() as pw:
        args = [a for a in browser.CHROMIUM_ARGS if not a.startswith("--user-agent")]
        chromium = pw.chromium.launch(executable_path=browser.CHROMIUM_BINARY, headless=True,
                                      args=[*args, "--host-resolver-rules=MAP * ~NOTFOUND"])
        try:
            page = chromium.new_page()
            page.add_init_script(script=script_requests.SCRIPT_REQUESTS_COUNTER)
            held = {}

            def route(route):
                url = route.request.url
                if url.endswith("/housing"):
                    route.fulfill(status=200, content_type="text/html", body=PAGE_WITH_SCRIPT_REQUESTS)
                elif url.endswith("/blocked.json"):
                    route.abort("blockedbyclient")  # what the guard does to a request it refuses
                else:
                    held[url.rsplit("/", 1)[-1]] = route

            def waiting(until):
                for _ in range(400):
                    value = page.evaluate(script_requests.SCRIPT_REQUESTS_WAITING)
                    if until(value):
                        return value
                    page.wait_for_timeout(10)
                return value

            page.route("**/*", route)
            page.goto("http://www.council.test/housing", wait_until="load")
            readings.append(waiting(lambda v: len(held) == 2 and v <= 2))
            held.pop("menu.json").fulfill(status=200, content_type="application/json", body=b'{"title": "Menu"}')
            readings.append(waiting(lambda v: v <= 1))
            held.pop("alerts.json").fulfill(status=200, content_type="application/json", body=b"[]")
            readings.append(waiting(lambda v: v == 0))
            readings.append(page.evaluate("document.title"))  # the page's own script still got its answer
        finally:
            chromium.close()
    return readings


@pytest.mark.crawl
def test_pc2_the_page_counts_the_fetch_and_xhr_calls_its_scripts_still_wait_for():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=1) as thread:  # the sync API wants a thread with no event loop
        readings = thread.submit(_script_requests_seen_by_the_page).result(timeout=120)
    assert readings == [2, 1, 0, "Menu"]


def test_pc3_a_request_the_guard_lets_go_is_in_flight_before_chromium_reports_it():
    guard = _guard()
    guard.navigated = True  # the page itself was fulfilled already
    class Request:  # hashable, as Playwright's requests are
        url, method, resource_type, redirected_from = WWW + "/assets/site.css", "GET", "stylesheet", None
        frame = SimpleNamespace(parent_frame=None)

        def is_navigation_request(self):
            return False

    request = Request()

    class Route:
        async def fallback(self):
            pass

    _run(guard.route(Route(), request))
    assert request in guard.in_flight  # settle waits for it, whenever the "request" event comes
    guard.request_ended(request)
    assert not guard.in_flight


def test_pc3_a_finished_request_is_off_the_wire_at_once_and_the_page_closes_only_once_its_body_is_kept():
    """The gate goes when the last request has finished on the wire, not when Chromium has handed its body over for
    the archive (AF3): that is memory, not the wire. The page is not closed (settle does not return) before it is."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    guard, events = _guard(), []
    guard.on_read = lambda: events.append(("gate let go", guard.keeping))

    class Request:  # hashable, as Playwright's requests are
        redirected_from = None

    async def scenario():
        handed_over = asyncio.Event()

        class Capture:
            async def take(self, pw_request):
                events.append(("keeping", pw_request in guard.in_flight))
                await handed_over.wait()
                events.append(("kept",))

        request = Request()
        guard.capture = Capture()
        guard.let_through.add(request)
        guard.request_started(request)
        keeping = asyncio.ensure_future(guard.request_finished(request))
        await asyncio.sleep(0.01)
        assert not guard.in_flight and guard.keeping == 1 and events == [("keeping", False)]
        page = SimpleNamespace()  # no evaluate: the page cannot say, so none of its scripts waits
        browser._GUARDS[id(page)] = guard
        try:
            settled = asyncio.ensure_future(browser.settle(page))
            await asyncio.sleep(browser.SETTLE_QUIET_S * 5)
            assert ("gate let go", 1) in events and not settled.done()  # let go while the body is still coming
            handed_over.set()
            await settled
            await keeping
        finally:
            browser._GUARDS.pop(id(page), None)

    with ThreadPoolExecutor(max_workers=1) as thread:  # a loop of its own: the pytest reactor owns this thread's
        thread.submit(asyncio.run, scenario()).result(timeout=30)
    assert events[-1] == ("kept",) and guard.keeping == 0
