"""datestone.extract.quote_match: is the quotation still on the page? (AF2a; the page text comes from the AF3 archive.)

Tables of tricky cases: typography a reader does not see as a change is forgiven (whitespace, NBSP, quotes,
dashes, ligatures); any change of words, digits or case is at best "modified", never "verified".
"""
from __future__ import annotations

import random

import pytest

from datestone.enums import QuoteOutcome
from datestone.extract.quote_match import QuoteSelector, match_quote, normalise, selector_from_text

PAGE = ("Selective licensing\n"
        "The Council\u2019s selective licensing scheme applies to privately rented homes in the designated area.\n"
        "Licences granted from 1 June 2026 are valid for five years.\n"
        "The fee is \u00a3950 per property, payable in two parts \u2013 the first on application.\n"
        "Landlords must not let a property that needs a licence without one.\n"
        "Applications close on 31 March 2027 and late applications incur a penalty.\n")


# normalise ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("raw, expected", [
    ("  one \n\t two   three ", "one two three"),
    ("non\u00a0breaking\u2009thin\u202fnarrow\u3000ideographic", "non breaking thin narrow ideographic"),
    ("\u201ccurly\u201d \u2018single\u2019 it\u2019s \u201elow\u201c", "\"curly\" 'single' it's \"low\""),
    ("a\u2010b\u2011c\u2012d\u2013e\u2014f\u2015g\u2212h", "a-b-c-d-e-f-g-h"),
    ("\ufb01ve \ufb02ats \ufb00", "five flats ff"),
    ("licen\u00adsing zero\u200bwidth join\u200dme word\u2060joiner \ufeffbom",
     "licensing zerowidth joinme wordjoiner bom"),
    ("\uff26\uff55\uff4c\uff4c width \uff11\uff12", "Full width 12"),
])
def test_normalise_forgives_typography_a_reader_does_not_see(raw, expected):
    assert normalise(raw) == expected


@pytest.mark.parametrize("a, b", [
    ("from 1 June 2025", "from 1 June 2026"),
    ("The fee is \u00a3750", "The fee is \u00a3950"),
    ("\u00a31,000", "\u00a31000"),
    ("Landlords must", "landlords must"),  # case is kept: a changed capital is a change
    ("must not let", "must let"),
])
def test_normalise_keeps_words_digits_and_case_apart(a, b):
    assert normalise(a) != normalise(b)


# selector_from_text ------------------------------------------------------------------------------------
def test_selector_takes_prefix_and_suffix_from_around_the_quote():
    sel = selector_from_text(PAGE, "Licences granted from 1 June 2026", context_chars=10)
    assert sel.exact == "Licences granted from 1 June 2026"
    assert sel.prefix == "ted area. "
    assert sel.suffix == " are valid"


def test_selector_normalises_the_quote_and_the_page():
    sel = selector_from_text(PAGE, "The Council's  selective licensing scheme")
    assert sel is not None and sel.exact == "The Council's selective licensing scheme"
    assert sel.prefix == "Selective licensing "


def test_selector_is_none_when_the_page_lacks_the_quote():
    assert selector_from_text(PAGE, "Licences granted from 1 June 2025") is None
    assert selector_from_text(PAGE, "   ") is None
    assert selector_from_text("", "anything") is None


def test_selector_widens_context_until_a_repeated_quote_is_unique():
    filler = "x " * 40
    page = f"A. {filler}The fee is \u00a3750. {filler}B. {filler}The fee is \u00a3750. {filler}C."
    sel = selector_from_text(page, "The fee is \u00a3750", context_chars=8)
    assert len(sel.prefix) > 8
    assert normalise(page).count(sel.prefix + sel.exact + sel.suffix) == 1
    assert match_quote(page, sel).position == normalise(page).index("The fee is")


# match_quote: verified ------------------------------------------------------------------------------
@pytest.mark.parametrize("case, quote", [
    ("exact", "Licences granted from 1 June 2026 are valid for five years."),
    ("different whitespace and line break", "Licences granted   from 1 June 2026 are valid\nfor five years."),
    ("non-breaking spaces", "Licences\u00a0granted from\u00a01\u00a0June\u00a02026"),
    ("straight apostrophe for curly", "The Council's selective licensing scheme"),
    ("curly quotes on both sides", "The Council\u2019s selective licensing scheme"),
    ("hyphen for en dash", "payable in two parts - the first on application."),
    ("em dash for en dash", "payable in two parts \u2014 the first on application."),
    ("ligature in the quote", "The fee is \u00a3950 per property, payable in two parts \u2013 the \ufb01rst"),
    ("soft hyphen in the quote", "Land\u00adlords must not let"),
    ("quote spans two blocks", "five years. The fee is \u00a3950"),
])
def test_quote_present_after_normalising_is_verified(case, quote):
    check = match_quote(PAGE, QuoteSelector(quote))
    assert check.outcome == QuoteOutcome.VERIFIED, case
    assert check.similarity == 100.0
    assert check.nearest == normalise(quote)
    assert check.position == normalise(PAGE).index(normalise(quote))


def test_ligatures_and_nbsp_on_the_page_still_verify():
    page = "<p>The \ufb01rst\u00a0payment \u2014 \u201c\u00a3475\u201d \u2014 is due on ap\u00adplication.</p>"
    check = match_quote(page, QuoteSelector('The first payment - "\u00a3475" - is due on application.'))
    assert check.outcome == QuoteOutcome.VERIFIED


def test_repeated_quote_is_disambiguated_by_prefix_and_suffix():
    page = ("HMO licence. The fee is \u00a3750 for the first year. "
            "Selective licence. The fee is \u00a3750 for five years.")
    second = QuoteSelector("The fee is \u00a3750", prefix="Selective licence. ", suffix=" for five years.")
    first = QuoteSelector("The fee is \u00a3750", prefix="HMO licence. ", suffix=" for the first year.")
    assert match_quote(page, second).position == page.index("Selective licence.") + len("Selective licence. ")
    assert match_quote(page, first).position == page.index("The fee")
    assert match_quote(page, second).outcome == match_quote(page, first).outcome == QuoteOutcome.VERIFIED


def test_repeated_quote_without_context_picks_the_first():
    page = "The fee is \u00a3750. Then again: The fee is \u00a3750."
    assert match_quote(page, QuoteSelector("The fee is \u00a3750")).position == 0


def test_context_that_no_longer_agrees_still_verifies_the_exact_words():
    # AF2a verifies the quotation itself; prefix and suffix only choose among repeats.
    check = match_quote(PAGE, QuoteSelector("The fee is \u00a3950", prefix="something else ", suffix=" entirely"))
    assert check.outcome == QuoteOutcome.VERIFIED


# match_quote: modified, never verified -----------------------------------------------------------------
@pytest.mark.parametrize("case, quote, nearest", [
    ("date changed 2025 -> 2026", "Licences granted from 1 June 2025",
     "Licences granted from 1 June 2026"),
    ("fee changed", "The fee is \u00a3750 per property",
     "The fee is \u00a3950 per property"),
    ("'not' inserted on the page", "Landlords must let a property that needs a licence without one.",
     "Landlords must not let a property that needs a licence without one."),
    ("capital changed", "the council\u2019s selective licensing scheme applies",
     "The Council's selective licensing scheme applies"),
    ("year of closing date changed", "Applications close on 31 March 2026 and late applications incur a penalty.",
     "Applications close on 31 March 2027 and late applications incur a penalty."),
])
def test_edited_quote_is_modified_never_verified(case, quote, nearest):
    check = match_quote(PAGE, QuoteSelector(quote))
    assert check.outcome == QuoteOutcome.MODIFIED, case
    assert 85.0 <= check.similarity < 100.0
    assert check.nearest == nearest
    assert check.position == normalise(PAGE).index(nearest)


def test_dropped_not_is_modified():
    page = PAGE.replace("must not let", "must let")
    check = match_quote(page, QuoteSelector("Landlords must not let a property that needs a licence without one."))
    assert check.outcome == QuoteOutcome.MODIFIED
    assert check.nearest == "Landlords must let a property that needs a licence without one."


def test_modified_min_draws_the_line_between_modified_and_missing():
    quote = QuoteSelector("The fee is \u00a3750 per property")
    similarity = match_quote(PAGE, quote).similarity
    assert match_quote(PAGE, quote, modified_min=similarity).outcome == QuoteOutcome.MODIFIED
    assert match_quote(PAGE, quote, modified_min=similarity + 0.5).outcome == QuoteOutcome.MISSING


# match_quote: missing ----------------------------------------------------------------------------------
def test_removed_sentence_is_missing_with_the_best_passage_shown():
    page = PAGE.replace("Applications close on 31 March 2027 and late applications incur a penalty.\n", "")
    check = match_quote(page, QuoteSelector("Applications close on 31 March 2027 and late applications incur a "
                                            "penalty."))
    assert check.outcome == QuoteOutcome.MISSING
    assert check.similarity < 85.0
    assert check.nearest and check.nearest in normalise(page)


@pytest.mark.parametrize("page", ["", "   \n\u00a0 ", "\u200b\u00ad"])
def test_empty_page_is_missing(page):
    check = match_quote(page, QuoteSelector("The fee is \u00a3950"))
    assert (check.outcome, check.similarity, check.nearest, check.position) == (QuoteOutcome.MISSING, 0.0, "", None)


def test_empty_quote_is_missing_not_verified():
    assert match_quote(PAGE, QuoteSelector("  \u200b ")).outcome == QuoteOutcome.MISSING


def test_quote_longer_than_the_page_is_compared_with_the_whole_page():
    check = match_quote("The fee is \u00a3950.", QuoteSelector("The fee is \u00a3950. It is payable in two parts."))
    assert check.outcome == QuoteOutcome.MISSING
    assert check.nearest == "The fee is \u00a3950."


# a large page ------------------------------------------------------------------------------------------
def _big_page(rng: random.Random, size: int) -> str:
    words = ("the council landlord licence property must apply fee scheme house multiple occupation selective "
             "additional from June 2025 will be granted").split()
    out, length = [], 0
    while length < size:
        word = rng.choice(words)
        out.append(word)
        length += len(word) + 1
    return " ".join(out)


def test_two_megabyte_page_is_searched_for_short_and_long_quotes():
    rng = random.Random(7)
    filler = _big_page(rng, 2_000_000)
    long_quote = ("The fee is \u00a3950 per property, payable in two parts: the first on application and the second "
                  "when the licence is granted. ") * 4
    page = filler[:1_000_000] + " Licences granted from 1 June 2026. " + long_quote + filler[1_000_000:]
    assert match_quote(page, QuoteSelector("Licences granted from 1 June 2025")).outcome == QuoteOutcome.MODIFIED
    assert match_quote(page, QuoteSelector("Licences granted from 1 June 2026")).outcome == QuoteOutcome.VERIFIED
    edited = match_quote(page, QuoteSelector(long_quote.replace("\u00a3950", "\u00a3750", 1)))
    assert edited.outcome == QuoteOutcome.MODIFIED
    assert "\u00a3950" in edited.nearest
    assert match_quote(page, QuoteSelector("Applications close on 31 March 2027 and late applications incur a "
                                           "penalty of \u00a3100 per month.")).outcome == QuoteOutcome.MISSING
