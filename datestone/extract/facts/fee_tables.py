"""The main fee a page's fee tables give, per scheme: councils put fees in tables far more often than in sentences.

"The main fee for one licence as written" (tests/corpus/README.md), read from a table the way a landlord reads it:
- a `Total` column: its value in the first row of fees ("Up to 10 occupants | £725.83 | £611.23 | £1,337.06");
- else a row headed "Total …": the last such row (the standard total after any discounted one);
- else the first amount of the first row of fees ("Basic fee per licence | £650");
- a table giving last year's charges beside this year's: this year's column (called current or "from", else the
  rightmost);
- rows are read as a landlord reads them: a row labelled the standard or full fee before any other, and an early-bird,
  discounted, accredited-landlord or renewal row never ahead of the full fee.
A row that names schemes ("Mandatory or additional HMO licence | £1,300", "Selective licence | £900") gives its own
amount to them; a table whose caption, header row or the heading just before it names a scheme is that scheme's;
any other fee table is the page's, for every scheme the page describes. Plain functions over parsed HTML.
"""
from __future__ import annotations

import re
from typing import Callable

from datestone.extract import lexicon as lx
from datestone.extract.facts.tables import label_before, rows_of

PAGE = None  # the key of a fee table that names no scheme: the page's own

_TOTAL = re.compile(r"\btotal\b", re.I)
_PART = re.compile(r"\b(?:part|stage)\s+(?:[a-d1-4]|one|two)\b", re.I)
_STANDARD_ROW = re.compile(r"^\W*(?:the\s+)?(?:standard|full|normal|usual|basic|new\s+application)\b", re.I)
_DISCOUNT_ROW = re.compile(r"(?<!without\s)(?<!\bno\s)(?<!\bnot\s)(?<!\bnon-)(?<!\bnon\s)\b(?:early[\s-]?bird|discount\w*|reduc\w*|accredit\w*|concession\w*|charity|charities"
                           r"|co-?regulat\w*|renewal)\b", re.I)
_OTHER_CHARGE_ROW = re.compile(r"\b(?:variations?|vary|renewals?|re-?licen[cs]\w*|transfers?|changes?|copy|copies"
                               r"|replacement|late|surcharge)\b", re.I)
_PERIOD_COLUMN = re.compile(r"\b(?:19|20)\d\d\b|\b(?:from|current|now|new|previous|old|until)\b", re.I)
_CURRENT_COLUMN = re.compile(r"\b(?:from|current|now|new)\b", re.I)
_PARTS_LABEL = re.compile(r"\b(?:in|into|as)\s+(?:two|2|three|3)\s+(?:parts|stages|payments|instal?ments)\b", re.I)
_ROW_LABEL_WORDS = 6  # "Mandatory or additional HMO licence" names a fee's scheme; a long row label is a charge


def _amount(text: str) -> str | None:
    m = lx.FEE.search(text)
    return m.group(0).replace(" ", "") if m else None


def _table_fee(rows: list[list[str]]) -> str | None:
    header = rows[0] if not any(_amount(c) for c in rows[0]) else []
    body = [r for r in rows[1 if header else 0:] if any(_amount(c) for c in r[1:])]
    if not body:
        return None
    # "Early bird | £400" above "Standard fee | £480": the standard row is the main fee; a discount row is not
    standard = [r for r in body if _STANDARD_ROW.search(r[0])]
    full = [r for r in body if not _DISCOUNT_ROW.search(r[0])]
    body = standard or full or body
    total_column = next((i for i, c in enumerate(header) if _TOTAL.search(c)), None)
    if total_column is not None:
        offset = len(header) - len(body[0])  # a row spanned by the cell above has fewer cells
        index = total_column - offset
        if 0 <= index < len(body[0]) and _amount(body[0][index]):
            return _amount(body[0][index])
    # "Part A £450 / Part B £450 / Total £900": a total row sums a fee paid in parts; any other row headed
    # "Total fee where we help you apply" is a surcharge, and the first row is the main fee
    in_parts = any(_PART.search(r[0]) for r in body) or len(body[-1][0].split()) <= 2 and _TOTAL.search(body[-1][0])
    totals = [r for r in body if in_parts and _TOTAL.search(r[0])]
    row = totals[-1] if totals else body[0]
    current = _current_column(header, row)
    if current is not None and _amount(row[current]):
        return _amount(row[current])
    return next((_amount(c) for c in row if _amount(c)), None)


def _current_column(header: list[str], row: list[str]) -> int | None:
    """The column of this year's charges in a table that gives a year's charges beside another's ("2022/2023 gross
    charge | Gross charge from 1 April"): the one called current or "from", else the rightmost dated one."""
    if len(header) != len(row):
        return None
    dated = [i for i, c in enumerate(header) if i and _PERIOD_COLUMN.search(c)]
    if len(dated) < 2:
        return None
    return next((i for i in dated if _CURRENT_COLUMN.search(header[i])), dated[-1])


def _column_fees(rows: list[list[str]], schemes_of: Callable[[str], set]) -> list[tuple]:
    """[(scheme, fee)] of a table whose header gives each scheme a column of its own, else []."""
    header = rows[0]
    columns = {}
    for i, cell in enumerate(header[1:], 1):
        named = schemes_of(cell) or {lx.SCHEME_WORD[w.lower()] for w in re.findall(r"^\W*(selective|additional|mandatory)"
                                                                                  r"\b", cell, re.I)}
        if len(named) == 1:
            columns[i] = next(iter(named))
    if len(set(columns.values())) < 2:
        return []
    found = []
    for i, scheme in columns.items():
        sub = [[r[0], r[i]] for r in rows if len(r) == len(header)]
        fee = _table_fee([[header[0], "fee"]] + sub[1:])
        if fee:
            found.append((scheme, fee))
    return found


def _pounds_from_header(rows: list[list[str]]) -> list[list[str]]:
    """A column headed "£" ("| £ | £ Annual Equivalent |") holds amounts written without the sign: "950" is £950."""
    if not rows:
        return rows
    pounds = {i for i, c in enumerate(rows[0]) if re.match(r"\W*£", c) and not _amount(c)}
    if not pounds:
        return rows
    return [rows[0]] + [[("£" + c if i in pounds and re.fullmatch(r"\d[\d,]*(?:\.\d\d)?", c) else c)
                         for i, c in enumerate(r)] for r in rows[1:]]


def fee_for(fees: list[tuple], scheme, part: bool = False) -> str | None:
    """The first fee table's fee that is this scheme's or the page's (`part`: of a table that gives a fee paid in
    parts and no total — "The fee is paid in two parts:" then one row a part — whose first row is only a part)."""
    return next((fee for key, fee, in_parts in fees if key in (scheme, PAGE) and in_parts == part), None)


def table_fees(main, schemes_of: Callable[[str], set]) -> list[tuple]:
    """[(scheme or PAGE, fee, only a part)] from the fee tables under `main` (the page's main element), in page order."""
    fees: list[tuple] = []
    if main is None:
        return fees
    for table in main.iter("table"):
        rows = _pounds_from_header(rows_of(table))
        if len(rows) < 2 or not any(_amount(c) for r in rows for c in r):
            continue
        label = label_before(table)
        if not (lx.FEE_WORDS.search(label) or any(lx.FEE_WORDS.search(c) or _TOTAL.search(c) for c in rows[0])
                or any(lx.FEE_WORDS.search(r[0]) for r in rows[1:])):
            continue  # a table of amounts that are not fees (penalties, grants)
        by_column = _column_fees(rows, schemes_of)
        if by_column:  # "| Fee | Selective licence | Additional HMO licence |": each column its scheme's
            fees += [(scheme, fee, False) for scheme, fee in by_column]
            continue
        by_row: dict = {}
        first = 0 if any(_amount(c) for c in rows[0][1:]) else 1  # a table with no header row starts with fees
        for r in rows[first:]:
            amount = next((_amount(c) for c in r[1:] if _amount(c)), None)
            if _OTHER_CHARGE_ROW.search(r[0]):
                continue  # "HMO licence variations | £0", "Renewal fee: HMO licence | £584": not the licence's fee
            for scheme in schemes_of(r[0]) if amount and len(r[0].split()) <= _ROW_LABEL_WORDS else ():
                if scheme not in by_row or by_row[scheme][1] and not _DISCOUNT_ROW.search(r[0]):
                    by_row[scheme] = (amount, bool(_DISCOUNT_ROW.search(r[0])))  # a full-fee row over a discount row
        by_row = {scheme: amount for scheme, (amount, _) in by_row.items()}
        if by_row:
            fees += [(scheme, amount, False) for scheme, amount in by_row.items()]
            continue
        fee = _table_fee(rows)
        if fee is None:
            continue
        named = schemes_of(" ".join(rows[0])) or schemes_of(label)
        part = bool(_PARTS_LABEL.search(label)) and not any(_TOTAL.search(c) for r in rows for c in r)
        fees += [(scheme, fee, part) for scheme in named or (PAGE,)]
    return fees
