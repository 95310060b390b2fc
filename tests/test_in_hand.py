"""Bytes in hand (PC1, PC2, AF3): which cheap answers a page read may render instead of asking for the page again,
and that only the latest answer, for the URL the page read asks for, is taken — once."""

from __future__ import annotations

import pytest

from datestone.crawl.in_hand import BytesInHand, InHand, why_not_reusable

PAGE = b"<html><body><h1>Property licensing</h1></body></html>"
URL = "http://www.council.gov.uk/housing/property-licensing"


@pytest.mark.parametrize("method, status, is_html, body, flags, reusable", [
    ("GET", 200, True, PAGE, [], True),  # a probe that landed on the page: its bytes are the page read's
    ("get", 200, True, PAGE, None, True),
    ("HEAD", 200, True, b"", [], False),  # a HEAD brings no body (and LD5 sends none anyway)
    ("GET", 301, True, PAGE, [], False),  # a redirect hop is not the page
    ("GET", 404, True, PAGE, [], False),  # LD2: nor is a 404
    ("GET", 200, False, b"%PDF-1.7", [], False),  # PC5: not an HTML page
    ("GET", 200, True, b"", [], False),  # an empty body: nothing to render
    ("GET", 200, True, PAGE, ["download_stopped"], False),  # the download was stopped part-way
    ("GET", 200, True, PAGE, ["dataloss"], False),  # the body was cut short
    ("GET", 200, True, PAGE, ["partial"], False),  # the connection ended it, with no length to check it by
])
def test_only_a_whole_200_html_get_answer_stands_for_the_page_read(method, status, is_html, body, flags, reusable):
    assert (why_not_reusable(method, status, is_html, body, flags) is None) is reusable


def test_a_cut_body_says_why_it_is_fetched_again():
    assert why_not_reusable("GET", 200, True, PAGE, ["dataloss"]) == "the body may be cut (dataloss)"
    assert why_not_reusable("HEAD", 200, True, PAGE, []) == "a HEAD brought no page to render"


def held(url: str = URL) -> InHand:
    return InHand(url=url, response=object(), request_row=7, fetched_at="2026-12-01T10:00:00+00:00")


def test_the_page_read_of_the_same_url_takes_the_bytes_once():
    hand = BytesInHand()
    answer = held()
    hand.offer(answer, None)
    assert hand.take(URL + "?x=1") is None  # another URL: fetched as usual
    assert hand.take(URL) is answer
    assert hand.take(URL) is None  # a page is read once: the bytes are given up


def test_an_answer_that_cannot_stand_for_the_page_is_not_kept():
    hand = BytesInHand()
    hand.offer(held(), "the body may be cut (partial)")
    assert hand.take(URL) is None


def test_only_the_latest_reusable_answer_is_held():
    hand = BytesInHand()
    hand.offer(held(), None)
    later = held("http://www.council.gov.uk/hmo-licensing")
    hand.offer(later, None)
    assert hand.take(URL) is None  # one body per visit, however many councils are visited side by side
    assert hand.take(later.url) is later
    hand.offer(held(), None)
    hand.offer(held("http://www.council.gov.uk/other"), "a 404 is not a page")  # what cannot be reused changes nothing
    assert hand.take(URL) is not None
