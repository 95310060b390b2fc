"""Words that speak of a scheme without saying it runs: a question ("We have looked at whether additional licensing is
needed"), a condition ("when the scheme is up and running, a list ..."). Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract import lexicon as lx
from datestone.extract.facts.scheme_names import named_schemes
from datestone.extract.facts.dates import has_dates

_WHETHER = re.compile(r"\bwhether\b[^.;]*", re.I)


# A condition on the scheme running, not a statement that it does: "once the designation is in force", "when the
# scheme is up and running".
_ONCE_IT_RUNS = re.compile(r"\b(?:when|once|as\s+soon\s+as)\s+(?:the|this|our|a|any|each)\s+(?:[\w-]+\s+){0,3}?"
                           r"(?:schemes?|designations?|licensing)\s+(?:is|are|becomes?|comes?|goes)\s+(?:[\w-]+\s+){0,3}?"
                           r"(?:running|live|in\s+force|in\s+place|operational|into\s+(?:force|effect)|in\s+operation)\b",
                           re.I)


def without_conditions(clause: str) -> str:
    """The clause without its questions and conditions: what is left is what it states."""
    return _WHETHER.sub(" ", _ONCE_IT_RUNS.sub(" ", clause))


def named_only_as_a_question(text: str) -> bool:
    """"We have looked at whether additional licensing is needed in Greyholme": the scheme is asked about, no more
    (but "the council is considering whether to introduce", "Cabinet will decide whether to" propose it)."""
    return bool(_WHETHER.search(text)) and bool(named_schemes(text)) and not named_schemes(_WHETHER.sub(" ", text)) \
        and not has_dates(text) and not (lx.PROPOSED.search(text) or lx.PROPOSED_MORE.search(text))
