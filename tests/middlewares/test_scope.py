"""The scope middleware (LD4, LD5, PC6, RF1) on its own, without a crawl: the address check waits in a thread, so
those tests run under the reactor; the rest are driven by hand."""

from __future__ import annotations

import re
import socket

import pytest
import pytest_twisted
from scrapy import Request
from scrapy.exceptions import IgnoreRequest
from scrapy.statscollectors import MemoryStatsCollector
from scrapy.utils.defer import deferred_from_coro
from scrapy.utils.misc import build_from_crawler

from datestone.enums import RequestKind, VisitOutcome
from datestone.register import Council
from datestone.crawl.visit import META_KEY, RequestContext, VisitState
from middlewares.scope import ScopeMiddleware
from tests.middlewares.handmade import answer, council_request, finished

COUNCIL = Council(gss="E07000223", name="Adur", homepage="http://www.adur-worthing.gov.uk/",
                  site_domain="adur-worthing.gov.uk")


class _Crawler:  # only what MemoryStatsCollector needs
    class settings:  # noqa: N801
        @staticmethod
        def getbool(name, default=False):
            return False


def request(url: str, method: str = "GET", visit: VisitState | None = None) -> Request:
    visit = visit or VisitState(council=COUNCIL, visit_id=1, job="t")
    return Request(url, method=method, meta={META_KEY: RequestContext(visit=visit, kind=RequestKind.CHEAP)})


def run(coroutine):
    """Drive a middleware coroutine as Scrapy does under the asyncio reactor (as an asyncio task)."""
    return deferred_from_coro(coroutine)


def middleware(allow_private: bool) -> ScopeMiddleware:
    return ScopeMiddleware(allow_private, MemoryStatsCollector(_Crawler()))


@pytest.mark.parametrize("address", ["10.1.2.3", "127.0.0.1", "169.254.169.254", "192.168.0.1", "::1", "224.0.0.1"])
@pytest_twisted.ensureDeferred
async def test_pc6_a_council_host_resolving_to_a_private_address_is_refused(monkeypatch, address):
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(family, socket.SOCK_STREAM, 6, "", (address, 80))])
    visit = VisitState(council=COUNCIL, visit_id=1, job="t")
    with pytest.raises(IgnoreRequest, match="private address"):
        await run(middleware(False).process_request(request("http://www.adur-worthing.gov.uk/x", visit=visit)))
    assert visit.declined == [("http://www.adur-worthing.gov.uk/x", "resolves to a private address (PC6)")]


@pytest_twisted.ensureDeferred
async def test_pc6_public_address_passes_and_the_setting_allows_private_ones_for_tests(monkeypatch):
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(socket.AF_INET, 1, 6, "", ("51.1.2.3", 80))])
    assert await run(middleware(False).process_request(request("http://www.adur-worthing.gov.uk/x"))) is None
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(socket.AF_INET, 1, 6, "", ("10.0.0.1", 80))])
    assert await run(middleware(True).process_request(request("http://www.adur-worthing.gov.uk/x"))) is None


@pytest.mark.parametrize("url, method, fragment", [
    ("http://www.example.com/", "GET", "off the council's domain"),  # LD4
    ("http://evil-adur-worthing.gov.uk/", "GET", "off the council's domain"),  # LD4: not a subdomain
    ("http://www.adur-worthing.gov.uk/form", "POST", "is not GET"),  # LD5
    ("http://www.adur-worthing.gov.uk/user/login", "GET", "sign-in page"),  # LD5
])
@pytest_twisted.ensureDeferred
async def test_ld4_ld5_out_of_scope_requests_are_refused(url, method, fragment):
    with pytest.raises(IgnoreRequest, match=fragment):
        await run(middleware(True).process_request(request(url, method)))


@pytest_twisted.ensureDeferred
async def test_rf1_nothing_is_requested_after_the_visit_ended():
    visit = VisitState(council=COUNCIL, visit_id=1, job="t")
    visit.end(VisitOutcome.REFUSED, "403")
    with pytest.raises(IgnoreRequest, match="visit ended"):
        await run(middleware(True).process_request(request("http://www.adur-worthing.gov.uk/next", visit=visit)))


# built from the crawler, as Scrapy builds it ----------------------------------------------------------------------

@pytest.mark.parametrize("path_or_url, method, ended, stat, why", [
    ("http://www.example.com/", "GET", None, "off_domain", "off the council's domain adur-worthing.gov.uk (LD4)"),
    ("/licensing", "POST", None, "not_get", "POST is not GET (LD5)"),
    ("/my-account/sign-in", "GET", None, "sign_in", "a sign-in page (LD5)"),
    ("/licensing", "GET", (VisitOutcome.REFUSED, "429"), "visit_ended", "visit ended (refused: 429)"),
])
def test_ld4_ld5_rf1_each_refusal_is_declined_with_its_reason_and_counted(crawler, visit, path_or_url, method,
                                                                          ended, stat, why):
    """LD4/LD5/RF1: the reason a person reads, in the IgnoreRequest and the visit's declined list, and its stat."""
    if ended:
        visit.end(*ended)
    request = council_request(visit, path_or_url, method=method)
    with pytest.raises(IgnoreRequest, match=re.escape(f"{why}: {request.url}")):
        finished(build_from_crawler(ScopeMiddleware, crawler).process_request(request))
    assert visit.declined == [(request.url, why)]
    assert crawler.stats.get_value(f"datestone/scope/{stat}") == 1


@pytest.mark.parametrize("status, declined", [(401, True), (200, False), (403, False), (404, False)])
def test_ld5_a_page_that_asks_for_a_login_is_skipped_and_not_asked_again(crawler, visit, status, declined):
    """LD5: nothing needing a login is read; a 401 is declined for the rest of the visit."""
    request = council_request(visit, "/landlords/portal")
    response = answer(request, status)
    assert build_from_crawler(ScopeMiddleware, crawler).process_response(request, response) is response
    assert visit.declined == ([(request.url, "asks for a login (401, LD5)")] if declined else [])
    assert crawler.stats.get_value("datestone/scope/needs_login") == (1 if declined else None)


@pytest_twisted.ensureDeferred
async def test_pc6_from_crawler_refuses_private_addresses_unless_the_setting_allows_them(make_crawler, visit,
                                                                                        monkeypatch):
    """PC6: off in production (the setting's default); the tests and the demo turn it on."""
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [(socket.AF_INET, 1, 6, "", ("10.0.0.1", 80))])
    production = build_from_crawler(ScopeMiddleware, make_crawler(DATESTONE_ALLOW_PRIVATE_ADDRESSES=False))
    with pytest.raises(IgnoreRequest, match="private address"):
        await run(production.process_request(council_request(visit, "/licensing")))
    tests_and_demo = build_from_crawler(ScopeMiddleware, make_crawler(DATESTONE_ALLOW_PRIVATE_ADDRESSES=True))
    assert await run(tests_and_demo.process_request(council_request(visit, "/licensing"))) is None
