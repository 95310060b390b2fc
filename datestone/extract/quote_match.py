"""Does a quotation still appear on the council's page? (AF2a) Plain functions: no Scrapy, no network, no clock.

A citation keeps the W3C TextQuoteSelector shape (`exact`, `prefix`, `suffix`). `match_quote` answers:

    verified  the exact quotation is on the page, after `normalise` (similarity 100)
    modified  only a close passage is there (similarity >= modified_min): NEVER counted as verified
    missing   nothing close enough (the best passage and its similarity are still reported)

(`unavailable` — blocked, gone, unreachable — is the fetcher's outcome; nothing here reads the web.)

What `normalise` forgives is only typography a reader does not see as a change: Unicode compatibility forms
(NFKC: ligatures, full-width letters, NBSP), runs of whitespace, zero-width marks and soft hyphens, curly vs
straight quotes, and the dash family. Case is KEPT: "Must" and "must" differ, and a changed capital can be a
changed meaning ("the Council" vs "the council"), so it is reported as modified, not hidden. Digits, currency
signs and punctuation other than quotes and dashes are never touched, so "2025" -> "2026" or "£750" -> "£950"
always shows as a change.

Positions (`QuoteCheck.position`) index the NORMALISED page text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from rapidfuzz import fuzz

from datestone.enums import QuoteOutcome

# Kept far below the 100 of an exact match: a modified quote may come close but never reaches "verified".
MODIFIED_MIN = 85.0
# Context taken either side of a quote for its selector; doubled while the quote is still ambiguous.
CONTEXT_CHARS = 32
MAX_CONTEXT_CHARS = 512
# Quotes up to this long are located with one partial_ratio_alignment over the page (exact sliding window for
# <= 64 chars, block heuristics above, ~10-60 ms on 2 MB). Its cost grows with quote length x page length
# (a 3 000-char quote takes seconds on 2 MB), so longer quotes are located by a few short anchor pieces instead.
DIRECT_SEARCH_CHARS = 256
ANCHOR_CHARS = 48
ANCHORS = 6

_DROP = "\u00ad\u180e\u200b\u200c\u200d\u2060\ufeff"  # soft hyphen, zero-width marks, BOM
_SINGLE = "\u2018\u2019\u201a\u201b\u2032\u2035\u02bc\u2039\u203a"  # ‘ ’ ‚ ‛ ′ ‵ ʼ ‹ ›
_DOUBLE = "\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb"  # “ ” „ ‟ ″ ‶ « »
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63"  # ‐ ‑ ‒ – — ― − ﹘ ﹣
_INVISIBLE = str.maketrans(dict.fromkeys(_DROP, None))
_TABLE = str.maketrans({**dict.fromkeys(_SINGLE, "'"), **dict.fromkeys(_DOUBLE, '"'), **dict.fromkeys(_DASHES, "-")})
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    """The text as compared: NFKC, quotes/dashes unified, invisible marks dropped, whitespace runs -> one space.

    Case is kept (see the module docstring). Every Unicode space (NBSP, thin, narrow NBSP, ...) is whitespace.
    """
    # Invisible marks go BEFORE NFKC: one between a letter and its accent ("A\u200b\u0300") blocks composition, and
    # dropped afterwards it left "A\u0300", which a second pass composes to "À" (not idempotent: a quote cut from the
    # normalised text was then not found in it; tests/test_fuzz_text.py).
    text = unicodedata.normalize("NFKC", (text or "").translate(_INVISIBLE)).translate(_TABLE)
    return _SPACE.sub(" ", text).strip()


@dataclass(frozen=True)
class QuoteSelector:
    """W3C TextQuoteSelector: the quotation and a little of the text either side of it."""

    exact: str
    prefix: str = ""
    suffix: str = ""


@dataclass(frozen=True)
class QuoteCheck:
    outcome: QuoteOutcome  # verified, modified or missing (unavailable is the fetcher's)
    similarity: float  # 0..100 (fuzz.ratio of exact against nearest, both normalised)
    nearest: str  # the passage found: the exact text when verified
    position: int | None  # where `nearest` starts in the normalised page text; None when there is no passage


def _occurrences(text: str, needle: str) -> list[int]:
    """Every start of `needle` in `text` (overlapping ones too), by str.find: linear, not per character."""
    found, start = [], text.find(needle)
    while start != -1:
        found.append(start)
        start = text.find(needle, start + 1)
    return found


def selector_from_text(page_text: str, exact: str, context_chars: int = CONTEXT_CHARS) -> QuoteSelector | None:
    """The selector for the first occurrence of `exact` in the page text, or None when the text lacks it.

    Prefix and suffix are the normalised text either side. When the quote occurs more than once they are widened
    (doubling, up to MAX_CONTEXT_CHARS) until prefix+exact+suffix occurs once, so `match_quote` can tell which.
    """
    page, quote = normalise(page_text), normalise(exact)
    if not quote:
        return None
    where = _occurrences(page, quote)
    if not where:
        return None
    start, end, chars = where[0], where[0] + len(quote), max(0, context_chars)
    while True:
        prefix, suffix = page[max(0, start - chars):start], page[end:end + chars]
        unique = len(where) == 1 or len(_occurrences(page, prefix + quote + suffix)) <= 1
        if unique or chars >= MAX_CONTEXT_CHARS or (start - chars <= 0 and end + chars >= len(page)):
            return QuoteSelector(exact=quote, prefix=prefix, suffix=suffix)
        chars = max(1, chars) * 2


def _context_score(page: str, start: int, end: int, prefix: str, suffix: str) -> float:
    """How well the text around one occurrence agrees with the selector's prefix and suffix (0..200)."""
    score = 0.0
    if prefix:
        score += fuzz.ratio(prefix, page[max(0, start - len(prefix)):start])
    if suffix:
        score += fuzz.ratio(suffix, page[end:end + len(suffix)])
    return score


def _boundaries(page: str, lo: int, hi: int, *, starts: bool) -> list[int]:
    """Word starts (or ends) in page[lo:hi]. The page is space-normalised, so a space separates words; a word may
    also start after, or end before, punctuation stuck to it ("(£950", "property,")."""
    lo, hi, n = max(0, lo), min(len(page), hi), len(page)
    if starts:
        return [i for i in range(lo, min(hi, n - 1) + 1) if page[i] != " " and (
            i == 0 or page[i - 1] == " " or (page[i].isalnum() and not page[i - 1].isalnum()))]
    return [i for i in range(max(lo, 1), hi + 1) if page[i - 1] != " " and (
        i == n or page[i] == " " or (page[i - 1].isalnum() and not page[i].isalnum()))]


def _candidate_windows(page: str, quote: str) -> list[tuple[int, int]]:
    """Rough places (start, end) in the page where the quote's closest passage may lie."""
    if len(quote) <= DIRECT_SEARCH_CHARS:
        pieces = [(0, quote)]
    else:
        step = (len(quote) - ANCHOR_CHARS) / (ANCHORS - 1)
        pieces = [(round(k * step), quote[round(k * step):round(k * step) + ANCHOR_CHARS]) for k in range(ANCHORS)]
    windows = []
    for offset, piece in pieces:
        found = fuzz.partial_ratio_alignment(piece, page)
        if found is None or found.score == 0:
            continue
        start = max(0, found.dest_start - offset - found.src_start)
        windows.append((start, min(len(page), start + len(quote))))
    return list(dict.fromkeys(windows))


def _best_passage(page: str, quote: str, start: int, end: int) -> tuple[float, int, int]:
    """Refine a rough window: try word-boundary starts and ends near it (a word inserted or dropped changes the
    length), keep the passage most like the quote. A bounded number of fuzz.ratio calls per window."""
    slack = min(48, max(12, len(quote) // 4))
    starts = _boundaries(page, start - slack, start + slack, starts=True) or [start]
    ends = _boundaries(page, end - slack, end + slack, starts=False) or [end]
    best = (-1.0, start, end)
    for s in starts:
        for e in ends:
            if e <= s:
                continue
            score = fuzz.ratio(quote, page[s:e])
            # Ties go to the passage closest to the rough window, then the earliest.
            if score > best[0] or (score == best[0] and abs(s - start) + abs(e - end) <
                                   abs(best[1] - start) + abs(best[2] - end)):
                best = (score, s, e)
    return best if best[0] >= 0 else (fuzz.ratio(quote, page[start:end]), start, end)


def match_quote(page_text: str, selector: QuoteSelector, *, modified_min: float = MODIFIED_MIN) -> QuoteCheck:
    """AF2a: verified, modified or missing — see the module docstring.

    Cost on a large page (2 MB of text): the exact search is str.find (linear); the fuzzy search is one
    rapidfuzz partial_ratio_alignment pass per piece (bit-parallel, no Python loop over the page), then a bounded
    refinement around each candidate window. Nothing scans the whole page once per character.
    """
    page, quote = normalise(page_text), normalise(selector.exact)
    if not quote or not page:
        return QuoteCheck(QuoteOutcome.MISSING, 0.0, "", None)
    where = _occurrences(page, quote)
    if where:
        prefix, suffix = normalise(selector.prefix), normalise(selector.suffix)
        # Highest context agreement wins; ties go to the first occurrence (the one the selector was taken from).
        best = max(where, key=lambda i: (_context_score(page, i, i + len(quote), prefix, suffix), -i))
        return QuoteCheck(QuoteOutcome.VERIFIED, 100.0, quote, best)
    scored = [_best_passage(page, quote, s, e) for s, e in _candidate_windows(page, quote)]
    if not scored:
        return QuoteCheck(QuoteOutcome.MISSING, 0.0, "", None)
    similarity, start, end = max(scored, key=lambda t: (t[0], -t[1]))
    similarity = round(min(similarity, 99.99), 2)  # not the exact text (str.find said so): never shown as 100
    outcome = QuoteOutcome.MODIFIED if similarity >= modified_min else QuoteOutcome.MISSING
    return QuoteCheck(outcome, similarity, page[start:end], start)
