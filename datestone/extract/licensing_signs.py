"""The signs that a page speaks of licensing homes: the schemes named, councils' plain wording for the rule, HMOs,
what a landlord does with the page, and addresses that name licensing. Word lists only; the classifier weighs them.
"""
from __future__ import annotations

import re

_I = re.I
# What the page is about, said in so many words.
LICENSING = re.compile(
    r"\b(?:selective|additional|mandatory|compulsory)\)?(?:\s+hmo)?\s+licen[cs]|\blicen[cs]\w*\s+(?:of|for)\s+"
    r"(?:an?\s+)?(?:hmos?|houses\s+in\s+multiple|private(?:ly)?\s+rent\w*|landlords?)|\b(?:property|landlord|rental|"
    r"private\s+rented(?:\s+sector|\s+property)?)\s+licen[cs]|\bhmos?\)?\s+licen[cs]"
    r"|\bmultiple\s+occupa(?:tion|ncy)\)?\s*(?:-|–)?\s*licen[cs]|\blicensable\s+(?:hmos?|houses?)"
    r"|\blicen[cs]\w*\s+(?:some|all|certain)\s+(?:larger?\s+)?(?:hmos?|houses\s+in\s+multiple)", _I)
# Councils' plain wording for it: "license your HMO", "licensing for certain HMOs", "a licensable HMO", "a licensed
# house in multiple occupation". It adds to the evidence for the page; the decoy tests below weigh the named
# schemes (`LICENSING`) only, since a consultation or a news item uses the plain words just as freely.
PLAIN_LICENSING = re.compile(
    r"\blicen[cs]\w*\s+(?:(?:of|for)\s+)?(?:(?:an?|the|your|each|every|certain|all|some|larger|smaller|small|large"
    r"|shared)\s+){0,2}(?:hmos?\b|(?:houses?|homes?|flats?|propert(?:y|ies)|buildings?)\s+in\s+multiple)"
    # ... and the rule said the other way round: "which HMOs need a licence", "HMOs must be licensed".
    r"|\b(?:hmos?|multiple\s+occupa(?:tion|nc(?:y|ies)))\)?\s+(?:that\s+|which\s+)?(?:will\s+)?"
    r"(?:needs?|requires?|must\s+(?:have|hold|obtain))\s+(?:an?\s+)?(?:\w+\s+)?licen[cs]e"
    r"|\bhmos?\)?\s+(?:must|has\s+to|needs?\s+to)\s+be\s+licensed"
    r"|\b(?:an?\s+)?hmo\s+licen[cs]e\s+is\s+(?:required|needed)\b", _I)
# The rule as councils state it in a sentence about homes: "properties with five or more occupants must be
# licensed", "does my property need a licence?", "landlords who do not apply for a licence can be fined". Counted
# only in a sentence that speaks of homes, landlords or tenants (a taxi page says "you need a licence" too).
LICENCE_DUTY = re.compile(
    r"\b(?:needs?|require[sd]?|must\s+(?:have|hold|get|obtain)|apply\s+for|get|hold|without)\s+"
    r"(?:an?|the|their|your|its\s+own|their\s+own)\s+(?:\w+\s+)?licen[cs]e\b|\bmust\s+(?:now\s+|also\s+)?be\s+licensed\b|\blicensable\b"
    r"|\bto\s+license\s+(?:it|them|your|the|these|a)\b|\bdo\s+not\s+license\b|\blicen[cs]e\s+holders?\b"
    r"|\blicensed\s+(?:hmos?|propert(?:y|ies)|homes?|houses?|dwellings?)\b", _I)
HOMES = re.compile(r"\b(?:hmos?|households?|multiple\s+occupa\w+|landlords?|tenants?|let(?:s|ting)?|rent\w*"
                   r"|propert(?:y|ies)|homes?|houses?|flats?|dwellings?|bedsits?|lodgers?|occupants?|occupiers?)\b",
                   _I)
# A page written to tenants ("your landlord may need a licence", "landlords should see HMO licensing") is their
# advice on a licence, not the landlord's page of it.
TO_TENANTS = re.compile(r"\byour\s+landlord\b|\bas\s+a\s+tenant\b|\blandlords\s+should\s+(?:see|read|visit|go\s+to)\b", _I)
SENTENCE = re.compile(r"(?<=[.?!])\s+|\n")
# A step only property licensing has, named in a title: the notice that exempts a house from licensing for three
# months while its landlord stops it being licensable (Housing Act 2004, ss. 62 and 86).
LICENSING_STEP_TITLE = re.compile(r"\btemporary\s+exemption\s+notices?\b", _I)  # not "TEN": the premises regime's temporary event notice
# "Houses in multiple occupation" (also "of multiple occupation"), and the "multiple occupancy" some councils write.
HMO = re.compile(r"\b(?:houses?|homes?|flats?|propert(?:y|ies)|buildings?)\s+(?:(?:in|of|with)\s+)?multiple\s+"
                 r"occupa(?:tion|ncy|ncies)\b|\bhmos?\b"
                 # ... and the other way round, as some councils title the page: "Multiple Occupancy Homes".
                 r"|\bmultiple\s+occupa(?:tion|ncy)\s+(?:homes?|houses?|propert(?:y|ies)|dwellings?)\b", _I)
# What a landlord does with the page.
ACTIONS = {
    "how to apply": re.compile(r"\bhow\s+to\s+apply\b|\bapply\s+(?:online\s+)?for\s+(?:an?\s+|your\s+)?\w*\s*licen", _I),
    "fees": re.compile(r"\bfees?\b|£\s?\d", _I),
    "licence conditions": re.compile(r"\blicen[cs]e\s+conditions\b", _I),
    "public register": re.compile(r"\bpublic\s+register\b|\bregister\s+of\s+licen", _I),
    "designated area": re.compile(r"\bdesignat(?:ed|ion)\b", _I),
    "exemptions": re.compile(r"\bexempt\w*|temporary\s+exemption\s+notice", _I),
    "fit and proper": re.compile(r"\bfit\s+and\s+proper\b", _I),
}
URL_LICENSING = re.compile(
    r"(?:selective|additional|hmo|property|landlord|rented)[-_ ]?licen|licen\w*[-_ /](?:of[-_ ])?(?:hmo|houses[-_]in)"
    r"|houses[-_ ]in[-_ ]multiple[-_ ]occupation", _I)
# The statutory notice of a designation in its own words ("using its powers under section 80 of the Housing Act 2004",
# "may be cited as", "shall come into force on", "shall cease to have effect"): two of them make the page the notice,
# wherever the site files it (some print their public notices among the news).
DESIGNATION_NOTICE = re.compile(
    r"\bmay\s+be\s+cited\s+as\b|\b(?:powers?|section)\s+(?:under\s+)?(?:section\s+)?(?:56|80)\s+of\s+the\s+housing\s+act\s+2004"
    r"|\bshall\s+come\s+into\s+(?:force|effect)\b|\bshall\s+cease\s+to\s+have\s+effect\b|\b(?:hereby\s+)?gives\s+notice\b"
    r"|\bhereby\s+designates?\b|\bdesignates\s+the\s+area\b", _I)
