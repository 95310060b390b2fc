"""The role each date of a clause plays for a designation: its start, its end, the day it was made, or none.

A date's role comes from the words leading up to it: a start ("came into force on", "from", "Commencement date:"),
an end ("until", "ceases to have effect on", "stops having effect on"), the day it was made ("the council designated
the scheme on"), or none (a decision, a consultation, an offer, a deadline, a licence's own term). A length ("for
five years") is the designation's only when it is not the law's ceiling, a licence's term or a review's rhythm; a
year alone ("since 2011") is a start the five-year cap can still end. Plain functions.
"""
from __future__ import annotations

import re
from datetime import date, timedelta

from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts.dates import DateMention, DueEnd, find_dates, find_periods, find_year_ranges
from datestone.extract.facts import early_ends as early
from datestone.extract.facts.other_events import MADE_BY, belongs_to_another_event


# dates and their roles ----------------------------------------------------------------------------------------
# Licences, not the scheme, as what ran out: "Those first licences expired between August 2023 and July 2024".
_LICENCES_RAN_OUT = re.compile(r"\blicen[cs]es\s+(?:[\w-]+\s+){0,3}?(?:expired|lapsed|ran\s+out|ended)\b[^.;]{0,30}$", re.I)


def _year_for(mention: DateMention, sentence: str) -> int | None:
    """The year a "1 July" belongs to: the nearest year written before it in the sentence, else the next after."""
    years = [(m.start(), int(m.group(1))) for m in re.finditer(r"\b((?:19|20)\d\d)\b", sentence)]
    before = [y for at, y in years if at < mention.start]
    after = [y for at, y in years if at > mention.end]
    return before[-1] if before else after[0] if after else None


# "1 June 2023 to 31 May 2028", "Tuesday 3 June to Tuesday 26 August 2025": the words between a range's two days.
_RANGE_JOIN = re.compile(r"\s*(?:-|–|—|to|until|and)\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?", re.I)


# "first introduced selective licensing (across the whole borough) on 1 September 2019": the verb, its object, the day.
_INTRODUCED_ON = re.compile(r"\b(?:re-?)?(?:introduced|launched|implemented)\s+(?:the\s+|a\s+|an\s+|its\s+|our\s+)?"
                            r"(?:[\w-]+\s+){0,3}?(?:licensing|scheme|designation)(?:\s+scheme)?\s+(?:on|from)(?:\s+the)?\s*$", re.I)


# A licence's own term ("each licence lasts up to five years", "Some licences run until 2028", "A licence granted on
# 10 November 2022, for example, expires on"): not the scheme's.
LICENCE_TERM = re.compile(r"\blicen[cs]es?\s+(?:granted|issued)\s+(?:on|in)\b[^.;]{0,50}?\bexpir(?:es?|y)\b"
                          r"|\blicen[cs]es?\b(?:\s+[\w-]+){0,7}?\s+(?:lasts?|is\s+valid|are\s+valid|will\s+(?:last|run|expire)"
                          r"|(?:is|are)\s+(?:normally\s+|usually\s+)?(?:granted|issued)\s+for|normally\s+(?:lasts?|runs?)"
                          r"|expires?|run\s+out|runs?\s+(?:until|till|to)|remains?\s+valid)\b", re.I)


# The scheme's end told after its date: "5 April 2032 | Designation ends unless renewed" in a table of key dates.
_END_AFTER = re.compile(r"\W{0,3}(?:the\s+|our\s+|this\s+)?(?:[\w-]+\s+){0,3}?(?:schemes?|designations?|licensing)\s+(?:ends|expires"
                        r"|ceases|finishes|closes|will\s+(?:end|expire|cease|finish|close))\b", re.I)
# A span of days with no licence needed: the gap between two designations, the days of neither.
_NO_LICENCE_BETWEEN = re.compile(r"\b(?:from|between)\s+\d{1,2}\s+\w+(?:\s+\d{4})?\s+(?:to|and|until)\s+\d{1,2}\s+\w+\s+\d{4},?\s+no\s+"
                                 r"(?:[\w-]+\s+){0,2}licen[cs]e\s+(?:is|was|will\s+be)\s+(?:needed|required)\b", re.I)


# The same subject going on to its next date: "and closes at midnight on", ", then ends on".
_GOES_ON = re.compile(r"\s*,?\s*(?:and|then|but)\s+(?:[\w-]+\s+){0,5}?(?:on|until|to|at|till|by)?\s*", re.I)


def roles(clause: str) -> tuple[date | None, date | None, int | None, tuple[int, int] | None, date | None]:
    """(starts, ends, period in months, year range, the day it was made) the clause states for a designation."""
    if _NO_LICENCE_BETWEEN.search(clause):
        return (None,) * 5  # "From 1 June 2024 to 31 January 2025 no selective licence is needed": the gap between two
    dates = [d.with_year(_year_for(d, clause)) if d.value is None and _year_for(d, clause) else d
             for d in find_dates(clause)]
    starts_seen: list[date] = []
    ends_seen: list[date] = []
    made = None
    previous_end = 0
    rejected: set[int] = set()  # dates given another role: no range runs from them
    consultation_days: set[int] = set()  # of them, a consultation's or another subject's
    for i, d in enumerate(dates):
        if d.value is None:
            continue
        before = clause[previous_end:d.start]
        lead = _plain_lead(before[-100:])
        previous_end = d.end
        joined = i > 0 and _RANGE_JOIN.fullmatch(before) and dates[i - 1].value
        if joined and i - 1 in rejected or i - 1 in consultation_days and _GOES_ON.fullmatch(before) and \
                not lx.SCHEME_NOUN.search(before):
            # "The consultation runs from 1 February to 30 April", "... runs from 11 August 2025 and closes at
            # midnight on 3 November 2025": both the consultation's
            rejected.add(i)
            continue
        if joined and lx.OTHER_AFTER.search(clause[d.end:d.end + 40]):
            rejected.update({i - 1, i})  # "Between 6 March and 29 May 2023 we consulted on ...": the consultation's
            if starts_seen and starts_seen[-1] == dates[i - 1].as_start():
                starts_seen.pop()
            continue
        if joined:
            ends_seen.append(d.as_end())  # "1 June 2023 to 31 May 2028", "between 1 June 2023 and 31 May 2028"
            if not starts_seen:
                starts_seen.append(dates[i - 1].as_start())
            continue
        if lx.OTHER_AFTER.search(clause[d.end:d.end + 40]) or lx.DEADLINE_AFTER.search(clause[d.end:d.end + 40]) or \
                cues.APPLY_AFTER.search(clause[d.end:d.end + 60]):
            rejected.add(i)
            continue
        if lx.OTHER_SUBJECT_NAMED.search(clause[:d.start]) and not lx.DESIGNATION_NOUN_VERB.search(clause[:d.start]):
            rejected.add(i)
            consultation_days.add(i)
            continue  # "the selective licensing consultation runs until 30 June 2022": not the designation's day
        if _LICENCES_RAN_OUT.search(clause[:d.start]) and not lx.DESIGNATION_NOUN_VERB.search(clause[:d.start]):
            rejected.add(i)
            continue  # "Those first licences expired between August 2023 and July 2024": the licences' days
        if cues.OFFER_AFTER.search(clause[d.end:]) and not (lx.DESIGNATION_VERB.search(clause) or
                                                             cues.SCHEME_DUTY.search(clause)):
            rejected.add(i)
            continue  # "From 1 March 2022 to 31 May 2022, applications get an early bird discount": the offer's days
        if belongs_to_another_event(lead, clause[d.end:d.end + 80]):
            rejected.add(i)
            continue  # a drop-in session's day, a start put back ("was due to come into force on"), the law's own day
        if early.PLANNED_END.search(lead[-70:]):
            rejected.add(i)
            continue  # "had been due to run until 31 December 2027" (then revoked): the end it no longer has
        if early.DUE_END.search(lead[-70:]):
            ends_seen.append(DueEnd.of(d.as_end()))
            continue
        if early.REVOCATION_AT_END.search(lead):
            ends_seen.append(d.value)
            continue
        if cues.NO_LONGER_FROM.search(before[-100:]) or early.REVOKED_FROM.search(before[-160:]) or \
                early.NO_LICENCE_AFTER.match(clause[d.end:]) or early.NOT_NEEDED_SINCE.search(before[-100:]):
            # "no longer in force as of 7 January 2024", "revoked with effect from 7 January 2024": ended the 6th;
            # "if you let a home after 19 October 2026, you do not need a licence": ended on the 19th
            ends_seen.append(d.value if re.search(r"\bafter\s*$", lead, re.I) else d.value - timedelta(days=1))
            continue
        if lx.MADE_CUE.search(lead) or MADE_BY.search(lead) or cues.MADE_AFTER.search(clause[d.end:d.end + 160]) and \
                re.fullmatch(r"\W*(?:on|in)?\W*", lead, re.I):
            made = made or d.value  # "the council designated the scheme on 16 April 2018": made, not started
            rejected.add(i)
            continue
        if (lx.OTHER_CUE.search(lead) or cues.DECISION_BEFORE.search(lead)) and not lx.START_CUE.search(lead[-25:]) \
                and not lx.END_CUE.search(lead[-12:]):
            rejected.add(i)
            continue
        if _consultation_date(lead) or lx.APPLICATION_CUE.search(lead) or cues.REGISTER_BEFORE.search(lead) or \
                cues.FEES_DATED_BEFORE.search(lead):
            rejected.add(i)
            consultation_days.add(i)
            continue  # "you can apply for a licence from 1 May 2023": applications open, the scheme starts later
        if early.REVOKED_ON.search(lead) and early.CEASED_LATER.match(clause[d.end:]):
            rejected.add(i)  # "was revoked on 30 April 2025 and ceased to have effect on 31 May 2025": the decision's
            continue
        if lx.END_CUE.search(lead) and not (lead.rstrip().lower().endswith("and") and not starts_seen) or \
                lx.END_CUE_MORE.search(lead) or cues.END_LATER.search(lead) or cues.END_MORE.search(lead) or early.LAST_DAY.search(lead) or \
                cues.END_OF_SCHEME.search(lead) or _END_AFTER.match(clause[d.end:d.end + 60]):
            ends_seen.append(d.as_end())
        elif lx.START_CUE.search(lead) or lx.START_CUE_MORE.search(lead) or re.search(r"\bfrom\s*$", lead, re.I) or \
                cues.START_MORE.search(lead) or _INTRODUCED_ON.search(lead) or \
                cues.START_AFTER_MORE.search(clause[d.end:d.end + 90]) or \
                lx.START_AFTER.search(clause[d.end:d.end + 50]) or lx.START_AFTER_SUBJECT.search(clause[d.end:d.end + 90]):
            starts_seen.append(d.as_start())
    starts = starts_seen[0] if starts_seen else None
    # "came into force on 21 April 2016, straight after the first one expired on 20 April 2016, and it expired on
    # 20 April 2021": an end before the start is another designation's
    ends = next((e for e in ends_seen if not starts or e >= starts), None)
    periods = [p for p in find_periods(clause) if p.months in (36, 48, 60, 12, 24)]
    periods = [p for p in periods if _designation_period(clause, p)]
    months = periods[0].months if periods and (lx.PERIOD_WORDS.search(clause)) else None
    ranges = find_year_ranges(clause, dates)
    # "outside the 2020 to 2025 area ... under the 2025 to 2030 Scheme": the range that names a scheme is its own
    own = [r for r in ranges if re.match(r"\s*(?:schemes?|designations?)\b", clause[r.end:], re.I)]
    ranges = own or ranges
    years = (ranges[0].first, ranges[0].last) if ranges else None
    return starts, ends, months, years, made


_UNLESS_RENEWED = re.compile(r"\s+unless\s+(?:it\s+is\s+|the\s+(?:scheme|designation)\s+is\s+)?(?:renewed|revoked|extended)"
                             r"(?:\s+(?:sooner|earlier|first))?\s*$", re.I)


# The day named twice, first by its place in time: "began on the following day, 7 January 2024".
_WEEKDAY_OR_MONTH_START = re.compile(r"\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?|(?:the\s+)?(?:beginning|start)\s+of)\s*$", re.I)
_NEXT_DAY_NAMED = re.compile(r"\s+(?:on\s+)?the\s+(?:following|next)\s+day\s*,\s*$", re.I)


def _plain_lead(before: str) -> str:
    """The words before a date as a cue reads them: "Came into force: 1 June 2023" as "came into force", "went live
    in Northfield on" as "went live on", "ended as of" as "ended on", a clause opening "As of" as "from"."""
    lead = re.sub(r"\s*[:–—-]\s*(?:(?i:on)\s+)?$", " ", before)  # also "When will the scheme end: On 31 May 2028"
    lead = _UNLESS_RENEWED.sub(" ", lead)  # "Designation ends unless renewed: 5 April 2032": it ends
    lead = _NEXT_DAY_NAMED.sub(" on ", lead)  # "began on the following day, 7 January 2024": began on
    lead = _WEEKDAY_OR_MONTH_START.sub(" ", lead)  # "is Friday 30 April 2027", "from the beginning of April 2022"
    lead = cues.LOCATIVE_BEFORE_DATE.sub(" ", lead)
    m = cues.AS_OF.search(lead)
    if m:
        rest = lead[:m.start()]
        ends = lx.END_CUE.search(rest + "on") or lx.END_CUE_MORE.search(rest + "on")
        lead = rest + ("on " if ends else "from ")
    return lead


def scheme_end_in_licence_term(clause: str):
    """The end a clause about a licence's term gives the scheme itself: "each licence lasts up to five years or
    until the scheme expires on 31 March 2025" (else None)."""
    for d in find_dates(clause):
        before = clause[:d.start]
        if d.value and (cues.SCHEME_ENDS_BEFORE.search(before[-80:]) or cues.END_OF_SCHEME.search(before[-80:])
                        or _ALL_LICENCES_UNTIL.fullmatch(before)):
            return d.as_end()
    return None


# Every licence of the scheme to one day: "Licences will run until April 2020" (not "Many licences granted in 2024
# expire on", "Some licences run until 2028", "Your licence lasts until"): the day the scheme ends.
_ALL_LICENCES_UNTIL = re.compile(r"\W*(?:all\s+)?licen[cs]es\s+(?:will\s+)?(?:run|last|be\s+valid|are\s+valid|remain\s+valid)"
                                 r"\s+(?:until|to|till)\s+(?:the\s+end\s+of\s+)?", re.I)


def previous_end(clause: str):
    """The end the clause gives the designation before the one it is about ("came into force on 21 April 2016,
    straight after the first one expired on 20 April 2016"), else None."""
    for d in find_dates(clause):
        if d.value and cues.PREVIOUS_ENDED.search(clause[max(0, d.start - 80):d.start]):
            return d.as_end()
    return None


def start_year(clause: str) -> int | None:
    """The year a scheme started, when the clause gives only that: "since 2011", "was introduced in 2015"."""
    if _consultation_date(clause) or lx.OTHER_AFTER.search(clause):
        return None
    plain = cues.LOCATIVE_BEFORE_YEAR.sub(" ", clause)
    m = lx.START_YEAR.search(plain)
    if m:
        return int(m.group("year") or m.group("lead_year"))
    m = cues.START_YEAR_MORE.search(plain)  # "was renewed in 2023": the renewal's own start
    return int(m.group("year")) if m else None


def made_year(clause: str) -> int | None:
    """The year a designation was made, when the clause gives only that: "was made in 2021" (it started then or
    up to a few months later)."""
    m = _MADE_IN_YEAR.search(clause)
    return int(m.group("year")) if m else None


_MADE_IN_YEAR = re.compile(r"\b(?:was|were)\s+(?:made|designated)\s+in\s+(?P<year>(?:19|20)\d\d)\b(?![/.-]\d)", re.I)


def _designation_period(clause: str, period) -> bool:
    """The length is this designation's ("came into force on 1 June 2023 and will run for five years"), not the
    law's ceiling, a licence's term or a review's rhythm."""
    if lx.PERIOD_LIMIT_BEFORE.search(clause[max(0, period.start - 30):period.start]):
        return False
    if lx.GENERIC_DURATION.search(clause) or _OF_A_LICENCE.match(clause[period.end:]):
        return False  # "inspected at some point during the 5 years of its licence": the licence's term
    lead = clause[:period.start]  # "the licence will be valid for 5 years": the licence is what lasts
    fee = None
    for fee in lx.FEE.finditer(lead):
        pass
    if fee and not lx.SCHEME_NOUN.search(lead[fee.end():]):
        return False  # "The cost is £500 for the full 5 years": what the fee covers
    return not (lx.LICENCE_NOUN.search(lead) and not lx.SCHEME_NOUN.search(lead))


_OF_A_LICENCE = re.compile(r"\s+(?:of|for)\s+(?:its|the|their|your|a|each|every|that)\s+licen[cs]e\b"
                           r"|\s+(?:[\w-]+\s+)?(?:report|review|evaluation|plan|strategy|contract|programme)\b", re.I)  # "two-year progress report"


# What a consultation is about, right after the word: the scheme named there is not the subject of the verb after it.
_CONSULTATION_TOPIC = re.compile(r"\s*(?:on|about|into|for|regarding)\s+(?:the\s+|a\s+|an\s+|our\s+|any\s+)?"
                                 r"(?:[\w-]+\s+){0,4}(?:licensing|schemes?|designations?)\b(?:\s+(?:schemes?|designations?)\b)?", re.I)


def _consultation_date(lead: str) -> bool:
    """"We consulted for three months, ending on 31 July 2022": the date of a consultation, not of a scheme —
    unless a designation's own verb stands between ("after consultation, the scheme came into force on")."""
    m = None
    for m in lx.CONSULTATION.finditer(lead):
        pass
    if m is None:
        return False
    after = lead[m.end():]  # "the consultation runs from": the consultation's own verb, no designation after it
    topic = _CONSULTATION_TOPIC.match(after)  # "the consultation on selective licensing runs until": its topic ...
    if topic and not re.match(r"\W*(?:which|that|it)\b", after[topic.end():], re.I):
        after = after[topic.end():]  # ... unless what follows speaks of the topic ("a new scheme, which could start")
    return not (lx.DESIGNATION_VERB.search(after) and re.search(r"\b(?:schemes?|designations?|licensing|it)\b", after, re.I))


# A scheme's end given as a year only: "runs until 2028", "expires in 2025", "is due to end in spring 2029".
_END_YEAR = re.compile(r"(?:\buntil|\btill|\bend\w*\s+in|\bexpir\w*\s+in|\bfinish\w*\s+in|\bclos\w*\s+in|\bceas\w*\s+in"
                       r"|\blapse\w*\s+in)\s+(?:(?:early|late|mid|spring|summer|autumn|winter)[\s-]+)?"
                       r"(?P<year>(?:19|20)\d\d)\b(?![/.-]\d)", re.I)


def end_year(clause: str) -> int | None:
    """The year a scheme ends, when the clause gives only that: "runs until 2028", "expires in 2025"."""
    if _consultation_date(clause) or lx.OTHER_SUBJECT_NAMED.search(clause) or LICENCE_TERM.search(clause):
        return None
    m = _END_YEAR.search(clause)
    return int(m.group("year")) if m else None
