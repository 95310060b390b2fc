"""The scope middleware (LD4, LD5, PC6, RF1) on its own, under the reactor, without a crawl."""

from __future__ import annotations

import socket

import pytest
import pytest_twisted
from scrapy import Request
from scrapy.exceptions import IgnoreRequest
from scrapy.statscollectors import MemoryStatsCollector
from scrapy.utils.defer import deferred_from_coro

from datestone.enums import RequestKind, VisitOutcome
from datestone.register import Council
from datestone.crawl.visit import META_KEY, RequestContext, VisitState
from middlewares.scope import ScopeMiddleware

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
