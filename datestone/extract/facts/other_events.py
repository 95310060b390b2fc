"""Dates on a licensing page that belong to something other than a designation: a consultation, a decision, a
drop-in session, a start that was put back, the general approval that lets a council designate without the
Secretary of State. Councils' pages crowd a scheme's two dates with these; each is read here as what it dates, so
that no fact is made from it. Plain regular expressions and one function.
"""
from __future__ import annotations

import re

from datestone.extract import lexicon as lx
from datestone.extract.facts.dates import find_dates

I = re.I

# A heading or a label naming an event, over the dates of that event: "Drop-in sessions", "Consultation",
# "Decision", "Landlord forum", "Information events". Not "Consultation outcome" (what came of it may date the scheme).
EVENT_HEADING = re.compile(r"^\W*(?:(?:public|landlord|tenant|information|drop-in|online|virtual|consultation|training)\s+)*"
                           r"(?:consultation(?:\s+(?:period|dates?|events?|sessions?))?|decision(?:\s+date)?|cabinet(?:\s+decision)?"
                           r"|drop-?\s?in(?:\s+sessions?)?|sessions?|events?|forums?|webinars?|workshops?|roadshows?|meetings?"
                           r"|surgeries|surgery|training(?:\s+courses?)?|have\s+your\s+say|get\s+involved)"
                           r"(?:\s+(?:dates?|and\s+(?:events?|venues?|dates?|times?)|venues?|times?))?\W*$", I)

# Words before a date that make it an event's: "Greenfields Community Centre, 28 January 2026", "Drop-in sessions:
# Station Road Library 11 February 2026", "courses at the Sports Hall on 6 February" — unless a designation's verb
# stands between.
EVENT_LEAD = re.compile(r"\b(?:drop-?\s?ins?|sessions?|events?|forums?|webinars?|workshops?|roadshows?|surgery|surgeries"
                        r"|courses?|seminars?|open\s+days?"  # "half-day courses run at the Sports Hall on 6 February"
                        r"|(?:community|sports|leisure)\s+(?:centre|hall)|church\s+hall|town\s+hall|village\s+hall|library|venue)\b(?!.*\b(?:"
                        r"into\s+(?:force|effect)|took\s+effect|takes\s+effect|start\w*|commenc\w*|ends?|expir\w*|ceas\w*)\b)", I)

# A start the designation no longer has: "It was due to come into force on 1 March 2026" (then put back), "will now
# start on 1 February 2027 instead of 1 March 2026".
SUPERSEDED_START = re.compile(r"\b(?:was|were|had\s+been)\s+(?:originally\s+|first\s+|initially\s+)?(?:due|set|planned|meant"
                              r"|intended|expected|scheduled)\s+to\s+(?:come\s+into\s+(?:force|effect)|take\s+effect|start"
                              r"|begin|commence|go\s+live|launch)(?:\s+(?:on|in|from))?(?:\s+the)?\s*$"
                              r"|\b(?:instead\s+of|rather\s+than|postponed\s+from|put\s+back\s+from|moved\s+from)(?:\s+the)?\s*$", I)

# The law's or a government approval's own day, not the scheme's: "the general approval that took effect on 23
# December 2024", "the Regulations came into force on 1 October 2018".
OTHER_INSTRUMENT = re.compile(r"\b(?:general\s+approval|(?:the\s+)?(?:housing\s+)?act|regulations|order|legislation|the\s+law"
                              r"|(?-i:Part|Section|Schedule)\s+\d+"  # "Part 3 came into force on 6 April 2006": the Act's part
                              r"|(?:article\s*4\s+)?direction"
                              r"|(?:government|national)\s+(?:changes?|rules?))\s+(?:\(\w+\)\s+)?(?:that\s+|which\s+)?"
                              r"(?:[\w-]+\s+){0,4}?(?:took|takes|came|comes|come)\s+(?:effect|into\s+(?:force|effect))\s+(?:on|from|in)?"
                              r"(?:\s+the)?\s*$", I)


# The day a designation was made, written as a label: "Designation made by Cabinet 14 November 2024".
MADE_BY = re.compile(r"\b(?:designation|scheme|decision)\s+(?:was\s+)?(?:made|approved|agreed|confirmed)(?:\s+by\s+(?:the\s+)?"
                     r"(?:full\s+)?(?:cabinet|council|committee|executive|mayor|secretary\s+of\s+state))?(?:\s+on)?\W*$", I)

# A planning direction, not a licensing scheme: "An Article 4 direction covering Rowan Park came into effect".
ARTICLE_4 = re.compile(r"\barticle\s*4\b(?![^.;]*\blicen[cs])", I)

# A document's title in a link, whose years are its own: "Evaluation of the 2019 to 2024 scheme (PDF)".
DOCUMENT_LINK = re.compile(r"\((?:pdf|word|docx?|odt|xlsx?|csv)\b[^)]*\)\W*$", I)


# An Act of Parliament as what the sentence is about: "The Renters' Rights Act 2025 changes how tenancies work from".
AN_ACT = re.compile(r"\b(?:[A-Z][\w'’]*\s+){1,4}Act(?:\s+(?:19|20)\d\d)?\b(?![^.;]*\b(?i:schemes?|designations?|licensing)\b)")


# Schemes in general, as the law has them, dated or not: "Since April 2015, selective schemes that cover more than
# a fifth of a council's area have needed government confirmation".
THE_LAWS_SCHEMES = re.compile(r"\b(?:selective|additional)\s+(?:licensing\s+)?schemes\s+(?:that|which)\b"
                              r"|\ba\s+council['’]s\s+(?:own\s+)?(?:area|district|private\s+rented)", re.I)


def belongs_to_another_event(lead: str, after: str = "") -> bool:
    """The words before a date make it an event's, a superseded start's, an Act's or another instrument's day; or,
    in a timeline, the event named after it and a dash."""
    return bool(EVENT_LEAD.search(lead) or SUPERSEDED_START.search(lead) or OTHER_INSTRUMENT.search(lead[-120:])
                or AN_ACT.search(lead) or _EVENT_AFTER.match(after) or _DONE_FROM.search(lead) or _FEES_FROM.search(lead)
                or _TIME_AFTER.match(after))


# A day with its hour, as events are listed: "Online from 11 February 2025, 6pm", "20 February 2025, 12pm to 3pm".
_TIME_AFTER = re.compile(r"\s*,?\s*(?:at\s+|from\s+)?\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm|noon)\b", re.I)


# "The current fees took effect on 1 April 2026": the fees' day, not a scheme's.
_FEES_FROM = re.compile(r"\b(?:fees?|charges?|prices?)\s+(?:took|take|takes|will\s+take|came|come)\s+(?:effect|into\s+force)"
                        r"(?:\s+(?:on|from))?(?:\s+the)?\s*$", re.I)


# Work done from a day: "more targeted inspections, which we carried out from September 2024".
_DONE_FROM = re.compile(r"\b(?:carried\s+out|undertook|undertaken|sent\s+out)\s+(?:[\w-]+\s+){0,2}?(?:from|since)\s*$", re.I)


# "5 February to 29 April 2024 – consultation on a new designation", "11 July 2024 – Cabinet makes the designation":
# a timeline's line, its event after the dash.
_EVENT_AFTER = re.compile(r"(?:\s*(?:to|until|-|–)\s*\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+(?:\s+\d{4})?)?\s*[–—:-]\s*(?:the\s+|a\s+"
                          r"|our\s+)?(?:public\s+|formal\s+|statutory\s+|full\s+)?(?:consultation|cabinet|executive|committee"
                          r"|council\s+meeting|decision|(?:public\s+)?notice|report|review|drop-in|event|meeting)\b", re.I)


# A clause whose subject is another of the council's documents or plans: "Our policy for grants and loans was renewed".
_ANOTHER_SUBJECT_OPENS = re.compile(r"\W*(?:the|our|this|its)\s+(?:[\w-]+\s+){0,2}?(?:polic(?:y|ies)|strateg(?:y|ies)|plan|charter"
                                    r"|action\s+plan)\b"
                                    # "From 2019 to 2020 we ran a voluntary landlord accreditation pilot in Wharton Street"
                                    r"|.*?\b(?:ran|run|runs|operated|piloted)\s+(?:an?|our|the)\s+(?:[\w-]+\s+){0,3}?(?:pilot|accreditation"
                                    r"|project|programme|initiative)\b", re.I)


def dates_of_something_else(clause) -> bool:
    """A whole clause whose dates are not a designation's: a document's title in a link, or a short line under a
    heading on fees that names no scheme ("From 1 June 2026" in a table of fees by when you apply)."""
    text = clause.text
    if DOCUMENT_LINK.search(text) or _ANOTHER_SUBJECT_OPENS.match(text) and not clause.named:
        return True  # also "Our policy for grants and loans was renewed in April 2026"
    return clause.fee_context and not clause.named and not lx.SCHEME_NOUN.search(text) and \
        not lx.DESIGNATION_VERB.search(text)


def timeline_event(text: str) -> bool:
    """A line that opens with its date and names the event after a dash: a consultation's, a meeting's line; or
    one whose every day comes with its hour ("St Aldric's Hall from 6 March 2025, 7pm")."""
    dates = find_dates(text)
    return bool(dates) and (dates[0].start <= 3 and bool(_EVENT_AFTER.match(text, dates[0].end)) or all(
        _TIME_AFTER.match(text, d.end) for d in dates))
