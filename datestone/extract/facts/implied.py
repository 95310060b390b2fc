"""Designations a page implies without describing them: a scheme a consultation was on, told of as over with nothing
said after it ("From 11 December 2017 to 5 March 2018 we consulted on a borough wide additional licensing scheme"),
is a proposal at least; a scheme whose fees the page lists under its own heading ("Additional licence fees (Abbey
and Priory wards)") is one the council runs. Either counts only when the page describes no designation of that
scheme and does not say it has none. Plain functions.
"""
from __future__ import annotations

import re

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts.clauses import Clause
from datestone.extract.facts.dates import has_dates
from datestone.extract.facts.designation import Designation
from datestone.extract.facts.places import places_in
from datestone.extract.facts.proposal_outcomes import PAST_CONSULTATION

# "Additional licence fees", "Fee type for additional licensable HMOs", "Selective licensing: costs"
_FEE_HEADING = re.compile(r"\b(?:fees?|costs?|charges?|prices?)\b", re.I)


class Implied:
    """Gathers, clause by clause, what the page implies; `designations` gives what is left once the page is read."""

    def __init__(self) -> None:
        self._consulted: dict[Scheme, Clause] = {}
        self._fees: dict[Scheme, Clause] = {}

    def note(self, c: Clause) -> None:
        local = c.schemes - {Scheme.MANDATORY_HMO}
        if not c.named or not local:
            return
        if not c.heading and PAST_CONSULTATION.search(c.text):
            for scheme in local:
                self._consulted.setdefault(scheme, c)
        elif c.heading and _FEE_HEADING.search(c.text) and not has_dates(c.text) and not (
                lx.PROPOSED.search(c.text) or lx.ENDED.search(c.text)):
            for scheme in local:
                self._fees.setdefault(scheme, c)

    def designations(self, found: list[Designation], absent: set[Scheme], council: set[str]) -> list[Designation]:
        described = {d.scheme for d in found} | absent
        made = []
        for scheme, c in self._consulted.items():
            if scheme not in described:
                made.append(Designation(scheme, words={"proposed"}, evidence=c.sentence, evidence_rank=1, texts=[c.text]))
        for scheme, c in self._fees.items():
            if scheme not in described | {d.scheme for d in made}:
                made.append(Designation(scheme, words={"applies"}, evidence=c.sentence, evidence_rank=1, texts=[c.text],
                                        places=[p for p in places_in(c.text) if p not in council]))
        return made
