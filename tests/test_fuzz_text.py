"""Fuzzing the text normalisers (AF2, AF2a): text extraction, the change monitor's comparable text and word
diff, and the quote verifier's normalisation and matching never raise; normalising twice changes nothing; a
quotation cut from a page is always verified on that page; a diff counts exactly the words that changed.

Profiles and the long run: tests/fuzzing.py.
"""

from __future__ import annotations

import re
from html import escape

from hypothesis import example, given
from hypothesis import strategies as st

import tests.fuzzing  # noqa: F401  (loads the hypothesis profile)
from datestone.extract.change import comparable_text, looks_like_outage, word_diff
from datestone.enums import QuoteOutcome
from datestone.extract.quote_match import MODIFIED_MIN, QuoteSelector, match_quote, normalise, \
    selector_from_text
from datestone.extract.text import head_title, main_text, normalise_space, page_title, visible_text
from tests.htmlgen import ANY_HTML, TEXT

# What a council page's words are made of, typography included (NBSP, curly quotes, dashes, ligatures,
# zero-width marks, soft hyphens), with the control characters no page shows left out.
PAGE_CHARS = st.characters(blacklist_categories=("Cs", "Cc"), whitelist_characters="\n\t ")
WORDS_ON_A_PAGE = st.text(PAGE_CHARS, max_size=300)
PAGE_TEXT = WORDS_ON_A_PAGE | TEXT
TYPOGRAPHY = st.lists(st.sampled_from([
    "Selective", "licensing", "£750", "2025", "the", "Council", "must", "apply", " ", "  ", "\n", "\u00a0", "\u2009",
    "\u2018", "\u2019", "\u201c", "\u201d", "'", '"', "\u2013", "\u2014", "-", "\ufb01", "\u200b", "\u00ad", "\ufeff",
    "é", "e", "\u0301", "\u0308", "\u200d", ".", ",", "(", ")",
]), max_size=40).map("".join)


# --- text.py ---------------------------------------------------------------------------------

@given(ANY_HTML)
@example("selective \u200b selective")  # found by the fuzzer: a zero-width mark between spaces left two spaces
def test_text_of_any_page_comes_out_one_clean_line_per_block(html):
    for text in (visible_text(html), main_text(html)):
        for line in text.split("\n") if text else []:
            assert line and line == line.strip() and "  " not in line, repr(line)
    for title in (page_title(html), head_title(html)):
        assert title == normalise_space(title)


@given(WORDS_ON_A_PAGE | TYPOGRAPHY)
@example("0 \u200b 0")  # found by the fuzzer: read back as "0  0"
def test_a_paragraphs_words_read_back_as_written(words):
    assert visible_text(f"<p>{escape(words)}</p>") == normalise_space(words)


@given(PAGE_TEXT)
def test_normalise_space_is_idempotent(text):
    once = normalise_space(text)
    assert normalise_space(once) == once and "  " not in once and once == once.strip()


# --- change.py -------------------------------------------------------------------------------

@given(ANY_HTML)
@example("selective \u200b selective")  # found by the fuzzer: "selective  selective", then "selective selective"
def test_comparable_text_read_again_is_the_same_text(html):
    text = comparable_text(html)
    rebuilt = "<main>" + "".join(f"<p>{escape(line)}</p>" for line in text.split("\n") if line) + "</main>"
    assert comparable_text(rebuilt) == text
    looks_like_outage(html, text)  # never raises either


@given(PAGE_TEXT, PAGE_TEXT)
def test_word_diff_counts_exactly_the_words_that_changed(old, new):
    diff = word_diff(old, new)
    a, b = old.split(), new.split()
    assert diff.changed is (a != b)
    assert len(a) - diff.removed == len(b) - diff.added  # what is left on both sides is the same words
    assert not word_diff(old, old).changed
    # The HTML diff is escaped: the only markup in it is our own.
    assert re.sub(r"</?(?:del|ins|p|div)(?: class=\"datestone-diff\")?>", "", diff.html).count("<") == 0


# --- quote_match.py --------------------------------------------------------------------------

@given(PAGE_TEXT | TYPOGRAPHY | st.text(max_size=200))
@example("A\u200b\u0300")  # found by the fuzzer: "A\u0300", then "À"
def test_quote_normalisation_is_idempotent(text):
    once = normalise(text)
    assert normalise(once) == once


@given(TYPOGRAPHY | PAGE_TEXT, st.data())
@example("Cafe\u200b\u0301 prices", None)  # the same as a citation: `cite` refused the page's own text
def test_a_quote_cut_from_the_page_is_verified_on_it(page, data):
    """AF2a: what `datestone cite` accepts from a page's text is verified against that same text."""
    text = normalise(page)
    start = 0 if data is None else data.draw(st.integers(0, len(text)), label="start")
    end = len(text) if data is None else data.draw(st.integers(start, len(text)), label="end")
    exact = text[start:end]
    selector = selector_from_text(page, exact)
    if not normalise(exact):
        assert selector is None
        return
    assert selector is not None
    check = match_quote(page, selector)
    assert (check.outcome, check.similarity, check.nearest) == (QuoteOutcome.VERIFIED, 100.0, normalise(exact))


@given(PAGE_TEXT | TYPOGRAPHY, PAGE_TEXT | TYPOGRAPHY, PAGE_TEXT, PAGE_TEXT)
def test_any_quote_gets_an_outcome_that_matches_its_similarity(page, exact, prefix, suffix):
    check = match_quote(page, QuoteSelector(exact, prefix, suffix))
    assert 0.0 <= check.similarity <= 100.0
    assert (check.outcome == QuoteOutcome.VERIFIED) is (check.similarity == 100.0)
    if check.outcome == QuoteOutcome.MODIFIED:
        assert check.similarity >= MODIFIED_MIN
    if check.position is not None:  # the passage shown is where it says it is
        text = normalise(page)
        assert text[check.position:check.position + len(check.nearest)] == check.nearest
    else:
        assert check.outcome == QuoteOutcome.MISSING and check.nearest == ""
