"""Reading an HTML table the way a person does: its rows of cell texts, and the words that introduce it."""
from __future__ import annotations

import re

from datestone.extract.text import normalise_space


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


def schemes_not_run(main, schemes_of) -> set:
    """The schemes a table's row names beside a cell saying none runs here ("Selective licence | ... | No scheme")."""
    found = set()
    for table in ([] if main is None else main.iter("table")):
        for row in rows_of(table)[1:]:
            if len(row) >= 2 and any(_NONE_HERE.match(cell) for cell in row[1:]) and len(schemes_of(row[0])) == 1:
                found |= schemes_of(row[0])
    return found
