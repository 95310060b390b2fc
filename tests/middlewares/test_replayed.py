"""middlewares/replayed.py: a page read whose bytes are in hand is answered with them, not fetched again (PC1, AF3)."""

from __future__ import annotations

from middlewares.replayed import ReplayedResponseMiddleware
from datestone.enums import RequestKind
from tests.middlewares.handmade import answer, council_request

PAGE = "/private-housing/selective-licensing"


def test_pc1_a_page_whose_bytes_a_probe_brought_is_answered_with_them_and_sends_nothing(visit):
    """PC1/AF3: the probe's answer is the page; asking the council for the same HTML again would spend a request."""
    probe = council_request(visit, PAGE)
    in_hand = answer(probe, body=b"<html><body>Selective licensing</body></html>")
    page_read = council_request(visit, PAGE, RequestKind.PAGE, in_hand=in_hand)
    given = ReplayedResponseMiddleware().process_request(page_read)
    assert given.body == in_hand.body and given.status == 200 and given.url == in_hand.url
    assert given.request is page_read  # the page read's own callbacks and meta follow it, not the probe's


def test_a_request_without_bytes_in_hand_goes_on_to_the_downloader(visit):
    """PC1: only bytes already in hand are reused; anything else is fetched (and counted)."""
    assert ReplayedResponseMiddleware().process_request(council_request(visit, PAGE, RequestKind.PAGE)) is None
