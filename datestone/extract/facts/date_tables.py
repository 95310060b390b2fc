"""Designations a page sets out in a table: one row per area or phase, with its start and end.

| Area       | Start        | End           |        | Designation | Dates                          |
| Northgate  | 1 April 2022 | 31 March 2027 |   or   | Phase 1     | 1 April 2022 to 31 March 2027  |

Each row becomes one row of text for the fact reader: words that give each date its role ("from … until …"),
the row's first cell as its place, and the row's cells as they stand on the page as its evidence. The table's
schemes come from its caption, header, the line just before it, or the row itself. Plain functions.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from datestone.extract import lexicon as lx
from datestone.extract.facts.dates import find_dates
from datestone.extract.facts.phases import phase_named
from datestone.extract.facts.tables import bare_scheme, label_before, rows_of

_START = re.compile(r"\b(?:start\w*|from|beg[ia]n\w*|commenc\w*|in(?:to)?\s+force|effect\w*|live|introduced|launch\w*)\b", re.I)
_END = re.compile(r"\b(?:end\w*|until|to|expir\w*|finish\w*|ceas\w*|closes?)\b", re.I)
_SPAN = re.compile(r"\b(?:dates?|period|duration|runs?|scheme\s+dates?)\b", re.I)
_ROW_LABEL = re.compile(r"^\W*(?:area|phase|zone|designation)\s+(?:\d+|one|two|three|four|[a-d])\s*[:–—-]\s*(?=\S)", re.I)  # "Area 1: Old Saltmere"
_NOT_A_PLACE = re.compile(r"^(?:phase|designation|scheme|area)\s+(?:\d+|one|two|three|four|[a-d])$", re.I)


# "| Scheme | Area | Start | End |" with "Selective", "Additional" in the scheme column and "Castle" in the area's.
_SCHEME_COLUMN = re.compile(r"^\W*(?:(?:licensing\s+)?schemes?|(?:licence|licensing)\s+type|type)\W*$", re.I)
_PLACE_COLUMN = re.compile(r"^\W*(?:areas?|wards?|locations?|designated\s+areas?|places?|where(?:\s+(?:it|the\s+scheme|the\s+designation)\s+applies)?|areas?\s+covered|covers|coverage)(?:\s*\([^)]*\))?\W*$",
                           re.I)
# "| Length |" beside a start column: "five years", the designation's own length.
_LENGTH_COLUMN = re.compile(r"^\W*(?:length|duration|lasts?|how\s+long)\W*$", re.I)
_WHOLE_CELL = re.compile(r"^\W*(?:the\s+)?(?:whole|entire|all\s+of\s+the)\s+(?:borough|district|city|county)\W*$"
                         r"|^\W*(?:borough|district|city)[- ]wide\W*$", re.I)


def is_place_column(head: str) -> bool:
    return bool(_PLACE_COLUMN.match(head))


def is_whole_cell(cell: str) -> bool:
    return bool(_WHOLE_CELL.match(cell))


@dataclass(frozen=True)
class TableRow:
    schemes: frozenset
    text: str  # what the fact reader reads: "Northgate from 1 April 2022 until 31 March 2027"
    evidence: str  # the row's cells as the page shows them
    place: str | None


_LICENCE_COLUMN = re.compile(r"^\W*(?:licen[cs]e\s+(?:number|no\.?|ref\w*)|ref(?:erence)?(?:\s+(?:number|no\.?))?|address"
                             r"|(?:property|licensed)\s+address|granted|date\s+granted|issued|licen[cs]e\s+holder)\W*$", re.I)


# "Event | Date", "Stage | When": each row a step of the scheme's making, its label the date's role.
_EVENT_COLUMN = re.compile(r"^\W*(?:events?|stages?|milestones?|what(?:\s+happens)?|steps?|key\s+dates?|activit(?:y|ies)|items?"
                           r"|description)\W*$", re.I)
# "Date | Venue | Time": the days of drop-in or information sessions, not a designation's.
_SESSION_COLUMN = re.compile(r"^\W*(?:venues?|locations?|where|times?)\W*$", re.I)
# An event that is a meeting: "Landlord forum", "Fire safety workshop", "Tenants' open day".
_GATHERING = re.compile(r"\b(?:forums?|workshops?|open\s+days?|sessions?|drop-?\s?ins?|webinars?|training|courses?|seminars?"
                        r"|roadshows?|surger(?:y|ies)|conferences?|awards?|exhibitions?)\b", re.I)
# "Fee from | Amount": the days a fee applies from, not a designation's.
_FEE_HEADER = re.compile(r"\b(?:fees?|charges?|costs?|prices?|amounts?|rates?)\b", re.I)


_SCHEME_DAY = re.compile(r"\b(?:schemes?|designations?|licensing)\b", re.I)


def _columns(header: list[str]) -> tuple[int | None, int | None, int | None]:
    dated = [(i, c) for i, c in enumerate(header) if not _FEE_HEADER.search(c)]
    start = next((i for i, c in dated if _START.search(c) and not _END.search(c)), None)
    end = next((i for i, c in dated if _END.search(c) and i != start), None)
    span = next((i for i, c in dated if _SPAN.search(c) and i not in (start, end)), None)
    return start, end, span


def date_table_rows(main, schemes_of: Callable[[str], set], page_scheme: frozenset = frozenset()) -> list[TableRow]:
    """The rows of every table under `main` whose header names a start, an end or the dates of designations.
    A table that names no scheme, on a page whose title names one local scheme (`page_scheme`), is that scheme's:
    "Area | Start | End" on the selective licensing page."""
    found: list[TableRow] = []
    if main is None:
        return found
    for table in main.iter("table"):
        rows = rows_of(table)
        if len(rows) < 2:
            continue
        header, body = rows[0], rows[1:]
        start, end, span = _columns(header)
        sessions = any(_SESSION_COLUMN.match(c) for c in header) and not any(_SCHEME_COLUMN.match(c) for c in header)
        if sessions or any(find_dates(c) for c in header) or any(_LICENCE_COLUMN.match(c) for c in header):
            # drop-in sessions; a register of licences ("Licence number | Address | Granted | Expires"): each row one
            # licence's days
            continue  # drop-in sessions; a table of labels and their days ("Current scheme: start | 1 April 2022"), read as lines
        if start is None and end is None and span is None:
            found += _dated_scheme_cells(body)  # "Selective (effective from 6 April 2025) | £650 | £300"
            continue
        table_schemes = schemes_of(label_before(table)) or schemes_of(" ".join(header)) or page_scheme
        scheme_col = next((i for i, c in enumerate(header) if _SCHEME_COLUMN.match(c)), None)
        place_col = next((i for i, c in enumerate(header) if _PLACE_COLUMN.match(c)), None)
        for row in body:
            if len(row) != len(header) or not any(find_dates(c) for c in row):
                continue
            schemes = schemes_of(row[0]) or bare_scheme(row[scheme_col] if scheme_col is not None else row[0]) or \
                table_schemes
            if not schemes:
                continue
            words = []
            if start is not None and find_dates(row[start]):
                words.append(f"from {row[start]}")
            if end is not None and find_dates(row[end]):
                words.append(f"until {row[end]}")
            if span is not None and find_dates(row[span]):
                words.append(f"from {row[span]}")
            words += [f"for {row[i]}" for i, c in enumerate(header) if _LENGTH_COLUMN.match(c) and row[i]]
            event_col = next((i for i, c in enumerate(header) if _EVENT_COLUMN.match(c)), None)
            if event_col is not None and _GATHERING.search(row[event_col]) and not _SCHEME_DAY.search(row[event_col]):
                continue  # "Landlord forum | 3 February 2027 | Broad Oak Community Centre": a meeting's day and place
            if event_col is not None and place_col is None and lx.OTHER_SUBJECT.search(row[event_col]) and \
                    not _SCHEME_DAY.search(row[event_col]):
                continue  # "Early rate | until 31 Jan 2024": an offer's day, not the scheme's
            if event_col is not None and place_col is None:
                # "Event | Date": "Designation made by Cabinet | 14 November 2024", "Date | What happens": "3 March
                # 2025 | Online applications open" — the label gives the date its role
                found.append(TableRow(frozenset(schemes), " ".join(
                    f"{row[event_col]}: {c}" for i, c in enumerate(row) if i != event_col and find_dates(c)),
                    " ".join(row), None))
                continue
            first = _ROW_LABEL.sub("", row[place_col] if place_col is not None else row[0])
            place = None if find_dates(first) or schemes_of(first) or bare_scheme(first) or _NOT_A_PLACE.match(first) \
                or _WHOLE_CELL.match(first) else first
            # a row's own label before its places ("Designation 1 | Kilnworth, Orrin Vale | ..."): its phase
            label = f"{row[0]}: " if place_col not in (None, 0) and phase_named(row[0]) else ""
            found.append(TableRow(frozenset(schemes), f"{label}{first} " + " ".join(words), " ".join(row), place))
    return found


# A fee table's row naming a scheme with its day in brackets: "Selective (effective from 6 April 2025)".
_DATED_SCHEME_CELL = re.compile(r"^\W*(selective|additional|mandatory)(?:\s+(?:hmo|scheme|licen[cs]\w*)){0,2}\s*"
                                r"\((?P<dated>[^)]*)\)\W*$", re.I)


def _dated_scheme_cells(body: list[list[str]]) -> list[TableRow]:
    """One row a scheme, each dated from a start ("effective from"): rows of one scheme for several fee years
    ("Selective (from 1 April 2025)", "Selective (until 31 March 2025)") date the fees, not the scheme."""
    found = []
    for row in body:
        m = _DATED_SCHEME_CELL.match(row[0]) if row else None
        if m and find_dates(m.group("dated")):
            found.append((lx.SCHEME_WORD[m.group(1).lower()], m, row))
    schemes = [scheme for scheme, _, _ in found]
    if len(set(schemes)) != len(schemes) or not all(_START.search(m.group("dated")) and not _END.search(m.group("dated"))
                                                     for _, m, _ in found):
        return []
    return [TableRow(frozenset({scheme}), f"{m.group(1)} licensing {m.group('dated')}", row[0], None)
            for scheme, m, row in found]


def licensed_schemes(main, schemes_of: Callable[[str], set]) -> set:
    """The schemes a register of licences under `main` lists licences of ("Address | Licence type | Expires" with
    "Selective" and "Mandatory HMO" rows): no designation's days, but the schemes the council licenses under."""
    found: set = set()
    for table in ([] if main is None else main.iter("table")):
        rows = rows_of(table)
        if rows and any(_LICENCE_COLUMN.match(c) for c in rows[0]):
            found |= {s for row in rows[1:] for cell in row for s in schemes_of(cell) | bare_scheme(cell)}
    return found
