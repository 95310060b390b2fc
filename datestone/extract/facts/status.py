"""A designation's status on a day: the words, the five-year ceiling, and how a stored fact moves on as days pass.

`in_force`, `ended`, `future`, `proposed` (not designated yet), `unclear`. Plain functions: the day is an argument.
"""
from __future__ import annotations

from datetime import date

from datestone.enums import Scheme
from datestone.extract.facts.dates import add_months

IN_FORCE, ENDED, FUTURE, PROPOSED, UNCLEAR = "in_force", "ended", "future", "proposed", "unclear"
DESIGNATION_MAX_MONTHS = 60  # Housing Act 2004 ss. 60(4), 84(4): a designation lasts at most five years
# A designation comes into force some months after it is made (at least three for one that needs no confirmation):
# six months' slack before its making date alone says its five years are over.
MADE_TO_FORCE_MONTHS = 6


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

