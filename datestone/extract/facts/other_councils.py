"""Another council's scheme told on our page: "Anvilford City Council runs selective licensing in parts of its area; if
your property is in Anvilford, contact that council". The page's own council is the one it names most. Plain functions.
"""
from __future__ import annotations

import re

# "Anvilford City Council runs", "Westmoor Borough Council, our neighbour to the south, operates"
_A_COUNCIL_RUNS = re.compile(r"\b(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}?)\s+(?:(?:City|Borough|District|County|"
                             r"Metropolitan)\s+)*Council\b(?:\s*,[^,.;]{0,60},)?\s+(?:runs?|operates?|has\s+(?:introduced|"
                             r"designated|made|brought\s+in)|introduced|designated|is\s+(?:running|operating|consulting))\b")


# "That scheme is run by Tamberley Borough Council"
_RUN_BY_A_COUNCIL = re.compile(r"\b(?:is|are|was|were)\s+(?:run|operated|administered|managed)\s+by\s+(?P<name>[A-Z][\w'’-]+"
                               r"(?:\s+[A-Z][\w'’-]+){0,2}?)\s+(?:(?:City|Borough|District|County|Metropolitan)\s+)*Council\b")


def home_council(text: str, names: set[str]) -> str | None:
    """Of the council names on the page, the one it writes most often — none when two are written as often."""
    counts = sorted(((len(re.findall(r"\b" + re.escape(n) + r"\b", text)), n) for n in names), reverse=True)
    if not counts or len(counts) > 1 and counts[0][0] == counts[1][0]:
        return None
    return counts[0][1]


def run_by_another(clause: str, home: str | None) -> bool:
    """The clause tells of a scheme another named council runs, not the page's own council."""
    m = _A_COUNCIL_RUNS.search(clause) or _RUN_BY_A_COUNCIL.search(clause)
    return bool(home and m and home not in m.group("name") and m.group("name") not in home)
