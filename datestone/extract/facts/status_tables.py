"""A table of a council's schemes with a status column ("Scheme | Area | Status": "Additional HMO | Whole borough |
Closed"): each row read as the sentence a person would make of it ("Additional HMO licensing has ended across the
whole borough"), for the fact reader. Plain functions.
"""
from __future__ import annotations

import re
from typing import Callable

from datestone.extract.facts.date_tables import TableRow, bare_scheme, is_place_column, is_whole_cell
from datestone.extract.facts.tables import rows_of

_STATUS_COLUMN = re.compile(r"^\W*(?:(?:current\s+)?status|in\s+force\??|(?:is\s+it\s+)?running\??)\W*$", re.I)
# The status words of such a table, as the verb of the sentence made of the row.
_STATUS_WORDS = (
    (re.compile(r"^\W*(?:applies|operating|in\s+operation|active|in\s+force|live|open|current|running|yes)\W*$", re.I),
     "is in force"),
    (re.compile(r"^\W*(?:closed|ended|expired|finished|revoked|lapsed|no\s+longer\s+(?:in\s+force|operating))\W*$", re.I),
     "has ended"),
    (re.compile(r"^\W*(?:consultation|under\s+consultation|consulting|proposed|proposal|being\s+considered)\W*$", re.I),
     "is a proposal"),
)


def status_table_rows(main, schemes_of: Callable[[str], set]) -> list[TableRow]:
    """The rows of every table under `main` with a status column whose first cell names one scheme."""
    found: list[TableRow] = []
    for table in ([] if main is None else main.iter("table")):
        rows = rows_of(table)
        if len(rows) < 2:
            continue
        header = rows[0]
        status_col = next((i for i, c in enumerate(header) if _STATUS_COLUMN.match(c)), None)
        if status_col is None or status_col == 0:
            continue
        place_col = next((i for i, c in enumerate(header) if is_place_column(c)), None)
        for row in rows[1:]:
            if len(row) != len(header):
                continue
            schemes = schemes_of(row[0]) or bare_scheme(row[0])
            verb = next((verb for rx, verb in _STATUS_WORDS if rx.match(row[status_col])), None)
            if len(schemes) != 1 or verb is None:
                continue
            where = ""
            if place_col is not None and row[place_col]:
                where = " across the whole borough" if is_whole_cell(row[place_col]) else f" in {row[place_col]}"
            scheme = next(iter(schemes)).value.replace("_", " ")
            found.append(TableRow(frozenset(schemes), f"{scheme.capitalize()} licensing {verb}{where}.", " ".join(row),
                                  None))
    return found
