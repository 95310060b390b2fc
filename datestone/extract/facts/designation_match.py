"""Whether a clause adds to a designation already read or describes another: its days, year range, places and the
day it was made against the designation's; a new one after one that ended; a proposal beside one made; the one now
running beside a proposal to renew it. Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract.facts import cues
from datestone.extract.facts.dates import DueEnd, same_day
from datestone.extract.facts.designation import Designation


def conflicts(d: Designation, starts, ends, places, years=None, made=None) -> bool:
    if places and d.places and not set(places) & set(d.places):
        return True
    if made and d.made and made != d.made:
        return True  # "On 26 May 2020 the council designated five wards" beside the one designated on 6 June 2023
    if not fits(d, starts, ends, years):
        return True
    if starts and d.starts and not same_day(starts, d.starts):
        return True
    if ends and d.ends and not same_day(ends, d.ends) and not isinstance(d.ends, DueEnd) and not isinstance(ends, DueEnd):
        return True
    if starts and d.ends and starts > d.ends or ends and d.starts and ends < d.starts:
        return True
    return False


def fits(d: Designation, starts, ends, years) -> bool:
    """Dates and a year range agree: "Selective licensing 2016-2021" and "took effect on 21 April 2016" do."""
    if years and d.years and years != d.years:
        return False
    span = years or d.years
    day_years = [x.year for x in (starts or d.starts, ends or d.ends) if x]
    if d.starts and d.months and not (ends or d.ends):
        # "started on 24 February 2025 and will run for 5 years" is no part of "the 2020 to 2025 scheme"
        day_years.append(d.starts.year + (d.starts.month - 1 + d.months - 1) // 12)
    return not span or all(span[0] <= y <= span[1] for y in day_years)


def ended_before(d: Designation, ends) -> bool:
    """`d` has ended (or its end is given, or its start and length) and the clause gives no end of its own that is
    `d`'s."""
    return bool(d.ends or d.starts and d.months or "ended" in d.words) and not (ends and ends == d.ends)


_THE_NEW = re.compile(r"\bthe\s+new\s+(?:[\w-]+\s+){0,3}?(?:scheme|designation)\b", re.I)


def the_new_one(text: str, mine: list[Designation]) -> bool:
    """"You must apply for a licence under the new designation" after the new one is described: that one."""
    return bool(_THE_NEW.search(text)) and ("fresh" in mine[-1].words or len(mine) > 1)


_THE_CURRENT = re.compile(r"\b(?:the|our)\s+(?:current|existing|present)\s+(?:[\w-]+\s+){0,2}?(?:scheme|designation)\b", re.I)


def the_current_beside_a_proposal(d: Designation, text: str, starts) -> bool:
    """"We want your views on renewing additional licensing", then "The current designation runs from 1 July 2022":
    the one running is not the proposal; nor is "Selective licensing began in April 2022" after a news line on the
    consultation on "a replacement scheme"."""
    if "proposed" not in d.words or d.starts or d.ends or not starts:
        return False
    return bool(_THE_CURRENT.search(text) or _BEGAN.search(text) and any(cues.NEW_DESIGNATION.search(t) for t in d.texts))


_BEGAN = re.compile(r"\b(?:began|started|commenced|came\s+into\s+(?:force|effect)|took\s+effect|was\s+introduced)\b", re.I)


def the_current_one(mine: list[Designation], text: str, starts, ends) -> Designation | None:
    """"... a replacement in place when the current designation ends on 30 September 2023" after a proposal to
    replace it: the day is the one running's, not the proposal's."""
    if not _THE_CURRENT.search(text) or "proposed" not in mine[-1].words:
        return None
    return next((d for d in reversed(mine[:-1]) if ("proposed" not in d.words or "in_force" in d.words)
                 and not conflicts(d, starts, ends, None)), None)


def first_told_of_the_current(mine: list[Designation], text: str, words: set) -> bool:
    """"The current additional licensing scheme covers three wards" after a news line on consulting about a scheme
    to replace it: the one running is told of for the first time, a designation of its own."""
    return bool(_THE_CURRENT.search(text)) and not words & {"proposed", "dropped"} and bool(mine) and all(
        "proposed" in d.words and "in_force" not in d.words and not (d.starts or d.ends) for d in mine)


def new_proposal(d: Designation, words: set, starts=None, ends=None) -> bool:
    """A clause about a proposed scheme beside a dated one already made is a designation of its own — unless it
    gives that one's own dates ("Selective licensing 1 May 2026 - April 2031", then "would come into force on 1 May
    2026": the heading's designation is the proposal)."""
    proposal = "proposed" in words and "in_force" not in words
    same = bool(starts and starts == d.starts or ends and ends == d.ends)
    return proposal and bool(d.starts or d.ends) and "proposed" not in d.words and not same


# A new designation the council may make one day, or will not: "unless the council makes a new designation", "if a new
# scheme is made", "Cabinet decided not to make a new designation".
_MAY_MAKE = re.compile(r"\b(?:unless|if|until|whether|should)\b[^.;]{0,40}$|\bnot\b[^.;]{0,25}$|\bno\s*$", re.I)


def a_new_one(text: str) -> bool:
    """A new designation in so many words, not one the council may make or decided not to."""
    m = cues.NEW_DESIGNATION.search(text)
    return bool(m) and not _MAY_MAKE.search(text[:m.start()])
