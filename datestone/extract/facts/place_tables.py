"""The places a page lists in a table: a column headed "Ward", "Area" or "Street" names where a scheme applies.

| Ward   | Homes licensed |        | Street name | Numbers |
| Castle | 900            |   or   | Mill Road   | 1-99    |

The table's schemes come from its caption or the line just before it, else its header row; a table naming none is
the page's, for a page that describes one local scheme. Plain functions over parsed HTML.
"""
from __future__ import annotations

import re
from typing import Callable

from datestone.extract.facts.places import list_place
from datestone.extract.facts.tables import label_before, rows_of

PAGE = None  # the key of a table that names no scheme

_PLACE_COLUMN = re.compile(r"^\W*(?:wards?|areas?|streets?|roads?|neighbourhoods?|locations?|estates?|localit(?:y|ies)"
                           r"|(?:designated|licensing|scheme)\s+areas?|street\s+names?|ward\s+names?)\W*$", re.I)


def table_places(main, schemes_of: Callable[[str], set]) -> dict:
    """{scheme or PAGE: [place, ...]} from the tables under `main` with a column of places, in page order."""
    found: dict = {}
    if main is None:
        return found
    for table in main.iter("table"):
        rows = rows_of(table)
        if len(rows) < 2:
            continue
        column = next((i for i, c in enumerate(rows[0]) if _PLACE_COLUMN.match(c)), None)
        if column is None:
            continue
        places = [list_place(r[column]) for r in rows[1:] if len(r) == len(rows[0])]
        places = [p for p in places if p]
        if not places:
            continue
        for key in schemes_of(label_before(table)) or schemes_of(" ".join(rows[0])) or {PAGE}:
            found.setdefault(key, [])
            found[key] += [p for p in places if p not in found[key]]
    return found
