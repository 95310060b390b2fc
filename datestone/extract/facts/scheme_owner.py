"""Which scheme a word belongs to in a clause naming several: the scheme named last before it, else first after it.

"The selective licence fee is £600 and the additional licence fee is £900"; "Our borough-wide additional licensing
scheme and the selective licensing scheme in Castle ward". Plain functions.
"""
from __future__ import annotations

import re

from datestone.extract import lexicon as lx


def owners_at(text: str, at: int) -> set:
    """The local schemes named last before `at` ("the additional licence fee is £900"), else first after it."""
    mentions = [(m.start(), {lx.SCHEME_WORD[w.lower()] for w in re.findall(r"[a-z]+", m.group(1), re.I)
                             if w.lower() in lx.SCHEME_WORD}) for m in lx.NAMED_SCHEMES.finditer(text)]
    before = [names for start, names in mentions if start < at]
    after = [names for start, names in mentions if start > at]
    return before[-1] if before else after[0] if after else set()


def sole_owner(text: str, at: int):
    """The one scheme an amount belongs to in a clause naming several ("The selective licence fee is £600 and the
    additional licence fee is £900"), or None when the clause names one or none."""
    named = {s for m in lx.NAMED_SCHEMES.finditer(text) for s in (lx.SCHEME_WORD.get(w.lower())
             for w in re.findall(r"[a-z]+", m.group(1), re.I)) if s}
    if len(named) < 2:
        return None
    owners = owners_at(text, at)
    return next(iter(owners)) if len(owners) == 1 else "several"
