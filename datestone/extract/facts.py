"""What a council's licensing page says about each scheme, on the day it was read: the facts.

One fact per designation the page describes (DESIGN contract): `scheme`, `status` on the day read (`in_force`,
`ended`, `future`, `proposed`, `unclear`), `starts`/`ends` (ISO dates the page states), `area` (`whole district`,
`named areas`, `not stated`) with `places`, `fee` (the main fee as written) and `evidence` — the sentence that
says so, as a W3C TextQuoteSelector on the page's main text, so a person sees the words the fact came from.

How a page is read:
1. The main text (furniture removed) is cut into sentences and clauses; each clause is about the schemes it names,
   else about those of the nearest heading naming one, else ("the scheme", "it") the ones named just before.
2. Each date in a clause gets a role from the words leading up to it: a start ("came into force on", "from",
   "with effect from"), an end ("until", "ceases to have effect on", "to"), or neither (a cabinet decision, a
   consultation, a deadline). "for five years from 14 October 2021" ends on 13 October 2026.
3. Clauses about one scheme are one designation unless they name other places or other dates ("The Southgate
   scheme finished in 2022" beside "one scheme at present, in Northfield" are two).
4. Status comes from the dates against the day read, never from tense: "comes into force on 1 October 2023"
   is in force on 2026-12-01. Words decide only where no date does. A selective or additional designation lasts
   at most five years (Housing Act 2004, ss. 60 and 84), so one that started more than five years before the day
   read, with no end stated, has ended. Mandatory HMO licensing is national: in force wherever described.
5. "No selective or additional designation has been made" takes away any undated mention of those schemes.
Plain functions: no Scrapy, no network, no clock (the day read is an argument).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.dates import (DateMention, add_months, end_of_period, find_dates, find_periods,
                                     find_year_ranges, iso)
from datestone.extract.date_tables import date_table_rows
from datestone.extract.fee_tables import fee_for, table_fees
from datestone.extract.page_date import page_updated
from datestone.extract.places import item_place, places_in
from datestone.quote_match import selector_from_text
from datestone.text import main_element, main_text, normalise_space

IN_FORCE, ENDED, FUTURE, PROPOSED, UNCLEAR = "in_force", "ended", "future", "proposed", "unclear"
WHOLE, NAMED, NOT_STATED = "whole district", "named areas", "not stated"
DESIGNATION_MAX_MONTHS = 60  # Housing Act 2004 ss. 60(4), 84(4): a designation lasts at most five years
# A designation comes into force at least three months after it is made (ss. 56(5), 80(5)... as confirmed or as
# its notice says); six months' slack before its making date alone says its five years are over.
MADE_TO_FORCE_MONTHS = 6
LOCAL_SCHEMES = (Scheme.SELECTIVE, Scheme.ADDITIONAL)

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“(£])")
_CLAUSE = re.compile(r";|\.\s|\b(?:but|however|whereas|although|so\s+only)\b|,\s+(?:while|whilst|so)\b", re.I)


@dataclass(frozen=True)
class Fact:
    scheme: str
    status: str
    starts: str | None
    ends: str | None
    area: str
    places: tuple[str, ...]
    fee: str | None
    evidence: dict

    def as_dict(self) -> dict:
        return {"scheme": self.scheme, "status": self.status, "starts": self.starts, "ends": self.ends,
                "area": self.area, "places": list(self.places), "fee": self.fee, "evidence": self.evidence}


@dataclass(frozen=True)
class PageFacts:
    facts: tuple[Fact, ...]
    page_updated: str | None
    stale: bool

    @property
    def schemes(self) -> tuple[Scheme, ...]:
        """The schemes in force on the day read (the finding's `schemes`)."""
        live = {f.scheme for f in self.facts if f.status == IN_FORCE}
        return tuple(s for s in Scheme if s.value in live)


@dataclass
class _Clause:
    text: str
    sentence: str
    schemes: set
    named: bool  # the clause names its schemes itself (not by heading or anaphora)
    heading: bool
    listed: list = field(default_factory=list)  # places listed under it ("in these 14 wards:" then one per line)
    fee_context: bool = False  # under a heading or lead line about fees


@dataclass
class _Designation:
    scheme: Scheme
    starts: date | None = None
    ends: date | None = None
    years: tuple[int, int] | None = None
    places: list = field(default_factory=list)
    words: set = field(default_factory=set)
    area: str = NOT_STATED
    fee: str | None = None
    evidence: str = ""
    evidence_rank: int = 0
    months: int | None = None
    texts: list = field(default_factory=list)  # the clauses read into it
    made: date | None = None  # the day the council made (designated) it, when that is all the page says


# 1. sentences and clauses ----------------------------------------------------------------------------------
def _heading_levels(html: str) -> dict[str, int]:
    el = main_element(html)
    levels: dict[str, int] = {}
    if el is None:
        return levels
    for h in el.iter("h1", "h2", "h3", "h4", "h5", "h6", "dt", "summary", "caption", "th"):
        text = normalise_space(h.text_content())
        if text and len(text) <= 120:
            levels.setdefault(text, int(h.tag[1]) if h.tag[0] == "h" and h.tag[1:].isdigit() else 7)
    return levels


def named_schemes(text: str) -> set[Scheme]:
    """The schemes a piece of text names, mandatory HMO licensing also when described without its name."""
    found = {lx.SCHEME_WORD[w.lower()] for m in lx.NAMED_SCHEMES.finditer(text)
             for w in re.findall(r"[a-z]+", m.group(1), re.I) if w.lower() in lx.SCHEME_WORD}
    if lx.THREE_OR_FOUR.search(text) and lx.LICENCE_WORD.search(text) and not lx.NEGATION.search(text):
        found.add(Scheme.ADDITIONAL)  # only an additional designation licenses HMOs of 3 or 4 people
    if (lx.FIVE_OR_MORE.search(text) and (lx.HMO_WORDS.search(text) or lx.LICENCE_WORD.search(text))) or (
            lx.LARGE_HMO.search(text) and lx.LICENCE_WORD.search(text)) or (
            lx.HMO_LICENCE.search(text) and not found):
        found.add(Scheme.MANDATORY_HMO)
    return found


def _clauses(text: str, headings: dict[str, int]):
    stack: list[tuple[int, set]] = []
    last: set = set()
    listing: _Clause | None = None
    named_before: set = set()  # the schemes named last anywhere above, headings or not
    fee_heading = False
    previous_line = ""
    pending: _Lead | None = None  # a dated line naming no scheme, whose schemes come after it
    items: set | None = None  # "Our selective licensing schemes:" then one dated line per area
    lines = text.splitlines()
    for n, line in enumerate(lines):
        lead, previous_line = previous_line, line
        if items is not None:
            if line in headings or len(line) > 160:
                items = None
            elif _dated(line) and not named_schemes(line) - {Scheme.MANDATORY_HMO}:
                place = item_place(line)
                yield _Clause(line, line, set(items), True, False, listed=[place] if place else [])  # its lead names
                continue
        if pending is not None:
            pending.lines_left -= 1
            own = named_schemes(line) - named_schemes(pending.text)
            if own and (pending.colon or _COMPOSED.search(line) or lx.ANAPHOR.search(line)):
                # "Two further licensing schemes started on 5 June 2017:" then "Additional licensing - ..."
                yield _Clause(pending.text, pending.text, own, True, False)
            if pending.lines_left <= 0 or line in headings:
                pending = None
        if listing is not None:
            subheading = bool(re.match(r"(?i)(?:designation|area|phase|scheme)\b", line))
            if len(line) <= 60 and not line.endswith(".") and (line not in headings or subheading):
                if not subheading:  # "Designation one" then its wards: still the list
                    listing.listed.append(line.strip(" ,;"))
                continue
            listing = None
        level = headings.get(line)
        if level is not None:
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, named_schemes(line)))
            last = set()
            named_before = named_schemes(line) or named_before
            fee_heading = bool(lx.FEE_WORDS.search(line))
            yield _Clause(line, line, named_schemes(line), True, True)
            continue
        context = next((s for _, s in reversed(stack) if s), set())
        for sentence in _SENTENCE.split(line):
            parts = [p for p in _CLAUSE.split(sentence) if p.strip()]
            fees = fee_heading or bool(lx.FEE_WORDS.search(lead))
            for part in parts:
                own = named_schemes(part)
                if own == {Scheme.MANDATORY_HMO} and context - {Scheme.MANDATORY_HMO} and \
                        not re.search(r"\b(?:mandatory|national|hmos?\)?\s+licen[cs])", part, re.I) and \
                        not lx.FIVE_OR_MORE.search(part):
                    own = set()  # "every HMO here must be licensed" under "Additional licensing scheme": that one
                if own:
                    last = named_before = own
                    clause = _Clause(part, sentence, own, True, False, fee_context=fees)
                elif last and lx.ANAPHOR.search(part):
                    clause = _Clause(part, sentence, set(last), False, False, fee_context=fees)
                elif context:
                    clause = _Clause(part, sentence, set(context), False, False, fee_context=fees)
                elif named_before and lx.ANAPHOR.search(part) and find_dates(part):
                    # "It lasts for five years, from 1 September 2014" under a heading naming no scheme
                    clause = _Clause(part, sentence, set(named_before), False, False, fee_context=fees)
                else:
                    clause = _Clause(part, sentence, set(), False, False, fee_context=fees)
                if lx.PLACE_LIST_LEAD.search(part) and clause.schemes:
                    listing = clause
                yield clause
        local = named_schemes(line) - {Scheme.MANDATORY_HMO}
        if local and listing is None and line.rstrip().endswith(":"):
            items = local
        if line.rstrip().endswith(":"):
            # "A licence is needed for any property that:" / "is occupied by 5 or more people, and" / "has 2 or more
            # households": the lead and its list together describe the scheme
            joined = " ".join([line] + [x for x in lines[n + 1:n + 4] if len(x) <= 80])
            if named_schemes(joined) - named_schemes(line) or (
                    lx.FIVE_OR_MORE.search(joined) and not lx.FIVE_OR_MORE.search(line)):
                yield _Clause(joined, line, named_schemes(joined), True, False)
        if not local and _dated(line):
            if line.rstrip().endswith(":"):
                pending = _Lead(line, True, 6)
            elif not named_before and (lx.ANAPHOR.search(line) or re.search(r"\b(?:scheme|designation)\b", line, re.I)):
                # "It lasts for five years, from ..." then "The scheme is made up of"; "Under our Landlord Licensing
                # Scheme every landlord needs a licence from 1 April 2015." then "The scheme is selective licensing"
                pending = _Lead(line, False, 1)


@dataclass
class _Lead:
    text: str
    colon: bool
    lines_left: int


_COMPOSED = re.compile(r"\b(?:made\s+up\s+of|consists?\s+of|comprises?|includes?|two\s+parts)\b", re.I)


def _dated(text: str) -> bool:
    return any(d.value for d in find_dates(text))


# 2. dates and their roles ------------------------------------------------------------------------------------
def _year_for(mention: DateMention, sentence: str) -> int | None:
    """The year a "1 July" belongs to: the nearest year written before it in the sentence, else the next after."""
    years = [(m.start(), int(m.group(1))) for m in re.finditer(r"\b((?:19|20)\d\d)\b", sentence)]
    before = [y for at, y in years if at < mention.start]
    after = [y for at, y in years if at > mention.end]
    return before[-1] if before else after[0] if after else None


def _roles(clause: str) -> tuple[date | None, date | None, int | None, tuple[int, int] | None, date | None]:
    """(starts, ends, period in months, year range, the day it was made) the clause states for a designation."""
    dates = [d.with_year(_year_for(d, clause)) if d.value is None and _year_for(d, clause) else d
             for d in find_dates(clause)]
    starts_seen: list[date] = []
    ends_seen: list[date] = []
    made = None
    previous_end = 0
    for i, d in enumerate(dates):
        if d.value is None:
            continue
        before = clause[previous_end:d.start]
        lead = before[-100:]
        previous_end = d.end
        if i > 0 and re.fullmatch(r"\s*(?:-|–|—|to|until|and)\s*", before) and dates[i - 1].value:
            ends_seen.append(d.as_end())  # "1 June 2023 to 31 May 2028", "between 1 June 2023 and 31 May 2028"
            if not starts_seen:
                starts_seen.append(dates[i - 1].as_start())
            continue
        if lx.OTHER_AFTER.search(clause[d.end:d.end + 40]):
            continue
        if lx.MADE_CUE.search(lead):
            made = made or d.value  # "the council designated the scheme on 16 April 2018": made, not started
            continue
        if lx.OTHER_CUE.search(lead) and not lx.START_CUE.search(lead[-25:]) and not lx.END_CUE.search(lead[-12:]):
            continue
        if _consultation_date(lead) or lx.APPLICATION_CUE.search(lead):
            continue  # "you can apply for a licence from 1 May 2023": applications open, the scheme starts later
        if lx.END_CUE.search(lead) and not (lead.rstrip().lower().endswith("and") and not starts_seen):
            ends_seen.append(d.as_end())
        elif lx.START_CUE.search(lead) or re.search(r"\bfrom\s*$", lead, re.I) or \
                lx.START_AFTER.search(clause[d.end:d.end + 50]):
            starts_seen.append(d.as_start())
    starts = starts_seen[0] if starts_seen else None
    # "came into force on 21 April 2016, straight after the first one expired on 20 April 2016, and it expired on
    # 20 April 2021": an end before the start is another designation's
    ends = next((e for e in ends_seen if not starts or e >= starts), None)
    periods = [p for p in find_periods(clause) if p.months in (36, 48, 60, 12, 24)]
    months = periods[0].months if periods and (lx.PERIOD_WORDS.search(clause)) else None
    ranges = find_year_ranges(clause, dates)
    years = (ranges[0].first, ranges[0].last) if ranges else None
    return starts, ends, months, years, made


def _consultation_date(lead: str) -> bool:
    """"We consulted for three months, ending on 31 July 2022": the date of a consultation, not of a scheme —
    unless a designation's own verb stands between ("after consultation, the scheme came into force on")."""
    m = None
    for m in lx.CONSULTATION.finditer(lead):
        pass
    return m is not None and not lx.DESIGNATION_VERB.search(lead[m.end():])


# 3. designations ---------------------------------------------------------------------------------------------
def _words(clause: str) -> set[str]:
    words = set()
    for name, rx in (("ended", lx.ENDED), ("absent", lx.ABSENT), ("future", lx.FUTURE), ("proposed", lx.PROPOSED),
                     ("in_force", lx.IN_FORCE), ("applies", lx.APPLIES), ("renewed", lx.RENEWED)):
        if rx.search(clause):
            words.add(name)
    return words


def _first_named(text: str) -> Scheme | None:
    m = re.search(r"\b(selective|additional|mandatory)\b", text, re.I)
    return lx.SCHEME_WORD[m.group(1).lower()] if m else None


def _conflicts(d: _Designation, starts, ends, places, years=None) -> bool:
    if places and d.places and not set(places) & set(d.places):
        return True
    if not _fits(d, starts, ends, years):
        return True
    if starts and d.starts and starts != d.starts:
        return True
    if ends and d.ends and ends != d.ends:
        return True
    if starts and d.ends and starts > d.ends or ends and d.starts and ends < d.starts:
        return True
    return False


def _fits(d: _Designation, starts, ends, years) -> bool:
    """Dates and a year range agree: "Selective licensing 2016-2021" and "took effect on 21 April 2016" do."""
    if years and d.years and years != d.years:
        return False
    span = years or d.years
    day_years = [x.year for x in (starts or d.starts, ends or d.ends) if x]
    return not span or all(span[0] <= y <= span[1] for y in day_years)


def _new_proposal(d: _Designation, words: set) -> bool:
    """A clause about a proposed scheme beside a dated one already made is a designation of its own."""
    proposal = "proposed" in words and "in_force" not in words
    return proposal and bool(d.starts or d.ends) and "proposed" not in d.words


def _designations(clauses: list[_Clause]) -> tuple[list[_Designation], set[Scheme]]:
    found: list[_Designation] = []
    absent: set[Scheme] = set()
    for c in clauses:
        if not c.schemes or c.heading and not find_year_ranges(c.text):
            continue  # a heading opens a designation only when it dates one: "Selective licensing 2016-2021"
        if lx.PAGE_DATE_LINE.search(c.text):
            continue  # "Last modified on 10 December 2024" dates the page, not a scheme
        words = _words(c.text)
        if "absent" in words:
            # "... additional or selective licensing, but the council has not adopted either kind of scheme"
            absent |= c.schemes if c.named else named_schemes(c.sentence) - {Scheme.MANDATORY_HMO}
            continue
        if lx.GENERIC_POWER.search(c.text) and not _dated(c.text):
            continue  # "The Act lets councils require selective licensing": the law, not this council's scheme
        starts, ends, months, years, made = _roles(c.text)
        if lx.LICENCE_TERM.search(c.text) or not c.named and lx.OTHER_SUBJECT.search(c.text) and not (
                lx.DESIGNATION_SUBJECT.search(c.text) or lx.DESIGNATION_VERB.search(c.text)):
            # "Your licence will last until 30 April 2025", "An early bird discount was available until 31 July
            # 2020" under a scheme's heading: a licence's or an offer's dates, not the designation's
            starts = ends = months = years = made = None
        dated = bool(starts or ends or years)
        if not (dated or made or words - {"renewed"} or months or Scheme.MANDATORY_HMO in c.schemes):
            continue
        own_places = places_in(c.text)
        listed = [p for p in c.listed if p not in own_places]
        subject = _first_named(c.text)
        for scheme in sorted(c.schemes, key=lambda s: s.value):
            # "Selective licensing applies to homes not licensable under the mandatory or additional schemes, in
            # these five wards:": the list is the subject's, the scheme named first
            places = own_places + (listed if subject in (None, scheme) else [])
            if scheme is Scheme.MANDATORY_HMO:
                starts_m = ends_m = None
            else:
                starts_m, ends_m = starts, ends
            mine = [d for d in found if d.scheme is scheme]
            target = None
            if places:
                target = next((d for d in reversed(mine) if set(places) & set(d.places)
                               and _fits(d, starts_m, ends_m, years)), None)
            if target is None and (starts_m or ends_m):  # the dates of a designation a heading opened
                target = next((d for d in reversed(mine) if d.years and not (d.starts or d.ends)
                               and _fits(d, starts_m, ends_m, years)), None)
            if target is None and mine and not _conflicts(mine[-1], starts_m, ends_m, places, years) and not (
                    "renewed" in words and starts_m and mine[-1].starts) and not _new_proposal(mine[-1], words):
                target = mine[-1]
            if target is None:
                target = _Designation(scheme)
                if "renewed" in words and not places and mine and mine[-1].places:
                    target.places = list(mine[-1].places)  # a renewal covers the area it renews unless it says
                found.append(target)
            target.starts = target.starts or starts_m
            target.ends = target.ends or ends_m
            target.years = target.years or years
            target.months = target.months or months
            target.made = target.made or (made if scheme is not Scheme.MANDATORY_HMO else None)
            target.places += [p for p in places if p not in target.places]
            target.words |= words
            target.texts.append(c.text)
            rank = (3 if (starts_m or ends_m) else 2 if dated else 1) + (1 if c.named and not c.heading else 0)
            if rank > target.evidence_rank:
                target.evidence, target.evidence_rank = c.sentence, rank
    return _fold_undated(found), absent


def _fold_undated(found: list[_Designation]) -> list[_Designation]:
    """A scheme's undated, unplaced description ("every landlord in the area must apply") is about its dated
    designation, not a designation of its own."""
    dated = {d.scheme for d in found if d.starts or d.ends or d.years}
    return [d for d in found if d.scheme not in dated or d.starts or d.ends or d.years
            or (d.places and d.words & _STANDING) or d.scheme is Scheme.MANDATORY_HMO]


# Words that give a designation a standing of its own ("we run one scheme at present, in Northfield"); a pointer
# such as "see the register of properties holding a selective licence in this area" has none.
_STANDING = {"in_force", "ended", "future", "proposed"}


# 4. status on the day read -----------------------------------------------------------------------------------
def _status(d: _Designation, read_on: date) -> str:
    if d.scheme is Scheme.MANDATORY_HMO:
        return IN_FORCE
    if d.starts and not d.ends and d.months:
        d.ends = end_of_period(d.starts, d.months)
    if d.ends and d.ends < read_on:
        return ENDED
    if d.starts and d.starts > read_on:
        return PROPOSED if "proposed" in d.words and "in_force" not in d.words else FUTURE
    if d.starts:
        if d.ends or add_months(d.starts, DESIGNATION_MAX_MONTHS) > read_on:
            return IN_FORCE
        return ENDED
    if d.ends:
        return PROPOSED if "proposed" in d.words and "in_force" not in d.words else IN_FORCE
    if d.years:
        first, last = d.years
        return ENDED if last < read_on.year else FUTURE if first > read_on.year else IN_FORCE
    if d.made and add_months(d.made, DESIGNATION_MAX_MONTHS + MADE_TO_FORCE_MONTHS) <= read_on:
        return ENDED  # made in 2018, no dates given: whenever it came into force, five years have run out
    words = d.words
    if "ended" in words and "in_force" not in words:
        return ENDED
    if "proposed" in words and "in_force" not in words:
        return PROPOSED
    if "future" in words and "in_force" not in words:
        return FUTURE
    if words & {"in_force", "applies"}:
        return IN_FORCE
    return UNCLEAR


# 5. area and fee ---------------------------------------------------------------------------------------------
def _area_and_fee(d: _Designation, clauses: list[_Clause], tables: list[tuple]) -> None:
    about = [c for c in clauses if d.scheme in c.schemes]
    if d.scheme is Scheme.MANDATORY_HMO:
        d.area = WHOLE
    elif any(_whole_for(c, d.scheme) for c in about if c.text in d.texts[:1] or c.sentence == d.evidence):
        d.area = WHOLE  # "Our additional licensing scheme covers the whole borough", "the borough-wide additional"
    elif d.places:
        d.area = NAMED
    elif any(_whole_for(c, d.scheme) for c in about):
        d.area = WHOLE
    elif any(lx.WHOLE_AREA.search(c.text) for c in about) or any(
            lx.WHOLE_AREA.search(c.text) and lx.LICENCE_WORD.search(c.text) for c in clauses if not c.schemes):
        d.area = WHOLE  # also "We have brought in Private Rented Property Licensing across the whole borough"
    elif any(lx.NAMED_AREA.search(c.text) for c in about if not c.heading):
        d.area = NAMED
    d.fee = fee_for(tables, d.scheme)
    local = {c_scheme for c in clauses for c_scheme in c.schemes if c_scheme is not Scheme.MANDATORY_HMO}
    only_one = len(local | {d.scheme}) == 1
    for c in clauses if d.fee is None else ():
        if c.heading or not (d.scheme in c.schemes or (only_one and not c.schemes)):
            continue
        m = lx.FEE.search(c.text)
        if m and (c.fee_context or lx.FEE_WORDS.search(c.text) and (c.named or lx.LICENCE_WORD.search(c.text))):
            d.fee = m.group(0).replace(" ", "")
            break


def _whole_for(c: _Clause, scheme: Scheme) -> bool:
    """The clause gives the whole district to this scheme alone: it names no other local scheme, or the
    district-wide words stand just before this scheme's name."""
    if {s for s in c.schemes if s is not Scheme.MANDATORY_HMO} == {scheme}:
        return c.named and bool(lx.WHOLE_AREA.search(c.text))
    return bool(re.search(r"\b(?:borough|district|city|county)[- ]wide\s+(?:\w+\s+)?" + scheme.value, c.text, re.I))


# the page ----------------------------------------------------------------------------------------------------
def read_facts(html: str, read_on: date) -> PageFacts:
    """Every designation the page describes, with its status on `read_on` (see the module docstring)."""
    text = main_text(html)
    main = main_element(html)
    clauses = list(_clauses(text, _heading_levels(html)))
    clauses += [_Clause(row.text, row.evidence, set(row.schemes), True, False, listed=[row.place] if row.place else [])
                for row in date_table_rows(main, named_schemes)]
    tables = table_fees(main, named_schemes)
    designations, absent = _designations(clauses)
    facts = []
    for d in designations:
        status = _status(d, read_on)
        if d.scheme in absent and status in (IN_FORCE, UNCLEAR) and not (d.starts or d.ends or d.years) \
                and "in_force" not in d.words:
            continue  # "no selective licensing scheme has been made here": a bare mention is not a scheme
        _area_and_fee(d, clauses, tables)
        selector = selector_from_text(text, d.evidence)
        if selector is None:
            continue  # no fact without evidence on the page
        places = () if d.scheme is Scheme.MANDATORY_HMO else tuple(d.places)  # national: no local area
        facts.append(Fact(d.scheme.value, status, iso(d.starts), iso(d.ends), d.area, places, d.fee,
                          {"exact": selector.exact, "prefix": selector.prefix, "suffix": selector.suffix}))
    facts = _fees_to_the_live(_one_mandatory(facts, clauses))
    return PageFacts(tuple(facts), page_updated(html), stale_on([f.as_dict() for f in facts], read_on))


def _fees_to_the_live(facts: list[Fact]) -> list[Fact]:
    """A fee the page gives once for a scheme is the fee of its designation in force or to come, not of the
    one that ended ("The previous scheme ran from 2020 to 2025 ... The proposed fee is £975")."""
    live = {(f.scheme, f.fee) for f in facts if f.fee and f.status != ENDED}
    return [replace(f, fee=None) if f.status == ENDED and (f.scheme, f.fee) in live else f for f in facts]


def _one_mandatory(facts: list[Fact], clauses: list[_Clause]) -> list[Fact]:
    """Mandatory HMO licensing is one national scheme: one fact, however often the page describes it — and only
    when the page describes it: one passing "HMOs that need an HMO licence" in a list of exemptions is not that."""
    mandatory = [f for f in facts if f.scheme == Scheme.MANDATORY_HMO.value]
    if mandatory and not _describes_mandatory(clauses):
        return [f for f in facts if f.scheme != Scheme.MANDATORY_HMO.value]
    if len(mandatory) <= 1:
        return facts
    first = replace(mandatory[0], places=(), fee=next((f.fee for f in mandatory if f.fee), None))
    return [first if f is mandatory[0] else f for f in facts if f.scheme != Scheme.MANDATORY_HMO.value or
            f is mandatory[0]]


def _describes_mandatory(clauses: list[_Clause]) -> bool:
    weak = 0
    for c in clauses:
        if Scheme.MANDATORY_HMO not in c.schemes or not c.named:
            continue
        if lx.NOT_MANDATORY.search(c.text) and not lx.FIVE_OR_MORE.search(c.text):
            continue  # "an HMO not covered by mandatory licensing": the other scheme, described by what it is not
        if re.search(r"\b(?:mandatory|national)\b", c.text, re.I) or lx.FIVE_OR_MORE.search(c.text) or \
                lx.LARGE_HMO.search(c.text):
            return True
        if not re.match(r"\W*(?:see|read|visit|find\s+out|more\s+(?:about|on)|go\s+to)\b", c.text, re.I):
            weak += 1  # "See HMO licensing." points to the description, it is not one
    return weak >= 2


def status_on(fact: dict, read_on: date) -> str:
    """A stored fact's status on another day: dates move it on (ended when `ends` has passed, in force once a
    future start arrives); a fact without dates keeps the status its page gave it."""
    status = fact.get("status")
    if fact.get("scheme") == Scheme.MANDATORY_HMO.value or status == PROPOSED:
        return status
    starts = date.fromisoformat(fact["starts"]) if fact.get("starts") else None
    ends = date.fromisoformat(fact["ends"]) if fact.get("ends") else None
    if ends and ends < read_on:
        return ENDED
    if starts and starts > read_on:
        return FUTURE
    if starts and not ends and add_months(starts, DESIGNATION_MAX_MONTHS) <= read_on:
        return ENDED
    if starts or (ends and status == FUTURE):
        return IN_FORCE
    return status


def stale_on(facts: list[dict], read_on: date) -> bool:
    """True when the facts' dated local schemes have all ended by `read_on` and none is in force or to come."""
    local = [f for f in facts if f["scheme"] != Scheme.MANDATORY_HMO.value]
    dated = [f for f in local if f.get("starts") or f.get("ends")]
    statuses = {status_on(f, read_on) for f in local}
    return bool(dated) and not statuses & {IN_FORCE, FUTURE} and all(status_on(f, read_on) == ENDED for f in dated)
