"""Clauses gathered into designations — one per scheme and area and span of dates.

Each date in a clause gets a role (date_roles.py). Clauses about one scheme are one designation unless they name other
places or other dates, or speak of a new one after one that ended (designation_match.py); a page's numbered phases are
one each (phases.py).
What a clause says of a designation in words: designation_words.py; its status on the day read:
designation_status.py; the area each covers and its main fee: areas.py. Plain functions.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts import designation_cues as dw
from datestone.extract.facts.clauses import Clause
from datestone.extract.facts.scheme_names import named_schemes
from datestone.extract.facts.conditions import named_only_as_a_question
from datestone.extract.facts.date_roles import (LICENCE_TERM, end_year, made_year, previous_end, roles, scheme_end_in_licence_term,
                                               start_year)
from datestone.extract.facts.dates import find_dates, find_year_ranges, has_dates, more_exact, same_day
from datestone.extract.facts.designation import Designation
from datestone.extract.facts.designation_match import (a_new_one, conflicts, ended_before, first_told_of_the_current, fits,
                                                       new_proposal, the_current_beside_a_proposal, the_current_one,
                                                       the_new_one)
from datestone.extract.facts.designation_words import words_of
from datestone.extract.facts.implied import Implied
from datestone.extract.facts.other_councils import run_by_another
from datestone.extract.facts.other_events import ARTICLE_4, THE_LAWS_SCHEMES, dates_of_something_else, timeline_event
from datestone.extract.facts.phases import EACH_LASTS, phase_named, phase_target
from datestone.extract.facts.places import answer_places, places_in
from datestone.extract.facts.proposal_outcomes import A_NEW_ONE_PROPOSED, ANOTHER_COUNCILS, ONLY_SUPPOSED
from datestone.extract.facts.scheme_owner import owners_at, sole_owner
from datestone.extract.facts.shared_dates import borrow_dates, shares_dates


# 3. designations ---------------------------------------------------------------------------------------------
def _first_named(text: str) -> Scheme | None:
    m = re.search(r"\b(selective|additional|mandatory)\b", text, re.I)
    return lx.SCHEME_WORD[m.group(1).lower()] if m else None


def designations_of(clauses: list[Clause], council: set[str] = frozenset(),
                    home: str | None = None) -> tuple[list[Designation], set[Scheme]]:
    """`council`: the names the council gives itself; never one of its places, here as in the area read later
    ("Rent it Right - A licensing scheme for Bexley" names no part of Bexley). `home`: the page's own council, when
    it names others too."""
    found: list[Designation] = []
    absent: set[Scheme] = set()
    defined: set[Scheme] = set()  # the schemes the clause just before said what kind of scheme they are
    heading_phase = None  # the phase the heading over the clause names ("Which areas are in phase 1?")
    phase_consulted_on = False
    asks_where = False  # the heading over the clause asks which areas a scheme covers
    heading_years = None  # the year range the heading over the clause names
    each_lasts: dict[Scheme, int] = {}  # a length the page gives every designation of a scheme at once
    local_before: set[Scheme] = set()  # the local schemes the clauses so far were last about
    beyond_the_boundary = False  # the heading over the clause is about the councils next door
    asks_of_another = False  # the heading over the clause is a question about something else (a consultation)
    last_said: dict[Scheme, Designation] = {}  # the designation of each scheme the last clause about it went to
    implied = Implied()  # a scheme consulted on, or with fees under its own heading, and described nowhere
    for c in clauses:
        named_phase = phase_named(c.text)
        if c.schemes - {Scheme.MANDATORY_HMO}:
            local_before = c.schemes - {Scheme.MANDATORY_HMO}
        elif c.heading and named_phase and len(local_before) == 1 and has_dates(c.text):
            c = replace(c, schemes=set(local_before))  # "Phase 1: 1 July 2024 to 30 June 2029": that scheme's phase
        if c.heading:
            # "Was there a consultation?", "Is there a discount for applying early?": what the answer's "It" is
            asks_of_another = c.text.rstrip().endswith("?") and bool(lx.OTHER_SUBJECT.search(c.text)) and not (
                c.schemes or dw.SCHEME_WORD.search(c.text) or dw.ASKS_WHERE.search(c.text))  # not "Where does it apply?"
            heading_phase = named_phase
            # "Rules across the boundary": what a council named under it runs is that council's
            beyond_the_boundary = bool(ANOTHER_COUNCILS.search(c.text) or dw.OVER_THE_BOUNDARY.search(c.text))
            heading_years = next(((r.first, r.last) for r in find_year_ranges(c.text)), None)  # "Selective Licensing 2025–2030"
            asks_where = bool(dw.ASKS_WHERE.search(c.text))
            phase_consulted_on = bool(named_phase and lx.CONSULTATION.search(c.text))  # "Phase 3 consultation"
        phase = named_phase or heading_phase
        kind = bool(cues.KIND_OF_SCHEME.search(c.text)) and c.named
        generic = bool(lx.GENERIC_POWER.search(c.text) or cues.GENERIC_SCHEME.search(c.text) or kind) and \
            not has_dates(c.text)
        follows_a_kind = c.schemes and c.schemes <= defined and not c.named and dw.IT_GOES_ON.match(c.text) and \
            not has_dates(c.text) and not places_in(c.text)
        defined = set(c.schemes) if kind and not has_dates(c.text) else set()
        if follows_a_kind:
            continue  # "Selective licensing is a discretionary scheme too. It covers ...": still the kind described
        if c.heading:
            implied.note(c)
        if not c.schemes or c.heading and not (find_year_ranges(c.text) or all(roles(c.text)[:2]) or (
                any(roles(c.text)[:2]) and (lx.DESIGNATION_VERB.search(c.text) or named_phase))):
            # a heading opens a designation only when it dates one: "Selective licensing 2016-2021", "Selective
            # licensing ends on 31 March 2025", "Phase 2: from 1 January 2026"
            continue
        if asks_of_another and not c.named and not dw.SCHEME_WORD.search(c.text):
            continue  # "Was there a consultation? Yes. It closed on 4 October 2024": the consultation closed
        if dw.DOCUMENT_TITLE.search(c.text) and not find_dates(c.text) and lx.CONSULTATION.search(c.text):
            continue  # "Consultation report 2026 (PDF)": a document of the consultation done, not a proposal
        if lx.PAGE_DATE_LINE.search(c.text) or timeline_event(c.text) or dw.POINTER.search(c.text) and not has_dates(c.text):
            continue  # "Last modified on 10 December 2024" dates the page, not a scheme; nor is "1 May 2024 – consultation"
        if beyond_the_boundary and not c.heading and dw.A_COUNCIL.search(c.text) or run_by_another(c.text, home):
            continue  # under "Rules across the boundary": "Westermoor City Council operates selective licensing in";
            # "Anvilford City Council runs selective licensing in parts of its area" on Copperhythe's page
        if ANOTHER_COUNCILS.search(c.text) or ARTICLE_4.search(c.text) or named_only_as_a_question(c.text) or \
                THE_LAWS_SCHEMES.search(c.text):
            continue  # "Our neighbours at X Borough Council run a selective scheme", a planning direction, "whether"
        if not c.heading:
            implied.note(c)
        words = words_of(c.text)
        supposed = ONLY_SUPPOSED.search(c.text)
        if supposed and not has_dates(c.text) and not lx.PROPOSED.search(c.text[:supposed.start()]):
            words.discard("proposed")  # "Any renewal would need a new consultation": what it would take, no proposal
        if phase_consulted_on and not c.heading and phase == heading_phase and not words & {"in_force", "ended"}:
            words.add("proposed")  # under "Phase 3 consultation": "We want your views on adding Northcliff ward"
        if "absent" in words:
            # "... additional or selective licensing, but the council has not adopted either kind of scheme"
            absent |= c.schemes if c.named else named_schemes(c.sentence) - {Scheme.MANDATORY_HMO}
            continue
        if (cues.HYPOTHETICAL.search(c.text) or cues.IF_IN_AREA.search(c.text) or cues.IF_DECIDED.search(c.text)
                and not places_in(c.text)) and not has_dates(c.text):
            continue  # "they may come under an additional scheme if one is brought in": a possibility, not a scheme
        if _NOT_PROPOSED.search(c.text) and places_in(c.text) and not has_dates(c.text) and \
                not words & {"in_force", "ended", "future"}:
            continue  # "We have not proposed licensing in Quarry Bank or Thornes": places left out of a proposal
        if generic:
            continue  # "The Act lets councils require selective licensing": the law, not this council's scheme
        starts, ends, months, years, made = (None,) * 5 if dates_of_something_else(c) else roles(c.text)
        # not "grown since 2002"; but "Since 2011 the council has extended licensing to smaller HMOs" under its heading
        about_licensing = c.named or cues.DESIGNATION_ANAPHOR.search(c.text) or re.search(r"\b(?:extended|introduced|brought\s+in|applied|run)\s+(?:[\w-]+\s+)?"
                                               r"licensing\b", c.text, re.I)
        began = start_year(c.text) if about_licensing and not (starts or years) else None
        made_in = made_year(c.text) if about_licensing and not (starts or years or began or made) else None
        if made_in:
            began = made_in
            words.add("made_year")  # "Our designation was made in 2021": it began then or a little later
        until = end_year(c.text) if (c.named or named_phase) and not (ends or years) else None
        if LICENCE_TERM.search(c.text) or not c.named and lx.OTHER_SUBJECT.search(c.text) and not (
                lx.DESIGNATION_SUBJECT.search(c.text) or lx.DESIGNATION_VERB.search(c.text)):
            # "Your licence will last until 30 April 2025", "An early bird discount was available until 31 July
            # 2020" under a scheme's heading: a licence's or an offer's dates, not the designation's
            starts = ends = months = years = made = began = until = None
            ends = scheme_end_in_licence_term(c.text) if LICENCE_TERM.search(c.text) else None
        dated = bool(starts or ends or years)
        if cues.IF_YOU_HOLD.search(c.text) and not (dated or made or began or until):
            continue  # "If you hold an additional licence that is ending": a licence holder addressed
        own_places = [p for p in places_in(c.text) or (answer_places(c.text) if asks_where else []) if p not in council]
        if not (dated or made or began or until or words - {"renewed"} or months or Scheme.MANDATORY_HMO in c.schemes
                or shares_dates(c.text)
                or cues.PLACE_SUBJECT.search(c.text) or c.listed  # "These wards were St John and Arboretum."
                or (c.named or cues.NEW_DESIGNATION.search(c.text) or phase or asks_where) and own_places):
            # "the cabinet approved a selective licensing scheme for Greenbank", "... a second scheme for the wards of"
            continue
        listed = [p for p in c.listed if p not in own_places]
        subject = _first_named(c.text)
        for scheme in sorted(c.schemes, key=lambda s: s.value):
            # "Selective licensing applies to homes not licensable under the mandatory or additional schemes, in
            # these five wards:": the list is the subject's, the scheme named first
            mine_places = [p for p in own_places if sole_owner(c.text, c.text.find(p)) in (None, scheme)
                           or scheme in owners_at(c.text, c.text.find(p))]  # "additional ... and selective in Castle"
            places = mine_places + (listed if subject in (None, scheme) else [])
            if scheme is Scheme.MANDATORY_HMO:
                starts_m = ends_m = None
            else:
                starts_m, ends_m = starts, ends
            mine = [d for d in found if d.scheme is scheme]
            target = phase_target(mine, phase, scheme, starts_m, ends_m) if phase and scheme is not Scheme.MANDATORY_HMO else None
            if target is not None and target not in found:
                found.append(target)
            if target is None and (years or heading_years and not c.heading) and not (starts_m or ends_m):
                # the same years again ("Selective Licensing 2020–2025" in the page's contents, then as a heading),
                # or a clause under that heading: that designation; under "Earlier scheme: 2017 to 2022", a clause
                # naming the scheme and no dated one of those years: the earlier one
                target = next((d for d in reversed(mine) if d.years == (years or heading_years)), None)
                if target is None and not years and c.named and mine and not any(
                        fits(d, None, None, heading_years) for d in mine if d.starts or d.ends):
                    target = Designation(scheme, years=heading_years)
                    found.append(target)
            fresh = a_new_one(c.text)  # "a new designation covering Castle": not the ended one
            said_last = last_said.get(scheme)
            if target is None and said_last in found and dw.IT_OPENS.match(c.text) and not conflicts(
                    said_last, starts_m, ends_m, places, years, made) and not began:  # not "It takes over from the
                # scheme brought in during 2015"
                target = said_last  # "Our first designation covered Kettlewick. It ran from ...": the one just told of
            if target is None and places and mine and dw.IT_COVERS.match(c.text) and not mine[-1].places and not \
                    conflicts(mine[-1], starts_m, ends_m, None, years, made):
                target = mine[-1]  # "A new designation starts on 1 December 2025 ... It covers five wards:" that one
            if target is None and places:
                # the same places with other dates are another designation of them ("Phase two covers Broad
                # Street and Kingsway from 1 May 2024"), as are two made on other days
                target = next((d for d in reversed(mine) if set(places) & set(d.places) and not conflicts(
                    d, starts_m, ends_m, None, years, made) and not (fresh and ended_before(d, ends_m))
                    and not new_proposal(d, words, starts_m, ends_m) and not (
                        d is mine[-1] and (d.starts or d.ends) and dw.THE_EARLIER_ONE.search(c.text))), None)
            if target is None and (starts_m or ends_m):  # the dates of a designation a heading opened
                target = next((d for d in reversed(mine) if d.years and not (d.starts or d.ends)
                               and fits(d, starts_m, ends_m, years)), None)
            if target is None and (starts_m or ends_m):  # the same day again: the same designation
                target = next((d for d in reversed(mine) if (starts_m and same_day(d.starts, starts_m) or ends_m and
                               same_day(d.ends, ends_m)) and not conflicts(d, starts_m, ends_m, places, years)), None)
            if target is None and mine and (starts_m or ends_m or "proposed" not in words):
                target = the_current_one(mine, c.text, starts_m, ends_m)  # also "Since the current scheme began"
            if target is None and first_told_of_the_current(mine, c.text, words):
                target = Designation(scheme)
                found.append(target)
            if target is None and mine and dw.THE_EARLIER_ONE.search(c.text) and not (starts_m or ends_m or years or fresh):
                # "Since the old scheme ended, homes here need no licence" after a new one is proposed: the old one's;
                # "Our first designation covered only three wards" after the dated one now running: one before it
                target = next((d for d in mine[:-1] if d.starts or d.ends or d.years or "ended" in d.words), None)
                if target is None and places and (mine[-1].starts or mine[-1].ends):
                    target = Designation(scheme)
                    found.append(target)
            began_elsewhere = began and mine and any(y and y != began for y in (mine[-1].began, getattr(
                mine[-1].starts, "year", None)))  # "It takes over from the scheme brought in during 2015"
            if target is None and mine and not began_elsewhere and not conflicts(
                    mine[-1], starts_m, ends_m, places, years, made) and not (
                    fresh and ended_before(mine[-1], ends_m) and not the_new_one(c.text, mine)) and not (
                    "renewed" in words and starts_m and mine[-1].starts) and not new_proposal(
                    mine[-1], words, starts_m, ends_m) and not the_current_beside_a_proposal(mine[-1], c.text, starts_m):
                target = mine[-1]
            if target is None and "proposed" in words and "in_force" not in words:  # more about the proposal
                target = next((d for d in reversed(mine) if "proposed" in d.words and "in_force" not in d.words
                               and not conflicts(d, starts_m, ends_m, places, years)), None)
            if target is None:
                target = Designation(scheme, words={"fresh"} if fresh and mine else set())
                if "renewed" in words and not places and mine and mine[-1].places and not (
                        lx.WHOLE_AREA.search(c.text) or cues.WHOLE_DISTRICT.search(c.text)):
                    target.places = list(mine[-1].places)  # a renewal covers the area it renews unless it says
                    target.renews_places = True
                found.append(target)
            before = previous_end(c.text) if starts_m and scheme is not Scheme.MANDATORY_HMO else None
            if starts_m and not before and cues.DAY_AFTER_PREVIOUS.search(c.text):
                before = starts_m - timedelta(days=1)  # "took effect on 21 April 2016, the day after the first expired"
            earlier = [x for x in mine if x is not target and not x.ends and fits(x, None, before, None)
                       and not (x.starts and x.starts > before)] if before else []
            if earlier:
                earlier[-1].ends = before  # "straight after the first one expired on 20 April 2016"
            elif before and cues.REPLACING.search(c.text) and not any(x.ends == before for x in mine):
                # "renewed on 1 June 2023, replacing the scheme that ended on 31 May 2023": that one is a fact too
                found.insert(found.index(target), Designation(scheme, ends=before, words={"ended"}, evidence=c.sentence,
                                                              evidence_rank=1, texts=[c.text]))
            target.starts = more_exact(target.starts, starts_m)
            target.ends = more_exact(target.ends, ends_m)
            target.years = target.years or years
            target.months = target.months or months
            if months and EACH_LASTS.search(c.text):
                each_lasts[scheme] = months
            target.made = target.made or (made if scheme is not Scheme.MANDATORY_HMO else None)
            target.began = target.began or (began if scheme is not Scheme.MANDATORY_HMO else None)
            target.until = target.until or (until if scheme is not Scheme.MANDATORY_HMO else None)
            if target.renews_places and not places and (lx.WHOLE_AREA.search(c.text) or cues.WHOLE_DISTRICT.search(c.text)):
                target.places, target.renews_places = [], False  # "It began on 4 January 2024, applies to the whole borough"
            target.places += [p for p in places if p not in target.places]
            target.words |= words
            if began and cues.START_YEAR_MORE.search(c.text):
                target.words.add("dated_renewal")  # "was renewed in 2023": the year is the renewal's own start
            target.texts.append(c.text)
            last_said[scheme] = target
            rank = (3 if (starts_m or ends_m) else 2 if dated else 1) + (1 if c.named and not c.heading else 0)
            if rank > target.evidence_rank:
                target.evidence, target.evidence_rank = c.sentence, rank
    found += implied.designations(found, absent, council)
    for d in found:  # "Both designations were made on 2 April 2024 and each lasts five years", then the phases
        d.months = d.months or each_lasts.get(d.scheme)
    borrow_dates(found)
    return _fold_undated(found), absent


def _fold_undated(found: list[Designation]) -> list[Designation]:
    """A scheme's undated, unplaced description ("every landlord in the area must apply") is about its dated
    designation, not a designation of its own."""
    dated = {d.scheme for d in found if d.starts or d.ends or d.years}
    dated_proposals = {d.scheme for d in found if (d.starts or d.ends or d.years) and "proposed" in d.words}
    return [d for d in found if d.scheme not in dated or d.starts or d.ends or d.years or d.began or d.until or d.made
            or ((d.places or d.phase) and d.words & _STANDING) or d.scheme is Scheme.MANDATORY_HMO
            or "fresh" in d.words and "in_force" in d.words and not d.words & {"proposed", "future"}
            # ("With the new schemes in place, we expect ..." after one that ended)
            or _undated_proposal(d) and d.scheme not in dated_proposals]  # "we propose a new scheme" beside an old one


def _undated_proposal(d: Designation) -> bool:
    """A new scheme proposed in so many words ("We are proposing to introduce a new additional licensing scheme"),
    not only a consultation mentioned ("the selective licensing consultation runs until 30 June")."""
    return "proposed" in d.words and not d.words & {"in_force", "ended"} and any(
        (lx.PROPOSED.search(lx.CONSULTATION.sub(" ", t)) or lx.PROPOSED_MORE.search(t) or A_NEW_ONE_PROPOSED.search(t))
        and not ONLY_SUPPOSED.search(t) for t in d.texts)  # not "we would have to consult first"


# Words that give a designation a standing of its own ("we run one scheme at present, in Northfield"); a pointer
# such as "see the register of properties holding a selective licence in this area" has none.
_STANDING = {"in_force", "ended", "future", "proposed"}


# Places left out of a proposal: "We have not proposed licensing in Quarry Bank or Thornes".
_NOT_PROPOSED = re.compile(r"\b(?:have|has|had|did|do|does|are|is)\s+not\s+(?:been\s+)?propos(?:ed|e|ing)\b", re.I)
