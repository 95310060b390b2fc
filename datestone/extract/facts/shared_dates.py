"""Dates one scheme takes from another on the same page: "The additional scheme ends at the same time as the
selective scheme", "Selective licensing applies from the same date in Clayton ward". Plain functions.
"""
from __future__ import annotations

import re

from datestone.enums import Scheme
from datestone.extract import lexicon as lx
from datestone.extract.facts.designation import Designation

_SAME_TIME_AS = r"(?:at\s+the\s+same\s+time\s+as|on\s+the\s+same\s+(?:day|date)\s+as|together\s+with|alongside)"
_OTHER = r"\s+(?:the\s+|our\s+)?(?P<other>selective|additional)\b"
_SAME_END = re.compile(r"\b(?:ends?|ending|finish(?:es)?|expires?|(?:will\s+)?(?:end|finish|expire|close)|closes|"
                       r"ceases?(?:\s+to\s+have\s+effect)?)\s+" + _SAME_TIME_AS + _OTHER, re.I)
_SAME_START = re.compile(r"\b(?:starts?|started|began|begins?|(?:came|comes|will\s+come)\s+into\s+(?:force|effect)|"
                         r"took\s+effect|takes\s+effect)\s+" + _SAME_TIME_AS + _OTHER, re.I)
# "Applies from the same date in Clayton ward" after a scheme dated "from 1 June 2024": that scheme's start
_FROM_THE_SAME_DATE = re.compile(r"\b(?:from|on|with\s+effect\s+from)\s+the\s+same\s+(?:date|day)\b(?!\s+as\b)", re.I)


def shares_dates(text: str) -> bool:
    return bool(_SAME_END.search(text) or _SAME_START.search(text))


def borrow_dates(found: list[Designation]) -> None:
    """Give an undated start or end the one its text says it shares with another scheme's designation."""
    for n, d in enumerate(found):
        if d.scheme is Scheme.MANDATORY_HMO:
            continue
        for text in d.texts:
            end = _SAME_END.search(text)
            if end and not d.ends and lx.SCHEME_WORD[end.group("other").lower()] is not d.scheme:
                d.ends = _only_date(found, d, lx.SCHEME_WORD[end.group("other").lower()], "ends")
            start = _SAME_START.search(text)
            if start and not d.starts and lx.SCHEME_WORD[start.group("other").lower()] is not d.scheme:
                d.starts = _only_date(found, d, lx.SCHEME_WORD[start.group("other").lower()], "starts")
            if _FROM_THE_SAME_DATE.search(text) and not d.starts:
                before = [x for x in found[:n] if x.scheme not in (d.scheme, Scheme.MANDATORY_HMO) and x.starts]
                d.starts = before[-1].starts if before else None


def _only_date(found: list[Designation], d: Designation, other: Scheme, which: str):
    """The day of the one designation of `other` that has one; none when the page has several of them."""
    theirs = [getattr(x, which) for x in found if x is not d and x.scheme is other and getattr(x, which)]
    return theirs[0] if len(set(theirs)) == 1 else None
