"""Fuzzing the page classifier and what feeds the ladder's choices (LD1, LD4, LD5, PC1): the classifier, scheme
detection, link scoring and link extraction never raise on any page or URL, and their answers keep their shape —
a verdict that matches its score, schemes only on a licensing page, only web links, scores in range.

Profiles and the long run: tests/fuzzing.py.
"""

from __future__ import annotations

import math
from urllib.parse import urlsplit

from hypothesis import example, given
from hypothesis import strategies as st

import tests.fuzzing  # noqa: F401  (loads the hypothesis profile)
from datestone.extract.classify import LICENSING_PAGE_MIN_SCORE, classify_page
from datestone.enums import Scheme
from datestone.extract.links import Link, extract_links
from tests.test_schemes import detect_schemes  # the facts' schemes in force, read on a fixed day
from datestone.extract.scoring import DIRECT_MIN_SCORE, rank_links, score_link
from tests.htmlgen import ANY_HTML, PAGE_URLS, TEXT, WORDS

BASE = "https://www.council.gov.uk/housing/"


@given(ANY_HTML, PAGE_URLS)
# Found by the fuzzer: a control character in a dropped element's tail made lxml raise ValueError (text.py),
# and a URL urlsplit cannot read ("http://[::1") raised out of the classifier.
@example('<area href="/selective-licensing" class="cookie-banner">\x1f</area>',
         "https://www.council.gov.uk/housing/selective-licensing")
@example("<p>Selective licensing<nav>menu</nav>\x00 is in force\x0c today</p>", BASE)
@example("", "http://[::1")
def test_any_page_gets_a_verdict_that_matches_its_score(html, url):
    verdict = classify_page(html, url)
    assert math.isfinite(verdict.score)
    assert verdict.is_licensing_page is (verdict.score >= LICENSING_PAGE_MIN_SCORE)
    assert verdict.is_licensing_page or verdict.schemes == ()  # schemes mean nothing off the licensing page
    assert len(set(verdict.schemes)) == len(verdict.schemes)
    assert classify_page(html, url) == verdict  # deterministic: same page, same answer


@given(st.lists(WORDS, max_size=40).map(" ".join) | st.text(max_size=400))
def test_scheme_detection_answers_each_scheme_once_in_order(text):
    schemes = detect_schemes(text)
    assert list(schemes) == [s for s in Scheme if s in schemes]


@given(PAGE_URLS | st.text(max_size=60), TEXT)
def test_every_link_scores_in_range_and_only_web_links_score(url, text):
    score = score_link(url, text)
    assert 0.0 <= score <= DIRECT_MIN_SCORE + 0.5
    if score:
        assert urlsplit(url).scheme.lower() in ("http", "https")


@given(ANY_HTML, st.sampled_from([BASE, "", "not a url", "http://[::1", "mailto:x@y.z"]))
# Found by the fuzzer: urljoin's ValueError escaped extract_links for a <base href> it could not join.
@example('<html><head><base href="/housing/"></head><body></body></html>', "http://[::1")
@example('<base href="http://["><a href="/x">x</a>', BASE)
def test_links_are_absolute_web_urls_each_once_and_rank_best_first(html, base):
    links = extract_links(html, base)
    urls = [link.url for link in links]
    assert len(set(urls)) == len(urls)
    for url in urls:
        parts = urlsplit(url)
        assert parts.scheme in ("http", "https") and parts.netloc and not parts.fragment and "#" not in url
    ranked = rank_links(links + [Link(BASE + "selective-licensing", "Selective licensing")])
    scores = [score for score, _ in ranked]
    assert scores == sorted(scores, reverse=True) and all(score > 0 for score in scores)
