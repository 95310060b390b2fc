"""A clause whose verb, or scheme and verb, a sentence leaves out, read with them put back: "Additional licensing
started on 1 June 2022 and selective licensing on 1 March 2023"; "Selective licensing applies in Northfield from
1 June 2023 to 31 May 2028 and in Castle from 1 March 2024 to 28 February 2029". Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract.facts.dates import has_dates


_GAP_SPLIT = re.compile(r",?\s+and\s+(?=(?:the\s+|our\s+|its\s+)?(?:selective|additional)\s+(?:[\w-]+\s+){0,2}?(?:on|from|in)\s+"
                        r"(?:the\s+)?(?:\d|(?-i:[A-Z])[a-z]+\s+(?:19|20)\d\d))", re.I)
# "Additional licensing started on 1 June 2022 and selective licensing on 1 March 2023": the second scheme's verb
# left out, to be read from the first's.
_GAPPED = re.compile(r"^\s*(?P<subject>(?:the\s+|our\s+|its\s+)?(?:selective|additional)\s+(?:[\w-]+\s+){0,2}?)"
                     r"(?P<rest>(?:on|from|in)\s)", re.I)
_VERB_BEFORE_DATE = re.compile(r"\b(?:schemes?|designations?|licensing)\s+(?P<verb>(?:[\w-]+\s+){1,4}?)(?:on|from|in)\s+"
                               r"(?:\d|the\s+\d|[A-Z])", re.I)


# "applies in Northfield from 1 June 2023 to 31 May 2028 and in Castle from 1 March 2024 to ...": a second area with
# dates of its own, its scheme and verb left out.
_PLACE_GAP_SPLIT = re.compile(r",?\s+and\s+(?=(?:in|across|throughout)\s+(?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+){0,3}?\s+"
                              r"(?:from|between)\s+(?:the\s+)?\d[^.;]{4,30}?\s(?:to|until|and)\s+(?:the\s+)?\d)")  # its own span
_LOCATIVE = re.compile(r"\s(?:in|across|throughout)\s+(?-i:[A-Z])")


def ungapped(parts: list[str]) -> list[str]:
    """Each clause with its verb: the second of "A started on 1 June 2022 and B on 1 March 2023" gets "started"; the
    second of "A applies in X from ... and in Y from ..." gets "A applies"."""
    split = []
    for part in parts:
        m = _GAP_SPLIT.search(part)
        place_gap = _PLACE_GAP_SPLIT.search(part) if not m else None
        first_place = _LOCATIVE.search(part[:place_gap.start()]) if place_gap else None
        if m and has_dates(part[:m.start()]):
            split += [part[:m.start()], part[m.end():]]
        elif place_gap and first_place and has_dates(part[:place_gap.start()]):
            split += [part[:place_gap.start()], part[:first_place.start() + 1] + part[place_gap.end():]]
        else:
            split.append(part)
    out: list[str] = []
    for part in split:
        gap = _GAPPED.match(part)
        verb = _VERB_BEFORE_DATE.search(out[-1]) if gap and out else None
        if verb and has_dates(part):
            part = gap.group("subject") + verb.group("verb") + part[gap.start("rest"):]
        out.append(part)
    return out
