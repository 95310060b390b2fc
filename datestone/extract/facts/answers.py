"""An answer read with the question it answers, where the rule is split between them, as FAQ pages and checkers
write it: "Do I need a licence for a house shared by five people?" then "Yes, if they form two or more households";
"Do five or more people live there?", "Do they come from two or more households?", then "If the answer to all three
is yes, you must have a licence". Plain functions.
"""
from __future__ import annotations

import re

_YES = re.compile(r"^\W*yes\b", re.I)
_ALL_YES = re.compile(r"\bif\s+(?:the\s+)?answers?\s+(?:to\s+)?(?:all|each|every|both)\b[^.]{0,40}\byes\b", re.I)


def with_its_question(line: str, before: list[str]) -> str | None:
    """The answer `line` with the question(s) just before it (`before`, nearest last), when it answers "yes" to
    them; else None."""
    if _YES.match(line) and before and before[-1].rstrip().endswith("?"):
        return f"{before[-1]} {line}"
    if _ALL_YES.search(line):
        questions = []
        for previous in reversed(before[-6:]):
            if not previous.rstrip().endswith("?"):
                break
            questions.insert(0, previous)
        if len(questions) >= 2:
            return " ".join(questions + [line])
    return None
