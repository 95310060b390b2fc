"""Whether a page describes mandatory HMO licensing, the national scheme, or only names it in passing — and its one
fact. A page describes it when it gives its threshold ("five or more people forming two or more households"), names it
as national or mandatory, or speaks of it twice; it names it in passing in a list of exemptions ("properties that
already hold an HMO licence"), as what another scheme is not ("other than HMOs licensed under the mandatory scheme"),
or in a bare link. Plain functions.
"""
from __future__ import annotations

import re
from dataclasses import replace

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts.clauses import Clause

def one_mandatory(facts: list, clauses: list[Clause]) -> list:
    """Mandatory HMO licensing is one national scheme: one fact, however often the page describes it — and only
    when the page describes it: one passing "HMOs that need an HMO licence" in a list of exemptions is not that."""
    mandatory = [f for f in facts if f.scheme == Scheme.MANDATORY_HMO.value]
    if mandatory and not describes_mandatory(clauses):
        return [f for f in facts if f.scheme != Scheme.MANDATORY_HMO.value]
    if len(mandatory) <= 1:
        return facts
    first = replace(mandatory[0], places=(), fee=next((f.fee for f in mandatory if f.fee), None))
    return [first if f is mandatory[0] else f for f in facts if f.scheme != Scheme.MANDATORY_HMO.value or
            f is mandatory[0]]


# What already holds or needs the national licence, named as a kind of home another rule leaves out: "properties that
# already hold an HMO licence", "houses in multiple occupation that require a mandatory HMO licence".
_HOLDERS_OF_THE_LICENCE = re.compile(
    r"\b(?:propert(?:y|ies)|homes?|houses?|dwellings?|HMOs?|buildings?|flats?|those|ones|occupation)\s+(?:which|that|who)"
    r"\s+(?:already\s+)?(?:holds?|has|have|needs?|requires?|(?:is|are)\s+required\s+to\s+(?:have|hold))\s+(?:an?\s+)?"
    r"(?:(?:valid|separate|full)\s+)?(?:mandatory\s+|national\s+)?(?:HMO\s+)?licen[cs]e\b", re.I)
# What another scheme leaves to the national one: "other than those required to be licensed under the mandatory scheme".
_LEFT_TO_MANDATORY = re.compile(
    r"\b(?:other\s+than|except(?:\s+for)?|excluding|apart\s+from|but\s+not)\s+(?:(?:those|HMOs|properties|homes|houses|ones)"
    r"\s+)?(?:(?:which|that)\s+(?:are|is)\s+)?(?:already\s+)?(?:(?:required|needing|obliged)\s+to\s+be\s+)?licen[cs]ed"
    r"\s+(?:under|by)\s+(?:the\s+)?(?:national\s+)?mandatory\b", re.I)
# A clause that is the scheme's name and nothing more: a link or a label, no description.
_BARE_NAME = re.compile(r"\W*(?:(?:mandatory|national)\s+)?(?:HMO|houses?\s+in\s+multiple\s+occupation)\s+"
                        r"licen[cs](?:ing|es?)(?:\s+(?:scheme|fees?|charges|application|form|conditions|register))?\W*", re.I)


def describes_mandatory(clauses: list[Clause]) -> bool:
    weak = 0
    # an additional scheme the page runs (not "we do not operate additional or selective licensing")
    additional = any(Scheme.ADDITIONAL in c.schemes and c.named and not lx.NEGATION.search(c.text) for c in clauses)
    for c in clauses:
        if Scheme.MANDATORY_HMO not in c.schemes or not c.named:
            continue
        if (lx.NOT_MANDATORY.search(c.text) or cues.NOT_MANDATORY_MORE.search(c.text) or
                _LEFT_TO_MANDATORY.search(c.text)) and not cues.FIVE_OR_MORE.search(c.text):
            continue  # "an HMO not covered by mandatory licensing": the other scheme, described by what it is not
        if (lx.MANDATORY_IN_PASSING.search(c.sentence) or _HOLDERS_OF_THE_LICENCE.search(c.text)) and \
                not cues.FIVE_OR_MORE.search(c.sentence):
            continue  # "homes with a mandatory HMO licence are exempt": another scheme's exemption, not a description
        if _BARE_NAME.fullmatch(c.text) and not c.heading:
            continue  # "Mandatory HMO licensing" in a menu or a list of links: a name, no description
        if additional and not re.search(r"\b(?:mandatory|national)\b", c.text, re.I) and not (
                cues.FIVE_OR_MORE.search(c.text) or lx.LARGE_HMO.search(c.text) or lx.ALL_HMOS.search(c.text)):
            continue  # "an HMO licence" beside an additional scheme may be that scheme's licence
        if re.search(r"\b(?:mandatory|national)\b", c.text, re.I) or cues.FIVE_OR_MORE.search(c.text) or \
                lx.LARGE_HMO.search(c.text) or lx.ALL_HMOS.search(c.text) and lx.MUST_BE_LICENSED.search(c.text):
            return True
        if not re.match(r"\W*(?:see|read|visit|find\s+out|more\s+(?:about|on)|go\s+to)\b", c.text, re.I):
            weak += 1  # "See HMO licensing." points to the description, it is not one
    return weak >= 2

