"""A scheme brought in by stages, or a page that numbers its designations: "Phase 1", "Designation 3", "Scheme 2".
Each phase is a designation of its own; a clause naming one (or under a heading naming one) adds to it. Plain
functions.
"""
from __future__ import annotations

import re

from datestone.enums import Scheme
from datestone.extract.facts.dates import same_day
from datestone.extract.facts.designation import Designation

# "each lasts five years", "both designations run for": one length for every designation of the scheme.
EACH_LASTS = re.compile(r"\b(?:each|both|all)\s+(?:of\s+them\s+|phases?\s+|designations?\s+)?(?:lasts?|runs?|is\s+for|will\s+(?:last|run))\b", re.I)


# "Phase 1", "phase two", "the second phase", "Designation 3", "Scheme 2": one of a scheme's designations brought in by
# stages or numbered by the page.
_PHASE = re.compile(r"\b(?:phase|designation|scheme)\s+(?P<n>\d|one|two|three|four|five)\b(?![/.:-]?\d)"
                    r"|\b(?P<nth>first|second|third|fourth|fifth)\s+phase\b", re.I)
_PHASE_NUMBER = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "first": "1", "second": "2",
                 "third": "3", "fourth": "4", "fifth": "5"}


def phase_named(text: str) -> str | None:
    """The one phase a clause names ("Phase 1 ends on 31 May 2027"), else None (none, or several: "Phases 1 and 2")."""
    named = {_PHASE_NUMBER.get((m.group("n") or m.group("nth")).lower(), m.group("n")) for m in _PHASE.finditer(text)}
    return named.pop() if len(named) == 1 else None


def phase_target(mine: list[Designation], phase: str, scheme: Scheme, starts=None, ends=None) -> Designation:
    """The designation a clause about this phase adds to: the phase's own, else one no phase has claimed that has
    the clause's own day (the table's cells read before its labelled row) or is undated ("introduced in stages"
    said before the first phase), else a new one."""
    same = [d for d in mine if d.phase == phase]
    if same:
        return same[-1]
    unclaimed = [d for d in mine if d.phase is None]
    same_days = [d for d in unclaimed if starts and same_day(d.starts, starts) or ends and same_day(d.ends, ends)]
    if same_days:
        same_days[0].phase = phase
        return same_days[0]
    if mine and mine[-1].phase is None and not (mine[-1].starts or mine[-1].ends or mine[-1].years):
        mine[-1].phase = phase
        return mine[-1]
    return Designation(scheme, phase=phase)
