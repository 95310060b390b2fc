"""AF2 conditional requests (middlewares/validators.py): each URL of a redirect chain is asked with the validators
stored for THAT URL (RFC 9110 §13.1), never with the cited page's — so a moved page is not taken for unchanged."""

from __future__ import annotations

import pytest
from scrapy import Request
from scrapy.statscollectors import MemoryStatsCollector
from scrapy.utils.misc import build_from_crawler

from datestone.enums import RequestKind
from datestone.register import Council
from datestone.state.store import Store
from datestone.crawl.visit import META_KEY, RequestContext, VisitState
from middlewares.validators import ValidatorsMiddleware, stored_validators
from tests.middlewares.handmade import council_request

COUNCIL = Council(gss="E06000001", name="Hartlepool", homepage="http://www.hartlepool.gov.uk/",
                  site_domain="hartlepool.gov.uk")
CITED = "http://www.hartlepool.gov.uk/housing/selective-licensing"
MOVED_TO = "http://www.hartlepool.gov.uk/housing/private-renting/selective-licensing"
OTHER_CITED = "http://www.hartlepool.gov.uk/housing/private-renting/landlord-guidance"


class _Crawler:  # only what MemoryStatsCollector needs
    class settings:  # noqa: N801
        @staticmethod
        def getbool(name, default=False):
            return False


@pytest.fixture
def store(tmp_path):
    store = Store(tmp_path / "datestone.db")
    store.save_page_state(CITED, COUNCIL.gss, 1.0, etag='"5e1-18c2f0a4"', last_modified="Mon, 07 Apr 2025 09:12:44 GMT")
    store.save_page_state(OTHER_CITED, COUNCIL.gss, 1.0, etag='W/"guide-41"')
    return store


def _first(url: str, conditional: bool = True, headers: dict | None = None) -> Request:
    context = RequestContext(visit=VisitState(council=COUNCIL, visit_id=1, job="liveness"), kind=RequestKind.CHECK,
                             conditional=conditional, asked_url=url)
    return Request(url, meta={META_KEY: context}, headers=headers)


def _hop(request: Request, url: str) -> Request:
    """As Scrapy's redirect middleware builds a hop: the request copied (headers and meta) to the new URL."""
    hop = request.replace(url=url)
    hop.meta["redirect_urls"] = [*request.meta.get("redirect_urls", []), request.url]
    return hop


def _sent(request: Request) -> dict[str, str]:
    return {k.decode(): v[0].decode() for k, v in request.headers.items()
            if k.decode() in ("If-None-Match", "If-Modified-Since")}


def test_the_cited_page_is_asked_with_its_own_stored_validators(store):
    middleware = ValidatorsMiddleware(store, MemoryStatsCollector(_Crawler()))
    first = _first(CITED)
    middleware.process_request(first)
    assert _sent(first) == {"If-None-Match": '"5e1-18c2f0a4"', "If-Modified-Since": "Mon, 07 Apr 2025 09:12:44 GMT"}


def test_a_hop_to_a_url_we_hold_nothing_for_is_asked_unconditionally(store):
    stats = MemoryStatsCollector(_Crawler())
    middleware = ValidatorsMiddleware(store, stats)
    first = _first(CITED)
    middleware.process_request(first)
    hop = _hop(first, MOVED_TO)
    assert _sent(hop)  # Scrapy carried the cited page's validators over...
    middleware.process_request(hop)
    assert _sent(hop) == {}  # ...and they are not sent to another URL
    assert stats.get_value("datestone/validators/hop_cleared") == 1
    assert stats.get_value("datestone/validators/none_stored") == 1


def test_a_hop_to_a_url_we_hold_validators_for_is_asked_with_those(store):
    middleware = ValidatorsMiddleware(store, MemoryStatsCollector(_Crawler()))
    first = _first("http://www.hartlepool.gov.uk/housing/landlord-guidance")
    middleware.process_request(first)
    assert _sent(first) == {}
    hop = _hop(first, OTHER_CITED)
    middleware.process_request(hop)
    assert _sent(hop) == {"If-None-Match": 'W/"guide-41"'}
    back = _hop(hop, CITED)  # a chain that comes back to a URL we hold: its own validators again
    middleware.process_request(back)
    assert _sent(back)["If-None-Match"] == '"5e1-18c2f0a4"'


def test_a_request_not_asked_conditionally_carries_no_validators_at_all(store):
    middleware = ValidatorsMiddleware(store, MemoryStatsCollector(_Crawler()))
    quote_read = _first(CITED, conditional=False, headers={"If-None-Match": '"stale"'})
    middleware.process_request(quote_read)
    assert _sent(quote_read) == {}  # the quote verifier needs the body, and no other code sets these headers


@pytest.mark.parametrize("state, headers", [
    (None, {}),
    ({"etag": None, "last_modified": None}, {}),
    ({"etag": '"a"'}, {"If-None-Match": '"a"'}),
    ({"last_modified": "Tue, 01 Apr 2025 00:00:00 GMT"}, {"If-Modified-Since": "Tue, 01 Apr 2025 00:00:00 GMT"}),
])
def test_stored_validators_are_what_the_server_gave(state, headers):
    assert stored_validators(state) == headers


# built from the crawler, as Scrapy builds it ----------------------------------------------------------------------

def test_af2_built_from_the_crawler_it_asks_with_what_the_shared_store_holds(crawler, runtime, visit):
    """AF2: the validators come from the store every job shares, for exactly the URL asked."""
    page = "http://www.adur-worthing.gov.uk/selective-licensing"
    runtime.store.save_page_state(page, visit.council.gss, runtime.clock.now(), etag='"v7"')
    request = council_request(visit, page, RequestKind.CHECK)
    request.meta[META_KEY].conditional = True
    build_from_crawler(ValidatorsMiddleware, crawler).process_request(request)
    assert _sent(request) == {"If-None-Match": '"v7"'}
    assert crawler.stats.get_value("datestone/validators/sent") == 1


def test_af2_the_browser_reading_is_left_as_it_is(crawler, visit):
    """AF2: the conditional ask is the plain fetch's; the rendering is not asked again."""
    request = council_request(visit, "/", RequestKind.PAGE, render=True, headers={"If-None-Match": '"x"'})
    build_from_crawler(ValidatorsMiddleware, crawler).process_request(request)
    assert _sent(request) == {"If-None-Match": '"x"'}
