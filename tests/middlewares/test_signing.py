"""middlewares/signing.py built from the crawler: the key is made in the data folder when the crawl starts, every
plain request and every redirect hop is signed as it leaves for its own host, and the browser's signer is the
crawler's while it runs (ID3).

The signature itself (RFC 9421, Web Bot Auth), `browser_headers`, and the middleware leaving browser requests alone
are tested in tests/test_signing.py."""

from __future__ import annotations

import pytest
from scrapy.utils.misc import build_from_crawler

from datestone.politeness.keys import KeyStore
from datestone.politeness.signing import SIGNATURE_FIELDS, InvalidSignature, verify
from middlewares.signing import SigningMiddleware
from tests.middlewares.handmade import SITE, council_request, redirect_hop


@pytest.fixture
def middleware(crawler):
    return build_from_crawler(SigningMiddleware, crawler)


def sent_headers(request) -> dict[str, str]:
    return {k.decode(): v[0].decode() for k, v in request.headers.items()}


def directory(runtime) -> dict:
    return KeyStore.for_data_dir(runtime.config.data_dir, runtime.clock).directory()


def test_id3_the_key_is_made_in_the_data_folder_when_the_crawl_starts(runtime, middleware):
    """ID3: made (or found broken) at start, not halfway through a visit; its public key is what the directory
    at /.well-known/http-message-signatures-directory serves."""
    assert (runtime.config.data_dir / "keys").is_dir()
    assert len(directory(runtime)["keys"]) == 1


def test_id3_a_plain_request_is_signed_as_it_leaves_for_its_own_host(crawler, runtime, middleware, visit):
    """ID3: signed when it leaves, so `created` is fresh and `@authority` its own host."""
    request = council_request(visit, f"{SITE}/selective-licensing")
    assert middleware.process_request(request) is None
    headers = sent_headers(request)
    assert set(SIGNATURE_FIELDS) <= set(headers)
    assert verify("GET", request.url, headers, directory(runtime), runtime.clock.now())["created"] == \
        int(runtime.clock.now())
    assert crawler.stats.get_value("datestone/politeness/signing/plain") == 1


def test_id3_a_redirect_hop_to_another_host_is_signed_again_for_that_host(runtime, middleware, visit):
    """ID3: `@authority` is the request's own host, so a hop carrying its parent's signature would not verify."""
    first = council_request(visit, f"{SITE}/housing")
    middleware.process_request(first)
    runtime.clock.advance(3)
    hop = redirect_hop(first, "http://housing.adur-worthing.gov.uk/licensing")
    with pytest.raises(InvalidSignature):
        verify("GET", hop.url, sent_headers(hop), directory(runtime), runtime.clock.now())  # carried over: stale
    middleware.process_request(hop)
    assert verify("GET", hop.url, sent_headers(hop), directory(runtime), runtime.clock.now())["created"] == \
        int(runtime.clock.now())
