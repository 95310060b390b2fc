"""How a page tells that a designation stopped, or was meant to stop, on another day than it ran to: revoked "with
effect from" a day (its last day the one before), revoked on one day and ceasing on a later one, "you will not need a
licence from", an end it "had been due to" have before it was cut short, an end it "was due to" have that stands
unless the page gives another. Read by date_roles.py. Plain regular expressions.
"""
from __future__ import annotations

import re

# "revoked the designation ... with effect from 1 January 2025", "The revocation took effect from 1 April 2026": the day
# it stopped; its last day was the one before.
REVOKED_FROM = re.compile(r"\brevo(?:k(?:ed|es|e)|cation)\b[^.;]{0,120}?\b(?:with\s+effect\s+from|(?:as\s+)?from|as\s+of|effective"
                          r"(?:\s+from)?)(?:\s+the)?\s*$", re.I)

# A revocation's day with the day it took effect after it: the first is the decision, the second the end.
REVOKED_ON = re.compile(r"\brevoked\s+(?:on\s+)?(?:the\s+)?$", re.I)
CEASED_LATER = re.compile(r"[^.;]{0,40}?\b(?:ceased?|ceases|stopped|ended|expired|finished|came\s+to\s+an\s+end|(?:took|takes|"
                          r"will\s+take)\s+effect|(?:has|had|have)\s+effect)\b[^.;]{0,40}?\d", re.I)

# After the date, no licence needed: "From 1 February 2027 you will not need a selective licence", "From 1 January 2027,
# HMOs with three or four occupiers will not need a licence": the day before ended it.
NO_LICENCE_AFTER = re.compile(r"\W{0,3}(?:you|landlords|owners|homes|properties|hmos|houses|flats)(?:\s+(?:with|of|let\s+to"
                              r"|shared\s+by)\s+[^.;,]{1,40}?)?\s+(?:will\s+)?(?:no\s+longer|not|do\s+not|don't"
                              r"|won't)\s+(?:need|have\s+to\s+(?:hold|have|apply\s+for))\b", re.I)

# An end the designation was once meant to have, before it was cut short or changed: "had been due to run until",
# "Original end date: 31 March 2027" beside a revised one, the end a correction notice takes back.
PLANNED_END = re.compile(r"(?:\b(?:had\s+been|was\s+(?:originally|first|initially)|originally)\s+(?:due|set|planned|meant"
                         r"|intended|expected)\s+to\s+(?:run|end|last|expire|finish|continue)(?:\s+\w+){0,2}?"
                         r"(?:\s+(?:until|to|on|in|till))?"
                         r"|\b(?:original|previous|old|former)\s+(?:end|expiry|finish)(?:\s+date)?"
                         # a correction's "an earlier version of this page said the scheme ends on": a wrong end
                         r"|\b(?:earlier|previous|older|old)\s+version\s+of\s+(?:this|the|our)\s+page\s+(?:said|stated|gave|showed)"
                         r"\b[^.;]{0,40}?)\s*$", re.I)
# "was due to end on 31 May 2026", "Planned end date: 5 January 2030": its end, unless the page gives it another ("It
# will now run ... and end on 31 August 2028", "will cease to have effect at the end of 31 December 2026"); a renewal
# from the next day is a designation of its own.
DUE_END = re.compile(r"(?:\b(?:was|were)\s+(?:due|set|planned|scheduled)\s+to\s+(?:run|end|last|expire|finish|continue|close)"
                     r"(?:\s+\w+){0,2}?(?:\s+(?:until|to|on|in|till))?|\bplanned\s+(?:end|expiry|finish)(?:\s+date)?)\s*$", re.I)

# No licence needed since a day: "Landlords of smaller shared houses have not needed an additional licence since
# 1 November 2024" ended it on the day before.
NOT_NEEDED_SINCE = re.compile(r"\b(?:have|has)\s+not\s+(?:needed|been\s+(?:needed|required|in\s+force))\b[^.;]{0,40}?\bsince"
                              r"(?:\s+the)?\s*$", re.I)
# "The revocation took effect at the end of 31 October 2024", "the designation stopped applying after 31 March 2026":
# that day was the last.
REVOCATION_AT_END = re.compile(r"\brevocation\s+(?:took|takes|will\s+take|has\s+taken)\s+effect\s+at\s+the\s+end\s+of(?:\s+the)?\s*$"
                               r"|\b(?:stopped|ceased)\s+(?:to\s+)?(?:apply(?:ing)?|hav(?:e|ing)\s+effect)\s+(?:after|at\s+the\s+end\s+of)"
                               r"(?:\s+the)?\s*$", re.I)
# "Its last day was 31 March 2025" after an end it was due to have: the day it stopped.
LAST_DAY = re.compile(r"\b(?:its|the\s+(?:scheme|designation)['’]s)\s+(?:last|final)\s+day\s+(?:in\s+force\s+)?(?:was|is|will\s+be)"
                      r"(?:\s+on)?(?:\s+the)?\s*$", re.I)
