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
from dataclasses import dataclass, replace
from datetime import date

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts.clauses import Clause, clauses_of, heading_levels, link_lines
from datestone.extract.facts.scheme_names import named_schemes
from datestone.extract.facts.date_tables import date_table_rows
from datestone.extract.facts.dates import iso
from datestone.extract.facts.areas import area_and_fee
from datestone.extract.facts.designation_status import status_of
from datestone.extract.facts.designation import WHOLE
from datestone.extract.facts.designations import designations_of
from datestone.extract.facts.fee_tables import table_fees
from datestone.extract.facts.mandatory import one_mandatory
from datestone.extract.facts.other_councils import home_council
from datestone.extract.facts.page_date import page_updated
from datestone.extract.facts.proposal_outcomes import ONLY_SUPPOSED
from datestone.extract.facts.place_tables import table_places
from datestone.extract.facts.status_tables import status_table_rows
from datestone.extract.facts.tables import row_sentences, schemes_not_run
from datestone.extract.facts.status import ENDED, IN_FORCE, PROPOSED, UNCLEAR, stale_on
from datestone.extract.quote_match import selector_from_text
from datestone.extract.facts.places import cell_places, council_names, places_in
from datestone.extract.text import breadcrumb_text, head_title, main_element, main_text, visible_text


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



# the page ----------------------------------------------------------------------------------------------------
def read_facts(html: str, read_on: date) -> PageFacts:
    """Every designation the page describes, with its status on `read_on` (see the module docstring)."""
    text = main_text(html)
    main = main_element(html)
    title_schemes = named_schemes(head_title(html))
    council = council_names(head_title(html) + "\n" + visible_text(html))
    clauses = list(clauses_of(text, heading_levels(html), link_lines(html), _trail_scheme(html, text, title_schemes),
                              council))
    one_local = frozenset(title_schemes) if len(title_schemes) == 1 and Scheme.MANDATORY_HMO not in title_schemes \
        else frozenset()
    clauses += [Clause(row.text, row.evidence, set(row.schemes), True, False, listed=cell_places(row.place) if row.place else [])
                for row in date_table_rows(main, named_schemes, one_local) + status_table_rows(main, named_schemes)]
    clauses += [Clause(text, text, set(schemes), True, False) for schemes, text in row_sentences(main, named_schemes, places_in)]
    tables = table_fees(main, named_schemes)
    places_listed = table_places(main, named_schemes)
    designations, absent = designations_of(clauses, council, home_council(head_title(html) + "\n" + visible_text(html), council))
    not_run = schemes_not_run(main, named_schemes) - {Scheme.MANDATORY_HMO}
    local_title = bool(title_schemes - {Scheme.MANDATORY_HMO}) and Scheme.MANDATORY_HMO not in title_schemes
    facts = []
    statuses = {id(d): status_of(d, read_on) for d in designations}
    # "we consulted on ... the Cabinet decided not to go ahead": a proposal given up is no scheme, and its words ("a
    # citywide scheme") say nothing of the area of the one that was made
    given_up = [d for d in designations if "dropped" in d.words and d.scheme is not Scheme.MANDATORY_HMO and (
        "proposed" in d.words or statuses[id(d)] in (IN_FORCE, UNCLEAR, PROPOSED)) and not (
        d.words & {"ended"} and (d.starts or d.ends or d.years or d.made)) and not (
        d.starts and d.starts <= read_on and "proposed" not in d.words)]  # undated, "ended" is the old one's word;
    # one that has started was made ("decided not to make a new designation" gives up its successor)
    kept_texts = {t for d in designations if d not in given_up for t in d.texts}
    given_up_texts = {t for d in given_up for t in d.texts} - kept_texts
    clauses = [c for c in clauses if c.text not in given_up_texts]
    designations = [d for d in designations if d not in given_up]
    for d in designations:
        status = statuses[id(d)]
        if (d.scheme in absent and (status in (IN_FORCE, UNCLEAR) or status == PROPOSED and _only_supposed(d)) or
                d.scheme in not_run) and not (d.starts or d.ends or d.years) and "in_force" not in d.words:
            continue  # "no selective licensing scheme has been made here", "Selective licence | ... | No scheme": a
            # bare mention is not a scheme, nor "we would first have to consult" beside "we do not run one"
        own_tables = [t for t in tables if t[0] is not None] if d.scheme is Scheme.MANDATORY_HMO and local_title \
            else tables  # on a selective scheme's page a fee table naming no scheme is not the national scheme's
        area_and_fee(d, clauses, own_tables, council, [x.scheme for x in designations].count(d.scheme) == 1,
                     {x.scheme for x in designations}, places_listed)
        selector = selector_from_text(text, d.evidence)
        if selector is None:
            continue  # no fact without evidence on the page
        # national, or the whole district: no local area ("district-wide ... every landlord in Calderwick")
        places = () if d.scheme is Scheme.MANDATORY_HMO or d.area == WHOLE else tuple(d.places)
        facts.append(Fact(d.scheme.value, status, iso(d.starts), iso(d.ends), d.area, places, d.fee,
                          {"exact": selector.exact, "prefix": selector.prefix, "suffix": selector.suffix}))
    facts = _fees_to_the_live(one_mandatory(facts, clauses))
    return PageFacts(tuple(facts), page_updated(html), stale_on([f.as_dict() for f in facts], read_on))


def _only_supposed(d) -> bool:
    """Nothing said of the scheme is a proposal but what the council would have to do first ("we would first have
    to gather evidence and consult")."""
    return not any(lx.PROPOSED.search(t) and not ONLY_SUPPOSED.search(t) for t in d.texts)


def _trail_scheme(html: str, text: str, title_schemes: set) -> frozenset:
    """The one local scheme a breadcrumb trail names, for a page whose title and text name no local scheme: a
    step of that scheme's guide ("Selective licensing > Applying for a licence")."""
    if (title_schemes | named_schemes(text)) - {Scheme.MANDATORY_HMO}:
        return frozenset()
    trail = named_schemes(breadcrumb_text(html))
    local = trail - {Scheme.MANDATORY_HMO}
    return frozenset(local) if len(local) == 1 else frozenset()


def _fees_to_the_live(facts: list[Fact]) -> list[Fact]:
    """A fee the page gives once for a scheme is the fee of its designation in force or to come, not of the
    one that ended ("The previous scheme ran from 2020 to 2025 ... The proposed fee is £975")."""
    live = {(f.scheme, f.fee) for f in facts if f.fee and f.status != ENDED}
    return [replace(f, fee=None) if f.status == ENDED and (f.scheme, f.fee) in live else f for f in facts]
