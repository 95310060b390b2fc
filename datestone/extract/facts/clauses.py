"""A council page's main text as clauses, each knowing which schemes it is about.

The text (furniture removed) is cut into sentences and clauses; each clause is about the schemes it names, else about
those of the nearest heading naming one, else ("the scheme", "it") the ones named just before. Places listed under a
lead line ("in these 14 wards:"), dated lines listed under a lead naming a scheme, and a lead line whose list
completes it ("A licence is needed for any property that:") are read as their lead says. Plain functions.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts.answers import with_its_question
from datestone.extract.facts.dated_lines import DATE_COLUMN_HEAD, NEEDED_A_LICENCE, bare_date_line, date_label, dated_item_places
from datestone.extract.facts.dates import find_dates, find_periods, has_dates
from datestone.extract.facts.gapping import ungapped
from datestone.extract.facts.other_events import EVENT_HEADING
from datestone.extract.facts.proposal_outcomes import DROPPED
from datestone.extract.facts.scheme_names import named_schemes
from datestone.extract.facts.places import list_place, places_in
from datestone.extract.text import main_element, normalise_space

_ABBREVIATION = r"(?<!\bSt\.)(?<!\bNo\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bRd\.)(?<!\bMt\.)"  # "St. John's ward" is one name
_SENTENCE = re.compile(r"(?<=[.!?])" + _ABBREVIATION + r"\s+(?=[A-Z0-9\"“(£])")
# Clause breaks; also before a second designation joined by "and": "The previous scheme ended on 31 May 2023 and a
# new scheme began on 1 June 2023".
_CLAUSE = re.compile(r";|\." + _ABBREVIATION + r"\s|\b(?:but|however|whereas|although|so\s+only)\b|,\s+(?:while|whilst|so)\b"
                     r"|,?\s+and\s+(?=(?:a|the|our|its)\s+(?:new|second|further|replacement|renewed|next|current)\s+"
                     r"(?:[\w-]+\s+){0,2}?(?:schemes?|designations?)\b)", re.I)


@dataclass
class Clause:
    text: str
    sentence: str
    schemes: set
    named: bool  # the clause names its schemes itself (not by heading or anaphora)
    heading: bool
    listed: list = field(default_factory=list)  # places listed under it ("in these 14 wards:" then one per line)
    fee_context: bool = False  # under a heading or lead line about fees


def heading_levels(html: str) -> dict[str, int]:
    el = main_element(html)
    levels: dict[str, int] = {}
    if el is None:
        return levels
    for h in el.iter("h1", "h2", "h3", "h4", "h5", "h6", "dt", "summary", "caption", "th"):
        text = normalise_space(h.text_content())
        if text and len(text) <= 120:
            levels.setdefault(text, int(h.tag[1]) if h.tag[0] == "h" and h.tag[1:].isdigit() else 7)
    return levels


def link_lines(html: str) -> set[str]:
    """The texts of the main content's links: a line that is only a link ("Apply for a selective licence") points to a
    scheme's page, it does not describe the scheme."""
    el = main_element(html)
    if el is None:
        return set()
    return {t for t in (normalise_space(a.text_content()) for a in el.iter("a")) if t}


def _is_link_line(line: str, links: set[str]) -> bool:
    """A line of links: one link's text, or links with separators under a short label ("Related pages: Additional
    HMO licensing | Licence fees")."""
    if line in links:
        return True
    rest = line
    for label in sorted((l for l in links if len(l) > 3 and l in line), key=len, reverse=True):
        rest = rest.replace(label, " ")
    linked = len(line) - len(rest.strip())
    return linked >= 0.6 * len(line) and bool(re.fullmatch(r"\s*(?:[\w'’-]+\s+){0,2}[\w'’-]*:?[\s|,·•/–-]*", rest))


def clauses_of(text: str, headings: dict[str, int], links: set[str] = frozenset(), around: frozenset = frozenset(),
               council: set[str] = frozenset()):
    """`around`: the scheme the page sits under when its own text names none (a breadcrumb "Selective licensing"
    over "Applying for a licence"), read as a heading above everything. `council`: the names the council gives
    itself, no place of its own ("A licensing scheme for Bexley" heads no part of Bexley)."""
    stack: list[tuple[int, set]] = [(0, set(around))] if around else []
    last: set = set()
    last_local: set = set()  # the local schemes named last, which "this designation" may point back to
    locals_in_order: list = []  # every local scheme named so far, the latest last, for a "Both schemes" further on
    listing: Clause | None = None
    named_before: set = set()  # the schemes named last anywhere above, headings or not
    fee_heading, event_heading = False, ""  # under a heading on fees; the heading of an event, over its dates
    previous_line = previous_sentence = ""
    pending: _Lead | None = None  # a dated line naming no scheme, whose schemes come after it
    items: set | None = None  # "Our selective licensing schemes:" then one dated line per area
    under_place: tuple | None = None  # (level, places) of a heading naming a place and no scheme
    lines = text.splitlines()
    excepting = 0  # lines left of a list of what a scheme leaves out
    date_first = False  # under a table whose first column is the date
    for n, line in enumerate(lines):
        lead, previous_line = previous_line, line
        if excepting and line not in headings and cues.EXCEPTION_ITEM.match(line):
            excepting -= 1
            yield Clause(line, line, set(), False, False)  # "a. an HMO that must be licensed as a mandatory HMO"
            continue
        excepting = 8 if cues.EXCEPTION_LEAD.search(line) else 0
        if items is not None:
            if line in headings or len(line) > 160:
                items = None
            elif has_dates(line) and not named_schemes(line) - {Scheme.MANDATORY_HMO}:
                yield Clause(line, line, set(items), True, False, listed=dated_item_places(line))  # its lead names
                continue
        if pending is not None:
            pending.lines_left -= 1
            own = named_schemes(line) - named_schemes(pending.text) - pending.given
            if own and (pending.colon or _COMPOSED.search(line) or lx.ANAPHOR.search(line)):
                # "Two further licensing schemes started on 5 June 2017:" then "Additional licensing - ..."
                yield Clause(pending.text, pending.text, own, True, False)
                pending.wanted -= len(own)
                pending.given |= own if pending.over_sections else set()
            if pending.lines_left <= 0 or line in headings and not pending.over_sections or \
                    pending.over_sections and pending.wanted <= 0:
                pending = None
        if listing is not None and has_dates(line) and not named_schemes(line) - {Scheme.MANDATORY_HMO} and \
                len(line) <= 160:
            # "Castle – 1 June 2022 to 31 May 2027" under "Our designations:"
            yield Clause(line, line, set(listing.schemes), True, False, listed=dated_item_places(line))
            continue
        if listing is not None:
            subheading = bool(re.match(r"(?i)(?:designation|area|phase|scheme)\b", line))
            if len(line) <= 60 and not line.endswith(".") and (line not in headings or subheading):
                place = None if subheading else list_place(line)
                if place:  # "Designation one" then its wards: still the list
                    listing.listed.append(place)
                continue
            listing = None
        if _is_link_line(line, links) and line not in headings and named_schemes(line) - {Scheme.MANDATORY_HMO}:
            # a link's text names a local scheme, it describes none ("Apply for a selective licence"); an HMO licence
            # link still tells of the national scheme, which every council runs
            yield Clause(line, line, named_schemes(line) & {Scheme.MANDATORY_HMO}, True, False)
            continue
        level = headings.get(line)
        if level is not None:
            # the first column's head only: "Stage | Date" labels each date by the cell before it
            date_first = bool(DATE_COLUMN_HEAD.fullmatch(line) and headings.get(lead) != 7 or
                              date_first and DATE_COLUMN_HEAD.fullmatch(lead))
            if under_place and level <= under_place[0]:
                under_place = None
            heading_places = [p for p in places_in(line) if p not in council]
            if not named_schemes(line) - {Scheme.MANDATORY_HMO} and _PLACE_HEADING.search(line) and heading_places:
                under_place = (level, heading_places)  # "Castle ward designation" then its dates
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, named_schemes(line)))
            last = set()
            named_before = named_schemes(line) or named_before
            fee_heading = bool(lx.FEE_WORDS.search(line)) or level == 7 and fee_heading  # a fee table's "When" column
            event_heading = line if EVENT_HEADING.match(line) else ""  # "Drop-in sessions": its dates are theirs
            yield Clause(line, line, named_schemes(line), True, True)
            if _LEAD_HEADING.search(line):  # "Your landlord must have a licence if" over the cases, one an item
                for item in itertools.takewhile(lambda x: x not in headings, lines[n + 1:n + 4]):
                    extra = named_schemes(line + " " + item) - named_schemes(line) - named_schemes(item)
                    if extra:
                        yield Clause(line + " " + item, item, extra, True, False)
            around = next((s for _, s in reversed(stack) if s), set()) - {Scheme.MANDATORY_HMO}
            if not around and len(named_before - {Scheme.MANDATORY_HMO}) == 1:
                around = named_before - {Scheme.MANDATORY_HMO}  # under a heading naming none: the scheme just named
            if around and _AREA_HEADING.search(line):
                # "Which areas are covered?" then one place a line: the places of the scheme the page is about
                listing = Clause(line, line, set(around), True, False)
                yield listing
            continue
        context = next((s for _, s in reversed(stack) if s), set())
        # "Date | What happens" over "3 March 2025 | Online applications open | 1 April 2025 | Scheme starts": rows
        # that open with their date label the date before them, not the one after
        opens_with_date = bool(find_dates(line)) and find_dates(line)[0].start <= 3
        if date_first and opens_with_date and bare_date_line(line):
            continue  # "3 February – 28 April 2025" in a "Date | What happens" table: its row is read as a whole
        label = "" if date_first and opens_with_date else date_label(lead, line)
        for sentence in _SENTENCE.split(line):
            sentence_before = named_schemes(previous_sentence) - {Scheme.MANDATORY_HMO}  # for a "Both ..." after it
            previous_sentence = sentence
            parts = ungapped([p for p in _CLAUSE.split(sentence) if p.strip()])
            fees = fee_heading or bool(lx.FEE_WORDS.search(lead))
            for part in parts:
                labelled = bool(label)
                if label:  # "End date" then "31 May 2028" on the next line: read as "End date: 31 May 2028"
                    part, label = label + ": " + part, ""
                elif event_heading and has_dates(part):
                    part = event_heading + ": " + part  # "Drop-in sessions: Station Road Library 11 February 2026"
                own = named_schemes(part)
                outside = cues.OTHERS_OUTSIDE.search(part) if own else None
                if outside:
                    own = named_schemes(part[:outside.start()] + " " + part[outside.end():])
                if own == {Scheme.MANDATORY_HMO, Scheme.ADDITIONAL} and context - {Scheme.MANDATORY_HMO} and \
                        not lx.NAMED_SCHEMES.search(part):
                    own = set()  # "every HMO must be licensed" under a local scheme's heading: that scheme's reach
                if own == {Scheme.MANDATORY_HMO} and context - {Scheme.MANDATORY_HMO} and \
                        not re.search(r"\b(?:mandatory|national|hmos?\)?\s+licen[cs])", part, re.I) and \
                        not cues.FIVE_OR_MORE.search(part):
                    own = set()  # "every HMO here must be licensed" under "Additional licensing scheme": that one
                if len(own) > 1 and cues.EXCLUDES_OTHERS.search(part):
                    first = re.search(r"\b(selective|additional|mandatory)\b", part, re.I)
                    own = {lx.SCHEME_WORD[first.group(1).lower()]} if first else own  # the others only named
                if own and cues.ALTERNATIVE_SCHEMES.search(part):
                    yield Clause(part, sentence, set(), False, False, fee_context=fees)  # named as what may apply instead
                    continue
                if own:
                    last = named_before = own
                    last_local = own - {Scheme.MANDATORY_HMO} or last_local
                    locals_in_order = [s for s in locals_in_order if s not in own] + sorted(
                        own - {Scheme.MANDATORY_HMO}, key=lambda s: s.value)
                    clause = Clause(part, sentence, own, True, False, fee_context=fees)
                elif last and (lx.ANAPHOR.search(part) or cues.ORDINAL_SUBJECT.search(part) or
                               cues.SCHEME_DAY_LABEL.search(part) or DROPPED.search(part) or
                               cues.PLACE_SUBJECT.search(part) and last - {Scheme.MANDATORY_HMO} or
                               (lx.LICENSING_SUBJECT.search(part) or NEEDED_A_LICENCE.search(part)) and has_dates(part)):
                    referent = last
                    if last == {Scheme.MANDATORY_HMO} and last_local and cues.DESIGNATION_ANAPHOR.search(part):
                        referent = last_local  # "this designation": a local scheme's, never the national one
                    if re.match(r"\W*both\b", part, re.I) and len(named_schemes(sentence)) >= 2:
                        referent = named_schemes(sentence)  # "...; both run for five years"
                    elif re.match(r"\W*both\b", part, re.I) and len(sentence_before) >= 2:
                        referent = sentence_before  # "Additional licensing started …, and selective followed …. Both
                        # schemes last five years."
                    elif _BOTH_LOCAL.match(part) and len(locals_in_order) >= 2:
                        referent = set(locals_in_order[-2:])  # "Selective licensing started …. Additional licensing …
                        # starts on 1 December 2023. Both schemes end on 31 May 2028."
                    clause = Clause(part, sentence, set(referent), False, False, fee_context=fees)
                elif context:
                    clause = Clause(part, sentence, set(context), False, False, fee_context=fees)
                elif len(sentence_before) == 1 and part is parts[0] and find_dates(part) and \
                        lx.MUST_BE_LICENSED.search(part):
                    # "It explains what selective licensing means for you. From 1 April 2022, if you rent your home in
                    # Dunmore, your landlord must have a licence": the duty of the scheme the sentence before named
                    clause = Clause(part, sentence, set(sentence_before), False, False, fee_context=fees)
                elif named_before and (lx.ANAPHOR.search(part) or labelled) and (find_dates(part) or (
                        find_periods(part) and len(named_before - {Scheme.MANDATORY_HMO}) == 1)):
                    # "It lasts for five years, from 1 September 2014" under a heading naming no scheme; a labelled
                    # date ("Expiry date" then "31 May 2028") goes on about the scheme named just before, and so does
                    # "The designation lasts for five years" after the one local scheme named
                    clause = Clause(part, sentence, set(named_before), False, False, fee_context=fees)
                elif len(named_before - {Scheme.MANDATORY_HMO}) == 1 and re.match(r"\W*(?:the|this)\s+designation\b", part, re.I) \
                        and places_in(part):  # a notice's "4. The designation applies to the Morrisfield and Copsley wards"
                    clause = Clause(part, sentence, named_before - {Scheme.MANDATORY_HMO}, False, False, fee_context=fees)
                else:
                    clause = Clause(part, sentence, set(), False, False, fee_context=fees)
                if under_place and clause.schemes and has_dates(part):
                    clause.listed = clause.listed + [p for p in under_place[1] if p not in clause.listed]
                if lx.PLACE_LIST_LEAD.search(part) and clause.schemes:
                    listing = clause
                yield clause
        local = named_schemes(line) - {Scheme.MANDATORY_HMO}
        if local and listing is None and (line.rstrip().endswith(":") or cues.COUNTED_DESIGNATIONS.search(line)):
            items = local
        if line.rstrip().endswith(":") and not excepting:
            # "A licence is needed for any property that:" / "is occupied by 5 or more people, and" / "has 2 or more
            # households": the lead and its list together describe the scheme
            joined = " ".join([line] + [x for x in lines[n + 1:n + 4] if len(x) <= 80])
            if named_schemes(joined) - named_schemes(line) or (
                    cues.FIVE_OR_MORE.search(joined) and not cues.FIVE_OR_MORE.search(line)):
                yield Clause(joined, line, named_schemes(joined), True, False)
        answered = with_its_question(line, lines[max(0, n - 6):n])
        if answered and Scheme.MANDATORY_HMO in named_schemes(answered) - named_schemes(line):
            yield Clause(answered, line, {Scheme.MANDATORY_HMO}, True, False)  # the threshold split over an FAQ
        if not local and has_dates(line):
            if line.rstrip().endswith(":"):
                pending = _Lead(line, True, 6)
            elif not named_before and _BOTH_SCHEMES.search(line):
                # "Both of our licensing schemes started on 1 March 2024 ..." then a section on each
                pending = _Lead(line, True, 12, wanted=2, over_sections=True)
            elif not named_before and (lx.ANAPHOR.search(line) or re.search(r"\b(?:scheme|designation)\b", line, re.I)):
                # "It lasts for five years, from ..." then "The scheme is made up of"; "Under our Landlord Licensing
                # Scheme every landlord needs a licence from 1 April 2015." then "The scheme is selective licensing"
                pending = _Lead(line, False, 1)


@dataclass
class _Lead:
    text: str
    colon: bool
    lines_left: int
    wanted: int = 1  # the schemes it is about, still to be named after it
    over_sections: bool = False  # it stands over the sections that name them ("Both of our schemes ...")
    given: set = field(default_factory=set)  # the schemes it has been read for


# "Both schemes end on", "Both of them": the two local schemes, not two designations or phases of one.
_BOTH_LOCAL = re.compile(r"\W*both\s+(?:of\s+)?(?:(?:the|our|these)\s+)?(?:[\w-]+\s+)?(?:schemes|them|licensing)\b", re.I)
_LEAD_HEADING = re.compile(r"\b(?:if|when|where)\s*:?\s*$", re.I)
_BOTH_SCHEMES = re.compile(r"\bboth\s+(?:of\s+)?(?:our|the|these)?\s*(?:[\w-]+\s+)?(?:schemes|designations)\b", re.I)


# A heading naming the place of the designation set out under it: "Castle ward designation", "Abbey area scheme".
_PLACE_HEADING = re.compile(r"\b(?:wards?|areas?|designations?|schemes?|estates?)\b", re.I)
# A heading over a list of the places a scheme covers.
_AREA_HEADING = re.compile(r"\b(?:areas?|wards?|streets?|roads?|places?|neighbourhoods?)\b[^.]{0,40}\b(?:covered|included"
                           r"|affected|impacted|designated|in\s+the\s+scheme)\b|^\W*(?:where\s+(?:does|is)\b.{0,40}\bapply|where\s+(?:the|"
                           r"this|our)\s+(?:[\w-]+\s+){0,2}?(?:scheme|designation|licensing)\s+(?:applies|operates|runs)"
                           r"|(?:the\s+)?(?:designated|licensing)\s+areas?\s*$)", re.I)
_COMPOSED = re.compile(r"\b(?:made\s+up\s+of|consists?\s+of|comprises?|includes?|two\s+parts)\b", re.I)
