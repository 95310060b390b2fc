"""What became of a scheme that was proposed but never made, and schemes that are another council's.

A page may tell of a consultation that led nowhere ("After considering the responses, the Cabinet decided not to go
ahead"), a designation the Secretary of State did not confirm, or a neighbouring council's scheme ("Our neighbours at
X Borough Council run a selective licensing scheme"). None of them is a scheme of this council's: no fact is made
from them, so a landlord is never told a scheme runs that does not. Plain regular expressions.
"""
from __future__ import annotations

import re

I = re.I

# A proposal given up: "decided not to go ahead", "will not now go ahead", "did not confirm it", "was withdrawn".
DROPPED = re.compile(r"\b(?:decided|agreed|resolved|voted|chose)\b(?:\s+(?:on|in)\s+[^,.;]{0,30}?)?\s+not\s+to\s+(?:go\s+ahead|proceed|introduce|adopt|designate"
                     r"|make|pursue|implement|bring\s+in|consult|take\s+(?:it|this|(?:the|a|any)\s+\w+)\s+forward)\b"
                     r"|\b(?:will|would|did)\s+not\s+(?:now\s+)?(?:go\s+ahead|proceed|be\s+(?:introduced|implemented|going\s+ahead"
                     r"|taken\s+forward))\b|\bnot\s+(?:be\s+)?going\s+ahead\b"
                     r"|\b(?:did\s+not|declined\s+to|refused\s+to)\s+confirm\b|\b(?:was|were|has\s+been|have\s+been)\s+"
                     r"(?:not\s+confirmed|refused|rejected|withdrawn|dropped|abandoned|shelved|scrapped)\b"
                     r"|\b(?:we|the\s+council|cabinet)\s+(?:withdrew|dropped|abandoned|shelved|scrapped)\s+(?:the|a|its|our|this)\s+proposal"
                     r"|\bno\s+longer\s+(?:going\s+ahead|being\s+(?:pursued|considered|taken\s+forward))\b", I)

# Another council's scheme, named as theirs: "our neighbours at X Council", "neighbouring councils", "X City Council
# runs its own additional licensing scheme", "across the border", "our neighbour to the north ... it does not extend into
# Lorringdale". Not "neighbouring wards".
ANOTHER_COUNCILS = re.compile(r"\b(?:our\s+)?neighbou?rs\b|\bour\s+neighbou?r\b|\b(?:across|beyond|over)\s+our\s+(?:[\w-]+\s+)?(?:border|boundary)\b|\bdoes\s+not\s+(?:extend|reach|apply)\s+(?:in)?to\s+(?:any\s+part\s+of\s+)?[A-Z]|\bneighbou?ring\s+(?:councils?|local\s+authorit(?:y|ies)|authorit(?:y|ies)"
                              r"|boroughs?|districts?|cit(?:y|ies)|areas?)\b|\b(?:across|sides?\s+of)\s+the\s+(?:border|boundary)\b|\bnearby\s+"
                              r"(?:councils?|authorit(?:y|ies))\b|\b(?:another|other|some|many)\s+(?:local\s+)?(?:councils?|authorit"
                              r"(?:y|ies))\b|\bCouncil\s+(?:runs?|operates?|has|have|introduced|manages?)\s+(?:its|their)\s+own\b", I)

_NOT_A_SCHEME_BEFORE = re.compile(r"\b(?:applications?|licen[cs]es?|requests?|payments?|inspections?|visits?)\b[^.;]{0,30}$", I)


def gives_up(clause: str) -> bool:
    """The clause tells of a scheme given up — not of an application that "will not go ahead until" it is complete."""
    return any(not _NOT_A_SCHEME_BEFORE.search(clause[:m.start()]) and not re.match(r"\s+(?:until|unless)\b", clause[m.end():], I)
               for m in DROPPED.finditer(clause))

# A consultation told of as over, with what it was on: "We consulted on the proposal between 17 June and 9 September
# 2024", "Consultation: 3 June to 26 August 2025" in a list of key dates. Over, it proposes nothing by itself: what
# the page says came after (a start, "decided not to go ahead", "is considering the responses") tells the status.
PAST_CONSULTATION = re.compile(r"\b(?:during\s+(?:the|our|its)|the)\s+consultation\b(?=[^.;]{0,80}\b(?:reported|said|told|raised|found"
                               r"|responded|showed|asked|drew|received|attracted|(?<!be\s)held)\b)"  # "During the consultation, residents reported ..."
                               r"|\b(?:after|following)\s+(?:an?\s+|the\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,3}?consultations?"
                               r"(?:\s+(?:that|which)\s+(?:ended|closed|ran)\b)?|\bthe\s+consultation\s+(?:closed|ended|finished)\b"
                               r"|(?:\b(?:we|the\s+council|council|it|cabinet)\s+(?:\w+\s+)?consulted|^\W*consultation\s*:"
                               r"|\bthe\s+proposals?\s+(?:was|were)\s+consulted)"  # "The proposal was consulted on for twelve weeks"
                               # not "we consulted on a new scheme", "on a proposed scheme": still a proposal
                               r"(?!\s+(?:on|about)\s+(?:a|an|proposals?\s+for\s+a)\s+(?:new|further|second|another|replacement"
                               r"|fresh|renewed|proposed)\b)(?:\s+(?:on|about|with|upon)\s+(?:the|our|its)?\s*(?:[\w-]+\s+){0,3}?(?:proposals?"
                               r"|plans?|schemes?|designations?|licensing)\b)?", I)

# Words of proposing that propose nothing of the council's now: what a consultation's answers did ("61% supported the
# proposal"), the law's steps ("it must consult for at least ten weeks"), a review that may lead to one ("decide
# whether to consult on a new designation"), the government's plans ("The government plans to introduce a database").
NOT_PROPOSING = re.compile(r"\b(?:the|this|our)\s+(?:proposals?|consultation)\s+(?:does|do|will)\s+not\s+(?:affect|change|replace|cover"
                           r"|include|ask\s+about)\b[^.;]*|\b(?:supported|backed|opposed|objected\s+to|agreed\s+with|disagreed\s+with|responded\s+to|commented"
                           r"\s+on)\s+(?:the|our|this)\s+proposals?\b|\bmust\s+(?:first\s+)?consult\b|\bwhether\s+(?:or\s+not\s+)?"
                           r"to\s+(?:consult|propose)\b[^.;]*|\b(?:the\s+)?(?:government|secretary\s+of\s+state|parliament|ministers?)"
                           r"\s+(?:\w+\s+){0,2}?(?:plans?|intends?|proposes?|wants?|is\s+consulting)\b[^.;]*", I)


def without_proposing(clause: str) -> str:
    """The clause without the words that would read as a proposal of the council's but are none (see above)."""
    return NOT_PROPOSING.sub(" ", PAST_CONSULTATION.sub(" ", clause))


# A new scheme, or more of one, put to consultation: "We are consulting on a new borough-wide additional licensing
# scheme to follow the current one", "We are asking for views on extending it to Orchard and Fernhill wards".
A_NEW_ONE_PROPOSED = re.compile(r"\b(?:are|is|we)\s+(?:now\s+)?consulting\s+on\s+(?:a|an)\s+(?:new|further|second|replacement)\b"
                                r"[^.;]{0,60}\b(?:scheme|designation)\b|\b(?:asking\s+for|seeking|want|welcome)\s+(?:your\s+)?"
                                r"views\s+on\s+(?:extending|introducing|renewing|designating)\b|\bconsult\w*\s+on\s+extending\b"
                                # "Cabinet has agreed that we should consult on a district-wide scheme to replace it"
                                r"|\b(?:should|will|(?<!plans\s)to)\s+consult\s+on\s+(?:a|an)\s+(?:[\w-]+\s+){0,5}?(?:scheme|designation)\b", re.I)


# What a council would have to do first, not what it proposes: "we would first have to gather evidence and consult",
# "We would have to consult before making any new designation", "Any renewal would need a new consultation", "Any
# future scheme would be consulted on first".
ONLY_SUPPOSED = re.compile(r"\b(?:would|could|might)\s+(?:first\s+)?(?:have\s+to|need(?:\s+to)?|be\s+required\s+to|require"
                           r"|be\s+consulted\s+on)\b", I)
