"""The area a designation covers and its main fee, once its clauses are gathered.

Whole district when a clause about the scheme says so ("covers the whole borough", "the borough-wide additional
scheme", "anywhere in <the council's own name>"); named areas when it names places or parts of the district
("in Northfield ward", "certain areas of the town"); else not stated. The council's own name is never one of its
places. The fee comes from the page's fee table first, then from the sentences about the scheme's fee (fee_sentences.py). Plain functions.
"""
from __future__ import annotations

import re

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts.clauses import Clause
from datestone.extract.facts.designation import NAMED, WHOLE, Designation
from datestone.extract.facts.fee_sentences import sentence_fee
from datestone.extract.facts.fee_tables import fee_for
from datestone.extract.facts.places import EXCEPT_WORDS, has_place_tail, heading_places, places_in, whole_council


# area and fee -------------------------------------------------------------------------------------------------
def area_and_fee(d: Designation, clauses: list[Clause], tables: list[tuple], council: set[str] = frozenset(),
                 alone: bool = False, described: set | None = None, place_tables: dict | None = None) -> None:
    """`alone`: the page describes one designation of this scheme, so a clause about the scheme that says where
    it applies is about this one, dated or not. `described`: the schemes the page has designations of (a scheme
    only named in passing — "the law lets councils bring in selective licensing" — does not share the fees).
    `place_tables`: the places the page's tables list, by scheme (None: a table naming no scheme)."""
    about = [c for c in clauses if d.scheme in c.schemes]
    local = {c_scheme for c in clauses for c_scheme in c.schemes} if described is None else set(described)
    local.discard(Scheme.MANDATORY_HMO)
    only_one = len(local | {d.scheme}) == 1
    if alone and not d.places and d.scheme is not Scheme.MANDATORY_HMO:
        d.places = [p for c in about if c.named and len(c.schemes) == 1 and (
                    c.heading and not c.text.rstrip().endswith("?") or lx.AREA_STATEMENT.search(c.text)
                    or cues.AREA_STATEMENT_MORE.search(c.text))
                    for p in places_in(c.text)]  # also "Selective licensing in Castle ward" as a heading
        d.places = list(dict.fromkeys(d.places))
        if not d.places and place_tables:  # "| Ward | Homes |" then one ward a row
            d.places = list(place_tables.get(d.scheme) or (place_tables.get(None) if only_one else None) or [])
    if not d.places and d.scheme is not Scheme.MANDATORY_HMO:
        d.places = _section_places(d, clauses)
    d.places = [p for p in d.places if p not in council]
    if d.scheme is Scheme.MANDATORY_HMO:
        d.area = WHOLE
    elif any(_whole_for(c, d.scheme, council) and not _places_then_whole(c.text, d.places, council)
             for c in about if c.text in d.texts[:1] or c.sentence == d.evidence):
        d.area = WHOLE  # "Our additional licensing scheme covers the whole borough", "the borough-wide additional"
    elif d.places and any(_whole_then_places(c.text, d.places, council) for c in about):
        d.area = WHOLE  # "That covers the whole borough: the towns of Ellingby, Swaleby and Hawkridge Bar"
    elif any(_EVERY_WARD.search(t) and _THE_SCHEME_OPENS.match(t) and not _BUT_FOR.search(t) for t in d.texts):
        d.area = WHOLE  # "The scheme applies across all 21 wards of the district", beside a table of the 21
    elif d.places:
        d.area = NAMED
    elif any(_whole_for(c, d.scheme, council) for c in about):
        d.area = WHOLE
    elif any(_whole(c.text, council) for c in about) or any(
            _whole(c.text, council) and lx.LICENCE_WORD.search(c.text) for c in clauses if not c.schemes):
        d.area = WHOLE  # also "We have brought in Private Rented Property Licensing across the whole borough"
    elif any(lx.NAMED_AREA.search(c.text) or c.named and lx.NAMED_AREA_MORE.search(c.text) or
             cues.COMPASS_PART.search(c.text) or _BUT_FOR.search(c.text) and (
                 lx.WHOLE_AREA.search(c.text) or cues.WHOLE_DISTRICT.search(c.text)) for c in about if not c.heading):
        d.area = NAMED
    # a table's fee first; a table of a fee's parts only after the sentences ("Each licence costs £582 in total")
    d.fee = fee_for(tables, d.scheme) or sentence_fee(clauses, d.scheme, only_one, ("main", "fee")) or fee_for(
        tables, d.scheme, part=True) or sentence_fee(clauses, d.scheme, only_one, ("part",))


def _section_places(d: Designation, clauses: list[Clause]) -> list[str]:
    """The places the heading over the designation's own sentences consists of: "Selective licensing – Brightwater
    Lane and Sowerby Croft" over "This designation took effect on ...", or "Ashgrove and Coalpit Heath" over
    "Landlords letting homes in these two wards need a selective licence" (one name there is a section's: "Outline")."""
    own, heading, names, after_scheme = set(d.texts), None, [], False
    for c in clauses:
        if c.heading:
            heading = c
            names, after_scheme = heading_places(c.text)
            if len(names) == 1 and not has_place_tail(names[0]) and not any(
                    names[0] in x.text for x in clauses if not x.heading):
                names = []  # "Selective licensing – Outline": a section's name, not a place
        elif names and c.text in own and (after_scheme and heading.schemes == {d.scheme}
                                          or not heading.schemes and len(names) > 1 and _THESE_PLACES.search(c.text)):
            return names
    return []


# "these two wards", "both areas": the places of the heading above.
_THESE_PLACES = re.compile(r"\b(?:these|those|both|the\s+(?:two|three|four|five|six))\s+(?:[\w-]+\s+)?(?:wards?|areas?|streets?"
                           r"|estates?|neighbourhoods?|parishes)\b", re.I)
# "every ward of the city except Hillcrest", "throughout the borough, apart from the Ridgeway ward": a part of it.
_BUT_FOR = re.compile(r"\b(?:" + EXCEPT_WORDS + r"|but\s+not)\b", re.I)
_NOT_THE_WHOLE = re.compile(r"\bnot\s+(?:the\s+)?(?:whole|entire|all)\b|\bonly\s+part\s+of\b", re.I)
# Every ward of the district, so the whole of it: "across all 21 wards of the district", "in every ward of the borough".
_EVERY_WARD = re.compile(r"\b(?:all|every|each)\s+(?:of\s+(?:the|our)\s+)?(?:\d+\s+|[a-z]+\s+)?wards?\s+(?:of|in)\s+(?:the|our)\s+"
                         r"(?:district|borough|city|county)\b", re.I)
_THE_SCHEME_OPENS = re.compile(r"\W*(?:the|this|our)\s+(?:[\w-]+\s+){0,3}?(?:scheme|designation)\b", re.I)
# "the whole of Ravensholt district", "all HMOs in our district": the council's own area by its common noun.
_WHOLE_NAMED_DISTRICT = re.compile(r"\bwhole\s+of\s+(?-i:[A-Z][\w'’-]+\s+){1,3}(?:district|borough|city|county)\b"
                                   # "has covered the whole of Tamsford since": a one-word name, no ward or street after
                                   r"|\bwhole\s+of\s+(?-i:[A-Z][\w'’-]+)\b(?!['’]s)(?!\s+(?:wards?|estates?|town|village|road|street|lane|avenue"
                                   r"|park|area|centre|(?-i:[A-Z])))"
                                   r"|\b(?:in|across|throughout)\s+our\s+(?:district|borough|city|county)\b", re.I)


def _whole_then_places(text: str, places: list, council: set[str]) -> bool:
    """The clause gives the whole district, then lists this designation's places as its parts ("the whole borough:
    the towns of Ellingby, Swaleby and ...", "the whole district, including Larchmoor")."""
    at = [text.find(p) for p in places if p in text]
    return bool(at) and _whole(text[:min(at)], council) and bool(_PARTS_OF_WHOLE.search(text[:min(at)]))


_PARTS_OF_WHOLE = re.compile(r"\b(?:borough|district|city|county|area)\b\s*(?::|[–—]|,?\s+(?:including|namely|made\s+up\s+of"
                             r"|that\s+is))\s*(?:the\s+)?(?:(?:towns?|villages?|wards?|parishes|areas?)\s+of\s+)?$", re.I)


def _places_then_whole(text: str, places: list, council: set[str]) -> bool:
    """The clause names this designation's places and only after them the whole district: the whole is another
    designation's ("replacing our scheme for Mill Lane and Canal Side with a scheme covering the whole district")."""
    if not places:
        return False
    first_place = min((text.find(p) for p in places if p in text), default=-1)
    if first_place < 0:
        return False
    return not _whole(text[:first_place], council) and _whole(text[first_place:], council)


def _whole(text: str, council: set[str]) -> bool:
    """The text gives the whole district as where something applies (and not the whole but for some part)."""
    if _BUT_FOR.search(text) or _NOT_THE_WHOLE.search(text):
        return False  # "the whole borough except Hillcrest", "the town only, not the whole of Kirkhope district"
    return bool(lx.WHOLE_AREA.search(text) or cues.WHOLE_DISTRICT.search(text) or whole_council(text, council)
                or _WHOLE_NAMED_DISTRICT.search(text))


def _whole_for(c: Clause, scheme: Scheme, council: set[str]) -> bool:
    """The clause gives the whole district to this scheme alone: it names no other local scheme, or the
    district-wide words stand just before this scheme's name."""
    if {s for s in c.schemes if s is not Scheme.MANDATORY_HMO} == {scheme}:
        return c.named and bool(_whole(c.text, council) or lx.WHOLE_AREA_MORE.search(c.text))
    return bool(re.search(r"\b(?:borough|district|city|county)[- ]?wide\s+(?:\w+\s+)?" + scheme.value, c.text, re.I))

