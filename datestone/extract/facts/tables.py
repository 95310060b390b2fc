"""Reading an HTML table the way a person does: its rows of cell texts, and the words that introduce it."""
from __future__ import annotations

import re

from datestone.extract import lexicon as lx
from datestone.extract.text import normalise_space


_BARE_SCHEME = re.compile(r"^\W*(selective|additional|mandatory)(?:\s+(?:hmo|scheme|licen[cs]\w*))?\W*$", re.I)


def bare_scheme(cell: str) -> set:
    """A cell that is a scheme's name alone: "Selective", "Additional HMO"."""
    m = _BARE_SCHEME.match(cell)
    return {lx.SCHEME_WORD[m.group(1).lower()]} if m else set()


def rows_of(table) -> list[list[str]]:
    """The table's rows as lists of cell texts, empty rows left out."""
    rows = ([normalise_space(c.text_content()) for c in tr if c.tag in ("td", "th")] for tr in table.iter("tr"))
    return [r for r in rows if r]


def label_before(table) -> str:
    """The caption, else the nearest heading or short lead line just before the table ("" if none)."""
    caption = table.find("caption")
    if caption is not None:
        return normalise_space(caption.text_content())
    before = table.getprevious()
    if before is not None and before.tag in ("h2", "h3", "h4", "h5", "p", "strong"):
        text = normalise_space(before.text_content())
        return text if len(text) <= 120 else ""
    return ""


# A cell saying the row's scheme is not run here: "No scheme", "None", "Not operating", "Not in operation".
_NONE_HERE = re.compile(r"^\W*(?:no\s+(?:current\s+)?(?:scheme|designation)s?|none|not\s+(?:operating|in\s+operation|running"
                        r"|operated|used)|no)\W*$", re.I)


# Who a row's licence is for, by head count: "five or more occupiers", "three or four tenants".
_THRESHOLD = re.compile(r"\b(?:three|four|five|3|4|5)\s+or\s+(?:more|four|4)\s+(?:people|persons|tenants|occupants|occupiers|sharers)\b",
                        re.I)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def schemes_not_run(main, schemes_of) -> set:
    """The schemes a table's row names beside a cell saying none runs here ("Selective licence | ... | No scheme")."""
    found = set()
    for table in ([] if main is None else main.iter("table")):
        for row in rows_of(table)[1:]:
            if len(row) >= 2 and any(_NONE_HERE.match(cell) for cell in row[1:]) and len(schemes_of(row[0])) == 1 \
                    and not any(_YEAR.search(cell) for cell in row[1:]):  # "2019 | 2024 | Not operating": it ended
                found |= schemes_of(row[0])
    return found


def row_sentences(main, schemes_of, places_of) -> list[tuple[frozenset, str]]:
    """A table row read as one sentence where its cells alone say less: "HMO licence | Shared houses with five or
    more occupiers, anywhere in the district | £1,150" describes the national scheme, which neither cell names alone;
    "Additional HMO licence | Shared houses with three or four occupiers in Bramblegate ward | £830" gives that
    scheme's place. (schemes, the row's cells joined) for each such row."""
    found = []
    for table in ([] if main is None else main.iter("table")):
        for row in rows_of(table)[1:]:
            if len(row) < 2:
                continue
            joined = " ".join(row)
            alone = set().union(*(schemes_of(cell) for cell in row))
            # the one cell naming the row's scheme, first or not: "| 5 or more sharers anywhere | Mandatory HMO |"
            naming = [i for i, cell in enumerate(row) if schemes_of(cell) or bare_scheme(cell)]
            first = (schemes_of(row[naming[0]]) or bare_scheme(row[naming[0]])) if len(naming) == 1 else set()
            more = schemes_of(joined) - alone
            others = [cell for i, cell in enumerate(row) if i not in naming]
            rest = " ".join(others)
            placed = len(first) == 1 and not schemes_of(rest) and (any(places_of(cell) for cell in others) or
                                                                  _THRESHOLD.search(rest))
            if more or placed:
                found.append((frozenset(more or first), joined))
    return found
