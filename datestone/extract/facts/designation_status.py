"""A designation's status on the day read: from its dates against that day, never from tense; the five-year cap of
Housing Act 2004 ss. 60 and 84 ends one whose end is not stated; words decide only where no date does. Plain functions.
"""
from __future__ import annotations

import re
from datetime import date

from datestone.enums import Scheme
from datestone.extract.facts.dates import add_months, end_of_period
from datestone.extract.facts.designation import Designation
from datestone.extract.facts.status import (DESIGNATION_MAX_MONTHS, ENDED, FUTURE, IN_FORCE, MADE_TO_FORCE_MONTHS, PROPOSED,
                                            UNCLEAR)


def status_of(d: Designation, read_on: date) -> str:
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
        if last < read_on.year:
            return ENDED
        if first > read_on.year:
            return FUTURE
        # "Selective Licensing Scheme 2021-2026" read in 2026: it ends some day this year, maybe already gone
        return UNCLEAR if last == read_on.year and first < last else IN_FORCE
    if d.made and add_months(d.made, DESIGNATION_MAX_MONTHS + MADE_TO_FORCE_MONTHS) <= read_on:
        return ENDED  # made in 2018, no dates given: whenever it came into force, five years have run out
    if d.until and d.until < read_on.year and "in_force" not in d.words:
        return ENDED  # "runs until 2025", read in 2026 (unless the page says a scheme is in force again)
    if d.until and not d.words & {"proposed", "future"}:
        return IN_FORCE  # "will end in 2028": made and running, whatever the tense
    if d.made and add_months(d.made, MADE_TO_FORCE_MONTHS) > read_on and not d.words & {"ended", "on_hold", "in_force"}:
        return FUTURE  # made three weeks ago, its start "a date we will announce shortly": decided, not proposed
    if d.made and not d.words & {"ended", "proposed", "future", "on_hold"} and \
            add_months(d.made, MADE_TO_FORCE_MONTHS) <= read_on:
        return IN_FORCE  # "designated in July 2017", read in 2022: in force by now, its five years not yet run out
    latest_start = d.began + 1 if d.began and "made_year" in d.words else d.began  # made late in the year: begun the next
    if d.began and ("renewed" not in d.words or "dated_renewal" in d.words) and \
            date(latest_start + DESIGNATION_MAX_MONTHS // 12, 12, 30) < read_on:
        return ENDED  # "since 2011": begun by the end of 2011 at the latest, so its five years have run out
    if d.began and not d.words & {"ended", "proposed", "future", "on_hold"} and \
            date(d.began + DESIGNATION_MAX_MONTHS // 12, 1, 1) > read_on:
        return IN_FORCE  # "renewed in 2023", read in 2026: begun that year, its five years cannot have run out
    if d.began and d.began > read_on.year and "in_force" not in d.words:
        return PROPOSED if "proposed" in d.words else FUTURE  # "will start in 2027", read in 2026
    if d.began and d.began < read_on.year and "future" in d.words and not d.words & {"ended", "proposed", "on_hold"}:
        return IN_FORCE  # "will be introduced in 2023", read in 2026: that year has come (its five years checked above)
    if d.began and ("renewed" not in d.words or "dated_renewal" in d.words) and d.began <= read_on.year and \
            not d.words & {"proposed", "future", "on_hold", "ended"}:
        return UNCLEAR  # "made in 2021 and lasts for five years", read in December 2026: it may have run out, or not
    words = d.words
    if "on_hold" in words and not words & {"in_force", "ended"}:  # "quashed following a judicial review": ended
        if "proposed" in words and not d.made and any(_PROPOSAL_HELD.search(t) for t in d.texts):
            return PROPOSED  # "Cabinet paused the proposal ... no designation has been made": still a proposal
        return UNCLEAR  # decided, then put on hold or challenged with no new date: the page cannot tell
    if "ended" in words and "in_force" not in words:
        return ENDED
    if "proposed" in words and "in_force" not in words:
        return PROPOSED
    if "future" in words and "in_force" not in words:
        return FUTURE
    if words & {"in_force", "applies"}:
        return IN_FORCE
    return UNCLEAR


# The proposal itself held, not a scheme decided: "Cabinet paused the proposal", "no designation has been made".
_PROPOSAL_HELD = re.compile(r"\b(?:paused|on\s+hold|suspended|deferred)\b[^.;]{0,40}\bproposals?\b|\bproposals?\b[^.;]{0,40}"
                            r"\b(?:paused|on\s+hold|suspended|deferred)\b|\bno\s+designation\s+has\s+(?:yet\s+)?been\s+made\b", re.I)
