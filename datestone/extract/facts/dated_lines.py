"""Dated lines as pages lay them out: the label a date stands under on the line before it (key-facts boxes, FAQ
answers), the head of a table whose rows open with their date, the places a dated list item opens with. Plain
functions.
"""
from __future__ import annotations

import re

from datestone.extract import lexicon as lx
from datestone.extract.facts import cues
from datestone.extract.facts.dates import find_dates, has_dates
from datestone.extract.facts.other_events import EVENT_HEADING
from datestone.extract.facts.places import item_places, places_in

_DATE_ROLE_LABEL = re.compile(r"(?:scheme\s+|designation\s+)?(?:start|end|expiry|commencement|implementation|effective|finish"
                              r"|closing|from|until|to)s?(?:\s+dates?)?", re.I)


def dated_item_places(line: str) -> list[str]:
    """The places a dated list item names: "Castle: 1 April 2022 to ..." -> ["Castle"]; "Area 1: Castle ward – from
    ..." -> ["Castle"] (the item's number is no place)."""
    places = [p for p in item_places(line) if not re.fullmatch(r"[\d\s.]+|(?i:(?:area|phase|designation|scheme)\s+\w+)", p)
              and not _DATE_ROLE_LABEL.fullmatch(p)]  # "Start: 1 June 2023", "End date: 31 May 2028" name a role
    if places:
        return places
    named = places_in(line)
    return named[:1]


# The head of a table's first column when each row opens with its date: "Date | What happens".
DATE_COLUMN_HEAD = re.compile(r"\W*(?:dates?|when)\W*", re.I)


_ROLE_WORD = re.compile(r"\W*(?:until|till|from|by|before|after|to)\s+", re.I)


def date_label(lead: str, line: str) -> str:
    """The label a line that opens with a date or a length stands under ("Start date", "When does the scheme end?",
    "How long will the scheme last?", "Consultation"), or ""."""
    dates = find_dates(line)
    opens = dates and dates[0].start <= 3 or cues.PERIOD_ANSWER.match(line)  # "Five years." under "How long ...?"
    # "until 31 Jan 2024" under "Early rate": the offer's day
    offer = dates and _ROLE_WORD.fullmatch(line[:dates[0].start]) and lx.OTHER_SUBJECT.search(lead) and \
        len(lead) <= 40 and not lead.rstrip().endswith(".")  # a label, not the sentence before
    if not (opens or offer) or len(lead) > 60 or has_dates(lead) or not (
            cues.DATE_LABEL.search(lead) or EVENT_HEADING.match(lead) or offer):
        return ""
    return lead.rstrip(" ?:.")


def bare_date_line(line: str) -> bool:
    """A line that is a date or a range of dates and nothing more ("3 February – 28 April 2025")."""
    dates = find_dates(line)
    return bool(dates) and not re.sub(r"[\W\d_]|\b(?:to|and|until|from)\b", "", line[:dates[0].start] + " ".join(
        line[a.end:b.start] for a, b in zip(dates, dates[1:])) + line[dates[-1].end:], flags=re.I)


# A licence needed, in any tense: "have needed a licence since 1 September 2023".
NEEDED_A_LICENCE = re.compile(r"\b(?:needs?|needed|required)\s+an?\s+(?:\w+\s+)?licen[cs]e\b", re.I)
