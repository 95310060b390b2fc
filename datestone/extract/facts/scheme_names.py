"""Which schemes a piece of text names: by name ("selective licensing", "an HMO licence"), and mandatory or additional
HMO licensing also when described without their names ("five or more people forming two or more households",
"HMOs with three or four occupiers"). Plain functions.
"""
from __future__ import annotations

import re

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts import cues


def named_schemes(text: str) -> set[Scheme]:
    """The schemes a piece of text names, mandatory HMO licensing also when described without its name."""
    text = cues.STATUTE_TITLE.sub(" ", text)  # "... Selective Licensing of Other Residential Accommodation (England)
    # General Approval 2015" names a law, not a scheme of this council
    found = {lx.SCHEME_WORD[w.lower()] for m in lx.NAMED_SCHEMES.finditer(text)
             if not cues.NOT_UNDER_BEFORE.search(text[max(0, m.start() - 60):m.start()])  # "not ... under X": not X
             and not (m.group(1).lower() == "additional" and _EACH_BEFORE.search(text[max(0, m.start() - 12):m.start()]))
             and not _COMPARED_WITH.search(text[max(0, m.start() - 30):m.start()])
             for w in re.findall(r"[a-z]+", m.group(1), re.I) if w.lower() in lx.SCHEME_WORD}
    if (lx.THREE_OR_FOUR.search(text) or _THREE_OR_FOUR_HOUSEHOLDS.search(text)) and lx.LICENCE_WORD.search(text) and \
            not lx.NEGATION.search(text) and \
            not cues.NO_LICENCE_NEEDED.search(text):
        found.add(Scheme.ADDITIONAL)  # only an additional designation licenses HMOs of 3 or 4 people
    if ((cues.FIVE_OR_MORE.search(text) or _FIVE_IN_TWO_HOUSEHOLDS.search(text)) and (
            lx.HMO_WORDS.search(text) or lx.LICENCE_WORD.search(text))) or (
            lx.LARGE_HMO.search(text) and lx.LICENCE_WORD.search(text)) or (
            (lx.HMO_LICENCE.search(text) or cues.HMO_LICENCE_MORE.search(text)) and not found):
        found.add(Scheme.MANDATORY_HMO)
    if _EVERY_RENTED_HOME.search(text) and lx.MUST_BE_LICENSED.search(text) and not lx.NEGATION.search(text) and \
            not lx.HMO_WORDS.search(text):
        found.add(Scheme.SELECTIVE)  # "Every privately rented home in Moorside ward must be licensed": only selective
    if _THREE_OR_MORE.search(text) and lx.MUST_BE_LICENSED.search(text) and not lx.NEGATION.search(text) and \
            not _MAYBE_OR_DEFINED.search(text):
        # "Houses shared by three or more unrelated tenants ... need a licence" (not "... is an HMO and may need one")
        found.add(Scheme.ADDITIONAL)
    if lx.ALL_HMOS.search(text) and lx.MUST_BE_LICENSED.search(text) and not cues.FIVE_OR_MORE.search(text) and \
            not _HMOS_THAT_MUST.search(text) and \
            not lx.THREE_OR_FOUR.search(text) and not cues.RESTRICTED_HMOS.search(text) and \
            not re.search(r"\b(?:not|no|may|might|could)\b", text, re.I):
        found |= {Scheme.ADDITIONAL, Scheme.MANDATORY_HMO}  # every HMO, whatever its size: the large ones too
    return found


# "£75 off each additional licence", "£50 for every additional licence": one more licence, not the additional scheme.
_EACH_BEFORE = re.compile(r"\b(?:each|every|per)\s+$", re.I)
# A scheme the clause is compared with, not about: "It started on 1 October 2023, the same day as the additional
# scheme", "unlike the selective scheme".
_COMPARED_WITH = re.compile(r"\b(?:same\s+(?:day|date|time)\s+as|unlike|like)\s+(?:the|our|its)\s+$", re.I)


# The threshold said as "five people" with the households beside it: "a house shared by five people? Yes, if they
# form two or more households".
_FIVE_IN_TWO_HOUSEHOLDS = re.compile(r"\b(?:5|five)\s+(?:people|persons|tenants|occupants|occupiers|sharers)\b.{0,120}"
                                     r"\btwo\s+or\s+more\s+households\b", re.I | re.S)


# "three or four people from two or more households": the smaller HMOs only an additional designation licenses.
_THREE_OR_FOUR_HOUSEHOLDS = re.compile(r"\b(?:3|three)\s+or\s+(?:4|four)\s+(?:people|persons|tenants|occupants|occupiers|"
                                       r"sharers)\b.{0,60}\btwo\s+or\s+more\s+households\b", re.I | re.S)
# "Every HMO that has to be licensed is charged its own fee": the HMOs the law already licenses, not all of them.
_HMOS_THAT_MUST = re.compile(r"\b(?:hmos?|houses?\s+in\s+multiple\s+occupation)\s+(?:that|which)\s+(?:(?:has|have|needs?)\s+to"
                             r"|must|(?:is|are)\s+required\s+to)\s+be\s+licensed\b|\b(?:hmos?|houses?\s+in\s+multiple\s+occupation)"
                             r"\s+(?:that|which)\s+needs?\s+an?\s+(?:\w+\s+)?licen[cs]e\b", re.I)


_EVERY_RENTED_HOME = re.compile(r"\b(?:every|all|any)\s+(?:privately\s+rented|private(?:ly)?[\s-]+let|private\s+rented)\s+"
                                r"(?:homes?|propert(?:y|ies)|houses?|dwellings?|flats?)\b", re.I)
_THREE_OR_MORE = re.compile(r"\b(?:3|three)\s+or\s+more\s+(?:unrelated\s+)?(?:people|persons|tenants|occupants|occupiers|sharers)\b",
                            re.I)
_MAYBE_OR_DEFINED = re.compile(r"\b(?:may|might|could|if\s+it\s+is|is\s+an\s+hmo|counts?\s+as|defin\w*|means?)\b", re.I)
