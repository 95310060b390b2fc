"""The A–Z of services: ladder rung 4 (LD1), spent sparingly from the visit budget (PC1).

Plain functions over `(url, text)` link pairs, already absolute, no Scrapy. They find the
council's A–Z index (from links, else by trying `AZ_INDEX_PATHS`) and, on the index, the
pages of the few letters a licensing page would be filed under (`LICENSING_LETTERS`),
so rung 4 costs the index plus at most four letter pages, never all 26.
Links off the council's domain are the caller's to drop (LD4, scope.in_scope);
`find_az_index_link` can do it itself when given `site_domain`.
"""
from __future__ import annotations

import re
from urllib.parse import parse_qsl, urldefrag, urlsplit

from datestone.scope import host_of, in_scope

# Where English council sites keep their A–Z, best first. Each guess costs a cheap request out
# of the visit budget (PC1, policy.VISIT_BUDGET_REQUESTS), so only two: "/a-z" (the commonest)
# and "/a-to-z". CMS-specific spellings ("/a_to_z" on Jadu, "/atoz") are still recognised
# when a page links to them. Chosen from familiarity with council sites, not measured.
AZ_INDEX_PATHS: tuple[str, ...] = ("/a-z", "/a-to-z")

# The letters a licensing page is filed under in an A–Z, most likely first:
# L — Licensing (property/HMO/selective licensing), Landlords;
# H — Houses in multiple occupation (HMO), Housing (private sector housing);
# P — Property licensing, Private housing / private rented sector;
# S — Selective licensing.
LICENSING_LETTERS = ("L", "H", "P", "S")

# A path segment naming an A–Z: a-z, a-to-z, a_to_z, atoz, az, a-z-of-services, az-services …
_AZ_SEGMENT = re.compile(r"^(?:a-?z|a[-_]?to[-_]?z)(?:[-_][a-z-_]*)?$", re.I | re.A)
# Link text naming an A–Z: "A-Z", "A to Z", "A–Z of services", "Services A-Z", "A - Z".
_AZ_TEXT = re.compile(r"(?<![\w-])a\s*(?:[-\u2010-\u2015]|to)\s*z(?![\w-])", re.I | re.A)
# One letter, as a path segment or query value: "l", "L", "letter-l", "letter_L".
# ASCII only: under re.I alone, [a-z] also matches "ſ" (which upper-cases to "S") and the Kelvin sign.
_LETTER = re.compile(r"^(?:letter[-_]?)?([a-z])$", re.I | re.A)


def _segments(url: str) -> list[str]:
    return [s for s in urlsplit(url).path.split("/") if s]


def _az_position(segments: list[str]) -> int | None:
    """Index of the first A–Z segment in a path, if any."""
    return next((i for i, s in enumerate(segments) if _AZ_SEGMENT.match(s)), None)


def _score(url: str, text: str) -> int:
    """How surely a link leads to an A–Z index; 0 means not at all."""
    try:
        segments = _segments(url)
        query = urlsplit(url).query
    except ValueError:
        return 0
    words = " ".join(text.split())
    score = 0
    if _AZ_TEXT.search(words):
        score += 2
    position = _az_position(segments)
    if position is not None:
        score += 2
        # "/a-z/l", "/a-z?letter=l": a letter page of the index, not the index itself.
        if segments[position + 1:] or _letter_in_query(query):
            score -= 1
    if score and _LETTER.match(words):
        score = 0  # a link whose text is one letter is a letter link, whatever its URL
    return score


def find_az_index_link(links, *, site_domain: str | None = None) -> str | None:
    """The link to the site's A–Z of services among `(url, text)` pairs, or None (rung 4).

    Prefers links that look like an A–Z both by text and by URL; a tie goes to the first.
    With `site_domain`, links off the council's domain are never returned (LD4).
    """
    best, best_score = None, 0
    for url, text in links:
        url, text = str(url or ""), str(text or "")
        if not url.lower().startswith(("http://", "https://")):
            continue
        if site_domain is not None and not in_scope(url, site_domain):
            continue
        score = _score(url, text)
        if score > best_score:
            best, best_score = url, score
    return best


def _letter_in_query(query: str) -> str | None:
    for _name, value in parse_qsl(query):
        found = _LETTER.match(value.strip())
        if found:
            return found.group(1).upper()
    return None


def _index_base(index_url: str) -> list[str]:
    """The index path as segments; an index that is itself a letter page ("/a-z/a") → its parent."""
    segments = _segments(index_url)
    if segments and _LETTER.match(segments[-1]) and len(segments) > 1:
        return segments[:-1]
    return segments


def _letter_of(url: str, index_url: str, base: list[str]) -> tuple[str | None, str]:
    """(letter, where) for one link on the index page; where is index_url for a same-page anchor."""
    bare, fragment = urldefrag(url)
    parts = urlsplit(bare)
    segments = [s for s in parts.path.split("/") if s]
    if fragment:
        found = _LETTER.match(fragment.strip())
        if found and segments == _segments(index_url) and not parts.query:
            return found.group(1).upper(), index_url
        return None, url

    def under_az(path: list[str]) -> bool:
        # Beneath the index we were given, or beneath any A–Z-looking path of the same site.
        return bool(base) and path[: len(base)] == base or _az_position(path) is not None

    letter = _letter_in_query(parts.query) if under_az(segments) else None
    if letter is None and segments and under_az(segments[:-1]):
        found = _LETTER.match(segments[-1])
        letter = found.group(1).upper() if found else None
    return letter, url


def letter_page_links(links, index_url: str) -> dict[str, str]:
    """Map upper-case letter → URL of that letter's page, from the A–Z index page's links.

    Understands "/a-z/l", "/a-z?letter=L", "/a-to-z/L", "/az/services/l", and "#l" anchors on
    the index itself (mapped to `index_url`: the page already lists every letter). Only links on
    the index's own host count; the first link for a letter wins.
    """
    index_url = str(index_url or "")
    host, base = host_of(index_url), _index_base(index_url)
    letters: dict[str, str] = {}
    for url, text in links:
        url, text = str(url or ""), str(text or "")
        try:
            if not host or host_of(url) != host:
                continue
            letter, where = _letter_of(url, index_url, base)
        except ValueError:
            continue
        if letter and "A" <= letter <= "Z" and letter not in letters:
            letters[letter] = where
    return dict(sorted(letters.items()))
